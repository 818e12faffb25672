"""The QR payload printed on every board item: a versioned, keyed text format.

Why: the Laws of Duplicate Whist, (d), keep the trump card "recorded, before the play
begins, on a slip provided for that purpose" in the tray with the four hands, and the
hands travel from table to table. A table terminal (the kiosk) or the card reader scans
the slip or a curtain card to confirm that the board on the table is the genuine,
current board of this event before play starts. The format is documented in
``docs/qr-payload.md``; this module is its one implementation.

Text form (fields separated by ``|``)::

    DW1|<event id>|<board>|<kind>|<contents>|<mac>

- ``DW1``: format name and version.
- event id: the dealer's event id, percent-encoded (``|``, ``%``, spaces and non-ASCII
  become ``%XX``).
- board: the board number in decimal.
- kind: ``H`` hand record (after play: the whole deal), ``T`` trump slip (the trump
  record only), ``C`` curtain card (one seat's thirteen cards only).
- contents: ``H``: the deal in PBN notation from North (``N:AKQ.. ... ... ...``);
  ``T``: the trump record (``C5``, ``N`` for a knight cut whose suit the dealer names,
  ``N=S``, ``S``, ``NT``) or ``-`` when the trump is turned at the table;
  ``C``: seat letter, colon, hand (``S:AKT4.QJ2.987.A32``; a fifth field of ``N`` for
  the Bishops pack's knights).
- mac: HMAC-SHA256 over everything before the last ``|`` (UTF-8), truncated to 16
  bytes, base64url without padding (22 characters). The MAC key is derived from the
  event's secret: ``HMAC-SHA256(secret, "DW1 qr-payload key|" + event id)``, so a card
  of another event, or of an earlier dealing of this event under another secret, does
  not verify.

>>> key = b"secret of the spring pairs"
>>> p = make_payload(PayloadKind.TRUMP_SLIP, "spring", 3, "C5", key)
>>> p.text.startswith("DW1|spring|3|T|C5|")
True
>>> verify_payload(p.text, key, event_id="spring").trump
TrumpRecord(card=Card('C5'), suit=<Suit.CLUBS: 'C'>)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass
from enum import Enum
from urllib.parse import quote, unquote

from whist import Board, Card, Deal, NotationError, Seat, TrumpRecord, parse_hand
from whist.deal import format_hand

VERSION = "DW1"
"""The format name and version at the head of every payload."""

MAC_BYTES = 16
"""Length of the truncated HMAC-SHA256 tag, in bytes (128 bits)."""

_KEY_LABEL = b"DW1 qr-payload key|"
_MAC_RE = re.compile(r"^[A-Za-z0-9_-]{22}$")
_EVENT_SAFE = "-._~:/@!$&'()*+,;="


class PayloadError(ValueError):
    """A scanned payload that cannot be accepted. Subclasses say why."""


class PayloadFormatError(PayloadError):
    """The text is not a well-formed ``DW1`` payload (misread, truncated or foreign QR)."""


class PayloadEventError(PayloadError):
    """The payload is genuine in form but belongs to another event."""


class PayloadForgedError(PayloadError):
    """The MAC does not match: the item was altered, forged, or printed under another
    secret (an earlier dealing of the event)."""


class PayloadBoardError(PayloadError):
    """The payload is genuine but for another board than the one expected at the table."""


class PayloadStaleError(PayloadError):
    """The payload is genuine and for this board number, but its contents disagree with
    the board now in play (the board was dealt again after this item was printed)."""


class PayloadKind(Enum):
    """What a printed item holds; the value is the one-letter code in the payload."""

    HAND_RECORD = "H"
    TRUMP_SLIP = "T"
    CURTAIN_CARD = "C"

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


@dataclass(frozen=True, slots=True)
class Payload:
    """One decoded payload. Build with :func:`make_payload` (or the helpers for each
    kind); read with :func:`parse_payload` or, when scanning, :func:`verify_payload`."""

    event_id: str
    board: int
    kind: PayloadKind
    contents: str
    mac: str
    version: str = VERSION

    @property
    def body(self) -> str:
        """Everything the MAC covers: the text up to (not including) the last ``|``."""
        return "|".join(
            (
                self.version,
                quote(self.event_id, safe=_EVENT_SAFE),
                str(self.board),
                self.kind.value,
                self.contents,
            )
        )

    @property
    def text(self) -> str:
        """The payload as printed in the QR code (:func:`format_payload`)."""
        return f"{self.body}|{self.mac}"

    @property
    def deal(self) -> Deal:
        """The whole deal of a hand-record payload."""
        self._require(PayloadKind.HAND_RECORD, "deal")
        return Deal.parse(self.contents)

    @property
    def trump(self) -> TrumpRecord | None:
        """The trump record of a trump-slip payload (``None``: turned at the table)."""
        self._require(PayloadKind.TRUMP_SLIP, "trump")
        return None if self.contents == "-" else TrumpRecord.parse(self.contents)

    @property
    def seat(self) -> Seat:
        """The seat of a curtain-card payload."""
        self._require(PayloadKind.CURTAIN_CARD, "seat")
        return Seat.parse(self.contents.split(":", 1)[0])

    @property
    def hand(self) -> tuple[Card, ...]:
        """The thirteen cards of a curtain-card payload (one seat only)."""
        self._require(PayloadKind.CURTAIN_CARD, "hand")
        return parse_hand(self.contents.split(":", 1)[1])

    def _require(self, kind: PayloadKind, what: str) -> None:
        if self.kind is not kind:
            raise PayloadError(
                f"a {self.kind.label} payload (board {self.board}) carries no {what}: "
                f"only a {kind.label} does"
            )

    def check_board(self, board: Board) -> None:
        """Raise unless this payload is for ``board`` and agrees with it.

        Raises :class:`PayloadBoardError` for another board number and
        :class:`PayloadStaleError` when the contents disagree with the board.
        """
        if self.board != board.number:
            raise PayloadBoardError(
                f"this {self.kind.label} is for board {self.board}, but board {board.number} "
                "is expected here: fetch the right board (or scan the right card)"
            )
        seat = self.seat if self.kind is PayloadKind.CURTAIN_CARD else None
        expected = contents_for(self.kind, board, seat)
        if self.contents != expected:
            raise PayloadStaleError(
                f"this {self.kind.label} of board {self.board} does not match the board now "
                "in play (it was printed for an earlier dealing): reprint the board's paper "
                "with `whist print`"
            )


def payload_key(secret: bytes, event_id: str) -> bytes:
    """The MAC key of ``event_id``'s payloads, derived from the event's secret."""
    if not secret:
        raise PayloadError(
            f"event {event_id!r} has no secret, so its QR codes cannot be signed: "
            "the secret file is written by `whist deal`; keep it beside the event"
        )
    return hmac.new(secret, _KEY_LABEL + event_id.encode("utf-8"), hashlib.sha256).digest()


def compute_mac(body: str, secret: bytes, event_id: str) -> str:
    """The truncated, base64url MAC of ``body`` under the event's secret."""
    tag = hmac.new(payload_key(secret, event_id), body.encode("utf-8"), hashlib.sha256)
    return base64.urlsafe_b64encode(tag.digest()[:MAC_BYTES]).decode("ascii").rstrip("=")


