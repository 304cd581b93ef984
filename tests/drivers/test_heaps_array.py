"""The chunked paths for any number of heaps: the numpy array formulation, dask.array blocks and
the numba blocks with their reach carries give the one-pass verdict (status, counts, smallest
counterexample) for group families on d = 1…5 heaps, full and slow, true and wrong P."""
import random

import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.drivers import heaps_array as A
from pychecks.drivers.heaps import scan_kernel
from pychecks.drivers.heaps_blocks import _finish_block, _scan_block, block_ranges
from pychecks.games.heaps import MoveFamily, moore, nim
from pychecks.statements import KernelStatement

from .test_cube_array import comparable, dask_local


def _families():
    out = []
    for d in range(1, 6):
        out += [nim(d), MoveFamily("all", "AllMove", groups=[tuple(range(d))], heaps=d)]
        if d >= 2:
            out += [moore(d, 2), MoveFamily("partial", "PartialMove",
                                            groups=[(k,) for k in range(d - 1)], heaps=d)]
    return out + [f.slowed() for f in out]


FAMILIES = _families()
BOUND = {1: 9, 2: 6, 3: 4, 4: 3, 5: 2}


def random_predicate(rng, d):
    """One or two congruences on sums of heaps; the nim-sum rule, right for Nim, now and then."""
    p = E.heaps(d)
    if rng.random() < 0.2:
        return E.Eq(E.xor(*p) if d > 1 else p[0], 0)

    def congruence():
        m = rng.choice([2, 3])
        heaps = [k for k in range(d) if rng.random() < 0.5] or [rng.randrange(d)]
        return E.Eq(sp.Mod(sum(p[k] for k in heaps), m), rng.randrange(m))
    parts = [congruence() for _ in range(rng.randint(1, 2))]
    return E.And(*parts) if rng.random() < 0.5 else E.Or(*parts)


@pytest.mark.parametrize("family", FAMILIES,
                         ids=[f"{f.name}-{f.heaps}" for f in FAMILIES])
def test_array_paths_equal_the_one_pass(family):
    rng = random.Random(family.heaps * 100 + len(family.name) + family.slow)
    bound = BOUND[family.heaps]
    for _ in range(3):
        st = KernelStatement(name="m", family=family, P=random_predicate(rng, family.heaps))
        expected = comparable(enumerator().check(st, bound))
        assert comparable(A.check_numpy(st, bound)) == expected, st.P
        # chunks small enough to split heap 0 (and heap 1 where there is one)
        chunk = max(1, (bound + 1) ** (family.heaps - 1) // 2)
        assert comparable(dask_local(st, bound, chunk)) == expected, st.P


@pytest.mark.parametrize("family", FAMILIES,
                         ids=[f"{f.name}-{f.heaps}" for f in FAMILIES])
def test_numba_blocks_with_carries_equal_one_scan(family):
    rng = random.Random(7 + family.heaps)
    bound = BOUND[family.heaps]
    st = KernelStatement(name="m", family=family, P=random_predicate(rng, family.heaps))
    whole = scan_kernel(st, bound)
    total, carry = None, None
    for a0, a1 in block_ranges(bound, 3):
        block = _scan_block(st, bound, a0, a1)
        found = _finish_block(st, bound, block, carry)
        if block.carry is not None:
            carry = block.carry if carry is None else carry | block.carry
        if total is None:
            total = found
        else:
            total.merge(found)
    assert (total.in_p, total.inside.best, total.inside.count, total.outside.best,
            total.outside.count) == (whole.in_p, whole.inside.best, whole.inside.count,
                                     whole.outside.best, whole.outside.count)
