/- Source: github.com/google-deepmind/formal-conjectures, FormalConjectures/OEIS/89026.lean, commit 488aade228ec37880b8fec178c173c07d279bb53.
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
# $a(n) = n$ if $n$ is prime, otherwise $a(n) = 1$

*References:*
- [A089026](https://oeis.org/A089026)
-/

namespace OeisA89026

/-- $a(n) = n$ if $n$ is a prime, otherwise $a(n) = 1$. -/
def a (n : ℕ) : ℕ :=
  if n.Prime then n else 1

/-- Term theorems verifying the first few values of the sequence against the official OEIS b-file -/
@[category test, AMS 11]
theorem a_0 : a 0 = 1 := by sorry

@[category test, AMS 11]
theorem a_1 : a 1 = 1 := by sorry

@[category test, AMS 11]
theorem a_2 : a 2 = 2 := by sorry

@[category test, AMS 11]
theorem a_3 : a 3 = 3 := by sorry

@[category test, AMS 11]
theorem a_4 : a 4 = 1 := by sorry

@[category test, AMS 11]
theorem a_5 : a 5 = 5 := by sorry

end OeisA89026
