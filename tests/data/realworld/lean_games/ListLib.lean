/- Source: github.com/Happyves/Lean_Games, Games/exLib/List.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/

import Mathlib.Data.List.DropRight
import Mathlib.Data.Fin.Basic
import Mathlib.Tactic

-- # To Mathlib

lemma List.length_rtake {l : List α} {t : Nat} (ht : t ≤ l.length) : (l.rtake t).length = t := by sorry


def List.rget (l : List α) (t : Fin l.length) := l.get ⟨l.length - 1 - t, (by rw [Nat.sub_sub] ; apply Nat.sub_lt_self (by apply Nat.add_pos_left ; exact zero_lt_one) (by rw [add_comm, Nat.succ_le] ; apply t.prop) )⟩

lemma List.rget_cons_rtake {l : List α} {t : Fin l.length} : l.rtake (t+1) = (l.rget t) :: (l.rtake t) := by sorry

lemma List.rtake_cons_eq_self {l : List α} {x : α} {t : Nat} (ht : t ≤ l.length) : ((x :: l).rtake t) = (l.rtake t) := by sorry


lemma List.rget_cons_eq_self {l : List α} {x : α} {t : Fin l.length} : (x :: l).rget ⟨t.val, (by rw [List.length_cons] ; apply lt_trans t.prop ; apply Nat.lt_succ_self) ⟩ = l.rget t := by sorry


lemma List.rget_cons_length {l : List α} {x : α} : (x :: l).rget ⟨l.length, (by rw [List.length_cons] ; exact Nat.le.refl)⟩ = x := by sorry

lemma List.rtake_length {l : List α}  : l.rtake l.length = l := by sorry




lemma List.rtake_all_of_le {α : Type _} {n : ℕ} {l : List α} (h : List.length l ≤ n) : l.rtake n  = l := by sorry

lemma List.length_le_of_suffix (m : l <:+ L) : l.length ≤ L.length := by sorry




lemma List.rget_suffix {α : Type _} {l L : List α} (m : l <:+ L) (n : Fin l.length) : L.rget ⟨n.val, by apply lt_of_lt_of_le n.prop (List.length_le_of_suffix m)⟩ = l.rget n := by sorry



lemma List.rtake_suffix_comm (M : List.rtake hist (List.length h) <:+ h) (L : List.length hist ≤ List.length h) : hist = List.rtake h (List.length hist) := by sorry

lemma List.rget_singleton {x : α} {n : Fin 1} : [x].rget n = x := by sorry


theorem List.rdrop_append_rtake : ∀ (n : Nat) (l : List α), List.rdrop l n ++ List.rtake l n = l := by sorry



lemma List.cons_eq_singleton_append (l : List α) (x : α) : x :: l = [x] ++ l := by sorry


#exit


def List.minimum! [Preorder α] [@DecidableRel α (· < ·)] (l : List α) (h : l ≠ []) : α :=
  match l with
  | [] => show α from (by contradiction)
  | [x] => x
  | x :: y :: L => let m := (y :: L).minimum! (by exact cons_ne_nil y L)
                   if x < m then x else m

#check List.minimum_of_length_pos -- damit

lemma List.ne_empty_iff_exists_mem (L : List α) : L ≠ [] ↔ ∃ a, a ∈ L := by sorry


lemma List.rdrop_append.{u} {α : Type u} {l₁ l₂ : List α} (i : ℕ) : List.rdrop (l₁ ++ l₂) (List.length l₂ + i)  = List.rdrop l₁ i:= by sorry




lemma List.filter_eq_if [DecidableEq α] (a b : List α) {P : α → Bool} :
  a.filter P = b → ((∀ x ∈ b, x ∈ a) ∧ (∀ x ∈ a, (x ∈ b ↔ P x))) := by sorry


lemma List.cons_head_tail (l : List α) (hl : l ≠ []) : (l.head hl) :: l.tail = l := by sorry



lemma List.exists_min_length_list_of_exists_list {P : List α → Prop} (h : ∃ l : List α, P l) :
  ∃ l : List α, P l ∧ (∀ L : List α, P L → l.length ≤ L.length) := by sorry