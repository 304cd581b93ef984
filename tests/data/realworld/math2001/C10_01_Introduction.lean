/- Source: github.com/hrmacbeth/math2001, Math2001/10_Relations/01_Introduction.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic
import Library.Tactic.Exhaust
import Library.Tactic.ModEq

math2001_init


example : Reflexive ((·:ℕ) ∣ ·) := by sorry


example : ¬ Symmetric ((·:ℕ) ∣ ·) := by sorry


example : AntiSymmetric ((·:ℕ) ∣ ·) := by sorry


example : Transitive ((·:ℕ) ∣ ·) := by sorry


example : Reflexive ((·:ℝ) = ·) := by sorry

example : Symmetric ((·:ℝ) = ·) := by sorry

example : AntiSymmetric ((·:ℝ) = ·) := by sorry

example : Transitive ((·:ℝ) = ·) := by sorry


section
local infix:50 "∼" => fun (x y : ℝ) ↦ (x - y) ^ 2 ≤ 1

example : Reflexive (· ∼ ·) := by sorry

example : Symmetric (· ∼ ·) := by sorry

example : ¬ AntiSymmetric (· ∼ ·) := by sorry

example : ¬ Transitive (· ∼ ·) := by sorry

end


section

inductive Hand
  | rock
  | paper
  | scissors

open Hand


@[reducible] def r : Hand → Hand → Prop
  | rock, rock => False
  | rock, paper => True
  | rock, scissors => False
  | paper, rock => False
  | paper, paper => False
  | paper, scissors => True
  | scissors, rock => True
  | scissors, paper => False
  | scissors, scissors => False

local infix:50 " ≺ " => r


example : ¬ Reflexive (· ≺ ·) := by sorry

example : ¬ Symmetric (· ≺ ·) := by sorry

example : AntiSymmetric (· ≺ ·) := by sorry

example : ¬ Transitive (· ≺ ·) := by sorry

end

/-! # Exercises -/


example : ¬ Symmetric ((·:ℝ) < ·) := by sorry

section
local infix:50 "∼" => fun (x y : ℤ) ↦ x ≡ y [ZMOD 2]

example : ¬ AntiSymmetric (· ∼ ·) := by sorry

end


section
inductive Little
  | meg
  | jo
  | beth
  | amy
  deriving DecidableEq

open Little

@[reducible] def s : Little → Little → Prop
  | meg, meg => True
  | meg, jo => True
  | meg, beth => True
  | meg, amy => True
  | jo, meg => True
  | jo, jo => True
  | jo, beth => True
  | jo, amy => False
  | beth, meg => True
  | beth, jo => True
  | beth, beth => False
  | beth, amy => True
  | amy, meg => True
  | amy, jo => False
  | amy, beth => True
  | amy, amy => True

local infix:50 " ∼ " => s


example : Reflexive (· ∼ ·) := by sorry

example : ¬ Reflexive (· ∼ ·) := by sorry

example : Symmetric (· ∼ ·) := by sorry

example : ¬ Symmetric (· ∼ ·) := by sorry

example : AntiSymmetric (· ∼ ·) := by sorry

example : ¬ AntiSymmetric (· ∼ ·) := by sorry

example : Transitive (· ∼ ·) := by sorry

example : ¬ Transitive (· ∼ ·) := by sorry

end


section
local infix:50 "∼" => fun (x y : ℤ) ↦ y ≡ x + 1 [ZMOD 5]

example : Reflexive (· ∼ ·) := by sorry

example : ¬ Reflexive (· ∼ ·) := by sorry

example : Symmetric (· ∼ ·) := by sorry

example : ¬ Symmetric (· ∼ ·) := by sorry

example : AntiSymmetric (· ∼ ·) := by sorry

example : ¬ AntiSymmetric (· ∼ ·) := by sorry

example : Transitive (· ∼ ·) := by sorry

example : ¬ Transitive (· ∼ ·) := by sorry

end


section
local infix:50 "∼" => fun (x y : ℤ) ↦ x + y ≡ 0 [ZMOD 3]

example : Reflexive (· ∼ ·) := by sorry

example : ¬ Reflexive (· ∼ ·) := by sorry

example : Symmetric (· ∼ ·) := by sorry

example : ¬ Symmetric (· ∼ ·) := by sorry

example : AntiSymmetric (· ∼ ·) := by sorry

example : ¬ AntiSymmetric (· ∼ ·) := by sorry

example : Transitive (· ∼ ·) := by sorry

example : ¬ Transitive (· ∼ ·) := by sorry

end


example : Reflexive ((· : Set ℕ) ⊆ ·) := by sorry

example : ¬ Reflexive ((· : Set ℕ) ⊆ ·) := by sorry

example : Symmetric ((· : Set ℕ) ⊆ ·) := by sorry

example : ¬ Symmetric ((· : Set ℕ) ⊆ ·) := by sorry

example : AntiSymmetric ((· : Set ℕ) ⊆ ·) := by sorry

example : ¬ AntiSymmetric ((· : Set ℕ) ⊆ ·) := by sorry

example : Transitive ((· : Set ℕ) ⊆ ·) := by sorry

example : ¬ Transitive ((· : Set ℕ) ⊆ ·) := by sorry



section
local infix:50 "≺" => fun ((x1, y1) : ℝ × ℝ) (x2, y2) ↦ (x1 ≤ x2 ∧ y1 ≤ y2)

example : Reflexive (· ≺ ·) := by sorry

example : ¬ Reflexive (· ≺ ·) := by sorry

example : Symmetric (· ≺ ·) := by sorry

example : ¬ Symmetric (· ≺ ·) := by sorry

example : AntiSymmetric (· ≺ ·) := by sorry

example : ¬ AntiSymmetric (· ≺ ·) := by sorry

example : Transitive (· ≺ ·) := by sorry

example : ¬ Transitive (· ≺ ·) := by sorry

end
