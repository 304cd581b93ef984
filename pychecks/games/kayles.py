"""Node Kayles on any graph: positions are vertex sets, a move deletes a closed neighbourhood.

A position is a set S of vertices of a fixed graph, encoded as a bitmask (bit v = vertex v). A
move picks v in S and leaves S minus N[v], where N[v] is v with its neighbours; normal play.
Lean: `KaylesMove` in lean/PychecksStatements/Kayles.lean.

Three routes to the values, each checked against the others:
  * `reference_values`: pure Python, memoised, straight from the definition (small graphs).
  * `kayles_table`: the numba kernel, every subset, one byte per subset.
  * `value_by_components`: split S into connected components and XOR their values (the
    Sprague–Grundy sum law), recursing only into connected pieces.
and, for substituted graphs, `SubstitutedGraph` computes values from module signatures.

Graph files (`read_graph`): edges `A-D` separated by spaces, commas or newlines; a label alone is
a vertex without edges; `#` starts a comment. Labels are letters, digits and `_`; vertices are
numbered with numeric labels first (in numeric order), then the others alphabetically.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

import numpy as np

from ..registry import Claim, register
from ..errors import BadInput, TooLarge, UnknownName, memory_limit_bytes
from ..grundy import mex
from ..verdict import Counterexample, Status, Verdict

#: The spec's fixture: twelve vertices A..L, eighteen edges.
FIXTURE_EDGES = ("A-D A-E A-F A-G B-C B-D B-E B-H C-D C-I D-H E-H E-I E-K G-H H-L I-K J-L")
FIXTURE_LABELS = tuple("ABCDEFGHIJKL")

#: Values are stored in one byte and option values are collected in a 64-bit mask; both hold
#: because g(S) <= |S| <= n. Past 40 vertices the full table (1 TiB) is never sensible anyway.
MAX_TABLE_VERTICES = 40

_LABEL = re.compile(r"[A-Za-z0-9_]+\Z")


@dataclass(frozen=True)
class Graph:
    """A simple graph on vertices 0..n-1 with display labels; edges as sorted pairs (u < v)."""

    labels: tuple[str, ...]
    edges: tuple[tuple[int, int], ...]

    @property
    def n(self) -> int:
        return len(self.labels)

    @property
    def closed(self) -> tuple[int, ...]:
        """closed[v] = bitmask of N[v], v together with its neighbours."""
        masks = [1 << v for v in range(self.n)]
        for u, v in self.edges:
            masks[u] |= 1 << v
            masks[v] |= 1 << u
        return tuple(masks)

    @property
    def full(self) -> int:
        """The bitmask of the whole board."""
        return (1 << self.n) - 1

    def closed_array(self) -> np.ndarray:
        return np.array(self.closed, dtype=np.int64)

    def names(self, mask: int) -> str:
        """Labels of the vertices in `mask`, e.g. '{A, D, H}'."""
        return "{" + ", ".join(self.labels[v] for v in range(self.n) if mask >> v & 1) + "}"


def graph_from_edges(n: int, edges, labels=None) -> Graph:
    """A Graph on vertices 0..n-1; labels default to '0'..'n-1'. Rejects loops and bad indices."""
    labels = tuple(labels) if labels is not None else tuple(str(v) for v in range(n))
    if len(labels) != n:
        raise ValueError(f"{len(labels)} labels for {n} vertices")
    seen = set()
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise BadInput(f"edge {u}-{v}: vertices must be 0..{n - 1}")
        if u == v:
            raise BadInput(f"self-loop at vertex {labels[u]}: Node Kayles graphs are simple")
        seen.add((min(u, v), max(u, v)))
    return Graph(labels=labels, edges=tuple(sorted(seen)))


def _label_key(label: str):
    return (0, int(label), "") if label.isdigit() else (1, 0, label)


def parse_graph(text: str, source: str = "<graph>") -> Graph:
    """A Graph from edge-list text (format in the module docstring); BadInput names the line."""
    tokens: list[tuple[int, str]] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0]
        tokens += [(lineno, t) for t in re.split(r"[\s,]+", line) if t]
    labels: set[str] = set()
    pairs: list[tuple[str, str]] = []
    for lineno, tok in tokens:
        parts = tok.split("-")
        if len(parts) > 2 or not all(_LABEL.match(p) for p in parts):
            raise BadInput(f"{source}:{lineno}: '{tok}' is not an edge LABEL-LABEL or a label "
                           "(labels are letters, digits and _)")
        if len(parts) == 2:
            if parts[0] == parts[1]:
                raise BadInput(f"{source}:{lineno}: self-loop '{tok}': a vertex cannot be "
                               "adjacent to itself")
            pairs.append((parts[0], parts[1]))
        labels.update(parts)
    if not labels:
        raise BadInput(f"{source}: no vertices (expected edges like 'A-D A-E' or labels)")
    ordered = tuple(sorted(labels, key=_label_key))
    index = {label: i for i, label in enumerate(ordered)}
    return graph_from_edges(len(ordered), [(index[a], index[b]) for a, b in pairs], ordered)


def read_graph(path: str | Path) -> Graph:
    """`parse_graph` on a file; a missing or unreadable file is BadInput."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"cannot read graph file {path} ({exc.__class__.__name__})") from None
    return parse_graph(text, str(path))


