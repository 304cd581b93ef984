/- Source: github.com/leanprover-community/mathematics_in_lean, MIL/C01_Introduction/S02_Overview.lean, commit dd6d752fedb14082f557913c2dccb2d4851e5173.
   Verbatim, proofs replaced by `sorry`. -/
import MIL.Common

open Nat

-- These are pieces of data.
#check 2 + 2

def f (x : ℕ) :=
  x + 3

#check f

-- These are propositions, of type `Prop`.
#check 2 + 2 = 4

def FermatLastTheorem :=
  ∀ x y z n : ℕ, n > 2 ∧ x * y * z ≠ 0 → x ^ n + y ^ n ≠ z ^ n

#check FermatLastTheorem

-- These are proofs of propositions.
theorem easy : 2 + 2 = 4 := by sorry

#check easy

theorem hard : FermatLastTheorem := by sorry

#check hard

-- Here are some proofs.
example : ∀ m n : Nat, Even n → Even (m * n) := by sorry

example : ∀ m n : Nat, Even n → Even (m * n) := by sorry

example : ∀ m n : Nat, Even n → Even (m * n) := by sorry

example : ∀ m n : Nat, Even n → Even (m * n) := by sorry

example : ∀ m n : Nat, Even n → Even (m * n) := by sorry

