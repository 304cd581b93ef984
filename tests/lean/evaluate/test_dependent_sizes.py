"""Issue 29: a `Fin` whose size is known only at each assignment (`∀ i : Fin l.length`,
`∀ i : Fin (n + 1)`) ranges exactly over its values there; each statement beside a wrong
variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted get_le_sum (l : List ℕ) : ∀ i : Fin l.length, l.get i ≤ l.sum
theorem_wanted get_lt_sum (l : List ℕ) : ∀ i : Fin l.length, l.get i < l.sum
theorem_wanted val_le (n : ℕ) : ∀ i : Fin (n + 1), i.val ≤ n
theorem_wanted val_lt (n : ℕ) : ∀ i : Fin (n + 1), i.val < n
theorem_wanted some_index (l : List ℕ) (h : l ≠ []) : ∃ i : Fin l.length, l.get i = l.head!
theorem_wanted some_index_wrong (l : List ℕ) : ∃ i : Fin l.length, l.get i = 0
theorem_wanted set_changes (pos : List ℕ) :
    ∀ (i : Fin pos.length) (y : ℕ), y < pos.get i → pos.set i.val y ≠ pos
theorem_wanted set_changes_wrong (pos : List ℕ) :
    ∀ (i : Fin pos.length) (y : ℕ), y ≤ pos.get i → pos.set i.val y ≠ pos
"""

EXPECTED = {"get_le_sum": "HOLDS", "get_lt_sum": "FAILS", "val_le": "HOLDS", "val_lt": "FAILS",
            "some_index": "HOLDS", "some_index_wrong": "FAILS", "set_changes": "HOLDS",
            "set_changes_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_dependent_fin_sizes(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=4, length=3).status.value == EXPECTED[name]
    assert verdict(r, bound=3, length=3, backend="interpret").status.value == EXPECTED[name]


def test_a_size_no_variable_gives_is_still_refused(tmp_path):
    text = "def k : ℕ := 3\ntheorem_wanted t (f : ℕ → ℕ) : ∀ i : Fin (f 0), i.val < f 0\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind == "evaluated" or "size" in (r.reason or "")
