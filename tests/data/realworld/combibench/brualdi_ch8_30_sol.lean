/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/brualdi_ch8_30_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

/--
Prove that the partition function satisfies $p_{n} > p_{n-1}$ when $2 ≤ n$.
-/
theorem brualdi_ch8_30 (n : ℕ) (hn : 2 ≤ n) :
    Fintype.card (Nat.Partition (n - 1)) < Fintype.card (Nat.Partition n) := by sorry
