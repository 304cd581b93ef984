/-
Games for the grammar of `pychecks conjecture` (tests/conjecture/test_grammar.py) whose
P-positions no formula kind of earlier versions described, and a few more the project had not
seen. Written without a Lean toolchain at hand and not compiled; `pychecks` reads them.

* `ParityMove`: take one token from one or two of three heaps (at least one heap moves, at most
  two, each by one). By hand: a move changes the parity of one or two heaps, so from "all three
  heaps of one parity" every move leads to mixed parities, and from mixed parities one move
  (one token from each heap of the odd-one-out parity class, or from the minority) restores
  them; a terminal position is ![0, 0, 0]. P-positions: `p 0 % 2 = p 1 % 2 = p 2 % 2`.
* `ChompMove`: Chomp on two rows, the top row `p 0` long (its first square poisoned and never
  taken), the bottom row `p 1`; a move takes a square and every square right of it and below
  it. On Chomp's own positions (`p 1 ≤ p 0`, `1 ≤ p 0`) the P-positions are `p 0 = p 1 + 1`:
  the reply to any move restores "the top row one longer". The relation extends to the other
  pairs: from `p 1 > p 0 ≥ 1` the bottom row can be cut to `p 0 - 1`, and `![0, n]` is a Nim
  heap of `n`, so `![0, 0]` is the only other P-position.
* `KingMove`: a king walking towards the corner: one token from either heap or from both. By
  hand: P-positions are both heaps even.
* `Subtract23Move`: the subtraction game {2, 3} on each of two heaps.
* `HalfMove`: take at least one token and at most half the heap (one heap); by hand the
  P-positions are 2^k - 1, which no formula of the grammar says.
* `OneFromAllMove`: Nim on three heaps, or one token from every heap at once.
-/

namespace SynthGames

/-- Take one token from one or two of three heaps. -/
def ParityMove (p q : Fin 3 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ (∀ k, p k ≤ q k + 1) ∧ ∃ i, q i = p i

/-- Chomp on two rows: cut the bottom row, or cut the top row (not its poisoned first square)
and the bottom row with it. -/
def ChompMove (p q : Fin 2 → ℕ) : Prop :=
  (q 0 = p 0 ∧ q 1 < p 1) ∨ (1 ≤ q 0 ∧ q 0 < p 0 ∧ q 1 = min (p 1) (q 0))

/-- One token from either heap, or one from each. -/
def KingMove (p q : Fin 2 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ ∀ k, p k ≤ q k + 1

/-- Take two or three tokens from one of two heaps. -/
def Subtract23Move (p q : Fin 2 → ℕ) : Prop :=
  ∃ i, (p i = q i + 2 ∨ p i = q i + 3) ∧ ∀ k, k ≠ i → q k = p k

/-- Take at least one token and at most half the heap. -/
def HalfMove (m n : ℕ) : Prop := n < m ∧ m ≤ 2 * n

/-- Lower one heap, or take one token from every heap. -/
def OneFromAllMove (p q : Fin 3 → ℕ) : Prop :=
  (∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k) ∨ ∀ k, p k = q k + 1

end SynthGames
