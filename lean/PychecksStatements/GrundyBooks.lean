/-
Bridge statements for Grundy books: what a person proves once so that every book fixture of
`lean/Fixtures/` (written by `pychecks emit`, checked by `decide +kernel`) becomes a proof of the
statement it names, on the fixture's instance.

A book fixture proves, chunk by chunk, that a packed table is mex-consistent under the Bool
option enumerators of `lean/Pychecks/Grundy.lean` (Lean core), and reads numbers off the table.
Two things remain, stated here once per family:

* the Bool checkers agree with the Prop definitions (`allFrom`, `countIs`, `mexB`; the option
  enumerators against `KaylesMove`, `NimMove`, `SumMove`, `WelterMove`; Welter's closed form);
* a mex-consistent table on a well-founded game is its Grundy function: on a finite, downward
  closed set of positions, any two functions satisfying the mex equations agree (induction on
  the game), so every `g` with `IsGrundyFunction M g` takes the table's values there.

Until they are proved, pychecks checks each of them on small instances (claims in
`pychecks/lean/book_bridges.py`, shape "bridge"), comparing the Python port of the checkers
(`pychecks/lean/book_ports.py`) with the Python mirrors of the definitions.

Written without a Lean toolchain at hand: not compiled. Do not reformat: pychecks hashes each
statement's text (whitespace-normalised).
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.SpragueGrundy
import PychecksStatements.Kayles
import PychecksStatements.Welter
import Pychecks.Grundy

open Pychecks

/-- The bitmask of a set of vertices of `Fin n`: bit `v` set exactly for `v ∈ S`. -/
def finsetMask {n : ℕ} (S : Finset (Fin n)) : ℕ :=
  ∑ v ∈ S, 2 ^ (v : ℕ)

/-- The bitmask of a set of squares: bit `a` set exactly for `a ∈ S`. -/
def squaresMask (S : Finset ℕ) : ℕ :=
  ∑ a ∈ S, 2 ^ a

-- The shared checkers: a chunk theorem `allFrom f lo n = true` gives `f` on the chunk, a
-- `countIs` theorem a count, and `mexB` is the mex
theorem_wanted grundyBookCore_spec :
    (∀ (f : ℕ → Bool) (lo n : ℕ),
      allFrom f lo n = true ↔ ∀ i, lo ≤ i → i < lo + n → f i = true) ∧
    (∀ (f : ℕ → Bool) (lo n c : ℕ),
      countIs f lo n c = true ↔ ((List.range' lo n).filter f).length = c) ∧
    (∀ vals : List ℕ, mexB vals ∉ vals ∧ ∀ k < mexB vals, k ∈ vals)

-- Node Kayles: `cl` lists the closed neighbourhoods of `G`. The enumerator lists exactly the
-- moves, `squaresFrom` counts the vertices, and a mex-consistent book of all `2 ^ n` subsets is
-- every Grundy function, pointwise and in counts
theorem_wanted kaylesBook_isGrundy {n : ℕ} (G : SimpleGraph (Fin n)) (cl : List (List ℕ))
    (hcl : cl.length = n ∧ ∀ v w : Fin n, (w : ℕ) ∈ cl.getD (v : ℕ) [] ↔ v = w ∨ G.Adj v w) :
    (∀ S T : Finset (Fin n),
      KaylesMove G S T ↔ finsetMask T ∈ kaylesOptions cl (finsetMask S)) ∧
    (∀ S : Finset (Fin n), (squaresFrom (finsetMask S) 0 n).length = S.card) ∧
    ∀ table w : ℕ, (∀ s < 2 ^ n, bookOkB (kaylesOptions cl) (entry table w) s = true) →
      ∀ g : Finset (Fin n) → ℕ, IsGrundyFunction (KaylesMove G) g →
        (∀ S, g S = entry table w (finsetMask S)) ∧
        ∀ k, (Finset.univ.filter fun S : Finset (Fin n) => g S = k).card =
          ((List.range (2 ^ n)).filter fun s => Nat.beq (entry table w s) k).length

-- Nim: heaps at most `N` coded in base `N + 1`, first heap most significant; two and three
-- heaps as the nested sums of the statements
theorem_wanted nimBook_isGrundy (N table w : ℕ) :
    ((∀ c < (N + 1) ^ 2, bookOkB (nimOptions (N + 1) 2) (entry table w) c = true) →
      ∀ g : ℕ × ℕ → ℕ, IsGrundyFunction (SumMove NimMove NimMove) g →
        ∀ m ≤ N, ∀ n ≤ N, g (m, n) = entry table w (m * (N + 1) + n)) ∧
    ((∀ c < (N + 1) ^ 3, bookOkB (nimOptions (N + 1) 3) (entry table w) c = true) →
      ∀ g : (ℕ × ℕ) × ℕ → ℕ, IsGrundyFunction (SumMove (SumMove NimMove NimMove) NimMove) g →
        ∀ m ≤ N, ∀ n ≤ N, ∀ k ≤ N,
          g ((m, n), k) = entry table w ((m * (N + 1) + n) * (N + 1) + k))

-- A sum: Node Kayles on `G` plus a Nim heap of at most `N`, the pair `(S, m)` coded
-- `finsetMask S * (N + 1) + m`; the book's options are moves in exactly one component
theorem_wanted kaylesPlusNimBook_isGrundy {n : ℕ} (G : SimpleGraph (Fin n))
    (cl : List (List ℕ))
    (hcl : cl.length = n ∧ ∀ v w : Fin n, (w : ℕ) ∈ cl.getD (v : ℕ) [] ↔ v = w ∨ G.Adj v w)
    (N table w : ℕ)
    (hbook : ∀ c < 2 ^ n * (N + 1),
      bookOkB (sumOptions (kaylesOptions cl) (nimOptions (N + 1) 1) (N + 1)) (entry table w) c =
        true)
    (g : Finset (Fin n) × ℕ → ℕ) (hg : IsGrundyFunction (SumMove (KaylesMove G) NimMove) g) :
    ∀ S, ∀ m ≤ N, g (S, m) = entry table w (finsetMask S * (N + 1) + m)

-- Welter below `cap` squares: the closed form, the option enumerator and the top-bit test agree
-- with `welterValue`, `WelterMove` and the coin sets (the test reading values through any `val`
-- that is `welterValue` on the positions with as many coins, as a book's rank look-up is); the
-- colex rank is a bijection from the `n`-coin positions onto the ranks below `chooseB cap n`,
-- with `colexUnrank` its inverse (so a count over ranks is a count over
-- `Finset.powersetCard n (Finset.range cap)`); a mex-consistent row of `n`-coin positions,
-- indexed by colex rank, is every Grundy function on those positions
theorem_wanted welterBook_isGrundy (cap : ℕ) :
    (∀ S : Finset ℕ, S ⊆ Finset.range cap → welterValueB cap (squaresMask S) = welterValue S) ∧
    (∀ S T : Finset ℕ, S ⊆ Finset.range cap →
      (WelterMove S T ↔
        T ⊆ Finset.range cap ∧ squaresMask T ∈ welterOptions cap (squaresMask S))) ∧
    (∀ (val : ℕ → ℕ) (S : Finset ℕ), S ⊆ Finset.range cap → welterValue S ≠ 0 →
      (∀ T : Finset ℕ, T ⊆ Finset.range cap → T.card = S.card →
        val (squaresMask T) = welterValue T) →
      (shortcutExactB cap val (squaresMask S) = true ↔
        welterTopBitCoins S = welterWinningCoins S)) ∧
    (∀ S : Finset ℕ, S ⊆ Finset.range cap →
      colexRank cap (squaresMask S) < chooseB cap S.card ∧
        colexUnrank cap S.card (colexRank cap (squaresMask S)) = squaresMask S) ∧
    (∀ n r : ℕ, r < chooseB cap n →
      ∃ S : Finset ℕ, S ⊆ Finset.range cap ∧ S.card = n ∧ squaresMask S = colexUnrank cap n r) ∧
    ∀ n table w : ℕ,
      (∀ r < chooseB cap n, welterOkB cap table w r (colexUnrank cap n r) = true) →
      ∀ g : Finset ℕ → ℕ, IsGrundyFunction WelterMove g →
        ∀ S : Finset ℕ, S ⊆ Finset.range cap → S.card = n →
          g S = entry table w (colexRank cap (squaresMask S))
