/- Source: github.com/mo271/FormalBook, FormalBook/Chapter_03.lean, commit 87d6767a2c01ead54ad8409398e20729c5609adb.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright 2022 Moritz Firsching. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Moritz Firsching, Christopher Schmidt
-/
import Mathlib.Algebra.Order.Star.Basic
import Mathlib.Analysis.Normed.Field.Lemmas
import Mathlib.Data.Nat.Prime.Basic
import Mathlib.Tactic.Qify
--set_option trace.simp_lemmas true


open Nat
open Finset
open BigOperators


/-!
# Binomial coefficients are (almost) never powers
## TODO
  - Lemmata
    - .. for Step 1: needs golfing
  - (1)
  - (2)
  - (3)
  - (4)
  There is a somewhat more detailed, but quite messy version of the lean3 version here:
  https://github.com/mo271/FormalBook/blob/92f57b44cbbc1cd02ca77994efe8d8e6de050a19/src/chapters/03_Binomial_coefficients_are_(almost)_never_powers.lean
  Let's not follow that, but keep the proof cleaner.
### Sylvester's Theorem
There is no proof given in the book, perhaps check out Erdős' for a proof to formalize.
-/
namespace chapter3

theorem sylvester (k n : ℕ) (h : n ≥ 2*k) (h_k : k > 0): ∃ p, p > k ∧ p.Prime ∧ p ∣ choose n k :=
  sorry

/-!
### Lemmata for Step 1 and Step 2
-/
example (a p : ℕ) (h : p ∣ a) (g : a < p): a = 0 := by sorry

theorem prime_div_descFactorial (n k m l p : ℕ) (h_klen : k ≤ n)
  (h_p : p.Prime) (h_p_div_binom : p ∣ choose n k) (H : choose n k = m^l) :
  p^l ∣ n.descFactorial k := by sorry

/- now in mathlib? -/
lemma factor_in_descFactorial (n k p l : ℕ) (h_klen : k ≤ n) (h_klp : k < p) (hp: p.Prime)
(h_pow_div: p^l ∣ n.descFactorial k) (h_1lel : 1 ≤ l):
∃ (i : ℕ), (i ≤ k - 1) ∧ p^l ∣ (n - i) := by sorry

/-
### Erdős' Theorem
Using ℕ instead of ℤ here, because of the definition of `choose` and because of the inequalities.
-/
theorem binomials_coefficients_never_powers (k l m n : ℕ) (h_2lel : 2 ≤ l) (h_4lek : 4 ≤ k)
(h_klen4 : k ≤ n - 4) : choose n k ≠ m^l := by sorry


end chapter3
