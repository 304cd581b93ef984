"""Speed of `pychecks conjecture`'s search: the grammar (`conjecture.grammar`, bottom-up, one term
per behaviour) beside the fixed list of kinds it replaced (`search.search_kinds`), in the same
run, on every relation of lean/Examples/HeapGames.lean with an answer and on the games of
tests/data/lean/SynthGames.lean, each at its default bound.

    .venv/bin/python scripts/bench_conjecture.py [--repeats 3] [--move NAME …] [--recheck]

For each relation: the bound N, the positions of the box, |P|, the time to solve the box, and
for each search its median time (which is also the time to its first fit: the fits are ranked
only once the search has ended), the formulas it decided and the rate, the distinct behaviours
the grammar kept (terms and truth tables) and their rate, and the first fit on the box (its
size and kind, or none). The grammar's search runs twice: as it was before pairs of atoms were
compared on a few words of their tables first (`search(…, prefilter=False)`, "before") and as it
is ("grammar"); the fits are the same, and the run says so. "pairs whole" counts the pairs of
atoms compared on the whole sample, before → after: the work the prefilter saves, free of the
machine's noise. With --recheck, the grammar's candidates are also re-checked at 2N
(read back from Lean, z3 left out), and the first that HOLDS is printed. Medians of --repeats
runs after one untimed run that compiles the kernels.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import benchlib  # noqa: E402
from pychecks.conjecture import game as G  # noqa: E402
from pychecks.conjecture import lean_out as O  # noqa: E402
from pychecks.conjecture import search as S  # noqa: E402
from pychecks.conjecture import sequences as Q  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
SYNTH = ROOT / "tests" / "data" / "lean" / "SynthGames.lean"
#: (file, relation, play): every relation of HeapGames.lean with an answer (misère Nim in misère
#: play), then the games the list of kinds did not describe.
MOVES = [(HEAP_GAMES, "SubtractMove", "normal"), (HEAP_GAMES, "NimMove", "normal"),
         (HEAP_GAMES, "MooreMove", "normal"), (HEAP_GAMES, "TakeTwoMove", "normal"),
         (HEAP_GAMES, "PairMove", "normal"), (HEAP_GAMES, "SlowNimMove", "normal"),
         (HEAP_GAMES, "Nim5Move", "misere"), (SYNTH, "ParityMove", "normal"),
         (SYNTH, "ChompMove", "normal"), (SYNTH, "KingMove", "normal"),
         (SYNTH, "Subtract23Move", "normal"), (SYNTH, "HalfMove", "normal"),
         (SYNTH, "OneFromAllMove", "normal")]


def first(fits) -> str:
    if not fits.candidates:
        return "none"
    c = fits.candidates[0]
    return f"{c.tokens} {c.kind}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--move", nargs="*", help="only these relations")
    ap.add_argument("--recheck", action="store_true", help="re-check the grammar's fits at 2N")
    args = ap.parse_args()
    print(f"{'relation':<15} {'N':>3} {'positions':>9} {'|P|':>7} {'solve':>6} | "
          f"{'kinds':>6} {'decided':>9} {'/s':>8} {'first':<18} | "
          f"{'before':>6} {'grammar':>7} {'ratio':>5} {'pairs whole':>21} "
          f"{'decided':>13} {'/s':>9} "
          f"{'behaviours':>10} {'/s':>7} {'first':<18}{' | holds at 2N' if args.recheck else ''}")
    for path, name, play in MOVES:
        if args.move and name not in args.move:
            continue
        move = G.read_move(path, name)
        bound = S.default_bound(move.family)
        seqs = Q.heap_sequences(move.family, Q.sequence_bound(bound))
        solve = benchlib.median_seconds(lambda: G.solve(move, play, bound, seqs), args.repeats)
        game = G.solve(move, play, bound, seqs)
        kinds_s = benchlib.median_seconds(lambda: S.search_kinds(game, 2 * bound), args.repeats)
        kinds = S.search_kinds(game, 2 * bound)
        before_s = benchlib.median_seconds(lambda: S.search(game, 2 * bound, prefilter=False),
                                           args.repeats)
        before = S.search(game, 2 * bound, prefilter=False)
        grammar_s = benchlib.median_seconds(lambda: S.search(game, 2 * bound), args.repeats)
        fits = S.search(game, 2 * bound)
        if [c.source for c in before.candidates] != [c.source for c in fits.candidates]:
            print(f"{name}: the prefilter changed the fits", file=sys.stderr)
            return 1
        behaviours = fits.terms + fits.tables
        line = (f"{name:<15} {bound:>3} {game.table.size:>9,} {game.p_count:>7,} {solve:>5.2f}s | "
                f"{kinds_s:>5.2f}s {kinds.decided:>9,} {kinds.decided / kinds_s:>8.2e} "
                f"{first(kinds):<18} | {before_s:>5.2f}s {grammar_s:>6.2f}s "
                f"{before_s / grammar_s:>5.2f} {before.compared:>10,}→{fits.compared:>10,} "
                f"{fits.decided:>13,} "
                f"{fits.decided / grammar_s:>9.2e} {behaviours:>10,} "
                f"{behaviours / grammar_s:>7.0f} {first(fits):<18}")
        if args.recheck:
            writing = O.writing_for(move, None, "bench")
            start = time.perf_counter()
            checked = S.recheck(fits.candidates, game, writing, 2 * bound, 1, None)
            shown = checked.shown[0] if checked.shown else None
            line += (f" | {O.prop(shown.candidate.source, O.Names(move.heaps, move.nat_positions))}"
                     f" ({time.perf_counter() - start:.1f}s)" if shown else " | none")
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
