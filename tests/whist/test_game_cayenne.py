"""Cayenne Whist (seed 000, "Cayenne Whist"): each rule from the book's words, the
book's worked example hand by hand, and random hands against a reference."""

from __future__ import annotations

import random

import pytest

from tests.whist.social_helpers import sitting
from whist.cards import Rank, Suit
from whist.games.cayenne import game_value, multiplier, nullo_strength
from whist.games.social import TallyError

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def test_cayenne_multipliers_from_the_cayenne_suit() -> None:
    """ "the same suit as the Cayenne card ... four"; "the next suit (same color) ...
    three"; "Cayenne card is red, and *Clubs* ... or black, and *Hearts* ... two";
    "red, and *Spades* ... or black, and *Diamonds* ... one point"."""
    assert [multiplier(t, H) for t in (H, D, C, S)] == [4, 3, 2, 1]
    assert [multiplier(t, D) for t in (D, H, C, S)] == [4, 3, 2, 1]
    assert [multiplier(t, S) for t in (S, C, H, D)] == [4, 3, 2, 1]
    assert [multiplier(t, C) for t in (C, S, H, D)] == [4, 3, 2, 1]


def test_cayenne_game_values() -> None:
    """ "before adversaries make a single point ... four"; "before adversaries make four
    points ... triple"; "four or more points, but less than seven ... double"; "seven,
    eight or nine points ... single"."""
    assert [game_value(n) for n in range(10)] == [4, 3, 3, 3, 2, 2, 2, 1, 1, 1]


def test_cayenne_nullo_ace_low_or_high() -> None:
    """ "In Nulló, the Ace of each suit ranks lower than the Deuce ... unless the player
    holding it desires it to rank above the King"."""
    assert nullo_strength(Rank.ACE) < nullo_strength(Rank.TWO)
    assert nullo_strength(Rank.ACE, ace_high=True) > nullo_strength(Rank.KING)


def test_cayenne_book_example_hand_by_hand() -> None:
    """FIRST HAND: "A-C—4, with 6 odd points"; SECOND HAND: "B-D—2—4, with 4 odd
    points", A-C's six wiped out; THIRD HAND: "B-D - 2—1—4—4 + 8 for Rubber = 22 ...
    B-D won the Rubber by 18 points"."""
    hands = [
        {"cayenne": "H", "declaration": "H", "tricks": {"A-C": 8}, "honours": {"A-C": 3}},
        {"cayenne": "S", "declaration": "C", "tricks": {"B-D": 10}, "honours": {"B-D": 4}},
        {"declaration": "grand", "tricks": {"B-D": 8}},
    ]
    sheet = sitting("cayenne", hands[:1])
    assert sheet.scoring == {"A-C": [4], "B-D": []}
    assert sheet.points == {"A-C": 6, "B-D": 0}
    sheet.add_record(hands[1])
    assert sheet.scoring == {"A-C": [4], "B-D": [2, 4]}
    assert sheet.points == {"A-C": 0, "B-D": 4}
    assert sheet.history[1][1].scoring == (("A-C", (4,)), ("B-D", (2, 4)))
    result = sheet.add_record(hands[2])
    # the book prints "2—1—4—4" (OCR); 2 + 4 + 4 + 4 + 8 = 22 is its total
    assert result.scoring == (("A-C", (4,)), ("B-D", (2, 4, 4, 4)))
    assert result.games == (("B-D", 4), ("B-D", 4))
    assert result.rubber == ("B-D", 18)
    assert sheet.rubbers[0][2] == {"A-C": 4, "B-D": 22}


def test_cayenne_odd_point_prevents_quadruple_then_cancelled() -> None:
    """ "if A-C have 1 odd point and B-D score a game ... They, therefore, score a triple,
    and at the same time the odd point is canceled. So, if B-D had scored 2 games, the
    odd point would have prevented the first of them from being a quadruple, but not
    the second.\""""
    # A-C: one odd point (a trick in spades with Cayenne hearts: x1)
    sheet = sitting("cayenne", [{"cayenne": "H", "declaration": "S", "tricks": {"A-C": 7}}])
    assert sheet.points["A-C"] == 1
    result = sheet.add_record({"declaration": "grand", "tricks": {"B-D": 9}})  # 24
    assert result.games == (("B-D", 3), ("B-D", 4))
    assert sheet.points == {"A-C": 0, "B-D": 4}


