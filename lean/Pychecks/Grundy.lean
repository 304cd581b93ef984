/-
Pychecks.Grundy: Bool checkers for Grundy books (Lean core only).

A *Grundy book* is a table of the value of every position of a finite game, packed into one `Nat`
(`w` bits per entry, entry `i` in bits `w * i .. w * i + w - 1`). A generated fixture
(`lean/Fixtures/`, written by `pychecks emit`) proves with `decide +kernel`, chunk by chunk, that
every entry is the mex of the entries of the position's options (`bookOkB`), the options being
recomputed here from the rules of the game; then it reads the statement's numbers off the table.

Positions are codes (`Nat`):
* Node Kayles: the bitmask of the vertices present (bit `v` = vertex `v`); the graph is a list
  of closed neighbourhoods (`v` and its neighbours), one list per vertex.
* Nim heaps: the heaps as digits in base `b = N + 1`, the first heap most significant.
* A sum of two games: `a * nb + q` for the pair `(a, q)`, `q < nb`.
* Welter: `n` coins below `cap` squares, a bitmask of squares; a book row is indexed by the
  colex rank of the position among the `n`-subsets of `0 .. cap - 1`.

What remains to be proved once, by a person, is stated in
`lean/PychecksStatements/GrundyBooks.lean`: these checkers agree with their Prop definitions, and
a mex-consistent table on a well-founded game is its Grundy function.

Everything is structural recursion on `Nat` or `List` (no well-founded recursion, no `Array`),
with `Nat.beq` / `Nat.ble` / `Nat.blt` for comparisons, so the kernel evaluates it on literals.
Python port, line by line: `pychecks/lean/book_ports.py`.
-/
import Pychecks.Basic

namespace Pychecks

/-! ### Tables, mex, and sweeps over ranges -/

/-- Bit `v` of `s`. -/
def bitB (s v : Nat) : Bool :=
  Nat.beq (s / 2 ^ v % 2) 1

/-- Entry `i` of a table packing `w`-bit entries into one `Nat`, entry 0 in the lowest bits. -/
def entry (table w i : Nat) : Nat :=
  table / 2 ^ (w * i) % 2 ^ w

/-- The least `m ≥ k` that is not in `vals`, trying at most `fuel` values (`k + fuel` when all
of them are taken). -/
def mexFrom (vals : List Nat) : Nat → Nat → Nat
  | 0, k => k
  | fuel + 1, k => bif memB k vals then mexFrom vals fuel (k + 1) else k

/-- The mex of a list: the least natural number not in it. One of `0, ..., vals.length` is
missing, so `vals.length` tries suffice. -/
def mexB (vals : List Nat) : Nat :=
  mexFrom vals vals.length 0

/-- The mex equation at `p`: `val p` is the mex of the values of the options `opts p`. -/
def bookOkB (opts : Nat → List Nat) (val : Nat → Nat) (p : Nat) : Bool :=
  Nat.beq (val p) (mexB ((opts p).map val))

/-- `f` holds at `lo, lo + 1, ..., lo + n - 1`. -/
def allFrom (f : Nat → Bool) : Nat → Nat → Bool
  | _, 0 => true
  | lo, n + 1 => f lo && allFrom f (lo + 1) n

/-- Exactly `c` of `lo, lo + 1, ..., lo + n - 1` satisfy `f` (`c` counts down, so every
recursive call is a tail call). -/
def countIs (f : Nat → Bool) : Nat → Nat → Nat → Bool
  | _, 0, c => Nat.beq c 0
  | lo, n + 1, 0 => (!(f lo)) && countIs f (lo + 1) n 0
  | lo, n + 1, c + 1 => bif f lo then countIs f (lo + 1) n c else countIs f (lo + 1) n (c + 1)

/-- Over `lo, ..., lo + n - 1`, `val` takes the value `k` exactly `c₀` times, `k + 1` exactly
`c₁` times, and so on for the counts `[c₀, c₁, ...]`. -/
def countsAre (val : Nat → Nat) (lo n : Nat) : Nat → List Nat → Bool
  | _, [] => true
  | k, c :: cs => countIs (fun i => Nat.beq (val i) k) lo n c && countsAre val lo n (k + 1) cs

