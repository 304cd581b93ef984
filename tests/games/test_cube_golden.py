"""The cube through the heap engine says exactly what the six-face engine said: every verdict of
the 12 statements and the 24 mutants (status, scope, counts, parts, counterexamples, reasons) and
every z3 result, against the golden file written by the six-face engine (commit 00ae164). The
committed fixtures are compared byte for byte by tests/lean/test_emit.py."""
import json
from pathlib import Path

import pytest

from tests.data.golden.cube_summary import summary

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "cube_summary.json"


@pytest.mark.slow
def test_cube_verdicts_and_z3_results_are_the_six_face_engines():
    got = json.loads(json.dumps(summary(), ensure_ascii=False, sort_keys=True))
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    for section in ("statements", "mutants", "z3"):
        assert got[section].keys() == want[section].keys(), section
        for name in want[section]:
            assert got[section][name] == want[section][name], f"{section}: {name}"
