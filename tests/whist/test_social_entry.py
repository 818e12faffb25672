"""A hand entered card by card without the deal (whist.social_entry): for every social
game, a hand played at random under the engine, entered card by card as the score-keeper
sees it, gives the record ``whist tally`` gives for the same play; a revoke is found
when a hand that showed out of a suit plays it, and claimed in the laws' words; a card
entered twice, or not in the game's pack, or the card turned played by another, is
refused saying why."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.whist.social_helpers import sitting
from whist.cards import Card, Rank
from whist.errors import IllegalPlayError
from whist.games import find_game
from whist.games.social import Sheet, SocialGame
from whist.social_entry import CardEntry, game_pack
from whist.social_notation import format_action
from whist.social_play import SocialPlay
from whist.social_tally import dealt_table, expand, played

#: game, players, options, the hand's fields before play, Humbug's exchanges
HANDS: list[tuple[str, list[str], dict[str, Any], dict[str, Any], list[str]]] = [
    ("whist-1893", ["A", "B", "C", "D"], {}, {}, []),
    ("whist-1893", ["A", "B", "C", "D"], {"english": True}, {"honours": {"A-C": 2}}, []),
    (
        "solo-whist",
        ["A", "B", "C", "D"],
        {},
        {"bids": [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]},
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C", "D"],
        {},
        {"bids": [["B", "pass"], ["C", "misere"], ["D", "pass"], ["A", "pass"]]},
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C", "D"],
        {},
        {"bids": [["B", "abundance"], ["C", "pass"], ["D", "pass"], ["A", "pass"]], "trump": "H"},
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C"],
        {},
        {"bids": [["B", "solo"], ["C", "pass"], ["A", "pass"]]},
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C", "D"],
        {"grand": True},
        {"bids": [["B", "pass"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]},
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C", "D"],
        {},
        {
            "bids": [["B", "pass"], ["C", "abundance-declaree"], ["D", "pass"], ["A", "pass"]],
            "trump": "D",
        },
        [],
    ),
    (
        "solo-whist",
        ["A", "B", "C", "D", "E"],
        {},
        {"out": "E", "bids": [["B", "pass"], ["C", "open-misere"], ["D", "pass"], ["A", "pass"]]},
        [],
    ),
    ("mort", ["A", "B", "C"], {}, {}, []),
    ("mort", ["A", "B", "C", "D"], {}, {}, []),
    (
        "cayenne",
        ["A", "B", "C", "D"],
        {},
        {"declared_by": "A", "cayenne": "H", "declaration": "S"},
        [],
    ),
    (
        "cayenne",
        ["A", "B", "C", "D"],
        {},
        {"declared_by": "C", "cayenne": "D", "declaration": "nullo"},
        [],
    ),
    ("dummy-whist", ["A", "B", "C"], {}, {}, []),
    ("double-dummy", ["A", "B"], {}, {}, []),
    ("humbug", ["A", "B"], {}, {}, ["exchange B", "keep A"]),
    ("three-handed-whist", ["A", "B", "C"], {}, {}, []),
    ("thirteen-and-the-odd", ["A", "B"], {}, {}, []),
]


def social(name: str) -> SocialGame:
    game = find_game(name)
    assert isinstance(game, SocialGame)
    return game


def start(
    game: str, players: list[str], options: dict[str, Any], fields: dict[str, Any]
) -> tuple[Sheet[Any, Any], dict[str, Any]]:
    sheet = sitting(game, [], players, options)
    setup = dict(fields)
    if game != "dummy-whist":
        setup["dealer"] = sheet.expected_dealer() or players[0]
    return sheet, setup


def entry_for(sheet: Sheet[Any, Any], setup: dict[str, Any], turned: Card | None) -> CardEntry:
    def build(cards: Any, mort_first: bool) -> Any:
        return dealt_table(sheet, setup, list(cards), mort_first=mort_first)

    return CardEntry(social(sheet.game), build, game_pack(sheet.game, len(sheet.players)), turned)


def random_play(
    sheet: Sheet[Any, Any], setup: dict[str, Any], seed: int, before: list[str], mort_first: bool
) -> tuple[SocialPlay, list[Card]]:
    rng = random.Random(seed)
    cards = list(game_pack(sheet.game, len(sheet.players)))
    rng.shuffle(cards)
    table = dealt_table(sheet, setup, cards, mort_first=mort_first)
    play = SocialPlay(social(sheet.game), table)
    for line in before:
        verb, who = line.split()
        (play.exchange_hand if verb == "exchange" else play.keep_hand)(who)
    while not play.finished:
        card = rng.choice(play.lawful())
        play.play(card, ace_high=table.nullo and card.rank is Rank.ACE and rng.random() < 0.5)
    return play, cards


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(
    ("game", "players", "options", "fields", "before"),
    HANDS,
    ids=[f"{h[0]}-{len(h[1])}-{i}" for i, h in enumerate(HANDS)],
)
def test_a_hand_entered_card_by_card_scores_as_the_tally_of_the_same_play(
    game: str,
    players: list[str],
    options: dict[str, Any],
    fields: dict[str, Any],
    before: list[str],
    seed: int,
) -> None:
    sheet, setup = start(game, players, options, fields)
    mort_first = game == "mort" and seed == 2  # "at his discretion": the entry finds out
    play, cards = random_play(sheet, setup, seed, before, mort_first)
    entry = entry_for(sheet, setup, play.table.turned)
    for action in play.history:
        entry.add(format_action(play.table, action))
    assert entry.play.finished
    assert [t.winner for t in entry.play.tricks] == [t.winner for t in play.tricks]
    by_entry = expand(sheet, {**setup, "play": entry.played()})
    by_tally = expand(
        sheet,
        {**setup, "play": played(play, cards, mort_first=mort_first if game == "mort" else None)},
    )
    assert by_entry == by_tally
    scored = sitting(game, [by_entry], players, options)
    assert scored.summary() == sitting(game, [by_tally], players, options).summary()


def renouncing_play(
    sheet: Sheet[Any, Any], setup: dict[str, Any], seed: int, at_trick: int = 2
) -> tuple[SocialPlay, list[Card], int]:
    """A hand of four played at random but for one renounce from trick ``at_trick`` on:
    the first hand that holds the suit led and another plays the other. Its index."""
    rng = random.Random(seed)
    cards = list(game_pack(sheet.game, len(sheet.players)))
    rng.shuffle(cards)
    play = SocialPlay(social(sheet.game), dealt_table(sheet, setup, cards))
    offender = -1
    while not play.finished:
        hand = play.to_play
        assert hand is not None
        other = [c for c in play.held(hand) if c not in play.lawful()]
        if offender < 0 and play.current and len(play.tricks) + 1 >= at_trick and other:
            offender = hand
            play.play(other[0])
        else:
            play.play(rng.choice(play.lawful()))
    return play, cards, offender


def test_a_revoke_is_found_when_the_hand_that_showed_out_plays_the_suit_and_is_claimed() -> None:
    """Law 28: "A revoke is a renounce in error not corrected in time. A player renounces
    in error when, holding one or more of the cards of the suit led, he plays a card of a
    different suit." The table learns it when he later plays that suit."""
    sheet, setup = start("whist-1893", ["A", "B", "C", "D"], {}, {})
    play, _, offender = renouncing_play(sheet, setup, 7)
    renounce = play.renounces[0]
    trick = next(t.number for t in play.tricks if renounce in t.plays)
    suit = next(t.plays[0].card.suit for t in play.tricks if renounce in t.plays)
    name = play.table.hands[offender].name
    entry = entry_for(sheet, setup, play.table.turned)
    shown = False
    for action in play.history:
        entry.add(format_action(play.table, action))
        found = entry.revokes()
        if not shown and found:
            shown = True
            (revoke,) = found
            assert (revoke.hand, revoke.suit, revoke.trick) == (offender, suit, trick)
            assert action.card.suit is suit  # type: ignore[union-attr]
            assert action.hand == offender  # type: ignore[union-attr]
            partner = play.table.hands[(offender + 2) % 4].player
            adversaries = {h.player for h in play.table.hands} - {name, partner}
            assert set(revoke.claimants) == adversaries
            with pytest.raises(IllegalPlayError, match="only an adversary"):
                entry.add(f"claim {partner} {name} {trick}")
            claimant = revoke.claimants[0]
            entry.add(f"claim {claimant} {name} {trick}")
            assert entry.revokes() == []  # claimed: offered no more
            play_claim = f"claim {claimant} {name} {trick}"
        elif not shown:
            assert found == []
    assert shown, "the renouncer played the suit again before the end"
    record = expand(sheet, {**setup, "play": entry.played()})
    assert isinstance(record, dict)
    assert record["revokes"] == [play.table.hands[offender].player]
    actions = entry.played()["actions"]
    assert isinstance(actions, list) and play_claim in actions
    sitting("whist-1893", [record], ["A", "B", "C", "D"])  # the sheet scores it


