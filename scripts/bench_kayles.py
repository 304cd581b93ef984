"""Speed of the Node Kayles routes, measured against the pure-Python reference in the same run.

    .venv/bin/python scripts/bench_kayles.py [--large 28] [--repeats 5]

1. A random 14-vertex graph: subsets per second of the kernel and of the reference (medians),
   and the ratio.
2. Every subset of a random `--large`-vertex graph (default 28: 2^28 subsets, one byte each,
   256 MiB): wall time and peak memory; a sample of subsets re-checked by the component route.
3. Module signatures: a 60-vertex graph (ten six-vertex modules on the Petersen graph), value
   histogram over all 2^60 starting subsets, far past the direct table.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import benchlib  # noqa: E402
from pychecks.errors import format_bytes  # noqa: E402
from pychecks.games import kayles as K  # noqa: E402

#: Edge probability of the random graphs: average degree about 4 at 28 vertices.
EDGE_PROBABILITY = 0.15
SEED = 1


def random_graph(n: int, p: float = EDGE_PROBABILITY, seed: int = SEED) -> K.Graph:
    rng = random.Random(seed)
    return K.graph_from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n)
                                  if rng.random() < p])


def median_seconds(fn, repeats: int) -> float:
    return benchlib.median_seconds(fn, repeats, warmup=False)


peak_rss = benchlib.peak_rss


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--large", type=int, default=28, help="vertices of the every-subset run")
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()

    g14 = random_graph(14)
    K.kayles_table(K.path_graph(3))  # compile (or load from cache) outside the timings
    kernel = median_seconds(lambda: K.kayles_table(g14), args.repeats)
    reference = median_seconds(lambda: K.reference_values(g14), max(1, args.repeats // 2))
    assert K.kayles_table(g14).tolist() == K.reference_values(g14)
    subsets = 1 << 14
    print(f"14 vertices, {len(g14.edges)} edges, {subsets:,} subsets (medians):")
    print(f"  kernel     {kernel * 1e3:9.2f} ms  {subsets / kernel:14,.0f} subsets/s")
    print(f"  reference  {reference * 1e3:9.2f} ms  {subsets / reference:14,.0f} subsets/s")
    print(f"  speedup    {reference / kernel:9.0f}x")

    n = args.large
    big = random_graph(n)
    rss_before = peak_rss()
    start = time.perf_counter()
    table = K.kayles_table(big)
    seconds = time.perf_counter() - start
    hist = K.value_histogram(table)
    print(f"\n{n} vertices, {len(big.edges)} edges, every one of {1 << n:,} subsets:")
    print(f"  time       {seconds:9.2f} s   {(1 << n) / seconds:14,.0f} subsets/s")
    print(f"  table      {format_bytes(table.nbytes)} ({table.nbytes / (1 << n):.0f} byte per "
          f"subset); peak RSS {format_bytes(peak_rss())} (before: {format_bytes(rss_before)})")
    print(f"  full value {int(table[-1])}, losing subsets {hist[0]:,}, histogram {hist}")
    rng = random.Random(SEED)
    memo: dict[int, int] = {}
    sample = [rng.getrandbits(n) & rng.getrandbits(n) for _ in range(300)]
    agree = all(K.value_by_components(big, m, memo) == int(table[m]) for m in sample)
    print(f"  300 random subsets re-solved by the component route: "
          f"{'all agree' if agree else 'DISAGREE'}")
    del table

    pet = K.read_graph(Path(__file__).resolve().parents[1] / "examples/graphs/petersen.txt")
    c6 = K.graph_from_edges(6, [(i, (i + 1) % 6) for i in range(6)])
    k33 = K.graph_from_edges(6, [(a, b) for a in range(3) for b in range(3, 6)])
    modules = [K.path_graph(6), K.complete_graph(6), k33, K.edgeless_graph(6), c6] * 2
    sub = K.SubstitutedGraph(pet, modules, "Petersen of P6, K6, K3,3, 6K1, C6")
    start = time.perf_counter()
    counts = sub.signature_counts()
    hist = sub.histogram()
    seconds = time.perf_counter() - start
    combos = 1
    for c in counts:
        combos *= len(c)
    print(f"\nmodule signatures: {sub.name}: {sub.offsets[-1]} vertices, "
          f"{len(sub.expand().edges)} edges")
    print(f"  distinct signatures per module {[len(c) for c in counts]}, {combos:,} "
          "combinations")
    print(f"  histogram over all 2^60 starting subsets in {seconds:.2f} s "
          f"(direct table would need {format_bytes(1 << 60)}):")
    print(f"  {hist}  (sum = 2^{sum(hist).bit_length() - 1}: {sum(hist) == 1 << 60})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
