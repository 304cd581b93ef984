"""Drift detection: mirrors match lean/, and any edit to a Lean statement is caught."""
import shutil

import pytest

from pychecks.claims import all_claims
from pychecks.errors import BadInput
from pychecks.lean.claims.drift import FROM_LEAN, LEAN_ROOT, drift_report
from pychecks.lean.read.decls import parse_lean


def test_no_stale_or_unmirrored_statement():
    report = drift_report(all_claims())
    assert report.problems() == []
    assert report.mirror_status["nimTwoHeaps_losing"] == "mirrored"


def test_cube_statements_are_read_from_lean_and_cannot_go_stale(tmp_path):
    """The cube's claims come from the Lean text itself (the front end): no hash to compare."""
    report = drift_report(all_claims())
    cube = [n for n, s in report.mirror_status.items() if s == FROM_LEAN]
    assert len(cube) == 12 and "cubeRotationNim_pPositions" in cube
    copy = tmp_path / "lean"
    shutil.copytree(LEAN_ROOT, copy)
    path = copy / "PychecksStatements" / "Cube.lean"
    path.write_text(path.read_text().replace("p 1 + p 4 = p 2 + p 5}", "p 1 + p 4 = p 2 + p 4}", 1))
    assert drift_report(all_claims(), root=copy).problems() == []


def test_one_character_edit_makes_the_mirror_stale(tmp_path):
    copy = tmp_path / "lean"
    shutil.copytree(LEAN_ROOT, copy)
    sums = copy / "PychecksStatements" / "SpragueGrundy.lean"
    text = sums.read_text()
    assert "g (m, n) = 0 ↔ m = n" in text
    sums.write_text(text.replace("g (m, n) = 0 ↔ m = n", "g (m, n) = 0 ↔ m ≤ n", 1))
    problems = drift_report(all_claims(), root=copy).problems()
    assert any(p.startswith("nimTwoHeaps_losing: Lean statement changed") for p in problems)


def test_whitespace_and_comments_do_not_count(tmp_path):
    copy = tmp_path / "lean"
    shutil.copytree(LEAN_ROOT, copy)
    cube = copy / "PychecksStatements" / "Cube.lean"
    text = cube.read_text()
    text = text.replace("CubeVertexMove p q → q ∉ P)",
                        "CubeVertexMove  p q →\n    -- a note\n      q ∉ P)")
    cube.write_text(text)
    assert drift_report(all_claims(), root=copy).problems() == []


def test_unmirrored_statement_is_reported(tmp_path):
    copy = tmp_path / "lean"
    shutil.copytree(LEAN_ROOT, copy)
    extra = copy / "PychecksStatements" / "Extra.lean"
    extra.write_text("theorem_wanted brandNew (n : Nat) : n + 0 = n\n")
    problems = drift_report(all_claims(), root=copy).problems()
    assert any("brandNew: Lean statement has no Python mirror" in p for p in problems)


@pytest.mark.parametrize("src,message", [
    ("theorem_wanted foo : (1 = 1\n", "X.lean:1: '(' is never closed"),
    ("def f := 1\n\ntheorem_wanted bar : 1 = 1)\n", "X.lean:3: unbalanced ')'"),
    ("theorem_wanted baz : 1 = 1 ∧\n", "cut short"),
    ("theorem_wanted qux\n", "cut short"),
    ("/- open comment\ntheorem_wanted a : True\n", "X.lean:1: comment opened here is never closed"),
])
def test_malformed_lean_names_file_and_line(src, message):
    with pytest.raises(BadInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_lean(src, "X.lean")


def test_theorem_hash_ignores_the_proof():
    a = parse_lean("theorem t : 1 = 1 := rfl\n")[0]
    b = parse_lean("theorem t : 1 = 1 := by\n  decide\n")[0]
    assert a.hash == b.hash
