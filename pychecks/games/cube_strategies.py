"""Winning strategies for the six closed-form cube kernels: maps p ↦ q, written once.

A kernel statement's second half, `∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`, has a quantifier that z3
handles poorly over wide or unbounded numbers. A *strategy* names the q: six terms over the faces
(`pychecks.expr` vocabulary, with `ite`, `nat_min` and Lean's truncated `-`), so the half becomes
the quantifier-free `p ∉ P → M p (S p) ∧ S p ∈ P`. The same terms lower to numpy (checked on the
box by `strategy_on_box`), Python (the reference view) and z3 (`pychecks search`), so a strategy
that z3 accepts is the one the box check ran. A strategy is evidence for the statement, never
part of it: when one goes wrong, the statement is not refuted (the search then says UNKNOWN).

Each strategy is read off the proof idea in Kadam and Shaiju (INTEGERS 25 (2025) G2): a move leaves
some opposite pair (or face) alone, which fixes the value every other pair must be brought to.
"""
from __future__ import annotations

import time

import numpy as np
import sympy as sp

from .. import expr as E
from ..verdict import Counterexample, Status, Verdict, lean_vector

p = E.FACES
PAIRS = ((0, 3), (1, 4), (2, 5))

Strategy = tuple  # six sympy terms: the q k each p ∉ P moves to


def _by_pair(pair_terms) -> Strategy:
    """Assemble q from (q i, q (i+3)) for each opposite pair i = 0, 1, 2."""
    q = [None] * 6
    for (i, j), (qi, qj) in zip(PAIRS, pair_terms):
        q[i], q[j] = qi, qj
    return tuple(q)


def _min3(a, b, c):
    return E.nat_min(E.nat_min(a, b), c)


def rotation_strategy() -> Strategy:
    """Theorem 5: bring every pair sum down to the least one, t = min(a+A, b+B, c+C).

    A pair keeps `min(x, t)` on its first face and `t - min(x, t)` on the second; a pair whose sum
    is already t is unchanged, so the least pair stays put and the move lies in one belt.
    """
    t = _min3(*(p[i] + p[j] for i, j in PAIRS))
    return _by_pair((E.nat_min(p[i], t), E.NatSub(t, E.nat_min(p[i], t))) for i, j in PAIRS)


def vertex_strategy() -> Strategy:
    """Theorem 2: lower the larger face of every opposite pair to the smaller one.

    Only one face per pair changes, so the changed faces lie at one vertex.
    """
    return _by_pair((E.nat_min(p[i], p[j]), E.nat_min(p[j], p[i])) for i, j in PAIRS)


def edge_strategy() -> Strategy:
    """Theorem 3: an edge move leaves one opposite pair untouched, and that pair's nim-sum t is
    then forced on the other two; choose the pair with the least nim-sum, t = min(a^A, b^B, c^C).

    In a pair (x, y) with x ^ y ≥ t, one face can be lowered to make the pair's nim-sum t: x
    becomes y ^ t when that is below x, otherwise y becomes x ^ t (a pair already at t keeps both
    faces, since then y ^ t = x). At most two faces change, in two different pairs: an edge.
    """
    t = _min3(*(E.xor(p[i], p[j]) for i, j in PAIRS))
    terms = []
    for i, j in PAIRS:
        lower_first = E.Lt(E.xor(p[j], t), p[i])
        terms.append((E.ite(lower_first, E.xor(p[j], t), p[i]),
                      E.ite(lower_first, p[j], E.xor(p[i], t))))
    return _by_pair(terms)


def _odd(i, j):
    return E.Eq(sp.Mod(p[i] + p[j], 2), 1)


def flip_odd_pairs_strategy() -> Strategy:
    """Theorems 10 and 11 (slow vertex, slow edge): take one token from every pair with an odd sum
    (from its first face when that has one, else from the second).

    For slow vertex moves any set of odd pairs can be flipped at once (one face per pair). For slow
    edge moves p ∉ P has one or two odd pairs (the three parities are not all equal), and one or
    two faces in different pairs is an edge move.
    """
    return _by_pair((E.ite(E.And(_odd(i, j), E.Le(1, p[i])), E.NatSub(p[i], 1), p[i]),
                     E.ite(E.And(_odd(i, j), E.Eq(p[i], 0)), E.NatSub(p[j], 1), p[j]))
                    for i, j in PAIRS)


def first_face_strategy() -> Strategy:
    """Theorem 12 (slow face): take one token from the first face that has one; p ∉ P has an odd
    total, so some face does, and the total becomes even."""
    q = []
    for k in range(6):
        empty_before = [E.Eq(p[j], 0) for j in range(k)]
        q.append(E.ite(E.And(*empty_before, E.Le(1, p[k])), E.NatSub(p[k], 1), p[k]))
    return tuple(q)


