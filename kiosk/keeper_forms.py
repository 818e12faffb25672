"""What the score-keeper asks at the table for the next hand of each game, in the
players' words, and Solo's bidding round call by call.

Every field becomes part of the hand's record (docs/tally.md) that the game's sheet
reads: ``key`` is where the answer goes (``tricks.A-C`` is ``{"tricks": {"A-C": n}}``).
Kinds: ``choice`` (one of ``options``, each a value and its label), ``count`` (a
number of tricks or honours, large buttons 0 to ``max``), ``multi`` (any of the
players), ``fixed`` (shown, not asked: Mort's Live player) and ``auction`` (Solo's
calls). What is lawful is left to the rules: the sheet refuses a hand with the book's
reason, and Solo's offered calls are those :class:`whist.games.solo.Auction` accepts.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from kiosk.errors import BadRequest
from whist.cards import SUITS
from whist.games.mort import MortSheet
from whist.games.social import Sheet, TallyError
from whist.games.solo import ACCEPT, BIDS, PASS, Auction, Mode, SoloSheet

Field = dict[str, Any]

SUIT_WORDS = {"S": "♠ Spades", "H": "♥ Hearts", "D": "♦ Diamonds", "C": "♣ Clubs"}

#: Solo's calls as the table says them: the mode by the book's name (Mode.title, the
#: sheet's word too) and what it undertakes (seed 000, "Solo Whist")
CALL_WORDS = {
    PASS: "Pass",
    ACCEPT: "Accept",
    Mode.PROPOSAL.call: "Propose (8 tricks with a partner)",
    **{
        mode.call: f"{mode.title} ({what})"
        for mode, what in (
            (Mode.SOLO, "5 tricks alone"),
            (Mode.MISERE, "no trick"),
            (Mode.ABUNDANCE, "9 tricks, names trump"),
            (Mode.ABUNDANCE_IN_TRUMPS, "9 tricks"),
            (Mode.OPEN_MISERE, "Spread"),
            (Mode.ABUNDANCE_DECLAREE, "all 13"),
            (Mode.SIX_TRICK_SOLO, "names trump"),
        )
    },
}


def _choice(
    key: str,
    label: str,
    options: Sequence[tuple[Any, str]],
    default: Any = None,
    hint: str = "",
) -> Field:
    return {
        "key": key,
        "kind": "choice",
        "label": label,
        "options": [{"value": v, "label": text} for v, text in options],
        "default": default,
        "hint": hint,
    }


def _count(key: str, label: str, high: int, default: int | None = None, hint: str = "") -> Field:
    return {
        "key": key,
        "kind": "count",
        "label": label,
        "max": high,
        "default": default,
        "hint": hint,
    }


def _tricks(key: str, taker: str, rest: str = "", high: int = 13) -> Field:
    """The tricks ``taker`` took; ``rest``: who took the others (not asked)."""
    hint = f"{rest} took the rest of the thirteen." if rest else ""
    return _count(key, f"Tricks taken by {taker}", high, hint=hint)


def _by_trick(takers: Sequence[tuple[str, str | None]]) -> Field:
    """Tricks counted as they are played, one tap a trick: each taker (a side or a
    player) and the tricks field its count fills (None: the rest, not asked)."""
    return {
        "key": "by-trick",
        "kind": "by-trick",
        "label": "Count the tricks as they are played",
        "hint": "Tap who took each trick as it is turned; the totals below fill in.",
        "takers": [{"label": label, "field": key} for label, key in takers],
        "tricks": 13,
    }


def _multi(key: str, label: str, players: Sequence[str], hint: str = "") -> Field:
    """Any of the players (a revoke in Solo, Humbug's exchanges): none, one or more."""
    return {
        "key": key,
        "kind": "multi",
        "label": label,
        "options": [{"value": p, "label": p} for p in players],
        "hint": hint or "Tap each one it applies to; none if nobody.",
    }


def _suits(key: str, label: str, extra: Sequence[tuple[str, str]] = (), hint: str = "") -> Field:
    return _choice(
        key, label, [(s.letter, SUIT_WORDS[s.letter]) for s in SUITS] + list(extra), hint=hint
    )


def _dealer(sheet: Sheet[Any, Any], players: Sequence[str]) -> Field:
    return _choice("dealer", "Dealer", [(p, p) for p in players], default=sheet.expected_dealer())


def _sides(sheet: Sheet[Any, Any]) -> tuple[str, ...]:
    return tuple(sheet.sides().names)  # type: ignore[attr-defined]


def hand_fields(sheet: Sheet[Any, Any]) -> list[Field]:
    """The questions for the sheet's next hand (Solo's after the bidding: see
    :func:`contract_fields`)."""
    game, players = sheet.game, sheet.players
    none: tuple[Any, str] = ([], "No revoke")
    if isinstance(sheet, SoloSheet):
        fields = [_dealer(sheet, players)]
        if len(players) == 5:
            # "The dealer of the previous hand is usually selected as the one not to play"
            last = sheet.history[-1][0].dealer if sheet.history else None
            fields.append(
                _choice(
                    "out",
                    "Sitting out",
                    [(p, p) for p in players],
                    default=last,
                    hint="The dealer of the previous hand usually sits out; not this "
                    "hand's dealer.",
                )
            )
        fields.append({"key": "bids", "kind": "auction", "label": "Bidding"})
        return fields
    if isinstance(sheet, MortSheet):
        live, opponents = _sides(sheet)
        out = sheet.sitting_out
        sitting_out: list[Field] = []
        if out is not None:  # four play: shown, not asked (the sheet checks it)
            sitting_out.append(
                {
                    "key": "out",
                    "kind": "fixed",
                    "label": "Sitting out this game",
                    "value": out,
                    "hint": "With four, the Live player's opposite must remain out of the "
                    "game while the Live player plays his exposed hand.",
                }
            )
        return [
            {"key": "live", "kind": "fixed", "label": "Live player", "value": sheet.live_player},
            *sitting_out,
            _dealer(sheet, [p for p in players if p != out]),
            _by_trick([(live, f"tricks.{live}"), (opponents, None)]),
            _tricks(f"tricks.{live}", live, opponents),
            _mort_revoke(live, opponents),
        ]
    if game == "cayenne":
        first, second = _sides(sheet)
        return [
            _dealer(sheet, players),
            _choice(
                "declared_by",
                "Declared by",
                [(p, p) for p in players],
                hint="The dealer declares, or passes the choice to his partner.",
            ),
            _suits(
                "cayenne",
                "Cayenne suit",
                hint="The Cayenne card is cut from the second pack. A trump of its suit counts "
                "4 a trick over the book, of the other suit of its colour 3, of the other "
                "colour 2 or 1; honours likewise.",
            ),
            _suits(
                "declaration",
                "Declaration (the game played)",
                [("grand", "Grand (no trumps)"), ("nullo", "Nullo (to take fewest tricks)")],
                hint="A trump suit; Grand, without trumps; or Nullo, to take the fewest "
                "tricks, where an ace ranks below the two unless its holder announces it "
                "above the King as he plays it.",
            ),
            _by_trick([(first, f"tricks.{first}"), (second, None)]),
            _tricks(f"tricks.{first}", first, second),
            _count(
                f"honours.{first}",
                f"Honours held by {first}",
                5,
                0,
                hint="Ace, King, Queen, Knave and Ten of trumps; none in Grand or Nullo.",
            ),
            _count(f"honours.{second}", f"Honours held by {second}", 5, 0),
            _choice(
                "revokes",
                "Revoke",
                [none] + [([s], f"{s} revoked") for s in (first, second)],
                default=[],
                hint="The adversaries score the value of three tricks.",
            ),
        ]
    if game == "thirteen-and-the-odd":
        return [
            _dealer(sheet, players),
            _by_trick([(p, f"tricks.{p}") for p in players]),
            *(
                _count(
                    f"tricks.{p}",
                    f"Tricks taken by {p}",
                    13,
                    hint="The first to take seven tricks wins the game.",
                )
                for p in players
            ),
            _choice(
                "revoke",
                "Revoke (forfeits the game)",
                [(None, "No revoke")] + [(p, f"{p} revoked") for p in players],
                default=None,
            ),
        ]
    # the points games: Whist of 1893, Dummy, Double Dummy, Humbug, Three-handed
    sides = _sides(sheet)
    fields = [_dealer(sheet, players)]
    fields.append(_by_trick([(s, f"tricks.{s}") for s in sides[:-1]] + [(sides[-1], None)]))
    fields += [_tricks(f"tricks.{s}", s, sides[-1]) for s in sides[:-1]]
    rules = sheet.rules  # type: ignore[attr-defined]
    if rules.honours != "none":
        fields += [
            _count(
                f"honours.{s}",
                f"Honours held by {s}",
                4,
                0,
                hint=HONOURS_HINT[rules.honours],
            )
            for s in sides
        ]
    if rules.revoke_tricks is not None:
        if len(sides) == 2:
            revokes = [([{"by": p}], f"{p} revoked") for p in players]
        else:
            revokes = [
                ([{"by": p, "to": q}], f"{p} revoked: tricks to {q}")
                for p in players
                for q in players
                if p != q
            ]
        fields.append(
            _choice(
                "revokes",
                "Revoke",
                [none, *revokes],
                default=[],
                hint=f"{rules.revoke_tricks} tricks go from the revokers to the adversaries; "
                "the revokers cannot win the game that hand.",
            )
        )
    if game == "humbug":
        fields.append(
            _multi(
                "exchanged",
                "Exchanged his hand for the one on the table at his right",
                players,
                hint="Tap each player who took the blind hand; none if both kept their own.",
            )
        )
    return fields


def _mort_revoke(live: str, opponents: str) -> Field:
    """Mort's revoke in two questions: which side revoked, then the one penalty the
    adversaries choose (seed 000, Mort: "One or the other of the three above plans must
    be adopted by opponents, and not a combination")."""
    return {
        "key": "revokes",
        "kind": "revoke",
        "label": "Revoke",
        "options": [{"value": None, "label": "No revoke"}]
        + [{"value": side, "label": f"{side} revoked"} for side in (live, opponents)],
        "penalty": {
            "label": "The penalty the adversaries choose (one only)",
            "options": [
                {"value": "add", "label": "Three points added to the adversaries' score"},
                {"value": "deduct", "label": "Three points taken from the revokers' score"},
                {"value": "tricks", "label": "Three tricks taken from the revokers"},
            ],
        },
        "hint": "The revokers keep one trick at least if the adversaries take three tricks.",
    }


#: how honours score, in the book's words
HONOURS_HINT = {
    "whist": "Ace, King, Queen and Knave of trumps: four score four, three score two.",
    "humbug": "Two each: neither scores; else the one with two, three or four scores a "
    "point for each.",
}


# -- Solo's bidding ------------------------------------------------------------------


def solo_auction(sheet: SoloSheet, dealer: object, out: object, calls: object) -> Auction:
    """The bidding so far, each call checked by the rules (a refused call: its reason)."""
    players = sheet.players
    if dealer not in players:
        raise BadRequest("Dealer: choose the dealer first")
    hand_players: tuple[str, ...] = players
    if len(players) == 5:
        if out not in players or out == dealer:
            raise BadRequest("Sitting out: choose who sits out (not the dealer)")
        hand_players = tuple(p for p in players if p != out)
    auction = Auction(
        hand_players,
        str(dealer),
        six_trick=bool(sheet.options.get("six_trick_solo")),
        grand=bool(sheet.options.get("grand")),
    )
    if not isinstance(calls, list):
        raise BadRequest("the calls must be a list of [player, call]")
    for item in calls:
        if not (
            isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)
        ):
            raise BadRequest(f"{item!r} is not [player, call]")
        try:
            auction.call(item[0], item[1])
        except TallyError as exc:
            raise BadRequest(f"Bidding: {exc}", code="refused-call") from None
    return auction


