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
from ..read.env import declared_name
from ..read.env import environment  # noqa: F401  (re-exported: the readers import it here)
from . import ir as I
from . import scope as S
from . import types as T
from .context import Ctx, Local, Unsupported
from .elab import Elaborator
from .guards import read_bounds, solve_for


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
    #: The variables its hypotheses' equations solved for (`(h : t - 1 = 6)` makes t 7): each
    #: is that value, no variable of the scope.
    solved: list = field(default_factory=list)

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
    if decl.name and "." in decl.name and not decl.name.startswith("_root_."):
        # `theorem Nat.Prime.foo` is `namespace Nat.Prime theorem foo` (Lean 4's
        # `expandDeclNamespace?`): `log` in its signature is `Nat.log`; a `_root_.` name keeps
        # the namespace it is declared in
        namespace = tuple(declared_name(namespace, decl.name).split(".")[:-1])
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
    binders = _one_name_each(list(_variable_binders(pf, decl)) + list(decl.binders))
    variables, hyps, hyp_nodes, hyp_names = [], [], [], []
    lets = []
    hyp_ctxs = []       # the context each of hyp_nodes was elaborated in
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
    body = decl.type
    defining = _defining_hypotheses(binders)
    defined_names = {set_name for d in defining.values() for set_name in d}
    defined_members = {set_name: m for d in defining.values() for set_name, m in d.items()}
    given, given_types = {}, {}    # the finsets given by a defining hypothesis: name → (py, type)
    defined = {}        # id of a defining hypothesis binder → (function name, its type, name node)
    recurrences = {}    # id of the last binder that fixes a sequence → how it is fixed
    skipped = set()     # ids of the other binders that fix it
    for i, b in enumerate(binders):
        if b.style in ("(", "{", "⦃", "") and b.type is not None and \
                _dependent_binder(el, b, ctx):
            # `{s : Finset (Fin k)} (j : Fin k)`: a type only an assignment of k gives; this
            # binder and those after it are quantifiers of the conclusion (`∀ s j, …`), which
            # range exactly over the values at each assignment of k
            body = A.copy_span(A.Quant("forall", tuple(binders[i:]), decl.type), b)
            break
        sk = _skolem(b, ctx, variables, binders[i + 1:], decl.type) \
            if b.style == "(" else None
        if sk is not None:
            # `(h : ∃ x, f x = n)`: `(∃ x, P x) → Q` is `∀ x, P x → Q`, so x is an outer
            # variable and `f x = n` a hypothesis, which then defines n (`_definitions`)
            var, tnode, hyp = sk
            ty = el.type_of(tnode, ctx) if tnode is not None else T.TVar(var.name)
            py = el.fresh(var.name)
            variables.append(Variable(var.name, ty, py, var))
            ctx = ctx.bind(var.name, Local(py, ty))
            hyps.append((el.prop(hyp, ctx), _text(el, hyp, ctx)))
            hyp_nodes.append(hyp)
            hyp_ctxs.append(ctx)
            read_bounds(hyp, ctx, variables, bounds, _closed_value(el, ctx))
            hyp_names.extend(n.name for n in b.names)
            for n in b.names:
                ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
            continue
        if id(b) in recurrences:
            fname, fty, order, bases, step, first = recurrences.pop(id(b))
            cod = T.arrows(T.resolve(fty))[1]
            base_irs = tuple(el.check(c, ctx, cod) for c in bases)
            step_ir = el.check(step, ctx, T.fun(T.NAT, *([cod] * order), cod))
            from .implementations import recurrence
            from . import runtime as R
            py = el.fresh(fname)
            lets.append((py, I.Prim("recurrence", recurrence, (
                I.Lit(order), I.Prim("tuple", _tuple, base_irs), step_ir, I.Lit(first),
                I.Lit(R.Undetermined)),
                at=b.type)))
            ctx = ctx.bind(fname, Local(py, fty, term=None))
            continue
        if id(b) in skipped:
            continue
        if id(b) in defined:
            # `(hF : ∀ n, F n = e)` (or `F = fun n => e`, or `∀ x, P x ↔ e`) fixes the function
            # variable F before it: F is bound to `fun n => e`, as a `let`, and hF, true of that
            # F, is no hypothesis left to test
            fname, fty, fnode, value = defined.pop(id(b))
            py = el.fresh(fname)
            lets.append((py, el.check(value, ctx, fty)))
            ctx = ctx.bind(fname, Local(py, fty, term=value))
            continue
        if b.style == "[":
            prop = _instance_premise(el, b, ctx)
            if prop is not None:
                hyps.append((el.prop(prop, ctx), _text(el, prop, ctx)))
                hyp_nodes.append(prop)
                hyp_ctxs.append(ctx)
            for n in b.names:           # `[hk : Fact p]`: hk is a proof
                ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
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
                hyp_ctxs.append(hyp_ctx)
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
            for set_name, (var, vtype, member) in defining.get(id(b), {}).items():
                if set_name in given:
                    lets.append((given.pop(set_name)[0], _members(el, var, vtype, member,
                                                                  given_types[set_name], ctx)))
                    if not _finite_finset(el, given_types[set_name]):
                        # S is the guard's values that meet the condition, and every n outside
                        # them fails the guard: h holds of S by construction, where evaluating
                        # its `∀ n` over ℕ could only range over the scope
                        hyps[-1] = (I.Lit(True, at=b.type), hyps[-1][1])
            hyp_ctxs.append(ctx)
            read_bounds(b.type, ctx, variables, bounds, _closed_value(el, ctx))
            hyp_names.extend(n.name for n in b.names)
            for n in b.names:
                ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
            continue
        if len(b.names) == 1 and b.style in ("(", "{", "") and \
                (found := _defining_hypothesis(el, b.names[0].name, ty, binders[i + 1:])):
            # a function variable that no scope lists (`F : ℕ → ℕ`), fixed by a later hypothesis
            defined[id(found[0])] = (b.names[0].name, ty, b.names[0], found[1])
            continue
        if len(b.names) == 1 and b.style in ("(", "{", "") and \
                (rec := _recurrence(el, b.names[0].name, ty, binders[i + 1:])):
            # a sequence fixed by its first terms and a recurrence: bound at the last of them
            consumed, last, order, bases, step, first = rec
            recurrences[id(last)] = (b.names[0].name, ty, order, bases, step, first)
            skipped.update(consumed)
            continue
        if _has_dependent_size(ty):
            # `(n : ℕ) (s : Fin n → Fin 9)`: s's values depend on n's, so s and the binders
            # after it are quantified in the conclusion, over their values at each assignment
            body = _quantified_rest(el, binders[i:], decl.type, ctx)
            break
        for n in b.names:
            py = el.fresh(n.name)
            if n.name in defined_names and (_finite_finset(el, ty) or
                                            _guarded_members(ty, defined_members[n.name])):
                # `(sols : Finset (Fin 13 → Fin 2)) (h : ∀ f, f ∈ sols ↔ P f)`: the one finset
                # h allows is `univ.filter P`; sols is that, not a variable over all finsets
                # (h is kept, and holds of it)
                given[n.name] = (py, ty)
                given_types[n.name] = ty
                ctx = ctx.bind(n.name, Local(py, ty))
                continue
            variables.append(Variable(n.name, ty, py, n))
            ctx = ctx.bind(n.name, Local(py, ty))
    if recurrences:
        fname = next(iter(recurrences.values()))[0]
        el.fail(decl.name_node or _at(*decl.pos), f"`{fname}`: its recurrence could not be read",
                ctx)
    if defined:     # a defining hypothesis that came out unread: F stays a variable, and fails
        fname, fty, fnode, _ = next(iter(defined.values()))
        el.fail(fnode, f"`{fname}`: its defining hypothesis could not be read", ctx)
    if given:
        el.fail(decl.name_node, f"`{next(iter(given))}` is given by a hypothesis read after it",
                ctx)
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
            for k, (var, tnode, style, bound) in enumerate(names):
                if style in ("∈", "∉"):
                    _, cty = el.elab(bound, ctx)
                    c = T.resolve(cty)
                    ty = c.args[0] if isinstance(c, T.TCon) and c.args else T.TVar(var.name)
                elif style and not el.numerals_only(bound, ctx):
                    _, ty = el.elab(bound, ctx)
                elif tnode is not None:
                    ty = el.type_of(tnode, ctx)
                else:
                    # `∀ k < 5, k + x ≥ x` too: a bound of numerals alone leaves k's type to
                    # the uses (ℤ here), ℕ only when none fixes it
                    # `∀ p, p.Prime → p ∣ n → …`: the type the uses give, a dot call postponed
                    # until a later use fixes it, as Lean does (`Elaborator.binder_type`)
                    from .domains import _requant
                    rest = inner
                    for v, tn, st, bd in reversed(names[k + 1:]):
                        rest = _requant(body, v, tn, st, bd, rest)
                    ty = el.binder_type(var.name, rest, ctx) or T.TVar(var.name)
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
            hyp_ctxs.append(ctx)
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
    conclusion = el.prop(body, ctx)
    if probe:
        for t in el.postponed:                   # the default instance: `OfNat ℕ n`
            if isinstance(T.resolve(t), T.TVar):
                T.unify(t, T.NAT)
        el.postponed = None
        found = {v.name: T.zonk(v.ty) for v in autos}
        return {k: t for k, t in found.items() if not T.has_free(t)}
    named = {v.py: v.name for v in variables}
    definitions = _definitions(el, variables, hyp_nodes, hyp_ctxs, ctx)
    solved = [named[py] for py, _ in definitions if py in named]
    lets = definitions + lets
    conclusion = _with_lets(conclusion, lets)
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
                     hypothesis_names=hyp_names, bounds=bounds, guard_texts=guards,
                     solved=solved)


