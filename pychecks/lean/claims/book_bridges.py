"""Claims for the bridge statements of `lean/PychecksStatements/GrundyBooks.lean`.

Each bridge says that the Bool checkers of `lean/Pychecks/Grundy.lean` (run by `decide` in the
book fixtures) agree with the Prop definitions, and that a mex-consistent book is the Grundy
function. Until they are proved in Lean, pychecks checks them on small instances: the Python port
of the checkers (`pychecks/lean/book_ports.py`, line by line the Lean) against the Python mirrors
of the definitions (the reference solvers), and, for uniqueness, that the port accepts the
reference's table and rejects every other table (all tables with 2-bit entries on the smallest
games, every table differing in one entry on the larger ones). The first disagreement is the
counterexample.
"""
from __future__ import annotations

import itertools
import time

from ...registry import Claim, register
from ...grundy import mex
from ...verdict import Counterexample, Status, Verdict
from ..ports import grundy as P


def _verdict(name: str, scope: str, examined: int, start: float, problem=None) -> Verdict:
    """HOLDS, or FAILS with `problem` = (bindings, issue, breakdown)."""
    if problem is None:
        return Verdict(claim=name, status=Status.HOLDS, backend="enumerate", scope=scope,
                       examined=examined, seconds=time.perf_counter() - start)
    bindings, issue, breakdown = problem
    return Verdict(claim=name, status=Status.FAILS, backend="enumerate", scope=scope,
                   examined=examined, seconds=time.perf_counter() - start,
                   counterexample=Counterexample(bindings=bindings, issue=issue,
                                                 breakdown=breakdown, data=dict(bindings)))


def _unique_problem(values: list[int], check, w: int, exhaustive: bool):
    """How the port's book check fails uniqueness, or None. `check(table, i)` runs the port's
    check on the packed `table` at position i, or at every position when i is None.

    Entries are w bits wide. The reference table must pass. With `exhaustive`, every table of as
    many entries below 2^w is tried and only the reference may pass. Otherwise, for every
    position i and every other value v below 2^w, the table with entry i set to v must fail at
    i itself (earlier positions never read entry i: every option comes earlier), so no table
    but the reference passes everywhere.
    """
    reference = list(values)
    base = _pack(reference, w)
    if not check(base, None):
        return ("the reference table", "it fails the port's book check")
    if exhaustive:
        for other in itertools.product(range(1 << w), repeat=len(reference)):
            if list(other) != reference and check(_pack(other, w), None):
                return (f"the table {list(other)}", "it passes the port's book check")
        return None
    for i, old in enumerate(reference):
        for v in range(1 << w):
            if v != old and check(base + ((v - old) << (w * i)), i):
                return (f"the reference with entry {i} set to {v}",
                        f"the port's book check passes at {i}")
    return None


def _pack(values, w: int) -> int:
    return sum(int(v) << (w * i) for i, v in enumerate(values))


def closed_lists(graph) -> list[list[int]]:
    """The closed neighbourhood of each vertex as a sorted list of vertices (the `cl` of the
    bridges: list `v` is `v` and its neighbours)."""
    return [[u for u in range(graph.n) if graph.closed[v] >> u & 1] for v in range(graph.n)]


def _width(values) -> int:
    """Bits per entry, as the books use: enough for the largest value, at least one."""
    return max(1, max(values, default=0).bit_length())


def _book_check(opts, w: int, total: int):
    """The port's `bookOkB` on a packed table of width w: at position i, or at all `total`."""
    def check(table, i):
        def at(s):
            return P.book_ok_b(opts, lambda j: P.entry(table, w, j), s)
        return at(i) if i is not None else P.all_from(at, 0, total)
    return check


# --- the shared checkers ------------------------------------------------------------------------

