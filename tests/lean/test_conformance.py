"""Agreement between the readers (the start of issue 25's conformance suite): every statement of
the example files and of the typing tests goes through every backend that accepts it (the shapes'
enumerator or kernel, the evaluator's interpreter, its compiled twin, and `native`: the twin
with games solved as games and arithmetic in a numba loop), at one small scope, and all must
give the same verdict and the same smallest counterexample. A disagreement is a failing test,
never an expected one.

The scope is N = 3 (every ℕ ≤ 3, ℤ in [-3, 3], heaps ≤ 3), or the evaluator's default bound when
that is smaller, and lists of length ≤ 2. A statement with no variables of its own (`let P …;
(∀ p q, …) ∧ …`) has no counterexample bindings in the evaluator (the shapes report the inner
position of the failing half): for those only the verdicts are compared.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from pychecks.backends import enumerator
from pychecks.lean.claims.catalogue import read_file
from pychecks.lean.evaluate import check as EC
from pychecks.lean.evaluate.context import Unsupported
from pychecks.lean.evaluate.statement import read as evaluate
from pychecks.lean.shapes.names import renamer

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "lean" / "Examples").glob("*.lean")) + [
    ROOT / "tests" / "data" / "lean" / name
    for name in ("Evaluated.lean", "Typing.lean", "TypingEdges.lean", "GameSolvers.lean",
                 "NativeArith.lean")]
BOUND, LIST_LENGTH = 3, 2


@lru_cache(maxsize=None)
def _file(path: Path):
    return read_file(path)


def cases():
    return [(path, r.name) for path in FILES for r in _file(path)[1]]


def answers(path: Path, name: str) -> dict:
    """backend → (status, counterexample bindings or None), for each backend that reads the
    statement; and the scope used."""
    pf, readings = _file(path)
    reading = next(r for r in readings if r.name == name)
    try:
        ev = evaluate(pf, reading.decl, name)
    except Unsupported:
        ev = None
    n = BOUND if ev is None else min(BOUND, EC.default_bound(ev, LIST_LENGTH))
    out = {}
    if reading.statement is not None:
        v = enumerator().check(reading.statement, n)
        rename = renamer(reading.naming)     # heaps `p 0`, `p 1` as the position `p`
        v = rename(v) if rename is not None else v
        out["shapes"] = _summary(v, ev is None or bool(ev.variables))
    if ev is not None:
        for backend in EC.BACKENDS:
            v = EC.check(ev, n, LIST_LENGTH, backend=backend)
            out[backend] = _summary(v, bool(ev.variables))
    return out


def _summary(v, with_bindings: bool) -> tuple:
    cx = v.counterexample
    return (v.status.value, dict(cx.bindings) if cx is not None and with_bindings else None)


def disagreements(found: dict) -> list[str]:
    """`backend: answer` of each backend whose answer is not the first one's."""
    items = list(found.items())
    return [f"{b}: {a} (against {items[0][0]}: {items[0][1]})" for b, a in items[1:]
            if a != items[0][1]]


CASES = cases()


@pytest.mark.parametrize("path,name", CASES, ids=[f"{p.stem}.{n}" for p, n in CASES])
def test_every_backend_gives_the_same_verdict_and_counterexample(path, name):
    found = answers(path, name)
    assert disagreements(found) == []


def test_the_suite_compares_something():
    """Most statements are read by two readers (the shapes and the evaluator's back ends), the
    typing regressions among them: the comparison is not vacuous."""
    several = [(p.stem, n) for p, n in CASES if len(answers(p, n)) == 1 + len(EC.BACKENDS)]
    assert len(several) >= 60, len(several)
    assert ("Typing", "Typing.castLeafLt_fails") in several
    assert ("HeapGames", "HeapGames.slowNim4_wrongModulus") in several


def test_a_disagreement_is_found():
    assert disagreements({"shapes": ("FAILS", {"i": "3"}), "compiled": ("FAILS", {"i": "3"}),
                          "interpret": ("HOLDS", None)}) == [
        "interpret: ('HOLDS', None) (against shapes: ('FAILS', {'i': '3'}))"]
    assert disagreements({"shapes": ("FAILS", {"i": "3"}),
                          "compiled": ("FAILS", {"i": "2"})}) != []
