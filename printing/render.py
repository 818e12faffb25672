"""Compose the event's paper into one PDF and write it atomically.

The items and their order are the director's evening in the books' order: hand
records, trump slips and curtain cards go with the boards (Laws of Duplicate Whist,
(d)); guide cards on the tables (seed 000, "It is a good plan to have a card fastened
at the sides of the tables..."); score cards and travellers for the scorer.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from reportlab import rl_config
from reportlab.pdfgen.canvas import Canvas

from fileio import atomic_write_bytes
from printing.boards import curtain_cards, trump_slips
from printing.card_labels import card_labels
from printing.club_sheets import dealing_sheet, results
from printing.document import BISHOPS_LEGEND, Document, PrintError, paper_size
from printing.event import PrintEvent
from printing.hand_records import HAND_RECORD_GRIDS, hand_records
from printing.movement_cards import guide_cards, guide_positions, score_cards, travellers

ITEMS: tuple[str, ...] = (
    "hand-records",
    "trump-slips",
    "curtain-cards",
    "guide-cards",
    "score-cards",
    "travellers",
    "dealing-sheet",
    "results",
)
"""Every item the printer knows, in the order a full pack prints them (``all`` is the
paper for before the event: every item but ``results``)."""

PACK_ITEMS: tuple[str, ...] = ("card-labels",)
"""Paper of the event's pack rather than of the event (printed once for a pack, edge to
edge on a label sheet): never in ``all``, printed after the event's items."""

BEFORE: tuple[str, ...] = ITEMS[:-1]
MOVEMENT_ITEMS: frozenset[str] = frozenset({"guide-cards", "score-cards", "travellers"})
PER_PAGE_CHOICES: tuple[int, ...] = tuple(HAND_RECORD_GRIDS)


def parse_items(text: str) -> tuple[str, ...]:
    """``"trump-slips,curtain-cards"`` -> the items in print order (``all`` = every one)."""
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    if not names:
        raise PrintError(f"nothing to print: name items from {', '.join(ITEMS)} (or 'all')")
    if "all" in names:
        names = [*BEFORE, *(name for name in names if name != "all")]
    unknown = [name for name in names if name not in ITEMS + PACK_ITEMS]
    if unknown:
        raise PrintError(
            f"unknown item {unknown[0]!r}: choose from {', '.join(ITEMS + PACK_ITEMS)} "
            "(comma-separated), or 'all' (every item but results and card-labels)"
        )
    return tuple(item for item in ITEMS + PACK_ITEMS if item in names)


def check_items(event: PrintEvent, items: Iterable[str]) -> None:
    """Refuse, before any drawing, what the event cannot give (no secret, no movement)."""
    for item in items:
        if item in MOVEMENT_ITEMS:
            event.require_movement(item.replace("-", " "))
        elif item == "results":
            event.require_results()
        elif item not in ("dealing-sheet", *PACK_ITEMS):
            event.require_secret(item.replace("-", " "))


def item_count(event: PrintEvent, items: Iterable[str]) -> int:
    """How many items ``items`` will draw (for a progress bar)."""
    total = 0
    for item in items:
        if item in ("hand-records", "trump-slips", "dealing-sheet", "results"):
            total += len(event.boards)
        elif item == "card-labels":
            total += 52
        elif item == "curtain-cards":
            total += 4 * len(event.boards)
        else:
            movement = event.require_movement(item.replace("-", " "))
            if item == "guide-cards":
                total += len(guide_positions(movement))
            elif item == "score-cards":
                total += len(movement.contestants())
            else:
                total += len(movement.all_deals())
    return total


def render_pdf(
    event: PrintEvent,
    items: Sequence[str] = BEFORE,
    *,
    paper: str = "a4",
    per_page: int = 2,
    progress: Callable[[int], None] | None = None,
) -> tuple[bytes, int]:
    """The PDF of ``items`` (by default the paper before the evening: every item but the
    results pages) for ``event`` and its page count.

    ``per_page`` applies to hand records (1, 2, 4 or 6 boards a page); ``progress`` is
    called with 1 after each item is drawn.
    """
    paper_size(paper)
    if per_page not in PER_PAGE_CHOICES:
        raise PrintError(
            f"hand records come {', '.join(map(str, PER_PAGE_CHOICES))} to a page, not {per_page}"
        )
    unknown = [item for item in items if item not in ITEMS + PACK_ITEMS]
    if unknown:
        raise PrintError(
            f"unknown item {unknown[0]!r}: choose from {', '.join(ITEMS + PACK_ITEMS)}"
        )
    check_items(event, items)
    with _binary_streams():
        return _render(event, items, paper, per_page, progress)


@contextmanager
def _binary_streams() -> Iterator[None]:
    """Compressed streams without ReportLab's ASCII85 layer (pure-Python and slow; PDF
    readers need no 7-bit-clean file), restored afterwards."""
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


def _render(
    event: PrintEvent,
    items: Sequence[str],
    paper: str,
    per_page: int,
    progress: Callable[[int], None] | None,
) -> tuple[bytes, int]:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=paper_size(paper), invariant=True)
    canvas.setTitle(f"{event.name}: {', '.join(items)}")
    canvas.setAuthor("duplicate-whist")
    doc = Document(canvas, paper, event.title, BISHOPS_LEGEND if event.bishops else None)
    for item in items:
        if item == "hand-records":
            hand_records(doc, event, per_page, progress)
        elif item == "trump-slips":
            trump_slips(doc, event, progress)
        elif item == "curtain-cards":
            curtain_cards(doc, event, progress)
        elif item == "guide-cards":
            guide_cards(doc, event, progress)
        elif item == "score-cards":
            score_cards(doc, event, progress)
        elif item == "travellers":
            travellers(doc, event, progress)
        elif item == "dealing-sheet":
            dealing_sheet(doc, event, progress)
        elif item == "card-labels":
            card_labels(doc, event, progress)
        else:
            results(doc, event, progress)
    doc.end_page()
    if doc.pages == 0:
        raise PrintError(f"event {event.event_id!r}: {', '.join(items)} gave nothing to print")
    canvas.save()
    return buffer.getvalue(), doc.pages


def write_pdf(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temporary file beside it, then replace)."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise PrintError(f"cannot write {path}: the folder {folder} does not exist")
    atomic_write_bytes(path, data, mode=None)
