/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/numbertheory_exk2powkeqapb2mulbpa2_aeq1.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem numbertheory_exk2powkeqapb2mulbpa2_aeq1
  (a b : ℕ)
  (h₀ : 0 < a ∧ 0 < b)
  (h₁ : ∃ k > 0, 2^k = (a + b^2) * (b + a^2)) :
  a = 1 := by sorry