"""Claims for the bridge statements of `lean/PychecksStatements/CubeBridge.lean`.

Each bridge says a Lean Bool checker (`lean/Pychecks/Cube.lean`, run by `decide` in generated
fixtures) agrees with the Prop definition it stands for. Until it is proved in Lean, pychecks
checks it on the box `{p | ∀ k, p k ≤ N}`: the Python port of the checker
(`pychecks/lean/bool_ports.py`, line by line the Lean) against the Python mirror of the definition
(`pychecks/games/cube.py`), on every pair `(p, q)` of the box, or for the option enumerators on
every `p` of the box. The first disagreement, in lexicographic order, is the counterexample.

Why the option enumerators need only `q ≤ p`: every move definition has `q ≤ p` as a conjunct,
so `∃ q, l = List.ofFn q ∧ Move p q` can only hold for `q ≤ p`; each list the port returns is
checked against the mirror directly, whatever it is.
"""
from __future__ import annotations

import itertools
import time
from typing import Callable

from ...registry import Claim, register
from ...errors import TooLarge, memory_limit_bytes
from ...games.cube import (cube_edge_move, cube_face_move, cube_rotation_move, cube_vertex_move,
                          slow)
from ...progress import Progress
from ...verdict import Counterexample, Status, Verdict, lean_vector
from ..ports import checkers as B

#: Pairs (p, q) with every face ≤ 1: 4,096 pairs, a tenth of a second per family. N = 2 (531k
#: pairs, up to half a minute per family) is the most a check may ask for; the tests run it.
DEFAULT_BOUND = 1
MAX_BOUND = 2

#: Rough bytes per position held in a Python list of 6 small ints (list header + pointers).
_BYTES_PER_POSITION = 120


def _lean_list(values) -> str:
    """A `List ℕ` in Lean syntax: [1, 0, 2]."""
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def _box(bound: int):
    """The box in lexicographic order, as tuples (the same order as the port's `box`)."""
    return itertools.product(range(bound + 1), repeat=6)


def check_move_bridge(name: str, lean_checker: str, lean_prop: str, port: Callable,
                      mirror: Callable, bound: int) -> Verdict:
    """`{lean_checker} (List.ofFn p) (List.ofFn q) = true ↔ {lean_prop}` on every pair of the box.

    FAILS with the lexicographically first pair on which port and mirror disagree.
    """
    start = time.perf_counter()
    positions = list(_box(bound))
    total = len(positions) ** 2
    examined = 0
    issue = f"{lean_checker} (List.ofFn p) (List.ofFn q) = true ↔ {lean_prop}"
    with Progress(f"{name} N={bound}") as progress:
        for p in positions:
            lp = list(p)
            for q in positions:
                examined += 1
                got = bool(port(lp, list(q)))
                want = bool(mirror(p, q))
                if got != want:
                    cex = Counterexample(
                        bindings={"p": lean_vector(p), "q": lean_vector(q)},
                        issue=issue,
                        breakdown=[f"{lean_checker} (List.ofFn p) (List.ofFn q) = "
                                   f"{str(got).lower()}  (Python port of the Lean checker)",
                                   f"{lean_prop} is {want}  (Python mirror of the definition)"],
                        data={"p": list(p), "q": list(q), "port": got, "mirror": want})
                    return Verdict(claim=name, status=Status.FAILS, backend="enumerate",
                                   scope=f"N={bound}", examined=examined, counterexample=cex,
                                   seconds=time.perf_counter() - start)
            progress.update(examined, total)
    return Verdict(claim=name, status=Status.HOLDS, backend="enumerate", scope=f"N={bound}",
                   examined=examined, seconds=time.perf_counter() - start)


