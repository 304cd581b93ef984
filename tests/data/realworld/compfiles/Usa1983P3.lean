/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1983P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Data.Finset.Max
public import Mathlib.Data.Real.Basic
public import Mathlib.Data.Set.Card
public import Mathlib.Tactic.Choose
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1983, Problem 3

S₁, S₂, ..., Sₙ are subsets of the real line. Each Sᵢ is the union of two
closed intervals. Any three Sᵢ have a point in common. Show that there is a
point which belongs to at least half the Sᵢ.
-/

namespace Usa1983P3

snip begin

/-- Key covering step of the solution: writing each set of the family as
`Icc (a i) (b i) ∪ Icc (c i) (d i)`, every set contains either `a h`, where `h`
maximizes the left endpoint `a`, or `d k`, where `k` minimizes the right
endpoint `d`. Otherwise a common point of `S i`, `S h` and `S k` would have to
lie left of `a h` inside `S h`, or right of `d k` inside `S k`. -/
lemma mem_leftMax_or_rightMin {n : ℕ} {S : Fin n → Set ℝ}
    {a b c d : Fin n → ℝ} (hab : ∀ i, a i ≤ b i) (hbc : ∀ i, b i ≤ c i)
    (hcd : ∀ i, c i ≤ d i)
    (hSd : ∀ i, S i = Set.Icc (a i) (b i) ∪ Set.Icc (c i) (d i))
    {h k : Fin n} (hmax : ∀ i, a i ≤ a h) (hmin : ∀ i, d k ≤ d i)
    (h3 : ∀ i j k : Fin n, (S i ∩ S j ∩ S k).Nonempty) (i : Fin n) :
    a h ∈ S i ∨ d k ∈ S i := by sorry

snip end

problem usa1983_p3 {n : ℕ} (hn : 0 < n) (S : Fin n → Set ℝ)
    (hS : ∀ i, ∃ a b c d : ℝ, a ≤ b ∧ b ≤ c ∧ c ≤ d ∧
      S i = Set.Icc a b ∪ Set.Icc c d)
    (h3 : ∀ i j k : Fin n, (S i ∩ S j ∩ S k).Nonempty) :
    ∃ x : ℝ, n ≤ 2 * {i : Fin n | x ∈ S i}.ncard := by sorry

end Usa1983P3
