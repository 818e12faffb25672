"""Solo Whist (seed 000, "Solo Whist"), for four (five, one sitting out) or three.

"Deal three cards to each player for four rounds, then one each, turning up the last
card as trump, which trump card belongs to the dealer." The seven modes, "ranking as
they are enumerated": Proposal (eight tricks with a partner), Solo (five, alone),
Misère (no trick, no trump), Abundance (nine, naming the trump), Abundance in Trumps
(nine, the turned suit), Open Misère or Spread, Abundance Declarée or Slam (all
thirteen, naming the trump, "and to have the original lead"). "There are no honors."

The bidding (:class:`Auction`): "the player to the dealer's left may bid ... The next
player to the left ... may 'accept' ... the highest bid determining the form of game
to be played, and superseding all lower bids. No player can bid after he has once
passed, except in case one of the players has made a Proposal, and the privilege has
gone around to the dealer without being accepted, when the player to the dealer's left
(even though he passed before) may *accept*. ... if a player has bid one form of game
and has been overbid, he may, in turn, overbid the player who overbid him." "In case no
one bids, or a proposal is the only bid, and no one accepts, the hands are thrown up
... Provided, however, that if no one accepts a Proposal, the proposer may, if he
desires, change his bid to a Solo." "The Proposer and Acceptor play as partners ... no
matter where they sit at the table". Optional Grand: "In some localities, if no bid is
made, the trump is turned down and the game is played without trumps, each for
himself, the winner of the last trick losing the value of a Solo to each of the other
players".

The chips: "In Proposition and Acceptance, the partners, if successful, win 10 chips
from their adversaries, which they divide"; Solo 15 "from, or ... to, each player";
Misère 20, Abundance 40, Open Misère 60, Abundance Declarée 80 "from or to each of the
other three"; "for each trick taken above or below the number bid for 1 chip"; "if the
partners take in all thirteen tricks, they receive double for the over tricks"; "In
Misere, Open Misere, or Declared Abundance, over or under tricks are not paid for."
Revoke: "the side revoking can not win that hand, but must pay the same as if the game
had been lost; they must play out the hand, however, then transfer *three* tricks to
their adversaries. After the hand is played out, and the three tricks transferred, the
over and under tricks are computed and paid for."

Three players: "Discard the Two, Three and Four spots of each suit, playing with 40
cards. The 40th card is turned up for trump, and belongs to no one ... There is no
Proposal nor Acceptance, Solo being the lowest bid." Six-trick Solo ("In some
localities"): "on the second call for bids ... he stands to win six tricks ... naming
any suit as trump ... The stake is the same as for a regular Solo".

Readings chosen: the 10 chips of a Proposal are five from each adversary to each
partner, and an over or under trick one chip from each adversary to each partner (as
in Solo, "from each"); Abundance in Trumps, for which the book gives no figure, is
paid as Abundance (40); the late acceptance is open to the player at the dealer's left
only, as the book says, and never to the proposer himself; a revoke by the lone
player's adversaries wins him the hand, with the three tricks added before the over
tricks are counted; the first player to offer a six-trick Solo on the second call
plays it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from whist.cards import Suit
from whist.games.social import (
    DealRule,
    Record,
    Sheet,
    SocialGame,
    TallyError,
    player_of,
    quantity,
)


class Mode(Enum):
    """A game of Solo: (rank, call, tricks to win, chips from each, over/under paid, the
    book's name).

    The book's name is the one every sheet writes (``whist tally``'s text and JSON
    lines, the score-keeper's page): the seven modes "called *Proposal*" (paid as
    "Proposition and Acceptance": the sheet says "Proposal and Acceptance", the bid and
    its acceptance), "*a Solo*", "*Misere*", "*Abundance*", "*Abundance in Trumps*",
    "*Open Misere*", "*Abundance Declaree*", the "Six-trick Solo" and "a *Grand*".
    Reading chosen: the OCR text drops the accents of the French words, which the sheet
    writes "Misère" and "Declarée" as the printed book (and the players) spell them."""

    PROPOSAL = (1, "propose", 8, 5, True, "Proposal and Acceptance")
    SOLO = (2, "solo", 5, 15, True, "Solo")
    MISERE = (3, "misere", 0, 20, False, "Misère")
    ABUNDANCE = (4, "abundance", 9, 40, True, "Abundance")
    ABUNDANCE_IN_TRUMPS = (5, "abundance-in-trumps", 9, 40, True, "Abundance in Trumps")
    OPEN_MISERE = (6, "open-misere", 0, 60, False, "Open Misère")
    ABUNDANCE_DECLAREE = (7, "abundance-declaree", 13, 80, False, "Abundance Declarée")
    SIX_TRICK_SOLO = (2, "six-trick-solo", 6, 15, True, "Six-trick Solo")
    GRAND = (0, "grand", 0, 15, False, "Grand")

    @property
    def rank(self) -> int:
        return int(self.value[0])

    @property
    def call(self) -> str:
        return str(self.value[1])

    @property
    def target(self) -> int:
        return int(self.value[2])

    @property
    def stake(self) -> int:
        return int(self.value[3])

    @property
    def pays_odd_tricks(self) -> bool:
        return bool(self.value[4])

    @property
    def title(self) -> str:
        """The mode as the book names it ("Misère"), for every sheet's words."""
        return str(self.value[5])

    @property
    def misere(self) -> bool:
        return self in (Mode.MISERE, Mode.OPEN_MISERE)

    @property
    def names_trump(self) -> bool:
        """ "To name the trump": Abundance, Abundance Declarée, the six-trick Solo."""
        return self in (Mode.ABUNDANCE, Mode.ABUNDANCE_DECLAREE, Mode.SIX_TRICK_SOLO)


