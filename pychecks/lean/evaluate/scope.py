"""The scope of a bounded check, and the values each type takes in it.

Outer variables, and inner quantifiers that no finite type, bound or guard limits, range over
the scope of the bound N and the list length L: `ℕ` in [0, N], `ℤ` in [-N, N], `ℚ` as the
fractions p/q in lowest terms with |p| ≤ N and 1 ≤ q ≤ max(N, 1) (of height ≤ N), lists of length
≤ L with entries in the scope, `Finset`s of [0, N] (of the scope of their element type), `Option`,
products and structures as products, `Char` as the code points below 128 + N, `Fin n → α` as tables, a recursive inductive type by its
values of depth ≤ N (`succ^k zero`, k ≤ N), and finite types whole (`Bool`, `Fin n`,
enumerations, `Prop` as `False` and `True`). `finite_values` gives the values of a finite type
(exact, whatever the scope).

Order: counterexamples are reported smallest first, by `size` (the number of tokens: a heap of
k is k tokens, a list adds its length) and then lexicographically (`lex_key`), as the shapes
report positions.
"""
from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass
from fractions import Fraction

from . import game_elab as GE
from . import types as T
from .values import CtorValue, FnTable, Pair, Some, StructValue

#: Assignments of the outer variables a default bound aims at.
DEFAULT_ASSIGNMENTS = 1 << 12
#: The default list length L.
DEFAULT_LIST_LENGTH = 3
#: The largest default bound.
MAX_DEFAULT_BOUND = 63
#: Values of one type in the scope beyond which enumeration is refused (a scope that large is a
#: typo, or a type that grows too fast: `Finset (List ℕ)`).
MAX_VALUES = 1 << 22


#: `Char` ranges over the code points below CHAR_ASCII + N: all of ASCII, where Lean's
#: `isUpper`, `toLower` and the rest act, and N more (valid scalars: N stays far below the
#: surrogates at 0xD800).
CHAR_ASCII = 128

#: Lean core's types with one value (the elaborator's `True` and `PUnit`, which `Unit` is):
#: their constructor.
_ONE_VALUE = {"True": "True.intro", "PUnit": "PUnit.unit"}


@dataclass(frozen=True)
class Scope:
    """The bound N and the list length L."""

    N: int
    L: int = DEFAULT_LIST_LENGTH

    def text(self, lists: bool) -> str:
        return f"N={self.N}, L={self.L}" if lists else f"N={self.N}"


class NotEnumerable(Exception):
    """A type whose values the scope cannot list (functions, sets, nested or mutual data)."""

    def __init__(self, ty, why: str = ""):
        super().__init__(f"`{T.show_type(ty)}`" + (f" ({why})" if why else ""))
        self.ty = ty


class TypeInfo:
    """What enumeration needs to know of the project's own types (the elaborator answers)."""

    def struct_fields(self, ty) -> list | None:
        """Field types of a structure type, or None when `ty` is no structure."""
        return None

    def ctors(self, ty) -> list | None:
        """[(constructor name, argument types)] of an inductive type, or None."""
        return None

    def recursive(self, ty) -> bool:
        return False


def uses_lists(ty, info: TypeInfo, _outer: frozenset = frozenset()) -> bool:
    """True when enumerating `ty` involves the list length L."""
    ty = T.resolve(ty)
    if isinstance(ty, T.TCon):
        if ty.name == "List":
            return True
        if ty in _outer:        # a recursive type's own occurrence adds nothing new
            return False
        inner = _outer | {ty}
        fields = info.struct_fields(ty)
        if fields is not None:
            return any(uses_lists(f, info, inner) for f in fields)
        ctors = info.ctors(ty)
        if ctors is not None:
            return any(uses_lists(a, info, inner) for _, args in ctors for a in args)
        return any(uses_lists(a, info, inner) for a in ty.args)
    if isinstance(ty, T.TFun):
        return uses_lists(ty.cod, info, _outer)
    return False


