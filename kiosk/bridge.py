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

from dataclasses import dataclass
from typing import Any

from whist import SUITS, Board, Play, Seat, Suit
from whist.declaration import (
    DECLARE,
    DOUBLE,
    PASS_DECLARATION,
    PASS_DOUBLE,
    PLAY,
    REDOUBLE,
    DeclarationState,
    Phase,
    options,
    strain_name,
)
from whist.notation import encode_action

#: the game whose trump is declared at the table (no trump card, no trump slip)
BRIDGE_WHIST = "bridge-whist"

NO_TRUMP_CARD = (
    "no trump card is turned in Bridge Whist: the dealer declares the trump (or passes the "
    "option to his partner) on the tablet"
)

#: the declarations in the order of the Table of Points (♠ 2, ♣ 4, ♦ 6, ♥ 8, sans atout 12)
STRAINS: tuple[Suit | None, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, None)


def declares_trumps(game: str) -> bool:
    """Is the trump declared at the table in ``game`` (rather than turned or fixed)?"""
    return game == BRIDGE_WHIST


def declaration_play(board: Board) -> Play:
    """A board's play before the declaration: no trump turned, the dealer to declare."""
    from whist.bridge import BridgePlay

    return BridgePlay(board.deal, board.dealer)


def _state(play: Play) -> DeclarationState | None:
    """The engine's declaration so far, or ``None`` for a game without one."""
    found = getattr(play, "declaration_state", None)
    return found if isinstance(found, DeclarationState) else None


def declaring(play: Play) -> bool:
    """Is the declaration or the doubling still being made (no card may be led yet)?"""
    state = _state(play)
    return state is not None and state.phase in (Phase.DECLARING, Phase.DOUBLING)


def new_deal(play: Play) -> bool:
    """The dealer's partner declared before the option was passed to him: "a new deal must
    be had". A board's deal cannot be dealt again at the table: the director decides."""
    state = _state(play)
    return state is not None and state.phase is Phase.NEW_DEAL


def _name(seat: Seat) -> str:
    return seat.name.title()


def strain_label(suit: Suit | None) -> str:
    """``♥ Hearts``, ``Sans atout (no trumps)``: a declaration's button."""
    if suit is None:
        return "Sans atout (no trumps)"
    return f"{suit.symbol} {suit.name.title()}"


def trick_value(suit: Suit | None) -> int:
    """The Table of Points' value of a trick over six (undoubled)."""
    from whist.games.bridge_whist import TRICK_VALUE

    return TRICK_VALUE[suit]


@dataclass(frozen=True, slots=True)
class Choice:
    """One button of the declaration step: what the speaker says, as the engine's action."""

    kind: str
    label: str
    action: object
    value: str = ""
    said: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "label": self.label,
            "value": self.value,
            "said": self.said,
            "action": encode_action(self.action),
        }


def choices(play: Play) -> tuple[Seat | None, tuple[Choice, ...]]:
    """Who speaks now and the buttons of his choices (none when the declaration is over)."""
    from whist.actions import (
        DeclarePlay,
        DeclareTrump,
        Double,
        PassDeclaration,
        PassDouble,
        Redouble,
    )

    state = _state(play)
    if state is None or not declaring(play) or state.to_act is None:
        return None, ()
    seat = state.to_act
    partner = _name(seat.partner)
    out: list[Choice] = []
    for kind in options(state):
        if kind == DECLARE:
            for suit in STRAINS:
                out.append(
                    Choice(
                        "declare",
                        strain_label(suit),
                        DeclareTrump(seat, suit),
                        suit.letter if suit else "NT",
                        f"{_name(seat)} declared {strain_name(suit)}.",
                    )
                )
        elif kind == PASS_DECLARATION:
            if seat is state.dealer:
                out.append(
                    Choice(
                        "pass",
                        f"Leave it to {partner}",
                        PassDeclaration(seat),
                        said=f"{_name(seat)} left the declaration to {partner}.",
                    )
                )
            # the partner's refusal ("both refuse: sans atout") is the sans atout button
        elif kind == DOUBLE:
            out.append(Choice("double", "Double", Double(seat), said=f"{_name(seat)} doubled."))
        elif kind == REDOUBLE:
            out.append(
                Choice("redouble", "Re-double", Redouble(seat), said=f"{_name(seat)} re-doubled.")
            )
        elif kind == PASS_DOUBLE:
            out.append(
                Choice(
                    "pass",
                    f"Leave it to {partner}",
                    PassDouble(seat),
                    said=f"{_name(seat)} left the option to {partner}.",
                )
            )
        elif kind == PLAY:
            out.append(Choice("play", "Play", DeclarePlay(seat), said=f"{_name(seat)} said play."))
    return seat, tuple(out)


