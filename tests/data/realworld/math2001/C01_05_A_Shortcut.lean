/- Source: github.com/hrmacbeth/math2001, Math2001/01_Proofs_by_Calculation/05_A_Shortcut.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic

math2001_init

/-! # Section 1.5: A shortcut -/

example {x : ℤ} (h1 : x + 4 = 2) : x = -2 := sorry

example {a b : ℤ} (ha : a - 2 * b = 1) : a = 2 * b + 1 := sorry

example {x y : ℚ} (hx : x = 2) (hy : y ^ 2 = -7) : x + y ^ 2 = -5 :=
  sorry


example {s t : ℝ} (h : t = 4 - s * t) : t + s * t > 0 := sorry

example {m n : ℝ} (h1 : m ≤ 8 - n) : 10 > m + n := sorry


-- Check that `addarith` can't verify this deduction!
example {w : ℚ} (h1 : 3 * w + 1 = 4) : w = 1 := sorry
