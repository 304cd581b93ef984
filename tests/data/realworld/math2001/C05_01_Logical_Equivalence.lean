/- Source: github.com/hrmacbeth/math2001, Math2001/05_Logic/01_Logical_Equivalence.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Library.Basic

math2001_init
set_option pp.funBinderTypes true


example {P Q : Prop} (h1 : P ∨ Q) (h2 : ¬ Q) : P := by sorry


example (P Q : Prop) : P → (P ∨ ¬ Q) := by sorry


#truth_table ¬(P ∧ ¬ Q)


example (P : Prop) : (P ∨ P) ↔ P := by sorry


example (P Q R : Prop) : (P ∧ (Q ∨ R)) ↔ ((P ∧ Q) ∨ (P ∧ R)) := by sorry

#truth_table P ∧ (Q ∨ R)
#truth_table (P ∧ Q) ∨ (P ∧ R)


example {P Q : α → Prop} (h1 : ∀ x : α, P x) (h2 : ∀ x : α, Q x) :
    ∀ x : α, P x ∧ Q x := by sorry


example {P : α → β → Prop} (h : ∃ x : α, ∀ y : β, P x y) :
    ∀ y : β, ∃ x : α, P x y := by sorry


example (P : α → Prop) : ¬ (∃ x, P x) ↔ ∀ x, ¬ P x := by sorry

/-! # Exercises -/


example {P Q : Prop} (h : P ∧ Q) : P ∨ Q := by sorry

example {P Q R : Prop} (h1 : P → Q) (h2 : P → R) (h3 : P) : Q ∧ R := by sorry

example (P : Prop) : ¬(P ∧ ¬ P) := by sorry

example {P Q : Prop} (h1 : P ↔ ¬ Q) (h2 : Q) : ¬ P := by sorry

example {P Q : Prop} (h1 : P ∨ Q) (h2 : Q → P) : P := by sorry

example {P Q R : Prop} (h : P ↔ Q) : (P ∧ R) ↔ (Q ∧ R) := by sorry

example (P : Prop) : (P ∧ P) ↔ P := by sorry

example (P Q : Prop) : (P ∨ Q) ↔ (Q ∨ P) := by sorry

example (P Q : Prop) : ¬(P ∨ Q) ↔ (¬P ∧ ¬Q) := by sorry

example {P Q : α → Prop} (h1 : ∀ x, P x → Q x) (h2 : ∀ x, P x) : ∀ x, Q x := by sorry

example {P Q : α → Prop} (h : ∀ x, P x ↔ Q x) : (∃ x, P x) ↔ (∃ x, Q x) := by sorry

example (P : α → β → Prop) : (∃ x y, P x y) ↔ ∃ y x, P x y := by sorry

example (P : α → β → Prop) : (∀ x y, P x y) ↔ ∀ y x, P x y := by sorry

example (P : α → Prop) (Q : Prop) : ((∃ x, P x) ∧ Q) ↔ ∃ x, (P x ∧ Q) := by sorry
