/- Source: github.com/hrmacbeth/math2001, Math2001/04_Proofs_with_Structure_II/05_Proof_by_Contradiction.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Theory.ParityModular
import Library.Basic
import Library.Tactic.ModEq

math2001_init

open Int


example : ¬ (∀ x : ℝ, x ^ 2 ≥ x) := by sorry


example : ¬ 3 ∣ 13 := by sorry

example {x y : ℝ} (h : x + y = 0) : ¬(x > 0 ∧ y > 0) := by sorry


example : ¬ (∃ n : ℕ, n ^ 2 = 2) := by sorry

example (n : ℤ) : Int.Even n ↔ ¬ Int.Odd n := by sorry


example (n : ℤ) : Int.Odd n ↔ ¬ Int.Even n := by sorry

example (n : ℤ) : ¬(n ^ 2 ≡ 2 [ZMOD 3]) := by sorry

example {p : ℕ} (k l : ℕ) (hk1 : k ≠ 1) (hkp : k ≠ p) (hkl : p = k * l) :
    ¬(Prime p) := by sorry


example (a b : ℤ) (h : ∃ q, b * q < a ∧ a < b * (q + 1)) : ¬b ∣ a := by sorry

example {p : ℕ} (hp : 2 ≤ p)  (T : ℕ) (hTp : p < T ^ 2)
    (H : ∀ (m : ℕ), 1 < m → m < T → ¬ (m ∣ p)) :
    Prime p := by sorry


example : Prime 79 := by sorry

/-! # Exercises -/


example : ¬ (∃ t : ℝ, t ≤ 4 ∧ t ≥ 5) := by sorry

example : ¬ (∃ a : ℝ, a ^ 2 ≤ 8 ∧ a ^ 3 ≥ 30) := by sorry

example : ¬ Int.Even 7 := by sorry

example {n : ℤ} (hn : n + 3 = 7) : ¬ (Int.Even n ∧ n ^ 2 = 10) := by sorry

example {x : ℝ} (hx : x ^ 2 < 9) : ¬ (x ≤ -3 ∨ x ≥ 3) := by sorry

example : ¬ (∃ N : ℕ, ∀ k > N, Nat.Even k) := by sorry

example (n : ℤ) : ¬(n ^ 2 ≡ 2 [ZMOD 4]) := by sorry

example : ¬ Prime 1 := by sorry

example : Prime 97 := by sorry
