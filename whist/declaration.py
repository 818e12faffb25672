"""Bridge Whist's declaration and doubling (seed 000, "Bridge Whist"), before the play.

The book's words, in order:

- "the dealer has the option of declaring what suit shall be trump, or whether the hands
  shall be played *sans atout* or *grand* (without trumps). Or the dealer may pass this
  option on to his partner, who must then name a trump or declare to play *sans atout*.
  If the partner names a trump suit or Grand before the option has been properly passed
  to him by the dealer, a new deal must be had."
- "A declaration can not be changed after it is once made." ... "In case both the dealer
  and his partner refuse to name a trump, the hand must be played *sans atout*."
- "After the dealer or his partner has declared regarding the trump, the adversary at
  the dealer's left has the privilege of *doubling*, or may pass the option to his
  partner."
- "If the adversaries double, the player who originally declared the trump may
  *re-double*, or may pass the option to his partner." ... "the adversary who *doubled*
  first may again re-double, or pass the option to his partner, and this redoubling is
  continued until one or the other sides declares to *play*, the value of each trick
  being multiplied by two at each re-double."
- "In case the hand is played *sans atout*, through failure of the dealer or his partner
  to name a trump, there is no doubling allowed, but the simple Grand game must be
  played."

Readings chosen where the book is silent (tests quote them):

- The player given the option (to declare, to double, to re-double) may pass it to his
  partner once; the partner cannot pass it back: for the declaration the book says he
  "must then name a trump or declare" (his refusal is the *sans atout* "left by both"),
  and for the doubling we read the same.
- Each turn of the doubling belongs to one player of a side: for the adversaries first
  the leader (dealer's left), afterwards "the adversary who doubled first"; for the
  declaring side always "the player who originally declared the trump". That player may
  double (re-double), pass the option to his partner, or say *play*; the partner given
  the option may double (re-double) or say *play*.
- A new deal after a premature declaration is dealt by the same dealer, as the book says
  of a misdeal in this game ("the same hand deals again").
- Nobody else may speak in the declaration: any other declaration, double or *play* is
  refused with what the player may do instead (the book gives no penalty for it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from whist.cards import Suit
from whist.errors import LawError, NotationError
from whist.seats import Seat, Side


class Phase(Enum):
    """Where a deal of Bridge Whist stands."""

    DECLARING = "declaring"
    """The dealer, or his partner given the option, is to name the trump."""
    DOUBLING = "doubling"
    """A side is to double (re-double), pass the option to the partner, or say play."""
    PLAYING = "playing"
    """The cards are played, led by the dealer's left."""
    COMPLETE = "complete"
    """All thirteen tricks are played (or the rest claimed and admitted)."""
    NEW_DEAL = "new deal"
    """The dealer's partner declared before the option was passed: a new deal."""


def strain_text(suit: Suit | None) -> str:
    """``S``, ``H``, ``D``, ``C``, or ``NT`` for *sans atout* (the PBN tag's values)."""
    return suit.letter if suit is not None else "NT"


def parse_strain(text: str) -> Suit | None:
    """A declaration's text (``S``, ``H``, ``D``, ``C``, ``NT``) as a suit or ``None``.

    >>> parse_strain("nt") is None
    True
    """
    key = text.strip().upper()
    if key in ("NT", "N", "SA", "GRAND", "SANS ATOUT"):
        return None
    try:
        return Suit.parse(key)
    except ValueError:
        raise NotationError(
            f"{text!r} is not a declaration: write S, H, D, C or NT (sans atout)"
        ) from None


def strain_name(suit: Suit | None) -> str:
    """For people: ``hearts``, ``sans atout``."""
    return suit.name.lower() if suit is not None else "sans atout"


