"""Whist of 1893, Dummy Whist, Double Dummy, Humbug, Three-handed Whist and Thirteen and
the Odd (seed 000): each rule from the book's words; random hands against a reference."""

from __future__ import annotations

import random

import pytest

from tests.whist.social_helpers import sitting
from whist.cards import Card
from whist.games.dummy import deal_order, liable_for_exposed_card, liable_for_revoke
from whist.games.humbug import leader
from whist.games.social import TallyError
from whist.games.three_handed import CARDS


def test_whist_game_of_seven_valued_by_the_losers_score() -> None:
    """Law 1: "A game consists of seven points, each trick above six counting one. The
    value of the game is determined by deducting the losers' score from seven.\""""
    sheet = sitting(
        "whist-1893", [{"tricks": {"B-D": 9}}, {"tricks": {"A-C": 11}}, {"tricks": {"A-C": 9}}]
    )
    game = sheet.games[0]
    assert game.winner == "A-C" and dict(game.scores) == {"A-C": 8, "B-D": 3}
    assert game.value == 4 and sheet.totals() == {"A-C": 4, "B-D": -4}


def test_whist_revoke_two_tricks_and_no_game_that_hand() -> None:
    """Law 30: "the transfer of two tricks ... The revoking side can not win the game in
    that hand"; law 31: "score all points made by them up to score of six\""""
    sheet = sitting("whist-1893", [{"tricks": {"A-C": 13}, "revokes": ["A"]}])
    # 13 - 2 = 11 tricks: five over the book, short of the seven
    assert sheet.games == [] and sheet.scores == {"A-C": 5, "B-D": 0}
    sheet = sitting(
        "whist-1893", [{"tricks": {"A-C": 10}}, {"tricks": {"A-C": 12}, "revokes": ["C"]}]
    )
    assert sheet.games == [] and sheet.scores["A-C"] == 6


def test_whist_english_custom_honours_trebles_rubber() -> None:
    """ "The four Honors, score four points. Any three Honors, score two points"; "Players
    who at the beginning of the hand need only one point to score out can not score for
    Honors"; "A treble (3 points), when adversaries have failed to score"; "The Rubber is
    the best two out of three games ... the winners of the rubber add two points"."""
    english = {"english": True}
    sheet = sitting("whist-1893", [{"tricks": {"A-C": 8}, "honours": {"A-C": 4}}], options=english)
    assert sheet.scores == {"A-C": 6, "B-D": 0}
    sheet.add_record({"tricks": {"B-D": 7}, "honours": {"A-C": 3}})
    assert sheet.scores == {"A-C": 6, "B-D": 1}
    sheet.add_record({"tricks": {"A-C": 7}})
    assert sheet.games[0].value == 2  # a double: adversaries one
    sheet.add_record({"tricks": {"A-C": 13}})
    assert sheet.rubbers[0].value == 2 + 3 + 2


def test_dummy_whist_deal_revoke_exposed_card_and_partners() -> None:
    """ "deal the first card to the player at the left of the Dummy, the next to himself,
    the third to the player at the right of Dummy, and then to the Dummy"; "Dummy is not
    liable for a revoke"; "Dummy's partner is not liable for an exposed card"; "At the end
    of each Rubber, Dummy changes partners"; "Seven points are game, but ... five or ten"."""
    assert deal_order("A", ("A", "B", "C")) == ("C", "A", "B", "Dummy")
    assert not liable_for_revoke("Dummy") and liable_for_revoke("B")
    assert not liable_for_exposed_card("A", "A") and liable_for_exposed_card("B", "A")
    with pytest.raises(TallyError, match="hand 1, revokes\\[0\\]: Dummy is not liable"):
        sitting(
            "dummy-whist",
            [{"tricks": {"A-Dummy": 7}, "revokes": ["Dummy"]}],
            players=["A", "B", "C"],
        )
    sheet = sitting(
        "dummy-whist", [{"tricks": {"A-Dummy": 13}}, {"tricks": {"A": 13}}], players=["A", "B", "C"]
    )
    assert sheet.rubbers[0].winner == "A-Dummy" and sheet.sides().names == ("B-Dummy", "C-A")
    five = sitting(
        "dummy-whist",
        [{"tricks": {"B-C": 11}}],
        players=["A", "B", "C"],
        options={"game_points": 5},
    )
    assert five.games[0].value == 5
    with pytest.raises(TallyError, match="seven points are game, or five or ten"):
        sitting("dummy-whist", [], players=["A", "B", "C"], options={"game_points": 6})


