"""Numba kernels for finite games given as option lists, and for sums of two such games.

A game is in compressed-row form: the options of position i are targets[offsets[i]:offsets[i+1]],
and every option has a smaller index than its position (the driver checks this), so one pass in
increasing index order only reads values already computed.
"""
from __future__ import annotations

from numba import njit


@njit(cache=True)
def _grundy_values(offsets, targets, seen, out):
    """out[i] = mex of out over the options of i. `seen` is zeroed scratch, longer than any
    position's option count (a mex never exceeds the number of options)."""
    for i in range(offsets.shape[0] - 1):
        lo, hi = offsets[i], offsets[i + 1]
        for e in range(lo, hi):
            v = out[targets[e]]
            if v < hi - lo:  # values past the option count cannot be the mex
                seen[v] = 1
        m = 0
        while seen[m]:
            m += 1
        out[i] = m
        for e in range(lo, hi):
            v = out[targets[e]]
            if v < hi - lo:
                seen[v] = 0


@njit(cache=True)
def _sum_grundy_values(off_a, tgt_a, off_b, tgt_b, seen, out):
    """out[a, b] = value of the pair (a, b) in the sum: a move changes exactly one component.

    The pair table is filled in increasing (a, b) order: an option (a', b) has a' < a and an
    option (a, b') has b' < b, so both are written already. Nothing here uses the XOR: this is
    the direct computation the sum law is checked against.
    """
    for a in range(off_a.shape[0] - 1):
        for b in range(off_b.shape[0] - 1):
            deg = (off_a[a + 1] - off_a[a]) + (off_b[b + 1] - off_b[b])
            for e in range(off_a[a], off_a[a + 1]):
                v = out[tgt_a[e], b]
                if v < deg:
                    seen[v] = 1
            for e in range(off_b[b], off_b[b + 1]):
                v = out[a, tgt_b[e]]
                if v < deg:
                    seen[v] = 1
            m = 0
            while seen[m]:
                m += 1
            out[a, b] = m
            for k in range(deg + 1):
                seen[k] = 0
