"""Games written in the user's style, for `pychecks conjecture`: a position that is a structure of
natural numbers, a `List ℕ` of a fixed length, `ℕ` or `Fin d → ℕ`, and moves given as

* a relation `def M (p q : Pos) : Prop` that the heap front end does not lower (a structure
  position, a `List`),
* an inductive relation `inductive M : Pos → Pos → Prop | take … : M p q`,
* an options function `def options (p : Pos) : List Pos`.

The moves of every position of the box are what the evaluator (`lean.evaluate`, the engine
`pychecks check` runs on such statements) says they are: a relation or an inductive relation is
evaluated on every pair (p, q) of the box (q outside the box is not tried, and the report says
so), an options function is run on every position and its options are followed wherever they
lead (a list that changes length, or a value that is no position of the game, is refused). The
table is then solved by retrograde analysis; a cycle is refused in one line (the search needs a
game where every play ends).

To the grammar the position is heaps in order: the structure's fields as declared, the list's
entries, so `p.a` is heap 0 of `structure Pos where a : ℕ; b : ℕ`. Candidates are written back
in the user's words (`p.a`, `p[1]!`), as `theorem_wanted`s over the user's relation or options
function, and re-checked from that text by the evaluator at twice the bound, as `pychecks
check` reads them. The evaluator tries every pair (p, q) for a relation, so the default bound
keeps that re-check small (`default_bound`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import sympy as sp

from .. import expr as E
from ..errors import BadBound, BadInput
from . import lean_out as O
from . import vocabulary as V
from .game import Move, SolvedGame

#: The re-check at 2N evaluates the relation on every pair (p, q) of the box [0..2N]^d: the
#: default bound keeps that at most this many (a few seconds at the evaluator's speed).
RECHECK_PAIRS = 1 << 18
#: An options function's re-check runs it on every position of [0..2N]^d and tests each
#: option: positions times options (estimated as d · 2N), at most this many by default.
RECHECK_OPTIONS = 1 << 18
#: Beyond these (a bound given with --bound) the bound is refused before anything runs.
MAX_PAIRS = 1 << 24
MAX_OPTIONS = 1 << 23
#: Positions an options function may lead to from the box (outside it too) before the solve
#: is stopped.
MAX_REACHED = 1 << 21
MAX_DEFAULT_BOUND = 63
STYLES = ("relation", "inductive", "options")
_PROBE = "pychecksProbe"


@dataclass(frozen=True)
class Position:
    """How a position is spelt and seen as heaps: `kind` is structure, list, nat or vector;
    `lean` the type as the statements write it; `fields` a structure's field names in order;
    `struct` the structure's full name (its values are `StructValue(struct, fields)`)."""

    kind: str
    lean: str
    heaps: int
    fields: tuple = ()
    struct: str = ""

    def heap(self, var: str, k: int) -> str:
        """Heap k of the position `var`: `p.a`, `p[1]!`, `n`, `p 1`."""
        if self.kind == "structure":
            return f"{var}.{self.fields[k]}"
        if self.kind == "list":
            return f"{var}[{k}]!"
        if self.kind == "nat":
            return var
        return f"{var} {k}"

    def coords(self, value):
        """The heaps of an evaluator value, or None when it is no position of this game."""
        from ..lean.evaluate.values import StructValue
        if self.kind == "nat":
            return (value,) if isinstance(value, int) and not isinstance(value, bool) else None
        if self.kind == "structure":
            if not isinstance(value, StructValue) or value.name != self.struct:
                return None
            value = value.fields
        if not isinstance(value, tuple) or len(value) != self.heaps or \
                not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return None
        return tuple(value)

    def value(self, coords: tuple):
        """The evaluator value of a position with these heaps."""
        from ..lean.evaluate.values import StructValue
        if self.kind == "nat":
            return coords[0]
        if self.kind == "structure":
            return StructValue(self.struct, tuple(coords))
        return tuple(coords)

    @property
    def nat(self) -> bool:
        return self.kind == "nat"


@dataclass(frozen=True)
class EvaluatedFamily:
    """What the vocabulary asks of a move family (`vocabulary.atoms`): the number of heaps, and
    that the moves are a general relation with no groups."""

    heaps: int
    is_relation: bool = True
    groups: tuple = ()


