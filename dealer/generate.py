"""Secure, reproducible deals with their trump records, and the proof that they came
from a committed secret.

Generation (scheme ``whist-dealer/sha256-ctr/1``)
-------------------------------------------------
For board ``b`` the generator hashes, in counter mode::

    SHA-256( "whist-dealer/1" 0x00 | len(secret) secret | len(salt) salt | b | k )

(lengths and ``b``, ``k`` as 4-byte big-endian numbers; ``k`` = 0, 1, 2 ...). Each
block's first bytes, cut to the bit length of the pack's number of deals, are a
candidate; a candidate not below that number is rejected and the next block tried,
so every deal is equally likely and every deal reachable. The accepted number is
unranked by the engine's bijection (:func:`whist.ranking.unrank_deal_unchecked`, the
same bijection as :func:`whist.unrank_deal`).

The same stream then picks the trump record, one of the dealer's thirteen cards,
each equally likely (4-bit nibbles of the following blocks, 13..15 rejected):

- Duplicate whist: the turned card. The last card dealt is turned, and it is one
  of the dealer's cards (Laws of Whist, law 13; Laws of Duplicate Whist (d)).
- Bishops whist: the card cut before the deal, "which belongs to the dealer"
  (Dana 1899, "Cutting the trump card"). A cut from a shuffled pack followed by a
  deal in which the dealer receives that card is the same as a random deal and a
  random card of the dealer's hand, so one procedure serves both games. A knight
  names no suit: the suit the director named in advance for that board if any
  (Dana, "On cutting a knight for a trump card"), else the record stays pending
  (``N``) until the dealer at the first table names it and the kiosk records it.
  A bishop cut scores the dealer's side one point; the engine scores that.

Each board has its own stream (the board number is hashed in), so boards can be
verified one by one and an event can be extended with more boards later.

Commitment (after SquareDeal): the event stores SHA-256 of the secret; the director
publishes it before the event, and ``whist deal verify EVENT --reveal SECRET`` shows
afterwards that every board came from that secret. A public ``salt`` chosen after
the commitment (e.g. a lottery number) stops anyone from searching for a secret that
gives chosen deals.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from dealer.event import Derivation, Event, EventError, commitment_of
from whist import KNIGHT, Board, Card, Pack, Seat, Suit, TrumpRecord, deal_count, find_game
from whist.ranking import unrank_deal_unchecked

SCHEME = "whist-dealer/sha256-ctr/1"
_DOMAIN = b"whist-dealer/1\x00"
SECRET_BYTES = 32


def new_secret() -> bytes:
    """A fresh secret from the operating system's random source (32 bytes)."""
    return os.urandom(SECRET_BYTES)


def parse_secret(text: str) -> bytes:
    """A secret written in hex (``--seed``/``--reveal``); at least 16 bytes."""
    cleaned = "".join(text.split())
    try:
        secret = bytes.fromhex(cleaned)
    except ValueError:
        raise EventError(
            f"the secret {text[:20]!r}... must be hex digits (0-9, a-f), e.g. as printed "
            "in the event folder's 'secret' file"
        ) from None
    if len(secret) < 16:
        raise EventError(
            f"the secret has {len(secret)} bytes; give at least 16 (32 hex digits) so "
            "that nobody can guess it"
        )
    return secret


