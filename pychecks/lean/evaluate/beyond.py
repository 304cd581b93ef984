"""Deciding a quantifier beyond the scope with z3.

A `∀ x : ℤ` that held on every value of the scope, or an `∃ q : ℚ` that found no witness there,
is only true (false) within the scope (`truth.Scoped`). Where its body is arithmetic (numerals,
the variables, `+ - * / %`, `^` by a known exponent, casts, `|·|`, `min`/`max`, `Even`/`Odd`,
`∣`, `≡ [MOD n]`, floor and ceiling, comparisons, connectives, `if`, the project's
non-recursive definitions, and quantifiers inside of the same kind), both back ends hand it to
z3 with the values of the assignment (`quantify` in `runtime.py` calls `Beyond.decide`):

* a model z3 finds (a counterexample of the `∀`, a witness of the `∃`) is taken only once the
  back end's own evaluation of the body at that value confirms it, so it is as exact as any
  value of the scope;
* "unsat" (no counterexample, no witness, over every value of the type) is z3's proof. Each
  operation is lowered with Lean's meaning: ℕ is ℤ at least 0, ℕ subtraction truncates, `x / 0 =
  0` and `x % 0 = x`, ℤ's `/` and `%` are `Int.ediv`/`Int.emod`, which are SMT-LIB's `div` and
  `mod` (the remainder between 0 and |b|). ℚ is z3's reals: a proof over ℝ of `∀ x, φ` or of
  `¬ ∃ x, φ` holds over ℚ ⊂ ℝ as long as no quantifier inside φ ranges over ℚ too; with one
  inside, only linear real arithmetic is taken (ℚ and ℝ agree on it), never a product, a
  quotient or a floor of variables.

The first question about a quantifier is asked once for every assignment: its free names over
their whole types (`Beyond._general`). Where z3 proves it the same everywhere (`∃ m > n, m % 1000 =
999` holds whatever n), no assignment needs a question of its own.

What z3 cannot settle in `SECONDS_PER_CALL` (or what is outside the fragment) stays as it was,
only within the scope. Each statement may spend `SECONDS` on z3 and ask `MAX_QUESTIONS`.
"""
from __future__ import annotations

import time
from fractions import Fraction

from . import ir as I
from . import runtime as R
from . import types as T

#: z3 time one question may take.
SECONDS_PER_CALL = 1.0
#: z3 time the question about every assignment at once may take (`Beyond._general`): where it is
#: hard, the assignments' own questions (each easier, its free names known) still have time.
SECONDS_GENERAL = 0.2
#: Time one statement may spend on all of its questions (lowering them included).
SECONDS = 6.0
#: Questions one statement may ask in all (each answer is cached by the values it depends on).
MAX_QUESTIONS = 200
#: Questions about one quantifier that z3 leaves undecided before it is not asked again.
GIVE_UP_AFTER = 3
#: The largest exponent `x ^ k` is multiplied out to.
MAX_EXPONENT = 16
#: Definitions inlined into one another at most this deep.
MAX_DEPTH = 24
#: The most values an exact domain inside a lowered formula is expanded to.
MAX_EXPANDED = 256


_ENABLED = R.CommandSetting(True)


def using_z3(on: bool):
    """Within the block, quantifiers the scope leaves open are handed to z3 (`on`) or not
    (`pychecks check --scope-only`: they stay true or false only within the scope)."""
    return _ENABLED.using(on)


def enabled() -> bool:
    """Whether the command running asks z3 beyond the scope (`using_z3`)."""
    return _ENABLED.current()


class Unsupported(Exception):
    """The formula is outside the fragment z3 is asked about."""


