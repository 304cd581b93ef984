"""Checking an evaluated statement: every assignment of its outer variables in the scope,
smallest first, and one verdict that says exactly what it covers.

* **FAILS** only on a genuine counterexample: an assignment where the hypotheses hold and the
  conclusion is false exactly (every quantifier that decided it was exact, or found its
  counterexample or witness). The smallest such assignment (fewest tokens, then
  lexicographic) is printed in the user's binder names and Lean syntax.
* **HOLDS** at the scope (N, and L when lists are involved): every assignment satisfied it,
  with every inner quantifier that ranged over the scope only within the scope; `closed` when
  the statement has no variables and evaluated exactly (a computation, not a sample). When a
  stop or assignments left undecided leave the scope asked for open, HOLDS is at the largest
  smaller scope whose every assignment was decided and held (`complete_scope`), the reason
  saying what was left.
* **UNKNOWN** otherwise, with the reason: an `∃` with no witness in the scope (it names the
  `∃` and the scope), a computation that ran out of its budget, a library call that would
  panic; the reason counts the assignments left undecided (a FAILS' reason does too).
* **VACUOUS** when the statement has hypotheses and no assignment met them: nothing was tested.

Every verdict counts the assignments that met the hypotheses (`in_hypotheses`; all of them
when there are none). A variable its hypotheses bound by numerals ranges over the values that
meet them (`guards.py`), and the verdict's `ranges` says over which.
"""
from __future__ import annotations

import itertools
import math
import sys
import threading
import time

from ...verdict import Counterexample, Status, Verdict
from . import game_elab as GE
from . import runtime as R
from . import scope as S
from . import truth as TR
from .show import lean_value

#: Assignments above which they are run in the product's order rather than sorted first.
SORT_LIMIT = 1 << 20
#: Assignments above which a bound is refused before anything runs.
MAX_ASSIGNMENTS = 1 << 26
#: Python frames one evaluation may stack (deep recursion runs in a thread with a large stack).
RECURSION_LIMIT = 200_000
STACK_BYTES = 512 * 2**20
#: The back ends: the compiled twin with games solved as games (`game_graph.py`; the
#: default), the compiled twin alone, and the reference interpreter.
BACKENDS = ("native", "compiled", "interpret")
DEFAULT_LIST_LENGTH = S.DEFAULT_LIST_LENGTH
#: Work (outer assignments times the values of the quantifiers inside that range over the
#: scope) a default bound aims at.
DEFAULT_WORK = 1 << 18

#: Fewer assignments by default when the statement reaches recursive definitions or inductive
#: predicates (a solver run per assignment).
RECURSION_FACTOR = 4

_LIST_LENGTH = R.CommandSetting(S.DEFAULT_LIST_LENGTH)
#: (seconds, steps) of the command running (`--timeout`, `--steps`); None: the defaults.
_LIMITS = R.CommandSetting((None, None))


def using_limits(seconds: float | None = None, steps: int | None = None):
    """Within the block, each evaluated statement may spend `seconds` of wall time and `steps`
    calls (`runtime.DEFAULT_SECONDS`, `runtime.DEFAULT_STEPS` where None)."""
    return _LIMITS.using((seconds, steps))


def command_budget() -> R.Budget:
    """A fresh budget with the limits of the command running (`using_limits`)."""
    seconds, steps = _LIMITS.current()
    return R.Budget(steps=R.DEFAULT_STEPS if steps is None else steps,
                    seconds=R.DEFAULT_SECONDS if seconds is None else seconds)


def list_length() -> int:
    """The list length L of the command running (`--list-length`)."""
    return _LIST_LENGTH.current()


def using_list_length(length: int):
    """Within the block, evaluated statements use lists of length ≤ `length`."""
    return _LIST_LENGTH.using(length)


def load_native_kernels() -> None:
    """Import numba and load the game-graph kernel from its cache, once per process, before the
    first evaluated statement's clock starts (no Lean name: the process's start-up). Without it
    the first statement of a file showed about a second more than the same check later in the
    process, which its budget had not counted; the statements' own generated kernels still load
    inside their time."""
    import numpy as np

    from ...solvers.game_graph import NORMAL, solve_graph
    solve_graph(np.zeros(2, np.int64), np.zeros(0, np.int64), NORMAL)


