"""Lower Lean terms of the fragment (`/work/shared/spec/lean-fragment.md`) to the expression layer.

The evaluator walks a syntax tree (`syntax.Node`) in an environment of bound names and returns a
*value*:

* a natural number term: a sympy expression over the heap symbols `p0 …`, `q0 …` of
  `pychecks.expr` (a sympy Integer when it is a constant);
* a proposition: a sympy Boolean (`sympy.true` / `sympy.false` when decided);
* `FinV(k, n)`: an element of `Fin n`. Bound `Fin` variables are always concrete, because every
  quantifier over `Fin n` is expanded, so `i + 3` (wrapping modulo n), `x.val % 3` and `i < j`
  are computed, not encoded;
* `VecV(entries)`: a position `Fin d → ℕ`, one natural term per heap (`![…]`, `0`, a bound
  position, `fun k => e`);
* `SetV`: a set, as a membership test (`{p | φ}`) and, when finite, its elements;
* `FnV`: a function (a `def`, a `let`, a `fun`), applied by evaluating its body with the
  arguments bound: definitions are unfolded, never encoded.

The types are the elaborator's (`pychecks.lean.evaluate.elab`, which the evaluator uses too): a
written type is read by `Elaborator.type_of`, a binder written without one is typed by
elaborating its body (`Lowering.elaborated_binder`), and an arithmetic tree takes one type by
`binop%`'s rule (`pychecks.lean.coercions.analyze`); `Ty` is only how a value of such a type is
represented here.

Quantifiers over `Fin n`, over `Bool`, and over ℕ below a bound (`∀ b < 8`) become finite
conjunctions and disjunctions. Anything else raises `Outside` with the node's position: a name
that is neither defined in the project nor part of the fragment (`Nat.Prime`), an unbounded ∀/∃
over ℕ, a product of two variables, a recursive definition, notation the fragment lacks.
"""
from __future__ import annotations

import itertools
import os
from dataclasses import dataclass, field
from typing import Callable

import sympy as sp

from ... import expr as E
from ... import suggest
from .. import coercions as C
from ..ast import Refused
from ..evaluate import types as T
from ..evaluate.context import Ctx, Local, Unsupported
from ..evaluate.elab import Elaborator
from ..read.env import Env, environment
from ..read.parser import Node, to_lean


class Outside(Refused):
    """A construct outside the fragment: `file:line:col: what`."""


# --- types ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ty:
    """How the lowering represents a value of a type the elaborator gave (`Lowering.type_of`):
    nat, bool, prop, fin n (`FinV`), pos d (`Fin d → ℕ`, `VecV`), set of a type (`SetV`), or a
    function (`FnV`; `args` = parameter types then the result). Not a type system: the types
    are the elaborator's (`evaluate.types`), this is the part of them the fragment lowers."""

    kind: str
    n: int | None = None
    args: tuple = ()

    def __str__(self):
        if self.kind == "fin":
            return f"Fin {self.n}"
        if self.kind == "pos":
            return f"Fin {self.n} → ℕ"
        if self.kind == "set":
            return f"Set ({self.args[0]})"
        if self.kind == "fun":
            return " → ".join(f"({a})" for a in self.args)
        return {"nat": "ℕ", "prop": "Prop", "bool": "Bool"}[self.kind]


NAT, PROP, BOOL = Ty("nat"), Ty("prop"), Ty("bool")


def fin(n: int) -> Ty:
    return Ty("fin", n)


def pos(d: int) -> Ty:
    return Ty("pos", d)


def set_of(t: Ty) -> Ty:
    return Ty("set", None, (t,))


def fun_ty(*tys: Ty) -> Ty:
    return Ty("fun", None, tuple(tys))


def represent(t: T.Ty) -> Ty | None:
    """The lowering's representation of the elaborator's type `t` (`evaluate.types`), or None
    for a type outside the fragment (ℤ, lists, a `Fin` of unknown size, …): ℕ, Bool and Prop
    as themselves, `Fin n` as an index, `Fin d → ℕ` as a position of d heaps, `Set α`, and
    other functions by their parameter and result types (curried: `A → B → C` is one function
    of two parameters)."""
    t = T.resolve(t)
    if t == T.NAT:
        return NAT
    if t == T.PROP:
        return PROP
    if t == T.BOOL:
        return BOOL
    if isinstance(t, T.TZMod):
        return None     # not an index: its ring is Fin's, its order and division are not
    if isinstance(t, T.TFin):
        n = T.size_value(t.n)
        return fin(n) if n is not None and n >= 1 else None
    if isinstance(t, T.TCon) and t.name == "Set" and len(t.args) == 1:
        elem = represent(t.args[0])
        return set_of(elem) if elem is not None else None
    if isinstance(t, T.TFun):
        dom, cod = represent(t.dom), represent(t.cod)
        if dom is None or cod is None:
            return None
        if dom.kind == "fin" and cod == NAT:
            return pos(dom.n)
        if cod.kind == "fun":
            return fun_ty(dom, *cod.args)
        return fun_ty(dom, cod)
    return None


def elaborated(t: Ty | None) -> T.Ty:
    """The elaborator's type that the lowering's representation `t` stands for (`represent`'s
    inverse; a type variable where `t` is not known)."""
    if t is None:
        return T.TVar()
    if t == NAT:
        return T.NAT
    if t == PROP:
        return T.PROP
    if t == BOOL:
        return T.BOOL
    if t.kind == "fin":
        return T.TFin(t.n)
    if t.kind == "pos":
        return T.TFun(T.TFin(t.n), T.NAT)
    if t.kind == "set":
        return T.set_of(elaborated(t.args[0]))
    return T.fun(*[elaborated(a) for a in t.args])