def prompt(play: Play) -> str:
    """Who may act now, in players' words."""
    state = _state(play)
    if state is not None and state.phase is Phase.NEW_DEAL:
        said = state.log[-1] if state.log else "the partner declared out of turn"
        return (
            f"{said[:1].upper()}{said[1:]}. The cards of a board cannot be dealt again at the "
            "table: call the director, who decides this board's score"
        )
    if state is None or state.to_act is None:
        return ""
    seat = state.to_act
    me, partner = _name(seat), _name(seat.partner)
    if state.phase is Phase.DECLARING:
        if seat is state.dealer:
            return f"{me} (dealer): declare trumps, or leave it to {partner}"
        return (
            f"{me}: {partner} (dealer) left it to you. Declare trumps or sans atout "
            "(you must name one)"
        )
    word = "double" if state.doubles == 0 else "re-double"
    if seat.side is state.dealer.side:
        who = " (declared)" if seat is state.declarer else ""
    elif state.first_doubler is None:
        who = " (to lead)" if seat is state.dealer.left else ""
    else:
        who = " (doubled first)" if seat is state.first_doubler else ""
    if state.option_passed:
        return f"{me}: {partner} left it to you. {word.capitalize()}, or say play"
    return f"{me}{who}: {word}, or leave it to {partner}, or say play"


def speaker_text(play: Play) -> str:
    """The director's grid: who speaks now ("North to declare", "East to double")."""
    state = _state(play)
    if state is None or state.to_act is None:
        return "the declaration"
    if state.phase is Phase.DECLARING:
        return f"{_name(state.to_act)} to declare trumps"
    return f"{_name(state.to_act)} to {'double' if state.doubles == 0 else 're-double'} or play"


def declaration_json(play: Play) -> dict[str, Any] | None:
    """The declaration for the tablet: what has been said, who speaks now and his
    buttons, and the value of a trick as it stands."""
    state = _state(play)
    if state is None:
        return None
    seat, buttons = choices(play)
    value = ""
    if state.declarer is not None:
        base = trick_value(state.suit)
        value = f"{strain_label(state.suit)}: each trick over six counts {base}"
        if state.doubles:
            value += f"; {'doubled' if state.doubles == 1 else 're-doubled'}: {base * 2**state.doubles}"
    return {
        "open": declaring(play),
        "to_act": str(seat) if seat is not None else None,
        "prompt": prompt(play),
        "said": [line + "." for line in state.log],
        "options": [b.to_json() for b in buttons],
        "value": value,
        "new_deal": state.phase is Phase.NEW_DEAL,
    }


def declared_text(play: Play) -> str | None:
    """The header's trump: ``♥ by South, doubled`` once declared, else ``None``."""
    state = _state(play)
    if state is None or state.declarer is None:
        return None
    text = f"{state.suit.symbol if state.suit else 'sans atout'} by {_name(state.declarer)}"
    if state.left_by_both:
        return "sans atout, left by both"
    if state.doubles == 1:
        text += ", doubled"
    elif state.doubles >= 2:
        text += f", re-doubled (x{2**state.doubles})"
    return text


def dummy_json(play: Play) -> dict[str, Any] | None:
    """The dummy's cards still in his hand, once the first card has been led (they lie
    face up before all four players); ``None`` before."""
    state = _state(play)
    if state is None or declaring(play) or play.is_complete:
        return None
    if not play.tricks and not play.current_trick:
        return None  # not before the opening lead: "the dealer's left leads a card; the
        # dealer's partner then lays his cards face up"
    dummy = state.dealer.partner
    hand = play.hand(dummy)
    return {
        "seat": str(dummy),
        "title": f"{_name(dummy)}'s hand, face up (the dummy: {_name(state.dealer)} plays it)",
        "suits": [
            {
                "suit": suit.letter,
                "symbol": suit.symbol,
                "cards": [c.display[len(suit.symbol) :] for c in hand if c.suit is suit],
            }
            for suit in SUITS
        ],
    }