def fixture_graph() -> Graph:
    """The spec's twelve-vertex fixture (A = 0, ..., L = 11). Lean: `kaylesFixture`."""
    g = parse_graph(FIXTURE_EDGES, "fixture")
    assert g.labels == FIXTURE_LABELS and len(g.edges) == 18
    return g


def edgeless_graph(n: int) -> Graph:
    """n isolated vertices (n = 0: the empty graph). Lean: `⊥ : SimpleGraph (Fin n)`."""
    return graph_from_edges(n, [])


def complete_graph(n: int) -> Graph:
    """K_n. Lean: `⊤ : SimpleGraph (Fin n)`."""
    return graph_from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n)])


def path_graph(n: int) -> Graph:
    """The path 0 - 1 - ... - (n-1). Lean: `SimpleGraph.pathGraph n`."""
    return graph_from_edges(n, [(v, v + 1) for v in range(n - 1)])


def subset_mask(graph: Graph, labels: str) -> int:
    """The bitmask of labels like 'A,D,H' or 'A D H'; UnknownName for a label not in the graph."""
    index = {label: i for i, label in enumerate(graph.labels)}
    mask = 0
    for tok in re.split(r"[\s,{}]+", labels):
        if not tok:
            continue
        if tok not in index:
            raise UnknownName("vertex", tok, list(graph.labels))
        mask |= 1 << index[tok]
    return mask


# ---------------------------------------------------------------------------------------------
# The definition, in Python
# ---------------------------------------------------------------------------------------------

def kayles_options(graph: Graph, s: frozenset[int]) -> list[frozenset[int]]:
    """Lean: `KaylesMove G S T` — the T reachable from S: S minus N[v] for each v in S."""
    out = []
    for v in sorted(s):
        nbhd = {v} | {w for e in graph.edges if v in e for w in e}
        out.append(s - nbhd)
    return out


def reference_values(graph: Graph) -> list[int]:
    """Grundy value of every subset (index = bitmask), by memoised recursion on frozensets.

    Written from the definition g(S) = mex { g(S \\ N[v]) : v ∈ S }, g(∅) = 0, without
    bitmask tricks; it is the yardstick for the kernel, so keep it obviously right.
    """

    @lru_cache(maxsize=None)
    def g(s: frozenset[int]) -> int:
        return mex(g(t) for t in kayles_options(graph, s))

    return [g(frozenset(v for v in range(graph.n) if mask >> v & 1))
            for mask in range(1 << graph.n)]


# ---------------------------------------------------------------------------------------------
# The kernel driver
# ---------------------------------------------------------------------------------------------

def table_bytes(n: int) -> int:
    """Memory for the full value table of an n-vertex graph: one byte per subset."""
    return 1 << n


def check_table_fits(graph: Graph, what: str = "the value table") -> None:
    """Raise TooLarge (with the estimate) before allocating a table that would not fit."""
    need = table_bytes(graph.n)
    limit = memory_limit_bytes()
    if graph.n > MAX_TABLE_VERTICES or need > limit:
        raise TooLarge(f"{what} of a {graph.n}-vertex graph (2^{graph.n} subsets, 1 byte each)",
                       need, limit)


