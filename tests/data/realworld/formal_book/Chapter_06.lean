/- Source: github.com/mo271/FormalBook, FormalBook/Chapter_06.lean, commit 87d6767a2c01ead54ad8409398e20729c5609adb.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright 2022 Moritz Firsching. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Moritz Firsching, Nick Kuhn
-/
import Mathlib.Algebra.Lie.OfAssociative
import Mathlib.Algebra.Order.Ring.Star
import Mathlib.Data.Int.Star
import Mathlib.Data.Real.StarOrdered
import Mathlib.RingTheory.LittleWedderburn
import Mathlib.RingTheory.SimpleRing.Principal

open Finset Subring Polynomial Complex BigOperators Nat
/-!
# Every finite division ring is a field

This is a TODO in `RingTheory.IntegralDomain`.
## TODO
  - statement
    - proof
      - Roots of unity
-/


-- Define cyclotomic polynomials and check their basic properties


-- TODO: find the appropriate lemmas for use in the end of the proof...
example (i j : ℕ) (gj: 0 ≠ j) (h: i ∣ j): i ≤ j:= by sorry

lemma le_abs_of_dvd {i j : ℤ} (gj: 0 ≠ j) (h: i ∣ j) : |i| ≤ |j| := by sorry

/-- The `n`-th cyclotomic polynomial over the integers. -/
noncomputable
def phi (n : ℕ) : ℤ[X] := cyclotomic n ℤ

lemma phi_dvd (n : ℕ) : phi n ∣ X ^ n - 1 := by sorry

lemma phi_div_2 (n : ℕ) (k : ℕ) (h₂ : k ∣ n) (h₃ : k < n) :
    (X ^ k - 1) * (phi n)∣ (X ^ n - 1) := by sorry


variable {R : Type _}  [DecidableEq R] [DivisionRing R]

-- this is currently not needed, because we use Polynomial.sub_one_lt_natAbs_cyclotomic_eval,
-- TODO: add it later to stay close to the proof in the book.
theorem h_lamb_gt_q_sub_one (q n : ℕ) (lamb : ℂ):
  lamb ∈ (primitiveRoots n ℂ) → ‖(X - (C lamb)).eval (q : ℂ)‖ > (q - 1) := by sorry

lemma div_of_qpoly_div (k n q : ℕ) (hq : 1 < q) (hk : 0 < k) (hn : 0 < n)
    (H : q ^ k - 1 ∣ q ^ n - 1) : k ∣ n := by sorry

/-- The centralizer of an element `x` is isomorphic to the stabilizer of `x` under the conjugation action. -/
def ConjAct_stabilizer_centralizer_eq :
    ∀ x : Rˣ,  Set.centralizer {x} ≃ MulAction.stabilizer (ConjAct Rˣ) x := by
  intro x
  exact {
    toFun:= by
      refine fun g ↦ ⟨ (ConjAct.toConjAct (g : Rˣ)), MulAction.mem_stabilizer_iff.mpr ?_⟩
      rw [ConjAct.smul_def, ConjAct.ofConjAct_toConjAct]
      exact (eq_mul_inv_of_mul_eq (g.2 x rfl)).symm
    invFun := by
      refine fun g ↦ ⟨ (ConjAct.ofConjAct (g : ConjAct Rˣ)), Set.mem_centralizer_iff.mpr
        fun m hm ↦ ((eq_mul_of_mul_inv_eq ?_).symm)⟩
      rw [← ConjAct.smul_def, hm]
      exact g.2
    left_inv := congrFun rfl
    right_inv := congrFun rfl}

-- Orbit stabilizer theorem, specialized to conjugacy classes
lemma orbit_stabilizer [Fintype R] (A: ConjClasses Rˣ) [Fintype A.carrier] :
  Fintype.card Rˣ = (Fintype.card A.carrier) *
    (@Fintype.card  (Set.centralizer {ConjClasses.exists_rep A|>.choose}) (
      Fintype.ofFinite (Set.centralizer {ConjClasses.exists_rep A|>.choose}))) := by sorry

section wedderburn

theorem wedderburn (h: Fintype R): IsField R := by sorry

end wedderburn
