"""Each irregularity explained in one sentence for players who never read the laws: what
happened, what the law gives, who decides, and the law's number
(:attr:`whist.laws.irregularities.Irregularity.explanation`); each option a short label
for the entitled player's button. One text per irregularity kind; the book's words of the
law concerned in each docstring (Laws of Whist 1893, Laws of Duplicate Whist 1897, and
Dana's Bishops whist 1899).
"""

from __future__ import annotations

from whist.laws.hands import Found
from whist.laws.irregularities import (
    HIGHEST_OR_LOWEST,
    PENALTIES,
    SUIT_CALLS,
    TAKE_TRICK,
    IrregularityKind,
)

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all


def test_every_penalty_has_a_label_and_keeps_its_code() -> None:
    """Law 39: "the offender must await the decision of the adversaries": the entitled
    player's choices as buttons, the codes the kiosk sends unchanged."""
    assert {code: option.label for code, option in PENALTIES.items()} == {
        "call-spades": "Call spades",
        "call-hearts": "Call hearts",
        "call-diamonds": "Call diamonds",
        "call-clubs": "Call clubs",
        "highest": "Call the highest",
        "lowest": "Call the lowest",
        "trump": "Call on him to trump",
        "not-trump": "Call on him not to trump",
        "waive": "No penalty",
        "take-trick": "Call on him to take the trick",
        "highest-trump": "Call his highest trump",
        "lowest-trump": "Call his lowest trump",
    }
    assert [o.code for o in HIGHEST_OR_LOWEST] == [
        "highest",
        "lowest",
        "trump",
        "not-trump",
        "waive",
    ]
    assert len(SUIT_CALLS) == 4 and TAKE_TRICK.code == "take-trick"


def test_every_kind_is_explained_here() -> None:
    """One test below for each kind of irregularity."""
    names = {
        name.removeprefix("test_explanation_")
        for name in globals()
        if name.startswith("test_explanation_")
    }
    kinds = {
        "lead_out_of_turn",
        "trick_seen",
        "third_before_second",
        "fourth_before_second",
        "attention_called",
        "bishops_exposed_card",
        "card_liable",
        "trump_card_left",
        "trump_named",
        "led_ahead",
        "renounce_corrected",
        "claim_admitted",
        "failed_to_comply",
        "wrong_number_of_cards",
        "wrong_trump_turned",
    }
    assert kinds <= names
    assert len({k.value for k in IrregularityKind}) == 15


def test_explanation_bishops_exposed_card() -> None:
    """Dana, "Exposed cards" V: "Exposed cards must be taken into the hand again. The
    penalty for exposed cards is the loss of two points to the delinquent's score." """
    play = new_bishops_play()
    play.expose_card(E, c("HK"))
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.EXPOSED_CARD
    assert irregularity.explanation == (
        "East's ♥K is exposed: it is taken back into the hand and East's side loses two "
        "points; nobody chooses (Dana, Exposed cards I-V)."
    )


def test_explanation_lead_out_of_turn() -> None:
    """The book, law 24: "If any player leads out of turn, a suit may be called from
    him or his partner the first time it is the turn of either of them to lead." --
    and who decides, in one sentence."""
    play = new_play()
    play.play(c("S2"), seat=S)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.LEAD_OUT_OF_TURN
    assert irregularity.explanation == (
        "South led out of turn: the first time South or North is to lead, the adversary on "
        "that player's right (East before South's lead, West before North's) may call the "
        "suit to be led, or demand no penalty, naming it before the trick won by South or "
        "North is turned and quitted (law 24, (i))."
    )


def test_explanation_trick_seen() -> None:
    """The book, law 37: "A violation of this law subjects the offender's side to the
    same penalty as in case of a lead out of turn." -- and who decides, in one
    sentence."""
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.see_quitted_trick(S)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.TRICK_SEEN
    assert irregularity.explanation == (
        "South looked at a trick already turned and quitted, which carries the penalty of a "
        "lead out of turn: the first time South or North is to lead, the adversary on that "
        "player's right (East before South's lead, West before North's) may call the suit to "
        "be led, or demand no penalty, naming it before the trick won by South or North is "
        "turned and quitted (laws 37, 24, (i))."
    )


