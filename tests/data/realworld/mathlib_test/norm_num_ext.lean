/- Source: github.com/leanprover-community/mathlib4, MathlibTest/norm_num_ext.lean, commit 0501ce4f37710b650be2494e9924a63c71ee2529.
   Verbatim excerpt: the file through its randomized tests, later sections deleted; proofs replaced by `sorry`. -/
/-
Copyright (c) 2021 Mario Carneiro. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Mario Carneiro
-/
import Mathlib.Tactic.NormNum.BigOperators
import Mathlib.Tactic.NormNum.GCD
import Mathlib.Tactic.NormNum.IsCoprime
import Mathlib.Tactic.NormNum.DivMod
import Mathlib.Tactic.NormNum.Factors
import Mathlib.Tactic.NormNum.NatFactorial
import Mathlib.Tactic.NormNum.NatFib
import Mathlib.Tactic.NormNum.NatLog
import Mathlib.Tactic.NormNum.NatSqrt
import Mathlib.Tactic.NormNum.Prime
import Mathlib.Data.Rat.Floor
import Mathlib.Tactic.NormNum.LegendreSymbol
import Mathlib.Tactic.NormNum.Pow
import Mathlib.Tactic.NormNum.RealSqrt

/-!
# Tests for `norm_num` extensions

Some tests of unported extensions are still commented out.
-/

-- set_option profiler true
-- set_option trace.profiler true
-- set_option trace.Tactic.norm_num true

-- coverage tests

example : Nat.sqrt 0 = 0 := by sorry
example : Nat.sqrt 1 = 1 := by sorry
example : Nat.sqrt 2 = 1 := by sorry
example : Nat.sqrt 3 = 1 := by sorry
example : Nat.sqrt 4 = 2 := by sorry
example : Nat.sqrt 8 = 2 := by sorry
example : Nat.sqrt 9 = 3 := by sorry
example : Nat.sqrt 10 = 3 := by sorry
example : Nat.sqrt 99 = 9 := by sorry
example : Nat.sqrt 100 = 10 := by sorry
example : Nat.sqrt 120 = 10 := by sorry
example : Nat.sqrt 121 = 11 := by sorry
example : Nat.sqrt 122 = 11 := by sorry
example : Nat.sqrt (123456^2) = 123456 := by sorry
example : Nat.sqrt (123456^2 + 123456) = 123456 := by sorry

theorem ex11 : Nat.Coprime 1 2 := by sorry
theorem ex12 : Nat.Coprime 2 1 := by sorry
theorem ex13 : ¬ Nat.Coprime 0 0 := by sorry
theorem ex14 : ¬ Nat.Coprime 0 3 := by sorry
theorem ex15 : ¬ Nat.Coprime 2 0 := by sorry
theorem ex16 : Nat.Coprime 2 3 := by sorry
theorem ex16' : Nat.Coprime 3 2 := by sorry
theorem ex17 : ¬ Nat.Coprime 2 4 := by sorry

theorem ex21 : Nat.gcd 1 2 = 1 := by sorry
theorem ex22 : Nat.gcd 2 1 = 1 := by sorry
theorem ex23 : Nat.gcd 0 0 = 0 := by sorry
theorem ex24 : Nat.gcd 0 3 = 3 := by sorry
theorem ex25 : Nat.gcd 2 0 = 2 := by sorry
theorem ex26 : Nat.gcd 2 3 = 1 := by sorry
theorem ex27 : Nat.gcd 2 4 = 2 := by sorry

theorem ex31 : Nat.lcm 1 2 = 2 := by sorry
theorem ex32 : Nat.lcm 2 1 = 2 := by sorry
theorem ex33 : Nat.lcm 0 0 = 0 := by sorry
theorem ex34 : Nat.lcm 0 3 = 0 := by sorry
theorem ex35 : Nat.lcm 2 0 = 0 := by sorry
theorem ex36 : Nat.lcm 2 3 = 6 := by sorry
theorem ex37 : Nat.lcm 2 4 = 4 := by sorry

theorem ex41 : Int.gcd 2 3 = 1 := by sorry
theorem ex42 : Int.gcd (-2) 3 = 1 := by sorry
theorem ex43 : Int.gcd 2 (-3) = 1 := by sorry
theorem ex44 : Int.gcd (-2) (-3) = 1 := by sorry

theorem ex51 : Int.lcm 2 3 = 6 := by sorry
theorem ex52 : Int.lcm (-2) 3 = 6 := by sorry
theorem ex53 : Int.lcm 2 (-3) = 6 := by sorry
theorem ex54 : Int.lcm (-2) (-3) = 6 := by sorry

