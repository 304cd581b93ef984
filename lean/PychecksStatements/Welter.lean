/-
Welter's game: coins on distinct squares 0, 1, 2, ...; a move slides one coin to a lower empty
square (Nim in which no two heaps may be equal). The value is defined here by the trie closed
form; `welterValue_isGrundy` is the claim that it is the Grundy function.

Each statement is tagged as in the specification: proved in the essay, or observed on bounded
censuses. pychecks checks each one (`pychecks check NAME`); `welterMultipleOfFour_nim` is FALSE:
pychecks finds the 8-coin position {0, 1, 2, 4, 6, 8, 9, 16} of value 0 and nim-sum 16.

Written without a Lean toolchain at hand: every Mathlib name used was looked up in Mathlib's
source (Finset.filter, Finset.sup, Finset.range, Finset.powersetCard, Finset.image, `×ˢ`,
Nat.testBit, Nat.log2), but the file has not been compiled.

Do not reformat: pychecks hashes each statement's text (whitespace-normalised) and its Python
mirrors in `pychecks/games/welter.py` record those hashes.
-/
import Mathlib
import PychecksStatements.TheoremWanted
import PychecksStatements.SpragueGrundy

/-- A move of Welter's game: the coin on square `a` slides to an empty square `b < a`. -/
def WelterMove (S T : Finset ℕ) : Prop :=
  ∃ a ∈ S, ∃ b < a, b ∉ S ∧ T = insert b (S.erase a)

/-- The nim-sum of the squares: bit `i` is the parity of the squares with bit `i` set. -/
def welterNimSum (S : Finset ℕ) : ℕ :=
  (List.range (S.sup id + 1)).foldr (fun i acc =>
    if (S.filter fun a => a.testBit i).card % 2 = 1 then acc + 2 ^ i else acc) 0

/-- Does the residue class `r` modulo `2 ^ (v + 1)` hold an odd number of the squares of `S`? -/
def welterClassOdd (S : Finset ℕ) (v r : ℕ) : Bool :=
  (S.filter fun a => a % 2 ^ (v + 1) = r).card % 2 == 1

/-- The trie of the squares is built from bit 0 upward: its node at bit `v` for the residue `r`
modulo `2 ^ v` has the children `r` and `r + 2 ^ v` modulo `2 ^ (v + 1)`. XOR of `2 ^ (v + 1) - 1`
over the nodes whose two children both hold an odd number of squares. -/
def welterCorrection (S : Finset ℕ) : ℕ :=
  (List.range (S.sup id + 1)).foldr (fun v acc =>
    (List.range (2 ^ v)).foldr (fun r acc' =>
      if welterClassOdd S v r && welterClassOdd S v (r + 2 ^ v) then acc' ^^^ (2 ^ (v + 1) - 1)
      else acc') acc) 0

/-- Welter's value by the closed form: nim-sum XOR trie correction. -/
def welterValue (S : Finset ℕ) : ℕ :=
  welterNimSum S ^^^ welterCorrection S

/-- The target walk for a free coin added to `R` (whose value is `g`), bit 0 of the coin chosen
as `b0`: after `v` steps, the low `v + 1` bits of the square it heads for. Bit `v + 1` is forced
by bit `v`, the parity of the coins of `R` agreeing with it below bit `v` and differing at bit `v`,
and bits `v`, `v + 1` of `g`. -/
def welterWalk (R : Finset ℕ) (g b0 : ℕ) : ℕ → ℕ
  | 0 => b0
  | v + 1 =>
    let b := welterWalk R g b0 v
    let t := if welterClassOdd R v ((b ^^^ 2 ^ v) % 2 ^ (v + 1)) then 1 else 0
    b + ((b / 2 ^ v % 2) ^^^ t ^^^ (g / 2 ^ v % 2) ^^^ (g / 2 ^ (v + 1) % 2)) * 2 ^ (v + 1)

/-- Steps after which the walk's bits have settled (squares and value lie below
`2 ^ (R.sup id + g + 1)`, and two more bits decide). -/
def welterWalkSteps (R : Finset ℕ) : ℕ :=
  R.sup id + welterValue R + 3

/-- Welter's winning moves: `(a, b)` slides the coin on `a` to the empty square `b < a` and
reaches value 0. -/
def welterWinningMoves (S : Finset ℕ) : Finset (ℕ × ℕ) :=
  (S ×ˢ Finset.range (S.sup id)).filter fun p =>
    p.2 < p.1 ∧ p.2 ∉ S ∧ welterValue (insert p.2 (S.erase p.1)) = 0

/-- Nim's winning moves from the same squares read as heaps: `a` to `a XOR nim-sum` when that is
smaller (whether or not the square is occupied). -/
def welterNimWinningMoves (S : Finset ℕ) : Finset (ℕ × ℕ) :=
  (S ×ˢ Finset.range (S.sup id)).filter fun p => p.2 < p.1 ∧ p.2 = p.1 ^^^ welterNimSum S

/-- Nim's top-bit shortcut: the coins carrying the top bit of the value. -/
def welterTopBitCoins (S : Finset ℕ) : Finset ℕ :=
  S.filter fun a => a.testBit (Nat.log2 (welterValue S))

/-- The coins that have a winning move. -/
def welterWinningCoins (S : Finset ℕ) : Finset ℕ :=
  (welterWinningMoves S).image Prod.fst

/-- The essay's census caps: n coins on squares below `welterEssayCap n` (3,696 positions for
n = 2..8). -/
def welterEssayCap (n : ℕ) : ℕ :=
  if n ≤ 2 then 16 else if n ≤ 4 then 14 else if n ≤ 6 then 12 else 11

