"""Types of the evaluated subset, and unification.

Lean's types as the evaluator sees them: `Nat`, `Int`, `Bool`, `Prop`, `Fin n`, `List α`,
`α × β` (`Prod`), `Option α`, `Finset α`, `Set α`, functions `α → β`, structures and inductive
types of the project (by full name, with their parameters). Type variables (`TVar`) stand for
what inference has not fixed yet (the `α` of `List.map`, a `[]`); sizes (`Size`) for the `n` of a
`Fin n` not fixed yet. Both are bound by `unify`, which raises `Clash` when two types differ.

Values are untyped (`values.py`), so the evaluator carries types only to choose operations (ℕ
subtraction truncates, ℤ's does not, `Fin n` wraps), to resolve dot notation (`l.length` is
`List.length`), to enumerate variables, and to print counterexamples.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

_COUNTER = itertools.count()


class Ty:
    """A type (see the module docstring)."""


@dataclass(frozen=True, eq=True)
class TCon(Ty):
    """A named type applied to type arguments: `Nat`, `List α`, `Prod α β`, `Pos`."""

    name: str
    args: tuple = ()
    #: The synonym it was written as (`Pos` for `abbrev Pos := List ℕ`): dot notation looks in
    #: the synonym's namespace first, as Lean does.
    alias: str | None = field(default=None, compare=False)

    def __str__(self):
        return show_type(self)


class Size:
    """The `n` of a `Fin n` while inference has not fixed it (bound once, to an int)."""

    def __init__(self, hint: str = "n", term=None):
        self.ref: int | Size | None = None
        self.hint = hint
        self.id = next(_COUNTER)
        #: A size known only at each assignment (`Fin l.length`, `Fin (n + 1)` under a
        #: quantifier): the IR that computes it. Such a size is rigid: never bound to a number,
        #: only other free sizes are bound to it.
        self.term = term

    def __repr__(self):
        v = size_value(self)
        return f"?{self.hint}{self.id}" if v is None else str(v)


@dataclass(frozen=True, eq=True)
class TFin(Ty):
    """`Fin n` (`n` an int, or a Size not fixed yet)."""

    n: object

    def __str__(self):
        return show_type(self)


@dataclass(frozen=True, eq=True)
class TVal(TFin):
    """A ℕ parameter of a project structure or inductive type (the `n` of `GamePos n`, from
    `structure GamePos (n : ℕ)`): carried as a size, so that it unifies as `Fin n`'s does and an
    implicit `{n : ℕ}` of a definition taking `p : GamePos n` learns its value; shown as the value
    itself."""

    def __str__(self):
        return show_type(self)


@dataclass(frozen=True, eq=True)
class TZMod(TFin):
    """Mathlib's `ZMod n` for a closed n > 0 (`ZMod (n + 1)` is `Fin (n + 1)`, its ring that
    of `Fin`: numerals, `+`, `-`, `*` wrap modulo n, and the values are 0 … n - 1). A type of its
    own, for what `Fin` has and `ZMod` does not share: its `/`, `%`, bitwise operators and order
    are refused (`operators.py`)."""

    def __str__(self):
        return show_type(self)


@dataclass(frozen=True, eq=True)
class TFun(Ty):
    """`dom → cod`."""

    dom: Ty
    cod: Ty

    def __str__(self):
        return show_type(self)


@dataclass(frozen=True, eq=True)
class TPerm(TFun):
    """Mathlib's `Equiv.Perm (Fin n)` (`Perm α := α ≃ α`): a function of `Fin n` to itself, so
    a table as any `Fin n → Fin n` is (applied, compared, printed as one), but its values are
    the n! bijections only (`scope.finite_values`, `domains.choose`)."""

    def __str__(self):
        return show_type(self)


class TVar(Ty):
    """A type not fixed yet; `rigid` ones are a definition's own type parameters (`α` of
    `def f {α : Type}`), which nothing may bind inside that definition."""

    def __init__(self, hint: str = "α", rigid: bool = False):
        self.ref: Ty | None = None
        self.hint = hint
        self.rigid = rigid
        self.id = next(_COUNTER)

    def __repr__(self):
        return show_type(self)

    __str__ = __repr__


NAT, INT, BOOL, PROP = TCon("Nat"), TCon("Int"), TCon("Bool"), TCon("Prop")
#: Batteries' `Rat` (Mathlib's `ℚ`): exact rationals, carried as Python `Fraction`s.
RAT = TCon("Rat")
#: Mathlib's `ℕ+` (`PNat`, Mathlib/Data/PNat/Notation.lean: `def PNat := { n : ℕ // 0 < n }`):
#: its value the positive int itself, as a subtype's value is its base value here.
PNAT = TCon("PNat")
#: Mathlib's ℝ, evaluated only at the rationals that numerals, casts and the field operations
#: build (its values are Fractions): `Rat.cast` is an ordered-field embedding that commutes with
#: `⌊·⌋` and `⌈·⌉` (Mathlib's `Rat.cast_add`, `cast_mul`, `cast_inv`, `cast_lt`, `Int.floor_ratCast`),
#: so such a value computed in ℚ is the real one. No variable ranges over it (`scope` refuses).
REAL = TCon("Real")
#: Lean's `Char`: a Unicode scalar value, its value the code point (an int).
CHAR = TCon("Char")
#: Lean's `String`: its value the Python str of its characters (closed terms only: a string
#: variable has no scope).
STRING = TCon("String")

#: The alias that marks a type as standing for a subtype of itself (the elements of `l.attach`,
#: `{x // x ∈ l}`, carried as their values): the pattern `⟨x, hx⟩` reads it.
SUBTYPE = "Subtype"
#: The type of types (`Type`, `Sort u`, `Type*`): what a type parameter ranges over.
TYPE = TCon("Type")
#: Type notation and the constant it stands for (so `l.foo` on `l : ℕ` is `Nat.foo`): read here
#: once, for the elaborator and for the static check's dot notation (`verify/reading.py`).
NOTATION = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real", "ℂ": "Complex", "ℕ+": "PNat"}


def list_of(t: Ty) -> Ty:
    return TCon("List", (t,))


def prod(a: Ty, b: Ty) -> Ty:
    return TCon("Prod", (a, b))


def option(t: Ty) -> Ty:
    return TCon("Option", (t,))


def finset(t: Ty) -> Ty:
    return TCon("Finset", (t,))


def set_of(t: Ty) -> Ty:
    return TCon("Set", (t,))


def fun(*tys: Ty) -> Ty:
    """`a → b → c` from (a, b, c)."""
    out = tys[-1]
    for t in reversed(tys[:-1]):
        out = TFun(t, out)
    return out


class Clash(Exception):
    """Two types that cannot be the same."""

    def __init__(self, a, b):
        super().__init__(f"{show_type(a)} and {show_type(b)}")
        self.a, self.b = a, b


def resolve(t: Ty) -> Ty:
    """`t` with bound type variables followed (one level: arguments are resolved lazily)."""
    while isinstance(t, TVar) and t.ref is not None:
        t = t.ref
    return t


def size_value(n) -> int | None:
    """The int a size stands for, or None while it is free."""
    while isinstance(n, Size):
        if n.ref is None:
            return None
        n = n.ref
    return n


def zonk(t: Ty) -> Ty:
    """`t` with every bound variable and size replaced by what it is bound to."""
    t = resolve(t)
    if isinstance(t, TCon):
        return TCon(t.name, tuple(zonk(a) for a in t.args), t.alias) if t.args else t
    if isinstance(t, TFun):
        return type(t)(zonk(t.dom), zonk(t.cod))
    if isinstance(t, TFin):
        v = size_value(t.n)
        return type(t)(v) if v is not None else t
    return t


def occurs(v: TVar, t: Ty) -> bool:
    t = resolve(t)
    if t is v:
        return True
    if isinstance(t, TCon):
        return any(occurs(v, a) for a in t.args)
    if isinstance(t, TFun):
        return occurs(v, t.dom) or occurs(v, t.cod)
    return False


def unify(a: Ty, b: Ty) -> None:
    """Make `a` and `b` the same type, binding free variables and sizes; Clash otherwise."""
    a, b = resolve(a), resolve(b)
    if a is b:
        return
    if isinstance(a, TVar) and not a.rigid:
        if occurs(a, b):
            raise Clash(a, b)
        a.ref = b
        return
    if isinstance(b, TVar) and not b.rigid:
        unify(b, a)
        return
    if isinstance(a, TCon) and isinstance(b, TCon) and a.name == b.name and \
            len(a.args) == len(b.args):
        for x, y in zip(a.args, b.args):
            unify(x, y)
        return
    if isinstance(a, TFun) and isinstance(b, TFun):
        unify(a.dom, b.dom)
        unify(a.cod, b.cod)
        return
    if isinstance(a, TFin) and isinstance(b, TFin):
        unify_size(a.n, b.n, a, b)
        return
    raise Clash(a, b)


def unify_size(m, n, a=None, b=None) -> None:
    """Make two sizes equal (binding a free one)."""
    while isinstance(m, Size) and m.ref is not None:
        m = m.ref
    while isinstance(n, Size) and n.ref is not None:
        n = n.ref
    if m is n or (not isinstance(m, Size) and not isinstance(n, Size) and m == n):
        return
    if isinstance(m, Size) and m.term is None:
        m.ref = n
        return
    if isinstance(n, Size) and n.term is None:
        n.ref = m
        return
    if isinstance(m, Size) and isinstance(n, Size) and _same_variable(m.term, n.term):
        return      # `Fin k` written twice for one variable k: one size at every assignment
    raise Clash(a if a is not None else TFin(m), b if b is not None else TFin(n))


def _same_variable(s, t) -> bool:
    """True when two sizes' terms are the one variable (`Fin k`'s `k`, each a `Var`)."""
    return type(s).__name__ == "Var" and type(t) is type(s) and s.name == t.name


def same(a: Ty, b: Ty) -> bool:
    """True when `a` and `b` are already the same type (nothing bound)."""
    return zonk(a) == zonk(b) and not has_free(a)


def has_free(t: Ty) -> bool:
    """True when a free (unbound, non-rigid) variable or size remains in `t`."""
    t = resolve(t)
    if isinstance(t, TVar):
        return not t.rigid
    if isinstance(t, TCon):
        return any(has_free(x) for x in t.args)
    if isinstance(t, TFun):
        return has_free(t.dom) or has_free(t.cod)
    if isinstance(t, TFin):
        return size_value(t.n) is None and dependent_size(t.n) is None
    return False


def dependent_size(n) -> "Size | None":
    """The rigid size (`Size.term` set) a size stands for, or None."""
    while isinstance(n, Size):
        if n.term is not None:
            return n
        n = n.ref
    return None


def head(t: Ty) -> str | None:
    """The namespace of a type for dot notation: `List` for `List ℕ`, `Fin`, `Nat`, a structure's
    full name; None for a variable."""
    t = resolve(t)
    if isinstance(t, TCon):
        return t.name
    if isinstance(t, TFin):
        return "Fin"
    if isinstance(t, TFun):
        return "Function"
    return None


def is_table(t: Ty) -> bool:
    """A function out of `Fin n`: represented by its table (a tuple)."""
    t = resolve(t)
    return isinstance(t, TFun) and isinstance(resolve(t.dom), TFin)


def arrows(t: Ty) -> tuple[list, Ty]:
    """(the parameter types of a callable value, its result): the leading arrows up to a
    non-function or a table (`Fin n → α` is a value of its own: a tuple)."""
    params = []
    t = resolve(t)
    while isinstance(t, TFun) and not is_table(t):
        params.append(t.dom)
        t = resolve(t.cod)
    return params, t


def instantiate(t: Ty, mapping: dict) -> Ty:
    """`t` with the rigid variables and sizes of `mapping` replaced (a polymorphic signature used
    once: each use gets fresh variables)."""
    t = resolve(t)
    if isinstance(t, TVar):
        return mapping.get(t, t)
    if isinstance(t, TCon):
        return TCon(t.name, tuple(instantiate(a, mapping) for a in t.args), t.alias) \
            if t.args else t
    if isinstance(t, TFun):
        return type(t)(instantiate(t.dom, mapping), instantiate(t.cod, mapping))
    if isinstance(t, TFin):
        n = t.n
        while isinstance(n, Size) and n.ref is not None:
            n = n.ref
        return type(t)(mapping.get(n, n)) if isinstance(n, Size) else t
    return t


_NAMES = {"Nat": "ℕ", "Int": "ℤ", "Rat": "ℚ", "Real": "ℝ", "PNat": "ℕ+", "Bool": "Bool", "Prop": "Prop", "Type": "Type",
          "Char": "Char", "String": "String"}


def show_type(t: Ty, prec: int = 0) -> str:
    """Lean text of a type: `List ℕ`, `Fin 3 → ℕ`, `ℕ × ℕ`."""
    t = resolve(t)
    if isinstance(t, TVar):
        return t.hint if t.rigid else f"?{t.hint}"
    if isinstance(t, TVal):
        v = size_value(t.n)
        return str(v) if v is not None else getattr(t.n, "hint", "n")
    if isinstance(t, TFin):
        v = size_value(t.n)
        text = f"{'ZMod' if isinstance(t, TZMod) else 'Fin'} {v if v is not None else repr(t.n)}"
        return f"({text})" if prec > 1 else text
    if isinstance(t, TPerm):
        text = f"Equiv.Perm {show_type(t.dom, 3)}"
        return f"({text})" if prec > 2 else text
    if isinstance(t, TFun):
        text = f"{show_type(t.dom, 1)} → {show_type(t.cod, 0)}"
        return f"({text})" if prec > 0 else text
    if t.name == "Prod" and len(t.args) == 2:
        text = f"{show_type(t.args[0], 2)} × {show_type(t.args[1], 1)}"
        return f"({text})" if prec > 1 else text
    name = _NAMES.get(t.name, t.name)
    if not t.args:
        return name
    text = name + " " + " ".join(show_type(a, 3) for a in t.args)
    return f"({text})" if prec > 2 else text
