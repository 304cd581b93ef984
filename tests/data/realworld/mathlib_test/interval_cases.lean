/- Source: github.com/leanprover-community/mathlib4, MathlibTest/interval_cases.lean, commit 8f5c1186fb2b73d732a7fbfa95ffed0d5e35573a.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2019 Kim Morrison. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Kim Morrison
-/

import Mathlib.Tactic.IntervalCases
import Mathlib.Tactic.Set

example (n : ℕ) : True := by sorry

example (n : ℕ) (_ : 2 ≤ n) : True := by sorry

example (n m : ℕ) (_ : n ≤ m) : True := by sorry

example (n : ℕ) (w₂ : n < 0) : False := by sorry

example (n : ℕ) (w₂ : n < 1) : n = 0 := by sorry

example (n : ℕ) (w₂ : n < 2) : n = 0 ∨ n = 1 := by sorry

example (n : ℕ) (w₁ : 1 ≤ n) (w₂ : n < 3) : n = 1 ∨ n = 2 := by sorry

example (n : ℕ) (w₁ : 1 ≤ n) (w₂ : n < 3) : n = 1 ∨ n = 2 := by sorry

-- make sure we only pick up bounds on the specified variable:
example (n m : ℕ) (w₁ : 1 ≤ n) (w₂ : n < 3) (_ : m < 2) : n = 1 ∨ n = 2 := by sorry

example (n : ℕ) (w₁ : 1 < n) (w₂ : n < 4) : n = 2 ∨ n = 3 := by sorry

example (n : ℕ) (w₁ : n ≥ 3) (w₂ : n < 5) : n = 3 ∨ n = 4 := by sorry

example (n : ℕ) (w₀ : n ≥ 2) (w₁ : n ≥ 3) (w₂ : n < 5) : n = 3 ∨ n = 4 := by sorry

example (n : ℕ) (w₁ : n > 2) (w₂ : n < 5) : n = 3 ∨ n = 4 := by sorry

example (n : ℕ) (w₁ : n > 2) (w₂ : n ≤ 4) : n = 3 ∨ n = 4 := by sorry

example (n : ℕ) (w₁ : 2 < n) (w₂ : 4 ≥ n) : n = 3 ∨ n = 4 := by sorry

example (n : ℕ) (h1 : 4 < n) (h2 : n ≤ 6) : n < 20 := by sorry

example (n : ℕ) (w₁ : n % 3 < 1) : n % 3 = 0 := by sorry

example (n : ℕ) (w₁ : n % 3 < 1) : n % 3 = 0 := by sorry

example (n : ℕ) (h1 : 4 ≤ n) (h2 : n < 10) : n < 20 := by sorry

-- example (n : ℕ+) (w₂ : n < 1) : False := by interval_cases n

-- example (n : ℕ+) (w₂ : n < 2) : n = 1 := by interval_cases n

-- example (n : ℕ+) (h1 : 4 ≤ n) (h2 : n < 5) : n = 4 := by interval_cases n

-- example (n : ℕ+) (w₁ : 2 < n) (w₂ : 4 ≥ n) : n = 3 ∨ n = 4 := by
--   interval_cases n,
--   { guard_target' (3 : ℕ+) = 3 ∨ (3 : ℕ+) = 4, left; rfl },
--   { guard_target' (4 : ℕ+) = 3 ∨ (4 : ℕ+) = 4, right; rfl },

-- example (n : ℕ+) (w₁ : 1 < n) (w₂ : n < 4) : n = 2 ∨ n = 3 := by
--   { interval_cases n, { left; rfl }, { right; rfl }, }

-- example (n : ℕ+) (w₂ : n < 3) : n = 1 ∨ n = 2 := by
--   { interval_cases n, { left; rfl }, { right; rfl }, }

-- example (n : ℕ+) (w₂ : n < 4) : n = 1 ∨ n = 2 ∨ n = 3 := by
--   { interval_cases n, { left; rfl }, { right, left; rfl }, { right, right; rfl }, }

example (z : ℤ) (h1 : z ≥ -3) (h2 : z < 2) : z < 20 := by sorry

example (z : ℤ) (h1 : z ≥ -3) (h2 : z < 2) : z < 20 := by sorry

example (n : ℕ) : n % 2 = 0 ∨ n % 2 = 1 := by sorry

/- https://leanprover.zulipchat.com/#narrow/stream/113488-general/topic/interval_cases.20bug -/
example {x : ℕ} (hx2 : x < 2) (h : False) : False := by sorry

/-
In Lean 3 this one didn't work! It reported:
  `deep recursion was detected at 'expression equality test'`
-/
example (n : ℕ) (w₁ : n > 1000000) (w₁ : n < 1000002) : n < 2000000 := by sorry

section

variable (d : ℕ)

example (h : d ≤ 0) : d = 0 := by sorry

end
