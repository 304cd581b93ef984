"""Progress on stderr, for a person watching: shown only once a task has run for a couple of
seconds.

On a terminal a progress line rewrites itself in place (`\\r`) and is erased when the task ends,
and each statement is announced as it starts. When stderr is a file or a pipe (a log, CI, a
test) nothing is rewritten: a task longer than `PROGRESS_AFTER_SECONDS` prints plain lines, at
most one every `PLAIN_EVERY_SECONDS`, and there are no announcements, so a log holds no
carriage returns and an input error stays the only line on stderr.
"""
from __future__ import annotations

import sys
import time

#: Quiet tasks shorter than this; users only need reassurance for long checks.
PROGRESS_AFTER_SECONDS = 2.0
#: A terminal line is redrawn at most this often.
TERMINAL_EVERY_SECONDS = 0.5
#: A plain line (stderr is not a terminal) is written at most this often: logs stay short.
PLAIN_EVERY_SECONDS = 10.0

_enabled = True


def set_enabled(flag: bool) -> None:
    """Turn progress lines on or off (the benchmarks turn them off)."""
    global _enabled
    _enabled = flag


def on_terminal() -> bool:
    """True when stderr is a terminal (where lines may be rewritten with `\\r`)."""
    isatty = getattr(sys.stderr, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # a closed stream
        return False


def announce(text: str) -> None:
    """Name what starts now (`checking NAME ...`), on a terminal only."""
    if _enabled and on_terminal():
        print(text, file=sys.stderr, flush=True)


class Progress:
    """`with Progress("cubeVertexNim N=31") as pr: pr.update(done, total)`; rate-limited."""

    def __init__(self, label: str):
        self.label = label
        self.start = time.perf_counter()
        self._last = 0.0
        self._shown = False
        self._terminal = on_terminal()

    def __enter__(self) -> "Progress":
        return self

    def update(self, done: int, total: int) -> None:
        now = time.perf_counter()
        every = TERMINAL_EVERY_SECONDS if self._terminal else PLAIN_EVERY_SECONDS
        if not _enabled or now - self.start < PROGRESS_AFTER_SECONDS or now - self._last < every:
            return
        if done >= total and not self._shown:
            # Finished before its first line: nothing to reassure anyone about. (On a first run
            # the time often went into compiling numba kernels, and a lone "100%" line there
            # said nothing a person could use.)
            return
        self._last = now
        self._shown = True
        pct = 100.0 * done / total if total else 100.0
        elapsed = now - self.start
        eta = f", about {elapsed * (total - done) / done:.0f}s left" if 0 < done < total else ""
        line = f"  {self.label}: {pct:5.1f}% ({done:,}/{total:,}) {elapsed:6.1f}s{eta}"
        sys.stderr.write(f"\r{line}" if self._terminal else f"{line}\n")
        sys.stderr.flush()

    def __exit__(self, *exc) -> None:
        if self._shown and self._terminal:
            sys.stderr.write("\r" + " " * 78 + "\r")
            sys.stderr.flush()
