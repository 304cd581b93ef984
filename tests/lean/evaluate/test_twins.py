"""The interpreter (the reference) and the compiled twin agree on every evaluated statement of
every example file: status, scope, assignments examined, assignments in the hypotheses, and the
smallest counterexample. Small bounds keep it quick; `Evaluated.lean` names each statement's
expected verdict (`…_holds`, `…_fails`, `…_unknown`), checked here too."""
from __future__ import annotations

import pytest

from evaluation import EXAMPLES, ROOT, readings, summary, verdict

FILES = [EXAMPLES / "HeapGames.lean", EXAMPLES / "ListGames.lean",
         ROOT / "tests" / "data" / "lean" / "Evaluated.lean",
         ROOT / "tests" / "data" / "lean" / "Coverage.lean"]
CASES = [(f, name) for f in FILES for name, r in sorted(readings(f).items())
         if r.kind == "evaluated"]


def _bound(reading) -> int:
    from pychecks.lean.evaluate.check import default_bound
    return min(default_bound(reading.evaluated), 6)


@pytest.mark.parametrize("path,name", CASES, ids=[f"{p.stem}.{n}" for p, n in CASES])
def test_interpreter_and_compiled_twin_agree(path, name):
    reading = readings(path)[name]
    n = _bound(reading)
    compiled = verdict(reading, bound=n, length=2)
    interpreted = verdict(reading, bound=n, length=2, backend="interpret")
    assert summary(compiled) == summary(interpreted), (compiled.reason, interpreted.reason)
    if path.name == "Evaluated.lean":
        want = name.rsplit("_", 1)[1].upper()
        assert compiled.status.value == want, compiled.reason


def test_every_example_statement_is_read():
    assert len(CASES) >= 30
    unread = [(f.name, n, r.reason) for f in FILES for n, r in readings(f).items()
              if r.kind == "outside" and f.name != "HeapGames.lean"]
    assert unread == []
