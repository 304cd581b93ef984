"""Drivers for Node Kayles: validate, estimate memory, allocate, run the kernels of
`pychecks.solvers.kayles`, and turn tables into histograms, module-signature counts and Verdicts.

Graphs come in from the game layer (`pychecks.games.graphs.Graph` or anything with `n`, `edges`,
`closed`, `closed_array()`, `full`, `lean(mask)` and `components(mask)`); nothing here imports
`pychecks.games`, so data flows one way: game -> driver -> kernel, and back as a Verdict.
The statement checks are built here from graph factories and claimed numbers that the game
module (`pychecks.games.kayles`) supplies when it registers its claims.
"""
from __future__ import annotations

import time
from functools import lru_cache
from typing import Callable

import numpy as np

from ..errors import TooLarge, memory_limit_bytes
from ..grundy import mex
from ..solvers.kayles_reference import q_value_reference, reference_values, signature_of
from ..verdict import Counterexample, Status, Verdict

#: Values are stored in one byte and option values are collected in a 64-bit mask; both hold
#: because g(S) <= |S| <= n. Past 40 vertices the full table (1 TiB) is never sensible anyway.
MAX_TABLE_VERTICES = 40

#: Reference solving is pure Python; past this many vertices a check uses the kernel alone and
#: says so in its scope.
REFERENCE_MAX_VERTICES = 14


# ---------------------------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------------------------

def table_bytes(n: int) -> int:
    """Memory for the full value table of an n-vertex graph: one byte per subset."""
    return 1 << n


def check_table_fits(graph, what: str = "the value table") -> None:
    """Raise TooLarge (with the estimate) before allocating a table that would not fit."""
    need = table_bytes(graph.n)
    limit = memory_limit_bytes()
    if graph.n > MAX_TABLE_VERTICES or need > limit:
        raise TooLarge(f"{what} of a {graph.n}-vertex graph (2^{graph.n} subsets, 1 byte each)",
                       need, limit)


def kayles_table_parallel(graph, chunk: int | None = None) -> np.ndarray:
    """Grundy value of every subset (index = bitmask) by the layered parallel kernel
    (`solvers.kayles_parallel`), as uint8: the same table and memory refusal as `kayles_table`.
    Threads: numba's (`numba.set_num_threads`, NUMBA_NUM_THREADS)."""
    from ..solvers.kayles_parallel import LAYER_CHUNK, _kayles_table_layers
    chunk = LAYER_CHUNK if chunk is None else chunk
    check_table_fits(graph)
    if chunk < 1:
        raise ValueError(f"chunk {chunk}: must be positive")
    table = np.empty(1 << graph.n, dtype=np.uint8)
    _kayles_table_layers(graph.closed_array(), graph.n, table, chunk)
    return table


def kayles_table(graph) -> np.ndarray:
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


def grundy_breakdown(graph, values, mask: int) -> list[str]:
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
# Module signatures: counting over every starting subset of a substituted graph
# ---------------------------------------------------------------------------------------------

def signature_counts(modules, tables) -> list[dict[int, int]]:
    """For each module graph (with its value table): signature bitmask -> number of its subsets
    with that signature."""
    from ..solvers.kayles import _signatures
    out = []
    for mod, table in zip(modules, tables):
        sig = np.empty(1 << mod.n, dtype=np.uint64)
        _signatures(mod.closed_array(), mod.n, table, sig)
        keys, counts = np.unique(sig, return_counts=True)
        out.append({int(k): int(c) for k, c in zip(keys, counts)})
    return out


def reachable_module_sets(base) -> list[int]:
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


def module_histogram(base, total_vertices: int, counts: list[dict[int, int]]) -> list[int]:
    """Values over all 2^N starting subsets of the expanded graph (N = `total_vertices`), from
    each module's signature counts (`signature_counts`) and the base graph."""
    from ..solvers.kayles import _module_histogram
    if total_vertices > 62:
        raise TooLarge(f"counting the {total_vertices}-vertex expanded graph (counts past 2^62)",
                       1 << total_vertices, 1 << 62)
    values, mults, offsets = [], [], [0]
    for c in counts:
        for k in sorted(c):
            values.append(k)
            mults.append(c[k])
        offsets.append(len(values))
    reach = reachable_module_sets(base)
    groups = [[x for x in reach if x.bit_length() - 1 == top] for top in range(base.n)]
    reach_offsets = np.cumsum([0] + [len(g) for g in groups])
    hist = np.zeros(64, dtype=np.int64)
    _module_histogram(base.closed_array(), base.n,
                      np.array([x for g in groups for x in g], dtype=np.int64),
                      reach_offsets.astype(np.int64),
                      np.array(values, dtype=np.uint64), np.array(mults, dtype=np.int64),
                      np.array(offsets, dtype=np.int64), hist)
    nz = np.nonzero(hist)[0]
    return [int(x) for x in hist[: nz[-1] + 1]]


# ---------------------------------------------------------------------------------------------
# Statement checks: kernel and reference, then Verdicts
# ---------------------------------------------------------------------------------------------

def solved_values(graph):
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
def _cached_reference(graph) -> tuple[int, ...]:
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
                   f"{graph.lean(mask)}: {int(table[mask])} vs {ref[mask]}")


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
                    bindings={"S": graph.lean(mask)},
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
                first = [graph.lean(m) for m in range(1 << graph.n) if table[m] == k][:5]
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


def signature_example_checker(graphs_factory, claimed_values, claimed_signatures):
    """Check of `kaylesSignature_example`: values of K1 and P6, their signatures, and the full
    values of the two joined graphs, each by kernel and reference.

    `graphs_factory()` gives the four (Lean term, graph) pairs, K1 and P6 first.
    """

    def check(bound=None) -> Verdict:
        start = time.perf_counter()
        graphs = graphs_factory()
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


def module_signature_checker(signature, graphs):
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
                        bindings={"G": sub.name, "S": expanded.lean(mask)},
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


def components_xor_checker(combine_values, graph_factory):
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
            comps = graph.components(u)
            for pick in range(1 << len(comps)):
                s = sum(c for i, c in enumerate(comps) if pick >> i & 1)
                t = u & ~s
                examined += 1
                want = combine_values(int(table[s]), int(table[t]))
                if int(table[u]) != want:
                    cex = Counterexample(
                        bindings={"S": graph.lean(s), "T": graph.lean(t)},
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