def test_a_dummy_revoke_is_found_but_the_laws_refuse_the_claim() -> None:
    """Dummy Whist: "Dummy is not liable for a revoke, as its cards are exposed to
    adversaries": the revoke is shown with the book's reason, no one may claim it."""
    sheet, setup = start("dummy-whist", ["A", "B", "C"], {}, {})
    for seed in range(40):
        play, _, offender = renouncing_play(sheet, setup, seed)
        if play.table.hands[offender].name == "Dummy":
            break
    else:  # pragma: no cover
        pytest.fail("no seed made the Dummy renounce")
    entry = entry_for(sheet, setup, play.table.turned)
    found = []
    for action in play.history:
        entry.add(format_action(play.table, action))
        found = found or entry.revokes()
    assert found and found[0].claimants == ()
    assert "Dummy is not liable for a revoke, as its cards are exposed" in found[0].refused


def test_a_card_entered_twice_is_refused_saying_who_played_it() -> None:
    sheet, setup = start("whist-1893", ["A", "B", "C", "D"], {}, {})
    entry = entry_for(sheet, setup, Card.parse("H7"))
    entry.add("SA")
    with pytest.raises(IllegalPlayError, match="SA has been played already, by B in trick 1"):
        entry.add("SA")
    assert entry.lines == ["SA"]
    assert entry.play.to_play == 1  # nothing changed: C still to play