def finite_values(ty, info: TypeInfo):
    """The values of a finite type (a tuple), or None when the type is not finite."""
    ty = T.resolve(ty)
    if isinstance(ty, T.TFin):
        n = T.size_value(ty.n)
        return tuple(range(n)) if n is not None else None
    if isinstance(ty, T.TCon):
        if ty.name == "Bool":
            return (False, True)
        if ty.name in _ONE_VALUE:
            return (CtorValue(_ONE_VALUE[ty.name]),)
        if ty.name == "Player":
            return GE.PLAYERS
        if ty.name == "Prop":
            # a proposition variable `p : Prop`: pychecks decides every proposition, so up to
            # `propext` p is `False` or `True` (its value is the decided bool)
            return (False, True)
        if ty.name == "Prod":
            a, b = (finite_values(x, info) for x in ty.args)
            return None if a is None or b is None else tuple(Pair(x, y) for x in a for y in b)
        if ty.name == "Option":
            a = finite_values(ty.args[0], info)
            return None if a is None else (None,) + tuple(Some(x) for x in a)
        fields = info.struct_fields(ty)
        if fields is not None:
            parts = [finite_values(f, info) for f in fields]
            if any(p is None for p in parts):
                return None
            return tuple(StructValue(ty.name, tuple(v)) for v in itertools.product(*parts))
        ctors = info.ctors(ty)
        if ctors is not None and not info.recursive(ty):
            out = []
            for name, args in ctors:
                parts = [finite_values(a, info) for a in args]
                if any(p is None for p in parts):
                    return None
                out.extend(CtorValue(name, tuple(v)) for v in itertools.product(*parts))
            return tuple(out)
    if isinstance(ty, T.TPerm):
        n = T.size_value(T.resolve(ty.dom).n)
        if n is None or math.factorial(n) > MAX_VALUES:
            return None
        return tuple(itertools.permutations(range(n)))
    if T.is_table(ty):
        n = T.size_value(T.resolve(ty.dom).n)
        vals = finite_values(ty.cod, info)
        if n is None or vals is None or len(vals) ** n > MAX_VALUES:
            return None
        return tuple(itertools.product(vals, repeat=n))
    if isinstance(ty, T.TFun):
        dom = finite_values(ty.dom, info)
        vals = finite_values(ty.cod, info) if dom is not None else None
        if vals is None or len(vals) ** len(dom) > MAX_VALUES:
            return None
        return tuple(FnTable(images, dom) for images in itertools.product(vals, repeat=len(dom)))
    return None


def _finite_domain(ty, info):
    """The domain's values of a function type out of a finite type that is no `Fin n`."""
    if isinstance(ty, T.TFun) and not T.is_table(ty):
        return finite_values(ty.dom, info)
    return None


#: Counts saturate here, so that a size is estimated without being formed: `Finset (Finset
#: (Finset ℕ))` at N = 63 has 2^(2^(2^64)) values, a number no machine holds; its count is
#: COUNT_CAP, "more than 10^77" (`count_text`), and every use of it is refused as too large.
COUNT_CAP_BITS = 256
COUNT_CAP = 1 << COUNT_CAP_BITS


def _sat(n: int) -> int:
    return COUNT_CAP if n >= COUNT_CAP else n


def _pow(base: int, exp: int) -> int:
    """base ** exp, saturated at COUNT_CAP before it is computed."""
    if base <= 1 or exp == 0:
        return base ** exp
    if (base.bit_length() - 1) * exp >= COUNT_CAP_BITS:   # base ** exp ≥ 2 ** that
        return COUNT_CAP
    return _sat(base ** exp)


def count_text(n: int) -> str:
    """A count as a message writes it; a saturated one as the bound it passed."""
    from ...errors import format_count
    return f"more than 10^{COUNT_CAP_BITS * 30103 // 100000}" if n >= COUNT_CAP else \
        format_count(n)


