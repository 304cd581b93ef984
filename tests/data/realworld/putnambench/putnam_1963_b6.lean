/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1963_b6.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

open Topology Filter Polynomial

/--
Let $E$ be a Euclidean space of at most three dimensions. If $A$ is a nonempty subset of $E$, define $S(A)$ to be the set of all points that lie on closed segments joining pairs of points of $A$. For a given nonempty set $A_0$, define $A_n=S(A_{n-1})$ for $n=1,2,\dots$. Prove that $A_2=A_3=\cdots$. (A one-point set should be considered to be a special case of a closed segment.)
-/
theorem putnam_1963_b6
(d : ℕ)
(S : Set (Fin d → ℝ) → Set (Fin d → ℝ))
(hS : S = fun A : Set (Fin d → ℝ) => ⋃ p ∈ A, ⋃ q ∈ A, segment ℝ p q)
(A : ℕ → Set (Fin d → ℝ))
(ddim : 1 ≤ d ∧ d ≤ 3)
(hA0 : Nonempty (A 0))
(hAn : ∀ n ≥ 1, A n = S (A (n - 1)))
: ∀ n ≥ 2, A n = A (n + 1) :=
sorry
