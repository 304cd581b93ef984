/- Source: github.com/leanprover-community/mathlib4, MathlibTest/NumberTheory/CarmichaelNumber.lean, commit c00e87ad4ed4691a41cf153769344d7fa62fa826.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib.NumberTheory.CarmichaelNumber

open Nat

example : IsCarmichael 561 := by sorry
example : IsCarmichael 1105 := by sorry
example : IsCarmichael 1729 := by sorry
example : IsCarmichael 2465 := by sorry
example : IsCarmichael 8911 := by sorry
example : IsCarmichael 41041 := by sorry
example : IsCarmichael 825265 := by sorry
example : IsCarmichael 321197185 := by sorry
example : IsCarmichael 2301745249 := by sorry
example : IsCarmichael 9999109081 := by sorry
example : IsCarmichael (500 + 61) := by sorry

example : ¬ IsCarmichael 0 := by sorry
example : ¬ IsCarmichael 1 := by sorry
example : ¬ IsCarmichael 2 := by sorry
example : ¬ IsCarmichael 3 := by sorry
example : ¬ IsCarmichael 4 := by sorry
example : ¬ IsCarmichael 15 := by sorry
example : ¬ IsCarmichael 560 := by sorry
example : ¬ IsCarmichael 562 := by sorry
example : ¬ IsCarmichael 1683 := by sorry
example : ¬ IsCarmichael 1000003 := by sorry
example : ¬ IsCarmichael (561 * 9) := by sorry
-- even
example : ¬ IsCarmichael 6 := by sorry
example : ¬ IsCarmichael (2 * 1000003) := by sorry
-- repeated prime factor
example : ¬ IsCarmichael 9 := by sorry
example : ¬ IsCarmichael (7 * 7 * 1000003) := by sorry
-- Korselt's criterion fails
example : ¬ IsCarmichael 15 := by sorry
example : ¬ IsCarmichael (3 * 1000003) := by sorry
-- Korselt's criterion fails on the last prime factor
example : ¬ IsCarmichael (3 * 11 * 17 * 241) := by sorry

example (n : ℕ) (hn : n < 561) : ¬ IsCarmichael n := by sorry

/-! ### Decidability instance -/

#guard (List.range 20000).filter IsCarmichael =
  [561, 1105, 1729, 2465, 2821, 6601, 8911, 10585, 15841]

example : IsCarmichael 561 := by sorry
example : IsCarmichael 8911 := by sorry
example : ¬ IsCarmichael 562 := by sorry
example : ¬ IsCarmichael 563 := by sorry
example : ¬ IsCarmichael 1683 := by sorry
example : IsCarmichael 2301745249 := by sorry
example : ¬ IsCarmichael 1000003 := by sorry
