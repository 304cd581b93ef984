/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/hackmath_3_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib


/--
How many four-digit numbers can be formed from the numbers 3 5 8 9 if they are not allowed to be repeated?
-/
theorem hackmath_3 (sol : Finset ℕ)
    (h_sol : ∀ s, s ∈ sol ↔ 1000 ≤ s ∧ s ≤ 9999 ∧ (Nat.digits 10 s).toFinset = {3, 5, 8, 9}) :
    sol.card = ((24) : ℕ ) := by sorry
