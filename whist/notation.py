"""The notation of the engine's actions: their text form, written and read back unchanged.

The kiosk's append-only log and its JSON API store every action this way, and a
replay reads it back (as python-chess keeps ``Move.uci()`` in its core).

An action is written as ``{"type": <dataclass name>, "fields": {name: value}}`` with
cards, seats, suits and sides as their text (``"SA"``, ``"N"``, ``"S"``, ``"NS"``) and
other values as JSON. The action types are read from the engine's ``Action`` union
(:mod:`whist.play`), so actions added by the laws (lead out of turn, claims, liable
cards ...) are logged and replayed without any change here: the kiosk replays exactly
what the engine defines (docs/architecture.md: one source of truth per law).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, Union

from whist import play as play_module
from whist.cards import Card, Suit
from whist.errors import NotationError
from whist.seats import Seat, Side

JSONValue = Any


class ActionFormatError(NotationError):
    """An action's text form names an unknown type or has a field of the wrong shape."""


@cache
def action_types() -> dict[str, type[Any]]:
    """Every action type of the engine, by class name (from ``whist.play.Action``)."""
    union = play_module.Action
    return {cls.__name__: cls for cls in typing.get_args(union)}


_HINTS: dict[type[Any], dict[str, Any]] = {}


def field_hints(cls: type[Any]) -> dict[str, Any]:
    """The resolved type hint of every field of action class ``cls``."""
    found = _HINTS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
        _HINTS[cls] = found
    return found


def encode_value(value: object) -> JSONValue:
    """One field value as JSON: cards, seats, suits and sides as their text."""
    if isinstance(value, Card | Seat | Suit | Side):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [encode_value(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise ActionFormatError(f"cannot write a field value of type {type(value).__name__}")


def encode_action(action: object) -> dict[str, JSONValue]:
    """``{"type": ..., "fields": {...}}`` for an engine action."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        raise ActionFormatError(f"{action!r} is not an engine action")
    return {
        "type": type(action).__name__,
        "fields": {
            f.name: encode_value(getattr(action, f.name)) for f in dataclasses.fields(action)
        },
    }


def decode_value(hint: Any, raw: JSONValue, where: str) -> object:
    """``raw`` (JSON) read as a value of type ``hint``."""
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        options = typing.get_args(hint)
        if raw in (None, "") and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return decode_value(option, raw, where)
            except ActionFormatError as exc:
                errors.append(str(exc))
        raise ActionFormatError("; ".join(errors) or f"{where}: no value given")
    if origin in (tuple, list):
        if not isinstance(raw, list):
            raise ActionFormatError(f"{where}: expected a list, got {raw!r}")
        args = typing.get_args(hint)
        item = args[0] if args else Any
        values = [decode_value(item, r, f"{where}[{i}]") for i, r in enumerate(raw)]
        return tuple(values) if origin is tuple else values
    if hint is Any:
        return raw
    try:
        if hint is Card:
            return Card.parse(_text(raw, where))
        if hint is Seat:
            return Seat.parse(_text(raw, where))
        if hint is Suit:
            return Suit.parse(_text(raw, where))
        if hint is Side:
            return Side.parse(_text(raw, where))
    except ValueError as exc:
        raise ActionFormatError(f"{where}: {exc}") from exc
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(raw)
        except ValueError as exc:
            raise ActionFormatError(f"{where}: {exc}") from exc
    if hint is bool:
        if not isinstance(raw, bool):
            raise ActionFormatError(f"{where}: expected true or false, got {raw!r}")
        return raw
    if hint is int:
        if isinstance(raw, bool) or not isinstance(raw, int | str):
            raise ActionFormatError(f"{where}: expected a whole number, got {raw!r}")
        try:
            return int(raw)
        except ValueError as exc:
            raise ActionFormatError(f"{where}: expected a whole number, got {raw!r}") from exc
    if hint is str:
        return _text(raw, where)
    if hint is float:
        if not isinstance(raw, int | float) or isinstance(raw, bool):
            raise ActionFormatError(f"{where}: expected a number, got {raw!r}")
        return float(raw)
    raise ActionFormatError(f"{where}: fields of type {hint!r} are not supported")


def _text(raw: JSONValue, where: str) -> str:
    if not isinstance(raw, str):
        raise ActionFormatError(f"{where}: expected text, got {raw!r}")
    return raw


#: Decoded actions by their text form: the engine's actions are frozen values, and a
#: table plays the same few hundred (a card by a seat, a trick quitted) all evening.
_DECODED: dict[tuple[Any, ...], Any] = {}
_DECODED_MAX = 4096
_SCALARS = (str, int, bool, type(None))


def decode_action(data: JSONValue) -> Any:
    """The engine action written as ``{"type": ..., "fields": {...}}``."""
    key = _cache_key(data)
    if key is not None:
        found = _DECODED.get(key)
        if found is not None:
            return found
    action = _decode_action(data)
    params = getattr(type(action), "__dataclass_params__", None)
    if key is not None and params is not None and params.frozen:
        if len(_DECODED) >= _DECODED_MAX:
            _DECODED.clear()
        _DECODED[key] = action
    return action


def _cache_key(data: JSONValue) -> tuple[Any, ...] | None:
    """A hashable key for an action whose fields are all plain scalars (the type is part
    of the key: ``true`` and ``1`` are different field values), else None."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return None
    fields = data.get("fields")
    if fields is None:
        fields = {}
    if not isinstance(fields, dict) or len(data) > 2:
        return None
    items = []
    for name, value in fields.items():
        if type(value) not in _SCALARS:
            return None
        items.append((name, type(value), value))
    return (data["type"], tuple(sorted(items, key=lambda item: str(item[0]))))


def _decode_action(data: JSONValue) -> Any:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ActionFormatError(
            f'an action is an object {{"type": <action name>, "fields": {{...}}}}; got {data!r}'
        )
    name = data["type"]
    cls = action_types().get(name)
    if cls is None:
        raise ActionFormatError(
            f"unknown action {name!r}: the engine's actions are {', '.join(sorted(action_types()))}"
        )
    raw_fields = data.get("fields")
    if raw_fields is None:
        raw_fields = {}
    if not isinstance(raw_fields, dict):
        raise ActionFormatError(f"{name}: 'fields' must be an object, got {raw_fields!r}")
    hints = field_hints(cls)
    unknown = set(raw_fields) - set(hints)
    if unknown:
        raise ActionFormatError(f"{name}: unknown field(s) {', '.join(sorted(unknown))}")
    values: dict[str, object] = {}
    for f in dataclasses.fields(cls):
        if f.name not in raw_fields:
            if f.default is not dataclasses.MISSING:
                continue
            if f.default_factory is not dataclasses.MISSING:
                continue
            raise ActionFormatError(f"{name}: field {f.name!r} is missing")
        values[f.name] = decode_value(hints[f.name], raw_fields[f.name], f"{name}.{f.name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise ActionFormatError(f"{name}: {exc}") from exc
