"""Movements and scoring for duplicate whist (seed 000) and Bishops Whist points (seed 001).

Movements (every form of play in seed 000, by the names ``whist movement --names``
lists)::

    form = find_movement("mitchell")             # MovementForm: name, description,
                                                 # heading (the book's), kind, method
    m = build_movement("mitchell", 5, deals=20)  # validated Movement, or MovementError
                                                 # quoting the book's condition
    m.rounds[0].tables[0]                        # TableRound(table, deals, ns, ew,
                                                 #   ns_team, ew_team, north..west, passed)
    m.where_next(2, after_round=1)               # Seating(round, table, seat) | None
    m.meetings(deal)                             # traveller lines: Meeting(round, table)
    m.contestant_card(2)                         # CardLine(round, table, seat, partner,
                                                 #   opponents, deals)
    m.to_json() / Movement.from_json(text)       # and to_asc() / Movement.from_asc(text)

Scoring (incremental, for the kiosk; or from a results file)::

    sheet = Scoresheet(m, method=None, game="duplicate-whist")  # or "bishops-whist";
                                                 # method: the book's for the form
    sheet.add(DealResult(deal=1, round=1, table=1, ns_score=7, ew_score=6))
    sheet.add(DealResult.from_play(play, deal=2, round=1, table=1))  # a finished whist.Play
    sheet.ranking()        # Ranking(method, standings: Standing(place, tied, contestant,
                           #   group, key, shown, total, note), summary)
    sheet.traveller(1); sheet.frequency(1); sheet.card(2); sheet.matchpoints()
    load(path) / dump(ResultsFile(...), path); to_usebio(sheet)

Seats and games (:mod:`scoring.seats`): a movement's seat keys (``north`` .. ``west``,
``ns``/``ew``) with their sides and partners from :class:`whist.Seat`/:class:`whist.Side`,
and the core's game names.

Methods: ``average`` (Mitchell), ``match-and-trick`` (four-pair match), ``individual``
(tricks lost), ``teams`` (aggregate, law (a)), ``little-matches`` (Howell fours 1, 1/2,
0) and ``matchpoints`` (2 per score beaten, 1 per tie).
"""

from scoring.forms import (
    MovementForm,
    build_movement,
    find_movement,
    movement_forms,
    movement_names,
)
from scoring.movement import (
    CardLine,
    Meeting,
    Movement,
    MovementError,
    Round,
    Seating,
    TableRound,
)
from scoring.ranking import (
    AverageComparison,
    Ranking,
    Standing,
    compare_with_average,
    law_round,
)
from scoring.results import (
    METHODS,
    DealResult,
    FrequencyRow,
    Scoresheet,
    ScoringError,
    TravellerLine,
    default_method,
)
from scoring.resultsfile import ResultsFile, dump, dumps, load, loads, to_usebio
from scoring.validate import Rules, check, problems

__all__ = [
    "METHODS",
    "AverageComparison",
    "CardLine",
    "DealResult",
    "FrequencyRow",
    "Meeting",
    "Movement",
    "MovementError",
    "MovementForm",
    "Ranking",
    "ResultsFile",
    "Round",
    "Rules",
    "Scoresheet",
    "ScoringError",
    "Seating",
    "Standing",
    "TableRound",
    "TravellerLine",
    "build_movement",
    "check",
    "compare_with_average",
    "default_method",
    "dump",
    "dumps",
    "find_movement",
    "law_round",
    "load",
    "loads",
    "movement_forms",
    "movement_names",
    "problems",
    "to_usebio",
]
