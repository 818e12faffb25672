"""The options a table of a social game may agree before it starts, offered as choices
a player understands (each with a line saying what it changes, in the book's words),
and the options agreed as the table page shows them.

Seed 000 gives each as a custom some tables keep: Solo's Grand and six-trick Solo ("In
some localities ..."), Dummy Whist's game of five or ten ("the players may, at their
discretion, change this to five or ten points"; Double Dummy: "The laws and rules are
the same as for Dummy Whist"), and the old English count of the straight game ("given
here for the benefit of those who still adhere to the old English custom"). Who is
Mort's first Live player or Dummy's first partner is settled by the cut; the director
names the seat ("the first player named").

The values are those the game's sheet reads (``whist tally``'s ``options``,
docs/tally.md); the sheet itself checks them again when the table is opened.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kiosk.errors import BadRequest

#: a choice naming a seat: the n-th player named (a value in the sheet is his name)
SEAT = "seat:"
ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True)
class Choice:
    """One answer to an option's question: the value the sheet reads, its label and
    what it changes."""

    value: object
    label: str
    explains: str

    @property
    def code(self) -> str:
        """The choice as a form's value (the JSON of its value)."""
        return json.dumps(self.value)


@dataclass(frozen=True)
class Option:
    """A question the table settles before the first hand; the first choice is the
    book's rule (the sheet's default)."""

    key: str
    question: str
    choices: tuple[Choice, ...]
    #: offered only to tables of these numbers of players (empty: to every table)
    player_counts: tuple[int, ...] = ()
    #: a line under the question (what every choice shares)
    explains: str = ""

    @property
    def seats(self) -> bool:
        """Whether the choices are the players' seats ("the first player named")."""
        return any(c.value == "" for c in self.choices)

    def offered(self, players: int) -> bool:
        return not self.player_counts or players in self.player_counts


def _count(game: str, rubber: str = "no rubber") -> Option:
    """The straight game's count: law 1's, or the old English custom's; ``rubber``: what
    the American count does about the rubber (Dummy Whist keeps it: "At the end of each
    Rubber, Dummy changes partners")."""
    return Option(
        "english",
        "How the games are counted",
        (
            Choice(
                False,
                "American (the laws of 1893)",
                f"{game}: each trick over the book counts one; the game's value is the "
                f"losers' score deducted from the game; no honours, {rubber}.",
            ),
            Choice(
                True,
                "The old English custom",
                "Honours count (four 4, three 2); a game is a treble, double or single; "
                "the rubber is the best two games of three and adds two points.",
            ),
        ),
    )


def _game_length() -> Option:
    return Option(
        "game_points",
        "Points to a game",
        (
            Choice(7, "Seven", "The book's game: seven points."),
            Choice(5, "Five", "A shorter game, by agreement."),
            Choice(10, "Ten", "A longer game, by agreement."),
        ),
    )


def _seat(key: str, question: str, explains: str, seats: int) -> Option:
    return Option(
        key,
        question,
        tuple(
            Choice("" if n == 0 else f"{SEAT}{n + 1}", f"The {ORDINALS[n]} player named", "")
            for n in range(seats)
        ),
        explains=explains,
    )


#: the American count of Dummy Whist and Double Dummy: the rubber is kept (whist.games.dummy)
_DUMMY_RUBBER = "the rubber kept (its games' values, nothing added for it)"

GAME_OPTIONS: dict[str, tuple[Option, ...]] = {
    "whist-1893": (_count("Seven points a game"),),
    "solo-whist": (
        Option(
            "grand",
            "When every player passes",
            (
                Choice(False, "The hands are thrown up", "The deal passes; nobody pays."),
                Choice(
                    True,
                    "A Grand is played (some localities)",
                    "No trumps, each for himself; the winner of the last trick pays "
                    "each of the others the value of a Solo.",
                ),
            ),
        ),
        Option(
            "six_trick_solo",
            "Six-trick Solo (three players)",
            (
                Choice(False, "Not played", "When all have passed, the hands are thrown up."),
                Choice(
                    True,
                    "Played (some localities)",
                    "On a second call for bids a player may offer to win six tricks "
                    "alone, naming the trump; paid as a Solo.",
                ),
            ),
            player_counts=(3,),
        ),
    ),
    "mort": (
        _seat(
            "first_live",
            "The first Live player (who cut lowest)",
            "He plays with Mort, the exposed hand, against the other two; the deal "
            "begins with him.",
            4,
        ),
    ),
    "dummy-whist": (
        _game_length(),
        _count("A game of the points agreed", _DUMMY_RUBBER),
        _seat(
            "dummy_partner",
            "Dummy's partner for the first rubber (who cut lowest)",
            "Dummy changes partners at the end of each rubber.",
            3,
        ),
    ),
    "double-dummy": (_game_length(), _count("A game of the points agreed", _DUMMY_RUBBER)),
}


