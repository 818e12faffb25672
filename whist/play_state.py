"""The mutable state of the play of a deal, and the small readings of it that the laws'
appliers (:mod:`whist.laws`) share.

:class:`PlayState` is changed only by applying actions (:mod:`whist.actions`) through
:func:`whist.play._apply`; :class:`PlayContext` is what an applier reads from the play
besides the state (the game, the deal, the dealer), so that the laws need not import
:mod:`whist.play`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from whist.cards import Card, Suit
from whist.deal import Deal
from whist.errors import IllegalPlayError
from whist.games import Game
from whist.laws.calls import Call
from whist.laws.hands import HandsOutcome
from whist.laws.irregularities import Irregularity, IrregularityKind, law_words
from whist.seats import Seat, Side
from whist.tricks import PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

TRICKS_PER_DEAL = 13
BISHOPS = "bishops-whist"


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
class PlayState:
    """Everything the actions so far have made of the deal: hands, tricks, the trick on
    the table, renounces, penalties, irregularities, liable cards and calls in force."""

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
    liable_from: dict[tuple[Seat, Card], int] = field(default_factory=dict)
    """The irregularity (its number) that made each card liable to be called, or called
    under (d); kept after the card is released, so a late call can say why it fails."""
    calls: list[Call] = field(default_factory=list)
    false_lead: int | None = None
    proper_leader: Seat | None = None
    claimed: dict[Side, int] | None = None
    claimant: Seat | None = None
    outcome: HandsOutcome | None = None
    recorded: bool = False
    log: list[str] = field(default_factory=list)


class PlayContext(Protocol):
    """What an applier reads from the play besides its state (:class:`whist.play.Play`
    is one)."""

    @property
    def game(self) -> Game: ...

    @property
    def deal(self) -> Deal: ...

    @property
    def dealer(self) -> Seat: ...


def seat_name(seat: Seat) -> str:
    """The seat as the log and the messages name it ("North")."""
    return seat.name.title()


def is_bishops(play: PlayContext) -> bool:
    """Whether the play is of Bishops whist (Dana's laws, seed 001)."""
    return play.game.name == BISHOPS


def next_in_turn(state: PlayState) -> Seat | None:
    """The first seat, from the trick's leader to the left, not yet played to the trick."""
    played = {p.seat for p in state.current}
    for step in range(4):
        seat = state.leader.rotated(step)
        if seat not in played:
            return seat
    return None


def next_leader(play: PlayContext, state: PlayState) -> Seat | None:
    """Who leads next if that is known now: the leader of an empty trick, or the winner of
    a complete trick not yet turned and quitted."""
    if not state.current:
        return state.leader
    if len(state.current) == 4:
        index = play.game.trick_winner(state.current, state.trump.suit, len(state.tricks) + 1)
        return state.current[index].seat
    return None


_STRENGTHS: dict[str, dict[Card, int]] = {}


def card_strength(play: PlayContext) -> dict[Card, int]:
    """Higher is better within a suit: the pack's canonical order runs from the ace down."""
    pack = play.deal.pack
    table = _STRENGTHS.get(pack.name)
    if table is None:
        cards = pack.distinct_cards
        table = _STRENGTHS[pack.name] = {card: len(cards) - i for i, card in enumerate(cards)}
    return table


def add_irregularity(state: PlayState, irregularity: Irregularity) -> int:
    """Record ``irregularity``; returns its number, by which a penalty choice names it (law 39)."""
    state.irregularities.append(irregularity)
    return len(state.irregularities) - 1


def add_irregularity_without_choice(
    state: PlayState,
    *,
    kind: IrregularityKind,
    law: str,
    offender: Seat,
    trick: int,
    note: str,
    card: Card | None = None,
) -> None:
    """Record an irregularity whose law applies itself: no penalty to choose, nobody to
    choose it (a revoke's or exposed card's penalty, a claim admitted, a void deal)."""
    add_irregularity(
        state,
        Irregularity(
            kind=kind,
            law=law,
            offender=offender,
            trick=trick,
            options=(),
            chooser=None,
            card=card,
            note=note,
        ),
    )


def add_liable(state: PlayState, seat: Seat, card: Card, index: int) -> None:
    """``card`` of ``seat`` becomes liable to be called for irregularity ``index``."""
    state.liable.setdefault(seat, []).append(card)
    state.liable_from[(seat, card)] = index


def liable_left(state: PlayState, index: int) -> list[tuple[Seat, Card]]:
    """The cards still liable (or called under (d)) for irregularity ``index``."""
    out = [(seat, card) for seat, cards in state.liable.items() for card in cards]
    out += list(state.trump_calls.items())
    return [key for key in out if state.liable_from.get(key) == index]


def free_liable(state: PlayState, index: int) -> None:
    """No card stays liable to be called (or called under (d)) for irregularity ``index``."""
    for seat, card in liable_left(state, index):
        if card in state.liable.get(seat, []):
            state.liable[seat].remove(card)
        if state.trump_calls.get(seat) == card:
            del state.trump_calls[seat]


def lapse_rights(state: PlayState, when: str, law: str | None = None) -> None:
    """Every right still standing lapses ``when`` (the deal ends, is claimed, is void):
    each irregularity says so, citing ``law`` (default: its own), and no card stays
    liable to be called."""
    for i, irr in enumerate(state.irregularities):
        cards = liable_left(state, i)
        if irr.is_open:
            state.irregularities[i] = irr = irr.lapse(irr.lapse_reason(when, law))
        if cards:
            shown = " ".join(card.display for _, card in cards)
            if irr.kind is IrregularityKind.CLAIM:
                shown = f"{seat_name(cards[0][0])}'s cards"
            state.irregularities[i] = irr.lapse(
                f"the right to call {shown} lapsed when {when}, {law_words(law or irr.law)}"
            )
    state.liable.clear()
    state.trump_calls.clear()


def require_open(state: PlayState) -> None:
    """Refuse an action once all thirteen tricks are played or the rest claimed (law 27)."""
    if len(state.tricks) == TRICKS_PER_DEAL or state.claimed is not None:
        raise IllegalPlayError("the deal is over: all thirteen tricks are played or claimed")


def holds(state: PlayState, seat: Seat, card: Card) -> bool:
    """Whether ``seat`` still holds ``card``."""
    return card in state.hands[seat]
