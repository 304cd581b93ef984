"""z3 counterexample search for heap-game statements, far beyond the enumerator's box, and proofs
for all naturals where the arithmetic allows. Any number of heaps d, any move family.

Every query asks z3 for a counterexample to one half of a statement; the answer maps onto the
shared verdicts explicitly (`_status_of`):

* sat      -> FAILS, the model decoded into the enumerator's counterexample shape, the smallest
              within the query's time (fewest tokens, then lexicographic, by repeated solving;
              a quantified query is first made quantifier-free by z3's `qe` where the
              arithmetic is linear); a counterexample not shown to be the smallest says why;
* unsat    -> HOLDS with scope "W=8" (every face < 2^W, bit-vectors wide enough that no sum
              overflows), or PROVED when the query ran over unbounded naturals (z3 Int, p ≥ 0);
* unknown  -> UNKNOWN with z3's reason (a timeout included); never counted as holding.

Queries over unbounded Ints are run only where the arithmetic is linear (+, constant *, / and %
by a constant, ≤, truncated -, if-then-else): z3 decides that fragment. With `^^^` (or a power of
a variable) only bit-vectors apply, and the search widens (W, 16, 32, 64 ...) as long as each
width finishes in time.

The move relation `M p q` is built in one place (`move_relation`): for a group family from
`MoveFamily.groups` and `slow`, literally as the Lean definitions read: `q ≤ p ∧ q ≠ p ∧`
(outside one group nothing changes) `∧` (slow: `∀ k, p k ≤ q k + 1`); for a general relation,
its own predicate. P-sets, hypotheses and strategies come from the single sympy source through
`expr.to_z3`.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .. import expr as E
from ..statements import (CharacterisationStatement, ExampleStatement, KernelStatement,
                          PlainStatement)
from ..verdict import Counterexample, Status, Verdict, lean_vector

#: Faces < 2^8 = 256: 32 times the enumerator's default box in each direction, still instant.
DEFAULT_WIDTH = 8
#: Widths tried after W for queries with ^^^ (no unbounded proof there), while each finishes.
WIDEN = (16, 32, 64, 128)
#: The widest the widening goes by default (the edge statement settles W=64 in a few seconds).
DEFAULT_MAX_WIDTH = 64
#: Per-query budget; a query that runs out is UNKNOWN, never HOLDS.
Z3_TIMEOUT_S = 10.0
#: Budget of one `pychecks search` run, all statements together: a query is cut short, or not
#: run, once it is spent, and says so (UNKNOWN naming the budget, never HOLDS).
SEARCH_BUDGET_S = 60.0
#: z3's seed, fixed so that a verdict (and the model it prints) can be reproduced.
Z3_SEED = 0
#: Modes for the second half of a kernel statement.
HALF2_MODES = ("auto", "strategy", "quantified", "both")

ALL_NATURALS = "all naturals"


# --- Encoding ----------------------------------------------------------------------------------

@dataclass
class Arith:
    """How numbers are encoded: bit-vectors of `bits` bits with every face < 2^width (bits > 0),
    z3 Ints with 0 ≤ face < 2^width, or unbounded z3 Ints with every face ≥ 0 (width None)."""

    width: int | None
    bits: int = 0
    #: Solve by bit-blasting to SAT (`_solver`): a quantifier-free query on bit-vectors.
    blast: bool = False

    @property
    def bitvector(self) -> bool:
        return self.bits > 0

    @property
    def scope(self) -> str:
        return ALL_NATURALS if self.width is None else f"W={self.width}"

    def faces(self, z3, name: str, d: int):
        if self.bitvector:
            return [z3.BitVec(f"{name}{k}", self.bits) for k in range(d)]
        return [z3.Int(f"{name}{k}") for k in range(d)]

    def in_range(self, z3, xs):
        """Every face is a natural below 2^W (bit-vectors) or just a natural (Ints)."""
        if self.bitvector:
            return z3.And([z3.ULT(x, z3.BitVecVal(2 ** self.width, self.bits)) for x in xs])
        if self.width is not None:
            return z3.And([z3.And(x >= 0, x < 2 ** self.width) for x in xs])
        return z3.And([x >= 0 for x in xs])

    def le(self, z3, a, b):
        return z3.ULE(a, b) if self.bitvector else a <= b

    def lt(self, z3, a, b):
        return z3.ULT(a, b) if self.bitvector else a < b

    def const(self, z3, v: int):
        return z3.BitVecVal(v, self.bits) if self.bitvector else z3.IntVal(v)

    def value(self, v) -> int:
        return v.as_long()


def max_value(expr, face_max: int) -> int:
    """An upper bound on `expr` and every subterm when every heap is ≤ face_max, so the
    bit-vector width can be chosen with no overflow anywhere in the term (`expr.value_bound`)."""
    return E.value_bound(expr, face_max)


def arith_for(width: int | None, exprs, heaps: int = 6, blast: bool = False) -> Arith:
    """The encoding for `width`: unbounded Ints for `None`; with `blast` (a quantifier-free
    query), bit-vectors solved by bit-blasting, whatever the arithmetic; otherwise bounded Ints
    where the arithmetic is linear, else bit-vectors wide enough for every term of `exprs`.

    Why bit-blasting: at a bounded width a quantifier-free query is a finite SAT problem, and
    z3's bit-blaster settles the `^^^` and `/ 2 ^ b % 2` queries that its Int and default
    bit-vector strategies left UNKNOWN after 10 s (`scripts/bench_search.py`). A quantified
    query cannot be bit-blasted (z3 refuses `∀` there), so it keeps the old encodings."""
    if width is None or (not blast and is_linear(*exprs)):
        return Arith(width)
    face_max = 2 ** width - 1
    top = max([face_max + 1] + [max_value(e, face_max) for e in exprs])
    # One spare bit: `p k ≤ q k + 1` and the token sum used to minimise stay below 2^bits.
    top = max(top, heaps * face_max)
    return Arith(width, bits=top.bit_length() + 1, blast=blast)


def move_relation(z3, family, p, q, arith: Arith):
    """`M p q` for a move family. A group family reads as its Lean definition does:
    `q ≤ p ∧ q ≠ p ∧ ∀ k ∉ group, q k = p k` (some group), plus `∀ k, p k ≤ q k + 1` when slow;
    a general relation is its own predicate over p and q."""
    d = family.heaps
    if family.is_relation:
        return E.to_z3(family.relation, p, q, bitvector=arith.bitvector)
    parts = [z3.And([arith.le(z3, q[k], p[k]) for k in range(d)]),
             z3.Or([q[k] != p[k] for k in range(d)]),
             z3.Or([z3.And([q[k] == p[k] for k in range(d) if k not in g] or [z3.BoolVal(True)])
                    for g in family.groups])]
    if family.slow:
        one = arith.const(z3, 1)
        parts.append(z3.And([arith.le(z3, p[k], q[k] + one) for k in range(d)]))
    return z3.And(parts)


def lower(z3, expr, faces, arith: Arith):
    """`expr` (a sympy predicate or term over FACES) at the z3 faces `faces`."""
    return E.to_z3(expr, faces, bitvector=arith.bitvector)


def is_linear(*exprs) -> bool:
    """True when every expression stays linear (no ^^^, no power of a variable), so the query
    can run over unbounded Ints."""
    return all(E.is_linear(e) for e in exprs if e is not None)


# --- Running one query -------------------------------------------------------------------------

@dataclass
class Query:
    """One satisfiability question: is there a counterexample to `part` within `arith`?

    `build(z3, arith)` returns (formula, p-vars, q-vars or []); a model is a counterexample.
    `shape` is the formula in words, for the JSON record.
    """

    part: str
    mode: str
    shape: str
    build: object
    heaps: int = 6
    exprs: tuple = ()
    quantified: bool = False
    confirm: object = None   # (z3, arith, p) -> None when real, else a reason (strategy misses)
    describe: object = None  # (p, q) -> Counterexample
    in_p: object = None      # the statement's P on a tuple (Python), for walking candidates


@dataclass
class QueryResult:
    status: Status
    arith: Arith
    seconds: float
    reason: str | None = None
    counterexample: Counterexample | None = None
    record: dict = field(default_factory=dict)


def _status_of(z3, answer, arith: Arith) -> Status:
    """z3's answer to "is there a counterexample?" as a verdict status, explicitly."""
    if answer == z3.sat:
        return Status.FAILS
    if answer == z3.unsat:
        return Status.PROVED if arith.width is None else Status.HOLDS
    return Status.UNKNOWN


