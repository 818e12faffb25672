"""What the social games of seed 000 share: the play of whist, named sides, the score
sheet's contract, and reading a hand from a plain record (``whist tally``'s JSON).

The games (seed 000, "Whist and Duplicate Whist", 1897): Whist of the 1893 laws, Solo
Whist, Mort, Cayenne, Dummy Whist, Double Dummy, Humbug, Three-handed Whist, Thirteen
and the Odd. Each is a module of :mod:`whist.games` with its rules and scoring, a
frozen value type for a hand as declared at the table and for its result, and one
mutable score sheet with a history (:meth:`Sheet.add`, :meth:`Sheet.undo`), so that a
play engine or the kiosk's score-keeper can drive it hand by hand.

The trick play of all of them is whist's: "the following of suit is obligatory ... The
highest trump played, or, if no trumps are played, the highest card of the suit led,
wins the trick" (seed 000, "Whist"); the registered :class:`SocialGame` uses those
rules (the Nullo ace of Cayenne is :func:`whist.games.cayenne.nullo_strength`).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from whist.cards import Card, Suit
from whist.errors import NotationError
from whist.games.base import Game, Score
from whist.games.duplicate import DuplicateWhist
from whist.packs import STANDARD_PACK
from whist.seats import Seat, Side
from whist.social_laws import laws_of
from whist.tricks import PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

_WHIST_PLAY = DuplicateWhist()


class TallyError(NotationError):
    """A hand's record that the game's rules cannot score: says which hand, which field,
    what was wrong and what the book says."""

    def __init__(self, message: str, *, hand: int | None = None, field: str | None = None):
        where = []
        if hand is not None:
            where.append(f"hand {hand}")
        if field:
            where.append(field)
        prefix = ", ".join(where)
        super().__init__(f"{prefix}: {message}" if prefix else message)
        self.hand = hand
        self.field = field


def quantity(count: int, noun: str) -> str:
    """ "1 trick", "2 tricks": a count with its noun, singular for one."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


# -- reading a record -------------------------------------------------------------


class Record:
    """One hand's record (a JSON object) read field by field; every error names the
    hand and the field."""

    def __init__(self, data: object, hand: int) -> None:
        if not isinstance(data, Mapping):
            raise TallyError(
                f"is {type(data).__name__}, not an object: write each hand as {{...}}",
                hand=hand,
            )
        self.data: Mapping[str, Any] = data
        self.hand = hand

    def error(self, field: str, message: str) -> TallyError:
        return TallyError(message, hand=self.hand, field=field)

    def only(self, allowed: Sequence[str], refused: Mapping[str, str] | None = None) -> None:
        """Refuse a field the game's hands do not have (``refused``: the book's reason)."""
        for key in self.data:
            if refused and key in refused:
                raise self.error(str(key), refused[key])
            if key not in allowed:
                raise self.error(
                    str(key), f"is not a field of this game's hands: use {', '.join(allowed)}"
                )

    def has(self, field: str) -> bool:
        return field in self.data and self.data[field] is not None

    def text(self, field: str, *, required: bool = True) -> str | None:
        if not self.has(field):
            if required:
                raise self.error(field, "is missing")
            return None
        value = self.data[field]
        if not isinstance(value, str) or not value.strip():
            raise self.error(field, f"{value!r} is not a name or word")
        return value.strip()

    def flag(self, field: str) -> bool:
        value = self.data.get(field, False)
        if not isinstance(value, bool):
            raise self.error(field, f"{value!r} is not true or false")
        return value

    def suit(self, field: str, *, required: bool = True) -> Suit | None:
        value = self.text(field, required=required)
        if value is None:
            return None
        try:
            return Suit.parse(value)
        except NotationError as exc:
            raise self.error(field, str(exc)) from None

    def number(self, value: object, field: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(field, f"{value!r} is not a whole number")
        if not low <= value <= high:
            raise self.error(field, f"{value} is outside {low} to {high}")
        return value

    def integer(self, field: str, low: int, high: int, *, default: int | None = None) -> int:
        if not self.has(field):
            if default is None:
                raise self.error(field, "is missing")
            return default
        return self.number(self.data[field], field, low, high)

    def listing(self, field: str) -> list[Any]:
        if not self.has(field):
            return []
        value = self.data[field]
        if not isinstance(value, list):
            raise self.error(field, f"{value!r} is not a list [...]")
        return value

    def by_side(
        self, field: str, sides: Sides, low: int, high: int, *, required: bool = True
    ) -> dict[str, int]:
        """A ``{side or player: number}`` object, keyed by side name."""
        if not self.has(field):
            if required:
                raise self.error(field, f"is missing: write {{{sides.example}}}")
            return {}
        value = self.data[field]
        if not isinstance(value, Mapping):
            raise self.error(field, f"{value!r} is not an object {{{sides.example}}}")
        out: dict[str, int] = {}
        for key, number in value.items():
            side = sides.find(str(key), self, field)
            if side in out:
                raise self.error(field, f"{side} is given twice")
            out[side] = self.number(number, f"{field}.{key}", low, high)
        return out


@dataclass(frozen=True)
class Sides:
    """The sides of a hand: each a name (``A-C``, ``B-Dummy``, ``A``) and its players.
    A record may name a side by its name (either order of a pair) or by one player."""

    members: tuple[tuple[str, tuple[str, ...]], ...]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.members)

    @property
    def example(self) -> str:
        return ", ".join(f'"{name}": n' for name in self.names)

    def of(self, player: str) -> str | None:
        for name, players in self.members:
            if player in players:
                return name
        return None

    def find(self, key: str, record: Record | None = None, field: str = "") -> str:
        key = key.strip()
        for name, players in self.members:
            if key.casefold() in (name.casefold(), "-".join(reversed(players)).casefold()):
                return name
        for name, players in self.members:
            if any(key.casefold() == p.casefold() for p in players):
                return name
        message = f"{key!r} is no side of this hand: the sides are {', '.join(self.names)}"
        if record is not None:
            raise record.error(field, message)
        raise TallyError(message)

    def other(self, name: str) -> str:
        others = [n for n in self.names if n != name]
        if len(others) != 1:
            raise TallyError(f"{name} has more than one adversary")
        return others[0]


