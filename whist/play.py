"""The play of one deal: a mutable game object with a history.

State is never edited in place: every change is an *action* appended to
:attr:`Play.actions` and applied by one function, so :meth:`Play.undo` is "drop the
last action and apply the rest again", and a table's state can be rebuilt from the
kiosk's append-only log the same way.

Legality comes in layers (ARCHITECTURE.md, convention 2):

- :meth:`Play.lawful_plays` -- the cards the player to play may play without renouncing;
- :meth:`Play.is_lawful` -- one card;
- :meth:`Play.play` -- validates and applies. A card the player does not hold, or a
  finished deal, is refused (:class:`~whist.errors.IllegalPlayError`); a renounce is
  *recorded*, not refused: the players did it, and the laws decide what follows
  (law 28; Laws of Duplicate Whist (g)).

The engine knows all four hands, so it detects renounces itself. What the table is
told, and when, is the kiosk's business.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal
from whist.errors import IllegalPlayError, LawError
from whist.games import Game, find_game
from whist.games.base import PlayedCard, Score
from whist.laws.irregularities import Irregularity, IrregularityKind
from whist.seats import SEATS, Seat, Side
from whist.tricks import PenaltyKind, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

TRICKS_PER_DEAL = 13


# --- actions -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard:
    """``seat`` plays ``card`` to the current trick."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class QuitTrick:
    """The four players turn and quit their cards (Laws of Duplicate Whist (f))."""


@dataclass(frozen=True, slots=True)
class CorrectRenounce:
    """Law 28/29: ``seat`` takes back a renounce in error and plays ``card`` instead."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class WithdrawCard:
    """Law 29: a player who played after a corrected renounce substitutes ``card``."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class ClaimRevoke:
    """Law (g)/32: ``claimant`` claims that ``offender`` revoked in ``trick``."""

    claimant: Seat
    offender: Seat
    trick: int


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Bishops whist: after cutting a knight the dealer names the trump suit."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class ChoosePenalty:
    """Law 39: the entitled player chooses one of an irregularity's penalty options."""

    irregularity: int
    chooser: Seat
    option: str


@dataclass(frozen=True, slots=True)
class RecordScore:
    """The scores of the deal are recorded: after this no revoke may be claimed ((g))."""


Action = (
    PlayCard
    | QuitTrick
    | CorrectRenounce
    | WithdrawCard
    | ClaimRevoke
    | NameTrump
    | ChoosePenalty
    | RecordScore
)


# --- events ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Renounce:
    """A renounce in error found by the engine (law 28)."""

    seat: Seat
    trick: int
    card: Card
    led: Suit
    corrected: bool = False
    established: bool = False
    claimed: bool = False

    @property
    def side(self) -> Side:
        return self.seat.side


@dataclass
class _State:
    hands: dict[Seat, list[Card]]
    trump: TrumpRecord
    tricks: list[TrickRecord] = field(default_factory=list)
    current: list[PlayedCard] = field(default_factory=list)
    leader: Seat = Seat.NORTH
    renounces: list[Renounce] = field(default_factory=list)
    penalties: list[ScorePenalty] = field(default_factory=list)
    irregularities: list[Irregularity] = field(default_factory=list)
    liable: dict[Seat, list[Card]] = field(default_factory=dict)
    recorded: bool = False
    log: list[str] = field(default_factory=list)


