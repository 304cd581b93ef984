"""Issue 12, "claims that the output does not keep": reproduce lines that rerun the verdict,
counterexamples at the top of a kernel verdict, stale mirrors, expected failures, the library
root that `emit --out D` writes beside D, and progress lines in files."""
import io
import json
import shlex
import shutil
from pathlib import Path

import pytest

from pychecks.cli import main

ROOT = Path(__file__).resolve().parents[2]
GUESS = ROOT / "examples" / "claims" / "vertex_guess.py"


def run_json(capsys, *argv):
    code = main([str(a) for a in argv] + ["--json"])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def essentials(v):
    """What a rerun must give again: verdict, scope, counts and the counterexamples."""
    return (v["claim"], v["status"], v["scope"], v["examined"], v["counterexample"],
            [(p["part"], p["status"], p["counterexample"]) for p in v.get("parts", [])])


def test_reproduce_of_a_claims_file_statement_names_the_file_and_reruns_it(capsys):
    code, doc, _ = run_json(capsys, "check", GUESS, "--bound", "3")
    assert code == 1
    first = doc["verdicts"][0]
    command = first["reproduce"]["command"]
    assert command == f"pychecks check {GUESS} myVertexNim_sumGuess --bound 3"
    argv = shlex.split(command)
    assert argv[0] == "pychecks"
    code2, again, _ = run_json(capsys, *argv[1:])
    assert code2 == 1 and len(again["verdicts"]) == 1  # exactly that statement, nothing else
    assert essentials(again["verdicts"][0]) == essentials(first)


def test_reproduce_of_a_z3_verdict_names_the_file_and_reruns_it(capsys):
    code, doc, _ = run_json(capsys, "search", GUESS, "myVertexNim_sumGuess", "--width", "3",
                            "--max-width", "3", "--timeout", "30")
    v = doc["verdicts"][0]
    assert code == 1 and v["status"] == "FAILS"
    command = v["reproduce"]["command"]
    assert command.startswith(f"pychecks search {GUESS} myVertexNim_sumGuess --width 3 ")
    code2, again, _ = run_json(capsys, *shlex.split(command)[1:])
    assert code2 == 1
    assert again["verdicts"][0]["counterexample"] == v["counterexample"]


def test_a_file_and_a_name_select_that_statement_only(capsys):
    code, doc, _ = run_json(capsys, "check", GUESS, "myOppositePairNim_pPositions", "--bound", "2")
    assert code == 0
    assert [v["claim"] for v in doc["verdicts"]] == ["myOppositePairNim_pPositions"]


def test_builtin_reproduce_lines_are_unchanged(capsys):
    _, doc, _ = run_json(capsys, "check", "cubeVertexNim_pPositions", "--bound", "2")
    assert doc["verdicts"][0]["reproduce"]["command"] == \
        "pychecks check cubeVertexNim_pPositions --bound 2"


def test_kernel_fails_has_the_first_failing_halfs_counterexample_at_the_top(capsys):
    _, doc, _ = run_json(capsys, "check", GUESS, "myVertexNim_sumGuess", "--bound", "3")
    v = doc["verdicts"][0]
    failing = [p for p in v["parts"] if p["status"] == "FAILS"]
    assert v["counterexample"] is not None
    assert v["counterexample"] == failing[0]["counterexample"]
    assert v["counterexample"]["bindings"] == {"p": "![0, 0, 1, 0, 1, 0]",
                                               "q": "![0, 0, 0, 0, 0, 0]"}


def test_text_report_prints_each_counterexample_once(capsys):
    main(["check", str(GUESS), "myVertexNim_sumGuess", "--bound", "3"])
    out = capsys.readouterr().out
    assert out.count("Found a counter-example!") == 1


# --- stale mirrors ------------------------------------------------------------------------------

@pytest.fixture
def changed_lean(tmp_path, monkeypatch):
    """A copy of lean/ where the Lean text of nimTwoHeaps_grundy (a hand mirror: the cube's
    statements are read from Lean and cannot go stale) has changed, `m ^^^ n` now `n ^^^ m`,
    with the drift check pointed at it."""
    from pychecks.lean.claims import drift
    copy = tmp_path / "lean"
    shutil.copytree(ROOT / "lean" / "PychecksStatements", copy / "PychecksStatements")
    lean = copy / "PychecksStatements" / "SpragueGrundy.lean"
    text = lean.read_text()
    start = text.index("theorem_wanted nimTwoHeaps_grundy")
    end = text.index("theorem_wanted", start + 10)
    old = text[start:end]
    new = old.replace("m ^^^ n", "n ^^^ m", 1)
    assert new != old
    lean.write_text(text[:start] + new + text[end:])
    monkeypatch.setattr(drift, "LEAN_ROOT", copy)
    line = text[:start].count("\n") + 1
    return lean, line


def test_a_stale_mirror_is_unknown_with_file_line_and_hash(capsys, changed_lean):
    lean, line = changed_lean
    from pychecks.lean.read.decls import parse_lean_file
    new_hash = next(d.hash for d in parse_lean_file(lean) if d.name == "nimTwoHeaps_grundy")
    code, doc, _ = run_json(capsys, "check", "nimTwoHeaps_grundy", "--bound", "3")
    v = doc["verdicts"][0]
    assert code == 1 and v["status"] == "UNKNOWN"
    assert f"{lean}:{line}" in v["reason"] and new_hash in v["reason"]
    assert "stale mirror" in v["reason"]
    # Other statements are not touched.
    code, doc, _ = run_json(capsys, "check", "nimTwoHeaps_losing", "--bound", "3")
    assert code == 0 and doc["verdicts"][0]["status"] == "HOLDS"


