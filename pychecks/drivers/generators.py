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


# --- blocks of slabs (the Dask blocks path, `drivers.heaps_blocks`) ---------------------------
#
# A block of slabs a0..a1-1 is scanned on its own, as if nothing came before it. What the slabs
# before it add reaches its positions in two ways: a step δ from slab a lands in slab a − δ_0,
# before the block when a − δ_0 < a0 (its X bit there, shifted by δ within the slab); a ray v
# from slab a leaves the block at its first k* = ⌊(a − a0) / v_0⌋ + 1 (then every further
# multiple is summed up by reach_v of that landing slab, shifted by k*·v within the slab). Both
# read the *carry*: the words of the L slabs before the block as the whole pass has them. The
# carry after a block is its own words, plus what the carry before it adds along the rays.

def shift_in_slab(words: np.ndarray, u, S: int) -> np.ndarray:
    """y[x] = words[x − u] on a slab (heaps 1..d-1, flattened), 0 where x − u leaves it."""
    if not any(u):
        return words.copy()
    d1 = len(u)
    grid = words.reshape((S,) * d1)
    out = np.zeros_like(grid)
    if all(x < S for x in u):
        dst = tuple(slice(x, None) for x in u)
        src = tuple(slice(0, S - x) for x in u)
        out[dst] = grid[src]
    return out.reshape(-1)


def _from_carry(generator, carry, a: int, a0: int, S: int):
    """What the slabs before the block add to slab a (≥ a0): (X bits of the steps' options,
    reach bits along the rays), each as words of the slab."""
    L = generator.lookback
    steps_hit = np.zeros(carry.shape[1], carry.dtype)
    rays_hit = np.zeros(carry.shape[1], carry.dtype)
    for v in generator.steps:
        if v[0] and a - v[0] < a0:
            steps_hit |= shift_in_slab(carry[a - v[0] - (a0 - L)] & 1, v[1:], S)
    for r, v in enumerate(generator.rays):
        if v[0]:
            k = (a - a0) // v[0] + 1
            landing = a - k * v[0]
            bit = carry.dtype.type(1 << (1 + r))
            u = tuple(k * x for x in v[1:])
            rays_hit |= shift_in_slab(carry[landing - (a0 - L)] & bit, u, S)
    return steps_hit, rays_hit


def options_before(generator, carry, a: int, a0: int, S: int) -> np.ndarray:
    """Which positions of slab a (in a block starting at a0) have an option in X before the
    block: a step landing there, or a ray reaching there (bool, one per slab position)."""
    steps_hit, rays_hit = _from_carry(generator, carry, a, a0, S)
    return (steps_hit | rays_hit) != 0


def carry_after(generator, carry, own, a0: int, a1: int, S: int) -> np.ndarray:
    """The carry after a block a0..a1-1: the words of slabs a1-L..a1-1 as the whole pass has
    them. `carry` is the carry before the block (slabs a0-L..a0-1), `own` the block's words of
    slabs a1-L..a1-1 as its own scan left them (zero before a0)."""
    L = generator.lookback
    out = np.array(own, copy=True)
    for i in range(L):
        a = a1 - L + i
        if a < a0:
            out[i] = carry[a - (a0 - L)]
        else:
            out[i] |= _from_carry(generator, carry, a, a0, S)[1]
    return out


def own_words(generator, ring, a0: int, a1: int) -> np.ndarray:
    """The words of slabs a1-L..a1-1 from a block's ring (zero for slabs before a0)."""
    L, R = generator.lookback, ring.shape[0]
    out = np.zeros((L, ring.shape[1]), ring.dtype)
    for i in range(L):
        a = a1 - L + i
        if a >= a0:
            out[i] = ring[a % R]
    return out