def kayles_table(graph: Graph) -> np.ndarray:
    """Grundy value of every subset (index = bitmask) by the numba kernel, as uint8."""
    from ..solvers.kayles import _kayles_table
    check_table_fits(graph)
    table = np.empty(1 << graph.n, dtype=np.uint8)
    _kayles_table(graph.closed_array(), graph.n, table)
    return table


def value_histogram(table: np.ndarray) -> list[int]:
    """hist[k] = number of subsets of value k, trailing zeros dropped."""
    from ..solvers.kayles import _value_histogram
    hist = np.zeros(256, dtype=np.int64)
    _value_histogram(table, hist)
    nz = np.nonzero(hist)[0]
    return [int(x) for x in hist[: (nz[-1] + 1 if len(nz) else 0)]]


def grundy_breakdown(graph: Graph, values, mask: int) -> list[str]:
    """Each option of `mask` with its value, then the mex: the why of a Grundy value."""
    lines = []
    closed = graph.closed
    opts = []
    for v in range(graph.n):
        if mask >> v & 1:
            t = mask & ~closed[v]
            opts.append(int(values[t]))
            lines.append(f"move at {graph.labels[v]}: {graph.names(t)} has value {int(values[t])}")
    lines.append(f"mex of option values {sorted(set(opts))} = {mex(opts)}")
    return lines


# ---------------------------------------------------------------------------------------------
# The sum law route: components
# ---------------------------------------------------------------------------------------------

def components(graph: Graph, mask: int) -> list[int]:
    """The connected components of the induced subgraph on `mask`, as bitmasks (lowest first)."""
    closed = graph.closed
    out = []
    left = mask
    while left:
        comp = left & -left
        frontier = comp
        while frontier:
            low = frontier & -frontier
            frontier ^= low
            new = closed[low.bit_length() - 1] & left & ~comp
            comp |= new
            frontier |= new
        out.append(comp)
        left &= ~comp
    return out


def value_by_components(graph: Graph, mask: int, memo: dict[int, int] | None = None) -> int:
    """g(S) as the XOR of the values of the components of S (Sprague–Grundy sum law).

    A connected component is solved by the definition, whose options split again; the memo is
    keyed by connected pieces only, so sparse graphs far past the full-table size are in reach.
    """
    memo = {} if memo is None else memo
    closed = graph.closed

    def connected_value(c: int) -> int:
        if c in memo:
            return memo[c]
        opts = set()
        rest = c
        while rest:
            low = rest & -rest
            rest ^= low
            opts.add(total(c & ~closed[low.bit_length() - 1]))
        memo[c] = mex(opts)
        return memo[c]

    def total(s: int) -> int:
        x = 0
        for c in components(graph, s):
            x ^= connected_value(c)
        return x

    return total(mask)


# ---------------------------------------------------------------------------------------------
# Module signatures
# ---------------------------------------------------------------------------------------------

def signature_of(graph: Graph, values, mask: int) -> int:
    """The spec's A = { g(S \\ N[v]) : v ∈ S } as a bitmask of values (0 iff S is empty)."""
    closed = graph.closed
    sig = 0
    for v in range(graph.n):
        if mask >> v & 1:
            sig |= 1 << int(values[mask & ~closed[v]])
    return sig


def q_value_reference(base: Graph, sigs: list[int], x: int) -> int:
    """Q(X) = mex { Q(X \\ N_H[i]) xor a : i ∈ X, a ∈ A_i }, Q(∅) = 0, straight from the spec."""
    closed = base.closed

    @lru_cache(maxsize=None)
    def q(x: int) -> int:
        opts = []
        for i in range(base.n):
            if x >> i & 1:
                rest = q(x & ~closed[i])
                opts += [rest ^ a for a in range(64) if sigs[i] >> a & 1]
        return mex(opts)

    return q(x)


def reachable_module_sets(base: Graph) -> list[int]:
    """Module sets reachable from all modules by deleting closed neighbourhoods, increasing."""
    closed = base.closed
    found = {base.full}
    stack = [base.full]
    while stack:
        x = stack.pop()
        for i in range(base.n):
            if x >> i & 1 and (y := x & ~closed[i]) not in found:
                found.add(y)
                stack.append(y)
    return sorted(found - {0})