def _length_prefixed(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


class BoardStream:
    """The counter-mode stream of one board: candidates for the deal number, then
    nibbles for the trump card."""

    def __init__(self, base: hashlib._Hash, board: int) -> None:
        self._base = base
        self._board = board.to_bytes(4, "big")
        self._counter = 0

    def block(self) -> bytes:
        h = self._base.copy()
        h.update(self._board + self._counter.to_bytes(4, "big"))
        self._counter += 1
        return h.digest()

    def below(self, limit: int) -> int:
        """A number in ``0 .. limit-1``, each equally likely (rejection sampling on
        the top ``limit.bit_length()`` bits of a block)."""
        bits = (limit - 1).bit_length()
        shift = 256 - bits
        while True:
            value = int.from_bytes(self.block(), "big") >> shift
            if value < limit:
                return value

    def small_below(self, limit: int, taken: bytes = b"") -> int:
        """A number in ``0 .. limit-1`` for ``limit <= 16``, from 4-bit nibbles: those of
        ``taken`` (the block just drawn from this stream, if the caller did) first, then
        of the following blocks."""
        block = taken or self.block()
        while True:
            for byte in block:
                for nibble in (byte >> 4, byte & 15):
                    if nibble < limit:
                        return nibble
            block = self.block()


class Generator:
    """Deals and trump records derived from ``secret`` and ``salt`` for one game."""

    def __init__(self, secret: bytes, *, game: str, salt: str = "") -> None:
        self.game = game
        self.pack: Pack = find_game(game).pack
        self.declares_trump = find_game(game).declares_trump
        self._total = deal_count(self.pack)
        self._shift = 256 - (self._total - 1).bit_length()
        base = hashlib.sha256(_DOMAIN)
        base.update(_length_prefixed(secret))
        base.update(_length_prefixed(salt.encode("utf-8")))
        self._base = base
        # A turned card's record, one value for each card of the pack (looked up by the
        # card's identity: hashing a card hashes its enum members, slow a board).
        self._turned: dict[int, tuple[Card, TrumpRecord]] = {}

    def stream(self, number: int) -> BoardStream:
        if not 1 <= number < 2**32:
            raise EventError(f"board number {number} must be between 1 and 2**32 - 1")
        return BoardStream(self._base, number)

    def deal_number(self, number: int) -> int:
        """The deal number (0 .. deal_count-1) of board ``number``."""
        return self.stream(number).below(self._total)

    def board(self, number: int, dealer: Seat, knight_trump: Suit | None = None) -> Board:
        """Board ``number``: its deal, and the trump card drawn from the dealer's hand.

        The same numbers as :meth:`BoardStream.below` then :meth:`BoardStream.small_below`
        on the board's stream, with the first block of each taken here (nearly every
        board needs no other): this runs once a board."""
        stream = self.stream(number)
        value = int.from_bytes(stream.block(), "big") >> self._shift
        if value >= self._total:
            value = stream.below(self._total)
        deal = unrank_deal_unchecked(self.pack, value)
        hand = deal.hands[dealer.value]
        block = stream.block()
        nibble = block[0] >> 4
        if nibble >= len(hand):
            nibble = stream.small_below(len(hand), block)
        card = hand[nibble]
        if self.declares_trump:
            # Bridge Whist: "No trump card is turned"; each table declares the trump.
            return Board(number, deal, dealer, None, self.game)
        if card.suit is None:
            record = trump_record(card, knight_trump)
        else:
            known = self._turned.get(id(card))
            if known is None or known[0] is not card:
                known = self._turned[id(card)] = (card, trump_record(card))
            record = known[1]
        return Board(number, deal, dealer, record, self.game)


def trump_record(card: Card, knight_trump: Suit | None = None) -> TrumpRecord:
    """The trump record of a turned or cut card; a knight takes the suit named in
    advance, or stays pending (Dana, "On cutting a knight for a trump card")."""
    if card == KNIGHT:
        return TrumpRecord(KNIGHT, knight_trump)
    return TrumpRecord.turned(card)


@dataclass(frozen=True)
class DealerRotation:
    """Who deals each board: rotating to the left from ``first`` on board 1 (board 1
    North, 2 East, 3 South, 4 West by default), or always ``fixed``."""

    first: Seat = Seat.NORTH
    fixed: Seat | None = None

    def dealer(self, board: int) -> Seat:
        if self.fixed is not None:
            return self.fixed
        return self.first.rotated(board - 1)


DEFAULT_ROTATION = DealerRotation()


def generate_boards(
    secret: bytes,
    numbers: Iterable[int],
    *,
    game: str,
    salt: str = "",
    rotation: DealerRotation = DEFAULT_ROTATION,
    knight_trumps: Mapping[int, Suit] | None = None,
    declared_trump: Suit | None = None,
) -> Iterator[Board]:
    """The boards ``numbers`` derived from ``secret`` (see the module docstring); with
    ``declared_trump`` every board's trump record is that suit and no card is turned."""
    generator = Generator(secret, game=game, salt=salt)
    named = knight_trumps or {}
    # Seats rotate modulo four: the four dealers are looked up once, not a board (an
    # enum call and its value, a few per cent of a board's cost).
    dealers = [rotation.dealer(board) for board in range(1, 5)]
    for number in numbers:
        board = generator.board(number, dealers[(number - 1) % 4], named.get(number))
        yield declared(board, declared_trump)


def declared(board: Board, suit: Suit | None) -> Board:
    """``board`` with ``suit`` declared trumps for the sitting (Mnemonic duplicate, seed
    000: "one suit should be declared trumps for the sitting, and no trump card should be
    turned"); ``None`` leaves it as dealt.  The deal is the same: the trump card is drawn
    after it from the board's stream."""
    if suit is None:
        return board
    return replace(board, trump=TrumpRecord.fixed(suit))


def create_event(
    *,
    boards: int,
    game: str = "duplicate-whist",
    secret: bytes | None = None,
    salt: str = "",
    first_board: int = 1,
    rotation: DealerRotation = DEFAULT_ROTATION,
    knight_trumps: Mapping[int, Suit] | None = None,
    name: str = "",
    event_id: str | None = None,
    movement: dict[str, object] | None = None,
    progress: Callable[[int], None] | None = None,
    declared_trump: Suit | None = None,
) -> Event:
    """A new event of ``boards`` boards numbered from ``first_board``.

    ``secret`` defaults to 32 bytes from the operating system; ``progress`` is
    called with the number of boards made so far, every 1000 boards and at the end.
    """
    header, made = plan_event(
        boards=boards,
        game=game,
        secret=secret,
        salt=salt,
        first_board=first_board,
        rotation=rotation,
        knight_trumps=knight_trumps,
        name=name,
        event_id=event_id,
        movement=movement,
        progress=progress,
        declared_trump=declared_trump,
    )
    return replace(header, boards=tuple(made))


def plan_event(
    *,
    boards: int,
    game: str = "duplicate-whist",
    secret: bytes | None = None,
    salt: str = "",
    first_board: int = 1,
    rotation: DealerRotation = DEFAULT_ROTATION,
    knight_trumps: Mapping[int, Suit] | None = None,
    name: str = "",
    event_id: str | None = None,
    movement: dict[str, object] | None = None,
    progress: Callable[[int], None] | None = None,
    declared_trump: Suit | None = None,
) -> tuple[Event, Iterator[Board]]:
    """:func:`create_event` for a writer that streams: the event without its boards
    (every other field as :func:`create_event` gives it), and the boards one at a time,
    made as they are asked for, so 100,000 boards are never held at once. Checks the
    arguments before anything is made."""
    if boards < 1:
        raise EventError(f"an event needs at least one board, not {boards}")
    if first_board < 1:
        raise EventError(f"the first board number must be 1 or more, not {first_board}")
    secret = new_secret() if secret is None else secret
    numbers = range(first_board, first_board + boards)
    named = dict(knight_trumps or {})
    stray = sorted(set(named) - set(numbers))
    if stray:
        raise EventError(
            f"knight trumps were named for boards {stray}, which are not in this event "
            f"(boards {first_board}..{numbers[-1]})"
        )
    if named and find_game(game).pack.suitless == {}:
        raise EventError(f"knight trumps are named only in Bishops whist; {game} has no knights")
    if named and declared_trump is not None:
        raise EventError(
            "a suit declared trumps for the sitting turns no card, so no knight can be cut: "
            "give either the declared trump or knight trumps"
        )
    commitment = commitment_of(secret)
    now = datetime.now(UTC)
    header = Event(
        event_id=event_id or f"{now:%Y%m%d}-{commitment[:8]}",
        name=name,
        game=game,
        boards=(),
        commitment=commitment,
        secret=secret,
        movement=movement,
        created=now.isoformat(timespec="seconds").replace("+00:00", "Z"),
        derivation=Derivation(
            scheme=SCHEME,
            salt=salt,
            knight_trumps=tuple(sorted(named.items())),
            declared_trump=declared_trump,
        ),
    )

    def made() -> Iterator[Board]:
        count = 0
        for board in generate_boards(
            secret,
            numbers,
            game=game,
            salt=salt,
            rotation=rotation,
            knight_trumps=named,
            declared_trump=declared_trump,
        ):
            yield board
            count += 1
            if progress is not None and count % 1000 == 0:
                progress(count)
        if progress is not None and count % 1000:
            progress(count)

    return header, made()


@dataclass(frozen=True)
class Verification:
    """The outcome of checking an event against a revealed secret."""

    commitment_ok: bool
    boards_ok: tuple[int, ...]
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return self.commitment_ok and not self.problems


def verify_event(event: Event, secret: bytes) -> Verification:
    """Check that ``secret`` is the committed one and that every board (deal and trump
    card) follows from it. A knight cut may carry the suit the dealer named later."""
    problems: list[str] = []
    commitment_ok = commitment_of(secret) == event.commitment
    if not commitment_ok:
        problems.append(
            f"the revealed secret hashes to {commitment_of(secret)[:16]}..., not to the "
            f"event's commitment {event.commitment[:16]}...: it is not this event's secret"
        )
        return Verification(commitment_ok, (), tuple(problems))
    derivation = event.derivation
    if derivation is not None and derivation.scheme.startswith("imported"):
        problems.append(
            f"the deals were imported from {derivation.salt}; they were not dealt from the "
            "secret and were not committed before the event, so nothing can prove them"
        )
        return Verification(commitment_ok, (), tuple(problems))
    if derivation is None or derivation.scheme != SCHEME:
        scheme = derivation.scheme if derivation else "none"
        problems.append(
            f"the event was made by generator {scheme!r}; this program verifies {SCHEME!r}"
        )
        return Verification(commitment_ok, (), tuple(problems))
    generator = Generator(secret, game=event.game, salt=derivation.salt)
    good: list[int] = []
    for board in event.boards:
        expected = declared(
            generator.board(board.number, board.dealer, derivation.knight_trump(board.number)),
            derivation.declared_trump,
        )
        if expected.deal != board.deal:
            problems.append(f"board {board.number}: the deal does not come from the secret")
            continue
        if not _trump_matches(expected.trump, board.trump):
            problems.append(
                f"board {board.number}: trump record {board.trump} does not come from the "
                f"secret (expected {expected.trump})"
            )
            continue
        good.append(board.number)
    return Verification(commitment_ok, tuple(good), tuple(problems))


def _trump_matches(expected: TrumpRecord | None, actual: TrumpRecord | None) -> bool:
    if expected == actual:
        return True
    return (
        expected is not None
        and actual is not None
        and expected.is_pending
        and actual.is_knight_cut
        and actual.suit is not None
    )
