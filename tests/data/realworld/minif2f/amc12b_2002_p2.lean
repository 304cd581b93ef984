/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/amc12b_2002_p2.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem amc12b_2002_p2
  (x : ℤ)
  (h₀ : x = 4) :
  (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11 := by sorry