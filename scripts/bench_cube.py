#!/usr/bin/env python3
"""Benchmark the cube kernels. Prints, in one run:

1. positions per second of every one-pass kernel (8 move families, normal play) at N = 7, 11, 15:
   the heap engine's generated kernels, and beside them the ratio to the hand-written six-face
   kernels of `pychecks.solvers.cube` (the engine before it was generalised), same run;
2. the speedup of the one-pass kernel over per-move enumeration at N = 5 and 7;
3. the ten `theorem_wanted` checked at N = --wanted-bound (default 23): median time on one
   thread and on two, positions per second, and each time's ratio to cubeVertexNim_pPositions
   on as many threads (the target: every statement within 1.5x of it);
4. with --big N (e.g. 63): each `theorem_wanted` at N in its own process, time and peak memory.

Medians of --repeat runs; numba compilation is excluded (one warm-up call). Usage:
    .venv/bin/python scripts/bench_cube.py [--repeat 3] [--wanted-bound 31] [--big 63]
        [--sections 123] [--names A,B]
`--sections 3 --wanted-bound 31` runs only section 3; `--sections "" --big 63` only section 4.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time

import numpy as np

from benchlib import median_seconds as median_time

from pychecks.claims import all_claims, find_claim
from pychecks.drivers.heaps import SlabPass, groups_arrays, heap_group_masks
from pychecks.games.cube import FAMILIES
from pychecks.progress import set_enabled
from pychecks.solvers import cube as K
from pychecks.solvers import heaps as H

WANTED = [c.name for c in all_claims()
          if c.game == "cube" and c.shape in ("kernel", "characterisation")]


def solve(family, bound):
    """The heap engine's pass (generated kernels for d = 6), normal play."""
    def run():
        for _ in SlabPass(family, bound, H.MODE_NORMAL).run():
            pass
    return run


def solve_six_face(family, bound):
    """The same pass on the hand-written six-face kernels: the reference for the ratio."""
    S = bound + 1
    n = S ** 5
    x = np.zeros((2, n), np.uint8)
    has = np.zeros(n, np.uint8)
    given = np.zeros(1, np.uint8)
    masks = heap_group_masks(family)
    reach = np.zeros((2, n), masks.dtype)
    deltas = np.array(family.deltas, np.int64)

    def run():
        for a in range(S):
            cur, prev = a & 1, (a - 1) & 1
            if family.slow:
                K._slow_outcome_slab(a, S, deltas, K.MODE_NORMAL, given, x[prev], x[cur], has)
            else:
                K._outcome_slab(a, S, masks, K.MODE_NORMAL, given, reach[prev], reach[cur],
                                x[cur], has)
    return run


def per_move(family, bound):
    S = bound + 1
    faces, sizes = groups_arrays(family)
    out = np.zeros(S ** 6, np.uint8)
    strides = np.array([S ** (5 - k) for k in range(6)], np.int64)
    return lambda: H.outcome_table_per_move(strides, faces, sizes, False, out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--wanted-bound", type=int, default=23,
                    help="N of section 3 (default 23)")
    ap.add_argument("--big", type=int, help="also check each theorem_wanted at this N")
    ap.add_argument("--sections", default="123",
                    help="which of sections 1-3 to run (default 123; section 4 runs with --big)")
    ap.add_argument("--names", help="section 4 only: comma-separated statements (default all)")
    ap.add_argument("--one", help=argparse.SUPPRESS)  # child process of --big
    args = ap.parse_args()
    set_enabled(False)  # progress lines would interleave with the table
    if args.one:
        claim = find_claim(args.one)
        t = time.perf_counter()
        v = claim.check(args.big)
        print(json.dumps({"status": v.status.value, "seconds": time.perf_counter() - t,
                          "peak_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
        return 0

    if "1" in args.sections:
        section_kernels(args)
    if "2" in args.sections:
        section_per_move(args)
    if "3" in args.sections:
        section_wanted(args)
    if args.big:
        section_big(args)
    return 0


def section_kernels(args):
    print("1. one-pass kernels, normal play: million positions per second (median), and the")
    print("   time ratio of the six-face kernel to the heap engine's (> 1: the engine is faster)")
    print(f"   {'family':14}" + "".join(f"{'N=' + str(n):>10}{'ratio':>7}" for n in (7, 11, 15)))
    for name, family in FAMILIES.items():
        cells = []
        for n in (7, 11, 15):
            engine = median_time(solve(family, n), args.repeat)
            six = median_time(solve_six_face(family, n), args.repeat)
            cells.append(f"{(n + 1) ** 6 / engine / 1e6:10.1f}{six / engine:7.2f}")
        print(f"   {name:14}" + "".join(cells))


def section_per_move(args):
    print("\n2. one-pass kernel against per-move enumeration (same box, normal play)")
    print(f"   {'family':10}{'N':>3}{'per-move s':>12}{'one-pass s':>12}{'speedup':>9}")
    for name in ("rotation", "vertex", "edge", "face"):
        for n in (5, 7):
            slow_t = median_time(per_move(FAMILIES[name], n), args.repeat)
            fast_t = median_time(solve(FAMILIES[name], n), args.repeat)
            print(f"   {name:10}{n:>3}{slow_t:12.3f}{fast_t:12.4f}{slow_t / fast_t:9.0f}x")


def section_wanted(args):
    n = args.wanted_bound
    print(f"\n3. the ten theorem_wanted at N={n} ({(n + 1) ** 6:,} positions): median seconds, "
          "M positions/s, ratio to cubeVertexNim_pPositions")
    times = {}
    user_threads = os.environ.get("PYCHECKS_THREADS")
    for threads in (1, 2):
        os.environ["PYCHECKS_THREADS"] = str(threads)
        for name in WANTED:
            claim = find_claim(name)
            times[name, threads] = median_time(lambda: claim.check(n), args.repeat)
    print(f"   {'statement':36}{'verdict':>8}" + "".join(
        f"{f'{t} thread' + 's' * (t > 1):>11}{'M/s':>6}{'ratio':>7}" for t in (1, 2)))
    for name in WANTED:
        cells = ""
        for t in (1, 2):
            secs = times[name, t]
            cells += f"{secs:10.2f}s{(n + 1) ** 6 / secs / 1e6:6.0f}" \
                     f"{secs / times['cubeVertexNim_pPositions', t]:7.2f}"
        print(f"   {name:36}{find_claim(name).check(3).status.value:>8}{cells}")
    for t in (1, 2):
        print(f"   {'total, ' + str(t) + ' thread' + 's' * (t > 1):36}"
              f"{sum(v for (_, tt), v in times.items() if tt == t):10.2f}s")
    if user_threads is None:
        del os.environ["PYCHECKS_THREADS"]
    else:
        os.environ["PYCHECKS_THREADS"] = user_threads


def section_big(args):
    names = args.names.split(",") if args.names else WANTED
    print(f"\n4. each theorem_wanted at N={args.big} ({(args.big + 1) ** 6:,} positions), "
          f"one process each, {os.environ.get('PYCHECKS_THREADS', 'default')} threads")
    for name in names:
        out = subprocess.run([sys.executable, __file__, "--one", name, "--big", str(args.big)],
                             capture_output=True, text=True, check=False)
        if out.returncode != 0:
            print(f"   {name:36} failed: {(out.stderr.strip().splitlines() or ['?'])[-1]}")
            continue
        r = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"   {name:36}{r['status']:>7}{r['seconds']:8.1f}s "
              f"peak {r['peak_kib'] / 2**20:5.2f} GiB", flush=True)

if __name__ == "__main__":
    sys.exit(main())
