/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/numbertheory_x5neqy2p4.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim excerpt, proofs replaced by `sorry`. -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem numbertheory_x5neqy2p4
  (x y : ℤ) :
  x^5 ≠ y^2 + 4 := by sorry