@dataclass
class SubstitutedGraph:
    """A base graph H on modules 0..m-1 with a module graph H_i substituted for each vertex i.

    The expanded graph numbers module 0's vertices first, then module 1's, and so on; each base
    edge i–j becomes all edges between H_i and H_j. Lean: the hypothesis `hmod` of
    `kaylesModuleSignature` says exactly this of a map `mod` from vertices to modules.
    """

    base: Graph
    modules: list[Graph]
    name: str = ""
    _tables: list = field(default_factory=list, repr=False)

    def __post_init__(self):
        if len(self.modules) != self.base.n:
            raise BadInput(f"{len(self.modules)} module graphs for a base graph on {self.base.n}")

    @property
    def offsets(self) -> list[int]:
        out, at = [], 0
        for mod in self.modules:
            out.append(at)
            at += mod.n
        return out + [at]

    def expand(self) -> Graph:
        """The expanded graph (module i's vertex a is labelled 'i.a')."""
        off = self.offsets
        labels = [f"{i}.{lab}" for i, mod in enumerate(self.modules) for lab in mod.labels]
        edges = [(off[i] + u, off[i] + v) for i, mod in enumerate(self.modules)
                 for u, v in mod.edges]
        for i, j in self.base.edges:
            edges += [(off[i] + a, off[j] + b) for a in range(self.modules[i].n)
                      for b in range(self.modules[j].n)]
        return graph_from_edges(off[-1], edges, labels)

    def module_tables(self) -> list[np.ndarray]:
        if not self._tables:
            self._tables = [kayles_table(mod) for mod in self.modules]
        return self._tables

    def split(self, mask: int) -> list[int]:
        """The part of an expanded position in each module, as module-local bitmasks."""
        off = self.offsets
        return [(mask >> off[i]) & ((1 << mod.n) - 1) for i, mod in enumerate(self.modules)]

    def value(self, mask: int) -> int:
        """Q(X) for the expanded position `mask`, from module signatures (reference recursion)."""
        tables = self.module_tables()
        sigs = [signature_of(mod, t, part)
                for mod, t, part in zip(self.modules, tables, self.split(mask))]
        occupied = sum(1 << i for i, s in enumerate(sigs) if s)
        return q_value_reference(self.base, sigs, occupied)

    def signature_counts(self) -> list[dict[int, int]]:
        """For each module: signature bitmask -> number of its subsets with that signature."""
        from ..solvers.kayles import _signatures
        out = []
        for mod, table in zip(self.modules, self.module_tables()):
            sig = np.empty(1 << mod.n, dtype=np.uint64)
            _signatures(mod.closed_array(), mod.n, table, sig)
            keys, counts = np.unique(sig, return_counts=True)
            out.append({int(k): int(c) for k, c in zip(keys, counts)})
        return out

    def histogram(self) -> list[int]:
        """Values over all 2^N starting subsets of the expanded graph, from signature counts."""
        from ..solvers.kayles import _module_histogram
        total = self.offsets[-1]
        if total > 62:
            raise TooLarge(f"counting the {total}-vertex expanded graph (counts past 2^62)",
                           1 << total, 1 << 62)
        counts = self.signature_counts()
        values, mults, offsets = [], [], [0]
        for c in counts:
            for k in sorted(c):
                values.append(k)
                mults.append(c[k])
            offsets.append(len(values))
        reach = reachable_module_sets(self.base)
        groups = [[x for x in reach if x.bit_length() - 1 == top] for top in range(self.base.n)]
        reach_offsets = np.cumsum([0] + [len(g) for g in groups])
        hist = np.zeros(64, dtype=np.int64)
        _module_histogram(self.base.closed_array(), self.base.n,
                          np.array([x for g in groups for x in g], dtype=np.int64),
                          reach_offsets.astype(np.int64),
                          np.array(values, dtype=np.uint64), np.array(mults, dtype=np.int64),
                          np.array(offsets, dtype=np.int64), hist)
        nz = np.nonzero(hist)[0]
        return [int(x) for x in hist[: nz[-1] + 1]]


def signature_example_graphs() -> tuple[SubstitutedGraph, SubstitutedGraph]:
    """The spec's example: a single vertex, and a six-vertex path, each joined completely to
    two independent vertices (base graph: a path on three modules, the module in the middle)."""
    base = graph_from_edges(3, [(0, 1), (0, 2)])
    single = SubstitutedGraph(base, [path_graph(1), path_graph(1), path_graph(1)], "K1 join 2K1")
    path6 = SubstitutedGraph(base, [path_graph(6), path_graph(1), path_graph(1)], "P6 join 2K1")
    return single, path6


