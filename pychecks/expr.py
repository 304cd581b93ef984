"""Single-source predicates: P-sets, hypotheses and move relations are written once, as sympy
expressions over the heaps `p0 … p(d-1)` of a position (and `q0 … q(d-1)` of the position a move
leads to), and lowered from that one source to every backend:

* `to_numpy(expr)`   a vectorised evaluator over coordinate arrays (the enumerator's slabs);
* `to_python(expr)`  a plain evaluator on ints (the reference solver and tests);
* `to_source(expr)`  Python source over int arrays `p`, `q`, compiled into numba kernels;
* `to_z3(expr, p, q)` a z3 term (the counterexample search and proofs);
* `to_lean_bool(expr)` Lean core text on `p q : List Nat` (the decide-ready fixtures);
* `to_lean_prop(expr, name)` Lean core `Prop` text over named variables (`LeanPropPrinter`: a
  book's bridge, every node parenthesised; conjecture's statements, by Lean's precedences).

A lowering finds heap k of p (or q) by the symbol's name, so the same expression works for any
number of heaps d: nothing here knows d. Only a small vocabulary is allowed (see `ALLOWED`): +,
constant *, `/` and `%` by a constant (Lean's Nat division and remainder), `^` with a constant
exponent, Lean's `^^^` on Nat (`NatXor`), Lean's truncated `-` on Nat (`NatSub`), = ≠ ≤ <, ∧ ∨ ¬,
and `if … then … else …` (`Ite`, built with `ite`). `∑ k` and finite `∀ k` / `∃ k` over heap
indices are expanded when built (`sum_heaps`, `forall_heaps`, `exists_heaps`), so every backend
sees plain sums, conjunctions and disjunctions. `check_vocabulary` refuses anything else, so a
lowering can never silently mistranslate.

Terms (not only predicates) lower too: `to_numpy_term`, `to_python` (it returns the value) and
`to_z3` serve the strategies of `pychecks.games.cube_strategies`, maps p ↦ q written once.
"""
from __future__ import annotations

import operator
from functools import reduce

import numpy as np
import sympy as sp
from sympy.printing.str import StrPrinter

def heaps(d: int) -> tuple:
    """The heaps `p 0 … p (d-1)` of a position `p : Fin d → ℕ`, as sympy symbols `p0 … p(d-1)`."""
    return _symbols("p", d)


def next_heaps(d: int) -> tuple:
    """The heaps `q 0 … q (d-1)` of the position a move leads to, for move relations `M p q`."""
    return _symbols("q", d)


def _symbols(name: str, d: int) -> tuple:
    if isinstance(d, bool) or not isinstance(d, int) or d < 1:
        raise ValueError(f"a position needs a whole number d ≥ 1 of heaps, not {d!r}")
    return tuple(sp.Symbol(f"{name}{k}", integer=True, nonnegative=True) for k in range(d))


#: The six faces of the cube, `p k` in the cube statements: (a, b, c, A, B, C) = `heaps(6)`.
FACES = heaps(6)


def variable(symbol) -> tuple[str, int]:
    """('p', k) for heap k of the position, ('q', k) for heap k of the next one."""
    name = symbol.name
    if name[:1] in ("p", "q") and name[1:].isdigit():
        return name[0], int(name[1:])
    raise ValueError(f"unknown variable {name} (heaps are p0, p1, … and q0, q1, …)")


def heap_count(expr) -> int:
    """1 + the largest heap index `expr` mentions, of p or q (0 for a constant)."""
    return max((variable(s)[1] + 1 for s in expr.free_symbols), default=0)


def mentions_next(expr) -> bool:
    """True when `expr` mentions the next position q (a move relation, not a predicate on p)."""
    return any(variable(s)[0] == "q" for s in expr.free_symbols)


class NatXor(sp.Function):
    """Lean's `a ^^^ b` on `Nat` (bitwise exclusive or, the nim-sum)."""

    nargs = 2
    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, a, b):
        if a.is_Integer and b.is_Integer:
            return sp.Integer(int(a) ^ int(b))
        return None


class NatSub(sp.Function):
    """Lean's `a - b` on `Nat`: truncated subtraction, `0` when `b > a`."""

    nargs = 2
    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, a, b):
        if a.is_Integer and b.is_Integer:
            return sp.Integer(max(int(a) - int(b), 0))
        return None


