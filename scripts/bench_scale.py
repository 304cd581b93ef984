"""Scale-out benchmark: the same kernel statement and box on the numba one-pass path, the
unchunked numpy array path, Dask with 1 and 2 local workers on the dask.array formulation and on
numba blocks of slabs (what `--workers` runs); then 1 against 2 numba threads for the parallel
Node Kayles layers and the Welter census.

Peak memory is the peak resident set size from resource.getrusage (ru_maxrss): each
single-machine path runs in a fresh subprocess and reports its own peak; each Dask worker reports
its own peak through `client.run`, minus its peak before the check (its start-up), which is
compared with the per-block estimate (one block at a time per single-threaded worker).

    .venv/bin/python scripts/bench_scale.py                      # vertex statement, N=15
    .venv/bin/python scripts/bench_scale.py --bound 23 --repeats 1
    .venv/bin/python scripts/bench_scale.py --only blocks2 --bound 31 --repeats 1  # the big one
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import statistics
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
from benchlib import median_seconds  # noqa: E402

sys.path.insert(0, str(ROOT))

SINGLE = r"""
import json, resource, sys, time
sys.path.insert(0, {root!r})
import pychecks.games
from pychecks import progress
from pychecks.backends import enumerator
from pychecks.claims import find_claim
from pychecks.drivers import heaps_array as A
progress.set_enabled(False)
st = find_claim({name!r}).statement
def numba(n): return enumerator().check(st, n)
run = numba if {path!r} == "numba" else (lambda n: A.check_numpy(st, n))
run(2)  # compile / import outside the timing
times = []
for _ in range({repeats}):
    t = time.perf_counter(); v = run({bound}); times.append(time.perf_counter() - t)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({{"times": times, "peak": peak, "status": v.status.value}}))
