"""Issue 29: Mathlib's predicates on functions as real files write them, unfolded to their
definitions (Mathlib/Logic/Function/Defs.lean, Mathlib/Dynamics/FixedPoints/Defs.lean):
`Function.Injective`, `Surjective`, `Bijective` of a function out of a finite type, written
whole, under `open Function` or by dot notation (`a.Injective`); `Function.IsFixedPt` and
`Function.fixedPoints`; and Lean core's `List.Perm` (`l.Perm l'`, `l ~ l'` under `open List`) and
`List.getLast` with its proof argument. Each beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """def swap3 : Fin 3 → Fin 3 := fun i => if i = 0 then 1 else if i = 1 then 0 else 2
def double3 : Fin 3 → Fin 3 := fun i => i + i
def half3 : Fin 3 → Fin 3 := fun i => i / 2
def sortPass : List ℕ → List ℕ
  | [] => []
  | [x] => [x]
  | x :: y :: rest => if x ≤ y then x :: sortPass (y :: rest) else y :: sortPass (x :: rest)
theorem_wanted inj_dot (n : ℕ) (h : n ≤ 3) (a : Fin n → Fin 4) (ha : a.Injective) :
    ∀ i j, i ≠ j → a i ≠ a j
theorem_wanted inj_dot_wrong (n : ℕ) (h : n ≤ 3) (a : Fin n → Fin 4) (ha : a.Injective) :
    ∀ i, a i ≠ 0
theorem_wanted swap_bij : Function.Bijective swap3
theorem_wanted half_bij_wrong : Function.Bijective half3
theorem_wanted double_surj : Function.Surjective double3
theorem_wanted half_surj_wrong : Function.Surjective half3
theorem_wanted half_not_inj : ¬ Function.Injective half3
theorem_wanted fixed_pt : Function.IsFixedPt swap3 2
theorem_wanted fixed_pt_wrong : Function.IsFixedPt swap3 1
theorem_wanted fixed_points : Function.fixedPoints swap3 = {2}
theorem_wanted fixed_points_wrong : Function.fixedPoints double3 = {1}
theorem_wanted perm_dot (l : List ℕ) : (sortPass l).Perm l
theorem_wanted perm_wrong (l : List ℕ) : (sortPass l).Perm (l.take 2)
theorem_wanted last_ge (l : List ℕ) (hne : sortPass l ≠ []) : ∀ x ∈ l, x ≤ (sortPass l).getLast hne
theorem_wanted last_ge_wrong (l : List ℕ) (hne : sortPass l ≠ []) :
    ∀ x ∈ l, x < (sortPass l).getLast hne
