"""Drivers for Welter's game: validate, allocate, call the kernels in `pychecks.solvers.welter`,
and decode into census rows and Verdicts.

Positions are decoded and explained with the pure-Python reference
(`pychecks.solvers.welter_reference`); nothing here imports `pychecks.games` or `pychecks.smt`.
The statements that add a z3 part to a census part (`welterLoss_nimSumLastBit`,
`welterFourCoins_nimMoveEmpty`) combine the two in `pychecks.games.welter`.

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

from ..errors import BadBound, TooLarge, memory_limit_bytes
from ..solvers import welter_reference as W
from ..progress import Progress

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
    from ..solvers import welter as K
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
    with Progress(f"{label}: Welter census of {coins} coin{'s' * (coins != 1)} below {cap} "
                  "squares") as pr:
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


# ---------------------------------------------------------------- statement checks

#: Default caps of `pychecks check` (each check a second or two once numba's cache is warm).
DEFAULT_GRUNDY_CAP = 16      # 65,536 positions, mex recursion against closed form
DEFAULT_ROW_CAP = 12         # rows scanned below 64 for every position below 12 squares
DEFAULT_CLAIM_CAP = 20       # 1,048,576 positions, targets by the walk


def describe(position) -> list[str]:
    """Breakdown lines for a counterexample: value, nim-sum, targets, both games' winning moves."""
    pos = tuple(position)
    lines = [f"welterValue = {W.trie_value(pos)}, welterNimSum = {W.nim_sum(pos)}"]
    targets = ", ".join(f"{c}→{W.target(pos, c)}" for c in pos)
    lines.append(f"targets (coin→square where its row hits 0): {targets}")
    lines.append(f"welterWinningMoves = {sorted(W.winning_moves(pos))}")
    lines.append(f"welterNimWinningMoves = {sorted(W.nim_winning_moves(pos))}")
    return lines


def _fails(claim, backend, scope, examined, position, issue, part=None, extra=None, seconds=0.0):
    from ..verdict import Counterexample, Status, Verdict
    cex = Counterexample(bindings={"S": W.lean_finset(position)}, issue=issue,
                         breakdown=(extra or []) + describe(position),
                         data={"position": list(position)})
    return Verdict(claim=claim, status=Status.FAILS, backend=backend, scope=scope, part=part,
                   examined=examined, counterexample=cex, seconds=seconds,
                   reproduce={"position": list(position)})


def _holds(claim, backend, scope, examined, part=None, seconds=0.0, reason=None):
    from ..verdict import Status, Verdict
    return Verdict(claim=claim, status=Status.HOLDS, backend=backend, scope=scope, part=part,
                   examined=examined, seconds=seconds, reason=reason)


def _smallest(positions):
    """The least position by bitmask (the order every census walks in); None if none."""
    found = [p for p in positions if p is not None]
    return min(found, key=W.to_mask) if found else None


def all_rows(cap: int, coins=None, row_limit: int = 0) -> list[CensusRow]:
    """Census rows for every coin count (or those in `coins`) below `cap` squares."""
    check_cap(cap)
    out = []
    for n in (range(cap + 1) if coins is None else coins):
        if n <= cap:
            key = (n, cap, row_limit)
            if key not in _ROW_CACHE:  # several statements read the same census in one run
                _ROW_CACHE[key] = census_row(n, cap, row_limit=row_limit, label="check")
            out.append(_ROW_CACHE[key])
    return out


_ROW_CACHE: dict[tuple[int, int, int], CensusRow] = {}


def check_grundy(cap: int, closed_form=None, claim: str = "welterValue_isGrundy"):
    """welterValue_isGrundy below `cap` squares: the closed form equals the mex recursion on
    every position (options of a position below the cap stay below it, so this is the mex
    equations at every such position). `closed_form` (position -> int) replaces the kernel's
    closed form, for mutants."""
    start = time.perf_counter()
    mex = mex_table(cap)
    if closed_form is None:
        table = closed_form_table(cap)
    else:
        table = np.array([closed_form(W.from_mask(m)) for m in range(1 << cap)], dtype=np.int64)
    bad = np.nonzero(mex.astype(np.int64) != table.astype(np.int64))[0]
    scope = f"every position below {cap} squares"
    seconds = time.perf_counter() - start
    if len(bad) == 0:
        return _holds(claim, "mex table", scope, 1 << cap, seconds=seconds)
    pos = W.from_mask(int(bad[0]))
    opts = W.options(pos)
    option_values = [int(table[W.to_mask(t)]) for t in opts]
    extra = [f"claimed value {int(table[int(bad[0])])}, mex of the options {W.mex(option_values)}"]
    extra += [f"option {W.lean_finset(t)} has value {g}" for t, g in zip(opts, option_values)]
    return _fails(claim, "mex table", scope, 1 << cap, pos, "IsGrundyFunction WelterMove "
                  "welterValue", extra=extra, seconds=seconds)