def _solver(z3, timeout_s: float, blast: bool = False):
    """A solver with the query's time limit and the fixed seed; with `blast`, z3's
    simplify / solve-eqs / bit-blast / SAT pipeline (quantifier-free bit-vectors only)."""
    s = (z3.Then("simplify", "solve-eqs", "bit-blast", "sat").solver() if blast
         else z3.Solver())
    s.set("timeout", max(1, int(timeout_s * 1000)))
    s.set("random_seed", Z3_SEED)
    return s


def _minimise(z3, solver, arith: Arith, objectives, deadline: float):
    """Lexicographically smallest model for `objectives` by repeated solving (each step asks for
    a strictly smaller value); returns (model, complete) where complete is False when time ran out.
    """
    model = solver.model()
    solver.push()
    complete = True
    for obj in objectives:
        best = model.eval(obj, model_completion=True)
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                complete = False
                break
            solver.set("timeout", max(1, int(left * 1000)))
            solver.push()
            solver.add(arith.lt(z3, obj, best))
            answer = solver.check()
            if answer == z3.sat:
                model = solver.model()
                best = model.eval(obj, model_completion=True)
                solver.pop()
                continue
            solver.pop()
            if answer != z3.unsat:
                complete = False
            break
        if not complete:
            break
        solver.add(obj == best)
    solver.pop()
    return model, complete


