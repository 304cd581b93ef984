/- Source: github.com/google-deepmind/formal-conjectures, FormalConjectures/ErdosProblems/1065.lean, commit 488aade228ec37880b8fec178c173c07d279bb53.
   Verbatim excerpt, proofs replaced by `sorry`. -/
/-
Copyright 2025 The Formal Conjectures Authors.

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
# Erdős Problem 1065

*Reference:* [erdosproblems.com/1065](https://www.erdosproblems.com/1065)
-/

namespace Erdos1065

/--
Are there infinitely many primes $p$ such that $p = 2^k * q + 1$
for some prime $q$ and $k ≥ 0$?

This is mentioned as B46
in [Unsolved Problems in Number Theory](https://doi.org/10.1007/978-0-387-26677-0)
by *Richard K. Guy*
 -/
@[category research open, AMS 11]
theorem erdos_1065.parts.i :
    answer(sorry) ↔ Set.Infinite {p | ∃ q k, p.Prime ∧ q.Prime ∧ p = 2^k * q + 1} := by
  sorry

/--
Are there infinitely many primes $p$ such that $p = 2^k 3^l q + 1$
for some prime $q$ and $k ≥ 0$, $l ≥ 0$?
-/
@[category research open, AMS 11]
theorem erdos_1065.parts.ii : answer(sorry) ↔
    Set.Infinite {p | ∃ q k l, p.Prime ∧ q.Prime ∧ p = 2^k * 3^l * q + 1} := by
  sorry

end Erdos1065
