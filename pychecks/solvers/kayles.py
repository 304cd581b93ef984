"""Numba kernels for Node Kayles: Grundy values of every subset, signatures, module counting.

A position is a bitmask S of vertices (bit v set = vertex v present); a move at v in S leads to
S & ~closed[v], where closed[v] is the bitmask of the closed neighbourhood N[v]. Every option is a
proper subset of S, hence a smaller integer, so filling the table in increasing integer order only
ever reads entries already written.

Kernels touch only ints and arrays and write into caller-supplied arrays; the drivers that
validate, estimate memory and allocate live in `pychecks.drivers.kayles`; the pure-Python
references in `pychecks.solvers.kayles_reference`.
"""
from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True, inline="always")
def _subset_value(s, table, by_bit):
    """The mex of table[S & ~N[v]] over the vertices v of S (`by_bit`: see _kayles_table)."""
    one = np.uint64(1)
    seen = np.uint64(0)
    rest = s
    while rest:
        low = rest & -rest
        rest ^= low
        seen |= one << np.uint64(table[s & ~by_bit[low % 67]])
    m = 0
    while (seen >> np.uint64(m)) & one:
        m += 1
    return m


@njit(cache=True, inline="always")
def _q_value(x, modules, q, base_closed, sigs):
    """Q(x) = mex { Q(x minus N_H[i]) xor a : i in x (i < modules), a in A_i }, where bit a of
    sigs[i] marks a in A_i."""
    one = np.uint64(1)
    seen = np.uint64(0)
    for i in range(modules):
        if (x >> i) & 1:
            rest_value = q[x & ~base_closed[i]]
            a_mask = sigs[i]
            a = 0
            while a_mask:
                if a_mask & one:
                    seen |= one << np.uint64(rest_value ^ a)
                a_mask >>= one
                a += 1
    k = 0
    while (seen >> np.uint64(k)) & one:
        k += 1
    return k


@njit(cache=True)
def _kayles_table(closed, n, table):
    """table[S] = Grundy value of every subset S of the n vertices, in increasing order of S."""
    # 2^k mod 67 is distinct for k < 66 (2 is a primitive root mod 67), so `low % 67` finds the
    # closed neighbourhood of the lowest vertex of `rest` without a bit scan: ~20% faster than
    # testing every vertex, and the table lookups dominate either way.
    by_bit = np.zeros(67, dtype=np.int64)
    for v in range(n):
        by_bit[(1 << v) % 67] = closed[v]
    table[0] = 0
    for s in range(1, 1 << n):
        table[s] = _subset_value(s, table, by_bit)


@njit(cache=True)
def _value_histogram(table, out):
    """out[k] = number of subsets whose value is k (out must be zeroed, length > max value)."""
    for i in range(table.shape[0]):
        out[table[i]] += 1


@njit(cache=True)
def _signatures(closed, n, table, out):
    """out[S] = bitmask of the values of the options of S (the spec's signature A of S)."""
    one = np.uint64(1)
    for s in range(1 << n):
        seen = np.uint64(0)
        for v in range(n):
            if (s >> v) & 1:
                seen |= one << np.uint64(table[s & ~closed[v]])
        out[s] = seen


@njit(cache=True)
def _q_values(base_closed, m, sigs, q):
    """q[X] = Q(X) for every set X of modules, given each module's signature bitmask sigs[i].

    Q(X) = mex { Q(X minus N_H[i]) xor a : i in X, a in A_i }. Q values stay below 64 because
    they equal Grundy values of the expanded graph (at most its size, which the driver bounds).
    """
    q[0] = 0
    for x in range(1, 1 << m):
        q[x] = _q_value(x, m, q, base_closed, sigs)


@njit(cache=True)
def _module_histogram(base_closed, m, reach, reach_offsets, sig_values, sig_counts, sig_offsets,
                      hist):
    """hist[k] += number of starting subsets of the expanded graph whose value is k.

    Depth-first over modules 0..m-1: module i takes each of its signatures (sig_values[offsets[i]
    : offsets[i+1]], one of them 0 = empty) with multiplicity sig_counts[...]. An empty module
    has no moves, so every start is "all modules present"; only the module sets reachable from
    the full set by deleting closed neighbourhoods (`reach`, grouped by highest module in
    `reach_offsets`, increasing within a group) are ever needed. Once module i is fixed, the
    entries whose highest module is i are new, so the leaves pay only for their own group.
    """
    q = np.zeros(1 << m, dtype=np.int64)
    sigs = np.zeros(m, dtype=np.uint64)
    choice = np.full(m, -1, dtype=np.int64)
    weight = np.ones(m + 1, dtype=np.int64)
    level = 0
    while level >= 0:
        choice[level] += 1
        j = sig_offsets[level] + choice[level]
        if j >= sig_offsets[level + 1]:
            choice[level] = -1
            level -= 1
            continue
        sigs[level] = sig_values[j]
        weight[level + 1] = weight[level] * sig_counts[j]
        for r in range(reach_offsets[level], reach_offsets[level + 1]):
            x = reach[r]
            q[x] = _q_value(x, level + 1, q, base_closed, sigs)
        if level == m - 1:
            hist[q[(1 << m) - 1]] += weight[m]
        else:
            level += 1
