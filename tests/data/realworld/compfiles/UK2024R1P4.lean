/- Source: github.com/dwrensha/compfiles, Compfiles/UK2024R1P4.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors:
-/
module

public import Mathlib.Tactic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# British Mathematical Olympiad 2024, Round 1, Problem 4

Find all positive integers n such that n × 2ⁿ + 1 is a square.

The answer is n = 2 and n = 3.

We follow the presentation by the problem author in https://eventuallyalmosteverywhere.wordpress.com/2024/01/10/finitely-many-solutions/, with modifications.
-/

namespace UK2024R1P4

determine SolutionSet : Set ℕ := {2, 3}

snip begin

/-- For n ≥ 5, n + 1 < 2^(n-2). -/
lemma two_pow_sub_two_gt (n : ℕ) (hn : 5 ≤ n) : n + 1 < 2 ^ (n - 2) := by sorry

/-- Key inequality (*): if n·2ⁿ + 1 is a perfect square and n ≥ 2, then
    2^(n-1) ≤ 2n + 2.

    Strategy: factor n·2ⁿ = (k-1)(k+1). Since n·2ⁿ is even, k² = n·2ⁿ+1
    is odd, so k is odd — write k = 2a+1. Then (k-1)(k+1) = 4a(a+1), so
    a(a+1) = n·2^(n-2). The integers a and a+1 are coprime with exactly
    one even, so the full factor 2^(n-2) lands on that even one. -/
lemma sq_bound (n : ℕ) (hn : 2 ≤ n) (h : IsSquare (n * 2 ^ n + 1)) :
    2 ^ (n - 1) ≤ 2 * n + 2 := by sorry

/-- For n ≥ 5, n·2ⁿ + 1 is not a perfect square: the bound (*) combined
    with `two_pow_sub_two_gt` is immediately contradictory. -/
lemma not_square_ge_five (n : ℕ) (hn : 5 ≤ n) : ¬ IsSquare (n * 2 ^ n + 1) := by sorry

snip end

problem uk2024_r1_p4 (n : ℕ) (hn : 0 < n) :
    n ∈ SolutionSet ↔ IsSquare (n * 2 ^ n + 1) := by sorry

end UK2024R1P4
