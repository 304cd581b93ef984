/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1988P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Algebra.Polynomial.Eval.Coeff
public import Mathlib.Data.Rat.Star
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1988, Problem 5

Let p(x) be the polynomial (1 - x)ᵃ (1 - x²)ᵇ (1 - x³)ᶜ ... (1 - x³²)ᵏ,
where a, b, ..., k are integers. When expanded in powers of x, the coefficient
of x¹ is -2 and the coefficients of x², x³, ... , x³² are all zero. Find k.
-/

namespace Usa1988P5

open Polynomial

/-- The polynomial `p(x) = ∏_{i = 1}^{32} (1 - X^i) ^ (a i)`. The exponent
`a 32` of the last factor is the `k` of the problem. (We take the exponents
to be natural numbers; the coefficient conditions force every exponent to be
positive anyway.) -/
noncomputable def prodForm (a : ℕ → ℕ) : ℚ[X] := ∏ i ∈ Finset.Icc 1 32, (1 - X ^ i) ^ a i

snip begin

/-- The effect of one doubling step `p(x) ↦ p(x) p(-x)` on the exponents:
if `p = ∏ (1 - X^i) ^ (a i)` then `p(x) p(-x) = q(x²)` where
`q = ∏ (1 - X^i) ^ (nextA a i)`. -/
def nextA (a : ℕ → ℕ) (j : ℕ) : ℕ := (if Odd j then a j else 0) + 2 * a (2 * j)

/-- `Good p c m` expresses `p = 1 + c * X + O(X^(m+1))`. -/
def Good (p : ℚ[X]) (c : ℚ) (m : ℕ) : Prop :=
  p.coeff 0 = 1 ∧ p.coeff 1 = c ∧ ∀ k, 2 ≤ k → k ≤ m → p.coeff k = 0

lemma coeff_comp_neg_X (p : ℚ[X]) (n : ℕ) :
    (p.comp (-X)).coeff n = (-1) ^ n * p.coeff n := by sorry

lemma coeff_comp_X_sq (q : ℚ[X]) (j : ℕ) :
    (q.comp (X ^ 2)).coeff (2 * j) = q.coeff j := by sorry

/-- Binomial expansion of the coefficients of `(1 - X^n)^a`. -/
lemma coeff_one_sub_pow (n a k : ℕ) :
    ((1 - X ^ n) ^ a : ℚ[X]).coeff k =
      ∑ j ∈ Finset.range (a + 1),
        if j * n = k then (-1 : ℚ) ^ j * (a.choose j : ℚ) else 0 := by sorry

lemma coeff_zero_factor {n a : ℕ} (hn : 1 ≤ n) :
    ((1 - X ^ n) ^ a : ℚ[X]).coeff 0 = 1 := by sorry

lemma coeff_one_factor {n a : ℕ} (hn : 2 ≤ n) :
    ((1 - X ^ n) ^ a : ℚ[X]).coeff 1 = 0 := by sorry

lemma coeff_two_factor {n a : ℕ} (hn : 3 ≤ n) :
    ((1 - X ^ n) ^ a : ℚ[X]).coeff 2 = 0 := by sorry

lemma coeff_zero_one_sub_X (a : ℕ) : ((1 - X) ^ a : ℚ[X]).coeff 0 = 1 := by sorry

lemma coeff_one_one_sub_X (a : ℕ) : ((1 - X) ^ a : ℚ[X]).coeff 1 = -(a : ℚ) := by sorry

lemma coeff_two_one_sub_X (a : ℕ) :
    ((1 - X) ^ a : ℚ[X]).coeff 2 = (a.choose 2 : ℚ) := by sorry

lemma coeff_two_one_sub_X_sq (a : ℕ) :
    ((1 - X ^ 2) ^ a : ℚ[X]).coeff 2 = -(a : ℚ) := by sorry

lemma coeff_mul_two (f g : ℚ[X]) :
    (f * g).coeff 2 =
      f.coeff 0 * g.coeff 2 + f.coeff 1 * g.coeff 1 + f.coeff 2 * g.coeff 0 := by sorry

lemma coeff_zero_prod (s : Finset ℕ) (f : ℕ → ℚ[X])
    (h : ∀ i ∈ s, (f i).coeff 0 = 1) :
    (∏ i ∈ s, f i).coeff 0 = 1 := by sorry

lemma coeff_one_prod (s : Finset ℕ) (f : ℕ → ℚ[X])
    (h0 : ∀ i ∈ s, (f i).coeff 0 = 1) (h1 : ∀ i ∈ s, (f i).coeff 1 = 0) :
    (∏ i ∈ s, f i).coeff 1 = 0 := by sorry

lemma coeff_two_prod (s : Finset ℕ) (f : ℕ → ℚ[X])
    (h0 : ∀ i ∈ s, (f i).coeff 0 = 1) (h1 : ∀ i ∈ s, (f i).coeff 1 = 0)
    (h2 : ∀ i ∈ s, (f i).coeff 2 = 0) :
    (∏ i ∈ s, f i).coeff 2 = 0 := by sorry

lemma nextA_support {a : ℕ → ℕ} (ha : ∀ i, 32 < i → a i = 0) {i : ℕ}
    (hi : 32 < i) : nextA a i = 0 := by sorry

lemma nextA_even (a : ℕ → ℕ) {j : ℕ} (hj : ¬ Odd j) :
    nextA a j = 2 * a (2 * j) := by sorry

/-- The doubling step, at the level of the product representation:
`(∏ (1 - X^i)^(a i)) · (∏ (1 - X^i)^(a i)).comp (-X)`
equals `(∏ (1 - X^i)^(nextA a i)).comp (X^2)`. -/
lemma prod_double {a : ℕ → ℕ} (ha : ∀ i, 32 < i → a i = 0) :
    prodForm a * (prodForm a).comp (-X) = (prodForm (nextA a)).comp (X ^ 2) := by sorry

/-- The doubling step preserves the `1 + c * X + O(X^(m+1))` shape,
squaring the linear coefficient and halving the range of vanishing. -/
lemma good_transport {p q : ℚ[X]} {c : ℚ} {m : ℕ} (hm : 2 ≤ m)
    (hp : Good p c m) (h : p * p.comp (-X) = q.comp (X ^ 2)) :
    Good q (-c ^ 2) (m / 2) := by sorry

/-- Reading off the two lowest coefficients of a product `∏ (1 - X^i)^(b i)`:
the exponent of `1 - X` is `65536` and the exponent of `1 - X^2` is its
binomial coefficient. -/
lemma extract {b : ℕ → ℕ} (h1 : (prodForm b).coeff 1 = -65536)
    (h2 : (prodForm b).coeff 2 = 0) :
    b 1 = 65536 ∧ b 2 = (65536).choose 2 := by sorry

snip end

determine answer : ℕ := 2 ^ 27 - 2 ^ 11

problem usa1988_p5 (a : ℕ → ℕ)
    (h1 : (prodForm a).coeff 1 = -2)
    (hz : ∀ k, 2 ≤ k → k ≤ 32 → (prodForm a).coeff k = 0) :
    a 32 = answer := by sorry

end Usa1988P5
