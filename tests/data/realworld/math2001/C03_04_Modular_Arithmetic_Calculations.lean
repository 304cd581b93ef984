/- Source: github.com/hrmacbeth/math2001, Math2001/03_Parity_and_Divisibility/04_Modular_Arithmetic_Calculations.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Library.Basic
import Library.Tactic.ModEq

math2001_init


example {a b : ℤ} (ha : a ≡ 2 [ZMOD 4]) :
    a * b ^ 2 + a ^ 2 * b + 3 * a ≡ 2 * b ^ 2 + 2 ^ 2 * b + 3 * 2 [ZMOD 4] := sorry


example {a b : ℤ} (ha : a ≡ 4 [ZMOD 5]) (hb : b ≡ 3 [ZMOD 5]) :
    a * b + b ^ 3 + 3 ≡ 2 [ZMOD 5] :=
  sorry


example : ∃ a : ℤ, 6 * a ≡ 4 [ZMOD 11] := sorry


example {x : ℤ} : x ^ 3 ≡ x [ZMOD 3] := sorry

/-! # Exercises -/


example {n : ℤ} (hn : n ≡ 1 [ZMOD 3]) : n ^ 3 + 7 * n ≡ 2 [ZMOD 3] :=
  sorry

example {a : ℤ} (ha : a ≡ 3 [ZMOD 4]) :
    a ^ 3 + 4 * a ^ 2 + 2 ≡ 1 [ZMOD 4] :=
  sorry

example (a b : ℤ) : (a + b) ^ 3 ≡ a ^ 3 + b ^ 3 [ZMOD 3] :=
  sorry

example : ∃ a : ℤ, 4 * a ≡ 1 [ZMOD 7] := sorry

example : ∃ k : ℤ, 5 * k ≡ 6 [ZMOD 8] := sorry

example (n : ℤ) : 5 * n ^ 2 + 3 * n + 7 ≡ 1 [ZMOD 2] := sorry

example {x : ℤ} : x ^ 5 ≡ x [ZMOD 5] := sorry
