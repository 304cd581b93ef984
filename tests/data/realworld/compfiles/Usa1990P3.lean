/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1990P3.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Algebra.Order.Ring.Star
public import Mathlib.AlgebraicTopology.SimplexCategory.Basic
public import Mathlib.Data.Nat.GCD.Basic
public import Mathlib.Order.Interval.Finset.Nat
public import Mathlib.Tactic.NormNum.Prime
public import Mathlib.Tactic.Ring
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.NumberTheory] }

/-!
# USA Mathematical Olympiad 1990, Problem 3

Show that for any odd positive integer n, we can always divide the set
{n, n+1, n+2, ... , n+32} into two parts, one with 14 numbers and one with 19,
so that the numbers in each part can be arranged in a circle, with each number
relatively prime to its two neighbours.
-/

namespace Usa1990P3

/-- A circular arrangement `a : Fin k → ℕ` of `k` numbers is *valid* if every entry is
relatively prime to its cyclically-next neighbour (and hence also to its cyclically
previous neighbour, since `Nat.Coprime` is symmetric). -/
def ValidCircle {k : ℕ} [NeZero k] (a : Fin k → ℕ) : Prop :=
  ∀ i : Fin k, Nat.Coprime (a i) (a (i + 1))

snip begin

/- Solution outline (following John Scholes' write-up at
   https://prase.cz/kalva/usa/usoln/usol903.html):

   We split on whether `13 ∣ n`, and then on `n % 17`.

   * If `13 ∤ n`, the first circle is `n, n+1, …, n+13`: consecutive integers are
     coprime, and `gcd(n, n+13) ∣ 13`.  The second circle is the remaining 19 numbers
     `n+14, …, n+32` arranged as `n+15, n+14, n+16, n+17, …, n+32` when
     `n ≢ 2 [MOD 17]` (the wrap-around pair `n+32, n+15` differs by 17), and as
     `n+14, n+15, …, n+30, n+32, n+31` when `n ≡ 2 [MOD 17]`.

   * If `13 ∣ n`, the first circle is `n+19, n+20, …, n+32` (the wrap-around pair
     `n+32, n+19` differs by 13, which divides neither of them).  The second circle is
     `n, …, n+18` arranged as `n+1, n, n+2, …, n+18` when `n ≢ 16 [MOD 17]`, and as
     `n, n+1, …, n+16, n+18, n+17` when `n ≡ 16 [MOD 17]`.

   Every "special" seam joins two numbers whose difference is `1`, `2`, `13` or `17`;
   for the difference `2` seams we use that `n` is odd. -/

section Helpers

/-- Consecutive integers are coprime. -/
lemma coprime_succ_self' (m : ℕ) : Nat.Coprime m (m + 1) := by sorry

/-- `n + c` is coprime to its successor. -/
lemma coprime_succ_gen (n c : ℕ) : Nat.Coprime (n + c) (n + (c + 1)) := by sorry

/-- If `p` is prime and does not divide `n + c`, then `n + c` and `n + c + p` are
coprime (any common divisor divides their difference `p`). -/
lemma coprime_add_prime_right {p : ℕ} (hp : p.Prime) {n c : ℕ} (h : ¬ p ∣ n + c) :
    Nat.Coprime (n + c) (n + (c + p)) := by sorry

/-- The symmetric version of `coprime_add_prime_right`. -/
lemma coprime_add_prime_left {p : ℕ} (hp : p.Prime) {n c : ℕ} (h : ¬ p ∣ n + c) :
    Nat.Coprime (n + (c + p)) (n + c) := sorry

/-- Two odd numbers at distance `2` are coprime. -/
lemma coprime_add_two {n c : ℕ} (h : ¬ 2 ∣ n + c) : Nat.Coprime (n + c) (n + (c + 2)) := sorry

end Helpers

section Constructions

/-- Offsets of the first circle when `13 ∤ n`: `[n, n+1, …, n+13]`. -/
def offA1 (i : Fin 14) : ℕ := i.val

/-- Offsets of the second circle when `13 ∤ n` and `n ≢ 2 [MOD 17]`:
`[n+15, n+14, n+16, n+17, …, n+32]`. -/
def offB1a (i : Fin 19) : ℕ :=
  if i.val = 0 then 15 else if i.val = 1 then 14 else i.val + 14

/-- Offsets of the second circle when `13 ∤ n` and `n ≡ 2 [MOD 17]`:
`[n+14, n+15, …, n+30, n+32, n+31]`. -/
def offB1b (i : Fin 19) : ℕ :=
  if i.val = 17 then 32 else if i.val = 18 then 31 else i.val + 14

/-- Offsets of the first circle when `13 ∣ n`: `[n+19, n+20, …, n+32]`. -/
def offA2 (i : Fin 14) : ℕ := i.val + 19

/-- Offsets of the second circle when `13 ∣ n` and `n ≢ 16 [MOD 17]`:
`[n+1, n, n+2, n+3, …, n+18]`. -/
def offB2a (i : Fin 19) : ℕ :=
  if i.val = 0 then 1 else if i.val = 1 then 0 else i.val

/-- Offsets of the second circle when `13 ∣ n` and `n ≡ 16 [MOD 17]`:
`[n, n+1, …, n+16, n+18, n+17]`. -/
def offB2b (i : Fin 19) : ℕ :=
  if i.val = 17 then 18 else if i.val = 18 then 17 else i.val

/-- First circle when `13 ∤ n`. -/
def a1 (n : ℕ) (i : Fin 14) : ℕ := n + offA1 i

/-- Second circle when `13 ∤ n` and `n ≢ 2 [MOD 17]`. -/
def b1a (n : ℕ) (i : Fin 19) : ℕ := n + offB1a i

/-- Second circle when `13 ∤ n` and `n ≡ 2 [MOD 17]`. -/
def b1b (n : ℕ) (i : Fin 19) : ℕ := n + offB1b i

/-- First circle when `13 ∣ n`. -/
def a2 (n : ℕ) (i : Fin 14) : ℕ := n + offA2 i

/-- Second circle when `13 ∣ n` and `n ≢ 16 [MOD 17]`. -/
def b2a (n : ℕ) (i : Fin 19) : ℕ := n + offB2a i

/-- Second circle when `13 ∣ n` and `n ≡ 16 [MOD 17]`. -/
def b2b (n : ℕ) (i : Fin 19) : ℕ := n + offB2b i

end Constructions

section InjectivityBounds

lemma offA1_injective : Function.Injective offA1 := sorry

lemma offA2_injective : Function.Injective offA2 := sorry

lemma offB1a_injective : Function.Injective offB1a := by sorry

lemma offB1b_injective : Function.Injective offB1b := by sorry

lemma offB2a_injective : Function.Injective offB2a := by sorry

lemma offB2b_injective : Function.Injective offB2b := by sorry

/-- Adding the same constant preserves injectivity. -/
lemma injective_n_add {k : ℕ} {off : Fin k → ℕ} (h : Function.Injective off) (n : ℕ) :
    Function.Injective (fun i ↦ n + off i) := sorry

lemma offA1_le (i : Fin 14) : offA1 i ≤ 13 := by sorry

lemma offA1_le32 (i : Fin 14) : offA1 i ≤ 32 := sorry

lemma offA2_ge (i : Fin 14) : 19 ≤ offA2 i := by sorry

lemma offA2_le32 (i : Fin 14) : offA2 i ≤ 32 := by sorry

lemma offB1a_ge (i : Fin 19) : 14 ≤ offB1a i := by sorry

lemma offB1a_le32 (i : Fin 19) : offB1a i ≤ 32 := by sorry

lemma offB1b_ge (i : Fin 19) : 14 ≤ offB1b i := by sorry

lemma offB1b_le32 (i : Fin 19) : offB1b i ≤ 32 := by sorry

lemma offB2a_le18 (i : Fin 19) : offB2a i ≤ 18 := by sorry

lemma offB2a_le32 (i : Fin 19) : offB2a i ≤ 32 := sorry

lemma offB2b_le18 (i : Fin 19) : offB2b i ≤ 18 := by sorry

lemma offB2b_le32 (i : Fin 19) : offB2b i ≤ 32 := sorry

end InjectivityBounds

section Partition

/-- If all offsets are at most `32`, the image of `fun i ↦ n + off i` lies in
`Finset.Icc n (n + 32)`. -/
lemma image_add_off_subset_Icc {k : ℕ} (off : Fin k → ℕ) (h : ∀ i, off i ≤ 32) (n : ℕ) :
    Finset.univ.image (fun i ↦ n + off i) ⊆ Finset.Icc n (n + 32) := by sorry

/-- If the offsets of two families are separated by a constant `c`, their images
(after shifting by `n`) are disjoint. -/
lemma disjoint_add_off {k l : ℕ} {off₁ : Fin k → ℕ} {off₂ : Fin l → ℕ} {c : ℕ}
    (h₁ : ∀ i, off₁ i ≤ c) (h₂ : ∀ j, c < off₂ j) (n : ℕ) :
    Disjoint (Finset.univ.image (fun i ↦ n + off₁ i))
      (Finset.univ.image (fun j ↦ n + off₂ j)) := by sorry

/-- Two disjoint injective families of `14` and `19` elements inside the `33`-element
set `Finset.Icc n (n + 32)` must cover it. -/
lemma image_union_eq_Icc {n : ℕ} {a : Fin 14 → ℕ} {b : Fin 19 → ℕ}
    (ha : Function.Injective a) (hb : Function.Injective b)
    (hsub₁ : Finset.univ.image a ⊆ Finset.Icc n (n + 32))
    (hsub₂ : Finset.univ.image b ⊆ Finset.Icc n (n + 32))
    (hdisj : Disjoint (Finset.univ.image a) (Finset.univ.image b)) :
    Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) := by sorry

