"""Welter's game: references from the definitions, the essay's census, claims and mutants."""
import itertools
from math import comb
from pathlib import Path

import pytest

from pychecks.games import welter as WC  # statement checks and the essay census
from pychecks.claims import find_claim
from pychecks.errors import BadInput
from pychecks.games import welter as W
from pychecks.lean.read.decls import parse_lean_file
from pychecks.verdict import Status

LEAN = Path(__file__).resolve().parents[2] / "lean" / "PychecksStatements" / "Welter.lean"
DATA = Path(__file__).resolve().parents[1] / "data" / "welter_essay_census.txt"


def _rows(path):
    return [list(map(int, line.split())) for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]


# ------------------------------------------------------------ references

def test_small_values_by_hand():
    # {0,1}: no move, value 0. {1}: one move to {0}, value mex{0} = 1. {0,2}: one move to {0,1}.
    assert W.mex_value((0, 1)) == 0 and W.trie_value((0, 1)) == 0
    assert W.mex_value((1,)) == 1 and W.mex_value((0, 2)) == 1
    assert W.options((0, 2)) == [(0, 1)]


def test_mex_equals_trie_and_lean_reading_below_9_squares():
    for mask in range(1 << 9):
        pos = W.from_mask(mask)
        assert W.mex_value(pos) == W.trie_value(pos) == W.lean_value(pos), pos


def test_walk_targets_equal_row_zeros_below_10_squares():
    for mask in range(1 << 10):
        rest = W.from_mask(mask)
        assert W.walk_targets(rest) == W.row_zeros(rest, W.essay_row_limit(10)), rest


def test_position_parsing_and_errors():
    assert W.parse_position("{7, 2, 5}") == (2, 5, 7)
    assert W.lean_finset(()) == "∅" and W.to_mask((0, 3)) == 9 and W.from_mask(9) == (0, 3)
    for bad in ("1 1", "-1 2", "a b"):
        with pytest.raises(BadInput):
            W.parse_position(bad)


# ------------------------------------------------------------ the essay's census

def test_essay_caps_are_the_only_assignment_giving_3696():
    caps = (16, 14, 12, 11)
    found = [a for a in itertools.product(caps, repeat=7)
             if all(x >= y for x, y in zip(a, a[1:]))
             and sum(comb(c, n) for c, n in zip(a, range(2, 9))) == 3696]
    assert found == [tuple(W.ESSAY_CAPS[n] for n in range(2, 9))]


def test_essay_census_matches_data_and_holds_everything():
    census = WC.essay_census()
    expected = _rows(DATA)
    assert [[r.coins, r.cap, r.counts["positions"], r.counts["welter_loss"],
             r.counts["nim_loss"], r.counts["both_loss"]] for r in census.rows] == expected
    for r in census.rows:
        assert r.counts["mex_checked"] == r.counts["positions"]
        assert r.first["mex_ne_closed"] is None and r.first["row_not_once"] is None
        assert r.first["walk_ne_row"] is None and r.first["row_repeat"] is None


def test_loss_counts_in_data_by_reference_mex_for_small_n():
    for n, cap, positions, welter, nim, both in _rows(DATA):
        if n > 4:
            continue
        pos = list(itertools.combinations(range(cap), n))
        assert len(pos) == positions
        assert sum(W.mex_value(p) == 0 for p in pos) == welter
        assert sum(W.nim_sum(p) == 0 for p in pos) == nim


# ------------------------------------------------------------ claims: registry and drift

NAMES = list(W.LEAN_HASHES)


def test_every_claim_mirrors_its_lean_statement():
    decls = {d.name: d for d in parse_lean_file(LEAN)}
    for name in NAMES:
        claim = find_claim(name)
        assert claim.game == "welter" and claim.literature in ("proved", "observed", "conjecture")
        assert decls[name].keyword == "theorem_wanted"
        assert claim.lean_hash == decls[name].hash, name


def test_claim7_fails_with_smallest_counterexample_found_by_mex():
    v = find_claim("welterMultipleOfFour_nim").check(17)
    assert v.status is Status.FAILS
    pos = tuple(v.first_counterexample().counterexample.data["position"])
    assert pos == (0, 1, 2, 4, 6, 8, 9, 16)
    assert W.mex_value(pos) == 0 and W.nim_sum(pos) == 16
    # Nothing smaller in bitmask order among 4- and 8-coin positions below 17 squares.
    for n in (4, 8):
        for p in itertools.combinations(range(17), n):
            if W.to_mask(p) < W.to_mask(pos):
                assert (W.trie_value(p) == 0) == (W.nim_sum(p) == 0)


