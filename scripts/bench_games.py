"""Comparisons per second on games born by day 3: the short-game engine (`pychecks.games.short`:
canonical forms, then the memoised `≤` on them) against the slow reference from the library's
definition (`short_reference.le_reference`: the recursive `≤` on the forms as given, a memo per
comparison), on the same random pairs, in the same run.

    .venv/bin/python scripts/bench_games.py [--pairs 200] [--repeats 5] [--seed 27]
                                            [--domineering-seconds 60]

Then the largest Domineering rectangle (near-squares 1×1, 2×1, 2×2, 3×2, …) each method settles
within the time limit, each rectangle from scratch in a fresh process: the engine's canonical
value (`domineering.value`) against the reference deciding only who wins, by the recursive `≤`
on the form (`0 ≤ g`, `g ≤ 0`) with no canonical forms.

A form born by day 3 is `!{s | t}` with `s`, `t` random sets (up to 6 members) of the 256 forms
born by day 2. The engine is timed from cold caches (its canonical forms and comparison memo
cleared before each repeat) and warm (the same pairs again); medians over the repeats, and the
ratio of the reference's time to the engine's.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import multiprocessing  # noqa: E402

from pychecks.games import domineering as D  # noqa: E402
from pychecks.games import short as S  # noqa: E402
from pychecks.games.short_reference import le_reference  # noqa: E402


def forms(count: int, seed: int) -> list:
    rng = random.Random(seed)
    day2 = S.born_by(2)
    return [S.game(rng.sample(day2, rng.randint(0, 6)), rng.sample(day2, rng.randint(0, 6)))
            for _ in range(count)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=200)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--domineering-seconds", type=float, default=60.0)
    args = ap.parse_args()
    games = forms(2 * args.pairs, args.seed)
    pairs = list(zip(games[::2], games[1::2]))

    def engine():
        return [S.le(x, y) for x, y in pairs]

    def reference():
        return [le_reference(x, y) for x, y in pairs]

    cold, warm, ref = [], [], []
    for _ in range(args.repeats):
        S.clear_caches()
        t = time.perf_counter()
        got = engine()
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        engine()
        warm.append(time.perf_counter() - t)
        t = time.perf_counter()
        want = reference()
        ref.append(time.perf_counter() - t)
        assert got == want, "the engine and the reference disagree"
    n = len(pairs)
    rows = [("reference (recursive ≤ on forms)", statistics.median(ref)),
            ("engine, cold caches", statistics.median(cold)),
            ("engine, warm caches", statistics.median(warm))]
    print(f"{n} comparisons of forms born by day 3, median of {args.repeats} runs")
    for label, sec in rows:
        print(f"  {label:34s} {sec:9.4f} s  {n / sec:12,.0f} comparisons/s  "
              f"reference/this {rows[0][1] / sec:8.1f}x")
    # sums: `x + y ≤ z` for forms born by day 2, where the sum's form is born by day 4
    rng = random.Random(args.seed)
    day2 = S.born_by(2)
    triples = [tuple(rng.sample(day2, 3)) for _ in range(args.pairs)]
    sums = [(S.add(x, y), z) for x, y, z in triples]
    cold, ref = [], []
    for _ in range(args.repeats):
        S.clear_caches()
        t = time.perf_counter()
        got = [S.le(a, b) for a, b in sums]
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        want = [le_reference(a, b) for a, b in sums]
        ref.append(time.perf_counter() - t)
        assert got == want, "the engine and the reference disagree on sums"
    r, c = statistics.median(ref), statistics.median(cold)
    print(f"{len(sums)} comparisons x + y ≤ z of forms born by day 2 (sums born by day 4)")
    print(f"  {'reference (recursive ≤ on forms)':34s} {r:9.4f} s  {len(sums) / r:12,.0f} comparisons/s")
    print(f"  {'engine, cold caches':34s} {c:9.4f} s  {len(sums) / c:12,.0f} comparisons/s  "
          f"reference/this {r / c:8.1f}x")
    t = time.perf_counter()
    values = S.values_born_by(3)
    print(f"values born by day 3: {len(values)} (enumerated in {time.perf_counter() - t:.2f} s)")
    limit = args.domineering_seconds
    print(f"Domineering rectangles, {limit:g} s each, fresh process each")
    for label, method in (("engine: canonical value", "value"),
                          ("reference: outcome by recursive ≤", "reference")):
        best = None
        for w, h in RECTANGLES:
            sec, shown = _timed(method, w, h, limit)
            if sec is None:
                print(f"  {label:38s} {w}×{h}: over {limit:g} s")
                break
            print(f"  {label:38s} {w}×{h}: {sec:8.2f} s  value {shown}")
            best = (w, h)
        print(f"  {label:38s} largest solved: {best[0]}×{best[1]}" if best else "  none")
    return 0


RECTANGLES = [(1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 4), (5, 5), (6, 5),
              (6, 6)]


def _solve(method: str, w: int, h: int, out) -> None:
    t = time.perf_counter()
    b = D.rectangle(w, h)
    if method == "value":
        shown = S.show(D.value(b))
    else:   # who wins: Left as second player iff 0 ≤ g, Right as second player iff g ≤ 0
        g = D.form(b)
        shown = {(True, True): "0 (second player wins)", (True, False): "positive (Left wins)",
                 (False, True): "negative (Right wins)",
                 (False, False): "fuzzy (first player wins)"}[
            (le_reference(S.ZERO, g), le_reference(g, S.ZERO))]
    out.put((time.perf_counter() - t, shown))


def _timed(method: str, w: int, h: int, limit: float):
    """(seconds, value shown) of one rectangle in a fresh process, or (None, None) past limit."""
    out = multiprocessing.Queue()
    proc = multiprocessing.Process(target=_solve, args=(method, w, h, out))
    proc.start()
    proc.join(limit)
    if proc.is_alive():
        proc.terminate()
        proc.join()
        return None, None
    return out.get()


if __name__ == "__main__":
    sys.exit(main())