def check_rows_injective(cap: int, value=None, claim: str = "welterRow_injective"):
    """welterRow_injective below `cap` (<= 16) squares: for every position and every coin, the
    values with that coin on each empty square below 2^(k+2) (64 for caps 9..16) are distinct.
    `value` (position -> int) runs the pure-Python census with that value, for mutants."""
    start = time.perf_counter()
    limit = W.essay_row_limit(cap)
    if limit > MAX_ROW_LIMIT:
        raise BadBound(f"{claim}: rows need squares below 64; cap {cap} is more than 16")
    if value is None:
        rows = all_rows(cap, row_limit=limit)
    else:
        rows = [census_row_reference(n, cap, limit, value=value) for n in range(1, cap + 1)]
    scope = f"every row of a position below {cap} squares, free coin below {limit}"
    examined = sum(r.counts["coins"] for r in rows)
    bad = _smallest(r.first["row_repeat"] for r in rows)
    seconds = time.perf_counter() - start
    if bad is None:
        return _holds(claim, "row scan", scope, examined, seconds=seconds)
    return _fails(claim, "row scan", scope, examined, bad, "b = c (a row repeats a value)",
                  seconds=seconds)


def check_coin_count_statement(claim: str, cap: int, coins, fail_keys, issue: str,
                               backend: str = "census"):
    """A statement about every position of the given coin counts: FAILS at the smallest
    position recorded under any of `fail_keys`."""
    start = time.perf_counter()
    rows = all_rows(cap, coins=coins)
    counts = sorted({r.coins for r in rows})
    scope = f"every position below {cap} squares"
    if coins is not None:
        scope += f", n ∈ {{{', '.join(map(str, counts))}}}"
    examined = sum(r.counts["positions"] for r in rows)
    bad = _smallest(r.first[k] for r in rows for k in fail_keys)
    seconds = time.perf_counter() - start
    if bad is None:
        return _holds(claim, backend, scope, examined, seconds=seconds)
    return _fails(claim, backend, scope, examined, bad, issue, seconds=seconds)