BIDS = {m.call: m for m in Mode if m not in (Mode.SIX_TRICK_SOLO, Mode.GRAND)}
PASS, ACCEPT = "pass", "accept"


@dataclass(frozen=True)
class Contract:
    """What the bidding settled: the mode, the bidder, the acceptor of a Proposal."""

    mode: Mode
    bidder: str | None
    acceptor: str | None = None

    @property
    def side(self) -> tuple[str, ...]:
        return tuple(p for p in (self.bidder, self.acceptor) if p)


class Auction:
    """The bidding round, call by call; refuses a call the book does not allow."""

    def __init__(
        self, players: Sequence[str], dealer: str, *, six_trick: bool = False, grand: bool = False
    ) -> None:
        i = list(players).index(dealer)
        self.order = tuple(players[i + 1 :]) + tuple(players[: i + 1])
        self.dealer = dealer
        self.three = len(players) == 3
        self.six_trick, self.grand = six_trick, grand
        self.passed: set[str] = set()
        self.mode: Mode | None = None
        self.bidder: str | None = None
        self.acceptor: str | None = None
        self.phase = "main"
        self.calls: list[tuple[str, str]] = []
        self._last = len(self.order) - 1  # the dealer: the first turn is at his left
        self.contract: Contract | None = None

    @property
    def finished(self) -> bool:
        return self.phase == "done"

    def _holders(self) -> set[str]:
        return {p for p in (self.bidder, self.acceptor) if p}

    def to_call(self) -> str | None:
        """Who calls next (None when the bidding is over)."""
        if self.phase == "main":
            n = len(self.order)
            for step in range(1, n + 1):
                p = self.order[(self._last + step) % n]
                if p not in self.passed and p not in self._holders():
                    return p
            return None
        if self.phase == "late":
            return self.order[0]
        if self.phase == "change":
            return self.bidder
        if self.phase == "second":
            return self.order[(self._last + 1) % len(self.order)]
        return None

    def call(self, player: str, call: str) -> None:
        expected = self.to_call()
        late = self.phase == "late" and player == self.order[0]
        if player in self.passed and player != expected and not late:
            raise TallyError(f"{player} cannot bid after he has once passed")
        if expected is None:
            raise TallyError("the bidding is over")
        if player != expected:
            raise TallyError(
                f"it is {expected}'s call, not {player}'s (the privilege passes to the left)"
            )
        steps = {"main": self._main, "late": self._late, "change": self._change}
        steps.get(self.phase, self._second)(player, call)
        self.calls.append((player, call))
        self._last = self.order.index(player)
        self._settle()

    def _main(self, player: str, call: str) -> None:
        if call == PASS:
            self.passed.add(player)
            return
        if call == ACCEPT:
            if self.mode is not Mode.PROPOSAL or self.acceptor is not None:
                raise TallyError("there is no Proposal standing to accept")
            self.acceptor = player
            return
        mode = BIDS.get(call)
        if mode is None:
            raise TallyError(f"{call!r} is no call: pass, accept, {', '.join(BIDS)}")
        if self.three and mode is Mode.PROPOSAL:
            raise TallyError(
                "three-handed there is no Proposal nor Acceptance, Solo being the lowest bid"
            )
        if self.mode is not None and mode.rank <= self.mode.rank:
            raise TallyError(
                f"{mode.title} does not overbid {self.mode.title}: the highest bid supersedes"
            )
        self.mode, self.bidder, self.acceptor = mode, player, None

    def _late(self, player: str, call: str) -> None:
        if call == ACCEPT:
            self.acceptor = player
        elif call != PASS:
            raise TallyError(f"{player} may only accept the Proposal or pass")
        self.phase = "change" if self.acceptor is None else "done"

    def _change(self, player: str, call: str) -> None:
        if call == Mode.SOLO.call:
            self.mode = Mode.SOLO
        elif call != PASS:
            raise TallyError("the proposer may only change his bid to a Solo, or pass")
        self.phase = "done"

    def _second(self, player: str, call: str) -> None:
        if call == Mode.SIX_TRICK_SOLO.call:
            self.mode, self.bidder = Mode.SIX_TRICK_SOLO, player
            self.phase = "done"
        elif call != PASS:
            raise TallyError("on the second call only a six-trick-solo may be offered, or pass")
        elif player == self.dealer:
            self.phase = "done"

    def _settle(self) -> None:
        if self.phase == "main" and self.to_call() is None:
            if self.mode is Mode.PROPOSAL and self.acceptor is None:
                self.phase = "late" if self.order[0] != self.bidder else "change"
            elif self.mode is None and self.three and self.six_trick:
                self.phase, self._last = "second", len(self.order) - 1
            else:
                self.phase = "done"
        if self.phase == "done":
            if self.mode is Mode.PROPOSAL and self.acceptor is None:
                self.mode = None
            if self.mode is not None:
                self.contract = Contract(self.mode, self.bidder, self.acceptor)
            elif self.grand and not self.calls_had_bid():
                self.contract = Contract(Mode.GRAND, None)

    def close(self) -> None:
        """End the bidding where only a privilege remains (the late acceptance, the
        proposer's change to a Solo): not taken up."""
        if self.phase in ("late", "change"):
            self.phase = "done"
            self._settle()

    def calls_had_bid(self) -> bool:
        return any(c not in (PASS,) for _, c in self.calls)


