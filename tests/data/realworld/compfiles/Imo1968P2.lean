/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1968P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2023 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw
-/

module

public import Mathlib.Data.Nat.Digits.Lemmas
public import Mathlib.Tactic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# International Mathematical Olympiad 1968, Problem 2

Determine the set of natural numbers x such that
the product of the decimal digits of x is equal to x² - 10x - 22.
-/

namespace Imo1968P2

snip begin

lemma lemma0 {α β : Type} {f : ℕ → α → β} (l : List α) (h2 : l ≠ []) :
    List.getLast (List.mapIdx f l) (List.mapIdx_ne_nil_iff.mpr h2) =
    f (l.dropLast).length (List.getLast l h2) := by sorry

lemma prod_digits_le {x b : ℕ} (hb : 2 ≤ b) (xpos : 0 < x) :
    List.prod (Nat.digits b x) ≤ x := by sorry

snip end

determine solution_set : Set ℕ := { 12 }

problem imo1968_p2 (x : ℕ) :
    x ∈ solution_set ↔
    x^2 = 10 * x + 22 + (Nat.digits 10 x).prod := by sorry

end Imo1968P2
