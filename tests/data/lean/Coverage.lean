/-
Statements about how much a check covered, for the evaluator's tests (`tests/lean/evaluate/`):
hypotheses no assignment meets (VACUOUS), guards that bound their variables by numerals, and
quantifiers whose domain is the scope or exact. The expected verdict is in each statement's name
(`…_holds`, `…_fails`, `…_unknown`, `…_vacuous`); a `…_fails` twin sits beside a `…_holds`.
-/
import Mathlib

namespace Coverage

def kayles (n : ℕ) : ℕ := n % 12

/-! ## Hypotheses no assignment meets -/

theorem_wanted contradictory_vacuous (n : ℕ) (h : 100 ≤ n) (h2 : n ≤ 50) : n = 7
theorem_wanted never_vacuous (a : ℕ) (h : a * a = 2) : a = 60
theorem_wanted once_holds (a : ℕ) (h : a * a = 49) : a = 7
theorem_wanted once_fails (a : ℕ) (h : a * a = 49) : a = 6

/-! ## Guards bound their variables -/

theorem_wanted periodic_holds (n : ℕ) (h : 71 ≤ n) : kayles (n + 12) = kayles n
theorem_wanted periodic_fails (n : ℕ) (h : 71 ≤ n) : kayles (n + 1) = kayles n
theorem_wanted between_holds : ∀ n, 71 ≤ n → n ≤ 100 → n - 71 ≤ 29
theorem_wanted between_fails : ∀ n, 71 ≤ n → n ≤ 100 → n - 71 < 29
theorem_wanted conjoined_holds (n : ℕ) (h : 71 ≤ n ∧ n < 101) : n ≠ 101
theorem_wanted above_holds : ∀ n ≥ 59, n + 1 > 59
theorem_wanted above_fails : ∀ n ≥ 59, n < 70
theorem_wanted intAbove_fails (z : ℤ) (h : z > -3) : z ≠ 5

/-! ## Quantifiers over the scope, exact or not -/

-- `m * m = …` names m twice, so no equation solves for it: m ranges over the scope
theorem_wanted uniqueFar_unknown (n : ℕ) : ∃! m : ℕ, m * m = (n + 70) * (n + 70)
theorem_wanted uniqueNear_holds (n : ℕ) : ∃! m : ℕ, m * m = n * n
-- an equation that solves for m gives every witness: m ranges over that one value, exactly
theorem_wanted uniqueSolved_holds (n : ℕ) : ∃! m : ℕ, m = n + 70
theorem_wanted existsSolved_holds (n : ℕ) : ∃ m : ℤ, m = n + 100
theorem_wanted existsSolved_fails (n : ℕ) : ∃ m : ℕ, 2 * m = n + 1
theorem_wanted uniqueTwo_fails (n : ℕ) : ∃! m : ℕ, m * n = 0
theorem_wanted uniqueGuarded_holds (n : ℕ) : ∃! m : ℕ, m < 5 ∧ m = n % 5
theorem_wanted uniqueFin_holds (n : ℕ) : ∃! m : Fin 3, m.val = n % 3
-- z3 finds the witness m = n + 100 beyond the scope, and the back end confirms it
theorem_wanted existsInt_holds (n : ℕ) : ∃ m : ℤ, m * m = (n + 100) * (n + 100)
theorem_wanted existsInt_unknown (n : ℕ) : ∃ m : ℤ, m * m = (n + 100).factorial
theorem_wanted forallInt_holds (n : ℕ) : ∀ m : ℤ, m ≤ n → m - 1 < n
theorem_wanted forallInt_fails (n : ℕ) : ∀ m : ℤ, m < n + 1
theorem_wanted existsList_unknown (n : ℕ) : ∃ l : List ℕ, l.length = n + 5
theorem_wanted existsList_holds (n : ℕ) : ∃ l : List ℕ, l.sum = n
-- an inner guard that bounds its name from below counts the scope from there: m over
-- [70, 70 + N], [71, 71 + N] for `m > 70` (still only within the scope)
theorem_wanted innerAbove_holds (n : ℕ) : ∃ m ≥ 70, m ≥ n
theorem_wanted innerAbove_unknown (n : ℕ) : ∃ m ≥ 70, m.factorial ≥ (n + 200).factorial
theorem_wanted innerStrict_holds (n : ℕ) : ∃ m > 70, m = n + 71
theorem_wanted innerWritten_holds (n : ℕ) : ∃ m, 70 < m ∧ m = n + 71
theorem_wanted innerForall_fails (n : ℕ) : (∀ m, 70 ≤ m → m ≠ n + 75) ∨ n > 100

end Coverage
