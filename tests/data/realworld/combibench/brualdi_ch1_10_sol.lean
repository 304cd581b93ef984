/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/brualdi_ch1_10_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

structure IsMagicSquare {n : ℕ} (M : Matrix (Fin n) (Fin n) ℕ) : Prop where
  mem : ∀ i j, M i j ∈ Finset.Icc 1 (n * n)
  pairwise : ∀ i j i' j', i ≠ i' ∨ j ≠ j' → M i j ≠ M i' j'
  same_sum : ∃ s, (∀ i, ∑ j, M i j = s) ∧ (∀ j, ∑ i, M i j = s) ∧ (∑ i, M i i.rev = s) ∧ ∑ i, M i i = s

/--
Verify that there is no magic square of order 2.
-/
theorem brualdi_ch1_10 : ¬∃ (M : Matrix (Fin 2) (Fin 2) ℕ), IsMagicSquare M := by sorry
