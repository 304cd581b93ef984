/- Source: github.com/dwrensha/compfiles, Compfiles/Bulgaria1998P6.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2023 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw, Kimi K3
-/

module

public import Mathlib.Algebra.QuadraticDiscriminant
public import Mathlib.NumberTheory.PythagoreanTriples
public import Mathlib.RingTheory.Coprime.Lemmas
public import Mathlib.Tactic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# Bulgarian Mathematical Olympiad 1998, Problem 6

Prove that the equation

     x²y² = z²(z² - x² - y²)

has no solutions in positive integers.

-/

namespace Bulgaria1998P6

snip begin

/-- The square of an odd integer is `1` modulo `4`. -/
lemma sq_mod_four_of_odd {z : ℤ} (hz : z % 2 = 1) : z ^ 2 % 4 = 1 := sorry

/-- The descent step for the case where the even leg is a square: from coprime `p`, `q`
of opposite parity with `a = p ^ 2 + q ^ 2` and `b ^ 2 = 4 * p * q * (p ^ 2 - q ^ 2)` we
produce a smaller solution of `A ^ 4 = B ^ 4 + C ^ 2` in positive naturals. -/
lemma descent_aux {a b p q : ℤ} (ha : 0 < a) (_hb : 0 < b)
    (hp : 0 < p) (hq : 0 < q) (hpq : q < p)
    (hgcd : Int.gcd p q = 1)
    (hpar : (p % 2 = 0 ∧ q % 2 = 1) ∨ (p % 2 = 1 ∧ q % 2 = 0))
    (haeq : a = p ^ 2 + q ^ 2)
    (hbeq : b ^ 2 = 4 * (p * q * (p ^ 2 - q ^ 2)))
    (hb2 : 2 ∣ b) :
    ∃ A B C : ℕ, 0 < A ∧ 0 < B ∧ 0 < C ∧ A < Int.natAbs a ∧ A ^ 4 = B ^ 4 + C ^ 2 := sorry

lemma lemma_1'
    (a b c : ℕ)
    (ha : 0 < a)
    (hb : 0 < b)
    (hc : 0 < c)
    (h : a^4 = b^4 + c^2) : False := sorry

lemma lemma_1
    {s t u : ℤ}
    (hs : 0 < s)
    (ht : 0 < t)
    (hu : 0 < u)
    (h : s^4 - t^4 = u^2) : False := sorry

snip end

problem bulgaria1998_p6
    (x y z : ℤ)
    (hx : 0 < x)
    (hy : 0 < y)
    (_hz : 0 < z)
    (h : x^2 * y^2 = z^2 * (z^2 - x^2 - y^2)) :
    False := sorry


end Bulgaria1998P6
