/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1976P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Maximiliano Onofre Martínez
-/

module

public import Mathlib.Tactic
public import Mathlib.Data.Int.Basic
public import Mathlib.Data.Set.Insert
public import Mathlib.Algebra.Group.Even

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1976, Problem 3

Determine all integral solutions of a² + b² + c² = a²b².
-/

namespace Usa1976P3

determine solution_set : Set (ℤ × ℤ × ℤ) := { ⟨0, 0, 0⟩ }

snip begin

lemma sq_emod_four (n : ℤ) : n^2 % 4 = 0 ∨ n^2 % 4 = 1 := by sorry

lemma even_of_sum_sq_emod_four_eq_zero (a b c : ℤ) (h : (a^2 + b^2 + c^2) % 4 = 0) :
    Even a ∧ Even b ∧ Even c := by sorry

lemma even_of_sum_sq_eq_sq_mul_sq (a b c : ℤ) (h : a^2 + b^2 + c^2 = a^2 * b^2) :
    Even a ∧ Even b ∧ Even c := by sorry

lemma descent_step (a b c : ℤ) (k : ℕ) (h : a^2 + b^2 + c^2 = (4:ℤ)^k * a^2 * b^2) :
    ∃ a' b' c', a = 2 * a' ∧ b = 2 * b' ∧ c = 2 * c' ∧
    a'^2 + b'^2 + c'^2 = (4:ℤ)^(k + 1) * a'^2 * b'^2 := by sorry

lemma eq_zero_of_forall_two_pow_dvd (a : ℤ) (h : ∀ n : ℕ, (2:ℤ)^n ∣ a) : a = 0 := by sorry

lemma eq_zero_of_solution_aux (a : ℤ) :
    ∀ b c k, a^2 + b^2 + c^2 = (4:ℤ)^k * a^2 * b^2 → a = 0 := by sorry

snip end

problem usa1976_p3 (a b c : ℤ) :
    a^2 + b^2 + c^2 = a^2 * b^2 ↔ ⟨a,b,c⟩ ∈ solution_set := by sorry

end Usa1976P3
