"""Issue 29: Mathlib's ℝ where a statement only computes real numbers from numerals and casts
(`(n : ℝ) / 2`, `⌊(a : ℝ) / b⌋`, `∏ x ∈ Icc 1 n, ((x + 1) : ℝ) / x`): such a real number is a
rational, and `Rat.cast` is an ordered-field embedding commuting with `⌊·⌋`, so it is computed in
ℚ; each statement beside a wrong variant that must FAIL. A real variable that a hypothesis
solves (`x = n / 2`) takes that value. A variable over ℝ (a binder, an `∃`, a
function into ℝ, one whose type only its uses fix) stays UNKNOWN with its reason: the reals are
never listed."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """open Finset
theorem_wanted prod_telescopes (n : ℕ) (hn : 1 ≤ n) : (∏ x ∈ Icc 1 n, ((x + 1) : ℝ) / x) = n + 1
theorem_wanted prod_telescopes_wrong (n : ℕ) (hn : 1 ≤ n) : (∏ x ∈ Icc 1 n, ((x + 1) : ℝ) / x) = n
theorem_wanted floor_div (a b : ℕ) : (a / b : ℕ) = ⌊(a : ℝ) / b⌋
theorem_wanted floor_div_int_wrong (a b : ℤ) (h : b ≠ 0) : ⌊(a : ℝ) / b⌋ = a / b
theorem_wanted half_le (n : ℕ) : (n : ℝ) / 3 ≤ n / 2
theorem_wanted half_le_wrong (n : ℕ) : (n : ℝ) / 2 ≤ n / 3
theorem_wanted closed : (985 : ℝ) / 108 + 1 / 108 = 986 / 108
theorem_wanted closed_wrong : (985 : ℝ) / 108 < 9
theorem_wanted rat_to_real (q : ℚ) (h : 0 < q) : ((q : ℝ) + 1)⁻¹ < 1
theorem_wanted rat_to_real_wrong (q : ℚ) (h : 0 ≤ q) : ((q : ℝ) + 1)⁻¹ < 1
theorem_wanted abs_sub (n : ℕ) (h : n ≤ 5) : |(n : ℝ) - 3| ≤ 3
theorem_wanted abs_sub_wrong (n : ℕ) (h : n ≤ 5) : |(n : ℝ) - 3| ≤ 2
theorem_wanted sum_mean (n : ℕ) (hn : 2 ≤ n) :
    (1 / (n : ℝ)) * ∑ i ∈ range n, (1 / (2 * (i : ℝ) + 2)) <
    (1 / ((n : ℝ) + 1)) * ∑ i ∈ range n, (1 / (2 * (i : ℝ) + 1))
theorem_wanted sum_mean_wrong (n : ℕ) (hn : 2 ≤ n) :
    (1 / (n : ℝ)) * ∑ i ∈ range n, (1 / (2 * (i : ℝ) + 2)) >
    (1 / ((n : ℝ) + 1)) * ∑ i ∈ range n, (1 / (2 * (i : ℝ) + 1))
theorem_wanted solved (n : ℕ) (x : ℝ) (h : x = n / 2) : 2 * x = n
theorem_wanted solved_wrong (n : ℕ) (x : ℝ) (h : x = n / 2) : x ≤ n / 3
"""

EXPECTED = {"prod_telescopes": "HOLDS", "prod_telescopes_wrong": "FAILS",
            "floor_div": "HOLDS", "floor_div_int_wrong": "FAILS",
            "half_le": "HOLDS", "half_le_wrong": "FAILS", "closed": "HOLDS",
            "closed_wrong": "FAILS", "rat_to_real": "HOLDS", "rat_to_real_wrong": "FAILS",
            "abs_sub": "HOLDS", "abs_sub_wrong": "FAILS", "sum_mean": "HOLDS",
            "sum_mean_wrong": "FAILS", "solved": "HOLDS", "solved_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_reals_built_from_casts_are_computed_exactly(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=6).status.value == EXPECTED[name]
    assert verdict(r, bound=6, backend="interpret").status.value == EXPECTED[name]


def test_a_counterexample_shows_the_real_values_as_fractions(tmp_path):
    """`⌊(1 : ℝ) / -2⌋ = -1` but `1 / -2 = 0` in ℤ (`Int.ediv`): the smallest counterexample."""
    v = verdict(readings(lean_file(tmp_path, TEXT))["floor_div_int_wrong"], bound=6)
    text = v.counterexample.render()
    assert "Fraction" not in text
    v = verdict(readings(lean_file(tmp_path, TEXT))["half_le_wrong"], bound=6)
    assert v.counterexample.bindings == {"n": "1"} and "1/2" in v.counterexample.render()


@pytest.mark.parametrize("text", [
    "theorem_wanted t (x : ℝ) : x * x ≥ 0",
    "theorem_wanted t : ∀ x, x * x ≥ (0 : ℝ)",
    "theorem_wanted t : ∃ x : ℝ, x * x = 2",
    "theorem_wanted t (f : Fin 2 → ℝ) : f 0 ≤ f 0",
    "theorem_wanted t (s : Finset ℝ) : s.card ≥ 0",
])
def test_a_variable_over_the_reals_is_unknown(tmp_path, text):
    """ℝ is not listed, even where a box of rationals would answer (`∃ x, x * x = 2` has no
    rational witness and is true; `∀ x, x * x ≠ 2` would hold on every rational)."""
    r = readings(lean_file(tmp_path, text + "\n"))["t"]
    if r.kind == "evaluated":
        v = verdict(r, bound=4)
        assert v.status.value == "UNKNOWN" and "the reals" in v.reason
    else:
        assert "the reals" in r.reason


def test_real_square_roots_stay_outside(tmp_path):
    r = readings(lean_file(tmp_path, "theorem_wanted t : Real.sqrt 4 = 2\n"))["t"]
    assert r.kind != "evaluated" and "Real.sqrt" in r.reason