@dataclass(frozen=True, slots=True)
class Declaration:
    """The declaration as it stands when the play begins: the trump (``None``: *sans
    atout*), who declared it (the dealer or his partner), how many times the trick value
    was doubled (0 none, 1 doubled, 2 re-doubled ...), and whether the *sans atout* was
    "left by both" (no doubling allowed)."""

    dealer: Seat
    suit: Suit | None
    declarer: Seat
    doubles: int = 0
    left_by_both: bool = False

    def __post_init__(self) -> None:
        if self.declarer not in (self.dealer, self.dealer.partner):
            raise LawError(
                f"the declaration is made by the dealer ({self.dealer.name.title()}) or his "
                f"partner, not by {self.declarer.name.title()}"
            )
        if self.doubles < 0:
            raise LawError(f"doubles cannot be negative ({self.doubles})")
        if self.left_by_both and (self.suit is not None or self.doubles):
            raise LawError(
                "a sans atout left by both the dealer and his partner is played undoubled"
            )

    @property
    def declaring_side(self) -> Side:
        return self.dealer.side

    @property
    def dummy(self) -> Seat:
        """The dealer's partner: "the dealer's partner then lays his cards face up on the
        table" -- whoever declared, the dealer plays both hands."""
        return self.dealer.partner

    @property
    def leader(self) -> Seat:
        """ "the player on the dealer's left leads a card"."""
        return self.dealer.left

    @property
    def multiplier(self) -> int:
        """ "the value of each trick being multiplied by two at each re-double"."""
        return int(2**self.doubles)

    @property
    def strain(self) -> str:
        return strain_text(self.suit)

    def describe(self) -> str:
        """``hearts by North, doubled``."""
        text = f"{strain_name(self.suit)} by {self.declarer.name.title()}"
        if self.left_by_both:
            return f"sans atout, left by both {self.dealer.name.title()} and partner"
        if self.doubles == 1:
            text += ", doubled"
        elif self.doubles == 2:
            text += ", re-doubled"
        elif self.doubles > 2:
            text += f", doubled {self.doubles} times (x{self.multiplier})"
        return text


@dataclass
class DeclarationState:
    """The declaration and doubling so far (changed only by :func:`apply_declaration`)."""

    dealer: Seat
    phase: Phase = Phase.DECLARING
    to_act: Seat | None = None
    option_passed: bool = False
    """The player now to act was given the option by his partner (he cannot pass it back)."""
    suit: Suit | None = None
    declarer: Seat | None = None
    left_by_both: bool = False
    doubles: int = 0
    first_doubler: Seat | None = None
    log: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.to_act is None and self.phase is Phase.DECLARING:
            self.to_act = self.dealer

    @property
    def is_settled(self) -> bool:
        """The declaration and the doubling are over: the play may begin."""
        return self.phase is Phase.PLAYING

    def result(self) -> Declaration | None:
        """The settled :class:`Declaration`, or ``None`` while it is being made."""
        if not self.is_settled or self.declarer is None:
            return None
        return Declaration(self.dealer, self.suit, self.declarer, self.doubles, self.left_by_both)


# The kinds of things said in the declaration, as the options offer them.
DECLARE = "declare"
PASS_DECLARATION = "pass declaration"
DOUBLE = "double"
PASS_DOUBLE = "pass double"
REDOUBLE = "redouble"
PLAY = "play"


def options(state: DeclarationState) -> tuple[str, ...]:
    """What the player to act may say now (one of the constants above)."""
    if state.phase is Phase.DECLARING:
        return (DECLARE, PASS_DECLARATION)
    if state.phase is Phase.DOUBLING:
        double = DOUBLE if state.doubles == 0 else REDOUBLE
        return (double, PLAY) if state.option_passed else (double, PASS_DOUBLE, PLAY)
    return ()


def _name(seat: Seat) -> str:
    return seat.name.title()


def _refuse(state: DeclarationState, seat: Seat, what: str) -> LawError:
    """Why ``seat`` may not say ``what`` now, and who may say what instead."""
    if state.phase not in (Phase.DECLARING, Phase.DOUBLING) or state.to_act is None:
        return LawError(
            f"{_name(seat)} cannot {what}: the declaration is over ({state.phase.value})"
        )
    may = ", ".join(options(state))
    return LawError(
        f"{_name(seat)} cannot {what} now: it is {_name(state.to_act)}'s option, who may say: {may}"
    )


