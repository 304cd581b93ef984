/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1989P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 Kimi. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Combinatorics.SimpleGraph.DegreeSum
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1989, Problem 2

The 20 members of a local tennis club have scheduled exactly 14 two-person
games among themselves, with each member playing in at least one game.
Prove that within this schedule can be found a set of six games with
12 distinct players.
-/

namespace Usa1989P2

open Finset

snip begin

-- We use the "repeat slots" counting argument: the 14 games have 28
-- player-slots. For each member, mark one of the games they play in as
-- their "first" game; this accounts for 20 slots, so at most 8 slots are
-- "repeats", i.e. belong to a member whose game is not that member's
-- first game. At most 8 games contain a repeat slot; discarding those
-- games leaves at least 6 games, and any two of the remaining games are
-- player-disjoint, so they involve 12 distinct players.
--
-- This is Solution 2 of
-- https://math.stackexchange.com/questions/3793869 (USAMO 1989, Problem 2);
-- the same counting argument appears in the kalva/AoPS solutions.

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- Every vertex of positive degree is incident to at least one edge. -/
lemma incidenceFinset_nonempty_of_degree_pos (G : SimpleGraph V) [DecidableRel G.Adj]
    {v : V} (hv : 1 ≤ G.degree v) : (G.incidenceFinset v).Nonempty := by sorry

/-- In a finite simple graph with minimum degree at least one, there is a set
of pairwise vertex-disjoint edges of size at least `|V| - |E|`. -/
theorem exists_pairwise_disjoint_edges (G : SimpleGraph V) [DecidableRel G.Adj]
    (hdeg : ∀ v : V, 1 ≤ G.degree v) :
    ∃ s : Finset (Sym2 V), s ⊆ G.edgeFinset ∧
      Fintype.card V - #G.edgeFinset ≤ #s ∧
      ∀ e₁ ∈ s, ∀ e₂ ∈ s, e₁ ≠ e₂ → ∀ v : V, ¬ (v ∈ e₁ ∧ v ∈ e₂) := by sorry

snip end

problem usa1989_p2
    (G : SimpleGraph (Fin 20)) [DecidableRel G.Adj]
    (hcard : #G.edgeFinset = 14)
    (hdeg : ∀ v : Fin 20, 1 ≤ G.degree v) :
    ∃ s : Finset (Sym2 (Fin 20)), s ⊆ G.edgeFinset ∧ #s = 6 ∧
      #(s.biUnion Sym2.toFinset) = 12 := by sorry

end Usa1989P2
