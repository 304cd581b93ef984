"""The writer's table of full library names (`pychecks.lean.write.library`) against the `def`s of
`lean/Pychecks/*.lean`, read with the front end's parser: every name a fixture prints in full
exists there under that namespace, and every library definition is in the table."""
from __future__ import annotations

from pathlib import Path

import pytest

from pychecks.lean.read.parser import parse_text
from pychecks.lean.write import library as LIB

LIBRARY = Path(__file__).resolve().parents[2] / "lean" / "Pychecks"


def _defined() -> dict[str, str]:
    out = {}
    for path in sorted(LIBRARY.glob("*.lean")):
        lean = parse_text(path.read_text(encoding="utf-8"), str(path))
        namespace = None
        for cmd in lean.commands:
            if cmd.keyword == "namespace":
                namespace = str(cmd.tokens[1])
            elif cmd.decl is not None and cmd.decl.keyword == "def" and cmd.decl.name:
                out[cmd.decl.name] = namespace
    return out


def test_table_is_the_library():
    assert _defined() == LIB.NAMESPACE


def test_full_names_and_refusal():
    assert LIB.full("vertexMoveB") == "Pychecks.Cube.vertexMoveB"
    assert LIB.full("below") == "Pychecks.below"
    with pytest.raises(KeyError):
        LIB.full("VertexMove")
