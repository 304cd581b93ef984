"""Issue 29: Mathlib's `ZMod n` as real statements write it: a modulus that is a variable of the
statement (`(q : ℕ) [Fact (1 < q)] : (1 : ZMod q) ≠ 0`) or a definition's `(n : ℕ)`, known at
each assignment; the casts `(a : ZMod p)` from ℕ and ℤ (`NatCast`, `IntCast`, and ℕ, ℤ leaves of
a tree beside a `ZMod` one are cast into it: ZMod coerces into nothing); `^`, `-x`, `ZMod.val`;
a variable over `ZMod p` (its p values). `ZMod 0` is ℤ: its operations are ℤ's, and a variable
over it is left undecided. Each statement beside a wrong variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """def twice (n : ℕ) (x : ZMod n) : ZMod n := x + x
def isDifferenceSet (n : ℕ) (B : Finset (ZMod n)) : Prop :=
  ∃ k, ∀ x : (ZMod n), x ≠ 0 → ∑ i ∈ B, ∑ j ∈ B \\ {i}, List.count x [i - j] = k
theorem_wanted one_ne_zero (q : ℕ) [Fact (1 < q)] : (1 : ZMod q) ≠ 0
theorem_wanted one_ne_zero_wrong (q : ℕ) [Fact (0 < q)] : (1 : ZMod q) ≠ 0
theorem_wanted two_ne_one (q : ℕ) [Fact (1 < q)] : (2 : ZMod q) ≠ 1
theorem_wanted two_ne_one_wrong (q : ℕ) [Fact (0 < q)] : (2 : ZMod q) ≠ 0
theorem_wanted fermat (p : ℕ) [Fact p.Prime] (a : ℤ) :
    (a : ZMod p) ≠ 0 → a ^ (p - 1) = (1 : ZMod p)
theorem_wanted fermat_wrong (p : ℕ) [Fact p.Prime] (a : ℤ) :
    (a : ZMod p) ≠ 0 → a ^ (p - 1) = (-1 : ZMod p)
