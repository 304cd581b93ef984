/- Source: github.com/hrmacbeth/math2001, Math2001/02_Proofs_with_Structure/02_Invoking_Lemmas.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic

math2001_init

example {x : ℚ} (hx : 3 * x = 2) : x ≠ 1 := sorry

example {y : ℝ} : y ^ 2 + 1 ≠ 0 := sorry

example {a b : ℝ} (h1 : a ^ 2 + b ^ 2 = 0) : a ^ 2 = 0 := sorry


/-! # Exercises -/


example {m : ℤ} (hm : m + 1 = 5) : 3 * m ≠ 6 := sorry

example {s : ℚ} (h1 : 3 * s ≤ -6) (h2 : 2 * s ≥ -4) : s = -2 := sorry
