"""Speed of the evaluator on `lean/Examples/ListGames.lean`: assignments per second of each back
end — `native` (the compiled twin with games solved as games, the default), `compiled` (the
twin alone) and `interpret` (the reference interpreter) — and their ratios to the interpreter,
all measured in this run.

    .venv/bin/python scripts/bench_evaluate.py [--repeats 3] [--bound N] [--list-length L]
        [--statements NAME …] [--whole]

For each statement of the file (each at its default bound unless --bound), every back end
checks it `--repeats` times from a fresh start (no memo or table carried over, the compiled
source written and exec'd again, the game graph tabulated and solved again, as `pychecks check`
does); the medians give assignments per second. `solver` says whether the native back end
answered a solver from a game table. All verdicts are printed: a speed-up bought by a
different answer would show.

`--arith` times, instead, the arithmetic statement `distrib_holds` of
tests/data/lean/NativeArith.lean (three ℕ variables): the native back end at N=215 (10,077,696
assignments) and the compiled twin and the interpreter at N=40 (68,921), in assignments per
second (issue 26 asks for 10 M a second natively).

`--calibrate [FILE.lean …]` prints, instead, for each evaluated statement of the files
(lean/Examples/ListGames.lean by default) at its default by cost (`--budget`, default 2), the
seconds the fixed rates of `pychecks/lean/evaluate/cost.py` predict from its counts beside the
seconds its check took, one run each.

`--whole` times, instead, whole `pychecks check` commands (start-up included, one run each):
`bouton` and `win_iff` at N=31, L=4 (1,082,401 lists) beside the house-style
`pairs_pPositions` of lean/Examples/HeapGames.lean at N=31 (4 heaps, 1,048,576 positions), and
prints each ratio to the latter (issue 26 asks for at most 20).
"""
from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import benchlib  # noqa: E402
from pychecks.lean.evaluate import check as C  # noqa: E402
from pychecks.lean.evaluate import game_graph as G  # noqa: E402
from pychecks.lean.claims.catalogue import read_file  # noqa: E402
from pychecks.progress import set_enabled  # noqa: E402

FILE = ROOT / "lean" / "Examples" / "ListGames.lean"
BACKENDS = ("native", "compiled", "interpret")


def whole() -> int:
    exe = str(Path(sys.executable).parent / "pychecks")
    runs = [("ListGames.bouton", ["lean/Examples/ListGames.lean", "bouton", "--bound", "31",
                                  "--list-length", "4"]),
            ("ListGames.win_iff", ["lean/Examples/ListGames.lean", "win_iff", "--bound", "31",
                                   "--list-length", "4"]),
            ("HeapGames.pairs_pPositions", ["lean/Examples/HeapGames.lean", "pairs_pPositions",
                                            "--bound", "31"])]
    rows = []
    for name, args in runs:
        start = time.perf_counter()
        out = subprocess.run([exe, "check", *args], cwd=ROOT, capture_output=True, text=True)
        seconds = time.perf_counter() - start
        line = next((x for x in out.stdout.splitlines() if name in x), out.stderr.strip())
        rows.append((name, seconds, "  ".join(re.split(r"\s{2,}", line.strip())[2:6])))
    house = rows[-1][1]
    print("whole `pychecks check` commands, one run each (start-up included):")
    for name, seconds, what in rows:
        print(f"  {name:28} {seconds:7.2f} s  {seconds / house:5.1f}x house style   {what}")
    return 0


def arith(repeats: int) -> int:
    _, readings = read_file(ROOT / "tests" / "data" / "lean" / "NativeArith.lean")
    ev = next(r.evaluated for r in readings if r.name.endswith(".distrib_holds"))
    print("NativeArith.distrib_holds (a b c : ℕ), medians of", repeats,
          "(assignments per second):")
    speeds = {}
    for backend, n in (("native", 215), ("compiled", 40), ("interpret", 40)):
        out = {}

        def run(backend=backend, n=n):
            out["v"] = C.check(ev, n, backend=backend)
        seconds = benchlib.median_seconds(run, repeats)
        speeds[backend] = out["v"].examined / seconds
        print(f"  {backend:10} N={n:<4} {out['v'].examined:11,} assignments {seconds:8.3f} s "
              f"{speeds[backend]:13,.0f} /s  {out['v'].status.value}")
    print(f"  native / interpreter: {speeds['native'] / speeds['interpret']:,.0f}x, "
          f"native / compiled: {speeds['native'] / speeds['compiled']:,.0f}x")
    return 0


