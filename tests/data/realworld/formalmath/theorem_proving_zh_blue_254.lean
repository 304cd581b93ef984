/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 12 ("theorem_proving_zh_blue_254", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem algebra_68653 : ¬ ∃ x y : ℤ, x^3 + y^4 = 7 := by sorry
