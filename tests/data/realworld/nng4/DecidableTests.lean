/- Source: github.com/leanprover-community/NNG4, Game/MyNat/DecidableTests.lean, commit fdef6fe55f31b2f7ae800111ff2dc85a1541d9fe.
   Verbatim, proofs replaced by `sorry`. -/
import Game.MyNat.DecidableEq
import Game.MyNat.Power

example : 4 = 4 := by sorry

example : 4 ≠ 5 := by sorry

example : (0 : ℕ) + 0 = 0 := by sorry

example : (2 : ℕ) + 2 = 4 := by sorry

example : (2 : ℕ) + 2 ≠ 5 := by sorry

example : (20 : ℕ) + 20 = 40 := by sorry

example : (2 : ℕ) * 2 = 4 := by sorry

example : (2 : ℕ) * 2 ≠ 5 := by sorry

example : (3 : ℕ) ^ 2 ≠ 37 := by sorry
