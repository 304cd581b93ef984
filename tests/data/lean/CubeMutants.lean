/-
The 24 deliberately wrong variants of the cube statements (`tests/games/cube_mutants.py`), as
Lean text: the front end must read each one into the same check as the hand-written mutant
(`tests/games/test_frontend_cube.py` compares verdicts, counts and smallest counterexamples).
Names: `mutant_<n>`, numbered in the order of `MUTANTS`.
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.Cube

namespace CubeMutants

/-- A rotation whose belts have face 5 where face i + 3 or j + 3 should be. -/
def WrongBeltMove (p q : Fin 6 → ℕ) : Prop :=
  ∃ i j : Fin 6, ((i = 0 ∧ j = 1) ∨ (i = 0 ∧ j = 2) ∨ (i = 1 ∧ j = 2)) ∧
    q ≤ p ∧ q ≠ p ∧ ∀ k : Fin 6, k ≠ i → k ≠ j → k ≠ i + 3 → k ≠ 5 → q k = p k

-- rotation: ^^^ for +
theorem_wanted mutant_1 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 ^^^ p 3 = p 1 ^^^ p 4 ∧ p 1 ^^^ p 4 = p 2 ^^^ p 5}
    (∀ p q, p ∈ P → CubeRotationMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeRotationMove p q ∧ q ∈ P

-- rotation: face moved to the wrong belt
theorem_wanted mutant_2 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5}
    (∀ p q, p ∈ P → WrongBeltMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, WrongBeltMove p q ∧ q ∈ P

-- rotation: second equation dropped
theorem_wanted mutant_3 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 + p 3 = p 1 + p 4}
    (∀ p q, p ∈ P → CubeRotationMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeRotationMove p q ∧ q ∈ P

-- vertex: c = C dropped
theorem_wanted mutant_4 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 = p 3 ∧ p 1 = p 4}
    (∀ p q, p ∈ P → CubeVertexMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeVertexMove p q ∧ q ∈ P

-- vertex: edge moves
theorem_wanted mutant_5 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5}
    (∀ p q, p ∈ P → CubeEdgeMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeEdgeMove p q ∧ q ∈ P

-- edge: + for ^^^
theorem_wanted mutant_6 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5}
    (∀ p q, p ∈ P → CubeEdgeMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeEdgeMove p q ∧ q ∈ P

-- edge: vertex moves
theorem_wanted mutant_7 :
    let P : Set (Fin 6 → ℕ) := {p | p 0 ^^^ p 3 = p 1 ^^^ p 4 ∧ p 1 ^^^ p 4 = p 2 ^^^ p 5}
    (∀ p q, p ∈ P → CubeVertexMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeVertexMove p q ∧ q ∈ P

-- vertex misère: 2 ≤ p 5 dropped
theorem_wanted mutant_8 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeVertexMove p q) ∧ ∀ q, CubeVertexMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5) ∨ p = ![0, 0, 0, 0, 0, 1] ∨
      p = ![0, 1, 1, 0, 1, 1] ∨ p = ![1, 1, 1, 1, 1, 1]

-- vertex misère: ![0,1,1,0,1,1] dropped
theorem_wanted mutant_9 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeVertexMove p q) ∧ ∀ q, CubeVertexMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5 ∧ 2 ≤ p 5) ∨ p = ![0, 0, 0, 0, 0, 1] ∨
      p = ![1, 1, 1, 1, 1, 1]

-- vertex misère: normal play
theorem_wanted mutant_10 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ ∀ q, CubeVertexMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5 ∧ 2 ≤ p 5) ∨ p = ![0, 0, 0, 0, 0, 1] ∨
      p = ![0, 1, 1, 0, 1, 1] ∨ p = ![1, 1, 1, 1, 1, 1]

