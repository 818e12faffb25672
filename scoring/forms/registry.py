"""The registry: every form of play in seed 000, in the book's order, as one table.

Each row is a :class:`MovementForm`: the name ``whist movement`` knows it by, the book's
heading, a one-line description, the kind of contestant, its generator, the book's
scoring method for it, the rules its movements promise (checked by
:func:`scoring.validate.check` before any movement leaves :func:`build_movement`), and
a few sizes (tables, deals) it allows, for listings and tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from scoring.forms.clay import clay, clay_third_table
from scoring.forms.fours import clay_fours, howell_fours, mitchell_fours, parallel_fours, snow_fours
from scoring.forms.howell import howell, safford
from scoring.forms.individual import individual_8, individual_n
from scoring.forms.mitchell import mitchell, mitchell_mod
from scoring.forms.parallel import parallel
from scoring.forms.single_table import mnemonic
from scoring.forms.snow import snow, snow_table
from scoring.forms.teams import harvard, narragansett, teams_mitchell, teams_stationary
from scoring.forms.three_teams import three_teams, three_teams_round, three_teams_total
from scoring.forms.two_tables import four_pair, new_england, teams_of_four, trophy
from scoring.movement import Kind, Movement, MovementError
from scoring.validate import Meet, Rules, check

#: A form's generator, called as ``builder(tables, deals)``, or
#: ``builder(tables, deals, pairs)`` when the form counts pairs (Howell, Safford).
Builder = Callable[..., Movement]
Sizes = tuple[tuple[int, int | None], ...]


@dataclass(frozen=True)
class MovementForm:
    """A form of play: its name, a one-line description, the book's heading, the kind
    of contestant, the generator, the rules its movements promise, the default scoring
    method and a few sizes (tables, deals) it allows (for listings and tests).
    ``counts_pairs``: the generator takes the number of pairs (an odd number by a
    sit-out); other forms have no use for it."""

    name: str
    description: str
    heading: str
    kind: Kind
    builder: Builder
    rules: Callable[[Movement], Rules]
    method: str
    sizes: Sizes
    counts_pairs: bool = False

    def generate(self, tables: int, deals: int | None = None, pairs: int | None = None) -> Movement:
        """The movement as the generator makes it, not yet checked."""
        if self.counts_pairs:
            return self.builder(tables, deals, pairs)
        return self.builder(tables, deals)

    def build(self, tables: int, deals: int | None = None, pairs: int | None = None) -> Movement:
        """Generate and validate (see :func:`build_movement`)."""
        movement = self.generate(tables, deals, pairs)
        return check(movement, self.rules(movement))


# --- the rules the forms promise ----------------------------------------------------
def fixed_rules(rules: Rules) -> Callable[[Movement], Rules]:
    """The same rules for every size of the form."""
    return lambda _movement: rules


def rules_by_tables(rules: Callable[[int], Rules]) -> Callable[[Movement], Rules]:
    """Rules that depend on the number of tables."""
    return lambda movement: rules(movement.tables)


def every_deal_at_each_table(
    meet: Meet = "none", shared_deals: bool = False
) -> Callable[[Movement], Rules]:
    """The promise of the Mitchell family (Mitchell, Clay, Snow, Parallel and the forms for
    teams built on them): every contestant plays every deal, and each deal is played once
    at every table; ``meet`` and ``shared_deals`` as in :class:`Rules`."""
    return lambda m: Rules(
        plays_per_deal=m.tables, every_deal=True, meet=meet, shared_deals=shared_deals
    )


#: Two teams of four at two tables (the two-team matches, trophy and New England
#: schedules): every deal is played twice, once at each table, by every contestant, and
#: every contestant meets the other team.
TWO_TABLE_TEAMS = fixed_rules(Rules(plays_per_deal=2, every_deal=True, meet="teams"))
ANY_PAIR_MEETS_EVERY_OTHER = fixed_rules(Rules(plays_per_deal=None, meet="all"))
FOURS_MEET_EVERY_TEAM = fixed_rules(Rules(meet="teams"))
EVERY_DEAL_PLAYED_AND_REPLAYED = fixed_rules(Rules(plays_per_deal=2, every_deal=True, replay=True))


# --- sizes --------------------------------------------------------------------------
def tables_only(tables: Iterable[int]) -> Sizes:
    """Sizes at these numbers of tables, with the form's default number of deals."""
    return tuple((n, None) for n in tables)


ODD_TABLES = tables_only((1, 3, 5, 7, 9, 11, 13))
EVEN_TABLES = tables_only((2, 4, 6, 8, 10, 12, 14))
ORDINALS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth")
MITCHELL = "First Method—The John T. Mitchell System"


