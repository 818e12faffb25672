"""The results file read by ``whist score RESULTS``, and the USEBIO 1.2 XML export.

Results file (JSON, UTF-8)::

    {
      "format": "whist-results",      # required, this exact string
      "version": 1,                   # required
      "event": "Club night",          # optional title
      "game": "whist",                # "whist" (tricks) or "bishops" (points); in memory
                                      # the core's "duplicate-whist" / "bishops-whist"
      "method": "average",            # optional; default: the book's method for the form
      "movement": {...},              # the movement, as Movement.to_json() writes it
      "names": {"1": "Smith & Jones"},# optional: contestant (or team) number -> name
      "results": [                    # one object per deal per table
        {"deal": 1, "round": 1, "table": 1, "ns_score": 7, "ew_score": 6},
        {"deal": 2, "round": 1, "table": 1, "ns_score": 0, "ew_score": 0,
         "status": "average"}         # law (e) III: average | lowest-ns | lowest-ew | not-played
      ]
    }

A result may give ``"ns"``/``"ew"`` pair numbers instead of (or as well as) round and
table.  :func:`dumps` then :func:`loads` gives back an equal :class:`ResultsFile`.
Files are written atomically (through :mod:`fileio`).

The file is described for users in ``docs/results-format.md`` (with the USEBIO export).
A results file may also give ``"date"`` (the day of play, ``YYYY-MM-DD``) and
``"club"``; the kiosk's "Results (JSON)" export and ``whist demo --no-serve --results
FILE`` write this format, and ``whist score`` reads it.

USEBIO 1.2 (:func:`to_usebio`): the DOCTYPE, ``CLUB`` and one ``EVENT`` with its
``DATE``, ``EVENT_TYPE`` (``PAIRS``, ``INDIVIDUAL`` or ``TEAMS``),
``BOARD_SCORING_METHOD`` (``MATCH_POINTS`` or ``AGGREGATE``), the ``PARTICIPANTS``
(place within a direction, ``PLAYER``/``PLAYER_NAME``), and a ``BOARD`` per deal with
its ``TRAVELLER_LINE`` elements.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fileio import atomic_write_text
from scoring.movement import Movement, MovementError, parse_json
from scoring.results import (
    METHODS,
    STATUSES,
    DealResult,
    Scoresheet,
    ScoringError,
    default_method,
)
from scoring.seats import FILE_GAME_NAMES, game_name
from whist import DUPLICATE_WHIST

FORMAT = "whist-results"
VERSION = 1


@dataclass(frozen=True)
class ResultsFile:
    """The contents of a results file.  ``game`` is the core's name of the game (a
    results file's ``"whist"`` or ``"bishops"`` is taken for it)."""

    movement: Movement
    results: tuple[DealResult, ...]
    event: str = ""
    game: str = DUPLICATE_WHIST.name
    method: str | None = None
    names: Mapping[int, str] = field(default_factory=dict)
    date: str = ""
    club: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "game", _game(self.game, "results file"))
        if self.date:
            _date(self.date, "results file")

    def scoresheet(self) -> Scoresheet:
        sheet = Scoresheet(self.movement, method=self.method, game=self.game, names=self.names)
        sheet.add_many(self.results)
        return sheet


def dumps(rf: ResultsFile) -> str:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "event": rf.event,
        "game": FILE_GAME_NAMES[rf.game],
    }
    if rf.date:
        data["date"] = rf.date
    if rf.club:
        data["club"] = rf.club
    if rf.method is not None:
        data["method"] = rf.method
    data["movement"] = rf.movement.to_dict()
    if rf.names:
        data["names"] = {str(k): v for k, v in sorted(rf.names.items())}
    data["results"] = [r.to_dict() for r in rf.results]
    return json.dumps(data, indent=1) + "\n"


def _game(name: object, source: str) -> str:
    """The core's name of the game a results file names."""
    try:
        return game_name(str(name))
    except KeyError:
        raise ScoringError(
            f'{source}: "game" must be one of {tuple(FILE_GAME_NAMES.values())}, got {name!r}'
        ) from None


def _date(value: object, source: str) -> str:
    """A results file's ``"date"``: the day of play, ISO 8601 (``2026-11-26``)."""
    try:
        return datetime.date.fromisoformat(str(value)).isoformat()
    except ValueError:
        raise ScoringError(
            f'{source}: "date" must be the day of play as YYYY-MM-DD, got {value!r}'
        ) from None


