"""`pychecks search NAME ...|--all [--width W] [--timeout S] [--json]`: z3 counterexample search."""
from __future__ import annotations

from ..errors import BadInput, PychecksError
from ..progress import announce
from ._args import positive_seconds, whole_number

#: Bit widths z3 is asked about: every heap below 2^W.
MAX_WIDTH = 256

DESCRIPTION = """\
Search for counterexamples with z3, far beyond the enumerator's box, half by half.

Each query asks z3 for a counterexample with every heap < 2^W (--width, default 8). Answers:
  FAILS    z3 found one; it is printed in Lean syntax (smallest: fewest tokens, then
           lexicographic) and re-checked with p fixed.
  HOLDS    no counterexample with every face < 2^W (scope W=...). Queries using ^^^ are widened
           (16, 32, 64 bits, up to --max-width) while each width finishes within --timeout.
  PROVED   the query was also run over unbounded naturals (z3 Int, p >= 0), possible where the
           arithmetic is linear (+, constant *, / and % by a constant, <=, truncated -,
           if-then-else),
           and z3 answered unsat: the half holds for all values.
  UNKNOWN  z3 gave up (timeout, quantifiers), or the run's --budget (default 60 s, every
           statement together) was spent before the query ran or while it ran: the reason says
           which; never counted as holding.

At a bounded width, a query without quantifiers is solved by bit-blasting (z3's simplify,
solve-eqs, bit-blast, sat), whatever its arithmetic.

Kernel statements (closed-form P): the first half (no move inside P) is quantifier-free. The
second half (a move into P from every p not in P) uses the statement's shipped strategy S when it
has one (p not in P -> M p (S p) and S p in P, quantifier-free), else the quantified query
"exists p not in P, forall q, not (M p q and q in P)" (--half2 picks: auto, strategy, quantified,
both). A strategy that goes wrong at p refutes nothing: p is re-checked and, when p does have a
move into P, the half is UNKNOWN and names p.

Characterisations (a recursively defined P: the misere statements, slow rotation) are reported
UNKNOWN with the reason: z3 has no closed form for P outside the hypotheses, so no query can
settle them without solving the game; `pychecks check` solves the whole box.

--on-box N checks each kernel statement's strategy on every position with heaps <= N (numpy),
printing the smallest position where it goes wrong."""


def add_parser(sub) -> None:
    p = sub.add_parser("search", help="z3 counterexample search and proofs for all values",
                       description=DESCRIPTION,
                       formatter_class=__import__("argparse").RawDescriptionHelpFormatter)
    p.add_argument("names", nargs="*", metavar="NAME|FILE.lean",
                   help="statement names, claims files, or a Lean file (then NAMEs choose among "
                   "its statements)")
    p.add_argument("--all", action="store_true", help="every heap-game statement")
    p.add_argument("--width", type=whole_number(1, MAX_WIDTH, "bit width"),
                   help="bit width W: every heap < 2^W (default 8)")
    p.add_argument("--max-width", type=whole_number(1, MAX_WIDTH, "bit width"),
                   help="widest bit-vector width tried for ^^^ queries (default 64; at least "
                   "--width)")
    p.add_argument("--timeout", type=positive_seconds,
                   help="seconds per z3 query, a finite number above 0 (default 10)")
    p.add_argument("--budget", type=positive_seconds, metavar="S",
                   help="seconds for the whole run, every statement together (default 60): "
                   "once spent, each query left is UNKNOWN naming the budget, never HOLDS")
    p.add_argument("--half2", choices=("auto", "strategy", "quantified", "both"), default="auto",
                   help="second half of kernel statements: shipped strategy (auto, when there is "
                   "one), the quantified query, or both")
    p.add_argument("--no-unbounded", action="store_true",
                   help="skip the unbounded (all naturals) Int queries")
    p.add_argument("--on-box", type=whole_number(1, None, "box bound"), metavar="N",
                   help="instead of z3, check each kernel strategy on the box [0..N]^d (numpy)")
    p.add_argument("--json", action="store_true", help="JSON on stdout (schema in README)")
    p.set_defaults(func=run)


def searchable(claim) -> bool:
    """Claims with a heap-game statement: z3 answers for each (UNKNOWN, with the reason, for a
    shape it has no encoding for)."""
    return claim.statement is not None


