"""Time to re-check the fixtures `tests/lean/test_emit.py` emits (its golden cases, one of each
shape at N = 1), with the reader of this tree: the reading alone and the whole re-check.

    .venv/bin/python scripts/bench_reread.py [--repeats 3] [--committed]

Each fixture is built once in memory (the writer's time is not counted), then read back and
re-checked `--repeats` times from cold caches; the medians are printed per fixture, with the
share of the re-check spent reading. Run it in two trees to compare readers (the numbers of
issue 21, one reader, came so).

`--committed` then re-checks every committed fixture and book under lean/Fixtures, and parses
the largest, with the parser's literal fast path (`pychecks.lean.read.literals`) and with the
plain grammar (`parser.FAST_LITERALS = False`), alternating, and prints both medians and their
ratio.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pychecks.claims import find_claim  # noqa: E402
from pychecks.lean.read import parser as P  # noqa: E402
from pychecks.lean.verify import book_reader as B  # noqa: E402
from pychecks.lean.claims.catalogue import read_file  # noqa: E402
from pychecks.lean.verify import fixture_reader as F  # noqa: E402
from pychecks.lean.write import emit as EM  # noqa: E402

#: tests/lean/test_emit.py's GOLDEN_CASES
CASES = [("cubeVertexNim_pPositions", 1), ("slowCubeFaceNim_pPositions", 1),
         ("cubeFaceNim_misere_pPositions", 1), ("cubeRotationMove_examples", 1),
         ("cubeVertexOptions_iff", 1), ("cubeBox_iff", 1), ("cubeEdgeMoveB_iff", 1)]


def _cold() -> None:
    """Forget what the reader cached (parses of texts and terms, or tokens)."""
    for name in ("parse", "parse_term", "_tokens_of"):
        f = getattr(F, name, None)
        if f is not None and hasattr(f, "cache_clear"):
            f.cache_clear()


def _median(f, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        _cold()
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--committed", action="store_true",
                    help="also re-check lean/Fixtures with the fast path and the plain grammar")
    args = ap.parse_args()
    F.read_fixture(EM.build_fixture(find_claim(CASES[0][0]), 1, "pychecks emit warm").text)  # load tables
    total_read = total_check = 0.0
    print(f"{'fixture':34} {'bytes':>7} {'read s':>8} {'recheck s':>10} {'read share':>10}")
    for name, bound in CASES:
        claim = find_claim(name)
        text = EM.build_fixture(claim, bound, f"pychecks emit {name} --bound {bound}").text
        read = _median(lambda: F.read_fixture(text), args.repeats)
        problems = []
        check = _median(lambda: problems.append(F.recheck(text, claim)), args.repeats)
        assert problems[-1] == [], (name, problems[-1])
        total_read += read
        total_check += check
        print(f"{name:34} {len(text):7d} {read:8.3f} {check:10.3f} {read / check:10.2f}")
    print(f"{'total':34} {'':7} {total_read:8.3f} {total_check:10.3f} "
          f"{total_read / total_check:10.2f}")
    if args.committed:
        committed(args.repeats)
    return 0


def _recheck_committed(paths) -> None:
    for path in paths:
        text = path.read_text(encoding="utf-8")
        problems = B.recheck_book(text) if B.is_book(text) else F.recheck_file(path)
        assert problems == [], (path.name, problems)


def committed(repeats: int) -> None:
    """Fast path against plain grammar, alternating runs, on the committed files."""
    paths = sorted((ROOT / "lean" / "Fixtures").glob("*.lean"))
    largest = max(paths, key=lambda p: p.stat().st_size)
    big = largest.read_text(encoding="utf-8")
    books = [p for p in paths if B.is_book(p.read_text(encoding="utf-8"))]
    others = [p for p in paths if p not in books]
    cube = ROOT / "lean" / "PychecksStatements" / "Cube.lean"  # docs/lean-files.md quotes these
    cube_text = cube.read_text(encoding="utf-8")
    rows = [(f"parse {largest.name}", lambda: P.parse_text(big)),
            (f"re-check the {len(books)} books", lambda: _recheck_committed(books)),
            (f"re-check the other {len(others)} fixtures", lambda: _recheck_committed(others)),
            ("parse PychecksStatements/Cube.lean", lambda: P.parse_text(cube_text)),
            ("read Cube.lean into statements", lambda: read_file(cube, "Cube.lean"))]
    print(f"\n{'committed files':44} {'fast s':>8} {'plain s':>8} {'plain/fast':>10}")
    for label, f in rows:
        times = {True: [], False: []}
        for _ in range(repeats):
            for fast in (True, False):
                P.FAST_LITERALS = fast
                times[fast].append(_median(f, 1))
        P.FAST_LITERALS = True
        fast_s, plain_s = statistics.median(times[True]), statistics.median(times[False])
        print(f"{label:44} {fast_s:8.3f} {plain_s:8.3f} {plain_s / fast_s:10.2f}")


if __name__ == "__main__":
    sys.exit(main())