def calibrate(paths: list[str], budget: float) -> int:
    """Each evaluated statement of `paths` at its default by cost: the seconds the rates of
    `cost.py` predict from its meter beside the seconds its check took, one run each."""
    from pychecks.claims import select_claims
    from pychecks.lean.evaluate import cost as K
    from pychecks.lean.evaluate import runtime as R
    rates = K.RATES["native"]
    print(f"defaults by cost at --budget {budget:g}: predicted (the rates) and taken, one run")
    print(f"  {'statement':34} {'scope':12} {'pilots s':>8} {'predicted':>9} {'taken':>7} "
          f"{'taken/pred':>10}")
    ratios = []
    for path in paths or [str(FILE.relative_to(ROOT))]:
        for claim in select_claims([path], False):
            if claim.evaluated is None:
                continue
            start = time.perf_counter()
            choice = K.default_scope(claim.evaluated, budget, C.list_length())
            pilots = time.perf_counter() - start
            meter = R.Budget()
            start = time.perf_counter()
            v = C.check(claim.evaluated, choice.N, C.list_length(), budget=meter)
            taken = time.perf_counter() - start
            predicted = rates.fixed + K.seconds_of(meter, rates)
            ratios.append(taken / predicted)
            print(f"  {claim.name:34} {v.scope:12} {pilots:8.2f} {predicted:9.2f} {taken:7.2f} "
                  f"{taken / predicted:9.2f}x")
    if ratios:
        print(f"  taken / predicted: median {statistics.median(ratios):.2f}x "
              f"(min {min(ratios):.2f}x, max {max(ratios):.2f}x)")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--bound", type=int)
    ap.add_argument("--list-length", type=int, default=C.DEFAULT_LIST_LENGTH)
    ap.add_argument("--statements", nargs="+", metavar="NAME",
                    help="only these statements (short names), e.g. the structure ones")
    ap.add_argument("--whole", action="store_true",
                    help="time whole commands at N=31, L=4 against the house style instead")
    ap.add_argument("--arith", action="store_true",
                    help="time the native arithmetic loop on three ℕ variables instead")
    ap.add_argument("--calibrate", nargs="*", metavar="FILE.lean",
                    help="instead: the rates' prediction beside the time taken, for each "
                    "evaluated statement of these files (ListGames by default) at its default")
    ap.add_argument("--budget", type=float, default=2.0, help="with --calibrate")
    args = ap.parse_args()
    if args.calibrate is not None:
        set_enabled(False)
        return calibrate(args.calibrate, args.budget)
    if args.whole:
        return whole()
    if args.arith:
        set_enabled(False)
        return arith(args.repeats)
    set_enabled(False)
    _, readings = read_file(FILE, "lean/Examples/ListGames.lean")
    rows, ratios = [], {b: [] for b in BACKENDS[:-1]}
    for r in readings:
        if args.statements and r.name.split(".")[-1] not in args.statements:
            continue
        ev = r.evaluated
        n = args.bound if args.bound is not None else C.default_bound(ev, args.list_length)
        verdicts, seconds = {}, {}
        for backend in BACKENDS:
            def run(backend=backend, ev=ev, n=n):
                verdicts[backend] = C.check(ev, n, args.list_length, backend=backend)
            seconds[backend] = benchlib.median_seconds(run, args.repeats)
        count = verdicts["native"].examined
        for b in ratios:
            ratios[b].append(seconds["interpret"] / seconds[b])
        solver = "yes" if G.recognise(ev) else "no"
        rows.append((r.name.split(".")[-1], verdicts["native"].scope, count, solver,
                     [count / seconds[b] for b in BACKENDS],
                     [seconds["interpret"] / seconds[b] for b in BACKENDS[:-1]],
                     "/".join(verdicts[b].status.value for b in BACKENDS)))
    print(f"{FILE.relative_to(ROOT)}, medians of {args.repeats} (assignments per second):")
    print(f"  {'statement':22} {'scope':10} {'assignments':>11} {'solver':>6} {'native':>10} "
          f"{'compiled':>10} {'interpreter':>11} {'nat/int':>8} {'cmp/int':>8}  verdicts")
    for name, scope, count, solver, speeds, rs, verdict in rows:
        print(f"  {name:22} {scope:10} {count:11,} {solver:>6} {speeds[0]:10,.0f} "
              f"{speeds[1]:10,.0f} {speeds[2]:11,.0f} {rs[0]:7.1f}x {rs[1]:7.1f}x  {verdict}")
    for b in ratios:
        print(f"  interpreter / {b}: median {statistics.median(ratios[b]):.1f}x "
              f"(min {min(ratios[b]):.1f}x, max {max(ratios[b]):.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
