/- Source: github.com/leanprover-community/batteries, Batteries/Data/List/Count.lean, commit 45f65c8b8292f98a70a0eccb706f89bb3e69feab.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2014 Parikshit Khanna. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Parikshit Khanna, Jeremy Avigad, Leonardo de Moura, Floris van Doorn, Mario Carneiro
-/
module
public import Batteries.Data.List.Lemmas

@[expose] public section

/-!
# Counting in lists

This file proves basic properties of `List.countP` and `List.count`, which count the number of
elements of a list satisfying a predicate and equal to a given element respectively. Their
definitions can be found in `Batteries.Data.List.Basic`.
-/


open Nat

namespace List

/-! ### count -/

section count

theorem count_singleton' [DecidableEq α] (a b : α) : count a [b] = if b = a then 1 else 0 := by sorry

theorem count_concat [BEq α] [LawfulBEq α] (a : α) (l : List α) :
    count a (concat l a) = count a l + 1 := by sorry

/-! ### idxToSigmaCount, sigmaCountToIdx -/

section

attribute [local grind =_] idxOfNth_lt_length_iff
attribute [local grind =_] idxOfNth_eq_length_iff

/-- `idxToSigmaCount` is essentially a `Fin`-to-`Fin` wrapper for `countBefore` that also
includes the corresponding element.

For example:
```
idxToSigmaCount [5, 1, 3, 2, 4, 0, 1, 4] 5 = ⟨0, 0⟩
```
-/
def idxToSigmaCount [BEq α] [ReflBEq α] (xs : List α) (i : Fin xs.length) :
    (x : α) × Fin (xs.count x) := ⟨xs[i.1], xs.countBefore xs[i.1] i, by grind⟩

@[simp, grind =]
theorem fst_idxToSigmaCount [BEq α] [ReflBEq α] {xs: List α} {i : Fin xs.length} :
    (xs.idxToSigmaCount i).1 = xs[i.1] := by sorry

@[simp, grind =]
theorem snd_idxToSigmaCount [BEq α] [ReflBEq α] {xs: List α} {i : Fin xs.length} :
    (xs.idxToSigmaCount i).2 = ⟨xs.countBefore xs[i.1] i, by grind⟩ := by sorry

@[simp, grind =]
theorem coe_snd_idxToSigmaCount [BEq α] [ReflBEq α] {xs: List α} {i : Fin xs.length} :
    ((xs.idxToSigmaCount i).2 : Nat) = xs.countBefore xs[i.1] i := by sorry

/-- `sigmaCountToIdx` is a `_ × Fin`-to-`Fin` wrapper for `countBefore`.

For example:
```
sigmaCountToIdx [5, 1, 3, 2, 4, 0, 1, 4] ⟨0, 0⟩ = 5
```
-/
def sigmaCountToIdx [BEq α] (xs : List α) (xc : (x : α) × Fin (xs.count x)) :
    Fin xs.length := ⟨xs.idxOfNth xc.1 xc.2, by grind⟩

@[simp, grind =]
theorem coe_sigmaCountToIdx [BEq α] {xs: List α} {xc : (x : α) × Fin (xs.count x)} :
    (xs.sigmaCountToIdx xc : Nat) = xs.idxOfNth xc.1 xc.2 := by sorry

@[simp, grind =]
theorem sigmaCountToIdx_idxToSigmaCount [BEq α] [ReflBEq α] {xs : List α}
    {i : Fin xs.length} : xs.sigmaCountToIdx (xs.idxToSigmaCount i) = i := by sorry

theorem leftInverse_sigmaCountToIdx_idxToSigmaCount [BEq α] [ReflBEq α] {xs : List α} :
  xs.sigmaCountToIdx.LeftInverse xs.idxToSigmaCount := by sorry

theorem rightInverse_idxToSigmaCount_sigmaCountToIdx [BEq α] [ReflBEq α] {xs : List α} :
  xs.idxToSigmaCount.RightInverse xs.sigmaCountToIdx := by sorry

theorem injective_idxToSigmaCount [BEq α] [ReflBEq α] {xs : List α} :
    xs.idxToSigmaCount.Injective := by sorry

theorem surjective_sigmaCountToIdx [BEq α] [ReflBEq α] {xs : List α} :
    xs.sigmaCountToIdx.Surjective := by sorry

@[simp, grind =]
theorem idxToSigmaCount_sigmaCountToIdx [BEq α] [LawfulBEq α] {xs : List α}
    {xc : (x : α) × Fin (xs.count x)} : xs.idxToSigmaCount (xs.sigmaCountToIdx xc) = xc := by sorry

theorem leftInverse_idxToSigmaCount_sigmaCountToIdx [BEq α] [LawfulBEq α] {xs : List α} :
  xs.idxToSigmaCount.LeftInverse xs.sigmaCountToIdx := by sorry

theorem rightInverse_sigmaCountToIdx_idxToSigmaCount [BEq α] [LawfulBEq α] {xs : List α} :
  xs.sigmaCountToIdx.RightInverse xs.idxToSigmaCount := by sorry

theorem injective_sigmaCountToIdx [BEq α] [LawfulBEq α] {xs : List α} :
    xs.sigmaCountToIdx.Injective := by sorry

theorem surjective_idxToSigmaCount [BEq α] [LawfulBEq α] {xs : List α} :
    xs.idxToSigmaCount.Surjective := by sorry

end

