/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1975P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.EuclideanDomain.Basic
public import Mathlib.Algebra.EuclideanDomain.Field
public import Mathlib.Algebra.Polynomial.BigOperators
public import Mathlib.Algebra.Polynomial.RingDivision
public import Mathlib.Analysis.Normed.Field.Basic
public import Mathlib.Data.Nat.Factorial.BigOperators
public import Mathlib.RingTheory.Coprime.Lemmas
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.Positivity.Basic
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1975, Problem 3

A polynomial p(x) of degree n satisfies p(0) = 0, p(1) = 1/2, p(2) = 2/3, ... ,
p(n) = n/(n+1). Find p(n+1).
-/

namespace Usa1975P3

open Polynomial

noncomputable determine answer (n : ℕ) : ℝ := if Odd n then 1 else (n : ℝ) / (n + 2)

snip begin

/-- The degree of `∏_{i < m} (X - i)` is `m`. -/
lemma natDegree_prod_X_sub_C (m : ℕ) :
    (∏ i ∈ Finset.range m, (X - C (i : ℝ))).natDegree = m := by sorry

/-- `∏_{i < m} (i + 1) = m!`, cast to the reals. -/
lemma prod_range_add_one_cast (m : ℕ) :
    ∏ i ∈ Finset.range m, ((i : ℝ) + 1) = (Nat.factorial m : ℝ) := by sorry

/-- `∏_{i < m} (X - i)` evaluated at `-1` equals `(-1)^m * m!`. -/
lemma eval_prod_X_sub_C_neg_one (m : ℕ) :
    (∏ i ∈ Finset.range m, (X - C (i : ℝ))).eval (-1 : ℝ) = (-1 : ℝ) ^ m * (Nat.factorial m : ℝ) := by sorry

/-- `∏_{i < m} (X - i)` evaluated at `m` equals `m!`. -/
lemma eval_prod_X_sub_C_self (m : ℕ) :
    (∏ i ∈ Finset.range m, (X - C (i : ℝ))).eval (m : ℝ) = (Nat.factorial m : ℝ) := by sorry

snip end

problem usa1975_p3 (n : ℕ) (p : ℝ[X]) (hp : p.natDegree = n)
    (h : ∀ k ∈ Finset.range (n + 1), p.eval (k : ℝ) = (k : ℝ) / (k + 1)) :
    p.eval ((n : ℝ) + 1) = answer n := by sorry

end Usa1975P3
