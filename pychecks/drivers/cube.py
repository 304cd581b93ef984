"""Drivers for cube statements: validate the bound, estimate memory, allocate, run the numba
kernels of `pychecks.solvers.cube` slab by slab, and turn what they find into verdicts.

Closed-form predicates are evaluated on each slab with numpy (lowered from the single sympy
source in `pychecks.games.cube`), so the kernels only ever see plain arrays.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from .. import expr as E
from ..errors import BadBound, TooLarge, memory_limit_bytes
from ..progress import Progress
from ..solvers import cube as K
from ..verdict import Counterexample, Status, Verdict, combine, lean_vector

#: Faces are held as int16 on slabs: sums of six faces up to 255 fit, and numpy stays narrow.
MAX_BOUND = 255
#: Bytes per slab position besides the reach rings: x ring (2), has_option, given, coordinates
#: (5 x int16), token counts (int16), and numpy temporaries while predicates are evaluated.
_SLAB_BYTES_FIXED = 2 + 1 + 1 + 10 + 2 + 24


def reach_dtype(family):
    """Smallest unsigned integer holding one reach bit per move group."""
    G = len(family.groups)
    for dtype in (np.uint8, np.uint16, np.uint32, np.uint64):
        if G <= 8 * np.dtype(dtype).itemsize:
            return dtype
    raise BadBound(f"{family.name}: at most 64 move groups are supported, not {G}")


def face_group_masks(family) -> np.ndarray:
    """Bit g of entry k is set when face k belongs to group g."""
    dtype = reach_dtype(family)
    masks = np.zeros(6, dtype)
    for g, group in enumerate(family.groups):
        for k in group:
            masks[k] |= dtype(1) << dtype(g)
    if family.groups and not all(masks):
        raise BadBound(f"{family.name}: every face must belong to some move group")
    return masks


def _groups_arrays(family):
    G = len(family.groups)
    faces = np.full((G, 6), -1, np.int64)
    sizes = np.zeros(G, np.int64)
    for g, group in enumerate(family.groups):
        faces[g, :len(group)] = group
        sizes[g] = len(group)
    return faces, sizes


def _check_bound(bound: int) -> None:
    if bound < 1:
        raise BadBound(f"bound N={bound}: must be at least 1")
    if bound > MAX_BOUND:
        raise BadBound(f"bound N={bound}: faces above {MAX_BOUND} are not supported by the "
                       "enumerator (use `pychecks search` for large values)")


def pass_bytes(family, bound: int) -> int:
    """Bytes a one-pass check on [0..bound]^6 allocates (estimated before allocating)."""
    slab = (bound + 1) ** 5
    rings = 0 if family.slow else 2 * np.dtype(reach_dtype(family)).itemsize
    return slab * (rings + _SLAB_BYTES_FIXED)


def _refuse_if_too_large(what: str, need: int) -> None:
    limit = memory_limit_bytes()
    if need > limit:
        raise TooLarge(what, need, limit)


class SlabPass:
    """One pass over the box in index order, two slabs of state at a time.

    `run(given)` yields (a, x, has_option) for each slab a = 0..N, where x is the slab of the set
    being tested (given, or solved in normal / misère play) and has_option says which positions
    have an option in it. The arrays are reused: copy what must outlive the iteration.
    """

    def __init__(self, family, bound: int, mode: int):
        _check_bound(bound)
        self.family, self.bound, self.mode = family, bound, mode
        self.S = bound + 1
        self.slab = self.S ** 5
        _refuse_if_too_large(f"bound N={bound} for {family.name} moves",
                             pass_bytes(family, bound))
        n = self.slab
        self.x = np.zeros((2, n), np.uint8)
        self.has_option = np.zeros(n, np.uint8)
        if family.slow:
            self.deltas = np.array(family.deltas, np.int64)
        else:
            self.face_groups = face_group_masks(family)
            self.reach = np.zeros((2, n), self.face_groups.dtype)

    def coordinates(self):
        """Faces 1..5 of every slab position (int16), in slab order."""
        return [c.reshape(-1) for c in np.indices((self.S,) * 5, dtype=np.int16)]

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
                    K._slow_outcome_slab(a, self.S, self.deltas, self.mode, g, self.x[prev],
                                         self.x[cur], self.has_option)
                else:
                    K._outcome_slab(a, self.S, self.face_groups, self.mode, g, self.reach[prev],
                                    self.reach[cur], self.x[cur], self.has_option)
                yield a, self.x[cur], self.has_option
                progress.update((a + 1 - first) * self.slab, (last - first) * self.slab)

    def last_reach(self, last: int):
        """The reach slab after slab last-1 was passed (full moves): the next block's carry."""
        return self.reach[(last - 1) & 1]