#: Most positions `_smallest_confirmed` walks; beyond it z3's own counterexample is kept.
MINIMISE_WALK_LIMIT = 20_000


def positions_up_to(pv):
    """Positions before pv in (tokens, lexicographic) order, in that order (pv excluded)."""
    import itertools
    total, d = sum(pv), len(pv)
    for t in range(total + 1):
        for cand in itertools.product(range(t + 1), repeat=d - 1):
            if sum(cand) <= t:
                pos = cand + (t - sum(cand),)
                if t == total and pos >= tuple(pv):
                    return
                yield pos
    # pv itself is not yielded: the caller already knows it is a counterexample.


def _smallest_confirmed(z3, query, arith, pv, deadline):
    """The smallest p (tokens, then lexicographic) below pv for which `query.confirm` finds no
    escape (the quantified half's counterexamples), walking candidates with p fixed.
    Returns (p, None) when p is the smallest, or (p, why not) when the walk could not finish."""
    from math import comb
    walk = comb(sum(pv) + len(pv), len(pv))
    if walk > MINIMISE_WALK_LIMIT:
        return pv, (f"the {walk:,} positions with at most {sum(pv)} tokens are more than the "
                    f"{MINIMISE_WALK_LIMIT:,} that are walked one by one")
    for pos in positions_up_to(pv):
        if arith.width is not None and max(pos) >= 2 ** arith.width:
            continue
        if time.perf_counter() > deadline:
            return pv, "time ran out walking the smaller positions"
        if query.in_p(pos):
            continue
        if query.confirm(z3, arith, pos, max(1.0, deadline - time.perf_counter())) is None:
            return pos, None
    return pv, None


def _eliminate_quantifier(z3, formula, deadline: float):
    """The quantifier-free equivalent of `formula` by z3's quantifier elimination for linear
    integer arithmetic (`qe2`, model-based and usually far faster; then the classic `qe`);
    None when neither finishes in time or a quantifier is left behind."""
    left_ms = int((deadline - time.perf_counter()) * 1000)
    if left_ms <= 0:
        return None
    goal = z3.Goal()
    goal.add(formula)
    try:
        tactic = z3.OrElse(z3.Then(z3.Tactic("simplify"), z3.Tactic("qe2")),
                           z3.Then(z3.Tactic("simplify"), z3.Tactic("qe")))
        result = z3.TryFor(tactic, left_ms)(goal)
    except z3.Z3Exception:  # a timeout, or a formula qe does not handle
        return None
    qf = result.as_expr()
    if _has_quantifier(z3, qf):
        return None
    return qf


def _has_quantifier(z3, e) -> bool:
    seen, todo = set(), [e]
    while todo:
        t = todo.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_quantifier(t):
            return True
        todo.extend(t.children())
    return False


def _minimise_quantified(z3, query, solver, formula, arith, p, deadline, timeout_s):
    """The smallest counterexample (tokens, then lexicographic) of a quantified query, and
    None, or the smallest found with the reason it is not known to be the smallest.

    1. Descend through `∀ q` directly, for an eighth of the budget: often instant, but z3 may
       answer unknown at each smaller bound (a P-set with a hole far out).
    2. Where the arithmetic is linear, eliminate the quantifier (`qe`, with two thirds of what
       is left) and minimise the quantifier-free formula like a direct query.
    3. Otherwise walk the few positions below the best found, each with p fixed."""
    objectives = [_tokens(p)] + list(p)
    model, complete = _minimise(z3, solver, arith, objectives,
                                min(deadline, time.perf_counter() + timeout_s / 8))
    pv = tuple(arith.value(model.eval(x, model_completion=True)) for x in p)
    if complete:
        return pv, None
    qe_tried = False
    if not arith.bitvector:
        qe_tried = True
        share = time.perf_counter() + (deadline - time.perf_counter()) * 2 / 3
        qf = _eliminate_quantifier(z3, formula, share)
        if qf is not None:
            exact = _solver(z3, max(0.001, deadline - time.perf_counter()))
            exact.add(qf)
            if exact.check() == z3.sat:
                model, complete = _minimise(z3, exact, arith, objectives, deadline)
                pv = tuple(arith.value(model.eval(x, model_completion=True)) for x in p)
                return pv, None if complete else "time ran out while minimising"
    pv, why = _smallest_confirmed(z3, query, arith, pv, deadline)
    if why is not None:
        kind = ("quantifier elimination did not finish in time" if qe_tried else
                "no quantifier elimination for bit-vectors (^^^)")
        why = f"z3 cannot minimise through ∀ q ({kind}), and {why}"
    return pv, why


def _tokens(p):
    """The token count of the position p (z3 terms), the first objective of every minimisation."""
    tokens = p[0]
    for x in p[1:]:
        tokens = tokens + x
    return tokens


