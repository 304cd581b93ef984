/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 7 ("theorem_proving_zh_blue_614", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem algebra_56552 {a : ℕ → ℕ} (ha : ∀ n, ∑ d in n.divisors, a d = 2 ^ n) :
    ∀ n, n ∣ a n := by sorry
