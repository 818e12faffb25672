"""PBN 2.1 read/write (dealer.formats.pbn): tags, comments, escapes, inheritance, deals, boards."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dealer.formats.pbn import (
    PbnRecord,
    board_from_record,
    dump,
    dumps,
    load,
    loads,
    play_columns,
    record_from_board,
)
from whist import BISHOPS_PACK, Board, Card, Deal, NotationError, Seat, TrumpRecord

DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
BISHOPS_DEAL = "N:A642.QB.AB4.98.NN Q83.K874.762.762. K975.A965.98.QB3. B.32.KQ53.AK54.NN"


def test_tags_sections_and_comments() -> None:
    text = (
        "% PBN 2.1\n"
        '[Event "A \\"quoted\\" name \\\\ and Result\\2R"] ; rest of line\n'
        '[Board "3"] { a comment\n'
        "\n"
        'spanning a blank line } [Dealer "S"]\n'
        f'[Deal "{DEAL}"]\n'
        '[Play "W"]\n'
        "SA {x} HA DA CA ; comment\n"
        "*\n"
        "\n"
        '[Board "4"]\n'
    )
    first, second = loads(text)
    assert first.get("Event") == 'A "quoted" name \\ and Result\\2R'
    assert first.board == 3 and first.dealer is Seat.SOUTH
    assert first.sections["Play"] == ("SA HA DA CA", "*")
    assert first.section_lines["Play"] == (8, 9)
    assert first.line == 2 and second.line == 11 and second.board == 4


def test_crlf_and_tag_over_several_lines() -> None:
    text = '[\r\n  Event\r\n   "x"\r\n ]\r\n[Board "1"]\r\n\r\n[Board "2"]\r\n'
    records = loads(text)
    assert [r.get("Event") for r in records] == ["x", None]
    assert records[0].line_of("Board") == 5


def test_inheritance_hash_and_double_hash() -> None:
    text = (
        '[Event "##Autumn"]\n[West "Ann"]\n\n'
        '[West "#"]\n\n'
        '[West "##Bob"]\n\n'
        '[Board "4"]\n\n'
        '[West "#"]\n\n'
        '[Board "6"]\n'
    )
    records = loads(text)
    assert [r.get("Event") for r in records] == ["Autumn"] * 6
    assert [r.get("West") for r in records] == ["Ann", "Ann", "Bob", "Bob", "Bob", None]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ('[Board "1"]\n[Event]\n', 2, "no value"),
        ("[Event No_quotes]\n", 1, "double quotes"),
        ('[Board "1"]\n[Event "open\n', 2, "not closed"),
        ('[Board "1"]\n{ never closed\n\n', 2, "never closed"),
        ('[Board "1"]\n[Board "2"]\n', 2, "twice"),
        ("bad characters\n", 1, "not part of any section"),
        ('[Board "x"]\n', 1, "board number"),
        ('[Dealer "Black"]\n', 1, "not a seat"),
        ('[West "#"]\n', 1, "no earlier game"),
        ('[Board "1"]\n\n[Deal "W:KQT2.AT.J6542.852 - - -"]\n', 3, "14 cards"),
        ('[Deal "W:- - - -"]\n', 1, "no hand"),
        ('[Deal "W:KQT2.AT.J6542.85  - - -"]\n', 1, "one space"),
        ('[Contract "5Hearts"]\n', 1, "not a contract"),
        ('[WhistTrump "Z9"]\n', 1, "WhistTrump"),
        ('[WhistGame "poker"]\n', 1, "unknown game"),
    ],
)
def test_errors_name_the_line(text: str, line: int, words: str) -> None:
    with pytest.raises(NotationError, match=words) as info:
        loads(text, source="t.pbn")
    assert info.value.line == line
    assert f"t.pbn, line {line}" in str(info.value)


def test_deal_double_card_is_refused() -> None:
    text = '[Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]'
    with pytest.raises(NotationError, match="SK is dealt 2 times"):
        loads(text)


def test_partial_deal_keeps_the_known_hands() -> None:
    (record,) = loads('[Deal "W:- .63.AKQ987.A9732 - J973.J98742.3.K4"]')
    assert record.deal is None
    assert record.hands is not None and record.hands[Seat.WEST] is None
    north = record.hands[Seat.NORTH]
    assert north is not None and Card.parse("DA") in north


def test_bishops_deal_notation() -> None:
    (record,) = loads(f'[WhistGame "bishops-whist"]\n[Deal "{BISHOPS_DEAL}"]')
    assert record.deal is not None and record.deal.pack is BISHOPS_PACK
    assert record.deal.hand(Seat.NORTH).count(Card.parse("N")) == 2
    assert Card.parse("CB") in record.deal.hand(Seat.SOUTH)


def test_board_round_trip_through_a_file(tmp_path: Path) -> None:
    board = Board(7, Deal.parse(BISHOPS_DEAL), Seat.WEST, TrumpRecord.parse("N=S"), "bishops-whist")
    record = record_from_board(board, [("Event", "Club night"), ("Board", "7")])
    assert record.get("Event") == "Club night"
    path = tmp_path / "boards.pbn"
    with path.open("w", encoding="utf-8", newline="\n") as out:
        dump([record], out)
    with path.open("rb") as handle:
        (back,) = load(handle)
    assert board_from_record(back) == board
    assert back.tags == record.tags


def test_board_from_record_needs_board_deal_and_dealer() -> None:
    (no_dealer,) = loads(f'[Board "1"]\n[Deal "{DEAL}"]')
    with pytest.raises(NotationError, match="no \\[Dealer\\]"):
        board_from_record(no_dealer)
    with pytest.raises(NotationError, match=r"line 4: .*not a card of the bishops pack"):
        loads(f'[Board "1"]\n[Dealer "N"]\n[WhistGame "bishops-whist"]\n[Deal "{DEAL}"]')


def test_dumps_escapes_and_sections() -> None:
    record = PbnRecord((("Event", 'say "hi" \\'), ("Play", "W")), {"Play": ("SA HA DA CA", "*")})
    text = dumps([record])
    assert '[Event "say \\"hi\\" \\\\"]\n[Play "W"]\nSA HA DA CA\n*\n' in text
    (back,) = loads(text)
    assert back.tags == record.tags and back.sections == record.sections


def test_play_columns_are_in_seat_order_from_the_play_seat() -> None:
    (record,) = loads(f'[Deal "{DEAL}"]\n[Play "E"]\nHA DA CA SA\n+ - - -\n')
    columns = play_columns(record)
    assert columns is not None and columns.first is Seat.EAST and columns.continued
    first = columns.tricks[0]
    assert first.cards[Seat.EAST] == Card.parse("HA")
    assert first.cards[Seat.NORTH] == Card.parse("SA")
    assert all(card is None for card in columns.tricks[1].cards.values())


@pytest.mark.parametrize(
    ("play", "words"),
    [
        ("SA HA DA XX", "not a card"),
        ("SA HA DA CA\n* SK", "after the \\*"),
        ("SA HA\n", "2 cards"),
        ("^Q SA HA DA CA", "irregularity"),
    ],
)
def test_play_section_errors(play: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        loads(f'[Deal "{DEAL}"]\n[Play "W"]\n{play}\n')


def test_a_card_after_the_plus_in_play_order_is_refused_when_strict() -> None:
    # columns W N E S; West leads, North's + stops the play, so South's card is wrong
    text = '[Contract "7NT"]\n[Declarer "S"]\n[Play "W"]\nSA + - SK\n'
    assert loads(text)
    with pytest.raises(NotationError, match="after the play stopped"):
        loads(text, strict=True)


def test_dumps_refuses_what_it_cannot_write_back() -> None:
    with pytest.raises(NotationError, match="inheritance"):
        dumps([PbnRecord((("Event", "##x"),))])
    with pytest.raises(NotationError, match="line break"):
        dumps([PbnRecord((("Event", "a\nb"),))])
    (back,) = loads(dumps([PbnRecord((("Event", "#1 club"),))]))
    assert back.get("Event") == "#1 club"


def test_a_knight_cut_with_the_suit_not_yet_named_round_trips() -> None:
    board = Board(2, Deal.parse(BISHOPS_DEAL), Seat.NORTH, TrumpRecord.parse("N"), "bishops-whist")
    record = record_from_board(board)
    assert record.get("WhistTrump") == "N"
    (back,) = loads(dumps([record]))
    restored = board_from_record(back)
    assert restored.trump is not None and restored.trump.is_pending


@pytest.mark.parametrize(
    ("tags", "contract", "result"),
    [
        ('[Declarer "S"]\n[Contract "4HX"]\n[Result "10"]', (4, "H", 1), 10),
        ('[Declarer "E"]\n[Contract "3NT"]\n[Result "NS 4 EW 9"]', (3, None, 0), 9),
        ('[Declarer "N"]\n[Contract "7CXX"]\n[Result "EW 1"]', (7, "C", 2), 12),
        ('[Contract "Pass"]\n[Result ""]', None, None),
        ('[Declarer "^S"]\n[Contract "5HX"]\n[Result "^5"]', (5, "H", 1), 5),
    ],
)
def test_contract_and_result(
    tags: str, contract: tuple[int, str | None, int] | None, result: int | None
) -> None:
    (record,) = loads(tags)
    got = record.contract
    if contract is None:
        assert got is None
    else:
        assert got is not None
        assert (got[0], got[1].letter if got[1] else None, got[2]) == contract
    assert record.result == result


def test_load_and_dump_take_open_handles() -> None:
    record = PbnRecord((("Event", "Café"), ("Board", "1")))
    out = io.StringIO()
    dump([record], out)
    assert out.getvalue() == dumps([record])
    (from_text,) = load(io.StringIO(out.getvalue()))
    (from_utf8,) = load(io.BytesIO(out.getvalue().encode("utf-8")))
    latin = io.BytesIO(out.getvalue().encode("latin-1"))
    latin.name = "club.pbn"  # type: ignore[misc]
    (from_latin1,) = load(latin)
    assert from_text.tags == from_utf8.tags == from_latin1.tags == record.tags
    assert from_latin1.source == "club.pbn" and from_text.source == "<pbn>"


def test_usual_deals_read_by_suit_table_are_the_general_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The table of suit fields that reads a full standard [Deal] (issue 14) gives the
    hands the general reading gives, from every first seat, letters in any order and
    case, '10' for T; a deal it cannot take (a card twice) goes to the general reading
    and its error."""
    import random

    from dealer.formats.pbn import record as record_module
    from whist import STANDARD_PACK, deal_count, unrank_deal

    rng = random.Random(7)
    texts = []
    for _ in range(200):
        deal = unrank_deal(STANDARD_PACK, rng.randrange(deal_count(STANDARD_PACK)))
        text = deal.to_pbn(rng.choice(list(Seat)))
        shuffled = " ".join(
            ".".join(
                "".join(rng.sample(s, len(s))).lower().replace("t", "10") for s in h.split(".")
            )
            for h in text[2:].split(" ")
        )
        texts += [(text, deal), (text[:2] + shuffled, deal)]
    fast = [PbnRecord((("Deal", text),)).hands for text, _ in texts]
    assert all(record_module._full_standard_deal(PbnRecord(()), t) for t, _ in texts)
    monkeypatch.setattr(record_module, "_full_standard_deal", lambda record, text: None)
    general = [PbnRecord((("Deal", text),)).hands for text, _ in texts]
    assert fast == general
    assert [PbnRecord((("Deal", text),)).deal for text, _ in texts] == [d for _, d in texts]
    monkeypatch.undo()
    twice = "N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432"
    assert record_module._full_standard_deal(PbnRecord(()), twice) is None
    with pytest.raises(NotationError, match="dealt 2 times"):
        _ = PbnRecord((("Deal", twice),)).hands
