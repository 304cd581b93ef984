/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1977P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Analysis.Normed.Field.Basic
public import Mathlib.Tactic.FieldSimp
public import Mathlib.Tactic.LinearCombination
public import Mathlib.Tactic.NormNum
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1977, Problem 3

Prove that the product of the two real roots of x⁴ + x³ - 1 = 0
is a root of x⁶ + x⁴ + x³ - x² - 1 = 0.
-/

namespace Usa1977P3

snip begin

/--
Suppose that `x ^ 4 + x ^ 3 - 1` is divisible by the quadratic
`x ^ 2 - s * x + p`, i.e. both coefficients of the remainder
`(s ^ 3 + s ^ 2 - 2 * p * s - p) * x + (p ^ 2 - p * (s ^ 2 + s) - 1)`
of the long division vanish. Then `p` is a root of the sextic
`x ^ 6 + x ^ 4 + x ^ 3 - x ^ 2 - 1`.

This is the Vieta elimination step of the problem: writing the four roots
of the quartic as `a, b, c, d` with `s = a + b` and `p = a * b`, the two
remainder relations are exactly the third and fourth elementary symmetric
relations between the roots.
-/
lemma sextic_of_zero_remainder {s p : ℝ}
    (hr1 : s ^ 3 + s ^ 2 - 2 * p * s - p = 0)
    (hr0 : p ^ 2 - p * (s ^ 2 + s) - 1 = 0) :
    p ^ 6 + p ^ 4 + p ^ 3 - p ^ 2 - 1 = 0 := by sorry

snip end

problem usa1977_p3 (a b : ℝ) (hab : a ≠ b)
    (ha : a ^ 4 + a ^ 3 - 1 = 0) (hb : b ^ 4 + b ^ 3 - 1 = 0) :
    (a * b) ^ 6 + (a * b) ^ 4 + (a * b) ^ 3 - (a * b) ^ 2 - 1 = 0 := by sorry

end Usa1977P3
