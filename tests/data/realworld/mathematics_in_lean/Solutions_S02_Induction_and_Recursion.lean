/- Source: github.com/leanprover-community/mathematics_in_lean, MIL/C05_Elementary_Number_Theory/solutions/Solutions_S02_Induction_and_Recursion.lean, commit dd6d752fedb14082f557913c2dccb2d4851e5173.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib.Data.Nat.GCD.Basic
import MIL.Common

def fac : ℕ → ℕ
  | 0 => 1
  | n + 1 => (n + 1) * fac n

theorem pow_two_le_fac (n : ℕ) : 2 ^ (n - 1) ≤ fac n := by sorry

section

variable {α : Type*} (s : Finset ℕ) (f : ℕ → ℕ) (n : ℕ)

open BigOperators
open Finset

theorem sum_sqr (n : ℕ) : ∑ i ∈ range (n + 1), i ^ 2 = n * (n + 1) * (2 * n + 1) / 6 := by sorry

end

inductive MyNat where
  | zero : MyNat
  | succ : MyNat → MyNat

namespace MyNat

def add : MyNat → MyNat → MyNat
  | x, zero => x
  | x, succ y => succ (add x y)

def mul : MyNat → MyNat → MyNat
  | _, zero => zero
  | x, succ y => add (mul x y) x

theorem zero_add (n : MyNat) : add zero n = n := by sorry

theorem succ_add (m n : MyNat) : add (succ m) n = succ (add m n) := by sorry

theorem add_comm (m n : MyNat) : add m n = add n m := by sorry

theorem add_assoc (m n k : MyNat) : add (add m n) k = add m (add n k) := by sorry

theorem mul_add (m n k : MyNat) : mul m (add n k) = add (mul m n) (mul m k) := by sorry

theorem zero_mul (n : MyNat) : mul zero n = zero := by sorry

theorem succ_mul (m n : MyNat) : mul (succ m) n = add (mul m n) n := by sorry

theorem mul_comm (m n : MyNat) : mul m n = mul n m := by sorry

end MyNat
