/- Source: github.com/hrmacbeth/math2001, Math2001/08_Functions/04_Product_Types.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Data.Real.Basic
import Library.Theory.InjectiveSurjective
import Library.Basic
import Library.Tactic.ModEq

math2001_init
set_option pp.funBinderTypes true

open Function



def q (m : ℤ) : ℤ × ℤ := (m + 1, 2 - m)

example : Injective q := by sorry


example : ¬ Surjective q := by sorry


example : Bijective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m + 2 * n)) := by sorry


example : Bijective (fun ((m, n) : ℝ × ℝ) ↦ (m + n, m - n)) := by sorry

example : ¬ Bijective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m - n)) := by sorry


example : Injective (fun ((x, y) : ℝ × ℝ) ↦ (x + y, x - y, y)) := by sorry


example : ¬ Injective (fun ((x, y) : ℝ × ℝ) ↦ x + y) := by sorry

example : Surjective (fun ((x, y) : ℝ × ℝ) ↦ x + y) := by sorry


example : ¬ Injective (fun ((m, n) : ℤ × ℤ) ↦ 5 * m + 8 * n) := by sorry

example : Surjective (fun ((m, n) : ℤ × ℤ) ↦ 5 * m + 8 * n) := by sorry


example : ¬ Injective (fun ((m, n) : ℤ × ℤ) ↦ 5 * m + 10 * n) := by sorry

example : ¬ Surjective (fun ((m, n) : ℤ × ℤ) ↦ 5 * m + 10 * n) := by sorry


def g : ℝ × ℝ → ℝ × ℝ
  | (x, y) => (y, x)

example : g ∘ g = id := by sorry


def A : ℕ → ℕ
  | 0 => 0
  | n + 1 => A n + n + 1

theorem A_mono {n m : ℕ} (h : n ≤ m) : A n ≤ A m := by sorry


theorem of_A_add_mono {a1 a2 b1 b2 : ℕ} (h : A (a1 + b1) + b1 ≤ A (a2 + b2) + b2) :
    a1 + b1 ≤ a2 + b2 := by sorry


def p : ℕ × ℕ → ℕ
  | (a, b) => A (a + b) + b


def i : ℕ × ℕ → ℕ × ℕ
  | (0, b) => (b + 1, 0)
  | (a + 1, b) => (a, b + 1)

theorem p_comp_i (x : ℕ × ℕ) : p (i x) = p x + 1 := by sorry

example : Bijective p := by sorry

/-! # Exercises -/


example : Bijective (fun ((r, s) : ℚ × ℚ) ↦ (s, r - s)) := by sorry

example : ¬ Injective (fun ((x, y) : ℤ × ℤ) ↦ x - 2 * y - 1) := by sorry
example : Surjective (fun ((x, y) : ℤ × ℤ) ↦ x - 2 * y - 1) := by sorry

example : ¬ Surjective (fun ((x, y) : ℚ × ℚ) ↦ x ^ 2 + y ^ 2) := by sorry

example : Surjective (fun ((x, y) : ℚ × ℚ) ↦ x ^ 2 - y ^ 2) := by sorry

example : Surjective (fun ((a, b) : ℚ × ℕ) ↦ a ^ b) := by sorry

example : ¬ Injective
    (fun ((x, y, z) : ℝ × ℝ × ℝ) ↦ (x + y + z, x + 2 * y + 3 * z)) := by sorry

example : Injective (fun ((x, y) : ℝ × ℝ) ↦ (x + y, x + 2 * y, x + 3 * y)) := by sorry

def h : ℝ × ℝ × ℝ → ℝ × ℝ × ℝ
  | (x, y, z) => (y, z, x)

example : h ∘ h ∘ h = id := by sorry
