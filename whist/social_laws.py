"""The laws' variations of the social games of seed 000, as actions of the card play.

:class:`whist.social_play.SocialPlay` keeps these frozen actions in its history beside
the cards played, and refuses one the game's laws do not allow with the book's words.
Each game's :class:`Laws` says, from its chapter, how a revoke is penalised, whether a
hand played by another (a Dummy, Mort, a Double Dummy's Dummy) is liable for one,
whether an exposed card may be called, what a lead from the wrong hand costs, and what a
misdeal does to the deal.

Who may call a penalty: "Cards Liable to be Called ... by either adversary" (law 20); a
revoke is claimed by "the claimants" of the other side (law 32). A side of one player
with a Dummy or Mort speaks through its player: "Dummy being blind and deaf" (Dummy
Whist), a claim or a call in the name of a dead hand is refused.

Readings chosen where a chapter is silent:

- Mort: "The rules for revoke are the same as in Dummy Whist": Mort is not liable for a
  revoke. The book gives Mort no rule for exposed cards nor for a lead from the wrong
  hand; we take Dummy Whist's, the Live player being, like Dummy's partner, the one
  player of his side ("there is no advantage to be gained by its partner"): his exposed
  card is not liable, a card he leads from the wrong hand may be called.
- Double Dummy: "The laws and rules are the same as for Dummy Whist, except there is no
  misdeal ... There is no penalty for revoke, exposed cards, etc.": a revoke claim, an
  exposed card, a call, a lead from the wrong hand (read among the "etc.") and a misdeal
  are refused; a renounce may still be corrected before its trick is quitted.
- A trick is "turned and quitted" (law 28) when the next card is led or the hand is
  over: until then a renounce in it may be corrected, and it is no revoke yet.
- The adversaries of a Mort revoke choose their penalty once the hand is played out:
  "it is not permissible to take *all* the tricks belonging to the revoking side. At
  least one trick must be left them", which only the played-out hand tells.
- Three-handed Whist: the player who claims a revoke takes its tricks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from whist.cards import Card

# -- the actions --------------------------------------------------------------------


@dataclass(frozen=True)
class ClaimRevoke:
    """Law 32: ``claimant`` (a player) claims that hand number ``hand`` revoked in trick
    ``trick`` (1-based)."""

    claimant: str
    hand: int
    trick: int


MortPenalty = Literal["add", "deduct", "tricks"]
MORT_PENALTIES: tuple[MortPenalty, ...] = ("add", "deduct", "tricks")


@dataclass(frozen=True)
class ChoosePenalty:
    """Mort: the adversaries' option for the revoke claimed ``claim`` (1-based, in order
    of the claims): "the adding of three points to opponents' score, or the taking of
    three points from the score of the revoking side, or the transfer of three tricks"."""

    chooser: str
    claim: int
    penalty: MortPenalty


@dataclass(frozen=True)
class CorrectRenounce:
    """Law 28: hand ``hand`` takes back its renounce in error, before the trick is turned
    and quitted, and plays ``card`` of the suit led instead (law 29: the card taken back
    is liable to be called, where the game makes exposed cards liable). ``ace_high``: a
    Nullo ace so played is announced above the king (see :class:`WithdrawCard`)."""

    hand: int
    card: Card
    ace_high: bool = False


@dataclass(frozen=True)
class WithdrawCard:
    """Law 29: "Any player or players who have played after him may withdraw their cards
    and substitute others; the cards so withdrawn are not liable to be called": hand
    ``hand``, which played after a renounce corrected in the same trick, plays ``card``
    instead of its card, which goes back to the hand.

    ``ace_high``: Cayenne's Nullo ace announced above the king as it is substituted. The
    book: "the Ace of each suit ranks lower than the Deuce ... unless the player holding
    it desires it to rank above the King. If he thus desires, he must so announce as he
    plays it, and before the next player has played to the trick" (seed 000, Cayenne).
    Reading chosen: a card substituted under law 29 is played afresh, so its holder
    announces the ace high, or not, as he substitutes it, and the players after him may
    still withdraw their own cards in turn (law 29); a card withdrawn goes back to the
    hand with no announcement, and an ace withdrawn is low or high anew when it is next
    played. The same holds for the card of the suit led that corrects a renounce (law
    28)."""

    hand: int
    card: Card
    ace_high: bool = False


@dataclass(frozen=True)
class ExposeCard:
    """Law 20 I: ``card`` of hand ``hand`` faced upon the table otherwise than in play."""

    hand: int
    card: Card


@dataclass(frozen=True)
class CallCard:
    """Law 21: ``caller`` calls the liable ``card`` of hand ``hand``, at its turn to play."""

    caller: str
    hand: int
    card: Card


@dataclass(frozen=True)
class LeadFromWrongHand:
    """Dummy Whist: "If, however, Dummy's partner lead from the wrong hand, the card led
    may be called": ``card`` led from hand ``hand`` when the lead was with the other hand
    of the same player. The card goes back to its hand, liable to be called."""

    hand: int
    card: Card


@dataclass(frozen=True)
class ExchangeHand:
    """Humbug: ``player`` exchanges his hand "for the hand on the table at his right,
    discarding his original hand altogether", before play starts."""

    player: str


@dataclass(frozen=True)
class KeepHand:
    """Humbug: ``player`` "is satisfied to play with them, so announces": he "must not
    examine the other hand dealt him", and may no longer exchange."""

    player: str


