"""Bridge Whist in PBN: the declaration in our own tags, and a play read and written.

Our tags (docs/notation.md):

- ``[WhistGame "bridge-whist"]`` and the standard ``[Dealer "S"]``;
- ``[WhistDeclaration "H"]``: the trump declared, one of ``S``, ``H``, ``D``, ``C``, or
  ``NT`` for *sans atout*;
- ``[WhistDeclaredBy "N"]``: the seat that declared, the dealer or his partner (a *sans
  atout* "left by both" is written as declared by the partner: it scores the same);
- ``[WhistDoubles "1"]``: 0 none, 1 doubled, 2 re-doubled, ... (each multiplies the trick
  value by two);
- ``[Play "W"]``: the play, led by the dealer's left ("the player on the dealer's left
  leads a card"), the dummy's cards in the dummy's column.

A record we write also carries ``[Declarer]`` (the dealer, who plays both hands) and a
``[Contract]`` at level 1 in the declared strain (``X``/``XX`` for one or two doubles) so
that a bridge reader seats the dummy and follows the play; our tags stay the record's
truth.
"""

from __future__ import annotations

from dealer.formats.pbn.play import play_columns, play_columns_on, play_section_lines
from dealer.formats.pbn.record import WHIST_GAME, WHIST_TRUMP, PbnRecord
from whist.actions import (
    Action,
    DeclarePlay,
    DeclareTrump,
    Double,
    PassDeclaration,
    Redouble,
)
from whist.bridge import BridgePlay
from whist.declaration import Declaration, parse_strain, strain_text
from whist.errors import LawError, NotationError
from whist.games import BRIDGE_WHIST
from whist.seats import Seat

WHIST_DECLARATION = "WhistDeclaration"
WHIST_DECLARED_BY = "WhistDeclaredBy"
WHIST_DOUBLES = "WhistDoubles"
DECLARATION_TAGS = (WHIST_DECLARATION, WHIST_DECLARED_BY, WHIST_DOUBLES)


def is_bridge_whist(record: PbnRecord) -> bool:
    """The record is of Bridge Whist (``[WhistGame "bridge-whist"]``)."""
    return record.game == BRIDGE_WHIST.name


def declaration_from_record(record: PbnRecord) -> Declaration | None:
    """The declaration of the record's tags, or ``None`` when it has no
    ``[WhistDeclaration]`` (a board before its play)."""
    value = record.get(WHIST_DECLARATION)
    if value is None or not value.strip():
        return None
    try:
        suit = parse_strain(value)
    except NotationError as exc:
        raise record.error(f"[{WHIST_DECLARATION} {value!r}]: {exc}", WHIST_DECLARATION) from None
    dealer = record.dealer
    if dealer is None:
        raise record.error(
            f'[{WHIST_DECLARATION}] needs the [Dealer]: add [Dealer "S"]', WHIST_DECLARATION
        )
    by = record.get(WHIST_DECLARED_BY)
    try:
        declarer = Seat.parse(by) if by and by.strip() else dealer
    except ValueError:
        raise record.error(
            f"[{WHIST_DECLARED_BY} {by!r}] is not a seat: write N, E, S or W", WHIST_DECLARED_BY
        ) from None
    raw = (record.get(WHIST_DOUBLES) or "0").strip()
    if not raw.isdigit():
        raise record.error(
            f"[{WHIST_DOUBLES} {raw!r}] is not a number of doubles: write 0 (none), 1 "
            "(doubled), 2 (re-doubled) ...",
            WHIST_DOUBLES,
        )
    try:
        return Declaration(dealer, suit, declarer, int(raw))
    except LawError as exc:
        raise record.error(f"[{WHIST_DECLARED_BY} {by!r}]: {exc}", WHIST_DECLARED_BY) from None


def declaration_tags(declaration: Declaration) -> tuple[tuple[str, str], ...]:
    """``WhistDeclaration``, ``WhistDeclaredBy`` and ``WhistDoubles`` of ``declaration``."""
    return (
        (WHIST_DECLARATION, strain_text(declaration.suit)),
        (WHIST_DECLARED_BY, declaration.declarer.letter),
        (WHIST_DOUBLES, str(declaration.doubles)),
    )


def declaration_actions(declaration: Declaration) -> list[Action]:
    """Actions that make ``declaration`` at the table: the option passed when the partner
    declared, and the doubles alternating from the dealer's left (who passed the option to
    double is not recorded, and changes nothing in the score)."""
    dealer = declaration.dealer
    actions: list[Action] = []
    if declaration.declarer is not dealer:
        actions.append(PassDeclaration(dealer))
    if declaration.left_by_both:
        actions.append(PassDeclaration(dealer.partner))
        return actions
    actions.append(DeclareTrump(declaration.declarer, declaration.suit))
    adversary, declarer = dealer.left, declaration.declarer
    turn = adversary
    for number in range(declaration.doubles):
        actions.append(Double(turn) if number == 0 else Redouble(turn))
        turn = declarer if turn is adversary else adversary
    actions.append(DeclarePlay(turn))
    return actions


def replay_bridge_record(record: PbnRecord) -> BridgePlay:
    """The record's declaration and ``[Play]`` on the engine (renounces recorded, not
    refused); stops at the first card not played. A fault names its line."""
    deal = record.deal
    if deal is None:
        raise record.error("the game has no full [Deal] to replay", "Deal")
    dealer = record.dealer
    if dealer is None:
        raise record.error('a Bridge Whist record needs its [Dealer]: add [Dealer "S"]')
    declaration = declaration_from_record(record)
    if declaration is None:
        raise record.error(
            f'no declaration: add [{WHIST_DECLARATION} "H"] (S, H, D, C or NT), '
            f'[{WHIST_DECLARED_BY} "{dealer.letter}"] and [{WHIST_DOUBLES} "0"]'
        )
    play = BridgePlay(deal, dealer)
    for action in declaration_actions(declaration):
        play.apply(action)
    columns = play_columns(record)
    if columns is None:
        return play
    if columns.tricks and columns.first is not dealer.left:
        raise record.error(
            f'[Play "{columns.first.letter}"]: the player on the dealer\'s left leads in '
            f'Bridge Whist: write [Play "{dealer.left.letter}"]',
            "Play",
        )
    play_columns_on(record, columns, play)
    return play


def record_with_bridge_play(record: PbnRecord, play: BridgePlay) -> PbnRecord:
    """``record`` with the game, dealer, declaration and ``[Play]`` of ``play`` (and the
    ``[Declarer]``/``[Contract]`` a bridge reader follows), replacing any."""
    declaration = play.declaration
    if declaration is None:
        raise NotationError(
            "the declaration is not made: a Bridge Whist play is written once it is settled"
        )
    replaced = {"Play", "Contract", "Declarer", WHIST_TRUMP, *DECLARATION_TAGS}
    kept = PbnRecord(
        tuple((n, v) for n, v in record.tags if n not in replaced), {}, record.line, record.source
    ).with_tags(((WHIST_GAME, BRIDGE_WHIST.name), ("Dealer", declaration.dealer.letter)))
    doubled = "X" * min(declaration.doubles, 2)
    tags = [
        *kept.tags,
        *declaration_tags(declaration),
        ("Declarer", declaration.dealer.letter),
        ("Contract", f"1{declaration.strain}{doubled}"),
        ("Play", declaration.leader.letter),
    ]
    sections = {k: v for k, v in record.sections.items() if k != "Play"}
    sections["Play"] = play_section_lines(play, declaration.leader)
    return PbnRecord(tuple(tags), sections, record.line, record.source)
