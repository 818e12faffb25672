"""A bijection between the deals of a pack and the integers 0 .. N-1.

Deals are counted as assignments of the pack's cards to four hands of thirteen.
Identical cards (the Bishops pack's four knights) are counted once per way of
splitting them among the hands, so every distinguishable deal has exactly one
number. The standard pack has 52!/(13!)^4 deals.

Cards are placed in order: suitless kinds first (each split of their copies among
the seats, in lexicographic order), then the distinct cards in canonical order,
each given to the first seat whose block of completions holds the index. The
number of completions when ``n`` distinct cards remain for seats with room
``c_N, c_E, c_S, c_W`` is the multinomial ``n!/(c_N! c_E! c_S! c_W!)``; giving the
next card to seat ``s`` leaves ``M * c_s / n`` of them.

>>> from whist.packs import STANDARD_PACK
>>> deal_count(STANDARD_PACK)
53644737765488792839237440000
>>> d = unrank_deal(STANDARD_PACK, 123456789)
>>> rank_deal(d)
123456789
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from math import factorial

from whist.cards import Card
from whist.deal import HAND_SIZE, Deal
from whist.errors import DealError
from whist.packs import Pack
from whist.seats import SEATS


def _multinomial(n: int, caps: tuple[int, ...]) -> int:
    result = factorial(n)
    for c in caps:
        result //= factorial(c)
    return result


def _splits(copies: int, caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to give ``copies`` identical cards to the four seats, lexicographic."""

    def rec(seat: int, left: int) -> Iterator[tuple[int, ...]]:
        if seat == 3:
            if left <= caps[3]:
                yield (left,)
            return
        for k in range(min(left, caps[seat]) + 1):
            for rest in rec(seat + 1, left - k):
                yield (k, *rest)

    yield from rec(0, copies)


def _layout(pack: Pack) -> tuple[tuple[tuple[Card, int], ...], tuple[Card, ...]]:
    multi = tuple(
        (c, pack.multiplicity(c)) for c in pack.distinct_cards if pack.multiplicity(c) > 1
    )
    single = tuple(c for c in pack.distinct_cards if pack.multiplicity(c) == 1)
    return multi, single


@cache
def _completions(pack: Pack, kind: int, caps: tuple[int, ...]) -> int:
    """Deals that complete the placement from suitless kind ``kind`` on."""
    multi, single = _layout(pack)
    if kind == len(multi):
        return _multinomial(len(single), caps)
    copies = multi[kind][1]
    total = 0
    for split in _splits(copies, caps):
        total += _completions(
            pack, kind + 1, tuple(c - k for c, k in zip(caps, split, strict=True))
        )
    return total


def deal_count(pack: Pack) -> int:
    """How many distinguishable deals the pack has."""
    return _completions(pack, 0, (HAND_SIZE,) * 4)


def rank_deal(deal: Deal) -> int:
    """The deal's number, 0 <= n < :func:`deal_count`."""
    pack = deal.pack
    multi, single = _layout(pack)
    caps = [HAND_SIZE] * 4
    index = 0
    for kind, (card, copies) in enumerate(multi):
        actual = tuple(deal.hands[s.value].count(card) for s in SEATS)
        for split in _splits(copies, tuple(caps)):
            rest = tuple(c - k for c, k in zip(caps, split, strict=True))
            if split == actual:
                caps = list(rest)
                break
            index += _completions(pack, kind + 1, rest)
    holder = {}
    for seat in SEATS:
        for card in deal.hands[seat.value]:
            holder[card] = seat.value
    n = len(single)
    m = _multinomial(n, tuple(caps))
    for card in single:
        h = holder[card]
        for s in range(h):
            index += m * caps[s] // n
        m = m * caps[h] // n
        caps[h] -= 1
        n -= 1
    return index


def unrank_deal(pack: Pack, index: int) -> Deal:
    """The deal numbered ``index`` (the inverse of :func:`rank_deal`), validated."""
    return Deal(pack, _unrank_hands(pack, index))


@cache
def _unchecked_plan(
    pack: Pack,
) -> tuple[int, tuple[tuple[Card, int], ...], tuple[Card, ...], dict[Card, int]]:
    multi, single = _layout(pack)
    order = {card: i for i, card in enumerate(pack.distinct_cards)}
    return deal_count(pack), multi, single, order


@cache
def _split_blocks(
    pack: Pack, kind: int, copies: int, caps: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """Each split of a suitless kind with the room it leaves and its block of deals."""
    out = []
    for split in _splits(copies, caps):
        rest = tuple(c - k for c, k in zip(caps, split, strict=True))
        out.append((split, rest, _completions(pack, kind + 1, rest)))
    return tuple(out)


def unrank_deal_unchecked(pack: Pack, index: int) -> Deal:
    """The same deal as :func:`unrank_deal`, built without re-validation, for bulk
    generation: the placement below is correct by construction (each card placed once,
    thirteen a hand, canonical order), so :meth:`Deal.from_sorted_hands_unchecked` skips
    the checks; the range of ``index`` is still checked."""
    return Deal.from_sorted_hands_unchecked(pack, _unrank_hands(pack, index))


def _unrank_hands(pack: Pack, index: int) -> tuple[tuple[Card, ...], ...]:
    """The hands of deal ``index``, each in canonical order.

    With ``m`` completions left, the next card
    goes to the first seat ``s`` with ``index * n // m < c_0 + ... + c_s`` (the block
    boundaries ``m * (c_0 + ... + c_s) / n`` are exact integers), one multiplication and
    division per card instead of one per seat tried. The deal is correct by
    construction (each card placed once, thirteen a hand, canonical order), so it is
    built with :meth:`Deal.from_sorted_hands_unchecked`; the range of ``index`` is
    still checked.
    """
    total, multi, single, order = _unchecked_plan(pack)
    if not 0 <= index < total:
        raise DealError(f"deal number {index} is outside 0 .. {total - 1} for the {pack.name} pack")
    caps = [HAND_SIZE] * 4
    suitless: list[list[Card]] = [[], [], [], []]
    for kind, (card, copies) in enumerate(multi):
        for split, rest, block in _split_blocks(pack, kind, copies, tuple(caps)):
            if index < block:
                for s, k in enumerate(split):
                    suitless[s].extend([card] * k)
                caps = list(rest)
                break
            index -= block
    n = len(single)
    m = _multinomial(n, tuple(caps)) if multi else total
    c0, c1, c2, c3 = caps
    h0: list[Card] = []
    h1: list[Card] = []
    h2: list[Card] = []
    h3: list[Card] = []
    for card in single:
        t = index * n // m
        if t < c0:
            h0.append(card)
            m = m * c0 // n
            c0 -= 1
        elif t < c0 + c1:
            index -= m * c0 // n
            h1.append(card)
            m = m * c1 // n
            c1 -= 1
        elif t < c0 + c1 + c2:
            index -= m * (c0 + c1) // n
            h2.append(card)
            m = m * c2 // n
            c2 -= 1
        else:
            index -= m * (c0 + c1 + c2) // n
            h3.append(card)
            m = m * c3 // n
            c3 -= 1
        n -= 1
    hands = (h0, h1, h2, h3)
    if pack.suitless:
        # Suitless cards come last in canonical order, in the pack's order of kinds.
        for seat in range(4):
            hands[seat].extend(sorted(suitless[seat], key=order.__getitem__))
    return tuple(tuple(h) for h in hands)
