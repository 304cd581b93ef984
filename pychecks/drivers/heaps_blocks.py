"""Kernel statements of heap games on a Dask cluster, as blocks of the one-pass numba kernel.

A block is a run of slabs a0..a1-1 (positions with heap 0 in that range). Each block is scanned
once, on a worker, as if nothing came before it: for every position it keeps whether it is in P
and whether it has an option in P *within the block*, and it returns its last reach slab.

What the slabs before a block add is small. Slow moves step back at most one slab, and that slab
of the closed-form P is evaluated in the block itself, so slow blocks are complete on their own.
Full moves cross into earlier slabs only through groups g that contain heap 0, and then from
every position (p_1..p_(d-1)) of the block alike: p has an option in P before the block through g
iff reach_g of slab a0-1 holds at (p_1..p_(d-1)), whatever p_0 is. That slab, the *carry*, is the OR of
the earlier blocks' last reach slabs (reach is an OR over everything below). So the client ORs
the carries as they arrive and each worker finishes its block in place: has_option |= carry
(masked to heap 0's groups), then counts and the smallest violations. Verdicts, counts and
counterexamples equal the single-process pass (`drivers.heaps.check_kernel`), as the tests check.
Move generators (`drivers.generators`) carry more: the words (X and the reach along each ray)
of the L slabs before the block, L the most a move lowers heap 0. The client folds each block's
own last words into the carry in block order (`drivers.generators.carry_after`), and each worker
finishes its block by reading the steps and rays that leave it in that carry. General relations
without a generator (an option may lie any number of slabs back) do not split this way.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ..progress import Progress, set_enabled
from . import generators as GD
from .heaps import (BlockFindings, Smallest, check_bound, given_pass, heap_group_masks,
                    kernel_verdict, pass_bytes)


def block_ranges(bound: int, blocks: int) -> list[tuple[int, int]]:
    """Split the slabs 0..bound into at most `blocks` contiguous runs of near-equal length."""
    S = bound + 1
    blocks = max(1, min(blocks, S))
    edges = [round(i * S / blocks) for i in range(blocks + 1)]
    return [(a0, a1) for a0, a1 in zip(edges, edges[1:]) if a1 > a0]


@dataclass
class ScannedBlock:
    """One block scanned on its own: per slab, in P and has an option in P within the block."""

    first: int
    in_p: np.ndarray        # (slabs, slab) uint8
    has_option: np.ndarray  # (slabs, slab) uint8
    carry: object           # last reach slab (full moves), own last words (generators), or None


def _scan_block(statement, bound: int, a0: int, a1: int) -> ScannedBlock:
    """Worker task: the pass over slabs a0..a1-1 from an empty carry, everything kept."""
    set_enabled(False)  # progress is the client's to show; a worker's stderr is not the user's
    sweep, _, slabs = given_pass(statement, bound, a0, a1)
    in_p = np.empty((a1 - a0, sweep.slab), np.uint8)
    has_option = np.empty_like(in_p)
    for a, x, has in slabs:
        in_p[a - a0] = x
        has_option[a - a0] = has
    generator = GD.generator_of(statement.family)
    if generator is not None:
        carry = GD.own_words(generator, sweep.last_reach(a1), a0, a1)
    else:
        carry = None if statement.family.slow else sweep.last_reach(a1).copy()
    return ScannedBlock(a0, in_p, has_option, carry)


def _carry_of(block: ScannedBlock):
    """Worker task: only the carry of a scanned block (the block's arrays stay where they are)."""
    return block.carry


def _finish_block(statement, bound: int, block: ScannedBlock, carry) -> BlockFindings:
    """Worker task: the block's findings once the carry from the slabs before it is known."""
    d = statement.family.heaps
    coords = ([c.reshape(-1) for c in np.indices((bound + 1,) * (d - 1), dtype=np.int32)]
              if d > 1 else [])
    tokens = np.sum(coords, axis=0, dtype=np.int32) if coords else np.zeros(1, np.int32)
    generator = GD.generator_of(statement.family)
    before = None
    if carry is not None and generator is None:
        before = (carry & heap_group_masks(statement.family)[0]) != 0
    found = BlockFindings(0, Smallest(tokens), Smallest(tokens))
    for i in range(block.in_p.shape[0]):
        has = block.has_option[i].view(bool)
        if generator is not None and block.first > 0:
            has = has | GD.options_before(generator, carry, block.first + i, block.first,
                                          bound + 1)
        elif before is not None:
            has = has | before
        found.offer(block.first + i, block.in_p[i].view(bool), has)
    found.inside, found.outside = found.inside.summary(), found.outside.summary()
    return found


def block_bytes(statement, bound: int, slabs: int) -> int:
    """Peak bytes of one block task: a whole-box pass's state plus the block's kept arrays (and
    a generator's carry, which a finished block holds besides, with a copy while it is read)."""
    slab = (bound + 1) ** (statement.family.heaps - 1)
    generator = GD.generator_of(statement.family)
    carry = 0 if generator is None else \
        2 * generator.lookback * slab * np.dtype(GD.word_dtype(generator)).itemsize
    return pass_bytes(statement.family, bound) + 2 * slabs * slab + carry


def check_blocks(statement, bound: int, client, blocks: int | None = None,
                 workers_label: str = ""):
    """The verdict of a kernel statement, its blocks scanned on the workers of `client`.

    `blocks` defaults to one per worker thread (fewer when the box has fewer slabs). A block
    task holds a whole-box pass's state (two slabs) plus two bytes per position of its block,
    estimated before anything runs and refused when a worker could not hold it.
    """
    from .. import scale
    check_bound(bound)
    start = time.perf_counter()
    threads = sum(t for _, t in scale.worker_limits(client).values()) or 1
    # One block per worker thread: a block costs about one slab of set-up (coordinates,
    # token counts) besides its slabs, so more blocks than threads only add that cost.
    ranges = block_ranges(bound, blocks or threads)
    most = max(a1 - a0 for a0, a1 in ranges)
    scale.refuse_if_too_large(f"{statement.name} at N={bound} in {len(ranges)} blocks of slabs",
                              block_bytes(statement, bound, most), client)
    scanned = [client.submit(_scan_block, statement, bound, a0, a1, pure=False)
               for a0, a1 in ranges]
    pending = []
    carry = None
    generator = GD.generator_of(statement.family)
    if generator is not None:  # nothing before slab 0
        carry = np.zeros((generator.lookback, (bound + 1) ** (statement.family.heaps - 1)),
                         GD.word_dtype(generator))
    for b, block in enumerate(scanned):
        # Each block is finished where it was scanned (its arrays are large; the carry is one
        # slab), with the OR of the carries before it.
        where = list(client.who_has([block]).get(block.key, ())) or None
        carry_arg = None if carry is None else client.scatter(carry, workers=where)
        pending.append(client.submit(_finish_block, statement, bound, block, carry_arg,
                                     pure=False, workers=where))
        if generator is not None and b + 1 < len(scanned):
            own = client.submit(_carry_of, block, pure=False).result()
            carry = GD.carry_after(generator, carry, own, *ranges[b], bound + 1)
        elif not statement.family.slow and b + 1 < len(scanned):
            own = client.submit(_carry_of, block, pure=False).result()
            carry = own if carry is None else carry | own
    total = None
    with Progress(f"{statement.name} N={bound} ({len(ranges)} blocks)") as progress:
        from dask.distributed import as_completed
        for done, future in enumerate(as_completed(pending), start=1):
            found = future.result()
            if total is None:
                total = found
            else:
                total.merge(found)
            progress.update(done, len(pending))
    backend = f"enumerate (dask blocks{', ' + workers_label if workers_label else ''})"
    return kernel_verdict(statement, bound, total, time.perf_counter() - start, backend)
