/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1991P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Int.ConditionallyCompleteOrder
public import Mathlib.Data.Int.Star
public import Mathlib.FieldTheory.Finite.Basic
public import ProblemExtraction

@[expose] public section

problem_file {
  tags := [.NumberTheory]
}

/-!
# USA Mathematical Olympiad 1991, Problem 3

Define the function $f$ on the natural numbers by $f(1) = 2$, $f(n) = 2^{f(n-1)}$.
Show that $f(n)$ has the same residue mod $m$ for all sufficiently large $n$.
-/

namespace Usa1991P3

/-- The tower-of-exponents function of the problem, with the index shifted by one:
`f 0 = 2` and `f (n + 1) = 2 ^ f n`, so that the problem's `f n` is our `f (n - 1)`. -/
def f : ℕ → ℕ
  | 0 => 2
  | n + 1 => 2 ^ f n

snip begin

/- The trick of the problem is to use strong induction on the modulus `m`
(not on `n`). The case `m = 1` is trivial. If `m` is even, write `m = 2 ^ a * b`
with `b` odd: by the induction hypothesis `f n` is eventually constant mod `b`,
while `f n` is eventually `0` mod `2 ^ a`, so the Chinese remainder theorem gives
that `f n` is eventually constant mod `m`. If `m` is odd, then `2 ^ φ m ≡ 1 [MOD m]`
by Euler's theorem and `φ m < m`, so by the induction hypothesis `f n` is eventually
constant mod `φ m`, and hence `f (n + 1) = 2 ^ f n` is eventually constant mod `m`. -/

lemma f_succ (n : ℕ) : f (n + 1) = 2 ^ f n := sorry

/-- The tower grows at least linearly. -/
lemma le_f (n : ℕ) : n + 2 ≤ f n := by sorry

lemma f_monotone : Monotone f := by sorry

/-- Eventually `f n` is divisible by any prescribed power of two. -/
lemma two_pow_dvd_f (a n : ℕ) (ha : 1 ≤ a) (hn : a ≤ n) : 2 ^ a ∣ f n := by sorry

/-- Main step: strong induction on the modulus. -/
lemma eventually_constant_mod (m : ℕ) (hm : 1 ≤ m) :
    ∃ N : ℕ, ∀ n : ℕ, N ≤ n → f n ≡ f N [MOD m] := by sorry

snip end

problem usa1991_p3 (m : ℕ) (hm : 1 ≤ m) :
    ∃ N : ℕ, ∀ n : ℕ, N ≤ n → f n ≡ f N [MOD m] := sorry

end Usa1991P3
