"""The card play of the social games of seed 000, card by card, for any number of hands.

The four-seat :class:`whist.Play` of duplicate whist keeps its laws; this module plays
the games of :mod:`whist.games.social_games` (Whist of 1893, Solo, Mort, Cayenne, Dummy,
Double Dummy, Humbug, Three-handed, Thirteen and the Odd), whose tables have two, three
or four hands, hands played by another (a Dummy, Mort, the Double Dummies), cards that
belong to no one (Three-handed's discards, Solo's 40th card for three, Thirteen and the
Odd's undealt cards, Humbug's blind hands) and, in Cayenne's Nullo, an ace low or high
at its holder's choice.

A :class:`Table` is the frozen set-up of a hand (dealt by the game's builder in
:mod:`whist.social_table`, e.g. :func:`deal_whist_1893`, from a shuffled pack, by the
game's :class:`DealRule`); :class:`SocialPlay` is the one mutable object, a history of
frozen actions (:class:`CardPlayed` and the laws' actions of :mod:`whist.social_laws`:
revoke claims, Mort's penalty, corrected renounces, exposed and called cards, a lead from
the wrong hand, Humbug's exchange, a misdeal) with :meth:`SocialPlay.undo`. As in the
four-seat engine a renounce (a card of another suit while holding the suit led, law 28)
is recorded, not refused: the adversaries may claim the revoke.

:meth:`SocialPlay.tally_record` gives the played hand as a record of ``whist tally``
(tricks in the form the game's score sheet reads them, revokes, exchanges), so a played
hand is scored by the same sheet as a hand entered as totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from whist.cards import Card, Rank
from whist.errors import IllegalPlayError
from whist.games import dealt_at_the_table as dealt_at_the_table  # its home now
from whist.games import find_game
from whist.games.cayenne import nullo_trick_winner
from whist.games.social import SocialGame, quantity
from whist.games.solo import Mode, thrown_up
from whist.seats import Seat
from whist.social_laws import (
    MORT_PENALTIES,
    CallCard,
    ChoosePenalty,
    ClaimRevoke,
    CorrectRenounce,
    ExchangeHand,
    ExposeCard,
    KeepHand,
    LawAction,
    LeadFromWrongHand,
    Misdeal,
    MortPenalty,
    RevokeClaimed,
    WithdrawCard,
    laws_of,
)
from whist.social_table import (
    DEALERS,
    CardPlayed,
    SocialTrick,
    Table,
    TableHand,
    deal_cayenne,
    deal_double_dummy,
    deal_dummy_whist,
    deal_humbug,
    deal_mort,
    deal_solo,
    deal_thirteen,
    deal_three_handed,
    deal_whist_1893,
)
from whist.tricks import PlayedCard

__all__ = [
    "DEALERS",
    "CardPlayed",
    "SocialAction",
    "SocialPlay",
    "SocialTrick",
    "Table",
    "TableHand",
    "deal_cayenne",
    "deal_double_dummy",
    "deal_dummy_whist",
    "deal_humbug",
    "deal_mort",
    "deal_solo",
    "deal_thirteen",
    "deal_three_handed",
    "deal_whist_1893",
    "dealt_at_the_table",
    "social_play",
]

SocialAction = CardPlayed | LawAction
"""Everything done at a social game's table, in its history."""

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


