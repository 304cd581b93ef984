/- Source: github.com/ImperialCollegeLondon/formalising-mathematics-2024, FormalisingMathematics2024/Section01logic/Sheet3.lean, commit c4cfdc64d59c12e07e0c88d702bfe654d518c0bd.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2022 Kevin Buzzard. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author : Kevin Buzzard
-/
import Mathlib.Tactic -- import all the tactics

/-!

# Logic in Lean, example sheet 3 : "not" (`¬`)

We learn about how to manipulate `¬ P` in Lean.

# The definition of `¬ P`

In Lean, `¬ P` is *defined* to mean `P → false`. So `¬ P` and `P → false`
are *definitionally equal*. Check out the explanation of definitional
equality in the "equality" section of Part B of the course notes:
https://www.ma.imperial.ac.uk/~buzzard/xena/formalising-mathematics-2024/Part_B/equality.html

## Tactics

You'll need to know about the tactics from the previous sheets,
and the following tactics may also be useful:

* `change`
* `by_contra`
* `by_cases`

-/

-- Throughout this sheet, `P`, `Q` and `R` will denote propositions.
variable (P Q R : Prop)

example : ¬True → False := sorry

example : False → ¬True := sorry

example : ¬False → True := sorry

example : True → ¬False := sorry

example : False → ¬P := sorry

example : P → ¬P → False := sorry

example : P → ¬¬P := sorry

example : (P → Q) → ¬Q → ¬P := sorry

example : ¬¬False → False := sorry

example : ¬¬P → P := sorry

example : (¬Q → ¬P) → P → Q := sorry
