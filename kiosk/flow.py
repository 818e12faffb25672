"""The table's "Something happened" flow: what the players can report, in their words,
and how each maps to the engine's actions; and the rights to a penalty a table is shown.

The menu is written for players who never read the laws: each entry says what happened
as they would say it, asks for the seat(s) on the compass, the card in the picker, or a
number, and becomes one of the engine's actions (:mod:`whist.actions`, written in the
notation of :mod:`whist.notation`). Who decides a penalty and what the law says come
from the engine (law 39: only the entitled adversary, only a penalty the law gives).

:func:`rights` lists, for the table's view, every penalty right of the deal: open (with
the seat that may choose *now* and 2-4 choices), waiting (the right stands but cannot be
used yet, e.g. a suit is called only when the offending side is to lead, law 24), lapsed
(with the engine's reason, e.g. (i)), or chosen. The tablet keeps each on screen until it
is made, lapses (saying why) or is waived.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from whist import Play, Seat, find_game
from whist.laws.irregularities import (
    HIGHEST_OR_LOWEST,
    HIGHEST_TRUMP,
    LOWEST_TRUMP,
    SUIT_CALL_KINDS,
    SUIT_CALLS,
    TAKE_TRICK,
    Irregularity,
    IrregularityKind,
    PenaltyOption,
)

WAIVE_CODE = "waive"

#: Every penalty option by code (to name a choice once made: the irregularity keeps only
#: the code).
_PENALTIES: dict[str, PenaltyOption] = {
    o.code: o for o in (*SUIT_CALLS, *HIGHEST_OR_LOWEST, TAKE_TRICK, HIGHEST_TRUMP, LOWEST_TRUMP)
}


@dataclass(frozen=True, slots=True)
class Step:
    """One question of a menu entry: ``kind`` is ``seat`` (tapped on the compass),
    ``card`` (tapped in the picker), ``number`` (buttons from 1, up to the tricks
    ``played`` or ``remaining``), ``choice`` (2-3 large buttons) or ``text``."""

    field: str
    kind: str
    ask: str
    upto: str = ""
    choices: tuple[tuple[Any, str], ...] = ()
    optional: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"field": self.field, "kind": self.kind, "ask": self.ask}
        if self.upto:
            out["upto"] = self.upto
        if self.choices:
            out["choices"] = [{"value": v, "label": label} for v, label in self.choices]
        if self.optional:
            out["optional"] = True
        return out


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the "Something happened" menu: what the players saw, the law, the
    questions, and the engine action (``action``) or table request (``send``) it makes;
    ``fixed`` are fields the table fills in itself."""

    key: str
    title: str
    hint: str
    law: str
    steps: tuple[Step, ...]
    action: str | None = None
    send: str = "action"
    fixed: dict[str, Any] = field(default_factory=dict)
    #: ``declare``: offered while the trump is declared (Bridge Whist), not in the play
    phase: str = "play"

    def to_json(self, tables: int) -> dict[str, Any]:
        fixed = {k: (tables if v == "$tables" else v) for k, v in self.fixed.items()}
        return {
            "phase": self.phase,
            "key": self.key,
            "title": self.title,
            "hint": self.hint,
            "law": self.law,
            "action": self.action,
            "send": self.send,
            "fixed": fixed,
            "steps": [s.to_json() for s in self.steps],
        }


def _seat(name: str, ask: str, *, optional: bool = False) -> Step:
    return Step(name, "seat", ask, optional=optional)


def _card(ask: str) -> Step:
    return Step("card", "card", ask)


