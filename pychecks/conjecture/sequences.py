"""Grundy sequences of one-heap games by the definition, and their periods.

TO BE REPLACED by the `generators` branch (issue 18), which computes Grundy values of every
family at kernel speed and detects sums of one-heap games with each heap's sequence, pre-period
and period. Until it lands, `conjecture` needs only this much, done the obvious way: for a
one-heap relation R (over p0 and q0), g(n) = mex {g(m) : m < n, R n m}, evaluated with the
relation's plain-Python lowering (`pychecks.expr.to_python`), which is the reference every kernel
is tested against.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import expr as E
from ..grundy import mex

#: A period is believed only when the periodic part shows it this many times in full.
MIN_REPEATS = 3


def grundy_sequence(relation, length: int) -> tuple[int, ...]:
    """(g(0), …, g(length - 1)) of the one-heap game whose move n → m is `relation` over
    p0 = n and q0 = m; every move lowers the heap (z3 proved it before anything is solved), so
    the options of n are among 0 … n - 1."""
    move = E.to_python(relation) if E.mentions_next(relation) else None
    values: list[int] = []
    for n in range(length):
        if move is None:  # a relation that never mentions q: every m < n or none is an option
            options = range(n) if E.to_python(relation)((n,)) else ()
        else:
            options = [m for m in range(n) if move((n,), (m,))]
        values.append(mex(values[m] for m in options))
    return tuple(values)


@dataclass(frozen=True)
class Periodicity:
    """g(n + period) = g(n) for every n ≥ preperiod seen, the smallest period first, then the
    smallest pre-period; `seen` is how many values it rests on."""

    preperiod: int
    period: int
    seen: int


def periodicity(values) -> Periodicity | None:
    """The apparent (pre-period, period) of a sequence: the smallest period p, then the smallest
    pre-period a, with g(n + p) = g(n) for all a ≤ n < len - p and the periodic part at least
    `MIN_REPEATS` periods long; None when no such pair exists (Nim's g(n) = n)."""
    values = list(values)
    n = len(values)
    for period in range(1, n // MIN_REPEATS + 1):
        # the last index where the shift by `period` disagrees fixes the smallest pre-period
        last_bad = max((i for i in range(n - period) if values[i] != values[i + period]),
                       default=-1)
        pre = last_bad + 1
        if n - pre >= MIN_REPEATS * period:
            return Periodicity(pre, period, n)
    return None


def rule(values, found: Periodicity | None) -> str:
    """How the sequence is written in Lean: 'heap' (g(n) = n, a Nim heap), 'mod m' (g(n) =
    n % m), 'table' (periodic, an if-chain), or 'none' (no period seen: not written)."""
    if all(v == i for i, v in enumerate(values)):
        return "heap"
    if found is not None and found.preperiod == 0 and \
            all(v == i % found.period for i, v in enumerate(values)):
        return f"mod {found.period}"
    return "table" if found is not None else "none"