def test_explanation_third_before_second() -> None:
    """The book, law 25: "If the third hand plays before the second, the fourth hand
    may also play before the second." -- and who decides, in one sentence."""
    play = new_play()
    play.play(c("HA"))
    play.play(c("H5"), seat=S)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.PLAY_OUT_OF_TURN
    assert irregularity.explanation == (
        "South, the third hand, played before the second hand: the laws give no penalty, and "
        "the fourth hand may also play before the second (law 25)."
    )


def test_explanation_fourth_before_third() -> None:
    """The book, law 25: "If the third hand plays before the second, the fourth hand
    may also play before the second." (no penalty for other plays out of turn) --
    and who decides, in one sentence."""
    play = new_play()
    play_all(play, "HA HJ")
    play.play(c("H2"), seat=W)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.PLAY_OUT_OF_TURN
    assert irregularity.explanation == (
        "West played out of turn: the laws give no penalty for it (laws 25, 26)."
    )


def test_explanation_fourth_before_second() -> None:
    """The book, law 26: "If the third hand has not played, and the fourth hand plays
    before the second, the latter may be called upon by the third hand to play his
    highest or lowest card of the suit led; or, if he has none, to trump or not to
    trump the trick." -- and who decides, in one sentence."""
    play = new_play()
    play.play(c("HA"))
    play.play(c("H2"), seat=W)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.FOURTH_BEFORE_SECOND
    assert irregularity.explanation == (
        "West, the fourth hand, played before East, the second, and before South, the third: "
        "South may call on East to play his highest or lowest card of the suit led, or, if he"
        " has none, to trump or not to trump the trick, or demand no penalty (law 26)."
    )


def test_explanation_attention_called() -> None:
    """The book, law 35: "If any one, prior to his partner playing, calls attention in
    any manner to the trick or to the score, the adversary last to play to the trick
    may require the offender's partner to play his highest or lowest of the suit
    led; or, if he has none, to trump or not to trump the trick." -- and who
    decides, in one sentence."""
    play = new_play()
    play_all(play, "HA HJ")
    play.call_attention(N)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.ATTENTION_CALLED
    assert irregularity.explanation == (
        "North called attention to the trick before South played: West, the last adversary to"
        " play to it, may call on South to play his highest or lowest card of the suit led, "
        "or, if he has none, to trump or not to trump the trick, or demand no penalty (law "
        "35)."
    )


def test_explanation_card_liable() -> None:
    """The book, law 20: "The following cards are liable to be called by either
    adversary: I. Every card faced upon the table otherwise than in the regular
    course of play"; (h): "can be required to play it only by his right-hand
    adversary." -- and who decides, in one sentence."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.CARD_LIABLE
    assert irregularity.explanation == (
        "East exposed ♥J: it stays face up on the table and North, the adversary on East's "
        "right, may call it each time East is to play until he plays it, or let him play as "
        "he pleases (laws 20, 21, (h))."
    )


def test_explanation_trump_card_left() -> None:
    """The book, law (d): "If it is not taken into the hand until after the second
    trick has been turned and quitted, it is liable to be called." -- and who
    decides, in one sentence."""
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play_all(play, "D2 DA D9 D5")
    play.quit_trick()
    play.trump_left_on_tray()
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.TRUMP_CARD_LEFT
    assert irregularity.explanation == (
        "The trump card ♣2 was left on the tray after the second trick, so it is liable to be"
        " called: South, the adversary on West's right, may call it each time West is to play"
        " until he plays it, or let him play as he pleases (law 18, (d), (h))."
    )


def test_explanation_trump_named() -> None:
    """The book, law (d): "any player thereafter naming it, or looking at the trump
    slip, ... is liable to have his highest or lowest trump called by his right-hand
    adversary" -- and who decides, in one sentence."""
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play.quit_trick()
    play.trump_card_named(E)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.TRUMP_NAMED
    assert irregularity.explanation == (
        "East named the trump card, or looked at the trump slip, after it was taken up: "
        "North, the adversary on his right, may call his highest or lowest trump at any time "
        "in the deal before he himself has played to the trick, or demand no penalty (law 18,"
        " (d))."
    )


