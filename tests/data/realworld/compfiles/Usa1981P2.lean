/- Source: github.com/dwrensha/compfiles, Compfiles/Usa1981P2.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright (c) 2026 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kimi K3
-/

module

public import Mathlib.Tactic
public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!
# USA Mathematical Olympiad 1981, Problem 2

What is the largest number of towns that can meet the following criteria?
Each pair is directly linked by just one of air, bus or train.
At least one pair is linked by air, at least one pair by bus and at least
one pair by train. No town has an air link, a bus link and a train link.
No three towns, A, B, C are such that the links between AB, AC and BC are
all air, all bus or all train.
-/

namespace Usa1981P2

/-- The three possible link types between two towns. -/
inductive Link | air | bus | train
  deriving DecidableEq

instance : Fintype Link where
  elems := ⟨↑[Link.air, Link.bus, Link.train], by decide⟩
  complete := fun x => by cases x <;> decide

/-- The set of link types that town `v` has to other towns. -/
abbrev colorsAt {n : ℕ} (f : Fin n → Fin n → Link) (v : Fin n) : Finset Link :=
  (Finset.univ.filter (· ≠ v)).image (f v ·)

/-- A link assignment on `n` towns satisfying all the criteria of the problem:
it is symmetric, all three link types are used, no town has all three link
types, and no three towns are pairwise linked by the same type. -/
abbrev Valid {n : ℕ} (f : Fin n → Fin n → Link) : Prop :=
  (∀ i j, f i j = f j i) ∧
  (∃ i j, i ≠ j ∧ f i j = .air) ∧
  (∃ i j, i ≠ j ∧ f i j = .bus) ∧
  (∃ i j, i ≠ j ∧ f i j = .train) ∧
  (∀ v, (colorsAt f v).card ≤ 2) ∧
  (∀ a b c, a ≠ b → b ≠ c → a ≠ c → ¬ (f a b = f a c ∧ f a b = f b c))

determine answer : ℕ := 4

snip begin

/-- If a town `u` is linked to three other towns by three pairwise distinct
link types, then `u` has at least three link types. -/
theorem three_le_card_colorsAt {n : ℕ} {f : Fin n → Fin n → Link} {u : Fin n}
    {p q r : Fin n} (hp : p ≠ u) (hq : q ≠ u) (hr : r ≠ u)
    {c₁ c₂ c₃ : Link} (h1 : f u p = c₁) (h2 : f u q = c₂) (h3 : f u r = c₃)
    (d12 : c₁ ≠ c₂) (d13 : c₁ ≠ c₃) (d23 : c₂ ≠ c₃) :
    3 ≤ (colorsAt f u).card := by sorry

/-- Key local fact: no town is linked to three other towns by the same link
type. (Among any three such towns, the links would have to avoid that type,
and then either one of the three towns has all three link types, or the
remaining links form a monochromatic triangle.) -/
theorem fiber_card_le_two {n : ℕ} {f : Fin n → Fin n → Link} (hf : Valid f)
    (v : Fin n) (c : Link) :
    (Finset.univ.filter fun w ↦ w ≠ v ∧ f v w = c).card ≤ 2 := by sorry

/-- Every town is directly linked to at most four other towns:
at most two link types, at most two links of each type. -/
theorem card_neighbors_le_four {n : ℕ} {f : Fin n → Fin n → Link} (hf : Valid f)
    (v : Fin n) :
    (Finset.univ.filter (· ≠ v)).card ≤ 4 := by sorry

theorem card_filter_ne {n : ℕ} (v : Fin n) :
    (Finset.univ.filter (· ≠ v)).card = n - 1 := by sorry

/-- The ten unordered pairs of towns of `Fin 5`, in a fixed order. -/
def pair : Fin 10 → Fin 5 × Fin 5 := fun k ↦
  match k.val with
  | 0 => (0, 1)
  | 1 => (0, 2)
  | 2 => (0, 3)
  | 3 => (0, 4)
  | 4 => (1, 2)
  | 5 => (1, 3)
  | 6 => (1, 4)
  | 7 => (2, 3)
  | 8 => (2, 4)
  | 9 => (3, 4)
  | _ => (0, 1)

