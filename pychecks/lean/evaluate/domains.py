"""What a quantified name ranges over, decided when the quantifier is elaborated.

In order:

1. a finite type (`Bool`, `Fin n`, an enumeration, a structure of finite fields): its values,
   exactly;
2. a guard, which bounds the name whatever the scope (exact): in `∀ x, G → …` and `∃ x, G ∧ …`
   (a bounded binder `∀ b < 8` is read as `∀ b, b < 8 → …`), G one of
   `x < e`, `x ≤ e`, `x ∣ m` (x : ℕ, m a numeral other than 0: x ≤ m), `x ∈ e` (a list or
   finset), `x ⊆ e` or `x ⊂ e` (e a finset: x among its subsets), or `M p x` where `M` is a
   move relation of the project that z3 proved lowers the position (`moves.py`): then x ranges
   over the positions below p;
3. otherwise the scope of its type (`scope.py`), and the quantifier's answer holds only within
   the scope (`truth.Scoped`).

Big operators (`∑ x ∈ s, f x`, `∑ i : Fin n, f i`) always have an exact domain (Lean requires a
Finset or a finite type).
"""
from __future__ import annotations

import itertools
import math

from .. import ast as A
from . import ir as I
from . import runtime as R
from . import scope as S
from . import types as T
from .values import Pair

_KINDS = {"forall": "all", "exists": "any", "exists_unique": "unique"}
_SYMBOL = {"all": "∀", "any": "∃", "unique": "∃!"}


def _range(n):
    return range(n)


def _range_le(n):
    return range(n + 1)


def _pnat_range(n):
    """The ℕ+ values below n: [1, n)."""
    return range(1, n)


def _pnat_range_le(n):
    """The ℕ+ values up to n: [1, n]."""
    return range(1, n + 1)


def zmod_values(n):
    """The values of `ZMod n` at a modulus known at each assignment: 0 … n - 1, as `Fin n`'s;
    `ZMod 0` is ℤ, whose values cannot be listed, so the assignment is left undecided."""
    if n == 0:
        from . import truth as TR
        raise R.NotExact(TR.Unknown("`ZMod 0` is ℤ (Mathlib/Data/ZMod/Defs.lean): its values "
                                    "cannot be listed"))
    return range(n)


def _zmod_subsets(n):
    """The finsets of `ZMod n`: those of `Fin n` for n > 0 (ZMod 0 is ℤ: undecided)."""
    return _subsets(len(zmod_values(n)))


def _fin_values(n):
    return tuple(range(n))


def _table_values(n, cod):
    """The functions `Fin n → α` as their tables, α's values `cod`: n known only here."""
    from .implementations import sized
    sized("Fin n → α", len(cod) ** n)
    return tuple(itertools.product(cod, repeat=n))


def _perm_values(n):
    """The bijections of `Fin n` as their tables, n known only here."""
    from .implementations import sized
    sized("Equiv.Perm (Fin n)", math.factorial(n))
    return tuple(itertools.permutations(range(n)))


def _pair_values(a, b):
    from .implementations import sized
    sized("α × β", len(a) * len(b))
    return tuple(Pair(x, y) for x in a for y in b)


def runtime_count(ir, n: int) -> int:
    """An estimate of how many values a `runtime_values` IR gives at the scope N = n (each size
    known only at an assignment taken as n, its variable's largest value there); 1 for any
    other IR."""
    if isinstance(ir, I.Lit) and isinstance(ir.value, tuple):
        return len(ir.value)
    if isinstance(ir, I.Prim) and ir.fn is _fin_values:
        return max(n, 1)
    if isinstance(ir, I.Prim) and ir.fn is _table_values:
        size, cod = ir.args
        exponent = size.value if isinstance(size, I.Lit) else n
        return runtime_count(cod, n) ** exponent
    if isinstance(ir, I.Prim) and ir.fn is _pair_values:
        return runtime_count(ir.args[0], n) * runtime_count(ir.args[1], n)
    return 1


def runtime_work(ir, n: int) -> int:
    """The count of a `runtime_values` IR whose size grows with the scope (1 for any other IR,
    a fixed finite type's literal values included: those every assignment sees alike)."""
    if isinstance(ir, I.Prim) and ir.fn in (_fin_values, _table_values, _pair_values):
        return runtime_count(ir, n)
    return 1