def _idents(node) -> set:
    return {n.name for n in node.walk() if isinstance(n, A.Ident)}


def _skolem(b, ctx, variables, later, decl_type):
    """(x's name node, its type node or None, the hypothesis P x) of a hypothesis binder
    `(h : ∃ x, P x)` whose P defines an outer variable by an equation (`x ^ 3 = n`, or such an
    equation among P's conjuncts); None otherwise, or where h is used as a proof later (it
    would then prove P x, not the `∃`) or x's name is already bound."""
    q = b.type
    if not (isinstance(q, A.Quant) and q.quantifier == "exists" and len(q.binders) == 1 and
            len(q.binders[0].names) == 1 and q.binders[0].style in ("", "(")):
        return None
    var = q.binders[0].names[0]
    if var.name in ctx.locals:
        return None
    outer = {v.py for v in variables}
    defining = False
    for c in A.conjuncts(q.body):
        if isinstance(c, A.BinOp) and c.op == "=":
            for side, other in ((c.lhs, c.rhs), (c.rhs, c.lhs)):
                local = ctx.locals.get(side.name) if isinstance(side, A.Ident) else None
                if local is not None and local.ir_name in outer and var.name in _idents(other):
                    defining = True
    if not defining:
        return None
    names = {n.name for n in b.names}
    used = set().union(*(_idents(x.type) for x in later if x.type is not None)) | \
        _idents(decl_type)
    if names & used:
        return None
    return var, q.binders[0].type, q.body


