"""Issue 29: a quantifier guarded by `T ⊆ S` or `T ⊂ S` (S a finset) ranges over the subsets of
S, exactly, instead of the scope's finsets of [0, N]: `∃ T ⊆ S, …` finds a witness the scope
never holds, and `∀ T ⊆ S, …` holds with no caveat about the scope. Each statement beside a
wrong variant that must FAIL (or, for an `∃`, whose witness cannot exist)."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted sub_card (S : Finset ℕ) (hS : S = Finset.range 12) :
    ∃ T : Finset ℕ, T ⊆ S ∧ T.card = 11
theorem_wanted sub_card_wrong (S : Finset ℕ) (hS : S = Finset.range 12) :
    ∃ T : Finset ℕ, T ⊆ S ∧ T.card = 13
theorem_wanted all_sub : ∀ T ⊆ Finset.Icc 1 10, T.sum id ≤ 55
theorem_wanted all_sub_wrong : ∀ T ⊆ Finset.Icc 1 10, T.sum id < 55
theorem_wanted strict (n : ℕ) (h : n ≤ 6) : ∀ T, T ⊂ Finset.range n → T.card < n
theorem_wanted strict_wrong (n : ℕ) (h : n ≤ 6) : ∀ T, T ⊆ Finset.range n → T.card < n
theorem_wanted half_sum : ∃ T ⊆ Finset.Icc 1 8, 2 * T.sum id = (Finset.Icc 1 8).sum id
theorem_wanted half_sum_wrong : ∃ T ⊆ Finset.Icc 1 9, 2 * T.sum id = (Finset.Icc 1 9).sum id
"""

EXPECTED = {"sub_card": "HOLDS", "sub_card_wrong": "FAILS", "all_sub": "HOLDS",
            "all_sub_wrong": "FAILS", "strict": "HOLDS", "strict_wrong": "FAILS",
            "half_sum": "HOLDS", "half_sum_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_subset_guard_ranges_over_the_subsets(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    v = verdict(r, bound=4)
    assert v.status.value == EXPECTED[name], v.reason
    assert v.reason is None or "within the scope" not in v.reason
    assert verdict(r, bound=4, backend="interpret").status.value == EXPECTED[name]


def test_the_smallest_counterexample_of_a_subset_guarded_statement(tmp_path):
    """n = 0: `range 0 = ∅` and T = ∅ ⊆ ∅ has 0 elements, not fewer than 0."""
    v = verdict(readings(lean_file(tmp_path, TEXT))["strict_wrong"], bound=4)
    assert v.counterexample.bindings == {"n": "0", "T": "∅"}
