"""Speed of the evaluator on `lean/Examples/ListGames.lean`: assignments per second of the
compiled twin and of the reference interpreter, and their ratio, both measured in this run.

    .venv/bin/python scripts/bench_evaluate.py [--repeats 3] [--bound N] [--list-length L]
        [--statements NAME …]

For each statement of the file (each at its default bound unless --bound), both back ends check
it `--repeats` times from a fresh start (no memo carried over, the compiled source written and
exec'd again each time, as `pychecks check` does); the medians give assignments per second, and
interpreter/compiled is the speed-up of the twin. Both verdicts are printed: a speed-up bought by
a different answer would show.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import benchlib  # noqa: E402
from pychecks.lean.evaluate import check as C  # noqa: E402
from pychecks.lean.claims.catalogue import read_file  # noqa: E402
from pychecks.progress import set_enabled  # noqa: E402

FILE = ROOT / "lean" / "Examples" / "ListGames.lean"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--bound", type=int)
    ap.add_argument("--list-length", type=int, default=C.DEFAULT_LIST_LENGTH)
    ap.add_argument("--statements", nargs="+", metavar="NAME",
                    help="only these statements (short names), e.g. the structure ones")
    args = ap.parse_args()
    set_enabled(False)
    _, readings = read_file(FILE, "lean/Examples/ListGames.lean")
    rows, ratios = [], []
    for r in readings:
        if args.statements and r.name.split(".")[-1] not in args.statements:
            continue
        ev = r.evaluated
        n = args.bound if args.bound is not None else C.default_bound(ev, args.list_length)
        verdicts = {}

        def run(backend, ev=ev, n=n):
            verdicts[backend] = C.check(ev, n, args.list_length, backend=backend)

        compiled = benchlib.median_seconds(lambda: run("compiled"), args.repeats)
        interpreted = benchlib.median_seconds(lambda: run("interpret"), args.repeats)
        count = verdicts["compiled"].examined
        ratios.append(interpreted / compiled)
        rows.append((r.name.split(".")[-1], verdicts["compiled"].scope, count,
                     count / compiled, count / interpreted, interpreted / compiled,
                     verdicts["compiled"].status.value, verdicts["interpret"].status.value))
    print(f"{FILE.relative_to(ROOT)}, medians of {args.repeats} (assignments per second):")
    print(f"  {'statement':22} {'scope':10} {'assignments':>11} {'compiled':>10} "
          f"{'interpreter':>11} {'ratio':>6}  verdicts")
    for name, scope, count, fast, slow, ratio, a, b in rows:
        print(f"  {name:22} {scope:10} {count:11,} {fast:10,.0f} {slow:11,.0f} {ratio:5.1f}x"
              f"  {a}/{b}")
    print(f"  interpreter / compiled: median {statistics.median(ratios):.1f}x "
          f"(min {min(ratios):.1f}x, max {max(ratios):.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
