/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1977P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Fin
public import Mathlib.Algebra.Order.Star.Real
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Tactic.FieldSimp
public import Mathlib.Tactic.FinCases
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra, .Inequality] }

/-!
# USA Mathematical Olympiad 1977, Problem 5

The positive reals v, w, x, y, z satisfy 0 < h ≤ v, w, x, y, z ≤ k.
Show that

  (v + w + x + y + z)(1/v + 1/w + 1/x + 1/y + 1/z) ≤ 25 + 6(√(h/k) - √(k/h))².

When do we have equality?
-/

namespace Usa1977P5

snip begin

/-- If `r ≥ 0` and `0 < a ≤ x ≤ b`, then `(r + x) * (s + 1 / x)` is bounded above by the
maximum of its values at the endpoints `x = a` and `x = b` (as a function of `x` it is a
sum of `rs + 1`, the linear function `s * x` and the convex function `r / x`, hence it
attains its maximum on `[a, b]` at an endpoint). -/
lemma le_max_endpoint {r s a b x : ℝ} (hr : 0 ≤ r) (ha : 0 < a) (hb : 0 < b)
    (hax : a ≤ x) (hxb : x ≤ b) :
    (r + x) * (s + 1 / x) ≤ max ((r + a) * (s + 1 / a)) ((r + b) * (s + 1 / b)) := by sorry

/-- `cornerMax h k r s n` is the maximum, over all ways of choosing each of `n` further
variables to be either `h` or `k`, of `(r + sum of the choices) * (s + sum of the
reciprocals of the choices)`. It is defined recursively; the leaves of the recursion are
exactly the `2 ^ n` "corner" values. -/
noncomputable def cornerMax (h k r s : ℝ) : ℕ → ℝ
  | 0 => r * s
  | n + 1 => max (cornerMax h k (r + h) (s + 1 / h) n) (cornerMax h k (r + k) (s + 1 / k) n)

/-- The product `(r + Σ f i) * (s + Σ 1 / f i)`, where each `f i ∈ [h, k]`, is bounded
above by the corresponding corner maximum. Proved by induction on `n`, applying
`le_max_endpoint` to one variable at a time. -/
lemma le_cornerMax (h k : ℝ) (hh : 0 < h) (hk : 0 < k) {n : ℕ} :
    ∀ (f : Fin n → ℝ) (_ : ∀ i, h ≤ f i ∧ f i ≤ k) (r s : ℝ) (_ : 0 ≤ r),
      (r + ∑ i, f i) * (s + ∑ i, 1 / f i) ≤ cornerMax h k r s n := by sorry

snip end

problem usa1977_p5
    (h k v w x y z : ℝ)
    (hh : 0 < h)
    (hv : h ≤ v ∧ v ≤ k) (hw : h ≤ w ∧ w ≤ k) (hx : h ≤ x ∧ x ≤ k)
    (hy : h ≤ y ∧ y ≤ k) (hz : h ≤ z ∧ z ≤ k) :
    (v + w + x + y + z) * (1 / v + 1 / w + 1 / x + 1 / y + 1 / z) ≤
      25 + 6 * (√(h / k) - √(k / h)) ^ 2 := by sorry

end Usa1977P5
