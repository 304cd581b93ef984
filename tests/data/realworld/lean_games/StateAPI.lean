/- Source: github.com/Happyves/Lean_Games, Games/gameLib/StateAPI.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/

/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/

import Games.gameLib.HistoryAPI
import Games.gameLib.Termination

lemma Game_World.state_on_turn_eq_state_from_hist (g : Game_World α β)
  {fst_strat : g.fStrategy} {snd_strat : g.sStrategy}
  {t : ℕ} :
  g.state_on_turn fst_strat snd_strat t = g.state_from_hist (g.hist_on_turn fst_strat snd_strat t) := by sorry

def State_from_history (ini : α ) (f_trans s_trans : List β → (β → α)) : List β → α
| [] => ini
| a :: h => if Turn_fst (h.length +1)
            then f_trans h a
            else s_trans h a

lemma Game_World.state_on_turn_State_from_history (g : Game_World α β)
    (fst_strat : g.fStrategy) (snd_strat : g.sStrategy)
    (t : ℕ) :
    g.state_on_turn fst_strat snd_strat t =
    State_from_history g.init_game_state g.fst_transition g.snd_transition
    (g.hist_on_turn fst_strat snd_strat t).val := by sorry


def State_from_history_neutral_wDraw (ini : α ) (f_wins s_wins draw : List β → Prop) (hist : List β) : Prop :=
  (¬ (f_wins hist)) ∧ (¬ (s_wins hist) ∧ (¬ (draw hist)))


lemma Game_World_wDraw.state_on_turn_neutral_State_from_history_neutral (g : Game_World_wDraw α β)
  (f_strat : g.fStrategy) (s_strat : g.sStrategy) (turn : ℕ) :
  g.state_on_turn_neutral f_strat s_strat turn ↔
  State_from_history_neutral_wDraw g.init_game_state g.fst_win_states g.snd_win_states g.draw_states
  (g.hist_on_turn f_strat s_strat turn).val := by sorry
