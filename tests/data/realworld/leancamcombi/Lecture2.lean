/- Source: github.com/YaelDillies/LeanCamCombi, LeanCamCombi/GrowthInGroups/Lecture2.lean, commit b52314d57fc3141a5325daf5ec98dc005a9a2141.
   Verbatim, proofs replaced by `sorry`. -/
module

public import LeanCamCombi.Mathlib.Combinatorics.Additive.ApproximateSubgroup
public import Mathlib.Algebra.Order.Group.Pointwise.Interval

public section

open Fin Finset List
open scoped Pointwise

namespace GrowthInGroups.Lecture2
variable {G : Type*} [DecidableEq G] [Group G] {A : Finset G} {k K : ℝ} {m : ℕ}

lemma lemma_2_2 (U V W : Finset G) : #U * #(V⁻¹ * W) ≤ #(U * V) * #(U * W) := by sorry

set_option backward.isDefEq.respectTransparency false in
lemma lemma_2_3_2 (hA : #(A ^ 2) ≤ K * #A) : #(A⁻¹ * A) ≤ K ^ 2 * #A := by sorry

set_option backward.isDefEq.respectTransparency false in
lemma lemma_2_3_1 (hA : #(A ^ 2) ≤ K * #A) : #(A * A⁻¹) ≤ K ^ 2 * #A := by sorry

lemma lemma_2_4_1 (hm : 3 ≤ m) (hA : #(A ^ 3) ≤ K * #A) (ε : Fin m → ℤ) (hε : ∀ i, |ε i| = 1) :
    #((finRange m).map fun i ↦ A ^ ε i).prod ≤ K ^ (3 * (m - 2)) * #A := by sorry

lemma lemma_2_4_2 (hm : 3 ≤ m) (hA : #(A ^ 3) ≤ K * #A) (hAsymm : A⁻¹ = A) :
    #(A ^ m) ≤ K ^ (m - 2) * #A := by sorry

def def_2_5 (S : Set G) (K : ℝ) : Prop := IsApproximateSubgroup K S

set_option backward.isDefEq.respectTransparency false in
lemma remark_2_6_1 (k : ℕ) : IsApproximateAddSubgroup 2 (.Icc (-k) k : Set ℤ) := by sorry

lemma remark_2_6_2 {ι : Type*} [Fintype ι] (k : ι → ℕ) :
    IsApproximateAddSubgroup (2 ^ Fintype.card ι)
      (Set.univ.pi fun i ↦ .Icc (-k i) (k i) : Set (ι → ℤ)) := by sorry

set_option backward.isDefEq.respectTransparency false in
lemma remark_2_6_3 : IsApproximateAddSubgroup 2 (.Icc (-1) 1 : Set ℝ) := by sorry

lemma lemma_2_7 {A : Finset G} (hA₁ : 1 ∈ A) (hsymm : A⁻¹ = A) (hA : #(A ^ 3) ≤ K * #A) :
    IsApproximateSubgroup (K ^ 3) (A ^ 2 : Set G) := by sorry

lemma lemma_2_8 {A B : Finset G} (hB : B.Nonempty) (hK : #(A * B) ≤ K * #B) :
    ∃ F ⊆ A, #F ≤ K ∧ A ⊆ F * (B / B) := by sorry

end GrowthInGroups.Lecture2