class Beyond:
    """One statement's z3 questions: the program its definitions come from, the budget its
    clock is on, what was asked and answered (by quantifier and the values it depends on), and
    what was decided (`decided`, quantifier text → assignments), which the verdict reports."""

    def __init__(self, program: I.Program, evaluate=None, types=None):
        self.program = program
        self.evaluate = evaluate        # (ir, env) → value, for exact domains inside
        #: the statement's names and their types (its variables, its quantifiers'), for the
        #: question asked once about every assignment (`_general`)
        self.types = types or {}
        self.always: dict = {}
        self.cache: dict = {}
        self.free: dict = {}
        self.refused: set = set()
        self.undecided: dict = {}
        self.spent = 0.0
        self.asked = 0
        self.decided: dict = {}

    def decide(self, q: I.Quant, env: dict, body, scoped):
        """True or False for `q` at `env` (its free names' values) where z3 settles it, the
        back end's `body` (value → truth) confirming any value z3 gives; else `scoped`, the
        truth within the scope."""
        if id(q) in self.refused or self.spent >= SECONDS or self.asked >= MAX_QUESTIONS:
            return scoped
        free = self.free.get(id(q))
        if free is None:
            from .compile import free_vars
            free = self.free[id(q)] = tuple(sorted(free_vars(q)))
        text = f"`{q.text}` ({q.place})" if q.place else f"`{q.text}`"
        if id(q) not in self.always:
            # first, once: is q the same at every assignment (its free names over their whole
            # types)? Then no assignment needs a question of its own
            self.always[id(q)] = self._timed(self._general, q, free)
        if self.always[id(q)] is not None:
            self.decided[text] = self.decided.get(text, 0) + 1
            return self.always[id(q)]
        try:
            key = (id(q), tuple(env[n] for n in free))
            hash(key)
        except (KeyError, TypeError):
            key = None
        if key is not None and key in self.cache:
            found = self.cache[key]
            return scoped if found is None else found
        found = self._timed(self._ask, q, {n: env[n] for n in free if n in env}, body)
        if key is not None:
            self.cache[key] = found
        if found is None:
            return scoped
        self.decided[text] = self.decided.get(text, 0) + 1
        return found

    def _timed(self, question, *args):
        """One question asked: counted, and its time added to what the statement spent."""
        self.asked += 1
        start = time.perf_counter()
        try:
            return question(*args)
        finally:
            self.spent += time.perf_counter() - start

    def _general(self, q, free):
        """q's truth at every assignment, where z3 proves it the same whatever its free names
        (each over its whole type): a `∀` with no counterexample for any of them is True, one
        with a counterexample for each False; an `∃` likewise. None otherwise."""
        import z3
        if q.kind not in ("all", "any") or any(n not in self.types for n in free):
            return None
        every = q.kind == "all"
        for always in (every, not every):
            try:
                low = _Lowering(self.program, {}, self.evaluate)
                bound, domains = {}, []
                for n in free:
                    v, c, _ = low._of_type(n, self.types[n], inner=False)
                    bound[n] = v
                    domains.append(c)
                # "the same at every assignment" as the answer would be, the other way round:
                # (∀ q) True everywhere: no free values and x with ¬φ; False everywhere: no free
                # values with ∀ x, φ (x then inside a ∀: the rule for ℚ inside applies)
                x, domain, names = low.variable(q, inner=always != every, bound=bound)
                phi = low.prop(q.body, {**bound, q.var: x})
            except (Unsupported, z3.Z3Exception, RecursionError, ArithmeticError, TypeError):
                return None
            solver = z3.Solver()
            solver.set(timeout=max(1, int(SECONDS_GENERAL * 1000)))
            solver.add(*domains)
            if always == every:         # no counterexample (∀) / no witness (∃) anywhere
                solver.add(domain, z3.Not(phi) if every else phi)
            else:                       # a counterexample (∀) / a witness (∃) everywhere
                solver.add(z3.ForAll(names, z3.Implies(domain, phi if every else z3.Not(phi))))
            if solver.check() == z3.unsat and not (low.inner_rationals and low.nonlinear):
                return always
        return None

    def note(self) -> str | None:
        """What z3 decided, for the verdict's reason (None when nothing)."""
        if not self.decided:
            return None
        parts = [f"{t} at {n:,} assignment{'s' if n != 1 else ''}"
                 for t, n in self.decided.items()]
        return "decided beyond the scope by z3: " + ", ".join(parts)

    def _ask(self, q, env, body):
        import z3
        try:
            low = _Lowering(self.program, env, self.evaluate)
            x, domain, _ = low.variable(q)
            phi = low.prop(q.body, {q.var: x})
        except (Unsupported, z3.Z3Exception, RecursionError, ArithmeticError, TypeError):
            # TypeError: an operation of the table met a pair (`_ZPair`) it does not take
            self.refused.add(id(q))
            return None
        every = q.kind == "all"
        if q.kind not in ("all", "any"):
            self.refused.add(id(q))
            return None
        solver = z3.Solver()
        left = max(0.05, min(SECONDS_PER_CALL, SECONDS - self.spent))
        solver.set(timeout=max(1, int(left * 1000)))
        solver.add(domain)
        solver.add(z3.Not(phi) if every else phi)
        answer = solver.check()
        if answer == z3.unsat:
            if low.inner_rationals and low.nonlinear:
                self.refused.add(id(q))     # ℝ's answer need not be ℚ's
                return None
            return every            # no counterexample of the ∀ / no witness of the ∃
        if answer == z3.sat:
            value = _model_value(solver.model(), x, q.domain.scope_type)
            if value is not None:
                try:
                    r = body(value)
                except Exception:       # noqa: BLE001 — unconfirmed: the scope's answer stands
                    r = None
                if r is (not every):        # confirmed by the back end's own evaluation
                    return r
        n = self.undecided.get(id(q), 0) + 1
        self.undecided[id(q)] = n
        if n >= GIVE_UP_AFTER:
            self.refused.add(id(q))
        return None


