"""Checks of PBN 2.1 (Tis Veugen et al., 2017) behind :func:`dealer.formats.pbn.loads`.

Two levels (the docstring of :mod:`dealer.formats.pbn` says which is used when):

- :func:`check_tags` -- always: the values of the standard tags (sections 3.4, 4.1-4.8):
  ``Date``, ``Round``, ``Vulnerable``, ``Result``, the ``Score...`` tags, ``Scoring``,
  ``Competition``, ``Mode``, the ``...Type`` tags, ``Hidden``, ``Note``, the tags that may
  not be inherited with ``#``, and ``ScoreRubberHistory`` against ``Vulnerable``. Real
  producers' habits are accepted: new tag names (section 4.9), ``2013-08-10 19:19`` dates.
- :func:`~dealer.formats.pbn.strict.check_text` (in :mod:`dealer.formats.pbn.strict`,
  loaded only then) -- ``strict=True`` only, a verifier: line length (2.3) and character
  set (2.2); the auction (3.5, in :mod:`dealer.formats.pbn.auction`); notes and NAGs (3.7, 3.8); the play against the deal (3.6, 3.9: a
  card held and played once, an unmarked revoke, a ``^R`` on a card that is no revoke, no
  card after ``+``, one trick a line); ``[Result]`` against the tricks played; the
  supplemental tables (section 5: header, elements, sort order).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from dealer.formats.pbn.annotations import MAX_NOTE
from dealer.formats.pbn.record import PbnRecord
from whist.errors import NotationError
from whist.seats import Side

MAX_LINE = 255
"""Characters in a line, its end included (PBN 2.1 section 2.3)."""
#: Tags that describe one deal and so may not be copied from the previous game with "#"
#: (the inheritance of section 4.8 is for event data: names, places, dates, tables).
NOT_INHERITABLE = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction", "Play"}
)

_DATE = re.compile(r"^(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)$")
_PRODUCER_DATE = re.compile(r"^\d{4}-\d\d-\d\d( \d\d:\d\d(:\d\d)?)?$")
_TIME = re.compile(r"^(\d\d|\?\?):(\d\d|\?\?):(\d\d|\?\?)$")
_ROUND = re.compile(r"^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$")
_VULNERABLE = {"None", "Love", "-", "NS", "EW", "All", "Both"}
_SIDE = r"(?:NS|EW)"
_INTEGER = r"[+-]?\d+"
_REAL = r"[+-]?\d+(?:\.\d*)?"
_WORD = re.compile(r"^[A-Za-z][A-Za-z0-9_+\-]*$")


def _scored(pattern: str, value: str) -> bool:
    """``value`` is ``pattern`` alone, or ``NS x``, ``EW x``, or ``NS x EW y``."""
    one = rf"(?:{_SIDE}\s+{pattern})"
    return bool(re.fullmatch(rf"\s*(?:{pattern}|{one}(?:\s+{one})?)\s*", value))


# --- always: tag values -------------------------------------------------------------------


def check_tags(record: PbnRecord) -> None:
    """The values of the standard tags (PBN 2.1 sections 3.4 and 4)."""
    for (name, value), line in zip(record.tags, record.tag_lines, strict=False):
        _check_value(record, name, value, line)
    _check_rubber_history(record)
    _check_result_needs_declarer(record)


def _check_value(record: PbnRecord, name: str, value: str, line: int) -> None:
    def bad(what: str) -> NotationError:
        return record.error(f"[{name} {value!r}]: {what}", line=line)

    for char in value:
        code = ord(char)
        if code < 0x20 or 0x7F <= code <= 0x9F:
            raise bad(
                f"holds the control character {char!r} (code {code}); tag values hold "
                "printable characters only (PBN 2.1 section 2.2)"
            )
    text = value.strip()
    if text in ("", "?") and name not in ("OptimumScore",):
        return
    if name in ("Date", "EventDate", "UTCDate"):
        if not (_DATE.match(text) or _PRODUCER_DATE.match(text)):
            raise bad('a date is written "YYYY.MM.DD" with ?? for what is unknown')
        match = _DATE.match(text)
        if match and match.group(2).isdigit() and not 1 <= int(match.group(2)) <= 12:
            raise bad("the month must be 01-12")
    elif name in ("Time", "UTCTime"):
        if not _TIME.match(text):
            raise bad('a time is written "HH:MM:SS"')
    elif name == "Round":
        if not _ROUND.match(text):
            raise bad('a round is a number, or parts separated by dots ("1.A.2")')
    elif name == "Vulnerable":
        if text not in _VULNERABLE:
            raise bad("write None, NS, EW or All (also Love, -, Both)")
    elif name in ("Score", "ScoreMP"):
        if not _scored(_INTEGER if name == "Score" else _REAL, text):
            raise bad('a score is a whole number, optionally per side ("NS 620")')
    elif name == "ScoreIMP":
        if not _scored(_REAL, text):
            raise bad('an IMP score is a number, optionally per side ("EW -2.5")')
    elif name == "ScorePercentage":
        if not _scored(r"\d+(?:\.\d*)?", text):
            raise bad('a percentage is a number 0-100, optionally per side ("NS 56.2")')
        for number in re.findall(r"\d+(?:\.\d*)?", text):
            if float(number) > 100:
                raise bad("a percentage is at most 100")
    elif name == "ScoreRubber":
        if not _scored(r"\d+\s*/\s*\d+", text):
            raise bad('a rubber score is "above/below" ("300/40"), optionally per side')
    elif name == "OptimumScore":
        if not re.fullmatch(rf"{_SIDE}\s+{_INTEGER}(?:\s+{_SIDE}\s+{_INTEGER})?", text):
            raise bad('the optimum score is a side and a score: "NS 100"')
    elif name == "Scoring":
        for part in text.split(";"):
            if not _WORD.match(part):
                raise bad('the scoring is one or more names separated by ";" ("IMP", "MP;MP1")')
    elif name in ("Competition", "Mode"):
        if not _WORD.match(text):
            raise bad("write one word (Pairs, Teams, Individuals ...; EMB, TABLE, TC ...)")
    elif name in ("WestType", "NorthType", "EastType", "SouthType"):
        if text not in ("human", "program"):
            raise bad('write "human" or "program"')
    elif name == "FrenchMP":
        if text not in ("Yes", "No"):
            raise bad('write "Yes" or "No"')
    elif name == "Hidden":
        if not re.fullmatch(r"[NESW]{1,4}", text) or len(set(text)) != len(text):
            raise bad("write the hidden seats, each once: e.g. WNE")
    elif name == "Note":
        match = re.fullmatch(r"(\d+):.*", value, re.DOTALL)
        if not match:
            raise bad('a note is "n:text" with n from 1 to 32')
        if not 1 <= int(match.group(1)) <= MAX_NOTE:
            raise bad(f"note numbers run from 1 to {MAX_NOTE}")
    elif name == "Result":
        _check_result_value(text, bad)


def _check_result_value(text: str, bad: Callable[[str], NotationError]) -> None:
    """``[Result]``: 0-13 (``^`` allowed before), or per side summing to 13."""
    body = text[1:] if text.startswith("^") else text
    if body.isdigit():
        if int(body) > 13:
            raise bad("a deal has 13 tricks")
        return
    sides = re.fullmatch(rf"({_SIDE})\s+(\d+)(?:\s+({_SIDE})\s+(\d+))?", body)
    if not sides:
        raise bad('write the declarer\'s tricks ("9") or per side ("NS 9 EW 4")')
    if sides.group(3):
        if sides.group(1) == sides.group(3):
            raise bad("each side once")
        if int(sides.group(2)) + int(sides.group(4)) != 13:
            raise bad("the tricks of the two sides add up to 13")


def _check_result_needs_declarer(record: PbnRecord) -> None:
    value = (record.get("Result") or "").strip().lstrip("^")
    if not value.isdigit():
        return
    declarer = (record.get("Declarer") or "").strip()
    contract = (record.get("Contract") or "").strip()
    if not declarer or declarer == "?" or contract.upper() == "PASS":
        raise record.error(
            f"[Result {value!r}] counts the declarer's tricks, but the game has no declarer "
            '(passed out, or [Declarer] missing): write the tricks per side ("NS 9 EW 4") '
            "or give the declarer",
            "Result",
        )


def _check_rubber_history(record: PbnRecord) -> None:
    history = record.get("ScoreRubberHistory")
    if history is None or not history.strip():
        return
    match = re.fullmatch(r"\s*NS\s+([\d\s]+)/([\d\s]+)\s+EW\s+([\d\s]+)/([\d\s]+)\s*", history)
    if not match:
        raise record.error(
            f'[ScoreRubberHistory {history!r}] must read "NS above / games EW above / games"',
            "ScoreRubberHistory",
        )
    vulnerable_value = record.get("Vulnerable")
    if vulnerable_value is None or not vulnerable_value.strip():
        return
    vulnerable: set[Side] = set()
    for side, games in ((Side.NS, match.group(2)), (Side.EW, match.group(4))):
        scores = [int(x) for x in games.split()]
        if any(score >= 100 for score in scores[:-1]):
            vulnerable.add(side)
    given = vulnerable_value.strip()
    expected = {
        frozenset(): {"None", "Love", "-"},
        frozenset({Side.NS}): {"NS"},
        frozenset({Side.EW}): {"EW"},
        frozenset({Side.NS, Side.EW}): {"All", "Both"},
    }[frozenset(vulnerable)]
    if given not in expected:
        raise record.error(
            f"[Vulnerable {given!r}] does not agree with [ScoreRubberHistory {history!r}], "
            f"which makes the vulnerability {sorted(expected)[0]}",
            "Vulnerable",
        )


def check_inheritance(name: str, value: str, line: int, source: str) -> None:
    """Section 4.8: ``#`` copies event data, not the data of a deal."""
    if value.startswith("#") and name in NOT_INHERITABLE:
        raise NotationError(
            f'[{name} "{value}"]: the {name} of a deal cannot be copied from the previous '
            "game; write it out",
            line=line,
            source=source,
        )


def __getattr__(name: str) -> Any:
    # The strict checks moved to dealer.formats.pbn.strict (loaded only when asked for);
    # their old names here still work.
    if name in ("check_record", "check_text"):
        from dealer.formats.pbn import strict

        return getattr(strict, name)
    raise AttributeError(f"module 'dealer.formats.pbn.check' has no attribute {name!r}")
