"""Nim on a cube (Kadam and Shaiju, INTEGERS 25 (2025) G2): positions, moves, statements.

A position is `p : Fin 6 → ℕ`, here a 6-tuple `(a, b, c, A, B, C)` = `(p 0, …, p 5)` of token
counts on the faces f_a, f_b, f_c, f_A, f_B, f_C; face k is opposite face k + 3.

A move removes at least one token in total from the faces of one *group*: a belt (rotation), the
three faces at a vertex, the two faces at an edge, or one face. Slow variants remove at most one
token from each face. `MoveFamily` carries the groups, read off the Lean definitions, and the
reference predicates below transcribe the Lean `def`s literally; tests check the two agree.

The statements of `lean/PychecksStatements/Cube.lean` are registered at the bottom of this file.
"""
from __future__ import annotations

from typing import Callable

import sympy as sp

from .. import expr as E
from ..registry import Claim
from . import heaps

Position = tuple[int, int, int, int, int, int]

#: Lean file holding the cube statements, relative to lean/.
LEAN_FILE = "PychecksStatements/Cube.lean"


# --- The Lean definitions, transcribed (the reference predicates) ------------------------

def _le(q, p) -> bool:
    """`q ≤ p` for `Fin 6 → ℕ` (pointwise)."""
    return all(q[k] <= p[k] for k in range(6))


def cube_rotation_move(p, q) -> bool:
    """`CubeRotationMove p q`: some belt {i, j, i+3, j+3} loses tokens, nothing else changes."""
    # `q ≤ p ∧ q ≠ p` does not mention the bound variables, so it is tested once, first.
    return _le(q, p) and tuple(q) != tuple(p) and any(
        all(q[k] == p[k] for k in range(6)
                if k != i and k != j and k != (i + 3) % 6 and k != (j + 3) % 6)
        for i in range(6) for j in range(6)
        if (i == 0 and j == 1) or (i == 0 and j == 2) or (i == 1 and j == 2))


def cube_vertex_move(p, q) -> bool:
    """`CubeVertexMove p q`: the three faces x, y, z at one vertex lose tokens."""
    # Each side condition is tested as soon as its variable is bound: same formula, fewer steps.
    # `q ≤ p ∧ q ≠ p` does not mention the bound variables, so it is tested once, first.
    return _le(q, p) and tuple(q) != tuple(p) and any(
        all(q[k] == p[k] for k in range(6) if k != x and k != y and k != z)
        for x in range(6) if x % 3 == 0 for y in range(6) if y % 3 == 1
        for z in range(6) if z % 3 == 2)


def cube_edge_move(p, q) -> bool:
    """`CubeEdgeMove p q`: the two faces x, y at one edge (different opposite pairs) lose tokens."""
    # `q ≤ p ∧ q ≠ p` does not mention the bound variables, so it is tested once, first.
    return _le(q, p) and tuple(q) != tuple(p) and any(
        all(q[k] == p[k] for k in range(6) if k != x and k != y)
        for x in range(6) for y in range(6) if x % 3 != y % 3)


def cube_face_move(p, q) -> bool:
    """`CubeFaceMove p q`: one face loses tokens (Nim with six heaps)."""
    # `q ≤ p ∧ q ≠ p` does not mention the bound variables, so it is tested once, first.
    return _le(q, p) and tuple(q) != tuple(p) and any(
        all(q[k] == p[k] for k in range(6) if k != x)
        for x in range(6))


def slow(move: Callable) -> Callable:
    """`fun p q => move p q ∧ ∀ k, p k ≤ q k + 1`: each face loses at most one token."""
    def slow_move(p, q) -> bool:
        return move(p, q) and all(p[k] <= q[k] + 1 for k in range(6))
    slow_move.__name__ = f"slow_{move.__name__}"
    slow_move.__doc__ = f"Slow variant of {move.__name__}: every face loses at most one token."
    return slow_move


