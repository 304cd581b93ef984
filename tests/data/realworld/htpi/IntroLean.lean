/- Source: github.com/djvelleman/HTPILeanPackage, HTPILib/IntroLean.lean, commit e9b73fdc286c7e62b8372d4e3e5edc0481283244.
   Verbatim, proofs replaced by `sorry`. -/
/- Copyright 2023-2025 Daniel J. Velleman -/

import HTPILib.HTPIDefs
namespace HTPI

theorem Example_3_2_4
    (P Q R : Prop) (h : P → (Q → R)) : ¬R → (P → ¬Q) := sorry

theorem extremely_easy (P : Prop) (h : P) : P := sorry

theorem very_easy
    (P Q : Prop) (h1 : P → Q) (h2 : P) : Q := sorry

theorem easy (P Q R : Prop) (h1 : P → Q)
    (h2 : Q → R) (h3 : P) : R := sorry

theorem two_imp (P Q R : Prop)
    (h1 : P → Q) (h2 : Q → ¬R) : R → ¬P := sorry

theorem Example_3_2_5_simple
    (B C : Set Nat) (a : Nat)
    (h1 : a ∈ B) (h2 : a ∉ B \ C) : a ∈ C := sorry

theorem Example_3_2_5_simple_general
    (U : Type) (B C : Set U) (a : U)
    (h1 : a ∈ B) (h2 : a ∉ B \ C) : a ∈ C := sorry
