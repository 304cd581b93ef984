"""The fast back end: the elaborated tree (`ir.py`) written out once as Python source and
`exec`'d, the way cel-python's Transpiler sits beside its Evaluator.

Each definition becomes a Python function with its memo table, each pattern match a function of
its scrutinees (and the names it uses from outside), each inductive predicate's constructor a
rule function for the shared least-fixpoint engine, and the statement one function of its
outer variables. Quantifiers, connectives and the truth values are those of `truth.py` through
small helpers, so both back ends compute the same three-valued answers; the interpreter
(`interpret.py`) is the reference the twin is tested against.
"""
from __future__ import annotations

from . import ir as I
from . import runtime as R
from . import scope as S
from . import truth as TR
from .inductive import Fixpoint, groups_of
from .interpret import library_failure


#: Library families whose calls' results (lists) are counted as they are made: the work of a
#: definition is in them more than in its calls, and a default scope's cost counts it.
COUNTED = ("List.", "Finset.", "Multiset.")
#: … except those whose result is no list (nothing to count, and a call the less).
SCALAR = frozenset({"foldl", "foldr", "length", "all", "any", "sum", "prod", "elem",
                    "contains", "Mem", "getD", "headD", "card", "count", "countP", "isEmpty",
                    "Nodup", "Sorted", "max?", "min?", "maximum?", "minimum?", "find?", "get",
                    "getLast?", "head?", "head!", "get?", "get!", "getLastD", "mem"})


class _State:
    """What the generated code reads at run time: the current fixpoint lookup."""

    def __init__(self):
        self.lookup = None


