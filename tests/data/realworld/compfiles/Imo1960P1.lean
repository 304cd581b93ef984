/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1960P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2020 Kevin Lacker. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kevin Lacker
-/
module

public import Mathlib.Data.Nat.Digits.Lemmas

public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.NumberTheory],
  solutionImportedFrom :=
    "https://github.com/leanprover-community/mathlib4/blob/master/Archive/Imo/Imo1960Q1.lean"
}

/-!
# International Mathematical Olympiad 1960, Problem 1

Determine all three-digit numbers N having the property that N is divisible by 11, and
N/11 is equal to the sum of the squares of the digits of N.
-/

open Nat

namespace Imo1960P1

def sumOfSquares (L : List ℕ) : ℕ :=
  (L.map fun x => x * x).sum

def ProblemPredicate (n : ℕ) : Prop :=
  (Nat.digits 10 n).length = 3 ∧ 11 ∣ n ∧ n / 11 = sumOfSquares (Nat.digits 10 n)

determine SolutionPredicate (n : ℕ) : Prop :=
  n = 550 ∨ n = 803

snip begin

/-
Proving that three digit numbers are the ones in [100, 1000).
-/
theorem not_zero {n : ℕ} (h1 : ProblemPredicate n) : n ≠ 0 := by sorry

theorem ge_100 {n : ℕ} (h1 : ProblemPredicate n) : 100 ≤ n := by sorry

theorem lt_1000 {n : ℕ} (h1 : ProblemPredicate n) : n < 1000 := by sorry

/-
We do an exhaustive search to show that all results are covered by `SolutionPredicate`.
-/
def SearchUpTo (c n : ℕ) : Prop :=
  n = c * 11 ∧ ∀ m : ℕ, m < n → ProblemPredicate m → SolutionPredicate m

theorem searchUpTo_start : SearchUpTo 9 99 := by sorry

theorem searchUpTo_step {c n} (H : SearchUpTo c n) {c' n'} (ec : c + 1 = c') (en : n + 11 = n') {l}
    (el : Nat.digits 10 n = l) (H' : c = sumOfSquares l → c = 50 ∨ c = 73) : SearchUpTo c' n' := by sorry

theorem searchUpTo_end {c} (H : SearchUpTo c 1001) {n : ℕ} (ppn : ProblemPredicate n) :
    SolutionPredicate n := by sorry

theorem right_direction {n : ℕ} : ProblemPredicate n → SolutionPredicate n := by sorry

/-
Now we just need to prove the equivalence, for the precise problem statement.
-/
theorem left_direction (n : ℕ) (spn : SolutionPredicate n) : ProblemPredicate n := by sorry

snip end

problem imo1960_p1 (n : ℕ) : ProblemPredicate n ↔ SolutionPredicate n := by sorry



end Imo1960P1
