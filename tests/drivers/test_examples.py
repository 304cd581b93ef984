"""Concrete facts (`M a b`, `∀ q, ¬ M a q`) on the enumerator: every part's verdict, true and
false, field by field. The stuck claims were only ever checked true before a mutation run
(scripts/mutation) showed that a wrong one could not fail any test."""
import pytest

from pychecks.drivers import heaps as H
from pychecks.errors import BadBound
from pychecks.games.heaps import nim
from pychecks.statements import ExampleStatement

NIM = nim(2)
BOUND = 3


def test_every_part_true_and_false(clock):
    st = ExampleStatement("nim_examples",
                          facts=((NIM, (2, 1), (0, 1)), (NIM, (2, 1), (1, 0))),
                          no_move_from_zero=(NIM,),
                          no_move_from=((NIM, (0, 2)),))
    v = H.check_example(st, BOUND)
    assert (v.claim, v.backend, v.scope, v.status.value) == ("nim_examples", "reference",
                                                             "N=3", "FAILS")
    assert v.reproduce == {"command": "pychecks check nim_examples --bound 3"}
    assert v.seconds == 4.0  # four parts of one second each (see the clock fixture), summed
    fact_ok, fact_bad, zero, stuck = v.parts
    for part in v.parts:
        assert (part.claim, part.backend, part.seconds) == ("nim_examples", "reference", 1.0)

    assert (fact_ok.part, fact_ok.scope, fact_ok.status.value, fact_ok.examined) == (
        "NimMove ![2, 1] ![0, 1]", "concrete", "HOLDS", 1)
    assert fact_ok.counterexample is None
    assert (fact_bad.part, fact_bad.status.value) == ("NimMove ![2, 1] ![1, 0]", "FAILS")
    cx = fact_bad.counterexample
    assert cx.bindings == {"p": "![2, 1]", "q": "![1, 0]"}
    assert cx.issue == "NimMove p q" and cx.data == {"p": [2, 1], "q": [1, 0]}
    # The top-level counterexample is the first failing part's.
    assert v.counterexample is cx

    assert (zero.part, zero.scope, zero.status.value) == ("∀ q, ¬ NimMove 0 q", "N=3", "HOLDS")
    assert zero.examined == (BOUND + 1) ** 2 and zero.counterexample is None

    # From ![0, 2] the moves are to ![0, 0] and ![0, 1]; the first in index order is reported,
    # and the search stops there.
    assert (stuck.part, stuck.scope, stuck.status.value) == ("∀ q, ¬ NimMove ![0, 2] q", "N=3",
                                                             "FAILS")
    assert stuck.examined == 1
    cx = stuck.counterexample
    assert cx.bindings == {"q": "![0, 0]"} and cx.issue == "¬ NimMove ![0, 2] q"
    assert cx.data == {"p": [0, 2], "q": [0, 0]}


def test_a_stuck_claim_fails_at_its_first_move_in_index_order(clock):
    # From ![1, 2], q = ![0, 0] is no Nim move (two heaps change); ![0, 2] is the first.
    v = H.check_example(ExampleStatement("late", no_move_from=((NIM, (1, 2)),)), BOUND)
    (stuck,) = v.parts
    assert stuck.status.value == "FAILS" and stuck.examined == 3
    assert stuck.counterexample.data == {"p": [1, 2], "q": [0, 2]}
    assert v.counterexample is stuck.counterexample


def test_true_facts_hold(clock):
    v = H.check_example(ExampleStatement("ok", facts=((NIM, (2, 1), (2, 0)),),
                                         no_move_from_zero=(NIM,)), 2)
    assert v.status.value == "HOLDS" and v.counterexample is None
    assert [p.status.value for p in v.parts] == ["HOLDS", "HOLDS"]
    assert v.examined == 9


def test_a_bound_below_one_is_refused():
    with pytest.raises(BadBound):
        H.check_example(ExampleStatement("ok", no_move_from_zero=(NIM,)), 0)
