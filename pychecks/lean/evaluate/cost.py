"""Default scopes by cost: the largest N whose check fits a budget of seconds (`--budget S` on
`pychecks check`), chosen from short pilot checks at smaller N.

The choice must be the same on every machine (verdicts and emitted fixtures are reproducible
byte for byte), so a pilot's cost is never its wall time. It is its meter (`runtime.Budget`),
in counts the evaluator keeps deterministically: steps (calls and quantifier steps), assignments
run one by one in Python, assignments decided in a numba loop, and entries of the game tables
tabulated and solved natively (the options of lists and of structures of ℕ fields, outcomes and
Grundy values alike: `game_graph.install` counts each table's rows and options once per solve). Each count is turned into seconds by a fixed rate of the back end (`RATES`),
calibrated once on the 2-core machine this project is developed on (`scripts/bench_evaluate.py
--calibrate` prints what the rates predict beside what each check took there).

The pilots run at N = 1, 2, 3, 4, 6, 9, … while the cost they have spent and the next one's predicted
cost stay within `PILOT_SHARE` of the budget, each under a step cap (a pilot past it stops,
deterministically). From the last complete pilots the cost of one assignment is extrapolated
as a power of N + 1 (the number of assignments at each N is counted exactly), and the default
is the largest N ≤ `MAX_BOUND`, and within `EXTRAPOLATION` times the last pilot's N + 1, whose
predicted cost, added to what the pilots spent, stays within the budget, and whose assignments
stay within `MAX_ASSIGNMENTS`. At least the last complete
pilot's N, and 1 when none completed.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import runtime as R
from . import scope as S

#: The default budget of one statement, in seconds (`--budget`).
DEFAULT_BUDGET = 2.0
#: Share of the budget the pilots may spend.
PILOT_SHARE = 0.25
#: The largest default bound chosen by cost (one ℕ variable of a cheap statement reaches it).
MAX_BOUND = 1023
#: Assignments a default scope may have, whatever its predicted cost (a count beyond it says
#: more about a cost model's error than about the statement).
MAX_ASSIGNMENTS = 1 << 22
#: The largest power of N + 1 one assignment's cost is extrapolated with. A cap below the
#: growth the pilots measured predicts too little: at 6, a game solved over every subset of
#: [1, N] (the shared corpus's c18, whose cost grew as (N + 1)^10 between its last pilots) was
#: given N=16 for a 2 s budget, and its check took 28 s; at 12 it gets N=12, 0.6 s.
MAX_EXPONENT = 12.0
#: How far beyond the last complete pilot a default may lie: N + 1 at most this many times
#: the pilot's (a cost model is trusted over a range, not without end).
EXTRAPOLATION = 3


@dataclass(frozen=True)
class Rates:
    """Counts per second of one back end, and seconds per check (compiling the statement)."""

    steps: float
    assignments: float
    native: float
    table: float
    entries: float
    elements: float
    fixed: float


#: Calibrated on this project's 2-core development machine (issue 26, one run each, other work
#: running): a least-squares fit of the wall time of about 400 checks of the evaluated
#: statements of lean/Examples/ListGames.lean, tests/data/lean/{Evaluated,GameSolvers}.lean and
#: a user's file of games (Kayles, a subtraction game, Nim by inductive predicates) at N = 1, 2,
#: 3, 4, 6, 9, 13, 19, 39, … to their meters, each rate then about halved for margin (the fit
#: predicted a median two thirds of the time taken; an assignment of `Finset` values, or work
#: in library calls no count sees, costs more). The compiled twin's steps, its per-assignment
#: driver, the numba loop over assignments, a natively solved table entry, an option made or
#: read in Python, an element of a list a library call made, and what one check costs however
#: small. The interpreter's rates are the twin's divided by 4 (about its ratio to the twin in
#: scripts/bench_evaluate.py), not fitted: `check` runs the native back end.
RATES = {
    "native": Rates(steps=9.0e5, assignments=3.0e4, native=8.0e7, table=3.5e7, entries=3.5e5,
                    elements=8.0e5, fixed=0.03),
    "compiled": Rates(steps=9.0e5, assignments=3.0e4, native=8.0e7, table=3.5e7,
                      entries=3.5e5, elements=8.0e5, fixed=0.03),
    "interpret": Rates(steps=2.2e5, assignments=7.5e3, native=8.0e7, table=3.5e7,
                       entries=9.0e4, elements=2.0e5, fixed=0.03),
}


@dataclass(frozen=True)
class Pilot:
    """One pilot check: its N, the assignments of its scope, and its cost in seconds by the
    rates (None when it stopped at its cap: more than the pilots may spend)."""

    N: int
    assignments: int
    seconds: float | None


def seconds_of(budget: R.Budget, rates: Rates) -> float:
    """The cost of a finished check beyond `rates.fixed`, in seconds by `rates`, from its
    meter."""
    return (budget.used / rates.steps + budget.assignments / rates.assignments +
            budget.native / rates.native + budget.table / rates.table +
            budget.entries / rates.entries + budget.elements / rates.elements)


def _exponent(a: Pilot, b: Pilot) -> float | None:
    """The power of N + 1 that one assignment's cost grew by from pilot a to pilot b."""
    before, per = a.seconds / a.assignments, b.seconds / b.assignments
    if before <= 0 or per <= 0:
        return None
    return math.log(per / before) / math.log((b.N + 1) / (a.N + 1))


