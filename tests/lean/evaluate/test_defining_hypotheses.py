"""Issue 29: CombiBench's answer form `(sols : Finset X) (h_sols : ∀ f, f ∈ sols ↔ P f) :
sols.card = k` gives sols as the one finset h_sols allows (`univ.filter P` when X is finite),
instead of a variable over every finset of X (2^8192 of them for hackmath_1's `Fin 13 → Fin 2`): each
statement beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem choose6 (sols : Finset (Fin 10 → Fin 2))
    (h_sols : ∀ f, f ∈ sols ↔ ((List.ofFn f).count 0 = 6)) :
    sols.card = 210 := by sorry
theorem choose6_wrong (sols : Finset (Fin 10 → Fin 2))
    (h_sols : ∀ f, f ∈ sols ↔ ((List.ofFn f).count 0 = 6)) :
    sols.card = 211 := by sorry
theorem podium (sols : Finset (Fin 6 → Fin 4))
    (h_sols : ∀ f, f ∈ sols ↔
      ((List.ofFn f).count 0 = 1) ∧ ((List.ofFn f).count 1 = 1) ∧ ((List.ofFn f).count 2 = 1)) :
    sols.card = 120 := by sorry
theorem podium_wrong (sols : Finset (Fin 6 → Fin 4))
    (h_sols : ∀ f, f ∈ sols ↔ ((List.ofFn f).count 0 = 1) ∧ ((List.ofFn f).count 1 = 1)) :
    sols.card = 120 := by sorry
theorem param (k : ℕ) (s : Finset (Fin 3 → Fin 2)) (h : ∀ f : Fin 3 → Fin 2, f ∈ s ↔ f 0 = k) :
    s.card = if k ≤ 1 then 4 else 0 := by sorry
theorem param_wrong (k : ℕ) (s : Finset (Fin 3 → Fin 2)) (h : ∀ f, f ∈ s ↔ f 0 = k) :
    s.card = 4 := by sorry
"""

EXPECTED = {"choose6": "HOLDS", "choose6_wrong": "FAILS", "podium": "HOLDS",
            "podium_wrong": "FAILS", "param": "HOLDS", "param_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_finset_given_by_its_members(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    for backend in ("compiled", "interpret"):
        v = verdict(r, bound=3, backend=backend)
        assert v.status.value == EXPECTED[name], (backend, v.reason)
    assert [v.name for v in r.evaluated.variables] == (["k"] if "param" in name else [])
    assert r.evaluated.name.split(".")[-1] == name      # not the finset's (a slip did that)


def test_a_finset_of_an_infinite_type_stays_a_variable(tmp_path):
    """Over `Fin 6 → ℕ` the hypothesis may allow no finset at all (infinitely many members):
    sols stays a variable, and the statement is not checked for its size, never answered."""
    text = ("theorem t (sols : Finset (Fin 6 → ℕ)) (h : ∀ f, f ∈ sols ↔ (∑ i, f i = 10)) :\n"
            "    sols.card = 3003 := by sorry\n")
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind == "evaluated" and [v.name for v in r.evaluated.variables] == ["sols"]
