"""The array formulation of kernel statements (numpy whole box, dask.array in blocks) gives the
numba path's verdict: same status, counts and smallest counterexample, on every kernel statement,
the shared mutants, and random wrong predicates."""
import random

import numpy as np
import pytest
import sympy as sp

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.claims import all_claims
from pychecks.drivers import heaps_array as A
from pychecks.statements import KernelStatement
from pychecks.errors import TooLarge
from pychecks.games.cube import FAMILIES
from pychecks.verdict import Status

from ..games.cube_mutants import MUTANTS

p = E.FACES


def comparable(verdict):
    """Everything a verdict says about the mathematics (not timings, backend or command)."""
    def strip(d):
        d = {k: v for k, v in d.items() if k not in ("seconds", "backend", "reproduce")}
        if "parts" in d:
            d["parts"] = [strip(x) for x in d["parts"]]
        return d
    return strip(verdict.to_json())


def dask_local(statement, bound, chunk_positions):
    rows = A.summary_array(statement, bound, chunk_positions).compute(scheduler="synchronous")
    return A.verdict_from_halves(statement, bound, A.Halves.from_summaries(rows), 0.0,
                                 "enumerate (dask)", "")


KERNELS = [c for c in all_claims() if isinstance(c.statement, KernelStatement)]
KERNEL_MUTANTS = [(label, st) for label, st, _ in MUTANTS if isinstance(st, KernelStatement)]


def test_every_kernel_statement_is_covered():
    assert len(KERNELS) == 6


@pytest.mark.parametrize("claim", KERNELS, ids=lambda c: c.name)
def test_kernel_statements_agree_with_numba(claim):
    st = claim.statement
    for bound in (1, 3):
        expected = comparable(enumerator().check(st, bound))
        assert comparable(A.check_numpy(st, bound)) == expected
        S = bound + 1
        # faces 0 and 1 both split; face 0 split alone (whole face-1 axis in a block)
        for positions in (S ** 4, 2 * S ** 5):
            assert comparable(dask_local(st, bound, positions)) == expected, (bound, positions)
        assert expected["status"] == "HOLDS"


@pytest.mark.parametrize("label,statement", KERNEL_MUTANTS, ids=[m[0] for m in KERNEL_MUTANTS])
def test_mutants_fail_alike(label, statement):
    bound = 4
    expected = comparable(enumerator().check(statement, bound))
    assert expected["status"] == "FAILS"
    assert comparable(A.check_numpy(statement, bound)) == expected
    assert comparable(dask_local(statement, bound, 2 * 5 ** 4)) == expected


def random_predicate(rng):
    """A wrong P: one or two congruences on sums of faces."""
    def congruence():
        m = rng.choice([2, 3, 4])
        faces = [k for k in range(6) if rng.random() < 0.5] or [rng.randrange(6)]
        term = sum(p[k] for k in faces)  # coefficients 1: sympy cannot fold the Mod away
        return E.Eq(sp.Mod(term, m), rng.randrange(m))
    parts = [congruence() for _ in range(rng.randint(1, 2))]
    return E.And(*parts) if rng.random() < 0.5 else E.Or(*parts)


@pytest.mark.parametrize("seed", range(4))
def test_random_predicates_every_family(seed):
    rng = random.Random(seed)
    for name in sorted(FAMILIES):
        st = KernelStatement(name="m", family=FAMILIES[name], P=random_predicate(rng))
        expected = comparable(enumerator().check(st, 3))
        assert comparable(A.check_numpy(st, 3)) == expected, (name, st.P)
        assert comparable(dask_local(st, 3, 4 ** 4)) == expected, (name, st.P)


def test_prefix_or_is_a_cumulative_or():
    rng = np.random.default_rng(3)
    x = rng.random((3, 4, 5, 2, 3, 4)) < 0.1
    for axis in range(6):
        np.testing.assert_array_equal(A.prefix_or(x.copy(), axis),
                                      np.logical_or.accumulate(x, axis=axis))


def test_block_shapes_split_faces_0_and_1_only():
    assert A.block_shape(6, 31, 1 << 22) == (1, 4, 32, 32, 32, 32)
    assert A.block_shape(6, 7, 8 ** 6) == (8, 8, 8, 8, 8, 8)
    assert A.block_shape(6, 7, 3 * 8 ** 5) == (3, 8, 8, 8, 8, 8)
    assert A.block_shape(6, 63, 1) == (1, 1, 64, 64, 64, 64)


def test_too_large_is_refused_before_computing(monkeypatch):
    monkeypatch.setenv("PYCHECKS_MEMORY_GIB", "0.001")
    st = KERNELS[0].statement
    with pytest.raises(TooLarge, match="needs"):
        A.check_numpy(st, 15)
    with pytest.raises(TooLarge, match="blocks"):
        A.check_dask(st, 15)


def test_threads_scheduler_on_this_machine():
    st = KERNEL_MUTANTS[0][1]
    v = A.check_dask(st, 3, chunk_positions=4 ** 4)
    assert v.status is Status.FAILS
    assert comparable(v) == comparable(enumerator().check(st, 3))
