"""Finite nimbers as the games library defines them (vihdzp/combinatorial-games,
`CombinatorialGames/Nimber/Basic.lean`, `Nimber/Field.lean`): `∗n` is `Nimber.of ↑n`, a type
synonym of the ordinals with the order of the ordinals, nim-addition as `+` and nim-multiplication
as `*`. A finite nimber is an `int` here.

Traps kept visible in the names: `∗n` (`of_natCast`) is the ordinal n, while a numeral `(n :
Nimber)` is a cast in characteristic 2 (`Nat.cast`, the unary cast `1 + 1 + …`), so `(2 : Nimber)
= 0` and `nim 2 = nim 0` (the library's `Test/GameCmp.lean` warns about it).
"""
from __future__ import annotations

from ..grundy import mex as grundy_mex

__all__ = ["mex", "nim_add", "nim_mul", "nat_cast", "MAX_NIMBER_BITS"]

#: nim-multiplication recurses on halves of the bits; beyond 2^64 the Python integers get slow
#: and no statement here needs them, so larger arguments are refused.
MAX_NIMBER_BITS = 64


#: Lean: `sInf (s)ᶜ` on a finite set of nimbers, the least value not in `values` (the one mex).
mex = grundy_mex


def nim_add(a: int, b: int) -> int:
    """Lean: `Nimber.add` on finite nimbers: `∗a + ∗b = ∗(a ^^^ b)` (`Nimber.add_nat`)."""
    return a ^ b


def nat_cast(n: int) -> int:
    """Lean: `(n : Nimber)` for a numeral or `Nat.cast`: `1 + 1 + … + 1` in characteristic 2,
    so `n % 2` (`(2 : Nimber) = 0`)."""
    return n % 2


def nim_mul(a: int, b: int) -> int:
    """Lean: `Nimber.mul` on finite nimbers, `a * b = mex {a' * b + a * b' + a' * b' | a' < a,
    b' < b}`. Computed through Fermat 2-powers F = 2^(2^k): for x, y < F, x * y < F, x * F is the
    ordinary product, and F * F = F + F / 2 (`Nimber/Nat.lean`; tests compare it with the mex
    definition)."""
    if a < 0 or b < 0:
        raise ValueError(f"a nimber is not negative: {a}, {b}")
    if max(a, b).bit_length() > MAX_NIMBER_BITS:
        raise ValueError(f"nimbers below 2^{MAX_NIMBER_BITS} only, got {max(a, b)}")
    return _mul(a, b)


def _mul(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    half = 1  # F = 2^half is the largest Fermat 2-power with F ≤ max(a, b)
    while max(a, b) >> (2 * half):
        half *= 2
    f = 1 << half
    a1, a0 = a >> half, a & (f - 1)
    b1, b0 = b >> half, b & (f - 1)
    hi = _mul(a1, b1)
    mid = _mul(a1, b0) ^ _mul(a0, b1)
    # a * b = (hi + mid) * F + a0 * b0 + hi * (F / 2), all sums nim-sums
    return ((hi ^ mid) << half) ^ _mul(a0, b0) ^ _mul(hi, f >> 1)
