/- Source: github.com/ImperialCollegeLondon/formalising-mathematics-2024, FormalisingMathematics2024/Section01logic/Sheet6.lean, commit c4cfdc64d59c12e07e0c88d702bfe654d518c0bd.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2022 Kevin Buzzard. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author : Kevin Buzzard
-/
import Mathlib.Tactic -- imports all the Lean tactics


/-!

# Logic in Lean, example sheet 6 : "or" (∨`)

We learn about how to manipulate `P ∨ Q` in Lean.

## Tactics

You'll need to know about the tactics from the previous sheets,
and also the following tactics

* `left` and `right`
* `cases'` (new functionality)

-/


-- Throughout this sheet, `P`, `Q`, `R` and `S` will denote propositions.
variable (P Q R S : Prop)

example : P → P ∨ Q := sorry

example : Q → P ∨ Q := sorry

example : P ∨ Q → (P → R) → (Q → R) → R := sorry

-- symmetry of `or`
example : P ∨ Q → Q ∨ P := sorry

-- associativity of `or`
example : (P ∨ Q) ∨ R ↔ P ∨ Q ∨ R := sorry

example : (P → R) → (Q → S) → P ∨ Q → R ∨ S := sorry

example : (P → Q) → P ∨ R → Q ∨ R := sorry

example : (P ↔ R) → (Q ↔ S) → (P ∨ Q ↔ R ∨ S) := sorry

-- de Morgan's laws
example : ¬(P ∨ Q) ↔ ¬P ∧ ¬Q := sorry

example : ¬(P ∧ Q) ↔ ¬P ∨ ¬Q := sorry
