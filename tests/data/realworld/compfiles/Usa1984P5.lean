/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1984P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Karl Mehltretter, Kimi K3
-/

module

public import Mathlib.Tactic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1984, Problem 5

P(x) is a polynomial of degree 3n such that

  P(0) = P(3) = ... = P(3n) = 2,
  P(1) = P(4) = ... = P(3n - 2) = 1,
  P(2) = P(5) = ... = P(3n - 1) = 0,
  and P(3n + 1) = 730.

Determine n.
-/

namespace Usa1984P5

open Polynomial

determine solution_value : ℕ := 4

snip begin

/- Proof sketch: since deg P = 3n < 3n + 1, the (3n+1)-th forward finite
difference of P at 0 vanishes, which gives a linear relation between
P(3n+1) = 730 and the values 2, 1, 0 at 0, ..., 3n.  Writing the periodic
values via a primitive cube root of unity ζ as
P(j) = 1 + (1-ζ)/3 · ζ^j + (1-ζ²)/3 · ζ^{2j} and using the binomial theorem,
the relation reduces to (-1)^(3n+1) · W = -2187 with
W = (1-ζ)^(3n+2) + (1-ζ²)^(3n+2).  Since (1-ζ)³ = 3(ζ²-ζ) and (ζ²-ζ)² = -3,
for n = 2s we get W = 3·(-27)^s, forcing 27^s = 729 = 27², so s = 2 and n = 4;
for n = 2s+1 we get W = (-27)^(s+1), forcing 27^(s+1) = 2187, impossible since
27² = 729 < 2187 < 19683 = 27³. -/

/-- The forward difference operator on real sequences. -/
def fwdDiff (f : ℕ → ℝ) : ℕ → ℝ := fun n ↦ f (n + 1) - f n

/-- The `m`-fold forward difference at `0` is the alternating binomial sum. -/
lemma fwdDiff_iter_zero (m : ℕ) (f : ℕ → ℝ) :
    fwdDiff^[m] f 0 = ∑ j ∈ Finset.range (m + 1), (-1 : ℝ) ^ (m - j) * (m.choose j : ℝ) * f j := by sorry

/-- The `m`-fold forward difference of a polynomial of degree `< m` vanishes. -/
lemma poly_fwdDiff (m : ℕ) (P : ℝ[X]) (hP : P.natDegree < m) (k : ℕ) :
    fwdDiff^[m] (fun j ↦ P.eval (j : ℝ)) k = 0 := by sorry

snip end

problem usa1984_p5 (n : ℕ) (hn : 0 < n) (P : ℝ[X])
    (hdeg : P.natDegree = 3 * n)
    (h0 : ∀ k ∈ Finset.range (n + 1), P.eval (((3 * k : ℕ) : ℝ)) = 2)
    (h1 : ∀ k ∈ Finset.range n, P.eval (((3 * k + 1 : ℕ) : ℝ)) = 1)
    (h2 : ∀ k ∈ Finset.range n, P.eval (((3 * k + 2 : ℕ) : ℝ)) = 0)
    (h730 : P.eval (((3 * n + 1 : ℕ) : ℝ)) = 730) :
    n = solution_value := by sorry

end Usa1984P5
