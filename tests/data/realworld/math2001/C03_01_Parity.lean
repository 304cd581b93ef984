/- Source: github.com/hrmacbeth/math2001, Math2001/03_Parity_and_Divisibility/01_Parity.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Library.Basic

math2001_init

open Int


example : Odd (7 : ℤ) := sorry


example : Odd (-3 : ℤ) := sorry

example {n : ℤ} (hn : Odd n) : Odd (3 * n + 2) := sorry


example {n : ℤ} (hn : Odd n) : Odd (7 * n - 4) := sorry

example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x + y + 1) := sorry


example {x y : ℤ} (hx : Odd x) (hy : Odd y) : Odd (x * y + 2 * y) := sorry

example {m : ℤ} (hm : Odd m) : Even (3 * m - 5) := sorry

example {n : ℤ} (hn : Even n) : Odd (n ^ 2 + 2 * n - 5) := sorry

example (n : ℤ) : Even (n ^ 2 + n + 4) := sorry

/-! # Exercises -/


example : Odd (-9 : ℤ) := sorry