def test_double_dummy_no_revoke_penalty() -> None:
    """ "There is no penalty for revoke, exposed cards, etc.\""""
    with pytest.raises(TallyError, match="There is no penalty for revoke"):
        sitting("double-dummy", [{"tricks": {"A": 8}, "revokes": ["B"]}])
    assert sitting("double-dummy", [{"tricks": {"A": 13}}]).games[0].winner == "A"


def test_humbug_tricks_honours_revoke_game_of_five() -> None:
    """ "Each trick taken in over six scores one point, five points being game. If each
    player holds two Honors neither can score, but if one holds none or one Honor, and
    the other two, three or four, the latter is entitled to score one point for each
    Honor. Three tricks is the penalty for revoke"; "The non-dealer leads"."""
    assert leader("A", ("A", "B")) == "B"
    even = sitting("humbug", [{"tricks": {"A": 7}, "honours": {"A": 2, "B": 2}}])
    assert even.scores == {"A": 1, "B": 0}
    one = sitting("humbug", [{"tricks": {"A": 7}, "honours": {"A": 1, "B": 3}}])
    assert one.scores == {"A": 1, "B": 3}
    revoke = sitting("humbug", [{"tricks": {"A": 8}, "revokes": ["A"]}])
    assert revoke.scores == {"A": 0, "B": 2}
    game = sitting("humbug", [{"tricks": {"B": 11}}])
    assert game.games[0].winner == "B"


def test_three_handed_pack_book_of_four_game_of_ten() -> None:
    """ "Discard the two, three and four spot of each suit and the Five of Spades ... Four
    tricks are a book, each trick in excess of four, therefore, scoring one point. Ten
    points are game.\""""
    assert len(CARDS) == 39 and Card.parse("S5") not in CARDS and Card.parse("H5") in CARDS
    sheet = sitting("three-handed-whist", [{"tricks": {"A": 7, "B": 5, "C": 1}}])
    assert sheet.scores == {"A": 3, "B": 1, "C": 0}
    with pytest.raises(TallyError, match="say who takes the revoke's tricks"):
        sitting("three-handed-whist", [{"tricks": {"A": 7, "B": 5, "C": 1}, "revokes": ["A"]}])


def test_thirteen_and_the_odd_seven_tricks_and_revoke_forfeits() -> None:
    """ "The player first taking seven tricks wins the game. A revoke forfeits the game"."""
    sheet = sitting(
        "thirteen-and-the-odd",
        [{"tricks": {"A": 7, "B": 2}}, {"revoke": "B"}, {"tricks": {"B": 7}, "revoke": "B"}],
    )
    assert sheet.won == {"A": 3, "B": 0}
    with pytest.raises(TallyError, match="nobody has seven"):
        sitting("thirteen-and-the-odd", [{"tricks": {"A": 6, "B": 6}}])


def test_whist_random_hands_against_a_reference() -> None:
    rng = random.Random(5)
    for _ in range(200):
        sheet = sitting("whist-1893", [])
        a = b = 0
        while not sheet.games:
            won = rng.randint(7, 13)
            side = rng.choice(["A-C", "B-D"])
            sheet.add_record({"tricks": {side: won}})
            if side == "A-C":
                a += won - 6
            else:
                b += won - 6
        loser = min(a, b)
        assert sheet.games[0].value == 7 - loser
        assert sheet.games[0].winner == ("A-C" if a > b else "B-D")


