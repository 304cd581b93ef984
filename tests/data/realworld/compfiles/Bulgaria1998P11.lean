/- Source: github.com/dwrensha/compfiles, Compfiles/Bulgaria1998P11.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2023 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw, Adam Kurkiewicz
-/

module

public import Mathlib.Tactic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
Bulgarian Mathematical Olympiad 1998, Problem 11

Let m,n be natural numbers such that

   A = ((m + 3)ⁿ + 1) / (3m)

is an integer. Prove that A is odd.
-/

namespace Bulgaria1998P11

snip begin

/-- A natural number that is 2 mod 3 has a prime factor that is 2 mod 3. -/
lemma exists_prime_fac_mod_three_eq_two (m : ℕ) (hm : m % 3 = 2) :
    ∃ p, p.Prime ∧ p ∣ m ∧ p % 3 = 2 := sorry

/-- If `-3` is a square mod an odd prime `p`, then `p` is not 2 mod 3:
the element `ω` with `2 * ω = a - 1` satisfies `ω² + ω + 1 = 0`, hence has
order three, so that `3 ∣ p - 1` by Fermat's little theorem. -/
lemma mod_three_ne_two_of_sq_eq_neg_three {p : ℕ} (hp : p.Prime) (hp2 : p ≠ 2)
    {a : ZMod p} (ha : a ^ 2 = -3) : p % 3 ≠ 2 := sorry

lemma n_odd_and_m_mod_three {m n A : ℕ} (h : 3 * m * A = (m + 3) ^ n + 1) :
    Odd n ∧ m % 3 = 2 := sorry

snip end

problem bulgaria1998_p11
    (m n A : ℕ)
    (h : 3 * m * A = (m + 3)^n + 1) : Odd A := sorry