def default_bound(ev, list_length: int = S.DEFAULT_LIST_LENGTH) -> int:
    """The largest N (≤ 63) with at most `scope.DEFAULT_ASSIGNMENTS` assignments of the outer
    variables and at most `DEFAULT_WORK` once the quantifiers that range over the scope are
    counted in; 1 at least."""
    target = S.DEFAULT_ASSIGNMENTS
    if any(d.recursive for d in ev.elab.program.defs.values()) or ev.elab.program.preds:
        target //= RECURSION_FACTOR     # each assignment may solve a game
    n = 1
    top = GE.MAX_DEFAULT_N if GE.in_library_words(ev) else S.MAX_DEFAULT_BOUND
    while n < top:
        scope = S.Scope(n + 1, list_length)
        outer = assignments(ev, scope)
        if outer > target or outer * inner_work(ev, scope) > DEFAULT_WORK:
            break
        n += 1
    return n


def ranged_quantifiers(ev, guarded: bool = False) -> list:
    """The quantifiers of the statement and of the definitions it reaches that range over the
    scope (with `guarded`, those bounded by a guard whose size grows with the scope too)."""
    from . import ir as I
    roots = [h for h, _ in ev.hypotheses] + [ev.conclusion] + \
        [d.body for d in ev.elab.program.defs.values()]
    return [x for root in roots for x in I.walk(root) if isinstance(x, I.Quant) and
            (not x.domain.exact or guarded and x.domain.scope_type is not None)]


def inner_work(ev, scope: S.Scope) -> int:
    """An upper estimate of the work of one assignment: the product of the scope's counts of
    every quantifier that ranges over it or over a guard that grows with it."""
    from . import ir as I
    work = 1
    for q in ranged_quantifiers(ev, guarded=True):
        try:
            work *= S.count(q.domain.scope_type, scope, ev.elab.info)
        except S.NotEnumerable:
            pass
    roots = [h for h, _ in ev.hypotheses] + [ev.conclusion] + \
        [d.body for d in ev.elab.program.defs.values()]
    from .domains import runtime_work
    for root in roots:      # the values of a type that grows with the scope (`Fin n → α`)
        for x in I.walk(root):
            work *= runtime_work(x, scope.N)
    return work


def assignments(ev, scope: S.Scope) -> int:
    """How many assignments of the outer variables the scope gives (guards narrowing)."""
    total = 1
    for v in ev.variables:
        span = guarded_range(ev, v, scope)
        total *= S.count(v.ty, scope, ev.elab.info) if span is None else \
            max(0, span[1] - span[0] + 1)
    return total


def guarded_range(ev, v, scope: S.Scope) -> tuple[int, int] | None:
    """[low, high] of a variable its hypotheses bound by numerals (`guards.interval`), None for
    one that ranges over the scope of its type."""
    from .guards import interval
    return interval(v.ty, ev.bounds.get(v.py), scope.N, whole=v.py in _whole(ev, scope))


def _whole(ev, scope: S.Scope) -> set:
    """The variables whose two-sided numeral guard is taken whole (`guards.whole_guards`)."""
    from .guards import interval, two_sided, whole_guards
    widths, counts = {}, {}
    for v in ev.variables:
        bounds = ev.bounds.get(v.py)
        span = interval(v.ty, bounds, scope.N)
        counts[v.py] = S.count(v.ty, scope, ev.elab.info) if span is None else \
            max(0, span[1] - span[0] + 1)
        both = two_sided(v.ty, bounds)
        if both is not None:
            widths[v.py] = max(0, both[1] - both[0] + 1)
    return whole_guards(widths, counts)


def variable_values(ev, v, scope: S.Scope):
    """The values `v` takes: its guarded range, smallest first, or its type's in the scope."""
    span = guarded_range(ev, v, scope)
    if span is None:
        return S.values(v.ty, scope, ev.elab.info)
    low, high = span
    return tuple(sorted(range(low, high + 1), key=S.lex_key))


def ranges(ev, scope: S.Scope) -> dict:
    """name → [low, high] of every guarded variable (what the report shows)."""
    out = {}
    for v in ev.variables:
        span = guarded_range(ev, v, scope)
        if span is not None:
            out[v.name] = list(span)
    return out


