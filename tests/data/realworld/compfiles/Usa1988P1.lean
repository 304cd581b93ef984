/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1988P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Nat.ModEq
public import Mathlib.Data.Nat.Prime.Defs
public import Mathlib.Tactic.NormNum.GCD
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1988, Problem 1

The repeating decimal 0.ab ... k pq ... u = m/n, where m and n are
relatively prime integers, and there is at least one decimal before
the repeating part. Show that n is divisible by 2 or 5 (or both).
[For example, 0.01136̅ = 0.01136363636 ... = 1/88 and 88 is divisible
by 2.]
-/

namespace Usa1988P1

/-!
We model the repeating decimal `0.ab…k⟨pq…u⟩` as follows: `r ≥ 1` is the
number of digits before the repeating part, `s ≥ 1` is the length of the
repeating part, `a` is the integer formed by the digits `ab…k` and `b` is
the integer formed by the digits `pq…u`. The value of the decimal is then

  a / 10^r + b / (10^r * (10^s - 1)) = (a * (10^s - 1) + b) / (10^r * (10^s - 1)).

The last digits of `a` and `b` differ (`k ≠ u`), for otherwise the
repeating part could have been started one digit earlier.
-/

snip begin

-- Based on the solution by John Scholes (kalva):
-- https://prase.cz/kalva/usa/usoln/usol881.html

/-- The numerator `a * (10 ^ s - 1) + b` of the unreduced fraction is
congruent to `b - a` modulo 10, so it is not divisible by 10 when the
last digits of `a` and `b` differ. -/
lemma not_ten_dvd_num {a b s : ℕ} (hs : 1 ≤ s) (hab : a % 10 ≠ b % 10) :
    ¬ 10 ∣ a * (10 ^ s - 1) + b := by sorry

snip end

problem usa1988_p1 {r s : ℕ} (hr : 1 ≤ r) (hs : 1 ≤ s) {a b : ℕ}
    (hab : a % 10 ≠ b % 10) {m n : ℕ} (hn : n ≠ 0) (hmn : m.Coprime n)
    (h : (m : ℚ) / (n : ℚ) = ((a * (10 ^ s - 1) + b : ℕ) : ℚ) /
        ((10 ^ r * (10 ^ s - 1) : ℕ) : ℚ)) :
    2 ∣ n ∨ 5 ∣ n := by sorry

end Usa1988P1
