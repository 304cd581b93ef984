/- Source: github.com/lean-forward/logical_verification_2026, lean/LoVe/LoVe03_BackwardProofs_Demo.lean, commit 460f6be0846eefc3d9441e4e48d75753fcfe1709.
   Verbatim excerpt: the first 12 statements kept, all later declarations deleted whole; proofs replaced by `sorry`. -/
/- Copyright © 2018–2026 Anne Baanen, Alexander Bentkamp, Jasmin Blanchette,
Xavier Généreux, Johannes Hölzl, and Jannis Limperg. See `LICENSE.txt`. -/

import LoVe.LoVe02_ProgramsAndTheorems_Demo


/- # LoVe Demo 3: Backward Proofs

A __tactic__ operates on a proof goal and either proves it or creates new
subgoals. Tactics are a __backward__ proof mechanism: They start from the goal
and work towards the available hypotheses and theorems. -/


set_option autoImplicit false
set_option linter.unusedVariables false
set_option linter.unnecessarySeqFocus false
set_option linter.tacticAnalysis.introMerge false

namespace LoVe

namespace BackwardProofs


/- ## Tactic Mode

Syntax of tactical proofs:

    by
      _tactic₁_
      …
      _tacticN_

The keyword `by` indicates to Lean the proof is tactical. -/

theorem fst_of_two_props :
    ∀a b : Prop, a → b → a :=
  sorry

/- Note that `a → b → a` is parsed as `a → (b → a)`.

Propositions in Lean are terms of type `Prop`. `Prop` is a type, just like `Nat`
and `List Bool`. In fact there is a close correspondence between propositions
and types, which will be explained in lecture 4.


## Basic Tactics

`intro` moves `∀`-quantified variables, or the assumptions of implications `→`,
from the goal's conclusion (after `⊢`) into the goal's hypotheses (before `⊢`).

`apply` matches the goal's conclusion with the conclusion of the specified
theorem and adds the theorem's hypotheses as new goals. -/

theorem fst_of_two_props_params (a b : Prop) (ha : a) (hb : b) :
    a :=
  sorry

theorem prop_comp (a b c : Prop) (hab : a → b) (hbc : b → c) :
    a → c :=
  sorry

/- The above proof step by step:

* Assume we have a proof of `a`.
* The goal is `c`, which we can show if we prove `b` (from `hbc`).
* The goal is `b`, which we can show if we prove `a` (from `hab`).
* We already know `a` (from `ha`).

Next, `exact` matches the goal's conclusion with the specified theorem, closing
the goal. We can often use `apply` in such situations, but `exact` communicates
our intentions better. -/

theorem fst_of_two_props_exact (a b : Prop) (ha : a) (hb : b) :
    a :=
  sorry

/- `assumption` finds a hypothesis from the local context that matches the
goal's conclusion and applies it to prove the goal. -/

theorem fst_of_two_props_assumption (a b : Prop)
      (ha : a) (hb : b) :
    a :=
  sorry

/- `rfl` proves `l = r`, where the two sides are syntactically equal up to
computation. Computation means unfolding of definitions, β-reduction
(application of `fun` to an argument), `let`, and more. -/

theorem α_example {α β : Type} (f : α → β) :
    (fun x ↦ f x) = (fun y ↦ f y) :=
  sorry

theorem β_example {α β : Type} (f : α → β) (a : α) :
    (fun x ↦ f x) a = f a :=
  sorry

def double (n : ℕ) : ℕ :=
  n + n

theorem δ_example :
    double 5 = 5 + 5 :=
  sorry

/- `let` introduces a definition that is locally scoped. Below, `n := 2` is only
in scope in the expression `n + n`. -/

theorem ζ_example :
    (let n : ℕ := 2
     n + n) = 4 :=
  sorry

theorem η_example {α β : Type} (f : α → β) :
    (fun x ↦ f x) = f :=
  sorry

/- `(a, b)` is the pair whose first component is `a` and whose second component
is `b`. `Prod.fst` is a so-called projection that extracts the first component
of a pair. -/

theorem ι_example {α β : Type} (a : α) (b : β) :
    Prod.fst (a, b) = a :=
  sorry


/- ## Reasoning about Logical Connectives and Quantifiers

Introduction rules: -/

#check True.intro
#check And.intro
#check Or.inl
#check Or.inr
#check Iff.intro
#check Exists.intro

/- Elimination rules: -/

#check False.elim
#check And.left
#check And.right
#check Or.elim
#check Iff.mp
#check Iff.mpr
#check Exists.elim

/- Definition of `¬` and related theorems: -/

#print Not
#check Classical.em
#check Classical.byContradiction

/- There are no explicit rules for `Not` (`¬`) since `¬ p` is defined as
`p → False`. -/

theorem And_swap (a b : Prop) :
    a ∧ b → b ∧ a :=
  sorry


end BackwardProofs
end LoVe
