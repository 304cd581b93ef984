"""`pychecks kayles GRAPHFILE|fixture`: Node Kayles values of every subset of a graph.

Prints the number of vertices and edges, the value of the full board, how many subsets are
losing (value 0; the empty set counts), the histogram of values over all 2^n subsets and, with
`--subset A,D,H`, the value of that subset with its options. Graph file format: see
`pychecks.games.kayles` (edges `A-D`, separated by spaces, commas or newlines).
"""
from __future__ import annotations

import json
import time


def add_parser(sub) -> None:
    p = sub.add_parser("kayles", help="Node Kayles values of every subset of a graph",
                       description="Node Kayles values of every subset of a graph. GRAPHFILE "
                       "lists edges like 'A-D A-E' (spaces, commas or newlines between them; "
                       "a label alone is an isolated vertex; # starts a comment); 'fixture' "
                       "is the spec's 12-vertex graph.")
    p.add_argument("graph", metavar="GRAPHFILE|fixture")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--subset", metavar="LABELS",
                   help="also the value of this subset, e.g. A,D,H (its options shown)")
    p.set_defaults(func=run)


def run(args) -> int:
    from ..games import kayles as K
    from ..errors import format_bytes

    graph = K.fixture_graph() if args.graph == "fixture" else K.read_graph(args.graph)
    subset = K.subset_mask(graph, args.subset) if args.subset is not None else None
    K.check_table_fits(graph)  # refuses with the estimate before anything is allocated
    start = time.perf_counter()
    table = K.kayles_table(graph)
    seconds = time.perf_counter() - start
    hist = K.value_histogram(table)
    out = {"graph": args.graph, "vertices": graph.n, "edges": len(graph.edges),
           "labels": list(graph.labels), "full_value": int(table[graph.full]),
           "losing_subsets": hist[0], "subsets": 1 << graph.n,
           "histogram": {str(k): c for k, c in enumerate(hist) if c},
           "seconds": round(seconds, 3), "table_bytes": K.table_bytes(graph.n)}
    if subset is not None:
        out["subset"] = {"labels": graph.names(subset), "value": int(table[subset]),
                         "options": K.grundy_breakdown(graph, table, subset)[:-1]}
    if args.json:
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    print(f"Node Kayles on {args.graph}: {graph.n} vertices, {len(graph.edges)} edges")
    print(f"  vertices (bit order): {' '.join(graph.labels)}")
    print(f"  full board value: {out['full_value']}"
          f" ({'losing' if out['full_value'] == 0 else 'winning'} for the player to move)")
    print(f"  losing subsets (value 0, empty set included): {hist[0]:,} of {1 << graph.n:,}")
    print("  values over all subsets:")
    width = max(len(f"{c:,}") for c in hist)
    for k, c in enumerate(hist):
        if c:
            print(f"    {k:>3}: {c:>{width},}")
    if subset is not None:
        print(f"  subset {graph.names(subset)}: value {out['subset']['value']}")
        for line in K.grundy_breakdown(graph, table, subset):
            print(f"    {line}")
    print(f"  ({1 << graph.n:,} subsets in {seconds:.2f} s, table {format_bytes(out['table_bytes'])})")
    return 0
