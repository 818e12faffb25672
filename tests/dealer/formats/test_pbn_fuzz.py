"""Damaged PBN text (hypothesis): the reader and the replay either succeed or raise
NotationError naming a line -- never any other exception."""

from __future__ import annotations

from importlib import resources

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer.formats.pbn import board_from_record, loads, play_columns, replay_record
from whist import NotationError

SHIPPED = [
    resources.files("whist").joinpath(f"data/{name}").read_text("utf-8")
    for name in ("bishops-example.pbn", "sample-duplicate.pbn")
]
#: the characters PBN gives a meaning to, and some cards, seats and digits
ALPHABET = '[]{}";%\n\r\t -+*^=$!?#\\:.NSHDCAKQJTB0123456789WEXP'

_EDITS = st.lists(
    st.tuples(
        st.sampled_from(["delete", "insert", "replace"]), st.floats(0, 1), st.sampled_from(ALPHABET)
    ),
    min_size=1,
    max_size=6,
)


def _damage(text: str, edits: list[tuple[str, float, str]]) -> str:
    chars = list(text)
    for op, where, char in edits:
        pos = min(int(where * len(chars)), max(len(chars) - 1, 0))
        if op == "delete" and chars:
            del chars[pos]
        elif op == "insert":
            chars.insert(pos, char)
        elif chars:
            chars[pos] = char
    return "".join(chars)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from(range(len(SHIPPED))), edits=_EDITS, strict=st.booleans())
def test_damaged_files_fail_only_with_a_notation_error(
    which: int, edits: list[tuple[str, float, str]], strict: bool
) -> None:
    text = _damage(SHIPPED[which], edits)
    try:
        records = loads(text, source="damaged.pbn", strict=strict)
    except NotationError as exc:
        assert exc.line is not None and "damaged.pbn, line" in str(exc)
        return
    for record in records:
        for step in (play_columns, board_from_record, replay_record):
            try:
                step(record)
            except NotationError as exc:
                assert exc.line is not None
