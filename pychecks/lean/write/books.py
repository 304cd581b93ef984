"""Grundy books: Lean fixtures that turn the bounded statements of Node Kayles, Nim, sums and
Welter into theorems closed by `decide +kernel`.

A *book* is the value of every position of a finite game, packed into one hex `Nat` (`w` bits per
entry). Each fixture holds one or more books and two kinds of theorems:

* chunk theorems, at most `POSITIONS_PER_THEOREM` positions each: every entry of the chunk is
  the mex of the entries of the position's options, the options recomputed in Lean from the
  rules (`bookOkB` and the option enumerators of `lean/Pychecks/Grundy.lean`);
* read-off theorems: the statement's numbers read off the table (`val 4095 = 3`, the count of
  zeros is 1,220, the histogram, `val (m, n) = m ^^^ n` on the box, ...).

With the bridge of the family (`lean/PychecksStatements/GrundyBooks.lean`: a mex-consistent
table on a well-founded game is its Grundy function, and the checkers agree with the Prop
definitions) the read-off theorems are the statements, on the instance the fixture names.

Entry points: `book_emittable(claim)`, `book_reason(claim)` (why a statement has no book),
`default_book_bound(claim)`, `check_book_size(claim, bound)` and `emit_book(claim, bound,
command) -> Fixture`. Files open with the fixtures' `header` (`pychecks.lean.write.files`) and
are written by `pychecks emit` (`pychecks.files.write_atomic`, never over a hand-written file).
Every term and declaration is a node of the write-side syntax tree (`pychecks.lean.write.syntax`),
printed in its `BOOKS` style, which places every parenthesis (`a && b || c && d` bare, `(c / 4)
^^^ (c % 2)` not); the text comes from sorted data only, so the bytes are the same on every run.
The parse-back reader is `pychecks.lean.verify.book_reader`.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass

from ...errors import BadBound, PychecksError
from . import syntax as L
from .emit import POSITIONS_PER_THEOREM, heartbeats_option
from .files import PROVES, Fixture, fixture_text, header, module_name
from .syntax import and_, app, lam, name, nat_list, not_, num, op, or_

#: A fixture holds at most this many book entries in all (64 chunk theorems of 256): beyond it
#: the `decide` checks of one file would take long, and the hex literals grow past 10 KB.
MAX_BOOK_POSITIONS = 16_384
#: `decide +kernel`: the kernel alone evaluates the Bool; never `native_decide`.
DECIDE = "decide +kernel"
#: `--bound` of `kaylesFixturePlusNim_grundy` when none is given: heaps ≤ 1 (8,192 pairs, plus
#: the fixture's own book of 4,096: 12,288 entries). Its check's bound, 15, gives 65,536 pairs.
KAYLES_PLUS_NIM_BOOK_BOUND = 1

#: The types of the books' definitions.
NAT = name("Nat")
#: `(i : Nat)`: the binder of a table's reader.
INDEX = (L.Binder(("i",), NAT),)


def beq(a, b) -> L.Node:
    """`Nat.beq a b`: the Bool equality of two naturals (Lean core)."""
    return app("Nat.beq", a, b)


def list_of(t) -> L.Node:
    """`List t`."""
    return app("List", t)


def width(values) -> int:
    """Bits per entry: enough for the largest value, at least one."""
    return max(1, max((int(v) for v in values), default=0).bit_length())


def packed(values, w: int) -> L.Num:
    """Entries (index 0 first) as one hex `Nat` literal, entry i in bits w*i .. w*i + w - 1."""
    total = 0
    for i, v in enumerate(values):
        total |= int(v) << (w * i)
    return num(total, hex=True)


def chunks(total: int, per: int = POSITIONS_PER_THEOREM) -> list[tuple[int, int]]:
    """(first index, count) of each chunk of at most `per` positions."""
    return [(lo, min(per, total - lo)) for lo in range(0, total, per)]


def theorem(name_: str, statement: L.Node, work: int, why: str) -> L.Decide:
    """A theorem `(statement) = true` closed by `decide +kernel` under `maxHeartbeats`."""
    return L.Decide(name_, statement, DECIDE, (heartbeats_option(work, why),))


def definition(name_: str, binders: tuple, type_: L.Node, body: L.Node, doc: str) -> L.Def:
    """`/-- doc -/ def name binders : type :=` with the body on the next line."""
    return L.Def(name_, binders, type_, body, doc)


def wrap_doc(doc: str) -> str:
    """A module doc wrapped at 100 columns, paragraph by paragraph; `* ` items keep their
    bullet and indent their continuation lines."""
    out = []
    for para in doc.split("\n"):
        indent = "  " if para.startswith("* ") else ""
        out.append("\n".join(textwrap.wrap(para, L.DOC_WIDTH, subsequent_indent=indent,
                                           break_long_words=False, break_on_hyphens=False))
                   if para else "")
    return "\n".join(out)


@dataclass
class Book:
    """One table of values: its Lean names, entries, and the mex equation of a position."""

    table: str                  # name of the packed `Nat`
    val: str                    # name of the reader `val i = entry table w i`
    values: list[int]
    var: str                    # the bound variable of the chunk theorems
    ok: L.Node                  # Lean Bool: the mex equation at position `var`
    game: str                   # what the positions are, for the docs
    option_reads: int = 0       # option entries read by all chunk theorems together

    @property
    def w(self) -> int:
        return width(self.values)


def all_from(var: str, body, lo: int, n: int) -> L.Node:
    """`allFrom (fun var => body) lo n`: `body` at `var` = lo, …, lo + n - 1 (`Grundy.lean`)."""
    return app("allFrom", lam(var, body), lo, n)


class _Body:
    """Definitions and theorems of one fixture, with the counts `pychecks emit` reports."""

    def __init__(self):
        self.parts: list = []
        self.rows = 0
        self.theorems = 0

    def define(self, name_, binders, type_, body, doc):
        self.parts.append(definition(name_, binders, type_, body, doc))

    def prove(self, name_, statement, work, why):
        self.parts.append(theorem(name_, statement, work, why))
        self.theorems += 1

    def book(self, book: Book, chunk_name: str) -> None:
        """The table, its reader, and one chunk theorem per 256 positions."""
        n = len(book.values)
        self.rows += n
        self.define(book.table, (), NAT, packed(book.values, book.w),
                    f"The Grundy book of {book.game}: {n:,} entries of {book.w} bit(s), entry "
                    f"`i` in the bits from `{book.w} * i` on.")
        self.define(book.val, INDEX, NAT, app("entry", book.table, book.w, "i"),
                    f"Entry `i` of `{book.table}`.")
        per_position = book.option_reads / max(n, 1)
        for lo, k in chunks(n):
            work = k + int(per_position * k)
            self.prove(f"{chunk_name}_{lo}", all_from(book.var, book.ok, lo, k),
                       work, f"{k} positions and their options")

    def text(self) -> str:
        return "\n".join(L.show_decl(p, L.BOOKS) for p in self.parts)


def _wrap(claim, bound_text: str, command: str, doc: str, body: _Body) -> str:
    doc = f"{PROVES['Grundy book']}\n\n{doc.strip(chr(10))}"  # what is proved, what is left
    return fixture_text(header(claim.name, bound_text, claim.lean_hash, command),
                        module_name(claim.name), wrap_doc(doc), body.text())


# --- Node Kayles ---------------------------------------------------------------------------------

def closed_lists(graph) -> list[list[int]]:
    """The closed neighbourhood of each vertex as a sorted list of vertices."""
    return [[u for u in range(graph.n) if graph.closed[v] >> u & 1] for v in range(graph.n)]


def edge_list(graph) -> L.ListLit:
    """`[(0, 3), (0, 4), …]`: the graph's edges, sorted, each once."""
    return L.ListLit(tuple(L.TupleLit((num(u), num(v))) for u, v in sorted(graph.edges)))


