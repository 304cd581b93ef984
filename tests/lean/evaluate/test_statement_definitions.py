"""PutnamBench's way of defining a function inside a statement (`pychecks.lean.evaluate.
statement`): a function variable no scope lists (`F : ℕ → ℕ`) followed by a hypothesis that
fixes it outright, `(hF : ∀ n, F n = e)`, `(hf : f = fun n => e)` or `(hP : ∀ a b, P a b ↔ e)`,
is bound to `fun n => e`; first terms and a recurrence fix a sequence; a hypothesis that leaves
it partly free (`∀ n > 0, F n = e`) does not, and the statement stays UNKNOWN. Each reading is checked both ways. Also
ℤ's `Finset.Icc` and `Even` on ℤ, which those definitions use."""
from __future__ import annotations

from pychecks.lean.claims.catalogue import make_claim, read_text


def verdicts(text: str, bound: int = 8) -> dict:
    _, readings = read_text(text, "T.lean")
    out = {}
    for r in readings:
        claim = make_claim(r, source="T.lean", command_target="T.lean")
        v = claim.check(bound if claim.default_bound is not None else None)
        out[r.name] = (v.status.value,
                       None if v.counterexample is None else dict(v.counterexample.bindings))
    return out


DEFINED = """theorem forall_eq (p : ℕ) (F : ℕ → ℕ) (hF : ∀ n : ℕ, F n = n * p) :
    F 2 = p + p := sorry
theorem forall_eq_wrong (p : ℕ) (F : ℕ → ℕ) (hF : ∀ n : ℕ, F n = n * p) :
    F 2 = p + 1 := sorry
theorem fun_eq (f : ℤ → ℤ) (hf : f = fun n : ℤ => ∑ m ∈ Finset.Icc 0 n, m) :
    ∀ x : ℤ, x ≥ 0 → 2 * f x = x * (x + 1) := sorry
theorem fun_eq_wrong (f : ℤ → ℤ) (hf : f = fun n : ℤ => ∑ m ∈ Finset.Icc 0 n, m) :
    ∀ x : ℤ, 2 * f x = x * (x + 1) := sorry
theorem iff_pred (R : ℤ → ℤ → Prop) (hR : ∀ a b, R a b ↔ Even (a - b)) (x : ℤ) :
    R x (x + 2) := sorry
theorem iff_pred_wrong (R : ℤ → ℤ → Prop) (hR : ∀ a b, R a b ↔ Even (a - b)) (x : ℤ) :
    R x (x + 1) := sorry
theorem guarded (F : ℕ → ℕ) (hF : ∀ n > 0, F n = n) : F 0 = 0 := sorry
theorem recurrence (F : ℕ → ℕ) (h0 : F 0 = 0) (hF : ∀ n, F (n + 1) = F n + 1) : F 3 = 3 := sorry
"""


def test_a_function_fixed_by_its_hypothesis_is_that_function():
    got = verdicts(DEFINED)
    assert got["forall_eq"] == ("HOLDS", None)
    assert got["forall_eq_wrong"] == ("FAILS", {"p": "0"})
    assert got["fun_eq"] == ("HOLDS", None)
    # Finset.Icc 0 x is empty for x < 0: the sum is 0, and 0 ≠ x (x + 1) at x = -2
    assert got["fun_eq_wrong"][0] == "FAILS"
    assert got["iff_pred"] == ("HOLDS", None)
    assert got["iff_pred_wrong"][0] == "FAILS"
    # a guarded equation is no definition: F stays a variable no scope lists; a first term and
    # a recurrence are one (test_a_sequence_fixed_by_its_first_terms_and_a_recurrence)
    assert got["guarded"][0] == "UNKNOWN" and got["recurrence"] == ("HOLDS", None)


INTEGERS = """theorem icc_card (a : ℤ) : (Finset.Icc (a - 2) a).card = 3 := sorry
theorem icc_card_wrong (a : ℤ) : (Finset.Icc (-a) a).card = 2 * a.natAbs := sorry
theorem even_neg (n : ℤ) : Even n ↔ Even (-n) := sorry
theorem odd_wrong (n : ℤ) : Odd n ↔ n % 2 = -1 := sorry
"""