def _int(value: object, where: str, name: str, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoringError(f"{where}: {name!r} must be an integer, got {value!r}")
    return value


def loads(text: str, source: str = "<results>") -> ResultsFile:
    """Parse a results file; errors name the file, the entry and the field."""
    data = parse_json(text, source, ScoringError)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScoringError(f'{source}: not a results file (needs "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise ScoringError(
            f"{source}: version {data.get('version')!r} is not supported (want {VERSION})"
        )
    game = _game(data.get("game", FILE_GAME_NAMES[DUPLICATE_WHIST.name]), source)
    method = data.get("method")
    if method is not None and method not in METHODS:
        raise ScoringError(f'{source}: "method" must be one of {METHODS}, got {method!r}')
    if "movement" not in data:
        raise ScoringError(f'{source}: no "movement"; write it with `whist movement NAME --json`')
    try:
        movement = Movement.from_dict(data["movement"], f"{source}: movement")
    except MovementError as exc:
        raise ScoringError(str(exc)) from exc
    names_raw = data.get("names", {})
    if not isinstance(names_raw, dict):
        raise ScoringError(f'{source}: "names" must be an object of number -> name')
    try:
        names = {int(k): str(v) for k, v in names_raw.items()}
    except ValueError as exc:
        raise ScoringError(f'{source}: "names" keys must be numbers ({exc})') from exc
    results = []
    for i, raw in enumerate(data.get("results", [])):
        where = f"{source}: results[{i}]"
        if not isinstance(raw, dict):
            raise ScoringError(f"{where}: each result must be an object")
        unknown = set(raw) - {
            "deal",
            "round",
            "table",
            "ns",
            "ew",
            "ns_score",
            "ew_score",
            "status",
        }
        if unknown:
            raise ScoringError(f"{where}: unknown field(s) {sorted(unknown)}")
        status = raw.get("status", "played")
        if status not in STATUSES:
            raise ScoringError(f'{where}: "status" must be one of {STATUSES}, got {status!r}')
        deal = _int(raw.get("deal"), where, "deal")
        assert deal is not None
        results.append(
            DealResult(
                deal=deal,
                ns_score=_int(raw.get("ns_score", 0), where, "ns_score") or 0,
                ew_score=_int(raw.get("ew_score", 0), where, "ew_score") or 0,
                round=_int(raw.get("round"), where, "round", True),
                table=_int(raw.get("table"), where, "table", True),
                ns=_int(raw.get("ns"), where, "ns", True),
                ew=_int(raw.get("ew"), where, "ew", True),
                status=status,
            )
        )
    date = _date(data["date"], source) if data.get("date") else ""
    return ResultsFile(
        movement=movement,
        results=tuple(results),
        event=str(data.get("event", "")),
        game=game,
        method=method,
        names=names,
        date=date,
        club=str(data.get("club", "")),
    )


def dump(rf: ResultsFile, path: str | os.PathLike[str]) -> None:
    """Write ``rf`` to ``path`` atomically."""
    atomic_write_text(path, dumps(rf))


def load(path: str | os.PathLike[str]) -> ResultsFile:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScoringError(f"{p}: cannot read the results file ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise ScoringError(
            f"{p}: not UTF-8 text at byte {exc.start}; a results file is JSON in UTF-8"
        ) from None
    return loads(text, str(p))


#: the public identifier real USEBIO 1.2 files carry (the EBU's DTD)
USEBIO_DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "usebio_v1_2.dtd">'
#: what separates the two names of a pair as the director types them
_PARTNERS = re.compile(r"\s+(?:&|and|\+)\s+|\s*/\s*")


def pair_players(name: str, contestant: int) -> tuple[str, str]:
    """A pair's two PLAYER_NAMEs from the name the director gave it ("Mrs Smith & Mr
    Jones", "Smith and Jones", "Smith/Jones"); a name that does not split in two is
    kept whole for the first player (the second is "partner of ..."); an unnamed pair's
    players are "Pair 3, player 1" and "Pair 3, player 2".

    >>> pair_players("Mrs Smith & Mr Jones", 3)
    ('Mrs Smith', 'Mr Jones')
    >>> pair_players("", 3)
    ('Pair 3, player 1', 'Pair 3, player 2')
    """
    if not name:
        return (f"Pair {contestant}, player 1", f"Pair {contestant}, player 2")
    parts = [p for p in _PARTNERS.split(name.strip()) if p]
    if len(parts) == 2:
        return (parts[0], parts[1])
    return (name, f"partner of {name}")


def usebio_date(iso: str) -> str:
    """USEBIO's DATE, DD/MM/YYYY, from the results file's ISO date.

    >>> usebio_date("2026-11-26")
    '26/11/2026'
    """
    day = datetime.date.fromisoformat(iso)
    return f"{day.day:02d}/{day.month:02d}/{day.year:04d}"


def to_usebio(sheet: Scoresheet, event: str = "", date: str = "", club: str = "") -> str:
    """The results as USEBIO 1.2 XML (see ``docs/results-format.md``): the DOCTYPE real
    files carry, CLUB, the EVENT with its DATE (``date`` ISO, written DD/MM/YYYY; today
    when not given) and the BOARD_SCORING_METHOD of what is given (``MATCH_POINTS`` with
    percentages, or ``AGGREGATE`` with the total tricks or points and no percentage),
    each participant's PLACE (within its DIRECTION where the form ranks each direction
    apart), TOTAL_SCORE and PLAYER/PLAYER_NAME, and a BOARD per deal with its
    TRAVELLER_LINEs."""
    method = sheet.method
    m = sheet.movement
    aggregate = method != "matchpoints"
    day = usebio_date(_date(date, "USEBIO export") if date else datetime.date.today().isoformat())
    root = ET.Element("USEBIO", {"Version": "1.2"})
    club_el = ET.SubElement(root, "CLUB")
    # the kiosk records no club: the event's name stands for it (an importer needs one)
    ET.SubElement(club_el, "CLUB_NAME").text = club or event or m.name
    ev = ET.SubElement(root, "EVENT", {"EVENT_TYPE": _event_type(sheet)})
    ET.SubElement(ev, "PROGRAM_NAME").text = "whist"
    ET.SubElement(ev, "EVENT_DESCRIPTION").text = event or m.name
    ET.SubElement(ev, "DATE").text = day
    ET.SubElement(ev, "BOARD_SCORING_METHOD").text = "AGGREGATE" if aggregate else "MATCH_POINTS"
    ranking = sheet.ranking()
    two_winners = {s.group for s in ranking.standings} == {"ns", "ew"}
    ET.SubElement(ev, "WINNER_TYPE").text = "2" if two_winners else "1"
    participants = ET.SubElement(ev, "PARTICIPANTS")
    mps = sheet.matchpoints()
    totals = sheet.totals()
    individual = m.by_players
    tag = "TEAM" if method in ("teams", "little-matches") else "PLAYER" if individual else "PAIR"
    for s in ranking.standings:
        p = ET.SubElement(participants, tag)
        ET.SubElement(p, f"{tag}_NUMBER").text = str(s.contestant)
        if s.group in ("ns", "ew"):
            ET.SubElement(p, "DIRECTION").text = s.group.upper()
        ET.SubElement(p, "PLACE").text = s.place_text
        name = sheet.names.get(s.contestant, "")
        if aggregate or s.contestant not in mps:
            ET.SubElement(p, "TOTAL_SCORE").text = str(totals.get(s.contestant, s.total))
        else:
            mp, _top, pct = mps[s.contestant]
            ET.SubElement(p, "TOTAL_SCORE").text = str(mp)
            ET.SubElement(p, "PERCENTAGE").text = f"{pct:.2f}"
        if tag == "PAIR":
            for player in pair_players(name, s.contestant):
                ET.SubElement(ET.SubElement(p, "PLAYER"), "PLAYER_NAME").text = player
        elif tag == "PLAYER":
            ET.SubElement(p, "PLAYER_NAME").text = name or f"Player {s.contestant}"
        elif name:
            ET.SubElement(p, "TEAM_NAME").text = name
    for deal in m.all_deals():
        lines = sheet.traveller(deal)
        if not lines:
            continue
        board = ET.SubElement(ev, "BOARD")
        ET.SubElement(board, "BOARD_NUMBER").text = str(deal)
        for tl in lines:
            t = ET.SubElement(board, "TRAVELLER_LINE")
            if individual:
                for seat, who in zip(("NORTH", "SOUTH"), tl.ns, strict=False):
                    ET.SubElement(t, f"{seat}_PLAYER_NUMBER").text = str(who)
                for seat, who in zip(("EAST", "WEST"), tl.ew, strict=False):
                    ET.SubElement(t, f"{seat}_PLAYER_NUMBER").text = str(who)
            else:
                ET.SubElement(t, "NS_PAIR_NUMBER").text = str(tl.ns[0])
                ET.SubElement(t, "EW_PAIR_NUMBER").text = str(tl.ew[0])
            ET.SubElement(t, "ROUND").text = str(tl.round)
            ET.SubElement(t, "TABLE").text = str(tl.table)
            ET.SubElement(t, "SCORE").text = str(tl.ns_score)
            # AGGREGATE: a line's points are the side's tricks (or Bishops points); the
            # matchpoints of a method not in use are not given
            ns_pts, ew_pts = (tl.ns_score, tl.ew_score) if aggregate else (tl.ns_mp, tl.ew_mp)
            ET.SubElement(t, "NS_MATCH_POINTS").text = str(ns_pts)
            ET.SubElement(t, "EW_MATCH_POINTS").text = str(ew_pts)
    ET.indent(root)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        + USEBIO_DOCTYPE
        + "\n"
        + ET.tostring(root, encoding="unicode")
        + "\n"
    )


def _event_type(sheet: Scoresheet) -> str:
    if sheet.method in ("teams", "little-matches"):
        return "TEAMS"
    if sheet.movement.by_players:
        return "INDIVIDUAL"
    return "PAIRS"


__all__ = [
    "FORMAT",
    "VERSION",
    "ResultsFile",
    "default_method",
    "dump",
    "dumps",
    "load",
    "loads",
    "pair_players",
    "to_usebio",
]
