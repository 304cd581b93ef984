/- Source: github.com/Happyves/Lean_Games, Games/gameLib/CoherentEnd.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/

/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/

import Games.gameLib.Termination

/-
This file defines a property of game worlds we call "coherent end".
It is required by Zermelo's theorem, for example.

It's definition is `Game_World.coherent_end`, and the rest of the file
contains API surrounding this notion.
-/


/--
A `Game_World` has a coherent end if:
- `em` : the predicates deciding the winning condition for each player
  can't both be satisfied at the same time.
- `fst` and `snd` : if the game has reached a winning state, then no matter
  the moves played after, the game will stay in that winnning state for the
  respective player.
-/
structure Game_World.coherent_end (g : Game_World α β) : Prop where
  em : ∀ hist, g.hist_legal hist → ¬ (g.fst_win_states hist ∧ g.snd_win_states hist)
  fst : ∀ hist, g.hist_legal hist → (g.fst_win_states hist →
          ∀ act, ((Turn_fst (hist.length+1) → g.fst_legal hist act) ∧ (Turn_snd (hist.length+1) → g.snd_legal hist act)) →
            g.fst_win_states (act :: hist))
  snd : ∀ hist, g.hist_legal hist → (g.snd_win_states hist →
          ∀ act, ((Turn_fst (hist.length+1) → g.fst_legal hist act) ∧ (Turn_snd (hist.length+1) → g.snd_legal hist act)) →
            g.snd_win_states (act :: hist))


def Symm_Game_World.coherent_end (g : Symm_Game_World α β) : Prop := g.toGame_World.coherent_end


lemma Game_World.coherent_end_all_fst (g : Game_World α β)  (h : g.coherent_end)
  (hist : List β) (hw : g.fst_win_states hist)
  (future : List β) (fleg : g.hist_legal (future ++ hist)) :
  g.fst_win_states (future ++ hist) := by sorry

lemma Game_World.coherent_end_all_snd (g : Game_World α β)  (h : g.coherent_end)
  (hist : List β) (hw : g.snd_win_states hist)
  (future : List β) (fleg : g.hist_legal (future ++ hist)) :
  g.snd_win_states (future ++ hist) := by sorry

lemma Game_World.coherent_end_for_starts (g : Game_World α β)
  (hg : g.coherent_end) (f_strat : g.fStrategy) (s_strat : g.sStrategy) (t : ℕ) :
    (g.fst_win_states (g.hist_on_turn f_strat s_strat t) → g.fst_win_states (g.hist_on_turn f_strat s_strat (t+1))) ∧
      (g.snd_win_states (g.hist_on_turn f_strat s_strat t) → g.snd_win_states (g.hist_on_turn f_strat s_strat (t+1))) := by sorry


lemma Game_World.coherent_end_all_for_strats (g : Game_World α β)  (h : g.coherent_end)
  (f_strat : g.fStrategy) (s_strat : g.sStrategy) (t n : ℕ) :
  (g.fst_win_states (g.hist_on_turn f_strat s_strat t) → g.fst_win_states (g.hist_on_turn f_strat s_strat (t+n))) ∧
      (g.snd_win_states (g.hist_on_turn f_strat s_strat t) → g.snd_win_states (g.hist_on_turn f_strat s_strat (t+n))) := by sorry


lemma Game.coherent_end_fst_win (g : Game α β) (hg : g.coherent_end)
  (main : ∃ turn : ℕ, g.fst_win_states (g.hist_on_turn turn)) :
  g.fst_win := by sorry

lemma Game.coherent_end_snd_win (g : Game α β) (hg : g.coherent_end)
  (main : ∃ turn : ℕ, g.snd_win_states (g.hist_on_turn turn)) :
  g.snd_win := by sorry