def run_query(query: Query, arith: Arith, timeout_s: float) -> QueryResult:
    """Ask z3 for a counterexample to `query` within `arith`; decode and confirm it if found."""
    import z3
    start = time.perf_counter()
    deadline = start + timeout_s
    formula, p, q = query.build(z3, arith)
    solver = _solver(z3, timeout_s, blast=arith.blast)
    solver.add(formula)
    answer = solver.check()
    status = _status_of(z3, answer, arith)
    record = {"part": query.part, "mode": query.mode, "shape": query.shape,
              "arithmetic": "bitvector" if arith.bitvector else "int",
              "tactic": "bit-blast" if arith.blast else "default",
              "width": arith.width, "bits": arith.bits or None, "timeout_s": timeout_s,
              "seed": Z3_SEED, "quantified": query.quantified, "answer": str(answer)}
    if status is Status.UNKNOWN:
        reason = f"z3 said unknown at {arith.scope} ({solver.reason_unknown()})"
        return QueryResult(status, arith, time.perf_counter() - start, reason=reason,
                           record=record)
    if status is not Status.FAILS:
        return QueryResult(status, arith, time.perf_counter() - start, record=record)
    # Fewest tokens first, then lexicographic (p, then q): the enumerator's order.
    objectives = ([_tokens(p)] if p else []) + list(p) + list(q)
    if query.quantified and query.confirm is not None:
        pv, why = _minimise_quantified(z3, query, solver, formula, arith, p, deadline,
                                       timeout_s)
        qv = None
    else:
        model, complete = _minimise(z3, solver, arith, objectives, deadline)
        why = None if complete else "time ran out while minimising"
        pv = tuple(arith.value(model.eval(x, model_completion=True)) for x in p)
        qv = tuple(arith.value(model.eval(x, model_completion=True)) for x in q) or None
    record.update(p=list(pv), q=list(qv) if qv else None, minimised=why is None,
                  not_minimised_because=why)
    if query.confirm is not None:
        miss = query.confirm(z3, arith, pv, max(1.0, deadline - time.perf_counter()))
        if miss is not None:
            # The strategy went wrong at p, but p may still have a move into P: nothing refuted.
            record["strategy_miss"] = miss
            return QueryResult(Status.UNKNOWN, arith, time.perf_counter() - start,
                               reason=miss, record=record)
    cx = query.describe(pv, qv)
    cx.breakdown.append(f"found by z3 at {arith.scope}" + (
        ", the smallest there (fewest tokens, then lexicographic)" if why is None
        else f"; not shown to be the smallest: {why}"))
    return QueryResult(Status.FAILS, arith, time.perf_counter() - start, counterexample=cx,
                       record=record)


# --- Statements as queries ---------------------------------------------------------------------

HALF1, HALF2 = "no move inside P", "a move into P from every p ∉ P"


def _applied(move: str) -> str:
    return f"{move} p q" if " " not in move else "M p q"