class Play:
    """The play of ``deal`` under ``game``, with ``trump`` and the opening ``leader``.

    >>> from whist.deal import Deal
    >>> from whist.games import DUPLICATE_WHIST
    >>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
    ...                   "...AKQJT98765432")
    >>> play = Play(deal, DUPLICATE_WHIST, TrumpRecord.turned(Card.parse("C2")), Seat.EAST)
    >>> play.to_play
    <Seat.EAST: 1>
    >>> _ = play.play(Card.parse("HA"))
    >>> play.to_play
    <Seat.SOUTH: 2>
    """

    def __init__(
        self,
        deal: Deal,
        game: Game | str,
        trump: TrumpRecord,
        leader: Seat,
        *,
        dealer: Seat | None = None,
    ) -> None:
        self.game = find_game(game) if isinstance(game, str) else game
        if deal.pack is not self.game.pack:
            raise IllegalPlayError(
                f"{self.game.title} is played with the {self.game.pack.name} pack; this deal "
                f"is of the {deal.pack.name} pack"
            )
        self.deal = deal
        self.initial_trump = trump
        self.first_leader = leader
        self.dealer = dealer if dealer is not None else leader.right
        self.actions: list[Action] = []
        self._state = self._fresh()

    @classmethod
    def from_board(cls, board: Board, game: Game | str | None = None) -> Play:
        if board.trump is None:
            raise IllegalPlayError(
                f"board {board.number} has no trump record yet: record the trump card first"
            )
        return cls(board.deal, game or board.game, board.trump, board.leader, dealer=board.dealer)

    # --- reading the state ---------------------------------------------------------------

    @property
    def trump(self) -> TrumpRecord:
        return self._state.trump

    @property
    def trump_suit(self) -> Suit | None:
        return self._state.trump.suit

    @property
    def tricks(self) -> tuple[TrickRecord, ...]:
        """Tricks turned and quitted, in order."""
        return tuple(self._state.tricks)

    @property
    def current_trick(self) -> tuple[PlayedCard, ...]:
        """Cards played to the trick not yet turned and quitted."""
        return tuple(self._state.current)

    @property
    def trick_number(self) -> int:
        """The number (1-13) of the trick in progress, or the next one."""
        return len(self._state.tricks) + 1

    @property
    def trick_leader(self) -> Seat:
        return self._state.leader

    @property
    def is_complete(self) -> bool:
        """All thirteen tricks are turned and quitted."""
        return len(self._state.tricks) == TRICKS_PER_DEAL

    @property
    def is_recorded(self) -> bool:
        return self._state.recorded

    @property
    def to_play(self) -> Seat | None:
        """Whose turn it is; ``None`` when a complete trick waits to be quitted or the deal
        is over."""
        if self.is_complete:
            return None
        current = self._state.current
        if len(current) == 4:
            return None
        return self._state.leader.rotated(len(current))

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` still holds."""
        return self.deal.pack.sorted(self._state.hands[seat])

    @property
    def renounces(self) -> tuple[Renounce, ...]:
        return tuple(self._state.renounces)

    @property
    def irregularities(self) -> tuple[Irregularity, ...]:
        return tuple(self._state.irregularities)

    @property
    def penalties(self) -> tuple[ScorePenalty, ...]:
        return tuple(self._state.penalties)

    def liable_cards(self, seat: Seat) -> tuple[Card, ...]:
        """Cards of ``seat`` liable to be called (laws 20-23, 29; (h))."""
        return tuple(self._state.liable.get(seat, ()))

    @property
    def log(self) -> tuple[str, ...]:
        """What happened, in words, one line an event."""
        return tuple(self._state.log)

    def tricks_won(self) -> dict[Side, int]:
        """Tricks as taken in play, before penalties."""
        return {s: sum(1 for t in self._state.tricks if t.winning_side is s) for s in Side}

    def score(self) -> Score:
        """The deal's score after the penalties applied so far."""
        return self.game.score(
            self._state.tricks, self._state.penalties, self._state.trump, self.dealer
        )

    # --- legality ------------------------------------------------------------------------

    def lawful_plays(self, seat: Seat | None = None) -> tuple[Card, ...]:
        """The cards ``seat`` (default: the player to play) may play without renouncing."""
        seat = seat or self.to_play
        if seat is None:
            return ()
        hand = self._state.hands[seat]
        lawful = self.game.lawful_plays(
            hand, self._state.current, self.trump_suit, self.trick_number
        )
        return self.deal.pack.sorted(set(lawful))

    def is_lawful(self, card: Card, seat: Seat | None = None) -> bool:
        return card in self.lawful_plays(seat)

    # --- acting --------------------------------------------------------------------------

    def play(self, card: Card, seat: Seat | None = None) -> Renounce | None:
        """``seat`` (default: whose turn it is) plays ``card``. Returns the renounce if the
        card is one; it is recorded, and may be corrected until the trick is turned and
        quitted (law 28). A complete trick is quitted first."""
        if self.to_play is None and self._state.current and not self.is_complete:
            self.quit_trick()
        self._do(PlayCard(seat or self._require_turn(), card))
        last = self._state.renounces[-1] if self._state.renounces else None
        if last and last.trick == self.trick_number and last.card == card and not last.corrected:
            return last
        return None

    def quit_trick(self) -> TrickRecord:
        """Turn and quit the complete trick (law (f)); returns it with its winner."""
        self._do(QuitTrick())
        return self._state.tricks[-1]

    def correct_renounce(self, seat: Seat, card: Card) -> None:
        """Law 28/29: ``seat`` corrects a renounce in error by playing ``card``."""
        self._do(CorrectRenounce(seat, card))

    def withdraw_card(self, seat: Seat, card: Card) -> None:
        """Law 29: after a corrected renounce, a later player substitutes ``card``."""
        self._do(WithdrawCard(seat, card))

    def claim_revoke(self, claimant: Seat, offender: Seat, trick: int) -> Renounce:
        """Law (g), 32: an adversary claims a revoke. An unfounded claim is refused."""
        self._do(ClaimRevoke(claimant, offender, trick))
        return next(
            r
            for r in self._state.renounces
            if r.seat is offender and r.trick == trick and r.claimed
        )

    def name_trump(self, suit: Suit) -> None:
        """Bishops whist: the dealer names trumps after cutting a knight."""
        self._do(NameTrump(suit))

    def choose_penalty(self, irregularity: int, chooser: Seat, option: str) -> None:
        self._do(ChoosePenalty(irregularity, chooser, option))

    def record_score(self) -> Score:
        """Law (g): the scores are recorded; no revoke can be claimed after this."""
        self._do(RecordScore())
        return self.score()

    def undo(self) -> Action:
        """Take back the last action; raises :class:`IndexError` when there is none."""
        if not self.actions:
            raise IndexError("nothing to undo: no card has been played")
        last = self.actions.pop()
        self._state = self._replay(self.actions)
        return last

    def apply(self, action: Action) -> None:
        """Apply one action (as read back from a log), validating it."""
        self._do(action)

    def unclaimed_revokes(self) -> tuple[Renounce, ...]:
        """Established revokes no one has claimed yet: what the table is told at the end."""
        return tuple(r for r in self._state.renounces if r.established and not r.claimed)

    # --- the one place that changes state -------------------------------------------------

    def _require_turn(self) -> Seat:
        seat = self.to_play
        if seat is None:
            raise IllegalPlayError("the deal is over: all thirteen tricks have been played")
        return seat

    def _fresh(self) -> _State:
        return _State(
            hands={s: list(self.deal.hand(s)) for s in SEATS},
            trump=self.initial_trump,
            leader=self.first_leader,
        )

    def _replay(self, actions: Sequence[Action]) -> _State:
        state = self._fresh()
        for action in actions:
            _apply(self, state, action)
        return state

    def _do(self, action: Action) -> None:
        snapshot = self._replay_copy()
        try:
            _apply(self, self._state, action)
        except Exception:
            self._state = snapshot
            raise
        self.actions.append(action)

    def _replay_copy(self) -> _State:
        s = self._state
        return replace(
            s,
            hands={k: list(v) for k, v in s.hands.items()},
            tricks=list(s.tricks),
            current=list(s.current),
            renounces=list(s.renounces),
            penalties=list(s.penalties),
            irregularities=list(s.irregularities),
            liable={k: list(v) for k, v in s.liable.items()},
            log=list(s.log),
        )

    def __iter__(self) -> Iterator[TrickRecord]:
        return iter(self._state.tricks)


def _seat_name(seat: Seat) -> str:
    return seat.name.title()


def _apply(play: Play, state: _State, action: Action) -> None:
    """Apply ``action`` to ``state`` or raise without a trace (the caller restores)."""
    if state.recorded and not isinstance(action, RecordScore):
        raise IllegalPlayError("the score of this deal is recorded: nothing more can change")
    match action:
        case PlayCard(seat, card):
            _apply_play(play, state, seat, card)
        case QuitTrick():
            _apply_quit(play, state)
        case CorrectRenounce(seat, card):
            _apply_correction(play, state, seat, card)
        case WithdrawCard(seat, card):
            _apply_withdrawal(play, state, seat, card)
        case ClaimRevoke(claimant, offender, trick):
            _apply_claim(play, state, claimant, offender, trick)
        case NameTrump(suit):
            if not state.trump.is_pending:
                raise LawError(
                    f"the trump is {state.trump.display}; only a knight cut leaves the dealer "
                    "to name it"
                )
            state.trump = state.trump.name_suit(suit)
            state.log.append(f"{_seat_name(play.dealer)} names {suit.name.lower()} trumps")
        case ChoosePenalty(index, chooser, option):
            _apply_choice(play, state, index, chooser, option)
        case RecordScore():
            if state.recorded:
                raise LawError("the score of this deal is already recorded")
            if len(state.tricks) != TRICKS_PER_DEAL:
                raise LawError(
                    f"only {len(state.tricks)} of 13 tricks are turned and quitted: finish the "
                    "deal (or claim the rest) before recording the score"
                )
            state.recorded = True
            state.log.append("score recorded")


def _holds(state: _State, seat: Seat, card: Card) -> bool:
    return card in state.hands[seat]


def _apply_play(play: Play, state: _State, seat: Seat, card: Card) -> None:
    if len(state.tricks) == TRICKS_PER_DEAL:
        raise IllegalPlayError("the deal is over: all thirteen tricks have been played")
    if state.trump.is_pending:
        raise LawError(
            "a knight was cut: the dealer must name the trump suit before any card is played"
        )
    if len(state.current) == 4:
        _apply_quit(play, state)
    expected = state.leader.rotated(len(state.current))
    trick_no = len(state.tricks) + 1
    if seat is not expected:
        raise IllegalPlayError(
            f"trick {trick_no}: it is {_seat_name(expected)}'s turn, not {_seat_name(seat)}'s"
        )
    if not _holds(state, seat, card):
        raise IllegalPlayError(
            f"trick {trick_no}: {_seat_name(seat)} does not hold {play.deal.pack.card_name(card)} "
            "-- the board may be fouled: call the director"
        )
    hand = state.hands[seat]
    renounce = play.game.is_renounce(hand, state.current, card, state.trump.suit, trick_no)
    hand.remove(card)
    if card in state.liable.get(seat, []):
        state.liable[seat].remove(card)
    state.current.append(PlayedCard(seat, card))
    note = f"trick {trick_no}: {_seat_name(seat)} plays {card.display}"
    if renounce:
        led = state.current[0].card.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led))
        note += f" (renounce in {led.name.lower()})"
    state.log.append(note)


def _apply_quit(play: Play, state: _State) -> None:
    trick_no = len(state.tricks) + 1
    if len(state.current) != 4:
        raise IllegalPlayError(
            f"trick {trick_no} has {len(state.current)} cards: all four must play before it is "
            "turned and quitted"
        )
    winner_index = play.game.trick_winner(state.current, state.trump.suit, trick_no)
    winner = state.current[winner_index].seat
    record = TrickRecord(trick_no, state.leader, tuple(state.current), winner)
    state.tricks.append(record)
    state.current = []
    state.leader = winner
    state.log.append(f"trick {trick_no} turned and quitted: {_seat_name(winner)} wins")
    # Law 28: a renounce not corrected before its trick is turned and quitted is a revoke.
    for i, r in enumerate(state.renounces):
        if r.trick == trick_no and not r.corrected:
            state.renounces[i] = replace(r, established=True)
            state.log.append(f"revoke established: {_seat_name(r.seat)} in trick {trick_no}")


def _apply_correction(play: Play, state: _State, seat: Seat, card: Card) -> None:
    trick_no = len(state.tricks) + 1
    index = next(
        (
            i
            for i, r in enumerate(state.renounces)
            if r.seat is seat and r.trick == trick_no and not r.corrected
        ),
        None,
    )
    if index is None:
        raise LawError(
            f"trick {trick_no}: {_seat_name(seat)} has no renounce to correct in this trick; a "
            "renounce can be corrected only before its trick is turned and quitted (law 28)"
        )
    renounce = state.renounces[index]
    position = next(i for i, p in enumerate(state.current) if p.seat is seat)
    wrong = state.current[position].card
    hand = state.hands[seat]
    hand.append(wrong)
    if not _holds(state, seat, card) or card is wrong:
        hand.remove(wrong)
        raise LawError(f"{_seat_name(seat)} must correct with a card of the suit led they hold")
    if play.game.is_renounce(hand, state.current[:position], card, state.trump.suit, trick_no):
        hand.remove(wrong)
        raise LawError(
            f"{card.display} is still a renounce: {_seat_name(seat)} must follow "
            f"{renounce.led.name.lower()}"
        )
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    state.renounces[index] = replace(renounce, corrected=True)
    # Law 29: the card played in error is liable to be called; in Bishops whist an exposed
    # card costs two points (Dana, "Exposed cards" III).
    if play.game.name == "bishops-whist":
        state.penalties.append(ScorePenalty(PenaltyKind.EXPOSED_CARD, seat.side, trick_no, seat))
    else:
        state.liable.setdefault(seat, []).append(wrong)
    state.irregularities.append(
        Irregularity(
            kind=IrregularityKind.RENOUNCE_CORRECTED,
            law="28, 29",
            offender=seat,
            trick=trick_no,
            card=wrong,
            options=(),
            chooser=None,
            note=f"{wrong.display} is liable to be called; players after may withdraw their cards",
        )
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} corrects the renounce, plays {card.display}; "
        f"{wrong.display} is liable to be called (law 29)"
    )


def _apply_withdrawal(play: Play, state: _State, seat: Seat, card: Card) -> None:
    trick_no = len(state.tricks) + 1
    corrected = [r for r in state.renounces if r.trick == trick_no and r.corrected]
    if not corrected:
        raise LawError(
            f"trick {trick_no}: no renounce was corrected, so no card may be withdrawn (law 29)"
        )
    order = [p.seat for p in state.current]
    if seat not in order or order.index(seat) <= order.index(corrected[-1].seat):
        raise LawError(
            "only a player who played after the corrected renounce may withdraw a card (law 29)"
        )
    position = order.index(seat)
    old = state.current[position].card
    hand = state.hands[seat]
    hand.append(old)
    if card not in hand:
        hand.remove(old)
        raise IllegalPlayError(f"{_seat_name(seat)} does not hold {card.display}")
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} withdraws {old.display} and plays {card.display} "
        "(law 29: not liable to be called)"
    )


def _apply_claim(play: Play, state: _State, claimant: Seat, offender: Seat, trick: int) -> None:
    if not claimant.is_adversary_of(offender):
        raise LawError(
            f"{_seat_name(claimant)} cannot claim a revoke against a partner: only the "
            "adversaries of the revoking player may (law 32)"
        )
    for i, r in enumerate(state.renounces):
        if r.seat is offender and r.trick == trick and not r.corrected:
            if r.claimed:
                raise LawError(
                    f"the revoke of {_seat_name(offender)} in trick {trick} is already claimed"
                )
            if not r.established:
                raise LawError(
                    f"{_seat_name(offender)}'s renounce in trick {trick} can still be corrected "
                    "(the trick is not turned and quitted): it is not yet a revoke (law 28)"
                )
            state.renounces[i] = replace(r, claimed=True)
            state.penalties.append(ScorePenalty(PenaltyKind.REVOKE, offender.side, trick, offender))
            state.log.append(
                f"revoke claimed by {_seat_name(claimant)}: {_seat_name(offender)} in trick {trick}"
            )
            return
    raise LawError(
        f"no revoke by {_seat_name(offender)} in trick {trick}: the claim fails; the tricks show "
        f"{_describe_trick(state, trick)}"
    )


def _describe_trick(state: _State, trick: int) -> str:
    if 1 <= trick <= len(state.tricks):
        return " ".join(f"{p.seat.letter}:{p.card.display}" for p in state.tricks[trick - 1].cards)
    return "no such trick yet"


def _apply_choice(play: Play, state: _State, index: int, chooser: Seat, option: str) -> None:
    if not 0 <= index < len(state.irregularities):
        raise LawError(f"there is no irregularity number {index}")
    irregularity = state.irregularities[index]
    irregularity.check_choice(chooser, option)
    state.irregularities[index] = irregularity.chosen(option, chooser)
    state.log.append(
        f"{_seat_name(chooser)} chooses: {irregularity.option(option).description} "
        f"(law {irregularity.law})"
    )


def count_cards(play: Play) -> Counter[Card]:
    """All cards still held or on the table (a check that nothing was lost)."""
    total: Counter[Card] = Counter()
    for seat in SEATS:
        total.update(play.hand(seat))
    total.update(p.card for p in play.current_trick)
    for t in play.tricks:
        total.update(p.card for p in t.cards)
    return total
