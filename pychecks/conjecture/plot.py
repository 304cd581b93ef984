"""`conjecture --plot PNG`: the P-positions of the solved box as a picture, drawn the way the
literature draws them: for two heaps the plane (p 0 across, p 1 up, a dark square for each
P-position); for more heaps the slice of two free heaps with the others fixed by `--slice`
(`2=0,3=5`); for one heap a strip. matplotlib (Agg) is imported here only."""
from __future__ import annotations

import io
from pathlib import Path

from ..errors import BadInput
from ..files import write_atomic


def parse_slice(text: str | None, heaps: int, bound: int) -> dict[int, int]:
    """`--slice K=V,…`: heap K fixed at V (0 ≤ V ≤ bound), leaving exactly two heaps free; the
    heaps beyond the first two free ones are fixed at 0 when not named. BadInput, one line."""
    fixed: dict[int, int] = {}
    if text:
        for part in text.split(","):
            key, sep, value = part.partition("=")
            try:
                k, v = int(key), int(value)
            except ValueError:
                raise BadInput(f"--slice {text}: write HEAP=VALUE pairs separated by commas, "
                               "e.g. 2=0,3=5") from None
            if not sep or not 0 <= k < heaps:
                raise BadInput(f"--slice {text}: heap {key!r} is not one of 0..{heaps - 1}")
            if not 0 <= v <= bound:
                raise BadInput(f"--slice {text}: heap {k} = {v} lies outside the box 0..{bound}")
            if k in fixed:
                raise BadInput(f"--slice {text}: heap {k} is fixed twice")
            fixed[k] = v
    if heaps == 1 and fixed:
        raise BadInput("--slice: a game of one heap has nothing to slice")
    if heaps > 1 and heaps - len(fixed) < 2:
        raise BadInput(f"--slice {text}: leave two heaps free (the picture's two axes)")
    free = [k for k in range(heaps) if k not in fixed]
    for k in free[2:]:
        fixed[k] = 0
    return fixed


def draw(game, path: Path, fixed: dict[int, int]) -> None:
    """Write the picture of `game`'s P-positions to `path` (atomically; the PNG carries no
    time or version, so the same table gives the same bytes)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    d, n = game.heaps, game.bound
    play = "normal play" if game.play == "normal" else "misère play"
    title = f"P-positions of {game.move.name} ({play}), heaps ≤ {n}"
    if d == 1:
        fig, ax = plt.subplots(figsize=(max(6, n * 0.12), 1.6), dpi=110)
        ax.imshow(game.table.reshape(1, -1), cmap="Greys", vmin=0, vmax=1, aspect="auto",
                  interpolation="nearest", extent=(-0.5, n + 0.5, 0, 1))
        ax.set_yticks([])
        ax.set_xlabel("heap (dark: a P-position)")
    else:
        free = [k for k in range(d) if k not in fixed]
        index = tuple(slice(None) if k in free else fixed[k] for k in range(d))
        grid = np.asarray(game.table[index], dtype=float)
        fig, ax = plt.subplots(figsize=(6, 6), dpi=110)
        # rows of `grid` are the first free heap: transpose so that it runs across
        ax.imshow(grid.T, cmap="Greys", vmin=0, vmax=1, origin="lower",
                  interpolation="nearest")
        ax.set_xlabel(f"p {free[0]}")
        ax.set_ylabel(f"p {free[1]}")
        if fixed:
            title += "\n" + ", ".join(f"p {k} = {v}" for k, v in sorted(fixed.items()))
    ax.set_title(title, fontsize=9)
    fig.tight_layout()
    png = io.BytesIO()
    try:
        fig.savefig(png, format="png", metadata={"Software": None})
    finally:
        plt.close(fig)
    write_atomic(path, png.getvalue())