def _definitions(el, variables, hyp_nodes, hyp_ctxs, final) -> list:
    """[(tree name, IR)] of the outer variables a hypothesis solves for: `v = e` or `e = v`
    (among a hypothesis's conjuncts) with e reading other outer variables, not v, or closed
    where v is no ℕ/ℤ (whose guards range it: `x = 3` is x ∈ [3, 3]). Each such v
    is removed from `variables` and bound to e at each assignment (a `let`), so that the
    assignments enumerated are those the equation allows (`(h : c + 1 = c')`, `(h : n = 2 * k)`);
    the hypothesis itself stays, and is evaluated as written. e is elaborated at v's type; the
    first equation of each v counts, and e may read only variables not defined after it. Names
    are read in the context the hypothesis was elaborated in (`hyp_ctxs`), and e only where
    each name it reads means the same there as in the `final` context the lets stand in."""
    by_py = {v.py: v for v in variables}
    defined, out, read_by_definitions = set(), [], set()
    for node, ctx in zip(hyp_nodes, hyp_ctxs):
        for c in A.conjuncts(node):
            if not (isinstance(c, A.BinOp) and c.op == "="):
                continue
            pairs = [(c.lhs, c.rhs, False), (c.rhs, c.lhs, False)]
            pairs += [(*solved, True) for side, other, _ in pairs
                      for solved in _isolations(side, other, ctx, by_py)]
            for side, e, isolated in pairs:
                local = ctx.locals.get(side.name) if isinstance(side, A.Ident) else None
                v = by_py.get(getattr(local, "ir_name", None))
                if v is None or v.py in defined:
                    continue
                reads = [ctx.locals[n] for n in _idents(e) if n in ctx.locals]
                if any(r.proof for r in reads) or v.name in _idents(e):
                    continue
                if any(getattr(final.locals.get(n), "ir_name", None) !=
                       ctx.locals[n].ir_name for n in _idents(e) if n in ctx.locals):
                    continue            # a name shadowed since: e means another thing there
                pys = {r.ir_name for r in reads}
                if pys & {v.py} or v.py in read_by_definitions:
                    continue            # circular: an earlier definition reads v
                if not pys & set(by_py) and T.resolve(v.ty) in (T.NAT, T.INT) and not isolated:
                    continue            # closed on ℕ/ℤ: the guards read it (`x = 3`); on other
                    #                     types (`a = 4/7` over ℚ, `s = {1, 2}`), or solved
                    #                     (`n + 7 = 200`), no guard ranges v
                if pys - set(by_py):
                    continue            # reads a `let` or a name that is no outer variable
                if any(p in by_py and by_py[p] not in variables for p in pys - defined):
                    continue
                try:
                    ir = el.check(e, final, v.ty)
                except (Unsupported, T.Clash):
                    continue
                if T.has_free(T.zonk(v.ty)):
                    continue
                defined.add(v.py)
                read_by_definitions |= pys
                variables.remove(v)
                out.append((v.py, ir))
                break
    return out


