/-
Games for `pychecks conjecture` written as a user writes them rather than on `Fin d → ℕ`: a
structure position with a relation on it, an inductive move relation, and options functions on
structures and on `List ℕ` (tests/conjecture/test_styled.py). Each game stands beside a
deliberately different one (`…Wrong`), whose P-positions are another set, so a search that
ignored the moves would be seen. Written without a Lean toolchain at hand and not compiled;
`pychecks` reads them.

* `KingStep`: a king walking towards the corner on a structure `Corner` (one token from `row`,
  one from `col`, or one from each). By hand: P-positions are both coordinates even.
  `KingStepWrong` drops the diagonal step: then one token moves per turn, and P-positions are
  those of even total.
* `Take12`: an inductive relation on `Corner`, take one or two tokens from either coordinate.
  Each coordinate is the subtraction game {1, 2} (Grundy value n % 3): P-positions are
  `row % 3 = col % 3`. `Take13` takes one or three (Grundy value n % 2): `row % 2 = col % 2`.
* `nimOptions`: Nim on a `List ℕ` (lower one heap to any smaller size), as an options
  function: P-positions have nim-sum 0. `stepOptions` lowers one heap by exactly one: the
  P-positions are those of even total.
* `Corner.options`: an options function on the structure: lower `row` to anything smaller, or
  `col` by one or two. `row` is a Nim heap and `col` the subtraction game {1, 2}: P-positions
  are `row = col % 3`.
-/
import Mathlib

namespace StyleGames

/-- A position of two coordinates. -/
structure Corner where
  row : ℕ
  col : ℕ

/-- One step left, up, or diagonally towards the corner. -/
def KingStep (p q : Corner) : Prop :=
  (q.row + 1 = p.row ∧ q.col = p.col) ∨ (q.row = p.row ∧ q.col + 1 = p.col) ∨
    (q.row + 1 = p.row ∧ q.col + 1 = p.col)

/-- The same without the diagonal step. -/
def KingStepWrong (p q : Corner) : Prop :=
  (q.row + 1 = p.row ∧ q.col = p.col) ∨ (q.row = p.row ∧ q.col + 1 = p.col)

/-- Take one or two tokens from either coordinate. -/
inductive Take12 : Corner → Corner → Prop
  | rowOne {r c : ℕ} : Take12 ⟨r + 1, c⟩ ⟨r, c⟩
  | rowTwo {r c : ℕ} : Take12 ⟨r + 2, c⟩ ⟨r, c⟩
  | colOne {r c : ℕ} : Take12 ⟨r, c + 1⟩ ⟨r, c⟩
  | colTwo {r c : ℕ} : Take12 ⟨r, c + 2⟩ ⟨r, c⟩

/-- Take one or three tokens from either coordinate. -/
inductive Take13 : Corner → Corner → Prop
  | rowOne {r c : ℕ} : Take13 ⟨r + 1, c⟩ ⟨r, c⟩
  | rowThree {r c : ℕ} : Take13 ⟨r + 3, c⟩ ⟨r, c⟩
  | colOne {r c : ℕ} : Take13 ⟨r, c + 1⟩ ⟨r, c⟩
  | colThree {r c : ℕ} : Take13 ⟨r, c + 3⟩ ⟨r, c⟩

/-- Nim: lower one heap to any smaller size. -/
def nimOptions (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i => (List.range (p.getD i 0)).map fun k => p.set i k

/-- Lower one heap by exactly one. -/
def stepOptions (p : List ℕ) : List (List ℕ) :=
  ((List.range p.length).filter fun i => 0 < p.getD i 0).map fun i => p.set i (p.getD i 0 - 1)

/-- Lower `row` to any smaller size, or `col` by one or two. -/
def Corner.options (c : Corner) : List Corner :=
  (List.range c.row).map (fun k => { c with row := k }) ++
    ((List.range 2).filter (· < c.col)).map (fun k => { c with col := c.col - k - 1 })

end StyleGames


namespace StyleGames.Refused

/-- Swap the two coordinates: every play can go on for ever (refused: a cycle). -/
def SwapStep (p q : StyleGames.Corner) : Prop :=
  q.row = p.col ∧ q.col = p.row ∧ p.row ≠ p.col

/-- A position with a field that is no heap. -/
structure Tagged where
  size : ℕ
  marked : Bool

/-- Take from a tagged heap (refused: `marked` is no heap). -/
def TaggedTake (p q : Tagged) : Prop := q.size < p.size ∧ q.marked = p.marked

/-- Lower the first of two heaps by one, written with vector patterns (refused: the evaluator
does not match `![a + 1, b]` against a position, so nothing bounds `a`). -/
inductive VectorStep : (Fin 2 → ℕ) → (Fin 2 → ℕ) → Prop
  | left {a b : ℕ} : VectorStep ![a + 1, b] ![a, b]

end StyleGames.Refused
