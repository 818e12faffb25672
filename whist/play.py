"""The play of one deal: a mutable game object with a history.

State is never edited in place: every change is an *action* appended to
:attr:`Play.actions` and applied by one function, so :meth:`Play.undo` is "drop the
last action and apply the rest again", and a table's state can be rebuilt from the
kiosk's append-only log the same way.

Legality comes in layers (ARCHITECTURE.md, convention 2):

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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal
from whist.errors import IllegalPlayError, LawError
from whist.games import Game, find_game
from whist.games.base import PlayedCard, Score
from whist.laws.calls import Call, CallKind, Verdict, judge
from whist.laws.hands import Found, HandsOutcome, wrong_number_of_cards, wrong_trump_turned
from whist.laws.irregularities import (
    HIGHEST_OR_LOWEST,
    HIGHEST_TRUMP,
    LOWEST_TRUMP,
    SUIT_CALL_KINDS,
    SUIT_CALLS,
    TAKE_TRICK,
    WAIVE,
    Irregularity,
    IrregularityKind,
    suit_of_call,
)
from whist.seats import SEATS, Seat, Side
from whist.tricks import PenaltyKind, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

TRICKS_PER_DEAL = 13
BISHOPS = "bishops-whist"


# --- actions -----------------------------------------------------------------------------


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
    """Law 39: the entitled player chooses one of an irregularity's penalty options."""

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
    ``holder``, a card liable to be called (or a trump called under (d))."""

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
)


# --- events ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Renounce:
    """A renounce in error found by the engine (law 28), or a lawful call not complied
    with, which carries "the same penalty as if he had revoked" (law 38: ``law="38"``,
    established at once)."""

    seat: Seat
    trick: int
    card: Card
    led: Suit
    corrected: bool = False
    established: bool = False
    claimed: bool = False
    law: str = "28"

    @property
    def side(self) -> Side:
        return self.seat.side


@dataclass
class _State:
    hands: dict[Seat, list[Card]]
    trump: TrumpRecord
    tricks: list[TrickRecord] = field(default_factory=list)
    current: list[PlayedCard] = field(default_factory=list)
    leader: Seat = Seat.NORTH
    renounces: list[Renounce] = field(default_factory=list)
    penalties: list[ScorePenalty] = field(default_factory=list)
    irregularities: list[Irregularity] = field(default_factory=list)
    liable: dict[Seat, list[Card]] = field(default_factory=dict)
    trump_calls: dict[Seat, Card] = field(default_factory=dict)
    calls: list[Call] = field(default_factory=list)
    false_lead: int | None = None
    proper_leader: Seat | None = None
    claimed: dict[Side, int] | None = None
    claimant: Seat | None = None
    outcome: HandsOutcome | None = None
    recorded: bool = False
    log: list[str] = field(default_factory=list)


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
        return _next_in_turn(self._state)

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
        tricks = list(state.tricks) + _claimed_tricks(state)
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
        (its index in :attr:`irregularities`)."""
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
        """Law 21, (h), (d): the right-hand adversary calls a liable card (or called trump)."""
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

    def _fresh(self) -> _State:
        return _State(
            hands={s: list(self.deal.hand(s)) for s in SEATS},
            trump=self.initial_trump,
            leader=self.first_leader,
        )

    def _replay(self, actions: Sequence[Action]) -> _State:
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


# --- helpers -----------------------------------------------------------------------------


def _seat_name(seat: Seat) -> str:
    return seat.name.title()


def _is_bishops(play: Play) -> bool:
    return play.game.name == BISHOPS


def _next_in_turn(state: _State) -> Seat | None:
    played = {p.seat for p in state.current}
    for step in range(4):
        seat = state.leader.rotated(step)
        if seat not in played:
            return seat
    return None


def _next_leader(play: Play, state: _State) -> Seat | None:
    """Who leads next if that is known now: the leader of an empty trick, or the winner of
    a complete trick not yet turned and quitted."""
    if not state.current:
        return state.leader
    if len(state.current) == 4:
        index = play.game.trick_winner(state.current, state.trump.suit, len(state.tricks) + 1)
        return state.current[index].seat
    return None


_STRENGTHS: dict[str, dict[Card, int]] = {}


def _strength(play: Play) -> dict[Card, int]:
    """Higher is better within a suit: the pack's canonical order runs from the ace down."""
    pack = play.deal.pack
    table = _STRENGTHS.get(pack.name)
    if table is None:
        cards = pack.distinct_cards
        table = _STRENGTHS[pack.name] = {card: len(cards) - i for i, card in enumerate(cards)}
    return table


def _add_irregularity(state: _State, irregularity: Irregularity) -> int:
    state.irregularities.append(irregularity)
    return len(state.irregularities) - 1


def _claimed_tricks(state: _State) -> list[TrickRecord]:
    """Law 27: the tricks claimed and admitted, as records the game can score. The cards
    still held (and on the table) fall to them in seat order: which card lies in which
    claimed trick is unknown, but every card is in one, so a claim of all the rest gives
    the claimants every bishop still out (Bishops whist)."""
    if state.claimed is None or state.claimant is None:
        return []
    pools = {s: list(state.hands[s]) for s in SEATS}
    for played in state.current:
        pools[played.seat].insert(0, played.card)
    start = len(state.tricks)
    winners = [state.claimant] * state.claimed[state.claimant.side]
    winners += [state.claimant.left] * state.claimed[state.claimant.side.other]
    records = []
    for i, winner in enumerate(winners):
        cards = tuple(PlayedCard(s, pools[s][i]) for s in SEATS if i < len(pools[s]))
        records.append(TrickRecord(start + i + 1, winner, cards, winner))
    return records


# --- applying an action --------------------------------------------------------------------


