/-
Sprague–Grundy values and sums of games: the definitions shared by the Node Kayles, Nim and cube
statements, the sum law, and its instances that pychecks checks exhaustively on bounded boxes.

Conventions. A game is a move relation `M p q` ("q is an option of p"). A Grundy function of `M`
is any `g` satisfying the mex equations at every position; on a well-founded game there is exactly
one, so "every Grundy function has value v at p" says "the Grundy value of p is v".

Do not reformat: pychecks hashes each statement's text (whitespace-normalised) and its Python
mirrors in `pychecks/games/nim.py` and `pychecks/games/sums.py` record those hashes.
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.Cube

/-- `g` satisfies the mex equations of `M`: no option has the value of `p`, and every smaller
value is the value of some option. -/
def IsGrundyFunction {α : Type*} (M : α → α → Prop) (g : α → ℕ) : Prop :=
  ∀ p, (∀ q, M p q → g q ≠ g p) ∧ ∀ k < g p, ∃ q, M p q ∧ g q = k

/-- The sum of two games: a move is a move in exactly one component. -/
def SumMove {α β : Type*} (M : α → α → Prop) (N : β → β → Prop) (p q : α × β) : Prop :=
  (M p.1 q.1 ∧ q.2 = p.2) ∨ (q.1 = p.1 ∧ N p.2 q.2)

/-- A Nim heap: take at least one token. -/
def NimMove (m n : ℕ) : Prop := n < m

-- The Sprague–Grundy sum law (well-foundedness makes each Grundy function unique)
public theorem_wanted spragueGrundy_sumLaw {α β : Type*} (M : α → α → Prop) (N : β → β → Prop)
    (hMwf : WellFounded fun q p => M p q) (hNwf : WellFounded fun q p => N p q)
    (gM : α → ℕ) (gN : β → ℕ) (g : α × β → ℕ) (hM : IsGrundyFunction M gM)
    (hN : IsGrundyFunction N gN) (hg : IsGrundyFunction (SumMove M N) g) (p : α × β) :
    g p = gM p.1 ^^^ gN p.2

-- Corollary: Nim with two heaps
public theorem_wanted nimTwoHeaps_grundy (g : ℕ × ℕ → ℕ)
    (hg : IsGrundyFunction (SumMove NimMove NimMove) g) (m n : ℕ) :
    g (m, n) = m ^^^ n

public theorem_wanted nimTwoHeaps_losing (g : ℕ × ℕ → ℕ)
    (hg : IsGrundyFunction (SumMove NimMove NimMove) g) (m n : ℕ) :
    g (m, n) = 0 ↔ m = n

-- Corollary: Nim with three heaps
public theorem_wanted nimThreeHeaps_grundy (g : (ℕ × ℕ) × ℕ → ℕ)
    (hg : IsGrundyFunction (SumMove (SumMove NimMove NimMove) NimMove) g) (m n k : ℕ) :
    g ((m, n), k) = m ^^^ n ^^^ k

public theorem_wanted nimThreeHeaps_losing (g : (ℕ × ℕ) × ℕ → ℕ)
    (hg : IsGrundyFunction (SumMove (SumMove NimMove NimMove) NimMove) g) (m n k : ℕ) :
    g ((m, n), k) = 0 ↔ m ^^^ n ^^^ k = 0

-- Face Nim on the cube is Nim with six heaps
public theorem_wanted cubeFaceNim_sixHeaps (g : (Fin 6 → ℕ) → ℕ)
    (hg : IsGrundyFunction CubeFaceMove g) (p : Fin 6 → ℕ) :
    g p = p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5

-- A cube game plus a cube game: vertex Nim on one cube, edge Nim on another
public theorem_wanted cubeVertexPlusEdge_grundy (gV gE : (Fin 6 → ℕ) → ℕ)
    (g : (Fin 6 → ℕ) × (Fin 6 → ℕ) → ℕ) (hV : IsGrundyFunction CubeVertexMove gV)
    (hE : IsGrundyFunction CubeEdgeMove gE)
    (hg : IsGrundyFunction (SumMove CubeVertexMove CubeEdgeMove) g) (p q : Fin 6 → ℕ) :
    g (p, q) = gV p ^^^ gE q