def _model_value(model, x, ty):
    """The value of the quantified `x` (a z3 constant, or a `_ZPair` of them) in `model`, as the
    back ends hold a value of type `ty`; None when it is none of theirs."""
    from .values import Pair
    if isinstance(x, _ZPair):
        t = T.resolve(ty)
        a = _model_value(model, x.fst, t.args[0])
        b = _model_value(model, x.snd, t.args[1])
        return None if a is None or b is None else Pair(a, b)
    return _python_value(model.eval(x, model_completion=True), _number_type(ty))


class _ZPair:
    """A pair of z3 terms (`α × β` of numbers), compared and taken apart componentwise."""

    def __init__(self, fst, snd):
        self.fst, self.snd = fst, snd


def _python_value(v, ty):
    """A z3 numeral as the back ends' value of `ty` (int, Fraction), None when it is none
    (an irrational algebraic number, a negative value for ℕ)."""
    import z3
    if z3.is_int_value(v):
        n = v.as_long()
        return n if ty != T.NAT or n >= 0 else None
    if z3.is_rational_value(v):
        return Fraction(v.numerator_as_long(), v.denominator_as_long())
    return None


def _number_type(ty):
    return {"Nat": T.NAT, "Int": T.INT, "Rat": T.RAT}.get(T.head(ty) if ty is not None else None)


