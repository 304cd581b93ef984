/- Source: github.com/dwrensha/compfiles, Compfiles/Imo1974P1.lean, commit 8a363976ab59fef22acc2d3926430aeb14cecdcc.
   Verbatim, proofs replaced by `sorry`. -/
/-
Copyright (c) 2025 The Compfiles Contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: Lynn Van Hauwe
-/

module

public import Mathlib

public import ProblemExtraction

@[expose] public section

problem_file { tags := [.Combinatorics] }

/-!

# International Mathematical Olympiad 1974, Problem 1

Three players $A, B$ and $C$ play the following game:

* On each of three cards an integer is written.
* These three numbers $p, q, r$ satisfy $0 < p < q < r$.
* The three cards are shuffled and one is dealt to each player.
* Each then receives the number of counters indicated by the card he holds.
* Then the cards are shuffled again; the counters remain with the players.

This process (shuffling, dealing, giving out counters) takes place
for at least two rounds. After the last round, $A$ has 20 counters in all,
$B$ has 10 and $C$ has 9. At the last round $B$ received $r$ counters.

Who received $q$ counters on the first round?
-/

snip begin

/-
Translation of [this proof](https://artofproblemsolving.com/wiki/index.php/1974_IMO_Problems/Problem_1).

We'll model the `game` as a function ℕ → (Fin 3 ≃ Fin 3), mapping round
numbers to bijections between player-indices and card-indices.

Then, for example, `![p,q,r] (game k 2)` is the number of counters won by
player `2` in round `k`.
-/

snip end

namespace Imo1974P1

abbrev Player := Fin 3

determine solution : Player := 2  -- player C

problem imo1974_p1
  (p q r : ℕ)
  (hpqr : 0 < p ∧ p < q ∧ q < r)
  (n : ℕ)
  (hn : 1 < n)
  (game : ℕ → (Player ≃ Fin 3))
  (hA : ∑ k ∈ Finset.range n, ![p,q,r] (game k 0) = 20)
  (hB : ∑ k ∈ Finset.range n, ![p,q,r] (game k 1) = 10)
  (hC : ∑ k ∈ Finset.range n, ![p,q,r] (game k 2) = 9)
  (hl : ![p,q,r] (game (n-1) 1) = r)
  : game 0 solution = 1 := by sorry

end Imo1974P1
