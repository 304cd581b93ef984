/- Source: github.com/leanprover-community/mathlib4, MathlibTest/Simproc/Divisors.lean, commit 156dc098f5e184992dd7470aed25751d19942fb6.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib.Tactic.Simproc.Divisors
import Mathlib.NumberTheory.Primorial

open Nat

example : Nat.divisors 1710 = {1, 2, 3, 5, 6, 9, 10, 15, 18, 19, 30, 38, 45, 57,
      90, 95, 114, 171, 190, 285, 342, 570, 855, 1710} := by sorry

example : Nat.divisors 57 = {1, 3, 19, 57} := by sorry

example : (Nat.divisors <| 6 !).card = 30 := by sorry

example : (Nat.divisors <| primorial 12).card = 32 := by sorry

example : (Nat.divisors <| 2^13).card = 14 := by sorry

example : 2 ≤ Finset.card (Nat.divisors 3) := by sorry

/-- error: simp made no progress -/
#guard_msgs in
example (n : ℕ) (hn : n ≠ 0) : 1 ≤ Finset.card (Nat.divisors n) := by sorry

example :
    Nat.properDivisors 1710 = {1, 2, 3, 5, 6, 9, 10, 15, 18, 19, 30, 38, 45, 57,
      90, 95, 114, 171, 190, 285, 342, 570, 855} := by sorry

example : Nat.properDivisors 57 = {1, 3, 19} := by sorry

example : 2 ≤ Finset.card (Nat.divisors 3) := by sorry