class _Lowering:
    """IR → z3 terms at one assignment (`env`: the free names' values)."""

    def __init__(self, program, env, evaluate):
        self.program = program
        self.env = env
        self.evaluate = evaluate
        self.depth = 0
        self.nonlinear = False        # a product, quotient or floor of real variables
        self.inner_rationals = False  # a quantifier over ℚ inside the one asked about
        self.fresh = 0

    # --- the quantified variable ---------------------------------------------------------------
    def variable(self, q, inner: bool = False, bound=None):
        """(z3 term, its domain constraint, its z3 constants) of a quantifier over the scope of
        ℕ, ℤ, ℚ, or pairs of them."""
        import z3
        x, constraint, names = self._of_type(q.var, q.domain.scope_type, inner)
        if q.domain.low is not None:
            constraint = z3.And(constraint, x >= self.term(q.domain.low, bound or {}))
        return x, constraint, names

    def _of_type(self, var, ty, inner):
        import z3
        t = T.resolve(ty) if ty is not None else None
        if isinstance(t, T.TCon) and t.name == "Prod" and len(t.args) == 2:
            a, ca, na = self._of_type(var, t.args[0], inner)
            b, cb, nb = self._of_type(var, t.args[1], inner)
            return _ZPair(a, b), z3.And(ca, cb), na + nb
        kind = _number_type(ty)
        if kind is None:
            raise Unsupported("a quantifier over a type z3 is not asked about")
        self.fresh += 1
        name = f"{var}!{self.fresh}"
        if kind == T.RAT:
            if inner:
                self.inner_rationals = True
            x = z3.Real(name)
            return x, z3.BoolVal(True), [x]
        x = z3.Int(name)
        return x, (x >= 0 if kind == T.NAT else z3.BoolVal(True)), [x]

    # --- propositions and Bools ------------------------------------------------------------------
    def prop(self, ir, bound):
        import z3
        out = self.term(ir, bound)
        if isinstance(out, _ZPair) or not z3.is_bool(out):
            raise Unsupported("not a proposition")
        return out

    def term(self, ir, bound):
        import z3
        method = getattr(self, "t_" + type(ir).__name__, None)
        if method is None:
            raise Unsupported(type(ir).__name__)
        out = method(ir, bound)
        if not isinstance(out, (z3.ExprRef, _ZPair)):
            raise Unsupported("not a term")
        return out

    def t_Lit(self, ir, bound):
        return _constant(ir.value)

    def t_Var(self, ir, bound):
        if ir.name in bound:
            return bound[ir.name]
        if ir.name in self.env:
            return _constant(self.env[ir.name])
        raise Unsupported(f"the name {ir.name}")

    def t_Not(self, ir, bound):
        import z3
        return z3.Not(self.prop(ir.arg, bound))

    def t_And(self, ir, bound):
        import z3
        return z3.And(self.prop(ir.lhs, bound), self.prop(ir.rhs, bound))

    def t_Or(self, ir, bound):
        import z3
        return z3.Or(self.prop(ir.lhs, bound), self.prop(ir.rhs, bound))

    def t_Implies(self, ir, bound):
        import z3
        return z3.Implies(self.prop(ir.lhs, bound), self.prop(ir.rhs, bound))

    def t_Iff(self, ir, bound):
        return self.prop(ir.lhs, bound) == self.prop(ir.rhs, bound)

    def t_If(self, ir, bound):
        return _if(self.prop(ir.cond, bound), self.term(ir.then, bound),
                   self.term(ir.else_, bound))

    def t_Match(self, ir, bound):
        """One alternative of irrefutable patterns (names, `_`, pairs of them): its body with
        the names bound to the parts of the scrutinees."""
        if len(ir.clauses) != 1:
            raise Unsupported("a match of several alternatives")
        (clause,) = ir.clauses
        inner = dict(bound)
        for pat, s in zip(clause.patterns, ir.scrutinees):
            _bind(pat, self.term(s, bound), inner)
        return self.term(clause.body, inner)

    def t_Let(self, ir, bound):
        inner = dict(bound)
        inner[ir.name] = self.term(ir.value, bound)
        return self.term(ir.body, inner)

    def t_Call(self, ir, bound):
        if not isinstance(ir.fn, I.Lam) or len(ir.fn.params) != len(ir.args):
            raise Unsupported("a call of a function value")
        inner = dict(bound)
        for p, a in zip(ir.fn.params, ir.args):
            inner[p] = self.term(a, bound)
        return self.term(ir.fn.body, inner)

    def t_Global(self, ir, bound):
        d = self.program.defs.get(ir.key)
        if d is None or d.recursive or len(d.params) != len(ir.args):
            raise Unsupported("a recursive definition")
        if self.depth >= MAX_DEPTH:
            raise Unsupported("definitions nested too deep")
        inner = {p: self.term(a, bound) for p, a in zip(d.params, ir.args)}
        self.depth += 1
        try:
            # the definition's body sees only its parameters (and no assignment's names)
            saved, self.env = self.env, {}
            try:
                return self.term(d.body, inner)
            finally:
                self.env = saved
        finally:
            self.depth -= 1

    def t_Quant(self, ir, bound):
        import z3
        if ir.kind not in ("all", "any"):
            raise Unsupported("∃!")
        inner = dict(bound)
        if not ir.domain.exact:
            x, domain, names = self.variable(ir, inner=True)
            inner[ir.var] = x
            body = self.prop(ir.body, inner)
            if ir.kind == "all":
                return z3.ForAll(names, z3.Implies(domain, body))
            return z3.Exists(names, z3.And(domain, body))
        values = ir.domain.values
        ranged = self._range(values, bound)
        if ranged is not None:
            low, high = ranged          # low ≤ x < high
            x = z3.Int(f"{ir.var}!{self._next()}")
            inner[ir.var] = x
            body = self.prop(ir.body, inner)
            domain = z3.And(x >= low, x < high)
            if ir.kind == "all":
                return z3.ForAll([x], z3.Implies(domain, body))
            return z3.Exists([x], z3.And(domain, body))
        listed = self._listed(values, bound)
        parts = []
        for v in listed:
            inner[ir.var] = _constant(v)
            parts.append(self.prop(ir.body, inner))
        if ir.kind == "all":
            return z3.And(parts) if parts else z3.BoolVal(True)
        return z3.Or(parts) if parts else z3.BoolVal(False)

    def _next(self) -> int:
        self.fresh += 1
        return self.fresh

    def _range(self, values, bound):
        """(low, high) z3 terms of a domain `range`-like Prim (low ≤ x < high), else None."""
        from . import domains as D
        if not isinstance(values, I.Prim):
            return None
        if values.fn is D._range and len(values.args) == 1:
            return 0, self.term(values.args[0], bound)
        if values.fn is D._range_le and len(values.args) == 1:
            return 0, self.term(values.args[0], bound) + 1
        if values.fn is D._closed_range and len(values.args) == 2:
            return self.term(values.args[0], bound), self.term(values.args[1], bound) + 1
        return None

    def _listed(self, values, bound):
        """The values of an exact domain that depends on no z3 variable, evaluated."""
        from .compile import free_vars
        if self.evaluate is None or free_vars(values) & set(bound):
            raise Unsupported("a domain that depends on a quantified variable")
        try:
            out = list(self.evaluate(values, dict(self.env)))
        except Exception as exc:        # noqa: BLE001 — any failure: not lowered
            raise Unsupported("a domain that could not be listed") from exc
        if len(out) > MAX_EXPANDED or not all(_plain_value(v) for v in out):
            raise Unsupported("a domain too large, or of values z3 is not given")
        return out

    # --- operations ------------------------------------------------------------------------------
    def t_Prim(self, ir, bound):
        import z3
        from . import domains as D
        op, args = ir.op, ir.args
        if op == "eq" and len(args) == 2:
            return _equal(*(self.term(x, bound) for x in args))
        if op == "pair" and len(args) == 2:
            return _ZPair(*(self.term(x, bound) for x in args))
        if op in ("fst", "snd") and len(args) == 1:
            p = self.term(args[0], bound)
            if not isinstance(p, _ZPair):
                raise Unsupported("a projection of something not a pair")
            return p.fst if op == "fst" else p.snd
        if op in ("lt", "le") and len(args) == 2:
            a, b = _same_sort(*(self.term(x, bound) for x in args))
            if z3.is_bool(a):
                raise Unsupported("an order on Bool")
            return a < b if op == "lt" else a <= b
        if op == "not" and len(args) == 1:
            return z3.Not(self.prop(args[0], bound))
        if op == "decide" and args:
            return self.prop(args[0], bound)
        if op == "Rat.ofInt" and len(args) == 1:
            return _real(self.term(args[0], bound), self)
        plain = {D._succ: lambda a: a + 1, D._pred: lambda a: a - 1, D._neg: lambda a: -a}
        if ir.fn in plain and len(args) == 1:
            return plain[ir.fn](self.term(args[0], bound))
        if ir.fn is D._add and len(args) == 2:
            return self.term(args[0], bound) + self.term(args[1], bound)
        if ir.fn is D._sub and len(args) == 2:
            return self.term(args[0], bound) - self.term(args[1], bound)
        if ir.fn in (min, max) and args:
            terms = [self.term(a, bound) for a in args]
            out = terms[0]
            for t in terms[1:]:
                out = z3.If(t < out, t, out) if ir.fn is min else z3.If(t > out, t, out)
            return out
        raise Unsupported(op)

    def t_Lib(self, ir, bound):
        import z3
        name = ir.name
        if ir.type_args:
            raise Unsupported("type arguments")
        rule = _LIB.get(name)
        if rule is None:
            raise Unsupported(name)
        arity, kind, fn = rule
        if len(ir.args) != arity:
            raise Unsupported(name)
        if kind == "pow":
            base = self.term(ir.args[0], bound)
            k = z3.simplify(self.term(ir.args[1], bound))
            if not z3.is_int_value(k) or not 0 <= k.as_long() <= MAX_EXPONENT:
                raise Unsupported("a power with an exponent not known")
            if name == "Rat.pow" and not _constant_term(base) and k.as_long() > 1:
                self.nonlinear = True
            out = z3.RealVal(1) if name == "Rat.pow" else z3.IntVal(1)
            for _ in range(k.as_long()):
                out = out * base
            return out
        args = [self.term(a, bound) for a in ir.args]
        if kind == "real":
            args = [_real(a, self) for a in args]
            if name in ("Rat.mul",) and not any(_constant_term(a) for a in args):
                self.nonlinear = True
            if name in ("Rat.div", "Rat.inv") and not _constant_term(args[-1]):
                self.nonlinear = True
            if name in _ROUNDING:
                self.nonlinear = True
        elif kind == "int":
            if any(not z3.is_int(a) for a in args):
                raise Unsupported(f"{name} on something not an integer")
        return fn(*args)


