/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1975P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Ring.Finset
public import Mathlib.Algebra.EuclideanDomain.Basic
public import Mathlib.Algebra.EuclideanDomain.Field
public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Rat.Star
public import Mathlib.Order.Interval.Finset.Nat
public import Mathlib.Tactic.CancelDenoms.Core
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.NormNum.Ineq
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1975, Problem 5

A pack of n cards, including three aces, is well shuffled. Cards are turned
over in turn. Show that the expected number of cards that must be turned over
to reach the second ace is (n+1)/2.

## Formalization notes

We model the well-shuffled pack by the set of positions occupied by the three
aces, which is uniformly distributed over the 3-element subsets of
`{1, ..., n}`. The number of cards that must be turned over to reach the
second ace is then the middle (second-smallest) of the three ace positions,
and the expected number of cards is the average of this quantity over all
3-element subsets.
-/

namespace Usa1975P5

open Finset

/-- The sample space: the 3-element subsets of the positions `{1, ..., n}`;
each such subset records the positions of the three aces in the pack. -/
def aceSets (n : ℕ) : Finset (Finset ℕ) := (Icc 1 n).powersetCard 3

/-- Reflection of the pack about its middle: the card in position `x`
of a pack of `n` cards moves to position `n + 1 - x`. -/
def reflect (n x : ℕ) : ℕ := n + 1 - x

/-- The minimum of a set of naturals, defaulting to `0` for the empty set. -/
def minD (S : Finset ℕ) : ℕ := (S.min).untopD 0

/-- The maximum of a set of naturals, defaulting to `0` for the empty set. -/
def maxD (S : Finset ℕ) : ℕ := (S.max).unbotD 0

/-- The middle element of a 3-element set of natural numbers, computed as
the sum minus the minimum minus the maximum. When `S` is the set of ace
positions, this is the number of cards turned over to reach the second ace. -/
def mid (S : Finset ℕ) : ℤ :=
  (∑ x ∈ S, (x : ℤ)) - (minD S : ℤ) - (maxD S : ℤ)

snip begin

lemma card_aceSets (n : ℕ) : (aceSets n).card = n.choose 3 := by sorry

lemma nonempty_of_mem_aceSets {n : ℕ} {S : Finset ℕ} (hS : S ∈ aceSets n) :
    S.Nonempty := by sorry

/-- A card in position `x ∈ {1, ..., n}` reflects to a position in `{1, ..., n}`. -/
lemma reflect_mem {n x : ℕ} (hx : x ∈ Icc 1 n) : reflect n x ∈ Icc 1 n := by sorry

/-- Reflection is injective on positions that are at most `n`. -/
lemma reflect_injOn (n : ℕ) : Set.InjOn (reflect n) {x | x ≤ n} := by sorry

/-- Reflection is an involution on positions that are at most `n`. -/
lemma reflect_reflect {n x : ℕ} (hx : x ≤ n) : reflect n (reflect n x) = x := by sorry

/-- The minimum of the reflected set is the reflection of the maximum. -/
lemma min_image_reflect {n : ℕ} {S : Finset ℕ} (hsub : S ⊆ Icc 1 n) (hne : S.Nonempty) :
    (minD (S.image (reflect n)) : ℤ) = (n : ℤ) + 1 - (maxD S : ℤ) := by sorry

/-- The maximum of the reflected set is the reflection of the minimum. -/
lemma max_image_reflect {n : ℕ} {S : Finset ℕ} (hsub : S ⊆ Icc 1 n) (hne : S.Nonempty) :
    (maxD (S.image (reflect n)) : ℤ) = (n : ℤ) + 1 - (minD S : ℤ) := by sorry

/-- The sum of the reflected set is `3 * (n + 1)` minus the sum of the set. -/
lemma sum_image_reflect {n : ℕ} {S : Finset ℕ} (hsub : S ⊆ Icc 1 n) (hcard : S.card = 3) :
    (∑ y ∈ S.image (reflect n), (y : ℤ)) = 3 * ((n : ℤ) + 1) - ∑ x ∈ S, (x : ℤ) := by sorry

/-- Reflecting every position turns the middle element `m` into `n + 1 - m`:
this is the heart of the reflection argument. -/
lemma mid_image_reflect {n : ℕ} {S : Finset ℕ} (hS : S ∈ aceSets n) :
    mid (S.image (reflect n)) = (n : ℤ) + 1 - mid S := by sorry

/-- Reflecting the positions of the aces yields another valid set of positions. -/
lemma image_mem_aceSets {n : ℕ} {S : Finset ℕ} (hS : S ∈ aceSets n) :
    S.image (reflect n) ∈ aceSets n := by sorry

/-- Reflection of position sets is an involution on the sample space. -/
lemma image_image_reflect {n : ℕ} {S : Finset ℕ} (hS : S ∈ aceSets n) :
    (S.image (reflect n)).image (reflect n) = S := by sorry

/-- Reflection of position sets is injective on the sample space. -/
lemma image_reflect_injOn (n : ℕ) :
    Set.InjOn (fun S : Finset ℕ => S.image (reflect n)) (aceSets n) := by sorry

/-- Reflecting the position sets permutes the sample space. -/
lemma image_reflect_aceSets (n : ℕ) :
    (aceSets n).image (fun S => S.image (reflect n)) = aceSets n := by sorry

/-- Reindexing the sum over the sample space by reflection. -/
lemma sum_mid_image_reflect (n : ℕ) :
    ∑ S ∈ aceSets n, mid (S.image (reflect n)) = ∑ S ∈ aceSets n, mid S := by sorry

/-- Twice the total of the middle positions equals `(n + 1)` times the number
of position sets: the average middle position is `(n + 1) / 2`. -/
lemma two_mul_sum_mid (n : ℕ) :
    2 * (∑ S ∈ aceSets n, mid S) = (n.choose 3 : ℤ) * (n + 1) := by sorry

snip end

/-- The expected number of cards that must be turned over to reach the
second ace. -/
determine expected (n : ℕ) : ℚ := (n + 1) / 2

problem usa1975_p5 (n : ℕ) (hn : 3 ≤ n) :
    (∑ S ∈ aceSets n, (mid S : ℚ)) / n.choose 3 = expected n := by sorry

end Usa1975P5
