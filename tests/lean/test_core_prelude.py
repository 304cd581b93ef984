"""Issue 29: Lean core's `Sum` (pychecks/lean/read/core_prelude.py): `α ⊕ β` and `Sum α β`,
`Sum.inl`/`Sum.inr`, matches on them, the finite enumeration of a sum of finite types, and
Init/Data/Sum/Basic.lean's functions; each statement beside a wrong variant that must FAIL, and
a project's own `Sum` taking precedence."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "evaluate"))
from evaluation import lean_file, readings, verdict  # noqa: E402

TEXT = """def weight : Bool ⊕ Fin 3 → ℕ
  | .inl b => if b then 1 else 0
  | .inr i => i.val + 2
theorem_wanted weight_lt : ∀ x : Bool ⊕ Fin 3, weight x < 5
theorem_wanted weight_lt_wrong : ∀ x : Sum Bool (Fin 3), weight x < 4
theorem_wanted weight_ne (x : Bool ⊕ Fin 3) : weight x ≠ 5
theorem_wanted weight_ne_wrong (x : Bool ⊕ Fin 3) : weight x ≠ 1
theorem_wanted swap_swap (x : Bool ⊕ Fin 2) : x.swap.swap = x
theorem_wanted swap_id_wrong (x : Bool ⊕ Bool) : x.swap = x
theorem_wanted elim_left (b : Bool) : Sum.elim (fun b => if b then 1 else 0) (fun (i : Fin 3) => i.val)
    (Sum.inl b : Bool ⊕ Fin 3) ≤ 1
theorem_wanted get_left (x : Bool ⊕ Fin 2) : x.isLeft = true ↔ x.getLeft?.isSome
theorem_wanted get_left_wrong (x : Bool ⊕ Fin 2) : x.isRight = true ↔ x.getLeft?.isSome
theorem_wanted injective : ∀ a b : Bool, (Sum.inl a : Bool ⊕ Bool) ≠ Sum.inr b
theorem_wanted nat_side (n : ℕ) : (Sum.inr n : Bool ⊕ ℕ).getRight? = some n
"""

EXPECTED = {"weight_lt": "HOLDS", "weight_lt_wrong": "FAILS", "weight_ne": "HOLDS",
            "weight_ne_wrong": "FAILS", "swap_swap": "HOLDS", "swap_id_wrong": "FAILS",
            "elim_left": "HOLDS", "get_left": "HOLDS", "get_left_wrong": "FAILS",
            "injective": "HOLDS", "nat_side": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sum_types(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=4).status.value == EXPECTED[name]
    assert verdict(r, bound=4, backend="interpret").status.value == EXPECTED[name]


def test_a_counterexample_names_the_constructor(tmp_path):
    v = verdict(readings(lean_file(tmp_path, TEXT))["weight_ne_wrong"], bound=4)
    assert v.counterexample.bindings == {"x": "Sum.inl true"}


def test_a_projects_own_sum_comes_first(tmp_path):
    text = ("inductive Sum where\n  | a\n  | b\n"
            "theorem_wanted t : ∀ x : Sum, x = Sum.a ∨ x = Sum.b\n")
    assert verdict(readings(lean_file(tmp_path, text))["t"], bound=3).status.value == "HOLDS"


COMPOSITE = """theorem_wanted composite_four : Nat.Composite 4
theorem_wanted composite_dot (n : ℕ) (h : n.Composite) : ∃ d, 1 < d ∧ d < n ∧ d ∣ n
theorem_wanted composite_wrong (n : ℕ) (h : 1 < n) : n.Composite
theorem_wanted semiprime (n : ℕ) (h : n.IsSemiprime) : n.Composite
theorem_wanted semiprime_wrong (n : ℕ) (h : n.Composite) : n.IsSemiprime
"""


def test_a_project_prelude_comes_with_its_import(tmp_path):
    """formal-conjectures' `Nat.Composite` and `Nat.IsSemiprime` (its ForMathlib library, which
    every problem file imports through `FormalConjecturesUtil`) are read where the file imports
    it, unknown where it does not, and a file's own definition of a name comes first."""
    f = lean_file(tmp_path, "import FormalConjecturesUtil\n" + COMPOSITE)
    got = {name: verdict(r, bound=20).status.value for name, r in readings(f).items()}
    assert got == {"composite_four": "HOLDS", "composite_dot": "HOLDS",
                   "composite_wrong": "FAILS", "semiprime": "HOLDS", "semiprime_wrong": "FAILS"}
    (tmp_path / "plain").mkdir()
    plain = readings(lean_file(tmp_path / "plain", "import Mathlib\n" + COMPOSITE))
    assert all(r.kind != "evaluated" and ("Composite" in r.reason or "IsSemiprime" in r.reason)
               for r in plain.values())
    (tmp_path / "own").mkdir()
    own = lean_file(tmp_path / "own", "import FormalConjecturesUtil\n"
                    "def Nat.Composite (n : ℕ) : Prop := n = 4\n"
                    "theorem_wanted only_four (n : ℕ) (h : n.Composite) : n = 4\n")
    assert verdict(readings(own)["only_four"], bound=20).status.value == "HOLDS"