# --- Move families as groups ----------------------------------------------------------------

def MoveFamily(name: str, lean: str, groups, reference: Callable | None = None,
               slow: bool = False) -> heaps.MoveFamily:
    """A move family on the cube: `pychecks.games.heaps.MoveFamily` with 6 heaps (the faces).

    A move through group g lowers some faces of g (at least one token in total) and leaves the
    other faces alone; with `slow`, each face loses at most one token. `lean` names the Lean
    relation and `reference` is its literal transcription (None: the generic one from the
    groups), used only by references and tests.
    """
    return heaps.MoveFamily(name=name, lean=lean, groups=groups, heaps=6, slow=slow,
                            reference=reference)


def _groups_from(face_tuples) -> tuple[tuple[int, ...], ...]:
    """Distinct face sets, sorted, from an iterable of face tuples."""
    sets = {tuple(sorted(set(g))) for g in face_tuples}
    return tuple(sorted(sets))


#: C_R: i, j with (i, j) ∈ {(0,1), (0,2), (1,2)}; the belt is {i, j, i+3, j+3} (Fin 6 addition).
ROTATION = MoveFamily("rotation", "CubeRotationMove", _groups_from(
    (i, j, (i + 3) % 6, (j + 3) % 6) for i, j in ((0, 1), (0, 2), (1, 2))),
    reference=cube_rotation_move)
#: C_V: x % 3 = 0, y % 3 = 1, z % 3 = 2.
VERTEX = MoveFamily("vertex", "CubeVertexMove", _groups_from(
    (x, y, z) for x in range(6) for y in range(6) for z in range(6)
    if x % 3 == 0 and y % 3 == 1 and z % 3 == 2), reference=cube_vertex_move)
#: C_E: x % 3 ≠ y % 3.
EDGE = MoveFamily("edge", "CubeEdgeMove", _groups_from(
    (x, y) for x in range(6) for y in range(6) if x % 3 != y % 3), reference=cube_edge_move)
#: C_F: any single face.
FACE = MoveFamily("face", "CubeFaceMove", _groups_from((x,) for x in range(6)),
                  reference=cube_face_move)

#: Every family, by name: the four move relations and their slow variants.
FAMILIES: dict[str, MoveFamily] = {
    f.name: f for base in (ROTATION, VERTEX, EDGE, FACE) for f in (base, base.slowed())}


def find_family(name: str) -> heaps.MoveFamily:
    """The move family with this name (`rotation`, `slowVertex`, …); UnknownName otherwise."""
    from ..errors import UnknownName
    try:
        return FAMILIES[name]
    except KeyError:
        raise UnknownName("move family", name, list(FAMILIES)) from None


def cube_grundy_table(family_name: str, bound: int):
    """Normal-play Grundy values of every position of [0..bound]^6, shape (bound+1,)*6."""
    from ..drivers.heaps import grundy_table
    return grundy_table(find_family(family_name), bound)


# --- Predicates, written once ----------------------------------------------------------------

p = E.FACES

#: `hC ∧ ha ∧ hb ∧ hab`, the symmetry reduction of the misère statements.
MISERE_HYPOTHESES = E.And(*[E.Le(p[k], p[5]) for k in range(6)],
                          E.Le(p[0], p[3]), E.Le(p[1], p[4]), E.Le(p[0], p[1]))
NIM_SUM = E.xor(*p)


def sum_pairs_equal(op) -> sp.Basic:
    """`p 0 ∘ p 3 = p 1 ∘ p 4 ∧ p 1 ∘ p 4 = p 2 ∘ p 5` for the pair operation ∘."""
    return E.And(E.Eq(op(p[0], p[3]), op(p[1], p[4])), E.Eq(op(p[1], p[4]), op(p[2], p[5])))


def _add(a, b):
    return a + b


# --- Claim constructors (public API for users' claims files) -------------------------------

