/- Source: github.com/Happyves/Lean_Games, Games/exLib/Nat.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/

import Mathlib.Tactic


/-- A decreasing function `f : ℕ → ℕ` will eventually reach `0` -/
lemma Nat.well_ordered
  (f : ℕ → ℕ) (H : ∀ n, (f (n+1) < f n) ∨ (f (n+1) = 0)) :
  ∃ n, f n = 0 := sorry



def Nat.induct_2_step {p : ℕ → Prop} (m : ℕ)
  (h0 : p 0) (h1 : p 1) (step : ∀ n, p n → p (n+1) → p (n+2)):
  p m :=
  by
  apply Nat.strong_induction_on
  intro n hn
  cases' n with n
  · apply h0
  · cases' n with n
    · apply h1
    · apply step
      · apply hn
        rw [Nat.succ_eq_add_one]
        linarith
      · apply hn
        rw [Nat.succ_eq_add_one]
        linarith
