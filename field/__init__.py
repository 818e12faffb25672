"""The central side of a simultaneous event (docs/simultaneous.md): the same boards
played the same night in many clubs, one field-wide ranking.

- :mod:`field.schema`: the central database's tables and their migration;
- :mod:`field.central`: the event, its sections and upload keys, the clubs' pushed logs
  and results (:class:`~field.central.Central`);
- :mod:`field.standings`: the field's matchpoints and rankings, by :mod:`scoring`, and
  the release rule;
- :mod:`field.app`: the central server's Flask app (``whist sim serve``);
- :mod:`field.client`: a club's push over HTTP (``whist sim push``).

Nothing here imports the kiosk (docs/architecture.md): a club's log reaches the central
server as the kiosk's own export of its rows, read on the club's side by ``whist sim
push``, the composition root.
"""
