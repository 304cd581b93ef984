/- Source: github.com/mo271/FormalBook, FormalBook/Chapter_02.lean, commit 87d6767a2c01ead54ad8409398e20729c5609adb.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright 2022 Moritz Firsching. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Moritz Firsching
-/
import Mathlib.Algebra.Lie.OfAssociative
import Mathlib.Analysis.Convex.SpecificFunctions.Basic
import Mathlib.Analysis.Convex.SpecificFunctions.Deriv
import Mathlib.Data.Nat.Choose.Factorization
import Mathlib.Data.Real.StarOrdered
import Mathlib.NumberTheory.Harmonic.Defs
import Mathlib.NumberTheory.Primorial
import Mathlib.Tactic.NormNum.Prime
/-!
# Bertrand's postulate

Since mathlib already pretty closely follows Proofs From The BOOK here, we on adapt a little here
the [proof](https://leanprover-community.github.io/mathlib4_docs/Mathlib/NumberTheory/Bertrand.html)
formalized by Patrick Stevens and Bolton Bailey.

## TODO
  - rewrite the proof to follow even more closely what is done int The BOOK.
  - Appendix: Some estimates
    - Estimating via integrals
    - Estimating factorials - Stirling's formula
    - Estimating binomial coefficients
-/
open scoped BigOperators

namespace chapter2

open Real

namespace Bertrand

/-- A reified version of the `Bertrand.main_inequality` below.
This is not best possible: it actually holds for 464 ≤ x.
-/
theorem real_main_inequality {x : ℝ} (n_large : (512 : ℝ) ≤ x) :
    x * (2 * x) ^ sqrt (2 * x) * 4 ^ (2 * x / 3) ≤ 4 ^ x := by sorry
end Bertrand

open Nat

/-- The inequality which contradicts Bertrand's postulate, for large enough `n`.
-/
theorem bertrand_main_inequality {n : ℕ} (n_large : 512 ≤ n) :
    n * (2 * n) ^ Nat.sqrt (2 * n) * 4 ^ (2 * n / 3) ≤ 4 ^ n := by sorry

/-- A lemma that tells us that, in the case where Bertrand's postulate does not hold, the prime
factorization of the central binomial coefficient only has factors at most `2 * n / 3 + 1`.
-/
theorem centralBinom_factorization_small (n : ℕ) (n_large : 2 < n)
    (no_prime : ¬∃ p : ℕ, p.Prime ∧ n < p ∧ p ≤ 2 * n) :
    centralBinom n = ∏ p ∈ Finset.range (2 * n / 3 + 1), p ^ (centralBinom n).factorization p := by sorry

/-- An upper bound on the central binomial coefficient used in the proof of Bertrand's postulate.
The bound splits the prime factors of `centralBinom n` into those
1. At most `sqrt (2 * n)`, which contribute at most `2 * n` for each such prime.
2. Between `sqrt (2 * n)` and `2 * n / 3`, which contribute at most `4^(2 * n / 3)` in total.
3. Between `2 * n / 3` and `n`, which do not exist.
4. Between `n` and `2 * n`, which would not exist in the case where Bertrand's postulate is false.
5. Above `2 * n`, which do not exist.
-/
theorem centralBinom_le_of_no_bertrand_prime (n : ℕ) (n_big : 2 < n)
    (no_prime : ¬∃ p : ℕ, Nat.Prime p ∧ n < p ∧ p ≤ 2 * n) :
    centralBinom n ≤ (2 * n) ^ Nat.sqrt (2 * n) * 4 ^ (2 * n / 3) := by sorry


/-- Proves that Bertrand's postulate holds for all sufficiently large `n`.
-/
theorem exists_prime_lt_and_le_two_mul_eventually (n : ℕ) (n_big : 512 ≤ n) :
    ∃ p : ℕ, p.Prime ∧ n < p ∧ p ≤ 2 * n := by sorry

/-- Proves that Bertrand's postulate holds over all positive naturals less than n by identifying a
descending list of primes, each no more than twice the next, such that the list contains a witness
for each number ≤ n.
-/
theorem exists_prime_lt_and_le_two_mul_succ {n} (q) {p : ℕ} (prime_p : Nat.Prime p)
    (covering : p ≤ 2 * q) (H : n < q → ∃ p : ℕ, p.Prime ∧ n < p ∧ p ≤ 2 * n) (hn : n < p) :
    ∃ p : ℕ, p.Prime ∧ n < p ∧ p ≤ 2 * n := by sorry

/--
**Bertrand's Postulate**: For any positive natural number, there is a prime which is greater than
it, but no more than twice as large.
-/
theorem exists_prime_lt_and_le_two_mul (n : ℕ) (hn0 : n ≠ 0) :
    ∃ p, Nat.Prime p ∧ n < p ∧ p ≤ 2 * n := by sorry

theorem harmonic_number_bounds {n : ℕ} (hn : 1 < n) :
    Real.log n + 1 / n < harmonic n ∧ harmonic n <  Real.log n + 1 := by sorry

/-- The base of the natural logarithm. -/
noncomputable def e := exp 1

theorem bound_factorial {n : ℕ} (hn : 1 < n):
    n.factorial > e * (n / e) ^ n := by sorry

theorem bound_binomial_coeff {k n : ℕ} :
    Nat.choose n k ≤ n ^ k / (k.factorial : ℚ)∧
    n ^ k / (k.factorial : ℚ) ≤ n ^ k / 2 ^ (k - 1) := by sorry

end chapter2