def outcome_table(family, bound: int, play: str) -> np.ndarray:
    """P-positions (1) of the whole box, shape (N+1,)*6, for `play` in {'normal', 'misere'}."""
    mode = {"normal": K.MODE_NORMAL, "misere": K.MODE_MISERE}[play]
    sweep = SlabPass(family, bound, mode)
    _refuse_if_too_large(f"an outcome table at N={bound}", sweep.S ** 6)
    out = np.empty((sweep.S, sweep.slab), np.uint8)
    for a, x, _ in sweep.run():
        out[a] = x
    return out.reshape((sweep.S,) * 6)


def grundy_table(family, bound: int) -> np.ndarray:
    """Normal-play Grundy values of every position of [0..N]^6, shape (N+1,)*6 (uint8)."""
    _check_bound(bound)
    S = bound + 1
    total = S ** 6
    if family.slow:
        need = total
    else:
        need = total * (1 + 8 * len(family.groups))
    _refuse_if_too_large(f"a Grundy table for {family.name} at N={bound}", need)
    out = np.zeros(total, np.uint8)
    if family.slow:
        bad = K._slow_grundy_table(S, np.array(family.deltas, np.int64), out)
    else:
        faces, sizes = _groups_arrays(family)
        bad = K._grundy_table(S, faces, sizes, out)
    if bad >= 0:
        raise BadBound(f"Grundy values of {family.name} reach 63 at N={bound}; "
                       "choose a smaller bound")
    return out.reshape((S,) * 6)


def position_at(bound: int, a: int, offset: int) -> tuple[int, ...]:
    """The position with face 0 = a at `offset` within its slab."""
    return (a,) + tuple(int(v) for v in np.unravel_index(offset, (bound + 1,) * 5))


class _Smallest:
    """Tracks the smallest violating position over all slabs: fewest tokens, then lexicographic
    (which is index order, since face 0 is the slowest axis)."""

    def __init__(self, tokens):
        self.tokens = tokens
        self.best = None   # (tokens, a, offset)
        self.count = 0

    def merge(self, other: "_Smallest") -> None:
        """Fold in another block's findings (blocks may arrive in any order)."""
        self.count += other.count
        if other.best is not None and (self.best is None or other.best < self.best):
            self.best = other.best

    def summary(self) -> "_Smallest":
        """The findings without the token table (small enough to send between processes)."""
        out = _Smallest(None)
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


def _scope(bound: int) -> str:
    return f"N={bound}"


@dataclass
class BlockFindings:
    """What a scan of some slabs found: positions in P, each half's violations, and (when kept)
    the last reach slab, which carries into the next block."""

    in_p: int
    inside: _Smallest
    outside: _Smallest
    carry: object = None

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


