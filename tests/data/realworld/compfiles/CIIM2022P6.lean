/- Source: github.com/dwrensha/compfiles, Compfiles/CIIM2022P6.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 David Renshaw. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: David Renshaw, Kimi K3
-/

module

public import Mathlib.Tactic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# Iberoamerican Interuniversity Mathematics Competition 2022, Problem 6

Given a positive integer m, let d(m) be the number of postive
divisors of m. Show that for every positive integer n, one
has
       d((n + 1)!) ≤ 2d(n!).
-/

namespace CIIM2022P6

def d : ℕ → ℕ
| m => (Nat.divisors m).card

snip begin

/-- If `p ≥ 2` and `1 ≤ v` then `v * p ≤ p ^ v`. -/
lemma mul_le_self_pow {p v : ℕ} (hp : 2 ≤ p) (hv : 1 ≤ v) : v * p ≤ p ^ v := sorry

/-- Key combinatorial estimate. Let `P` be a finset of primes with multiplicities
`v p ≥ 1`, and set `N = ∏ p ∈ P, p ^ v p`. Then the sum of `(∏ p ∈ S, p ^ v p) / N ^ |S|`
over nonempty `S ⊆ P` is at most `1`. (Proof: induction on `P`, peeling off one prime.)
This is the exact estimate behind `d((n+1)!) ≤ 2 d(n!)`. -/
lemma sum_div_pow_le_one (P : Finset ℕ) (v : ℕ → ℕ) :
    (∀ p ∈ P, p.Prime) → (∀ p ∈ P, 1 ≤ v p) →
    ∑ S ∈ P.powerset.erase ∅, ((∏ p ∈ S, p ^ v p : ℕ) : ℚ) / (∏ p ∈ P, p ^ v p : ℕ) ^ S.card ≤ 1 := sorry

/-- The multiplicative bound `∏_{p | n+1} (v_p(n!) + v_p(n+1) + 1) ≤ 2 ∏_{p | n+1} (v_p(n!) + 1)`.
Together with the factorization of `(n+1)!` this is the heart of the problem. -/
lemma prod_factorization_le (n : ℕ) (hn : 0 < n) :
    ∏ p ∈ (n + 1).primeFactors, ((Nat.factorial n).factorization p + (n + 1).factorization p + 1)
      ≤ 2 * ∏ p ∈ (n + 1).primeFactors, ((Nat.factorial n).factorization p + 1) := sorry

snip end

problem ciim2022_p6 (n : ℕ) (hn : 0 < n) :
    d (Nat.factorial (n + 1)) ≤ 2 * d (Nat.factorial n) := sorry

end CIIM2022P6
