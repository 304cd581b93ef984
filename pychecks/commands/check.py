"""`pychecks check [NAME|FILE.py|FILE.lean ...|--all] [--bound N] [--json]`: check statements
exhaustively. A `.lean` file is read by the front end (`pychecks.lean.read`, `pychecks.lean.shapes`); every verdict
line of its statements starts with the statement's `FILE:LINE:COL:`."""
from __future__ import annotations

import contextlib
import time

from ..progress import announce
from ._args import positive_seconds, whole_number

#: z3 beside the enumerator is a quick look: one width, short timeouts, no widening (the edge
#: statement's 64-bit run belongs to `pychecks search`). All cube statements take ~2 s this way.
Z3_QUICK_WIDTH = 8
Z3_QUICK_TIMEOUT_S = 5.0
#: An embedded cluster starts one process per worker: more than this is a typo, not a plan.
MAX_WORKERS = 256


def add_parser(sub) -> None:
    p = sub.add_parser("check", help="check statements on every position up to a bound",
                       description="Check statements on every position up to a bound. NAME is a "
                       "Lean statement name (see `pychecks list`); a path ending in .py is a "
                       "claims file whose statements are all checked; a path ending in .lean is "
                       "a Lean file read as it is (every theorem_wanted, theorem and lemma, or "
                       "those NAMEs of it), each verdict line starting with FILE:LINE:COL:. "
                       "Statements outside the fragment pychecks reads are UNKNOWN with the "
                       "reason. Closed-form (kernel) "
                       "statements are checked half by half; characterisations of a "
                       "recursively defined P solve the whole box first.")
    p.add_argument("names", nargs="*", metavar="NAME|FILE.py|FILE.lean")
    p.add_argument("--all", action="store_true", help="every registered statement")
    p.add_argument("--bound", type=whole_number(0, None, "bound"), metavar="N",
                   help="bound N (default: each statement's own)")
    p.add_argument("--list-length", type=whole_number(0, 64, "list length"), metavar="L",
                   help="evaluated statements: lists range over lengths ≤ L (default "
                   "3); their scope column shows N and L")
    p.add_argument("--birthday", type=whole_number(0, 3, "birthday"), metavar="D",
                   help="statements in the games library's words: IGame variables range over "
                   "every game born by day D (default 2: 22 values; day 3: 1474)")
    p.add_argument("--timeout", type=positive_seconds, metavar="S",
                   help="evaluated statements: seconds of wall time each may spend (default "
                   "120); one that runs out is UNKNOWN, or HOLDS at the largest smaller scope "
                   "it checked whole")
    p.add_argument("--steps", type=whole_number(1, None, "step count"), metavar="K",
                   help="evaluated statements: calls and quantifier steps each may spend "
                   "(default 50,000,000)")
    p.add_argument("--budget", type=positive_seconds, metavar="S",
                   help="evaluated statements without --bound: each one's default N is the "
                   "largest whose check fits S seconds (default 2), predicted from short pilot "
                   "checks at smaller N in counted steps and assignments (the same N on every "
                   "machine)")
    p.add_argument("--scope-only", action="store_true",
                   help="evaluated statements: a quantifier over ℕ, ℤ or ℚ that the scope "
                   "leaves open is not handed to z3 (by default z3 settles what it can beyond "
                   "the scope, and the verdict says so); it stays true or false only within "
                   "the scope")
    p.add_argument("--json", action="store_true", help="JSON on stdout (schema in README)")
    p.add_argument("--z3", action="store_true",
                   help="also run z3 on each heap-game statement and show its verdict beside the "
                   "enumerator's: HOLDS up to width W, PROVED for all naturals where the "
                   "arithmetic is linear, FAILS, or UNKNOWN (characterisations always are)")
    p.add_argument("--z3-width", type=whole_number(1, 256, "bit width"), default=Z3_QUICK_WIDTH,
                   metavar="W",
                   help=f"z3 width beside the enumerator (default {Z3_QUICK_WIDTH}; no widening "
                   "here, see `pychecks search` for that)")
    p.add_argument("--z3-timeout", type=positive_seconds, default=Z3_QUICK_TIMEOUT_S,
                   metavar="S", help="seconds per z3 query here, a finite number above 0 "
                   f"(default {Z3_QUICK_TIMEOUT_S:g})")
    p.add_argument("--workers", type=int, metavar="K",
                   help="check kernel (closed-form P) statements in chunks on an embedded Dask "
                   "cluster of K worker processes; characterisations (recursively defined P) do "
                   "not split into chunks and stay on the numba path")
    p.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                   help="like --workers, on an existing Dask cluster (`dask scheduler`)")
    p.add_argument("--dask-path", choices=("blocks", "array"), default="blocks",
                   help="with --workers/--scheduler: 'blocks' runs the numba pass on runs of "
                   "slabs, carrying reach between them (default, fastest); 'array' runs the "
                   "prefix-OR array formulation chunked with dask.array")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..report import (exit_code, format_details, format_table, summary_line, to_json,
                          verdict_rows)

    from ..claims import run_check, run_search, select_claims, stale_reasons
    from ..errors import BadBound
    claims = select_claims(args.names, args.all)
    # A statement whose scope is refused (too large, even at N=1) costs only itself: its
    # verdict is UNKNOWN saying why, and the others are answered. Only a bound the user gave
    # for one statement is refused as an error (the user asked for exactly that).
    per_statement = args.bound is None or len(claims) > 1
    refused: dict[str, str] = {}
    plan = []
    for claim in claims:  # validate every bound before running anything
        # With --all, a bound goes to the statements that take one; a statement named on its
        # own refuses a bound it cannot use (`validate_bound` says why).
        given = None if args.all and claim.default_bound is None else args.bound
        try:
            bound = claim.validate_bound(given, cap=args.all)
            if bound is not None and claim.estimate_bytes is not None and \
                    not _to_dask(args, claim):
                from ..errors import TooLarge, memory_limit_bytes
                need = claim.estimate_bytes(bound)
                if need > memory_limit_bytes():
                    raise TooLarge(f"{claim.name} at N={bound}", need, memory_limit_bytes())
        except BadBound as exc:
            if not per_statement:
                raise
            refused[claim.name] = str(exc)
            bound = given
        plan.append((claim, bound))
    z3_options = _z3_options(args) if args.z3 else None
    verdicts, z3_verdicts = [], {} if args.z3 else None
    from ..lean.evaluate.check import list_length, using_limits, using_list_length
    length = args.list_length if args.list_length is not None else list_length()
    route = _router(args)  # Dask for kernel statements with --workers/--scheduler, else None
    stale = stale_reasons(claims)  # a stale mirror's verdict is UNKNOWN, never HOLDS
    from ..lean.evaluate.game_elab import birthday_scope, using_birthday
    day = args.birthday if args.birthday is not None else birthday_scope()
    from ..lean.evaluate.cost import DEFAULT_BUDGET
    budget = args.budget if args.budget is not None else DEFAULT_BUDGET
    if any(claim.budgeted is not None for claim, _ in plan):
        from ..lean.evaluate.check import load_native_kernels
        if not args.json:
            announce("loading numba's kernels ...")
        load_native_kernels()   # the process's start-up, not the first statement's time
    try:
        from ..lean.evaluate.beyond import using_z3
        with using_list_length(length), using_birthday(day), \
                using_limits(args.timeout, args.steps), using_z3(not args.scope_only):
            for claim, bound in plan:
                if not args.json:
                    announce(f"checking {claim.name} ...")
                try:
                    if claim.name in refused:
                        raise BadBound(refused[claim.name])
                    chosen, pilots_s = None, 0.0
                    if args.bound is None and claim.budgeted is not None and \
                            claim.name not in stale:
                        start = time.perf_counter()
                        chosen = claim.budgeted(budget)
                        bound, pilots_s = chosen.N, time.perf_counter() - start
                    verdict = run_check(claim, bound, stale, check=(
                        (lambda b, claim=claim: route(claim, b)) if route else None))
                    if chosen is not None:     # the time shown is the pilots' and the check's
                        verdict.seconds += pilots_s
                        verdict.reproduce = dict(verdict.reproduce, default=chosen.text())
                    verdicts.append(verdict)
                except BadBound as exc:
                    if not per_statement:
                        raise
                    verdicts.append(_refused(claim, bound, exc))
                    continue
                if z3_options is not None and (claim.statement is not None or
                                               claim.z3_statement is not None):
                    z3_verdicts[claim.name] = run_search(claim, z3_options, stale)
    finally:
        if route:
            route.close()
    locations = {c.name: c.location for c in claims if c.location}
    if args.json:
        print(to_json(verdicts, z3=z3_verdicts, locations=locations))
    else:
        print(format_table(verdict_rows(verdicts, z3=z3_verdicts, locations=locations)))
        print(summary_line(verdicts))
        details = format_details(verdicts, locations)
        if z3_verdicts:
            from ..report import z3_disagreements
            z3_details = format_details([v for v in z3_verdicts.values() if v.parts], locations)
            if z3_details:
                details += ("\n" if details else "") + "z3:\n" + z3_details
            for line in z3_disagreements(verdicts, z3_verdicts):
                details += ("\n" if details else "") + f"backends differ: {line}"
        if details:
            print()
            print(details)
    # The exit status follows the enumerator; a z3 counterexample fails the run as well,
    # unless the claim expects to fail.
    failed_z3 = any(v.status.value == "FAILS" and not v.met
                    for v in (z3_verdicts or {}).values())
    return max(exit_code(verdicts), 1 if failed_z3 else 0)


