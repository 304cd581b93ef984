"""Issue 12: every fixture lexes as Lean reads it. The emitted `(cubeBox 1.zip …)` was three
errors, because Lean's number lexer takes `1.` as a decimal; a tokenizer that follows Lean's
rules (`tests/lean/lean_lexer.py`) runs over every committed fixture and over a fixture of every
emittable statement at `--bound 1`, built-in and from every example claims file."""
from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.lean.verify.book_reader import is_book, recheck_book
from pychecks.lean.verify.fixture_reader import recheck as recheck_text
from tests.lean.lean_lexer import LexError, fixture_problems, tokenize

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = sorted((ROOT / "lean" / "Fixtures").glob("*.lean")) + [ROOT / "lean" / "Fixtures.lean"]
CLAIMS_FILES = sorted((ROOT / "examples" / "claims").glob("*.py"))


def kinds(text):
    return [(t.kind, t.text) for t in tokenize(text)]


def test_the_lexer_reads_numerals_as_lean_does():
    assert kinds("cubeBox 1.zip") == [("ident", "cubeBox"), ("scientific", "1."),
                                      ("ident", "zip")]
    assert kinds("1.5 2e3 7") == [("scientific", "1.5"), ("scientific", "2e3"), ("num", "7")]
    assert kinds("0x1f 0xAB") == [("hex", "0x1f"), ("hex", "0xAB")]
    assert kinds("p.getD 0 0") == [("ident", "p.getD"), ("num", "0"), ("num", "0")]
    assert kinds("eqB e.1 p") == [("ident", "eqB"), ("ident", "e"), ("symbol", "."),
                                  ("num", "1"), ("ident", "p")]
    assert kinds("(box 5 2).map") == [("symbol", "("), ("ident", "box"), ("num", "5"),
                                      ("num", "2"), ("symbol", ")"), ("symbol", "."),
                                      ("ident", "map")]
    with pytest.raises(LexError):
        tokenize("0x")


def test_the_issues_fault_is_caught():
    bad = "theorem t :\n    ((cubeBox 1.zip options_all).all (fun (p, os) => true)) = true"
    assert fixture_problems(bad) == ["line 2: '1.' is a decimal literal (a numeral ran into "
                                     "'.', 'e' or 'E')"]
    assert fixture_problems("x ((cubeBox 1).zip options_all)") == []
    assert fixture_problems("f (g x) .zip") != []  # a '.' after a space is no field access


@pytest.mark.parametrize("path", COMMITTED, ids=[p.name for p in COMMITTED])
def test_every_committed_fixture_lexes(path):
    assert fixture_problems(path.read_text(encoding="utf-8")) == []


@pytest.fixture(scope="module")
def bound_one(tmp_path_factory):
    """Every emittable statement emitted at --bound 1: the built-in ones, and each example
    claims file (which bring families of 1, 3, 4 and 5 heaps and their own checkers)."""
    out = tmp_path_factory.mktemp("bound1")
    # --all is every registered statement: 1 when another test registered a false one.
    assert main(["emit", "--all", "--bound", "1", "--out", str(out / "Builtin")]) in (0, 1)
    for n, f in enumerate(CLAIMS_FILES):
        code = main(["emit", str(f), "--bound", "1", "--out", str(out / f"Claims{n}")])
        assert code in (0, 1)  # 1: a deliberately wrong statement got its counterexample file
    return sorted(out.rglob("*.lean"))


def test_fixtures_at_bound_one_exist_for_every_family(bound_one):
    names = {p.name for p in bound_one}
    assert {"CubeVertexOptionsIff.lean", "CubeRotationOptionsIff.lean",
            "CubeEdgeOptionsIff.lean", "CubeFaceOptionsIff.lean"} <= names
    assert "MyOppositePairNimPPositions.lean" in names  # its own oppositePairMoveB checker
    assert len(bound_one) >= 40


def test_every_fixture_at_bound_one_lexes_and_rechecks(bound_one):
    for path in bound_one:
        text = path.read_text(encoding="utf-8")
        assert fixture_problems(text) == [], path.name
        if path.parent.name.startswith(("Builtin", "Claims")):
            recheck = recheck_book if is_book(text) else recheck_text  # Grundy books: their reader
            assert recheck(text) == [], path.name
