/-
Bridge statements for Nim on a cube: the Bool checkers of `lean/Pychecks/Cube.lean` (Lean core,
`List Nat` positions, run by `decide` in generated fixtures) agree with the Prop definitions of
`lean/PychecksStatements/Cube.lean` (Mathlib, `Fin 6 → ℕ` positions).

Once these are proved, a fixture closed by `decide` about `rotationMoveB` is a theorem about
`CubeRotationMove`. Until then pychecks checks each of them on a box (claims in
`pychecks/lean/bridge_claims.py`, shape "bridge"), comparing the Python port of the checker
(`pychecks/lean/bool_ports.py`) with the Python mirror of the definition
(`pychecks/games/cube.py`). Positions are carried across by `List.ofFn`.
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.Cube
import Pychecks.Cube

open Pychecks Pychecks.Cube

theorem_wanted cubeRotationMoveB_iff (p q : Fin 6 → ℕ) :
    rotationMoveB (List.ofFn p) (List.ofFn q) = true ↔ CubeRotationMove p q

theorem_wanted cubeVertexMoveB_iff (p q : Fin 6 → ℕ) :
    vertexMoveB (List.ofFn p) (List.ofFn q) = true ↔ CubeVertexMove p q

theorem_wanted cubeEdgeMoveB_iff (p q : Fin 6 → ℕ) :
    edgeMoveB (List.ofFn p) (List.ofFn q) = true ↔ CubeEdgeMove p q

theorem_wanted cubeFaceMoveB_iff (p q : Fin 6 → ℕ) :
    faceMoveB (List.ofFn p) (List.ofFn q) = true ↔ CubeFaceMove p q

theorem_wanted slowCubeRotationMoveB_iff (p q : Fin 6 → ℕ) :
    slowRotationMoveB (List.ofFn p) (List.ofFn q) = true ↔
      CubeRotationMove p q ∧ ∀ k, p k ≤ q k + 1

theorem_wanted slowCubeVertexMoveB_iff (p q : Fin 6 → ℕ) :
    slowVertexMoveB (List.ofFn p) (List.ofFn q) = true ↔
      CubeVertexMove p q ∧ ∀ k, p k ≤ q k + 1

theorem_wanted slowCubeEdgeMoveB_iff (p q : Fin 6 → ℕ) :
    slowEdgeMoveB (List.ofFn p) (List.ofFn q) = true ↔
      CubeEdgeMove p q ∧ ∀ k, p k ≤ q k + 1

theorem_wanted slowCubeFaceMoveB_iff (p q : Fin 6 → ℕ) :
    slowFaceMoveB (List.ofFn p) (List.ofFn q) = true ↔
      CubeFaceMove p q ∧ ∀ k, p k ≤ q k + 1

theorem_wanted cubeRotationOptions_iff (p : Fin 6 → ℕ) (l : List ℕ) :
    l ∈ rotationOptions (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ CubeRotationMove p q

theorem_wanted cubeVertexOptions_iff (p : Fin 6 → ℕ) (l : List ℕ) :
    l ∈ vertexOptions (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ CubeVertexMove p q

theorem_wanted cubeEdgeOptions_iff (p : Fin 6 → ℕ) (l : List ℕ) :
    l ∈ edgeOptions (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ CubeEdgeMove p q

theorem_wanted cubeFaceOptions_iff (p : Fin 6 → ℕ) (l : List ℕ) :
    l ∈ faceOptions (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ CubeFaceMove p q

theorem_wanted cubeBox_iff (N : ℕ) (l : List ℕ) :
    l ∈ cubeBox N ↔ ∃ p : Fin 6 → ℕ, l = List.ofFn p ∧ ∀ k, p k ≤ N
