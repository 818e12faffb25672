"""What every format module of the wing declares: :class:`FormatInfo`, its name,
extension, what it can carry and its codec. Apart from the package's ``__init__`` (the
registry) so the format modules can import it without importing the registry back."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from whist import Board


@dataclass(frozen=True)
class FormatInfo:
    """What a format can carry, and its codec (``dumps`` gives bytes)."""

    name: str
    extension: str
    carries_dealer: bool
    carries_trump: bool
    carries_bishops: bool
    numbering: str  # "any", "range" (consecutive), "1-99" (consecutive, at most 99), "none"
    loads: Callable[[bytes, str, int], list[Board]]
    dumps: Callable[[Sequence[Board], dict[str, object]], bytes]
