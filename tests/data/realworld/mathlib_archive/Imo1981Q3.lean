/- Source: github.com/leanprover-community/mathlib4, Archive/Imo/Imo1981Q3.lean, commit 0f24aee7da46f85fee5cacc716172444ce31e582.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2020 Kevin Lacker. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kevin Lacker
-/
import Mathlib.Data.Int.Lemmas
import Mathlib.Data.Nat.Fib
import Mathlib.Tactic.Linarith
import Mathlib.Tactic.LinearCombination

#align_import imo.imo1981_q3 from "leanprover-community/mathlib"@"2d6f88c296da8df484d7f5b9ee1d10910ab473a2"

/-!
# IMO 1981 Q3

Determine the maximum value of `m ^ 2 + n ^ 2`, where `m` and `n` are integers in
`{1, 2, ..., 1981}` and `(n ^ 2 - m * n - m ^ 2) ^ 2 = 1`.

The trick to this problem is that `m` and `n` have to be consecutive Fibonacci numbers,
because you can reduce any solution to a smaller one using the Fibonacci recurrence.
-/


/-
First, define the problem in terms of finding the maximum of a set.

We first generalize the problem to `{1, 2, ..., N}` and specialize to `N = 1981` at the very end.
-/
open Int Nat Set

namespace Imo1981Q3

variable (N : ℕ)

-- N = 1981
@[mk_iff]
structure ProblemPredicate (m n : ℤ) : Prop where
  m_range : m ∈ Ioc 0 (N : ℤ)
  n_range : n ∈ Ioc 0 (N : ℤ)
  eq_one : (n ^ 2 - m * n - m ^ 2) ^ 2 = 1
#align imo1981_q3.problem_predicate Imo1981Q3.ProblemPredicate

def specifiedSet : Set ℤ :=
  {k : ℤ | ∃ m : ℤ, ∃ n : ℤ, k = m ^ 2 + n ^ 2 ∧ ProblemPredicate N m n}
#align imo1981_q3.specified_set Imo1981Q3.specifiedSet

/-
We want to reduce every solution to a smaller solution. Specifically,
we show that when `(m, n)` is a solution, `(n - m, m)` is also a solution,
except for the base case of `(1, 1)`.
-/
namespace ProblemPredicate

variable {N}

theorem m_le_n {m n : ℤ} (h1 : ProblemPredicate N m n) : m ≤ n := by sorry
#align imo1981_q3.problem_predicate.m_le_n Imo1981Q3.ProblemPredicate.m_le_n

theorem eq_imp_1 {n : ℤ} (h1 : ProblemPredicate N n n) : n = 1 := sorry
#align imo1981_q3.problem_predicate.eq_imp_1 Imo1981Q3.ProblemPredicate.eq_imp_1

theorem reduction {m n : ℤ} (h1 : ProblemPredicate N m n) (h2 : 1 < n) :
    ProblemPredicate N (n - m) m := by sorry
#align imo1981_q3.problem_predicate.reduction Imo1981Q3.ProblemPredicate.reduction

end ProblemPredicate

/-
It will be convenient to have the lemmas above in their natural number form.
Most of these can be proved with the `norm_cast` family of tactics.
-/
def NatPredicate (m n : ℕ) : Prop :=
  ProblemPredicate N ↑m ↑n
#align imo1981_q3.nat_predicate Imo1981Q3.NatPredicate

namespace NatPredicate

variable {N}

nonrec theorem m_le_n {m n : ℕ} (h1 : NatPredicate N m n) : m ≤ n := sorry
#align imo1981_q3.nat_predicate.m_le_n Imo1981Q3.NatPredicate.m_le_n

nonrec theorem eq_imp_1 {n : ℕ} (h1 : NatPredicate N n n) : n = 1 := sorry
#align imo1981_q3.nat_predicate.eq_imp_1 Imo1981Q3.NatPredicate.eq_imp_1

nonrec theorem reduction {m n : ℕ} (h1 : NatPredicate N m n) (h2 : 1 < n) :
    NatPredicate N (n - m) m := by sorry
#align imo1981_q3.nat_predicate.reduction Imo1981Q3.NatPredicate.reduction

theorem n_pos {m n : ℕ} (h1 : NatPredicate N m n) : 0 < n := sorry
#align imo1981_q3.nat_predicate.n_pos Imo1981Q3.NatPredicate.n_pos

theorem m_pos {m n : ℕ} (h1 : NatPredicate N m n) : 0 < m := sorry
#align imo1981_q3.nat_predicate.m_pos Imo1981Q3.NatPredicate.m_pos

theorem n_le_N {m n : ℕ} (h1 : NatPredicate N m n) : n ≤ N := sorry
set_option linter.uppercaseLean3 false in
#align imo1981_q3.nat_predicate.n_le_N Imo1981Q3.NatPredicate.n_le_N

/-
Now we can use induction to show that solutions must be Fibonacci numbers.
-/
theorem imp_fib {n : ℕ} : ∀ m : ℕ, NatPredicate N m n → ∃ k : ℕ, m = fib k ∧ n = fib (k + 1) := by sorry
#align imo1981_q3.nat_predicate.imp_fib Imo1981Q3.NatPredicate.imp_fib

end NatPredicate

/-
Next, we prove that if `N < fib K + fib (K+1)`, then the largest `m` and `n`
satisfying `NatPredicate m n N` are `fib K` and `fib (K+1)`, respectively.
-/
variable {K : ℕ} (HK : N < fib K + fib (K + 1)) {N}

theorem m_n_bounds {m n : ℕ} (h1 : NatPredicate N m n) : m ≤ fib K ∧ n ≤ fib (K + 1) := by sorry
#align imo1981_q3.m_n_bounds Imo1981Q3.m_n_bounds

/-
We spell out the consequences of this result for `specifiedSet N` here.
-/
variable {M : ℕ} (HM : M = fib K ^ 2 + fib (K + 1) ^ 2)

theorem k_bound {m n : ℤ} (h1 : ProblemPredicate N m n) : m ^ 2 + n ^ 2 ≤ M := by sorry
#align imo1981_q3.k_bound Imo1981Q3.k_bound

theorem solution_bound : ∀ {k : ℤ}, k ∈ specifiedSet N → k ≤ M := sorry
#align imo1981_q3.solution_bound Imo1981Q3.solution_bound

theorem solution_greatest (H : ProblemPredicate N (fib K) (fib (K + 1))) :
    IsGreatest (specifiedSet N) M := sorry
#align imo1981_q3.solution_greatest Imo1981Q3.solution_greatest

end Imo1981Q3

open Imo1981Q3

/-
Now we just have to demonstrate that 987 and 1597 are in fact the largest Fibonacci
numbers in this range, and thus provide the maximum of `specifiedSet`.
-/
theorem imo1981_q3 : IsGreatest (specifiedSet 1981) 3524578 := by sorry
#align imo1981_q3 imo1981_q3
