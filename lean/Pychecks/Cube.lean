/-
Pychecks.Cube: Bool checkers for Nim on a cube (Lean core only).

Conventions that every printed predicate (the P-sets and hypotheses of the statements, printed by
pychecks' expression layer, `pychecks/expr.py`) and every generated fixture must follow:

* A position is `p : List Nat` of length 6, never `Fin 6 → ℕ` (Mathlib is not available here and
  functions do not reduce well in the kernel). The six entries are the faces
  `(a, b, c, A, B, C)`, in the order of the specification; face `k` is opposite face `k + 3`.
* Face `k` of `p` is written `p.getD k 0`, always, so that a statement's `p k` becomes
  `p.getD k 0` by one textual rule.
* Propositions are printed as `Bool` expressions: `&&`, `||`, `!`, `Nat.beq x y` for `x = y`,
  `Nat.ble x y` for `x ≤ y`, `Nat.blt x y` for `x < y`; `+`, `%`, and `^^^` (core `Nat` xor, the
  nim-sum) are used as they are. `∑ k, p k` is printed as the explicit sum of the six faces.
* A fixture states `(... : Bool) = true` and closes it by `decide`; every definition it reaches is
  structurally recursive (this file and `Pychecks.Basic`), so the kernel can evaluate it.
* Quantifiers over positions range over explicit lists: `box 6 N` (the box) or
  `below p` / `rotationOptions p` (the options), consumed with `List.all` / `List.any`.

Move checkers follow the Prop definitions in `lean/PychecksStatements/Cube.lean` directly: the same
`q ≤ p`, `q ≠ p`, and "faces outside the chosen belt / vertex / edge / face are unchanged", with
the existential over the choice written as a disjunction over an explicit list of choices. The
bridge statements saying they agree are in `lean/PychecksStatements/CubeBridge.lean`; the Python
port used by pychecks to test them is `pychecks/lean/bool_ports.py`.
-/
import Pychecks.Basic

namespace Pychecks.Cube

open Pychecks

/-- The three belts `(i, j)` with `i < j < 3`; belt `(i, j)` is faces `i, j, i + 3, j + 3`. -/
def belts : List (Nat × Nat) := [(0, 1), (0, 2), (1, 2)]

/-- The eight vertices `(x, y, z)`, one face from each opposite pair. -/
def vertices : List (Nat × Nat × Nat) :=
  [(0, 1, 2), (0, 1, 5), (0, 4, 2), (0, 4, 5), (3, 1, 2), (3, 1, 5), (3, 4, 2), (3, 4, 5)]

/-- The twelve edges `(x, y)`, `x < y`, two faces from different opposite pairs. -/
def edges : List (Nat × Nat) :=
  [(0, 1), (0, 2), (0, 4), (0, 5), (1, 2), (1, 3), (1, 5), (2, 3), (2, 4), (3, 4), (3, 5), (4, 5)]

/-- The six faces. -/
def faces : List Nat := [0, 1, 2, 3, 4, 5]

/-- `q ≤ p ∧ q ≠ p`: the common part of every move. -/
def removesB (p q : List Nat) : Bool :=
  leB q p && !eqB q p

/-- Mirrors `CubeRotationMove`: remove at least one token from the four faces of one belt. -/
def rotationMoveB (p q : List Nat) : Bool :=
  removesB p q && belts.any fun (i, j) =>
    agreeOutside (fun k => Nat.beq k i || Nat.beq k j || Nat.beq k (i + 3) || Nat.beq k (j + 3))
      0 p q

/-- Mirrors `CubeVertexMove`: remove at least one token from the three faces at one vertex. -/
def vertexMoveB (p q : List Nat) : Bool :=
  removesB p q && vertices.any fun (x, y, z) =>
    agreeOutside (fun k => Nat.beq k x || Nat.beq k y || Nat.beq k z) 0 p q

/-- Mirrors `CubeEdgeMove`: remove at least one token from the two faces at one edge. -/
def edgeMoveB (p q : List Nat) : Bool :=
  removesB p q && edges.any fun (x, y) =>
    agreeOutside (fun k => Nat.beq k x || Nat.beq k y) 0 p q

/-- Mirrors `CubeFaceMove`: remove at least one token from one face. -/
def faceMoveB (p q : List Nat) : Bool :=
  removesB p q && faces.any fun x =>
    agreeOutside (fun k => Nat.beq k x) 0 p q

/-- Slow rotation move: a rotation move taking at most one token from each face. -/
def slowRotationMoveB (p q : List Nat) : Bool :=
  rotationMoveB p q && loseAtMostOneB p q

/-- Slow vertex move (Theorem 10's `M`). -/
def slowVertexMoveB (p q : List Nat) : Bool :=
  vertexMoveB p q && loseAtMostOneB p q

/-- Slow edge move (Theorem 11's `M`). -/
def slowEdgeMoveB (p q : List Nat) : Bool :=
  edgeMoveB p q && loseAtMostOneB p q

/-- Slow face move (Theorem 12's `M`). -/
def slowFaceMoveB (p q : List Nat) : Bool :=
  faceMoveB p q && loseAtMostOneB p q

/-- Every option of `p` under rotation moves, in lexicographic order. -/
def rotationOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (rotationMoveB p)

/-- Every option of `p` under vertex moves, in lexicographic order. -/
def vertexOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (vertexMoveB p)

/-- Every option of `p` under edge moves, in lexicographic order. -/
def edgeOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (edgeMoveB p)

/-- Every option of `p` under face moves, in lexicographic order. -/
def faceOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (faceMoveB p)

/-- Every option of `p` under slow rotation moves. -/
def slowRotationOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (slowRotationMoveB p)

/-- Every option of `p` under slow vertex moves. -/
def slowVertexOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (slowVertexMoveB p)

/-- Every option of `p` under slow edge moves. -/
def slowEdgeOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (slowEdgeMoveB p)

/-- Every option of `p` under slow face moves. -/
def slowFaceOptions (p : List Nat) : List (List Nat) :=
  (below p).filter (slowFaceMoveB p)

/-- The cube box: every position with at most `bound` tokens on each face. -/
def cubeBox (bound : Nat) : List (List Nat) :=
  box 6 bound

end Pychecks.Cube