@dataclass(frozen=True)
class StyledMove(Move):
    """A `Move` whose moves the evaluator enumerates (see the module docstring): its `style`,
    its `position`, and how the statements name the relation or options function (`spelt`)."""

    style: str = ""
    position: Position | None = None
    spelt: str = ""
    env: object = field(default=None, compare=False, repr=False)


# --- reading ---------------------------------------------------------------------------------

def find(path, name: str, display: str | None = None, length: int | None = None):
    """The game `name` of the Lean file at `path` in one of the styles, or None when `name` is no
    declaration of a style (the caller then reports its own error). One-line errors (exit 2): a
    declaration of a style whose position is outside what the search sees (a field that is not
    ℕ, a `List ℕ` game without `--length`)."""
    from ..lean.evaluate.context import Unsupported
    from ..lean.evaluate.elab import Elaborator
    from ..lean.evaluate.statement import environment
    from ..lean.read.project import Project
    path = Path(path)
    display = display or str(path)
    if not path.is_file():
        return None
    pf = Project().load(path, display)
    env = environment(pf)
    kinds = ("def", "inductive")
    found = [e for full, e in env.entries.items()
             if (full == name or full.endswith("." + name)) and e.kind in kinds]
    if len(found) > 1:
        # `options` is `ListGames.options`, not `ListGames.Heaps.options`: the name as the
        # declaration spells it first
        found = [e for e in found if e.full_name == name] or \
            [e for e in found if e.decl.name == name]
    if len(found) != 1:
        return None
    entry = found[0]
    el = Elaborator(env, None, file=pf.name)
    from ..lean.evaluate.moves import lowering_domain
    el.lowering_domain = lowering_domain
    try:
        style, pos_ty = _style_of(el, entry)
    except Unsupported as exc:
        if entry.kind == "inductive":   # the heap front end never reads one: say why here
            raise BadInput(f"conjecture: {entry.full_name} ({entry.where}) cannot be "
                           f"evaluated: {exc}") from None
        return None
    if style is None:
        return None
    try:
        position = _position(el, entry, pos_ty, length, display)
    except Unsupported as exc:
        raise BadInput(f"conjecture: {entry.full_name} ({entry.where}): its positions are "
                       f"outside what the evaluator reads: {exc}") from None
    spelt = _spelt(entry.full_name, entry.namespace)
    ns = entry.namespace
    what = {"relation": "a relation", "inductive": "an inductive relation",
            "options": "an options function"}[style]
    heaps = (f"the heaps are its fields {', '.join(position.fields)}"
             if position.kind == "structure" else
             f"the heaps are its entries 0 … {position.heaps - 1}" if position.kind == "list"
             else "")
    how = f"{what} on `{position.lean}`" + (f" ({heaps})" if heaps else "")
    # `Corner.options` names its statements `cornerOptions_…` (a name with a dot is no name)
    decl_name = "".join(part[:1].upper() + part[1:] for part in entry.decl.name.split("."))
    if "." not in entry.decl.name:
        decl_name = entry.decl.name
    return StyledMove(name=entry.full_name, decl_name=decl_name, namespace=ns,
                      heaps=position.heaps, nat_positions=position.nat, relation=None,
                      family=EvaluatedFamily(position.heaps), how=how, path=path,
                      display=display, where=entry.where, entry=entry, project_file=pf,
                      style=style, position=position, spelt=spelt, env=env)


def _spelt(full: str, namespace: tuple) -> str:
    """A name as a statement in the namespace `namespace` may write it (relative where it can)."""
    prefix = ".".join(namespace) + "." if namespace else ""
    return full[len(prefix):] if prefix and full.startswith(prefix) else full


def _style_of(el, entry):
    """(style, the position type) of a relation, an inductive relation or an options function;
    (None, None) for any other declaration."""
    from ..lean.evaluate import types as T
    from ..lean.evaluate.inductive import predicate
    if entry.kind == "inductive":
        if not el.is_predicate(entry):
            return None, None
        _, index = predicate(el, entry, entry.decl.name_node, el.ctx_for(entry))
        if len(index) == 2 and T.show_type(T.zonk(index[0])) == T.show_type(T.zonk(index[1])):
            return "inductive", T.zonk(index[0])
        return None, None
    sig = el.signature(entry, entry.decl.name_node, el.ctx_for(entry))
    params = [T.zonk(t) for t in sig.params]
    result = T.resolve(sig.result) if sig.result is not None else None
    if len(params) == 2 and T.show_type(params[0]) == T.show_type(params[1]) and \
            result == T.PROP:
        return "relation", params[0]
    if len(params) == 1 and isinstance(result, T.TCon) and result.name == "List" and \
            T.show_type(T.zonk(result.args[0])) == T.show_type(params[0]):
        return "options", params[0]
    return None, None


