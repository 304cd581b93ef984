"""Games solved as games (`pychecks/lean/evaluate/game_graph.py`): which solvers are recognised
and which are not (a `grundy` through a mex, and a mex one short), the native options of lists
and of structures against the compiled twin's bit for bit, the table answering in place of the
definitions, and wrong tables (a mutant kernel, a structure indexed in the wrong order) caught
by the interpreter."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pychecks.lean.claims.catalogue import read_file, read_text
from pychecks.lean.evaluate import check as C
from pychecks.lean.evaluate import game_graph as G
from pychecks.lean.evaluate import native_options as NO
from pychecks.lean.evaluate import runtime as R
from pychecks.lean.evaluate import scope as S
from pychecks.lean.evaluate.compile import compile_statement

ROOT = Path(__file__).resolve().parents[3]
LIST_GAMES = ROOT / "lean" / "Examples" / "ListGames.lean"
SOLVERS = ROOT / "tests" / "data" / "lean" / "GameSolvers.lean"


def evaluated(path, name):
    _, readings = read_file(path)
    return next(r.evaluated for r in readings if r.name.split(".")[-1] == name)


def recognised(ev):
    return sorted([s.key.split(".")[-1] + (" normal" if s.normal else "") +
                   (" mex" if s.grundy else "") for g in G.recognise(ev) for s in g.solvers] +
                  [f"{p.win.split('.')[-1]}/{p.lose.split('.')[-1]}" for g in G.recognise(ev)
                   for p in g.predicates])


@pytest.mark.parametrize("path,name,found", [
    (LIST_GAMES, "bouton", ["wins normal"]),
    (LIST_GAMES, "grundy_eq_nimSum", ["grundy mex"]),
    (LIST_GAMES, "win_iff", ["Win/Lose"]),
    (LIST_GAMES, "heaps_wins", ["wins normal"]),
    (LIST_GAMES, "subWins_period", []),          # well-founded recursion on one heap
    (SOLVERS, "misere_holds", ["misWins"]),
    (SOLVERS, "grundyWide_holds", ["grundyWide mex"]),
    (SOLVERS, "grundyShort_fails", ["grundyShort"]),     # a range one short: no mex
    (SOLVERS, "grundyFind_holds", ["grundyFind mex"]),
    (SOLVERS, "twoTake_fails", ["takeWins normal"]),
    (SOLVERS, "lose_holds", ["Win/Lose"]),
])
def test_recognised_solvers(path, name, found):
    assert recognised(evaluated(path, name)) == found


NOT_SOLVERS = """
def options (p : List ℕ) : List (List ℕ) :=
  (List.range p.length).flatMap fun i => (List.range (p.getD i 0)).map fun k => p.set i k

-- the fuel read beside the recursive call: its value would depend on the fuel
def fuelRead : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (options p).any fun q => fuel > 3 && !fuelRead fuel q

-- a recursive call on the position itself, not on an option
def onItself : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => !onItself fuel p

-- options over two different terms
def twoTerms : ℕ → List ℕ → Bool
  | 0, _ => false
  | fuel + 1, p => (options p).any fun q => (options q).all fun r => twoTerms fuel r

