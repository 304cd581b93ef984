/-
Games whose positions are lists of heaps or structures, written as Lean users write them (with
`List.range`, `map`, `foldl`, recursive `Bool` solvers, mutual inductive predicates), for
`pychecks check lean/Examples/ListGames.lean`. None of these statements has one of pychecks'
shapes: the evaluator checks them, on every list of length ≤ L with heaps ≤ N.

Each true statement stands beside a deliberately wrong one (named `…_wrong…`), so that every
solver is seen to say no.

Written without a Lean toolchain at hand (the library names were looked up in the Lean and
Mathlib sources: `List.range`, `List.flatMap`, `List.set`, `List.getD`, `List.foldl`, `List.any`,
`List.sum`, `List.filter`, `List.headD`, `List.map`), not compiled. The library `Examples` is not
a default target of the lakefile.
-/
import Mathlib
import PychecksStatements.TheoremWanted

namespace ListGames

/-! ## Nim on a list of heaps -/

/-- The positions one move away: lower one heap to any smaller size. -/
def options (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i => (List.range (p.getD i 0)).map fun k => p.set i k

/-- The nim-sum of the heaps. -/
def nimSum (p : List ℕ) : ℕ := p.foldl (· ^^^ ·) 0

/-- Does the player to move win? Every move lowers the total, so `p.sum + 1` is fuel enough. -/
def wins : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (options p).any fun q => !wins fuel q

-- Bouton: the player to move wins exactly when the nim-sum is not 0
theorem_wanted bouton (p : List ℕ) : wins (p.sum + 1) p = (nimSum p != 0)

-- Wrong: the parity of the total decides one heap, not two
theorem_wanted bouton_wrongParity (p : List ℕ) : wins (p.sum + 1) p = (p.sum % 2 == 1)

/-! ## Grundy values, with fuel -/

/-- The least natural number not in `l`. -/
def mex (l : List ℕ) : ℕ := ((List.range (l.length + 1)).filter (· ∉ l)).headD 0

/-- The Grundy value of a Nim position, from the values of its options. -/
def grundy : ℕ → List ℕ → ℕ
  | 0, _ => 0
  | fuel + 1, p => mex ((options p).map (grundy fuel))

-- Sprague–Grundy: a Nim position is worth its nim-sum
theorem_wanted grundy_eq_nimSum (p : List ℕ) : grundy (p.sum + 1) p = nimSum p

-- Wrong: not its total
theorem_wanted grundy_wrongTotal (p : List ℕ) : grundy (p.sum + 1) p = p.sum

/-! ## Winning and losing as mutual inductive predicates -/

mutual
/-- The player to move can force a win: some move leads to a lost position. -/
inductive Win : List ℕ → Prop where
  | move {p q : List ℕ} : q ∈ options p → Lose q → Win p

/-- Every move leads to a won position (so a position with no move is lost). -/
inductive Lose : List ℕ → Prop where
  | all {p : List ℕ} : (∀ q ∈ options p, Win q) → Lose p
end

theorem_wanted win_iff (p : List ℕ) : Win p ↔ nimSum p ≠ 0

-- Wrong: a position with tokens left need not be won
theorem_wanted win_wrongNonempty (p : List ℕ) : Win p ↔ p.sum ≠ 0

/-! ## One heap, well-founded recursion: the subtraction game {1, 3, 4} -/

/-- Does the player to move win, taking 1, 3 or 4 tokens? -/
def subWins (n : ℕ) : Bool :=
  if h : n = 0 then false
  else !subWins (n - 1) || (if 3 ≤ n then !subWins (n - 3) else false) ||
    (if 4 ≤ n then !subWins (n - 4) else false)
termination_by n
decreasing_by all_goals omega

-- The losing heaps are those ≡ 0 or 2 modulo 7
theorem_wanted subWins_period (n : ℕ) : subWins n = !(n % 7 == 0 || n % 7 == 2)

-- Wrong: the period is 7, not 5
theorem_wanted subWins_wrongPeriod (n : ℕ) : subWins n = !(n % 5 == 0 || n % 5 == 2)

/-! ## A position as a structure: two heaps -/

/-- Two heaps of Nim. -/
structure Heaps where
  left : ℕ
  right : ℕ
deriving Repr

/-- Take from the left heap, or from the right one. -/
def Heaps.options (h : Heaps) : List Heaps :=
  (List.range h.left).map (fun k => { h with left := k }) ++
    (List.range h.right).map (fun k => { h with right := k })

/-- Does the player to move win, with fuel? -/
def Heaps.wins : ℕ → Heaps → Bool
  | 0, _ => false
  | fuel + 1, h => h.options.any fun g => !Heaps.wins fuel g

-- Two heaps: the player to move wins exactly when they differ
theorem_wanted heaps_wins (h : Heaps) : h.wins (h.left + h.right + 1) = (h.left != h.right)

-- Wrong: two equal heaps are lost, whatever their size
theorem_wanted heaps_wrongNonempty (h : Heaps) :
    h.wins (h.left + h.right + 1) = (h.left + h.right != 0)

end ListGames
