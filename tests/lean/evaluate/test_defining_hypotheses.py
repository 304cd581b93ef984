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


GUARDED = """theorem card6_wrong (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n < 20 ∧ n % 3 = 1) :
    S.card = 6 := by sorry
theorem card7 (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n < 20 ∧ n % 3 = 1) :
    S.card = 7 := by sorry
theorem divisors (k : ℕ) (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ n ≤ k ∧ n ∣ k) (hk : 0 < k ∧ k ≤ 30) :
    S = Nat.divisors k := by sorry
theorem divisors_wrong (k : ℕ) (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ n ≤ k ∧ n ∣ k) (hk : k ≤ 30) :
    S = Nat.divisors k := by sorry
"""


@pytest.mark.parametrize("name, expected", [("card6_wrong", "FAILS"), ("card7", "HOLDS"),
                                            ("divisors", "HOLDS"),
                                            ("divisors_wrong", "FAILS")])
def test_the_answer_set_of_a_guarded_condition_over_the_naturals(tmp_path, name, expected):
    """`(S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n < 20 ∧ …)`: the guard `n < 20` bounds every
    member, so S is the filter of [0, 20) by the condition (h holds of it by construction: no n
    outside the guard meets the condition); card6_wrong was UNKNOWN ("∀ n holds on every value
    of the scope"). divisors_wrong FAILS at k = 0, where 0 ∣ 0 and Nat.divisors 0 = ∅."""
    r = readings(lean_file(tmp_path, GUARDED))[name]
    assert "S" not in [v.name for v in r.evaluated.variables]
    v = verdict(r, bound=4)
    assert v.status.value == expected, v.reason
    if name == "divisors_wrong":
        assert v.counterexample.bindings == {"k": "0"}