def _mitchell_modification(number: int) -> MovementForm:
    ordinal = ORDINALS[number - 1]
    return MovementForm(
        name=f"mitchell-{number}",
        heading=f"{MITCHELL}. {ordinal} Modification",
        description=f"Mitchell system, {ordinal} Modification (even tables)",
        kind="pairs",
        builder=mitchell_mod(number),
        method="average",
        rules=every_deal_at_each_table("ns-ew" if number >= 3 else "none"),
        sizes=tuple(s for s in EVEN_TABLES if not (number == 7 and s[0] % 3 == 0)),
    )


def _parallel_form(number: int) -> MovementForm:
    ordinal = ORDINALS[number - 1]
    # forms 1 and 2: an odd number of tables in each row; form 4: a multiple of four
    tables = {1: (2, 6, 10, 14, 18), 2: (2, 6, 10, 14, 18), 3: (2, 4, 6, 8, 10, 12)}.get(
        number, (4, 8, 12, 16)
    )
    return MovementForm(
        name=f"parallel-{number}",
        heading=f"Fourth Method—The Parallel System. {ordinal} Form",
        description=f"Parallel system, {ordinal} Form",
        kind="pairs",
        builder=parallel(number),
        method="average",
        rules=every_deal_at_each_table(),
        sizes=tables_only(tables),
    )


