/-
Edge statements of Lean's arithmetic typing, one symbol away from a semantic mistake: ℕ and ℤ
`/` and `%` (ℤ's are `Int.ediv`, `Int.emod`: the remainder is never negative, `x / 0 = 0`,
`x % 0 = x`), `Fin` subtraction wrapping, `Fin.val` of sums, casts in comparisons. Names say
what is tested, not the verdict: `tests/lean/test_coercions.py` compares each verdict and
smallest counterexample with a pure-Python brute force of the Lean meaning, written there.

Written without a Lean toolchain at hand, not compiled.
-/
import Mathlib

namespace TypingEdges

theorem_wanted natDivMod (a b : ℕ) : a / b * b + a % b = a
theorem_wanted intDivMod (a b : ℤ) : a / b * b + a % b = a
theorem_wanted intModNonneg (a b : ℤ) : 0 ≤ a % b
theorem_wanted intModLt (a b : ℤ) (h : b ≠ 0) : a % b < b
theorem_wanted intDivFloor (a : ℤ) : a / 2 * 2 ≤ a
theorem_wanted intDivNegDivisor (a : ℤ) : a / (-2) * (-2) ≤ a
theorem_wanted natDivCast (n : ℕ) : ((n / 2 : ℕ) : ℤ) = (n : ℤ) / 2
theorem_wanted natSubCast (n : ℕ) : ((n - 1 : ℕ) : ℤ) = (n : ℤ) - 1
theorem_wanted natModCast (n : ℕ) : ((n % 3 : ℕ) : ℤ) = (n : ℤ) % 3
theorem_wanted finSubWrap (i j : Fin 5) : (i - j).val = (i.val + 5 - j.val) % 5
theorem_wanted finSubNat (i j : Fin 5) : (i - j).val = i.val - j.val
theorem_wanted finSubCast (i j : Fin 5) : (i - j : ℕ) = i.val - j.val
theorem_wanted finValSum (i j : Fin 5) : (i + j).val = (i.val + j.val) % 5
theorem_wanted finValSumNat (i j : Fin 5) : (i + j).val = i + j
theorem_wanted finMulWrap (i : Fin 5) : (i * 2).val = i.val * 2 % 5
theorem_wanted finMulCast (i : Fin 5) : (i * 2 : ℕ) = i.val * 2
theorem_wanted finDiv (i : Fin 5) : (i / 2).val = i.val / 2
theorem_wanted finCompareNat (i : Fin 5) (n : ℕ) : i < n → i.val < n
theorem_wanted finCompareNumeral (i : Fin 5) : i < 7
theorem_wanted finCastCompare (i : Fin 5) : (i : ℕ) < 7
theorem_wanted finEqNumeral (i : Fin 5) : i = 6 → i.val = 1
theorem_wanted finEqNat (i : Fin 5) (n : ℕ) : i = n + 1 → i.val ≠ 0
theorem_wanted intBesideNat (n : ℕ) (z : ℤ) : z < n → z < n + 1
theorem_wanted intSubNat (a : ℕ) (b : ℤ) : a - b ≤ a
theorem_wanted natSubLe (a b : ℕ) : a - b ≤ a
theorem_wanted intNegCast (n : ℕ) : -(n : ℤ) ≤ 0
theorem_wanted finPlusNatLt (i : Fin 5) (n : ℕ) : i + n < 5 + n

end TypingEdges