def uses_lists(ev) -> bool:
    """True when the list length L bounds something the statement ranges over."""
    info = ev.elab.info
    return any(S.uses_lists(v.ty, info) for v in ev.variables) or \
        any(S.uses_lists(q.domain.scope_type, info) for q in ranged_quantifiers(ev))


def make_beyond(ev, scope: S.Scope, budget: R.Budget):
    """The statement's z3 questions (`beyond.Beyond`), exact domains inside them listed by the
    reference interpreter; None under `--scope-only`."""
    from .beyond import Beyond, enabled
    from .interpret import Interpreter
    if not enabled():
        return None
    from . import ir as I
    interp = Interpreter(ev.elab.program, scope, budget, ev.elab.info,
                         R.library_errors(ev.elab.lib))
    types = {v.py: v.ty for v in ev.variables}
    for root in [h for h, _ in ev.hypotheses] + [ev.conclusion]:
        types.update((q.var, q.domain.scope_type) for q in I.walk(root)
                     if isinstance(q, I.Quant) and q.domain.scope_type is not None)
    return Beyond(ev.elab.program, interp.run, types)


def make_runner(ev, scope: S.Scope, budget: R.Budget, backend: str):
    """`run(values) -> (hypotheses' truth, conclusion's truth or None)` for one assignment;
    `run.beyond` holds what z3 decided beyond the scope."""
    beyond = make_beyond(ev, scope, budget)
    if backend == "interpret":
        from .interpret import Interpreter
        interp = Interpreter(ev.elab.program, scope, budget, ev.elab.info,
                             R.library_errors(ev.elab.lib), beyond)
        names = [v.py for v in ev.variables]
        hyps = [h for h, _ in ev.hypotheses]
        extra = ev.play.environment() if ev.play is not None else {}

        def run(values):
            env = dict(extra)
            env.update(zip(names, values))
            h = True
            for hyp in hyps:
                h = TR.t_and(h, interp.run(hyp, env))
                if h is False:
                    return False, None
            return h, interp.run(ev.conclusion, env)
        run.beyond = beyond
        return run
    from .compile import compile_statement
    if backend == "native":
        from . import game_graph as G
        games = G.recognise(ev)
        if games:
            run = compile_statement(ev, scope, budget, extra_defs=G.option_defs(games),
                                    beyond=beyond)
            run.notes = G.install(run, ev, scope, budget, games)
            return run
    return compile_statement(ev, scope, budget, beyond=beyond)


def check(ev, bound: int, list_length: int = S.DEFAULT_LIST_LENGTH, *,
          backend: str = "native", budget: R.Budget | None = None) -> Verdict:
    """The verdict on an evaluated statement at scope (N = bound, L = list_length)."""
    result = {}

    def work():
        result["verdict"] = _check(ev, bound, list_length, backend, budget or command_budget())
    deep(work, result)
    return result["verdict"]


#: A check shorter than this is not timed for `widened`'s prediction (its fixed costs dominate).
MEASURABLE_SECONDS = 0.05
#: The clock is read once in this many assignments (less one), besides the steps' own reading.
CLOCK_ASSIGNMENTS = (1 << 12) - 1
#: The most work (assignments times ranged inner values, as `default_bound` counts it) a
#: statement VACUOUS at its default bound is widened to (`widened`).
WIDEN_WORK = 1 << 22


