/- Source: github.com/hrmacbeth/math2001, Math2001/09_Sets/01_Sets.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic
import Library.Tactic.ModEq

math2001_init

open Set


#check {n : ℤ | n ≤ 3}


example : 1 ∈ {n : ℤ | n ≤ 3} := by sorry


namespace Nat
example : 10 ∉ {n : ℕ | Odd n} := by sorry
end Nat


example : {a : ℕ | 4 ∣ a} ⊆ {b : ℕ | 2 ∣ b} := by sorry


example : {x : ℝ | 0 ≤ x ^ 2} ⊈ {t : ℝ | 0 ≤ t} := by sorry


example : {x : ℤ | Int.Odd x} = {a : ℤ | ∃ k, a = 2 * k - 1} := by sorry


example : {a : ℕ | 4 ∣ a} ≠ {b : ℕ | 2 ∣ b} := by sorry


example : {k : ℤ | 8 ∣ 5 * k} = {l : ℤ | 8 ∣ l} := by sorry


example : {x : ℝ | x ^ 2 - x - 2 = 0} = {-1, 2} := by sorry


example : {1, 3, 6} ⊆ {t : ℚ | t < 10} := by sorry

/-! # Exercises -/


example : 4 ∈ {a : ℚ | a < 3} := by sorry

example : 4 ∉ {a : ℚ | a < 3} := by sorry

example : 6 ∈ {n : ℕ | n ∣ 42} := by sorry

example : 6 ∉ {n : ℕ | n ∣ 42} := by sorry


example : 8 ∈ {k : ℤ | 5 ∣ k} := by sorry

example : 8 ∉ {k : ℤ | 5 ∣ k} := by sorry

example : 11 ∈ {n : ℕ | Odd n} := by sorry

example : 11 ∉ {n : ℕ | Odd n} := by sorry


example : -3 ∈ {x : ℝ | ∀ y : ℝ, x ≤ y ^ 2} := by sorry

example : -3 ∉ {x : ℝ | ∀ y : ℝ, x ≤ y ^ 2} := by sorry


example : {a : ℕ | 20 ∣ a} ⊆ {x : ℕ | 5 ∣ x} := by sorry

example : {a : ℕ | 20 ∣ a} ⊈ {x : ℕ | 5 ∣ x} := by sorry


example : {a : ℕ | 5 ∣ a} ⊆ {x : ℕ | 20 ∣ x} := by sorry

example : {a : ℕ | 5 ∣ a} ⊈ {x : ℕ | 20 ∣ x} := by sorry

example : {r : ℤ | 3 ∣ r} ⊆ {s : ℤ | 0 ≤ s} := by sorry

example : {r : ℤ | 3 ∣ r} ⊈ {s : ℤ | 0 ≤ s} := by sorry

example : {m : ℤ | m ≥ 10} ⊆ {n : ℤ | n ^ 3 - 7 * n ^ 2 ≥ 4 * n} := by sorry

example : {m : ℤ | m ≥ 10} ⊈ {n : ℤ | n ^ 3 - 7 * n ^ 2 ≥ 4 * n} := by sorry


namespace Int
example : {n : ℤ | Even n} = {a : ℤ | a ≡ 6 [ZMOD 2]} := by sorry

example : {n : ℤ | Even n} ≠ {a : ℤ | a ≡ 6 [ZMOD 2]} := by sorry
end Int


example : {t : ℝ | t ^ 2 - 5 * t + 4 = 0} = {4} := by sorry

example : {t : ℝ | t ^ 2 - 5 * t + 4 = 0} ≠ {4} := by sorry

example : {k : ℤ | 8 ∣ 6 * k} = {l : ℤ | 8 ∣ l} := by sorry

example : {k : ℤ | 8 ∣ 6 * k} ≠ {l : ℤ | 8 ∣ l} := by sorry

example : {k : ℤ | 7 ∣ 9 * k} = {l : ℤ | 7 ∣ l} := by sorry

example : {k : ℤ | 7 ∣ 9 * k} ≠ {l : ℤ | 7 ∣ l} := by sorry


example : {1, 2, 3} = {1, 2} := by sorry

example : {1, 2, 3} ≠ {1, 2} := by sorry

example : {x : ℝ | x ^ 2 + 3 * x + 2 = 0} = {-1, -2} := by sorry