theorem_wanted a (p : List ℕ) : fuelRead 3 p = true
theorem_wanted b (p : List ℕ) : onItself 3 p = true
theorem_wanted c (p : List ℕ) : twoTerms 3 p = true
"""


def test_what_is_no_solver_is_not_recognised():
    _, readings = read_text(NOT_SOLVERS, "NotSolvers.lean", ROOT)
    for r in readings:
        assert r.evaluated is not None, r.reason
        assert recognised(r.evaluated) == [], r.name


def _options_of(ev):
    (g,) = G.recognise(ev)
    return (g.solvers[0].options, g.solvers[0].position) if g.solvers else \
        (g.predicates[0].options, g.predicates[0].position)


@pytest.mark.parametrize("path,name", [(LIST_GAMES, "bouton"), (LIST_GAMES, "win_iff"),
                                       (SOLVERS, "step_fails"), (LIST_GAMES, "heaps_wins"),
                                       (SOLVERS, "twoGrow_holds"), (SOLVERS, "twoSwap_holds"),
                                       (SOLVERS, "twoTake_fails"),
                                       (SOLVERS, "wythoffZero_fails")])
@pytest.mark.parametrize("n,length", [(0, 2), (3, 2), (2, 3), (4, 1)])
def test_native_options_equal_the_twins(path, name, n, length):
    # lists and structures of ℕ fields: the kernel's rows are the compiled twin's, bit for bit
    ev = evaluated(path, name)
    options, position = _options_of(ev)
    shape = NO.shape_of(ev.variables[0].ty, ev.elab.info)
    source = NO.lower(options, position, ev.elab.program, shape)
    assert source is not None
    native = NO.tabulate(source, n, length, shape)
    scope = S.Scope(n, length)
    run = compile_statement(ev, scope, R.Budget(), extra_defs=G.option_defs(G.recognise(ev)))
    key = next(k for k in run.global_names if k.endswith("#options"))
    positions = S.values(ev.variables[0].ty, scope, ev.elab.info)
    index = {p: i for i, p in enumerate(positions)}
    twin = G.tabulate(run.namespace[run.global_names[key]], positions, index, R.Budget())
    assert native[0].tolist() == twin[0].tolist()
    assert native[1].tolist() == twin[1].tolist()


def test_options_outside_the_fragment_are_not_lowered():
    ev = evaluated(SOLVERS, "grow_holds")     # `p.set i k ++ [0]`: a longer list
    options, position = _options_of(ev)
    assert NO.lower(options, position, ev.elab.program) is None


def test_the_table_answers_in_place_of_the_definition():
    # the same verdict with far fewer steps: the solver's recursion is not run
    ev = evaluated(LIST_GAMES, "bouton")
    steps = {}
    for backend in ("native", "compiled"):
        budget = R.Budget()
        v = C.check(ev, 4, 3, backend=backend, budget=budget)
        steps[backend] = budget.used
        assert v.status.value == "HOLDS"
    assert steps["native"] * 10 < steps["compiled"]


def test_a_wrong_table_is_caught(monkeypatch):
    # a mutant kernel (misère outcomes for a normal-play solver) makes the native verdict
    # differ from the interpreter's: the conformance suite would fail
    from pychecks.solvers import game_graph as K
    real = K.solve_graph
    monkeypatch.setattr(K, "solve_graph", lambda o, t, kind: real(o, t, K.MISERE))
    ev = evaluated(LIST_GAMES, "bouton")
    native = C.check(ev, 3, 2, backend="native")
    reference = C.check(ev, 3, 2, backend="interpret")
    assert (native.status.value, reference.status.value) == ("FAILS", "HOLDS")


def test_a_structure_with_a_field_not_a_number_has_no_shape():
    text = """
structure Flag where
  n : ℕ
  up : Bool

def Flag.options (h : Flag) : List Flag := (List.range h.n).map fun k => { h with n := k }

def Flag.wins : ℕ → Flag → Bool
  | 0, _ => false
  | fuel + 1, h => h.options.any fun g => !Flag.wins fuel g