def _apply(play: Play, state: _State, action: Action) -> None:
    """Apply ``action`` to ``state`` or raise (the caller restores by replaying)."""
    if state.recorded and not isinstance(action, RecordScore):
        raise IllegalPlayError("the score of this deal is recorded: nothing more can change")
    if state.outcome is not None:
        raise IllegalPlayError(
            f"the deal is void at this table ({state.outcome.law}: {state.outcome.description})"
        )
    match action:
        case PlayCard(seat, card):
            _apply_play(play, state, seat, card)
        case QuitTrick():
            _apply_quit(play, state)
        case CorrectRenounce(seat, card):
            _apply_correction(play, state, seat, card)
        case WithdrawCard(seat, card):
            _apply_withdrawal(play, state, seat, card)
        case ClaimRevoke(claimant, offender, trick):
            _apply_claim_revoke(play, state, claimant, offender, trick)
        case AskRenounce(asker, asked):
            _apply_ask(play, state, asker, asked)
        case NameTrump(suit):
            if not state.trump.is_pending:
                raise LawError(
                    f"the trump is {state.trump.display}; only a knight cut leaves the dealer "
                    "to name it"
                )
            state.trump = state.trump.name_suit(suit)
            state.log.append(f"{_seat_name(play.dealer)} names {suit.name.lower()} trumps")
        case ChoosePenalty(index, chooser, option):
            _apply_choice(play, state, index, chooser, option)
        case TakeBackFalseLead():
            _apply_take_back(play, state)
        case ExposeCard(seat, card):
            _apply_expose(play, state, seat, card)
        case LeadAhead(seat, card):
            _apply_lead_ahead(play, state, seat, card)
        case CallCard(caller, holder, card):
            _apply_call_card(play, state, caller, holder, card)
        case TrumpLeftOnTray():
            _apply_trump_left(play, state)
        case TrumpCardNamed(seat):
            _apply_trump_named(play, state, seat)
        case CallAttention(seat):
            _apply_attention(play, state, seat)
        case SeeQuittedTrick(seat):
            _apply_trick_seen(play, state, seat)
        case ClaimRest(claimant, tricks, accepted):
            _apply_claim_rest(play, state, claimant, tricks, accepted)
        case RecordWrongCards(found, tables, short, long):
            _apply_wrong_cards(play, state, found, tables, short, long)
        case RecordWrongTrump(turned, at_fault, tables):
            _apply_wrong_trump(play, state, turned, at_fault, tables)
        case RecordScore():
            if state.recorded:
                raise LawError("the score of this deal is already recorded")
            if len(state.tricks) != TRICKS_PER_DEAL and state.claimed is None:
                raise LawError(
                    f"only {len(state.tricks)} of 13 tricks are turned and quitted: finish the "
                    "deal (or claim the rest) before recording the score"
                )
            state.recorded = True
            state.log.append("score recorded")


def _require_open(state: _State) -> None:
    if len(state.tricks) == TRICKS_PER_DEAL or state.claimed is not None:
        raise IllegalPlayError("the deal is over: all thirteen tricks are played or claimed")


def _apply_play(play: Play, state: _State, seat: Seat, card: Card) -> None:
    _require_open(state)
    if state.trump.is_pending:
        raise LawError(
            "a knight was cut: the dealer must name the trump suit before any card is played"
        )
    if len(state.current) == 4:
        _apply_quit(play, state)
    trick_no = len(state.tricks) + 1
    if not _holds(state, seat, card):
        raise IllegalPlayError(
            f"trick {trick_no}: {_seat_name(seat)} does not hold {play.deal.pack.card_name(card)} "
            "-- the board may be fouled: call the director"
        )
    if any(p.seat is seat for p in state.current):
        raise IllegalPlayError(
            f"trick {trick_no}: {_seat_name(seat)} has already played to this trick "
            f"({next(p.card.display for p in state.current if p.seat is seat)})"
        )
    in_turn = seat is _next_in_turn(state)
    false_lead = not in_turn and not state.current
    if not in_turn:
        if _is_bishops(play):
            _bishops_exposed(state, seat, card, trick_no, "led or played out of turn")
            return
        if false_lead:
            _lead_out_of_turn(state, seat, trick_no)
        else:
            _play_out_of_turn(state, seat, trick_no)
    hand = state.hands[seat]
    lawful = play.game.lawful_plays(hand, state.current, state.trump.suit, trick_no)
    renounce = card not in lawful
    if not false_lead:
        _enforce_calls(play, state, seat, card, hand, lawful, trick_no, renounce)
    if in_turn and not state.current:
        _lapse_suit_calls_on_lead(state, seat)
    hand.remove(card)
    if state.false_lead is None:
        _release_called(state, seat, card)
    state.current.append(PlayedCard(seat, card))
    note = f"trick {trick_no}: {_seat_name(seat)} plays {card.display}"
    if renounce:
        led = state.current[0].card.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led))
        note += f" (renounce in {led.name.lower()})"
    state.log.append(note)
    _lapse_calls_on_partner(state, seat, trick_no)
    if len(state.current) == 4 and state.false_lead is not None:
        index = state.false_lead
        state.irregularities[index] = state.irregularities[index].lapse(
            "all have played to the false lead: the trick stands, no penalty (law 24)"
        )
        state.false_lead = None
        state.proper_leader = None
        for played in state.current:
            _release_called(state, played.seat, played.card)
        state.log.append(f"trick {trick_no}: all have played to the false lead; it stands")


def _release_called(state: _State, seat: Seat, card: Card) -> None:
    """Law 21: "if he can get rid of it in the course of play, no penalty remains". A card
    played to a false lead is released only if the trick stands (a card liable before the
    false lead is still liable when taken back, law 24)."""
    if card in state.liable.get(seat, []):
        state.liable[seat].remove(card)
    if state.trump_calls.get(seat) == card:
        del state.trump_calls[seat]


def _holds(state: _State, seat: Seat, card: Card) -> bool:
    return card in state.hands[seat]


def _bishops_exposed(state: _State, seat: Seat, card: Card | None, trick_no: int, how: str) -> None:
    """Dana, "Exposed cards": I "any cards displayed or led out of turn", II-IV; V "Exposed
    cards must be taken into the hand again. The penalty for exposed cards is the loss of
    two points to the delinquent's score"."""
    state.penalties.append(ScorePenalty(PenaltyKind.EXPOSED_CARD, seat.side, trick_no, seat))
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.EXPOSED_CARD,
            law="Dana, Exposed cards I-V",
            offender=seat,
            trick=trick_no,
            options=(),
            chooser=None,
            card=card,
            note=f"{how}: taken into the hand again; two points lost",
        ),
    )
    shown = card.display if card is not None else "his cards"
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} exposes {shown} ({how}): "
        "two points lost, taken back into the hand"
    )