def runtime_values(ty, info):
    """The IR of a finite type's values (a tuple) where a size in it is known only at each
    assignment: `Fin n` and `Fin n → Fin 9` for a variable n bound before (compfiles'
    `DigitSeq n`), products of such; the literal values when the type is finite outright; None
    when it is not finite. The values are those `S.finite_values` gives once the sizes are
    fixed, in the same order."""
    finite = S.finite_values(ty, info)
    if finite is not None:
        return I.Lit(finite)
    rt = T.resolve(ty)
    if isinstance(rt, T.TZMod):
        size = T.dependent_size(rt.n)
        return None if size is None else I.Prim("ZMod n", zmod_values, (size.term,))
    if isinstance(rt, T.TFin):
        size = T.dependent_size(rt.n)
        return None if size is None else I.Prim("range", _fin_values, (size.term,))
    if isinstance(rt, T.TPerm):       # `Equiv.Perm (Fin n)`, n known at each assignment
        size = T.dependent_size(T.resolve(rt.dom).n)
        return None if size is None else I.Prim("Equiv.Perm (Fin n)", _perm_values, (size.term,))
    if T.is_table(rt):
        dom = T.resolve(rt.dom)
        n = T.size_value(dom.n)
        size = T.dependent_size(dom.n) if n is None else None
        if n is None and size is None:
            return None
        cod = runtime_values(rt.cod, info)
        if cod is None:
            return None
        return I.Prim("Fin n → α", _table_values, (I.Lit(n) if n is not None else size.term, cod))
    if isinstance(rt, T.TCon) and rt.name == "Prod":
        a, b = (runtime_values(x, info) for x in rt.args)
        return None if a is None or b is None else I.Prim("α × β", _pair_values, (a, b))
    return None


def flatten(binders) -> list:
    """[(name node, type node or None, bound operator or "", bound or None)] of a binder list."""
    out = []
    for b in binders:
        if b.style == "[":
            continue
        style = b.style if b.style not in ("(", "{", "⦃", "") else ""
        for n in b.names:
            out.append((n, b.type, style, b.extra if style else None))
    return out


def desugar(var, style, bound, body, kind, node):
    """`∀ x < e, φ` as `∀ x, x < e → φ`; `∃ x ∈ s, φ` as `∃ x, x ∈ s ∧ φ`."""
    if not style:
        return body
    guard = A.copy_span(A.BinOp(style, var, bound), var)
    return A.copy_span(A.BinOp("→" if kind == "all" else "∧", guard, body), node)


def quantifier(el, node, ctx):
    """The IR of `∀`, `∃` or `∃!` (one nested Quant per bound name)."""
    kind = _KINDS[node.quantifier]
    return _nest(el, node, flatten(node.binders), node.body, ctx, kind)


def _nest(el, node, names, body, ctx, kind):
    from .context import Local, Unsupported
    if not names:
        return el.prop(body, ctx)
    (var, tnode, style, bound), rest = names[0], names[1:]
    if style in ("∈", "∉"):
        _, cty = el.elab(bound, ctx)
        c = T.resolve(cty)
        ty = c.args[0] if isinstance(c, T.TCon) and c.args else T.TVar()
    elif style in ("<", "≤", ">", "≥", "≠"):
        # `∀ k < 5, k + x ≥ x` is `∀ k, k < 5 → …`: a bound of numerals alone leaves k's type
        # to the uses (ℤ here), ℕ only when none fixes it
        ty = T.TVar(var.name) if el.numerals_only(bound, ctx) else el.elab(bound, ctx)[1]
    elif tnode is not None:
        try:
            ty = el.type_of(tnode, ctx)
        except Unsupported:
            if kind != "all" or is_type_like(tnode, el, ctx):
                raise
            # `∀ (h : a ≤ 5), φ` (a declaration's hypothesis binder after a dependent one):
            # a proof binder, so the implication `a ≤ 5 → φ`
            inner_body = body
            for v, tn, st, bd in reversed(rest):
                inner_body = _requant(node, v, tn, st, bd, inner_body)
            hyp = el.prop(tnode, ctx)
            proof_ctx = ctx.bind(var.name, Local("", T.PROP, proof=True))
            return I.Implies(hyp, el.prop(inner_body, proof_ctx), at=node)
    else:
        ty = T.TVar(var.name)
    # the rest of the binders, and the guard of a bounded binder, stay inside
    inner_body = body
    for v, tn, st, bd in reversed(rest):
        inner_body = _requant(node, v, tn, st, bd, inner_body)
    inner_body = desugar(var, style, bound, inner_body, kind, node)
    split = _membership_iff(node, var, tnode, inner_body) if kind == "all" and not rest else None
    if split is not None:
        return el.prop(split, ctx)
    py = el.fresh(var.name)
    if tnode is None and style not in ("∈", "∉") and isinstance(T.resolve(ty), T.TVar) and \
            el.postponed is None:
        # the type the uses give, numerals defaulting to ℕ only at the end (`binder_type`)
        found = el.binder_type(var.name, inner_body, ctx)
        if found is not None:
            ty = found
    inner = ctx.bind(var.name, Local(py, ty))
    try:
        body_ir = el.prop(inner_body, inner)
    except Unsupported:
        if tnode is not None or style:
            raise
        # `∃ p, p.Prime ∧ p ∣ m`: Lean postpones `p.Prime` until `p ∣ m` fixes p's type
        # (`Elaborator.binder_type`); read again at the type the uses give
        found = el.binder_type(var.name, inner_body, ctx)
        if found is None:
            raise
        ty = found
        inner = ctx.bind(var.name, Local(py, ty))
        body_ir = el.prop(inner_body, inner)
    t = T.zonk(ty)
    if T.has_free(t):
        el.fail(var, f"the type of `{var.name}` cannot be inferred here: give it", ctx)
    domain = choose(el, kind, var.name, t, inner_body, ctx)
    text = f"{_SYMBOL[kind]} {var.name}"
    return I.Quant(kind, py, domain, body_ir, text=text, place=el.place(var, ctx), at=node)


