"""Issue 29: ℚ (Lean core's `Rat`, Mathlib's ℚ) as a computable type: numerals, the casts ℕ → ℚ
and ℤ → ℚ, `+ - * / ⁻¹ ^`, the order, `Int.floor`/`Int.ceil`/`Int.fract`, `Rat.num`/`Rat.den`,
sums over ℚ; each statement beside a wrong variant that must FAIL, and what stays outside
(a quantifier over ℚ itself, `%` on ℚ) UNKNOWN with its reason."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """def inv (n : ℕ) : ℚ := (n : ℚ)⁻¹
def harmonic (n : ℕ) : ℚ := (Finset.Icc 1 n).sum inv
theorem_wanted sum_thirds : (1 : ℚ) / 2 + 1 / 3 = 5 / 6
theorem_wanted sum_thirds_wrong : (1 : ℚ) / 2 + 1 / 3 = 2 / 5
theorem_wanted div_zero : (7 : ℚ) / 0 = 0
theorem_wanted inv_mul (n : ℕ) (h : n ≤ 6) : inv n * n ≤ 1
theorem_wanted inv_mul_wrong (n : ℕ) (h : n ≤ 6) : inv n * n = 1
theorem_wanted div_mul (a b : ℕ) (ha : a ≤ 4) (hb : 1 ≤ b ∧ b ≤ 4) : (a : ℚ) / b * b = a
theorem_wanted div_mul_wrong (a b : ℕ) (ha : a ≤ 4) (hb : b ≤ 4) : (a : ℚ) / b * b = a
theorem_wanted fract_lt (a b : ℤ) (ha : -3 ≤ a ∧ a ≤ 3) (hb : 1 ≤ b ∧ b ≤ 3) :
    0 ≤ Int.fract ((a : ℚ) / b) ∧ Int.fract ((a : ℚ) / b) < 1
theorem_wanted fract_lt_wrong (a b : ℤ) (ha : -3 ≤ a ∧ a ≤ 3) (hb : 1 ≤ b ∧ b ≤ 3) :
    Int.fract ((a : ℚ) / b) < 1 / 2
theorem_wanted floor_neg : Int.floor ((-7 : ℚ) / 2) = -4 ∧ Int.ceil ((-7 : ℚ) / 2) = -3
theorem_wanted floor_neg_wrong : Int.floor ((-7 : ℚ) / 2) = -3
theorem_wanted num_den : ((6 : ℚ) / 4).num = 3 ∧ ((6 : ℚ) / 4).den = 2
theorem_wanted num_den_wrong : ((6 : ℚ) / 4).num = 6
theorem_wanted square (n : ℕ) (h : n ≤ 6) : ((n : ℚ) / 2) ^ 2 = (n ^ 2 : ℚ) / 4
theorem_wanted square_wrong (n : ℕ) (h : n ≤ 6) : ((n : ℚ) / 2) ^ 2 = ((n ^ 2 / 4 : ℕ) : ℚ)
theorem_wanted neg_le (a : ℕ) (h : a ≤ 5) : -((a : ℚ) / 2) ≤ 0
theorem_wanted neg_le_wrong (a : ℕ) (h : a ≤ 5) : -((a : ℚ) / 2) < 0
theorem_wanted harmonic_grows (n : ℕ) (h : n ≤ 8) : harmonic n < harmonic (n + 1)
theorem_wanted harmonic_not_integral (n : ℕ) (h : 2 ≤ n ∧ n ≤ 8) : (harmonic n).den ≠ 1
theorem_wanted harmonic_integral_wrong (n : ℕ) (h : 1 ≤ n ∧ n ≤ 8) : (harmonic n).den ≠ 1
theorem_wanted sigma_fract (n : ℕ) (h : 1 ≤ n ∧ n ≤ 12) :
    Int.fract ((ArithmeticFunction.sigma 1 n : ℚ) / n) = 0 ↔ n = 1 ∨ n = 6
theorem_wanted sigma_fract_wrong (n : ℕ) (h : 1 ≤ n ∧ n ≤ 12) :
    Int.fract ((ArithmeticFunction.sigma 1 n : ℚ) / n) = 0 ↔ n = 1