def count(ty, scope: Scope, info: TypeInfo) -> int:
    """How many values `ty` takes in the scope, saturated at COUNT_CAP (NotEnumerable when it
    cannot be listed)."""
    ty = T.resolve(ty)
    fin = finite_values(ty, info) if not _big_table(ty) and not _nested(ty) else None
    if fin is not None:
        return len(fin)
    if isinstance(ty, T.TCon):
        if ty.name in ("Nat", "PNat"):
            return scope.N + 1
        if ty.name == "Int":
            return 2 * scope.N + 1
        if ty.name == "Char":
            return CHAR_ASCII + scope.N
        if ty == T.RAT:
            return _rational_count(scope.N)
        game = GE.count(ty, scope.N)      # games born by day D, nimbers and ordinals ≤ N
        if game is not None:
            return game
        if ty.name == "List":
            k = count(ty.args[0], scope, info)
            return _sat(sum(_pow(k, n) for n in range(scope.L + 1)))
        if ty.name == "Finset":
            return _pow(2, count(ty.args[0], scope, info))
        if ty.name == "Option":
            return _sat(1 + count(ty.args[0], scope, info))
        if ty.name == "Prod":
            return _sat(count(ty.args[0], scope, info) * count(ty.args[1], scope, info))
        fields = info.struct_fields(ty)
        if fields is not None:
            out = 1
            for f in fields:
                out = _sat(out * count(f, scope, info))
            return out
        ctors = info.ctors(ty)
        if ctors is not None and not info.recursive(ty):
            total = 0
            for _, args in ctors:
                c = 1
                for a in args:
                    c = _sat(c * count(a, scope, info))
                total = _sat(total + c)
            return total
        if ctors is not None and _directly_recursive(ty, ctors):
            # values of depth ≤ N: level k + 1 applies each constructor to level-k values
            level = 0
            for _ in range(scope.N + 1):
                total = 0
                for _, args in ctors:
                    c = 1
                    for a in args:
                        c *= level if T.resolve(a) == ty else count(a, scope, info)
                    total += c
                if total == level or total > MAX_VALUES:
                    return total
                level = total
            return level
    if T.is_table(ty):
        n = T.size_value(T.resolve(ty.dom).n)
        if n is not None:
            return _pow(count(ty.cod, scope, info), n)
    dom = _finite_domain(ty, info)
    if dom is not None:
        return _pow(count(ty.cod, scope, info), len(dom))
    raise NotEnumerable(ty, _why(ty, info))


def _directly_recursive(ty, ctors) -> bool:
    """True when every argument of `ty`'s constructors is `ty` itself or a type that does not
    mention it (`succ : MyNat → MyNat`, `node : Tree → ℕ → Tree → Tree`); a nested occurrence
    (`List Tree`) or a mutual one is not listed by depth."""
    name = ty.name
    for _, args in ctors:
        for a in args:
            r = T.resolve(a)
            if r == ty:
                continue
            if _mentions(r, name):
                return False
    return True


def _mentions(ty, name) -> bool:
    ty = T.resolve(ty)
    if isinstance(ty, T.TCon):
        return ty.name == name or any(_mentions(a, name) for a in ty.args)
    if isinstance(ty, T.TFun):
        return _mentions(ty.dom, name) or _mentions(ty.cod, name)
    return False


def _nested(ty) -> bool:
    """A product or structure whose values are not listed to be counted (they may be many)."""
    return isinstance(ty, T.TCon) and ty.name in ("Prod", "Option")


def _big_table(ty) -> bool:
    return T.is_table(ty)


def _why(ty, info) -> str:
    ty = T.resolve(ty)
    if isinstance(ty, T.TFun):
        return "a function type: its values cannot be listed"
    if isinstance(ty, T.TCon) and ty.name == "Set":
        return "a set: its values cannot be listed"
    if isinstance(ty, T.TCon) and info.ctors(ty) is not None:
        return "a nested or mutual recursive inductive type: its values are not listed by depth"
    if isinstance(ty, T.TVar):
        return "a type variable"
    if ty == T.REAL:
        return "the reals: pychecks computes ℝ only at the rationals that numerals and casts " \
               "build, and no variable ranges over it"
    return "not a type the scope lists"


def values(ty, scope: Scope, info: TypeInfo) -> tuple:
    """Every value of `ty` in the scope (see the module docstring)."""
    n = count(ty, scope, info)
    if n > MAX_VALUES:
        raise NotEnumerable(ty, f"{count_text(n)} values at N={scope.N}, L={scope.L}: too many")
    return tuple(_values(T.resolve(ty), scope, info))