def pair(*players: str) -> tuple[str, tuple[str, ...]]:
    return ("-".join(players), tuple(players))


#: the longest player's name: what a score sheet's column on a phone can show (a name
#: "as the table calls the player", not a full title)
MAX_NAME = 24


def read_players(value: object, count: Sequence[int], default: Sequence[str]) -> tuple[str, ...]:
    """The players of a sitting, in order round the table to the left."""
    if value is None:
        return tuple(default[: count[0]])
    if not isinstance(value, list) or not all(isinstance(p, str) and p.strip() for p in value):
        raise TallyError(f"players: {value!r} is not a list of names", field=None)
    names = tuple(p.strip() for p in value)
    if len(names) not in count:
        wanted = " or ".join(str(n) for n in count)
        raise TallyError(f"players: {len(names)} names, but this game has {wanted} players")
    if len({n.casefold() for n in names}) != len(names):
        raise TallyError(f"players: a name is given twice in {list(names)}")
    for name in names:
        if len(name) > MAX_NAME or not name.isprintable():
            raise TallyError(
                f"players: {name[:MAX_NAME]!r}... is too long for a name as the table calls a"
                f" player: at most {MAX_NAME} characters"
                if len(name) > MAX_NAME
                else f"players: {name!r} holds a character that is not printed (a new line,"
                " a tab): write the name on one line"
            )
    if any("-" in n or n.casefold() in ("dummy", "mort") for n in names):
        raise TallyError(
            "players: a name may not contain '-' nor be 'Dummy' or 'Mort' (they name sides)"
        )
    return names


def read_options(value: object, allowed: Mapping[str, object]) -> dict[str, Any]:
    """The sitting's agreed options, each checked against its default's type."""
    if value is None:
        return dict(allowed)
    if not isinstance(value, Mapping):
        raise TallyError(f"options: {value!r} is not an object")
    out = dict(allowed)
    for key, item in value.items():
        if key not in allowed:
            raise TallyError(
                f"options: {key!r} is not an option of this game: "
                f"use {', '.join(allowed) or 'none'}"
            )
        default = allowed[key]
        if isinstance(default, bool) and not isinstance(item, bool):
            raise TallyError(f"options.{key}: {item!r} is not true or false")
        wants_int = isinstance(default, int) and not isinstance(default, bool)
        if wants_int and (isinstance(item, bool) or not isinstance(item, int)):
            raise TallyError(f"options.{key}: {item!r} is not a whole number")
        if isinstance(default, str) and not isinstance(item, str):
            raise TallyError(f"options.{key}: {item!r} is not a word")
        out[key] = item
    return out