class NatDiv(sp.Function):
    """Lean's `a / c` on `Nat` for a constant c: the floor of the quotient, and `a / 0 = 0`."""

    nargs = 2
    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, a, c):
        if c.is_Integer and int(c) == 0:
            return sp.Integer(0)
        if c.is_Integer and int(c) == 1:
            return a
        if a.is_Integer and c.is_Integer:
            return sp.Integer(int(a) // int(c))
        return None


def div(a, c):
    """`a / c` on Nat, c a constant (Lean's floor division; `a / 0 = 0`)."""
    return NatDiv(a, c)


class Ite(sp.Function):
    """Lean's `if c then a else b` on Nat, with c a predicate (decidable, printed on Bool).

    A Function of its own rather than sympy's Piecewise: sympy rewrites Piecewise nested inside
    relations into its ITE form, which no lowering here translates.
    """

    nargs = 3
    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, c, a, b):
        if c is sp.true:
            return a
        if c is sp.false:
            return b
        return None


def ite(*branches):
    """`if c1 then t1 else if c2 then t2 … else t_last`: ite(c1, t1, c2, t2, …, t_last)."""
    if len(branches) % 2 != 1:
        raise ValueError("ite needs condition/value pairs and a final otherwise value")
    out = branches[-1]
    for i in range(len(branches) - 3, -1, -2):
        out = Ite(branches[i], branches[i + 1], out)
    return out


def nat_min(a, b):
    """`min a b` on Nat, as `if a ≤ b then a else b`."""
    return ite(Le(a, b), a, b)


def xor(*terms):
    """Left-associated nim-sum, as Lean parses `a ^^^ b ^^^ c` (`^^^` is infixl)."""
    return reduce(NatXor, terms)


def Eq(a, b):
    """`a = b` kept unevaluated, so the printed form follows the statement."""
    return sp.Eq(a, b, evaluate=False)


def Le(a, b):
    """`a ≤ b`, kept as written."""
    return sp.Le(a, b, evaluate=False)


def Lt(a, b):
    """`a < b`, kept as written."""
    return sp.Lt(a, b, evaluate=False)


def Ne(a, b):
    """`a ≠ b`, kept as written."""
    return sp.Ne(a, b, evaluate=False)


def And(*args):
    """`a ∧ b ∧ …`, kept as written (a single argument is returned as it is)."""
    return sp.And(*args, evaluate=False) if len(args) > 1 else args[0]


def Or(*args):
    """`a ∨ b ∨ …`, kept as written."""
    return sp.Or(*args, evaluate=False) if len(args) > 1 else args[0]


def Not(arg):
    """`¬ a`, kept as written."""
    return sp.Not(arg, evaluate=False)


def position_is(values, var: str = "p") -> sp.Basic:
    """`p = ![v0, …, v(d-1)]`, as a conjunction of heap equalities (d = len(values))."""
    xs = _symbols(var, len(values))
    return And(*[Eq(xs[k], int(v)) for k, v in enumerate(values)])


def sum_heaps(d: int, term=None):
    """`∑ k : Fin d, term k`, expanded: `term(k)` gives the summand for heap index k (default
    `p k`). The sum of no heaps cannot occur (d ≥ 1). sympy's own sum: a mutation run showed
    that keeping the terms unevaluated changed no lowering."""
    term = term or (lambda k: heaps(d)[k])
    return sp.Add(*[sp.sympify(term(k)) for k in range(len(heaps(d)))])


def forall_heaps(d: int, pred):
    """`∀ k : Fin d, pred k`, expanded into a conjunction over k = 0 … d-1. `pred(k)` may return
    a Python bool for a condition on k alone (`k ≠ i`): True conjuncts vanish, a False one makes
    the whole statement False."""
    parts = [_as_boolean(pred(k)) for k in range(len(heaps(d)))]
    if any(p is sp.false for p in parts):
        return sp.false
    parts = [p for p in parts if p is not sp.true]
    return And(*parts) if parts else sp.true


def exists_heaps(d: int, pred):
    """`∃ k : Fin d, pred k`, expanded into a disjunction over k = 0 … d-1 (see `forall_heaps`)."""
    parts = [_as_boolean(pred(k)) for k in range(len(heaps(d)))]
    if any(p is sp.true for p in parts):
        return sp.true
    parts = [p for p in parts if p is not sp.false]
    return Or(*parts) if parts else sp.false


def _as_boolean(value):
    if isinstance(value, bool):
        return sp.true if value else sp.false
    return value