def test_undo_rebuilds_the_sheet() -> None:
    sheet = sitting(
        "cayenne",
        [
            {"cayenne": "H", "declaration": "H", "tricks": {"A-C": 8}, "honours": {"A-C": 3}},
            {"declaration": "grand", "tricks": {"B-D": 9}},
        ],
    )
    sheet.undo()
    assert sheet.points == {"A-C": 6, "B-D": 0} and sheet.scoring["A-C"] == [4]


def test_whist_honours_only_with_the_english_custom() -> None:
    """ "If it is desired by the players, the following points may be scored for Honors";
    "The practice of scoring for Honors ... is obsolete in America"."""
    with pytest.raises(TallyError, match="honours: scored only with the English custom"):
        sitting("whist-1893", [{"tricks": {"A-C": 7}, "honours": {"A-C": 4}}])


def test_three_handed_each_loser_pays_ten_less_his_score() -> None:
    """Law 1's "deducting the losers' score" with two losers (the reading chosen)."""
    sheet = sitting(
        "three-handed-whist",
        [{"tricks": {"A": 9, "B": 4, "C": 0}}, {"tricks": {"A": 9, "B": 3, "C": 1}}],
    )
    game = sheet.games[0]
    assert game.winner == "A" and dict(game.paid) == {"B": 10, "C": 10}
    assert sheet.totals() == {"A": 20, "B": -10, "C": -10}


def test_humbug_exchange_noted_dealer_loses_the_trump_card() -> None:
    """ "If the dealer discards his original hand, he loses the turned-up trump card, but
    the trump suit remains the same."
    """
    sheet = sitting("humbug", [{"dealer": "A", "exchanged": ["A"], "tricks": {"A": 7}}])
    assert "lost the turned-up trump card" in sheet.history[0][0].notes[0]


def _points_reference(book: int, game: int, hands: list[dict[str, int]]) -> tuple[str, int]:
    """First to ``game`` points by tricks over ``book``; (winner, points of the best loser)."""
    score: dict[str, int] = {}
    for tricks in hands:
        for name, n in tricks.items():
            score[name] = score.get(name, 0) + max(0, n - book)
        top = max(score.values())
        leaders = [n for n, v in score.items() if v == top]
        if top >= game and len(leaders) == 1:
            return leaders[0], max(v for n, v in score.items() if n != leaders[0])
    return "", 0


@pytest.mark.parametrize(
    ("game", "players", "book", "points"),
    [
        ("humbug", ["A", "B"], 6, 5),
        ("double-dummy", ["A", "B"], 6, 7),
        ("three-handed-whist", ["A", "B", "C"], 4, 10),
    ],
)
def test_points_games_random_hands_against_a_reference(
    game: str, players: list[str], book: int, points: int
) -> None:
    rng = random.Random(game)
    for _ in range(150):
        sheet = sitting(game, [], players=players)
        hands = []
        while not sheet.games:
            cuts = sorted(rng.randint(0, 13) for _ in players[1:])
            counts = [b - a for a, b in zip([0, *cuts], [*cuts, 13], strict=True)]
            tricks = dict(zip(players, counts, strict=True))
            hands.append(tricks)
            sheet.add_record({"tricks": tricks})
        winner, best_loser = _points_reference(book, points, hands)
        assert sheet.games[0].winner == winner
        assert max(s for n, s in sheet.games[0].scores if n != winner) == best_loser


def test_dummy_whist_random_rubbers_rotate_the_dummy() -> None:
    """ "At the end of each Rubber, Dummy changes partners—thus being the partner of each of
    the players in turn"; a rubber is "the best two out of three games"."""
    rng = random.Random(1)
    sheet = sitting("dummy-whist", [], players=["A", "B", "C"])
    wins: dict[str, int] = {}
    while len(sheet.rubbers) < 6:
        number = len(sheet.rubbers)
        assert sheet.dummy_partner == "ABC"[number % 3]
        side = rng.choice(sheet.sides().names)
        sheet.add_record({"tricks": {side: rng.randint(7, 13)}})
        if (
            sheet.games
            and sheet.games[-1].winner == side
            and len(sheet.history)
            and (sheet.history[-1][1].game is not None)
        ):
            wins[side] = wins.get(side, 0) + 1
        if len(sheet.rubbers) > number:
            assert wins.get(sheet.rubbers[-1].winner) == 2
            assert sheet.rubbers[-1].winner in sheet.history[-1][1].lines[-1]
            wins = {}


