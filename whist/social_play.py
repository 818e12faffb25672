"""The card play of the social games of seed 000, card by card, for any number of hands.

The four-seat :class:`whist.Play` of duplicate whist keeps its laws; this module plays
the games of :mod:`whist.games.social_games` (Whist of 1893, Solo, Mort, Cayenne, Dummy,
Double Dummy, Humbug, Three-handed, Thirteen and the Odd), whose tables have two, three
or four hands, hands played by another (a Dummy, Mort, the Double Dummies), cards that
belong to no one (Three-handed's discards, Solo's 40th card for three, Thirteen and the
Odd's undealt cards, Humbug's blind hands) and, in Cayenne's Nullo, an ace low or high
at its holder's choice.

A :class:`Table` is the frozen set-up of a hand (dealt by the game's builder, e.g.
:func:`deal_whist_1893`, from a shuffled pack, by the game's :class:`DealRule`);
:class:`SocialPlay` is the one mutable object, a history of frozen :class:`CardPlayed`
actions with :meth:`SocialPlay.undo`. As in the four-seat engine a renounce (a card of
another suit while holding the suit led, law 28) is recorded, not refused: the
adversaries may claim the revoke (:attr:`SocialPlay.renounces`).

:meth:`SocialPlay.tricks_by_side` gives the tricks in the form the game's score sheet
reads them (``whist tally``'s ``tricks`` field), so a played hand is scored by the same
sheet as a hand entered as totals.

Packets: every builder deals one card at a time except where the book gives packets
(Solo "three cards to each player for four rounds, then one each"; Cayenne "4, 4 and
5"); the turned card is the last card dealt (the "next card" in Thirteen and the Odd).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from whist.cards import Card, Rank, Suit
from whist.errors import IllegalPlayError
from whist.games import dealt_at_the_table as dealt_at_the_table  # its home now
from whist.games import find_game
from whist.games.cayenne import nullo_trick_winner
from whist.games.social import SocialGame
from whist.games.solo import Contract, Mode, opening_leader, spread_after_trick
from whist.games.three_handed import CARDS as THREE_HANDED_CARDS
from whist.packs import STANDARD_PACK
from whist.seats import Seat
from whist.tricks import PlayedCard

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


@dataclass(frozen=True)
class TableHand:
    """A hand on the table: its name, the player who plays it (a Dummy's or Mort's by its
    owner), the side its tricks count for, its cards, and whether it lies face up."""

    name: str
    player: str
    side: str
    cards: tuple[Card, ...]
    exposed: bool = False


@dataclass(frozen=True)
class Table:
    """A dealt hand of a social game: the hands in playing order round the table to the
    left, who leads to the first trick, the trump (``None``: no trump), the card turned
    (if any), the cards belonging to no one, and whether it is Cayenne's Nullo."""

    game: str
    hands: tuple[TableHand, ...]
    leader: int
    trump: Suit | None
    turned: Card | None = None
    no_one: tuple[Card, ...] = ()
    nullo: bool = False
    #: (hand, trick): the hand laid face up once that many tricks are played (Open Misère)
    spread: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        sizes = {len(h.cards) for h in self.hands}
        if len(self.hands) < 2 or len(sizes) != 1:
            raise ValueError(f"{self.game}: hands of {sorted(sizes)} cards cannot be played")
        every = [c for h in self.hands for c in h.cards] + list(self.no_one)
        if len(set(every)) != len(every):
            raise ValueError(f"{self.game}: a card is dealt twice")
        if not 0 <= self.leader < len(self.hands):
            raise ValueError(f"{self.game}: no hand {self.leader} to lead")

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(h.side for h in self.hands))


@dataclass(frozen=True)
class CardPlayed:
    """An action: ``card`` played from hand number ``hand`` (0-based, table order);
    ``ace_high`` is a Nullo ace announced above the king as it is played."""

    hand: int
    card: Card
    ace_high: bool = False


@dataclass(frozen=True)
class SocialTrick:
    """A complete trick: its number, the plays in order, and the hand that won it."""

    number: int
    plays: tuple[CardPlayed, ...]
    winner: int