def contents_for(kind: PayloadKind, board: Board, seat: Seat | None = None) -> str:
    """The contents field of a ``kind`` payload for ``board`` (and ``seat`` for a
    curtain card). This is what decides what a printed QR may reveal: a trump slip
    holds the trump only and a curtain card its own seat only."""
    if kind is PayloadKind.HAND_RECORD:
        return board.deal.to_pbn(Seat.NORTH)
    if kind is PayloadKind.TRUMP_SLIP:
        return "-" if board.trump is None else str(board.trump)
    if seat is None:
        raise PayloadError(f"a curtain card of board {board.number} needs a seat")
    return f"{seat.letter}:{format_hand(board.deal.hand(seat), board.deal.pack)}"


def make_payload(
    kind: PayloadKind, event_id: str, board: int, contents: str, secret: bytes
) -> Payload:
    """A signed payload. ``secret`` is the event's secret (``Event.secret``)."""
    if board < 1:
        raise PayloadError(f"board number {board} must be 1 or more")
    if "|" in contents or "\n" in contents:
        raise PayloadError(f"payload contents {contents!r} may not hold '|' or a line break")
    unsigned = Payload(event_id, board, kind, contents, mac="")
    return Payload(event_id, board, kind, contents, compute_mac(unsigned.body, secret, event_id))


def hand_record_payload(event_id: str, board: Board, secret: bytes) -> Payload:
    """The payload of a hand record: the whole deal (print only for after play)."""
    kind = PayloadKind.HAND_RECORD
    return make_payload(kind, event_id, board.number, contents_for(kind, board), secret)


