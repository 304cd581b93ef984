"""The pure-Python reference of `pychecks.solvers.heaps_reference` on the cube's six faces.

For every position p of the box, in increasing order, every q ≤ p is tried with the literal
transcription of the Lean move relation (`MoveFamily.reference`). Slow: minutes at N = 3 for the
vertex family; it exists to be obviously right, and tests compare every kernel with it.
"""
from __future__ import annotations

from . import heaps_reference as R
from .heaps_reference import below, reference_grundy, reference_outcomes  # noqa: F401

#: The cube's positions have six faces.
FACES = 6


def box(bound: int):
    """Every position with all six faces ≤ bound, in index order (face 0 slowest)."""
    return R.box(bound, FACES)


def options_by_definition(move, bound: int) -> dict:
    """{p: [q, ...]} with `move(p, q)` true, for every p of the cube's box."""
    return R.options_by_definition(move, bound, FACES)