ALLOWED = (sp.Symbol, sp.Integer, sp.Add, sp.Mul, sp.Mod, sp.Pow, NatXor, NatSub, NatDiv,
           sp.Equality, sp.Unequality, sp.LessThan, sp.StrictLessThan, sp.GreaterThan,
           sp.StrictGreaterThan, sp.And, sp.Or, sp.Not, sp.logic.boolalg.BooleanTrue,
           sp.logic.boolalg.BooleanFalse, Ite)


def check_vocabulary(expr) -> None:
    """Raise ValueError when `expr` uses anything the lowerings do not translate exactly."""
    for node in sp.preorder_traversal(expr):
        if not isinstance(node, ALLOWED):
            raise ValueError(f"unsupported in a predicate: {type(node).__name__} ({node})")
        if isinstance(node, sp.Mul) and any(a.is_Rational and not a.is_Integer
                                            for a in node.args):
            num, den = sp.fraction(node)
            raise ValueError(f"{node} is a fraction, which has no meaning on Nat; for Lean's "
                             f"floor division write E.div({num}, {den})")
        if isinstance(node, sp.Mul) and not any(a.is_Integer for a in node.args):
            raise ValueError(f"only multiplication by a constant is allowed: {node}")
        if isinstance(node, sp.Mod) and not node.args[1].is_Integer:
            raise ValueError(f"only % by a constant is allowed: {node}")
        if isinstance(node, sp.Mod) and int(node.args[1]) == 0:
            raise ValueError(f"% by 0 is not allowed (Lean's n % 0 = n: write n): {node}")
        if isinstance(node, NatDiv) and not node.args[1].is_Integer:
            raise ValueError(f"only / by a constant is allowed: {node}")
        if isinstance(node, sp.Pow) and not (node.exp.is_Integer and node.exp >= 0):
            raise ValueError(f"only ^ with a constant exponent ≥ 0 is allowed: {node}")
        if isinstance(node, sp.Symbol):
            variable(node)  # a name that is no heap is refused here, with its name
        if isinstance(node, sp.Integer) and node < 0:
            raise ValueError(f"negative constants have no meaning on Nat: {node}")


def free_faces(expr) -> list[int]:
    """Indices of the heaps of p that `expr` mentions."""
    return sorted(k for kind, k in map(variable, expr.free_symbols) if kind == "p")


# --- numpy and Python ------------------------------------------------------------------

def _arguments(expr) -> tuple[tuple, tuple]:
    """The symbols a lowered function takes: p0 … p(m-1) and q0 … q(n-1), as far as used."""
    used = [variable(s) for s in expr.free_symbols]
    m = max((k + 1 for kind, k in used if kind == "p"), default=0)
    n = max((k + 1 for kind, k in used if kind == "q"), default=0)
    return (heaps(m) if m else ()), (next_heaps(n) if n else ())


def _lambdify(expr, modules):
    check_vocabulary(expr)
    ps, qs = _arguments(expr)
    f = sp.lambdify(ps + qs, expr, modules=modules, docstring_limit=0)
    m = len(ps)
    return f, m, len(qs)


def _nat_sub_numpy(a, b):
    return np.maximum(np.subtract(a, b), 0)


def _nat_sub_python(a, b):
    return max(a - b, 0)


def _ite_python(c, a, b):
    return a if c else b


def _nat_div_numpy(a, c):
    return np.floor_divide(a, c) if int(c) else np.zeros_like(a)


def _nat_div_python(a, c):
    return a // c if c else 0


def _fold_constant_relations(expr):
    """`expr` with every relation between constants (`2 ≤ 3`, `6 ^^^ 0 = 6`) replaced by true or
    false: numpy's `logical_and.reduce` cannot mix such a scalar with the arrays of the others."""
    subs = {node: sp.true if to_python(node)(()) else sp.false
            for node in sp.preorder_traversal(expr)
            if isinstance(node, sp.core.relational.Relational) and not node.free_symbols}
    return expr.xreplace(subs) if subs else expr


_NUMPY_MODULES = [{"NatXor": np.bitwise_xor, "NatSub": _nat_sub_numpy, "NatDiv": _nat_div_numpy,
                   "Ite": np.where}, "numpy"]


def to_numpy(expr):
    """A function f(p0, …, p5) of integer arrays (or scalars) returning a boolean array.

    Inputs must be signed integer arrays wide enough for the sums involved (int16 for faces
    up to 255). Constant predicates broadcast to the input shape.
    """
    check_vocabulary(expr)
    f, m, _ = _lambdify(_fold_constant_relations(expr), _NUMPY_MODULES)

    def evaluate(*faces):
        # numpy's logical_and.reduce needs operands of one shape: broadcast scalars (views only).
        faces = np.broadcast_arrays(*faces)
        return np.broadcast_to(np.asarray(f(*faces[:m]), dtype=bool), faces[0].shape)
    return evaluate


