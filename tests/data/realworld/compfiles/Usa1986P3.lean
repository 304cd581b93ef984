/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1986P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.GCDMonoid.Nat
public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Nat.Prime.Defs
public import Mathlib.Data.ZMod.Defs
public import Mathlib.RingTheory.Coprime.Lemmas
public import Mathlib.Tactic.IntervalCases
public import Mathlib.Tactic.LinearCombination
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1986, Problem 3

What is the smallest n > 1 for which the average of the first n
(non-zero) squares is a square?
-/

namespace Usa1986P3

determine solution : ℕ := 337

snip begin

/-- Six times the sum of the first `n` non-zero squares. -/
lemma six_mul_sum_sq (n : ℕ) :
    6 * ∑ i ∈ Finset.range n, (i + 1)^2 = n * (n + 1) * (2 * n + 1) := by sorry

/-- The `GCDMonoid` gcd of coprime naturals is a unit. -/
lemma isUnit_gcd_of_coprime {a b : ℕ} (h : Nat.Coprime a b) : IsUnit (gcd a b) := by sorry

/-- If coprime naturals have a square product, the left factor is a square. -/
lemma eq_sq_of_coprime_mul_eq_sq {a b k : ℕ} (hcop : Nat.Coprime a b)
    (h : a * b = k^2) : ∃ u, a = u^2 := sorry

/-- Finite check: the Pell-type equation `4u² = 3w² + 1` has no solution
with `2 ≤ u ≤ 12` and `w ≤ 13`. -/
lemma no_small_solution :
    ∀ u < 13, ∀ w < 14, 2 ≤ u → 4 * u^2 ≠ 3 * w^2 + 1 := by sorry

/-- Minimality: if `n > 1` and `(n+1)(2n+1) = 6m²`, then `337 ≤ n`. -/
lemma ge_337 {n m : ℕ} (hn : 1 < n) (h : (n+1) * (2*n+1) = 6 * m^2) :
    337 ≤ n := by sorry

snip end

problem usa1986_p3 :
    IsLeast {n : ℕ | 1 < n ∧ ∃ m, ∑ i ∈ Finset.range n, (i+1)^2 = n * m^2}
      solution := by sorry

end Usa1986P3
