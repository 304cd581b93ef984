"""Issue 29: Mathlib's `Set.ncard` (the number of elements of a finite set, 0 for an infinite
one), written `Set.ncard s` or `s.ncard`: of a set of a finite type, its members among the
type's values; of a set-builder over ℕ or ℤ whose predicate bounds its variable by a guard
(`{n : ℕ | n < 50 ∧ Nat.Prime n}`), its members among the guard's values, which hold every
member; of any other set of an infinite type UNKNOWN, since pychecks cannot tell a finite set
from an infinite one there. Each statement beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted fin_app : Set.ncard {n : Fin 5 | n.val < 3} = 3
theorem_wanted fin_dot : {n : Fin 5 | n.val < 3}.ncard = 3
theorem_wanted primes : Set.ncard {n : ℕ | n < 50 ∧ Nat.Prime n} = 15
theorem_wanted primes_wrong : {n : ℕ | n < 50 ∧ Nat.Prime n}.ncard = 16
theorem_wanted divisors_wrong (k : ℕ) (h : k ≤ 20) :
    Set.ncard {n : ℕ | n ∣ k ∧ n ≤ k} = (Nat.divisors k).card
theorem_wanted divisors (k : ℕ) (h : 1 ≤ k ∧ k ≤ 20) :
    Set.ncard {n : ℕ | n ∣ k ∧ n ≤ k} = (Nat.divisors k).card
theorem_wanted ints : Set.ncard {x : ℤ | -3 ≤ x ∧ x ≤ 3 ∧ x ^ 2 < 5} = 5
theorem_wanted ints_wrong : Set.ncard {x : ℤ | -3 ≤ x ∧ x ≤ 3 ∧ x ^ 2 ≤ 5} = 4
theorem_wanted unbounded : Set.ncard {n : ℕ | Nat.Prime n} = 0
"""

EXPECTED = {"fin_app": "HOLDS", "fin_dot": "HOLDS", "primes": "HOLDS", "primes_wrong": "FAILS",
            "divisors_wrong": "FAILS", "divisors": "HOLDS", "ints": "HOLDS",
            "ints_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_set_ncard(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    v = verdict(r, bound=4)
    assert v.status.value == EXPECTED[name], v.reason
    assert verdict(r, bound=4, backend="interpret").status.value == EXPECTED[name]


def test_the_smallest_counterexample_counts_zero_as_a_divisor_of_zero(tmp_path):
    """{n | n ∣ 0 ∧ n ≤ 0} = {0} has one element, and Nat.divisors 0 = ∅ none."""
    v = verdict(readings(lean_file(tmp_path, TEXT))["divisors_wrong"], bound=4)
    assert v.counterexample.bindings == {"k": "0"}


def test_a_set_of_an_infinite_type_with_no_guard_stays_unknown(tmp_path):
    r = readings(lean_file(tmp_path, TEXT))["unbounded"]
    assert r.kind != "evaluated" and "cannot tell" in r.reason
