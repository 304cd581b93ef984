/-
Arithmetic statements for the native back end (`pychecks/lean/evaluate/native_arith.py`): each
construct it lowers, Lean's rules for `-`, `/` and `%` on ℕ and ℤ, and products past the
machine word (redone in exact integers). The expected verdict is in each statement's name; the
conformance suite compares the back ends on every one.
-/
import Mathlib

namespace NativeArith

theorem_wanted distrib_holds (a b c : ℕ) : (a + b) * c = a * c + b * c
theorem_wanted truncated_fails (a b c : ℕ) (x : Bool) : (a - b + c = a + c - b) ∨ x
theorem_wanted natDiv_holds (a b c : ℕ) : a / b / c = a / (b * c)
theorem_wanted natModZero_fails (a b : ℕ) : a % b < b
theorem_wanted intDiv_holds (a b : ℤ) : a / b * b + a % b = a
theorem_wanted intModSign_holds (a b : ℤ) (h : b ≠ 0) : 0 ≤ a % b
theorem_wanted intDivNeg_fails (a b : ℤ) : (-a) / b = -(a / b)
theorem_wanted mixed_holds (a b : ℕ) (c : ℤ) : (a : ℤ) - b + c ≤ a + c ∧ (a < b ∨ b ≤ a)
theorem_wanted bool_holds (a b : ℕ) (x : Bool) : (x && a < b) = (a < b && x)
theorem_wanted hyp_fails (a b : ℕ) (x : Bool) (h : a < b) : 2 * a < b ∨ (x && !x)
theorem_wanted minMax_holds (a b : ℤ) : min a b + max a b = a + b
theorem_wanted natAbs_holds (a : ℤ) : (a.natAbs : ℤ) * a.natAbs = a * a
-- 10^18 * 100 is past 2^63: the overflow is caught and the assignment redone exactly
theorem_wanted overflow_holds (a : ℤ) (x : Bool) :
    (a * 1000000000000000000 * 100 / 100 = a * 1000000000000000000) ∨ x
theorem_wanted overflow_fails (a : ℤ) : a * 4000000000000000000 * 4 / 4 ≠ 4000000000000000000

end NativeArith
