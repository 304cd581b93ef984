/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1988P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Star.Real
public import Mathlib.Algebra.Polynomial.Derivative
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1988, Problem 2

The cubic x^3 + ax^2 + bx + c has real coefficients and three real roots
r ≥ s ≥ t. Show that k = a^2 - 3b ≥ 0 and that √k ≤ r - t.
-/

namespace Usa1988P2

open Polynomial

snip begin

-- Solution adapted from https://prase.cz/kalva/usa/usoln/usol882.html
-- By Vieta's formulas a = -(r + s + t) and b = rs + st + tr, so
-- a^2 - 3b = r^2 + s^2 + t^2 - (rs + st + tr), a sum of squares,
-- and (r - t)^2 - (a^2 - 3b) = (r - s)(s - t) ≥ 0.

-- Vieta's formulas for a and b, obtained by differentiating the
-- polynomial identity once resp. twice and evaluating at 0.
lemma vieta (a b c r s t : ℝ)
    (h : (X - C r) * (X - C s) * (X - C t) = X ^ 3 + C a * X ^ 2 + C b * X + C c) :
    a = -(r + s + t) ∧ b = r * s + s * t + t * r := by sorry

snip end

problem usa1988_p2 (a b c r s t : ℝ) (hrs : s ≤ r) (hst : t ≤ s)
    (hroots : (X - C r) * (X - C s) * (X - C t)
      = X ^ 3 + C a * X ^ 2 + C b * X + C c) :
    0 ≤ a ^ 2 - 3 * b ∧ Real.sqrt (a ^ 2 - 3 * b) ≤ r - t := by sorry

end Usa1988P2
