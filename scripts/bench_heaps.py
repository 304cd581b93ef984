#!/usr/bin/env python3
"""Benchmark the heap engine beyond the cube. Prints, in one run:

1. the generated one-pass kernels on d = 1…5 heaps (Nim, Moore's Nim_2, slow Nim): million
   positions per second, and the ratio to the pure-Python reference on a small box;
2. general relations (every q ≤ p tried with the relation compiled in): million (p, q) pairs per
   second with P empty (no early exit: every pair is tried, the worst case the estimate in
   `drivers.heaps.RELATION_PAIRS_PER_SECOND` is for), and the ratio to the reference;
3. move generators beside the group family on the same heaps and bound: the kernel statement of
   each game (its true P-positions) against Nim's, checked in this process, and as whole
   `pychecks check` commands on a Lean file written for the run (start-up, reading the file and
   z3's proofs included). Ratio = generator / Nim.

Medians of --repeat runs; numba compilation is excluded (one warm-up call, or run). Usage:
    .venv/bin/python scripts/bench_heaps.py [--repeat 3] [--sections 1,2,3]
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

import sympy as sp
from benchlib import median_seconds

from pychecks import expr as E
from pychecks.backends import enumerator
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


#: Section 3's Lean file: each game beside Nim on as many heaps, true statements only.
GAMES_LEAN = """
def NimMove2 (p q : Fin 2 → ℕ) : Prop := ∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k
def NimMove3 (p q : Fin 3 → ℕ) : Prop := ∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k
def NimMove5 (p q : Fin 5 → ℕ) : Prop := ∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k

/-- Take 1 or 2 tokens from one heap. -/
def TakeTwoMove (p q : Fin 3 → ℕ) : Prop :=
  ∃ i, (p i = q i + 1 ∨ p i = q i + 2) ∧ ∀ k, k ≠ i → q k = p k