def _lead_out_of_turn(state: _State, seat: Seat, trick_no: int) -> None:
    """Law 24: the card stays on the table as a false lead until taken back, or until all
    have played to it (then the trick stands and no penalty can be enforced)."""
    adversaries = (seat.left, seat.right)
    index = _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.LEAD_OUT_OF_TURN,
            law="24",
            offender=seat,
            trick=trick_no,
            options=(*SUIT_CALLS, WAIVE),
            chooser=adversaries,
            note=(
                f"{_seat_name(state.leader)} was to lead. A suit may be called from "
                f"{_seat_name(seat)} or {_seat_name(seat.partner)} the first time either is to "
                "lead, by the adversary on that player's right, announced before the trick "
                "won by them is turned and quitted ((i))"
            ),
        ),
    )
    state.false_lead = index
    state.proper_leader = state.leader
    state.leader = seat
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} leads out of turn "
        f"({_seat_name(state.proper_leader)} was to lead)"
    )


def _play_out_of_turn(state: _State, seat: Seat, trick_no: int) -> None:
    """Laws 25 and 26 (the trick has been led)."""
    leader = state.leader
    second, third, fourth = leader.left, leader.partner, leader.right
    played = {p.seat for p in state.current}
    if seat is fourth and second not in played and third not in played:
        _add_irregularity(
            state,
            Irregularity(
                kind=IrregularityKind.FOURTH_BEFORE_SECOND,
                law="26",
                offender=seat,
                trick=trick_no,
                options=HIGHEST_OR_LOWEST,
                chooser=(third,),
                note=(
                    f"{_seat_name(third)} may call on {_seat_name(second)} to play his highest "
                    "or lowest of the suit led, or if he has none to trump or not to trump"
                ),
            ),
        )
        state.log.append(
            f"trick {trick_no}: {_seat_name(seat)} (fourth hand) plays before "
            f"{_seat_name(second)} (law 26)"
        )
        return
    if seat is fourth and third in played:
        state.log.append(
            f"trick {trick_no}: {_seat_name(seat)} (fourth hand) also plays before the second "
            "(law 25)"
        )
        return
    law, note = (
        (
            "25",
            "third hand before second: no penalty; the fourth hand may also play before the second",
        )
        if seat is third
        else ("25, 26", "the laws give no penalty for this play out of turn")
    )
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.PLAY_OUT_OF_TURN,
            law=law,
            offender=seat,
            trick=trick_no,
            options=(),
            chooser=None,
            note=note,
        ),
    )
    state.log.append(f"trick {trick_no}: {_seat_name(seat)} plays out of turn ({note})")


def _enforce_calls(
    play: Play,
    state: _State,
    seat: Seat,
    card: Card,
    hand: list[Card],
    lawful: tuple[Card, ...],
    trick_no: int,
    renounce: bool,
) -> None:
    """Judge ``seat``'s play against the calls on it; consume them; record law-38 failures
    and refuse a card played instead of a called one (law 21)."""
    if not state.calls:
        return
    strength = _strength(play)
    remaining: list[Call] = []
    failures: list[Call] = []
    for call in state.calls:
        if call.seat is not seat or call.trick != trick_no:
            remaining.append(call)
            continue
        if call.kind is CallKind.LEAD_SUIT and state.current:
            remaining.append(call)
            continue
        winning: list[Card] = []
        if call.kind is CallKind.WIN:
            winning = [
                c
                for c in lawful
                if play.game.trick_winner(
                    [*state.current, PlayedCard(seat, c)], state.trump.suit, trick_no
                )
                == len(state.current)
            ]
        verdict = judge(
            call,
            hand,
            state.current,
            card,
            state.trump.suit,
            lawful,
            strength.__getitem__,
            winning,
        )
        if verdict is Verdict.REFUSED and call.kind is CallKind.WIN:
            raise LawError(
                f"trick {trick_no}: {_seat_name(call.caller)} called on {_seat_name(seat)} to "
                f"take the trick (law 22): play one of {' '.join(c.display for c in winning)}"
            )
        if verdict is Verdict.REFUSED:
            assert call.card is not None
            raise LawError(
                f"trick {trick_no}: {_seat_name(call.caller)} called {call.card.display} "
                f"(law {call.law}); {_seat_name(seat)} must play it -- it can be played "
                "without revoking (law 21)"
            )
        if verdict is Verdict.FAILED:
            failures.append(call)
        elif verdict is Verdict.NOT_ENFORCEABLE:
            state.log.append(
                f"trick {trick_no}: the call ({call.describe()}) cannot be enforced (law "
                f"{call.law}{', 39' if call.kind is not CallKind.CARD else ', 21'})"
            )
    state.calls = remaining
    for call in failures:
        if renounce:
            continue  # the renounce itself carries the revoke penalty; one offence
        led = state.current[0].card.suit if state.current else call.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led, established=True, law="38"))
        _add_irregularity(
            state,
            Irregularity(
                kind=IrregularityKind.FAILED_TO_COMPLY,
                law="38",
                offender=seat,
                trick=trick_no,
                options=(),
                chooser=None,
                card=card,
                note=(
                    f"called ({call.describe()}, law {call.law}) and failed to comply: the same "
                    "penalty as a revoke, on claim by an adversary"
                ),
            ),
        )
        state.log.append(
            f"trick {trick_no}: {_seat_name(seat)} fails to comply with the call "
            f"({call.describe()}): liable to the revoke penalty (law 38)"
        )


_PARTNER_CALL_KINDS = frozenset(
    {
        IrregularityKind.FOURTH_BEFORE_SECOND,
        IrregularityKind.ATTENTION_CALLED,
        IrregularityKind.LED_AHEAD,
    }
)


