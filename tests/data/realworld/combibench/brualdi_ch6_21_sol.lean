/- Source: github.com/MoonshotAI/CombiBench, lean/CombiBench/with_solution/brualdi_ch6_21_sol.lean, commit 84063de0347b3c3abfd4bf724b040dfb2f06dcdb.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

/--
Prove that $D_{n}$ is an even number if and only if $n$ is an odd number.
-/
theorem brualdi_ch6_21 (n : ℕ) : Even (numDerangements n) ↔ Odd n := by sorry
