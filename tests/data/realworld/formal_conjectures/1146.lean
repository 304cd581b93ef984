/- Source: github.com/google-deepmind/formal-conjectures, FormalConjectures/OEIS/1146.lean, commit 488aade228ec37880b8fec178c173c07d279bb53.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright 2026 The Formal Conjectures Authors.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
You may obtain a copy of the License at

    https://www.apache.org/licenses/LICENSE-2.0

Unless required by applicable law or agreed to in writing, software
distributed under the License is distributed on an "AS IS" BASIS,
WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
See the License for the specific language governing permissions and
limitations under the License.
-/

import FormalConjecturesUtil

/-!
# $a(n) = 2^(2^n)$

*References:*
- [A001146](https://oeis.org/A001146)
-/

namespace OeisA1146

/--
The primary defining sequence `a`.
$a(n) = 2^{2^n}$.
-/
def a (n : ℕ) : ℕ := 2 ^ (2 ^ n)

@[category test, AMS 11]
theorem a_0 : a 0 = 2 := by sorry

@[category test, AMS 11]
theorem a_1 : a 1 = 4 := by sorry

@[category test, AMS 11]
theorem a_2 : a 2 = 16 := by sorry

@[category test, AMS 11]
theorem a_3 : a 3 = 256 := by sorry

@[category API, AMS 11]
lemma n_add_two_le_two_pow (n : ℕ) (hn : 2 ≤ n) : n + 2 ≤ 2 ^ n := by sorry

/--
The forward direction: if $k = a(n)$ for $n \ge 2$, then $k^4 - 1$ divides $2^k - 1$.
-/
@[category research solved, AMS 11]
theorem divisibility_fact (n : ℕ) (hn : 2 ≤ n) : (((a n)^4 - 1) : ℕ) ∣ (2^(a n) - 1 : ℕ) := by sorry

/--
I conjecture that { $a(n)$ ; $n>1$ } are the numbers such that $n^4-1$ divides $2^n-1$,
intersection of A247219 and A247165. - M. F. Hasler, Jul 25 2015
This formalizes the reverse direction.
-/
@[category research open, AMS 11]
theorem conjecture :
  ∀ k : ℕ, ((k^4 - 1) : ℕ) ∣ (2^k - 1 : ℕ) → k > 1 → ∃ n : ℕ, 2 ≤ n ∧ k = a n := by sorry

end OeisA1146
