/- Source: github.com/iulian-birlica/lean4game-algorithms, game/Game/Support/Contracts.lean, commit a598292908174a4b7088ec6413d0618120d61dbd.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

/-! Answer-free definitions used by the Contracts world. Ported from the course's
`RequestProject/Lab01HoareTriples.lean` (via the earlier custom-format prototype
in `game/Game/Contracts/`). No level solutions live here. -/
namespace Game.Contracts

/-- A list is sorted iff it is pairwise non-decreasing. -/
def IsSorted (l : List Int) : Prop := List.Pairwise (· ≤ ·) l

/-- The routine under contract: sum every element of the list. -/
def sum (values : List Int) : Int := values.foldr (· + ·) 0

/-- The routine under contract: the greatest common divisor of two naturals. -/
def gcd (a b : Nat) : Nat := Nat.gcd a b

/-- The routine under contract: reverse a list. -/
def reverse {T : Type} (values : List T) : List T := values.reverse

/-- The routine under contract: remove one occurrence of `x` from the list. -/
def removeFirst {T : Type} [DecidableEq T] (values : List T) (x : T) : List T := values.erase x

/-- The routine under contract: sort a list of integers. -/
def sort (values : List Int) : List Int := values.mergeSort (fun a b => decide (a ≤ b))

/-- An array is sorted iff every earlier index holds a value `≤` every later index. -/
def IsSortedArr (a : Array Int) : Prop :=
  ∀ (i j : Nat) (hi : i < a.size) (hj : j < a.size), i ≤ j → a[i] ≤ a[j]

/-- Binary search restricted to the half-open window `[lo, hi)`. -/
def binarySearchAux (a : Array Int) (target : Int) (lo hi : Nat)
    (hhi : hi ≤ a.size) : Bool :=
  if h : lo < hi then
    let mid := (lo + hi) / 2
    have hmid : mid < hi := by omega
    have hlt : mid < a.size := by omega
    let v := a[mid]
    if v = target then true
    else if v < target then binarySearchAux a target (mid + 1) hi hhi
    else binarySearchAux a target lo mid (by omega)
  else false
termination_by hi - lo
decreasing_by all_goals omega

/-- The routine under contract: binary search over a sorted array. -/
def binarySearch (a : Array Int) (target : Int) : Bool :=
  binarySearchAux a target 0 a.size (le_refl _)

/-- Supplied "card": on a sorted array, searching the window `[lo, hi)` succeeds
iff `target` occurs at some index inside that window. This is the interval
invariant the `BinarySearch` boss level is allowed to use as a black box. -/
theorem binarySearchAux_spec (a : Array Int) (target : Int) (hsorted : IsSortedArr a)
    (lo hi : Nat) (hhi : hi ≤ a.size) :
    binarySearchAux a target lo hi hhi = true ↔
      ∃ (i : Nat) (h : i < a.size), lo ≤ i ∧ i < hi ∧ a[i] = target := sorry

/-! ## Lab 04 — invariants: given definitions and cross-level cards

Ported from `RequestProject/Lab04Invariants.lean`. As with the binary-search
material above, definitions and *given* facts live here; the level files
still perform the invariant/induction proofs the lab teaches. -/

/-- The loop of `suma`: the value of the accumulator after `i` steps. -/
def sumaAux (v : ℕ → Int) : ℕ → Int
  | 0 => 0
  | (i + 1) => sumaAux v i + v i

/-- The routine under contract: sum the first `n` entries of `v`. -/
def suma (v : ℕ → Int) (n : ℕ) : Int := sumaAux v n

/-- One pass of adjacent compare–swaps (the inner `for` loop of bubble sort). -/
def bubblePass : List Int → List Int
  | [] => []
  | [x] => [x]
  | x :: y :: rest =>
      if x ≤ y then x :: bubblePass (y :: rest)
      else y :: bubblePass (x :: rest)

/-- **Given**: a pass does not change the length. Played in the "Bubble
Chamber" level; supplied here (and used by `bubbleSort`'s own termination
proof) so later facts can build on it. -/
theorem bubblePass_length (l : List Int) : (bubblePass l).length = l.length := sorry

/-- **Given**: a pass only rearranges the elements. Played in the "Bubble
Chamber" level; supplied here for `bubbleSort_perm`. -/
theorem bubblePass_perm (l : List Int) : (bubblePass l).Perm l := sorry

/-- A pass is nonempty exactly when its input is (it preserves length). -/
theorem bubblePass_ne_nil {l : List Int} (h : l ≠ []) : bubblePass l ≠ [] := sorry

