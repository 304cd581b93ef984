/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1988P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.BigOperators.Group.Finset
public import Mathlib.Data.Finset.Powerset
public import Mathlib.Order.Interval.Finset.Nat
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1988, Problem 3

Let X be the set {1, 2, ... , 20} and let P be the set of all 9-element
subsets of X. Show that for any map f : P → X we can find a 10-element
subset Y of X, such that f(Y - {k}) ≠ k for any k in Y.
-/

namespace Usa1988P3

open Finset

snip begin

/--
For any finite set `X`, the number of pairs `(Y, k)` where `Y` is a
10-element subset of `X`, `k ∈ Y`, and `f (Y.erase k) = k` is at most the
number of 9-element subsets of `X`: the map `(Y, k) ↦ Y.erase k` is
injective on such pairs, because `k = f (Y.erase k)` is determined by the
image, and then `Y = insert k (Y.erase k)` is determined as well.
-/
lemma card_bad_pairs_le (X : Finset ℕ) (f : Finset ℕ → ℕ) :
    ((X.powersetCard 10).sigma
        (fun Y ↦ Y.filter (fun k ↦ f (Y.erase k) = k))).card
      ≤ (X.powersetCard 9).card := by sorry

snip end

problem usa1988_p3 (f : Finset ℕ → ℕ) :
    ∃ Y : Finset ℕ, Y ⊆ Finset.Icc 1 20 ∧ Y.card = 10 ∧
      ∀ k ∈ Y, f (Y.erase k) ≠ k := by sorry

end Usa1988P3