def _refused(claim, bound, exc):
    """The UNKNOWN verdict of a statement whose scope pychecks refuses (`BadBound`), at its
    place, with the expectation of the claim attached."""
    from ..claims import _expected, command_target
    from ..verdict import Status, Verdict
    place = f"{claim.location}: " if claim.location else ""
    command = f"pychecks check {command_target(claim)}" + (
        f" --bound {bound}" if bound is not None else "")
    return _expected(claim, Verdict(claim=claim.name, status=Status.UNKNOWN, backend="lean",
                                    scope="-", reason=f"{place}not checked: {exc}",
                                    reproduce={"command": command}))


def _to_dask(args, claim) -> bool:
    return _wants_cluster(args) and _chunkable(claim)


def _wants_cluster(args) -> bool:
    """True when the command line asked for Dask (`--workers` or `--scheduler`)."""
    return getattr(args, "workers", None) is not None or getattr(args, "scheduler", None) is not None


def _chunkable(claim) -> bool:
    """Kernel statements of group families and of move generators (a closed-form P) split into
    blocks; a solved P (characterisations) and a general relation without a generator (options
    anywhere below) do not."""
    from ..drivers.generators import generator_of
    from ..statements import KernelStatement
    st = claim.statement
    return (isinstance(st, KernelStatement)
            and (not st.family.is_relation or generator_of(st.family) is not None))


