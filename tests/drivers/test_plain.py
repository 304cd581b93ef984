"""Plain statements (`∀ x …, hypotheses → conclusion`) on the enumerator against a brute force
written here: every assignment tried in order, the smallest violation chosen by fewest tokens,
then lexicographically. Counts, the hypothesis region, the box (`Fin k` caps whatever the bound)
and the counterexample's bindings must all agree. Written against surviving mutants of
`drivers.heaps.check_plain` (scripts/mutation)."""
import itertools

import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.drivers import heaps as H
from pychecks.errors import BadBound
from pychecks.statements import PlainStatement, Variable

from .conftest import assert_counts_up_to, refused_below

x = E.heaps(3)

#: (variables, hypotheses, conclusion): true and false statements; ties in token count across
#: slabs and within a slab; a hypothesis that never holds; Fin caps below and above the bound.
CASES = {
    "xor_le_add": ((Variable("a"), Variable("b")), sp.true,
                   E.Le(E.xor(x[0], x[1]), x[0] + x[1])),
    "xor_lt_add": ((Variable("a"), Variable("b")), sp.true,
                   E.Lt(E.xor(x[0], x[1]), x[0] + x[1])),
    "sum_is_not_two": ((Variable("a"), Variable("b"), Variable("c")), E.Le(1, x[2]),
                       E.Ne(x[0] + x[1] + x[2], 2)),
    "late_tie": ((Variable("a"), Variable("b")), E.Le(2, x[0] + x[1]),
                 E.Or(E.Lt(x[1], 2), E.Lt(x[0] + x[1], 2))),
    "fin_wraps": ((Variable("i", cap=2), Variable("n")), E.Le(x[0] + x[1], 4),
                  E.Ne(E.xor(x[0], x[1]), 3)),
    "fin_only": ((Variable("i", cap=3),), sp.true, E.Lt(x[0], 3)),
    "never_applies": ((Variable("a"), Variable("b")), E.Lt(x[0] + 10, x[1]),
                      E.Eq(x[0], 99)),
    "one_variable": ((Variable("n"),), E.Ne(x[0], 0), E.Ne(sp.Mod(x[0], 3), 2)),
    # violations ![0, 3] and ![1, 0]: the later slab holds the fewer tokens
    "fewer_tokens_later": ((Variable("a"), Variable("b")), sp.true,
                           E.Not(E.Or(E.And(E.Eq(x[0], 0), E.Eq(x[1], 3)),
                                      E.And(E.Eq(x[0], 1), E.Eq(x[1], 0))))),
    # violations ![0, 1, 3] and ![0, 2, 0] in one slab: not the first in index order
    "fewer_tokens_in_the_slab": ((Variable("a"), Variable("b"), Variable("c")), sp.true,
                                 E.Not(E.Or(E.And(E.Eq(x[1], 1), E.Eq(x[2], 3)),
                                            E.And(E.Eq(x[1], 2), E.Eq(x[2], 0))))),
}


def statement(name):
    variables, hyp, concl = CASES[name]
    return PlainStatement(name, variables, hyp, concl)


def brute_force(st, bound):
    """(examined, in hypotheses, violations, smallest violation) over the whole box."""
    tops = [bound if v.cap is None else v.cap for v in st.variables]
    hyp, concl = E.to_python(st.hypotheses), E.to_python(st.conclusion)
    examined = in_hyp = 0
    bad = []
    for values in itertools.product(*(range(t + 1) for t in tops)):
        examined += 1
        if hyp(values):
            in_hyp += 1
            if not concl(values):
                bad.append(values)
    smallest = min(bad, key=lambda v: (sum(v), v)) if bad else None
    return examined, in_hyp, len(bad), smallest


