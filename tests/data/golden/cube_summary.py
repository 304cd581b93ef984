"""Canonical summary of the cube's verdicts (12 statements, 24 mutants) and z3 results, for the
golden file `cube_summary.json`: everything a verdict says except times. Run as a script to
regenerate: `python tests/data/golden/cube_summary.py > tests/data/golden/cube_summary.json`.
It was first written by the six-face engine (commit 00ae164) and must not change."""
import json
import sys


def verdict_summary(v) -> dict:
    top = v.counterexample
    if v.parts and any(top is part.counterexample for part in v.parts):
        top = None  # the top repeats the first failing half's (issue 12); the half is recorded
    out = {"status": v.status.value, "scope": v.scope, "part": v.part, "examined": v.examined,
           "in_hypotheses": v.in_hypotheses, "skipped": v.skipped,
           "reason": v.reason if v.status.value in ("FAILS", "UNKNOWN") else None,
           "counterexample": None if top is None else {
               "bindings": top.bindings, "issue": top.issue, "breakdown": top.breakdown,
               "data": top.data}}
    if v.parts:
        out["parts"] = [verdict_summary(p) for p in v.parts]
    return out


def z3_summary(v) -> dict:
    """z3 verdicts: status, scope and counterexample per half (query records carry times)."""
    return {"status": v.status.value, "scope": v.scope,
            "halves": [{"part": h.part, "status": h.status.value, "scope": h.scope,
                        "p": h.counterexample.data.get("p") if h.counterexample else None}
                       for h in v.parts]}


def summary() -> dict:
    sys.path.insert(0, ".")
    from pychecks.backends import enumerator
    from pychecks.claims import all_claims
    try:
        from pychecks.smt import heaps as Z
    except ImportError:
        from pychecks.smt import cube as Z
    from tests.games.cube_mutants import MUTANTS
    cube = [c for c in all_claims() if c.game == "cube" and c.shape != "bridge"
            and c.source == "builtin"]
    opts = Z.SearchOptions(width=3, max_width=3, timeout_s=60, half2="auto", unbounded=True)

    class Named:
        def __init__(self, st):
            self.name, self.statement = st.name, st
    return {
        "statements": {c.name: verdict_summary(c.check(c.default_bound)) for c in cube},
        "mutants": {label: verdict_summary(enumerator().check(st, 3)) for label, st, _ in MUTANTS},
        "z3": {c.name: z3_summary(Z.search_statement(c, opts)) for c in cube},
    }


if __name__ == "__main__":
    print(json.dumps(summary(), indent=1, ensure_ascii=False, sort_keys=True))
