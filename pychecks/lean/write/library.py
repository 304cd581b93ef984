"""The full Lean names of pychecks' own library (`lean/Pychecks/*.lean`), as fixtures print them.

A fixture opens no namespace: `open Pychecks.Cube` beside a user's module would make a user
relation named `VertexMove` (checker `vertexMoveB`) ambiguous with `Pychecks.Cube.vertexMoveB`,
and a name of the fixture's own namespace's parents (`Pychecks.groupMoveB`) is found before any
opened one, so a user checker `groupMoveB` would silently lose to the library's. Every library
name is therefore printed in full (`Pychecks.Cube.vertexMoveB`, `Pychecks.below`), and every
checker of a user's relation by its checker module's full name. `tests/lean/test_library_names.py`
compares this table with the `def`s of `lean/Pychecks/`.
"""
from __future__ import annotations

#: Each library definition a fixture may name, by its last component, and its namespace.
NAMESPACE = {
    **{n: "Pychecks" for n in (
        "upTo", "bindL", "leB", "eqB", "memB", "agreeOutside", "loseAtMostOneB", "below",
        "box", "groupMoveB", "slowGroupMoveB", "bitB", "entry", "mexFrom", "mexB", "bookOkB",
        "allFrom", "countIs", "countsAre", "beqB", "clearBits", "kaylesOptionsFrom",
        "kaylesOptions", "lowerBy", "nimOptionsFrom", "nimOptions", "sumOptions", "chooseB",
        "colexRankFrom", "colexRank", "colexUnrankFrom", "colexUnrank", "welterSlides",
        "welterOptionsFrom", "welterOptions", "welterOkB", "squaresFrom", "xorAll", "oddB",
        "trieCorrection", "welterValueB", "topBitFrom", "welterWinsB", "shortcutExactB")},
    **{n: "Pychecks.Cube" for n in (
        "belts", "vertices", "edges", "faces", "removesB", "rotationMoveB", "vertexMoveB",
        "edgeMoveB", "faceMoveB", "slowRotationMoveB", "slowVertexMoveB", "slowEdgeMoveB",
        "slowFaceMoveB", "rotationOptions", "vertexOptions", "edgeOptions", "faceOptions",
        "slowRotationOptions", "slowVertexOptions", "slowEdgeOptions", "slowFaceOptions",
        "cubeBox")},
}


def full(name: str) -> str:
    """`vertexMoveB` -> `Pychecks.Cube.vertexMoveB`: a library definition's full Lean name
    (KeyError for a name the library does not define, so a typo cannot print a bare name)."""
    return f"{NAMESPACE[name]}.{name}"