-- rotation misère: 2 ≤ p 5 dropped
theorem_wanted mutant_11 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeRotationMove p q) ∧ ∀ q, CubeRotationMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5) ∨
      p = ![0, 0, 0, 0, 0, 1] ∨ p = ![1, 1, 1, 1, 1, 1]

-- rotation misère: ![1,1,1,1,1,1] dropped
theorem_wanted mutant_12 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeRotationMove p q) ∧ ∀ q, CubeRotationMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (2 ≤ p 5 ∧ p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5) ∨
      p = ![0, 0, 0, 0, 0, 1]

-- face misère: 2 ≤ p 5 dropped
theorem_wanted mutant_13 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeFaceMove p q) ∧ ∀ q, CubeFaceMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5 = 0

-- face misère: small case with nim-sum 0
theorem_wanted mutant_14 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeFaceMove p q) ∧ ∀ q, CubeFaceMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (2 ≤ p 5 ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5 = 0) ∨
      (p 5 < 2 ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5 = 0)

-- slow vertex: odd for even
theorem_wanted mutant_15 :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeVertexMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 3) % 2 = 1 ∧ (p 1 + p 4) % 2 = 1 ∧ (p 2 + p 5) % 2 = 1}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- slow vertex: full vertex moves
theorem_wanted mutant_16 :
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 3) % 2 = 0 ∧ (p 1 + p 4) % 2 = 0 ∧ (p 2 + p 5) % 2 = 0}
    (∀ p q, p ∈ P → CubeVertexMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, CubeVertexMove p q ∧ q ∈ P

-- slow edge: all pairs even
theorem_wanted mutant_17 :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeEdgeMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 3) % 2 = 0 ∧ (p 1 + p 4) % 2 = 0 ∧ (p 2 + p 5) % 2 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- slow edge: pairs a+B, b+C, c+A
theorem_wanted mutant_18 :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeEdgeMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 4) % 2 = (p 1 + p 5) % 2 ∧ (p 1 + p 5) % 2 = (p 2 + p 3) % 2}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- slow face: odd total
theorem_wanted mutant_19 :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeFaceMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) := {p | (∑ k, p k) % 2 = 1}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- slow face: total divisible by 3
theorem_wanted mutant_20 :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeFaceMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) := {p | (∑ k, p k) % 3 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- slow rotation: pattern 111000 dropped
theorem_wanted mutant_21 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ ∀ q, (CubeRotationMove p q ∧ ∀ k, p k ≤ q k + 1) → q ∉ P)
    (p : Fin 6 → ℕ) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hc : p 2 ≤ p 5) :
    p ∈ P ↔ (fun k => p k % 2) ∈ ({![0, 0, 0, 0, 0, 0], ![0, 0, 0, 1, 1, 1],
      ![1, 1, 1, 1, 1, 1]} : Set (Fin 6 → ℕ))

-- slow rotation: misère play
theorem_wanted mutant_22 (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeRotationMove p q ∧ ∀ k, p k ≤ q k + 1) ∧
      ∀ q, (CubeRotationMove p q ∧ ∀ k, p k ≤ q k + 1) → q ∉ P)
    (p : Fin 6 → ℕ) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hc : p 2 ≤ p 5) :
    p ∈ P ↔ (fun k => p k % 2) ∈ ({![0, 0, 0, 0, 0, 0], ![0, 0, 0, 1, 1, 1], ![1, 1, 1, 0, 0, 0],
      ![1, 1, 1, 1, 1, 1]} : Set (Fin 6 → ℕ))

-- examples: opposite faces are no vertex
theorem_wanted mutant_23 :
    CubeVertexMove ![1, 1, 0, 1, 0, 0] 0 ∧ ∀ q, ¬ CubeVertexMove 0 q

-- examples: a face move touching two faces
theorem_wanted mutant_24 :
    CubeFaceMove ![1, 1, 1, 0, 0, 0] ![0, 0, 1, 0, 0, 0] ∧ ∀ q, ¬ CubeFaceMove 0 q

end CubeMutants
