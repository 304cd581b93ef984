"""A set P defined by play, for the evaluator: `(P : Set (Fin d → ℕ)) (hP : ∀ p, p ∈ P ↔ …)`
with hP the normal-play or misère-play definition over a move relation, read exactly as the
characterisation shape reads it (`shapes.reader._Reader.play_definition`: the relation
lowered, recognised as a move family, z3-proved to lower the position).

P is then the solved set of its game: `q ∈ P` is read from the outcome table the shapes' solver
computes (`drivers.heaps.outcome_table`) on a box that contains q. Every move lowers the
position, so the positions below q decide it, and the answer is exact. So facts such as
`![1, 2] ∈ P` and one-directional statements `∀ p, p ∈ P → …` are evaluated, not UNKNOWN.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import runtime as R
from . import types as T

#: The largest box (positions) a P-table may take; a position beyond it is UNKNOWN.
MAX_TABLE_POSITIONS = 1 << 24


@dataclass
class PlaySet:
    """The play-defined P of one statement (see the module docstring)."""

    name: str
    binders: tuple
    family: object
    play: str
    heaps: int | None          # d for `Fin d → ℕ`, None for ℕ
    py: str = ""
    hp: str = ""

    def bind(self, ctx):
        from .context import Local
        pos = T.NAT if self.heaps is None else T.TFun(T.TFin(self.heaps), T.NAT)
        ctx = ctx.bind(self.name, Local(self.py, T.set_of(pos)))
        return ctx.bind(self.hp, Local("", T.PROP, proof=True))

    def environment(self) -> dict:
        """The values the evaluated tree reads: P's membership test."""
        return {self.py: Membership(self)}


class Membership:
    """`q ∈ P`: the solved outcome of q (exact), from a table grown as positions need."""

    def __init__(self, play: PlaySet):
        self.play = play
        self.table = None
        self.bound = -1

    def __call__(self, q):
        coords = (q,) if self.play.heaps is None else tuple(q)
        top = max(coords) if coords else 0
        if top > self.bound:
            self._solve(max(top, 2 * self.bound + 1, 1))
        return bool(self.table[coords])

    def _solve(self, bound: int) -> None:
        from ...drivers.heaps import outcome_table
        d = self.play.heaps or 1
        if (bound + 1) ** d > MAX_TABLE_POSITIONS:
            raise R.Runaway(f"`{self.play.name}` at a position with a heap of {bound}: its "
                            f"outcome table would hold {(bound + 1) ** d:,} positions")
        self.table = outcome_table(self.play.family, bound, self.play.play)
        self.bound = bound


def find_play(el, pf, decl, binders, ctx):
    """The play-defined P of a statement's binders, or None (then P, if any, is an ordinary
    binder, and a `Set` cannot be enumerated: the statement is UNKNOWN)."""
    from ...games.heaps import BadMoveRelation
    from ..shapes import lower as L
    from ..shapes import unfold as U
    from ..shapes.reader import _NotThisShape, _Reader
    if not any(b.type is not None and _set_type(b.type) for b in decl.binders):
        return None
    reader = _Reader(U.lowering(pf), U.scope_of(pf, decl), decl.name, pf.name)
    try:
        found = reader.play_definition(decl)
    except (_NotThisShape, L.Outside, BadMoveRelation):
        return None
    set_binder, hp_binder = found.binders
    if len(set_binder.names) != 1 or len(hp_binder.names) != 1:
        return None
    heaps = None if found.position == L.NAT else found.position.n
    return PlaySet(name=found.P, binders=found.binders, family=found.family, play=found.play,
                   heaps=heaps, py=el.fresh(found.P), hp=hp_binder.names[0].name)


def _set_type(node) -> bool:
    from .. import ast as A
    return isinstance(node, A.App) and isinstance(node.fn, A.Ident) and node.fn.name == "Set"
