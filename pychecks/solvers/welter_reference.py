"""Welter's game in pure Python, straight from the definitions: the reference that the numba
kernels in `pychecks.solvers.welter` are tested against.

A position is a set of distinct non-negative squares: here a sorted tuple, and in kernels a
bitmask (bit s = a coin on square s); `to_mask` / `from_mask` convert. Nothing here imports the
game, driver or z3 layers, so the drivers (`pychecks.drivers.welter_census`, `welter_dask`) and
`pychecks.smt.welter` can use it and data still flows one way: game -> solver/driver -> verdict.
`pychecks.games.welter` re-exports these names and holds the statements.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from ..grundy import mex

Position = tuple  # sorted tuple of distinct squares


# ---------------------------------------------------------------- encodings

def to_mask(position: Iterable[int]) -> int:
    """Bitmask of a position: bit s set for a coin on square s."""
    mask = 0
    for s in position:
        mask |= 1 << s
    return mask


def from_mask(mask: int) -> Position:
    """The position whose coins are the set bits of `mask`."""
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


def lean_finset(position: Iterable[int]) -> str:
    """A position in Lean syntax: (2, 5, 7) -> '{2, 5, 7}', () -> '∅'."""
    squares = sorted(position)
    return "{" + ", ".join(map(str, squares)) + "}" if squares else "∅"


# ---------------------------------------------------------------- moves and values

def options(position: Iterable[int]) -> list[Position]:
    """WelterMove: every position reached by sliding one coin to a lower empty square."""
    occupied = set(position)
    out = []
    for a in sorted(occupied):
        for b in range(a):
            if b not in occupied:
                out.append(tuple(sorted((occupied - {a}) | {b})))
    return out


@lru_cache(maxsize=None)
def _mex_value(position: Position) -> int:
    return mex(_mex_value(t) for t in options(position))


def mex_value(position: Iterable[int]) -> int:
    """Grundy value by the mex recursion over options (the reference definition)."""
    return _mex_value(tuple(sorted(position)))


def nim_sum(position: Iterable[int]) -> int:
    """nimSum: XOR of the squares."""
    x = 0
    for s in position:
        x ^= s
    return x


def welter_mask(v: int) -> int:
    """welterMask: 2^(v+1) - 1, XORed in for a trie node at bit v whose children are both odd."""
    return (1 << (v + 1)) - 1


def trie_correction(position: Iterable[int]) -> int:
    """welterCorrection: XOR of welter_mask(v) over trie nodes at bit v (the trie is built from
    bit 0 upward) whose two children both hold an odd number of coins."""
    def node(coins: list[int], v: int) -> int:
        if len(coins) < 2:
            return 0
        zero = [c for c in coins if not c >> v & 1]
        one = [c for c in coins if c >> v & 1]
        here = welter_mask(v) if len(zero) % 2 == 1 and len(one) % 2 == 1 else 0
        return here ^ node(zero, v + 1) ^ node(one, v + 1)
    return node(sorted(position), 0)


def trie_value(position: Iterable[int]) -> int:
    """welterValue: the closed form, nim-sum XOR trie correction."""
    position = list(position)
    return nim_sum(position) ^ trie_correction(position)


# ---------------------------------------------------------------- rows and targets

def row_values(rest: Iterable[int], limit: int, value=trie_value) -> dict[int, int]:
    """Value of `rest` plus one free coin, for the free coin on each empty square below `limit`."""
    rest = set(rest)
    return {b: value(rest | {b}) for b in range(limit) if b not in rest}


def row_zeros(rest: Iterable[int], limit: int, value=trie_value) -> list[int]:
    """The empty squares below `limit` where the free coin's row has value 0."""
    return [b for b, g in row_values(rest, limit, value).items() if g == 0]


