/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1983P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors:
-/

module

public import Mathlib.Data.Set.Card
public import Mathlib.Data.Nat.Factorization.Basic
public import Mathlib.Data.Real.Basic
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.Order

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1983, Problem 5

Consider an open interval of length 1/n on the real number line, where
n is a positive integer. Prove that the number of irreducible fractions
p/q, with 1 ≤ q ≤ n, contained in the given interval is at most (n + 1) / 2.
-/

namespace Usa1983P5

snip begin

-- Rationals in the interval with reduced denominator at most `n`.
def fracs (x : ℝ) (n : ℕ) : Set ℚ :=
  { q : ℚ | q.den ≤ n ∧ ↑q ∈ Set.Ioo x (x + 1 / n)}

def OccursDen (x : ℝ) (n d : ℕ) : Prop :=
  ∃ q ∈ fracs x n, q.den = d

noncomputable def denoms (x : ℝ) (n : ℕ) : Finset ℕ := by
  classical
  exact (Finset.Icc 1 n).filter fun d => OccursDen x n d

-- Openness of the interval gives strict spacing.
lemma dist_lt_interval_length
    {x : ℝ} {n : ℕ} (_hn : 0 < n) {r s : ℚ}
    (hr : r ∈ fracs x n) (hs : s ∈ fracs x n) :
    |(r : ℝ) - (s : ℝ)| < 1 / (n : ℝ) := by sorry

lemma one_div_den_le_abs_rat {q : ℚ} (hq : q ≠ 0) :
    1 / (q.den : ℝ) ≤ |(q : ℝ)| := by sorry

-- Spacing for denominators related by divisibility.
lemma one_div_den_le_dist_of_dvd_den
    {r s : ℚ} {d e : ℕ}
    (hrd : r.den = d) (hse : s.den = e)
    (hdiv : d ∣ e) (hne : r ≠ s) :
    1 / (e : ℝ) ≤ |(r : ℝ) - (s : ℝ)| := by sorry

lemma same_den_unique
    {x : ℝ} {n : ℕ} (hn : 0 < n) {r s : ℚ}
    (hr : r ∈ fracs x n) (hs : s ∈ fracs x n)
    (hden : r.den = s.den) :
    r = s := by sorry

lemma den_mem_denoms {x : ℝ} {n : ℕ} {q : ℚ} (hq : q ∈ fracs x n) :
    q.den ∈ denoms x n := by sorry

-- Occurring denominators form a divisibility antichain.
lemma no_dvd_between_occurring_denoms
    {x : ℝ} {n d e : ℕ} (hn : 0 < n)
    (hd : d ∈ denoms x n) (he : e ∈ denoms x n) (hne : d ≠ e) :
    ¬ d ∣ e := by sorry

lemma den_bijOn (x : ℝ) (n : ℕ) (hn : 0 < n) :
    Set.BijOn (fun q : ℚ => q.den) (fracs x n) (denoms x n : Set ℕ) := by sorry

lemma fracs_ncard_eq_denoms_card (x : ℝ) (n : ℕ) (hn : 0 < n) :
    (fracs x n).ncard = (denoms x n).card := by sorry

lemma fracs_finite (x : ℝ) (n : ℕ) (hn : 0 < n) :
    (fracs x n).Finite := by sorry

-- Decompose `a` into its power-of-two factor and the remaining odd factor.
-- For positive `a`, `oddPart a` is the largest odd divisor.
def twoPart (a : ℕ) : ℕ :=
  2 ^ a.factorization 2

def oddPart (a : ℕ) : ℕ :=
  ordCompl[2] a

lemma twoPart_mul_oddPart (a : ℕ) : twoPart a * oddPart a = a := by sorry

lemma oddPart_odd {a : ℕ} (ha : a ≠ 0) :
    Odd (oddPart a) := by sorry

lemma oddPart_le_self (a : ℕ) :
    oddPart a ≤ a := by sorry

lemma pos_of_mem_Icc_one {a n : ℕ} (ha : a ∈ Finset.Icc 1 n) :
    0 < a := by sorry

lemma odd_eq_of_half_eq {a b : ℕ} (ha : Odd a) (hb : Odd b) (h : a / 2 = b / 2) :
    a = b := by sorry

lemma oddPart_index_lt_half {a n : ℕ} (ha : a ∈ Finset.Icc 1 n) :
    oddPart a / 2 < (n + 1) / 2 := by sorry

lemma dvd_or_dvd_of_oddPart_eq {a b : ℕ} (h : oddPart a = oddPart b) :
    a ∣ b ∨ b ∣ a := by sorry

lemma oddIndex_injective_of_no_dvd
    {s : Finset ℕ} {n : ℕ}
    (hs : s ⊆ Finset.Icc 1 n)
    (hantichain : ∀ a ∈ s, ∀ b ∈ s, a ≠ b → ¬ a ∣ b) :
    Function.Injective (fun a : {a // a ∈ s} =>
      (⟨oddPart a.1 / 2, oddPart_index_lt_half (hs a.2)⟩ : Fin ((n + 1) / 2))) := by sorry

-- Largest-odd-divisor pigeonhole step.
lemma card_le_half_of_no_dvd
    {s : Finset ℕ} {n : ℕ}
    (hs : s ⊆ Finset.Icc 1 n)
    (hantichain : ∀ a ∈ s, ∀ b ∈ s, a ≠ b → ¬ a ∣ b) :
    s.card ≤ (n + 1) / 2 := by sorry

lemma denoms_subset_Icc (x : ℝ) (n : ℕ) :
    denoms x n ⊆ Finset.Icc 1 n := by sorry

snip end

problem usa1983_p5 (x : ℝ) (n : ℕ) (hn : 0 < n) :
    let fracs := { q : ℚ | q.den ≤ n ∧ ↑q ∈ Set.Ioo x (x + 1 / n)}
    fracs.Finite ∧ fracs.ncard ≤ (n + 1) / 2 := by sorry

end Usa1983P5
