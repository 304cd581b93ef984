/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_2000_b2.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

open Topology Filter Nat

/--
Prove that the expression
\[
\frac{gcd(m,n)}{n}\binom{n}{m}
\]
is an integer for all pairs of integers $n\geq m\geq 1$.
-/
theorem putnam_2000_b2
: (∀ m n : ℕ, m ≥ 1 → n ≥ m → n ∣ Nat.gcd m n * Nat.choose n m) :=
sorry
