/- Source: github.com/leanprover-community/NNG4, Game/MyNat/Addition.lean, commit fdef6fe55f31b2f7ae800111ff2dc85a1541d9fe.
   Verbatim, proofs replaced by `sorry`. -/
import Game.MyNat.Definition

namespace MyNat

opaque add : MyNat → MyNat → MyNat

instance instAdd : Add MyNat where
  add := MyNat.add

/--
`add_zero a` is a proof of `a + 0 = a`.

`add_zero` is a `simp` lemma, because if you see `a + 0`
you usually want to simplify it to `a`.
-/
@[simp, MyNat_decide]
axiom add_zero (a : MyNat) : a + 0 = a

/--
If `a` and `d` are natural numbers, then `add_succ a d` is the proof that
`a + succ d = succ (a + d)`.
-/
@[MyNat_decide]
axiom add_succ (a d : MyNat) : a + (succ d) = succ (a + d)