def _position(el, entry, ty, length, display) -> Position:
    """The Position of type `ty`, or a one-line error naming what the search cannot see."""
    from ..lean.evaluate import types as T
    t = T.resolve(ty)
    shown = T.show_type(t)
    where = f"conjecture: {entry.full_name} ({entry.where})"
    if t == T.NAT:
        return Position("nat", "ℕ", 1)
    if T.is_table(t) and T.resolve(t.cod) == T.NAT and isinstance(T.resolve(t.dom), T.TFin):
        d = T.size_value(T.resolve(t.dom).n)
        if d is not None and d >= 1:
            return Position("vector", f"Fin {d} → ℕ", d)
    if isinstance(t, T.TCon) and t.name == "List" and T.resolve(t.args[0]) == T.NAT:
        if length is None:
            raise BadInput(f"{where} is a game on `List ℕ`: give --length L, the number of "
                           "heaps of the lists searched")
        return Position("list", "List ℕ", length)
    struct = el.struct_entry(t)
    if struct is not None:
        fields = el.fields_of(t)
        bad = [n for n, fty, _ in fields if T.resolve(fty) != T.NAT]
        if not fields or bad:
            raise BadInput(f"{where}: the positions are `{shown}`, whose field"
                           f"{'s' * (len(bad) > 1)} {', '.join(bad) or '(none)'} "
                           "are not ℕ: conjecture reads positions whose fields are all ℕ")
        return Position("structure", _spelt(struct.full_name, entry.namespace), len(fields),
                        tuple(n for n, _, _ in fields), struct.full_name)
    raise BadInput(f"{where}: the positions are `{shown}`: conjecture reads positions that are "
                   "ℕ, `Fin d → ℕ`, a `List ℕ` of one length, or a structure of ℕ fields")


# --- the bound -------------------------------------------------------------------------------

def recheck_work(move: StyledMove, bound: int) -> int:
    """The evaluator's work re-checking at `bound`: pairs of positions for a relation,
    positions times options (about d · N each) for an options function."""
    d = move.heaps
    positions = (bound + 1) ** d
    if move.style == "options":
        return positions * max(1, d * bound)
    return positions * positions


def default_bound(move: StyledMove) -> int:
    """The largest N ≤ 63 whose re-check at 2N is within RECHECK_PAIRS (a relation) or
    RECHECK_OPTIONS (an options function); 1 at least."""
    limit = RECHECK_OPTIONS if move.style == "options" else RECHECK_PAIRS
    n = 1
    while n < MAX_DEFAULT_BOUND and recheck_work(move, 2 * (n + 1)) <= limit:
        n += 1
    return n


def refuse_if_too_large(move: StyledMove, bound: int) -> None:
    """One line (exit 2) for a bound whose re-check the evaluator cannot afford."""
    limit = MAX_OPTIONS if move.style == "options" else MAX_PAIRS
    work = recheck_work(move, 2 * bound)
    if work > limit:
        unit = "position-options" if move.style == "options" else "pairs of positions"
        raise BadBound(f"conjecture at N={bound}: the re-check at N={2 * bound} would evaluate "
                       f"{move.spelt} on {work:,} {unit} (at most {limit:,}); choose a "
                       f"smaller bound (the default is {default_bound(move)})")


# --- the probe: the evaluator's moves --------------------------------------------------------

def _probe_statement(move: StyledMove) -> str:
    t = move.position.lean if move.position.kind != "structure" else move.position.struct
    ty = f"({t})" if " " in t else t
    if move.style == "options":
        return f"theorem_wanted {_PROBE} (p : {ty}) : {move.name} p = {move.name} p"
    return f"theorem_wanted {_PROBE} (p q : {ty}) : {move.name} p q"


