"""Binary operators, elaborated as Lean elaborates them.

Arithmetic and comparisons go through Lean's `binop%`/`binrel%` elaborators: the whole tree of
`+ - * / % ^^^ &&& ||| <<< >>>` (and both sides of a comparison) is one unit; its leaves (what is
not such an operator) are elaborated first, and the tree's type is the "maximal" one among the
expected type and the leaves' types (`pychecks.lean.coercions`, the rule the shapes' reader uses
too): ℤ over ℕ over `Fin n`, so a ℕ leaf among ℤ ones is cast (`↑b - 1` is ℤ subtraction) and
`(i + 1 : ℕ)` with `i : Fin 4` is `↑i + 1` in ℕ, while `i + 1 = 0` wraps in `Fin 4`. Numerals
take that type (ℕ when nothing else says), and each operator becomes the library entry its
instance unfolds to (`library.OPERATORS[(op, type)]`). The exponent of `^` is not part of the
tree (it stays ℕ).
"""
from __future__ import annotations

from .. import ast as A
from .. import coercions as C
from . import game_elab as GE
from . import ir as I
from . import runtime as R
from . import types as T

ARITH = ("+", "-", "*", "/", "%", "^^^", "&&&", "|||", "<<<", ">>>")
ORDER = ("<", "≤", ">", "≥")
LOGIC = ("∧", "∨", "→", "↔")


