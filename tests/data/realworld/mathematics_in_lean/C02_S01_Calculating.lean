/- Source: github.com/leanprover-community/mathematics_in_lean, MIL/C02_Basics/S01_Calculating.lean, commit dd6d752fedb14082f557913c2dccb2d4851e5173.
   Verbatim, proofs replaced by `sorry`. -/
import MIL.Common
import Mathlib.Data.Real.Basic
-- An example.
example (a b c : ℝ) : a * b * c = b * (a * c) := by sorry

-- Try these.
example (a b c : ℝ) : c * b * a = b * (a * c) := by sorry

example (a b c : ℝ) : a * (b * c) = b * (a * c) := by sorry

-- An example.
example (a b c : ℝ) : a * b * c = b * c * a := by sorry

/- Try doing the first of these without providing any arguments at all,
   and the second with only one argument. -/
example (a b c : ℝ) : a * (b * c) = b * (c * a) := by sorry

example (a b c : ℝ) : a * (b * c) = b * (a * c) := by sorry

-- Using facts from the local context.
example (a b c d e f : ℝ) (h : a * b = c * d) (h' : e = f) : a * (b * e) = c * (d * f) := by sorry

example (a b c d e f : ℝ) (h : b * c = e * f) : a * b * c * d = a * e * f * d := by sorry

example (a b c d : ℝ) (hyp : c = b * a - d) (hyp' : d = a * b) : c = 0 := by sorry

example (a b c d e f : ℝ) (h : a * b = c * d) (h' : e = f) : a * (b * e) = c * (d * f) := by sorry

section

variable (a b c d e f : ℝ)

example (h : a * b = c * d) (h' : e = f) : a * (b * e) = c * (d * f) := by sorry

end

section
variable (a b c : ℝ)

#check a
#check a + b
#check (a : ℝ)
#check mul_comm a b
#check (mul_comm a b : a * b = b * a)
#check mul_assoc c a b
#check mul_comm a
#check mul_comm

end

section
variable (a b : ℝ)

example : (a + b) * (a + b) = a * a + 2 * (a * b) + b * b := by sorry

example : (a + b) * (a + b) = a * a + 2 * (a * b) + b * b := by sorry

example : (a + b) * (a + b) = a * a + 2 * (a * b) + b * b := by sorry

end

-- Try these. For the second, use the theorems listed underneath.
section
variable (a b c d : ℝ)

example : (a + b) * (c + d) = a * c + a * d + b * c + b * d := by sorry

example (a b : ℝ) : (a + b) * (a - b) = a ^ 2 - b ^ 2 := by sorry

#check pow_two a
#check mul_sub a b c
#check add_mul a b c
#check add_sub a b c
#check sub_sub a b c
#check add_zero a

end

-- Examples.

section
variable (a b c d : ℝ)

example (a b c d : ℝ) (hyp : c = d * a + b) (hyp' : b = a * d) : c = 2 * a * d := by sorry

example : c * b * a = b * (a * c) := by sorry

example : (a + b) * (a + b) = a * a + 2 * (a * b) + b * b := by sorry

example : (a + b) * (a - b) = a ^ 2 - b ^ 2 := by sorry

example (hyp : c = d * a + b) (hyp' : b = a * d) : c = 2 * a * d := by sorry

end

example (a b c : ℕ) (h : a + b = c) : (a + b) * (a + b) = a * c + b * c := by sorry
