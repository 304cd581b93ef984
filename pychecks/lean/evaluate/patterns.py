"""Pattern matching: the alternatives of `match`, of a definition by equations and of
`fun | … => …`, compiled to `ir.Match` (first alternative that matches wins, as in Lean).

Patterns read: `_`, names (a constructor when the name resolves to one, as Lean decides, else a
new variable), numerals, `n + k` on ℕ, `a :: t`, `[a, b]`, `(a, b)`, `⟨a, b⟩` (a pair or a
structure), `some x`, `none`, `true`, `false`, constructors `C.c a b` and `.c a b`, and `(p : T)`.
"""
from __future__ import annotations

from .. import ast as A
from . import ir as I
from . import types as T


def compile_match(el, scrutinees, alts, ctx, expected, node=None):
    """The Match of `alts` (MatchAlt nodes) on the scrutinees [(IR, type)], each body checked at
    `expected`."""
    clauses = []
    for alt in alts:
        if len(alt.patterns) != len(scrutinees):
            el.fail(alt, f"an alternative with {len(alt.patterns)} patterns for "
                         f"{len(scrutinees)} values", ctx)
        inner = ctx
        pats = []
        for p, (_, ty) in zip(alt.patterns, scrutinees):
            pat, inner = pattern(el, p, ty, inner)
            pats.append(pat)
        body = el.check(alt.rhs, inner, expected)
        clauses.append(I.Clause(tuple(pats), body))
    return I.Match(tuple(ir for ir, _ in scrutinees), tuple(clauses), at=node)


