/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1963_b3.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

open Topology Filter Polynomial

abbrev putnam_1963_b3_solution : Set (ℝ → ℝ) := sorry
-- {(fun u : ℝ => A * Real.sinh (k * u)) | (A : ℝ) (k : ℝ)} ∪ {(fun u : ℝ => A * u) | A : ℝ} ∪ {(fun u : ℝ => A * Real.sin (k * u)) | (A : ℝ) (k : ℝ)}
/--
Find every twice-differentiable real-valued function $f$ with domain the set of all real numbers and satisfying the functional equation $(f(x))^2-(f(y))^2=f(x+y)f(x-y)$ for all real numbers $x$ and $y$.
-/
theorem putnam_1963_b3
    (f : ℝ → ℝ) :
    f ∈ putnam_1963_b3_solution ↔
      (ContDiff ℝ 1 f ∧ Differentiable ℝ (deriv f) ∧
      ∀ x y : ℝ, (f x) ^ 2 - (f y) ^ 2 = f (x + y) * f (x - y)) :=
  sorry
