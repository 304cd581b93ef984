/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1979P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Field.ZMod
public import Mathlib.Algebra.Order.Star.Real
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Probability.Distributions.Uniform
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.Positivity.Core
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics, .NumberTheory] }

/-!
# USA Mathematical Olympiad 1979, Problem 3

$a_1, a_2, \dots, a_n$ is an arbitrary sequence of positive integers. A member of the
sequence is picked at random. Its value is $a$. Another member is picked at random,
independently of the first. Its value is $b$. Then a third, value $c$. Show that the
probability that $a + b + c$ is divisible by $3$ is at least $1 / 4$.
-/

namespace Usa1979P3

open Finset

/-- The residue of `a i` modulo `3`. -/
def res {n : ℕ} (a : Fin n → ℕ) (i : Fin n) : ZMod 3 := (a i : ZMod 3)

/-- The number of entries of `a` having residue `x` modulo `3`. -/
def cnt {n : ℕ} (a : Fin n → ℕ) (x : ZMod 3) : ℕ :=
  (univ.filter fun i ↦ res a i = x).card

/-- The "good" residue patterns: triples of residues that sum to `0`. -/
def patterns : Finset (Fin 3 → ZMod 3) := univ.filter fun u ↦ u 0 + u 1 + u 2 = 0

snip begin

/-- Divisibility by `3` in terms of residues in `ZMod 3`. -/
lemma dvd_iff_res {x y z : ℕ} :
    3 ∣ x + y + z ↔ (x : ZMod 3) + (y : ZMod 3) + (z : ZMod 3) = 0 := by sorry

/-- Summing over `ZMod 3` gives three terms. -/
lemma sum_univ_zmod3 (f : ZMod 3 → ℕ) : ∑ x : ZMod 3, f x = f 0 + f 1 + f 2 := by sorry

/-- The residues split `Fin n` into the three fibers of `res a`. -/
lemma cnt_sum {n : ℕ} (a : Fin n → ℕ) :
    cnt a 0 + cnt a 1 + cnt a 2 = n := by sorry

/-- The fiber of triples with prescribed residues is a product of fibers. -/
lemma fiber_card {n : ℕ} (a : Fin n → ℕ) (u : Fin 3 → ZMod 3) :
    (univ.filter fun t : Fin 3 → Fin n ↦ ∀ j, res a (t j) = u j).card
      = ∏ j, cnt a (u j) := by sorry

/-- The number of good triples, grouped by their residue pattern. -/
lemma good_card {n : ℕ} (a : Fin n → ℕ) :
    Fintype.card {t : Fin 3 → Fin n // 3 ∣ a (t 0) + a (t 1) + a (t 2)}
      = ∑ u ∈ patterns, ∏ j, cnt a (u j) := by sorry

/-- Summing over the good patterns by reindexing with the first two entries. -/
lemma sum_over_patterns (F : (Fin 3 → ZMod 3) → ℕ) :
    ∑ u ∈ patterns, F u
      = ∑ p : ZMod 3 × ZMod 3, F ![p.1, p.2, -(p.1 + p.2)] := by sorry

/-- The good triple count in terms of the residue counts. -/
lemma pattern_sum (c : ZMod 3 → ℕ) :
    ∑ u ∈ patterns, ∏ j, c (u j)
      = c 0 ^ 3 + c 1 ^ 3 + c 2 ^ 3 + 6 * (c 0 * c 1 * c 2) := by sorry

/-- The key inequality in the case where `x` is a maximum of `x, y, z`. -/
lemma ineq_max {x y z : ℝ} (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 ≤ z)
    (hyx : y ≤ x) (hzx : z ≤ x) :
    (x + y + z) ^ 3 ≤ 4 * (x ^ 3 + y ^ 3 + z ^ 3 + 6 * (x * y * z)) := by sorry

/-- The key inequality: `4 * (p³ + q³ + r³ + 6pqr) ≥ (p + q + r)³` for `p q r ≥ 0`. -/
lemma ineq3 {x y z : ℝ} (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 ≤ z) :
    (x + y + z) ^ 3 ≤ 4 * (x ^ 3 + y ^ 3 + z ^ 3 + 6 * (x * y * z)) := by sorry

snip end

problem usa1979_p3 (n : ℕ) [NeZero n] (a : Fin n → ℕ) (_ha : ∀ i, 0 < a i) :
    1 / 4 ≤ (PMF.uniformOfFintype (Fin 3 → Fin n)).toOuterMeasure
      {t | 3 ∣ a (t 0) + a (t 1) + a (t 2)} := by sorry

end Usa1979P3
