"""The Lean fixture emitter: golden files, parse-back re-checks with the mirrors, determinism,
refusal to overwrite foreign files, atomic writes, counterexample fixtures from a claims file.

Golden files are small (N=1); regenerate them with PYCHECKS_UPDATE_GOLDEN=1 after an intended
change of format, and read the diff. The parse-back reader (`pychecks.lean.verify.fixture_reader`)
parses the Lean text on its own, so these tests do not trust the emitter's data structures.
"""
from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from pychecks import expr as E
from pychecks.claims import find_claim
from pychecks.cli import main
from pychecks.lean.write import emit as EM
from pychecks.lean.write import files as LF
from pychecks.lean.verify.book_reader import is_book
from pychecks.lean.verify.fixture_reader import read_fixture, recheck, recheck_file

GOLDEN = Path(__file__).parent / "golden"
COMMITTED = LF.DEFAULT_OUT

#: (statement, bound): one of each shape, at N=1 so the golden files stay readable.
GOLDEN_CASES = [("cubeVertexNim_pPositions", 1), ("slowCubeFaceNim_pPositions", 1),
                ("cubeFaceNim_misere_pPositions", 1), ("cubeRotationMove_examples", 1),
                ("cubeVertexOptions_iff", 1), ("cubeBox_iff", 1), ("cubeEdgeMoveB_iff", 1)]


def _golden_text(name: str, bound: int) -> str:
    claim = find_claim(name)
    return EM.build_fixture(claim, bound, f"pychecks emit {name} --bound {bound}").text


