/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 14 ("theorem_proving_zh_blue_205", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem algebra_58635 {n : ℕ} (hn : n > 1) (hne : ¬ 2 ∣ n) (m : ℕ) (hm : 0 < m) :
    ¬ n ∣ m^(n - 1) + 1 := by sorry
