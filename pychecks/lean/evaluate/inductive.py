"""Inductive predicates (`inductive Win : Pos → Prop`, mutual or not) as least fixpoints.

Elaboration (`predicate`) makes each constructor a rule: for indices x, "some values of the
constructor's other variables make its conclusion `Win e` match x and its premises hold". A
variable the conclusion does not fix must be bounded by a guard among the premises
(`q ∈ options p`, `q < n`, a lowering move `M p q`, or a finite type: `domains.py`); a
constructor with a variable no guard bounds makes the predicate UNKNOWN, naming that
constructor's place.

Evaluation (`Fixpoint`) explores the atoms `Win v` a query reaches and iterates the rules from
"nothing holds" until nothing changes: the least fixpoint, so on a game with a cycle the
positions of the cycle are neither won nor lost (a greatest fixpoint would call them both).
Predicates of different mutual groups are solved separately (Lean's positivity makes the
predicates of one group occur only positively in its rules, so iteration from below is exact).
"""
from __future__ import annotations

from collections import defaultdict, deque

from .. import ast as A
from . import ir as I
from . import runtime as R
from . import truth as TR
from . import types as T


def predicate(el, entry, node, ctx):
    """(the PredDef of the inductive predicate `entry`, its index types), elaborated once."""
    key = entry.full_name
    cache = el._pred_rules
    if key in cache:
        return cache[key]
    d = entry.decl
    inner = el.ctx_for(entry)
    index_types, param_names = [], []
    for b in d.binders:
        if b.style != "(":
            el.fail(b, f"an implicit parameter of the inductive predicate `{key}`", inner)
        ty = el.type_of(b.type, inner)
        for n in b.names:
            param_names.append((n.name, ty))
            index_types.append(ty)
    t = d.type
    while isinstance(t, A.BinOp) and t.op == "→":
        dom = t.lhs.type if isinstance(t.lhs, A.Typed) else t.lhs
        index_types.append(el.type_of(dom, inner))
        t = t.rhs
    pdef = I.PredDef(key=key, params=tuple(el.fresh(f"x{i}") for i in range(len(index_types))),
                     rules=(), place=entry.where, name=key)
    cache[key] = (pdef, tuple(index_types))
    el.program.preds[key] = pdef
    try:
        rules = tuple(_rule(el, entry, ctor, pdef, index_types, param_names, inner)
                      for ctor in d.ctors)
    except Exception:
        del cache[key]
        del el.program.preds[key]
        raise
    pdef.rules = rules
    return pdef, tuple(index_types)


