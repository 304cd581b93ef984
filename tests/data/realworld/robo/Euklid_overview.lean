/- Source: github.com/hhu-adam/Robo, Game/Levels/Euklid/overview.lean, commit 3aa6191e1fd67f0eb86e6b3177d7d0fd267075d5.
   Verbatim, proofs replaced by `sorry`. -/
import Game.Metadata
/-
main things that need to be introduced and explained:

**Drafted for Piazza**:
- `Finset`
- `Finset.erase`
- `Finset.insert`
- `Finset.insert_erase`

**Drafted for Prado**
- `Nat.exists_prime_and_dvd`
- `Nat.not_dvd_of_lt_of_lt_mul_succ`

**Here: Finite/infinite sets:**
- `Set.Finite`
- `Set.Finite.toFinset`

**Here: Products**
- `Finset.prod` (`∏`)
- `Finset.prod_pos`
- `Finset.prod_insert`      -- analogous to Finset.add_insert, used in draft of Babylon
-/

open Finset

namespace Nat

/- Euklid 01:
   - `Finset.prod` (`∏`) (product notation)
   - `prod_pos`          (product of positive integers is positive)
-/
-- preliminary exercise with just two factors: `mul_pos` (not strictly necessary)
/-
example (a b : ℕ) (ha : Prime a) (hb : Prime b) : 0 < a*b  := by
  apply mul_pos
  sorry
-/
example (A : Finset ℕ) (h : ∀ a ∈ A, Prime a) : 0 < (∏ a ∈ A, a) := sorry


/- Euklid 02:
   - `prod_insert`
  This is the direction ← of `Prime.dvd_finset_prod_iff`,
  except that that lemmas uses `_root_.Prime`.
-/
example (p : ℕ) (hp : Prime p) (A : Finset ℕ): (∃ a ∈ A, p ∣ a) → p ∣ ∏ a ∈ A, a := sorry

/- Euklid 03:
   - `Set.Finite`
   - `Set.toFinset`
  (- and `prod_insert`, again)
  IFF set of primes is finite, then there exists a number such that p ∣ a for all primes p!
-/
example (hf : Set.Finite { p : ℕ | Prime p}) : ∃ (a : ℕ), ∀ (p : ℕ), Prime p → p ∣ a := sorry

/- Euklid 04:  BOSS -/
example : ¬ Set.Finite { p : ℕ | Prime p} := sorry


/- ---------------------------------------------------- -/

/- An application of `Prime.dvd_finset_prod_iff` -/
/- … was supposed to be a fairly easy exercise, just for getting used to notation … -/
/-
example (A : Set ℕ) (hA : Set.Finite A): Even (∏ a ∈ hA.toFinset, a) ↔ ∃ a ∈ hA.toFinset, (Even a) := by
  constructor
  · intro h
    rw [even_iff_two_dvd] at h
    rw [Prime.dvd_finset_prod_iff] at h
    · obtain ⟨a, ha, ha'⟩ := h
      use a
      rw [even_iff_two_dvd]
      constructor
      · assumption
      · assumption
    sorry
  · sorry
-/
