/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1985P4.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Canonical
public import Mathlib.Algebra.Order.Star.Basic
public import Mathlib.Combinatorics.Enumerative.DoubleCounting
public import Mathlib.Combinatorics.SimpleGraph.Finite
public import Mathlib.Tactic.Choose
public import Mathlib.Tactic.GCongr
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1985, Problem 4

A graph has n > 2 points. Show that we can find two points A and B such that
at least ⌊n/2⌋ - 1 of the remaining points are joined to either both or
neither of A and B.
-/

namespace Usa1985P4

open Finset

snip begin

/-- `mixedRel n G X p` says that the vertex `X` is distinct from the two endpoints
of the pair `p` and is adjacent to exactly one of them. -/
def mixedRel (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (X : Fin n)
    (p : Fin n × Fin n) : Prop :=
  X ≠ p.1 ∧ X ≠ p.2 ∧ ((G.Adj X p.1 ∧ ¬ G.Adj X p.2) ∨ (¬ G.Adj X p.1 ∧ G.Adj X p.2))

instance (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (X : Fin n)
    (p : Fin n × Fin n) : Decidable (mixedRel n G X p) := by
  unfold mixedRel
  infer_instance

/-- The "bad" vertices for a pair `p`: the remaining vertices that are joined
to exactly one of the two endpoints of `p`. -/
def badPair (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (p : Fin n × Fin n) :
    Finset (Fin n) :=
  Finset.univ.filter fun X => mixedRel n G X p

lemma badPair_eq_bipartiteBelow (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj]
    (p : Fin n × Fin n) :
    badPair n G p = Finset.univ.bipartiteBelow (mixedRel n G) p := sorry

/-- The neighbourhood of `X` does not contain `X`. -/
lemma neighborFinset_subset_erase (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj]
    (X : Fin n) : G.neighborFinset X ⊆ Finset.univ.erase X := by sorry

/-- The degree of a vertex is at most `n - 1`. -/
lemma degree_le (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (X : Fin n) :
    G.degree X ≤ n - 1 := by sorry

/-- For a fixed vertex `X`, the number of ordered pairs `(Y, Z)` with `Y ≠ Z` such that
`X` is joined to exactly one of `Y` and `Z` equals `2 * (d * (n - 1 - d))`, where
`d = G.degree X`: choose which endpoint is adjacent to `X`, then choose that endpoint
(a neighbour of `X`) and the other one (a non-neighbour different from `X`). -/
lemma fiber_card (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (X : Fin n) :
    ((Finset.offDiag Finset.univ).bipartiteAbove (mixedRel n G) X).card =
      2 * (G.degree X * (n - 1 - G.degree X)) := by sorry

/-- Double counting: summing the number of bad vertices over all ordered pairs
`(Y, Z)` with `Y ≠ Z` equals the sum over vertices `X` of `2 * (d_X * (n - 1 - d_X))`. -/
lemma double_count (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] :
    (∑ p ∈ Finset.offDiag (Finset.univ : Finset (Fin n)), (badPair n G p).card) =
      ∑ X : Fin n, 2 * (G.degree X * (n - 1 - G.degree X)) := by sorry

/-- Twice the total number of bad incidences is at most `n * (n - 1)^2`, since for each
vertex `X` of degree `d` we have `4 * d * (n - 1 - d) ≤ (n - 1)^2` (AM-GM). -/
lemma two_mul_sum_badPair_le (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] :
    2 * (∑ p ∈ Finset.offDiag (Finset.univ : Finset (Fin n)), (badPair n G p).card) ≤
      n * (n - 1)^2 := by sorry

/-- Averaging: some ordered pair `(A, B)` with `A ≠ B` has at most `⌊(n - 1)/2⌋`
bad remaining vertices. -/
lemma exists_pair_le (n : ℕ) (hn : 2 < n) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] :
    ∃ p ∈ Finset.offDiag (Finset.univ : Finset (Fin n)),
      (badPair n G p).card ≤ (n - 1) / 2 := by sorry

/-- The vertices joined to both or neither endpoint of `p` are the remaining vertices
that are not bad; there are `(n - 2) - (#bad)` of them. -/
lemma answer_card (n : ℕ) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] (p : Fin n × Fin n)
    (hp : p ∈ Finset.offDiag (Finset.univ : Finset (Fin n))) :
    (Finset.univ.filter fun X => X ≠ p.1 ∧ X ≠ p.2 ∧ (G.Adj X p.1 ↔ G.Adj X p.2)).card =
      (n - 2) - (badPair n G p).card := by sorry

snip end

problem usa1985_p4 (n : ℕ) (hn : 2 < n) (G : SimpleGraph (Fin n)) [DecidableRel G.Adj] :
    ∃ A B : Fin n, A ≠ B ∧
      n / 2 - 1 ≤ (Finset.univ.filter fun X =>
        X ≠ A ∧ X ≠ B ∧ (G.Adj X A ↔ G.Adj X B)).card := by sorry

end Usa1985P4
