"""Issue 29: equality of sets (`Set.ext`) where every member of each side lies in a finite
support: all of a finite element type, else each side's own (a literal's elements, or the values
of the guard that bounds a set-builder's variable, `x ∣ 12` among them); answer sets are written
so (`{n : ℕ | 0 < n ∧ n ∣ 12} = {1, 2, 3, 4, 6, 12}`). A side with no support (`{n | Nat.Prime
n}`) is compared by its two inclusions within the scope. Each statement beside a wrong variant
that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted divisors : {n : ℕ | 0 < n ∧ n ∣ 12} = {1, 2, 3, 4, 6, 12}
theorem_wanted divisors_wrong : {n : ℕ | n ≤ 12 ∧ n ∣ 12} = {1, 2, 3, 4, 6}
theorem_wanted roots : {x : ℤ | -5 ≤ x ∧ x ≤ 5 ∧ x ^ 2 = 4} = {2, -2}
theorem_wanted roots_wrong : {x : ℤ | -5 ≤ x ∧ x ≤ 5 ∧ x ^ 2 = 4} = {2}
theorem_wanted below_wrong (k : ℕ) (h : k ≤ 10) : {n : ℕ | n < k} = {n : ℕ | n ≤ k - 1}
theorem_wanted below (k : ℕ) (h : 1 ≤ k ∧ k ≤ 10) : {n : ℕ | n < k} = {n : ℕ | n ≤ k - 1}
theorem_wanted fin : {i : Fin 4 | i.val % 2 = 0} = {0, 2}
theorem_wanted fin_ne : {i : Fin 4 | i.val % 2 = 0} ≠ {0, 1}
theorem_wanted unbounded : {n : ℕ | Nat.Prime n} = {2}
"""

EXPECTED = {"divisors": "HOLDS", "divisors_wrong": "FAILS", "roots": "HOLDS",
            "roots_wrong": "FAILS", "below_wrong": "FAILS", "below": "HOLDS", "fin": "HOLDS",
            "fin_ne": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_set_equality_on_a_finite_support(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    v = verdict(r, bound=4)
    assert v.status.value == EXPECTED[name], v.reason
    assert verdict(r, bound=4, backend="interpret").status.value == EXPECTED[name]
    if name == "below_wrong":       # k = 0: ∅ against {0} (0 - 1 = 0 on ℕ)
        assert v.counterexample.bindings == {"k": "0"}


def test_a_set_with_no_finite_support_is_compared_within_the_scope(tmp_path):
    """With no finite support the equality is the two inclusions, each a `∀` over its left
    side's members within the scope: 3 is a prime not in {2}, a real counterexample."""
    v = verdict(readings(lean_file(tmp_path, TEXT))["unbounded"], bound=4)
    assert v.status.value == "FAILS"


DIVISORS = """theorem_wanted all_div : ∀ d, d ∣ 36 → d ≤ 36
theorem_wanted all_div_wrong : ∀ d, d ∣ 36 → d < 36
theorem_wanted some_div : ∃ d, d ∣ 91 ∧ 1 < d ∧ d < 91
theorem_wanted some_div_wrong : ∃ d, d ∣ 97 ∧ 1 < d ∧ d < 97
"""


@pytest.mark.parametrize("name, expected", [("all_div", "HOLDS"), ("all_div_wrong", "FAILS"),
                                            ("some_div", "HOLDS"),
                                            ("some_div_wrong", "FAILS")])
def test_a_divisor_of_a_numeral_ranges_up_to_it_exactly(tmp_path, name, expected):
    """`d ∣ 36` bounds d by 36 (a divisor of m ≠ 0 is at most m): ∀ holds with no scope
    caveat, and ∃ fails exactly (97 is prime), at a bound far below the numeral."""
    v = verdict(readings(lean_file(tmp_path, DIVISORS))[name], bound=4)
    assert v.status.value == expected, v.reason
    assert v.reason is None or "within the scope" not in v.reason
