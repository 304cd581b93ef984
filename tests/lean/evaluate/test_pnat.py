"""Issue 29: Mathlib's `ℕ+` (`PNat`, `{ n : ℕ // 0 < n }`) as a type real statements range over:
a variable of it ranges over [1, N + 1]; its coercion to ℕ (`(n : ℕ)`, `↑n`, `n.val`,
`PNat.val n`, and where a ℕ is expected), to ℤ and ℚ; numerals (no `0 : ℕ+`); `+ * ^`; its
subtraction, which truncates at 1 (`toPNat'` of ℕ's); its order; in structures and abbrevs; an
inner `∃ m : ℕ+, m < n ∧ …` bounded by its guard. Each statement beside a wrong variant that must
FAIL, and what Lean does not give ℕ+ (`/`, `0`) UNKNOWN with its reason."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """abbrev Pos := ℕ+
structure Pt where
  x : ℕ+
  y : ℕ
theorem_wanted fib_gcd (m n d : ℕ+) (hmd : d = Nat.gcd m n) :
    Nat.gcd (Nat.fib m) (Nat.fib n) = Nat.fib d
theorem_wanted fib_gcd_wrong (m n d : ℕ+) (hmd : d = Nat.gcd m n) :
    Nat.gcd (Nat.fib m) (Nat.fib n) = Nat.fib (d + 1)
