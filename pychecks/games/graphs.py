"""Graphs for Node Kayles: the `Graph` value, graph files, the named graphs of the statements,
and substituted graphs (a base graph whose vertices are replaced by module graphs).

A position of Node Kayles is a set of vertices of a fixed graph, encoded as a bitmask (bit v =
vertex v); this module says what the graph is and how a subset is printed. Moves and values are
in `pychecks.games.kayles` (the statements), `pychecks.solvers.kayles_reference` (pure Python)
and `pychecks.drivers.kayles` (tables by the numba kernels).

Graph files (`read_graph`): edges `A-D` separated by spaces, commas or newlines; a label alone is
a vertex without edges; `#` starts a comment. Labels are letters, digits and `_`; vertices are
numbered with numeric labels first (in numeric order), then the others alphabetically.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..errors import BadInput, UnknownName

#: The spec's fixture: twelve vertices A..L, eighteen edges.
FIXTURE_EDGES = ("A-D A-E A-F A-G B-C B-D B-E B-H C-D C-I D-H E-H E-I E-K G-H H-L I-K J-L")
FIXTURE_LABELS = tuple("ABCDEFGHIJKL")

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

    def lean(self, mask: int) -> str:
        """A subset in Lean syntax: `Finset.univ`, `∅` or `{0, 3, 4}` (vertex numbers)."""
        if mask == self.full and self.n:
            return "Finset.univ"
        if mask == 0:
            return "∅"
        return "{" + ", ".join(str(v) for v in range(self.n) if mask >> v & 1) + "}"

    def components(self, mask: int) -> list[int]:
        """The connected components of the subgraph induced on `mask`, as bitmasks (lowest
        first)."""
        closed = self.closed
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


def lean_finset(graph: Graph, mask: int) -> str:
    """`graph.lean(mask)`: a subset in Lean syntax."""
    return graph.lean(mask)


def components(graph: Graph, mask: int) -> list[int]:
    """`graph.components(mask)`: the connected components of `mask`, as bitmasks."""
    return graph.components(mask)


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
# Substituted graphs (module signatures)
# ---------------------------------------------------------------------------------------------

@dataclass
class SubstitutedGraph:
    """A base graph H on modules 0..m-1 with a module graph H_i substituted for each vertex i.

    The expanded graph numbers module 0's vertices first, then module 1's, and so on; each base
    edge i–j becomes all edges between H_i and H_j. Lean: the hypothesis `hmod` of
    `kaylesModuleSignature` says exactly this of a map `mod` from vertices to modules.
    Values come from the layers below: module tables and counts from `pychecks.drivers.kayles`,
    Q from `pychecks.solvers.kayles_reference`.
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
        """The value table of each module graph (kernel), computed once."""
        from ..drivers.kayles import kayles_table
        if not self._tables:
            self._tables = [kayles_table(mod) for mod in self.modules]
        return self._tables

    def split(self, mask: int) -> list[int]:
        """The part of an expanded position in each module, as module-local bitmasks."""
        off = self.offsets
        return [(mask >> off[i]) & ((1 << mod.n) - 1) for i, mod in enumerate(self.modules)]

    def value(self, mask: int) -> int:
        """Q(X) for the expanded position `mask`, from module signatures (reference recursion)."""
        from ..solvers.kayles_reference import q_value_reference, signature_of
        tables = self.module_tables()
        sigs = [signature_of(mod, t, part)
                for mod, t, part in zip(self.modules, tables, self.split(mask))]
        occupied = sum(1 << i for i, s in enumerate(sigs) if s)
        return q_value_reference(self.base, sigs, occupied)

    def signature_counts(self) -> list[dict[int, int]]:
        """For each module: signature bitmask -> number of its subsets with that signature."""
        from ..drivers.kayles import signature_counts
        return signature_counts(self.modules, self.module_tables())

    def histogram(self) -> list[int]:
        """Values over all 2^N starting subsets of the expanded graph, from signature counts."""
        from ..drivers.kayles import module_histogram
        return module_histogram(self.base, self.offsets[-1], self.signature_counts())


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
