"""Issue 29: `≤` and `<` on finsets are Mathlib's inclusion order (`Finset.le_iff_subset`,
`Finset.lt_iff_ssubset`), as FormalMATH writes `s ≤ t` for `Finset (Fin 3)`; each statement
beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted le_card (s t : Finset (Fin 3)) (h : s ≤ t) : s.card ≤ t.card
theorem_wanted le_card_wrong (s t : Finset (Fin 3)) (h : s ≤ t) : s.card < t.card
theorem_wanted lt_card (s t : Finset (Fin 3)) (h : s < t) : s.card < t.card
theorem_wanted gt_ne (s t : Finset ℕ) (h : t > s) : s ≠ t
theorem_wanted card_le_wrong (s t : Finset (Fin 3)) (h : s.card ≤ t.card) : s ≤ t
theorem_wanted ge_union (s t : Finset ℕ) : s ∪ t ≥ s
"""

EXPECTED = {"le_card": "HOLDS", "le_card_wrong": "FAILS", "lt_card": "HOLDS",
            "gt_ne": "HOLDS", "card_le_wrong": "FAILS", "ge_union": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_order_of_finsets_is_inclusion(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=3).status.value == EXPECTED[name]
    assert verdict(r, bound=3, backend="interpret").status.value == EXPECTED[name]


def test_the_smallest_counterexample_of_a_wrong_inclusion(tmp_path):
    """s = {0}, t = {1}: equal cards, neither inside the other (∅ ≤ anything)."""
    v = verdict(readings(lean_file(tmp_path, TEXT))["card_le_wrong"], bound=3)
    assert v.counterexample.bindings == {"s": "{0}", "t": "{1}"}