def _lapse_calls_on_partner(state: _State, seat: Seat, trick_no: int) -> None:
    """Laws 22, 26 and 35: the call is on the offender's partner's play to this trick; once
    he has played without it, no penalty remains."""
    for i, irr in enumerate(state.irregularities):
        if (
            irr.kind in _PARTNER_CALL_KINDS
            and irr.is_open
            and irr.trick == trick_no
            and irr.offender.partner is seat
        ):
            state.irregularities[i] = irr.lapse(
                f"{_seat_name(seat)} played before a penalty was demanded (law {irr.law})"
            )


def _lapse_suit_calls_on_lead(state: _State, seat: Seat) -> None:
    """Law 24: the suit may be called "the first time it is the turn of either of them to
    lead"; leading without the call loses the right."""
    for i, irr in enumerate(state.irregularities):
        if (
            irr.kind in SUIT_CALL_KINDS
            and irr.is_open
            and i != state.false_lead
            and seat.side is irr.offender.side
        ):
            state.irregularities[i] = irr.lapse(
                f"{_seat_name(seat)} led without a suit being called: the right is lost (law 24)"
            )


def _apply_quit(play: Play, state: _State) -> None:
    trick_no = len(state.tricks) + 1
    if len(state.current) != 4:
        raise IllegalPlayError(
            f"trick {trick_no} has {len(state.current)} cards: all four must play before it is "
            "turned and quitted"
        )
    winner_index = play.game.trick_winner(state.current, state.trump.suit, trick_no)
    winner = state.current[winner_index].seat
    record = TrickRecord(trick_no, state.leader, tuple(state.current), winner)
    state.tricks.append(record)
    state.current = []
    state.leader = winner
    state.log.append(f"trick {trick_no} turned and quitted: {_seat_name(winner)} wins")
    # Law 28: a renounce not corrected before its trick is turned and quitted is a revoke.
    for i, r in enumerate(state.renounces):
        if r.trick == trick_no and not r.corrected and not r.established:
            state.renounces[i] = replace(r, established=True)
            state.log.append(f"revoke established: {_seat_name(r.seat)} in trick {trick_no}")
    # (i): the right to call a suit is lost unless announced before the trick won by the
    # offending side is turned and quitted.
    for i, irr in enumerate(state.irregularities):
        if irr.kind in SUIT_CALL_KINDS and irr.is_open and winner.side is irr.offender.side:
            state.irregularities[i] = irr.lapse(
                f"no suit called before trick {trick_no}, won by {_seat_name(winner)}, was "
                "turned and quitted: the right is lost ((i))"
            )
    # Calls for this trick not used by now are spent; (h): a liable card not called before
    # the holder's lead is turned and quitted may be led as he pleases.
    state.calls = [c for c in state.calls if c.trick > trick_no]


def _apply_correction(play: Play, state: _State, seat: Seat, card: Card) -> None:
    trick_no = len(state.tricks) + 1
    index = next(
        (
            i
            for i, r in enumerate(state.renounces)
            if r.seat is seat and r.trick == trick_no and not r.corrected and r.law == "28"
        ),
        None,
    )
    if index is None:
        raise LawError(
            f"trick {trick_no}: {_seat_name(seat)} has no renounce to correct in this trick; a "
            "renounce can be corrected only before its trick is turned and quitted, and "
            "before he or his partner has played to the following trick (law 28)"
        )
    renounce = state.renounces[index]
    if renounce.established:
        raise LawError(
            f"trick {trick_no}: {_seat_name(seat.partner)} asked {_seat_name(seat)} whether he "
            "has none of the suit renounced: the revoke is established and cannot be "
            "corrected (law 28, (g))"
        )
    position = next(i for i, p in enumerate(state.current) if p.seat is seat)
    wrong = state.current[position].card
    hand = state.hands[seat]
    if card == wrong or not _holds(state, seat, card):
        raise LawError(
            f"{_seat_name(seat)} must correct with a card of {renounce.led.name.lower()} "
            "that he holds"
        )
    hand.append(wrong)
    if card not in play.game.lawful_plays(
        hand, state.current[:position], state.trump.suit, trick_no
    ):
        raise LawError(
            f"{card.display} is still a renounce: {_seat_name(seat)} must follow "
            f"{renounce.led.name.lower()}"
        )
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    state.renounces[index] = replace(renounce, corrected=True)
    if _is_bishops(play):
        # Dana, "Exposed cards" III: a card played by mistake and taken back into the hand
        # before the trick is gathered in; two points lost.
        state.penalties.append(ScorePenalty(PenaltyKind.EXPOSED_CARD, seat.side, trick_no, seat))
        note = f"{wrong.display} is an exposed card: two points lost (Dana, Exposed cards III, V)"
        law = "Dana, The revoke; Exposed cards III"
    else:
        state.liable.setdefault(seat, []).append(wrong)
        note = f"{wrong.display} is liable to be called; players after may withdraw their cards"
        law = "28, 29"
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.RENOUNCE_CORRECTED,
            law=law,
            offender=seat,
            trick=trick_no,
            options=(),
            chooser=None,
            card=wrong,
            note=note,
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} corrects the renounce, plays {card.display}; {note}"
    )


def _apply_withdrawal(play: Play, state: _State, seat: Seat, card: Card) -> None:
    trick_no = len(state.tricks) + 1
    corrected = [r for r in state.renounces if r.trick == trick_no and r.corrected]
    if not corrected:
        raise LawError(
            f"trick {trick_no}: no renounce was corrected, so no card may be withdrawn (law 29)"
        )
    order = [p.seat for p in state.current]
    if seat not in order or order.index(seat) <= order.index(corrected[-1].seat):
        raise LawError(
            f"trick {trick_no}: only a player who played after the corrected renounce may "
            f"withdraw a card (law 29); {_seat_name(seat)} did not"
        )
    position = order.index(seat)
    old = state.current[position].card
    hand = state.hands[seat]
    if card == old or card not in hand:
        raise IllegalPlayError(f"trick {trick_no}: {_seat_name(seat)} does not hold {card.display}")
    hand.append(old)
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    # A renounce of the withdrawn card is gone with it; the new card is judged afresh.
    state.renounces = [r for r in state.renounces if not (r.seat is seat and r.trick == trick_no)]
    lawful = play.game.lawful_plays(
        [*hand, card], state.current[:position], state.trump.suit, trick_no
    )
    if card not in lawful:
        led = state.current[0].card.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led))
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} withdraws {old.display} and plays {card.display} "
        "(law 29: not liable to be called)"
    )