def hcl_statement(cl: str, edges: str, n: int) -> L.Node:
    """The hypothesis `hcl` of `kaylesBook_isGrundy` for the literal `cl`, as a Bool over the
    vertices below `n`: `cl` has `n` lists, and `w` is in list `v` exactly when `v = w` or
    `(v, w)` or `(w, v)` is an edge of `edges`. What is left of `hcl` is that `G.Adj v w` is
    "an edge of `edges` either way round" (the graph's definition: `SimpleGraph.fromRel_adj`
    for a graph given by its edge list)."""
    edge = lam(("a", "b"), or_(and_(beq("a", "v"), beq("b", "w")),
                               and_(beq("a", "w"), beq("b", "v"))))
    adjacent = or_(beq("v", "w"), app("List.any", edges, edge))
    pair = app("beqB", app("memB", "w", app("List.getD", cl, "v", L.ListLit(()))), adjacent)
    return and_(beq(app("List.length", cl), n), all_from("v", all_from("w", pair, 0, n), 0, n))


def kayles_book(graph, suffix: str, what: str, body: _Body) -> Book:
    """The graph's closed neighbourhoods and the book of all its subsets, added to `body`."""
    from ...drivers.kayles import kayles_table
    cl = f"closedN{suffix}"
    lists = closed_lists(graph)
    body.define(cl, (), list_of(list_of(NAT)), L.ListLit(tuple(nat_list(c) for c in lists)),
                f"{what}: list `v` is vertex `v` and its neighbours (vertex `v` is bit `v` of a "
                "position).")
    edges = f"edgesN{suffix}"
    body.define(edges, (), list_of(op("×", NAT, NAT)), edge_list(graph),
                f"The edges of {what}, each once as `(u, v)` with `u < v`.")
    body.prove(f"{cl}_hcl", hcl_statement(cl, edges, graph.n), graph.n * graph.n * 8,
               f"{graph.n} × {graph.n} vertex pairs")
    table = [int(x) for x in kayles_table(graph)]
    book = Book(f"table{suffix}", f"val{suffix}", table, "s",
                app("bookOkB", app("kaylesOptions", cl), f"val{suffix}", "s"),
                f"Node Kayles on {what} (entry `s`: the subset with bitmask `s`)",
                option_reads=sum(bin(s).count("1") for s in range(len(table))))
    body.book(book, f"book{suffix}")
    return book


