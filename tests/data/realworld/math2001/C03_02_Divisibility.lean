/- Source: github.com/hrmacbeth/math2001, Math2001/03_Parity_and_Divisibility/02_Divisibility.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Mathlib.Tactic.GCongr
import Library.Basic

math2001_init


example : (11 : ℕ) ∣ 88 := sorry


example : (-2 : ℤ) ∣ 6 := sorry

example {a b : ℤ} (hab : a ∣ b) : a ∣ b ^ 2 + 2 * b := sorry


example {a b c : ℕ} (hab : a ∣ b) (hbc : b ^ 2 ∣ c) : a ^ 2 ∣ c := sorry

example {x y z : ℕ} (h : x * y ∣ z) : x ∣ z := sorry

example : ¬(5 : ℤ) ∣ 12 := sorry


example {a b : ℕ} (hb : 0 < b) (hab : a ∣ b) : a ≤ b := sorry


example {a b : ℕ} (hab : a ∣ b) (hb : 0 < b) : 0 < a := sorry

/-! # Exercises -/


example (t : ℤ) : t ∣ 0 := sorry

example : ¬(3 : ℤ) ∣ -10 := sorry
