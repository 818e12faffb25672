"""The central event: its sections, the clubs' logs as they arrive, and the field's
results (:mod:`field.standings`).

A club's kiosk keeps its own append-only log (kiosk/store.py); ``whist sim push`` sends
the rows the central server has not yet got, with the club's results as its kiosk scored
them. :meth:`Central.receive` takes one push in one transaction, under a lock on the
section's row:

- the upload key must be the section's (its SHA-256 is compared; a key of another
  section is told so: a club writes only its own section);
- the club's kiosk event and deals must be the section's (a log of another club's
  folder, or of other boards, is refused);
- each row is keyed by the club's own row id: a row already received is checked to be
  the same (same client id) and skipped, so a push resent after a cut network doubles
  nothing; a different row under a received id means the club's log was replaced, and
  is refused;
- each result must be backed by the section's log (the confirmation of that board at
  that table, or the director's adjustment of it), and fit the section's movement.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Engine, create_engine, delete, func, insert, make_url, select, update
from sqlalchemy.engine import URL
from sqlalchemy.exc import ArgumentError, IntegrityError, OperationalError

from field.schema import (
    SchemaTooNew,
    audit_table,
    event_table,
    log_table,
    migrate,
    result_table,
    section_table,
)
from field.standings import SectionPlay, field_movement, field_results
from scoring.movement import Movement, MovementError
from scoring.results import STATUSES, DealResult, Scoresheet, ScoringError, Status
from scoring.resultsfile import ResultsFile, loads
from whist import DUPLICATE_WHIST

#: most rows one push may carry (the client sends a longer log in several)
MAX_ROWS = 5000
#: a section's name: what its URLs and the clubs' commands use
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789-")
CONNECT_TIMEOUT = 10


class Refused(Exception):
    """A request the central server refuses: HTTP ``status``, a short ``error`` code and
    a message saying what was wrong and what to do."""

    def __init__(self, status: int, error: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.error = error
        self.message = message


class CentralError(RuntimeError):
    """The central database cannot be used (the message says which and what to do)."""


@dataclass(frozen=True)
class SectionSpec:
    """A section to create: its name, the club, its movement."""

    name: str
    club: str
    movement: Movement


@dataclass(frozen=True)
class SectionInfo:
    name: str
    club: str
    movement: Movement
    kiosk_event_id: str
    last_row: int
    rows: int
    pushed: float | None
    results_upto: int
    #: when the organiser withdrew the section from the field (``None``: in it)
    withdrawn: float | None = None


@dataclass(frozen=True)
class EventInfo:
    event_id: str
    name: str
    game: str
    commitment: str
    deals_sha256: str
    boards: int
    release_at: float | None


def key_digest(key: str) -> str:
    """What is stored of an upload key: its SHA-256 (a key is 32 random bytes, so a
    plain hash cannot be searched back)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_key() -> str:
    return secrets.token_hex(24)


def club_event_id(event_id: str, section: str) -> str:
    """The event id of a club's own folder: the dealer's id and the section, so that
    each club's table links and director's secret differ from every other club's."""
    return f"{event_id}.{section}"


def check_name(name: str) -> str:
    if not name or len(name) > 40 or not set(name) <= NAME_CHARS or name[0] == "-":
        raise ValueError(
            f"section name {name!r}: use 1 to 40 lower-case letters, digits and hyphens "
            "(e.g. north or club-a)"
        )
    return name


def database_url(url: str) -> URL:
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise CentralError(
            f"{url!r} is not a database URL: write postgresql://USER@HOST:PORT/DATABASE"
        ) from None
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


