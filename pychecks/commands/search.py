"""`pychecks search NAME ...|--all [--width W] [--timeout S] [--json]`: z3 counterexample search."""
from __future__ import annotations

import sys

from ..errors import BadInput, PychecksError

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
  UNKNOWN  z3 gave up (timeout, quantifiers); never counted as holding.

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
    p.add_argument("--width", type=int, help="bit width W: every heap < 2^W (default 8)")
    p.add_argument("--max-width", type=int,
                   help="widest bit-vector width tried for ^^^ queries (default 64)")
    p.add_argument("--timeout", type=float, help="seconds per z3 query (default 10)")
    p.add_argument("--half2", choices=("auto", "strategy", "quantified", "both"), default="auto",
                   help="second half of kernel statements: shipped strategy (auto, when there is "
                   "one), the quantified query, or both")
    p.add_argument("--no-unbounded", action="store_true",
                   help="skip the unbounded (all naturals) Int queries")
    p.add_argument("--on-box", type=int, metavar="N",
                   help="instead of z3, check each kernel strategy on the box [0..N]^d (numpy)")
    p.add_argument("--json", action="store_true", help="JSON on stdout (schema in README)")
    p.set_defaults(func=run)


def searchable(claim) -> bool:
    """Claims with a heap-game statement: z3 answers for each (UNKNOWN, with the reason, for a
    shape it has no encoding for)."""
    return claim.statement is not None


def options_from(args, width=None, max_width=None, timeout=None):
    """SearchOptions from parsed arguments, validated (BadInput on nonsense)."""
    from ..smt import heaps as Z
    opts = Z.SearchOptions(
        width=args.width if getattr(args, "width", None) is not None else (width or Z.DEFAULT_WIDTH),
        max_width=getattr(args, "max_width", None) or max_width or Z.DEFAULT_MAX_WIDTH,
        timeout_s=getattr(args, "timeout", None) or timeout or Z.Z3_TIMEOUT_S,
        half2=getattr(args, "half2", "auto"), unbounded=not getattr(args, "no_unbounded", False))
    if not 1 <= opts.width <= 256:
        raise BadInput(f"--width {opts.width}: must be between 1 and 256")
    if opts.max_width < opts.width:
        opts.max_width = opts.width
    if opts.timeout_s <= 0:
        raise BadInput(f"--timeout {opts.timeout_s:g}: must be positive")
    return opts


def select(args):
    """Claims named (or all heap-game claims with --all); refuses claims z3 cannot encode,
    except statements of a Lean file outside the fragment (they are UNKNOWN, with the reason)."""
    from ..claims import select_claims
    claims = select_claims(args.names, args.all)
    if args.all:
        return [c for c in claims if searchable(c)]
    for c in claims:
        if not searchable(c) and not (c.location and c.shape == "outside"):
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
            out.append([v.claim, "-", v.status.value, v.scope, "-", f"{v.seconds:.2f}s"])
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
    from ..backends import z3search
    from ..report import exit_code, format_details, format_table, to_json

    claims = select(args)
    if args.on_box is not None:
        return _run_on_box(claims, args)
    opts = options_from(args)
    verdicts = []
    for claim in claims:
        if not args.json:
            print(f"searching {claim.name} ...", file=sys.stderr, flush=True)
        if claim.statement is None:  # a Lean statement outside the fragment: UNKNOWN, why
            verdicts.append(claim.check(None))
            continue
        verdict = z3search().check(claim.statement, opts)
        if claim.location and claim.source.endswith(".lean"):
            from ..smt.heaps import reproduce_command
            verdict.reproduce["command"] = reproduce_command(claim.name, opts).replace(
                "pychecks search ", f"pychecks search {claim.source} ", 1)
        verdicts.append(verdict)
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
    chosen = [c for c in claims if c.statement.kind == "kernel"
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
