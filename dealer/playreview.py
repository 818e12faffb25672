"""Every recorded card analysed afterwards: the double-dummy value before and after each
card of a table's play, the cards that cost, and the evening's summary per player and
per pair.

The value of a position is what North-South can force from there with every card seen:
for duplicate whist the tricks North-South take in the whole deal (tricks already
quitted included), through DDS's play analysis (``AnalysePlay``, endplay's
:func:`~endplay.dds.analyse_play`, under :data:`dealer.analysis.DDS_LOCK`); for Bishops
whist the points difference North-South can force (:mod:`solver`, the project's own search,
behind the same :class:`PlaySolver` interface: no bridge program knows the Bishops
pack), with North-South's tricks beside it. A card *costs* when the value for its
player's side after it is worse than before it: that difference is what the card gave
away ("tricks given away", in Bishops whist points); the cards that would have kept the
value are named for each costly card. The Bishops search has a limit of positions a
figure: a value it does not find within it is left out with a note on the card ("not
solved within the limit"), never guessed, and such a card counts as neither analysed
nor costly.

Irregularities (laws 24-38): the double-dummy values assume the normal course of play.
A renounce, a card led or played out of turn, a card taken back or corrected, a penalty
or a called card constrain or change the play in ways no solver models, and a claim
(law 27) ends it. So the analysis takes the cards *as played up to the first
irregularity or claim* and stops there, saying which and at which trick (the reading
chosen: better no figures than figures that blame a player for a card the laws forced).
A table whose play was not recorded card by card (quick mode, an adjusted score) has no
analysis, and says so.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dealer.analysis import DDS_LOCK, to_dds
from dealer.dds import analyse_play, solve_board
from solver import Position, Solver, SolverError, SolverGaveUp, opening
from solver import play as solver_play
from whist import Card, Deal, Play, Seat, Side, Suit, find_game
from whist.actions import NameTrump, PlayCard, QuitTrick, RecordScore
from whist.play_state import TRICKS_PER_DEAL

#: actions that are the normal course of play (anything else is an irregularity or claim)
_NORMAL = (PlayCard, QuitTrick, RecordScore, NameTrump)


class PlayReviewError(ValueError):
    """A play the analysis cannot take (no solver for its game, no cards recorded)."""


class SolverStopped(PlayReviewError):
    """The solver found no value for a position (e.g. a search over its limit): ``values``
    are the ones it found before, from the first position on."""

    def __init__(self, message: str, values: Sequence[int | None]) -> None:
        super().__init__(message)
        self.values = list(values)


class PlaySolver(Protocol):
    """A double-dummy solver for the play of one game.

    ``unit`` is what a value counts ("tricks" or "points"). Values are always North-South's:
    their tricks in the whole deal, or their points less East-West's. A value is ``None``
    where the solver found none within its limit (``unsolved`` says so in words): never a
    guess."""

    unit: str

    @property
    def background(self) -> bool:
        """May the kiosk run it in a thread beside the tables?"""
        ...

    @property
    def unsolved(self) -> str:
        """The note of a value not found ("" when the solver always finds it)."""
        ...

    def trace(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None]:
        """The value before any card and after each card of ``cards`` (the deal's play
        in order, all lawful and in turn): ``len(cards) + 1`` values."""
        ...

    def trace_tricks(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None] | None:
        """North-South's tricks in the deal at the same moments as :meth:`trace`, when
        the value is not already tricks (``None``: it is)."""
        ...

    def best(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> tuple[Card, ...]:
        """The cards the player to play after ``cards`` may play without giving anything
        away (double dummy)."""
        ...


class DdsSolver:
    """Duplicate whist through DDS: the value is North-South's tricks in the deal."""

    unit = "tricks"
    #: DDS runs in C and lets the interpreter go: the kiosk may run it beside the tables
    background = True
    unsolved = ""

    def trace_tricks(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None] | None:
        return None  # the value is the tricks

    def trace(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None]:
        dds_deal = to_dds(deal, leader, trump)
        with DDS_LOCK:
            solved = analyse_play(dds_deal, [str(c) for c in cards])
        # DDS counts the tricks of the declarer, the leader's right-hand opponent (here
        # the dealer); North-South's are those or the rest.
        dealer_side = leader.right.side
        values: list[int | None] = [
            v if dealer_side is Side.NS else TRICKS_PER_DEAL - v for v in solved
        ]
        # DDS leaves out the cards of the last trick (each then holds one card: nothing
        # left to choose), so the value stays what it was after the twelfth trick.
        while len(values) < len(cards) + 1:
            values.append(values[-1])
        return values

    def best(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> tuple[Card, ...]:
        dds_deal = to_dds(deal, leader, trump)
        for card in cards:
            dds_deal.play(str(card))
        with DDS_LOCK:
            solved = [(str(c), int(t)) for c, t in solve_board(dds_deal)]
        top = max(t for _, t in solved)
        return tuple(Card.parse(c) for c, t in solved if t == top)


class BishopsSolver:
    """Bishops whist through the project's own solver (:mod:`solver`): the value is the
    points North-South can force less East-West's, from the play (tricks over six, two
    for each bishop taken: Dana, "Part Second. The Game"); the dealer's point for a
    bishop cut is not in it (it does not depend on the play). :meth:`trace_tricks` gives
    the tricks too (both sides playing for tricks). One :class:`solver.Solver` serves all
    the positions of a deal, keeping its transposition tables.

    The work is bounded: each figure is a search of at most ``max_nodes`` positions
    (``None``: no limit). The positions are solved from the last card back to the first
    -- the smallest first, each teaching the tables something for the next -- and the
    first position the search gives up on ends the work on that play: the positions
    before it hold more cards, so each would cost the whole limit again. Those values are
    ``None``, with :attr:`unsolved` for a note, never a guess."""

    unit = "points"

    def __init__(self, max_nodes: int | None = None) -> None:
        self.max_nodes = max_nodes
        self._solvers: dict[tuple[str, Suit | None], Solver] = {}

    @property
    def background(self) -> bool:
        """The compiled search holds the interpreter while it runs, so the kiosk runs it
        beside the tables only with a limit of positions a figure (a bounded pause)."""
        return self.max_nodes is not None

    @property
    def unsolved(self) -> str:
        limit = f"{self.max_nodes:,}" if self.max_nodes else "no"
        return (
            f"not solved within the limit of {limit} positions a search (too many cards "
            "left for the solver yet)"
        )

    def _positions(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> tuple[Solver, list[Position]]:
        game = find_game("bishops-whist")
        key = (deal.to_pbn(Seat.NORTH), trump)
        if key not in self._solvers:
            # one deal's tables at a time
            self._solvers = {key: Solver(game, trump, max_nodes=self.max_nodes)}
        positions = [opening(deal, trump, leader, game)]
        for card in cards:
            positions.append(solver_play(positions[-1], card))
        return self._solvers[key], positions

    def trace(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None]:
        return self.values_from(deal, trump, leader, cards, 0)

    def trace_tricks(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> list[int | None] | None:
        return self.values_from(deal, trump, leader, cards, 0, objective="tricks")

    def values_from(
        self,
        deal: Deal,
        trump: Suit | None,
        leader: Seat,
        cards: Sequence[Card],
        start: int,
        *,
        objective: str = "points",
    ) -> list[int | None]:
        """The values (``"points"`` or ``"tricks"``) of the positions after
        ``cards[:start]``, ``cards[:start + 1]``, ... (:meth:`trace` from ``start``)."""
        solver, positions = self._positions(deal, trump, leader, cards)
        wanted = positions[start:]
        values: list[int | None] = [None] * len(wanted)
        for i in reversed(range(len(wanted))):
            position = wanted[i]
            if position.trick_number > TRICKS_PER_DEAL:
                values[i] = (
                    _points_played(position)
                    if objective == "points"
                    else position.tricks_taken[Side.NS]
                )
                continue
            try:
                value = solver.solve(
                    position, tricks=objective == "tricks", points=objective == "points"
                )
            except SolverGaveUp:
                break  # the earlier positions are larger: see the class docstring
            except SolverError as exc:
                raise PlayReviewError(f"the Bishops solver refused the play: {exc}") from exc
            values[i] = value.points if objective == "points" else value.tricks
        return values

    def best(
        self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
    ) -> tuple[Card, ...]:
        solver, positions = self._positions(deal, trump, leader, cards)
        position = positions[-1]
        side = position.to_play.side
        try:
            after = solver.solve_plays(position, tricks=False, points=True)
        except SolverError as exc:
            raise PlayReviewError(f"the Bishops solver stopped: {exc}") from exc
        scores = {}
        for card, value in after.items():
            if value.points is None:  # the deal's last card: the points as played
                scores[card] = _points_played(solver_play(position, card))
            else:
                scores[card] = value.points
        mine = {c: v if side is Side.NS else -v for c, v in scores.items()}
        top = max(mine.values())
        return tuple(c for c, v in mine.items() if v == top)


def _points_played(position: Position) -> int:
    """North-South's points less East-West's at the end of the play: a side's tricks
    over six, and two for each bishop it took (odd(T) - odd(13 - T) = T - 7 + [T >= 7])."""
    ns = position.tricks_taken[Side.NS]
    bishops = position.bishops_taken[Side.NS] - position.bishops_taken[Side.EW]
    return ns - 7 + (1 if ns >= 7 else 0) + 2 * bishops


@dataclass(frozen=True)
class CardReview:
    """One card of the play with the values (North-South's) before and after it; a value
    the solver did not find within its limit is ``None`` and ``note`` says so (the card
    then costs nothing *known*: ``cost`` 0). ``tricks_before``/``tricks_after``: the
    tricks too, where the value is points (Bishops whist)."""

    number: int  # 1-52 in the order played
    trick: int
    seat: Seat
    card: Card
    before: int | None
    after: int | None
    cost: int  # what the card gave away to the other side (0: it kept the value)
    better: tuple[Card, ...] = ()  # for a costly card, the cards that kept the value
    tricks_before: int | None = None
    tricks_after: int | None = None
    note: str = ""

    @property
    def solved(self) -> bool:
        return self.before is not None and self.after is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "trick": self.trick,
            "seat": str(self.seat),
            "card": str(self.card),
            "display": self.card.display,
            "before": self.before,
            "after": self.after,
            "cost": self.cost,
            "better": [str(c) for c in self.better],
            "tricks_before": self.tricks_before,
            "tricks_after": self.tricks_after,
            "note": self.note,
        }

    @classmethod
    def from_json(cls, c: Mapping[str, Any]) -> CardReview:
        return cls(
            number=int(c["number"]),
            trick=int(c["trick"]),
            seat=Seat.parse(str(c["seat"])),
            card=Card.parse(str(c["card"])),
            before=_maybe_int(c.get("before")),
            after=_maybe_int(c.get("after")),
            cost=int(c["cost"]),
            better=tuple(Card.parse(str(b)) for b in c.get("better", ())),
            tricks_before=_maybe_int(c.get("tricks_before")),
            tricks_after=_maybe_int(c.get("tricks_after")),
            note=str(c.get("note", "")),
        )


def _maybe_int(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]


@dataclass(frozen=True)
class TableBoardReview:
    """The analysis of one table's play of one board."""

    board: int
    table: int | None
    round: int | None
    seats: Mapping[str, int]  # the contestants as the movement seats them ("ns": 3, ...)
    game: str
    unit: str
    deal: str  # the deal's PBN string, North first
    trump: str  # the trump record as recorded ("HK", a named suit ...)
    trump_suit: str  # "" for no trumps
    leader: Seat
    cards: tuple[CardReview, ...] = ()
    played: tuple[tuple[Seat, Card], ...] = ()  # every card as played, analysed or not
    note: str = ""  # where and why the analysis stopped, or why there is none
    result: Mapping[str, int] = field(default_factory=dict)  # the table's tricks per side

    @property
    def costly(self) -> tuple[CardReview, ...]:
        return tuple(c for c in self.cards if c.cost > 0)

    def lost_by_seat(self) -> dict[Seat, int]:
        lost = dict.fromkeys(Seat, 0)
        for c in self.cards:
            lost[c.seat] += c.cost
        return lost

    def lost_by_side(self) -> dict[Side, int]:
        lost = dict.fromkeys(Side, 0)
        for seat, n in self.lost_by_seat().items():
            lost[seat.side] += n
        return lost

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board,
            "table": self.table,
            "round": self.round,
            "seats": dict(self.seats),
            "game": self.game,
            "unit": self.unit,
            "deal": self.deal,
            "trump": self.trump,
            "trump_suit": self.trump_suit,
            "leader": str(self.leader),
            "played": [{"seat": str(s), "card": str(c)} for s, c in self.played],
            "cards": [c.to_json() for c in self.cards],
            "note": self.note,
            "result": dict(self.result),
            "lost_by_seat": {str(s): n for s, n in self.lost_by_seat().items()},
            "lost_by_side": {s.value: n for s, n in self.lost_by_side().items()},
            "start": self.cards[0].before if self.cards else None,
            "start_tricks": self.cards[0].tricks_before if self.cards else None,
            "solved": sum(1 for c in self.cards if c.solved),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableBoardReview:
        """The review as :meth:`to_json` wrote it (the kiosk keeps them so)."""
        return cls(
            board=int(data["board"]),
            table=data.get("table"),
            round=data.get("round"),
            seats={str(k): int(v) for k, v in data.get("seats", {}).items()},
            game=str(data["game"]),
            unit=str(data["unit"]),
            deal=str(data["deal"]),
            trump=str(data["trump"]),
            trump_suit=str(data["trump_suit"]),
            leader=Seat.parse(str(data["leader"])),
            cards=tuple(CardReview.from_json(c) for c in data.get("cards", ())),
            played=tuple(
                (Seat.parse(str(p["seat"])), Card.parse(str(p["card"])))
                for p in data.get("played", ())
            ),
            note=str(data.get("note", "")),
            result={str(k): int(v) for k, v in data.get("result", {}).items()},
        )


def solver_for(game: str, *, max_nodes: int | None = None) -> PlaySolver:
    """The double-dummy solver of ``game``'s play; ``max_nodes``: the limit of positions
    a search of the project's solver (Bishops whist; DDS has none)."""
    if game == "duplicate-whist":
        return DdsSolver()
    if game == "bishops-whist":
        return BishopsSolver(max_nodes=max_nodes)
    raise PlayReviewError(
        f"no double-dummy solver for the play of {game}: duplicate whist is analysed by "
        "DDS, Bishops whist by the project's solver"
    )


def clean_prefix(play: Play) -> tuple[list[tuple[Seat, Card]], str]:
    """The cards of ``play`` in the normal course of play -- in turn, following suit --
    up to the first irregularity or claim, and a note saying where the analysis stops
    (empty when it takes the whole play). See the module docstring."""
    replay = Play(play.deal, play.game, play.initial_trump, play.first_leader, dealer=play.dealer)
    cards: list[tuple[Seat, Card]] = []
    for action in play.actions:
        trick = min(replay.trick_number, TRICKS_PER_DEAL)
        if isinstance(action, PlayCard):
            seat = action.seat
            if seat is not replay.to_play:
                return cards, (
                    f"the analysis stops at trick {trick}: {_name(seat)}'s "
                    f"{action.card.display} was played out of turn (laws 24-26)"
                )
            if not replay.is_lawful(action.card, seat):
                return cards, (
                    f"the analysis stops at trick {trick}: {_name(seat)} renounced with "
                    f"{action.card.display} (law 28)"
                )
            cards.append((seat, action.card))
        elif not isinstance(action, _NORMAL):
            what = type(action).__name__
            words = _IRREGULAR_WORDS.get(what, f"an irregularity ({what})")
            return cards, f"the analysis stops at trick {trick}: {words}"
        replay.apply(action)
    if len(cards) < TRICKS_PER_DEAL * 4 and not play.is_complete:
        return cards, f"the play stops after {len(cards)} cards: the deal was not finished"
    return cards, ""


_IRREGULAR_WORDS = {
    "ClaimRest": "the rest of the tricks were claimed (law 27)",
    "CorrectRenounce": "a renounce was corrected (law 28)",
    "WithdrawCard": "a card was taken back (laws 25-30)",
    "ClaimRevoke": "a revoke was claimed (law 29, (g))",
    "TakeBackFalseLead": "a lead out of turn was taken back (law 24)",
    "ChoosePenalty": "a penalty was chosen (laws 24-38)",
    "ExposeCard": "a card was exposed (laws 20-22)",
    "LeadAhead": "a card was led before its turn (law 22)",
    "CallCard": "an exposed card was called (law 22)",
    "CallAttention": "attention was called to the trick (law 35)",
    "SeeQuittedTrick": "a quitted trick was seen again (law 37)",
    "AskRenounce": "a player was asked whether he had none of the suit (law 32)",
    "TrumpLeftOnTray": "the trump card was left on the table (law 18)",
    "TrumpCardNamed": "the trump card was named (law 18)",
    "RecordWrongCards": "a wrong number of cards was found ((e))",
    "RecordWrongTrump": "a wrong trump was found ((e))",
}


def _name(seat: Seat | None) -> str:
    return seat.name.title() if seat is not None else "a player"


def review_play(
    play: Play,
    *,
    board: int,
    table: int | None = None,
    round_number: int | None = None,
    seats: Mapping[str, int] | None = None,
    solver: PlaySolver | None = None,
) -> TableBoardReview:
    """The analysis of one table's ``play`` of ``board`` (see the module docstring)."""
    game = play.game.name
    solver = solver if solver is not None else solver_for(game)
    cards, note = clean_prefix(play)
    trump_suit = play.trump_suit
    result = {side.value: n for side, n in play.tricks_won().items()} if play.tricks else {}
    base = TableBoardReview(
        board=board,
        table=table,
        round=round_number,
        seats=dict(seats or {}),
        game=game,
        unit=solver.unit,
        deal=play.deal.to_pbn(Seat.NORTH),
        trump=str(play.trump),
        trump_suit=str(trump_suit) if trump_suit is not None else "",
        leader=play.first_leader,
        played=tuple((p.seat, p.card) for t in play.tricks for p in t.cards)
        + tuple((p.seat, p.card) for p in play.current_trick),
        note=note,
        result=result,
    )
    if not cards:
        return base
    plain = [c for _, c in cards]
    try:
        values = solver.trace(play.deal, trump_suit, play.first_leader, plain)
    except SolverStopped as exc:
        # the cards whose value before and after are both known are analysed
        values = list(exc.values)
        cards = cards[: max(len(values) - 1, 0)]
        note = f"the analysis stops at trick {len(cards) // 4 + 1}: {exc}"
        base = TableBoardReview(**{**base.__dict__, "note": note})
    tricks = solver.trace_tricks(play.deal, trump_suit, play.first_leader, plain[: len(cards)])
    reviews = []
    for i, (seat, card) in enumerate(cards):
        before, after = values[i], values[i + 1]
        cost = 0
        better: tuple[Card, ...] = ()
        if before is not None and after is not None:
            cost = max(before - after if seat.side is Side.NS else after - before, 0)
        if cost > 0:
            try:
                better = solver.best(play.deal, trump_suit, play.first_leader, plain[:i])
            except PlayReviewError:
                better = ()  # the value is known; which cards kept it is not
        reviews.append(
            CardReview(
                i + 1,
                i // 4 + 1,
                seat,
                card,
                before,
                after,
                cost,
                better,
                tricks_before=tricks[i] if tricks is not None else None,
                tricks_after=tricks[i + 1] if tricks is not None else None,
                note="" if before is not None and after is not None else solver.unsolved,
            )
        )
    return TableBoardReview(**{**base.__dict__, "cards": tuple(reviews)})


# --- the evening ------------------------------------------------------------------------


def player_keys(review: TableBoardReview, seat: Seat) -> tuple[str, str]:
    """Who held ``seat`` at this table-board: (player, pair) in the movement's words
    ("pair 3 North", "pair 3"; "player 5", "players 5 & 7"); a PBN's play without
    a movement: the seat's name."""
    seats = review.seats
    side_key = "ns" if seat.side is Side.NS else "ew"
    if side_key in seats:
        pair = f"pair {seats[side_key]}"
        return f"{pair} {seat.name.title()}", pair
    own = seats.get(seat.name.lower())
    partner = seats.get(seat.partner.name.lower())
    if own is not None and partner is not None:
        return f"player {own}", f"players {min(own, partner)} & {max(own, partner)}"
    where = f"table {review.table} " if review.table is not None else ""
    return f"{where}{seat.name.title()}", f"{where}{seat.side.value}"


@dataclass
class Tally:
    """One player's or pair's evening: boards analysed, cards that cost, what they cost."""

    boards: int = 0
    cards: int = 0
    costly: int = 0
    lost: int = 0

    def to_json(self) -> dict[str, int]:
        return dict(self.__dict__)


def summarise(reviews: Iterable[TableBoardReview]) -> dict[str, dict[str, Tally]]:
    """The evening's tallies: ``{"players": {...}, "pairs": {...}}`` by name."""
    players: dict[str, Tally] = {}
    pairs: dict[str, Tally] = {}
    for review in reviews:
        seen_players: set[str] = set()
        seen_pairs: set[str] = set()
        for seat in Seat:
            player, pair = player_keys(review, seat)
            for key, book, seen in ((player, players, seen_players), (pair, pairs, seen_pairs)):
                tally = book.setdefault(key, Tally())
                if key not in seen:
                    seen.add(key)
                    tally.boards += 1
        for c in review.cards:
            if not c.solved:
                continue  # no figure: neither analysed nor costly
            player, pair = player_keys(review, c.seat)
            for tally in (players[player], pairs[pair]):
                tally.cards += 1
                tally.costly += int(c.cost > 0)
                tally.lost += c.cost
    return {"players": _ordered(players), "pairs": _ordered(pairs)}


def _ordered(book: dict[str, Tally]) -> dict[str, Tally]:
    return dict(sorted(book.items(), key=lambda kv: _natural(kv[0])))


def _natural(text: str) -> tuple[tuple[int, int, str], ...]:
    """ "pair 2" before "pair 10"."""
    return tuple((0, int(w), "") if w.isdigit() else (1, 0, w) for w in text.split())