class Compiler:
    """Writes the Python source of one Program and statement."""

    def __init__(self, program: I.Program):
        self.program = program
        self.consts: dict = {}
        self.lines: list = []
        self.counter = 0
        self.global_names = {k: f"_g{i}" for i, k in enumerate(program.defs)}
        self.pred_keys = {k: f"_p{i}" for i, k in enumerate(program.preds)}

    def const(self, value, prefix="_c") -> str:
        key = id(value)
        for name, (v, _) in self.consts.items():
            if v is value:
                return name
        name = f"{prefix}{len(self.consts)}"
        self.consts[name] = (value, key)
        return name

    def fresh(self, base="_t") -> str:
        self.counter += 1
        return f"{base}{self.counter}"

    # --- expressions -------------------------------------------------------------------------
    def expr(self, ir) -> str:
        return getattr(self, "x_" + type(ir).__name__)(ir)

    def x_Lit(self, ir):
        v = ir.value
        if v is None or isinstance(v, (bool, int, str)):
            return repr(v)
        return self.const(v)

    def x_Var(self, ir):
        return "v_" + ir.name

    def x_Global(self, ir):
        return f"{self.global_names[ir.key]}({', '.join(self.expr(a) for a in ir.args)})"

    def x_Lib(self, ir):
        fn = self.const(ir.impl, "_f")
        args = ", ".join(self.expr(a) for a in ir.type_args + ir.args)
        if ir.name.startswith(COUNTED) and ir.name.rsplit(".", 1)[-1] not in SCALAR:
            # the list made is counted (`cost.py`)
            return f"_elements({fn}({args}))"
        return f"{fn}({args})"

    def x_Call(self, ir):
        return f"({self.expr(ir.fn)})({', '.join(self.expr(a) for a in ir.args)})"

    def x_Index(self, ir):
        return f"({self.expr(ir.table)})[{self.expr(ir.index)}]"

    def x_Lam(self, ir):
        params = ", ".join("v_" + p for p in ir.params)
        return f"(lambda {params}: {self.expr(ir.body)})"

    def x_Tabulate(self, ir):
        return f"_tabulate({self.expr(ir.n)}, {self.expr(ir.fn)})"

    def x_Let(self, ir):
        return f"(lambda v_{ir.name}: {self.expr(ir.body)})({self.expr(ir.value)})"

    def x_If(self, ir):
        return f"({self.expr(ir.then)} if _bool({self.expr(ir.cond)}) else {self.expr(ir.else_)})"

    _INLINE = {"eq": "==", "lt": "<", "le": "<="}

    def x_Prim(self, ir):
        op = self._INLINE.get(ir.op)
        if op is not None and len(ir.args) == 2:
            return f"({self.expr(ir.args[0])} {op} {self.expr(ir.args[1])})"
        fn = self.const(ir.fn, "_f")
        return f"{fn}({', '.join(self.expr(a) for a in ir.args)})"

    def x_Match(self, ir):
        name = self.fresh("_match")
        free = sorted(free_vars(ir))
        scr = [f"_s{i}" for i in range(len(ir.scrutinees))]
        lines = [f"def {name}({', '.join(scr + ['v_' + f for f in free])}):"]
        for clause in ir.clauses:
            body = []
            for pat, s in zip(clause.patterns, scr):
                self.pattern(pat, s, body)
            lines.append("    while True:")
            lines += ["        " + line for line in body]
            lines.append(f"        return {self.expr(clause.body)}")
        lines.append("    raise AssertionError('no alternative matched')")
        self.lines.extend(lines)
        args = [self.expr(s) for s in ir.scrutinees] + ["v_" + f for f in free]
        return f"{name}({', '.join(args)})"

    def pattern(self, pat, v: str, out: list) -> None:
        """Statements testing value `v` against `pat` (`break` when it does not match) and
        binding its variables."""
        if isinstance(pat, I.PVar):
            out.append(f"v_{pat.name} = {v}")
        elif isinstance(pat, I.PWild):
            pass
        elif isinstance(pat, I.PLit):
            if pat.value is None:
                out.append(f"if {v} is not None: break")
            else:
                out.append(f"if not ({v} == {pat.value!r} and type({v}) is "
                           f"{type(pat.value).__name__}): break")
        elif isinstance(pat, I.PSucc):
            out.append(f"if {v} < {pat.k}: break")
            w = self.fresh("_w")
            out.append(f"{w} = {v} - {pat.k}")
            self.pattern(pat.inner, w, out)
        elif isinstance(pat, I.PCons):
            out.append(f"if not {v}: break")
            h, t = self.fresh("_w"), self.fresh("_w")
            out.append(f"{h} = {v}[0]")
            out.append(f"{t} = {v}[1:]")
            self.pattern(pat.head, h, out)
            self.pattern(pat.tail, t, out)
        elif isinstance(pat, I.PList):
            out.append(f"if len({v}) != {len(pat.items)}: break")
            for i, p in enumerate(pat.items):
                w = self.fresh("_w")
                out.append(f"{w} = {v}[{i}]")
                self.pattern(p, w, out)
        elif isinstance(pat, I.PPair):
            a, b = self.fresh("_w"), self.fresh("_w")
            out.append(f"{a} = {v}.fst")
            out.append(f"{b} = {v}.snd")
            self.pattern(pat.fst, a, out)
            self.pattern(pat.snd, b, out)
        elif isinstance(pat, I.PSome):
            out.append(f"if {v} is None: break")
            w = self.fresh("_w")
            out.append(f"{w} = {v}.value")
            self.pattern(pat.inner, w, out)
        elif isinstance(pat, I.PStruct):
            for i, p in enumerate(pat.fields):
                w = self.fresh("_w")
                out.append(f"{w} = {v}.fields[{i}]")
                self.pattern(p, w, out)
        elif isinstance(pat, I.PCtor):
            out.append(f"if {v}.ctor != {pat.ctor!r}: break")
            for i, p in enumerate(pat.args):
                w = self.fresh("_w")
                out.append(f"{w} = {v}.args[{i}]")
                self.pattern(p, w, out)
        else:
            raise AssertionError(f"no compiler for {pat!r}")

    def x_Not(self, ir):
        return f"_not({self.expr(ir.arg)})"

    def x_And(self, ir):
        t = self.fresh()
        return (f"(False if ({t} := {self.expr(ir.lhs)}) is False else "
                f"({self.expr(ir.rhs)} if {t} is True else _and({t}, {self.expr(ir.rhs)})))")

    def x_Or(self, ir):
        t = self.fresh()
        return (f"(True if ({t} := {self.expr(ir.lhs)}) is True else "
                f"({self.expr(ir.rhs)} if {t} is False else _or({t}, {self.expr(ir.rhs)})))")

    def x_Implies(self, ir):
        t = self.fresh()
        return (f"(True if ({t} := {self.expr(ir.lhs)}) is False else "
                f"({self.expr(ir.rhs)} if {t} is True else _implies({t}, {self.expr(ir.rhs)})))")

    def x_Iff(self, ir):
        return f"_iff({self.expr(ir.lhs)}, {self.expr(ir.rhs)})"

    def x_Quant(self, ir):
        dom = ir.domain
        values = self.expr(dom.values) if dom.exact else f"_scope({self.const(dom.scope_type)})"
        if not dom.exact and dom.low is not None:
            values = f"_from_low({self.expr(dom.low)}, {values})"
        body = f"(lambda v_{ir.var}: {self.expr(ir.body)})"
        helper = {"all": "_all", "any": "_any", "unique": "_unique"}[ir.kind]
        q = self.const(ir)
        if dom.exact:
            return f"{helper}({values}, {body}, {q})"
        # the values of the names it uses, for z3 to ask about it beyond the scope
        names = ", ".join(f"{n!r}: v_{n}" for n in sorted(free_vars(ir)))
        return f"{helper}({values}, {body}, {q}, lambda: {{{names}}})"

    def x_Pred(self, ir):
        args = ", ".join(self.expr(a) for a in ir.args)
        return f"_pred({ir.key!r}, ({args}{',' if len(ir.args) == 1 else ''}))"

    # --- definitions ---------------------------------------------------------------------------
    def definition(self, d: I.Def) -> None:
        name = self.global_names[d.key]
        params = ", ".join("v_" + p for p in d.params)
        body = self.expr(d.body)
        memo = self.const({}, "_memo")
        if not d.params:
            self.lines += [f"def {name}():",
                           f"    if {memo!s}: return {memo}[()]",
                           f"    _tick()",
                           f"    r = {body}",
                           f"    {memo}[()] = r",
                           "    return r"]
            return
        key = "(" + ", ".join("v_" + p for p in d.params) + ("," if len(d.params) == 1 else "") \
            + ")"
        self.lines += [f"def {name}({params}):",
                       "    _tick()",
                       f"    k = {key}",
                       "    try:",
                       f"        r = {memo}.get(k, _MISS)",
                       "    except TypeError:",
                       f"        return {body}",
                       "    if r is not _MISS: return r",
                       f"    r = {body}",
                       f"    {memo}[k] = r",
                       "    return r"]

    def rule(self, key: str, i: int, rule: I.Rule) -> str:
        name = f"{self.pred_keys[key]}_r{i}"
        params = [s.name for s in rule.body.scrutinees]
        body = self.expr(rule.body)
        unpack = ", ".join("v_" + p for p in params) + ("," if len(params) == 1 else "")
        self.lines += [f"def {name}(_args, _lookup):",
                       f"    ({unpack}) = _args" if params else "    pass",
                       "    saved, _state.lookup = _state.lookup, _lookup",
                       "    try:",
                       f"        return {body}",
                       "    except _LIBRARY_ERRORS as exc:",
                       "        raise _library_failure(exc) from None",
                       "    finally:",
                       "        _state.lookup = saved"]
        return name


