"""Bridge Whist at the tablet: the declaration and the doubling in the players' words,
and the dummy's hand face up.

Seed 000, "Bridge Whist": "No trump card is turned. After the cards have been taken
up, the dealer has the option of declaring what suit shall be trump, or whether the
hands shall be played *sans atout* ... Or the dealer may pass this option on to his
partner, who must then name a trump or declare to play *sans atout*." Then "the
adversary at the dealer's left has the privilege of *doubling*, or may pass the option
to his partner", the declarer may re-double or pass it to his partner, "and this
redoubling is continued until one or the other sides declares to *play*".

The law is the engine's (:mod:`whist.declaration`: who may speak, what he may say, and
the refusals with their reasons); this module only says it at the table. At each step
the tablet shows one speaker and his choices as large buttons ("North (dealer): declare
trumps, or leave it to South"); every button is one of the engine's actions, so a tap
by the wrong seat -- or a hand-made request for one -- is refused by the engine with
the reason, and nothing is recorded.

What the tablet shows of the hands (:mod:`kiosk.publication`, the duplicate principle):
nothing before the opening lead; then the dummy's remaining cards, because "the player
on the dealer's left leads a card; the dealer's partner then lays his cards face up on
the table" -- so the dummy is shown only once a card has been led, and only the cards
still in it. The declarer's and the adversaries' hands are never shown while the board
is in play.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scoring.bridge import net_points
from whist import SUITS, Board, Card, Play, Seat, Side, Suit, find_game
from whist.actions import (
    DeclarePlay,
    DeclareTrump,
    Double,
    DummySuggests,
    PassDeclaration,
    PassDouble,
    Redouble,
)
from whist.bridge import BridgePlay, start_play
from whist.declaration import Phase
from whist.games.bridge_whist import TRICK_VALUE
from whist.notation import encode_action

NO_TRUMP_CARD = (
    "no trump card is turned in Bridge Whist: the dealer declares the trump (or passes the "
    "option to his partner) on the tablet"
)

NET_POINTS_ONLY = (
    "Bridge Whist results are each side's points less the adversaries' (docs/bridge-whist.md): "
    "give N-S and E-W opposite nets, e.g. N-S 40 and E-W -40 (given: N-S {ns}, E-W {ew})"
)


def duplicate_points(
    totals: Mapping[str, int], lines: tuple[str, ...]
) -> tuple[dict[str, int], tuple[str, ...]]:
    """A deal's result as the duplicate reading records it (docs/bridge-whist.md,
    "Duplicate Bridge Whist"): each side's total by the Table of Points less the
    adversaries' (:func:`scoring.bridge.net_points`), the totals kept in the lines."""
    sides = {side: int(totals[side.value]) for side in Side}
    net = {side.value: n for side, n in net_points(sides).items()}
    line = (
        f"total points: N-S {sides[Side.NS]}, E-W {sides[Side.EW]}; the result, each side's "
        f"less the adversaries': N-S {net['NS']:+d}, E-W {net['EW']:+d}"
    )
    return net, (*lines, line)


def declares_trumps(game: str) -> bool:
    """Is the trump declared at the table in ``game`` (rather than turned or fixed)?"""
    return find_game(game).declares_trump


def declaration_play(board: Board) -> Play:
    """A board's play before the declaration: no trump turned, the dealer to declare."""
    return start_play(board)


def _bridge(play: Play) -> BridgePlay | None:
    return play if isinstance(play, BridgePlay) else None


def declaring(play: Play) -> bool:
    """Is the declaration or the doubling still being made (no card may be led yet)?"""
    bridge = _bridge(play)
    return bridge is not None and bridge.phase in (Phase.DECLARING, Phase.DOUBLING)


def new_deal(play: Play) -> bool:
    """The dealer's partner declared before the option was passed to him: "a new deal must
    be had". A board's deal cannot be dealt again at the table: the director decides."""
    bridge = _bridge(play)
    return bridge is not None and bridge.phase is Phase.NEW_DEAL


def _name(seat: Seat) -> str:
    return seat.name.title()


def strain_label(suit: Suit | None) -> str:
    """``♥ Hearts``, ``Sans atout (no trumps)``: a declaration's button."""
    if suit is None:
        return "Sans atout (no trumps)"
    return f"{suit.symbol} {suit.name.title()}"


def trick_value(suit: Suit | None) -> int:
    """The Table of Points' value of a trick over six (undoubled)."""
    return TRICK_VALUE[suit]


@dataclass(frozen=True, slots=True)
class Choice:
    """One button of the declaration step: what the speaker says, as the engine's action."""

    kind: str
    label: str
    action: object
    value: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "label": self.label,
            "value": self.value,
            "action": encode_action(self.action),
        }


def choices(play: Play) -> tuple[Seat | None, tuple[Choice, ...]]:
    """Who speaks now and the buttons of his choices (none when the declaration is over),
    in the order the engine offers them (:meth:`whist.bridge.BridgePlay.options`)."""
    bridge = _bridge(play)
    if bridge is None or not declaring(bridge):
        return None, ()
    seat = bridge.turn.seat
    if seat is None:
        return None, ()
    partner = _name(seat.partner)
    out: list[Choice] = []
    for action in bridge.options():
        match action:
            case DeclareTrump(_, suit):
                out.append(
                    Choice("declare", strain_label(suit), action, suit.letter if suit else "NT")
                )
            case PassDeclaration() if seat is bridge.dealer:
                out.append(Choice("pass", f"Leave it to {partner}", action))
            case PassDeclaration():
                # "In case both the dealer and his partner refuse to name a trump, the hand
                # must be played sans atout" -- and then "there is no doubling allowed"
                out.append(Choice("refuse", "Name none: sans atout, no doubling", action))
            case Double():
                out.append(Choice("double", "Double", action))
            case Redouble():
                out.append(Choice("redouble", "Re-double", action))
            case PassDouble():
                out.append(Choice("pass", f"Leave it to {partner}", action))
            case DeclarePlay():
                out.append(Choice("play", "Play", action))
    return seat, tuple(out)


