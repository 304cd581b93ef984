/- Source: github.com/hrmacbeth/math2001, Library/Theory/GCD.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Mathlib.Tactic.LinearCombination
import Library.Tactic.Induction

open Int

@[decreasing] theorem lower_bound_fmod1 (a b : ℤ) (h1 : 0 < b) : -b < fmod a b := by sorry

@[decreasing] theorem lower_bound_fmod2 (a b : ℤ) (h1 : b < 0) : b < fmod a (-b) := by sorry

@[decreasing] theorem upper_bound_fmod2 (a b : ℤ) (h1 : b < 0) : fmod a (-b) < -b := by sorry

attribute [decreasing] fmod_lt_of_pos

def gcd (a b : ℤ) : ℤ :=
  if 0 < b then
    gcd b (fmod a b)
  else if b < 0 then
    gcd b (fmod a (-b))
  else if 0 ≤ a then
    a
  else
    -a
termination_by _ a b => b

theorem gcd_nonneg (a b : ℤ) : 0 ≤ _root_.gcd a b := by sorry

mutual
theorem gcd_dvd_right (a b : ℤ) : _root_.gcd a b ∣ b := by sorry

theorem gcd_dvd_left (a b : ℤ) : _root_.gcd a b ∣ a := by sorry

end

namespace Bezout
mutual

def L (a b : ℤ) : ℤ :=
  if 0 < b then
    R b (fmod a b)
  else if b < 0 then
    R b (fmod a (-b)) 
  else if 0 ≤ a then 
    1
  else
    -1

def R (a b : ℤ) : ℤ :=
  if 0 < b then
    L b (fmod a b) - (fdiv a b) * R b (fmod a b)
  else if b < 0 then
    L b (fmod a (-b)) + (fdiv a (-b)) * R b (fmod a (-b))
  else
    0

end
termination_by L a b => b ; R a b => b

theorem L_mul_add_R_mul (a b : ℤ) : L a b * a + R a b * b = _root_.gcd a b := by sorry

end Bezout
open Bezout

theorem bezout (a b : ℤ) : ∃ x y : ℤ, x * a + y * b = _root_.gcd a b := sorry