def binop(el, node, ctx, expected):
    op = node.op
    if op in LOGIC:
        a, b = el.prop(node.lhs, ctx), el.prop(node.rhs, ctx)
        cls = {"∧": I.And, "∨": I.Or, "→": I.Implies, "↔": I.Iff}[op]
        return cls(a, b, at=node), T.PROP
    if op in ("&&", "||"):
        a, b = el.check(node.lhs, ctx, T.BOOL), el.check(node.rhs, ctx, T.BOOL)
        out = I.If(a, b, I.Lit(False)) if op == "&&" else I.If(a, I.Lit(True), b)
        out.at = node
        return out, T.BOOL
    if op in ("=", "≠", "==", "!="):
        return equality(el, node, ctx)
    if op in ("≈", "‖", "⧏"):
        return game_relation(el, node, ctx)
    if op == "''":
        return GE.image(el, node, ctx, expected)
    if op in ORDER:
        return order(el, node, ctx)
    if op in ARITH or op == "^":
        return arithmetic(el, node, ctx, expected)
    if op in ("∈", "∉"):
        m = membership(el, node, ctx)
        return (m if op == "∈" else I.Not(m, at=node)), T.PROP
    if op == "⊈":        # the notation `a ⊈ b` stands for `¬ (a ⊆ b)`
        inner = A.copy_span(A.BinOp("⊆", node.lhs, node.rhs), node)
        sub, _ = binop(el, inner, ctx, expected)
        return I.Not(sub, at=node), T.PROP
    if op in ("⊆", "⊂"):
        if isinstance(node.lhs, A.SetLit) and not isinstance(node.rhs, A.SetLit):
            # `{A, B, C} ⊂ Finset.Icc 0 9`: the literal takes its type from the other side, as
            # `binrel%` elaborates both sides before it unifies them
            b, ta = el.elab(node.rhs, ctx)
            a = el.check(node.lhs, ctx, ta)
        else:
            a, ta = el.elab(node.lhs, ctx)
            b = el.check(node.rhs, ctx, ta)
        t = T.resolve(ta)
        if isinstance(t, T.TCon) and t.name == "Set":
            # Mathlib's `Set.Subset s t := ∀ ⦃a⦄, a ∈ s → a ∈ t` (Mathlib/Data/Set/Defs.lean),
            # `s ⊂ t` is `s ⊆ t ∧ ¬ t ⊆ s`
            sub = _set_subset(el, node.lhs, node.rhs, node, ctx)
            if op == "⊂":
                sub = I.And(sub, I.Not(_set_subset(el, node.rhs, node.lhs, node, ctx)), at=node)
            return sub, T.PROP
        if not (isinstance(t, T.TCon) and t.name in ("Finset", "List")):
            el.fail(node, f"`{op}` on `{T.show_type(T.zonk(ta))}`", ctx)
        sub = I.Prim("subset", R.subset, (a, b), at=node)
        if op == "⊂":
            sub = I.And(sub, I.Not(I.Prim("subset", R.subset, (b, a))), at=node)
        return sub, T.PROP
    if op == "++":
        a, ta = el.elab(node.lhs, ctx, expected)
        b = el.check(node.rhs, ctx, ta)
        head = T.head(ta)
        return el.operator_call("++", head or "?", (a, b), node, ctx), ta
    if op == "::":
        t = T.resolve(expected) if expected is not None else None
        elem = t.args[0] if isinstance(t, T.TCon) and t.name == "List" else None
        h, th = el.elab(node.lhs, ctx, elem)
        if elem is not None:
            h = el.coerce(h, th, elem, node.lhs, ctx)
            th = elem
        tail = el.check(node.rhs, ctx, T.list_of(th))
        return el.operator_call("::", "List", (h, tail), node, ctx), T.list_of(th)
    if op in ("∪", "∩", "\\"):
        a, ta = el.elab(node.lhs, ctx, expected)
        b = el.check(node.rhs, ctx, ta)
        if T.head(ta) == "Set":
            # Mathlib's `Set.union`, `Set.inter`, `Set.diff`: membership by `∨`, `∧`, `∧ ¬`
            fn = {"∪": R.set_union, "∩": R.set_inter, "\\": R.set_diff}[op]
            return I.Prim(f"Set{op}", fn, (a, b), at=node), ta
        return el.operator_call(op, T.head(ta) or "?", (a, b), node, ctx), ta
    if op == "×ˢ":
        # Mathlib's `SProd` on finsets: `s ×ˢ t` is `Finset.product s t`, a finset of pairs
        a, ta = el.elab(node.lhs, ctx)
        b, tb = el.elab(node.rhs, ctx)
        ta, tb = T.resolve(ta), T.resolve(tb)
        if not all(isinstance(t, T.TCon) and t.name == "Finset" for t in (ta, tb)):
            el.fail(node, f"`×ˢ` on `{T.show_type(T.zonk(ta))}` and `{T.show_type(T.zonk(tb))}`"
                          " (pychecks reads it on finsets)", ctx)
        return el.operator_call("×ˢ", "Finset", (a, b), node, ctx), \
            T.finset(T.prod(ta.args[0], tb.args[0]))
    if op == "∣":
        # `Dvd.dvd ?α a b` is no `binrel%`: a divisor made of numerals only (`7^7 ∣ …`, `2 * 3 ∣
        # …`) waits for its type, which the other side gives, as Lean postpones `OfNat ?α 7`
        if all(_is_numeral(leaf) for leaf in _leaves(node.lhs, ARITH)):
            b, tb = el.elab(node.rhs, ctx)
            a = el.check(node.lhs, ctx, tb)
            ta = tb
        else:
            a, ta = el.elab(node.lhs, ctx)
            b = el.check(node.rhs, ctx, ta)
        head = T.head(ta)
        if head is None and el.postponed is not None and isinstance(T.resolve(ta), T.TVar) \
                and not T.resolve(ta).rigid:
            return I.Lit(None, at=node), T.PROP   # `binder_type` postpones: `p ∣ 35`, ℕ at the end
        if head not in ("Nat", "Int"):
            el.fail(node, f"`∣` on `{T.show_type(T.zonk(ta))}`", ctx)
        rem = el.operator_call("%", head, (b, a), node, ctx)
        return I.Prim("eq", _eq, (rem, I.Lit(0)), at=node), T.PROP
    if op == "∘":
        f, tf = el.elab(node.lhs, ctx)
        g, tg = el.elab(node.rhs, ctx)
        tf, tg = T.resolve(tf), T.resolve(tg)
        if not (isinstance(tf, T.TFun) and isinstance(tg, T.TFun)) or T.is_table(tf) or \
                T.is_table(tg):
            el.fail(node, "`∘` of something that is not a function of one argument", ctx)
        el.unify(tf.dom, tg.cod, node, ctx)
        x = el.fresh("x")
        return I.Lam((x,), I.Call(f, (I.Call(g, (I.Var(x),)),)), at=node), T.TFun(tg.dom,
                                                                                  tf.cod)
    if op == "<|":
        return el.elab(A.copy_span(A.App(node.lhs, (node.rhs,)), node), ctx, expected)
    if op == "|>":
        return el.elab(A.copy_span(A.App(node.rhs, (node.lhs,)), node), ctx, expected)
    el.fail(node, f"the operator `{op}` is outside what pychecks evaluates", ctx)


def _eq(a, b):
    return a == b


def _lt(a, b):
    return a < b


def _le(a, b):
    return a <= b


