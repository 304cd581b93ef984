"""Every heap-game kernel equals the pure-Python reference on every position of small boxes, for
d = 1…5 heaps: group families (some leaving heaps untouched), their slow variants, and general
relations; normal and misère outcome tables and Grundy tables."""
import numpy as np
import pytest

from pychecks import expr as E
from pychecks.drivers.heaps import grundy_table, outcome_table
from pychecks.games.heaps import MoveFamily, moore, nim
from pychecks.solvers.heaps_reference import (
    options_by_definition, reference_grundy, reference_outcomes)

#: Box bound per number of heaps: every kernel against the reference, each box a few hundred
#: positions (the reference tries every q ≤ p in Python).
BOUND = {1: 12, 2: 6, 3: 4, 4: 3, 5: 2}


def _relations():
    """General relations, each with q ≤ p ∧ q ≠ p implied (z3 proves it before solving)."""
    out = []
    p, q = E.heaps(1), E.next_heaps(1)
    out.append(MoveFamily.from_relation(
        "subtraction134", "SubtractionMove", heaps=1,
        move=E.Or(*[E.Eq(p[0], q[0] + s) for s in (1, 3, 4)])))
    out.append(MoveFamily.from_relation(  # halve a heap, rounding down
        "halving", "HalvingMove", heaps=1, move=E.And(E.Lt(q[0], p[0]),
                                                       E.Eq(q[0], E.div(p[0], 2)))))
    p, q = E.heaps(2), E.next_heaps(2)
    out.append(MoveFamily.from_relation(  # Wythoff: one heap, or the same amount from both
        "wythoff", "WythoffMove", heaps=2,
        move=E.And(E.Le(q[0], p[0]), E.Le(q[1], p[1]), E.Or(E.Ne(q[0], p[0]), E.Ne(q[1], p[1])),
                   E.Or(E.Eq(q[0], p[0]), E.Eq(q[1], p[1]),
                        E.Eq(p[0] + q[1], p[1] + q[0])))))
    p, q = E.heaps(3), E.next_heaps(3)
    out.append(MoveFamily.from_relation(  # lower the total by a square, one heap only
        "squares3", "SquareMove", heaps=3,
        move=E.exists_heaps(3, lambda i: E.And(
            E.forall_heaps(3, lambda k: True if k == i else E.Eq(q[k], p[k])),
            E.Or(*[E.Eq(p[i], q[i] + s ** 2) for s in (1, 2)])))))
    p, q = E.heaps(4), E.next_heaps(4)
    out.append(MoveFamily.from_relation(  # Nim, written as a ∀/∃ over heap indices
        "nimRelation", "NimRelation", heaps=4,
        move=E.And(E.forall_heaps(4, lambda k: E.Le(q[k], p[k])),
                   E.exists_heaps(4, lambda i: E.And(
                       E.Lt(q[i], p[i]),
                       E.forall_heaps(4, lambda k: True if k == i else E.Eq(q[k], p[k])))))))
    return out


def _families():
    out = []
    for d in range(1, 6):
        out.append(nim(d))
        out.append(MoveFamily("all", "AllMove", groups=[tuple(range(d))], heaps=d))
        if d >= 2:
            # the last heap is in no group: no move ever touches it
            out.append(MoveFamily("partial", "PartialMove", groups=[(k,) for k in range(d - 1)],
                                  heaps=d))
            out.append(moore(d, 2))
        if d >= 3:
            out.append(MoveFamily("mixed", "MixedMove", groups=[(0, 2), (1,)], heaps=d))
    out += [f.slowed() for f in out]
    out += _relations()
    return out


FAMILIES = _families()
IDS = [f"{f.name}{'' if f.is_relation else '-' + str(f.heaps)}" for f in FAMILIES]


@pytest.fixture(scope="module")
def reference_options():
    cache = {}

    def get(family):
        key = (family.name, family.heaps, family.slow)
        if key not in cache:
            cache[key] = options_by_definition(family.reference, BOUND[family.heaps],
                                               family.heaps)
        return cache[key]
    return get


def as_array(values: dict, d: int, bound: int) -> np.ndarray:
    out = np.zeros((bound + 1,) * d, np.int64)
    for p, v in values.items():
        out[p] = int(v)
    return out


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
@pytest.mark.parametrize("play", ["normal", "misere"])
def test_outcome_kernel_equals_reference(family, play, reference_options):
    d, bound = family.heaps, BOUND[family.heaps]
    expected = as_array(reference_outcomes(reference_options(family), play), d, bound)
    for n in (1, bound):
        got = outcome_table(family, n, play)
        np.testing.assert_array_equal(got, expected[(slice(0, n + 1),) * d],
                                      err_msg=f"{family.name} d={d} {play} N={n}")


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_grundy_kernel_equals_reference(family, reference_options):
    d, bound = family.heaps, BOUND[family.heaps]
    expected = as_array(reference_grundy(reference_options(family)), d, bound)
    np.testing.assert_array_equal(grundy_table(family, bound), expected)


@pytest.mark.parametrize("family", FAMILIES, ids=IDS)
def test_options_method_matches_definition(family, reference_options):
    for p, qs in reference_options(family).items():
        assert family.options(p) == sorted(qs), p


def test_nim_grundy_is_the_nim_sum():
    g = grundy_table(nim(3), 7)
    for p in np.ndindex(*g.shape):
        assert g[p] == p[0] ^ p[1] ^ p[2]


def test_wythoff_p_positions_are_the_golden_pairs():
    """Source: Wythoff (1907): the P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirrors."""
    wythoff = next(f for f in FAMILIES if f.name == "wythoff")
    table = outcome_table(wythoff, 30, "normal")
    phi = (1 + 5 ** 0.5) / 2
    pairs = {(int(k * phi), int(k * phi * phi)) for k in range(20)}
    pairs |= {(b, a) for a, b in pairs}
    got = {p for p in np.ndindex(*table.shape) if table[p]}
    assert got == {p for p in pairs if max(p) <= 30}
