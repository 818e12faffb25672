"""PBN 2.1 (Portable Bridge Notation) read and write for deals and play records.

PBN is the file format of the bridge world; a whist deal is the same object (four hands
of thirteen, tricks of four), so the product keeps its boards and played deals in PBN,
with a few tags of its own (``docs/notation.md``):

- ``[WhistGame "bishops-whist"]`` -- the game the record is played under;
- ``[WhistTrump "C5"]`` -- the trump record: the card turned by the dealer (Laws of
  Whist 1893, law 13; Laws of Duplicate Whist 1897, (d)) or cut before the deal in
  Bishops Whist (Dana 1899, "Cutting the trump card"); ``N=S`` a knight cut with spades
  named, ``N`` a knight cut with the suit not yet named, ``NT`` no trumps;
- ``[WhistDoubleDummy "NS 7 EW 6"]`` and ``[WhistBookLead "SA"]`` -- the dealer's analysis.

The Bishops pack is written as PBN with two additions: bishops are ``B`` in their suit,
and the pipeless knights are a fifth dot-separated field of ``N`` letters in ``[Deal]``
(``N:A642.QB.AB4.98.NN ...``); a knight played is ``N`` in ``[Play]``.

What is read (PBN 2.1, sections 2-4):

- tag pairs ``[Name "value"]`` with the escapes ``\\"`` and ``\\\\`` (a backslash before
  anything else is kept as written, as in table headers like ``Result\\2R``); several tags
  on a line, or one tag spread over lines, are both accepted (import format);
- games separated by a line that is empty or holds only blanks (outside a comment);
- ``%`` in column 1 escapes the line (``% PBN 2.1``, ``% EXPORT`` are skipped); ``;``
  comments to the end of the line; ``{...}`` comments, which may span lines (blank lines
  included) and do not nest;
- sections: the data lines after ``[Auction]``, ``[Play]`` and the ``...Table`` tags;
- ``[Play "W"]``: each line a trick, its columns in seat order starting from the seat
  named by the tag (*not* in play order: the play order starts from each trick's leader,
  the winner of the trick before); ``-`` a card not played (a claim), ``+`` the play
  continues elsewhere, ``*`` the end of the section; ``^R``/``^L`` irregularity marks,
  ``=n=`` note references, ``$n`` NAGs and ``!``/``?`` suffixes are accepted and skipped;
- tag value inheritance (section 4.8): ``"#"`` copies the previous game's value once,
  ``"##value"`` sets a value that later games inherit until the tag is given again.

Two levels of checking (:mod:`dealer.formats.pbn.check`):

- ``loads(text)`` reads what real producers write (new tag names, ``2013-08-10 19:19``
  dates, ``NS +550``): the syntax, the values of the standard tags, the ``[Deal]`` and the
  ``[Play]`` tokens and our tags must be right; a revoke in the play is kept (the replay
  reports it, law 28).
- ``loads(text, strict=True)`` is a PBN 2.1 verifier on top: line length and character
  set, the auction against ``[Contract]``/``[Declarer]``, notes and NAGs, the tables, and
  the play against the deal (a card held and played once, a revoke marked ``^R``, a
  ``^R`` that is a revoke, nothing after ``+``) and against ``[Result]``.

Every error is a :class:`~whist.errors.NotationError` naming the source and line.

The package, in the formats wing beside the other formats (the core keeps only a
deal's PBN string, :meth:`whist.Deal.to_pbn` and :meth:`whist.Deal.parse`):

- :mod:`~dealer.formats.pbn.record` -- :class:`PbnRecord` and the values of its tags;
- :mod:`~dealer.formats.pbn.reader` -- :func:`loads` (text) and :func:`load` (an open
  handle, binary or text);
- :mod:`~dealer.formats.pbn.writer` -- :func:`dumps` (text) and :func:`dump` (an open
  text handle); a path is written by the caller through :mod:`fileio`;
- :mod:`~dealer.formats.pbn.boards` -- boards to records and back, the ``.pbn`` codec of
  the formats registry;
- :mod:`~dealer.formats.pbn.stream` -- :class:`~dealer.formats.pbn.stream.PbnBoardStream`,
  the boards of a file read a game at a time (``whist convert``);
- :mod:`~dealer.formats.pbn.play` -- the ``[Play]`` section: columns, replay, writing;
- :mod:`~dealer.formats.pbn.check` (the tolerant checks every read makes) and
  :mod:`~dealer.formats.pbn.strict` (the strict ones, loaded only for ``strict=True``), with
  :mod:`~dealer.formats.pbn.auction` (a bridge auction's checks) and
  :mod:`~dealer.formats.pbn.annotations` (suffixes, NAGs, notes) beside it.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer.formats.pbn.boards import (
        INFO,
        board_from_record,
        boards_from_pbn,
        boards_to_pbn,
        read_pbn_boards,
        record_from_board,
    )
    from dealer.formats.pbn.play import (
        PlayColumns,
        PlayedTrick,
        contract_trump,
        play_columns,
        play_section_lines,
        record_with_play,
        replay_record,
        seat_order,
    )
    from dealer.formats.pbn.reader import MAX_GAME_CHARS, decode, load, loads, read_text
    from dealer.formats.pbn.record import SECTION_TAGS, WHIST_GAME, WHIST_TRUMP, PbnRecord
    from dealer.formats.pbn.writer import HEADER, TRAILER, dump, dumps, record_text


# Where each name lives: the package loads a module on first use of one of its names,
# so writing a board file (the writer) does not load the reader and its strict checks.
_HOME = {
    **dict.fromkeys(
        (
            "INFO",
            "board_from_record",
            "boards_from_pbn",
            "boards_to_pbn",
            "read_pbn_boards",
            "record_from_board",
        ),
        "boards",
    ),
    **dict.fromkeys(
        (
            "PlayColumns",
            "PlayedTrick",
            "contract_trump",
            "play_columns",
            "play_section_lines",
            "record_with_play",
            "replay_record",
            "seat_order",
        ),
        "play",
    ),
    **dict.fromkeys(("MAX_GAME_CHARS", "decode", "load", "loads", "read_text"), "reader"),
    **dict.fromkeys(("SECTION_TAGS", "WHIST_GAME", "WHIST_TRUMP", "PbnRecord"), "record"),
    **dict.fromkeys(("HEADER", "TRAILER", "dump", "dumps", "record_text"), "writer"),
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'dealer.formats.pbn' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"dealer.formats.pbn.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "HEADER",
    "INFO",
    "MAX_GAME_CHARS",
    "SECTION_TAGS",
    "TRAILER",
    "WHIST_GAME",
    "WHIST_TRUMP",
    "PbnRecord",
    "PlayColumns",
    "PlayedTrick",
    "board_from_record",
    "boards_from_pbn",
    "boards_to_pbn",
    "contract_trump",
    "decode",
    "dump",
    "dumps",
    "load",
    "loads",
    "play_columns",
    "play_section_lines",
    "read_pbn_boards",
    "read_text",
    "record_from_board",
    "record_text",
    "record_with_play",
    "replay_record",
    "seat_order",
]
