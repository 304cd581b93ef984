/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1984P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Polynomial.RingDivision
public import Mathlib.Analysis.CStarAlgebra.Classes
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1984, Problem 1

Two roots of the real quartic x⁴ - 18x³ + ax² + 200x - 1984 = 0
have product -32. Find a.
-/

namespace Usa1984P1

open Polynomial

determine solution : ℝ := 86

snip begin

/-- A monic quadratic polynomial is determined by its lower coefficients. -/
theorem eq_X_sq_add_of_monic_of_natDegree_eq_two {R : Type*} [CommRing R] {q : R[X]}
    (hm : q.Monic) (hd : q.natDegree = 2) :
    q = X ^ 2 + C (q.coeff 1) * X + C (q.coeff 0) := by sorry

snip end

problem usa1984_p1 (a : ℝ) (P : ℝ[X])
    (hP : P = X ^ 4 - 18 * X ^ 3 + C a * X ^ 2 + 200 * X - 1984)
    (x₁ x₂ : ℂ) (hx : x₁ ≠ x₂)
    (h₁ : aeval x₁ P = 0) (h₂ : aeval x₂ P = 0) (hprod : x₁ * x₂ = -32) :
    a = solution := by sorry

end Usa1984P1