def _isolations(side, other, ctx, by_py) -> list:
    """[(v, e)] for each outer variable v that occurs once in `side` and not in `other`, where
    `side = other` can be solved for v by undoing `+`, `-`, `*` or `/` by a numeral, or `-`:
    `2 * x + y = 7` gives (x, (7 - y) / 2) and (y, 7 - 2 * x). At v's type the inverse must
    give every solution: on ℕ, `x + k = n` is x = n - k (no solution when n < k, and then the
    hypothesis, still evaluated, is false) and `c * x = n` is x = n / c (c ∣ n, else none),
    while `x - k = n` (many x when n = 0) and `k - x` are not undone; on ℤ and ℚ all four are,
    `/` on ℚ only; a numeral factor of 0 never."""
    def var_type(name):
        local = ctx.locals.get(name)
        v = by_py.get(getattr(local, "ir_name", None))
        return T.resolve(v.ty) if v is not None else None

    out = []
    counts: dict = {}
    for n in side.walk():
        if isinstance(n, A.Ident):
            counts[n.name] = counts.get(n.name, 0) + 1
    blocked = _idents(other)
    for name, k in counts.items():
        ty = var_type(name)
        if k != 1 or name in blocked or ty not in (T.NAT, T.INT, T.RAT):
            continue
        solved = solve_for(side, other, name, ty)
        if solved is not None and solved[0] is not side:
            out.append(solved)
    return out


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
    """`ir` under those of the statement's leading `let`s it reads, directly or through a later
    one (each evaluated where it is needed): a hypothesis that reads none is evaluated without
    them, so that `[Fact p.Prime]` is decided before `let n := Finset.card {s : ZMod p | …}`,
    which p = 0 leaves undecided, is computed."""
    from . import ir as I

    def reads(node):
        return {x.name for x in I.walk(node) if isinstance(x, I.Var)}
    needed = reads(ir)
    kept = []
    for py, value in reversed(lets):
        if py in needed:
            kept.append((py, value))
            needed |= reads(value)
    for py, value in kept:
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


def _defining_hypotheses(binders) -> dict:
    """id of a hypothesis binder `(h : ∀ x, x ∈ S ↔ P x)` → {S: (x, x's type node or None,
    P x)}: the hypothesis that says which elements a finset S has, all of them."""
    out = {}
    for b in binders:
        t = b.type
        if b.style != "(" or not isinstance(t, A.Quant) or t.quantifier != "forall" or \
                len(t.binders) != 1 or len(t.binders[0].names) != 1 or t.binders[0].style:
            continue
        var = t.binders[0].names[0]
        body = t.body
        if isinstance(body, A.BinOp) and body.op == "↔" and isinstance(body.lhs, A.BinOp) and \
                body.lhs.op == "∈" and isinstance(body.lhs.lhs, A.Ident) and \
                body.lhs.lhs.name == var.name and isinstance(body.lhs.rhs, A.Ident):
            out.setdefault(id(b), {})[body.lhs.rhs.name] = (var, t.binders[0].type, body.rhs)
    return out


def _finite_finset(el, ty) -> bool:
    """A `Finset α` of a type α whose values pychecks lists (at each assignment)."""
    from .domains import runtime_values
    t = T.resolve(ty)
    return isinstance(t, T.TCon) and t.name == "Finset" and \
        runtime_values(t.args[0], el.info) is not None


def _guarded_members(ty, defining) -> bool:
    """True for `(S : Finset ℕ) (h : ∀ n, n ∈ S ↔ n < 20 ∧ …)`: a finset of ℕ whose members
    the hypothesis bounds by a guard (`n < e`, `n ≤ e`, `n ∈ e` among the conjuncts of its
    condition), so that S is the guard's values that meet the condition."""
    from .domains import _bound_of
    t = T.resolve(ty)
    if not (isinstance(t, T.TCon) and t.name == "Finset" and T.resolve(t.args[0]) == T.NAT):
        return False
    var, _, member = defining
    return any(_bound_of(c, var.name)[0] is not None and _bound_of(c, var.name)[1] != "move"
               for c in A.conjuncts(member))


def _members(el, var, vtype, member, ty, ctx):
    """`Finset.univ.filter (fun var => member)`, the finset of type `ty` whose elements are
    the `var` with `member`; of an infinite element type, the values of the guard in `member`
    that bounds `var` (`_guarded_members`), filtered."""
    from . import ir as I
    from . import runtime as R
    from .domains import find_guard, runtime_values
    elem = T.resolve(ty).args[0]
    if vtype is not None:
        el.unify(elem, el.type_of(vtype, ctx), var, ctx)
    values = runtime_values(elem, el.info)
    if values is None:
        guard = find_guard(el, "any", var.name, elem, member, ctx)
        if guard is None or not guard.exact:
            el.fail(member, f"the members of a finset of `{T.show_type(elem)}` that no guard "
                            "bounds", ctx)
        values = guard.values
    py = el.fresh(var.name)
    body = el.prop(member, ctx.bind(var.name, Local(py, elem)))
    pred = I.Lam((py,), I.Prim("decide", R.decide, (body, I.Lit(el.place(member, ctx)))))
    filt = el.library_entry("Finset.filter", (), member, ctx)
    return I.Lib(filt.name, filt.impl, (), (pred, values), at=member)


