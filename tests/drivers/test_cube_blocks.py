"""Numba blocks on Dask give exactly the one-pass verdicts: every kernel statement and mutant."""
import pytest

from pychecks import scale
from pychecks.backends import enumerator
from pychecks.claims import all_claims
from pychecks.drivers.heaps import scan_kernel
from pychecks.statements import KernelStatement
from pychecks.drivers.heaps_blocks import _finish_block, _scan_block, block_ranges, check_blocks

from ..games.cube_mutants import MUTANTS

KERNELS = [c.statement for c in all_claims()
           if isinstance(c.statement, KernelStatement) and c.source == "builtin"]
KERNEL_MUTANTS = [(label, st) for label, st, _ in MUTANTS if isinstance(st, KernelStatement)]
BOUND = 4


@pytest.fixture(scope="module")
def client():
    with scale.cluster(workers=2, processes=False) as c:  # in-process: no port is opened
        yield c


def _summary(verdict):
    parts = [(p.part, p.status, p.counterexample and p.counterexample.data, p.reason)
             for p in verdict.parts]
    return verdict.status, verdict.in_hypotheses, verdict.examined, parts


def test_block_ranges_cover_the_slabs_once():
    for bound in (0, 1, 4, 31):
        for blocks in (1, 2, 3, 7, 40):
            ranges = block_ranges(bound, blocks)
            assert ranges[0][0] == 0 and ranges[-1][1] == bound + 1
            assert all(a1 == b0 for (_, a1), (b0, _) in zip(ranges, ranges[1:]))
            assert len(ranges) == min(blocks, bound + 1)


@pytest.mark.parametrize("blocks", [2, 3, 5])
def test_merged_blocks_equal_one_scan_without_dask(blocks):
    """The carry algebra alone: block b is finished with the OR of the earlier blocks' carries,
    which equals scanning it with the true reach of the slab before it."""
    for st in KERNELS + [s for _, s in KERNEL_MUTANTS]:
        whole = scan_kernel(st, BOUND)
        total, carry = None, None
        for a0, a1 in block_ranges(BOUND, blocks):
            block = _scan_block(st, BOUND, a0, a1)
            found = _finish_block(st, BOUND, block, carry)
            direct = scan_kernel(st, BOUND, a0, a1, carry=carry)
            assert (found.in_p, found.inside.best, found.outside.best) == \
                (direct.in_p, direct.inside.best, direct.outside.best), st.name
            if block.carry is not None:
                carry = block.carry if carry is None else carry | block.carry
            if total is None:
                total = found
            else:
                total.merge(found)
        assert (total.in_p, total.inside.best, total.inside.count, total.outside.best,
                total.outside.count) == (whole.in_p, whole.inside.best, whole.inside.count,
                                         whole.outside.best, whole.outside.count), st.name


@pytest.mark.parametrize("statement", KERNELS, ids=[s.name for s in KERNELS])
def test_every_kernel_statement_same_verdict(client, statement):
    assert _summary(check_blocks(statement, BOUND, client, blocks=3)) == \
        _summary(enumerator().check(statement, BOUND))


@pytest.mark.parametrize("label,statement", KERNEL_MUTANTS, ids=[m[0] for m in KERNEL_MUTANTS])
def test_every_kernel_mutant_same_counterexample(client, label, statement):
    expected = enumerator().check(statement, BOUND)
    got = check_blocks(statement, BOUND, client, blocks=4)
    assert got.status.value == "FAILS"
    assert _summary(got) == _summary(expected)