def _probe(move: StyledMove):
    """The evaluated probe statement (see `_probe_statement`), read beside the user's file."""
    from ..lean.evaluate import statement as St
    from ..lean.evaluate.context import Unsupported
    from ..lean.read.project import Project
    text = move.project_file.lean.source.text.rstrip("\n") + "\n\n" + _probe_statement(move) + "\n"
    pf = Project().load_text(text, move.project_file.name, move.path)
    decl = [d for d in pf.lean.declarations if d.name == _PROBE][-1]
    try:
        return St.read(pf, decl, _PROBE)
    except Unsupported as exc:
        raise BadInput(f"conjecture: {move.name} ({move.where}) cannot be evaluated: "
                       f"{exc}") from None


def moves_of(move: StyledMove, bound: int) -> dict:
    """position (heaps) → its options (heaps), every position of the box [0..bound]^d and,
    for an options function, every position its options lead to."""
    from ..lean.evaluate import check as C
    from ..lean.evaluate import runtime as R
    from ..lean.evaluate import scope as S
    ev = _probe(move)
    pos = move.position
    scope = S.Scope(bound, max(pos.heaps, 1))
    box = [tuple(c) for c in np.ndindex(*(bound + 1,) * pos.heaps)]
    result: dict = {}

    def work():
        if move.style == "options":
            result["moves"] = _options(ev, move, box, scope)
        else:
            run = C.make_runner(ev, scope, R.Budget(), "compiled")
            values = [pos.value(c) for c in box]
            moves = {}
            for p, pv in zip(box, values):
                here = []
                for q, qv in zip(box, values):
                    try:
                        _, truth = run((pv, qv))
                    except (R.NotExact, R.Panic, R.Runaway) as exc:
                        raise BadInput(_undecided(move, p, q, exc.reason())) from None
                    if truth is True:
                        here.append(q)
                    elif truth is not False:
                        raise BadInput(_undecided(move, p, q, "decided only within the scope"))
                moves[p] = here
            result["moves"] = moves
    C.deep(work, result)    # a large stack: recursive definitions evaluate deep
    return result["moves"]


def _undecided(move, p, q, why) -> str:
    pos = move.position
    return (f"conjecture: {move.name} ({move.where}) is not decided at p := {_show(pos, p)}, "
            f"q := {_show(pos, q)} ({why}): the evaluator must decide every move of the box")


def show_position(move, coords) -> str:
    """A position of the box as the user's type writes it (`{ row := 0, col := 2 }`)."""
    return _show(move.position, coords)


def _show(pos: Position, coords) -> str:
    if pos.kind == "nat":
        return str(coords[0])
    if pos.kind == "structure":
        return "{ " + ", ".join(f"{f} := {v}" for f, v in zip(pos.fields, coords)) + " }"
    if pos.kind == "list":
        return "[" + ", ".join(map(str, coords)) + "]"
    return "![" + ", ".join(map(str, coords)) + "]"


def _options(ev, move, box, scope) -> dict:
    from ..lean.evaluate import runtime as R
    from ..lean.evaluate.interpret import Interpreter
    interp = Interpreter(ev.elab.program, scope, R.Budget(), ev.elab.info,
                         R.library_errors(ev.elab.lib))
    term = ev.conclusion.args[0]
    py = ev.variables[0].py
    pos = move.position
    moves: dict = {}
    todo = list(box)
    while todo:
        p = todo.pop()
        if p in moves:
            continue
        if len(moves) >= MAX_REACHED:
            raise BadInput(f"conjecture: {move.name} ({move.where}): its options lead to more "
                           f"than {MAX_REACHED:,} positions from the box")
        try:
            value = interp.run(term, {py: pos.value(p)})
        except R.EvalError as exc:
            why = exc.reason() if hasattr(exc, "reason") else str(exc)
            raise BadInput(f"conjecture: {move.name} ({move.where}) at {_show(pos, p)}: "
                           f"{why}") from None
        here = []
        for v in value:
            q = pos.coords(v)
            if q is None:
                from ..lean.evaluate.show import lean_value
                raise BadInput(f"conjecture: {move.name} ({move.where}) at {_show(pos, p)} "
                               f"has the option {lean_value(v, ev.variables[0].ty, ev.elab)}, "
                               f"which is no position of {pos.heaps} heap"
                               f"{'s' * (pos.heaps > 1)}")
            here.append(q)
            if q not in moves:
                todo.append(q)
        moves[p] = sorted(set(here))
    return moves


# --- solving ---------------------------------------------------------------------------------

