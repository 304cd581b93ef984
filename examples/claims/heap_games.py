"""Games on 1, 3, 4 and 5 heaps in one claims file: a general relation, group families (one
leaving a heap untouched), a slow family, and misère characterisations; each true statement
beside a deliberately wrong one.

    pychecks check examples/claims/heap_games.py
    pychecks search examples/claims/heap_games.py
    pychecks emit examples/claims/heap_games.py --out /tmp/HeapGames
"""
from pychecks import expr as E
from pychecks.games.heaps import MoveFamily, characterisation_claim, kernel_claim, nim

# --- 1 heap: take 2 or 5 tokens (a general relation) ---------------------------------------
p, q = E.heaps(1), E.next_heaps(1)
SUBTRACT_25 = MoveFamily.from_relation("subtract25", "Subtract25Move", heaps=1,
                                       move=E.Or(E.Eq(p[0], q[0] + 2), E.Eq(p[0], q[0] + 5)))
kernel_claim("subtract25_pPositions", SUBTRACT_25,
             E.Or(*[E.Eq(p[0] % 7, r) for r in (0, 1, 4)]), default_bound=40)
kernel_claim("subtract25_parityGuess", SUBTRACT_25, E.Eq(p[0] % 4, 0), default_bound=40)

# --- 3 heaps: misère Nim ------------------------------------------------------------------
p = E.heaps(3)
NIM3 = nim(3, lean="NimMove")
NIM_SUM = E.xor(*p)
SOME_BIG = E.exists_heaps(3, lambda k: E.Le(2, p[k]))
characterisation_claim("nim3_misere_pPositions", NIM3, "misere", E.sp.true,
                       E.Or(E.And(SOME_BIG, E.Eq(NIM_SUM, 0)),
                            E.And(E.Not(SOME_BIG), E.Eq(NIM_SUM, 1))))
characterisation_claim("nim3_misere_normalGuess", NIM3, "misere", E.sp.true, E.Eq(NIM_SUM, 0))

# --- 4 heaps: heaps 0 and 1 lowered together or apart, heap 2 alone, heap 3 never ----------
p = E.heaps(4)
PAIR = MoveFamily("pairThenOne", "PairThenOneMove", groups=[(0, 1), (2,)], heaps=4)
kernel_claim("pairThenOne_pPositions", PAIR, E.Eq(E.xor(p[0] + p[1], p[2]), 0), default_bound=5)
kernel_claim("pairThenOne_nimGuess", PAIR, E.Eq(E.xor(p[0], p[1], p[2]), 0), default_bound=5)

# --- 5 heaps: slow Nim, one token from one heap, in misère play ----------------------------
p = E.heaps(5)
SLOW_NIM5 = nim(5, name="nim5", lean="Nim5Move").slowed()
characterisation_claim("slowNim5_misere_pPositions", SLOW_NIM5, "misere", E.sp.true,
                       E.Eq(E.sum_heaps(5) % 2, 1), default_bound=4)
characterisation_claim("slowNim5_misere_normalGuess", SLOW_NIM5, "misere", E.sp.true,
                       E.Eq(E.sum_heaps(5) % 2, 0), default_bound=4)