/-- Equality of two Booleans. -/
def beqB (x y : Bool) : Bool :=
  (x && y) || ((!x) && (!y))

/-! ### Node Kayles -/

/-- `s` with the bits of the vertices in `vs` cleared (those that are set). -/
def clearBits : Nat → List Nat → Nat
  | s, [] => s
  | s, u :: vs => clearBits (bif bitB s u then s - 2 ^ u else s) vs

/-- Node Kayles options of `s`, from vertex `v` on (`cl` lists the closed neighbourhoods of
`v`, `v + 1`, ...): for each vertex of `s`, `s` without that vertex's closed neighbourhood. -/
def kaylesOptionsFrom (s : Nat) : Nat → List (List Nat) → List Nat
  | _, [] => []
  | v, c :: cl =>
    bif bitB s v then clearBits s c :: kaylesOptionsFrom s (v + 1) cl
    else kaylesOptionsFrom s (v + 1) cl

/-- Node Kayles options of the position `s` (a bitmask) on the graph whose closed
neighbourhoods are `cl` (vertex `0` first). -/
def kaylesOptions (cl : List (List Nat)) (s : Nat) : List Nat :=
  kaylesOptionsFrom s 0 cl

/-! ### Nim heaps and sums -/

/-- `c - t * p, ..., c - 1 * p`: the heap with place value `p` lowered by `t`, ..., `1`. -/
def lowerBy (c p : Nat) : Nat → List Nat
  | 0 => []
  | t + 1 => (c - (t + 1) * p) :: lowerBy c p t

/-- Nim on heaps coded in base `b`, from the heap with place value `p` on (`k` heaps left):
take at least one token from one heap. -/
def nimOptionsFrom (b c : Nat) : Nat → Nat → List Nat
  | _, 0 => []
  | p, k + 1 => lowerBy c p (c / p % b) ++ nimOptionsFrom b c (p * b) k

/-- Nim options of the code `c` of `heaps` heaps in base `b` (each heap at most `b - 1`). -/
def nimOptions (b heaps c : Nat) : List Nat :=
  nimOptionsFrom b c 1 heaps

/-- Options of the sum of two games at the pair coded `c = a * nb + q` (`q < nb`): a move in
the first component (`optsA`) or a move in the second (`optsB`), never both. -/
def sumOptions (optsA optsB : Nat → List Nat) (nb c : Nat) : List Nat :=
  (optsA (c / nb)).map (fun a => a * nb + c % nb) ++
    (optsB (c % nb)).map (fun q => c / nb * nb + q)

/-! ### Welter's game -/

/-- The binomial coefficient, by `C(n + 1, k + 1) = C(n, k) * (n + 1) / (k + 1)` (exact). -/
def chooseB : Nat → Nat → Nat
  | _, 0 => 1
  | 0, _ + 1 => 0
  | n + 1, k + 1 => chooseB n k * (n + 1) / (k + 1)

/-- Colex rank of the squares of `s` from square `v` on (`i` coins seen, `k` squares left):
the sum of `C(c, j)` over the `j`-th coin `c` (counting from 1). -/
def colexRankFrom (s : Nat) : Nat → Nat → Nat → Nat
  | _, _, 0 => 0
  | v, i, k + 1 =>
    bif bitB s v then chooseB v (i + 1) + colexRankFrom s (v + 1) (i + 1) k
    else colexRankFrom s (v + 1) i k

/-- The colex rank of the position `s` (squares below `cap`) among the positions with as many
coins: `0` for `{0, ..., n - 1}`, then in increasing order of the bitmask. -/
def colexRank (cap s : Nat) : Nat :=
  colexRankFrom s 0 0 cap

/-- The `i` coins of colex rank `r` on the squares below `v`, greedily from the top square. -/
def colexUnrankFrom : Nat → Nat → Nat → Nat
  | _, _, 0 => 0
  | i, r, v + 1 =>
    bif Nat.blt 0 i && Nat.ble (chooseB v i) r then
      2 ^ v + colexUnrankFrom (i - 1) (r - chooseB v i) v
    else colexUnrankFrom i r v

