"""`pychecks emit FILE.lean` writes what it can (issue 30): over a file where one statement's check
is UNKNOWN and another has no fixture, every other statement gets its fixture, the rest are
listed with their reason, and the exit status is 1; the advice for a file in no Lake project is
one line, however many statements it has."""
from __future__ import annotations

import pychecks.claims as C
from pychecks.cli import main
from pychecks.verdict import Status, Verdict

FILE = """import PychecksStatements.TheoremWanted

namespace Partial

theorem_wanted le_succ (a : Nat) : a ≤ a + 1

theorem_wanted unknown_here (a b : Nat) : a + b = b + a

theorem_wanted le_double (a : Nat) : a ≤ 2 * a

def heapTotal : List Nat → Nat
  | [] => 0
  | x :: xs => x + heapTotal xs

theorem_wanted total_pair (a b : Nat) : heapTotal [a, b] = a + b

theorem_wanted total_let (a : Nat) :
    let s := heapTotal [a]
    s = a

end Partial
"""


def _project(tmp_path):
    (tmp_path / "lakefile.lean").write_text('import Lake\nopen Lake DSL\n\npackage partial where\n'
                                            '  srcDir := "lean"\n\nlean_lib Games\n',
                                            encoding="utf-8")
    (tmp_path / "lean" / "Games").mkdir(parents=True)
    file = tmp_path / "lean" / "Games" / "Partial.lean"
    file.write_text(FILE, encoding="utf-8")
    return file


def _unknown_for(monkeypatch, name):
    """`run_check` with one statement's verdict UNKNOWN, as a timeout would leave it."""
    real = C.run_check

    def run_check(claim, bound, stale=None, *args, **kwargs):
        if claim.name == name:
            return Verdict(claim.name, Status.UNKNOWN, "enumerate", f"N={bound}",
                           reason="a timeout (simulated)")
        return real(claim, bound, stale, *args, **kwargs)
    monkeypatch.setattr(C, "run_check", run_check)


def test_an_unknown_statement_leaves_the_others_written(tmp_path, monkeypatch, capsys):
    file = _project(tmp_path)
    _unknown_for(monkeypatch, "Partial.unknown_here")
    assert main(["emit", str(file), "--bound", "3"]) == 1
    out = capsys.readouterr().out
    written = sorted(p.stem for p in (tmp_path / "lean" / "Fixtures").glob("*.lean"))
    assert "PartialLeSucc" in written and "PartialLeDouble" in written
    assert "PartialUnknownHere" not in written
    assert ("no fixture for Partial.unknown_here: the check at N=3 was UNKNOWN (a timeout "
            "(simulated))") in out
    assert "no fixture for Partial.total_let: it opens with a `let`, which a fixture does not copy" \
        in out
    unwritten = [line for line in out.splitlines() if line.startswith("no ")]
    assert f"{len(unwritten)} statement(s) got no fixture (each reason above)" in out
    # the lines the lakefile still needs, once, after the table
    assert out.count("    lean_lib Fixtures\n") == 1 and out.count("require pychecks from") == 1


def test_outside_a_lake_project_the_advice_is_one_line(tmp_path, capsys):
    file = tmp_path / "Partial.lean"
    file.write_text(FILE, encoding="utf-8")
    main(["emit", str(file), "--bound", "3", "--out", str(tmp_path / "out" / "Fixtures")])
    out = capsys.readouterr().out
    assert out.count("put the file in a Lake project") == 1
    assert out.splitlines()[0].startswith(f"{file}: not in a Lake project")


def test_the_lakefile_lines_in_toml(tmp_path, capsys):
    """A project with a `lakefile.toml` is told the same lines in TOML."""
    import os
    from pychecks.lean.verify.static import PYCHECKS_ROOT
    (tmp_path / "lakefile.toml").write_text('name = "partial"\nsrcDir = "lean"\n\n[[lean_lib]]\n'
                                            'name = "Games"\n', encoding="utf-8")
    (tmp_path / "lean" / "Games").mkdir(parents=True)
    file = tmp_path / "lean" / "Games" / "Small.lean"
    file.write_text("import PychecksStatements.TheoremWanted\n\nnamespace Small\n\n"
                    "theorem_wanted le_succ (a : Nat) : a ≤ a + 1\n\nend Small\n",
                    encoding="utf-8")
    assert main(["emit", str(file), "--bound", "3"]) == 0
    out = capsys.readouterr().out
    path = os.path.relpath(PYCHECKS_ROOT, tmp_path)
    assert out.endswith(f"once its lakefile.toml has these lines:\n    [[require]]\n"
                        f'    name = "pychecks"\n    path = "{path}"\n    [[lean_lib]]\n'
                        '    name = "Fixtures"\n')