def _leaves(node, ops):
    """The leaves of an operator tree (what is not one of `ops`); `^`'s exponent is no leaf."""
    if isinstance(node, A.BinOp) and node.op in ops:
        yield from _leaves(node.lhs, ops)
        yield from _leaves(node.rhs, ops)
    elif _is_neg_of_term(node) and ops is ARITH:
        yield from _leaves(node.arg, ops)      # Lean's `-x` is `unop% Neg.neg x`: in the tree
    elif isinstance(node, A.BinOp) and node.op == "^":
        yield from _leaves(node.lhs, ops)
    else:
        yield node


def _is_neg_of_term(node) -> bool:
    """`-x` of a term that is no numeral (`-3` is `OfNat`'s, typed by the tree)."""
    return isinstance(node, A.UnOp) and node.op == "-" and not _is_numeral(node)


def _is_numeral(node) -> bool:
    """`3`, `-3`, `3⁻¹`: typed by the tree they are in, as `OfNat ?α 3` is."""
    return isinstance(node, A.Num) or (isinstance(node, A.UnOp) and node.op in ("-", "⁻¹") and
                                       isinstance(node.arg, A.Num))


class _Tree:
    """One `binop%` unit: its leaves elaborated (in the order they are written), and the type
    Lean's `analyze` gives it (`pychecks.lean.coercions`). `done`: leaves already elaborated
    (by id)."""

    def __init__(self, el, roots, ctx, expected, done=None):
        self.el, self.ctx = el, ctx
        self.done = dict(done or {})
        types = []
        leaves = [leaf for root in roots for leaf in _leaves(root, ARITH)]
        # `!{s | t}` is `OfSets.ofSets` of the type the tree is at (`(0 : Game) = !{…}`); alone
        # among non-numerals, it is elaborated for its own type (`IGame`)
        typed_elsewhere = any(not (_is_numeral(x) or _is_dot_ctor(x) or
                                   isinstance(x, A.GameOfSets)) for x in leaves)
        for leaf in leaves:
            if _is_numeral(leaf) or _is_dot_ctor(leaf) or \
                    (typed_elsewhere and isinstance(leaf, A.GameOfSets)):
                continue            # `OfNat ?α k`, `.of x`: their type is the tree's
            if id(leaf) not in self.done:
                self.done[id(leaf)] = el.elab(leaf, ctx)
            types.append(self.done[id(leaf)][1])
        if expected is not None and not _numeric(expected):
            expected = None
        self.type = _maximal(expected, types, el.postponed, el)

    def build(self, node):
        """The tree's IR at the agreed type."""
        el, ty = self.el, self.type
        if isinstance(node, A.BinOp) and node.op in ARITH:
            a, b = self.build(node.lhs), self.build(node.rhs)
            return call_operator(el, node.op, ty, (a, b), node, self.ctx)
        if _is_neg_of_term(node):
            return _negate(el, ty, self.build(node.arg), node, self.ctx)
        if isinstance(node, A.BinOp) and node.op == "^":
            a = self.build(node.lhs)
            n = el.check(node.rhs, self.ctx, T.NAT)
            return call_operator(el, "^", ty, (a, n), node, self.ctx)
        if id(node) in self.done:
            ir, lty = self.done[id(node)]
            # `↑leaf`: ℕ and `Fin n` values are the ints they cast to, so the IR is unchanged
            # a game's or a nimber's cast is a value of its own (`GE.cast`)
            if not _castable(lty, ty):
                return el.coerce(ir, lty, ty, node, self.ctx)
            if isinstance(T.resolve(ty), T.TZMod):     # `Nat.cast`, `Int.cast` into ZMod n
                return el.zmod_prim("zmod_cast", T.resolve(ty), (ir,), node, self.ctx)
            if T.resolve(ty) in (T.RAT, T.REAL):
                return rat_cast(ir, node)   # `Rat.ofInt`: a rational, not the int itself
            return GE.cast(ir, lty, ty, node)
        return el.check(node, self.ctx, ty)