theorem_wanted flag (h : Flag) : h.wins (h.n + 1) = (h.n != 0)
"""
    _, (r,) = read_text(text, "Flag.lean", ROOT)
    ev = r.evaluated
    assert recognised(ev) == ["wins normal"]
    assert NO.shape_of(ev.variables[0].ty, ev.elab.info) is None
    assert C.check(ev, 5, backend="native").status.value == "HOLDS"


def test_mex_forms():
    # the mex is known by its form; a range one short is not it (`mexShort [0]` is 0)
    _, readings = read_file(SOLVERS)
    known = {k.split(".")[-1]: G.is_mex(d) for r in readings
             for k, d in r.evaluated.elab.program.defs.items()
             if k.split(".")[-1].startswith("mex")}
    assert known == {"mex": True, "mexWide": True, "mexShort": False, "mexFind": True}


SOLVER_NAMES = [r.name.split(".")[-1] for r in read_file(SOLVERS)[1]]


@pytest.mark.parametrize("name", SOLVER_NAMES)
def test_each_solver_statement_agrees_with_the_interpreter_and_its_name(name):
    # the file's promise: the expected verdict is in each statement's name
    ev = evaluated(SOLVERS, name)
    native = C.check(ev, 4, 3, backend="native")
    reference = C.check(ev, 4, 3, backend="interpret")
    assert native.status == reference.status
    assert (native.counterexample and native.counterexample.bindings) == \
        (reference.counterexample and reference.counterexample.bindings)
    assert native.status.value == ("HOLDS" if name.endswith("_holds") else "FAILS")


def test_grundy_table_is_the_kernels(monkeypatch):
    # the Grundy solver's values come from the kernel: a mutant kernel (outcomes, not Grundy
    # values) makes the native verdict FAIL where the interpreter's HOLDS
    from pychecks.solvers import game_graph as K
    real = K.solve_graph
    monkeypatch.setattr(K, "solve_graph", lambda o, t, kind: real(o, t, K.NORMAL))
    ev = evaluated(LIST_GAMES, "grundy_eq_nimSum")
    native = C.check(ev, 3, 2, backend="native")
    reference = C.check(ev, 3, 2, backend="interpret")
    assert (native.status.value, reference.status.value) == ("FAILS", "HOLDS")


def test_the_grundy_kernel_runs_no_body_in_python():
    # solved natively: far fewer steps than the body filled position by position
    ev = evaluated(LIST_GAMES, "grundy_eq_nimSum")
    steps = {}
    for backend in ("native", "compiled"):
        budget = R.Budget()
        assert C.check(ev, 4, 3, backend=backend, budget=budget).status.value == "HOLDS"
        steps[backend] = (budget.used, budget.entries)
    assert steps["native"][0] * 10 < steps["compiled"][0]
    assert steps["native"][1] == 0


@pytest.mark.parametrize("name", ["heaps_wins", "grundy_eq_nimSum", "bouton"])
def test_native_tables_are_counted_at_the_table_rate(name):
    # what the default scope's cost counts (`cost.py`): a table tabulated and solved natively
    # is `table` entries (rows and options), nothing made in Python (`entries`)
    ev = evaluated(LIST_GAMES, name)
    budget = R.Budget()
    C.check(ev, 6, 2, backend="native", budget=budget)
    assert budget.entries == 0
    positions = S.count(ev.variables[0].ty, S.Scope(6, 2), ev.elab.info)
    assert budget.table > positions


def test_a_wrong_structure_index_is_caught(monkeypatch):
    # a mutant lowering that reads a structure's fields in the wrong order (the first field
    # fastest) tabulates a different graph: the bit-for-bit comparison with the twin and the
    # verdict against the interpreter both see it
    real = NO.tabulate

    def transposed(source, N, L, shape=NO.LIST):
        offsets, targets = real(source, N, L, shape)
        if shape.is_list:
            return offsets, targets
        B = N + 1
        swap = np.array([(r % B) * B + r // B for r in range(B * B)], np.int64)
        rows = [targets[offsets[swap[r]]:offsets[swap[r] + 1]] for r in range(B * B)]
        out = np.concatenate([np.where(t >= 0, swap[np.maximum(t, 0)], -1) for t in rows])
        return np.cumsum([0] + [len(t) for t in rows]).astype(np.int64), out.astype(np.int64)
    ev = evaluated(SOLVERS, "twoGrow_holds")
    options, position = _options_of(ev)
    shape = NO.shape_of(ev.variables[0].ty, ev.elab.info)
    source = NO.lower(options, position, ev.elab.program, shape)
    assert transposed(source, 3, 2, shape)[1].tolist() != real(source, 3, 2, shape)[1].tolist()
    monkeypatch.setattr(NO, "tabulate", transposed)
    native = C.check(ev, 3, 2, backend="native")
    reference = C.check(ev, 3, 2, backend="interpret")
    assert (native.status.value, reference.status.value) == ("FAILS", "HOLDS")
