/- Source: github.com/jiayiw005/FormalMATH-Bench, FormalMATH_lite.json, record 15 ("theorem_proving_zh_blue_194", field autoformalization), commit 16d0311d1ff0d50d7bed9e1c9bd9ad12932bd044.
   Verbatim, its missing proof given as `sorry`. -/
import Mathlib

theorem algebra_453867 {n : ℕ} (hn : Odd n ∧ n > 3) (S : Finset ℕ)
    (hS : S = Finset.Icc 0 (n - 1)) :
    ∀ x ∈ S, ∃ T U : Finset ℕ,
      T ⊆ S \ {x} ∧ U ⊆ S \ {x} ∧
      T ∩ U = ∅ ∧
      T.card = (n - 1) / 2 ∧
      U.card = (n - 1) / 2 ∧
      ∑ i ∈ T, i ≡ ∑ i ∈ U, i [ZMOD n] := by sorry
