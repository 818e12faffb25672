"""The DW1 QR payload: round trips, what each kind reveals, and every refusal."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printing.payload import (
    MAC_BYTES,
    Payload,
    PayloadBoardError,
    PayloadError,
    PayloadEventError,
    PayloadForgedError,
    PayloadFormatError,
    PayloadKind,
    PayloadStaleError,
    compute_mac,
    curtain_card_payload,
    format_payload,
    hand_record_payload,
    make_payload,
    parse_payload,
    payload_key,
    trump_slip_payload,
    verify_payload,
)
from whist import SEATS, Board, Seat, TrumpRecord

SECRET = b"test secret of the printing suite"
EVENT_ID = "spring-pairs-2026"


def test_round_trip_of_every_kind(boards: list[Board], bishop_boards: list[Board]) -> None:
    for board in [*boards, *bishop_boards]:
        items = [
            hand_record_payload(EVENT_ID, board, SECRET),
            trump_slip_payload(EVENT_ID, board, SECRET),
            *(curtain_card_payload(EVENT_ID, board, seat, SECRET) for seat in SEATS),
        ]
        for payload in items:
            text = format_payload(payload)
            assert text.startswith(f"DW1|{EVENT_ID}|{board.number}|{payload.kind.value}|")
            assert parse_payload(text) == payload
            assert verify_payload(text, SECRET, event_id=EVENT_ID, board=board) == payload


def test_contents_reveal_only_what_the_holder_may_see(bishop_boards: list[Board]) -> None:
    for board in bishop_boards:
        assert hand_record_payload(EVENT_ID, board, SECRET).deal == board.deal
        slip = trump_slip_payload(EVENT_ID, board, SECRET)
        assert slip.trump == board.trump
        assert slip.contents == str(board.trump)
        for seat in SEATS:
            card = curtain_card_payload(EVENT_ID, board, seat, SECRET)
            assert card.seat is seat
            assert card.hand == board.deal.hand(seat)
            for other in SEATS:
                if other is not seat:
                    other_hand = board.deal.to_pbn().split(":")[1].split()[other.value]
                    assert other_hand not in card.text
    knight = bishop_boards[0]
    assert trump_slip_payload(EVENT_ID, knight, SECRET).contents == "N"
    assert trump_slip_payload(EVENT_ID, bishop_boards[1], SECRET).contents == "N=H"


def test_wrong_kind_accessors_refuse(boards: list[Board]) -> None:
    slip = trump_slip_payload(EVENT_ID, boards[0], SECRET)
    with pytest.raises(PayloadError, match=r"trump slip payload .* carries no hand"):
        _ = slip.hand
    with pytest.raises(PayloadError, match="carries no deal"):
        _ = slip.deal


def test_no_trump_recorded_yet(boards: list[Board]) -> None:
    board = dataclasses.replace(boards[0], trump=None)
    slip = trump_slip_payload(EVENT_ID, board, SECRET)
    assert slip.contents == "-"
    assert verify_payload(slip.text, SECRET, board=board).trump is None


def test_event_id_with_separator_is_escaped(boards: list[Board]) -> None:
    payload = trump_slip_payload("club|100% night", boards[0], SECRET)
    assert "club%7C100%25%20night" in payload.text
    assert verify_payload(payload.text, SECRET, event_id="club|100% night") == payload


def test_forged_contents_fail_the_mac(boards: list[Board]) -> None:
    slip = trump_slip_payload(EVENT_ID, boards[0], SECRET)
    forged = slip.text.replace(f"|T|{slip.contents}|", "|T|SA|")
    assert forged != slip.text
    with pytest.raises(PayloadForgedError, match="fails its check"):
        verify_payload(forged, SECRET)


def test_other_secret_is_stale_or_forged(boards: list[Board]) -> None:
    card = curtain_card_payload(EVENT_ID, boards[1], Seat.WEST, b"an earlier dealing")
    with pytest.raises(PayloadForgedError, match="board 2"):
        verify_payload(card.text, SECRET, event_id=EVENT_ID)


def test_other_event_is_named(boards: list[Board]) -> None:
    slip = trump_slip_payload("autumn-teams", boards[0], SECRET)
    with pytest.raises(PayloadEventError, match="'autumn-teams', not to 'spring-pairs-2026'"):
        verify_payload(slip.text, SECRET, event_id=EVENT_ID)
    # without the event id the MAC still binds the event: the key is derived from it
    moved = slip.text.replace("autumn-teams", EVENT_ID)
    with pytest.raises(PayloadForgedError):
        verify_payload(moved, SECRET)


def test_wrong_board_and_stale_contents(boards: list[Board]) -> None:
    slip = trump_slip_payload(EVENT_ID, boards[0], SECRET)
    with pytest.raises(PayloadBoardError, match="for board 1, but board 2 is expected"):
        verify_payload(slip.text, SECRET, board=boards[1])
    redealt = dataclasses.replace(boards[1], number=1)
    card = curtain_card_payload(EVENT_ID, boards[0], Seat.NORTH, SECRET)
    with pytest.raises(PayloadStaleError, match="curtain card of board 1 does not match"):
        verify_payload(card.text, SECRET, board=redealt)
    other_trump = dataclasses.replace(boards[0], trump=TrumpRecord.parse("NT"))
    with pytest.raises(PayloadStaleError):
        verify_payload(slip.text, SECRET, board=other_trump)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("https://example.org/", "not a duplicate whist code"),
        ("DW2|e|1|T|C5|AAAAAAAAAAAAAAAAAAAAAA", "not a duplicate whist code"),
        ("DW1|e|1|T|C5", "6 fields"),
        ("DW1|e|0|T|C5|AAAAAAAAAAAAAAAAAAAAAA", "field 3"),
        ("DW1|e|x|T|C5|AAAAAAAAAAAAAAAAAAAAAA", "field 3"),
        ("DW1|e|1|Q|C5|AAAAAAAAAAAAAAAAAAAAAA", "field 4"),
        ("DW1|e|1|T|C5|short", "field 6"),
        ("DW1|e|1|T|Z9|AAAAAAAAAAAAAAAAAAAAAA", "field 5"),
        ("DW1|e|1|C|AK.QJ.T9.8|AAAAAAAAAAAAAAAAAAAAAA", "SEAT:hand"),
        ("DW1|e|1|C|N:AK.QJ.T9.8|AAAAAAAAAAAAAAAAAAAAAA", "holds 7 cards"),
        ("DW1|e|1|H|N:AK.QJ.T9.8|AAAAAAAAAAAAAAAAAAAAAA", "field 5"),
        ("DW1|%FF|1|T|C5|AAAAAAAAAAAAAAAAAAAAAA", "field 2"),
    ],
)
def test_malformed_payloads(text: str, message: str) -> None:
    with pytest.raises(PayloadFormatError, match=message):
        parse_payload(text)


def test_make_payload_refuses_bad_input() -> None:
    with pytest.raises(PayloadError, match="board number 0"):
        make_payload(PayloadKind.TRUMP_SLIP, EVENT_ID, 0, "C5", SECRET)
    with pytest.raises(PayloadError, match="may not hold"):
        make_payload(PayloadKind.TRUMP_SLIP, EVENT_ID, 1, "C5|x", SECRET)
    with pytest.raises(PayloadError, match="has no secret"):
        payload_key(b"", EVENT_ID)


def test_mac_is_truncated_hmac_sha256() -> None:
    import base64
    import hashlib
    import hmac

    body = f"DW1|{EVENT_ID}|7|T|S|"[:-1]
    key = hmac.new(SECRET, b"DW1 qr-payload key|" + EVENT_ID.encode(), hashlib.sha256).digest()
    tag = hmac.new(key, body.encode(), hashlib.sha256).digest()[:MAC_BYTES]
    assert compute_mac(body, SECRET, EVENT_ID) == base64.urlsafe_b64encode(tag).decode().rstrip("=")
    assert make_payload(PayloadKind.TRUMP_SLIP, EVENT_ID, 7, "S", SECRET).mac == (
        compute_mac(body, SECRET, EVENT_ID)
    )


@settings(max_examples=60, deadline=None)
@given(
    event_id=st.text(min_size=1, max_size=30),
    number=st.integers(min_value=1, max_value=999),
    trump=st.sampled_from(["C5", "HA", "N", "N=S", "S", "NT", "-"]),
)
def test_any_event_id_round_trips(event_id: str, number: int, trump: str) -> None:
    payload = make_payload(PayloadKind.TRUMP_SLIP, event_id, number, trump, SECRET)
    assert isinstance(payload, Payload)
    assert "\n" not in payload.text and payload.text.count("|") == 5
    assert verify_payload(payload.text, SECRET, event_id=event_id) == payload
