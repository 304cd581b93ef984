/- Source: github.com/leanprover-community/batteries, Batteries/Data/Nat/Bisect.lean, commit 45f65c8b8292f98a70a0eccb706f89bb3e69feab.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 François G. Dorais. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: François G. Dorais
-/
module

public import Batteries.Tactic.Basic

@[expose] public section

namespace Nat

/-- Average of two natural numbers rounded toward zero. -/
abbrev avg (a b : Nat) := (a + b) / 2

theorem avg_comm (a b : Nat) : avg a b = avg b a := by sorry

theorem avg_le_left (h : b ≤ a) : avg a b ≤ a := by sorry

theorem avg_le_right (h : a ≤ b) : avg a b ≤ b := by sorry

theorem avg_lt_left (h : b < a) : avg a b < a := by sorry

theorem avg_lt_right (h : a < b) : avg a b < b := by sorry

theorem le_avg_left (h : a ≤ b) : a ≤ avg a b := by sorry

theorem le_avg_right (h : b ≤ a) : b ≤ avg a b := by sorry

theorem le_add_one_of_avg_eq_left (h : avg a b = a) : b ≤ a + 1 := by sorry

theorem le_add_one_of_avg_eq_right (h : avg a b = b) : a ≤ b + 1 := by sorry

/--
Given natural numbers `a < b` such that `p a = true` and `p b = false`, `bisect` finds a natural
number `a ≤ c < b` such that `p c = true` and `p (c+1) = false`.
-/
def bisect {p : Nat → Bool} (h : start < stop) (hstart : p start = true) (hstop : p stop = false) :=
  let mid := avg start stop
  have hmidstop : mid < stop := by apply Nat.div_lt_of_lt_mul; omega
  if hstartmid : start < mid then
    match hmid : p mid with
    | false => bisect hstartmid hstart hmid
    | true => bisect hmidstop hmid hstop
  else
    mid
termination_by stop - start

theorem bisect_lt_stop {p : Nat → Bool} (h : start < stop) (hstart : p start = true)
    (hstop : p stop = false) : bisect h hstart hstop < stop := by sorry

theorem start_le_bisect {p : Nat → Bool} (h : start < stop) (hstart : p start = true)
    (hstop : p stop = false) : start ≤ bisect h hstart hstop := by sorry

theorem bisect_true {p : Nat → Bool} (h : start < stop) (hstart : p start = true)
    (hstop : p stop = false) : p (bisect h hstart hstop) = true := by sorry

theorem bisect_add_one_false {p : Nat → Bool} (h : start < stop) (hstart : p start = true)
    (hstop : p stop = false) : p (bisect h hstart hstop + 1) = false := by sorry

