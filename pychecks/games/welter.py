"""Welter's game: coins on distinct squares 0, 1, 2, ...; a move slides one coin to a lower
empty square. Nim in which no two heaps may be equal. Statements mirror
lean/PychecksStatements/Welter.lean.

A position is a set of distinct non-negative squares; here a sorted tuple, and in kernels a
bitmask (bit s = a coin on square s). This module reads positions (`make_position`,
`parse_position`) and holds the statements (Claims). The layers below it, data flowing one way:
  * `pychecks.solvers.welter_reference`: pure Python from the definitions (re-exported here);
  * `pychecks.solvers.welter`: the numba kernels;
  * `pychecks.drivers.welter_census` (and `welter_dask`): census rows and the census-based
    checks (its entry points are re-exported here; numba loads only when a census runs);
  * `pychecks.smt.welter`: the z3 parts, which the two checks below combine with the census.
"""
from __future__ import annotations

from typing import Iterable

from ..errors import BadInput
from ..solvers.welter_reference import (  # noqa: F401  (re-exported: commands, tests, plots)
    ESSAY_CAPS, Position, _mex_value, essay_row_limit, from_mask, lean_finset, lean_value, mex,
    mex_value, nim_sum, nim_winning_moves, options, row_values, row_zeros, target,
    top_bit_coins, to_mask, trie_correction, trie_value, walk_target_reference, walk_targets,
    welter_mask, winning_moves)
from ..drivers import welter_census
from ..drivers.welter_census import (  # noqa: F401  (re-exported: every statement's check)
    census_row, check_grundy, check_like_nim, check_one_target, check_rows_injective,
    check_winning_parity, custom_census, essay_census, shortcut_report)


# ---------------------------------------------------------------- positions

def make_position(squares: Iterable[int]) -> Position:
    """A position from squares; BadInput for a negative, repeated or non-integer square."""
    out = []
    for s in squares:
        if isinstance(s, bool) or not isinstance(s, int):
            raise BadInput(f"square {s!r} is not a whole number")
        if s < 0:
            raise BadInput(f"square {s} is negative (squares are numbered from 0)")
        out.append(s)
    if len(set(out)) != len(out):
        dup = sorted({s for s in out if out.count(s) > 1})
        raise BadInput(f"square {dup[0]} appears twice (coins sit on distinct squares)")
    return tuple(sorted(out))


def parse_position(text: str) -> Position:
    """'2 5 7', '2,5,7' or '{2, 5, 7}' -> (2, 5, 7); BadInput with the offending token."""
    cleaned = text.strip().strip("{}[]()").replace(",", " ")
    squares = []
    for token in cleaned.split():
        try:
            squares.append(int(token))
        except ValueError:
            raise BadInput(f"position {text!r}: {token!r} is not a square number") from None
    return make_position(squares)


# ---------------------------------------------------------------- statement checks

def _census():
    return welter_census


#: z3 parts run by default: (coins, width) pairs that finish within a second or so each.
DEFAULT_Z3_LAST_BIT = ((2, 32), (3, 32), (4, 32))


def check_last_bit(cap: int, parity=None, z3_parts=DEFAULT_Z3_LAST_BIT,
                   claim: str = "welterLoss_nimSumLastBit"):
    """welterLoss_nimSumLastBit: enumeration below `cap` squares (every n, by the census
    driver), then z3 for the (coins, width) pairs in `z3_parts`. `parity` (n -> 0/1) replaces
    n(n-1)/2 mod 2 (mutants)."""
    from ..smt.welter import last_bit_lemma
    from ..verdict import combine
    census = _census().last_bit_census(cap, parity=parity, claim=claim)
    parts = [census] + [last_bit_lemma(coins, width, parity=parity, claim=claim)
                        for coins, width in z3_parts]
    widths = ", ".join(f"n={c}: W={w}" for c, w in z3_parts)
    scope = census.scope
    return combine(claim, "census+z3", f"{scope}; z3 {widths}" if z3_parts else scope, parts)