def declare(state: DeclarationState, seat: Seat, suit: Suit | None) -> None:
    """:class:`~whist.actions.DeclareTrump`: ``seat`` names ``suit`` (``None``: *sans
    atout*)."""
    if state.phase is not Phase.DECLARING:
        raise LawError(
            f"{_name(seat)} cannot declare: a declaration can not be changed after it is once made"
            if state.declarer is not None
            else str(_refuse(state, seat, "declare"))
        )
    dealer = state.dealer
    if seat is dealer.partner and not state.option_passed:
        # "If the partner names a trump suit or Grand before the option has been properly
        # passed to him by the dealer, a new deal must be had."
        state.phase = Phase.NEW_DEAL
        state.to_act = None
        state.log.append(
            f"{_name(seat)} declares {strain_name(suit)} before {_name(dealer)} passed him "
            f"the option: a new deal must be had, by {_name(dealer)} again"
        )
        return
    if seat is not state.to_act:
        raise _refuse(state, seat, "declare")
    state.suit = suit
    state.declarer = seat
    state.phase = Phase.DOUBLING
    state.to_act = dealer.left
    state.option_passed = False
    state.log.append(f"{_name(seat)} declares {strain_name(suit)}")


def pass_declaration(state: DeclarationState, seat: Seat) -> None:
    """:class:`~whist.actions.PassDeclaration`: the dealer passes the option; his partner
    refusing to name a trump leaves the hand *sans atout*, undoubled."""
    if state.phase is not Phase.DECLARING or seat is not state.to_act:
        raise _refuse(state, seat, "pass the declaration")
    if seat is state.dealer:
        state.option_passed = True
        state.to_act = seat.partner
        state.log.append(f"{_name(seat)} passes the option to {_name(seat.partner)}")
        return
    state.suit = None
    state.declarer = seat
    state.left_by_both = True
    state.phase = Phase.PLAYING
    state.to_act = None
    state.log.append(f"{_name(seat)} refuses to name a trump too: sans atout, no doubling allowed")


def double(state: DeclarationState, seat: Seat, *, redouble: bool) -> None:
    """:class:`~whist.actions.Double` (the adversaries' first) and
    :class:`~whist.actions.Redouble` (each one after)."""
    what = "re-double" if redouble else "double"
    if state.phase is not Phase.DOUBLING or seat is not state.to_act:
        raise _refuse(state, seat, what)
    if redouble != (state.doubles > 0):
        right = "re-double" if state.doubles else "double"
        raise LawError(
            f"{_name(seat)} cannot {what}: the hand is "
            + ("not yet doubled" if not state.doubles else "already doubled")
            + f"; he may {right}"
        )
    assert state.declarer is not None
    state.doubles += 1
    if state.first_doubler is None:
        state.first_doubler = seat
    adversaries = seat.side is not state.dealer.side
    state.to_act = state.declarer if adversaries else state.first_doubler
    state.option_passed = False
    state.log.append(
        f"{_name(seat)} {what}s: each trick over six counts {2**state.doubles} times its value"
    )


def pass_double(state: DeclarationState, seat: Seat) -> None:
    """:class:`~whist.actions.PassDouble`: the option to (re-)double goes to the partner."""
    if state.phase is not Phase.DOUBLING or seat is not state.to_act:
        raise _refuse(state, seat, "pass the option to double")
    if state.option_passed:
        raise LawError(
            f"{_name(seat)} was given the option by his partner: he must "
            + ("double" if not state.doubles else "re-double")
            + " or say play"
        )
    state.to_act = seat.partner
    state.option_passed = True
    state.log.append(f"{_name(seat)} passes the option to {_name(seat.partner)}")


def declare_play(state: DeclarationState, seat: Seat) -> None:
    """:class:`~whist.actions.DeclarePlay`: the side with the option says *play*."""
    if state.phase is not Phase.DOUBLING or seat is not state.to_act:
        raise _refuse(state, seat, "say play")
    state.phase = Phase.PLAYING
    state.to_act = None
    state.log.append(f"{_name(seat)} says play")
