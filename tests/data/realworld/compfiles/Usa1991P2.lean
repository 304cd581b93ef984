/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1991P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Group.Finset.Powerset
public import Mathlib.Algebra.BigOperators.Intervals
public import Mathlib.Algebra.BigOperators.Ring.Finset
public import Mathlib.Algebra.CharP.Defs
public import Mathlib.Algebra.Order.BigOperators.GroupWithZero.Finset
public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Rat.Star
public import Mathlib.Tactic.FieldSimp
public import Mathlib.Tactic.Positivity.Basic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1991, Problem 2

For each non-empty subset of {1, 2, ... , n} take the sum of the elements
divided by the product. Show that the sum of the resulting quantities is
n² + 2n - (n + 1)sₙ, where sₙ = 1 + 1/2 + 1/3 + ... + 1/n.
-/

namespace Usa1991P2

open Finset

snip begin

/-- `{1, ..., n+1}` is `{1, ..., n}` with `n + 1` adjoined. -/
lemma icc_one_succ (n : ℕ) : Icc 1 (n + 1) = insert (n + 1) (Icc 1 n) := by sorry

lemma not_mem_icc_one (n : ℕ) : n + 1 ∉ Icc 1 n := by sorry

/-- Splitting the quantity attached to `insert (n + 1) T` for `T ⊆ {1, ..., n}`:
the sum of the elements increases by `n + 1` while the product is multiplied
by `n + 1`. -/
lemma sum_div_prod_insert (n : ℕ) {T : Finset ℕ} (hT : T ⊆ Icc 1 n) :
    (∑ i ∈ insert (n + 1) T, (i : ℚ)) / (∏ i ∈ insert (n + 1) T, (i : ℚ)) =
      (1 / (n + 1 : ℚ)) * ((∑ i ∈ T, (i : ℚ)) / (∏ i ∈ T, (i : ℚ))) +
        1 / (∏ i ∈ T, (i : ℚ)) := by sorry

/-- The telescoping product `∏ (1 + 1/i) = n + 1`. -/
lemma prod_one_add_inv (n : ℕ) : ∏ i ∈ Icc 1 n, (1 + ((i : ℚ))⁻¹) = (n + 1 : ℚ) := by sorry

/-- The sum of `1 / ∏` over all subsets of `{1, ..., n}` (the empty set
contributes `1`) telescopes to `n + 1`. -/
lemma sum_powerset_one_div_prod (n : ℕ) :
    ∑ T ∈ (Icc 1 n).powerset, (1 : ℚ) / (∏ i ∈ T, (i : ℚ)) = (n + 1 : ℚ) := by sorry

/-- Induction step for the main sum: a subset of `{1, ..., n+1}` either is a
subset of `{1, ..., n}` or has the form `insert (n+1) T` with `T ⊆ {1, ..., n}`. -/
lemma main_sum_succ (n : ℕ) :
    ∑ S ∈ (Icc 1 (n + 1)).powerset, (∑ i ∈ S, (i : ℚ)) / (∏ i ∈ S, (i : ℚ)) =
      (∑ S ∈ (Icc 1 n).powerset, (∑ i ∈ S, (i : ℚ)) / (∏ i ∈ S, (i : ℚ))) +
        ((1 / (n + 1 : ℚ)) *
            (∑ S ∈ (Icc 1 n).powerset, (∑ i ∈ S, (i : ℚ)) / (∏ i ∈ S, (i : ℚ))) +
          (n + 1 : ℚ)) := by sorry

snip end

problem usa1991_p2 (n : ℕ) :
    ∑ S ∈ (Finset.Icc 1 n).powerset.erase ∅, (∑ i ∈ S, (i : ℚ)) / (∏ i ∈ S, (i : ℚ)) =
      (n : ℚ)^2 + 2 * n - (n + 1) * ∑ i ∈ Finset.Icc 1 n, (1 : ℚ) / i := by sorry

end Usa1991P2
