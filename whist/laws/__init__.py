"""The laws of the games: irregularities, who may choose the penalty, and its options.

Seed 000: the Laws of Whist (1893), laws 13-39, and the Laws of Duplicate Whist (1897),
(a)-(i). Seed 001: Dana's laws of Bishops whist.
"""
