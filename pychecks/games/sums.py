"""Sums of games: a position is a pair, a move is a move in exactly one component.

Lean: `SumMove M N` in lean/PychecksStatements/SpragueGrundy.lean. A finite game here is a list
of positions with their options (`FiniteGame`, options always listed before the position); the
sum's values are computed directly on pairs (`sum_values`, never through the XOR) and then
compared with the XOR of the components' values: the Sprague–Grundy sum law. The finite-game
machinery itself is `pychecks.games.finite` (re-exported here).

Games that take part: Nim heaps (`pychecks.games.nim`), Node Kayles positions of a graph, the
cube games of `pychecks.games.cube` on a box, and random acyclic games.
"""
from __future__ import annotations

import itertools
import time

import numpy as np

from ..registry import Claim, register
from ..verdict import Counterexample, Status, Verdict
from .finite import (  # noqa: F401  (re-exported: the sums API callers know)
    REFERENCE_MAX_PAIRS, FiniteGame, game_from_options, grundy_values, law_check,
    random_game, reference_sum_values, reference_values, solved_sum, sum_bytes, sum_game,
    sum_values, xor_law_check)

# ---------------------------------------------------------------------------------------------
# Games that take part in sums
# ---------------------------------------------------------------------------------------------

def kayles_game(graph) -> FiniteGame:
    """Node Kayles on every subset of `graph` (position = bitmask, options S minus N[v])."""
    closed = graph.closed

    def options(s):
        return [s & ~closed[v] for v in range(graph.n) if s >> v & 1]

    return game_from_options(f"Node Kayles on {graph.n} vertices", range(1 << graph.n), options)


def cube_box_game(family_name: str, bound: int) -> FiniteGame:
    """A cube game of `pychecks.games.cube` on the box [0..bound]^6, positions in
    lexicographic order (every move lowers faces, so options come first and stay in the box)."""
    from .cube import find_family
    family = find_family(family_name)
    positions = list(itertools.product(range(bound + 1), repeat=6))
    return game_from_options(f"{family_name} cube ≤ {bound}", positions, family.options)


GENERAL_LAW_MAX_POSITIONS = 4


def all_acyclic_games(k: int) -> list[FiniteGame]:
    """Every game on positions 0..k-1 whose options are earlier positions: each position's
    options are any subset of the positions before it. Up to isomorphism this is every game
    (every acyclic move graph) with at most k positions, as the sub-game rooted at a position."""
    earlier = [list(range(i)) for i in range(k)]
    choices = [[sub for r in range(i + 1) for sub in itertools.combinations(earlier[i], r)]
               for i in range(k)]
    games = []
    for pick in itertools.product(*choices):
        games.append(game_from_options(f"game {len(games)} on {k}", list(range(k)),
                                       lambda i, pick=pick: list(pick[i])))
    return games


def general_law_checker(combine=lambda x, y: x ^ y):
    """Check of `spragueGrundy_sumLaw` on every pair of games with at most `bound` positions
    (`all_acyclic_games`), at every position of each sum: exhaustive for that bound."""

    def check(bound=None) -> Verdict:
        bound = bound or GENERAL_LAW_MAX_POSITIONS
        if bound > GENERAL_LAW_MAX_POSITIONS:
            from ..errors import BadBound
            raise BadBound(f"bound {bound} for spragueGrundy_sumLaw: at most "
                           f"{GENERAL_LAW_MAX_POSITIONS} positions per game")
        start = time.perf_counter()
        games = all_acyclic_games(bound)
        examined = 0
        for s, a in enumerate(games):
            for t, b in enumerate(games):
                v = xor_law_check("spragueGrundy_sumLaw", a, b,
                                  lambda i, j: {"p": f"({i}, {j})", "games": f"#{s} + #{t}"},
                                  scope="", combine=combine)
                examined += v.examined or 0
                if not v.ok:
                    v.scope = f"games #{s} + #{t} of the {len(games)} on {bound} positions"
                    v.seconds = time.perf_counter() - start
                    return v
        return Verdict(claim="spragueGrundy_sumLaw", status=Status.HOLDS,
                       backend="sum kernel+reference",
                       scope=f"all {len(games) ** 2:,} pairs of games with ≤ {bound} positions",
                       examined=examined, seconds=time.perf_counter() - start)

    return check


