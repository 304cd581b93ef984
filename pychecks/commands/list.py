"""`pychecks list [FILE.lean ...]`: every statement with its shape, family, default bound and Lean
status; with Lean files, their statements as the front end reads them: the shape each has (and
its play), or the evaluator with its scope, and why any is outside both."""
from __future__ import annotations

import json

from ..report import format_table


def add_parser(sub) -> None:
    p = sub.add_parser("list", help="list the statements pychecks mirrors, or those of Lean files",
                       description="List every registered statement; with FILE.lean, the "
                       "statements of that file as the front end reads them: location, shape, "
                       "move family, and the reason for any statement outside the fragment.")
    p.add_argument("files", nargs="*", metavar="FILE.lean")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def run(args) -> int:
    if args.files:
        return _run_lean(args)
    from ..claims import all_claims
    from ..lean.claims.drift import drift_report

    claims = all_claims()
    drift = drift_report(claims)
    if args.json:
        print(json.dumps({"claims": [
            {"name": c.name, "game": c.game, "shape": c.shape, "literature": c.literature,
             "default_bound": c.default_bound, "max_bound": c.max_bound,
             "bound_meaning": c.bound_meaning,
             "expect": c.expect, "expect_reason": c.expect_reason,
             "lean": drift.mirror_status.get(c.name, "no Lean text"), "summary": c.summary,
             "location": c.location}
            for c in claims], "unmirrored": drift.unmirrored}, indent=2, ensure_ascii=False))
        return 0
    rows = [["statement", "game", "shape", "literature", "bound", "lean", "summary"]]
    for c in claims:
        rows.append([c.name, c.game, c.shape, c.literature,
                     "-" if c.default_bound is None else str(c.default_bound),
                     drift.mirror_status.get(c.name, "no Lean text"), c.summary])
    print(format_table(rows))
    for name, where in drift.unmirrored:
        print(f"unmirrored Lean statement: {name} ({where})")
    return 0


def _family(claim) -> str:
    st = claim.statement
    family = getattr(st, "family", None)
    if family is None:
        return "-"
    if family.is_relation:
        from ..games.generators import summary
        return f"{family.lean} ({summary(family)})"
    kind = "slow groups" if family.slow else "groups"
    return f"{family.lean} ({len(family.groups)} {kind})"


def checked_by(claim) -> str:
    """How a statement of a Lean file is checked: the shape it has (with its play), the
    evaluator, or nothing (outside)."""
    from ..statements import CharacterisationStatement, KernelStatement
    st = claim.statement
    if claim.shape == "evaluated":
        return "evaluator"
    if st is None:
        return claim.shape
    if isinstance(st, CharacterisationStatement):
        return f"characterisation ({st.play} play, P by hP)"
    if isinstance(st, KernelStatement):
        return "kernel (P in closed form)"
    return st.kind


def scope_of(claim) -> str:
    """The scope a default check covers: N, with L for evaluated statements over lists, and D
    for statements over games (the games library's words)."""
    ev = getattr(claim, "evaluated", None)
    if claim.shape == "evaluated" and ev is not None:
        from ..lean.evaluate import game_elab as GE
        games = GE.scope_text(ev.variables, claim.default_bound)   # over games: day D
        if games is not None:
            return games
        if ev.closed and GE.builds_games(ev):
            return "closed"
    if claim.default_bound is None:
        return "-"
    # an evaluated statement's N is chosen by cost when it is checked (`check --budget`)
    text = "N by --budget" if claim.budgeted is not None else f"N={claim.default_bound}"
    if claim.shape == "evaluated" and "lists of length" in (claim.bound_meaning or ""):
        from ..lean.evaluate.check import list_length
        text += f", L={list_length()}"
    return text


def _run_lean(args) -> int:
    from ..claims import select_claims
    claims = select_claims(list(args.files), False)
    if args.json:
        print(json.dumps({"claims": [
            {"name": c.name, "location": c.location, "shape": c.shape, "game": c.game,
             "checked_by": checked_by(c), "scope": scope_of(c),
             "default_bound": c.default_bound, "family": _family(c), "outside": c.outside,
             "summary": c.summary} for c in claims]}, indent=2, ensure_ascii=False))
        return 0
    rows = [["location", "statement", "checked by", "scope", "moves", "summary"]]
    for c in claims:
        rows.append([f"{c.location}:" if c.location else "", c.name, checked_by(c),
                     scope_of(c), _family(c), c.summary])
    print(format_table(rows))
    for c in claims:
        if c.outside:
            how = " (checked by its hand-written mirror)" if c.statement is not None or \
                c.shape != "outside" else ""
            print(f"{c.location}: {c.name} is outside the fragment{how}: {c.outside}")
    return 0