@pytest.mark.parametrize("bound", [1, 2, 3, 5])
@pytest.mark.parametrize("name", sorted(CASES))
def test_plain_statements_equal_the_brute_force(clock, name, bound):
    st = statement(name)
    examined, in_hyp, count, smallest = brute_force(st, bound)
    v = H.check_plain(st, bound)
    assert (v.examined, v.in_hypotheses, v.seconds) == (examined, in_hyp, 1.0)
    assert v.scope == f"N={bound}" and v.backend == "enumerate"
    assert v.reproduce == {"command": f"pychecks check {name} --bound {bound}"}
    if smallest is None:
        # no assignment meeting the hypotheses: nothing was tested, and the verdict says so
        vacuous = in_hyp == 0 and st.hypotheses is not sp.true
        assert v.status.value == ("VACUOUS" if vacuous else "HOLDS")
        assert v.counterexample is None and (v.reason is None) != vacuous
        return
    assert v.status.value == "FAILS"
    assert v.reason == (f"{count:,} assignments violate the statement" if count != 1 else
                        "1 assignment violates the statement")
    cx = v.counterexample
    assert cx.data == {"values": list(smallest)}
    assert cx.bindings == {var.name: str(val) for var, val in zip(st.variables, smallest)}


def test_the_cases_say_no_and_yes():
    # The table above is only a test if it holds both verdicts, ties and an empty hypothesis.
    kinds = {name: brute_force(statement(name), 3) for name in CASES}
    assert {k for k, r in kinds.items() if r[3] is None} >= {"xor_le_add", "never_applies"}
    assert kinds["never_applies"][1] == 0
    assert kinds["late_tie"][3] == (0, 2)  # (1, 1) has as many tokens, and comes later
    assert kinds["fewer_tokens_later"][3] == (1, 0)
    assert kinds["fewer_tokens_in_the_slab"][3] == (0, 2, 0)
    assert kinds["fin_only"][0] == 4  # `i : Fin 4` has cap 3: i = 0 … 3


def test_fin_caps_ignore_the_bound():
    v = H.check_plain(statement("fin_only"), 1)
    assert v.examined == 4 and v.counterexample.data == {"values": [3]}


def test_values_beyond_int16():
    far = 33_000
    st = PlainStatement("far", (Variable("n"),), sp.true, E.Ne(x[0], far))
    v = H.check_plain(st, far)
    assert v.status.value == "FAILS" and v.counterexample.data == {"values": [far]}


def test_a_failure_shows_each_hypothesis_and_each_side():
    v = H.check_plain(statement("sum_is_not_two"), 3)
    assert v.counterexample.bindings == {"a": "0", "b": "0", "c": "2"}
    assert v.counterexample.breakdown == ["the hypothesis 1 ≤ c is true",
                                          "the conclusion a + b + c ≠ 2 is false: a + b + c = 2"]
    v = H.check_plain(statement("late_tie"), 3)    # a connective: its truth, no sides
    assert v.counterexample.breakdown == ["the hypothesis 2 ≤ a + b is true: a + b = 2",
                                          "the conclusion b < 2 ∨ a + b < 2 is false"]


def test_a_hypothesis_that_never_holds_is_vacuous():
    v = H.check_plain(statement("never_applies"), 3)
    assert v.status.value == "VACUOUS" and v.in_hypotheses == 0 and v.examined == 16
    assert v.reason.startswith("none of the 16 positions of the box (N=3) met its hypotheses")
    assert not v.ok and v.to_json()["status"] == "VACUOUS"
    # one assignment meeting them is enough to be tested
    st = PlainStatement("once", (Variable("a"),), E.Eq(x[0], 3), E.Eq(x[0], 3))
    assert H.check_plain(st, 3).status.value == "HOLDS"
    assert H.check_plain(st, 2).status.value == "VACUOUS"


def test_a_bound_below_one_is_refused():
    with pytest.raises(BadBound):
        H.check_plain(statement("one_variable"), 0)


def test_the_report(progress):
    v = H.check_plain(statement("xor_lt_add"), 5)
    assert v.claim == "xor_lt_add"
    cx = v.counterexample
    assert cx.issue == "hypotheses → conclusion"
    # a := 0, b := 0: each side of the failing comparison with its value
    assert cx.breakdown == ["the conclusion a ^^^ b < a + b is false: a ^^^ b = 0, a + b = 0"]
    (rec,) = progress
    assert rec.label == "xor_lt_add N=5"
    assert_counts_up_to(rec, 36)
    assert len(rec.updates) == 6  # one report per value of the first variable


def test_memory_is_refused_at_the_estimate(monkeypatch):
    # per assignment of all variables but the first: 8 bytes per variable and 40 more
    need = 6 * (8 * 2 + 40)
    v = refused_below(monkeypatch, need, "xor_lt_add at N=5 needs",
                      lambda: H.check_plain(statement("xor_lt_add"), 5))
    assert v.status.value == "FAILS"