def is_type_like(node, el, ctx) -> bool:
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


def _membership_iff(node, var, tnode, body):
    """`∀ x, x ∈ s ↔ P x` (a finset or list characterised by a predicate, as competition files
    state `S`) read as `(∀ x, x ∈ s → P x) ∧ (∀ x, P x → x ∈ s)`, the same proposition: the
    first half then ranges exactly over s, the second over what a guard in P bounds (or the
    scope, as before). None when `body` is not such an `↔` (s must not mention x), or when x has
    no written type: the second half would then elaborate `P x` before `x ∈ s` gives x its
    type (CombiBench's `∀ f, f ∈ sols ↔ (List.ofFn f).count 0 = 6`)."""
    if not (isinstance(body, A.BinOp) and body.op == "↔") or tnode is None:
        return None
    for mem, pred in ((body.lhs, body.rhs), (body.rhs, body.lhs)):
        if isinstance(mem, A.BinOp) and mem.op == "∈" and isinstance(mem.lhs, A.Ident) and \
                mem.lhs.name == var.name and not _mentions(mem.rhs, {var.name}):
            halves = []
            for a, b in ((mem, pred), (pred, mem)):
                binder = A.copy_span(A.Binder("", (var,), tnode, None), var)
                imp = A.copy_span(A.BinOp("→", a, b), body)
                halves.append(A.copy_span(A.Quant(node.quantifier, (binder,), imp), node))
            return A.copy_span(A.BinOp("∧", halves[0], halves[1]), node)
    return None


def _requant(node, var, tnode, style, bound, body):
    """`∀ var …, body` rebuilt for the names of a binder group after the first."""
    if style:
        b = A.copy_span(A.Binder(style, (var,), None, bound), var)
    else:
        b = A.copy_span(A.Binder("", (var,), tnode, None), var)
    return A.copy_span(A.Quant(node.quantifier, (b,), body), node)


def choose(el, kind, name, ty, body, ctx, in_rule: bool = False) -> I.Domain:
    """The Domain of `name : ty` quantified (kind all/any/unique) over `body` (see the module
    docstring)."""
    finite = S.finite_values(ty, el.info)
    if finite is not None:
        return I.Domain(exact=True, values=I.Lit(finite), how=f"the finite type "
                        f"{T.show_type(ty)}")
    rt = T.resolve(ty)
    size = T.dependent_size(rt.n) if isinstance(rt, T.TFin) else None
    if size is not None and isinstance(rt, T.TZMod):    # `ZMod p`, p known at each assignment
        return I.Domain(exact=True, values=I.Prim("ZMod n", zmod_values, (size.term,)),
                        how=f"ZMod {size.hint}")
    if isinstance(rt, T.TCon) and rt.name == "Finset" and \
            isinstance(inner := T.resolve(rt.args[0]), T.TZMod) and \
            (size := T.dependent_size(inner.n)) is not None:
        return I.Domain(exact=True, values=I.Prim("subsets", _zmod_subsets, (size.term,)),
                        how=f"Finset (ZMod {size.hint})", scope_type=T.finset(T.NAT))
    if size is not None:    # `Fin pos.length`: its values at each assignment, exactly
        return I.Domain(exact=True, values=I.Prim("range", _range, (size.term,)),
                        how=f"Fin {size.hint}")
    if isinstance(rt, T.TCon) and rt.name == "Finset" and \
            isinstance(inner := T.resolve(rt.args[0]), T.TFin) and \
            (size := T.dependent_size(inner.n)) is not None:
        # `s : Finset (Fin k)`: every subset of the k values at each assignment, exactly
        # its work is estimated as the finsets of ℕ the scope gives (2^(N+1)): k is at most
        # about N where it is an outer variable, and the estimate must see the 2^k
        return I.Domain(exact=True, values=I.Prim("subsets", _subsets, (size.term,)),
                        how=f"Finset (Fin {size.hint})", scope_type=T.finset(T.NAT))
    values = runtime_values(ty, el.info)
    if values is not None:  # `Fin n → Fin 9` for an n bound before: its tables there, exactly
        return I.Domain(exact=True, values=values, how=T.show_type(ty))
    sizes = dependent_sizes(rt)
    if len(sizes) == 1:
        # `t : Token (n + 1)`, `p : Fin k × Fin k`: a finite type once its one size is known,
        # so its values at each assignment, exactly
        (size,) = sizes
        values = _values_at(rt, size, el.info)
        if values is not None:
            return I.Domain(exact=True, values=I.Prim("values", values, (size.term,)),
                            how=f"{T.show_type(rt)} at {size.hint}")
    guard = find_guard(el, kind, name, ty, body, ctx)
    if guard is None:
        guard = int_interval(el, kind, name, ty, body, ctx)
        if guard is not None and not any(isinstance(x, I.Var) for x in I.walk(guard.values)):
            return guard            # bounded by closed terms: its work does not grow with N
    if guard is not None:
        guard.scope_type = ty       # what the guard bounds: for estimates of the work
        return guard
    if in_rule:
        return None
    low = find_lower_guard(el, kind, name, ty, body, ctx)
    if low is not None:
        return low
    try:
        S.count(ty, S.Scope(1, 1), el.info)
    except S.NotEnumerable as exc:
        el.fail(body, f"`{_SYMBOL[kind]} {name} : {T.show_type(ty)}` ranges over {exc}, and no "
                      "guard bounds it", ctx)
    return I.Domain(exact=False, scope_type=ty, how=T.show_type(ty))


