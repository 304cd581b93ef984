"""Lean fixtures for heap-game statements: witnesses and counterexamples closed by `decide +kernel`.

One file per statement, under `lean/Fixtures/` by default, importing `Pychecks` (Lean core) and,
for a statement of a user's Lean file in a Lake project, the user's module (and so whatever it
imports, Mathlib included) and the checker modules of its relations.
What each file witnesses, on the box `{p | ∀ k, p k ≤ N}` (positions are `List Nat`, heap k is
`p.getD k 0`, as `lean/Pychecks/Cube.lean` prescribes). A move family of the cube is checked by
its checker in `Pychecks.Cube` (`vertexMoveB`, …); any other family gets a checker of its own in
the fixture: `groupMoveB` of its groups (`lean/Pychecks/Heaps.lean`), or its general relation
printed from the single source.

* kernel statement that holds: the closed-form P (printed from the sympy source by
  `expr.to_lean_bool`), a witness *book* (for every p ∉ P, a move q into P), a theorem that the
  book covers every p ∉ P, and "no move inside P" by enumerating the options of every p ∈ P;
* characterisation: the solved outcome table packed into one `Nat` (bit `index p`), its local
  consistency (p ∈ P iff every option is ∉ P, and, in misère play, p has an option), a witness
  book for the N-positions that have a move, and agreement with the closed form wherever the
  hypotheses hold;
* concrete examples: each fact `M p q`, and `∀ q, ¬ M 0 q` as "0 has no options";
* bridges: the Prop mirror's values on the box, which the Lean checker must reproduce;
* a statement that FAILS: `example`s stating exactly what fails (p ∈ P, the move, q ∈ P, ...).

Sizes: the box is swept in chunks of at most `POSITIONS_PER_THEOREM` positions (bridges:
`PAIRS_PER_THEOREM` pairs), each chunk one theorem. Every `decide` carries `set_option
maxHeartbeats` (the kernel counts heartbeats while it reduces it) and every list literal `set_option
maxRecDepth` (read by the elaborator, and by the kernel at 16 times the value: `_rec_depth`). Terms are built as a small syntax tree
(`pychecks.lean.write.syntax`) whose printer places every parenthesis, and so are the
declarations (`Def`, `Decide`, their `set_option` lines), from sorted data and module-level
templates only, so the output is byte-for-byte reproducible.
"""
from __future__ import annotations

import itertools

import numpy as np

from ... import expr as E
from ...errors import BadBound, PychecksError
from ...statements import CharacterisationStatement, ExampleStatement, KernelStatement
from ...verdict import Status
from . import syntax as L
from .files import PROVES, Fixture, fixture_text, header, module_name
from .library import full

#: Default bounds: the box at N=2 has 729 positions (3 chunks of 243), the largest box whose
#: option sweeps stay a few million kernel steps per theorem; bridges compare pairs, 64² at N=1.
DEFAULT_BOUND = 2
BRIDGE_DEFAULT_BOUND = 1
#: A sweep theorem enumerates every option of each of its positions (`below p` has up to (N+1)^6
#: candidates), so it covers at most this many positions; the book of a chunk has at most as
#: many rows.
POSITIONS_PER_THEOREM = 256
#: Bridge theorems evaluate one checker call per pair.
PAIRS_PER_THEOREM = 1024
#: Default bounds keep a fixture to at most this many chunks (three theorems each, or four).
MAX_CHUNKS = 32
#: Refuse boxes whose fixtures would be large: (N+1)^d above this many positions.
MAX_BOX_POSITIONS = 4096
#: The tactic closing every theorem. `+kernel` skips the elaborator's evaluation of the
#: `Decidable` instance (slow on long lists) and lets the kernel alone reduce it; still `decide`,
#: never `native_decide`, so no axiom beyond Lean's is used.
DECIDE = "decide +kernel"
#: Lean's default maxHeartbeats (in thousands); a `decide` is never given less.
DEFAULT_HEARTBEATS = 200_000
#: maxHeartbeats granted per elementary check a `decide` evaluates (see `_heartbeats`).
HEARTBEATS_PER_STEP = 100

_FAMILY_LEAN = {"rotation": "rotation", "vertex": "vertex", "edge": "edge", "face": "face",
                "slowRotation": "slowRotation", "slowVertex": "slowVertex",
                "slowEdge": "slowEdge", "slowFace": "slowFace"}

# --- small printers ------------------------------------------------------------------------------


def lean_list(values) -> str:
    """`[1, 0, 2]`."""
    return L.show(L.nat_list(values))


def _pair(p, q) -> L.Node:
    return L.TupleLit((L.nat_list(p), L.nat_list(q)))


def _rec_depth(rows: int) -> int:
    """maxRecDepth for a definition holding a list literal of `rows` rows: the elaborator nests
    about one level per element (a few more per row). Since Lean v4.33 the kernel reads the
    option too: `Lean.addDecl` hands `maxRecDepth` to the kernel, which stops with "deep
    recursion" past 16 × maxRecDepth levels (`g_kernel_rec_depth_factor = 16` in Lean 4's
    `src/runtime/interrupt.cpp`, read in a stored copy of that file: this repository's pinned
    tag, v4.34.0, could not be fetched here, the lean4 snapshot being 6.6 GB). So the value set
    here also gives the kernel 16 times as many levels when it checks the definition; the
    `decide +kernel` theorems, which set no maxRecDepth, get 16 × Lean's default."""
    return 1024 + 8 * max(rows, 1)