def test_cards_the_game_does_not_have_or_the_turned_card_out_of_its_hand_are_refused() -> None:
    """Three-handed Whist: "The 2, 3 and 4 of each suit and the 5 of spades are
    discarded"; the card turned is the dealer's ("the last card turned")."""
    sheet, setup = start("three-handed-whist", ["A", "B", "C"], {}, {})
    entry = entry_for(sheet, setup, Card.parse("DK"))
    with pytest.raises(IllegalPlayError, match="S5 is not in the pack of Three-handed Whist"):
        entry.add("S5")
    with pytest.raises(
        IllegalPlayError, match="DK is the card turned for trump: it was dealt to A"
    ):
        entry.add("DK")  # B leads: the dealer, A, holds DK
    entry.add("SA")
    entry.add("S6")
    entry.add("DK")  # A, the dealer, plays it


def test_the_turned_card_is_asked_where_the_game_turns_one() -> None:
    sheet, setup = start("whist-1893", ["A", "B", "C", "D"], {}, {})
    with pytest.raises(IllegalPlayError, match="turns a card for trump: say which card"):
        entry_for(sheet, setup, None)
    sheet, setup = start(
        "cayenne",
        ["A", "B", "C", "D"],
        {},
        {"declared_by": "A", "cayenne": "H", "declaration": "S"},
    )
    with pytest.raises(IllegalPlayError, match="no card is turned for trump in Cayenne"):
        entry_for(sheet, setup, Card.parse("H7"))


def test_undo_takes_back_the_last_card_and_the_trick_it_closed() -> None:
    sheet, setup = start("whist-1893", ["A", "B", "C", "D"], {}, {})
    entry = entry_for(sheet, setup, Card.parse("H7"))
    for line in ("S2", "SA", "S3", "S4"):
        entry.add(line)
    assert [t.winner for t in entry.play.tricks] == [1]  # C's ace (C sits second: B leads)
    assert entry.undo() == "S4"
    assert entry.play.tricks == () and entry.play.to_play == 3
    entry.add("H2")  # A ruffs: hearts trumps (H7 turned)
    assert entry.play.tricks[0].winner == 3


def test_mort_the_card_turned_is_held_as_the_dealers_discretion_puts_it() -> None:
    """Mort: the dealer "deals first to himself or to Mort, at his discretion", so the
    last card, turned, falls to the hand before the first he dealt to: C's (at his
    right) or B's (before Mort). Either may play it; Mort may not."""
    sheet, setup = start("mort", ["A", "B", "C"], {}, {})  # A deals and is the Live player
    entry = entry_for(sheet, setup, Card.parse("S2"))
    assert [h.name for h in entry.play.table.hands] == ["A", "B", "Mort", "C"]
    entry.add("H3")  # B leads
    with pytest.raises(
        IllegalPlayError, match="S2 is the card turned for trump: it was dealt to B or C"
    ):
        entry.add("S2")  # Mort's turn
    entry.add("H4")
    entry.add("S2")  # C's: the dealer dealt first to himself
    assert entry.layout.mort_first is False
    entry.add("H5")
    assert entry.play.tricks[0].winner == 3  # C ruffed: spades trumps


def test_mort_the_dealer_who_dealt_first_to_mort() -> None:
    sheet, setup = start("mort", ["A", "B", "C"], {}, {})
    entry = entry_for(sheet, setup, Card.parse("S2"))
    entry.add("S2")  # B leads the card turned: the dealer dealt first to Mort
    assert entry.layout.mort_first is True
    entry.undo()
    assert entry.layout.mort_first is True  # no card tells otherwise