def last_bit_census(cap: int, parity=None, claim: str = "welterLoss_nimSumLastBit"):
    """The enumeration part of welterLoss_nimSumLastBit below `cap` squares (every n): a loss's
    nim-sum has last bit n(n-1)/2 mod 2, and for n ≡ 2, 3 (mod 4) no loss is a Nim loss.
    `parity` (n -> 0/1) replaces n(n-1)/2 mod 2 (mutants). The z3 part is added by the game
    module."""
    want = parity or (lambda n: n * (n - 1) // 2 % 2)
    start = time.perf_counter()
    rows = all_rows(cap)
    examined = sum(r.counts["positions"] for r in rows)
    # A loss whose nim-sum parity is not the wanted one; for n ≡ 2, 3 (mod 4) a Nim loss too.
    bad = _smallest([r.first["loss_bit1" if want(r.coins) == 0 else "loss_bit0"] for r in rows]
                    + [r.first["both_loss"] for r in rows if want(r.coins) == 1])
    scope = f"every position below {cap} squares"
    seconds = time.perf_counter() - start
    if bad is None:
        return _holds(claim, "census", scope, examined, part="enumeration", seconds=seconds)
    return _fails(claim, "census", scope, examined, bad,
                  "welterNimSum S % 2 = S.card * (S.card - 1) / 2 % 2", part="enumeration",
                  seconds=seconds)


def struck_moves_census(claim: str, cap: int, coins: int):
    """The enumeration part of welterFourCoins_nimMoveEmpty: no Nim winning move of a position of
    `coins` coins below `cap` squares lands on an occupied square (`coins` other than 4 is a
    mutant). The z3 part is added by the game module."""
    start = time.perf_counter()
    row = census_row(coins, cap, label="check")
    scope = f"every position of {coins} coins below {cap} squares"
    if row.counts["struck"] == 0:
        return _holds(claim, "census", scope, row.counts["positions"], part="enumeration",
                      seconds=time.perf_counter() - start)
    # The census counts struck moves but does not record where; find the first in Python.
    import itertools
    for pos in sorted(itertools.combinations(range(cap), coins), key=W.to_mask):
        if any(d in pos for _, d in W.nim_winning_moves(pos)):
            return _fails(claim, "census", scope, row.counts["positions"], pos,
                          "a ^^^ welterNimSum S ∉ S", part="enumeration",
                          seconds=time.perf_counter() - start)
    raise AssertionError("census counted a struck move the reference cannot find")


def check_one_target(cap: int, row_cap: int = DEFAULT_ROW_CAP, row_limit: int | None = None,
                     claim: str = "welterRow_oneTarget"):
    """welterRow_oneTarget: by the walk for every position below `cap` squares, and by scanning
    every row below `row_cap` squares over the squares below `row_limit` (default 2^(k+2), which
    holds every target; a smaller limit is a mutant)."""
    from ..verdict import combine
    start = time.perf_counter()
    rows = all_rows(cap)
    examined = sum(r.counts["coins"] for r in rows)
    scope = f"every coin of every position below {cap} squares"
    bad = _smallest(r.first[k] for r in rows for k in ("row_not_once", "walk_not_one"))
    seconds = time.perf_counter() - start
    walk = (_holds(claim, "census walk", scope, examined, part="walk", seconds=seconds)
            if bad is None else
            _fails(claim, "census walk", scope, examined, bad, "∃! b0, b0 < 2 ∧ …",
                   part="walk", seconds=seconds))
    start = time.perf_counter()
    limit = row_limit or W.essay_row_limit(row_cap)
    rows = all_rows(row_cap, row_limit=limit)
    scope = f"every row of a position below {row_cap} squares, free coin below {limit}"
    examined = sum(r.counts["coins"] for r in rows)
    bad = _smallest(r.first[k] for r in rows for k in ("row_not_once", "walk_ne_row"))
    seconds = time.perf_counter() - start
    scan = (_holds(claim, "row scan", scope, examined, part="rows", seconds=seconds)
            if bad is None else
            _fails(claim, "row scan", scope, examined, bad,
                   "∃! b, b ∉ R ∧ welterValue (insert b R) = 0", part="rows", seconds=seconds))
    return combine(claim, "census", f"walk below {cap}, rows below {row_cap}", [walk, scan])


def check_winning_parity(cap: int, odd: bool = True, claim: str = "welterWinningMoves_odd"):
    """welterWinningMoves_odd below `cap` squares; `odd=False` is the mutant 'even'."""
    return check_coin_count_statement(
        claim, cap, None, ["even_win" if odd else "odd_win"],
        "(welterWinningMoves S).card % 2 = 1" if odd else "(welterWinningMoves S).card % 2 = 0")


def check_like_nim(cap: int, coins, claim: str, subset_only: bool):
    """welterFourCoins_nim (coins [4], moves equal) or welterMultipleOfFour_nim (coins 4, 8, ...,
    Welter's moves a subset of Nim's): losses agree and the moves compare as stated."""
    keys = ["loss_mismatch", "moves_not_subset" if subset_only else "moves_ne"]
    relation = "⊆" if subset_only else "="
    return check_coin_count_statement(
        claim, cap, coins, keys,
        f"(welterValue S = 0 ↔ welterNimSum S = 0) ∧ welterWinningMoves S {relation} "
        "welterNimWinningMoves S")


def shortcut_report(coins_range=range(3, 9), reference_cap: int = 8,
                    claim: str = "welterTopBitShortcut_mostlyFails"):
    """welterTopBitShortcut_mostlyFails: on the essay's census, for each n in `coins_range`, the
    top-bit shortcut names exactly the winning coins on fewer than half the positions of
    non-zero value. Also reports how often coin XOR value is the winning square, and checks the
    kernel's counts against the pure-Python census below `reference_cap` squares."""
    from ..verdict import Status, Verdict, combine
    start = time.perf_counter()
    parts = []
    report = []
    for n in coins_range:
        cap = W.ESSAY_CAPS.get(n)
        if cap is None:
            raise BadBound(f"{claim}: the essay's census has no cap for {n} coins")
        row = census_row(n, cap, label="check")
        c = row.counts
        report.append(f"n={n}: top-bit exact {c['shortcut_exact']}/{c['nonzero']}, "
                      f"coin XOR value is the target for {c['xor_square']}/{c['win_moves']} "
                      "winning moves")
        scope = f"{n} coins below {cap} squares"
        if 2 * c["shortcut_exact"] < c["nonzero"]:
            parts.append(_holds(claim, "census", scope, c["positions"], part=f"n={n}",
                                reason=report[-1]))
        else:
            parts.append(_fails(claim, "census", scope, c["positions"],
                                row.first["shortcut_exact"],
                                "2 * (P.filter fun S => welterTopBitCoins S = "
                                "welterWinningCoins S).card < P.card",
                                part=f"n={n}", extra=[report[-1] + " (not fewer than half)"]))
        # The kernel's counts against the reference, on a range small enough for Python.
        small = min(cap, reference_cap)
        if n <= small:
            fast = census_row(n, small, label="check").counts
            slow = census_row_reference(n, small).counts
            keys = ("shortcut_exact", "xor_square", "nonzero", "win_moves")
            if any(fast[k] != slow[k] for k in keys):
                parts.append(Verdict(claim=claim, status=Status.FAILS, backend="reference",
                                     scope=f"{n} coins below {small} squares", part=f"n={n} counts",
                                     reason="kernel and reference counts differ: "
                                     f"{ {k: fast[k] for k in keys} } vs "
                                     f"{ {k: slow[k] for k in keys} }"))
    out = combine(claim, "census", "essay's census, n = "
                  f"{min(coins_range)}..{max(coins_range)}", parts)
    out.reason = "; ".join(report)
    out.seconds = time.perf_counter() - start
    return out
