/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1991P4.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
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
# USA Mathematical Olympiad 1991, Problem 4
let $ a = \frac{m^{m+1} + n^{n+1}}{m^m + n^n} $ where $m$ and $n$ are positive integers. Prove that $a^m + a^n \geq m^m + n^n$.
-/

snip begin
-- Solution adapted from Art of Problem Solving. Note that the solution there has a sign error in the first equation.
open Finset
snip end

namespace Usa1991P4

problem usa1991_p4 (m n : ℕ) (a: ℝ) (hm: 0 < m) (hn: 0 < n)
  (ha : a = (m^(m+1)+ n^(n+1))/(m^m + n^n)) : m^m + n^n ≤ a^m + a^n := by sorry

end Usa1991P4
