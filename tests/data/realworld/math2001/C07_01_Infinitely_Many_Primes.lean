/- Source: github.com/hrmacbeth/math2001, Math2001/07_Number_Theory/01_Infinitely_Many_Primes.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Library.Basic

math2001_init

namespace Nat


example (N : ℕ) : ∃ p ≥ N, Prime p := by sorry