def test_thirteen_random_hands_against_a_reference() -> None:
    rng = random.Random(13)
    won = {"A": 0, "B": 0}
    sheet = sitting("thirteen-and-the-odd", [])
    for _ in range(300):
        a = rng.randint(0, 13)
        revoke = rng.choice([None, None, "A", "B"])
        record: dict[str, object] = {"tricks": {"A": a, "B": 13 - a}}
        if revoke:
            record["revoke"] = revoke
        sheet.add_record(record)
        winner = ("B" if revoke == "A" else "A") if revoke else ("A" if a >= 7 else "B")
        won[winner] += 1
    assert sheet.won == won


def test_dummy_whist_a_rubber_of_two_games_valued_by_law_1() -> None:
    """ "In general, the laws and rules of Whist apply": two games of seven won by the
    Dummy's side make the rubber, each worth seven less the losers' score."""
    sheet = sitting(
        "dummy-whist",
        [{"tricks": {"B-C": 8}}, {"tricks": {"A-Dummy": 13}}, {"tricks": {"A-Dummy": 13}}],
        players=["A", "B", "C"],
    )
    assert [g.value for g in sheet.games] == [5, 7]
    assert sheet.rubbers[0].winner == "A-Dummy" and sheet.rubbers[0].value == 12
    assert sheet.dummy_partner == "B"


def test_dummy_whist_revoke_by_dummys_partner_is_penalised() -> None:
    """ "Dummy is not liable for a revoke" -- its partner is (law 30's two tricks)."""
    sheet = sitting(
        "dummy-whist", [{"tricks": {"A-Dummy": 8}, "revokes": ["A"]}], players=["A", "B", "C"]
    )
    assert sheet.scores == {"A-Dummy": 0, "B-C": 1}  # 8 - 2 = 6; 5 + 2 = 7


def test_double_dummy_game_of_ten_by_agreement() -> None:
    """Double Dummy: "The laws and rules are the same as for Dummy Whist"; Dummy Whist:
    "Seven points are game, but the players may ... change this to five or ten"."""
    sheet = sitting(
        "double-dummy", [{"tricks": {"A": 13}}, {"tricks": {"B": 10}}], options={"game_points": 10}
    )
    assert sheet.games == [] and sheet.scores == {"A": 7, "B": 4}
    sheet.add_record({"tricks": {"A": 9}})
    assert sheet.games[0].winner == "A" and sheet.games[0].value == 6


def test_humbug_honours_make_the_game() -> None:
    """Humbug: "five points being game"; honours score "one point for each Honor"."""
    sheet = sitting("humbug", [{"tricks": {"A": 9}, "honours": {"A": 2}}])
    assert sheet.games[0].winner == "A" and dict(sheet.games[0].scores) == {"A": 5, "B": 0}


def test_three_handed_revoke_two_tricks_to_the_adversary_named() -> None:
    """ "The rules and laws of Whist apply": law 30's two tricks, to the adversary the
    record names (the reading chosen), and the revoker cannot win the game that hand."""
    sheet = sitting(
        "three-handed-whist",
        [{"tricks": {"A": 6, "B": 4, "C": 3}, "revokes": [{"by": "A", "to": "C"}]}],
    )
    assert sheet.scores == {"A": 0, "B": 0, "C": 1}
    sheet = sitting(
        "three-handed-whist",
        [
            {"tricks": {"A": 9, "B": 2, "C": 2}},
            {"tricks": {"A": 13, "B": 0, "C": 0}, "revokes": [{"by": "A", "to": "B"}]},
        ],
    )
    assert sheet.games == [] and sheet.scores["A"] == 9
