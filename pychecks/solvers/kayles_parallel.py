"""Node Kayles values on every core: the subsets of one size (popcount) form one layer.

A move deletes a closed neighbourhood, which contains the vertex played, so every option of S has
fewer vertices than S. Within a layer no subset is an option of another: the layer's values
depend only on earlier layers and can be computed in any order, in parallel (numba prange).

A layer is the k-subsets of n vertices in increasing bitmask order (colex order); chunk c starts
at the subset of rank c * chunk, found by unranking in the combinatorial number system, and walks
on with Gosper's next-subset step. The result equals `solvers.kayles._kayles_table` bit for bit
(tests/solvers/test_kayles_parallel.py). The driver is `drivers.kayles.kayles_table_parallel`.
"""
from __future__ import annotations

import numpy as np
from numba import njit, prange

from .kayles import _subset_value

#: Subsets per parallel chunk: big enough to hide the unranking, small enough to balance.
LAYER_CHUNK = 1 << 14


@njit(cache=True)
def _binomials(n, out):
    """out[i, j] = C(i, j) for 0 <= i <= n, 0 <= j <= n (int64; n <= 62)."""
    for i in range(n + 1):
        out[i, 0] = 1
        for j in range(1, i + 1):
            out[i, j] = out[i - 1, j - 1] + (out[i - 1, j] if j < i else 0)


@njit(cache=True)
def _unrank(rank, k, n, binom):
    """The k-subset of {0..n-1} of this rank in increasing bitmask order (colex)."""
    mask = 0
    r = rank
    for i in range(k, 0, -1):
        c = i - 1
        while c + 1 < n and binom[c + 1, i] <= r:
            c += 1
        mask |= 1 << c
        r -= binom[c, i]
    return mask


@njit(cache=True, inline="always")
def _next_subset(s):
    """The next larger integer with as many set bits (Gosper's hack)."""
    low = s & -s
    ripple = s + low
    return ripple | (((ripple ^ s) >> 2) // low)


@njit(cache=True, parallel=True)
def _kayles_table_layers(closed, n, table, chunk):
    """table[S] = Grundy value of every subset S of the n vertices, layer by layer in popcount,
    each layer's chunks in parallel. Same contract as `solvers.kayles._kayles_table`."""
    by_bit = np.zeros(67, dtype=np.int64)
    for v in range(n):
        by_bit[(1 << v) % 67] = closed[v]  # 2 is a primitive root mod 67: see _kayles_table
    binom = np.zeros((n + 1, n + 1), dtype=np.int64)
    _binomials(n, binom)
    table[0] = 0
    for k in range(1, n + 1):
        total = binom[n, k]
        chunks = (total + chunk - 1) // chunk
        for c in prange(chunks):
            first = c * chunk
            last = min(total, first + chunk)
            s = _unrank(first, k, n, binom)
            for _ in range(first, last):
                table[s] = _subset_value(s, table, by_bit)
                if k < n:
                    s = _next_subset(s)
