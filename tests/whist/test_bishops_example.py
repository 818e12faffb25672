"""The hand played out in Dana's *Bishops Whist* (1899), "A hand will now be played".

Seating: the text's play order is A, D, B, C with A and B partners against C and D
(C trumps to catch A's bishop in trick 7; C forces B's queen of trumps in trick 9), so
A = North, D = East, B = South, C = West. C deals; the cut card, the 5 of clubs, is his;
A, on the dealer's left, leads.

What the OCR text gives and what is reconstructed:
- The four hands are printed in full (one misprint, "castle-acc", read as castle-ace).
- Tricks 1, 2, 4-11 and 13 are stated card by card. Trick 11 is printed "A leads 4 of s,
  D plays 6 of c, B 7 of s, D 5 of D"; the second "D" is C (the fourth to play), who
  holds the 5 of diamonds.
- Trick 3's diagram is lost; the text says only "Trick 3 goes to B, cheaply enough" and
  that A led low in a suit where he holds the bishop. By elimination A's card is the 4 of
  diamonds; D's 2 or 7, B's 8 or 9 and C's 3 or 5 of diamonds are choices the text leaves
  open (C's 5 is played in trick 11, so C plays the 3). We take D 2, B 8.
- Trick 12's cards are not stated: D leads (he won trick 11) and A, "at liberty to play
  either knight or bishop", throws his bishop (of diamonds, his only other card); C wins
  it (he leads trick 13). By elimination D leads the 7 of hearts, B plays the 9 of hearts
  and C, void in hearts, trumps with his last club. The text calls A "void in spades" at
  trick 12; the lead is a heart, and A has no hearts either: we read "spades" as a slip.
- In trick 7, "C trumps" with the 4 or the 5 of clubs: we take the 4 (the 5 then falls
  in trick 12).
"""

from __future__ import annotations

from whist import BISHOPS_PACK, Card, Deal, Play, Seat, Side, TrumpRecord

DEAL = "N:A642.QB.AB4.98.NN Q83.K874.762.762. K975.A965.98.QB3. B.32.KQ53.AK54.NN"
A, D, B, C = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# (cards in play order, winner as the book states it)
TRICKS: list[tuple[str, Seat]] = [
    ("HQ H4 H5 H2", A),  # "This trick goes to A"
    ("SA S3 S5 N", A),  # C's knights revoke saves his bishop of spades
    ("D4 D2 D8 D3", B),  # "Trick 3 goes to B, cheaply enough" (reconstructed)
    ("SK N S2 S8", B),  # "Trick 4 goes to B"
    ("HA H3 N H8", B),  # "Trick 5 goes to B"; A's knights revoke
    ("S9 SB S6 SQ", D),  # "This trick goes to D as the queen outranks the bishop"
    ("HK H6 C4 HB", C),  # "C takes"
    ("CA C8 C2 C3", C),  # "This trick goes to C"
    ("CK C9 C7 CQ", C),  # "C takes"
    ("DK DA D7 D9", A),  # "Trick 10 goes to A as castle-ace outranks king"
    ("S4 C6 S7 D5", D),  # "This trick goes to D"
    ("H7 H9 C5 DB", C),  # reconstructed: C leads the 13th
    ("DQ N D6 CB", A),  # "A's knight captures the cardinal with 'last trick'"
]


def test_the_four_hands_and_the_trump_card() -> None:
    deal = Deal.parse(DEAL)
    assert deal.pack is BISHOPS_PACK
    assert [str(c) for c in deal.hand(A)] == [
        "SA",
        "S6",
        "S4",
        "S2",
        "HQ",
        "HB",
        "DA",
        "DB",
        "D4",
        "C9",
        "C8",
        "N",
        "N",
    ]
    assert deal.hand(C).count(Card.parse("N")) == 2
    assert Card.parse("C5") in deal.hand(C), "the cut card belongs to the dealer"


def test_every_trick_and_winner_the_book_gives() -> None:
    play = Play(
        Deal.parse(DEAL), "bishops-whist", TrumpRecord.turned(Card.parse("C5")), A, dealer=C
    )
    assert play.to_play is A
    for number, (cards, expected) in enumerate(TRICKS, start=1):
        leader = play.to_play
        for card in cards.split():
            assert play.is_lawful(Card.parse(card)), f"trick {number}: {card}"
            assert play.play(Card.parse(card)) is None
        record = play.quit_trick()
        assert record.number == number and record.leader is leader
        assert record.winner is expected, f"trick {number}"
    assert play.is_complete and not play.renounces
    score = play.score()
    assert score.tricks == {Side.NS: 7, Side.EW: 6}
    # A-B: one trick over six and the cardinal (bishop of clubs) in the knight's trick;
    # C-D: the bishops of spades, hearts and diamonds.
    assert score.points == {Side.NS: 3, Side.EW: 6}


def test_knights_revokes_of_the_example_are_lawful_and_not_renounces() -> None:
    play = Play(
        Deal.parse(DEAL), "bishops-whist", TrumpRecord.turned(Card.parse("C5")), A, dealer=C
    )
    for card in ["HQ", "H4", "H5", "H2"]:
        play.play(Card.parse(card))
    for card in ["SA", "S3", "S5"]:
        play.play(Card.parse(card))
    assert set(play.lawful_plays()) == {Card.parse("SB"), Card.parse("N")}