"""

OPENED = """open Function List
def swap3 : Fin 3 → Fin 3 := fun i => if i = 0 then 1 else if i = 1 then 0 else 2
theorem_wanted swap_inj : Injective swap3 ∧ Surjective swap3
theorem_wanted swap_wrong : Surjective (fun i : Fin 3 => swap3 (swap3 i / 2))
theorem_wanted perm_sym (l m : List ℕ) (h : l ~ m) : m ~ l
theorem_wanted perm_wrong (l m : List ℕ) (h : l ~ m) : l = m
theorem_wanted swap_self (l : List ℕ) : l.reverse ~ l
"""

EXPECTED = {"inj_dot": "HOLDS", "inj_dot_wrong": "FAILS", "swap_bij": "HOLDS",
            "half_bij_wrong": "FAILS", "double_surj": "HOLDS", "half_surj_wrong": "FAILS",
            "half_not_inj": "HOLDS", "fixed_pt": "HOLDS", "fixed_pt_wrong": "FAILS",
            "fixed_points": "HOLDS", "fixed_points_wrong": "FAILS", "perm_dot": "HOLDS",
            "perm_wrong": "FAILS", "last_ge": "HOLDS", "last_ge_wrong": "FAILS"}
OPENED_EXPECTED = {"swap_inj": "HOLDS", "swap_wrong": "FAILS", "perm_sym": "HOLDS",
                   "perm_wrong": "FAILS", "swap_self": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_function_predicates(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=4).status.value == EXPECTED[name]
    assert verdict(r, bound=4, backend="interpret").status.value == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(OPENED_EXPECTED))
def test_under_open_function_and_list(tmp_path, name):
    r = readings(lean_file(tmp_path, OPENED))[name]
    assert verdict(r, bound=4).status.value == OPENED_EXPECTED[name]


def test_a_project_definition_of_the_name_comes_first(tmp_path):
    """A file's own `Surjective` is its own: nothing of Mathlib's is put in its place."""
    text = ("def Surjective (f : Fin 2 → Fin 2) : Prop := f 0 = 0\n"
            "def zero2 : Fin 2 → Fin 2 := fun _ => 0\n"
            "open Function\n"
            "theorem_wanted t (l : List ℕ) : Surjective zero2 ∧ l.reverse.length = l.length\n")
    assert verdict(readings(lean_file(tmp_path, text))["t"], bound=3).status.value == "HOLDS"


CORE_AS_FUNCTIONS = """def collatz (n : ℕ) : ℕ := ite (n % 2 = 0) (n / 2) (3 * n + 1)
def pred' (n : ℕ) : ℕ := dite (n = 0) (fun _ => 0) (fun h => n - 1)
def smallLt (a b : ℕ) : Prop := a < b ∧ b < 3
theorem_wanted ite_le (n : ℕ) : collatz n ≤ 3 * n + 1
theorem_wanted ite_wrong (n : ℕ) : collatz n ≤ n
theorem_wanted dite_ge (n : ℕ) : pred' n + 1 ≥ n
theorem_wanted dite_wrong (n : ℕ) : pred' n + 1 = n
theorem_wanted sub_lt : Subrelation smallLt (· < ·)
theorem_wanted sub_lt_wrong : Subrelation (· < ·) smallLt
theorem_wanted inv_image : Subrelation smallLt (InvImage (· < ·) fun b : ℕ ↦ b + 1)
theorem_wanted inv_image_wrong : Subrelation smallLt (InvImage (· > ·) fun b : ℕ ↦ b + 1)
theorem_wanted untyped_lambda (a b : List ℕ) : (fun x y => x.length < y.length) a b → a ≠ b
theorem_wanted untyped_lambda_wrong (a b : List ℕ) : (fun x y => x.length ≤ y.length) a b → a ≠ b
"""

CORE_EXPECTED = {"ite_le": "HOLDS", "ite_wrong": "FAILS", "dite_ge": "HOLDS",
                 "dite_wrong": "FAILS", "sub_lt": "HOLDS", "sub_lt_wrong": "FAILS",
                 "inv_image": "HOLDS", "inv_image_wrong": "FAILS", "untyped_lambda": "HOLDS",
                 "untyped_lambda_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(CORE_EXPECTED))
def test_lean_core_functions_written_applied(tmp_path, name):
    """`ite c t e` and `dite c (fun h => t) (fun h => e)` written as functions (formal-book's
    Legendre symbol, formal-conjectures' `dite (∃ k, P k) …`), Lean core's `Subrelation` and
    `InvImage` (the games library's Domineering), and a lambda applied on the spot whose
    parameters take the arguments' types (`(· < ·) a b` once `Subrelation` is unfolded)."""
    r = readings(lean_file(tmp_path, CORE_AS_FUNCTIONS))[name]
    assert verdict(r, bound=3).status.value == CORE_EXPECTED[name]


def test_dot_notation_on_a_set_puts_it_where_the_definition_takes_it(tmp_path):
    """`s.InjOn f` is `Set.InjOn f s`: the receiver is the first explicit parameter of type
    `Set`, the second one (with it first, the function would be read as the set)."""
    text = ("theorem_wanted inj : ({0, 1, 2} : Set (Fin 4)).InjOn (fun x : Fin 4 => x)\n"
            "theorem_wanted inj_wrong : ({0, 1, 2} : Set (Fin 4)).InjOn (fun x : Fin 4 => x.val / 2)\n")
    read = readings(lean_file(tmp_path, text))
    assert verdict(read["inj"], bound=4).status.value == "HOLDS"
    assert verdict(read["inj_wrong"], bound=4).status.value == "FAILS"
