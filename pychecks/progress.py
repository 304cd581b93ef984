"""Progress lines on stderr, shown only once a task has run for a couple of seconds."""
from __future__ import annotations

import sys
import time

#: Quiet tasks shorter than this; users only need reassurance for long checks.
PROGRESS_AFTER_SECONDS = 2.0

_enabled = True


def set_enabled(flag: bool) -> None:
    """Turn progress lines on or off (the benchmarks turn them off)."""
    global _enabled
    _enabled = flag


class Progress:
    """`with Progress("cubeVertexNim N=31") as pr: pr.update(done, total)`; rate-limited to 2/s."""

    def __init__(self, label: str):
        self.label = label
        self.start = time.perf_counter()
        self._last = 0.0
        self._shown = False

    def __enter__(self) -> "Progress":
        return self

    def update(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if not _enabled or now - self.start < PROGRESS_AFTER_SECONDS or now - self._last < 0.5:
            return
        self._last = now
        self._shown = True
        pct = 100.0 * done / total if total else 100.0
        elapsed = now - self.start
        eta = f", about {elapsed * (total - done) / done:.0f}s left" if 0 < done < total else ""
        sys.stderr.write(f"\r  {self.label}: {pct:5.1f}% ({done:,}/{total:,}) "
                         f"{elapsed:6.1f}s{eta}")
        sys.stderr.flush()

    def __exit__(self, *exc) -> None:
        if self._shown:
            sys.stderr.write("\r" + " " * 78 + "\r")
            sys.stderr.flush()
