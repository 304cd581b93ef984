/- Source: github.com/lean-forward/logical_verification_2026, lean/LoVe/LoVe04_ForwardProofs_Demo.lean, commit 460f6be0846eefc3d9441e4e48d75753fcfe1709.
   Verbatim excerpt: the first 12 statements kept, all later declarations deleted whole; proofs replaced by `sorry`. -/
/- Copyright © 2018–2026 Anne Baanen, Alexander Bentkamp, Jasmin Blanchette,
Xavier Généreux, Johannes Hölzl, and Jannis Limperg. See `LICENSE.txt`. -/

import LoVe.LoVe02_ProgramsAndTheorems_Demo


/- # LoVe Demo 4: Forward Proofs

When developing a proof, often it makes sense to work __forward__: to start with
what we already know and proceed step by step towards our goal. Lean's
structured proofs and raw proof terms are two styles that support forward
reasoning. -/


set_option autoImplicit false
set_option linter.unusedVariables false
set_option linter.unnecessarySeqFocus false
set_option linter.tacticAnalysis.introMerge false

namespace LoVe

namespace ForwardProofs


/- ## Structured Constructs

Structured proofs are syntactic sugar sprinkled on top of Lean's
__proof terms__.

The simplest kind of structured proof is the name of a theorem, possibly with
arguments. -/

theorem add_comm (m n : ℕ) :
    add m n = add n m :=
  sorry

theorem add_comm_zero_left (n : ℕ) :
    add 0 n = add n 0 :=
  sorry

/- The equivalent backward proof: -/

theorem add_comm_zero_left_by_exact (n : ℕ) :
    add 0 n = add n 0 :=
  sorry

/- `fix` and `assume` move `∀`-quantified variables and assumptions from the
goal into the local context. They can be seen as structured versions of the
`intro` tactic.

`show` repeats the goal to prove. It is useful as documentation or to rephrase
the goal (up to computation). -/

theorem fst_of_two_props :
    ∀a b : Prop, a → b → a :=
  sorry

theorem fst_of_two_props_show (a b : Prop) (ha : a) (hb : b) :
    a :=
  sorry

theorem fst_of_two_props_no_show (a b : Prop) (ha : a) (hb : b) :
    a :=
  sorry

/- `have` proves an intermediate theorem, which can refer to the local
context. -/

theorem prop_comp (a b c : Prop) (hab : a → b) (hbc : b → c) :
    a → c :=
  sorry

theorem prop_comp_inline (a b c : Prop) (hab : a → b)
    (hbc : b → c) :
  a → c :=
  sorry


/- ## Forward Reasoning about Connectives and Quantifiers -/

theorem And_swap (a b : Prop) :
    a ∧ b → b ∧ a :=
  sorry

theorem Or_swap (a b : Prop) :
    a ∨ b → b ∨ a :=
  sorry

def double (n : ℕ) : ℕ :=
  n + n

theorem Nat_exists_double_iden :
    ∃n : ℕ, double n = n :=
  sorry

theorem Nat_exists_double_iden_no_show :
    ∃n : ℕ, double n = n :=
  sorry


end ForwardProofs
end LoVe
