"""`lean/Examples/ListGames.lean`: every statement gets the evaluator's verdict, each wrong one
its smallest counterexample in the user's own names and Lean syntax, confirmed here by solving
the games again in plain Python straight from the Lean definitions; both back ends agree."""
from __future__ import annotations

import functools
from functools import reduce
from itertools import product
from operator import xor

import pytest

from evaluation import EXAMPLES, readings, summary, verdict
from pychecks.cli import main

FILE = EXAMPLES / "ListGames.lean"
READ = readings(FILE)

# name: (status, scope, the smallest counterexample's bindings or None)
EXPECTED = {
    "bouton": ("HOLDS", "N=8, L=3", None),
    "bouton_wrongParity": ("FAILS", "N=8, L=3", {"p": "[2]"}),
    "grundy_eq_nimSum": ("HOLDS", "N=8, L=3", None),
    "grundy_wrongTotal": ("FAILS", "N=8, L=3", {"p": "[1, 1]"}),
    "win_iff": ("HOLDS", "N=8, L=3", None),
    "win_wrongNonempty": ("FAILS", "N=8, L=3", {"p": "[1, 1]"}),
    "subWins_period": ("HOLDS", "N=63", None),
    "subWins_wrongPeriod": ("FAILS", "N=63", {"n": "5"}),
    "heaps_wins": ("HOLDS", "N=31", None),
    "heaps_wrongNonempty": ("FAILS", "N=31", {"h": "{ left := 1, right := 1 }"}),
}


def test_every_statement_is_evaluated():
    assert sorted(READ) == sorted(EXPECTED)
    assert all(r.kind == "evaluated" for r in READ.values())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdicts_and_smallest_counterexamples(name):
    status, scope, bindings = EXPECTED[name]
    v = verdict(READ[name])
    assert (v.status.value, v.scope) == (status, scope), v.reason
    assert (v.counterexample.bindings if v.counterexample else None) == bindings


# --- the same games, solved again by hand from the Lean text ----------------------------------

def options(p):
    return [p[:i] + (k,) + p[i + 1:] for i in range(len(p)) for k in range(p[i])]


@functools.lru_cache(maxsize=None)
def wins(p):
    return any(not wins(q) for q in options(p))


@functools.lru_cache(maxsize=None)
def grundy(p):
    seen = {grundy(q) for q in options(p)}
    return next(k for k in range(len(seen) + 1) if k not in seen)


def lists(n, length):
    return [p for k in range(length + 1) for p in product(range(n + 1), repeat=k)]


def smallest(ps):
    return min(ps, key=lambda p: (len(p) + sum(p), len(p), p))


def test_the_smallest_counterexamples_by_hand():
    ps = lists(8, 3)
    assert all(wins(p) == (reduce(xor, p, 0) != 0) for p in ps)
    assert all(grundy(p) == reduce(xor, p, 0) for p in ps)
    assert smallest([p for p in ps if wins(p) != (sum(p) % 2 == 1)]) == (2,)
    assert smallest([p for p in ps if grundy(p) != sum(p)]) == (1, 1)
    assert smallest([p for p in ps if wins(p) != (sum(p) != 0)]) == (1, 1)
    sub = {}
    for n in range(64):
        sub[n] = any(n >= k and not sub[n - k] for k in (1, 3, 4))
    assert all(sub[n] == (n % 7 not in (0, 2)) for n in sub)
    assert min(n for n in sub if sub[n] != (n % 5 not in (0, 2))) == 5


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_interpreter_agrees_with_the_compiled_twin(name):
    compiled = verdict(READ[name])
    interpreted = verdict(READ[name], backend="interpret")
    assert summary(interpreted) == summary(compiled)
    assert interpreted.backend == "interpret" and compiled.backend == "evaluate"


def test_the_cli_prints_the_scope_and_reruns_with_the_list_length(capsys):
    assert main(["check", str(FILE), "bouton_wrongParity", "--bound", "3",
                 "--list-length", "2"]) == 1
    out = capsys.readouterr().out
    assert "N=3, L=2" in out and "p := [2]" in out
    assert main(["check", str(FILE), "bouton_wrongParity", "--bound", "3", "--list-length", "2",
                 "--json"]) == 1
    import json
    (v,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert v["reproduce"]["command"] == (f"pychecks check {FILE} ListGames.bouton_wrongParity "
                                         "--bound 3 --list-length 2")
    assert v["scope"] == "N=3, L=2" and v["backend"] == "evaluate"
