"""Every PDF and QR payload of the duplicate whist companion (see docs/architecture.md).

Imports only ``whist`` and ``scoring``: the event arrives as plain data
(:class:`PrintEvent`). Public API:

- :func:`render_pdf` (event, items, paper, per_page, progress) -> (PDF bytes, pages), and
  :func:`write_pdf` (atomic); :func:`parse_items`, :func:`item_count`, :data:`ITEMS`.
- The QR payload (``docs/qr-payload.md``): :func:`verify_payload` for the kiosk and the
  card reader, :func:`parse_payload`/:func:`format_payload`, the builders
  :func:`hand_record_payload`, :func:`trump_slip_payload`, :func:`curtain_card_payload`,
  and the :class:`PayloadError` tree.
"""

from printing.document import PAPERS, PrintError
from printing.event import BoardNotes, HandAnalysis, PrintEvent
from printing.fonts import FontNotFoundError, register_fonts
from printing.payload import (
    Payload,
    PayloadBoardError,
    PayloadError,
    PayloadEventError,
    PayloadForgedError,
    PayloadFormatError,
    PayloadKind,
    PayloadStaleError,
    curtain_card_payload,
    format_payload,
    hand_record_payload,
    parse_payload,
    trump_slip_payload,
    verify_payload,
)
from printing.render import ITEMS, item_count, parse_items, render_pdf, write_pdf

__all__ = [
    "ITEMS",
    "PAPERS",
    "BoardNotes",
    "FontNotFoundError",
    "HandAnalysis",
    "Payload",
    "PayloadBoardError",
    "PayloadError",
    "PayloadEventError",
    "PayloadForgedError",
    "PayloadFormatError",
    "PayloadKind",
    "PayloadStaleError",
    "PrintError",
    "PrintEvent",
    "curtain_card_payload",
    "format_payload",
    "hand_record_payload",
    "item_count",
    "parse_items",
    "parse_payload",
    "register_fonts",
    "render_pdf",
    "trump_slip_payload",
    "verify_payload",
    "write_pdf",
]
