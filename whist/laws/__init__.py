"""The laws of the games: irregularities, who may choose the penalty, and its options.

Seed 000: the Laws of Whist (1893), laws 13-39, and the Laws of Duplicate Whist (1897),
(a)-(i). Seed 001: Dana's laws of Bishops whist.

The rules as data and pure functions: :mod:`~whist.laws.irregularities` (kinds, penalty
options, law 39's choice), :mod:`~whist.laws.calls` (a call judged against the card
played), :mod:`~whist.laws.hands` ((e): wrong cards, wrong trump). The appliers of the
play's actions (:func:`whist.play._apply` routes each action to one), a module per group
of laws: :mod:`~whist.laws.trick` (a card played, a trick quitted: (f), 28),
:mod:`~whist.laws.revoke` (28-32, (g)), :mod:`~whist.laws.out_of_turn` (24-26, 37, (i)),
:mod:`~whist.laws.liable` (20-22, (h); Dana's exposed cards), :mod:`~whist.laws.trump_card`
(18, (d)), :mod:`~whist.laws.attention` (35), :mod:`~whist.laws.claims` (27, 36),
:mod:`~whist.laws.penalties` (21, 38, 39), :mod:`~whist.laws.wrong_cards` ((e)).
"""
