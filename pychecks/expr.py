"""Single-source predicates: P-sets and hypotheses are written once, as sympy expressions over
the faces `p0 … p5`, and lowered from that one source to every backend:

* `to_numpy(expr)`   a vectorised evaluator over coordinate arrays (the enumerator's slabs);
* `to_python(expr)`  a plain evaluator on ints (the reference solver and tests);
* `to_z3(expr, env)` a z3 term (the counterexample search and proofs);
* `to_lean_bool(expr)` Lean core text on `p : List Nat` (the decide-ready fixtures).

Only a small vocabulary is allowed (see `ALLOWED`): +, constant *, % by a constant, Lean's
`^^^` on Nat (`NatXor`), Lean's truncated `-` on Nat (`NatSub`), = ≠ ≤ <, ∧ ∨ ¬, and
`if … then … else …` (`Ite`, built with `ite`). `check_vocabulary`
refuses anything else, so a lowering can never silently mistranslate.

Terms (not only predicates) lower too: `to_numpy_term`, `to_python` (it returns the value) and
`to_z3` serve the strategies of `pychecks.games.cube_strategies`, maps p ↦ q written once.
"""
from __future__ import annotations

import operator
from functools import reduce

import numpy as np
import sympy as sp
from sympy.printing.str import StrPrinter

#: The six faces of the cube, `p k` in the Lean statements: (a, b, c, A, B, C).
FACES = sp.symbols("p0:6", integer=True, nonnegative=True)


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


def position_is(values) -> sp.Basic:
    """`p = ![v0, …, v5]`, as a conjunction of face equalities."""
    return And(*[Eq(FACES[k], int(v)) for k, v in enumerate(values)])


ALLOWED = (sp.Symbol, sp.Integer, sp.Add, sp.Mul, sp.Mod, NatXor, NatSub, sp.Equality,
           sp.Unequality, sp.LessThan, sp.StrictLessThan, sp.GreaterThan, sp.StrictGreaterThan,
           sp.And, sp.Or, sp.Not, sp.logic.boolalg.BooleanTrue, sp.logic.boolalg.BooleanFalse,
           Ite)


def check_vocabulary(expr) -> None:
    """Raise ValueError when `expr` uses anything the lowerings do not translate exactly."""
    for node in sp.preorder_traversal(expr):
        if not isinstance(node, ALLOWED):
            raise ValueError(f"unsupported in a predicate: {type(node).__name__} ({node})")
        if isinstance(node, sp.Mul) and not any(a.is_Integer for a in node.args):
            raise ValueError(f"only multiplication by a constant is allowed: {node}")
        if isinstance(node, sp.Mod) and not node.args[1].is_Integer:
            raise ValueError(f"only % by a constant is allowed: {node}")
        if isinstance(node, sp.Integer) and node < 0:
            raise ValueError(f"negative constants have no meaning on Nat: {node}")


def free_faces(expr) -> list[int]:
    """Indices of the faces `expr` mentions."""
    return sorted(FACES.index(s) for s in expr.free_symbols)


# --- numpy and Python ------------------------------------------------------------------

def _lambdify(expr, modules):
    check_vocabulary(expr)
    return sp.lambdify(FACES, expr, modules=modules, docstring_limit=0)


def _nat_sub_numpy(a, b):
    return np.maximum(np.subtract(a, b), 0)


def _nat_sub_python(a, b):
    return max(a - b, 0)


def _ite_python(c, a, b):
    return a if c else b


def to_numpy(expr):
    """A function f(p0, …, p5) of integer arrays (or scalars) returning a boolean array.

    Inputs must be signed integer arrays wide enough for the sums involved (int16 for faces
    up to 255). Constant predicates broadcast to the input shape.
    """
    f = _lambdify(expr, [{"NatXor": np.bitwise_xor, "NatSub": _nat_sub_numpy,
                                "Ite": np.where}, "numpy"])

    def evaluate(*faces):
        # numpy's logical_and.reduce needs operands of one shape: broadcast scalars (views only).
        faces = np.broadcast_arrays(*faces)
        return np.broadcast_to(np.asarray(f(*faces), dtype=bool), faces[0].shape)
    return evaluate


def to_python(expr):
    """A function f(p) on a 6-tuple of Python ints returning a bool; the reference's view.

    For a term (a number-valued expression) it returns the int value instead.
    """
    f = _lambdify(expr, [{"NatXor": operator.xor, "NatSub": _nat_sub_python,
                                "Ite": _ite_python}, "math"])
    if is_predicate(expr):
        return lambda p: bool(f(*p))
    return lambda p: int(f(*p))


def is_predicate(expr) -> bool:
    """True for a proposition (relation, connective, true/false), False for a number-valued term.

    Not `isinstance(expr, Boolean)`: sympy makes every Symbol a Boolean too, and a face is a term.
    """
    return isinstance(expr, (sp.core.relational.Relational, sp.logic.boolalg.BooleanFunction,
                             sp.logic.boolalg.BooleanAtom))


def to_numpy_term(expr):
    """A function f(p0, …, p5) of int64 arrays returning the term's value as int64 arrays.

    Walks the tree itself (no lambdify), so values stay exact int64 whatever the node.
    """
    check_vocabulary(expr)

    def go(e, faces):
        if isinstance(e, sp.Symbol):
            return faces[FACES.index(e)]
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


# --- z3 ---------------------------------------------------------------------------------

def to_z3(expr, faces, *, bitvector: bool):
    """The z3 term for `expr`, with `faces[k]` the z3 term for face k.

    With bitvector=True every arithmetic node is a bit-vector of the faces' width (the caller
    chooses the width so sums cannot overflow); otherwise z3 Ints (no `^^^` allowed there).
    """
    import z3
    check_vocabulary(expr)

    def go(e):
        if isinstance(e, sp.Symbol):
            return faces[FACES.index(e)]
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


# --- Lean ---------------------------------------------------------------------------------

class LeanBoolPrinter(StrPrinter):
    """Lean 4 core text of a Bool-valued predicate on `p : List Nat` (face k is `p.getD k 0`).

    Every node is parenthesised: Lean's precedences differ from Python's (`^^^` binds looser
    than `+`), and explicit parentheses make the printed text unambiguous.
    """

    def _print_Symbol(self, e):
        return f"(p.getD {FACES.index(e)} 0)"

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
