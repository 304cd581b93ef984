"""Deliberately wrong variants of the cube statements, with the smallest counterexample each must
produce (fewest tokens, then lexicographic). Shared by the enumerator and z3 mutant tests.

Each entry: (label, statement, expected) where `statement` is a KernelStatement,
CharacterisationStatement or ExampleStatement built from the same pieces as the real mirrors,
and `expected` is {"part": ..., "p": ..., "q": ...} (q only where the report names one).
"""
import sympy as sp

from pychecks import expr as E
from pychecks.statements import CharacterisationStatement, ExampleStatement, KernelStatement
from pychecks.games.cube import (
    EDGE, FACE, FAMILIES, MISERE_HYPOTHESES, NIM_SUM, ROTATION, VERTEX, MoveFamily, ZERO,
    sum_pairs_equal)

p = E.FACES
HALF1, HALF2 = KernelStatement.HALVES


def ascii_id(label: str) -> str:
    """A pytest id in ASCII: pytest escapes other characters in node ids, and tools that pass
    the ids back (mutmut's test selection) then fail to find the test."""
    return label.replace("è", "e").replace("≤", "<=")


def _add(a, b):
    return a + b


def _parity(x, y):
    return sp.Mod(x + y, 2)


#: Rotation with face 5 swapped into the first belt: "a face moved to the wrong belt".
WRONG_BELT = MoveFamily("wrongBelt", "CubeRotationMove", ((0, 1, 3, 5), (0, 2, 3, 5),
                                                           (1, 2, 4, 5)), reference=None)

VERTEX_MISERE_FORM = [
    E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5]), E.Le(2, p[5])),
    E.position_is((0, 0, 0, 0, 0, 1)), E.position_is((0, 1, 1, 0, 1, 1)),
    E.position_is((1, 1, 1, 1, 1, 1))]
ROTATION_MISERE_FORM = [E.And(E.Le(2, p[5]), sum_pairs_equal(_add)),
                        E.position_is((0, 0, 0, 0, 0, 1)), E.position_is((1, 1, 1, 1, 1, 1))]
SLOW_ROTATION_PATTERNS = [(0, 0, 0, 0, 0, 0), (0, 0, 0, 1, 1, 1), (1, 1, 1, 0, 0, 0),
                          (1, 1, 1, 1, 1, 1)]


def assert_reports(verdict, expected) -> dict:
    """The verdict FAILS at the expected part and smallest counterexample; returns its data."""
    from pychecks.verdict import Status
    assert verdict.status is Status.FAILS
    found = verdict.first_counterexample()
    data = found.counterexample.data
    assert found.part == expected["part"]
    assert tuple(data["p"]) == expected["p"]
    if "q" in expected:
        assert tuple(data["q"]) == expected["q"]
    return data


def _patterns(patterns):
    return E.Or(*[E.And(*[E.Eq(sp.Mod(p[k], 2), v[k]) for k in range(6)]) for v in patterns])


def kernel(name, family, P):
    return KernelStatement(name=name, family=family, P=P)


def char(name, family, play, hyp, form):
    return CharacterisationStatement(name=name, family=family, play=play, hypotheses=hyp,
                                     closed_form=form)


ROT_HYP = E.And(E.Le(p[0], p[3]), E.Le(p[1], p[4]), E.Le(p[2], p[5]))

