"""Drivers for heap games: validate the bound, estimate memory, allocate, run the numba kernels
of `pychecks.solvers.heaps` slab by slab, and turn what they find into verdicts.

Works for any number of heaps d and any `MoveFamily` (groups, slow groups, general relations);
the cube is d = 6. Closed-form predicates are evaluated on each slab with numpy (lowered from
the single sympy source), so the kernels only ever see plain arrays. Statements arrive as data
(`pychecks.statements`); this module reads their fields and never imports the statement types,
so that statements, backends and drivers stay in one-way layers.
"""
from __future__ import annotations

import itertools
import os
import threading
import time
from dataclasses import dataclass

import numpy as np

from .. import expr as E
from . import generators as GD
from ..errors import BadBound, TooLarge, memory_limit_bytes
from ..progress import Progress
from ..statements import (CharacterisationStatement, ExampleStatement, KernelStatement,
                          PlainStatement)
from ..solvers import generators as KG
from ..solvers import heaps as K
from ..verdict import Counterexample, Status, Verdict, combine, lean_vector

#: The enumerator's largest bound: heaps are int16 or wider on slabs, token counts int32.
MAX_BOUND = 65535
#: Bytes per slab position besides the reach rings: x ring (2), has_option, given, token counts
#: (4), and numpy temporaries while predicates are evaluated (about 3 arrays of 8 bytes).
_SLAB_BYTES_FIXED = 2 + 1 + 1 + 4 + 24
#: Bytes per heap coordinate of a slab position (int16 at the default bounds; wider predicates
#: widen them, see `coordinate_dtype`).
_COORD_BYTES = 2
#: Work a general relation may cost before it is refused: (p, q) pairs tried (see
#: `games.heaps.relation_pairs`); at the rate below, about 10 minutes.
MAX_RELATION_PAIRS = 90_000_000_000
#: Pairs a second of the relation kernels in the worst case (every pair tried, P empty), one core:
#: the slowest of `scripts/bench_heaps.py` (a one-heap subtraction game, 158 M/s), rounded down.
RELATION_PAIRS_PER_SECOND = 150e6


def reach_dtype(family):
    """Smallest unsigned integer holding one reach bit per move group."""
    G = len(family.groups)
    for dtype in (np.uint8, np.uint16, np.uint32, np.uint64):
        if G <= 8 * np.dtype(dtype).itemsize:
            return dtype
    raise BadBound(f"{family.name}: at most 64 move groups are supported, not {G}")


def heap_group_masks(family) -> np.ndarray:
    """Bit g of entry k is set when heap k belongs to group g (0 for a heap no group holds)."""
    dtype = reach_dtype(family)
    masks = np.zeros(family.heaps, dtype)
    for g, group in enumerate(family.groups):
        for k in group:
            masks[k] |= dtype(1) << dtype(g)
    return masks


def groups_arrays(family):
    """(heaps of each group padded with -1, size of each group): the groups as plain arrays."""
    G = len(family.groups)
    heaps = np.full((G, max(len(g) for g in family.groups)), -1, np.int64)
    sizes = np.zeros(G, np.int64)
    for g, group in enumerate(family.groups):
        heaps[g, :len(group)] = group
        sizes[g] = len(group)
    return heaps, sizes


def strides(d: int, bound: int) -> np.ndarray:
    """Index distance of one step along each heap in the box [0..bound]^d."""
    S = bound + 1
    return np.array([S ** (d - 1 - k) for k in range(d)], np.int64)


def check_bound(bound: int) -> None:
    """BadBound unless 1 ≤ bound ≤ MAX_BOUND."""
    if isinstance(bound, bool) or not isinstance(bound, (int, np.integer)) or bound < 1:
        raise BadBound(f"bound N={bound}: must be a whole number at least 1")
    if bound > MAX_BOUND:
        raise BadBound(f"bound N={bound}: heaps above {MAX_BOUND} are not supported by the "
                       "enumerator (use `pychecks search` for large values)")


def coordinate_dtype(exprs, bound: int):
    """The narrowest signed integer type in which every expression of `exprs` (and every
    subterm) evaluates exactly when each heap is at most `bound`; BadBound when none does."""
    top = max([bound * 64] + [E.value_bound(e, bound) for e in exprs if e is not None])
    for dtype in (np.int16, np.int32, np.int64):
        if top <= np.iinfo(dtype).max // 2:
            return dtype
    raise BadBound(f"bound N={bound}: a predicate's values reach about {top:.3g}, beyond 64-bit "
                   "integers; choose a smaller bound")


def _refuse_if_too_large(what: str, need: int) -> None:
    limit = memory_limit_bytes()
    if need > limit:
        raise TooLarge(what, need, limit)


def pass_bytes(family, bound: int) -> int:
    """Bytes a one-pass check on [0..bound]^d allocates (estimated before allocating)."""
    S = bound + 1
    slab = S ** (family.heaps - 1)
    fixed = _SLAB_BYTES_FIXED + _COORD_BYTES * (family.heaps - 1)
    generator = GD.generator_of(family)
    if generator is not None:  # a ring of words, lookback + 2 slabs
        return GD.ring_bytes(generator, bound) + slab * fixed
    if family.is_relation:  # the whole box: given, x and has_option, one byte each
        return 3 * S ** family.heaps + slab * fixed
    rings = 0 if family.slow else 2 * np.dtype(reach_dtype(family)).itemsize
    return slab * (rings + fixed)


def tries_every_option(family) -> bool:
    """True when a pass over the box tries every q ≤ p, ((N+1)(N+2)/2)^d pairs: a general
    relation without a move generator the kernels run. Any other family (groups, a move
    generator) costs a few operations a position."""
    return family.is_relation and GD.generator_of(family) is None


