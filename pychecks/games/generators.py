"""Move generators: move relations that are not group families, read as the moves they make.

Most games of the literature are not "lower some heaps of one group": a subtraction game takes
1, 3 or 4 tokens, take-away games take one or two, Wythoff's queen takes any number from one
heap or the same number from both. Their relations are *translation invariant*: whether p → q is
a move depends only on δ = p − q, and δ lies in

* a finite set Δ of *steps* (take 1 or 2 from one heap; subtract 1, 3 or 4; take 2 from each of
  two heaps), or
* a *ray* {k·v : k ≥ 1} of one of finitely many directions v (Wythoff: (1,0), (0,1), (1,1)),

or a union of the two. Such a relation is a `MoveGenerator`: the options of p are p − δ for
δ ∈ Δ with δ ≤ p, and p − k·v for k ≥ 1 with k·v ≤ p. The kernels of
`pychecks.solvers.generators` solve it at a few operations per step, and a ray by a prefix-OR
along its direction (as the group kernels do along a heap), instead of trying every q ≤ p.

A generator is *derived*, never assumed (`derive`): the relation is evaluated on a small box
(from p = (B, …, B), which δ are moves?), the δ found are split into rays (every multiple in the
box is a move too) and steps, and z3 must then prove, for all naturals p and q,

    M p q  ↔  ⋁_{δ ∈ Δ} p = q + δ  ∨  ⋁_{v} (q ≤ p ∧ p − q is a positive multiple of v)

(`MoveGenerator.expression`, quantifier-free linear arithmetic). When z3 says no (a relation
that only looks translation invariant, such as one that depends on `p 0` itself) or cannot
decide, there is no generator and the relation keeps the general path.

A generator whose every step and ray changes one heap only is a *sum of one-heap games*
(`one_heap`); so is any relation that z3 proves equal to "one heap moves, by that heap's own
rule" (`heap_rules`). Each heap is then a game of its own, and the Sprague–Grundy theorem
solves the sum from each heap's Grundy sequence (`pychecks.games.heaps.heap_grundy_sequences`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import sympy as sp

from .. import expr as E
from .. import recognitions

#: Positions of the box a relation is evaluated on to find its moves (one numpy evaluation).
DERIVE_POSITIONS = 1 << 20
#: Seconds z3 may spend proving a relation equal to a generator (or to a sum of heap rules).
PROOF_TIMEOUT_S = 10.0
#: The disk cache of recognitions (`pychecks.recognitions`).
CACHE_NAME = "generators-v1"


@dataclass(frozen=True)
class MoveGenerator:
    """A translation-invariant move relation on `heaps` heaps: the options of p are p − δ for
    each step δ ≤ p, and p − k·v for each ray direction v and k ≥ 1 with k·v ≤ p. Steps and
    directions are non-zero vectors of naturals, sorted, and no step lies on a ray."""

    heaps: int
    steps: tuple = ()
    rays: tuple = ()

    def __post_init__(self):
        for v in self.steps + self.rays:
            if len(v) != self.heaps or min(v) < 0 or not any(v):
                raise ValueError(f"a move of {self.heaps} heaps must be a non-zero vector of "
                                 f"naturals, not {v}")
        object.__setattr__(self, "steps", tuple(sorted(tuple(map(int, v)) for v in self.steps)))
        object.__setattr__(self, "rays", tuple(sorted(tuple(map(int, v)) for v in self.rays)))

    @property
    def lookback(self) -> int:
        """How many values of heap 0 a move can take at most in one step: the slabs (p_0 fixed)
        an option, or the start of a ray, can lie behind p (0 when no move lowers heap 0)."""
        return max((v[0] for v in self.steps + self.rays), default=0)

    @property
    def one_heap(self) -> bool:
        """True when every move changes exactly one heap: a sum of one-heap games."""
        return all(sum(1 for x in v if x) == 1 for v in self.steps + self.rays)

    def heap_rule(self, k: int) -> "MoveGenerator":
        """The one-heap game of heap k (for a sum of one-heap games): the steps and rays that
        change heap k, as moves of one heap."""
        def on_k(vs):
            return tuple((v[k],) for v in vs if v[k] and sum(1 for x in v if x) == 1)
        return MoveGenerator(1, on_k(self.steps), on_k(self.rays))

    def moves_from(self, p) -> list[tuple[int, ...]]:
        """Every option of p, distinct, in increasing order (the generator's `options`)."""
        p = tuple(p)
        found = {tuple(a - b for a, b in zip(p, v)) for v in self.steps
                 if all(b <= a for a, b in zip(p, v))}
        for v in self.rays:
            k = 1
            while all(k * b <= a for a, b in zip(p, v)):
                found.add(tuple(a - k * b for a, b in zip(p, v)))
                k += 1
        return sorted(found)

    def is_move(self, p, q) -> bool:
        """`M p q` read from the generator (a reference for tests)."""
        delta = tuple(a - b for a, b in zip(p, q))
        if min(delta) < 0:
            return False
        if delta in self.steps:
            return True
        for v in self.rays:
            i = next(j for j, x in enumerate(v) if x)
            if delta[i] % v[i] == 0 and delta[i] and all(delta[j] * v[i] == v[j] * delta[i]
                                                         for j in range(self.heaps)):
                return True
        return False

    def expression(self):
        """The generator as a move relation over p and q (`pychecks.expr`), quantifier-free and
        linear: `p = q + δ` for each step; for each ray v, with i its first non-zero heap,
        `q i + v i ≤ p i`, `v i ∣ p i − q i` and `v i·(p j − q j) = v j·(p i − q i)` for every j
        (written without subtraction, so it reads the same on ℕ)."""
        d = self.heaps
        p, q = E.heaps(d), E.next_heaps(d)
        alternatives = []
        for v in self.steps:
            alternatives.append(E.And(*[E.Eq(p[k], q[k] + v[k]) if v[k] else E.Eq(q[k], p[k])
                                        for k in range(d)]))
        for v in self.rays:
            i = next(j for j, x in enumerate(v) if x)
            parts = [E.Le(q[i] + v[i], p[i])]
            if v[i] > 1:  # p i − q i ≡ 0, i.e. p i + (v i − 1)·q i ≡ 0 (mod v i)
                parts.append(E.Eq(sp.Mod(p[i] + (v[i] - 1) * q[i], v[i]), 0))
            for j in range(d):
                if j == i:
                    continue
                parts.append(E.Eq(q[j], p[j]) if not v[j] else
                             E.Eq(v[i] * p[j] + v[j] * q[i], v[j] * p[i] + v[i] * q[j]))
            alternatives.append(E.And(*parts))
        return E.Or(*alternatives) if alternatives else sp.false

    def describe(self) -> str:
        """The moves in words, for `pychecks list`: `steps (0,1) (0,2), rays (1,1)`."""
        def vs(xs):
            return " ".join("(" + ",".join(map(str, v)) + ")" if self.heaps > 1 else str(v[0])
                            for v in xs)
        parts = ([f"step{'s' if len(self.steps) > 1 else ''} {vs(self.steps)}"] if self.steps
                 else []) + ([f"ray{'s' if len(self.rays) > 1 else ''} {vs(self.rays)}"]
                             if self.rays else [])
        return ", ".join(parts) or "no moves"

    def as_json(self) -> list:
        return [[list(v) for v in self.steps], [list(v) for v in self.rays]]

    @classmethod
    def from_json(cls, heaps: int, data) -> "MoveGenerator":
        steps, rays = data
        return cls(heaps, tuple(tuple(v) for v in steps), tuple(tuple(v) for v in rays))


# --- Deriving a generator from a relation ------------------------------------------------

def _largest_constant(relation) -> int:
    return max((abs(int(a)) for a in relation.atoms(sp.Integer)), default=1)


def probe_bound(relation, d: int) -> int:
    """B of the probe box [0..B]^d: three times the relation's largest constant and more (a
    ray must show two multiples, a step its whole size), within `DERIVE_POSITIONS`."""
    want = max(6, 3 * _largest_constant(relation) + 2)
    fits = 1
    while (fits + 2) ** d <= DERIVE_POSITIONS and fits + 1 <= want:
        fits += 1
    return fits


def moves_seen(relation, d: int, bound: int) -> set:
    """Every non-zero δ ∈ [0..bound]^d with `M (B, …, B) (B − δ)`, B = bound."""
    f = E.to_numpy_move(relation)
    grids = np.indices((bound + 1,) * d, dtype=np.int64).reshape(d, -1)
    p = [np.full(grids.shape[1], bound, np.int64)] * d
    q = [bound - grids[k] for k in range(d)]
    hits = np.flatnonzero(f(p, q))
    return {tuple(int(x) for x in grids[:, i]) for i in hits if grids[:, i].any()}


def split_moves(seen: set, bound: int, d: int) -> MoveGenerator:
    """The candidate generator of the moves `seen` in the probe box: a δ whose multiples in the
    box (at least two of them) are all moves is a ray, unless an earlier ray explains it; what
    no ray explains is a step."""
    rays: list = []

    def on_ray(delta, v) -> bool:
        i = next(j for j, x in enumerate(v) if x)
        k, r = divmod(delta[i], v[i])
        return r == 0 and k >= 1 and all(delta[j] == k * v[j] for j in range(d))

    for delta in sorted(seen, key=lambda v: (sum(v), v)):
        if any(on_ray(delta, v) for v in rays):
            continue
        multiples = []
        k = 2
        while all(k * x <= bound for x in delta):
            multiples.append(tuple(k * x for x in delta))
            k += 1
        if len(multiples) >= 2 and all(m in seen for m in multiples):
            rays.append(delta)
    steps = [v for v in seen if not any(on_ray(v, r) for r in rays)]
    return MoveGenerator(d, tuple(steps), tuple(rays))


def derive(relation, d: int) -> tuple[MoveGenerator | None, str]:
    """(the generator of `relation` on d heaps, or None; how it was decided, in words). A
    generator only when z3 proved it equal to the relation for all naturals (see the module
    docstring); cached in memory and on disk (`pychecks.recognitions`)."""
    entry = _recognition(relation, d)
    gen = None if entry["generator"] is None else MoveGenerator.from_json(d, entry["generator"])
    return gen, entry["how"]


def _derive(relation, d: int) -> dict:
    if not E.is_linear(relation):
        return {"generator": None, "how": "no move generator: ^^^ or a power of a heap is "
                "beyond what z3 decides"}
    bound = probe_bound(relation, d)
    if bound < 2:
        return {"generator": None, "how": f"no move generator: {d} heaps are too many to probe"}
    candidate = split_moves(moves_seen(relation, d, bound), bound, d)
    from ..smt.heaps import relations_equivalent
    verdict = relations_equivalent(relation, candidate.expression(), d, PROOF_TIMEOUT_S)
    if verdict:
        return {"generator": candidate.as_json(),
                "how": f"a move generator ({candidate.describe()}), z3-proved equivalent for all "
                       "naturals"}
    why = ("z3 found a move that depends on more than p − q" if verdict is False else
           "z3 could not decide whether the moves depend on p − q only")
    return {"generator": None, "how": f"no move generator ({why})"}


_MEMORY: dict = {}


def _recognition(relation, d: int) -> dict:
    """The cached recognitions of a relation: its generator, and whether it is a sum of
    one-heap games (computed on demand, see `heap_rules`)."""
    key = recognitions.key(relation, d)
    entry = _MEMORY.get(key)
    if entry is None:
        entry = recognitions.load(CACHE_NAME).get(key)
        if entry is None:
            entry = _derive(relation, d)
            recognitions.store(CACHE_NAME, key, entry)
        _MEMORY[key] = entry
    return entry


def _remember(relation, d: int, field: str, value) -> None:
    key = recognitions.key(relation, d)
    entry = dict(_recognition(relation, d), **{field: value})
    _MEMORY[key] = entry
    recognitions.store(CACHE_NAME, key, entry)


# --- Sums of one-heap games --------------------------------------------------------------

def heap_relation(relation, d: int, k: int):
    """The rule of heap k read off the relation: `M p q` with every other heap 0 before and
    after the move, as a relation on one heap (p0, q0)."""
    p, q = E.heaps(d), E.next_heaps(d)
    p1, q1 = E.heaps(1)[0], E.next_heaps(1)[0]
    subs = {p[j]: 0 for j in range(d) if j != k}
    subs.update({q[j]: 0 for j in range(d) if j != k})
    subs.update({p[k]: p1, q[k]: q1})
    return relation.xreplace(subs)


def sum_relation(rules, d: int):
    """"Exactly one heap moves, by its own rule": ⋁_k (rule_k (p k) (q k) ∧ ∀ j ≠ k, q j = p j)."""
    p, q = E.heaps(d), E.next_heaps(d)
    p1, q1 = E.heaps(1)[0], E.next_heaps(1)[0]
    alternatives = []
    for k, rule in enumerate(rules):
        others = [E.Eq(q[j], p[j]) for j in range(d) if j != k]
        alternatives.append(E.And(rule.xreplace({p1: p[k], q1: q[k]}), *others))
    return E.Or(*alternatives)


def heap_rules(relation, d: int):
    """The rule of each heap (a relation on one heap, `heap_relation`) when the relation is a
    sum of one-heap games, else None. A relation on one heap is its own rule; a move generator
    is a sum exactly when every move changes one heap (`MoveGenerator.one_heap`); any other
    relation is one when z3 proves it equal to "exactly one heap moves, by its own rule"
    (`sum_relation`) for all naturals."""
    if d == 1:
        return (relation,)
    entry = _recognition(relation, d)
    if "sum" not in entry:
        if entry["generator"] is not None:
            proved = MoveGenerator.from_json(d, entry["generator"]).one_heap
        else:
            rules = tuple(heap_relation(relation, d, k) for k in range(d))
            from ..smt.heaps import relations_equivalent
            proved = bool(relations_equivalent(relation, sum_relation(rules, d), d,
                                               PROOF_TIMEOUT_S))
        _remember(relation, d, "sum", proved)
        entry = _recognition(relation, d)
    if not entry["sum"]:
        return None
    return tuple(heap_relation(relation, d, k) for k in range(d))


# --- Grundy sequences of the heaps of a sum ------------------------------------------------

@dataclass(frozen=True, eq=False)
class HeapSequence:
    """The Grundy sequence of one heap of a sum of one-heap games on 0..bound.

    `values[n]` is g(n) (int64, read-only). `preperiod` and `period`, when not None, are proved:
    g(n + period) = g(n) for every n ≥ preperiod, all naturals, not only up to the bound; they
    are the least such. They are given for a rule with finitely many moves (a finite set of
    steps, no rays), where g(n) depends only on the s values below n (s the largest step), so
    a repeat of s consecutive values after `period` repeats forever; None otherwise (a ray, or
    no repeat long enough within the bound)."""

    heap: int
    rule: object
    values: np.ndarray
    preperiod: int | None
    period: int | None

    @property
    def bound(self) -> int:
        return len(self.values) - 1


def proved_period(values, steps) -> tuple[int, int] | None:
    """(preperiod, period), the least, of a one-heap game whose moves are the finite `steps`
    (positive integers), proved from `values` = g(0..N): the smallest period p whose last
    mismatch g(n) ≠ g(n + p) is followed by at least max(steps) matches within the values
    (then, by induction on n, g(n + p) = g(n) for every n after it). None when no p qualifies."""
    values = np.asarray(values)
    n = len(values)
    window = max(steps, default=0)
    if window == 0:  # no move at all: every value is 0
        return 0, 1
    for p in range(1, n):
        if n - p < window:
            break
        bad = np.flatnonzero(values[:n - p] != values[p:])
        start = int(bad[-1]) + 1 if bad.size else 0
        if n - p - start >= window:
            return start, p
    return None


def heap_grundy_sequences(family, bound: int):
    """Each heap's `HeapSequence` on 0..bound when `family` is a sum of one-heap games
    (`MoveFamily.one_heap_rules`), else None. The Sprague–Grundy value of a position p is the
    xor of `values[p_k]` over the heaps; P (normal play) is where it is 0."""
    rules = family.one_heap_rules()
    if rules is None:
        return None
    from ..drivers.generators import heap_moves
    from ..drivers.heaps import grundy_sequence
    out = []
    for k, rule in enumerate(rules):
        values = grundy_sequence(rule, bound)
        values.setflags(write=False)
        moves = heap_moves(rule)
        found = proved_period(values, moves[0]) if moves is not None and not moves[1] else None
        out.append(HeapSequence(k, rule, values, *(found or (None, None))))
    return tuple(out)


def summary(family) -> str:
    """How a general relation is solved, in a few words (`pychecks list`): its move generator,
    or the rule of each heap of a sum of one-heap games, or the general path."""
    gen = family.move_generator()
    if gen is not None and gen.one_heap and family.heaps >= 2:
        rules = [gen.heap_rule(k).describe() for k in range(family.heaps)]
        if len(set(rules)) == 1:
            return f"sum of one-heap games, each heap: {rules[0]}"
        return "sum of one-heap games: " + "; ".join(f"heap {k}: {r}"
                                                    for k, r in enumerate(rules))
    if gen is not None:
        return f"move generator: {gen.describe()}"
    if family.heaps >= 2 and family.one_heap_rules() is not None:
        return "sum of one-heap games, general heap rules"
    return "general relation"
