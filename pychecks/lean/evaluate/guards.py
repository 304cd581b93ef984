"""The range of an outer variable that its hypotheses bound by numerals.

`(n : ℕ) (h : 71 ≤ n) (h2 : n ≤ 100)`, `∀ n, 71 ≤ n → n ≤ 100 → …`, `∀ n ≥ 59, …` and
hypotheses conjoined with `∧` bound n by literal numbers. Only these forms are read (`c ≤ x`,
`c < x`, `x ≤ c`, `x < c`, `x ≥ c`, `x > c`, `c ≥ x`, `c > x`, `x = c`, `c = x`, with `x` an
outer variable of type ℕ or ℤ and `c` a numeral, or `-c` for ℤ; in `x = c` and `c = x`, `c`
may be any closed term, evaluated first); anything else leaves the
variable's range where the scope puts it, so reading is sound: an assignment outside the range
read here fails a hypothesis, and checking it could not make the statement false.

`interval` turns the bounds into the values a check runs over: every value meeting them, but no
more values than the scope gives an unguarded variable (N + 1 for ℕ, 2N + 1 for ℤ), counted from
the lower bound; or, when the caller says so (`whole`), every value of a guard bounded on both
sides (`x < 100` is [0, 99] whatever N is: the guard says where the statement lives).
`whole_guards` chooses which guards are taken whole, so that the assignments stay within
`WHOLE_BUDGET`. A lower guard beyond the scope thereby moves the
range there: `∀ n ≥ 59` at N = 63 ranges n over [59, 122], not [59, 63].
"""
from __future__ import annotations

from .. import ast as A
from . import types as T

_FLIP = {"<": ">", "≤": "≥", ">": "<", "≥": "≤", "=": "="}


def _numeral(node, ty):
    """The integer a numeral node stands for, or None (`-c` only at ℤ)."""
    if isinstance(node, A.Num):
        return node.value
    if isinstance(node, A.UnOp) and node.op == "-" and isinstance(node.arg, A.Num) and \
            T.resolve(ty) == T.INT:
        return -node.arg.value
    return None


def _least(ty) -> int:
    """The least value of ℕ (0) or of ℕ+ (1): where a guard bounded above only starts."""
    return 1 if T.resolve(ty) == T.PNAT else 0


def read_bounds(hypothesis, ctx, variables, bounds: dict, closed=None) -> None:
    """Fold the literal bounds that `hypothesis` (a syntax node, elaborated in `ctx`) puts on
    the outer `variables` into `bounds` (a variable's tree name → [low or None, high or None]).
    `closed(node, ty)`, when given, is the value of a closed term (no variable in it) or None:
    `a = ∑ k ∈ Nat.divisors 500, k` then bounds `a` as `a = 1092` does."""
    by_py = {v.py: v for v in variables}
    for c in A.conjuncts(hypothesis):
        if isinstance(c, A.BinOp) and c.op == "∣" and isinstance(c.lhs, A.Ident):
            # `d ∣ 36`: a divisor of a numeral m ≠ 0 is at most m (on ℕ)
            local = ctx.locals.get(c.lhs.name)
            v = by_py.get(getattr(local, "ir_name", None))
            k = _numeral(c.rhs, T.NAT) if v is not None and T.resolve(v.ty) == T.NAT else None
            if k:
                low, high = bounds.setdefault(v.py, [None, None])
                bounds[v.py] = [low, k if high is None else min(high, k)]
            continue
        if not isinstance(c, A.BinOp) or c.op not in _FLIP:
            continue
        for var_side, num_side, op in ((c.lhs, c.rhs, c.op), (c.rhs, c.lhs, _FLIP[c.op])):
            if not isinstance(var_side, A.Ident):
                continue
            local = ctx.locals.get(var_side.name)
            v = by_py.get(getattr(local, "ir_name", None))
            if v is None or T.resolve(v.ty) not in (T.NAT, T.INT, T.PNAT):
                continue
            k = _numeral(num_side, v.ty)
            if k is None and closed is not None and op == "=":
                k = closed(num_side, v.ty)
            if k is None:
                continue
            low, high = bounds.setdefault(v.py, [None, None])
            # `x op k`: what it says of x
            if op in ("≥", ">", "="):
                low = max(low, k + (op == ">")) if low is not None else k + (op == ">")
            if op in ("≤", "<", "="):
                high = min(high, k - (op == "<")) if high is not None else k - (op == "<")
            bounds[v.py] = [low, high]


