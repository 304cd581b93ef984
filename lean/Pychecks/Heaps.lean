/-
Pychecks.Heaps: Bool checkers for any game on heaps whose moves "lower some heaps of one group"
(Lean core only). A position is `p : List Nat` of any length d; heap `k` is `p.getD k 0`. A move
family is given by its groups, each a list of heap indices: a move lowers some heaps of one group
(at least one token in all) and leaves every other heap alone. The slow variant also takes at
most one token from each heap.

These are what `pychecks emit` uses for a family that is not one of the cube's (those have named
checkers in `Pychecks.Cube`). Python port, line by line: `pychecks/lean/bool_ports.py`.
-/
import Pychecks.Basic

namespace Pychecks

/-- A move of the group family `groups`: `q ≤ p`, `q ≠ p`, and `q` agrees with `p` outside one
group, exactly as `q ≤ p ∧ q ≠ p ∧ ∃ g ∈ groups, ∀ k ∉ g, q k = p k` reads. -/
def groupMoveB (groups : List (List Nat)) (p q : List Nat) : Bool :=
  leB q p && !eqB q p && groups.any fun g => agreeOutside (fun k => memB k g) 0 p q

/-- The slow variant: a group move taking at most one token from each heap. -/
def slowGroupMoveB (groups : List (List Nat)) (p q : List Nat) : Bool :=
  groupMoveB groups p q && loseAtMostOneB p q

end Pychecks