def widened(ev, bound: int, list_length: int, first: Verdict, *,
            backend: str = "native") -> tuple[Verdict, int]:
    """(the verdict, the bound it is at) of a statement that was VACUOUS at its default
    `bound`: checked again at 2N + 1, 4N + 3, … while the work stays within `WIDEN_WORK` (where
    the next doubling would not, once more at the widest N between whose work fits) and
    the command's clock (shared by the tries) has time left, until some assignment meets the
    hypotheses (`(h₁ : Nat.lcm 120 b = 3720)` is met only at b = 248). The verdict is the one
    at the bound that first met them, its scope saying which; else the last VACUOUS one."""
    if first.reason and first.reason.startswith("no assignment meets"):
        return first, bound        # the numerals of the hypotheses leave no value at any N
    limits = command_budget()
    start = time.perf_counter()
    verdict, n = first, bound
    last = False
    # (work, seconds) of the tries long enough to time: a try predicted to outlast the clock is
    # not begun, as it could only stop
    timed = [(_work(ev, bound, list_length), first.seconds)] \
        if first.seconds >= MEASURABLE_SECONDS else []
    while not last:
        wider = 2 * n + 1
        try:
            work = _work(ev, wider, list_length)
            if work > WIDEN_WORK:
                # the doubling overshoots (a `Finset ℤ` doubles its assignments at each
                # step of N): the widest N below it whose work fits, tried last
                wider = _widest_fitting(ev, n, wider, list_length)
                if wider is None:
                    break
                work, last = _work(ev, wider, list_length), True
            if (assignments(ev, S.Scope(wider, list_length)), work) == \
                    (assignments(ev, S.Scope(n, list_length)), _work(ev, n, list_length)):
                break   # nothing the statement ranges over grows with N: a wider box is this one
        except S.NotEnumerable:
            break
        left = limits.seconds - (time.perf_counter() - start)
        if work > WIDEN_WORK or left <= 0 or _predicted_seconds(timed, work) > left:
            break
        v = check(ev, wider, list_length, backend=backend,
                  budget=R.Budget(steps=limits.steps, seconds=left))
        if v.seconds >= MEASURABLE_SECONDS:
            timed.append((max(work, 1), v.seconds))
        # a wider try that ended with nothing meeting them (its clock ran out, or they stayed
        # undecided) says no more than the last VACUOUS one, which covered its scope whole
        if v.status is Status.UNKNOWN and v.in_hypotheses == 0:
            break
        if v.status is not Status.VACUOUS:
            why = f"VACUOUS at N={bound} (no assignment met the hypotheses), so widened"
            v.reason = f"{why}; {v.reason}" if v.reason else why
            return v, wider
        verdict, n = v, wider
    if n > bound:
        verdict.reason = f"{verdict.reason} (widened from N={bound} to N={n})"
    return verdict, n


def _predicted_seconds(timed: list, work: int) -> float:
    """The seconds a try of `work` is predicted to take from the tries timed so far ((work,
    seconds), in order): the last one's time scaled by the work's growth, raised to the power
    the last two show (at least 1). A try's time grows faster than its work where the values
    grow with N (IsStrongGiuga's `i ^ (n - 1)` for every i < n: 4.5 times the time for twice
    the work), so a linear rate predicted a last try far past the clock. 0 with none timed."""
    if not timed:
        return 0.0
    w1, t1 = timed[-1]
    power = 1.0
    if len(timed) > 1:
        w0, t0 = timed[-2]
        if w1 > w0 and t1 > t0:
            power = max(1.0, math.log(t1 / t0) / math.log(w1 / w0))
    return t1 * (max(work, 1) / max(w1, 1)) ** power


def _widest_fitting(ev, low: int, high: int, list_length: int) -> int | None:
    """The largest N in (low, high) whose work fits `WIDEN_WORK`, or None: a bisection, as
    the work only grows with N (a scan of the millions of N below a doubling took minutes)."""
    lo, hi = low, high              # the work fits at lo (or lo = low), not at hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _work(ev, mid, list_length) <= WIDEN_WORK:
            lo = mid
        else:
            hi = mid
    return lo if lo > low else None


def _work(ev, n: int, list_length: int) -> int:
    """The work `widened` weighs at N = n (assignments times ranged inner values)."""
    scope = S.Scope(n, list_length)
    return assignments(ev, scope) * inner_work(ev, scope)


def deep(fn, result: dict) -> None:
    """Run `fn` in a thread with a large stack and a high recursion limit (deep recursive
    definitions), re-raising what it raises."""
    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size()
    errors = []

    def target():
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001 — handed to the caller's thread as is
            errors.append(exc)
    try:
        threading.stack_size(STACK_BYTES)
        sys.setrecursionlimit(RECURSION_LIMIT)
        t = threading.Thread(target=target, name="pychecks-evaluate")
        t.start()
        t.join()
    finally:
        threading.stack_size(old_stack)
        sys.setrecursionlimit(old_limit)
    if errors:
        raise errors[0]