/-- Wythoff's queen. -/
def WythoffMove (p q : Fin 2 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ (q 0 = p 0 ∨ q 1 = p 1 ∨ p 0 - q 0 = p 1 - q 1)

/-- The subtraction game {1, 3, 4} on each of five heaps. -/
def SubtractMove (p q : Fin 5 → ℕ) : Prop :=
  ∃ i, (p i = q i + 1 ∨ p i = q i + 3 ∨ p i = q i + 4) ∧ ∀ k, k ≠ i → q k = p k

/-- A heap's Grundy value in the subtraction game {1, 3, 4}: 0 1 0 1 2 3 2, period 7. -/
def g134 (n : ℕ) : ℕ := if n % 7 = 4 ∨ n % 7 = 6 then 2 else if n % 7 = 5 then 3 else n % 7 % 2

theorem_wanted nim2 :
    let P : Set (Fin 2 → ℕ) := {p | p 0 ^^^ p 1 = 0}
    (∀ p q, p ∈ P → NimMove2 p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, NimMove2 p q ∧ q ∈ P
theorem_wanted nim3 :
    let P : Set (Fin 3 → ℕ) := {p | p 0 ^^^ p 1 ^^^ p 2 = 0}
    (∀ p q, p ∈ P → NimMove3 p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, NimMove3 p q ∧ q ∈ P
theorem_wanted nim5 :
    let P : Set (Fin 5 → ℕ) := {p | p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 = 0}
    (∀ p q, p ∈ P → NimMove5 p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, NimMove5 p q ∧ q ∈ P
theorem_wanted takeTwo3 :
    let P : Set (Fin 3 → ℕ) := {p | p 0 % 3 ^^^ p 1 % 3 ^^^ p 2 % 3 = 0}
    (∀ p q, p ∈ P → TakeTwoMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, TakeTwoMove p q ∧ q ∈ P
theorem_wanted wythoff :
    let P : Set (Fin 2 → ℕ) :=
      {p | (p 0 ≤ p 1 → p 1 ≤ 3 * p 0 ∧ (3 * p 0 - p 1) ^ 2 ≤ 5 * (p 1 - p 0) ^ 2 ∧
              5 * (p 1 - p 0) ^ 2 < (3 * p 0 - p 1 + 2) ^ 2) ∧
           (p 1 ≤ p 0 → p 0 ≤ 3 * p 1 ∧ (3 * p 1 - p 0) ^ 2 ≤ 5 * (p 0 - p 1) ^ 2 ∧
              5 * (p 0 - p 1) ^ 2 < (3 * p 1 - p 0 + 2) ^ 2)}
    (∀ p q, p ∈ P → WythoffMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, WythoffMove p q ∧ q ∈ P
theorem_wanted subtract5 :
    let P : Set (Fin 5 → ℕ) :=
      {p | g134 (p 0) ^^^ g134 (p 1) ^^^ g134 (p 2) ^^^ g134 (p 3) ^^^ g134 (p 4) = 0}
    (∀ p q, p ∈ P → SubtractMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, SubtractMove p q ∧ q ∈ P
"""
#: (game, yardstick, heaps, bound): the targets of issue 18.
GENERATOR_ROWS = (("takeTwo3", "nim3", 3, 255), ("wythoff", "nim2", 2, 1023),
                  ("subtract5", "nim5", 5, 31))


def whole_command(lean_file: Path, name: str, bound: int):
    """A `pychecks check FILE NAME --bound N` run as its own process (HOLDS expected)."""
    script = Path(sys.executable).with_name("pychecks")
    cmd = ([str(script)] if script.exists() else
           [sys.executable, "-c", "import sys; from pychecks.cli import main; sys.exit(main())"])
    cmd += ["check", str(lean_file), name, "--bound", str(bound)]

    def run():
        out = subprocess.run(cmd, capture_output=True, text=True)
        if out.returncode != 0 or "HOLDS" not in out.stdout:
            raise SystemExit(f"{' '.join(cmd)} did not hold:\n{out.stdout}{out.stderr}")
    return run


def generators_beside_groups(repeat: int) -> None:
    from pychecks.claims import load_lean_file
    print("\n3. move generators beside Nim on the same heaps and bound: kernel statement, "
          "seconds (median) and ratio")
    print(f"   {'game':10}{'vs':6}{'d':>3}{'N':>6}{'positions':>12}{'in process':>12}{'ratio':>8}"
          f"{'whole command':>15}{'ratio':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        lean_file = Path(tmp) / "GeneratorBench.lean"
        lean_file.write_text(GAMES_LEAN, encoding="utf-8")
        claims = {c.name: c for c in load_lean_file(lean_file)}
        for game, nim_name, d, bound in GENERATOR_ROWS:
            secs = {}
            for name in (game, nim_name):
                secs[name] = median_seconds(lambda: claims[name].check(bound), repeat)
            whole = {name: median_seconds(whole_command(lean_file, name, bound), repeat)
                     for name in (game, nim_name)}
            print(f"   {game:10}{nim_name:6}{d:>3}{bound:>6}{(bound + 1) ** d:>12,}"
                  f"{secs[game]:11.2f}s{secs[game] / secs[nim_name]:7.2f}x"
                  f"{whole[game]:14.2f}s{whole[game] / whole[nim_name]:7.2f}x")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sections", default="1,2,3", help="which sections to run, e.g. 3")
    args = ap.parse_args()
    sections = {int(x) for x in args.sections.split(",")}
    set_enabled(False)
    if 1 in sections:
        group_kernels(args.repeat)
    if 2 in sections:
        general_relations(args.repeat)
    if 3 in sections:
        generators_beside_groups(args.repeat)
    return 0


def group_kernels(repeat: int) -> None:
    print("1. one-pass kernels, normal play: M positions/s at N, and kernel vs reference at n")
    print(f"   {'family':12}{'d':>3}{'N':>5}{'M pos/s':>10}{'n':>4}{'reference s':>13}"
          f"{'kernel s':>11}{'ratio':>9}")
    for d, bound, small in ((1, 65535, 200), (2, 2000, 30), (3, 150, 9), (4, 40, 5),
                            (5, 15, 3)):
        for family in (nim(d), moore(d, 2) if d >= 2 else None, nim(d).slowed()):
            if family is None:
                continue
            fast = median_seconds(one_pass(family, bound), repeat)
            ref = median_seconds(reference(family, small), 1, warmup=False)
            kern = median_seconds(lambda: outcome_table(family, small, "normal"), repeat)
            print(f"   {family.name:12}{d:>3}{bound:>5}{(bound + 1) ** d / fast / 1e6:10.1f}"
                  f"{small:>4}{ref:13.3f}{kern:11.5f}{ref / kern:8.0f}x")


def general_relations(repeat: int) -> None:
    print("\n2. general relations, P empty (every pair q ≤ p tried): M pairs/s, and vs reference")
    print(f"   {'relation':28}{'N':>6}{'pairs':>10}{'M pairs/s':>11}{'n':>4}{'ratio':>9}")
    for label, family, bound, small in relations():
        family = family.general()  # these have move generators: the general path, on purpose
        st = KernelStatement("bench", family, sp.false)
        secs = median_seconds(lambda: enumerator().check(st, bound), repeat)
        ref = median_seconds(reference(family, small), 1, warmup=False)
        kern = median_seconds(lambda: enumerator().check(st, small), repeat)
        pairs = relation_pairs(bound, family.heaps)
        print(f"   {label:28}{bound:>6}{pairs:10.3g}{pairs / secs / 1e6:11.0f}{small:>4}"
              f"{ref / kern:8.0f}x")


if __name__ == "__main__":
    sys.exit(main())
