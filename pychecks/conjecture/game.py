"""The adapter between `pychecks conjecture` and the engine: everything the search needs to know
about a move relation of a Lean file comes from `read_move` and `solve`, so the engine behind
them can change without the search noticing.

* `read_move(path, name)`: the `def` of the file (or of a file it imports) named `name`, lowered
  by the Lean front end and recognised as a `MoveFamily` exactly as `pychecks check` recognises
  the relation of a statement (`lean.shapes.families.recognise`);
* `solve(move, play, bound, sequences)`: the outcome table of the box [0..N]^d and, in normal
  play, its Grundy table, as the engine gives them (`drivers.heaps.outcome_table`,
  `grundy_table`: a move generator's kernels, Sprague–Grundy for a sum of one-heap games, the
  group kernels), with the heaps' Grundy sequences of a sum (`sequences.heap_sequences`: the
  engine's z3-proved sum, its sequences and proved periods).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .. import expr as E
from ..errors import BadBound, BadInput, UnknownName


@dataclass(frozen=True)
class Move:
    """A move relation `def NAME (p q : Fin d → ℕ) : Prop` (or `(m n : ℕ)`) of a Lean file."""

    name: str                  # the full Lean name, `HeapGames.NimMove`
    decl_name: str             # as the `def` spells it, `NimMove`
    namespace: tuple           # the namespace it is defined in
    heaps: int
    nat_positions: bool        # positions are `ℕ` (one heap), not `Fin 1 → ℕ`
    relation: object           # the relation over p0 … and q0 … (`pychecks.expr`)
    family: object             # its `MoveFamily`
    how: str                   # how the family was recognised
    path: Path                 # the file MOVE was asked of
    display: str               # that path as the user typed it
    where: str                 # FILE:LINE:COL of the definition
    entry: object = field(compare=False, repr=False)   # the front end's `DefEntry`
    project_file: object = field(compare=False, repr=False)


def read_move(path, name: str, display: str | None = None) -> Move:
    """The move relation `name` of the Lean file at `path` (full name, or the name relative to
    its namespace). One-line errors (exit 2): a file that does not parse, an unknown name (close
    names suggested), a statement named instead of a relation, a definition that is no relation
    on positions or lies outside the fragment."""
    from ..lean.shapes import families as F
    from ..lean.shapes import lower as L
    from ..lean.shapes import unfold as U
    from ..lean.claims.catalogue import STATEMENT_KEYWORDS
    from ..lean.read.project import Project, full_name

    path = Path(path)
    display = display or str(path)
    if not path.is_file():
        raise BadInput(f"conjecture: {display}: no such Lean file")
    pf = Project().load(path, display)
    defs = pf.visible()
    found = [entry for full, entry in defs.items() if full == name or full.endswith("." + name)]
    if not found:
        statements = {full_name(pf, d): d for d in pf.lean.declarations
                      if d.keyword in STATEMENT_KEYWORDS and d.name}
        hit = [(full, d) for full, d in statements.items()
               if full == name or full.endswith("." + name)]
        relations = relation_names(pf)
        listed = ", ".join(relations) if relations else "none"
        if hit:
            full, d = hit[0]
            line, col = d.pos
            raise BadInput(f"conjecture: {name} is a statement ({d.keyword} at {display}:{line}:"
                           f"{col}), not a move relation; the file's move relations: {listed}")
        raise UnknownName("move relation", name, relations + sorted(defs))
    if len(found) > 1:
        raise BadInput(f"conjecture: {name} is ambiguous: "
                       f"{', '.join(sorted(e.full_name for e in found))}; give the full name")
    entry = found[0]
    where = entry.where
    try:
        U.value(entry, entry.decl.name_node, U.lowering(pf))
    except L.Outside as exc:
        raise BadInput(f"conjecture: {exc.located(display)}") from None
    value = _relation_value(entry, pf)
    if value is None:
        raise BadInput(f"conjecture: {entry.full_name} ({where}) is not a move relation: "
                       "conjecture needs `def M (p q : Fin d → ℕ) : Prop` (or `(m n : ℕ)`)")
    ty = value.params[0]
    d = L.heaps_of(ty)
    ps, qs = E.heaps(d), E.next_heaps(d)
    args = [L.VecV(ps), L.VecV(qs)] if ty.kind == "pos" else [ps[0], qs[0]]
    try:
        relation = value.call(args, entry.decl.name_node)
    except L.Outside as exc:
        raise BadInput(f"conjecture: {exc.located(display)}") from None
    if not L.is_prop(relation):
        raise BadInput(f"conjecture: {entry.full_name} ({where}) is not a proposition")
    relation = L.canonical(relation)
    family_name = entry.decl.name[:1].lower() + entry.decl.name[1:]
    family, how = F.recognise(relation, d, family_name.replace("'", "Prime"), entry.decl.name)
    return Move(name=entry.full_name, decl_name=entry.decl.name, namespace=entry.namespace,
                heaps=d, nat_positions=ty.kind != "pos", relation=relation, family=family,
                how=how, path=path, display=display, where=where, entry=entry,
                project_file=pf)


def _relation_value(entry, pf):
    """The front end's value of a definition when it is a relation between two positions of
    the same type (`FnV`), else None."""
    from ..lean.shapes import lower as L
    from ..lean.shapes import unfold as U
    try:
        value = U.value(entry, entry.decl.name_node, U.lowering(pf))
    except L.Outside:
        return None
    params = getattr(value, "params", ())
    if isinstance(value, L.FnV) and value.arity == 2 and len(params) == 2 \
            and L.is_position(params[0]) and params[0] == params[1] \
            and (value.result is None or value.result == L.PROP):
        return value
    return None


def relation_names(pf) -> list[str]:
    """The move relations a file defines (its own `def`s of type `position → position →
    Prop`), by the names its statements use, in file order."""
    return [entry.decl.name for entry in pf.defs.values()
            if _relation_value(entry, pf) is not None]


# --- the solved box --------------------------------------------------------------------------

@dataclass
class SolvedGame:
    """What the search is given: the P-positions of the box [0..bound]^d (a boolean array of
    shape (bound+1,)*d), the Grundy table where available, and the heaps' sequences for a sum
    of one-heap games (None otherwise)."""

    move: Move
    play: str
    bound: int
    table: np.ndarray
    grundy: np.ndarray | None
    grundy_note: str
    sequences: tuple | None
    seconds: float
    #: how the engine solves a general relation (`games.generators.summary`, as `pychecks list`
    #: shows it); None for a group family, whose recognition says it all
    solved_as: str | None = None

    @property
    def heaps(self) -> int:
        return self.move.heaps

    @property
    def p_count(self) -> int:
        return int(np.count_nonzero(self.table))


def solve(move: Move, play: str, bound: int, sequences) -> SolvedGame:
    """The outcome table of [0..bound]^d in `play` and, in normal play, the Grundy table, both
    as the engine gives them (`drivers.heaps.outcome_table`, `grundy_table`: by the move
    generator's kernels, Sprague–Grundy for a sum, the group kernels); `sequences` are the
    heaps' (`sequences.heap_sequences`), kept beside them for the search."""
    from ..drivers import heaps as D
    from ..games.generators import summary
    start = time.perf_counter()
    table = D.outcome_table(move.family, bound, play).astype(bool)
    grundy, note = None, "misère play: no Grundy table"
    if play == "normal":
        try:
            grundy = D.grundy_table(move.family, bound)
            note = f"Grundy values up to {int(grundy.max())}"
        except BadBound as exc:  # values past the kernels' limit, or too large: say so
            note = f"no Grundy table ({str(exc).split('; choose')[0]})"
    return SolvedGame(move=move, play=play, bound=bound, table=table, grundy=grundy,
                      grundy_note=note, sequences=sequences,
                      seconds=time.perf_counter() - start,
                      solved_as=summary(move.family) if move.family.is_relation else None)
