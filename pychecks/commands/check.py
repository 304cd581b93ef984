"""`pychecks check [NAME|FILE.py ...|--all] [--bound N] [--json]`: check statements exhaustively."""
from __future__ import annotations

import sys

from ..errors import PychecksError


def add_parser(sub) -> None:
    p = sub.add_parser("check", help="check statements on every position up to a bound",
                       description="Check statements on every position up to a bound. NAME is a "
                       "Lean statement name (see `pychecks list`); a path ending in .py is a "
                       "claims file whose statements are all checked. Closed-form (kernel) "
                       "statements are checked half by half; characterisations of a "
                       "recursively defined P solve the whole box first.")
    p.add_argument("names", nargs="*", metavar="NAME|FILE.py")
    p.add_argument("--all", action="store_true", help="every registered statement")
    p.add_argument("--bound", type=int, help="bound N (default: each statement's own)")
    p.add_argument("--json", action="store_true", help="JSON on stdout (schema in README)")
    p.set_defaults(func=run)


def select_claims(names: list[str], everything: bool):
    """Claims named on the command line (Lean names or claims files), or all of them."""
    from ..claims import all_claims, find_claim, load_claims_file
    if everything and names:
        raise PychecksError("give statement names or --all, not both")
    if everything:
        return all_claims()
    if not names:
        raise PychecksError("name at least one statement (see `pychecks list`) or pass --all")
    chosen = []
    for name in names:
        if name.endswith(".py"):
            chosen.extend(load_claims_file(name))
        else:
            chosen.append(find_claim(name))
    return chosen


def run(args) -> int:
    from ..report import exit_code, format_details, format_table, to_json, verdict_rows

    claims = select_claims(args.names, args.all)
    plan = []
    for claim in claims:  # validate every bound before running anything
        bound = claim.validate_bound(args.bound if claim.default_bound is not None else None)
        if bound is not None and claim.estimate_bytes is not None:
            from ..errors import TooLarge, memory_limit_bytes
            need = claim.estimate_bytes(bound)
            if need > memory_limit_bytes():
                raise TooLarge(f"{claim.name} at N={bound}", need, memory_limit_bytes())
        plan.append((claim, bound))
    verdicts = []
    for claim, bound in plan:
        if not args.json:
            print(f"checking {claim.name} ...", file=sys.stderr, flush=True)
        verdicts.append(claim.check(bound))
    if args.json:
        print(to_json(verdicts))
    else:
        print(format_table(verdict_rows(verdicts)))
        details = format_details(verdicts)
        if details:
            print()
            print(details)
    return exit_code(verdicts)
