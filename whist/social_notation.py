"""A social game's played hand as text: the actions of :class:`whist.social_play.SocialPlay`
written one a line, and a hand of ``whist tally`` given by its deal and its actions
(docs/tally.md, "A hand played card by card").

The actions (hands named as the table names them: a player, ``Dummy``, ``Mort``,
``A's Dummy``; tricks and claims counted from 1):

    SA                      the hand to play plays the ace of spades
    SA high                 ... a Nullo ace announced high (Cayenne)
    claim C Mort 3          C claims that Mort revoked in trick 3
    penalty B 1 tricks      Mort: the adversaries' option for claim 1 (add, deduct, tricks)
    correct A S2            A corrects his renounce with the two of spades (law 28)
    withdraw B H5           B, who played after the corrected renounce, plays H5 instead (law 29)
    withdraw B SA high      ... a Nullo ace substituted and announced high (so ``correct``)
    expose B HQ             B's queen of hearts faced on the table (law 20)
    call A B HQ             A calls B's exposed queen of hearts (law 21)
    wrong Dummy CA          the ace of clubs led from Dummy's hand, out of its turn
    exchange A / keep A     Humbug: A takes the hand at his right / keeps his own
    misdeal                 law 17

:func:`parse_action` and :func:`format_action` are a matching pair.
"""

from __future__ import annotations

from whist.cards import Card
from whist.errors import NotationError
from whist.social_laws import (
    MORT_PENALTIES,
    CallCard,
    ChoosePenalty,
    ClaimRevoke,
    CorrectRenounce,
    ExchangeHand,
    ExposeCard,
    KeepHand,
    LeadFromWrongHand,
    Misdeal,
    WithdrawCard,
)
from whist.social_play import SocialAction
from whist.social_table import CardPlayed, Table

_WORDS = "claim, penalty, correct, withdraw, expose, call, wrong, exchange, keep, misdeal"


def _hand(table: Table, words: list[str], text: str) -> int:
    name = " ".join(words)
    for i, hand in enumerate(table.hands):
        if hand.name.casefold() == name.casefold():
            return i
    names = ", ".join(h.name for h in table.hands)
    raise NotationError(f"{text!r}: {name!r} is no hand at this table: the hands are {names}")


def _number(word: str, text: str) -> int:
    if not word.isdigit():
        raise NotationError(f"{text!r}: {word!r} is not a number")
    return int(word)


def _card(word: str, text: str) -> Card:
    try:
        return Card.parse(word)
    except NotationError as exc:
        raise NotationError(f"{text!r}: {exc}") from None


def parse_action(table: Table, text: str) -> SocialAction:
    """One action from its line (see the module's table); the hand to play is not known
    here, so a card is given the hand ``-1`` until :func:`whist.social_play` plays it."""
    words = text.split()
    if not words:
        raise NotationError("an empty action: write a card (SA) or " + _WORDS)
    verb, rest = words[0].casefold(), words[1:]
    if verb == "misdeal" and not rest:
        return Misdeal()
    if verb in ("exchange", "keep") and len(rest) == 1:
        return ExchangeHand(rest[0]) if verb == "exchange" else KeepHand(rest[0])
    if verb == "claim" and len(rest) >= 3:
        return ClaimRevoke(rest[0], _hand(table, rest[1:-1], text), _number(rest[-1], text))
    if verb == "penalty" and len(rest) == 3:
        penalty = rest[2].casefold()
        for choice in MORT_PENALTIES:
            if penalty == choice:
                return ChoosePenalty(rest[0], _number(rest[1], text), choice)
        raise NotationError(f"{text!r}: {rest[2]!r}: the penalty is add, deduct or tricks")
    if verb in ("correct", "withdraw") and len(rest) >= 3 and rest[-1].casefold() == "high":
        # a card played afresh: a Nullo ace may be announced high (WithdrawCard)
        hand, card = _hand(table, rest[:-2], text), _card(rest[-2], text)
        return (CorrectRenounce if verb == "correct" else WithdrawCard)(hand, card, True)
    if verb in ("correct", "withdraw", "expose", "wrong") and len(rest) >= 2:
        hand, card = _hand(table, rest[:-1], text), _card(rest[-1], text)
        if verb == "correct":
            return CorrectRenounce(hand, card)
        if verb == "withdraw":
            return WithdrawCard(hand, card)
        return ExposeCard(hand, card) if verb == "expose" else LeadFromWrongHand(hand, card)
    if verb == "call" and len(rest) >= 3:
        return CallCard(rest[0], _hand(table, rest[1:-1], text), _card(rest[-1], text))
    if len(words) <= 2 and (len(words) == 1 or words[1].casefold() == "high"):
        try:
            card = Card.parse(words[0])
        except NotationError:
            pass
        else:
            return CardPlayed(-1, card, len(words) == 2)
    raise NotationError(f"{text!r} is no action: write a card (SA, SA high) or {_WORDS}")


def format_action(table: Table, action: SocialAction) -> str:
    """The line of ``action``: the inverse of :func:`parse_action`."""
    name = {i: h.name for i, h in enumerate(table.hands)}
    if isinstance(action, CardPlayed):
        return f"{action.card} high" if action.ace_high else str(action.card)
    if isinstance(action, ClaimRevoke):
        return f"claim {action.claimant} {name[action.hand]} {action.trick}"
    if isinstance(action, ChoosePenalty):
        return f"penalty {action.chooser} {action.claim} {action.penalty}"
    if isinstance(action, CallCard):
        return f"call {action.caller} {name[action.hand]} {action.card}"
    if isinstance(action, ExchangeHand):
        return f"exchange {action.player}"
    if isinstance(action, KeepHand):
        return f"keep {action.player}"
    if isinstance(action, Misdeal):
        return "misdeal"
    verb = {
        CorrectRenounce: "correct",
        WithdrawCard: "withdraw",
        ExposeCard: "expose",
        LeadFromWrongHand: "wrong",
    }
    high = (
        " high" if isinstance(action, (CorrectRenounce, WithdrawCard)) and action.ace_high else ""
    )
    return f"{verb[type(action)]} {name[action.hand]} {action.card}{high}"