/-- The position of the unordered pair `{i, j}` in the list `pair`. -/
def edgeIdx (i j : Fin 5) : Fin 10 :=
  ⟨(match i.val, j.val with
    | 0, 1 | 1, 0 => 0
    | 0, 2 | 2, 0 => 1
    | 0, 3 | 3, 0 => 2
    | 0, 4 | 4, 0 => 3
    | 1, 2 | 2, 1 => 4
    | 1, 3 | 3, 1 => 5
    | 1, 4 | 4, 1 => 6
    | 2, 3 | 3, 2 => 7
    | 2, 4 | 4, 2 => 8
    | 3, 4 | 4, 3 => 9
    | _, _ => 0) % 10, Nat.mod_lt _ (by decide)⟩

/-- A symmetric link assignment on five towns, reconstructed from its
restriction to the ten unordered pairs. -/
def mkColor (u : Fin 10 → Link) : Fin 5 → Fin 5 → Link :=
  fun i j ↦ if i = j then .air else u (edgeIdx i j)

theorem pair_edgeIdx :
    ∀ i j : Fin 5, i ≠ j → pair (edgeIdx i j) = (i, j) ∨ pair (edgeIdx i j) = (j, i) := by sorry

theorem mkColor_eq {f : Fin 5 → Fin 5 → Link} (hsymm : ∀ i j, f i j = f j i)
    {i j : Fin 5} (hij : i ≠ j) :
    mkColor (fun k ↦ f (pair k).1 (pair k).2) i j = f i j := by sorry

/-- Any valid assignment on five towns restricts to a valid assignment
reconstructed from the ten unordered pairs. -/
theorem valid_mkColor {f : Fin 5 → Fin 5 → Link} (hf : Valid f) :
    Valid (mkColor fun k ↦ f (pair k).1 (pair k).2) := by sorry

/-- Boolean check: does a town whose four links have these types see all
three link types? (The `||` and `&&` chains are explicitly right-nested so
that `simp` normal forms match anonymous-constructor patterns.) -/
def seesAll3 (a b c d : Link) : Bool :=
  (a == .air || (b == .air || (c == .air || d == .air))) &&
    ((a == .bus || (b == .bus || (c == .bus || d == .bus))) &&
      (a == .train || (b == .train || (c == .train || d == .train))))

/-- Boolean check: is the triangle with these three link types
monochromatic? -/
def monoE (x y z : Link) : Bool := x == y && x == z

/-- Boolean check: is link type `x` used by the assignment `u`? -/
def usesC (u : Fin 10 → Link) (x : Link) : Bool :=
  u 0 == x || (u 1 == x || (u 2 == x || (u 3 == x || (u 4 == x ||
    (u 5 == x || (u 6 == x || (u 7 == x || (u 8 == x || u 9 == x))))))))

/-- A kernel-efficient Boolean version of `Valid (mkColor u)`. The ten
unordered pairs of `Fin 5` are hard-coded by their positions in `pair`: the
links at town `0` are `u 0, u 1, u 2, u 3`, at town `1` are `u 0, u 4, u 5,
u 6`, at town `2` are `u 1, u 4, u 7, u 8`, at town `3` are `u 2, u 5, u 7,
u 9`, and at town `4` are `u 3, u 6, u 8, u 9`; the ten triangles are listed
similarly. -/
def validB (u : Fin 10 → Link) : Bool :=
  !seesAll3 (u 0) (u 1) (u 2) (u 3) && (!seesAll3 (u 0) (u 4) (u 5) (u 6) &&
    (!seesAll3 (u 1) (u 4) (u 7) (u 8) && (!seesAll3 (u 2) (u 5) (u 7) (u 9) &&
    (!seesAll3 (u 3) (u 6) (u 8) (u 9) && (!monoE (u 0) (u 1) (u 4) &&
    (!monoE (u 0) (u 2) (u 5) && (!monoE (u 0) (u 3) (u 6) && (!monoE (u 1) (u 2) (u 7) &&
    (!monoE (u 1) (u 3) (u 8) && (!monoE (u 2) (u 3) (u 9) && (!monoE (u 4) (u 5) (u 7) &&
    (!monoE (u 4) (u 6) (u 8) && (!monoE (u 5) (u 6) (u 9) && (!monoE (u 7) (u 8) (u 9) &&
    (usesC u .air && (usesC u .bus && usesC u .train))))))))))))))))

