"""The guards' reading (`pychecks.lean.evaluate.guards`), function by function: which hypotheses
bound a variable and to what, which two-sided guards are taken whole within the budget, and the
interval a guarded variable then ranges over. Each expected value is worked out by hand from the
hypothesis's meaning (`71 < n` is n ≥ 72); `test_coverage.py` runs the same reading end to end,
through statements."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from pychecks.lean.evaluate import guards as G
from pychecks.lean.evaluate import types as T
from pychecks.lean.verify.fixture_reader import parse_term

NAT, INT = T.NAT, T.INT
#: The outer variables: n and m of type ℕ, z of type ℤ, b a Bool (never bounded).
VARIABLES = [SimpleNamespace(py="n_0", ty=NAT), SimpleNamespace(py="m_1", ty=NAT),
             SimpleNamespace(py="z_2", ty=INT), SimpleNamespace(py="b_3", ty=T.BOOL)]
#: Names as the hypothesis writes them; `k` is a local that is no outer variable.
CTX = SimpleNamespace(locals={"n": SimpleNamespace(ir_name="n_0"),
                              "m": SimpleNamespace(ir_name="m_1"),
                              "z": SimpleNamespace(ir_name="z_2"),
                              "b": SimpleNamespace(ir_name="b_3"),
                              "k": SimpleNamespace(ir_name="k_9")})


def bounds_of(*hypotheses) -> dict:
    out: dict = {}
    for h in hypotheses:
        G.read_bounds(parse_term(h), CTX, VARIABLES, out)
    return out


@pytest.mark.parametrize("hypothesis,bounds", [
    ("71 ≤ n", [71, None]), ("71 < n", [72, None]), ("n ≥ 71", [71, None]),
    ("n > 71", [72, None]), ("100 ≥ n", [None, 100]), ("100 > n", [None, 99]),
    ("n ≤ 100", [None, 100]), ("n < 100", [None, 99]), ("n = 7", [7, 7]), ("7 = n", [7, 7]),
])
def test_each_comparison_bounds_its_side(hypothesis, bounds):
    assert bounds_of(hypothesis) == {"n_0": bounds}


def test_conjuncts_and_hypotheses_fold_to_the_tightest_bounds():
    assert bounds_of("3 ≤ n ∧ n ≤ 9 ∧ 5 ≤ n") == {"n_0": [5, 9]}
    assert bounds_of("n ≤ 9 ∧ n < 4") == {"n_0": [None, 3]}
    assert bounds_of("n ≤ 9", "2 < n", "n ≤ 12", "1 ≤ n") == {"n_0": [3, 9]}
    assert bounds_of("n = 4", "n ≤ 9") == {"n_0": [4, 4]}
    assert bounds_of("n = 4", "5 ≤ n") == {"n_0": [5, 4]}        # empty: nothing meets both
    assert bounds_of("n ≤ 5 ∧ 2 ≤ m", "m < 8") == {"n_0": [None, 5], "m_1": [2, 7]}
    # a strict bound tightens one already there by its own + 1 (n > 5 is n ≥ 6, over n ≥ 3)
    assert bounds_of("3 ≤ n", "n > 5") == {"n_0": [6, None]}
    assert bounds_of("3 ≤ n", "5 < n") == {"n_0": [6, None]}
    assert bounds_of("9 ≤ n", "n > 5") == {"n_0": [9, None]}
    # a conjunct that bounds nothing does not stop the reading of those after it
    assert bounds_of("n ≠ 3 ∧ 5 ≤ n") == {"n_0": [5, None]}
    assert bounds_of("n + 1 = 2 ∧ n < 4 ∧ b = true") == {"n_0": [None, 3]}


def test_a_divisor_of_a_nonzero_numeral_is_at_most_it():
    assert bounds_of("n ∣ 36") == {"n_0": [None, 36]}
    assert bounds_of("n ∣ 36", "n ≤ 20", "2 ≤ n") == {"n_0": [2, 20]}
    assert bounds_of("n ∣ 0") == {}                  # every n divides 0
    assert bounds_of("z ∣ 36") == {}                 # ℤ: -36 divides 36 too
    assert bounds_of("n ∣ m") == {}


def test_integers_take_negated_numerals_and_naturals_do_not():
    assert bounds_of("-3 ≤ z", "z < -1") == {"z_2": [-3, -2]}
    assert bounds_of("z > -3") == {"z_2": [-2, None]}
    assert bounds_of("-3 ≤ n") == {}       # `-3` is no ℕ numeral: not read, n stays unbounded


@pytest.mark.parametrize("hypothesis", [
    "n ≠ 3", "n + 1 ≤ 5", "5 ≤ n + 1", "n ≤ k", "k ≤ 5", "b = 5", "n ≤ 5 ∨ 9 ≤ n",
    "¬ (n ≤ 5)", "n ≤ m", "q ≤ 5",
])
def test_other_hypotheses_bound_nothing(hypothesis):
    """Only a numeral against an outer ℕ or ℤ variable is read: anything else (and a
    disjunction or a negation, which bound nothing on their own) leaves the scope's range."""
    assert bounds_of(hypothesis) == {}


