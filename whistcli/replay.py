"""``whist replay FILE... [--game NAME] [--json]``: replay the play records of PBN files.

Every game of the file is replayed on the engine (:func:`dealer.formats.pbn.replay_record`) trick
by trick, with :meth:`whist.Play.play`, so a renounce the record shows is found and
reported (law 28), never refused: the record is what was played.

- The game is ``--game``, else the record's ``[WhistGame]``, else Duplicate Whist (a deal
  of the Bishops pack is played as Bishops Whist).
- The trump is ``[WhistTrump]``; for a bridge record, the ``[Contract]`` strain (NT = no
  trumps); a record with neither is reported with its line.
- The opening leader is the seat of ``[Play]``.

Text output: each trick and its winner, tricks and points per side, irregularities.
``--json`` prints one JSON array with one object per record::

    {"source", "line", "board", "game", "dealer", "trump", "leader",
     "tricks": [{"number", "leader", "cards": ["SA", ...] (play order),
                 "seats": ["N", ...], "winner"}],
     "tricks_won": {"NS", "EW"}, "points": {"NS", "EW"}, "score_lines": [...],
     "complete", "irregularities": [...], "declarer", "result", "error"}

``tricks_won`` are tricks as taken in play; ``points`` the deal's score after penalties
(tricks for Duplicate Whist, points for Bishops Whist; for Bridge Whist, ``{"NS": {"tricks",
"honours", "chicane", "slam", "total"}, "EW": {...}}`` by the Table of Points, the hand
scored by itself, with ``"declaration": {"strain", "declared_by", "doubles"}`` from the
record's tags and ``[Play]`` led by the dealer's left). An incomplete play (a claim, ``-``)
gives ``complete: false`` and the tricks as far as played; a trick left unfinished has
``winner: null``. A record with no deal, no play or a fault has ``error`` set and the
command goes on with the next; the exit status is non-zero only when the file cannot be
read or parsed.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import click

from dealer.formats.pbn import PbnRecord, contract_trump, load, play_columns, replay_record
from dealer.formats.pbn.bridge_whist import declaration_tags, replay_bridge_record
from whist import (
    BRIDGE_WHIST,
    Card,
    IllegalPlayError,
    LawError,
    NotationError,
    Play,
    Seat,
    Side,
    TrumpRecord,
    find_game,
    game_names,
)
from whist.bridge import BridgePlay
from whist.social_play import dealt_at_the_table


def _seat_name(letter: str | None) -> str:
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    return names.get(letter or "", "?")


def _record_header(record: PbnRecord) -> dict[str, Any]:
    out: dict[str, Any] = {"source": record.source, "line": record.line}
    try:
        out["board"] = record.board
    except NotationError:
        out["board"] = record.get("Board")
    out["dealer"] = record.get("Dealer") or None
    return out


def replay_one(record: PbnRecord, game: str | None) -> dict[str, Any]:
    """The replay of one record as a JSON-ready dict (``error`` set when it cannot be)."""
    out = _record_header(record)
    out.update(
        game=None,
        trump=None,
        leader=None,
        tricks=[],
        tricks_won=None,
        points=None,
        score_lines=[],
        complete=False,
        irregularities=[],
        declarer=record.get("Declarer") or None,
        result=None,
        error=None,
    )
    try:
        out["result"] = record.result
    except NotationError:
        out["result"] = None
    try:
        if record.deal is None:
            out["error"] = f"line {record.line}: no full [Deal]: nothing to replay"
            return out
        columns = play_columns(record)
        if columns is None:
            out["error"] = f"line {record.line}: no [Play] section: nothing to replay"
            return out
        game_name = game or record.game
        if game_name and (reason := dealt_at_the_table(game_name)) is not None:
            out["error"] = f"line {record.line}: [WhistGame] {game_name}: {reason}"
            return out
        if game_name == BRIDGE_WHIST.name:
            bridge = replay_bridge_record(record)
            apply_rulings(record, bridge)
            return _describe(out, bridge)
        trump = record.trump or contract_trump(record)
        if trump is None:
            out["error"] = (
                f'line {record.line_of("Play")}: no trump: add [WhistTrump "C5"] (the trump '
                "card) or, for a bridge record, a [Contract]"
            )
            return out
        play = replay_record(record, game=game_name, trump=trump)
        apply_rulings(record, play)
    except NotationError as exc:
        out["error"] = str(exc)
        return out
    return _describe(out, play)


def apply_rulings(record: PbnRecord, play: Play) -> None:
    """What the cards do not show, from the kiosk's tags (docs/notation.md), applied
    after the cards: ``[WhistClaim "S 9"]``, the claim of the rest admitted (laws 27,
    36: South's side takes 9 of the tricks not played), and each ``[WhistRevoke "E 3
    S"]``, a revoke claimed (laws 30, 32: East's in trick 3, claimed by South)."""
    claim = record.get("WhistClaim")
    try:
        if claim is not None:
            seat, tricks = claim.split()
            play.claim(Seat.parse(seat), int(tricks), accepted=True)
        for value in [v for name, v in record.tags if name == "WhistRevoke"]:
            offender, trick, claimant = value.split()
            play.claim_revoke(Seat.parse(claimant), Seat.parse(offender), int(trick))
    except ValueError as exc:
        raise record.error(
            f'[WhistClaim] must be a seat and tricks ("S 9"), [WhistRevoke] the offender, '
            f'the trick and the claimant ("E 3 S"): {exc}'
        ) from None
    except (IllegalPlayError, LawError) as exc:
        raise record.error(f"the claims of the record do not fit its play: {exc}") from None


def _describe(out: dict[str, Any], play: Play) -> dict[str, Any]:
    out["game"] = play.game.name
    out["trump"] = str(play.trump)
    out["leader"] = play.first_leader.letter
    tricks: list[dict[str, Any]] = [
        {
            "number": t.number,
            "leader": t.leader.letter,
            "cards": [str(p.card) for p in t.cards],
            "seats": [p.seat.letter for p in t.cards],
            "winner": t.winner.letter,
        }
        for t in play.tricks
    ]
    if play.current_trick:
        tricks.append(
            {
                "number": play.trick_number,
                "leader": play.trick_leader.letter,
                "cards": [str(p.card) for p in play.current_trick],
                "seats": [p.seat.letter for p in play.current_trick],
                "winner": None,
            }
        )
    out["tricks"] = tricks
    won = play.tricks_won()
    out["tricks_won"] = {side.value: won[side] for side in Side}
    score = play.score()
    out["points"] = {side.value: score.points[side] for side in Side}
    out["score_lines"] = list(score.lines)
    if isinstance(play, BridgePlay) and play.declaration is not None:
        # Bridge Whist: the Table of Points' parts per side (docs/bridge-whist.md).
        out["points"] = play.points().as_json()
        out["declaration"] = dict(
            zip(
                ("strain", "declared_by", "doubles"),
                (v for _, v in declaration_tags(play.declaration)),
                strict=True,
            )
        )
    out["complete"] = play.is_complete
    irregularities: list[str] = []
    for r in play.renounces:
        state = "established revoke" if r.established else "renounce"
        claimed = "claimed in the record" if r.claimed else "not claimed in the record"
        irregularities.append(
            f"trick {r.trick}: {r.seat.name.title()} played {r.card.display} to a "
            f"{r.led.name.lower()} lead holding {r.led.name.lower()} ({state}, law 28; "
            f"{claimed})"
        )
    for irregularity in play.irregularities:
        irregularities.append(
            f"trick {irregularity.trick}: {irregularity.kind.value} by "
            f"{irregularity.offender.name.title()} (law {irregularity.law})"
        )
    out["irregularities"] = irregularities
    return out


def _print_text(item: dict[str, Any]) -> None:
    board = item["board"] if item["board"] is not None else "?"
    click.echo(f"{item['source']}, line {item['line']}: board {board}")
    if item["error"]:
        click.echo(f"  not replayed: {item['error']}")
        return
    dealer = f", dealer {_seat_name(item['dealer'])}" if item["dealer"] else ""
    trump = TrumpRecord.parse(item["trump"]).display
    click.echo(f"  {item['game']}{dealer}, trump {trump}, {_seat_name(item['leader'])} leads")
    for trick in item["tricks"]:
        cards = "  ".join(
            f"{seat} {Card.parse(card).display:<3}"
            for seat, card in zip(trick["seats"], trick["cards"], strict=True)
        )
        winner = _seat_name(trick["winner"]) if trick["winner"] else "(unfinished)"
        click.echo(f"  trick {trick['number']:>2}: {cards}  -> {winner}")
    if not item["complete"]:
        click.echo(f"  play incomplete: {len(item['tricks'])} tricks recorded (a claim?)")
    won, points = item["tricks_won"], item["points"]
    click.echo(f"  tricks taken: NS {won['NS']}, EW {won['EW']}")
    if isinstance(points["NS"], dict):  # Bridge Whist: points by the Table of Points
        declaration = item["declaration"]
        click.echo(
            f"  declaration {declaration['strain']} by {_seat_name(declaration['declared_by'])}"
            f", doubles {declaration['doubles']}"
        )
        for side in ("NS", "EW"):
            parts = ", ".join(f"{k} {v}" for k, v in points[side].items() if k != "total")
            click.echo(f"  score {side}: {points[side]['total']} ({parts})")
    else:
        click.echo(f"  score: NS {points['NS']}, EW {points['EW']}")
    for line in item["score_lines"]:
        if not line.startswith("tricks taken"):
            click.echo(f"    {line}")
    if item["result"] is not None and item["declarer"]:
        click.echo(f"  [Result]: declarer {item['declarer']} {item['result']} tricks")
    if item["irregularities"]:
        click.echo("  irregularities:")
        for line in item["irregularities"]:
            click.echo(f"    {line}")
    else:
        click.echo("  irregularities: none")


def _resolve(file: Path) -> Path:
    """``file`` itself, or a shipped example of ``whist/data`` by its name
    (``bishops-example.pbn``, ``sample-duplicate``) when no such file exists here."""
    if file.exists() or file.parent != Path("."):
        return file
    for name in (file.name, f"{file.name}.pbn"):
        shipped = resources.files("whist").joinpath("data", name)
        if shipped.is_file():
            return Path(str(shipped))
    return file


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--game",
    "game_name",
    default=None,
    help="Replay under this game (duplicate-whist, bishops-whist, bridge-whist) instead of "
    "the record's.",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array, one object a record.")
def replay(files: tuple[Path, ...], game_name: str | None, as_json: bool) -> None:
    """Replay every record of the PBN FILES: each trick and its winner, tricks and points
    per side, and the irregularities (renounces) the play shows.

    A FILE that does not exist is looked up among the examples shipped with the
    package: bishops-example.pbn (Dana's example hand) and sample-duplicate.pbn."""
    if game_name is not None:
        try:
            find_game(game_name)
        except NotationError:
            raise click.ClickException(
                f"--game {game_name!r} is not a game: choose one of {', '.join(game_names())}"
            ) from None
        if (reason := dealt_at_the_table(game_name)) is not None:
            raise click.ClickException(
                f"--game {game_name}: {reason}; `whist replay` replays the four-seat play of"
                " duplicate-whist, bishops-whist and bridge-whist records"
            )
    results: list[dict[str, Any]] = []
    failures: list[str] = []
    for file in files:
        path = _resolve(file)
        try:
            with path.open("rb") as handle:
                records = load(handle, source=str(path))
        except OSError as exc:
            failures.append(f"cannot read {file}: {exc.strerror or exc}; check the path")
            continue
        except NotationError as exc:
            failures.append(f"{exc}; fix the file and run again")
            continue
        if not records:
            failures.append(f"{file} holds no PBN game: is it a PBN file?")
            continue
        results.extend(replay_one(record, game_name) for record in records)
    if as_json:
        click.echo(json.dumps(results, indent=1, ensure_ascii=False))
    else:
        for i, item in enumerate(results):
            if i:
                click.echo("")
            _print_text(item)
    if failures:
        raise click.ClickException("\n".join(failures))
