"""Irregularities as events with the penalty options the laws give and who may choose.

Law 39: "In all cases where a penalty has been incurred, the offender must await the
decision of the adversaries. If either of them ... demands a penalty to which they are
entitled, such decision is final. If the wrong adversary demands a penalty, or a wrong
penalty is demanded, none can be enforced."

An :class:`Irregularity` is what the play records when something happens against the
laws: its kind, the law, the offender, the trick, the penalty options the law gives, the
seats entitled to choose (``None``: nobody chooses, the law applies itself), the choice
once made, and -- when the right to a penalty is lost (too late, condoned, the card
played, the deal over, a wrong demand) -- why, in a sentence a player understands.

Law 39 as written: a demand by the wrong adversary, or of a wrong penalty, is a decision
like any other -- recorded (the :class:`~whist.actions.ChoosePenalty` or
:class:`~whist.actions.CallCard` action stays in the play's history) -- and ends the
right to any penalty for that offence; a later demand, even by the entitled adversary,
is refused with the recorded reason (:meth:`Irregularity.judge_demand`,
:func:`whist.laws.penalties.apply_choice`, :func:`whist.laws.liable.apply_call_card`).
Each option has a short ``label`` for the entitled player's button; each irregularity an
:attr:`~Irregularity.explanation` in one sentence, with the law's number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from whist.cards import SUITS, Card, Suit
from whist.errors import LawError
from whist.seats import Seat


class IrregularityKind(Enum):
    """What happened (the law in the irregularity's ``law`` field)."""

    RENOUNCE_CORRECTED = "renounce-corrected"
    """Laws 28, 29: a renounce in error corrected before the trick is turned and quitted."""
    LEAD_OUT_OF_TURN = "lead-out-of-turn"
    """Law 24, (i): a suit may be called from the offender or his partner."""
    TRICK_SEEN = "trick-seen"
    """Law 37: a trick turned and quitted seen again before the hand is played: "the same
    penalty as in case of a lead out of turn"."""
    PLAY_OUT_OF_TURN = "play-out-of-turn"
    """Law 25: third hand before second (no penalty); any other play out of turn the laws
    give no penalty for."""
    FOURTH_BEFORE_SECOND = "fourth-before-second"
    """Law 26: fourth hand plays before second while third has not played."""
    EXPOSED_CARD = "exposed-card"
    """Bishops whist, Dana "Exposed cards" I-V: two points lost, the card taken back."""
    CARD_LIABLE = "card-liable"
    """Laws 20-22 as limited by (h): a card liable to be called by the right-hand
    adversary."""
    LED_AHEAD = "led-ahead"
    """Law 22: after leading a winning card, more cards led without waiting for the
    partner: the partner may be called upon to take the first trick; the other cards are
    liable to be called."""
    TRUMP_CARD_LEFT = "trump-card-left"
    """Law 18, (d): the trump card left on the tray after the second trick."""
    TRUMP_NAMED = "trump-named"
    """Law 18, (d): the trump card named, or the slip looked at, after it was taken up."""
    ATTENTION_CALLED = "attention-called"
    """Law 35: attention called to the trick before the partner played."""
    CLAIM = "claim"
    """Laws 27, 36: the rest of the tricks claimed."""
    FAILED_TO_COMPLY = "failed-to-comply"
    """Law 38: a lawful call not complied with: the penalty of a revoke."""
    WRONG_NUMBER_OF_CARDS = "wrong-number-of-cards"
    """Laws of Duplicate Whist (e) I-III."""
    WRONG_TRUMP_TURNED = "wrong-trump-turned"
    """Laws of Duplicate Whist (e) III, last sentence."""


@dataclass(frozen=True, slots=True)
class PenaltyOption:
    """One penalty the laws let the entitled player choose: its ``code`` (what a table
    sends; never renamed), a ``description`` in the law's terms and a short ``label`` for
    the button the entitled player taps."""

    code: str
    description: str
    label: str


WAIVE = PenaltyOption("waive", "no penalty demanded", "No penalty")
"""Law 39: the adversaries decide; they may demand nothing."""

HIGHEST = PenaltyOption("highest", "play his highest card of the suit led", "Call the highest")
LOWEST = PenaltyOption("lowest", "play his lowest card of the suit led", "Call the lowest")
TRUMP = PenaltyOption(
    "trump", "having none of the suit led, trump the trick", "Call on him to trump"
)
NOT_TRUMP = PenaltyOption(
    "not-trump", "having none of the suit led, not trump the trick", "Call on him not to trump"
)
HIGHEST_OR_LOWEST = (HIGHEST, LOWEST, TRUMP, NOT_TRUMP, WAIVE)
"""Laws 26 and 35: "his highest or lowest card of the suit led; or, if he has none, to
trump or not to trump the trick". Demanding the half that does not fit the hand is "a
wrong penalty" (law 39): none is enforced, and the record says so once the player has
played (not before: the table is not told what he holds)."""

TAKE_TRICK = PenaltyOption(
    "take-trick", "the partner must take the first trick", "Call on him to take the trick"
)
"""Law 22: "the latter may be called upon by either adversary to take the first trick"."""

HIGHEST_TRUMP = PenaltyOption(
    "highest-trump", "his highest trump is called", "Call his highest trump"
)
LOWEST_TRUMP = PenaltyOption("lowest-trump", "his lowest trump is called", "Call his lowest trump")


def suit_call_code(suit: Suit) -> str:
    """The option code for calling ``suit`` (law 24): ``call-spades`` ..."""
    return f"call-{suit.name.lower()}"


SUIT_CALL_KINDS = frozenset({IrregularityKind.LEAD_OUT_OF_TURN, IrregularityKind.TRICK_SEEN})
"""Irregularities whose penalty is a suit called (laws 24, 37)."""

SUIT_CALLS: tuple[PenaltyOption, ...] = tuple(
    PenaltyOption(suit_call_code(s), f"{s.name.lower()} must be led", f"Call {s.name.lower()}")
    for s in SUITS
)

PENALTIES: dict[str, PenaltyOption] = {
    o.code: o
    for o in (
        *SUIT_CALLS,
        *HIGHEST_OR_LOWEST,
        TAKE_TRICK,
        HIGHEST_TRUMP,
        LOWEST_TRUMP,
    )
}
"""Every penalty the laws let a player choose, by code. A code outside it is no demand at
all (a malformed action, refused); a code in it that the irregularity does not offer is
"a wrong penalty" (law 39)."""

LIABLE_CARD_KINDS = frozenset(
    {
        IrregularityKind.CARD_LIABLE,
        IrregularityKind.TRUMP_CARD_LEFT,
        IrregularityKind.RENOUNCE_CORRECTED,
        IrregularityKind.LED_AHEAD,
        IrregularityKind.CLAIM,
        IrregularityKind.TRUMP_NAMED,
    }
)
"""Offences whose penalty is (or includes) cards liable to be called, called with
:class:`~whist.actions.CallCard` by the holder's right-hand adversary ((h), (d))."""


def suit_of_call(code: str) -> Suit | None:
    """The suit a law-24 option code calls, or ``None`` for another code."""
    for suit in SUITS:
        if code == suit_call_code(suit):
            return suit
    return None


def seat_name(seat: Seat) -> str:
    """The seat as players name it ("North")."""
    return seat.name.title()


def law_words(law: str) -> str:
    """``"law 24"``, ``"law (i)"``; ``"laws 20, (h)"`` when ``law`` cites more than one."""
    return f"{'laws' if ',' in law else 'law'} {law}"


def wrong_adversary_reason(seat: Seat, demanded: str, entitled: Sequence[Seat]) -> str:
    """Law 39, the first case: the words recorded when ``seat`` demanded ``demanded`` (an
    option's label in quotes, or a card called) and only ``entitled`` might."""
    who = " or ".join(seat_name(s) for s in entitled) or "nobody"
    return (
        f"no penalty: {seat_name(seat)}, the wrong adversary, demanded {demanded}; only {who} "
        "might, so none can be enforced (law 39)"
    )


def wrong_penalty_reason(seat: Seat, demanded: str, law: str) -> str:
    """Law 39, the second case: ``seat`` demanded ``demanded`` (an option's label in quotes,
    or a card called), which ``law`` does not give here."""
    return (
        f"no penalty: {seat_name(seat)} demanded {demanded}, which {law_words(law)} "
        f"{'do' if ',' in law else 'does'} not give here, so none can be enforced (law 39)"
    )


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregularity: what, which law, who offended, in which trick, the options, who
    may choose (``None``: nobody chooses; the law applies itself), and the choice.

    ``chooser`` are the seats entitled to decide (for law 24 both adversaries: which of
    them depends on who of the offending side leads first). The penalty of a card liable
    to be called (laws 20-22, 29, 36, (d), (h)) is not an option but a
    :class:`~whist.actions.CallCard`, repeatable at each trick (law 21): such an
    irregularity has no ``options`` and its ``chooser`` is the holder's right-hand
    adversary. :attr:`explanation` says all this in one sentence for the players.

    ``lapsed`` is empty while the right to a penalty stands; otherwise it is a sentence
    saying why the right is gone (too late, condoned by the play, the card played, the
    deal over, or a wrong demand under law 39). A wrong demand (law 39) is recorded as
    the ``choice`` made, by ``chosen_by``, with ``lapsed`` saying why none is enforced.
    """

    kind: IrregularityKind
    law: str
    offender: Seat
    trick: int
    options: tuple[PenaltyOption, ...]
    chooser: tuple[Seat, ...] | None
    card: Card | None = None
    note: str = ""
    choice: str | None = None
    chosen_by: Seat | None = None
    lapsed: str = ""

    @property
    def is_open(self) -> bool:
        """A penalty may still be chosen."""
        return bool(self.options) and self.choice is None and not self.lapsed

    def option(self, code: str) -> PenaltyOption:
        for option in self.options:
            if option.code == code:
                return option
        raise LawError(
            f"law {self.law} gives no penalty {code!r} here; the choices are "
            f"{', '.join(o.code for o in self.options) or 'none'}"
        )

    def judge_demand(self, chooser: Seat, code: str) -> str | None:
        """Law 39 on ``chooser`` demanding ``code``: ``None`` if he is entitled and the law
        gives that penalty; the reason none can be enforced if he is the wrong adversary
        or it is a wrong penalty. What is no demand at all raises :class:`LawError` and
        leaves no trace: a code that names no penalty, an irregularity the law punishes
        itself, a player of the offending side, a decision already made (final), a right
        already lost."""
        if code not in PENALTIES:
            raise LawError(
                f"{code!r} is no penalty the laws know; the choices here are "
                f"{', '.join(o.code for o in self.options) or 'none'}"
            )
        if self.chooser is None:
            raise LawError(
                f"{law_words(self.law)} gives no penalty to choose here: the law applies itself"
            )
        if not chooser.is_adversary_of(self.offender):
            raise LawError(
                f"{seat_name(chooser)} is on the offending side: only an adversary of "
                f"{seat_name(self.offender)} can demand a penalty (law 39)"
            )
        if self.lapsed:
            raise LawError(f"no penalty can be enforced any more: {self.lapsed}")
        if self.choice is not None:
            raise LawError("the penalty for this irregularity is already chosen (law 39: final)")
        if chooser not in self.chooser:
            return wrong_adversary_reason(chooser, f'"{PENALTIES[code].label}"', self.chooser)
        if all(o.code != code for o in self.options):
            return wrong_penalty_reason(chooser, f'"{PENALTIES[code].label}"', self.law)
        return None

    def chosen(self, code: str, chooser: Seat) -> Irregularity:
        return replace(self, choice=code, chosen_by=chooser)

    def demanded_wrongly(self, code: str, chooser: Seat, reason: str) -> Irregularity:
        """Law 39: ``chooser`` demanded ``code`` wrongly; the decision is recorded, and
        ``reason`` why no penalty can be enforced."""
        return replace(self, choice=code, chosen_by=chooser, lapsed=reason, options=())

    def lapse(self, reason: str) -> Irregularity:
        """The right to a penalty is lost: no option is left to choose. A right already
        lost in part (law 22's call to take the trick, while the cards led ahead stay
        liable) keeps its first reason and adds this one."""
        lapsed = f"{self.lapsed}; {reason}" if self.lapsed else reason
        return replace(self, lapsed=lapsed, options=())

    @property
    def right(self) -> str:
        """The right this irregularity gives, in players' words ("the right to call a
        suit"), the subject of every lapse sentence."""
        partner = seat_name(self.offender.partner)
        match self.kind:
            case IrregularityKind.LEAD_OUT_OF_TURN | IrregularityKind.TRICK_SEEN:
                return "the right to call a suit"
            case IrregularityKind.FOURTH_BEFORE_SECOND | IrregularityKind.ATTENTION_CALLED:
                return f"the right to call on {partner} for his highest or lowest"
            case IrregularityKind.LED_AHEAD:
                return f"the right to call on {partner} to take the trick"
            case IrregularityKind.TRUMP_NAMED:
                return f"the right to call {seat_name(self.offender)}'s highest or lowest trump"
            case IrregularityKind.CLAIM:
                return f"the right to call {partner}'s cards"
            case _ if self.card is not None:
                return f"the right to call {self.card.display}"
            case _:
                return "the right to a penalty"

    def lapse_reason(self, when: str, law: str | None = None) -> str:
        """``"<the right> lapsed when <when>, law <law>"``: a lapse in players' words."""
        return f"{self.right} lapsed when {when}, {law_words(law or self.law)}"

    @property
    def explanation(self) -> str:
        """One sentence for players who never read the laws: what happened, what the law
        gives, who decides, and the law's number."""
        return explain(self)

    def describe(self) -> str:
        """One line for the table and the replay output."""
        text = f"law {self.law}: {self.kind.value} by {self.offender.name.title()}"
        text += f" in trick {self.trick}"
        if self.card is not None:
            text += f" ({self.card.display})"
        if self.choice is not None and self.chosen_by is not None:
            text += f"; {self.chosen_by.name.title()} chose {self.choice}"
        if self.lapsed:
            text += f"; {self.lapsed}"
        elif self.is_open and self.chooser:
            who = " or ".join(s.name.title() for s in self.chooser)
            text += f"; {who} may choose: {', '.join(o.code for o in self.options)}"
        if self.note:
            text += f" -- {self.note}"
        return text


_HIGHEST_OR_LOWEST_WORDS = (
    "to play his highest or lowest card of the suit led, or, if he has none, to trump or "
    "not to trump the trick, or demand no penalty"
)


def explain(irr: Irregularity) -> str:
    """What the law says of ``irr`` and who decides, in one sentence with the law's number
    (:attr:`Irregularity.explanation`).

    >>> from whist.seats import Seat
    >>> irr = Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, "24", Seat.WEST, 1,
    ...                    (*SUIT_CALLS, WAIVE), (Seat.NORTH, Seat.SOUTH))
    >>> print(explain(irr))
    West led out of turn: the first time West or East is to lead, the adversary on that \
player's right (South before West's lead, North before East's) may call the suit to be \
led, or demand no penalty, naming it before the trick won by West or East is turned and \
quitted (law 24, (i)).
    """
    o = irr.offender
    p = o.partner
    off, par = seat_name(o), seat_name(p)
    card = irr.card.display if irr.card is not None else ""
    chooser = seat_name(irr.chooser[0]) if irr.chooser else ""
    suit_call = (
        f"the first time {off} or {par} is to lead, the adversary on that player's right "
        f"({seat_name(o.right)} before {off}'s lead, {seat_name(p.right)} before {par}'s) "
        f"may call the suit to be led, or demand no penalty, naming it before the trick won "
        f"by {off} or {par} is turned and quitted"
    )
    liable = (
        f"{seat_name(o.right)}, the adversary on {off}'s right, may call it each time {off} "
        "is to play until he plays it, or let him play as he pleases"
    )
    dana = irr.law.startswith("Dana")
    match irr.kind:
        case IrregularityKind.LEAD_OUT_OF_TURN:
            return f"{off} led out of turn: {suit_call} (law 24, (i))."
        case IrregularityKind.TRICK_SEEN:
            return (
                f"{off} looked at a trick already turned and quitted, which carries the "
                f"penalty of a lead out of turn: {suit_call} (laws 37, 24, (i))."
            )
        case IrregularityKind.PLAY_OUT_OF_TURN if irr.law == "25":
            return (
                f"{off}, the third hand, played before the second hand: the laws give no "
                "penalty, and the fourth hand may also play before the second (law 25)."
            )
        case IrregularityKind.PLAY_OUT_OF_TURN:
            return f"{off} played out of turn: the laws give no penalty for it (laws 25, 26)."
        case IrregularityKind.FOURTH_BEFORE_SECOND:
            return (
                f"{off}, the fourth hand, played before {par}, the second, and before "
                f"{chooser}, the third: {chooser} may call on {par} {_HIGHEST_OR_LOWEST_WORDS} "
                "(law 26)."
            )
        case IrregularityKind.ATTENTION_CALLED:
            return (
                f"{off} called attention to the trick before {par} played: {chooser}, the "
                f"last adversary to play to it, may call on {par} {_HIGHEST_OR_LOWEST_WORDS} "
                "(law 35)."
            )
        case IrregularityKind.EXPOSED_CARD:
            how = irr.note.split(":")[0]
            shown = f"{off}'s {card}" if card else f"{off}'s hand"
            why = "" if how == "exposed" else f" ({how})"
            back = "it is taken back into the hand" if card else "it is taken up again"
            return (
                f"{shown} is exposed{why}: {back} and {off}'s side loses two points; nobody "
                f"chooses ({irr.law})."
            )
        case IrregularityKind.CARD_LIABLE:
            return (
                f"{off} exposed {card}: it stays face up on the table and {liable} "
                "(laws 20, 21, (h))."
            )
        case IrregularityKind.TRUMP_CARD_LEFT:
            return (
                f"The trump card {card} was left on the tray after the second trick, so it is "
                f"liable to be called: {liable} (law 18, (d), (h))."
            )
        case IrregularityKind.TRUMP_NAMED:
            return (
                f"{off} named the trump card, or looked at the trump slip, after it was taken "
                f"up: {chooser}, the adversary on his right, may call his highest or lowest "
                "trump at any time in the deal before he himself has played to the trick, or "
                "demand no penalty (law 18, (d))."
            )
        case IrregularityKind.LED_AHEAD:
            return (
                f"{off} led {card} too without waiting for {par} to play: {card} is liable to "
                f"be called, by {seat_name(o.right)}, the adversary on {off}'s right, each "
                f"time {off} is to play, and if the card first led was better than any the "
                f"adversaries hold of the suit, either adversary, {seat_name(o.left)} or "
                f"{seat_name(o.right)}, may call on {par} to take the trick, or demand no "
                "penalty (laws 22, (h))."
            )
        case IrregularityKind.RENOUNCE_CORRECTED if dana:
            return (
                f"{off} renounced in error and corrected it: {card} is an exposed card and "
                f"{off}'s side loses two points; nobody chooses ({irr.law})."
            )
        case IrregularityKind.RENOUNCE_CORRECTED:
            return (
                f"{off} renounced in error and corrected it in time: {card}, the card he took "
                f"back, is liable to be called, and {liable}; anyone who played after him may "
                "take his card back (laws 28, 29, (h))."
            )
        case IrregularityKind.CLAIM if irr.law == "27":
            return (
                f"{off} claimed tricks and the claim was admitted: the result stands as "
                f"claimed ({irr.note.split(', as claimed')[0]}), and a revoke found still "
                "carries its penalty; nobody chooses (law 27)."
            )
        case IrregularityKind.CLAIM:
            return (
                f"{off} claimed tricks and it was not admitted: {par}'s cards are laid face up "
                f"and liable to be called; {seat_name(p.right)}, the adversary on {par}'s "
                f"right, may call any of them each time {par} is to play, and play goes on "
                "(laws 36, (h))."
            )
        case IrregularityKind.FAILED_TO_COMPLY:
            call = irr.note.removeprefix("called (").split(", law")[0]
            return (
                f"{off} did not comply with a lawful call ({call}): he is liable to the same "
                "penalty as for a revoke, if an adversary claims it (law 38)."
            )
        case IrregularityKind.WRONG_NUMBER_OF_CARDS:
            return (
                f"A player was found with a wrong number of cards: {irr.note}; the director "
                f"applies it, nobody chooses ({law_words(irr.law)})."
            )
        case IrregularityKind.WRONG_TRUMP_TURNED:
            return (
                f"The trump turned was not the one on the trump slip ({irr.note}); the "
                f"director applies it, nobody chooses ({law_words(irr.law)})."
            )
    raise AssertionError(irr.kind)  # pragma: no cover