def _router(args):
    return Router(args) if _wants_cluster(args) else None


class Router:
    """`route(claim, bound)` checks one claim: kernel statements on the Dask cluster (started on
    first use, one per command), everything else on its own single-machine path."""

    def __init__(self, args):
        from ..errors import BadInput
        self.args = args
        self._stack = contextlib.ExitStack()
        self._client = None
        self._noted = False
        if getattr(args, "workers", None) is not None and getattr(args, "scheduler", None):
            raise BadInput("give --workers K (an embedded cluster) or --scheduler ADDRESS "
                           "(an existing one), not both")
        if getattr(args, "workers", None) is not None and args.workers < 1:
            raise BadInput(f"--workers {args.workers}: must be at least 1")
        if getattr(args, "workers", None) is not None and args.workers > MAX_WORKERS:
            raise BadInput(f"--workers {args.workers}: at most {MAX_WORKERS} local worker "
                           "processes (use --scheduler for a larger cluster)")

    def __call__(self, claim, bound):
        from .. import scale
        if not _chunkable(claim):
            if not self._noted and claim.statement is not None:
                scale.note("characterisations (P defined recursively) and general move relations "
                           "do not split into independent chunks; they run on the one-pass numba "
                           "path on this machine")
                self._noted = True
            return claim.check(bound)
        if self._client is None:
            self._client = self._stack.enter_context(
                scale.cluster(workers=self.args.workers, scheduler=self.args.scheduler))
        label = (f"{self.args.workers} local workers" if self.args.workers is not None
                 else f"cluster {self.args.scheduler}")
        if getattr(self.args, "dask_path", "blocks") == "array" and \
                claim.statement.family.is_relation:
            scale.note("the array formulation knows group families only; a move generator's "
                       "statement runs on the blocks path")
        elif getattr(self.args, "dask_path", "blocks") == "array":
            from ..drivers.heaps_array import check_dask
            return check_dask(claim.statement, bound, self._client, workers_label=label)
        from ..drivers.heaps_blocks import check_blocks
        return check_blocks(claim.statement, bound, self._client, workers_label=label)

    def close(self) -> None:
        self._stack.close()


def _z3_options(args):
    from ..smt.heaps import SearchOptions
    return SearchOptions(width=args.z3_width, max_width=args.z3_width,
                         timeout_s=args.z3_timeout)
