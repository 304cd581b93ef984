"""Every Node Kayles kernel equals its pure-Python reference, bit for bit, on small graphs."""
import random

import numpy as np
import pytest

from pychecks.games.kayles import (
    SubstitutedGraph, complete_graph, edgeless_graph, fixture_graph, graph_from_edges,
    kayles_table, path_graph, q_value_reference, reference_values, signature_check_graphs,
    signature_of, value_histogram)
from pychecks.solvers import kayles as K


def random_graph(rng, n, p):
    return graph_from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n)
                                if rng.random() < p])


def random_graphs():
    rng = random.Random(5)
    out = [edgeless_graph(0), edgeless_graph(1), complete_graph(5), path_graph(7)]
    for n in range(1, 11):
        for p in (0.2, 0.5, 0.8):
            out.append(random_graph(rng, n, p))
    return out


@pytest.mark.parametrize("graph", random_graphs(), ids=lambda g: f"n{g.n}e{len(g.edges)}")
def test_table_kernel_equals_reference(graph):
    table = kayles_table(graph)
    assert table.dtype == np.uint8 and table.shape == (1 << graph.n,)
    assert table.tolist() == reference_values(graph)


def test_histogram_kernel_counts_the_table():
    table = kayles_table(fixture_graph())
    expected = [0] * (int(table.max()) + 1)
    for v in table.tolist():
        expected[v] += 1
    assert value_histogram(table) == expected


@pytest.mark.parametrize("graph", random_graphs()[4:20], ids=lambda g: f"n{g.n}e{len(g.edges)}")
def test_signature_kernel_equals_definition(graph):
    table = kayles_table(graph)
    out = np.empty(1 << graph.n, dtype=np.uint64)
    K._signatures(graph.closed_array(), graph.n, table, out)
    assert [int(x) for x in out] == [signature_of(graph, table, m) for m in range(1 << graph.n)]


def test_q_kernel_equals_reference_recursion():
    rng = random.Random(11)
    for _ in range(20):
        base = random_graph(rng, rng.randint(1, 6), 0.5)
        sigs = [rng.choice([0, 1, 2, 3, 5, 6, 9]) for _ in range(base.n)]
        q = np.zeros(1 << base.n, dtype=np.int64)
        K._q_values(base.closed_array(), base.n, np.array(sigs, dtype=np.uint64), q)
        assert q.tolist() == [q_value_reference(base, sigs, x) for x in range(1 << base.n)]


@pytest.mark.parametrize("sub", signature_check_graphs(), ids=lambda s: s.name)
def test_module_histogram_kernel_equals_direct_histogram(sub):
    assert sub.histogram() == value_histogram(kayles_table(sub.expand()))


def test_module_histogram_on_random_substitutions():
    rng = random.Random(3)
    for _ in range(6):
        base = random_graph(rng, rng.randint(2, 4), 0.6)
        modules = [random_graph(rng, rng.randint(1, 4), 0.4) for _ in range(base.n)]
        sub = SubstitutedGraph(base, modules, "random")
        assert sub.histogram() == value_histogram(kayles_table(sub.expand()))