MENU: tuple[Entry, ...] = (
    Entry(
        "director",
        "Call the director",
        "For anything else, or when the players do not agree.",
        "",
        (Step("reason", "text", "What happened? (optional)", optional=True),),
        send="call",
    ),
    Entry(
        "out-of-turn",
        "A card led or played out of turn",
        "Someone led or played before it was their turn.",
        "24-26",
        (_seat("seat", "Who played it?"), _card("Which card? Touch it in the cards below.")),
        action="PlayCard",
    ),
    Entry(
        "exposed",
        "A card shown, dropped or named",
        "A card was seen face up, or named by its holder, when it was not played.",
        "20, 21, (h)",
        (_seat("seat", "Whose card is it?"), _card("Which card? Touch it in the cards below.")),
        action="ExposeCard",
    ),
    Entry(
        "led-ahead",
        "Led again before the partner played",
        "A player led a second card without waiting for the partner to play.",
        "22",
        (
            _seat("seat", "Who led again?"),
            _card("Which card did he lead again? Touch it below."),
        ),
        action="LeadAhead",
    ),
    Entry(
        "renounce",
        "Someone may have no card of the suit led",
        "A player did not follow suit and someone asks whether he has none of it.",
        "28, (g)",
        (_seat("asker", "Who asks?"), _seat("asked", "Who is asked?")),
        action="AskRenounce",
    ),
    Entry(
        "correct-renounce",
        "A player corrects his renounce",
        "He did not follow suit, finds he holds one, and plays it before the trick is quitted.",
        "28, 29",
        (
            _seat("seat", "Who corrects his card?"),
            _card("Which card does he play instead? Touch it below."),
        ),
        action="CorrectRenounce",
    ),
    Entry(
        "withdraw",
        "A card changed after a corrected renounce",
        "After a renounce was corrected, a player who had played after him takes his card "
        "back and plays another.",
        "29",
        (
            _seat("seat", "Who changes his card?"),
            _card("Which card does he play instead? Touch it below."),
        ),
        action="WithdrawCard",
    ),
    Entry(
        "revoke",
        "Claim a revoke",
        "A player did not follow suit although he held a card of it.",
        "30, 32, (g)",
        (
            _seat("claimant", "Who claims the revoke?"),
            _seat("offender", "Who revoked?"),
            Step("trick", "number", "In which trick?", upto="played"),
        ),
        action="ClaimRevoke",
    ),
    Entry(
        "claim",
        "A player claims the rest of the tricks",
        'Someone says "the rest are ours" or shows his cards.',
        "27, 36",
        (
            _seat("claimant", "Who claims?"),
            Step("tricks", "number", "How many of the tricks still to play?", upto="remaining"),
            Step(
                "accepted",
                "choice",
                "Do the adversaries agree?",
                choices=(
                    (True, "Yes: all four lay down their cards"),
                    (False, "No: play goes on, the partner's cards face up"),
                ),
            ),
        ),
        action="ClaimRest",
    ),
    Entry(
        "trump-named",
        "The trump card named after it was taken up",
        "A player named the trump card or looked at the trump slip.",
        "(d)",
        (_seat("seat", "Who named it or looked?"),),
        action="TrumpCardNamed",
    ),
    Entry(
        "trump-left",
        "The trump card left on the tray",
        "The dealer had not taken the trump card into his hand after the second trick.",
        "18, (d)",
        (),
        action="TrumpLeftOnTray",
    ),
    Entry(
        "attention",
        "Attention drawn to the trick before the partner played",
        "A player remarked on the trick or the score before his partner had played.",
        "35",
        (_seat("seat", "Who spoke?"),),
        action="CallAttention",
    ),
    Entry(
        "trick-seen",
        "A quitted trick looked at again",
        "A player looked at a trick already turned and quitted.",
        "37",
        (_seat("seat", "Who looked?"),),
        action="SeeQuittedTrick",
    ),
    Entry(
        "wrong-cards",
        "Too many or too few cards",
        "A player has more or fewer than thirteen cards.",
        "(e)",
        (
            _seat("short", "Who has too few? (skip if nobody)", optional=True),
            _seat("long", "Who has too many? (skip if nobody)", optional=True),
            Step(
                "found",
                "choice",
                "When was it found?",
                choices=(
                    ("original-play", "In the first play of this board"),
                    ("taken-up-for-overplay", "When taking the hands up to overplay them"),
                    ("during-overplay", "After the overplay had begun"),
                ),
            ),
        ),
        action="RecordWrongCards",
        fixed={"tables": "$tables"},
    ),
)


#: entries about the trump card, for the games that turn one (not Bridge Whist: "No trump
#: card is turned")
TRUMP_CARD_ENTRIES = frozenset({"trump-named", "trump-left"})

