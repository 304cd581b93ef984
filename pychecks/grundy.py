"""The one definition every reference solver shares: the mex (minimum excludant).

The Grundy value of a position is the mex of its options' values; the pure-Python references of
every family (cube, Node Kayles, Welter, sums) take it from here.
"""
from __future__ import annotations

from typing import Iterable


def mex(values: Iterable[int]) -> int:
    """The least non-negative integer not in `values`: mex({0, 1, 3}) = 2, mex({}) = 0."""
    present = set(values)
    k = 0
    while k in present:
        k += 1
    return k