def test_cayenne_honours_alone_never_win_a_game() -> None:
    """ "on the first hand, if A-C have 5 by Honors, and B-D 12 by tricks, the latter
    score a quadruple, A-C not being entitled to score their honors. If, however, B-D had
    scored less than 10 on tricks, say 8, A-C could score their 5 for Honors, the score
    then standing 5 odd points to 8 odd points\""""
    # B-D 12 by tricks: 3 over at x4 ; A-C hold 5 honours ... worth 6 x 4, not scored
    sheet = sitting(
        "cayenne",
        [{"cayenne": "S", "declaration": "S", "tricks": {"B-D": 9}, "honours": {"A-C": 5}}],
    )
    assert sheet.scoring == {"A-C": [], "B-D": [4]}
    assert sheet.points == {"A-C": 0, "B-D": 2}
    # B-D 8 by tricks (x1, 8 over? no: 4 x2); A-C honours 3 -> 2 x 2 = 4
    sheet = sitting(
        "cayenne",
        [{"cayenne": "H", "declaration": "C", "tricks": {"B-D": 10}, "honours": {"A-C": 3}}],
    )
    assert sheet.points == {"A-C": 4, "B-D": 8}
    # honours alone stop at nine: five honours x4 = 24 for A-C, who lose the tricks
    sheet = sitting(
        "cayenne",
        [{"cayenne": "H", "declaration": "H", "tricks": {"B-D": 8}, "honours": {"A-C": 5}}],
    )
    assert sheet.points["A-C"] == 9 and sheet.scoring["A-C"] == []


def test_cayenne_both_sides_odd_points_then_next_hand_cancels() -> None:
    """ "the next hand would decide whose odd points should be canceled and whose
    counted"; "If one side scores ... the other side['s] ... odd points are wiped out"."""
    sheet = sitting(
        "cayenne",
        [{"cayenne": "H", "declaration": "C", "tricks": {"B-D": 10}, "honours": {"A-C": 3}}],
    )
    sheet.add_record({"cayenne": "H", "declaration": "S", "tricks": {"B-D": 7}})
    assert sheet.points == {"A-C": 0, "B-D": 9}


def test_cayenne_game_takes_the_odd_points_then_adversaries_honours_wipe_nothing() -> None:
    """A side whose earlier odd points went into a game this hand keeps its new odd
    points when the adversaries then score honours: only "odd points left over from the
    previous hand" are wiped out."""
    sheet = sitting(
        "cayenne",
        [{"cayenne": "H", "declaration": "H", "tricks": {"A-C": 8}, "honours": {"A-C": 3}}],
    )
    assert sheet.points == {"A-C": 6, "B-D": 0}
    # A-C 8 by tricks (2 x4): 14, a game (B-D at 0: four) and 4 over; B-D's three honours
    # (2 x4 = 8) are scored, A-C having made less than ten by tricks
    result = sheet.add_record(
        {"cayenne": "H", "declaration": "H", "tricks": {"A-C": 8}, "honours": {"B-D": 3}}
    )
    assert result.games == (("A-C", 4),)
    assert sheet.points == {"A-C": 4, "B-D": 8}


def test_cayenne_nullo_scores_the_other_side_and_has_no_honours() -> None:
    """ "In Nulló, each trick over six taken in by one side counts the opposing side
    eight points. There are no Honors"; slams reversed: "Grand Slam is scored by *not*
    taking in a trick"."""
    sheet = sitting("cayenne", [{"declaration": "nullo", "tricks": {"A-C": 8}}])
    assert sheet.scoring["B-D"] == [4] and sheet.points["B-D"] == 6
    sheet = sitting("cayenne", [{"declaration": "nullo", "tricks": {"A-C": 13}}])
    assert sheet.slams["B-D"] == 6
    with pytest.raises(
        TallyError, match=r"hand 1, honours: Nullo: 'There are no Honors' \(seed 000, Cayenne\)"
    ):
        sitting("cayenne", [{"declaration": "nullo", "tricks": {"A-C": 8}, "honours": {"A-C": 3}}])


