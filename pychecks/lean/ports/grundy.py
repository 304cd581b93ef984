"""The Lean Bool checkers of `lean/Pychecks/Grundy.lean` ported to Python, line by line.

Same conventions as `pychecks/lean/bool_ports.py`: each function has the Lean name in snake_case
and the same recursion (a match on `[]` / `a :: l` is a test on the empty list and a call on
`l[1:]`, `n + 1` patterns count down, `bif c then t else e` is `t if c else e`); `Nat.beq`,
`Nat.ble`, `Nat.blt` are `==`, `<=`, `<`; Lean's truncated `Nat` subtraction is `_sub`. Where
the Lean recursion is a tail call over a long range (`allFrom`, `countIs`) the port is the same
recursion written as a loop, so that Python's stack is not the limit.

The book reader (`pychecks/lean/book_reader.py`) runs these ports on the text of a fixture, which
is what `decide` runs in the kernel; the book bridges (`pychecks/lean/book_bridges.py`) compare
them with the Python mirrors of the Prop definitions.

Example::

    >>> mex_b([0, 1, 3])
    2
"""
from __future__ import annotations

from typing import Callable

# Pychecks.memB is defined in lean/Pychecks/Basic.lean (shared with Heaps.lean): one port of it.
from .checkers import mem_b


def _sub(a: int, b: int) -> int:
    """Lean's `Nat` subtraction: truncated at 0."""
    return a - b if a >= b else 0


# --- tables, mex, sweeps ------------------------------------------------------------------------

def bit_b(s: int, v: int) -> bool:
    """Pychecks.bitB: bit v of s (`s / 2 ^ v % 2`, as a shift: the same for naturals)."""
    return s >> v & 1 == 1


def entry(table: int, w: int, i: int) -> int:
    """Pychecks.entry: entry i of a table of w-bit entries (`table / 2 ^ (w * i) % 2 ^ w`, as a
    shift and a mask: the same for naturals, and no big division per entry)."""
    return table >> (w * i) & ((1 << w) - 1)


def mex_from(vals: list[int], fuel: int, k: int) -> int:
    """Pychecks.mexFrom."""
    if fuel == 0:
        return k
    return mex_from(vals, fuel - 1, k + 1) if mem_b(k, vals) else k


def mex_b(vals: list[int]) -> int:
    """Pychecks.mexB."""
    return mex_from(vals, len(vals), 0)


def book_ok_b(opts: Callable[[int], list[int]], val: Callable[[int], int], p: int) -> bool:
    """Pychecks.bookOkB: the mex equation at p."""
    return val(p) == mex_b([val(q) for q in opts(p)])


def all_from(f: Callable[[int], bool], lo: int, n: int) -> bool:
    """Pychecks.allFrom (its tail recursion as a loop)."""
    while n > 0:
        if not f(lo):
            return False
        lo, n = lo + 1, n - 1
    return True


def count_is(f: Callable[[int], bool], lo: int, n: int, c: int) -> bool:
    """Pychecks.countIs (its tail recursion as a loop; `c` counts down)."""
    while n > 0:
        if c == 0:
            if f(lo):
                return False
            lo, n = lo + 1, n - 1
        elif f(lo):
            lo, n, c = lo + 1, n - 1, c - 1
        else:
            lo, n = lo + 1, n - 1
    return c == 0


def counts_are(val: Callable[[int], int], lo: int, n: int, k: int, cs: list[int]) -> bool:
    """Pychecks.countsAre."""
    if not cs:
        return True
    return (count_is(lambda i: val(i) == k, lo, n, cs[0])
            and counts_are(val, lo, n, k + 1, cs[1:]))


def beq_b(x: bool, y: bool) -> bool:
    """Pychecks.beqB."""
    return (x and y) or ((not x) and (not y))


# --- Node Kayles --------------------------------------------------------------------------------

def clear_bits(s: int, vs: list[int]) -> int:
    """Pychecks.clearBits."""
    if not vs:
        return s
    return clear_bits(s - 2 ** vs[0] if bit_b(s, vs[0]) else s, vs[1:])


def kayles_options_from(s: int, v: int, cl: list[list[int]]) -> list[int]:
    """Pychecks.kaylesOptionsFrom."""
    if not cl:
        return []
    if bit_b(s, v):
        return [clear_bits(s, cl[0])] + kayles_options_from(s, v + 1, cl[1:])
    return kayles_options_from(s, v + 1, cl[1:])


def kayles_options(cl: list[list[int]], s: int) -> list[int]:
    """Pychecks.kaylesOptions."""
    return kayles_options_from(s, 0, cl)


# --- Nim heaps and sums -------------------------------------------------------------------------

def lower_by(c: int, p: int, t: int) -> list[int]:
    """Pychecks.lowerBy."""
    if t == 0:
        return []
    return [_sub(c, t * p)] + lower_by(c, p, t - 1)


