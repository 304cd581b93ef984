/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1982P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Algebra.Polynomial.Roots
public import Mathlib.Algebra.Ring.IsFormallyReal
public import Mathlib.Analysis.Normed.Field.Basic
public import Mathlib.Data.Int.ConditionallyCompleteOrder
public import Mathlib.Data.Int.Star
public import Mathlib.Order.Interval.Set.Infinite
public import Mathlib.Tactic.FieldSimp
public import Mathlib.Tactic.IntervalCases
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.LinearCombination.Lemmas
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.Positivity.Core
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1982, Problem 2

Show that if m, n are positive integers such that
(x^(m+n) + y^(m+n) + z^(m+n))/(m+n) =
((x^m + y^m + z^m)/m) ((x^n + y^n + z^n)/n)
for all real x, y, z with sum 0, then {m, n} = {2, 3} or {2, 5}.
-/

namespace Usa1982P2

open Polynomial

snip begin

/-- The polynomial `1 + X^k + (-1 - X)^k` over `ℝ`. It arises from substituting
`x = 1`, `y = t`, `z = -1 - t` into `x^k + y^k + z^k` (note `1 + t + (-1 - t) = 0`). -/
noncomputable def auxPoly (k : ℕ) : ℝ[X] := 1 + X ^ k + (C (-1) - X) ^ k

lemma auxPoly_eval (k : ℕ) (t : ℝ) :
    (auxPoly k).eval t = 1 + t ^ k + (-1 - t) ^ k := by sorry

lemma auxPoly_one : auxPoly 1 = 0 := by sorry

/-- Rewrite `(-1 - X)^k` as `(-1)^k (1 + X)^k`. -/
lemma auxPoly_eq (k : ℕ) :
    auxPoly k = 1 + X ^ k + C ((-1 : ℝ) ^ k) * (1 + X) ^ k := by sorry

lemma auxPoly_coeff_self {k : ℕ} (hk : 1 ≤ k) :
    (auxPoly k).coeff k = 1 + (-1 : ℝ) ^ k := by sorry

lemma auxPoly_coeff_pred {k : ℕ} (hk : 2 ≤ k) :
    (auxPoly k).coeff (k - 1) = (-1 : ℝ) ^ k * k := by sorry

lemma natDegree_auxPoly_le (k : ℕ) : (auxPoly k).natDegree ≤ k := by sorry

/-- The polynomial identity obtained from the functional equation by substituting
`x = 1, y = t, z = -1 - t` and clearing denominators. -/
lemma auxPoly_mul_eq (m n : ℕ) (hm : 0 < m) (hn : 0 < n)
    (h : ∀ x y z : ℝ, x + y + z = 0 →
      (x ^ (m + n) + y ^ (m + n) + z ^ (m + n)) / (m + n) =
        (x ^ m + y ^ m + z ^ m) / m * ((x ^ n + y ^ n + z ^ n) / n)) :
    auxPoly (m + n) * C ((m : ℝ) * n) = auxPoly m * auxPoly n * C ((m : ℝ) + n) := by sorry

/-- Comparison of the coefficients of `X ^ (m + n - 1)` in `auxPoly_mul_eq`. -/
lemma coeff_eq (m n : ℕ) (hm : 0 < m) (hn : 0 < n)
    (hid : auxPoly (m + n) * C ((m : ℝ) * n) = auxPoly m * auxPoly n * C ((m : ℝ) + n)) :
    (-1 : ℝ) ^ (m + n) * ((m : ℝ) + n) * ((m : ℝ) * n) =
      ((auxPoly m).coeff (m - 1) * (auxPoly n).coeff n +
        (auxPoly m).coeff m * (auxPoly n).coeff (n - 1)) * ((m : ℝ) + n) := by sorry

/-- With `n = 2` and `m` odd, evaluating the equation at `(x, y, z) = (1, 1, -2)`
forces `m ∈ {3, 5}`. -/
lemma final_odd (m n : ℕ) (hm : 0 < m) (hn : n = 2) (hmo : Odd m)
    (h : ∀ x y z : ℝ, x + y + z = 0 →
      (x ^ (m + n) + y ^ (m + n) + z ^ (m + n)) / (m + n) =
        (x ^ m + y ^ m + z ^ m) / m * ((x ^ n + y ^ n + z ^ n) / n)) :
    m = 3 ∨ m = 5 := by sorry

snip end

problem usa1982_p2 (m n : ℕ) (hm : 0 < m) (hn : 0 < n)
    (h : ∀ x y z : ℝ, x + y + z = 0 →
      (x ^ (m + n) + y ^ (m + n) + z ^ (m + n)) / (m + n) =
        (x ^ m + y ^ m + z ^ m) / m * ((x ^ n + y ^ n + z ^ n) / n)) :
    (m = 2 ∧ n = 3) ∨ (m = 3 ∧ n = 2) ∨ (m = 2 ∧ n = 5) ∨ (m = 5 ∧ n = 2) := by sorry

end Usa1982P2