@dataclass(frozen=True)
class Misdeal:
    """Law 17: the deal is found a misdeal before all have played to the first trick; the
    hand is void and dealt again (by whom: :attr:`Laws.misdeal`)."""


LawAction = (
    ClaimRevoke
    | ChoosePenalty
    | CorrectRenounce
    | WithdrawCard
    | ExposeCard
    | CallCard
    | LeadFromWrongHand
    | ExchangeHand
    | KeepHand
    | Misdeal
)


@dataclass(frozen=True)
class RevokeClaimed:
    """A revoke established by a claim: the offending hand, its player, the trick, the
    claimant, and (Mort) the adversaries' choice of penalty."""

    hand: int
    player: str
    trick: int
    claimant: str
    penalty: MortPenalty | None = None


# -- each game's laws -----------------------------------------------------------------

DUMMY_NOT_LIABLE = (
    "Dummy is not liable for a revoke, as its cards are exposed to adversaries ... Should"
    " Dummy revoke, it can not be remedied after the trick is quitted, but the game must"
    " continue as if no revoke had occurred (seed 000, Dummy Whist)"
)
DOUBLE_DUMMY = "There is no penalty for revoke, exposed cards, etc. (seed 000, Double Dummy)"
PARTNER_NOT_LIABLE = (
    "Dummy's partner is not liable for an exposed card ... since Dummy being blind and"
    " deaf, there is no advantage to be gained by its partner (seed 000, Dummy Whist)"
)


@dataclass(frozen=True)
class Laws:
    """A game's variations of the laws of play, with the book's words.

    ``revoke``: ``tricks`` (transferred on the sheet), ``choice`` (Mort: the adversaries'
    option), ``forfeit`` (Thirteen and the Odd), ``none`` (Double Dummy).
    ``dead_hand_revoke``: why a hand played by another is not liable (None: it is).
    ``exposed``: why an exposed card is not liable to be called, for a side of one player
    with a dead hand, or for everyone (None: liable, law 20).
    ``wrong_hand``: why a card led from the wrong hand may not be called (None: it may).
    ``misdeal``: ``loses`` (the deal passes), ``keeps`` (the same dealer deals again) or
    ``none`` (there is no misdeal).
    """

    revoke: Literal["tricks", "choice", "forfeit", "none"]
    revoke_words: str
    dead_hand_revoke: str | None = None
    exposed: str | None = None
    exposed_for_all: bool = False
    wrong_hand: str | None = None
    misdeal: Literal["loses", "keeps", "none"] = "loses"
    misdeal_words: str = (
        "A misdeal loses the deal unless during the deal either of the adversaries touches"
        " a card, or in any other manner interrupts the dealer (law 17)"
    )


_WHIST = Laws("tricks", "The penalty for revoking is the transfer of two tricks (law 30)")
_KEEPS = "a misdeal does not lose the deal"

LAWS: dict[str, Laws] = {
    "whist-1893": _WHIST,
    "solo-whist": Laws(
        "tricks",
        "the side revoking can not win that hand ... then transfer three tricks to their"
        " adversaries (seed 000, Solo Whist)",
        misdeal="keeps",
        misdeal_words=f"{_KEEPS} (seed 000, Solo Whist)",
    ),
    "mort": Laws(
        "choice",
        "three points to opponents' score, or the taking of three points from the score of"
        " the revoking side, or the transfer of three tricks ... at the latter's option"
        " (seed 000, Mort)",
        dead_hand_revoke="The rules for revoke are the same as in Dummy Whist (seed 000, Mort): "
        + DUMMY_NOT_LIABLE,
        exposed="Mort is played as Dummy Whist: " + PARTNER_NOT_LIABLE,
        misdeal="keeps",
        misdeal_words="A misdeal does not lose the deal. The cards must be dealt over by the same"
        " dealer (seed 000, Mort)",
    ),
    "cayenne": Laws(
        "tricks",
        "three tricks' value (seed 000, Cayenne)",
        misdeal="keeps",
        misdeal_words="does not lose a deal. The same dealer must deal over (seed 000, Cayenne)",
    ),
    "dummy-whist": Laws(
        "tricks",
        "as in Whist (law 30)",
        dead_hand_revoke=DUMMY_NOT_LIABLE,
        exposed=PARTNER_NOT_LIABLE,
    ),
    "double-dummy": Laws(
        "none",
        DOUBLE_DUMMY,
        dead_hand_revoke=DOUBLE_DUMMY,
        exposed=DOUBLE_DUMMY,
        exposed_for_all=True,
        wrong_hand=DOUBLE_DUMMY + ": lead from the hand whose turn it is",
        misdeal="none",
        misdeal_words="there is no misdeal (seed 000, Double Dummy): the hand is played as dealt",
    ),
    "humbug": Laws("tricks", "Three tricks is the penalty for revoke (seed 000, Humbug)"),
    "three-handed-whist": _WHIST,
    "thirteen-and-the-odd": Laws(
        "forfeit",
        "A revoke forfeits the game if the trick is quitted before it is discovered"
        " (seed 000, Thirteen and the Odd)",
    ),
}


def laws_of(game: str) -> Laws:
    """The laws of play of the social game ``game`` (whist's where none are given)."""
    return LAWS.get(game, _WHIST)