def _kayles_graph(name: str):
    from ...games import graphs as G
    return {
        "kaylesFixture_fullValue": (G.fixture_graph, "`kaylesFixture`"),
        "kaylesFixture_losingCount": (G.fixture_graph, "`kaylesFixture`"),
        "kaylesFixture_valueHistogram": (G.fixture_graph, "`kaylesFixture`"),
        "kaylesEmptyGraph_value": (lambda: G.edgeless_graph(0), "`⊥ : SimpleGraph (Fin 0)`"),
        "kaylesFourIsolated_parity": (lambda: G.edgeless_graph(4), "`⊥ : SimpleGraph (Fin 4)`"),
        "kaylesCompleteFour_nonempty": (lambda: G.complete_graph(4),
                                        "`⊤ : SimpleGraph (Fin 4)`"),
        "kaylesPathThree_value": (lambda: G.path_graph(3), "`SimpleGraph.pathGraph 3`"),
        "kaylesPathFour_value": (lambda: G.path_graph(4), "`SimpleGraph.pathGraph 4`"),
    }.get(name)


def _kayles(claim, command: str) -> Fixture:
    from ...games import kayles as K
    body = _Body()
    if claim.name == "kaylesSignature_example":
        return _signature_example(claim, command)
    factory, lean_graph = _kayles_graph(claim.name)
    graph = factory()
    book = kayles_book(graph, "", lean_graph, body)
    full, total = graph.full, 1 << graph.n
    reads = {
        "kaylesFixture_fullValue": [("fullValue", beq(app("val", full), K.FIXTURE_FULL_VALUE),
                                     f"`g Finset.univ = {K.FIXTURE_FULL_VALUE}`: the entry of "
                                     f"the full board (bitmask {full})")],
        "kaylesFixture_losingCount": [("losingCount", app(
            "countIs", lam("s", beq(app("val", "s"), 0)), 0, total, K.FIXTURE_LOSING_COUNT),
            f"{K.FIXTURE_LOSING_COUNT:,} of the {total:,} entries are 0")],
        "kaylesFixture_valueHistogram": [("valueHistogram", app(
            "countsAre", "val", 0, total, 0, nat_list(K.FIXTURE_HISTOGRAM)),
            f"the entries take the values 0, 1, ... exactly {K.FIXTURE_HISTOGRAM} times")],
        "kaylesEmptyGraph_value": [("emptyValue", beq(app("val", 0), 0),
                                    "the only entry (the empty set) is 0")],
        "kaylesFourIsolated_parity": [("parity", all_from("s", beq(
            app("val", "s"), op("%", app("List.length", app("squaresFrom", "s", 0, 4)), 2)),
            0, total), "every entry is the number of vertices of its subset, mod 2")],
        "kaylesCompleteFour_nonempty": [("nonempty", all_from(
            "s", or_(beq("s", 0), beq(app("val", "s"), 1)), 0, total),
            "every non-empty subset's entry is 1")],
        "kaylesPathThree_value": [("fullValue", beq(app("val", full), 2),
                                   "the full path has entry 2")],
        "kaylesPathFour_value": [("fullValue", beq(app("val", full), 0),
                                  "the full path has entry 0")],
    }[claim.name]
    for name, statement, what in reads:
        body.prove(name, statement, total, f"a pass over the {total:,} entries")
    read_doc = "\n".join(f"* `{name}`: {what}." for name, _, what in reads)
    doc = (f"`{claim.name}`: the Grundy book of Node Kayles on {lean_graph} ({graph.n} "
           f"vertices, {total:,} subsets, {len(chunks(total))} chunk theorem(s)).\n\n"
           f"* `book_*`: every entry is the mex of the entries of its options "
           "(`kaylesOptions closedN` lists `s` without each vertex's closed neighbourhood);\n"
           f"{read_doc}\n\n"
           "* `closedN_hcl`: `closedN` lists the closed neighbourhoods of the edges `edgesN`, "
           "the hypothesis `hcl` of `kaylesBook_isGrundy` up to one step left to you: that "
           f"`G.Adj v w` for {lean_graph} is `(v, w)` or `(w, v)` in `edgesN` (for a graph "
           "given by its edge list, `SimpleGraph.fromRel_adj`).\n\n"
           "With `kaylesBook_isGrundy` (`GrundyBooks.lean`) and `hcl`, every Grundy function "
           "`g` has `g S = val (mask S)`, and the read-off theorems are the statement.")
    fixture = Fixture(claim.name, module_name(claim.name), _wrap(claim, "none (a fixed graph)",
                      command, doc, body), rows=body.rows, theorems=body.theorems)
    return fixture