def kernel_queries(statement, half2: str = "auto") -> list[Query]:
    """Queries for `(∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`."""
    fam, P, strategy = statement.family, statement.P, statement.strategy
    move = _applied(fam.lean)
    d = fam.heaps
    rel = (fam.relation,) if fam.is_relation else ()

    def half1(z3, arith):
        p, q = arith.faces(z3, "p", d), arith.faces(z3, "q", d)
        return (z3.And(arith.in_range(z3, p), arith.in_range(z3, q), lower(z3, P, p, arith),
                       move_relation(z3, fam, p, q, arith), lower(z3, P, q, arith)), p, q)

    def describe1(pv, qv):
        return Counterexample(bindings={"p": lean_vector(pv), "q": lean_vector(qv)},
                              issue=f"p ∈ P → {move} → q ∉ P",
                              breakdown=["p ∈ P", f"{move} (a legal move)", "q ∈ P"],
                              data={"half": 1, "p": list(pv), "q": list(qv)})

    queries = [Query(HALF1, "direct", "∃ p q, p ∈ P ∧ M p q ∧ q ∈ P", half1, exprs=(P, *rel),
                     describe=describe1, heaps=d)]

    def no_move_into_p(z3, arith, pv, timeout_s):
        """None when p (constants) really has no move into P; else why the strategy missed."""
        p = [arith.const(z3, v) for v in pv]
        q = arith.faces(z3, "q", d)
        s = _solver(z3, timeout_s)
        s.add(arith.in_range(z3, q), move_relation(z3, fam, p, q, arith), lower(z3, P, q, arith))
        answer = s.check()
        if answer == z3.unsat:
            return None
        if answer == z3.sat:
            m = s.model()
            qv = [arith.value(m.eval(x, model_completion=True)) for x in q]
            return (f"the strategy goes wrong at p = {lean_vector(pv)}, yet {lean_vector(qv)} is a "
                    "move into P: the strategy is wrong, not the statement")
        return (f"the strategy goes wrong at p = {lean_vector(pv)}; whether p has a move into P "
                f"is unknown ({s.reason_unknown()})")

    def describe2(pv, qv):
        return Counterexample(bindings={"p": lean_vector(pv)},
                              issue=f"p ∉ P → ∃ q, {move} ∧ q ∈ P",
                              breakdown=["p ∉ P", "no q with M p q ∧ q ∈ P (z3: unsat with p fixed)"],
                              data={"half": 2, "p": list(pv)})

    def half2_strategy(z3, arith):
        p = arith.faces(z3, "p", d)
        q = [lower(z3, s, p, arith) for s in strategy]
        return (z3.And(arith.in_range(z3, p), z3.Not(lower(z3, P, p, arith)),
                       z3.Not(z3.And(move_relation(z3, fam, p, q, arith),
                                     lower(z3, P, q, arith)))), p, [])

    def half2_quantified(z3, arith):
        p, q = arith.faces(z3, "p", d), arith.faces(z3, "q", d)
        into_p = z3.And(arith.in_range(z3, q), move_relation(z3, fam, p, q, arith),
                        lower(z3, P, q, arith))
        return (z3.And(arith.in_range(z3, p), z3.Not(lower(z3, P, p, arith)),
                       z3.ForAll(q, z3.Not(into_p))), p, [])

    if half2 == "auto":
        half2 = "strategy" if strategy is not None else "quantified"
    if half2 in ("strategy", "both") and strategy is not None:
        queries.append(Query(HALF2, "strategy", "∃ p, p ∉ P ∧ ¬(M p (S p) ∧ S p ∈ P)",
                             half2_strategy, exprs=(P, *strategy, *rel), confirm=no_move_into_p,
                             describe=describe2, heaps=d))
    if half2 in ("quantified", "both") or strategy is None:
        queries.append(Query(HALF2, "quantified", "∃ p, p ∉ P ∧ ∀ q, ¬(M p q ∧ q ∈ P)",
                             half2_quantified, exprs=(P, *rel), quantified=True,
                             describe=describe2, confirm=no_move_into_p, in_p=E.to_python(P),
                             heaps=d))
    return queries


def _relation_exprs(family) -> tuple:
    return (family.relation,) if family.is_relation else ()


def example_queries(statement) -> list[Query]:
    """Concrete `M p q` facts and `∀ q, ¬ M a q`: no counterexample may exist."""
    queries = []
    for family, pv, qv in statement.facts:
        def build(z3, arith, family=family, pv=pv, qv=qv):
            p = [arith.const(z3, v) for v in pv]
            q = [arith.const(z3, v) for v in qv]
            return z3.Not(move_relation(z3, family, p, q, arith)), [], []

        def describe(_p, _q, family=family, pv=pv, qv=qv):
            return Counterexample(bindings={"p": lean_vector(pv), "q": lean_vector(qv)},
                                  issue=f"{family.lean} p q", data={"p": list(pv), "q": list(qv)})
        queries.append(Query(f"{family.lean} {lean_vector(pv)} {lean_vector(qv)}", "direct",
                             "¬ M p q (constants)", build, describe=describe,
                             exprs=_relation_exprs(family), heaps=family.heaps))
    for family, av in statement.stuck:
        where = "0" if not any(av) else lean_vector(av)

        def build0(z3, arith, family=family, av=av):
            q = arith.faces(z3, "q", family.heaps)
            a = [arith.const(z3, v) for v in av]
            return z3.And(arith.in_range(z3, q), move_relation(z3, family, a, q, arith)), q, []

        def describe0(qv, _q, family=family, av=av, where=where):
            return Counterexample(bindings={"q": lean_vector(qv)},
                                  issue=f"¬ {family.lean} {where} q",
                                  data={"p": list(av), "q": list(qv)})
        queries.append(Query(f"∀ q, ¬ {family.lean} {where} q", "direct", f"∃ q, M {where} q",
                             build0, describe=describe0, exprs=_relation_exprs(family),
                             heaps=family.heaps))
    return queries


def plain_queries(statement) -> list[Query]:
    """`∀ x, ψ → χ`: a counterexample is an x (each `Fin k` variable below k) with ψ ∧ ¬χ."""
    m = len(statement.variables)
    caps = [v.cap for v in statement.variables]

    def build(z3, arith):
        x = arith.faces(z3, "p", m)
        capped = [arith.le(z3, xi, arith.const(z3, c)) for xi, c in zip(x, caps) if c is not None]
        return (z3.And(arith.in_range(z3, x), *capped, lower(z3, statement.hypotheses, x, arith),
                       z3.Not(lower(z3, statement.conclusion, x, arith))), x, [])

    def describe(xv, _q):
        return Counterexample(bindings={v.name: str(a) for v, a in zip(statement.variables, xv)},
                              issue="hypotheses → conclusion",
                              breakdown=statement.breakdown(tuple(int(a) for a in xv)),
                              data={"values": list(xv)})
    return [Query("the statement", "direct", "∃ x, ψ x ∧ ¬ χ x", build, describe=describe,
                  exprs=(statement.hypotheses, statement.conclusion), heaps=m)]


