"""Issue 12: z3's counterexamples are the smallest (fewest tokens, then lexicographic) within
the query's time, whether the second half runs through a strategy or through `∀ q`; and a
counterexample not shown to be the smallest says why."""
import pytest

from pychecks import expr as E
from pychecks.games import cube_strategies as S
from pychecks.games.cube import ROTATION, sum_pairs_equal
from pychecks.games.heaps import nim
from pychecks.smt import heaps as Z
from pychecks.statements import KernelStatement
from pychecks.verdict import Status

#: Generous: the quantifier elimination takes a few seconds here, more on a loaded machine.
OPTS = dict(width=8, max_width=8, timeout_s=60, unbounded=False)

p = E.FACES
#: Rotation Nim's P-positions with a hole: every position with a + A ≥ 100 left out (issue 12).
HOLE = E.And(sum_pairs_equal(lambda a, b: a + b), E.Lt(p[0] + p[3], 100))


def _half2(statement, half2):
    v = Z.search(statement, Z.SearchOptions(half2=half2, **OPTS))
    return v, v.parts[1]


@pytest.mark.parametrize("half2,strategy", [("strategy", S.rotation_strategy()),
                                            ("quantified", None)])
def test_the_issues_hole_gives_the_smallest_counterexample(half2, strategy):
    st = KernelStatement(name="rotationHole", family=ROTATION, P=HOLE, strategy=strategy)
    v, half = _half2(st, half2)
    assert half.status is Status.FAILS
    assert half.counterexample.data["p"] == [0, 0, 0, 100, 100, 100]
    assert "the smallest there" in half.counterexample.breakdown[-1]
    (record,) = [r for r in half.reproduce["queries"] if r["answer"] == "sat"]
    assert record["minimised"] is True and record["not_minimised_because"] is None
    assert v.counterexample is half.counterexample  # at the top of the verdict too


def test_two_heaps_quantified_is_the_smallest():
    # Nim on two heaps with P = {a = b, a + b < 10}: (5, 5) is the smallest p ∉ P with no move
    # into P; every smaller p ∉ P moves to (m, m) with m = min(a, b) < 5.
    q = E.heaps(2)
    st = KernelStatement(name="nim2Hole", family=nim(2),
                         P=E.And(E.Eq(q[0], q[1]), E.Lt(q[0] + q[1], 10)))
    _, half = _half2(st, "quantified")
    assert half.status is Status.FAILS and half.counterexample.data["p"] == [5, 5]


def test_a_counterexample_not_shown_smallest_says_why(monkeypatch):
    # Without quantifier elimination (as for ^^^ on bit-vectors) the 300-token walk is too long.
    monkeypatch.setattr(Z, "_eliminate_quantifier", lambda z3, formula, deadline: None)
    st = KernelStatement(name="rotationHole", family=ROTATION, P=HOLE)
    _, half = _half2(st, "quantified")
    assert half.status is Status.FAILS
    (record,) = [r for r in half.reproduce["queries"] if r["answer"] == "sat"]
    why = record["not_minimised_because"]
    assert record["minimised"] is False
    assert "quantifier elimination did not finish in time" in why
    assert "are more than the 20,000 that are walked one by one" in why
    assert half.counterexample.breakdown[-1].endswith(why)


HOLE_FILE = """\
from pychecks import expr as E
from pychecks.games.cube import ROTATION, kernel_claim, sum_pairs_equal
p = E.FACES
kernel_claim("myRotation_withHole", ROTATION,
             E.And(sum_pairs_equal(lambda a, b: a + b), E.Lt(p[0] + p[3], 100)))
"""


def test_the_issues_claims_file_through_the_cli(capsys, tmp_path):
    from pychecks.cli import main
    f = tmp_path / "hole.py"
    f.write_text(HOLE_FILE)
    assert main(["search", str(f), "--timeout", "60"]) == 1
    out = capsys.readouterr().out
    assert "p := ![0, 0, 0, 100, 100, 100]" in out and "the smallest there" in out
