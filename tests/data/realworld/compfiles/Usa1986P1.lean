/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1986P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Tactic.IntervalCases
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.NormNum.Prime
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1986, Problem 1

(a) Do there exist 14 consecutive positive integers, each of which is
divisible by a prime less than 13?

(b) Do there exist 21 consecutive positive integers, each of which is
divisible by a prime less than 17?
-/

namespace Usa1986P1

snip begin

/-- A prime less than `13` that is not `2` is one of `3, 5, 7, 11`. -/
lemma prime_lt_thirteen_ne_two {p : ℕ} (hp : p.Prime) (h13 : p < 13) (h2 : p ≠ 2) :
    p = 3 ∨ p = 5 ∨ p = 7 ∨ p = 11 := by sorry

/--
If the same prime `p ∈ {7, 11}` divides both `a + 2 * j₁` and `a + 2 * j₂`
with `j₁, j₂ < 7`, then `j₁ = j₂`: `p` divides `2 * (j₂ - j₁)`, which has
absolute value less than `14`, so it must be zero.
-/
lemma eq_of_dvd (j₁ j₂ : ℕ) (a : ℕ) (h₁ : j₁ < 7) (h₂ : j₂ < 7)
    (h : (7 ∣ a + 2 * j₁ ∧ 7 ∣ a + 2 * j₂) ∨
         (11 ∣ a + 2 * j₁ ∧ 11 ∣ a + 2 * j₂)) :
    j₁ = j₂ := by sorry

/--
Pigeonhole principle: among three pairwise distinct indices `t₁, t₂, t₃ < 7`,
it cannot happen that each of `a + 2 * t₁`, `a + 2 * t₂`, `a + 2 * t₃` is
divisible by `7` or by `11` (two of them would share a prime, contradicting
`eq_of_dvd`).  Hence, if none of them is divisible by `3` or `5`, one of them
is divisible by none of `3, 5, 7, 11`.
-/
lemma not_all_divisible_of_three (t₁ t₂ t₃ : ℕ) (a : ℕ)
    (h₁₂ : t₁ ≠ t₂) (h₁₃ : t₁ ≠ t₃) (h₂₃ : t₂ ≠ t₃)
    (b₁ : t₁ < 7) (b₂ : t₂ < 7) (b₃ : t₃ < 7)
    (s₁ : ¬ 3 ∣ a + 2 * t₁ ∧ ¬ 5 ∣ a + 2 * t₁)
    (s₂ : ¬ 3 ∣ a + 2 * t₂ ∧ ¬ 5 ∣ a + 2 * t₂)
    (s₃ : ¬ 3 ∣ a + 2 * t₃ ∧ ¬ 5 ∣ a + 2 * t₃) :
    ∃ j < 7, ¬ 3 ∣ a + 2 * j ∧ ¬ 5 ∣ a + 2 * j ∧
             ¬ 7 ∣ a + 2 * j ∧ ¬ 11 ∣ a + 2 * j := by sorry

/--
Among any seven consecutive odd numbers `a, a + 2, …, a + 12`, at least one is
divisible by none of the primes `3, 5, 7, 11`.

The proof follows the classical USAMO solution.  At most three of the seven
numbers are divisible by `3` (and if there are three, the two endpoints are
among them), at most two by `5` (and then an endpoint is among them), at most
one by `7` and at most one by `11`, so at most six of the seven numbers can be
divisible by one of `3, 5, 7, 11`.  We check the finitely many cases for
`a % 3` and `a % 5`: in each case three explicit indices avoid `3` and `5`,
and `not_all_divisible_of_three` finishes.
-/
lemma not_all_divisible (a : ℕ) :
    ∃ j < 7, ¬ 3 ∣ a + 2 * j ∧ ¬ 5 ∣ a + 2 * j ∧
             ¬ 7 ∣ a + 2 * j ∧ ¬ 11 ∣ a + 2 * j := by sorry

snip end

determine does_exist_14 : Bool := false

determine does_exist_21 : Bool := true

problem usa1986_p1a :
    if does_exist_14 then
      ∃ n : ℕ, 0 < n ∧
        ∀ i ∈ Finset.range 14, ∃ p : ℕ, p.Prime ∧ p < 13 ∧ p ∣ n + i
    else
      ¬ ∃ n : ℕ, 0 < n ∧
        ∀ i ∈ Finset.range 14, ∃ p : ℕ, p.Prime ∧ p < 13 ∧ p ∣ n + i := by sorry

problem usa1986_p1b :
    if does_exist_21 then
      ∃ n : ℕ, 0 < n ∧
        ∀ i ∈ Finset.range 21, ∃ p : ℕ, p.Prime ∧ p < 17 ∧ p ∣ n + i
    else
      ¬ ∃ n : ℕ, 0 < n ∧
        ∀ i ∈ Finset.range 21, ∃ p : ℕ, p.Prime ∧ p < 17 ∧ p ∣ n + i := by sorry

end Usa1986P1
