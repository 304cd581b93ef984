/-
Statements of no shape, one construct each, for the evaluator's tests (`tests/lean/evaluate/`):
the expected verdict is in each statement's name (`…_holds`, `…_fails`, `…_unknown`).
-/
import Mathlib

namespace Evaluated

/-! ## Numbers -/

theorem_wanted intSub_holds (a b : ℤ) : a - b + b = a
theorem_wanted natSub_fails (a b : ℕ) : a - b + b = a
theorem_wanted intMod_holds (a b : ℤ) (h : b ≠ 0) : (a % b).natAbs < b.natAbs
theorem_wanted cast_holds (n : ℕ) : ((n : ℤ) - 1) + 1 = n
theorem_wanted finWrap_holds (i : Fin 4) : i + 4 = i
theorem_wanted finVal_fails (i : Fin 4) : (i + 1).val = i.val + 1
theorem_wanted pow_holds (n : ℕ) (h : n < 10) : 2 ^ n ≥ n + 1
theorem_wanted dvd_fails (n : ℕ) : 3 ∣ n * n → 9 ∣ n

/-! ## Quantifiers: finite, guarded, ranged -/

theorem_wanted finite_holds (p : Fin 3 → ℕ) : ∃ i : Fin 3, ∀ j, p j ≤ p i
theorem_wanted guard_holds (n : ℕ) : ∀ k < n, ∃ m ≤ n, m = k + 1
theorem_wanted guardList_fails (l : List ℕ) : ∀ x ∈ l, x < 2
theorem_wanted unique_holds (n : ℕ) : ∃! m : Fin 3, m.val = n % 3
-- z3 proves that no m beyond the scope has m * m = 2; it is not asked about factorials
theorem_wanted ranged_fails (n : ℕ) : ∃ m : ℕ, m * m = n
theorem_wanted ranged_unknown (n : ℕ) : ∃ m : ℕ, Nat.factorial m = n + 3
theorem_wanted rangedForall_fails (n : ℕ) (h : n > 0) : ∀ m : ℕ, m < n * 3

/-! ## Data -/

structure Pt where
  x : ℕ
  y : ℕ

def Pt.swap (p : Pt) : Pt := ⟨p.y, p.x⟩

theorem_wanted swapSwap_holds (p : Pt) : p.swap.swap = p
theorem_wanted swap_fails (p : Pt) : p.swap = p

inductive Dir where
  | left
  | right
  deriving DecidableEq

def Dir.flip : Dir → Dir
  | .left => .right
  | .right => .left

theorem_wanted flip_holds (d : Dir) : d.flip ≠ d
theorem_wanted flipLeft_fails (d : Dir) : d.flip = Dir.left

theorem_wanted option_holds (o : Option ℕ) : o.getD 0 ≤ o.getD 0 + 1
theorem_wanted pair_fails (q : ℕ × ℕ) : q.1 ≤ q.2
theorem_wanted finset_holds (s : Finset ℕ) : (s.filter (· ≥ 1)).card ≤ s.card
theorem_wanted finsetCard_fails (s : Finset ℕ) : s.card ≤ 2
theorem_wanted sum_holds (p : Fin 3 → ℕ) : ∑ i, p i = p 0 + p 1 + p 2
theorem_wanted matchBool_holds (b : Bool) : (match b with | true => 1 | false => 0) ≤ 1
theorem_wanted letFun_holds (n : ℕ) : (let f := fun k => k + n; f 0) = n
theorem_wanted section_fails (l : List ℕ) : (l.map (· + 1)).sum = l.sum

/-! ## A set defined by play -/

def TakeMove (m n : ℕ) : Prop := n < m ∧ m ≤ n + 2

theorem_wanted playFact_holds (P : Set ℕ) (hP : ∀ m, m ∈ P ↔ ∀ n, TakeMove m n → n ∉ P) :
    3 ∈ P ∧ 6 ∈ P ∧ 4 ∉ P

theorem_wanted playOneWay_fails (P : Set ℕ) (hP : ∀ m, m ∈ P ↔ ∀ n, TakeMove m n → n ∉ P) :
    ∀ m, m ∈ P → m % 2 = 0

end Evaluated
