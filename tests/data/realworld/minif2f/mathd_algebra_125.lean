/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/mathd_algebra_125.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem mathd_algebra_125
  (x y : ℕ)
  (h₀ : 0 < x ∧ 0 < y)
  (h₁ : 5 * x = y)
  (h₂ : (↑x - (3:ℤ)) + (y - (3:ℤ)) = 30) :
  x = 6 := by sorry