def check_four_coin_lemma(cap: int, coins: int = 4, width: int = 32,
                          claim: str = "welterFourCoins_nimMoveEmpty"):
    """welterFourCoins_nimMoveEmpty: z3 for every square below 2^width, and the census count of
    struck-out Nim moves below `cap` squares. `coins` other than 4 is a mutant."""
    from ..smt.welter import four_coin_lemma
    from ..verdict import combine
    parts = [_census().struck_moves_census(claim, cap, coins),
             four_coin_lemma(width, coins=coins, claim=claim)]
    return combine(claim, "census+z3", f"below {cap} squares; z3 W={width}", parts)


# ---------------------------------------------------------------- statements

from ..registry import Claim, register  # noqa: E402


#: Lean statement hashes (`python -m pychecks.lean.read.decls lean/PychecksStatements/Welter.lean`).
LEAN_HASHES = {
    "welterValue_isGrundy": "7c27ccb158f44595",
    "welterRow_injective": "01774adae2b06d4b",
    "welterFourCoins_nim": "28c3c302660b54ab",
    "welterFourCoins_nimMoveEmpty": "6a936f7edfd06086",
    "welterLoss_nimSumLastBit": "71f5818eae91dab9",
    "welterRow_oneTarget": "8dff1762d0fe421d",
    "welterWinningMoves_odd": "47c67abdc48ab841",
    "welterMultipleOfFour_nim": "cf40d35957998f87",
    "welterTopBitShortcut_mostlyFails": "62a21ae836f13b44",
}

_CAP = "cap: every position on squares below it"


def _claim(name, shape, check, default, summary, literature, estimate=None, min_bound=1):
    return register(Claim(name=name, game="welter", shape=shape, check=check,
                          default_bound=default, summary=summary, literature=literature,
                          lean_hash=LEAN_HASHES[name], bound_meaning=_CAP if default else "",
                          estimate_bytes=estimate, min_bound=min_bound))


_claim("welterValue_isGrundy", "law",
       lambda cap: _census().check_grundy(cap), 16,
       "the trie closed form is the mex (Grundy) value", "proved",
       estimate=lambda cap: 10 << cap)
_claim("welterRow_injective", "law",
       lambda cap: _census().check_rows_injective(cap), 12,
       "along a free coin's row the values never repeat", "proved")
_claim("welterFourCoins_nim", "kernel",
       lambda cap: _census().check_like_nim(cap, [4], "welterFourCoins_nim", subset_only=False),
       32, "four coins: Welter's losses and winning moves are Nim's", "proved", min_bound=4)
_claim("welterFourCoins_nimMoveEmpty", "law",
       lambda cap: check_four_coin_lemma(cap), 32,
       "four coins: Nim's winning move never lands on an occupied square (z3, W=32)", "proved",
       min_bound=4)
_claim("welterLoss_nimSumLastBit", "law",
       lambda cap: check_last_bit(cap), 20,
       "a loss's nim-sum has last bit n(n-1)/2 mod 2 (census, and z3 for small n)", "proved")
_claim("welterRow_oneTarget", "law",
       lambda cap: _census().check_one_target(cap), 20,
       "every free coin's row reaches 0 exactly once; the walk finds it from one start",
       "observed")
_claim("welterWinningMoves_odd", "law",
       lambda cap: _census().check_winning_parity(cap), 20,
       "a position of non-zero value has an odd number of winning moves", "observed")
_claim("welterMultipleOfFour_nim", "kernel",
       lambda cap: _census().check_like_nim(cap, list(range(4, cap + 1, 4)),
                                            "welterMultipleOfFour_nim", subset_only=True),
       20, "n ≡ 0 mod 4: losses are Nim's, Welter's moves a subset of Nim's", "observed",
       min_bound=4).expecting("FAILS", "refuted: the 8-coin position {0, 1, 2, 4, 6, 8, 9, 16} "
                              "has Welter value 0 but nim-sum 16 (docs/welter.md)")
_claim("welterTopBitShortcut_mostlyFails", "value",
       lambda bound: _census().shortcut_report(), None,
       "top-bit shortcut exact on under half the essay's positions (counts reported)",
       "observed")
