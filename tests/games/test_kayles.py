"""Node Kayles: graph files, the definition, the sum-law and signature routes, the statements."""
import random
import re
from pathlib import Path

import pytest

from pychecks.claims import find_claim
from pychecks.errors import BadInput, TooLarge, UnknownName
from pychecks.games import kayles as K
from pychecks.lean.read.decls import parse_lean_file
from pychecks.verdict import Status

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
LEAN = ROOT / "lean" / "PychecksStatements" / "Kayles.lean"


# --- graph files ---------------------------------------------------------------------------

def test_fixture_file_is_the_builtin_fixture():
    g = K.read_graph(DATA / "kayles_fixture.txt")
    assert g == K.fixture_graph()
    assert g.n == 12 and len(g.edges) == 18 and g.labels[0] == "A" and g.labels[11] == "L"
    assert (0, 3) in g.edges and (9, 11) in g.edges


def test_one_edge_per_line_numeric_labels_and_isolated_vertex():
    g = K.read_graph(DATA / "kayles_one_per_line.txt")
    assert g.labels == ("1", "2", "3", "4", "7")
    assert g.edges == ((0, 1), (1, 2), (2, 3))


@pytest.mark.parametrize("text, message", [
    ("A-B B-", "'B-' is not an edge"),
    ("A-B-C", "'A-B-C' is not an edge"),
    ("A-B\nA-A", "2: self-loop 'A-A'"),
    ("A-B C-D?", "'C-D?' is not an edge"),
    ("# nothing\n", "no vertices"),
])
def test_malformed_files_are_refused_with_the_line(text, message):
    with pytest.raises(BadInput, match=re.escape(message)):
        K.parse_graph(text, "g.txt")


def test_unknown_label_in_subset():
    with pytest.raises(UnknownName, match="unknown vertex 'M'"):
        K.subset_mask(K.fixture_graph(), "A,M")
    assert K.subset_mask(K.fixture_graph(), "A, D H") == 0b10001001


def test_too_large_is_refused_before_allocating(monkeypatch):
    monkeypatch.setenv("PYCHECKS_MEMORY_GIB", "0.001")
    with pytest.raises(TooLarge, match=r"21-vertex graph .* needs 2\.0 MiB"):
        K.kayles_table(K.path_graph(21))


# --- the definition and the routes ---------------------------------------------------------

def test_moves_follow_the_definition():
    g = K.path_graph(4)
    opts = K.kayles_options(g, frozenset({0, 1, 2, 3}))
    assert opts == [frozenset({2, 3}), frozenset({3}), frozenset({0}), frozenset({0, 1})]


def test_paths_match_dawsons_kayles():
    rows = [line.split() for line in (DATA / "kayles_paths.txt").read_text().splitlines()
            if line and not line.startswith("#")]
    for n, value in rows:
        assert int(K.kayles_table(K.path_graph(int(n)))[-1]) == int(value), n


def test_component_route_equals_direct_on_random_graphs():
    rng = random.Random(2)
    for n in range(1, 11):
        g = K.graph_from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n)
                                   if rng.random() < 0.3])
        table = K.kayles_table(g)
        memo = {}
        assert [K.value_by_components(g, m, memo) for m in range(1 << n)] == table.tolist()


def test_component_route_reaches_graphs_past_the_table():
    # A 60-vertex path: the full table would need 2^60 bytes; components keep pieces small.
    g = K.path_graph(60)
    rows = {int(n): int(v) for n, v in (line.split() for line in
            (DATA / "kayles_paths.txt").read_text().splitlines() if line[:1].isdigit())}
    assert K.value_by_components(g, 0b111 | (0b1111 << 10)) == rows[3] ^ rows[4]
    assert K.value_by_components(g, g.full) in range(10)


def test_components_split():
    g = K.fixture_graph()
    a, j, l, f = (K.subset_mask(g, x) for x in "AJLF")
    assert K.components(g, a | j | l | f) == [a | f, j | l]


def test_signature_example_of_the_spec():
    single, path6 = K.signature_example_graphs()
    assert int(K.kayles_table(single.expand())[-1]) == 2
    assert int(K.kayles_table(path6.expand())[-1]) == 3
    p6 = K.path_graph(6)
    assert K.signature_of(p6, K.kayles_table(p6), p6.full) == 0b101  # {0, 2}


def test_signature_route_pointwise_on_at_least_300_subsets():
    total = 0
    for sub in K.signature_check_graphs():
        e = sub.expand()
        table = K.kayles_table(e)
        assert [sub.value(m) for m in range(1 << e.n)] == table.tolist()
        total += 1 << e.n
    assert total >= 300


def test_signature_histogram_of_a_large_expansion_adds_up():
    # Ten modules of six vertices on the Petersen graph: 60 vertices, 2^60 starting subsets.
    pet = K.read_graph(ROOT / "examples" / "graphs" / "petersen.txt")
    modules = [K.complete_graph(6), K.edgeless_graph(6)] * 5
    sub = K.SubstitutedGraph(pet, modules, "Petersen")
    hist = sub.histogram()
    assert sum(hist) == 2 ** 60


# --- statements ----------------------------------------------------------------------------

