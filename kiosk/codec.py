"""Form fields of the engine's action types, for the director's generic correction form.

The action notation itself (encode/decode) is the game's: :mod:`whist.notation`.
"""

from __future__ import annotations

import types
import typing
from enum import Enum
from typing import Any, Union

from whist import Card, Seat, Side, Suit
from whist.notation import JSONValue, field_hints


def describe_fields(cls: type[Any]) -> list[dict[str, JSONValue]]:
    """Field names and widget kinds (``seat``, ``card``, ``suit``, ``int``, ``text``,
    ``bool``) for building a form for action ``cls``; the irregularities menu uses it."""
    out: list[dict[str, JSONValue]] = []
    for name, hint in field_hints(cls).items():
        field: dict[str, JSONValue] = {
            "name": name,
            "kind": _widget(hint),
            "label": name.replace("_", " "),
        }
        enum = _enum_of(hint)
        if enum is not None:
            field["kind"] = "choice"
            field["choices"] = [m.value for m in enum]
        optional = typing.get_origin(hint) in (Union, types.UnionType) and type(
            None
        ) in typing.get_args(hint)
        field["optional"] = optional
        out.append(field)
    return out


def _enum_of(hint: Any) -> type[Enum] | None:
    if typing.get_origin(hint) in (Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        return _enum_of(args[0]) if len(args) == 1 else None
    if isinstance(hint, type) and issubclass(hint, Enum) and hint not in (Seat, Suit, Side):
        return hint
    return None


def _widget(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        return _widget(args[0]) if len(args) == 1 else "text"
    if origin in (tuple, list):
        return "cards" if typing.get_args(hint)[:1] == (Card,) else "text"
    return {Card: "card", Seat: "seat", Suit: "suit", Side: "side", int: "int", bool: "bool"}.get(
        hint, "text"
    )
