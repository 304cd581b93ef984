/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1982P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Combinatorics.SimpleGraph.Basic
public import Mathlib.Tactic.NormNum
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1982, Problem 1

A graph has 1982 points. Given any four points, there is at least one
joined to the other three. What is the smallest number of points which
are joined to 1981 points?
-/

namespace Usa1982P1

open Classical

/-- The hypothesis of the problem: among any four vertices of the graph,
some vertex is adjacent to the other three. -/
def FourPointProperty (G : SimpleGraph (Fin 1982)) : Prop :=
  ∀ s : Finset (Fin 1982), s.card = 4 → ∃ v ∈ s, ∀ w ∈ s, w ≠ v → G.Adj v w

/-- A vertex is *universal* if it is joined to all 1981 other vertices. -/
def IsUniversal (G : SimpleGraph (Fin 1982)) (v : Fin 1982) : Prop :=
  ∀ w, w ≠ v → G.Adj v w

determine solution : ℕ := 1979

snip begin

/-- A finset of four distinct vertices has cardinality four. -/
lemma card_four_of_distinct {a b c d : Fin 1982} (hab : a ≠ b) (hac : a ≠ c)
    (had : a ≠ d) (hbc : b ≠ c) (hbd : b ≠ d) (hcd : c ≠ d) :
    ({a, b, c, d} : Finset (Fin 1982)).card = 4 := by sorry

/-- Lower bound: in any graph satisfying `FourPointProperty`, at most three
vertices fail to be universal, so at least 1979 vertices are universal.

The proof follows the official solution. Suppose four vertices were not
universal. Let `A` be one of them and let `B` be a vertex not joined to `A`.
Then any two other vertices `X, Y` must be joined (else no vertex of
`{A, B, X, Y}` would be joined to the other three). Take two further
non-universal vertices `C, D ∉ {A, B}`. Each of `C, D` is joined to every
vertex except possibly `A` and `B`, and being non-universal it must miss one
of those. But then no vertex of `{A, B, C, D}` is joined to the other three,
a contradiction. -/
lemma card_universal_ge (G : SimpleGraph (Fin 1982)) (hG : FourPointProperty G) :
    1979 ≤ (Finset.univ.filter (IsUniversal G)).card := by sorry

/-- The finset `{0, 1, 2}` of vertices has three elements. -/
lemma card_three : ({0, 1, 2} : Finset (Fin 1982)).card = 3 := by sorry

/-- Adjacency in the extremal graph: all pairs of distinct vertices except
`0—1` and `0—2`. -/
def extremalAdj (i j : Fin 1982) : Prop :=
  i ≠ j ∧ ¬ ((i = 0 ∧ j = 1) ∨ (i = 1 ∧ j = 0) ∨ (i = 0 ∧ j = 2) ∨ (i = 2 ∧ j = 0))

/-- The extremal graph: the complete graph on `Fin 1982` with the two edges
`0—1` and `0—2` removed. -/
def extremalGraph : SimpleGraph (Fin 1982) where
  Adj := extremalAdj
  symm := ⟨fun i j h => ⟨h.1.symm, fun hP => h.2 (by tauto)⟩⟩
  loopless := ⟨fun i h => h.1 rfl⟩

/-- In the extremal graph, the universal vertices are exactly those outside
`{0, 1, 2}`. -/
lemma extremal_universal_iff (v : Fin 1982) :
    IsUniversal extremalGraph v ↔ v ≠ 0 ∧ v ≠ 1 ∧ v ≠ 2 := by sorry

/-- The extremal graph satisfies the four-point condition: any four vertices
contain one outside `{0, 1, 2}`, and that vertex is joined to all others. -/
lemma extremal_fourPoint : FourPointProperty extremalGraph := by sorry

/-- The extremal graph has exactly 1979 universal vertices. -/
lemma extremal_count :
    (Finset.univ.filter (IsUniversal extremalGraph)).card = 1979 := by sorry

snip end

problem usa1982_p1 :
    IsLeast {n : ℕ | ∃ G : SimpleGraph (Fin 1982), FourPointProperty G ∧
      n = (Finset.univ.filter (IsUniversal G)).card} solution := by sorry

end Usa1982P1
