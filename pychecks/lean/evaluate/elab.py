"""Elaboration: Lean terms (`pychecks.lean.ast`) of the evaluated subset made into the tree both
back ends run (`ir.py`), with their types (`types.py`).

What Lean's elaborator decides, decided here the way it decides it, and nothing guessed:

* names: locals, then the project's declarations through the namespaces and `open`s in force
  where the term was written (`read/env.py`), then the library table (`library.lookup`);
  anything else is `Unsupported`, naming it and its place;
* operators by the type of their operands, found as Lean's `binop%` finds it: the leaves of an
  arithmetic tree are elaborated first, a `ℕ` leaf among `ℤ` ones is cast, numerals take the
  type (`ℕ` by default), and the operator becomes the library entry behind its instance
  (`library.OPERATORS`: `-` on ℕ is `Nat.sub`, `/` on ℤ is `Int.ediv`);
* dot notation `x.f a` through the namespace of x's type (its synonym's first);
* coercions: a `Bool` where a proposition is wanted is `b = true` (the same value here), a
  proposition where a `Bool` is wanted is decided (`decide`), `↑n` casts ℕ to ℤ;
* applications to exactly the arguments each callable takes (see `ir.py`).

Quantifiers get their domain here (`domains.py`), patterns are compiled (`patterns.py`),
definitions and inductive predicates are elaborated once, when a statement first reaches them,
into `ir.Program`.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from ... import suggest
from .. import ast as A
from ..read.env import Entry, Env
from . import ir as I
from . import runtime as R
from . import scope as S
from . import game_elab as GE
from .implementations import nat_nth_prime
from . import types as T
from .context import Ctx, Local, Unsupported  # noqa: F401  (re-exported)
from .signatures import Scheme, SignatureError, scheme_of


def load_library():
    """The library table module (`pychecks.lean.evaluate.library`), or None where it is not
    there (every library name is then UNKNOWN)."""
    try:
        from . import library
    except ImportError:
        return None
    return library


@dataclass
class Signature(Scheme):
    """A definition's type: its explicit parameters (`names`, `params`), its result, its type
    parameters (rigid variables) and size parameters (`{n : ℕ}`, passed first at run time)."""

    names: tuple = ()
    #: Explicit ℕ parameters that later types depend on (`def startPos (n : ℕ) : GamePos n`):
    #: (parameter index, Size); at each call the Size is the argument's value.
    dependent: tuple = ()

    def instantiate_call(self):
        """`instantiate`, and the dependent parameters' fresh sizes: (params, result, sizes,
        [(parameter index, Size)])."""
        mapping = {v: T.TVar(v.hint) for v in self.tvars}
        fresh = {}
        for name, s in self.sizes:
            fresh[name] = mapping[s] = T.Size(name)
        dep = []
        for i, s in self.dependent:
            mapping[s] = T.Size(s.hint)
            dep.append((i, mapping[s]))
        params = tuple(T.instantiate(p, mapping) for p in self.params)
        return params, T.instantiate(self.result, mapping), fresh, dep


_CORE_TYPES = {"ℕ": T.NAT, "Nat": T.NAT, "ℤ": T.INT, "Int": T.INT, "ℚ": T.RAT, "Rat": T.RAT,
               "ℝ": T.REAL, "Real": T.REAL, "ℕ+": T.PNAT, "PNat": T.PNAT,
               "Bool": T.BOOL, "Char": T.CHAR, "String": T.STRING,
               "Prop": T.PROP, "Type": T.TYPE, "Type*": T.TYPE, "Sort*": T.TYPE, "Sort": T.TYPE}
_UNARY_TYPES = {"List": "List", "Array": "List", "Option": "Option", "Finset": "Finset",
                "Set": "Set"}
#: Lean core's one-value types (Init/Prelude.lean: `inductive True : Prop | intro`, `inductive
#: PUnit | unit`, `abbrev Unit := PUnit`), as binders' types (`∀ {x : True}, …`, `x : PUnit`),
#: and the names of their one value. A project declaration of the same name comes first.
_TRIVIAL_TYPES = {"True": T.TCon("True"), "PUnit": T.TCon("PUnit"), "Unit": T.TCon("PUnit")}
_UNIT_VALUES = {"PUnit.unit": "PUnit", "Unit.unit": "PUnit", "True.intro": "True",
                "trivial": "True"}
#: Types outside the subset, said by name rather than "not defined".
_OUTSIDE_TYPES = {"ℂ": "the complex numbers", "String": "strings",
                  "Char": "characters", "Float": "floats", "Multiset": "multisets"}
_ARITH = ("+", "-", "*", "/", "%", "^^^", "&&&", "|||", "<<<", ">>>")
_COMPARE = ("=", "≠", "<", "≤", ">", "≥")
_NUMERIC = ("Nat", "Int", "Fin")


def _pyname(name: str, n: int) -> str:
    base = re.sub(r"\W", "_", name.encode("ascii", "replace").decode().replace("?", "_"))
    return f"{base or 'x'}_{n}"


class Elaborator:
    """Elaborates terms against one project's declarations (an `Env`) and the library."""

    def __init__(self, env: Env, library=None, file: str = "<lean>"):
        self.env = env
        self.lib = library if library is not None else load_library()
        self.file = file
        self.program = I.Program()
        self._counter = itertools.count()
        self._sigs: dict = {}
        self._noncomputable_ok: set = set()   # `noncomputable` definitions proved harmless
        self.real_terms = 0     # terms elaborated at ℝ so far (`noncomputable`)
        self._building: set = set()
        #: The sizes known only at each assignment (`Fin k`, `Fin l.length`), one per term and
        #: the bindings it reads (`size`)
        self._dependent_sizes: dict = {}
        #: The tree names of outer variables read from a subtype binder (`x : {n : ℕ // p n}`).
        self.subtype_locals: set = set()
        self._struct_fields: dict = {}
        self._ctor_types: dict = {}
        self._pred_rules: dict = {}
        self.info = _Info(self)
        #: `(el, cand, name, ty, ctx) -> Domain | None`: the positions below p for `M p q` with
        #: M proved to lower the position (`evaluate.moves.lowering_domain`, which reads M
        #: through the shapes). Set by the statement readers above the shapes; None where no
        #: reader lends it (the shapes' own elaborator, which types but runs no quantifier).
        self.lowering_domain = None
        #: While `binder_type` postpones (its first pass): the types of the numerals whose type
        #: was still open where they stood, which Lean defaults to ℕ only at the end (`OfNat`'s
        #: default instance); None otherwise (a numeral of open type is ℕ at once).
        self.postponed: list | None = None
        #: set when a numeral of open type took its default ℕ at once (`binder_type`)
        self.defaulted = False

    # --- helpers ----------------------------------------------------------------------------
    def fresh(self, name: str) -> str:
        return _pyname(name, next(self._counter))

    def fail(self, node, what: str, ctx: Ctx | None = None):
        file = ctx.file.name if ctx is not None and ctx.file is not None else self.file
        raise Unsupported(node, what, file)

    def place(self, node, ctx: Ctx | None) -> str:
        file = ctx.file.name if ctx is not None and ctx.file is not None else self.file
        return f"{file}:{getattr(node, 'line', 0)}:{getattr(node, 'column', 0)}"

    def text(self, node, ctx: Ctx | None, limit: int = 60) -> str:
        src = getattr(getattr(getattr(ctx, "file", None), "lean", None), "source", None)
        t = src.text[node.start:node.end] if src is not None and node.end > node.start else \
            A.show(node)
        t = " ".join(t.split())
        return t if len(t) <= limit else t[:limit - 1] + "…"

    def unify(self, a, b, node, ctx, what: str = ""):
        try:
            T.unify(a, b)
        except T.Clash:
            self.fail(node, f"`{self.text(node, ctx)}` has type `{T.show_type(T.zonk(b))}` "
                            f"where `{T.show_type(T.zonk(a))}` is expected" +
                      (f" ({what})" if what else ""), ctx)

    def ctx_for(self, entry: Entry) -> Ctx:
        namespace, opens = entry.resolution
        return Ctx({}, namespace, opens, entry.file, entry.full_name)

    # --- types ------------------------------------------------------------------------------
    def type_of(self, node, ctx: Ctx) -> T.Ty:
        """The type a type expression denotes."""
        if isinstance(node, _KnownType):
            return node.ty
        if isinstance(node, A.Ident):
            name = node.name
            if name in _CORE_TYPES:
                return _CORE_TYPES[name]
            if name in ctx.tvars:
                return ctx.tvars[name]
            if name in _TRIVIAL_TYPES and self.env.lookup(name, ctx.namespace, ctx.opens) is None:
                return _TRIVIAL_TYPES[name]
            if name in _OUTSIDE_TYPES:
                self.fail(node, f"the type `{name}` ({_OUTSIDE_TYPES[name]}) is outside what "
                                "pychecks evaluates", ctx)
            if name in ("Fin", "List", "Set", "Finset", "Option", "Array"):
                self.fail(node, f"`{name}` needs its argument here", ctx)
            entry = self.env.lookup(name, ctx.namespace, ctx.opens)
            if entry is not None:
                return self.project_type(entry, node, ctx)
            game = GE.type_named(name)      # the games library's `IGame`, `Nimber`, …
            if game is not None:
                return game
            self.fail(node, f"the type `{name}` is neither defined in the project nor one "
                            "pychecks evaluates", ctx)
        if isinstance(node, A.App) and isinstance(node.fn, A.Ident):
            head, args = node.fn.name, node.arguments
            if head == "Fin" and len(args) == 1:
                return T.TFin(self.size_of(args[0], ctx))
            if head == "ZMod" and len(args) == 1:
                return self.zmod(args[0], node, ctx)
            if head in _UNARY_TYPES and len(args) == 1:
                return T.TCon(_UNARY_TYPES[head], (self.type_of(args[0], ctx),))
            if head == "Prod" and len(args) == 2:
                return T.prod(self.type_of(args[0], ctx), self.type_of(args[1], ctx))
            if head in ("Type", "Sort"):
                return T.TYPE
            if (head == "Equiv.Perm" or head == "Perm" and "Equiv" in ctx.opens) and \
                    len(args) == 1 and self.env.lookup(head, ctx.namespace, ctx.opens) is None:
                dom = self.type_of(args[0], ctx)
                if not isinstance(T.resolve(dom), T.TFin) or isinstance(T.resolve(dom), T.TZMod):
                    self.fail(node, f"`{self.text(node, ctx)}`: pychecks lists the permutations "
                                    "of `Fin n` only", ctx)
                return T.TPerm(dom, dom)
            entry = self.env.lookup(head, ctx.namespace, ctx.opens)
            if entry is not None:
                return self.named_type(entry, args, node, ctx)
            self.fail(node, f"the type `{self.text(node, ctx)}` is neither defined in the "
                            "project nor one pychecks evaluates", ctx)
        if isinstance(node, A.BinOp) and node.op == "→":
            dom = node.lhs.type if isinstance(node.lhs, A.Typed) else node.lhs
            return T.TFun(self.type_of(dom, ctx), self.type_of(node.rhs, ctx))
        if isinstance(node, A.BinOp) and node.op == "≃":
            # `α ≃ β` carried as its forward function (`Equiv`'s coercion to a function, which
            # is all of it that pychecks evaluates: `Equiv.refl`, `addRight`, `prodCongr`)
            return T.TFun(self.type_of(node.lhs, ctx), self.type_of(node.rhs, ctx))
        if isinstance(node, A.BinOp) and node.op == "×":
            return T.prod(self.type_of(node.lhs, ctx), self.type_of(node.rhs, ctx))
        if isinstance(node, A.BinOp) and node.op == "⊕":     # `α ⊕ β` is `Sum α β`
            sum_type = A.copy_span(A.App(A.copy_span(A.Ident("Sum"), node), (node.lhs, node.rhs)),
                                   node)
            return self.type_of(sum_type, ctx)
        if isinstance(node, A.Quant) and node.quantifier == "forall":
            self.fail(node, "a dependent function type is outside what pychecks evaluates", ctx)
        self.fail(node, f"`{self.text(node, ctx)}` is not a type pychecks evaluates", ctx)

    def zmod(self, arg, node, ctx: Ctx):
        """Mathlib's `ZMod n` (Mathlib/Data/ZMod/Defs.lean: `ZMod 0 = ℤ`, `ZMod (n + 1) =
        Fin (n + 1)`) for a closed n."""
        try:
            ir, _ = self.elab(arg, Ctx({}, ctx.namespace, ctx.opens, ctx.file), T.NAT)
        except Unsupported:
            ir = None
        from .interpret import constant
        value = constant(ir, self) if ir is not None else None
        if isinstance(value, int):
            return T.INT if value == 0 else T.TZMod(value)
        if ctx.locals or (isinstance(arg, A.Ident) and arg.name in ctx.sizes):
            # a modulus known at each assignment (`(q : ℕ) … (1 : ZMod q)`) or a definition's
            # ℕ parameter (`def isDifferenceSet (n : ℕ) (B : Finset (ZMod n))`): a size as
            # `Fin n`'s, whose value 0 makes the operations ℤ's (`implementations.zmod_*`)
            size = self.size_of(arg, ctx)
            if not isinstance(size, int):
                return T.TZMod(size)
        self.fail(node, f"`ZMod {self.text(arg, ctx)}`: its modulus must be a closed ℕ term "
                        "or one of the variables bound before it", ctx)

    def zmod_modulus(self, t, node, ctx):
        """The IR of the modulus of `ZMod n` (`t`): the number, or the size known at each
        assignment."""
        v = T.size_value(t.n)
        if v is not None:
            return I.Lit(v)
        size = T.dependent_size(t.n)
        if size is not None:
            return size.term
        s = t.n
        while isinstance(s, T.Size) and isinstance(s.ref, T.Size):
            s = s.ref
        for own, bound in ctx.sizes.items():     # the enclosing definition's own `(n : ℕ)`
            b = bound
            while isinstance(b, T.Size) and isinstance(b.ref, T.Size):
                b = b.ref
            if b is s and own in ctx.locals:
                return I.Var(ctx.locals[own].ir_name)
        self.fail(node, "a `ZMod` whose modulus is not known here", ctx)

    def zmod_prim(self, name, t, args, node, ctx):
        """`name` (`zmod_add`, `zmod_cast`, …, `implementations`) at `ZMod n` (`t`)."""
        from . import implementations as IM
        return I.Prim(f"ZMod.{name[len('zmod_'):]}", getattr(IM, name),
                      (self.zmod_modulus(t, node, ctx), *args), at=node)

    def size_of(self, node, ctx: Ctx):
        """The `n` of `Fin n`: a numeral, a size parameter, or a closed ℕ term."""
        if isinstance(node, A.Num):
            return node.value
        if isinstance(node, A.Ident) and node.name in ctx.sizes:
            return ctx.sizes[node.name]
        try:
            ir, ty = self.elab(node, Ctx({}, ctx.namespace, ctx.opens, ctx.file), T.NAT)
        except Unsupported:
            ir = None
        if ir is not None:
            from .interpret import constant
            value = constant(ir, self)
            if isinstance(value, int) and value > 0:
                return value
        if ctx.locals:
            # a size known at each assignment (`Fin pos.length`): computed where it is used
            try:
                ir, _ = self.elab(node, ctx, T.NAT)
            except Unsupported:
                ir = None
            if ir is not None:
                # the same term over the same bindings is the same size: `s : Finset (Fin k)`
                # and `j : Fin k` must unify (`j ∈ s`), as Lean's defeq sees them
                names = sorted({n.name for n in node.walk() if isinstance(n, A.Ident)
                                and n.name in ctx.locals})
                key = (self.text(node, ctx),
                       tuple((n, ctx.locals[n].ir_name) for n in names))
                if key not in self._dependent_sizes:
                    self._dependent_sizes[key] = T.Size(self.text(node, ctx), term=ir)
                return self._dependent_sizes[key]
        self.fail(node, f"`Fin {self.text(node, ctx)}`: the size must be a numeral (or a "
                        "closed ℕ term, or one of the variables bound before it)", ctx)

    def project_type(self, entry: Entry, node, ctx: Ctx) -> T.Ty:
        """The type a project's name denotes. A file that declares a type of the games library
        under the library's own full name (`def IGame := QPF.Fix GameFunctor` in
        Game/IGame.lean) is that library's source: Lean cannot declare a name its imports
        already hold, so where its definition is one pychecks does not read, the name means
        the library's type."""
        try:
            return self.named_type(entry, (), node, ctx)
        except Unsupported:
            game = GE.type_named(entry.full_name) if entry.kind in ("def", "abbrev") else None
            if game is None:
                raise
            return game

    def named_type(self, entry: Entry, args, node, ctx: Ctx) -> T.Ty:
        """A type of the project: a structure or inductive type (applied to its parameters), or
        a definition whose value is a type (a synonym: unfolded)."""
        if entry.decl is not None and entry.decl.error is not None:
            self.unreadable(entry, node, ctx)
        if entry.kind in ("structure", "inductive"):
            if entry.kind == "inductive" and self.is_predicate(entry):
                self.fail(node, f"`{entry.full_name}` is an inductive predicate, used as a type",
                          ctx)
            kinds = _param_kinds(entry.decl)
            if len(args) != len(kinds):
                self.fail(node, f"`{entry.full_name}` takes {len(kinds)} parameters", ctx)
            return T.TCon(entry.full_name, tuple(
                T.TVal(self.size_of(a, ctx)) if value else self.type_of(a, ctx)
                for a, (_, value) in zip(args, kinds)))
        if entry.kind in ("def", "abbrev"):
            d = entry.decl
            if d.type is not None and not (isinstance(d.type, A.Ident) and
                                           d.type.name in ("Type", "Type*")):
                self.fail(node, f"`{entry.full_name}` is not a type", ctx)
            if d.body is None:
                self.fail(node, f"`{entry.full_name}` is not a type synonym pychecks reads", ctx)
            inner = self.ctx_for(entry)
            params = [(n.name, b.type) for b in d.binders if b.style == "(" for n in b.names]
            if len(params) != len(args):
                self.fail(node, f"`{entry.full_name}` takes {len(params)} parameters", ctx)
            for (n, pty), a in zip(params, args):
                if isinstance(a, A.Num):
                    inner.sizes = {**inner.sizes, n: a.value}
                elif isinstance(pty, A.Ident) and pty.name in ("ℕ", "Nat"):
                    # `abbrev DigitSeq (n : ℕ) := Fin n → Digit` at `DigitSeq n`: a size, known
                    # at each assignment when the argument is a variable
                    inner.sizes = {**inner.sizes, n: self.size_of(a, ctx)}
                else:
                    inner.tvars = {**inner.tvars, n: self.type_of(a, ctx)}
            ty = self.type_of(d.body, inner)
            if isinstance(ty, T.TCon):
                return T.TCon(ty.name, ty.args, entry.full_name)
            return ty
        self.fail(node, f"`{entry.full_name}` ({entry.kind}, {entry.where}) is not a type "
                        "pychecks evaluates", ctx)

    def unreadable(self, entry: Entry, node, ctx):
        line, col, what = entry.decl.error
        self.fail(node, f"`{entry.full_name}` (at {entry.file.name}:{line}:{col}) could not be "
                        f"read: {what}", ctx)

    # --- structures and inductive types -------------------------------------------------------
    def struct_entry(self, ty) -> Entry | None:
        ty = T.resolve(ty)
        if isinstance(ty, T.TCon):
            e = self.env.entries.get(ty.name)
            if e is not None and e.kind == "structure":
                return e
        return None

    def fields_of(self, ty, node=None, ctx=None) -> list:
        """[(field name, type, default term)] of a structure type, parents' fields first."""
        ty = T.resolve(ty)
        entry = self.struct_entry(ty)
        key = (ty.name, tuple(T.show_type(a) for a in ty.args))
        if key in self._struct_fields:
            return self._struct_fields[key]
        d = entry.decl
        if d.error is not None:
            self.unreadable(entry, node, ctx)
        inner = _with_params(self.ctx_for(entry), d, ty.args)
        out = []
        for parent in d.extends:
            pe = self.env.lookup(parent, entry.namespace, entry.opens)
            if pe is None or pe.kind != "structure":
                self.fail(node or d.name_node, f"`{entry.full_name}` extends `{parent}`, which "
                                               "is not a structure of the project", ctx)
            out.extend(self.fields_of(T.TCon(pe.full_name), node, ctx))
        for f in d.fields:
            if f.type is None:
                self.fail(d.name_node, f"a field of `{entry.full_name}` without a type", ctx)
            if f.binders:
                self.fail(d.name_node, f"the field `{f.names[0].name}` of `{entry.full_name}` "
                                       "takes parameters", ctx)
            fty = self.type_of(f.type, inner)
            out.extend((n.name, fty, f.default) for n in f.names)
        self._struct_fields[key] = out
        return out

    def is_predicate(self, entry: Entry) -> bool:
        """An inductive whose type ends in `Prop`: a predicate."""
        t = entry.decl.type
        while isinstance(t, A.BinOp) and t.op == "→":
            t = t.rhs
        while isinstance(t, A.Quant) and t.quantifier == "forall":
            t = t.body
            while isinstance(t, A.BinOp) and t.op == "→":
                t = t.rhs
        return isinstance(t, A.Ident) and t.name == "Prop"

    def ctors_of(self, ty) -> list | None:
        """[(constructor full name, argument types)] of an inductive data type, or None."""
        ty = T.resolve(ty)
        if not isinstance(ty, T.TCon):
            return None
        entry = self.env.entries.get(ty.name)
        if entry is None or entry.kind != "inductive" or self.is_predicate(entry):
            return None
        key = (ty.name, tuple(T.show_type(a) for a in ty.args))
        if key not in self._ctor_types:
            out = []
            for ctor in entry.decl.ctors:
                sig = self.ctor_signature(entry, ctor, ty)
                out.append((f"{entry.full_name}.{ctor.name}", list(sig[0])))
            self._ctor_types[key] = out
        return self._ctor_types[key]

    def ctor_signature(self, entry: Entry, ctor, ty) -> tuple:
        """(argument types, result type) of a constructor of inductive data `ty`."""
        inner = _with_params(self.ctx_for(entry), entry.decl, T.resolve(ty).args)
        args = []
        for b in ctor.binders:
            if b.style != "(":
                self.fail(b, "an implicit argument of a constructor", inner)
            if b.type is None:
                self.fail(b, "a constructor argument without a type", inner)
            args.extend([self.type_of(b.type, inner)] * len(b.names))
        t = ctor.type
        while isinstance(t, A.BinOp) and t.op == "→":
            dom = t.lhs.type if isinstance(t.lhs, A.Typed) else t.lhs
            args.append(self.type_of(dom, inner))
            t = t.rhs
        return tuple(args), ty

    def recursive_type(self, ty) -> bool:
        ctors = self.ctors_of(ty)
        if ctors is None:
            return False
        name = T.resolve(ty).name
        return any(_mentions_type(a, name) for _, args in ctors for a in args)

    # --- definitions ------------------------------------------------------------------------
    def signature(self, entry: Entry, node, ctx) -> Signature:
        """The type of a definition, from its binders and stated type (its body when no type is
        stated and it is not recursive)."""
        key = entry.full_name
        if key in self._sigs:
            return self._sigs[key]
        d = entry.decl
        if d.error is not None:
            self.unreadable(entry, node, ctx)
        for mod in d.modifiers:
            # `noncomputable` is weighed once the body is elaborated (`definition`): a choice of
            # order the body is proved not to depend on may be evaluated
            for bad in ("partial", "unsafe"):
                if bad in mod.split():
                    self.fail(node, f"`{key}` is `{bad}` ({entry.where}): pychecks evaluates "
                                    "only what Lean computes and knows to terminate", ctx)
        inner = self.ctx_for(entry)
        names, params, tvars, sizes, dependent = [], [], {}, {}, []
        for b in d.binders:
            if b.style == "[":
                continue
            if b.style in ("{", "⦃"):
                for n in b.names:
                    if b.type is None or isinstance(b.type, A.Ident) and \
                            b.type.name in ("Type", "Type*", "Sort*"):
                        tvars[n.name] = T.TVar(n.name, rigid=True)
                    elif isinstance(b.type, A.App) and isinstance(b.type.fn, A.Ident) and \
                            b.type.fn.name in ("Type", "Sort"):
                        tvars[n.name] = T.TVar(n.name, rigid=True)
                    elif isinstance(b.type, A.Ident) and b.type.name in ("ℕ", "Nat"):
                        sizes[n.name] = T.Size(n.name)
                    else:
                        self.fail(b, f"the implicit parameter `{n.name}` of `{key}`", inner)
                inner.tvars, inner.sizes = dict(tvars), dict(sizes)
                continue
            if b.type is None:
                self.fail(b, f"a parameter of `{key}` without a type", inner)
            self.auto_bound(b.type, tvars, names, inner)
            ty = self.type_of(b.type, inner)
            for n in b.names:
                names.append(n.name)
                params.append(ty)
                if ty == T.NAT and _mentioned_after(d, b, n.name):
                    # a later type depends on it (`GamePos n`, `Fin n`): a size per call
                    size = T.Size(n.name)
                    dependent.append((len(params) - 1, size))
                    inner.sizes = dict(inner.sizes, **{n.name: size})
        if d.type is not None:
            self.auto_bound(d.type, tvars, names, inner)
        result = self.type_of(d.type, inner) if d.type is not None else None
        if d.match_alts:
            k = len(d.match_alts[0].patterns)
            if result is None:
                self.fail(node, f"`{key}` is defined by equations without a stated type", ctx)
            for i in range(k):
                r = T.resolve(result)
                if not isinstance(r, T.TFun):
                    self.fail(node, f"`{key}` has more patterns than its type has arguments",
                              ctx)
                names.append(f"_arg{i}")
                params.append(r.dom)
                result = r.cod
        if result is None:
            if d.body is None:
                self.fail(node, f"`{key}` has no body pychecks reads", ctx)
            sig0 = Signature(names=tuple(names), params=tuple(params), result=T.TVar("result"),
                             tvars=tuple(tvars.values()), sizes=tuple(sizes.items()))
            self._sigs[key] = sig0
            # the sizes `{n : ℕ}` as `definition` sees them in the body (values passed at each
            # call, so that a `Fin n` there can be ranged over), read back as the scheme's
            body_ctx, rigid = inner, {}
            for n, s in sizes.items():
                py = self.fresh(n)
                body_ctx = body_ctx.bind(n, Local(py, T.NAT))
                rigid[s] = T.Size(n, term=I.Var(py))
            body_ctx.sizes = {n: rigid.get(s, s) for n, s in body_ctx.sizes.items()}
            for n, t in zip(names, params):
                body_ctx = body_ctx.bind(n, Local(self.fresh(n), T.instantiate(t, rigid)))
            self._building.add(key)
            try:
                _, rty = self.elab(d.body, body_ctx)
            finally:
                self._building.discard(key)
            del self._sigs[key]
            result = T.instantiate(T.zonk(rty), {r: s for s, r in rigid.items()})
            if T.has_free(result):
                self.fail(node, f"the type of `{key}` cannot be inferred: state it", ctx)
        sig = Signature(names=tuple(names), params=tuple(params), result=result,
                        tvars=tuple(tvars.values()), sizes=tuple(sizes.items()),
                        dependent=tuple(dependent))
        self._sigs[key] = sig
        return sig

    def definition(self, entry: Entry, node, ctx) -> I.Def:
        """The definition's IR (elaborated once; recursive calls refer to it by key)."""
        key = entry.full_name
        if key in self.program.defs:
            return self.program.defs[key]
        sig = self.signature(entry, node, ctx)
        d = entry.decl
        inner = self.ctx_for(entry)
        inner.tvars = {v.hint: v for v in sig.tvars}
        pnames, sizes, rigid = [], {}, {}
        for name, s in sig.sizes:
            py = self.fresh(name)
            pnames.append(py)
            inner = inner.bind(name, Local(py, T.NAT))
            # in the body, `{n : ℕ}` is the value passed first at each call: a `Fin n` there
            # (`∃ i, … s i` for `s : Fin n → Digit`) ranges over that value's elements
            sizes[name] = rigid[s] = T.Size(name, term=I.Var(py))
        inner.sizes = sizes
        # an explicit `(n : ℕ)` that a later `ZMod n` depends on is, in the body, the value
        # passed there: the modulus of that ZMod's operations (`isDifferenceSet (n : ℕ) (B :
        # Finset (ZMod n))`); its name is the one the parameter is bound to below
        explicit_names = {}
        for i, size in getattr(sig, "dependent", ()):
            if any(_zmod_sized(t, size) for t in (*sig.params, sig.result)):
                explicit_names[i] = py = self.fresh(sig.names[i])
                rigid[size] = T.Size(sig.names[i], term=I.Var(py))
        sig_params = tuple(T.instantiate(t, rigid) for t in sig.params)
        sig_result = T.instantiate(sig.result, rigid)
        body_node = d.body if not d.instance_fields else _instance_term(d)
        if not d.match_alts and (body_node is None or isinstance(body_node, A.By)):
            self.fail(node, f"`{key}` ({entry.where}) has no term body (it is defined by "
                            "tactics): pychecks does not run tactics", ctx)
        placeholder = I.Def(key=key, params=(), body=I.Lit(None), place=entry.where,
                            name=key)
        self.program.defs[key] = placeholder
        real_before = self.real_terms
        # a definition reached inside `binder_type`'s postponing pass is elaborated as itself:
        # that pass may leave terms open (`I.Lit(None)`), and the definition is kept for good
        postponed, self.postponed = self.postponed, None
        try:
            if d.match_alts:
                k = len(d.match_alts[0].patterns)
                explicit = len(sig.names) - k
                scrut = []
                for i, (n, t) in enumerate(zip(sig.names[:explicit], sig_params[:explicit])):
                    py = explicit_names.get(i) or self.fresh(n)
                    pnames.append(py)
                    inner = inner.bind(n, Local(py, t))
                for i in range(k):
                    py = self.fresh(f"arg{i}")
                    pnames.append(py)
                    scrut.append((I.Var(py), sig_params[explicit + i]))
                from .patterns import compile_match
                body = compile_match(self, scrut, d.match_alts, inner, sig_result, node=d.name_node)
            else:
                for i, (n, t) in enumerate(zip(sig.names, sig_params)):
                    py = explicit_names.get(i) or self.fresh(n)
                    pnames.append(py)
                    inner = inner.bind(n, Local(py, t))
                body = self.check(body_node, inner, sig_result)
        except Unsupported as exc:
            del self.program.defs[key]
            inside = exc.file == entry.file.name and d.line <= exc.line <= d.end_line
            if inside and node is not None and getattr(node, "line", 0):
                raise Unsupported(node, f"`{key}` (defined at {entry.where}) cannot be "
                                        f"evaluated: {exc.located()}",
                                  ctx.file.name if ctx else self.file) from None
            raise
        finally:
            self.postponed = postponed
        placeholder.params = tuple(pnames)
        placeholder.body = body
        placeholder.recursive = _calls(body, key)
        if any("noncomputable" in m.split() for m in d.modifiers):
            try:
                self.noncomputable(entry, placeholder, node, ctx,
                                   real=self.real_terms > real_before)
            except Unsupported:
                del self.program.defs[key]
                raise
        return placeholder

    def noncomputable(self, entry: Entry, d: I.Def, node, ctx, real: bool = False) -> None:
        """A `noncomputable` definition is evaluated only where what makes it so is seen and
        harmless: a list whose order Lean leaves unspecified (`Finset.toList`), every use of
        which is proved order independent (`order.py`), a library value Lean cannot compute but
        defines as one number (`Nat.nth`, `LibraryFunction.determined`), a call of another
        such definition, or terms at ℝ (`real`: Mathlib's reals are Cauchy sequences, so
        Lean compiles none of their operations, and every one pychecks evaluates is exact at
        the rationals it builds, `types.REAL`).
        Anything else (a choice pychecks cannot see, a use that may look at the order) fails."""
        from . import order as O
        key = entry.full_name
        sources = O.unordered_sources(d.body)
        callees = sorted({n.key for n in I.walk(d.body) if isinstance(n, I.Global) and
                          n.key != key and n.key in self._noncomputable_ok})
        # `if ∃ m, P m then …` under `open Classical`: Lean decides the condition by
        # `Classical.propDecidable`, and an `if`'s value does not depend on the instance; pychecks
        # decides the condition itself (a witness found, or z3, else UNKNOWN)
        classical = [n for n in I.walk(d.body) if isinstance(n, I.If) and
                     any(isinstance(q, I.Quant) for q in I.walk(n.cond))]
        determined = [n for n in I.walk(d.body) if isinstance(n, I.Lib) and
                      getattr(self.lib.LIBRARY.get(n.name), "determined", False)]
        if not sources and not callees and not determined and not real and not classical:
            self.fail(node, f"`{key}` is `noncomputable` ({entry.where}): pychecks evaluates "
                            "only what Lean computes and knows to terminate, and sees no "
                            "choice in it that it could prove harmless", ctx)
        if sources:
            try:
                O.for_elaborator(self).check(d)
            except O.OrderDependent as exc:
                at = exc.at.at if getattr(exc.at, "at", None) is not None else node
                where = self.place(at, self.ctx_for(entry))
                self.fail(node, f"`{key}` is `noncomputable` ({entry.where}): its value may "
                                f"depend on an order Lean leaves unspecified: {where}: "
                                f"{exc.reason}", ctx)
        self._noncomputable_ok.add(key)

    # --- terms ------------------------------------------------------------------------------
    def check(self, node, ctx: Ctx, expected: T.Ty):
        """`node` elaborated at type `expected` (with the coercions Lean would insert)."""
        ir, ty = self.elab(node, ctx, expected)
        return self.coerce(ir, ty, expected, node, ctx)

    def coerce(self, ir, ty, expected, node, ctx):
        if expected is None:
            return ir
        a, b = T.resolve(ty), T.resolve(expected)
        if a == T.PROP and b == T.BOOL:
            return I.Prim("decide", R.decide, (ir, I.Lit(self.place(node, ctx))), at=node)
        if a == T.BOOL and b == T.PROP:
            return ir
        if a == T.NAT and b == T.INT:
            return ir                       # `Int.ofNat`: the same int
        if isinstance(b, T.TZMod) and a in (T.NAT, T.INT):
            return self.zmod_prim("zmod_cast", b, (ir,), node, ctx)   # NatCast, IntCast
        if isinstance(a, T.TFin) and b == T.NAT and not isinstance(a, T.TZMod):
            return ir                       # `Fin.val`: the same int
        if a == T.PNAT and b in (T.NAT, T.INT):
            return ir                       # `PNat.val` (then `Int.ofNat`): the same int
        if b in (T.RAT, T.REAL) and (a in (T.NAT, T.INT, T.PNAT) or isinstance(a, T.TFin)) \
                and not isinstance(a, T.TZMod):
            from .operators import rat_cast
            return rat_cast(ir, node)       # `Rat.ofInt` (NatCast, IntCast ℚ; ℝ's at rationals)
        if a == T.RAT and b == T.REAL:
            return ir                       # `Rat.cast`: the same rational (`T.REAL`)
        if GE.coerces(a, b):                # into the games library's types (`coercions`)
            return GE.cast(ir, a, b, node)
        self.unify(expected, ty, node, ctx)
        return ir

    def prop(self, node, ctx: Ctx):
        """`node` as a proposition (a Bool is `b = true`)."""
        return self.check(node, ctx, T.PROP)

    def elab(self, node, ctx: Ctx, expected: T.Ty | None = None):
        """(IR, type) of a term."""
        method = getattr(self, "e_" + type(node).__name__, None)
        if method is None:
            self.fail(node, _WORDS.get(type(node).__name__, f"`{self.text(node, ctx)}`") +
                      " is outside what pychecks evaluates", ctx)
        out = method(node, ctx, expected)
        if T.resolve(out[1]) == T.REAL:
            self.real_terms += 1
        return out

    def binder_type(self, name: str, body, ctx: Ctx) -> T.Ty | None:
        """The type Lean gives a binder written without one (`∀ k, p k ≤ q k`,
        `∑ k, k.val * p k`): `body` elaborated with `name` at a metavariable, which its uses
        fix by unification; None where they leave it open or the body does not elaborate.

        Lean postpones what it cannot elaborate yet: a field of a value whose type is still a
        metavariable (`k.val` before `p k` fixes k), and a numeral's `OfNat` instance, which
        takes its default ℕ only when nothing else fixed the type (`i = 0 ∨ q i = p i`: i is
        the `Fin 3` of `q i`). So: one pass as usual (a numeral of open type is ℕ at once);
        where that fails or leaves the type open, a pass that postpones both (a field of an
        unknown type gives an unknown type, numerals keep theirs until the end, then ℕ), and
        the type it finds is only taken when the body elaborates again at it, without
        postponing (the postponed terms resumed at the type now known)."""
        var = T.TVar(name)
        first = None
        saved, self.defaulted = self.defaulted, False
        try:
            self.elab(body, ctx.bind(name, Local(self.fresh(name), var)))
            found = T.zonk(var)
            if not T.has_free(found):
                if not self.defaulted:
                    return found
                # a numeral of open type took ℕ at once; Lean defaults it only at the end, so
                # a later use may fix another type (`∀ k < 5, k + x ≥ x` with x : ℤ: k : ℤ)
                first = found
        except (Unsupported, T.Clash):
            pass
        finally:
            self.defaulted = saved
        if first is not None:
            later = self._postponing_type(name, body, ctx)
            return later if later is not None else first
        return self._postponing_type(name, body, ctx)

    def numerals_only(self, bound, ctx: Ctx) -> bool:
        """True when the bound of a binder `∀ k < bound` takes its type from a numeral's
        default instance (ℕ) alone, so that k's type is the one its uses give."""
        saved, self.defaulted = self.defaulted, False
        try:
            self.elab(bound, ctx)
            return self.defaulted
        finally:
            self.defaulted = saved

    def _postponing_type(self, name: str, body, ctx: Ctx) -> T.Ty | None:
        """`binder_type`'s second pass: numerals and fields of unknown types postponed."""
        var = T.TVar(name)
        saved, self.postponed = self.postponed, []
        try:
            self.elab(body, ctx.bind(name, Local(self.fresh(name), var)))
            for t in self.postponed:              # the default instance: `OfNat ℕ n`
                if isinstance(T.resolve(t), T.TVar):
                    T.unify(t, T.NAT)
        except (Unsupported, T.Clash):
            return None
        finally:
            self.postponed = saved
        found = T.zonk(var)
        if T.has_free(found):
            return None
        try:
            self.elab(body, ctx.bind(name, Local(self.fresh(name), found)))
        except (Unsupported, T.Clash):
            return None
        return found

    # atoms
    def e_Num(self, node, ctx, expected):
        v = node.value
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TZMod):          # `OfNat (ZMod n) v`: the cast of v
            return self.zmod_prim("zmod_cast", t, (I.Lit(v),), node, ctx), t
        if isinstance(t, T.TFin):
            n = T.size_value(t.n)
            if n is None:
                size = T.dependent_size(t.n)
                if size is None:
                    self.fail(node, "a numeral of a `Fin` whose size is not known here", ctx)
                # `(2 : Fin (n + 1))`: Fin.ofNat, v % size, the size known at each assignment
                return I.Prim("Fin.ofNat", _fin_numeral, (I.Lit(v, at=node), size.term),
                              at=node), t
            return I.Lit(v % n, at=node), t
        if t == T.INT:
            return I.Lit(v, at=node), T.INT
        if t == T.PNAT:
            # Mathlib's `instOfNatPNatOfNeZeroNat : [NeZero n] → OfNat ℕ+ n`: no `0 : ℕ+`
            if v == 0:
                self.fail(node, "the numeral 0 as a `ℕ+` (Lean finds no `OfNat ℕ+ 0`)", ctx)
            return I.Lit(v, at=node), T.PNAT
        if t in (T.RAT, T.REAL):          # `OfNat Rat n` (ℝ's: its cast): the rational n / 1
            from fractions import Fraction
            return I.Lit(Fraction(v), at=node), t
        if GE.is_game_type(t):            # `OfNat` of the games library's types
            return GE.numeral(self, node, v, t, ctx), t
        if self.postponed is not None and (t is None or isinstance(t, T.TVar) and not t.rigid):
            # `binder_type`'s postponing pass: `OfNat ?α v`, ?α fixed by the uses or ℕ at the end
            t = t if t is not None else T.TVar()
            self.postponed.append(t)
            return I.Lit(v, at=node), t
        if isinstance(t, T.TVar) and not t.rigid:
            self.defaulted = True
            T.unify(t, T.NAT)
        elif t is not None and t != T.NAT:
            found = self.of_nat(node, v, t, ctx) if isinstance(t, T.TCon) else None
            if found is None and v in (0, 1) and isinstance(t, T.TCon):
                # `0`, `1` of a type with the project's `Zero`/`One` (or a group's `one :=`)
                found = self.instance_field(("zero", "one")[v], t, 0, node, ctx)
            if found is not None:
                return found, t
            self.fail(node, f"the numeral {node.literal} as a `{T.show_type(T.zonk(t))}`", ctx)
        if t is None:
            self.defaulted = True       # no type asked for: `OfNat ℕ v`, Lean's default instance
        return I.Lit(v, at=node), T.NAT

    def of_nat(self, node, v: int, t, ctx):
        """The numeral `v` at a type of the project through the project's `OfNat` instance
        (NNG4's `instance instofNat {n : Nat} : OfNat MyNat n where ofNat := ofNat n`): its
        `ofNat` field with the instance's `n` bound to v; None when no instance gives it."""
        for entry in list(self.env.entries.values()):
            d = entry.decl
            if entry.kind != "instance" or d is None or d.error is not None or \
                    not isinstance(d.type, A.App) or not isinstance(d.type.fn, A.Ident) or \
                    d.type.fn.name != "OfNat" or len(d.type.arguments) != 2:
                continue
            inner = self.ctx_for(entry)
            try:
                if not T.same(self.type_of(d.type.arguments[0], inner), t):
                    continue
            except Unsupported:
                continue
            lit = d.type.arguments[1]
            field = next((f for f in d.instance_fields if f.name == "ofNat" and f.body is not None
                          and not f.binders), None)
            if field is None:
                continue
            if isinstance(lit, A.Num):
                if lit.value != v:
                    continue
                return self.check(field.body, inner, t)
            if isinstance(lit, A.Ident) and any(n.name == lit.name for b in d.binders
                                                for n in b.names):
                py = self.fresh(lit.name)
                body = self.check(field.body, inner.bind(lit.name, Local(py, T.NAT)), t)
                return I.Let(py, I.Lit(v), body, at=node)
        return None

    def own_negation(self, node, ctx, expected):
        """`-x` at a type of the project with the file's own `Neg` instance (`instance : Neg
        Side where neg := …`): Lean's `Neg.neg` at x's type, which the expected type or x's own
        type gives; None otherwise (ℤ's `-`, as before)."""
        t = T.resolve(expected) if expected is not None else None
        if t is None:
            try:
                ir, ty = self.elab(node.arg, ctx)
            except Unsupported:
                return None
            t = T.resolve(ty)
        else:
            ir = None
        if not isinstance(t, T.TCon) or t.name in ("Int", "Nat"):
            return None
        fn = self.instance_field("neg", t, 1, node, ctx)
        if fn is None:
            return None
        if ir is None:
            ir = self.check(node.arg, ctx, t)
        return I.Call(fn, (ir,), at=node), t

    def instance_field(self, field: str, t, arity: int, node, ctx):
        """The field `field` (`neg`, `mul`, `inv`, `one`, …) of an instance the project declares
        for its own type t (combinatorial-games' `instance : Neg Player where neg := cases right
        left`, `instance : Mul Player where mul | left, p => p | right, p => -p`, a `CommGroup
        Player` whose `one := left`, `inv := id`), elaborated at `t → … → t` (`arity`
        arguments; 0: a value of t); None when no instance of the file has that field. Lean
        takes the operator from that instance, so pychecks does too."""
        for entry in list(self.env.entries.values()):
            d = entry.decl
            if entry.kind != "instance" or d is None or d.error is not None or \
                    not isinstance(d.type, A.App) or len(d.type.arguments) != 1:
                continue
            f = next((f for f in d.instance_fields if f.name == field and f.error is None), None)
            if f is None or (f.body is None and not f.match_alts):
                continue
            inner = self.ctx_for(entry)
            try:
                if not T.same(self.type_of(d.type.arguments[0], inner), t):
                    continue
            except Unsupported:
                continue
            if f.match_alts:
                value = A.copy_span(A.LambdaMatch(tuple(f.match_alts)), f.name_node)
            elif f.binders:
                value = A.copy_span(A.Lambda(tuple(_binder_params(f.binders)), None, f.body),
                                    f.body)
            else:
                value = f.body
            fty = t
            for _ in range(arity):
                fty = T.TFun(t, fty)
            return self.check(value, inner, fty)
        return None

    def e_Str(self, node, ctx, expected):
        """A string literal: its characters (Lean's escapes read, `literals.string_value`)."""
        value = string_value(node.literal)
        if value is None:
            self.fail(node, f"the string literal {node.literal} (an escape pychecks does not "
                            "read)", ctx)
        return I.Lit(value, at=node), T.STRING

    def e_Ident(self, node, ctx, expected):
        return self.name_value(node, node.name, ctx, expected)

    def name_value(self, node, name: str, ctx, expected):
        local = ctx.locals.get(name)
        if local is not None:
            if local.proof:
                self.fail(node, f"the proof `{name}` used as a value", ctx)
            return I.Var(local.ir_name, at=node), local.ty
        proj = _local_projection(node, ctx)
        if proj is not node:
            return self.elab(proj, ctx, expected)
        if name in ("True", "False"):
            return I.Lit(name == "True", at=node), T.PROP
        if name in ("true", "false"):
            return I.Lit(name == "true", at=node), T.BOOL
        if name in _UNIT_VALUES and self.env.lookup(name, ctx.namespace, ctx.opens) is None:
            ty = _TRIVIAL_TYPES[_UNIT_VALUES[name]]
            return I.Lit(S.finite_values(ty, self.info)[0], at=node), ty
        if name == "sorry":
            self.fail(node, "`sorry`: nothing to evaluate", ctx)
        if name in ("none", "Option.none"):
            return I.Lit(None, at=node), T.option(_elem(expected, "Option") or T.TVar())
        if name in ("List.nil",):
            return I.Lit((), at=node), T.list_of(_elem(expected, "List") or T.TVar())
        if name in ("∅",):
            return self.empty_collection(node, ctx, expected)
        exp = T.resolve(expected) if expected is not None else None
        if name == "↑" and isinstance(exp, T.TFun):
            # `((↑) : ℕ → IGame)`: the coercion as a function, `fun x => ↑x` at the type
            # ascribed (IGame's `↑` is Special.lean's `up` only where a game is expected)
            x = self.fresh("x")
            body = self.coerce(I.Var(x), exp.dom, exp.cod, node, ctx)
            return I.Lam((x,), body, at=node), exp
        return self.apply_name(node, name, (), ctx, expected)

    def subtype_values(self, node, base, values, ctx):
        """The values of `{x : α // p x}` (`node`), α's values `values` (IR): those with p."""
        local = Local(self.fresh(node.var.name), base)
        body = self.prop(node.body, ctx.bind(node.var.name, local))
        pred = I.Lam((local.ir_name,), I.Prim("decide", R.decide, (body, I.Lit(
            self.place(node, ctx)))))
        filt = self.library_entry("Finset.filter", (), node, ctx)
        return I.Lib(filt.name, filt.impl, (), (pred, values), at=node)

    def finite_values(self, ty):
        """IR of every value of `ty` when it is a finite type (its size known at each
        assignment), else None (`domains.runtime_values`)."""
        from .domains import runtime_values
        return runtime_values(ty, self.info)

    def guard_values(self, name: str, ty, body, ctx):
        """IR of the values of the guard that bounds `name : ty` exactly among the conjuncts of
        `body` (as an `∃`'s body: `n < 50 ∧ …`, `-3 ≤ x ∧ x ≤ 3 ∧ …`), else None."""
        from .domains import find_guard, int_interval
        guard = find_guard(self, "any", name, ty, body, ctx) or \
            int_interval(self, "any", name, ty, body, ctx)
        return guard.values if guard is not None and guard.exact else None

    def set_ncard(self, s, elem, node, ctx, set_node=None):
        """Mathlib's `Set.ncard s` (`Nat.card s`: the number of elements of a finite set, 0 for
        an infinite one) for a set of a finite type (its size known at each assignment, as
        `Fin n → Fin 9`'s): the members among the type's values; for a set-builder `{n : ℕ | n <
        50 ∧ …}` (`set_node`) whose predicate bounds its variable by a guard (as an `∃` body
        does, `domains.find_guard`), the members among the guard's values, which hold every
        member. Of another set of an infinite type it is not evaluated: pychecks cannot tell a
        finite set from an infinite one there."""
        values = self.finite_values(elem)
        if values is None and isinstance(set_node, A.SetOf):
            values = self.guard_values(set_node.var.name, elem, set_node.body, ctx)
        if values is None:
            self.fail(node, f"`Set.ncard` of a `Set {T.show_type(T.zonk(elem))}`, a type that is "
                            "not finite: its sets may be infinite (ncard 0), which pychecks "
                            "cannot tell", ctx)
        x = self.fresh("x")
        pred = I.Lam((x,), I.Prim("decide", R.decide, (I.Call(s, (I.Var(x),)), I.Lit(
            self.place(node, ctx)))))
        filt = self.library_entry("Finset.filter", (), node, ctx)
        card = self.library_entry("Finset.card", (), node, ctx)
        return I.Lib(card.name, card.impl, (), (I.Lib(filt.name, filt.impl, (), (pred, values)),),
                     at=node)

    def empty_collection(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TCon) and t.name == "Finset":
            return I.Lit(frozenset(), at=node), t
        if isinstance(t, T.TCon) and t.name == "Set":
            return I.Lit(R.set_of_values(()), at=node), t
        self.fail(node, "`∅` whose type (Finset or Set) is not known here", ctx)

    # applications ---------------------------------------------------------------------------
    def e_App(self, node, ctx, expected):
        fn, args = node.fn, node.arguments
        fn = _local_projection(fn, ctx)
        if isinstance(fn, A.Ident) and fn.name not in ctx.locals and \
                fn.name.split(".")[0] not in ctx.locals:
            if fn.name == "Fintype.card" and len(args) == 1 and \
                    self.env.lookup(fn.name, ctx.namespace, ctx.opens) is None:
                # its one explicit argument is a type: passed as that type's values
                entry = self.lib.LIBRARY["Fintype.card"]
                part = _partition_size(args[0], ctx)
                if part is not None:
                    # `Nat.Partition n`: its values depend on n, so they are made at each call
                    from .implementations import nat_partitions
                    n_ir = self.check(part, ctx, T.NAT)
                    values = I.Prim("Nat.Partition", nat_partitions, (n_ir,), at=args[0])
                    return I.Lib(entry.name, entry.impl, (), (values,), at=node), T.NAT
                from .domains import runtime_values
                subtype = _as_subtype(args[0])
                ty = self.type_of(subtype.type if subtype is not None else args[0], ctx)
                values = runtime_values(ty, self.info)
                if values is None:
                    self.fail(node, f"`Fintype.card` of `{T.show_type(ty)}`, which is not a "
                                    "finite type pychecks lists", ctx)
                if subtype is not None:
                    # `Fintype.card {x : α // p x}`: Mathlib's instance lists α's values with p
                    # (`Fintype.subtype (univ.filter p)`), so the card is `#{x | p x}`
                    values = self.subtype_values(subtype, ty, values, ctx)
                entry = self.lib.LIBRARY["Fintype.card"]
                return I.Lib(entry.name, entry.impl, (), (values,), at=node), T.NAT
            if fn.name == "decide" and len(args) == 1:
                p = self.prop(args[0], ctx)
                return I.Prim("decide", R.decide, (p, I.Lit(self.place(node, ctx))), at=node), \
                    T.BOOL
            if fn.name in _MONOTONE and len(args) == 1 and \
                    self.env.lookup(fn.name, ctx.namespace, ctx.opens) is None and \
                    not isinstance(args[0], A.NamedArg):
                # the binders take f's domain, when it is a named type (`<` needs its type
                # before `f a` could give it)
                dom = None
                try:
                    _, fty = self.elab(args[0], ctx)
                    params, _ = T.arrows(T.resolve(fty))
                    d = T.resolve(params[0]) if params else None
                    if isinstance(d, T.TCon) and not d.args:
                        dom = A.copy_span(A.Ident(T.show_type(d)), node)
                except Unsupported:
                    pass
                return self.prop(_monotone(fn.name, args[0], node, dom), ctx), T.PROP
            if fn.name in ("IsLeast", "IsGreatest") and len(args) == 2 and \
                    self.env.lookup(fn.name, ctx.namespace, ctx.opens) is None and \
                    not any(isinstance(a, A.NamedArg) for a in args):
                return self.prop(_least_or_greatest(fn.name, *args, node), ctx), T.PROP
            if fn.name in ("some", "Option.some") and len(args) == 1:
                inner = _elem(expected, "Option")
                ir, ty = self.elab(args[0], ctx, inner)
                if inner is not None:
                    ir = self.coerce(ir, ty, inner, args[0], ctx)
                    ty = inner
                return I.Prim("some", R.make_some, (ir,), at=node), T.option(ty)
            return self.apply_name(fn, fn.name, args, ctx, expected, node)
        if isinstance(fn, A.Proj):
            return self.dot_call(fn.base, fn.field, args, ctx, expected, node)
        if isinstance(fn, A.DotIdent):
            return self.dot_ident(fn, args, ctx, expected, node)
        redex = self.applied_lambda(fn, args, ctx, node)
        if redex is not None:
            (f, fty), args = redex
            return (f, fty) if not args else self.apply_value(f, fty, args, ctx, expected, node)
        f, fty = self.elab(fn, ctx)
        return self.apply_value(f, fty, args, ctx, expected, node)

    def relation_domain(self, rel, ctx):
        """The α of a relation `rel : α → α → Prop`, as a type node for a binder, or None where
        `rel` does not elaborate at such a type or leaves α open."""
        alpha = T.TVar("α")
        try:
            self.elab(rel, ctx, T.fun(alpha, alpha, T.PROP))
        except (Unsupported, T.Clash):
            return None
        found = T.zonk(alpha)
        return None if T.has_free(found) else A.copy_span(_KnownType(found), rel)

    def applied_lambda(self, fn, args, ctx, node):
        """`(· < ·) a b`, `(fun x y => x < y) a b` with untyped parameters: the arguments are
        elaborated first and give the parameters their types, as Lean's elaborator does with
        an expected type (`Subrelation r (· < ·)` unfolds to `∀ a b, r a b → (· < ·) a b`);
        `<` on a parameter whose type is not known yet is otherwise refused. ((IR, type), the
        arguments left) or None for a head of another form."""
        if not isinstance(fn, A.Lambda) or any(isinstance(a, A.NamedArg) for a in args):
            return None
        plain = fn.section or fn.type is None and all(isinstance(p, A.Ident) for p in fn.params)
        k = len(list(_dots(fn.body))) if fn.section else sum(_names_bound(p) for p in fn.params)
        if not 0 < k <= len(args):
            return None
        given = [self.elab(a, ctx) for a in args[:k]]
        try:
            f, fty = self.elab(fn, ctx, T.fun(*(ty for _, ty in given), T.TVar("β")))
        except (Unsupported, T.Clash):
            if plain:
                raise
            # typed or pattern parameters (`fun ((a, b) : ℤ × ℕ) (c, d) ↦ …` under
            # `Reflexive`): the arguments' types still open are fixed by the first ones, and
            # give the later, untyped patterns theirs; where a typed parameter asks for a
            # coercion of its argument (`(fun (x : ℤ) => x) n`), the function alone, as before
            return None
        if T.is_table(fty):
            # `fun x : Fin 4 => …` is a table: indexed, as `apply_value` does
            return self.apply_value(f, fty, list(args[:k]), ctx, None, node), list(args[k:])
        vals, cur = [], T.resolve(fty)
        for (ir, ty), a in zip(given, args):
            vals.append(self.coerce(ir, ty, cur.dom, a, ctx))
            cur = T.resolve(cur.cod)
        return (I.Call(f, tuple(vals), at=node), cur), list(args[k:])

    def apply_value(self, f, fty, args, ctx, expected, node):
        """A value of function type applied to argument terms (tables are indexed)."""
        args = list(args)
        while args:
            t = T.resolve(fty)
            if T.is_table(t):
                i = self.check(args.pop(0), ctx, t.dom)
                f, fty = I.Index(f, i, at=node), t.cod
                continue
            params, result = T.arrows(t)
            if not params:
                if isinstance(t, T.TCon) and t.name == "Set" and len(args) == 1:
                    x = self.check(args.pop(0), ctx, t.args[0])
                    f, fty = I.Call(f, (x,), at=node), T.PROP
                    continue
                self.fail(node, f"`{self.text(node, ctx)}` applies something that is not a "
                                "function", ctx)
            if len(args) < len(params):
                return self.partial(f, params, result, args, ctx, node)
            vals = tuple(self.check(a, ctx, p) for a, p in zip(args, params))
            args = args[len(params):]
            f, fty = I.Call(f, vals, at=node), result
        return f, fty

    def partial(self, f, params, result, args, ctx, node):
        """`f a` where f takes more: a callable of the remaining arguments."""
        given = tuple(self.check(a, ctx, p) for a, p in zip(args, params))
        rest = params[len(args):]
        names = tuple(self.fresh("x") for _ in rest)
        body = I.Call(f, given + tuple(I.Var(n) for n in names), at=node)
        return I.Lam(names, body, at=node), T.fun(*rest, result)

    def apply_name(self, node, name: str, args, ctx, expected, app=None):
        """A global name (project, then library) applied to argument terms."""
        app = app or node
        entry = self.env.lookup(name, ctx.namespace, ctx.opens)
        if entry is not None:
            game = GE.overrides(entry)    # `noncomputable def nim`: the games library's meaning
            if game is not None:
                return GE.apply(self, game, node, args, ctx, expected, app)
            try:
                return self.apply_entry(entry, node, args, ctx, expected, app)
            except Unsupported:
                # the library's own source (`def IGame.moves … := x.dest.1 p` in
                # Game/IGame.lean): a definition pychecks cannot evaluate, under a full name the
                # games library's table holds, means what the table says it does
                game = GE.same_name(entry)
                if game is None:
                    raise
                return GE.apply(self, game, node, args, ctx, expected, app)
        split = self.global_projection(node, name, ctx)
        if split is not None:     # `s.a` with `s` a definition: a field or function of its type
            return self.e_App(A.copy_span(A.App(split, tuple(args)), app), ctx, expected) \
                if args else self.elab(split, ctx, expected)
        full = _function_name(name, ctx)
        if full is not None and full.startswith("Set.") and GE.lookup(name, ctx) is not None:
            full = None     # the games library's own reading (`Set.Iio 2` of nimbers)
        if full is not None and (self.lib is None or not hasattr(self.lib.lookup(full), "impl")):
            # `Symmetric r` with `r : α → α → Prop`: r is elaborated at that type first, so
            # that a later parameter of r takes the type of the first (`fun ((a, b) : ℤ × ℕ)
            # (c, d) ↦ …`, math2001), and the binders of the unfolding take α
            dom = self.relation_domain(args[0], ctx) if full in _RELATION_PROPERTIES and \
                len(args) == 1 and not isinstance(args[0], A.NamedArg) else None
            unfolded = _function_definition(full, args, app, dom=dom)
            if unfolded is not None:        # `Function.Surjective f`: its definition
                return self.elab(unfolded, ctx, expected)
        game = GE.lookup(name, ctx)
        if game is not None and not self.library_defines(name, ctx):
            return GE.apply(self, game, node, args, ctx, expected, app)
        if (name == "Set.ncard" or name == "ncard" and "Set" in ctx.opens) and len(args) == 1 \
                and not isinstance(args[0], A.NamedArg):
            # `Set.ncard s`, as `s.ncard`
            base, bty = self.elab(args[0], ctx)
            t = T.resolve(bty)
            if isinstance(t, T.TCon) and t.name == "Set":
                return self.set_ncard(base, t.args[0], app, ctx, args[0]), T.NAT
        if name in ("ofNat", "OfNat.ofNat") and len(args) == 1 and \
                not isinstance(args[0], A.NamedArg) and not self.library_defines(name, ctx):
            # Mathlib's `ofNat(n)` (`OfNat.ofNat n`, with `[n.AtLeastTwo]`): the numeral n at
            # the type expected, which is the cast of n there
            target = expected if expected is not None else T.NAT
            n = self.check(args[0], ctx, T.NAT)
            return self.coerce(n, T.NAT, target, app, ctx), target
        split = self.library_projection(node, name, ctx, len(args))
        if isinstance(split, tuple):   # `Finset.univ.filter p` is `Finset.filter p Finset.univ`
            method, at, receiver = split
            given = list(args)
            given.insert(at, receiver)
            return self.apply_library(method, node, given, ctx, expected, app)
        if split is not None:     # `c.f`: dot notation on a library constant
            return self.e_App(A.copy_span(A.App(split, tuple(args)), app), ctx, expected) \
                if args else self.elab(split, ctx, expected)
        dotted = self.namespace_call(node, name, args, ctx)
        if dotted is not None:    # `ZMod.val x` is `x.val`
            try:
                return self.elab(A.copy_span(dotted, app), ctx, expected)
            except Unsupported as exc:
                if f"`{name}`" not in str(exc):
                    raise         # `x.f` was found, and failed on its own: that is the reason
                # no `x.f` either: the name is unknown, said as written below
        lib_entry = self.library_entry(name, ctx.namespace + ctx.opens, node, ctx)
        root = self.lib.lookup(name) if lib_entry.name != name else None
        if hasattr(root, "impl") and len(lib_entry.params) < len(args) <= len(root.params):
            # `min j k` under `open Finset`: Lean elaborates both `Finset.min` and the root
            # `min` and keeps the one that fits; `Finset.min s` takes one argument
            lib_entry = root
        return self.apply_library(lib_entry, node, list(args), ctx, expected, app)

    def namespace_call(self, node, name: str, args, ctx):
        """`T.f a rest…` as `a.f rest…` when the table has no `T.f` but `a`'s type is `T`
        (`ZMod.val x`): dot notation puts its receiver in the first explicit
        parameter of type `T`, which is the first one when `a`, the first argument, has that
        type."""
        if "." not in name or not args or isinstance(args[0], A.NamedArg) or \
                self.library_defines(name, ctx):
            return None
        ns, f = name.rsplit(".", 1)
        try:
            _, ty = self.elab(args[0], ctx)
        except (Unsupported, T.Clash):
            return None
        t = T.resolve(ty)
        if not (T.head(t) == ns or ns == "ZMod" and isinstance(t, T.TZMod)):
            return None
        out = A.copy_span(A.Proj(args[0], f), node)
        return A.copy_span(A.App(out, tuple(args[1:])), node) if len(args) > 1 else out

    def library_projection(self, node, name: str, ctx, given: int = 0):
        """`c.f.g` as the chain `(c).f.g` when `name` itself is in no table and a proper prefix
        `c` is a constant of the library table (no explicit parameter: `Finset.univ`), as
        Lean resolves the longest prefix that names a declaration and reads the rest as
        dot notation. A constant whose type only the call fixes (`Finset.univ : Finset ?α`)
        with one method after it gives (the method's entry, the receiver's place among the
        `given` arguments, the constant) instead, so that the other arguments are elaborated
        first, as Lean postpones the receiver's instance until they fix α."""
        if self.lib is None or "." not in name or self.library_defines(name, ctx):
            return None
        parts = name.split(".")
        for k in range(len(parts) - 1, 0, -1):
            head = ".".join(parts[:k])
            found = self.library_lookup(head, ctx)
            if not (hasattr(found, "impl") and not found.params):
                continue
            receiver = A.copy_span(A.Ident(head), node)
            if found.type_args and len(parts) - k == 1:
                try:
                    ns = T.head(scheme_of(found).instantiate()[1])
                except SignatureError:
                    ns = None
                method = self.lib.lookup(f"{ns}.{parts[k]}") if ns else None
                if hasattr(method, "impl") and method.receiver is not None and \
                        method.receiver <= given:
                    return method, method.receiver, receiver
            out = receiver
            for f in parts[k:]:
                out = A.copy_span(A.Proj(out, f), node)
            return out
        return None

    def library_defines(self, name: str, ctx) -> bool:
        """True when the core library table resolves `name` from `ctx` (`ofNat` in
        `namespace Char` is `Char.ofNat`), before the games table or a reading of its own."""
        return self.lib is not None and hasattr(self.library_lookup(name, ctx), "impl")

    def library_lookup(self, name: str, ctx):
        """What the core library table holds under `name` seen from `ctx` (its namespaces,
        then its opens): an entry, or the table's answer for a name it lacks."""
        return self.lib.lookup(name, tuple(dict.fromkeys(ctx.namespace + ctx.opens)))

    def close_names(self, name: str, ctx) -> list:
        """Names bound here or declared in the project, as they would be written here, close to
        a misspelt `name` (`pychecks.suggest`)."""
        known = set(ctx.locals)
        prefixes = [".".join(ctx.namespace[:i]) + "." for i in range(len(ctx.namespace), 0, -1)]
        for full in self.env.entries:       # each as it would be written here
            short = next((full[len(pre):] for pre in prefixes + [o + "." for o in ctx.opens]
                          if full.startswith(pre)), full)
            known.add(short)
        return suggest.close_names(name, known)

    def global_projection(self, node, name: str, ctx):
        """`s.a.b` as the projection chain `(s).a.b` when a proper prefix `s` names a
        definition of the project (and `s.a` itself names nothing)."""
        parts = name.split(".")
        for k in range(len(parts) - 1, 0, -1):
            head = ".".join(parts[:k])
            entry = self.env.lookup(head, ctx.namespace, ctx.opens)
            if entry is not None and entry.kind in ("def", "abbrev"):
                out = A.copy_span(A.Ident(head), node)
                for f in parts[k:]:
                    out = A.copy_span(A.Proj(out, f), node)
                return out
        return None

    def auto_bound(self, ty_node, tvars: dict, bound, ctx) -> None:
        """Lean's `autoImplicit`: an unbound name of one letter (`α`, `β₁`, `a'`) in a
        signature's type is an implicit type parameter, `{α : Sort u}`. Mathlib turns the option
        off, core Lean and most projects leave it on; pychecks binds only such one-letter names
        that nothing else defines (a project's `α` stays the project's)."""
        for leaf in _idents(ty_node):
            name = leaf.name
            if name in tvars or name in bound or name in ctx.locals or name in ctx.tvars or \
                    name in getattr(ctx, "sizes", {}) or not _auto_bindable(name) or \
                    self.env.lookup(name, ctx.namespace, ctx.opens) is not None:
                continue
            tvars[name] = T.TVar(name, rigid=True)
            ctx.tvars = dict(ctx.tvars, **{name: tvars[name]})

    def library_entry(self, name, namespaces, node, ctx):
        if self.lib is None:
            self.fail(node, f"`{name}` is neither defined in the project nor in pychecks' "
                            "library table (the table is not installed)", ctx)
        found = self.lib.lookup(name, tuple(dict.fromkeys(namespaces)))
        if not hasattr(found, "impl"):
            if self.env.notation_in(name):
                kw, sym, where = self.env.notation_in(name)
                self.fail(node, f"`{name}` uses the notation `{sym}` declared by `{kw}` at "
                                f"{where}, which pychecks does not expand", ctx)
            hint = ""
            if getattr(found, "candidates", ()):
                hint = " (ambiguous: " + ", ".join(found.candidates) + ")"
            else:
                close = self.close_names(name, ctx) or \
                    _close(name, getattr(found, "suggestions", ()))
                hint = suggest.hint(close)
            self.fail(node, f"`{name}` is neither defined in the project nor in pychecks' "
                            f"library table{hint}", ctx)
        return found

    def apply_library(self, entry, node, args, ctx, expected, app, receiver=None):
        """A library function applied: explicit arguments elaborated against its signature,
        the values it reads off types computed, defaults filled, partial application made a
        callable."""
        args = list(args)
        if entry.name in _INT_VARIANTS and receiver is None and \
                len(args) == len(self.lib.LIBRARY[_INT_VARIANTS[entry.name]].params) and \
                self.int_interval(args, ctx, expected):
            # `Finset.Icc a b` is `LocallyFiniteOrder.finsetIcc a b` of the bounds' type, `Even
            # n` the instance of n's: ℤ's when they are integers (the table's names are ℕ's)
            entry = self.lib.LIBRARY[_INT_VARIANTS[entry.name]]
        if entry.name == "Nat.find" and receiver is None:
            return self.nat_find(entry, node, args, ctx, app)
        if entry.name == "Fin.last" and receiver is None and len(args) == 1 and \
                not isinstance(args[0], A.NamedArg):
            # `Fin.last n : Fin (n + 1)`: the size is n + 1, a number when n is closed, else
            # known at each assignment (a dependent size)
            from .interpret import constant
            n_ir = self.check(args[0], ctx, T.NAT)
            succ = I.Prim("succ", _succ, (n_ir,), at=args[0])
            try:
                value = constant(succ, self)
            except KeyError:        # n is a variable: no constant
                value = None
            size = value if isinstance(value, int) else \
                T.Size(f"{self.text(args[0], ctx)} + 1", term=succ)
            return I.Lib(entry.name, entry.impl, (), (n_ir,), at=app), T.TFin(size)
        if any(isinstance(a, A.NamedArg) for a in args):
            args = self.place_named(entry, args, node, ctx, receiver)
        try:
            scheme = scheme_of(entry)
        except SignatureError as exc:
            self.fail(node, f"{exc}: pychecks cannot type it", ctx)
        params, result, sizes = scheme.instantiate()
        if entry.name in _FIELD_VARIANTS and receiver is None and args:
            # the table types `⌊r⌋`, `|a|` at one type (ℚ, ℤ); Lean's are generic in a
            # `FloorRing`, a lattice-ordered group: the argument's ℚ or ℝ takes that type's place
            field = self.field_argument(args[0], ctx)
            if field is not None:
                at = _FIELD_VARIANTS[entry.name]
                params = [field if T.resolve(p) == at else p for p in params]
                result = field if T.resolve(result) == at else result
        if receiver is not None:
            if entry.receiver is None:
                self.fail(node, f"`{entry.name}` has no parameter for dot notation", ctx)
            rir, rty = receiver
            self.unify(params[entry.receiver], rty, node, ctx, "the receiver")
            slots = list(range(len(params)))
            slots.remove(entry.receiver)
        else:
            slots = list(range(len(params)))
        vals: dict = {} if receiver is None else {entry.receiver: receiver[0]}
        if expected is not None and len(args) == len(slots):
            # Lean propagates the expected type to the result before the arguments
            # (`List.map (fun k => { h with … }) l : List Heaps` gives the function its type)
            try:
                T.unify(result, expected)
            except T.Clash:
                pass
        # elaborate the non-function arguments first: they fix the types the functions see; a
        # bare numeral whose type is still open last, after the functions (Lean postpones a
        # `fun` whose expected type has holes and types a numeral by unification, so in
        # `[a, b].foldr (· - ·) 0` over ℤ the `0` is ℤ, fixed by `-`), ℕ only if nothing fixed it
        def rank(i):
            p = T.resolve(params[slots[i]])
            if isinstance(p, T.TFun):
                return 1
            if self.open_constant(args[i], ctx):
                return 1.5          # `Finset.univ`: its type from the functions' binders
            return 2 if _is_numeral(args[i]) and isinstance(p, T.TVar) and not p.rigid else 0
        order = sorted(range(min(len(args), len(slots))), key=rank)
        for i in order:
            slot = slots[i]
            if entry.params[slot] in _PROOF_PARAMS.get(entry.name, ()):
                vals[slot] = I.Lit(None, at=args[i])   # a proof: accepted, never evaluated
                continue
            vals[slot] = self.arg(args[i], ctx, params[slot])
        extra = args[len(slots):]
        missing = [s for s in slots[len(args):]]
        type_args = tuple(self.type_arg(t, entry, sizes, params, result, node, ctx)
                          for t in entry.type_args)
        if missing:
            defaults = getattr(entry, "defaults", {}) or {}
            if all(entry.params[s] in defaults for s in missing):
                for s in missing:
                    vals[s] = I.Lit(defaults[entry.params[s]])
            else:
                names = tuple(self.fresh(entry.params[s]) for s in missing)
                for s, n in zip(missing, names):
                    vals[s] = I.Var(n)
                call = I.Lib(entry.name, entry.impl, type_args,
                             tuple(vals[i] for i in range(len(params))), at=app,
                             types=tuple(params))
                return I.Lam(names, call, at=app), T.fun(*(params[s] for s in missing), result)
        call = I.Lib(entry.name, entry.impl, type_args, tuple(vals[i] for i in range(len(params))),
                     at=app, types=tuple(params))
        if entry.at_types:
            self.at_listed_type(entry, result, node, ctx)
        if entry.name in _PREDICATE_SPECIALISED:
            impl = _PREDICATE_SPECIALISED[entry.name].get(_library_predicate(vals[0]))
            if impl is not None:
                call.impl = impl
        if entry.name in _FOLDED:
            call = self.folded(entry, call, vals, result, app, ctx)
        if entry.name in _ATTACH:
            result = _attached(result)
        if extra:
            return self.apply_value(call, result, extra, ctx, expected, app)
        return call, result

    def open_constant(self, arg, ctx) -> bool:
        """True for a library constant whose values depend on a type only its use fixes
        (`Finset.univ`)."""
        if not isinstance(arg, A.Ident) or self.lib is None or \
                self.env.lookup(arg.name, ctx.namespace, ctx.opens) is not None or \
                arg.name in ctx.locals:
            return False
        found = self.library_lookup(arg.name, ctx)
        return hasattr(found, "impl") and not found.params and bool(found.type_args)

    def field_argument(self, arg, ctx):
        """`T.RAT` or `T.REAL` when `arg` (no bare numeral) elaborates to ℚ or ℝ, else None."""
        if _is_numeral(arg) or isinstance(arg, A.NamedArg):
            return None
        try:
            _, ty = self.elab(arg, ctx)
        except (Unsupported, T.Clash):
            return None
        ty = T.resolve(ty)
        return ty if ty in (T.RAT, T.REAL) else None

    def int_interval(self, args, ctx, expected) -> bool:
        """True when the arguments of a name of `_INT_VARIANTS` are integers: the expected type
        is `Finset ℤ` (an interval's), or an argument that is no bare numeral elaborates to ℤ."""
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TCon) and t.name == "Finset" and t.args and \
                T.resolve(t.args[0]) == T.INT:
            return True
        for a in args:
            if _is_numeral(a) or isinstance(a, A.NamedArg):
                continue
            try:
                _, ty = self.elab(a, ctx)
            except Unsupported:
                continue
            if T.resolve(ty) == T.INT:
                return True
        return False

    def place_named(self, entry, args, node, ctx, receiver=None):
        """The arguments in parameter order when some are given by name (`(s := t)`): each
        named one fills its parameter, the others fill the rest in order, as Lean's
        elaborator does; a name that is no explicit parameter is refused."""
        params = list(entry.params)
        if receiver is not None and entry.receiver is not None:
            params.pop(entry.receiver)
        slots: list = [None] * len(params)
        for a in args:
            if isinstance(a, A.NamedArg):
                if a.name not in params:
                    self.fail(a, f"`({a.name} := …)`: `{entry.name}` has no explicit "
                                 f"parameter `{a.name}` that pychecks passes", ctx)
                slots[params.index(a.name)] = a.value
        rest = iter(a for a in args if not isinstance(a, A.NamedArg))
        for i, v in enumerate(slots):
            if v is None:
                slots[i] = next(rest, None)
        if next(rest, None) is not None:
            self.fail(node, f"`{entry.name}` given more arguments than it takes", ctx)
        while slots and slots[-1] is None:
            slots.pop()
        if any(v is None for v in slots):
            self.fail(node, f"`{entry.name}` with a named argument after a missing one: "
                            "pychecks does not make that function", ctx)
        return slots

    def nat_find(self, entry, node, args, ctx, app):
        """`Nat.find h` (Mathlib/Data/Nat/Find.lean): the least n with `p n`. The predicate is
        read from `(p := fun n => …)` or from the type the proof is given at (`(⟨w, _⟩ : ∃ n,
        P n)`, `show ∃ n, P n from ⟨w, _⟩`), and the search runs up to the proof's witness `w`:
        if `p w` holds the answer is at most w, so the search is exact; if not (a `sorry`d
        proof of a false claim) nothing is found and the call is UNKNOWN, never a guess."""
        named = {a.name: a.value for a in args if isinstance(a, A.NamedArg)}
        positional = [a for a in args if not isinstance(a, A.NamedArg)]
        if set(named) - {"p", "H"} or len(positional) + ("H" in named) != 1:
            self.fail(node, "`Nat.find` with arguments other than its predicate `p` and one "
                            "proof `H`", ctx)
        proof = named.get("H", positional[0] if positional else None)
        pred = named.get("p")
        while isinstance(proof, (A.Typed, A.ShowFrom)):
            if pred is None:
                pred = _exists_predicate(proof.type)
            proof = proof.term
        witness = proof.items[0] if isinstance(proof, A.Anon) and len(proof.items) >= 2 else None
        searched = False
        if pred is None and witness is None and isinstance(proof, A.Ident):
            # `if h : ∃ m, P m then Nat.find h …`: h proves the condition, which pychecks
            # decided true here, so the least m is found by trying 0, 1, … (up to a bound, past
            # which the call is UNKNOWN: never a guess)
            local = ctx.locals.get(proof.name)
            pred = _exists_predicate(local.states) if local is not None and local.proof else None
            searched = pred is not None
        if pred is None or witness is None and not searched:
            self.fail(node, "`Nat.find`: pychecks reads it when the predicate is stated "
                            "(`(p := fun n => …)` or a proof `(⟨w, h⟩ : ∃ n, P n)`) and the "
                            "proof names its witness `⟨w, h⟩`, which bounds the search", ctx)
        p_ir = self.arg(pred, ctx, T.fun(T.NAT, T.PROP))
        if searched:
            from .implementations import NTH_SEARCH
            bound = I.Lit(NTH_SEARCH)
        else:
            bound = I.Prim("succ", _succ, (self.check(witness, ctx, T.NAT),), at=witness)
        return I.Lib(entry.name, entry.impl, (p_ir, bound), (I.Lit(None),), at=app), T.NAT

    def folded(self, entry, call, vals, result, node, ctx):
        """A sum or product whose `+`/`*` is the instance of its element type, resolved as Lean
        resolves it: on ℕ and ℤ the table's implementation (Python's `+` and `*` on ints are
        `Nat.add`, `Int.add`, …); on `Fin n`, `List.sum l` is its definition,
        `l.foldr (· + ·) 0` (Init/Data/List/Basic.lean) with `Fin.add`, and a `Finset` sum or
        product is the ℕ one taken modulo n (`Fin.add`, `Fin.mul` are ℕ's modulo n, and 1 is
        `1 % n`); on ℚ, Python's `+` and `*` on Fractions are `Rat.add`, `Rat.mul` (exact, so
        the order of a `Finset`'s elements does not matter), and the result is made a rational
        (an empty sum is the `0 : ℚ`); on any other type it is refused."""
        op = _FOLDED[entry.name]
        t = T.resolve(result)
        head = T.head(t)
        if head in ("Nat", "Int"):
            return call
        if head in ("Rat", "Real"):
            from .implementations import rat_of
            return I.Prim("Rat.ofInt", rat_of, (call,), at=node)
        if head != "Fin":
            self.fail(node, f"`{entry.name}` over `{T.show_type(T.zonk(t))}`: pychecks knows "
                            f"its `{op}` only on ℕ, ℤ, ℚ and `Fin n`", ctx)
        n = T.size_value(t.n)
        if n is None:
            self.fail(node, f"`{entry.name}` over a `Fin` whose size is not known here", ctx)
        if entry.name == "List.sum":
            add = self.lib.operator("+", "Fin")
            foldr = self.lib.LIBRARY["List.foldr"]
            a, b = self.fresh("a"), self.fresh("b")
            plus = I.Lam((a, b), I.Lib(add.name, add.impl, (I.Lit(n),), (I.Var(a), I.Var(b))))
            return I.Lib(foldr.name, foldr.impl, (), (plus, I.Lit(0 % n), vals[0]), at=node)
        of_nat = self.lib.LIBRARY["Fin.ofNat"]
        return I.Lib(of_nat.name, of_nat.impl, (), (I.Lit(n), call), at=node)

    def arg(self, node, ctx, expected):
        """An argument handed to the library at a parameter type: a function is a callable of
        all its arguments at once (a table is indexed), and a proposition it returns is
        decided, so that it returns a Bool (the table's calling convention)."""
        t = T.resolve(expected)
        if T.is_table(t) and not isinstance(T.resolve(t.cod), T.TFun):
            # a function out of `Fin n` is its table (a tuple) inside the evaluator, and a
            # callable to the library (`List.map f l` calls f)
            ir = self.check(node, ctx, expected)
            x = self.fresh("i")
            value = I.Prim("fin_apply", R.fin_apply, (ir, I.Var(x)))
            if T.resolve(t.cod) == T.PROP:      # a predicate hands over a Bool, decided
                value = I.Prim("decide", R.decide, (value, I.Lit(self.place(node, ctx))))
            return I.Lam((x,), value, at=node)
        if not isinstance(t, T.TFun) or T.is_table(t):
            return self.check(node, ctx, expected)
        params, result = T.arrows(t)
        ir, ty = self.elab(node, ctx, expected)
        if T.is_table(ty):
            self.unify(expected, ty, node, ctx)
            x = self.fresh("i")
            return I.Lam((x,), I.Index(ir, I.Var(x)), at=node)
        self.unify(expected, ty, node, ctx)
        if T.resolve(result) == T.PROP:
            names = tuple(self.fresh("x") for _ in params)
            return I.Lam(names, I.Prim("decide", R.decide, (
                I.Call(ir, tuple(I.Var(n) for n in names)), I.Lit(self.place(node, ctx)))),
                at=node)
        return ir

    def at_listed_type(self, entry, result, node, ctx) -> None:
        """Fix the generic type of an entry with `at_types` (ℕ when nothing fixed it, as Lean's
        numerals default), or refuse a type it is not implemented at: `sInf` at ℤ is no
        search from 0, and reading it at ℕ with a cast would be another statement."""
        t = T.resolve(result)
        if isinstance(t, T.TVar) and not t.rigid:
            self.unify(t, T.NAT, node, ctx, "its type")
            t = T.NAT
        if not (isinstance(t, T.TCon) and not t.args and t.name in entry.at_types):
            self.fail(node, f"`{entry.name}` at `{T.show_type(T.zonk(t))}`: pychecks has it at "
                            f"{', '.join(T.show_type(T.TCon(n)) for n in entry.at_types)} only", ctx)

    def type_arg(self, what, entry, sizes, params, result, node, ctx):
        if what == "n":
            s = sizes.get("n")
            v = T.size_value(s) if s is not None else None
            if v is None:
                # a size known at each assignment (`p : Fin n → ZMod 10` under `{n : ℕ}`): the
                # IR that computes it there
                dep = T.dependent_size(s) if s is not None else None
                if dep is not None:
                    return dep.term
                self.fail(node, f"`{entry.name}`: the size of its `Fin` is not known here", ctx)
            return I.Lit(v)
        if what == "values":
            from .domains import runtime_values
            elem = _elem(result, "Finset")
            values = runtime_values(elem, self.info) if elem is not None else None
            if values is None:
                self.fail(node, f"`{entry.name}` over `{T.show_type(T.zonk(elem))}`, which is "
                                "not a finite type pychecks lists", ctx)
            return values
        if what == "default":
            # the `Inhabited` instances of Lean core: Nat and Int `⟨0⟩`, Bool `⟨false⟩`, List
            # `⟨[]⟩` (Init/Prelude.lean, Init/Data/Int/Basic.lean)
            t = T.resolve(result)
            head = T.head(t)
            value = {"Nat": 0, "Int": 0, "Bool": False, "List": ()}.get(head, None)
            if value is None:
                self.fail(node, f"`{entry.name}` over `{T.show_type(T.zonk(t))}`: pychecks knows "
                                "the `default` of ℕ, ℤ, Bool and lists only", ctx)
            return I.Lit(value)
        self.fail(node, f"`{entry.name}` needs `{what}`, which pychecks does not supply", ctx)

    def apply_entry(self, entry: Entry, node, args, ctx, expected, app):
        """A declaration of the project applied to argument terms."""
        kind = entry.kind
        if entry.decl is not None and entry.decl.error is not None:
            self.unreadable(entry, node, ctx)
        if kind in ("def", "abbrev"):
            return self.apply_def(entry, node, list(args), ctx, expected, app)
        if kind == "ctor":
            return self.apply_ctor(entry, node, list(args), ctx, expected, app)
        if kind == "inductive" and self.is_predicate(entry):
            return self.apply_pred(entry, node, list(args), ctx, app)
        if kind == "structure" and entry.decl is not None and \
                isinstance(entry.decl.type, A.Ident) and entry.decl.type.name == "Prop":
            return self.apply_prop_structure(entry, node, list(args), ctx)
        words = {"axiom": "an axiom (stated, never defined): there is nothing to evaluate",
                 "opaque": "opaque: its value is hidden from evaluation",
                 "class": "a type class: its instances are not evaluated",
                 "theorem": "a theorem (a proof, not a value)",
                 "structure": "a structure (a type), used as a value",
                 "inductive": "an inductive type, used as a value",
                 "instance": "an instance"}
        self.fail(node, f"`{entry.full_name}` ({entry.where}) is {words.get(kind, kind)}", ctx)

    def size_arg(self, size, name, entry, node, ctx):
        """The IR of the value an implicit `{n : ℕ}` of `entry` receives: a number inference
        fixed, a size known at each assignment (`p : GamePos n` with the statement's `n`), or
        the enclosing definition's own `{n : ℕ}`, passed on."""
        v = T.size_value(size)
        if v is not None:
            return I.Lit(v)
        s = size
        while isinstance(s, T.Size) and isinstance(s.ref, T.Size):
            s = s.ref
        if isinstance(s, T.Size) and s.term is not None:
            return s.term
        for own, bound in ctx.sizes.items():
            b = bound
            while isinstance(b, T.Size) and isinstance(b.ref, T.Size):
                b = b.ref
            if b is s and own in ctx.locals:
                return I.Var(ctx.locals[own].ir_name)
        self.fail(node, f"`{entry.full_name}`: its size `{name}` is not known here", ctx)

    def apply_def(self, entry, node, args, ctx, expected, app):
        sig = self.signature(entry, node, ctx)
        if entry.full_name not in self._building:
            self.definition(entry, node, ctx)
        params, result, sizes, dependent = sig.instantiate_call()
        k = len(params)
        zmod_moduli = tuple((i, size) for i, size in dependent
                            if any(_zmod_sized(t, size) for t in (*params, result)))
        given = self.check_all(args, params, ctx, zmod_moduli)
        for i, size in dependent:
            if i < len(given) and T.size_value(size) is None and size.ref is None:
                size.term = given[i]        # `startPos n : GamePos n`, n known at run time
        pre, rest = [], result
        if len(args) > k and sig.sizes:
            # `def gameLength {n : ℕ} : GamePos n → ℕ` applied to `p`: the arrow's domains
            # fix the sizes before they are passed, so those arguments are checked first
            rest = T.resolve(result)
            while len(pre) < len(args) - k and isinstance(rest, T.TFun) and \
                    not T.is_table(rest):
                pre.append(self.check(args[k + len(pre)], ctx, rest.dom))
                rest = T.resolve(rest.cod)
        size_args = [self.size_arg(sizes[name], name, entry, node, ctx)
                     for name, _ in sig.sizes]
        if len(args) < k:
            rest = params[len(args):]
            names = tuple(self.fresh(n) for n in sig.names[len(args):])
            call = I.Global(entry.full_name, tuple(size_args) + tuple(given) +
                            tuple(I.Var(n) for n in names), at=app)
            lam_ty = T.fun(*rest, result)
            if T.is_table(lam_ty):
                return self.tabulate(I.Lam(names, call), lam_ty, app, ctx), lam_ty
            return I.Lam(names, call, at=app), lam_ty
        call = I.Global(entry.full_name, tuple(size_args) + tuple(given), at=app)
        if pre:
            call, result, k = I.Call(call, tuple(pre), at=app), rest, k + len(pre)
        if len(args) > k:
            return self.apply_value(call, result, args[k:], ctx, expected, app)
        return call, result

    def check_all(self, args, params, ctx, dependent=()) -> list:
        """The arguments checked against their parameter types, the numerals last: a numeral
        at a type still open (`{α}`) takes what the other arguments fix, as Lean's unification
        gives it, ℕ only if nothing does. `dependent` ((index, Size) of explicit ℕ parameters
        later types depend on) are checked first, each size then known as its argument's value,
        so that the arguments after it are elaborated at it (`isDifferenceSet 21 {0, 3}`: the
        numerals in `ZMod 21`)."""
        first = {i: size for i, size in dependent if i < min(len(args), len(params))}
        done = {}
        for i, size in first.items():
            done[i] = self.check(args[i], ctx, params[i])
            if T.size_value(size) is None and size.ref is None and size.term is None:
                from .interpret import constant
                try:
                    value = constant(done[i], self)
                except Exception:       # a term over variables: no closed value
                    value = None
                if isinstance(value, int) and not isinstance(value, bool):
                    size.ref = value    # `two 5 x` with `x : ZMod 5`: the same ZMod 5
                else:
                    size.term = done[i]
        order = sorted((i for i in range(min(len(args), len(params))) if i not in first),
                       key=lambda i: _is_numeral(args[i]))
        done.update({i: self.check(args[i], ctx, params[i]) for i in order})
        return [done[i] for i in range(len(done))]

    def tabulate(self, lam, ty, node, ctx):
        size = T.resolve(T.resolve(ty).dom).n
        n = T.size_value(size)
        if n is None:
            dependent = T.dependent_size(size)
            if dependent is not None:     # `fun i : Fin k => …`: its table at each assignment
                return I.Tabulate(dependent.term, lam, at=node)
            self.fail(node, "a function out of `Fin n` whose n is not known here", ctx)
        return I.Tabulate(I.Lit(n), lam, at=node)

    def apply_ctor(self, entry, node, args, ctx, expected, app):
        parent = entry.parent
        if parent.kind == "structure":
            ty = self.instance_type(parent, expected, node, ctx)
            fields = self.fields_of(ty, node, ctx)
            return self.build(I.Prim(f"mk:{parent.full_name}", R.make_struct(parent.full_name),
                                     ()), [f[1] for f in fields], ty, args, ctx, app)
        if self.is_predicate(parent):
            self.fail(node, f"`{entry.full_name}` is a constructor of the inductive predicate "
                            f"`{parent.full_name}` (a proof, not a value)", ctx)
        ty = self.instance_type(parent, expected, node, ctx)
        arg_types, _ = self.ctor_signature(parent, entry.ctor, ty)
        return self.build(I.Prim(f"ctor:{entry.full_name}", R.make_ctor(entry.full_name), ()),
                          list(arg_types), ty, args, ctx, app)

    def build(self, maker: I.Prim, arg_types, ty, args, ctx, node):
        if len(args) < len(arg_types):
            given = [self.check(a, ctx, t) for a, t in zip(args, arg_types)]
            rest = arg_types[len(args):]
            names = tuple(self.fresh("x") for _ in rest)
            body = I.Prim(maker.op, maker.fn, tuple(given) + tuple(I.Var(n) for n in names),
                          at=node)
            return I.Lam(names, body, at=node), T.fun(*rest, ty)
        if len(args) > len(arg_types):
            self.fail(node, f"`{self.text(node, ctx)}`: too many arguments", ctx)
        vals = tuple(self.check(a, ctx, t) for a, t in zip(args, arg_types))
        return I.Prim(maker.op, maker.fn, vals, at=node), ty

    def instance_type(self, entry, expected, node, ctx):
        """The type of a structure or inductive value being built: its parameters from the
        expected type, else fresh variables."""
        ty = T.TCon(entry.full_name, tuple(T.TVal(T.Size(name)) if value else T.TVar()
                                           for name, value in _param_kinds(entry.decl)))
        if expected is not None:
            try:
                T.unify(ty, expected)
            except T.Clash:
                pass
        return ty

    def apply_prop_structure(self, entry, node, args, ctx):
        """A structure in `Prop` applied to its parameters (lean4's tests: `structure Nice
        (n : Nat) : Prop where (large : 100 ≤ n)`): its one constructor takes a proof of every
        field, so the proposition is the conjunction of the fields' statements at those
        parameters."""
        decl = entry.decl
        params = [(n, b) for b in decl.binders for n in b.names]
        if any(b.style != "(" or b.type is None for _, b in params):
            self.fail(node, f"`{entry.full_name}`: a structure in Prop with implicit or untyped "
                            "parameters", ctx)
        if len(args) != len(params):
            self.fail(node, f"`{entry.full_name}` applied to {len(args)} of its {len(params)} "
                            "parameters", ctx)
        inner, lets = self.ctx_for(entry), []
        for (name, b), arg in zip(params, args):
            ty = self.type_of(b.type, inner)
            py = self.fresh(name.name)
            lets.append((py, self.check(arg, ctx, ty)))
            inner = inner.bind(name.name, Local(py, ty))
        parts = []
        for f in decl.fields:
            if f.type is None or f.binders:
                self.fail(node, f"`{entry.full_name}`: a field without a plain statement", ctx)
            for fname in f.names:
                parts.append(self.prop(f.type, inner))
                inner = inner.bind(getattr(fname, "name", str(fname)),
                                   Local("", T.PROP, proof=True))
        out = I.Lit(True, at=node)
        for part in reversed(parts):
            out = part if out is None or (isinstance(out, I.Lit) and out.value is True) \
                else I.And(part, out, at=node)
        for py, value in reversed(lets):
            out = I.Let(py, value, out, at=node)
        return out, T.PROP

    def apply_pred(self, entry, node, args, ctx, app):
        """An inductive predicate applied to its indices: a least-fixpoint atom."""
        from .inductive import predicate
        pdef, index_types = predicate(self, entry, node, ctx)
        if len(args) != len(index_types):
            if len(args) < len(index_types):
                self.fail(node, f"`{entry.full_name}` applied to {len(args)} of its "
                                f"{len(index_types)} indices", ctx)
            self.fail(node, f"`{entry.full_name}` applied to too many arguments", ctx)
        vals = tuple(self.check(a, ctx, t) for a, t in zip(args, index_types))
        return I.Pred(pdef.key, vals, at=app), T.PROP

    # dot notation ----------------------------------------------------------------------------
    def dot_call(self, base_node, name, args, ctx, expected, app):
        """`x.f args`: a field of a structure, or a function of the namespace of x's type with
        x as its receiver."""
        if isinstance(base_node, A.Ident) and base_node.name in ctx.locals and \
                ctx.locals[base_node.name].ir_name in self.subtype_locals:
            # a subtype's value (`x : {n : ℕ // n < 5}`, read as its base value)
            if name in ("1", "val"):
                value, vty = self.elab(base_node, ctx)
                return self.apply_value(value, vty, list(args), ctx, expected, app)
            if name in ("2", "property"):
                self.fail(app, f"`{base_node.name}.{name}`: the proof of a subtype's property "
                               "used as a value", ctx)
        base, bty = self.elab(base_node, ctx)
        t = T.resolve(bty)
        if name.isdigit():
            value, vty = self.projection(base, t, int(name), app, ctx)
            return self.apply_value(value, vty, list(args), ctx, expected, app)
        if self.struct_entry(t) is not None:
            fields = self.fields_of(t, app, ctx)
            for i, (fname, fty, _) in enumerate(fields):
                if fname == name:
                    value = I.Prim("field", R.field_of, (base, I.Lit(i)), at=app)
                    return self.apply_value(value, fty, list(args), ctx, expected, app)
        if name == "ncard" and not args and isinstance(t, T.TCon) and t.name == "Set" and \
                self.env.lookup("Set.ncard", ctx.namespace, ctx.opens) is None:
            return self.set_ncard(base, t.args[0], app, ctx, base_node), T.NAT
        namespaces = [ns for ns in (getattr(t, "alias", None), T.head(t)) if ns]
        if not namespaces:
            if self.postponed is not None and isinstance(t, T.TVar):
                # `binder_type`'s postponing pass: Lean elaborates `x.f` once x's type is known
                # (the pass that checks the type found resumes it); its type is open until then
                return I.Lit(None, at=app), T.TVar()
            self.fail(app, f"`.{name}` on a value whose type is not known here", ctx)
        for ns in namespaces:
            entry = self.env.lookup(f"{ns}.{name}", (), ())
            if entry is not None and entry.kind in ("def", "abbrev"):
                return self.dot_def(entry, (base, bty), args, ctx, expected, app)
        if isinstance(t, T.TZMod) and name == "val":      # `ZMod.val`: `natAbs` for ZMod 0
            base = self.zmod_prim("zmod_val", t, (base,), app, ctx)
            return self.apply_value(base, T.NAT, list(args), ctx, expected, app)
        if T.head(t) == "Fin" and name in ("val", "toNat"):
            return self.apply_value(base, T.NAT, list(args), ctx, expected, app)
        game = GE.dot_lookup(t, name)      # `(nim o).birthday`, `o.val` on a nimber
        if game is not None:
            return GE.apply(self, game, app, list(args), ctx, expected, app, receiver=(base, bty))
        for ns in ("Function", "Equiv", *namespaces):
            full = f"{ns}.{name}"
            if full not in _FUNCTION_DEFINITIONS or \
                    ns not in namespaces and not (ns == "Equiv" and "Function" in namespaces):
                continue
            # `f.Injective`: dot notation on a function resolves in namespace `Function`, and
            # on an equivalence (carried as its function, `α ≃ β`) in `Equiv`; `s.map f` puts
            # its receiver where `Finset.map` takes it
            given = list(args)
            given.insert(_DOT_RECEIVER.get(full, 0), base_node)
            return self.apply_name(A.copy_span(A.Ident(full), app), full, tuple(given),
                                   ctx, expected, app)
        if self.lib is None:
            self.fail(app, f"`.{name}`: pychecks' library table is not installed", ctx)
        lib_entry = None
        for ns in namespaces:
            found = self.lib.lookup(f"{ns}.{name}")
            if hasattr(found, "impl"):
                lib_entry = found
                break
        if lib_entry is None:
            self.fail(app, f"`{namespaces[-1]}.{name}` (`.{name}` on a "
                           f"`{T.show_type(T.zonk(bty))}`) is neither defined in the project "
                           "nor in pychecks' library table", ctx)
        return self.apply_library(lib_entry, app, list(args), ctx, expected, app,
                                  receiver=(base, bty))

    def dot_def(self, entry, receiver, args, ctx, expected, app):
        sig = self.signature(entry, app, ctx)
        params, _, _ = sig.instantiate()
        wanted = {T.head(receiver[1]), getattr(T.resolve(receiver[1]), "alias", None)} - {None}
        # the receiver is the first explicit parameter of the namespace's own type
        slot = next((i for i, p in enumerate(params)
                     if {T.head(p), getattr(T.resolve(p), "alias", None)} & wanted), None)
        if slot is None:
            self.fail(app, f"`{entry.full_name}` has no parameter of the receiver's type", ctx)
        hole = A.copy_span(A.Ident("·recv"), app)
        local = Local(self.fresh("recv"), receiver[1])
        inner = ctx.bind("·recv", local)
        terms = list(args)
        terms.insert(slot, hole)
        ir, ty = self.apply_def(entry, app, terms, inner, expected, app)
        return I.Let(local.ir_name, receiver[0], ir, at=app), ty

    def projection(self, base, t, k: int, node, ctx):
        """`x.1`, `x.2` on a pair or a structure."""
        if isinstance(t, T.TCon) and t.name == "Prod" and k in (1, 2):
            return (I.Prim("fst" if k == 1 else "snd", _FST if k == 1 else _SND, (base,),
                           at=node), t.args[k - 1])
        if isinstance(t, T.TFin) and k == 1:
            # `Fin n` is the structure `⟨val, isLt⟩`: `.1` is `Fin.val` (a Fin is its value
            # here), `.2` a proof pychecks does not evaluate
            return base, T.NAT
        if self.struct_entry(t) is not None:
            fields = self.fields_of(t, node, ctx)
            if 1 <= k <= len(fields):
                return I.Prim("field", R.field_of, (base, I.Lit(k - 1)), at=node), \
                    fields[k - 1][1]
        self.fail(node, f"`.{k}` on a `{T.show_type(T.zonk(t))}`", ctx)

    def e_Proj(self, node, ctx, expected):
        return self.dot_call(node.base, node.field, (), ctx, expected, node)

    def dot_ident(self, node, args, ctx, expected, app):
        """`.red` or `.node l r`: a constructor (or function) of the expected type."""
        t = T.resolve(expected) if expected is not None else None
        if not isinstance(t, T.TCon):
            self.fail(node, f"`.{node.name}` where the expected type is not known", ctx)
        if t.name == "Option" and node.name in ("none", "some"):
            ident = A.copy_span(A.Ident(node.name), node)
            return self.elab(A.copy_span(A.App(ident, tuple(args)), app) if args else ident,
                             ctx, expected)
        entry = self.env.entries.get(f"{t.name}.{node.name}")
        if entry is None:
            game = GE.dot_lookup(t, node.name)     # `.of o.val : NatOrdinal`, `.mk x : Game`
            if game is not None:
                return GE.apply(self, game, node, list(args), ctx, expected, app)
            lib = self.lib.LIBRARY.get(f"{t.name}.{node.name}") if self.lib is not None else None
            if lib is not None:
                # `.Icc 1 N : Finset ℕ` is `Finset.Icc 1 N`: the expected type's namespace
                return self.apply_library(lib, node, list(args), ctx, expected, app)
            self.fail(node, f"`.{node.name}`: `{t.name}.{node.name}` is not defined in the "
                            "project", ctx)
        return self.apply_entry(entry, node, list(args), ctx, expected, app)

    def e_DotIdent(self, node, ctx, expected):
        return self.dot_ident(node, (), ctx, expected, node)

    # literals and constructors ------------------------------------------------------------------
    def e_ListLit(self, node, ctx, expected):
        elem = _elem(expected, "List") or T.TVar()
        # numerals after the other items: `[0, a]` with `a : ℤ` is a list of ℤ, as Lean's
        # unification types it
        order = sorted(range(len(node.items)), key=lambda i: _is_numeral(node.items[i]))
        done = {i: self.check(node.items[i], ctx, elem) for i in order}
        items = tuple(done[i] for i in range(len(node.items)))
        return I.Prim("list", R.make_list, items, at=node), T.list_of(elem)

    e_ArrayLit = e_ListLit

    def e_Vec(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        elem = t.cod if t is not None and T.is_table(t) else T.TVar()
        items = tuple(self.check(x, ctx, elem) for x in node.items)
        ty = T.TFun(T.TFin(len(items)), elem)
        if t is not None:
            self.unify(t, ty, node, ctx)
        return I.Prim("list", R.make_list, items, at=node), ty

    def e_Tuple(self, node, ctx, expected):
        if not node.items:
            self.fail(node, "the unit value `()`", ctx)
        if len(node.items) == 1:
            return self.elab(node.items[0], ctx, expected)
        first, rest = node.items[0], node.items[1:]
        t = T.resolve(expected) if expected is not None else None
        ea, eb = (t.args if isinstance(t, T.TCon) and t.name == "Prod" else (None, None))
        a, ta = self.elab(first, ctx, ea)
        if ea is not None:
            a = self.coerce(a, ta, ea, first, ctx)
            ta = ea
        rest_node = rest[0] if len(rest) == 1 else A.copy_span(A.Tuple(rest), node)
        b, tb = self.elab(rest_node, ctx, eb)
        if eb is not None:
            b = self.coerce(b, tb, eb, rest_node, ctx)
            tb = eb
        return I.Prim("pair", R.make_pair, (a, b), at=node), T.prod(ta, tb)

    def e_Anon(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TCon) and t.name == "Prod":
            return self.e_Tuple(A.copy_span(A.Tuple(node.items), node), ctx, expected)
        if isinstance(t, T.TFin):
            return self.check(node.items[0], ctx, T.NAT), t
        if t is not None and self.struct_entry(t) is not None:
            fields = self.fields_of(t, node, ctx)
            entry = self.struct_entry(t)
            return self.build(I.Prim(f"mk:{entry.full_name}", R.make_struct(entry.full_name), ()),
                              [f[1] for f in fields], t, list(node.items), ctx, node)
        self.fail(node, "`⟨…⟩` where the expected type (a structure or a pair) is not known", ctx)

    def e_StructInst(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if (t is None or self.struct_entry(t) is None) and node.base is not None:
            _, bty = self.elab(node.base, ctx)      # `{ s with … }`: the type of s
            t = T.resolve(bty)
        if t is None or self.struct_entry(t) is None:
            self.fail(node, "`{ … := … }` where the expected structure type is not known "
                            "(write `({ … } : S)`)", ctx)
        entry = self.struct_entry(t)
        fields = self.fields_of(t, node, ctx)
        given = {f.name.name: f for f in node.fields}
        unknown = set(given) - {f[0] for f in fields}
        if unknown:
            self.fail(node, f"`{entry.full_name}` has no field `{sorted(unknown)[0]}`", ctx)
        base = None
        if node.base is not None:
            base = self.check(node.base, ctx, t)
        vals = []
        for i, (fname, fty, default) in enumerate(fields):
            if fname in given:
                vals.append(self.check(given[fname].value, ctx, fty))
            elif base is not None:
                vals.append(I.Prim("field", R.field_of, (base, I.Lit(i))))
            elif default is not None:
                vals.append(self.check(default, self.ctx_for(entry), fty))
            else:
                self.fail(node, f"the field `{fname}` of `{entry.full_name}` is missing", ctx)
        return I.Prim(f"mk:{entry.full_name}", R.make_struct(entry.full_name), tuple(vals),
                      at=node), t

    def e_SetLit(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TCon) and t.name in ("Finset", "Set"):
            items = tuple(self.check(x, ctx, t.args[0]) for x in node.items)
            value = I.Prim("finset", R.make_finset, items, at=node)
            if t.name == "Set":
                return I.Prim("set_of_values", R.set_of_values, (value,), at=node), t
            return value, t
        self.fail(node, "a set literal `{…}` whose type (Finset or Set) is not known here", ctx)

    def e_SetOf(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if isinstance(t, T.TCon) and t.name == "Finset":
            return self.finset_builder(node, t, ctx)
        elem = self.type_of(node.type, ctx) if node.type is not None else \
            (t.args[0] if isinstance(t, T.TCon) and t.name == "Set" else None)
        open_elem = elem is None
        if open_elem:
            # `{n | P n}` with no type anywhere: Lean gives `n` a metavariable that the body
            # fixes by unification (`P : ℕ → Prop` makes it ℕ); so do we, or refuse
            elem = T.TVar()
        local = Local(self.fresh(node.var.name), elem)
        body = self.prop(node.body, ctx.bind(node.var.name, local))
        if open_elem and isinstance(T.resolve(elem), T.TVar):
            self.fail(node, "`{x | …}` whose element type is not known here", ctx)
        return I.Lam((local.ir_name,), body, at=node), T.set_of(elem)

    def finset_builder(self, node, t, ctx):
        """Mathlib's finset builder notation (Mathlib/Data/Fintype/Basic.lean; its test
        `({x | p x} : Finset α) = univ.filter p := rfl`): `{x | p x}` where a `Finset α` is
        expected is `Finset.univ.filter p`, over the values of the finite type α (those known
        at each assignment too: `{s : ZMod p | s ^ 2 = -1}`)."""
        from .domains import runtime_values
        elem = self.type_of(node.type, ctx) if node.type is not None else t.args[0]
        self.unify(t.args[0], elem, node, ctx)
        values = runtime_values(elem, self.info)
        if values is None:
            self.fail(node, f"`{{x | …}}` as a `Finset {T.show_type(T.zonk(elem))}`: Mathlib "
                            "reads it as `univ.filter`, and that type is not finite here", ctx)
        local = Local(self.fresh(node.var.name), elem)
        body = self.prop(node.body, ctx.bind(node.var.name, local))
        pred = I.Lam((local.ir_name,), I.Prim("decide", R.decide, (body, I.Lit(
            self.place(node, ctx)))))
        filt = self.library_entry("Finset.filter", (), node, ctx)
        universe = I.Prim("Finset.univ", frozenset, (values,), at=node)
        return I.Lib(filt.name, filt.impl, (), (pred, universe), at=node), T.finset(elem)

    def e_SetSep(self, node, ctx, expected):
        s, st = self.elab(node.set, ctx)
        st = T.resolve(st)
        if not (isinstance(st, T.TCon) and st.name in ("Finset", "Set")):
            self.fail(node, "`{x ∈ s | …}` over something that is not a Finset or a Set", ctx)
        local = Local(self.fresh(node.var.name), st.args[0])
        body = self.prop(node.body, ctx.bind(node.var.name, local))
        if st.name == "Set":
            return I.Lam((local.ir_name,), I.And(I.Call(s, (I.Var(local.ir_name),)), body),
                         at=node), st
        pred = I.Lam((local.ir_name,), I.Prim("decide", R.decide, (body, I.Lit(
            self.place(node, ctx)))))
        filt = self.library_entry("Finset.filter", (), node, ctx)
        return I.Lib(filt.name, filt.impl, (), (pred, s), at=node), st

    # binders ------------------------------------------------------------------------------
    def e_Lambda(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        if node.section:
            return self.section(node, ctx, expected)
        params = []
        for p in node.params:
            if isinstance(p, A.Typed) and isinstance(p.term, A.Ident):
                params.append((p.term, self.type_of(p.type, ctx)))
            elif isinstance(p, A.Typed) and isinstance(p.term, A.App) and \
                    all(isinstance(x, A.Ident) for x in p.term.args):
                ty = self.type_of(p.type, ctx)
                params.extend((x, ty) for x in p.term.args)
            else:
                params.append((p, self.type_of(node.type, ctx) if node.type is not None
                               else None))
        want = []
        cur = t
        for _ in params:
            cur = T.resolve(cur) if cur is not None else None
            if isinstance(cur, T.TFun):
                want.append(cur.dom)
                cur = cur.cod
            else:
                want.append(None)
                cur = None
        inner = ctx
        names = []
        binds = []
        for (p, ty), w in zip(params, want):
            ty = ty if ty is not None else (w if w is not None else T.TVar())
            if w is not None:
                self.unify(w, ty, p, ctx)
            py = self.fresh(p.name if isinstance(p, A.Ident) else "p")
            names.append((py, ty))
            if isinstance(p, A.Ident):
                inner = inner.bind(p.name, Local(py, ty))
            else:
                binds.append((p, py, ty))
        body_expected = cur
        if binds:
            from .patterns import compile_match
            alt = A.copy_span(A.MatchAlt(tuple(p for p, _, _ in binds), node.body), node)
            # no type asked for (`Injective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m - n))`): the
            # body's own, as Lean elaborates it
            open_result = T.TVar("fun") if body_expected is None else None
            body = compile_match(self, [(I.Var(py), ty) for _, py, ty in binds], (alt,), inner,
                                 body_expected or open_result, node=node)
            rty = body_expected if open_result is None else T.zonk(open_result)
            if rty is None or T.has_free(rty):
                self.fail(node, "`fun` with a pattern whose result type is not known here", ctx)
        else:
            body, rty = self.elab(node.body, inner, body_expected)
            if body_expected is not None:
                body = self.coerce(body, rty, body_expected, node.body, inner)
                rty = body_expected
        ty = T.fun(*(t for _, t in names), rty)
        return self.make_lambda(tuple(n for n, _ in names), body, ty, node, ctx)

    def make_lambda(self, names, body, ty, node, ctx):
        """A callable value of type `ty` (merged with a lambda its body is; a table when its
        domain is a `Fin`)."""
        r = T.resolve(ty)
        if T.is_table(r) and len(names) >= 1:
            inner_ty = r.cod
            if len(names) > 1:
                inner, _ = self.make_lambda(names[1:], body, inner_ty, node, ctx)
                return self.tabulate(I.Lam(names[:1], inner), r, node, ctx), ty
            return self.tabulate(I.Lam(names, body), r, node, ctx), ty
        params, _ = T.arrows(r)
        if len(names) < len(params) and isinstance(body, I.Lam):
            return I.Lam(names + body.params, body.body, at=node), ty
        if len(names) < len(params):
            extra = tuple(self.fresh("x") for _ in params[len(names):])
            return I.Lam(names + extra, I.Call(body, tuple(I.Var(x) for x in extra)), at=node), ty
        return I.Lam(names, body, at=node), ty

    def section(self, node, ctx, expected):
        """`(· + 1)`: the `·`s are the parameters, in order."""
        t = T.resolve(expected) if expected is not None else None
        names, inner = [], ctx
        dots = list(_dots(node.body))
        cur = t
        renamed = {}
        for i, d in enumerate(dots):
            cur = T.resolve(cur) if cur is not None else None
            ty = cur.dom if isinstance(cur, T.TFun) else T.TVar()
            cur = cur.cod if isinstance(cur, T.TFun) else None
            py = self.fresh("dot")
            key = f"·{i}"
            renamed[id(d)] = key
            names.append((py, ty))
            inner = inner.bind(key, Local(py, ty))
        body_node = _rename_dots(node.body, renamed)
        body, rty = self.elab(body_node, inner, cur)
        if cur is not None:
            body = self.coerce(body, rty, cur, node.body, inner)
            rty = cur
        ty = T.fun(*(t for _, t in names), rty)
        return self.make_lambda(tuple(n for n, _ in names), body, ty, node, ctx)

    def e_LambdaMatch(self, node, ctx, expected):
        t = T.resolve(expected) if expected is not None else None
        k = len(node.alts[0].patterns)
        params, cur = [], t
        for _ in range(k):
            cur = T.resolve(cur) if cur is not None else None
            if not isinstance(cur, T.TFun):
                self.fail(node, "`fun | … => …` whose type is not known here", ctx)
            params.append(cur.dom)
            cur = cur.cod
        names = tuple(self.fresh("m") for _ in params)
        from .patterns import compile_match
        body = compile_match(self, [(I.Var(n), p) for n, p in zip(names, params)], node.alts,
                             ctx, cur, node=node)
        return self.make_lambda(names, body, t, node, ctx)

    def e_Match(self, node, ctx, expected):
        scrut = [self.elab(s, ctx) for s in node.scrutinees]
        from .patterns import compile_match
        result = expected if expected is not None else T.TVar("match")
        ir = compile_match(self, scrut, node.alts, ctx, result, node=node)
        return ir, result

    def e_Let(self, node, ctx, expected):
        if node.keyword == "have":
            return self.elab(node.body, ctx.bind(_name_of(node.pattern),
                                                 Local("", T.PROP, proof=True)), expected)
        if node.binders:
            fake = A.copy_span(A.Lambda(tuple(_binder_params(node.binders)), None, node.value),
                               node)
            value, vty = self.elab(fake, ctx)
        elif node.type is not None:
            try:
                vty = self.type_of(node.type, ctx)
            except Unsupported:
                if not (isinstance(node.pattern, A.Ident) and self.is_proposition(node.type, ctx)):
                    raise
                # `let hvals : vals.Nonempty := h.image f`: a proof, bound as `have` binds one
                return self.elab(node.body, ctx.bind(node.pattern.name,
                                                     Local("", T.PROP, proof=True)), expected)
            value = self.check(node.value, ctx, vty)
        else:
            value, vty = self.elab(node.value, ctx)
        if isinstance(node.pattern, A.Ident):
            py = self.fresh(node.pattern.name)
            body, bty = self.elab(node.body, ctx.bind(node.pattern.name, Local(py, vty)),
                                  expected)
            return I.Let(py, value, body, at=node), bty
        if expected is None:
            self.fail(node, "a `let` with a pattern whose result type is not known here", ctx)
        from .patterns import compile_match
        alt = A.copy_span(A.MatchAlt((node.pattern,), node.body), node)
        return compile_match(self, [(value, vty)], (alt,), ctx, expected, node=node), expected

    def is_proposition(self, node, ctx) -> bool:
        """Whether a term that is no type elaborates to a `Prop` (a `let`'s stated type that
        is a proposition, so that what it binds is a proof)."""
        try:
            _, ty = self.elab(node, ctx)
        except Unsupported:
            return False
        return T.resolve(ty) == T.PROP

    def e_Ite(self, node, ctx, expected):
        cond = self.check(node.cond, ctx, T.BOOL)
        inner = ctx
        if node.hyp:
            # the else branch's `h : ¬c` states nothing `Nat.find` could use: only the then
            # branch is told what h proves
            inner = ctx.bind(node.hyp, Local("", T.PROP, proof=True))
            then_ctx = ctx.bind(node.hyp, Local("", T.PROP, proof=True, states=node.cond))
        else:
            then_ctx = inner
        if expected is None and _is_numeral(node.then) and not _is_numeral(node.else_):
            # `if c then 0 else a` with `a : ℤ`: the numeral takes the other branch's type, as
            # Lean's unification gives it (`ite c 0 a`)
            b, tb = self.elab(node.else_, inner)
            a = self.check(node.then, then_ctx, tb)
            return I.If(cond, a, b, at=node), tb
        a, ta = self.elab(node.then, then_ctx, expected)
        want = expected if expected is not None else ta
        a = self.coerce(a, ta, want, node.then, then_ctx)
        b = self.check(node.else_, inner, want)
        return I.If(cond, a, b, at=node), want

    def e_Bif(self, node, ctx, expected):
        return self.e_Ite(A.copy_span(A.Ite(node.cond, node.then, node.else_), node), ctx,
                          expected)

    def e_Typed(self, node, ctx, expected):
        ty = self.type_of(node.type, ctx)
        return self.check(node.term, ctx, ty), ty

    def e_ShowFrom(self, node, ctx, expected):
        return self.elab(node.term, ctx, expected)

    def e_Coe(self, node, ctx, expected):
        ir, ty = self.elab(node.arg, ctx)
        t, e = T.resolve(ty), T.resolve(expected) if expected is not None else None
        if t == T.NAT and (e is None or e == T.INT):
            return ir, T.INT
        if isinstance(t, T.TFin) and (e is None or e in (T.NAT, T.INT)):
            return ir, e or T.NAT
        if e is not None and T.resolve(e) in (T.RAT, T.REAL) and t == T.resolve(e):
            return ir, e
        if e is not None:
            return self.coerce(ir, ty, e, node, ctx), e
        return ir, ty

    def e_By(self, node, ctx, expected):
        self.fail(node, "a tactic block (`by …`): pychecks does not run tactics", ctx)

    def e_Index(self, node, ctx, expected):
        base, bty = self.elab(node.base, ctx)
        t = T.resolve(bty)
        if T.is_table(t):
            i = self.check(node.index, ctx, t.dom)
            return I.Index(base, i, at=node), t.cod
        if not (isinstance(t, T.TCon) and t.name == "List"):
            self.fail(node, f"`[…]` on a `{T.show_type(T.zonk(t))}`", ctx)
        op = {"": "[]", "!": "[]!", "?": "[]?"}[node.mode]
        name = self.lib.OPERATORS.get((op, "List")) if self.lib is not None else None
        if name is None:
            self.fail(node, f"`l[i]{node.mode}` is not in pychecks' library table", ctx)
        entry = self.lib.LIBRARY[name]
        idx = self.check(node.index, ctx, T.NAT)
        elem = T.option(t.args[0]) if node.mode == "?" else t.args[0]
        return I.Lib(entry.name, entry.impl, (), (base, idx), at=node), elem

    # quantifiers ----------------------------------------------------------------------------
    def e_Quant(self, node, ctx, expected):
        from .domains import big_operator, quantifier
        if node.quantifier in ("big_sum", "big_prod"):
            return big_operator(self, node, ctx, expected)
        return quantifier(self, node, ctx), T.PROP

    # operators ------------------------------------------------------------------------------
    def e_UnOp(self, node, ctx, expected):
        if node.op == "¬":
            return I.Not(self.prop(node.arg, ctx), at=node), T.PROP
        if node.op == "!":
            return I.Prim("not", R.not_bool, (self.check(node.arg, ctx, T.BOOL),), at=node), \
                T.BOOL
        if node.op == "⁻¹":
            ir, ty = self.elab(node.arg, ctx, expected)
            t = T.resolve(ty)
            if t in (T.RAT, T.REAL):
                return self.operator_call("⁻¹", t.name, (ir,), node, ctx), t
            if not isinstance(t, T.TZMod):
                fn = self.instance_field("inv", t, 1, node, ctx) if isinstance(t, T.TCon) \
                    else None
                if fn is not None:         # the project's `Inv` (a group's `inv := …`)
                    return I.Call(fn, (ir,), at=node), t
                self.fail(node, f"`⁻¹` on `{T.show_type(T.zonk(ty))}` (pychecks evaluates it on "
                                "`ZMod n` only)", ctx)
            from .implementations import zmod_inv
            return I.Prim("ZMod.inv", zmod_inv, (self.zmod_modulus(t, node, ctx), ir),
                          at=node), t
        if node.op == "ᶜ":
            return self.complement(node, ctx, expected)
        if node.op in GE.V.PREFIX:          # `⧾x`, `±x`, `∗o`: the games library's prefixes
            return GE.prefix(self, node, ctx, expected)
        if node.op == "-" and (GE.is_game_type(expected) if expected is not None else
                               GE.looks_game(self, node.arg, ctx)):
            ir, ty = self.elab(node.arg, ctx, expected)   # `Neg.neg` at the game's own type
            if GE.is_game_type(ty):
                return GE.operator(self, "neg", ty, (ir,), node, ctx), ty
            self.fail(node, f"`-` on `{T.show_type(T.zonk(ty))}`", ctx)
        if node.op == "-" and expected is not None and isinstance(T.resolve(expected), T.TZMod):
            t = T.resolve(expected)         # `Neg.neg` of ZMod's ring (`-1 : ZMod p`)
            ir = self.check(node.arg, ctx, t)
            return self.zmod_prim("zmod_neg", t, (ir,), node, ctx), t
        if node.op == "-" and expected is not None and T.resolve(expected) in (T.RAT, T.REAL):
            t = T.resolve(expected)
            ir = self.check(node.arg, ctx, t)             # `Rat.neg`
            return self.operator_call("neg", t.name, (ir,), node, ctx), t
        if node.op == "-" and expected is None and self.postponed is None and \
                not isinstance(node.arg, A.Num):
            # a leaf `-x` of a comparison: `Neg.neg` at x's own type when that is ℚ (`-(a / 2 :
            # ℚ) ≤ 0`); any other x keeps the ℤ reading below
            try:
                ir, ty = self.elab(node.arg, ctx)
            except (Unsupported, T.Clash):
                ty = None
            if ty is not None and T.resolve(ty) in (T.RAT, T.REAL):
                t = T.resolve(ty)
                return self.operator_call("neg", t.name, (ir,), node, ctx), t
        if node.op == "-":
            if isinstance(node.arg, A.Num) and (expected is None or
                                                T.resolve(expected) == T.INT):
                return I.Lit(-node.arg.value, at=node), T.INT
            own = self.own_negation(node, ctx, expected)
            if own is not None:
                return own
            ir = self.check(node.arg, ctx, T.INT)
            return self.operator_call("neg", "Int", (ir,), node, ctx), T.INT
        self.fail(node, f"the operator `{node.op}`", ctx)

    def complement(self, node, ctx, expected):
        """`sᶜ` (Mathlib's `compl`, `postfix:1024 "ᶜ"`): of a `Set α`, `{a | a ∉ s}`
        (`Set.instCompl`), listed when α is finite; of a `Finset α`, `univ \\ s`, which needs α
        finite (`Finset.instBooleanAlgebra` takes `[Fintype α]`)."""
        from .domains import runtime_values
        ir, ty = self.elab(node.arg, ctx, expected)
        t = T.resolve(ty)
        if isinstance(t, T.TCon) and t.name in ("Set", "Finset") and t.args:
            values = runtime_values(t.args[0], self.info)
            if t.name == "Set":
                return I.Prim("Set.compl", R.set_compl,
                              (ir,) if values is None else (ir, values), at=node), t
            if values is not None:
                return I.Prim("Finset.compl", R.finset_compl, (ir, values), at=node), t
        self.fail(node, f"`ᶜ` on `{T.show_type(T.zonk(ty))}` (pychecks reads the complement of "
                        "a set, and of a finset of a finite type)", ctx)

    def e_GameOfSets(self, node, ctx, expected):
        return GE.game_of_sets(self, node, ctx, expected)

    def e_BinOp(self, node, ctx, expected):
        from .operators import binop
        return binop(self, node, ctx, expected)

    def operator_call(self, op, type_name, args, node, ctx, type_args=()):
        name = self.lib.OPERATORS.get((op, type_name)) if self.lib is not None else None
        if name is None:
            self.fail(node, f"`{op}` on `{type_name}` is not in pychecks' library table", ctx)
        entry = self.lib.LIBRARY[name]
        return I.Lib(entry.name, entry.impl, type_args, tuple(args), at=node)


def _zmod_sized(t, size) -> bool:
    """True when the type `t` has a `ZMod` whose modulus is `size` in it."""
    t = T.resolve(t)
    if isinstance(t, T.TZMod):
        n = t.n
        while isinstance(n, T.Size) and n is not size and n.ref is not None:
            n = n.ref
        return n is size
    if isinstance(t, T.TCon):
        return any(_zmod_sized(a, size) for a in t.args)
    if isinstance(t, T.TFun):
        return _zmod_sized(t.dom, size) or _zmod_sized(t.cod, size)
    return False


#: `l.attach : List {x // x ∈ l}`, `s.attach : Finset {x // x ∈ s}`: a subtype value is its value
#: here, and its element type is marked `SUBTYPE` so that the pattern `⟨x, _⟩` reads it.
_ATTACH = ("List.attach", "Finset.attach")


def _partition_size(node, ctx):
    """The `n` of a written `Nat.Partition n` (`Partition n` under `open Nat`), else None."""
    if isinstance(node, A.Tuple) and len(node.items) == 1:       # parenthesised
        node = node.items[0]
    if isinstance(node, A.App) and isinstance(node.fn, A.Ident) and len(node.arguments) == 1:
        name = node.fn.name
        if name == "Nat.Partition" or name == "Partition" and "Nat" in (ctx.opens or ()):
            return node.arguments[0]
    return None


def _attached(result):
    """`List α`/`Finset α` with α marked as a subtype of itself (values unchanged)."""
    r = T.resolve(T.zonk(result))
    if isinstance(r, T.TCon) and len(r.args) == 1:
        e = T.resolve(r.args[0])
        if isinstance(e, T.TCon):
            return T.TCon(r.name, (T.TCon(e.name, e.args, alias=T.SUBTYPE),), alias=r.alias)
    return result


#: Parameters that are proofs (`Finset.min' s H`): accepted and never evaluated.
_PROOF_PARAMS = {"Finset.min'": ("H",), "Finset.max'": ("H",), "Nat.find": ("H",),
                 "List.getLast": ("h",)}


def _succ(n):
    return n + 1


def _fin_numeral(v: int, n: int) -> int:
    """A numeral of `Fin n` (`Fin.instOfNat`, which needs `NeZero n`): v % n."""
    if n == 0:
        from .truth import Unknown
        raise R.NotExact(Unknown("a numeral of `Fin 0`, which has no values"))
    return v % n


def _auto_bindable(name: str) -> bool:
    """One letter, then subscripts, digits or primes: what autoImplicit binds here."""
    import re
    return re.fullmatch(r"[a-zα-ωΑ-Ω][₀-₉0-9']*", name) is not None and name not in ("λ", "Π", "Σ")


def _idents(node):
    """The identifiers of a type term (its leaves)."""
    if isinstance(node, A.Ident):
        yield node
        return
    if isinstance(node, A.Term):
        for c in node.children():
            yield from _idents(c)


_FST = lambda p: p.fst  # noqa: E731
_SND = lambda p: p.snd  # noqa: E731

_WORDS = {"Explicit": "`@` (explicit arguments)", "SetSep": "the set notation `{x ∈ s | …}`",
          "ShowFrom": "`show … from`", "Interp": "an interpolated string `s!\"…\"`"}


#: Library calls whose predicate, when it is one library predicate, has a faster implementation
#: with the same value: `Nat.nth Nat.Prime n` read off a sieve instead of a primality test per
#: candidate (minutes for the n-th prime near 10^7).
_PREDICATE_SPECIALISED = {"Nat.nth": {"Nat.Prime": nat_nth_prime}}


def _library_predicate(ir) -> str | None:
    """The library predicate `ir` is (`Nat.Prime`, `fun p => Nat.Prime p`, decided or not), or
    None."""
    if not (isinstance(ir, I.Lam) and len(ir.params) == 1):
        return None
    (x,), body = ir.params, ir.body
    if isinstance(body, I.Prim) and body.op == "decide":
        body = body.args[0]
    if isinstance(body, I.Call) and isinstance(body.fn, I.Lam) and len(body.fn.params) == 1 \
            and len(body.args) == 1 and isinstance(body.args[0], I.Var) and body.args[0].name == x:
        x, body = body.fn.params[0], body.fn.body
    if isinstance(body, I.Lib) and not body.type_args and len(body.args) == 1 \
            and isinstance(body.args[0], I.Var) and body.args[0].name == x:
        return body.name
    return None


#: Library entries whose operation is the instance of their element type (`folded`).
_FOLDED = {"List.sum": "+", "Finset.sum": "+", "Finset.prod": "*"}


def _is_numeral(node) -> bool:
    """A numeral, or a negated one: typed by what it meets (`OfNat ?α k`)."""
    return isinstance(node, A.Num) or (isinstance(node, A.UnOp) and node.op == "-" and
                                       isinstance(node.arg, A.Num))


def _close(name: str, suggestions) -> list:
    """The library's suggestions for a misspelt name that are close in their last part too
    (`List.lenght` → `List.length`, not `Nat.Prime` → `Nat.pred`; `suggest.close_in_last_part`)."""
    return suggest.close_in_last_part(name, suggestions)


def _mentioned_after(decl, binder, name: str) -> bool:
    """Whether an explicit parameter's name occurs in a later binder's type or in the stated
    type of `decl` (a dependent type: `(n : ℕ) … : GamePos n`)."""
    later = False
    nodes = []
    for b in decl.binders:
        if later and b.type is not None:
            nodes.append(b.type)
        later = later or b is binder
    if decl.type is not None:
        nodes.append(decl.type)
    return any(isinstance(x, A.Ident) and x.name == name for node in nodes for x in node.walk())


def _param_kinds(decl) -> list:
    """[(name, is a ℕ value)] of the explicit parameters of a structure or inductive type:
    `structure GamePos (n : ℕ)` has the value parameter n, `structure Box (α : Type)` the type
    parameter α."""
    out = []
    for b in decl.binders:
        if b.style != "(":
            continue
        value = isinstance(b.type, A.Ident) and b.type.name in ("ℕ", "Nat")
        out.extend((n.name, value) for n in b.names)
    return out


def _with_params(inner, decl, args):
    """`inner` with a structure's or inductive's parameters bound to the arguments of its type:
    a type parameter as a type, a ℕ one as a size (a field `Fin n`)."""
    tvars, sizes = dict(inner.tvars), dict(inner.sizes)
    for (name, value), a in zip(_param_kinds(decl), args):
        if value and isinstance(T.resolve(a), T.TFin):
            sizes[name] = T.resolve(a).n
        else:
            tvars[name] = a
    inner.tvars, inner.sizes = tvars, sizes
    return inner


def _instance_term(d):
    """`def s : S where a := 1 b := 2` as the structure instance `{ a := 1, b := 2 }`."""
    fields = []
    for f in d.instance_fields:
        if f.error is not None or f.name is None or f.body is None:
            return None
        value = f.body
        if f.binders:
            value = A.copy_span(A.Lambda(tuple(_binder_params(f.binders)), None, f.body), f.body)
        fields.append(A.copy_span(A.FieldInit(f.name_node, value), f.name_node))
    return A.copy_span(A.StructInst(tuple(fields)), d.name_node)


def _as_subtype(node):
    """`{x : α // p x}` written with its base type (`A.Subtype`); else None."""
    return node if isinstance(node, A.Subtype) and node.type is not None else None


def _local_projection(node, ctx):
    """`l.foldl` (one name to the lexer) as the projection `(l).foldl` when `l` is bound."""
    if isinstance(node, A.Ident) and "." in node.name and node.name not in ctx.locals:
        head, *fields = node.name.split(".")
        if head in ctx.locals:
            out = A.copy_span(A.Ident(head), node)
            for f in fields:
                out = A.copy_span(A.Proj(out, f), node)
            return out
    return node


def _elem(t, name):
    t = T.resolve(t) if t is not None else None
    if isinstance(t, T.TCon) and t.name == name and t.args:
        return t.args[0]
    return None


def _final(t):
    _, r = T.arrows(T.resolve(t))
    return r


def _name_of(pattern) -> str:
    return pattern.name if isinstance(pattern, A.Ident) else "_"


def _binder_params(binders):
    out = []
    for b in binders:
        for n in b.names:
            out.append(A.copy_span(A.Typed(n, b.type), b) if b.type is not None else n)
    return out


def _dots(node):
    """The `·` placeholders directly in a section's body, in order."""
    if isinstance(node, A.Ident) and node.name == "·":
        yield node
        return
    if isinstance(node, A.Lambda):
        return
    for c in node.children():
        yield from _dots(c)


def _rename_dots(node, renamed: dict):
    """A copy of a section's body with each `·` given its own name."""
    return A.renamed_idents(node, lambda n: renamed.get(id(n)), stop=(A.Lambda,))


def _calls(ir, key: str) -> bool:
    """True when the IR calls the definition `key`."""
    return any(isinstance(x, I.Global) and x.key == key for x in I.walk(ir))


def _mentions_type(t, name) -> bool:
    t = T.resolve(t)
    if isinstance(t, T.TCon):
        return t.name == name or any(_mentions_type(a, name) for a in t.args)
    if isinstance(t, T.TFun):
        return _mentions_type(t.dom, name) or _mentions_type(t.cod, name)
    return False


class _Info(S.TypeInfo):
    """The elaborator's knowledge of project types, for enumeration."""

    def __init__(self, elab: Elaborator):
        self.elab = elab

    def struct_fields(self, ty):
        if self.elab.struct_entry(ty) is None:
            return None
        return [f[1] for f in self.elab.fields_of(ty)]

    def ctors(self, ty):
        return self.elab.ctors_of(ty)

    def recursive(self, ty):
        return self.elab.recursive_type(ty)


#: Names the table has on ℕ and their ℤ instances: `Finset` intervals (Mathlib/Data/Int/
#: Interval.lean), `Even`, `Odd`, `IsSquare`
_INT_VARIANTS = {**{f"Finset.{k}": f"Int.instLocallyFiniteOrder.finset{k}"
                    for k in ("Icc", "Ico", "Ioc", "Ioo")},
                 "Even": "Int.instDecidablePredEven", "Odd": "Int.instDecidablePredOdd",
                 "IsSquare": "Int.instDecidablePredIsSquare",
                 "Prime": "Int.prime_iff_natAbs_prime",
                 # FloorRing.toFloorSemiring: ⌊a⌋₊ = ⌊a⌋.toNat, ⌈a⌉₊ = ⌈a⌉.toNat
                 "Nat.floor": "Int.toNat", "Nat.ceil": "Int.toNat"}


#: Library names whose table signature is at one type (the value) where Lean's is generic: an
#: argument of ℚ or ℝ puts its type there (`FloorRing ℝ` at rationals is ℚ's, `Rat.floor_cast`)
_FIELD_VARIANTS = {"Int.floor": T.RAT, "Int.ceil": T.RAT, "Int.fract": T.RAT,
                   "Nat.floor": T.RAT, "Nat.ceil": T.RAT, "abs": T.INT}


#: Mathlib's predicates on functions that pychecks unfolds to their definitions, by the number
#: of explicit arguments each takes: `Injective f := ∀ ⦃a₁ a₂⦄, f a₁ = f a₂ → a₁ = a₂`,
#: `Surjective f := ∀ b, ∃ a, f a = b`, `Bijective f := Injective f ∧ Surjective f`
#: (Mathlib/Logic/Function/Defs.lean); `IsFixedPt f x := f x = x` and `fixedPoints f : Set α :=
#: {x | IsFixedPt f x}` (Mathlib/Dynamics/FixedPoints/Defs.lean); `Set.InjOn f s := ∀ ⦃a₁⦄, a₁ ∈ s
#: → ∀ ⦃a₂⦄, a₂ ∈ s → f a₁ = f a₂ → a₁ = a₂` and `Set.MapsTo f s t := ∀ ⦃x⦄, x ∈ s → f x ∈ t`
#: (Mathlib/Data/Set/Defs.lean, Mathlib/Order/SetNotation.lean); the root namespace's properties
#: of a relation r (Mathlib/Order/Defs/Unbundled.lean, with `x ≺ y` for `r x y`): `Reflexive :=
#: ∀ x, x ≺ x`, `Irreflexive := ∀ x, ¬x ≺ x`, `Symmetric := ∀ ⦃x y⦄, x ≺ y → y ≺ x`,
#: `AntiSymmetric := ∀ ⦃x y⦄, x ≺ y → y ≺ x → x = y`, `Transitive := ∀ ⦃x y z⦄, x ≺ y → y ≺ z →
#: x ≺ z`, `Total := ∀ x y, x ≺ y ∨ y ≺ x`; Lean core's `ite c t e` and `dite c t e` written
#: as functions (src/Init/Prelude.lean: what `if c then t else e` and `if h : c then t else e`
#: stand for), `Subrelation q r := ∀ {a b}, q a b → r a b` (src/Init/Core.lean) and `InvImage r f
#: := fun a₁ a₂ => r (f a₁) (f a₂)` (src/Init/WF.lean); Mathlib's equivalences as their
#: functions (`α ≃ β`, `type_of`): `Equiv.refl α := ⟨id, id, …⟩` (Mathlib/Logic/Equiv/Defs.lean),
#: `Equiv.addRight a` and `addLeft a`, whose functions are `(· + a)` and `(a + ·)`
#: (Mathlib/Algebra/Group/Units/Equiv.lean, `to_additive` of `mulRight`/`mulLeft`),
#: `Equiv.prodCongr e₁ e₂ := ⟨Prod.map e₁ e₂, …⟩` (Mathlib/Logic/Equiv/Prod.lean),
#: `e.toEmbedding` the same function, and `Finset.map f s` for an embedding `f`, which is
#: `s.image f` (`Finset.map_eq_image`, Mathlib/Data/Finset/Image.lean)
_FUNCTION_DEFINITIONS = {"ite": 3, "dite": 3, "Subrelation": 2, "InvImage": 2,
                         "Equiv.refl": 1, "Equiv.addRight": 1, "Equiv.addLeft": 1,
                         "Equiv.prodCongr": 2, "Equiv.toEmbedding": 1, "Finset.map": 2,
                         "Function.Injective": 1, "Function.Surjective": 1,
                         "Function.Bijective": 1, "Function.IsFixedPt": 2,
                         "Function.fixedPoints": 1, "Set.InjOn": 2, "Set.MapsTo": 3,
                         "Reflexive": 1, "Irreflexive": 1, "Symmetric": 1, "AntiSymmetric": 1,
                         "Transitive": 1, "Total": 1, "Set.range": 1,
                         **{f"Set.{k}": 2 for k in ("Icc", "Ico", "Ioc", "Ioo")},
                         **{f"Set.{k}": 1 for k in ("Ici", "Iic", "Ioi", "Iio")}}

#: Mathlib's intervals as sets (Mathlib/Order/Interval/Set/Defs.lean: `Icc a b := {x | a ≤ x ∧ x ≤
#: b}`, …, `Ioi a := {x | a < x}`): the comparisons with each end, `None` for an open side
_SET_INTERVALS = {"Icc": ("≤", "≤"), "Ico": ("≤", "<"), "Ioc": ("<", "≤"), "Ioo": ("<", "<"),
                  "Ici": ("≤", None), "Ioi": ("<", None), "Iic": (None, "≤"), "Iio": (None, "<")}


_RELATION_PROPERTIES = ("Reflexive", "Irreflexive", "Symmetric", "AntiSymmetric", "Transitive",
                        "Total")


def _function_name(name, ctx):
    """The full name of one of `_FUNCTION_DEFINITIONS` that `name` denotes here (`Surjective`
    under `open Function`), or None."""
    if name in _FUNCTION_DEFINITIONS:
        return name
    for ns in ("Function", "Set"):
        if ns in ctx.opens and f"{ns}.{name}" in _FUNCTION_DEFINITIONS:
            if ns == "Set" and any(o in ctx.opens for o in ("Finset", "List", "Multiset")):
                return None     # `range`, `Icc` with both open: Lean chooses by the type
            return f"{ns}.{name}"
    return None


def _exists_predicate(stated):
    """`fun n => P n` of a statement `∃ n, P n` with one unbounded binder (what `Nat.find`
    searches), or None for any other statement (or None)."""
    if not (isinstance(stated, A.Quant) and stated.quantifier == "exists" and
            len(stated.binders) == 1 and len(stated.binders[0].names) == 1 and
            stated.binders[0].extra is None):
        return None
    b = stated.binders[0]
    param = b.names[0] if b.type is None else A.copy_span(A.Binder("(", b.names, b.type), b)
    return A.copy_span(A.Lambda((param,), None, stated.body), stated)


def _names_bound(param) -> int:
    """How many parameters one written parameter of a `fun` is (`(x y : ℕ)` is two, as
    `e_Lambda` reads it)."""
    if isinstance(param, A.Typed) and isinstance(param.term, A.App) and \
            all(isinstance(x, A.Ident) for x in param.term.args):
        return len(param.term.args)
    return 1


@dataclass(eq=False)
class _KnownType:
    """A binder's type that elaboration found, in an unfolding pychecks builds (the α of a
    relation under `Symmetric`): `type_of` gives it as it is. No `ast.Term`: it never leaves
    the elaborator (the static check's walker knows every Term), and a walk does not enter it."""

    ty: object = None
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    start: int = 0
    end: int = 0


def _function_definition(full, args, node, dom=None):
    """The definition of `full` (one of `_FUNCTION_DEFINITIONS`) applied to `args`, as a term
    whose bound names are free in the arguments; None when the arguments are not the ones it
    takes (a named or a missing one). `dom`: the type node of a relation property's binders
    (None: untyped, each binder's type from its uses)."""
    if len(args) != _FUNCTION_DEFINITIONS[full] or any(isinstance(a, A.NamedArg) for a in args):
        return None
    taken = {n.name for part in args for n in part.walk() if isinstance(n, A.Ident)}

    def fresh(base):
        while base in taken:
            base += "'"
        taken.add(base)
        return at(A.Ident(base))

    def at(n):
        return A.copy_span(n, node)
    f = args[0]
    if full.startswith("Equiv.") or full == "Finset.map":
        return _equiv_definition(full, args, fresh, at)
    if full == "ite":
        return at(A.Ite(*args))
    if full == "dite":
        return _dite(args, node)
    if full == "Subrelation":
        a, b = fresh("a"), fresh("b")
        imp = at(A.BinOp("→", at(A.App(f, (a, b))), at(A.App(args[1], (a, b)))))
        return at(A.Quant("forall", (at(A.Binder("", (a, b))),), imp))
    if full == "InvImage":
        a, b = fresh("a₁"), fresh("a₂")
        image = at(A.App(f, (at(A.App(args[1], (a,))), at(A.App(args[1], (b,))))))
        return at(A.Lambda((a, b), None, image))
    if full == "Function.Injective":
        return GE.injective(node, args)
    if full == "Function.Surjective":
        a, b = fresh("a"), fresh("b")
        some = at(A.Quant("exists", (at(A.Binder("", (a,))),),
                          at(A.BinOp("=", at(A.App(f, (a,))), b))))
        return at(A.Quant("forall", (at(A.Binder("", (b,))),), some))
    if full == "Function.Bijective":
        return at(A.BinOp("∧", _function_definition("Function.Injective", args, node),
                          _function_definition("Function.Surjective", args, node)))
    if full == "Function.IsFixedPt":
        return at(A.BinOp("=", at(A.App(f, (args[1],))), args[1]))
    if full == "Set.InjOn":
        a, b = fresh("a₁"), fresh("a₂")
        same = at(A.BinOp("→", at(A.BinOp("=", at(A.App(f, (a,))), at(A.App(f, (b,))))),
                          at(A.BinOp("=", a, b))))
        inner = at(A.Quant("forall", (at(A.Binder("∈", (b,), None, args[1])),), same))
        return at(A.Quant("forall", (at(A.Binder("∈", (a,), None, args[1])),), inner))
    if full == "Set.MapsTo":
        x = fresh("x")
        into = at(A.BinOp("∈", at(A.App(f, (x,))), args[2]))
        return at(A.Quant("forall", (at(A.Binder("∈", (x,), None, args[1])),), into))
    if full == "Set.range":             # `range f := {x | ∃ y, f y = x}` (Mathlib/Data/Set/Defs)
        x, y = fresh("x"), fresh("y")
        some = at(A.Quant("exists", (at(A.Binder("", (y,))),),
                          at(A.BinOp("=", at(A.App(f, (y,))), x))))
        return at(A.SetOf(x, None, some))
    if full.startswith("Set.") and full[4:] in _SET_INTERVALS:
        low, high = _SET_INTERVALS[full[4:]]
        x = fresh("x")
        ends = list(args)
        parts = []
        if low is not None:
            parts.append(at(A.BinOp(low, ends.pop(0), x)))
        if high is not None:
            parts.append(at(A.BinOp(high, x, ends.pop(0))))
        body = parts[0] if len(parts) == 1 else at(A.BinOp("∧", parts[0], parts[1]))
        return at(A.SetOf(x, None, body))
    if full in _RELATION_PROPERTIES:
        names = [fresh(n) for n in ("x", "y", "z")]

        def rel(a, b):
            return at(A.App(f, (a, b)))

        def imp(a, b):
            return at(A.BinOp("→", a, b))
        x, y, z = names
        body, used = {
            "Reflexive": (lambda: rel(x, x), 1),
            "Irreflexive": (lambda: at(A.UnOp("¬", rel(x, x))), 1),
            "Symmetric": (lambda: imp(rel(x, y), rel(y, x)), 2),
            "AntiSymmetric": (lambda: imp(rel(x, y), imp(rel(y, x), at(A.BinOp("=", x, y)))), 2),
            "Transitive": (lambda: imp(rel(x, y), imp(rel(y, z), rel(x, z))), 3),
            "Total": (lambda: at(A.BinOp("∨", rel(x, y), rel(y, x))), 2),
        }[full]
        return at(A.Quant("forall", (at(A.Binder("", tuple(names[:used]), dom)),), body()))
    x = fresh("x")                      # fixedPoints
    return at(A.SetOf(x, None, _function_definition("Function.IsFixedPt", (f, x), node)))


#: Where dot notation puts its receiver among the arguments of an unfolded definition (the
#: first explicit parameter of the namespace's type), when not first.
_DOT_RECEIVER = {"Finset.map": 1, "Set.InjOn": 1, "Set.MapsTo": 1}


def _equiv_definition(full, args, fresh, at):
    """An equivalence of `_FUNCTION_DEFINITIONS` (or `Finset.map`) as the term of its function."""
    if full == "Equiv.refl":
        x = fresh("x")
        hole = isinstance(args[0], A.Ident) and args[0].name == "_"
        typed = x if hole else at(A.Typed(x, args[0]))
        return at(A.Lambda((typed,), None, x))
    if full in ("Equiv.addRight", "Equiv.addLeft"):
        x = fresh("x")
        total = A.BinOp("+", x, args[0]) if full == "Equiv.addRight" else A.BinOp("+", args[0], x)
        return at(A.Lambda((x,), None, at(total)))
    if full == "Equiv.prodCongr":       # `fun (a, b) => (e₁ a, e₂ b)`: a pair whatever e₁, e₂
        a, b = fresh("a"), fresh("b")
        pair = A.Tuple((at(A.App(args[0], (a,))), at(A.App(args[1], (b,)))))
        return at(A.Lambda((at(A.Tuple((a, b))),), None, at(pair)))
    if full == "Equiv.toEmbedding":
        return args[0]
    # Finset.map: as `s.image f`, so that s's type is known when f is elaborated (the
    # equivalence `prodCongr e₁ e₂` projects its argument)
    return at(A.App(at(A.Proj(args[1], "image")), (args[0],)))


def _dite(args, node):
    """`dite c (fun h => t) (fun h => e)` as `if h : c then t else e`, when both branches are
    functions of one named hypothesis (the same name, or one the else branch does not use);
    None otherwise (the call stays unread)."""
    c, then, else_ = args
    names = []
    for branch in (then, else_):
        if not (isinstance(branch, A.Lambda) and len(branch.params) == 1 and
                isinstance(branch.params[0], A.Ident)):
            return None
        names.append(branch.params[0].name)
    hyp = names[0] if names[0] != "_" else names[1]
    if names[1] not in (hyp, "_") and any(isinstance(n, A.Ident) and n.name == names[1]
                                          for n in else_.body.walk()):
        return None
    return A.copy_span(A.Ite(c, then.body, else_.body, None if hyp == "_" else hyp), node)


def _least_or_greatest(name, s, a, node):
    """Mathlib's `IsLeast s a := a ∈ s ∧ a ∈ lowerBounds s` and `IsGreatest s a := a ∈ s ∧ a ∈
    upperBounds s` (Mathlib/Order/Bounds/Defs.lean), `lowerBounds s = {x | ∀ ⦃b⦄, b ∈ s → x ≤ b}`,
    unfolded to `a ∈ s ∧ ∀ b ∈ s, a ≤ b` (`b ≤ a` for the greatest), `b` a name free in neither."""
    taken = {n.name for part in (s, a) for n in part.walk() if isinstance(n, A.Ident)}
    b = "b"
    while b in taken:
        b += "'"
    bound = A.copy_span(A.Ident(b), node)
    cmp = A.BinOp("≤", a, bound) if name == "IsLeast" else A.BinOp("≤", bound, a)
    every = A.Quant("forall", (A.copy_span(A.Binder("∈", (bound,), None, s), node),),
                    A.copy_span(cmp, node))
    member = A.copy_span(A.BinOp("∈", a, s), node)
    return A.copy_span(A.BinOp("∧", member, A.copy_span(every, node)), node)


#: Mathlib's monotonicity predicates (Mathlib/Order/Monotone/Defs.lean): `Monotone f := ∀ ⦃a b⦄,
#: a ≤ b → f a ≤ f b`, `StrictMono f := ∀ ⦃a b⦄, a < b → f a < f b`, and the antitone ones with
#: the conclusion reversed: name → (the hypothesis' relation, the conclusion's, reversed)
_MONOTONE = {"Monotone": ("≤", "≤", False), "StrictMono": ("<", "<", False),
             "Antitone": ("≤", "≤", True), "StrictAnti": ("<", "<", True)}


def _monotone(name, f, node, dom=None):
    """`Monotone f` and its kin unfolded to `∀ a b, a ≤ b → f a ≤ f b` (`f b ≤ f a` for the
    antitone ones), `a`, `b` names free in f; their type is f's domain, by unification."""
    hyp_op, concl_op, reverse = _MONOTONE[name]
    taken = {n.name for n in f.walk() if isinstance(n, A.Ident)}
    a, b = "a", "b"
    while a in taken or b in taken:
        a, b = a + "'", b + "'"
    ia, ib = A.copy_span(A.Ident(a), node), A.copy_span(A.Ident(b), node)
    fa = A.copy_span(A.App(f, (ia,)), node)
    fb = A.copy_span(A.App(f, (ib,)), node)
    concl = A.BinOp(concl_op, fb, fa) if reverse else A.BinOp(concl_op, fa, fb)
    body = A.copy_span(A.BinOp("→", A.copy_span(A.BinOp(hyp_op, ia, ib), node),
                               A.copy_span(concl, node)), node)
    return A.copy_span(A.Quant("forall", (A.copy_span(A.Binder("", (ia, ib), dom), node),),
                               body), node)


#: Lean's one-character escapes in a string literal (Lean/Parser/Basic.lean, quotedCharCoreFn).
_ESCAPES = {"\\": "\\", '"': '"', "'": "'", "n": "\n", "t": "\t", "r": "\r"}


def string_value(literal: str) -> str | None:
    """The characters of a string literal `"…"` (quotes included): `\\\\`, `\\"`, `\\'`,
    `\\n`, `\\t`, `\\r`, `\\xHH` and `\\uHHHH` read as Lean reads them; None for any other
    escape (a string gap `\\` at a line's end among them)."""
    body, out, i = literal[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1:i + 2]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt in ("x", "u"):
            width = 2 if nxt == "x" else 4
            digits = body[i + 2:i + 2 + width]
            if len(digits) != width or any(d not in "0123456789abcdefABCDEF" for d in digits):
                return None
            out.append(chr(int(digits, 16)))
            i += 2 + width
        else:
            return None
    return "".join(out)