def lawful_calls(auction: Auction) -> list[dict[str, str]]:
    """The calls the next player may make: those the auction accepts."""
    who = auction.to_call()
    if who is None:
        return []
    offered = []
    for call in (PASS, ACCEPT, *BIDS, Mode.SIX_TRICK_SOLO.call):
        trial = copy.deepcopy(auction)
        try:
            trial.call(who, call)
        except TallyError:
            continue
        offered.append({"call": call, "label": CALL_WORDS[call]})
    return offered


def auction_view(sheet: SoloSheet, data: Mapping[str, Any]) -> dict[str, Any]:
    """Where the bidding stands: who calls and what he may call, or what was settled
    and what the score-keeper asks next."""
    auction = solo_auction(sheet, data.get("dealer"), data.get("out"), data.get("calls"))
    contract = auction.contract if auction.finished else None
    view: dict[str, Any] = {
        "note": "",
        "to_call": auction.to_call(),
        "lawful": lawful_calls(auction),
        "finished": auction.finished,
        "contract": None,
        "fields": [],
    }
    if any(c["call"] == Mode.SIX_TRICK_SOLO.call for c in view["lawful"]):
        view["note"] = "All have passed: a second call for bids, to play a Six-trick Solo or pass."
    if auction.finished and contract is None:
        view["contract"] = "No bid stands: the hands are thrown up"
    if contract is not None:
        view["contract"] = _contract_words(contract.mode, contract.side)
        view["fields"] = contract_fields(contract.mode, contract.side, auction.order)
    return view


def _contract_words(mode: Mode, side: Sequence[str]) -> str:
    if mode is Mode.GRAND:
        return f"{mode.title} (no bid: no trumps, each for himself)"
    who = " and ".join(side)
    target = "no trick" if mode.misere else f"{mode.target} tricks"
    return f"{mode.title} by {who}: {target}"


def contract_fields(mode: Mode, side: Sequence[str], players: Sequence[str]) -> list[Field]:
    """After Solo's bidding: the trump named, the tricks, the revokes."""
    if mode is Mode.GRAND:
        return [
            _choice("last_trick", "Who took the last trick (he pays)", [(p, p) for p in players])
        ]
    fields = []
    if mode.names_trump:
        fields.append(_suits("trump", f"Trump named by {side[0]}"))
    takers = " and ".join(side)
    fields.append(_by_trick([(takers, "tricks"), ("the adversaries", None)]))
    fields.append(_count("tricks", f"Tricks taken by {takers}", 13))
    fields.append(
        _multi(
            "revokes",
            "Revoked",
            players,
            hint="A revoking side cannot win the hand: it pays as if lost, then three "
            "tricks go to its adversaries. None if nobody revoked.",
        )
    )
    return fields
