"""The seats of a movement and the games it scores, in the core's vocabulary.

A movement records who sits where under string keys that travel in its JSON and
``.ASC`` files and in results files: the four player seats ``"north"``, ``"east"``,
``"south"`` and ``"west"`` (individual forms, and team matches whose partnerships
change) and the two pair positions ``"ns"`` and ``"ew"``.  The keys are spelt here
and nowhere else in :mod:`scoring`; which seat is on which side, who is whose partner
and who sits on whose left are :class:`whist.Seat`'s and :class:`whist.Side`'s rules.

>>> side_of("west"), partner_of("north"), clockwise("west")
('ew', 'south', 'north')
>>> seat_of("east")
<Seat.EAST: 1>

Games: :mod:`scoring` names them as the core does (``"duplicate-whist"``,
``"bishops-whist"``); a results file spells them ``"whist"`` and ``"bishops"``, as it
always has (see :func:`game_name` and :data:`FILE_GAME_NAMES`).
"""

from __future__ import annotations

from whist import BISHOPS_WHIST, BRIDGE_WHIST, DUPLICATE_WHIST, Seat, Side
from whist.errors import NotationError


def seat_key(seat: Seat) -> str:
    """The key of a player seat: ``"north"`` ... ``"west"``."""
    return seat.name.lower()


def side_key(side: Side) -> str:
    """The key of a pair position: ``"ns"`` or ``"ew"``."""
    return side.value.lower()


#: The player seats in the order of play (North, East, South, West).
PLAYER_SEATS: tuple[str, ...] = tuple(seat_key(seat) for seat in Seat)
#: The pair positions, North-South first.
PAIR_SEATS: tuple[str, ...] = tuple(side_key(side) for side in Side)

_SEATS: dict[str, Seat] = {seat_key(seat): seat for seat in Seat}
_SIDES: dict[str, Side] = {
    **{side_key(side): side for side in Side},
    **{key: seat.side for key, seat in _SEATS.items()},
}


def seat_of(key: str) -> Seat:
    """The :class:`whist.Seat` of a player seat key."""
    try:
        return _SEATS[key]
    except KeyError:
        raise NotationError(f"{key!r} is not a player seat: one of {PLAYER_SEATS}") from None


def side(key: str) -> Side:
    """The :class:`whist.Side` of any seat key, player seat or pair position."""
    try:
        return _SIDES[key]
    except KeyError:
        raise NotationError(
            f"{key!r} is not a seat: one of {PLAYER_SEATS} or {PAIR_SEATS}"
        ) from None


_SIDE_KEYS: dict[str, str] = {key: side_key(s) for key, s in _SIDES.items()}


def side_of(key: str) -> str:
    """``"ns"`` or ``"ew"``: the pair position a seat key belongs to."""
    try:
        return _SIDE_KEYS[key]  # one look-up: a scoresheet asks for every seat of the event
    except KeyError:
        return side_key(side(key))  # raises with side's message


def partner_of(key: str) -> str:
    """The key of the partner's seat, opposite."""
    return seat_key(seat_of(key).partner)


def clockwise(key: str, steps: int = 1) -> str:
    """The key of the seat ``steps`` places round to the left (clockwise: N, E, S, W)."""
    return seat_key(seat_of(key).rotated(steps))


#: A results file's name for each game (the file format's, kept as it always was).
FILE_GAME_NAMES: dict[str, str] = {
    DUPLICATE_WHIST.name: "whist",
    BISHOPS_WHIST.name: "bishops",
    BRIDGE_WHIST.name: "bridge-whist",
}
#: The games scoring knows, by the core's names.
GAMES: tuple[str, ...] = tuple(FILE_GAME_NAMES)
_GAME_ALIASES: dict[str, str] = {
    **{name: name for name in GAMES},
    **{file_name: name for name, file_name in FILE_GAME_NAMES.items()},
}


def game_name(name: str) -> str:
    """The core's name of a game, from it or a results file's (``"whist"``,
    ``"bishops"``); raises :class:`KeyError` for any other.

    >>> game_name("bishops"), game_name("duplicate-whist")
    ('bishops-whist', 'duplicate-whist')
    """
    return _GAME_ALIASES[name]


def counts_tricks(game: str) -> bool:
    """The game scores tricks (thirteen a deal between the sides), not points."""
    return game_name(game) == DUPLICATE_WHIST.name


__all__ = [
    "FILE_GAME_NAMES",
    "GAMES",
    "PAIR_SEATS",
    "PLAYER_SEATS",
    "clockwise",
    "counts_tricks",
    "game_name",
    "partner_of",
    "seat_key",
    "seat_of",
    "side",
    "side_key",
    "side_of",
]