def walk_target_reference(rest: Iterable[int], b0: int) -> int | None:
    """welterWalk, read straight from the spec: the square b (or None) solving
    b XOR correction(b) = value(rest), with bit 0 of b chosen as b0.

    correction(b) XORs welter_mask(v) for each level v where the coins of `rest` that agree with
    b below bit v but differ at bit v are odd in number. Bit v of correction(b) is the parity of
    such levels u >= v, so equation v XOR equation v+1 fixes bit v+1 of b from bits 0..v:
        b[v+1] = b[v] ^ t_v ^ g[v] ^ g[v+1].
    Once b's path has left the trie (no coin of `rest` agrees with b on the bits so far) and g
    has no more bits, the bits of b stay equal from then on: all zero is a solution, all one
    is none.
    """
    rest = sorted(set(rest))
    g = trie_value(rest)
    # Squares and value lie below 2^k; from bit k + 1 on, the bits of b no longer change.
    k = max(max(rest, default=0).bit_length(), g.bit_length())
    b = b0
    for v in range(k + 2):
        agree = [r for r in rest if r & ((1 << v) - 1) == b & ((1 << v) - 1)]
        t = sum(1 for r in agree if (r >> v & 1) != (b >> v & 1)) % 2
        nxt = (b >> v & 1) ^ t ^ (g >> v & 1) ^ (g >> (v + 1) & 1)
        b |= nxt << (v + 1)
    return None if b >> (k + 2) & 1 else b


def walk_targets(rest: Iterable[int]) -> list[int]:
    """Squares where the walk ends, over both starting bits, that are empty (not in `rest`)."""
    rest = set(rest)
    found = []
    for b0 in (0, 1):
        b = walk_target_reference(rest, b0)
        if b is not None and b not in rest:
            found.append(b)
    return found


def target(position: Iterable[int], coin: int) -> int | None:
    """The coin's target: the empty square where its row has value 0 (by the walk), or None."""
    rest = set(position) - {coin}
    found = walk_targets(rest)
    return found[0] if len(found) == 1 else None


def winning_moves(position: Iterable[int], value=trie_value) -> list[tuple[int, int]]:
    """welterWinningMoves: pairs (a, b), b < a, sliding a to the empty square b reaches value 0."""
    occupied = set(position)
    return [(a, b) for a in sorted(occupied) for b in range(a)
            if b not in occupied and value((occupied - {a}) | {b}) == 0]


def nim_winning_moves(position: Iterable[int]) -> list[tuple[int, int]]:
    """nimWinningMoves: pairs (a, a XOR x), a XOR x < a, x the nim-sum (empty or not)."""
    x = nim_sum(position)
    return [(a, a ^ x) for a in sorted(position) if a ^ x < a]


def top_bit_coins(position: Iterable[int], value=trie_value) -> list[int]:
    """topBitCoins: the coins carrying the top bit of the value (Nim's shortcut); [] at value 0."""
    g = value(position)
    if g == 0:
        return []
    top = g.bit_length() - 1
    return sorted(c for c in position if c >> top & 1)


def essay_row_limit(cap: int) -> int:
    """Squares a free coin is slid over: 2^(k+2) for squares below 2^k, which holds every
    target (see walk_target_reference); 64 for the essay's caps of 11 to 16."""
    k = max(1, (cap - 1).bit_length())
    return 1 << (k + 2)


#: The essay's census: coins -> cap (positions are all sets of that many squares below it).
#: 3,696 positions in all pins the assignment down (see readme_welter.md).
ESSAY_CAPS = {2: 16, 3: 14, 4: 14, 5: 12, 6: 12, 7: 11, 8: 11}


def lean_value(position: Iterable[int]) -> int:
    """welterValue exactly as the Lean definition reads: nim-sum bit by bit, then the correction
    over residue classes r mod 2^v (levels v <= max square) whose children are both odd."""
    squares = sorted(set(position))
    top = max(squares, default=0)
    nim = sum(1 << i for i in range(top + 1)
              if sum(1 for a in squares if a >> i & 1) % 2 == 1)

    def class_odd(v, r):
        return sum(1 for a in squares if a % 2 ** (v + 1) == r) % 2 == 1
    correction = 0
    for v in range(min(top + 1, 8)):  # above the top square's bit length no node has two coins
        for r in range(2 ** v):
            if class_odd(v, r) and class_odd(v, r + 2 ** v):
                correction ^= welter_mask(v)
    return nim ^ correction