def _check(ev, bound, list_length, backend, budget) -> Verdict:
    start = time.perf_counter()
    scope = S.Scope(bound, list_length)
    info = ev.elab.info
    lists = uses_lists(ev)
    scope_text = scope.text(lists)
    scope_text = GE.scope_text(ev.variables, scope.N) or scope_text   # games born by day D
    total = assignments(ev, scope)
    common = dict(claim=ev.name, backend="interpret" if backend == "interpret" else "evaluate")
    if total > MAX_ASSIGNMENTS:
        from ...errors import BadBound
        raise BadBound(f"{ev.name} at {scope_text}: {S.count_text(total)} assignments of its "
                       "variables "
                       f"(at most {MAX_ASSIGNMENTS:,}); choose a smaller bound")
    domains = [variable_values(ev, v, scope) for v in ev.variables]
    order = itertools.product(*domains)
    examined = in_hyp = failures = scoped_true = undecided = 0
    first_fail = first_scoped = first_unknown = None
    ranged = stopped = None
    unknown_at = []                # the assignments left undecided, for `complete_scope`
    try:
        run = make_runner(ev, scope, budget, backend)
    except R.Runaway as exc:       # solving the game graph of the scope ran out of budget
        run, stopped = None, exc.reason()
    order = iter(order)
    fast = None
    if run is not None and backend == "native":
        from .native_arith import run as native_run
        fast = native_run(ev, domains, total <= SORT_LIMIT, run)
        if fast is not None:       # every assignment decided exactly in the numba loop
            examined, in_hyp, failures, first = fast
            budget.native += examined
            if first is not None:
                first_fail = (first, True, False)
            order = iter(())
    # The smallest first: sorted before the run, or (native) run in the product's order with the
    # smallest of each kind kept as it is met, which gives the same verdict without sorting
    # every assignment; past a stop, the smallest of those examined.
    keep_least = backend == "native" and total <= SORT_LIMIT
    if total <= SORT_LIMIT and not keep_least:
        order = iter(sorted(order, key=S.smallest_key))

    kept_keys = {}                 # id of a kept assignment: (it, its key), asked once

    def first(current, values):
        """True when `values` replaces `current` (None, or a tuple whose [0] are values)."""
        if current is None:
            return True
        if not keep_least:
            return False
        kept = kept_keys.get(id(current[0]))
        if kept is None or kept[0] is not current[0]:
            kept = kept_keys[id(current[0])] = (current[0], S.smallest_key(current[0]))
        return S.smallest_key(values) < kept[1]
    for values in (order if run is not None else ()):
        try:
            if not examined & CLOCK_ASSIGNMENTS:
                budget.check_clock()
            h, c = run(values)
        except R.Runaway as exc:
            stopped = exc.reason()
            order = itertools.chain([values], order)     # not examined
            break
        except (R.NotExact, R.Panic) as exc:
            examined += 1
            undecided += 1
            unknown_at.append(values)
            if first(first_unknown, values):
                first_unknown = (values, exc.reason())
            continue
        except RecursionError:
            stopped = (f"the evaluation recursed deeper than {RECURSION_LIMIT:,} frames (a "
                       "runaway definition): stopped")
            order = itertools.chain([values], order)
            break
        examined += 1
        if h is False:
            continue
        if TR.value_of(h) is True:
            in_hyp += 1
        r = TR.t_implies(h, c)
        if r is False:
            failures += 1
            if first(first_fail, values):
                first_fail = (values, h, c)
        elif r is True:
            continue
        elif isinstance(r, TR.Scoped):
            if r.value:
                scoped_true += 1
                ranged = ranged or r.why
            else:
                undecided += 1
                if first(first_scoped, values):
                    first_scoped = (values, r)
        else:
            undecided += 1
            unknown_at.append(values)
            if first(first_unknown, values):
                first_unknown = (values, r.reason)
    seconds = time.perf_counter() - start
    budget.assignments += examined - (fast[0] if fast is not None else 0)
    budget.stopped = stopped
    closed = ev.closed and ranged is None and first_scoped is None
    shown_scope = "closed" if closed and stopped is None else scope_text
    common.update(scope=shown_scope, examined=examined, seconds=seconds,
                  in_hypotheses=in_hyp, hypothesised=bool(ev.hypotheses),
                  ranges=ranges(ev, scope))
    left = undecided_text(ev, undecided, examined, first_unknown, first_scoped, scope)
    beyond = getattr(run, "beyond", None)
    z3_note = beyond.note() if beyond is not None else None
    if first_fail is not None:
        values, h, c = first_fail
        cx = counterexample(ev, values, h, c)
        reason = (f"{failures:,} assignments violate the statement" if failures != 1 else
                  "1 assignment violates the statement")
        if stopped:
            # the native loop does not visit assignments in order: past a stop, the one shown
            # is the smallest of those examined, and may not be the smallest of the scope
            reason += (f" (stopped after {examined:,} of {total:,}: {stopped}; the "
                       "counterexample is the smallest of those examined)")
        if left:
            reason += f"; {left}"
        if z3_note:
            reason += f"; {z3_note}"
        return Verdict(status=Status.FAILS, counterexample=cx, reason=reason, **common)
    if stopped is not None:
        why = f"after {examined:,} of {total:,} assignments, {stopped}"
        # the assignments not examined: a smaller scope before them all is what HOLDS
        held = None if first_unknown is not None or first_scoped is not None else \
            _held_below(ev, scope, order, lists, f"{scope_text} stopped {why}", common)
        return held or Verdict(status=Status.UNKNOWN, reason=f"{ev.location}: {why}", **common)
    if first_unknown is not None:
        values, why = first_unknown
        where = "" if why.split(":", 1)[0].startswith(ev.file) else f"{ev.location}: "
        why = (f"{where}{why} (at {assignment_text(ev, values)}; "
               f"{_count(undecided, examined)} left undecided)")
        # as past a stop, with the undecided assignments in place of those not examined
        held = None if first_scoped is not None or ranged is not None else \
            _held_below(ev, scope, unknown_at, lists, f"{scope_text}: {why}", common)
        return held or Verdict(status=Status.UNKNOWN, reason=why, **common)
    if first_scoped is not None:
        values, r = first_scoped
        return Verdict(status=Status.UNKNOWN, reason=f"{scoped_reason(ev, values, r, scope)}"
                       f" ({_count(undecided, examined)} left undecided)", **common)
    if ev.hypotheses and in_hyp == 0:
        if ranged is None and whole_domain(ev, scope):
            # every value of every variable was tried and the hypotheses were false at each:
            # they contradict each other, which the reason says; still nothing was tested
            return Verdict(status=Status.VACUOUS, reason=vacuous_truth(ev, examined),
                           **common)
        return Verdict(status=Status.VACUOUS, reason=vacuous_reason(ev, scope, examined),
                       **common)
    note = None
    if ranged is not None:
        # Counted and shown: an assignment true only within the scope was not decided exactly.
        some = (f"{scoped_true:,} of {examined:,} assignments" if scoped_true != 1 else
                f"1 of {examined:,} assignments")
        note = (f"{some} true only within the scope: {_quant(ranged)} ranged over the scope "
                f"({scope_text}) only")
    if z3_note:
        note = f"{note}; {z3_note}" if note else z3_note
    return Verdict(status=Status.HOLDS, reason=note, **common)


