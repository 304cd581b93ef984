/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1980P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 pacmanboss256. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Pacmanboss256, hillosanation
-/
module

public import Mathlib

public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.Algebra]
}

/-!
# USA Mathematical Olympiad 1980, Problem 3

A + B + C is an integral multiple of π. x, y, z are real numbers. If x sin A + y sin B + z sin C = x^2 sin 2A + y^2 sin 2B + z^2 sin 2C = 0, show that x^n sin nA + y^n sin n^B + z^n sin nC = 0 for any positive integer n.
-/

snip begin
-- Solution adapted from Art of Problem Solving.
-- The statement asks for positive integer n, but the proof also needs the base case of n = 0.
-- Note that the Newton Sum formula given on the site only holds for k > 0.
-- To account for this, we use base cases k ∈ Finset.range 4 for the induction.
open MvPolynomial Finset HasAntidiagonal
open Complex hiding sin
open scoped Real
open Real (sin)

noncomputable section

abbrev P (k: ℕ) : MvPolynomial (Fin 3) ℂ := psum (Fin 3) ℂ k

abbrev S (k : ℕ) : MvPolynomial (Fin 3) ℂ := esymm (Fin 3) ℂ k

def f (x y z A B C : ℝ) : Fin 3 → ℂ
| 0 => x * exp (A * I)
| 1 => y * exp (B * I)
| 2 => z * exp (C * I)

section end

variable {x y z α β γ : ℝ}

lemma movire (n : ℕ) (z : ℂ) : exp (z * I) ^ n = exp (↑n * z * I) := by sorry

lemma P_def (k : ℕ) : P k = X 0 ^ k + X 1 ^ k + X 2 ^ k := by sorry

lemma prod_f_im (habc: ∃ k : ℤ, α + β + γ = k * π) : (∏ i, f x y z α β γ i).im = 0 := by sorry

lemma sum_f_im (h1: x*sin α + y*sin β + z*sin γ = 0) : (∑ i, f x y z α β γ i).im = 0 := by sorry

lemma S_two : S 2 = C (1/2) * (S 1 * P 1 - P 2) := by sorry

lemma S_more (k: ℕ) : S (k + 4) = 0 := by sorry

lemma P_iff (n: ℕ) : x^n * sin (n*α) + y^n * sin (n*β) + z^n * sin (n*γ) = 0
  ↔ (eval (f x y z α β γ) (P n)).im = 0 := by sorry

lemma P_three : P 3 = S 1 * P 2 - S 2 * P 1 + S 3 * 3 := by sorry

lemma P_more (k : ℕ) : P (k + 4) = S 1 * P (k + 3) - S 2 * P (k + 2) + S 3 * P (k + 1) := by sorry

lemma P_two_im (h2: x^2 * sin (2*α) + y^2 * sin (2*β) + z^2 * sin (2*γ) = 0) : ((eval <| f x y z α β γ) (P 2)).im = 0 := by sorry

lemma S_two_im (h1: x*sin α + y*sin β + z*sin γ = 0)
  (h2: x^2 * sin (2*α) + y^2 * sin (2*β) + z^2 * sin (2*γ) = 0)
  : ((eval <| f x y z α β γ) (S 2)).im = 0 := by sorry

lemma S_three_im (habc: ∃ k : ℤ, α + β + γ = k * π) : ((eval <| f x y z α β γ) (S 3)).im = 0 := by sorry
snip end

namespace Usa1980P3

open Real

problem usa1980_p3 (x y z A B C: ℝ) (habc: ∃ k : ℤ, A + B + C = k * π)
  (h1: x*sin A + y*sin B + z*sin C = 0)
  (h2: x^2 * sin (2*A) + y^2 * sin (2*B) + z^2 * sin (2*C) = 0)
  : ∀ n : ℕ, x^n * sin (n*A) + y^n * sin (n*B) + z^n * sin (n*C) = 0 := by sorry


end Usa1980P3