/-- Bundle ten link types into a function `Fin 10 → Link`. -/
def mkU (c₀ c₁ c₂ c₃ c₄ c₅ c₆ c₇ c₈ c₉ : Link) : Fin 10 → Link := fun k ↦
  match k.val with
  | 0 => c₀
  | 1 => c₁
  | 2 => c₂
  | 3 => c₃
  | 4 => c₄
  | 5 => c₅
  | 6 => c₆
  | 7 => c₇
  | 8 => c₈
  | 9 => c₉
  | _ => c₀

theorem edgeIdx_symm : ∀ i j : Fin 5, edgeIdx i j = edgeIdx j i := by sorry

theorem mkColor_apply (u : Fin 10 → Link) {i j : Fin 5} (hij : i ≠ j) :
    mkColor u i j = u (edgeIdx i j) := by sorry

theorem mkColor_symm (u : Fin 10 → Link) (i j : Fin 5) :
    mkColor u i j = mkColor u j i := by sorry

/-- A town has at most two link types unless it has all three of them. -/
theorem card_le_two_iff {n : ℕ} {f : Fin n → Fin n → Link} {v : Fin n} :
    (colorsAt f v).card ≤ 2 ↔
      ¬((∃ w, w ≠ v ∧ f v w = .air) ∧ (∃ w, w ≠ v ∧ f v w = .bus) ∧
        (∃ w, w ≠ v ∧ f v w = .train)) := by sorry

/-- The six orderings of the monochromatic-triangle condition on three link
types, derived from the canonical one. -/
theorem tri6 {x y z : Link} (h : ¬(x = y ∧ x = z)) :
    ¬(x = y ∧ x = z) ∧ ¬(x = z ∧ x = y) ∧ ¬(y = x ∧ y = z) ∧
      ¬(y = z ∧ y = x) ∧ ¬(z = x ∧ z = y) ∧ ¬(z = y ∧ z = x) := by sorry

/-- The Boolean check `validB` decides validity of the reconstructed
assignment. -/
theorem validB_iff (u : Fin 10 → Link) : validB u = true ↔ Valid (mkColor u) := by sorry

set_option maxHeartbeats 0 in
/-- The finite check over all `3^10` assignments, evaluated by kernel
reduction. The enumeration is stated as ten nested quantifiers over `Link` —
three choices each — so that the reduction stays shallow. The first four
variables are case-split before the kernel reduction, so that the kernel only
ever enumerates `3^6 = 729` assignments at a time; this keeps the peak
elaboration memory low. -/
theorem check5B : ∀ c₀ c₁ c₂ c₃ c₄ c₅ c₆ c₇ c₈ c₉ : Link,
    validB (mkU c₀ c₁ c₂ c₃ c₄ c₅ c₆ c₇ c₈ c₉) = false := by sorry

/-- A brute-force check: no link assignment on five towns satisfies all the
criteria. (The conditions only involve the ten unordered pairs, so there are
only `3^10` symmetric assignments to check, see `check5B`.) -/
theorem check5 : ∀ u : Fin 10 → Link, ¬ Valid (mkColor u) := by sorry

theorem not_valid_five {f : Fin 5 → Fin 5 → Link} (hf : Valid f) : False := by sorry

snip end

problem usa1981_p2 :
    IsGreatest {n : ℕ | ∃ f : Fin n → Fin n → Link, Valid f} answer := by sorry

end Usa1981P2

