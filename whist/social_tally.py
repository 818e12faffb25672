"""A hand of ``whist tally`` given as played: its deal and its actions, replayed by the
play engine (:mod:`whist.social_play`) under the game's laws, then scored by the sheet as
the record the play gives (docs/tally.md, "A hand played card by card").

The record's ``play`` is ``{"deal": "SA HK ... (the pack in the order dealt)", "actions":
["SA", "H3", ..., "claim C Mort 3", "penalty B 1 tricks"]}`` (Mort adds ``"mort_first":
true`` when the dealer dealt first to Mort). The rest of the record gives what the play
does not know (the dealer, Solo's bids and named trump, Cayenne's declaration); what the
play tells (tricks, revokes, exchanges, the last trick of a Grand) may not be given too.
:func:`played` is the inverse: a played hand as its ``play`` field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist.cards import format_cards, parse_cards
from whist.errors import IllegalPlayError, NotationError
from whist.games.dummy import DummySheet
from whist.games.mort import MortSheet
from whist.games.social import Record, Sheet, TallyError, player_of
from whist.social_notation import format_action, parse_action
from whist.social_play import SocialPlay, social_play
from whist.social_table import (
    CardPlayed,
    Table,
    ThrownUp,
    deal_cayenne,
    deal_double_dummy,
    deal_dummy_whist,
    deal_humbug,
    deal_mort,
    deal_thirteen,
    deal_three_handed,
    deal_whist_1893,
    solo_after_bidding,
)

#: the fields the play gives, by game (besides ``tricks``)
_TOLD = ("tricks", "revokes", "revoke", "exchanged", "last_trick")


def _table(sheet: Sheet[Any, Any], record: Record, play: Record, cards: list[Any]) -> Table:
    game = sheet.game
    players = sheet.players
    if isinstance(sheet, DummySheet):
        return deal_dummy_whist(cards, players, sheet.dummy_partner)
    dealer = player_of(record, "dealer", players, required=True)
    assert dealer is not None
    if isinstance(sheet, MortSheet):
        return deal_mort(
            cards, players, sheet.live_player, dealer, mort_first=play.flag("mort_first")
        )
    if game == "solo-whist":
        return _solo(sheet, record, cards, dealer)
    if game == "cayenne":
        raw = (record.text("declaration") or "").casefold()
        suit = None if raw in ("grand", "nullo") else record.suit("declaration")
        return deal_cayenne(cards, players, dealer, suit or raw)
    simple = {
        "whist-1893": deal_whist_1893,
        "double-dummy": deal_double_dummy,
        "humbug": deal_humbug,
        "three-handed-whist": deal_three_handed,
        "thirteen-and-the-odd": deal_thirteen,
    }
    return simple[game](cards, players, dealer)


def _solo(sheet: Sheet[Any, Any], record: Record, cards: list[Any], dealer: str) -> Table:
    players = sheet.players
    if len(players) == 5:
        out = player_of(record, "out", players, required=not sheet.history)
        out = out or sheet.history[-1][0].dealer
        players = tuple(p for p in players if p != out)
    calls = []
    for i, item in enumerate(record.listing("bids")):
        if not (isinstance(item, list) and len(item) == 2):
            raise record.error(f"bids[{i}]", f"{item!r} is not [player, call]")
        calls.append((str(item[0]), str(item[1]).strip().casefold()))
    dealt = solo_after_bidding(
        cards,
        players,
        dealer,
        calls,
        record.suit("trump", required=False),
        six_trick=bool(sheet.options.get("six_trick_solo")),
        grand=bool(sheet.options.get("grand")),
    )
    if isinstance(dealt, ThrownUp):
        raise record.error("play", f"{dealt.reason}: there is no play to give")
    return dealt[1]


def replay(table: Table, actions: list[str], record: Record) -> SocialPlay:
    """The hand played from its actions' lines; an action the laws refuse names its line."""
    play = social_play(table)
    for i, line in enumerate(actions):
        field = f"play.actions[{i}]"
        if not isinstance(line, str):
            raise record.error(field, f"{line!r} is not an action's line")
        try:
            action = parse_action(table, line)
            if isinstance(action, CardPlayed):
                play.play(action.card, ace_high=action.ace_high)
            else:
                play.act(action)
        except (NotationError, IllegalPlayError) as exc:
            raise record.error(field, f"{line}: {exc}") from None
    return play


def expand(sheet: Sheet[Any, Any], data: object) -> object:
    """A tally hand with a ``play`` field as the record its replayed play gives; any other
    hand as it is."""
    if not isinstance(data, Mapping) or "play" not in data:
        return data
    record = Record(data, sheet.hand_number)
    told = [f for f in _TOLD if f in data]
    if told:
        raise record.error(told[0], "is told by the play: leave it out of a played hand")
    raw = data["play"]
    if not isinstance(raw, Mapping):
        raise record.error("play", f'{raw!r} is not {{"deal": "...", "actions": [...]}}')
    play_record = Record(raw, sheet.hand_number)
    play_record.only(["deal", "actions", "mort_first"])
    try:
        cards = list(parse_cards(play_record.text("deal") or ""))
    except NotationError as exc:
        raise record.error("play.deal", str(exc)) from None
    try:
        table = _table(sheet, record, play_record, cards)
    except ValueError as exc:
        raise record.error("play.deal", str(exc)) from None
    except TallyError as exc:
        raise record.error("bids", str(exc)) from None
    play = replay(table, play_record.listing("actions"), record)
    if play.misdealt:
        # law 17: the hand is void; the sheet keeps it as a misdeal (no score, the deal
        # kept or passed as the game's laws say)
        return (
            {"dealer": data["dealer"], "misdeal": True} if "dealer" in data else {"misdeal": True}
        )
    given = {k: v for k, v in data.items() if k != "play"}
    try:
        return play.tally_record(**given)
    except IllegalPlayError as exc:
        raise record.error("play.actions", str(exc)) from None


def played(play: SocialPlay, cards: list[Any], *, mort_first: bool | None = None) -> dict[str, Any]:
    """A played hand as the ``play`` field of a tally hand: ``cards`` the pack in the
    order dealt, then every action's line (the inverse of :func:`expand`'s reading)."""
    out: dict[str, Any] = {
        "deal": format_cards(cards),
        "actions": [format_action(play.table, a) for a in play.history],
    }
    if mort_first is not None:
        out["mort_first"] = mort_first
    return out


def dealt_table(
    sheet: Sheet[Any, Any], data: Mapping[str, Any], cards: list[Any], *, mort_first: bool = False
) -> Table:
    """The table ``cards`` (the pack in the order dealt) make for the sheet's next hand
    with the fields ``data`` (the dealer, Solo's bids, Cayenne's declaration), as a played
    hand's is made: raises :class:`ValueError` or :class:`TallyError`."""
    record = Record(data, sheet.hand_number)
    return _table(sheet, record, Record({"mort_first": mort_first}, sheet.hand_number), cards)
