/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 4 ("theorem_proving_zh_blue_655", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem algebra_439878 (a : Fin 9 → Finset (Fin 3)) (ha : ∀ i j k, i ≠ j ∧ i ≠ k ∧ j ≠ k → ∃ l, l ∈ a i ∧ l ∈ a j ∨ l ∈ a i ∧ l ∈ a k ∨ l ∈ a j ∧ l ∈ a k) (h : ∀ i, a i ≤ {0, 1, 2}) :
    ∃ i j k, i ≠ j ∧ i ≠ k ∧ j ≠ k ∧ ∃ l, l ∈ a i ∧ l ∈ a j ∧ l ∈ a k := by sorry
