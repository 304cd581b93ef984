"""Limits the user sets (`--timeout`, `--steps`) and what a statement that runs out reports:
the largest smaller scope it checked whole, as HOLDS at that scope, never more."""
from __future__ import annotations

from pathlib import Path

from pychecks.cli import main
from pychecks.lean.claims.catalogue import read_file
from pychecks.lean.evaluate import check as C
from pychecks.lean.evaluate import runtime as R
from pychecks.lean.evaluate import scope as S

ROOT = Path(__file__).resolve().parents[3]
FILE = ROOT / "lean" / "Examples" / "ListGames.lean"


def evaluated(name):
    _, readings = read_file(FILE)
    return next(r.evaluated for r in readings if r.name.split(".")[-1] == name)


def test_a_stopped_statement_holds_at_the_largest_scope_it_finished():
    ev = evaluated("bouton")
    with C.using_limits(steps=20_000):
        v = C.check(ev, 9, 3, backend="compiled")
    assert v.status.value == "HOLDS"
    assert v.scope != "N=9, L=3" and v.reason.startswith("N=9, L=3 stopped after")
    done = int(v.scope.split(",")[0][2:])
    assert done < 9
    # every assignment of that scope was examined: the stop came after all of them
    assert v.examined >= C.assignments(ev, S.Scope(done, 3))
    # and the scope one larger was not finished
    assert v.examined < C.assignments(ev, S.Scope(9, 3))


def test_the_complete_scope_is_the_largest_one():
    ev = evaluated("bouton")
    scope = S.Scope(9, 2)
    values = list(S.values(ev.variables[0].ty, scope, ev.elab.info))
    rest = iter([(p,) for p in values[50:]])
    done = C.complete_scope(ev, scope, rest, True)
    assert done is not None
    examined = values[:50]
    # every assignment of the scope returned was examined, and one of the next scope was not
    assert all(p in examined for p in S.values(ev.variables[0].ty, done, ev.elab.info))
    bigger = S.Scope(done.N + 1, 2)
    assert not all(p in examined for p in S.values(ev.variables[0].ty, bigger, ev.elab.info))


def test_a_failure_found_before_the_stop_is_still_a_failure():
    ev = evaluated("bouton_wrongParity")
    with C.using_limits(steps=5_000):
        v = C.check(ev, 9, 3, backend="compiled")
    assert v.status.value == "FAILS"
    assert "stopped after" in v.reason
    assert "the counterexample is the smallest of those examined" in v.reason
    assert v.counterexample.bindings == {"p": "[2]"}


def test_no_smaller_scope_is_claimed_when_nothing_was_finished():
    ev = evaluated("bouton")
    v = C.check(ev, 9, 3, budget=R.Budget(steps=1))
    assert v.status.value in ("UNKNOWN", "HOLDS")
    if v.status.value == "HOLDS":      # only a scope every assignment of which was examined
        done = int(v.scope.split(",")[0][2:])
        assert v.examined >= C.assignments(ev, S.Scope(done, 3))


def test_the_command_takes_the_limits(capsys):
    code = main(["check", str(FILE), "bouton", "--bound", "9", "--steps", "1000"])
    out = capsys.readouterr().out
    assert code == 0 and "N=9, L=3 stopped after" in out
    assert main(["check", str(FILE), "subWins_period", "--timeout", "30"]) == 0


def test_bad_limits_are_one_line(capsys):
    for flag, value in (("--steps", "0"), ("--timeout", "-1"), ("--timeout", "nan"),
                        ("--budget", "0"), ("--budget", "inf")):
        try:
            code = main(["check", str(FILE), "bouton", flag, value])
        except SystemExit as exc:
            code = exc.code
        err = capsys.readouterr().err.strip().splitlines()
        assert code == 2 and len(err) == 1 and flag in err[0], err


def test_the_documented_defaults():
    # docs/lean-files.md states these limits
    text = (ROOT / "docs" / "lean-files.md").read_text(encoding="utf-8")
    assert R.DEFAULT_SECONDS == 120 and "120 s of wall time" in text
    assert R.DEFAULT_STEPS == 50_000_000 and "50,000,000 steps" in text


def test_a_sum_inside_a_definition_is_charged_to_the_limits(tmp_path, capsys):
    """formal-conjectures' A141057 sums choose³ over `Finset.range (n * p ^ k + 1)` inside a
    definition: the sum's elements are steps, so `--steps` stops it (before, only calls of the
    definition were, and a 5 s `--timeout` ran for minutes)."""
    f = tmp_path / "Sums.lean"
    f.write_text("def a (n : ℕ) : ℕ := ∑ k ∈ Finset.range (n + 1), n.choose k ^ 3\n"
                 "theorem_wanted big (n : ℕ) : a (n * 1000) ≥ 1\n", encoding="utf-8")
    code = main(["check", str(f), "--bound", "63", "--steps", "20000"])
    out = capsys.readouterr().out
    assert "N=63 stopped after 6 of 64 assignments, the evaluation took more than 20,000 " \
           "steps" in out, out
    assert "big HOLDS at N=5" in out and code == 0


def test_the_clock_is_read_between_assignments(tmp_path):
    """A statement whose every assignment is a few operations (no call, no quantifier: no step
    is charged) still stops at its seconds: the check reads the clock between assignments, and
    never says HOLDS at the scope it did not finish (how far it got depends on the machine)."""
    from pychecks.lean.evaluate import runtime as R
    from evaluation import lean_file, readings, verdict
    r = readings(lean_file(tmp_path, "theorem_wanted t (a b : ℕ) : (a, b).1 = a\n"))["t"]
    v = verdict(r, bound=700, budget=R.Budget(seconds=0.05))
    assert "took more than 0.05 s: stopped" in v.reason
    assert v.examined < 701 ** 2 and v.status.value in ("HOLDS", "UNKNOWN")
    assert v.status.value == "UNKNOWN" or v.scope != "N=700"
