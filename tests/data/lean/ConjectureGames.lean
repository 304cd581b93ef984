/-
Games for `pychecks conjecture` tests (tests/conjecture/) whose answers are not in
`lean/Examples/HeapGames.lean`, and definitions it must refuse.

Wythoff's game has no closed form in conjecture's vocabulary: its P-positions are the pairs
(⌊kφ⌋, ⌊kφ²⌋) and their mirror images (Wythoff 1907), so `conjecture` must find nothing, say so,
print the table and exit 1.
Source: W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief voor Wiskunde (2) 7
(1907) 199–202; the P-positions with p 0 ≤ p 1 below 20: (0, 0), (1, 2), (3, 5), (4, 7),
(6, 10), (8, 13), (9, 15), (11, 18), (12, 20).
-/

namespace ConjectureGames

/-- Wythoff's game: take from one heap, or the same number from both. -/
def WythoffMove (p q : Fin 2 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ (q 0 = p 0 ∨ q 1 = p 1 ∨ p 0 + q 1 = p 1 + q 0)

/-- The subtraction game {2, 5} on one heap: g has period 7 (0, 0, 1, 1, 0, 2, 1, …). -/
def Subtract25Move (m n : ℕ) : Prop := m = n + 2 ∨ m = n + 5

/-- The subtraction game {1, 2, 3} on each of two heaps: a heap of n is worth n % 4. -/
def Take3Move (p q : Fin 2 → ℕ) : Prop :=
  ∃ i, (p i = q i + 1 ∨ p i = q i + 2 ∨ p i = q i + 3) ∧ ∀ k, k ≠ i → q k = p k

/-- A sum of different one-heap games: heap 0 takes 1 or 2, heap 1 takes 1, 3 or 4. -/
def MixedMove (p q : Fin 2 → ℕ) : Prop :=
  ((p 0 = q 0 + 1 ∨ p 0 = q 0 + 2) ∧ q 1 = p 1) ∨
    ((p 1 = q 1 + 1 ∨ p 1 = q 1 + 3 ∨ p 1 = q 1 + 4) ∧ q 0 = p 0)

/-- Moore's Nim₂ on four heaps: lower at most two heaps. -/
def Moore2of4Move (p q : Fin 4 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ ∃ i j : Fin 4, ∀ k, k ≠ i → k ≠ j → q k = p k

/-- Not a sum of one-heap games, though each heap alone plays like "take 1 or 2": taking two
needs the other heap even. -/
def EvenTwoMove (p q : Fin 2 → ℕ) : Prop :=
  ∃ i, (p i = q i + 1 ∨ (p i = q i + 2 ∧ ∀ k, k ≠ i → p k % 2 = 0)) ∧ ∀ k, k ≠ i → q k = p k

/-- A definition that is no move relation. -/
def double (n : ℕ) : ℕ := 2 * n

/-- A statement, to name by mistake. -/
theorem_wanted wythoff_zero : WythoffMove ![1, 1] ![0, 0]

/-- Take one token, or two from an even heap: the moves depend on the heap, not only on what is
taken, so there is no move generator and no period is proved; by hand, g(n) = 0, 1, 2, then
0, 1, 0, 2 repeated from n = 3 (pre-period 2, period 4: g(n) = 0 for n odd, n ≥ 3). -/
def EvenTwoOneMove (m n : ℕ) : Prop := m = n + 1 ∨ (m = n + 2 ∧ m % 2 = 0)

end ConjectureGames
