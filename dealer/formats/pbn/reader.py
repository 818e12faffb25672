r"""Reading PBN text into :class:`~dealer.formats.pbn.record.PbnRecord`\ s: the tokenizer
(tags, sections, comments, escapes), games and tag inheritance (PBN 2.1 section 4.8),
then the tolerant checks (and the strict ones of :mod:`dealer.formats.pbn.strict` when
asked). :func:`loads` takes text, :func:`load` an open handle; neither opens a path."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any

from dealer.formats.base import decode_text
from dealer.formats.pbn.check import check_inheritance, check_tags
from dealer.formats.pbn.play import play_columns
from dealer.formats.pbn.record import MAX_GAME_CHARS as MAX_GAME_CHARS  # its home before
from dealer.formats.pbn.record import REPEATABLE_TAGS, TAG_NAME, PbnRecord, is_section_tag
from whist.errors import NotationError

# --- reading --------------------------------------------------------------------------------


@dataclass
class _Builder:
    line: int
    tags: list[tuple[str, str]] = field(default_factory=list)
    tag_lines: list[int] = field(default_factory=list)
    sections: dict[str, list[str]] = field(default_factory=dict)
    section_lines: dict[str, list[int]] = field(default_factory=dict)
    current: str | None = None
    words: dict[tuple[str, int], list[str]] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.tags and not self.sections


@dataclass(frozen=True)
class _Token:
    kind: str  # "tag", "data", "blank", "escape", "comment-data"
    text: str
    line: int
    value: str = ""
    column: int = 0


def _tokens(text: str, source: str, line: int = 1) -> Iterator[_Token]:
    """Split PBN text into tags, data words, escape lines and game separators (``line``:
    the number of the text's first line, for a part of a file)."""
    pos = 0
    n = len(text)
    line_start = True
    while pos < n:
        char = text[pos]
        if line_start:
            line_start = False
            end = text.find("\n", pos)
            end = n if end < 0 else end
            if char == "%":
                yield _Token("escape", text[pos + 1 : end], line)
                pos = end
                continue
            if not text[pos:end].strip():
                yield _Token("blank", "", line)
                pos = end
                continue
        if char == "\n":
            line += 1
            line_start = True
            pos += 1
            continue
        if char in " \t\f\v\r":
            pos += 1
            continue
        if char == "{":
            close = text.find("}", pos + 1)
            if close < 0:
                raise NotationError(
                    "a { comment is never closed: add the closing }", line=line, source=source
                )
            yield _Token("comment-data", "", line)
            line += text.count("\n", pos, close)
            pos = close + 1
            continue
        if char == ";":
            end = text.find("\n", pos)
            pos = n if end < 0 else end
            yield _Token("comment-data", ";", line)
            continue
        if char == "[":
            token, pos, line = _read_tag(text, pos, line, source)
            yield token
            continue
        if char == "]":
            raise NotationError(
                'a ] with no [ before it: a tag is written [Name "value"]',
                line=line,
                source=source,
            )
        if char == '"':
            close = text.find('"', pos + 1)
            newline = text.find("\n", pos + 1)
            if close < 0 or (0 <= newline < close):
                raise NotationError(
                    'a quoted string is not closed on its line: add the closing "',
                    line=line,
                    source=source,
                )
            yield _Token("data", text[pos : close + 1], line)
            pos = close + 1
            continue
        start = pos
        while pos < n and text[pos] not in ' \t\f\v\r\n{;[]"':
            pos += 1
        yield _Token("data", text[start:pos], line)


_FAST_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\[^\n])*)"\s*\]')
_UNESCAPE = re.compile(r'\\(["\\])')


