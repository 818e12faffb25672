"""Properties of the play on random deals (hypothesis), against a reference written here
from the books and independent of the engine:

- random legal play, both games: 13 tricks, every card of the deal played once, each
  trick won as the rules say (Laws of Whist 1893: follow suit, the highest trump or the
  highest of the suit led; Dana 1899: knights as tens, the knights revoke, the irregular
  trick, the knight's trick), the winner leads, and undo restores the exact state;
- random play with renounces by one player: each claimed revoke transfers two tricks
  (law 30; nought if the side has none left to give) / costs four points (Dana).
"""

from __future__ import annotations

from collections import Counter

from hypothesis import event, given, settings
from hypothesis import strategies as st

from whist import (
    BISHOPS_PACK,
    BISHOPS_WHIST,
    DUPLICATE_WHIST,
    STANDARD_PACK,
    SUITS,
    Card,
    Game,
    Play,
    Seat,
    Side,
    TrumpRecord,
    deal_count,
    unrank_deal,
)
from whist.tricks import PlayedCard

SEATS = tuple(Seat)
WHIST_ORDER = "AKQJT98765432"
BISHOPS_GRADE = {"A": 14, "K": 13, "Q": 12, "B": 11, "N": 10, **{str(i): i for i in range(2, 10)}}


def rank_letter(card: Card) -> str:
    return "N" if card.suit is None else str(card)[1]


def reference_lawful(game: Game, hand: tuple[Card, ...], trick: list[PlayedCard]) -> set[Card]:
    """Law 28 (and Dana's "The knights revoke": a knight in lieu of the bishop, the only
    card held of the suit led; a knight led calls for no suit)."""
    if not trick or trick[0].card.suit is None:
        return set(hand)
    led = trick[0].card.suit
    following = {c for c in hand if c.suit is led}
    if not following:
        return set(hand)
    if game is BISHOPS_WHIST and len(following) == 1 and rank_letter(next(iter(following))) == "B":
        return following | {c for c in hand if c.suit is None}
    return following


def reference_winner(game: Game, trick: list[PlayedCard], trump: object, number: int) -> Seat:
    cards = [p.card for p in trick]
    if game is DUPLICATE_WHIST:
        trumps = [i for i, c in enumerate(cards) if c.suit is trump]
        pool = trumps or [i for i, c in enumerate(cards) if c.suit is cards[0].suit]
        best = min(pool, key=lambda i: WHIST_ORDER.index(rank_letter(cards[i])))
        return trick[best].seat
    knights = [i for i, c in enumerate(cards) if c.suit is None]
    if number == 13 and knights:
        return trick[knights[-1]].seat  # the knight's trick: the last knight played
    trumps = [i for i, c in enumerate(cards) if trump is not None and c.suit is trump]
    if trumps:
        pool = trumps
    elif cards[0].suit is None:
        pool = list(range(4))  # the irregular trick: by grade, suit no matter
    else:
        pool = [i for i, c in enumerate(cards) if c.suit is cards[0].suit or c.suit is None]
    top = max(BISHOPS_GRADE[rank_letter(cards[i])] for i in pool)
    first = next(i for i in pool if BISHOPS_GRADE[rank_letter(cards[i])] == top)
    return trick[first].seat


def state(play: Play) -> tuple[object, ...]:
    return (
        play.tricks,
        play.current_trick,
        tuple(play.hand(s) for s in SEATS),
        play.renounces,
        play.penalties,
        play.irregularities,
        play.log,
        play.to_play,
        play.trump,
        len(play.actions),
    )


@st.composite
def plays(draw: st.DrawFn, game: Game) -> Play:
    pack = STANDARD_PACK if game is DUPLICATE_WHIST else BISHOPS_PACK
    deal = unrank_deal(pack, draw(st.integers(0, deal_count(pack) - 1)))
    dealer = draw(st.sampled_from(SEATS))
    trump_card = draw(st.sampled_from(deal.hand(dealer)))  # the dealer's turned/cut card
    play = Play(deal, game, TrumpRecord.turned(trump_card), dealer.left, dealer=dealer)
    if play.trump.is_pending:
        play.name_trump(draw(st.sampled_from(SUITS)))
    return play


