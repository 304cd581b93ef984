/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 2 ("theorem_proving_zh_blue_671", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem theorem_proving_zh_blue_671 {F : Finset ℤ} (hF : ∀ x ∈ F, ∃ y z, x = y + z)
    (hn : ∃ n : ℕ, 0 < n ∧ ∀ k ∈ Finset.Icc 1 n, ∀ x : Fin k → ℤ,
      (∀ i, x i ∈ F) → ∑ i, x i ≠ 0) :
    F.card ≥ 2 * n + 2 := by sorry
