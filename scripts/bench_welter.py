"""Benchmark Welter's kernels: speedup over the pure-Python reference, and the extended census.

    .venv/bin/python scripts/bench_welter.py           # speedups, mex below 20, 8 coins below 32
    .venv/bin/python scripts/bench_welter.py --big     # also 12 coins below 32, 16 below 28
    .venv/bin/python scripts/bench_welter.py --z3      # z3 lemmas: widest W per n that finishes

Prints medians of repeated runs (after one warm-up run that also compiles numba) and ratios
measured in the same run.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pychecks.drivers import welter_census as WC  # noqa: E402
from pychecks.games import welter as W  # noqa: E402


from benchlib import median_seconds as median_time  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--big", action="store_true", help="12 coins below 32, 16 coins below 28")
    ap.add_argument("--z3", action="store_true", help="z3 lemma widths (slow: timeouts)")
    args = ap.parse_args()

    n, cap = 5, 12
    fast = median_time(lambda: WC.census_row(n, cap, row_limit=64))
    slow = median_time(lambda: WC.census_row_reference(n, cap, row_limit=64), repeat=1)
    print(f"census kernel vs reference, {n} coins below {cap}, rows below 64: "
          f"{fast * 1e3:.1f} ms vs {slow * 1e3:.0f} ms, speedup {slow / fast:,.0f}x")
    fast = median_time(lambda: WC.census_row(n, cap))
    slow = median_time(lambda: WC.census_row_reference(n, cap), repeat=1)
    print(f"census kernel vs reference, {n} coins below {cap}, walk: "
          f"{fast * 1e3:.1f} ms vs {slow * 1e3:.0f} ms, speedup {slow / fast:,.0f}x")

    def mex_ref():
        W._mex_value.cache_clear()
        for m in range(1 << 12):
            W.mex_value(W.from_mask(m))
    fast = median_time(lambda: WC.mex_table(12))
    slow = median_time(mex_ref, repeat=1)
    print(f"mex kernel vs reference, every position below 12: {fast * 1e3:.2f} ms vs "
          f"{slow * 1e3:.0f} ms, speedup {slow / fast:,.0f}x")

    t = median_time(WC.essay_census, repeat=3)
    print(f"essay census (3,696 positions, mex + rows below 64): median {t:.2f} s")

    t0 = time.perf_counter()
    mex = WC.mex_table(20)
    t1 = time.perf_counter()
    closed = WC.closed_form_table(20)
    t2 = time.perf_counter()
    print(f"every position below 20 squares: mex {t1 - t0:.2f} s, closed form {t2 - t1:.2f} s, "
          f"mismatches {(mex != closed).sum()}")

    jobs = [(k, 32) for k in range(2, 9)]
    if args.big:
        jobs += [(12, 32), (16, 28)]
    total = 0.0
    for k, c in jobs:
        row = WC.census_row(k, c, label="bench")
        total += row.seconds
        print(f"census {k} coins below {c}: {row.counts['positions']:,} positions in "
              f"{row.seconds:.1f} s ({row.seconds / row.counts['positions'] * 1e9:.0f} ns each)")
    print(f"extended census total {total:.1f} s")

    if args.z3:
        from pychecks.smt.welter import four_coin_lemma, last_bit_lemma
        v = four_coin_lemma(32)
        print(f"z3 four-coin lemma W=32: {v.status.value} in {v.seconds:.2f} s")
        for k in range(2, 9):
            for width in (32, 16, 12, 8):
                v = last_bit_lemma(k, width, timeout_ms=15_000)
                print(f"z3 last-bit lemma n={k} W={width}: {v.status.value} in {v.seconds:.2f} s")
                if v.status.value == "HOLDS":
                    break
    return 0


if __name__ == "__main__":
    sys.exit(main())
