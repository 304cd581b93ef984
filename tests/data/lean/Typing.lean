/-
Statements one coercion away from a wrong reading (issue 25, its typing half): each true
statement stands beside a wrong twin, and the expected verdict ends each name (`…_holds`,
`…_fails`, `…_unknown` for what Lean would reject); `tests/lean/test_coercions.py` checks
every verdict and each smallest counterexample.

Lean elaborates `a + b`, `a < b`, `a = b` as one tree (`binop%`, `binrel%`,
Lean/Elab/Extra.lean): the expected type and the leaves' types give the tree its type, and the
leaves of a smaller type are cast (`↑`). So `(i + 1 : ℕ)` with `i : Fin 4` is `↑i + 1` in ℕ,
while `i + 1` with nothing but `Fin 4` around wraps. Instances come from the element type
(`List.sum` on `List (Fin 4)` adds in `Fin 4`), and a bare numeral takes the type its
surroundings fix (`foldr (· - ·) 0` over ℤ: the `0` is ℤ).

Written without a Lean toolchain at hand, not compiled.
-/
import Mathlib

namespace Typing

/-! ## A tree with an expected type ℕ: the `Fin` leaves are cast, nothing wraps -/

theorem_wanted castLeaf_holds (i : Fin 4) : (i + 1 : ℕ) = i.val + 1
-- Wrong: `(i + 1).val` wraps, `(i + 1 : ℕ)` does not (i := 3)
theorem_wanted castLeafWrap_fails (i : Fin 4) : (i + 1 : ℕ) = (i + 1).val
theorem_wanted castLeafLe_holds (i : Fin 4) : (i + 1 : ℕ) ≤ 4
-- Wrong: at i := 3 the sum is 4 (in ℕ)
theorem_wanted castLeafLt_fails (i : Fin 4) : (i + 1 : ℕ) < 4
theorem_wanted castMul_holds (i : Fin 4) : (i * 3 : ℕ) = i.val * 3
-- Wrong: 2 * 3 = 6 in ℕ (it would be 2 in `Fin 4`)
theorem_wanted castMulLt_fails (i : Fin 4) : (i * 3 : ℕ) < 4
theorem_wanted castSub_holds (i : Fin 4) : (i - 1 : ℕ) = i.val - 1
-- Wrong: ℕ subtraction truncates at 0, `Fin 4`'s wraps to 3 (i := 0)
theorem_wanted castSubWrap_fails (i : Fin 4) : (i - 1 : ℕ) = (i - 1).val
theorem_wanted castAddTwo_holds (i j : Fin 4) : (i + j : ℕ) = i.val + j.val
-- Wrong: 1 + 3 = 4 in ℕ
theorem_wanted castAddTwo_fails (i j : Fin 4) : (i + j : ℕ) < 4

/-! ## ℕ beside ℤ: the tree is ℤ -/

theorem_wanted intBeside_holds (n : ℕ) : (n : ℤ) - 5 + 5 = n
-- Wrong: ℕ subtraction truncates (n := 0)
theorem_wanted natBeside_fails (n : ℕ) : n - 5 + 5 = n
theorem_wanted intLt_holds (n : ℕ) : (n : ℤ) - 5 < n
-- Wrong: in ℕ, 0 - 5 = 0
theorem_wanted natLt_fails (n : ℕ) : n - 5 < n

-- Not Lean: `Fin 3` and `Fin 4` have no coercion either way (neither reader guesses one)
theorem_wanted finMix_unknown (i : Fin 3) (j : Fin 4) : i = j

/-! ## `Fin n` alone: computed in `Fin n`, as before -/

theorem_wanted finWrap_holds (i : Fin 4) : i + 4 = i
-- Wrong: 3 + 1 wraps to 0
theorem_wanted finWrapVal_fails (i : Fin 4) : (i + 1).val = i.val + 1
theorem_wanted finNext_holds (i : Fin 4) : i + 1 ≠ i
-- Wrong: 3 + 1 = 0 in `Fin 4`
theorem_wanted finNextNonzero_fails (i : Fin 4) : i + 1 ≠ 0

/-! ## Sums with the element type's `+` -/