def test_explanation_led_ahead() -> None:
    """The book, law 22: "If a player leads a card better than any his adversaries
    hold of the suit, and then leads one or more other cards without waiting for his
    partner to play, the latter may be called upon by either adversary to take the
    first trick, and the other cards thus improperly played are liable to be called"
    -- and who decides, in one sentence."""
    play = new_play()
    play_all(play, "SA S9 S4 H2")
    play_all(play, "SK S8 S3 H3")
    play_all(play, "SQ S7 S2 H4")
    play.play(c("SJ"))
    play.lead_ahead(N, c("ST"))
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.LED_AHEAD
    assert irregularity.explanation == (
        "North led ♠10 too without waiting for South to play: ♠10 is liable to be called, by "
        "West, the adversary on North's right, each time North is to play, and if the card "
        "first led was better than any the adversaries hold of the suit, either adversary, "
        "East or West, may call on South to take the trick, or demand no penalty (laws 22, "
        "(h))."
    )


def test_explanation_renounce_corrected() -> None:
    """The book, law 29: "If a player corrects his mistake in time to save a revoke,
    the card improperly played by him is liable to be called." -- and who decides,
    in one sentence."""
    play = new_play()
    play_all(play, "HA CQ")
    play.correct_renounce(E, c("HJ"))
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.RENOUNCE_CORRECTED
    assert irregularity.explanation == (
        "East renounced in error and corrected it in time: ♣Q, the card he took back, is "
        "liable to be called, and North, the adversary on East's right, may call it each time"
        " East is to play until he plays it, or let him play as he pleases; anyone who played"
        " after him may take his card back (laws 28, 29, (h))."
    )


def test_explanation_claim_admitted() -> None:
    """The book, law 27: "The result of the hand, as then claimed or admitted, is
    established" -- and who decides, in one sentence."""
    play = new_play()
    play.claim(N, accepted=True)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.CLAIM
    assert irregularity.explanation == (
        "North claimed tricks and the claim was admitted: the result stands as claimed (NS "
        "13, EW 0 of the last 13 tricks), and a revoke found still carries its penalty; "
        "nobody chooses (law 27)."
    )


def test_explanation_claim_contested() -> None:
    """The book, law 36: "If any player says, \"I can win the rest,\" ... his
    partner's cards must be laid upon the table, and are liable to be called." --
    and who decides, in one sentence."""
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.claim(N, accepted=False)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.CLAIM
    assert irregularity.explanation == (
        "North claimed tricks and it was not admitted: South's cards are laid face up and "
        "liable to be called; East, the adversary on South's right, may call any of them each"
        " time South is to play, and play goes on (laws 36, (h))."
    )


def test_explanation_failed_to_comply() -> None:
    """The book, law 38: "If a player is lawfully called upon ... to lead a suit, and
    unnecessarily fails to comply, he is liable to the same penalty as if he had
    revoked." -- and who decides, in one sentence."""
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.choose_penalty(0, W, "call-hearts")
    play.play(c("SA"))
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.FAILED_TO_COMPLY
    assert irregularity.explanation == (
        "North did not comply with a lawful call (North must lead hearts if he holds one): he"
        " is liable to the same penalty as for a revoke, if an adversary claims it (law 38)."
    )


def test_explanation_wrong_number_of_cards() -> None:
    """The book, law (e) I: "Where the irregularity is discovered before or during the
    original play of a hand, there must be a new deal." -- and who decides, in one
    sentence."""
    play = new_play()
    play.record_wrong_cards(Found.ORIGINAL_PLAY, 1)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.WRONG_NUMBER_OF_CARDS
    assert irregularity.explanation == (
        "A player was found with a wrong number of cards: found before or during the original"
        " play: new deal; the director applies it, nobody chooses (law (e) I)."
    )


def test_explanation_wrong_trump_turned() -> None:
    """The book, law (e) III: "if a trump is turned other than that recorded on the
    trump slip, in a game of three or more tables, the player at fault shall be
    given the low score for that deal" -- and who decides, in one sentence."""
    play = new_play()
    play.record_wrong_trump(c("C3"), W, 3)
    irregularity = play.irregularities[-1]
    assert irregularity.kind is IrregularityKind.WRONG_TRUMP_TURNED
    assert irregularity.explanation == (
        "The trump turned was not the one on the trump slip (slip ♣2, turned ♣3: trump turned"
        " other than the slip at 3 tables: West (at fault) given the low score for the deal);"
        " the director applies it, nobody chooses (law (e) III)."
    )
