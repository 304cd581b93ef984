/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1972P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Shalev Wengrowsky
-/

module

public import Mathlib.Algebra.BigOperators.Associated
public import Mathlib.Probability.Distributions.Uniform

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics, .NumberTheory] }

/-!
# USA Mathematical Olympiad 1972, Problem 3

A random number selector can only select one of the nine integers 1, 2, ..., 9,
and it makes these selections with equal probability. Determine the probability
that after n selections, where n > 1, the product of the n numbers selected will
be divisible by 10.
-/

namespace Usa1972P3

abbrev Digit := Fin 9
abbrev DigitSeq (n : ℕ) := Fin n → Digit

noncomputable def unifDistN (n : ℕ) := PMF.uniformOfFintype (DigitSeq n)


def to_nat_digit : Digit → ℕ := fun d ↦ d + 1
def is_good_seq {n : ℕ} (s : DigitSeq n) := 10 ∣ ∏a, to_nat_digit (s a)
def good_seqs {n : ℕ} := {s : DigitSeq n | is_good_seq s}

snip begin

abbrev HasEven {n : ℕ} (s : DigitSeq n) : Prop := ∃ i, Even (to_nat_digit (s i))
abbrev HasFive {n : ℕ} (s : DigitSeq n) : Prop := ∃ i, to_nat_digit (s i) = 5
abbrev NoEven {n : ℕ} (s : DigitSeq n) : Prop := ∀ i, ¬ Even (to_nat_digit (s i))
abbrev NoFive {n : ℕ} (s : DigitSeq n) : Prop := ∀ i, to_nat_digit (s i) ≠ 5

lemma card_all_digits {n : ℕ} (P : Digit → Prop) [DecidablePred P] :
    Fintype.card {s : DigitSeq n // ∀ i, P (s i)} =
      Fintype.card {d : Digit // P d} ^ n := by sorry

lemma digit_dvd_five_iff (d : Digit) : 5 ∣ to_nat_digit d ↔ to_nat_digit d = 5 := by sorry

lemma card_digits_noFive :
    Fintype.card {d : Digit // to_nat_digit d ≠ 5} = 8 := by sorry

lemma card_digits_noEven :
    Fintype.card {d : Digit // ¬ Even (to_nat_digit d)} = 5 := by sorry

lemma card_digits_noFive_noEven :
    Fintype.card {d : Digit // to_nat_digit d ≠ 5 ∧ ¬ Even (to_nat_digit d)} = 4 := by sorry

lemma ten_dvd_iff_two_and_five (m : ℕ) : 10 ∣ m ↔ 2 ∣ m ∧ 5 ∣ m := by sorry

lemma two_dvd_prod_iff_hasEven {n : ℕ} (s : DigitSeq n) :
    2 ∣ ∏ a, to_nat_digit (s a) ↔ HasEven s := by sorry

lemma five_dvd_prod_iff_hasFive {n : ℕ} (s : DigitSeq n) :
    5 ∣ ∏ a, to_nat_digit (s a) ↔ HasFive s := by sorry

lemma is_good_seq_iff_hasEven_hasFive {n : ℕ} (s : DigitSeq n) :
    is_good_seq s ↔ HasEven s ∧ HasFive s := by sorry

lemma card_all_noFive (n : ℕ) :
    Fintype.card {s : DigitSeq n // NoFive s} = 8 ^ n := by sorry

lemma card_all_noEven (n : ℕ) :
    Fintype.card {s : DigitSeq n // NoEven s} = 5 ^ n := by sorry

lemma card_all_noFive_noEven (n : ℕ) :
    Fintype.card {s : DigitSeq n // NoFive s ∧ NoEven s} = 4 ^ n := by sorry

-- Inclusion-exclusion on the bad events.
lemma card_good_balance (n : ℕ) :
    {s : DigitSeq n | is_good_seq s}.ncard + 8 ^ n + 5 ^ n = 9 ^ n + 4 ^ n := by sorry

lemma ennreal_eq_sub_sub_of_add_add_eq {a b c d : ENNReal}
    (hb : b ≠ ⊤) (hc : c ≠ ⊤) (h : (a + c) + b = d) : a = d - b - c := by sorry

snip end

noncomputable determine solution (n : ℕ) : ENNReal :=
  1 + (4 / 9) ^ n - (8 / 9) ^ n - (5 / 9) ^ n

problem usa1972_p3 (n : ℕ) (_hn : 1 < n) :
  (unifDistN n).toOuterMeasure good_seqs = solution n := by sorry

end Usa1972P3