@pytest.mark.parametrize("name,bound", GOLDEN_CASES)
def test_golden(name, bound):
    text = _golden_text(name, bound)
    path = GOLDEN / f"{LF.module_name(name)}.lean"
    if os.environ.get("PYCHECKS_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    assert recheck(text) == []


def test_printer_follows_cube_lean_conventions():
    p = E.FACES
    assert E.to_lean_bool(E.Eq(p[0], p[3])) == "(Nat.beq (p.getD 0 0) (p.getD 3 0))"
    assert E.to_lean_bool(E.Ne(p[0], 1)) == "(!(Nat.beq (p.getD 0 0) 1))"
    assert "==" not in E.to_lean_bool(find_claim("cubeEdgeNim_pPositions").statement.P)


CUBE_FIXTURES = sorted(p for p in COMMITTED.glob("*.lean") if not is_book(p.read_text()))


@pytest.mark.parametrize("path", CUBE_FIXTURES, ids=lambda p: p.name)
def test_committed_fixture_rechecks_and_is_up_to_date(path):
    """(Grundy books have their own reader and test: tests/lean/test_books.py.)"""
    """Every committed fixture re-checks with the mirrors, and regenerating gives its bytes."""
    assert recheck_file(path) == []
    fx = read_fixture(path.read_text(encoding="utf-8"))
    claim = find_claim(fx.statement)
    assert fx.bound == EM.default_bound(claim)
    text = EM.build_fixture(claim, fx.bound, f"pychecks emit {claim.name} --bound {fx.bound}").text
    assert text.encode() == path.read_bytes(), f"{path.name} is stale: run `pychecks emit --all`"


def test_committed_root_imports_every_fixture():
    assert (COMMITTED.parent / "Fixtures.lean").read_text() == LF.root_text(COMMITTED)
    modules = {p.stem for p in COMMITTED.glob("*.lean")}
    assert len(CUBE_FIXTURES) == 25  # 12 cube statements + 13 bridges
    assert len(modules) == 25 + 16  # and 16 Grundy books (tests/lean/test_books.py)


def _mutate(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_reader_says_no():
    """Tampered fixtures are caught: a book row, a table bit, the printed P, an example."""
    kernel = _golden_text("cubeVertexNim_pPositions", 1)
    row = "([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0])"
    assert recheck(_mutate(kernel, row, "([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1])"))
    assert recheck(_mutate(kernel, "(Nat.beq (p.getD 2 0) (p.getD 5 0))", "true"))
    assert recheck(_mutate(kernel, row + ",\n    ", ""))  # a book row removed: coverage fails
    char = _golden_text("cubeFaceNim_misere_pPositions", 1)
    table = read_fixture(char).defs["table"][1]
    flipped = f"0x{int(table, 16) ^ (1 << 5):x}"
    assert recheck(_mutate(char, table, flipped))
    ex = _golden_text("cubeRotationMove_examples", 1)
    assert recheck(_mutate(ex, "rotationMoveB [0, 0, 0, 0, 0, 1] [0, 0, 0, 0, 0, 0]",
                           "rotationMoveB [0, 0, 0, 0, 0, 1] [0, 0, 0, 0, 0, 1]"))
    opts = _golden_text("cubeVertexOptions_iff", 1)
    assert recheck(_mutate(opts, "[0, 1, 2],", "[0, 2],"))


def test_reader_reads_through_the_parser():
    """The fixture is read by the one parser: a layout it did not write (line breaks, redundant
    parentheses) reads the same, a changed witness does not, a proof other than
    `decide +kernel` is a problem, and text the grammar cannot read is a ValueError saying so."""
    ex = _golden_text("cubeRotationMove_examples", 1)
    fact = "Pychecks.Cube.rotationMoveB [0, 0, 0, 0, 0, 1] [0, 0, 0, 0, 0, 0]"
    assert recheck(_mutate(ex, fact, "(Pychecks.Cube.rotationMoveB\n    [0, 0, 0, 0, 0, 1] "
                                     "([0, 0, 0, 0, 0, 0]))")) == []
    assert any("example does not hold" in p for p in
               recheck(_mutate(ex, fact, "Pychecks.Cube.rotationMoveB [0, 0, 0, 0, 0, 1] "
                                         "[0, 0, 0, 0, 0, 1]")))
    assert any("proved `by decide +kernel`" in p for p in
               recheck(_mutate(ex, "decide +kernel", "sorry")))
    with pytest.raises(ValueError, match="grammar cannot read"):
        read_fixture(_mutate(ex, fact, "rotationMoveB [0, 0, 0, 0, 0, 1 [0, 0, 0, 0, 0, 0]"))


def test_the_rechecks_terms_take_precedence_binding_and_types_from_lean():
    """A fixture's terms are elaborated by the one elaborator and run by the interpreter
    (`fixture_reader.Terms`): the grammar's precedence, ℕ's truncating `-`, the ports behind
    the library's names, and a name that is nowhere is an error, not a value."""
    from pychecks.lean.verify.fixture_reader import Terms
    ev = Terms()
    assert ev.value("1 + 2 * 3") == 7 and ev.value("2 ^ 3 ^ 2") == 512
    assert ev.value("7 - 9 + 1") == 1
    assert ev.value("!false && false || true") is True
    assert ev.value("[(5, 3)].all (fun (a, b) => Nat.beq (a ^^^ b) 6)") is True
    assert ev.value("[1, 2, 3].all (fun x => Nat.blt 0 x)") is True
    assert ev.value("p.getD 4 7", {"p": ("List Nat", [1, 2])}) == 7
    assert ev.value("Pychecks.box 2 1") == [[0, 0], [0, 1], [1, 0], [1, 1]]
    assert ev.value("Pychecks.Cube.vertexMoveB [0, 0, 0, 0, 0, 1] [0, 0, 0, 0, 0, 0]") is True
    assert ev.value("Pychecks.Cube.vertexMoveB [0, 0, 0, 0, 0, 0] [0, 0, 0, 0, 0, 1]") is False
    with pytest.raises(ValueError, match="`unknownB` is neither defined"):
        ev.value("unknownB 1")


def test_deterministic(tmp_path):
    args = ["emit", "cubeVertexNim_misere_pPositions", "cubeEdgeMoveB_iff", "--bound", "1",
            "--out", str(tmp_path / "F")]
    assert main(args) == 0
    first = {p.name: p.read_bytes() for p in (tmp_path / "F").glob("*.lean")}
    root = (tmp_path / "F.lean").read_bytes()
    assert main(args) == 0
    assert first == {p.name: p.read_bytes() for p in (tmp_path / "F").glob("*.lean")}
    assert root == (tmp_path / "F.lean").read_bytes()
    assert b"import F.CubeEdgeMoveBIff" in root


def test_refuses_hand_written_file(tmp_path, capsys):
    out = tmp_path / "F"
    out.mkdir()
    mine = out / "CubeBoxIff.lean"
    mine.write_text("-- my own proof\ntheorem x : True := trivial\n")
    assert main(["emit", "cubeBox_iff", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "refusing to overwrite" in err and len(err.strip().splitlines()) == 1
    assert mine.read_text().startswith("-- my own proof")
    assert not (tmp_path / "F.lean").exists()


def test_refuses_hand_written_root(tmp_path):
    (tmp_path / "F.lean").write_text("import Foo\n")
    assert main(["emit", "cubeBox_iff", "--out", str(tmp_path / "F")]) == 2
    assert not (tmp_path / "F" / "CubeBoxIff.lean").exists()


def test_counterexample_fixture_from_claims_file(tmp_path, capsys):
    claims = tmp_path / "wrong_claims.py"
    claims.write_text(textwrap.dedent("""
        from pychecks import expr as E
        from pychecks.games.cube import VERTEX, FACE, MISERE_HYPOTHESES, kernel_claim, \\
            characterisation_claim
        p = E.FACES
        # c = C forgotten: (0,0,0,0,0,1) is in this P and moves to 0, also in it.
        kernel_claim("emitTestWrongVertexP", VERTEX, E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4])))
        # Normal-play answer to a misère question: wrong at 0 (no move, so not in P).
        characterisation_claim("emitTestWrongMisere", FACE, "misere", MISERE_HYPOTHESES,
                               E.Eq(E.xor(*p), 0))
    """))
    out = tmp_path / "F"
    assert main(["emit", str(claims), "--bound", "1", "--out", str(out)]) == 1
    kernel = (out / "EmitTestWrongVertexP.lean").read_text()
    fx = read_fixture(kernel)
    assert fx.examples == ["(inP [0, 0, 0, 0, 0, 1])",
                           "(vertexMoveB [0, 0, 0, 0, 0, 1] [0, 0, 0, 0, 0, 0])",
                           "(inP [0, 0, 0, 0, 0, 0])"]
    assert fx.theorems == {}
    assert recheck(kernel, find_claim("emitTestWrongVertexP")) == []
    misere = (out / "EmitTestWrongMisere.lean").read_text()
    fx = read_fixture(misere)
    assert "(hyp [0, 0, 0, 0, 0, 0])" in fx.examples
    assert not any(n.startswith("closed_form_") for n in fx.theorems)
    assert recheck(misere, find_claim("emitTestWrongMisere")) == []
    assert "FAILS" in capsys.readouterr().out


def test_other_games_are_named_not_skipped_silently(tmp_path, capsys):
    # Node Kayles, Nim, sums and Welter get Grundy books (issue 14); a statement of theirs
    # without a finite instance is named with its reason, and naming it is an error.
    assert main(["emit", "welterRow_injective", "--out", str(tmp_path / "F")]) == 2
    assert "no book for welterRow_injective: a free coin's row runs over every square" in \
        capsys.readouterr().out
    assert not (tmp_path / "F").exists()


def test_bound_too_large_is_one_line(capsys):
    assert main(["emit", "cubeVertexNim_pPositions", "--bound", "4"]) == 2
    assert "fixtures are limited" in capsys.readouterr().err