def signature_check_graphs() -> list[SubstitutedGraph]:
    """The substituted graphs on which the signature law is checked pointwise (all subsets)."""
    single, path6 = signature_example_graphs()
    c5 = graph_from_edges(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)])
    cycle = SubstitutedGraph(c5, [path_graph(3), complete_graph(2), edgeless_graph(2),
                                  path_graph(1), graph_from_edges(3, [(0, 1)])], "C5 of mixed")
    star = graph_from_edges(4, [(0, 1), (0, 2), (0, 3), (1, 2)])
    mixed = SubstitutedGraph(star, [path_graph(4), edgeless_graph(3), path_graph(2),
                                    complete_graph(3)], "paw-star of mixed")
    return [single, path6, cycle, mixed]


# ---------------------------------------------------------------------------------------------
# Statements of lean/PychecksStatements/Kayles.lean
# ---------------------------------------------------------------------------------------------

#: Lean file holding the Node Kayles statements, relative to lean/.
LEAN_FILE = "PychecksStatements/Kayles.lean"

#: Reference solving is pure Python; past this many vertices a check uses the kernel alone and
#: says so in its scope.
REFERENCE_MAX_VERTICES = 14


def lean_finset(graph: Graph, mask: int) -> str:
    """A subset in Lean syntax: `Finset.univ`, `∅` or `{0, 3, 4}` (vertex numbers)."""
    if mask == graph.full and graph.n:
        return "Finset.univ"
    if mask == 0:
        return "∅"
    return "{" + ", ".join(str(v) for v in range(graph.n) if mask >> v & 1) + "}"


def solved_values(graph: Graph):
    """(values, backend, disagreement): the kernel table, cross-checked by the reference.

    `disagreement` is the first subset where kernel and reference differ (a bug in pychecks, so
    the caller reports UNKNOWN), or None.
    """
    table = kayles_table(graph)
    if graph.n > REFERENCE_MAX_VERTICES:
        return table, "kernel", None
    ref = _cached_reference(graph)
    for mask in range(1 << graph.n):
        if int(table[mask]) != ref[mask]:
            return table, "kernel+reference", mask
    return table, "kernel+reference", None


@lru_cache(maxsize=16)
def _cached_reference(graph: Graph) -> tuple[int, ...]:
    # Several statements are about the same graph; the pure-Python solve is the slow part.
    return tuple(reference_values(graph))


def _by_size(n: int):
    """Subsets of n vertices, smallest first (by size, then as integers): the order in which a
    counterexample is reported, so the smallest one comes out."""
    return sorted(range(1 << n), key=lambda m: (bin(m).count("1"), m))


def _disagreement_verdict(name, graph, table, mask, scope, seconds):
    ref = _cached_reference(graph)
    return Verdict(claim=name, status=Status.UNKNOWN, backend="kernel+reference", scope=scope,
                   seconds=seconds, reason=f"kernel and reference disagree at S = "
                   f"{lean_finset(graph, mask)}: {int(table[mask])} vs {ref[mask]}")


def subset_values_checker(name: str, graph_factory, claimed, subsets: str = "all",
                          scope: str = "", value_name: str = "g") -> Callable:
    """A check comparing `claimed(mask)` (the statement's value, None = no claim at that subset)
    with the computed value of each subset, smallest counterexample first.

    subsets: "all" for every subset, "full" for the whole board only.
    """

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        graph = graph_factory()
        table, backend, bad = solved_values(graph)
        where = scope or f"{'every subset' if subsets == 'all' else 'the full board'} of a "\
                         f"{graph.n}-vertex graph"
        if bad is not None:
            return _disagreement_verdict(name, graph, table, bad, where,
                                         time.perf_counter() - start)
        masks = _by_size(graph.n) if subsets == "all" else [graph.full]
        examined = 0
        for mask in masks:
            want = claimed(mask)
            if want is None:
                continue
            examined += 1
            if int(table[mask]) != want:
                cex = Counterexample(
                    bindings={"S": lean_finset(graph, mask)},
                    issue=f"{value_name} S = {want}",
                    breakdown=[f"computed {value_name} S = {int(table[mask])} ({backend})"]
                    + grundy_breakdown(graph, table, mask),
                    data={"mask": mask, "claimed": want, "computed": int(table[mask])})
                return Verdict(claim=name, status=Status.FAILS, backend=backend, scope=where,
                               examined=examined, counterexample=cex,
                               seconds=time.perf_counter() - start)
        return Verdict(claim=name, status=Status.HOLDS, backend=backend, scope=where,
                       examined=examined, seconds=time.perf_counter() - start)

    return check


