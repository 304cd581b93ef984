/- Source: github.com/hrmacbeth/math2001, Math2001/08_Functions/02_Bijective.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic
import Library.Tactic.Exhaust

math2001_init

open Function


def p (x : ℝ) : ℝ := 2 * x - 5

example : Bijective p := by sorry



def a (t : ℝ) : ℝ := t ^ 3 - t

example : ¬ Bijective a := by sorry


inductive Celestial
  | sun
  | moon
  deriving DecidableEq

inductive Subatomic
  | proton
  | neutron
  | electron
  deriving DecidableEq

open Celestial Subatomic


def f : Celestial → Subatomic
  | sun => proton
  | moon => electron


example : ¬ Bijective f := by sorry


example {f : X → Y} : Bijective f ↔ ∀ y, ∃! x, f x = y := by sorry


example : ∀ f : Celestial → Celestial, Injective f → Bijective f := by sorry


example : ¬ ∀ f : ℕ → ℕ, Injective f → Bijective f := by sorry

/-! # Exercises -/


example : Bijective (fun (x : ℝ) ↦ 4 - 3 * x) := by sorry

example : ¬ Bijective (fun (x : ℝ) ↦ 4 - 3 * x) := by sorry


example : Bijective (fun (x : ℝ) ↦ x ^ 2 + 2 * x) := by sorry

example : ¬ Bijective (fun (x : ℝ) ↦ x ^ 2 + 2 * x) := by sorry

inductive Element
  | fire
  | water
  | earth
  | air
  deriving DecidableEq

open Element

def e : Element → Element
  | fire => earth
  | water => air
  | earth => fire
  | air => water

example : Bijective e := by sorry

example : ¬ Bijective e := by sorry


example : ∀ f : Subatomic → Subatomic, Injective f → Bijective f := by sorry


example : ∀ f : Element → Element, Injective f → Bijective f := by sorry
