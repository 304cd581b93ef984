"""Pure-Python references for the heap-game kernels, straight from the Lean definitions.

For every position p of the box [0..N]^d, in increasing order, every q ≤ p is tried with the
literal transcription of the move relation (`MoveFamily.reference`: the group family's
`q ≤ p ∧ q ≠ p ∧ ∃ g, ∀ k ∉ g, q k = p k`, or a general relation evaluated on ints). Slow, and
meant to be: it exists to be obviously right, and tests compare every kernel with it.
"""
from __future__ import annotations

import itertools

from ..grundy import mex


def box(bound: int, d: int):
    """Every position of d heaps with all heaps ≤ bound, in index order (heap 0 slowest)."""
    return itertools.product(range(bound + 1), repeat=d)


def below(p):
    """Every q ≤ p (pointwise): the only candidates, since every move has q ≤ p."""
    return itertools.product(*(range(v + 1) for v in p))


def options_by_definition(move, bound: int, d: int) -> dict:
    """{p: [q, ...]} with `move(p, q)` true, for every p of the box [0..bound]^d."""
    return {p: [q for q in below(p) if move(p, q)] for p in box(bound, d)}


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