def _quantified_rest(el, rest, body, ctx):
    """`∀ x : τ, … → body` for the binders `rest` of a statement (a variable binder as `∀`, a
    hypothesis as `→`, an instance binder `[DecidablePred P]` dropped: Lean finds the instance),
    so that they range over their values at each assignment of the binders before them."""
    from .context import Local
    kinds = []
    for b in rest:
        if b.style == "[":
            kinds.append(None)
            continue
        ty = None
        if b.type is not None:
            try:
                ty = el.type_of(b.type, ctx)
            except Unsupported:
                if _is_type_like(b.type, el, ctx):
                    raise
        if b.type is not None and ty is None:
            kinds.append("hyp")
            for n in b.names:
                ctx = ctx.bind(n.name, Local("", T.PROP, proof=True))
            continue
        kinds.append("var")
        for n in b.names:
            ctx = ctx.bind(n.name, Local(el.fresh(n.name), ty if ty is not None else
                                         T.TVar(n.name)))
    for b, kind in reversed(list(zip(rest, kinds))):
        if kind == "hyp":
            body = A.copy_span(A.BinOp("→", b.type, body), b.type)
        elif kind == "var":
            binder = A.copy_span(A.Binder("", tuple(b.names), b.type, None), b)
            body = A.copy_span(A.Quant("forall", (binder,), body), b)
    return body
def _has_dependent_size(ty) -> bool:
    """`Fin k`, `Finset (Fin k)`, `Token (n + 1)`, … with a size known only at each
    assignment."""
    from .domains import dependent_sizes
    return bool(dependent_sizes(ty))


def _dependent_binder(el, b, ctx) -> bool:
    """True when the declaration binder `b` has a type with a size only an assignment of the
    variables before it gives (`j : Fin k` after `{k : ℕ}`)."""
    if _is_universe(b.type) or isinstance(b.type, A.Subtype):
        return False
    try:
        return _has_dependent_size(el.type_of(b.type, ctx))
    except (Unsupported, T.Clash):
        return False


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
        if _has_dependent_size(ty):     # `Fin l.length`, `Fin n → Fin 9`
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


from .domains import is_type_like as _is_type_like  # noqa: E402  (shared with `∀ (h : P)`)



#: Instance classes whose instances are data Lean finds and that change no proposition a
#: statement can state about a type pychecks evaluates: each is a subsingleton (`Decidable p`,
#: `DecidableEq α`, `Fintype α`), so any instance is the one the evaluator decides by.
_INSTANCES_OF_NO_CONSEQUENCE = frozenset({
    "Decidable", "DecidableEq", "DecidablePred", "DecidableRel", "DecidableLE", "DecidableLT",
    "Fintype", "Subsingleton"})


def _instance_premise(el, b, ctx):
    """The proposition an instance binder of a statement assumes, as a tree, or None when it
    assumes nothing pychecks needs: `[Fact P]` is P (`Fact P` holds exactly when P does,
    Mathlib/Logic/Basic.lean), `[NeZero n]` is `n ≠ 0` (Init/Data/Zero.lean), a games library
    predicate (`[Impartial x]`) is itself, a decidability or `Fintype` instance is nothing.
    Any other class is refused: its instance might carry a hypothesis, or an operation the
    statement means instead of the usual one, and dropping it could make a true statement
    FAIL."""
    t = b.type
    from .game_elab import instance_hypothesis
    if instance_hypothesis(el, b, ctx) is not None:
        return t
    head = t.fn if isinstance(t, A.App) else t
    name = head.name if isinstance(head, A.Ident) else None
    args = t.arguments if isinstance(t, A.App) else ()
    if name == "Fact" and len(args) == 1:
        return args[0]
    if name == "NeZero" and len(args) == 1:
        return A.copy_span(A.BinOp("≠", args[0], A.copy_span(A.Num("0"), t)), t)
    receiver, _, cls = (name or "").rpartition(".")
    if cls == "AtLeastTwo" and not args and receiver not in ("", "Nat") and "." not in receiver:
        # `[n.AtLeastTwo]`: dot notation on the ℕ variable n
        args = (A.copy_span(A.Ident(receiver), t),)
        name = "Nat.AtLeastTwo"
    if name in ("Nat.AtLeastTwo", "AtLeastTwo") and len(args) == 1:
        # `class Nat.AtLeastTwo (n : ℕ) : Prop where prop : n ≥ 2` (Mathlib/Data/Nat/Cast/
        # Defs.lean), the instance behind numerals ≥ 2 (`ofNat(n)`): the hypothesis 2 ≤ n
        return A.copy_span(A.BinOp("≤", A.copy_span(A.Num("2"), t), args[0]), t)
    if name in _INSTANCES_OF_NO_CONSEQUENCE:
        return None
    el.fail(t, f"the instance binder `[{el.text(t, ctx)}]` assumes a `{name or '?'}` instance, "
               "which pychecks does not read (its instance may be a hypothesis, or change what "
               "an operation means)", ctx)


