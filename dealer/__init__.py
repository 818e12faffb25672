"""The dealer: secure, reproducible deals with their trump records, the event folder
that printing, the dealing machine and the kiosks share, the field's deal files, and
double-dummy analysis with the book lead.

Public API (the modules named are imported on demand; ``dealer.analysis`` loads DDS):

- :mod:`dealer.event` (the model): ``Event``, ``BoardAnalysis``, ``Derivation``,
  ``EventError``, ``commitment_of(secret)``, ``event_to_json``/``event_from_json``; the
  folder layout is in its docstring.
- :mod:`dealer.folder` (the event folder): ``load_event(path)``,
  ``save_event(event, path, overwrite=False)``, ``commit_folder``, ``read_secret``, and
  the analysis tags of ``boards.pbn``.
- :mod:`dealer.generate`: ``create_event(boards=..., game=...)``,
  ``generate_boards(secret, numbers, game=...)``, ``Generator``, ``DealerRotation``,
  ``verify_event(event, secret)``, ``new_secret()``, ``parse_secret(hex)``.
- :mod:`dealer.formats`: ``read_boards(path)``, ``write_boards(boards, path,
  lossy=False)``, ``dumps_boards``, ``FormatLossError``; one module per format, PBN in
  :mod:`dealer.formats.pbn`.
- :mod:`dealer.analysis`: ``analyse_event(event, table=False)``, ``analyse_board``,
  ``dd_tricks``, ``dd_table``, ``DDS_LOCK``.
- :mod:`dealer.bishops_analysis`: ``analyse_bishops_boards(boards, max_nodes=, jobs=,
  known=, progress=)`` (the project's solver in worker processes), ``is_solved``,
  ``MAX_NODES``.
- :mod:`dealer.leads`: ``book_lead(hand, trump)``, ``lead_from_suit(ranks, trumps=)``.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer.event import BoardAnalysis, Event, EventError
    from dealer.folder import load_event, save_event


def __getattr__(name: str) -> Any:
    # Loaded on first use: a command that only converts deal files (dealer.formats)
    # need not load the event model and folder at start-up.
    if name in ("BoardAnalysis", "Event", "EventError"):
        from dealer import event

        return getattr(event, name)
    if name in ("load_event", "save_event"):
        from dealer import folder

        return getattr(folder, name)
    raise AttributeError(f"module 'dealer' has no attribute {name!r}")


__all__ = ["BoardAnalysis", "Event", "EventError", "load_event", "save_event"]