def test_cayenne_slams() -> None:
    """ "A side winning all thirteen tricks (Grand Slam) scores six scoring points ...
    all the tricks but one (twelve tricks, or Little Slam), scores four"."""
    assert sitting("cayenne", [{"declaration": "grand", "tricks": {"A-C": 13}}]).slams["A-C"] == 6
    assert sitting("cayenne", [{"declaration": "grand", "tricks": {"B-D": 12}}]).slams["B-D"] == 4


def test_cayenne_revoke_three_tricks_value_and_no_game_up_to_nine() -> None:
    """ "The penalty for revoke is the scoring of the value of three tricks (according to
    what suit is trump) by the adversaries. The revoking side can not score a game that
    hand, but they can play the hand out and score all they win up to nine."""
    sheet = sitting(
        "cayenne", [{"cayenne": "H", "declaration": "D", "tricks": {"A-C": 11}, "revokes": ["A-C"]}]
    )
    # revoke first: B-D 9 (three tricks at x3); then A-C's 15 by tricks stop at nine
    assert sheet.points == {"A-C": 9, "B-D": 9}
    assert sheet.scoring == {"A-C": [], "B-D": []}


def _reference(hands: list[tuple[int, int]]) -> list[int]:
    """Independent reference for hands scored by tricks only: ``(side, points)`` in order;
    the scoring points of each side until one has four games (plus 8 for the rubber).
    A game is valued by the adversaries' points before they are cancelled; the
    adversaries' odd points go whenever a side scores."""
    points = [0, 0]
    games: list[list[int]] = [[], []]
    for side, amount in hands:
        other = 1 - side
        total = points[side] + amount
        while total >= 10:
            games[side].append(game_value(points[other]))
            points[other] = 0
            total -= 10
            if len(games[side]) == 4:
                return [sum(games[0]) + 8 * (side == 0), sum(games[1]) + 8 * (side == 1)]
        points[side], points[other] = total, 0
    return [sum(games[0]), sum(games[1])]


def test_cayenne_random_trick_hands_against_a_reference() -> None:
    rng = random.Random(7)
    for _ in range(300):
        hands: list[tuple[int, int]] = []
        sheet = sitting("cayenne", [])
        while not sheet.rubbers and len(hands) < 8:
            side = rng.randint(0, 1)
            trump, cayenne = rng.choice("SHDC"), rng.choice("SHDC")
            won = rng.randint(7, 11)
            hands.append((side, (won - 6) * multiplier(Suit.parse(trump), Suit.parse(cayenne))))
            sheet.add_record(
                {"cayenne": cayenne, "declaration": trump, "tricks": {("A-C", "B-D")[side]: won}}
            )
        if sheet.rubbers:
            got = [sheet.rubbers[0][2]["A-C"], sheet.rubbers[0][2]["B-D"]]
        else:
            got = [sum(sheet.scoring["A-C"]), sum(sheet.scoring["B-D"])]
        assert got == _reference(hands)


def test_cayenne_declaration_is_a_suit_grand_or_nullo() -> None:
    """ "The dealer may now declare any suit trump that he desires; or to play the Grand
    Game (without any trump), or to play Nullo"; "he may pass the option to his partner"."""
    with pytest.raises(TallyError, match="hand 1, declaration: 'misere': declare a trump suit"):
        sitting("cayenne", [{"declaration": "misere", "tricks": {"A-C": 7}}])
    with pytest.raises(TallyError, match="hand 1, declared_by: the dealer declares, or passes"):
        sitting(
            "cayenne",
            [{"dealer": "A", "declared_by": "B", "declaration": "grand", "tricks": {"A-C": 7}}],
        )
    with pytest.raises(TallyError, match="hand 1, cayenne: is missing"):
        sitting("cayenne", [{"declaration": "S", "tricks": {"A-C": 7}}])
