"""Drivers for Welter's game: validate, allocate, call the kernels in `pychecks.solvers.welter`,
and decode into census rows and Verdicts.

The census examines every position of n coins below a cap (all n-subsets of squares 0..cap-1)
and tabulates, per n, the figures of the essay (see `COLUMNS`). Its per-position work is one
kernel (`_census_chunk`) fed consecutive chunks of positions, so a later multi-core driver only
has to split the chunks.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from math import comb

import numpy as np

from .errors import BadBound, TooLarge, memory_limit_bytes
from .games import welter as W
from .progress import Progress

#: Kernels keep residues of squares in one uint64 and enumerate positions with 64-bit masks.
MAX_CENSUS_CAP = 32
#: The mex table holds one byte per subset of squares; 2^30 bytes is the most we ever plan.
MAX_MEX_CAP = 30
#: Row scans evaluate the closed form on squares below 64.
MAX_ROW_LIMIT = 64
#: Positions per kernel call: large enough to hide call overhead, small enough for progress.
CHUNK = 1 << 20

#: Census columns, in print order: (key, header, kernel count index or None).
COLUMNS = [
    ("positions", "positions"), ("nonzero", "value≠0"), ("coins", "coins tried"),
    ("squares", "squares tried"), ("row_once", "row hits 0 once"),
    ("walk_one", "walk: one start"), ("win_moves", "winning moves"),
    ("odd_win", "odd #wins"), ("shortcut_exact", "top-bit exact"),
    ("xor_square", "c^g is target"), ("welter_loss", "Welter losses"),
    ("nim_loss", "Nim losses"), ("both_loss", "both"), ("subset", "W ⊆ Nim"),
    ("equal_moves", "W = Nim"), ("struck", "Nim struck"), ("odd_diff", "odd #struck"),
    ("mex_checked", "mex = closed"),
]
FAILS = ["row_not_once", "walk_not_one", "walk_ne_row", "mex_ne_closed", "even_win", "odd_win",
         "loss_mismatch", "moves_ne", "moves_not_subset", "loss_bit0", "loss_bit1",
         "row_repeat", "shortcut_exact", "shortcut_inexact", "both_loss"]


def _kernels():
    from .solvers import welter as K
    assert len(COLUMNS) == K.N_COUNTS and len(FAILS) == K.N_FAILS
    return K


@dataclass
class CensusRow:
    """Census figures for one number of coins: counts by column key, and for each kind of
    failure the first position (smallest bitmask) showing it, or None."""

    coins: int
    cap: int
    row_limit: int
    counts: dict[str, int]
    first: dict[str, tuple | None]
    seconds: float = 0.0
    mex_cap: int = 0

    @property
    def losses_relation(self) -> str:
        """Welter losses versus Nim losses: equal, disjoint or overlap."""
        w, n, b = (self.counts[k] for k in ("welter_loss", "nim_loss", "both_loss"))
        if w == n == b:
            return "equal"
        if b == 0:
            return "disjoint"
        return "overlap"

    def to_json(self) -> dict:
        return {"coins": self.coins, "cap": self.cap, "row_limit": self.row_limit,
                "counts": dict(self.counts), "losses": self.losses_relation,
                "first": {k: (list(v) if v is not None else None) for k, v in self.first.items()},
                "seconds": round(self.seconds, 3)}


def check_cap(cap: int, what: str = "census", most: int = MAX_CENSUS_CAP) -> None:
    """BadBound unless 1 <= cap <= most."""
    if not isinstance(cap, int) or cap < 1 or cap > most:
        raise BadBound(f"{what}: cap {cap} must be between 1 and {most} squares")


def mex_table(cap: int) -> np.ndarray:
    """Welter values of every position below `cap` squares by the mex recursion (numba)."""
    check_cap(cap, "mex table", MAX_MEX_CAP)
    need = 1 << cap
    if need > memory_limit_bytes():
        raise TooLarge(f"mex table below {cap} squares", need, memory_limit_bytes())
    out = np.zeros(need, dtype=np.uint8)
    _kernels()._mex_table(cap, out)
    return out


def closed_form_table(cap: int) -> np.ndarray:
    """Closed-form values of every position below `cap` squares (numba), as uint8."""
    check_cap(cap, "closed-form table", MAX_MEX_CAP)
    need = 9 << cap  # int64 result, then the uint8 copy
    if need > memory_limit_bytes():
        raise TooLarge(f"closed-form table below {cap} squares", need, memory_limit_bytes())
    out = np.zeros(1 << cap, dtype=np.int64)
    _kernels()._closed_form_table(cap, out)
    return out.astype(np.uint8)


def census_row(coins: int, cap: int, row_limit: int = 0, mex: np.ndarray | None = None,
               label: str = "census") -> CensusRow:
    """Census of every position of `coins` coins below `cap` squares.

    row_limit > 0 slides each free coin over every empty square below it (at most 64) and
    compares the zero found with the walk's target; 0 uses the walk alone. `mex`, a table from
    `mex_table(cap)`, is compared with the closed form on every position.
    """
    check_cap(cap)
    if coins < 0 or coins > cap:
        raise BadBound(f"census: {coins} coins do not fit below {cap} squares")
    if row_limit < 0 or row_limit > MAX_ROW_LIMIT:
        raise BadBound(f"census: row limit {row_limit} must be between 0 and {MAX_ROW_LIMIT}")
    K = _kernels()
    counts = np.zeros(K.N_COUNTS, dtype=np.int64)
    fails = np.full(K.N_FAILS, -1, dtype=np.int64)
    mex_arr = mex if mex is not None else np.zeros(1, dtype=np.uint8)
    if mex is not None and mex.shape[0] != 1 << cap:
        raise BadBound(f"census: mex table has {mex.shape[0]} entries, cap {cap} needs {1 << cap}")
    total = comb(cap, coins)
    start = time.perf_counter()
    mask = K._first_position(coins)
    done = 0
    with Progress(f"{label} n={coins} cap={cap}") as pr:
        while done < total:
            step = min(CHUNK, total - done)
            mask = K._census_chunk(mask, step, cap, row_limit, mex_arr, counts, fails)
            done += step
            pr.update(done, total)
    assert counts[K.C_POSITIONS] == total, "census enumerated a different number of positions"
    return CensusRow(
        coins=coins, cap=cap, row_limit=row_limit,
        counts={key: int(counts[i]) for i, (key, _) in enumerate(COLUMNS)},
        first={name: (W.from_mask(int(fails[i])) if fails[i] >= 0 else None)
               for i, name in enumerate(FAILS)},
        seconds=time.perf_counter() - start, mex_cap=cap if mex is not None else 0)


def census_row_reference(coins: int, cap: int, row_limit: int = 0,
                         value=W.trie_value) -> CensusRow:
    """The same figures as `census_row`, in pure Python from the definitions (small sizes only).

    Rows are scanned with `value` when row_limit > 0, targets otherwise come from the walk;
    `value=W.mex_value` also fills the mex column.
    """
    import itertools
    counts = {key: 0 for key, _ in COLUMNS}
    first: dict[str, tuple | None] = {name: None for name in FAILS}

    def record(name, pos):
        if first[name] is None:
            first[name] = pos

    # itertools.combinations of a reversed range is not bitmask order; sort explicitly.
    positions = sorted(itertools.combinations(range(cap), coins), key=W.to_mask)
    for pos in positions:
        counts["positions"] += 1
        g = W.trie_value(pos)
        x = W.nim_sum(pos)
        if value is W.mex_value:
            counts["mex_checked"] += 1
            if W.mex_value(pos) != g:
                record("mex_ne_closed", pos)
        counts["coins"] += len(pos)
        wins = []
        for c in pos:
            rest = set(pos) - {c}
            walk = W.walk_targets(rest)
            t = walk[0] if len(walk) == 1 else -1
            if len(walk) == 1:
                counts["walk_one"] += 1
            else:
                record("walk_not_one", pos)
            if row_limit:
                row = W.row_values(rest, row_limit, value)
                counts["squares"] += len(row)
                zeros = [b for b, v in row.items() if v == 0]
                if len(zeros) == 1:
                    counts["row_once"] += 1
                else:
                    record("row_not_once", pos)
                if len(set(row.values())) != len(row):
                    record("row_repeat", pos)
                if (zeros[-1] if zeros else -1) != t:
                    record("walk_ne_row", pos)
            elif len(walk) == 1:
                counts["row_once"] += 1
            else:
                record("row_not_once", pos)
            if 0 <= t < c:
                wins.append((c, t))
        counts["win_moves"] += len(wins)
        counts["xor_square"] += sum(1 for c, t in wins if t == c ^ g)
        if len(wins) % 2:
            counts["odd_win"] += 1
        nim = W.nim_winning_moves(pos)
        counts["struck"] += sum(1 for _, d in nim if d in pos)
        if g:
            counts["nonzero"] += 1
            record("odd_win" if len(wins) % 2 else "even_win", pos)
            if W.top_bit_coins(pos) == sorted(c for c, _ in wins):
                counts["shortcut_exact"] += 1
                record("shortcut_exact", pos)
            else:
                record("shortcut_inexact", pos)
        else:
            counts["welter_loss"] += 1
            record("loss_bit1" if x & 1 else "loss_bit0", pos)
        if x == 0:
            counts["nim_loss"] += 1
            if g == 0:
                counts["both_loss"] += 1
                record("both_loss", pos)
        if (g == 0) != (x == 0):
            record("loss_mismatch", pos)
        subset = set(wins) <= set(nim)
        if subset:
            counts["subset"] += 1
        else:
            record("moves_not_subset", pos)
        if set(wins) == set(nim):
            counts["equal_moves"] += 1
        else:
            record("moves_ne", pos)
        if (len(nim) - len(wins)) % 2:
            counts["odd_diff"] += 1
    return CensusRow(coins=coins, cap=cap, row_limit=row_limit, counts=counts, first=first,
                     mex_cap=cap if value is W.mex_value else 0)


@dataclass
class Census:
    """Census rows for several coin counts, with how they were made."""

    rows: list[CensusRow]
    description: str
    seconds: float = 0.0
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"description": self.description, "seconds": round(self.seconds, 3),
                "rows": [r.to_json() for r in self.rows], **self.extra}


def essay_census() -> Census:
    """The essay's census: n = 2..8 under caps 16, 14, 14, 12, 12, 11, 11 (3,696 positions),
    each position valued by the mex recursion and compared with the closed form, every free coin
    slid over every empty square below 64."""
    start = time.perf_counter()
    rows = []
    tables: dict[int, np.ndarray] = {}
    for coins, cap in W.ESSAY_CAPS.items():
        if cap not in tables:
            tables[cap] = mex_table(cap)
        rows.append(census_row(coins, cap, row_limit=W.essay_row_limit(cap), mex=tables[cap],
                               label="essay census"))
    return Census(rows=rows, seconds=time.perf_counter() - start,
                  description="essay census: mex-valued, closed form compared, rows below 64")


def custom_census(coins: list[int], cap: int, rows: bool | None = None,
                  mex: bool | None = None) -> Census:
    """Every position of each coin count in `coins` below `cap` squares. Rows are scanned when
    the row limit fits (cap <= 16) unless `rows` says otherwise; the mex table is compared when
    cap <= 20 unless `mex` says otherwise."""
    check_cap(cap)
    limit = W.essay_row_limit(cap)
    if rows is None:
        rows = limit <= MAX_ROW_LIMIT
    if rows and limit > MAX_ROW_LIMIT:
        raise BadBound(f"census: rows below {limit} squares need squares below 64 "
                       f"(cap {cap} is too large for row scans; the walk is used without them)")
    if mex is None:
        mex = cap <= 20
    for n in coins:
        if n < 0 or n > cap:
            raise BadBound(f"census: {n} coins do not fit below {cap} squares")
    total = sum(comb(cap, n) for n in coins)
    start = time.perf_counter()
    table = mex_table(cap) if mex else None
    out = [census_row(n, cap, row_limit=limit if rows else 0, mex=table) for n in coins]
    how = ("rows scanned below %d" % limit) if rows else "targets by the walk"
    how += ", mex compared" if mex else ", closed form only"
    return Census(rows=out, seconds=time.perf_counter() - start,
                  description=f"{total:,} positions below {cap} squares ({how})")
