/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1966_b2.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

/--
Prove that, for any ten consecutive integers, at least one is relatively prime to all of the others.
-/
theorem putnam_1966_b2
(S : ℤ → Set ℤ)
(hS : S = fun n : ℤ => {n, n + 1, n + 2, n + 3, n + 4, n + 5, n + 6, n + 7, n + 8, n + 9})
: ∀ n : ℤ, n > 0 → (∃ k ∈ S n, ∀ m ∈ S n, k ≠ m → IsCoprime m k) :=
sorry
