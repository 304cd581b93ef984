/- Source: github.com/teorth/analysis, analysis/Analysis/Misc/NatBitwise.lean, commit d7a7572d15afb29683e2a485d8a14816c093f673.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib.Data.Nat.BitIndices
import Mathlib.Combinatorics.Colex

/-!
# Additional lemmas for natural number bit operations

This file contains general-purpose lemmas about `Nat.testBit`, `Nat.bitIndices`,
and sums of powers of 2 that are used throughout the formalization.

## Main results

* `Nat.testBit_iff_mem_bitIndices`: `n.testBit i = true ↔ i ∈ n.bitIndices`
* `Nat.testBit_finset_sum_pow_two`: For a finset `s` of natural numbers,
  `(∑ i ∈ s, 2^i).testBit j ↔ j ∈ s`
* `Nat.testBit_sum_pow_two_fin`: Same for `Finset (Fin k)`

These lemmas connect the bit representation of natural numbers with finset membership,
which is fundamental for binary encoding arguments.
-/

namespace Nat

/-- `n.testBit i = true` if and only if `i` appears in `n.bitIndices`.
    This connects the pointwise bit test with the list of set bit positions. -/
lemma testBit_iff_mem_bitIndices (n i : ℕ) :
    n.testBit i = true ↔ i ∈ n.bitIndices := by sorry

/-- `testBit` of a sum of distinct powers of 2 equals membership in the index set.
    For a finset `s` of natural numbers, `(∑ i ∈ s, 2^i).testBit j = true ↔ j ∈ s`. -/
lemma testBit_finset_sum_pow_two {s : Finset ℕ} {i : ℕ} :
    (s.sum (2^·)).testBit i = true ↔ i ∈ s := by sorry

/-- `testBit` of a sum of `2^j` over `Finset (Fin k)` equals membership.
    This is the `Fin`-indexed version of `testBit_finset_sum_pow_two`. -/
lemma testBit_sum_pow_two_fin {k : ℕ} {s : Finset (Fin k)} (j : Fin k) :
    (s.sum fun i => (2:ℕ)^i.val).testBit j.val ↔ j ∈ s := by sorry

end Nat
