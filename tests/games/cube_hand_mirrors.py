"""The hand-written mirrors of the twelve cube statements, as they were registered before the
front end read them from `lean/PychecksStatements/Cube.lean`. They are kept only as a
cross-check: `test_frontend_cube.py` asserts that the front end's statements give the same
verdict, counts and smallest counterexample, at the default bound and on all 24 mutants."""
import sympy as sp

from pychecks import expr as E
from pychecks.games import cube_strategies as strategies
from pychecks.games.cube import (EDGE, FACE, FAMILIES, MISERE_HYPOTHESES, NIM_SUM, ROTATION,
                                 VERTEX, ZERO, sum_pairs_equal)
from pychecks.statements import CharacterisationStatement, ExampleStatement, KernelStatement

p = E.FACES


def _add(a, b):
    return a + b


def _kernel(name, family, P, strategy=None):
    return KernelStatement(name=name, family=family, P=P, strategy=strategy)


def _char(name, family, play, hyp, form):
    return CharacterisationStatement(name=name, family=family, play=play, hypotheses=hyp,
                                     closed_form=form)


HAND_MIRRORS = {st.name: st for st in [
    ExampleStatement(name="cubeRotationMove_examples",
                     facts=((ROTATION, (0, 0, 0, 0, 0, 1), ZERO),),
                     no_move_from_zero=(ROTATION,)),
    ExampleStatement(name="cubeVertexEdgeFaceMove_examples",
                     facts=((VERTEX, (1, 1, 1, 0, 0, 0), ZERO), (EDGE, (1, 1, 0, 0, 0, 0), ZERO),
                            (FACE, (1, 1, 1, 0, 0, 0), (0, 1, 1, 0, 0, 0))),
                     no_move_from_zero=(VERTEX, EDGE, FACE)),
    _kernel("cubeRotationNim_pPositions", ROTATION, sum_pairs_equal(_add),
            strategies.rotation_strategy()),
    _kernel("cubeVertexNim_pPositions", VERTEX,
            E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5])),
            strategies.vertex_strategy()),
    _kernel("cubeEdgeNim_pPositions", EDGE, sum_pairs_equal(E.xor), strategies.edge_strategy()),
    _char("cubeVertexNim_misere_pPositions", VERTEX, "misere", MISERE_HYPOTHESES,
          E.Or(E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5]), E.Le(2, p[5])),
               E.position_is((0, 0, 0, 0, 0, 1)), E.position_is((0, 1, 1, 0, 1, 1)),
               E.position_is((1, 1, 1, 1, 1, 1)))),
    _char("cubeRotationNim_misere_pPositions", ROTATION, "misere", MISERE_HYPOTHESES,
          E.Or(E.And(E.Le(2, p[5]), sum_pairs_equal(_add)),
               E.position_is((0, 0, 0, 0, 0, 1)), E.position_is((1, 1, 1, 1, 1, 1)))),
    _char("cubeFaceNim_misere_pPositions", FACE, "misere", MISERE_HYPOTHESES,
          E.Or(E.And(E.Le(2, p[5]), E.Eq(NIM_SUM, 0)), E.And(E.Lt(p[5], 2), E.Eq(NIM_SUM, 1)))),
    _kernel("slowCubeVertexNim_pPositions", FAMILIES["slowVertex"],
            E.And(*[E.Eq(sp.Mod(p[k] + p[k + 3], 2), 0) for k in range(3)]),
            strategies.flip_odd_pairs_strategy()),
    _kernel("slowCubeEdgeNim_pPositions", FAMILIES["slowEdge"],
            sum_pairs_equal(lambda x, y: sp.Mod(x + y, 2)), strategies.flip_odd_pairs_strategy()),
    _kernel("slowCubeFaceNim_pPositions", FAMILIES["slowFace"], E.Eq(sp.Mod(sum(p), 2), 0),
            strategies.first_face_strategy()),
    _char("slowCubeRotationNim_pPositions", FAMILIES["slowRotation"], "normal",
          E.And(E.Le(p[0], p[3]), E.Le(p[1], p[4]), E.Le(p[2], p[5])),
          E.Or(*[E.And(*[E.Eq(sp.Mod(p[k], 2), v[k]) for k in range(6)])
                 for v in ((0, 0, 0, 0, 0, 0), (0, 0, 0, 1, 1, 1), (1, 1, 1, 0, 0, 0),
                           (1, 1, 1, 1, 1, 1))])),
]}
