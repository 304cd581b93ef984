/-
Node Kayles on a graph: statements about the spec's fixture graph, five controls, the
module-signature theorem for substituted graphs, and two sums (Node Kayles + Node Kayles on
non-adjacent parts, Node Kayles + a Nim heap).

Every number below was computed by pychecks (bitmask kernel, checked against a pure-Python
solver written from the definition); `pychecks check NAME` recomputes it.

Do not reformat: pychecks hashes each statement's text (whitespace-normalised) and its Python
mirrors in `pychecks/games/kayles.py` (and, for the Kayles + Nim sum, `pychecks/games/sums.py`)
record those hashes.
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.SpragueGrundy

/-- Node Kayles: from `S`, pick `v ∈ S` and remove `v` and its neighbours (`T = S \ N[v]`). -/
def KaylesMove {V : Type*} (G : SimpleGraph V) (S T : Finset V) : Prop :=
  ∃ v ∈ S, ∀ w, w ∈ T ↔ w ∈ S ∧ w ≠ v ∧ ¬ G.Adj v w

/-- The spec's fixture: A..L are 0..11, edges A–D A–E A–F A–G B–C B–D B–E B–H C–D C–I D–H E–H
E–I E–K G–H H–L I–K J–L. -/
def kaylesFixture : SimpleGraph (Fin 12) :=
  SimpleGraph.fromRel fun a b => (a.val, b.val) ∈
    [(0, 3), (0, 4), (0, 5), (0, 6), (1, 2), (1, 3), (1, 4), (1, 7), (2, 3), (2, 8), (3, 7),
     (4, 7), (4, 8), (4, 10), (6, 7), (7, 11), (8, 10), (9, 11)]

public theorem_wanted kaylesFixture_fullValue (g : Finset (Fin 12) → ℕ)
    (hg : IsGrundyFunction (KaylesMove kaylesFixture) g) :
    g Finset.univ = 3

public theorem_wanted kaylesFixture_losingCount (g : Finset (Fin 12) → ℕ)
    (hg : IsGrundyFunction (KaylesMove kaylesFixture) g) :
    (Finset.univ.filter fun S : Finset (Fin 12) => g S = 0).card = 1220

-- The counts add up to 2 ^ 12, so no subset has a value of 6 or more
public theorem_wanted kaylesFixture_valueHistogram (g : Finset (Fin 12) → ℕ)
    (hg : IsGrundyFunction (KaylesMove kaylesFixture) g) :
    (List.range 6).map (fun k => (Finset.univ.filter fun S : Finset (Fin 12) => g S = k).card) =
      [1220, 1204, 901, 728, 22, 21]

-- Controls
public theorem_wanted kaylesEmptyGraph_value (g : Finset (Fin 0) → ℕ)
    (hg : IsGrundyFunction (KaylesMove (⊥ : SimpleGraph (Fin 0))) g) :
    g Finset.univ = 0

public theorem_wanted kaylesFourIsolated_parity (g : Finset (Fin 4) → ℕ)
    (hg : IsGrundyFunction (KaylesMove (⊥ : SimpleGraph (Fin 4))) g) (S : Finset (Fin 4)) :
    g S = S.card % 2

public theorem_wanted kaylesCompleteFour_nonempty (g : Finset (Fin 4) → ℕ)
    (hg : IsGrundyFunction (KaylesMove (⊤ : SimpleGraph (Fin 4))) g) (S : Finset (Fin 4))
    (hS : S.Nonempty) :
    g S = 1

public theorem_wanted kaylesPathThree_value (g : Finset (Fin 3) → ℕ)
    (hg : IsGrundyFunction (KaylesMove (SimpleGraph.pathGraph 3)) g) :
    g Finset.univ = 2

public theorem_wanted kaylesPathFour_value (g : Finset (Fin 4) → ℕ)
    (hg : IsGrundyFunction (KaylesMove (SimpleGraph.pathGraph 4)) g) :
    g Finset.univ = 0

/-- A single vertex 0 joined to two independent vertices 1 and 2. -/
def kaylesSingleJoin : SimpleGraph (Fin 3) :=
  SimpleGraph.fromRel fun a b => a.val = 0 ∧ b.val ≠ 0