@dataclass
class KernelStatement:
    """`(∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P` on the box."""

    name: str
    family: object
    P: object
    strategy: object = None

    HALVES = ("no move inside P", "a move into P from every p ∉ P")

    def estimate_bytes(self, bound: int) -> int:
        """Bytes `check(bound)` allocates, known before it allocates anything."""
        return pass_bytes(self.family, bound)

    def check(self, bound: int) -> Verdict:
        """Both halves on every position with faces ≤ bound, in one pass with P given."""
        start = time.perf_counter()
        found = self.scan(bound)
        return self.verdict(bound, found, time.perf_counter() - start, "enumerate")

    def scan(self, bound: int, first: int = 0, last: int | None = None, carry=None,
             keep_carry: bool = False) -> "BlockFindings":
        """The pass over slabs first..last-1 (the whole box by default), P given: how many
        positions are in P, and each half's violations (count and smallest). `carry` is the
        reach of slab first-1 for full moves (see `SlabPass.run`); with `keep_carry` the
        findings also hold this block's last reach slab, the next block's carry."""
        sweep, tokens, slabs = self.given_pass(bound, first, last, carry)
        found = BlockFindings(0, _Smallest(tokens), _Smallest(tokens))
        for a, x, has_option in slabs:
            found.offer(a, x.view(bool), has_option.view(bool))
        if keep_carry and not self.family.slow:
            found.carry = sweep.last_reach(sweep.S if last is None else last).copy()
        found.inside, found.outside = found.inside.summary(), found.outside.summary()
        return found

    def given_pass(self, bound: int, first: int = 0, last: int | None = None, carry=None):
        """(sweep, token count of each slab offset, iterator of (a, x, has_option)): the pass
        with P evaluated slab by slab, over slabs first..last-1 (see `SlabPass.run`)."""
        sweep = SlabPass(self.family, bound, K.MODE_GIVEN)
        coords = sweep.coordinates()
        tokens = np.sum(coords, axis=0, dtype=np.int16)
        in_p = E.to_numpy(self.P)
        given = np.zeros(sweep.slab, np.uint8)

        def given_slab(a):
            np.copyto(given, in_p(np.int16(a), *coords))
            return given

        return sweep, tokens, sweep.run(given_slab, label=f"{self.name} N={bound}",
                                        first=first, last=last, carry=carry)

    def verdict(self, bound: int, found: "BlockFindings", seconds: float, backend: str,
                ) -> Verdict:
        """The verdict from the findings of the whole box (one scan, or merged blocks)."""
        examined = (bound + 1) ** 6
        # Both halves come out of the same pass: each carries the pass's time.
        parts = [self._half_verdict(0, found.inside, bound, examined, seconds),
                 self._half_verdict(1, found.outside, bound, examined, seconds)]
        for part in parts:
            part.backend = backend
        return combine(self.name, backend, _scope(bound), parts, seconds=seconds,
                       in_hypotheses=found.in_p, examined=examined,
                       reproduce={"command": f"pychecks check {self.name} --bound {bound}"})

    def _half_verdict(self, half, found: _Smallest, bound, examined, seconds) -> Verdict:
        part = self.HALVES[half]
        if found.best is None:
            return Verdict(claim=self.name, status=Status.HOLDS, backend="enumerate",
                           scope=_scope(bound), part=part, examined=examined, seconds=seconds)
        _, a, off = found.best
        p = position_at(bound, a, off)
        cx = self.counterexample(half, p)
        return Verdict(claim=self.name, status=Status.FAILS, backend="enumerate",
                       scope=_scope(bound), part=part, examined=examined, seconds=seconds,
                       counterexample=cx,
                       reason=f"{found.count:,} positions of the box violate this half")

    def counterexample(self, half: int, p) -> Counterexample:
        """The report for position p violating `half` (0: p ∈ P moves into P; 1: p ∉ P is stuck)."""
        in_p = E.to_python(self.P)
        options = self.family.options(p)
        move = self.family.lean
        if half == 0:
            q = next(q for q in options if in_p(q))
            return Counterexample(
                bindings={"p": lean_vector(p), "q": lean_vector(q)},
                issue=f"p ∈ P → {_applied(move)} → q ∉ P",
                breakdown=["p ∈ P", f"{_applied(move)} (a legal move)", "q ∈ P"],
                data={"half": 1, "p": list(p), "q": list(q)})
        shown = options[:6]
        breakdown = ["p ∉ P", f"p has {len(options)} options, none in P"]
        breakdown += [f"{lean_vector(q)} ∉ P" for q in shown]
        if len(options) > len(shown):
            breakdown.append(f"… and {len(options) - len(shown)} more")
        return Counterexample(
            bindings={"p": lean_vector(p)},
            issue=f"p ∉ P → ∃ q, {_applied(move)} ∧ q ∈ P",
            breakdown=breakdown, data={"half": 2, "p": list(p)})


def _applied(move: str) -> str:
    """`M p q` for a relation name, or `(fun p q => …) p q` for a lambda."""
    return f"{move} p q" if " " not in move else "M p q"