class SocialPlay:
    """The play of one hand of a social game: the history of cards played, undoable."""

    def __init__(self, game: SocialGame, table: Table) -> None:
        if table.game != game.name:
            raise ValueError(f"a table of {table.game} is not a hand of {game.name}")
        self.game = game
        self.table = table
        self.history: list[CardPlayed] = []
        self._rebuild()

    # -- state, always a function of the history ------------------------------------

    def _rebuild(self) -> None:
        self._held = [list(h.cards) for h in self.table.hands]
        self._tricks: list[SocialTrick] = []
        self._current: list[CardPlayed] = []
        self._renounces: list[CardPlayed] = []
        self._next = self.table.leader
        for action in self.history:
            self._apply(action)

    def _apply(self, action: CardPlayed) -> None:
        if action.card not in self.lawful() and self._current:
            self._renounces.append(action)
        self._held[action.hand].remove(action.card)
        self._current.append(action)
        n = len(self.table.hands)
        if len(self._current) == n:
            offset = self._winner(self._current)
            winner = self._current[offset].hand
            self._tricks.append(SocialTrick(len(self._tricks) + 1, tuple(self._current), winner))
            self._current = []
            self._next = winner
        else:
            self._next = (action.hand + 1) % n

    def _winner(self, plays: Sequence[CardPlayed]) -> int:
        """The trick's winner: in Nullo the highest of the suit led, an ace low unless
        announced high (:func:`whist.games.cayenne.nullo_trick_winner`); else the game's
        rule (highest trump, else highest of the suit led)."""
        if self.table.nullo:
            high = [i for i, p in enumerate(plays) if p.ace_high]
            return nullo_trick_winner([p.card for p in plays], high)
        trick = [PlayedCard(_SEATS[i], p.card) for i, p in enumerate(plays)]
        return self.game.trick_winner(trick, self.table.trump, len(self._tricks) + 1)

    # -- reading ----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return not any(self._held)

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
        if self.table.game == "solo-whist":
            return by_side["bidder"]
        return by_side

    def lawful(self) -> tuple[Card, ...]:
        """The cards the hand to play may lawfully play: "the following of suit is
        obligatory" (seed 000, Whist)."""
        if self.finished:
            return ()
        trick = [PlayedCard(_SEATS[i], p.card) for i, p in enumerate(self._current)]
        return self.game.lawful_plays(
            self._held[self._next], trick, self.table.trump, len(self._tricks) + 1
        )

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
        hand = self.to_play
        if hand is None:
            raise IllegalPlayError("every card has been played: the hand is over")
        name = self.table.hands[hand].name
        if card not in self._held[hand]:
            raise IllegalPlayError(
                f"{card} is not in {name}'s hand: {name} holds "
                f"{' '.join(str(c) for c in self._held[hand])}"
            )
        if ace_high and not (self.table.nullo and card.rank is Rank.ACE):
            raise IllegalPlayError("only an ace in Nullo may be announced high (seed 000, Cayenne)")
        action = CardPlayed(hand, card, ace_high)
        self._apply(action)
        self.history.append(action)
        return action

    def undo(self) -> CardPlayed:
        """Take back the last card played."""
        if not self.history:
            raise IllegalPlayError("no card has been played: nothing to undo")
        action = self.history.pop()
        self._rebuild()
        return action


# -- dealing each game's table --------------------------------------------------------


def _deal(
    cards: Sequence[Card], hands: int, packets: Sequence[int] = (1,) * 13
) -> list[list[Card]]:
    """Deal ``cards`` to ``hands`` hands in turn (the first hand first), in ``packets``."""
    out: list[list[Card]] = [[] for _ in range(hands)]
    i = 0
    for size in packets:
        for h in range(hands):
            out[h].extend(cards[i : i + size])
            i += size
    return out


def _round_from(players: Sequence[str], first: str) -> tuple[str, ...]:
    i = list(players).index(first)
    return tuple(players[i:]) + tuple(players[:i])


def _check(cards: Sequence[Card], pack: Sequence[Card]) -> None:
    if sorted(cards, key=str) != sorted(pack, key=str):
        raise ValueError("the cards to deal are not the game's pack")


def _partners(players: Sequence[str]) -> dict[str, str]:
    a, b, c, d = players
    return {a: f"{a}-{c}", c: f"{a}-{c}", b: f"{b}-{d}", d: f"{b}-{d}"}


def deal_whist_1893(cards: Sequence[Card], players: Sequence[str], dealer: str) -> Table:
    """Whist (laws of 1893): dealt one at a time "beginning at his left"; the last card
    turned for trump, the dealer's; the player at the dealer's left leads."""
    _check(cards, STANDARD_PACK.cards)
    order = _round_from(players, players[(list(players).index(dealer) + 1) % 4])
    side = _partners(players)
    dealt = _deal(cards, 4)
    hands = tuple(TableHand(p, p, side[p], tuple(c)) for p, c in zip(order, dealt, strict=True))
    return Table("whist-1893", hands, 0, cards[-1].suit, cards[-1])


