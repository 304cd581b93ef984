"""Node Kayles on any graph: positions are vertex sets, a move deletes a closed neighbourhood.

A position is a set S of vertices of a fixed graph (`pychecks.games.graphs.Graph`), encoded as a
bitmask (bit v = vertex v). A move picks v in S and leaves S minus N[v], where N[v] is v with its
neighbours; normal play. Lean: `KaylesMove` in lean/PychecksStatements/Kayles.lean.

This module holds the statements (Claims) of Kayles.lean and wires each to its check. The layers
below it, data flowing one way:
  * `pychecks.games.graphs`: graphs, graph files, the named graphs, substituted graphs;
  * `pychecks.solvers.kayles_reference`: pure Python from the definition (the yardstick);
  * `pychecks.solvers.kayles`: numba kernels (every subset, signatures, module counting);
  * `pychecks.drivers.kayles`: memory checks, tables, histograms and the Verdict-building checks.
The names of those layers that callers used to import from here are re-exported below.
"""
from __future__ import annotations

from ..registry import Claim, register
from ..drivers import kayles as _drivers
from ..drivers.kayles import (  # noqa: F401  (re-exported: commands, tests and scripts)
    MAX_TABLE_VERTICES, REFERENCE_MAX_VERTICES, check_table_fits, grundy_breakdown,
    histogram_checker, kayles_table, reachable_module_sets, solved_values,
    subset_values_checker, table_bytes, value_histogram)
from ..solvers.kayles_reference import (  # noqa: F401  (re-exported)
    kayles_options, q_value_reference, reference_values, signature_of, value_by_components)
from .graphs import (  # noqa: F401  (re-exported)
    FIXTURE_EDGES, FIXTURE_LABELS, Graph, SubstitutedGraph, complete_graph, components,
    edgeless_graph, fixture_graph, graph_from_edges, lean_finset, parse_graph, path_graph,
    read_graph, signature_check_graphs, signature_example_graphs, subset_mask)

#: Lean file holding the Node Kayles statements, relative to lean/.
LEAN_FILE = "PychecksStatements/Kayles.lean"


def signature_example_terms() -> list[tuple[str, Graph]]:
    """The four graphs of `kaylesSignature_example`, each with the Lean term it stands for:
    K1 and P6, then their joins with two independent vertices."""
    single, path6 = signature_example_graphs()
    return [("g1 Finset.univ", path_graph(1)), ("g6 Finset.univ", path_graph(6)),
            ("gs Finset.univ", single.expand()), ("gp Finset.univ", path6.expand())]


def signature_example_checker(claimed_values=(1, 1, 2, 3), claimed_signatures=((0,), (0, 2))):
    """Check of `kaylesSignature_example` (the claimed numbers are parameters for mutants)."""
    return _drivers.signature_example_checker(signature_example_terms, claimed_values,
                                              claimed_signatures)


def module_signature_checker(signature=signature_of, graphs=signature_check_graphs):
    """Check of `kaylesModuleSignature` on every starting subset of each substituted graph of
    `graphs()`; `signature(graph, values, mask)` is a parameter so that tests can feed a wrong
    one."""
    return _drivers.module_signature_checker(signature, graphs)


def components_xor_checker(combine_values=lambda a, b: a ^ b, graph_factory=fixture_graph):
    """Check of `kaylesFixture_componentsXor` (`combine_values` replaces XOR for mutants)."""
    return _drivers.components_xor_checker(combine_values, graph_factory)


#: The statements' numbers, exactly as written in Kayles.lean (a test reads them back there).
FIXTURE_FULL_VALUE = 3
FIXTURE_LOSING_COUNT = 1220
FIXTURE_HISTOGRAM = [1220, 1204, 901, 728, 22, 21]


