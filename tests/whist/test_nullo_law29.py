"""Cayenne's Nullo ace when a card is played afresh under laws 28 and 29: the ace
substituted (or playing to correct a renounce) is low, or high when its holder so
announces as he plays it (the reading in :class:`whist.social_laws.WithdrawCard`)."""

from __future__ import annotations

import pytest

from whist.cards import Card
from whist.errors import IllegalPlayError
from whist.packs import STANDARD_PACK
from whist.social_play import SocialPlay, social_play
from whist.social_table import Table, TableHand

FOUR = ("A", "B", "C", "D")
#: each hand's first cards; the rest of the pack (one pack: "Deal 13 cards ... from
#: one of the packs") fills them to thirteen
FIRST = {
    "A": ("H5",),
    "B": ("S2", "H3"),
    "C": ("H4", "HA"),
    "D": ("H6", "HK"),
}
#: B holds the ace instead of C
B_ACE = {**FIRST, "B": ("S2", "H3", "HA"), "C": ("H4",)}


def c(text: str) -> Card:
    return Card.parse(text)


def nullo_play(first: dict[str, tuple[str, ...]] = FIRST) -> SocialPlay:
    """A Nullo hand led by A."""
    fixed = [c(x) for cards in first.values() for x in cards]
    rest = [x for x in STANDARD_PACK.cards if x not in fixed]
    hands = []
    for name in FOUR:
        mine = [c(x) for x in first[name]]
        while len(mine) < 13:
            mine.append(rest.pop())
        hands.append(TableHand(name, name, "A-C" if name in "AC" else "B-D", tuple(mine)))
    return social_play(Table("cayenne", tuple(hands), 0, None, nullo=True))


def renounced_and_corrected() -> SocialPlay:
    """A leads H5, B renounces with S2 (holding hearts), C plays H4, D H6; B corrects."""
    play = nullo_play()
    for card in ("H5", "S2", "H4", "H6"):
        play.play(c(card))
    play.correct_renounce(1, c("H3"))
    assert play.tricks[0].winner == 3  # D's six, the highest: the aces are in hand
    return play


def test_a_substituted_nullo_ace_is_low_unless_announced_high() -> None:
    """ "In Nulló, the Ace of each suit ranks lower than the Deuce, being the lowest card
    of the suit, unless the player holding it desires it to rank above the King. If he
    thus desires, he must so announce as he plays it" (seed 000, Cayenne); law 29: "Any
    player or players who have played after him may withdraw their cards and substitute
    others". C, after B's corrected renounce, withdraws his four and plays the ace."""
    low = renounced_and_corrected()
    low.withdraw_card(2, c("HA"))
    assert low.tricks[0].winner == 3  # the ace not announced: below the deuce
    high = renounced_and_corrected()
    high.withdraw_card(2, c("HA"), ace_high=True)
    assert high.tricks[0].plays[2].ace_high
    assert high.tricks[0].winner == 2  # announced: above the king, it wins the trick
    # D, after C, may withdraw in turn (law 29): his king is still below the ace
    high.withdraw_card(3, c("HK"))
    assert high.tricks[0].winner == 2
    assert c("H4") in high.held(2)  # the card withdrawn goes back to the hand


def test_the_card_correcting_a_renounce_may_be_an_ace_announced_high() -> None:
    """Law 28: the renounce "may be corrected by the player making it"; the card of the
    suit led he plays instead is played as he plays it, so a Nullo ace may be announced
    high then."""
    play = nullo_play(B_ACE)
    for card in ("H5", "S2", "H4", "H6"):
        play.play(c(card))
    play.correct_renounce(1, c("HA"), ace_high=True)
    assert play.tricks[0].winner == 1
    again = nullo_play(B_ACE)
    for card in ("H5", "S2", "H4", "H6"):
        again.play(c(card))
    again.correct_renounce(1, c("HA"))
    assert again.tricks[0].winner == 3


def test_only_an_ace_substituted_may_be_announced_high() -> None:
    """ "the Ace ... unless the player holding it desires it to rank above the King": no
    other card is announced; a refused substitution changes nothing."""
    play = renounced_and_corrected()
    with pytest.raises(IllegalPlayError, match="only an ace in Nullo may be announced high"):
        play.withdraw_card(2, next(x for x in play.held(2) if x != c("HA")), ace_high=True)
    assert play.tricks[0].plays[2].card == c("H4")
    fresh = nullo_play()
    for card in ("H5", "S2", "H4", "H6"):
        fresh.play(c(card))
    with pytest.raises(IllegalPlayError, match="only an ace in Nullo may be announced high"):
        fresh.correct_renounce(1, c("H3"), ace_high=True)
    assert fresh.tricks[0].plays[1].card == c("S2")