end Partition

section ValidCircles

lemma validCircle_a1 (n : ℕ) (h13 : ¬ 13 ∣ n) : ValidCircle (a1 n) := by sorry

lemma validCircle_b1a (n : ℕ) (hn : Odd n) (h17 : n % 17 ≠ 2) :
    ValidCircle (b1a n) := by sorry

lemma validCircle_b1b (n : ℕ) (hn : Odd n) (h17 : n % 17 = 2) :
    ValidCircle (b1b n) := by sorry

lemma validCircle_a2 (n : ℕ) (h13 : 13 ∣ n) : ValidCircle (a2 n) := by sorry

lemma validCircle_b2a (n : ℕ) (hn : Odd n) (h17 : n % 17 ≠ 16) :
    ValidCircle (b2a n) := by sorry

lemma validCircle_b2b (n : ℕ) (hn : Odd n) (h17 : n % 17 = 16) :
    ValidCircle (b2b n) := by sorry

end ValidCircles

section Cases

/-- Case `13 ∤ n`, `n ≢ 2 [MOD 17]`. -/
lemma case1a (n : ℕ) (hn : Odd n) (h13 : ¬ 13 ∣ n) (h17 : n % 17 ≠ 2) :
    ∃ a : Fin 14 → ℕ, ∃ b : Fin 19 → ℕ,
      Function.Injective a ∧ Function.Injective b ∧
      Disjoint (Finset.univ.image a) (Finset.univ.image b) ∧
      Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) ∧
      ValidCircle a ∧ ValidCircle b := by sorry

