"""Books of bounded instances for plain statements (issue 20): `pychecks emit FILE.lean NAME` on
`∀ x, ψ → χ`. A golden file, the parse-back re-check of every instance and counterexample
(`fixture_reader.recheck_plain`, which reads the text and never the writer's data), a failing
statement and a mutant, `Fin k` and `Fin d → ℕ` variables, the bridge stated against the user's
statement in a Lake project and as pychecks' translation outside one, hand-corrupted files, and
the refusal of an oversized book.

Regenerate the golden file with PYCHECKS_UPDATE_GOLDEN=1 after an intended change of format."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pychecks.claims import load_lean_file
from pychecks.cli import main
from pychecks.lean.write import plain_books as PB
from pychecks.lean.write.emit import module_name
from pychecks.lean.verify.fixture_reader import read_fixture, recheck_file, recheck_plain
from tests.lean.lean_lexer import fixture_problems
from tests.lean.test_user_checkers import user_project

ROOT = Path(__file__).resolve().parents[2]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
GOLDEN = Path(__file__).parent / "golden" / "HeapGamesXorEqZero.lean"

#: Core-only plain statements: a position, a mix of the three kinds of variables, a hypothesis
#: bound between two variables, a closed statement, an `if`.
PLAIN = """import PychecksStatements.TheoremWanted

namespace PlainGames

theorem_wanted pos_sum (p : Fin 3 → Nat) (h : p 0 = p 1 + p 2) : p 1 ≤ p 0

theorem_wanted mixed (n : Nat) (i : Fin 3) (p : Fin 2 → Nat) (h : p 0 < n) :
    p 0 + i.val < n + 3

theorem_wanted interleaved (a : Nat) (h : a ≠ 0) (b : Nat) : b < a + b

theorem_wanted closed_fact : 2 + 2 = 4

theorem_wanted ite_le (a b : Nat) : (if a ≤ b then a else b) ≤ a

private theorem_wanted hidden (a : Nat) : a ≤ 2 * a

