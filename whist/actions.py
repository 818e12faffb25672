"""The actions of the play of a deal: frozen values, one per thing the players do.

:class:`whist.play.Play` keeps them in :attr:`~whist.play.Play.actions` and applies
them one by one, so a deal's state is rebuilt from its actions (undo, the kiosk's
append-only log). The kiosk writes an action by its class name and fields: do not
rename a class or a field. Each docstring names the law it records (seed 000: Laws of
Whist 1893 and Laws of Duplicate Whist 1897; seed 001: Dana's Bishops whist).
"""

from __future__ import annotations

from dataclasses import dataclass

from whist.cards import Card, Suit
from whist.laws.hands import Found
from whist.seats import Seat


@dataclass(frozen=True, slots=True)
class PlayCard:
    """``seat`` plays ``card``: to the current trick, or as a lead. Out of turn it is a lead
    out of turn (law 24) or a play out of turn (laws 25, 26); in Bishops whist an exposed
    card (Dana, "Exposed cards" I, IV)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class QuitTrick:
    """The four players turn and quit their cards (Laws of Duplicate Whist (f))."""


@dataclass(frozen=True, slots=True)
class CorrectRenounce:
    """Law 28/29: ``seat`` takes back a renounce in error and plays ``card`` instead."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class WithdrawCard:
    """Law 29: a player who played after a corrected renounce substitutes ``card``."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class ClaimRevoke:
    """Law (g)/32: ``claimant`` claims that ``offender`` revoked in ``trick``."""

    claimant: Seat
    offender: Seat
    trick: int


@dataclass(frozen=True, slots=True)
class AskRenounce:
    """(g), law 28: ``asker`` asks ``asked`` whether he has none of the suit renounced. Asked
    of a partner, the question establishes the partner's renounce in error as a revoke."""

    asker: Seat
    asked: Seat


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Bishops whist: after cutting a knight the dealer names the trump suit."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class ChoosePenalty:
    """Law 39: an adversary demands one of the penalties of the laws for an irregularity.
    By the entitled player, of a penalty the law gives there, it is enforced; by the wrong
    adversary, or of a wrong penalty, it is recorded and "none can be enforced": the
    irregularity lapses, saying why."""

    irregularity: int
    chooser: Seat
    option: str


@dataclass(frozen=True, slots=True)
class TakeBackFalseLead:
    """Law 24: not all have played to a lead out of turn: the false lead and the cards
    played to it are taken back (none of them liable to be called, law 20 I)."""


@dataclass(frozen=True, slots=True)
class ExposeCard:
    """Law 20 (I-V), 22: ``card`` of ``seat`` is faced, dropped, shown or named otherwise
    than in play: liable to be called; in Bishops whist an exposed card (two points)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class LeadAhead:
    """Law 22: ``seat``, having led, leads ``card`` too without waiting for his partner to
    play (one action per card)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class CallCard:
    """Law 21 and (h): ``caller`` (the holder's right-hand adversary) calls ``card`` of
    ``holder``, a card liable to be called (or a trump called under (d)). Called by the
    left-hand adversary, or a card not liable, it is recorded and ends the right to call
    the cards of that offence (law 39)."""

    caller: Seat
    holder: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrumpLeftOnTray:
    """Law 18, (d): the trump card is found still on the tray after the second trick has
    been turned and quitted."""


@dataclass(frozen=True, slots=True)
class TrumpCardNamed:
    """Law 18, (d): after the trump card was lawfully taken up, ``seat`` named it or looked
    at the trump slip."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class SeeQuittedTrick:
    """Law 37: ``seat`` looks at a trick turned and quitted before the hand is played."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class CallAttention:
    """Law 35: ``seat``, before his partner played, called attention to the trick or score."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ClaimRest:
    """Laws 27, 36: ``claimant`` claims ``tricks`` of the tricks still to play for his side.
    ``accepted``: the adversaries admit it (all hands thrown down, law 27: the result is
    established); otherwise play goes on and the claimant's partner's cards are laid on
    the table, liable to be called (law 36)."""

    claimant: Seat
    tricks: int
    accepted: bool


@dataclass(frozen=True, slots=True)
class RecordWrongCards:
    """(e) I-III: a player found with more or less than thirteen cards."""

    found: Found
    tables: int
    short: Seat | None = None
    long: Seat | None = None


@dataclass(frozen=True, slots=True)
class RecordWrongTrump:
    """(e) III: in the overplay ``turned`` was turned as trump, not the card on the slip."""

    turned: Card
    at_fault: Seat
    tables: int


@dataclass(frozen=True, slots=True)
class RecordScore:
    """The scores of the deal are recorded: after this no revoke may be claimed ((g))."""


@dataclass(frozen=True, slots=True)
class DeclareTrump:
    """Bridge Whist (seed 000): ``seat`` declares ``suit`` trumps, or ``None``: *sans atout*
    (grand). "the dealer has the option of declaring what suit shall be trump, or whether
    the hands shall be played *sans atout* ... Or the dealer may pass this option on to his
    partner, who must then name a trump or declare to play *sans atout*." By the partner
    before the option is passed to him: "a new deal must be had"."""

    seat: Seat
    suit: Suit | None


@dataclass(frozen=True, slots=True)
class PassDeclaration:
    """Bridge Whist: the dealer passes the option of declaring to his partner; by the
    partner, he refuses to name a trump: "In case both the dealer and his partner refuse to
    name a trump, the hand must be played *sans atout*" (and no doubling is allowed)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Double:
    """Bridge Whist: "the adversary at the dealer's left has the privilege of *doubling*, or
    may pass the option to his partner": each trick over six counts double."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class PassDouble:
    """Bridge Whist: the player with the option to double (or re-double) passes it to his
    partner, who must then double (re-double) or say play."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Redouble:
    """Bridge Whist: "the player who originally declared the trump may *re-double*" and
    "this redoubling is continued until one or the other sides declares to *play*, the value
    of each trick being multiplied by two at each re-double"."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class DeclarePlay:
    """Bridge Whist: the side with the option to double or re-double "declares to *play*":
    the doubling ends and the player on the dealer's left leads."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ClaimChicane:
    """Bridge Whist: ``seat`` claims chicane (he holds no trumps). "Chicane must be claimed
    only after the hand is played out. If declared before all the cards are played, it can
    not be scored." """

    seat: Seat


@dataclass(frozen=True, slots=True)
class DummySuggests:
    """Bridge Whist: the dummy suggests or hints ``card`` to the dealer. "He can not make
    any suggestion, or hint what card he shall play, under penalty of such card being
    called" (by the right-hand adversary of its holder, as any card liable to be called)."""

    card: Card


Action = (
    PlayCard
    | QuitTrick
    | CorrectRenounce
    | WithdrawCard
    | ClaimRevoke
    | AskRenounce
    | NameTrump
    | ChoosePenalty
    | TakeBackFalseLead
    | ExposeCard
    | LeadAhead
    | CallCard
    | TrumpLeftOnTray
    | TrumpCardNamed
    | CallAttention
    | SeeQuittedTrick
    | ClaimRest
    | RecordWrongCards
    | RecordWrongTrump
    | RecordScore
    | DeclareTrump
    | PassDeclaration
    | Double
    | PassDouble
    | Redouble
    | DeclarePlay
    | ClaimChicane
    | DummySuggests
)
