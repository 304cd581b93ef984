/- Source: github.com/leanprover-community/mathematics_in_lean, MIL/C02_Basics/S04_More_on_Order_and_Divisibility.lean, commit dd6d752fedb14082f557913c2dccb2d4851e5173.
   Verbatim, proofs replaced by `sorry`. -/
import MIL.Common
import Mathlib.Data.Real.Basic

namespace C02S04

section
variable (a b c d : ℝ)

#check (min_le_left a b : min a b ≤ a)
#check (min_le_right a b : min a b ≤ b)
#check (le_min : c ≤ a → c ≤ b → c ≤ min a b)

example : min a b = min b a := by sorry

example : min a b = min b a := by sorry

example : min a b = min b a := by sorry

example : max a b = max b a := by sorry
example : min (min a b) c = min a (min b c) := by sorry
theorem aux : min a b + c ≤ min (a + c) (b + c) := by sorry
example : min a b + c = min (a + c) (b + c) := by sorry
#check (abs_add_le : ∀ a b : ℝ, |a + b| ≤ |a| + |b|)

example : |a| - |b| ≤ |a - b| := by sorry
end

section
variable (w x y z : ℕ)

example (h₀ : x ∣ y) (h₁ : y ∣ z) : x ∣ z := by sorry

example : x ∣ y * x * z := by sorry

example : x ∣ x ^ 2 := by sorry

example (h : x ∣ w) : x ∣ y * (x * z) + x ^ 2 + w ^ 2 := by sorry
end

section
variable (m n : ℕ)

#check (Nat.gcd_zero_right n : Nat.gcd n 0 = n)
#check (Nat.gcd_zero_left n : Nat.gcd 0 n = n)
#check (Nat.lcm_zero_right n : Nat.lcm n 0 = 0)
#check (Nat.lcm_zero_left n : Nat.lcm 0 n = 0)

example : Nat.gcd m n = Nat.gcd n m := by sorry
end