def pattern(el, p, ty, ctx):
    """(the compiled pattern, ctx with its variables bound) of pattern term `p` at type `ty`."""
    from .context import Local
    t = T.resolve(ty)
    if isinstance(p, A.Typed):
        el.unify(el.type_of(p.type, ctx), ty, p, ctx)
        return pattern(el, p.term, ty, ctx)
    if isinstance(p, A.Ident):
        name = p.name
        if name == "_":
            return I.PWild(), ctx
        if name in ("true", "false") and t in (T.BOOL, T.PROP) or \
                name in ("true", "false") and isinstance(t, T.TVar):
            el.unify(ty, T.BOOL, p, ctx)
            return I.PLit(name == "true"), ctx
        if name in ("none", "Option.none"):
            _option(el, ty, p, ctx)
            return I.PLit(None), ctx
        if name in ("Nat.zero",) or (name == "zero" and t == T.NAT):
            return I.PLit(0), ctx
        ctor = _ctor(el, name, t, ctx)
        if ctor is not None:
            return _ctor_pattern(el, ctor, (), ty, p, ctx)
        if "." in name:
            el.fail(p, f"the pattern `{name}`", ctx)
        py = el.fresh(name)
        return I.PVar(py), ctx.bind(name, Local(py, ty))
    if isinstance(p, A.Num):
        v = p.value
        if isinstance(t, T.TFin):
            n = T.size_value(t.n)
            v = v % n if n else v
        elif t not in (T.NAT, T.INT):
            el.unify(ty, T.NAT, p, ctx)
        return I.PLit(v), ctx
    if isinstance(p, A.UnOp) and p.op == "-" and isinstance(p.arg, A.Num):
        el.unify(ty, T.INT, p, ctx)
        return I.PLit(-p.arg.value), ctx
    if isinstance(p, A.BinOp) and p.op == "+" and isinstance(p.rhs, A.Num):
        el.unify(ty, T.NAT, p, ctx)
        inner, ctx = pattern(el, p.lhs, T.NAT, ctx)
        if isinstance(inner, I.PSucc):
            return I.PSucc(inner.k + p.rhs.value, inner.inner), ctx
        return I.PSucc(p.rhs.value, inner), ctx
    if isinstance(p, A.BinOp) and p.op == "::":
        elem = T.TVar()
        el.unify(ty, T.list_of(elem), p, ctx)
        h, ctx = pattern(el, p.lhs, elem, ctx)
        tl, ctx = pattern(el, p.rhs, T.list_of(elem), ctx)
        return I.PCons(h, tl), ctx
    if isinstance(p, A.ListLit):
        elem = T.TVar()
        el.unify(ty, T.list_of(elem), p, ctx)
        items = []
        for x in p.items:
            q, ctx = pattern(el, x, elem, ctx)
            items.append(q)
        return I.PList(tuple(items)), ctx
    if isinstance(p, A.Anon) and len(p.items) == 2 and getattr(t, "alias", None) == T.SUBTYPE:
        # `⟨x, hx⟩` on an element of `l.attach`: its value and a proof (never a value here)
        if not (isinstance(p.items[1], A.Ident)):
            el.fail(p.items[1], "a pattern on the proof of a subtype's property", ctx)
        return pattern(el, p.items[0], ty, ctx)
    if isinstance(p, (A.Tuple, A.Anon)) and p.items:
        if isinstance(p, A.Anon) and el.struct_entry(t) is not None:
            entry = el.struct_entry(t)
            fields = el.fields_of(t, p, ctx)
            if len(fields) != len(p.items):
                el.fail(p, f"`⟨…⟩` with {len(p.items)} fields for `{entry.full_name}` "
                           f"({len(fields)})", ctx)
            pats = []
            for x, (_, fty, _) in zip(p.items, fields):
                q, ctx = pattern(el, x, fty, ctx)
                pats.append(q)
            return I.PStruct(entry.full_name, tuple(pats)), ctx
        if len(p.items) == 1:
            return pattern(el, p.items[0], ty, ctx)
        a, b = T.TVar(), T.TVar()
        el.unify(ty, T.prod(a, b), p, ctx)
        first, ctx = pattern(el, p.items[0], a, ctx)
        rest = p.items[1] if len(p.items) == 2 else A.copy_span(type(p)(p.items[1:]), p)
        second, ctx = pattern(el, rest, b, ctx)
        return I.PPair(first, second), ctx
    if isinstance(p, A.App):
        head = p.fn
        if isinstance(head, A.Ident) and head.name in ("some", "Option.some") and \
                len(p.arguments) == 1:
            inner_ty = _option(el, ty, p, ctx)
            q, ctx = pattern(el, p.arguments[0], inner_ty, ctx)
            return I.PSome(q), ctx
        if isinstance(head, A.Ident) and head.name in ("Nat.succ",) and len(p.arguments) == 1:
            el.unify(ty, T.NAT, p, ctx)
            q, ctx = pattern(el, p.arguments[0], T.NAT, ctx)
            return I.PSucc(1, q), ctx
        if isinstance(head, A.DotIdent):
            if head.name == "some" and len(p.arguments) == 1:
                inner_ty = _option(el, ty, p, ctx)
                q, ctx = pattern(el, p.arguments[0], inner_ty, ctx)
                return I.PSome(q), ctx
            if head.name == "succ" and t == T.NAT:
                q, ctx = pattern(el, p.arguments[0], T.NAT, ctx)
                return I.PSucc(1, q), ctx
            ctor = _ctor(el, head.name, t, ctx, dotted=True)
        elif isinstance(head, A.Ident):
            ctor = _ctor(el, head.name, t, ctx)
        else:
            ctor = None
        if ctor is None:
            el.fail(p, f"the pattern `{el.text(p, ctx)}`", ctx)
        return _ctor_pattern(el, ctor, p.arguments, ty, p, ctx)
    if isinstance(p, A.DotIdent):
        if p.name == "none":
            _option(el, ty, p, ctx)
            return I.PLit(None), ctx
        if p.name == "zero" and t == T.NAT:
            return I.PLit(0), ctx
        if p.name in ("true", "false"):
            return I.PLit(p.name == "true"), ctx
        ctor = _ctor(el, p.name, t, ctx, dotted=True)
        if ctor is None:
            el.fail(p, f"the pattern `.{p.name}`", ctx)
        return _ctor_pattern(el, ctor, (), ty, p, ctx)
    el.fail(p, f"the pattern `{el.text(p, ctx)}` is outside what pychecks evaluates", ctx)


def _option(el, ty, p, ctx):
    inner = T.TVar()
    el.unify(ty, T.option(inner), p, ctx)
    return inner


def _ctor(el, name, t, ctx, dotted=False):
    """The constructor entry `name` denotes at type t (a pattern name that resolves to one)."""
    if dotted:
        if not isinstance(t, T.TCon):
            return None
        entry = el.env.entries.get(f"{t.name}.{name}")
    else:
        entry = el.env.lookup(name, ctx.namespace, ctx.opens)
    if entry is not None and entry.kind == "ctor":
        return entry
    return None


def _ctor_pattern(el, entry, args, ty, p, ctx):
    parent = entry.parent
    t = el.instance_type(parent, ty, p, ctx)
    el.unify(ty, t, p, ctx)
    if parent.kind == "structure":
        fields = [f[1] for f in el.fields_of(t, p, ctx)]
        kind = "struct"
    else:
        fields = list(el.ctor_signature(parent, entry.ctor, t)[0])
        kind = "ctor"
    if len(args) != len(fields):
        el.fail(p, f"`{entry.full_name}` takes {len(fields)} arguments in a pattern", ctx)
    pats = []
    for x, fty in zip(args, fields):
        q, ctx = pattern(el, x, fty, ctx)
        pats.append(q)
    if kind == "struct":
        return I.PStruct(parent.full_name, tuple(pats)), ctx
    return I.PCtor(entry.full_name, tuple(pats)), ctx