#: Bridge Whist (seed 000): "If the partner names a trump suit or Grand before the option
#: has been properly passed to him by the dealer, a new deal must be had." The tablet's
#: buttons offer only the player whose option it is; what another player blurted out is
#: reported here, and the engine decides (a new deal, or a refusal saying whose option it
#: is).
DECLARED_EARLY = Entry(
    "declared-early",
    "A trump named out of turn",
    "The dealer's partner named a trump or sans atout before the dealer left it to him.",
    "Bridge Whist",
    (
        _seat("seat", "Who named it?"),
        Step(
            "suit",
            "choice",
            "What did he name?",
            choices=(
                ("S", "♠ Spades"),
                ("C", "♣ Clubs"),
                ("D", "♦ Diamonds"),
                ("H", "♥ Hearts"),
                (None, "Sans atout"),
            ),
        ),
    ),
    action="DeclareTrump",
    phase="declare",
)

#: the engine's law of a card liable after the dummy's suggestion (:mod:`whist.bridge`)
DUMMY_SUGGESTION_LAW = "Bridge Whist (the dummy's suggestion)"

#: Bridge Whist: the dummy "can not make any suggestion, or hint what card he shall play,
#: under penalty of such card being called".
DUMMY_SUGGESTS = Entry(
    "dummy-suggests",
    "The dummy suggested a card",
    "The dealer's partner, whose hand is face up, hinted what card the dealer should play.",
    "Bridge Whist",
    (_card("Which card did he suggest? Touch it in the cards below."),),
    action="DummySuggests",
)


def menu_json(tables: int, game: str = "duplicate-whist") -> list[dict[str, Any]]:
    """The menu for the table page; ``tables``: how many tables play the event's boards
    (the wrong-number-of-cards law depends on it, (e) III); ``game``: a game without a
    trump card has no trump card's entries."""
    declared = find_game(game).declares_trump
    entries = [e for e in MENU if not declared or e.key not in TRUMP_CARD_ENTRIES]
    if declared:
        entries.extend((DUMMY_SUGGESTS, DECLARED_EARLY))
    return [e.to_json(tables) for e in entries]


# --- the rights to a penalty, for the table's view ------------------------------------------


def _name(seat: Seat) -> str:
    return seat.name.title()


_WHAT: dict[IrregularityKind, str] = {
    IrregularityKind.LEAD_OUT_OF_TURN: "{who} led out of turn in trick {trick}",
    IrregularityKind.TRICK_SEEN: "{who} looked at a quitted trick (trick {trick})",
    IrregularityKind.FOURTH_BEFORE_SECOND: "{who} played fourth before the second hand "
    "in trick {trick}",
    IrregularityKind.ATTENTION_CALLED: "{who} drew attention to trick {trick} before "
    "the partner played",
    IrregularityKind.LED_AHEAD: "{who} led again before the partner played (trick {trick})",
    IrregularityKind.CARD_LIABLE: "{who}'s {card} was exposed: it lies face up, liable to "
    "be called",
    IrregularityKind.RENOUNCE_CORRECTED: "{who} corrected a renounce: {card} lies face up, "
    "liable to be called",
    IrregularityKind.TRUMP_CARD_LEFT: "The trump card {card} was left on the tray: liable "
    "to be called",
    IrregularityKind.TRUMP_NAMED: "{who} named the trump card after it was taken up",
    IrregularityKind.CLAIM: "{who} claimed the rest of the tricks",
    IrregularityKind.PLAY_OUT_OF_TURN: "{who} played out of turn in trick {trick}",
    IrregularityKind.EXPOSED_CARD: "{who} exposed {card} in trick {trick}",
    IrregularityKind.WRONG_NUMBER_OF_CARDS: "A wrong number of cards was found",
    IrregularityKind.WRONG_TRUMP_TURNED: "A trump card other than the slip's was turned",
}


