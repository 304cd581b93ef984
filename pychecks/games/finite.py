"""Finite games as lists of positions with their options, their sums, and the check of a law
on a sum: the machinery that Nim heaps (`pychecks.games.nim`), the sums of
`pychecks.games.sums` and the Grundy books share. Imports no game family.

A `FiniteGame` lists its options before each position (every game here is acyclic), so one
pass in order solves it; the sum's values are computed directly on pairs, never through the
XOR, so that a law comparing them with the XOR can fail.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Sequence

import numpy as np

from ..grundy import mex
from ..errors import TooLarge, memory_limit_bytes
from ..verdict import Counterexample, Status, Verdict

#: The pure-Python sum solver is run alongside the kernel up to this many pairs (about a second).
REFERENCE_MAX_PAIRS = 70_000


@dataclass
class FiniteGame:
    """Positions 0..n-1 (shown as `labels`), options in compressed rows, each option earlier."""

    name: str
    labels: list[Any]
    offsets: np.ndarray
    targets: np.ndarray

    @property
    def n(self) -> int:
        return len(self.labels)

    def options(self, i: int) -> list[int]:
        return [int(t) for t in self.targets[self.offsets[i]:self.offsets[i + 1]]]

    @property
    def max_degree(self) -> int:
        return int(np.max(np.diff(self.offsets))) if self.n else 0


def game_from_options(name: str, positions: Sequence, options: Callable) -> FiniteGame:
    """A FiniteGame from positions (options must come earlier in the list) and an options
    function returning positions. Raises ValueError if an option is missing or comes later."""
    index = {p: i for i, p in enumerate(positions)}
    offsets = [0]
    targets: list[int] = []
    for i, p in enumerate(positions):
        for q in options(p):
            j = index.get(q)
            if j is None or j >= i:
                raise ValueError(f"{name}: option {q!r} of {p!r} is not listed before it")
            targets.append(j)
        offsets.append(len(targets))
    return FiniteGame(name, list(positions), np.array(offsets, dtype=np.int64),
                      np.array(targets, dtype=np.int64))


def sum_game(a: FiniteGame, b: FiniteGame) -> FiniteGame:
    """The sum as a FiniteGame on pairs, pair (i, j) at index i * b.n + j (so sums nest)."""
    offsets = [0]
    targets: list[int] = []
    for i in range(a.n):
        ia = a.options(i)
        for j in range(b.n):
            targets += [k * b.n + j for k in ia]
            targets += [i * b.n + k for k in b.options(j)]
            offsets.append(len(targets))
    labels = [(x, y) for x in a.labels for y in b.labels]
    return FiniteGame(f"{a.name} + {b.name}", labels, np.array(offsets, dtype=np.int64),
                      np.array(targets, dtype=np.int64))


def grundy_values(game: FiniteGame) -> np.ndarray:
    """Value of every position by the kernel (int64 array, index = position)."""
    from ..solvers.sums import _grundy_values
    out = np.zeros(game.n, dtype=np.int64)
    _grundy_values(game.offsets, game.targets, np.zeros(game.max_degree + 2, np.int8), out)
    return out


def sum_bytes(a: FiniteGame, b: FiniteGame) -> int:
    """Memory of the pair table (int64 per pair)."""
    return 8 * a.n * b.n


def sum_values(a: FiniteGame, b: FiniteGame) -> np.ndarray:
    """Value of every pair (i, j) of the sum, computed on pairs by the kernel: shape (a.n, b.n)."""
    from ..solvers.sums import _sum_grundy_values
    need, limit = sum_bytes(a, b), memory_limit_bytes()
    if need > limit:
        raise TooLarge(f"the pair table of {a.name} + {b.name}", need, limit)
    out = np.zeros((a.n, b.n), dtype=np.int64)
    seen = np.zeros(a.max_degree + b.max_degree + 2, np.int8)
    _sum_grundy_values(a.offsets, a.targets, b.offsets, b.targets, seen, out)
    return out


def reference_values(game: FiniteGame) -> list[int]:
    """Values straight from the definition, g(p) = mex of the options' values (pure Python)."""
    out: list[int] = []
    for i in range(game.n):
        out.append(mex(out[j] for j in game.options(i)))
    return out


def reference_sum_values(a: FiniteGame, b: FiniteGame) -> list[list[int]]:
    """Values of the sum from the definition of `SumMove`: options (a', b) and (a, b')."""

    @lru_cache(maxsize=None)
    def g(i: int, j: int) -> int:
        return mex([g(k, j) for k in a.options(i)] + [g(i, k) for k in b.options(j)])

    # Filling in order keeps the recursion shallow.
    return [[g(i, j) for j in range(b.n)] for i in range(a.n)]