def cube_face_checker(claimed=lambda p: p[0] ^ p[1] ^ p[2] ^ p[3] ^ p[4] ^ p[5]):
    """Check of `cubeFaceNim_sixHeaps` on [0..bound]^6: face Nim's values (by the cube module's
    solver and by our option lists) against six-heap Nim built as a nested sum of heaps, and
    against the closed form `claimed`."""

    def check(bound=None) -> Verdict:
        from .cube import cube_grundy_table
        from .nim import nim_heap_game
        bound = bound or 3
        start = time.perf_counter()
        scope = f"every position with faces ≤ {bound}"
        face = cube_box_game("face", bound)
        face_values = grundy_values(face)
        cube_table = np.asarray(cube_grundy_table("face", bound)).reshape(-1)
        heaps = nim_heap_game(bound)
        six = heaps
        for _ in range(5):
            six = sum_game(six, heaps)
        six_values = grundy_values(six)
        ref = reference_values(face)
        for idx, p in enumerate(face.labels):
            sources = {"cube module": int(cube_table[idx]), "face options": int(face_values[idx]),
                       "reference": ref[idx], "six-heap Nim sum": int(six_values[idx])}
            if len(set(sources.values())) != 1:
                return Verdict(claim="cubeFaceNim_sixHeaps", status=Status.UNKNOWN,
                               backend="kernels", scope=scope,
                               reason=f"solvers disagree at {list(p)}: {sources}")
        order = sorted(range(face.n), key=lambda i: (sum(face.labels[i]), face.labels[i]))
        for examined, idx in enumerate(order, start=1):
            p = face.labels[idx]
            if int(face_values[idx]) != claimed(p):
                cex = Counterexample(
                    bindings={"p": "![" + ", ".join(map(str, p)) + "]"},
                    issue="g p = p 0 ^^^ p 1 ^^^ p 2 ^^^ p 3 ^^^ p 4 ^^^ p 5",
                    breakdown=[f"computed g p = {int(face_values[idx])} (face Nim, six-heap Nim "
                               "sum and reference agree)", f"claimed {claimed(p)}"],
                    data={"p": list(p)})
                return Verdict(claim="cubeFaceNim_sixHeaps", status=Status.FAILS,
                               backend="kernels+reference", scope=scope, examined=examined,
                               counterexample=cex, seconds=time.perf_counter() - start)
        return Verdict(claim="cubeFaceNim_sixHeaps", status=Status.HOLDS,
                       backend="cube kernel, option lists, six-heap sum, reference", scope=scope,
                       examined=face.n, seconds=time.perf_counter() - start)

    return check


def cube_sum_checker(first="vertex", second="edge", combine=lambda x, y: x ^ y,
                     name="cubeVertexPlusEdge_grundy"):
    """Check of `cubeVertexPlusEdge_grundy` on boxes [0..bound]^6 for both cubes: the sum solved
    on pairs against the XOR; the components' values are also compared with the cube module's."""

    def check(bound=None) -> Verdict:
        from .cube import cube_grundy_table
        bound = bound or 1
        scope = f"every pair of positions with faces ≤ {bound}"
        a, b = cube_box_game(first, bound), cube_box_game(second, bound)
        for game, fam in ((a, first), (b, second)):
            ours = grundy_values(game)
            theirs = np.asarray(cube_grundy_table(fam, bound)).reshape(-1)
            if not np.array_equal(ours, theirs):
                return Verdict(claim=name, status=Status.UNKNOWN, backend="kernels", scope=scope,
                               reason=f"option lists and the cube module disagree on {fam}")

        def lean(i, j):
            return {"p": "![" + ", ".join(map(str, a.labels[i])) + "]",
                    "q": "![" + ", ".join(map(str, b.labels[j])) + "]"}

        return xor_law_check(name, a, b, lean, scope, combine=combine,
                             issue="g (p, q) = gV p ^^^ gE q")

    return check


def kayles_nim_checker(combine=lambda x, y: x ^ y):
    """Check of `kaylesFixturePlusNim_grundy`: fixture subsets plus a heap of at most `bound`."""

    def check(bound=None) -> Verdict:
        from .kayles import fixture_graph, lean_finset
        from .nim import nim_heap_game
        bound = 15 if bound is None else bound
        graph = fixture_graph()
        a, b = kayles_game(graph), nim_heap_game(bound)
        return xor_law_check(
            "kaylesFixturePlusNim_grundy", a, b,
            lambda i, j: {"S": lean_finset(graph, i), "n": str(j)},
            f"every fixture subset with a heap of at most {bound}", combine=combine,
            issue="g (S, n) = gK S ^^^ n")

    return check


def _register_statements() -> None:
    register(Claim("spragueGrundy_sumLaw", game="sums", shape="law",
                   check=general_law_checker(), default_bound=GENERAL_LAW_MAX_POSITIONS,
                   max_bound=GENERAL_LAW_MAX_POSITIONS, bound_meaning="positions per game",
                   summary="g(P + Q) = g(P) xor g(Q), every pair of games on ≤ 4 positions",
                   literature="proved", lean_hash="f067d1945bc9e0a7"))
    register(Claim("cubeFaceNim_sixHeaps", game="sums", shape="law",
                   check=cube_face_checker(), default_bound=3, max_bound=5,
                   bound_meaning="every face ≤ N; Python sums of six heaps, N = 4 takes 3 s",
                   summary="face Nim on the cube is six-heap Nim: value = XOR of the faces",
                   literature="proved", lean_hash="4b7978931d7c0a3c"))
    register(Claim("cubeVertexPlusEdge_grundy", game="sums", shape="law",
                   check=cube_sum_checker(), default_bound=1, max_bound=2,
                   bound_meaning="every face of both cubes ≤ N",
                   summary="vertex cube + edge cube: value = XOR of the two",
                   literature="proved", lean_hash="c168cdcd6a80983b"))
    register(Claim("kaylesFixturePlusNim_grundy", game="sums", shape="law",
                   check=kayles_nim_checker(), default_bound=15, max_bound=511,
                   bound_meaning="heap ≤ N; Python sums, N = 255 takes 4 s",
                   summary="Node Kayles on the fixture + a Nim heap: value = g(S) xor n",
                   literature="proved", lean_hash="edf164d396fbbfd4"))


_register_statements()