def solve(move: StyledMove, play: str, bound: int) -> SolvedGame:
    """The P-positions of the box [0..bound]^d in `play` and, in normal play, the Grundy values,
    from the moves the evaluator gives (`moves_of`), by retrograde analysis; a cycle among
    them is refused (one line)."""
    start = time.perf_counter()
    moves = moves_of(move, bound)
    order = _post_order(move, moves)
    won: dict = {}
    grundy: dict = {}
    for p in order:
        opts = moves[p]
        if play == "normal":
            won[p] = any(not won[q] for q in opts)
            seen = {grundy[q] for q in opts}
            g = 0
            while g in seen:
                g += 1
            grundy[p] = g
        else:
            won[p] = not opts or any(not won[q] for q in opts)
    d = move.heaps
    shape = (bound + 1,) * d
    table = np.zeros(shape, dtype=bool)
    g_table = np.zeros(shape, dtype=np.int64) if play == "normal" else None
    for c in np.ndindex(*shape):
        table[c] = not won[c]
        if g_table is not None:
            g_table[c] = grundy[c]
    note = (f"Grundy values up to {int(g_table.max())}" if g_table is not None else
            "misère play: no Grundy table")
    outside = sum(1 for p in moves if max(p) > bound)
    how = {"options": f"the options of every position, by the evaluator"
                      + (f" ({outside:,} positions outside the box reached)" if outside else ""),
           "relation": f"the relation on every pair of positions of the box, by the evaluator "
                       "(moves to positions outside the box are not seen)",
           "inductive": f"the inductive relation on every pair of positions of the box, by the "
                        "evaluator (moves to positions outside the box are not seen)"}
    return SolvedGame(move=move, play=play, bound=bound, table=table, grundy=g_table,
                      grundy_note=note, sequences=None, seconds=time.perf_counter() - start,
                      solved_as=how[move.style])


def _post_order(move, moves: dict) -> list:
    """The positions, every one after all its options; a cycle is refused (one line)."""
    state: dict = {}
    order: list = []
    for root in moves:
        if root in state:
            continue
        stack = [(root, iter(moves[root]))]
        state[root] = 1
        path = [root]
        while stack:
            p, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                stack.pop()
                path.pop()
                state[p] = 2
                order.append(p)
                continue
            s = state.get(nxt)
            if s == 1:
                cycle = path[path.index(nxt):] + [nxt]
                shown = " → ".join(_show(move.position, c) for c in cycle)
                raise BadInput(f"conjecture: {move.name} ({move.where}) has a cycle of moves "
                               f"({shown}): conjecture needs a game where every play ends")
            if s is None:
                state[nxt] = 1
                path.append(nxt)
                stack.append((nxt, iter(moves.get(nxt, ()))))
    return order


# --- the statements, in the user's words -----------------------------------------------------

@dataclass(frozen=True)
class StyledNames(O.Names):
    """`O.Names` for a styled position: heap k is `p.a`, `p[k]!`, …"""

    position_spelling: Position | None = None

    def heap(self, kind: str, k: int) -> str:
        return self.position_spelling.heap(self.position, k)


class StyledPrinter(O.VocabularyPrinter):
    """The vocabulary's printer with the heaps spelt as the position spells them: `∀ k`, `∃ k`
    over the heaps and `∑ k, p k` have no meaning for a structure's fields, so they are written
    out, one field after another."""

    def show(self, e):
        d = self.names.heaps
        heaps = E.heaps(d)
        if isinstance(e, V.AllHeaps):
            return self.show(V.Conj(*[V.substitute(e.args[0], {V.HEAP_K: x}) for x in heaps]))
        if isinstance(e, V.SomeHeap):
            return self.show(V.Disj(*[V.substitute(e.args[0], {V.HEAP_K: x}) for x in heaps]))
        if isinstance(e, sp.Add) and set(e.args) == set(heaps) and d >= 4:
            return E.LeanPropPrinter.show(self, e)
        return super().show(e)


def _names(move: StyledMove, heaps: int) -> StyledNames:
    return StyledNames(heaps, move.position.nat, move.position)


def prop(source, move: StyledMove, heaps: int) -> str:
    return StyledPrinter(_names(move, heaps)).doprint(source)


def _ptype(pos: Position) -> str:
    return f"({pos.lean})" if " " in pos.lean else pos.lean


