"""Helpers for the evaluator's tests: read Lean text or a file, check its statements with either
back end."""
from __future__ import annotations

from pathlib import Path

from pychecks.lean.evaluate import check as C
from pychecks.lean.evaluate import runtime as R
from pychecks.lean.claims.catalogue import read_file

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "lean" / "Examples"


def readings(path) -> dict:
    """Short statement name → Reading, of a Lean file."""
    _, rs = read_file(path)
    return {r.name.split(".")[-1]: r for r in rs}


def lean_file(tmp_path, text: str, name: str = "T.lean") -> Path:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    return f


def verdict(reading, bound=None, backend="compiled", length=C.DEFAULT_LIST_LENGTH,
            budget=None, z3=True):
    """The evaluator's verdict on an evaluated reading (its default bound unless given);
    `z3=False`: the scope only, as `--scope-only` (what a test of the scope's own wording
    needs, where z3 would settle the quantifier)."""
    from pychecks.lean.evaluate.beyond import using_z3
    assert reading.kind == "evaluated", reading.reason
    ev = reading.evaluated
    n = C.default_bound(ev, length) if bound is None else bound
    with using_z3(z3):
        return C.check(ev, n, length, backend=backend, budget=budget or R.Budget())


def summary(v) -> tuple:
    """What both back ends must agree on."""
    cx = v.counterexample
    return (v.status.value, v.scope, v.examined, v.in_hypotheses,
            None if cx is None else dict(cx.bindings))