class SocialPlay:
    """The play of one hand of a social game: the history of its actions (cards played and
    the laws' actions of :mod:`whist.social_laws`), undoable; the state is always a
    function of the history."""

    def __init__(self, game: SocialGame, table: Table) -> None:
        if table.game != game.name:
            raise ValueError(f"a table of {table.game} is not a hand of {game.name}")
        self.game = game
        self.table = table
        self.laws = laws_of(game.name)
        self.history: list[SocialAction] = []
        self._rebuild()

    # -- state, always a function of the history ------------------------------------

    def _rebuild(self) -> None:
        self._held = [list(h.cards) for h in self.table.hands]
        self._tricks: list[SocialTrick] = []
        self._current: list[CardPlayed] = []
        self._renounces: list[CardPlayed] = []
        self._next = self.table.leader
        self._claims: list[RevokeClaimed] = []
        self._liable: dict[int, list[Card]] = {}
        self._called: dict[int, Card] = {}
        self._exchanged: list[str] = []
        self._kept: set[str] = set()
        self._ended: str | None = None
        #: law 29: (the trick, the place in it) of the renounce last corrected
        self._corrected: tuple[int, int] | None = None
        self.misdealt = False
        for action in self.history:
            self._apply(action)

    def _apply(self, action: SocialAction) -> None:
        """Apply one action, or raise :class:`IllegalPlayError` before changing anything."""
        if isinstance(action, CardPlayed):
            self._apply_card(action)
        elif isinstance(action, ClaimRevoke):
            self._claim(action)
        elif isinstance(action, ChoosePenalty):
            self._choose(action)
        elif isinstance(action, CorrectRenounce):
            self._correct(action)
        elif isinstance(action, WithdrawCard):
            self._withdraw(action)
        elif isinstance(action, ExposeCard):
            self._expose(action)
        elif isinstance(action, CallCard):
            self._call(action)
        elif isinstance(action, LeadFromWrongHand):
            self._wrong_hand(action)
        elif isinstance(action, (ExchangeHand, KeepHand)):
            self._announce(action)
        else:
            self._misdeal()

    def act(self, action: SocialAction) -> SocialAction:
        """Do ``action`` and keep it in the history; a refused action changes nothing."""
        try:
            self._apply(action)
        except IllegalPlayError:
            self._rebuild()
            raise
        self.history.append(action)
        return action

    def _apply_card(self, action: CardPlayed) -> None:
        self._refuse_when_over()
        hand, card = action.hand, action.card
        name = self.table.hands[hand].name
        if hand != self._next:
            raise IllegalPlayError(
                f"it is {self.table.hands[self._next].name}'s turn, not {name}'s"
            )
        if card not in self._held[hand]:
            # the message may reach a table's page: it never names the cards held
            raise IllegalPlayError(f"{card} is not in {name}'s hand")
        self._check_announced(card, action.ace_high)
        called = self._called.get(hand)
        if called is not None and card != called:
            raise IllegalPlayError(
                f"{called} of {name} was called: {name} must play it (law 21: 'A player must"
                " lead or play them when they are called')"
            )
        if self._current and card not in self._follows():
            self._renounces.append(action)
        self._held[hand].remove(card)
        if card in self._liable.get(hand, []):
            self._liable[hand].remove(card)  # "if he can get rid of it ... no penalty remains"
        self._called.pop(hand, None)
        self._current.append(action)
        if len(self._current) == len(self.table.hands):
            self._close_trick()
        else:
            self._next = (hand + 1) % len(self.table.hands)

    def _check_announced(self, card: Card, ace_high: bool) -> None:
        """Refuse "high" on any card but a Nullo ace: "the Ace of each suit ranks lower
        than the Deuce ... unless the player holding it desires it to rank above the
        King" (seed 000, Cayenne)."""
        if ace_high and not (self.table.nullo and card.rank is Rank.ACE):
            raise IllegalPlayError("only an ace in Nullo may be announced high (seed 000, Cayenne)")

    def _close_trick(self) -> None:
        offset = self._winner(self._current)
        winner = self._current[offset].hand
        self._tricks.append(SocialTrick(len(self._tricks) + 1, tuple(self._current), winner))
        self._current = []
        self._next = winner
        self._called.clear()  # "The call may be repeated at each trick"

    def _winner(self, plays: Sequence[CardPlayed]) -> int:
        """The trick's winner: in Nullo the highest of the suit led, an ace low unless
        announced high (:func:`whist.games.cayenne.nullo_trick_winner`); else the game's
        rule (highest trump, else highest of the suit led)."""
        if self.table.nullo:
            high = [i for i, p in enumerate(plays) if p.ace_high]
            return nullo_trick_winner([p.card for p in plays], high)
        trick = [PlayedCard(_SEATS[i], p.card) for i, p in enumerate(plays)]
        return self.game.trick_winner(trick, self.table.trump, len(self._tricks) + 1)

    def _follows(self) -> tuple[Card, ...]:
        """The cards of the hand to play that follow suit (law 28), before any call."""
        trick = [PlayedCard(_SEATS[i], p.card) for i, p in enumerate(self._current)]
        return self.game.lawful_plays(
            self._held[self._next], trick, self.table.trump, len(self._tricks) + 1
        )

    # -- reading ----------------------------------------------------------------------

    @property
    def ended(self) -> str | None:
        """Why play stopped before the last card, or None: a forfeit, a misdeal, or Solo's
        "If the lone player in Misere or Open Misere takes a trick, or in Declared
        Abundance loses one, the hands are thrown up"."""
        if self._ended is not None:
            return self._ended
        mode = self.table.mode
        if mode is None or not self._tricks:
            return None
        taken = sum(1 for t in self._tricks if self.table.hands[t.winner].side == "bidder")
        if thrown_up(mode, taken, len(self._tricks)):
            what = "took a trick" if mode.misere else "lost a trick"
            return f"the lone player {what} in {mode.title}: the hands are thrown up"
        return None

    def _refuse_when_over(self) -> None:
        if self.ended is not None:
            raise IllegalPlayError(f"play is over: {self.ended}")
        if not any(self._held):
            raise IllegalPlayError("every card has been played: the hand is over")

    @property
    def finished(self) -> bool:
        return self.ended is not None or not any(self._held)

    @property
    def to_play(self) -> int | None:
        """The hand whose turn it is (its player plays it), or None when all is played."""
        return None if self.finished else self._next

    def held(self, hand: int) -> tuple[Card, ...]:
        return tuple(self._held[hand])

    @property
    def current(self) -> tuple[CardPlayed, ...]:
        return tuple(self._current)

    @property
    def tricks(self) -> tuple[SocialTrick, ...]:
        return tuple(self._tricks)

    @property
    def renounces(self) -> tuple[CardPlayed, ...]:
        """Cards played to another suit while the hand held the suit led (law 28)."""
        return tuple(self._renounces)

    @property
    def revokes(self) -> tuple[RevokeClaimed, ...]:
        """The revokes claimed and established, in order of the claims."""
        return tuple(self._claims)

    def liable(self, hand: int) -> tuple[Card, ...]:
        """The cards of ``hand`` liable to be called (law 20), face up on the table."""
        return tuple(self._liable.get(hand, ()))

    def called(self, hand: int) -> Card | None:
        """The card of ``hand`` called for this trick (law 21), if any."""
        return self._called.get(hand)

    @property
    def exchanged(self) -> tuple[str, ...]:
        """Humbug: the players who took the hand on their right."""
        return tuple(self._exchanged)

    def exposed(self, hand: int) -> bool:
        """Whether the hand lies face up: a Dummy or Mort from the deal on; the lone
        player's in Open Misère once the first trick is played."""
        if self.table.hands[hand].exposed:
            return True
        spread = self.table.spread
        return spread is not None and spread[0] == hand and len(self._tricks) >= spread[1]

    def sheet_tricks(self) -> int | dict[str, int]:
        """The tricks as the game's tally record writes them: Solo's, the bidder's side's
        tricks; every other game's, tricks by side (:meth:`tricks_by_side`)."""
        by_side = self.tricks_by_side()
        if self.table.game == "solo-whist" and "bidder" in by_side:
            return by_side["bidder"]
        return by_side

    def lawful(self) -> tuple[Card, ...]:
        """The cards the hand to play may lawfully play: "the following of suit is
        obligatory" (seed 000, Whist); a card called, when it follows (law 21)."""
        if self.finished:
            return ()
        follows = self._follows()
        called = self._called.get(self._next)
        return (called,) if called in follows else follows

    def tricks_by_side(self) -> dict[str, int]:
        """Tricks taken so far by each side, keyed as the game's score sheet names the
        sides (``A-C``, ``A-Mort``, ``A``), in table order of the sides."""
        out = {side: 0 for side in self.table.sides}
        for trick in self._tricks:
            out[self.table.hands[trick.winner].side] += 1
        return out

    # -- acting -----------------------------------------------------------------------

    def play(self, card: Card, *, ace_high: bool = False) -> CardPlayed:
        """The hand to play plays ``card``; a renounce is recorded, not refused."""
        self._refuse_when_over()
        action = CardPlayed(self._next, card, ace_high)
        self.act(action)
        return action

    def undo(self) -> SocialAction:
        """Take back the last action."""
        if not self.history:
            raise IllegalPlayError("nothing has been done: nothing to undo")
        action = self.history.pop()
        self._rebuild()
        return action

    def claim_revoke(self, claimant: str, hand: int, trick: int) -> RevokeClaimed:
        self.act(ClaimRevoke(claimant, hand, trick))
        return self._claims[-1]

    def choose_penalty(self, chooser: str, claim: int, penalty: MortPenalty) -> None:
        self.act(ChoosePenalty(chooser, claim, penalty))

    def correct_renounce(self, hand: int, card: Card, *, ace_high: bool = False) -> None:
        self.act(CorrectRenounce(hand, card, ace_high))

    def withdraw_card(self, hand: int, card: Card, *, ace_high: bool = False) -> None:
        self.act(WithdrawCard(hand, card, ace_high))

    def expose_card(self, hand: int, card: Card) -> None:
        self.act(ExposeCard(hand, card))

    def call_card(self, caller: str, hand: int, card: Card) -> None:
        self.act(CallCard(caller, hand, card))

    def lead_from_wrong_hand(self, hand: int, card: Card) -> None:
        self.act(LeadFromWrongHand(hand, card))

    def exchange_hand(self, player: str) -> None:
        self.act(ExchangeHand(player))

    def keep_hand(self, player: str) -> None:
        self.act(KeepHand(player))

    def misdeal(self) -> None:
        self.act(Misdeal())

    # -- the laws' actions, checked -----------------------------------------------------

    def _hand(self, hand: int) -> TableHand:
        if not 0 <= hand < len(self.table.hands):
            names = ", ".join(f"{i} {h.name}" for i, h in enumerate(self.table.hands))
            raise IllegalPlayError(f"there is no hand {hand}: the hands are {names}")
        return self.table.hands[hand]

    def _side_of(self, player: str, what: str) -> str:
        """The side of ``player``, who speaks for it: a dead hand cannot."""
        own = [h for h in self.table.hands if h.player == player and h.name == player]
        if own:
            return own[0].side
        dead = [h for h in self.table.hands if h.name == player]
        if dead:
            raise IllegalPlayError(
                f"{player} is blind and deaf and {what} nothing: {dead[0].player} speaks for"
                " the side (seed 000, Dummy Whist)"
            )
        players = ", ".join(dict.fromkeys(h.player for h in self.table.hands))
        raise IllegalPlayError(f"{player!r} is not a player at this table: {players}")

    def _adversary(self, player: str, hand: int, what: str) -> None:
        """Penalties are "called by either adversary" (law 20); claims by "the claimants"
        of the other side (law 32)."""
        offender = self._hand(hand)
        if self._side_of(player, what) == offender.side:
            raise IllegalPlayError(
                f"{player} plays for {offender.side}, {offender.name}'s side: only an"
                f" adversary {what} a penalty (law 20: 'by either adversary')"
            )

    def _claim(self, action: ClaimRevoke) -> None:
        laws = self.laws
        self._refuse_when_over_but_last_trick()
        if laws.revoke == "none":
            raise IllegalPlayError(laws.revoke_words)
        offender = self._hand(action.hand)
        self._adversary(action.claimant, action.hand, "claims")
        if not 1 <= action.trick <= len(self._tricks):
            raise IllegalPlayError(
                f"trick {action.trick} has not been played: {quantity(len(self._tricks), 'trick')}"
                " played so far"
            )
        trick = self._tricks[action.trick - 1]
        play = next(p for p in trick.plays if p.hand == action.hand)
        if play not in self._renounces:
            raise IllegalPlayError(
                f"{offender.name} did not renounce in trick {action.trick}: {play.card} was"
                " played holding none of the suit led, or following it"
                if play.card.suit is not trick.plays[0].card.suit
                else f"{offender.name} followed suit in trick {action.trick} ({play.card})"
            )
        if offender.player != offender.name and laws.dead_hand_revoke is not None:
            raise IllegalPlayError(laws.dead_hand_revoke)
        if action.trick == len(self._tricks) and not self._current and any(self._held):
            raise IllegalPlayError(
                f"trick {action.trick} is not yet quitted: {offender.name} may still correct"
                " the renounce (law 28); a revoke is 'a renounce in error not corrected in time'"
            )
        if any(c.hand == action.hand and c.trick == action.trick for c in self._claims):
            raise IllegalPlayError(
                f"the revoke of {offender.name} in trick {action.trick} is claimed"
            )
        self._claims.append(
            RevokeClaimed(action.hand, offender.player, action.trick, action.claimant)
        )
        if laws.revoke == "forfeit":
            self._ended = f"{offender.player} revoked and forfeits the game to {action.claimant}"

    def _choose(self, action: ChoosePenalty) -> None:
        if self.laws.revoke != "choice":
            raise IllegalPlayError(
                f"the penalty of a revoke in {self.game.title} is not chosen: {self.laws.revoke_words}"
            )
        if not 1 <= action.claim <= len(self._claims):
            raise IllegalPlayError(
                f"there is no revoke claimed number {action.claim}:"
                f" {quantity(len(self._claims), 'revoke')} claimed"
            )
        claim = self._claims[action.claim - 1]
        self._adversary(action.chooser, claim.hand, "chooses")
        if claim.penalty is not None:
            raise IllegalPlayError(
                f"the adversaries chose {claim.penalty} for this revoke: 'Neither is it"
                " permissible to divide the penalty' (seed 000, Mort)"
            )
        if action.penalty not in MORT_PENALTIES:
            raise IllegalPlayError(
                f"{action.penalty!r}: choose add (three points to you), deduct (three points"
                " taken from them) or tricks (three tricks to you)"
            )
        if any(self._held):
            raise IllegalPlayError(
                "the penalty is chosen when the hand is played out ('At least one trick must"
                " be left them', seed 000, Mort): finish the hand first"
            )
        side = self.table.hands[claim.hand].side
        if action.penalty == "tricks" and self.tricks_by_side()[side] <= 1:
            raise IllegalPlayError(
                f"{side} took {quantity(self.tricks_by_side()[side], 'trick')}: 'it is not"
                " permissible to take all the tricks belonging to the revoking side. At least"
                " one trick must be left them' (seed 000, Mort): choose add or deduct"
            )
        self._claims[action.claim - 1] = replace(claim, penalty=action.penalty)

    def _correct(self, action: CorrectRenounce) -> None:
        self._refuse_when_over_but_last_trick()
        name = self._hand(action.hand).name
        plays = (
            self._current
            if self._current
            else (list(self._tricks[-1].plays) if self._tricks else [])
        )
        mine = [i for i, p in enumerate(plays) if p.hand == action.hand]
        if not mine or plays[mine[0]] not in self._renounces:
            raise IllegalPlayError(
                f"{name} has no renounce to correct in the trick on the table (law 28: only"
                " before the trick has been turned and quitted)"
            )
        at = mine[0]
        wrong = plays[at]
        led = plays[0].card.suit
        if action.card not in self._held[action.hand] or action.card.suit is not led:
            raise IllegalPlayError(
                f"{name} corrects with a card of the suit led ({led.name.lower() if led else led}) from"
                f" the hand: {action.card} is not one"
            )
        self._check_announced(action.card, action.ace_high)
        fixed = CardPlayed(action.hand, action.card, action.ace_high)
        self._renounces.remove(wrong)
        self._held[action.hand].remove(action.card)
        self._held[action.hand].append(wrong.card)
        hand = self.table.hands[action.hand]
        if self._liable_for_exposed(hand):
            self._liable.setdefault(action.hand, []).append(wrong.card)  # law 29
        self._corrected = (len(self._tricks) + (1 if self._current else 0), at)
        self._replace_play(at, fixed)

    def _trick_on_table(self) -> tuple[int, list[CardPlayed]]:
        """The trick not yet quitted (its number and plays): the one being played, or the
        last one complete while no card of the next is played."""
        if self._current:
            return len(self._tricks) + 1, self._current
        return len(self._tricks), list(self._tricks[-1].plays) if self._tricks else []

    def _replace_play(self, at: int, card: CardPlayed) -> None:
        """The card at place ``at`` of the trick on the table replaced by ``card`` (its
        winner reckoned again when the trick was complete)."""
        if self._current:
            self._current[at] = card
        else:
            plays = list(self._tricks.pop().plays)
            self._current = [*plays[:at], card, *plays[at + 1 :]]
            self._close_trick()

    def _withdraw(self, action: WithdrawCard) -> None:
        """Law 29: a player who played after the corrected renounce takes back his card
        and plays another; the card withdrawn is not liable to be called. The card put in
        its place is judged afresh: a renounce if it does not follow suit when it could."""
        self._refuse_when_over_but_last_trick()
        name = self._hand(action.hand).name
        number, plays = self._trick_on_table()
        mine = [i for i, p in enumerate(plays) if p.hand == action.hand]
        corrected = self._corrected
        if corrected is None or corrected[0] != number or not mine or mine[0] <= corrected[1]:
            raise IllegalPlayError(
                f"{name} may not withdraw his card: only a player who played after a"
                " renounce corrected in the trick on the table may (law 29)"
            )
        at = mine[0]
        old = plays[at]
        if action.card == old.card or action.card not in self._held[action.hand]:
            raise IllegalPlayError(f"{action.card} is not in {name}'s hand")
        if old in self._renounces:
            self._renounces.remove(old)
        self._check_announced(action.card, action.ace_high)
        held = self._held[action.hand]
        held.remove(action.card)
        held.append(old.card)
        # the substitute is played afresh: a Nullo ace low, or high when so announced
        new = CardPlayed(action.hand, action.card, action.ace_high)
        led = plays[0].card.suit if at else None
        if led is not None and action.card.suit is not led and any(c.suit is led for c in held):
            self._renounces.append(new)
        self._replace_play(at, new)

    def _refuse_when_over_but_last_trick(self) -> None:
        if self._ended is not None:
            raise IllegalPlayError(f"play is over: {self._ended}")

    def _liable_for_exposed(self, hand: TableHand) -> bool:
        if self.laws.exposed is None:
            return True
        if self.laws.exposed_for_all:
            return False
        return not any(h.player == hand.player and h.name != h.player for h in self.table.hands)

    def _expose(self, action: ExposeCard) -> None:
        self._refuse_when_over()
        hand = self._hand(action.hand)
        if self.exposed(action.hand):
            raise IllegalPlayError(f"{hand.name}'s cards lie face up: no card of it is exposed")
        if action.card not in self._held[action.hand]:
            raise IllegalPlayError(f"{action.card} is not in {hand.name}'s hand")
        if not self._liable_for_exposed(hand):
            raise IllegalPlayError(
                f"{hand.name} is not liable for an exposed card: {self.laws.exposed}; play on"
            )
        if action.card in self._liable.get(action.hand, []):
            raise IllegalPlayError(f"{action.card} of {hand.name} is already liable to be called")
        self._liable.setdefault(action.hand, []).append(action.card)

    def _call(self, action: CallCard) -> None:
        self._refuse_when_over()
        hand = self._hand(action.hand)
        if self.laws.exposed_for_all:
            raise IllegalPlayError(self.laws.exposed or "there is no penalty for exposed cards")
        self._adversary(action.caller, action.hand, "calls")
        if action.card not in self._liable.get(action.hand, []):
            liable = " ".join(str(c) for c in self._liable.get(action.hand, [])) or "none"
            raise IllegalPlayError(
                f"{action.card} of {hand.name} is not liable to be called (liable: {liable})"
            )
        if self._next != action.hand:
            raise IllegalPlayError(
                f"it is {self.table.hands[self._next].name}'s turn: call {action.card} when"
                f" {hand.name} is to play"
            )
        if action.card not in self._follows():
            raise IllegalPlayError(
                f"{hand.name} cannot play {action.card} without revoking: the call waits"
                " (law 21: 'providing he can do so without revoking')"
            )
        self._called[action.hand] = action.card

    def _wrong_hand(self, action: LeadFromWrongHand) -> None:
        self._refuse_when_over()
        hand = self._hand(action.hand)
        right = self.table.hands[self._next]
        if self._current:
            raise IllegalPlayError(
                f"the trick is led: the book gives a penalty only for a lead from the wrong"
                f" hand; play from {right.name}'s"
            )
        if action.hand == self._next or hand.player != right.player:
            raise IllegalPlayError(
                f"{hand.name} is not the other hand of {right.player}, who leads from"
                f" {right.name}'s: only a player with two hands leads from the wrong hand"
            )
        if self.laws.wrong_hand is not None:
            raise IllegalPlayError(self.laws.wrong_hand)
        if action.card not in self._held[action.hand]:
            raise IllegalPlayError(f"{action.card} is not in {hand.name}'s hand")
        # "If, however, Dummy's partner lead from the wrong hand, the card led may be called"
        if action.card not in self._liable.get(action.hand, []):
            self._liable.setdefault(action.hand, []).append(action.card)

    def _announce(self, action: ExchangeHand | KeepHand) -> None:
        what = "exchange" if isinstance(action, ExchangeHand) else "keep"
        if not self.table.exchange:
            raise IllegalPlayError(
                f"no hand is exchanged in {self.game.title}: only in Humbug may a player"
                " exchange his hand for the one on his right"
            )
        players = [h.player for h in self.table.hands]
        if action.player not in players:
            raise IllegalPlayError(f"{action.player!r} is not a player: {', '.join(players)}")
        if self._tricks or self._current:
            raise IllegalPlayError(
                f"play has started: {action.player} may {what} his hand only before the lead"
            )
        i = players.index(action.player)
        if action.player in self._exchanged or not self.table.exchange[i]:
            raise IllegalPlayError(f"{action.player} has exchanged his hand already")
        if action.player in self._kept:
            raise IllegalPlayError(
                f"{action.player} announced he plays his original hand: 'he must not examine"
                " the other hand dealt him' (seed 000, Humbug)"
            )
        if isinstance(action, KeepHand):
            self._kept.add(action.player)
            return
        self._held[i] = list(self.table.exchange[i])
        self._exchanged.append(action.player)

    def _misdeal(self) -> None:
        if self.laws.misdeal == "none":
            raise IllegalPlayError(self.laws.misdeal_words)
        self._refuse_when_over()
        if self._tricks:
            raise IllegalPlayError(
                "all have played to the first trick: the deal stands (law 17 IV: 'discovered"
                " before all have played to the first trick')"
            )
        self.misdealt = True
        who = "the same dealer deals again" if self.laws.misdeal == "keeps" else "the deal passes"
        self._ended = f"a misdeal: {who} ({self.laws.misdeal_words})"

    # -- the tally record ---------------------------------------------------------------

    def tally_record(self, **given: Any) -> dict[str, Any]:
        """The played hand as a record of ``whist tally`` (docs/tally.md): its tricks and
        revokes (Mort's with the adversaries' penalty, Thirteen and the Odd's forfeit),
        Humbug's exchanges, Solo's Grand's last trick; ``given`` adds what the play does
        not know (the dealer, Solo's bids and named trump)."""
        if self.misdealt:
            raise IllegalPlayError("a misdealt hand is not scored: deal again")
        if not self.finished:
            raise IllegalPlayError("the hand is not played out: a record is of a finished hand")
        record: dict[str, Any] = dict(given)
        game = self.table.game
        claims = self._claims
        if game == "solo-whist" and self.table.mode is Mode.GRAND:
            record["last_trick"] = self.table.hands[self._tricks[-1].winner].player
            return record
        record["tricks"] = self.sheet_tricks()
        if game == "thirteen-and-the-odd":
            if claims:
                record["revoke"] = claims[0].player
            return record
        if game == "humbug" and self._exchanged:
            record["exchanged"] = list(self._exchanged)
        if not claims:
            return record
        if game == "mort":
            missing = [c for c in claims if c.penalty is None]
            if missing:
                raise IllegalPlayError(
                    f"the adversaries have not chosen the penalty of {missing[0].player}'s"
                    " revoke: add, deduct or tricks (seed 000, Mort)"
                )
            record["revokes"] = [{"by": c.player, "penalty": c.penalty} for c in claims]
        elif game == "three-handed-whist":
            record["revokes"] = [{"by": c.player, "to": c.claimant} for c in claims]
        else:
            record["revokes"] = [c.player for c in claims]
        return record


def social_play(table: Table) -> SocialPlay:
    """A play of ``table`` by its game from the registry."""
    game = find_game(table.game)
    if not isinstance(game, SocialGame):
        raise ValueError(f"{table.game} is not a social game: use whist.Play")
    return SocialPlay(game, table)
