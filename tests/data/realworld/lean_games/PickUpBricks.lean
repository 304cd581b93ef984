/- Source: github.com/Happyves/Lean_Games, Games/games/PickUpBricks.lean, commit 66f6f0599b53cdd86c6ccc7000f0f76ecf83591d.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2024 Yves Jäckle. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Author: Yves Jäckle.
-/

import Games.gameLib.Termination
import Games.gameLib.HistoryAPI


/-
The game of Pick-Up-Bricks is played by two players with a stack of bricks.
At each round, a player may pick one or two bricks from the stack.
The last player to pick a brick wins the game.

One can show that this game has a wining strategy for the secodn player if
the stack of bricks is divisible by 3. Indeed, if the first players bicks
1 brick, the second may pick 2, and if the first player picks 2 bricks,
then the second player may pick 1. Thus, after each player took their turn,
the stack of bricks will remain divisible by 3, after the second players turn.
This must be the case for the last turn, as `3 ∣ 0`, so that the last turn must
be the second player's, who therefore wins the game.

The key parts of the file are:
- `PickUpBricks` the definition of the game
- `pub_win_strat` defines a startegy that is a winning strategy
  for the second player if the stack of bricks is divisible by 3.
- `trick` and `loop_invariant` which are used to prove that
  Pick-Up-Bricks has a winning strategy for the second player
  if the stack of bricks is divisible by 3.
- `PUB_terminates` is a lemma used to justify that `PickUpBricks` terminates.
- `PUB_snd_win` shows that the game has a winning strategy.


Note that the proofs still need major cleaning.
-/



variable (init_bricks : ℕ) -- the initial number of bricks as a variable

/--
Given an initial number of bricks and a history of bricks taken, return the current number of bricks.
-/
def bricks_from_ini_hist (ini : ℕ) (hist : List ℕ) := ini - hist.sum

/--
Given an initial number of bricks, a history of bricks taken and the current number of bricks
being taken, return the current number of bricks.
-/
def bricks_from_ini_hist_act (ini : ℕ) (hist : List ℕ) (act : ℕ) := ini - hist.sum - act


lemma bricks_cons (ini : ℕ) (hist : List ℕ) (x : ℕ) :
  bricks_from_ini_hist ini (x :: hist) = bricks_from_ini_hist ini hist - x := by sorry

/--
The game of "pick-up-bricks" is played by either player pick 1 or 2 bricks
from a stack of bricks. The player that picks the last brick wins.
-/
def PickUpBricks : Symm_Game_World ℕ ℕ where
  init_game_state := init_bricks
  fst_win_states := (fun hist => Turn_fst hist.length ∧ bricks_from_ini_hist init_bricks hist = 0) -- won once no bricks left
  snd_win_states := (fun hist => Turn_snd hist.length ∧ bricks_from_ini_hist init_bricks hist = 0)
  transition :=  bricks_from_ini_hist_act init_bricks
  law := fun _ act =>  act = 1 ∨ act = 2




/-- The (to be proven) winning strategy for the second player -/
def pub_win_strat : (PickUpBricks init_bricks).sStrategy :=
  fun hist _ _ =>
    match con : hist with
    | [] => False.elim (by contradiction)
    | last :: _ =>
        if last = 2
        then ⟨1, (by dsimp [PickUpBricks] ; left ; rfl)⟩
        else ⟨2, (by dsimp [PickUpBricks] ; right ; rfl)⟩

/-- Some toy strategy for ilustrative purposes -/
def toy_strat : (PickUpBricks init_bricks).fStrategy :=
  fun hist _ _ => ⟨1, (by dsimp [PickUpBricks] ; left ; rfl)⟩



/--
Pick up bricks played with 37 initial bricks, with the winning strat as
first strat and the toy strat as second strat.
-/
def PickUpBricks_pubWin_vs_toy : Symm_Game ℕ ℕ :=
  {(PickUpBricks 37) with
   fst_strat := toy_strat 37
   snd_strat := pub_win_strat 37
  }


-- The moves of the players, turn by turn, up to turn 30
#eval (PickUpBricks_pubWin_vs_toy.hist_on_turn 30).val.reverse

--The state of the game, turn by turn, up to turn 30
#eval (List.range 30).map (PickUpBricks_pubWin_vs_toy.state_on_turn)


