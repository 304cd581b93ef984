"""Games on heaps: a position is `p : Fin d → ℕ` (d heaps of tokens), for any d ≥ 1, and a move
relation `M p q` says which positions q a move from p may reach.

Two kinds of move relation, both a `MoveFamily`:

* **Group families**, "lower some heaps of one group": a move picks a group g (a set of heap
  indices), takes at least one token in total from the heaps of g and leaves every other heap
  alone. In Lean, `q ≤ p ∧ q ≠ p ∧ ∃ g ∈ groups, ∀ k ∉ g, q k = p k`. With `slow`, each heap
  loses at most one token (`∧ ∀ k, p k ≤ q k + 1`). Nim is the family of the d singletons; the
  cube's rotations, vertices, edges and faces are families on 6 heaps. The one-pass kernels of
  `pychecks.solvers.heaps` solve these at about a hundred million positions a second.
* **General relations** (`MoveFamily.from_relation`): any predicate over p and q in the
  expression vocabulary, such as the subtraction game `p 0 = q 0 + 1 ∨ p 0 = q 0 + 3 ∨
  p 0 = q 0 + 4`. They are solved by trying every q ≤ p componentwise, so they cost
  ((N+1)(N+2)/2)^d relation evaluations on the box [0..N]^d (see `relation_pairs`), against
  (N+1)^d positions for a group family. That is only sound when every move lowers the position,
  so before anything is solved z3 proves, for all naturals, that the relation implies
  `q ≤ p ∧ q ≠ p` (`MoveFamily.check_relation`); a relation it cannot prove that of is refused.

Statements about a family are registered with `kernel_claim`, `characterisation_claim` and
`example_claim`; a user's claims file does exactly this::

    from pychecks import expr as E
    from pychecks.games.heaps import MoveFamily, kernel_claim

    p, q = E.heaps(1), E.next_heaps(1)
    SUBTRACTION = MoveFamily.from_relation(
        "subtraction134", "SubtractionMove", heaps=1,
        move=E.Or(E.Eq(p[0], q[0] + 1), E.Eq(p[0], q[0] + 3), E.Eq(p[0], q[0] + 4)))
    kernel_claim("subtraction134_pPositions", SUBTRACTION,
                 E.Or(E.Eq(p[0] % 7, 0), E.Eq(p[0] % 7, 2)))
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Callable

import sympy as sp

from .. import expr as E
from ..registry import Claim, register
from ..errors import BadClaimsFile, PychecksError
from ..statements import CharacterisationStatement, ExampleStatement, KernelStatement

#: Default box bound of a heap statement: 8 values per heap.
DEFAULT_BOUND = 7


class BadMoveRelation(PychecksError):
    """A general move relation that z3 cannot show lowers every position (see `check_relation`)."""


# --- The Lean definitions, transcribed (the reference predicates) ------------------------

def le(q, p) -> bool:
    """`q ≤ p` on `Fin d → ℕ` (pointwise, as Mathlib's `Pi.le_def`)."""
    return all(a <= b for a, b in zip(q, p))


def group_move(groups, slow: bool = False) -> Callable:
    """`fun p q => q ≤ p ∧ q ≠ p ∧ (∃ g ∈ groups, ∀ k ∉ g, q k = p k) [∧ ∀ k, p k ≤ q k + 1]`,
    literally: the reference predicate of a group family."""
    def move(p, q) -> bool:
        if not (le(q, p) and tuple(q) != tuple(p)):
            return False
        if slow and not all(a <= b + 1 for a, b in zip(p, q)):
            return False
        return any(all(q[k] == p[k] for k in range(len(p)) if k not in g) for g in groups)
    return move


def _slow_reference(move: Callable) -> Callable:
    def slow_move(p, q) -> bool:
        return move(p, q) and all(a <= b + 1 for a, b in zip(p, q))
    slow_move.__name__ = f"slow_{getattr(move, '__name__', 'move')}"
    return slow_move


# --- Move families -------------------------------------------------------------------------

def _normalise_groups(name: str, groups, heaps: int) -> tuple[tuple[int, ...], ...]:
    """Distinct groups, each a sorted tuple of heap indices in range; BadClaimsFile otherwise."""
    if isinstance(groups, (str, bytes)) or not hasattr(groups, "__iter__"):
        raise BadClaimsFile(f"move family {name}: groups must be a list of sets of heap indices, "
                            f"not {groups!r}")
    out = set()
    for g in groups:
        members = (g,) if isinstance(g, int) else tuple(g)
        if not members:
            raise BadClaimsFile(f"move family {name}: an empty group moves nothing")
        for k in members:
            if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < heaps:
                raise BadClaimsFile(f"move family {name}: heap {k!r} in group {members} is not "
                                    f"one of 0..{heaps - 1} (the family has {heaps} heaps)")
        out.add(tuple(sorted(set(members))))
    return tuple(sorted(out))


@dataclass(frozen=True)
class MoveFamily:
    """A move relation on `Fin heaps → ℕ`: a group family ("lower some heaps of one group"), or
    a general relation (`from_relation`).

    `lean` names the Lean relation (or is its `fun p q => …` text); `reference` is the literal
    transcription of its Lean definition when one exists besides `groups` (the cube's), used by
    references and tests only.
    """

    name: str
    lean: str
    groups: tuple = ()
    heaps: int = 6
    slow: bool = False
    reference: Callable | None = field(default=None, compare=False, repr=False)
    #: A general relation: a predicate over `E.heaps(heaps)` and `E.next_heaps(heaps)`.
    relation: object = None
    #: False: solve a relation by trying every q ≤ p even when it has a move generator or is a
    #: sum of one-heap games (`general()`, the yardstick of tests and benchmarks).
    shortcuts: bool = field(default=True, compare=False)

    def __post_init__(self):
        if isinstance(self.heaps, bool) or not isinstance(self.heaps, int) or self.heaps < 1:
            raise BadClaimsFile(f"move family {self.name}: heaps={self.heaps!r}, need a whole "
                                "number d ≥ 1")
        if self.relation is None:
            object.__setattr__(self, "groups", _normalise_groups(self.name, self.groups,
                                                                 self.heaps))
            if not self.groups:
                raise BadClaimsFile(f"move family {self.name}: no move group (give groups, or "
                                    "a relation with MoveFamily.from_relation)")
        else:
            _check_relation_text(self.name, self.relation, self.heaps)
        if self.reference is None:
            ref = (group_move(self.groups, self.slow) if self.relation is None
                   else _relation_reference(self.relation))
            object.__setattr__(self, "reference", ref)

    @classmethod
    def from_relation(cls, name: str, lean: str, *, heaps: int, move,
                      reference: Callable | None = None) -> "MoveFamily":
        """A general move relation: `move` is a predicate over p (`E.heaps(heaps)`) and q
        (`E.next_heaps(heaps)`). Solved by trying every q ≤ p, once z3 has proved that `move`
        implies `q ≤ p ∧ q ≠ p` for all naturals (`check_relation`, run before solving)."""
        return cls(name=name, lean=lean, groups=(), heaps=heaps, relation=move,
                   reference=reference)

    @property
    def is_relation(self) -> bool:
        """True for a general relation (solved by trying every q ≤ p)."""
        return self.relation is not None

    def general(self) -> "MoveFamily":
        """The same family without its shortcuts: a relation solved by trying every q ≤ p,
        whatever generator or sum it is (group families are unchanged)."""
        return replace(self, shortcuts=False)

    def slowed(self) -> "MoveFamily":
        """The slow variant: `fun p q => M p q ∧ ∀ k, p k ≤ q k + 1`."""
        if self.slow:
            return self
        name = "slow" + self.name[0].upper() + self.name[1:]
        lean = f"fun p q => {self.lean} p q ∧ ∀ k, p k ≤ q k + 1"
        ref = _slow_reference(self.reference)
        if self.is_relation:
            p, q = E.heaps(self.heaps), E.next_heaps(self.heaps)
            slow_rel = E.And(self.relation,
                             E.forall_heaps(self.heaps, lambda k: E.Le(p[k], q[k] + 1)))
            return MoveFamily(name=name, lean=lean, heaps=self.heaps, relation=slow_rel,
                              reference=ref, slow=True, shortcuts=self.shortcuts)
        return MoveFamily(name=name, lean=lean, groups=self.groups, heaps=self.heaps,
                          slow=True, reference=ref)

    @property
    def deltas(self) -> tuple[tuple[int, ...], ...]:
        """Slow moves as 0/1 decrement vectors: every non-empty subset of some group, once."""
        found = set()
        for g in self.groups:
            for r in range(1, len(g) + 1):
                for subset in itertools.combinations(g, r):
                    found.add(tuple(1 if k in subset else 0 for k in range(self.heaps)))
        return tuple(sorted(found))

    @property
    def covered(self) -> tuple[int, ...]:
        """Heaps some move can lower (for a group family; every heap for a relation)."""
        if self.is_relation:
            return tuple(range(self.heaps))
        return tuple(sorted({k for g in self.groups for k in g}))

    def options(self, p) -> list[tuple[int, ...]]:
        """Every q with a move p → q, distinct, in increasing index order."""
        p = tuple(p)
        found = set()
        if self.is_relation:
            generator = self.move_generator()
            if generator is not None:  # z3-proved equal to the relation: its moves, directly
                return generator.moves_from(p)
            return [q for q in itertools.product(*(range(v + 1) for v in p))
                    if q != p and self.reference(p, q)]
        if self.slow:
            for d in self.deltas:
                if all(d[k] <= p[k] for k in range(self.heaps)):
                    found.add(tuple(p[k] - d[k] for k in range(self.heaps)))
        else:
            for g in self.groups:
                for values in itertools.product(*(range(p[k] + 1) for k in g)):
                    q = list(p)
                    for k, v in zip(g, values):
                        q[k] = v
                    if tuple(q) != p:
                        found.add(tuple(q))
        return sorted(found)

    def move_generator(self):
        """For a general relation, its `MoveGenerator` (steps and rays, see
        `pychecks.games.generators`) when z3 proved the relation equal to it for all naturals;
        None otherwise, and for group families (which have kernels of their own)."""
        if not self.is_relation or not self.shortcuts:
            return None
        from .generators import derive
        return derive(self.relation, self.heaps)[0]

    def one_heap_rules(self) -> tuple["MoveFamily", ...] | None:
        """The game of each heap, as a family on one heap, when this family is a sum of one-heap
        games (a move changes exactly one heap, by that heap's own rule); else None.

        Group families: when every group is one heap (Nim, slow Nim; a heap in no group never
        moves). Relations: when the move generator moves one heap at a time, or z3 proves the
        relation equal to "one heap moves by its rule" (`generators.heap_rules`); the rule of
        heap k is the relation with every other heap 0 before and after. A family on one heap
        is its own rule. Grundy sequences: `generators.heap_grundy_sequences`."""
        if not self.shortcuts:
            return None
        if self.heaps == 1:
            return (self,)
        if not self.is_relation:
            if any(len(g) != 1 for g in self.groups):
                return None
            rules = []
            for k in range(self.heaps):
                name, lean = f"{self.name}_heap{k}", f"heap {k} of {self.lean}"
                if (k,) in self.groups:
                    rule = nim(1, name=name, lean=lean)
                    rules.append(rule.slowed() if self.slow else rule)
                else:
                    rules.append(MoveFamily.from_relation(name, lean, heaps=1, move=sp.false))
            return tuple(rules)
        from .generators import heap_rules
        rules = heap_rules(self.relation, self.heaps)
        if rules is None:
            return None
        return tuple(MoveFamily.from_relation(f"{self.name}_heap{k}", f"heap {k} of {self.lean}",
                                              heaps=1, move=rule)
                     for k, rule in enumerate(rules))

    def check_relation(self, timeout_s: float = 10.0) -> None:
        """For a general relation: z3 proves, for all naturals, `M p q → q ≤ p ∧ q ≠ p`, so the box
        is closed under moves and the game cannot cycle. BadMoveRelation (one line) when z3 finds
        a move that does not lower the position, or cannot decide. Group families: nothing to do."""
        if not self.is_relation:
            return
        key = (self.heaps, sp.srepr(self.relation))
        if key not in _RELATIONS_CHECKED:
            from ..smt.heaps import relation_lowers
            problem = relation_lowers(self.relation, self.heaps, timeout_s)
            _RELATIONS_CHECKED[key] = problem
        problem = _RELATIONS_CHECKED[key]
        if problem is not None:
            raise BadMoveRelation(f"move relation {self.lean} ({self.name}): {problem}")


#: z3's answer for each relation already checked, by (heaps, relation): None when proved.
_RELATIONS_CHECKED: dict = {}


def _relation_reference(relation) -> Callable:
    f = E.to_python(relation) if E.mentions_next(relation) else None

    def move(p, q) -> bool:
        return bool(f(p, q)) if f else bool(E.to_python(relation)(p))
    return move


def _check_relation_text(name: str, relation, heaps: int) -> None:
    try:
        E.check_vocabulary(relation)
    except ValueError as exc:
        raise BadClaimsFile(f"move family {name}: {exc}") from None
    if not E.is_predicate(relation):
        raise BadClaimsFile(f"move family {name}: the relation must be a predicate over p and q, "
                            f"not the term {relation}")
    if E.heap_count(relation) > heaps:
        raise BadClaimsFile(f"move family {name}: the relation mentions heap "
                            f"{E.heap_count(relation) - 1}, but the family has {heaps} heaps")


def relation_pairs(bound: int, heaps: int) -> int:
    """The (p, q) pairs with q ≤ p on [0..bound]^heaps: what solving a general relation costs."""
    return ((bound + 1) * (bound + 2) // 2) ** heaps


def nim(heaps: int, name: str = "nim", lean: str = "NimMove") -> MoveFamily:
    """Nim on `heaps` heaps: take tokens from one heap (the family of the singletons)."""
    return MoveFamily(name=name, lean=lean, groups=tuple((k,) for k in range(heaps)),
                      heaps=heaps)


def moore(heaps: int, k: int, name: str | None = None, lean: str | None = None) -> MoveFamily:
    """Moore's Nim_k on `heaps` heaps: lower at most k heaps (at least one token in all); the
    family of every set of k heaps."""
    if not 1 <= k <= heaps:
        raise BadClaimsFile(f"Moore's Nim: k={k} must be between 1 and the {heaps} heaps")
    return MoveFamily(name=name or f"moore{k}", lean=lean or f"MooreMove{k}",
                      groups=tuple(itertools.combinations(range(heaps), k)), heaps=heaps)


# --- Claim constructors (public API for users' claims files) -------------------------------

def _require_predicate(name: str, what: str, expr, heaps: int):
    """The predicate `expr` over p, checked now so a mistake is a one-line claims-file error."""
    if isinstance(expr, bool):
        expr = sp.true if expr else sp.false
    if not isinstance(expr, sp.Basic):
        raise BadClaimsFile(f"{name}: {what} must be a predicate over the heaps (pychecks.expr), "
                            f"not {type(expr).__name__} {expr!r}")
    try:
        E.check_vocabulary(expr)
    except ValueError as exc:
        raise BadClaimsFile(f"{name}: {what}: {exc}") from None
    if not E.is_predicate(expr):
        raise BadClaimsFile(f"{name}: {what} must be a predicate (a relation such as E.Eq, E.Le, "
                            f"…), not the term {expr}")
    if E.mentions_next(expr):
        raise BadClaimsFile(f"{name}: {what} may mention only p, not q: {expr}")
    if E.heap_count(expr) > heaps:
        raise BadClaimsFile(f"{name}: {what} mentions heap {E.heap_count(expr) - 1}, but the game "
                            f"has {heaps} heaps")
    return expr


def _require_family(name: str, family) -> None:
    if not isinstance(family, MoveFamily):
        raise BadClaimsFile(f"{name}: the move family must be a MoveFamily, not "
                            f"{type(family).__name__}")


def _check(statement):
    """`check(bound)` of a claim: the enumerator backend on its statement."""
    def check(bound):
        from ..backends import enumerator
        return enumerator().check(statement, bound)
    return check


def _estimate(statement):
    def estimate(bound):
        from ..backends import enumerator
        return enumerator().estimate_bytes(statement, bound)
    return estimate


def kernel_claim(name: str, family: MoveFamily, P, *, lean_hash: str | None = None,
                 default_bound: int = DEFAULT_BOUND, summary: str = "",
                 literature: str = "proved", strategy=None, game: str | None = None,
                 expect: str | None = None, expect_reason: str | None = None) -> Claim:
    """Register a kernel statement: the closed-form set P is exactly the P-positions of `family`.

    Mirrors `(∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`, checked half by
    half on the box; P is a predicate over `pychecks.expr.heaps(family.heaps)`. With
    `expect="FAILS", expect_reason="…"` (here and in the other constructors) the statement is
    known to be false and kept as a finding (`Claim.expecting`).
    """
    _require_family(name, family)
    P = _require_predicate(name, "P", P, family.heaps)
    statement = KernelStatement(name=name, family=family, P=P, strategy=strategy)
    return _register(name, statement, game or _game(family), default_bound, summary,
                     literature, lean_hash, (expect, expect_reason))


def characterisation_claim(name: str, family: MoveFamily, play: str, hypotheses, closed_form, *,
                           lean_hash: str | None = None, default_bound: int = DEFAULT_BOUND,
                           summary: str = "", literature: str = "proved",
                           game: str | None = None, expect: str | None = None,
                           expect_reason: str | None = None) -> Claim:
    """Register a characterisation: the recursively defined P (normal or misère play) equals
    `closed_form` on every position satisfying `hypotheses`. The whole box is solved."""
    _require_family(name, family)
    hypotheses = _require_predicate(name, "the hypotheses", hypotheses, family.heaps)
    closed_form = _require_predicate(name, "the closed form", closed_form, family.heaps)
    statement = CharacterisationStatement(name=name, family=family, play=play,
                                          hypotheses=hypotheses, closed_form=closed_form)
    return _register(name, statement, game or _game(family), default_bound, summary,
                     literature, lean_hash, (expect, expect_reason))


def example_claim(name: str, facts, no_move_from_zero=(), *, no_move_from=(),
                  lean_hash: str | None = None, default_bound: int = 3, summary: str = "",
                  game: str | None = None, expect: str | None = None,
                  expect_reason: str | None = None) -> Claim:
    """Register concrete facts: `facts` are (family, p, q) with `M p q` claimed;
    `no_move_from_zero` the families with `∀ q, ¬ M 0 q` claimed, and `no_move_from` pairs
    (family, a) with `∀ q, ¬ M a q` (q ranges over the box; every move has q ≤ a)."""
    facts = tuple((f, tuple(a), tuple(b)) for f, a, b in facts)
    stuck = tuple((f, (0,) * f.heaps) for f in no_move_from_zero)
    stuck += tuple((f, tuple(a)) for f, a in no_move_from)
    for family, *positions in list(facts) + list(stuck):
        _require_family(name, family)
        for pos in positions:
            if len(pos) != family.heaps or any(not isinstance(v, int) or v < 0 for v in pos):
                raise BadClaimsFile(f"{name}: {pos} is not a position of {family.heaps} heaps "
                                    "(natural numbers)")
    statement = ExampleStatement(name=name, facts=facts, no_move_from=stuck)
    families = [f for f, *_ in facts + stuck]
    return _register(name, statement, game or (_game(families[0]) if families else "heaps"),
                     default_bound, summary, "proved", lean_hash, (expect, expect_reason),
                     max_bound=_example_max_bound(families))


#: `∀ q, ¬ M a q` tries every q of the box with the Python reference: at most this many q.
EXAMPLE_MAX_BOX = 10**6


def _example_max_bound(families) -> int:
    """The largest N whose box [0..N]^d has at most `EXAMPLE_MAX_BOX` positions, for the
    widest family of an example (N = 9 on 6 heaps)."""
    d = max((f.heaps for f in families), default=1)
    n = 1
    while (n + 2) ** d <= EXAMPLE_MAX_BOX:
        n += 1
    return n


def _game(family: MoveFamily) -> str:
    return "cube" if family.heaps == 6 and not family.is_relation else f"heaps{family.heaps}"


def _register(name, statement, game, default_bound, summary, literature, lean_hash, expect,
              max_bound=None) -> Claim:
    """Register the claim of `statement`: its shape, default summary and what its bound means
    are the statement class's."""
    claim = Claim(name=name, game=game, shape=statement.kind, check=_check(statement),
                  default_bound=default_bound, summary=summary or statement.summary(),
                  literature=literature, lean_hash=lean_hash,
                  bound_meaning=statement.BOUND_MEANING,
                  estimate_bytes=None if isinstance(statement, ExampleStatement)
                  else _estimate(statement),
                  min_bound=1, statement=statement, max_bound=max_bound)
    if expect != (None, None):  # `expect="FAILS", expect_reason="…"`, checked by `expecting`
        claim.expecting(*expect)
    return register(claim)