def _one_name_each(binders: list) -> list:
    """`(u v : ℕ → ℕ)` as `(u : ℕ → ℕ) (v : ℕ → ℕ)`: the same binders, one name each, so that
    what reads one variable (a defining hypothesis `∀ n, u n = 2 * n + 2`, a recurrence) sees
    each name of a group. A group's names share their type's text, which each elaborates
    anew, as Lean does."""
    out = []
    for b in binders:
        if len(b.names) > 1 and b.style in ("(", "{", "⦃", "") and b.type is not None:
            out.extend(A.copy_span(A.Binder(b.style, (n,), b.type, b.extra), b) for n in b.names)
        else:
            out.append(b)
    return out

def _variable_binders(pf, decl):
    """The binders of the `variable` commands in force that the statement takes
    (`project.variable_binders`: those it mentions, and those their types mention)."""
    from pychecks.lean.read.project import variable_binders
    return variable_binders(pf.variables.get(id(decl), ()), decl,
                            included=pf.includes.get(id(decl), frozenset()))


def _defining_hypothesis(el, fname, fty, later):
    """(the binder, the function term) when a later binder is a hypothesis that defines the
    function variable `fname : fty` outright, and no scope can list fty's values (`ℕ → ℕ`):
    `(h : F = e)`, or `(h : ∀ x₁ … xₖ, F x₁ … xₖ = e)` (`↔` for a predicate) with plain binders,
    k the arity of F, the xᵢ distinct, e free of F (then F is `fun x₁ … xₖ => e`, the only
    function meeting h). A guarded `∀ n > 0, F n = e` leaves F partly free: no definition; nor
    is there one when a binder before h mentions F (it would be read before F is bound)."""
    t = T.resolve(fty)
    if not isinstance(t, T.TFun) or T.is_table(t):
        return None
    try:
        S.count(t, S.Scope(1, 1), el.info)
        return None             # its values can be listed: it stays a variable
    except S.NotEnumerable:
        pass
    params, _ = T.arrows(t)

    def mentions(node):
        return any(isinstance(n, A.Ident) and n.name.split(".")[0] == fname for n in node.walk())
    for b in later:
        h = b.type
        if b.type is None or b.style != "(":
            if b.type is not None and mentions(b.type):
                return None
            continue
        if isinstance(h, A.BinOp) and h.op == "=" and isinstance(h.lhs, A.Ident) and \
                h.lhs.name == fname:
            return None if mentions(h.rhs) else (b, h.rhs)
        if not (isinstance(h, A.Quant) and h.quantifier == "forall"):
            if mentions(h):
                return None     # F used before its definition: it stays a variable
            continue
        names = []
        if not all(q.style in ("", "(") and q.extra is None for q in h.binders):
            continue
        names = [n.name for q in h.binders for n in q.names]
        eq = h.body
        if not (isinstance(eq, A.BinOp) and eq.op in ("=", "↔") and isinstance(eq.lhs, A.App) and
                isinstance(eq.lhs.fn, A.Ident) and eq.lhs.fn.name == fname):
            if mentions(h):
                return None
            continue
        args = eq.lhs.arguments
        if len(names) != len(params) or len(args) != len(names) or len(set(names)) != len(names) \
                or any(not (isinstance(a, A.Ident) and a.name == n) for a, n in zip(args, names)) \
                or mentions(eq.rhs):
            return None
        lam = A.Lambda(tuple(A.copy_span(A.Ident(n), eq.lhs) for n in names), None, eq.rhs)
        return b, A.copy_span(lam, eq)
    return None


def _tuple(*xs):
    return xs


def _offset(arg, n):
    """i when `arg` is `n + i` (i a numeral ≥ 1) or `n` itself (0), else None."""
    if isinstance(arg, A.Ident) and arg.name == n:
        return 0
    if isinstance(arg, A.BinOp) and arg.op == "+" and isinstance(arg.lhs, A.Ident) and \
            arg.lhs.name == n and isinstance(arg.rhs, A.Num) and isinstance(arg.rhs.value, int):
        return arg.rhs.value
    return None


