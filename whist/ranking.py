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

from whist.cards import SUITS, Card
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
def _suit_groups(pack: Pack) -> tuple[tuple[tuple[Card, str], ...], ...] | None:
    """The pack's distinct single cards cut by suit in PBN order (spades, hearts,
    diamonds, clubs), each with its rank letter, when that is their canonical order
    (both packs): the unranking then writes the hands' PBN text as it places the cards.
    ``None`` for a pack whose order differs (its text is formatted afterwards)."""
    _, single = _layout(pack)
    groups = tuple(tuple((c, c.rank.letter) for c in single if c.suit is suit) for suit in SUITS)
    if tuple(c for group in groups for c, _ in group) != single:
        return None
    return groups


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
    the checks; the range of ``index`` is still checked. The hands' PBN text comes with
    it, written while the cards were placed."""
    hands, texts = _unrank(pack, index)
    return Deal.from_sorted_hands_unchecked(pack, hands, texts)


def _unrank_hands(pack: Pack, index: int) -> tuple[tuple[Card, ...], ...]:
    """The hands of deal ``index``, each in canonical order."""
    return _unrank(pack, index)[0]


def _unrank(pack: Pack, index: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[str, ...] | None]:
    """The hands of deal ``index``, each in canonical order, and their PBN hand texts
    (``None`` for a pack whose canonical order is not PBN's, see :func:`_suit_groups`).

    With ``m`` completions left, the next card
    goes to the first seat ``s`` with ``index * n // m < c_0 + ... + c_s`` (the block
    boundaries ``m * (c_0 + ... + c_s) / n`` are exact integers), one multiplication and
    division per card instead of one per seat tried. The deal is correct by
    construction (each card placed once, thirteen a hand, canonical order), so it is
    built with :meth:`Deal.from_sorted_hands_unchecked`; the range of ``index`` is
    still checked. Each card's rank letter goes to its holder's text as it is placed,
    a dot between suits: formatting the hands afterwards cost as much again as this.
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
    groups = _suit_groups(pack)
    with_text = groups is not None
    if groups is None:
        groups = (tuple((card, "") for card in single),)
    n = len(single)
    m = _multinomial(n, tuple(caps)) if multi else total
    c0, c1, c2, c3 = caps
    h0: list[Card] = []
    h1: list[Card] = []
    h2: list[Card] = []
    h3: list[Card] = []
    t0: list[str] = []
    t1: list[str] = []
    t2: list[str] = []
    t3: list[str] = []
    for number, group in enumerate(groups):
        if number:
            t0.append(".")
            t1.append(".")
            t2.append(".")
            t3.append(".")
        for card, letter in group:
            t = index * n // m
            if t < c0:
                h0.append(card)
                t0.append(letter)
                m = m * c0 // n
                c0 -= 1
            elif t < c0 + c1:
                index -= m * c0 // n
                h1.append(card)
                t1.append(letter)
                m = m * c1 // n
                c1 -= 1
            elif t < c0 + c1 + c2:
                index -= m * (c0 + c1) // n
                h2.append(card)
                t2.append(letter)
                m = m * c2 // n
                c2 -= 1
            else:
                index -= m * (c0 + c1 + c2) // n
                h3.append(card)
                t3.append(letter)
                m = m * c3 // n
                c3 -= 1
            n -= 1
    hands = (h0, h1, h2, h3)
    texts = ["".join(t0), "".join(t1), "".join(t2), "".join(t3)]
    if pack.suitless:
        # Suitless cards come last in canonical order, in the pack's order of kinds; in
        # PBN they are the fifth field, one N a knight (docs/notation.md).
        for seat in range(4):
            hands[seat].extend(sorted(suitless[seat], key=order.__getitem__))
            texts[seat] += "." + "N" * len(suitless[seat])
    return tuple(tuple(h) for h in hands), (tuple(texts) if with_text else None)
