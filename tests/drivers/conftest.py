"""Fixtures shared by the driver tests."""
import types

import pytest

from pychecks.drivers import heaps as D
from pychecks.errors import TooLarge


@pytest.fixture
def clock(monkeypatch):
    """The drivers' clock, made exact: each reading is one second after the last, starting far
    from zero (so that a time computed as end + start cannot pass for end - start). Only the
    drivers' readings tick; progress lines keep the real clock."""
    readings = iter(range(1000, 10**6))
    monkeypatch.setattr(D, "time", types.SimpleNamespace(
        perf_counter=lambda: float(next(readings))))


class Recorder:
    """Stands in for `Progress`: keeps the label and every (done, total) reported."""

    made = []

    def __init__(self, label):
        self.label, self.updates = label, []
        Recorder.made.append(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None

    def update(self, done, total):
        self.updates.append((done, total))


@pytest.fixture
def progress(monkeypatch):
    """The drivers' progress reports, recorded: a list of `Recorder`, one per task."""
    Recorder.made = []
    monkeypatch.setattr(D, "Progress", Recorder)
    return Recorder.made


def assert_counts_up_to(recorder, total):
    """The reports count up, never back, to `total` (the size of the box), in units of it."""
    done = [d for d, _ in recorder.updates]
    assert done == sorted(done) and done[-1] == total, recorder.updates
    assert all(type(d) is int for d in done), recorder.updates  # printed as counts: no "512.0"
    assert {t for _, t in recorder.updates} == {total}


def set_memory_limit(monkeypatch, nbytes):
    """The drivers' memory limit, in bytes, for this test."""
    monkeypatch.setattr(D, "memory_limit_bytes", lambda: nbytes)


def refused_below(monkeypatch, need, match, build):
    """`build()` is refused (TooLarge, message matching `match`) one byte below `need` and runs
    at `need`: the estimate is exactly `need`. Returns what `build()` gives at the limit."""
    set_memory_limit(monkeypatch, need - 1)
    with pytest.raises(TooLarge, match=match):
        build()
    set_memory_limit(monkeypatch, need)
    return build()
