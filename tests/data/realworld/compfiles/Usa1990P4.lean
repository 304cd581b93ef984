/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1990P4.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.Data.Nat.Digits.Lemmas
public import Mathlib.Data.Set.Card
public import Mathlib.Order.CompletePartialOrder
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1990, Problem 4

How many positive integers can be written in base n so that
(1) the integer has no two digits the same, and
(2) each digit after the first differs by one from an earlier digit?
For example, in base 3, the possible numbers are 1, 2, 10, 12, 21, 102, 120, 210.
-/

namespace Usa1990P4

/-- Condition (2) of the problem, phrased for the list of base-`n` digits of a
number as produced by `Nat.digits` (least significant digit first, so the
"first" digit of the number is the last entry of the list): every digit except
the most significant one differs by one from some more significant digit. -/
def DiffByOne (l : List ℕ) : Prop :=
  ∀ i, ∀ (_ : i + 1 < l.length), ∃ j, i < j ∧ j < l.length ∧ ∀ (_ : j < l.length),
    (l[i] + 1 = l[j] ∨ l[j] + 1 = l[i])

snip begin

/-- `IV a b l` holds when `l` is a list of natural numbers whose set of entries
is exactly the interval `[a, b]`, built by starting from a single digit and
repeatedly prepending a new minimum or a new maximum. These are essentially the
valid digit lists of the problem (up to the leading-digit condition). -/
inductive IV : ℕ → ℕ → List ℕ → Prop
  | single (d : ℕ) : IV d d [d]
  | consLo {a b : ℕ} {l : List ℕ} (h : IV (a + 1) b l) : IV a b (a :: l)
  | consHi {a b : ℕ} {l : List ℕ} (h : IV a (b - 1) l) (hhi : 0 < b) :
      IV a b (b :: l)

namespace IV

theorem ne_nil {a b : ℕ} {l : List ℕ} (h : IV a b l) : l ≠ [] := by sorry

theorem lo_le_hi {a b : ℕ} {l : List ℕ} (h : IV a b l) : a ≤ b := by sorry

theorem mem_iff {a b : ℕ} {l : List ℕ} (h : IV a b l) (d : ℕ) :
    d ∈ l ↔ a ≤ d ∧ d ≤ b := by sorry

theorem mem_lo {a b : ℕ} {l : List ℕ} (h : IV a b l) : a ∈ l := sorry

theorem mem_hi {a b : ℕ} {l : List ℕ} (h : IV a b l) : b ∈ l := sorry

theorem nodup {a b : ℕ} {l : List ℕ} (h : IV a b l) : l.Nodup := by sorry

theorem length_eq {a b : ℕ} {l : List ℕ} (h : IV a b l) :
    l.length = b + 1 - a := by sorry

/-- Inversion principle for `IV` on a cons list. -/
theorem cons_iff {a b d : ℕ} {l : List ℕ} :
    IV a b (d :: l) ↔
      (d = a ∧ IV (a + 1) b l) ∨ (d = b ∧ 0 < b ∧ IV a (b - 1) l) ∨
        (a = d ∧ b = d ∧ l = []) := by sorry

/-- `IV` lists satisfy condition (2) of the problem. -/
theorem diffByOne {a b : ℕ} {l : List ℕ} (h : IV a b l) : DiffByOne l := by sorry

/-- Lists with distinct entries satisfying condition (2) are exactly the
`IV` lists. -/
theorem of_diffByOne {l : List ℕ} (hne : l ≠ []) (hn : l.Nodup) (hd : DiffByOne l) :
    ∃ a b, IV a b l := by sorry