def to_numpy_move(expr):
    """`to_numpy` for a move relation: f(p, q), with p and q sequences of integer arrays (or
    scalars) for the heaps before and after the move, returning a boolean array."""
    check_vocabulary(expr)
    f, m, n = _lambdify(_fold_constant_relations(expr), _NUMPY_MODULES)

    def evaluate(p, q):
        p, q = list(p), list(q)
        arrays = np.broadcast_arrays(*p, *q)
        ps, qs = arrays[:len(p)], arrays[len(p):]
        return np.broadcast_to(np.asarray(f(*ps[:m], *qs[:n]), dtype=bool), arrays[0].shape)
    return evaluate


def to_python(expr):
    """A function f(p) on a tuple of Python ints (the heaps of p) returning a bool; the
    reference's view. A move relation, which mentions q, gives f(p, q) instead.

    For a term (a number-valued expression) it returns the int value instead.
    """
    f, m, n = _lambdify(expr, [{"NatXor": operator.xor, "NatSub": _nat_sub_python,
                                "NatDiv": _nat_div_python, "Ite": _ite_python}, "math"])
    out = bool if is_predicate(expr) else int
    if n:
        return lambda p, q: out(f(*p[:m], *q[:n]))
    return lambda p: out(f(*p[:m]))


def is_predicate(expr) -> bool:
    """True for a proposition (relation, connective, true/false), False for a number-valued term.

    Not `isinstance(expr, Boolean)`: sympy makes every Symbol a Boolean too, and a face is a term.
    """
    return isinstance(expr, (sp.core.relational.Relational, sp.logic.boolalg.BooleanFunction,
                             sp.logic.boolalg.BooleanAtom))


def to_numpy_term(expr, memo: dict | None = None):
    """A function f(p0, …, p5) of int64 arrays returning the term's value as int64 arrays.

    Walks the tree itself (no lambdify), so values stay exact int64 whatever the node. With
    `memo` (a dict the caller keeps for one set of faces), every subterm's array is kept by its
    expression and reused: many formulas over one box share most of their subterms
    (`pychecks.conjecture` tests thousands that way).
    """
    check_vocabulary(expr)

    def go(e, faces):
        if memo is None:
            return walk(e, faces)
        if e not in memo:
            memo[e] = walk(e, faces)
        return memo[e]

    def walk(e, faces):
        if isinstance(e, sp.Symbol):
            return faces[variable(e)[1]]
        if isinstance(e, sp.Integer):
            return np.int64(int(e))
        if e is sp.true or e is sp.false:
            return np.bool_(e is sp.true)
        args = [go(a, faces) for a in e.args]
        if isinstance(e, Ite):
            return np.where(*args)
        ops = {sp.Add: np.add, sp.Mul: np.multiply, NatXor: np.bitwise_xor,
               sp.And: np.logical_and, sp.Or: np.logical_or}
        for kind, op in ops.items():
            if isinstance(e, kind):
                return reduce(op, args)
        if isinstance(e, sp.Mod):
            return np.mod(*args)
        if isinstance(e, NatDiv):
            return _nat_div_numpy(*args)
        if isinstance(e, sp.Pow):
            return np.power(args[0], args[1])
        if isinstance(e, NatSub):
            return _nat_sub_numpy(*args)
        if isinstance(e, sp.Not):
            return np.logical_not(args[0])
        rel = {sp.Equality: np.equal, sp.Unequality: np.not_equal, sp.LessThan: np.less_equal,
               sp.StrictLessThan: np.less, sp.GreaterThan: np.greater_equal,
               sp.StrictGreaterThan: np.greater}
        return rel[type(e)](*args)

    def evaluate(*faces):
        faces = [np.asarray(f, dtype=np.int64) for f in np.broadcast_arrays(*faces)]
        return np.broadcast_to(go(expr, faces), faces[0].shape)
    return evaluate


# --- Python source, for numba kernels ------------------------------------------------------