class Central:
    """The central event's database at ``url`` (``postgresql://...``)."""

    def __init__(self, url: str) -> None:
        parsed = database_url(url)
        args = (
            {"connect_timeout": CONNECT_TIMEOUT}
            if parsed.get_backend_name() == "postgresql"
            else {}
        )
        self.engine: Engine = create_engine(parsed, connect_args=args)
        self.where = self.engine.url.render_as_string(hide_password=True)
        try:
            with self.engine.begin() as connection:
                migrate(connection, self.where)
        except SchemaTooNew as exc:
            self.engine.dispose()
            raise CentralError(str(exc)) from exc
        except OperationalError as exc:
            self.engine.dispose()
            reason = " ".join(str(exc.orig or exc).split())
            raise CentralError(
                f"cannot use the database {self.where} ({reason}): check that PostgreSQL is "
                "running there and that the database exists (createdb NAME)"
            ) from exc

    def close(self) -> None:
        self.engine.dispose()

    # --- the organiser -------------------------------------------------------------------

    def create(
        self,
        *,
        event_id: str,
        name: str,
        game: str,
        commitment: str,
        deals_sha256: str,
        boards: int,
        sections: Sequence[SectionSpec],
    ) -> dict[str, str]:
        """Make the event and its sections; every section's upload key (shown once: only
        its hash is kept)."""
        if not sections:
            raise CentralError("give at least one section (--section NAME:MOVEMENT:TABLES)")
        field_movement([SectionPlay(s.name, s.club, s.movement) for s in sections])
        keys = {s.name: new_key() for s in sections}
        with self.engine.begin() as connection:
            existing = connection.execute(select(event_table.c.event_id)).scalar()
            if existing is not None:
                raise CentralError(
                    f"{self.where} already holds the simultaneous event {existing!r}: give "
                    "another, empty database (createdb NAME)"
                )
            connection.execute(
                insert(event_table).values(
                    id=1,
                    event_id=event_id,
                    name=name,
                    game=game,
                    commitment=commitment,
                    deals_sha256=deals_sha256,
                    boards=boards,
                    release_at=None,
                    created=time.time(),
                )
            )
            for s in sections:
                connection.execute(
                    insert(section_table).values(
                        name=check_name(s.name),
                        club=s.club,
                        movement=s.movement.to_json(indent=None),
                        kiosk_event_id=club_event_id(event_id, s.name),
                        key_sha256=key_digest(keys[s.name]),
                        last_row=0,
                        rows=0,
                        pushed=None,
                        results_upto=0,
                    )
                )
        return keys

    def event(self) -> EventInfo:
        with self.engine.connect() as connection:
            row = connection.execute(select(event_table)).first()
        if row is None:
            raise CentralError(
                f"{self.where} holds no simultaneous event: make it with `whist sim create`"
            )
        return EventInfo(
            row.event_id,
            row.name,
            row.game,
            row.commitment,
            row.deals_sha256,
            row.boards,
            row.release_at,
        )

    def sections(self) -> list[SectionInfo]:
        with self.engine.connect() as connection:
            rows = connection.execute(select(section_table).order_by(section_table.c.name)).all()
        return [_section(r) for r in rows]

    def new_key(self, section: str) -> str:
        """A new upload key for ``section`` (shown once); the old one stops working."""
        if section not in {s.name for s in self.sections()}:
            raise Refused(404, "no-section", f"the event has no section {section!r}")
        key = new_key()
        with self.engine.begin() as connection:
            connection.execute(
                update(section_table)
                .where(section_table.c.name == section)
                .values(key_sha256=key_digest(key))
            )
        return key

    def set_release(self, at: float | None) -> None:
        """The organiser's release time (seconds since the epoch; ``None``: none)."""
        self.event()
        with self.engine.begin() as connection:
            connection.execute(update(event_table).values(release_at=at))

    def _organiser_section(self, section: str, reason: str) -> SectionInfo:
        if not reason.strip():
            raise CentralError(
                "give the reason (--reason TEXT): it goes into the event's audit log"
            )
        found = {s.name: s for s in self.sections()}
        if section not in found:
            raise CentralError(
                f"the event has no section {section!r} (its sections: "
                f"{', '.join(sorted(found)) or 'none'})"
            )
        return found[section]

    def _audit(
        self, connection: Any, action: str, section: str, reason: str, actor: str, detail: Any
    ) -> None:
        connection.execute(
            insert(audit_table).values(
                at=time.time(),
                actor=actor,
                action=action,
                section=section,
                reason=reason.strip(),
                detail=json.dumps(detail, sort_keys=True),
            )
        )

    def section_holdings(self, section: str) -> tuple[int, int]:
        """How many log rows and results the server holds of ``section``."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(func.count()).select_from(log_table).where(log_table.c.section == section)
            ).scalar_one()
            results = connection.execute(
                select(func.count())
                .select_from(result_table)
                .where(result_table.c.section == section)
            ).scalar_one()
        return int(rows), int(results)

    def reset(self, section: str, *, reason: str, actor: str) -> dict[str, int]:
        """The organiser empties ``section`` (a club that pushed the wrong log, or must
        replay its evening): its log rows and results at the server are deleted, its
        cursor goes back to 0, so the club's next push -- from a new kiosk database too --
        starts the section again. In one transaction with its audit row; the field's
        results are computed from what remains. What was removed."""
        own = self._organiser_section(section, reason)
        with self.engine.begin() as connection:
            locked = select(section_table).where(section_table.c.name == own.name)
            if connection.dialect.name == "postgresql":
                locked = locked.with_for_update()  # a push of the club's waits, then sees 0
            current = _section(connection.execute(locked).one())
            rows = connection.execute(
                delete(log_table).where(log_table.c.section == own.name)
            ).rowcount
            results = connection.execute(
                delete(result_table).where(result_table.c.section == own.name)
            ).rowcount
            connection.execute(
                update(section_table)
                .where(section_table.c.name == own.name)
                .values(last_row=0, rows=0, pushed=None, results_upto=0)
            )
            detail = {"rows": int(rows), "results": int(results), "last_row": current.last_row}
            self._audit(connection, "reset", own.name, reason, actor, detail)
        return detail

    def withdraw(
        self, section: str, *, reason: str, actor: str, reinstate: bool = False
    ) -> SectionInfo:
        """The organiser takes ``section`` out of the field (a club that cannot finish,
        or played the wrong boards): the field's ranking, travellers and release rule no
        longer count it, its pushes are refused; what it pushed is kept for the record.
        ``reinstate`` puts it back."""
        own = self._organiser_section(section, reason)
        if reinstate and own.withdrawn is None:
            raise CentralError(f"section {section!r} is in the field: nothing to reinstate")
        if not reinstate and own.withdrawn is not None:
            raise CentralError(f"section {section!r} was withdrawn already")
        with self.engine.begin() as connection:
            connection.execute(
                update(section_table)
                .where(section_table.c.name == own.name)
                .values(withdrawn=None if reinstate else time.time())
            )
            action = "reinstate" if reinstate else "withdraw"
            detail = {"rows": own.rows, "last_row": own.last_row}
            self._audit(connection, action, own.name, reason, actor, detail)
        return next(s for s in self.sections() if s.name == section)

    def audit(self) -> list[dict[str, Any]]:
        """What the organiser did to the sections, oldest first."""
        with self.engine.connect() as connection:
            rows = connection.execute(select(audit_table).order_by(audit_table.c.id)).all()
        return [
            {
                "at": r.at,
                "actor": r.actor,
                "action": r.action,
                "section": r.section,
                "reason": r.reason,
                "detail": json.loads(r.detail),
            }
            for r in rows
        ]

    # --- a club's push ---------------------------------------------------------------------

    def _authenticate(self, section: str, key: str) -> SectionInfo:
        digest = key_digest(key or "")
        found = {s.name: s for s in self.sections()}
        own = found.get(section)
        if own is None:
            raise Refused(
                404,
                "no-section",
                f"the event has no section {section!r} (its sections: "
                f"{', '.join(sorted(found)) or 'none'}): check --section",
            )
        with self.engine.connect() as connection:
            stored = connection.execute(
                select(section_table.c.key_sha256).where(section_table.c.name == section)
            ).scalar_one()
            other = connection.execute(
                select(section_table.c.name).where(section_table.c.key_sha256 == digest)
            ).scalar()
        if hmac.compare_digest(stored, digest):
            if own.withdrawn is not None:
                raise Refused(
                    409,
                    "withdrawn",
                    f"the organiser has withdrawn section {section!r} from the field: its "
                    "pushes are no longer taken; ask the organiser (whist sim withdraw "
                    "--reinstate puts it back)",
                )
            return own
        if other is not None:
            raise Refused(
                403,
                "other-section",
                f"this is section {other!r}'s upload key, not section {section!r}'s: a club "
                "may write only its own section; push with your own section's name",
            )
        raise Refused(
            403,
            "wrong-key",
            f"wrong upload key for section {section!r}: use the key `whist sim create` showed "
            "for this section (it is in the club folder's sim.json)",
        )

    def cursor(self, section: str, key: str) -> dict[str, Any]:
        """How far the section's log has arrived."""
        own = self._authenticate(section, key)
        return {"section": own.name, "last_row": own.last_row, "rows": own.rows}

    def receive(self, section: str, key: str, payload: Mapping[str, Any]) -> dict[str, Any]:
        """Take one push (see the module docstring); what the section holds now."""
        own = self._authenticate(section, key)
        event = self.event()
        if payload.get("deals_sha256") != event.deals_sha256:
            raise Refused(
                409,
                "other-deals",
                f"this club's kiosk plays other deals than the event {event.event_id!r}: push "
                "from the club folder `whist sim create` wrote for this section",
            )
        if payload.get("kiosk_event") != own.kiosk_event_id:
            raise Refused(
                409,
                "other-log",
                f"this log is of kiosk event {payload.get('kiosk_event')!r}, not of section "
                f"{own.name!r}'s ({own.kiosk_event_id!r}): push the log of this club's own kiosk",
            )
        rows = _rows(payload.get("rows"), own)
        results = payload.get("results")
        with self.engine.begin() as connection:
            locked = select(section_table).where(section_table.c.name == own.name)
            if connection.dialect.name == "postgresql":
                locked = locked.with_for_update()
            current = _section(connection.execute(locked).one())
            new = [r for r in rows if r["row_id"] > current.last_row]
            old = [r for r in rows if r["row_id"] <= current.last_row]
            if old:
                seen = dict(
                    connection.execute(
                        select(log_table.c.row_id, log_table.c.client_id).where(
                            (log_table.c.section == own.name)
                            & log_table.c.row_id.between(old[0]["row_id"], old[-1]["row_id"])
                        )
                    ).all()
                )
                for r in old:
                    if seen.get(r["row_id"]) != r["client_id"]:
                        raise Refused(
                            409,
                            "log-replaced",
                            f"row {r['row_id']} of section {own.name!r} differs from the one "
                            "received before: this kiosk's log is not the one pushed so far "
                            "(a new database?). Push from the club's original kiosk database",
                        )
            now = time.time()
            if new:
                try:
                    connection.execute(
                        insert(log_table),
                        [{**r, "section": own.name, "received": now} for r in new],
                    )
                except IntegrityError as exc:
                    raise Refused(
                        409,
                        "log-replaced",
                        f"section {own.name!r}: an action id of this push was received before "
                        "under another row: this kiosk's log is not the one pushed so far",
                    ) from exc
            last = max([current.last_row, *(r["row_id"] for r in new)])
            count = current.rows + len(new)
            values: dict[str, Any] = {"last_row": last, "rows": count, "pushed": now}
            if results is not None:
                upto = payload.get("results_upto")
                if not isinstance(upto, int) or upto > last:
                    raise Refused(
                        400,
                        "bad-results",
                        "the results must say up to which row of the log they count "
                        "(results_upto), a row the server has",
                    )
                scored = self._check_results(connection, own, results, event.game)
                if upto >= current.results_upto:
                    # results of an older snapshot (two pushes crossing) never replace newer ones
                    connection.execute(
                        delete(result_table).where(result_table.c.section == own.name)
                    )
                    if scored:
                        connection.execute(
                            insert(result_table),
                            [
                                {
                                    "section": own.name,
                                    "deal": r.deal,
                                    "round": r.round,
                                    "table_no": r.table,
                                    "ns_score": r.ns_score,
                                    "ew_score": r.ew_score,
                                    "status": r.status,
                                }
                                for r in scored
                            ],
                        )
                    values["results_upto"] = upto
            connection.execute(
                update(section_table).where(section_table.c.name == own.name).values(**values)
            )
        return {"section": own.name, "received": len(new), "last_row": last, "rows": count}

    def _check_results(
        self, connection: Any, own: SectionInfo, text: object, game: str
    ) -> list[DealResult]:
        if not isinstance(text, str):
            raise Refused(400, "bad-results", "results must be a results file's text")
        try:
            rf = loads(text, f"section {own.name}'s results")
        except (ValueError, MovementError) as exc:
            raise Refused(400, "bad-results", str(exc)) from exc
        if rf.movement.to_dict()["rounds"] != own.movement.to_dict()["rounds"]:
            raise Refused(
                409,
                "other-movement",
                f"the results are of a movement other than section {own.name!r}'s "
                f"({own.movement.name}, {own.movement.tables} tables)",
            )
        if rf.game != game:
            raise Refused(409, "other-game", f"the results are of {rf.game}, the event is {game}")
        try:
            Scoresheet(own.movement, game=game).add_many(rf.results)
        except ScoringError as exc:
            raise Refused(400, "bad-results", str(exc)) from exc
        backed: set[tuple[int, int]] = set()
        for stream, board, kind, data in connection.execute(
            select(log_table.c.stream, log_table.c.board, log_table.c.kind, log_table.c.data).where(
                (log_table.c.section == own.name) & log_table.c.kind.in_(("confirm", "adjust"))
            )
        ):
            if kind == "confirm" and board is not None:
                backed.add((stream, board))
            elif kind == "adjust":
                adjusted = json.loads(data).get("board")
                if isinstance(adjusted, int):
                    backed.add((stream, adjusted))
        for r in rf.results:
            if (r.table, r.deal) not in backed:
                raise Refused(
                    409,
                    "unbacked-result",
                    f"section {own.name!r}: the result of board {r.deal} at table {r.table} has "
                    "no confirmation or adjustment in the log received: push the log first",
                )
        return list(rf.results)

    # --- the field --------------------------------------------------------------------------

    def plays(self) -> list[SectionPlay]:
        """Every section in the field (not withdrawn) with its results."""
        sections = [s for s in self.sections() if s.withdrawn is None]
        with self.engine.connect() as connection:
            rows = connection.execute(select(result_table)).all()
        by_section: dict[str, list[DealResult]] = {s.name: [] for s in sections}
        for r in rows:
            if r.section not in by_section:
                continue  # a withdrawn section's
            by_section[r.section].append(
                DealResult(
                    deal=r.deal,
                    round=r.round,
                    table=r.table_no,
                    ns_score=r.ns_score,
                    ew_score=r.ew_score,
                    status=cast(Status, r.status if r.status in STATUSES else "played"),
                )
            )
        return [
            SectionPlay(s.name, s.club, s.movement, tuple(by_section[s.name])) for s in sections
        ]

    def field(self, now: float | None = None) -> dict[str, Any]:
        """The field's results as the page shows them (:func:`field_results`)."""
        event = self.event()
        answer = field_results(
            self.plays(),
            release_at=event.release_at,
            now=time.time() if now is None else now,
            game=event.game,
        )
        answer["withdrawn"] = [
            {"section": s.name, "club": s.club} for s in self.sections() if s.withdrawn
        ]
        answer["event"] = event.name or event.event_id
        answer["event_id"] = event.event_id
        answer["game"] = event.game
        answer["commitment"] = event.commitment
        return answer

    def results_file(self) -> ResultsFile:
        """Every result received, as one results file of the field's movement (every
        section's tables and pairs numbered after the previous section's; the names say
        which club's pair each is): what ``whist score`` reads."""
        event = self.event()
        plays = self.plays()
        movement, placements = field_movement(plays)
        results = []
        names: dict[int, str] = {}
        for play in plays:
            place = placements[play.name]
            for c in play.movement.contestants():
                names[c + place.contestants] = f"{play.club} pair {c}"
            for r in play.results:
                results.append(
                    DealResult(
                        deal=r.deal,
                        round=r.round,
                        table=(r.table or 0) + place.tables,
                        ns_score=r.ns_score,
                        ew_score=r.ew_score,
                        status=r.status,
                    )
                )
        return ResultsFile(
            movement=movement,
            results=tuple(sorted(results, key=lambda r: (r.deal, r.round or 0, r.table or 0))),
            event=event.name or event.event_id,
            game=event.game if event.game else DUPLICATE_WHIST.name,
            method="matchpoints",
            names=names,
        )

    def log_count(self, section: str) -> int:
        with self.engine.connect() as connection:
            return int(
                connection.execute(
                    select(func.count())
                    .select_from(log_table)
                    .where(log_table.c.section == section)
                ).scalar_one()
            )


