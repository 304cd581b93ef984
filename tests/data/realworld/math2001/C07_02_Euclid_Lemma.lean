/- Source: github.com/hrmacbeth/math2001, Math2001/07_Number_Theory/02_Euclid_Lemma.lean, commit e660f42b13ddcb6d12b52ba036d6bd071a0cfb9b.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/- Copyright (c) Heather Macbeth, 2023.  All rights reserved. -/
import Library.Basic
import Library.Theory.GCD

math2001_init


theorem gauss_lemma {d a b : ℤ} (h1 : d ∣ a * b) (h2 : gcd a d = 1) : d ∣ b := by sorry


theorem euclid_lemma {a b p : ℕ} (hp : Prime p) (H : p ∣ a * b) : p ∣ a ∨ p ∣ b := by sorry


theorem euclid_lemma_pow (a k p : ℕ) (hp : Prime p) (hk : 1 ≤ k) (H : p ∣ a ^ k) :
    p ∣ a := by sorry