/-- **Given**: after one pass the last element is the maximum — the
inner-loop invariant `bubbleSort_sorted` is built from. Out of scope for
the "Bubble Pass Length and Permutation" level itself (which plays `bubblePass_length` and
`bubblePass_perm`), but essential infrastructure for the boss level. -/
theorem bubblePass_getLast_ge (l : List Int) (hne : bubblePass l ≠ []) :
    ∀ x ∈ l, x ≤ (bubblePass l).getLast hne := sorry

/-- The recursive sort: bubble one pass, keep the maximal last element
fixed, and sort the remaining prefix. -/
def bubbleSort (l : List Int) : List Int :=
  if h : l.length = 0 then []
  else
    let p := bubblePass l
    have hp : p ≠ [] := by
      have hlen : p.length = l.length := bubblePass_length l
      intro hcon
      rw [hcon] at hlen
      simp only [List.length_nil] at hlen
      omega
    bubbleSort p.dropLast ++ [p.getLast hp]
termination_by l.length
decreasing_by
  simp only [List.length_dropLast, bubblePass_length]
  omega

/-- **Given**: `bubbleSort` returns a permutation of its input — one half of
the "Bubble Sort Correctness" level's assembled contract. -/
theorem bubbleSort_perm (l : List Int) : (bubbleSort l).Perm l := sorry

/-- **Given**: `bubbleSort` returns a sorted list — the other half of the
"Bubble Sort Correctness" level's assembled contract. -/
theorem bubbleSort_sorted (l : List Int) : List.Pairwise (· ≤ ·) (bubbleSort l) := sorry

/-- Select the minimum and recurse on the remaining elements. -/
def selectionSort (l : List Int) : List Int :=
  if h : 0 < l.length then
    let m := l.minimum_of_length_pos h
    m :: selectionSort (l.erase m)
  else []
termination_by l.length
decreasing_by
  have hm : l.minimum_of_length_pos h ∈ l := List.minimum_of_length_pos_mem h
  rw [List.length_erase_of_mem hm]
  omega

/-- **Given**: `selectionSort` returns a permutation of its input — one half
of the "Selection Sort Correctness" level's assembled contract. -/
theorem selectionSort_perm (l : List Int) : (selectionSort l).Perm l := sorry

/-- **Given**: `selectionSort` returns a sorted list — the other half of the
"Selection Sort Correctness" level's assembled contract. -/
theorem selectionSort_sorted (l : List Int) : List.Pairwise (· ≤ ·) (selectionSort l) := sorry

/-- The loop of `countDigits`: strip one digit per step. -/
def countDigits (x : ℕ) : ℕ :=
  if 0 < x then countDigits (x / 10) + 1 else 0
termination_by x
decreasing_by exact Nat.div_lt_self ‹0 < x› (by norm_num)

/-- Euclid's subtractive gcd. -/
def gcdSub (a b : ℕ) : ℕ :=
  if a = 0 then b
  else if b = 0 then a
  else if a = b then a
  else if b < a then gcdSub (a - b) b
  else gcdSub a (b - a)
termination_by a + b
decreasing_by all_goals omega

/-- The inner loop of `control`: the sum of the base-10 digits of `x`. -/
def digitSum (x : ℕ) : ℕ := (Nat.digits 10 x).sum

/-- The one-step recurrence for `digitSum`: peel off the last digit. -/
theorem digitSum_rec (x : ℕ) (h : 0 < x) : digitSum x = x % 10 + digitSum (x / 10) := sorry

/-- The digit sum never exceeds the number itself. -/
theorem digitSum_le (x : ℕ) : digitSum x ≤ x := sorry

/-- The digit sum of a number `> 9` is strictly smaller (so `control`
halts). -/
theorem digitSum_lt (res : ℕ) (h : 9 < res) : digitSum res < res := sorry

/-- The digit sum of a positive number is positive. -/
theorem digitSum_pos (res : ℕ) (h : 0 < res) : 0 < digitSum res := sorry

/-- The outer loop of `control`: iterate `digitSum` until a single digit
remains (the digital root). -/
def control (res : ℕ) : ℕ :=
  if 9 < res then control (digitSum res) else res
termination_by res
decreasing_by exact digitSum_lt res ‹9 < res›

/-- **Given**: a positive input has a positive digital root — needed inside
the "Digital Root Correctness" level's closed-form derivation, but not itself one
of that level's three played facts. -/
theorem control_pos (n : ℕ) (hn : 0 < n) : 0 < control n := sorry

end Game.Contracts
