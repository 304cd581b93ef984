/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1963_a6.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

open Topology Filter

/--
Let $U$ and $V$ be distinct points on an ellipse, with $M$ the midpoint of chord $\overline{UV}$, and let $\overline{AB}$ and $\overline{CD}$ be any two other chords through $M$. If line $UV$ intersects line $AC$ at $P$ and line $BD$ at $Q$, prove that $M$ is the midpoint of segment $\overline{PQ}$.
-/
theorem putnam_1963_a6
(F1 F2 U V A B C D P Q : EuclideanSpace ℝ (Fin 2))
(r : ℝ)
(E : Set (EuclideanSpace ℝ (Fin 2)))
(hE : E = {H : EuclideanSpace ℝ (Fin 2) | dist F1 H + dist F2 H = r})
(M : EuclideanSpace ℝ (Fin 2))
(hMuv : M = midpoint ℝ U V)
(hr : r > dist F1 F2)
(hUV : U ∈ E ∧ V ∈ E ∧ U ≠ V)
(hAB : A ∈ E ∧ B ∈ E ∧ A ≠ B)
(hCD : C ∈ E ∧ D ∈ E ∧ C ≠ D)
(hAC : A ≠ C)
(hBD : B ≠ D)
(hdistinct : segment ℝ A B ≠ segment ℝ U V ∧ segment ℝ C D ≠ segment ℝ U V ∧ segment ℝ A B ≠ segment ℝ C D)
(hM : M ∈ segment ℝ A B ∧ M ∈ segment ℝ C D)
(hP : Collinear ℝ {P, A, C} ∧ Collinear ℝ {P, U, V})
(hQ : Collinear ℝ {Q, B, D} ∧ Collinear ℝ {Q, U, V})
: M = midpoint ℝ P Q :=
sorry
