"""Numba kernels for Welter's game. Readable references live in
`pychecks.solvers.welter_reference`.

A position is a bitmask of occupied squares (bit s set = a coin on square s), as np.uint64.
Kernels touch only ints and arrays and write into arrays the caller allocates; the drivers in
`pychecks.drivers.welter_census` validate, allocate and decode.

The closed form is evaluated from *parity masks*: for a trie level v, `par[v]` has bit r set when
an odd number of coins are congruent to r modulo 2^(v+1). A trie node at bit v is a residue class
r modulo 2^v; its two children are the classes r and r + 2^v modulo 2^(v+1), so the nodes whose
children are both odd are the set bits of `par[v] & (par[v] >> 2^v)` below 2^v. Residues must fit
in 64 bits, so every kernel here needs squares below 64 (`MAX_SQUARES`).
"""
from __future__ import annotations

import numpy as np
from numba import njit

#: Squares must lie below this: parity masks hold residues modulo 2^6 in one uint64.
MAX_SQUARES = 64
#: Levels of the trie that can hold a node with two coins when squares are below 64.
LEVELS = 6
#: Bits the target walk runs through: squares and values below 2^k force every bit above k + 1
#: (see `solvers.welter_reference.walk_target_reference`), and k <= 6 here.
WALK_BITS = LEVELS + 2

# Indices into a census count row (one row per number of coins).
C_POSITIONS = 0          # positions examined
C_NONZERO = 1            # positions of non-zero value
C_COINS = 2              # coins tried (one row per coin)
C_SQUARES = 3            # squares tried along rows (row scans only)
C_ROW_ONCE = 4           # coins whose row reaches 0 exactly once
C_WALK_ONE = 5           # coins for which exactly one starting bit of the walk ends on an empty square
C_WIN_MOVES = 6          # winning moves in total
C_ODD_WIN = 7            # positions whose number of winning moves is odd
C_SHORTCUT_EXACT = 8     # non-zero positions where the top-bit coins are exactly the winning coins
C_XOR_SQUARE = 9         # winning moves (c -> t) with t == c XOR value
C_WELTER_LOSS = 10       # value 0
C_NIM_LOSS = 11          # nim-sum 0
C_BOTH_LOSS = 12         # both
C_SUBSET = 13            # positions where Welter's winning moves are a subset of Nim's
C_EQUAL_MOVES = 14       # positions where the two sets of winning moves are equal
C_STRUCK = 15            # Nim winning moves that land on an occupied square
C_ODD_DIFF = 16          # positions where #Nim moves - #Welter moves is odd
C_MEX_CHECKED = 17       # positions whose closed form was compared with the mex table
N_COUNTS = 18

# Indices of first failures (smallest bitmask within one coin count; -1 when none).
F_ROW_NOT_ONCE = 0       # a row reaching 0 zero times or twice
F_WALK_NOT_ONE = 1       # both or neither starting bit ends on an empty square
F_WALK_NE_ROW = 2        # walk target differs from the row's zero (row scans only)
F_MEX_NE_CLOSED = 3      # closed form differs from the mex table
F_EVEN_WIN = 4           # non-zero value, even number of winning moves
F_ODD_WIN = 5            # non-zero value, odd number of winning moves
F_LOSS_MISMATCH = 6      # exactly one of (Welter loss, Nim loss)
F_MOVES_NE = 7           # sets of winning moves differ
F_MOVES_NOT_SUBSET = 8   # a Welter winning move that is not Nim's
F_LOSS_BIT0 = 9          # a Welter loss whose nim-sum is even
F_LOSS_BIT1 = 10         # a Welter loss whose nim-sum is odd
F_ROW_REPEAT = 11        # a row with a repeated value (row scans only)
F_SHORTCUT_EXACT = 12    # first non-zero position where the shortcut names the winning coins
F_SHORTCUT_INEXACT = 13  # first non-zero position where it does not
F_BOTH_LOSS = 14         # a position that is a loss in both games
N_FAILS = 15