class SourcePrinter(StrPrinter):
    """Python source of an expression on ints, which numba compiles inside a kernel loop.

    `name(kind, k)` spells heap k of p (kind 'p') or of q (kind 'q'): `p[3]` over arrays, or a
    kernel's loop variable. Every node is parenthesised, so Python's precedences never matter.
    """

    def __init__(self, name):
        super().__init__()
        self._name = name

    def _print_Symbol(self, e):
        return self._name(*variable(e))

    def _print_Integer(self, e):
        return str(int(e))

    def _join(self, e, op):
        return "(" + f" {op} ".join(self._print(a) for a in e.args) + ")"

    def _print_Add(self, e):
        return self._join(e, "+")

    def _print_Mul(self, e):
        return self._join(e, "*")

    def _print_Mod(self, e):
        return self._join(e, "%")

    def _print_NatDiv(self, e):
        return self._join(e, "//")

    def _print_Pow(self, e):
        # An explicit product: exact on int64 and as fast as numba's own power.
        return "(" + " * ".join([self._print(e.base)] * int(e.exp)) + ")" if int(e.exp) else "1"

    def _print_NatXor(self, e):
        return self._join(e, "^")

    def _print_NatSub(self, e):
        return f"max({self._print(e.args[0])} - {self._print(e.args[1])}, 0)"

    def _print_Ite(self, e):
        c, a, b = (self._print(x) for x in e.args)
        return f"({a} if {c} else {b})"

    def _relation(self, e, op):
        return f"({self._print(e.lhs)} {op} {self._print(e.rhs)})"

    def _print_Equality(self, e):
        return self._relation(e, "==")

    def _print_Unequality(self, e):
        return self._relation(e, "!=")

    def _print_LessThan(self, e):
        return self._relation(e, "<=")

    def _print_StrictLessThan(self, e):
        return self._relation(e, "<")

    def _print_GreaterThan(self, e):
        return self._relation(e, ">=")

    def _print_StrictGreaterThan(self, e):
        return self._relation(e, ">")

    # `&` and `|` on bools, not `and` / `or`: the same values, without a branch per operand, so a
    # kernel loop does not pay a mispredicted jump for every unpredictable comparison.
    def _print_And(self, e):
        return self._join(e, "&")

    def _print_Or(self, e):
        return self._join(e, "|")

    def _print_Not(self, e):
        return f"(not {self._print(e.args[0])})"

    def _print_BooleanTrue(self, e):
        return "True"

    def _print_BooleanFalse(self, e):
        return "False"


def to_source(expr, name=lambda kind, k: f"{kind}[{k}]") -> str:
    """Python source of `expr` for a numba kernel; heap k of p is `name('p', k)` (default
    `p[k]`), of q `name('q', k)`. See `SourcePrinter`."""
    check_vocabulary(expr)
    return SourcePrinter(name).doprint(expr)


# --- z3 ---------------------------------------------------------------------------------

def to_z3(expr, faces, next_faces=(), *, bitvector: bool):
    """The z3 term for `expr`, with `faces[k]` the z3 term for heap k of p (and `next_faces[k]`
    for heap k of q, in a move relation).

    With bitvector=True every arithmetic node is a bit-vector of the faces' width (the caller
    chooses the width so sums cannot overflow); otherwise z3 Ints (no `^^^` allowed there).
    """
    import z3
    check_vocabulary(expr)
    terms = {"p": faces, "q": next_faces}

    def go(e):
        if isinstance(e, sp.Symbol):
            kind, k = variable(e)
            return terms[kind][k]
        if isinstance(e, sp.Integer):
            if bitvector:
                return z3.BitVecVal(int(e), faces[0].size())
            return z3.IntVal(int(e))
        if e is sp.true:
            return z3.BoolVal(True)
        if e is sp.false:
            return z3.BoolVal(False)
        args = [go(a) for a in e.args]
        if isinstance(e, Ite):
            return z3.If(*args)
        if isinstance(e, sp.Add):
            return reduce(operator.add, args)
        if isinstance(e, sp.Mul):
            return reduce(operator.mul, args)
        if isinstance(e, sp.Mod):
            return z3.URem(args[0], args[1]) if bitvector else args[0] % args[1]
        if isinstance(e, NatDiv):
            return z3.UDiv(args[0], args[1]) if bitvector else args[0] / args[1]
        if isinstance(e, sp.Pow):
            # A product of constant length: z3's own power term is outside its decided fragments.
            one = z3.BitVecVal(1, args[0].size()) if bitvector else z3.IntVal(1)
            return reduce(operator.mul, [args[0]] * int(e.exp), one)
        if isinstance(e, NatXor):
            if not bitvector:
                raise ValueError("^^^ needs bit-vector arithmetic")
            return args[0] ^ args[1]
        if isinstance(e, NatSub):
            a, b = args
            fits = z3.UGE(a, b) if bitvector else a >= b
            return z3.If(fits, a - b, z3.BitVecVal(0, a.size()) if bitvector else z3.IntVal(0))
        if isinstance(e, sp.Equality):
            return args[0] == args[1]
        if isinstance(e, sp.Unequality):
            return args[0] != args[1]
        if isinstance(e, (sp.LessThan, sp.GreaterThan, sp.StrictLessThan, sp.StrictGreaterThan)):
            a, b = args
            if isinstance(e, (sp.GreaterThan, sp.StrictGreaterThan)):
                a, b = b, a
            strict = isinstance(e, (sp.StrictLessThan, sp.StrictGreaterThan))
            if bitvector:
                return z3.ULT(a, b) if strict else z3.ULE(a, b)
            return a < b if strict else a <= b
        if isinstance(e, sp.And):
            return z3.And(*args)
        if isinstance(e, sp.Or):
            return z3.Or(*args)
        if isinstance(e, sp.Not):
            return z3.Not(args[0])
        raise ValueError(f"no z3 lowering for {e}")
    return go(expr)