def _signature_example(claim, command: str) -> Fixture:
    from ...games import kayles as K
    body = _Body()
    terms = K.signature_example_terms()
    lean = {"g1": "`⊥ : SimpleGraph (Fin 1)`", "g6": "`SimpleGraph.pathGraph 6`",
            "gs": "`kaylesSingleJoin`", "gp": "`kaylesPathSixJoin`"}
    graphs = {}
    for label, graph in terms:
        g = label.split()[0]
        graphs[g] = graph
        kayles_book(graph, f"_{g}", lean[g], body)

    def option_values_are(g: str, want: list[int]) -> L.Node:
        vals = app("List.map", f"val_{g}", app("kaylesOptions", f"closedN_{g}", graphs[g].full))
        only = app("List.all", vals, lam("a", or_(*(beq("a", k) for k in want))))
        return and_(only, *(app("memB", k, vals) for k in want))

    reads = [("g1_full", beq(app("val_g1", graphs["g1"].full), 1), "`g1 univ = 1`"),
             ("g6_full", beq(app("val_g6", graphs["g6"].full), 1), "`g6 univ = 1`"),
             ("g1_options", option_values_are("g1", [0]), "the option values of K1 are {0}"),
             ("g6_options", option_values_are("g6", [0, 2]),
              "the option values of P6 are {0, 2}"),
             ("gs_full", beq(app("val_gs", graphs["gs"].full), 2), "`gs univ = 2`"),
             ("gp_full", beq(app("val_gp", graphs["gp"].full), 3), "`gp univ = 3`")]
    for name, statement, _ in reads:
        body.prove(name, statement, 64, "a few entries and one position's options")
    doc = ("`kaylesSignature_example`: four Grundy books, K1 (`_g1`), P6 (`_g6`), and their joins "
           "with two independent vertices (`_gs`, `_gp`).\n\n"
           "* `book_*`: every entry is the mex of the entries of its options;\n"
           + "\n".join(f"* `{n}`: {what}." for n, _, what in reads) + "\n\n"
           "With `kaylesBook_isGrundy` for each of the four graphs, these are the statement.")
    return Fixture(claim.name, module_name(claim.name), _wrap(claim, "none (fixed graphs)",
                   command, doc, body), rows=body.rows, theorems=body.theorems)


# --- Nim and sums --------------------------------------------------------------------------------

