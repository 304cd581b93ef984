"""The slow references for `short.py` and `nimbers.py`, straight from the library's definitions:
the recursive `≤` on option sets with no canonical forms (`le_iff_forall_lf`), and
nim-multiplication as the mex in its definition. Tests compare the engine with these."""
from __future__ import annotations

from .nimbers import mex
from .short import Game

__all__ = ["le_reference", "equiv_reference", "nim_mul_reference", "dominated_or_reversible"]


def le_reference(x: Game, y: Game, memo: dict | None = None) -> bool:
    """Lean: `x ≤ y ↔ (∀ z ∈ xᴸ, ¬ y ≤ z) ∧ (∀ z ∈ yᴿ, ¬ z ≤ x)`, on the forms as given. The
    memo (one per top-level call unless passed) only avoids re-deciding a pair."""
    memo = {} if memo is None else memo
    key = (x, y)
    if key not in memo:
        memo[key] = (all(not le_reference(y, z, memo) for z in x.left)
                     and all(not le_reference(z, x, memo) for z in y.right))
    return memo[key]


def equiv_reference(x: Game, y: Game, memo: dict | None = None) -> bool:
    """Lean: `x ≈ y ↔ x ≤ y ∧ y ≤ x`."""
    memo = {} if memo is None else memo
    return le_reference(x, y, memo) and le_reference(y, x, memo)


def dominated_or_reversible(x: Game) -> list[str]:
    """What keeps `x` from being in canonical form, by the definitions: a dominated option
    (a left option ≤ another, a right ≥ another) or a reversible one (a left option with a right
    option ≤ x, a right option with a left option ≥ x). Empty for a canonical form."""
    memo: dict = {}
    out = []
    for a in x.left:
        if any(b is not a and le_reference(a, b, memo) for b in x.left):
            out.append("dominated left option")
        if any(le_reference(ar, x, memo) for ar in a.right):
            out.append("reversible left option")
    for b in x.right:
        if any(c is not b and le_reference(c, b, memo) for c in x.right):
            out.append("dominated right option")
        if any(le_reference(x, bl, memo) for bl in b.left):
            out.append("reversible right option")
    return out


def nim_mul_reference(a: int, b: int, memo: dict | None = None) -> int:
    """Lean: `a * b = sInf {a' * b + a * b' + a' * b' | a' < a, b' < b}ᶜ` (`Nimber.mul`),
    with `+` nim-addition."""
    memo = {} if memo is None else memo
    key = (a, b)
    if key not in memo:
        memo[key] = mex(nim_mul_reference(x, b, memo) ^ nim_mul_reference(a, y, memo)
                        ^ nim_mul_reference(x, y, memo) for x in range(a) for y in range(b))
    return memo[key]