def _read_tag(text: str, pos: int, line: int, source: str) -> tuple[_Token, int, int]:
    start_line = line
    fast = _FAST_TAG.match(text, pos)
    if fast:
        value = _UNESCAPE.sub(r"\1", fast.group(2))
        end_line = line + text.count("\n", pos, fast.end())
        return _Token("tag", fast.group(1), start_line, value), fast.end(), end_line
    n = len(text)

    def skip_blanks(p: int, ln: int) -> tuple[int, int]:
        while p < n and text[p] in " \t\r\n\f\v":
            if text[p] == "\n":
                ln += 1
            p += 1
        return p, ln

    pos, line = skip_blanks(pos + 1, line)
    match = TAG_NAME.match(text, pos)
    if not match:
        raise NotationError('a tag has no name: write [Name "value"]', line=line, source=source)
    name = match.group(0)
    pos, line = skip_blanks(match.end(), line)
    if pos >= n or text[pos] != '"':
        if pos < n and text[pos] == "]":
            raise NotationError(
                f'tag [{name}] has no value: write [{name} "value"] ("" when empty)',
                line=line,
                source=source,
            )
        raise NotationError(
            f'the value of tag [{name}] must be in double quotes: [{name} "value"]',
            line=line,
            source=source,
        )
    value_line = line
    pos += 1
    chars: list[str] = []
    while True:
        if pos >= n or text[pos] == "\n":
            raise NotationError(
                f'the value of tag [{name}] is not closed on its line: add the closing "',
                line=value_line,
                source=source,
            )
        char = text[pos]
        if char == "\\" and pos + 1 < n and text[pos + 1] in '"\\':
            chars.append(text[pos + 1])
            pos += 2
            continue
        if char == '"':
            pos += 1
            break
        chars.append(char)
        pos += 1
    pos, line = skip_blanks(pos, line)
    if pos >= n or text[pos] != "]":
        raise NotationError(
            f"tag [{name}] is not closed: add ] after its value", line=line, source=source
        )
    return _Token("tag", name, start_line, "".join(chars)), pos + 1, line


def loads(text: str, source: str = "<string>", *, strict: bool = False) -> list[PbnRecord]:
    """Every game of a PBN text, in order (see the module docstring for what is read).

    ``strict=True`` adds the full PBN 2.1 checks of :mod:`dealer.formats.pbn.strict`.

    >>> recs = loads('[Board "1"]\\n[Dealer "N"]\\n[Deal "N:AKQJT98765432... '
    ...              '.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\\n')
    >>> recs[0].board, recs[0].dealer
    (1, <Seat.NORTH: 0>)
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    _check_game_sizes(text, source)
    records = parse_games(text, source, {}, {})
    if strict:
        # The verifier's checks load only when asked for (start-up of a plain read).
        from dealer.formats.pbn.strict import check_record, check_text

        check_text(text, source)
    for record in records:
        check_game(record)
        if strict:
            check_record(record)
    return records


def check_game(record: PbnRecord) -> None:
    """The tolerant checks every read makes of one game (:func:`loads` without
    ``strict``): the standard tags' values, then every value the product interprets."""
    check_tags(record)
    _validate(record)


