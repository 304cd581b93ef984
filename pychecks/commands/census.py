"""`pychecks census FAMILY [--coins K..L] [--cap C] [--json]`: tabulate a family's census.

Only `welter` for now. Without --coins/--cap it prints the essay's census (n = 2..8 under caps
16, 14, 14, 12, 12, 11, 11: 3,696 positions, mex-valued, rows scanned below 64).
"""
from __future__ import annotations

import json

from ..errors import BadInput, UnknownName

#: Families with a census.
FAMILIES = ["welter"]


def add_parser(sub) -> None:
    p = sub.add_parser("census", help="census of a game family (welter)",
                       description="Census of a game family. welter: per number of coins, the "
                       "positions examined, values, targets, winning moves, and the comparison "
                       "with Nim. Without --coins and --cap: the essay's census.")
    p.add_argument("family", help="game family (welter)")
    p.add_argument("--coins", help="coin counts: K, K..L, or K,L,M (default: the essay's 2..8)")
    p.add_argument("--cap", type=int, help="squares below this (at most 32)")
    p.add_argument("--rows", choices=["auto", "scan", "walk"], default="auto",
                   help="targets by scanning every row (cap <= 16) or by the walk alone")
    p.add_argument("--json", action="store_true", help="JSON on stdout")
    p.set_defaults(func=run)


def parse_coins(text: str) -> list[int]:
    """'8' -> [8]; '2..8' -> [2, ..., 8]; '4,8,12' -> [4, 8, 12]; BadInput otherwise."""
    try:
        if ".." in text:
            lo, hi = (int(t) for t in text.split("..", 1))
            if lo > hi:
                raise BadInput(f"--coins {text}: {lo} is more than {hi}")
            return list(range(lo, hi + 1))
        return [int(t) for t in text.split(",")]
    except ValueError:
        raise BadInput(f"--coins {text!r}: expected K, K..L or K,L,M (whole numbers)") from None


def welter_table(census) -> str:
    """The census as a text table: one row per coin count, plus a line per claim that fails."""
    from ..drivers.welter_census import COLUMNS
    shown = [(k, h) for k, h in COLUMNS]
    if all(r.counts["squares"] == 0 for r in census.rows):
        shown = [(k, h) for k, h in shown if k != "squares"]
    if all(r.mex_cap == 0 for r in census.rows):
        shown = [(k, h) for k, h in shown if k != "mex_checked"]
    head = ["n", "cap"] + [h for _, h in shown] + ["W vs Nim losses"]
    rows = [head]
    for r in census.rows:
        rows.append([str(r.coins), str(r.cap)] + [f"{r.counts[k]:,}" for k, _ in shown]
                    + [r.losses_relation])
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(row, widths)) for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    total = sum(r.counts["positions"] for r in census.rows)
    lines.append(f"{total:,} positions; {census.description}; {census.seconds:.1f}s")
    for r in census.rows:
        for key, what in (("mex_ne_closed", "closed form ≠ mex"),
                          ("row_not_once", "a row does not reach 0 exactly once"),
                          ("walk_not_one", "not exactly one walk start ends on an empty square"),
                          ("walk_ne_row", "walk target ≠ row zero"),
                          ("row_repeat", "a row repeats a value"),
                          ("even_win", "non-zero value with an even number of winning moves")):
            if r.first[key] is not None:
                lines.append(f"n={r.coins}: {what} first at {{{', '.join(map(str, r.first[key]))}}}")
    return "\n".join(lines)


def run(args) -> int:
    if args.family not in FAMILIES:
        raise UnknownName("census family", args.family, FAMILIES)
    from ..drivers import welter_census as WC

    if args.coins is None and args.cap is None:
        if args.rows != "auto":
            raise BadInput("--rows needs --cap (the essay's census always scans rows)")
        census = WC.essay_census()
    else:
        coins = parse_coins(args.coins) if args.coins else None
        cap = args.cap if args.cap is not None else 16
        WC.check_cap(cap)
        if coins is None:
            coins = list(range(2, min(8, cap) + 1))
        rows = {"auto": None, "scan": True, "walk": False}[args.rows]
        census = WC.custom_census(coins, cap, rows=rows)
    if args.json:
        print(json.dumps(census.to_json(), indent=2, ensure_ascii=False))
    else:
        print(welter_table(census))
    bad = ("mex_ne_closed", "walk_ne_row", "row_repeat")
    return 1 if any(r.first[k] is not None for r in census.rows for k in bad) else 0
