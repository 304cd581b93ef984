"""The shipped strategies win on the box (numpy, and the literal Lean transcription in Python),
the box check finds the smallest place a wrong strategy fails, and the new expression vocabulary
(truncated -, if-then-else) lowers the same way to numpy, Python, z3 and Lean."""
import random

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.claims import all_claims
from pychecks.statements import KernelStatement
from pychecks.games import cube_strategies as S
from pychecks.games.cube import VERTEX
from pychecks.verdict import Status

p = E.FACES
WITH_STRATEGY = [c for c in all_claims()
                 if isinstance(c.statement, KernelStatement) and c.statement.strategy is not None]


def test_all_six_closed_form_kernels_ship_a_strategy():
    assert len(WITH_STRATEGY) == 6


@pytest.mark.parametrize("claim", WITH_STRATEGY, ids=[c.name for c in WITH_STRATEGY])
def test_strategy_wins_on_the_box(claim):
    st = claim.statement
    assert S.strategy_on_box(claim.name, st.family, st.P, st.strategy, 5).status is Status.HOLDS
    assert S.strategy_failures_python(st.family, st.P, st.strategy, 2) == []


def test_box_check_reports_the_smallest_failure_like_the_reference():
    st = next(c for c in WITH_STRATEGY if c.name == "cubeVertexNim_pPositions").statement
    # Lower only the first pair: wrong as soon as another pair differs.
    wrong = (E.nat_min(p[0], p[3]), p[1], p[2], E.nat_min(p[3], p[0]), p[4], p[5])
    v = S.strategy_on_box("m", VERTEX, st.P, wrong, 3)
    assert v.status is Status.FAILS
    bad = S.strategy_failures_python(VERTEX, st.P, wrong, 3)
    smallest = min(bad, key=lambda pos: (sum(pos), pos))
    assert tuple(v.counterexample.data["p"]) == smallest == (0, 0, 0, 0, 0, 1)
    assert "S p ∉ P" in v.counterexample.breakdown
    assert v.reason.startswith(f"the strategy goes wrong at {len(bad):,} positions")


def test_new_vocabulary_lowers_consistently():
    import z3
    term = E.ite(E.Lt(E.xor(p[0], p[1]), p[2]), E.NatSub(p[3], p[4]),
                 E.Le(p[5], 2), p[5] + 1, E.nat_min(p[0], sp.Mod(p[1] + p[2], 3)))
    rng = random.Random(3)
    points = [tuple(rng.randrange(12) for _ in range(6)) for _ in range(200)]
    one = E.to_python(term)
    vec = E.to_numpy_term(term)(*[np.array([pt[k] for pt in points]) for k in range(6)])
    faces = [z3.BitVec(f"p{k}", 12) for k in range(6)]
    zt = E.to_z3(term, faces, bitvector=True)
    for pt, v in zip(points, vec):
        env = [(faces[k], z3.BitVecVal(pt[k], 12)) for k in range(6)]
        assert one(pt) == int(v) == z3.simplify(z3.substitute(zt, *env)).as_long()
    # Truncated subtraction is Lean's: never negative.
    assert E.to_python(E.NatSub(p[0], p[1]))((2, 5, 0, 0, 0, 0)) == 0
    assert E.to_python(E.Eq(E.NatSub(p[0], p[1]), 0))((2, 5, 0, 0, 0, 0)) is True


def test_lean_text_of_if_and_truncated_minus():
    term = E.Eq(E.ite(E.Le(p[0], p[1]), E.NatSub(p[1], p[0]), 0), 1)
    assert E.to_lean_bool(term) == ("(Nat.beq (if (Nat.ble (p.getD 0 0) (p.getD 1 0)) then "
                                    "((p.getD 1 0) - (p.getD 0 0)) else 0) 1)")


def test_vocabulary_still_refuses_negative_constants():
    with pytest.raises(ValueError, match="negative"):
        E.check_vocabulary(E.Eq(p[0] - 1, 0))
