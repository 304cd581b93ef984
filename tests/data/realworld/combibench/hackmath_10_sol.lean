/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/hackmath_10_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib


/--
How many different ways can three people divide seven pears and five apples?
-/
theorem hackmath_10 (sols : Finset (Fin 3 → (ℕ × ℕ)))
    (h_sols : ∀ f, f ∈ sols ↔ (∑ i, (f i).1 = 7 ∧ ∑ i, (f i).2 = 5)) :
    sols.card = ((756) : ℕ ) := by sorry