def check_core(bound=None, name: str = "grundyBookCore_spec") -> Verdict:
    """allFrom, countIs and mexB against their meaning: every f on 0..7 given as a bitmask, every
    range inside it, every count; every list over 0..4 of length at most 4."""
    start = time.perf_counter()
    examined = 0
    for fmask in range(1 << 8):
        f = lambda i, fmask=fmask: bool(fmask >> i & 1)  # noqa: E731
        for lo in range(8):
            for n in range(8 - lo + 1):
                examined += 1
                if P.all_from(f, lo, n) != all(f(i) for i in range(lo, lo + n)):
                    return _verdict(name, "f on 0..7", examined, start, (
                        {"f": bin(fmask), "lo": lo, "n": n}, "allFrom f lo n = true ↔ ∀ i ...",
                        [f"allFrom port says {P.all_from(f, lo, n)}"]))
                want = sum(1 for i in range(lo, lo + n) if f(i))
                for c in range(n + 2):
                    if P.count_is(f, lo, n, c) != (c == want):
                        return _verdict(name, "f on 0..7", examined, start, (
                            {"f": bin(fmask), "lo": lo, "n": n, "c": c},
                            "countIs f lo n c = true ↔ ((List.range' lo n).filter f).length = c",
                            [f"the count is {want}"]))
    for length in range(5):
        for vals in itertools.product(range(5), repeat=length):
            examined += 1
            if P.mex_b(list(vals)) != mex(vals):
                return _verdict(name, "lists over 0..4", examined, start, (
                    {"vals": list(vals)}, "mexB vals ∉ vals ∧ ∀ k < mexB vals, k ∈ vals",
                    [f"mexB = {P.mex_b(list(vals))}, mex = {mex(vals)}"]))
    return _verdict(name, "every f on 0..7 and range in it; every list over 0..4 of length ≤ 4",
                    examined, start)


# --- Node Kayles --------------------------------------------------------------------------------

def _small_graphs():
    from ...games.graphs import fixture_graph, graph_from_edges, path_graph
    out = []
    for n in range(4):
        pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
        for pick in range(1 << len(pairs)):
            out.append(graph_from_edges(n, [p for i, p in enumerate(pairs) if pick >> i & 1]))
    return out + [path_graph(5), fixture_graph()]


def check_kayles(bound=None, name: str = "kaylesBook_isGrundy") -> Verdict:
    """kaylesOptions lists exactly the Node Kayles moves, squaresFrom counts vertices, and the
    port's book check accepts exactly the reference table: every graph on at most 3 vertices,
    the path on 5, the fixture."""
    from ...solvers.kayles_reference import kayles_options, reference_values
    start = time.perf_counter()
    examined = 0
    graphs = _small_graphs()
    for graph in graphs:
        cl = closed_lists(graph)
        for s in range(1 << graph.n):
            examined += 1
            members = frozenset(v for v in range(graph.n) if s >> v & 1)
            want = sorted(sum(1 << v for v in t) for t in kayles_options(graph, members))
            got = sorted(P.kayles_options(cl, s))
            if got != want:
                return _verdict(name, "small graphs", examined, start, (
                    {"G": str(graph.edges), "S": graph.lean(s)},
                    "KaylesMove G S T ↔ finsetMask T ∈ kaylesOptions cl (finsetMask S)",
                    [f"port lists {got}, the definition gives {want}"]))
            if len(P.squares_from(s, 0, graph.n)) != len(members):
                return _verdict(name, "small graphs", examined, start, (
                    {"S": graph.lean(s)}, "(squaresFrom (finsetMask S) 0 n).length = S.card",
                    []))
        ref = reference_values(graph)
        w = max(2, _width(ref))
        check = _book_check(lambda s, cl=cl: P.kayles_options(cl, s), w, len(ref))
        problem = _unique_problem(ref, check, w, exhaustive=graph.n <= 2)
        if problem:
            return _verdict(name, "small graphs", examined, start, (
                {"G": str(graph.edges), "table": problem[0]}, "a mex-consistent book is every "
                "Grundy function", [problem[1]]))
    return _verdict(name, f"all {len(graphs) - 2} graphs on at most 3 vertices, the path on 5, "
                    "the fixture", examined, start)


# --- Nim, and Node Kayles plus a heap -----------------------------------------------------------

def _sum_options_mirror(a_opts, b_opts, nb: int, c: int) -> list[int]:
    """`SumMove`: a move in exactly one component, from the mirrors' option lists."""
    i, j = divmod(c, nb)
    return sorted([k * nb + j for k in a_opts(i)] + [i * nb + k for k in b_opts(j)])


