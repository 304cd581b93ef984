#!/usr/bin/env python3
"""Benchmark the heap engine beyond the cube. Prints, in one run:

1. the generated one-pass kernels on d = 1…5 heaps (Nim, Moore's Nim_2, slow Nim): million
   positions per second, and the ratio to the pure-Python reference on a small box;
2. general relations (every q ≤ p tried with the relation compiled in): million (p, q) pairs per
   second with P empty (no early exit: every pair is tried, the worst case the estimate in
   `drivers.heaps.RELATION_PAIRS_PER_SECOND` is for), and the ratio to the reference.

Medians of --repeat runs; numba compilation is excluded (one warm-up call). Usage:
    .venv/bin/python scripts/bench_heaps.py [--repeat 3]
"""
from __future__ import annotations

import argparse
import sys

import sympy as sp
from benchlib import median_seconds

from pychecks import expr as E
from pychecks.drivers.heaps import SlabPass, outcome_table
from pychecks.games.heaps import MoveFamily, moore, nim, relation_pairs
from pychecks.progress import set_enabled
from pychecks.solvers import heaps as H
from pychecks.solvers.heaps_reference import options_by_definition, reference_outcomes
from pychecks.statements import KernelStatement


def one_pass(family, bound):
    def run():
        for _ in SlabPass(family, bound, H.MODE_NORMAL).run():
            pass
    return run


def reference(family, bound):
    return lambda: reference_outcomes(
        options_by_definition(family.reference, bound, family.heaps), "normal")


def relations():
    p, q = E.heaps(1), E.next_heaps(1)
    yield "subtraction {1,3,4}", MoveFamily.from_relation(
        "subtract134", "SubtractMove", heaps=1,
        move=E.Or(*[E.Eq(p[0], q[0] + s) for s in (1, 3, 4)])), 20000, 60
    p, q = E.heaps(2), E.next_heaps(2)
    yield "Wythoff", MoveFamily.from_relation(
        "wythoff", "WythoffMove", heaps=2,
        move=E.And(E.Le(q[0], p[0]), E.Le(q[1], p[1]), E.Or(E.Ne(q[0], p[0]), E.Ne(q[1], p[1])),
                   E.Or(E.Eq(q[0], p[0]), E.Eq(q[1], p[1]), E.Eq(p[0] + q[1], p[1] + q[0])))), \
        150, 12
    p, q = E.heaps(3), E.next_heaps(3)
    yield "square subtraction, 3 heaps", MoveFamily.from_relation(
        "squares3", "SquareMove", heaps=3,
        move=E.exists_heaps(3, lambda i: E.And(
            E.forall_heaps(3, lambda k: True if k == i else E.Eq(q[k], p[k])),
            E.Or(*[E.Eq(p[i], q[i] + s ** 2) for s in (1, 2, 3)])))), 30, 5


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    set_enabled(False)
    print("1. one-pass kernels, normal play: M positions/s at N, and kernel vs reference at n")
    print(f"   {'family':12}{'d':>3}{'N':>5}{'M pos/s':>10}{'n':>4}{'reference s':>13}"
          f"{'kernel s':>11}{'ratio':>9}")
    for d, bound, small in ((1, 65535, 200), (2, 2000, 30), (3, 150, 9), (4, 40, 5),
                            (5, 15, 3)):
        for family in (nim(d), moore(d, 2) if d >= 2 else None, nim(d).slowed()):
            if family is None:
                continue
            fast = median_seconds(one_pass(family, bound), args.repeat)
            ref = median_seconds(reference(family, small), 1, warmup=False)
            kern = median_seconds(lambda: outcome_table(family, small, "normal"), args.repeat)
            print(f"   {family.name:12}{d:>3}{bound:>5}{(bound + 1) ** d / fast / 1e6:10.1f}"
                  f"{small:>4}{ref:13.3f}{kern:11.5f}{ref / kern:8.0f}x")
    print("\n2. general relations, P empty (every pair q ≤ p tried): M pairs/s, and vs reference")
    print(f"   {'relation':28}{'N':>6}{'pairs':>10}{'M pairs/s':>11}{'n':>4}{'ratio':>9}")
    for label, family, bound, small in relations():
        st = KernelStatement("bench", family, sp.false)
        secs = median_seconds(lambda: st.check(bound), args.repeat)
        ref = median_seconds(reference(family, small), 1, warmup=False)
        kern = median_seconds(lambda: st.check(small), args.repeat)
        pairs = relation_pairs(bound, family.heaps)
        print(f"   {label:28}{bound:>6}{pairs:10.3g}{pairs / secs / 1e6:11.0f}{small:>4}"
              f"{ref / kern:8.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
