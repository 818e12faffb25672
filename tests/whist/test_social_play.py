"""The card play of the social games (whist.social_play), checked against a small
independent reference written here: whose turn it is, the lawful cards at each turn, who
wins each trick, the tricks per side; and a played hand scored by the game's sheet as
the same totals entered by hand (``whist tally``)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.whist.social_helpers import sitting
from whist.cards import Card, Rank, Suit
from whist.errors import IllegalPlayError
from whist.games.solo import Contract, Mode
from whist.games.three_handed import CARDS as THREE_HANDED_CARDS
from whist.packs import STANDARD_PACK
from whist.social_play import (
    CardPlayed,
    SocialPlay,
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
    social_play,
)
from whistcli.main import cli

ORDER = "23456789TJQKA"
FOUR = ["A", "B", "C", "D"]


def shuffled(cards: Sequence[Card], seed: int) -> list[Card]:
    out = list(cards)
    random.Random(seed).shuffle(out)
    return out


# -- the reference ----------------------------------------------------------------------


def ref_lawful(hand: Sequence[Card], led: Suit | None) -> set[Card]:
    """ "The following of suit is obligatory" (seed 000, Whist)."""
    same = {c for c in hand if c.suit is led}
    return same or set(hand)


def ref_winner(cards: Sequence[Card], trump: Suit | None, nullo: bool, high: set[int]) -> int:
    """ "The highest trump played, or, if no trumps are played, the highest card of the
    suit led, wins the trick"; in Nullo the ace is low unless called high."""

    def value(i: int) -> int:
        card = cards[i]
        r = ORDER.index(card.rank.letter) + 1
        if nullo and card.rank is Rank.ACE and i not in high:
            r = 0
        if trump is not None and card.suit is trump:
            return 100 + r
        return 50 + r if card.suit is cards[0].suit else -1

    return max(range(len(cards)), key=value)


def ref_thrown_up(table: Table, won: dict[str, int], played: int) -> bool:
    """Solo: "If the lone player in Misere or Open Misere takes a trick, or in Declared
    Abundance loses one, the hands are thrown up"."""
    if table.mode in (Mode.MISERE, Mode.OPEN_MISERE):
        return won["bidder"] > 0
    if table.mode is Mode.ABUNDANCE_DECLAREE:
        return won["bidder"] < played
    return False


def play_randomly(
    table: Table, seed: int, renounce_rate: float = 0.05
) -> tuple[SocialPlay, dict[str, int]]:
    """Play the whole hand, choosing at random, checking every step against the
    reference; now and then a renounce, and undo of a few cards replayed."""
    rng = random.Random(seed)
    play = social_play(table)
    n = len(table.hands)
    held = [list(h.cards) for h in table.hands]
    to_play = table.leader
    won = {s: 0 for s in table.sides}
    renounces = 0
    for number in range(1, 14):
        trick: list[Card] = []
        high: set[int] = set()
        order: list[int] = []
        for _ in range(n):
            assert play.to_play == to_play
            led = trick[0].suit if trick else None
            lawful = ref_lawful(held[to_play], led)
            assert set(play.lawful()) == lawful
            unlawful = [c for c in held[to_play] if c not in lawful]
            if unlawful and rng.random() < renounce_rate:
                card = rng.choice(unlawful)
                renounces += 1
            else:
                card = rng.choice(sorted(lawful, key=str))
            ace_high = table.nullo and card.rank is Rank.ACE and rng.random() < 0.5
            if ace_high:
                high.add(len(trick))
            play.play(card, ace_high=ace_high)
            held[to_play].remove(card)
            trick.append(card)
            order.append(to_play)
            to_play = (to_play + 1) % n
        winner = order[ref_winner(trick, table.trump, table.nullo, high)]
        assert play.tricks[-1].winner == winner
        assert play.tricks[-1].number == number
        won[table.hands[winner].side] += 1
        to_play = winner
        assert play.tricks_by_side() == won
        if ref_thrown_up(table, won, number):
            assert play.finished and play.to_play is None and play.lawful() == ()
            assert play.ended is not None and "thrown up" in play.ended
            with pytest.raises(IllegalPlayError, match="the hands are thrown up"):
                play.play(play.held(winner)[0])
            return play, won
        if number == 7:  # undo some cards and play them again: the same state
            before = list(play.history)
            k = rng.randrange(1, 2 * n)
            taken = [play.undo() for _ in range(k)]
            assert [a for a in reversed(taken)] == before[-k:]
            for action in reversed(taken):
                play.play(action.card, ace_high=action.ace_high)
            assert play.history == before and play.tricks_by_side() == won
    assert play.finished and play.to_play is None and play.lawful() == ()
    assert sum(won.values()) == 13
    assert len(play.renounces) == renounces
    return play, won


