/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1962_a5.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

abbrev putnam_1962_a5_solution : ℕ → ℕ := sorry
-- fun n : ℕ => n * (n + 1) * 2^(n - 2)
/--
Evaluate in closed form \[ \sum_{k=1}^n {n \choose k} k^2. \]
-/
theorem putnam_1962_a5
: ∀ n ≥ 2, putnam_1962_a5_solution n = ∑ k ∈ Finset.Icc 1 n, Nat.choose n k * k^2 :=
sorry
