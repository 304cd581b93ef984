/- Source: github.com/Rimplin/KnightsAndKnaves-Lean4Game, Game/LevelLemmas/Logical.lean, commit 53aa75e13e19b6669efc0f5332808760166f291f.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib.Data.Multiset.Basic

theorem notleft_right {P Q : Prop} (Or : P ∨ Q)(notleft : ¬P) : Q := sorry

theorem notright_left {P Q : Prop} (Or : P ∨ Q)(notright : ¬Q) : P := sorry

theorem IfToIff (h : p → q) (h' : ¬p → ¬q) : p ↔ q := sorry

theorem IffToIf (h : p ↔ q) : (p → q) ∧ (¬p → ¬q) := sorry
