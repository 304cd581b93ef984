/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1972P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Shalev Wengrowsky
-/

module

public import Mathlib.Data.Nat.Factorization.Basic

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1972, Problem 1

Let (a, b, ... , k) denote the greatest common divisor of the integers a, b, ... k
and [a, b, ... , k] denote their least common multiple.

Show that for any positive integers a, b, c we have
(a, b, c)² [a, b] [b, c] [c, a] = [a, b, c]² (a, b) (b, c) (c, a).
-/

namespace Usa1972P1

open Nat

snip begin
/-
  implementation of the proof from https://prase.cz/kalva/usa/usoln/usol721.html

  If we express a, b, c as a product of primes then the gcd has each prime
  to the smallest power and the lcm has each prime to the largest power.

  So the equation given is equivalent to showing that
    2 * min(r, s, t) + max(r, s) + max(s, t) + max(t, r) = 2 * max(r, s, t) + min(r, s) + min(s, t) + min(t, r)
  for non-negative integers r, s, t. Assume r ≤ s ≤ t. Then each side is 2r + s + 2t.
-/
snip end

problem usa1972_p1 (a b c : ℕ) :
  (gcd a (gcd b c)) ^ 2 * lcm a b * lcm b c * lcm c a =
  (lcm a (lcm b c)) ^ 2 * gcd a b * gcd b c * gcd c a := by sorry

end Usa1972P1
