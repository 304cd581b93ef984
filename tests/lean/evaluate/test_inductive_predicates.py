"""Inductive predicates as least fixpoints: on a game with a cycle the positions of the cycle are
neither won nor lost (a greatest fixpoint would call them both); a constructor whose premise
quantifies over values no guard bounds makes the predicate UNKNOWN, naming that constructor."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, summary, verdict

CYCLE = """namespace Cycle

/-- A game on 0 … 5: 0 ↔ 1 is a cycle, 2 → 0, 3 → 4 → 5, and 5 has no move. -/
def moves : ℕ → List ℕ
  | 0 => [1]
  | 1 => [0]
  | 2 => [0]
  | 3 => [4]
  | 4 => [5]
  | _ => []

mutual
inductive Win : ℕ → Prop where
  | move {p q : ℕ} : q ∈ moves p → Lose q → Win p
inductive Lose : ℕ → Prop where
  | all {p : ℕ} : (∀ q ∈ moves p, Win q) → Lose p
end

-- the cycle is a draw: neither won nor lost
theorem_wanted cycle_draw : ¬ Win 0 ∧ ¬ Lose 0 ∧ ¬ Win 1 ∧ ¬ Lose 1 ∧ ¬ Win 2 ∧ ¬ Lose 2

-- wrong: what a greatest fixpoint would say
theorem_wanted cycle_wrongWon : Win 0

-- the finite part is decided: 5 is lost, 4 won, 3 lost
theorem_wanted chain : Lose 5 ∧ Win 4 ∧ Lose 3 ∧ ¬ Win 3

-- every position below 6 is won, lost, or on the cycle
theorem_wanted trichotomy (p : ℕ) (h : p < 6) : Win p ∨ Lose p ∨ p ≤ 2

-- wrong: some positions are neither
theorem_wanted wrongDetermined (p : ℕ) (h : p < 6) : Win p ∨ Lose p

/-- Reachability, with a constructor whose variable nothing bounds. -/
inductive Reach : ℕ → Prop where
  | base : Reach 0
  | step {m n : ℕ} : Reach m → Reach n

theorem_wanted reach_one : Reach 1

end Cycle
"""


@pytest.fixture(scope="module")
def read(tmp_path_factory):
    return readings(lean_file(tmp_path_factory.mktemp("cycle"), CYCLE, "Cycle.lean"))


@pytest.mark.parametrize("name,status,scope,bindings", [
    ("cycle_draw", "HOLDS", "closed", None),
    ("cycle_wrongWon", "FAILS", "closed", {}),
    ("chain", "HOLDS", "closed", None),
    ("trichotomy", "HOLDS", "N=63", None),
    ("wrongDetermined", "FAILS", "N=63", {"p": "0"}),
])
def test_least_fixpoint_on_a_game_with_a_cycle(read, name, status, scope, bindings):
    v = verdict(read[name])
    assert (v.status.value, v.scope) == (status, scope), v.reason
    assert (v.counterexample.bindings if v.counterexample else None) == bindings
    assert summary(verdict(read[name], backend="interpret")) == summary(v)


def test_an_unbounded_premise_makes_the_predicate_unknown_at_its_constructor(read):
    r = read["reach_one"]
    assert r.kind == "outside"
    assert "the constructor `step` of `Cycle.Reach` quantifies over `m : ℕ`" in r.reason
    line = CYCLE.splitlines().index("  | step {m n : ℕ} : Reach m → Reach n") + 1
    assert f"Cycle.lean:{line}:5: " in r.reason       # the constructor's place


TYPELESS = """namespace Typeless

/-- `| mk` with no type proves the predicate itself (Lean 4 core's decideNative test). -/
inductive ItsTrue : Prop
  | mk

/-- With a parameter: `| both` concludes `Twice n` for every `n`. -/
inductive Twice (n : ℕ) : Prop
  | both

/-- No constructor: nothing proves it. -/
inductive Never : Prop

theorem_wanted itsTrue : ItsTrue

theorem_wanted twice (n : ℕ) : Twice n

-- wrong: `Never` has no constructor
theorem_wanted wrongNever : ItsTrue ∧ Never

end Typeless
"""


@pytest.mark.parametrize("name,status", [("itsTrue", "HOLDS"), ("twice", "HOLDS"),
                                         ("wrongNever", "FAILS")])
def test_a_constructor_without_a_type_concludes_the_inductive_itself(tmp_path, name, status):
    r = readings(lean_file(tmp_path, TYPELESS, "Typeless.lean"))[name]
    v = verdict(r)
    assert v.status.value == status, v.reason
    assert summary(verdict(r, backend="interpret")) == summary(v)


INTERVALS = """namespace Intervals

/-- compfiles' Usa1990P4: `IV a b l` when `l` lists [a, b] growing from either end. The
conclusion `IV a b (a :: l)` repeats `a`, an index bound before, inside its list pattern. -/
inductive IV : ℕ → ℕ → List ℕ → Prop
  | single (d : ℕ) : IV d d [d]
  | consLo {a b : ℕ} {l : List ℕ} (h : IV (a + 1) b l) : IV a b (a :: l)
  | consHi {a b : ℕ} {l : List ℕ} (h : IV a (b - 1) l) (hhi : 0 < b) : IV a b (b :: l)

theorem_wanted lo_le_hi {a b : ℕ} {l : List ℕ} (h : IV a b l) : a ≤ b
theorem_wanted length_eq {a b : ℕ} {l : List ℕ} (h : IV a b l) : l.length = b + 1 - a
theorem_wanted example_holds : IV 1 3 [3, 1, 2] ∧ ¬ IV 1 3 [2, 1, 3]
-- wrong: the head is an end of the interval, not its middle
theorem_wanted wrongHead {a b : ℕ} {l : List ℕ} (h : IV a b l) : l.head? = some a
-- wrong: the repeated index must equal the head (`IV 0 1 [1, 0]`, not `[0, 0]`)
theorem_wanted wrongRepeat : IV 0 1 [0, 0]

end Intervals
"""


@pytest.mark.parametrize("name,status", [("lo_le_hi", "HOLDS"), ("length_eq", "HOLDS"),
                                         ("example_holds", "HOLDS"), ("wrongHead", "FAILS"),
                                         ("wrongRepeat", "FAILS")])
def test_an_index_repeated_inside_a_pattern_is_matched_then_checked(tmp_path, name, status):
    """A variable the conclusion fixes once (`a`) and uses again inside a list pattern (`a ::
    l`): the pattern binds `l`, and its head must equal `a`; `l` is then bounded by the query,
    not left to range over every list."""
    r = readings(lean_file(tmp_path, INTERVALS, "Intervals.lean"))[name]
    v = verdict(r, bound=4)
    assert v.status.value == status, v.reason