def _negate(el, ty, a, node, ctx):
    """`-a` at the tree's type: a games library type's `Neg`, ℤ's, ℚ's, `ZMod n`'s, or the
    project's own."""
    if isinstance(T.resolve(ty), T.TZMod):
        return el.zmod_prim("zmod_neg", T.resolve(ty), (a,), node, ctx)
    if GE.numeric(ty):
        return GE.operator(el, "neg", ty, (a,), node, ctx)
    if T.resolve(ty) == T.INT:
        return el.operator_call("neg", "Int", (a,), node, ctx)
    if T.resolve(ty) in (T.RAT, T.REAL):
        return el.operator_call("neg", T.head(ty), (a,), node, ctx)
    own = _own_instance(el, "neg", ty, (a,), node, ctx)
    if own is not None:
        return own
    el.fail(node, f"`-x` on `{T.show_type(T.zonk(ty))}` (Lean's `Neg.neg` at that type)", ctx)


def rat_cast(ir, node=None):
    """`(↑x : ℚ)` of a ℕ, ℤ or `Fin n` value: `Rat.ofInt` (Lean core's `NatCast Rat`,
    `IntCast Rat`), so that ℚ's operations see a rational."""
    from .implementations import rat_of
    return I.Prim("Rat.ofInt", rat_of, (ir,), at=node)


def _castable(a, b) -> bool:
    return C.coerces(_descriptor(a), _descriptor(b))


def _descriptor(t):
    """A type as `coercions` sees it: NAT, INT, `Fin(n)`, None while not known, else itself."""
    t = T.resolve(t)
    if isinstance(t, T.TVar):
        return t if t.rigid else None
    if isinstance(t, T.TZMod):
        n = t.n
        while isinstance(n, T.Size) and n.ref is not None:
            n = n.ref
        return C.ZMod(n)
    if isinstance(t, T.TFin):
        n = t.n
        while isinstance(n, T.Size) and n.ref is not None:
            n = n.ref
        return C.Fin(n)
    if t == T.NAT:
        return C.NAT
    if t == T.INT:
        return C.INT
    if t == T.RAT:
        return C.RAT
    if t == T.REAL:
        return C.REAL
    if t == T.PNAT:
        return C.PNAT
    return GE.descriptor(t) or T.zonk(t)


def _maximal(expected, types, postponed=None, el=None):
    """The type a `binop%` tree is elaborated at (`coercions.analyze` over the expected type and
    the leaves' types); when no type is known, ℕ (the numerals' default instance), or, while
    `Elaborator.binder_type` postpones (`postponed`, its list), a type left open for the uses
    to fix and ℕ only at the end; when two are uncomparable, the first one known, which every
    leaf is then unified with, as Lean's plain elaboration does (`Fin 3` beside `Fin 4` is a
    type error). A leaf whose type is not known yet takes it."""
    known = ([expected] if expected is not None else []) + list(types)
    found = C.analyze(_descriptor(expected) if expected is not None else None,
                      [_descriptor(t) for t in types])
    if found.maximal is None and postponed is not None:
        target = T.TVar()
        postponed.append(target)
    elif found.maximal is None:
        target = T.NAT
        if el is not None:
            el.defaulted = True
    elif found.uncomparable:
        target = next(t for t in known if _descriptor(t) is not None)
    else:
        target = next(t for t in known if _descriptor(t) == found.maximal)
    for t in known:
        t = T.resolve(t)
        if isinstance(t, T.TVar) and not t.rigid:
            T.unify(t, target)
    return target


#: What `ZMod n` has of its `CommRing` (`ZMod.commRing`, by cases: ℤ's ring for n = 0, Fin's
#: otherwise), each computed by `implementations.zmod_*` at the modulus: the rest (`/`, `%`,
#: bitwise) is not evaluated.
_ZMOD_OPS = {"+": "zmod_add", "-": "zmod_sub", "*": "zmod_mul", "^": "zmod_pow"}
#: `ℕ+`'s operators (Mathlib/Data/PNat/Basic.lean, Defs.lean): its `AddLeftCancelSemigroup`,
#: `CommMonoid` (`+`, `*`, `^`) and its truncated `Sub`; it has no `/` or `%` instance (`PNat.div`
#: and `PNat.mod` are functions, not notation).
_PNAT_OPS = ("+", "-", "*", "^")


