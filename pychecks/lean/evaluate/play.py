"""A set P defined by play, for the evaluator: `(P : Set (Fin d → ℕ)) (hP : ∀ p, p ∈ P ↔ …)`
with hP the normal-play or misère-play definition over a move relation, as the characterisation
shape reads it. P is then the solved set of the game: membership of a position is read from the
table the shapes' solver computes on a box that contains it (every move lowers the position, so
the box below a position decides it)."""
from __future__ import annotations


def find_play(el, pf, decl, binders, ctx):
    """The play-defined P of a statement's binders, or None."""
    return None