def deal_solo(
    cards: Sequence[Card],
    players: Sequence[str],
    dealer: str,
    contract: Contract,
    named: Suit | None = None,
) -> Table:
    """Solo Whist for four ("three cards to each player for four rounds, then one each";
    the last card turned, the dealer's) or for three (40 cards, "The 40th card is turned
    up for trump, and belongs to no one"). The trump: none in Misère, named by the lone
    player where he names it, else the suit turned. The leader: the dealer's left, but
    the lone player in Abundance Declarée. The sides: the bidder (and acceptor) against
    the rest, named ``bidder`` and ``others``. In Open Misère "the lone player's hand is
    not exposed until all have played to the first trick"."""
    if contract.mode is Mode.GRAND or contract.bidder is None:
        raise ValueError("a Grand or thrown-up hand is not played to a bidder's tricks")
    three = len(players) == 3
    pack = [c for c in STANDARD_PACK.cards if not three or c.rank.letter not in "234"]
    _check(cards, pack)
    order = _round_from(players, players[(list(players).index(dealer) + 1) % len(players)])
    dealt = _deal(cards, len(players), (3, 3, 3, 3, 1))
    turned = cards[-1]
    no_one: tuple[Card, ...] = (turned,) if three else ()
    if contract.mode.misere:
        trump = None
    elif contract.mode.names_trump:
        if named is None:
            raise ValueError(f"{contract.mode.call}: the lone player names the trump")
        trump = named
    else:
        trump = turned.suit
    hands = tuple(
        TableHand(p, p, "bidder" if p in contract.side else "others", tuple(c))
        for p, c in zip(order, dealt, strict=True)
    )
    leader = order.index(opening_leader(contract, players, dealer))
    after = spread_after_trick(contract.mode)
    spread = None if after is None else (order.index(contract.bidder), after)
    return Table("solo-whist", hands, leader, trump, turned, no_one, spread=spread)


MORT = "Mort"


def deal_mort(
    cards: Sequence[Card], players: Sequence[str], live: str, dealer: str, *, mort_first: bool
) -> Table:
    """Mort for three: the Live player and the dead hand opposite him, "turned face up on
    the table as soon as the deal is completed", against the other two. The dealer "deals
    first to himself or to Mort, at his discretion, thence around to the left"
    (``mort_first``); the last card dealt is turned for trump; the player at the dealer's
    left leads, "as in Whist". The Live player plays Mort's cards at Mort's turn."""
    _check(cards, STANDARD_PACK.cards)
    i = list(players).index(live)
    x, y = players[(i + 1) % 3], players[(i + 2) % 3]
    names = (live, x, MORT, y)
    sides = (f"{live}-{MORT}", f"{x}-{y}", f"{live}-{MORT}", f"{x}-{y}")
    owners = (live, x, live, y)
    dealer_at = names.index(dealer)
    first = names.index(MORT) if mort_first else dealer_at
    dealt = _deal(cards, 4)
    by_hand = {(first + k) % 4: dealt[k] for k in range(4)}
    hands = tuple(
        TableHand(names[k], owners[k], sides[k], tuple(by_hand[k]), exposed=names[k] == MORT)
        for k in range(4)
    )
    turned_at = (first + 3) % 4
    return Table("mort", hands, (dealer_at + 1) % 4, cards[-1].suit, by_hand[turned_at][-1])


def deal_cayenne(
    cards: Sequence[Card], players: Sequence[str], dealer: str, declaration: Suit | str
) -> Table:
    """Cayenne: dealt "4, 4 and 5" from one pack; no card turned; the trump named (a
    suit), or "grand" (no trump) or "nullo" (no trump, the ace low unless its holder
    calls it high); the player at the dealer's left leads."""
    _check(cards, STANDARD_PACK.cards)
    if isinstance(declaration, str) and declaration not in ("grand", "nullo"):
        raise ValueError(f"{declaration!r} is no declaration: a suit, grand or nullo")
    order = _round_from(players, players[(list(players).index(dealer) + 1) % 4])
    side = _partners(players)
    dealt = _deal(cards, 4, (4, 4, 5))
    hands = tuple(TableHand(p, p, side[p], tuple(c)) for p, c in zip(order, dealt, strict=True))
    trump = declaration if isinstance(declaration, Suit) else None
    return Table("cayenne", hands, 0, trump, nullo=declaration == "nullo")


DUMMY = "Dummy"


def deal_dummy_whist(cards: Sequence[Card], players: Sequence[str], partner: str) -> Table:
    """Dummy Whist: the Dummy's partner sits opposite it and deals "as if it were the
    Dummy's deal, that is, deal the first card to the player at the left of the Dummy,
    the next to himself, the third to the player at the right of Dummy, and then to the
    Dummy"; the last card (the Dummy's) is turned; "the player to right of Dummy
    leading". We read "right of Dummy" literally: the third player dealt to, at the
    Dummy's right, leads."""
    _check(cards, STANDARD_PACK.cards)
    i = list(players).index(partner)
    left_of_dummy, right_of_dummy = players[(i + 2) % 3], players[(i + 1) % 3]
    names = (left_of_dummy, partner, right_of_dummy, DUMMY)
    ours, theirs = f"{partner}-{DUMMY}", f"{right_of_dummy}-{left_of_dummy}"
    sides = (theirs, ours, theirs, ours)
    owners = (left_of_dummy, partner, right_of_dummy, partner)
    dealt = _deal(cards, 4)
    hands = tuple(
        TableHand(names[k], owners[k], sides[k], tuple(dealt[k]), exposed=k == 3) for k in range(4)
    )
    return Table("dummy-whist", hands, 2, cards[-1].suit, cards[-1])


