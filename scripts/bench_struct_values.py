"""Speed of structure values in the evaluator: `ListGames.heaps_wins` and `heaps_wrongNonempty`
(a position as a `structure`, memo tables keyed by it) checked with today's `StructValue` (a
tuple: hashing and equality in C) and with the frozen dataclass it replaced (the reference,
defined below as it was), alternately in one run; medians and their ratio.

    .venv/bin/python scripts/bench_struct_values.py [--repeats 7] [--bound N]

Both verdicts are printed and must agree.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pychecks.lean.claims.catalogue import read_file  # noqa: E402
from pychecks.lean.evaluate import check as C  # noqa: E402
from pychecks.lean.evaluate import runtime, scope, show, values  # noqa: E402
from pychecks.progress import set_enabled  # noqa: E402

FILE = ROOT / "lean" / "Examples" / "ListGames.lean"
STATEMENTS = ("heaps_wins", "heaps_wrongNonempty")
#: Every module that names the class (it is looked up there at run time).
USERS = (values, scope, runtime, show)


@dataclass(frozen=True, slots=True)
class DataclassStructValue:
    """The reference: `StructValue` before it became a tuple."""

    name: str
    fields: tuple


def using(cls):
    for m in USERS:
        m.StructValue = cls


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--bound", type=int)
    args = ap.parse_args()
    set_enabled(False)
    current = values.StructValue
    _, readings = read_file(FILE, "lean/Examples/ListGames.lean")
    print(f"{FILE.relative_to(ROOT)}, medians of {args.repeats} (seconds per check):")
    print(f"  {'statement':22} {'scope':7} {'dataclass':>10} {'tuple':>10} {'ratio':>6}  verdicts")
    for r in readings:
        if r.name.split(".")[-1] not in STATEMENTS:
            continue
        ev = r.evaluated
        n = args.bound if args.bound is not None else C.default_bound(ev)
        times = {"dataclass": [], "tuple": []}
        verdicts = {}
        for k in range(args.repeats + 1):  # the first round warms up, untimed
            for label, cls in (("dataclass", DataclassStructValue), ("tuple", current)):
                using(cls)
                start = time.perf_counter()
                verdicts[label] = C.check(ev, n)
                if k:
                    times[label].append(time.perf_counter() - start)
        using(current)
        old, new = (statistics.median(times[x]) for x in ("dataclass", "tuple"))
        print(f"  {r.name.split('.')[-1]:22} {verdicts['tuple'].scope:7} {old:10.3f} {new:10.3f} "
              f"{old / new:5.2f}x  {verdicts['dataclass'].status.value}/"
              f"{verdicts['tuple'].status.value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
