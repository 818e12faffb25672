"""The tables of the social games of seed 000: a dealt hand (:class:`Table`), its hands,
the cards played, and each game's builder dealing a shuffled pack by its
:class:`whist.games.social.DealRule`.

Packets: every builder deals one card at a time except where the book gives packets
(Solo "three cards to each player for four rounds, then one each"; Cayenne "4, 4 and
5"); the turned card is the last card dealt (the "next card" in Thirteen and the Odd).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from whist.cards import Card, Suit
from whist.games.social import TallyError
from whist.games.solo import Auction, Contract, Mode, opening_leader, spread_after_trick
from whist.games.three_handed import CARDS as THREE_HANDED_CARDS
from whist.packs import STANDARD_PACK


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
    #: Solo: the mode played (the lone player's Misère or Abundance Declarée may end early)
    mode: Mode | None = None
    #: Humbug: for each hand, the blind hand at its player's right he may take instead
    #: (empty: none, or already taken at the deal); those cards belong to no one till then
    exchange: tuple[tuple[Card, ...], ...] = ()
    #: Mort for four: the Live player's opposite, who "must remain out of the game"
    sitting_out: str | None = None

    def __post_init__(self) -> None:
        sizes = {len(h.cards) for h in self.hands}
        if len(self.hands) < 2 or len(sizes) != 1:
            raise ValueError(f"{self.game}: hands of {sorted(sizes)} cards cannot be played")
        every = [c for h in self.hands for c in h.cards] + list(self.no_one)
        if len(set(every)) != len(every):
            raise ValueError(f"{self.game}: a card is dealt twice")
        if self.exchange and len(self.exchange) != len(self.hands):
            raise ValueError(f"{self.game}: an exchange is given for some hands only")
        if any(c not in self.no_one for h in self.exchange for c in h):
            raise ValueError(f"{self.game}: a hand to exchange must belong to no one")
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
    not exposed until all have played to the first trick". A Grand: "the trump is turned
    down and the game is played without trumps, each for himself" (each his own side)."""
    if contract.bidder is None and contract.mode is not Mode.GRAND:
        raise ValueError("no bid stands: the hands are thrown up (see solo_after_bidding)")
    three = len(players) == 3
    pack = [c for c in STANDARD_PACK.cards if not three or c.rank.letter not in "234"]
    _check(cards, pack)
    order = _round_from(players, players[(list(players).index(dealer) + 1) % len(players)])
    dealt = _deal(cards, len(players), (3, 3, 3, 3, 1))
    turned = cards[-1]
    no_one: tuple[Card, ...] = (turned,) if three else ()
    if contract.mode.misere or contract.mode is Mode.GRAND:
        trump = None
    elif contract.mode.names_trump:
        if named is None:
            raise ValueError(f"{contract.mode.call}: the lone player names the trump")
        trump = named
    else:
        trump = turned.suit
    if contract.mode is Mode.GRAND:
        hands = tuple(TableHand(p, p, p, tuple(c)) for p, c in zip(order, dealt, strict=True))
        return Table("solo-whist", hands, 0, None, turned, no_one, mode=Mode.GRAND)
    hands = tuple(
        TableHand(p, p, "bidder" if p in contract.side else "others", tuple(c))
        for p, c in zip(order, dealt, strict=True)
    )
    leader = order.index(opening_leader(contract, players, dealer))
    after = spread_after_trick(contract.mode)
    spread = None if after is None else (order.index(contract.bidder or ""), after)
    return Table(
        "solo-whist", hands, leader, trump, turned, no_one, spread=spread, mode=contract.mode
    )


@dataclass(frozen=True)
class ThrownUp:
    """Solo: "In case no one bids, or a proposal is the only bid, and no one accepts, the
    hands are thrown up, and a new deal is had, the deal passing to the left"."""

    dealer: str
    calls: tuple[tuple[str, str], ...]
    next_dealer: str

    @property
    def reason(self) -> str:
        bids = [c for _, c in self.calls if c not in ("pass",)]
        why = "a Proposal is the only bid, and no one accepts" if bids else "no one bids"
        return (
            f"{why}: the hands are thrown up, and a new deal is had, the deal passing to the"
            f" left, to {self.next_dealer}"
        )

    def tally_record(self) -> dict[str, Any]:
        """The thrown-up hand as a record of ``whist tally`` (it scores no chips)."""
        return {"dealer": self.dealer, "bids": [list(c) for c in self.calls]}


def solo_after_bidding(
    cards: Sequence[Card],
    players: Sequence[str],
    dealer: str,
    calls: Sequence[tuple[str, str]],
    named: Suit | None = None,
    *,
    six_trick: bool = False,
    grand: bool = False,
) -> tuple[Contract, Table] | ThrownUp:
    """The bidding round of a Solo hand (every call in order, as :class:`Auction` takes
    them; the late privileges not called are not taken up), then the table it is played
    at, or the hands thrown up. Raises :class:`whist.games.social.TallyError` for a call
    the book does not allow."""
    auction = Auction(players, dealer, six_trick=six_trick, grand=grand)
    for player, call in calls:
        auction.call(player, call)
    auction.close()
    if not auction.finished:
        raise TallyError(f"the bidding is not over: {auction.to_call()} is still to call")
    contract = auction.contract
    if contract is None:
        nxt = players[(list(players).index(dealer) + 1) % len(players)]
        return ThrownUp(dealer, tuple(auction.calls), nxt)
    return contract, deal_solo(cards, players, dealer, contract, named)


MORT = "Mort"


def deal_mort(
    cards: Sequence[Card], players: Sequence[str], live: str, dealer: str, *, mort_first: bool
) -> Table:
    """Mort for three: the Live player and the dead hand opposite him, "turned face up on
    the table as soon as the deal is completed", against the other two. The dealer "deals
    first to himself or to Mort, at his discretion, thence around to the left"
    (``mort_first``); the last card dealt is turned for trump; the player at the dealer's
    left leads, "as in Whist". The Live player plays Mort's cards at Mort's turn.

    Mort for four: "the fourth (the live player's opposite) must remain out of the game
    while the Live player plays his exposed hand": Mort lies in his seat, the players at
    the Live player's left and right are the opponents, and the one sitting out neither
    plays nor deals (reading chosen: the deal passes to the next player on)."""
    _check(cards, STANDARD_PACK.cards)
    if len(players) not in (3, 4):
        raise ValueError(
            f"Mort is for three players, or four with one sitting out, not {len(players)}"
        )
    if live not in players:
        raise ValueError(f"the Live player {live!r} is not one of {list(players)}")
    i = list(players).index(live)
    n = len(players)
    x, y = players[(i + 1) % n], players[(i - 1) % n]
    out = players[(i + 2) % 4] if n == 4 else None
    if dealer == out:
        raise ValueError(
            f"{dealer} is the Live player's opposite and 'must remain out of the game': he"
            " does not deal"
        )
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
    return Table(
        "mort",
        hands,
        (dealer_at + 1) % 4,
        cards[-1].suit,
        by_hand[turned_at][-1],
        sitting_out=out,
    )


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
    non-dealer leads". Only the two players' hands are played: two cards a trick.

    ``exchanged``: the players who took the hand on their right at the deal; the others
    may still do so in play (:meth:`whist.social_play.SocialPlay.exchange_hand`) until
    the first card is led."""
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
    spares = tuple(
        () if p in exchanged else tuple(by_hand[(k - 1) % 4]) for k, p in ((0, a), (2, b))
    )
    leader = 0 if dealer == b else 1
    return Table("humbug", hands, leader, cards[-1].suit, cards[-1], no_one, exchange=spares)


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