def deal_double_dummy(cards: Sequence[Card], players: Sequence[str], dealer: str) -> Table:
    """Double Dummy: each player opposite his Dummy, "the players dealing for themselves
    and their Dummy partner in turn", one at a time from the dealer's left; the last card
    turned; the hand at the dealer's left leads."""
    _check(cards, STANDARD_PACK.cards)
    a, b = players
    names = (a, b, f"{a}'s {DUMMY}", f"{b}'s {DUMMY}")
    owners = (a, b, a, b)
    at = names.index(dealer)
    dealt = _deal(cards, 4)
    by_hand = {(at + 1 + k) % 4: dealt[k] for k in range(4)}
    hands = tuple(
        TableHand(names[k], owners[k], owners[k], tuple(by_hand[k]), exposed=k >= 2)
        for k in range(4)
    )
    return Table("double-dummy", hands, (at + 1) % 4, cards[-1].suit, cards[-1])


def deal_humbug(
    cards: Sequence[Card], players: Sequence[str], dealer: str, exchanged: Sequence[str] = ()
) -> Table:
    """Humbug: "Four hands are dealt, the same as in Whist", each player with a blind
    hand at his left; the last card turned for trump, the dealer's. Each "may exchange
    his hand for the one on his right"; the hands not played belong to no one (the dealer
    who exchanges loses the trump card, "but the trump suit remains the same"). "The
    non-dealer leads". Only the two players' hands are played: two cards a trick."""
    _check(cards, STANDARD_PACK.cards)
    a, b = players
    round_ = (a, f"{a}'s left", b, f"{b}'s left")
    at = round_.index(dealer)
    dealt = _deal(cards, 4)
    by_hand = {(at + 1 + k) % 4: dealt[k] for k in range(4)}
    played = []
    for k, p in ((0, a), (2, b)):
        take = (k - 1) % 4 if p in exchanged else k  # the hand on his right
        played.append((p, by_hand[take]))
    used = {c for _, h in played for c in h}
    no_one = tuple(c for c in cards if c not in used)
    hands = tuple(TableHand(p, p, p, tuple(h)) for p, h in played)
    leader = 0 if dealer == b else 1
    return Table("humbug", hands, leader, cards[-1].suit, cards[-1], no_one)


def deal_three_handed(cards: Sequence[Card], players: Sequence[str], dealer: str) -> Table:
    """Three-handed Whist: "The 2, 3 and 4 of each suit and the 5 of spades" discarded,
    thirteen each one at a time from the dealer's left, the last card turned; the player
    at the dealer's left leads; each plays for himself."""
    _check(cards, THREE_HANDED_CARDS)
    order = _round_from(players, players[(list(players).index(dealer) + 1) % 3])
    dealt = _deal(cards, 3)
    hands = tuple(TableHand(p, p, p, tuple(c)) for p, c in zip(order, dealt, strict=True))
    return Table("three-handed-whist", hands, 0, cards[-1].suit, cards[-1])


def deal_thirteen(cards: Sequence[Card], players: Sequence[str], dealer: str) -> Table:
    """Thirteen and the Odd: "thirteen cards to each", the next card turned for trump;
    it and the undealt cards belong to no one; "The dealer's opponent leads"."""
    _check(cards, STANDARD_PACK.cards)
    other = players[1] if dealer == players[0] else players[0]
    dealt = _deal(cards[:26], 2)
    hands = (
        TableHand(other, other, other, tuple(dealt[0])),
        TableHand(dealer, dealer, dealer, tuple(dealt[1])),
    )
    turned = cards[26]
    return Table("thirteen-and-the-odd", hands, 0, turned.suit, turned, tuple(cards[26:]))


#: each game's table builder, by the registry's name
DEALERS: dict[str, Callable[..., Table]] = {
    "whist-1893": deal_whist_1893,
    "solo-whist": deal_solo,
    "mort": deal_mort,
    "cayenne": deal_cayenne,
    "dummy-whist": deal_dummy_whist,
    "double-dummy": deal_double_dummy,
    "humbug": deal_humbug,
    "three-handed-whist": deal_three_handed,
    "thirteen-and-the-odd": deal_thirteen,
}


def social_play(table: Table) -> SocialPlay:
    """A play of ``table`` by its game from the registry."""
    game = find_game(table.game)
    if not isinstance(game, SocialGame):
        raise ValueError(f"{table.game} is not a social game: use whist.Play")
    return SocialPlay(game, table)