def random_game(rng: random.Random, n: int, max_options: int = 4) -> FiniteGame:
    """A random acyclic game on n positions: each option points to an earlier position."""
    opts = {i: sorted(set(rng.sample(range(i), rng.randint(0, min(i, max_options)))))
            for i in range(n)}
    return game_from_options(f"random game on {n}", list(range(n)), lambda i: opts[i])


# ---------------------------------------------------------------------------------------------
# Checking a law on a sum
# ---------------------------------------------------------------------------------------------

def solved_sum(a: FiniteGame, b: FiniteGame):
    """(pair values, backend, disagreement): the kernel, cross-checked by the reference when the
    sum is small enough. `disagreement` is a pair where they differ (a pychecks bug) or None."""
    table = sum_values(a, b)
    if a.n * b.n > REFERENCE_MAX_PAIRS:
        return table, "sum kernel", None
    ref = reference_sum_values(a, b)
    for i in range(a.n):
        for j in range(b.n):
            if ref[i][j] != table[i, j]:
                return table, "sum kernel+reference", (i, j)
    return table, "sum kernel+reference", None


def law_check(name: str, a: FiniteGame, b: FiniteGame, claimed: Callable[[int, int], int],
              bindings: Callable[[int, int], dict], issue: str, scope: str,
              holds: Callable[[int, int, int], bool] | None = None,
              explain: Callable[[int, int], list[str]] | None = None) -> Verdict:
    """Check `g (i, j) = claimed(i, j)` (or `holds(i, j, g)`) on every pair of the sum.

    Pairs are visited by (i + j, i), so the reported counterexample is among the smallest.
    """
    start = time.perf_counter()
    table, backend, bad = solved_sum(a, b)
    if bad is not None:
        return Verdict(claim=name, status=Status.UNKNOWN, backend=backend, scope=scope,
                       seconds=time.perf_counter() - start,
                       reason=f"sum kernel and reference disagree at {bad}")
    holds = holds or (lambda i, j, g: g == claimed(i, j))
    examined = 0
    for total in range(a.n + b.n - 1):
        for i in range(max(0, total - b.n + 1), min(a.n, total + 1)):
            j = total - i
            examined += 1
            g = int(table[i, j])
            if not holds(i, j, g):
                options = [f"move in the first component to {a.labels[k]}: value "
                           f"{int(table[k, j])}" for k in a.options(i)][:6]
                options += [f"move in the second component to {b.labels[k]}: value "
                            f"{int(table[i, k])}" for k in b.options(j)][:6]
                breakdown = [f"computed g = {g} ({backend}, directly on pairs)"]
                breakdown += (explain(i, j) if explain else []) + options
                cex = Counterexample(bindings=bindings(i, j), issue=issue, breakdown=breakdown,
                                     data={"i": i, "j": j, "computed": g})
                return Verdict(claim=name, status=Status.FAILS, backend=backend, scope=scope,
                               examined=examined, counterexample=cex,
                               seconds=time.perf_counter() - start)
    return Verdict(claim=name, status=Status.HOLDS, backend=backend, scope=scope,
                   examined=examined, seconds=time.perf_counter() - start)


def xor_law_check(name: str, a: FiniteGame, b: FiniteGame, bindings, scope: str,
                  combine: Callable[[int, int], int] = lambda x, y: x ^ y,
                  issue: str = "g (p, q) = gM p ^^^ gN q") -> Verdict:
    """The sum law on one pair of games: the sum's value against `combine` (XOR) of the
    components' values, each component solved by kernel and reference."""
    va, vb = grundy_values(a), grundy_values(b)
    for game, vals in ((a, va), (b, vb)):
        if game.n <= REFERENCE_MAX_PAIRS and list(vals) != reference_values(game):
            return Verdict(claim=name, status=Status.UNKNOWN, backend="kernel", scope=scope,
                           reason=f"kernel and reference disagree on {game.name}")
    return law_check(name, a, b, lambda i, j: combine(int(va[i]), int(vb[j])), bindings, issue,
                     scope, explain=lambda i, j: [f"component values {int(va[i])} and "
                                                  f"{int(vb[j])}, claimed "
                                                  f"{combine(int(va[i]), int(vb[j]))}"])


# ---------------------------------------------------------------------------------------------
# Statements (lean/PychecksStatements/SpragueGrundy.lean and Kayles.lean)
# ---------------------------------------------------------------------------------------------

#: Every acyclic game on this many positions is one pair of the general law's check at most:
#: 2^(k(k-1)/2) games, so k = 4 gives 64 games and 4,096 sums; k = 5 would be a million sums.