FORMS: tuple[MovementForm, ...] = (
    # --- Duplicate Whist: pairs -----------------------------------------------------
    MovementForm(
        name="mitchell",
        heading=MITCHELL,
        description="Mitchell system for pairs (odd number of tables)",
        kind="pairs",
        builder=mitchell,
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=ODD_TABLES,
    ),
    *(_mitchell_modification(number) for number in range(1, 9)),
    MovementForm(
        name="clay",
        heading="Second Method—The Clay System",
        description="Clay system for pairs: two deals a table, E-W carry the deal played",
        kind="pairs",
        builder=clay(0),
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=tables_only(range(2, 14)),
    ),
    MovementForm(
        name="clay-1",
        heading="Second Method—The Clay System. MODIFICATIONS FOR MORE THAN TWO DEALS AT A "
        "TABLE. First Modification",
        description="Clay system, First Modification: even number of deals a table, half at a time",
        kind="pairs",
        builder=clay(1),
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=tuple((n, 4 * n) for n in range(2, 12)),
    ),
    MovementForm(
        name="clay-2",
        heading="Second Method—The Clay System. Second Modification",
        description="Clay system, Second Modification: odd number of deals a table, in two "
        "portions",
        kind="pairs",
        builder=clay(2),
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=tuple((n, 3 * n) for n in range(2, 12)),
    ),
    MovementForm(
        name="clay-3",
        heading="Second Method—The Clay System. Third Modification",
        description="Clay system, Third Modification: one deal each time, round the circuit k "
        "times",
        kind="pairs",
        builder=clay(3),
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=tuple((n, n * k) for n, ks in clay_third_table().items() for k in ks),
    ),
    MovementForm(
        name="clay-4",
        heading="Second Method—The Clay System. Fourth Modification",
        description="Clay system, Fourth Modification: extra deals (multiple of the tables) at "
        "a table",
        kind="pairs",
        builder=clay(4),
        method="average",
        rules=every_deal_at_each_table("ns-ew"),
        sizes=tuple((n, (2 + j) * n) for n in range(2, 10) for j in (1, 2)),
    ),
    MovementForm(
        name="snow",
        heading="Third Method—The Snow System",
        description="Snow system: a set of deals round all tables, then E-W move one table",
        kind="pairs",
        builder=snow,
        method="average",
        rules=every_deal_at_each_table("ns-ew", shared_deals=True),
        sizes=tuple((n, d) for n in range(2, 8) for d in snow_table(n, 3)),
    ),
    *(_parallel_form(number) for number in range(1, 5)),
    MovementForm(
        name="howell",
        heading="The Howell and Safford Systems",
        description="Howell pair schedule: every pair meets every other (derived)",
        kind="pairs",
        builder=howell,
        counts_pairs=True,
        method="matchpoints",
        rules=ANY_PAIR_MEETS_EVERY_OTHER,
        sizes=tables_only(range(4, 13)),
    ),
    MovementForm(
        name="safford",
        heading="The Howell and Safford Systems",
        description="Safford pair schedule: every pair meets every other (derived)",
        kind="pairs",
        builder=safford,
        counts_pairs=True,
        method="matchpoints",
        rules=ANY_PAIR_MEETS_EVERY_OTHER,
        sizes=tables_only(range(4, 13)),
    ),
    # --- Duplicate Whist for two tables ---------------------------------------------
    MovementForm(
        name="individual-8",
        heading="Individual Matches for Eight Players",
        description="Individual match for eight players, Howell's table of changes",
        kind="individual",
        builder=individual_8,
        method="individual",
        rules=fixed_rules(Rules(plays_per_deal=2, every_deal=True, meet="partners")),
        sizes=((2, 14), (2, 28)),
    ),
    MovementForm(
        name="four-pair",
        heading="Four-Pair Match",
        description="Four-pair match at two tables: matches won and tricks gained",
        kind="pairs",
        builder=four_pair,
        method="match-and-trick",
        rules=fixed_rules(Rules(plays_per_deal=2)),
        sizes=((2, 24),),
    ),
    MovementForm(
        name="teams-of-four",
        heading="Matches Between Two Teams of Four",
        description="Two teams of four: N-S v E-W across the two tables",
        kind="teams",
        builder=teams_of_four,
        method="teams",
        rules=TWO_TABLE_TEAMS,
        sizes=((2, 4), (2, 24)),
    ),
    MovementForm(
        name="trophy",
        heading="TABLE OF CHANGES FOR TROPHY MATCHES",
        description="American Whist League Challenge Trophy schedule (48 deals, or 24)",
        kind="teams",
        builder=trophy,
        method="teams",
        rules=TWO_TABLE_TEAMS,
        sizes=((2, 48), (2, 24)),
    ),
    MovementForm(
        name="new-england-24",
        heading="THE NEW ENGLAND SCHEDULE, For Qualifying Matches—24 Deals",
        description="New England schedule for qualifying matches, 24 deals",
        kind="teams",
        builder=new_england(24),
        method="teams",
        rules=TWO_TABLE_TEAMS,
        sizes=((2, 24),),
    ),
    MovementForm(
        name="new-england-36",
        heading="THE NEW ENGLAND SCHEDULE. For Trophy Matches—36 Deals",
        description="New England schedule for trophy matches, 36 deals",
        kind="teams",
        builder=new_england(36),
        method="teams",
        rules=TWO_TABLE_TEAMS,
        sizes=((2, 36),),
    ),
    # --- Individual matches for more than eight players -----------------------------
    MovementForm(
        name="individual-12",
        heading="Individual Matches for More Than Eight Players. For Twelve Players",
        description="Individual match for twelve players, 33 deals",
        kind="individual",
        builder=individual_n(12),
        method="individual",
        rules=fixed_rules(
            Rules(plays_per_deal=3, every_deal=True, meet="partners", shared_deals=True)
        ),
        sizes=((3, 33),),
    ),
    MovementForm(
        name="individual-16",
        heading="Individual Matches for More Than Eight Players. For Sixteen Players",
        description="Individual match for sixteen players, 60 deals",
        kind="individual",
        builder=individual_n(16),
        method="individual",
        rules=fixed_rules(
            Rules(plays_per_deal=4, every_deal=True, meet="partners", shared_deals=True)
        ),
        sizes=((4, 60),),
    ),
    # --- Progressive matches for fours ----------------------------------------------
    MovementForm(
        name="mitchell-fours",
        heading="Progressive Matches for Fours. The Mitchell System",
        description="Mitchell system for teams of four",
        kind="fours",
        builder=mitchell_fours,
        method="teams",
        rules=every_deal_at_each_table("teams"),
        sizes=tables_only((3, 5, 7, 9, 11)),
    ),
    MovementForm(
        name="howell-fours",
        heading="Progressive Matches for Fours. The Howell System",
        description="Howell system for fours: little matches between every two clubs",
        kind="fours",
        builder=howell_fours,
        method="little-matches",
        rules=FOURS_MEET_EVERY_TEAM,
        sizes=tables_only(range(2, 12)),
    ),
    MovementForm(
        name="clay-fours",
        heading="Progressive Matches for Fours. The Clay System",
        description="Clay system for fours, the book's deal placement",
        kind="fours",
        builder=clay_fours,
        method="little-matches",
        rules=FOURS_MEET_EVERY_TEAM,
        sizes=tuple((n, s * n) for n in range(2, 10) for s in (2, 3)),
    ),
    MovementForm(
        name="parallel-fours",
        heading="Progressive Matches for Fours. The Parallel System",
        description="Parallel system for fours (third form)",
        kind="fours",
        builder=parallel_fours,
        method="little-matches",
        rules=FOURS_MEET_EVERY_TEAM,
        sizes=tables_only((2, 4, 6, 8, 10)),
    ),
    MovementForm(
        name="snow-fours",
        heading="Progressive Matches for Fours. The Snow System",
        description="Snow system for fours",
        kind="fours",
        builder=snow_fours,
        method="teams",
        rules=fixed_rules(Rules(meet="teams", shared_deals=True)),
        sizes=tables_only(range(2, 7)),
    ),
    # --- Teams of six, eight and more -----------------------------------------------
    MovementForm(
        name="harvard",
        heading="Teams of Six—The Harvard Plan",
        description="Teams of six (or any number of pairs): the Harvard plan",
        kind="teams",
        builder=harvard,
        method="teams",
        rules=fixed_rules(Rules(plays_per_deal=2, every_deal=False, meet="teams")),
        sizes=tuple((n, d) for n in (2, 3, 4, 5) for d in (None, n)),
    ),
    MovementForm(
        name="narragansett",
        heading="Teams of Eight—The Narragansett System",
        description="Teams of eight: the Narragansett system, 7 rounds of 4 deals",
        kind="teams",
        builder=narragansett,
        method="teams",
        rules=fixed_rules(Rules(plays_per_deal=4, every_deal=True, meet="teams")),
        sizes=((4, 28),),
    ),
    MovementForm(
        name="teams-mitchell",
        heading="Teams of More Than Eight Players",
        description="Teams of more than eight: challenging team seated, home team moves",
        kind="teams",
        builder=teams_mitchell,
        method="teams",
        rules=every_deal_at_each_table(),
        sizes=tables_only(range(2, 12)),
    ),
    MovementForm(
        name="teams-stationary",
        heading="Teams of More Than Eight Players (Brooklyn Trophy challenge match)",
        description="Teams of more than eight, players seated throughout, only the deals move",
        kind="teams",
        builder=teams_stationary,
        method="teams",
        rules=every_deal_at_each_table(),
        sizes=tables_only(range(2, 12)),
    ),
    # --- Three teams ----------------------------------------------------------------
    MovementForm(
        name="three-teams",
        heading="Matches Between Three Teams",
        description="Three teams (Put-in-Bay): Mitchell in each row, E-W across",
        kind="teams",
        builder=three_teams,
        method="little-matches",
        rules=rules_by_tables(lambda n: Rules(plays_per_deal=2 * (n // 3), every_deal=False)),
        sizes=tables_only((3, 9, 15)),
    ),
    MovementForm(
        name="three-teams-round",
        heading="Matches Between Three Teams (every pair meets every pair)",
        description="Three teams, every pair of each team meets every pair of the others",
        kind="teams",
        builder=three_teams_round,
        method="little-matches",
        rules=rules_by_tables(lambda n: Rules(plays_per_deal=2 * (n // 3), meet="teams")),
        sizes=tables_only((3, 9)),
    ),
    MovementForm(
        name="three-teams-total",
        heading="Matches Between Three Teams (each team plays the entire number of deals)",
        description="Three teams, each team plays every deal (total tricks)",
        kind="teams",
        builder=three_teams_total,
        method="teams",
        rules=rules_by_tables(lambda n: Rules(plays_per_deal=3 * (n // 3))),
        sizes=tables_only((3, 9)),
    ),
    # --- A single table -------------------------------------------------------------
    MovementForm(
        name="mnemonic",
        heading="Single Table, or Mnemonic Duplicate",
        description="Single table (Mnemonic) duplicate for two pairs",
        kind="pairs",
        builder=mnemonic(False),
        method="teams",
        rules=EVERY_DEAL_PLAYED_AND_REPLAYED,
        sizes=((1, None), (1, 8), (1, 24)),
    ),
    MovementForm(
        name="mnemonic-individual",
        heading="Memory Whist, or Mnemonic Duplicate (NOTE: individual record)",
        description="Single table duplicate with an individual record (partners by thirds)",
        kind="individual",
        builder=mnemonic(True),
        method="individual",
        rules=EVERY_DEAL_PLAYED_AND_REPLAYED,
        sizes=((1, 12), (1, 24)),
    ),
)


def find_movement(name: str) -> MovementForm:
    """The form called ``name`` (see :func:`movement_names`)."""
    for form in FORMS:
        if form.name == name:
            return form
    raise MovementError(
        f"unknown movement {name!r}; `whist movement --names` lists them: "
        + ", ".join(f.name for f in FORMS)
    )


def movement_names() -> list[tuple[str, str]]:
    """Every form as (name, short description), in the book's order."""
    return [(f.name, f.description) for f in FORMS]


def movement_forms() -> tuple[MovementForm, ...]:
    """Every form, in the book's order."""
    return FORMS


def build_movement(
    name: str, tables: int, deals: int | None = None, pairs: int | None = None
) -> Movement:
    """Generate and validate the movement of form ``name`` for ``tables`` tables and
    (optionally) ``deals`` deals; ``pairs`` for Howell/Safford with an odd number."""
    return find_movement(name).build(tables, deals, pairs)
