/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1984P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Star.Basic
public import Mathlib.Data.Int.ConditionallyCompleteOrder
public import Mathlib.Data.Nat.Factorization.Defs
public import Mathlib.GroupTheory.GroupAction.Ring
public import Mathlib.Order.Interval.Finset.Nat
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.Ring.Basic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1984, Problem 2

Can one find a set of n distinct positive integers such that the
geometric mean of any (non-empty, finite) subset is an integer?
Can one find an infinite set with this property?
-/

namespace Usa1984P2

open scoped Nat

snip begin

/-- The key divisibility fact for the second part: if `y * C` and `z * C`
(with `y`, `z`, `C` positive) are both `k`-th powers, then `k` divides the
difference of the multiplicities of any number `p` in the prime
factorizations of `y` and `z`. -/
theorem factorization_eq_of_pow (k : ℕ) (hk : 0 < k) (y z C : ℕ)
    (hy : y ≠ 0) (hz : z ≠ 0) (hC : C ≠ 0)
    (u : ℕ) (hu : u ^ k = y * C) (v : ℕ) (hv : v ^ k = z * C) (p : ℕ) :
    (k : ℤ) ∣ (Nat.factorization y p : ℤ) - Nat.factorization z p := by sorry

snip end

determine does_exist_finite : Bool := true

determine does_exist_infinite : Bool := false

problem usa1984_p2a (n : ℕ) :
    if does_exist_finite then
      ∃ s : Finset ℕ, s.card = n ∧ (∀ x ∈ s, 0 < x) ∧
        ∀ t : Finset ℕ, t ⊆ s → t.Nonempty → ∃ m : ℕ, m ^ t.card = ∏ x ∈ t, x
    else
      ¬ ∃ s : Finset ℕ, s.card = n ∧ (∀ x ∈ s, 0 < x) ∧
        ∀ t : Finset ℕ, t ⊆ s → t.Nonempty → ∃ m : ℕ, m ^ t.card = ∏ x ∈ t, x := by sorry

problem usa1984_p2b :
    if does_exist_infinite then
      ∃ S : Set ℕ, S.Infinite ∧ (∀ x ∈ S, 0 < x) ∧
        ∀ s : Finset ℕ, s.Nonempty → ↑s ⊆ S → ∃ m : ℕ, m ^ s.card = ∏ x ∈ s, x
    else
      ¬ ∃ S : Set ℕ, S.Infinite ∧ (∀ x ∈ S, 0 < x) ∧
        ∀ s : Finset ℕ, s.Nonempty → ↑s ⊆ S → ∃ m : ℕ, m ^ s.card = ∏ x ∈ s, x := by sorry

end Usa1984P2
