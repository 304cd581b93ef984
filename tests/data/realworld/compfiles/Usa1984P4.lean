/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1984P4.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Ring.Finset
public import Mathlib.Algebra.Group.Action.Defs
public import Mathlib.Algebra.Order.BigOperators.Group.Finset
public import Mathlib.Data.Int.ConditionallyCompleteOrder
public import Mathlib.Order.ConditionallyCompleteLattice.Basic
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.NormNum.Ineq
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1984, Problem 4

A maths exam has two papers, each with at least one question and 28 questions
in total. Each pupil attempted 7 questions. Each pair of questions was
attempted by just two pupils. Show that one pupil attempted either nil or at
least 4 questions in the first paper.
-/

namespace Usa1984P4

snip begin

/-!
The solution follows the classical double-counting argument (cf. kalva).
We count ordered pairs `(q₁, q₂)` of distinct questions attempted by the same
pupil in two ways.

* Counting over all pupils shows there are `36` pupils.
* Counting over all questions shows each question was attempted by `9` pupils.
* Assuming every pupil attempted 1, 2 or 3 questions of the first paper, and
  counting attempted questions and attempted pairs of questions of the first
  paper, we obtain that the sum over the pupils of `(k - 1)(k - 3)` (where `k`
  is the number of first-paper questions attempted) equals
  `2m² - 29m + 108`, where `m` is the number of questions in the first paper.
  Every summand is nonpositive, but the quadratic is strictly positive for
  every integer `m` (since `8(2m² - 29m + 108) = (4m - 29)² + 23`), a
  contradiction.
-/

/-- Number of ordered pairs `(q₁, q₂)` with `q₂ ∈ s` and `q₁ ≠ q₂`, for a
fixed question `q₁`, expressed as a sum of indicators over all questions. -/
lemma sum_ite_erase (s : Finset (Fin 28)) (q1 : Fin 28) :
    ∑ q2 : Fin 28, (if q1 ∈ s ∧ q2 ∈ s ∧ q1 ≠ q2 then (1 : ℕ) else 0)
      = if q1 ∈ s then s.card - 1 else 0 := by sorry

/-- The number of ordered pairs of distinct questions in `s`, written as a
double sum of indicators over all questions. -/
lemma card_ordered_pairs (s : Finset (Fin 28)) :
    ∑ q1 : Fin 28, ∑ q2 : Fin 28, (if q1 ∈ s ∧ q2 ∈ s ∧ q1 ≠ q2 then (1 : ℕ) else 0)
      = s.card * (s.card - 1) := by sorry

/-- For fixed questions `q₁ ≠ q₂`, the number of pupils that attempted both
is `2`, expressed as a sum of indicators over all pupils. -/
lemma sum_pupils_pair {Pupil : Type} [Fintype Pupil] (attempt : Pupil → Finset (Fin 28))
    (hpair : ∀ q1 q2 : Fin 28, q1 ≠ q2 →
      (Finset.univ.filter fun p ↦ q1 ∈ attempt p ∧ q2 ∈ attempt p).card = 2)
    (q1 q2 : Fin 28) :
    (∑ p : Pupil, if q1 ∈ attempt p ∧ q2 ∈ attempt p ∧ q1 ≠ q2 then (1 : ℕ) else 0)
      = if q1 ≠ q2 then 2 else 0 := by sorry

/-- For a fixed question `q₁`, the number of questions `q₂ ≠ q₁` is `27`,
so summing the constant `2` over them gives `54`. -/
lemma sum_two_distinct (q1 : Fin 28) :
    ∑ q2 : Fin 28, (if q1 ≠ q2 then (2 : ℕ) else 0) = 54 := by sorry

/-- Double counting ordered pairs of distinct questions attempted by the same
pupil shows there are `36` pupils. -/
lemma card_pupils {Pupil : Type} [Fintype Pupil] (attempt : Pupil → Finset (Fin 28))
    (hattempt : ∀ p, (attempt p).card = 7)
    (hpair : ∀ q1 q2 : Fin 28, q1 ≠ q2 →
      (Finset.univ.filter fun p ↦ q1 ∈ attempt p ∧ q2 ∈ attempt p).card = 2) :
    Fintype.card Pupil = 36 := by sorry

/-- Double counting the pairs `(p, q₂)` with `q` and `q₂` both attempted by
`p` shows every question was attempted by exactly `9` pupils. -/
lemma card_attempters {Pupil : Type} [Fintype Pupil] (attempt : Pupil → Finset (Fin 28))
    (hattempt : ∀ p, (attempt p).card = 7)
    (hpair : ∀ q1 q2 : Fin 28, q1 ≠ q2 →
      (Finset.univ.filter fun p ↦ q1 ∈ attempt p ∧ q2 ∈ attempt p).card = 2)
    (q : Fin 28) :
    (Finset.univ.filter fun p ↦ q ∈ attempt p).card = 9 := by sorry

snip end

problem usa1984_p4 {Pupil : Type} [Fintype Pupil] (attempt : Pupil → Finset (Fin 28))
    (hattempt : ∀ p, (attempt p).card = 7)
    (hpair : ∀ q1 q2 : Fin 28, q1 ≠ q2 →
      (Finset.univ.filter fun p ↦ q1 ∈ attempt p ∧ q2 ∈ attempt p).card = 2)
    (paper1 : Finset (Fin 28)) (hpaper1 : paper1.Nonempty)
    (_hpaper2 : (Finset.univ \ paper1).Nonempty) :
    ∃ p, (attempt p ∩ paper1).card = 0 ∨ 4 ≤ (attempt p ∩ paper1).card := by sorry

end Usa1984P4
