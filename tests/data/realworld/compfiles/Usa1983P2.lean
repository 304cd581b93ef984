/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1983P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Pacmanboss256
-/

module

public import Mathlib.Tactic

public import Mathlib.Analysis.MeanInequalitiesPow

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1983, Problem 2

Prove that the zeros of

\[x^5+ax^4+bx^3+cx^2+dx+e=0\]

cannot all be real if $2a^2<5b$.
-/

namespace Usa1983P2
open Polynomial

snip begin
/-follows https://artofproblemsolving.com/wiki/index.php/1983_USAMO_Problems/Problem_2-/
/-vieta formulas for a and b only, done very similarly to `Usa2014P1.lean`-/
lemma vieta (a b c d e : ℝ) (x : Fin 5 → ℝ)
  (hp: ((X - C (x 0)) * (X - C (x 1)) * (X - C (x 2)) * (X - C (x 3)) * (X - C (x 4))
    = X^5 + C a * X^4 + C b * X^3 + C c * X^2 + C d * X + C e)) :
    a = - ((x 0) + (x 1) + (x 2) + (x 3) + (x 4)) ∧
    b = (x 0)*(x 1) + (x 0)*(x 2) + (x 0)*(x 3) + (x 0)*(x 4)
      + (x 1)*(x 2) + (x 1)*(x 3) + (x 1)*(x 4)
      + (x 2)*(x 3) + (x 2)*(x 4) + (x 3)*(x 4)
      := by sorry

theorem ineqs (a b c d e : ℝ) (x : Fin 5 → ℝ)
  (hp: ((X - C (x 0)) * (X - C (x 1)) * (X - C (x 2)) * (X - C (x 3)) * (X - C (x 4))
    = X^5 + C a * X^4 + C b * X^3 + C c * X^2 + C d * X + C e)) :
      2*b ≤ (4*a^2)/5 := by sorry

snip end

problem usa1983_p2 (a b c d e : ℝ)(x : Fin 5 → ℝ):
    2*a^2 < 5*b → ¬(((X - C (x 0)) * (X - C (x 1)) * (X - C (x 2)) * (X - C (x 3)) * (X - C (x 4))
    = X^5 + C a * X^4 + C b * X^3 + C c * X^2 + C d * X + C e)) := by sorry

end Usa1983P2