def check_options_bridge(name: str, lean_options: str, lean_prop: str, port: Callable,
                         mirror: Callable, bound: int) -> Verdict:
    """`l ∈ {lean_options} (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ {lean_prop}` for every p of the box.

    FAILS with the first p (lexicographic) and the first list l on which the two sides differ.
    """
    start = time.perf_counter()
    positions = list(_box(bound))
    examined = 0
    issue = f"l ∈ {lean_options} (List.ofFn p) ↔ ∃ q, l = List.ofFn q ∧ {lean_prop}"
    with Progress(f"{name} N={bound}") as progress:
        for p in positions:
            examined += 1
            listed = {tuple(l) for l in port(list(p))}
            wanted = {q for q in itertools.product(*(range(a + 1) for a in p)) if mirror(p, q)}
            # A listed l that is not a 6-face position, or not a move, is wrong as well.
            wrong = sorted((l for l in listed
                            if l not in wanted and not (len(l) == 6 and mirror(p, l))),
                           key=lambda l: (len(l), l))
            missing = sorted(wanted - listed)
            if wrong or missing:
                l = wrong[0] if wrong else missing[0]
                side = ("is listed, but is not a move" if wrong
                        else "is a move, but is not listed")
                cex = Counterexample(
                    bindings={"p": lean_vector(p), "l": _lean_list(l)},
                    issue=issue,
                    breakdown=[f"l {side}",
                               f"{lean_options} lists {len(listed)} positions, "
                               f"the definition allows {len(wanted)}"],
                    data={"p": list(p), "l": list(l), "listed": l in listed})
                return Verdict(claim=name, status=Status.FAILS, backend="enumerate",
                               scope=f"N={bound}", examined=examined, counterexample=cex,
                               seconds=time.perf_counter() - start)
            progress.update(examined, len(positions))
    return Verdict(claim=name, status=Status.HOLDS, backend="enumerate", scope=f"N={bound}",
                   examined=examined, seconds=time.perf_counter() - start)


def box_bytes(bound: int) -> int:
    """Memory for the port's box and the reference box at this bound."""
    return 2 * (bound + 1) ** 6 * _BYTES_PER_POSITION


def check_box_bridge(name: str, port: Callable, bound: int) -> Verdict:
    """`l ∈ cubeBox N ↔ ∃ p, l = List.ofFn p ∧ ∀ k, p k ≤ N` for N = bound and every list l.

    Both sides are finite sets, so comparing them settles the statement for this N exactly.
    """
    need = box_bytes(bound)
    if need > memory_limit_bytes():
        raise TooLarge(f"{name} at N={bound}", need, memory_limit_bytes())
    start = time.perf_counter()
    listed = {tuple(l) for l in port(bound)}
    wanted = set(_box(bound))
    wrong = sorted(listed - wanted, key=lambda l: (len(l), l))
    missing = sorted(wanted - listed)
    examined = len(wanted) + len(wrong)
    if wrong or missing:
        l = wrong[0] if wrong else missing[0]
        side = "is listed, but is not in the box" if wrong else "is in the box, but is not listed"
        cex = Counterexample(
            bindings={"N": str(bound), "l": _lean_list(l)},
            issue="l ∈ cubeBox N ↔ ∃ p : Fin 6 → ℕ, l = List.ofFn p ∧ ∀ k, p k ≤ N",
            breakdown=[f"l {side}",
                       f"cubeBox N lists {len(listed)} positions, the box has {len(wanted)}"],
            data={"N": bound, "l": list(l), "listed": l in listed})
        return Verdict(claim=name, status=Status.FAILS, backend="enumerate", scope=f"N={bound}",
                       examined=examined, counterexample=cex,
                       seconds=time.perf_counter() - start)
    return Verdict(claim=name, status=Status.HOLDS, backend="enumerate", scope=f"N={bound}",
                   examined=examined, seconds=time.perf_counter() - start)


def _pair_estimate(bound: int) -> int:
    # Pairs are streamed; only the box of positions is held.
    return (bound + 1) ** 6 * _BYTES_PER_POSITION


def _slow_prop(prop: str) -> str:
    return f"{prop} ∧ ∀ k, p k ≤ q k + 1"