def _equal(a, b):
    import z3
    if isinstance(a, _ZPair) or isinstance(b, _ZPair):
        if not (isinstance(a, _ZPair) and isinstance(b, _ZPair)):
            raise Unsupported("a pair compared with something not a pair")
        return z3.And(_equal(a.fst, b.fst), _equal(a.snd, b.snd))
    a, b = _same_sort(a, b)
    return a == b


def _if(c, a, b):
    import z3
    if isinstance(a, _ZPair) or isinstance(b, _ZPair):
        if not (isinstance(a, _ZPair) and isinstance(b, _ZPair)):
            raise Unsupported("an `if` of a pair and something not a pair")
        return _ZPair(_if(c, a.fst, b.fst), _if(c, a.snd, b.snd))
    a, b = _same_sort(a, b)
    return z3.If(c, a, b)


def _bind(pat, value, out: dict) -> None:
    """Bind the names of an irrefutable pattern to the parts of `value`."""
    if isinstance(pat, I.PVar):
        out[pat.name] = value
    elif isinstance(pat, I.PWild):
        pass
    elif isinstance(pat, I.PPair) and isinstance(value, _ZPair):
        _bind(pat.fst, value.fst, out)
        _bind(pat.snd, value.snd, out)
    else:
        raise Unsupported("a pattern that can fail to match")