def _nim(claim, bound: int, command: str) -> Fixture:
    from ...games.nim import nim_heap_game
    from ...games.sums import sum_game, sum_values
    b = bound + 1
    heaps = 2 if claim.name.startswith("nimTwo") else 3
    heap = nim_heap_game(bound)
    if heaps == 2:
        values = [int(v) for v in sum_values(heap, heap).reshape(-1)]
        digits = [op("/", "c", b), op("%", "c", b)]
    else:
        values = [int(v) for v in sum_values(sum_game(heap, heap), heap).reshape(-1)]
        digits = [op("/", "c", b * b), op("%", op("/", "c", b), b), op("%", "c", b)]
    body = _Body()
    book = Book("table", "val", values, "c", app("bookOkB", app("nimOptions", b, heaps), "val",
                                                 "c"),
                f"{heaps} Nim heaps of at most {bound} (entry `c`: heaps are the base-{b} digits "
                "of `c`, the first heap most significant)",
                option_reads=sum(sum(int(d) for d in _digits(c, b, heaps))
                                 for c in range(len(values))))
    body.book(book, "book")
    xor = op("^^^", *digits)
    total = len(values)
    if claim.name.endswith("_grundy"):
        read = ("xorOfHeaps", all_from("c", beq(app("val", "c"), xor), 0, total),
                "every entry is the XOR of its heaps")
    elif heaps == 2:
        read = ("losing", all_from("c", app("beqB", beq(app("val", "c"), 0), beq(*digits)),
                                   0, total), "an entry is 0 exactly when the two heaps are equal")
    else:
        read = ("losing", all_from("c", app("beqB", beq(app("val", "c"), 0), beq(xor, 0)),
                                   0, total),
                "an entry is 0 exactly when the XOR of the heaps is 0")
    body.prove(read[0], read[1], total, f"a pass over the {total:,} entries")
    doc = (f"`{claim.name}` on every position with heaps ≤ {bound} ({total:,} positions, "
           f"{len(chunks(total))} chunk theorem(s)).\n\n"
           "* `book_*`: every entry is the mex of the entries of its options (`nimOptions` takes "
           "at least one token from one heap);\n"
           f"* `{read[0]}`: {read[2]}.\n\n"
           "With `nimBook_isGrundy` (`GrundyBooks.lean`) every Grundy function `g` of the sum "
           "takes the book's values on heaps ≤ " + str(bound) + ", so this is the statement "
           "for every heap ≤ " + str(bound) + " (the statement itself is about all heaps).")
    return Fixture(claim.name, module_name(claim.name), _wrap(claim, str(bound), command, doc,
                   body), rows=body.rows, theorems=body.theorems)


def _digits(c: int, b: int, heaps: int) -> list[int]:
    out = []
    for _ in range(heaps):
        out.append(c % b)
        c //= b
    return out[::-1]


