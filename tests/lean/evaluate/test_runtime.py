"""The evaluator's run-time primitives (`pychecks.lean.evaluate.runtime`, outside `quantify`,
which `test_coverage.py` and `test_three_valued.py` test), each against what its Lean meaning
says on small values: the budget's two limits, the errors' reasons, the pattern tests, the Pi
order, the value builders, `below`, membership, sums and products, and a guard's lower bound."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from pychecks.lean.evaluate import runtime as R
from pychecks.lean.evaluate import truth as T
from pychecks.lean.evaluate.values import CtorValue, Pair, Some, StructValue


# --- the budget ------------------------------------------------------------------------------

def test_the_step_budget_stops_past_its_steps_only():
    b = R.Budget(steps=R._CLOCK_EVERY * 2, seconds=1e9)
    b.tick(R._CLOCK_EVERY * 2)              # exactly the budget: allowed
    assert b.used == R._CLOCK_EVERY * 2
    with pytest.raises(R.Runaway) as info:
        b.tick(R._CLOCK_EVERY)
    assert info.value.reason() == (f"the evaluation took more than {R._CLOCK_EVERY * 2:,} steps "
                                   "(a runaway definition, or a scope too large): stopped")


def test_the_time_budget_stops_past_its_seconds_only(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(R.time, "perf_counter", lambda: now[0])
    b = R.Budget(steps=10 ** 12, seconds=5.0)
    now[0] = 105.0                           # exactly the time allowed: not past it
    b.tick(R._CLOCK_EVERY)
    now[0] = 105.5
    with pytest.raises(R.Runaway) as info:
        b.tick(R._CLOCK_EVERY)
    assert info.value.reason() == "the evaluation took more than 5 s: stopped"


def test_the_clock_is_read_every_so_many_steps():
    b = R.Budget(steps=10 ** 12, seconds=0.0)
    b.start -= 1.0                           # a second has passed
    b.tick(R._CLOCK_EVERY - 1)               # the clock is not read yet
    with pytest.raises(R.Runaway, match="more than 0 s"):
        b.tick()
    b = R.Budget(steps=10 ** 12, seconds=1e9)
    b.tick(R._CLOCK_EVERY)
    assert b.next_clock == 2 * R._CLOCK_EVERY
    b.tick()
    assert b.used == R._CLOCK_EVERY + 1
    assert (b.steps, b.seconds, b.atoms) == (10 ** 12, 1e9, R.DEFAULT_ATOMS)


def test_a_steady_budget_never_stops_a_small_evaluation():
    b = R.Budget()
    for _ in range(3 * R._CLOCK_EVERY):
        b.tick()
    assert b.used == 3 * R._CLOCK_EVERY


# --- errors and their reasons ------------------------------------------------------------------

def _quant(text="∃ m", place="F.lean:1:2", how="ℕ"):
    return SimpleNamespace(text=text, place=place, domain=SimpleNamespace(how=how))


def test_describe_names_the_quantifier_its_place_and_its_range():
    assert R.describe(_quant()) == "`∃ m` (F.lean:1:2) ranges over ℕ: only within the scope"
    assert R.describe(_quant(place="")) == "`∃ m` ranges over ℕ: only within the scope"
    assert R.describe(SimpleNamespace()) == "`a quantifier` ranges over : only within the scope"


def test_not_exact_says_where_and_why():
    q = _quant()
    e = R.NotExact(T.Scoped(True, q), "F.lean:3:4")
    assert e.value.value is True and e.where == "F.lean:3:4" and str(e) == "F.lean:3:4"
    assert e.reason() == ("F.lean:3:4: this must be decided, but `∃ m` (F.lean:1:2) ranges "
                          "over ℕ: only within the scope")
    assert R.NotExact(T.Scoped(False, q)).reason() == R.describe(q)
    assert R.NotExact(T.Unknown("a reason")).reason() == "a reason"
    assert R.NotExact(T.Unknown("a reason"), "here").reason() == \
        "here: this must be decided, but a reason"
    assert R.EvalError("plain").reason() == "plain"
    # a value that is neither a Scoped nor an Unknown has no reason of its own to give
    assert R.NotExact(1).reason() == ""
    assert R.NotExact(1, "here").reason() == "here: this must be decided, but "


def test_decide_passes_booleans_and_refuses_the_rest():
    assert R.decide(True) is True and R.decide(False) is False
    with pytest.raises(R.NotExact) as info:
        R.decide(T.Scoped(True, _quant()), "there")
    assert info.value.where == "there"
    with pytest.raises(R.NotExact) as info:
        R.decide(1)
    assert info.value.value == 1 and info.value.where == "" and info.value.reason() == ""


def test_library_errors():
    assert R.library_errors(None) == ()
    lib = SimpleNamespace(LeanPanic=KeyError, ScopeExhausted=IndexError, ResultTooLarge=OSError)
    assert R.library_errors(lib) == (KeyError, IndexError, OSError)
    assert R.library_errors(SimpleNamespace(ResultTooLarge=OSError)) == (OSError,)


# --- patterns and values ------------------------------------------------------------------------

def test_pattern_tests():
    s, c = StructValue("S", (1, 2)), CtorValue("T.c", (3,))
    assert R.is_struct(s, "S") and not R.is_struct(s, "U") and not R.is_struct(c, "S")
    assert R.is_ctor(c, "T.c") and not R.is_ctor(c, "T.d") and not R.is_ctor(s, "T.c")
    assert R.field_of(s, 0) == 1 and R.field_of(s, 1) == 2 and R.ctor_arg(c, 0) == 3


def test_builders():
    mk = R.make_struct("A.B")
    assert mk(1, 2) == StructValue("A.B", (1, 2)) and mk.__name__ == "mk_A_B"
    assert mk(1, 2).name == "A.B" and mk(1, 2).fields == (1, 2)
    ctor = R.make_ctor("T.c")
    assert ctor(5).ctor == "T.c" and ctor(5).args == (5,) and ctor.__name__ == "ctor_T_c"
    assert R.make_list(1, 2, 2) == (1, 2, 2) and R.make_list() == ()
    assert R.make_finset(1, 2, 2) == frozenset({1, 2})
    assert R.make_pair(1, 2) == Pair(1, 2) and R.make_some(4) == Some(4)


def test_the_pi_order_is_pointwise():
    assert R.pi_le((1, 2), (1, 3)) and R.pi_le((1, 2), (1, 2)) and not R.pi_le((2, 0), (1, 3))
    assert R.pi_lt((1, 2), (1, 3)) and not R.pi_lt((1, 2), (1, 2))
    # incomparable: neither is below the other
    assert not R.pi_lt((0, 3), (1, 2)) and not R.pi_lt((1, 2), (0, 3))


def test_below_lists_every_lower_position_in_order():
    assert list(R.below(2)) == [0, 1, 2] and list(R.below(0)) == [0]
    assert R.below((1, 2)) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    assert R.below(()) == [()]


def test_membership_tables_and_sets():
    assert R.in_set(2, (1, 2)) and not R.in_set(3, frozenset({1, 2}))
    assert R.in_set(4, lambda x: x % 2 == 0) and not R.in_set(3, lambda x: x % 2 == 0)
    evens = R.set_of_values([0, 2, 4])
    assert evens(2) and not evens(3)
    assert R.subset((1, 2), (2, 1, 3)) and not R.subset((1, 4), (1, 2)) and R.subset((), ())
    assert R.fin_apply((5, 6, 7), 1) == 6 and R.fin_apply(lambda i: i * 10, 2) == 20
    assert R.index((5, 6, 7), 2) == 7
    assert R.identity(9) == 9 and R.not_bool(True) is False and R.not_bool(False) is True


def test_sums_and_products():
    assert R.finite_sum([1, 2, 3], lambda x: x * x) == 14 and R.finite_sum([], abs) == 0
    assert R.finite_prod([1, 2, 3], lambda x: x + 1) == 24 and R.finite_prod([], abs) == 1


def test_a_lower_guard_counts_the_scope_from_its_bound():
    assert R.from_low(70, range(4)) == [70, 71, 72, 73]
    assert R.from_low(0, [0, 1]) == [0, 1] and R.from_low(5, []) == []
