/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1978P5.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1978, Problem 5

There are 9 delegates at a conference, each speaking at most three languages.
Given any three delegates, at least 2 speak a common language.
Show that there are three delegates with a common language.
-/

namespace Usa1978P5

/-- Delegate `a` and delegate `b` speak a common language. -/
abbrev Share {L : Type*} (speaks : Fin 9 → Finset L) (a b : Fin 9) : Prop :=
  ∃ l : L, l ∈ speaks a ∧ l ∈ speaks b

snip begin

open Classical

/-- The delegates other than `d` that share a language with `d`. -/
noncomputable abbrev SharedWith {L : Type*} (speaks : Fin 9 → Finset L) (d : Fin 9) :
    Finset (Fin 9) :=
  Finset.univ.filter fun b => b ≠ d ∧ Share speaks d b

/-- Assuming that no three delegates share a common language, a delegate `d` can
share a language with at most three other delegates: among any four delegates
sharing a language with `d`, two of them would share the *same* language with `d`
by the pigeonhole principle, since `d` speaks at most three languages, and those
two together with `d` would be three delegates with a common language. -/
theorem card_sharedWith_le {L : Type*} (speaks : Fin 9 → Finset L)
    (hthree : ∀ d : Fin 9, (speaks d).card ≤ 3)
    (hnothree : ¬∃ a b c : Fin 9, a ≠ b ∧ a ≠ c ∧ b ≠ c ∧
      ∃ l : L, l ∈ speaks a ∧ l ∈ speaks b ∧ l ∈ speaks c)
    (d : Fin 9) : (SharedWith speaks d).card ≤ 3 := by sorry

snip end

problem usa1978_p5 {L : Type*} (speaks : Fin 9 → Finset L)
    (hthree : ∀ d : Fin 9, (speaks d).card ≤ 3)
    (hpair : ∀ a b c : Fin 9, a ≠ b → a ≠ c → b ≠ c →
      Share speaks a b ∨ Share speaks b c ∨ Share speaks a c) :
    ∃ a b c : Fin 9, a ≠ b ∧ a ≠ c ∧ b ≠ c ∧
      ∃ l : L, l ∈ speaks a ∧ l ∈ speaks b ∧ l ∈ speaks c := by sorry

end Usa1978P5