lemma trick
  (f_strat : (PickUpBricks init_bricks).fStrategy)
  (t : Nat) (T : Turn_snd t) :
  let g : Symm_Game ℕ ℕ := { (PickUpBricks init_bricks) with
                             fst_strat := f_strat
                             snd_strat := pub_win_strat init_bricks
                            } ;
  let f := g.fst_strat (g.hist_on_turn t).val (by rw [Symm_Game.hist_on_turn, Symm_Game_World.hist_on_turn_length, ← Turn_snd_fst_step] ; exact T) (g.hist_on_turn t).prop.1
  let s := g.snd_strat (g.hist_on_turn (t+1)).val (by rw [Symm_Game.hist_on_turn, Symm_Game_World.hist_on_turn_length, ← Turn_snd_step] ; exact T) (g.hist_on_turn (t+1)).prop.1
  s.val + f.val = 3 := by sorry



-- to generalize, and to mathlib
lemma List.sum_le_sum_of_suffix (h H : List Nat) (suf : h <:+ H) :
  h.sum ≤ H.sum := by sorry



lemma bricks_zero_stay_zero_suf (h H : List Nat) (suf : h <:+ H)
  (main : bricks_from_ini_hist init_bricks h = 0) :
  bricks_from_ini_hist init_bricks H = 0 := by sorry



lemma bricks_zero_stay_zero
  (f_strat : (PickUpBricks init_bricks).fStrategy) (t n : Nat):
  let g : Symm_Game ℕ ℕ := { (PickUpBricks init_bricks) with
                             fst_strat := f_strat
                             snd_strat := pub_win_strat init_bricks
                            } ;
  bricks_from_ini_hist init_bricks (g.hist_on_turn t) = 0 →
    bricks_from_ini_hist init_bricks (g.hist_on_turn (t+n)) = 0 := by sorry




lemma loop_invariant
  (win_hyp : 3 ∣ init_bricks)
  (f_strat : (PickUpBricks init_bricks).fStrategy) :
  let g : Symm_Game ℕ ℕ := { (PickUpBricks init_bricks) with
                             fst_strat := f_strat
                             snd_strat := pub_win_strat init_bricks
                            } ;
  ∀ turn, Turn_snd turn → 3 ∣ bricks_from_ini_hist init_bricks (g.hist_on_turn turn) := by sorry


lemma bricks_decrease
  (f_strat : (PickUpBricks init_bricks).fStrategy) (t: Nat):
  let g : Symm_Game ℕ ℕ := { (PickUpBricks init_bricks) with
                             fst_strat := f_strat
                             snd_strat := pub_win_strat init_bricks
                            } ;
  bricks_from_ini_hist init_bricks (g.hist_on_turn t) ≠ 0 →
  bricks_from_ini_hist init_bricks (g.hist_on_turn (t+1)) < bricks_from_ini_hist init_bricks (g.hist_on_turn t) := by sorry


#check Nat.lt_add_of_pos_left


lemma bricks_head_val_of_zero_cons {h : List Nat} {x : Nat}
  (Z : bricks_from_ini_hist init_bricks (x :: h) = 0)
  (NZ : bricks_from_ini_hist init_bricks h ≠ 0)
  (leg : (PickUpBricks init_bricks).hist_legal (x :: h)):
  (bricks_from_ini_hist init_bricks (h)) = 1 ∨ (bricks_from_ini_hist init_bricks ( h)) = 2 := by sorry


#check Nat.sub_eq_zero_iff_le

lemma PUB_terminates
  (f_strat : (PickUpBricks init_bricks).fStrategy) :
  let g : Symm_Game ℕ ℕ := { (PickUpBricks init_bricks) with
                             fst_strat := f_strat
                             snd_strat := pub_win_strat init_bricks
                            } ;
  ∃ t, bricks_from_ini_hist init_bricks (g.hist_on_turn t) = 0
    ∧ ∀ n < t, bricks_from_ini_hist init_bricks (g.hist_on_turn n) ≠ 0 := by sorry



lemma help_1 : ¬ 3 ∣ 1 := by sorry
lemma help_2 : ¬ 3 ∣ 2 := by sorry




theorem PUB_snd_win (win_hyp : 3 ∣ init_bricks) :
  (PickUpBricks init_bricks).is_snd_win := by sorry