/-
Games on 1 to 5 heaps, written as a Lean user writes them, for `pychecks check` to read
with no mirror: `pychecks check lean/Examples/HeapGames.lean`.

Each true statement stands beside a deliberately wrong one (named `…_wrong…`), so that every
checker is seen to say no; the last sections hold statements of no shape: the evaluator checks
them, and those it cannot run (`Nat.Prime`, `SimpleGraph`) are UNKNOWN, naming construct and line.

Move relations are written in several equivalent ways on purpose: pychecks recognises a group
family ("lower some heaps of one group") by what the relation means, not by its spelling.

Written without a Lean toolchain at hand (every Mathlib name was looked up: `Nat.Prime`,
`Finset.filter`, `Finset.range`, `Finset.card`, `SimpleGraph`), not compiled. The library
`Examples` is not a default target of the lakefile.
-/
import Mathlib
import PychecksStatements.TheoremWanted

namespace HeapGames

/-! ## One heap: the subtraction game {1, 3, 4} (a general relation) -/

/-- Take 1, 3 or 4 tokens from a single heap. -/
def SubtractMove (m n : ℕ) : Prop := m = n + 1 ∨ m = n + 3 ∨ m = n + 4

-- The losing heaps are those ≡ 0 or 2 modulo 7
theorem_wanted subtract134_pPositions :
    let P : Set ℕ := {n | n % 7 = 0 ∨ n % 7 = 2}
    (∀ m n, m ∈ P → SubtractMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, SubtractMove m n ∧ n ∈ P

-- Wrong: the period is 7, not 5
theorem_wanted subtract134_wrongPeriod :
    let P : Set ℕ := {n | n % 5 = 0 ∨ n % 5 = 2}
    (∀ m n, m ∈ P → SubtractMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, SubtractMove m n ∧ n ∈ P

theorem_wanted subtract134_examples :
    SubtractMove 4 0 ∧ SubtractMove 5 2 ∧ ∀ n, ¬ SubtractMove 0 n

-- Wrong: 5 → 3 takes two tokens
theorem_wanted subtract134_wrongExample :
    SubtractMove 5 3 ∧ ∀ n, ¬ SubtractMove 0 n

/-! ## Three heaps -/

/-- Nim: lower one heap. -/
def NimMove (p q : Fin 3 → ℕ) : Prop :=
  ∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k

/-- Nim again, written as "some heap drops, the others stay". -/
def NimMove' (p q : Fin 3 → ℕ) : Prop :=
  ∃ i : Fin 3, q i < p i ∧ ∀ k : Fin 3, k ≠ i → q k = p k

theorem_wanted nim3_pPositions :
    let P : Set (Fin 3 → ℕ) := {p | p 0 ^^^ p 1 ^^^ p 2 = 0}
    (∀ p q, p ∈ P → NimMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, NimMove p q ∧ q ∈ P

-- Wrong: the sum is not the nim-sum
theorem_wanted nim3_wrongSum :
    let P : Set (Fin 3 → ℕ) := {p | p 0 + p 1 = p 2}
    (∀ p q, p ∈ P → NimMove' p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, NimMove' p q ∧ q ∈ P

/-- Moore's Nim₂ on three heaps: lower any two heaps, i.e. every heap but one stays. -/
def MooreMove (p q : Fin 3 → ℕ) : Prop :=
  ∃ i, q ≤ p ∧ q ≠ p ∧ q i = p i

-- Moore's theorem: in every binary digit the number of heaps with a 1 is ≡ 0 modulo 3, which
-- on three heaps says the heaps are equal (the bit counts themselves: `moore3_bitCounts`)
theorem_wanted moore3_pPositions :
    let P : Set (Fin 3 → ℕ) := {p | p 0 = p 1 ∧ p 1 = p 2}
    (∀ p q, p ∈ P → MooreMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, MooreMove p q ∧ q ∈ P

-- Wrong: Nim's answer for Moore's game
theorem_wanted moore3_wrongNimSum :
    let P : Set (Fin 3 → ℕ) := {p | p 0 ^^^ p 1 ^^^ p 2 = 0}
    (∀ p q, p ∈ P → MooreMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, MooreMove p q ∧ q ∈ P

/-- Take one or two tokens from one heap: not a group family (a general relation). -/
def TakeTwoMove (p q : Fin 3 → ℕ) : Prop :=
  ∃ i, (p i = q i + 1 ∨ p i = q i + 2) ∧ ∀ k, k ≠ i → q k = p k

-- Sprague–Grundy: a heap of n is worth n % 3
theorem_wanted takeTwo_pPositions :
    let P : Set (Fin 3 → ℕ) := {p | p 0 % 3 ^^^ p 1 % 3 ^^^ p 2 % 3 = 0}
    (∀ p q, p ∈ P → TakeTwoMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, TakeTwoMove p q ∧ q ∈ P

-- Wrong: the total modulo 3
theorem_wanted takeTwo_wrongTotal :
    let P : Set (Fin 3 → ℕ) := {p | (p 0 + p 1 + p 2) % 3 = 0}
    (∀ p q, p ∈ P → TakeTwoMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, TakeTwoMove p q ∧ q ∈ P

/-! ## Four heaps -/

/-- Lower heaps 0 and 1 together (or either), or heaps 2 and 3. -/
def PairMove (p q : Fin 4 → ℕ) : Prop :=
  ∃ i : Fin 2, q ≤ p ∧ q ≠ p ∧ ∀ k : Fin 4, k.val / 2 ≠ i.val → q k = p k

/-- The same family, spelt as a disjunction. -/
def PairMove' (p q : Fin 4 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ ((q 2 = p 2 ∧ q 3 = p 3) ∨ (q 0 = p 0 ∧ q 1 = p 1))

-- Each pair is one Nim heap of its total
theorem_wanted pairs_pPositions :
    let P : Set (Fin 4 → ℕ) := {p | p 0 + p 1 = p 2 + p 3}
    (∀ p q, p ∈ P → PairMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, PairMove' p q ∧ q ∈ P

-- Wrong: the nim-sums of the pairs
theorem_wanted pairs_wrongXor :
    let P : Set (Fin 4 → ℕ) := {p | p 0 ^^^ p 1 = p 2 ^^^ p 3}
    (∀ p q, p ∈ P → PairMove' p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, PairMove' p q ∧ q ∈ P

-- Slow Nim: one token from one heap; the total decides
theorem_wanted slowNim4_pPositions :
    let M : (Fin 4 → ℕ) → (Fin 4 → ℕ) → Prop := fun p q =>
      (∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k) ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 4 → ℕ) := {p | (∑ k, p k) % 2 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

-- Wrong: modulo 3
theorem_wanted slowNim4_wrongModulus :
    let M : (Fin 4 → ℕ) → (Fin 4 → ℕ) → Prop := fun p q =>
      (∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k) ∧ ∀ k, p k ≤ q k + 1
    let P : Set (Fin 4 → ℕ) := {p | (∑ k, p k) % 3 = 0}
    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P

/-! ## Five heaps: misère Nim -/

/-- Nim on five heaps, the existential inside. -/
def Nim5Move (p q : Fin 5 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ ∃ i, ∀ k, k ≠ i → q k = p k

-- Bouton's misère rule: play as in Nim until every heap is 0 or 1
theorem_wanted nim5_misere_pPositions (P : Set (Fin 5 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, Nim5Move p q) ∧ ∀ q, Nim5Move p q → q ∉ P)
    (p : Fin 5 → ℕ) (h : p 0 ≤ p 1) :
    p ∈ P ↔ ((∃ k, 2 ≤ p k) ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 = 0) ∨
      ((∀ k, p k ≤ 1) ∧ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 = 1)

-- Wrong: normal play's answer under misère play
theorem_wanted nim5_misere_wrongNormal (P : Set (Fin 5 → ℕ))
    (hP : ∀ p, p ∈ P ↔ (∃ q, Nim5Move p q) ∧ ∀ q, Nim5Move p q → q ∉ P)
    (p : Fin 5 → ℕ) (h : p 0 ≤ p 1) :
    p ∈ P ↔ p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 = 0

/-! ## Two heaps: Wythoff's game (a move generator of three rays) -/

/-- Wythoff's queen: take any number from one heap, or the same number from both. -/
def WythoffMove (p q : Fin 2 → ℕ) : Prop :=
  q ≤ p ∧ q ≠ p ∧ (q 0 = p 0 ∨ q 1 = p 1 ∨ p 0 - q 0 = p 1 - q 1)

-- Wythoff (1907): the P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirrors. For a ≤ b and
-- k = b - a that says a = ⌊kφ⌋ = (k + ⌊k√5⌋) / 2, i.e. c = 3a - b ≥ 0 with c² ≤ 5k² < (c + 2)²
theorem_wanted wythoff_pPositions :
    let P : Set (Fin 2 → ℕ) :=
      {p | (p 0 ≤ p 1 → p 1 ≤ 3 * p 0 ∧ (3 * p 0 - p 1) ^ 2 ≤ 5 * (p 1 - p 0) ^ 2 ∧
              5 * (p 1 - p 0) ^ 2 < (3 * p 0 - p 1 + 2) ^ 2) ∧
           (p 1 ≤ p 0 → p 0 ≤ 3 * p 1 ∧ (3 * p 1 - p 0) ^ 2 ≤ 5 * (p 0 - p 1) ^ 2 ∧
              5 * (p 0 - p 1) ^ 2 < (3 * p 1 - p 0 + 2) ^ 2)}
    (∀ p q, p ∈ P → WythoffMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, WythoffMove p q ∧ q ∈ P

-- Wrong: φ taken as 8/5, right for the first twelve pairs, wrong from k = 13
theorem_wanted wythoff_wrongEightFifths :
    let P : Set (Fin 2 → ℕ) :=
      {p | (p 0 ≤ p 1 → 5 * p 0 ≤ 8 * (p 1 - p 0) ∧ 8 * (p 1 - p 0) < 5 * p 0 + 5) ∧
           (p 1 ≤ p 0 → 5 * p 1 ≤ 8 * (p 0 - p 1) ∧ 8 * (p 0 - p 1) < 5 * p 1 + 5)}
    (∀ p q, p ∈ P → WythoffMove p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, WythoffMove p q ∧ q ∈ P

/-! ## Plain statements over naturals and `Fin` -/

theorem_wanted xor_eq_zero (a b : ℕ) (h : a ^^^ b = 0) : a = b

-- Wrong: fails at a = b = 0
theorem_wanted xor_lt_add (a b : ℕ) : a ^^^ b < a + b

theorem_wanted fin_add_wraps (i : Fin 5) : (i + 3).val = (i.val + 3) % 5

-- Wrong: `Fin` addition wraps
theorem_wanted fin_add_noWrap (i : Fin 5) : (i + 3).val = i.val + 3

/-! ## No shape: checked by the evaluator, on every assignment in the scope -/

theorem_wanted multiplesOfSeven_count :
    (Finset.filter (fun n => n % 7 = 0) (Finset.range 20)).card = 3

-- Wrong: 0 is a multiple of 7 too
theorem_wanted multiplesOfSeven_wrongCount :
    (Finset.filter (fun n => n % 7 = 0) (Finset.range 20)).card = 2

-- The `∃ m` ranges over the scope only: HOLDS says so
theorem_wanted even_of_double (n : ℕ) (h : ∃ m : ℕ, n = 2 * m) : n % 2 = 0

/-- The total of a list of heaps (recursive). -/
def heapTotal : List ℕ → ℕ
  | [] => 0
  | a :: l => a + heapTotal l

theorem_wanted heapTotal_pair (a b : ℕ) : heapTotal [a, b] = a + b

-- Wrong: a product is no total
theorem_wanted heapTotal_wrongProduct (a b : ℕ) : heapTotal [a, b] = a * b

/-! ## Outside what pychecks reads: UNKNOWN, with the construct and its line -/

theorem_wanted real_sq_nonneg (x : ℝ) : 0 ≤ x * x

theorem_wanted graph_noLoops (G : SimpleGraph (Fin 3)) (v : Fin 3) : ¬ G.Adj v v

/-! ## A move relation for `pychecks conjecture` to find the statement of -/

/-- Slow Nim on four heaps, as a definition: one token from one heap (the `M` of
`slowNim4_pPositions`). -/
def SlowNimMove (p q : Fin 4 → ℕ) : Prop :=
  (∃ i, q ≤ p ∧ q ≠ p ∧ ∀ k, k ≠ i → q k = p k) ∧ ∀ k, p k ≤ q k + 1

/-! ## Moore's bit counts, read on eight binary digits -/

-- Moore's theorem as he stated it, for heaps below 256: a move only lowers heaps, so a position
-- below 256 is won or lost by the positions below it, and eight digits are all its digits
theorem_wanted moore3_bitCounts (P : Set (Fin 3 → ℕ))
    (hP : ∀ p, p ∈ P ↔ ∀ q, MooreMove p q → q ∉ P)
    (p : Fin 3 → ℕ) (h : ∀ k, p k < 256) :
    p ∈ P ↔ ∀ b < 8, ((p 0 / 2 ^ b) % 2 + (p 1 / 2 ^ b) % 2 + (p 2 / 2 ^ b) % 2) % 3 = 0

-- Wrong: the digit counts modulo 2 (Nim's rule, digit by digit)
theorem_wanted moore3_wrongBitParity (P : Set (Fin 3 → ℕ))
    (hP : ∀ p, p ∈ P ↔ ∀ q, MooreMove p q → q ∉ P)
    (p : Fin 3 → ℕ) (h : ∀ k, p k < 256) :
    p ∈ P ↔ ∀ b < 8, ((p 0 / 2 ^ b) % 2 + (p 1 / 2 ^ b) % 2 + (p 2 / 2 ^ b) % 2) % 2 = 0

end HeapGames