# --- The enumerator's view: a strategy checked on every position of the box -------------------

STRATEGY_PART = "the strategy: p ∉ P → M p (S p) ∧ S p ∈ P"


def is_move_numpy(family, ps, qs):
    """`M p q` for coordinate arrays, read off the move groups (as the z3 encoding does)."""
    le = np.logical_and.reduce([qs[k] <= ps[k] for k in range(6)])
    ne = np.logical_or.reduce([qs[k] != ps[k] for k in range(6)])
    inside = np.zeros(ps[0].shape, bool)
    for g in family.groups:
        inside |= np.logical_and.reduce([qs[k] == ps[k] for k in range(6) if k not in g])
    ok = le & ne & inside
    if family.slow:
        ok &= np.logical_and.reduce([ps[k] <= qs[k] + 1 for k in range(6)])
    return ok


def strategy_failures_python(family, P, strategy, bound: int):
    """Reference: every p in [0..bound]^6 with p ∉ P where S p is no move or lands outside P, by
    the literal Lean transcription `family.reference` and `expr.to_python`."""
    import itertools
    in_p = E.to_python(P)
    terms = [E.to_python(s) for s in strategy]
    bad = []
    for pos in itertools.product(range(bound + 1), repeat=6):
        if in_p(pos):
            continue
        q = tuple(t(pos) for t in terms)
        if not (family.reference(pos, q) and in_p(q)):
            bad.append(pos)
    return bad


def strategy_on_box(name: str, family, P, strategy, bound: int) -> Verdict:
    """Check `p ∉ P → M p (S p) ∧ S p ∈ P` on every p of [0..bound]^6 with numpy, slab by slab.

    The verdict is about the strategy: FAILS means the strategy is wrong at the reported p (the
    smallest: fewest tokens, then lexicographic), not that the statement is.
    """
    from ..errors import BadBound
    if not 0 <= bound <= 63:
        raise BadBound(f"bound N={bound}: the strategy box check takes 0 ≤ N ≤ 63")
    start = time.perf_counter()
    S = bound + 1
    in_p = E.to_numpy(P)
    terms = [E.to_numpy_term(s) for s in strategy]
    rest = [c.reshape(-1).astype(np.int64) for c in np.indices((S,) * 5)]
    tokens = np.sum(rest, axis=0)
    best, count, outside = None, 0, 0
    for a in range(S):
        ps = [np.full(rest[0].shape, a, np.int64)] + rest
        not_p = ~in_p(*ps)
        outside += int(np.count_nonzero(not_p))
        qs = [np.asarray(t(*ps), np.int64) for t in terms]
        bad = not_p & ~(is_move_numpy(family, ps, qs) & in_p(*qs))
        hits = np.flatnonzero(bad)
        if hits.size:
            count += int(hits.size)
            i = int(np.argmin(tokens[hits]))  # first among ties: lexicographic order
            cand = (int(tokens[hits[i]]) + a, a, int(hits[i]))
            if best is None or cand[0] < best[0]:
                best = cand
    seconds = time.perf_counter() - start
    common = dict(claim=name, backend="strategy on box", scope=f"N={bound}", part=STRATEGY_PART,
                  examined=S ** 6, in_hypotheses=outside, seconds=seconds,
                  reproduce={"command": f"pychecks search {name} --on-box {bound}"})
    if best is None:
        return Verdict(status=Status.HOLDS, **common)
    _, a, off = best
    pos = (a,) + tuple(int(v) for v in np.unravel_index(off, (S,) * 5))
    return Verdict(status=Status.FAILS, counterexample=strategy_counterexample(family, P, strategy,
                                                                              pos),
                   reason=f"the strategy goes wrong at {count:,} positions of the box", **common)


def strategy_counterexample(family, P, strategy, pos) -> Counterexample:
    """Where the strategy goes wrong at p: its q, and which of `M p q`, `q ∈ P` fails."""
    q = tuple(E.to_python(s)(pos) for s in strategy)
    move = family.reference(pos, q) if family.reference is not None else None
    landed = E.to_python(P)(q)
    breakdown = ["p ∉ P", f"S p = {lean_vector(q)}"]
    if move is False:
        breakdown.append("S p is not a legal move from p")
    if not landed:
        breakdown.append("S p ∉ P")
    return Counterexample(bindings={"p": lean_vector(pos), "q": lean_vector(q)},
                          issue="M p (S p) ∧ S p ∈ P", breakdown=breakdown,
                          data={"half": 2, "strategy": True, "p": list(pos), "q": list(q)})
