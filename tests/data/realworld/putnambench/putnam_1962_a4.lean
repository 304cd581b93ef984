/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1962_a4.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

/--
Assume that $\lvert f(x) \rvert \le 1$ and $\lvert f''(x) \rvert \le 1$ for all $x$ on an interval of length at least 2. Show that $\lvert f'(x) \rvert \le 2$ on the interval.
-/
theorem putnam_1962_a4
(f : ℝ → ℝ)
(a b : ℝ)
(hdiff : Differentiable ℝ f ∧ (Differentiable ℝ (deriv f)))
(hfabs : ∀ x ∈ Set.Icc a b, |f x| ≤ 1)
(hfppabs : ∀ x ∈ Set.Icc a b, |(iteratedDeriv 2 f) x| ≤ 1)
(hlen2 : b - a ≥ 2)
: ∀ x ∈ Set.Icc a b, |(iteratedDeriv 1 f) x| ≤ 2 :=
sorry
