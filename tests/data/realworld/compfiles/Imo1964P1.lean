/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1964P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2023 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw, Anand Rao, Harald Carlens
-/

module

public import Mathlib.Data.Nat.ModEq
public import Mathlib.Tactic

public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.NumberTheory]
  videos := ["http://youtu.be/9d2nicgd68Q"]
}

/-!
# International Mathematical Olympiad 1964, Problem 1

(a) Find all natural numbers n for which 2ⁿ - 1 is divisible by 7.
(b) Prove that there is no positive integer n for which 2ⁿ + 1 is divisible by 7.
-/

namespace Imo1964P1

determine solution_set : Set ℕ := { n | n % 3 = 0 }

problem imo1964_p1a (n : ℕ) : n ∈ solution_set ↔ 2^n ≡ 1 [MOD 7] := by sorry

problem imo1964_p1b (n : ℕ) : ¬ 7 ∣ (2^n + 1) := by sorry

snip begin

/- An alternative proof, heavily golfed. The statement here is slightly modified from
   the original one. -/
theorem imo_1964_p1b' : ∀ (n : ℕ), (2 ^ n + 1) % 7 ≠ 0 := by sorry

snip end

end Imo1964P1
