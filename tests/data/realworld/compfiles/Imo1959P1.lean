/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1959P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2020 Kevin Lacker. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kevin Lacker
-/

module

public import Mathlib.Algebra.Divisibility.Basic
public import Mathlib.Tactic.Ring
public import Mathlib.Data.Nat.Prime.Basic
public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.NumberTheory],
  solutionImportedFrom :=
    "https://github.com/leanprover-community/mathlib4/blob/master/Archive/Imo/Imo1959Q1.lean"
}

/-!
# International Mathematical Olympiad 1959, Problem 1.

Prove that the fraction `(21n+4)/(14n+3)` is irreducible for every
natural number `n`.
-/

namespace Imo1959P1

snip begin

lemma calculation
    (n k : ℕ)
    (h1 : k ∣ 21 * n + 4)
    (h2 : k ∣ 14 * n + 3) :
    k ∣ 1 := by sorry

snip end

/-
Since Lean doesn't have a concept of "irreducible fractions" per se,
we just formalize this as saying the numerator and denominator are
relatively prime.
-/
problem imo1959_p1 : ∀ n : ℕ, Nat.Coprime (21 * n + 4) (14 * n + 3) := by sorry
fun n => Nat.coprime_of_dvd' <| λ k _ h1 h2 => calculation n k h1 h2


end Imo1959P1