-- Claim 1 (proved in the essay): the closed form is the Grundy value
public theorem_wanted welterValue_isGrundy : IsGrundyFunction WelterMove welterValue

-- Claim 2 (proved): along a free coin's row the values never repeat
public theorem_wanted welterRow_injective (R : Finset ℕ) (b c : ℕ) (hb : b ∉ R) (hc : c ∉ R)
    (h : welterValue (insert b R) = welterValue (insert c R)) : b = c

-- Claim 3 (proved): with four coins Welter's losses and winning moves are Nim's
public theorem_wanted welterFourCoins_nim (S : Finset ℕ) (hS : S.card = 4) :
    (welterValue S = 0 ↔ welterNimSum S = 0) ∧ welterWinningMoves S = welterNimWinningMoves S

-- The proof idea of claim 3: Nim's winning move from four squares lands on an empty square
public theorem_wanted welterFourCoins_nimMoveEmpty (S : Finset ℕ) (hS : S.card = 4) (a : ℕ)
    (ha : a ∈ S) (hlt : a ^^^ welterNimSum S < a) : a ^^^ welterNimSum S ∉ S

-- Claim 4 (proved): the last bit of a loss's nim-sum is the parity of n(n-1)/2
public theorem_wanted welterLoss_nimSumLastBit (S : Finset ℕ) (h : welterValue S = 0) :
    welterNimSum S % 2 = S.card * (S.card - 1) / 2 % 2 ∧
    (S.card % 4 = 2 ∨ S.card % 4 = 3 → welterNimSum S ≠ 0)

-- Claim 5 (observed): every row reaches 0 exactly once, and exactly one start of the walk
-- settles on an empty square
public theorem_wanted welterRow_oneTarget (R : Finset ℕ) :
    (∃! b, b ∉ R ∧ welterValue (insert b R) = 0) ∧
    ∃! b0, b0 < 2 ∧
      welterWalk R (welterValue R) b0 (welterWalkSteps R) < 2 ^ welterWalkSteps R ∧
      welterWalk R (welterValue R) b0 (welterWalkSteps R) ∉ R

-- Claim 6 (observed): a position of non-zero value has an odd number of winning moves
public theorem_wanted welterWinningMoves_odd (S : Finset ℕ) (h : welterValue S ≠ 0) :
    (welterWinningMoves S).card % 2 = 1

-- Claim 7 (observed on the essay's census; pychecks finds it false at 8 coins below 17 squares)
public theorem_wanted welterMultipleOfFour_nim (S : Finset ℕ) (hS : S.card % 4 = 0) :
    (welterValue S = 0 ↔ welterNimSum S = 0) ∧ welterWinningMoves S ⊆ welterNimWinningMoves S

-- Claim 8 (observed), the part that is a statement: on the essay's census, for 3 to 8 coins,
-- the top-bit shortcut names exactly the winning coins on fewer than half of the positions of
-- non-zero value (pychecks reports the counts)
public theorem_wanted welterTopBitShortcut_mostlyFails (n : ℕ) (hn : 3 ≤ n ∧ n ≤ 8) :
    let P := (Finset.powersetCard n (Finset.range (welterEssayCap n))).filter
      fun S => welterValue S ≠ 0
    2 * (P.filter fun S => welterTopBitCoins S = welterWinningCoins S).card < P.card