DEFAULT_BOUND = heaps.DEFAULT_BOUND  # 262,144 positions: every statement well under a second
GRUNDY_MAX_BOUND = 7   # full Grundy tables are kept in memory, 8 bytes x groups per position


def kernel_claim(name: str, family: heaps.MoveFamily, P, **options) -> Claim:
    """Register a kernel statement about the cube: `pychecks.games.heaps.kernel_claim` with the
    game named `cube`. P is a predicate over `pychecks.expr.FACES`."""
    return heaps.kernel_claim(name, family, P, **{"game": "cube", **options})


def characterisation_claim(name: str, family: heaps.MoveFamily, play: str, hypotheses,
                           closed_form, **options) -> Claim:
    """Register a characterisation about the cube (`pychecks.games.heaps.characterisation_claim`):
    the recursively defined P (normal or misère play) equals `closed_form` wherever
    `hypotheses` hold. The whole box is solved."""
    return heaps.characterisation_claim(name, family, play, hypotheses, closed_form,
                                        **{"game": "cube", **options})


def example_claim(name: str, facts, no_move_from_zero, **options) -> Claim:
    """Register a concrete example theorem about the cube (`pychecks.games.heaps.example_claim`):
    `facts` are (family, p, q) with `M p q` claimed, and `no_move_from_zero` the families with
    `∀ q, ¬ M 0 q` claimed (checked on the box)."""
    return heaps.example_claim(name, facts, no_move_from_zero, **{"game": "cube", **options})


# --- The statements of lean/PychecksStatements/Cube.lean ------------------------------------

ZERO = (0, 0, 0, 0, 0, 0)

# The twelve statements are read from the Lean file itself by the front end
# (`pychecks.lean.read`, `pychecks.lean.shapes`): the Lean text is the source, so no mirror can go stale. What the
# Lean text does not say is attached here by Lean name: the one-line summaries, the paper's
# status, and the winning strategies z3 uses for the second half of the kernel statements.
# The hand-written mirrors they replaced are kept as a cross-check in the tests
# (`tests/games/cube_hand_mirrors.py`).

from . import cube_strategies as strategies  # noqa: E402

#: Per statement: claim fields the Lean text does not carry.
EXTRAS = {
    "cubeRotationMove_examples": dict(summary="a rotation move; none from 0"),
    "cubeVertexEdgeFaceMove_examples": dict(summary="vertex, edge, face moves; none from 0"),
    "cubeRotationNim_pPositions": dict(summary="Thm 5: a+A = b+B = c+C",
                                       strategy=strategies.rotation_strategy()),
    "cubeVertexNim_pPositions": dict(summary="Thm 2: a=A, b=B, c=C",
                                     strategy=strategies.vertex_strategy()),
    "cubeEdgeNim_pPositions": dict(summary="Thm 3: a^A = b^B = c^C",
                                   strategy=strategies.edge_strategy()),
    "cubeVertexNim_misere_pPositions": dict(summary="Thm 6: misère vertex Nim"),
    "cubeRotationNim_misere_pPositions": dict(summary="Thm 8: misère rotation Nim"),
    "cubeFaceNim_misere_pPositions": dict(summary="Thm 9: misère face Nim"),
    "slowCubeVertexNim_pPositions": dict(summary="Thm 10: a+A, b+B, c+C even",
                                         strategy=strategies.flip_odd_pairs_strategy()),
    "slowCubeEdgeNim_pPositions": dict(summary="Thm 11: a+A, b+B, c+C same parity",
                                       strategy=strategies.flip_odd_pairs_strategy()),
    "slowCubeFaceNim_pPositions": dict(summary="Thm 12: total even",
                                       strategy=strategies.first_face_strategy()),
    "slowCubeRotationNim_pPositions": dict(summary="Thm 13: parities in four patterns"),
}
for _extras in EXTRAS.values():
    _extras.setdefault("literature", "proved")  # every statement is a theorem of the paper