KAYLES_CLAIMS = ["kaylesFixture_fullValue", "kaylesFixture_losingCount",
                 "kaylesFixture_valueHistogram", "kaylesEmptyGraph_value",
                 "kaylesFourIsolated_parity", "kaylesCompleteFour_nonempty",
                 "kaylesPathThree_value", "kaylesPathFour_value", "kaylesSignature_example",
                 "kaylesModuleSignature", "kaylesFixture_componentsXor"]


@pytest.mark.parametrize("name", KAYLES_CLAIMS)
def test_statement_holds_and_mirrors_its_lean_text(name):
    claim = find_claim(name)
    verdict = claim.check(claim.validate_bound(None))
    assert verdict.status is Status.HOLDS, verdict.reason
    assert verdict.examined and verdict.backend.startswith("kernel")
    decls = {d.name: d for d in parse_lean_file(LEAN)}
    assert decls[name].hash == claim.lean_hash


def test_statement_numbers_are_the_lean_numbers():
    decls = {d.name: d.text for d in parse_lean_file(LEAN)}
    assert decls["kaylesFixture_fullValue"].endswith(f"= {K.FIXTURE_FULL_VALUE}")
    assert decls["kaylesFixture_losingCount"].endswith(f"= {K.FIXTURE_LOSING_COUNT}")
    assert decls["kaylesFixture_valueHistogram"].endswith(
        "[" + ", ".join(map(str, K.FIXTURE_HISTOGRAM)) + "]")
    assert f"List.range {len(K.FIXTURE_HISTOGRAM)}" in decls["kaylesFixture_valueHistogram"]


def test_computed_fixture_numbers():
    table = K.kayles_table(K.fixture_graph())
    hist = K.value_histogram(table)
    assert (int(table[-1]), hist[0], hist) == (K.FIXTURE_FULL_VALUE, K.FIXTURE_LOSING_COUNT,
                                               K.FIXTURE_HISTOGRAM)
    assert sum(hist) == 4096


# --- mutants: every checker can say no -------------------------------------------------------

def _fails(verdict):
    assert verdict.status is Status.FAILS
    return verdict.counterexample


def test_mutant_full_value():
    cex = _fails(K.subset_values_checker("m", K.fixture_graph,
                                         lambda m: 2 if m == 0xFFF else None, "full")())
    assert cex.bindings == {"S": "Finset.univ"} and cex.issue == "g S = 2"
    assert cex.data["computed"] == 3


def test_mutant_losing_count_and_histogram():
    cex = _fails(K.histogram_checker("m", K.fixture_graph, [1221], range(1), "fixture")())
    assert cex.bindings == {"k": "0"} and cex.data["computed"] == 1220
    cex = _fails(K.histogram_checker("m", K.fixture_graph, [1220, 1204, 901, 728, 21, 22],
                                     range(6), "fixture")())
    assert cex.bindings == {"k": "4"}


@pytest.mark.parametrize("graph, claimed, subsets, smallest", [
    (lambda: K.edgeless_graph(0), lambda m: 1, "full", "∅"),
    (lambda: K.edgeless_graph(4), lambda m: 0, "all", "{0}"),
    (lambda: K.complete_graph(4), lambda m: bin(m).count("1") % 2 if m else None, "all",
     "{0, 1}"),
    (lambda: K.path_graph(3), lambda m: 1 if m == 7 else None, "full", "Finset.univ"),
    (lambda: K.path_graph(4), lambda m: 2 if m == 15 else None, "full", "Finset.univ"),
])
def test_mutant_controls(graph, claimed, subsets, smallest):
    cex = _fails(K.subset_values_checker("m", graph, claimed, subsets)())
    assert cex.bindings == {"S": smallest}


def test_mutant_signature_example():
    cex = _fails(K.signature_example_checker(claimed_values=(1, 1, 2, 2))())
    assert cex.issue == "gp Finset.univ = 2"
    cex = _fails(K.signature_example_checker(claimed_signatures=((0,), (0,)))())
    assert "g6 T = a" in cex.issue


def test_mutant_module_signature_value_alone():
    # A module treated as a Nim heap of its own value: right for one vertex, wrong for P6.
    def heap_signature(graph, values, mask):
        return (1 << int(values[mask])) - 1 if mask else 0
    cex = _fails(K.module_signature_checker(signature=heap_signature)())
    assert cex.bindings == {"G": "P6 join 2K1", "S": "{0, 2, 6}"}
    assert cex.data["direct"] == 2 and cex.data["q"] == 1


def test_mutant_components_or_instead_of_xor():
    cex = _fails(K.components_xor_checker(combine_values=lambda a, b: a | b)())
    assert cex.bindings == {"S": "{0}", "T": "{1}"}


def test_counterexample_text_is_pinned():
    cex = _fails(K.subset_values_checker("m", lambda: K.path_graph(3),
                                         lambda m: 1 if m == 7 else None, "full")())
    assert cex.render() == "\n".join([
        "===================",
        "Found a counter-example!",
        "S := Finset.univ",
        "issue: g S = 1 does not hold",
        "  computed g S = 2 (kernel+reference)",
        "  move at 0: {2} has value 1",
        "  move at 1: {} has value 0",
        "  move at 2: {0} has value 1",
        "  mex of option values [0, 1] = 2",
        "-------------------"])
