/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1975P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 pacmanboss256. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Pacmanboss256, hillosanation
-/
module

public import Mathlib.Tactic

public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.Algebra]
}

/-!
# USA Mathematical Olympiad 1975, Problem 1
a) Prove that
$[5x]+[5y]\ge [3x+y]+[3y+x]$,

where $x,y\ge 0$ and $[u]$ denotes the greatest integer $\le u$ (e.g., $[\sqrt{2}]=1$).

(b) Using (a) or otherwise, prove that
$\frac{(5m)!(5n)!}{m!n!(3m+n)!(3n+m)!}$

is integral for all positive integral $m$ and $n$.
-/

snip begin
-- Solution adapted from Art of Problem Solving
-- from https://leanprover.zulipchat.com/#narrow/channel/217875-Is-there-code-for-X.3F/topic/Sylvester-Schur.3A.20.20p-adic.20valuation/near/525085669
lemma Nat.Prime.multiplicity_factorial {p : ℕ} (hp : Prime p) {n b : ℕ} (h : log p n < b) :
  multiplicity p n.factorial = ∑ i ∈ Finset.Ico 1 b, n / p ^ i := by sorry

lemma Int.intCast_add_floor (x : ℝ) (a: ℤ) : ⌊a + x⌋ = ⌊x⌋ + a := by sorry

lemma Int.div_eq_floor {a b : ℕ} : (a / b: ℕ) = ⌊(a : ℝ) / b⌋ := by sorry

@[reducible]
noncomputable def trunCeil (x : ℝ) := ⌈x⌉ - 1


lemma floor_le_trunCeil {a b : ℝ} (h : a < b) : ⌊a⌋ ≤ trunCeil b := by sorry

lemma cases (a b : Fin 5) : trunCeil ((3 * ↑↑a + ↑↑b + 4) / 5) + trunCeil ((3 * ↑↑b + ↑↑a + 4) / 5) ≤ ↑↑a + ↑↑b := by sorry

lemma h (x y : ℝ) : ⌊x⌋ + ⌊y⌋ + ⌊3*x + y⌋ + ⌊3*y + x⌋ ≤ ⌊5*x⌋ + ⌊5*y⌋ := by sorry

snip end

namespace Usa1975P1

problem usa1975_p1a (x y: ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) : ⌊3*x + y⌋ + ⌊3*y + x⌋ ≤ ⌊5*x⌋ + ⌊5*y⌋ := sorry

open scoped Nat

problem usa1975_p1b (m n : ℕ) : (m ! * n ! * (3*m+n) ! * (3*n+m) !) ∣ ((5*m)! * (5*n)!) := by sorry

end Usa1975P1