def nim_options_from(b: int, c: int, p: int, k: int) -> list[int]:
    """Pychecks.nimOptionsFrom."""
    if k == 0:
        return []
    return lower_by(c, p, c // p % b) + nim_options_from(b, c, p * b, k - 1)


def nim_options(b: int, heaps: int, c: int) -> list[int]:
    """Pychecks.nimOptions."""
    return nim_options_from(b, c, 1, heaps)


def sum_options(opts_a: Callable, opts_b: Callable, nb: int, c: int) -> list[int]:
    """Pychecks.sumOptions."""
    return ([a * nb + c % nb for a in opts_a(c // nb)]
            + [c // nb * nb + q for q in opts_b(c % nb)])


# --- Welter -------------------------------------------------------------------------------------

def choose_b(n: int, k: int) -> int:
    """Pychecks.chooseB."""
    if k == 0:
        return 1
    if n == 0:
        return 0
    return choose_b(n - 1, k - 1) * n // k


def colex_rank_from(s: int, v: int, i: int, k: int) -> int:
    """Pychecks.colexRankFrom."""
    if k == 0:
        return 0
    if bit_b(s, v):
        return choose_b(v, i + 1) + colex_rank_from(s, v + 1, i + 1, k - 1)
    return colex_rank_from(s, v + 1, i, k - 1)


def colex_rank(cap: int, s: int) -> int:
    """Pychecks.colexRank."""
    return colex_rank_from(s, 0, 0, cap)


def colex_unrank_from(i: int, r: int, v: int) -> int:
    """Pychecks.colexUnrankFrom (`v` is the Lean `v + 1`: squares below it)."""
    if v == 0:
        return 0
    v -= 1
    if 0 < i and choose_b(v, i) <= r:
        return 2 ** v + colex_unrank_from(_sub(i, 1), _sub(r, choose_b(v, i)), v)
    return colex_unrank_from(i, r, v)


def colex_unrank(cap: int, n: int, r: int) -> int:
    """Pychecks.colexUnrank."""
    return colex_unrank_from(n, r, cap)


def welter_slides(s: int, a: int, b: int) -> list[int]:
    """Pychecks.welterSlides (`b` is the Lean `b + 1`: squares below it)."""
    if b == 0:
        return []
    b -= 1
    if bit_b(s, b):
        return welter_slides(s, a, b)
    return [_sub(s, 2 ** a) + 2 ** b] + welter_slides(s, a, b)


def welter_options_from(s: int, a: int, k: int) -> list[int]:
    """Pychecks.welterOptionsFrom."""
    if k == 0:
        return []
    return (welter_slides(s, a, a) if bit_b(s, a) else []) + welter_options_from(s, a + 1, k - 1)


def welter_options(cap: int, s: int) -> list[int]:
    """Pychecks.welterOptions."""
    return welter_options_from(s, 0, cap)


def welter_ok_b(cap: int, table: int, w: int, r: int, s: int) -> bool:
    """Pychecks.welterOkB."""
    return colex_rank(cap, s) == r and book_ok_b(
        lambda t: welter_options(cap, t), lambda t: entry(table, w, colex_rank(cap, t)), s)


def squares_from(s: int, v: int, k: int) -> list[int]:
    """Pychecks.squaresFrom."""
    if k == 0:
        return []
    if bit_b(s, v):
        return [v] + squares_from(s, v + 1, k - 1)
    return squares_from(s, v + 1, k - 1)


def xor_all(l: list[int]) -> int:
    """Pychecks.xorAll."""
    if not l:
        return 0
    return l[0] ^ xor_all(l[1:])


def odd_b(n: int) -> bool:
    """Pychecks.oddB."""
    return n % 2 == 1


def trie_correction(f: int, v: int, coins: list[int]) -> int:
    """Pychecks.trieCorrection."""
    if f == 0:
        return 0
    if len(coins) < 2:
        return 0
    zero = [c for c in coins if not bit_b(c, v)]
    one = [c for c in coins if bit_b(c, v)]
    here = _sub(2 ** (v + 1), 1) if odd_b(len(zero)) and odd_b(len(one)) else 0
    return here ^ trie_correction(f - 1, v + 1, zero) ^ trie_correction(f - 1, v + 1, one)


def welter_value_b(cap: int, s: int) -> int:
    """Pychecks.welterValueB."""
    return xor_all(squares_from(s, 0, cap)) ^ trie_correction(cap, 0, squares_from(s, 0, cap))


def top_bit_from(g: int, k: int) -> int:
    """Pychecks.topBitFrom."""
    if k == 0:
        return 0
    return k - 1 if bit_b(g, k - 1) else top_bit_from(g, k - 1)


def welter_wins_b(val: Callable[[int], int], s: int, a: int) -> bool:
    """Pychecks.welterWinsB."""
    return any(val(t) == 0 for t in welter_slides(s, a, a))


def shortcut_exact_b(cap: int, val: Callable[[int], int], s: int) -> bool:
    """Pychecks.shortcutExactB."""
    return all(beq_b(bit_b(a, top_bit_from(val(s), cap)), welter_wins_b(val, s, a))
               for a in squares_from(s, 0, cap))