def hypotheses_query(statement) -> Query:
    """`∃ x, ψ x` for a plain statement `∀ x, ψ → χ` (each `Fin k` variable below k): when it
    has no model, the statement holds only because nothing meets ψ (VACUOUS)."""
    m = len(statement.variables)
    caps = [v.cap for v in statement.variables]

    def build(z3, arith):
        x = arith.faces(z3, "p", m)
        capped = [arith.le(z3, xi, arith.const(z3, c)) for xi, c in zip(x, caps) if c is not None]
        return (z3.And(arith.in_range(z3, x), *capped, lower(z3, statement.hypotheses, x, arith)),
                x, [])
    return Query("the hypotheses", "direct", "∃ x, ψ x", build, exprs=(statement.hypotheses,),
                 heaps=m)


def _vacuous(statement, held: Verdict, options: SearchOptions) -> Verdict | None:
    """VACUOUS in place of `held` (a plain statement's HOLDS or PROVED) when z3 finds that no
    value of its scope meets the hypotheses: a proof that holds of nothing proves nothing
    meaningful. None when some value meets them, or z3 cannot tell."""
    if held.scope != ALL_NATURALS and not held.scope.removeprefix("W=").isdigit():
        return None
    width = None if held.scope == ALL_NATURALS else int(held.scope.removeprefix("W="))
    query = hypotheses_query(statement)
    left = options.time_left()
    timeout = options.timeout_s if left is None else min(options.timeout_s, left)
    if timeout <= 0.05:
        return None
    import z3
    start = time.perf_counter()
    formula, _, _ = query.build(z3, arith_for(width, query.exprs, query.heaps))
    solver = _solver(z3, timeout)
    solver.add(formula)
    if solver.check() != z3.unsat:     # some value meets them, or z3 cannot tell
        return None
    seconds = time.perf_counter() - start
    where = "any natural" if width is None else f"any value below 2^{width} ({held.scope})"
    return Verdict(claim=held.claim, status=Status.VACUOUS, backend=held.backend,
                   scope=held.scope, seconds=held.seconds + seconds,
                   reason=f"z3: no assignment of {where} meets the hypotheses, so nothing was "
                          f"tested", parts=held.parts, reproduce=held.reproduce)


def relation_lowers(relation, d: int, timeout_s: float = 10.0) -> str | None:
    """None when z3 proves, for all naturals p and q, that `relation` implies `q ≤ p ∧ q ≠ p`;
    otherwise why not (a move that does not lower the position, or z3's unknown).

    Non-linear subterms (`^^^`, powers) are replaced by fresh naturals: a proof of the weaker
    formula is a proof of this one, and a counterexample to it proves nothing, so then the
    answer says that z3 could not decide."""
    import sympy as sp
    import z3
    nonlinear = [n for n in sp.preorder_traversal(relation)
                 if isinstance(n, E.NatXor) or (isinstance(n, sp.Pow) and n.free_symbols)]
    fresh = {n: sp.Symbol(f"p{d + i}", integer=True, nonnegative=True)
             for i, n in enumerate(dict.fromkeys(nonlinear))}
    linear = relation.xreplace(fresh)
    abstracted = bool(fresh)
    p = [z3.Int(f"p{k}") for k in range(d + len(fresh))]
    q = [z3.Int(f"q{k}") for k in range(d)]
    s = _solver(z3, timeout_s)
    s.add(*[x >= 0 for x in p + q])
    s.add(E.to_z3(linear, p, q, bitvector=False))
    s.add(z3.Not(z3.And(z3.And([q[k] <= p[k] for k in range(d)]),
                        z3.Or([q[k] != p[k] for k in range(d)]))))
    answer = s.check()
    if answer == z3.unsat:
        return None
    if answer == z3.sat and not abstracted:
        m = s.model()
        pv = [m.eval(p[k], model_completion=True).as_long() for k in range(d)]
        qv = [m.eval(x, model_completion=True).as_long() for x in q]
        return (f"not every move lowers the position: M {lean_vector(pv)} {lean_vector(qv)} "
                "holds but not q ≤ p ∧ q ≠ p (the box would not be closed under moves, or the "
                "game could cycle); add `q ≤ p ∧ q ≠ p` to the relation if that is meant")
    why = "z3 could not decide it" + (f" ({s.reason_unknown()})" if answer == z3.unknown else
                                      " with ^^^ and powers read as unknown naturals")
    return (f"could not prove that every move lowers the position (q ≤ p ∧ q ≠ p): {why}; "
            "add `q ≤ p ∧ q ≠ p` to the relation")