def call_operator(el, op, ty, args, node, ctx):
    head = T.head(ty)
    if el.postponed is not None and isinstance(T.resolve(ty), T.TVar):
        return I.Lit(None, at=node)   # `binder_type` postpones: resumed once the type is known
    if GE.numeric(ty):
        return GE.operator(el, op, ty, args, node, ctx)
    if head == "PNat" and op not in _PNAT_OPS:
        el.fail(node, f"`{op}` on `ℕ+` (Mathlib gives ℕ+ no `{op}` instance)", ctx)
    if head not in ("Nat", "Int", "Fin", "Rat", "Real", "PNat"):
        own = _own_instance(el, op, ty, args, node, ctx)
        if own is not None:
            return own
        el.fail(node, f"`{op}` on `{T.show_type(T.zonk(ty))}` is outside what pychecks "
                      "evaluates", ctx)
    type_args = ()
    if isinstance(T.resolve(ty), T.TZMod):
        if op not in _ZMOD_OPS:
            el.fail(node, f"`{op}` on `{T.show_type(T.zonk(ty))}` (ZMod's is not Fin's, and "
                          "pychecks does not evaluate it)", ctx)
        return el.zmod_prim(_ZMOD_OPS[op], T.resolve(ty), tuple(args), node, ctx)
    if head == "Fin":
        n = T.size_value(T.resolve(ty).n)
        if n is None:
            size = T.dependent_size(T.resolve(ty).n)
            if size is None:
                el.fail(node, f"`{op}` on a `Fin` whose size is not known here", ctx)
            type_args = (size.term,)    # `Fin (n + 1)`: its size at each assignment
        else:
            type_args = (I.Lit(n),)
    if op == "%" and head in ("Nat", "Int") and isinstance(args[0], I.Lib) and \
            args[0].name == f"{head}.pow":
        # `a ^ n % k`: the remainder by modular exponentiation, the value of the two calls
        from .implementations import pow_mod
        return I.Prim(f"{head}.pow then {head}.{'mod' if head == 'Nat' else 'emod'}", pow_mod,
                      (*args[0].args, args[1]), at=node)
    return el.operator_call(op, head, args, node, ctx, type_args)


#: The field of Lean's operator class that each operator of a `binop%` tree calls.
_INSTANCE_FIELDS = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "neg": "neg"}


def _own_instance(el, op, ty, args, node, ctx):
    """`a * b` (or `-a`) at a type of the project through the file's own instance of Lean's
    class for it (`instance : Mul Player where mul | left, p => p | right, p => -p`); None
    when the file declares none."""
    t = T.resolve(ty)
    field = _INSTANCE_FIELDS.get(op)
    if field is None or not isinstance(t, T.TCon):
        return None
    fn = el.instance_field(field, t, len(args), node, ctx)
    return I.Call(fn, tuple(args), at=node) if fn is not None else None


def arithmetic(el, node, ctx, expected):
    tree = _Tree(el, [node], ctx, expected)
    return tree.build(node), tree.type


def _is_arith(node) -> bool:
    return isinstance(node, A.BinOp) and (node.op in ARITH or node.op == "^")


_LITERAL = (A.Num, A.ListLit, A.Anon, A.DotIdent, A.StructInst, A.SetLit, A.Vec, A.Tuple,
            A.UnOp)


def _operands(el, lhs, rhs, ctx):
    """Both operands of a comparison: ("numeric", tree) when they are numbers (one `binrel%`
    unit), else ("other", a, type, b) with b checked against a's type."""
    if _is_arith(lhs) or _is_arith(rhs) or (_is_numeral(lhs) and _is_numeral(rhs)):
        return ("numeric", _Tree(el, [lhs, rhs], ctx, None))
    swap = isinstance(lhs, _LITERAL) and not isinstance(rhs, _LITERAL)
    first, second = (rhs, lhs) if swap else (lhs, rhs)
    a, ta = el.elab(first, ctx)
    if _numeric(ta):
        return ("numeric", _Tree(el, [lhs, rhs], ctx, None, {id(first): (a, ta)}))
    unknown = T.resolve(ta)
    if isinstance(unknown, T.TVar) and not unknown.rigid:
        # A binder whose type only its uses tell (`¬ ∀ m, m ≤ n`): `binrel%` elaborates both
        # sides before it chooses, so the other side decides (ℕ here), as it would from the left.
        b, tb = el.elab(second, ctx)
        if _numeric(tb):
            return ("numeric", _Tree(el, [lhs, rhs], ctx, None,
                                     {id(first): (a, ta), id(second): (b, tb)}))
        el.unify(tb, ta, second, ctx)
        return ("other", (b, a) if swap else (a, b), tb)
    if T.resolve(ta) == T.PROP:
        b = el.prop(second, ctx)
        return ("other", (b, a) if swap else (a, b), ta)
    b = el.check(second, ctx, ta)
    return ("other", (b, a) if swap else (a, b), ta)