def trump_slip_payload(event_id: str, board: Board, secret: bytes) -> Payload:
    """The payload of a trump slip: the board and its trump record, nothing of the hands."""
    kind = PayloadKind.TRUMP_SLIP
    return make_payload(kind, event_id, board.number, contents_for(kind, board), secret)


def curtain_card_payload(event_id: str, board: Board, seat: Seat, secret: bytes) -> Payload:
    """The payload of ``seat``'s curtain card: that seat's thirteen cards only."""
    kind = PayloadKind.CURTAIN_CARD
    return make_payload(kind, event_id, board.number, contents_for(kind, board, seat), secret)


def format_payload(payload: Payload) -> str:
    """The printed text of ``payload`` (the inverse of :func:`parse_payload`)."""
    return payload.text


def parse_payload(text: str) -> Payload:
    """Read a payload's fields without checking its MAC (use :func:`verify_payload` for
    anything scanned). Raises :class:`PayloadFormatError` naming the bad field."""
    fields = text.strip().split("|")
    if not fields or fields[0] != VERSION:
        head = fields[0][:12] if fields else ""
        raise PayloadFormatError(
            f"not a duplicate whist code: it starts {head!r}, not {VERSION!r} "
            "(scan a card printed by `whist print`)"
        )
    if len(fields) != 6:
        raise PayloadFormatError(
            f"a {VERSION} code has 6 fields separated by '|', this one has {len(fields)}: "
            "the code was misread or cut; scan it again"
        )
    _, event_text, board_text, kind_text, contents, mac = fields
    if not board_text.isdigit() or int(board_text) < 1:
        raise PayloadFormatError(f"field 3 (board) is {board_text!r}, not a board number")
    try:
        kind = PayloadKind(kind_text)
    except ValueError:
        raise PayloadFormatError(
            f"field 4 (kind) is {kind_text!r}: expected H (hand record), T (trump slip) "
            "or C (curtain card)"
        ) from None
    if not _MAC_RE.match(mac):
        raise PayloadFormatError(f"field 6 (mac) is {mac!r}, not a 22-character base64url tag")
    try:
        event_id = unquote(event_text, errors="strict")
    except UnicodeDecodeError:
        raise PayloadFormatError(
            f"field 2 (event id) {event_text!r} is not valid percent-encoded UTF-8"
        ) from None
    payload = Payload(event_id, int(board_text), kind, contents, mac)
    try:
        _check_contents(payload)
    except NotationError as error:
        raise PayloadFormatError(
            f"field 5 (contents) of this {kind.label} for board {payload.board} is "
            f"unreadable: {error}"
        ) from None
    return payload


def _check_contents(payload: Payload) -> None:
    if payload.kind is PayloadKind.HAND_RECORD:
        payload.deal  # noqa: B018 - parsing is the check
    elif payload.kind is PayloadKind.TRUMP_SLIP:
        payload.trump  # noqa: B018
    else:
        if ":" not in payload.contents:
            raise NotationError(f"{payload.contents!r} must be SEAT:hand, e.g. 'N:AK.Q.J.T'")
        payload.seat  # noqa: B018
        if len(payload.hand) != 13:
            raise NotationError(f"{payload.contents!r} holds {len(payload.hand)} cards, not 13")


def verify_payload(
    text: str,
    secret: bytes,
    *,
    event_id: str | None = None,
    board: Board | None = None,
) -> Payload:
    """Accept a scanned payload or say exactly why not.

    ``secret`` is the event's secret; ``event_id`` (if given) is the event running at
    the table; ``board`` (if given) is the board expected there, whose contents the
    payload must match. Checks, in order: form (:class:`PayloadFormatError`), event
    (:class:`PayloadEventError`), MAC (:class:`PayloadForgedError`), board number
    (:class:`PayloadBoardError`) and contents (:class:`PayloadStaleError`).
    """
    payload = parse_payload(text)
    if event_id is not None and payload.event_id != event_id:
        raise PayloadEventError(
            f"this {payload.kind.label} (board {payload.board}) belongs to event "
            f"{payload.event_id!r}, not to {event_id!r} running here: use this event's boards"
        )
    expected = compute_mac(payload.body, secret, payload.event_id)
    if not hmac.compare_digest(expected, payload.mac):
        raise PayloadForgedError(
            f"the code of this {payload.kind.label} (event {payload.event_id!r}, board "
            f"{payload.board}) fails its check: it was altered, forged, or printed before the "
            "event was dealt again; reprint with `whist print` and tell the director"
        )
    if board is not None:
        payload.check_board(board)
    return payload