def relations_equivalent(relation, other, d: int, timeout_s: float = 10.0):
    """True when z3 proves `relation ↔ other` for all naturals p, q (two move relations on d
    heaps); False when it finds a pair where they differ; None when it cannot decide
    (non-linear arithmetic, timeout). Move families are recognised only on True."""
    import z3
    if not (E.is_linear(relation) and E.is_linear(other)):
        return None
    p = [z3.Int(f"p{k}") for k in range(d)]
    q = [z3.Int(f"q{k}") for k in range(d)]
    s = _solver(z3, timeout_s)
    s.add(*[x >= 0 for x in p + q])
    s.add(E.to_z3(relation, p, q, bitvector=False) != E.to_z3(other, p, q, bitvector=False))
    answer = s.check()
    if answer == z3.unsat:
        return True
    if answer == z3.sat:
        return False
    return None


# --- Statements as verdicts --------------------------------------------------------------------

@dataclass
class SearchOptions:
    """What `pychecks search` runs: bounded width, widening limit, per-query timeout, mode of the
    second half of kernel statements, and whether to try unbounded Ints where linear."""

    width: int = DEFAULT_WIDTH
    max_width: int = DEFAULT_MAX_WIDTH
    timeout_s: float = Z3_TIMEOUT_S
    half2: str = "auto"
    unbounded: bool = True
    #: Seconds for the whole run (None: no limit), and the `time.perf_counter()` at which it
    #: runs out (set by `start_budget` when the run begins).
    budget_s: float | None = SEARCH_BUDGET_S
    deadline: float | None = None
    #: Bit-blast quantifier-free queries at bounded widths (`arith_for`).
    blast: bool = True

    def start_budget(self) -> "SearchOptions":
        """Start the clock of `budget_s` now (once per command run)."""
        if self.budget_s is not None and self.deadline is None:
            self.deadline = time.perf_counter() + self.budget_s
        return self

    def time_left(self) -> float | None:
        return None if self.deadline is None else self.deadline - time.perf_counter()

    def budget_words(self) -> str:
        return f"the search's time budget of {self.budget_s:g} s (--budget)"


def _widths(options: SearchOptions, linear: bool, quantified: bool) -> list[int | None]:
    """Encodings to try, in order: W, then unbounded Ints (linear), or wider bit-vectors (^^^).

    Quantified queries are not widened: their bounded form is the box-like check, and the wide
    forms only spend the budget.
    """
    out: list[int | None] = [options.width]
    if linear and options.unbounded:
        out.append(None)
    elif not linear and not quantified:
        out += [w for w in WIDEN if options.width < w <= options.max_width]
    return out


def _strongest(parts: list[Verdict]) -> tuple[Status, str]:
    """A half's status from its queries: a counterexample anywhere refutes it; otherwise the
    strongest settled answer (PROVED, then HOLDS at the widest width) stands; else UNKNOWN."""
    statuses = [v.status for v in parts]
    if Status.FAILS in statuses:
        v = next(v for v in parts if v.status is Status.FAILS)
        return Status.FAILS, v.scope
    if Status.PROVED in statuses:
        return Status.PROVED, ALL_NATURALS
    held = [v for v in parts if v.status is Status.HOLDS]
    if held:
        return Status.HOLDS, max(held, key=lambda v: int(v.scope[2:])).scope
    return Status.UNKNOWN, parts[0].scope if parts else "-"


#: Share of the per-query time the first encoding gets when bit-blasting is the fallback.
FIRST_ATTEMPT_SHARE = 0.25


def _attempts(options: SearchOptions, query: Query, width):
    """(encoding, seconds) to try in turn for one query at one width. Quantified queries and
    unbounded Ints: the one encoding, all the time. A quantifier-free query at a bounded width:
    the usual encoding (`arith_for`: Ints where linear, else bit-vectors) for a quarter of the
    time, then bit-blasting for the time left, since each settles queries the other leaves
    UNKNOWN (Ints are instant on the linear `% 3` sums that bit-blasting finds slow; bit-blasting
    is instant on Moore's `/ 2 ^ b % 2` that Ints leave UNKNOWN)."""
    plain = arith_for(width, query.exprs, query.heaps)
    if width is None or query.quantified or not options.blast:
        return [(plain, options.timeout_s)]
    first = options.timeout_s * FIRST_ATTEMPT_SHARE
    return [(plain, first),
            (arith_for(width, query.exprs, query.heaps, blast=True), options.timeout_s - first)]