def _constant(v):
    import z3
    from .values import Pair
    if isinstance(v, Pair):
        return _ZPair(_constant(v.fst), _constant(v.snd))
    if isinstance(v, bool):
        return z3.BoolVal(v)
    if isinstance(v, int):
        return z3.IntVal(v)
    if isinstance(v, Fraction):
        return z3.RealVal(v)
    raise Unsupported("a value z3 is not given")


def _plain_value(v) -> bool:
    return isinstance(v, (bool, int, Fraction))


def _constant_term(t) -> bool:
    import z3
    return z3.is_int_value(z3.simplify(t)) or z3.is_rational_value(z3.simplify(t))


def _real(t, low):
    import z3
    if z3.is_real(t):
        return t
    if z3.is_int(t):
        if not _constant_term(t):
            low.nonlinear = True    # integers among the reals: not linear real arithmetic
        return z3.ToReal(t)
    raise Unsupported("a cast of something not a number")


def _same_sort(a, b):
    import z3
    if isinstance(a, _ZPair) or isinstance(b, _ZPair):
        raise Unsupported("an operation on pairs")
    if z3.is_int(a) and z3.is_real(b):
        return z3.ToReal(a), b
    if z3.is_real(a) and z3.is_int(b):
        return a, z3.ToReal(b)
    if a.sort() != b.sort():
        raise Unsupported("operands of different sorts")
    return a, b


