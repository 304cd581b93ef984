"""The adapter between `pychecks conjecture` and the engine: everything the search needs to know
about a move relation of a Lean file comes from `read_move` and `solve`, so the engine behind
them can change without the search noticing.

* `read_move(path, name)`: the `def` of the file (or of a file it imports) named `name`, lowered
  by the Lean front end and recognised as a `MoveFamily` exactly as `pychecks check` recognises
  the relation of a statement (`lean.frontend.families.recognise`);
* `solve(move, play, bound)`: the outcome table of the box [0..N]^d (`drivers.heaps
  .outcome_table`), the Grundy table in normal play where the kernels give one
  (`drivers.heaps.grundy_table`), and, when the game is a sum of one-heap games, each heap's
  Grundy sequence with its pre-period and period.

TO BE REPLACED when the `generators` branch (issue 18) lands: `one_heap_components` and the
sequences of `conjecture.sequences` are the small stand-in for its detection of sums of one-heap
games and its Grundy values of every family. The stand-in is sound: a relation counts as a sum
only when z3 proves, for all naturals, that it is equivalent to "one heap k moves by its own
one-heap relation, every other heap stays".
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import sympy as sp

from .. import expr as E
from ..errors import BadBound, BadInput, UnknownName
from . import sequences as S

#: The Grundy sequence of each heap is computed this far at least (and to twice the re-check
#: bound): a period must show itself several times before it is believed.
MIN_SEQUENCE = 64
MAX_SEQUENCE = 1024


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
    from ..lean.frontend import families as F
    from ..lean.frontend import lower as L
    from ..lean.frontend.catalogue import STATEMENT_KEYWORDS
    from ..lean.frontend.project import Project, full_name

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
        entry.value(entry.decl.name_node, pf.lowering)
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
    from ..lean.frontend import lower as L
    try:
        value = entry.value(entry.decl.name_node, pf.lowering)
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


# --- sums of one-heap games (the stand-in for issue 18) --------------------------------------

def move_expression(family):
    """The single-source expression the enumerator solves with: the relation itself, or the
    Lean definition of the group family (`families.group_relation`)."""
    if family.is_relation:
        return family.relation
    from ..lean.frontend.families import group_relation
    return group_relation(family.groups, family.heaps, family.slow)


def one_heap_components(family) -> tuple | None:
    """For a sum of one-heap games, the one-heap relation of each heap (over p0 and q0);
    None otherwise. Heap k's relation is M with every other heap 0 in p and q; the game is their
    sum when z3 proves M equivalent, for all naturals, to `∨ k, R_k (p k) (q k) ∧ ∀ j ≠ k,
    q j = p j`."""
    from ..lean.frontend.families import equivalent
    d = family.heaps
    relation = move_expression(family)
    if d == 1:
        return (relation,)
    p, q = E.heaps(d), E.next_heaps(d)
    p0, q0 = E.heaps(1)[0], E.next_heaps(1)[0]
    parts, alternatives = [], []
    for k in range(d):
        others = {x: 0 for j in range(d) if j != k for x in (p[j], q[j])}
        own = _fold(relation.xreplace(others).xreplace({p[k]: p0, q[k]: q0}))
        parts.append(own)
        stay = [E.Eq(q[j], p[j]) for j in range(d) if j != k]
        alternatives.append(E.And(own.xreplace({p0: p[k], q0: q[k]}), *stay))
    if any(part is sp.false for part in parts):
        return None
    if equivalent(relation, E.Or(*alternatives), d) is not True:
        return None
    return tuple(parts)


def _fold(expr):
    """`expr` with every relation between constants (`0 ≤ 0`) decided and the connectives
    rebuilt, so that equal one-heap relations of different heaps are equal expressions."""
    subs = {node: sp.true if E.to_python(node)(()) else sp.false
            for node in sp.preorder_traversal(expr)
            if isinstance(node, sp.core.relational.Relational) and not node.free_symbols}
    from ..lean.frontend.lower import canonical
    return canonical(expr.xreplace(subs)) if subs else expr


@dataclass(frozen=True)
class HeapSequence:
    """The Grundy sequence shared by the heaps `heaps` (a sum of one-heap games)."""

    heaps: tuple
    relation: object           # the one-heap relation over p0, q0
    values: tuple
    periodicity: S.Periodicity | None
    rule: str                  # see `sequences.rule`


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

    @property
    def heaps(self) -> int:
        return self.move.heaps

    @property
    def p_count(self) -> int:
        return int(np.count_nonzero(self.table))


def solve(move: Move, play: str, bound: int, sequences) -> SolvedGame:
    """The outcome table of [0..bound]^d in `play` and the Grundy table (normal play, where the
    kernels' values fit); `sequences` are the heaps' (`heap_sequences`), checked against the
    Grundy table by Sprague–Grundy when both exist."""
    from ..drivers import heaps as D
    start = time.perf_counter()
    table = D.outcome_table(move.family, bound, play).astype(bool)
    grundy, note = None, "misère play: no Grundy table"
    if play == "normal":
        try:
            grundy = D.grundy_table(move.family, bound)
            note = f"Grundy values up to {int(grundy.max())}"
        except BadBound as exc:  # values past the kernels' limit, or too large: say so
            note = f"no Grundy table ({str(exc).split('; choose')[0]})"
    if sequences is not None and grundy is not None:
        _agree_with_grundy_table(sequences, grundy)
    return SolvedGame(move=move, play=play, bound=bound, table=table, grundy=grundy,
                      grundy_note=note, sequences=sequences,
                      seconds=time.perf_counter() - start)


def sequence_length(bound: int) -> int:
    """How far each heap's Grundy sequence is computed: past the re-check box [0..2N] twice
    over, at least `MIN_SEQUENCE`, at most `MAX_SEQUENCE` (the definition costs length² / 2
    evaluations of the relation)."""
    return min(MAX_SEQUENCE, max(MIN_SEQUENCE, 4 * bound + 4))


def heap_sequences(family, length: int) -> tuple | None:
    """One `HeapSequence` per distinct one-heap relation of a sum, or None for no sum."""
    parts = one_heap_components(family)
    if parts is None:
        return None
    out: dict = {}
    for k, part in enumerate(parts):
        out.setdefault(part, []).append(k)
    result = []
    for part, heaps in out.items():
        values = S.grundy_sequence(part, length)
        found = S.periodicity(values)
        result.append(HeapSequence(heaps=tuple(heaps), relation=part, values=values,
                                   periodicity=found, rule=S.rule(values, found)))
    return tuple(sorted(result, key=lambda s: s.heaps))


def _agree_with_grundy_table(sequences, grundy: np.ndarray) -> None:
    """Sprague–Grundy on the box: the value of a sum is the xor of its heaps' values. The
    kernels' table and the sequences come by separate roads; a difference is a bug."""
    d = grundy.ndim
    g = [None] * d
    for s in sequences:
        for k in s.heaps:
            g[k] = np.asarray(s.values[:grundy.shape[0]], np.int64)
    total = np.zeros(grundy.shape, np.int64)
    for k in range(d):
        shape = [1] * d
        shape[k] = grundy.shape[k]
        total = total ^ g[k].reshape(shape)
    if not np.array_equal(total, grundy):
        raise AssertionError("the Grundy table of the box is not the xor of the heaps' "
                             "sequences: the sum detection or a kernel is wrong")
