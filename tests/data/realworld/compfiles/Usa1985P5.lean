/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1985P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Group.Finset.Piecewise
public import Mathlib.Algebra.BigOperators.Group.Finset.Sigma
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.NormNum.BigOperators
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1985, Problem 5

0 < a₁ ≤ a₂ ≤ a₃ ≤ ⋯ is an unbounded sequence of integers. Let bₙ = m if aₘ is the
first member of the sequence to equal or exceed n. Given that a₁₉ = 85, what is the
maximum possible value of a₁ + a₂ + ⋯ + a₁₉ + b₁ + b₂ + ⋯ + b₈₅?
-/

namespace Usa1985P5

/-- The first index `i` (0-based) such that `n ≤ a i`. This exists because `a` is
unbounded. The problem's `bₙ` is `c a hu n + 1` (the 1-based index). -/
noncomputable abbrev c (a : ℕ → ℕ) (hu : ∀ n, ∃ i, n ≤ a i) (n : ℕ) : ℕ :=
  Nat.find (hu n)

snip begin

lemma find_iff {a : ℕ → ℕ} (hm : Monotone a) (hu : ∀ n, ∃ i, n ≤ a i) (i j : ℕ) :
    c a hu j ≤ i ↔ j ≤ a i := by sorry

/-- `∑ j ∈ range 85, (if j < a i then 1 else 0)` counts the elements of `range (a i)`
when `a i ≤ 85`. -/
lemma sum_indicator_left {a : ℕ → ℕ} {i : ℕ} (hi : a i ≤ 85) :
    ∑ j ∈ Finset.range 85, (if j < a i then 1 else 0) = a i := by sorry

/-- `∑ i ∈ range 19, (if i < c a hu (j+1) then 1 else 0)` counts the elements of
`range (c a hu (j+1))` when `c a hu (j+1) ≤ 18`. -/
lemma sum_indicator_right {a : ℕ → ℕ} {hu : ∀ n, ∃ i, n ≤ a i} {j : ℕ}
    (hj : c a hu (j + 1) ≤ 18) :
    ∑ i ∈ Finset.range 19, (if i < c a hu (j + 1) then 1 else 0) = c a hu (j + 1) := by sorry

/-- The key identity: the sum is *constant*. Double-count the pairs
`(i, j) ∈ range 19 × range 85`: for each pair, exactly one of
`j < a i` and `i < c a hu (j+1)` holds, so the two indicator sums add up to
`19 * 85`; the extra `+ 1` in each `b` term contributes another `85`. -/
lemma sum_eq (a : ℕ → ℕ) (hm : Monotone a) (hu : ∀ n, ∃ i, n ≤ a i)
    (h19 : a 18 = 85) :
    ∑ i ∈ Finset.range 19, a i + ∑ j ∈ Finset.range 85, (c a hu (j + 1) + 1) = 1700 := by sorry

snip end

determine solution : ℕ := 1700

problem usa1985_p5 :
    IsGreatest { s : ℕ | ∃ (a : ℕ → ℕ) (_ : Monotone a) (_ : 0 < a 0)
        (hu : ∀ n, ∃ i, n ≤ a i), a 18 = 85 ∧
        s = ∑ i ∈ Finset.range 19, a i + ∑ j ∈ Finset.range 85, (c a hu (j + 1) + 1) }
      solution := by sorry

end Usa1985P5