def opening_leader(contract: Contract | None, players: Sequence[str], dealer: str) -> str:
    """Who leads to the first trick: the player at the dealer's left, but "The lone
    player to name the trump and to have the original lead" in Abundance Declarée."""
    if contract is not None and contract.mode is Mode.ABUNDANCE_DECLAREE and contract.bidder:
        return contract.bidder
    return players[(list(players).index(dealer) + 1) % len(players)]


def spread_after_trick(mode: Mode) -> int | None:
    """ "In Open Misere (Spread), the lone player's hand is not exposed until all have
    played to the first trick": the trick after which the hand is laid down."""
    return 1 if mode is Mode.OPEN_MISERE else None


def thrown_up(mode: Mode, bidder_tricks: int, tricks_played: int) -> bool:
    """ "If the lone player in Misere or Open Misere takes a trick, or in Declared
    Abundance loses one, the hands are thrown up"."""
    if mode.misere:
        return bidder_tricks > 0
    if mode is Mode.ABUNDANCE_DECLAREE:
        return bidder_tricks < tricks_played
    return False


@dataclass(frozen=True)
class SoloHand:
    """A hand: the players in it, the dealer, the calls, the trump named, the tricks of
    the bidder's side (or the winner of the last trick of a Grand), the revokers."""

    players: tuple[str, ...]
    dealer: str
    calls: tuple[tuple[str, str], ...]
    contract: Contract | None
    trump: Suit | None = None
    tricks: int | None = None
    last_trick: str | None = None
    revokes: tuple[str, ...] = ()


@dataclass(frozen=True)
class SoloResult:
    hand: int
    contract: Contract | None
    won: bool | None
    chips: tuple[tuple[str, int], ...]
    lines: tuple[str, ...]


