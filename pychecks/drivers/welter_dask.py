"""Welter's census on every core and on a Dask cluster, by wrapping the census kernel.

`solvers.welter._census_chunk` examines consecutive positions of one coin count in increasing
bitmask order, adding into a count row and keeping the first (smallest) position of each kind of
failure. Positions of n coins below `cap` squares in that order are the n-subsets in colex
order, so chunk c starts at the subset of rank c * chunk (unranked here) and the chunks are
independent: their counts add up, and the first failure of the whole row is the least of the
chunks' first failures. The rows equal `welter_census.census_row`'s (tests/test_scale.py).
"""
from __future__ import annotations

import time
from math import comb

import numpy as np
from numba import njit, prange

from . import welter_census as WC
from ..solvers import welter_reference as W
from ..progress import Progress
from ..solvers.welter import _census_chunk


def start_mask(coins: int, rank: int) -> int:
    """The `rank`-th position of `coins` coins in increasing bitmask order (colex unranking)."""
    mask = 0
    for i in range(coins, 0, -1):
        c = i - 1
        while comb(c + 1, i) <= rank:
            c += 1
        mask |= 1 << c
        rank -= comb(c, i)
    return mask


def chunks(coins: int, cap: int, chunk: int) -> list[tuple[int, int]]:
    """(first position's bitmask, number of positions) for each chunk of the row."""
    total = comb(cap, coins)
    return [(start_mask(coins, r), min(chunk, total - r)) for r in range(0, total, chunk)]


@njit(parallel=True)
def _census_chunks(starts, sizes, cap, row_limit, mex, counts, fails):
    """Run the census kernel on every chunk in parallel, chunk c into counts[c] and fails[c]."""
    for c in prange(starts.shape[0]):
        _census_chunk(starts[c], sizes[c], cap, row_limit, mex, counts[c], fails[c])


def _merge(counts: np.ndarray, fails: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sum the chunks' counts; keep the least recorded position (-1 = none) of each failure."""
    total = counts.sum(axis=0)
    masked = np.where(fails >= 0, fails, np.iinfo(np.int64).max)
    least = masked.min(axis=0)
    return total, np.where(least == np.iinfo(np.int64).max, -1, least)


def _row(coins, cap, row_limit, counts, fails, seconds, mex_cap) -> WC.CensusRow:
    assert counts[0] == comb(cap, coins), "census enumerated a different number of positions"
    return WC.CensusRow(
        coins=coins, cap=cap, row_limit=row_limit,
        counts={key: int(counts[i]) for i, (key, _) in enumerate(WC.COLUMNS)},
        first={name: (W.from_mask(int(fails[i])) if fails[i] >= 0 else None)
               for i, name in enumerate(WC.FAILS)},
        seconds=seconds, mex_cap=mex_cap)


def _validate(coins, cap, row_limit, mex):
    from ..errors import BadBound
    WC.check_cap(cap)
    if coins < 0 or coins > cap:
        raise BadBound(f"census: {coins} coins do not fit below {cap} squares")
    if row_limit < 0 or row_limit > WC.MAX_ROW_LIMIT:
        raise BadBound(f"census: row limit {row_limit} must be between 0 and {WC.MAX_ROW_LIMIT}")
    if mex is not None and mex.shape[0] != 1 << cap:
        raise BadBound(f"census: mex table has {mex.shape[0]} entries, cap {cap} needs {1 << cap}")


def census_row_parallel(coins: int, cap: int, row_limit: int = 0, mex: np.ndarray | None = None,
                        chunk: int = WC.CHUNK // 16) -> WC.CensusRow:
    """`welter_census.census_row` with its chunks on numba's threads (numba.set_num_threads)."""
    _validate(coins, cap, row_limit, mex)
    from ..solvers import welter as K
    start = time.perf_counter()
    parts = chunks(coins, cap, chunk)
    starts = np.array([s for s, _ in parts], np.uint64)
    sizes = np.array([n for _, n in parts], np.int64)
    counts = np.zeros((len(parts), K.N_COUNTS), np.int64)
    fails = np.full((len(parts), K.N_FAILS), -1, np.int64)
    mex_arr = mex if mex is not None else np.zeros(1, np.uint8)
    _census_chunks(starts, sizes, cap, row_limit, mex_arr, counts, fails)
    total, first = _merge(counts, fails)
    return _row(coins, cap, row_limit, total, first, time.perf_counter() - start,
                cap if mex is not None else 0)


def _census_task(start, size, cap, row_limit, mex):
    """One chunk on a worker: (counts, fails) of `size` positions from bitmask `start`."""
    from ..solvers import welter as K
    counts = np.zeros(K.N_COUNTS, np.int64)
    fails = np.full(K.N_FAILS, -1, np.int64)
    K._census_chunk(np.uint64(start), size, cap, row_limit, mex, counts, fails)
    return counts, fails


def census_row_dask(client, coins: int, cap: int, row_limit: int = 0,
                    mex: np.ndarray | None = None, chunk: int = WC.CHUNK) -> WC.CensusRow:
    """`welter_census.census_row` with its chunks on the workers of a dask.distributed client
    (the mex table, when given, is sent to every worker once)."""
    from dask.distributed import as_completed
    _validate(coins, cap, row_limit, mex)
    start = time.perf_counter()
    mex_arr = mex if mex is not None else np.zeros(1, np.uint8)
    mex_ref = client.scatter(mex_arr, broadcast=True, hash=False)
    futures = [client.submit(_census_task, s, n, cap, row_limit, mex_ref, pure=False)
               for s, n in chunks(coins, cap, chunk)]
    results = []
    with Progress(f"census n={coins} cap={cap} ({len(futures)} chunks)") as progress:
        for i, future in enumerate(as_completed(futures), 1):
            results.append(future.result())
            progress.update(i, len(futures))
    counts = np.array([c for c, _ in results])
    fails = np.array([f for _, f in results])
    total, first = _merge(counts, fails)
    return _row(coins, cap, row_limit, total, first, time.perf_counter() - start,
                cap if mex is not None else 0)


def custom_census_dask(client, coins: list[int], cap: int, rows: bool | None = None,
                       mex: bool | None = None, chunk: int = WC.CHUNK) -> WC.Census:
    """`welter_census.custom_census` with every row's chunks on the cluster."""
    from ..errors import BadBound
    WC.check_cap(cap)
    limit = W.essay_row_limit(cap)
    if rows is None:
        rows = limit <= WC.MAX_ROW_LIMIT
    if rows and limit > WC.MAX_ROW_LIMIT:
        raise BadBound(f"census: rows below {limit} squares need squares below 64")
    if mex is None:
        mex = cap <= 20
    start = time.perf_counter()
    table = WC.mex_table(cap) if mex else None
    out = [census_row_dask(client, n, cap, row_limit=limit if rows else 0, mex=table,
                           chunk=chunk) for n in coins]
    total = sum(comb(cap, n) for n in coins)
    how = ("rows scanned below %d" % limit) if rows else "targets by the walk"
    how += ", mex compared" if mex else ", closed form only"
    return WC.Census(rows=out, seconds=time.perf_counter() - start,
                     description=f"{total:,} positions below {cap} squares ({how}, on dask)")
