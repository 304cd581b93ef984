"""Pure-Python references for the cube kernels, straight from the Lean definitions.

For every position p of the box, in increasing order, every q ≤ p is tried with the literal
transcription of the Lean move relation (`MoveFamily.reference`). Slow: minutes at N = 3 for the
vertex family; it exists to be obviously right, and tests compare every kernel with it.
"""
from __future__ import annotations

import itertools

from ..grundy import mex


def box(bound: int):
    """Every position with all faces ≤ bound, in index order (face 0 slowest)."""
    return itertools.product(range(bound + 1), repeat=6)


def below(p):
    """Every q ≤ p (pointwise): the only candidates, since every move has q ≤ p."""
    return itertools.product(*(range(v + 1) for v in p))


def options_by_definition(move, bound: int) -> dict:
    """{p: [q, ...]} with `move(p, q)` true, for every p of the box."""
    return {p: [q for q in below(p) if move(p, q)] for p in box(bound)}


def reference_outcomes(options: dict, play: str) -> dict:
    """{p: True iff p is a P-position} under 'normal' or 'misere' play, by recursion on p."""
    in_p = {}
    for p in sorted(options):  # options of p are ≤ p, hence earlier in this order
        no_option_in_p = all(not in_p[q] for q in options[p])
        if play == "normal":
            in_p[p] = no_option_in_p
        else:  # misère: a position with no move is never in P
            in_p[p] = bool(options[p]) and no_option_in_p
    return in_p


def reference_grundy(options: dict) -> dict:
    """{p: Grundy value} under normal play: the mex of the values of the options."""
    value = {}
    for p in sorted(options):
        value[p] = mex(value[q] for q in options[p])
    return value
