"""The other games of seed 000 (besides duplicate whist and Bridge Whist), in the book's
order, for the registry (:mod:`whist.games`) to register."""

from __future__ import annotations

from whist.games.cayenne import Cayenne
from whist.games.dummy import DoubleDummy, DummyWhist
from whist.games.humbug import Humbug
from whist.games.mort import Mort
from whist.games.social import SocialGame
from whist.games.solo import SoloWhist
from whist.games.thirteen import ThirteenAndTheOdd
from whist.games.three_handed import ThreeHandedWhist
from whist.games.whist1893 import Whist1893

SOCIAL_GAMES: tuple[SocialGame, ...] = (
    Whist1893(),
    SoloWhist(),
    Mort(),
    Cayenne(),
    DummyWhist(),
    DoubleDummy(),
    Humbug(),
    ThreeHandedWhist(),
    ThirteenAndTheOdd(),
)
