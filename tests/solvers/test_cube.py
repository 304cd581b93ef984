"""Every cube kernel equals the pure-Python reference on every position, N ≤ 3."""
import numpy as np
import pytest

from pychecks.drivers.heaps import grundy_table, outcome_table
from pychecks.games.cube import FAMILIES, ROTATION, VERTEX, EDGE, FACE, slow
from pychecks.solvers import heaps as H
from pychecks.solvers.cube_reference import (
    box, options_by_definition, reference_grundy, reference_outcomes)
from pychecks.drivers.heaps import groups_arrays as _groups_arrays

BASE = {f.name: f for f in (ROTATION, VERTEX, EDGE, FACE)}
N_REF = 3


@pytest.fixture(scope="module")
def reference_options():
    """Options of every position by the Lean definition, per family; slow variants filter the
    base family's options by the slow clause, which is exactly `slow(move)`."""
    cache = {}

    def get(name):
        if name not in cache:
            family = FAMILIES[name]
            if family.slow:
                base = get(family.name[4].lower() + family.name[5:])
                cond = slow(lambda p, q: True)
                cache[name] = {p: [q for q in qs if cond(p, q)] for p, qs in base.items()}
            else:
                cache[name] = options_by_definition(family.reference, N_REF)
        return cache[name]
    return get


def as_array(values: dict, bound: int) -> np.ndarray:
    out = np.zeros((bound + 1,) * 6, np.int64)
    for p, v in values.items():
        out[p] = int(v)
    return out


@pytest.mark.parametrize("family", sorted(FAMILIES))
@pytest.mark.parametrize("play", ["normal", "misere"])
def test_outcome_kernel_equals_reference(family, play, reference_options):
    expected = as_array(reference_outcomes(reference_options(family), play), N_REF)
    for bound in range(1, N_REF + 1):
        got = outcome_table(FAMILIES[family], bound, play)
        cut = expected[(slice(0, bound + 1),) * 6]
        np.testing.assert_array_equal(got, cut, err_msg=f"{family} {play} N={bound}")


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_grundy_kernel_equals_reference(family, reference_options):
    expected = as_array(reference_grundy(reference_options(family)), N_REF)
    np.testing.assert_array_equal(grundy_table(FAMILIES[family], N_REF), expected)


@pytest.mark.parametrize("family", sorted(BASE))
@pytest.mark.parametrize("misere", [False, True])
def test_per_move_baseline_equals_one_pass(family, misere):
    fam = FAMILIES[family]
    S = N_REF + 1
    out = np.zeros(S ** 6, np.uint8)
    faces, sizes = _groups_arrays(fam)
    H.outcome_table_per_move(np.array([S ** (5 - k) for k in range(6)], np.int64), faces, sizes,
                             misere, out)
    expected = outcome_table(fam, N_REF, "misere" if misere else "normal")
    np.testing.assert_array_equal(out.reshape((S,) * 6), expected)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_options_method_matches_definition(family, reference_options):
    fam = FAMILIES[family]
    for p, qs in reference_options(family).items():
        if sum(p) <= 8:
            assert fam.options(p) == sorted(qs), p


def test_groups_read_off_the_definitions():
    assert ROTATION.groups == ((0, 1, 3, 4), (0, 2, 3, 5), (1, 2, 4, 5))
    assert len(VERTEX.groups) == 8 and all(len(g) == 3 for g in VERTEX.groups)
    assert len(EDGE.groups) == 12 and all(a % 3 != b % 3 for a, b in EDGE.groups)
    assert FACE.groups == tuple((k,) for k in range(6))


def test_face_nim_grundy_is_nim_sum():
    g = grundy_table(FACE, 3)
    for p in box(3):
        x = 0
        for v in p:
            x ^= v
        assert g[p] == x