# -- the games' tables --------------------------------------------------------------------


def solo_table(seed: int) -> Table:
    modes = [Mode.SOLO, Mode.MISERE, Mode.ABUNDANCE, Mode.ABUNDANCE_DECLAREE, Mode.PROPOSAL]
    mode = modes[seed % len(modes)]
    contract = Contract(mode, "C", "A" if mode is Mode.PROPOSAL else None)
    named = Suit.CLUBS if mode.names_trump else None
    return deal_solo(shuffled(STANDARD_PACK.cards, seed), FOUR, "B", contract, named)


def solo_three_table(seed: int) -> Table:
    pack = [c for c in STANDARD_PACK.cards if c.rank.letter not in "234"]
    return deal_solo(shuffled(pack, seed), ["A", "B", "C"], "A", Contract(Mode.SOLO, "B"))


def cayenne_table(seed: int) -> Table:
    choices: list[Suit | str] = ["nullo", "grand", Suit.HEARTS]
    declaration = choices[seed % 3]
    return deal_cayenne(shuffled(STANDARD_PACK.cards, seed), FOUR, "D", declaration)


TABLES: dict[str, Callable[[int], Table]] = {
    "whist-1893": lambda s: deal_whist_1893(shuffled(STANDARD_PACK.cards, s), FOUR, "A"),
    "solo-whist": solo_table,
    "solo-whist-three": solo_three_table,
    "mort": lambda s: deal_mort(
        shuffled(STANDARD_PACK.cards, s), ["A", "B", "C"], "A", "A", mort_first=s % 2 == 0
    ),
    "cayenne": cayenne_table,
    "dummy-whist": lambda s: deal_dummy_whist(
        shuffled(STANDARD_PACK.cards, s), ["A", "B", "C"], "B"
    ),
    "double-dummy": lambda s: deal_double_dummy(shuffled(STANDARD_PACK.cards, s), ["A", "B"], "A"),
    "humbug": lambda s: deal_humbug(
        shuffled(STANDARD_PACK.cards, s), ["A", "B"], "B", ["A", "B", (), ()][s % 4]
    ),
    "three-handed-whist": lambda s: deal_three_handed(
        shuffled(THREE_HANDED_CARDS, s), ["A", "B", "C"], "C"
    ),
    "thirteen-and-the-odd": lambda s: deal_thirteen(
        shuffled(STANDARD_PACK.cards, s), ["A", "B"], "A"
    ),
}


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("game", sorted(TABLES))
def test_random_legal_play_matches_the_reference(game: str, seed: int) -> None:
    play_randomly(TABLES[game](seed), seed)


# -- the deal, the lead and the trump, in the book's words ------------------------------


def test_whist_1893_last_card_turned_and_left_of_dealer_leads() -> None:
    """ "the trump card, must be turned up before the dealer" (law 13); the player at
    the dealer's left leads."""
    cards = shuffled(STANDARD_PACK.cards, 1)
    table = deal_whist_1893(cards, FOUR, "C")
    assert table.hands[table.leader].player == "D"
    dealer = next(h for h in table.hands if h.player == "C")
    assert dealer.cards[-1] == cards[-1] == table.turned
    assert table.trump is cards[-1].suit
    assert table.sides == ("D-B", "A-C") or set(table.sides) == {"A-C", "B-D"}


def test_solo_abundance_declaree_lone_player_leads_and_misere_has_no_trump() -> None:
    """ "The lone player to name the trump and to have the original lead" (Abundance
    Declarée); Misère is played without a trump."""
    cards = shuffled(STANDARD_PACK.cards, 2)
    table = deal_solo(cards, FOUR, "A", Contract(Mode.ABUNDANCE_DECLAREE, "C"), Suit.SPADES)
    assert table.hands[table.leader].player == "C" and table.trump is Suit.SPADES
    table = deal_solo(cards, FOUR, "A", Contract(Mode.MISERE, "C"))
    assert table.hands[table.leader].player == "B" and table.trump is None
    table = deal_solo(cards, FOUR, "A", Contract(Mode.SOLO, "C"))
    assert table.trump is cards[-1].suit
    # "three cards to each player for four rounds, then one each"
    assert table.hands[0].cards[:3] == tuple(cards[:3])
    assert table.hands[1].cards[:3] == tuple(cards[3:6])


