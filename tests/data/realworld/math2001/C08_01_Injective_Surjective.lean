/- Source: github.com/hrmacbeth/math2001, Math2001/08_Functions/01_Injective_Surjective.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Basic
import Library.Tactic.Exhaust
import Library.Tactic.ModEq
import Library.Theory.ParityModular

math2001_init
set_option pp.funBinderTypes true

open Function
namespace Int


def F : ℕ → ℤ
  | 0 => 1
  | 1 => 1
  | n + 2 => F (n + 1) + F n

#eval F 5 -- infoview displays `8`


#check @F -- infoview displays `F : ℕ → ℤ`


def q (x : ℝ) : ℝ := x + 3


#check @q -- infoview displays `q : ℝ → ℝ`


#check fun (x : ℝ) ↦ x ^ 2 -- infoview displays `fun x ↦ x ^ 2 : ℝ → ℝ`


example : Injective q := by sorry


example : ¬ Injective (fun x : ℝ ↦ x ^ 2) := by sorry


def s (a : ℚ) : ℚ := 3 * a + 2

example : Surjective s := by sorry


example : ¬ Surjective (fun x : ℝ ↦ x ^ 2) := by sorry


inductive Musketeer
  | athos
  | porthos
  | aramis
  deriving DecidableEq

open Musketeer


def f : Musketeer → Musketeer
  | athos => aramis
  | porthos => aramis
  | aramis => athos


example : ¬ Injective f := by sorry


example : ¬ Surjective f := by sorry


-- better (more automated) version of the previous proof
example : ¬ Surjective f := by sorry


def g : Musketeer → Musketeer
  | athos => porthos
  | porthos => aramis
  | aramis => athos


example : Injective g := by sorry


example : Surjective g := by sorry



example : Injective (fun (x:ℝ) ↦ x ^ 3) := by sorry

/-! # Exercises -/


example : Injective (fun (x : ℚ) ↦ x - 12) := by sorry

example : ¬ Injective (fun (x : ℚ) ↦ x - 12) := by sorry


example : Injective (fun (x : ℝ) ↦ 3) := by sorry

example : ¬ Injective (fun (x : ℝ) ↦ 3) := by sorry

example : Injective (fun (x : ℚ) ↦ 3 * x - 1) := by sorry

example : ¬ Injective (fun (x : ℚ) ↦ 3 * x - 1) := by sorry


example : Injective (fun (x : ℤ) ↦ 3 * x - 1) := by sorry

example : ¬ Injective (fun (x : ℤ) ↦ 3 * x - 1) := by sorry


example : Surjective (fun (x : ℝ) ↦ 2 * x) := by sorry

example : ¬ Surjective (fun (x : ℝ) ↦ 2 * x) := by sorry


example : Surjective (fun (x : ℤ) ↦ 2 * x) := by sorry

example : ¬ Surjective (fun (x : ℤ) ↦ 2 * x) := by sorry

example : Surjective (fun (n : ℕ) ↦ n ^ 2) := by sorry

example : ¬ Surjective (fun (n : ℕ) ↦ n ^ 2) := by sorry

inductive White
  | meg
  | jack
  deriving DecidableEq

open White

def h : Musketeer → White
  | athos => jack
  | porthos => meg
  | aramis => jack

example : Injective h := by sorry

example : ¬ Injective h := by sorry

example : Surjective h := by sorry

example : ¬ Surjective h := by sorry


def l : White → Musketeer
  | meg => aramis
  | jack => porthos

example : Injective l := by sorry

example : ¬ Injective l := by sorry


example : Surjective l := by sorry

example : ¬ Surjective l := by sorry

example (f : X → Y) : Injective f ↔ ∀ x1 x2 : X, x1 ≠ x2 → f x1 ≠ f x2 := by sorry

example : ∀ (f : ℚ → ℚ), Injective f → Injective (fun x ↦ f x + 1) := by sorry

example : ¬ ∀ (f : ℚ → ℚ), Injective f → Injective (fun x ↦ f x + 1) := by sorry


example : ∀ (f : ℚ → ℚ), Injective f → Injective (fun x ↦ f x + x) := by sorry

example : ¬ ∀ (f : ℚ → ℚ), Injective f → Injective (fun x ↦ f x + x) := by sorry

example : ∀ (f : ℤ → ℤ), Surjective f → Surjective (fun x ↦ 2 * f x) := by sorry

example : ¬ ∀ (f : ℤ → ℤ), Surjective f → Surjective (fun x ↦ 2 * f x) := by sorry

example : ∀ c : ℝ, Surjective (fun x ↦ c * x) := by sorry

example : ¬ ∀ c : ℝ, Surjective (fun x ↦ c * x) := by sorry

example {f : ℚ → ℚ} (hf : ∀ x y, x < y → f x < f y) : Injective f := by sorry

example {f : X → ℕ} {x0 : X} (h0 : f x0 = 0) {i : X → X}
    (hi : ∀ x, f (i x) = f x + 1) : Surjective f := by sorry