def _apply_claim_revoke(
    play: Play, state: _State, claimant: Seat, offender: Seat, trick: int
) -> None:
    if not claimant.is_adversary_of(offender):
        raise LawError(
            f"{_seat_name(claimant)} cannot claim a revoke against a partner: only the "
            "adversaries of the revoking player may (law 32)"
        )
    for i, r in enumerate(state.renounces):
        if r.seat is offender and r.trick == trick and not r.corrected:
            if r.claimed:
                raise LawError(
                    f"the revoke of {_seat_name(offender)} in trick {trick} is already claimed"
                )
            if not r.established:
                raise LawError(
                    f"{_seat_name(offender)}'s renounce in trick {trick} can still be corrected "
                    "(the trick is not turned and quitted): it is not yet a revoke (law 28)"
                )
            state.renounces[i] = replace(r, claimed=True)
            state.penalties.append(ScorePenalty(PenaltyKind.REVOKE, offender.side, trick, offender))
            state.log.append(
                f"revoke claimed by {_seat_name(claimant)}: {_seat_name(offender)} in trick "
                f"{trick} (law {'38' if r.law == '38' else '30'})"
            )
            return
    raise LawError(
        f"no revoke by {_seat_name(offender)} in trick {trick}: the claim fails; the tricks show "
        f"{_describe_trick(state, trick)}"
    )


def _describe_trick(state: _State, trick: int) -> str:
    if 1 <= trick <= len(state.tricks):
        return " ".join(f"{p.seat.letter}:{p.card.display}" for p in state.tricks[trick - 1].cards)
    return "no such trick yet"


def _apply_ask(play: Play, state: _State, asker: Seat, asked: Seat) -> None:
    trick_no = len(state.tricks) + 1
    if asker is asked:
        raise LawError(f"{_seat_name(asker)} cannot ask himself whether he has the suit")
    if asked is asker.partner:
        for i, r in enumerate(state.renounces):
            if r.seat is asked and r.trick == trick_no and not r.corrected and not r.established:
                state.renounces[i] = replace(r, established=True)
                state.log.append(
                    f"trick {trick_no}: {_seat_name(asker)} asks his partner whether he has none "
                    f"of {r.led.name.lower()}: the revoke is established ((g), law 28)"
                )
                return
    state.log.append(
        f"trick {trick_no}: {_seat_name(asker)} asks {_seat_name(asked)} whether he has none of "
        "the suit renounced"
    )


def _apply_choice(play: Play, state: _State, index: int, chooser: Seat, option: str) -> None:
    if not 0 <= index < len(state.irregularities):
        raise LawError(
            f"there is no irregularity number {index}: this deal has "
            f"{len(state.irregularities)} (numbered from 0)"
        )
    irregularity = state.irregularities[index]
    irregularity.check_choice(chooser, option)
    trick_no = len(state.tricks) + 1
    call: Call | None = None
    if irregularity.kind in SUIT_CALL_KINDS:
        call = _suit_call(play, state, irregularity, index, chooser, option)
    elif irregularity.kind in (
        IrregularityKind.FOURTH_BEFORE_SECOND,
        IrregularityKind.ATTENTION_CALLED,
    ):
        call = _highest_or_lowest_call(state, irregularity, index, chooser, option, trick_no)
    elif irregularity.kind is IrregularityKind.LED_AHEAD:
        call = _take_trick_call(state, irregularity, index, chooser, option, trick_no)
    elif irregularity.kind is IrregularityKind.TRUMP_NAMED:
        call = _trump_call(play, state, irregularity, index, chooser, option)
    state.irregularities[index] = irregularity.chosen(option, chooser)
    if call is not None:
        state.calls.append(call)
    state.log.append(
        f"{_seat_name(chooser)} chooses: {irregularity.option(option).description} "
        f"(law {irregularity.law})"
    )


def _suit_call(
    play: Play, state: _State, irr: Irregularity, index: int, chooser: Seat, option: str
) -> Call | None:
    """Law 24 and (i): the call is made when the offending side's first lead is known (its
    turn to lead now, or it has won the trick on the table, not yet quitted), by the
    adversary on the right of the player who will lead."""
    if index == state.false_lead:
        raise LawError(
            f"trick {irr.trick}: the false lead is still on the table: take it back first "
            "(law 24), or let all play to it (then no penalty)"
        )
    leader = _next_leader(play, state)
    if leader is None or leader.side is not irr.offender.side:
        raise LawError(
            f"law 24, (i): a suit can be called from {_seat_name(irr.offender)} or "
            f"{_seat_name(irr.offender.partner)} only when one of them is to lead (or has won "
            "the trick on the table, before it is turned and quitted)"
        )
    if option == WAIVE.code:
        return None
    if chooser is not leader.right:
        raise LawError(
            f"only {_seat_name(leader.right)}, on the right of {_seat_name(leader)} who is to "
            f"lead, may call the suit (law 24); law 39: none can be enforced by "
            f"{_seat_name(chooser)}"
        )
    suit = suit_of_call(option)
    assert suit is not None
    trick = len(state.tricks) + (2 if len(state.current) == 4 else 1)
    return Call(leader, CallKind.LEAD_SUIT, irr.law, trick, chooser, suit=suit, irregularity=index)


def _highest_or_lowest_call(
    state: _State, irr: Irregularity, index: int, chooser: Seat, option: str, trick_no: int
) -> Call | None:
    """Laws 26, 35: the call bites on the offender's partner (law 35) or the second hand
    (law 26) in the trick of the irregularity, before he has played."""
    # Law 35: the offender's partner; law 26: the second hand, partner of the fourth.
    target = irr.offender.partner
    if trick_no != irr.trick or any(p.seat is target for p in state.current):
        raise LawError(
            f"too late: {_seat_name(target)} has played to trick {irr.trick} (law {irr.law})"
        )
    if option == WAIVE.code:
        return None
    return Call(target, CallKind(option), irr.law, trick_no, chooser, irregularity=index)