def premises(node, kind, bound_names=()):
    """(guard candidate, names bound between the quantifier and it) in a quantifier's body:
    the premises of an implication chain for ∀, the conjuncts for ∃."""
    if isinstance(node, A.Quant) and _KINDS.get(node.quantifier) == kind:
        names = tuple(n.name for b in node.binders for n in b.names)
        yield from premises(node.body, kind, bound_names + names)
        return
    if kind == "all" and isinstance(node, A.BinOp) and node.op == "→":
        for c in A.conjuncts(node.lhs):
            yield c, bound_names
        yield from premises(node.rhs, kind, bound_names)
        return
    if kind in ("any", "unique") and isinstance(node, A.BinOp) and node.op == "∧":
        yield from premises(node.lhs, kind, bound_names)
        yield from premises(node.rhs, kind, bound_names)
        return
    if kind in ("any", "unique"):
        yield node, bound_names


def _mentions(node, names) -> bool:
    for n in node.walk():
        if isinstance(n, A.Ident) and (n.name in names or n.name.split(".")[0] in names):
            return True
    return False


def _ordered_like_nat(ty) -> bool:
    """The games library's types ordered as ordinals (`Nimber`, `Ordinal`), whose values in
    the evaluator are naturals."""
    from .game_elab import ORDERED_INTS
    t = T.resolve(ty)
    return isinstance(t, T.TCon) and t.name in ORDERED_INTS and not t.args


def find_guard(el, kind, name, ty, body, ctx):
    """An exact Domain read off a guard of `name` in `body`, or None."""
    from .context import Unsupported
    for cand, between in premises(body, kind):
        if not isinstance(cand, (A.BinOp, A.App)):
            continue
        solved = _solution(el, cand, name, ty, between, ctx)
        if solved is not None:
            return solved
        bound_node, how = _bound_of(cand, name)
        if bound_node is None:
            continue
        if _mentions(bound_node, set(between) | {name}):
            continue
        try:
            if how in ("<", "≤") and T.resolve(ty) == T.PNAT:
                # the bound at ℕ+ itself, as `binrel%` types `m < b` when b is no ℕ (a ℕ bound
                # makes the comparison ℕ's and fails here: that guard is left to the scope)
                e = el.check(bound_node, ctx, T.PNAT)
                fn = _pnat_range if how == "<" else _pnat_range_le
                return I.Domain(exact=True, values=I.Prim("range", fn, (e,)),
                                how=f"{name} {how} {el.text(bound_node, ctx)}")
            if how in ("<", "≤") and _ordered_like_nat(ty):
                # `∃ a' < a` over `Nimber` or `Ordinal`: below a value the evaluator holds (a
                # natural, as the scope holds the finite ones) lie exactly the naturals below it
                e = el.check(bound_node, ctx, ty)
                fn = _range if how == "<" else _range_le
                return I.Domain(exact=True, values=I.Prim("range", fn, (e,)),
                                how=f"{name} {how} {el.text(bound_node, ctx)}")
            if how in ("<", "≤"):
                if T.resolve(ty) != T.NAT:
                    continue
                e = el.check(bound_node, ctx, T.NAT)
                fn = _range if how == "<" else _range_le
                return I.Domain(exact=True, values=I.Prim("range", fn, (e,)),
                                how=f"{name} {how} {el.text(bound_node, ctx)}")
            if how == "∈":
                c, cty = el.elab(bound_node, ctx)
                c_t = T.resolve(cty)
                if isinstance(c_t, T.TCon) and c_t.name in ("List", "Finset"):
                    el.unify(c_t.args[0], ty, cand, ctx)
                    return I.Domain(exact=True, values=c, how=f"{name} ∈ "
                                    f"{el.text(bound_node, ctx)}")
                if isinstance(c_t, T.TCon) and c_t.name == "Set" and _set_literal(bound_node):
                    # `∀ a ∈ ({3, 8} : Set ℕ)`: a literal set's members are its listed values
                    # (`R.ListedSet`, a frozenset), all of them
                    el.unify(c_t.args[0], ty, cand, ctx)
                    return I.Domain(exact=True, values=c, how=f"{name} ∈ "
                                    f"{el.text(bound_node, ctx)}")
            if how == "∣":
                if T.resolve(ty) != T.NAT:
                    continue
                e = el.check(bound_node, ctx, T.NAT)
                return I.Domain(exact=True, values=I.Prim("range", _range_le, (e,)),
                                how=f"{name} ∣ {el.text(bound_node, ctx)}")
            if how == "⊆":
                # `∃ T ⊆ S, …`, `∀ T, T ⊂ S → …`: T among the subsets of the finset S, which
                # hold every T the guard allows (the guard itself stays, and is evaluated)
                c, cty = el.elab(bound_node, ctx)
                c_t = T.resolve(cty)
                if isinstance(c_t, T.TCon) and c_t.name == "Finset":
                    el.unify(c_t, ty, cand, ctx)
                    return I.Domain(exact=True, values=I.Prim("subsets of", _subsets_of, (c,)),
                                    how=f"{name} ⊆ {el.text(bound_node, ctx)}")
            if how == "move" and el.lowering_domain is not None:
                # the proof that a move lowers the position is the shapes' (`evaluate.moves`),
                # which stand above the elaborator: the reader of the statement lends it
                found = el.lowering_domain(el, cand, name, ty, ctx)
                if found is not None:
                    return found
        except Unsupported:
            continue
    return None