def parse_games(
    text: str, source: str, previous: dict[str, str], sticky: dict[str, str], line: int = 1
) -> list[PbnRecord]:
    """The games of PBN ``text`` (line ends ``\\n``), tokenized and with inheritance
    resolved but not yet checked (:func:`loads` checks them): ``line`` is the number of
    the text's first line and ``previous`` and ``sticky`` the inheritance state of the
    games before it (section 4.8), updated in place, so a file can be read a part at a
    time (:mod:`dealer.formats.pbn.stream`) when each part ends where a game does."""
    records: list[PbnRecord] = []
    builder: _Builder | None = None
    last_data_line = 0

    def finish() -> None:
        nonlocal builder
        if builder is None or builder.empty:
            builder = None
            return
        record = _finish(builder, source, previous, sticky)
        records.append(record)
        builder = None

    for token in _tokens(text, source, line):
        if token.kind == "blank":
            finish()
            continue
        if token.kind == "escape":
            continue
        if token.kind == "comment-data":
            if (
                builder is not None
                and builder.current is not None
                and builder.current.endswith("Table")
                and last_data_line == token.line
            ):
                raise NotationError(
                    f"a comment on a data line of [{builder.current}]: tables allow no "
                    "comment within a row (PBN 2.1 section 5.1); put it on its own line",
                    line=token.line,
                    source=source,
                )
            continue
        if builder is None:
            builder = _Builder(line=token.line)
        if token.kind == "tag":
            name, value = token.text, token.value
            if name in (n for n, _ in builder.tags) and name not in REPEATABLE_TAGS:
                raise NotationError(
                    f"tag [{name}] is given twice in one game: keep one",
                    line=token.line,
                    source=source,
                )
            builder.tags.append((name, value))
            builder.tag_lines.append(token.line)
            builder.current = name if is_section_tag(name) else None
            if builder.current is not None:
                builder.sections.setdefault(name, [])
                builder.section_lines.setdefault(name, [])
            continue
        # data
        if builder.current is None:
            after = f"after tag [{builder.tags[-1][0]}]" if builder.tags else "before any tag"
            raise NotationError(
                f"{token.text!r} {after} is not part of any section: only [Auction], [Play] "
                "and the ...Table tags take data lines; put text in a { } comment",
                line=token.line,
                source=source,
            )
        lines = builder.sections[builder.current]
        numbers = builder.section_lines[builder.current]
        if numbers and numbers[-1] == token.line and last_data_line == token.line:
            # words of one line gathered in a list, joined once (a long line stays linear)
            words = builder.words.setdefault((builder.current, len(lines) - 1), [lines[-1]])
            words.append(token.text)
        else:
            lines.append(token.text)
            numbers.append(token.line)
        last_data_line = token.line
    finish()
    return records


def _check_game_sizes(text: str, source: str) -> None:
    """Refuse a game longer than :data:`MAX_GAME_CHARS`, naming the lines it spans."""
    start_line = line = 1
    size = 0
    pos = 0
    n = len(text)
    while pos < n:
        end = text.find("\n", pos)
        end = n if end < 0 else end
        length = end - pos
        blank = length < 256 and not text[pos:end].strip()
        if blank:
            size, start_line = 0, line + 1
        else:
            size += length + 1
            if size > MAX_GAME_CHARS:
                raise NotationError(
                    f"the game starting at line {start_line} runs past "
                    f"{MAX_GAME_CHARS:,} characters by line {line} without an empty line; "
                    "PBN games are separated by empty lines (was the file saved as one "
                    "line?)",
                    line=line,
                    source=source,
                )
        pos, line = end + 1, line + 1


def _finish(
    builder: _Builder, source: str, previous: dict[str, str], sticky: dict[str, str]
) -> PbnRecord:
    """Resolve inheritance (PBN 2.1 section 4.8) and freeze the record."""
    tags: list[tuple[str, str]] = []
    lines: list[int] = []
    given = {name for name, _ in builder.tags}
    new_sticky = {k: v for k, v in sticky.items() if k not in given}
    for (name, value), line in zip(builder.tags, builder.tag_lines, strict=True):
        if value.startswith("#"):
            check_inheritance(name, value, line, source)
            if value == "#" or value == "##":
                if name not in previous:
                    raise NotationError(
                        f'[{name} "{value}"] copies the previous game\'s value, but no '
                        "earlier game has this tag: write the value",
                        line=line,
                        source=source,
                    )
                resolved = previous[name]
                if value == "##":
                    new_sticky[name] = resolved
            else:
                resolved = value[2:] if value.startswith("##") else value
                if value.startswith("##"):
                    new_sticky[name] = resolved
        else:
            resolved = value
        tags.append((name, resolved))
        lines.append(line)
    for name, value in new_sticky.items():
        if name not in given:
            tags.append((name, value))
            lines.append(builder.line)
    for (name, index), words in builder.words.items():
        builder.sections[name][index] = " ".join(words)
    sticky.clear()
    sticky.update(new_sticky)
    previous.clear()
    previous.update({name: value for name, value in tags if name not in REPEATABLE_TAGS})
    return PbnRecord(
        tags=tuple(tags),
        sections={k: tuple(v) for k, v in builder.sections.items()},
        line=builder.line,
        source=source,
        tag_lines=tuple(lines),
        section_lines={k: tuple(v) for k, v in builder.section_lines.items()},
    )