def _lets(lets, move, heaps) -> list[str]:
    names = _names(move, heaps)
    return [f"let {name} : ℕ → ℕ := fun {names.arg} => {prop(body, move, heaps)}"
            for name, body in lets]


def _halves(move: StyledMove, first: str, second: str, x: str, y: str) -> tuple[str, str]:
    """The text of `∀ y, move x y → A` and `∃ y, move x y ∧ B` for the move's style."""
    m = move.spelt
    if move.style == "options":
        return f"∀ {y} ∈ {m} {x}, {first}", f"∃ {y} ∈ {m} {x}, {second}"
    return f"∀ {y}, {m} {x} {y} → {first}", f"∃ {y}, {m} {x} {y} ∧ {second}"


def _over_positions(move: StyledMove, x: str, body: str) -> str:
    """`∀ x, body`, or `∀ x : List ℕ, x.length = L → body` for a list game."""
    pos = move.position
    if pos.kind == "list":
        return f"∀ {x} : List ℕ, {x}.length = {pos.heaps} → {body}"
    return f"∀ {x}, {body}"


def statement(name: str, cand, move: StyledMove, play: str) -> str:
    """The `theorem_wanted` of a candidate over the user's relation or options function: P is
    the candidate's set, and the two halves say it is the set of P-positions (in misère play,
    a position with no move is not in P)."""
    pos = move.position
    x, y = ("m", "n") if pos.nat else ("p", "q")
    body = prop(cand.source, move, cand.heaps)
    lines = [f"theorem_wanted {name} :"]
    lines += [f"    {line}" for line in _lets(cand.lets, move, cand.heaps)]
    lines.append(f"    let P : Set {_ptype(pos)} := {{{x} | {body}}}")
    out_of_p, into_p = _halves(move, f"{y} ∉ P", f"{y} ∈ P", x, y)
    if play == "normal":
        inside, outside = out_of_p, into_p
    elif move.style == "options":
        inside = f"{move.spelt} {x} ≠ [] ∧ {out_of_p}"
        outside = f"{move.spelt} {x} = [] ∨ {into_p}"
    else:
        inside = f"(∃ {y}, {move.spelt} {x} {y}) ∧ {out_of_p}"
        outside = f"(∀ {y}, ¬{move.spelt} {x} {y}) ∨ {into_p}"
    whole = f"({x} ∈ P → {inside}) ∧ ({x} ∉ P → {outside})"
    lines.append(f"    {_over_positions(move, x, whole)}")
    return "\n".join(lines)


def grundy_statement(name: str, value, move: StyledMove) -> str:
    """The `theorem_wanted` of a Grundy-value conjecture, by the mex rule, over the user's
    relation or options function."""
    pos = move.position
    x, y = ("m", "n") if pos.nat else ("p", "q")
    lines = [f"theorem_wanted {name} :"]
    lines += [f"    {line}" for line in _lets(value.lets, move, value.heaps)]
    lines.append(f"    let grundy : {pos.lean} → ℕ := fun {x} => "
                 f"{prop(value.term, move, value.heaps)}")
    differ, reach = _halves(move, f"grundy {y} ≠ grundy {x}", f"grundy {y} = v", x, y)
    whole = f"({differ}) ∧ ∀ v < grundy {x}, {reach}"
    lines.append(f"    {_over_positions(move, x, whole)}")
    return "\n".join(lines)


# --- the OUT file ----------------------------------------------------------------------------

def declarations_used(move: StyledMove) -> list:
    """The project declarations the game uses (its structure, relation, options function and
    what they call), each once, those it depends on first."""
    from ..lean.read.project import mentions
    entries = [e for e in move.env.entries.values()
               if e.kind in ("def", "abbrev", "structure", "inductive") and e.decl is not None
               and not getattr(e.file, "library", False)]
    order: list = []

    def visit(e, seen):
        if e.full_name in seen:
            return
        seen.add(e.full_name)
        for other in entries:
            if other is e or other.parent is not None:
                continue
            names = {other.decl.name, other.full_name, other.full_name.split(".")[-1]}
            parts = [e.decl.binders, e.decl.type, e.decl.body]
            parts += list(getattr(e.decl, "ctors", ()) or ())
            parts += list(getattr(e.decl, "fields", ()) or ())
            if mentions(tuple(parts), names):
                visit(other, seen)
        order.append(e)
    visit(move.entry, set())
    return order


