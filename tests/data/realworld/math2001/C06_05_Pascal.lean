/- Source: github.com/hrmacbeth/math2001, Math2001/06_Induction/05_Pascal.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Tactic.GCongr
import Library.Basic

math2001_init

open Nat



def pascal : ℕ → ℕ → ℕ
  | a, 0 => 1
  | 0, b + 1 => 1
  | a + 1, b + 1 => pascal (a + 1) b + pascal a (b + 1)
termination_by _ a b => a + b


#eval pascal 2 4 -- infoview displays `15`


theorem pascal_le (a b : ℕ) : pascal a b ≤ (a + b)! := by sorry


theorem pascal_eq (a b : ℕ) : pascal a b * a ! * b ! = (a + b)! := by sorry


example (a b : ℕ) : (pascal a b : ℚ) = (a + b)! / (a ! * b !) := by sorry

/-! # Exercises -/


theorem pascal_symm (m n : ℕ) : pascal m n = pascal n m := by sorry


example (a : ℕ) : pascal a 1 = a + 1 := by sorry
