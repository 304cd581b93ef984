/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 10 ("theorem_proving_zh_blue_292", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

open Nat

theorem algebra_385785 {n : ℕ} (hn : 1 ≤ n) :
    ∑ k in Finset.Icc 0 ⌊(n - 1) / 2⌋₊, (-1 : ℤ)^k * Nat.choose (n + 1) k * Nat.choose (2 * n - 2 * k - 1) n =
    (n * (n + 1)) / 2 := by sorry
