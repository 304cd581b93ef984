/- Source: github.com/hhu-adam/Robo, Game/Levels/Babylon/overview.lean, commit 3aa6191e1fd67f0eb86e6b3177d7d0fd267075d5.
   Verbatim, proofs replaced by `sorry`. -/
import Game.Metadata
/-
   Idea is to sum over Icc 0 n instead of Fin (n+1)
   This makes proofs a bit longer but gives more flexibility,
   and ties in better with the product over all primes considered elsewhere.
   Generally, the difference is that

        rw [sum_univ_castSucc]

   needs to be replaced by something along the lines of

        rw [← Icc_insert_succ_right]
        · rw [sum_insert]
          · …
          · simp
        · linarith
-/

open Nat Finset
-- TODO: do NOT open `BigOperators`, or the old mathlib delaborator takes precedence

/- Babylon L01:  preparation for second sum_subset exercise below -/
example (I : Finset ℕ) : (∑ i ∈ I, 1) = card I := sorry

/- Babylon L02:  preparation for second sum_subset exercise below -/
example (I : Finset ℕ) : ∑ i ∈ I, 2 = 2 * card I := sorry


/- Babylon L03:  sum_congr -- needed for second sum_subset exercise below -/
example (I : Finset ℕ) : ∑ i ∈ I, (((i : ℤ) + 1)^2 - i^2 - 2*i)  = (card I : ℤ)  := sorry


/- Babylon 04: introduce  sum_subset , needed for ROBOTSWANA -/
example (n : ℕ) (hn : 3 ≤ n) : ∑ i ∈ Icc 0 n, (i^3 - 3 * i^2 + 2*i : ℤ ) = ∑ i ∈ Icc 3 n, (i^3 - 3*i^2 + 2*i : ℤ) := sorry


/- Babylon 05: more interesting, second exercise on sum_subset
   Problems:
   - { i ∈ I | Even i} was rendered in a strange way, but it seems Jon has fixed this
   - last step is a bit unexpected, see Note at the end, but is prepared above
-/

set_option pp.all false  -- not sure what this means

example (I : Finset ℕ) : ∑ i ∈ I, ((-1 : ℤ)^i + 1 : ℤ ) = 2*card { i ∈ I | Even i} := sorry

/- Note:
     For some reason, I CANNOT solve the following:    -/
example (R : Type) [Ring R] (r : R) (A : Finset R) : ∑ a ∈ A, r*a = r * ∑ a ∈ A, a := sorry

/-   However, it seems we don't need it: -/
example (I : Finset ℕ) : ∑ i ∈ I, 2 = 2*card I := sorry

/- Babylon L06 -/
section Babylon06
--open Robo.NN.Finset
theorem arithmetic_sum (n : ℕ) : (∑ i ∈ Icc 0 n , i : ℚ) = 1/2  * n * (n + 1) := sorry

theorem Robo.NN.arithmetic_sum (n : ℕ) : 2 * (∑ i ∈ Icc 0 n , i) = n * (n + 1) := sorry

end Babylon06

/- Babylon 07: good exercise for repeating what has been leaned in L06 -/
section Babylon07
open Robo.ZZ.Finset
example (n : ℕ) : ∑ i ∈ Icc (-n : ℤ) n, i = 0 := sorry
end Babylon07

/- Babylon L08 -/
section Babylon08
open Robo.NN.Finset
example (n : ℕ) : (∑ i ∈ Icc 0 n, (2 * i + 1)) = (n + 1)^ 2 := sorry
end Babylon08

/- Babylon L09:  version in ℚ
   Statement in ℚ is easier to prove,
   Statement in ℕ seems more natural,
   but deduction of ℕ-statement from ℚ-statement is unfortunately cumbersome, see below.
   I decided to use the ℚ-statement, without any conversion.
-/
section Babylon09Q
open Robo.NN.Finset
example (m : ℕ) : (∑ i ∈ Icc 0 m, (i : ℚ) ^3) = (∑ i ∈  Icc 0 m, i : ℚ)^2 := sorry
end Babylon09Q

/-
   Statement in ℕ feels more natural but is more difficult to prove,
   even with ℕ-version of arithmetic sum:
-/
section Babylon09N
open Robo.NN.Finset
example (m : ℕ) : (∑ i ∈ Icc 0 m, i ^ 3) = (∑ i ∈  Icc 0 m, i) ^ 2 := sorry
end Babylon09N

/- Conversion from ℕ to ℚ works as follows: -/
example (m : ℕ) (hQ: (∑ i ∈ Icc 0 m, (i : ℚ) ^3) = (∑ i ∈  Icc 0 m, i : ℚ)^2) :
  (∑ i ∈ Icc 0 m, i ^ 3) = (∑ i ∈  Icc 0 m, i) ^ 2 := sorry

/- simpler example of this: -/
example (a b : ℕ) (hQ : (a : ℚ) = (b : ℚ)) : a = b := sorry



/- Further ideas for induction exercises -/

example (n : ℤ) : 3 ∣ n^3 + 2*n := sorry

example (n : ℕ) : (n - 1) * (n + 1) = (n ^ 2 - 1) := sorry

example (x : ℕ) (n : ℕ) : 1 + n * x ≤ (x + 1) ^ n := sorry

example (n : ℕ) : (∑ i : Fin (n + 1), 2 * i - 1) = n ^ 2 := sorry

example  (n : ℕ) : (n + 5)^2 < 2 ^ (n + 5) := sorry

example (n : ℕ) (h : 5 ≤ n) : n^2 < 2 ^ n := sorry

/- obsolete levels ------------------------------------/

/- Babylon O03: sum_add_distrib -- NOT NEEDED -/
/-
example (n : ℕ) : ∑ i ∈ Icc 1 n, (i + 1) = n + (∑ i ∈ Icc 1 n, i) := by
  rw [sum_add_distrib]
  simp
  ring
-/

/- Babylon O06: `summ_comm` -- NOT NEEDED -/
/-
example (n m : ℕ) : ∑ i ∈ Icc 0 n, ∑ j ∈ Icc 0 m, (2 ^ i * (1 + j)) =
    ∑ j ∈ Icc 0 m, ∑ i ∈ Icc 0 n, (2 ^ i * (1 + j)) := by
  rw [sum_comm]
-/
