/-
Three games the project had not seen, written in the styles `pychecks conjecture` reads beside
`Fin d → ℕ` (a relation on a structure, an inductive relation, an options function on
`List ℕ`), to measure the search on them (docs/conjecture.md, "Games in your own style"). Written
without a Lean toolchain at hand and not compiled; `pychecks` reads them.

* `RookKingStep`: on a structure, a rook moving left or up by any number of squares, or a king's
  single diagonal step towards the corner. Answer not known beforehand.
* `TakeOrBoth`: an inductive relation, take one or two tokens from either coordinate, or one from
  each at once. Answer not known beforehand.
* `staircase`: staircase Nim on three steps, as an options function on `List ℕ`: any positive
  number of tokens move from a step one step down, and tokens on the first step (entry 0) leave
  the board. By the literature (the steps of odd height are a Nim game, the others a reserve),
  P-positions have the nim-sum of entries 0 and 2 equal to 0.
-/
import Mathlib

namespace UnseenStyleGames

/-- A square of the board, its distances to the corner. -/
structure Square where
  row : ℕ
  col : ℕ

/-- A rook's move towards the corner, or a king's diagonal step. -/
def RookKingStep (p q : Square) : Prop :=
  (q.row < p.row ∧ q.col = p.col) ∨ (q.row = p.row ∧ q.col < p.col) ∨
    (q.row + 1 = p.row ∧ q.col + 1 = p.col)

/-- Take one or two tokens from either coordinate, or one from each. -/
inductive TakeOrBoth : Square → Square → Prop
  | rowOne {r c : ℕ} : TakeOrBoth ⟨r + 1, c⟩ ⟨r, c⟩
  | rowTwo {r c : ℕ} : TakeOrBoth ⟨r + 2, c⟩ ⟨r, c⟩
  | colOne {r c : ℕ} : TakeOrBoth ⟨r, c + 1⟩ ⟨r, c⟩
  | colTwo {r c : ℕ} : TakeOrBoth ⟨r, c + 2⟩ ⟨r, c⟩
  | both {r c : ℕ} : TakeOrBoth ⟨r + 1, c + 1⟩ ⟨r, c⟩

/-- Staircase Nim: `k + 1` tokens go from step `i` to step `i - 1` (from step 0, off the
board). -/
def staircase (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i =>
    (List.range (p.getD i 0)).map fun k =>
      if i = 0 then p.set 0 (p.getD 0 0 - (k + 1))
      else (p.set i (p.getD i 0 - (k + 1))).set (i - 1) (p.getD (i - 1) 0 + (k + 1))

end UnseenStyleGames
