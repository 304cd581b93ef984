/- Source: github.com/hrmacbeth/math2001, Math2001/02_Proofs_with_Structure/05_Exists.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic

math2001_init


example {a : ℚ} (h : ∃ b : ℚ, a = b ^ 2 + 1) : a > 0 := sorry


example {t : ℝ} (h : ∃ a : ℝ, a * t < 0) : t ≠ 0 := sorry

example : ∃ n : ℤ, 12 * n = 84 := sorry


example (x : ℝ) : ∃ y : ℝ, y > x := sorry


example : ∃ m n : ℤ, m ^ 2 - n ^ 2 = 11 := sorry

example (a : ℤ) : ∃ m n : ℤ, m ^ 2 - n ^ 2 = 2 * a + 1 := sorry

example {p q : ℝ} (h : p < q) : ∃ x, p < x ∧ x < q := sorry

example : ∃ a b c d : ℕ,
    a ^ 3 + b ^ 3 = 1729 ∧ c ^ 3 + d ^ 3 = 1729 ∧ a ≠ c ∧ a ≠ d := sorry

/-! # Exercises -/


example : ∃ t : ℚ, t ^ 2 = 1.69 := sorry
example : ∃ m n : ℤ, m ^ 2 + n ^ 2 = 85 := sorry
