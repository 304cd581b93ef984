"""Move relations as move families, recognised by what they mean, not by how they are written.

A relation `M p q` (a predicate over the heaps p0 … and q0 …) is a *group family* when it is
equivalent, for all naturals, to "q ≤ p, q ≠ p, and q agrees with p outside one set S of a
family of sets" (with `∀ k, p k ≤ q k + 1` too: the slow variant). Whether that holds does not
depend on the spelling: `∃ i, q ≤ p ∧ q ≠ p ∧ q i = p i` is the family of the sets that leave one
heap out, exactly as `∀ k, k ≠ x → k ≠ y → q k = p k` is the cube's edge family.

So the sets are *read off* by evaluating the relation on test moves (from p = (2, …, 2), lower by
one exactly the heaps of S: is that a move?), the largest such sets become the candidate groups,
and z3 then has to *prove* the relation equivalent to that group family (or to its slow variant)
over unbounded naturals. Only a proved equivalence gives the fast group kernels; everything else
is a general relation (`MoveFamily.from_relation`), solved by trying every q ≤ p once z3 has
proved that every move lowers the position, unless z3 proves it equal to a move generator
(finitely many steps and rays, `pychecks.games.generators`), whose kernels read each move once.
"""
from __future__ import annotations

import itertools

import sympy as sp

from ... import expr as E
from ... import recognitions
from ...games.heaps import BadMoveRelation, MoveFamily

#: Seconds z3 may spend proving a relation equivalent to a group family.
EQUIVALENCE_TIMEOUT_S = 10.0
#: Above this many heaps the 2^d test moves are not tried: the relation stays general.
MAX_GROUP_HEAPS = 12

#: The disk cache of recognitions (`pychecks.recognitions`).
CACHE_NAME = "families-v1"
_CACHE: dict = {}


def group_relation(groups, d: int, slow: bool):
    """The Lean definition of a group family as an expression over p and q:
    `q ≤ p ∧ q ≠ p ∧ (∃ g ∈ groups, ∀ k ∉ g, q k = p k) [∧ ∀ k, p k ≤ q k + 1]`."""
    p, q = E.heaps(d), E.next_heaps(d)
    alternatives = []
    for g in groups:
        outside = [E.Eq(q[k], p[k]) for k in range(d) if k not in g]
        alternatives.append(E.And(*outside) if outside else sp.true)
    parts = [E.And(*[E.Le(q[k], p[k]) for k in range(d)]),
             E.Or(*[E.Ne(q[k], p[k]) for k in range(d)]),
             sp.true if sp.true in alternatives else E.Or(*alternatives)]
    if slow:
        parts.append(E.And(*[E.Le(p[k], q[k] + 1) for k in range(d)]))
    return E.And(*parts)


def evaluator(relation):
    """`f(p, q)` on tuples of ints, whether or not the relation mentions q (or anything)."""
    if relation is sp.true or relation is sp.false:
        return lambda p, q: relation is sp.true
    f = E.to_python(relation)
    if E.mentions_next(relation):
        return f
    return lambda p, q: f(p)


def candidate_groups(relation, d: int, f=None):
    """The maximal sets S such that lowering exactly the heaps of S by one (from all heaps 2)
    is a move; None when the moves so found are not closed under subsets (no group family)."""
    f = f or evaluator(relation)
    base = (2,) * d
    allowed = []
    for r in range(1, d + 1):
        for s in itertools.combinations(range(d), r):
            q = tuple(1 if k in s else 2 for k in range(d))
            if f(base, q):
                allowed.append(frozenset(s))
    if not allowed:
        return None
    allowed_set = set(allowed)
    for s in allowed:  # a group family allows every non-empty subset of a group
        for r in range(1, len(s)):
            if any(frozenset(t) not in allowed_set for t in itertools.combinations(s, r)):
                return None
    maximal = [s for s in allowed if not any(s < t for t in allowed)]
    return tuple(sorted(tuple(sorted(s)) for s in maximal))


def takes_two(relation, d: int, groups, f=None) -> bool:
    """Is lowering one heap of a group by two (from all heaps 3) a move? (fast, not slow)."""
    f = f or evaluator(relation)
    k = groups[0][0]
    base = (3,) * d
    return f(base, tuple(1 if j == k else 3 for j in range(d)))


def equivalent(relation, other, d: int, timeout_s: float = EQUIVALENCE_TIMEOUT_S):
    """True when z3 proves `relation ↔ other` for all naturals p, q; False when it finds a
    difference; None when it cannot decide (non-linear arithmetic, timeout)."""
    from ...smt.heaps import relations_equivalent
    return relations_equivalent(relation, other, d, timeout_s)


def recognise(relation, d: int, name: str, lean: str) -> tuple[MoveFamily, str]:
    """(the move family of `relation`, how it was recognised). A group family only when z3
    proved the equivalence; otherwise a general relation, whose lowering z3 must prove before
    anything is solved (BadMoveRelation, one line, when it cannot)."""
    key = recognitions.key(relation, d)
    hit = _CACHE.get(key)
    if hit is None:
        stored = recognitions.load(CACHE_NAME).get(key)
        if stored is not None:
            groups, slow, how = stored
            hit = (tuple(tuple(g) for g in groups) if groups is not None else None, slow, how)
        else:
            hit = _recognise(relation, d)
            recognitions.store(CACHE_NAME, key, [hit[0], hit[1], hit[2]])
        _CACHE[key] = hit
    groups, slow, how = hit
    if groups is not None:
        return MoveFamily(name=name, lean=lean, groups=groups, heaps=d, slow=slow), how
    from .lower import canonical
    family = MoveFamily.from_relation(name, lean, heaps=d, move=canonical(relation))
    family.check_relation()
    return family, how


def _recognise(relation, d: int):
    if d > MAX_GROUP_HEAPS:
        return None, False, f"a general relation ({d} heaps: too many to read groups off)"
    f = evaluator(relation)
    groups = candidate_groups(relation, d, f)
    if groups is None:
        return None, False, "a general relation (its moves are not those of a group family)"
    order = (False, True) if takes_two(relation, d, groups, f) else (True, False)
    undecided = False
    for slow in order:
        verdict = equivalent(relation, group_relation(groups, d, slow), d)
        if verdict:
            kind = "slow group family" if slow else "group family"
            return groups, slow, f"a {kind}, z3-proved equivalent for all naturals"
        undecided = undecided or verdict is None
    why = ("z3 could not decide the equivalence with a group family" if undecided else
           "z3 found a move that no group family makes")
    return None, False, f"a general relation ({why})"


__all__ = ["recognise", "candidate_groups", "group_relation", "equivalent", "BadMoveRelation"]
