"""Moore's Nim on four heaps: a move lowers at most k = 2 heaps (at least one token in all).

A group family: every set of k heaps is a group, and a move lowers some heaps of one group.
`moore(d, k)` builds it; `MoveFamily(..., groups=..., heaps=d)` would do the same by hand.

Moore (1910): p is a P-position iff, written in binary, every bit position has a number of
heaps with that bit set that is a multiple of k + 1. As a closed form it needs heaps in binary,
`(p i / 2 ^ b) % 2`, which is stated here for heaps below 2^4 = 16 (a hypothesis), so the
statement is a characterisation of the P-positions solved on the box.

    pychecks check examples/claims/moore.py
"""
from pychecks import expr as E
from pychecks.games.heaps import characterisation_claim, moore

D, K, BITS = 4, 2, 4
p = E.heaps(D)
MOORE = moore(D, K, name="moore2", lean="MooreMove")


def bits_balanced(modulus: int):
    """∀ b < BITS, (∑ i, (p i / 2 ^ b) % 2) % modulus = 0."""
    return E.And(*[E.Eq(E.sum_heaps(D, lambda i: E.div(p[i], 2 ** b) % 2) % modulus, 0)
                   for b in range(BITS)])


BELOW = E.forall_heaps(D, lambda i: E.Lt(p[i], 2 ** BITS))

# True (Moore 1910): bit counts are multiples of k + 1.
characterisation_claim("moore2_pPositions", MOORE, "normal", BELOW, bits_balanced(K + 1),
                       default_bound=2 ** BITS - 1)

# Deliberately wrong: the nim-sum rule (multiples of 2) of ordinary Nim.
characterisation_claim("moore2_nimSumGuess", MOORE, "normal", BELOW, bits_balanced(2),
                       default_bound=2 ** BITS - 1)
