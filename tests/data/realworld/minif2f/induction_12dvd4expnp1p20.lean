/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/induction_12dvd4expnp1p20.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem induction_12dvd4expnp1p20
  (n : ℕ) :
  12 ∣ 4^(n+1) + 20 := by sorry