def _register_statements() -> None:
    fx = fixture_graph
    register(Claim("kaylesFixture_fullValue", game="kayles", shape="value",
                   check=subset_values_checker(
                       "kaylesFixture_fullValue", fx,
                       lambda m: FIXTURE_FULL_VALUE if m == 0xFFF else None, subsets="full",
                       scope="the full board of the fixture (all 4096 subsets solved)"),
                   summary="g(full fixture board) = 3", literature="computed",
                   lean_hash="5ff861c596373a30"))
    register(Claim("kaylesFixture_losingCount", game="kayles", shape="value",
                   check=histogram_checker("kaylesFixture_losingCount", fx,
                                           [FIXTURE_LOSING_COUNT], range(1),
                                           "the 4096 subsets of the fixture"),
                   summary="1220 of the 4096 fixture subsets are losing (∅ counts)",
                   literature="computed", lean_hash="03b4e3db0132ba3c"))
    register(Claim("kaylesFixture_valueHistogram", game="kayles", shape="value",
                   check=histogram_checker("kaylesFixture_valueHistogram", fx,
                                           FIXTURE_HISTOGRAM, range(len(FIXTURE_HISTOGRAM)),
                                           "the 4096 subsets of the fixture"),
                   summary="values of the fixture's subsets: " + str(FIXTURE_HISTOGRAM),
                   literature="computed", lean_hash="eab5e0b431fb609f"))
    register(Claim("kaylesEmptyGraph_value", game="kayles", shape="example",
                   check=subset_values_checker("kaylesEmptyGraph_value",
                                               lambda: edgeless_graph(0), lambda m: 0, "full"),
                   summary="control: the graph without vertices has value 0",
                   literature="definition", lean_hash="e4041e3c5ba535c8"))
    register(Claim("kaylesFourIsolated_parity", game="kayles", shape="example",
                   check=subset_values_checker("kaylesFourIsolated_parity",
                                               lambda: edgeless_graph(4),
                                               lambda m: bin(m).count("1") % 2),
                   summary="control: four isolated vertices, g S = |S| mod 2",
                   literature="proved", lean_hash="a819493bf6a8e8e9"))
    register(Claim("kaylesCompleteFour_nonempty", game="kayles", shape="example",
                   check=subset_values_checker("kaylesCompleteFour_nonempty",
                                               lambda: complete_graph(4),
                                               lambda m: 1 if m else None),
                   summary="control: K4, every non-empty subset has value 1",
                   literature="proved", lean_hash="928b8400007e58ee"))
    register(Claim("kaylesPathThree_value", game="kayles", shape="example",
                   check=subset_values_checker("kaylesPathThree_value", lambda: path_graph(3),
                                               lambda m: 2 if m == 0b111 else None, "full"),
                   summary="control: the path on 3 vertices has value 2",
                   literature="proved", lean_hash="634717625f60ecae"))
    register(Claim("kaylesPathFour_value", game="kayles", shape="example",
                   check=subset_values_checker("kaylesPathFour_value", lambda: path_graph(4),
                                               lambda m: 0 if m == 0b1111 else None, "full"),
                   summary="control: the path on 4 vertices has value 0",
                   literature="proved", lean_hash="896694b08ee62d23"))
    register(Claim("kaylesSignature_example", game="kayles", shape="example",
                   check=signature_example_checker(),
                   summary="K1 and P6 both have value 1, signatures {0} and {0,2}; "
                           "joins have values 2 and 3", literature="computed",
                   lean_hash="e69be371773937ce"))
    register(Claim("kaylesModuleSignature", game="kayles", shape="law",
                   check=module_signature_checker(),
                   summary="Q(occupied modules) from signatures = Grundy value of the expanded "
                           "position (every subset of 4 substituted graphs)",
                   literature="proved", lean_hash="b845ee370b8cd428"))
    register(Claim("kaylesFixture_componentsXor", game="sums", shape="law",
                   check=components_xor_checker(),
                   summary="sum law inside Node Kayles: non-adjacent parts XOR",
                   literature="proved", lean_hash="5ba98f2454b260ae"))


_register_statements()