theorem_wanted sub_trunc (a b : ℕ+) (h : a ≤ b) : a - b = 1
theorem_wanted sub_trunc_wrong (a b : ℕ+) (h : a ≤ b) : ((a - b : ℕ+) : ℕ) = (a : ℕ) - b
theorem_wanted sub_coe (a b : ℕ+) (h : b < a) : ((a - b : ℕ+) : ℕ) = (a : ℕ) - b
theorem_wanted pos (n : ℕ+) : 0 < (n : ℕ)
theorem_wanted pos_wrong (n : ℕ+) : 1 < (n : ℕ)
theorem_wanted val_coe (n : ℕ+) : n.val = ↑n ∧ PNat.val n = n.natPred + 1
theorem_wanted val_coe_wrong (n : ℕ+) : n.val = n.natPred
theorem_wanted mul_ge (a b : ℕ+) : a ≤ a * b ∧ a ^ 2 ≥ a
theorem_wanted mul_ge_wrong (a b : ℕ+) : a < a * b
theorem_wanted int_cast (n : ℕ+) : (n : ℤ) - 1 ≥ 0
theorem_wanted int_cast_wrong (n : ℕ+) : (n : ℤ) - 2 ≥ 0
theorem_wanted rat_cast (n : ℕ+) : (1 : ℚ) / n ≤ 1
theorem_wanted rat_cast_wrong (n : ℕ+) : (1 : ℚ) / n < 1
theorem_wanted numeral : (3 : ℕ+) + 4 = 7 ∧ (2 : ℕ+) - 5 = 1
theorem_wanted numeral_wrong : (2 : ℕ+) - 5 = 2
theorem_wanted inner_ex (n : ℕ+) (h : 1 < n) : ∃ m : ℕ+, m < n ∧ m + 1 = n
theorem_wanted inner_ex_wrong (n : ℕ+) (h : 1 < n) : ∃ m : ℕ+, m < n ∧ m + 2 = n
theorem_wanted struct (p : Pt) : p.x.val + p.y ≥ 1
theorem_wanted struct_wrong (p : Pt) : p.x.val + p.y ≥ 2
theorem_wanted abbrev_v (a : Pos) : (a : ℕ) ≠ 0
theorem_wanted to_pnat (n : ℕ) : (Nat.toPNat' n : ℕ) ≥ n
theorem_wanted to_pnat_wrong (n : ℕ) : (Nat.toPNat' n : ℕ) = n
theorem_wanted below_one (n : ℕ+) (w₂ : n < 1) : False
theorem_wanted interval (n : ℕ+) (w₁ : 1 < n) (w₂ : n < 4) : n = 2 ∨ n = 3
theorem_wanted interval_wrong (n : ℕ+) (w₂ : n < 4) : n = 2 ∨ n = 3
"""

EXPECTED = {"fib_gcd": "HOLDS", "fib_gcd_wrong": "FAILS", "sub_trunc": "HOLDS",
            "sub_trunc_wrong": "FAILS", "sub_coe": "HOLDS", "pos": "HOLDS", "pos_wrong": "FAILS",
            "val_coe": "HOLDS", "val_coe_wrong": "FAILS", "mul_ge": "HOLDS",
            "mul_ge_wrong": "FAILS", "int_cast": "HOLDS", "int_cast_wrong": "FAILS",
            "rat_cast": "HOLDS", "rat_cast_wrong": "FAILS", "numeral": "HOLDS",
            "numeral_wrong": "FAILS", "inner_ex": "HOLDS", "inner_ex_wrong": "FAILS",
            "struct": "HOLDS", "struct_wrong": "FAILS", "abbrev_v": "HOLDS", "to_pnat": "HOLDS",
            "to_pnat_wrong": "FAILS", "below_one": "VACUOUS", "interval": "HOLDS",
            "interval_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_pnat(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=8).status.value == EXPECTED[name]
    assert verdict(r, bound=8, backend="interpret").status.value == EXPECTED[name]


def test_a_pnat_variable_starts_at_one(tmp_path):
    """ℕ+ has no 0: the smallest counterexample of `1 < n` is n := 1, and of truncated
    subtraction a := 1, b := 1 (where ℕ's would give 0)."""
    r = readings(lean_file(tmp_path, TEXT))
    assert "n := 1" in verdict(r["pos_wrong"], bound=8).counterexample.render()
    text = verdict(r["sub_trunc_wrong"], bound=8).counterexample.render()
    assert "a := 1" in text and "b := 1" in text


@pytest.mark.parametrize("text, reason", [
    ("theorem_wanted t (a b : ℕ+) : a / b ≤ a", "`/` on `ℕ+`"),
    ("theorem_wanted t (a b : ℕ+) : a % b ≤ a", "`%` on `ℕ+`"),
    ("theorem_wanted t (n : ℕ+) : n ≠ 0", "the numeral 0 as a `ℕ+`"),
])
def test_what_lean_does_not_give_pnat_is_unknown_with_its_reason(tmp_path, text, reason):
    r = readings(lean_file(tmp_path, text + "\n"))["t"]
    assert r.kind != "evaluated" and reason in r.reason


def test_an_unbounded_exists_over_pnat_names_its_range(tmp_path):
    r = readings(lean_file(tmp_path, "theorem_wanted t (n : ℕ+) : ∃ m : ℕ+, m > n\n"))["t"]
    v = verdict(r, bound=8)
    assert v.status.value == "UNKNOWN" and "ranges over ℕ+, here [1, 9] (N=8)" in v.reason


def test_numeral_guards_bound_a_pnat_variable_from_one(tmp_path):
    """`(h : n ≤ 5)` on `n : ℕ+` ranges n over exactly [1, 5] (ℕ+ starts at 1), as the guards
    of a ℕ variable do from 0; `n < 1` leaves no value (Mathlib's `interval_cases` test)."""
    text = ("theorem_wanted le5 (n : ℕ+) (h : n ≤ 5) : n ^ 2 ≤ 25\n"
            "theorem_wanted le5_wrong (n : ℕ+) (h : n ≤ 5) : n ^ 2 < 25\n"
            "theorem_wanted none (n : ℕ+) (w₂ : n < 1) : False\n")
    r = readings(lean_file(tmp_path, text))
    v = verdict(r["le5"], bound=8)
    assert v.status.value == "HOLDS" and v.ranges == {"n": [1, 5]}
    w = verdict(r["le5_wrong"], bound=8)
    assert w.status.value == "FAILS" and "n := 5" in w.counterexample.render()
    n = verdict(r["none"], bound=8)
    assert n.status.value == "VACUOUS" and "leave no value" in n.reason