def _heartbeats(steps: int) -> int:
    """maxHeartbeats (thousands of heartbeats) for a `decide +kernel` that evaluates about
    `steps` elementary checks (a move, a predicate, a list comparison) in the kernel. The
    kernel counts heartbeats as it reduces, and Lean's default of 200000 applies unless raised.
    `HEARTBEATS_PER_STEP` is a generous margin, not a measurement: no Lean toolchain has run
    these files here."""
    need = HEARTBEATS_PER_STEP * max(steps, 1)
    return max(DEFAULT_HEARTBEATS, -(-need // 100_000) * 100_000)


def heartbeats_option(steps: int, why: str) -> L.SetOption:
    """The `set_option maxHeartbeats N in` (with the comment saying why) that precedes every
    `decide +kernel` pychecks writes, for about `steps` elementary checks."""
    return L.SetOption("maxHeartbeats", _heartbeats(steps),
                       f"maxHeartbeats: the kernel reduces this `decide`: {why}, about {steps:,} "
                       f"elementary check{'s' * (steps != 1)}.")


def _theorem(name: str, statement: L.Node, steps: int, why: str) -> L.Decide:
    return L.Decide(name, statement, DECIDE, (heartbeats_option(steps, why),))


#: The types the fixtures' definitions use: a position, a list of positions, a book of moves.
POSITION = L.app("List", "Nat")
POSITIONS = L.app("List", POSITION)
BOOK = L.app("List", L.op("×", POSITION, POSITION))
#: The binders `(p : List Nat)` and `(p q : List Nat)`.
OF_P = (L.Binder(("p",), POSITION),)
OF_PQ = (L.Binder(("p", "q"), POSITION),)


def _def(name: str, binders: tuple, type_: str | L.Node, body: L.Node, doc: str) -> L.Def:
    """`def name binders : type_ :=` and `body`, after `doc` as a one-line doc comment."""
    return L.Def(name, binders, L.name(type_) if isinstance(type_, str) else type_, body, doc,
                 doc_width=0)


def _data_def(name: str, type_: L.Node, rows: list[L.Node]) -> L.Def:
    """`def name : type_ := [` with one row a line, after the maxRecDepth its literal needs."""
    depth = L.SetOption("maxRecDepth", _rec_depth(len(rows)),
                        f"maxRecDepth: the elaborator reads the list literal below ({len(rows)} "
                        "rows) one level per row.")
    return L.Def(name, (), type_, L.ListLit(tuple(rows), one_per_line=True), options=(depth,),
                 same_line=True)


def _index_def(bound: int, d: int = 6) -> L.Def:
    s = bound + 1
    terms = L.op("+", *[L.op("*", L.call("p", "getD", k, 0), s ** (d - 1 - k))
                        for k in range(d)])
    return _def("index", OF_P, "Nat", terms,
                f"Position of `p` in `{L.show(_box(bound, d))}` (lexicographic, base {s}); the "
                "bit of a packed table.")


def _box(bound: int, d: int) -> L.Node:
    """The box [0..bound]^d in Lean: `cubeBox N` for the cube, `box d N` otherwise."""
    return L.app(full("cubeBox"), bound) if d == 6 else L.app(full("box"), d, bound)


def _bit_of(table: str, i: L.Node) -> L.Node:
    """`Nat.beq (table / 2 ^ i % 2) 1`: bit i of a packed table."""
    return L.app("Nat.beq", L.op("%", L.op("/", table, L.op("^", 2, i)), 2), 1)


def _bit_def(name: str, table: str, doc: str) -> L.Def:
    return _def(name, (L.Binder(("i",), L.name("Nat")),), "Bool", _bit_of(table, L.name("i")),
                doc)


def _packed(bits) -> L.Num:
    """Bits (index 0 first) as one hex `Nat` literal, bit i = 2^i."""
    flat = np.asarray(bits, dtype=np.uint8).reshape(-1)
    value = int.from_bytes(np.packbits(flat, bitorder="little").tobytes(), "little")
    return L.num(value, hex=True)


def _index(p, bound: int) -> int:
    s = bound + 1
    return sum(int(v) * s ** (len(p) - 1 - k) for k, v in enumerate(p))


def _chunks(bound: int, per_position: int, limit: int, d: int = 6):
    """Prefixes splitting the box into equal slabs of at most `limit // per_position` positions
    (at least one position per slab): returns (prefix length, list of prefixes)."""
    s = bound + 1
    k = 0
    while k < d and s ** (d - k) * per_position > limit:
        k += 1
    return k, list(itertools.product(range(s), repeat=k))


def _slab_expr(bound: int, prefix, d: int = 6) -> L.Node:
    """The positions of the box whose first heaps are `prefix`, as a Lean list term."""
    if not prefix:
        return _box(bound, d)
    return L.call(L.app(full("box"), d - len(prefix), bound), "map",
                  L.lam("r", L.op("++", L.nat_list(prefix), "r")))


def _all(xs: L.Node, var, body: L.Node, newline: bool = False) -> L.Node:
    """`xs.all (fun var => body)`."""
    return L.call(xs, "all", L.lam(var, body, newline))


def _options_steps(bound: int, prefix, d: int) -> int:
    """Candidates an options enumerator tries over a slab: every q ≤ p, for every p."""
    return sum(int(np.prod([v + 1 for v in p])) for p in _slab(bound, prefix, d))


def _slab(bound: int, prefix, d: int = 6):
    return [tuple(prefix) + r for r in itertools.product(range(bound + 1), repeat=d - len(prefix))]


def _suffix(prefix) -> str:
    return "_".join(str(v) for v in prefix) if prefix else "all"


def check_box(bound: int, name: str, d: int = 6) -> None:
    """BadBound unless the box [0..bound]^d is small enough for a fixture."""
    if bound < 1:
        raise BadBound(f"bound N={bound} for {name}: must be at least 1")
    if (bound + 1) ** d > MAX_BOX_POSITIONS:
        largest = 1
        while (largest + 2) ** d <= MAX_BOX_POSITIONS:
            largest += 1
        raise BadBound(f"bound N={bound} for {name}: the box has {(bound + 1) ** d:,} positions, "
                       f"fixtures are limited to {MAX_BOX_POSITIONS:,} (N ≤ {largest} on {d} "
                       "heaps) so that `decide` stays small")


def _wrap(claim, bound, command, doc, decls, user=None, kind=None) -> str:
    """The fixture file, its declarations `decls` one after another; with `user`
    (`user_checkers.UserCheckers`), it also imports the user's modules and the checker modules
    (whose checkers it names in full: it opens nothing)."""
    body = "\n".join(L.show_decl(decl, L.EXPLICIT) for decl in decls)
    if kind is not None:  # what Lean proves and what is left, first (`files.PROVES`)
        doc = f"{PROVES[kind]}\n\n{doc.strip(chr(10))}"
    return fixture_text(header(claim.name, bound, claim.lean_hash, command),
                        module_name(claim.name), doc.strip("\n"), body,
                        imports=user.imports if user else ())


# --- kernel statements ----------------------------------------------------------------------------

def _cube_checker(family) -> str | None:
    """The `Pychecks.Cube` checker prefix (`vertex`, `slowEdge`, …) of a family that moves as one
    of the cube's (same heaps, groups and slowness), else None."""
    from ...games.cube import FAMILIES
    for name, cube_family in FAMILIES.items():
        if (not family.is_relation and family.heaps == 6 and family.groups == cube_family.groups
                and family.slow == cube_family.slow):
            return _FAMILY_LEAN[name]
    return None


def _own_prefix(family) -> str:
    """The prefix of a fixture's own checker for `family`: its name as a Lean identifier, kept
    apart from the cube checkers that `open Pychecks.Cube` brings into scope."""
    ident = "".join(c if c.isalnum() else "_" for c in family.name) or "family"
    if not ident[0].isalpha():
        ident = "f" + ident
    return ident + "Fam" if ident in _FAMILY_LEAN.values() else ident


def _families(family, user=None):
    """(move checker, options enumerator) names of `family` in a fixture: the shared checker of
    the user's relation when a checker module has it (`user`), else the cube's or its own."""
    shared = user.get(family) if user else None
    if shared is not None:  # the checker module's, in full; the enumerator is the fixture's
        return f"{shared.namespace}.{shared.checker}", shared.options
    cube = _cube_checker(family)
    if cube is not None:
        return full(f"{cube}MoveB"), full(f"{cube}Options")
    return f"{_own_prefix(family)}MoveB", f"{_own_prefix(family)}Options"


def _family_defs(families, user=None) -> list[L.Def]:
    """A fixture's own Bool checker and options enumerator for each family that is not one of the
    cube's: `groupMoveB` of its groups, or its relation printed from the single source. A family
    whose checker module is imported (`user`) gets its options enumerator only."""
    out, seen = [], set()
    for family in families:
        shared = user.get(family) if user else None
        if _cube_checker(family) is not None and shared is None:
            continue
        move, options = _families(family, user)
        if move in seen:
            continue
        seen.add(move)
        # A shared checker is defined by its module (tied to the user's relation by the
        # bridge there); the fixture only enumerates options with it.
        if shared is None and family.is_relation:
            body = L.Raw(E.to_lean_bool(family.relation))
            what = f"`{family.lean}`, printed from the relation's single source (`pychecks.expr`)"
        elif shared is None:
            groups = L.ListLit(tuple(L.nat_list(g) for g in family.groups))
            body = L.app(full("slowGroupMoveB" if family.slow else "groupMoveB"), groups, "p", "q")
            what = (f"`{family.lean}`: lower some heaps of one group"
                    + (", at most one token from each" if family.slow else ""))
        if shared is None:
            out.append(_def(move, OF_PQ, "Bool", body, f"{what}."))
        enumerate_ = L.call(L.app(full("below"), "p"), "filter", L.app(move, "p"))
        out.append(_def(options, OF_P, POSITIONS, enumerate_,
                        f"The q ≤ p of `below p` that `{move}` accepts, in lexicographic order: "
                        f"the options of `p` under `{_brief_lean(family.lean)}`."))
    return out


def _brief_lean(text: str, limit: int = 60) -> str:
    """A relation's Lean text for a doc comment, cut short (an inline `fun` can be long)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _kernel(claim, bound, verdict, command, user=None) -> Fixture:
    st = claim.statement
    d = st.family.heaps
    move, options = _families(st.family, user)
    # The second half names its own relation when it is spelt differently (`PairMove'` beside
    # `PairMove`): the book, which witnesses that half, is checked with that relation's checker.
    into_p = st.into_p if getattr(st, "into_p", None) is not None else st.family
    book_move, _ = _families(into_p, user)
    in_p = E.to_python(st.P)
    parts = _family_defs([st.family, into_p], user)
    parts.append(_def("inP", OF_P, "Bool", L.Raw(E.to_lean_bool(st.P)),
                      "P, printed from the statement's single source (`pychecks.expr`)."))
    fixture = Fixture(claim.name, module_name(claim.name), "", status=verdict.status)
    if verdict.status is Status.FAILS:
        doc = (f"Counterexample to `{claim.name}` ({st.family.lean}) found at N = {bound}: each "
               "`example` states one fact of the failure, closed by `decide`.")
        parts += _kernel_counterexamples(verdict, move, options)
        fixture.theorems = sum(isinstance(p, L.Decide) and p.name is None for p in parts)
    else:
        k, prefixes = _chunks(bound, 1, POSITIONS_PER_THEOREM, d)
        for prefix in prefixes:
            rows = []
            for p in _slab(bound, prefix, d):
                if not in_p(p):
                    q = next((q for q in st.family.options(p) if in_p(q)), None)
                    if q is None:  # the verdict said HOLDS; a stuck p means a bug upstream
                        raise PychecksError(f"{claim.name}: {p} ∉ P has no move into P")
                    rows.append(_pair(p, q))
            sfx = _suffix(prefix)
            slab = _slab_expr(bound, prefix, d)
            n = len(_slab(bound, prefix, d))
            fixture.rows += len(rows)
            book = f"book_{sfx}"
            parts.append(_data_def(book, BOOK, rows))
            parts += _book_theorems(book, book_move, slab, n, len(rows), (L.app("inP", "p"),))
            parts.append(_theorem(
                f"no_move_inside_P_{sfx}",
                _all(slab, "p", L.or_(L.not_(L.app("inP", "p")),
                                      _all(L.app(options, "p"), "q",
                                           L.not_(L.app("inP", "q"))))),
                _options_steps(bound, prefix, d),
                "`List.all` over the slab and over each option list"))
            fixture.theorems += 3
        two = into_p is not st.family
        doc = (f"`{claim.name}` ({st.family.lean}"
               + (f"; the second half: {into_p.lean}" if two else "")
               + f") on the box N = {bound} "
               f"({(bound + 1) ** d} positions, {len(prefixes)} chunk(s)).\n\n"
               f"* `book_*_moves_into_P`: every row (p, q) of the book is a move from p ∉ P to "
               f"q ∈ P (`{book_move}`"
               + (f", the checker of {into_p.lean}, the relation the second half names" if two
                  else "") + ");\n"
               "* `book_*_covers`: every p ∉ P of the chunk has a row in the book;\n"
               f"* `no_move_inside_P_*`: no option of a p ∈ P is in P, the options being "
               f"`{options} p`. " + _bridge_note(st.family, options, user))
    fixture.text = _wrap(claim, bound, command, doc, parts, user,
                         "kernel counterexample" if verdict.status is Status.FAILS else "kernel")
    return fixture


def _bridge_note(family, options: str, user=None) -> str:
    """What ties a fixture's options enumerator to the move relation, in words, and what is
    left to a person: `options p` filters `below p` (every q ≤ p) by the checker, so it lists
    every move only given `M p q → q ≤ p` and that `below p` lists every q ≤ p. Where an
    options bridge states that (the cube's four fast families), it is named; otherwise both
    facts are said to be unstated, never claimed."""
    bridge = _options_bridge(family)
    if bridge is not None:
        return f"That `{options}` lists every move is the bridge `{bridge}`."
    shared = user.get(family) if user else None
    if shared is not None:
        checker = (f"`{shared.checker}` of `{shared.module}`, whose bridge "
                   f"`{shared.checker}_iff` (wanted, not proved) states that it decides "
                   f"`{shared.relation}`")
    elif _cube_checker(family) is not None:
        checker = f"`{_cube_checker(family)}MoveB` (`Pychecks.Cube`)"
    else:
        checker = ("the checker above, printed from the family's "
                   + ("relation" if family.is_relation else "groups") + " (no bridge)")
    return (f"`{options} p` keeps the q of `below p` accepted by {checker}. That these are all "
            f"the moves needs `M p q → q ≤ p` (z3 proved it before solving) and that `below p` "
            "lists every q ≤ p: neither is stated in Lean here, so this step is left to you.")


def _options_bridge(family) -> str | None:
    """The options bridge of `lean/PychecksStatements/CubeBridge.lean` for a fast cube family,
    else None (slow cube moves, other families: no options bridge)."""
    if family.slow or family.is_relation or _cube_checker(family) is None:
        return None
    return {"CubeRotationMove": "cubeRotationOptions_iff", "CubeVertexMove": "cubeVertexOptions_iff",
            "CubeEdgeMove": "cubeEdgeOptions_iff",
            "CubeFaceMove": "cubeFaceOptions_iff"}.get(family.lean)


def counterexamples(verdict) -> list:
    """Every counterexample in a verdict tree, depth first, each once (a combined verdict
    repeats its first failing part's counterexample at the top)."""
    out = [verdict.counterexample] if verdict.counterexample is not None else []
    for part in verdict.parts:
        out += [cx for cx in counterexamples(part) if all(cx is not seen for seen in out)]
    return out


def _consistency_def(options: str, play: str) -> L.Def:
    """`consistentAt pIn os`: `hP` at a position with membership `pIn` and option list `os`. The
    theorems hand it `inP p` and `options p`, so the text builds each option list once per
    position (it used to name `options p` up to three times in one position's test)."""
    os_, pin = L.name("os"), L.name("pIn")
    none_in_p = _all(os_, "q", L.not_(L.app("inP", "q")))
    some_in_p = L.call(os_, "any", "inP")
    empty = L.call(os_, "isEmpty")
    if play == "misere":  # p ∈ P iff p has an option and none is in P
        body = L.or_(L.and_(pin, L.not_(empty), none_in_p),
                     L.and_(L.not_(pin), L.or_(empty, some_in_p)))
        rule = "p ∈ P iff p has an option and none is in P (misère play)"
    else:
        body = L.or_(L.and_(pin, none_in_p), L.and_(L.not_(pin), some_in_p))
        rule = "p ∈ P iff no option of p is in P (normal play)"
    binders = (L.Binder(("pIn",), L.name("Bool")), L.Binder(("os",), POSITIONS))
    return _def("consistentAt", binders, "Bool", body,
                f"`hP` at one position: {rule}; `pIn` says whether p ∈ P, `os` lists p's options "
                f"(`{options} p`, built once by the caller).")


def _book_theorems(book: str, move: str, slab: L.Node, n: int, rows: int,
                   stuck_ok: tuple) -> list[L.Decide]:
    """The two theorems on a witness book: every row (p, q) is a move from p ∉ P into P, and
    every p of the slab satisfies one of `stuck_ok` (p ∈ P; in misère play, p has no move) or
    has a row."""
    moves_into = L.call(book, "all", L.lam(("p", "q"), L.and_(
        L.app(move, "p", "q"), L.app("inP", "q"), L.not_(L.app("inP", "p")))))
    covered = L.call(book, "any", L.lam("e", L.app(full("eqB"), L.Proj(L.name("e"), 1), "p")))
    covers = _all(slab, "p", L.or_(*stuck_ok, covered))
    return [_theorem(f"{book}_moves_into_P", moves_into, rows, "`List.all` over the book"),
            _theorem(f"{book}_covers", covers, n * max(rows, 1),
                     "`List.all` over the slab, `List.any` over the book")]


def _example(comment: str, statement: L.Node, steps: int = 1) -> L.Decide:
    """An `example` stating one fact, after a `-- comment` line."""
    return L.Decide(None, statement, DECIDE, (heartbeats_option(steps, "one fact"),), comment)


def _kernel_counterexamples(verdict, move, options) -> list[L.Decide]:
    out = []
    for cx in counterexamples(verdict):
        p = L.nat_list(cx.data["p"])
        if cx.data.get("half") == 1:
            q = L.nat_list(cx.data["q"])
            out.append(_example("p ∈ P", L.app("inP", p)))
            out.append(_example("p → q is a move", L.app(move, p, q)))
            out.append(_example("q ∈ P: a move inside P", L.app("inP", q)))
        else:
            out.append(_example("p ∉ P", L.not_(L.app("inP", p))))
            out.append(_example(f"no option of p in `{options} p` is in P",
                                _all(L.app(options, p), "q", L.not_(L.app("inP", "q"))),
                                int(np.prod([v + 1 for v in cx.data["p"]]))))
    return out


# --- characterisations ----------------------------------------------------------------------------

def _characterisation(claim, bound, verdict, command, user=None) -> Fixture:
    from ...drivers.heaps import outcome_table
    st = claim.statement
    d = st.family.heaps
    move, options = _families(st.family, user)
    table = outcome_table(st.family, bound, st.play)
    misere = st.play == "misere"
    fixture = Fixture(claim.name, module_name(claim.name), "", status=verdict.status,
                      rows=table.size)
    consistent = _consistency_def(options, st.play)
    parts = _family_defs([st.family], user) + [
        _index_def(bound, d),
        _def("table", (), "Nat", _packed(table),
             f"The solved {st.play}-play outcome table of the box: bit `index p` is 1 iff "
             "p ∈ P."),
        _def("inP", OF_P, "Bool", _bit_of("table", L.app("index", "p")),
             "p ∈ P, read from the table (p in the box)."),
        _def("hyp", OF_P, "Bool", L.Raw(E.to_lean_bool(st.hypotheses)),
             "The hypotheses, printed from the statement's single source."),
        _def("closedForm", OF_P, "Bool", L.Raw(E.to_lean_bool(st.closed_form)),
             "The closed form, printed from the statement's single source."),
        consistent,
    ]
    k, prefixes = _chunks(bound, 1, POSITIONS_PER_THEOREM, d)
    terminal = L.nat_list((0,) * d)
    for prefix in prefixes:
        sfx = _suffix(prefix)
        slab_expr = _slab_expr(bound, prefix, d)
        slab = _slab(bound, prefix, d)
        rows = []
        for p in slab:
            if not table[p]:
                q = next((q for q in st.family.options(p) if table[q]), None)
                if q is not None:
                    rows.append(_pair(p, q))
                elif not misere or st.family.options(p):  # only misère makes a stuck p an N
                    raise PychecksError(f"{claim.name}: solved table has {p} ∉ P with no "
                                        "move into P")
        # hP at every p of the slab, the options of p listed once and handed to the helper.
        parts.append(_theorem(f"table_{sfx}_consistent",
                              _all(slab_expr, "p", L.app("consistentAt", L.app("inP", "p"),
                                                         L.app(options, "p")), newline=True),
                              _options_steps(bound, prefix, d),
                              "`List.all` over the slab, each option list built once"))
        parts.append(_data_def(f"book_{sfx}", BOOK, rows))
        # Misère: a position with no move is an N-position with no winning move. In a family
        # that moves every heap that is 0 alone; otherwise any p empty on the moved heaps.
        stuck = (L.app(full("eqB"), "p", terminal) if len(st.family.covered) == d
                 else L.call(L.app(options, "p"), "isEmpty"))
        ok = (L.app("inP", "p"), stuck) if misere else (L.app("inP", "p"),)
        parts += _book_theorems(f"book_{sfx}", move, slab_expr, len(slab), len(rows), ok)
        fixture.theorems += 3
        if verdict.status is not Status.FAILS:
            agree = L.or_(L.not_(L.app("hyp", "p")),
                          L.and_(L.app("inP", "p"), L.app("closedForm", "p")),
                          L.and_(L.not_(L.app("inP", "p")), L.not_(L.app("closedForm", "p"))))
            parts.append(_theorem(f"closed_form_{sfx}", _all(slab_expr, "p", agree),
                                  len(slab), "`List.all` over the slab"))
            fixture.theorems += 1
    what = ("the table agrees with the closed form wherever `hyp` holds (`closed_form_*`)"
            if verdict.status is not Status.FAILS else
            "the closed form is wrong: the `example`s at the end give a position where the "
            "hypotheses hold and the table and the closed form differ")
    doc = (f"`{claim.name}` ({st.family.lean}, {st.play} play) on the box N = {bound} "
           f"({table.size} positions, {len(prefixes)} chunk(s)).\n\n"
           "* `table_*_consistent`: `consistentAt (inP p) (options p)` at every position p of "
           "the box;\n"
           "* `book_*_moves_into_P` / `book_*_covers`: a winning move from every N-position"
           + ((" except 0, which has no move" if len(st.family.covered) == d else
               " except those with no move") if misere else "") + ";\n"
           f"* {what}.")
    if verdict.status is Status.FAILS:
        for cx in counterexamples(verdict):
            p = L.nat_list(cx.data["p"])
            parts.append(_example("the hypotheses hold at p", L.app("hyp", p)))
            solved = bool(cx.data["solved_in_P"])
            in_p, form = L.app("inP", p), L.app("closedForm", p)
            parts.append(_example(f"solved: p {'∈' if solved else '∉'} P, closed form: the "
                                  "opposite",
                                  L.and_(in_p if solved else L.not_(in_p),
                                         L.not_(form) if solved else form)))
            if "q" in cx.data:
                q = L.nat_list(cx.data["q"])
                parts.append(_example("the winning move p → q into P",
                                      L.and_(L.app(move, p, q), L.app("inP", q))))
            fixture.theorems += 2 + ("q" in cx.data)
    fixture.text = _wrap(claim, bound, command, doc, parts, user, "characterisation")
    return fixture


# --- concrete examples ----------------------------------------------------------------------------

def _examples(claim, bound, verdict, command, user=None) -> Fixture:
    st = claim.statement
    fixture = Fixture(claim.name, module_name(claim.name), "", status=verdict.status)
    families = [f for f, *_ in st.facts] + [f for f, _ in st.stuck]
    defs = _family_defs(families, user)
    parts = []
    for family, p, q in st.facts:
        move, _ = _families(family, user)
        ok = bool(family.reference(p, q))
        fact = L.app(move, L.nat_list(p), L.nat_list(q))
        parts.append(_example(f"{family.lean} {lean_list(p)} {lean_list(q)}"
                              + ("" if ok else ": does NOT hold (counterexample)"),
                              fact if ok else L.not_(fact)))
        fixture.rows += 1
    for family, a in st.stuck:
        d = family.heaps
        move, options = _families(family, user)
        where = "0" if not any(a) else lean_list(a)
        bad = [q for q in itertools.product(range(bound + 1), repeat=d) if family.reference(a, q)]
        if bad:
            parts.append(_example(f"∀ q, ¬ {family.lean} {where} q fails: a move from {where}",
                                  L.app(move, L.nat_list(a), L.nat_list(bad[0]))))
        else:
            parts.append(_example(f"∀ q, ¬ {family.lean} {where} q: {where} has no option "
                                  f"(`{options}` is empty)",
                                  L.call(L.app(options, L.nat_list(a)), "isEmpty"),
                                  int(np.prod([v + 1 for v in a]))))
            name = _cube_checker(family) or _own_prefix(family)
            at = "zero" if not any(a) else _suffix(a)
            parts.append(_theorem(f"no_{name}_move_from_{at}_box",
                                  _all(_box(bound, d), "q",
                                       L.not_(L.app(move, L.nat_list(a), "q"))),
                                  (bound + 1) ** d, "`List.all` over the box"))
        fixture.rows += (bound + 1) ** d
    fixture.theorems = len(parts)
    doc = (f"`{claim.name}`: each fact `M p q` by `decide`, and `∀ q, ¬ M 0 q` twice: the "
           f"options enumerator of 0 is empty, and no q of the box N = {bound} is a move from "
           "0. The first is all of `∀ q, ¬ M 0 q` only through an options bridge (`M p q → "
           "q ≤ p` and `below` listing every q ≤ p), which only the cube's four fast families "
           "have; the second covers the box.")
    fixture.text = _wrap(claim, bound, command, doc, defs + parts, user, "examples")
    return fixture


# --- bridges --------------------------------------------------------------------------------------

def _bridge(claim, bound, command) -> Fixture:
    from ..claims import bridges as BC
    moves = {b[0]: b for b in BC.MOVE_BRIDGES}
    opts = {b[0]: b for b in BC.OPTIONS_BRIDGES}
    s = bound + 1
    box = list(itertools.product(range(s), repeat=6))
    fixture = Fixture(claim.name, module_name(claim.name), "")
    parts = [_index_def(bound)]
    if claim.name in moves:
        _, checker, prop, _, mirror, _ = moves[claim.name]
        bits = [bool(mirror(p, q)) for p in box for q in box]
        fixture.rows = len(bits)
        parts.append(_def("table", (), "Nat", _packed(bits),
                          f"`{prop}` for every pair of the box, by the Python mirror of the "
                          f"definition: bit `index p * {s ** 6} + index q`."))
        parts.append(_bit_def("bit", "table", "Bit i of the table."))
        k, prefixes = _chunks(bound, s ** 6, PAIRS_PER_THEOREM)
        for prefix in prefixes:
            pairs = len(_slab(bound, prefix)) * s ** 6
            moved = L.app(full(checker), "p", "q")
            bit = L.app("bit", L.op("+", L.op("*", L.app("index", "p"), s ** 6),
                                    L.app("index", "q")))
            same = L.or_(L.and_(moved, bit), L.and_(L.not_(moved), L.not_(bit)))
            parts.append(_theorem(
                f"agrees_{_suffix(prefix)}",
                _all(_slab_expr(bound, prefix), "p", _all(_box(bound, 6), "q", same,
                                                          newline=True)),
                pairs, "`List.all` over p and over q"))
            fixture.theorems += 1
        doc = (f"`{claim.name}` on the box N = {bound}: the Lean checker `{checker}` gives, on "
               f"every pair (p, q) of the box ({len(bits)} pairs), the value pychecks' Python "
               f"mirror of `{prop}` gives.")
    elif claim.name in opts:
        _, enumerator, prop, _, mirror, _ = opts[claim.name]
        rows = []
        for p in box:
            listed = [_index(q, bound) for q in itertools.product(*(range(a + 1) for a in p))
                      if mirror(p, q)]
            rows.append(L.nat_list(listed))
        fixture.rows = len(rows)
        k, prefixes = _chunks(bound, 1, POSITIONS_PER_THEOREM)
        per = len(_slab(bound, prefixes[0]))
        for n, prefix in enumerate(prefixes):
            sfx = _suffix(prefix)
            chunk = rows[n * per:(n + 1) * per]
            parts.append(_data_def(f"options_{sfx}", POSITIONS, chunk))
            listed = L.call(L.app(full(enumerator), "p"), "map", "index")
            pairs = L.call(_slab_expr(bound, prefix), "zip", f"options_{sfx}")
            parts.append(_theorem(
                f"agrees_{sfx}",
                L.and_(L.app("Nat.beq", L.call(f"options_{sfx}", "length"), per),
                       L.call(pairs, "all", L.lam(("p", "os"), L.app(full("eqB"), listed, "os"),
                                                  newline=True))),
                _options_steps(bound, prefix, 6), "`List.all` over the slab, each option list"))
            fixture.theorems += 1
        doc = (f"`{claim.name}` on the box N = {bound}: for every p of the box, "
               f"`{enumerator} p` lists exactly the q (as `index q`, in order) for which "
               f"pychecks' Python mirror of `{prop}` holds.")
    elif claim.name == "cubeBox_iff":
        n = s ** 6
        fixture.rows = n
        cube = _box(bound, 6)
        parts.append(_theorem("box_length", L.app("Nat.beq", L.call(cube, "length"), n), n,
                              "`List.length` of the box"))
        parts.append(_theorem("box_entries", _all(cube, "l", L.and_(
            L.app("Nat.beq", L.call("l", "length"), 6),
            _all("l", "a", L.app("Nat.ble", "a", bound)))), n, "`List.all` over the box"))
        parts.append(_theorem("box_increasing", L.call(
            L.call(cube, "zip", L.call(cube, "tail")), "all",
            L.lam(("a", "b"), L.app("Nat.blt", L.app("index", "a"), L.app("index", "b")))), n,
            "`List.all` over consecutive pairs"))
        fixture.theorems = 3
        doc = (f"`cubeBox_iff` at N = {bound}: `cubeBox {bound}` has {n} entries, each a list of "
               f"6 faces ≤ {bound}, strictly increasing in `index`; so they are distinct, and "
               f"being {n} = ({bound} + 1)^6 of them, they are the whole box.")
    else:
        raise PychecksError(f"no fixture emitter for bridge {claim.name} yet")
    fixture.text = _wrap(claim, bound, command, doc, parts, kind="bridge")
    return fixture


# --- entry points ---------------------------------------------------------------------------------

#: The fixture writer of each kind of statement (`pychecks.statements`).
_WRITERS = {KernelStatement: _kernel, CharacterisationStatement: _characterisation,
            ExampleStatement: _examples}


def emittable(claim) -> bool:
    """True for the statements this module can write fixtures for: every heap-game statement
    (any d, any move family) and the cube's bridges."""
    if claim.shape == "bridge":
        return claim.game == "cube"
    return type(claim.statement) in _WRITERS


def heaps_of(claim) -> int:
    """The number of heaps of a claim's positions (6 for the cube's bridges)."""
    return claim.statement.heaps if claim.statement is not None else 6


def default_bound(claim) -> int:
    """The bound a fixture uses when none is given: 1 for bridges; otherwise the largest N whose
    option sweeps cost no more than the cube's at N = 2, where every position lists the q ≤ p
    of its box: ((N+1)(N+2)/2)^d pairs, 6^6 for the cube, in at most `MAX_CHUNKS` chunks
    (N = 2 on 6 heaps, 7 on 3, 255 on 1)."""
    if claim.shape == "bridge":
        return BRIDGE_DEFAULT_BOUND
    d = heaps_of(claim)
    budget = ((DEFAULT_BOUND + 1) * (DEFAULT_BOUND + 2) // 2) ** 6
    n = DEFAULT_BOUND
    while (((n + 2) * (n + 3) // 2) ** d <= budget and (n + 2) ** d <= MAX_BOX_POSITIONS
           and len(_chunks(n + 1, 1, POSITIONS_PER_THEOREM, d)[1]) <= MAX_CHUNKS):
        n += 1
    return n


def build_fixture(claim, bound: int, command: str, verdict=None, user=None) -> Fixture:
    """The fixture of `claim` at `bound`; runs the statement's check first (unless `verdict` is
    given) so that a failing statement gets its counterexample `example`s. `user`
    (`user_checkers.UserCheckers`): the checker modules of the user's relations it uses."""
    check_box(bound, claim.name, heaps_of(claim))
    if claim.shape == "bridge":
        return _bridge(claim, bound, command)
    writer = _WRITERS.get(type(claim.statement))
    if writer is None:
        raise PychecksError(f"{claim.name}: no fixture writer for this kind of statement")
    if verdict is None:
        verdict = claim.check(bound)
    if verdict.status in (Status.UNKNOWN, Status.VACUOUS):
        # nothing checked, nothing to witness: a book of a vacuous statement would prove nothing
        raise PychecksError(f"{claim.name}: check at N={bound} was {verdict.status.value} "
                            f"({verdict.reason}); nothing to emit")
    return writer(claim, bound, verdict, command, user=user)


class LeanEmitter:
    """The Lean backend: `emit(claim, bound, command)` writes a statement's fixture text."""

    name = "lean"

    def supports(self, claim) -> bool:
        return emittable(claim)

    def check_bound(self, claim, bound: int) -> None:
        """BadBound (one line) when the box is too large for `decide`."""
        check_box(bound, claim.name, heaps_of(claim))

    def emit(self, claim, bound: int, command: str, verdict=None, user=None) -> Fixture:
        return build_fixture(claim, bound, command, verdict, user)