MUTANTS = [
    # cubeRotationNim_pPositions
    ("rotation: ^^^ for +", kernel("m", ROTATION, sum_pairs_equal(E.xor)), {'part': 'no move inside P', 'p': (0, 0, 1, 0, 0, 1), 'q': (0, 0, 0, 0, 0, 0)}),
    ("rotation: face moved to the wrong belt",
     kernel("m", WRONG_BELT, sum_pairs_equal(_add)), {'part': 'no move inside P', 'p': (0, 1, 0, 1, 0, 1), 'q': (0, 0, 0, 0, 0, 0)}),
    ("rotation: second equation dropped",
     kernel("m", ROTATION, E.Eq(p[0] + p[3], p[1] + p[4])), {'part': 'no move inside P', 'p': (0, 0, 0, 0, 0, 1), 'q': (0, 0, 0, 0, 0, 0)}),
    # cubeVertexNim_pPositions
    ("vertex: c = C dropped", kernel("m", VERTEX, E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]))),
     {'part': 'no move inside P', 'p': (0, 0, 0, 0, 0, 1), 'q': (0, 0, 0, 0, 0, 0)}),
    ("vertex: edge moves", kernel("m", EDGE, E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]),
                                                   E.Eq(p[2], p[5]))), {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 0, 1, 1, 1)}),
    # cubeEdgeNim_pPositions
    ("edge: + for ^^^", kernel("m", EDGE, sum_pairs_equal(_add)), {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 1, 0, 0, 1)}),
    ("edge: vertex moves", kernel("m", VERTEX, sum_pairs_equal(E.xor)), {'part': 'no move inside P', 'p': (0, 0, 0, 1, 1, 1), 'q': (0, 0, 0, 0, 0, 0)}),
    # cubeVertexNim_misere_pPositions
    ("vertex misère: 2 ≤ p 5 dropped",
     char("m", VERTEX, "misere", MISERE_HYPOTHESES,
          E.Or(E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5])),
               *VERTEX_MISERE_FORM[1:])), {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': False}),
    ("vertex misère: ![0,1,1,0,1,1] dropped",
     char("m", VERTEX, "misere", MISERE_HYPOTHESES,
          E.Or(VERTEX_MISERE_FORM[0], VERTEX_MISERE_FORM[1], VERTEX_MISERE_FORM[3])), {'part': None, 'p': (0, 1, 1, 0, 1, 1), 'solved_in_P': True}),
    ("vertex misère: normal play",
     char("m", VERTEX, "normal", MISERE_HYPOTHESES, E.Or(*VERTEX_MISERE_FORM)), {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': True}),
    # cubeRotationNim_misere_pPositions
    ("rotation misère: 2 ≤ p 5 dropped",
     char("m", ROTATION, "misere", MISERE_HYPOTHESES,
          E.Or(sum_pairs_equal(_add), *ROTATION_MISERE_FORM[1:])), {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': False}),
    ("rotation misère: ![1,1,1,1,1,1] dropped",
     char("m", ROTATION, "misere", MISERE_HYPOTHESES, E.Or(*ROTATION_MISERE_FORM[:2])), {'part': None, 'p': (1, 1, 1, 1, 1, 1), 'solved_in_P': True}),
    # cubeFaceNim_misere_pPositions
    ("face misère: 2 ≤ p 5 dropped",
     char("m", FACE, "misere", MISERE_HYPOTHESES, E.Eq(NIM_SUM, 0)), {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': False}),
    ("face misère: small case with nim-sum 0",
     char("m", FACE, "misere", MISERE_HYPOTHESES,
          E.Or(E.And(E.Le(2, p[5]), E.Eq(NIM_SUM, 0)), E.And(E.Lt(p[5], 2), E.Eq(NIM_SUM, 0)))),
     {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': False}),
    # slowCubeVertexNim_pPositions
    ("slow vertex: odd for even",
     kernel("m", FAMILIES["slowVertex"],
            E.And(*[E.Eq(sp.Mod(p[k] + p[k + 3], 2), 1) for k in range(3)])), {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 0, 0, 0, 0)}),
    ("slow vertex: full vertex moves",
     kernel("m", VERTEX, E.And(*[E.Eq(sp.Mod(p[k] + p[k + 3], 2), 0) for k in range(3)])),
     {'part': 'no move inside P', 'p': (0, 0, 0, 0, 0, 2), 'q': (0, 0, 0, 0, 0, 0)}),
    # slowCubeEdgeNim_pPositions
    ("slow edge: all pairs even",
     kernel("m", FAMILIES["slowEdge"],
            E.And(*[E.Eq(sp.Mod(p[k] + p[k + 3], 2), 0) for k in range(3)])), {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 0, 1, 1, 1)}),
    ("slow edge: pairs a+B, b+C, c+A",
     kernel("m", FAMILIES["slowEdge"],
            E.And(E.Eq(_parity(p[0], p[4]), _parity(p[1], p[5])),
                  E.Eq(_parity(p[1], p[5]), _parity(p[2], p[3])))), {'part': 'no move inside P', 'p': (0, 0, 1, 1, 0, 0), 'q': (0, 0, 0, 0, 0, 0)}),
    # slowCubeFaceNim_pPositions
    ("slow face: odd total", kernel("m", FAMILIES["slowFace"], E.Eq(sp.Mod(sum(p), 2), 1)),
     {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 0, 0, 0, 0)}),
    ("slow face: total divisible by 3",
     kernel("m", FAMILIES["slowFace"], E.Eq(sp.Mod(sum(p), 3), 0)), {'part': 'a move into P from every p ∉ P', 'p': (0, 0, 0, 0, 0, 2)}),
    # slowCubeRotationNim_pPositions
    ("slow rotation: pattern 111000 dropped",
     char("m", FAMILIES["slowRotation"], "normal", ROT_HYP,
          _patterns([SLOW_ROTATION_PATTERNS[i] for i in (0, 1, 3)])), {'part': None, 'p': (1, 1, 1, 2, 2, 2), 'solved_in_P': True}),
    ("slow rotation: misère play",
     char("m", FAMILIES["slowRotation"], "misere", ROT_HYP, _patterns(SLOW_ROTATION_PATTERNS)),
     {'part': None, 'p': (0, 0, 0, 0, 0, 0), 'solved_in_P': False}),
    # the two example theorems
    ("examples: opposite faces are no vertex",
     ExampleStatement(name="m", facts=((VERTEX, (1, 1, 0, 1, 0, 0), ZERO),),
                      no_move_from_zero=(VERTEX,)), {'part': 'CubeVertexMove ![1, 1, 0, 1, 0, 0] ![0, 0, 0, 0, 0, 0]', 'p': (1, 1, 0, 1, 0, 0), 'q': (0, 0, 0, 0, 0, 0)}),
    ("examples: a face move touching two faces",
     ExampleStatement(name="m", facts=((FACE, (1, 1, 1, 0, 0, 0), (0, 0, 1, 0, 0, 0)),),
                      no_move_from_zero=(FACE,)), {'part': 'CubeFaceMove ![1, 1, 1, 0, 0, 0] ![0, 0, 1, 0, 0, 0]', 'p': (1, 1, 1, 0, 0, 0), 'q': (0, 0, 1, 0, 0, 0)}),
]
