"""The score-keeper's card-by-card entry: the table taps each card as it is played.

The hands are dealt at the table and not known before play, so the entry starts from
what the table settled before the first lead (the dealer, Solo's bidding and named
trump, Cayenne's declaration, the card turned for trump) and takes the cards as they
fall, one tap each; :class:`whist.social_entry.CardEntry` plays them under the game's
laws (whose turn, who won each trick, the revokes found and who may claim them). When
the last card is played the hands are known and the hand is scored as a played hand
(deal and actions), exactly as ``whist tally`` scores it.

Every tap is a row of the table's stream in the kiosk's log, so a restart or a second
tablet loses nothing: ``keeper-cards`` (the entry started: the fields before play and
the card turned), ``keeper-card`` (one action's line: a card, a claim, Mort's penalty,
Humbug's exchange), ``keeper-card-undo`` (the last line taken back) and
``keeper-cards-stop`` (the entry given up: the hand is entered as totals). The
``keeper-hand`` row that scores the hand ends the entry.

What a table's token may do here is what the page offers: start an entry for the sheet's
next hand, enter a card for the hand whose turn it is, claim a revoke the engine takes,
choose Mort's penalty, take back its own last line. Lines are built here from those
choices; no free text reaches the engine.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from kiosk.errors import BadRequest
from kiosk.keeper_forms import _contract_words
from whist.cards import Card, Rank
from whist.errors import IllegalPlayError, NotationError
from whist.games.social import Sheet, SocialGame
from whist.social_entry import SUIT_NAMES, CardEntry, game_pack
from whist.social_laws import MORT_PENALTIES
from whist.social_play import SocialPlay
from whist.social_tally import dealt_table

KIND_START, KIND_LINE, KIND_BACK, KIND_STOP = (
    "keeper-cards",
    "keeper-card",
    "keeper-card-undo",
    "keeper-cards-stop",
)
CARD_KINDS = (KIND_START, KIND_LINE, KIND_BACK, KIND_STOP)

#: the fields a card-by-card hand gives before play (the rest the play tells, or, for
#: honours, the table says when the hand is scored)
SETUP_FIELDS = ("dealer", "out", "bids", "trump", "declared_by", "cayenne", "declaration", "live")
#: the fields given when the hand is scored
SCORED_FIELDS = ("honours",)

SUIT_SAY = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_words(card: Card) -> str:
    """``♠10`` for ST: the card as the table says it."""
    rank = "10" if card.rank.letter == "T" else card.rank.letter
    return f"{SUIT_SAY[card.suit.letter]}{rank}" if card.suit is not None else str(card)


def turns_a_card(game: str) -> bool:
    """Every game of seed 000 but Cayenne turns a card for trump (Cayenne's trump is
    declared, its Cayenne card is cut from the second pack)."""
    return game != "cayenne"


def start_entry(
    sheet: Sheet[Any, Any], game: SocialGame, setup: object, turned: object
) -> tuple[CardEntry, dict[str, Any], str | None]:
    """A new entry for the sheet's next hand: the fields before play checked (only those
    the page asks), the card turned read. Refused: :class:`BadRequest` in plain words,
    or the sheet's :class:`TallyError` (the bidding, the declaration)."""
    if not isinstance(setup, Mapping):
        raise BadRequest("the hand's fields before play must be an object")
    fields = {str(k): v for k, v in setup.items() if v is not None and v != []}
    stray = [k for k in fields if k not in SETUP_FIELDS]
    if stray:
        raise BadRequest(
            f"{stray[0]!r} is told by the cards played: the card-by-card entry takes only "
            "what is settled before the first lead"
        )
    card: Card | None = None
    if turned not in (None, ""):
        try:
            card = Card.parse(str(turned))
        except NotationError:
            raise BadRequest(f"{turned!r} is not a card: tap the card turned for trump") from None
    expected = sheet.expected_dealer()
    if expected is not None and fields.get("dealer") not in (None, expected):
        raise BadRequest(
            f"Dealer: it is {expected}'s deal (\"the deal passes to the player next to the "
            f'dealer on his left"): choose {expected}'
        )

    def build(cards: Sequence[Card], mort_first: bool) -> Any:
        return dealt_table(sheet, fields, list(cards), mort_first=mort_first)

    try:
        # a TallyError (Solo's hands thrown up) is worded by the keeper (players_words)
        entry = CardEntry(game, build, game_pack(game.name, len(sheet.players)), card)
    except (ValueError, IllegalPlayError) as exc:
        if "names the trump" in str(exc):
            raise BadRequest(
                "Trump: the lone player names the trump: choose it before the first card",
                code="refused-hand",
            ) from None
        raise BadRequest(_first_upper(str(exc)), code="refused-card") from None
    return entry, fields, None if card is None else str(card)


