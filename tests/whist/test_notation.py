"""The generic text form of every engine action: written and read back unchanged."""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

import pytest

from whist import Card, Seat, Side, Suit
from whist.notation import (
    ActionFormatError,
    action_types,
    decode_action,
    encode_action,
    field_hints,
)


def _sample(hint: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin is not None and origin not in (tuple, list):
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        return _sample(args[0])
    if origin in (tuple, list):
        return (Card.parse("SA"), Card.parse("D2"))
    samples: dict[Any, Any] = {
        Card: Card.parse("HT"),
        Seat: Seat.WEST,
        Suit: Suit.DIAMONDS,
        Side: Side.EW,
        int: 7,
        str: "call-hearts",
        bool: True,
    }
    if hint in samples:
        return samples[hint]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return next(iter(hint))
    raise AssertionError(f"no sample for {hint!r}")


@pytest.mark.parametrize("name", sorted(action_types()))
def test_every_engine_action_round_trips(name: str) -> None:
    cls = action_types()[name]
    values = {f: _sample(h) for f, h in field_hints(cls).items()}
    action = cls(**values)
    text = encode_action(action)
    assert text["type"] == name
    assert decode_action(text) == action
    assert all(f.name in text["fields"] for f in dataclasses.fields(cls))


def test_cards_and_seats_are_written_as_text() -> None:
    play = action_types()["PlayCard"](seat=Seat.NORTH, card=Card.parse("N"))
    assert encode_action(play) == {"type": "PlayCard", "fields": {"seat": "N", "card": "N"}}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"type": "Nope"}, "unknown action"),
        ("PlayCard", "is an object"),
        ({"type": "PlayCard", "fields": {"seat": "N"}}, "missing"),
        ({"type": "PlayCard", "fields": {"seat": "Q", "card": "SA"}}, "not a seat"),
        ({"type": "PlayCard", "fields": {"seat": "N", "card": "SA", "x": 1}}, "unknown field"),
        (
            {"type": "ClaimRevoke", "fields": {"claimant": "N", "offender": "E", "trick": "x"}},
            "whole number",
        ),
        (
            {"type": "ClaimRevoke", "fields": {"claimant": "N", "offender": "E", "trick": True}},
            "whole number",
        ),
        ({"type": "PlayCard", "fields": []}, "must be an object"),
    ],
)
def test_malformed_actions_are_refused(data: Any, words: str) -> None:
    with pytest.raises(ActionFormatError, match=words):
        decode_action(data)


def test_decoded_actions_are_reused_but_never_confused() -> None:
    """The cache of decoded actions gives the same value as decoding afresh, and keeps
    field values of different JSON types apart (``true`` is not ``1``)."""
    text = {"type": "PlayCard", "fields": {"seat": "N", "card": "SA"}}
    first = decode_action(text)
    again = decode_action({"fields": {"card": "SA", "seat": "N"}, "type": "PlayCard"})
    assert again == first == action_types()["PlayCard"](Seat.NORTH, Card.parse("SA"))
    assert decode_action({"type": "PlayCard", "fields": {"seat": "E", "card": "SA"}}).seat is (
        Seat.EAST
    )
    from whist.notation import encode_value

    name, cls = next(
        (name, cls)
        for name, cls in sorted(action_types().items())
        if bool in field_hints(cls).values()
    )
    fields = {
        f: True if h is bool else encode_value(_sample(h)) for f, h in field_hints(cls).items()
    }
    assert decode_action({"type": name, "fields": fields}) is not None
    wrong = {f: 1 if v is True else v for f, v in fields.items()}
    with pytest.raises(ActionFormatError):
        decode_action({"type": name, "fields": wrong})
    with pytest.raises(ActionFormatError):
        decode_action({"type": name, "fields": wrong})  # refused again, not served from cache