def search_half(claim: str, part: str, queries: list[Query], options: SearchOptions) -> Verdict:
    """Run every query for one half, each at each of its widths (stopping a widening at the first
    width that does not come back unsat), and summarise."""
    runs, records = [], []
    for query in queries:
        linear = is_linear(*query.exprs)
        for width in _widths(options, linear, query.quantified):
            settled = False
            for arith, share in _attempts(options, query, width):
                left = options.time_left()
                if left is not None and left <= 0.05:
                    # Not run: the budget is spent. UNKNOWN, so a widening stops at the widths
                    # that did run (their HOLDS stands, with their scope), and a half with no
                    # run left is UNKNOWN naming the budget.
                    runs.append(Verdict(claim=claim, status=Status.UNKNOWN,
                                        backend=f"z3 {query.mode}", scope=arith.scope, part=part,
                                        reason=f"not run at {arith.scope}: "
                                               f"{options.budget_words()} was spent"))
                    records.append({"part": query.part, "mode": query.mode,
                                    "width": arith.width, "answer": "not run (budget spent)"})
                    break
                timeout = share if left is None else min(share, left)
                result = run_query(query, arith, timeout)
                if result.status is Status.UNKNOWN and left is not None and left < share:
                    result.reason = (f"{result.reason}; its time was cut to {timeout:.1f} s by "
                                     f"{options.budget_words()}")
                records.append(result.record)
                runs.append(Verdict(claim=claim, status=result.status,
                                    backend=f"z3 {query.mode}" + (" bit-blast" if arith.blast
                                                                  else ""),
                                    scope=arith.scope, part=part, seconds=result.seconds,
                                    counterexample=result.counterexample, reason=result.reason))
                if result.status is not Status.UNKNOWN:
                    settled = result.status is not Status.FAILS
                    break
            if not settled:
                break
    status, scope = _strongest(runs)
    reason = "; ".join(r.reason for r in runs if r.reason) or None
    cx = next((r.counterexample for r in runs if r.counterexample is not None), None)
    return Verdict(claim=claim, status=status, backend="z3", scope=scope, part=part,
                   seconds=sum(r.seconds for r in runs), counterexample=cx,
                   reason=reason if status is Status.UNKNOWN or cx else None,
                   parts=runs, reproduce={"queries": records})


#: Why a characterisation is not searched (see `search_statement`).
CHARACTERISATION_REASON = (
    "P is defined recursively (hP), and z3 has no closed form for it outside the hypotheses; "
    "no query can refute or confirm the closed form without solving the game (use `pychecks "
    "check`, which solves the whole box)")


def _kernel_halves(statement, options):
    groups = {}
    for q in kernel_queries(statement, options.half2):
        groups.setdefault(q.part, []).append(q)
    return list(groups.items())


def _one_by_one(queries):
    return [(q.part, [q]) for q in queries]


#: Per kind of statement: its queries, grouped into the halves (parts) a verdict reports.
HALVES = {KernelStatement: _kernel_halves,
          ExampleStatement: lambda st, options: _one_by_one(example_queries(st)),
          PlainStatement: lambda st, options: _one_by_one(plain_queries(st))}
#: Kinds z3 does not search, and why.
NOT_SEARCHED = {CharacterisationStatement: CHARACTERISATION_REASON}


def searchable(statement) -> bool:
    """True when z3 has an encoding for this statement."""
    return type(statement) in HALVES


def search(statement, options: SearchOptions, name: str | None = None) -> Verdict:
    """The z3 verdict for one statement: kernel statements half by half, examples fact by fact,
    plain statements whole; characterisations are UNKNOWN with the reason."""
    from ..verdict import combine
    name = name or statement.name
    reproduce = {"command": reproduce_command(name, options), "width": options.width,
                 "max_width": options.max_width, "timeout_s": options.timeout_s,
                 "half2": options.half2, "unbounded": options.unbounded, "seed": Z3_SEED,
                 "budget_s": options.budget_s if options.deadline is not None else None,
                 "tactic": "bit-blast" if options.blast else "default"}
    halves_of = HALVES.get(type(statement))
    if halves_of is None:
        why = NOT_SEARCHED.get(type(statement), "no z3 encoding for this kind of statement")
        return Verdict(claim=name, status=Status.UNKNOWN, backend="z3", scope="-",
                       reason=why, reproduce=reproduce)
    family = getattr(statement, "family", None)
    if family is not None and family.is_relation:
        family.check_relation()
    halves = [search_half(name, part, qs, options) for part, qs in halves_of(statement, options)]
    scopes = []
    for h in halves:
        if h.scope not in scopes:
            scopes.append(h.scope)
    out = combine(name, "z3", " / ".join(scopes), halves, reproduce=reproduce)
    if out.status is Status.FAILS:
        out.scope = out.first_counterexample().scope
    if isinstance(statement, PlainStatement) and out.status in (Status.HOLDS, Status.PROVED):
        return _vacuous(statement, out, options) or out
    return out


def search_statement(claim, options: SearchOptions) -> Verdict:
    """`search` on a registered claim's statement, under the claim's name."""
    return search(claim.statement, options, claim.name)


def reproduce_command(name: str, options: SearchOptions) -> str:
    cmd = (f"pychecks search {name} --width {options.width} --max-width {options.max_width} "
           f"--timeout {options.timeout_s:g} --half2 {options.half2}")
    return cmd + ("" if options.unbounded else " --no-unbounded")
