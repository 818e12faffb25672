"""A Cayenne Nullo hand played card by card through ``whist tally``, with a renounce
corrected and the next player's card withdrawn under law 29 and replaced by his ace,
announced high (``withdraw C HA high``; the reading in whist.social_laws.WithdrawCard)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tests.whist.test_social_play import shuffled
from whist.cards import Rank
from whist.packs import STANDARD_PACK
from whist.social_play import SocialPlay, social_play
from whist.social_table import deal_cayenne
from whist.social_tally import played
from whistcli.main import cli

FOUR = ["A", "B", "C", "D"]


def nullo_with_a_withdrawn_ace(high: bool = True) -> tuple[SocialPlay, list[object], int]:
    """The first deal (by seed) where, on the first lead, the second hand holds the suit
    led and a card of another, and the third holds the ace of the suit led and another
    card of it: the second renounces and corrects, the third withdraws his card and
    plays the ace high. The play, the cards as dealt, the trick's number."""
    for seed in range(500):
        cards = shuffled(STANDARD_PACK.cards, seed)
        play = social_play(deal_cayenne(cards, FOUR, "D", "nullo"))
        lead = play.lawful()[0]
        second, third = play.held(1), play.held(2)
        follows = [c for c in second if c.suit is lead.suit]
        others = [c for c in second if c.suit is not lead.suit]
        ace = [c for c in third if c.suit is lead.suit and c.rank is Rank.ACE]
        low = [c for c in third if c.suit is lead.suit and c.rank is not Rank.ACE]
        if not (follows and others and ace and low):
            continue
        play.play(lead)
        play.play(others[0])  # a renounce in error
        play.play(low[0])
        play.play(play.lawful()[0])
        play.correct_renounce(1, follows[0])  # law 28
        play.withdraw_card(2, ace[0], ace_high=high)  # law 29, the ace announced high
        if not high:
            return play, list(cards), 1
        while not play.finished:
            play.play(play.lawful()[0])
        return play, list(cards), 1
    raise AssertionError("no deal of the first 500 serves")


def test_a_withdrawn_and_substituted_nullo_ace_announced_high_through_tally(
    tmp_path: Path,
) -> None:
    """ "the Ace of each suit ranks lower than the Deuce ... unless the player holding it
    desires it to rank above the King. If he thus desires, he must so announce as he
    plays it" (seed 000, Cayenne); law 29: "Any player or players who have played after
    him may withdraw their cards and substitute others"."""
    play, cards, trick = nullo_with_a_withdrawn_ace()
    assert play.tricks[trick - 1].winner == 2  # C's ace, announced high, wins it
    hand = {
        "dealer": "D",
        "declared_by": "D",
        "cayenne": "H",
        "declaration": "nullo",
        "play": played(play, cards),
    }
    actions = hand["play"]["actions"]
    assert any(a.startswith("withdraw C ") and a.endswith(" high") for a in actions), actions
    path = tmp_path / "nullo.json"
    path.write_text(json.dumps({"game": "cayenne", "hands": [hand]}))
    result = CliRunner().invoke(cli, ["tally", "cayenne", str(path), "--json"])
    assert result.exit_code == 0, result.output
    by_play = json.loads(result.stdout)
    # the same hand as its totals (the play engine's record): the same sheet
    record = play.tally_record(dealer="D", declared_by="D", cayenne="H", declaration="nullo")
    path.write_text(json.dumps({"game": "cayenne", "hands": [record]}))
    by_record = CliRunner().invoke(cli, ["tally", "cayenne", str(path), "--json"])
    assert by_record.exit_code == 0, by_record.output
    assert by_play == json.loads(by_record.stdout)
    # not announced, the substituted ace is low: the trick is another's
    low, _, _ = nullo_with_a_withdrawn_ace(high=False)
    assert low.tricks[trick - 1].winner != 2
