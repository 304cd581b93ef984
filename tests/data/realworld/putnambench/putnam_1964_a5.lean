/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1964_a5.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

open Set Function Filter Topology

/--
Prove that there exists a constant $k$ such that for any sequence $a_i$ of positive numbers,
\[
\sum_{n=1}^{\infty} \frac{n}{a_1 + a_2 + \dots + a_n} \leq k \sum_{n=1}^{\infty}\frac{1}{a_n}.
\]
-/
theorem putnam_1964_a5
    (pa : (ℕ → ℝ) → Prop)
    (hpa : ∀ a, pa a ↔ (∀ n : ℕ, a n > 0) ∧ ∃ L : ℝ, Tendsto (fun N ↦ ∑ n ∈ Finset.range N, 1 / a n) atTop (𝓝 L)) :
    ∃ k : ℝ, ∀ a : ℕ → ℝ, pa a →
      ∑' n : ℕ, (n + 1) / (∑ i ∈ Finset.range (n + 1), a i) ≤ k * ∑' n : ℕ, 1 / a n :=
  sorry