def check_setup(sheet: Sheet[Any, Any], entry: CardEntry, setup: Mapping[str, Any]) -> None:
    """What comes before the lead checked by the sheet before the first card, not after
    the last (a dealer out of turn, a Cayenne suit that is none): a trial hand with
    these fields, played out on the provisional deal, is scored and taken back. Raises
    the sheet's :class:`whist.games.social.TallyError`."""
    trial = SocialPlay(entry.game, entry.play.table)
    while not trial.finished:
        trial.play(trial.lawful()[0])
    sheet.add_record(trial.tally_record(**setup))
    sheet.undo()


def enter(entry: CardEntry, line: str) -> CardEntry:
    """``entry`` with ``line`` entered, on a copy (the table's is changed once logged)."""
    trial = copy.copy(entry)
    try:
        trial.add(line)
    except (IllegalPlayError, NotationError) as exc:
        raise BadRequest(_first_upper(str(exc)), code="refused-card") from None
    return trial


def back_entry(entry: CardEntry) -> CardEntry:
    """``entry`` with its last line taken back, on a copy."""
    trial = copy.copy(entry)
    try:
        trial.undo()
    except IllegalPlayError as exc:
        raise BadRequest(_first_upper(str(exc))) from None
    return trial


def line_for(entry: CardEntry, data: Mapping[str, Any]) -> str:
    """The action's line for what the page sent: a card, a claim, a penalty, an
    exchange; anything else refused."""
    do = data.get("do")
    table = entry.play.table
    players = list(dict.fromkeys(h.player for h in table.hands))
    if do == "card":
        try:
            card = Card.parse(str(data.get("card", "")))
        except NotationError:
            raise BadRequest(f"{data.get('card')!r} is not a card") from None
        high = bool(data.get("ace_high"))
        if high and not (table.nullo and card.rank is Rank.ACE):
            raise BadRequest("only an ace in Nullo is announced high")
        return f"{card} high" if high else str(card)
    if do == "claim":
        claimant, hand, trick = data.get("claimant"), data.get("hand"), data.get("trick")
        if claimant not in players:
            raise BadRequest(f"{claimant!r} is not a player at this table: {', '.join(players)}")
        if not (isinstance(hand, int) and 0 <= hand < len(table.hands)):
            raise BadRequest("the hand that revoked is missing")
        if isinstance(trick, bool) or not isinstance(trick, int):
            raise BadRequest("the trick of the revoke is missing")
        return f"claim {claimant} {table.hands[hand].name} {trick}"
    if do == "penalty":
        chooser, claim, penalty = data.get("chooser"), data.get("claim"), data.get("penalty")
        if chooser not in players or penalty not in MORT_PENALTIES or not isinstance(claim, int):
            raise BadRequest("choose who chooses, and add, deduct or tricks")
        return f"penalty {chooser} {claim} {penalty}"
    if do in ("exchange", "keep"):
        player = data.get("player")
        if player not in players:
            raise BadRequest(f"{player!r} is not a player at this table: {', '.join(players)}")
        return f"{do} {player}"
    raise BadRequest("say what to do: card, claim, penalty, exchange, keep, undo or score")


def scored_record(entry: CardEntry, setup: Mapping[str, Any], extra: object) -> dict[str, Any]:
    """The finished hand as a tally hand: the fields before play, the honours the table
    gives now, and its ``play`` (deal and actions)."""
    given = dict(extra) if isinstance(extra, Mapping) else {}
    stray = [k for k in given if k not in SCORED_FIELDS]
    if stray:
        raise BadRequest(f"{stray[0]!r} is told by the cards played: give only the honours")
    try:
        play = entry.played()
    except IllegalPlayError as exc:
        raise BadRequest(_first_upper(str(exc)), code="refused-hand") from None
    return {**setup, **{k: v for k, v in given.items() if v}, "play": play}


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _plays(entry: CardEntry, plays: Sequence[Any]) -> list[dict[str, str]]:
    hands = entry.play.table.hands
    return [
        {"hand": hands[p.hand].name, "card": str(p.card), "said": card_words(p.card)} for p in plays
    ]


def _suit_word(entry: CardEntry, suit: Any) -> str:
    return SUIT_NAMES.get(suit, "that suit")


