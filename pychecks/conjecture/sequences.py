"""The heaps' Grundy sequences of a sum of one-heap games, as `conjecture` writes them.

The engine decides whether a game is a sum (z3-proved: `MoveFamily.one_heap_rules`) and computes
each heap's sequence (`games.generators.heap_grundy_sequences`, values unbounded), with its
pre-period and period when they are *proved* for all n (a rule with finitely many steps). What
this module adds is what a conjecture may say beyond that: the heaps that share one rule, how a
sequence is written in Lean (`form`: a Nim heap, n % m, an if-chain by residue), and, where the
engine proves no period, the *apparent* one of the values computed, which is labelled as such
and never presented as proved.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: An apparent period is reported only when the periodic part shows it this many times in full.
MIN_REPEATS = 3
#: Each heap's sequence is computed on 0 … max(SEQUENCE_BOUND, 2N + 1), past the re-check box
#: [0..2N]: an apparent period has repeated many times, and the engine can prove long ones (the
#: kernels take milliseconds; a one-heap relation without a move generator tries every pair,
#: as many as the re-check does).
SEQUENCE_BOUND = 4095


@dataclass(frozen=True)
class Periodicity:
    """g(n + period) = g(n) for every n ≥ preperiod: proved for all n by the engine (`proved`),
    or apparent, seen on g(0), …, g(last) only."""

    preperiod: int
    period: int
    proved: bool
    last: int


@dataclass(frozen=True, eq=False)
class HeapSequence:
    """The Grundy sequence of the heaps `heaps`, which play one rule (the engine's one-heap
    `MoveFamily`): `values` g(0), …, g(N) (the engine's, read-only int64), the period when one is
    proved or apparent, and `form`, how the sequence is written (see `form_of`)."""

    heaps: tuple
    rule: object
    values: np.ndarray
    periodicity: Periodicity | None
    form: str
    nim_heap: bool = False      # the rule is Nim's (lower the heap to any value): g(n) = n

    @property
    def last(self) -> int:
        return len(self.values) - 1

    @property
    def proved(self) -> bool:
        """True when the written form holds for all n, not only on the values computed."""
        if self.form == "heap":
            return self.nim_heap
        return self.periodicity is not None and self.periodicity.proved

    @property
    def status(self) -> str:
        """'proved for all n', or 'apparent for n ≤ N'."""
        return "proved for all n" if self.proved else f"apparent for n ≤ {self.last}"


def sequence_bound(bound: int) -> int:
    """N of the sequences g(0), …, g(N) for the box [0..bound]^d (see `SEQUENCE_BOUND`)."""
    return max(SEQUENCE_BOUND, 2 * bound + 1)


def heap_sequences(family, last: int) -> tuple | None:
    """One `HeapSequence` per distinct rule of a sum of one-heap games (the engine's sum, its
    sequences on 0..last and its proved periods), the heaps of one rule together; None when the
    engine says the family is no sum."""
    from ..drivers.generators import heap_moves
    from ..games.generators import heap_grundy_sequences
    found = heap_grundy_sequences(family, last)
    if found is None:
        return None
    by_rule: dict = {}
    for s in found:
        by_rule.setdefault(_rule_key(s.rule), []).append(s)
    out = []
    for same in by_rule.values():
        first = same[0]
        if first.period is not None:
            periodicity = Periodicity(first.preperiod, first.period, True, first.bound)
        else:
            periodicity = apparent_periodicity(first.values)
        out.append(HeapSequence(heaps=tuple(s.heap for s in same), rule=first.rule,
                                values=first.values, periodicity=periodicity,
                                form=form_of(first.values, periodicity),
                                nim_heap=heap_moves(first.rule) == ((), (1,))))
    return tuple(sorted(out, key=lambda s: s.heaps))


def _rule_key(rule) -> tuple:
    """What makes two heaps' rules the same game (their names differ by the heap)."""
    return (rule.groups, rule.slow, rule.relation)


def apparent_periodicity(values) -> Periodicity | None:
    """The apparent (pre-period, period) of g(0), …, g(N): the smallest period p, then the
    smallest pre-period a, with g(n + p) = g(n) for all a ≤ n ≤ N - p and the periodic part at
    least `MIN_REPEATS` periods long; None when there is none (Nim's g(n) = n). A guess from
    the values computed, never a proof."""
    values = np.asarray(values)
    n = len(values)
    for period in range(1, n // MIN_REPEATS + 1):
        # the last index where the shift by `period` disagrees fixes the smallest pre-period
        bad = np.flatnonzero(values[:n - period] != values[period:])
        pre = int(bad[-1]) + 1 if bad.size else 0
        if n - pre >= MIN_REPEATS * period:
            return Periodicity(pre, period, False, n - 1)
    return None


def form_of(values, found: Periodicity | None) -> str:
    """How the sequence is written in Lean: 'heap' (g(n) = n, a Nim heap), 'mod m' (g(n) =
    n % m), 'table' (periodic, an if-chain), or 'none' (no period: not written)."""
    n = np.arange(len(values))
    if np.array_equal(values, n):
        return "heap"
    if found is not None and found.preperiod == 0 and np.array_equal(values, n % found.period):
        return f"mod {found.period}"
    return "table" if found is not None else "none"
