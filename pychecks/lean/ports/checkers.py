"""The Lean Bool checkers of `lean/Pychecks/` ported to Python, kept line by line close to the Lean.

Each function has the Lean name in snake_case and the same recursion: a Lean match on `[]` /
`a :: p` becomes a test on the empty list and a call on `p[1:]`, `&&` / `||` become `and` / `or`
(both short-circuit in Lean too), `Nat.ble a b` is `a <= b`, `Nat.beq a b` is `a == b`. Positions
are lists of ints, as `List Nat` in Lean. Nothing here is optimised: the point is that a reader can
hold the Lean file and this one side by side, so that when the bridge claims
(`pychecks/lean/bridge_claims.py`) find the ports agreeing with the Prop mirrors of
`pychecks/games/cube.py`, that is evidence about the Lean checkers themselves.

Example::

    >>> rotation_move_b([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0])
    True
"""
from __future__ import annotations

from typing import Callable

# --- lean/Pychecks/Basic.lean ---------------------------------------------------------------


def up_to(n: int) -> list[int]:
    """Pychecks.upTo: `[0, 1, ..., n]`."""
    if n == 0:
        return [0]
    return up_to(n - 1) + [n]


def bind_l(f: Callable, xs: list) -> list:
    """Pychecks.bindL: `f a ++ f b ++ ...`."""
    if not xs:
        return []
    return f(xs[0]) + bind_l(f, xs[1:])


def le_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.leB: pointwise `p ≤ q`; different lengths are never `≤`."""
    if not p and not q:
        return True
    if p and q:
        return p[0] <= q[0] and le_b(p[1:], q[1:])
    return False


def eq_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.eqB: equality of two lists."""
    if not p and not q:
        return True
    if p and q:
        return p[0] == q[0] and eq_b(p[1:], q[1:])
    return False


def agree_outside(free: Callable[[int], bool], k: int, p: list[int], q: list[int]) -> bool:
    """Pychecks.agreeOutside: equal at every index (from k) that `free` does not mark free."""
    if not p and not q:
        return True
    if p and q:
        return (free(k) or p[0] == q[0]) and agree_outside(free, k + 1, p[1:], q[1:])
    return False


def mem_b(k: int, l: list[int]) -> bool:
    """Pychecks.memB (Basic.lean, used by Heaps.lean and Grundy.lean): `k` is an entry of `l`."""
    if not l:
        return False
    return k == l[0] or mem_b(k, l[1:])


def lose_at_most_one_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.loseAtMostOneB: `∀ k, p k ≤ q k + 1`."""
    if not p and not q:
        return True
    if p and q:
        return p[0] <= q[0] + 1 and lose_at_most_one_b(p[1:], q[1:])
    return False


def below(p: list[int]) -> list[list[int]]:
    """Pychecks.below: every `q ≤ p` pointwise, in lexicographic order."""
    if not p:
        return [[]]
    a = p[0]
    rest = below(p[1:])
    return bind_l(lambda b: [[b] + r for r in rest], up_to(a))


def box(n: int, bound: int) -> list[list[int]]:
    """Pychecks.box: every list of length n with entries ≤ bound, in lexicographic order."""
    if n == 0:
        return [[]]
    rest = box(n - 1, bound)
    return bind_l(lambda b: [[b] + r for r in rest], up_to(bound))


# --- lean/Pychecks/Cube.lean ----------------------------------------------------------------

BELTS = [(0, 1), (0, 2), (1, 2)]
VERTICES = [(0, 1, 2), (0, 1, 5), (0, 4, 2), (0, 4, 5), (3, 1, 2), (3, 1, 5), (3, 4, 2), (3, 4, 5)]
EDGES = [(0, 1), (0, 2), (0, 4), (0, 5), (1, 2), (1, 3), (1, 5), (2, 3), (2, 4), (3, 4), (3, 5),
         (4, 5)]
FACES = [0, 1, 2, 3, 4, 5]


def removes_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.removesB: `q ≤ p ∧ q ≠ p`."""
    return le_b(q, p) and not eq_b(q, p)


def rotation_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.rotationMoveB (mirrors CubeRotationMove)."""
    return removes_b(p, q) and any(
        agree_outside(lambda k, i=i, j=j: k == i or k == j or k == i + 3 or k == j + 3, 0, p, q)
        for (i, j) in BELTS)


def vertex_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.vertexMoveB (mirrors CubeVertexMove)."""
    return removes_b(p, q) and any(
        agree_outside(lambda k, x=x, y=y, z=z: k == x or k == y or k == z, 0, p, q)
        for (x, y, z) in VERTICES)


def edge_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.edgeMoveB (mirrors CubeEdgeMove)."""
    return removes_b(p, q) and any(
        agree_outside(lambda k, x=x, y=y: k == x or k == y, 0, p, q)
        for (x, y) in EDGES)


def face_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.faceMoveB (mirrors CubeFaceMove)."""
    return removes_b(p, q) and any(
        agree_outside(lambda k, x=x: k == x, 0, p, q)
        for x in FACES)


def slow_rotation_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.slowRotationMoveB."""
    return rotation_move_b(p, q) and lose_at_most_one_b(p, q)


def slow_vertex_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.slowVertexMoveB."""
    return vertex_move_b(p, q) and lose_at_most_one_b(p, q)


def slow_edge_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.slowEdgeMoveB."""
    return edge_move_b(p, q) and lose_at_most_one_b(p, q)


def slow_face_move_b(p: list[int], q: list[int]) -> bool:
    """Pychecks.Cube.slowFaceMoveB."""
    return face_move_b(p, q) and lose_at_most_one_b(p, q)


def rotation_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.rotationOptions."""
    return [q for q in below(p) if rotation_move_b(p, q)]


def vertex_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.vertexOptions."""
    return [q for q in below(p) if vertex_move_b(p, q)]


def edge_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.edgeOptions."""
    return [q for q in below(p) if edge_move_b(p, q)]


def face_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.faceOptions."""
    return [q for q in below(p) if face_move_b(p, q)]


def slow_rotation_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.slowRotationOptions."""
    return [q for q in below(p) if slow_rotation_move_b(p, q)]


def slow_vertex_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.slowVertexOptions."""
    return [q for q in below(p) if slow_vertex_move_b(p, q)]


def slow_edge_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.slowEdgeOptions."""
    return [q for q in below(p) if slow_edge_move_b(p, q)]


def slow_face_options(p: list[int]) -> list[list[int]]:
    """Pychecks.Cube.slowFaceOptions."""
    return [q for q in below(p) if slow_face_move_b(p, q)]


def cube_box(bound: int) -> list[list[int]]:
    """Pychecks.Cube.cubeBox: every position with at most `bound` tokens on each face."""
    return box(6, bound)


# --- lean/Pychecks/Heaps.lean ---------------------------------------------------------------

def group_move_b(groups: list[list[int]], p: list[int], q: list[int]) -> bool:
    """Pychecks.groupMoveB: `q ≤ p`, `q ≠ p`, and `q` agrees with `p` outside one group."""
    return le_b(q, p) and not eq_b(q, p) and any(
        agree_outside(lambda k, g=g: mem_b(k, g), 0, p, q) for g in groups)


def slow_group_move_b(groups: list[list[int]], p: list[int], q: list[int]) -> bool:
    """Pychecks.slowGroupMoveB: a group move taking at most one token from each heap."""
    return group_move_b(groups, p, q) and lose_at_most_one_b(p, q)