def game_options(game: str, players: int | None = None) -> tuple[Option, ...]:
    """The options a table of ``game`` (of ``players``) may agree."""
    return tuple(o for o in GAME_OPTIONS.get(game, ()) if players is None or o.offered(players))


def _seat_name(value: object, players: Sequence[str], question: str) -> object:
    if isinstance(value, str) and value.startswith(SEAT):
        n = int(value[len(SEAT) :])
        if n > len(players):
            raise BadRequest(
                f"{question}: there is no {ORDINALS[n - 1]} player at a table of "
                f"{len(players)}: choose one of the players named"
            )
        return players[n - 1]
    return value


def chosen_options(
    game: str, players: Sequence[str], form: Mapping[str, str], prefix: str
) -> dict[str, Any]:
    """The options the director's form chose (``prefix + key``: a choice's code), each
    one of those offered; an option not sent keeps the book's rule."""
    out: dict[str, Any] = {}
    for option in game_options(game):
        code = form.get(prefix + option.key)
        if code is None or code == "":
            continue
        found = next((c for c in option.choices if c.code == code), None)
        if found is None:
            raise BadRequest(f"{option.question}: {code!r} is not one of the choices offered")
        if not option.offered(len(players)):
            if found is option.choices[0]:
                continue  # the book's rule: nothing to agree
            counts = " or ".join(str(n) for n in option.player_counts)
            raise BadRequest(f"{option.question}: only for a table of {counts} players")
        out[option.key] = _seat_name(found.value, players, option.question)
    return out


def _effective(choice: Choice, players: Sequence[str]) -> object:
    """What a choice means at this table: a seat's player (the first: the default)."""
    if choice.value == "":
        return players[0]
    if isinstance(choice.value, str) and choice.value.startswith(SEAT):
        n = int(choice.value[len(SEAT) :])
        return players[n - 1] if n <= len(players) else None
    return choice.value


def agreed_words(game: str, players: Sequence[str], options: Mapping[str, Any]) -> list[str]:
    """The options of a table as its page shows them: the question and the answer."""
    words = []
    for option in game_options(game, len(players)):
        seat = option.seats
        value = options.get(option.key, option.choices[0].value)
        if seat and not value:
            value = players[0]
        for choice in option.choices:
            meant = _effective(choice, players)
            if meant == value:
                words.append(f"{option.question}: {meant if seat else choice.label}")
                break
    return words


def _command_words(option: Option, players: Sequence[str]) -> list[tuple[str, Choice, object]]:
    """Each choice of ``option`` as ``whist kiosk --keeper-option`` writes it: a seat by
    the name of its player, else the value the sheet reads (``true``, ``10``); with the
    value it gives at this table."""
    out = []
    for choice in option.choices:
        if option.seats:
            meant = _effective(choice, players)
            if meant is not None:  # the sheet reads the seat's value as the form sends it
                out.append((str(meant), choice, _seat_name(choice.value, players, "")))
        else:
            out.append((choice.code, choice, choice.value))
    return out


def command_options(game: str, players: Sequence[str], given: Sequence[str]) -> dict[str, Any]:
    """The options of ``whist kiosk --score-keeper GAME --keeper-option NAME=VALUE``
    (repeatable), each checked against the game's choices as the director's form offers
    them (:data:`GAME_OPTIONS`): a refusal names the option, the game and the choices."""
    options = game_options(game)
    out: dict[str, Any] = {}
    for text in given:
        name, equals, value = (part.strip() for part in text.partition("="))
        if not equals or not name or not value:
            raise BadRequest(f"--keeper-option {text!r}: write NAME=VALUE, e.g. grand=true")
        if not options:
            raise BadRequest(
                f"--keeper-option {name}: {game} has no options to choose: it is played by "
                "the book's rules; leave out --keeper-option"
            )
        option = next((o for o in options if o.key == name), None)
        if option is None:
            raise BadRequest(
                f"--keeper-option {name}: {game} has no option {name!r}; its options are "
                + "; ".join(f"{o.key} ({o.question})" for o in options)
            )
        if name in out:
            raise BadRequest(f"--keeper-option {name}: given twice; give it once")
        words = _command_words(option, players)
        found = next((w for w in words if w[0].casefold() == value.casefold()), None)
        if found is None:
            choices = ", ".join(f"{name}={w} ({c.label})" for w, c, _ in words)
            raise BadRequest(
                f"--keeper-option {name}={value}: not a choice of {game}'s option "
                f"{name!r} ({option.question}); choose {choices}"
            )
        if not option.offered(len(players)):
            if found[1] is option.choices[0]:
                continue  # the book's rule: nothing to agree
            counts = " or ".join(str(n) for n in option.player_counts)
            raise BadRequest(
                f"--keeper-option {name}: {game}'s option {name!r} ({option.question}) is "
                f"only for a table of {counts} players, not {len(players)}"
            )
        out[name] = found[2]
    return out
