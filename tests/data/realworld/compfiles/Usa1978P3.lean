/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1978P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.NormNum.Ineq
public import Mathlib.Tactic.Positivity.Core
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1978, Problem 3

You are told that all integers from 33 to 73 inclusive can be expressed as a sum
of positive integers whose reciprocals sum to 1. Show that the same is true for
all integers greater than 73.
-/

namespace Usa1978P3

/-- A natural number `n` is *expressible* if it can be written as a sum of
positive integers whose reciprocals sum to `1`. -/
def Expressible (n : ℕ) : Prop :=
  ∃ l : List ℕ, (∀ a ∈ l, 0 < a) ∧ l.sum = n ∧ (l.map fun a : ℕ => (a : ℚ)⁻¹).sum = 1

snip begin

lemma sum_map_two_mul (l : List ℕ) : (l.map (2 * ·)).sum = 2 * l.sum := by sorry

lemma recip_sum_map_two_mul (l : List ℕ) :
    ((l.map (2 * ·)).map fun a : ℕ => (a : ℚ)⁻¹).sum
      = (2 : ℚ)⁻¹ * (l.map fun a : ℕ => (a : ℚ)⁻¹).sum := by sorry

/-- The key construction: given a representation of `n`, doubling every summand
halves the sum of the reciprocals, so adjoining two more positive summands
`c, d` whose reciprocals sum to `1 / 2` yields a representation of
`2 * n + (c + d)`. -/
lemma expressible_two_mul_add {n : ℕ} (h : Expressible n) {c d : ℕ}
    (hc : 0 < c) (hd : 0 < d) (hcd : (c : ℚ)⁻¹ + (d : ℚ)⁻¹ = 1 / 2) :
    Expressible (2 * n + (c + d)) := by sorry

/-- Adjoining two `4`s: if `n` is expressible, so is `2 * n + 8`. -/
lemma expressible_two_mul_add_eight {n : ℕ} (h : Expressible n) :
    Expressible (2 * n + 8) := sorry

/-- Adjoining `3` and `6`: if `n` is expressible, so is `2 * n + 9`. -/
lemma expressible_two_mul_add_nine {n : ℕ} (h : Expressible n) :
    Expressible (2 * n + 9) := sorry

snip end

problem usa1978_p3 (h : ∀ n, 33 ≤ n → n ≤ 73 → Expressible n) :
    ∀ n, 73 < n → Expressible n := by sorry

end Usa1978P3
