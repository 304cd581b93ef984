"""The compiled statement pass (predicates in the kernel, findings kept there, slow moves by the
face-by-face OR, one slab of words updated in place) gives exactly the verdicts of the slab path
(numpy predicates, per-slab arrays): every cube statement, every cube mutant, heap families on
3..5 heaps; alone and as the two-thread pipeline."""
import random

import pytest

from pychecks.claims import all_claims
from pychecks.drivers import heaps as D
from pychecks.games.heaps import MoveFamily, moore, nim
from pychecks.statements import CharacterisationStatement, KernelStatement

from ..games.cube_mutants import MUTANTS
from .test_cube_array import comparable
from .test_heaps_array import random_predicate

CUBE = [c.statement for c in all_claims()
        if c.game == "cube" and c.statement is not None
        and c.statement.kind in ("kernel", "characterisation")]
MUT = [st for _, st, _ in MUTANTS if st.kind in ("kernel", "characterisation")]


def slab_path(st, bound):
    if st.kind == "kernel":
        return D.check_kernel_slabs(st, bound)
    return D.check_characterisation_slabs(st, bound)


def compiled(st, bound, threads, monkeypatch, call_positions=None):
    if call_positions:
        monkeypatch.setattr(D, "CALL_POSITIONS", call_positions)
    monkeypatch.setenv("PYCHECKS_THREADS", str(threads))
    return D.check_kernel(st, bound) if st.kind == "kernel" else \
        D.check_characterisation(st, bound)


@pytest.mark.parametrize("st", CUBE + MUT, ids=[s.name + str(i) for i, s in
                                              enumerate(CUBE + MUT)])
@pytest.mark.parametrize("threads", [1, 2])
def test_cube_statements_and_mutants(st, threads, monkeypatch):
    assert D.compiled_pass_applies(st)
    # one row per chunk: the pipeline runs with the most hand-overs between its threads
    got = compiled(st, 5, threads, monkeypatch, call_positions=1)
    assert comparable(got) == comparable(slab_path(st, 5))


def _families():
    out = []
    for d in (3, 4, 5):
        out += [nim(d), moore(d, 2), MoveFamily("partial", "PartialMove",
                                                groups=[(k,) for k in range(d - 1)], heaps=d),
                MoveFamily("mixed", "MixedMove", groups=[(0, 2), (1,), tuple(range(d))],
                           heaps=d)]
    return out + [f.slowed() for f in out]


@pytest.mark.parametrize("family", _families(), ids=lambda f: f"{f.name}-{f.heaps}")
def test_heap_families_kernels_and_characterisations(family, monkeypatch):
    rng = random.Random(family.heaps + 10 * family.slow)
    bound = {3: 6, 4: 4, 5: 3}[family.heaps]
    for _ in range(2):
        P = random_predicate(rng, family.heaps)
        for st in (KernelStatement("m", family, P),
                   CharacterisationStatement("c", family, rng.choice(["normal", "misere"]),
                                             random_predicate(rng, family.heaps), P)):
            want = comparable(slab_path(st, bound))
            for threads in (1, 2):
                assert comparable(compiled(st, bound, threads, monkeypatch, 1)) == want, st


def test_threads_setting_is_checked(monkeypatch):
    from pychecks.errors import BadBound
    monkeypatch.setenv("PYCHECKS_THREADS", "0")
    with pytest.raises(BadBound, match="at least 1"):
        D.pass_threads()
    monkeypatch.setenv("PYCHECKS_THREADS", "two")
    with pytest.raises(BadBound, match="whole number"):
        D.pass_threads()


def _relations():
    from tests.solvers.test_heaps import _relations as relations
    return relations()


@pytest.mark.parametrize("family", _relations(), ids=lambda f: f.name)
def test_general_relations_compiled_equal_the_slab_path(family):
    rng = random.Random(len(family.name))
    bound = {1: 30, 2: 8, 3: 4, 4: 3}[family.heaps]
    for _ in range(3):
        P = random_predicate(rng, family.heaps)
        for st in (KernelStatement("m", family, P),
                   CharacterisationStatement("c", family, rng.choice(["normal", "misere"]),
                                             random_predicate(rng, family.heaps), P)):
            assert D.compiled_pass_applies(st)
            assert comparable(D.check_kernel(st, bound) if st.kind == "kernel" else
                              D.check_characterisation(st, bound)) == \
                comparable(slab_path(st, bound)), st