def _kayles_plus_nim(claim, bound: int, command: str) -> Fixture:
    from ...games.graphs import fixture_graph
    from ...games.nim import nim_heap_game
    from ...games.sums import kayles_game, sum_values
    graph = fixture_graph()
    nb = bound + 1
    body = _Body()
    kayles_book(graph, "K", "`kaylesFixture`", body)
    values = [int(v) for v in sum_values(kayles_game(graph), nim_heap_game(bound)).reshape(-1)]
    book = Book("table", "val", values, "c",
                app("bookOkB", app("sumOptions", app("kaylesOptions", "closedNK"),
                                   app("nimOptions", nb, 1), nb), "val", "c"),
                f"the sum of Node Kayles on `kaylesFixture` and a Nim heap of at most {bound} "
                f"(entry `c`: the subset `c / {nb}` with the heap `c % {nb}`)",
                option_reads=sum(bin(c // nb).count("1") + c % nb for c in range(len(values))))
    body.book(book, "book")
    total = len(values)
    body.prove("xorOfComponents", all_from("c", beq(
        app("val", "c"), op("^^^", app("valK", op("/", "c", nb)), op("%", "c", nb))), 0, total),
        total, f"a pass over the {total:,} entries")
    doc = (f"`{claim.name}` for every subset of `kaylesFixture` and every heap ≤ {bound} "
           f"({total:,} pairs, and the fixture's own book of {1 << graph.n:,} subsets).\n\n"
           "* `bookK_*`: the book of Node Kayles on the fixture (the component);\n"
           "* `book_*`: the book of the sum, each entry the mex of its options' entries, a move "
           "in exactly one component (`sumOptions`), never through the XOR;\n"
           "* `xorOfComponents`: every entry of the sum is the component's entry XOR the heap.\n\n"
           "With `kaylesBook_isGrundy` and `kaylesPlusNimBook_isGrundy` (`GrundyBooks.lean`) this "
           f"is the statement for heaps ≤ {bound}.")
    return Fixture(claim.name, module_name(claim.name), _wrap(claim, str(bound), command, doc,
                   body), rows=body.rows, theorems=body.theorems)


# --- Welter --------------------------------------------------------------------------------------

def welter_row(n: int, cap: int) -> list[int]:
    """The n-coin positions below `cap` squares as bitmasks, in colex (= bitmask) order."""
    from itertools import combinations
    return sorted(sum(1 << c for c in cs) for cs in combinations(range(cap), n))


def _welter_book(n: int, cap: int, mex, body: _Body) -> Book:
    row = welter_row(n, cap)
    values = [int(mex[m]) for m in row]
    book = Book(f"table{n}", f"val{n}", values, "r",
                app("welterOkB", cap, f"table{n}", width(values), "r",
                    app("colexUnrank", cap, n, "r")),
                f"Welter's game, {n} coins below {cap} squares (entry `r`: the position of "
                f"colex rank `r`, `colexUnrank {cap} {n} r`)",
                option_reads=sum(sum(_slides(m)) for m in row) * (cap + 8))
    body.book(book, f"book{n}")
    return book


def _slides(mask: int) -> list[int]:
    """Empty squares below each coin: the slides of each coin."""
    out, empty = [], 0
    for s in range(mask.bit_length()):
        if mask >> s & 1:
            out.append(empty)
        else:
            empty += 1
    return out


def _welter(claim, command: str) -> Fixture:
    from ...drivers.welter_census import mex_table
    from ...solvers.welter_reference import ESSAY_CAPS
    body = _Body()
    shortcut = claim.name == "welterTopBitShortcut_mostlyFails"
    coins = [n for n in ESSAY_CAPS if not shortcut or n >= 3]
    tables = {}
    reads = []
    for n in coins:
        cap = ESSAY_CAPS[n]
        if cap not in tables:
            tables[cap] = mex_table(cap)
        book = _welter_book(n, cap, tables[cap], body)
        total = len(book.values)
        for lo, k in chunks(total):
            body.prove(f"closedForm{n}_{lo}", all_from("r", beq(
                app(book.val, "r"), app("welterValueB", cap, app("colexUnrank", cap, n, "r"))),
                lo, k),
                k * (cap * 8 + 16), f"{k} positions' closed form")
        if shortcut:
            reads.append(_shortcut_row(n, cap, book, body))
    if shortcut:
        doc = ("`welterTopBitShortcut_mostlyFails` on the essay's census, n = 3..8 coins below "
               "`welterEssayCap n` squares.\n\n"
               "* `bookN_*`: every entry of row N is the mex of its options' entries "
               "(`welterOkB`: the position of rank `r`, its slides, their ranks);\n"
               "* `closedFormN_*`: every entry is Welter's closed form `welterValueB`;\n"
               "* `exactN_*`: bit `r` of `exactN` says whether the top-bit coins are exactly the "
               "coins with a winning slide at the position of rank `r` (`shortcutExactB`);\n"
               "* `shortcutN`: of the positions of non-zero value, the shortcut is exact on fewer "
               "than half: " + "; ".join(reads) + ".\n\n"
               "With `welterBook_isGrundy` (`GrundyBooks.lean`) this is the statement.")
    else:
        doc = ("`welterValue_isGrundy` on the essay's census: n = 2..8 coins below "
               "`welterEssayCap n` squares (16, 14, 14, 12, 12, 11, 11; 3,696 positions).\n\n"
               "* `bookN_*`: every entry of row N is the mex of its options' entries "
               "(`welterOkB`: the position of rank `r`, its slides, their ranks);\n"
               "* `closedFormN_*`: every entry is Welter's closed form `welterValueB`.\n\n"
               "With `welterBook_isGrundy` (`GrundyBooks.lean`): on every census position, and "
               "so on all its options, `welterValue` is the mex of its options' values: the "
               "statement, restricted to the census.")
    return Fixture(claim.name, module_name(claim.name), _wrap(
        claim, "none (the essay's census)", command, doc, body), rows=body.rows,
        theorems=body.theorems)


def _shortcut_row(n: int, cap: int, book: Book, body: _Body) -> str:
    from ..ports import grundy as P
    values = book.values
    row = welter_row(n, cap)
    rank = {m: r for r, m in enumerate(row)}

    def val(s):
        return values[rank[s]]
    exact = [1 if P.shortcut_exact_b(cap, val, m) else 0 for m in row]
    body.define(f"exact{n}", (), NAT, packed(exact, 1),
                f"Bit `r`: the top-bit shortcut is exact at the {n}-coin position of rank `r`.")
    look = lam("t", app(book.val, app("colexRank", cap, "t")))
    for lo, k in chunks(len(row)):
        body.prove(f"exact{n}_{lo}", all_from("r", app(
            "beqB", app("bitB", f"exact{n}", "r"),
            app("shortcutExactB", cap, look, app("colexUnrank", cap, n, "r"))), lo, k),
            k * n * cap * 4, f"{k} positions' winning slides")
    nonzero = sum(1 for v in values if v)
    hits = sum(1 for v, e in zip(values, exact) if v and e)
    total = len(row)
    nonzero_at = not_(beq(app(book.val, "r"), 0))
    nz = lam("r", nonzero_at)
    both = lam("r", and_(nonzero_at, app("bitB", f"exact{n}", "r")))
    body.prove(f"shortcut{n}", and_(app("countIs", nz, 0, total, nonzero),
                                    app("countIs", both, 0, total, hits),
                                    app("Nat.blt", op("*", 2, hits), nonzero)),
               2 * total, f"two passes over the {total:,} entries")
    return f"n = {n}: {hits} of {nonzero}"


# --- entry points --------------------------------------------------------------------------------

_KAYLES = ("kaylesFixture_fullValue", "kaylesFixture_losingCount", "kaylesFixture_valueHistogram",
           "kaylesEmptyGraph_value", "kaylesFourIsolated_parity", "kaylesCompleteFour_nonempty",
           "kaylesPathThree_value", "kaylesPathFour_value", "kaylesSignature_example")
_NIM = ("nimTwoHeaps_grundy", "nimTwoHeaps_losing", "nimThreeHeaps_grundy",
        "nimThreeHeaps_losing")
_WELTER = ("welterValue_isGrundy", "welterTopBitShortcut_mostlyFails")

#: One-line reasons for the statements of these families that get no book.
REASONS = {
    "kaylesModuleSignature": "about every graph, base graph and module map: no finite instance",
    "kaylesFixture_componentsXor": f"{3 ** 12:,} pairs (S, T) of disjoint subsets to check: "
                                   f"too large for decide (books stop at {MAX_BOOK_POSITIONS:,})",
    "spragueGrundy_sumLaw": "about every pair of games on any types: no finite instance",
    "welterRow_injective": "a free coin's row runs over every square: no finite instance",
    "welterRow_oneTarget": "a free coin's row runs over every square: no finite instance",
    "welterFourCoins_nimMoveEmpty": "about nim-sums only, no game value: nothing for a book",
    "welterFourCoins_nim": "about every 4-coin position: no finite instance (census instance "
                           "not emitted)",
    "welterLoss_nimSumLastBit": "about every position: no finite instance (census instance not "
                                "emitted)",
    "welterWinningMoves_odd": "about every position: no finite instance (census instance not "
                              "emitted)",
    "welterMultipleOfFour_nim": "about every position (and FALSE at 8 coins below 17 squares): "
                                "no finite instance",
    "cubeFaceNim_sixHeaps": "a cube game: no book emitter for cube positions yet",
    "cubeVertexPlusEdge_grundy": "cube games: no book emitter for cube positions yet",
}

#: Book families: the games whose statements this module answers (with a book or a reason).
FAMILIES = ("kayles", "nim", "sums", "welter")


def book_emittable(claim) -> bool:
    """True for the statements that get a Grundy book fixture."""
    return claim.name in _KAYLES + _NIM + _WELTER + ("kaylesFixturePlusNim_grundy",)


def book_reason(claim) -> str | None:
    """Why a statement of a book family gets no fixture (None when it gets one, or when it is
    not of a book family)."""
    if claim.game not in FAMILIES:
        return None
    if claim.shape == "bridge":
        return "a bridge about every table: stated for a person to prove, no book"
    if book_emittable(claim):
        return None
    return REASONS.get(claim.name, "no finite instance known to the book emitter")


def default_book_bound(claim) -> int | None:
    """The bound a book uses when none is given (None: a fixed instance, no bound)."""
    if claim.name in _NIM:
        return claim.default_bound
    if claim.name == "kaylesFixturePlusNim_grundy":
        return KAYLES_PLUS_NIM_BOOK_BOUND
    return None


def book_positions(claim, bound: int | None) -> int:
    """Book entries, plus positions read off for a read-off over pairs: the size estimate."""
    if claim.name in _NIM:
        return (bound + 1) ** (2 if claim.name.startswith("nimTwo") else 3)
    if claim.name == "kaylesFixturePlusNim_grundy":
        return 4096 * (bound + 2)
    if claim.name == "kaylesSignature_example":
        return 2 + 64 + 8 + 256
    if claim.name in _WELTER:
        from ...solvers.welter_reference import ESSAY_CAPS
        from math import comb
        low = 3 if claim.name == "welterTopBitShortcut_mostlyFails" else 2
        return sum(comb(cap, n) for n, cap in ESSAY_CAPS.items() if n >= low)
    graph = _kayles_graph(claim.name)[0]()
    return 1 << graph.n


def check_book_size(claim, bound: int | None) -> None:
    """BadBound (one line) for a bound the statement does not take, or a book too large for
    `decide`."""
    fixed = default_book_bound(claim) is None
    if fixed and bound is not None:
        raise BadBound(f"{claim.name}: its book is a fixed instance and takes no --bound")
    if not fixed and bound is not None and bound < 0:
        raise BadBound(f"bound N={bound} for {claim.name}: must be at least 0")
    need = book_positions(claim, bound if bound is not None else default_book_bound(claim))
    if need > MAX_BOOK_POSITIONS:
        raise BadBound(f"{claim.name}: {need:,} book entries, books are limited to "
                       f"{MAX_BOOK_POSITIONS:,} so that `decide` stays small")


def emit_book(claim, bound: int | None, command: str) -> Fixture:
    """The Grundy book fixture of `claim` at `bound` (None: its default)."""
    if not book_emittable(claim):
        raise PychecksError(f"{claim.name}: {book_reason(claim) or 'not a book statement'}")
    if bound is None:
        bound = default_book_bound(claim)
    check_book_size(claim, bound if default_book_bound(claim) is not None else None)
    if claim.name in _NIM:
        return _nim(claim, bound, command)
    if claim.name == "kaylesFixturePlusNim_grundy":
        return _kayles_plus_nim(claim, bound, command)
    if claim.name in _WELTER:
        return _welter(claim, command)
    return _kayles(claim, command)


@dataclass
class Plan:
    """What `pychecks emit` does with one statement of a book family: write a book at `bound`,
    or print `reason` (and fail when the statement was named explicitly)."""

    claim: object
    bound: int | None = None
    reason: str | None = None


def plan(claim, bound: int | None, named: bool) -> Plan | None:
    """The plan for `claim` (None: not a book family, the caller decides). `bound` is the
    command's `--bound`; `named` says the statement was named on the command line rather than
    reached by `--all`. A bound that a fixed instance does not take, or a book too large for
    `decide`, is an error when named and a reason line otherwise."""
    reason = book_reason(claim)
    if reason is not None:
        return Plan(claim, reason=reason)
    if not book_emittable(claim):
        return None
    fixed = default_book_bound(claim) is None
    if fixed and bound is not None and not named:
        bound = None  # --all --bound N: the bound is for the bounded statements
    if bound is None and not fixed:
        bound = default_book_bound(claim)
    try:
        check_book_size(claim, bound)
    except BadBound as exc:
        if named:
            raise
        return Plan(claim, reason=str(exc).split(": ", 1)[1])
    return Plan(claim, bound=bound)


def command_line(claim, bound: int | None, out) -> str:
    """The command that regenerates one book file (the header's first line)."""
    return (f"pychecks emit {claim.name}" + (f" --bound {bound}" if bound is not None else "")
            + (f" --out {out}" if out else ""))