def elaborated_type_of(v) -> T.Ty:
    """The elaborator's type of a value of the lowering, where it shows it (an index, a
    position, a number, a proposition, a set of known elements, a function of known parameter
    and result types); a type variable otherwise, which the elaborator may fix."""
    if isinstance(v, FinV):
        return T.TFin(v.n)
    if isinstance(v, VecV):
        return T.TFun(T.TFin(v.d), T.NAT)
    if isinstance(v, SetV):
        return T.set_of(elaborated(v.elem))
    if isinstance(v, FnV):
        if v.params and all(p is not None for p in v.params) and v.result is not None:
            return elaborated(fun_ty(*v.params, v.result))
        return T.TVar()
    if is_prop(v):
        return T.PROP
    if is_nat(v):
        return T.NAT
    return T.TVar()


def is_position(t: Ty | None) -> bool:
    """A position type: `Fin d → ℕ`, or `ℕ` itself (one heap)."""
    return t is not None and (t.kind == "pos" or t == NAT)


def heaps_of(t: Ty) -> int:
    return t.n if t.kind == "pos" else 1


# --- values ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class FinV:
    """`k : Fin n`: concrete (an int) inside expanded quantifiers; a natural symbol below n for
    a `Fin n` variable of a plain statement."""

    value: object
    n: int
    #: Computed by `Fin n` arithmetic (it wrapped): read as ℕ only through `.val` or `↑`, never
    #: by a coercion the tree did not ask for (Lean would have computed it in ℕ instead).
    computed: bool = field(default=False, compare=False)

    @property
    def concrete(self) -> bool:
        return isinstance(self.value, int)

    @property
    def nat(self):
        """`k.val` as a natural term."""
        return sp.Integer(self.value) if self.concrete else self.value


@dataclass(frozen=True)
class VecV:
    """A position `Fin d → ℕ`: one natural term per heap."""

    entries: tuple

    @property
    def d(self) -> int:
        return len(self.entries)


@dataclass
class SetV:
    """A set: `member(v)` is the proposition `v ∈ S`; `elements` when it is a finite literal;
    `elem` its element type when known."""

    member: Callable
    elements: tuple | None = None
    elem: Ty | None = None


@dataclass
class FnV:
    """A function: `call(args, node)` evaluates it on argument values (`node` is the application,
    for positions). `params` are the parameter types where known; `name` the Lean name of a
    definition (None for a `fun`), `text` its source (a `fun`'s own text)."""

    call: Callable
    params: tuple = ()
    result: Ty | None = None
    name: str | None = None
    text: str | None = None
    arity: int | None = None


def is_nat(v) -> bool:
    return isinstance(v, sp.Basic) and not E.is_predicate(v)


def is_prop(v) -> bool:
    return isinstance(v, sp.Basic) and E.is_predicate(v)


def concrete_int(v) -> int | None:
    """The Python int of a constant natural (or of a `Fin` value), else None."""
    if isinstance(v, FinV):
        return v.value if v.concrete else None
    if isinstance(v, sp.Integer):
        return int(v)
    return None


# --- propositions, folded as they are built --------------------------------------------------

def truth(b: bool):
    return sp.true if b else sp.false


def _lattice(cls, flat):
    """`cls(*flat)` (And or Or) built as written: sympy's own constructor sorts and compares the
    arguments, which costs more than all the rest of the lowering; `canonical` does that once,
    on the finished predicate."""
    flat = list(dict.fromkeys(flat))
    if len(flat) == 1:
        return flat[0]
    obj = sp.Basic.__new__(cls, *flat)
    obj._argset = frozenset(flat)
    return obj


def canonical(expr):
    """`expr` with every conjunction and disjunction rebuilt by sympy's constructors (sorted
    arguments, as the hand-written predicates of `pychecks.expr` have them)."""
    if isinstance(expr, (sp.And, sp.Or)):
        args = [canonical(a) for a in expr.args]
        return E.And(*args) if isinstance(expr, sp.And) else E.Or(*args)
    if isinstance(expr, sp.Not):
        return E.Not(canonical(expr.args[0]))
    return expr


def p_and(*args):
    """`a ∧ b ∧ …`: nested conjunctions flattened, True dropped, False absorbing."""
    flat = []
    for a in args:
        if a is sp.false:
            return sp.false
        if a is sp.true:
            continue
        flat.extend(a.args if isinstance(a, sp.And) else (a,))
    if not flat:
        return sp.true
    return _lattice(sp.And, flat)


def p_or(*args):
    """`a ∨ b ∨ …`: flattened, False dropped, True absorbing."""
    flat = []
    for a in args:
        if a is sp.true:
            return sp.true
        if a is sp.false:
            continue
        flat.extend(a.args if isinstance(a, sp.Or) else (a,))
    if not flat:
        return sp.false
    return _lattice(sp.Or, flat)


def p_not(a):
    if a is sp.true:
        return sp.false
    if a is sp.false:
        return sp.true
    if isinstance(a, sp.Not):
        return a.args[0]
    return E.Not(a)


def p_implies(a, b):
    return p_or(p_not(a), b)


def p_iff(a, b):
    if a is sp.true:
        return b
    if b is sp.true:
        return a
    if a is sp.false:
        return p_not(b)
    if b is sp.false:
        return p_not(a)
    return p_and(p_or(p_not(a), b), p_or(a, p_not(b)))


def _relation(kind: str, a, b):
    """a = b, a ≠ b, a ≤ b, a < b on naturals, decided when both are constants."""
    ia, ib = concrete_int(a), concrete_int(b)
    if ia is not None and ib is not None:
        return truth({"=": ia == ib, "≠": ia != ib, "≤": ia <= ib, "<": ia < ib}[kind])
    return {"=": E.Eq, "≠": E.Ne, "≤": E.Le, "<": E.Lt}[kind](a, b)


# --- the environment -------------------------------------------------------------------------

@dataclass
class Scope:
    """Bound names (innermost last) and how to find global names."""

    locals: dict = field(default_factory=dict)
    resolve: Callable | None = None       # name -> value or None (definitions of the project)
    file: str | None = None
    #: Where the terms stand (the declaration's namespace and `open`s): the elaborator reads
    #: a written type's names there, as it does for the evaluator.
    namespace: tuple = ()
    opens: tuple = ()

    def bind(self, name: str, value) -> "Scope":
        new = dict(self.locals)
        new[name] = value
        return Scope(new, self.resolve, self.file, self.namespace, self.opens)


