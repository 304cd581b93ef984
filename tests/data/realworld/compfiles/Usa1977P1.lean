/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1977P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Karl Mehltretter, Kimi K3
-/

module

public import Mathlib.Algebra.EuclideanDomain.Basic
public import Mathlib.Algebra.Field.GeomSum
public import Mathlib.Algebra.Polynomial.Div
public import Mathlib.Algebra.Polynomial.FieldDivision
public import Mathlib.Algebra.Polynomial.Roots
public import Mathlib.Data.PNat.Basic
public import Mathlib.Algebra.Polynomial.Basic
public import Mathlib.RingTheory.RootsOfUnity.Complex
public import Mathlib.RingTheory.RootsOfUnity.PrimitiveRoots
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1977, Problem 1

Determine all pairs of positive integers (m, n) such that

  1 + x ^ n + x ^ (2 * n) + ... + x ^ (m * n)

is divisible by

  1 + x + x ^ 2 + ... + x ^ m.
-/

namespace Usa1977P1

open Polynomial

noncomputable def geomSumStep (m n : ℕ+) : ℤ[X] :=
  ∑ k ∈ Finset.range (m + 1), X ^ (k * n : ℕ)

noncomputable def geomSum (m : ℕ+) : ℤ[X] :=
  ∑ k ∈ Finset.range (m + 1), X ^ k

snip begin

lemma coeff_geomSum (m : ℕ+) (j : ℕ) :
    (geomSum m).coeff j = if j ≤ (m : ℕ) then (1 : ℤ) else 0 := by sorry

lemma geomSum_natDegree (m : ℕ+) : (geomSum m).natDegree = (m : ℕ) := by sorry

lemma geomSum_monic (m : ℕ+) : (geomSum m).Monic := by sorry

lemma map_geomSum (m : ℕ+) :
    (geomSum m).map (Int.castRingHom ℂ) =
      ∑ k ∈ Finset.range ((m : ℕ) + 1), (X : ℂ[X]) ^ k := by sorry

lemma map_geomSumStep (m n : ℕ+) :
    (geomSumStep m n).map (Int.castRingHom ℂ) =
      ∑ k ∈ Finset.range ((m : ℕ) + 1), ((X : ℂ[X]) ^ (n : ℕ)) ^ k := by sorry

lemma eval_map_geomSum (m : ℕ+) {z : ℂ} (hz : z ≠ 1) :
    ((geomSum m).map (Int.castRingHom ℂ)).eval z = (z ^ ((m : ℕ) + 1) - 1) / (z - 1) := by sorry

lemma eval_map_geomSumStep (m n : ℕ+) {z : ℂ} (hz : z ^ (n : ℕ) ≠ 1) :
    ((geomSumStep m n).map (Int.castRingHom ℂ)).eval z =
      ((z ^ (n : ℕ)) ^ ((m : ℕ) + 1) - 1) / (z ^ (n : ℕ) - 1) := by sorry

lemma eval_map_geomSumStep_of_pow_eq_one (m n : ℕ+) {z : ℂ} (hz : z ^ (n : ℕ) = 1) :
    ((geomSumStep m n).map (Int.castRingHom ℂ)).eval z = (((m : ℕ) + 1 : ℕ) : ℂ) := by sorry

/-- Divisibility over `ℤ` transfers to divisibility over `ℂ`, since the divisor is monic. -/
lemma dvd_iff_map_dvd (m n : ℕ+) :
    geomSum m ∣ geomSumStep m n ↔
      (geomSum m).map (Int.castRingHom ℂ) ∣ (geomSumStep m n).map (Int.castRingHom ℂ) := sorry

/-- If `gcd (m+1) n ≠ 1`, divisibility fails: the `(m+1)/gcd`-th power of a primitive
`(m+1)`-th root of unity is a root of the divisor but not of the dividend. -/
lemma not_dvd_of_gcd_ne_one {m n : ℕ+} (hgcd : Nat.gcd ((m : ℕ) + 1) (n : ℕ) ≠ 1) :
    ¬ (geomSum m ∣ geomSumStep m n) := by sorry

/-- If `gcd (m+1) n = 1`, divisibility holds: the remainder of the division vanishes at all
`m` nontrivial `(m+1)`-th roots of unity, and has degree `< m`, hence is zero. -/
lemma dvd_of_gcd_eq_one {m n : ℕ+} (hgcd : Nat.gcd ((m : ℕ) + 1) (n : ℕ) = 1) :
    geomSum m ∣ geomSumStep m n := by sorry

snip end

determine solution_set : Set (ℕ+ × ℕ+) := {p | ((p.1 : ℕ) + 1).Coprime (p.2 : ℕ) }

problem usa1977_p1 (m n : ℕ+) :
    (m, n) ∈ solution_set ↔ geomSum m ∣ geomSumStep m n := by sorry

end Usa1977P1
