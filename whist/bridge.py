"""The play of a deal of Bridge Whist: the declaration, the dummy, the score (seed 000).

:class:`BridgePlay` is a :class:`~whist.play.Play` with a declaration phase before the
cards (:mod:`whist.declaration`) and the dummy after the opening lead:

- "When all are through doubling or re-doubling, the player on the dealer's left leads
  a card; the dealer's partner then lays his cards face up on the table, and withdraws
  from the game. The dealer now plays both his partner's (exposed) hand and his own".
  A card from the dummy is a :class:`~whist.actions.PlayCard` by the dummy's seat (the
  hand it comes from); :attr:`BridgePlay.turn` says which hand is to play and who plays
  it (:meth:`BridgePlay.player_of`).
- "The exposed hand (Dummy) is not liable to a penalty for revoke, as it is in plain view
  of adversaries while being played; a trick in which such revoke occurs stands good,
  unless discovered before it is turned down." The dealer may correct the dummy's
  renounce until the trick is turned and quitted (law 28), with no card liable to be
  called (every card of the dummy is in plain view already); after that the trick
  stands and no revoke can be claimed against the dummy.
- "Penalties for exposed cards, misplays, etc., and cards liable to be called, are the
  same as in Whist": the laws of :mod:`whist.laws` apply to the dealer and the
  adversaries unchanged. The dummy "can take no further part in the play": where a law
  gives the dummy's seat a right (to call a card, to choose a penalty: the right-hand
  adversary of the player on his left), the dealer exercises it; the dummy himself can
  neither call nor choose. The dummy's cards, face up by the rules of the game, are not
  exposed cards (law 20 does not reach them).
- Chicane: :class:`~whist.actions.ClaimChicane` before all the cards are played forfeits
  it; after the play it is a claim the score already counts (computed from the deal).

>>> from whist.deal import Deal
>>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
...                   "...AKQJT98765432")
>>> play = BridgePlay(deal, dealer=Seat.SOUTH)
>>> play.turn.seat, play.phase
(<Seat.SOUTH: 2>, <Phase.DECLARING: 'declaring'>)
>>> play.apply(DeclareTrump(Seat.SOUTH, Suit.DIAMONDS))
>>> play.apply(DeclarePlay(Seat.WEST))
>>> play.turn.hand, play.player_of(Seat.NORTH)
(<Seat.WEST: 3>, <Seat.SOUTH: 2>)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from whist.actions import (
    Action,
    CallCard,
    ChoosePenalty,
    ClaimChicane,
    ClaimRevoke,
    CorrectRenounce,
    DeclarePlay,
    DeclareTrump,
    Double,
    DummySuggests,
    ExposeCard,
    PassDeclaration,
    PassDouble,
    PlayCard,
    QuitTrick,
    RecordWrongTrump,
    Redouble,
    TrumpCardNamed,
    TrumpLeftOnTray,
)
from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal
from whist.declaration import (
    DOUBLE,
    PASS_DOUBLE,
    PLAY,
    REDOUBLE,
    Declaration,
    DeclarationState,
    Phase,
    declare,
    declare_play,
    double,
    pass_declaration,
    pass_double,
)
from whist.declaration import (
    options as declaration_options,
)
from whist.errors import IllegalPlayError, LawError
from whist.games import BRIDGE_WHIST, Game, find_game
from whist.games.base import Score
from whist.games.bridge_whist import HandScore, score_hand
from whist.laws.claims import claimed_tricks
from whist.laws.irregularities import IrregularityKind
from whist.laws.liable import make_liable
from whist.play import Play, _apply
from whist.play_state import PlayState, free_liable, holds, require_open
from whist.seats import Seat, Side
from whist.trump import TrumpRecord

DUMMY_RENOUNCE = "Bridge Whist: the exposed hand"
"""The ``law`` of a dummy's renounce left standing when its trick was turned and quitted."""
DECLARATION_ACTIONS = (DeclareTrump, PassDeclaration, Double, PassDouble, Redouble, DeclarePlay)
STRAINS: tuple[Suit | None, ...] = (
    Suit.SPADES,
    Suit.CLUBS,
    Suit.DIAMONDS,
    Suit.HEARTS,
    None,
)
"""The declarations in the Table of Points' order (spades, clubs, diamonds, hearts, sans
atout)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """Who acts now and what he may do: ``seat`` is the person (the dealer when the dummy's
    card is to be played), ``hand`` the hand a card is to come from (``None`` in the
    declaration), ``options`` the lawful actions (cards that follow suit; a renounce, a
    lead out of turn and the laws' other actions stay possible and are recorded)."""

    phase: Phase
    seat: Seat | None
    hand: Seat | None
    options: tuple[Action, ...]


def start_play(board: Board) -> Play:
    """The play of ``board`` under its game: a :class:`BridgePlay` for a game whose trump is
    declared at the table (Bridge Whist), else :meth:`Play.from_board`."""
    if find_game(board.game).declares_trump:
        return BridgePlay.from_board(board)
    return Play.from_board(board)


class BridgePlay(Play):
    """The play of ``deal`` of Bridge Whist dealt by ``dealer``: declaration, doubling,
    the play with the dummy, and the score by the Table of Points."""

    def __init__(self, deal: Deal, dealer: Seat, game: Game | str = BRIDGE_WHIST) -> None:
        self._declaration = DeclarationState(dealer)
        self._chicane_claims: dict[Seat, bool] = {}
        super().__init__(deal, game, TrumpRecord.fixed(None), dealer.left, dealer=dealer)
        if self.game.name != BRIDGE_WHIST.name:
            raise IllegalPlayError(
                f"BridgePlay plays Bridge Whist, not {self.game.title}: use Play for it"
            )

    @classmethod
    def from_board(cls, board: Board, game: Game | str | None = None) -> BridgePlay:
        """A board of a Bridge Whist event: its deal and dealer (no trump record: the
        trump is declared at each table)."""
        return cls(board.deal, board.dealer, game or board.game)

    # --- the phase and the turn ----------------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self._declaration.phase is not Phase.PLAYING:
            return self._declaration.phase
        return Phase.COMPLETE if super().is_complete else Phase.PLAYING

    @property
    def declaration(self) -> Declaration | None:
        """The settled declaration, or ``None`` while it is made (or after a new deal)."""
        return self._declaration.result()

    @property
    def declaration_log(self) -> tuple[str, ...]:
        return tuple(self._declaration.log)

    @property
    def doubles(self) -> int:
        """Doubles so far (0 none, 1 doubled, 2 re-doubled ...)."""
        return self._declaration.doubles

    @property
    def option_passed(self) -> bool:
        """The player to speak now was handed the option by his partner (to declare, or to
        double or re-double): he cannot pass it back."""
        return self._declaration.option_passed and self._declaration.to_act is not None

    @property
    def first_doubler(self) -> Seat | None:
        """ "the adversary who doubled first" (he speaks first for his side afterwards)."""
        return self._declaration.first_doubler

    @property
    def declarer(self) -> Seat | None:
        return self._declaration.declarer

    @property
    def declared_suit(self) -> Suit | None:
        """The trump declared (``None``: *sans atout*, or nothing declared yet)."""
        return self._declaration.suit

    @property
    def dummy(self) -> Seat | None:
        """The dealer's partner, once the declaration is settled; he lays his hand face up
        after the opening lead."""
        return self.dealer.partner if self._declaration.is_settled else None

    @property
    def dummy_exposed(self) -> bool:
        """The opening lead is made: the dummy's hand lies face up."""
        return self._declaration.is_settled and bool(self._state.tricks or self._state.current)

    def player_of(self, hand: Seat) -> Seat:
        """Who plays the cards of ``hand``: the dealer for the dummy, else the seat itself."""
        return self.dealer if hand is self.dummy else hand

    @property
    def is_void(self) -> bool:
        """The play does not stand: a new deal ((e), or a premature declaration)."""
        return self._declaration.phase is Phase.NEW_DEAL or super().is_void

    @property
    def is_complete(self) -> bool:
        return self._declaration.is_settled and super().is_complete

    @property
    def to_play(self) -> Seat | None:
        """The hand to play from (the dummy's seat when the dealer plays from it); ``None``
        during the declaration."""
        if not self._declaration.is_settled:
            return None
        return super().to_play

    @property
    def turn(self) -> Turn:
        """Who may act now and what he may do."""
        phase = self.phase
        state = self._declaration
        if phase in (Phase.DECLARING, Phase.DOUBLING):
            return Turn(phase, state.to_act, None, self.options())
        hand = self.to_play
        if hand is None:
            return Turn(phase, None, None, self.options())
        return Turn(phase, self.player_of(hand), hand, self.options())

    def options(self) -> tuple[Action, ...]:
        """The lawful actions of whoever acts now (see :class:`Turn`)."""
        state = self._declaration
        seat = state.to_act
        if state.phase is Phase.DECLARING and seat is not None:
            return (*(DeclareTrump(seat, s) for s in STRAINS), PassDeclaration(seat))
        if state.phase is Phase.DOUBLING and seat is not None:
            made: dict[str, Action] = {
                DOUBLE: Double(seat),
                REDOUBLE: Redouble(seat),
                PASS_DOUBLE: PassDouble(seat),
                PLAY: DeclarePlay(seat),
            }
            return tuple(made[o] for o in declaration_options(state) if o in made)
        hand = self.to_play
        if hand is None:
            # A complete trick waits to be turned and quitted, by all four.
            waiting = len(self._state.current) == 4 and not self.is_complete
            return (QuitTrick(),) if waiting and not self.is_void else ()
        return tuple(PlayCard(hand, card) for card in self.lawful_plays(hand))

    # --- the score -----------------------------------------------------------------------

    def points(self) -> HandScore:
        """The hand's score by the Table of Points (trick points before any rubber cap)."""
        declaration = self.declaration
        if declaration is None:
            raise IllegalPlayError(
                "no declaration yet: the hand scores once the trump is declared and played"
                if self.phase is not Phase.NEW_DEAL
                else "a new deal must be had: this hand scores nothing"
            )
        state = self._state
        forfeited = [seat for seat, early in self._chicane_claims.items() if early]
        return score_hand(
            self.deal,
            declaration,
            state.tricks + claimed_tricks(state),
            state.penalties,
            chicane_forfeited=forfeited,
        )

    def score(self) -> Score:
        """Each side's total for the hand scored by itself (as in duplicate: the revoke cap
        from nought), with the lines of :meth:`points`."""
        if self.declaration is None or super().is_void:
            reason = (
                self.declaration_log[-1]
                if self.phase is Phase.NEW_DEAL
                else "the declaration is not made"
            )
            if super().is_void:
                return super().score()
            return Score(dict.fromkeys(Side, 0), dict.fromkeys(Side, 0), (reason,))
        hand = self.points()
        return Score(points=hand.totals(), tricks=dict(hand.taken), lines=hand.lines)

    # --- acting --------------------------------------------------------------------------

    def declare(self, seat: Seat, suit: Suit | None) -> None:
        self._do(DeclareTrump(seat, suit))

    def pass_declaration(self, seat: Seat) -> None:
        self._do(PassDeclaration(seat))

    def double(self, seat: Seat) -> None:
        self._do(Double(seat))

    def redouble(self, seat: Seat) -> None:
        self._do(Redouble(seat))

    def pass_double(self, seat: Seat) -> None:
        self._do(PassDouble(seat))

    def declare_play(self, seat: Seat) -> None:
        self._do(DeclarePlay(seat))

    def claim_chicane(self, seat: Seat) -> None:
        self._do(ClaimChicane(seat))

    # --- the one place that changes state -------------------------------------------------

    def _replay(self, actions: Sequence[Action]) -> PlayState:
        self._declaration = DeclarationState(self.dealer)
        self._chicane_claims = {}
        state = self._fresh()
        for action in actions:
            self._apply_one(state, action)
        return state

    def _do(self, action: Action) -> None:
        try:
            self._apply_one(self._state, action)
        except Exception:
            self._state = self._replay(self.actions)
            raise
        self.actions.append(action)

    def _apply_one(self, state: PlayState, action: Action) -> None:
        decl = self._declaration
        match action:
            case DeclareTrump(seat, suit):
                declare(decl, seat, suit)
            case PassDeclaration(seat):
                pass_declaration(decl, seat)
            case Double(seat):
                double(decl, seat, redouble=False)
            case Redouble(seat):
                double(decl, seat, redouble=True)
            case PassDouble(seat):
                pass_double(decl, seat)
            case DeclarePlay(seat):
                declare_play(decl, seat)
            case ClaimChicane(seat):
                self._claim_chicane(state, seat)
            case DummySuggests(card):
                self._dummy_suggests(state, card)
            case _:
                self._apply_play_action(state, action)
                return
        if decl.is_settled:
            state.trump = TrumpRecord.fixed(decl.suit)

    def _apply_play_action(self, state: PlayState, action: Action) -> None:
        """An action of the play: refused before the declaration is settled; the dummy's
        part as the book gives it, the laws of Whist for the rest."""
        decl = self._declaration
        if decl.phase is Phase.NEW_DEAL:
            raise IllegalPlayError(f"{decl.log[-1]}: no play at this table")
        if not decl.is_settled:
            assert decl.to_act is not None
            raise IllegalPlayError(
                f"the declaration is not finished: {decl.to_act.name.title()} is to "
                + ("declare the trump" if decl.phase is Phase.DECLARING else "double or say play")
                + " before the dealer's left leads"
            )
        dummy = self.dealer.partner
        name = dummy.name.title()
        match action:
            case TrumpCardNamed() | TrumpLeftOnTray() | RecordWrongTrump():
                raise IllegalPlayError(
                    "no trump card is turned in Bridge Whist (the trump is declared): "
                    f"{type(action).__name__} does not apply"
                )
            case ExposeCard(seat, _) if seat is dummy:
                raise IllegalPlayError(
                    f"{name}'s cards lie face up as the dummy's: they are not exposed cards"
                )
            case ClaimRevoke(_, offender, _) if offender is dummy:
                raise IllegalPlayError(
                    f"the exposed hand ({name}) is not liable to a penalty for revoke; "
                    "a trick in which such revoke occurs stands good (seed 000, Bridge Whist)"
                )
            case CallCard(caller, holder, card) if caller is dummy or holder.right is dummy:
                if caller is dummy:
                    raise IllegalPlayError(
                        f"{name} is the dummy and takes no part in the play: "
                        f"{self.dealer.name.title()} calls for his side"
                    )
                if caller is self.dealer:
                    action = CallCard(dummy, holder, card)
            case ChoosePenalty(index, chooser, option) if chooser in (dummy, self.dealer):
                if chooser is dummy:
                    raise IllegalPlayError(
                        f"{name} is the dummy and takes no part in the play: "
                        f"{self.dealer.name.title()} chooses for his side"
                    )
                irregularities = state.irregularities
                if 0 <= index < len(irregularities):
                    entitled = irregularities[index].chooser or ()
                    if dummy in entitled and self.dealer not in entitled:
                        action = ChoosePenalty(index, dummy, option)
        renounced = len(state.irregularities)
        _apply(self, state, action)
        for i, r in enumerate(state.renounces):
            if r.seat is dummy and r.established and not r.claimed:
                # "a trick in which such revoke occurs stands good, unless discovered
                # before it is turned down": no revoke, nothing to claim.
                state.renounces[i] = replace(r, established=False, law=DUMMY_RENOUNCE)
                state.log.append(
                    f"trick {r.trick}: the dummy's renounce stands; the exposed hand is not "
                    "liable to a penalty for revoke"
                )
        if isinstance(action, CorrectRenounce) and action.seat is dummy:
            # The dummy's card taken back is in plain view already: not liable to be called.
            for i in range(renounced, len(state.irregularities)):
                free_liable(state, i)
                state.irregularities[i] = state.irregularities[i].lapse(
                    "the dummy's cards lie face up: none is liable to be called (seed 000, "
                    "Bridge Whist: not liable to a penalty for revoke)"
                )

    def _dummy_suggests(self, state: PlayState, card: Card) -> None:
        """ "He can not make any suggestion, or hint what card he shall play, under penalty
        of such card being called": the card (the dealer's or the dummy's) becomes liable
        to be called by its holder's right-hand adversary."""
        if not self.dummy_exposed:
            raise IllegalPlayError(
                "the dummy's hand is not yet laid down: a word from the dealer's partner "
                "before the opening lead is no dummy's suggestion"
            )
        require_open(state)
        dummy = self.dealer.partner
        holder = next((seat for seat in (self.dealer, dummy) if holds(state, seat, card)), None)
        if holder is None:
            raise IllegalPlayError(
                f"neither {self.dealer.name.title()} nor the dummy holds {card.display}: "
                "the suggestion names no card that can be called"
            )
        trick = len(state.tricks) + 1
        make_liable(
            state,
            holder,
            card,
            kind=IrregularityKind.CARD_LIABLE,
            law="Bridge Whist (the dummy's suggestion)",
            trick=trick,
            note=(
                f"{dummy.name.title()} (the dummy) suggested {card.display}: liable to be "
                f"called by {holder.right.name.title()}"
            ),
        )
        state.log.append(f"trick {trick}: the dummy suggests {card.display}: liable to be called")

    def _claim_chicane(self, state: PlayState, seat: Seat) -> None:
        decl = self._declaration
        if not decl.is_settled:
            raise LawError(
                "chicane is claimed after the hand is played out, not in the declaration"
            )
        if decl.suit is None:
            raise LawError("there is no chicane at sans atout: there is no trump suit")
        if any(card.suit is decl.suit for card in self.deal.hand(seat)):
            raise LawError(f"{seat.name.title()} was dealt trumps: no chicane to claim")
        if seat in self._chicane_claims:
            raise LawError(f"{seat.name.title()}'s chicane is already claimed")
        early = not super().is_complete
        self._chicane_claims[seat] = early
        state.log.append(
            f"{seat.name.title()} claims chicane"
            + (
                " before all the cards are played: it can not be scored"
                if early
                else " after the hand is played out"
            )
        )