theorem_wanted listSumFin_holds : ([3, 1] : List (Fin 4)).sum = 0
-- Wrong: in ℕ the sum is 4
theorem_wanted listSumNat_fails : ([3, 1] : List ℕ).sum = 0
theorem_wanted listSumValMod_holds (l : List (Fin 4)) : l.sum.val = (l.map Fin.val).sum % 4
-- Wrong: the sum in `Fin 4` wraps (l := [1, 3])
theorem_wanted listSumVal_fails (l : List (Fin 4)) : l.sum.val = (l.map Fin.val).sum
theorem_wanted bigSumFin_holds (p : Fin 3 → Fin 4) : (∑ i, p i).val = (∑ i, (p i).val) % 4
-- Wrong: likewise for `∑`
theorem_wanted bigSumFin_fails (p : Fin 3 → Fin 4) : (∑ i, p i).val = ∑ i, (p i).val
theorem_wanted finsetSumFin_holds : ({1, 2} : Finset (Fin 3)).sum (fun x => x) = 0
-- Wrong: in ℕ the sum is 3
theorem_wanted finsetSumNat_fails : ({1, 2} : Finset ℕ).sum (fun x => x) = 0

/-! ## Numerals typed by what they meet -/

theorem_wanted foldrInt_holds (a b c : ℤ) : [a, b, c].foldr (· - ·) 0 = a - b + c
-- Wrong: over ℕ each subtraction truncates
theorem_wanted foldrNat_fails (a b c : ℕ) : [a, b, c].foldr (· - ·) 0 = a - b + c
theorem_wanted foldlInt_holds (a b : ℤ) : [a, b].foldl (· - ·) 0 = -a - b
theorem_wanted listZeroInt_holds (a : ℤ) : [0, a].sum = a
-- Wrong: the `0` is ℤ, and so is the sum (a := -1)
theorem_wanted listZeroInt_fails (a : ℤ) : [0, a].sum ≥ 0

theorem_wanted iteZeroInt_holds (a : ℤ) : (if a < 0 then 0 else a) ≥ 0
-- Wrong: the `0` is ℤ and the `if` too; at a := 0 both sides are 0
theorem_wanted iteZeroInt_fails (a : ℤ) : (if a < 0 then 0 else a) > a

/-- The first value when `b`, else the second: polymorphic, so a numeral argument is typed by the
other one. -/
def pick {α : Type} (b : Bool) (x y : α) : α := if b then x else y

theorem_wanted pickInt_holds (a : ℤ) : pick true 0 a = 0
-- Wrong: `α` is ℤ, so the second value may be negative (a := -1)
theorem_wanted pickInt_fails (a : ℤ) : pick false 0 a ≥ 0

/-! ## A function of a `Fin` handed to `List.map` (it crashed the whole command) -/

theorem_wanted mapLength_holds (l : List (Fin 3)) : (l.map (fun x => x.val)).length = l.length
-- Wrong: 1 + 2 = 3 (l := [1, 2])
theorem_wanted mapSum_fails (l : List (Fin 3)) : (l.map (fun x => x.val)).sum < 3

theorem_wanted filterFin_holds (s : Finset (Fin 3)) : (s.filter (fun x => x.val > 0)).card ≤ s.card
-- Wrong: `0` is filtered out (s := {0})
theorem_wanted filterFin_fails (s : Finset (Fin 3)) : (s.filter (fun x => x.val > 0)).card = s.card

/-! ## The house style `Fin d → ℕ`, read by the shapes' front end -/

theorem_wanted heapCast_holds (p : Fin 3 → ℕ) : ∀ i : Fin 3, p i + (i + 1 : ℕ) ≥ 1
-- Wrong: at heap 2, `(i + 1 : ℕ)` is 3
theorem_wanted heapCast_fails (p : Fin 3 → ℕ) : ∀ i : Fin 3, p i + (i + 1 : ℕ) ≤ p i + 2
theorem_wanted nextHeap_holds (p : Fin 3 → ℕ) :
    ∀ i : Fin 3, (∃ k : Fin 3, k = i.val + 1 ∧ p k = p k) ↔ i.val < 2
-- Wrong: `k = i.val + 1` is ℕ equality, and no heap follows heap 2
theorem_wanted nextHeap_fails (p : Fin 3 → ℕ) : ∀ i : Fin 3, ∃ k : Fin 3, k = i.val + 1 ∧ p k = p k
theorem_wanted nextHeapWrap_holds (p : Fin 3 → ℕ) : ∀ i : Fin 3, ∃ k : Fin 3, k = i + 1 ∧ p k = p k

end Typing