def _one(v):
    return (v,)


def _solution(el, cand, name, ty, between, ctx):
    """An exact Domain of one value from a premise `e = a * x + b` (or any equation
    `guards.solve_for` solves for the ℕ, ℤ or ℚ `x`, `x` once on one side and not on the other):
    the term it gives holds every solution, so `∃ k, n = 2 * k + 1` tries k = (n - 1) / 2 only,
    and the equation, still evaluated, rejects it when n is even."""
    from .context import Unsupported
    from .guards import solve_for
    if not (isinstance(cand, A.BinOp) and cand.op == "=") or \
            T.resolve(ty) not in (T.NAT, T.INT, T.RAT):
        return None
    for side, other in ((cand.lhs, cand.rhs), (cand.rhs, cand.lhs)):
        uses = sum(1 for n in side.walk() if isinstance(n, A.Ident) and n.name == name)
        if uses != 1 or _mentions(other, {name}):
            continue
        found = solve_for(side, other, name, ty)
        if found is None or _mentions(found[1], set(between) | {name}):
            continue
        try:
            e = el.check(found[1], ctx, ty)
        except (Unsupported, T.Clash):
            continue
        return I.Domain(exact=True, values=I.Prim("solution", _one, (e,)),
                        how=f"{name} = {el.text(found[1], ctx)}")
    return None


def _set_literal(node) -> bool:
    """`{a, b}`, `∅`, or either with its type ascribed: a set given by its elements."""
    while isinstance(node, A.Typed):
        node = node.term
    return isinstance(node, A.SetLit) or (isinstance(node, A.Ident) and node.name == "∅")


def find_lower_guard(el, kind, name, ty, body, ctx):
    """A Domain of the scope counted from a guard that bounds the ℕ `name` from below only
    (`∃ m ≥ c`, `∃ m, c < m ∧ …`, `∀ m ≥ c`, `∀ m, c ≤ m → …`; see `ir.Domain.low`), or None.
    Sound for both quantifiers: a value below the bound fails the guard, so it is no witness
    of the `∃` and no counterexample of the `∀`."""
    from .context import Unsupported
    if T.resolve(ty) != T.NAT:
        return None
    for cand, between in premises(body, kind):
        if not isinstance(cand, A.BinOp):
            continue
        bound_node, strict = _lower_bound_of(cand, name)
        if bound_node is None or _mentions(bound_node, set(between) | {name}):
            continue
        try:
            e = el.check(bound_node, ctx, T.NAT)
        except Unsupported:
            continue
        text = el.text(bound_node, ctx)
        if strict:
            e = I.Prim("succ", _succ, (e,))
            text = f"{text} + 1"
        return I.Domain(exact=False, scope_type=ty, low=e, low_text=text,
                        how=f"{T.show_type(ty)} from {name} {'>' if strict else '≥'} "
                            f"{el.text(bound_node, ctx)} on")
    return None


def _succ(n):
    return n + 1