def predict(pilots: list[Pilot], n: int, count: int) -> float:
    """The predicted cost (beyond the fixed) of a check at N = n with `count` assignments,
    from the last complete pilots: one assignment's cost grows as a power of N + 1, its
    exponent fitted on the last two (between 0 and `MAX_EXPONENT`; constant from one alone),
    and raised by what it grew from the pair before, when it grew (a cost growing faster than
    any power, a game tree searched without a table, shows so)."""
    done = [p for p in pilots if p.seconds is not None and p.assignments > 0]
    if not done:
        return math.inf
    last = done[-1]
    per = last.seconds / last.assignments
    exponent = 0.0
    if len(done) >= 2:
        exponent = _exponent(done[-2], last) or 0.0
        if len(done) >= 3:
            before = _exponent(done[-3], done[-2])
            if before is not None and exponent > before:
                exponent += exponent - before
        exponent = min(max(exponent, 0.0), MAX_EXPONENT)
    return count * per * ((n + 1) / (last.N + 1)) ** exponent


def spent(pilots: list[Pilot], rates: Rates) -> float:
    """What the pilots cost, by the rates (a stopped one: its whole step cap is not known, so
    it counts as the fixed cost only; the pilots' share bounds it anyway)."""
    return sum(rates.fixed + (p.seconds or 0.0) for p in pilots)


def choose(pilots: list[Pilot], counts, budget_s: float, rates: Rates, floor: int = 1) -> int:
    """The default N: the largest n ≤ `MAX_BOUND` with `counts(n)` ≤ `MAX_ASSIGNMENTS` whose
    predicted cost (`predict`, and the fixed cost) plus what the pilots spent stays within
    `budget_s`, below any pilot that stopped; else the largest complete pilot's N that cost
    no more than the budget; `floor` when there is none."""
    done = [p for p in pilots if p.seconds is not None and
            rates.fixed + p.seconds <= budget_s]
    if not done:
        return floor
    best = max(floor, done[-1].N)
    stops = [p.N for p in pilots if p.seconds is None]
    top = min([MAX_BOUND, EXTRAPOLATION * (done[-1].N + 1) - 1] + [s - 1 for s in stops])
    used = spent(pilots, rates)
    n = best + 1
    while n <= top:
        count = counts(n)
        if count > MAX_ASSIGNMENTS or \
                used + rates.fixed + predict(pilots, n, count) > budget_s:
            break
        best = n
        n += 1
    return best


def pilots(run_pilot, counts, budget_s: float, rates: Rates) -> list[Pilot]:
    """The pilot checks at N = 1, 2, …: `run_pilot(n, step_cap) -> Budget` runs one and
    returns its meter. They go on while the spent cost plus the next's prediction stays within
    `PILOT_SHARE · budget_s`; the step cap of each is what is left of that share in steps."""
    share = PILOT_SHARE * budget_s
    out: list[Pilot] = []
    n = 1
    while n <= MAX_BOUND:
        count = counts(n)
        if count > MAX_ASSIGNMENTS:
            break
        used = spent(out, rates)
        if out and used + rates.fixed + predict(out, n, count) > share:
            break
        cap = max(1, int((share - used) * rates.steps))
        meter = run_pilot(n, cap)
        if meter.stopped is not None:
            out.append(Pilot(n, count, None))
            break
        out.append(Pilot(n, count, seconds_of(meter, rates)))
        if spent(out, rates) > share:
            break
        n = next_pilot(n)
    return out


def next_pilot(n: int) -> int:
    """The N of the pilot after one at N = n: 1, 2, 3, 4, 6, 9, 13, 19, 28, … (half as large
    again), so that a cheap statement's pilots reach far for few fixed costs."""
    return max(n + 1, n * 3 // 2)


@dataclass(frozen=True)
class Choice:
    """A default scope chosen by cost: its N, the budget it fits, and the pilots it came from."""

    N: int
    budget: float
    pilots: tuple
    #: True when a pilot ran past the budget's wall time (its counts were far cheaper than
    #: its work): the one case where the choice depends on the machine, and says so.
    clocked: bool = False

    def text(self) -> str:
        """'N=20 fits --budget 2 s (pilots at N ≤ 12)'."""
        done = [p for p in self.pilots if p.seconds is not None]
        last = f"N ≤ {done[-1].N}" if done else "none complete"
        text = f"N={self.N} fits --budget {self.budget:g} s (pilots at {last})"
        if self.clocked:
            text += ("; a pilot ran past the budget's wall time, so on another machine the "
                     "choice may differ: give --bound to fix it")
        return text


def default_scope(ev, budget_s: float = DEFAULT_BUDGET, list_length: int = S.DEFAULT_LIST_LENGTH,
                  backend: str = "native") -> Choice:
    """The default N of an evaluated statement under a budget of `budget_s` seconds: pilot checks
    at N = 1, 2, … (`pilots`) under the command's limits, then `choose`. The same statement,
    list length and budget get the same N on every machine: only counts are measured."""
    from . import check as C
    rates = RATES[backend]
    limits = C.command_budget()

    def counts(n: int) -> int:
        scope = S.Scope(n, list_length)
        return C.assignments(ev, scope) * C.inner_work(ev, scope)

    clocked = []

    def run_pilot(n: int, cap: int) -> R.Budget:
        # the wall-clock cap is a guard for a statement whose work no count sees (library
        # calls on huge numbers): only a pilot that ran past the whole budget meets it
        meter = R.Budget(steps=min(cap, limits.steps), seconds=min(limits.seconds, budget_s),
                         atoms=limits.atoms)
        from .beyond import using_z3
        with using_z3(False):   # the pilots count the scope's work; z3's is no count of it
            C.check(ev, n, list_length, backend=backend, budget=meter)
        if meter.stopped is None and meter.used > meter.steps:
            meter.stopped = "the step cap"
        if meter.stopped is not None and "s: stopped" in meter.stopped:
            clocked.append(n)
        return meter
    done = pilots(run_pilot, counts, budget_s, rates)
    return Choice(choose(done, counts, budget_s, rates), budget_s, tuple(done),
                  clocked=bool(clocked))