def test_a_mirror_whose_lean_statement_is_gone_is_unknown(capsys, tmp_path, monkeypatch):
    from pychecks.lean.claims import drift
    (tmp_path / "lean" / "PychecksStatements").mkdir(parents=True)
    monkeypatch.setattr(drift, "LEAN_ROOT", tmp_path / "lean")
    code, doc, _ = run_json(capsys, "check", "nimTwoHeaps_grundy", "--bound", "3")
    assert code == 1 and "no Lean statement named" in doc["verdicts"][0]["reason"]


# --- expected failures ----------------------------------------------------------------------------

EXPECT = """\
from pychecks import expr as E
from pychecks.games.cube import VERTEX, kernel_claim
p = E.FACES
kernel_claim("myGuess_expectedToFail{n}", VERTEX, E.Eq(p[0] + p[1] + p[2], p[3] + p[4] + p[5]),
             expect="FAILS", expect_reason="a + b + c = A + B + C has moves inside P")
kernel_claim("myTruth_wronglyExpectedToFail{n}", VERTEX,
             E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5])),
             expect="FAILS", expect_reason="mistaken")
"""


def test_expected_failure_is_shown_and_met(capsys, tmp_path):
    f = tmp_path / "expect.py"
    f.write_text(EXPECT.format(n=1))  # claim names are global: one set per test
    code = main(["check", str(f), "myGuess_expectedToFail1", "--bound", "2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "FAILS (expected)" in out and "1 statement: 1 FAILS (expected)" in out
    assert "Found a counter-example!" in out  # the finding is still shown


def test_expected_failure_that_holds_fails_the_run(capsys, tmp_path):
    f = tmp_path / "expect.py"
    f.write_text(EXPECT.format(n=2))
    code, doc, _ = run_json(capsys, "check", f, "--bound", "2")
    assert code == 1
    by = {v["claim"]: v for v in doc["verdicts"]}
    assert by["myGuess_expectedToFail2"]["expected"] == {
        "status": "FAILS", "reason": "a + b + c = A + B + C has moves inside P", "met": True}
    assert by["myTruth_wronglyExpectedToFail2"]["status"] == "HOLDS"
    assert by["myTruth_wronglyExpectedToFail2"]["expected"]["met"] is False
    main(["check", str(f), "--bound", "2"])
    out = capsys.readouterr().out
    assert "HOLDS (expected FAILS)" in out
    assert "2 statements: 1 HOLDS (expected FAILS), 1 FAILS (expected)" in out


def test_welter_claim_7_is_an_expected_failure(capsys):
    from pychecks.claims import find_claim
    claim = find_claim("welterMultipleOfFour_nim")
    assert claim.expect == "FAILS" and "{0, 1, 2, 4, 6, 8, 9, 16}" in claim.expect_reason
    code = main(["check", "welterMultipleOfFour_nim", "--bound", "17"])
    assert code == 0 and "FAILS (expected)" in capsys.readouterr().out
    # Below 17 squares the counterexample does not fit: strict, so the run fails.
    code = main(["check", "welterMultipleOfFour_nim", "--bound", "16"])
    assert code == 1 and "HOLDS (expected FAILS)" in capsys.readouterr().out


# --- emit's library root, progress lines --------------------------------------------------------

def test_emit_help_says_where_the_library_root_goes(capsys):
    assert main(["emit", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "library root DIR.lean beside DIR" in text


def test_emit_out_writes_the_root_beside_the_directory(capsys, tmp_path):
    assert main(["emit", "cubeRotationMove_examples", "--bound", "1", "--out",
                 str(tmp_path / "D")]) == 0
    assert (tmp_path / "D.lean").is_file()
    assert (tmp_path / "D" / "CubeRotationMoveExamples.lean").is_file()
    assert "import D.CubeRotationMoveExamples" in (tmp_path / "D.lean").read_text()


class _Stream(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self._tty = tty

    def isatty(self):
        return self._tty


@pytest.mark.parametrize("tty", [False, True])
def test_progress_rewrites_lines_only_on_a_terminal(tty, monkeypatch):
    from pychecks import progress
    stream = _Stream(tty)
    monkeypatch.setattr(progress.sys, "stderr", stream)
    monkeypatch.setattr(progress, "PROGRESS_AFTER_SECONDS", 0.0)
    monkeypatch.setattr(progress, "PLAIN_EVERY_SECONDS", 0.0)
    monkeypatch.setattr(progress, "TERMINAL_EVERY_SECONDS", 0.0)
    # an earlier command in this process (`--json`, `--quiet`) may have turned reports off
    monkeypatch.setattr(progress, "_enabled", True)
    progress.announce("checking x ...")
    with progress.Progress("x N=3") as pr:
        pr.update(1, 4)
        pr.update(2, 4)
    text = stream.getvalue()
    assert ("\r" in text) is tty
    assert ("checking x ..." in text) is tty
    if not tty:
        assert text.splitlines() == [line for line in text.splitlines() if "x N=3: " in line]
        assert len(text.splitlines()) == 2
