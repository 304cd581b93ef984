"""The reference back end: a plain interpreter of the elaborated tree (`ir.py`), written to be
obviously right rather than fast. The compiled twin (`compile.py`) must agree with it on every
statement (`tests/lean/evaluate/test_twins.py`).

Environments are dicts from names to values; a `Lam` becomes a Python closure over a copy of
its environment; definitions are memoised per argument tuple (`Def.params`), so a recursive
solver called on every position of the scope computes each position once; inductive predicates
go through the shared least-fixpoint engine (`inductive.Fixpoint`).
"""
from __future__ import annotations

from . import ir as I
from . import runtime as R
from . import scope as S
from . import truth as TR
from .inductive import Fixpoint, groups_of


class Interpreter:
    """Evaluates IR of one Program within one scope and budget."""

    def __init__(self, program: I.Program, scope: S.Scope | None = None,
                 budget: R.Budget | None = None, info: S.TypeInfo | None = None,
                 library_errors=(), beyond=None):
        self.program = program
        #: z3 for quantifiers the scope leaves open (`beyond.Beyond`), or None
        self.beyond = beyond
        self.scope = scope
        self.budget = budget or R.Budget()
        self.info = info or S.TypeInfo()
        self.memo: dict = {}
        self.constants: dict = {}
        self.scope_cache: dict = {}
        self.library_errors = library_errors
        self.lookup = None
        self.fixpoint = Fixpoint({k: [self._rule(r) for r in p.rules]
                                  for k, p in program.preds.items()},
                                 groups_of(program.preds), self.budget)

    # --- the entry points -------------------------------------------------------------------
    def run(self, ir, env: dict):
        return self.eval(ir, env)

    def call_global(self, key: str, args: tuple):
        d = self.program.defs[key]
        self.budget.tick()
        if not args:
            if key not in self.constants:
                self.constants[key] = self.eval(d.body, {})
            return self.constants[key]
        table = self.memo.setdefault(key, {})
        try:
            hit = table.get(args, _MISSING)
        except TypeError:      # an argument that is a function: not remembered
            return self.eval(d.body, dict(zip(d.params, args)))
        if hit is not _MISSING:
            return hit
        out = self.eval(d.body, dict(zip(d.params, args)))
        table[args] = out
        return out

    def _rule(self, rule: I.Rule):
        """A constructor's rule as the fixpoint engine calls it: `run(indices, lookup)`."""
        def run(args, lookup, rule=rule):
            saved, self.lookup = self.lookup, lookup
            try:
                env = {s.name: a for s, a in zip(rule.body.scrutinees, args)}
                return self.eval(rule.body, env)
            finally:
                self.lookup = saved
        return run

    # --- evaluation -------------------------------------------------------------------------
    def eval(self, ir, env):
        method = getattr(self, "e_" + type(ir).__name__)
        return method(ir, env)

    def e_Lit(self, ir, env):
        return ir.value

    def e_Var(self, ir, env):
        return env[ir.name]

    def e_Global(self, ir, env):
        return self.call_global(ir.key, tuple(self.eval(a, env) for a in ir.args))

    def e_Lib(self, ir, env):
        args = [self.eval(a, env) for a in ir.type_args + ir.args]
        self.budget.tick()
        try:
            return ir.impl(*args)
        except self.library_errors as exc:
            raise library_failure(ir, exc) from None

    def e_Call(self, ir, env):
        fn = self.eval(ir.fn, env)
        return fn(*[self.eval(a, env) for a in ir.args])

    def e_Index(self, ir, env):
        return self.eval(ir.table, env)[self.eval(ir.index, env)]

    def e_Lam(self, ir, env):
        params, body, captured = ir.params, ir.body, dict(env)

        def closure(*args):
            inner = dict(captured)
            inner.update(zip(params, args))
            return self.eval(body, inner)
        return closure

    def e_Tabulate(self, ir, env):
        n = self.eval(ir.n, env)
        fn = self.eval(ir.fn, env)
        return tuple(fn(i) for i in range(n))

    def e_Let(self, ir, env):
        inner = dict(env)
        inner[ir.name] = self.eval(ir.value, env)
        return self.eval(ir.body, inner)

    def e_If(self, ir, env):
        c = self.eval(ir.cond, env)
        if c is not True and c is not False:
            raise R.NotExact(c)
        return self.eval(ir.then if c else ir.else_, env)

    def e_Prim(self, ir, env):
        args = [self.eval(a, env) for a in ir.args]
        try:
            return ir.fn(*args)
        except self.library_errors as exc:     # a domain too large to list (`Fin n → α`)
            raise library_failure(ir, exc) from None

    def e_Match(self, ir, env):
        values = [self.eval(s, env) for s in ir.scrutinees]
        for clause in ir.clauses:
            bound = {}
            if all(match(p, v, bound) for p, v in zip(clause.patterns, values)):
                inner = dict(env)
                inner.update(bound)
                return self.eval(clause.body, inner)
        raise AssertionError("no alternative matched: the patterns are not exhaustive")

    # propositions
    def e_Not(self, ir, env):
        return TR.t_not(self.eval(ir.arg, env))

    def e_And(self, ir, env):
        a = self.eval(ir.lhs, env)
        if a is False:
            return False
        return TR.t_and(a, self.eval(ir.rhs, env))

    def e_Or(self, ir, env):
        a = self.eval(ir.lhs, env)
        if a is True:
            return True
        return TR.t_or(a, self.eval(ir.rhs, env))

    def e_Implies(self, ir, env):
        a = self.eval(ir.lhs, env)
        if a is False:
            return True
        return TR.t_implies(a, self.eval(ir.rhs, env))

    def e_Iff(self, ir, env):
        return TR.t_iff(self.eval(ir.lhs, env), self.eval(ir.rhs, env))

    def e_Quant(self, ir, env):
        dom = ir.domain
        values = self.eval(dom.values, env) if dom.exact else self.scope_values(dom.scope_type)
        if not dom.exact and dom.low is not None:
            values = R.from_low(self.eval(dom.low, env), values)

        def body(v):
            inner = dict(env)
            inner[ir.var] = v
            return self.eval(ir.body, inner)
        return R.quantify(ir.kind, values, body, ir, self.budget.tick, self.beyond, env)

    def e_Pred(self, ir, env):
        args = tuple(self.eval(a, env) for a in ir.args)
        if self.lookup is not None:
            return self.lookup(ir.key, args)
        return self.fixpoint.holds(ir.key, args)

    def scope_values(self, ty):
        key = repr(ty)
        if key not in self.scope_cache:
            if self.scope is None:
                raise R.NotExact(TR.Unknown("a quantifier over a scope, with no scope given"))
            try:
                self.scope_cache[key] = S.values(ty, self.scope, self.info)
            except S.NotEnumerable as exc:      # as the compiled backend says it
                raise R.NotExact(TR.Unknown(str(exc))) from None
        return self.scope_cache[key]


