/- Source: github.com/hrmacbeth/math2001, Library/Theory/Parity.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Mathlib.Tactic.IntervalCases
import Library.Theory.Division

def Int.Even (n : ℤ) : Prop :=
  ∃ k, n = 2 * k

def Int.Odd (n : ℤ) : Prop :=
  ∃ k, n = 2 * k + 1

theorem Int.even_or_odd (n : ℤ) : Int.Even n ∨ Int.Odd n := by sorry

theorem Int.odd_iff_not_even (n : ℤ) : Odd n ↔ ¬ Even n := by sorry

theorem Int.even_iff_not_odd (n : ℤ) : Even n ↔ ¬ Odd n := by sorry

def Nat.Even (n : ℕ) : Prop :=
  ∃ k, n = 2 * k

def Nat.Odd (n : ℕ) : Prop :=
  ∃ k, n = 2 * k + 1

theorem Nat.even_or_odd (n : ℕ) : Nat.Even n ∨ Nat.Odd n := by sorry

theorem Nat.odd_iff_not_even (n : ℕ) : Odd n ↔ ¬ Even n := by sorry

theorem Nat.even_iff_not_odd (n : ℕ) : Even n ↔ ¬ Odd n := by sorry