# --- the evaluator ---------------------------------------------------------------------------

def _did_you_mean(name: str, scope: Scope) -> str:
    """`; did you mean `NimMove`?` for a misspelt name: the closest bound names and project
    definitions visible at the place (`pychecks.suggest`), or nothing when none is close."""
    known = set(scope.locals)
    names = getattr(scope.resolve, "names", None)
    if names is not None:
        known.update(names())
    return suggest.hint(suggest.close_names(name, known))


#: A bounded quantifier expands into at most this many cases (beyond, the evaluator runs it).
MAX_EXPANSION = 1024

class Lowering:
    """Evaluate syntax in a scope (see the module docstring). One instance per file view; the
    `outside` helper raises with the file it was made for."""

    def __init__(self, file: str | None = None, text: str = "", project_file=None):
        self.file = file
        self.text = text
        #: The `ProjectFile` the terms come from (None for a bare text): the elaborator reads
        #: its declarations (a type synonym, the constant of a `Fin d`).
        self.project_file = project_file
        self._elaborator = None
        self._binders: dict = {}    # (body, name, types in scope) → elaborated_binder's answer

    def elaborator(self) -> Elaborator:
        """The elaborator that types this file's terms (`evaluate.elab`, the evaluator's own),
        made on first use over the file's declarations (none for a bare text)."""
        if self._elaborator is None:
            pf = self.project_file
            env = environment(pf) if pf is not None else Env()
            self._elaborator = Elaborator(env, None, file=self.file or "<lean>")
        return self._elaborator

    def outside(self, node, what: str):
        raise Outside(node, what, self.file)

    def source(self, node: Node) -> str:
        """The node's own text in its file (its printed form when that is not known)."""
        if self.text and node.end > node.start:
            return self.text[node.start:node.end]
        return to_lean(node)

    def short(self, node: Node, limit: int = 60) -> str:
        """The node's text on one line, cut to `limit` characters, for messages."""
        text = " ".join(self.source(node).split())
        return text if len(text) <= limit else text[:limit - 1] + "…"

    # types --------------------------------------------------------------------------------
    def type_of(self, node: Node, scope: Scope) -> Ty:
        """How a value of the type `node` denotes is lowered. The type is the elaborator's
        (`Elaborator.type_of`, as the evaluator reads it: Lean core's names and Mathlib's
        notation, `Fin n` with n a numeral or a closed ℕ term, the project's synonyms, `Set`,
        `→`); `represent` says which of those types the fragment lowers, and how."""
        ctx = Ctx({}, scope.namespace, scope.opens, self.project_file)
        try:
            elaborated = self.elaborator().type_of(node, ctx)
        except Unsupported:
            elaborated = None
        found = represent(elaborated) if elaborated is not None else None
        if found is not None:
            return found
        if node.kind == "app" and node.args[0].kind == "ident" and node.args[0].text == "Fin" \
                and len(node.args) == 2:
            # a size the elaborator cannot fix alone names a value the lowering has bound
            # (`Fin (b + 1)` under an expanded `∀ b < 4`): its value is the lowering's
            n = concrete_int(self.eval(node.args[1], scope))
            if n is not None and n >= 1:
                return fin(n)
            self.outside(node, f"type `{to_lean(node)}`: Fin needs a numeral size ≥ 1")
        self.outside(node, f"type `{to_lean(node)}` is outside the fragment (ℕ, Fin n, "
                           "Fin d → ℕ, Set, Prop and functions of them)")

    def elaborated_binder(self, name: str, body: Node, scope: Scope) -> Ty | None:
        """The type the elaborator gives a binder written without one: `body` elaborated with
        `name` bound to a type variable and the names in scope at their types
        (`elaborated_type_of`), the variable then fixed by unification with its uses, as
        Lean's elaborator fixes a binder's metavariable, postponing what it cannot elaborate
        yet (`Elaborator.binder_type`). None where the elaborator cannot read the body, leaves
        the type open, or fixes a type the fragment does not lower."""
        el = self.elaborator()
        ctx = Ctx({}, scope.namespace, scope.opens, self.project_file)
        key_types = []
        for local, value in scope.locals.items():
            ty = elaborated_type_of(value)
            key_types.append((local, T.show_type(ty)))
            ctx = ctx.bind(local, Local(el.fresh(local), ty))
        key = (id(body), name, tuple(key_types))
        if key not in self._binders:
            try:
                found = el.binder_type(name, body, ctx)
                self._binders[key] = represent(found) if found is not None else None
            except (KeyboardInterrupt, MemoryError):
                raise
            except Exception:  # noqa: BLE001  a bug of the elaborator costs its answer only
                if os.environ.get("PYCHECKS_STRICT"):  # the test suite: a bug is a bug
                    raise
                self._binders[key] = None
        return self._binders[key]

    def binder_type(self, binder: Node, name: str, body: Node, scope: Scope) -> Ty:
        """The type of `name`, bound by `binder` without a written type, over `body`: the
        elaborator's (`elaborated_binder`); outside the fragment where it gives none, as Lean
        rejects a binder whose type nothing fixes."""
        found = self.elaborated_binder(name, body, scope)
        if found is None:
            self.outside(binder, f"the type of `{name}` (written without one) is not one the "
                                 f"fragment lowers, or its uses do not fix it: write "
                                 f"`({name} : T)`")
        return found

    def names_a_type(self, node: Node, scope: Scope) -> bool:
        """True when the name `node` is a type to the elaborator (`ℕ` written as a value)."""
        try:
            self.elaborator().type_of(node, Ctx({}, scope.namespace, scope.opens,
                                                self.project_file))
        except Unsupported:
            return False
        return True

    # coercions ----------------------------------------------------------------------------
    def coerce(self, v, ty: Ty | None, node: Node):
        """`v` read at type `ty` (a numeral as `Fin n` or as the position 0, a `fun k => e` as a
        position, …)."""
        if ty is None:
            return v
        if ty.kind == "fin":
            if isinstance(v, FinV):
                return v
            c = concrete_int(v)
            if c is None:
                self.outside(node, f"`{to_lean(node)}` is used as a `Fin {ty.n}` index but is "
                                   "not a numeral or a bound index")
            return FinV(c % ty.n, ty.n)
        if ty.kind == "pos":
            return self.as_vector(v, node, ty.n)
        if ty == NAT:
            if isinstance(v, FinV) and v.computed:
                self.outside(node, f"`{self.short(node)}` is computed in `Fin {v.n}` (wrapping) "
                                   "where a natural number is expected, which Lean computes in "
                                   "ℕ: write it where its type is known, or take `.val`")
            if isinstance(v, FinV):
                return v.nat
            if isinstance(v, VecV) and v.d == 1:
                return v.entries[0]
            if not is_nat(v):
                self.outside(node, f"`{to_lean(node)}` is used as a natural number")
            return v
        if ty == PROP or ty == BOOL:
            if not is_prop(v):
                self.outside(node, f"`{to_lean(node)}` is used as a proposition")
            return v
        if ty.kind == "set" and isinstance(v, SetV):
            if v.elem is None:
                v.elem = ty.args[0]
            return v
        return v

    def as_vector(self, v, node: Node, d: int | None = None) -> VecV:
        """A position value: a VecV, `0`, or a function `fun k => e` tabulated on Fin d."""
        if isinstance(v, VecV):
            if d is not None and v.d != d:
                self.outside(node, f"`{to_lean(node)}` has {v.d} heaps where {d} are expected")
            return v
        c = concrete_int(v)
        if c is not None and d is not None and not isinstance(v, FinV):
            if c in (0, 1):  # Mathlib's `0` and `1` on `Fin d → ℕ` (Pi.instZero, Pi.instOne)
                return VecV((sp.Integer(c),) * d)
        if isinstance(v, FnV) and d is not None:
            return VecV(tuple(self.coerce(v.call([FinV(k, d)], node), NAT, node)
                              for k in range(d)))
        self.outside(node, f"`{to_lean(node)}` is not a position of the fragment "
                           f"(`![…]`, `0`, a bound position or `fun k => …`)")

    # evaluation ---------------------------------------------------------------------------
    def eval(self, node: Node, scope: Scope, expect: Ty | None = None):
        """The value of `node` (see the module docstring), read at `expect` when given."""
        method = getattr(self, "e_" + node.kind, None)
        if method is None:
            self.outside(node, _KIND_WORDS.get(node.kind, f"`{node.kind}`") +
                         " is outside the fragment")
        v = method(node, scope, expect)
        return self.coerce(v, expect, node) if expect is not None else v

    def prop(self, node: Node, scope: Scope):
        v = self.eval(node, scope)
        if not is_prop(v):
            self.outside(node, f"`{self.short(node)}` is not a proposition of the fragment")
        return v

    def nat(self, node: Node, scope: Scope):
        v = self.eval(node, scope)
        if isinstance(v, FinV):
            self.outside(node, f"`{self.short(node)}` is a `Fin {v.n}` index used as a natural "
                               "number: write `.val`")
        if not is_nat(v):
            self.outside(node, f"`{self.short(node)}` is not a natural number of the fragment")
        return v

    def e_num(self, node, scope, expect):
        text = node.text
        return sp.Integer(int(text, 0) if text[:2] in ("0x", "0b") else int(text))

    def e_ident(self, node, scope, expect):
        name = node.text
        if name in scope.locals:
            return scope.locals[name]
        if "." in name:  # `x.val`: a projection of a bound name
            head, *fields = name.split(".")
            if head in scope.locals:
                v = scope.locals[head]
                for f in fields:
                    v = self.project(v, f, node)
                return v
        if name == "True":
            return sp.true
        if name == "False":
            return sp.false
        if name in ("true", "false"):
            return truth(name == "true")
        if scope.resolve is not None:
            found = scope.resolve(name, node)
            if found is not None:
                return found
        builtin = BUILTINS.get(name)
        if builtin is not None:
            return builtin(self, node)
        if name in ("Type", "Type*", "Sort", "Sort*"):
            self.outside(node, f"`{name}`: a type variable (a universe) is outside the fragment")
        if name in ("ℤ", "Int", "ℚ", "Rat", "ℝ", "Real", "ℂ", "Complex"):
            self.outside(node, f"the type `{name}` is outside the fragment (naturals only)")
        if name in ("Fin", "Set") or self.names_a_type(node, scope):
            self.outside(node, f"the type `{name}` is used as a value")
        if name == "_" or name.startswith("?"):
            self.outside(node, f"the hole `{name}` is outside the fragment")
        self.outside(node, f"`{name}` is neither defined in the project nor part of the fragment"
                           + _did_you_mean(name, scope))

    def project(self, v, field_: str, node: Node):
        if field_ in ("val", "toNat") and isinstance(v, FinV):
            return v.nat
        if field_ == "val" and is_nat(v):
            return v
        self.outside(node, f"the projection `.{field_}` is outside the fragment")

    def e_proj(self, node, scope, expect):
        return self.project(self.eval(node.args[0], scope), node.text, node)

    def e_coe(self, node, scope, expect):
        v = self.eval(node.args[0], scope)
        return v.nat if isinstance(v, FinV) else v

    def e_typed(self, node, scope, expect):
        ty = self.type_of(node.args[1], scope)
        v = self.eval(node.args[0], scope, ty)
        # `(e : Fin n)` is elaborated on its own: read as ℕ after it, it is `↑(e : Fin n)`
        return FinV(v.value, v.n) if isinstance(v, FinV) else v

    def e_vec(self, node, scope, expect):
        return VecV(tuple(self.nat(a, scope) for a in node.args))

    def e_setlit(self, node, scope, expect):
        elem = expect.args[0] if expect is not None and expect.kind == "set" else None
        items = tuple(self.eval(a, scope, elem) for a in node.args)

        def member(v, items=items):
            return p_or(*[self.equal(v, x, node) for x in items])
        return SetV(member=member, elements=items, elem=elem)

    def e_setof(self, node, scope, expect):
        var, typ, body = node.args
        elem = self.type_of(typ, scope) if typ is not None else (
            expect.args[0] if expect is not None and expect.kind == "set" else None)

        def member(v):
            if elem is not None:
                v = self.coerce(v, elem, node)
            return self.prop(body, scope.bind(var.text, v))
        return SetV(member=member, elem=elem)

    def e_lambda(self, node, scope, expect):
        params, typ, body = node.args
        for prm in params:
            if prm.kind != "ident":
                self.outside(prm, f"the pattern `{to_lean(prm)}` in `fun` is outside the fragment")
        names = [prm.text for prm in params]
        ptys = expect.args[:-1] if expect is not None and expect.kind == "fun" else ()
        if expect is not None and expect.kind == "pos":
            ptys = (fin(expect.n),)
        if typ is not None:
            ptys = (self.type_of(typ, scope),) * len(names)
        # the body's expected type: ℕ in a position, the result of a function type given whole
        result = NAT if expect is not None and expect.kind == "pos" and len(names) == 1 else \
            expect.args[-1] if expect is not None and expect.kind == "fun" and \
            len(expect.args) == len(names) + 1 else None

        def call(args, at):
            if len(args) < len(names):
                self.outside(at, "a partial application of `fun` is outside the fragment")
            inner = scope
            for i, (n, a) in enumerate(zip(names, args)):
                ty = ptys[i] if i < len(ptys) else None
                inner = inner.bind(n, self.coerce(a, ty, at) if ty is not None else a)
            out = self.eval(body, inner, result)
            rest = args[len(names):]
            return self.apply(out, rest, at) if rest else out
        text = " ".join(self.source(node).split())
        return FnV(call=call, params=tuple(ptys), text=text, arity=len(names))

    def e_let(self, node, scope, expect):
        pat, binders, typ, value, body = node.args
        if node.text != "let":
            self.outside(node, "`have` is outside the fragment")
        if pat.kind != "ident" or binders:
            self.outside(node, "a `let` with a pattern or parameters is outside the fragment")
        ty = self.type_of(typ, scope) if typ is not None else None
        v = self.eval(value, scope, ty)
        return self.eval(body, scope.bind(pat.text, v), expect)

    def e_bif(self, node, scope, expect):
        # `bif c then a else b` chooses like `if c = true then a else b`: a Bool condition is read
        # as the proposition that it is true, as everywhere else.
        return self.e_ite(node, scope, expect)

    def e_ite(self, node, scope, expect):
        if node.text:
            self.outside(node, "a dependent `if h : c then … else …` is outside the fragment")
        c = self.prop(node.args[0], scope)
        if c is sp.true:
            return self.eval(node.args[1], scope, expect)
        if c is sp.false:
            return self.eval(node.args[2], scope, expect)
        a, b = self.eval(node.args[1], scope, expect), self.eval(node.args[2], scope, expect)
        if is_prop(a) and is_prop(b):
            return p_or(p_and(c, a), p_and(p_not(c), b))
        if is_nat(a) and is_nat(b):
            return E.ite(c, a, b)
        self.outside(node, "this `if … then … else …` chooses neither numbers nor propositions")

    def e_unop(self, node, scope, expect):
        if node.text in ("¬", "!"):
            return p_not(self.prop(node.args[0], scope))
        self.outside(node, f"`{node.text}` (negation of a number) is outside ℕ")

    def e_app(self, node, scope, expect):
        head, *args = node.args
        if head.kind == "ident" and head.text in ("Fin", "Set"):
            self.outside(node, f"the type `{to_lean(node)}` is used as a value")
        f = self.eval(head, scope)
        # each argument is elaborated at its parameter's type (an index of a position at `Fin d`)
        wants = f.params if isinstance(f, FnV) else (fin(f.d),) if isinstance(f, VecV) else ()
        vals = [self.eval(a, scope, wants[i] if i < len(wants) else None)
                if not _is_lambda(a) else _Lazy(a, scope) for i, a in enumerate(args)]
        vals = [self.force(v, scope) for v in vals]
        return self.apply(f, vals, node)

    def force(self, v, scope):
        return self.eval(v.node, v.scope) if isinstance(v, _Lazy) else v

    def apply(self, f, args, node):
        if isinstance(f, FnV):
            args = [self.coerce(a, f.params[i], node.args[i + 1] if i + 1 < len(node.args)
                                else node) if i < len(f.params) and f.params[i] is not None
                    else a for i, a in enumerate(args)]
            return f.call(args, node)
        if isinstance(f, VecV):
            if len(args) != 1:
                self.outside(node, "a position takes one index")
            i = args[0]
            if isinstance(i, FinV) and not i.concrete and i.n == f.d:
                # a `Fin d` variable of a plain statement: the heap it names, case by case
                return E.ite(*[x for k in range(f.d - 1)
                               for x in (E.Eq(i.value, k), f.entries[k])], f.entries[-1])
            k = i.value if isinstance(i, FinV) else concrete_int(i)
            if k is None:
                self.outside(node, f"`{self.short(node)}`: a heap index must be a numeral or a "
                                   "bound `Fin` index")
            if isinstance(i, FinV) and i.n != f.d:
                self.outside(node, f"`{self.short(node)}`: a `Fin {i.n}` index into a position of "
                                   f"{f.d} heaps")
            return f.entries[k % f.d]
        if isinstance(f, SetV) and len(args) == 1:
            return f.member(args[0])
        if is_nat(f) and len(args) == 1 and isinstance(f, sp.Symbol):
            self.outside(node, f"`{self.short(node)}`: a natural number applied as a function")
        self.outside(node, f"`{self.short(node)}` applies something that is not a function of "
                           "the fragment")

    # binary operators -----------------------------------------------------------------------
    def e_binop(self, node, scope, expect):
        op = node.text
        l, r = node.args
        if op in ("∧", "&&"):
            a = self.prop(l, scope)
            return sp.false if a is sp.false else p_and(a, self.prop(r, scope))
        if op in ("∨", "||"):
            a = self.prop(l, scope)
            return sp.true if a is sp.true else p_or(a, self.prop(r, scope))
        if op == "→":
            a = self.prop(l, scope)
            return sp.true if a is sp.false else p_implies(a, self.prop(r, scope))
        if op == "↔":
            return p_iff(self.prop(l, scope), self.prop(r, scope))
        if op in ("∈", "∉"):
            s = self.eval(r, scope)
            if not isinstance(s, SetV):
                self.outside(node, f"`{self.short(r)}` is not a set of the fragment")
            x = self.eval(l, scope, s.elem) if not _is_lambda(l) else self.eval(l, scope)
            if isinstance(x, FnV) and s.elem is not None and s.elem.kind == "pos":
                x = self.as_vector(x, l, s.elem.n)
            m = s.member(x)
            return m if op == "∈" else p_not(m)
        if op in _RELATIONS or op in _ARITH_TREE or op == "^":
            return self.tree(node, scope, expect)
        a, b = self.eval(l, scope), self.eval(r, scope)
        return self.combine(op, a, b, node)

    def combine(self, op, a, b, node):
        """`a op b` on the operands' values (already read at the tree's type)."""
        if op in ("=", "≠", "==", "!="):
            eq = self.equal(a, b, node)
            return eq if op in ("=", "==") else p_not(eq)
        if op in ("≤", "<", "≥", ">"):
            if op in ("≥", ">"):
                a, b, op = b, a, {"≥": "≤", ">": "<"}[op]
            return self.compare(op, a, b, node)
        if op == "∣":
            c = concrete_int(a)
            if c is None or not is_nat(b):
                self.outside(node, "`∣` needs a numeral on its left")
            return _relation("=", self.arith("%", b, sp.Integer(c), node), sp.Integer(0))
        if op in ("+", "-", "*", "/", "%", "^", "^^^", "&&&", "|||", "<<<", ">>>"):
            return self.arith(op, a, b, node)
        self.outside(node, f"the operator `{op}` is outside the fragment")

    def tree(self, node, scope, expect):
        """An arithmetic tree, or both sides of a comparison, read as Lean's `binop%`/`binrel%`
        elaborators read them: the leaves first, then the one type of the whole tree
        (`pychecks.lean.coercions`: the expected type and the leaves' types, the maximal one
        wins), then every leaf at that type. So with `i : Fin 4`, `(i + 1 : ℕ)` is `↑i + 1` in
        ℕ and `k ≠ i.val + 1` is `↑k ≠ i.val + 1`, while `i + 1 = 0` wraps in `Fin 4` and a
        numeral beside a `Fin n` value is read modulo n."""
        relation = node.text in _RELATIONS
        roots = node.args if relation else (node,)
        values, types = {}, []
        for root in roots:
            for leaf in _tree_leaves(root):
                if leaf.kind == "num":
                    continue        # `OfNat ?α k`: it takes the tree's type
                v = self.eval(leaf, scope)
                values[id(leaf)] = v
                types.append(_descriptor(v))
        want = None if relation or expect is None else \
            C.NAT if expect == NAT else C.Fin(expect.n) if expect.kind == "fin" else None
        found = C.analyze(want, types)
        fins = sorted({t.n for t in types if isinstance(t, C.Fin)})
        if found.uncomparable and len(fins) > 1:
            self.outside(node, f"`{self.short(node)}` mixes `Fin {fins[0]}` and `Fin {fins[1]}` "
                               "values, which have no coercion either way: Lean rejects it")
        target = None if found.uncomparable else \
            NAT if found.maximal in (None, C.NAT) else \
            fin(found.maximal.n) if isinstance(found.maximal, C.Fin) else None
        if want is not None and target is not None and target != expect:
            self.outside(node, f"`{self.short(node)}` is computed in `{target}` (a natural "
                               f"number leaf makes the tree ℕ), where `{expect}` is expected: "
                               "Lean rejects it")

        def side(n):
            """A sub-tree's value at the tree's type (a leaf's value cast, `↑`)."""
            if n.kind == "binop" and (n.text in _ARITH_TREE or n.text == "^"):
                if n.text == "^":
                    base, exponent = side(n.args[0]), self.eval(n.args[1], scope)
                    return self.arith("^", base, exponent, n)
                return self.arith(n.text, side(n.args[0]), side(n.args[1]), n)
            if n.kind == "num":
                v = self.e_num(n, scope, None)
                return self.coerce(v, target, n) if target is not None else v
            v = values[id(n)]
            if target == NAT and isinstance(v, FinV):
                return v.nat                                # `↑i`: Fin.val
            return v
        if relation:
            return self.combine(node.text, side(roots[0]), side(roots[1]), node)
        return side(node)

    def equal(self, a, b, node):
        """`a = b` for naturals, `Fin` values, positions (heap by heap) and propositions."""
        if isinstance(a, FinV) or isinstance(b, FinV):
            fa = a if isinstance(a, FinV) else self.coerce(a, fin(b.n), node)
            fb = b if isinstance(b, FinV) else self.coerce(b, fin(a.n), node)
            return _relation("=", fa.nat, fb.nat)
        if isinstance(a, (VecV, FnV)) or isinstance(b, (VecV, FnV)):
            d = a.d if isinstance(a, VecV) else b.d if isinstance(b, VecV) else None
            if d is None:
                self.outside(node, "equality of two functions is outside the fragment")
            va, vb = self.as_vector(a, node, d), self.as_vector(b, node, d)
            return p_and(*[_relation("=", x, y) for x, y in zip(va.entries, vb.entries)])
        if is_prop(a) and is_prop(b):
            return p_iff(a, b)
        if is_nat(a) and is_nat(b):
            return _relation("=", a, b)
        self.outside(node, f"`{self.short(node)}` compares values of different kinds")

    def compare(self, op, a, b, node):
        if isinstance(a, FinV) or isinstance(b, FinV):
            fa = a if isinstance(a, FinV) else self.coerce(a, fin(b.n), node)
            fb = b if isinstance(b, FinV) else self.coerce(b, fin(a.n), node)
            return _relation(op, fa.nat, fb.nat)
        if isinstance(a, VecV) or isinstance(b, VecV):
            d = a.d if isinstance(a, VecV) else b.d
            va, vb = self.as_vector(a, node, d), self.as_vector(b, node, d)
            le = p_and(*[_relation("≤", x, y) for x, y in zip(va.entries, vb.entries)])
            if op == "≤":
                return le     # Pi.le_def: pointwise
            # Pi.lt_def on a preorder: a < b ↔ a ≤ b ∧ ¬ b ≤ a, i.e. some heap strictly below
            return p_and(le, p_or(*[_relation("<", x, y) for x, y in zip(va.entries,
                                                                           vb.entries)]))
        if is_nat(a) and is_nat(b):
            return _relation(op, a, b)
        self.outside(node, f"`{self.short(node)}` compares values that are not numbers")

    def arith(self, op, a, b, node):
        if op == "+" and isinstance(b, FinV) and not b.concrete and concrete_int(a) is not None:
            a, b = b, a                 # `2 + i`: Fin.add commutes, and `i + 2` is encoded
        if isinstance(a, FinV) and not a.concrete:  # a `Fin n` variable: modulo n, symbolically
            bv = concrete_int(b)
            if bv is None or op not in ("+", "-"):
                self.outside(node, f"`{op}` on a `Fin` variable (only `+`/`-` a numeral)")
            shift = bv % a.n if op == "+" else (a.n - bv % a.n) % a.n
            return FinV(sp.Mod(a.value + shift, a.n), a.n, computed=True)
        if isinstance(a, FinV):  # Fin arithmetic wraps modulo n
            bv = concrete_int(b)
            if bv is None:
                self.outside(node, "`Fin` arithmetic with a non-constant")
            n = a.n
            # the other operand is a `Fin n` too: a numeral k is k % n (Fin.instOfNat), which
            # `%` and `/` see (`i % 4` with `i : Fin 3` is `i % 1`: Fin.mod, Fin.div)
            bv %= n
            if op == "+":
                return FinV((a.value + bv) % n, n, computed=True)
            if op == "-":
                return FinV((a.value - bv) % n, n, computed=True)
            if op == "*":
                return FinV((a.value * bv) % n, n, computed=True)
            if op == "%":
                return FinV(a.value % bv if bv else a.value, n, computed=True)
            if op == "/":
                return FinV(a.value // bv if bv else 0, n, computed=True)
            self.outside(node, f"`{op}` on `Fin {n}` is outside the fragment")
        if isinstance(b, FinV):
            self.outside(node, f"`{self.short(node)}`: a `Fin` index in ℕ arithmetic: write `.val`")
        if not (is_nat(a) and is_nat(b)):
            self.outside(node, f"`{self.short(node)}`: `{op}` needs numbers on both sides")
        ca, cb = concrete_int(a), concrete_int(b)
        if op == "+":
            return a + b
        if op == "-":
            return sp.Integer(max(ca - cb, 0)) if ca is not None and cb is not None \
                else E.NatSub(a, b)
        if op == "*":
            if ca is None and cb is None:
                self.outside(node, f"`{self.short(node)}`: a product of two variables is outside "
                                   "the fragment (multiply by a numeral)")
            return a * b
        if op in ("/", "%"):
            if cb is None:
                self.outside(node, f"`{self.short(node)}`: `{op}` by a variable is outside the "
                                   "fragment (divide by a numeral)")
            if ca is not None:
                return sp.Integer((ca // cb if op == "/" else ca % cb) if cb else
                                  (0 if op == "/" else ca))
            if cb == 0:
                return sp.Integer(0) if op == "/" else a
            return E.div(a, b) if op == "/" else sp.Mod(a, b)
        if op == "^":
            if cb is None:
                self.outside(node, f"`{self.short(node)}`: `^` with a variable exponent is outside "
                                   "the fragment (a numeral, or a bound index)")
            return sp.Integer(ca ** cb) if ca is not None else a ** cb
        if op == "^^^":
            return E.xor(a, b)
        if ca is not None and cb is not None:
            return sp.Integer({"&&&": ca & cb, "|||": ca | cb, "<<<": ca << cb,
                               ">>>": ca >> cb}[op])
        self.outside(node, f"`{op}` on variables is outside the fragment (only `^^^`)")

    # binders ------------------------------------------------------------------------------
    def domain(self, binder: Node, name: str, body: Node, scope: Scope, quant: Node):
        """The finite values a quantified name ranges over."""
        names, typ, bound = binder.args
        style = binder.text
        if style in ("<", "≤"):
            c = concrete_int(self.eval(bound, scope))
            if c is None:
                self.outside(quant, f"`{binders_brief(binder)}`: the bound must be a constant")
            if c + (style == "≤") > MAX_EXPANSION:
                self.outside(quant, f"`{binders_brief(binder)}` would expand into {c:,} cases "
                                    f"(at most {MAX_EXPANSION:,})")
            return [sp.Integer(k) for k in range(c + (style == "≤"))]
        if style == "∈":
            s = self.eval(bound, scope)
            if isinstance(s, SetV) and s.elements is not None:
                return list(s.elements)
            self.outside(quant, f"`{binders_brief(binder)}`: ranging over a set that is not a "
                                "finite literal is outside the fragment")
        if style in (">", "≥", "∉", "⊆", "≠"):
            self.outside(quant, f"`{binders_brief(binder)}` has no upper bound")
        ty = self.type_of(typ, scope) if typ is not None else \
            self.binder_type(binder, name, body, scope)
        if ty.kind == "fin":
            return [FinV(k, ty.n) for k in range(ty.n)]
        if ty == BOOL:
            return [sp.true, sp.false]
        if ty == NAT:
            head = _quant_head(quant)
            self.outside(quant, f"`{head} {name} : ℕ` ranges over all of ℕ (no bound): outside "
                                f"the fragment (a bounded `{head} {name} < N, …` is in it)")
        if ty.kind == "pos":
            self.outside(quant, f"`{_quant_head(quant)} {name}` ranges over all positions "
                                "`Fin d → ℕ` (no bound): outside the fragment")
        self.outside(quant, f"`{_quant_head(quant)} {name} : {ty}` is outside the fragment")

    def instances(self, binders: tuple, body: Node, scope: Scope, quant: Node):
        """Every assignment of the binders' names (a list of scopes), expanded in order."""
        scopes = [scope]
        for b in binders:
            if b.text in ("{", "[", "⦃"):
                self.outside(b, "an implicit or instance binder in a quantifier")
            for n in b.args[0]:
                out = []
                for s in scopes:
                    for v in self.domain(b, n.text, body, s, quant):
                        out.append(s.bind(n.text, v))
                scopes = out
        return scopes

    def e_forall(self, node, scope, expect):
        binders, body = node.args
        return p_and(*[self.prop(body, s) for s in self.instances(binders, body, scope, node)])

    def e_exists(self, node, scope, expect):
        binders, body = node.args
        return p_or(*[self.prop(body, s) for s in self.instances(binders, body, scope, node)])

    def e_exists_unique(self, node, scope, expect):
        binders, body = node.args
        if sum(len(b.args[0]) for b in binders) != 1:
            self.outside(node, "`∃!` over several names is outside the fragment")
        cases = [self.prop(body, s) for s in self.instances(binders, body, scope, node)]
        return p_or(*[p_and(c, *[p_not(o) for j, o in enumerate(cases) if j != i])
                      for i, c in enumerate(cases)])

    def e_big_sum(self, node, scope, expect):
        binders, body = node.args
        terms = [self.nat(body, s) for s in self.instances(binders, body, scope, node)]
        return sp.Add(*terms) if terms else sp.Integer(0)


class _Lazy:
    """A `fun` argument, evaluated where it is applied."""

    def __init__(self, node, scope):
        self.node, self.scope = node, scope


def _is_lambda(node: Node) -> bool:
    return node.kind == "lambda"


def _quant_head(node: Node) -> str:
    """The symbol of a quantifier whose domain is read (`∏` never is: it is outside)."""
    return {"forall": "∀", "exists": "∃", "exists_unique": "∃!", "big_sum": "∑"}[node.kind]


def binders_brief(b: Node) -> str:
    from ..read.parser import binders_text
    return binders_text((b,))


#: The operators Lean elaborates as one tree, with one type for all operands (`binop%`,
#: `binrel%`, `binrel_no_prop%`: Init/Notation, Init/Core); `^` is `rightact%` (its base in the
#: tree, its exponent apart) and `<<<`, `>>>` plain notation.
_RELATIONS = ("=", "≠", "==", "!=", "≤", "<", "≥", ">")
_ARITH_TREE = ("+", "-", "*", "/", "%", "^^^", "&&&", "|||")


def _tree_leaves(node):
    """The leaves of a `binop%` tree, in the order they are written (`^`'s exponent is none)."""
    if node.kind == "binop" and node.text in _ARITH_TREE:
        yield from _tree_leaves(node.args[0])
        yield from _tree_leaves(node.args[1])
    elif node.kind == "binop" and node.text == "^":
        yield from _tree_leaves(node.args[0])
    else:
        yield node


def _descriptor(v):
    """A value's type as `coercions` sees it: `Fin n`, ℕ, or another kind (positions, sets,
    functions, propositions), which no coercion reaches."""
    if isinstance(v, FinV):
        return C.Fin(v.n)
    if is_nat(v):
        return C.NAT
    if isinstance(v, VecV):
        return ("position", v.d)
    return type(v).__name__ if not is_prop(v) else "Prop"

_KIND_WORDS = {
    "tuple": "a tuple", "list": "a list literal", "array": "an array literal",
    "anon": "an anonymous constructor `⟨…⟩`", "string": "a string",
    "interp": "an interpolated string `s!\"…\"`", "by": "a tactic block",
    "match": "`match`", "lambda_match": "`fun` by pattern matching", "show_from": "`show … from`",
    "setsep": "the set notation `{x ∈ s | p x}`", "explicit": "`@` (explicit arguments)",
    "type_of": "`type_of%`",
    "big_prod": "`∏`"}


# --- builtins -------------------------------------------------------------------------------

def _min(low, node):
    return FnV(call=lambda args, at: _min_max(low, args, at, True), params=(NAT, NAT))


def _max(low, node):
    return FnV(call=lambda args, at: _min_max(low, args, at, False), params=(NAT, NAT))


def _min_max(low, args, at, is_min):
    a, b = args
    return E.ite(E.Le(a, b), a, b) if is_min else E.ite(E.Le(a, b), b, a)


def _fin_val(low, node):
    def call(args, at):
        (v,) = args
        if not isinstance(v, FinV):
            low.outside(at, "`Fin.val` of something that is not a `Fin` index")
        return v.nat
    return FnV(call=call)


def _xor(low, node):
    return FnV(call=lambda args, at: E.xor(*args), params=(NAT, NAT))


def _succ(low, node):
    return FnV(call=lambda args, at: args[0] + 1, params=(NAT,))


BUILTINS = {"min": _min, "max": _max, "Nat.min": _min, "Nat.max": _max, "Fin.val": _fin_val,
            "Nat.xor": _xor, "Nat.succ": _succ}
