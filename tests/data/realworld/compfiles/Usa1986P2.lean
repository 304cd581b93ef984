/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1986P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Data.Finset.Powerset
public import Mathlib.Data.Real.Basic
public import Mathlib.Tactic.Choose
public import Mathlib.Tactic.NormNum
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1986, Problem 2

Five professors attended a lecture. Each fell asleep just twice. For each pair
there was a moment when both were asleep. Show that there was a moment when
three of them were asleep.
-/

namespace Usa1986P2

/-- Each professor `p : Fin 5` takes two naps, and nap `k : Fin 2` of professor
`p` is the closed interval `[s p k, e p k]`. Professor `p` is asleep at time
`t` if `t` belongs to one of these two nap intervals. -/
def Asleep (s e : Fin 5 → Fin 2 → ℝ) (p : Fin 5) (t : ℝ) : Prop :=
  ∃ k : Fin 2, s p k ≤ t ∧ t ≤ e p k

snip begin

/-- The ten pairs of professors, as the 2-element subsets of `Fin 5`. -/
def pairs : Finset (Finset (Fin 5)) := Finset.powersetCard 2 Finset.univ

/-- The type of pairs of professors. -/
abbrev PairSet := { A : Finset (Fin 5) // A ∈ pairs }

variable {s e : Fin 5 → Fin 2 → ℝ}

open Classical in
/-- Candidate "first moments" for a set `A` of professors: nap-start times of
members of `A` at which every member of `A` is asleep. -/
noncomputable def cands (s e : Fin 5 → Fin 2 → ℝ) (A : Finset (Fin 5)) : Finset ℝ :=
  Finset.filter (fun u ↦ ∀ p ∈ A, Asleep s e p u)
    (A.biUnion fun p ↦ Finset.image (s p) Finset.univ)

/-- Membership in `cands`: a nap-start time of a member of `A` at which every
member of `A` is asleep. -/
lemma mem_cands {A : Finset (Fin 5)} {u : ℝ} :
    u ∈ cands s e A ↔
      (∃ p ∈ A, ∃ k : Fin 2, s p k = u) ∧ ∀ p ∈ A, Asleep s e p u := by sorry

/-- If all members of a nonempty set `A` of professors are asleep at time `t`,
then some nap-start time `u ≤ t` of a member of `A` is already a moment when
all members of `A` are asleep. -/
lemma exists_mem_cands_le {A : Finset (Fin 5)} (hA : A.Nonempty) {t : ℝ}
    (ht : ∀ p ∈ A, Asleep s e p t) : ∃ u ∈ cands s e A, u ≤ t := by sorry

/-- The first moment at which all members of `A` are simultaneously asleep. -/
noncomputable def f (s e : Fin 5 → Fin 2 → ℝ) (A : Finset (Fin 5))
    (h : (cands s e A).Nonempty) : ℝ := (cands s e A).min' h

/-- All members of `A` are asleep at the first common moment. -/
lemma f_asleep {A : Finset (Fin 5)} {h : (cands s e A).Nonempty} :
    ∀ p ∈ A, Asleep s e p (f s e A h) := by sorry

/-- The first common moment is a nap-start time of some member of `A`. -/
lemma f_mem {A : Finset (Fin 5)} {h : (cands s e A).Nonempty} :
    ∃ p ∈ A, ∃ k : Fin 2, f s e A h = s p k := by sorry

/-- The first common moment is at most any moment at which all members of `A`
are asleep. -/
lemma f_le {A : Finset (Fin 5)} (hA : A.Nonempty) {h : (cands s e A).Nonempty}
    {t : ℝ} (ht : ∀ p ∈ A, Asleep s e p t) : f s e A h ≤ t := by sorry

/-- Pairs of professors have candidate first moments. -/
lemma cands_nonempty
    (hsleep : ∀ p q : Fin 5, p ≠ q → ∃ t, Asleep s e p t ∧ Asleep s e q t)
    {A : Finset (Fin 5)} (hA : A.card = 2) : (cands s e A).Nonempty := by sorry

/-- The first moment when both members of a pair `A` are asleep. -/
noncomputable def F
    (hsleep : ∀ p q : Fin 5, p ≠ q → ∃ t, Asleep s e p t ∧ Asleep s e q t)
    (A : PairSet) : ℝ :=
  f s e A.1 (cands_nonempty hsleep (Finset.mem_powersetCard.mp A.2).2)

/-- Both members of a pair are asleep at the pair's first common moment. -/
lemma F_asleep
    (hsleep : ∀ p q : Fin 5, p ≠ q → ∃ t, Asleep s e p t ∧ Asleep s e q t)
    (A : PairSet) {p : Fin 5} (hp : p ∈ A.1) : Asleep s e p (F hsleep A) := sorry

/-- A pair's first common moment is a falling-asleep event: it is the start
time of a nap of one of the two members. -/
lemma F_mem
    (hsleep : ∀ p q : Fin 5, p ≠ q → ∃ t, Asleep s e p t ∧ Asleep s e q t)
    (A : PairSet) : ∃ p ∈ A.1, ∃ k : Fin 2, F hsleep A = s p k := sorry

snip end

problem usa1986_p2 (s e : Fin 5 → Fin 2 → ℝ)
    (hsleep : ∀ p q : Fin 5, p ≠ q → ∃ t, Asleep s e p t ∧ Asleep s e q t) :
    ∃ t : ℝ, ∃ p q r : Fin 5, p ≠ q ∧ p ≠ r ∧ q ≠ r ∧
      Asleep s e p t ∧ Asleep s e q t ∧ Asleep s e r t := by sorry

end Usa1986P2
