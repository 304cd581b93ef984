/- Source: github.com/hrmacbeth/math2001, Math2001/04_Proofs_with_Structure_II/02_Iff.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic
import Library.Tactic.ModEq

math2001_init

namespace Int


example {a : ℚ} : 3 * a + 1 ≤ 7 ↔ a ≤ 2 := sorry


example {n : ℤ} : 8 ∣ 5 * n ↔ 8 ∣ n := sorry


theorem odd_iff_modEq (n : ℤ) : Odd n ↔ n ≡ 1 [ZMOD 2] := sorry

theorem even_iff_modEq (n : ℤ) : Even n ↔ n ≡ 0 [ZMOD 2] := sorry

example {x : ℝ} : x ^ 2 + x - 6 = 0 ↔ x = -3 ∨ x = 2 := sorry

example {a : ℤ} : a ^ 2 - 5 * a + 5 ≤ -1 ↔ a = 2 ∨ a = 3 := sorry

example {n : ℤ} (hn : n ^ 2 - 10 * n + 24 = 0) : Even n := sorry

example {n : ℤ} (hn : n ^ 2 - 10 * n + 24 = 0) : Even n := sorry

example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x + y + 1) := sorry


example (n : ℤ) : Even n ∨ Odd n := sorry

/-! # Exercises -/