theorem ex61 : Nat.gcd (553105253 * 776531401) (553105253 * 920419823) = 553105253 := by sorry
theorem ex62 : Nat.gcd (2^1000 - 1) (2^1001 - 1) = 1 := by sorry
theorem ex62' : Nat.gcd (2^1001 - 1) (2^1000 - 1) = 1 := by sorry
theorem ex63 : Nat.gcd (2^500 - 1) (2^510 - 1) = 2^10 - 1 := by sorry
theorem ex64 : Int.gcd (1 - 2^500) (2^510 - 1) = 2^10 - 1 := by sorry
theorem ex64' : Int.gcd (1 - 2^500) (2^510 - 1) + 1 = 2^10 := by sorry

example : IsCoprime (1 : ℤ) 2 := by sorry
example : IsCoprime (2 : ℤ) 1 := by sorry
example : ¬ IsCoprime (0 : ℤ) 0 := by sorry
example : ¬ IsCoprime (0 : ℤ) 3 := by sorry
example : ¬ IsCoprime (2 : ℤ) 0 := by sorry
example : IsCoprime (2 : ℤ) 3 := by sorry
example : IsCoprime (3 : ℤ) 2 := by sorry
example : ¬ IsCoprime (2 : ℤ) 4 := by sorry

example : ¬ Nat.Prime 0 := by sorry
example : ¬ Nat.Prime 1 := by sorry
example : Nat.Prime 2 := by sorry
example : Nat.Prime 3 := by sorry
example : ¬ Nat.Prime 4 := by sorry
example : Nat.Prime 5 := by sorry
example : Nat.Prime 109 := by sorry
example : Nat.Prime 1277 := by sorry
example : ¬ Nat.Prime (10 ^ 1000) := by sorry
example : Nat.Prime (2 ^ 19 - 1) := by sorry
set_option maxRecDepth 8000 in
example : Nat.Prime (2 ^ 25 - 39) := by sorry
example : ¬ Nat.Prime ((2 ^ 19 - 1) * (2 ^ 25 - 39)) := by sorry

example : Nat.Prime 317 := by sorry

example : Nat.minFac 0 = 2 := by sorry
example : Nat.minFac 1 = 1 := by sorry
example : Nat.minFac (9 - 7) = 2 := by sorry
example : Nat.minFac 3 = 3 := by sorry
example : Nat.minFac 4 = 2 := by sorry
example : Nat.minFac 121 = 11 := by sorry
example : Nat.minFac 221 = 13 := by sorry
example : Nat.minFac (2 ^ 19 - 1) = 2 ^ 19 - 1 := by sorry


-- randomized tests
example : Nat.gcd 35 29 = 1 := by sorry
example : Int.gcd 35 29 = 1 := by sorry
example : Nat.lcm 35 29 = 1015 := by sorry
example : Int.gcd 35 29 = 1 := by sorry
example : Nat.Coprime 35 29 := by sorry

example : Nat.gcd 80 2 = 2 := by sorry
example : Int.gcd 80 2 = 2 := by sorry
example : Nat.lcm 80 2 = 80 := by sorry
example : Int.gcd 80 2 = 2 := by sorry
example : ¬ Nat.Coprime 80 2 := by sorry

example : Nat.gcd 19 17 = 1 := by sorry
example : Int.gcd 19 17 = 1 := by sorry
example : Nat.lcm 19 17 = 323 := by sorry
example : Int.gcd 19 17 = 1 := by sorry
example : Nat.Coprime 19 17 := by sorry

example : Nat.gcd 11 18 = 1 := by sorry
example : Int.gcd 11 18 = 1 := by sorry
example : Nat.lcm 11 18 = 198 := by sorry
example : Int.gcd 11 18 = 1 := by sorry
example : Nat.Coprime 11 18 := by sorry

example : Nat.gcd 23 73 = 1 := by sorry
example : Int.gcd 23 73 = 1 := by sorry
example : Nat.lcm 23 73 = 1679 := by sorry
example : Int.gcd 23 73 = 1 := by sorry
example : Nat.Coprime 23 73 := by sorry

example : Nat.gcd 73 68 = 1 := by sorry
example : Int.gcd 73 68 = 1 := by sorry
example : Nat.lcm 73 68 = 4964 := by sorry
example : Int.gcd 73 68 = 1 := by sorry
example : Nat.Coprime 73 68 := by sorry

example : Nat.gcd 28 16 = 4 := by sorry
example : Int.gcd 28 16 = 4 := by sorry
example : Nat.lcm 28 16 = 112 := by sorry
example : Int.gcd 28 16 = 4 := by sorry
example : ¬ Nat.Coprime 28 16 := by sorry