end PlainGames
"""


def claims_of(path) -> dict:
    return {c.name.split(".")[-1]: c for c in load_lean_file(path)}


def golden_text() -> str:
    claim = claims_of(HEAP_GAMES)["xor_eq_zero"]
    plan = PB.plan(claim, 3)
    return PB.build(claim, plan, claim.check(3), lambda b: "pychecks emit "
                    f"lean/Examples/HeapGames.lean HeapGames.xor_eq_zero --bound {b}").text


#: More plain books pinned byte for byte at N = 2: a counterexample (its `example`s, `!conclB`),
#: `Fin k` binders (`i.val`), and, from PLAIN (no Lake project: the bridge states the
#: translation), binders of all three kinds, `Fin 2 → Nat` among them.
MORE_GOLDEN = ["xor_lt_add", "fin_add_wraps", "mixed"]


def _golden_more_text(name: str, tmp_path) -> str:
    if name == "mixed":
        file = tmp_path / "Plain.lean"
        file.write_text(PLAIN, encoding="utf-8")
        claim = claims_of(file)[name]
    else:
        claim = claims_of(HEAP_GAMES)[name]
    plan = PB.plan(claim, 2)
    return PB.build(claim, plan, claim.check(2), lambda b: f"pychecks emit FILE {name} "
                    f"--bound {b}").text


@pytest.mark.parametrize("name", MORE_GOLDEN)
def test_golden_more(name, tmp_path):
    text = _golden_more_text(name, tmp_path)
    path = GOLDEN.with_name(f"Plain_{name}.lean")
    if os.environ.get("PYCHECKS_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def _mutate(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_golden_small_book():
    text = golden_text()
    if os.environ.get("PYCHECKS_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
    assert recheck_plain(text, claims_of(HEAP_GAMES)["xor_eq_zero"]) == []
    assert fixture_problems(text) == []


def test_heap_games_plain_statements_at_their_default_bounds(tmp_path, capsys):
    """The four plain statements of HeapGames.lean: books for the two that hold (the check's
    box, 4,096 and 5 instances), counterexamples for the two that fail; all re-check, and a
    second run writes the same bytes."""
    out = tmp_path / "F"
    args = ["emit", str(HEAP_GAMES), "xor_eq_zero", "xor_lt_add", "fin_add_wraps",
            "fin_add_noWrap", "--out", str(out)]
    assert main(args) == 1  # two statements FAIL: their counterexamples are written
    table = capsys.readouterr().out
    assert "HeapGamesXorEqZero.lean     HOLDS    63  4,096  16" in table
    assert "HeapGamesFinAddWraps.lean   HOLDS    63  5      1" in table
    claims = claims_of(HEAP_GAMES)
    files = {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))}
    for name, claim in [("HeapGamesXorEqZero", "xor_eq_zero"), ("HeapGamesXorLtAdd", "xor_lt_add"),
                        ("HeapGamesFinAddWraps", "fin_add_wraps"),
                        ("HeapGamesFinAddNoWrap", "fin_add_noWrap")]:
        path = out / f"{name}.lean"
        assert recheck_file(path, claims[claim]) == [], name
        assert fixture_problems(path.read_text(encoding="utf-8")) == [], name
    book = (out / "HeapGamesXorEqZero.lean").read_text(encoding="utf-8")
    assert "import Examples.HeapGames\n" in book
    # the statement restated from its text, never its own (Batteries: private) constant
    assert ("namespace HeapGames.Fixtures.HeapGamesXorEqZero\n\n" in book
            and "def restated (a b : Nat) : Prop :=\n  (∀ (h : a ^^^ b = 0), a = b)\n" in book)
    assert ("theorem_wanted bodyB_iff (a b : Nat) :\n    (Pychecks.Fixtures.HeapGamesXorEqZero.bodyB"
            " [a, b] = true) ↔ restated a b\n") in book
    assert "@HeapGames.xor_eq_zero" not in book
    assert len(read_fixture(book).theorems) == 16
    fails = read_fixture((out / "HeapGamesXorLtAdd.lean").read_text(encoding="utf-8"))
    assert fails.examples == ["(!conclB [0, 0])", "(!bodyB [0, 0])"] and fails.theorems == {}
    fin = (out / "HeapGamesFinAddWraps.lean").read_text(encoding="utf-8")
    assert ("theorem_wanted bodyB_iff (i : Fin 5) :\n    (Pychecks.Fixtures.HeapGamesFinAddWraps"
            ".bodyB [i.val] = true) ↔ restated i\n") in fin
    assert "(Pychecks.allFrom (fun x0 => bodyB [x0]) 0 5) = true" in fin
    wrap = read_fixture((out / "HeapGamesFinAddNoWrap.lean").read_text(encoding="utf-8"))
    assert wrap.examples == ["(!conclB [2])", "(!bodyB [2])"]
    assert main(args) == 1
    assert {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))} == files


@pytest.fixture(scope="module")
def plain_project(tmp_path_factory):
    """A Lake project holding PLAIN, emitted at N = 3 into its `lean/Fixtures`."""
    proj = tmp_path_factory.mktemp("plain")
    shutil.copy(ROOT / "lakefile.lean", proj / "lakefile.lean")
    (proj / "lean" / "PychecksStatements").mkdir(parents=True)
    shutil.copy(ROOT / "lean" / "PychecksStatements" / "TheoremWanted.lean",
                proj / "lean" / "PychecksStatements" / "TheoremWanted.lean")
    (proj / "lean" / "Games").mkdir()
    file = proj / "lean" / "Games" / "Plain.lean"
    file.write_text(PLAIN, encoding="utf-8")
    return file, proj / "lean" / "Fixtures"


def test_positions_fin_and_mixed_variables_in_a_lake_project(plain_project, capsys):
    file, out = plain_project
    assert main(["emit", str(file), "--bound", "3"]) == 0
    printed = capsys.readouterr().out
    # A hypothesis between two variables: `@interleaved a b` is no instance of the body.
    assert ("PlainGames.interleaved: a hypothesis is bound before a variable, so the rest of the "
            "statement's signature is not its body at an instance; its book's bridge states "
            "pychecks' translation of the body") in printed
    claims = claims_of(file)
    texts = {}
    for name in ("pos_sum", "mixed", "interleaved", "closed_fact", "ite_le", "hidden"):
        path = out / f"{module_name('PlainGames.' + name)}.lean"
        texts[name] = path.read_text(encoding="utf-8")
        assert recheck_file(path, claims[name]) == [], name
        assert fixture_problems(texts[name]) == [], name
    assert ("theorem_wanted bodyB_iff (p : Fin 3 → Nat) :\n    (Pychecks.Fixtures.PlainGamesPosSum"
            ".bodyB (List.ofFn p) = true) ↔ restated p\n") in texts["pos_sum"]
    assert "(∀ (h : p 0 = p 1 + p 2), p 1 ≤ p 0)" in texts["pos_sum"]
    assert "import Games.Plain\n" in texts["pos_sum"]
    assert ("theorem_wanted bodyB_iff (n : Nat) (i : Fin 3) (p : Fin 2 → Nat) :\n"
            "    (Pychecks.Fixtures.PlainGamesMixed.bodyB ([n, i.val] ++ List.ofFn p) = true) ↔ "
            "restated n i p\n") in texts["mixed"]
    # 4 values of n, 3 of i, 4 × 4 of p: 192 instances in one chunk
    assert "(Pychecks.allFrom (fun x0 => Pychecks.allFrom (fun x1 => Pychecks.allFrom (fun x2 => Pychecks.allFrom (fun x3 => " \
           "bodyB [x0, x1, x2, x3]) 0 4) 0 4) 0 3) 0 4) = true" in texts["mixed"]
    # (`a ≠ 0`, not `0 < a`: a numeral bound sends the statement to the evaluator, whose
    # range is the guard's, `evaluate/guards.py`)
    assert ("theorem_wanted bodyB_iff (a b : Nat) :\n    (bodyB [a, b] = true) ↔ "
            "((¬(a = 0)) → (b < (a + b)))\n") in texts["interleaved"]
    # in the user's project, the command comes with their module, not from this repository
    assert "import Games.Plain\n" in texts["interleaved"]
    assert "import PychecksStatements" not in texts["interleaved"]
    assert ("def restated : Prop :=\n  (2 + 2 = 4)\n" in texts["closed_fact"]
            and "(Pychecks.Fixtures.PlainGamesClosedFact.bodyB [0] = true) ↔ restated\n"
            in texts["closed_fact"])
    assert "(if (Nat.ble (p.getD 0 0) (p.getD 1 0)) then" in texts["ite_le"]
    # a private statement is restated like any other: its text is all the fixture needs
    assert "def restated (a : Nat) : Prop :=\n  (a ≤ 2 * a)\n" in texts["hidden"]


def test_a_bridge_stated_wrong_is_caught(plain_project):
    file, out = plain_project
    claims = claims_of(file)
    text = (out / "PlainGamesInterleaved.lean").read_text(encoding="utf-8")
    assert recheck_plain(_mutate(text, "((¬(a = 0)) → (b < (a + b)))", "((¬(a = 0)) → (b ≤ a))"),
                         claims["interleaved"])
    mixed = (out / "PlainGamesMixed.lean").read_text(encoding="utf-8")
    assert recheck_plain(_mutate(mixed, "[n, i.val] ++ List.ofFn p", "List.ofFn p ++ [n, i.val]"),
                         claims["mixed"])
    assert recheck_plain(_mutate(mixed, "restated n i p\n", "restated n p i\n"), claims["mixed"])
    assert recheck_plain(_mutate(mixed, "p 0 + i.val < n + 3", "p 0 + i.val < n + 4"),
                         claims["mixed"])
    assert recheck_plain(_mutate(mixed, "(i : Fin 3)", "(i : Fin 4)"), claims["mixed"])


def test_hand_corrupted_books_are_rejected():
    claim = claims_of(HEAP_GAMES)["xor_eq_zero"]
    text = golden_text()
    corrupted = {
        "an instance dropped": _mutate(text, "0 4) 0 4) = true", "0 4) 0 3) = true"),
        "variables swapped": _mutate(text, "bodyB [x0, x1]", "bodyB [x1, x0]"),
        "a checker printed wrong": _mutate(text, "(Nat.beq (p.getD 0 0) (p.getD 1 0))",
                                           "(Nat.ble (p.getD 0 0) (p.getD 1 0))"),
        "the body replaced by true": _mutate(text, "  !hypB p || conclB p\n", "  true\n"),
        "another bound in the header": _mutate(text, "-- bound: 3\n", "-- bound: 4\n"),
        "no maxHeartbeats": _mutate(text, "set_option maxHeartbeats 200000 in\ntheorem", "theorem"),
        "the restatement of another statement": _mutate(text, "(∀ (h : a ^^^ b = 0), a = b)",
                                                        "(a ^^^ b < a + b)"),
        "the bridge at other variables": _mutate(text, "↔ restated a b\n", "↔ restated b a\n"),
        "a name the reader does not know": _mutate(text, "(Nat.beq ((p.getD 0 0) ^^^",
                                                   "(Nat.bex ((p.getD 0 0) ^^^"),
        "a bridge that does not parse": _mutate(text, "bodyB [a, b] = true) ↔", "bodyB [a, b] ↔"),
    }
    for what, bad in corrupted.items():
        assert recheck_plain(bad, claim) != [], what


def test_a_failing_statement_and_a_mutant_give_counterexamples(tmp_path, capsys):
    """The mutant: `xor_eq_zero` with `a ^^^ b = 1` for its hypothesis, in a Lake project; its
    fixture states the smallest counterexample, and a counterexample moved elsewhere, or not the
    smallest, is rejected."""
    file = user_project(tmp_path)
    text = file.read_text(encoding="utf-8")
    file.write_text(_mutate(text, "(h : a ^^^ b = 0) : a = b", "(h : a ^^^ b = 1) : a = b"),
                    encoding="utf-8")
    out = tmp_path / "F"
    assert main(["emit", str(file), "xor_eq_zero", "--bound", "7", "--out", str(out)]) == 1
    assert "FAILS    7  0     3" in capsys.readouterr().out
    claim = claims_of(file)["xor_eq_zero"]
    fixture = (out / "HeapGamesXorEqZero.lean").read_text(encoding="utf-8")
    assert read_fixture(fixture).examples == ["(hypB [0, 1])", "(!conclB [0, 1])",
                                              "(!bodyB [0, 1])"]
    assert recheck_plain(fixture, claim) == []
    assert "refutes `HeapGames.xor_eq_zero`" in fixture
    moved = fixture.replace("[0, 1]", "[1, 0]")  # also a counterexample, but not the smallest
    assert recheck_plain(moved, claim) == ["[1, 0] is not the smallest counterexample of the box"]
    assert recheck_plain(fixture.replace("[0, 1]", "[1, 1]"), claim) != []
    assert recheck_plain(_mutate(fixture, "(hypB [0, 1])", "(hypB [0, 2])"), claim) != []


def test_outside_a_lake_project_the_bridge_states_the_translation(tmp_path, capsys):
    lone = tmp_path / "HeapGames.lean"
    shutil.copy(HEAP_GAMES, lone)
    out = tmp_path / "F"
    assert main(["emit", str(lone), "xor_eq_zero", "--bound", "3", "--out", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith(f"{lone}: not in a Lake project")
    text = (out / "HeapGamesXorEqZero.lean").read_text(encoding="utf-8")
    assert "import PychecksStatements.TheoremWanted\n" in text
    assert "It checks pychecks' translation of the statement only" in text
    assert "(bodyB [a, b] = true) ↔ (((a ^^^ b) = 0) → (a = b))\n" in text
    claim = claims_of(lone)["xor_eq_zero"]
    assert recheck_plain(text, claim) == []
    wrong = _mutate(text, "→ (a = b))", "→ (a ≤ b))")  # true on the box, but not the statement
    assert recheck_plain(wrong, claim)


def test_default_bound_caps_the_book_and_an_oversized_one_is_refused(tmp_path, capsys):
    claim = claims_of(ROOT / "tests" / "data" / "lean" / "XorStatements.lean")["xor_three_le"]
    assert claim.default_bound == 63 and PB.default_bound(claim) == 15  # 16^3 = 4,096 instances
    out = tmp_path / "F"
    assert main(["emit", str(ROOT / "tests/data/lean/XorStatements.lean"), "xor_three_le",
                 "--bound", "63", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["pychecks: error: XorStatements.xor_three_le: its book at N=63 (a ≤ 63, b ≤ 63, "
                   "c ≤ 63) has 262,144 instances, plain books are limited to 16,384 so that "
                   "`decide` stays small; N ≤ 24 fits"]
    assert not out.exists()


def test_a_hand_written_file_is_never_overwritten(tmp_path, capsys):
    out = tmp_path / "F"
    out.mkdir()
    mine = out / "HeapGamesFinAddWraps.lean"
    mine.write_text("-- my own proof\n", encoding="utf-8")
    assert main(["emit", str(HEAP_GAMES), "fin_add_wraps", "--out", str(out)]) == 2
    assert "refusing to overwrite" in capsys.readouterr().err
    assert mine.read_text(encoding="utf-8") == "-- my own proof\n"


def test_a_file_outside_the_source_directory_and_books_too_large_for_a_file(tmp_path, capsys):
    """tests/data/lean lies in this repository's Lake project but outside its source directory
    `lean/`: its books state pychecks' translation. Reached through the file (no name), a
    statement whose book is too large is one line, and the others are written."""
    xor = ROOT / "tests" / "data" / "lean" / "XorStatements.lean"
    out = tmp_path / "F"
    assert main(["emit", str(xor), "--bound", "30", "--out", str(out)]) == 1  # three unwritten
    printed = capsys.readouterr().out.splitlines()
    assert "3 statement(s) got no fixture (each reason above)" in printed
    too_large = [line for line in printed if line.startswith("no book for")]
    assert [line.split(":")[0] for line in too_large] == [
        "no book for XorStatements.xor_zero_sum", "no book for XorStatements.xor_three_le",
        "no book for XorStatements.xor_eq_iff"]
    assert "has 29,791 instances, plain books are limited to 16,384" in too_large[0]
    written = sorted(p.stem for p in out.glob("*.lean"))
    assert written == ["XorStatementsXorCancel", "XorStatementsXorDouble", "XorStatementsXorLeAdd",
                       "XorStatementsXorParity", "XorStatementsXorSubLe"]
    text = (out / "XorStatementsXorCancel.lean").read_text(encoding="utf-8")
    assert "import PychecksStatements.TheoremWanted\n" in text
    assert "    (bodyB [a, b] = true) ↔ (((a ^^^ b) ^^^ b) = a)\n" in text
    claim = claims_of(xor)["xor_sub_le"]
    assert recheck_file(out / "XorStatementsXorSubLe.lean", claim) == []
