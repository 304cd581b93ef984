/- Source: github.com/leanprover/fp-lean, examples/Examples/ProgramsProofs/Inequalities.lean, commit 02dbbeb2c0536eb85a080b07c30db734e43d26ec.
   Verbatim excerpt: the `discarding ... stop discarding` blocks (the book's failed proof attempts) deleted whole; proofs replaced by `sorry`. -/
import ExampleSupport

-- ANCHOR: various
example := Nat.succ
example := @List.length
section
variable {A B : Prop}
example : Prop := A ∧ B
example := And A B
end
-- ANCHOR_END: various


-- ANCHOR: merge
def merge [Ord α] (xs : List α) (ys : List α) : List α :=
  match xs, ys with
  | [], _ => ys
  | _, [] => xs
  | x'::xs', y'::ys' =>
    match Ord.compare x' y' with
    | .lt | .eq => x' :: merge xs' (y' :: ys')
    | .gt => y' :: merge (x'::xs') ys'
-- ANCHOR_END: merge


-- ANCHOR: splitList
def splitList (lst : List α) : (List α × List α) :=
  match lst with
  | [] => ([], [])
  | x :: xs =>
    let (a, b) := splitList xs
    (x :: b, a)
-- ANCHOR_END: splitList



-- ANCHOR: splitListEmpty
example : (
splitList []
: (List α × List α)
) = (
([], [])
) := by sorry
-- ANCHOR_END: splitListEmpty

-- ANCHOR: splitListOne
example : (
splitList ["basalt"]
) = (
(["basalt"], [])
) := by sorry
-- ANCHOR_END: splitListOne

-- ANCHOR: splitListTwo
example : (
splitList ["basalt", "granite"]
) = (
(["basalt"], ["granite"])
) := by sorry
-- ANCHOR_END: splitListTwo



--ANCHOR: splitList_shorter_bad_ty
example : ∀(lst : List α), (splitList lst).fst.length < lst.length ∧ (splitList lst).snd.length < lst.length := by sorry
--ANCHOR_END: splitList_shorter_bad_ty





namespace AndDef

-- ANCHOR: And
structure And (a b : Prop) : Prop where
  intro ::
  left : a
  right : b
-- ANCHOR_END: And

-- ANCHOR: AndUse
variable {A B : Prop}
example : A → B → And A B := by sorry
-- ANCHOR_END: AndUse
end AndDef




namespace Extras


-- ANCHOR: Nat.le_ctors
section
open Nat.le
example := @step
example := @refl
end
-- ANCHOR_END: Nat.le_ctors

-- ANCHOR: Nat.lt_imp
example {n m : Nat} : n + 1 < m + 1 → n < m := by sorry
-- ANCHOR_END: Nat.lt_imp







-- ANCHOR: le_succ_of_le
theorem Nat.le_succ_of_le : n ≤ m → n ≤ m + 1 := by sorry
-- ANCHOR_END: le_succ_of_le

namespace Apply
-- ANCHOR: le_succ_of_le_apply
theorem Nat.le_succ_of_le : n ≤ m → n ≤ m + 1 := by sorry
-- ANCHOR_END: le_succ_of_le_apply
end Apply

namespace Golf
-- ANCHOR: le_succ_of_le_golf
theorem Nat.le_succ_of_le (h : n ≤ m) : n ≤ m + 1 := by sorry
-- ANCHOR_END: le_succ_of_le_golf
end Golf

namespace Golf'
-- ANCHOR: le_succ_of_le_grind
theorem Nat.le_succ_of_le (h : n ≤ m) : n ≤ m + 1 := by sorry
-- ANCHOR_END: le_succ_of_le_grind
end Golf'

namespace NoTac

-- ANCHOR: le_succ_of_le_recursive
theorem Nat.le_succ_of_le : n ≤ m → n ≤ m + 1 := by sorry
-- ANCHOR_END: le_succ_of_le_recursive
end NoTac
end Extras




-- ANCHOR: splitList_shorter_le_funInd2
theorem splitList_shorter_le (lst : List α) :
    (splitList lst).fst.length ≤ lst.length ∧
      (splitList lst).snd.length ≤ lst.length := by sorry
-- ANCHOR_END: splitList_shorter_le_funInd2





-- ANCHOR: splitList_shorter
theorem splitList_shorter (lst : List α) (_ : lst.length ≥ 2) :
    (splitList lst).fst.length < lst.length ∧
      (splitList lst).snd.length < lst.length := by sorry
-- ANCHOR_END: splitList_shorter




-- ANCHOR: splitList_shorter_sides
theorem splitList_shorter_fst (lst : List α) (h : lst.length ≥ 2) :
    (splitList lst).fst.length < lst.length := by sorry

theorem splitList_shorter_snd (lst : List α) (h : lst.length ≥ 2) :
    (splitList lst).snd.length < lst.length := by sorry
-- ANCHOR_END: splitList_shorter_sides





-- ANCHOR: mergeSort
def mergeSort [Ord α] (xs : List α) : List α :=
  if h : xs.length < 2 then
    match xs with
    | [] => []
    | [x] => [x]
  else
    let halves := splitList xs
    have : xs.length ≥ 2 := by
      grind
    have : halves.fst.length < xs.length := by
      apply splitList_shorter_fst
      assumption
    have : halves.snd.length < xs.length := by
      apply splitList_shorter_snd
      assumption
    merge (mergeSort halves.fst) (mergeSort halves.snd)
termination_by xs.length
-- ANCHOR_END: mergeSort


/-- info:
["geode", "limestone", "mica", "soapstone"]
-/
#check_msgs in
-- ANCHOR: mergeSortRocks
#eval mergeSort ["soapstone", "geode", "mica", "limestone"]
-- ANCHOR_END: mergeSortRocks


/-- info:
[3, 5, 15, 22]
-/
#check_msgs in
-- ANCHOR: mergeSortNumbers
#eval mergeSort [5, 3, 22, 15]
-- ANCHOR_END: mergeSortNumbers


theorem zero_lt_succ : 0 < Nat.succ n := by sorry

namespace Proofs

theorem Nat.succ_sub_succ_eq_sub (n m : Nat) : Nat.succ n - Nat.succ m = n - m := by sorry

theorem sub_le (n k : Nat) : n - k ≤ n := by sorry

-- def sub_lt (n k : Nat) : ¬ n < k → n - k < n := by
--   induction k with
--   | zero => intro h

-- def divide (n k : Nat) (nonZero : k ≠ 0) : Nat :=
--   if hLt : n < k then
--     0
--   else
--     have : n - k < n := by
--       apply Nat.sub_lt
--       . cases k with
--         | zero => contradiction
--         | succ k' =>
--     1 + divide (n - k) k nonZero
-- termination_by divide n k _ => n





theorem Nat.lt_of_succ_lt : n + 1 < m → n < m := by sorry

theorem Nat.sub_self_zero (n : Nat) : n - n = 0 := by sorry

theorem not_eq_zero_of_lt (h : b < a) : a ≠ 0 := by sorry

theorem Nat.add_succ (n k : Nat) : n + k.succ = (n + k).succ := by sorry

theorem Nat.sub_succ (n k : Nat) : n - k.succ = (n - k).pred := by sorry

theorem Nat.sub_zero (n : Nat) : n - 0 = n := by sorry

theorem Nat.pred_lt (n : Nat) : n ≠ 0 → n.pred < n := by sorry

theorem Nat.not_eq_zero_of_lt (n k : Nat) : n < k → k ≠ 0 := by sorry


theorem Nat.sub_succ_lt_self (a i : Nat) : i < a → a - (i + 1) < a - i := by sorry



end Proofs

