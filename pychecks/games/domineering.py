"""Domineering as the games library defines it (vihdzp/combinatorial-games,
`CombinatorialGames/Game/Specific/Domineering.lean`): a position is a finite set of cells
`ℤ × ℤ`; Left places a vertical domino, removing a cell `m` and the cell `(m.1, m.2 - 1)` below
it (`moveLeft`), Right a horizontal one, removing `m` and `(m.1 - 1, m.2)` (`moveRight`). The game
of a position is `GameGraph.domineering.toIGame`: the form whose options are the games of the
positions one move away.

`form(b)` is that form exactly (hash-consed: the form of every position reachable is built
once). `value(b)` is its canonical form. Tests compare the value with the slow reference's `≈`
on every position inside a 3×3 square, and check known values.
"""
from __future__ import annotations

from typing import Iterable

from . import short as G

__all__ = ["rectangle", "left_moves", "right_moves", "form", "value", "components", "normalise"]

Cell = tuple[int, int]


def rectangle(width: int, height: int) -> frozenset:
    """The `width` × `height` board: cells (x, y) with 0 ≤ x < width, 0 ≤ y < height."""
    return frozenset((x, y) for x in range(width) for y in range(height))


def left_moves(b: frozenset) -> list[frozenset]:
    """Lean: `relLeft a b ↔ ∃ m ∈ left b, a = b.moveLeft m`: a vertical domino on m, m - (0, 1)."""
    return [b - {m, (m[0], m[1] - 1)} for m in b if (m[0], m[1] - 1) in b]


def right_moves(b: frozenset) -> list[frozenset]:
    """Lean: `relRight a b ↔ ∃ m ∈ right b, a = b.moveRight m`: a horizontal one on m, m - (1, 0)."""
    return [b - {m, (m[0] - 1, m[1])} for m in b if (m[0] - 1, m[1]) in b]


def form(b: Iterable[Cell], _memo: dict = {}) -> G.Game:
    """Lean: `GameGraph.domineering.toIGame b`, the form itself."""
    b = frozenset(b)
    found = _memo.get(b)
    if found is None:
        found = _memo[b] = G.game(map(form, left_moves(b)), map(form, right_moves(b)))
    return found


def normalise(b: frozenset) -> frozenset:
    """`b` translated so that its least x and least y are 0 (the same form)."""
    if not b:
        return b
    x0 = min(x for x, _ in b)
    y0 = min(y for _, y in b)
    return frozenset((x - x0, y - y0) for x, y in b)


def components(b: frozenset) -> list[frozenset]:
    """The connected pieces of `b` (cells joined by a side): no domino lies across two."""
    left, out = set(b), []
    while left:
        stack = [left.pop()]
        piece = set(stack)
        while stack:
            x, y = stack.pop()
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if c in left:
                    left.discard(c)
                    piece.add(c)
                    stack.append(c)
        out.append(frozenset(piece))
    return out


def value(b: Iterable[Cell]) -> G.Game:
    """The canonical form of `GameGraph.domineering.toIGame b`: the form of the board translated
    to the origin (the same form), canonicalised. Two faster-looking routes were measured slower
    in scripts/bench_games.py (5×4: 6.0 s this way): adding the canonical values of the
    connected components (10.2 s; the canonical sums cost more than they save), and
    canonicalising each position with its options replaced by their values (17 s)."""
    return G.canonical(form(normalise(frozenset(b))))
