/- Source: github.com/Happyves/Lean_Games, Games/gameLib/Zermelo.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/

/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/


import Games.gameLib.ConwayInduction


/-
This file contains the proof of a version of Zermelo's theorem:
if a game always terminates, and does so with either a win for the first
or for the second player, then one of the players has a winnign strategy.

The main elements of the file are:
- `Game_World.Zermelo`, Zermleo's theorem
- `zGame_World` an extention of `Game_World` withe assumptions that
  realise Zermelo's theorem.

-/

private lemma Game_World.has_WL_helper (g : Game_World α β)
  (hist : List β) (leg : g.hist_legal hist) :
  g.has_staged_WL hist leg → (¬ g.is_fst_staged_win hist leg) → g.is_snd_staged_win hist leg := by sorry

private lemma Game_World.has_WL_helper' (g : Game_World α β)
  (hist : List β) (leg : g.hist_legal hist) :
  g.has_staged_WL hist leg → (¬ g.is_snd_staged_win hist leg) → g.is_fst_staged_win hist leg := by sorry



lemma Game_World.conditioning_step [DecidableEq β] (g : Game_World α β)
  (hgw : g.isWL) (hgp : g.playable) (hgn : g.coherent_end)
  (hist : List β) (Leg : g.hist_legal hist) :
  g.has_staged_WL hist Leg := sorry


-- # Zermelo


lemma Game_World.Zermelo [DecidableEq β] (g : Game_World α β)
  (hgw : g.isWL) (hgp : g.playable) (hgn : g.coherent_end) :
  g.has_WL := sorry

lemma Symm_Game_World.Zermelo [DecidableEq β] (g : Symm_Game_World α β)
  (hgw : g.isWL) (hgp : g.playable) (hgn : g.coherent_end ) :
  g.has_WL := by sorry


structure zGame_World (α β : Type _) [DecidableEq β] extends Game_World α β where
  (hgw : toGame_World.isWL) (hgp : toGame_World.playable) (hgn : toGame_World.coherent_end)

structure zSymm_Game_World (α β : Type _) extends Symm_Game_World α β where
  (hgw : toSymm_Game_World.isWL) (hgp : toSymm_Game_World.playable) (hgn : toSymm_Game_World.coherent_end)

lemma zGame_World.Zermelo [DecidableEq β] (g : zGame_World α β) : g.has_WL := sorry

lemma zSymm_Game_World.Zermelo [DecidableEq β] (g : zSymm_Game_World α β) : g.has_WL := sorry
