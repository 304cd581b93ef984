/-
Solvers over an options function that the evaluator answers from a solved game graph
(`pychecks/lean/evaluate/game_graph.py`), each beside a case the table must not decide: too
little fuel, options that leave the scope, options that cycle, a misère body, the predicates
read one at a time. The expected verdict is in each statement's name (`…_holds`, `…_fails`);
the conformance suite compares the backends on every one.
-/
import Mathlib

namespace GameSolvers

/-- Lower one heap to any smaller size. -/
def options (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i => (List.range (p.getD i 0)).map fun k => p.set i k

def nimSum (p : List ℕ) : ℕ := p.foldl (· ^^^ ·) 0

def wins : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (options p).any fun q => !wins fuel q

-- Enough fuel, and some to spare
theorem_wanted spareFuel_holds (p : List ℕ) : wins (p.sum + 5) p = (nimSum p != 0)

-- Too little fuel: `wins 1 [1, 1]` is true, the position is lost
theorem_wanted shortFuel_fails (p : List ℕ) : wins 1 p = (nimSum p != 0)

-- Fuel exactly the longest play: the table does not answer (the fuel must exceed it), the
-- definition runs, and is right (the fuel runs out only where there is no move)
theorem_wanted exactFuel_holds (p : List ℕ) : wins p.sum p = (nimSum p != 0)

/-- Misère play: the player who cannot move wins. -/
def misWins : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => if (options p).isEmpty then true else (options p).any fun q => !misWins fuel q

-- Misère Nim: as normal Nim unless every heap is at most 1
theorem_wanted misere_holds (p : List ℕ) :
    misWins (p.sum + 1) p = (if p.all (· ≤ 1) then nimSum p == 0 else nimSum p != 0)

-- Wrong: misère is not normal play
theorem_wanted misereNormal_fails (p : List ℕ) : misWins (p.sum + 1) p = (nimSum p != 0)

/-- Lower a heap and append an empty one: the options of a longest list leave the scope. -/
def growOptions (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i => (List.range (p.getD i 0)).map fun k => p.set i k ++ [0]

def growWins : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (growOptions p).any fun q => !growWins fuel q

theorem_wanted grow_holds (p : List ℕ) : growWins (p.sum + 1) p = (nimSum p != 0)

/-- Lower a heap by one, truncated: an empty heap's option is the position itself (a cycle). -/
def stepOptions (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).map fun i => p.set i (p.getD i 0 - 1)

def stepWins : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (stepOptions p).any fun q => !stepWins fuel q

-- Wrong at `[0]`: its one option is itself, so the answer is the fuel's parity
theorem_wanted step_fails (p : List ℕ) : stepWins (p.sum + 1) p = (p.sum % 2 == 1)

mutual
inductive Win : List ℕ → Prop where
  | move {p q : List ℕ} : q ∈ options p → Lose q → Win p

inductive Lose : List ℕ → Prop where
  | all {p : List ℕ} : (∀ q ∈ options p, Win q) → Lose p
end

theorem_wanted lose_holds (p : List ℕ) : Lose p ↔ nimSum p = 0

-- Wrong: `[1, 1]` is lost
theorem_wanted loseEmpty_fails (p : List ℕ) : Lose p ↔ p.sum = 0

/-! ## Grundy values through a mex -/

/-- The least natural number not in `l`. -/
def mex (l : List ℕ) : ℕ := ((List.range (l.length + 1)).filter (· ∉ l)).headD 0

/-- The Grundy value of a position, from its options'. -/
def grundy : ℕ → List ℕ → ℕ
  | 0, _ => 0
  | fuel + 1, p => mex ((options p).map (grundy fuel))

theorem_wanted grundy_holds (p : List ℕ) : grundy (p.sum + 1) p = nimSum p

-- Too little fuel: `grundy 1 [2]` is `mex [0, 0] = 1`, not 2
theorem_wanted grundyShortFuel_fails (p : List ℕ) : grundy 1 p = nimSum p

/-- The mex with a range longer than it needs: still the mex. -/
def mexWide (l : List ℕ) : ℕ := ((List.range (l.length + 3)).filter (· ∉ l)).headD 7

def grundyWide : ℕ → List ℕ → ℕ
  | 0, _ => 0
  | fuel + 1, p => mexWide ((options p).map (grundyWide fuel))

theorem_wanted grundyWide_holds (p : List ℕ) : grundyWide (p.sum + 1) p = nimSum p

/-- Wrong: a range one short, so `mexShort [0]` is 0 (the filter leaves nothing). -/
def mexShort (l : List ℕ) : ℕ := ((List.range l.length).filter (· ∉ l)).headD 0

def grundyShort : ℕ → List ℕ → ℕ
  | 0, _ => 0
  | fuel + 1, p => mexShort ((options p).map (grundyShort fuel))

-- Wrong at `[1]`: its one option `[0]` is worth 0, and `mexShort [0]` is 0
theorem_wanted grundyShort_fails (p : List ℕ) : grundyShort (p.sum + 1) p = nimSum p

/-! ## Positions as structures of numbers -/

structure Two where
  a : ℕ
  b : ℕ

/-- Lower `b`, raising `a` by one: from `a = N` the options leave the scope. -/
def Two.grow (h : Two) : List Two :=
  (List.range h.b).map fun k => { h with a := h.a + 1, b := k }

def Two.growWins : ℕ → Two → Bool
  | 0, _ => false
  | fuel + 1, h => h.grow.any fun g => !Two.growWins fuel g

-- One heap `b` decides it: `a` only counts the moves
theorem_wanted twoGrow_holds (h : Two) : h.growWins (h.b + 1) = (h.b != 0)

/-- Swap the two numbers: every play cycles. -/
def Two.swap (h : Two) : List Two := [⟨h.b, h.a⟩]

def Two.swapWins : ℕ → Two → Bool
  | 0, _ => false
  | fuel + 1, h => h.swap.any fun g => !Two.swapWins fuel g

-- The fuel's parity decides it (the table decides nothing: every play cycles)
theorem_wanted twoSwap_holds (h : Two) : h.swapWins (h.a + h.b + 1) = ((h.a + h.b) % 2 == 0)

/-- Take from one of the numbers, by an anonymous constructor. -/
def Two.take (h : Two) : List Two :=
  (List.range h.a).map (fun k => ⟨k, h.b⟩) ++ (List.range h.b).map (fun k => ⟨h.a, k⟩)

def Two.takeWins : ℕ → Two → Bool
  | 0, _ => false
  | fuel + 1, h => h.take.any fun g => !Two.takeWins fuel g

-- Wrong: `⟨1, 1⟩` is lost
theorem_wanted twoTake_fails (h : Two) : h.takeWins (h.a + h.b + 1) = (h.a + h.b != 0)

/-- The mex by `find?`: the first number of the range not in `l`. -/
def mexFind (l : List ℕ) : ℕ := ((List.range (l.length + 1)).find? (fun n => n ∉ l)).getD 0

def grundyFind : ℕ → List ℕ → ℕ
  | 0, _ => 0
  | fuel + 1, p => mexFind ((options p).map (grundyFind fuel))

theorem_wanted grundyFind_holds (p : List ℕ) : grundyFind (p.sum + 1) p = nimSum p

/-- Wythoff's game: take from one number, or the same from both (`min` bounds the latter). -/
def Two.wythoff (h : Two) : List Two :=
  (List.range h.a).map (fun k => ⟨k, h.b⟩) ++ (List.range h.b).map (fun k => ⟨h.a, k⟩) ++
    (List.range (min h.a h.b)).map (fun k => ⟨h.a - (k + 1), h.b - (k + 1)⟩)

def Two.wythoffWins : ℕ → Two → Bool
  | 0, _ => false
  | fuel + 1, h => h.wythoff.any fun g => !Two.wythoffWins fuel g

-- Two equal nonzero numbers are won: take both
theorem_wanted wythoffDiagonal_holds (h : Two) :
    h.a = h.b → h.a ≠ 0 → h.wythoffWins (h.a + h.b + 1) = true

-- Wrong: `⟨1, 2⟩` is lost too
theorem_wanted wythoffZero_fails (h : Two) :
    h.wythoffWins (h.a + h.b + 1) = false ↔ (h.a = 0 ∧ h.b = 0)

end GameSolvers
