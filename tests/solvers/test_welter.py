"""Welter kernels against their pure-Python references, bit for bit on small sizes."""
import itertools

import numpy as np
import pytest

from pychecks.drivers import welter_census as WC
from pychecks.games import welter as W
from pychecks.solvers import welter as K


def test_mex_kernel_equals_closed_form_on_every_position_below_16_squares():
    # 65,536 subsets: the mex recursion in numba against the closed-form kernel.
    mex = WC.mex_table(16)
    closed = WC.closed_form_table(16)
    assert np.array_equal(mex, closed)


def test_mex_kernel_equals_reference_recursion_below_10_squares():
    mex = WC.mex_table(10)
    for mask in range(1 << 10):
        assert mex[mask] == W.mex_value(W.from_mask(mask)), W.from_mask(mask)


def test_closed_form_kernel_equals_trie_reference_including_large_squares():
    par = np.zeros(K.LEVELS, dtype=np.uint64)
    rng = np.random.default_rng(7)
    for _ in range(3000):
        n = int(rng.integers(0, 12))
        pos = sorted(rng.choice(64, size=n, replace=False).tolist())
        assert K._closed_form(np.uint64(W.to_mask(pos)), par) == W.trie_value(pos), pos


# Each kernel route paired with its reference, compared on every coin count below the cap.
CENSUS_PAIRS = [(7, 0), (7, 32), (9, 64)]


@pytest.mark.parametrize("cap,row_limit", CENSUS_PAIRS)
def test_census_kernel_equals_reference_census(cap, row_limit):
    mex = WC.mex_table(cap)
    for n in range(cap + 1):
        fast = WC.census_row(n, cap, row_limit, mex=mex)
        slow = WC.census_row_reference(n, cap, row_limit, value=W.mex_value)
        assert fast.counts == slow.counts, n
        assert fast.first == slow.first, n


def test_walk_kernel_targets_equal_row_targets():
    # Targets from the walk (kernel) equal the zeros found by sliding the coin along its row.
    par = np.zeros(K.LEVELS, dtype=np.uint64)
    par_r = np.zeros(K.LEVELS, dtype=np.uint64)
    targets = np.zeros(64, dtype=np.int64)
    good = np.zeros(64, dtype=np.int64)
    for mask in range(1, 1 << 10):
        pos = W.from_mask(mask)
        K._parity_masks(np.uint64(mask), par)
        n = K._coin_targets(np.uint64(mask), par, par_r, targets, good)
        assert n == len(pos)
        for i, c in enumerate(pos):
            zeros = W.row_zeros(set(pos) - {c}, 64)
            assert zeros == [targets[i]] and good[i] == 1, (pos, c)


def test_gosper_enumeration_visits_every_subset_once_in_mask_order():
    for n in range(6):
        mask, seen = K._first_position(n), []
        for _ in range(len(list(itertools.combinations(range(8), n)))):
            seen.append(int(mask))
            mask = K._next_position(np.uint64(mask))
        assert seen == sorted(W.to_mask(c) for c in itertools.combinations(range(8), n))


def test_census_refuses_bad_bounds():
    from pychecks.errors import BadBound
    with pytest.raises(BadBound):
        WC.census_row(3, 40)
    with pytest.raises(BadBound):
        WC.census_row(9, 8)
    with pytest.raises(BadBound):
        WC.census_row(3, 10, row_limit=128)
