"""A slow game on five heaps: a move takes one token from each heap of a non-empty set of heaps.

`slow=True` (or `family.slowed()`) limits every heap to one token per move; with a single group
holding all five heaps, a move is "one token from each of some heaps". Then p is a P-position
iff every heap is even: from such a position every move makes some heap odd, and from any other
the odd heaps can all be lowered at once.

    pychecks check examples/claims/slow_heaps.py
"""
from pychecks import expr as E
from pychecks.games.heaps import MoveFamily, kernel_claim

D = 5
p = E.heaps(D)
SLOW_ALL = MoveFamily("slowAll", "SlowAllMove", groups=[tuple(range(D))], heaps=D, slow=True)

# True: every heap even.
kernel_claim("slowAll_pPositions", SLOW_ALL, E.forall_heaps(D, lambda k: E.Eq(p[k] % 2, 0)))

# Deliberately wrong: the total even (right when one token is taken at a time, not here).
kernel_claim("slowAll_totalEvenGuess", SLOW_ALL, E.Eq(E.sum_heaps(D) % 2, 0))
