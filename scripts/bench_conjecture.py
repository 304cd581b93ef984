"""Speed of `pychecks conjecture` on every move relation of lean/Examples/HeapGames.lean, at its
default bound, the box search measured against a reference in the same run.

    .venv/bin/python scripts/bench_conjecture.py [--repeats 3] [--move NAME …]

For each relation: the bound N, the positions of the box, |P|, the time of the heaps' Grundy
sequences of a sum of one-heap games (the engine's, on 0 … max(4095, 2N + 1), with the periods
conjecture reads off them), the time to solve the box (outcome and Grundy tables), the time of
the search (every formula of the vocabulary; how many
were decided and how many evaluated over the box), the reference (each atom lowered on its own
by `expr.to_numpy`, one `lambdify` per formula, no shared subterms) and its ratio to the search's
own evaluation of the same atoms, and the time to re-check the shown candidates at 2N (read back
from Lean and solved again; z3 left out). Medians of --repeats runs, kernels compiled first.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import benchlib  # noqa: E402
from pychecks import expr as E  # noqa: E402
from pychecks.conjecture import game as G  # noqa: E402
from pychecks.conjecture import lean_out as O  # noqa: E402
from pychecks.conjecture import search as S  # noqa: E402
from pychecks.conjecture import sequences as Q  # noqa: E402
from pychecks.conjecture import vocabulary as V  # noqa: E402

FILE = Path(__file__).resolve().parents[1] / "lean" / "Examples" / "HeapGames.lean"
#: (relation, play): every relation of the file with an answer, misère Nim in misère play.
MOVES = [("SubtractMove", "normal"), ("NimMove", "normal"), ("MooreMove", "normal"),
         ("TakeTwoMove", "normal"), ("PairMove", "normal"), ("SlowNimMove", "normal"),
         ("Nim5Move", "misere")]


def atoms_alone(game, atoms, box) -> None:
    """The reference: every atom lowered on its own (`expr.to_numpy`), nothing shared."""
    for atom in atoms:
        E.to_numpy(V.expand(atom.source, game.heaps, atom.let_map))(*box.faces)


def atoms_shared(game, atoms, box) -> None:
    """What the search does for the same atoms: one memo of subterms over the box."""
    for atom in atoms:
        box.value(V.expand(atom.source, game.heaps, atom.let_map))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--move", nargs="*", help="only these relations")
    args = ap.parse_args()
    print(f"{'relation':<13} {'play':<7} {'N':>3} {'positions':>10} {'|P|':>8} {'seqs':>7} "
          f"{'solve':>7} "
          f"{'search':>7} {'decided':>9} {'evaluated':>9} {'fits':>4} {'atoms':>7} "
          f"{'alone':>7} {'ratio':>6} {'2N':>4} {'recheck':>8}")
    for name, play in MOVES:
        if args.move and name not in args.move:
            continue
        move = G.read_move(FILE, name)
        bound = S.default_bound(move.family)
        last = Q.sequence_bound(bound)
        sequences = benchlib.median_seconds(lambda: Q.heap_sequences(move.family, last),
                                            args.repeats)
        seqs = Q.heap_sequences(move.family, last)
        solve = benchlib.median_seconds(lambda: G.solve(move, play, bound, seqs), args.repeats)
        game = G.solve(move, play, bound, seqs)
        search = benchlib.median_seconds(lambda: S.search(game, 2 * bound), args.repeats)
        fits = S.search(game, 2 * bound)
        atoms = V.atoms(move.family, seqs, bound, 2 * bound, play)
        shared = benchlib.median_seconds(lambda: atoms_shared(game, atoms, S.Box(game)),
                                         args.repeats)
        alone = benchlib.median_seconds(lambda: atoms_alone(game, atoms, S.Box(game)),
                                        args.repeats)
        writing = O.writing_for(move, None, "bench")
        start = time.perf_counter()
        checked = S.recheck(fits.candidates, game, writing, 2 * bound, S.DEFAULT_SHOWN, None)
        recheck = time.perf_counter() - start
        print(f"{name:<13} {play:<7} {bound:>3} {game.table.size:>10,} {game.p_count:>8,} "
              f"{sequences:>6.2f}s {solve:>6.2f}s {search:>6.2f}s {fits.decided:>9,} {fits.evaluated:>9,} "
              f"{len(fits.candidates):>4} {shared:>6.2f}s {alone:>6.2f}s "
              f"{alone / shared:>5.1f}x {2 * bound:>4} {recheck:>7.2f}s "
              f"({len(checked.shown)} shown)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
