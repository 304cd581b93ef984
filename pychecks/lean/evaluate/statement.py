"""A `theorem_wanted` (or `theorem`, `lemma`) read for the evaluator: its outer variables, its
hypotheses and its conclusion, elaborated.

The outer variables are the statement's explicit and implicit binders (with the `variable`s of
the section it mentions, as Lean adds them) and the `∀`s that open its type, through
implications: `(a : ℕ) (h : a ≤ 5) : ∀ b, a < b → P a b` has variables a, b, hypotheses
`a ≤ 5` and `a < b`, conclusion `P a b`. They range over the scope, or over what their
hypotheses' numerals leave (`guards.py`); a leading `∀ n ≥ c` is a variable n with the
hypothesis `n ≥ c`. Everything else inside is a quantifier with a domain of its own
(`domains.py`). A binder over a type (`{α : Type}`) makes
the statement UNKNOWN: pychecks never picks a type for it.

A statement about a set P defined by play (`(P : Set (Fin d → ℕ)) (hP : ∀ p, p ∈ P ↔ …)` in
normal or misère play, as the characterisation shape has it) is evaluated with P the solved set
of its game (`play.py`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import ast as A
from ..read.env import environment  # noqa: F401  (re-exported: the readers import it here)
from . import scope as S
from . import types as T
from .context import Ctx, Local, Unsupported
from .elab import Elaborator
from .guards import read_bounds


@dataclass
class Variable:
    """An outer variable: its name as written, its type, its name in the tree, its binder."""

    name: str
    ty: T.Ty
    py: str
    at: object


@dataclass
class Evaluated:
    """A statement ready to run (see the module docstring)."""

    name: str
    file: str
    variables: list
    hypotheses: list            # (IR, text)
    conclusion: object          # IR
    conclusion_text: str
    elab: Elaborator
    play: object = None         # the play-defined P, when the statement has one
    location: str = ""          # FILE:LINE:COL of the statement's name
    conclusion_node: object = None
    context: object = None
    notes: list = field(default_factory=list)
    #: The hypotheses' syntax (binder types, `→` premises), in order: what `pychecks emit`
    #: writes back in the user's own text.
    hypothesis_nodes: list = field(default_factory=list)
    #: True when the statement opens with a `let` (its conclusion alone does not bind it).
    has_lets: bool = False
    #: The names of its hypotheses bound by a binder (`(h : a ≤ 5)`), which the body may use.
    hypothesis_names: list = field(default_factory=list)
    #: The numerals its hypotheses bound variables by: tree name → [low, high] (`guards.py`).
    bounds: dict = field(default_factory=dict)
    #: The text of each guard a bounded binder `∀ n ≥ c` became (id of its node → `n ≥ c`):
    #: the node's own span is only the name's.
    guard_texts: dict = field(default_factory=dict)

    @property
    def closed(self) -> bool:
        return not self.variables


def read(pf, decl, name: str, library=None) -> Evaluated:
    """The Evaluated statement of `decl`, or Unsupported with the construct and its place.

    Lean elaborates a whole signature before it fixes the type of an auto-bound implicit
    (`theorem le_succ_of_le : n ≤ m → n ≤ m + 1`: `n ≤ m` leaves `n m` open, `m + 1` makes
    them ℕ, the default instance of the numeral's `OfNat`). One pass reads left to right; where
    it fails, a pass that postpones (as `Elaborator.binder_type` does) finds the auto-bound
    names' types, and the statement is read again with them given."""
    try:
        return _read(pf, decl, name, library)
    except Unsupported as first:
        try:
            found = _read(pf, decl, name, library, probe=True)
        except (Unsupported, T.Clash):
            raise first from None
        if not found:
            raise
        try:
            return _read(pf, decl, name, library, auto_types=found)
        except (Unsupported, T.Clash):
            raise first from None


def _read(pf, decl, name: str, library=None, probe: bool = False, auto_types=None):
    """`read`'s one pass; `probe`: the postponing pass, which returns {auto-bound name: its
    type found}; `auto_types`: those types, given to the auto-bound names."""
    env = environment(pf)
    el = Elaborator(env, library, file=pf.name)
    if probe:
        el.postponed = []
    from .moves import lowering_domain
    el.lowering_domain = lowering_domain
    namespace, opens = pf.scopes[id(decl)]
    ctx = Ctx({}, namespace, opens, pf)
    if decl.error is not None:
        line, col, what = decl.error
        notation = env.notation_in(_source(pf, decl))
        if notation is not None:
            kw, sym, where = notation
            what = f"the notation `{sym}` (declared by `{kw}` at {where}), which pychecks does " \
                   "not expand"
        raise Unsupported(A.copy_span(A.Ident("?"), _at(line, col)), f"{what}: pychecks cannot "
                                                                     "read this statement",
                          pf.name)
    binders = list(_variable_binders(pf, decl)) + list(decl.binders)
    variables, hyps, hyp_nodes, hyp_names = [], [], [], []
    bounds = {}
    from .play import find_play
    play = find_play(el, pf, decl, binders, ctx)
    if play is not None:
        ctx = play.bind(ctx)
        binders = [b for b in binders if b not in play.binders]
    autos = []
    for auto, at in _auto_bound(el, binders, ctx, decl.type):
        # Lean's autoImplicit: `example (h : n ≠ 0) : 0 = 2` binds `{n}`, its type inferred
        py = el.fresh(auto)
        given = (auto_types or {}).get(auto)
        variables.append(Variable(auto, given if given is not None else T.TVar(auto), py, at))
        autos.append(variables[-1])
        ctx = ctx.bind(auto, Local(py, variables[-1].ty))
    for b in binders:
        if b.style == "[":
            from .game_elab import instance_hypothesis
            hyp = instance_hypothesis(el, b, ctx)    # `[Impartial x]`: a hypothesis on x
            if hyp is not None:
                hyps.append((hyp, _text(el, b.type, ctx)))
                hyp_nodes.append(b.type)
            continue
        if b.type is not None and _is_universe(b.type):
            el.fail(b.type, f"`{' '.join(n.name for n in b.names)} : "
                            f"{el.text(b.type, ctx)}` ranges over types: pychecks checks "
                            "statements about given types only", ctx)
        if isinstance(b.type, A.Subtype):
            # `(x : {n : ℕ // p n})`: x ranges over the base type, with the hypothesis p x;
            # `x.1`/`x.val` is x itself, `x.2`/`x.property` that hypothesis (a proof)
            st = b.type
            base = el.type_of(st.type, ctx) if st.type is not None else T.TVar(st.var.name)
            for n in b.names:
                py = el.fresh(n.name)
                variables.append(Variable(n.name, base, py, n))
                ctx = ctx.bind(n.name, Local(py, base))
                el.subtype_locals.add(py)
                hyp_ctx = ctx.bind(st.var.name, Local(py, base))
                hyps.append((el.prop(st.body, hyp_ctx),
                             f"{n.name} ∈ {{{st.var.name} // {_text(el, st.body, ctx)}}}"))
                hyp_nodes.append(st.body)
            continue
        if b.type is None:
            ty = T.TVar(b.names[0].name)
        else:
            try:
                ty = el.type_of(b.type, ctx)
            except Unsupported:
                if _is_type_like(b.type, el, ctx):
                    raise
                ty = None
        if ty is None:          # a hypothesis `(h : a ≤ 5)`
            hyps.append((el.prop(b.type, ctx), _text(el, b.type, ctx)))
            hyp_nodes.append(b.type)
            read_bounds(b.type, ctx, variables, bounds, _closed_value(el, ctx))
            hyp_names.extend(n.name for n in b.names)
            for n in b.names:
                ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
            continue
        for n in b.names:
            py = el.fresh(n.name)
            variables.append(Variable(n.name, ty, py, n))
            ctx = ctx.bind(n.name, Local(py, ty))
    body = decl.type
    lets = []
    guards = {}         # id of the guard `n ≥ c` a binder `∀ n ≥ c` desugars to → its text
    while True:
        if isinstance(body, A.Quant) and body.quantifier == "forall" and \
                all(b.style in ("", "(", "{") or _lower_guard(b) for b in body.binders):
            # `∀ n ≥ 59, …` too: n is an outer variable and `n ≥ 59` its hypothesis, so that
            # the guard moves n's range (an inner `∀` would range over the scope only)
            from .domains import desugar, flatten
            names = flatten(body.binders)
            if _dependent(el, names, ctx):
                break   # `∀ i : Fin l.length, …`: a quantifier of the conclusion, not a variable
            inner = body.body
            for var, tnode, style, bound in reversed(names):
                inner = desugar(var, style, bound, inner, "all", body)
                if style:
                    guards[id(inner.lhs)] = f"{var.name} {style} {_text(el, bound, ctx)}"
            for var, tnode, style, bound in names:
                if style in ("∈", "∉"):
                    _, cty = el.elab(bound, ctx)
                    c = T.resolve(cty)
                    ty = c.args[0] if isinstance(c, T.TCon) and c.args else T.TVar(var.name)
                elif style:
                    _, ty = el.elab(bound, ctx)
                elif tnode is not None:
                    ty = el.type_of(tnode, ctx)
                else:
                    ty = T.TVar(var.name)
                py = el.fresh(var.name)
                variables.append(Variable(var.name, ty, py, var))
                ctx = ctx.bind(var.name, Local(py, ty))
            body = inner
        elif isinstance(body, A.BinOp) and body.op == "→" and \
                isinstance(body.lhs, A.Typed) and _arrow_names(body.lhs.term) is not None:
            # `(n m : ℕ) → P`: Lean's dependent arrow, which is `∀ n m : ℕ, P` (fp-lean states
            # its theorems so); `(h : n ≤ m) → P` names a hypothesis
            names, tnode = _arrow_names(body.lhs.term), body.lhs.type
            try:
                ty = el.type_of(tnode, ctx)
            except Unsupported:
                if _is_type_like(tnode, el, ctx):
                    raise
                ty = None
            if ty is None:
                hyps.append((el.prop(tnode, ctx), _text(el, tnode, ctx)))
                hyp_nodes.append(tnode)
                read_bounds(tnode, ctx, variables, bounds, _closed_value(el, ctx))
                hyp_names.extend(n.name for n in names)
                for n in names:
                    ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
            else:
                for n in names:
                    py = el.fresh(n.name)
                    variables.append(Variable(n.name, ty, py, n))
                    ctx = ctx.bind(n.name, Local(py, ty))
            body = body.rhs
        elif isinstance(body, A.BinOp) and body.op == "→":
            hyps.append((el.prop(body.lhs, ctx), guards.get(id(body.lhs)) or
                         _text(el, body.lhs, ctx)))
            hyp_nodes.append(body.lhs)
            read_bounds(body.lhs, ctx, variables, bounds, _closed_value(el, ctx))
            body = body.rhs
        elif isinstance(body, A.Let) and body.keyword == "let" and \
                isinstance(body.pattern, A.Ident) and not body.binders:
            # `let P : Set … := {p | …}` before the statement proper: bound, and the ∀s after
            # it are outer variables still
            if body.type is not None:
                vty = el.type_of(body.type, ctx)
                value = el.check(body.value, ctx, vty)
            else:
                value, vty = el.elab(body.value, ctx)
            py = el.fresh(body.pattern.name)
            lets.append((py, value))
            ctx = ctx.bind(body.pattern.name, Local(py, vty, term=body.value))
            body = body.body
        else:
            break
    conclusion = _with_lets(el.prop(body, ctx), lets)
    if probe:
        for t in el.postponed:                   # the default instance: `OfNat ℕ n`
            if isinstance(T.resolve(t), T.TVar):
                T.unify(t, T.NAT)
        el.postponed = None
        found = {v.name: T.zonk(v.ty) for v in autos}
        return {k: t for k, t in found.items() if not T.has_free(t)}
    hyps = [(_with_lets(h, lets), t) for h, t in hyps]
    for v in variables:
        v.ty = T.zonk(v.ty)
        if T.has_free(v.ty):
            el.fail(v.at, f"the type of `{v.name}` cannot be inferred: give it", ctx)
        try:
            S.count(v.ty, S.Scope(1, 1), el.info)
        except S.NotEnumerable as exc:
            el.fail(v.at, f"`{v.name} : {T.show_type(v.ty)}` cannot range over the scope: "
                          f"{exc}", ctx)
    return Evaluated(name=name, file=pf.name, variables=variables, hypotheses=hyps,
                     conclusion=conclusion, conclusion_text=_text(el, body, ctx, 200),
                     conclusion_node=body, context=ctx, elab=el,
                     play=play, location=f"{pf.name}:{decl.pos[0]}:{decl.pos[1]}",
                     hypothesis_nodes=hyp_nodes, has_lets=bool(lets),
                     hypothesis_names=hyp_names, bounds=bounds, guard_texts=guards)


def _auto_bound(el, binders, ctx, conclusion=None) -> list:
    """[(name, its first use)] of the one-letter names the binders' types, then the statement's
    own type, use unbound (Lean's autoImplicit, on by default outside Mathlib: `(h : n ≠ 0)`
    with no `n` binds `{n}`, and so does fp-lean's `theorem le_succ_of_le : n ≤ m → n ≤ m + 1`):
    not a binder's, not bound inside the type, not a declaration of the project or the
    library."""
    from .elab import _auto_bindable
    bound = set(ctx.locals)
    out, seen = [], set()
    types = [(b.type, {n.name for n in b.names}) for b in binders]
    if conclusion is not None:
        types.append((conclusion, set()))
    for ty, names in types:
        if ty is not None:
            inner = {n.name for x in ty.walk() if isinstance(x, (A.Quant, A.Lambda))
                     for bb in getattr(x, "binders", ()) or () for n in getattr(bb, "names", ())}
            inner |= {x.var.name for x in ty.walk() if isinstance(x, (A.SetOf, A.SetSep))}
            inner |= _pattern_names(ty)
            inner |= {n.name for x in ty.walk() if isinstance(x, A.BinOp) and x.op == "→"
                      and isinstance(x.lhs, A.Typed)
                      for n in _arrow_names(x.lhs.term) or ()}    # `(n : ℕ) → …` binds n
            for leaf in ty.walk():
                name = getattr(leaf, "name", None) if isinstance(leaf, A.Ident) else None
                if name is None or name in bound or name in inner or name in seen or \
                        not _auto_bindable(name) or \
                        el.env.lookup(name, ctx.namespace, ctx.opens) is not None or \
                        (el.lib is not None and hasattr(el.lib.lookup(name, ()), "impl")):
                    continue
                seen.add(name)
                out.append((name, leaf))
        bound |= names
    return out


def _pattern_names(ty) -> set:
    """Every name a `fun`'s parameters (`fun (o : Nimber) => …`), a `match` alternative's
    patterns or a `let`'s pattern and binders mention inside `ty`: bound there, or a type or
    constructor, never an auto-bound implicit."""
    out = set()
    for x in ty.walk():
        parts = list(x.params) if isinstance(x, A.Lambda) else \
            list(x.patterns) if isinstance(x, A.MatchAlt) else \
            [x.pattern, *x.binders] if isinstance(x, A.Let) else []
        for part in parts:
            if isinstance(part, A.Term):
                out |= {leaf.name for leaf in part.walk() if isinstance(leaf, A.Ident)}
    return out


def _arrow_names(term) -> list | None:
    """The names of a dependent arrow's binder `(n m : T) → …` (read as the ascription of
    `n m`): plain names only, else None (an ascription `(f x : T) → …` is no binder)."""
    parts = [term] if isinstance(term, A.Ident) else \
        [term.fn, *term.arguments] if isinstance(term, A.App) else None
    if not parts or not all(isinstance(p, A.Ident) and "." not in p.name for p in parts):
        return None
    return parts


def _lower_guard(binder) -> bool:
    """`n ≥ c` or `n > c` with c a numeral: a binder whose guard bounds n from below."""
    return binder.style in ("≥", ">") and isinstance(binder.extra, A.Num)


def _with_lets(ir, lets):
    """`ir` under the statement's leading `let`s (each evaluated where it is needed)."""
    from . import ir as I
    for py, value in reversed(lets):
        ir = I.Let(py, value, ir)
    return ir


def _at(line, col):
    node = A.Ident("?")
    node.line, node.column = line, col
    return node


def _source(pf, decl) -> str:
    lines = pf.lean.source.text.splitlines()
    return "\n".join(lines[decl.line - 1:decl.end_line])


def _text(el, node, ctx, limit=120) -> str:
    return el.text(node, ctx, limit)


def _dependent(el, names, ctx) -> bool:
    """True when one of the binders has a type whose size only an assignment of the variables
    before it gives (`Fin l.length`): it ranges over that size's values, not over the scope."""
    from .context import Local
    for var, tnode, style, _ in names:
        if style or tnode is None:
            continue
        try:
            ty = T.resolve(el.type_of(tnode, ctx))
        except Unsupported:
            return False
        if isinstance(ty, T.TFin) and T.dependent_size(ty.n) is not None:
            return True
        ctx = ctx.bind(var.name, Local(el.fresh(var.name), ty))
    return False


def _is_universe(node) -> bool:
    if isinstance(node, A.Ident):
        return node.name in ("Type", "Type*", "Sort*", "Sort")
    return isinstance(node, A.App) and isinstance(node.fn, A.Ident) and \
        node.fn.name in ("Type", "Sort")


def _closed_value(el, ctx):
    """The guard reader's `closed`: the value of a term that mentions no variable (elaborated
    with no locals, so a variable makes it Unsupported), or None."""
    def value(node, ty):
        from .interpret import constant
        try:
            ir = el.check(node, Ctx({}, ctx.namespace, ctx.opens, ctx.file), ty)
        except Unsupported:
            return None
        v = constant(ir, el)
        return v if isinstance(v, int) and not isinstance(v, bool) else None
    return value


def _is_type_like(node, el, ctx) -> bool:
    """True when a binder's type is meant as a type (so an error reading it is about the type,
    not a hypothesis that failed to be one): a name or application of a name that is a type."""
    head = node.fn if isinstance(node, A.App) else node
    if not isinstance(head, A.Ident):
        return False
    if head.name in ("Set", "Fin", "List", "Finset", "Option", "Array", "SimpleGraph",
                     "Multiset", "Matrix"):
        return True
    entry = el.env.lookup(head.name, ctx.namespace, ctx.opens)
    return entry is not None and entry.kind in ("structure", "class") or \
        (entry is not None and entry.kind == "inductive" and not el.is_predicate(entry))


def _variable_binders(pf, decl):
    """The binders of the `variable` commands in force that the statement mentions."""
    mentioned = {n.name.split(".")[0] for part in (decl.type, *decl.binders) if part is not None
                 for n in part.walk() if isinstance(n, A.Ident)}
    for vdecl in pf.variables.get(id(decl), ()):
        for b in vdecl.binders:
            names = tuple(n for n in b.names if n.name in mentioned)
            if names:
                yield A.copy_span(A.Binder(b.style, names, b.type, b.extra), b)