def what_happened(irregularity: Irregularity) -> str:
    """What happened, in the players' words ("West led out of turn in trick 1")."""
    template = _WHAT.get(irregularity.kind, "{who}: " + irregularity.kind.value.replace("-", " "))
    card = irregularity.card.display if irregularity.card is not None else "a card"
    return template.format(who=_name(irregularity.offender), trick=irregularity.trick, card=card)


def _next_leader(play: Play) -> Seat | None:
    """Who leads next, if known: the leader of an empty trick, or the winner of a complete
    trick not yet quitted (laws 24, (i): when a suit may be called)."""
    current = play.current_trick
    if not current:
        return play.trick_leader
    if len(current) == 4:
        index = play.game.trick_winner(list(current), play.trump_suit, play.trick_number)
        return current[index].seat
    return None


def _false_lead_on_table(play: Play, irregularity: Irregularity) -> bool:
    current = play.current_trick
    return (
        irregularity.kind is IrregularityKind.LEAD_OUT_OF_TURN
        and irregularity.is_open
        and irregularity.trick == play.trick_number
        and 0 < len(current) < 4
        and current[0].seat is irregularity.offender
    )


def _label(option: Any) -> str:
    label = getattr(option, "label", "")
    if label:
        return str(label)
    text = str(option.description)
    return text[:1].upper() + text[1:]


def _explanation(irregularity: Irregularity) -> str:
    """What the law says and who decides (the engine's sentence when it has one)."""
    text = str(getattr(irregularity, "explanation", "") or "")
    if text:
        return text
    note = irregularity.note
    law = f"law {irregularity.law}" if "," not in irregularity.law else f"laws {irregularity.law}"
    return f"{note[:1].upper()}{note[1:]} ({law})." if note else f"See {law}."


def _liable_right(play: Play, index: int, irr: Irregularity) -> dict[str, Any] | None:
    """Cards liable to be called ((h)): the holder's right-hand adversary calls one. The
    irregularity names one card (laws 20-22, 29, (d)) or none: the partner's whole hand
    after a contested claim (law 36)."""
    assert irr.chooser
    caller = irr.chooser[0]
    holder = caller.left
    liable = play.liable_cards(holder)
    cards = [irr.card] if irr.card is not None else list(liable)
    if not cards or any(c not in liable for c in cards):
        return None
    called = next(
        (c for c in play.calls if c.seat is holder and c.card is not None and c.card in cards),
        None,
    )
    played = {p.seat for p in play.current_trick}
    can_call = (
        not play.is_complete
        and holder not in played
        and caller not in played
        and not (not play.current_trick and play.trick_leader is holder and play.tricks)
    ) or (len(play.current_trick) == 4 and _next_leader(play) is holder)
    one = cards[0] if irr.card is not None else None
    shown = one.display if one is not None else f"each of {_name(holder)}'s cards on the table"
    must = (
        f"{shown[:1].upper()}{shown[1:]} must be played when called, if "
        f"{_name(holder)} can without revoking; only {_name(caller)}, on his right, may "
        "call, before playing to the trick himself"
    )
    what = what_happened(irr)
    explanation = str(getattr(irr, "explanation", "") or "") or f"{must} (laws 20, 21, (h))."
    if irr.law.startswith(DUMMY_SUGGESTION_LAW) and irr.note:
        # Bridge Whist: a card the dummy suggested is not an exposed card; the engine's note
        # says what happened ("South (the dummy) suggested ♠K: liable to be called by West")
        what = irr.note[:1].upper() + irr.note[1:]
        explanation = (
            f'"He can not make any suggestion ... under penalty of such card being called": {must}.'
        )
    return {
        "index": index,
        "law": irr.law,
        "kind": irr.kind.value,
        "offender": str(irr.offender),
        "trick": irr.trick,
        "what": what,
        "explanation": explanation,
        "status": "called" if called else "open" if can_call else "waiting",
        "choosers": [str(caller)] if can_call and not called else [],
        "call_card": {
            "caller": str(caller),
            "holder": str(holder),
            "card": str(one) if one is not None else None,
            "display": one.display if one is not None else "a card",
        },
        "waiting": (
            f"{_name(caller)} called: {called.describe()} (law 21)"
            if called
            else ""
            if can_call
            else f"{_name(caller)} may call before he plays to a trick in which "
            f"{_name(holder)} is still to play"
        ),
        "options": [],
        "waive": None,
    }


