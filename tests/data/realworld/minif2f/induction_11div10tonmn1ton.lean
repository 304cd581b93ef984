/- Source: github.com/yangky11/miniF2F-lean4, MiniF2F/Test/induction_11div10tonmn1ton.lean, commit 5746b7d6c47855ce1294bed87329618ff7f1bc31.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

set_option maxHeartbeats 0

open BigOperators Real Nat Topology Rat

theorem induction_11div10tonmn1ton
  (n : ℕ) :
  11 ∣ (10^n - (-1 : ℤ)^n) := by sorry