"""Cube statements: the Lean examples, the reference predicates, and every mirror at its bound."""
import itertools
import random

import numpy as np
import pytest

from pychecks import expr as E
from pychecks.claims import all_claims
from pychecks.games.cube import (
    EDGE, FACE, FAMILIES, ROTATION, VERTEX, cube_edge_move, cube_face_move, cube_rotation_move,
    cube_vertex_move, find_family, slow)
from pychecks.errors import UnknownName
from pychecks.verdict import Status

ZERO = (0,) * 6
CUBE_CLAIMS = [c for c in all_claims()
               if c.game == "cube" and c.shape != "bridge" and c.source == "builtin"]


def test_lean_example_theorems_by_the_reference():
    assert cube_rotation_move((0, 0, 0, 0, 0, 1), ZERO)
    assert cube_vertex_move((1, 1, 1, 0, 0, 0), ZERO)
    assert cube_edge_move((1, 1, 0, 0, 0, 0), ZERO)
    assert cube_face_move((1, 1, 1, 0, 0, 0), (0, 1, 1, 0, 0, 0))
    for move in (cube_rotation_move, cube_vertex_move, cube_edge_move, cube_face_move):
        assert not move(ZERO, ZERO)


def test_reference_rejects_what_lean_rejects():
    assert not cube_vertex_move((1, 0, 0, 1, 0, 0), ZERO)     # opposite faces: no vertex
    assert not cube_edge_move((1, 0, 0, 1, 0, 0), ZERO)       # opposite faces: no edge
    assert not cube_face_move((1, 1, 0, 0, 0, 0), ZERO)       # two faces
    assert not cube_rotation_move((1, 1, 1, 0, 0, 0), ZERO)   # three belts' worth
    assert not cube_face_move((1, 0, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0))  # q ≰ p
    assert not slow(cube_face_move)((2, 0, 0, 0, 0, 0), ZERO)  # two tokens from one face


@pytest.mark.parametrize("claim", CUBE_CLAIMS, ids=[c.name for c in CUBE_CLAIMS])
def test_every_cube_statement_holds_at_its_default_bound(claim):
    verdict = claim.check(claim.default_bound)
    assert verdict.status is Status.HOLDS, verdict
    assert verdict.examined and verdict.examined >= 4 ** 6


def test_characterisations_report_the_hypothesis_region():
    claim = next(c for c in CUBE_CLAIMS if c.name == "cubeFaceNim_misere_pPositions")
    v = claim.check(3)
    hyp = E.to_python(claim.statement.hypotheses)
    assert v.in_hypotheses == sum(hyp(p) for p in itertools.product(range(4), repeat=6))


def test_lowerings_agree_on_random_positions():
    rng = random.Random(7)
    points = [tuple(rng.randrange(40) for _ in range(6)) for _ in range(300)]
    cols = [np.array([pt[k] for pt in points], np.int16) for k in range(6)]
    for claim in CUBE_CLAIMS:
        st = claim.statement
        for pred in [getattr(st, a) for a in ("P", "hypotheses", "closed_form")
                     if getattr(st, a, None) is not None]:
            vec = E.to_numpy(pred)(*cols)
            one = E.to_python(pred)
            assert [bool(x) for x in vec] == [one(pt) for pt in points], claim.name


def test_family_lookup_suggests():
    assert find_family("slowVertex") is FAMILIES["slowVertex"]
    with pytest.raises(UnknownName, match="did you mean vertex"):
        find_family("vertx")


def test_slow_families_share_groups_with_their_base():
    for base in (ROTATION, VERTEX, EDGE, FACE):
        s = base.slowed()
        assert s.slow and s.groups == base.groups
    assert len(FAMILIES["slowVertex"].deltas) == 26   # 3^3 - 1: one face or none per pair
    assert len(FAMILIES["slowEdge"].deltas) == 18     # 6 single faces + 12 edges
