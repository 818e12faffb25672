"""Bar-code labels for a pack, for the dealing machine (hardware/CARD-ID.md).

Each card carries its id as a Code 128 bar code, twice (near each short edge, so either
end may lead into the feeder): ``W``, the pack letter (``S`` standard, ``B`` Bishops)
and the card id of PROTOCOL.md 3.2 in two digits, e.g. ``WS17`` (ten of hearts) or
``WB48`` (a knight: the four knights share one id). Module 0.25 mm (the GM65 reads
10 mil codes), bars 6 mm high, quiet zones 2.5 mm: 79 modules, 19.75 mm of bars, 24.75
mm in all.

The labels go on a common label sheet, placed from the paper's edge (not the page
margins, which other items use): on A4 the 65-up 38.1 x 21.2 mm sheet (Avery L7651 and
its equivalents), on Letter the 80-up 1.75 x 0.5 inch sheet (Avery 5167). A pack takes
104 labels, two pages: the labels of a card side by side, cards in the pack's order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.graphics.barcode.code128 import Code128
from reportlab.lib.units import inch, mm

from printing.document import GREY, Document
from printing.event import PrintEvent
from whist import BISHOPS_PACK, STANDARD_PACK, Card, Pack

MODULE = 0.25 * mm
BAR_HEIGHT = 6 * mm
QUIET = 2.5 * mm
LABELS_PER_CARD = 2
TEXT_SIZE = 6.0
PACK_LETTERS = {STANDARD_PACK.name: "S", BISHOPS_PACK.name: "B"}


@dataclass(frozen=True)
class LabelSheet:
    """A label sheet: where label (column, row) lies, from the paper's bottom-left."""

    name: str
    columns: int
    rows: int
    width: float
    height: float
    left: float
    top: float
    pitch_x: float
    pitch_y: float

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def origin(self, index: int, paper_height: float) -> tuple[float, float]:
        """Bottom-left corner of label ``index`` (0-based, row by row) on its page."""
        column, row = index % self.columns, (index // self.columns) % self.rows
        x = self.left + column * self.pitch_x
        y = paper_height - self.top - row * self.pitch_y - self.height
        return x, y


SHEETS = {
    "a4": LabelSheet("A4, 65 labels 38.1 x 21.2 mm (Avery L7651)", 5, 13, 38.1 * mm,
                     21.2 * mm, 4.7 * mm, 10.7 * mm, 40.6 * mm, 21.2 * mm),
    "letter": LabelSheet("Letter, 80 labels 1.75 x 0.5 in (Avery 5167)", 4, 20, 1.75 * inch,
                         0.5 * inch, 0.3 * inch, 0.5 * inch, 2.05 * inch, 0.5 * inch),
}  # fmt: skip


def card_code(pack: Pack, card: Card) -> str:
    """The bar code's text of ``card`` (CARD-ID.md): ``W`` + pack letter + two digits.

    >>> from whist import STANDARD_PACK
    >>> card_code(STANDARD_PACK, STANDARD_PACK.card_from_id(17))
    'WS17'
    """
    return f"W{PACK_LETTERS[pack.name]}{pack.card_id(card):02d}"


def parse_card_code(pack: Pack, text: str) -> Card:
    """The card of a label's text; ``ValueError`` says what is wrong (the other pack's
    letter, not of the form ``W`` letter two digits, an id the pack has not)."""
    letter = PACK_LETTERS[pack.name]
    if len(text) != 4 or text[0] != "W" or not text[2:].isdigit():
        raise ValueError(f"{text!r} is not a card code (W, a pack letter, two digits)")
    if text[1] != letter:
        raise ValueError(f"{text!r} is a card of another pack (the {pack.name} pack is {letter})")
    return pack.card_from_id(int(text[2:]))


def barcode(text: str) -> Code128:
    """The Code 128 symbol of ``text`` at the module and height of CARD-ID.md."""
    return Code128(
        text,
        barWidth=MODULE,
        barHeight=BAR_HEIGHT,
        quiet=True,
        lquiet=QUIET,
        rquiet=QUIET,
        humanReadable=False,
    )


def pack_labels(pack: Pack) -> list[tuple[str, str]]:
    """(code, caption) of every label of ``pack``, in order: each card twice."""
    labels = []
    for card in pack.cards:
        caption = f"{card_code(pack, card)}  {pack.card_name(card)}"
        labels += [(card_code(pack, card), caption)] * LABELS_PER_CARD
    return labels


def card_labels(doc: Document, event: PrintEvent, progress: Callable[[int], None] | None) -> None:
    """The labels of the event's pack on label-sheet pages of ``doc``'s paper."""
    pack = BISHOPS_PACK if event.bishops else STANDARD_PACK
    sheet = SHEETS[doc.paper]
    canvas = doc.canvas
    labels = pack_labels(pack)
    for index, (code, caption) in enumerate(labels):
        if index % sheet.per_page == 0:
            # A label sheet is printed edge to edge: no header, no legend on it.
            doc.end_page()
            doc._open = True  # a page of the document, without its header
            doc.pages += 1
        x, y = sheet.origin(index, doc.height)
        symbol = barcode(code)
        left = x + (sheet.width - symbol.width) / 2
        bottom = y + (sheet.height - BAR_HEIGHT - TEXT_SIZE) / 2 + TEXT_SIZE
        symbol.drawOn(canvas, left, bottom)
        text = doc.clip(caption, TEXT_SIZE, sheet.width - 2 * mm)
        doc.text(x + sheet.width / 2, bottom - TEXT_SIZE - 0.5, text, TEXT_SIZE,
                 align="center", color=GREY)  # fmt: skip
        if progress is not None and index % LABELS_PER_CARD == LABELS_PER_CARD - 1:
            progress(1)
