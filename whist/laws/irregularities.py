"""Irregularities as events with the penalty options the laws give and who may choose.

Law 39: "In all cases where a penalty has been incurred, the offender must await the
decision of the adversaries. If either of them ... demands a penalty to which they are
entitled, such decision is final. If the wrong adversary demands a penalty, or a wrong
penalty is demanded, none can be enforced."
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from whist.cards import Card
from whist.errors import LawError
from whist.seats import Seat


class IrregularityKind(Enum):
    RENOUNCE_CORRECTED = "renounce-corrected"


@dataclass(frozen=True, slots=True)
class PenaltyOption:
    """One penalty the laws let the entitled player choose."""

    code: str
    description: str


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregularity: what, which law, who offended, in which trick, the options, who
    may choose (``None``: nobody chooses; the law applies itself), and the choice."""

    kind: IrregularityKind
    law: str
    offender: Seat
    trick: int
    options: tuple[PenaltyOption, ...]
    chooser: tuple[Seat, ...] | None
    card: Card | None = None
    note: str = ""
    choice: str | None = None
    chosen_by: Seat | None = None

    def option(self, code: str) -> PenaltyOption:
        for option in self.options:
            if option.code == code:
                return option
        raise LawError(
            f"law {self.law} gives no penalty {code!r} here; the choices are "
            f"{', '.join(o.code for o in self.options) or 'none'}"
        )

    def check_choice(self, chooser: Seat, code: str) -> None:
        if self.choice is not None:
            raise LawError("the penalty for this irregularity is already chosen (law 39: final)")
        if not self.chooser or chooser not in self.chooser:
            entitled = ", ".join(s.name.title() for s in self.chooser or ()) or "nobody"
            raise LawError(
                f"{chooser.name.title()} may not choose this penalty; law {self.law} entitles "
                f"{entitled} (law 39: a penalty demanded by the wrong adversary cannot be enforced)"
            )
        self.option(code)

    def chosen(self, code: str, chooser: Seat) -> Irregularity:
        return replace(self, choice=code, chosen_by=chooser)
