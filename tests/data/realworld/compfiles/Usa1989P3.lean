/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1989P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw, Kimi K3
-/

module

public import Mathlib.Algebra.Order.Star.Real
public import Mathlib.Analysis.CStarAlgebra.Classes
public import Mathlib.Analysis.Complex.Polynomial.Basic
public import Mathlib.RingTheory.SimpleRing.Principal
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1989, Problem 3

Let P(z) = zⁿ + c₁zⁿ⁻¹ + ⋯ + cₙ be a polynomial in the complex variable z,
with real coefficients cₖ. Suppose that |P(i)| < 1. Prove that there exist
real numbers a and b such that P(a + bi) = 0 and (a² + b² + 1)² < 4b² + 1.
-/

namespace Usa1989P3

open Polynomial

snip begin

/-- Evaluating a polynomial whose coefficients are all real at the conjugate
of `z` is the same as conjugating its value at `z`. -/
theorem star_eval {P : ℂ[X]} (hreal : ∀ n : ℕ, (P.coeff n).im = 0) (z : ℂ) :
    star (P.eval z) = P.eval (star z) := by sorry

/-- For a complex number `r`, the product of the squared distances from `r`
to `i` and to `-i` equals `(r.re² + r.im² + 1)² - 4 r.im²`. -/
theorem normSq_I_sub_mul_normSq_I_add (r : ℂ) :
    Complex.normSq (Complex.I - r) * Complex.normSq (Complex.I + r) =
      (r.re ^ 2 + r.im ^ 2 + 1) ^ 2 - 4 * r.im ^ 2 := by sorry

/-- The squared distances from the roots of a monic polynomial to a point `z`
multiply to the squared norm of the value of the polynomial at `z`. -/
theorem prod_normSq_sub_roots {P : ℂ[X]} (hsplit : P.Splits) (hmonic : P.Monic) (z : ℂ) :
    (P.roots.map fun r ↦ Complex.normSq (z - r)).prod =
      Complex.normSq (P.eval z) := by sorry

/-- The squared distances from the roots of a monic polynomial to a point `z`,
with signs flipped, again multiply to the squared norm of the value of the
polynomial at `-z`. -/
theorem prod_normSq_add_roots {P : ℂ[X]} (hsplit : P.Splits) (hmonic : P.Monic) (z : ℂ) :
    (P.roots.map fun r ↦ Complex.normSq (z + r)).prod =
      Complex.normSq (P.eval (-z)) := by sorry

snip end

problem usa1989_p3
    (P : ℂ[X]) (hmonic : P.Monic)
    (hreal : ∀ n : ℕ, (P.coeff n).im = 0)
    (hP : ‖P.eval Complex.I‖ < 1) :
    ∃ a b : ℝ, P.eval (a + b * Complex.I) = 0 ∧
      (a ^ 2 + b ^ 2 + 1) ^ 2 < 4 * b ^ 2 + 1 := by sorry

end Usa1989P3
