"""The move-generator kernels equal the pure-Python reference (every q ≤ p tried with the
relation itself) on every position of small boxes, d = 1…5: outcome tables in normal and misère
play, Grundy tables, options; one-heap Grundy sequences, by a generator's moves and by a general
relation; the Sprague–Grundy tables of sums. A generator missing one move is caught."""
import numpy as np
import pytest

from pychecks.drivers import generators as GD
from pychecks.drivers.heaps import (GeneratorPass, grundy_sequence, grundy_table,
                                    outcome_table)
from pychecks.games.generators import MoveGenerator
from pychecks.games.heaps import nim
from pychecks.grundy import mex
from pychecks.solvers import heaps as K
from pychecks.solvers.heaps_reference import (options_by_definition, reference_grundy,
                                              reference_outcomes)

from ..games.generator_families import FAMILIES, GENERATORS, halving, ids, one_or_even, \
    subtract_134, take_one_or_two
from .test_heaps import BOUND, as_array


@pytest.fixture(scope="module")
def reference_options():
    cache = {}

    def get(family, bound=None):
        bound = BOUND[family.heaps] if bound is None else bound
        key = (family.name, family.heaps, bound)
        if key not in cache:
            cache[key] = options_by_definition(family.reference, bound, family.heaps)
        return cache[key]
    return get


@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
@pytest.mark.parametrize("play", ["normal", "misere"])
def test_outcome_tables_equal_the_reference(family, play, reference_options):
    d, bound = family.heaps, BOUND[family.heaps]
    expected = as_array(reference_outcomes(reference_options(family), play), d, bound)
    for n in (1, bound):
        np.testing.assert_array_equal(outcome_table(family, n, play),
                                      expected[(slice(0, n + 1),) * d], err_msg=f"N={n}")


@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
def test_grundy_tables_equal_the_reference(family, reference_options):
    d, bound = family.heaps, BOUND[family.heaps]
    expected = as_array(reference_grundy(reference_options(family)), d, bound)
    np.testing.assert_array_equal(grundy_table(family, bound), expected)


@pytest.mark.parametrize("family", FAMILIES, ids=ids(FAMILIES))
def test_options_are_the_relations_moves(family, reference_options):
    for p, qs in reference_options(family).items():
        assert family.options(p) == sorted(qs), p


@pytest.mark.parametrize("family,generator", GENERATORS, ids=ids(FAMILIES))
def test_the_generator_pass_runs_the_proved_generator(family, generator):
    # The statement passes must run the generator z3 proved, not the general path.
    assert GD.generator_of(family) == generator
    sweep = GeneratorPass(family, 3, K.MODE_NORMAL, generator)
    assert sweep.ring.shape == (generator.lookback + 2, 4 ** (family.heaps - 1))


def test_a_generator_missing_a_move_is_caught(reference_options):
    """The comparison can fail: Wythoff without its diagonal ray is Nim, and its outcome table
    differs from the reference's at (1, 2)."""
    family, generator = next((f, g) for f, g in GENERATORS if f.name == "wythoff")
    wrong = MoveGenerator(2, (), generator.rays[:2])
    bound = BOUND[2]
    sweep = GeneratorPass(family, bound, K.MODE_NORMAL, wrong)
    got = np.stack([x.copy() for _, x, _ in sweep.run()])
    expected = as_array(reference_outcomes(reference_options(family), "normal"), 2, bound)
    assert (got != expected).any()
    assert not got[1, 2] and expected[1, 2]


def reference_sequence(is_move, n: int) -> list[int]:
    """g(0..n-1) of a one-heap game, straight from the definition: the mex over every m < k."""
    g = []
    for k in range(n):
        g.append(mex(g[m] for m in range(k) if is_move(k, m)))
    return g


@pytest.mark.parametrize("steps,rays", [
    ((1, 3, 4), ()), ((1, 2), ()), ((), (1,)), ((1,), (2,)), ((2, 5), (3,)), ((), ()),
    ((), (2, 3)), ((4,), (1,)),
])
def test_sequence_kernel_equals_the_definition(steps, rays):
    gen = MoveGenerator(1, tuple((s,) for s in steps), tuple((v,) for v in rays))
    n = 300
    expected = reference_sequence(lambda a, b: gen.is_move((a,), (b,)), n)
    assert GD.generator_sequence((steps, rays), n - 1).tolist() == expected


def test_sequences_of_one_heap_families():
    n = 150
    for rule in (take_one_or_two(1), subtract_134(1), one_or_even(), nim(1), nim(1).slowed(),
                 halving(1)):
        expected = reference_sequence(lambda a, b: rule.reference((a,), (b,)), n)
        assert grundy_sequence(rule, n - 1).tolist() == expected, rule.name
    # a general relation (no generator) has values beyond the Grundy tables' limit here too
    assert grundy_sequence(nim(1).general(), 100).tolist() == list(range(101))


def test_sequences_of_relations_without_a_generator_use_the_relation():
    rule = halving(1)
    assert GD.heap_moves(rule) is None
    values = grundy_sequence(rule, 40)
    assert values.tolist() == reference_sequence(lambda a, b: 0 < a and b == a // 2, 41)


@pytest.mark.parametrize("family", [take_one_or_two(3), subtract_134(2), halving(2),
                                    halving(3)], ids=["takeTwo3", "subtract2", "halving2",
                                                      "halving3"])
def test_sprague_grundy_tables_equal_the_direct_solve(family, reference_options):
    """Cross-check: the xor of the heaps' sequences (how sums are solved in normal play) is the
    table the general path solves directly."""
    d, bound = family.heaps, BOUND[family.heaps] + 1
    direct = family.general()
    np.testing.assert_array_equal(grundy_table(family, bound), grundy_table(direct, bound))
    np.testing.assert_array_equal(outcome_table(family, bound, "normal"),
                                  outcome_table(direct, bound, "normal"))
    expected = as_array(reference_grundy(reference_options(family, bound)), d, bound)
    np.testing.assert_array_equal(grundy_table(family, bound), expected)