def _values(ty, scope, info):
    fin = finite_values(ty, info)
    if fin is not None:
        return fin
    if isinstance(ty, T.TCon):
        if ty.name == "Nat":
            return range(scope.N + 1)
        if ty.name == "PNat":       # ℕ+ as many values as ℕ's scope, [1, N + 1]
            return range(1, scope.N + 2)
        if ty.name == "Int":
            return sorted(range(-scope.N, scope.N + 1), key=lambda x: (abs(x), x < 0))
        if ty.name == "Char":
            return range(CHAR_ASCII + scope.N)
        if ty == T.RAT:
            return _rationals(scope.N)
        game = GE.values(ty, scope.N)
        if game is not None:
            return game
        if ty.name == "List":
            elems = tuple(_values(T.resolve(ty.args[0]), scope, info))
            return [xs for k in range(scope.L + 1) for xs in itertools.product(elems, repeat=k)]
        if ty.name == "Finset":
            elems = tuple(_values(T.resolve(ty.args[0]), scope, info))
            return [frozenset(c) for k in range(len(elems) + 1)
                    for c in itertools.combinations(elems, k)]
        if ty.name == "Option":
            return [None] + [Some(x) for x in _values(T.resolve(ty.args[0]), scope, info)]
        if ty.name == "Prod":
            a = tuple(_values(T.resolve(ty.args[0]), scope, info))
            b = tuple(_values(T.resolve(ty.args[1]), scope, info))
            return [Pair(x, y) for x in a for y in b]
        fields = info.struct_fields(ty)
        if fields is not None:
            parts = [tuple(_values(T.resolve(f), scope, info)) for f in fields]
            return [StructValue(ty.name, tuple(v)) for v in itertools.product(*parts)]
        ctors = info.ctors(ty)
        if ctors is not None and info.recursive(ty):
            if not _directly_recursive(ty, ctors):
                raise NotEnumerable(ty, _why(ty, info))
            # by depth: level k + 1 applies each constructor to level-k values, so the values
            # of depth ≤ N (`succ^k zero`, k ≤ N) come shallowest first
            fixed = {i: [tuple(_values(T.resolve(a), scope, info)) if T.resolve(a) != ty
                         else None for a in args] for i, (_, args) in enumerate(ctors)}
            level: list = []
            for _ in range(scope.N + 1):
                nxt, seen = list(level), set(level)
                for i, (name, _) in enumerate(ctors):
                    parts = [p if p is not None else level for p in fixed[i]]
                    for v in itertools.product(*parts):
                        cv = CtorValue(name, tuple(v))
                        if cv not in seen:
                            seen.add(cv)
                            nxt.append(cv)
                if len(nxt) == len(level):
                    break
                level = nxt
            return level
        if ctors is not None:
            out = []
            for name, args in ctors:
                parts = [tuple(_values(T.resolve(a), scope, info)) for a in args]
                out.extend(CtorValue(name, tuple(v)) for v in itertools.product(*parts))
            return out
    if T.is_table(ty):
        n = T.size_value(T.resolve(ty.dom).n)
        cod = tuple(_values(T.resolve(ty.cod), scope, info))
        return list(itertools.product(cod, repeat=n))
    dom = _finite_domain(ty, info)
    if dom is not None:
        cod = tuple(_values(T.resolve(ty.cod), scope, info))
        return [FnTable(images, dom) for images in itertools.product(cod, repeat=len(dom))]
    raise NotEnumerable(ty, _why(ty, info))


#: Past this N the rationals of height ≤ N are counted from above by 1.3 N² (12 N² / π² is
#: their asymptotic count; more than MAX_VALUES there, so never listed), not one by one.
_EXACT_RATIONAL_COUNT = 2048