def histogram_checker(name: str, graph_factory, claimed: list[int], values: range,
                      scope: str) -> Callable:
    """A check that, for each k in `values`, the number of subsets of value k is claimed[k]."""

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        graph = graph_factory()
        table, backend, bad = solved_values(graph)
        if bad is not None:
            return _disagreement_verdict(name, graph, table, bad, scope,
                                         time.perf_counter() - start)
        hist = value_histogram(table)
        if backend == "kernel+reference":
            ref_hist = [0] * len(hist)
            for v in _cached_reference(graph):
                ref_hist[v] += 1
            assert ref_hist == hist  # the tables agreed subset by subset
        for k, want in zip(values, claimed):
            got = hist[k] if k < len(hist) else 0
            if got != want:
                first = [lean_finset(graph, m) for m in range(1 << graph.n) if table[m] == k][:5]
                cex = Counterexample(
                    bindings={"k": str(k)},
                    issue=f"(Finset.univ.filter fun S => g S = {k}).card = {want}",
                    breakdown=[f"computed: {got} subsets of value {k} ({backend})",
                               f"computed histogram: {hist}",
                               "first such subsets: " + (", ".join(first) or "none")],
                    data={"k": k, "claimed": want, "computed": got, "histogram": hist})
                return Verdict(claim=name, status=Status.FAILS, backend=backend, scope=scope,
                               examined=1 << graph.n, counterexample=cex,
                               seconds=time.perf_counter() - start)
        return Verdict(claim=name, status=Status.HOLDS, backend=backend, scope=scope,
                       examined=1 << graph.n, seconds=time.perf_counter() - start)

    return check


def signature_example_checker(claimed_values=(1, 1, 2, 3), claimed_signatures=((0,), (0, 2))):
    """Check of `kaylesSignature_example`: values of K1 and P6, their signatures, and the full
    values of the two joined graphs, each by kernel and reference."""

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        single, path6 = signature_example_graphs()
        graphs = [("g1 Finset.univ", path_graph(1)), ("g6 Finset.univ", path_graph(6)),
                  ("gs Finset.univ", single.expand()), ("gp Finset.univ", path6.expand())]
        computed = []
        for (label, graph), want in zip(graphs, claimed_values):
            table, backend, bad = solved_values(graph)
            if bad is not None:
                return _disagreement_verdict("kaylesSignature_example", graph, table, bad,
                                             "the spec's example", time.perf_counter() - start)
            computed.append((label, graph, table, int(table[graph.full]), want))
        sigs = []
        for idx in (0, 1):
            label, graph, table, _, _ = computed[idx]
            mask = signature_of(graph, table, graph.full)
            sigs.append(tuple(a for a in range(64) if mask >> a & 1))
        problems = [(label, f"{label} = {want}", f"computed {label} = {got}",
                     grundy_breakdown(graph, table, graph.full))
                    for label, graph, table, got, want in computed if got != want]
        for idx, (got, want) in enumerate(zip(sigs, claimed_signatures)):
            if tuple(got) != tuple(want):
                label, graph, table, _, _ = computed[idx]
                g = label.split()[0]
                problems.append((label, f"{{a | ∃ T, KaylesMove _ Finset.univ T ∧ {g} T = a}} = "
                                 "{" + ", ".join(map(str, want)) + "}",
                                 f"computed option values {list(got)}",
                                 grundy_breakdown(graph, table, graph.full)))
        scope = "K1, P6 and their joins with two independent vertices"
        if problems:
            label, issue, what, why = problems[0]
            cex = Counterexample(bindings={"position": label.split()[1]}, issue=issue,
                                 breakdown=[what] + why, data={"which": label})
            return Verdict(claim="kaylesSignature_example", status=Status.FAILS,
                           backend="kernel+reference", scope=scope, examined=4,
                           counterexample=cex, seconds=time.perf_counter() - start)
        return Verdict(claim="kaylesSignature_example", status=Status.HOLDS,
                       backend="kernel+reference", scope=scope, examined=4,
                       seconds=time.perf_counter() - start)

    return check