def _rule(el, entry, ctor, pdef, index_types, param_names, ctx):
    """One constructor as a rule (see the module docstring)."""
    from .domains import find_guard
    from .context import Local, Unsupported
    from .patterns import pattern
    variables = {}          # name → type
    premises = []           # proposition terms
    for name, ty in param_names:
        variables[name] = ty
    for b in ctor.binders:
        if b.style == "[":
            continue
        if b.type is None:
            for n in b.names:
                variables[n.name] = T.TVar(n.name)
            continue
        try:
            ty = el.type_of(b.type, ctx)
        except Unsupported:
            premises.append(b.type)          # a hypothesis `(h : q ∈ options p)`
            continue
        for n in b.names:
            variables[n.name] = ty
    t = ctor.type
    while True:
        if isinstance(t, A.Quant) and t.quantifier == "forall":
            for b in t.binders:
                ty = el.type_of(b.type, ctx) if b.type is not None else None
                for n in b.names:
                    variables[n.name] = ty if ty is not None else T.TVar(n.name)
            t = t.body
        elif isinstance(t, A.BinOp) and t.op == "→":
            premises.append(t.lhs.type if isinstance(t.lhs, A.Typed) else t.lhs)
            t = t.rhs
        else:
            break
    conclusion = t
    if conclusion is None:
        # `| mk` with no type concludes the inductive itself, applied to its parameters (Lean's
        # default); the made-up conclusion takes the constructor's place for any later refusal
        head = A.copy_span(A.Ident(entry.name), ctor.name_node)
        conclusion = head if not param_names else A.copy_span(
            A.App(head, tuple(A.copy_span(A.Ident(n), ctor.name_node) for n, _ in param_names)),
            ctor.name_node)
    head, args = (conclusion.fn, conclusion.arguments) if isinstance(conclusion, A.App) else \
        (conclusion, ())
    if not isinstance(head, A.Ident) or el.env.lookup(head.name, ctx.namespace, ctx.opens) \
            is not entry and head.name != entry.name:
        el.fail(conclusion, f"the constructor `{ctor.name}` of `{entry.full_name}` concludes "
                            "something pychecks does not read", ctx)
    if len(args) != len(index_types):
        el.fail(conclusion, f"the constructor `{ctor.name}` applies `{entry.full_name}` to "
                            f"{len(args)} indices", ctx)
    # the conclusion's arguments: a variable binds, a pattern matches, anything else is an
    # equation to check once every variable has a value
    rule_ctx = ctx
    rule_ctx.in_rule = True
    pats, equations = [], []
    bound = set()
    for arg, ty in zip(args, index_types):
        if isinstance(arg, A.Ident) and arg.name in variables and arg.name not in bound:
            el.unify(ty, variables[arg.name], arg, ctx)
            py = el.fresh(arg.name)
            rule_ctx = rule_ctx.bind(arg.name, Local(py, ty))
            bound.add(arg.name)
            pats.append(I.PVar(py))
            continue
        names = {n.name for n in arg.walk() if isinstance(n, A.Ident)} & set(variables)
        if names - bound and _pattern_shaped(arg):
            # a variable bound by an earlier index (`IV a b (a :: l)`) is matched under a
            # fresh name, then checked equal to its value: the pattern still binds `l`
            again = {n: f"{n}✝{len(equations)}" for n in names & bound}
            arg_pat = _renamed(arg, again)
            pat, rule_ctx = pattern(el, arg_pat, ty, rule_ctx)
            bound |= names
            for n in names - set(again):
                el.unify(variables[n], rule_ctx.locals[n].ty, arg, ctx)
            for n, fresh in again.items():
                same = rule_ctx.locals[fresh]
                el.unify(variables[n], same.ty, arg, ctx)
                equations.append((A.copy_span(A.Ident(n), arg), same.ir_name, same.ty))
            pats.append(pat)
            continue
        py = el.fresh("idx")
        pats.append(I.PVar(py))
        equations.append((arg, py, ty))
    # the other variables: bounded by guards among the premises, in an order that works
    free = [n for n in variables if n not in bound]
    premise_node = _conjunction(premises, conclusion)
    domains = []
    while free:
        progress = False
        for name in list(free):
            ty = T.zonk(variables[name])
            guard = None
            if premise_node is not None:
                guard = find_guard(el, "any", name, ty, premise_node, rule_ctx)
            if guard is None:
                from . import scope as S
                finite = S.finite_values(ty, el.info) if not T.has_free(ty) else None
                if finite is not None:
                    guard = I.Domain(exact=True, values=I.Lit(finite), how="a finite type")
            if guard is not None:
                py = el.fresh(name)
                rule_ctx = rule_ctx.bind(name, Local(py, ty))
                domains.append((py, guard, name))
                free.remove(name)
                progress = True
        if not progress:
            name = free[0]
            el.fail(ctor.name_node, f"the constructor `{ctor.name}` of `{entry.full_name}` "
                                    f"quantifies over `{name} : "
                                    f"{T.show_type(T.zonk(variables[name]))}` and no premise "
                                    "bounds it (a guard such as `q ∈ options p`, `q < n`, or a "
                                    "move that lowers the position): the least fixpoint would "
                                    "range over all of it", ctx)
    body = I.Lit(True)
    for p in reversed(premises):
        body = I.And(el.prop(p, rule_ctx), body) if not _is_true(body) else el.prop(p, rule_ctx)
    for arg, py, ty in equations:
        eq = I.Prim("eq", _eq, (el.check(arg, rule_ctx, ty), I.Var(py)), at=arg)
        body = I.And(eq, body)
    for py, dom, name in reversed(domains):
        body = I.Quant("any", py, dom, body, text=f"∃ {name}", place=el.place(ctor.name_node,
                                                                                  ctx))
    fallthrough = I.Clause(tuple(I.PWild() for _ in pats), I.Lit(False))
    match = I.Match(tuple(I.Var(p) for p in pdef.params), (I.Clause(tuple(pats), body),
                                                           fallthrough))
    return I.Rule(ctor=f"{entry.full_name}.{ctor.name}", body=match)


