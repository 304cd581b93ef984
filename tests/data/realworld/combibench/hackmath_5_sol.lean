/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/hackmath_5_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

open MeasureTheory ProbabilityTheory ENNReal


/--
There are 10 red marbles, 6 green marbles, and 4 blue marbles in a box. What is the probability of picking the next red marble?
-/
theorem hackmath_5 : uniformOn (Ω := (Fin 20)) ⊤ {i | i.1 < 10} = ((1 / 2) : ENNReal ) := by sorry
