/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/hackmath_1_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib


/--
How many ways can a teacher select a group of 6 students to sit in the front row if the class has 13 students?
-/
theorem hackmath_1 (sols : Finset (Fin 13 → Fin 2))
    (h_sols : ∀ f, f ∈ sols ↔ ((List.ofFn f).count 0 = 6)) :
    sols.card = ((1716) : ℕ ) := by sorry