def _eq(a, b):
    return a == b


def _renamed(node, names: dict):
    """A copy of the pattern `node` with the identifiers of `names` renamed."""
    return A.renamed_idents(node, lambda n: names.get(n.name))


def _is_true(ir) -> bool:
    return isinstance(ir, I.Lit) and ir.value is True


def _pattern_shaped(node) -> bool:
    if isinstance(node, (A.Num, A.ListLit, A.Tuple, A.Anon, A.DotIdent)):
        return True
    if isinstance(node, A.BinOp) and node.op in ("::",):
        return True
    if isinstance(node, A.BinOp) and node.op == "+" and isinstance(node.rhs, A.Num):
        return True
    if isinstance(node, A.App) and isinstance(node.fn, (A.Ident, A.DotIdent)):
        return True
    return False


def _conjunction(premises, at):
    if not premises:
        return None
    out = premises[-1]
    for p in reversed(premises[:-1]):
        out = A.copy_span(A.BinOp("∧", p, out), p)
    return out


# --- the least fixpoint (both back ends) ------------------------------------------------------

class Fixpoint:
    """Least fixpoints of inductive predicates over the atoms queries reach.

    `rules[key]` is a list of callables `rule(args, lookup) -> truth`, one per constructor, where
    `lookup(key, args)` reads another atom; `groups[key]` names the mutual group of each
    predicate (predicates of other groups are solved first, separately)."""

    def __init__(self, rules: dict, groups: dict, budget: R.Budget):
        self.rules = rules
        self.groups = groups
        self.budget = budget
        self.solved: dict = {}
        self.atoms = 0

    def holds(self, key, args):
        atom = (key, args)
        hit = self.solved.get(atom)
        if hit is not None:
            return hit
        group = self.groups[key]
        approx = {atom: False}
        pending = deque([atom])
        queued = {atom}
        users = defaultdict(set)
        unknown = None
        while pending:
            a = pending.popleft()
            queued.discard(a)
            if approx[a] is True:
                continue

            def lookup(k2, args2, a=a):
                b = (k2, args2)
                if self.groups[k2] != group:
                    return self.holds(k2, args2)
                done = self.solved.get(b)
                if done is not None:
                    return done
                if b not in approx:
                    self.atoms += 1
                    if self.atoms > self.budget.atoms:
                        raise R.Runaway(f"the inductive predicates reached more than "
                                        f"{self.budget.atoms:,} atoms: stopped")
                    approx[b] = False
                    pending.append(b)
                    queued.add(b)
                users[b].add(a)
                return approx[b]

            value = False
            for rule in self.rules[a[0]]:
                self.budget.tick()
                try:
                    v = rule(a[1], lookup)
                except (R.NotExact, R.Panic) as exc:
                    v = TR.Unknown(exc.reason())
                if v is True:
                    value = True
                    break
                if v is not False:
                    unknown = unknown or v
            if value:
                approx[a] = True
                for u in users[a]:
                    if approx[u] is not True and u not in queued:
                        pending.append(u)
                        queued.add(u)
        for b, v in approx.items():
            if v is True or unknown is None:
                self.solved[b] = v
            else:
                self.solved[b] = unknown if isinstance(unknown, TR.Unknown) else \
                    TR.Unknown("an inductive predicate's rule was only decided within the scope")
        return self.solved[atom]


def groups_of(preds: dict) -> dict:
    """The mutual group of each predicate: strongly connected components of the "rule mentions"
    graph (Tarjan)."""
    graph = {k: {r.key for rule in p.rules for r in _preds_in(rule.body)} for k, p in
             preds.items()}
    index, low, stack, on, out = {}, {}, [], set(), {}
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while True:
                w = stack.pop()
                on.discard(w)
                out[w] = v
                if w == v:
                    break
    for v in graph:
        if v not in index:
            visit(v)
    return out


def _preds_in(ir):
    return (x for x in I.walk(ir) if isinstance(x, I.Pred))
