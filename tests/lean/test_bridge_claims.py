"""Bridge claims: registered under their Lean names, HOLD on the real ports, and say no to mutants
with the smallest counterexample (worked out by hand below, not recorded from a run)."""
from __future__ import annotations

from pathlib import Path

import pytest

from pychecks.claims import find_claim
from pychecks.games import cube as C
from pychecks.lean.ports import checkers as B
from pychecks.lean.claims import bridges as BC
from pychecks.lean.read.decls import parse_lean_file
from pychecks.verdict import Status

BRIDGE_FILE = Path(__file__).resolve().parents[2] / "lean/PychecksStatements/CubeBridge.lean"

ALL_NAMES = ([row[0] for row in BC.MOVE_BRIDGES] + [row[0] for row in BC.OPTIONS_BRIDGES]
             + ["cubeBox_iff"])


def test_every_bridge_statement_has_a_claim_with_its_hash():
    decls = {d.name: d for d in parse_lean_file(BRIDGE_FILE)}
    assert sorted(decls) == sorted(ALL_NAMES)
    for name in ALL_NAMES:
        claim = find_claim(name)
        assert claim.shape == "bridge" and claim.game == "cube"
        assert claim.lean_hash == decls[name].hash, name


@pytest.mark.parametrize("name", ALL_NAMES)
def test_bridges_hold_at_n1(name):
    verdict = find_claim(name).check(1)
    assert verdict.status is Status.HOLDS, verdict.counterexample and verdict.counterexample.render()
    expected = {"cubeBox_iff": 64}.get(name, 64 if "Options" in name else 64 * 64)
    assert verdict.examined == expected
    assert verdict.scope == "N=1"


def _rotation_without_belt_12(p, q):
    # Mutant: forgets the belt {f_b, f_c, f_B, f_C}.
    return B.removes_b(p, q) and any(
        B.agree_outside(lambda k, i=i, j=j: k in (i, j, i + 3, j + 3), 0, p, q)
        for (i, j) in [(0, 1), (0, 2)])


def test_mutant_missing_belt_fails_at_first_belt_12_move():
    # p ≤ 1 in lexicographic order: (…,0,0,1) and (…,0,1,0) empty one face, which lies on another
    # belt too; (…,0,1,1) -> 0 empties f_B and f_C together, and only belt (1, 2) holds both.
    v = BC.check_move_bridge("m", "rotationMoveB", "CubeRotationMove p q",
                             _rotation_without_belt_12, C.cube_rotation_move, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0, 0, 0, 0, 1, 1], "q": [0] * 6,
                                     "port": False, "mirror": True}
    # Pairs before it: p = 0, 1, 2 (three p's × 64 q's) then the first q of p = 3.
    assert v.examined == 3 * 64 + 1


def test_mutant_allowing_pass_fails_at_zero():
    def face_with_pass(p, q):  # mutant: drops q ≠ p
        return B.le_b(q, p) and any(B.agree_outside(lambda k, x=x: k == x, 0, p, q)
                                    for x in B.FACES)
    v = BC.check_move_bridge("m", "faceMoveB", "CubeFaceMove p q", face_with_pass,
                             C.cube_face_move, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0] * 6, "q": [0] * 6, "port": True, "mirror": False}
    assert v.examined == 1


def test_mutant_slow_without_limit_fails_at_first_double_take():
    # Needs a face of 2: the first such p is (0,0,0,0,0,2), and taking both tokens is a vertex
    # move but not a slow one.
    v = BC.check_move_bridge("m", "slowVertexMoveB", "CubeVertexMove p q ∧ ∀ k, p k ≤ q k + 1",
                             B.vertex_move_b, C.slow(C.cube_vertex_move), 2)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0, 0, 0, 0, 0, 2], "q": [0] * 6,
                                     "port": True, "mirror": False}


def test_counterexample_text_is_pinned():
    v = BC.check_move_bridge("m", "rotationMoveB", "CubeRotationMove p q",
                             _rotation_without_belt_12, C.cube_rotation_move, 1)
    assert v.counterexample.render() == "\n".join([
        "===================",
        "Found a counter-example!",
        "p := ![0, 0, 0, 0, 1, 1]",
        "q := ![0, 0, 0, 0, 0, 0]",
        "issue: rotationMoveB (List.ofFn p) (List.ofFn q) = true ↔ CubeRotationMove p q "
        "does not hold",
        "  rotationMoveB (List.ofFn p) (List.ofFn q) = false  (Python port of the Lean checker)",
        "  CubeRotationMove p q is True  (Python mirror of the definition)",
        "-------------------",
    ])


def test_options_mutant_dropping_last_fails_at_first_move():
    # The first p with an option is (0,0,0,0,0,1); its only option is 0, which the mutant drops.
    v = BC.check_options_bridge("m", "faceOptions", "CubeFaceMove p q",
                                lambda p: B.face_options(p)[:-1], C.cube_face_move, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0, 0, 0, 0, 0, 1], "l": [0] * 6, "listed": False}


def test_options_mutant_listing_everything_below_fails_at_zero():
    # Unfiltered `below 0` lists 0 itself, which is no move.
    v = BC.check_options_bridge("m", "edgeOptions", "CubeEdgeMove p q", B.below,
                                C.cube_edge_move, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0] * 6, "l": [0] * 6, "listed": True}


def test_options_mutant_with_wrong_length_is_caught():
    v = BC.check_options_bridge("m", "faceOptions", "CubeFaceMove p q",
                                lambda p: B.face_options(p) + [[0]], C.cube_face_move, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"p": [0] * 6, "l": [0], "listed": True}
    assert v.counterexample.bindings["l"] == "[0]"


def test_box_mutant_missing_top_value():
    def short_box(bound):  # mutant: entries stop at bound - 1
        return B.box(6, bound - 1)
    v = BC.check_box_bridge("m", short_box, 1)
    assert v.status is Status.FAILS
    assert v.counterexample.data == {"N": 1, "l": [0, 0, 0, 0, 0, 1], "listed": False}