def settle(hand: SoloHand) -> tuple[bool | None, dict[str, int], list[str]]:
    """The chips each player of the hand receives (negative: pays)."""
    chips = {p: 0 for p in hand.players}
    contract = hand.contract
    if contract is None:
        return None, chips, ["no bid stands: the hands are thrown up"]
    mode = contract.mode
    if mode is Mode.GRAND:
        loser = hand.last_trick
        assert loser is not None
        for p in hand.players:
            if p != loser:
                chips[p] += mode.stake
                chips[loser] -= mode.stake
        return (
            None,
            chips,
            [f"{mode.title}: {loser} took the last trick and pays {mode.stake} to each"],
        )
    side = contract.side
    assert hand.tricks is not None
    tricks = hand.tricks
    lines: list[str] = []
    ours = [p for p in hand.revokes if p in side]
    theirs = [p for p in hand.revokes if p not in side]
    if ours and theirs:
        raise TallyError("both sides revoked: the book does not say how such a hand is paid")
    won = tricks == 0 if mode.misere else tricks >= mode.target
    if ours:
        tricks, won = max(0, tricks - 3), False
        lines.append(f"revoke by {ours[0]}: three tricks to the adversaries, the hand lost")
    elif theirs:
        tricks, won = min(13, tricks + 3), True
        lines.append(f"revoke by {theirs[0]}: three tricks to {' and '.join(side)}, the hand won")
    odd = 0
    if mode.pays_odd_tricks:
        odd = max(0, tricks - mode.target) if won else max(0, mode.target - tricks)
        if mode is Mode.PROPOSAL and won and tricks == 13:
            odd *= 2
    each = mode.stake + odd
    adversaries = [p for p in hand.players if p not in side]
    sign = 1 if won else -1
    # a Proposal's partners are paid one adversary each ("10 chips ... which they
    # divide"); a lone player by each adversary
    pairs = (
        zip(side, adversaries, strict=True)
        if mode is Mode.PROPOSAL
        else ((side[0], a) for a in adversaries)
    )
    for player, adversary in pairs:
        chips[player] += sign * each
        chips[adversary] -= sign * each
    who = " and ".join(side)
    lines.append(
        f"{mode.title} by {who}: {quantity(hand.tricks or 0, 'trick')}, {'won' if won else 'lost'};"
        f" {each} chips {'from' if won else 'to'} each adversary"
    )
    if mode is Mode.PROPOSAL and won and tricks == 13:
        lines.append("all thirteen: double for the over tricks")
    return won, chips, lines