def uses_xor(expr) -> bool:
    """True when the predicate needs `^^^` (so only bit-vector z3 queries apply)."""
    return any(isinstance(n, NatXor) for n in sp.preorder_traversal(expr))


def value_bound(expr, heap_max: int) -> int:
    """An upper bound on `expr` and on every subterm (1 for a predicate) when every heap is at
    most `heap_max`: evaluators choose integer widths from it, so nothing overflows."""
    if isinstance(expr, sp.Symbol):
        return heap_max
    if isinstance(expr, sp.Integer):
        return int(expr)
    if is_predicate(expr):
        return max([1] + [value_bound(a, heap_max) for a in expr.args])
    args = [value_bound(a, heap_max) for a in expr.args]
    if isinstance(expr, sp.Add):
        return sum(args)
    # A product by 0, or a power 0, is smaller than its factors: the bound covers them too.
    if isinstance(expr, sp.Mul):
        return max([reduce(operator.mul, args, 1)] + args)
    if isinstance(expr, sp.Pow):
        return max(args[0] ** int(expr.exp), args[0])
    if isinstance(expr, sp.Mod):  # below the divisor, and the divisor itself is a subterm
        return max(args)
    if isinstance(expr, NatDiv):
        return args[0]
    if isinstance(expr, NatXor):
        return (1 << max(args).bit_length()) - 1
    if isinstance(expr, NatSub):
        return max(args)
    if isinstance(expr, Ite):
        return max(args)
    raise ValueError(f"no bound for {expr}")


def is_linear(expr) -> bool:
    """True when `expr` stays in linear arithmetic (no `^^^`, no power of a variable), where z3
    decides queries over unbounded naturals. `/` and `%` by a constant are linear."""
    for n in sp.preorder_traversal(expr):
        if isinstance(n, NatXor):
            return False
        if isinstance(n, sp.Pow) and n.free_symbols and int(n.exp) >= 2:
            return False
    return True


# --- Lean ---------------------------------------------------------------------------------