def test_solo_open_misere_spread_after_the_first_trick() -> None:
    """ "In Open Misere (Spread), the lone player's hand is not exposed until all have
    played to the first trick"."""
    cards = shuffled(STANDARD_PACK.cards, 10)
    table = deal_solo(cards, FOUR, "A", Contract(Mode.OPEN_MISERE, "D"))
    play = social_play(table)
    lone = [h.player for h in table.hands].index("D")
    for _ in range(4):
        assert not play.exposed(lone)
        play.play(play.lawful()[0])
    assert play.exposed(lone) and not play.exposed((lone + 1) % 4)
    play.undo()
    assert not play.exposed(lone)


def test_solo_for_three_the_40th_card_belongs_to_no_one() -> None:
    """ "Discard the Two, Three and Four spots of each suit, playing with 40 cards. The
    40th card is turned up for trump, and belongs to no one"."""
    table = solo_three_table(3)
    assert len(table.no_one) == 1 and table.turned == table.no_one[0]
    assert all(len(h.cards) == 13 for h in table.hands)
    assert all(table.turned not in h.cards for h in table.hands)


def test_mort_dead_hand_exposed_and_played_by_the_live_player() -> None:
    """Mort's hand "is turned face up on the table as soon as the deal is completed";
    the dealer "deals first to himself or to Mort, at his discretion"."""
    cards = shuffled(STANDARD_PACK.cards, 4)
    table = deal_mort(cards, ["A", "B", "C"], "A", "A", mort_first=True)
    mort = next(h for h in table.hands if h.name == "Mort")
    assert mort.exposed and mort.player == "A" and mort.cards[0] == cards[0]
    assert social_play(table).exposed(table.hands.index(mort))
    assert table.hands[table.leader].name == "B"
    assert (
        deal_mort(cards, ["A", "B", "C"], "A", "A", mort_first=False).hands[0].cards[0]
        == (cards[0])
    )


def test_cayenne_nullo_ace_low_or_high_at_the_holders_choice() -> None:
    """Nullo: the ace low, or high at its holder's choice, as he plays it."""
    cards = [Card.parse(c) for c in ("HA", "H2", "HK", "H3")]
    rest = [c for c in STANDARD_PACK.cards if c not in cards]
    table = Table(
        "cayenne",
        tuple(
            TableHand(p, p, "A-C" if p in "AC" else "B-D", (c, *rest[i * 12 : i * 12 + 12]))
            for i, (p, c) in enumerate(zip(FOUR, cards, strict=True))
        ),
        0,
        None,
        nullo=True,
    )
    low = social_play(table)
    for c in cards:
        low.play(c)
    assert low.tricks[0].winner == 2  # the king wins: the ace is low
    high = social_play(table)
    high.play(cards[0], ace_high=True)
    for c in cards[1:]:
        high.play(c)
    assert high.tricks[0].winner == 0
    with pytest.raises(IllegalPlayError, match="only an ace in Nullo"):
        high.play(next(c for c in high.held(0) if c.rank is not Rank.ACE), ace_high=True)


def test_dummy_whist_deal_as_if_dummys_deal_right_of_dummy_leads() -> None:
    """ "deal the first card to the player at the left of the Dummy, the next to himself,
    the third to the player at the right of Dummy, and then to the Dummy ... the player
    to right of Dummy leading"."""
    cards = shuffled(STANDARD_PACK.cards, 5)
    table = deal_dummy_whist(cards, ["A", "B", "C"], "A")
    names = [h.name for h in table.hands]
    assert names[1] == "A" and names[3] == "Dummy"
    assert table.hands[3].cards[-1] == cards[-1] and table.hands[3].player == "A"
    assert table.hands[3].exposed
    assert table.hands[table.leader].name == names[2]
    assert set(table.sides) == {"A-Dummy", f"{names[2]}-{names[0]}"}


def test_humbug_exchange_non_dealer_leads() -> None:
    """ "The non-dealer leads"; each "may exchange his hand for the one on his right"."""
    cards = shuffled(STANDARD_PACK.cards, 6)
    kept = deal_humbug(cards, ["A", "B"], "A")
    swapped = deal_humbug(cards, ["A", "B"], "A", ["B"])
    assert kept.hands[kept.leader].player == "B"
    assert kept.hands[0].cards == swapped.hands[0].cards
    assert kept.hands[1].cards != swapped.hands[1].cards
    assert len(swapped.no_one) == 26 and kept.hands[1].cards[0] in swapped.no_one
    assert swapped.trump is kept.trump  # "but the trump suit remains the same"


