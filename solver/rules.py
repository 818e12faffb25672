"""The cards and the rules of play as small integers, for the search.

A card is ``suit * 16 + grade``: suit 0-3 (spades ... clubs, :attr:`Suit.index`), grade
2-14 (the ace 14). The standard pack's jack is grade 11 and ten grade 10; the Bishops
pack's bishop is grade 11 and its pipeless knight is :data:`KNIGHT_CODE` (suit 4, grade
10: "the knight ranks as a ten", Dana, *Bishops Whist*, 1899, "The Pipeless Knight").

:func:`lawful` and :func:`winner` restate :class:`whist.games.bishops.BishopsWhist` and
:class:`whist.games.duplicate.DuplicateWhist` on codes (the search cannot afford card
objects); ``tests/solver/test_rules.py`` checks them against the engine on every trick of
hundreds of thousands of random positions, so the engine stays the definition.
"""

from __future__ import annotations

from collections.abc import Sequence

from whist.cards import KNIGHT, Card, Rank, Suit
from whist.games.bishops import GRADE

KNIGHT_SUIT = 4
KNIGHT_CODE = KNIGHT_SUIT * 16 + 10
BISHOP_GRADE = 11
LAST_TRICK = 13
NO_TRUMP = -1

_STANDARD_GRADE: dict[Rank, int] = {
    Rank.ACE: 14,
    Rank.KING: 13,
    Rank.QUEEN: 12,
    Rank.JACK: 11,
    Rank.TEN: 10,
    **{r: int(r.value) for r in Rank if r.value.isdigit()},
}


def encode(card: Card) -> int:
    """The code of ``card`` (either pack: the two packs share no rank letter that grades
    differently, except that the bishop and the jack are both grade 11)."""
    if card.suit is None:
        return KNIGHT_CODE
    grade = GRADE[card.rank] if card.rank in GRADE else _STANDARD_GRADE[card.rank]
    return card.suit.index * 16 + grade


_SUITS = tuple(Suit)
_BY_GRADE_BISHOPS = {g: r for r, g in GRADE.items() if r is not Rank.KNIGHT}
_BY_GRADE_STANDARD = {g: r for r, g in _STANDARD_GRADE.items()}


def decode(code: int, bishops: bool) -> Card:
    """The card of ``code``; ``bishops`` says which pack (grade 11: bishop or jack)."""
    if code == KNIGHT_CODE:
        return KNIGHT
    ranks = _BY_GRADE_BISHOPS if bishops else _BY_GRADE_STANDARD
    return Card(ranks[code & 15], _SUITS[code >> 4])


def trump_code(suit: Suit | None) -> int:
    return NO_TRUMP if suit is None else suit.index


def lawful(hand: Sequence[int], trick: Sequence[int], bishops: bool) -> list[int]:
    """The codes of ``hand`` that may be played to ``trick`` (codes in play order).

    Law 28 (a player holding the suit led must play one); in Bishops whist a knight led
    calls for no suit ("the irregular trick") and a knight may be played in lieu of a
    bishop that is the only card held of the suit led ("the knights revoke")."""
    if not trick:
        return list(hand)
    led = trick[0] >> 4
    if led == KNIGHT_SUIT:
        return list(hand)
    following = [c for c in hand if c >> 4 == led]
    if not following:
        return list(hand)
    if bishops and len(following) == 1 and following[0] & 15 == BISHOP_GRADE:
        return following + [c for c in hand if c == KNIGHT_CODE]
    return following


def winner(trick: Sequence[int], trump: int, trick_number: int, bishops: bool) -> int:
    """Index into ``trick`` (codes in play order) of the winning card (of the cards so
    far, for a trick not yet complete).

    Bishops whist: in the thirteenth trick the last knight played wins ("the knight's, or
    fortunes trick"); otherwise the highest trump (a knight has no rank in trumps); a
    knight led (tricks 1-12) makes the cards rank by grade, not suit ("the irregular
    trick"); else the highest of the suit led, a knight ranking as a ten. Among equal
    grades the first played wins ("the *first* of those equal cards outranks")."""
    if bishops:
        if trick_number == LAST_TRICK:
            for i in range(len(trick) - 1, -1, -1):
                if trick[i] == KNIGHT_CODE:
                    return i
        best = -1
        best_grade = 0
        if trump != NO_TRUMP:
            for i, c in enumerate(trick):
                if c >> 4 == trump and (c & 15) > best_grade:
                    best, best_grade = i, c & 15
            if best >= 0:
                return best
        led = trick[0] >> 4
        irregular = led == KNIGHT_SUIT and trick_number != LAST_TRICK
        for i, c in enumerate(trick):
            if (irregular or c >> 4 == led or c == KNIGHT_CODE) and (c & 15) > best_grade:
                best, best_grade = i, c & 15
        return best
    best = 0
    best_key = 0
    led = trick[0] >> 4
    for i, c in enumerate(trick):
        suit = c >> 4
        key = (32 + (c & 15)) if suit == trump else (16 + (c & 15)) if suit == led else 0
        if key > best_key:
            best, best_key = i, key
    return best
