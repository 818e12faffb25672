"""Which contestants a form compares with which: within a direction or all together."""

from __future__ import annotations

from scoring.directions import compares_within_direction
from scoring.forms import find_movement


def test_howell_and_individual_forms_rank_in_one_list() -> None:
    """Howell: "each pair is compared with every other pair" -- one list."""
    mitchell = find_movement("mitchell").build(3, 6)
    assert compares_within_direction(mitchell)
    form = find_movement("howell")
    tables, deals = form.sizes[0]
    assert not compares_within_direction(form.build(tables, deals))
    individual = find_movement("individual-8")
    assert not compares_within_direction(individual.build(*individual.sizes[0]))
