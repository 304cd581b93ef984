/- Source: github.com/hrmacbeth/math2001, Math2001/03_Parity_and_Divisibility/05_Bezout.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2022.  All rights reserved. -/
import Library.Basic

math2001_init


example {n : ℤ} (hn : 8 ∣ 5 * n) : 8 ∣ n := sorry


example {n : ℤ} (hn : 8 ∣ 5 * n) : 8 ∣ n := sorry

example {n : ℤ} (h1 : 5 ∣ 3 * n) : 5 ∣ n := sorry

example {m : ℤ} (h1 : 8 ∣ m) (h2 : 5 ∣ m) : 40 ∣ m := sorry

/-! # Exercises -/


example {n : ℤ} (hn : 6 ∣ 11 * n) : 6 ∣ n := sorry

example {a : ℤ} (ha : 7 ∣ 5 * a) : 7 ∣ a := sorry

example {n : ℤ} (h1 : 7 ∣ n) (h2 : 9 ∣ n) : 63 ∣ n := sorry

example {n : ℤ} (h1 : 5 ∣ n) (h2 : 13 ∣ n) : 65 ∣ n := sorry