def _replace_calls(node, fname, n, order, names):
    """`node` with each `F (n + i)` (i < order) replaced by the name `names[i]`; None when F
    occurs otherwise."""
    import copy
    import dataclasses
    if isinstance(node, A.App) and isinstance(node.fn, A.Ident) and node.fn.name == fname:
        i = _offset(node.arguments[0], n) if len(node.arguments) == 1 else None
        if i is None or i >= order:
            return None
        return A.copy_span(A.Ident(names[i]), node)
    if isinstance(node, A.Ident):
        return None if node.name.split(".")[0] == fname else node
    if not dataclasses.is_dataclass(node):
        return node
    out = copy.copy(node)
    for f in dataclasses.fields(node):
        v = getattr(node, f.name)
        if isinstance(v, A.Term):
            w = _replace_calls(v, fname, n, order, names)
            if w is None:
                return None
            setattr(out, f.name, w)
        elif isinstance(v, tuple) and any(isinstance(x, A.Term) for x in v):
            items = []
            for x in v:
                w = _replace_calls(x, fname, n, order, names) if isinstance(x, A.Term) else x
                if w is None:
                    return None
                items.append(w)
            setattr(out, f.name, tuple(items))
    return out


def _recurrence(el, fname, fty, later):
    """A sequence `F : ℕ → α` (no scope lists it) fixed by later hypotheses: its terms
    `F i = cᵢ` (alone or in `∧`s, nothing free of F in the cᵢ) and one recurrence, either
    `∀ n, F (n + k) = e` (e reading F only at n, …, n + k - 1; the terms then F 0 … F (k - 1))
    or `∀ n ≥ m, F n = e` (also `∀ n, m ≤ n → …`, `n > m - 1`; e reading F only at n - 1, …,
    n - k; the terms F lo … F (m - 1) for some lo ≤ m - k, below which F is free). Then F is
    that sequence, the only function meeting them from its first term on: (the binders
    consumed, the last of them, k, the terms, the step `fun j F₀ … Fₖ₋₁ => e` giving F (j + k),
    the first term's index). Any other binder that mentions F before they are complete, a term
    repeated, missing or out of place: None."""
    t = T.resolve(fty)
    if not isinstance(t, T.TFun) or T.is_table(t):
        return None
    params, _ = T.arrows(t)
    if len(params) != 1 or T.resolve(params[0]) != T.NAT:
        return None
    try:
        S.count(t, S.Scope(1, 1), el.info)
        return None
    except S.NotEnumerable:
        pass

    def mentions(node):
        return any(isinstance(x, A.Ident) and x.name.split(".")[0] == fname for x in node.walk())
    bases: dict[int, object] = {}
    rec = None              # (k, step, the index m from which the recurrence gives F m)
    consumed = []
    for b in later:
        if b.type is None or not mentions(b.type):
            continue
        if b.style != "(":
            return None
        h = b.type
        if isinstance(h, A.Quant) and h.quantifier == "forall" and rec is None:
            rec = _shifted_recurrence(h, fname) or _guarded_recurrence(h, fname)
            if rec is None:
                return None
        else:
            for c in A.conjuncts(h):
                if not (isinstance(c, A.BinOp) and c.op == "=" and isinstance(c.lhs, A.App) and
                        isinstance(c.lhs.fn, A.Ident) and c.lhs.fn.name == fname and
                        len(c.lhs.arguments) == 1 and isinstance(c.lhs.arguments[0], A.Num) and
                        isinstance(c.lhs.arguments[0].value, int) and not mentions(c.rhs)):
                    return None
                i = c.lhs.arguments[0].value
                if i in bases:
                    return None
                bases[i] = c.rhs
        consumed.append(b)
        if rec is not None and bases:
            k, step, m = rec
            lo = min(bases)
            if set(bases) == set(range(lo, m)) and lo <= m - k:
                *rest, last = consumed
                return ({id(x) for x in rest}, last, k, [bases[i] for i in range(lo, m)], step,
                        lo)
            if any(i >= m for i in bases):
                return None
    return None


def _shifted_recurrence(h, fname):
    """(k, step, k) of `∀ n, F (n + k) = e`, e reading F only at n … n + k - 1; else None."""
    names = [x.name for q in h.binders for x in q.names]
    if len(names) != 1 or not all(q.style in ("", "(") and q.extra is None for q in h.binders):
        return None
    n = names[0]
    eq = h.body
    if not (isinstance(eq, A.BinOp) and eq.op == "=" and isinstance(eq.lhs, A.App) and
            isinstance(eq.lhs.fn, A.Ident) and eq.lhs.fn.name == fname and
            len(eq.lhs.arguments) == 1):
        return None
    k = _offset(eq.lhs.arguments[0], n)
    if not k:
        return None
    step_names = [f"{fname}✝{i}" for i in range(k)]
    body = _replace_calls(eq.rhs, fname, n, k, step_names)
    if body is None:
        return None
    params_ast = (A.copy_span(A.Ident(n), eq), *(A.copy_span(A.Ident(x), eq) for x in step_names))
    return k, A.copy_span(A.Lambda(params_ast, None, body), eq), k