def test_three_handed_discards_and_thirteen_next_card_turned() -> None:
    """Three-handed: "the 2, 3 and 4 of each suit and the 5 of spades" out; Thirteen
    and the Odd: "The dealer's opponent leads", the next card turned."""
    table = deal_three_handed(shuffled(THREE_HANDED_CARDS, 7), ["A", "B", "C"], "A")
    assert table.hands[table.leader].player == "B"
    assert Card.parse("S5") not in [c for h in table.hands for c in h.cards]
    cards = shuffled(STANDARD_PACK.cards, 8)
    table = deal_thirteen(cards, ["A", "B"], "A")
    assert table.hands[table.leader].player == "B"
    assert table.turned == cards[26] and table.trump is cards[26].suit
    assert len(table.no_one) == 26


def test_renounce_recorded_not_refused_and_foreign_card_refused() -> None:
    table = TABLES["whist-1893"](9)
    play = social_play(table)
    play.play(play.lawful()[0])
    hand = play.held(play.to_play or 0)
    led = play.current[0].card.suit
    other = [c for c in hand if c.suit is not led]
    if other and any(c.suit is led for c in hand):
        play.play(other[0])
        assert play.renounces == (CardPlayed(play.history[-1].hand, other[0]),)
    stranger = table.hands[0].cards[0]
    with pytest.raises(IllegalPlayError, match="is not in"):
        play.play(stranger)


# -- a played hand scored by the game's sheet ------------------------------------------


def _records(
    game: str, table: Table, by_side: dict[str, int]
) -> tuple[str, list[str], dict[str, Any]]:
    if game == "solo-whist":
        return (
            "solo-whist",
            FOUR,
            {
                "dealer": "B",
                "bids": [["C", "solo"], ["D", "pass"], ["A", "pass"], ["B", "pass"]],
                "tricks": by_side["bidder"],
            },
        )
    if game == "cayenne":
        return (
            "cayenne",
            FOUR,
            {"dealer": "D", "cayenne": "H", "declaration": "H", "tricks": by_side},
        )
    players = sorted({h.player for h in table.hands})
    return game, players, {"tricks": by_side}


SCORED = {
    "whist-1893": TABLES["whist-1893"],
    "solo-whist": lambda s: deal_solo(
        shuffled(STANDARD_PACK.cards, s), FOUR, "B", Contract(Mode.SOLO, "C")
    ),
    "mort": TABLES["mort"],
    "cayenne": lambda s: deal_cayenne(shuffled(STANDARD_PACK.cards, s), FOUR, "D", Suit.HEARTS),
    "dummy-whist": TABLES["dummy-whist"],
    "double-dummy": TABLES["double-dummy"],
    "humbug": TABLES["humbug"],
    "three-handed-whist": TABLES["three-handed-whist"],
    "thirteen-and-the-odd": TABLES["thirteen-and-the-odd"],
}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("game", sorted(SCORED))
def test_played_hand_scores_as_its_totals(game: str, seed: int) -> None:
    """The tricks of a played hand, in the sheet's form, score as the totals the
    reference counted, written by hand as a tally record."""
    table = SCORED[game](seed)
    play, counted = play_randomly(table, seed, renounce_rate=0.0)
    name, players, record = _records(game, table, play.tricks_by_side())
    record["tricks"] = play.sheet_tricks()
    options = {"dummy_partner": "B"} if game == "dummy-whist" else None
    played = sitting(name, [record], players, options)
    by_hand = dict(record)
    if game == "solo-whist":
        by_hand["tricks"] = counted.get("bidder", 0)
    else:
        by_hand["tricks"] = {k: counted.get(k, 0) for k in table.sides}
    typed = sitting(name, [by_hand], players, options)
    assert played.summary() == typed.summary()
    assert sum(play.tricks_by_side().values()) == 13


def test_played_hands_through_whist_tally(tmp_path: Path) -> None:
    """A sitting of played hands written as a tally file: `whist tally --json` prints the
    sheet the reference's totals give."""
    hands, typed = [], []
    for seed in range(4):
        dealer = FOUR[seed % 4]
        table = deal_whist_1893(shuffled(STANDARD_PACK.cards, 100 + seed), FOUR, dealer)
        play, counted = play_randomly(table, seed, renounce_rate=0.0)
        hands.append({"dealer": dealer, "tricks": play.sheet_tricks()})
        typed.append({"dealer": dealer, "tricks": counted})
    path = tmp_path / "played.json"
    path.write_text(json.dumps({"game": "whist-1893", "players": FOUR, "hands": hands}))
    result = CliRunner().invoke(cli, ["tally", "whist-1893", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == sitting("whist-1893", typed, FOUR).summary()
