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

end GameSolvers