class StyledWriting(O.Writing):
    """`lean_out.Writing` for a styled game: when the OUT file cannot import the user's module,
    it repeats every declaration the game uses (structures and inductives too)."""

    def file_text(self, statements, game, recheck_bound: int) -> str:
        if self.module is not None:
            return super().file_text(statements, game, recheck_bound)
        text = super().file_text(statements, game, recheck_bound)
        old = "\n" + O.repeated_definitions(self.move.entry) + "\n"
        return text.replace(old, "\n" + repeated_declarations(self.move) + "\n", 1)


def repeated_declarations(move: StyledMove) -> str:
    blocks = []
    for e in declarations_used(move):
        ns = ".".join(e.namespace)
        opens = f"open {' '.join(e.opens)}\n" if e.opens else ""
        body = f"{opens}{O._decl_text(e)}"
        blocks.append(f"namespace {ns}\n\n{body}\n\nend {ns}" if ns else
                      f"section\n\n{body}\n\nend")
    return "\n\n".join(blocks)


def writing_for(move: StyledMove, out, command: str) -> StyledWriting:
    base = O.writing_for(move, out, command)
    return StyledWriting(move=base.move, out=base.out, module=base.module, command=base.command)


# --- re-checking, from the text --------------------------------------------------------------

def check_text(full: str, name: str, writing, bound: int, move: StyledMove):
    """The verdict `pychecks check` gives the statement `name` of the file text `full`, at
    `bound` (lists of the game's length)."""
    from ..lean.claims.catalogue import make_claim, read_text
    from ..lean.evaluate.check import using_list_length
    _, readings = read_text(full, str(writing.where), writing.where)
    reading = next(r for r in readings if r.decl.name == name)
    claim = make_claim(reading, source=str(writing.where), command_target=None)
    with using_list_length(max(move.heaps, 1)):
        return claim.check(bound)


def recheck(fits: list, game: SolvedGame, writing, recheck_bound: int, limit: int):
    """`search.recheck` for a styled game: each candidate in rank order written in the user's
    words, read back and checked by the evaluator at `recheck_bound`, until `limit` hold."""
    from ..verdict import Status
    from . import search as S
    start = time.perf_counter()
    out = S.Rechecked()
    move = game.move
    taken: set = set()
    kinds: set = set()
    texts: set = set()
    tries = 0
    for cand in fits:
        body = (prop(cand.source, move, cand.heaps), cand.lets)
        if body in texts:
            out.repeated += 1
            continue
        if len(out.shown) >= limit or cand.kind in kinds or tries >= S.MAX_RECHECKS:
            out.unasked += 1
            continue
        texts.add(body)
        tries += 1
        name = S.statement_name(move, cand, game.play, taken)
        text = statement(name, cand, move, game.play)
        full = writing.file_text([(cand.words, text)], game, recheck_bound)
        verdict = check_text(full, name, writing, recheck_bound, move)
        if verdict.status is not Status.HOLDS:
            why = verdict.reason if verdict.status is Status.UNKNOWN else ""
            out.dropped.append((cand, f"{verdict.status.value} at N={recheck_bound}"
                                + (f" ({why})" if why else "")))
            taken.discard(name)
            continue
        out.shown.append(S.Shown(cand, name, text, verdict, None))
        kinds.add(cand.kind)
    out.seconds = time.perf_counter() - start
    return out


def recheck_grundy(value, game: SolvedGame, writing, recheck_bound: int) -> tuple:
    """(`GrundyShown` or None, why not) for a Grundy-value conjecture, checked at the re-check
    bound (the relation's re-check already fits the evaluator's budget)."""
    from ..verdict import Status
    from . import search as S
    move = game.move
    name = S.statement_name(move, "grundyValue", "normal", set())
    text = grundy_statement(name, value, move)
    full = writing.file_text([(value.words, text)], game, recheck_bound)
    verdict = check_text(full, name, writing, recheck_bound, move)
    if verdict.status is not Status.HOLDS:
        why = verdict.reason if verdict.status is Status.UNKNOWN else ""
        return None, f"{verdict.status.value} at N={recheck_bound}" + (f" ({why})" if why else "")
    return S.GrundyShown(value, name, text, verdict, recheck_bound), ""