@dataclass
class CharacterisationStatement:
    """`p ∈ P ↔ closed_form p` for every p satisfying the hypotheses, P solved on the box."""

    name: str
    family: object
    play: str
    hypotheses: object
    closed_form: object

    def estimate_bytes(self, bound: int) -> int:
        """Bytes `check(bound)` allocates, known before it allocates anything."""
        return pass_bytes(self.family, bound)

    def check(self, bound: int) -> Verdict:
        """Solve the box (normal or misère play) and compare with the closed form wherever the
        hypotheses hold."""
        start = time.perf_counter()
        mode = K.MODE_MISERE if self.play == "misere" else K.MODE_NORMAL
        sweep = SlabPass(self.family, bound, mode)
        coords = sweep.coordinates()
        tokens = np.sum(coords, axis=0, dtype=np.int16)
        hyp = E.to_numpy(self.hypotheses)
        claimed = E.to_numpy(self.closed_form)
        found = _Smallest(tokens)
        in_hyp = 0
        for a, x, _ in sweep.run(label=f"{self.name} N={bound}"):
            a16 = np.int16(a)
            h = hyp(a16, *coords)
            in_hyp += int(np.count_nonzero(h))
            found.offer(a, h & (x.view(bool) != claimed(a16, *coords)))
        seconds = time.perf_counter() - start
        examined = sweep.S ** 6
        common = dict(claim=self.name, backend="enumerate", scope=_scope(bound),
                      examined=examined, in_hypotheses=in_hyp, seconds=seconds,
                      reproduce={"command": f"pychecks check {self.name} --bound {bound}"})
        if found.best is None:
            return Verdict(status=Status.HOLDS, **common)
        _, a, off = found.best
        p = position_at(bound, a, off)
        return Verdict(status=Status.FAILS, counterexample=self.counterexample(p),
                       reason=f"{found.count:,} positions satisfying the hypotheses disagree",
                       **common)

    def counterexample(self, p) -> Counterexample:
        """Report for p, where the solved status and the closed form disagree: explain the
        solved status by a winning move (p ∉ P) or by the list of options (p ∈ P)."""
        table = outcome_table(self.family, max(1, *p), self.play)
        solved_in_p = bool(table[p])
        options = self.family.options(p)
        breakdown = [f"solved ({self.play} play): p {'∈' if solved_in_p else '∉'} P",
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


@dataclass
class ExampleStatement:
    """Concrete facts `M p q` and `∀ q, ¬ M 0 q` (q over the box; every move has q ≤ p)."""

    name: str
    facts: tuple
    no_move_from_zero: tuple

    def check(self, bound: int) -> Verdict:
        """Each fact with the reference predicate; `∀ q, ¬ M 0 q` over every q of the box."""
        import itertools
        _check_bound(bound)
        parts = []
        for family, p, q in self.facts:
            start = time.perf_counter()
            ok = family.reference(p, q)
            parts.append(Verdict(
                claim=self.name, backend="reference", scope="concrete",
                part=f"{family.lean} {lean_vector(p)} {lean_vector(q)}",
                status=Status.HOLDS if ok else Status.FAILS, examined=1,
                seconds=time.perf_counter() - start,
                counterexample=None if ok else Counterexample(
                    bindings={"p": lean_vector(p), "q": lean_vector(q)},
                    issue=f"{family.lean} p q", data={"p": list(p), "q": list(q)})))
        zero = (0,) * 6
        for family in self.no_move_from_zero:
            start = time.perf_counter()
            bad = None
            examined = 0
            for q in itertools.product(range(bound + 1), repeat=6):
                examined += 1
                if family.reference(zero, q):
                    bad = q
                    break
            parts.append(Verdict(
                claim=self.name, backend="reference", scope=_scope(bound),
                part=f"∀ q, ¬ {family.lean} 0 q", examined=examined,
                status=Status.HOLDS if bad is None else Status.FAILS,
                seconds=time.perf_counter() - start,
                counterexample=None if bad is None else Counterexample(
                    bindings={"q": lean_vector(bad)}, issue=f"¬ {family.lean} 0 q",
                    data={"p": list(zero), "q": list(bad)})))
        return combine(self.name, "reference", _scope(bound), parts,
                       reproduce={"command": f"pychecks check {self.name} --bound {bound}"})
