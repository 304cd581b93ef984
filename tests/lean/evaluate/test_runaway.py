"""A runaway definition is UNKNOWN within the budget (steps, wall time, recursion depth), never a
hang and never HOLDS, with both back ends; a counterexample found before the budget ran out is
still reported."""
from __future__ import annotations

import time

import pytest

from evaluation import lean_file, readings, verdict
from pychecks.lean.evaluate import runtime as R

TEXT = """
def ack : ℕ → ℕ → ℕ
  | 0, n => n + 1
  | m + 1, 0 => ack m 1
  | m + 1, n + 1 => ack m (ack (m + 1) n)

def down : ℕ → ℕ
  | 0 => 0
  | n + 1 => down n

theorem_wanted ack_huge : ack 4 2 = 0

theorem_wanted down_deep : down 1000000 = 0

theorem_wanted ack_small_wrong (m : ℕ) : ack m 0 = 5

theorem_wanted wide : ∀ a < 100000, ∀ b < 100000, a + b + 1 > a
"""


@pytest.fixture(scope="module")
def read(tmp_path_factory):
    return readings(lean_file(tmp_path_factory.mktemp("run"), TEXT, "Run.lean"))


@pytest.mark.parametrize("backend", ["compiled", "interpret"])
def test_too_many_steps_is_unknown_within_the_cap(read, backend):
    # the reason says the step cap stopped it; the clock is set far out of the way, so that a
    # loaded machine cannot make the clock stop it first
    v = verdict(read["ack_huge"], backend=backend, budget=R.Budget(steps=200_000, seconds=600))
    assert v.status.value == "UNKNOWN" and "more than 200,000 steps" in v.reason


@pytest.mark.parametrize("backend", ["compiled", "interpret"])
def test_too_deep_a_recursion_is_unknown(read, backend):
    v = verdict(read["down_deep"], backend=backend)
    assert v.status.value == "UNKNOWN"
    assert "recursed deeper" in v.reason or "steps" in v.reason


def test_the_wall_clock_stops_an_evaluation(read):
    start = time.perf_counter()     # 10^10 shallow steps: the clock, not the depth, stops it
    v = verdict(read["wide"], budget=R.Budget(steps=10**12, seconds=1.0))
    assert v.status.value == "UNKNOWN" and "more than 1 s" in v.reason
    assert time.perf_counter() - start < 120  # a guard against a hang, not a timing


def test_a_counterexample_before_the_budget_ran_out_is_reported(read):
    v = verdict(read["ack_small_wrong"], bound=8, budget=R.Budget(steps=20_000, seconds=30))
    assert v.status.value == "FAILS" and v.counterexample.bindings == {"m": "0"}
    assert "stopped after" in v.reason
