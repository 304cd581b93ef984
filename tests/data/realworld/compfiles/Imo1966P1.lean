/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1966P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Shalev Wengrowsky
-/

module

public import Mathlib.Data.Set.Card
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# International Mathematical Olympiad 1966, Problem 1.

In a mathematical contest, three problems, A, B, C were posed. Among the
participants there were 25 students who solved at least one problem each.
Of all the contestants who did not solve problem A, the number who solved
B was twice the number who solved C. The number of students who solved
only problem A was one more than the number of students who solved A
and at least one other problem. Of all students who solved just one problem,
half did not solve problem A. How many students solved only problem B?

-/

namespace Imo1966P1

variable {U : Type*} [DecidableEq U]

snip begin

-- outline of the proof, modified from https://prase.cz/kalva/imo/isoln/isoln661.html
example (a b c d e : ℕ)
  (_ : a + b + c + d + e = 25)
  (h2 : b + d = 2 * (c + d))
  (h3 : a = 1 + 25 - a - b - c - d)
  (h4 : a = b + c) : b = 6 := by sorry

lemma lemma2 (A B : Finset U) : A = (A ∩ B) ∪ (A \ B) := by sorry

lemma lemma4 (A B C : Finset U) :
  (A ∩ B) \ C = (A \ C) ∩ (B \ C) := by sorry

lemma lemma5 (A B C : Finset U) :
  (A \ B) ∩ C = (A \ B) ∩ (C \ B) := by sorry

snip end

determine solution : ℕ := 6

problem imo1966_p1 (A B C : Finset U)
    (h1 : (A ∪ B ∪ C).card = 25)
    (h2 : (B \ A).card = 2 * (C \ A).card)
    (h3 : ((A \ B) \ C).card = 1 + (A ∩ (B ∪ C)).card)
    (h4 : ((A \ B) \ C).card = ((B \ A) \ C).card + ((C \ A) \ B).card) :
    ((B \ A) \ C).card = solution := by sorry


end Imo1966P1
