/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1964_b6.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim, proofs replaced by `sorry`. -/
import Mathlib

open Set Function Filter Topology

/--
Let $D$ be the unit disk in the plane. Show that we cannot find congruent sets $A, B$ with $A \cap B = \emptyset$ and $A \cup B = D$.
-/
theorem putnam_1964_b6
    (D : Set (EuclideanSpace ℝ (Fin 2)))
    (hD : D = {v : EuclideanSpace ℝ (Fin 2) | dist 0 v ≤ 1})
    (cong : Set (EuclideanSpace ℝ (Fin 2)) → Set (EuclideanSpace ℝ (Fin 2)) → Prop)
    (hcong : ∀ A B, cong A B ↔ ∃ f : (EuclideanSpace ℝ (Fin 2)) → (EuclideanSpace ℝ (Fin 2)), B = f '' A ∧ ∀ v w : EuclideanSpace ℝ (Fin 2), dist v w = dist (f v) (f w))
    : (¬∃ A B : Set (EuclideanSpace ℝ (Fin 2)), cong A B ∧ A ∩ B = ∅ ∧ A ∪ B = D) :=
  sorry
