/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1990P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.BigOperators.Fin
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Data.ZMod.Defs
public import Mathlib.InformationTheory.Hamming
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1990, Problem 1

A license plate has six digits from 0 to 9 and may have leading zeros.
If two plates must always differ in at least two places, what is the
largest number of plates that is possible?
-/

namespace Usa1990P1

/-- A license plate: six digits, each from 0 to 9 (leading zeros allowed).
We model digits as elements of `ZMod 10` so that digit sums modulo ten
are available for the checksum argument. -/
abbrev Plate := Fin 6 → ZMod 10

/-- A collection of plates is valid if any two distinct plates in it
differ in at least two places. -/
def IsValid (S : Finset Plate) : Prop :=
  ∀ p ∈ S, ∀ q ∈ S, p ≠ q → 2 ≤ hammingDist p q

snip begin

/-- The checksum construction: given five digits `f : Fin 5 → ZMod 10`,
build a six-digit plate whose last digit makes the total digit sum
congruent to zero modulo ten. -/
def extend (f : Fin 5 → ZMod 10) : Plate :=
  Fin.lastCases (-∑ i, f i) (fun i ↦ f i)

/-- The digit sum of a plate built by `extend` is zero modulo ten. -/
theorem sum_extend (f : Fin 5 → ZMod 10) : ∑ j, extend f j = 0 := by sorry

/-- The first five digits determine a plate built by `extend`. -/
theorem extend_injective : Function.Injective extend := by sorry

/-- Two plates with the same digit sum modulo ten cannot differ in
exactly one place; hence distinct plates of equal sum differ in at
least two places. -/
theorem hammingDist_ge_two_of_sum_eq {n : ℕ} {p q : Fin n → ZMod 10}
    (hsum : ∑ i, p i = ∑ i, q i) (hne : p ≠ q) :
    2 ≤ hammingDist p q := by sorry

/-- Upper bound: a valid collection of plates has at most `10 ^ 5`
members. Indeed, two plates agreeing on the first five digits differ in
at most one place, so the "first five digits" map is injective on any
valid collection, whose codomain has size `10 ^ 5`. -/
theorem card_le_of_valid {S : Finset Plate} (hS : IsValid S) :
    S.card ≤ 10 ^ 5 := by sorry

snip end

determine answer : ℕ := 10 ^ 5

problem usa1990_p1 :
    IsGreatest {k : ℕ | ∃ S : Finset Plate, S.card = k ∧ IsValid S} answer := by sorry

end Usa1990P1