def _held_below(ev, scope: S.Scope, rest, lists: bool, what: str, common: dict):
    """HOLDS at the largest smaller scope every assignment of which came before `rest` (and
    was decided, and held), its reason `what` the larger scope left open; or None."""
    done = complete_scope(ev, scope, rest, lists)
    if done is None:
        return None
    common.update(scope=done.text(lists))
    return Verdict(status=Status.HOLDS, reason=f"{what}; every assignment of {done.text(lists)} "
                   "was checked", **common)


def complete_scope(ev, scope: S.Scope, rest, lists: bool) -> S.Scope | None:
    """The largest scope (N' < N, the same L) every assignment of which came before the
    assignments `rest` not examined, or None: none, or the statement's assignments depend on
    the scope otherwise than through N (a guard, a quantifier ranging over the scope), or it
    has hypotheses (whether the smaller scope met them is not counted)."""
    if ev.bounds or ev.hypotheses or ranged_quantifiers(ev, guarded=True) or not ev.variables:
        return None
    info = ev.elab.info
    least = scope.N + 1
    for values in rest:
        least = min(least, max(need(x, v.ty, info) for v, x in zip(ev.variables, values)))
        if least == 0:
            return None
    return S.Scope(least - 1, scope.L) if least <= scope.N else None


def need(value, ty, info) -> int:
    """The least N whose scope holds `value` of type `ty` (at the same list length)."""
    from . import types as T
    t = T.resolve(ty)
    if S.finite_values(t, info) is not None:
        return 0
    if t == T.NAT or t == T.INT:
        return abs(value)
    if isinstance(t, T.TCon):
        if t.name == "List":
            return max((need(x, t.args[0], info) for x in value), default=0)
        fields = info.struct_fields(t)
        if fields is not None:
            return max((need(x, f, info) for x, f in zip(value.fields, fields)), default=0)
        if t.name == "Prod":
            return max(need(value.fst, t.args[0], info), need(value.snd, t.args[1], info))
    if T.is_table(t):
        return max((need(x, t.cod, info) for x in value), default=0)
    return 1 << 62                  # not known: no smaller scope is claimed