def check_nim(bound=None, name: str = "nimBook_isGrundy") -> Verdict:
    """nimOptions lists exactly the moves of two and three Nim heaps (nested `SumMove` of
    `NimMove`), and the port's book check accepts exactly the reference table, heaps ≤ 3."""
    from ...games.nim import nim_heap_game, nim_move
    from ...games.sums import reference_sum_values, sum_game
    start = time.perf_counter()
    examined = 0
    for N in range(4):
        b = N + 1
        heap = nim_heap_game(N)
        pairs = sum_game(heap, heap)
        for heaps, game_a in ((2, heap), (3, pairs)):
            total = b ** heaps
            for c in range(total):
                examined += 1
                want = _sum_options_mirror(
                    lambda i: (game_a.options(i) if heaps == 3 else
                               [k for k in range(b) if nim_move(i, k)]),
                    lambda j: [k for k in range(b) if nim_move(j, k)], b, c)
                got = sorted(P.nim_options(b, heaps, c))
                if got != want:
                    return _verdict(name, f"heaps ≤ {N}", examined, start, (
                        {"N": N, "heaps": heaps, "c": c}, "nimOptions lists the SumMove moves",
                        [f"port {got}, definition {want}"]))
            ref = [v for row in reference_sum_values(game_a, heap) for v in row]
            w = max(2, _width(ref))
            check = _book_check(lambda c, heaps=heaps, b=b: P.nim_options(b, heaps, c), w,
                                total)
            problem = _unique_problem(ref, check, w, exhaustive=total <= 4)
            if problem:
                return _verdict(name, f"heaps ≤ {N}", examined, start, (
                    {"N": N, "heaps": heaps, "table": problem[0]},
                    "a mex-consistent book is every Grundy function", [problem[1]]))
    return _verdict(name, "two and three heaps, every heap ≤ 3", examined, start)


def check_kayles_plus_nim(bound=None, name: str = "kaylesPlusNimBook_isGrundy") -> Verdict:
    """sumOptions (kaylesOptions) (nimOptions) lists exactly the moves of Node Kayles plus a
    heap, and the port's book check accepts exactly the reference table: paths on 1..3 vertices
    and the triangle, heaps ≤ 2."""
    from ...games.graphs import complete_graph, path_graph
    from ...games.nim import nim_heap_game
    from ...games.sums import kayles_game, reference_sum_values
    start = time.perf_counter()
    examined = 0
    for graph in (path_graph(1), path_graph(2), path_graph(3), complete_graph(3)):
        cl = closed_lists(graph)
        kg = kayles_game(graph)
        for N in range(3):
            nb = N + 1
            heap = nim_heap_game(N)

            def port(c, cl=cl, nb=nb):
                return P.sum_options(lambda s: P.kayles_options(cl, s),
                                     lambda m: P.nim_options(nb, 1, m), nb, c)
            total = (1 << graph.n) * nb
            for c in range(total):
                examined += 1
                want = _sum_options_mirror(kg.options, heap.options, nb, c)
                if sorted(port(c)) != want:
                    return _verdict(name, "small sums", examined, start, (
                        {"G": str(graph.edges), "N": N, "c": c},
                        "sumOptions lists the SumMove (KaylesMove G) NimMove moves",
                        [f"port {sorted(port(c))}, definition {want}"]))
            ref = [v for row in reference_sum_values(kg, heap) for v in row]
            w = max(2, _width(ref))
            problem = _unique_problem(ref, _book_check(port, w, total), w, exhaustive=False)
            if problem:
                return _verdict(name, "small sums", examined, start, (
                    {"G": str(graph.edges), "N": N, "table": problem[0]},
                    "a mex-consistent book is every Grundy function", [problem[1]]))
    return _verdict(name, "paths on 1..3 vertices and K3, each plus a heap ≤ 2", examined, start)


# --- Welter -------------------------------------------------------------------------------------

#: Caps of the Welter bridge check: every position below 8 squares (256 sets, rows of all sizes).
WELTER_BRIDGE_CAP = 8


def _welter_row_values(cap: int, n: int, W) -> list[int]:
    """Welter values of the n-coin positions below `cap`, in colex rank order (a book row)."""
    row = sorted(sum(1 << c for c in cs) for cs in itertools.combinations(range(cap), n))
    return [W.lean_value(W.from_mask(m)) for m in row]