def test_integer_intervals_and_parity():
    """`Finset.Icc a b` on ℤ is ℤ's LocallyFiniteOrder instance (negative ends included);
    `Even`/`Odd` on ℤ by `n % 2`, Lean's `%` never negative (so `n % 2 = -1` is never true)."""
    got = verdicts(INTEGERS)
    assert got["icc_card"] == ("HOLDS", None) and got["even_neg"] == ("HOLDS", None)
    assert got["icc_card_wrong"] == ("FAILS", {"a": "0"})
    assert got["odd_wrong"] == ("FAILS", {"n": "1"})     # Odd 1, and 1 % 2 = 1


def test_a_function_used_before_its_definition_stays_a_variable():
    """`(h0 : f 0 = 1)` before `(hf : ∀ n, f n = n + 1)`: f is not bound early (h0 would read
    another `f`, here the project's own): the statement is UNKNOWN, never read wrongly."""
    text = ("def f (n : ℕ) : ℕ := 7\n\n"
            "theorem t (f : ℕ → ℕ) (h0 : f 0 = 1) (hf : ∀ n, f n = n + 1) : f 1 = 2 := sorry\n")
    assert verdicts(text)["t"][0] == "UNKNOWN"


RECURRENCES = """theorem fib_even (F : ℕ → ℕ) (hF : ∀ n, F (n + 2) = F (n + 1) + F n)
    (F01 : F 0 = 0 ∧ F 1 = 1) : ∀ m, 3 ∣ m ↔ 2 ∣ F m := sorry
theorem fib_wrong (F : ℕ → ℕ) (hF : ∀ n, F (n + 2) = F (n + 1) + F n)
    (F01 : F 0 = 0 ∧ F 1 = 1) : ∀ m, F m ≤ 2 * m := sorry
theorem lin (a : ℕ → ℤ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n - n) : a 3 = 4 := sorry
theorem lin_wrong (a : ℕ → ℤ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n - n) :
    a 3 = 5 := sorry
theorem extra_base (F : ℕ → ℕ) (h0 : F 0 = 1) (h5 : F 5 = 7) (h : ∀ n, F (n + 1) = F n + 1) :
    F 2 = 3 := sorry
theorem missing_base (F : ℕ → ℕ) (h : ∀ n, F (n + 2) = F n + 1) (h0 : F 0 = 0) :
    F 2 = 1 := sorry
theorem icc_type (m : ℕ) : ∏ k : Set.Icc 1 m, k.1 = m.factorial := sorry
theorem icc_type_wrong (m : ℕ) : ∑ k : Set.Ico 1 m, k.1 = m * (m + 1) / 2 := sorry
"""


def test_a_sequence_fixed_by_its_first_terms_and_a_recurrence():
    """PutnamBench's `(hF : ∀ n, F (n + 2) = F (n + 1) + F n) (F01 : F 0 = 0 ∧ F 1 = 1)` fix F:
    it is computed upward (a (1) = 2, a 2 = 3, a 3 = 4 for `2 a n - n`); a base case beyond the
    recurrence's order (a constraint, not a definition) or one missing leaves F a variable,
    UNKNOWN. A bounded `Set` interval as a type ranges over its `Finset` twin's elements."""
    got = verdicts(RECURRENCES)
    assert got["fib_even"] == ("HOLDS", None) and got["lin"] == ("HOLDS", None)
    assert got["fib_wrong"][0] == "FAILS" and got["lin_wrong"][0] == "FAILS"
    assert got["extra_base"][0] == "UNKNOWN" and got["missing_base"][0] == "UNKNOWN"
    assert got["icc_type"] == ("HOLDS", None)
    assert got["icc_type_wrong"] == ("FAILS", {"m": "1"})      # ∑ over ∅ is 0, not 1


def test_a_product_past_the_result_limit_is_refused_not_computed():
    """`∏ k ∈ range n, 2 ^ 1000` for n up to the scope: refused past MAX_RESULT_BITS, as a
    power or a factorial is (putnam_2021_b4's ∏ k^k over a Fibonacci number of k never ends)."""
    import pytest
    from pychecks.lean.evaluate import runtime as R
    from pychecks.lean.evaluate.implementations import ResultTooLarge
    assert R.finite_prod(range(1, 6), lambda k: k) == 120
    with pytest.raises(ResultTooLarge):
        R.finite_prod(range(2000), lambda k: 2 ** 1000)
