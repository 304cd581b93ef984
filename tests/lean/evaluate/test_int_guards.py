"""Issue 29: a `∀`/`∃` over ℤ that its guards bound on both sides (`-3 ≤ x ∧ x < 4`,
`|x - c| ≤ e`) ranges exactly over those values, as a ℕ one under `x < e` does; and a finset
characterised by a predicate (`∀ n, n ∈ S ↔ P n`, minif2f's way of naming a set) is read as its
two inclusions, so that the `∀` is decided exactly. Each statement beside a wrong variant that
must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict
from pychecks.lean.evaluate import check as C

TEXT = """theorem_wanted card_abs (S : Finset ℤ) (h₀ : ∀ (n : ℤ), n ∈ S ↔ abs (n - 2) ≤ 3) :
    S.card = 7
theorem_wanted card_abs_wrong (S : Finset ℤ) (h₀ : ∀ (n : ℤ), n ∈ S ↔ abs (n - 2) ≤ 3) :
    S.card = 6
theorem_wanted card_strict (S : Finset ℤ) (h₀ : ∀ n : ℤ, n ∈ S ↔ |n + 1| < 2) :
    S = {-2, -1, 0}
theorem_wanted card_strict_wrong (S : Finset ℤ) (h₀ : ∀ n : ℤ, n ∈ S ↔ |n + 1| < 2) :
    S = {-2, -1, 0, 1}
theorem_wanted card_between (S : Finset ℤ) (h₀ : ∀ n : ℤ, -2 ≤ n ∧ n < 2 ↔ n ∈ S) :
    S.sum id = -2
theorem_wanted card_between_wrong (S : Finset ℤ) (h₀ : ∀ n : ℤ, -2 ≤ n ∧ n < 2 ↔ n ∈ S) :
    S.sum id = 0
theorem_wanted exists_root : ∃ x : ℤ, -3 ≤ x ∧ x < 4 ∧ x * x = 9
theorem_wanted exists_root_wrong : ∃ x : ℤ, -3 ≤ x ∧ x < 3 ∧ x * x = 9 ∧ 0 < x
theorem_wanted forall_abs : ∀ x : ℤ, |x + 1| < 3 → x ≤ 1
theorem_wanted forall_abs_wrong : ∀ x : ℤ, |x + 1| < 3 → x ≤ 0
"""

EXPECTED = {"card_abs": "HOLDS", "card_abs_wrong": "FAILS", "card_strict": "HOLDS",
            "card_strict_wrong": "FAILS", "card_between": "HOLDS", "card_between_wrong": "FAILS",
            "exists_root": "HOLDS", "exists_root_wrong": "FAILS", "forall_abs": "HOLDS",
            "forall_abs_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_int_guards(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=6).status.value == EXPECTED[name]
    assert verdict(r, bound=6, backend="interpret").status.value == EXPECTED[name]


def test_a_guarded_int_quantifier_is_exact_so_the_verdict_has_no_caveat(tmp_path):
    r = readings(lean_file(tmp_path, TEXT))["exists_root_wrong"]
    v = verdict(r, bound=6)
    assert v.status.value == "FAILS" and not C.ranged_quantifiers(r.evaluated)


def test_a_guard_compared_outside_int_is_not_read(tmp_path):
    """`|n - 2| ≤ (7 : ℤ)` is ℤ's; a comparison in ℚ is not an interval of ℤ read here: n ranges
    over the whole scope, and the hypothesis (`|·|` at ℚ) filters it to -1 … 5."""
    text = ("theorem_wanted t : ∀ n : ℤ, |((n : ℚ) - 2)| ≤ 7 / 2 → n ≤ 5\n"
            "theorem_wanted t_wrong : ∀ n : ℤ, |((n : ℚ) - 2)| ≤ 7 / 2 → n ≥ 0\n")
    got = readings(lean_file(tmp_path, text))
    assert not got["t"].evaluated.bounds
    v = verdict(got["t"], bound=6)
    assert v.status.value == "HOLDS" and v.examined == 13 and v.in_hypotheses == 7
    wrong = verdict(got["t_wrong"], bound=6)
    assert wrong.status.value == "FAILS" and wrong.counterexample.bindings == {"n": "-1"}


def test_a_narrow_widening_step_reaches_the_set(tmp_path):
    """Widening a VACUOUS statement does not stop where doubling N overshoots the work: the
    widest N that fits is tried (a `Finset ℤ` doubles its assignments at each step)."""
    text = ("theorem_wanted t (S : Finset ℤ) (h₀ : ∀ n : ℤ, n ∈ S ↔ abs (n - 2) ≤ 5) :\n"
            "    S.card = 11\n")
    r = readings(lean_file(tmp_path, text))["t"]
    first = verdict(r, bound=5)
    assert first.status.value == "VACUOUS"
    v, n = C.widened(r.evaluated, 5, C.DEFAULT_LIST_LENGTH, first, backend="compiled")
    assert v.status.value == "HOLDS" and n >= 7
