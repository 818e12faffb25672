"""The words of an ``[Auction]`` or ``[Play]`` section and what may be glued to a call or
card: suffixes, NAGs and note references (PBN 2.1 sections 3.7, 3.8). Shared by the
strict checks of the play (:mod:`dealer.formats.pbn.strict`) and of the auction
(:mod:`dealer.formats.pbn.auction`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from dealer.formats.pbn.record import PbnRecord

MAX_NOTE = 32
"""The highest note number (PBN 2.1 section 3.8)."""
NOTE_REF = re.compile(r"=(\w*)=")
_NAG = re.compile(r"^\$(.*)$")
_SUFFIXES = {"!", "?", "!!", "??", "!?", "?!"}


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    line: int


def words(record: PbnRecord, section: str) -> Iterator[Word]:
    lines = record.sections.get(section, ())
    numbers = record.section_lines.get(section, ())
    for text, number in zip(lines, numbers, strict=False):
        for word in text.split():
            yield Word(word, number)


def _split_item(record: PbnRecord, word: Word) -> tuple[str, str, list[str]]:
    """A call or card with what is glued to it: (body, suffix, note numbers)."""
    notes = NOTE_REF.findall(word.text)
    rest = NOTE_REF.sub("", word.text)
    match = re.fullmatch(r"([^!?]*)([!?]*)", rest)
    if not match:
        raise record.error(f"{word.text!r} is not a call or card", line=word.line)
    return match.group(1), match.group(2), notes


class Annotations:
    """Suffixes, NAGs and note references of one call or card (sections 3.7, 3.8)."""

    def __init__(self, record: PbnRecord, section: str) -> None:
        self.record = record
        self.section = section
        self.suffix = 0
        self.notes = 0
        self.refs: set[int] = set()

    def reset(self) -> None:
        self.suffix = 0
        self.notes = 0

    def suffix_text(self, text: str, line: int) -> None:
        if text not in _SUFFIXES:
            raise self.record.error(
                f"{text!r} is not a suffix: write ! ? !! ?? !? or ?!", line=line
            )
        self._one_suffix(line)

    def _one_suffix(self, line: int) -> None:
        self.suffix += 1
        if self.suffix > 1:
            raise self.record.error(
                "a second suffix or NAG of the same kind on one item (section 3.7)", line=line
            )

    def nag(self, text: str, line: int) -> None:
        number_text = text[1:]
        if not number_text.isdigit():
            raise self.record.error(f"{text!r}: a NAG is $ and a number 0-255", line=line)
        number = int(number_text)
        if number > 255:
            raise self.record.error(f"{text!r}: a NAG is 0-255", line=line)
        if 1 <= number <= 6:
            raise self.record.error(
                f"{text!r}: NAGs 1-6 are written as the suffixes ! ? !! ?? !? ?!", line=line
            )
        if 7 <= number <= 9:
            if self.section == "Auction":
                raise self.record.error(f"{text!r} is a NAG for cards, not calls", line=line)
            self._one_suffix(line)

    def note(self, text: str, line: int) -> None:
        if not text.isdigit() or not 1 <= int(text) <= MAX_NOTE:
            raise self.record.error(
                f"={text}= is not a note reference: write =n= with n from 1 to {MAX_NOTE}",
                line=line,
            )
        self.notes += 1
        if self.notes > 1:
            raise self.record.error("two note references on one item", line=line)
        self.refs.add(int(text))


def annotation(ann: Annotations, word: Word) -> bool:
    """Consume a free-standing annotation word; ``False`` if ``word`` is not one."""
    text = word.text
    if _NAG.match(text):
        ann.nag(text, word.line)
        return True
    if re.fullmatch(r"[!?]+", text):
        ann.suffix_text(text, word.line)
        return True
    if re.fullmatch(r"(=\w*=)+", text):
        for number in NOTE_REF.findall(text):
            ann.note(number, word.line)
        return True
    return False


def glued(ann: Annotations, record: PbnRecord, word: Word) -> str:
    body, suffix, notes = _split_item(record, word)
    ann.reset()
    if suffix:
        ann.suffix_text(suffix, word.line)
    for number in notes:
        ann.note(number, word.line)
    return body
