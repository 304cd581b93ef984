"""A guard for fast unit tests that mutation runs select alone (test_scope_counts.py,
test_implementations.py): a test that runs past GUARD_S seconds ends the process with exit status
1, a failure, so that a mutant that makes a computation run away (an exact 2^(2^64), a loop that
never ends) is killed in seconds instead of running to mutmut's time limit, minutes; and the
memory a test may add is bounded, so that it fails with a MemoryError before it takes the shared
machine's memory. Import `guard` into a test module to apply it to each of its tests.

It acts only under mutmut (which names the mutant it runs in `MUTANT_UNDER_TEST`) or when
`PYCHECKS_HANG_GUARD` is set: in the ordinary suite no mutant can run away, and a watchdog that
ends the process would turn a slow moment of a loaded CI machine into a crashed worker."""
from __future__ import annotations

import faulthandler
import os
import resource
import sys

import pytest

#: Seconds one test may take; every test that uses the guard takes well under one.
GUARD_S = 20
#: Bytes of address space a test may add: a count that lists values it should only count (the
#: 2^22 tables of `Fin 22 → Bool` take about a gigabyte), or a result that grows without end,
#: runs into it.
GUARD_BYTES = 1 << 28


@pytest.fixture(autouse=True)
def guard():
    """End the process if a test runs past GUARD_S (faulthandler's watchdog is a C thread, so it
    fires even inside one long big-integer operation, which holds the interpreter), and bound the
    memory it may take meanwhile."""
    if not (os.environ.get("MUTANT_UNDER_TEST") or os.environ.get("PYCHECKS_HANG_GUARD")):
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm", encoding="ascii") as f:
        in_use = int(f.read().split()[0]) * resource.getpagesize()
    limit = in_use + GUARD_BYTES
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    if soft != resource.RLIM_INFINITY:
        limit = min(limit, soft)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    faulthandler.dump_traceback_later(GUARD_S, exit=True, file=sys.__stderr__)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
