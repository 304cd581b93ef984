/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1973P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Shalev Wengrowsky, Maximiliano Onofre Martínez
-/

module

public import Mathlib.Tactic
public import Mathlib.Data.Nat.Basic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Algebra, .NumberTheory] }

/-!
# USA Mathematical Olympiad 1973, Problem 2

The sequence an is defined by a1 = a2 = 1, an+2 = an+1 + 2an.
The sequence bn is defined by b1 = 1, b2 = 7, bn+2 = 2bn+1 + 3bn.

Show that the only integer in both sequences is 1.
-/

namespace Usa1973P2

-- reindexed to start at 0
def a : ℕ → ℕ
| 0 => 1
| 1 => 1
| n + 2 => a (n + 1) + 2 * a n

def b : ℕ → ℕ
| 0 => 1
| 1 => 7
| n + 2 => 2 * b (n + 1) + 3 * b n

snip begin

lemma b_mod_8_eq (n : ℕ) : (Even n → b n % 8 = 1) ∧ (Odd n → b n % 8 = 7) := by sorry

lemma b_mod_8_mem (m : ℕ) : b m % 8 = 1 ∨ b m % 8 = 7 := by sorry

lemma a_add_2_mod_8_eq (k : ℕ) : (Even k → a (k + 2) % 8 = 3) ∧ (Odd k → a (k + 2) % 8 = 5) := by sorry

lemma a_add_2_mod_8_mem (k : ℕ) : a (k + 2) % 8 = 3 ∨ a (k + 2) % 8 = 5 := by sorry

snip end

problem usa1973_p2 (n m : ℕ) (h : a n = b m): a n = 1 := by sorry

end Usa1973P2
