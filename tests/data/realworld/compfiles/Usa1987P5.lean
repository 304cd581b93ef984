/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1987P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Ring.Finset
public import Mathlib.Algebra.Order.Chebyshev
public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Data.Int.ConditionallyCompleteOrder
public import Mathlib.Data.Int.Star
public import Mathlib.Data.Nat.Choose.Cast
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1987, Problem 5

a₁, a₂, ... , aₙ is a sequence of 0s and 1s. T is the number of triples
(aᵢ, aⱼ, aₖ) with i < j < k which are not equal to (0, 1, 0) or (1, 0, 1).
For 1 ≤ i ≤ n, f(i) is the number of j < i with aⱼ = aᵢ plus the number of
j > i with aⱼ ≠ aᵢ. Show that
T = f(1)(f(1) - 1)/2 + f(2)(f(2) - 1)/2 + ... + f(n)(f(n) - 1)/2.
If n is odd, what is the smallest value of T?
-/

namespace Usa1987P5

variable {n : ℕ}

/-- The set of positions `j < i` with `a j = a i`. -/
def eqBefore (a : Fin n → Bool) (i : Fin n) : Finset (Fin n) :=
  Finset.univ.filter fun j ↦ j < i ∧ a j = a i

/-- The set of positions `j > i` with `a j ≠ a i`. -/
def neqAfter (a : Fin n → Bool) (i : Fin n) : Finset (Fin n) :=
  Finset.univ.filter fun j ↦ i < j ∧ a j ≠ a i

/-- The quantity `f(i)` from the problem statement. -/
def f (a : Fin n → Bool) (i : Fin n) : ℕ := (eqBefore a i).card + (neqAfter a i).card

/-- The quantity `T` from the problem statement: the number of triples of
indices `i < j < k` whose values are not `(0, 1, 0)` or `(1, 0, 1)`. -/
def numGoodTriples (a : Fin n → Bool) : ℕ :=
  (Finset.univ.filter fun t : Fin n × Fin n × Fin n ↦
    t.1 < t.2.1 ∧ t.2.1 < t.2.2 ∧
      ¬ ((a t.1 = false ∧ a t.2.1 = true ∧ a t.2.2 = false) ∨
         (a t.1 = true ∧ a t.2.1 = false ∧ a t.2.2 = true))).card

/-- The alternating sequence `0, 1, 0, 1, ...`. -/
def altSeq (n : ℕ) : Fin n → Bool := fun i ↦ (i : ℕ) % 2 == 1

determine minT : ℕ → ℕ := fun n ↦ n * (n - 1) * (n - 3) / 8

snip begin

lemma f_apply (a : Fin n → Bool) (i : Fin n) :
    f a i = (eqBefore a i).card + (neqAfter a i).card := sorry

/-- A triple of bits is good (not alternating) iff two adjacent values agree. -/
lemma good_iff (x y z : Bool) :
    ¬ ((x = false ∧ y = true ∧ z = false) ∨ (x = true ∧ y = false ∧ z = true)) ↔
      x = y ∨ y = z := by sorry

/-- Vandermonde's identity at `k = 2`. -/
lemma choose_add_two (x y : ℕ) : (x + y).choose 2 = x.choose 2 + y.choose 2 + x * y := by sorry

/-- Triples `i < j < k` with `a i = a j = a k`. -/
def tripsA (a : Fin n → Bool) : Finset (Fin n × Fin n × Fin n) :=
  Finset.univ.filter fun t ↦ t.1 < t.2.1 ∧ t.2.1 < t.2.2 ∧ a t.1 = a t.2.1 ∧ a t.2.1 = a t.2.2

/-- Triples `i < j < k` with `a i = a j ≠ a k`. -/
def tripsB (a : Fin n → Bool) : Finset (Fin n × Fin n × Fin n) :=
  Finset.univ.filter fun t ↦ t.1 < t.2.1 ∧ t.2.1 < t.2.2 ∧ a t.1 = a t.2.1 ∧ a t.2.1 ≠ a t.2.2

/-- Triples `i < j < k` with `a i ≠ a j = a k`. -/
def tripsC (a : Fin n → Bool) : Finset (Fin n × Fin n × Fin n) :=
  Finset.univ.filter fun t ↦ t.1 < t.2.1 ∧ t.2.1 < t.2.2 ∧ a t.1 ≠ a t.2.1 ∧ a t.2.1 = a t.2.2

