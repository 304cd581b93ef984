"""The game-graph kernel's yardstick, in pure Python straight from the recursions it replaces.

`options[r]` lists the options of position r (indices, or -1 for a position outside the
table). The longest play is `height r = max (height q + 1)` over the options (0 with none); the
outcome in normal play is `wins r = ∃ q ∈ options r, ¬ wins q`, in misère play the same or no
option at all, and the Grundy value is the mex of the options' values. A position from which a
play leaves the table or never ends is undecided: None.
"""
from __future__ import annotations

from ..grundy import mex


def reference_solve(options: list, kind: int) -> list:
    """[(height, value) or None] for every position (kind: 0 normal, 1 misère, 2 Grundy)."""
    out: dict = {}
    visiting: set = set()

    def solve(r):
        if r in out:
            return out[r]
        if r < 0 or r in visiting:        # outside the table, or on a cycle
            return None
        visiting.add(r)
        below = [solve(q) for q in options[r]]
        visiting.discard(r)
        if any(b is None for b in below):
            out[r] = None
            return None
        height = max((h + 1 for h, _ in below), default=0)
        if kind == 2:
            value = mex(v for _, v in below)
        elif kind == 1 and not below:
            value = 1
        else:
            value = int(any(v == 0 for _, v in below))
        out[r] = (height, value)
        return out[r]

    result = []
    for r in range(len(options)):
        visiting.clear()
        result.append(solve(r))
    return result