def _a_card_of(suit: Any) -> str:
    name = SUIT_NAMES.get(suit)
    return f"a {name[:-1]}" if name else "a card of that suit"


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def side_words(entry: CardEntry) -> dict[str, str]:
    """Each side as the table says it: Solo's ``bidder`` and ``others`` by their
    players' names; the sheet's names (``A-C``, ``A-Mort``, ``A``) elsewhere."""
    hands = entry.play.table.hands
    out = {}
    for side in entry.play.table.sides:
        if side in ("bidder", "others"):
            out[side] = _and([h.player for h in hands if h.side == side])
        else:
            out[side] = side
    return out


def contract_words(entry: CardEntry) -> str | None:
    """Solo's contract as the bidding page says it: "Solo by B: 5 tricks"."""
    table = entry.play.table
    if table.mode is None:
        return None
    side = [h.player for h in table.hands if h.side == "bidder"]
    return _contract_words(table.mode, side)


def honours_held(entry: CardEntry) -> dict[str, int] | None:
    """Once every card is played the hands are known, so are the honours each side held:
    the ace, king, queen and knave of trumps (Cayenne adds the ten: "Ace, King, Queen,
    Knave and Ten of trumps"); a Humbug player's in the hand he played. None before the
    end, where play stopped early, or without a trump (Cayenne's Grand and Nullo)."""
    play = entry.play
    trump = play.table.trump
    if not play.finished or play.ended is not None or trump is None:
        return None
    ranks = "AKQJT" if entry.game.name == "cayenne" else "AKQJ"
    held = dict.fromkeys(play.table.sides, 0)
    for card, hand in entry.owners:
        if card.suit is trump and card.rank.letter in ranks:
            held[play.table.hands[hand].side] += 1
    return held


def entry_view(entry: CardEntry, setup: Mapping[str, Any], turned: str | None) -> dict[str, Any]:
    """What the page shows of the entry, in the table's words."""
    play = entry.play
    table = play.table
    hands = table.hands
    to_play = play.to_play
    led = play.current[0].card.suit if play.current else None
    claims = list(play.revokes)
    finished = play.finished
    words = side_words(entry)
    view: dict[str, Any] = {
        "setup": dict(setup),
        "turned": turned,
        "turned_said": card_words(Card.parse(turned)) if turned else None,
        "trump": ("no trumps" if table.trump is None else SUIT_NAMES[table.trump]),
        "nullo": table.nullo,
        "hands": [
            {"name": h.name, "player": h.player, "side": h.side, "exposed": h.exposed}
            for h in hands
        ],
        "to_play": None if to_play is None else hands[to_play].name,
        "plays_for": (
            hands[to_play].player
            if to_play is not None and hands[to_play].player != hands[to_play].name
            else None
        ),
        "trick": len(play.tricks) + 1,
        "on_table": _plays(entry, play.current),
        "led": None if led is None else led.letter,
        "tricks": [
            {"number": t.number, "plays": _plays(entry, t.plays), "winner": hands[t.winner].name}
            for t in play.tricks
        ],
        "taken": [{"side": words[s], "tricks": n} for s, n in play.tricks_by_side().items()],
        "contract": contract_words(entry),
        "played": [str(c) for c, _ in entry.owners],
        "pack": [str(c) for c in entry.pack],
        "revokes": [
            {
                "hand": r.hand,
                "name": hands[r.hand].name,
                "trick": r.trick,
                "shown": r.shown,
                "words": (
                    f"{hands[r.hand].name} did not follow {_suit_word(entry, r.suit)} in trick"
                    f" {r.trick} but played {_suit_word(entry, r.suit)} in trick {r.shown}:"
                    ' a revoke ("a renounce in error not corrected in time")'
                ),
                "claimants": list(r.claimants),
                "penalty": entry.play.laws.revoke_words,
                "refused": r.refused,
            }
            for r in entry.revokes()
        ],
        "claims": [
            {
                "number": i + 1,
                "name": hands[c.hand].name,
                "player": c.player,
                "trick": c.trick,
                "claimant": c.claimant,
                "penalty": c.penalty,
            }
            for i, c in enumerate(claims)
        ],
        "penalties": [],
        "exchange": [],
        "finished": finished,
        "ended": play.ended,
        "lines": len(entry.lines),
    }
    view["honours"] = honours_held(entry)
    if entry.game.name == "mort" and finished:
        view["penalties"] = [
            {"number": i + 1, "name": hands[c.hand].name, "chooser": c.claimant}
            for i, c in enumerate(claims)
            if c.penalty is None
        ]
    if table.exchange and not entry.owners:
        said = {line.split()[1] for line in entry.lines if line.split()[0] in ("exchange", "keep")}
        view["exchange"] = [{"player": h.player, "said": h.player in said} for h in hands]
    return view
