"""The deals and helpers the law tests share (test_laws_*.py and test_play.py).

Not a test module: the test files import from it with ``from .lawtables import ...``.

``DEAL`` is a duplicate whist deal (Laws of Duplicate Whist 1897): West deals and turns
the two of clubs from the trump slip, so clubs are trumps and North leads; North holds
the top cards, West is void in spades. ``BISHOPS_DEAL`` is a Bishops whist deal (Dana
1899) from the Bishops pack (bishops ``B`` and knights ``N``), played with the five of
clubs turned.
"""

from __future__ import annotations

from whist import BISHOPS_WHIST, DUPLICATE_WHIST, Card, Deal, Play, Seat, TrumpRecord

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = Deal.parse("N:AKQJT.AKQ.AKQ.AK 98765.JT9.JT9.QJ 432.8765.8765.T9 .432.432.8765432")
BISHOPS_DEAL = Deal.parse(
    "N:A642.QB.AB4.98.NN Q83.K874.762.762. K975.A965.98.QB3. B.32.KQ53.AK54.NN"
)


def c(text: str) -> Card:
    """The card named by ``text`` (``"HA"``: the ace of hearts)."""
    return Card.parse(text)


def new_play(leader: Seat = N) -> Play:
    """``DEAL`` at duplicate whist, the two of clubs turned, ``leader`` to lead.

    The dealer sits on the leader's right ("the player at the dealer's left leads"), so by
    default West deals and North leads.
    """
    return Play(DEAL, DUPLICATE_WHIST, TrumpRecord.turned(c("C2")), leader, dealer=leader.right)


def new_bishops_play() -> Play:
    """``BISHOPS_DEAL`` at Bishops whist, the five of clubs turned, West deals, North leads."""
    return Play(BISHOPS_DEAL, BISHOPS_WHIST, TrumpRecord.turned(c("C5")), N, dealer=W)


def play_all(play: Play, cards: str) -> None:
    """Play the cards named in ``cards`` (space-separated), each by the seat whose turn it is."""
    for text in cards.split():
        play.play(c(text))


def finish(play: Play) -> None:
    """Play out the deal, each player the first lawful card."""
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
        else:
            play.play(play.lawful_plays()[0])
    if play.current_trick:
        play.quit_trick()
