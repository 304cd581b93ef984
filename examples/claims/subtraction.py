"""A subtraction game on one heap: a move takes 1, 3 or 4 tokens.

A game on one heap is a position `n : ℕ` (d = 1). Its move relation is not "lower some heaps of
one group" but a rule of its own, so it is declared with `MoveFamily.from_relation`: any
predicate over the heap p[0] before and q[0] after the move. Before solving, z3 proves that the
rule lowers every position (here: q 0 < p 0), so the box [0..N] is closed under moves.

    pychecks check examples/claims/subtraction.py
"""
from pychecks import expr as E
from pychecks.games.heaps import MoveFamily, kernel_claim

p, q = E.heaps(1), E.next_heaps(1)

# def SubtractMove (p q : Fin 1 → ℕ) : Prop := p 0 = q 0 + 1 ∨ p 0 = q 0 + 3 ∨ p 0 = q 0 + 4
SUBTRACT_134 = MoveFamily.from_relation(
    "subtract134", "SubtractMove", heaps=1,
    move=E.Or(E.Eq(p[0], q[0] + 1), E.Eq(p[0], q[0] + 3), E.Eq(p[0], q[0] + 4)))

# True: the losing positions repeat with period 7 (0, 2, 7, 9, 14, 16, ...).
kernel_claim("subtract134_pPositions", SUBTRACT_134,
             E.Or(E.Eq(p[0] % 7, 0), E.Eq(p[0] % 7, 2)), default_bound=60)

# Deliberately wrong: a period of 5 fits 0 and 2, and fails first at n = 5.
kernel_claim("subtract134_periodFiveGuess", SUBTRACT_134,
             E.Or(E.Eq(p[0] % 5, 0), E.Eq(p[0] % 5, 2)), default_bound=60)
