/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1986P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Intervals
public import Mathlib.Combinatorics.Enumerative.Partition.Basic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1986, Problem 5

A partition of n is an increasing sequence of integers with sum n.
For example, the partitions of 5 are: 1, 1, 1, 1, 1; 1, 1, 1, 2; 1, 1, 3;
1, 4; 5; 1, 2, 2; and 2, 3. If p is a partition, f(p) = the number of 1s
in p, and g(p) = the number of distinct integers in the partition.
Show that ∑ f(p) = ∑ g(p), where the sum is taken over all partitions of n.
-/

namespace Usa1986P5

snip begin

/-- The number of partitions of `n`. -/
abbrev numPartitions (n : ℕ) : ℕ := Fintype.card (Nat.Partition n)

/-- The partitions of `n` containing `m` as a part are in bijection with the
partitions of `n - m` (erase one occurrence of `m`), so there are
`numPartitions (n - m)` of them. -/
lemma card_partitions_containing (n m : ℕ) (h1 : 1 ≤ m) (h2 : m ≤ n) :
    Fintype.card { p : Nat.Partition n // m ∈ p.parts } = numPartitions (n - m) := sorry

/-- `∑ f(p)`, where `f(p)` is the number of `1`s in `p`, satisfies the recurrence
`F(n + 1) = F(n) + π(n)`: erasing a `1` is a bijection between the partitions of
`n + 1` that contain a `1` and the partitions of `n`, and partitions of `n + 1`
with no `1` contribute nothing to the sum. -/
lemma sum_count_one_succ (n : ℕ) :
    ∑ p : Nat.Partition (n + 1), p.parts.count 1 =
      ∑ p : Nat.Partition n, p.parts.count 1 + numPartitions n := by sorry

/-- Summing the number of `1`s over all partitions of `n` gives
`π(0) + π(1) + ⋯ + π(n - 1)`. -/
lemma sum_count_one (n : ℕ) :
    ∑ p : Nat.Partition n, p.parts.count 1 =
      ∑ k ∈ Finset.range n, numPartitions k := by sorry

/-- Summing the number of distinct parts over all partitions of `n` also gives
`π(0) + π(1) + ⋯ + π(n - 1)`: count the pairs `(p, m)` with `m ∈ p` in two ways. -/
lemma sum_distinct_parts (n : ℕ) :
    ∑ p : Nat.Partition n, p.parts.toFinset.card =
      ∑ k ∈ Finset.range n, numPartitions k := by sorry

snip end

problem usa1986_p5 (n : ℕ) :
    ∑ p : Nat.Partition n, p.parts.count 1 =
      ∑ p : Nat.Partition n, p.parts.toFinset.card := by sorry

end Usa1986P5
