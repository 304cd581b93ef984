"""The Python ports of the Lean Bool checkers agree with the Prop mirrors of the cube definitions.

Ports: pychecks/lean/bool_ports.py (line by line lean/Pychecks/*.lean). Mirrors:
pychecks/games/cube.py (transcribed from lean/PychecksStatements/Cube.lean).
"""
from __future__ import annotations

import functools
import itertools

import pytest

from pychecks.games import cube as C
from pychecks.lean.ports import checkers as B

#: The Prop mirrors, by family; each port below is compared with the one of the same name.
MIRRORS = {
    "rotation": C.cube_rotation_move,
    "vertex": C.cube_vertex_move,
    "edge": C.cube_edge_move,
    "face": C.cube_face_move,
    "slow_rotation": C.slow(C.cube_rotation_move),
    "slow_vertex": C.slow(C.cube_vertex_move),
    "slow_edge": C.slow(C.cube_edge_move),
    "slow_face": C.slow(C.cube_face_move),
}

#: (family, move port) for every move checker of lean/Pychecks/Cube.lean.
MOVE_PORTS = [(family, getattr(B, f"{family}_move_b")) for family in MIRRORS]

#: (family, options port) for every options enumerator.
OPTION_PORTS = [(family, getattr(B, f"{family}_options")) for family in MIRRORS]


@functools.cache
def _truth(family: str, bound: int) -> dict:
    """For each p of the box, the set of q with `Move p q` per the mirror. Only q ≤ p is asked:
    every move definition has `q ≤ p` as a conjunct, so the definition is false elsewhere.
    Cached because the move and options tests share it (the mirrors are the slow part)."""
    mirror = MIRRORS[family]
    return {p: {q for q in _below(p) if mirror(p, q)} for p in _box(bound)}


def _ids(pairs):
    return [port.__name__ for _, port in pairs]


def _box(bound):
    return list(itertools.product(range(bound + 1), repeat=6))


def _below(p):
    return itertools.product(*(range(a + 1) for a in p))


# --- Basic helpers, on explicit small values --------------------------------------------------

def test_up_to_and_bind_l():
    assert B.up_to(0) == [0]
    assert B.up_to(3) == [0, 1, 2, 3]
    assert B.bind_l(lambda a: [a, a], [1, 2]) == [1, 1, 2, 2]
    assert B.bind_l(lambda a: [a], []) == []


def test_le_eq_and_lengths():
    assert B.le_b([0, 1], [1, 1]) and not B.le_b([2, 1], [1, 1])
    assert B.eq_b([1, 2], [1, 2]) and not B.eq_b([1, 2], [1, 3])
    # Lists of different lengths are neither ≤ nor equal (the Lean catch-all case).
    assert not B.le_b([0], [0, 0]) and not B.eq_b([0, 0], [0])
    assert not B.agree_outside(lambda k: True, 0, [0], [0, 0])
    assert not B.lose_at_most_one_b([1], [])


def test_lose_at_most_one():
    assert B.lose_at_most_one_b([2, 1], [1, 1])
    assert not B.lose_at_most_one_b([2, 1], [0, 1])


def test_below_and_box_are_lexicographic_and_complete():
    assert B.below([1, 0, 2]) == [[0, 0, 0], [0, 0, 1], [0, 0, 2], [1, 0, 0], [1, 0, 1], [1, 0, 2]]
    assert B.box(2, 1) == [[0, 0], [0, 1], [1, 0], [1, 1]]
    assert [tuple(p) for p in B.cube_box(2)] == _box(2)


def test_doc_example():
    assert B.rotation_move_b([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0])
    assert not B.rotation_move_b([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])


def test_spec_examples():
    """The proved example theorems of the spec, through the ports."""
    assert B.vertex_move_b([1, 1, 1, 0, 0, 0], [0] * 6)
    assert B.edge_move_b([1, 1, 0, 0, 0, 0], [0] * 6)
    assert B.face_move_b([1, 1, 1, 0, 0, 0], [0, 1, 1, 0, 0, 0])
    # Opposite faces are no edge; two faces are no face move.
    assert not B.edge_move_b([1, 0, 0, 1, 0, 0], [0] * 6)
    assert not B.face_move_b([1, 1, 0, 0, 0, 0], [0] * 6)


# --- Ports against mirrors on whole boxes ----------------------------------------------------

def _check_moves(port, truth, bound):
    box = _box(bound)
    lists = [list(q) for q in box]
    bad = []
    for p in box:
        lp, moves = list(p), truth[p]
        for q, lq in zip(box, lists):
            if port(lp, lq) != (q in moves):
                bad.append((p, q))
    return bad


def _check_options(options, truth):
    for p, moves in truth.items():
        listed = [tuple(q) for q in options(list(p))]
        assert listed == sorted(set(listed)), f"options of {p} listed once each, in order"
        assert set(listed) == moves, p


@pytest.mark.parametrize("family, port", MOVE_PORTS, ids=_ids(MOVE_PORTS))
def test_move_port_matches_mirror_every_pair_n1(family, port):
    assert _check_moves(port, _truth(family, 1), 1) == []


@pytest.mark.parametrize("family, options", OPTION_PORTS, ids=_ids(OPTION_PORTS))
def test_options_every_p_n1(family, options):
    _check_options(options, _truth(family, 1))


@pytest.mark.slow
@pytest.mark.parametrize("family, port", MOVE_PORTS, ids=_ids(MOVE_PORTS))
def test_move_port_matches_mirror_every_pair_n2(family, port):
    """Every pair (p, q) of the box N = 2 (729² pairs)."""
    assert _check_moves(port, _truth(family, 2), 2) == []


@pytest.mark.slow
@pytest.mark.parametrize("family, options", OPTION_PORTS, ids=_ids(OPTION_PORTS))
def test_options_every_p_n2(family, options):
    _check_options(options, _truth(family, 2))


def test_slow_options_n2_sample():
    """Slow options where a face can lose two tokens (needs faces of 2)."""
    p = (2, 2, 0, 0, 0, 1)
    listed = {tuple(q) for q in B.slow_vertex_options(list(p))}
    assert listed == {q for q in _below(p) if C.slow(C.cube_vertex_move)(p, q)}
    assert (0, 2, 0, 0, 0, 1) not in listed and (1, 1, 0, 0, 0, 1) in listed