#: Irregularities whose law applies itself (nobody chooses) that the table is told of at
#: once: each is what the players themselves saw or said. Not a failure to comply with a
#: call (law 38) or anything else the table could not know without seeing a hand.
_TOLD_AT_ONCE = frozenset(
    {
        IrregularityKind.PLAY_OUT_OF_TURN,
        IrregularityKind.EXPOSED_CARD,
        IrregularityKind.CLAIM,
        IrregularityKind.WRONG_NUMBER_OF_CARDS,
        IrregularityKind.WRONG_TRUMP_TURNED,
    }
)


def _no_choice(index: int, irr: Irregularity) -> dict[str, Any]:
    """An irregularity whose law applies itself: the tablet says what the law says."""
    return {
        "index": index,
        "law": irr.law,
        "kind": irr.kind.value,
        "offender": str(irr.offender),
        "trick": irr.trick,
        "what": what_happened(irr),
        "explanation": _explanation(irr),
        "status": "applied",
        "choosers": [],
        "options": [],
        "waive": None,
        "waiting": "",
    }


def rights(play: Play) -> list[dict[str, Any]]:
    """Every right to a penalty in this deal, for the tablet (see the module's doc), and
    the irregularities the table saw whose law applies itself (status ``applied``)."""
    out: list[dict[str, Any]] = []
    for index, irr in enumerate(play.irregularities):
        if irr.chooser is None:
            if irr.kind in _TOLD_AT_ONCE:
                out.append(_no_choice(index, irr))
            continue
        if not irr.options and not irr.lapsed and irr.choice is None:
            liable = _liable_right(play, index, irr)
            if liable is not None:
                out.append(liable)
            continue
        item: dict[str, Any] = {
            "index": index,
            "law": irr.law,
            "kind": irr.kind.value,
            "offender": str(irr.offender),
            "trick": irr.trick,
            "what": what_happened(irr),
            "explanation": _explanation(irr),
            "options": [
                {"code": o.code, "label": _label(o)} for o in irr.options if o.code != WAIVE_CODE
            ],
            "waive": next(
                ({"code": o.code, "label": _label(o)} for o in irr.options if o.code == WAIVE_CODE),
                None,
            ),
            "choosers": [],
            "waiting": "",
            "take_back": False,
        }
        if irr.lapsed:
            item["status"] = "lapsed"
            item["lapsed"] = irr.lapsed
        elif irr.choice is not None:
            item["status"] = "waived" if irr.choice == WAIVE_CODE else "chosen"
            chosen = _PENALTIES.get(irr.choice)
            item["chosen"] = {
                "by": str(irr.chosen_by) if irr.chosen_by else None,
                "label": _label(chosen) if chosen is not None else irr.choice,
            }
        elif irr.kind in SUIT_CALL_KINDS:
            _suit_call_now(play, irr, item)
        else:
            item["status"] = "open"
            item["choosers"] = [str(s) for s in irr.chooser]
        out.append(item)
    return out


def _suit_call_now(play: Play, irr: Irregularity, item: dict[str, Any]) -> None:
    """Laws 24, 37, (i): the suit is called from the offender or his partner when one of
    them is to lead, by the adversary on that player's right -- and by him alone (law 39)."""
    offender = irr.offender
    side = f"{_name(offender)} or {_name(offender.partner)}"
    if _false_lead_on_table(play, irr):
        item["status"] = "waiting"
        item["take_back"] = True
        item["waiting"] = (
            "The card led out of turn is taken back before the others play to it; if all "
            "four play to it the trick stands and there is no penalty (law 24)"
        )
        return
    leader = _next_leader(play)
    if leader is None or leader.side is not offender.side or play.is_complete:
        item["status"] = "waiting"
        item["waiting"] = (
            f"A suit may be called the first time {side} is to lead, by the player on the "
            "leader's right (law 24)"
        )
        return
    item["status"] = "open"
    item["choosers"] = [str(leader.right)]
    item["leader"] = str(leader)
