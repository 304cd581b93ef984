"""Speed of `pychecks search` on `^^^` statements: the bit-blasting fallback and the run's time
budget against the old route (one encoding per query, no budget), both measured in this run.

    .venv/bin/python scripts/bench_search.py [--repeats 3] [--kernels]

Sets of statements, each searched whole, old route then new, `--repeats` times (medians):
1. the plain `^^^` statements of `lean/Examples/HeapGames.lean` (`xor_eq_zero`, `xor_lt_add`);
2. every statement of `tests/data/lean/XorStatements.lean` (eight true `^^^` facts);
3. with `--kernels`, the `^^^` kernel statements of HeapGames (`nim3_pPositions`,
   `takeTwo_pPositions`, `pairs_wrongXor`) and Moore's digit counts on eight digits
   (`tests/data/lean/MooreBits.lean`), where the old route left queries UNKNOWN after 10 s each.
Each line gives the medians, the ratio old/new, and the verdicts of each route (counts of
HOLDS/PROVED/FAILS/UNKNOWN over the halves), so that a speed-up bought by giving up shows.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import benchlib  # noqa: E402
from pychecks.claims import load_lean_file  # noqa: E402
from pychecks.progress import set_enabled  # noqa: E402
from pychecks.smt import heaps as Z  # noqa: E402

SETS = {
    "HeapGames plain ^^^": ("lean/Examples/HeapGames.lean", ["xor_eq_zero", "xor_lt_add"]),
    "XorStatements.lean": ("tests/data/lean/XorStatements.lean", None),
    "HeapGames ^^^ kernels": ("lean/Examples/HeapGames.lean",
                              ["nim3_pPositions", "takeTwo_pPositions", "pairs_wrongXor"]),
    "Moore on eight digits": ("tests/data/lean/MooreBits.lean", None),
}


def claims_of(path: str, names):
    claims = load_lean_file(str(ROOT / path))
    if names is None:
        return claims
    return [c for c in claims if c.name.rsplit(".", 1)[-1] in names]


def run(claims, new: bool) -> Counter:
    options = Z.SearchOptions(blast=new, budget_s=Z.SEARCH_BUDGET_S if new else None)
    options.start_budget()
    verdicts = Counter()
    for claim in claims:
        v = Z.search_statement(claim, options)
        for half in v.parts or [v]:
            verdicts[half.status.value] += 1
    return verdicts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--kernels", action="store_true", help="also the ^^^ kernel statements")
    args = ap.parse_args()
    set_enabled(False)
    for label, (path, names) in SETS.items():
        if label in ("HeapGames ^^^ kernels", "Moore on eight digits") and not args.kernels:
            continue
        claims = claims_of(path, names)
        seen = {}
        for new in (False, True):
            seen[new] = run(claims, new)  # the verdicts, and z3 warmed up
        old = benchlib.median_seconds(lambda: run(claims, False), args.repeats, warmup=False)
        new = benchlib.median_seconds(lambda: run(claims, True), args.repeats, warmup=False)
        print(f"{label} ({len(claims)} statements), medians of {args.repeats}:")
        print(f"  old route (one encoding, no budget)      {old:8.2f} s  {dict(seen[False])}")
        print(f"  new route (bit-blast fallback, 60 s cap)  {new:8.2f} s  {dict(seen[True])}")
        print(f"  old / new {old / new:6.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