def options_from(args):
    """SearchOptions from parsed arguments (each already in range, see `_args`); BadInput when
    --max-width is below --width. Without --max-width the widening stops at the default 64 bits,
    or at --width when that is wider."""
    from ..smt import heaps as Z
    width = args.width if args.width is not None else Z.DEFAULT_WIDTH
    if args.max_width is not None and args.max_width < width:
        raise BadInput(f"--max-width {args.max_width} is below --width {width}: the widening "
                       "runs from --width up to --max-width")
    max_width = args.max_width if args.max_width is not None else max(width,
                                                                      Z.DEFAULT_MAX_WIDTH)
    return Z.SearchOptions(width=width, max_width=max_width, timeout_s=(
        args.timeout if args.timeout is not None else Z.Z3_TIMEOUT_S), half2=args.half2,
        unbounded=not args.no_unbounded,
        budget_s=getattr(args, "budget", None) or Z.SEARCH_BUDGET_S)


def select(args):
    """Claims named (or all heap-game claims with --all); refuses claims z3 cannot encode,
    except statements of a Lean file outside the fragment (they are UNKNOWN, with the reason)."""
    from ..claims import select_claims
    claims = select_claims(args.names, args.all)
    if args.all:
        return [c for c in claims if searchable(c)]
    for c in claims:
        if not searchable(c) and not (c.location and c.shape in ("outside", "evaluated")):
            raise BadInput(f"{c.name}: no z3 encoding (search covers heap-game statements: "
                           "kernels, characterisations, examples, plain statements)")
    return claims


def rows(verdicts, locations: dict | None = None) -> list[list[str]]:
    """One row per statement half: its verdict, scope and each query run with its time. With
    `locations`, each row of a statement read from Lean starts with its `FILE:LINE:COL:`."""
    from ..report import located
    out = [["statement", "half", "verdict", "scope", "queries", "time"]]
    lead = []
    for v in verdicts:
        where = located((locations or {}).get(v.claim))
        if not v.parts:
            out.append([v.claim, "-", v.label, v.scope, "-", f"{v.seconds:.2f}s"])
            lead.append(where)
            continue
        for n, half in enumerate(v.parts):
            runs = ", ".join(f"{r.backend[3:]} {r.scope} {r.status.value} {r.seconds:.2f}s"
                             for r in half.parts)
            out.append([v.claim if n == 0 else "", half.part, half.status.value, half.scope,
                        runs, f"{half.seconds:.2f}s"])
            lead.append(where)
    if any(lead):
        out = [["location"] + out[0]] + [[w] + r for w, r in zip(lead, out[1:])]
    return out


def run(args) -> int:
    from ..claims import run_search, stale_reasons
    from ..report import exit_code, format_details, format_table, to_json

    claims = select(args)
    if args.on_box is not None:
        return _run_on_box(claims, args)
    opts = options_from(args).start_budget()
    stale = stale_reasons(claims)
    verdicts = []
    for claim in claims:
        if not args.json:
            announce(f"searching {claim.name} ...")
        verdicts.append(run_search(claim, opts, stale))
    locations = {c.name: c.location for c in claims if c.location}
    if args.json:
        print(to_json(verdicts, locations=locations))
    else:
        print(format_table(rows(verdicts, locations)))
        details = format_details(verdicts, locations)
        if details:
            print()
            print(details)
    return exit_code(verdicts)


def _run_on_box(claims, args) -> int:
    from ..games.cube_strategies import strategy_on_box
    from ..report import exit_code, format_details, format_table, to_json, verdict_rows
    from ..statements import KernelStatement
    chosen = [c for c in claims if isinstance(c.statement, KernelStatement)
              and c.statement.strategy is not None]
    if not chosen:
        raise PychecksError("--on-box: none of these statements has a strategy")
    verdicts = [strategy_on_box(c.name, c.statement.family, c.statement.P, c.statement.strategy,
                                args.on_box) for c in chosen]
    if args.json:
        print(to_json(verdicts))
    else:
        print(format_table(verdict_rows(verdicts)))
        details = format_details(verdicts)
        if details:
            print()
            print(details)
    return exit_code(verdicts)
