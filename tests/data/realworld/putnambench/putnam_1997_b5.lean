/- Source: github.com/trishullab/PutnamBench, lean4/src/putnam_1997_b5.lean, commit 3c9b9268ebd132d482938b8e9d242dd71fc1ebc0.
   Verbatim (its proof is already `sorry`). -/
import Mathlib

def tetration : ℕ → ℕ → ℕ
  | _, 0 => 1
  | b, (m + 1) => b^(tetration b m)
/--
Prove that for $n\geq 2$, \[\overbrace{2^{2^{\cdots^{2}}}}^{\mbox{$n$ terms}} \equiv \overbrace{2^{2^{\cdots^{2}}}}^{\mbox{$n-1$ terms}} \quad \pmod{n}.\]
-/
theorem putnam_1997_b5
(n : ℕ)
(hn : n ≥ 2)
: tetration 2 n ≡ tetration 2 (n-1) [MOD n] :=
sorry