def dependent_sizes(ty) -> list:
    """The distinct sizes known only at each assignment (`Size.term` set) in a type: in a
    `Fin k`, a structure's ℕ parameter (`Token (n + 1)`), and the arguments of a type."""
    out = []

    def walk(t):
        t = T.resolve(t)
        if isinstance(t, T.TFin):
            s = T.dependent_size(t.n)
            if s is not None and all(s is not o for o in out):
                out.append(s)
        elif isinstance(t, T.TCon):
            for a in t.args:
                walk(a)
        elif isinstance(t, T.TFun):
            walk(t.dom)
            walk(t.cod)
    walk(ty)
    return out


def _zmod_of(ty, size) -> bool:
    """True when `ty` has a `ZMod` of the size `size` in it."""
    t = T.resolve(ty)
    if isinstance(t, T.TZMod):
        return T.dependent_size(t.n) is size
    if isinstance(t, T.TCon):
        return any(_zmod_of(a, size) for a in t.args)
    if isinstance(t, T.TFun):
        return _zmod_of(t.dom, size) or _zmod_of(t.cod, size)
    return False


def _values_at(ty, size, info):
    """`k ↦ the values of ty with its size at k` (None when ty is not finite even so: tried at
    k = 2)."""
    from . import scope as S
    if S.finite_values(T.instantiate(ty, {size: 2}), info) is None:
        return None

    def values(k):
        from .implementations import sized
        if k == 0 and _zmod_of(ty, size):
            zmod_values(k)          # `ZMod 0` is ℤ, not `Fin 0`: undecided
        found = S.finite_values(T.instantiate(ty, {size: k}), info)
        if found is None:
            from . import truth as TR
            raise R.NotExact(TR.Unknown(f"the values of `{T.show_type(ty)}` at {size.hint} = "
                                        f"{k} cannot be listed"))
        sized(f"the values of {T.show_type(ty)}", len(found))
        return found
    return values


def _subsets(n):
    """The finsets of `Fin n`: all 2^n of them (refused past the collection limit)."""
    from itertools import combinations
    from .implementations import sized
    sized("Finset (Fin n)", 2 ** n)
    return [frozenset(c) for r in range(n + 1) for c in combinations(range(n), r)]


def _subsets_of(s: frozenset) -> list:
    """The subsets of the finset `s`, fewest elements first (2^|s|, refused past the collection
    limit)."""
    from itertools import combinations
    from .implementations import sized
    sized("the subsets of a Finset", 2 ** len(s))
    elems = sorted(s, key=S.lex_key)
    return [frozenset(c) for r in range(len(elems) + 1) for c in combinations(elems, r)]


def _closed_range(low, high):
    return range(low, high + 1)


def _abs_center(node, name):
    """For `|x - c|`, `|c - x|`, `|x + c|`, `|x|` (Mathlib's `abs`, written `|a|` or `abs a`):
    (the term c, +1 for x - c and c - x, -1 for x + c), or None."""
    if not (isinstance(node, A.App) and isinstance(node.fn, A.Ident) and node.fn.name == "abs"
            and len(node.arguments) == 1):
        return None
    a = node.arguments[0]
    if isinstance(a, A.Ident) and a.name == name:
        return A.copy_span(A.Num(0), a), 1
    if isinstance(a, A.BinOp) and a.op in ("-", "+"):
        if isinstance(a.lhs, A.Ident) and a.lhs.name == name and not _mentions(a.rhs, {name}):
            return a.rhs, 1 if a.op == "-" else -1
        if a.op == "-" and isinstance(a.rhs, A.Ident) and a.rhs.name == name and \
                not _mentions(a.lhs, {name}):
            return a.lhs, 1
    return None


