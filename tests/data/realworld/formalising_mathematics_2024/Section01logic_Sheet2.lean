/- Source: github.com/ImperialCollegeLondon/formalising-mathematics-2024, FormalisingMathematics2024/Section01logic/Sheet2.lean, commit c4cfdc64d59c12e07e0c88d702bfe654d518c0bd.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2022 Kevin Buzzard. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author : Kevin Buzzard
-/
import Mathlib.Tactic -- imports all the Lean tactics

/-!

# Logic in Lean, example sheet 2 : `True` and `False`

We learn about the `True` and `False` propositions.

## Tactics you will need

To solve the levels on this sheet you will need to know all previous
tactics, plus the following two new ones. Check out their explanations
in the course book. Or just try them out and hover over them to see
if you can understand what's going on.

* `triv`
* `exfalso`

-/


-- Throughout this sheet, `P`, `Q` and `R` will denote propositions.
variable (P Q R : Prop)

example : True := sorry

example : True → True := sorry

example : False → True := sorry

example : False → False := sorry

example : (True → False) → False := sorry

example : False → P := sorry

example : True → False → True → False → True → False := sorry

example : P → (P → False) → False := sorry

example : (P → False) → P → Q := sorry

example : (True → False) → P := sorry
