"""A hand of a social game entered card by card as it is played, without the deal.

The games of seed 000 are dealt at the table: the score-keeper does not know the hands
before play. It knows what is done before the first lead (the dealer, Solo's bidding,
Cayenne's declaration, the card turned for trump) and sees each card as it falls. So a
:class:`CardEntry` keeps the action lines of :mod:`whist.social_notation` ("SA", "claim
C B 3", "penalty B 1 tricks", "exchange A") and, after each one, plays the hand again
with the engine (:class:`whist.social_play.SocialPlay`) on a *provisional deal*: every
card played so far given to the hand that played it, in the places the game's own deal
builder deals that hand's cards, the card turned in its place, and the cards not yet seen
in the places left. Whose turn it is, who won each trick (the game's trump and rules, a
Nullo ace high or low), the tricks by side, when Solo's hands are thrown up, whether a
revoke claim stands: all come from the engine, never reckoned here.

Once every card is played the hands are known (each hand's thirteen cards are the cards
it played; the card turned, the cards belonging to no one and a Humbug hand not taken
fill the places left), and the provisional deal is the deal: :meth:`CardEntry.played`
gives the hand as ``whist tally`` reads a hand played card by card (docs/tally.md), so
it scores exactly as the tally of the same play.

A revoke is found as the table finds it: a hand that showed out of a suit (played
another card when it was led) and later plays a card of that suit revoked at the first
trick (law 28: "a renounce in error not corrected in time"); :meth:`CardEntry.revokes`
offers each such revoke to the adversaries the game's laws allow to claim it (the engine
is asked for each claimant), with the engine's words where none may.

Reading chosen for Mort, whose dealer "deals first to himself or to Mort, at his
discretion": the place of the card turned depends on it, so the entry does not ask; it
takes the discretion under which the hand that played the card turned was dealt it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from whist.cards import Card, Suit, format_cards
from whist.errors import IllegalPlayError, NotationError
from whist.games.social import SocialGame
from whist.games.three_handed import CARDS as THREE_HANDED_CARDS
from whist.packs import STANDARD_PACK
from whist.social_laws import ChoosePenalty, ClaimRevoke, ExchangeHand, KeepHand
from whist.social_notation import format_action, parse_action
from whist.social_play import SocialPlay
from whist.social_table import CardPlayed, Table

#: a game's deal builder for this hand: the pack in the order dealt, and Mort's
#: "deals first to Mort" (ignored by the other games) -> the table
Builder = Callable[[Sequence[Card], bool], Table]

#: the actions a score-keeper enters (the others are the laws' remedies at the table)
ENTERED = (CardPlayed, ClaimRevoke, ChoosePenalty, ExchangeHand, KeepHand)

SUIT_NAMES = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}


def game_pack(game: str, players: int) -> tuple[Card, ...]:
    """The cards of the game's pack in play: Three-handed Whist's 39 ("The 2, 3 and 4 of
    each suit and the 5 of spades are discarded"), Solo for three's 40 ("the 2s, 3s and
    4s are discarded"), else the 52."""
    if game == "three-handed-whist":
        return THREE_HANDED_CARDS
    if game == "solo-whist" and players == 3:
        return tuple(c for c in STANDARD_PACK.cards if c.rank.letter not in "234")
    return STANDARD_PACK.cards


@dataclass(frozen=True)
class Layout:
    """Where the game's builder deals each place of the pack for one hand: the places of
    each hand's cards, of each Humbug hand that may be taken instead, and of the card
    turned (None: no card is turned)."""

    mort_first: bool
    hands: tuple[tuple[int, ...], ...]
    exchange: tuple[tuple[int, ...], ...]
    turned: int | None

    @classmethod
    def probe(cls, build: Builder, pack: Sequence[Card], mort_first: bool) -> Layout:
        """The builder deals the pack in its own order: each card is its place."""
        table = build(list(pack), mort_first)
        place = {card: i for i, card in enumerate(pack)}
        return cls(
            mort_first,
            tuple(tuple(place[c] for c in h.cards) for h in table.hands),
            tuple(tuple(place[c] for c in h) for h in table.exchange),
            None if table.turned is None else place[table.turned],
        )

    def source(self, hand: int, exchanged: bool) -> tuple[int, ...]:
        return self.exchange[hand] if exchanged and self.exchange else self.hands[hand]


@dataclass(frozen=True)
class Revoke:
    """A revoke found: ``hand`` showed out of ``suit`` in trick ``trick`` and played a
    card of it in trick ``shown``; ``claimants``: the players whose claim the laws take;
    ``refused``: the laws' reason when no one may claim it."""

    hand: int
    suit: Suit | None
    trick: int
    shown: int
    claimants: tuple[str, ...]
    refused: str


class CardEntry:
    """One hand entered card by card: the action lines, replayed by the engine on the
    provisional deal after each one; a refused line changes nothing."""

    def __init__(
        self, game: SocialGame, build: Builder, pack: Sequence[Card], turned: Card | None
    ) -> None:
        self.game = game
        self.build = build
        self.pack = tuple(pack)
        self.turned = turned
        choices = (False, True) if game.name == "mort" else (False,)
        self.layouts = [Layout.probe(build, self.pack, m) for m in choices]
        #: the hands' names, players and sides (the cards are the pack's order)
        self.seating = build(list(self.pack), False)
        if turned is None and self.layouts[0].turned is not None:
            raise IllegalPlayError(f"{game.title} turns a card for trump: say which card it was")
        if turned is not None:
            if self.layouts[0].turned is None:
                raise IllegalPlayError(f"no card is turned for trump in {game.title}")
            if turned not in self.pack:
                raise IllegalPlayError(f"{turned} is not in the pack of {game.title}")
        self.lines: list[str] = []
        #: each card played and the hand (table order) that played it, in order
        self.owners: list[tuple[Card, int]] = []
        self.layout = self.layouts[0]
        self.play = self._replay(self.layout, [])

    # -- the provisional deal -------------------------------------------------------

    def _exchanged(self, lines: Sequence[str]) -> set[int]:
        """Humbug: the hands whose player took the hand at his right."""
        players = [h.player for h in self.seating.hands]
        taken = set()
        for line in lines:
            words = line.split()
            if len(words) == 2 and words[0] == "exchange" and words[1] in players:
                taken.add(players.index(words[1]))
        return taken

    def deal(
        self, layout: Layout, owners: Sequence[tuple[Card, int]], lines: Sequence[str]
    ) -> list[Card]:
        """The pack in the order dealt: the cards played in their hands' places, the card
        turned in its place, the rest (not seen) in the places left, in the pack's order.
        Raises :class:`IllegalPlayError` where a card cannot have been dealt to its hand."""
        deal: list[Card | None] = [None] * len(self.pack)
        if layout.turned is not None:
            deal[layout.turned] = self.turned
        exchanged = self._exchanged(lines)
        by_hand: dict[int, list[Card]] = {}
        for card, hand in owners:
            by_hand.setdefault(hand, []).append(card)
        for hand, cards in by_hand.items():
            places = layout.source(hand, hand in exchanged)
            free = [p for p in places if deal[p] is None]
            for card in cards:
                if card == self.turned:
                    if layout.turned not in places:
                        raise IllegalPlayError(self._turned_words())
                    continue
                if not free:
                    raise IllegalPlayError(f"hand {hand} has played all its cards")
                deal[free.pop(0)] = card
        seen = {c for c in deal if c is not None}
        rest = iter(c for c in self.pack if c not in seen)
        return [c if c is not None else next(rest) for c in deal]

    def _turned_words(self) -> str:
        # Mort: the hand it was dealt to under either of the dealer's discretions
        holders = sorted(
            {
                i
                for lay in self.layouts
                for i, places in enumerate(lay.hands)
                if lay.turned in places
            }
        )
        if not holders:
            return f"{self.turned} is the card turned for trump: it belongs to no one and is not played"
        names = " or ".join(self.play.table.hands[i].name for i in holders)
        return f"{self.turned} is the card turned for trump: it was dealt to {names}"

    def _replay(
        self, layout: Layout, owners: Sequence[tuple[Card, int]], lines: Sequence[str] = ()
    ) -> SocialPlay:
        table = self.build(self.deal(layout, owners, lines), layout.mort_first)
        play = SocialPlay(self.game, table)
        for line in lines:
            action = parse_action(table, line)
            if isinstance(action, CardPlayed):
                play.play(action.card, ace_high=action.ace_high)
            else:
                play.act(action)
        return play

    # -- entering ---------------------------------------------------------------------

    def add(self, line: str) -> None:
        """Enter one action's line (docs/tally.md): a card played by the hand to play,
        a claim, Mort's penalty, Humbug's exchange. Refused: :class:`IllegalPlayError`
        (or :class:`NotationError` for a line that is no action) in the table's words."""
        action = parse_action(self.play.table, line)
        if not isinstance(action, ENTERED):
            raise IllegalPlayError(
                f"{line!r}: the score-keeper takes the cards played, revoke claims, Mort's"
                " penalty and Humbug's exchange"
            )
        owners = list(self.owners)
        if isinstance(action, CardPlayed):
            owners.append((action.card, self._check_card(action.card)))
        elif isinstance(action, (ExchangeHand, KeepHand)) and self.owners:
            raise IllegalPlayError("play has started: a hand is exchanged only before the lead")
        lines = [*self.lines, format_action(self.play.table, action)]
        failure: IllegalPlayError | None = None
        for layout in sorted(self.layouts, key=lambda lay: lay is not self.layout):
            try:
                play = self._replay(layout, owners, lines)
            except IllegalPlayError as exc:
                failure = failure or exc
                continue
            self.layout, self.play, self.owners, self.lines = layout, play, owners, lines
            return
        assert failure is not None
        raise failure

    def _check_card(self, card: Card) -> int:
        """The hand to play, who may have held ``card``; else why not."""
        play = self.play
        if play.finished:
            raise IllegalPlayError(f"play is over: {play.ended or 'every card has been played'}")
        hand = play.to_play
        assert hand is not None
        if card not in self.pack:
            raise IllegalPlayError(f"{card} is not in the pack of {self.game.title}")
        for n, (seen, who) in enumerate(self.owners):
            if seen == card:
                trick = n // len(play.table.hands) + 1
                name = play.table.hands[who].name
                raise IllegalPlayError(
                    f"{card} has been played already, by {name} in trick {trick}: tap the card"
                    " that was played now (or take back the last card if it was entered wrong)"
                )
        return hand

    def undo(self) -> str:
        """Take back the last line entered."""
        if not self.lines:
            raise IllegalPlayError("no card has been entered: nothing to take back")
        line = self.lines[-1]
        owners = self.owners
        if isinstance(parse_action(self.play.table, line), CardPlayed):
            owners = owners[:-1]
        lines = self.lines[:-1]
        for layout in sorted(self.layouts, key=lambda lay: lay is not self.layout):
            try:
                self.play = self._replay(layout, owners, lines)
            except IllegalPlayError:
                continue
            self.layout, self.owners, self.lines = layout, owners, lines
            return line
        raise IllegalPlayError(
            "the hand cannot be taken back to the card before"
        )  # pragma: no cover

    # -- reading ------------------------------------------------------------------------

    def showed_out(self) -> list[tuple[int, Suit | None, int]]:
        """Every (hand, suit led, trick) where a hand played another suit to a lead."""
        out = []
        for trick in [*self.play.tricks, None]:
            plays = trick.plays if trick is not None else self.play.current
            number = trick.number if trick is not None else len(self.play.tricks) + 1
            if not plays:
                continue
            led = plays[0].card.suit
            out += [(p.hand, led, number) for p in plays[1:] if p.card.suit is not led]
        return out

    def revokes(self) -> list[Revoke]:
        """The revokes established: a hand showed out of a suit and later played it. Each
        with the players whose claim the engine takes (none once claimed)."""
        plays_by_hand: dict[int, list[tuple[Card, int]]] = {}
        for n, (card, hand) in enumerate(self.owners):
            plays_by_hand.setdefault(hand, []).append((card, n // len(self.play.table.hands) + 1))
        claimed = {(c.hand, c.trick) for c in self.play.revokes}
        found = []
        for hand, suit, trick in self.showed_out():
            later = [t for c, t in plays_by_hand.get(hand, []) if c.suit is suit and t > trick]
            if not later or (hand, trick) in claimed:
                continue
            claimants, refused = self._claimants(hand, trick)
            found.append(Revoke(hand, suit, trick, later[0], claimants, refused))
        return found

    def _claimants(self, hand: int, trick: int) -> tuple[tuple[str, ...], str]:
        who: list[str] = []
        refused = ""
        for player in dict.fromkeys(h.player for h in self.play.table.hands):
            line = f"claim {player} {self.play.table.hands[hand].name} {trick}"
            try:
                self._replay(self.layout, self.owners, [*self.lines, line])
            except (IllegalPlayError, NotationError) as exc:
                if "only an adversary" not in str(exc):
                    refused = refused or str(exc)
                continue
            who.append(player)
        return tuple(who), "" if who else refused

    def played(self) -> dict[str, object]:
        """The finished hand as the ``play`` field of a tally hand: its deal and lines."""
        if not self.play.finished:
            raise IllegalPlayError("the hand is not played out: enter the rest of the cards")
        out: dict[str, object] = {
            "deal": format_cards(self.deal(self.layout, self.owners, self.lines)),
            "actions": list(self.lines),
        }
        if self.game.name == "mort":
            out["mort_first"] = self.layout.mort_first
        return out
