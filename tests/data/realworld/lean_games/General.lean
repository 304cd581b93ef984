/- Source: github.com/Happyves/Lean_Games, Games/exLib/General.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/

/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/


import Mathlib.Tactic

lemma Classical.choose_congr {P Q : α → Prop} (a : ∃ p, P p) (b : ∃ q, Q q) (h : ∀ x, P x ↔ Q x) : Classical.choose a = Classical.choose b := by sorry

lemma Classical.choose_congr_surgery {S1 S2 : α → Prop} {P : {x : α // S1 x} → Prop} {Q : {x : α // S2 x} → Prop} {a : ∃ p, P p} {b : ∃ q, Q q}
  {P' Q' : α → Prop} (hp : ∀ x, P x = P' x.val) (hq : ∀ x, Q x = Q' x.val) (hs : ∀ x, S1 x ↔ S2 x)  (h : ∀ x, P' x ↔ Q' x) :
  (Classical.choose a).val = (Classical.choose b).val := by sorry


noncomputable
def Y (r : α → α → Prop) (x : α) (h : ¬ Acc r x) : Nat → {y : α // ¬ Acc r y}
| 0 => ⟨x,h⟩
| n+1 =>
    let yn := (Y r x h n).val
    have N : ∃ next, r next yn ∧ (¬ Acc r next) := by
      have ynp := (Y r x h n).prop
      contrapose! ynp
      exact Acc.intro yn ynp
    ⟨Classical.choose N, (Classical.choose_spec N).2⟩



lemma not_Acc (r : α → α → Prop) (x : α) (h : ¬ Acc r x) :
  ∃ Y : Nat → α, (Y 0 = x) ∧ (∀ n : Nat, r (Y (n+1)) (Y n)) := by sorry