def undecided_text(ev, undecided, examined, first_unknown, first_scoped, scope) -> str:
    """'3 of 64 assignments left undecided, the first at n := 0 (why)': what no verdict may
    drop silently; '' when every assignment was decided."""
    if not undecided:
        return ""
    first = first_unknown if first_unknown is not None else first_scoped
    values, why = first
    if not isinstance(why, str):
        why = scoped_reason(ev, values, why, scope)
    return (f"{_count(undecided, examined)} left undecided, the first at "
            f"{assignment_text(ev, values)} ({why})")


def _count(k: int, of: int) -> str:
    return f"{k:,} of {of:,} assignments" if k != 1 else f"1 of {of:,} assignments"


def whole_domain(ev, scope: S.Scope) -> bool:
    """True when the scope's assignments are every assignment of the statement's variables:
    none, or each of a finite type enumerated whole (`Bool`, `Prop` by its truth values, `Fin n`,
    a finite inductive), none narrowed by a guard. (A variable of ℕ or ℤ is not, even where a
    two-sided guard ranges it over all the values that meet it: VACUOUS says which numerals
    leave no value.)"""
    info = ev.elab.info
    return all(guarded_range(ev, v, scope) is None and S.finite_values(v.ty, info) is not None
               for v in ev.variables)


def vacuous_truth(ev, examined: int) -> str:
    """The reason of a VACUOUS statement whose scope was the whole domain: no assignment at
    all meets its hypotheses."""
    from ...drivers.heaps import vacuous_truth as said
    return said(", ".join(f"`{t}`" for _, t in ev.hypotheses),
                None if not ev.variables else examined, getattr(ev, "solved", ()))


def vacuous_reason(ev, scope, examined) -> str:
    """Which hypotheses no assignment met, and over what the variables ranged."""
    hyps = ", ".join(f"`{t}`" for _, t in ev.hypotheses)
    empty = [v.name for v in ev.variables
             if (span := guarded_range(ev, v, scope)) is not None and span[1] < span[0]]
    if empty:
        return (f"no assignment meets the hypotheses {hyps}: the numerals they bound "
                f"{', '.join(f'`{n}`' for n in empty)} by leave no value")
    return (f"none of the {examined:,} assignments of the scope met the hypotheses {hyps}: "
            "nothing was tested (raise --bound, or check the hypotheses)")


def _quant(q) -> str:
    return f"`{q.text}` ({q.place})" if getattr(q, "place", "") else f"`{q.text}`"


def scoped_reason(ev, values, r, scope) -> str:
    """Why a statement false only within the scope is UNKNOWN: the `∃` (its place first) that
    found no witness, or the `∀` that found no counterexample, for which assignment, and over
    what it ranged."""
    q = r.why
    at = f" at {assignment_text(ev, values)}" if values else ""
    lists = " or --list-length" if S.uses_lists(q.domain.scope_type, ev.elab.info) else ""
    here = _range(q, scope, ev.elab.info)
    if q.text.startswith("∀"):  # a `∀` true in the scope, under a negation or a hypothesis
        found, beyond = "holds on every value of the scope", "a counterexample"
    else:
        found, beyond = "has no witness in the scope", "a witness"
    return (f"{q.place}: `{q.text}` {found}{at}: it ranges over {q.domain.how}, here {here}, "
            f"and {beyond} may lie outside, so the statement is false only within the scope "
            f"(raise --bound{lists})")