def free_vars(ir) -> set:
    """The names an IR node uses but does not bind."""
    used, bound = set(), set()
    for x in I.walk(ir):
        if isinstance(x, I.Var):
            used.add(x.name)
        elif isinstance(x, I.Lam):
            bound.update(x.params)
        elif isinstance(x, I.Let):
            bound.add(x.name)
        elif isinstance(x, I.Quant):
            bound.add(x.var)
        elif isinstance(x, I.Clause):
            for p in x.patterns:
                _pattern_names(p, bound)
    return used - bound


def _pattern_names(p, out: set):
    if isinstance(p, I.PVar):
        out.add(p.name)
    for v in vars(p).values():
        if isinstance(v, I.Pat):
            _pattern_names(v, out)
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, I.Pat):
                    _pattern_names(x, out)


_MISS = object()


def _tabulate(n, fn):
    return tuple(fn(i) for i in range(n))


def compile_statement(ev, scope: S.Scope, budget: R.Budget, extra_defs=(), beyond=None):
    """`run(values) -> (hypotheses' truth, conclusion's truth or None)`, compiled.

    `extra_defs` (`ir.Def`s) are compiled beside the program's; `run.namespace` and
    `run.global_names` (definition key → its name there) let a caller read them and replace a
    definition, or `_pred`, by a faster exact one (`game_graph.py`)."""
    program = ev.elab.program
    if extra_defs:
        program = I.Program(defs={**program.defs, **{d.key: d for d in extra_defs}},
                            preds=program.preds)
    comp = Compiler(program)
    for d in list(program.defs.values()):
        comp.definition(d)
    rule_names = {}
    for key, p in program.preds.items():
        rule_names[key] = [comp.rule(key, i, r) for i, r in enumerate(p.rules)]
    names = [v.py for v in ev.variables]
    extra = ev.play.environment() if ev.play is not None else {}
    params = ["v_" + n for n in names] + ["v_" + n for n in extra]
    hyps = [comp.expr(h) for h, _ in ev.hypotheses]
    concl = comp.expr(ev.conclusion)
    body = ["def _statement(" + ", ".join(params) + "):", "    h = True"]
    for h in hyps:
        body += [f"    h = _and(h, {h})", "    if h is False: return False, None"]
    body.append(f"    return h, {concl}")
    comp.lines += body
    source = "\n".join(comp.lines) + "\n"
    state = _State()
    lib_errors = R.library_errors(ev.elab.lib)
    scope_cache: dict = {}

    def scope_values(ty):
        key = repr(ty)
        if key not in scope_cache:
            try:
                scope_cache[key] = S.values(ty, scope, ev.elab.info)
            except S.NotEnumerable as exc:
                # an inner quantifier over a type too large to list at this scope (`∃ S :
                # Finset (Fin 6 → ZMod 10)`): the assignment is undecided, with the reason
                raise R.NotExact(TR.Unknown(str(exc))) from None
        return scope_cache[key]

    tick = budget.tick

    def quant_all(values, body, q, env=None):
        return R.quantify("all", values, body, q, tick, beyond, env)

    def quant_any(values, body, q, env=None):
        return R.quantify("any", values, body, q, tick, beyond, env)

    def quant_unique(values, body, q, env=None):
        return R.quantify("unique", values, body, q, tick)

    def elements(r):
        if type(r) is tuple or type(r) is frozenset:     # a list's, or a finset's
            budget.elements += len(r)
        return r

    def as_bool(c):
        if c is True or c is False:
            return c
        raise R.NotExact(c)

    fixpoint = None

    def pred(key, args):
        if state.lookup is not None:
            return state.lookup(key, args)
        return fixpoint.holds(key, args)

    namespace = {name: value for name, (value, _) in comp.consts.items()}
    namespace.update(_tick=tick, _MISS=_MISS, _tabulate=_tabulate, _bool=as_bool, _elements=elements,
                     _not=TR.t_not, _and=TR.t_and, _or=TR.t_or, _implies=TR.t_implies,
                     _iff=TR.t_iff, _all=quant_all, _any=quant_any, _unique=quant_unique,
                     _scope=scope_values, _from_low=R.from_low, _pred=pred, _state=state,
                     _LIBRARY_ERRORS=lib_errors, _library_failure=_failure)
    exec(compile(source, f"<pychecks-evaluate {ev.name}>", "exec"), namespace)
    rules = {key: [namespace[n] for n in names_] for key, names_ in rule_names.items()}
    fixpoint = Fixpoint(rules, groups_of(program.preds), budget)
    statement = namespace["_statement"]
    extra_values = list(extra.values())

    def run(values):
        try:
            return statement(*values, *extra_values)
        except lib_errors as exc:
            raise _failure(exc) from None
    run.source = source
    run.beyond = beyond
    run.namespace = namespace
    run.global_names = comp.global_names
    return run


class _At:
    line = column = 0


def _failure(exc):
    """A library exception met in compiled code (which does not know the call's place)."""
    name = getattr(exc, "name", None) or "a library call"
    ir = I.Lib(name=name, impl=None)
    ir.at = _At()
    return library_failure(ir, exc)