def _guarded_recurrence(h, fname):
    """(k, step, m) of `∀ n ≥ m, F n = e` (or `∀ n, m ≤ n → F n = e`, `n ≥ m →`, `n > c`,
    `c < n`), e reading F only at `n - i` for 1 ≤ i ≤ k ≤ m: the step gives F (j + k) from
    F j … F (j + k - 1), with n read as j + k in e (so `n - i` is never truncated). None for any
    other form."""
    names = [x.name for q in h.binders for x in q.names]
    if len(names) != 1 or len(h.binders) != 1:
        return None
    n, q, body = names[0], h.binders[0], h.body
    m = None
    if q.style in ("≥", ">") and isinstance(q.extra, A.Num):
        m = q.extra.value + (q.style == ">")
    elif q.style in ("", "(") and q.extra is None and isinstance(body, A.BinOp) and \
            body.op == "→":
        m = _lower_bound_of(body.lhs, n)
        body = body.rhs
    if m is None or not (isinstance(body, A.BinOp) and body.op == "=" and
                         isinstance(body.lhs, A.App) and isinstance(body.lhs.fn, A.Ident) and
                         body.lhs.fn.name == fname and len(body.lhs.arguments) == 1 and
                         isinstance(body.lhs.arguments[0], A.Ident) and
                         body.lhs.arguments[0].name == n):
        return None
    lags = _lags(body.rhs, fname, n)
    if not lags or max(lags) > m:
        return None
    k = max(lags)
    j = f"{n}✝"
    step_names = [f"{fname}✝{i}" for i in range(k)]
    shifted = A.copy_span(A.BinOp("+", A.copy_span(A.Ident(j), body),
                                  A.copy_span(A.Num(str(k)), body)), body)
    rhs = _rewrite_lags(body.rhs, fname, n, k, step_names, shifted)
    if rhs is None:
        return None
    params_ast = (A.copy_span(A.Ident(j), body),
                  *(A.copy_span(A.Ident(x), body) for x in step_names))
    return k, A.copy_span(A.Lambda(params_ast, None, rhs), body), m


def _lower_bound_of(guard, n):
    """m when `guard` says n ≥ m for a numeral m (`n ≥ m`, `m ≤ n`, `n > c`, `c < n`)."""
    if not isinstance(guard, A.BinOp):
        return None
    lhs, rhs, op = guard.lhs, guard.rhs, guard.op
    if op in ("≤", "<"):
        lhs, rhs, op = rhs, lhs, {"≤": "≥", "<": ">"}[op]
    if op in ("≥", ">") and isinstance(lhs, A.Ident) and lhs.name == n and \
            isinstance(rhs, A.Num):
        return rhs.value + (op == ">")
    return None


def _lag(arg, n):
    """i when `arg` is `n - i` (i a numeral ≥ 1), else None."""
    if isinstance(arg, A.BinOp) and arg.op == "-" and isinstance(arg.lhs, A.Ident) and \
            arg.lhs.name == n and isinstance(arg.rhs, A.Num) and arg.rhs.value >= 1:
        return arg.rhs.value
    return None


def _lags(node, fname, n) -> set | None:
    """The i of the calls `F (n - i)` in node; None when F occurs any other way."""
    out = set()
    calls = 0
    for x in node.walk():
        if isinstance(x, A.App) and isinstance(x.fn, A.Ident) and x.fn.name == fname:
            i = _lag(x.arguments[0], n) if len(x.arguments) == 1 else None
            if i is None:
                return None
            out.add(i)
            calls += 1
    named = sum(1 for x in node.walk() if isinstance(x, A.Ident) and
                x.name.split(".")[0] == fname)
    return out if named == calls else None


def _rewrite_lags(node, fname, n, k, names, shifted):
    """node with each `F (n - i)` as `names[k - i]` and every other `n` as `shifted` (j + k);
    None under a binder, which might shadow n."""
    import copy
    import dataclasses
    if isinstance(node, A.App) and isinstance(node.fn, A.Ident) and node.fn.name == fname:
        return A.copy_span(A.Ident(names[k - _lag(node.arguments[0], n)]), node)
    if isinstance(node, A.Ident):
        return shifted if node.name == n else node
    if isinstance(node, (A.Quant, A.Lambda, A.Let, A.Match, A.LambdaMatch)):
        return None
    if not dataclasses.is_dataclass(node):
        return node
    out = copy.copy(node)
    for f in dataclasses.fields(node):
        v = getattr(node, f.name)
        if isinstance(v, A.Term):
            w = _rewrite_lags(v, fname, n, k, names, shifted)
            if w is None:
                return None
            setattr(out, f.name, w)
        elif isinstance(v, tuple) and any(isinstance(x, A.Term) for x in v):
            ws = tuple(_rewrite_lags(x, fname, n, k, names, shifted)
                       if isinstance(x, A.Term) else x for x in v)
            if any(w is None for w in ws):
                return None
            setattr(out, f.name, ws)
    return out
