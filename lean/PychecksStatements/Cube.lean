/-
Nim on a cube: the user's statements, verbatim from the specification
(Kadam and Shaiju, *Variations of the Nim Game Played on a Cube*, INTEGERS 25 (2025), G2).

Do not reformat: pychecks hashes each statement's text (whitespace-normalised) and fails its
test suite when a statement and its Python mirror in `pychecks/games/cube.py` drift apart.
-/
import Mathlib
import PychecksStatements.TheoremWanted

/-- C_R: a rotation is one of the three belts {f_a,f_b,f_A,f_B}, {f_a,f_c,f_A,f_C}, {f_b,f_c,f_B,f_C};
remove at least one token in total from the four faces of one belt. -/
def CubeRotationMove (p q : Fin 6 → ℕ) : Prop :=
  ∃ i j : Fin 6, ((i = 0 ∧ j = 1) ∨ (i = 0 ∧ j = 2) ∨ (i = 1 ∧ j = 2)) ∧
    q ≤ p ∧ q ≠ p ∧
    ∀ k : Fin 6, k ≠ i → k ≠ j → k ≠ i + 3 → k ≠ j + 3 → q k = p k

/-- C_V: remove at least one token in total from the three faces at one vertex
(one face from each opposite pair). -/
def CubeVertexMove (p q : Fin 6 → ℕ) : Prop :=
  ∃ x y z : Fin 6, x.val % 3 = 0 ∧ y.val % 3 = 1 ∧ z.val % 3 = 2 ∧ q ≤ p ∧ q ≠ p ∧
    ∀ k : Fin 6, k ≠ x → k ≠ y → k ≠ z → q k = p k

/-- C_E: remove at least one token in total from the two faces at one edge
(two faces from different opposite pairs). -/
def CubeEdgeMove (p q : Fin 6 → ℕ) : Prop :=
  ∃ x y : Fin 6, x.val % 3 ≠ y.val % 3 ∧ q ≤ p ∧ q ≠ p ∧ ∀ k : Fin 6, k ≠ x → k ≠ y → q k = p k

/-- C_F: remove at least one token from one face (Nim with six heaps). -/
def CubeFaceMove (p q : Fin 6 → ℕ) : Prop :=
  ∃ x : Fin 6, q ≤ p ∧ q ≠ p ∧ ∀ k : Fin 6, k ≠ x → q k = p k

theorem cubeRotationMove_examples :
    CubeRotationMove ![0, 0, 0, 0, 0, 1] 0 ∧ ∀ q, ¬ CubeRotationMove 0 q := by
  -- The belt {f_a, f_c, f_A, f_C} (i = 0, j = 2) holds the token on f_C.
  refine ⟨⟨0, 2, Or.inr (Or.inl ⟨rfl, rfl⟩), ?_, ?_, ?_⟩, ?_⟩
  · exact Pi.le_def.2 fun k => Nat.zero_le _
  · intro h
    have h5 := congrFun h 5
    first
      | exact absurd h5 (by decide)
      | simp at h5
  · first
      | decide
      | (intro k; fin_cases k <;> simp)
  -- From the empty cube: q ≤ 0 forces q = 0, contradicting q ≠ 0.
  · intro q h
    obtain ⟨_, _, _, hle, hne, _⟩ := h
    exact hne (funext fun k => Nat.le_antisymm (Pi.le_def.1 hle k) (Nat.zero_le _))

theorem cubeVertexEdgeFaceMove_examples :
    CubeVertexMove ![1, 1, 1, 0, 0, 0] 0 ∧ CubeEdgeMove ![1, 1, 0, 0, 0, 0] 0 ∧
    CubeFaceMove ![1, 1, 1, 0, 0, 0] ![0, 1, 1, 0, 0, 0] ∧
    ∀ q, ¬ CubeVertexMove 0 q ∧ ¬ CubeEdgeMove 0 q ∧ ¬ CubeFaceMove 0 q := by
  refine ⟨⟨0, 1, 2, by decide, by decide, by decide, ?_, ?_, ?_⟩,
    ⟨0, 1, by decide, ?_, ?_, ?_⟩, ⟨0, ?_, ?_, ?_⟩, ?_⟩
  -- Vertex (f_a, f_b, f_c): empty all three faces.
  · exact Pi.le_def.2 fun k => Nat.zero_le _
  · intro h
    have h0 := congrFun h 0
    first
      | exact absurd h0 (by decide)
      | simp at h0
  · first
      | decide
      | (intro k; fin_cases k <;> simp)
  -- Edge (f_a, f_b): empty both faces.
  · exact Pi.le_def.2 fun k => Nat.zero_le _
  · intro h
    have h0 := congrFun h 0
    first
      | exact absurd h0 (by decide)
      | simp at h0
  · first
      | decide
      | (intro k; fin_cases k <;> simp)
  -- Face f_a: take its token.
  · first
      | exact Pi.le_def.2 (by decide)
      | (intro k; fin_cases k <;> simp)
  · intro h
    have h0 := congrFun h 0
    first
      | exact absurd h0 (by decide)
      | simp at h0
  · first
      | decide
      | (intro k; fin_cases k <;> simp)
  -- From the empty cube no family has a move: q ≤ 0 forces q = 0, contradicting q ≠ 0.
  · intro q
    refine ⟨?_, ?_, ?_⟩
    · intro h
      obtain ⟨_, _, _, _, _, _, hle, hne, _⟩ := h
      exact hne (funext fun k => Nat.le_antisymm (Pi.le_def.1 hle k) (Nat.zero_le _))
    · intro h
      obtain ⟨_, _, _, hle, hne, _⟩ := h
      exact hne (funext fun k => Nat.le_antisymm (Pi.le_def.1 hle k) (Nat.zero_le _))
    · intro h
      obtain ⟨_, hle, hne, _⟩ := h
      exact hne (funext fun k => Nat.le_antisymm (Pi.le_def.1 hle k) (Nat.zero_le _))