_ONE = np.uint64(1)
_ZERO = np.uint64(0)


@njit(cache=True, inline="always")
def _popcount(x):
    """Set bits of a uint64 (SWAR; numba has no portable popcount intrinsic)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit(cache=True, inline="always")
def _low_ones(width):
    """2^width - 1 as uint64, for width in 0..64."""
    if width >= 64:
        return np.uint64(0xFFFFFFFFFFFFFFFF)
    return (_ONE << np.uint64(width)) - _ONE


@njit(cache=True)
def _parity_masks(mask, par):
    """par[v] := residues r < 2^(v+1) holding an odd number of the coins of `mask`."""
    for v in range(LEVELS):
        par[v] = _ZERO
    m = mask
    while m:
        low = m & (~m + _ONE)
        s = np.int64(_popcount(low - _ONE))
        m ^= low
        for v in range(LEVELS):
            par[v] ^= _ONE << np.uint64(s & ((1 << (v + 1)) - 1))


@njit(cache=True, inline="always")
def _correction(par):
    """XOR of mask(v) = 2^(v+1) - 1 over trie nodes whose two children both hold odd counts."""
    corr = 0
    for v in range(LEVELS):
        half = np.uint64(1 << v)
        both = par[v] & (par[v] >> half) & _low_ones(1 << v)
        if _popcount(both) & _ONE:
            corr ^= (1 << (v + 1)) - 1
    return corr


@njit(cache=True, inline="always")
def _nim_sum(mask):
    x = 0
    m = mask
    while m:
        low = m & (~m + _ONE)
        x ^= np.int64(_popcount(low - _ONE))
        m ^= low
    return x


@njit(cache=True)
def _closed_form(mask, par):
    """Welter value of a position (squares below 64) by the trie closed form; `par` is scratch."""
    _parity_masks(mask, par)
    return _nim_sum(mask) ^ _correction(par)


@njit(cache=True)
def _mex_table(cap, out):
    """out[mask] := Welter value of every position below `cap` squares, by the mex recursion.

    Sliding a coin down clears a bit and sets a lower one, so every option has a smaller
    bitmask: one pass in increasing order sees every option's value first.
    """
    seen = np.zeros(2 * cap + 2, dtype=np.int64)
    for mask in range(1 << cap):
        stamp = mask + 1  # stamps avoid clearing `seen` for every position
        for a in range(cap):
            if not (mask >> a) & 1:
                continue
            without = mask ^ (1 << a)
            for b in range(a):
                if (mask >> b) & 1:
                    continue
                seen[out[without | (1 << b)]] = stamp
        g = 0
        while seen[g] == stamp:
            g += 1
        out[mask] = g


@njit(cache=True)
def _closed_form_table(cap, out):
    """out[mask] := closed-form value of every position below `cap` squares."""
    par = np.zeros(LEVELS, dtype=np.uint64)
    for mask in range(1 << cap):
        out[mask] = _closed_form(np.uint64(mask), par)


@njit(cache=True, inline="always")
def _class_odd(par_r, mask_r, v, r):
    """Does residue class r modulo 2^(v+1) hold an odd number of the coins of R?

    Above level LEVELS - 1 a class modulo 2^(v+1) >= 128 holds at most the coin r itself.
    """
    if v < LEVELS:
        return (par_r[v] >> np.uint64(r)) & _ONE
    if r < 64:
        return (mask_r >> np.uint64(r)) & _ONE
    return _ZERO


@njit(cache=True)
def _walk(par_r, mask_r, g, b0):
    """The target walk for the row of R (parity masks par_r, value g) from bit 0 = b0.

    Returns the square it ends on, or -1 when the forced bits never settle (no solution).
    """
    b = b0
    for v in range(WALK_BITS):
        bv = (b >> v) & 1
        r = (b ^ (1 << v)) & ((1 << (v + 1)) - 1)
        t = np.int64(_class_odd(par_r, mask_r, v, r))
        nxt = bv ^ t ^ ((g >> v) & 1) ^ ((g >> (v + 1)) & 1)
        b |= nxt << (v + 1)
    if (b >> WALK_BITS) & 1:
        return -1
    return b


@njit(cache=True)
def _coin_targets(mask, par, par_r, targets, good_starts):
    """For each coin (in increasing order of square) of `mask`: its target by the walk
    (-1 when neither start ends on an empty square) and how many starts end on an empty square.

    Returns the number of coins. `par` must hold the parity masks of `mask`.
    """
    n = 0
    m = mask
    while m:
        low = m & (~m + _ONE)
        c = np.int64(_popcount(low - _ONE))
        m ^= low
        mask_r = mask ^ low
        for v in range(LEVELS):
            par_r[v] = par[v] ^ (_ONE << np.uint64(c & ((1 << (v + 1)) - 1)))
        g = _nim_sum(mask_r) ^ _correction(par_r)
        target = -1
        good = 0
        for b0 in range(2):
            b = _walk(par_r, mask_r, g, b0)
            if b < 0:
                continue
            if b < 64 and (mask_r >> np.uint64(b)) & _ONE:
                continue  # ends on an occupied square
            good += 1
            target = b
        targets[n] = target
        good_starts[n] = good
        n += 1
    return n


@njit(cache=True)
def _row_scan(mask, c, limit, scratch):
    """Slide coin c of `mask` over every empty square below `limit` (<= 64).

    Returns (zeros, last zero square or -1, 1 if a value repeats else 0, squares tried).
    """
    mask_r = mask ^ (_ONE << np.uint64(c))
    seen = _ZERO  # row values stay below 64 because squares do
    zeros = 0
    where = -1
    repeat = 0
    tried = 0
    for b in range(limit):
        bit = _ONE << np.uint64(b)
        if mask_r & bit:
            continue
        tried += 1
        val = _closed_form(mask_r | bit, scratch)
        vbit = _ONE << np.uint64(val)
        if seen & vbit:
            repeat = 1
        seen |= vbit
        if val == 0:
            zeros += 1
            where = b
    return zeros, where, repeat, tried


@njit(cache=True)
def _first_position(n):
    """Bitmask of squares 0..n-1: the first n-coin position in increasing bitmask order."""
    return (_ONE << np.uint64(n)) - _ONE if n < 64 else np.uint64(0xFFFFFFFFFFFFFFFF)


@njit(cache=True)
def _next_position(mask):
    """The next larger bitmask with as many set bits (Gosper's hack); 0 for the empty set."""
    if mask == _ZERO:
        return _ZERO
    low = mask & (~mask + _ONE)
    ripple = mask + low
    ones = ((ripple ^ mask) >> np.uint64(2)) // low
    return ripple | ones


@njit(cache=True)
def _record(fails, which, mask):
    if fails[which] < 0:
        fails[which] = np.int64(mask)


@njit(cache=True)
def _census_chunk(start, count, cap, row_limit, mex, counts, fails):
    """Census of `count` successive positions (all of one coin count, increasing bitmask order)
    beginning at bitmask `start`, all below `cap` squares.

    Adds into counts[N_COUNTS] and records first failures into fails[N_FAILS] (keeps earlier
    ones, so chunks fed in order leave the smallest). `row_limit` > 0 also slides every free coin
    over every empty square below it (<= 64) and compares with the walk. `mex`, when it has
    2^cap entries, is compared with the closed form. Returns the position after the last one.
    """
    par = np.zeros(LEVELS, dtype=np.uint64)
    par_r = np.zeros(LEVELS, dtype=np.uint64)
    scratch = np.zeros(LEVELS, dtype=np.uint64)
    targets = np.zeros(64, dtype=np.int64)
    good = np.zeros(64, dtype=np.int64)
    coins = np.zeros(64, dtype=np.int64)
    use_mex = mex.shape[0] == (1 << cap)
    limit_mask = _low_ones(cap)
    mask = np.uint64(start)
    done = 0
    while done < count and (mask & ~limit_mask) == _ZERO:
        done += 1
        _parity_masks(mask, par)
        x = _nim_sum(mask)
        g = x ^ _correction(par)
        counts[C_POSITIONS] += 1
        if use_mex:
            counts[C_MEX_CHECKED] += 1
            if mex[np.int64(mask)] != g:
                _record(fails, F_MEX_NE_CLOSED, mask)
        n = _coin_targets(mask, par, par_r, targets, good)
        i = 0
        m = mask
        while m:
            low = m & (~m + _ONE)
            coins[i] = np.int64(_popcount(low - _ONE))
            m ^= low
            i += 1
        counts[C_COINS] += n
        wins = 0
        win_coins = _ZERO
        subset = True
        for i in range(n):
            c = coins[i]
            if good[i] == 1:
                counts[C_WALK_ONE] += 1
            else:
                _record(fails, F_WALK_NOT_ONE, mask)
            t = targets[i]
            if row_limit > 0:
                zeros, where, repeat, tried = _row_scan(mask, c, row_limit, scratch)
                counts[C_SQUARES] += tried
                if zeros == 1:
                    counts[C_ROW_ONCE] += 1
                else:
                    _record(fails, F_ROW_NOT_ONCE, mask)
                if repeat:
                    _record(fails, F_ROW_REPEAT, mask)
                if where != t:
                    _record(fails, F_WALK_NE_ROW, mask)
            else:
                # The walk finds every solution of the row equation over all squares, so one
                # empty solution is exactly one zero on the whole row.
                if t >= 0 and good[i] == 1:
                    counts[C_ROW_ONCE] += 1
                else:
                    _record(fails, F_ROW_NOT_ONCE, mask)
            if 0 <= t < c:
                wins += 1
                win_coins |= _ONE << np.uint64(c)
                if t == c ^ g:
                    counts[C_XOR_SQUARE] += 1
                if t != c ^ x:
                    subset = False
        counts[C_WIN_MOVES] += wins
        if wins & 1:
            counts[C_ODD_WIN] += 1
        nim_moves = 0
        struck = 0
        if x != 0:
            for i in range(n):
                c = coins[i]
                if (c ^ x) < c:
                    nim_moves += 1
                    d = c ^ x
                    if d < 64 and (mask >> np.uint64(d)) & _ONE:
                        struck += 1
        counts[C_STRUCK] += struck
        if g != 0:
            counts[C_NONZERO] += 1
            if wins & 1:
                _record(fails, F_ODD_WIN, mask)
            else:
                _record(fails, F_EVEN_WIN, mask)
            top = 0
            while (g >> (top + 1)) != 0:
                top += 1
            shortcut = _ZERO
            for i in range(n):
                if (coins[i] >> top) & 1:
                    shortcut |= _ONE << np.uint64(coins[i])
            if shortcut == win_coins:
                counts[C_SHORTCUT_EXACT] += 1
                _record(fails, F_SHORTCUT_EXACT, mask)
            else:
                _record(fails, F_SHORTCUT_INEXACT, mask)
        else:
            counts[C_WELTER_LOSS] += 1
            if x & 1:
                _record(fails, F_LOSS_BIT1, mask)
            else:
                _record(fails, F_LOSS_BIT0, mask)
        if x == 0:
            counts[C_NIM_LOSS] += 1
            if g == 0:
                counts[C_BOTH_LOSS] += 1
                _record(fails, F_BOTH_LOSS, mask)
        if (g == 0) != (x == 0):
            _record(fails, F_LOSS_MISMATCH, mask)
        if subset:
            counts[C_SUBSET] += 1
        else:
            _record(fails, F_MOVES_NOT_SUBSET, mask)
        if subset and nim_moves == wins:
            counts[C_EQUAL_MOVES] += 1
        else:
            _record(fails, F_MOVES_NE, mask)
        if (nim_moves - wins) & 1:
            counts[C_ODD_DIFF] += 1
        mask = _next_position(mask)
        if mask == _ZERO:
            break
    return mask
