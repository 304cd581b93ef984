"""Node Kayles in pure Python, straight from the definitions: the yardstick for the kernels.

A graph here is anything with `n`, `edges` and `closed` (bitmasks of closed neighbourhoods) and,
for the sum-law route, `components(mask)`: `pychecks.games.graphs.Graph` is one. Nothing here
imports the game or driver layers, so data flows one way: game -> solver/driver -> verdict.

Routes, each checked against the kernels in `pychecks.solvers.kayles` (tests/solvers):
  * `reference_values`: memoised recursion on frozensets, g(S) = mex { g(S \\ N[v]) : v ∈ S };
  * `value_by_components`: split S into connected components and XOR their values (the
    Sprague–Grundy sum law), recursing only into connected pieces;
  * `q_value_reference`: the module-signature recursion Q of the spec, from signatures.
"""
from __future__ import annotations

from functools import lru_cache

from ..grundy import mex


def kayles_options(graph, s: frozenset[int]) -> list[frozenset[int]]:
    """Lean: `KaylesMove G S T` — the T reachable from S: S minus N[v] for each v in S."""
    out = []
    for v in sorted(s):
        nbhd = {v} | {w for e in graph.edges if v in e for w in e}
        out.append(s - nbhd)
    return out


def reference_values(graph) -> list[int]:
    """Grundy value of every subset (index = bitmask), by memoised recursion on frozensets.

    Written from the definition g(S) = mex { g(S \\ N[v]) : v ∈ S }, g(∅) = 0, without
    bitmask tricks; it is the yardstick for the kernel, so keep it obviously right.
    """

    @lru_cache(maxsize=None)
    def g(s: frozenset[int]) -> int:
        return mex(g(t) for t in kayles_options(graph, s))

    return [g(frozenset(v for v in range(graph.n) if mask >> v & 1))
            for mask in range(1 << graph.n)]


def value_by_components(graph, mask: int, memo: dict[int, int] | None = None) -> int:
    """g(S) as the XOR of the values of the components of S (Sprague–Grundy sum law).

    A connected component is solved by the definition, whose options split again; the memo is
    keyed by connected pieces only, so sparse graphs far past the full-table size are in reach.
    """
    memo = {} if memo is None else memo
    closed = graph.closed

    def connected_value(c: int) -> int:
        if c in memo:
            return memo[c]
        opts = set()
        rest = c
        while rest:
            low = rest & -rest
            rest ^= low
            opts.add(total(c & ~closed[low.bit_length() - 1]))
        memo[c] = mex(opts)
        return memo[c]

    def total(s: int) -> int:
        x = 0
        for c in graph.components(s):
            x ^= connected_value(c)
        return x

    return total(mask)


def signature_of(graph, values, mask: int) -> int:
    """The spec's A = { g(S \\ N[v]) : v ∈ S } as a bitmask of values (0 iff S is empty)."""
    closed = graph.closed
    sig = 0
    for v in range(graph.n):
        if mask >> v & 1:
            sig |= 1 << int(values[mask & ~closed[v]])
    return sig


def q_value_reference(base, sigs: list[int], x: int) -> int:
    """Q(X) = mex { Q(X \\ N_H[i]) xor a : i ∈ X, a ∈ A_i }, Q(∅) = 0, straight from the spec."""
    closed = base.closed

    @lru_cache(maxsize=None)
    def q(x: int) -> int:
        opts = []
        for i in range(base.n):
            if x >> i & 1:
                rest = q(x & ~closed[i])
                opts += [rest ^ a for a in range(64) if sigs[i] >> a & 1]
        return mex(opts)

    return q(x)