def _nat_sub(a, b):
    import z3
    return z3.If(a >= b, a - b, 0)


def _div(a, b):
    import z3
    return z3.If(b == 0, 0, a / b)


def _mod(a, b):
    import z3
    return z3.If(b == 0, a, a % b)


def _rat_div(a, b):
    import z3
    return z3.If(b == 0, z3.RealVal(0), a / b)


def _abs(a):
    import z3
    return z3.If(a < 0, -a, a)


def _min(a, b):
    import z3
    a, b = _same_sort(a, b)
    return z3.If(a <= b, a, b)


def _max(a, b):
    import z3
    a, b = _same_sort(a, b)
    return z3.If(a <= b, b, a)


def _floor(a):
    import z3
    return z3.ToInt(a)


def _ceil(a):
    import z3
    return -z3.ToInt(-a)


def _mod_eq(n, a, b):
    import z3
    return z3.If(n == 0, a == b, a % n == b % n)


def _even(n):
    return n % 2 == 0


def _odd(n):
    return n % 2 == 1


def _to_nat(a):
    import z3
    return z3.If(a < 0, 0, a)


_ROUNDING = ("Rat.floor", "Rat.ceil", "Int.floor", "Int.ceil", "Int.fract", "Nat.floor",
             "Nat.ceil")

#: Library entry → (arity, how its arguments are taken, its z3 meaning). Each is the entry's
#: Lean definition as the module docstring says (`x / 0 = 0`, truncated ℕ subtraction, …).
_LIB = {
    "Nat.add": (2, "int", lambda a, b: a + b), "Int.add": (2, "int", lambda a, b: a + b),
    "Nat.mul": (2, "int", lambda a, b: a * b), "Int.mul": (2, "int", lambda a, b: a * b),
    "Int.sub": (2, "int", lambda a, b: a - b), "Nat.sub": (2, "int", _nat_sub),
    "Nat.div": (2, "int", _div), "Int.ediv": (2, "int", _div),
    "Nat.mod": (2, "int", _mod), "Int.emod": (2, "int", _mod),
    "Int.neg": (1, "int", lambda a: -a), "Nat.succ": (1, "int", lambda a: a + 1),
    "Nat.pred": (1, "int", lambda a: _nat_sub(a, 1)),
    "Int.natAbs": (1, "int", _abs), "Int.toNat": (1, "int", _to_nat),
    "Nat.min": (2, "int", _min), "Nat.max": (2, "int", _max),
    "Min.min": (2, "any", _min), "Max.max": (2, "any", _max), "abs": (1, "any", _abs),
    "Nat.pow": (2, "pow", None), "Int.pow": (2, "pow", None), "Rat.pow": (2, "pow", None),
    "Nat.ModEq": (3, "int", _mod_eq), "Int.ModEq": (3, "int", _mod_eq),
    "Even": (1, "int", _even), "Odd": (1, "int", _odd),
    "Int.instDecidablePredEven": (1, "int", _even),
    "Int.instDecidablePredOdd": (1, "int", _odd),
    "Rat.add": (2, "real", lambda a, b: a + b), "Rat.sub": (2, "real", lambda a, b: a - b),
    "Rat.mul": (2, "real", lambda a, b: a * b), "Rat.div": (2, "real", _rat_div),
    "Rat.neg": (1, "real", lambda a: -a), "Rat.inv": (1, "real", lambda a: _rat_div(1, a)),
    "Rat.ofInt": (1, "real", lambda a: a),
    "Rat.floor": (1, "real", _floor), "Rat.ceil": (1, "real", _ceil),
    "Int.floor": (1, "real", _floor), "Int.ceil": (1, "real", _ceil),
    "Int.fract": (1, "real", lambda a: a - _to_real(_floor(a))),
    "Nat.floor": (1, "real", lambda a: _to_nat(_floor(a))),
    "Nat.ceil": (1, "real", lambda a: _to_nat(_ceil(a))),
}


def _to_real(t):
    import z3
    return z3.ToReal(t)