-- Theorem 5 of the paper
public theorem_wanted cubeRotationNim_pPositions :
    let P : Set (Fin 6 → ℕ) := {p | p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5}
    (∀ p q, p ∈ P → CubeRotationMove p q → q ∉ P) ∧
    ∀ p, p ∉ P → ∃ q, CubeRotationMove p q ∧ q ∈ P

-- Theorem 2
public theorem_wanted cubeVertexNim_pPositions :
    let P : Set (Fin 6 → ℕ) := {p | p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5}
    (∀ p q, p ∈ P → CubeVertexMove p q → q ∉ P) ∧
    ∀ p, p ∉ P → ∃ q, CubeVertexMove p q ∧ q ∈ P

-- Theorem 3 (^^^ is Nat xor, the nim-sum)
public theorem_wanted cubeEdgeNim_pPositions :
    let P : Set (Fin 6 → ℕ) := {p | p 0 ^^^ p 3 = p 1 ^^^ p 4 ∧ p 1 ^^^ p 4 = p 2 ^^^ p 5}
    (∀ p q, p ∈ P → CubeEdgeMove p q → q ∉ P) ∧
    ∀ p, p ∉ P → ∃ q, CubeEdgeMove p q ∧ q ∈ P

-- Theorem 6: misère play (the player making the last move loses)
public theorem_wanted cubeVertexNim_misere_pPositions (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeVertexMove p q) ∧ ∀ q, CubeVertexMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (p 0 = p 3 ∧ p 1 = p 4 ∧ p 2 = p 5 ∧ 2 ≤ p 5) ∨ p = ![0, 0, 0, 0, 0, 1] ∨
      p = ![0, 1, 1, 0, 1, 1] ∨ p = ![1, 1, 1, 1, 1, 1]

-- Theorem 8
public theorem_wanted cubeRotationNim_misere_pPositions (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeRotationMove p q) ∧ ∀ q, CubeRotationMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (2 ≤ p 5 ∧ p 0 + p 3 = p 1 + p 4 ∧ p 1 + p 4 = p 2 + p 5) ∨
      p = ![0, 0, 0, 0, 0, 1] ∨ p = ![1, 1, 1, 1, 1, 1]

-- Theorem 9
public theorem_wanted cubeFaceNim_misere_pPositions (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, CubeFaceMove p q) ∧ ∀ q, CubeFaceMove p q → q ∉ P)
    (p : Fin 6 → ℕ) (hC : ∀ k, p k ≤ p 5) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hab : p 0 ≤ p 1) :
    p ∈ P ↔ (2 ≤ p 5 ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5 = 0) ∨
      (p 5 < 2 ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5 = 1)

-- Theorem 10: slow moves take at most one token from each face
public theorem_wanted slowCubeVertexNim_pPositions :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeVertexMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 3) % 2 = 0 ∧ (p 1 + p 4) % 2 = 0 ∧ (p 2 + p 5) % 2 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- Theorem 11
public theorem_wanted slowCubeEdgeNim_pPositions :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeEdgeMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) :=
      {p | (p 0 + p 3) % 2 = (p 1 + p 4) % 2 ∧ (p 1 + p 4) % 2 = (p 2 + p 5) % 2}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- Theorem 12
public theorem_wanted slowCubeFaceNim_pPositions :
    let M : (Fin 6 → ℕ) → (Fin 6 → ℕ) → Prop := fun p q =>
      CubeFaceMove p q ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 6 → ℕ) := {p | (∑ k, p k) % 2 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- Theorem 13 (note: hP here has no "has a move" clause: this is normal play)
public theorem_wanted slowCubeRotationNim_pPositions (P : Set (Fin 6 → ℕ))
    (hP : ∀ p, p ∈ P ↔ ∀ q, (CubeRotationMove p q ∧ ∀ k, p k ≤ q k + 1) → q ∉ P)
    (p : Fin 6 → ℕ) (ha : p 0 ≤ p 3) (hb : p 1 ≤ p 4) (hc : p 2 ≤ p 5) :
    p ∈ P ↔ (fun k => p k % 2) ∈ ({![0, 0, 0, 0, 0, 0], ![0, 0, 0, 1, 1, 1], ![1, 1, 1, 0, 0, 0],
      ![1, 1, 1, 1, 1, 1]} : Set (Fin 6 → ℕ))
