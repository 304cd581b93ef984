"""Move generators and sums of one-heap games on the driver side: which families the generator
kernels run, what they allocate, and the Sprague–Grundy tables of sums. The passes themselves
(`GeneratorPass`, `GeneratorStatementPass`, `SumStatementPass`) live in `drivers.heaps` beside
the group and general-relation passes whose interfaces they share; this module imports none of
them, and estimates rather than refuses (the callers refuse, before allocating).

A family with a move generator (`MoveFamily.move_generator()`, z3-proved equal to its relation)
is solved in one pass over the box in index order. A move lowers heap 0 by at most L values (the
generator's `lookback`), so a ring of L + 2 slabs is enough: slab a overwrites the slot of slab
a − L − 2, which neither slab a − 1 (on the other thread of a two-thread pass) nor anything
after it reads.

A sum of one-heap games (`MoveFamily.one_heap_rules()`) is solved in normal play by the
Sprague–Grundy theorem: each heap's Grundy sequence once, and p ∈ P iff the xor of the heaps'
values is 0.
"""
from __future__ import annotations

import numpy as np

from ..solvers import generators as G

#: Most rays a generator may have: one reach bit each, besides X, in a 64-bit word.
MAX_RAYS = 63


def generator_of(family):
    """The family's move generator when the generator kernels can run it (a general relation
    whose generator z3 proved, with at most `MAX_RAYS` rays), else None: group families have
    kernels of their own, and other relations the general path."""
    if not family.is_relation:
        return None
    gen = family.move_generator()
    return gen if gen is not None and len(gen.rays) <= MAX_RAYS else None


def ring_slabs(generator) -> int:
    """Slabs the ring keeps: the lookback, the current slab, one spare for the second thread."""
    return generator.lookback + 2


def word_dtype(generator):
    """The word of one position: X and a reach bit per ray."""
    return G.word_dtype(generator.rays)


def ring_bytes(generator, bound: int) -> int:
    """Bytes of the ring of words on [0..bound]^d."""
    slab = (bound + 1) ** (generator.heaps - 1)
    return ring_slabs(generator) * slab * np.dtype(word_dtype(generator)).itemsize


def grundy_table_bytes(generator, bound: int) -> int:
    """Bytes of a generator's Grundy table: one value and a 64-bit set per ray per position."""
    return (bound + 1) ** generator.heaps * (1 + 8 * len(generator.rays))


def heap_moves(rule):
    """The moves of a one-heap family as (steps, rays) of naturals, when it has a generator: a
    relation's z3-proved one, or the heap's group family (Nim: a ray of 1; slow Nim: a step of
    1). None for a one-heap relation without a generator."""
    if rule.is_relation:
        gen = rule.move_generator()
        if gen is None:
            return None
        return tuple(v[0] for v in gen.steps), tuple(v[0] for v in gen.rays)
    return ((1,), ()) if rule.slow else ((), (1,))


def sequence_bytes(moves, bound: int) -> int:
    """Bytes `generator_sequence` allocates: the values, and per ray and residue class a table
    of the values seen."""
    steps, rays = moves
    width = bound + 3 + len(steps)
    return 8 * (bound + 1) + width * (8 + max(1, sum(rays)))


def generator_sequence(moves, bound: int) -> np.ndarray:
    """g(0), …, g(bound) of a one-heap game with these (steps, rays), values unbounded."""
    steps, rays = moves
    out = np.zeros(bound + 1, np.int64)
    G.sequence_grundy(np.array(steps, np.int64), np.array(rays, np.int64), out)
    return out


def xor_table(sequences) -> np.ndarray:
    """The Sprague–Grundy value of every position of the box, (N+1,)*d int64: the xor of
    `sequences[k, p_k]` over the heaps (9 bytes a position while it is built)."""
    d, n = sequences.shape
    table = np.zeros((n,) * d, np.int64)
    for k in range(d):
        shape = [1] * d
        shape[k] = n
        table ^= sequences[k].reshape(shape)
    return table