def _numeric(ty) -> bool:
    """ℕ, ℤ, ℚ, ℕ+ or `Fin n` (not a position `Fin d → ℕ`): a comparison of these is one `binrel%` tree."""
    return (T.head(ty) in ("Nat", "Int", "Fin", "Rat", "Real", "PNat") and not T.is_table(ty)) or \
        GE.numeric(ty)


def order(el, node, ctx):
    op, lhs, rhs = node.op, node.lhs, node.rhs
    if op in (">", "≥"):
        op, lhs, rhs = {">": "<", "≥": "≤"}[op], rhs, lhs
    found = _operands(el, lhs, rhs, ctx)
    if found[0] == "numeric":
        tree = found[1]
        if GE.numeric(tree.type):
            return GE.relation(el, op, tree.type, tree.build(lhs), tree.build(rhs), node,
                               ctx), T.PROP
        if (T.head(tree.type) not in ("Nat", "Int", "Fin", "Rat", "Real", "PNat") and not (
                el.postponed is not None and isinstance(T.resolve(tree.type), T.TVar))) or \
                isinstance(T.resolve(tree.type), T.TZMod):     # ZMod n has no order
            el.fail(node, f"`{node.op}` on `{T.show_type(T.zonk(tree.type))}` is outside what "
                          "pychecks evaluates", ctx)
        a, b = tree.build(lhs), tree.build(rhs)
        out = I.Prim("lt" if op == "<" else "le", _lt if op == "<" else _le, (a, b), at=node)
        out.operand_type = tree.type
        return out, T.PROP
    (a, b), ty = found[1], found[2]
    if el.postponed is not None and isinstance(T.resolve(ty), T.TVar) and \
            not T.resolve(ty).rigid:
        # the postponing pass (`statement.read`, `Elaborator.binder_type`): `n ≤ m` before
        # `m + 1` fixes their type; the statement is read again once it is known
        return I.Lit(None, at=node), T.PROP
    if T.head(ty) == "Finset":
        # Mathlib's order on finsets is inclusion: `s ≤ t` is `s ⊆ t`, `s < t` is `s ⊂ t`
        sub = I.Prim("subset", R.subset, (a, b), at=node)
        if op == "<":
            sub = I.And(sub, I.Not(I.Prim("subset", R.subset, (b, a))), at=node)
        return sub, T.PROP
    if T.is_table(ty) and T.head(T.resolve(ty).cod) in ("Nat", "Int", "Fin"):
        fn = R.pi_lt if op == "<" else R.pi_le      # positions: Mathlib's Pi order
        return I.Prim("pi_lt" if op == "<" else "pi_le", fn, (a, b), at=node), T.PROP
    el.fail(node, f"`{node.op}` on `{T.show_type(T.zonk(ty))}` is outside what pychecks "
                  "evaluates", ctx)


def equality(el, node, ctx):
    """`a = b`, `a ≠ b` (propositions), `a == b`, `a != b` (Bool)."""
    op, lhs, rhs = node.op, node.lhs, node.rhs
    result = T.BOOL if op in ("==", "!=") else T.PROP
    found = _operands(el, lhs, rhs, ctx)
    if found[0] == "numeric":
        tree = found[1]
        if GE.numeric(tree.type) and op in ("=", "≠"):
            return GE.relation(el, op, tree.type, tree.build(lhs), tree.build(rhs), node,
                               ctx), result
        return _eq_node(op, tree.build(lhs), tree.build(rhs), node, tree.type), result
    (a, b), ty = found[1], found[2]
    t = T.resolve(ty)
    if t == T.PROP and result == T.PROP:
        iff = I.Iff(a, b, at=node)
        return (iff if op == "=" else I.Not(iff, at=node)), T.PROP
    if isinstance(t, T.TCon) and t.name == "Set" and GE.is_game_type(t.args[0]) and \
            op in ("=", "≠"):
        return GE.set_equality(el, op, a, b, node), T.PROP   # sets of games, their elements
    if isinstance(t, T.TCon) and t.name == "Set" and op in ("=", "≠"):
        eq = _set_equality(el, a, b, lhs, rhs, t.args[0], node, ctx)
        if eq is not None:      # exact: every member of each side lies in a finite support
            return (eq if op == "=" else I.Not(eq, at=node)), T.PROP
        # extensionality (`Set.ext`): `s = t ↔ s ⊆ t ∧ t ⊆ s` (`Set.Subset.antisymm_iff`), each
        # `⊆` a `∀` over its left side's members, exact where that side is listed or its type
        # finite, else within the scope
        both = I.And(_set_subset(el, lhs, rhs, node, ctx, ty),
                     _set_subset(el, rhs, lhs, node, ctx, ty), at=node)
        return (both if op == "=" else I.Not(both, at=node)), T.PROP
    # a type still to be inferred (`∃ i, … k ≠ i …` before `q k` says i : Fin 2) is fine: every
    # value's `==` is Lean's decidable equality, and a function type cannot come out of it
    decidable = t in (T.BOOL, T.CHAR, T.STRING) or T.head(t) in ("List", "Prod", "Option", "Finset") or \
        T.is_table(t) or el.struct_entry(t) is not None or el.ctors_of(t) is not None or \
        isinstance(t, T.TVar) or T.head(t) in ("PUnit", "True")   # one value: always equal
    if not decidable:
        el.fail(node, f"`{op}` on `{T.show_type(T.zonk(ty))}` (an equality pychecks cannot "
                      "decide)", ctx)
    return _eq_node(op, a, b, node, ty), result


