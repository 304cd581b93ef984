/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1962_a3.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

open MeasureTheory

/--
Let $\triangle ABC$ be a triangle in the Euclidean plane, with points $P$, $Q$, and $R$ lying on segments $\overline{BC}$, $\overline{CA}$, $\overline{AB}$ respectively such that $$\frac{AQ}{QC} = \frac{BR}{RA} = \frac{CP}{PB} = k$$ for some positive constant $k$. If $\triangle UVW$ is the triangle formed by parts of segments $\overline{AP}$, $\overline{BQ}$, and $\overline{CR}$, prove that $$\frac{[\triangle UVW]}{[\triangle ABC]} = \frac{(k - 1)^2}{k^2 + k + 1},$$ where $[\triangle]$ denotes the area of the triangle $\triangle$.
-/
theorem putnam_1962_a3
(A B C A' B' C' P Q R : EuclideanSpace ℝ (Fin 2))
(k : ℝ)
(hk : k > 0)
(hABC : ¬Collinear ℝ {A, B, C})
(hA' : A' ∈ segment ℝ B C ∧ dist C A' / dist A' B = k)
(hB' : B' ∈ segment ℝ C A ∧ dist A B' / dist B' C = k)
(hC' : C' ∈ segment ℝ A B ∧ dist B C' / dist C' A = k)
(hP : P ∈ segment ℝ B B' ∧ P ∈ segment ℝ C C')
(hQ : Q ∈ segment ℝ C C' ∧ Q ∈ segment ℝ A A')
(hR : R ∈ segment ℝ A A' ∧ R ∈ segment ℝ B B')
: (volume (convexHull ℝ {P, Q, R})).toReal / (volume (convexHull ℝ {A, B, C})).toReal = (k - 1)^2 / (k^2 + k + 1) :=
sorry