def module_signature_checker(signature=signature_of, graphs=signature_check_graphs):
    """Check of `kaylesModuleSignature` on every starting subset of each substituted graph:
    Q from signatures (reference recursion) against the direct value (kernel and reference).

    `signature(graph, values, mask)` is a parameter so that tests can feed a wrong one.
    """

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        examined = 0
        names = []
        for sub in graphs():
            expanded = sub.expand()
            names.append(f"{sub.name} ({expanded.n} vertices)")
            table, backend, bad = solved_values(expanded)
            if bad is not None:
                return _disagreement_verdict("kaylesModuleSignature", expanded, table, bad,
                                             sub.name, time.perf_counter() - start)
            tables = sub.module_tables()
            for mask in _by_size(expanded.n):
                parts = sub.split(mask)
                sigs = [signature(mod, t, part)
                        for mod, t, part in zip(sub.modules, tables, parts)]
                occupied = sum(1 << i for i, part in enumerate(parts) if part)
                q = q_value_reference(sub.base, sigs, occupied)
                examined += 1
                if q != int(table[mask]):
                    shown = ["{" + ", ".join(str(a) for a in range(64) if s >> a & 1) + "}"
                             for s in sigs]
                    cex = Counterexample(
                        bindings={"G": sub.name, "S": lean_finset(expanded, mask)},
                        issue="g S = Q (S.image mod)",
                        breakdown=[f"g S = {int(table[mask])} ({backend})",
                                   f"Q (S.image mod) = {q}",
                                   "signatures A i: " + ", ".join(shown)],
                        data={"graph": sub.name, "mask": mask, "direct": int(table[mask]),
                              "q": q})
                    return Verdict(claim="kaylesModuleSignature", status=Status.FAILS,
                                   backend=backend, scope=sub.name, examined=examined,
                                   counterexample=cex, seconds=time.perf_counter() - start)
        return Verdict(claim="kaylesModuleSignature", status=Status.HOLDS,
                       backend="kernel+reference",
                       scope="every starting subset of " + "; ".join(names),
                       examined=examined, seconds=time.perf_counter() - start)

    return check


def components_xor_checker(combine_values=lambda a, b: a ^ b, graph_factory=fixture_graph):
    """Check of `kaylesFixture_componentsXor`: for every pair S, T of disjoint non-adjacent
    parts, g (S ∪ T) = g S xor g T. Such pairs are exactly the splits of the components of
    U = S ∪ T into two groups, so enumerating U and the splits covers every pair once."""

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        graph = graph_factory()
        table, backend, bad = solved_values(graph)
        scope = f"every pair of non-adjacent disjoint subsets of the {graph.n}-vertex graph"
        if bad is not None:
            return _disagreement_verdict("kaylesFixture_componentsXor", graph, table, bad,
                                         scope, time.perf_counter() - start)
        examined = 0
        for u in _by_size(graph.n):
            comps = components(graph, u)
            for pick in range(1 << len(comps)):
                s = sum(c for i, c in enumerate(comps) if pick >> i & 1)
                t = u & ~s
                examined += 1
                want = combine_values(int(table[s]), int(table[t]))
                if int(table[u]) != want:
                    cex = Counterexample(
                        bindings={"S": lean_finset(graph, s), "T": lean_finset(graph, t)},
                        issue="g (S ∪ T) = g S ^^^ g T",
                        breakdown=[f"g S = {int(table[s])}, g T = {int(table[t])}, "
                                   f"claimed g (S ∪ T) = {want}",
                                   f"computed g (S ∪ T) = {int(table[u])} ({backend})"],
                        data={"S": s, "T": t})
                    return Verdict(claim="kaylesFixture_componentsXor", status=Status.FAILS,
                                   backend=backend, scope=scope, examined=examined,
                                   counterexample=cex, seconds=time.perf_counter() - start)
        return Verdict(claim="kaylesFixture_componentsXor", status=Status.HOLDS,
                       backend=backend, scope=scope, examined=examined,
                       seconds=time.perf_counter() - start)

    return check


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