lemma numGoodTriples_eq (a : Fin n → Bool) :
    numGoodTriples a = (tripsA a).card + (tripsB a).card + (tripsC a).card := by sorry

lemma card_tripsA (a : Fin n → Bool) :
    (tripsA a).card = ∑ k : Fin n, ((eqBefore a k).card).choose 2 := by sorry

lemma card_tripsB (a : Fin n → Bool) :
    (tripsB a).card = ∑ j : Fin n, (eqBefore a j).card * (neqAfter a j).card := by sorry

lemma card_tripsC (a : Fin n → Bool) :
    (tripsC a).card = ∑ i : Fin n, ((neqAfter a i).card).choose 2 := by sorry

lemma sum_eqBefore (a : Fin n → Bool) :
    ∑ i : Fin n, (eqBefore a i).card =
      ((Finset.univ ×ˢ Finset.univ).filter fun p : Fin n × Fin n ↦
        p.1 < p.2 ∧ a p.1 = a p.2).card := by sorry

lemma sum_neqAfter (a : Fin n → Bool) :
    ∑ i : Fin n, (neqAfter a i).card =
      ((Finset.univ ×ˢ Finset.univ).filter fun p : Fin n × Fin n ↦
        p.1 < p.2 ∧ a p.1 ≠ a p.2).card := by sorry

/-- The sum of the `f` values depends only on `n`. -/
lemma sum_f (a : Fin n → Bool) :
    ∑ i : Fin n, f a i = (Finset.univ : Finset (Fin n)).card.choose 2 := by sorry

snip end

problem usa1987_p5_part1 (a : Fin n → Bool) :
    numGoodTriples a = ∑ i : Fin n, (f a i).choose 2 := by sorry

snip begin

/-- Divisibility: `n * (n - 1) * (n - 3) = 8 * (n * C((n-1)/2, 2))` for `n = 2k + 1`. -/
lemma key_div (k : ℕ) :
    (2 * k + 1) * ((2 * k + 1) - 1) * ((2 * k + 1) - 3) = 8 * ((2 * k + 1) * k.choose 2) := by sorry

/-- Cast of the product `n * (n - 1) * (n - 3)` to the integers, for odd `n`. -/
lemma cast_key (k : ℕ) :
    (((2 * k + 1) * ((2 * k + 1) - 1) * ((2 * k + 1) - 3) : ℕ) : ℤ) =
      ((2 * k + 1 : ℕ) : ℤ) * (((2 * k + 1 : ℕ) : ℤ) - 1) * (((2 * k + 1 : ℕ) : ℤ) - 3) := by sorry

/-- The lower bound: every sequence on `2k + 1` positions has at least
`(2k + 1) * C(k, 2)` good triples. -/
lemma lower_bound (k : ℕ) (a : Fin (2 * k + 1) → Bool) :
    (2 * k + 1) * k.choose 2 ≤ numGoodTriples a := by sorry

lemma altSeq_eq_iff {i j : Fin n} : altSeq n i = altSeq n j ↔ (i : ℕ) % 2 = (j : ℕ) % 2 := by sorry

lemma card_eqBefore_alt (k : ℕ) (i : Fin (2 * k + 1)) :
    (eqBefore (altSeq (2 * k + 1)) i).card = (i : ℕ) / 2 := by sorry

lemma card_neqAfter_alt (k : ℕ) (i : Fin (2 * k + 1)) :
    (neqAfter (altSeq (2 * k + 1)) i).card = k - (i : ℕ) / 2 := by sorry

lemma f_alt (k : ℕ) (i : Fin (2 * k + 1)) : f (altSeq (2 * k + 1)) i = k := by sorry

/-- The alternating sequence attains the bound. -/
lemma T_alt (k : ℕ) : numGoodTriples (altSeq (2 * k + 1)) = (2 * k + 1) * k.choose 2 := by sorry

snip end

problem usa1987_p5_part2 (hn : Odd n) :
    IsLeast (Set.range fun a : Fin n → Bool ↦ numGoodTriples a) (minT n) := by sorry

end Usa1987P5
