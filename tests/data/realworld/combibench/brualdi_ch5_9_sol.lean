/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/brualdi_ch5_9_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib


/--
Evaluate the sum $\sum_{k=0}^{n}(-1)^{k}\binom{n}{k} 10^{k}$.
-/
theorem brualdi_ch5_9 (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (-1 : ℤ) ^ k * (n.choose k) * 10 ^ k =
    ((fun n => (-9 : ℤ)^n) : ℕ → ℤ ) n := by sorry