@pytest.mark.parametrize("name,bound", [
    ("welterValue_isGrundy", 12), ("welterRow_injective", 10), ("welterFourCoins_nim", 20),
    ("welterRow_oneTarget", 14), ("welterWinningMoves_odd", 14), ("welterFourCoins_nimMoveEmpty", 16),
])
def test_true_claims_hold(name, bound):
    assert find_claim(name).check(bound).status is Status.HOLDS


# ------------------------------------------------------------ mutants: each checker can say no

def _cex(verdict):
    assert verdict.status is Status.FAILS
    return tuple(verdict.first_counterexample().counterexample.data["position"])


def test_mutant_closed_form_from_the_top_bit_fails_grundy():
    def top_down(pos):  # mask(v) of 2^v instead of 2^(v+1) - 1
        x = W.nim_sum(pos)
        def node(coins, v):
            if len(coins) < 2:
                return 0
            z = [c for c in coins if not c >> v & 1]
            o = [c for c in coins if c >> v & 1]
            return ((1 << v) if len(z) % 2 and len(o) % 2 else 0) ^ node(z, v + 1) ^ node(o, v + 1)
        return x ^ node(list(pos), 0)
    v = WC.check_grundy(6, closed_form=top_down)
    pos = _cex(v)
    assert pos == (0, 2)  # value 1 by mex; the mutant gives 2 ^ 1 ^ 0... breaks at the first pair
    assert "option {0, 1} has value" in v.counterexample.render()


def test_mutant_truncated_value_fails_row_injectivity():
    pos = _cex(WC.check_rows_injective(6, value=lambda p: W.trie_value(p) & 3))
    assert pos == (0,)


def test_mutant_five_coins_fails_four_coin_claim():
    pos = _cex(WC.check_like_nim(10, [5], "welterFourCoins_nim", subset_only=False))
    assert pos == (0, 1, 2, 3, 4)


def test_mutant_five_coins_fails_four_coin_lemma():
    v = WC.check_four_coin_lemma(10, coins=5, width=8)
    assert v.status is Status.FAILS
    assert v.parts[1].status is Status.FAILS  # z3 finds one too
    assert _cex(v) == (0, 1, 2, 3, 4)  # nim-sum 4: coin 4 would move onto square 0


def test_mutant_parity_fails_last_bit():
    # n(n+1)/2 and n(n-1)/2 differ in parity exactly when n is odd: n = 1 below, n = 3 for z3.
    v = WC.check_last_bit(8, parity=lambda n: n * (n + 1) // 2 % 2, z3_parts=((3, 8),))
    assert _cex(v) == (0,)
    assert v.parts[1].status is Status.FAILS


def test_mutant_small_row_limit_fails_one_target():
    v = WC.check_one_target(6, row_cap=12, row_limit=12)
    assert v.parts[0].status is Status.HOLDS
    pos = _cex(v.parts[1])
    assert pos == (0, 2, 3, 4, 5)
    # By the reference: some coin's zero lies at or above 12, found when rows reach 64.
    assert any(not W.row_zeros(set(pos) - {c}, 12) and W.row_zeros(set(pos) - {c}, 64)
               for c in pos)


def test_mutant_even_fails_winning_parity():
    assert _cex(WC.check_winning_parity(6, odd=False)) == (1,)


def test_mutant_six_coins_fails_multiple_of_four():
    assert _cex(WC.check_like_nim(12, [6], "welterMultipleOfFour_nim", subset_only=True)) == \
        (0, 1, 2, 3, 4, 5)


def test_shortcut_report_counts_and_mutant_two_coins():
    v = WC.shortcut_report()
    assert v.status is Status.HOLDS and "n=8: top-bit exact 4/152" in v.reason
    bad = WC.shortcut_report(coins_range=range(2, 4))
    assert bad.status is Status.FAILS and bad.parts[0].part == "n=2"


def test_z3_encoding_matches_reference():
    import random
    import z3
    from pychecks.smt.welter import welter_value_bit0_expr, welter_value_expr
    rng = random.Random(3)
    for _ in range(25):
        pos = rng.sample(range(64), rng.randint(1, 6))
        cs = [z3.BitVecVal(s, 8) for s in pos]
        assert z3.simplify(welter_value_expr(z3, cs, 8)).as_long() == W.trie_value(pos)
        assert z3.is_true(z3.simplify(welter_value_bit0_expr(z3, cs, 8))) == \
            bool(W.trie_value(pos) & 1)