#: The most assignments that taking two-sided guards whole may give (see `whole_guards`).
WHOLE_BUDGET = 65_536


def two_sided(ty, bounds) -> tuple[int, int] | None:
    """[low, high] of a guard bounded on both sides (ℕ's low at least 0), else None."""
    if not bounds:
        return None
    low, high = bounds
    if T.resolve(ty) in (T.NAT, T.PNAT):
        least = _least(ty)
        low = max(low or least, least)
    return None if low is None or high is None else (low, high)


def whole_guards(widths: dict, counts: dict) -> set:
    """The variables whose two-sided guard is taken whole: `widths` gives the whole guard's
    number of values of each two-sided variable, `counts` every variable's number of values
    otherwise. Variables are taken in order while the product of all counts stays within
    `WHOLE_BUDGET` (or within what the scope gives anyway, when that is more)."""
    total = 1
    for c in counts.values():
        total *= c
    limit = max(total, WHOLE_BUDGET)
    chosen = set()
    for key in sorted(widths, key=str):
        old = counts[key]
        if old == 0:
            continue
        new = total // old * widths[key]
        if widths[key] > old and new <= limit:
            chosen.add(key)
            total = new
    return chosen


def interval(ty, bounds, n: int, whole: bool = False) -> tuple[int, int] | None:
    """[low, high] of a guarded ℕ or ℤ variable at bound N (high < low: no value meets the
    guards), or None when nothing bounds it; `whole`: all of a two-sided guard (see the module
    docstring)."""
    if not bounds:
        return None
    if whole and (both := two_sided(ty, bounds)) is not None:
        return both
    low, high = bounds
    if T.resolve(ty) in (T.NAT, T.PNAT):
        least = _least(ty)
        low = max(low or least, least)
        if low == least and high is None:
            return None
        top = low + n
        return low, top if high is None else min(high, top)
    width = 2 * n
    if low is not None:
        return low, low + width if high is None else min(high, low + width)
    return high - width, high


def solve_for(side, other, name, ty):
    """(the Ident `name`, the term it equals) from `side = other`, or None, by undoing `+`, `-`,
    `*` or `/` by a numeral, or `-`, around the one occurrence of `name` in `side`. The term
    gives every solution at `ty`: on ℕ, `x + k = n` is x = n - k (no solution when n < k, and
    then the equation, still evaluated, is false) and `c * x = n` is x = n / c (c ∣ n, else
    none), while `x - k = n` (many x when n = 0) and `k - x` are not undone; on ℤ and ℚ all
    four are, `/` on ℚ only; a numeral factor of 0 never."""
    def mk(op, a, b):
        return A.copy_span(A.BinOp(op=op, lhs=a, rhs=b), side)

    def has(n):
        return any(isinstance(m, A.Ident) and m.name == name for m in n.walk())

    def numeral(n):
        return isinstance(n, A.Num) and n.value != 0

    while True:
        if isinstance(side, A.Ident):
            return (side, other) if side.name == name else None
        if isinstance(side, A.UnOp) and side.op == "-" and ty != T.NAT:
            side, other = side.arg, A.copy_span(A.UnOp(op="-", arg=other), side)
            continue
        if not isinstance(side, A.BinOp):
            return None
        a, b = side.lhs, side.rhs
        if side.op == "+":
            side, other = (a, mk("-", other, b)) if has(a) else (b, mk("-", other, a))
        elif side.op == "-" and ty != T.NAT:
            side, other = (a, mk("+", other, b)) if has(a) else (b, mk("-", a, other))
        elif side.op == "*" and numeral(b) and has(a):
            side, other = a, mk("/", other, b)
        elif side.op == "*" and numeral(a) and has(b):
            side, other = b, mk("/", other, a)
        elif side.op == "/" and ty == T.RAT and numeral(b) and has(a):
            side, other = a, mk("*", other, b)
        else:
            return None