def play_out(data: st.DataObject, play: Play, check_undo: bool) -> None:
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
            continue
        seat = play.to_play
        trick = list(play.current_trick)
        lawful = play.lawful_plays()
        assert set(lawful) == reference_lawful(play.game, play.hand(seat), trick)
        card = data.draw(st.sampled_from(lawful))
        before = state(play)
        assert play.play(card) is None
        if check_undo and data.draw(st.booleans()):
            after = state(play)
            play.undo()
            assert state(play) == before
            play.play(card)
            assert state(play) == after


def check_complete(play: Play) -> None:
    assert len(play.tricks) == 13 and play.is_complete
    played = Counter(p.card for t in play.tricks for p in t.cards)
    assert played == Counter(play.deal.pack.cards)
    leader = play.first_leader
    for trick in play.tricks:
        assert trick.leader is leader
        assert [p.seat for p in trick.cards] == [leader.rotated(i) for i in range(4)]
        winner = reference_winner(play.game, list(trick.cards), play.trump_suit, trick.number)
        assert trick.winner is winner, str(trick)
        leader = winner
    assert sum(play.tricks_won().values()) == 13


@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_random_legal_play_duplicate_whist(data: st.DataObject) -> None:
    play = data.draw(plays(DUPLICATE_WHIST))
    play_out(data, play, check_undo=True)
    check_complete(play)
    assert play.score().points == play.tricks_won()


@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_random_legal_play_bishops_whist(data: st.DataObject) -> None:
    play = data.draw(plays(BISHOPS_WHIST))
    play_out(data, play, check_undo=True)
    check_complete(play)
    won = play.tricks_won()
    bishops = {side: 0 for side in Side}
    for trick in play.tricks:
        bishops[trick.winning_side] += sum(1 for p in trick.cards if rank_letter(p.card) == "B")
    cut = 1 if play.trump.is_bishop_cut else 0
    for side in Side:
        expected = max(0, won[side] - 6) + 2 * bishops[side]
        expected += cut if side is play.dealer.side else 0
        assert play.score()[side] == expected


def play_with_renounces(data: st.DataObject, play: Play, offender: Seat) -> None:
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
            continue
        seat = play.to_play
        lawful = set(play.lawful_plays())
        wrong = [c for c in play.hand(seat) if c not in lawful]
        if seat is offender and wrong and data.draw(st.booleans()):
            assert play.play(data.draw(st.sampled_from(wrong))) is not None
        else:
            play.play(data.draw(st.sampled_from(sorted(lawful, key=str))))


@settings(max_examples=50, deadline=None)
@given(data=st.data(), game=st.sampled_from([DUPLICATE_WHIST, BISHOPS_WHIST]))
def test_each_claimed_revoke_transfers_two_tricks_or_costs_four_points(
    data: st.DataObject, game: Game
) -> None:
    play = data.draw(plays(game))
    offender = data.draw(st.sampled_from(SEATS))
    play_with_renounces(data, play, offender)
    check_complete(play)
    revokes = play.unclaimed_revokes()
    assert all(r.seat is offender and r.established for r in revokes)
    event(f"{game.name}: {min(len(revokes), 3)}{'+' if len(revokes) > 2 else ''} revokes")
    before = play.score()
    claimant = data.draw(st.sampled_from((offender.left, offender.right)))
    for revoke in revokes:
        play.claim_revoke(claimant, offender, revoke.trick)
    after = play.score()
    side, other = offender.side, offender.side.other
    if game is DUPLICATE_WHIST:
        transfer = min(2 * len(revokes), before[side])
        assert after[side] == before[side] - transfer
        assert after[other] == before[other] + transfer
        assert after[side] + after[other] == 13
    else:
        assert after[side] == before[side] - 4 * len(revokes)
        assert after[other] == before[other]
    assert after.tricks == before.tricks == play.tricks_won()
