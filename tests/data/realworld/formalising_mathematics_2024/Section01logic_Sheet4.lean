/- Source: github.com/ImperialCollegeLondon/formalising-mathematics-2024, FormalisingMathematics2024/Section01logic/Sheet4.lean, commit c4cfdc64d59c12e07e0c88d702bfe654d518c0bd.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2022 Kevin Buzzard. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author : Kevin Buzzard
-/
import Mathlib.Tactic -- imports all the Lean tactics


/-!

# Logic in Lean, example sheet 4 : "and" (`∧`)

We learn about how to manipulate `P ∧ Q` in Lean.

## Tactics

You'll need to know about the tactics from the previous sheets,
and also the following tactics:

* `cases'`
* `constructor`

-/

-- Throughout this sheet, `P`, `Q` and `R` will denote propositions.
variable (P Q R : Prop)

example : P ∧ Q → P := sorry

example : P ∧ Q → Q := sorry

example : (P → Q → R) → P ∧ Q → R := sorry

example : P → Q → P ∧ Q := sorry

/-- `∧` is symmetric -/
example : P ∧ Q → Q ∧ P := sorry

example : P → P ∧ True := sorry

example : False → P ∧ False := sorry

/-- `∧` is transitive -/
example : P ∧ Q → Q ∧ R → P ∧ R := sorry

example : (P ∧ Q → R) → P → Q → R := sorry
