"""The layered parallel Node Kayles kernel equals the serial kernel bit for bit."""
import itertools
import random

import numba
import numpy as np
import pytest

from pychecks.games.kayles import (complete_graph, edgeless_graph, fixture_graph,
                                   graph_from_edges, kayles_table, path_graph, reference_values)
from pychecks.drivers.kayles import kayles_table_parallel
from pychecks.solvers import kayles_parallel as KP


def graphs():
    rng = random.Random(7)
    out = [edgeless_graph(0), edgeless_graph(1), complete_graph(6), path_graph(9), fixture_graph()]
    for n in (3, 8, 13):
        for p in (0.2, 0.6):
            out.append(graph_from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n)
                                            if rng.random() < p]))
    return out


@pytest.mark.parametrize("graph", graphs(), ids=lambda g: f"n{g.n}e{len(g.edges)}")
@pytest.mark.parametrize("chunk", [1, 7, KP.LAYER_CHUNK])
def test_layers_equal_serial_kernel(graph, chunk):
    np.testing.assert_array_equal(kayles_table_parallel(graph, chunk), kayles_table(graph))


def test_layers_equal_reference_on_a_small_graph():
    g = path_graph(6)
    assert kayles_table_parallel(g, 3).tolist() == reference_values(g)


def test_one_thread_and_all_threads_agree():
    g = graph_from_edges(14, [(v, (3 * v + 1) % 14) for v in range(14) if (3 * v + 1) % 14 != v])
    before = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = kayles_table_parallel(g, 5)
    finally:
        numba.set_num_threads(before)
    np.testing.assert_array_equal(one, kayles_table_parallel(g, 5))


@pytest.mark.parametrize("n", [1, 5, 9])
def test_unrank_walks_every_layer_in_bitmask_order(n):
    binom = np.zeros((n + 1, n + 1), np.int64)
    KP._binomials(n, binom)
    for k in range(1, n + 1):
        layer = sorted(sum(1 << v for v in c) for c in itertools.combinations(range(n), k))
        assert [KP._unrank(r, k, n, binom) for r in range(len(layer))] == layer