example : Nat.gcd 44 98 = 2 := by sorry
example : Int.gcd 44 98 = 2 := by sorry
example : Nat.lcm 44 98 = 2156 := by sorry
example : Int.gcd 44 98 = 2 := by sorry
example : ¬ Nat.Coprime 44 98 := by sorry

example : Nat.gcd 21 79 = 1 := by sorry
example : Int.gcd 21 79 = 1 := by sorry
example : Nat.lcm 21 79 = 1659 := by sorry
example : Int.gcd 21 79 = 1 := by sorry
example : Nat.Coprime 21 79 := by sorry

example : Nat.gcd 93 34 = 1 := by sorry
example : Int.gcd 93 34 = 1 := by sorry
example : Nat.lcm 93 34 = 3162 := by sorry
example : Int.gcd 93 34 = 1 := by sorry
example : Nat.Coprime 93 34 := by sorry

example : ¬ Nat.Prime 912 := by sorry
example : Nat.minFac 912 = 2 := by sorry

example : ¬ Nat.Prime 681 := by sorry
example : Nat.minFac 681 = 3 := by sorry

example : ¬ Nat.Prime 728 := by sorry
example : Nat.minFac 728 = 2 := by sorry
example : Nat.primeFactorsList 728 = [2, 2, 2, 7, 13] := by sorry

example : ¬ Nat.Prime 248 := by sorry
example : Nat.minFac 248 = 2 := by sorry
example : Nat.primeFactorsList 248 = [2, 2, 2, 31] := by sorry

example : ¬ Nat.Prime 682 := by sorry
example : Nat.minFac 682 = 2 := by sorry
example : Nat.primeFactorsList 682 = [2, 11, 31] := by sorry

example : ¬ Nat.Prime 115 := by sorry
example : Nat.minFac 115 = 5 := by sorry
example : Nat.primeFactorsList 115 = [5, 23] := by sorry

example : ¬ Nat.Prime 824 := by sorry
example : Nat.minFac 824 = 2 := by sorry
example : Nat.primeFactorsList 824 = [2, 2, 2, 103] := by sorry

example : ¬ Nat.Prime 942 := by sorry
example : Nat.minFac 942 = 2 := by sorry
example : Nat.primeFactorsList 942 = [2, 3, 157] := by sorry

example : ¬ Nat.Prime 34 := by sorry
example : Nat.minFac 34 = 2 := by sorry
example : Nat.primeFactorsList 34 = [2, 17] := by sorry

example : ¬ Nat.Prime 754 := by sorry
example : Nat.minFac 754 = 2 := by sorry
example : Nat.primeFactorsList 754 = [2, 13, 29] := by sorry

example : ¬ Nat.Prime 663 := by sorry
example : Nat.minFac 663 = 3 := by sorry
example : Nat.primeFactorsList 663 = [3, 13, 17] := by sorry

example : ¬ Nat.Prime 923 := by sorry
example : Nat.minFac 923 = 13 := by sorry
example : Nat.primeFactorsList 923 = [13, 71] := by sorry

example : ¬ Nat.Prime 77 := by sorry
example : Nat.minFac 77 = 7 := by sorry
example : Nat.primeFactorsList 77 = [7, 11] := by sorry

example : ¬ Nat.Prime 162 := by sorry
example : Nat.minFac 162 = 2 := by sorry
example : Nat.primeFactorsList 162 = [2, 3, 3, 3, 3] := by sorry

example : ¬ Nat.Prime 669 := by sorry
example : Nat.minFac 669 = 3 := by sorry
example : Nat.primeFactorsList 669 = [3, 223] := by sorry

example : ¬ Nat.Prime 476 := by sorry
example : Nat.minFac 476 = 2 := by sorry
example : Nat.primeFactorsList 476 = [2, 2, 7, 17] := by sorry

example : Nat.Prime 251 := by sorry
example : Nat.minFac 251 = 251 := by sorry
example : Nat.primeFactorsList 251 = [251] := by sorry

example : ¬ Nat.Prime 129 := by sorry
example : Nat.minFac 129 = 3 := by sorry
example : Nat.primeFactorsList 129 = [3, 43] := by sorry

example : ¬ Nat.Prime 471 := by sorry
example : Nat.minFac 471 = 3 := by sorry
example : Nat.primeFactorsList 471 = [3, 157] := by sorry

example : ¬ Nat.Prime 851 := by sorry
example : Nat.minFac 851 = 23 := by sorry
example : Nat.primeFactorsList 851 = [23, 37] := by sorry
