"""Agreement between the readers (issue 25's conformance suite): every statement of the example
files, of the typing tests and of the real-world corpus (tests/data/realworld, and the shared one,
../shared/realworld beside the clone or $PYCHECKS_SHARED/realworld, when it is there) goes through
every backend that accepts it (the shapes' enumerator or kernel, the evaluator's interpreter, its
compiled twin, `native`: the twin with games solved as games and arithmetic in a numba loop, and
z3 at width 2 where it has an encoding for the shape), at one small scope, and all must give the
same verdict and the same smallest counterexample. A disagreement is a failing test, never an
expected one.

z3 at width 2 is the box N = 3 (every heap and ℕ variable below 2²); it runs only where the
scope is that box, and an UNKNOWN from it (its time ran out) is no answer, so it is left out of
the comparison rather than counted as agreeing. Its PROVED (for every value, which bounded
widths do not give) would count as HOLDS.

The scope is N = 3 (every ℕ ≤ 3, ℤ in [-3, 3], heaps ≤ 3), or the evaluator's default bound when
that is smaller, and lists of length ≤ 2. A statement with no variables of its own (`let P …;
(∀ p q, …) ∧ …`) has no counterexample bindings in the evaluator (the shapes report the inner
position of the failing half): for those only the verdicts are compared.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import os

import pytest

from pychecks.backends import enumerator
from pychecks.errors import BadBound
from pychecks.lean.claims.catalogue import read_file
from pychecks.lean.evaluate import check as EC
from pychecks.lean.evaluate import runtime as R
from pychecks.lean.evaluate.context import Unsupported
from pychecks.lean.evaluate.statement import read as evaluate
from pychecks.lean.shapes.names import renamer
from pychecks.smt import heaps as Z

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "lean" / "Examples").glob("*.lean")) + [
    ROOT / "tests" / "data" / "lean" / name
    for name in ("Evaluated.lean", "Typing.lean", "TypingEdges.lean", "GameSolvers.lean",
                 "NativeArith.lean")]


def _shared_realworld() -> Path:
    """The shared real-world corpus, where `scripts/realworld` looks for it."""
    env = os.environ.get("PYCHECKS_SHARED")
    return Path(env) / "realworld" if env else ROOT.parent / "shared" / "realworld"


REALWORLD = sorted((ROOT / "tests" / "data" / "realworld").rglob("*.lean")) + \
    sorted(_shared_realworld().rglob("*.lean"))
FILES += REALWORLD
BOUND, LIST_LENGTH = 3, 2
#: Wall time per backend and statement: formal-conjectures' A141057 supercongruences need
#: `a (n * p ^ k)` far past any box, and would take the default 120 s on each backend.
BACKEND_SECONDS = 15
#: z3's bit width whose box is N = BOUND (values below 2 ** Z3_WIDTH), and its time per query:
#: every query of these files settles in well under a second; the margin is for a loaded machine.
Z3_WIDTH = 2
Z3_OPTIONS = Z.SearchOptions(width=Z3_WIDTH, max_width=Z3_WIDTH, timeout_s=20, unbounded=False,
                             budget_s=None)
assert 2 ** Z3_WIDTH - 1 == BOUND


@lru_cache(maxsize=None)
def _file(path: Path):
    return read_file(path)


def cases():
    return [(path, r.name) for path in FILES for r in _file(path)[1]]


@lru_cache(maxsize=None)
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
        rename = renamer(reading.naming)     # heaps `p 0`, `p 1` as the position `p`
        v = enumerator().check(reading.statement, n)
        v = rename(v) if rename is not None else v
        out["shapes"] = _summary(v, ev is None or bool(ev.variables))
        if n == BOUND and Z.searchable(reading.statement):
            v = Z.search(reading.statement, Z3_OPTIONS, name)
            v = rename(v) if rename is not None else v
            if v.status.value != "UNKNOWN":
                out["z3"] = _summary(v, ev is None or bool(ev.variables))
    if ev is not None:
        for backend in EC.BACKENDS:
            try:
                v = EC.check(ev, n, LIST_LENGTH, backend=backend,
                             budget=R.Budget(seconds=BACKEND_SECONDS))
            except BadBound:
                # too many assignments even at N = 1 (CombiBench's `sols : Finset (Fin 6 → ℕ)`
                # over every finset): no backend checks it, so none can disagree
                continue
            if v.reason and "stopped" in v.reason:
                # its time ran out: no answer, like z3's UNKNOWN (not agreement); the back ends
                # come fastest first, so the slower ones would run out too (45 s a statement)
                break
            out[backend] = _summary(v, bool(ev.variables))
    return out


def _summary(v, with_bindings: bool) -> tuple:
    cx = v.counterexample
    status = "HOLDS" if v.status.value == "PROVED" else v.status.value
    return (status, dict(cx.bindings) if cx is not None and with_bindings else None)


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
    several = [(p.stem, n) for p, n in CASES if len(answers(p, n)) >= 1 + len(EC.BACKENDS)]
    assert len(several) >= 60, len(several)
    assert ("Typing", "Typing.castLeafLt_fails") in several
    assert ("HeapGames", "HeapGames.slowNim4_wrongModulus") in several


def test_z3_and_the_real_world_corpus_take_part():
    """z3 answers beside the others, counterexamples among them (so that its smallest one is
    compared), and the real-world corpus's statements are compared too."""
    with_z3 = {n: a["z3"] for p, n in CASES for a in [answers(p, n)] if "z3" in a}
    assert len(with_z3) >= 40, len(with_z3)
    assert sum(status == "FAILS" for status, _ in with_z3.values()) >= 15
    assert with_z3["Typing.castLeafLt_fails"] == ("FAILS", {"i": "3"})
    compared = [n for p, n in CASES if p in REALWORLD and len(answers(p, n)) >= 2]
    assert len(compared) >= 25, len(compared)


def test_a_disagreement_is_found():
    assert disagreements({"shapes": ("FAILS", {"i": "3"}), "compiled": ("FAILS", {"i": "3"}),
                          "interpret": ("HOLDS", None)}) == [
        "interpret: ('HOLDS', None) (against shapes: ('FAILS', {'i': '3'}))"]
    assert disagreements({"shapes": ("FAILS", {"i": "3"}),
                          "compiled": ("FAILS", {"i": "2"})}) != []