/-- The position of `n` coins below `cap` squares with colex rank `r` (a bitmask). -/
def colexUnrank (cap n r : Nat) : Nat :=
  colexUnrankFrom n r cap

/-- Slides of the coin on square `a` of `s` to each empty square below `b` (highest first). -/
def welterSlides (s a : Nat) : Nat → List Nat
  | 0 => []
  | b + 1 => bif bitB s b then welterSlides s a b else (s - 2 ^ a + 2 ^ b) :: welterSlides s a b

/-- Welter options of `s` from square `a` on (`k` squares left). -/
def welterOptionsFrom (s : Nat) : Nat → Nat → List Nat
  | _, 0 => []
  | a, k + 1 => (bif bitB s a then welterSlides s a a else []) ++ welterOptionsFrom s (a + 1) k

/-- Welter options of the position `s` on the squares below `cap`: slide one coin to any lower
empty square. -/
def welterOptions (cap s : Nat) : List Nat :=
  welterOptionsFrom s 0 cap

/-- The mex equation at the position of rank `r` of a Welter book row (`n` coins below `cap`,
entries of `w` bits), `s` being that position: `s` has rank `r`, and its entry is the mex of
the entries of its options. -/
def welterOkB (cap table w r s : Nat) : Bool :=
  Nat.beq (colexRank cap s) r &&
    bookOkB (welterOptions cap) (fun t => entry table w (colexRank cap t)) s

/-- The squares of `s` from square `v` on (`k` squares left), increasing. -/
def squaresFrom (s : Nat) : Nat → Nat → List Nat
  | _, 0 => []
  | v, k + 1 => bif bitB s v then v :: squaresFrom s (v + 1) k else squaresFrom s (v + 1) k

/-- XOR of a list: the nim-sum. -/
def xorAll : List Nat → Nat
  | [] => 0
  | a :: l => a ^^^ xorAll l

/-- Is `n` odd? -/
def oddB (n : Nat) : Bool :=
  Nat.beq (n % 2) 1

/-- Welter's trie correction of the coins `coins` at trie level `v` (`f` levels left): a node
with fewer than two coins adds nothing; otherwise `2 ^ (v + 1) - 1` when both children (the
coins with bit `v` clear, and set) hold an odd number of coins, and the children's own
corrections. -/
def trieCorrection : Nat → Nat → List Nat → Nat
  | 0, _, _ => 0
  | f + 1, v, coins =>
    bif Nat.blt coins.length 2 then 0
    else
      (bif oddB (coins.filter (fun c => !(bitB c v))).length &&
          oddB (coins.filter (fun c => bitB c v)).length
        then 2 ^ (v + 1) - 1 else 0) ^^^
      trieCorrection f (v + 1) (coins.filter (fun c => !(bitB c v))) ^^^
      trieCorrection f (v + 1) (coins.filter (fun c => bitB c v))

/-- Welter's closed form of the position `s` (squares below `cap`): nim-sum XOR trie
correction. -/
def welterValueB (cap s : Nat) : Nat :=
  xorAll (squaresFrom s 0 cap) ^^^ trieCorrection cap 0 (squaresFrom s 0 cap)

/-- The highest set bit of `g` below bit `k` (`0` when there is none). -/
def topBitFrom (g : Nat) : Nat → Nat
  | 0 => 0
  | k + 1 => bif bitB g k then k else topBitFrom g k

/-- The coin on square `a` of `s` has a winning slide: to an empty lower square, reaching a
position of value `0` under `val`. -/
def welterWinsB (val : Nat → Nat) (s a : Nat) : Bool :=
  (welterSlides s a a).any (fun t => Nat.beq (val t) 0)

/-- Nim's top-bit shortcut is exact at `s` (squares below `cap`, values by `val`): a coin
carries the top bit of the value exactly when it has a winning slide. -/
def shortcutExactB (cap : Nat) (val : Nat → Nat) (s : Nat) : Bool :=
  (squaresFrom s 0 cap).all (fun a =>
    beqB (bitB a (topBitFrom (val s) cap)) (welterWinsB val s a))

end Pychecks
