"""A user's claims file, checked with `pychecks check examples/claims/vertex_guess.py`.

Guess 1 is wrong on purpose: pychecks prints its smallest counterexample.
Guess 2 declares a new move family on the cube (both faces of one opposite pair) and its P-set.
"""
from pychecks import expr as E
from pychecks.games.cube import VERTEX, MoveFamily, kernel_claim

p = E.FACES  # p[0] … p[5] are the faces a, b, c, A, B, C; face k is opposite face k + 3

# Guess 1: vertex Nim is lost exactly when a + b + c = A + B + C.
kernel_claim("myVertexNim_sumGuess", VERTEX, E.Eq(p[0] + p[1] + p[2], p[3] + p[4] + p[5]),
             summary="guess: vertex Nim is lost iff a+b+c = A+B+C")

# Guess 2: taking tokens from one opposite pair makes each pair a Nim heap of a+A tokens.
OPPOSITE_PAIR = MoveFamily(name="oppositePair", lean="OppositePairMove",
                           groups=((0, 3), (1, 4), (2, 5)), reference=None)
kernel_claim("myOppositePairNim_pPositions", OPPOSITE_PAIR,
             E.Eq(E.xor(p[0] + p[3], p[1] + p[4], p[2] + p[5]), 0),
             summary="opposite-pair moves: three Nim heaps a+A, b+B, c+C")