def check_relation_cost(family, bound: int) -> None:
    """Refuse a general relation whose box would take too long (estimated, never run); a
    relation with a move generator costs a few operations per move, like a group family."""
    if not tries_every_option(family):
        return
    pairs = ((bound + 1) * (bound + 2) // 2) ** family.heaps
    if pairs > MAX_RELATION_PAIRS:
        minutes = pairs / RELATION_PAIRS_PER_SECOND / 60
        raise BadBound(f"bound N={bound} for the general relation {family.lean}: every q ≤ p is "
                       f"tried, {pairs:.3g} pairs (about {minutes:,.0f} min at "
                       f"{RELATION_PAIRS_PER_SECOND / 1e6:.0f} M pairs/s; limit "
                       f"{MAX_RELATION_PAIRS:.3g}); choose a smaller bound")


class SlabPass:
    """One pass over the box in index order, two slabs of state at a time (group families).

    `run(given)` yields (a, x, has_option) for each slab a = 0..N, where x is the slab of the set
    being tested (given, or solved in normal / misère play) and has_option says which positions
    have an option in it. The arrays are reused: copy what must outlive the iteration.
    """

    def __init__(self, family, bound: int, mode: int):
        check_bound(bound)
        self.family, self.bound, self.mode = family, bound, mode
        self.d = family.heaps
        self.S = bound + 1
        self.slab = self.S ** (self.d - 1)
        _refuse_if_too_large(f"bound N={bound} for {family.name} moves",
                             pass_bytes(family, bound))
        n = self.slab
        self.kernels = K.slab_kernels(self.d)
        self.x = np.zeros((2, n), np.uint8)
        self.has_option = np.zeros(n, np.uint8)
        if family.slow:
            self.deltas = np.array(family.deltas, np.int64)
            self.covered_bits = sum(1 << k for k in family.covered)
        else:
            self.heap_groups = heap_group_masks(family)
            self.covered = np.array([int(k in family.covered) for k in range(self.d)], np.int64)
            self.reach = np.zeros((2, n), self.heap_groups.dtype)

    def coordinates(self, dtype=np.int16):
        """Heaps 1..d-1 of every slab position, in slab order (empty for d = 1)."""
        if self.d == 1:
            return []
        return [c.reshape(-1) for c in np.indices((self.S,) * (self.d - 1), dtype=dtype)]

    def run(self, given=None, label: str = "", first: int = 0, last: int | None = None,
            carry=None):
        """Yield (a, x, has_option) slab by slab; `given(a)` supplies slab a of X in MODE_GIVEN.

        `first`/`last` restrict the pass to slabs first..last-1 (a block). What the block needs
        from before it: for full moves, `carry`, the reach of slab first-1 (None: no earlier
        slab contributes); for slow moves in MODE_GIVEN, slab first-1 of X, read from `given`.
        """
        empty = np.zeros(1, np.uint8)
        last = self.S if last is None else last
        if first > 0:
            prev = (first - 1) & 1
            if self.family.slow:
                if given is None:
                    raise ValueError("a block of a slow solve needs the solved slab before it")
                self.x[prev] = given(first - 1)
            elif carry is None:
                self.reach[prev] = 0
            else:
                self.reach[prev] = carry
        with Progress(label or self.family.name) as progress:
            for a in range(first, last):
                cur, prev = a & 1, (a - 1) & 1
                g = empty if given is None else given(a)
                if self.family.slow:
                    self.kernels.slow_outcome_slab(a, self.S, self.deltas, self.covered_bits,
                                                   self.mode, g, self.x[prev], self.x[cur],
                                                   self.has_option)
                else:
                    self.kernels.outcome_slab(a, self.S, self.heap_groups, self.covered,
                                              self.mode, g, self.reach[prev], self.reach[cur],
                                              self.x[cur], self.has_option)
                yield a, self.x[cur], self.has_option
                progress.update((a + 1 - first) * self.slab, (last - first) * self.slab)

    def last_reach(self, last: int):
        """The reach slab after slab last-1 was passed (full moves): the next block's carry."""
        return self.reach[(last - 1) & 1]


class RelationPass(SlabPass):
    """The same interface for a general relation: the whole box is held (an option may lie any
    number of slabs back), and the kernel tries every q ≤ p with the relation compiled in."""

    def __init__(self, family, bound: int, mode: int):
        check_bound(bound)
        family.check_relation()
        check_relation_cost(family, bound)
        self.family, self.bound, self.mode = family, bound, mode
        self.d = family.heaps
        self.S = bound + 1
        self.slab = self.S ** (self.d - 1)
        _refuse_if_too_large(f"bound N={bound} for the relation {family.lean}",
                             pass_bytes(family, bound))
        source = E.to_source(family.relation, name=lambda kind, k: f"{kind}{k}")
        self.kernels = K.relation_kernels(self.d, source)
        total = self.S ** self.d
        self.given = np.zeros(total, np.uint8)
        self.x_all = np.zeros(total, np.uint8)
        self.has_all = np.zeros(total, np.uint8)

    def run(self, given=None, label: str = "", first: int = 0, last: int | None = None,
            carry=None):
        if first != 0 or last not in (None, self.S):
            raise ValueError("general relations are solved in one pass over the whole box")
        n = self.slab
        if self.mode == K.MODE_GIVEN:
            for a in range(self.S):  # every option may lie in any earlier slab: X first
                self.given[a * n:(a + 1) * n] = given(a)
        with Progress(label or self.family.name) as progress:
            for a in range(self.S):
                self.kernels.relation_outcome(self.S, a, a + 1, self.mode, self.given,
                                              self.x_all, self.has_all)
                yield a, self.x_all[a * n:(a + 1) * n], self.has_all[a * n:(a + 1) * n]
                progress.update((a + 1) * n, self.S * n)

    def last_reach(self, last: int):
        raise ValueError("general relations have no reach carry")


class GeneratorPass(SlabPass):
    """The same interface for a move generator (`drivers.generators`): a ring of lookback + 2
    slabs of words (X and a reach bit per ray), the generator's moves compiled in."""

    def __init__(self, family, bound: int, mode: int, generator):
        check_bound(bound)
        self.family, self.bound, self.mode = family, bound, mode
        self.generator = generator
        self.d = family.heaps
        self.S = bound + 1
        self.slab = self.S ** (self.d - 1)
        _refuse_if_too_large(f"bound N={bound} for the moves of {family.lean}",
                             pass_bytes(family, bound))
        self.kernels = KG.generator_kernels(self.d, generator.steps, generator.rays)
        self.ring = np.zeros((GD.ring_slabs(generator), self.slab), GD.word_dtype(generator))
        self.x = np.zeros((1, self.slab), np.uint8)
        self.has_option = np.zeros(self.slab, np.uint8)

    def run(self, given=None, label: str = "", first: int = 0, last: int | None = None,
            carry=None):
        """Slabs first..last-1. A block (first > 0) starts from `carry`, the ring as the whole
        pass leaves it after slab first-1 (None: as if nothing came before the block)."""
        empty = np.zeros(1, np.uint8)
        last = self.S if last is None else last
        self.ring[:] = 0 if carry is None else carry
        with Progress(label or self.family.name) as progress:
            for a in range(first, last):
                g = empty if given is None else given(a)
                self.kernels.slab(a, self.S, self.mode, g, self.ring, self.x[0],
                                  self.has_option)
                yield a, self.x[0], self.has_option
                progress.update((a + 1 - first) * self.slab, (last - first) * self.slab)

    def last_reach(self, last: int):
        """The ring after slab last-1 (a copy): what a following block starts from."""
        return self.ring.copy()


def make_pass(family, bound: int, mode: int) -> SlabPass:
    """The pass for `family`: slab rings for group families and move generators, the whole
    box for other relations."""
    generator = GD.generator_of(family)
    if generator is not None:
        return GeneratorPass(family, bound, mode, generator)
    return (RelationPass if family.is_relation else SlabPass)(family, bound, mode)


def outcome_table(family, bound: int, play: str) -> np.ndarray:
    """P-positions (1) of the whole box, shape (N+1,)*d, for `play` in {'normal', 'misere'}."""
    mode = {"normal": K.MODE_NORMAL, "misere": K.MODE_MISERE}[play]
    sequences = sum_sequences(family, bound) if play == "normal" else None
    if sequences is not None:  # Sprague–Grundy: the xor of the heaps' values is 0
        _refuse_if_too_large(f"an outcome table at N={bound}", 9 * (bound + 1) ** family.heaps)
        return (GD.xor_table(sequences) == 0).astype(np.uint8)
    sweep = make_pass(family, bound, mode)
    _refuse_if_too_large(f"an outcome table at N={bound}", sweep.S ** sweep.d)
    out = np.empty((sweep.S, sweep.slab), np.uint8)
    for a, x, _ in sweep.run():
        out[a] = x
    return out.reshape((sweep.S,) * sweep.d)


def grundy_table(family, bound: int) -> np.ndarray:
    """Normal-play Grundy values of every position of [0..N]^d, shape (N+1,)*d (uint8)."""
    check_bound(bound)
    d = family.heaps
    total = (bound + 1) ** d
    generator = GD.generator_of(family)
    if generator is not None:
        return generator_grundy_table(family, bound, generator)
    sequences = sum_sequences(family, bound)
    if sequences is not None:
        _refuse_if_too_large(f"a Grundy table for {family.name} at N={bound}", 9 * total)
        table = GD.xor_table(sequences)
        if table.max(initial=0) >= K.GRUNDY_LIMIT:
            raise BadBound(f"Grundy values of {family.name} reach {K.GRUNDY_LIMIT} at "
                           f"N={bound}; choose a smaller bound")
        return table.astype(np.uint8)
    if family.slow or family.is_relation:
        need = total
    else:
        need = total * (1 + 8 * len(family.groups))
    _refuse_if_too_large(f"a Grundy table for {family.name} at N={bound}", need)
    out = np.zeros(total, np.uint8)
    st = strides(d, bound)
    if family.is_relation:
        family.check_relation()
        check_relation_cost(family, bound)
        source = E.to_source(family.relation, name=lambda kind, k: f"{kind}{k}")
        bad = K.relation_kernels(d, source).relation_grundy(bound + 1, out)
    elif family.slow:
        bad = K.slow_grundy_table(st, np.array(family.deltas, np.int64), out)
    else:
        heaps, sizes = groups_arrays(family)
        bad = K.grundy_table(st, heaps, sizes, out)
    if bad >= 0:
        raise BadBound(f"Grundy values of {family.name} reach {K.GRUNDY_LIMIT} at N={bound}; "
                       "choose a smaller bound")
    return out.reshape((bound + 1,) * d)


def generator_grundy_table(family, bound: int, generator) -> np.ndarray:
    """`grundy_table` of a move generator: per ray a set of the values along it."""
    d = family.heaps
    _refuse_if_too_large(f"a Grundy table for {family.name} at N={bound}",
                         GD.grundy_table_bytes(generator, bound))
    total = (bound + 1) ** d
    out = np.zeros(total, np.uint8)
    seen = np.zeros((max(1, len(generator.rays)), total), np.uint64)
    bad = KG.generator_kernels(d, generator.steps, generator.rays).grundy(bound + 1, out, seen)
    if bad >= 0:
        raise BadBound(f"Grundy values of {family.name} reach {K.GRUNDY_LIMIT} at N={bound}; "
                       "choose a smaller bound")
    return out.reshape((bound + 1,) * d)


# --- one-heap games and their sums ------------------------------------------------------------

def grundy_sequence(rule, bound: int) -> np.ndarray:
    """g(0), …, g(bound) of a one-heap game (int64, values unbounded): by its generator's
    moves (`solvers.generators.sequence_grundy`), else every m < n tried with the relation
    compiled in (`solvers.generators.relation_sequence`), (N+1)(N+2)/2 pairs."""
    check_bound(bound)
    if rule.heaps != 1:
        raise ValueError(f"{rule.name} is a game on {rule.heaps} heaps, not one")
    moves = GD.heap_moves(rule)
    _refuse_if_too_large(f"the Grundy sequence of {rule.name} at N={bound}",
                         sequence_bytes(rule, bound))
    if moves is not None:
        return GD.generator_sequence(moves, bound)
    rule.check_relation()
    check_relation_cost(rule, bound)
    source = E.to_source(rule.relation, name=lambda kind, k: f"{kind}{k}")
    out = np.zeros(bound + 1, np.int64)
    KG.relation_sequence_kernels(source).relation_sequence(out)
    return out


def heap_sequences(family, bound: int) -> np.ndarray | None:
    """seq[k, n], the Grundy value of heap k at n (int64), for a sum of one-heap games
    (`MoveFamily.one_heap_rules`); None for any other family."""
    rules = family.one_heap_rules()
    if rules is None:
        return None
    return np.stack([grundy_sequence(rule, bound) for rule in rules])


def sequence_bytes(rule, bound: int) -> int:
    """Bytes `grundy_sequence(rule, bound)` allocates (its refusal's estimate)."""
    moves = GD.heap_moves(rule)
    return 16 * (bound + 2) if moves is None else GD.sequence_bytes(moves, bound)


def sequences_bytes(family, bound: int) -> int:
    """Bytes of the heaps' sequences of a sum (`heap_sequences`): the largest one being
    computed, and every finished one."""
    rules = family.one_heap_rules()
    return max(sequence_bytes(r, bound) for r in rules) + 8 * (bound + 1) * len(rules)


def sum_sequences(family, bound: int) -> np.ndarray | None:
    """The heaps' sequences when normal play of `family` is solved by Sprague–Grundy: a general
    relation on d ≥ 2 heaps that is a sum of one-heap games (group families and a single heap
    have direct kernels as cheap)."""
    if not family.is_relation or family.heaps < 2:
        return None
    return heap_sequences(family, bound)


def position_at(bound: int, d: int, a: int, offset: int) -> tuple[int, ...]:
    """The position with heap 0 = a at `offset` within its slab."""
    if d == 1:
        return (a,)
    return (a,) + tuple(int(v) for v in np.unravel_index(offset, (bound + 1,) * (d - 1)))


class Smallest:
    """Tracks the smallest violating position over all slabs: fewest tokens, then lexicographic
    (which is index order, since heap 0 is the slowest axis)."""

    def __init__(self, tokens):
        self.tokens = tokens
        self.best = None   # (tokens, a, offset)
        self.count = 0

    def merge(self, other: "Smallest") -> None:
        """Fold in another block's findings (blocks may arrive in any order)."""
        self.count += other.count
        if other.best is not None and (self.best is None or other.best < self.best):
            self.best = other.best

    def summary(self) -> "Smallest":
        """The findings without the token table (small enough to send between processes)."""
        out = Smallest(None)
        out.best, out.count = self.best, self.count
        return out

    def offer(self, a: int, mask) -> None:
        """Count the violations `mask` marks in slab a and keep the smallest so far."""
        hits = np.flatnonzero(mask)
        if hits.size == 0:
            return
        self.count += int(hits.size)
        t = self.tokens[hits].astype(np.int64) + a
        i = int(np.argmin(t))  # argmin returns the first, i.e. lowest offset, among ties
        cand = (int(t[i]), a, int(hits[i]))
        if self.best is None or cand[:1] < self.best[:1]:
            self.best = cand


def slab_tokens(sweep: SlabPass, coords) -> np.ndarray:
    """Tokens on heaps 1..d-1 of each slab position (int32)."""
    if not coords:
        return np.zeros(sweep.slab, np.int32)
    return np.sum(coords, axis=0, dtype=np.int32)


def scope(bound: int) -> str:
    return f"N={bound}"


def reproduce(name: str, bound: int) -> dict:
    """The command that reruns a verdict (the claims layer adds the file a statement came from)."""
    return {"command": f"pychecks check {name} --bound {bound}"}


def on_slab(f, a: int, coords, slab: int, dtype=np.int16) -> np.ndarray:
    """A lowered predicate on slab a, as a bool array of the slab's shape."""
    return np.broadcast_to(f(dtype(a), *coords), (slab,))


# --- kernel statements ------------------------------------------------------------------------

@dataclass
class BlockFindings:
    """What a scan of some slabs found: positions in P and each half's violations."""

    in_p: int
    inside: Smallest
    outside: Smallest

    def offer(self, a: int, in_p, has_option) -> None:
        """Record slab a: which positions are in P and which have an option in P (bool arrays)."""
        self.in_p += int(np.count_nonzero(in_p))
        self.inside.offer(a, in_p & has_option)
        self.outside.offer(a, ~in_p & ~has_option)

    def merge(self, other: "BlockFindings") -> None:
        """Fold in another block's findings."""
        self.in_p += other.in_p
        self.inside.merge(other.inside)
        self.outside.merge(other.outside)


def given_pass(statement, bound: int, first: int, last: int | None, carry=None):
    """(sweep, token count of each slab offset, iterator of (a, x, has_option)): the pass of a
    kernel statement with P evaluated slab by slab, over slabs first..last-1."""
    sweep = make_pass(statement.family, bound, K.MODE_GIVEN)
    dtype = coordinate_dtype([statement.P], bound)
    coords = sweep.coordinates(dtype)
    tokens = slab_tokens(sweep, coords)
    in_p = E.to_numpy(statement.P)
    given = np.zeros(sweep.slab, np.uint8)

    def given_slab(a):
        np.copyto(given, on_slab(in_p, a, coords, sweep.slab, dtype))
        return given

    return sweep, tokens, sweep.run(given_slab, label=f"{statement.name} N={bound}",
                                    first=first, last=last, carry=carry)


def scan_kernel(statement, bound: int, first: int = 0, last: int | None = None,
                carry=None) -> BlockFindings:
    """The pass over slabs first..last-1 (the whole box by default), P given: how many
    positions are in P, and each half's violations (count and smallest). `carry` is the
    reach of slab first-1 for full moves (see `SlabPass.run`)."""
    _, tokens, slabs = given_pass(statement, bound, first, last, carry)
    found = BlockFindings(0, Smallest(tokens), Smallest(tokens))
    for a, x, has_option in slabs:
        found.offer(a, x.view(bool), has_option.view(bool))
    found.inside, found.outside = found.inside.summary(), found.outside.summary()
    return found


def check_kernel(statement, bound: int) -> Verdict:
    """Both halves on every position with heaps ≤ bound, in one pass with P given: P compiled
    into the pass (`StatementPass`) where the family allows, else evaluated slab by slab."""
    if not compiled_pass_applies(statement):
        return check_kernel_slabs(statement, bound)
    start = time.perf_counter()
    findings = compiled_pass(statement, bound).run()
    found = BlockFindings(int(findings[0]), *_smallest_pair(findings, statement, bound))
    return kernel_verdict(statement, bound, found, time.perf_counter() - start, "enumerate")


def check_kernel_slabs(statement, bound: int) -> Verdict:
    """`check_kernel` with P evaluated by numpy on each slab and the kernels that keep x and
    has_option per slab (every family; the chunked paths build on the same pass)."""
    start = time.perf_counter()
    found = scan_kernel(statement, bound)
    return kernel_verdict(statement, bound, found, time.perf_counter() - start, "enumerate")


def kernel_verdict(statement, bound: int, found: BlockFindings, seconds: float, backend: str,
                   ) -> Verdict:
    """The verdict from the findings of the whole box (one scan, or merged blocks)."""
    examined = (bound + 1) ** statement.family.heaps
    # Both halves come out of the same pass: each carries the pass's time.
    parts = [half_verdict(statement, 0, found.inside, bound, examined, seconds, backend),
             half_verdict(statement, 1, found.outside, bound, examined, seconds, backend)]
    return combine(statement.name, backend, scope(bound), parts, seconds=seconds,
                   in_hypotheses=found.in_p, examined=examined,
                   reproduce=reproduce(statement.name, bound))


def half_verdict(statement, half: int, found: Smallest, bound: int, examined: int,
                 seconds: float, backend: str) -> Verdict:
    """One half's verdict: HOLDS, or FAILS at the smallest violation with its count."""
    common = dict(claim=statement.name, backend=backend, scope=scope(bound),
                  part=statement.HALVES[half], examined=examined, seconds=seconds)
    if found.best is None:
        return Verdict(status=Status.HOLDS, **common)
    _, a, off = found.best
    p = position_at(bound, statement.family.heaps, a, off)
    return Verdict(status=Status.FAILS, counterexample=kernel_counterexample(statement, half, p),
                   reason=f"{found.count:,} positions of the box violate this half", **common)


def applied(move: str) -> str:
    """`M p q` for a relation name, or `M p q` spelled generically for a lambda."""
    return f"{move} p q" if " " not in move else "M p q"


def kernel_counterexample(statement, half: int, p) -> Counterexample:
    """The report for position p violating `half` (0: p ∈ P moves into P; 1: p ∉ P is stuck)."""
    in_p = E.to_python(statement.P)
    options = statement.family.options(p)
    move = applied(statement.family.lean)
    if half == 0:
        q = next(q for q in options if in_p(q))
        return Counterexample(
            bindings={"p": lean_vector(p), "q": lean_vector(q)},
            issue=f"p ∈ P → {move} → q ∉ P",
            breakdown=["p ∈ P", f"{move} (a legal move)", "q ∈ P"],
            data={"half": 1, "p": list(p), "q": list(q)})
    shown = options[:6]
    breakdown = ["p ∉ P", f"p has {len(options)} options, none in P"]
    breakdown += [f"{lean_vector(q)} ∉ P" for q in shown]
    if len(options) > len(shown):
        breakdown.append(f"… and {len(options) - len(shown)} more")
    return Counterexample(
        bindings={"p": lean_vector(p)},
        issue=f"p ∉ P → ∃ q, {move} ∧ q ∈ P",
        breakdown=breakdown, data={"half": 2, "p": list(p)})


# --- statements in one pass, predicates compiled in ---------------------------------------------

#: A kernel call covers at least this many positions: few Python steps, yet fine enough for
#: progress lines and for the two-thread pipeline.
CALL_POSITIONS = 1 << 18
#: Threads of a statement pass: PYCHECKS_THREADS, else two where the machine has them.
DEFAULT_THREADS = 2


def pass_threads() -> int:
    """How many threads a statement pass may use (PYCHECKS_THREADS, else up to two)."""
    env = os.environ.get("PYCHECKS_THREADS")
    if env:
        try:
            n = int(env)
        except ValueError:
            raise BadBound(f"PYCHECKS_THREADS={env!r} is not a whole number") from None
        if n < 1:
            raise BadBound(f"PYCHECKS_THREADS={n}: must be at least 1")
        return n
    return max(1, min(DEFAULT_THREADS, os.cpu_count() or 1))


def _words(family):
    """(word dtype, layout) of the statement pass (`solvers.heaps.full_words` / `slow_words`),
    or None when the family's words would need more than 64 bits."""
    covered = [int(k in family.covered) for k in range(family.heaps)]
    if family.slow:
        layout = K.slow_words(family.groups, family.heaps, covered)
        bits = sum(len(g) for g in family.groups)
    else:
        layout = K.full_words(family.groups, family.heaps, covered)
        bits = len(family.groups)
    if layout is None:
        return None
    dtype = next(t for t in (np.uint8, np.uint16, np.uint32, np.uint64)
                 if bits <= 8 * np.dtype(t).itemsize)
    return dtype, layout


def compiled_pass_applies(statement) -> bool:
    """True for kernel statements and characterisations of general relations, and of group
    families whose words fit 64 bits: they run as a `StatementPass` / `RelationStatementPass`."""
    family = statement.family
    return family.is_relation or _words(family) is not None


def statement_bytes(statement, bound: int) -> int:
    """Bytes checking `statement` at `bound` allocates, known before anything is allocated."""
    family = getattr(statement, "family", None)
    if family is None:
        return 0
    if isinstance(statement, (KernelStatement, CharacterisationStatement)) and \
            compiled_pass_applies(statement):
        if isinstance(statement, CharacterisationStatement) and statement.play == "normal" and \
                family.heaps >= 2 and family.is_relation and family.one_heap_rules() is not None:
            return sequences_bytes(family, bound) + 4096
        generator = GD.generator_of(family)
        if generator is not None:  # the ring of words
            return GD.ring_bytes(generator, bound) + 4096
        if family.is_relation:  # the solved table of the whole box, characterisations only
            return (bound + 1) ** family.heaps * (not isinstance(statement, KernelStatement)) \
                + 4096
        return compiled_pass_bytes(family, bound)
    return pass_bytes(family, bound)


def compiled_pass_bytes(family, bound: int) -> int:
    """Bytes a `StatementPass` allocates: one word per slab position (and a few arrays)."""
    words = _words(family)
    return (bound + 1) ** (family.heaps - 1) * np.dtype(words[0]).itemsize + 4096


def _heap_names(kind: str, k: int) -> str:
    return "a" if k == 0 else f"p{k}"


def _pass_setup(sweep, statement, bound: int):
    """What every compiled pass of a statement starts with: the bound checked, the box's sizes
    kept on `sweep`; returns (shape, predicates as kernel source over `a`, `p1`, …): 'kernel'
    with P, or the play with the hypotheses and the closed form."""
    check_bound(bound)
    sweep.statement, sweep.bound, sweep.d = statement, bound, statement.family.heaps
    sweep.S = bound + 1
    sweep.slab = sweep.S ** (sweep.d - 1)
    if isinstance(statement, KernelStatement):
        shape, preds = "kernel", {"P": statement.P}
    else:
        shape, preds = statement.play, {"hyp": statement.hypotheses,
                                        "form": statement.closed_form}
    coordinate_dtype(list(preds.values()), bound)  # BadBound beyond 64-bit values
    return shape, {k: E.to_source(v, name=_heap_names) for k, v in preds.items()}


class StatementPass:
    """A kernel statement or characterisation checked in one pass over the box, with its
    predicates compiled into the kernel and its findings (counts, smallest violations) kept
    there: no per-slab arrays besides one word per slab position, updated in place.

    With two threads the slabs alternate between them in a pipeline: the thread on slab a
    follows the one on slab a-1 at least two chunks of rows behind, which is all the pass needs
    (a position reads its own slab up to one row back, and the slab before at its own offset).
    """

    def __init__(self, statement, bound: int):
        family = statement.family
        shape, sources = _pass_setup(self, statement, bound)
        dtype, layout = _words(family)
        _refuse_if_too_large(f"{statement.name} at N={bound}", compiled_pass_bytes(family, bound))
        self.kernel = K.pass_kernels(self.d, family.slow, shape, sources, layout).run
        self.buf = np.zeros(self.slab, dtype)

    def _call(self, a0, a1, r0, r1, findings) -> None:
        self.kernel(a0, a1, r0, r1, self.S, self.buf, findings)

    def run(self, threads: int | None = None) -> np.ndarray:
        """The findings of the whole box (see `solvers.heaps.FINDINGS`)."""
        threads = pass_threads() if threads is None else threads
        label = f"{self.statement.name} N={self.bound}"
        rows = max(1, -(-CALL_POSITIONS // max(1, self.slab // self.S)))  # rows per call
        if threads >= 2 and self.d >= 3 and rows * 4 <= self.S:
            return self._pipeline(label, rows)
        findings = K.new_findings()
        per_call = max(1, CALL_POSITIONS // self.slab)
        with Progress(label) as progress:
            for a0 in range(0, self.S, per_call):
                a1 = min(self.S, a0 + per_call)
                self._call(a0, a1, 0, self.S, findings)
                progress.update(a1 * self.slab, self.S * self.slab)
        return findings

    def _pipeline(self, label: str, rows: int) -> np.ndarray:
        chunks = [(r, min(self.S, r + rows)) for r in range(0, self.S, rows)]
        C = len(chunks)
        done = [0] * self.S
        cond = threading.Condition()
        findings = [K.new_findings(), K.new_findings()]
        failed = []

        def worker(tid: int) -> None:
            try:
                for a in range(tid, self.S, 2):
                    for c, (r0, r1) in enumerate(chunks):
                        if a > 0:
                            need = min(c + 2, C)
                            with cond:
                                while done[a - 1] < need and not failed:
                                    cond.wait()
                            if failed:
                                return
                        self._call(a, a + 1, r0, r1, findings[tid])
                        with cond:
                            done[a] = c + 1
                            cond.notify_all()
            except BaseException as exc:  # reported by the caller, never lost in a thread
                with cond:
                    failed.append(exc)
                    cond.notify_all()

        workers = [threading.Thread(target=worker, args=(t,), daemon=True) for t in (0, 1)]
        with Progress(label) as progress:
            for w in workers:
                w.start()
            while any(w.is_alive() for w in workers):
                for w in workers:
                    w.join(timeout=0.5)
                progress.update(sum(done) * self.slab // C, self.S * self.slab)
            # Workers that end before the first look leave the loop unrun: the last count is
            # reported here whatever the timing, so a finished pass always says "all of it".
            progress.update(sum(done) * self.slab // C, self.S * self.slab)
        if failed:
            raise failed[0]
        return merge_findings(findings)


class RelationStatementPass:
    """A kernel statement or characterisation of a general relation in one compiled pass: every
    q ≤ p tried with the relation (and, for kernel statements, P) compiled in. Kernel
    statements hold nothing but the findings; characterisations hold the solved table."""

    def __init__(self, statement, bound: int):
        check_bound(bound)
        family = statement.family
        family.check_relation()
        check_relation_cost(family, bound)
        self.statement, self.bound, self.d = statement, bound, family.heaps
        self.S = bound + 1
        names = {"p": lambda kind, k: f"p{k}", "q": lambda kind, k: f"q{k}"}
        if isinstance(statement, KernelStatement):
            shape = "kernel"
            preds = {"P": E.to_source(statement.P, name=names["p"]),
                     "Pq": E.to_source(statement.P, name=names["q"])}
            exprs = [statement.P]
        else:
            shape = statement.play
            preds = {"hyp": E.to_source(statement.hypotheses, name=names["p"]),
                     "form": E.to_source(statement.closed_form, name=names["p"])}
            exprs = [statement.hypotheses, statement.closed_form]
        coordinate_dtype(exprs + [family.relation], bound)  # BadBound beyond 64-bit values
        _refuse_if_too_large(f"{statement.name} at N={bound}", statement_bytes(statement, bound))
        relation = E.to_source(family.relation, name=lambda kind, k: f"{kind}{k}")
        self.kernel = K.relation_pass_kernels(self.d, shape, preds, relation).run
        self.x = np.zeros(1 if shape == "kernel" else self.S ** self.d, np.uint8)

    def run(self, threads: int | None = None) -> np.ndarray:
        """The findings of the whole box (one thread: options may lie anywhere below)."""
        findings = K.new_findings()
        slab = self.S ** (self.d - 1)
        per_call = max(1, CALL_POSITIONS // slab)
        with Progress(f"{self.statement.name} N={self.bound}") as progress:
            for a0 in range(0, self.S, per_call):
                a1 = min(self.S, a0 + per_call)
                self.kernel(a0, a1, self.S, self.x, findings)
                progress.update(a1 * slab, self.S * slab)
        return findings


class GeneratorStatementPass(StatementPass):
    """A kernel statement or characterisation of a move generator in one compiled pass
    (`solvers.generators.pass_source`): one thread, or two in `StatementPass`'s pipeline, whose
    ordering the ring of lookback + 2 slabs satisfies (see `drivers.generators`)."""

    def __init__(self, statement, bound: int, generator):
        shape, sources = _pass_setup(self, statement, bound)
        _refuse_if_too_large(f"{statement.name} at N={bound}",
                             GD.ring_bytes(generator, bound) + 4096)
        self.kernel = KG.pass_kernels(self.d, generator.steps, generator.rays, shape,
                                      sources).run
        self.buf = np.zeros((GD.ring_slabs(generator), self.slab), GD.word_dtype(generator))


class SumStatementPass(RelationStatementPass):
    """A normal-play characterisation of a sum of one-heap games: P by Sprague–Grundy from the
    heaps' sequences (`heap_sequences`), compared with the closed form under the hypotheses,
    predicates compiled in (`solvers.generators.sum_pass_source`); no options are read. Its
    kernel takes the sequences where the relation's pass takes its table."""

    def __init__(self, statement, bound: int, sequences):
        _, sources = _pass_setup(self, statement, bound)
        self.x = np.ascontiguousarray(sequences, np.int64)
        self.kernel = KG.sum_pass_kernels(self.d, sources).run


def compiled_pass(statement, bound: int):
    """The compiled pass for a statement (see `compiled_pass_applies`): a move generator's, the
    Sprague–Grundy pass of a sum of one-heap games in normal play, the general relation's, or
    the group family's."""
    family = statement.family
    if family.is_relation:
        if isinstance(statement, CharacterisationStatement) and statement.play == "normal":
            sequences = sum_sequences(family, bound)
            if sequences is not None:
                return SumStatementPass(statement, bound, sequences)
        generator = GD.generator_of(family)
        if generator is not None:
            return GeneratorStatementPass(statement, bound, generator)
        return RelationStatementPass(statement, bound)
    return StatementPass(statement, bound)


def merge_findings(parts) -> np.ndarray:
    """Findings of disjoint parts of the box, as one: counts add, the least (tokens, index) of
    each kind wins."""
    out = K.new_findings()
    for f in parts:
        out[0] += f[0]
        for base in (1, 4):
            out[base] += f[base]
            if (f[base + 1], f[base + 2]) < (out[base + 1], out[base + 2]):
                out[base + 1], out[base + 2] = f[base + 1], f[base + 2]
    return out


def _smallest_pair(findings, statement, bound: int) -> tuple[Smallest, Smallest]:
    """The two violation kinds of a findings array as `Smallest` (best = (tokens, a, offset))."""
    slab = (bound + 1) ** (statement.family.heaps - 1)
    out = []
    for base in (1, 4):
        found = Smallest(None)
        found.count = int(findings[base])
        if found.count:
            a, off = divmod(int(findings[base + 2]), slab)
            found.best = (int(findings[base + 1]), a, off)
        out.append(found)
    return out[0], out[1]


# --- characterisations ------------------------------------------------------------------------

def check_characterisation(statement, bound: int) -> Verdict:
    """Solve the box (normal or misère play) and compare with the closed form wherever the
    hypotheses hold: in one pass with the predicates compiled in where the family allows."""
    if not compiled_pass_applies(statement):
        return check_characterisation_slabs(statement, bound)
    start = time.perf_counter()
    findings = compiled_pass(statement, bound).run()
    found = _smallest_pair(findings, statement, bound)[0]
    return characterisation_verdict(statement, bound, found, int(findings[0]),
                                    time.perf_counter() - start)


def check_characterisation_slabs(statement, bound: int) -> Verdict:
    """`check_characterisation` with the predicates evaluated by numpy on each slab."""
    start = time.perf_counter()
    mode = K.MODE_MISERE if statement.play == "misere" else K.MODE_NORMAL
    sweep = make_pass(statement.family, bound, mode)
    dtype = coordinate_dtype([statement.hypotheses, statement.closed_form], bound)
    coords = sweep.coordinates(dtype)
    tokens = slab_tokens(sweep, coords)
    hyp = E.to_numpy(statement.hypotheses)
    claimed = E.to_numpy(statement.closed_form)
    found = Smallest(tokens)
    in_hyp = 0
    for a, x, _ in sweep.run(label=f"{statement.name} N={bound}"):
        h = on_slab(hyp, a, coords, sweep.slab, dtype)
        in_hyp += int(np.count_nonzero(h))
        found.offer(a, h & (x.view(bool) != on_slab(claimed, a, coords, sweep.slab, dtype)))
    return characterisation_verdict(statement, bound, found, in_hyp,
                                    time.perf_counter() - start)


def characterisation_verdict(statement, bound: int, found: Smallest, in_hyp: int,
                             seconds: float) -> Verdict:
    """The verdict from the disagreements found on the whole box."""
    d = statement.family.heaps
    hypothesised = statement.hypotheses is not E.sp.true
    common = dict(claim=statement.name, backend="enumerate", scope=scope(bound),
                  examined=(bound + 1) ** d, in_hypotheses=in_hyp, seconds=seconds,
                  reproduce=reproduce(statement.name, bound), hypothesised=hypothesised)
    if found.best is None:
        if hypothesised and in_hyp == 0:
            return vacuous(statement, common, "the hypotheses "
                           f"`{E.to_lean_bool(statement.hypotheses)}` (`p i` is heap i)")
        return Verdict(status=Status.HOLDS, **common)
    _, a, off = found.best
    p = position_at(bound, d, a, off)
    return Verdict(status=Status.FAILS, counterexample=characterisation_counterexample(statement, p),
                   reason=f"{found.count:,} positions satisfying the hypotheses disagree",
                   **common)


def characterisation_counterexample(statement, p) -> Counterexample:
    """Report for p, where the solved status and the closed form disagree: explain the
    solved status by a winning move (p ∉ P) or by the list of options (p ∈ P)."""
    table = outcome_table(statement.family, max(1, *p), statement.play)
    solved_in_p = bool(table[p])
    options = statement.family.options(p)
    breakdown = [f"solved ({statement.play} play): p {'∈' if solved_in_p else '∉'} P",
                 f"closed form: p {'∉' if solved_in_p else '∈'} P"]
    data = {"p": list(p), "solved_in_P": solved_in_p}
    if solved_in_p:
        breakdown.append(f"p has {len(options)} options, all ∉ P")
    elif not options:
        breakdown.append("p has no move (a misère N-position)")
    else:
        q = next(q for q in options if table[q])
        breakdown.append(f"move to {lean_vector(q)} ∈ P")
        data["q"] = list(q)
    return Counterexample(bindings={"p": lean_vector(p)},
                          issue="p ∈ P ↔ (closed form)", breakdown=breakdown, data=data)


# --- concrete examples ------------------------------------------------------------------------

def check_example(statement, bound: int) -> Verdict:
    """Each fact with the reference predicate; `∀ q, ¬ M a q` over every q of the box."""
    check_bound(bound)
    parts = []
    for family, p, q in statement.facts:
        start = time.perf_counter()
        ok = family.reference(p, q)
        parts.append(Verdict(
            claim=statement.name, backend="reference", scope="concrete",
            part=f"{family.lean} {lean_vector(p)} {lean_vector(q)}",
            status=Status.HOLDS if ok else Status.FAILS, examined=1,
            seconds=time.perf_counter() - start,
            counterexample=None if ok else Counterexample(
                bindings={"p": lean_vector(p), "q": lean_vector(q)},
                issue=f"{family.lean} p q", data={"p": list(p), "q": list(q)})))
    for family, a in statement.stuck:
        start = time.perf_counter()
        bad = None
        examined = 0
        for q in itertools.product(range(bound + 1), repeat=family.heaps):
            examined += 1
            if family.reference(a, q):
                bad = q
                break
        where = "0" if not any(a) else lean_vector(a)
        parts.append(Verdict(
            claim=statement.name, backend="reference", scope=scope(bound),
            part=f"∀ q, ¬ {family.lean} {where} q", examined=examined,
            status=Status.HOLDS if bad is None else Status.FAILS,
            seconds=time.perf_counter() - start,
            counterexample=None if bad is None else Counterexample(
                bindings={"q": lean_vector(bad)}, issue=f"¬ {family.lean} {where} q",
                data={"p": list(a), "q": list(bad)})))
    return combine(statement.name, "reference", scope(bound), parts,
                   reproduce=reproduce(statement.name, bound))


def vacuous_truth(hypotheses: str, assignments: int | None, solved=()) -> str:
    """The reason of a VACUOUS statement whose scope was the whole domain (`assignments` of
    it, None when the statement has no variables left: none, or only those the hypotheses'
    equations `solved` for): no assignment at all meets `hypotheses`, so they contradict each
    other, and the statement is true only vacuously."""
    fixed = ", ".join(f"`{n}`" for n in solved)
    if assignments is None and solved:
        whole = (f"its variables {fixed} are" if len(solved) > 1 else f"its variable {fixed} is") \
            + " fixed by its hypotheses' equations"
    elif assignments is None:
        whole = "the statement has no variables"
    elif assignments == 1:
        whole = "its only assignment is the whole domain of its variables"
    else:
        whole = f"its {assignments:,} assignments are the whole domain of its variables"
    return (f"no assignment at all meets the hypotheses {hypotheses} ({whole}, and the "
            "hypotheses are false at each): they contradict each other, so the statement is true "
            "only vacuously and nothing was tested")


def vacuous(statement, common: dict, shown: str = "its hypotheses") -> Verdict:
    """VACUOUS: no position of the box met the hypotheses, so nothing was tested."""
    return Verdict(status=Status.VACUOUS, reason=f"none of the {common['examined']:,} positions "
                   f"of the box ({common['scope']}) met {shown}: nothing was tested (raise "
                   "--bound, or check the hypotheses)", **common)


# --- plain statements -------------------------------------------------------------------------

def plain_box(statement, bound: int) -> tuple[int, ...]:
    """The largest value of each variable: its cap (`Fin k`: k - 1, whatever the bound), or the
    bound (ℕ)."""
    return tuple(bound if v.cap is None else v.cap for v in statement.variables)


def check_plain(statement, bound: int) -> Verdict:
    """`∀ x, hypotheses → conclusion` on every assignment with each ℕ variable ≤ bound (and each
    `Fin k` variable < k), heap 0 slowest; the smallest violation has the fewest tokens first."""
    check_bound(bound)
    start = time.perf_counter()
    tops = plain_box(statement, bound)
    shape = tuple(t + 1 for t in tops)
    m = len(shape)
    total = int(np.prod(shape, dtype=np.int64))
    slab = total // shape[0]
    _refuse_if_too_large(f"{statement.name} at N={bound}", slab * (8 * m + 40))
    dtype = coordinate_dtype([statement.hypotheses, statement.conclusion], max(tops))
    coords = [c.reshape(-1) for c in np.indices(shape[1:], dtype=dtype)]  # [] when m = 1
    tokens = np.sum(coords, axis=0, dtype=np.int32) if coords else np.zeros(slab, np.int32)
    hyp, concl = E.to_numpy(statement.hypotheses), E.to_numpy(statement.conclusion)
    found = Smallest(tokens)
    in_hyp = 0
    with Progress(f"{statement.name} N={bound}") as progress:
        for a in range(shape[0]):
            h = on_slab(hyp, a, coords, slab, dtype)
            in_hyp += int(np.count_nonzero(h))
            found.offer(a, h & ~on_slab(concl, a, coords, slab, dtype))
            progress.update((a + 1) * slab, total)
    common = dict(claim=statement.name, backend="enumerate", scope=scope(bound),
                  examined=total, in_hypotheses=in_hyp, seconds=time.perf_counter() - start,
                  reproduce=reproduce(statement.name, bound),
                  hypothesised=statement.hypotheses is not E.sp.true)
    if found.best is None:
        if common["hypothesised"] and in_hyp == 0:
            if all(v.cap is not None for v in statement.variables):
                # the box is the whole domain (no variables, or `Fin k` ones whole): no
                # assignment at all meets the hypotheses, which the reason says
                closed = [v.name for v in statement.variables] == ["_"]   # the dummy one
                names = [v.name for v in statement.variables]
                hyp = E.LeanPropPrinter(lambda kind, k: names[k]).doprint(statement.hypotheses)
                return Verdict(status=Status.VACUOUS, reason=vacuous_truth(
                    f"`{hyp}`", None if closed else total), **common)
            return vacuous(statement, common)
        return Verdict(status=Status.HOLDS, **common)
    _, a, off = found.best
    values = (a,) + tuple(int(v) for v in np.unravel_index(off, shape[1:]))
    bindings = {v.name: str(x) for v, x in zip(statement.variables, values)}
    cx = Counterexample(bindings=bindings, issue="hypotheses → conclusion",
                        breakdown=statement.breakdown(values), data={"values": list(values)})
    return Verdict(status=Status.FAILS, counterexample=cx,
                   reason=f"{found.count:,} assignments violate the statement"
                   if found.count != 1 else "1 assignment violates the statement", **common)


#: The enumerator's check of each kind of statement (`pychecks.backends.Enumerator`).
CHECKS = {KernelStatement: check_kernel, CharacterisationStatement: check_characterisation,
          ExampleStatement: check_example, PlainStatement: check_plain}