class SoloSheet(Sheet[SoloHand, SoloResult]):
    game = "solo-whist"

    def _reset(self) -> None:
        self.chips = {p: 0 for p in self.players}

    def dealer_checked(self) -> bool:
        # five players: the dealer is not checked (one sits out; docs/tally.md)
        return len(self.players) != 5

    def read(self, record: Record) -> SoloHand:
        record.only(
            ["dealer", "out", "bids", "trump", "tricks", "last_trick", "revokes"],
            {"honours": "'There are no honors. Only tricks taken count.' (seed 000, Solo Whist)"},
        )
        dealer = player_of(record, "dealer", self.players, required=True)
        assert dealer is not None
        if self.dealer_checked():
            self.check_dealer(record, dealer)
        players = self.players
        if len(self.players) == 5:
            out = player_of(record, "out", self.players, required=not self.history)
            if out is None:
                out = self.history[-1][0].dealer
            if out == dealer:
                raise record.error("out", f"{out} sits out and cannot deal")
            players = tuple(p for p in self.players if p != out)
        elif record.has("out"):
            raise record.error("out", "only with five players does one sit out")
        auction = Auction(
            players,
            dealer,
            six_trick=bool(self.options.get("six_trick_solo")),
            grand=bool(self.options.get("grand")),
        )
        for i, item in enumerate(record.listing("bids")):
            field = f"bids[{i}]"
            if not (
                isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)
            ):
                raise record.error(field, f"{item!r} is not [player, call]")
            who = player_of(Record({field: item[0]}, record.hand), field, players, required=True)
            assert who is not None
            try:
                auction.call(who, item[1].strip().casefold())
            except TallyError as exc:
                raise record.error(field, str(exc)) from None
        auction.close()
        if not auction.finished:
            raise record.error(
                "bids", f"the bidding is not over: {auction.to_call()} is still to call"
            )
        contract = auction.contract
        trump = record.suit("trump", required=False)
        tricks = last = None
        revokes: tuple[str, ...] = ()
        if contract is None:
            for field in ("tricks", "last_trick", "revokes"):
                if record.has(field):
                    raise record.error(field, "the hands were thrown up: no play to score")
        elif contract.mode is Mode.GRAND:
            last = player_of(record, "last_trick", players, required=True)
        else:
            if contract.mode.names_trump and trump is None:
                raise record.error(
                    "trump", f"{contract.mode.title}: the lone player names the trump"
                )
            if contract.mode.misere and trump is not None:
                raise record.error("trump", "Misère is played without a trump suit")
            tricks = record.integer("tricks", 0, 13)
            revokes = tuple(
                p
                for i, v in enumerate(record.listing("revokes"))
                if (
                    p := player_of(
                        Record({f"revokes[{i}]": v}, record.hand),
                        f"revokes[{i}]",
                        players,
                        required=True,
                    )
                )
            )
        hand = SoloHand(
            players, dealer, tuple(auction.calls), contract, trump, tricks, last, revokes
        )
        try:
            settle(hand)
        except TallyError as exc:
            raise record.error("revokes", str(exc)) from None
        return hand

    def _score(self, hand: SoloHand) -> SoloResult:
        won, chips, lines = settle(hand)
        for p, n in chips.items():
            self.chips[p] += n
        return SoloResult(self.hand_number, hand.contract, won, tuple(chips.items()), tuple(lines))

    def hand_row(self, result: SoloResult) -> dict[str, Any]:
        contract = result.contract
        return {
            "contract": contract.mode.call if contract else None,
            "side": list(contract.side) if contract else [],
            "won": result.won,
            "chips": dict(result.chips),
        }

    def hand_text(self, result: SoloResult) -> str:
        return ", ".join(f"{p} {n:+d}" for p, n in result.chips)

    def sheet_row(self) -> dict[str, Any]:
        return {"chips": dict(self.chips)}

    def sheet_text(self) -> list[str]:
        return ["chips: " + ", ".join(f"{p} {n:+d}" for p, n in self.chips.items())]


class SoloWhist(SocialGame):
    name = "solo-whist"
    title = "Solo Whist"
    players = "4 (or 5, one sitting out each hand; or 3 with 40 cards)"
    pack_note = (
        "52 cards, the last turned for trump and the dealer's; three-handed 40 cards"
        " (2, 3, 4 discarded), the 40th turned and belonging to no one"
    )
    source = "seed 000, 'Solo Whist'"
    options: Mapping[str, object] = {"grand": False, "six_trick_solo": False}
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="three cards to each player for four rounds, then one each",
        turned="the last card, 'turning up the last card as trump, which trump card belongs"
        " to the dealer'",
        trump="the suit turned; none in Misère and Open Misère; named by the lone player in"
        " Abundance, Abundance Declarée and the six-trick Solo",
        leader="the player at the dealer's left; in Abundance Declarée the lone player, 'to"
        " have the original lead'",
        deal_passes="to the left; 'in Abundance Declaree the successful bidder has the lead"
        " [but it] does not change the deal for the next hand'",
        misdeal="'a misdeal does not lose the deal'",
    )
    #: "Solo Whist for Three Players.—Discard the Two, Three and Four spots of each suit,
    #: playing with 40 cards. The 40th card is turned up for trump, and belongs to no one"
    three_handed_deal = DealRule(
        cards=40,
        hands=3,
        cards_each=13,
        belongs_to_no_one=1,
        packets="as for four",
        turned="the 40th card, turned up for trump: it 'belongs to no one, simply indicating"
        " the trump suit'",
        trump="the suit turned, or named by the lone player as for four",
        leader="the player at the dealer's left",
        deal_passes="to the left",
        misdeal="'a misdeal does not lose the deal'",
    )
    player_counts = (4, 5, 3)

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> SoloSheet:
        if options.get("six_trick_solo") and len(players) != 3:
            raise TallyError(
                "options.six_trick_solo: the six-trick Solo is of Solo for three players"
            )
        return SoloSheet(players, options)