def player_of(record: Record, field: str, players: Sequence[str], *, required: bool) -> str | None:
    name = record.text(field, required=required)
    if name is None:
        return None
    for player in players:
        if player.casefold() == name.casefold():
            return player
    raise record.error(field, f"{name!r} is not a player: the players are {', '.join(players)}")


# -- the score sheet ------------------------------------------------------------------


class HandResult(Protocol):
    """What every game's frozen result of a hand has: its number and its lines."""

    @property
    def hand(self) -> int: ...

    @property
    def lines(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Misdealt:
    """A hand of the sheet that was a misdeal (law 17): void, no score, and the deal kept
    or passed as the game's laws say (:attr:`whist.social_laws.Laws.misdeal`): "A misdeal
    loses the deal" in Whist (law 17), but in Solo "a misdeal does not lose the deal", in
    Mort and Cayenne "The same dealer must deal over" (seed 000)."""

    hand: int
    dealer: str | None
    keeps: bool
    words: str

    @property
    def lines(self) -> tuple[str, ...]:
        then = "the same dealer deals again" if self.keeps else "the deal passes to the left"
        by = f" by {self.dealer}" if self.dealer else ""
        return (f"a misdeal{by}: the hand is void, no score; {then} ({self.words})",)


H = TypeVar("H")
R = TypeVar("R", bound=HandResult)


class Sheet(Generic[H, R]):
    """One sitting's score sheet: hands are added (and the last undone) in order; each
    added hand gives a frozen result; :meth:`summary` is the sheet as plain data and
    :meth:`text` as the lines a scorer writes. Subclasses keep every running total as a
    function of the history (``_replay``) so undo is exact."""

    game: str = ""

    def __init__(self, players: tuple[str, ...], options: Mapping[str, Any]) -> None:
        self.players = players
        self.options = dict(options)
        self.history: list[tuple[H, R]] = []
        #: the misdeals, each numbered among the hands (``history`` holds the scored ones)
        self.misdeals: list[Misdealt] = []
        self._reset()

    @abstractmethod
    def _reset(self) -> None:
        """Running totals back to the start of the sitting."""

    @abstractmethod
    def _score(self, hand: H) -> R:
        """Score ``hand`` against the running totals and advance them."""

    @abstractmethod
    def read(self, record: Record) -> H:
        """A hand from its record, checked against the state of the sheet."""

    @abstractmethod
    def hand_row(self, result: R) -> dict[str, Any]:
        """A hand's figures for :meth:`summary` (besides its number and lines)."""

    @abstractmethod
    def hand_text(self, result: R) -> str:
        """A hand's figures for :meth:`text` (after its lines), e.g. the scores."""

    @abstractmethod
    def sheet_row(self) -> dict[str, Any]:
        """The sheet's totals for :meth:`summary`: games, rubbers, chips."""

    @abstractmethod
    def sheet_text(self) -> list[str]:
        """The sheet's totals as lines."""

    def _in_order(self) -> list[R | Misdealt]:
        """The scored hands' results and the misdeals, in the order of the hands."""
        return sorted([r for _, r in self.history] + list(self.misdeals), key=lambda r: r.hand)

    def summary(self) -> dict[str, Any]:
        """The sheet as JSON-able data."""
        hands: list[dict[str, Any]] = []
        for r in self._in_order():
            if isinstance(r, Misdealt):
                row: dict[str, Any] = {"misdeal": True, "dealer": r.dealer, "deal_kept": r.keeps}
            else:
                row = self.hand_row(r)
            hands.append({"hand": r.hand, **row, "lines": list(r.lines)})
        return {
            "game": self.game,
            "players": list(self.players),
            "options": dict(self.options),
            "hands": hands,
            **self.sheet_row(),
        }

    def text(self) -> list[str]:
        """The sheet as lines of text: each hand, then the totals."""
        out = []
        for r in self._in_order():
            figures = "" if isinstance(r, Misdealt) else self.hand_text(r)
            out.append(
                f"hand {r.hand}: {'; '.join(r.lines) or 'no points'}"
                + (f" [{figures}]" if figures else "")
            )
        return out + self.sheet_text()

    #: the deal passes to the left after every hand (law 13), thrown-up hands included
    rotates: bool = True

    def expected_dealer(self) -> str | None:
        """The dealer of the next hand, when the last hand's dealer is known (after a
        misdeal: :meth:`dealer_after_misdeal`)."""
        if not self.rotates:
            return None
        after = self.dealer_after_misdeal()
        if after is not None:
            return after
        if not self.history:
            return None
        last = getattr(self.history[-1][0], "dealer", None)
        if last is None:
            return None
        return self.players[(self.players.index(last) + 1) % len(self.players)]

    def dealer_checked(self) -> bool:
        """Whether this sitting's dealers are checked against the rotation (a game that
        does not check them says so here, and its misdeals are not checked either)."""
        return True

    def _last_misdeal(self) -> Misdealt | None:
        """The misdeal just recorded, when the last hand of the sheet is one."""
        if self.misdeals and self.misdeals[-1].hand == self.hand_number - 1:
            return self.misdeals[-1]
        return None

    def dealer_after_misdeal(self) -> str | None:
        """When the last hand of the sheet is a misdeal by a known dealer, the next
        dealer: the same where the deal is kept, else his left-hand neighbour ("when the
        deal is lost, the deal passes to the player next to the dealer on his left", law
        13), whatever the game's rotation after a played hand."""
        misdeal = self._last_misdeal()
        if misdeal is None or misdeal.dealer is None:
            return None
        if misdeal.keeps:
            return misdeal.dealer
        return self.players[(self.players.index(misdeal.dealer) + 1) % len(self.players)]

    def check_dealer(self, record: Record, dealer: str | None) -> None:
        expected = self.expected_dealer()
        if dealer is None or expected is None or dealer == expected:
            return
        misdeal = self._last_misdeal()
        if misdeal is not None and misdeal.keeps and misdeal.dealer == expected:
            rule = f"after the misdeal {expected} deals again ({misdeal.words})"
        else:
            rule = self.dealing_rule(expected)
        raise record.error("dealer", f"{dealer} is not this hand's dealer: {rule}")

    def dealing_rule(self, expected: str) -> str:
        return f"the deal passes to the left, to {expected}"

    @property
    def hand_number(self) -> int:
        """The number of the next hand (1-based), misdeals counted."""
        return len(self.history) + len(self.misdeals) + 1

    def add(self, hand: H) -> R:
        result = self._score(hand)
        self.history.append((hand, result))
        return result

    def read_misdeal(self, record: Record) -> Misdealt:
        """A misdeal's record, ``{"dealer": "B", "misdeal": true}``: the hand is void (law
        17) and the next hand's dealer is the same or the next as the game's laws say.

        Where a misdeal loses the deal, ``"interrupted": true`` keeps it: "A misdeal loses
        the deal unless during the deal either of the adversaries touches a card, or in
        any other manner interrupts the dealer" (law 17). The ``dealer`` may be left out
        only where the sheet does not check the rotation (Dummy Whist)."""
        record.only(["dealer", "misdeal", "interrupted"])
        if record.data["misdeal"] is not True:
            raise record.error("misdeal", "write true, or leave the field out of a played hand")
        laws = laws_of(self.game)
        if laws.misdeal == "none":
            raise record.error("misdeal", laws.misdeal_words)
        keeps, words = laws.misdeal == "keeps", laws.misdeal_words
        if record.flag("interrupted"):
            if keeps:
                raise record.error("interrupted", f"the deal is kept in any case: {words}")
            keeps = True
            words = "an adversary touched a card or interrupted the dealer: " + words
        dealer = player_of(record, "dealer", self.players, required=self.rotates)
        if self.dealer_checked():
            self.check_dealer(record, dealer)
        return Misdealt(self.hand_number, dealer, keeps, words)

    def add_misdeal(self, misdeal: Misdealt) -> Misdealt:
        self.misdeals.append(misdeal)
        return misdeal

    def add_record(self, data: object) -> R | Misdealt:
        record = Record(data, self.hand_number)
        if "misdeal" in record.data:
            return self.add_misdeal(self.read_misdeal(record))
        return self.add(self.read(record))

    def undo(self) -> H | Misdealt:
        """Take back the last hand (a misdeal too); the totals are rebuilt from the
        remaining history."""
        last = self._last_misdeal()
        if last is not None:
            return self.misdeals.pop()
        if not self.history:
            raise TallyError("there is no hand to undo")
        hand, _ = self.history.pop()
        kept = [h for h, _ in self.history]
        misdeals = list(self.misdeals)
        self.history.clear()
        self.misdeals.clear()
        self._reset()
        for h in kept:
            while misdeals and misdeals[0].hand == self.hand_number:
                self.misdeals.append(misdeals.pop(0))
            self.add(h)
        self.misdeals.extend(misdeals)
        return hand


# -- the game on the registry -------------------------------------------------------


@dataclass(frozen=True)
class DealRule:
    """How a game is dealt and opened, in the book's words where it gives them.

    ``hands`` counts every hand dealt (a Dummy, Mort, Humbug's blind hands included);
    ``belongs_to_no_one`` counts the cards of the pack in play that no player holds
    (Solo for three's 40th card, Thirteen and the Odd's turned and undealt cards)."""

    cards: int
    hands: int
    cards_each: int
    belongs_to_no_one: int
    packets: str
    turned: str
    trump: str
    leader: str
    deal_passes: str
    misdeal: str

    def __post_init__(self) -> None:
        if self.hands * self.cards_each + self.belongs_to_no_one != self.cards:
            raise ValueError(f"{self}: the hands and the cards left over do not make the pack")


class SocialGame(Game):
    """A game of seed 000 other than duplicate whist: whist's trick play (follow suit;
    highest trump, else highest of the suit led) and its own score sheet.

    ``score`` (the engine's score of one played deal) gives the tricks each partnership
    of the compass took, as taken: what a hand scores in the game (points, games,
    chips) depends on the declaration and the sitting and is reckoned by the game's
    :class:`Sheet` (``whist tally``)."""

    scores_tricks = True
    pack = STANDARD_PACK
    deal_rule: DealRule
    #: the options a sitting may agree, with their defaults
    options: Mapping[str, object] = {}
    #: how many players, as the ``players`` list of a tally may have them
    player_counts: tuple[int, ...] = (4,)
    default_players: tuple[str, ...] = ("A", "B", "C", "D")

    def lawful_plays(
        self,
        hand: Sequence[Card],
        trick: Sequence[PlayedCard],
        trump: Suit | None,
        trick_number: int,
    ) -> tuple[Card, ...]:
        return _WHIST_PLAY.lawful_plays(hand, trick, trump, trick_number)

    def trick_winner(
        self, trick: Sequence[PlayedCard], trump: Suit | None, trick_number: int
    ) -> int:
        return _WHIST_PLAY.trick_winner(trick, trump, trick_number)

    def score(
        self,
        tricks: Sequence[TrickRecord],
        penalties: Sequence[ScorePenalty],
        trump: TrumpRecord,
        dealer: Seat,
    ) -> Score:
        taken = {side: sum(1 for t in tricks if t.winning_side is side) for side in Side}
        return Score(
            points=dict(taken),
            tricks=taken,
            lines=(
                f"tricks taken: NS {taken[Side.NS]}, EW {taken[Side.EW]}",
                f"the hand's points are reckoned on the {self.title} score sheet",
            ),
        )

    @abstractmethod
    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> Sheet[Any, Any]:
        """An empty score sheet for a sitting of ``players`` with agreed ``options``."""

    def sheet_for(self, players: object = None, options: object = None) -> Sheet[Any, Any]:
        """A sheet from a tally file's ``players`` and ``options`` (checked)."""
        names = read_players(players, self.player_counts, self.default_players)
        return self.new_sheet(names, read_options(options, self.options))
