/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1980P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Archimedean.Real.Basic
public import Mathlib.Algebra.Order.BigOperators.Group.Finset
public import Mathlib.Order.Lattice.Nat
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1980, Problem 2

Find the maximum possible number of three term arithmetic progressions
in a monotone sequence of n distinct reals.
-/

namespace Usa1980P2

open Finset

/-!
### Formalization notes

A monotone sequence of *distinct* reals is strictly monotone, and reversing a strictly
decreasing sequence gives a strictly increasing one with the same number of three-term
arithmetic progressions, so we only consider sequences `a : ℕ → ℝ` that are strictly
increasing on `Set.Iio n`.  Three indices `i < j < k` form an arithmetic progression
iff `a i + a k = 2 * a j`, and we count the progressions by their middle index `j`.
-/

snip begin

/-- For a sequence `a : ℕ → ℝ` and an index `j`, the finset of pairs `(i, k)` with
`i < j < k < n` such that `a i, a j, a k` forms a three-term arithmetic progression.
Every three-term arithmetic progression with indices below `n` corresponds to exactly
one such pair, with `j` its middle index. -/
noncomputable def apPairs (n : ℕ) (a : ℕ → ℝ) (j : ℕ) : Finset (ℕ × ℕ) :=
  ((range j) ×ˢ (Ioo j n)).filter fun p => a p.1 + a p.2 = 2 * a j

/-- The number of three-term arithmetic progressions among the first `n` terms of `a`,
counted by their middle index. -/
noncomputable def apCount (n : ℕ) (a : ℕ → ℝ) : ℕ :=
  ∑ j ∈ range n, (apPairs n a j).card

theorem mem_apPairs {n : ℕ} {a : ℕ → ℝ} {j : ℕ} {p : ℕ × ℕ} :
    p ∈ apPairs n a j ↔ p.1 < j ∧ j < p.2 ∧ p.2 < n ∧ a p.1 + a p.2 = 2 * a j := by sorry

/-- A three-term progression is determined by its middle term together with any one of
its other two terms, so the number of progressions with middle index `j` is at most
`min j (n - 1 - j)`. -/
theorem card_apPairs_le (n : ℕ) (a : ℕ → ℝ) (ha : StrictMonoOn a (Set.Iio n)) (j : ℕ) :
    (apPairs n a j).card ≤ min j (n - 1 - j) := by sorry

/-- The per-index bounds telescope in steps of two:
`∑ j < n + 2, min j (n + 1 - j) = ∑ j < n, min j (n - 1 - j) + n`. -/
theorem sum_min_step (n : ℕ) :
    (∑ j ∈ range (n + 2), min j (n + 1 - j)) = (∑ j ∈ range n, min j (n - 1 - j)) + n := by sorry

/-- Closed form of the total bound: `∑ j < n, min j (n - 1 - j) = (n - 1)² / 4`. -/
theorem sum_min_closed (n : ℕ) : (∑ j ∈ range n, min j (n - 1 - j)) = (n - 1)^2 / 4 := by sorry

/-- The sequence `a i = i` is strictly increasing on `Set.Iio n`. -/
theorem strictMonoOn_cast (n : ℕ) : StrictMonoOn (fun i : ℕ => (i : ℝ)) (Set.Iio n) := by sorry

/-- Equality holds in `card_apPairs_le` for the sequence `a i = i`: the pairs
`(j - 1 - d, j + 1 + d)` for `d < min j (n - 1 - j)` are distinct elements of
`apPairs n (fun i => (i : ℝ)) j`. -/
theorem card_apPairs_cast (n : ℕ) (j : ℕ) :
    (apPairs n (fun i => (i : ℝ)) j).card = min j (n - 1 - j) := by sorry

/-- The bound is achieved by the sequence `a i = i`. -/
theorem apCount_cast (n : ℕ) : apCount n (fun i : ℕ => (i : ℝ)) = (n - 1)^2 / 4 := by sorry

/-- The bound holds for every strictly increasing sequence. -/
theorem apCount_le (n : ℕ) (a : ℕ → ℝ) (ha : StrictMonoOn a (Set.Iio n)) :
    apCount n a ≤ (n - 1)^2 / 4 := by sorry

snip end

determine answer (n : ℕ) : ℕ := (n - 1)^2 / 4

problem usa1980_p2 (n : ℕ) :
    IsGreatest {m : ℕ | ∃ a : ℕ → ℝ, StrictMonoOn a (Set.Iio n) ∧ m = apCount n a}
      (answer n) := by sorry

end Usa1980P2