#: (Lean name, Lean checker, Lean Prop, port, mirror, lean_hash): one per move bridge.
MOVE_BRIDGES = [
    ("cubeRotationMoveB_iff", "rotationMoveB", "CubeRotationMove p q",
     B.rotation_move_b, cube_rotation_move, "31dc5066a6d84c2a"),
    ("cubeVertexMoveB_iff", "vertexMoveB", "CubeVertexMove p q",
     B.vertex_move_b, cube_vertex_move, "2a3317493b1fd8ae"),
    ("cubeEdgeMoveB_iff", "edgeMoveB", "CubeEdgeMove p q",
     B.edge_move_b, cube_edge_move, "ad28de757c894887"),
    ("cubeFaceMoveB_iff", "faceMoveB", "CubeFaceMove p q",
     B.face_move_b, cube_face_move, "f248d704da7f7bd2"),
    ("slowCubeRotationMoveB_iff", "slowRotationMoveB", _slow_prop("CubeRotationMove p q"),
     B.slow_rotation_move_b, slow(cube_rotation_move), "f840d4da2a6e1045"),
    ("slowCubeVertexMoveB_iff", "slowVertexMoveB", _slow_prop("CubeVertexMove p q"),
     B.slow_vertex_move_b, slow(cube_vertex_move), "1f65fdc4da851a15"),
    ("slowCubeEdgeMoveB_iff", "slowEdgeMoveB", _slow_prop("CubeEdgeMove p q"),
     B.slow_edge_move_b, slow(cube_edge_move), "7c25fc1d1ede3189"),
    ("slowCubeFaceMoveB_iff", "slowFaceMoveB", _slow_prop("CubeFaceMove p q"),
     B.slow_face_move_b, slow(cube_face_move), "ba709211bed9f8ec"),
]

#: (Lean name, Lean enumerator, Lean Prop, port, mirror, lean_hash): one per options bridge.
OPTIONS_BRIDGES = [
    ("cubeRotationOptions_iff", "rotationOptions", "CubeRotationMove p q",
     B.rotation_options, cube_rotation_move, "435a30c4199c799f"),
    ("cubeVertexOptions_iff", "vertexOptions", "CubeVertexMove p q",
     B.vertex_options, cube_vertex_move, "fc534e9b71619398"),
    ("cubeEdgeOptions_iff", "edgeOptions", "CubeEdgeMove p q",
     B.edge_options, cube_edge_move, "b22d6850ec318fd2"),
    ("cubeFaceOptions_iff", "faceOptions", "CubeFaceMove p q",
     B.face_options, cube_face_move, "288206057b65216a"),
]

BOX_BRIDGE_HASH = "7d09e186e52cea19"


def _register_all() -> None:
    for name, checker, prop, port, mirror, lean_hash in MOVE_BRIDGES:
        register(Claim(
            name=name, game="cube", shape="bridge", literature="conjecture",
            check=(lambda bound, name=name, checker=checker, prop=prop, port=port, mirror=mirror:
                   check_move_bridge(name, checker, prop, port, mirror, bound)),
            default_bound=DEFAULT_BOUND, max_bound=MAX_BOUND, lean_hash=lean_hash,
            bound_meaning="every face of p and q ≤ N", estimate_bytes=_pair_estimate,
            summary=f"Lean checker {checker} = {prop.split(' p q')[0]}"))
    for name, options, prop, port, mirror, lean_hash in OPTIONS_BRIDGES:
        register(Claim(
            name=name, game="cube", shape="bridge", literature="conjecture",
            check=(lambda bound, name=name, options=options, prop=prop, port=port, mirror=mirror:
                   check_options_bridge(name, options, prop, port, mirror, bound)),
            default_bound=DEFAULT_BOUND, max_bound=MAX_BOUND, lean_hash=lean_hash,
            bound_meaning="every face of p ≤ N", estimate_bytes=_pair_estimate,
            summary=f"Lean enumerator {options} lists exactly the moves"))
    register(Claim(
        name="cubeBox_iff", game="cube", shape="bridge", literature="conjecture",
        check=lambda bound: check_box_bridge("cubeBox_iff", B.cube_box, bound),
        default_bound=DEFAULT_BOUND, max_bound=MAX_BOUND, lean_hash=BOX_BRIDGE_HASH,
        bound_meaning="the box N itself", estimate_bytes=box_bytes,
        summary="Lean cubeBox N lists exactly the box"))


_register_all()