theorem_wanted frobenius (p : ℕ) [Fact p.Prime] (x : ZMod p) : x ^ p = x
theorem_wanted frobenius_wrong (p : ℕ) (hp : 2 ≤ p) (x : ZMod p) : x ^ p = x
theorem_wanted val_cast (n : ℕ) [NeZero n] (a : ℕ) : (a : ZMod n).val = a % n
theorem_wanted val_cast_wrong (n : ℕ) [NeZero n] (a : ℕ) : (a : ZMod n).val = a
theorem_wanted int_cast (a : ℤ) (h : -5 ≤ a ∧ a ≤ 5) : (a : ZMod 5) = 0 ↔ 5 ∣ a
theorem_wanted int_cast_wrong (a : ℤ) (h : -5 ≤ a ∧ a ≤ 5) : (a : ZMod 5) = 0 ↔ a = 0
theorem_wanted neg_one (n : ℕ) (h : 0 < n) : (-1 : ZMod n).val = n - 1
theorem_wanted neg_one_wrong (n : ℕ) (h : 0 < n) : (-1 : ZMod n).val = n
theorem_wanted cast_self (n : ℕ) : (n : ZMod n) = 0
theorem_wanted cast_self_wrong (n : ℕ) : (n : ZMod n) = 1
theorem_wanted no_root (p : ℕ) (hp : 0 < p) (h : p % 4 = 3) : ¬ ∃ x : ZMod p, x ^ 2 = -1
theorem_wanted root_wrong (p : ℕ) (hp : 0 < p) : ∃ x : ZMod p, x ^ 2 = -1
theorem_wanted inverse (p : ℕ) [Fact p.Prime] (a : ZMod p) (h : a ≠ 0) : a * a⁻¹ = 1
theorem_wanted inverse_wrong (n : ℕ) (h : 0 < n) (a : ZMod n) (h : a ≠ 0) : a * a⁻¹ = 1
theorem_wanted nat_leaf (x : ZMod 7) (k : ℕ) (h : k ≤ 20) : x + k = k + x ∧ (k : ZMod 7) = ↑(k % 7)
theorem_wanted twice_def (n : ℕ) (h : 0 < n) (x : ZMod n) : twice n x = 2 * x
theorem_wanted twice_wrong (n : ℕ) (h : 0 < n) (x : ZMod n) : twice n x = x
theorem_wanted twice_closed : twice 5 3 = 1
theorem_wanted difference_set : isDifferenceSet 21 {0, 3, 4, 9, 11}
theorem_wanted difference_set_wrong : ¬ isDifferenceSet 21 {0, 3, 4, 9, 11}
theorem_wanted integers (a b : ℤ) (h : -4 ≤ a ∧ a ≤ 4) (h' : -4 ≤ b ∧ b ≤ 4) :
    ((a : ZMod 0) = b ↔ a = b)
"""

EXPECTED = {"one_ne_zero": "HOLDS", "one_ne_zero_wrong": "FAILS", "two_ne_one": "HOLDS",
            "two_ne_one_wrong": "FAILS", "fermat": "HOLDS", "fermat_wrong": "FAILS",
            "frobenius": "HOLDS", "frobenius_wrong": "FAILS", "val_cast": "HOLDS",
            "val_cast_wrong": "FAILS", "int_cast": "HOLDS", "int_cast_wrong": "FAILS",
            "neg_one": "HOLDS", "neg_one_wrong": "FAILS", "cast_self": "HOLDS",
            "cast_self_wrong": "FAILS", "no_root": "HOLDS", "root_wrong": "FAILS",
            "inverse": "HOLDS", "inverse_wrong": "FAILS", "nat_leaf": "HOLDS",
            "twice_def": "HOLDS", "twice_wrong": "FAILS", "twice_closed": "HOLDS",
            "difference_set": "HOLDS", "difference_set_wrong": "FAILS", "integers": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_zmod(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=8).status.value == EXPECTED[name]
    assert verdict(r, bound=8, backend="interpret").status.value == EXPECTED[name]


def test_the_smallest_counterexamples_are_the_moduli_that_break_them(tmp_path):
    r = readings(lean_file(tmp_path, TEXT))
    assert "q := 1" in verdict(r["one_ne_zero_wrong"], bound=8).counterexample.render()
    text = verdict(r["fermat_wrong"], bound=8).counterexample.render()
    assert "p := 3" in text and "a := 1" in text      # at p = 2, -1 = 1
    assert "p := 4" in verdict(r["frobenius_wrong"], bound=8).counterexample.render()


def test_a_variable_over_zmod_zero_is_left_undecided(tmp_path):
    """`ZMod 0` is ℤ: its values cannot be listed, so no verdict is read off an empty `Fin 0`."""
    r = readings(lean_file(tmp_path, "theorem_wanted t (p : ℕ) (x : ZMod p) : x + 0 = x\n"))["t"]
    v = verdict(r, bound=8)
    assert v.status.value == "UNKNOWN" and "`ZMod 0` is ℤ" in v.reason


@pytest.mark.parametrize("text, reason", [
    ("theorem_wanted t (a : ZMod 5) (n : ℕ) : (a : ℕ) = n", "where `ℕ` is expected"),
    ("theorem_wanted t (p : ℕ) (a : ZMod p) : a / 1 = a", "`/` on `ZMod"),
])
def test_what_zmod_does_not_have_is_unknown_with_its_reason(tmp_path, text, reason):
    r = readings(lean_file(tmp_path, text + "\n"))["t"]
    assert r.kind != "evaluated" and reason in r.reason


def test_the_operations_follow_zmods_ring_by_cases():
    """`ZMod.commRing` by cases (Mathlib/Data/ZMod/Defs.lean): ℤ's for 0; `Fin (n + 1)`'s, each
    written here as Lean core defines it (`Fin.add`: (a + b) % n, `Fin.sub`: (a + (n - b)) % n,
    `Fin.mul`: (a * b) % n), otherwise; `ZMod.val` is `natAbs` for 0; `ZMod.inv 0` is
    `Int.sign`."""
    from pychecks.lean.evaluate import implementations as IM
    for a in range(-6, 7):
        for b in range(-6, 7):
            assert IM.zmod_add(0, a, b) == a + b and IM.zmod_sub(0, a, b) == a - b
            assert IM.zmod_mul(0, a, b) == a * b
        assert IM.zmod_neg(0, a) == -a and IM.zmod_val(0, a) == abs(a)
        assert IM.zmod_inv(0, a) == (1 if a > 0 else -1 if a < 0 else 0)
        assert IM.zmod_cast(0, a) == a
    for n in range(1, 9):
        for a in range(n):
            for b in range(n):
                assert IM.zmod_add(n, a, b) == (a + b) % n
                assert IM.zmod_sub(n, a, b) == (a + (n - b)) % n
                assert IM.zmod_mul(n, a, b) == (a * b) % n
            assert IM.zmod_neg(n, a) == (n - a) % n and IM.zmod_val(n, a) == a
            power = 1 % n
            for k in range(6):               # Monoid.npow: k products
                assert IM.zmod_pow(n, a, k) == power
                power = IM.zmod_mul(n, power, a)
        for v in range(-20, 21):             # Int.cast into Fin n: v emod n
            assert IM.zmod_cast(n, v) == v - n * (v // n)
