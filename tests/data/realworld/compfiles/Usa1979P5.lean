/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1979P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Group.Finset.Piecewise
public import Mathlib.Algebra.Group.Action.Defs
public import Mathlib.Algebra.Order.BigOperators.Group.Finset
public import Mathlib.Algebra.Ring.Nat
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1979, Problem 5

X has n members. Given n+1 subsets of X, each with 3 members,
show that we can always find two which have just one member in common.
-/

namespace Usa1979P5

open Finset

snip begin

/-- If two distinct members `s`, `t` of a "good" family (no two sets share exactly
one element) each have three elements and intersect nontrivially, then they share
exactly two elements. -/
theorem card_inter_eq_two_of_good {α : Type*} [DecidableEq α] {S : Finset (Finset α)}
    (hgood : ∀ s ∈ S, ∀ t ∈ S, s ≠ t → (s ∩ t).card ≠ 1)
    {s t : Finset α} (hs : s ∈ S) (ht : t ∈ S) (hne : s ≠ t)
    (hs3 : s.card = 3) (ht3 : t.card = 3) (hpos : 0 < (s ∩ t).card) :
    (s ∩ t).card = 2 := by sorry

/-- If `u`, `v = {w, x, y}` are members of a "good" family, `w ∈ u ∩ v` and `x ∉ u`,
then `y ∈ u`: otherwise `u ∩ v = {w}` would be a singleton intersection. -/
theorem mem_third_of_inter {α : Type*} [DecidableEq α] {S : Finset (Finset α)}
    (hgood : ∀ s ∈ S, ∀ t ∈ S, s ≠ t → (s ∩ t).card ≠ 1)
    {u v : Finset α} {w x y : α}
    (hu : u ∈ S) (hv : v ∈ S) (hw : w ∈ u ∩ v) (hx : x ∉ u) (hv_eq : v = {w, x, y}) :
    y ∈ u := by sorry

/-- Double counting of the incidences between `X` and a family of 3-element
subsets of `X`. -/
theorem sum_card_filter_eq_three_mul {α : Type*} [DecidableEq α]
    {X : Finset α} {S : Finset (Finset α)}
    (hsub : ∀ s ∈ S, s ⊆ X) (hcard : ∀ s ∈ S, s.card = 3) :
    ∑ x ∈ X, (S.filter (fun s ↦ x ∈ s)).card = 3 * S.card := by sorry

/-- Main step: a "good" family of 3-element subsets of an `n`-element set has at
most `n` members. Proved by strong induction on `n`, following the informal
argument for USAMO 1979 problem 5. -/
theorem card_le_of_good {α : Type*} [DecidableEq α] :
    ∀ n : ℕ, ∀ (X : Finset α) (S : Finset (Finset α)),
    X.card = n → (∀ s ∈ S, s ⊆ X) → (∀ s ∈ S, s.card = 3) →
    (∀ s ∈ S, ∀ t ∈ S, s ≠ t → (s ∩ t).card ≠ 1) → S.card ≤ n := by sorry

snip end

problem usa1979_p5 {α : Type*} [DecidableEq α] (n : ℕ) (X : Finset α) (hX : X.card = n)
    (S : Finset (Finset α)) (hS : S.card = n + 1) (hsub : ∀ s ∈ S, s ⊆ X)
    (hcard : ∀ s ∈ S, s.card = 3) :
    ∃ s ∈ S, ∃ t ∈ S, s ≠ t ∧ (s ∩ t).card = 1 := by sorry

end Usa1979P5