/-- The interval endpoints of an `IV` list are uniquely determined. -/
theorem unique_indices {a b a' b' : ℕ} {l : List ℕ} (h : IV a b l)
    (h' : IV a' b' l) : a = a' ∧ b = b' := by sorry

end IV

/-- Digit lists satisfying the conditions of the problem in base `n`:
distinct digits, condition (2), all digits less than `n`, and a nonzero
leading digit (the last entry of the list, since digits are stored
least-significant first). -/
def ValidLists (n : ℕ) : Set (List ℕ) :=
  {l | l.Nodup ∧ DiffByOne l ∧ (∀ d ∈ l, d < n) ∧ l ≠ [] ∧
    ∀ h : l ≠ [], l.getLast h ≠ 0}

/-- Valid digit lists whose digits form exactly the interval `[a, b]`. -/
def W (a b : ℕ) : Set (List ℕ) := {l | IV a b l ∧ ∀ h : l ≠ [], l.getLast h ≠ 0}

/-- Lists whose digits form exactly the interval `[a, b]`. -/
def IVSet (a b : ℕ) : Set (List ℕ) := {l | IV a b l}

/-- The decreasing list `b, b-1, ..., 1, 0`. -/
def descend : ℕ → List ℕ
  | 0 => [0]
  | b + 1 => (b + 1) :: descend b

theorem descend_ne_nil : ∀ b, descend b ≠ [] := by sorry

theorem descend_eq (b : ℕ) (h : 0 < b) : descend b = b :: descend (b - 1) := by sorry

theorem IV_descend : ∀ b, IV 0 b (descend b) := by sorry

theorem getLast?_descend : ∀ b, (descend b).getLast? = some 0 := by sorry

theorem getLast_descend (b : ℕ) (h : descend b ≠ []) : (descend b).getLast h = 0 := by sorry

/-- Among `IV 0 b` lists, only the decreasing list ends in `0`. -/
theorem eq_descend {a b : ℕ} {l : List ℕ} (h : IV a b l)
    (hgl : ∀ hh : l ≠ [], l.getLast hh = 0) : a = 0 ∧ l = descend b := by sorry

/-- The number of `IV` lists over the interval `[a, a + k]` is `2 ^ k`. -/
theorem finite_and_ncard_IVSet : ∀ (k a : ℕ),
    (IVSet a (a + k)).Finite ∧ (IVSet a (a + k)).ncard = 2 ^ k := by sorry

/-- Geometric series with ratio `2`. -/
theorem geom2 : ∀ m, ∑ k ∈ Finset.range m, 2 ^ k = 2 ^ m - 1 := by sorry

theorem two_pow_ge : ∀ n, 2 * n + 2 ≤ 2 ^ (n + 1) := by sorry

theorem outer_sum : ∀ n, ∑ b ∈ Finset.range n, (2 ^ (b + 1) - 2) =
    2 ^ (n + 1) - 2 * n - 2 := by sorry

/-- Finite disjoint unions of sets of lists have the sum of the cardinalities. -/
theorem ncard_biUnion {α : Type*} (s : Finset ℕ) (f : ℕ → Set α)
    (hd : ∀ i ∈ s, ∀ j ∈ s, i ≠ j → Disjoint (f i) (f j))
    (hf : ∀ i ∈ s, (f i).Finite) :
    (⋃ i ∈ s, f i).ncard = ∑ i ∈ s, (f i).ncard := by sorry

theorem W_finite (a b : ℕ) : (W a b).Finite := by sorry

theorem disjoint_W {a b a' b' : ℕ} (hne : (a, b) ≠ (a', b')) :
    Disjoint (W a b) (W a' b') := by sorry

/-- The number of valid digit lists with digit interval `[a, b]`. -/
theorem ncard_W {a b : ℕ} (hle : a ≤ b) :
    (W a b).ncard = 2 ^ (b - a) - (if a = 0 then 1 else 0) := by sorry

/-- The valid digit lists are the disjoint union of the `W a b` over
`0 ≤ a ≤ b < n`. -/
theorem validLists_eq_biUnion (n : ℕ) :
    ValidLists n = ⋃ b ∈ Finset.range n, ⋃ a ∈ Finset.range (b + 1), W a b := by sorry

theorem disjoint_inner {i j : ℕ} (hij : i ≠ j) :
    Disjoint (⋃ a ∈ Finset.range (i + 1), W a i)
      (⋃ a ∈ Finset.range (j + 1), W a j) := by sorry

theorem inner_finite (b : ℕ) : (⋃ a ∈ Finset.range (b + 1), W a b).Finite := sorry

/-- The number of valid digit lists whose largest digit is exactly `b`. -/
theorem ncard_inner (b : ℕ) :
    (⋃ a ∈ Finset.range (b + 1), W a b).ncard = 2 ^ (b + 1) - 2 := by sorry

/-- The total number of valid digit lists in base `n`. -/
theorem ncard_validLists (n : ℕ) :
    (ValidLists n).ncard = 2 ^ (n + 1) - 2 * n - 2 := by sorry

/-- Positive integers satisfying the conditions of the problem correspond to
valid digit lists via `Nat.digits`. -/
theorem ncard_numbers_eq (n : ℕ) (hn : 1 < n) :
    Set.ncard {m : ℕ | 0 < m ∧ (Nat.digits n m).Nodup ∧ DiffByOne (Nat.digits n m)} =
      (ValidLists n).ncard := by sorry

snip end

determine answer (n : ℕ) : ℕ := 2 ^ (n + 1) - 2 * n - 2

problem usa1990_p4 (n : ℕ) (hn : 2 ≤ n) :
    Set.ncard {m : ℕ | 0 < m ∧ (Nat.digits n m).Nodup ∧ DiffByOne (Nat.digits n m)} =
      answer n := by sorry

end Usa1990P4