"""


def single(path, name, bound, repeats):
    code = SINGLE.format(root=str(ROOT), name=name, path=path, bound=bound, repeats=repeats)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def dask_run(workers, name, bound, repeats, chunk_positions, path="array"):
    """Dask with `workers` local worker processes: the dask.array formulation (`array`) or
    the numba pass in blocks of slabs (`blocks`)."""
    from pychecks import progress, scale
    from pychecks.claims import find_claim
    from pychecks.drivers import heaps_array as A
    from pychecks.drivers.heaps_blocks import check_blocks
    import pychecks.games  # noqa: F401
    progress.set_enabled(False)
    st = find_claim(name).statement

    def run(n):
        if path == "blocks":
            return check_blocks(st, n, client)
        return A.check_dask(st, n, client, chunk_positions if n == bound else None)

    with scale.cluster(workers=workers) as client:
        client.run(A.indicator, st.P, (0,) * 6, (2,) * 6)  # imports and lambdify, every worker
        run(2)  # numba compiles (or loads its cache) on every worker
        before = scale.worker_peak_rss(client)
        times = []
        for _ in range(repeats):
            t = time.perf_counter()
            v = run(bound)
            times.append(time.perf_counter() - t)
        after = scale.worker_peak_rss(client)
    grow = max(after[w] - before[w] for w in after)
    return {"times": times, "peak": max(after.values()), "grow": grow, "status": v.status.value}


def threads_bench(repeats):
    import numba
    import numpy as np
    from pychecks import progress
    from pychecks.games.kayles import graph_from_edges, kayles_table
    from pychecks.drivers.kayles import kayles_table_parallel
    from pychecks.drivers import welter_census as WC
    from pychecks.drivers import welter_dask as WD
    progress.set_enabled(False)
    n = 22
    g = graph_from_edges(n, [(v, (v * 5 + 3) % n) for v in range(n) if (v * 5 + 3) % n != v]
                         + [(v, v + 1) for v in range(n - 1)])
    kayles_table_parallel(graph_from_edges(3, []))
    WD.census_row_parallel(2, 6)
    rows = []

    def med(fn):
        return median_seconds(fn, repeats, warmup=False)

    serial = med(lambda: kayles_table(g))
    per = {}
    for threads in (1, 2):
        numba.set_num_threads(threads)
        per[threads] = med(lambda: kayles_table_parallel(g))
    assert np.array_equal(kayles_table(g), kayles_table_parallel(g))
    rows.append(("Node Kayles 22 vertices", serial, per[1], per[2]))
    serial = med(lambda: WC.census_row(8, 24))
    for threads in (1, 2):
        numba.set_num_threads(threads)
        per[threads] = med(lambda: WD.census_row_parallel(8, 24))
    rows.append(("Welter census n=8 cap 24", serial, per[1], per[2]))
    numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--statement", default="cubeVertexNim_pPositions")
    ap.add_argument("--bound", type=int, default=15)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--chunk", type=int, default=None, help="positions per Dask block")
    paths = ["numba", "numpy", "dask1", "dask2", "blocks1", "blocks2", "threads"]
    ap.add_argument("--only", choices=paths, action="append")
    args = ap.parse_args()
    only = set(args.only or paths)
    from pychecks.claims import find_claim
    from pychecks.drivers import heaps_array as A
    from pychecks.drivers.heaps_blocks import block_bytes
    from pychecks.errors import format_bytes
    from pychecks.scale import worker_bytes
    import pychecks.games  # noqa: F401
    st = find_claim(args.statement).statement
    shape, blocks, per_block = A.chunk_plan(st, args.bound, args.chunk)
    S = args.bound + 1
    print(f"{args.statement}, N={args.bound}: {S ** 6:,} positions; Dask blocks of "
          f"{shape} = {blocks} blocks, estimate {format_bytes(per_block)} a block; "
          f"median of {args.repeats}; peak RSS from getrusage(ru_maxrss)")
    results = {}
    if "numba" in only:
        results["numba one-pass"] = single("numba", args.statement, args.bound, args.repeats)
    if "numpy" in only:
        results["numpy whole box"] = single("numpy", args.statement, args.bound, args.repeats)
    for path, key in (("array", "dask"), ("blocks", "blocks")):
        for k in (1, 2):
            if f"{key}{k}" in only:
                results[f"{key}, {k} worker{'s' if k > 1 else ''}"] = dask_run(
                    k, args.statement, args.bound, args.repeats, args.chunk, path)
    ref = None
    print(f"{'path':18} {'verdict':8} {'median s':>9} {'ratio':>6} {'peak RSS':>10}  notes")
    for label, r in results.items():
        t = statistics.median(r["times"])
        ref = ref or t
        note = ""
        if "grow" in r:
            block = (block_bytes(st, args.bound, args.bound + 1) if label.startswith("blocks")
                     else per_block)  # blocks: one per worker, at most the whole box
            per_worker = worker_bytes(block)
            ok = "within" if r["grow"] <= per_worker else "ABOVE"
            note = (f"worker grew {format_bytes(r['grow'])}, {ok} the estimate "
                    f"{format_bytes(per_worker)} (block {format_bytes(block)} x "
                    f"{per_worker // block})")
        print(f"{label:18} {r['status']:8} {t:9.2f} {ref / t:6.2f} {format_bytes(r['peak']):>10}"
              f"  {note}")
    for key in ("dask", "blocks"):
        if f"{key}, 1 worker" in results and f"{key}, 2 workers" in results:
            one = statistics.median(results[f"{key}, 1 worker"]["times"])
            two = statistics.median(results[f"{key}, 2 workers"]["times"])
            print(f"{key} 2 workers vs 1: {one / two:.2f}x (target 1.6x); "
                  f"{S ** 6 / two / 2 / 1e6:.1f} M positions/s per worker")
    if "threads" in only:
        print(f"{'numba threads':26} {'serial s':>9} {'1 thread':>9} {'2 threads':>9} {'2 vs 1':>7}")
        for label, serial, one, two in threads_bench(args.repeats):
            print(f"{label:26} {serial:9.2f} {one:9.2f} {two:9.2f} {one / two:7.2f}")


if __name__ == "__main__":
    main()
