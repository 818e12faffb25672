"""Irregularities as events with the penalty options the laws give and who may choose.

Law 39: "In all cases where a penalty has been incurred, the offender must await the
decision of the adversaries. If either of them ... demands a penalty to which they are
entitled, such decision is final. If the wrong adversary demands a penalty, or a wrong
penalty is demanded, none can be enforced."

An :class:`Irregularity` is what the play records when something happens against the
laws: its kind, the law, the offender, the trick, the penalty options the law gives, the
seats entitled to choose (``None``: nobody chooses, the law applies itself), the choice
once made, and -- when the right to a penalty is lost (too late, condoned) -- why.
"""

from __future__ import annotations

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
    """One penalty the laws let the entitled player choose."""

    code: str
    description: str


WAIVE = PenaltyOption("waive", "no penalty demanded")
"""Law 39: the adversaries decide; they may demand nothing."""

HIGHEST = PenaltyOption("highest", "play his highest card of the suit led")
LOWEST = PenaltyOption("lowest", "play his lowest card of the suit led")
TRUMP = PenaltyOption("trump", "having none of the suit led, trump the trick")
NOT_TRUMP = PenaltyOption("not-trump", "having none of the suit led, not trump the trick")
HIGHEST_OR_LOWEST = (HIGHEST, LOWEST, TRUMP, NOT_TRUMP, WAIVE)
"""Laws 26 and 35: "his highest or lowest card of the suit led; or, if he has none, to
trump or not to trump the trick". Demanding the half that does not fit the hand is "a
wrong penalty" (law 39): none is enforced."""

TAKE_TRICK = PenaltyOption("take-trick", "the partner must take the first trick")
"""Law 22: "the latter may be called upon by either adversary to take the first trick"."""

HIGHEST_TRUMP = PenaltyOption("highest-trump", "his highest trump is called")
LOWEST_TRUMP = PenaltyOption("lowest-trump", "his lowest trump is called")


def suit_call_code(suit: Suit) -> str:
    """The option code for calling ``suit`` (law 24): ``call-spades`` ..."""
    return f"call-{suit.name.lower()}"


SUIT_CALL_KINDS = frozenset({IrregularityKind.LEAD_OUT_OF_TURN, IrregularityKind.TRICK_SEEN})
"""Irregularities whose penalty is a suit called (laws 24, 37)."""

SUIT_CALLS: tuple[PenaltyOption, ...] = tuple(
    PenaltyOption(suit_call_code(s), f"{s.name.lower()} must be led") for s in SUITS
)


def suit_of_call(code: str) -> Suit | None:
    """The suit a law-24 option code calls, or ``None`` for another code."""
    for suit in SUITS:
        if code == suit_call_code(suit):
            return suit
    return None


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregularity: what, which law, who offended, in which trick, the options, who
    may choose (``None``: nobody chooses; the law applies itself), and the choice.

    ``lapsed`` is empty while the right to a penalty stands; otherwise it says why the
    right is gone (too late, condoned by the play, ...).
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

    def check_choice(self, chooser: Seat, code: str) -> None:
        """Law 39: only the entitled adversary, only a penalty the law gives, only once,
        and only while the right stands."""
        if self.choice is not None:
            raise LawError("the penalty for this irregularity is already chosen (law 39: final)")
        if self.lapsed:
            raise LawError(f"no penalty can be enforced any more: {self.lapsed}")
        if not self.chooser or chooser not in self.chooser:
            entitled = ", ".join(s.name.title() for s in self.chooser or ()) or "nobody"
            raise LawError(
                f"{chooser.name.title()} may not choose this penalty; law {self.law} entitles "
                f"{entitled} (law 39: a penalty demanded by the wrong adversary cannot be enforced)"
            )
        self.option(code)

    def chosen(self, code: str, chooser: Seat) -> Irregularity:
        return replace(self, choice=code, chosen_by=chooser)

    def lapse(self, reason: str) -> Irregularity:
        """The right to a penalty is lost: no option is left to choose."""
        return replace(self, lapsed=reason, options=())

    def describe(self) -> str:
        """One line for the table and the replay output."""
        text = f"law {self.law}: {self.kind.value} by {self.offender.name.title()}"
        text += f" in trick {self.trick}"
        if self.card is not None:
            text += f" ({self.card.display})"
        if self.choice is not None and self.chosen_by is not None:
            text += f"; {self.chosen_by.name.title()} chose {self.choice}"
        elif self.lapsed:
            text += f"; {self.lapsed}"
        elif self.is_open and self.chooser:
            who = " or ".join(s.name.title() for s in self.chooser)
            text += f"; {who} may choose: {', '.join(o.code for o in self.options)}"
        if self.note:
            text += f" -- {self.note}"
        return text