/-- Case `13 ∤ n`, `n ≡ 2 [MOD 17]`. -/
lemma case1b (n : ℕ) (hn : Odd n) (h13 : ¬ 13 ∣ n) (h17 : n % 17 = 2) :
    ∃ a : Fin 14 → ℕ, ∃ b : Fin 19 → ℕ,
      Function.Injective a ∧ Function.Injective b ∧
      Disjoint (Finset.univ.image a) (Finset.univ.image b) ∧
      Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) ∧
      ValidCircle a ∧ ValidCircle b := by sorry

/-- Case `13 ∣ n`, `n ≢ 16 [MOD 17]`. -/
lemma case2a (n : ℕ) (hn : Odd n) (h13 : 13 ∣ n) (h17 : n % 17 ≠ 16) :
    ∃ a : Fin 14 → ℕ, ∃ b : Fin 19 → ℕ,
      Function.Injective a ∧ Function.Injective b ∧
      Disjoint (Finset.univ.image a) (Finset.univ.image b) ∧
      Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) ∧
      ValidCircle a ∧ ValidCircle b := by sorry

/-- Case `13 ∣ n`, `n ≡ 16 [MOD 17]`. -/
lemma case2b (n : ℕ) (hn : Odd n) (h13 : 13 ∣ n) (h17 : n % 17 = 16) :
    ∃ a : Fin 14 → ℕ, ∃ b : Fin 19 → ℕ,
      Function.Injective a ∧ Function.Injective b ∧
      Disjoint (Finset.univ.image a) (Finset.univ.image b) ∧
      Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) ∧
      ValidCircle a ∧ ValidCircle b := by sorry

end Cases

snip end

problem usa1990_p3 (n : ℕ) (hn : Odd n) (_hn0 : 0 < n) :
    ∃ a : Fin 14 → ℕ, ∃ b : Fin 19 → ℕ,
      Function.Injective a ∧ Function.Injective b ∧
      Disjoint (Finset.univ.image a) (Finset.univ.image b) ∧
      Finset.univ.image a ∪ Finset.univ.image b = Finset.Icc n (n + 32) ∧
      ValidCircle a ∧ ValidCircle b := by sorry

end Usa1990P3