def _section(row: Any) -> SectionInfo:
    return SectionInfo(
        name=row.name,
        club=row.club,
        movement=Movement.from_json(row.movement, f"section {row.name}"),
        kiosk_event_id=row.kiosk_event_id,
        last_row=row.last_row,
        rows=row.rows,
        pushed=row.pushed,
        results_upto=row.results_upto,
        withdrawn=row.withdrawn,
    )


def _rows(raw: object, own: SectionInfo) -> list[dict[str, Any]]:
    """The pushed rows, checked: the kiosk log's columns with their types, ascending ids,
    tables of this section's movement only."""
    if not isinstance(raw, list):
        raise Refused(400, "bad-rows", 'send the log as {"rows": [...]}')
    if len(raw) > MAX_ROWS:
        raise Refused(
            413, "too-many-rows", f"at most {MAX_ROWS} rows a push: send the rest in the next"
        )
    out: list[dict[str, Any]] = []
    previous = 0
    for i, row in enumerate(raw):
        where = f"row {i + 1} of the push"
        if not isinstance(row, Mapping):
            raise Refused(400, "bad-rows", f"{where} is not an object")
        try:
            row_id = _int(row["id"])
            table = _int(row["table"])
            seq = _int(row["seq"])
            rnd = row.get("round")
            board = row.get("board")
            checked = {
                "row_id": row_id,
                "client_id": _text(row["client_id"], 80),
                "stream": table,
                "seq": seq,
                "round": None if rnd is None else _int(rnd),
                "board": None if board is None else _int(board),
                "kind": _text(row["kind"], 40),
                "data": json.dumps(dict(row["data"]), sort_keys=True),
                "actor": _text(row["actor"], 40),
                "reason": _text(row.get("reason", ""), 10_000),
                "created": float(row["created"]),
            }
        except (KeyError, TypeError, ValueError) as exc:
            raise Refused(
                400,
                "bad-rows",
                f"{where} is not a kiosk log row ({exc}): push with `whist sim push`",
            ) from exc
        if row_id <= previous:
            raise Refused(400, "bad-rows", f"{where}: the rows must come in the log's order")
        previous = row_id
        if not 0 <= table <= own.movement.tables:
            raise Refused(
                403,
                "other-table",
                f"{where} is of table {table}; section {own.name!r} has tables 1 to "
                f"{own.movement.tables}: a club may write only its own section's tables",
            )
        out.append(checked)
    return out


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -(2**31) <= value < 2**31:
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _text(value: object, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit or "\x00" in value:
        raise ValueError(f"{str(value)[:40]!r} is not text of at most {limit} characters")
    return value