/-- A path 0 – 1 – … – 5 joined completely to two independent vertices 6 and 7. -/
def kaylesPathSixJoin : SimpleGraph (Fin 8) :=
  SimpleGraph.fromRel fun a b => (a.val + 1 = b.val ∧ b.val < 6) ∨ (a.val < 6 ∧ 6 ≤ b.val)

-- A module's value is not enough: one vertex and the path on six vertices both have value 1, but
-- their sets of option values differ, and so do the values of the joined graphs
public theorem_wanted kaylesSignature_example (g1 : Finset (Fin 1) → ℕ)
    (g6 : Finset (Fin 6) → ℕ) (gs : Finset (Fin 3) → ℕ) (gp : Finset (Fin 8) → ℕ)
    (h1 : IsGrundyFunction (KaylesMove (⊥ : SimpleGraph (Fin 1))) g1)
    (h6 : IsGrundyFunction (KaylesMove (SimpleGraph.pathGraph 6)) g6)
    (hs : IsGrundyFunction (KaylesMove kaylesSingleJoin) gs)
    (hp : IsGrundyFunction (KaylesMove kaylesPathSixJoin) gp) :
    g1 Finset.univ = 1 ∧ g6 Finset.univ = 1 ∧
      {a | ∃ T, KaylesMove (⊥ : SimpleGraph (Fin 1)) Finset.univ T ∧ g1 T = a} = {0} ∧
      {a | ∃ T, KaylesMove (SimpleGraph.pathGraph 6) Finset.univ T ∧ g6 T = a} = {0, 2} ∧
      gs Finset.univ = 2 ∧ gp Finset.univ = 3

-- Module signatures: `mod` sends each vertex to its module; vertices in different modules are
-- adjacent exactly when their modules are adjacent in the base graph `H`. `A i` is the set of
-- option values of the part of `S` in module `i`; `Q` satisfies the mex equations
-- Q X = mex { Q (X \ N_H[i]) ^^^ a : i ∈ X, a ∈ A i }. Then Q of the occupied modules is g S.
public theorem_wanted kaylesModuleSignature {V : Type*} [DecidableEq V] {m : ℕ}
    (G : SimpleGraph V) (H : SimpleGraph (Fin m)) [DecidableRel H.Adj] (mod : V → Fin m)
    (hmod : ∀ u v, mod u ≠ mod v → (G.Adj u v ↔ H.Adj (mod u) (mod v)))
    (g : Finset V → ℕ) (hg : IsGrundyFunction (KaylesMove G) g) (S : Finset V)
    (Q : Finset (Fin m) → ℕ) :
    let A : Fin m → Set ℕ := fun i =>
      {a | ∃ T, KaylesMove G (S.filter fun v => mod v = i) T ∧ g T = a}
    let rest : Finset (Fin m) → Fin m → Finset (Fin m) := fun X i =>
      X.filter fun j => j ≠ i ∧ ¬ H.Adj i j
    (∀ X, (∀ i ∈ X, ∀ a ∈ A i, Q (rest X i) ^^^ a ≠ Q X) ∧
      ∀ k < Q X, ∃ i ∈ X, ∃ a ∈ A i, Q (rest X i) ^^^ a = k) →
    g S = Q (S.image mod)

-- Sum law inside Node Kayles: two parts with no edge between them
public theorem_wanted kaylesFixture_componentsXor (g : Finset (Fin 12) → ℕ)
    (hg : IsGrundyFunction (KaylesMove kaylesFixture) g) (S T : Finset (Fin 12))
    (hST : Disjoint S T) (hnadj : ∀ u ∈ S, ∀ v ∈ T, ¬ kaylesFixture.Adj u v) :
    g (S ∪ T) = g S ^^^ g T

-- Sum law: Node Kayles on the fixture plus a Nim heap
public theorem_wanted kaylesFixturePlusNim_grundy (gK : Finset (Fin 12) → ℕ)
    (g : Finset (Fin 12) × ℕ → ℕ) (hK : IsGrundyFunction (KaylesMove kaylesFixture) gK)
    (hg : IsGrundyFunction (SumMove (KaylesMove kaylesFixture) NimMove) g)
    (S : Finset (Fin 12)) (n : ℕ) :
    g (S, n) = gK S ^^^ n
