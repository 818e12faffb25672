"""Strict checks of a bridge auction (PBN 2.1 section 3.5): who calls first, sufficient
bids, doubles and redoubles, and the contract and declarer the auction gives against
``[Contract]`` and ``[Declarer]``. Whist has no auction, but real bridge files (BBO,
Dealer4) carry one; checking it is what lets ``strict=True`` read them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealer.formats.pbn.annotations import Annotations, annotation, glued, words
from dealer.formats.pbn.record import PbnRecord
from whist.seats import Seat, Side

# --- the auction (section 3.5) --------------------------------------------------------------


@dataclass
class _Bid:
    level: int
    strain: str
    seat: Seat


_CALL_BID = re.compile(r"^([1-7])(C|D|H|S|NT)$")
_STRAINS = ["C", "D", "H", "S", "NT"]


def check_auction(record: PbnRecord) -> set[int]:
    ann = Annotations(record, "Auction")
    value = (record.get("Auction") or "").strip()
    first = Seat.parse(value) if value and value != "?" else None
    if value and value != "?" and first is None:
        raise record.error(f'[Auction "{value}"] must name a seat', "Auction")
    dealer = record.dealer
    position = 0
    started = False
    ended = False
    continued = False
    star = False
    irregular = False
    pending_mark = ""
    last_bid: _Bid | None = None
    last_double: tuple[str, Seat] | None = None  # ("X"|"XX", seat) over the last bid
    passes = 0
    strain_namers: list[tuple[Side, str, Seat]] = []
    for word in words(record, "Auction"):
        if star:
            raise record.error(f"{word.text!r} after the * that ends [Auction]", line=word.line)
        if word.text == "*":
            star = True
            continue
        if annotation(ann, word):
            continue
        if word.text.startswith("^"):
            if not re.fullmatch(r"\^[A-Z]", word.text):
                raise record.error(f"{word.text!r} is not an irregularity mark", line=word.line)
            pending_mark += word.text
            irregular = True
            continue
        if word.text == "+":
            if continued:
                raise record.error("a second + in [Auction]", line=word.line)
            continued = True
            position += 1
            continue
        call = glued(ann, record, word).upper()
        if continued:
            raise record.error(
                f"call {word.text!r} after the + that ends the auction", line=word.line
            )
        if ended:
            raise record.error(f"call {word.text!r} after the auction has ended", line=word.line)
        seat = first.rotated(position) if first is not None else None
        position += 1
        if call == "-":
            if started or (dealer is not None and seat is dealer):
                raise record.error(
                    "- stands only for the seats before the dealer, who calls first",
                    line=word.line,
                )
            continue
        if not started:
            started = True
            if dealer is not None and seat is not None and seat is not dealer:
                raise record.error(
                    f"the first call is {seat.name.title()}'s, but the dealer "
                    f"{dealer.name.title()} calls first: write - for the seats before",
                    line=word.line,
                )
        mark = pending_mark
        pending_mark = ""
        if call == "AP":
            ended = True
            continue
        if call in ("PASS", "P"):
            passes += 1
            if (last_bid is None and passes == 4) or (last_bid is not None and passes == 3):
                ended = True
            continue
        if seat is None:
            passes = 0
            continue
        if call == "X":
            if (
                last_bid is None
                or last_double is not None
                or not last_bid.seat.is_adversary_of(seat)
            ) and not mark:
                raise record.error(
                    f"{seat.name.title()} doubles, but only an opponent's bid not yet doubled "
                    "may be doubled",
                    line=word.line,
                )
            last_double = ("X", seat)
            passes = 0
            continue
        if call == "XX":
            if (
                last_double is None
                or last_double[0] != "X"
                or not last_double[1].is_adversary_of(seat)
            ) and not mark:
                raise record.error(
                    f"{seat.name.title()} redoubles, but only an opponent's double may be "
                    "redoubled",
                    line=word.line,
                )
            last_double = ("XX", seat)
            passes = 0
            continue
        match = _CALL_BID.match(call)
        if not match:
            raise record.error(
                f"{word.text!r} is not a call: write Pass, X, XX, AP or a bid 1C ... 7NT",
                line=word.line,
            )
        level, strain = int(match.group(1)), match.group(2)
        sufficient = last_bid is None or (level, _STRAINS.index(strain)) > (
            last_bid.level,
            _STRAINS.index(last_bid.strain),
        )
        if "^I" in mark:
            if sufficient:
                raise record.error(
                    f"{call} is marked ^I (insufficient) but it is sufficient", line=word.line
                )
            passes = 0
            continue
        if not sufficient and not mark:
            assert last_bid is not None
            raise record.error(
                f"{call} is insufficient after {last_bid.level}{last_bid.strain}: mark it ^I "
                "or correct it",
                line=word.line,
            )
        last_bid = _Bid(level, strain, seat)
        last_double = None
        passes = 0
        strain_namers.append((seat.side, strain, seat))
    if pending_mark:
        raise record.error(f"{pending_mark} marks no call", "Auction")
    if ended and not irregular and first is not None:
        _check_contract(record, last_bid, last_double, strain_namers)
    elif ended and not irregular:
        pass
    return ann.refs


def _check_contract(
    record: PbnRecord,
    last_bid: _Bid | None,
    last_double: tuple[str, Seat] | None,
    namers: list[tuple[Side, str, Seat]],
) -> None:
    contract = record.get("Contract")
    if last_bid is None:
        expected = "Pass"
        declarer: Seat | None = None
    else:
        expected = f"{last_bid.level}{last_bid.strain}{last_double[0] if last_double else ''}"
        declarer = next(
            s
            for side, strain, s in namers
            if side is last_bid.seat.side and strain == last_bid.strain
        )
    if (
        contract is not None
        and contract.strip() not in ("", "?")
        and contract.strip().upper() != expected.upper()
    ):
        raise record.error(
            f"[Contract {contract!r}] does not agree with the auction, which ends in {expected}",
            "Contract",
        )
    given = record.get("Declarer")
    if given is None or given.strip() == "?":
        return
    if declarer is None:
        if given.strip():
            raise record.error(
                f"[Declarer {given!r}]: the auction is passed out, so there is no declarer",
                "Declarer",
            )
        return
    text = given.strip()
    if text.startswith("^"):
        # "^N": the declarer is not the one the auction gives (an irregularity)
        if text[1:] == declarer.letter:
            raise record.error(
                f"[Declarer {given!r}] marks an irregular declarer, but the auction makes "
                f'{declarer.name.title()} declarer: write "{declarer.letter}"',
                "Declarer",
            )
        return
    if text != declarer.letter:
        raise record.error(
            f"[Declarer {given!r}] does not agree with the auction: "
            f"{declarer.name.title()} first named the strain for the side that won it",
            "Declarer",
        )