def prompt(play: Play) -> str:
    """Who may act now, in players' words."""
    bridge = _bridge(play)
    if bridge is None:
        return ""
    if bridge.phase is Phase.NEW_DEAL:
        # what was said is listed above; the book's remedy cannot be had with a board
        return (
            "The book says a new deal must be had, but a board's cards cannot be dealt again "
            "at the table: call the director, who decides this board's score"
        )
    seat = bridge.turn.seat
    if not declaring(bridge) or seat is None:
        return ""
    me, partner = _name(seat), _name(seat.partner)
    if bridge.phase is Phase.DECLARING:
        if seat is bridge.dealer:
            return f"{me} (dealer): declare trumps, or leave it to {partner}"
        return (
            f"{me}: {partner} (dealer) left it to you. Declare trumps or sans atout, "
            "or name none (sans atout, no doubling)"
        )
    word = "double" if bridge.doubles == 0 else "re-double"
    if bridge.option_passed:
        return f"{me}: {partner} left it to you. {word.capitalize()}, or say play"
    first = bridge.first_doubler
    if seat.side is bridge.dealer.side:
        who = " (declared)" if seat is bridge.declarer else ""
    elif first is None:
        who = " (to lead)" if seat is bridge.dealer.left else ""
    else:
        who = " (doubled first)" if seat is first else ""
    return f"{me}{who}: {word}, or leave it to {partner}, or say play"


def speaker_text(play: Play) -> str:
    """The director's grid: who speaks now ("North to declare trumps")."""
    bridge = _bridge(play)
    seat = bridge.turn.seat if bridge is not None else None
    if bridge is None or seat is None:
        return "the declaration"
    if bridge.phase is Phase.DECLARING:
        return f"{_name(seat)} to declare trumps"
    return f"{_name(seat)} to {'double' if bridge.doubles == 0 else 're-double'} or play"


def declaration_json(play: Play) -> dict[str, Any] | None:
    """The declaration for the tablet: what has been said, who speaks now and his
    buttons, and the value of a trick as it stands."""
    bridge = _bridge(play)
    if bridge is None:
        return None
    seat, buttons = choices(bridge)
    value = ""
    if bridge.declarer is not None:
        suit = bridge.declared_suit
        base = trick_value(suit)
        value = f"{strain_label(suit)}: each trick over six counts {base}"
        if bridge.doubles:
            word = "doubled" if bridge.doubles == 1 else "re-doubled"
            value += f"; {word}: {base * 2**bridge.doubles}"
    return {
        "open": declaring(bridge),
        "to_act": str(seat) if seat is not None else None,
        "prompt": prompt(bridge),
        "said": [line[:1].upper() + line[1:] + "." for line in bridge.declaration_log],
        "options": [b.to_json() for b in buttons],
        "value": value,
        "new_deal": bridge.phase is Phase.NEW_DEAL,
    }


def declared_text(play: Play) -> str | None:
    """The header's trump: ``♥ by South, doubled`` once declared, else ``None``."""
    bridge = _bridge(play)
    if bridge is None or bridge.declarer is None:
        return None
    settled = bridge.declaration
    if settled is not None and settled.left_by_both:
        return "sans atout, left by both"
    suit = bridge.declared_suit
    text = f"{suit.symbol if suit else 'sans atout'} by {_name(bridge.declarer)}"
    if bridge.doubles == 1:
        text += ", doubled"
    elif bridge.doubles >= 2:
        text += f", re-doubled (x{2**bridge.doubles})"
    return text


def unheld_suggestion(play: Play, action: object) -> tuple[Seat, Card] | None:
    """A dummy's suggestion of a card neither the dealer nor the dummy holds: the dealer's
    seat and the card (the procedure answers it as any card entered for a seat that does
    not hold it -- the table locked for the director -- so that a suggestion cannot be used
    to ask whether the dealer holds a card), else ``None``."""
    bridge = _bridge(play)
    if bridge is None or not isinstance(action, DummySuggests) or not bridge.dummy_exposed:
        return None
    dummy = bridge.dealer.partner
    if action.card in bridge.hand(bridge.dealer) or action.card in bridge.hand(dummy):
        return None
    return bridge.dealer, action.card


def dummy_json(play: Play) -> dict[str, Any] | None:
    """The dummy's cards still in his hand, once the first card has been led (they lie
    face up before all four players); ``None`` before, and once the hand is played out."""
    bridge = _bridge(play)
    if bridge is None or not bridge.dummy_exposed or bridge.is_complete:
        return None
    dummy = bridge.dummy
    assert dummy is not None
    hand = bridge.hand(dummy)
    return {
        "seat": str(dummy),
        "title": f"{_name(dummy)}'s hand, face up (the dummy: {_name(bridge.dealer)} plays it)",
        "suits": [
            {
                "suit": suit.letter,
                "symbol": suit.symbol,
                "cards": [c.display[len(suit.symbol) :] for c in hand if c.suit is suit],
            }
            for suit in SUITS
        ],
    }
