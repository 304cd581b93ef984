"""Timing helpers shared by the bench_*.py scripts (run from scripts/, so importable by name)."""
from __future__ import annotations

import resource
import statistics
import time


def median_seconds(fn, repeats: int = 3, warmup: bool = True) -> float:
    """Median wall time of `repeats` calls; a first, untimed call compiles numba and warms caches."""
    if warmup:
        fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_rss() -> int:
    """Peak resident set size of this process in bytes (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
