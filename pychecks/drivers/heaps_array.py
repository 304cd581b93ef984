"""Kernel statements of heap games as array computations: numpy on one machine, dask.array
across a cluster. Any number of heaps d; group families (full or slow moves).

For a closed-form P the two halves of a kernel statement need only one fact per position: does p
have an option in P? For a full-move family that is a *prefix-OR* of the P-indicator:

    reach_g[p] = some q ≤ p on the heaps of group g, equal to p off g, lies in P
               = the P-indicator OR-accumulated along each axis of g,

and p has an option in P through g iff reach_g[p − e_k] holds for some heap k of g with p_k > 0
(one step below p along an axis of g). Slow families have the options p − d for the 0/1 vectors
d of `family.deltas`, so "has an option in P" is an OR of shifted P-indicators. Then

    half 1 (no move inside P) fails at  P ∧ has_option,
    half 2 (a move into P from outside) fails at  ¬P ∧ ¬has_option,

and each half is summarised by its count and its smallest violation (fewest tokens, then
lexicographic, the order of `drivers.heaps.Smallest`), so verdicts equal the numba path's.

Chunking (dask): blocks split heaps 0 and 1 and keep the others whole. Prefixes along heaps 2..
stay inside a block; along heaps 0 and 1 they carry across blocks (`dask.array` cumulative
reductions pass the last slice of each block upward), and the one-step shift along a split face
reads the last slice of the block below. Every block is then summarised to a handful of integers.

Characterisations (P defined recursively through hP) do not decompose this way: the status of p
depends on the *solved* statuses of its options, not on a formula, so they stay on the one-pass
numba path (`drivers.heaps.SlabPass`); so do general move relations.

dask is imported only inside the functions that need it, so `pychecks list` stays quick.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from .. import expr as E
from ..errors import TooLarge, memory_limit_bytes
from .heaps import Smallest, check_bound, coordinate_dtype, half_verdict, scope

#: Positions per dask block when the caller gives none: 2^22 keeps a block's working set
#: (about 40 bytes a position, see `block_bytes`) near 170 MiB, several per worker thread.
DEFAULT_CHUNK_POSITIONS = 1 << 22
#: Summary of one block: count in P, then (count, least tokens, least index) for each half.
SUMMARY_FIELDS = ("in_p", "n1", "t1", "i1", "n2", "t2", "i2")
_NONE = np.iinfo(np.int64).max
#: Heaps the dask formulation may split; the others stay whole inside every block.
SPLIT_FACES = (0, 1)


# --- memory ------------------------------------------------------------------------------

#: Bytes per position of a block's fixed working set: the P-indicator (1) and has_option (1);
#: int16 temporaries while P is evaluated (~10); token counts (2), two violation masks and
#: their tie masks (4) while the block is summarised.
_FIXED_BYTES = 18


def block_bytes(family, positions: int, split_axes=SPLIT_FACES) -> int:
    """Estimated peak bytes of one block of `positions` positions, before anything is computed.

    Full moves: per group one reach array (a copy while it is accumulated, so 2), and per split
    face of the group the carried reach and its one-step shift (2). Slow moves: one shifted
    indicator per split pattern and one temporary shift (4 + 1).
    """
    split = set(split_axes)
    if family.slow:
        extra = (2 ** len(split) - 1) + 1 if split else 1
    else:
        extra = sum(2 + 2 * len(set(g) & split) for g in family.groups)
    return positions * (_FIXED_BYTES + extra)


def whole_box_bytes(family, bound: int) -> int:
    """Estimated peak bytes of the unchunked numpy path on [0..bound]^d."""
    return block_bytes(family, (bound + 1) ** family.heaps, split_axes=())


# --- block kernels (numpy) --------------------------------------------------------------

def _open_grid(lo, shape, dtype=np.int16):
    """Heaps of the block starting at `lo` with `shape`, as broadcastable open grids."""
    grids = []
    for k in range(len(shape)):
        view = [1] * len(shape)
        view[k] = shape[k]
        grids.append(np.arange(lo[k], lo[k] + shape[k], dtype=dtype).reshape(view))
    return grids


_EVALUATORS: dict = {}


def _evaluator(P):
    # Lambdify once per process and predicate: dask workers evaluate P on every block.
    key = E.sp.srepr(P)
    f = _EVALUATORS.get(key)
    if f is None:
        f = _EVALUATORS[key] = E.to_numpy(P)
    return f


def indicator(P, lo, shape) -> np.ndarray:
    """The P-indicator on the block [lo, lo + shape), a fresh writable bool array."""
    top = max(int(a) + int(n) - 1 for a, n in zip(lo, shape))
    grids = _open_grid(lo, shape, coordinate_dtype([P], max(top, 1)))
    return np.array(np.broadcast_to(_evaluator(P)(*grids), tuple(shape)), dtype=bool, copy=True)


def _slice(axis: int, index) -> tuple:
    return (slice(None),) * axis + (index,)


def prefix_or(x: np.ndarray, axis: int) -> np.ndarray:
    """OR-accumulate `x` along `axis`, in place. A loop of slice ORs: 5-30x faster here than
    np.logical_or.accumulate, which walks the axis one element at a time."""
    for i in range(1, x.shape[axis]):
        x[_slice(axis, i)] |= x[_slice(axis, i - 1)]
    return x


def prefix_or_copy(x: np.ndarray, axis: int, dtype=None) -> np.ndarray:
    """`prefix_or` on a copy (dask blocks are shared and must not be written)."""
    return prefix_or(np.array(x, dtype=bool, copy=True), axis)


def shifted(x: np.ndarray, delta) -> np.ndarray:
    """y[p] = x[p − delta] on the block, False where p − delta leaves it."""
    y = np.zeros_like(x)
    dst = tuple(slice(d, None) for d in delta)
    src = tuple(slice(0, n - d) for n, d in zip(x.shape, delta))
    y[dst] = x[src]
    return y


def block_has_option(family, ind: np.ndarray, split_axes=(), extras=None) -> np.ndarray:
    """Which positions of a block have an option in P, from the block's P-indicator.

    Along faces in `split_axes` the block is one of several, and what lies below it comes from
    `extras` (built by dask across blocks): ('reach', g) is reach_g on the block already
    accumulated over every face of g, ('below', g, k) is reach_g one step below along split face
    k, ('shifted', s) is the indicator shifted by the split part s of a slow delta.
    """
    if family.is_relation:  # a relation has no groups to accumulate along: refuse, never guess
        raise ValueError(f"the array formulation knows group families only, not the relation "
                         f"{family.lean}")
    extras = extras or {}
    has = np.zeros_like(ind)
    if family.slow:
        for d in family.deltas:
            split = tuple(d[k] if k in split_axes else 0 for k in range(len(d)))
            local = tuple(d[k] - split[k] for k in range(len(d)))
            source = extras[("shifted", split)] if any(split) else ind
            has |= shifted(source, local)
        return has
    for g, group in enumerate(family.groups):
        reach = extras.get(("reach", g))
        if reach is None:  # no split face in this group: the whole prefix is inside the block
            reach = ind.copy()
            for k in group:
                prefix_or(reach, k)
        for k in group:
            if k in split_axes:
                has |= extras[("below", g, k)]
            else:
                n = reach.shape[k]
                has[_slice(k, slice(1, None))] |= reach[_slice(k, slice(0, n - 1))]
        del reach
    return has


def summarise(in_p: np.ndarray, has_option: np.ndarray, lo, box_shape) -> np.ndarray:
    """Counts and smallest violations of both halves on one block (see SUMMARY_FIELDS)."""
    out = np.array([int(np.count_nonzero(in_p)), 0, _NONE, _NONE, 0, _NONE, _NONE], np.int64)
    tokens = None
    for base, bad in ((1, in_p & has_option), (4, ~in_p & ~has_option)):
        n = int(np.count_nonzero(bad))
        if n == 0:
            continue
        if tokens is None:
            grids = _open_grid(lo, in_p.shape, np.int32)
            tokens = np.broadcast_to(sum(grids[1:], grids[0]), in_p.shape)
        least = int(tokens[bad].min())
        # The first in block order (= lexicographic) among the violations with fewest tokens.
        first = int(np.argmax((bad & (tokens == least)).reshape(-1)))
        local = np.unravel_index(first, bad.shape)
        index = np.ravel_multi_index(tuple(int(lo[k]) + int(local[k]) for k in range(len(lo))),
                                     box_shape)
        out[base:base + 3] = (n, least, int(index))
    return out


# --- results -------------------------------------------------------------------------------

@dataclass
class Halves:
    """What a check found: positions in P, and per half its count and smallest violation as
    (tokens, index in the box) or None."""

    in_p: int
    counts: tuple[int, int]
    smallest: tuple

    @classmethod
    def from_summaries(cls, rows) -> "Halves":
        rows = np.asarray(rows, np.int64).reshape(-1, len(SUMMARY_FIELDS))
        smallest = []
        for base in (1, 4):
            hit = rows[rows[:, base] > 0]
            smallest.append(min(((int(t), int(i)) for t, i in hit[:, base + 1:base + 3]),
                                default=None))
        return cls(in_p=int(rows[:, 0].sum()),
                   counts=(int(rows[:, 1].sum()), int(rows[:, 4].sum())),
                   smallest=tuple(smallest))


def verdict_from_halves(statement, bound: int, halves: Halves, seconds: float,
                        backend: str, command: str):
    """The Verdict the numba path builds (same parts, counterexamples, reasons), from halves."""
    from ..verdict import combine
    S = bound + 1
    d = statement.family.heaps
    parts = []
    for half in (0, 1):
        found = Smallest(None)
        found.count = halves.counts[half]
        if halves.smallest[half] is not None:
            tokens, index = halves.smallest[half]
            found.best = (tokens, index // S ** (d - 1), index % S ** (d - 1))
        # one shared pass: each half carries its time
        parts.append(half_verdict(statement, half, found, bound, S ** d, seconds, backend))
    return combine(statement.name, backend, scope(bound), parts, seconds=seconds,
                   in_hypotheses=halves.in_p,
                   examined=S ** d, reproduce={"command": command})


# --- one machine, unchunked ----------------------------------------------------------------

def numpy_halves(statement, bound: int) -> Halves:
    """Both halves of a kernel statement on the whole box at once, with numpy."""
    check_bound(bound)
    S = bound + 1
    d = statement.family.heaps
    need = whole_box_bytes(statement.family, bound)
    if need > memory_limit_bytes():
        raise TooLarge(f"the unchunked array path for {statement.name} at N={bound} "
                       "(use --workers to chunk it)", need, memory_limit_bytes())
    lo, shape = (0,) * d, (S,) * d
    ind = indicator(statement.P, lo, shape)
    has = block_has_option(statement.family, ind)
    return Halves.from_summaries(summarise(ind, has, lo, shape))


def check_numpy(statement, bound: int):
    """Check a kernel statement with the unchunked numpy formulation on one machine."""
    start = time.perf_counter()
    halves = numpy_halves(statement, bound)
    return verdict_from_halves(statement, bound, halves, time.perf_counter() - start,
                               "enumerate (numpy)", f"pychecks check {statement.name} "
                               f"--bound {bound}")


# --- chunked, dask.array -----------------------------------------------------------------

def block_shape(d: int, bound: int, chunk_positions: int) -> tuple[int, ...]:
    """Heaps 2.. whole; heaps 1 then 0 split so a block holds at most `chunk_positions`
    positions where it can (never less than one value of heaps 0 and 1)."""
    S = bound + 1
    if d == 1:
        return (max(1, min(S, chunk_positions)),)
    inner = S ** (d - 2)
    c1 = max(1, min(S, chunk_positions // inner))
    c0 = max(1, min(S, chunk_positions // (inner * S))) if c1 == S else 1
    return (c0, c1) + (S,) * (d - 2)


def _lo(block_info) -> tuple[int, ...]:
    # Where the block of the first input (the P-indicator) lies in the box; block_info[None]
    # would describe the summary array instead.
    return tuple(int(a) for a, _ in block_info[0]["array-location"])


def _indicator_task(P, block_info=None):
    loc = block_info[None]["array-location"]
    return indicator(P, tuple(int(a) for a, _ in loc), tuple(int(b - a) for a, b in loc))


def _local_prefix_task(x, axes):
    y = np.array(x, copy=True)
    for k in axes:
        prefix_or(y, k)
    return y


def _summary_task(ind, *arrays, family=None, layout=(), split_axes=(), box_shape=None,
                  block_info=None):
    has = block_has_option(family, ind, split_axes, dict(zip(layout, arrays)))
    out = summarise(ind, has, _lo(block_info), box_shape)
    return out.reshape((1,) * ind.ndim + (len(SUMMARY_FIELDS),))


def _shift_down(x, axis: int):
    """x one step below along a split face: y[p] = x[p − e_axis], False where p_axis = 0."""
    import dask.array as da
    edge_shape = list(x.shape)
    edge_shape[axis] = 1
    edge_chunks = list(x.chunks)
    edge_chunks[axis] = (1,)
    edge = da.zeros(tuple(edge_shape), dtype=bool, chunks=tuple(edge_chunks))
    body = x[_slice(axis, slice(0, x.shape[axis] - 1))]
    return da.concatenate([edge, body], axis=axis).rechunk(x.chunks)


def summary_array(statement, bound: int, chunk_positions: int):
    """The lazy dask array of block summaries, shape (blocks of heap 0, of heap 1, 1, …, 1, 7)."""
    import dask.array as da
    from dask.array.reductions import cumreduction
    S = bound + 1
    family = statement.family
    d = family.heaps
    box = (S,) * d
    ind = da.map_blocks(_indicator_task, statement.P, dtype=bool,
                        chunks=da.core.normalize_chunks(block_shape(d, bound, chunk_positions),
                                                        box),
                        meta=np.empty((0,) * d, bool))
    split_axes = tuple(k for k in SPLIT_FACES if k < d and ind.numblocks[k] > 1)
    layout, arrays = [], []
    if family.slow:
        patterns = sorted({tuple(t[k] if k in split_axes else 0 for k in range(d))
                           for t in family.deltas} - {(0,) * d})
        for split in patterns:
            y = ind
            for k in split_axes:
                if split[k]:
                    y = _shift_down(y, k)
            layout.append(("shifted", split))
            arrays.append(y)
    else:
        for g, group in enumerate(family.groups):
            split = [k for k in group if k in split_axes]
            if not split:
                continue  # accumulated inside the summary task
            reach = ind.map_blocks(_local_prefix_task, tuple(k for k in group if k not in split),
                                   dtype=bool)
            for k in split:
                reach = cumreduction(prefix_or_copy, np.logical_or, False, reach, axis=k,
                                     dtype=bool)
            layout.append(("reach", g))
            arrays.append(reach)
            for k in split:
                layout.append(("below", g, k))
                arrays.append(_shift_down(reach, k))
    nb = ind.numblocks
    out_chunks = tuple((1,) * nb[k] for k in range(d)) + ((len(SUMMARY_FIELDS),),)
    return da.map_blocks(_summary_task, ind, *arrays, family=family, layout=tuple(layout),
                         split_axes=split_axes, box_shape=box, dtype=np.int64, chunks=out_chunks,
                         new_axis=d, meta=np.empty((0,) * (d + 1), np.int64))


def chunk_plan(statement, bound: int, chunk_positions: int | None = None):
    """(block shape, number of blocks, estimated peak bytes of one block) for the dask path."""
    check_bound(bound)
    S = bound + 1
    d = statement.family.heaps
    shape = block_shape(d, bound, chunk_positions or DEFAULT_CHUNK_POSITIONS)
    split = tuple(k for k in SPLIT_FACES if k < d and shape[k] < S)
    blocks = int(np.prod([-(-S // shape[k]) for k in range(min(d, 2))]))
    return shape, blocks, block_bytes(statement.family, int(np.prod(shape)), split)


def check_dask(statement, bound: int, client=None,
               chunk_positions: int | None = None, workers_label: str = ""):
    """Check a kernel statement with the chunked dask.array formulation.

    With a dask.distributed `client` the blocks run on its workers (refused with the estimate
    when one worker's blocks would not fit its memory); without one they run on this machine's
    threads. Same verdict as the numba path.
    """
    from .. import scale
    start = time.perf_counter()
    shape, blocks, per_block = chunk_plan(statement, bound, chunk_positions)
    what = (f"{statement.name} at N={bound} in blocks of {int(np.prod(shape)):,} positions "
            f"({blocks:,} blocks)")
    if client is not None:
        scale.refuse_if_too_large(what, per_block, client)
    else:
        import os
        need = per_block * (os.cpu_count() or 1)
        if need > memory_limit_bytes():
            raise TooLarge(what, need, memory_limit_bytes())
    array = summary_array(statement, bound, chunk_positions or DEFAULT_CHUNK_POSITIONS)
    label = f"{statement.name} N={bound} ({blocks} blocks)"
    if client is not None:
        rows = scale.compute_blocks(client, array, label)
    else:
        rows = [scale.compute_local(array, label)]
    halves = Halves.from_summaries(np.concatenate([np.asarray(r).reshape(-1) for r in rows]))
    backend = f"enumerate (dask{', ' + workers_label if workers_label else ''})"
    command = f"pychecks check {statement.name} --bound {bound}"
    return verdict_from_halves(statement, bound, halves, time.perf_counter() - start, backend,
                               command)
