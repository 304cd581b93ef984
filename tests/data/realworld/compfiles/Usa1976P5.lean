/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1976P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Analysis.CStarAlgebra.Classes
public import Mathlib.RingTheory.RootsOfUnity.Complex
public import Mathlib.RingTheory.SimpleRing.Principal
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1976, Problem 5

The polynomials a(x), b(x), c(x), d(x) satisfy
a(x⁵) + x·b(x⁵) + x²·c(x⁵) = (1 + x + x² + x³ + x⁴)·d(x).
Show that a(x) has the factor (x - 1).
-/

namespace Usa1976P5

open Polynomial

snip begin

/-- A primitive fifth root of unity in `ℂ`. -/
noncomputable abbrev ω : ℂ := Complex.exp (2 * (Real.pi : ℂ) * Complex.I * (5 : ℂ)⁻¹)

lemma isPrimitiveRoot_ω : IsPrimitiveRoot ω 5 := by sorry

snip end

problem usa1976_p5 (a b c d : Polynomial ℂ)
    (h : a.comp (X ^ 5) + X * b.comp (X ^ 5) + X ^ 2 * c.comp (X ^ 5) =
        (1 + X + X ^ 2 + X ^ 3 + X ^ 4) * d) :
    X - C 1 ∣ a := by sorry

end Usa1976P5
