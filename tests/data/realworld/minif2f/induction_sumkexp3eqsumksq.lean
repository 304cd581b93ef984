/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/induction_sumkexp3eqsumksq.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem induction_sumkexp3eqsumksq
  (n : ℕ) :
  ∑ k ∈ Finset.range n, k^3 = (∑ k ∈ Finset.range n, k)^2 := by sorry