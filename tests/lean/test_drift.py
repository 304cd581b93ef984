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
    ("theorem_wanted foo : (1 = 1\n", "X.lean:1:22: '(' is never closed"),
    ("def f := 1\n\ntheorem_wanted bar : 1 = 1)\n", "X.lean:3:27: ')' closes nothing"),
    ("theorem_wanted baz : 1 = 1 ∧\n", "X.lean:1:28: theorem_wanted baz: the declaration ends"),
    ("theorem_wanted qux\n", "X.lean:1:16: theorem_wanted qux: the declaration ends"),
    ("/- open comment\ntheorem_wanted a : True\n", "X.lean:1:1: comment opened here is never closed"),
    ("def f := 1\n\ntheorem t : 1 = 1\n", "X.lean:3:1: theorem t has no proof"),
])
def test_malformed_lean_names_file_and_line(src, message):
    with pytest.raises(BadInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_lean(src, "X.lean")


def test_theorem_hash_ignores_the_proof():
    a = parse_lean("theorem t : 1 = 1 := rfl\n")[0]
    b = parse_lean("theorem t : 1 = 1 := by\n  decide\n")[0]
    assert a.hash == b.hash


def test_the_hash_follows_tokens_not_layout():
    """Indentation, line breaks and comments are no drift; a changed, glued or split token is."""
    def h(src):
        (d,) = parse_lean(src)
        return d.hash
    base = h("theorem_wanted t (n : Nat) : n + 0 = n\n")
    assert h("theorem_wanted t (n : Nat) :\n    -- a note\n    n + 0 /- x -/ = n\n") == base
    assert h("/-- A doc. -/\ntheorem_wanted t (n : Nat) : n + 0 = n\n") == base
    assert h("theorem_wanted t (n : Nat) : n + 1 = n\n") != base
    assert h("theorem_wanted t (n : Nat) : n+0 = n\n") != base
    assert h("public theorem_wanted t (n : Nat) : n + 0 = n\n") != base


def test_a_layout_ended_let_hashes_as_written():
    """Re-indenting a `let` block is no drift; the lexer's virtual `;` is not text (the
    recorded hashes are those of the text)."""
    a = parse_lean("theorem_wanted t :\n    let P : Nat := 3\n    P = 3\n")[0]
    b = parse_lean("theorem_wanted t :\n  let P : Nat := 3\n  P = 3\n")[0]
    c = parse_lean("theorem_wanted t : let P : Nat := 3; P = 3\n")[0]
    assert a.hash == b.hash != c.hash
    assert a.text == "theorem_wanted t : let P : Nat := 3 P = 3"


def test_a_definition_hashes_its_tails():
    """`termination_by` and `decreasing_by` belong to the definition, even at column 1."""
    src = "def f (n : Nat) : Nat := n\ntermination_by n\n"
    assert parse_lean(src)[0].hash != parse_lean(src.replace("by n", "by n + 0"))[0].hash


def test_claims_of_a_file_hash_a_theorem_without_proof_and_refuse_unreadable_text(tmp_path):
    """`claims_from_file` hashes from the front end's own parse: a `theorem` without a proof
    (Lean's to reject) still gets its hash; text the parser cannot read is one BadInput, never
    a claim without a hash."""
    from pychecks.lean.claims.catalogue import claims_from_file
    ok = tmp_path / "Ok.lean"
    ok.write_text("theorem t (n : Nat) : n + 0 = n\n")
    (claim,) = claims_from_file(ok)
    assert claim.lean_hash == parse_lean("theorem t (n : Nat) : n + 0 = n := rfl\n")[0].hash
    bad = tmp_path / "Bad.lean"
    bad.write_text("theorem_wanted t (n : Nat) : (n + 0 = n\n")
    with pytest.raises(BadInput, match="Bad.lean:1:"):
        claims_from_file(bad)


def test_decls_command_line(tmp_path, capsys):
    from pychecks.lean.read.decls import main
    good = tmp_path / "G.lean"
    good.write_text("theorem_wanted t (n : Nat) : n + 0 = n\n")
    assert main([str(good)]) == 0
    assert capsys.readouterr().out.split()[:3] == ["theorem_wanted", "t", parse_lean(
        good.read_text())[0].hash]
    bad = tmp_path / "B.lean"
    bad.write_text("theorem_wanted t : (1 = 1\n")
    assert main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "B.lean:1:" in err
