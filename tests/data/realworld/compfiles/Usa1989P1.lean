/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1989P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Shalev Wengrowsky
-/

module

public import Mathlib.Tactic
public import Mathlib.Tactic.NthRewrite
public import Mathlib.Data.Rat.Defs
public import Mathlib.Data.Fin.Basic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra] }

/-!
# USA Mathematical Olympiad 1989, Problem 1

For each positive integer n, let
  Sn = 1 + 1/2 + 1/3 + ··· + 1/n
  Tn = S1 + S2 + S3 + ··· + Sn
  Un = T1/2 + T2/3 + T3/4 + ··· + Tn/(n+1)
Find, with proof, integers 0 < a, b, c, d < 1000000 such that
  T1988 = a * S1989 - b
  U1988 = c * S1989 - d
-/

namespace Usa1989P1

def s (n : ℕ) : ℚ := ∑i ∈ Finset.Icc 1 n, 1 / i
def t (n : ℕ) : ℚ := ∑i ∈ Finset.Icc 1 n, s i
def u (n : ℕ) : ℚ := ∑i ∈ Finset.Icc 1 n, t i / (i + 1)

snip begin
-- based on solution from
-- https://artofproblemsolving.com/wiki/index.php/1989_USAMO_Problems/Problem_1

theorem extract_one {n : ℕ} {f : ℕ → ℚ} :
    (Finset.Icc 1 (n + 1)).sum f = f (n + 1) + (Finset.Icc 1 n).sum f := by sorry



lemma l1 (n : ℕ) : t (n - 1) = n * s n - n := by sorry

lemma l2 (n : ℕ) : u (n - 1) = (n + 1) * s n - 2 * n := by sorry

snip end

determine solutions : (ℕ × ℕ × ℕ × ℕ) := (1989, 1989, 1990, 2*1989)

problem usa1989_p1 :
    t 1988 = solutions.1 * s 1989 - solutions.2.1 ∧
    u 1988 = solutions.2.2.1 * s 1989 - solutions.2.2.2 := by sorry


end Usa1989P1
