"""The native back end for arithmetic (`pychecks/lean/evaluate/native_arith.py`): every
statement of its test file is lowered and answers as the interpreter does (verdict, counts and
smallest counterexample) at several scopes; an overflow is redone exactly, and a kernel that
wrapped instead would be caught."""
from __future__ import annotations

from pathlib import Path

import pytest

from pychecks.lean.claims.catalogue import read_file, read_text
from pychecks.lean.evaluate import check as C
from pychecks.lean.evaluate import native_arith as NA

ROOT = Path(__file__).resolve().parents[3]
FILE = ROOT / "tests" / "data" / "lean" / "NativeArith.lean"
_, READINGS = read_file(FILE)
NAMES = [r.name.split(".")[-1] for r in READINGS]


def evaluated(name):
    return next(r.evaluated for r in READINGS if r.name.split(".")[-1] == name)


def answer(v):
    cx = v.counterexample
    return (v.status.value, v.examined, v.in_hypotheses, v.reason,
            dict(cx.bindings) if cx is not None else None)


@pytest.mark.parametrize("name", NAMES)
def test_every_statement_is_lowered(name):
    assert NA.lower(evaluated(name)) is not None


@pytest.mark.parametrize("bound", [2, 5])
@pytest.mark.parametrize("name", NAMES)
def test_native_answers_as_the_interpreter(name, bound):
    ev = evaluated(name)
    native = C.check(ev, bound, backend="native")
    assert answer(native) == answer(C.check(ev, bound, backend="interpret"))
    assert native.status.value == name.rsplit("_", 1)[1].upper()


def test_an_overflow_is_redone_exactly(monkeypatch):
    ev = evaluated("overflow_fails")
    redone = []
    real = NA.run

    def counting(ev_, domains, smallest, redo_run):
        return real(ev_, domains, smallest, lambda v: redone.append(v) or redo_run(v))
    monkeypatch.setattr(NA, "run", counting)
    v = C.check(ev, 3, backend="native")
    assert v.counterexample.bindings == {"a": "1"}
    # the operand 4e18 is past the limit of an exact int64 product: every a is redone
    assert sorted(x[0] for x in redone) == [-3, -2, -1, 0, 1, 2, 3]


EDGES = [0, 1, -1, 2, -2, 7, (1 << 31) - 1, 1 << 31, -(1 << 31), (1 << 62) - 1, 1 << 62,
         -(1 << 62), (1 << 63) - 1, -(1 << 63), 3037000499, -3037000500]


def _helpers(source):
    from pychecks.solvers import codegen
    return codegen.load("arith_helpers", source)


def exact(name, a, b):
    from pychecks.lean.evaluate.implementations import int_ediv, int_emod
    return {"_add": a + b, "_sub": a - b, "_mul": a * b, "_ediv": int_ediv(a, b),
            "_emod": int_emod(a, b)}[name]


def flag_failures(module):
    """(helper, a, b) where a helper returned a wrong int64 without flagging an overflow."""
    import numpy as np
    out = []
    for name in ("_add", "_sub", "_mul", "_ediv", "_emod"):
        fn = getattr(module, name).py_func
        for a in EDGES:
            for b in EDGES:
                ovf = np.zeros(1, np.int64)
                with np.errstate(over="ignore"):
                    r = int(fn(np.int64(a), np.int64(b), ovf))
                if not ovf[0] and r != exact(name, a, b):
                    out.append((name, a, b))
    return out


def test_every_helper_is_exact_or_flags():
    assert flag_failures(_helpers(NA._HELPERS)) == []


def test_a_helper_that_wraps_is_caught():
    assert flag_failures(_helpers(NA._HELPERS.replace("ovf[0] = 1", "pass"))) != []


def test_outside_the_fragment_is_not_lowered():
    text = """
def twice (n : ℕ) : ℕ := 2 * n
theorem_wanted a (n : ℕ) (x : Bool) : twice n = n + n ∨ x
theorem_wanted b (l : List ℕ) : l.length ≤ l.sum + l.length
"""
    _, readings = read_text(text, "Outside.lean", ROOT)
    for r in readings:
        assert r.evaluated is not None and NA.lower(r.evaluated) is None, r.name
