/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/numbertheory_2pownm1prime_nprime.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem numbertheory_2pownm1prime_nprime
  (n : ℕ)
  (h₀ : 0 < n)
  (h₁ : Nat.Prime (2^n - 1)) :
  Nat.Prime n := by sorry