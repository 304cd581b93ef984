"""`pychecks plot welter-rows "2 5 7" [-o FILE.png]`: one row per coin, the value of the position
as that coin slides over every empty square, the coin's target marked. matplotlib (Agg) is
imported here only."""
from __future__ import annotations

import io
from pathlib import Path

from ..errors import BadInput, UnknownName
from ..files import require_writable_file, write_atomic

PLOTS = ["welter-rows"]
#: Positions with more squares than this make unreadable pictures; refuse them.
MAX_PLOT_SQUARE = 63


def add_parser(sub) -> None:
    p = sub.add_parser("plot", help="draw a picture (welter-rows)")
    p.add_argument("kind", help="what to draw: welter-rows")
    p.add_argument("position", help='squares of the coins, e.g. "2 5 7"')
    p.add_argument("-o", "--output", default="welter-rows.png", help="PNG file to write")
    p.set_defaults(func=run)


def welter_rows_data(position):
    """For each coin: (coin, {square: value with that coin moved there}, target)."""
    from ..games import welter as W
    limit = W.essay_row_limit(max(position) + 1)
    out = []
    for c in position:
        rest = set(position) - {c}
        values = W.row_values(rest, limit)
        zeros = [b for b, g in values.items() if g == 0]
        out.append((c, values, zeros[0] if len(zeros) == 1 else None))
    return out, limit


def draw_welter_rows(position, path) -> None:
    """Write the PNG: a heat map, rows = coins, columns = squares; a ring marks each coin's
    target, a dot the coin itself."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from ..games import welter as W

    data, limit = welter_rows_data(position)
    grid = np.full((len(data), limit), np.nan)
    for i, (_, values, _) in enumerate(data):
        for b, g in values.items():
            grid[i, b] = g
    fig, ax = plt.subplots(figsize=(max(6, limit * 0.16), 1.2 + 0.45 * len(data)), dpi=110)
    # grey for the squares occupied by the other coins (masked cells)
    cmap = matplotlib.colormaps["viridis"].with_extremes(bad="#dddddd")
    im = ax.imshow(grid, aspect="auto", cmap=cmap, interpolation="nearest")
    for i, (c, _, t) in enumerate(data):
        ax.plot(c, i, "o", color="white", markersize=4)
        if t is not None:
            ax.plot(t, i, "o", markerfacecolor="none", markeredgecolor="red", markersize=9,
                    markeredgewidth=1.8)
    ax.set_yticks(range(len(data)), [f"coin {c}" for c, _, _ in data])
    ax.set_xlabel("square of the free coin (grey: occupied by another coin; red ring: target, "
                  "value 0; white dot: where the coin is)")
    g = W.trie_value(position)
    ax.set_title(f"Welter rows of {W.lean_finset(position)}: value {g}")
    fig.colorbar(im, ax=ax, label="value")
    fig.tight_layout()
    png = io.BytesIO()
    try:
        fig.savefig(png, format="png")
    finally:
        plt.close(fig)
    write_atomic(Path(path), png.getvalue())


def run(args) -> int:
    if args.kind not in PLOTS:
        raise UnknownName("plot", args.kind, PLOTS)
    from ..games import welter as W
    position = W.parse_position(args.position)
    if not position:
        raise BadInput("plot welter-rows: the position has no coin")
    if position[-1] > MAX_PLOT_SQUARE:
        raise BadInput(f"plot welter-rows: square {position[-1]} is above {MAX_PLOT_SQUARE}")
    if not args.output.endswith(".png"):
        raise BadInput(f"plot: output {args.output!r} must end in .png")
    # Refused before drawing: a missing or read-only directory, or a directory named x.png.
    require_writable_file(Path(args.output), f"plot -o {args.output}")
    try:
        draw_welter_rows(position, args.output)
    except OSError as exc:  # the directory changed under us, or the disk is full
        raise BadInput(f"plot -o {args.output}: writing failed ({exc.strerror or exc})") from None
    print(f"wrote {args.output}")
    return 0
