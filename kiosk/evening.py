"""The evening: all tables of one event, rebuilt from the store's append-only log.

It is put together from three rooms, each in its own module:

- :mod:`kiosk.journal` -- the one door that changes the evening (:meth:`submit`), the
  group commit, rebuilding from the log;
- :mod:`kiosk.procedure` -- what each row does to a table, checked by the engine;
- :mod:`kiosk.views` -- what the tablets and the director are shown.

The state they share (tables, results, settings, the movement's answers) is
:class:`kiosk.state.EveningState`. Each room is a class on the one below it
(``Evening`` > ``TableViews`` > ``Journal`` > ``TableProcedure`` > ``EveningState``):
the views catch up with the journal before they read, the journal applies rows through
the procedure, and the procedure changes the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kiosk.store import Store
from kiosk.views import TableViews
from scoring.movement import Movement
from whist import Board


class Evening(TableViews):
    """All tables of one event, rebuilt from ``store``'s log."""

    def __init__(
        self,
        store: Store,
        *,
        game: str,
        boards: Sequence[Board],
        movement: Movement,
        settings: Mapping[str, Any] | None = None,
        shared: bool | None = None,
    ) -> None:
        super().__init__(
            store, game=game, boards=boards, movement=movement, settings=settings, shared=shared
        )
        self._read_log()