"""

EXPECTED = {"sum_thirds": "HOLDS", "sum_thirds_wrong": "FAILS", "div_zero": "HOLDS",
            "inv_mul": "HOLDS", "inv_mul_wrong": "FAILS", "div_mul": "HOLDS",
            "div_mul_wrong": "FAILS", "fract_lt": "HOLDS", "fract_lt_wrong": "FAILS",
            "floor_neg": "HOLDS", "floor_neg_wrong": "FAILS", "num_den": "HOLDS",
            "num_den_wrong": "FAILS", "square": "HOLDS", "square_wrong": "FAILS",
            "neg_le": "HOLDS", "neg_le_wrong": "FAILS", "harmonic_grows": "HOLDS",
            "harmonic_not_integral": "HOLDS", "harmonic_integral_wrong": "FAILS",
            "sigma_fract": "HOLDS", "sigma_fract_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rationals(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=8).status.value == EXPECTED[name]
    assert verdict(r, bound=8, backend="interpret").status.value == EXPECTED[name]


def test_a_counterexample_shows_rationals_as_lean_prints_them(tmp_path):
    r = readings(lean_file(tmp_path, TEXT))["fract_lt_wrong"]
    text = verdict(r, bound=8).counterexample.render()
    assert "Fraction" not in text and "1/2" in text


@pytest.mark.parametrize("text, reason", [
    ("theorem_wanted t (a : ℕ) : (a : ℚ) % 2 = 0", "`%` on `Rat`"),
])
def test_what_stays_outside_is_unknown_with_its_reason(tmp_path, text, reason):
    r = readings(lean_file(tmp_path, text + "\n"))["t"]
    assert r.kind != "evaluated" and reason in r.reason


FLOORS = """theorem_wanted brackets : ⌊(7 : ℚ) / 2⌋ = 3 ∧ ⌈(7 : ℚ) / 2⌉ = 4 ∧ ⌊(-7 : ℚ) / 2⌋₊ = 0 ∧
    ⌈(7 : ℚ) / 2⌉₊ = 4
theorem_wanted brackets_wrong : ⌊(-7 : ℚ) / 2⌋ = -3
theorem_wanted floor_div (n : ℕ) (h : n ≤ 10) : ⌊(n : ℚ) / 3⌋ = n / 3
theorem_wanted ceil_div_wrong (n : ℕ) (h : n ≤ 10) : ⌈(n : ℚ) / 3⌉ = n / 3
theorem_wanted nested (n : ℕ) (h : n ≤ 10) : ⌊(⌈(n : ℚ) / 2⌉ : ℚ) / 2⌋ ≤ n
"""

FLOORS_EXPECTED = {"brackets": "HOLDS", "brackets_wrong": "FAILS", "floor_div": "HOLDS",
                   "ceil_div_wrong": "FAILS", "nested": "HOLDS"}


@pytest.mark.parametrize("name", sorted(FLOORS_EXPECTED))
def test_floor_and_ceiling_brackets(tmp_path, name):
    """Mathlib's `⌊a⌋`, `⌈a⌉`, `⌊a⌋₊`, `⌈a⌉₊` (Int.floor, Int.ceil, Nat.floor, Nat.ceil)."""
    r = readings(lean_file(tmp_path, FLOORS))[name]
    assert verdict(r, bound=8).status.value == FLOORS_EXPECTED[name]


QUANTIFIED = """theorem_wanted square_ge (q : ℚ) : q ^ 2 ≥ q
theorem_wanted square_ge_of_one_le (q : ℚ) (h : 1 ≤ q) : q ^ 2 ≥ q
theorem_wanted half (x : ℚ) (h : 2 * x = 1) : x = 1 / 2
theorem_wanted half_wrong (x : ℚ) (h : 2 * x = 1) : x = 1 / 3
theorem_wanted mul_zero : ∀ q : ℚ, q * 0 = 0
theorem_wanted between (x y : ℚ) (h : x < y) : ∃ z : ℚ, x < z ∧ z < y
"""


def test_a_variable_over_the_rationals_ranges_over_those_of_height_at_most_n(tmp_path):
    """Issue 29: a variable or quantifier over ℚ ranges over the fractions p/q in lowest terms
    with |p| ≤ N and 1 ≤ q ≤ N, smallest first, as ℤ ranges over [-N, N]: `q ^ 2 ≥ q` FAILS at
    q = 1/2 (the smallest counterexample: 0 and the integers satisfy it), `2 * x = 1` meets its
    witness 1/2, and an `∃ z` between two rationals of the scope whose witness needs a larger
    denominator is UNKNOWN within the scope alone, never FAILS (z3 then finds one)."""
    got = readings(lean_file(tmp_path, QUANTIFIED))
    v = verdict(got["square_ge"], bound=6)
    assert v.status.value == "FAILS" and v.counterexample.bindings == {"q": "1/2"}
    assert v.examined == len([(p, q) for q in range(1, 7) for p in range(-6, 7)
                              if __import__("math").gcd(p, q) == 1 or (p, q) == (0, 1)])
    assert verdict(got["square_ge_of_one_le"], bound=6).status.value == "HOLDS"
    assert verdict(got["half"], bound=6).status.value == "HOLDS"
    assert verdict(got["half"], bound=6).in_hypotheses == 1
    assert verdict(got["half_wrong"], bound=6).status.value == "FAILS"
    assert verdict(got["mul_zero"], bound=6).status.value == "HOLDS"
    between = verdict(got["between"], bound=3, z3=False)
    assert between.status.value == "UNKNOWN" and "`∃ z`" in between.reason
    # z3 finds a z (the midpoint's kind) beyond the scope, which the back end confirms
    assert verdict(got["between"], bound=3).status.value == "HOLDS"
