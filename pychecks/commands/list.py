"""`pychecks list`: every statement with its shape, family, default bound and Lean status."""
from __future__ import annotations

import json

from ..report import format_table


def add_parser(sub) -> None:
    p = sub.add_parser("list", help="list the statements pychecks mirrors")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..claims import all_claims
    from ..lean.drift import drift_report

    claims = all_claims()
    drift = drift_report(claims)
    if args.json:
        print(json.dumps({"claims": [
            {"name": c.name, "game": c.game, "shape": c.shape, "literature": c.literature,
             "default_bound": c.default_bound, "max_bound": c.max_bound,
             "bound_meaning": c.bound_meaning,
             "expect": c.expect, "expect_reason": c.expect_reason,
             "lean": drift.mirror_status.get(c.name, "no Lean text"), "summary": c.summary}
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