def check_welter(bound=None, name: str = "welterBook_isGrundy") -> Verdict:
    """Below `cap` ≤ 8 squares: welterValueB is `welterValue` as the Lean definition reads it,
    welterOptions lists exactly the Welter moves, shortcutExactB is "top-bit coins = winning
    coins" both with `welterValueB` and with a book row's rank look-up as `val` (what the
    `exactN_*` theorems of a book hand it), the colex rank is a bijection from the n-coin
    positions onto the ranks below `chooseB cap n` with unrank its inverse, and each row's port
    book check accepts exactly the reference row."""
    from ...solvers import welter_reference as W
    start = time.perf_counter()
    examined = 0
    rows: dict = {}
    for cap in range(1, WELTER_BRIDGE_CAP + 1):
        for s in range(1 << cap):
            examined += 1
            pos = W.from_mask(s)
            if P.welter_value_b(cap, s) != W.lean_value(pos):
                return _verdict(name, f"cap {cap}", examined, start, (
                    {"S": W.lean_finset(pos)}, "welterValueB cap (squaresMask S) = welterValue S",
                    [f"port {P.welter_value_b(cap, s)}, definition {W.lean_value(pos)}"]))
            want = sorted(W.to_mask(t) for t in W.options(pos))
            if sorted(P.welter_options(cap, s)) != want:
                return _verdict(name, f"cap {cap}", examined, start, (
                    {"S": W.lean_finset(pos)}, "WelterMove S T ↔ ... ∈ welterOptions cap ...",
                    [f"port {sorted(P.welter_options(cap, s))}, definition {want}"]))
            g = W.lean_value(pos)
            if g:
                wins = sorted({a for a, _ in W.winning_moves(pos, W.lean_value)})
                top = W.top_bit_coins(pos, W.lean_value)
                # `val` as the closed form, and as a book row read through the colex rank
                # (agreeing with welterValue on the positions with as many coins).
                n_coins = bin(s).count("1")
                if (cap, n_coins) not in rows:
                    rows[(cap, n_coins)] = _welter_row_values(cap, n_coins, W)
                row = rows[(cap, n_coins)]
                for what, val in (("welterValueB", lambda t: P.welter_value_b(cap, t)),
                                  ("a book row by rank",
                                   lambda t, row=row: row[P.colex_rank(cap, t)])):
                    port = P.shortcut_exact_b(cap, val, s)
                    if port != (top == wins):
                        return _verdict(name, f"cap {cap}", examined, start, (
                            {"S": W.lean_finset(pos)}, "shortcutExactB cap val ... = true ↔ "
                            "welterTopBitCoins S = welterWinningCoins S",
                            [f"val = {what}: port {port}, top-bit coins {top}, "
                             f"winning coins {wins}"]))
        for n in range(cap + 1):
            row = sorted(sum(1 << c for c in cs) for cs in itertools.combinations(range(cap), n))
            if P.choose_b(cap, n) != len(row):
                return _verdict(name, f"cap {cap}", examined, start, (
                    {"cap": cap, "n": n}, "chooseB cap n counts the n-coin positions",
                    [f"chooseB {P.choose_b(cap, n)}, positions {len(row)}"]))
            # rank then unrank is the identity on the row, and the row is every n-subset
            # below cap: rank is a bijection onto the ranks below chooseB cap n.
            for r, s in enumerate(row):
                if P.colex_rank(cap, s) != r or P.colex_unrank(cap, n, r) != s:
                    return _verdict(name, f"cap {cap}", examined, start, (
                        {"cap": cap, "n": n, "r": r}, "colexRank / colexUnrank", []))
            ref = [W.mex_value(W.from_mask(s)) for s in row]
            w = max(2, _width(ref))

            def check(table, i, cap=cap, n=n, w=w):
                def at(r):
                    return P.welter_ok_b(cap, table, w, r, P.colex_unrank(cap, n, r))
                return at(i) if i is not None else P.all_from(at, 0, P.choose_b(cap, n))
            problem = _unique_problem(ref, check, w, exhaustive=len(row) <= 3 and w == 2)
            if problem:
                return _verdict(name, f"cap {cap}", examined, start, (
                    {"cap": cap, "n": n, "table": problem[0]},
                    "a mex-consistent row is every Grundy function", [problem[1]]))
    return _verdict(name, f"every position below {WELTER_BRIDGE_CAP} squares", examined, start)


#: (Lean name, game, check, summary, lean_hash).
BOOK_BRIDGES = [
    ("grundyBookCore_spec", "sums", check_core,
     "Lean allFrom, countIs, mexB mean what they say", "a9cb09fe1a91c136"),
    ("kaylesBook_isGrundy", "kayles", check_kayles,
     "Lean kaylesOptions = KaylesMove; a mex-consistent book is the Grundy function",
     "df3cc29cf43b4ab1"),
    ("nimBook_isGrundy", "nim", check_nim,
     "Lean nimOptions = SumMove of NimMove; a mex-consistent book is the Grundy function",
     "e59ed7d0b8c5b24e"),
    ("kaylesPlusNimBook_isGrundy", "sums", check_kayles_plus_nim,
     "Lean sumOptions = SumMove KaylesMove NimMove; the book is the Grundy function",
     "8153065421621329"),
    ("welterBook_isGrundy", "welter", check_welter,
     "Lean welterValueB, welterOptions, shortcutExactB = the definitions; colex rank is a "
     "bijection; the book is g", "0288d1d7ae1c7c74"),
]


def _register_all() -> None:
    for name, game, check, summary, lean_hash in BOOK_BRIDGES:
        register(Claim(name=name, game=game, shape="bridge", literature="conjecture",
                       check=lambda bound, check=check: check(bound), summary=summary,
                       lean_hash=lean_hash))


_register_all()
