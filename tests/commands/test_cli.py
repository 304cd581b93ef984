"""The CLI as a user meets it: exit codes, one-line errors, JSON, pinned counterexample text."""
import json
from pathlib import Path

import pytest

from pychecks.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_shows_every_cube_statement_read_from_lean(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    for name in ("cubeRotationNim_pPositions", "slowCubeRotationNim_pPositions",
                 "cubeVertexEdgeFaceMove_examples"):
        line = next(l for l in out.splitlines() if l.startswith(name + " "))
        assert "from Lean" in line


def test_check_one_statement_holds(capsys):
    code, out, _ = run(capsys, "check", "cubeVertexNim_pPositions", "--bound", "3")
    assert code == 0
    assert "cubeVertexNim_pPositions" in out and "HOLDS" in out and "N=3" in out


def test_check_json_schema(capsys):
    code, out, _ = run(capsys, "check", "cubeEdgeNim_pPositions", "--bound", "3", "--json")
    assert code == 0
    payload = json.loads(out)
    assert payload["schema"] == 1
    (v,) = [v for v in payload["verdicts"] if v["backend"] == "enumerate"]
    assert v["claim"] == "cubeEdgeNim_pPositions" and v["status"] == "HOLDS"
    assert v["examined"] == 4 ** 6 and v["scope"] == "N=3"
    assert [p["part"] for p in v["parts"]] == ["no move inside P",
                                               "a move into P from every p ∉ P"]
    assert v["reproduce"]["command"] == "pychecks check cubeEdgeNim_pPositions --bound 3"


@pytest.mark.parametrize("argv,message", [
    (["check", "cubeVertexNim_pPosition"],
     "unknown statement 'cubeVertexNim_pPosition'; did you mean cubeVertexNim_pPositions"),
    (["check", "cubeVertexNim_pPositions", "--bound", "0"], "must be at least 1"),
    (["check", "cubeVertexNim_pPositions", "--bound", "120"], "needs"),
    (["check"], "name at least one statement"),
    (["check", "--all", "cubeVertexNim_pPositions"], "not both"),
    (["check", "/nonexistent/claims.py"], "does not exist"),
    (["check", "cubeVertexNim_pPositions", "--bound", "x"], "'x' is not a whole number"),
    (["check", "lean/Examples/ListGames.lean", "--bound", "-3"], "-3: a bound must be at least 0"),
    (["emit", "cubeVertexNim_pPositions", "--bound", "-3"], "-3: a bound must be at least 0"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_too_large_quotes_the_estimate(capsys):
    code, _, err = run(capsys, "check", "cubeEdgeNim_pPositions", "--bound", "120")
    assert code == 2 and "GiB" in err and "limit" in err


def test_claims_file_that_declares_nothing(capsys, tmp_path):
    f = tmp_path / "empty.py"
    f.write_text("x = 1\n")
    code, _, err = run(capsys, "check", str(f))
    assert code == 2 and "declares no claim" in err


def test_claims_file_that_does_not_import(capsys, tmp_path):
    f = tmp_path / "broken.py"
    f.write_text("import math\nraise ValueError('boom')\n")
    code, _, err = run(capsys, "check", str(f))
    assert code == 2 and "failed to import (line 2): ValueError: boom" in err


PINNED = """\
===================
Found a counter-example!
p := ![0, 0, 1, 0, 1, 0]
q := ![0, 0, 0, 0, 0, 0]
issue: p ∈ P → CubeVertexMove p q → q ∉ P does not hold
  p ∈ P
  CubeVertexMove p q (a legal move)
  q ∈ P
-------------------"""


def test_user_claims_file_fails_with_pinned_counterexample(capsys):
    example = ROOT / "examples" / "claims" / "vertex_guess.py"
    code, out, _ = run(capsys, "check", str(example), "--bound", "3")
    assert code == 1
    assert "myVertexNim_sumGuess FAILS (no move inside P) at N=3:" in out
    assert PINNED in out
    assert "myOppositePairNim_pPositions" in out


def test_the_reference_rows_of_check_and_emit_name_every_option():
    """docs/reference.md's rows for `check` and `emit` show every option their parsers take
    (`--budget` on both)."""
    from pychecks.cli import build_parser
    rows = {line.split("`")[1].split()[1]: line for line in
            (Path(__file__).resolve().parents[2] / "docs" / "reference.md").read_text(
                encoding="utf-8").splitlines() if line.startswith("| `pychecks ")}
    sub = next(a for a in build_parser()._actions if a.__class__.__name__ == "_SubParsersAction")
    for command in ("check", "emit"):
        options = {o for a in sub.choices[command]._actions for o in a.option_strings
                   if o.startswith("--") and o != "--help"}
        missing = sorted(o for o in options if o not in rows[command])
        assert missing == [], (command, missing)


def test_numba_loads_before_the_first_evaluated_statement(capsys, monkeypatch):
    """`check` loads numba's shared kernel once, before any evaluated statement's clock starts
    (docs/scaling.md): the first statement's time is its own, not the process's start-up."""
    from pychecks.lean.evaluate import check as C
    events = []
    real_load, real_check = C.load_native_kernels, C.check
    monkeypatch.setattr(C, "load_native_kernels", lambda: (events.append("load"), real_load())[1])
    monkeypatch.setattr(C, "check", lambda *a, **k: (events.append("check"), real_check(*a, **k))[1])
    assert main(["check", str(ROOT / "lean/Examples/ListGames.lean"), "subWins_period", "subWins_wrongPeriod",
                 "--bound", "20"]) == 1
    capsys.readouterr()
    assert events[0] == "load" and events.count("load") == 1 and "check" in events
    events.clear()
    assert main(["check", "cubeRotationNim_pPositions", "--bound", "3"]) == 0   # no evaluated statement
    assert events == []
