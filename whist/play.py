"""The play of one deal: a mutable game object with a history.

State is never edited in place: every change is an *action* appended to
:attr:`Play.actions` and applied by one function, so :meth:`Play.undo` is "drop the
last action and apply the rest again", and a table's state can be rebuilt from the
kiosk's append-only log the same way.

Legality comes in layers (docs/architecture.md, convention 2):

- :meth:`Play.lawful_plays` -- the cards the player to play may play without renouncing;
- :meth:`Play.is_lawful` -- one card;
- :meth:`Play.play` -- validates and applies. A card the player does not hold, or a
  finished deal, is refused (:class:`~whist.errors.IllegalPlayError`); a renounce is
  *recorded*, not refused: the players did it, and the laws decide what follows
  (law 28; Laws of Duplicate Whist (g)). So is a lead or play out of turn (laws 24-26).

The laws (seed 000: Laws of Whist 1893 §13-39 as modified by the Laws of Duplicate Whist
1897 (a)-(i); seed 001: Dana's laws of Bishops whist), one action each:

- renounce, correction, withdrawal, revoke claim, the partner's question: laws 28-30,
  32, (g) -- :meth:`Play.correct_renounce`, :meth:`Play.withdraw_card`,
  :meth:`Play.claim_revoke`, :meth:`Play.ask_renounce`;
- lead out of turn (law 24, (i)): :meth:`Play.play` with a seat not to lead, then
  :meth:`Play.take_back_false_lead` and a suit called with :meth:`Play.choose_penalty`;
- play out of turn (laws 25, 26), calling attention to the trick (law 35), and law 38
  (a call not complied with is a revoke);
- cards liable to be called (laws 20-22, (h)): :meth:`Play.expose_card`,
  :meth:`Play.lead_ahead`, :meth:`Play.call_card`; in Bishops whist every such card is
  an exposed card, two points (Dana, "Exposed cards" I-V). Law 23 (a card played before
  the adversaries decide to call) has no case left under (h): the right-hand adversary
  decides by playing, or, when the holder leads, by the time the trick is quitted;
- a trick seen again (law 37): :meth:`Play.see_quitted_trick`, the penalty of law 24;
- the trump card (law 18, (d)): :meth:`Play.trump_left_on_tray`,
  :meth:`Play.trump_card_named`;
- claims (laws 27, 36): :meth:`Play.claim`;
- wrong number of cards and wrong trump ((e) I-III): :meth:`Play.record_wrong_cards`,
  :meth:`Play.record_wrong_trump`.

The engine knows all four hands, so it detects renounces and failures to comply itself.
What the table is told, and when, is the kiosk's business.

The module is the play object and the one dispatcher; the actions are in
:mod:`whist.actions` (re-exported here), the state in :mod:`whist.play_state`, and the
law that applies each action in :mod:`whist.laws` (one module per group of laws).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from whist.actions import (
    Action,
    AskRenounce,
    CallAttention,
    CallCard,
    ChoosePenalty,
    ClaimChicane,
    ClaimRest,
    ClaimRevoke,
    CorrectRenounce,
    DeclarePlay,
    DeclareTrump,
    Double,
    ExposeCard,
    LeadAhead,
    NameTrump,
    PassDeclaration,
    PassDouble,
    PlayCard,
    QuitTrick,
    RecordScore,
    RecordWrongCards,
    RecordWrongTrump,
    Redouble,
    SeeQuittedTrick,
    TakeBackFalseLead,
    TrumpCardNamed,
    TrumpLeftOnTray,
    WithdrawCard,
)
from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal
from whist.errors import IllegalPlayError, LawError
from whist.games import Game, find_game
from whist.games.base import Score
from whist.laws.attention import apply_attention
from whist.laws.calls import Call
from whist.laws.claims import apply_claim_rest, claimed_tricks
from whist.laws.hands import Found, HandsOutcome
from whist.laws.irregularities import Irregularity
from whist.laws.liable import apply_call_card, apply_expose, apply_lead_ahead
from whist.laws.out_of_turn import apply_take_back, apply_trick_seen
from whist.laws.penalties import apply_choice
from whist.laws.revoke import (
    apply_ask,
    apply_claim_revoke,
    apply_correction,
    apply_record_score,
    apply_withdrawal,
)
from whist.laws.trick import apply_play, apply_quit
from whist.laws.trump_card import apply_name_trump, apply_trump_left, apply_trump_named
from whist.laws.wrong_cards import apply_wrong_cards, apply_wrong_trump
from whist.play_state import BISHOPS, TRICKS_PER_DEAL, PlayState, Renounce, next_in_turn
from whist.seats import SEATS, Seat, Side
from whist.tricks import PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

__all__ = [
    "BISHOPS",
    "TRICKS_PER_DEAL",
    "Action",
    "AskRenounce",
    "CallAttention",
    "CallCard",
    "ChoosePenalty",
    "ClaimRest",
    "ClaimRevoke",
    "CorrectRenounce",
    "ExposeCard",
    "LeadAhead",
    "NameTrump",
    "Play",
    "PlayCard",
    "QuitTrick",
    "RecordScore",
    "RecordWrongCards",
    "RecordWrongTrump",
    "Renounce",
    "SeeQuittedTrick",
    "TakeBackFalseLead",
    "TrumpCardNamed",
    "TrumpLeftOnTray",
    "WithdrawCard",
    "count_cards",
]


class Play:
    """The play of ``deal`` under ``game``, with ``trump`` and the opening ``leader``.

    >>> from whist.deal import Deal
    >>> from whist.games import DUPLICATE_WHIST
    >>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
    ...                   "...AKQJT98765432")
    >>> play = Play(deal, DUPLICATE_WHIST, TrumpRecord.turned(Card.parse("C2")), Seat.EAST)
    >>> play.to_play
    <Seat.EAST: 1>
    >>> _ = play.play(Card.parse("HA"))
    >>> play.to_play
    <Seat.SOUTH: 2>
    """

    def __init__(
        self,
        deal: Deal,
        game: Game | str,
        trump: TrumpRecord,
        leader: Seat,
        *,
        dealer: Seat | None = None,
    ) -> None:
        self.game = find_game(game) if isinstance(game, str) else game
        if deal.pack is not self.game.pack:
            raise IllegalPlayError(
                f"{self.game.title} is played with the {self.game.pack.name} pack; this deal "
                f"is of the {deal.pack.name} pack"
            )
        self.deal = deal
        self.initial_trump = trump
        self.first_leader = leader
        self.dealer = dealer if dealer is not None else leader.right
        self.actions: list[Action] = []
        self._state = self._fresh()

    @classmethod
    def from_board(cls, board: Board, game: Game | str | None = None) -> Play:
        if board.trump is None:
            raise IllegalPlayError(
                f"board {board.number} has no trump record yet: record the trump card first"
            )
        return cls(board.deal, game or board.game, board.trump, board.leader, dealer=board.dealer)

    # --- reading the state ---------------------------------------------------------------

    @property
    def trump(self) -> TrumpRecord:
        return self._state.trump

    @property
    def trump_suit(self) -> Suit | None:
        return self._state.trump.suit

    @property
    def tricks(self) -> tuple[TrickRecord, ...]:
        """Tricks turned and quitted, in order (claimed tricks are not among them)."""
        return tuple(self._state.tricks)

    @property
    def current_trick(self) -> tuple[PlayedCard, ...]:
        """Cards played to the trick not yet turned and quitted, in the order played."""
        return tuple(self._state.current)

    @property
    def trick_number(self) -> int:
        """The number (1-13) of the trick in progress, or the next one."""
        return len(self._state.tricks) + 1

    @property
    def trick_leader(self) -> Seat:
        return self._state.leader

    @property
    def last_card_in_turn(self) -> bool | None:
        """Whether the last card of the trick on the table was played by the seat whose
        turn it was (laws 24-26: a lead or play out of turn is an irregularity the
        adversaries may penalise, not a card the table may take back); None when no card
        is on the table. A lead is in turn unless it is a false lead still on the table
        (law 24); a later card is in turn when it comes from the first seat, from the
        trick's leader to the left, that had not played."""
        current = self._state.current
        if not current:
            return None
        if len(current) == 1:
            return self._state.false_lead is None
        before = {p.seat for p in current[:-1]}
        leader = self._state.leader
        in_turn = next(leader.rotated(s) for s in range(4) if leader.rotated(s) not in before)
        return current[-1].seat is in_turn

    @property
    def claimed(self) -> dict[Side, int] | None:
        """Laws 27: the tricks still to play, as claimed and admitted, per side."""
        return dict(self._state.claimed) if self._state.claimed is not None else None

    @property
    def outcome(self) -> HandsOutcome | None:
        """(e): what becomes of a deal found with a wrong number of cards or trump."""
        return self._state.outcome

    @property
    def is_void(self) -> bool:
        """The play does not stand ((e): new deal, sent back, or passed on)."""
        return self._state.outcome is not None

    @property
    def is_complete(self) -> bool:
        """All thirteen tricks are turned and quitted, or the rest claimed and admitted."""
        return len(self._state.tricks) == TRICKS_PER_DEAL or self._state.claimed is not None

    @property
    def is_recorded(self) -> bool:
        return self._state.recorded

    @property
    def to_play(self) -> Seat | None:
        """Whose turn it is: the first player, from the trick's leader to the left, who has
        not played to it; ``None`` when a complete trick waits to be quitted, or the deal is
        over or void."""
        if self.is_complete or self.is_void:
            return None
        return next_in_turn(self._state)

    @property
    def dummy(self) -> Seat | None:
        """The hand laid face up and played by its partner (Bridge Whist); none in whist."""
        return None

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` still holds."""
        return self.deal.pack.sorted(self._state.hands[seat])

    @property
    def renounces(self) -> tuple[Renounce, ...]:
        return tuple(self._state.renounces)

    @property
    def irregularities(self) -> tuple[Irregularity, ...]:
        return tuple(self._state.irregularities)

    @property
    def penalties(self) -> tuple[ScorePenalty, ...]:
        return tuple(self._state.penalties)

    @property
    def calls(self) -> tuple[Call, ...]:
        """Calls in force on a coming lead or play (laws 21, 24, 26, 35, (d), (h))."""
        return tuple(self._state.calls)

    def liable_cards(self, seat: Seat) -> tuple[Card, ...]:
        """Cards of ``seat`` liable to be called (laws 20-23, 29, 36; (h))."""
        return tuple(self._state.liable.get(seat, ()))

    def called_trump(self, seat: Seat) -> Card | None:
        """(d): the trump of ``seat`` chosen by his right-hand adversary to be called."""
        return self._state.trump_calls.get(seat)

    @property
    def log(self) -> tuple[str, ...]:
        """What happened, in words, one line an event."""
        return tuple(self._state.log)

    def tricks_won(self) -> dict[Side, int]:
        """Tricks per side before penalties: taken in play plus any claimed and admitted."""
        won = {s: sum(1 for t in self._state.tricks if t.winning_side is s) for s in Side}
        for side, n in (self._state.claimed or {}).items():
            won[side] += n
        return won

    def score(self) -> Score:
        """The deal's score after the penalties applied so far. Claimed tricks (law 27)
        count for the side they were admitted to; a void deal ((e)) scores nothing here
        (the scoring package applies the outcome)."""
        state = self._state
        if state.outcome is not None:
            return Score(
                points=dict.fromkeys(Side, 0),
                tricks=dict.fromkeys(Side, 0),
                lines=(f"{state.outcome.law}: {state.outcome.description}",),
            )
        tricks = list(state.tricks) + claimed_tricks(state)
        return self.game.score(tricks, state.penalties, state.trump, self.dealer)

    # --- legality ------------------------------------------------------------------------

    def lawful_plays(self, seat: Seat | None = None) -> tuple[Card, ...]:
        """The cards ``seat`` (default: the player to play) may play without renouncing."""
        seat = seat or self.to_play
        if seat is None:
            return ()
        hand = self._state.hands[seat]
        lawful = self.game.lawful_plays(
            hand, self._state.current, self.trump_suit, self.trick_number
        )
        return self.deal.pack.sorted(set(lawful))

    def is_lawful(self, card: Card, seat: Seat | None = None) -> bool:
        return card in self.lawful_plays(seat)

    # --- acting --------------------------------------------------------------------------

    def play(self, card: Card, seat: Seat | None = None) -> Renounce | None:
        """``seat`` (default: whose turn it is) plays ``card``. Returns the renounce if the
        card is one; it is recorded, and may be corrected until the trick is turned and
        quitted (law 28). A complete trick is quitted first. A seat not to play makes a
        lead out of turn (law 24) or a play out of turn (laws 25, 26)."""
        if len(self._state.current) == 4 and not self.is_complete:
            self.quit_trick()
        self._do(PlayCard(seat or self._require_turn(), card))
        last = self._state.renounces[-1] if self._state.renounces else None
        if (
            last
            and last.trick == self.trick_number
            and last.card == card
            and last.law == "28"
            and not last.corrected
        ):
            return last
        return None

    def quit_trick(self) -> TrickRecord:
        """Turn and quit the complete trick (law (f)); returns it with its winner."""
        self._do(QuitTrick())
        return self._state.tricks[-1]

    def correct_renounce(self, seat: Seat, card: Card) -> None:
        """Law 28/29: ``seat`` corrects a renounce in error by playing ``card``."""
        self._do(CorrectRenounce(seat, card))

    def withdraw_card(self, seat: Seat, card: Card) -> None:
        """Law 29: after a corrected renounce, a later player substitutes ``card``."""
        self._do(WithdrawCard(seat, card))

    def claim_revoke(self, claimant: Seat, offender: Seat, trick: int) -> Renounce:
        """Law (g), 32: an adversary claims a revoke. An unfounded claim is refused."""
        self._do(ClaimRevoke(claimant, offender, trick))
        return next(
            r
            for r in self._state.renounces
            if r.seat is offender and r.trick == trick and r.claimed
        )

    def ask_renounce(self, asker: Seat, asked: Seat) -> None:
        """(g): ``asker`` asks ``asked`` whether he has none of the suit renounced; asked of
        a partner it establishes his renounce in error (law 28)."""
        self._do(AskRenounce(asker, asked))

    def name_trump(self, suit: Suit) -> None:
        """Bishops whist: the dealer names trumps after cutting a knight."""
        self._do(NameTrump(suit))

    def choose_penalty(self, irregularity: int, chooser: Seat, option: str) -> None:
        """Law 39: ``chooser`` demands ``option`` for irregularity number ``irregularity``
        (its index in :attr:`irregularities`). A demand by the wrong adversary, or of a
        wrong penalty, is recorded and ends the right (the irregularity's ``lapsed`` says
        why); what is no demand at all raises :class:`~whist.errors.LawError`."""
        self._do(ChoosePenalty(irregularity, chooser, option))

    def take_back_false_lead(self) -> None:
        """Law 24: the cards of a lead out of turn not played to by all are taken back."""
        self._do(TakeBackFalseLead())

    def expose_card(self, seat: Seat, card: Card) -> None:
        """Law 20, 22 / Dana "Exposed cards": ``card`` of ``seat`` is exposed."""
        self._do(ExposeCard(seat, card))

    def lead_ahead(self, seat: Seat, card: Card) -> None:
        """Law 22: ``seat`` led and then leads ``card`` before his partner has played."""
        self._do(LeadAhead(seat, card))

    def call_card(self, caller: Seat, holder: Seat, card: Card) -> None:
        """Law 21, (h), (d): the right-hand adversary calls a liable card (or called trump).
        Called by the wrong adversary, or a card not liable, no penalty can be enforced for
        that offence any more (law 39)."""
        self._do(CallCard(caller, holder, card))

    def trump_left_on_tray(self) -> None:
        """Law 18, (d): the trump card is still on the tray after the second trick."""
        self._do(TrumpLeftOnTray())

    def trump_card_named(self, seat: Seat) -> None:
        """Law 18, (d): ``seat`` named the trump card or looked at the slip."""
        self._do(TrumpCardNamed(seat))

    def call_attention(self, seat: Seat) -> None:
        """Law 35: ``seat`` called attention to the trick before his partner played."""
        self._do(CallAttention(seat))

    def see_quitted_trick(self, seat: Seat) -> None:
        """Law 37: ``seat`` looked at a trick turned and quitted: a suit may be called, as
        for a lead out of turn (law 24)."""
        self._do(SeeQuittedTrick(seat))

    def claim(self, claimant: Seat, tricks: int | None = None, *, accepted: bool) -> None:
        """Laws 27, 36: ``claimant`` claims ``tricks`` (default: all) of the tricks still to
        play for his side; ``accepted`` completes the deal with them."""
        remaining = TRICKS_PER_DEAL - len(self._state.tricks)
        self._do(ClaimRest(claimant, remaining if tricks is None else tricks, accepted))

    def record_wrong_cards(
        self, found: Found, tables: int, short: Seat | None = None, long: Seat | None = None
    ) -> HandsOutcome:
        """(e) I-III: record a wrong number of cards; returns the outcome."""
        self._do(RecordWrongCards(found, tables, short, long))
        assert self._state.outcome is not None
        return self._state.outcome

    def record_wrong_trump(self, turned: Card, at_fault: Seat, tables: int) -> HandsOutcome:
        """(e) III: a trump turned in the overplay other than the one on the slip."""
        self._do(RecordWrongTrump(turned, at_fault, tables))
        assert self._state.outcome is not None
        return self._state.outcome

    def record_score(self) -> Score:
        """Law (g): the scores are recorded; no revoke can be claimed after this."""
        self._do(RecordScore())
        return self.score()

    def undo(self) -> Action:
        """Take back the last action; raises :class:`IndexError` when there is none."""
        if not self.actions:
            raise IndexError("nothing to undo: no card has been played")
        last = self.actions.pop()
        self._state = self._replay(self.actions)
        return last

    def apply(self, action: Action) -> None:
        """Apply one action (as read back from a log), validating it."""
        self._do(action)

    def unclaimed_revokes(self) -> tuple[Renounce, ...]:
        """Established revokes no one has claimed yet: what the table is told at the end."""
        return tuple(r for r in self._state.renounces if r.established and not r.claimed)

    # --- the one place that changes state -------------------------------------------------

    def _require_turn(self) -> Seat:
        seat = self.to_play
        if seat is None:
            if self.is_void:
                raise IllegalPlayError("the deal is void ((e)): no more play at this table")
            if self.is_recorded:
                raise IllegalPlayError(
                    "the score of this deal is recorded: nothing more can change"
                )
            if self._state.claimed is not None:
                raise IllegalPlayError(
                    "the deal is over: the rest of the tricks were claimed and admitted (law 27)"
                )
            raise IllegalPlayError("the deal is over: all thirteen tricks have been played")
        return seat

    def _fresh(self) -> PlayState:
        return PlayState(
            hands={s: list(self.deal.hand(s)) for s in SEATS},
            trump=self.initial_trump,
            leader=self.first_leader,
        )

    def _replay(self, actions: Sequence[Action]) -> PlayState:
        state = self._fresh()
        for action in actions:
            _apply(self, state, action)
        return state

    def _do(self, action: Action) -> None:
        try:
            _apply(self, self._state, action)
        except Exception:
            self._state = self._replay(self.actions)
            raise
        self.actions.append(action)

    def __iter__(self) -> Iterator[TrickRecord]:
        return iter(self._state.tricks)


# --- applying an action ------------------------------------------------------------------


def _apply(play: Play, state: PlayState, action: Action) -> None:
    """Apply ``action`` to ``state`` or raise (the caller restores by replaying): the one
    dispatcher, routing each action to the law that applies it (:mod:`whist.laws`)."""
    if state.recorded and not isinstance(action, RecordScore):
        raise IllegalPlayError("the score of this deal is recorded: nothing more can change")
    if state.outcome is not None:
        raise IllegalPlayError(
            f"the deal is void at this table ({state.outcome.law}: {state.outcome.description})"
        )
    match action:
        case PlayCard(seat, card):
            apply_play(play, state, seat, card)
        case QuitTrick():
            apply_quit(play, state)
        case CorrectRenounce(seat, card):
            apply_correction(play, state, seat, card)
        case WithdrawCard(seat, card):
            apply_withdrawal(play, state, seat, card)
        case ClaimRevoke(claimant, offender, trick):
            apply_claim_revoke(play, state, claimant, offender, trick)
        case AskRenounce(asker, asked):
            apply_ask(play, state, asker, asked)
        case NameTrump(suit):
            apply_name_trump(play, state, suit)
        case ChoosePenalty(index, chooser, option):
            apply_choice(play, state, index, chooser, option)
        case TakeBackFalseLead():
            apply_take_back(play, state)
        case ExposeCard(seat, card):
            apply_expose(play, state, seat, card)
        case LeadAhead(seat, card):
            apply_lead_ahead(play, state, seat, card)
        case CallCard(caller, holder, card):
            apply_call_card(play, state, caller, holder, card)
        case TrumpLeftOnTray():
            apply_trump_left(play, state)
        case TrumpCardNamed(seat):
            apply_trump_named(play, state, seat)
        case CallAttention(seat):
            apply_attention(play, state, seat)
        case SeeQuittedTrick(seat):
            apply_trick_seen(play, state, seat)
        case ClaimRest(claimant, tricks, accepted):
            apply_claim_rest(play, state, claimant, tricks, accepted)
        case RecordWrongCards(found, tables, short, long):
            apply_wrong_cards(play, state, found, tables, short, long)
        case RecordWrongTrump(turned, at_fault, tables):
            apply_wrong_trump(play, state, turned, at_fault, tables)
        case RecordScore():
            apply_record_score(state)
        case (
            DeclareTrump()
            | PassDeclaration()
            | Double()
            | PassDouble()
            | Redouble()
            | DeclarePlay()
            | ClaimChicane()
        ):
            raise LawError(
                f"{type(action).__name__} belongs to Bridge Whist's declaration; "
                f"{play.game.title} has none (play it with whist.bridge.BridgePlay)"
            )


def count_cards(play: Play) -> Counter[Card]:
    """All cards still held or on the table (a check that nothing was lost)."""
    total: Counter[Card] = Counter()
    for seat in SEATS:
        total.update(play.hand(seat))
    total.update(p.card for p in play.current_trick)
    for t in play.tricks:
        total.update(p.card for p in t.cards)
    return total