def _take_trick_call(
    state: _State, irr: Irregularity, index: int, chooser: Seat, option: str, trick_no: int
) -> Call | None:
    """Law 22: the partner is called upon to take the first trick, before he has played."""
    partner = irr.offender.partner
    if trick_no != irr.trick or any(p.seat is partner for p in state.current):
        raise LawError(f"too late: {_seat_name(partner)} has played to trick {irr.trick} (law 22)")
    if option == WAIVE.code:
        return None
    return Call(partner, CallKind.WIN, "22", trick_no, chooser, irregularity=index)


def _check_call_timing(play: Play, state: _State, caller: Seat, holder: Seat, law: str) -> int:
    """(h), (d): the right-hand adversary calls before he himself has played to the
    current trick; when the holder is to lead, before the preceding trick is turned and
    quitted. Returns the number of the trick the call is for."""
    trick_no = len(state.tricks) + 1
    if caller is not holder.right:
        raise LawError(
            f"only {_seat_name(holder.right)}, {_seat_name(holder)}'s right-hand adversary, may "
            f"call ((h), law {law}); law 39: a penalty demanded by the wrong adversary cannot "
            "be enforced"
        )
    if len(state.current) == 4:
        if _next_leader(play, state) is holder:
            return trick_no + 1
        raise LawError(
            f"trick {trick_no} is complete and {_seat_name(holder)} has played to it: call "
            "when it is his turn to play again"
        )
    if not state.current and holder is state.leader and state.tricks:
        raise LawError(
            f"too late: {_seat_name(holder)} is to lead and the preceding trick is turned and "
            "quitted; he may lead as he pleases ((h))"
        )
    played = {p.seat for p in state.current}
    if holder in played:
        raise LawError(f"{_seat_name(holder)} has already played to trick {trick_no}")
    if caller in played:
        raise LawError(
            f"too late: {_seat_name(caller)} has played to trick {trick_no} without calling; "
            f"{_seat_name(holder)} may play as he pleases ((h))"
        )
    return trick_no


def _trump_call(
    play: Play, state: _State, irr: Irregularity, index: int, chooser: Seat, option: str
) -> Call | None:
    """(d): the highest or lowest trump of the offender, called by his right-hand
    adversary; "The call may be repeated until the card is played, but it can not be
    changed" -- the card stays callable (:meth:`Play.call_card`)."""
    if option == WAIVE.code:
        return None
    holder = irr.offender
    trick = _check_call_timing(play, state, chooser, holder, "18, (d)")
    trumps = [c for c in state.hands[holder] if c.suit is state.trump.suit]
    if not trumps:
        state.log.append(f"{_seat_name(holder)} holds no trump: the call cannot be enforced")
        return None
    strength = _strength(play)
    pick = max if option == HIGHEST_TRUMP.code else min
    card = pick(trumps, key=strength.__getitem__)
    state.trump_calls[holder] = card
    return Call(holder, CallKind.CARD, "(d)", trick, chooser, card=card, irregularity=index)


def _apply_take_back(play: Play, state: _State) -> None:
    trick_no = len(state.tricks) + 1
    if state.false_lead is None or state.proper_leader is None:
        raise LawError(f"trick {trick_no}: there is no lead out of turn on the table (law 24)")
    for played in state.current:
        state.hands[played.seat].append(played.card)
    taken = " ".join(p.card.display for p in state.current)
    state.renounces = [r for r in state.renounces if r.trick != trick_no]
    state.calls = [c for c in state.calls if c.trick != trick_no or c.kind is CallKind.LEAD_SUIT]
    state.current = []
    state.leader = state.proper_leader
    index = state.false_lead
    state.false_lead = None
    state.proper_leader = None
    state.log.append(
        f"trick {trick_no}: the false lead is taken back ({taken}); not liable to be called "
        f"(laws 20 I, 24); {_seat_name(state.leader)} leads"
    )
    state.irregularities[index] = replace(
        state.irregularities[index], note=state.irregularities[index].note + "; taken back"
    )


def _apply_expose(play: Play, state: _State, seat: Seat, card: Card) -> None:
    trick_no = len(state.tricks) + 1
    _require_open(state)
    if not _holds(state, seat, card):
        raise IllegalPlayError(
            f"trick {trick_no}: {_seat_name(seat)} does not hold {card.display}, so cannot "
            "expose it"
        )
    if _is_bishops(play):
        _bishops_exposed(state, seat, card, trick_no, "exposed")
        return
    if card in state.liable.get(seat, []):
        raise LawError(f"{card.display} of {_seat_name(seat)} is already liable to be called")
    state.liable.setdefault(seat, []).append(card)
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.CARD_LIABLE,
            law="20, (h)",
            offender=seat,
            trick=trick_no,
            options=(),
            chooser=(seat.right,),
            card=card,
            note=(
                f"left face up on the table; {_seat_name(seat.right)} (right-hand adversary) "
                "alone may call it ((h))"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} exposes {card.display}: liable to be called by "
        f"{_seat_name(seat.right)} (laws 20, 21, (h))"
    )


