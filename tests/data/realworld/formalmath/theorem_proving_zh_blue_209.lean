/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 13 ("theorem_proving_zh_blue_209", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

open Real
open scoped BigOperators

theorem algebra_45698 (n : ℤ) (h : n ≡ 4 [ZMOD 9]) :
  ¬∃ x y z : ℤ, x^3 + y^3 + z^3 = n := by sorry