def _validate(record: PbnRecord) -> None:
    """The tolerant checks: every value the product interprets must be right."""
    _ = record.game, record.board, record.dealer, record.declarer, record.trump
    _ = record.hands, record.deal, record.contract
    if "Play" in record.sections:
        play_columns(record)


def decode(data: bytes) -> str:
    """The text of a PBN file's bytes: UTF-8, else ISO 8859-1 (PBN 2.1 section 2.2; the
    wing's one rule, :func:`dealer.formats.base.decode_text`)."""
    return decode_text(data)


def _lines(handle: IO[bytes] | IO[str], cap: int) -> Iterator[bytes | str]:
    """The lines of an open file, bytes or text, each with its line end (CR LF, LF or CR
    alone), read a block at a time; a line longer than ``cap`` comes in pieces of about
    ``cap`` so that a reader can refuse it without holding the rest."""
    buf: bytes | str = handle.read(0)
    cr: bytes | str
    if isinstance(buf, bytes):
        ends: re.Pattern[Any] = re.compile(rb"\r\n|\r|\n")
        cr = b"\r"
    else:
        ends = re.compile(r"\r\n|\r|\n")
        cr = "\r"
    eof = False
    while True:
        if not eof:
            data = handle.read(1 << 16)
            eof = not data
            buf += data  # type: ignore[operator]
        pos = 0
        for match in ends.finditer(buf):
            if match.end() == len(buf) and match.group() == cr and not eof:
                break  # a CR at the end of the block: its LF may be in the next one
            yield buf[pos : match.end()]
            pos = match.end()
        buf = buf[pos:]
        if len(buf) > cap:
            yield buf
            buf = buf[:0]
        if eof:
            if buf:
                yield buf
            return


def read_text(handle: IO[bytes] | IO[str], source: str) -> str:
    """The text of an open PBN file, binary (UTF-8, else ISO 8859-1) or text, read a line
    at a time: a game that grows past :data:`MAX_GAME_CHARS` without an empty line (a
    50 MB file saved as one line) is refused as soon as it does, without reading the
    rest of the file."""
    parts: list[bytes | str] = []
    size = 0
    line = start = 1
    for chunk in _lines(handle, MAX_GAME_CHARS):
        parts.append(chunk)
        if not chunk.strip():
            size, start = 0, line + 1
        else:
            size += len(chunk)
            if size > MAX_GAME_CHARS:
                raise NotationError(
                    f"the game starting at line {start} runs past {MAX_GAME_CHARS:,} "
                    f"characters by line {line} without an empty line; PBN games are "
                    "separated by empty lines (was the file saved as one line?)",
                    line=line,
                    source=source,
                )
        if chunk[-1:] in (b"\n", b"\r", "\n", "\r"):
            line += 1
    if parts and isinstance(parts[0], bytes):
        return decode(b"".join(p for p in parts if isinstance(p, bytes)))
    return "".join(p for p in parts if isinstance(p, str))


def load(
    handle: IO[bytes] | IO[str], *, source: str | None = None, strict: bool = False
) -> list[PbnRecord]:
    """Every game of an open PBN file, binary (UTF-8, else ISO 8859-1) or text, read a
    line at a time (:func:`read_text`: a game past :data:`MAX_GAME_CHARS` is refused
    without reading further). Errors name ``source``, by default the handle's ``name``."""
    name = source or str(getattr(handle, "name", "<pbn>"))
    text = read_text(handle, name)
    return loads(text, source=name, strict=strict)