class LeanBoolPrinter(StrPrinter):
    """Lean 4 core text of a Bool-valued predicate on `p : List Nat` (heap k is `p.getD k 0`,
    and heap k of the next position `q.getD k 0`).

    Every node is parenthesised: Lean's precedences differ from Python's (`^^^` binds looser
    than `+`), and explicit parentheses make the printed text unambiguous.
    """

    def _print_Symbol(self, e):
        kind, k = variable(e)
        return f"({kind}.getD {k} 0)"

    def _print_Integer(self, e):
        return str(int(e))

    def _print_Add(self, e):
        # Print in the order written where sympy kept it; sum order does not change meaning.
        return "(" + " + ".join(self._print(a) for a in e.args) + ")"

    def _print_Mul(self, e):
        return "(" + " * ".join(self._print(a) for a in e.args) + ")"

    def _print_Mod(self, e):
        return f"({self._print(e.args[0])} % {self._print(e.args[1])})"

    def _print_NatXor(self, e):
        return f"({self._print(e.args[0])} ^^^ {self._print(e.args[1])})"

    def _print_NatSub(self, e):
        return f"({self._print(e.args[0])} - {self._print(e.args[1])})"

    def _print_NatDiv(self, e):
        return f"({self._print(e.args[0])} / {self._print(e.args[1])})"

    def _print_Pow(self, e):
        return f"({self._print(e.base)} ^ {self._print(e.exp)})"

    def _print_Ite(self, e):
        # Lean's `if b then x else y` on a Bool condition (decidable via `b = true`).
        c, a, b = (self._print(x) for x in e.args)
        return f"(if {c} then {a} else {b})"

    # `x = y` is `Nat.beq x y`, as lean/Pychecks/Cube.lean prescribes: the kernel evaluates
    # `Nat.beq` on literals directly, whereas `==` goes through the `BEq`/`DecidableEq` instances.
    def _print_Equality(self, e):
        self._require_nat(e)
        return f"(Nat.beq {self._print(e.lhs)} {self._print(e.rhs)})"

    def _print_Unequality(self, e):
        self._require_nat(e)
        return f"(!(Nat.beq {self._print(e.lhs)} {self._print(e.rhs)}))"

    @staticmethod
    def _require_nat(e):
        # `Nat.beq` compares numbers only; an equation between propositions has no printing here.
        propositional = (sp.logic.boolalg.BooleanFunction, sp.core.relational.Relational,
                         sp.logic.boolalg.BooleanAtom)
        if any(isinstance(side, propositional) for side in (e.lhs, e.rhs)):
            raise ValueError(f"equality between propositions is not printable: {e}")

    def _print_LessThan(self, e):
        return f"(Nat.ble {self._print(e.lhs)} {self._print(e.rhs)})"

    def _print_StrictLessThan(self, e):
        return f"(Nat.blt {self._print(e.lhs)} {self._print(e.rhs)})"

    def _print_GreaterThan(self, e):
        return f"(Nat.ble {self._print(e.rhs)} {self._print(e.lhs)})"

    def _print_StrictGreaterThan(self, e):
        return f"(Nat.blt {self._print(e.rhs)} {self._print(e.lhs)})"

    def _print_And(self, e):
        return "(" + " && ".join(self._print(a) for a in e.args) + ")"

    def _print_Or(self, e):
        return "(" + " || ".join(self._print(a) for a in e.args) + ")"

    def _print_Not(self, e):
        return f"(!{self._print(e.args[0])})"

    def _print_BooleanTrue(self, e):
        return "true"

    def _print_BooleanFalse(self, e):
        return "false"


def to_lean_bool(expr) -> str:
    """Lean core Bool text of `expr` over `p : List Nat`; see `LeanBoolPrinter`."""
    check_vocabulary(expr)
    return LeanBoolPrinter().doprint(expr)


