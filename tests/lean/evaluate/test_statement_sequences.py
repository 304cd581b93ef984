"""Sequences that hypotheses fix by a guarded recurrence (issue 29: miniF2F's
`(h₀ : x 1 = 211) … (h₆ : ∀ n ≥ 5, x n = x (n - 1) - x (n - 2) + …)`): the function is bound to
that sequence from its first given term on; a value below it is free, and a statement that
reads one is UNKNOWN, never a guess. Each true statement beside a wrong one that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem fib_like (x : ℕ → ℤ) (h₁ : x 1 = 1) (h₂ : x 2 = 1)
    (h : ∀ n ≥ 3, x n = x (n - 1) + x (n - 2)) : x 10 = 55 := by sorry
theorem fib_like_wrong (x : ℕ → ℤ) (h₁ : x 1 = 1) (h₂ : x 2 = 1)
    (h : ∀ n ≥ 3, x n = x (n - 1) + x (n - 2)) : x 10 = 56 := by sorry
theorem arrow_guard (a : ℕ → ℕ) (h₀ : a 0 = 2) (h : ∀ n, 1 ≤ n → a n = a (n - 1) + n) :
    a 4 = 12 := by sorry
theorem arrow_guard_wrong (a : ℕ → ℕ) (h₀ : a 0 = 2) (h : ∀ n, 1 ≤ n → a n = a (n - 1) + n) :
    a 4 = 13 := by sorry
theorem strict_guard (a : ℕ → ℕ) (h₀ : a 1 = 3) (h : ∀ n > 1, a n = 2 * a (n - 1)) :
    a 5 = 48 := by sorry
theorem strict_guard_wrong (a : ℕ → ℕ) (h₀ : a 1 = 3) (h : ∀ n > 1, a n = 2 * a (n - 1)) :
    a 5 = 47 := by sorry
theorem reads_a_free_value (x : ℕ → ℤ) (h₁ : x 1 = 1) (h₂ : x 2 = 1)
    (h : ∀ n ≥ 3, x n = x (n - 1) + x (n - 2)) : x 0 = 0 := by sorry
"""

EXPECTED = {"fib_like": "HOLDS", "fib_like_wrong": "FAILS", "arrow_guard": "HOLDS",
            "arrow_guard_wrong": "FAILS", "strict_guard": "HOLDS", "strict_guard_wrong": "FAILS",
            "reads_a_free_value": "UNKNOWN"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_guarded_recurrence_fixes_its_sequence(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    for backend in ("compiled", "interpret"):
        v = verdict(r, backend=backend)
        assert v.status.value == EXPECTED[name], (backend, v.reason)
    if name == "reads_a_free_value":
        assert "not fixed by the hypotheses" in verdict(r).reason


def test_a_term_missing_leaves_the_function_a_variable(tmp_path):
    """x 2 not given: the recurrence from 3 on reads it, so x is not fixed, and stays a
    function variable that no scope lists (UNKNOWN)."""
    text = ("theorem t (x : ℕ → ℤ) (h₁ : x 1 = 1) (h : ∀ n ≥ 3, x n = x (n - 1) + x (n - 2)) :\n"
            "    x 10 = 55 := by sorry\n")
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind != "evaluated" or verdict(r).status.value == "UNKNOWN"