def _range(q, scope, info) -> str:
    from . import types as T
    t = T.resolve(q.domain.scope_type)
    if t == T.NAT and getattr(q.domain, "low", None) is not None:
        return f"[{q.domain.low_text}, {q.domain.low_text} + {scope.N}] (N={scope.N})"
    if t == T.NAT:
        return f"[0, {scope.N}] (N={scope.N})"
    if t == T.INT:
        return f"[-{scope.N}, {scope.N}] (N={scope.N})"
    if t == T.PNAT:
        return f"[1, {scope.N + 1}] (N={scope.N})"
    return f"the scope {scope.text(S.uses_lists(t, info))}"


def assignment_text(ev, values) -> str:
    return ", ".join(f"{v.name} := {lean_value(x, v.ty, ev.elab)}"
                     for v, x in zip(ev.variables, values)) or "the statement"


def counterexample(ev, values, h, c) -> Counterexample:
    """The report of an assignment where the statement is false."""
    bindings = {v.name: lean_value(x, v.ty, ev.elab) for v, x in zip(ev.variables, values)}
    breakdown = []
    for (ir, text), node in zip(ev.hypotheses, ev.hypothesis_nodes):
        shown = sides(ev, values, node, ir)
        breakdown.append(f"the hypothesis {text} holds" + (": " + ", ".join(shown)
                                                             if shown else ""))
    shown = sides(ev, values)      # the issue line above states the conclusion
    breakdown.append("the conclusion is false" + (": " + ", ".join(shown) if shown else ""))
    data = {"values": [repr(x) for x in values],
            "names": [v.name for v in ev.variables]}
    return Counterexample(bindings=bindings, issue=ev.conclusion_text if not ev.hypotheses else
                          " → ".join([t for _, t in ev.hypotheses] + [ev.conclusion_text]),
                          breakdown=breakdown, data=data)


def sides(ev, values, node=None, ir=None) -> list:
    """The two sides of the conclusion (or of the hypothesis `node`, elaborated as `ir`) at a
    counterexample: their values for `=`, `<`, `≤`, their truth for `↔`, `∧`, `∨`, `→`
    (evaluated again by the interpreter); [] when it is no such pair."""
    from .. import ast as A
    from . import ir as I
    from .interpret import Interpreter
    if node is None:
        node, ir = ev.conclusion_node, ev.conclusion
    interp = Interpreter(ev.elab.program, S.Scope(0, 0), R.Budget(steps=1_000_000, seconds=5),
                         ev.elab.info, R.library_errors(ev.elab.lib))
    env = {v.py: x for v, x in zip(ev.variables, values)}
    if ev.play is not None:
        env.update(ev.play.environment())
    try:
        while isinstance(ir, I.Let):
            env[ir.name] = interp.run(ir.value, env)
            ir = ir.body
        if isinstance(ir, I.Not) and isinstance(node, A.BinOp) and node.op == "≠":
            ir = ir.arg
        if not isinstance(node, A.BinOp):
            return []
        left, right = node.lhs, node.rhs
        if node.op in (">", "≥"):
            left, right = right, left
        text = (lambda n: ev.elab.text(n, ev.context, 60))
        if isinstance(ir, I.Prim) and getattr(ir, "operand_type", None) is not None:
            ty = ir.operand_type
            a, b = (interp.run(x, env) for x in ir.args)
            shown = getattr(ir, "side_text", None)   # a game compared up to `≈`: its value
            return [f"{text(side)} {shown(x)}" if shown is not None else
                    f"{text(side)} = {lean_value(x, ty, ev.elab)}"
                    for side, x in ((left, a), (right, b)) if not isinstance(side, A.Num)]
        if isinstance(ir, (I.Iff, I.And, I.Or, I.Implies)):
            out = []
            for side, x in ((node.lhs, ir.lhs), (node.rhs, ir.rhs)):
                value = interp.run(x, env)
                word = {True: "true", False: "false"}.get(value, "decided only in the scope")
                out.append(f"{text(side)} is {word}")
            return out
    except (R.EvalError, RecursionError):
        return []
    return []