class LeanPropPrinter:
    """Lean 4 text of a predicate (or a term) as a `Prop` over named natural variables: the
    arithmetic of the vocabulary, `=`, `≠`, `≤`, `<` (`≥` and `>` turned round), `∧`, `∨`, `¬`,
    `if … then … else …`, `True`, `False` (all Lean core: `Init/Prelude.lean`, `Init/Core.lean`).
    `name(kind, k)` spells heap k of p (or q): `a`, `i.val`, `(p 2)` are atoms, a spelling with a
    space outside parentheses (`p 0`) is an application.

    Two ways to parenthesise, one printer:

    * `every_node=True` wraps every node that is not an atom, so that nothing is left to Lean's
      precedences (a plain statement's book states its bridge so: `plain_books`);
    * otherwise the text is what a person writes: Lean 4's own precedences decide the
      parentheses (`p 0 % 3 ^^^ p 1 % 3 = 0`, `(p 0 + p 1 + p 2) % 3`), except that two
      different operators of one precedence (`(p 0 / 2 ^ b) % 2`), a connective inside the
      other and a binder or `if` as an operand are always parenthesised (`conjecture`).

    Precedences (Lean 4 core, `Init/Prelude.lean`, `Init/Core.lean`, `Init/Notation.lean`): `∨`
    30 and `∧` 35 (right), `¬` 40, `=` `≠` `≤` `<` 50 (none), `^^^` 58, `+` `-` 65, `*` `/` `%`
    70 (left), `^` 75 (right), application above all. A printer of more nodes (conjecture's
    binders `∀ k`, `∀ b < B`, `∑ k`, an applied `g`) subclasses this one: it extends `INFIX` and
    `show`, and returns BINDER for what extends as far right as it can."""

    #: How tightly a printed node holds: an atom, an application, a binder (`∀`, `if`, `∑`).
    ATOM, APP, BINDER = 1024, 1023, 0
    #: node type: (token, precedence, associativity)
    INFIX = {
        sp.Add: ("+", 65, "left"), sp.Mul: ("*", 70, "left"), sp.Mod: ("%", 70, "left"),
        NatDiv: ("/", 70, "left"), sp.Pow: ("^", 75, "right"), NatXor: ("^^^", 58, "left"),
        NatSub: ("-", 65, "left"), sp.Equality: ("=", 50, "none"),
        sp.Unequality: ("≠", 50, "none"), sp.LessThan: ("≤", 50, "none"),
        sp.StrictLessThan: ("<", 50, "none"), sp.And: ("∧", 35, "right"),
        sp.Or: ("∨", 30, "right")}
    #: `≥` and `>` are printed as `≤` and `<` with their sides swapped.
    TURNED = {sp.GreaterThan: sp.LessThan, sp.StrictGreaterThan: sp.StrictLessThan}
    CONNECTIVES = ("∧", "∨")

    def __init__(self, name, every_node: bool = False):
        self._name = name
        self.every_node = every_node

    def doprint(self, e) -> str:
        text, own = self.show(e)
        return f"({text})" if self.every_node and own != self.ATOM else text

    def symbol(self, e) -> tuple[str, int]:
        text = self._name(*variable(e))
        atomic = " " not in text or (text.startswith("(") and text.endswith(")"))
        return text, self.ATOM if atomic else self.APP

    def show(self, e) -> tuple[str, int]:
        """(text, precedence) of `e`, unwrapped."""
        if isinstance(e, sp.Symbol):
            return self.symbol(e)
        if isinstance(e, sp.Integer):
            return str(int(e)), self.ATOM
        if e is sp.true or e is sp.false:
            return ("True" if e is sp.true else "False"), self.ATOM
        if isinstance(e, Ite):
            c, a, b = (self.part(x) for x in e.args)
            return f"if {c} then {a} else {b}", self.BINDER
        if isinstance(e, sp.Not):
            return f"¬{self.operand(e.args[0], 40, '¬', 'right', 'right')}", self.APP
        if isinstance(e, (sp.Equality, sp.Unequality)):
            LeanBoolPrinter._require_nat(e)
        args = e.args
        if type(e) in self.TURNED:
            e, args = self.TURNED[type(e)](*args[::-1], evaluate=False), args[::-1]
        for kind, (token, prec, assoc) in self.INFIX.items():
            if isinstance(e, kind):
                parts = [self.operand(a, prec, token, assoc, _side(i, len(args)))
                         for i, a in enumerate(args)]
                return f" {token} ".join(parts), prec
        raise ValueError(f"no Lean printing for {e!r}")

    def token(self, e) -> str | None:
        for kind, (token, _, _) in self.INFIX.items():
            if isinstance(e, kind):
                return token
        return None

    def operand(self, e, prec: int, token: str, assoc: str, side: str) -> str:
        """`e` as an operand of `token`, parenthesised as the mode asks."""
        text, own = self.show(e)
        if self.every_node:
            return f"({text})" if own != self.ATOM else text
        mine = self.token(e)
        wrap = own < prec  # a binder or `if` (BINDER, 0) always is
        if own == prec and not wrap:
            # one operator chained the way it associates needs nothing; anything else at the
            # same level (another operator, the other side, a non-associative one) is wrapped
            wrap = mine != token or assoc == "none" or (side == "right" and assoc == "left") \
                or (side == "left" and assoc == "right")
        if token in self.CONNECTIVES and mine in self.CONNECTIVES and mine != token:
            wrap = True
        return f"({text})" if wrap else text

    def part(self, e) -> str:
        """A part of an `if`, or a binder's body: bare, unless every node is wrapped."""
        text, own = self.show(e)
        return f"({text})" if self.every_node and own != self.ATOM else text

    def argument(self, e) -> str:
        """`e` as the argument of an application: an atom, or parenthesised."""
        text, own = self.show(e)
        return text if own == self.ATOM else f"({text})"


def _side(i: int, n: int) -> str:
    return "left" if i == 0 else "right" if i == n - 1 else "middle"


def to_lean_prop(expr, name, *, every_node: bool = True) -> str:
    """Lean core `Prop` text of `expr`, heap k of p spelt `name('p', k)`; see `LeanPropPrinter`
    (`every_node=False`: parenthesised by Lean's precedences). The bridge of a plain statement's
    book states it beside the Bool text of `to_lean_bool`."""
    check_vocabulary(expr)
    return LeanPropPrinter(name, every_node).doprint(expr)