def _set_equality(el, a, b, lhs, rhs, elem, node, ctx):
    """`A = B` of two sets (Set.ext) where every member of each lies in a finite support known
    here: all of a finite element type, else each side's own (a literal's elements, or the values
    of the guard that bounds a set-builder's variable, `{n : ℕ | 0 < n ∧ n ∣ 12}` in [0, 12]);
    None when a side has none (a set of ℕ such as `{n | Nat.Prime n}`)."""
    whole = el.finite_values(elem)
    if whole is not None:
        supports = [whole, I.Lit(())]
    else:
        supports = [_set_support(el, ir, side, elem, ctx) for ir, side in ((a, lhs), (b, rhs))]
        if None in supports:
            return None
    return I.Prim("set_eq_on", R.set_eq_on, (a, b, *supports, I.Lit(el.place(node, ctx))),
                  at=node)


def _set_support(el, ir, side, elem, ctx):
    """IR of a finite collection holding every member of the set `side` (elaborated to `ir`),
    or None (see `_set_equality`)."""
    if isinstance(side, A.SetLit):
        return ir                       # a ListedSet: its elements
    if isinstance(side, A.SetOf):
        return el.guard_values(side.var.name, elem, side.body, ctx)
    return None


def _literal_set(node) -> bool:
    """`{a, b}` or `∅`: a set whose type only its context gives."""
    return isinstance(node, A.SetLit) or (isinstance(node, A.Ident) and node.name == "∅")


def _set_subset(el, s, t, node, ctx, ty=None):
    """`s ⊆ t` of two `Set α` terms as `Set.Subset` unfolds: `∀ a ∈ s, a ∈ t`, `a` a name free
    in both; the `∀` takes its domain from s as any bounded quantifier does. A literal side
    (`{550, 803}`) is read at the other side's type `ty`, as `binrel%` gives both sides one."""
    from dataclasses import replace
    taken = {n.name for part in (s, t) for n in part.walk() if isinstance(n, A.Ident)}
    a = "a"
    while a in taken:
        a += "'"
    if ty is None:
        _, ty = el.elab(t if _literal_set(s) else s, ctx)
    known = "α✝set"        # a type name no source can write, bound to the sets' type
    ctx = replace(ctx, tvars={**ctx.tvars, known: ty})
    typed = A.copy_span(A.Ident(known), node)
    s, t = (A.copy_span(A.Typed(x, typed), x) if _literal_set(x) else x for x in (s, t))
    var = A.copy_span(A.Ident(a), node)
    body = A.copy_span(A.BinOp("∈", var, t), node)
    every = A.copy_span(A.Quant("forall", (A.copy_span(A.Binder("∈", (var,), None, s), node),),
                                body), node)
    return el.prop(every, ctx)


def game_relation(el, node, ctx):
    """`a ≈ b`, `a ‖ b`, `a ⧏ b` (the games library's relations, `binrel%`-like: both sides one
    tree, so `(2 : IGame) + 2 ≈ 4` is a sum of games)."""
    found = _operands(el, node.lhs, node.rhs, ctx)
    if found[0] != "numeric" or not GE.numeric(found[1].type):
        ty = found[2] if found[0] == "other" else found[1].type
        el.fail(node, f"`{node.op}` on `{T.show_type(T.zonk(ty))}` (the games library's "
                      "relation, on games, nimbers and ordinals)", ctx)
    tree = found[1]
    return GE.relation(el, node.op, tree.type, tree.build(node.lhs), tree.build(node.rhs), node,
                       ctx), T.PROP