def int_interval(el, kind, name, ty, body, ctx):
    """An exact Domain of the ℤ `name` that its guards bound on both sides, or None: lower and
    upper guards (`c ≤ x`, `x < e`, …, conjoined or chained as `find_guard` reads them) or one
    `|x - c| ≤ e` (`< e`), Mathlib's `abs_sub_le_iff`: c - e ≤ x ≤ c + e. The guard must be
    compared in ℤ (a `|x - c| ≤ (56 : ℚ) / 10` is not read). Sound for both quantifiers, as
    `find_guard` is: a value outside fails the guard."""
    from .context import Unsupported
    if T.resolve(ty) != T.INT:
        return None
    lows, highs = [], []
    for cand, between in premises(body, kind):
        if not isinstance(cand, A.BinOp) or cand.op not in ("<", "≤", ">", "≥"):
            continue
        op, lhs, rhs = cand.op, cand.lhs, cand.rhs
        if op in (">", "≥"):
            op, lhs, rhs = {">": "<", "≥": "≤"}[op], rhs, lhs
        strict = op == "<"
        names = set(between) | {name}
        try:
            if isinstance(lhs, A.Ident) and lhs.name == name and not _mentions(rhs, names):
                e = el.check(rhs, ctx, T.INT)                  # x ≤ e, x < e
                highs.append(I.Prim("pred", _pred, (e,)) if strict else e)
            elif isinstance(rhs, A.Ident) and rhs.name == name and not _mentions(lhs, names):
                e = el.check(lhs, ctx, T.INT)                  # c ≤ x, c < x
                lows.append(I.Prim("succ", _succ, (e,)) if strict else e)
            elif (found := _abs_center(lhs, name)) is not None and not _mentions(rhs, names) \
                    and not _mentions(found[0], names):
                c, sign = found
                if not _in_int(el, cand, ctx, name, ty):
                    continue
                ci = el.check(c, ctx, T.INT)
                ei = el.check(rhs, ctx, T.INT)
                if strict:
                    ei = I.Prim("pred", _pred, (ei,))
                center = ci if sign == 1 else I.Prim("neg", _neg, (ci,))
                lows.append(I.Prim("sub", _sub, (center, ei)))
                highs.append(I.Prim("add", _add, (center, ei)))
        except (Unsupported, T.Clash):
            continue
    if not lows or not highs:
        return None
    low = lows[0] if len(lows) == 1 else I.Prim("max", max, tuple(lows))
    high = highs[0] if len(highs) == 1 else I.Prim("min", min, tuple(highs))
    return I.Domain(exact=True, values=I.Prim("range", _closed_range, (low, high)),
                    how=f"{name} : ℤ within its guards")


def _in_int(el, cand, ctx, name, ty) -> bool:
    """True when the comparison `cand` is elaborated in ℤ (its `binrel%` tree's type)."""
    from .context import Local, Unsupported
    try:
        ir = el.prop(cand, ctx.bind(name, Local(el.fresh(name), ty)))
    except (Unsupported, T.Clash):
        return False
    return T.resolve(getattr(ir, "operand_type", None) or T.PROP) == T.INT


def _pred(n):
    return n - 1


def _neg(n):
    return -n


def _sub(a, b):
    return a - b


def _add(a, b):
    return a + b


def _lower_bound_of(cand, name):
    """(the bounding term, whether strict) when `cand` bounds `name` from below."""
    lhs_is = isinstance(cand.lhs, A.Ident) and cand.lhs.name == name
    rhs_is = isinstance(cand.rhs, A.Ident) and cand.rhs.name == name
    if cand.op in ("≥", ">") and lhs_is:
        return cand.rhs, cand.op == ">"
    if cand.op in ("≤", "<") and rhs_is:
        return cand.lhs, cand.op == "<"
    return None, None


def _bound_of(cand, name):
    """(the bounding term, its kind) when `cand` guards `name`."""
    if isinstance(cand, A.BinOp):
        lhs_is = isinstance(cand.lhs, A.Ident) and cand.lhs.name == name
        rhs_is = isinstance(cand.rhs, A.Ident) and cand.rhs.name == name
        if cand.op in ("<", "≤") and lhs_is:
            return cand.rhs, cand.op
        if cand.op in (">", "≥") and rhs_is:
            return cand.lhs, {">": "<", "≥": "≤"}[cand.op]
        if cand.op == "∈" and lhs_is:
            return cand.rhs, "∈"
        if cand.op in ("⊆", "⊂") and lhs_is:
            return cand.rhs, "⊆"
        if cand.op == "∣" and lhs_is and isinstance(cand.rhs, A.Num) and cand.rhs.value != 0:
            return cand.rhs, "∣"        # a divisor of a numeral m ≠ 0 is at most m
        return None, None
    if isinstance(cand, A.App) and cand.arguments and isinstance(cand.arguments[-1], A.Ident) \
            and cand.arguments[-1].name == name and isinstance(cand.fn, A.Ident):
        return cand.fn, "move"
    return None, None