@functools.lru_cache(maxsize=64)
def _rational_count(n: int) -> int:
    """How many rationals have height ≤ n: 0, and ±p/q for the coprime pairs 1 ≤ p, q ≤ n
    (2 Σ φ(k) − 1 of them, φ Euler's totient, by a sieve)."""
    if n <= 0:
        return 1
    if n > _EXACT_RATIONAL_COUNT:
        return _sat(13 * n * n // 10)       # above 12 / π² ≈ 1.216, saturated
    phi = list(range(n + 1))
    for k in range(2, n + 1):
        if phi[k] == k:                     # k is prime
            for m in range(k, n + 1, k):
                phi[m] -= phi[m] // k
    return 1 + 2 * (2 * sum(phi[1:]) - 1)


@functools.lru_cache(maxsize=8)
def _rationals(n: int) -> tuple:
    """The rationals of height ≤ n (p/q in lowest terms, |p| ≤ n, 1 ≤ q ≤ max(n, 1)): the
    integers of [-n, n] and the fractions between them whose parts stay small, smallest first
    (by `size`, as a counterexample is reported). Height rather than a fixed denominator grid,
    so that a check at N reaches both 1/N and N."""
    # made in that order, not sorted: p/q has size |p| + q - 1, then |p|, q, and the positive
    # first (`lex_key`), so each size s ≥ 1 lists |p| = 1 … s with q = s - |p| + 1 (0 is alone)
    top = max(n, 1)
    out = [Fraction(0)]
    for s in range(1, n + top):
        for ap in range(max(1, s + 1 - top), min(s, n) + 1):
            q = s - ap + 1
            if math.gcd(ap, q) == 1:
                out += (Fraction(ap, q), Fraction(-ap, q))
    return tuple(out)


def size(v) -> int:
    """Tokens of a value: a number is its magnitude, a list its length plus its entries', a
    structure or tuple the sum of its parts'."""
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return abs(v)
    if isinstance(v, Fraction):               # p/q: |p| + q - 1, an integer's own size
        return abs(v.numerator) + v.denominator - 1
    if isinstance(v, StructValue):            # a tuple too: asked first
        return sum(size(x) for x in v.fields)
    if isinstance(v, (tuple, list)):          # lists, tables, pairs
        return (0 if isinstance(v, Pair) else len(v)) + sum(size(x) for x in v)
    if isinstance(v, frozenset):
        return len(v) + sum(size(x) for x in v)
    if isinstance(v, CtorValue):
        depth, leaves = _depth_and_leaves(v)
        return depth + leaves
    if isinstance(v, Some):
        return 1 + size(v.value)
    return GE.size(v) or 0


def _own(x, v) -> bool:
    """True when `x` is a constructor of the same inductive type as the constructor `v`."""
    return isinstance(x, CtorValue) and x.ctor.rsplit(".", 1)[0] == v.ctor.rsplit(".", 1)[0]


def _depth_and_leaves(v) -> tuple[int, int]:
    """(the constructors of `v`'s own type nested inside it, `succ (succ zero)`: 2, 0 for a type
    that does not contain itself; the tokens of the arguments of other types met through them):
    a recursive type's values are smallest by depth, the rest by their size. One pass, as
    asking the depth at every level made a chain of k constructors cost k² steps, and choosing
    the smallest of thousands of counterexamples, minutes."""
    depth = leaves = 0
    for x in v.args:
        if _own(x, v):
            d, l = _depth_and_leaves(x)
            depth, leaves = max(depth, 1 + d), leaves + l
        else:
            leaves += size(x)
    return depth, leaves


def _ctor_lex_key(v, out: list) -> int:
    """Append `lex_key(v)` of a constructor value to `out` (its depth in the slot kept for it
    once its arguments are in) and return the depth: one pass, without copying the keys below
    at every level."""
    at = len(out)
    out += (0, v.ctor)
    depth = 0
    for x in v.args:
        if _own(x, v):
            depth = max(depth, 1 + _ctor_lex_key(x, out))
        else:
            out += lex_key(x)
    out[at] = depth
    return depth


def lex_key(v):
    """A key ordering values of one type lexicographically (lists by length first)."""
    if isinstance(v, bool):
        return (int(v),)
    if isinstance(v, int):
        return (abs(v), v < 0)
    if isinstance(v, Fraction):
        return (abs(v.numerator), v.denominator, v < 0)
    if isinstance(v, Pair):
        return lex_key(v.fst) + lex_key(v.snd)
    if isinstance(v, StructValue):            # a tuple too: asked first
        return tuple(k for x in v.fields for k in lex_key(x))
    if isinstance(v, (tuple, list)):
        return (len(v),) + tuple(k for x in v for k in lex_key(x))
    if isinstance(v, frozenset):
        items = sorted((lex_key(x) for x in v))
        return (len(v),) + tuple(k for x in items for k in x)
    if isinstance(v, CtorValue):
        # shallower first (`zero` before `succ zero`), then by constructor name
        out = []
        _ctor_lex_key(v, out)
        return tuple(out)
    if isinstance(v, Some):
        return (1,) + lex_key(v.value)
    if v is None:
        return (0,)
    return GE.lex_key(v) or (repr(v),)


def smallest_key(values_) -> tuple:
    """The ordering key of an assignment: fewest tokens, then lexicographic."""
    return (sum(size(v) for v in values_), tuple(lex_key(v) for v in values_))