def _apply_lead_ahead(play: Play, state: _State, seat: Seat, card: Card) -> None:
    """Law 22. The engine knows the hands: it says whether the card led was "better than
    any his adversaries hold of the suit" (then the partner may be called upon to take the
    trick); either way the cards led ahead are liable to be called (law 20 I, II)."""
    trick_no = len(state.tricks) + 1
    _require_open(state)
    if not state.current or state.current[0].seat is not seat:
        raise LawError(
            f"trick {trick_no}: {_seat_name(seat)} has not led to this trick: law 22 concerns "
            "cards led after a card led (use expose_card for any other card shown)"
        )
    if any(p.seat is seat.partner for p in state.current):
        raise LawError(
            f"trick {trick_no}: {_seat_name(seat.partner)} has played: the card is not led "
            "ahead of him (law 22)"
        )
    if not _holds(state, seat, card):
        raise IllegalPlayError(f"trick {trick_no}: {_seat_name(seat)} does not hold {card.display}")
    if _is_bishops(play):
        _bishops_exposed(state, seat, card, trick_no, "led with the card led")
        return
    state.liable.setdefault(seat, []).append(card)
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} leads {card.display} without waiting for "
        f"{_seat_name(seat.partner)}: liable to be called (law 22)"
    )
    if any(
        i.kind is IrregularityKind.LED_AHEAD and i.trick == trick_no and i.offender is seat
        for i in state.irregularities
    ):
        return
    led = state.current[0].card
    strength = _strength(play)
    adversaries = (seat.left, seat.right)
    held = [c for a in adversaries for c in state.hands[a] if c.suit is led.suit]
    held += [p.card for p in state.current if p.seat in adversaries and p.card.suit is led.suit]
    winner = all(strength[c] < strength[led] for c in held)
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.LED_AHEAD,
            law="22",
            offender=seat,
            trick=trick_no,
            options=(TAKE_TRICK, WAIVE) if winner else (),
            chooser=adversaries,
            card=card,
            lapsed=""
            if winner
            else f"{led.display} was not better than any the adversaries hold: only law 20 applies",
            note=(
                f"{_seat_name(seat.partner)} may be called upon by either adversary to take the "
                "first trick; the cards led ahead are liable to be called"
            ),
        ),
    )


def _apply_call_card(play: Play, state: _State, caller: Seat, holder: Seat, card: Card) -> None:
    _require_open(state)
    callable_cards = list(state.liable.get(holder, []))
    trump_call = state.trump_calls.get(holder)
    if trump_call is not None:
        callable_cards.append(trump_call)
    if card not in callable_cards or not _holds(state, holder, card):
        raise LawError(
            f"{card.display} of {_seat_name(holder)} is not liable to be called (laws 20, 21); "
            f"his callable cards: {' '.join(c.display for c in callable_cards) or 'none'}"
        )
    law = "(d)" if card == trump_call else "21, (h)"
    trick = _check_call_timing(play, state, caller, holder, law)
    if any(c.seat is holder and c.kind is CallKind.CARD and c.trick == trick for c in state.calls):
        raise LawError(f"a card of {_seat_name(holder)} is already called for trick {trick}")
    state.calls.append(Call(holder, CallKind.CARD, law, trick, caller, card=card))
    state.log.append(
        f"trick {trick}: {_seat_name(caller)} calls {card.display} from {_seat_name(holder)} "
        f"(law {law})"
    )


def _apply_trump_left(play: Play, state: _State) -> None:
    card = state.trump.card
    trick_no = len(state.tricks) + 1
    if _is_bishops(play):
        raise LawError(
            "Dana's laws require the trump card to be taken up before the first card of the "
            "second trick but give no penalty: nothing to record"
        )
    if card is None:
        raise LawError("this deal has no trump card (a fixed trump suit): law 18 does not apply")
    if len(state.tricks) < 2:
        raise LawError(
            f"law 18, (d): the trump card becomes liable to be called only if it is left on "
            f"the tray until after the second trick is turned and quitted; this is trick "
            f"{trick_no}"
        )
    dealer = play.dealer
    if not _holds(state, dealer, card):
        raise LawError(
            f"{card.display} is no longer {_seat_name(dealer)}'s: it has been played, so it was "
            "taken up"
        )
    if card in state.liable.get(dealer, []):
        raise LawError(f"{card.display} is already liable to be called")
    state.liable.setdefault(dealer, []).append(card)
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.TRUMP_CARD_LEFT,
            law="18, (d)",
            offender=dealer,
            trick=trick_no,
            options=(),
            chooser=(dealer.right,),
            card=card,
            note=(
                "left on the tray after the second trick was turned and quitted: liable to be "
                f"called by {_seat_name(dealer.right)} ((h))"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: the trump card {card.display} is still on the tray: liable to be "
        "called (law 18, (d))"
    )


def _apply_trump_named(play: Play, state: _State, seat: Seat) -> None:
    trick_no = len(state.tricks) + 1
    _require_open(state)
    if _is_bishops(play):
        raise LawError(
            "Dana's laws give no penalty for naming the trump card (the players may even note "
            "the suit named): nothing to record"
        )
    taken_up = bool(state.tricks) or any(p.seat is play.dealer for p in state.current)
    if not taken_up:
        raise LawError(
            f"the trump card lies face up until {_seat_name(play.dealer)} plays to the first "
            "trick; naming it before it is lawfully taken up is no offence (law 18, (d))"
        )
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.TRUMP_NAMED,
            law="18, (d)",
            offender=seat,
            trick=trick_no,
            options=(HIGHEST_TRUMP, LOWEST_TRUMP, WAIVE),
            chooser=(seat.right,),
            note=(
                f"{_seat_name(seat.right)} may call his highest or lowest trump at any time "
                "during the deal, before he himself has played to the current trick (or "
                "before the preceding trick is quitted when the offender leads)"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} names the trump card / looks at the trump slip "
        "after it was taken up (law 18, (d))"
    )


def _apply_attention(play: Play, state: _State, seat: Seat) -> None:
    trick_no = len(state.tricks) + 1
    _require_open(state)
    partner = seat.partner
    if len(state.current) == 4 or any(p.seat is partner for p in state.current):
        raise LawError(
            f"trick {trick_no}: {_seat_name(partner)} has played to the trick; law 35 applies "
            "only to attention called before the partner plays"
        )
    if _is_bishops(play):
        raise LawError("Dana's laws give no penalty for calling attention to the trick")
    order = [state.leader.rotated(i) for i in range(4)]
    last_adversary = max((seat.left, seat.right), key=order.index)
    bites = bool(state.current) or partner is not state.leader
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.ATTENTION_CALLED,
            law="35",
            offender=seat,
            trick=trick_no,
            options=HIGHEST_OR_LOWEST if bites else (),
            chooser=(last_adversary,),
            lapsed="" if bites else "the partner is to lead: there is no suit led (law 35)",
            note=(
                f"{_seat_name(last_adversary)} (last adversary to play) may require "
                f"{_seat_name(partner)} to play his highest or lowest of the suit led, or if he "
                "has none to trump or not to trump"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} calls attention to the trick before "
        f"{_seat_name(partner)} played (law 35)"
    )