@pytest.mark.parametrize("ty,bounds,expected", [
    (NAT, None, None), (NAT, [], None), (NAT, [3, None], None), (INT, [None, 5], None),
    (NAT, [None, 5], (0, 5)), (NAT, [-3, 5], (0, 5)), (NAT, [3, 5], (3, 5)),
    (INT, [-3, 5], (-3, 5)), (INT, [None, None], None),
])
def test_two_sided(ty, bounds, expected):
    assert G.two_sided(ty, bounds) == expected


def test_whole_guards_stay_within_the_budget():
    assert G.whole_guards({"n": 100}, {"n": 64}) == {"n"}
    assert G.whole_guards({"n": 50}, {"n": 64}) == set()          # narrower: the scope's range
    assert G.whole_guards({"n": 64}, {"n": 64}) == set()          # as wide: nothing gained
    assert G.whole_guards({"n": G.WHOLE_BUDGET}, {"n": 1}) == {"n"}        # exactly the budget
    assert G.whole_guards({"n": G.WHOLE_BUDGET + 1}, {"n": 1}) == set()
    # in name order while the product stays within the budget: a (4096 → 19,200), not b
    assert G.whole_guards({"b": 300, "a": 300}, {"a": 64, "b": 64}) == {"a"}
    # the other variables' counts multiply in: 218 · 300 = 65,400 is within, 219 · 300 is not
    assert G.whole_guards({"a": 300}, {"a": 64, "c": 218}) == {"a"}
    assert G.whole_guards({"a": 300}, {"a": 64, "c": 219}) == set()
    assert G.whole_guards({"a": 5}, {"a": 0}) == set()            # no value at all: left alone
    # … and the variables after it are still considered (no assignment at all: within budget)
    assert G.whole_guards({"a": 5, "b": 300}, {"a": 0, "b": 64}) == {"b"}


@pytest.mark.parametrize("ty,bounds,n,whole,expected", [
    (NAT, None, 63, False, None), (NAT, [], 63, False, None),
    (NAT, [0, None], 63, False, None), (NAT, [-5, None], 63, False, None),
    (NAT, [3, None], 3, False, (3, 6)), (NAT, [71, 100], 10, False, (71, 81)),
    (NAT, [71, 100], 10, True, (71, 100)), (NAT, [71, None], 10, True, (71, 81)),
    (NAT, [None, 99], 63, True, (0, 99)), (NAT, [None, 99], 63, False, (0, 63)),
    (NAT, [-5, 3], 63, False, (0, 3)), (NAT, [100, 50], 63, False, (100, 50)),
    (INT, [None, 5], 3, False, (-1, 5)), (INT, [-2, 1], 3, False, (-2, 1)),
    (INT, [-2, 10], 3, False, (-2, 4)), (INT, [-2, None], 3, False, (-2, 4)),
    (INT, [-2, 10], 3, True, (-2, 10)), (INT, [None, 5], 3, True, (-1, 5)),
])
def test_interval(ty, bounds, n, whole, expected):
    assert G.interval(ty, bounds, n, whole) == expected