def _is_dot_ctor(node) -> bool:
    """`.of x` (or `.mk x`): its type comes from the tree's, as a numeral's does."""
    return isinstance(node, A.DotIdent) or (isinstance(node, A.App) and
                                            isinstance(node.fn, A.DotIdent))


def _eq_node(op, a, b, node, ty=None):
    eq = I.Prim("eq", _eq, (a, b), at=node)
    eq.operand_type = ty            # for the counterexample's breakdown (both sides' values)
    if op in ("≠", "!="):
        return I.Not(eq, at=node) if op == "≠" else I.Prim("not", R.not_bool, (eq,), at=node)
    return eq


#: Mathlib's `Set` intervals (Mathlib/Order/Interval/Set/Defs.lean): `Set.Ioc a b = {x | a < x ∧
#: x ≤ b}`, …; each bound the relation it puts on the element (None: no bound on that side)
SET_INTERVALS = {"Icc": ("≤", "≤"), "Ico": ("≤", "<"), "Ioc": ("<", "≤"), "Ioo": ("<", "<"),
                 "Ici": ("≤", None), "Ioi": ("<", None), "Iic": (None, "≤"), "Iio": (None, "<")}


def set_interval(el, node, ctx):
    """(kind, bounds) when `node` is a `Set` interval applied to its bounds (`Set.Ioc 0 N`, or
    `Ioc 0 N` under `open Set` where `Finset` is not open and the project defines no `Ioc`),
    else None."""
    if not (isinstance(node, A.App) and isinstance(node.fn, A.Ident)):
        return None
    name = node.fn.name
    if name.startswith("Set."):
        kind = name[len("Set."):]
    elif name in SET_INTERVALS and "Set" in ctx.opens and "Finset" not in ctx.opens:
        kind = name
    else:
        return None
    if kind not in SET_INTERVALS or name in ctx.locals or \
            el.env.lookup(name, ctx.namespace, ctx.opens) is not None:
        return None
    lo, hi = SET_INTERVALS[kind]
    if len(node.arguments) != (lo is not None) + (hi is not None) or \
            any(isinstance(a, A.NamedArg) for a in node.arguments):
        return None
    return kind, tuple(node.arguments)


def interval_membership(el, x, kind, bounds, at, ctx):
    """`x ∈ Set.Ixx a b` by its definition, `a ≤ x ∧ x ≤ b` (`<` for an open end), elaborated
    as that proposition: the element's type is the bounds' (ℕ, ℤ, `Fin n`, …)."""
    lo, hi = SET_INTERVALS[kind]
    parts, rest = [], list(bounds)
    if lo is not None:
        parts.append(A.copy_span(A.BinOp(lo, rest.pop(0), x), at))
    if hi is not None:
        parts.append(A.copy_span(A.BinOp(hi, x, rest.pop(0)), at))
    prop = parts[0] if len(parts) == 1 else A.copy_span(A.BinOp("∧", parts[0], parts[1]), at)
    return el.prop(prop, ctx)


def membership(el, node, ctx):
    """`x ∈ s` for a list, a finset, or a set (given by its predicate); a `Set` interval by
    its definition."""
    if (iv := set_interval(el, node.rhs, ctx)) is not None:
        return interval_membership(el, node.lhs, *iv, node, ctx)
    s, ts = el.elab(node.rhs, ctx)
    t = T.resolve(ts)
    if isinstance(t, T.TCon) and t.name == "Set":
        x = el.check(node.lhs, ctx, t.args[0])
        return I.Call(s, (x,), at=node)
    if not (isinstance(t, T.TCon) and t.name in ("List", "Finset")):
        el.fail(node, f"`∈` on `{T.show_type(T.zonk(ts))}` is outside what pychecks evaluates",
                ctx)
    x = el.check(node.lhs, ctx, t.args[0])
    name = el.lib.OPERATORS.get(("∈", t.name)) if el.lib is not None else None
    if name is None:
        el.fail(node, f"`∈` on `{t.name}` is not in pychecks' library table", ctx)
    entry = el.lib.LIBRARY[name]
    # the entry's parameters name the collection (`l`, `s`) and the element (`a`)
    args = tuple(s if p in ("l", "s", "as", "xs") else x for p in entry.params)
    return I.Lib(entry.name, entry.impl, (), args, at=node)
