"""Card numbers shared by the dealing-machine formats: 0 = ♠A ... 12 = ♠2, 13 = ♥A ...
51 = ♣2 (the standard pack's canonical order, :meth:`whist.Pack.card_id`); seats
N = 0, E = 1, S = 2, W = 3."""

from __future__ import annotations

from collections.abc import Sequence

from whist import (
    BISHOPS_PACK,
    STANDARD_PACK,
    Board,
    Card,
    Deal,
    DealError,
    NotationError,
    rotating_dealer,
)

RANKS = "AKQJT98765432"


# The packs' own card objects (those the readers and the generator hand out; the PBN
# reader's are the Bishops pack's where both packs have the card) by identity, with
# their numbers in the standard pack: a card's hash is a Python call, 52 a board. The
# entry keeps the card, so its id is not reused while the entry lives.
_NUMBER_BY_ID: dict[int, tuple[Card, int]] = {
    id(card): (card, STANDARD_PACK.card_id(card))
    for pack in (STANDARD_PACK, BISHOPS_PACK)
    for card in pack.distinct_cards
    if card in STANDARD_PACK
}


def holders(deal: Deal) -> list[int]:
    """The seat value holding each card 0..51 (a hand's index in ``deal.hands`` is its
    seat's value)."""
    out = [0] * 52
    known = _NUMBER_BY_ID.get
    for seat, hand in enumerate(deal.hands):
        for card in hand:
            entry = known(id(card))
            out[
                entry[1] if entry is not None and entry[0] is card else STANDARD_PACK.card_id(card)
            ] = seat
    return out


def suit_fields(deal: Deal) -> list[str]:
    """The sixteen suit fields of a standard-pack deal, North's spades, hearts, diamonds,
    clubs, then East's, South's, West's: each the ranks held, high to low (``"AKT4"``,
    ``""`` for a void), read from the deal's notation (made once a deal)."""
    return deal.to_pbn()[2:].replace(" ", ".").split(".")


# Each suit field's cards as an integer with byte 13 * suit + rank index set to 1 (a
# card's number, :func:`holders`): a hand's bytes are the sum of its four fields, and
# a deal's seat of each card the sum of the hands, each times its seat's code (one
# seat a card: no carry).
_FIELD_BYTES: tuple[dict[str, int], ...] = ({}, {}, {}, {})


_LETTER_BYTES = tuple(
    {letter: 1 << 8 * (13 * suit + i) for i, letter in enumerate(RANKS)} for suit in range(4)
)


def _field_bytes(suit: int, field: str) -> int:
    table = _FIELD_BYTES[suit]
    value = table.get(field)
    if value is None:
        if 1024 <= len(table) < 8192 and _canonical(field):
            # a big file: every canonical field of the suit at once (a couple of ms)
            table.update(_every_field(suit))
            return table[field]
        value = sum(map(_LETTER_BYTES[suit].__getitem__, field))
        if len(table) < 10_000:
            table[field] = value
    return value


def _canonical(field: str) -> bool:
    """Ranks high to low, each once (``"AKT4"``): one of the 8,192 fields of a suit."""
    return field == "".join(sorted(set(field), key=RANKS.index)) and set(field) <= set(RANKS)


def _every_field(suit: int) -> dict[str, int]:
    """Each canonical field of ``suit`` (:func:`_canonical`) and its bytes."""
    fields, values = [""], [0]
    for rank in range(12, -1, -1):  # lowest first: each field grows at its front
        letter, byte = RANKS[rank], 1 << 8 * (13 * suit + rank)
        fields += [letter + known for known in fields]
        values += [value + byte for value in values]
    return dict(zip(fields, values, strict=True))


def seat_codes(deal: Deal, codes: bytes) -> bytes:
    """For each card 0..51 of a standard-pack deal, ``codes[seat]`` of the seat holding
    it (``b"1234"``: BER's digits; :func:`holders` as bytes of ``b"\\0\\1\\2\\3"``)."""
    f = suit_fields(deal)
    s, h, d, c = _FIELD_BYTES
    try:
        total = (
            (s[f[0]] + h[f[1]] + d[f[2]] + c[f[3]]) * codes[0]
            + (s[f[4]] + h[f[5]] + d[f[6]] + c[f[7]]) * codes[1]
            + (s[f[8]] + h[f[9]] + d[f[10]] + c[f[11]]) * codes[2]
            + (s[f[12]] + h[f[13]] + d[f[14]] + c[f[15]]) * codes[3]
        )
    except KeyError:  # fields not met yet: into the tables (or past their bound)
        v = [_field_bytes(i & 3, holding) for i, holding in enumerate(f)]
        total = (
            (v[0] + v[1] + v[2] + v[3]) * codes[0]
            + (v[4] + v[5] + v[6] + v[7]) * codes[1]
            + (v[8] + v[9] + v[10] + v[11]) * codes[2]
            + (v[12] + v[13] + v[14] + v[15]) * codes[3]
        )
    return total.to_bytes(52, "little")


def deal_from_holders(seats: Sequence[int], source: str, where: str) -> Deal:
    """A deal from the seat of each card; errors name the file and the board."""
    hands: list[list[int]] = [[], [], [], []]
    for card, seat in enumerate(seats):
        hands[seat].append(card)
    try:
        return Deal(
            STANDARD_PACK,
            tuple(tuple(STANDARD_PACK.card_from_id(c) for c in hand) for hand in hands),
        )
    except DealError as exc:
        raise NotationError(f"{where}: {exc}", source=source) from None


def deal_from_card_lists(hands: Sequence[Sequence[int]], source: str, where: str) -> Deal:
    """A deal from each seat's card numbers (0..51); one hand may be left empty and then
    gets the cards left over."""
    seen = [c for hand in hands for c in hand]
    if len(set(seen)) != len(seen):
        raise NotationError(f"{where}: a card is given to two hands", source=source)
    empty = [i for i, hand in enumerate(hands) if not hand]
    if len(empty) == 1:
        rest = sorted(set(range(52)) - set(seen))
        hands = [rest if i == empty[0] else list(hand) for i, hand in enumerate(hands)]
    seats = [-1] * 52
    for seat, hand in enumerate(hands):
        for card in hand:
            seats[card] = seat
    if -1 in seats:
        raise NotationError(f"{where}: the hands do not hold all 52 cards", source=source)
    return deal_from_holders(seats, source, where)


def numbered(deals: Sequence[Deal], first_board: int) -> list[Board]:
    """Boards for deals read from a file that holds no dealer or trump: numbered from
    ``first_board``, the dealer by the usual rotation, the trump not recorded."""
    return [
        Board(first_board + i, deal, rotating_dealer(first_board + i), None)
        for i, deal in enumerate(deals)
    ]