def big_operator(el, node, ctx, expected):
    """`∑ x ∈ s, f x` / `∏`: the sum over an exact domain (a finset, a finite type, a bound)."""
    from .context import Local
    names = flatten(node.binders)
    if len(names) != 1:
        inner = A.copy_span(A.Quant(node.quantifier, node.binders[1:], node.body), node) \
            if len(node.binders) > 1 else None
        if inner is None:
            el.fail(node, "a big operator over several names in one binder", ctx)
        first = A.copy_span(A.Quant(node.quantifier, node.binders[:1], inner), node)
        return big_operator(el, first, ctx, expected)
    var, tnode, style, bound = names[0]
    if style == "∈":
        c, cty = el.elab(bound, ctx)
        t = T.resolve(cty)
        if not (isinstance(t, T.TCon) and t.name in ("Finset", "List")):
            el.fail(node, "a big operator over something that is not a Finset", ctx)
        ty, values = t.args[0], c
    elif style in ("<", "≤"):
        e = el.check(bound, ctx, T.NAT)
        ty, values = T.NAT, I.Prim("range", _range if style == "<" else _range_le, (e,))
    elif not style:
        coerced = _finset_as_type(el, tnode, ctx) if tnode is not None else None
        if coerced is not None:
            # `∑ k : Finset.range p, f k`: the finset coerced to a type, `{x // x ∈ s}`, whose
            # `Fintype` is `s.attach`: the sum over its elements (a subtype value is its value)
            values, ty = coerced
        else:
            ty = el.type_of(tnode, ctx) if tnode is not None else T.TVar(var.name)
            values = None
            t = T.resolve(ty)
            if isinstance(t, T.TFin) and T.size_value(t.n) is None and \
                    (size := T.dependent_size(t.n)) is not None:
                # `∑ j : Fin (p + 1), …` with p a variable: its values 0 … p at each assignment
                values = I.Prim("range", _range, (size.term,))
    else:
        el.fail(node, f"a big operator with the bound `{style}`", ctx)
    py = el.fresh(var.name)
    inner = ctx.bind(var.name, Local(py, ty))
    if style == "" and tnode is not None and values is not None and \
            not isinstance(T.resolve(ty), T.TFin):
        el.subtype_locals.add(py)       # `k.1`, `k.val` of the coerced finset's element: k
    want = expected if expected is not None and \
        T.head(expected) in ("Nat", "Int", "Fin", "Rat", "Real") and not T.is_table(expected) \
        else None
    body, bty = el.elab(node.body, inner, want)
    if want is not None:
        body = el.coerce(body, bty, want, node.body, inner)
        bty = want
    if values is None:
        t = T.zonk(ty)
        values = runtime_values(t, el.info)     # `∑ i : Fin n` for an n bound before too
        if values is None:
            el.fail(node, f"`{node.symbol} {var.name}` over `{T.show_type(t)}`, which is not a "
                          "finite type", ctx)
    if T.head(bty) not in ("Nat", "Int", "Fin", "Rat", "Real") or T.is_table(bty):
        el.fail(node, f"`{node.symbol}` of `{T.show_type(T.zonk(bty))}`", ctx)
    fn = R.finite_sum if node.quantifier == "big_sum" else R.finite_prod
    total = I.Prim("sum" if node.quantifier == "big_sum" else "prod", fn,
                   (values, I.Lam((py,), body)), at=node)
    if T.head(bty) in ("Rat", "Real"):
        # ℚ's `+` and `*` (Rat.add, Rat.mul) on Fractions; the empty sum and product are the ℚ
        # numerals 0 and 1, so the total is cast as `Rat.ofInt` casts an integer
        of_int = el.lib.LIBRARY["Rat.ofInt"]
        total = I.Lib(of_int.name, of_int.impl, (), (total,), at=node)
    if T.head(bty) == "Fin":
        # the sum with the element type's `+` (or `*`): `Fin.add`, `Fin.mul` are ℕ's modulo n,
        # and the empty product `1 : Fin n` is `1 % n`, so it is the ℕ one modulo n
        n = T.size_value(T.resolve(bty).n)
        size = T.dependent_size(T.resolve(bty).n) if n is None else None
        if n is None and size is None:
            el.fail(node, f"`{node.symbol}` over a `Fin` whose size is not known here", ctx)
        of_nat = el.lib.LIBRARY["Fin.ofNat"]
        total = I.Lib(of_nat.name, of_nat.impl, (), (I.Lit(n) if n is not None else size.term,
                                                     total), at=node)
    return total, bty


def _finset_as_type(el, tnode, ctx):
    """(the finset's IR, its element type) when a binder's type is a term of type `Finset α`
    (Lean coerces it to the subtype `{x // x ∈ s}`), or a bounded `Set` interval (whose elements
    are its `Finset` twin's), else None."""
    from .context import Unsupported
    from .operators import set_interval
    if not isinstance(tnode, A.App):
        return None
    if (iv := set_interval(el, tnode, ctx)) is not None and iv[0] in ("Icc", "Ico", "Ioc", "Ioo"):
        # `Set.Icc a b` as a type: its Fintype is `Set.fintypeIcc`, the elements of
        # `Finset.Icc a b` (Mathlib/Order/Interval/Set/Fintype… `Set.toFinset_Icc`)
        tnode = A.copy_span(A.App(A.copy_span(A.Ident(f"Finset.{iv[0]}"), tnode.fn), iv[1]),
                            tnode)
    try:
        el.type_of(tnode, ctx)
        return None                   # a type after all (`Fin n`, `List ℕ`, …)
    except Unsupported:
        pass
    try:
        c, cty = el.elab(tnode, ctx)
    except Unsupported:
        return None
    t = T.resolve(cty)
    if isinstance(t, T.TCon) and t.name == "Finset" and t.args:
        return c, t.args[0]
    return None