_MISSING = object()


def library_failure(ir, exc) -> R.EvalError:
    """A library exception as the evaluation error it means."""
    kind = type(exc).__name__
    name = getattr(ir, "name", None) or ir.op       # a library call's, or a primitive's
    place = getattr(ir.at, "line", 0), getattr(ir.at, "column", 0)
    where = f" (at {place[0]}:{place[1]})" if place[0] else ""
    if kind in ("ScopeExhausted", "FalseProof"):
        return R.NotExact(TR.Unknown(f"`{name}`{where}: {exc}"))
    if kind in ("ResultTooLarge",):
        return R.Runaway(f"`{name}`{where}: {exc}")
    return R.Panic(f"`{name}`{where} would panic in Lean: {exc}")


def match(pat, v, bound: dict) -> bool:
    """Does value v match the pattern? Binds the pattern's variables into `bound`."""
    if isinstance(pat, I.PVar):
        bound[pat.name] = v
        return True
    if isinstance(pat, I.PWild):
        return True
    if isinstance(pat, I.PLit):
        return v == pat.value and type(v) is type(pat.value) or \
            (pat.value is None and v is None)
    if isinstance(pat, I.PSucc):
        return v >= pat.k and match(pat.inner, v - pat.k, bound)
    if isinstance(pat, I.PCons):
        return len(v) > 0 and match(pat.head, v[0], bound) and match(pat.tail, v[1:], bound)
    if isinstance(pat, I.PList):
        return len(v) == len(pat.items) and all(match(p, x, bound)
                                                 for p, x in zip(pat.items, v))
    if isinstance(pat, I.PPair):
        return match(pat.fst, v.fst, bound) and match(pat.snd, v.snd, bound)
    if isinstance(pat, I.PSome):
        return v is not None and match(pat.inner, v.value, bound)
    if isinstance(pat, I.PStruct):
        return all(match(p, x, bound) for p, x in zip(pat.fields, v.fields))
    if isinstance(pat, I.PCtor):
        return v.ctor == pat.ctor and all(match(p, x, bound) for p, x in zip(pat.args, v.args))
    raise AssertionError(f"no matcher for {pat!r}")


def constant(ir, el):
    """The value of a closed term (a `Fin` size written as a term), or None."""
    try:
        return Interpreter(el.program, info=el.info,
                           budget=R.Budget(steps=100_000, seconds=5.0)).run(ir, {})
    except R.EvalError:
        return None