def _apply_trick_seen(play: Play, state: _State, seat: Seat) -> None:
    trick_no = len(state.tricks) + 1
    _require_open(state)
    if _is_bishops(play):
        raise LawError("Dana's laws give no penalty for looking at a trick gathered in")
    if not state.tricks:
        raise LawError("no trick has been turned and quitted yet: law 37 does not apply")
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.TRICK_SEEN,
            law="37",
            offender=seat,
            trick=trick_no,
            options=(*SUIT_CALLS, WAIVE),
            chooser=(seat.left, seat.right),
            note=(
                "the same penalty as a lead out of turn: a suit may be called from "
                f"{_seat_name(seat)} or {_seat_name(seat.partner)} the first time either is to "
                "lead, by the adversary on that player's right (law 24, (i))"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(seat)} looks at a trick turned and quitted (law 37)"
    )


def _apply_claim_rest(
    play: Play, state: _State, claimant: Seat, tricks: int, accepted: bool
) -> None:
    _require_open(state)
    trick_no = len(state.tricks) + 1
    remaining = TRICKS_PER_DEAL - len(state.tricks)
    if not 0 <= tricks <= remaining:
        raise LawError(
            f"{_seat_name(claimant)} claims {tricks} tricks but only {remaining} remain to play"
        )
    if accepted and _is_bishops(play) and tricks not in (0, remaining):
        raise LawError(
            "Bishops whist: a claim must be of all the rest (or none): the bishops still out "
            "score for the side that takes them, and a part claim cannot say which"
        )
    if state.false_lead is not None:
        raise LawError(f"trick {trick_no}: settle the lead out of turn first (law 24)")
    if accepted:
        side = claimant.side
        state.claimed = {side: tricks, side.other: remaining - tricks}
        state.claimant = claimant
        for i, r in enumerate(state.renounces):
            if r.trick == trick_no and not r.corrected and not r.established:
                state.renounces[i] = replace(r, established=True)
        _add_irregularity(
            state,
            Irregularity(
                kind=IrregularityKind.CLAIM,
                law="27",
                offender=claimant,
                trick=trick_no,
                options=(),
                chooser=None,
                note=(
                    f"{side} {tricks}, {side.other} {remaining - tricks} of the last "
                    f"{remaining} tricks, as claimed and admitted; a revoke found still "
                    "carries its penalty"
                ),
            ),
        )
        state.log.append(
            f"trick {trick_no}: {_seat_name(claimant)} claims {tricks} of the remaining "
            f"{remaining} tricks; admitted: the result is established (law 27)"
        )
        return
    partner = claimant.partner
    if _is_bishops(play):
        _bishops_exposed(state, partner, None, trick_no, "hand laid on the table after a claim")
        state.log.append(f"trick {trick_no}: the claim is contested; play goes on")
        return
    for card in state.hands[partner]:
        if card not in state.liable.get(partner, []):
            state.liable.setdefault(partner, []).append(card)
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.CLAIM,
            law="36",
            offender=claimant,
            trick=trick_no,
            options=(),
            chooser=(partner.right,),
            note=(
                f"claim contested: {_seat_name(partner)}'s cards are laid on the table, liable "
                f"to be called by {_seat_name(partner.right)} ((h)); play goes on"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {_seat_name(claimant)} claims {tricks} tricks; contested: "
        f"{_seat_name(partner)}'s cards are laid on the table, liable to be called (law 36)"
    )


def _apply_wrong_cards(
    play: Play, state: _State, found: Found, tables: int, short: Seat | None, long: Seat | None
) -> None:
    trick_no = len(state.tricks) + 1
    if _is_bishops(play):
        if found is not Found.ORIGINAL_PLAY or state.tricks:
            raise LawError(
                "Bishops whist (Dana, The deal): a wrong number of cards means a new deal by "
                "the same dealer only if found before the first trick is gathered in; the "
                "book gives no rule after that"
            )
        outcome = HandsOutcome(
            wrong_number_of_cards(found, tables).kind,
            "Dana, The deal",
            "more or less than thirteen cards found before the first trick was gathered: "
            "new deal by the same dealer",
        )
    else:
        outcome = wrong_number_of_cards(found, tables, short, long)
    state.outcome = outcome
    seat = short or long or play.dealer
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.WRONG_NUMBER_OF_CARDS,
            law=outcome.law,
            offender=seat,
            trick=trick_no,
            options=(),
            chooser=None,
            note=outcome.description,
        ),
    )
    state.log.append(f"wrong number of cards ({outcome.law}): {outcome.description}")


def _apply_wrong_trump(
    play: Play, state: _State, turned: Card, at_fault: Seat, tables: int
) -> None:
    trick_no = len(state.tricks) + 1
    if _is_bishops(play):
        raise LawError("Bishops whist is not overplayed: (e) III does not apply")
    recorded = state.trump.card
    if recorded is None:
        raise LawError("this deal has no trump card on its slip: (e) III does not apply")
    if turned == recorded:
        raise LawError(
            f"{turned.display} is the card on the trump slip: there is no irregularity ((e) III)"
        )
    outcome = wrong_trump_turned(tables, at_fault)
    state.outcome = outcome
    _add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.WRONG_TRUMP_TURNED,
            law=outcome.law,
            offender=at_fault,
            trick=trick_no,
            options=(),
            chooser=None,
            card=turned,
            note=f"slip {recorded.display}, turned {turned.display}: {outcome.description}",
        ),
    )
    state.log.append(f"wrong trump turned ({outcome.law}): {outcome.description}")


def count_cards(play: Play) -> Counter[Card]:
    """All cards still held or on the table (a check that nothing was lost)."""
    total: Counter[Card] = Counter()
    for seat in SEATS:
        total.update(play.hand(seat))
    total.update(p.card for p in play.current_trick)
    for t in play.tricks:
        total.update(p.card for p in t.cards)
    return total
