/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1985P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Star.Real
public import Mathlib.Analysis.Normed.Order.Lattice
public import Mathlib.Tactic.Linarith
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1985, Problem 2

Find all real roots of the quartic x⁴ - (2N + 1)x² - x + N² + N - 1 = 0
correct to 4 decimal places, where N = 10¹⁰.
-/

namespace Usa1985P2

snip begin

/-- The quartic of the problem rewrites as `(x² - N - 1/2)² - x - 5/4`;
this is the key observation of the solution
(see https://prase.cz/kalva/usa/usoln/usol852.html). -/
lemma quartic_eq (N x : ℝ) :
    x ^ 4 - (2 * N + 1) * x ^ 2 - x + N ^ 2 + N - 1 =
      (x ^ 2 - N - 1 / 2) ^ 2 - x - 5 / 4 := by sorry

/-- The function whose zeros are the real roots of the quartic. -/
noncomputable def f (N : ℝ) (x : ℝ) : ℝ := (x ^ 2 - N - 1 / 2) ^ 2 - x - 5 / 4

lemma f_def (N : ℝ) (x : ℝ) : f N x = (x ^ 2 - N - 1 / 2) ^ 2 - x - 5 / 4 := sorry

lemma f_continuous (N : ℝ) : Continuous (f N) := by sorry

/-- A sign change of `f N` on an interval locates a root in its interior. -/
lemma exists_root_of_sign_change {N : ℝ} {a b : ℝ} (hab : a ≤ b)
    (h : f N a * f N b < 0) : ∃ x ∈ Set.Ioo a b, f N x = 0 := by sorry

/-- The quartic has no nonpositive real roots when `N = 10^10`:
for `x ≤ -5/4` the right side `x + 5/4` of `(x² - N - 1/2)² = x + 5/4` is too small,
and for `-5/4 < x ≤ 0` the left side is huge while the right side stays below `5/4`. -/
lemma f_pos_of_nonpos {N : ℝ} (hN : N = 10 ^ 10) {x : ℝ} (hx : x ≤ 0) :
    0 < f N x := by sorry

/-- `f N` is strictly antitone on `{x ≥ 0 | x² ≤ N + 1/2}`. -/
lemma f_lt_f_of_lt {N : ℝ} {x y : ℝ} (hx : 0 ≤ x) (hxy : x < y)
    (hy : y ^ 2 ≤ N + 1 / 2) : f N y < f N x := by sorry

/-- Hence there is at most one root in `{x ≥ 0 | x² ≤ N + 1/2}`. -/
lemma eq_of_region1 {N : ℝ} {x y : ℝ}
    (hx0 : 0 ≤ x) (hx2 : x ^ 2 ≤ N + 1 / 2) (hfx : f N x = 0)
    (hy0 : 0 ≤ y) (hy2 : y ^ 2 ≤ N + 1 / 2) (hfy : f N y = 0) : x = y := by sorry

/-- Two roots `x < y` lying in `{x² ≥ C}` would force
`(y + x) * ((y² - C) + (x² - C)) = 1`. -/
lemma region2_key {x y : ℝ} (hxy : x < y) (C : ℝ)
    (e1 : (x ^ 2 - C) ^ 2 = x + 5 / 4) (e2 : (y ^ 2 - C) ^ 2 = y + 5 / 4) :
    (y + x) * ((y ^ 2 - C) + (x ^ 2 - C)) = 1 := by sorry

/-- But for `N = 10^10` two roots in `{x² ≥ N + 1/2}` are impossible:
the left side of the identity above exceeds `2 * 10^5 * 316`. -/
lemma region2_aux {N : ℝ} (hN : N = 10 ^ 10) {x y : ℝ}
    (hx0 : 0 ≤ x) (hx2 : N + 1 / 2 ≤ x ^ 2) (hfx : f N x = 0)
    (hxy : x < y) (hy2 : N + 1 / 2 ≤ y ^ 2) (hfy : f N y = 0) : False := by sorry

/-- At most one root in `{x ≥ 0 | x² ≥ N + 1/2}`. -/
lemma eq_of_region2 {N : ℝ} (hN : N = 10 ^ 10) {x y : ℝ}
    (hx0 : 0 ≤ x) (hx2 : N + 1 / 2 ≤ x ^ 2) (hfx : f N x = 0)
    (hy0 : 0 ≤ y) (hy2 : N + 1 / 2 ≤ y ^ 2) (hfy : f N y = 0) : x = y := by sorry

snip end

/-- The two real roots, correct to 4 decimal places. -/
determine answer : ℝ × ℝ := (99999.9984, 100000.0016)

problem usa1985_p2 (N : ℝ) (hN : N = 10 ^ 10) :
    ∃ x₁ x₂ : ℝ, x₁ < x₂ ∧
      (∀ x : ℝ, x ^ 4 - (2 * N + 1) * x ^ 2 - x + N ^ 2 + N - 1 = 0 ↔
        x = x₁ ∨ x = x₂) ∧
      |x₁ - answer.1| < 0.00005 ∧ |x₂ - answer.2| < 0.00005 := by sorry

end Usa1985P2
