"""Generators for every form of play in seed 000, and the registry that finds them.

Each generator takes the number of tables and (optionally) the number of deals and
returns a :class:`~scoring.movement.Movement`, or raises
:class:`~scoring.movement.MovementError` quoting the book's condition when the form
does not fit.  :func:`build_movement` then validates the result against the form's
:class:`~scoring.validate.Rules`, so no movement leaves this package unchecked.

One module per family of the book (numbering conventions in :mod:`.building`):

==================  ==============================================================
``building``        numbering, the book's conditions, the relay of deals, fours
``mitchell``        First Method—The John T. Mitchell System, eight modifications
``clay``            Second Method—The Clay System and its modifications
``snow``            Third Method—The Snow System
``parallel``        Fourth Method—The Parallel System, four forms
``howell``          The Howell and Safford Systems (derived schedules)
``two_tables``      Duplicate Whist for two tables: four-pair, teams of four,
                    trophy and New England schedules
``individual``      Individual matches for eight, twelve and sixteen players
``fours``           Progressive matches for fours
``teams``           Teams of six, eight and more than eight
``three_teams``     Matches between three teams
``single_table``    Single table, or Mnemonic duplicate
``registry``        :class:`MovementForm` rows for every form, in the book's order
==================  ==============================================================
"""

from scoring.forms.building import Generator, relay
from scoring.forms.clay import (
    CLAY3,
    CLAY_ANY,
    clay,
    clay_fourth_table,
    clay_queues,
    clay_third_ok,
    clay_third_table,
)
from scoring.forms.fours import (
    clay_fours,
    clay_fours_placement,
    howell_fours,
    mitchell_fours,
    parallel_fours,
    snow_fours,
)
from scoring.forms.howell import HOWELL, ROOM_9, howell, safford
from scoring.forms.individual import (
    HOWELL_CHANGES,
    IND12_FIRST,
    IND16_FIRST,
    individual_8,
    individual_n,
)
from scoring.forms.mitchell import (
    MITCHELL_EVEN,
    MITCHELL_MULT,
    MITCHELL_ODD,
    mitchell,
    mitchell_mod,
)
from scoring.forms.parallel import PAR3, PAR4, PAR_ODD, parallel
from scoring.forms.registry import (
    Builder,
    MovementForm,
    build_movement,
    find_movement,
    movement_forms,
    movement_names,
)
from scoring.forms.single_table import MNEMONIC, mnemonic, replay_order
from scoring.forms.snow import SNOW, snow, snow_table
from scoring.forms.teams import (
    NARRAGANSETT_PARTNERS,
    harvard,
    narragansett,
    teams_mitchell,
    teams_stationary,
)
from scoring.forms.three_teams import (
    THREE,
    THREE_ROUND_TABLE,
    THREE_TOTAL_TABLE,
    three_round_arrangements,
    three_teams,
    three_teams_from_table,
    three_teams_round,
    three_teams_total,
)
from scoring.forms.two_tables import (
    NEW_ENGLAND_24,
    NEW_ENGLAND_36,
    TROPHY_FIRST,
    TWO,
    four_pair,
    new_england,
    teams_of_four,
    trophy,
)

__all__ = [
    "CLAY3",
    "CLAY_ANY",
    "HOWELL",
    "HOWELL_CHANGES",
    "IND12_FIRST",
    "IND16_FIRST",
    "MITCHELL_EVEN",
    "MITCHELL_MULT",
    "MITCHELL_ODD",
    "MNEMONIC",
    "NARRAGANSETT_PARTNERS",
    "NEW_ENGLAND_24",
    "NEW_ENGLAND_36",
    "PAR3",
    "PAR4",
    "PAR_ODD",
    "ROOM_9",
    "SNOW",
    "THREE",
    "THREE_ROUND_TABLE",
    "THREE_TOTAL_TABLE",
    "TROPHY_FIRST",
    "TWO",
    "Builder",
    "Generator",
    "MovementForm",
    "build_movement",
    "clay",
    "clay_fours",
    "clay_fours_placement",
    "clay_fourth_table",
    "clay_queues",
    "clay_third_ok",
    "clay_third_table",
    "find_movement",
    "four_pair",
    "harvard",
    "howell",
    "howell_fours",
    "individual_8",
    "individual_n",
    "mitchell",
    "mitchell_fours",
    "mitchell_mod",
    "mnemonic",
    "movement_forms",
    "movement_names",
    "narragansett",
    "new_england",
    "parallel",
    "parallel_fours",
    "relay",
    "replay_order",
    "safford",
    "snow",
    "snow_fours",
    "snow_table",
    "teams_mitchell",
    "teams_of_four",
    "teams_stationary",
    "three_round_arrangements",
    "three_teams",
    "three_teams_from_table",
    "three_teams_round",
    "three_teams_total",
    "trophy",
]
