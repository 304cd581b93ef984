"""Backends behind one interface: each takes a statement (`pychecks.statements`) and a scope and
returns a `Verdict` (or, for the Lean emitter, a fixture).

| backend | scope | answers |
|---|---|---|
| `enumerator()` | the box bound N | HOLDS / FAILS on every position of [0..N]^d |
| `z3search()` | `smt.heaps.SearchOptions` (width, timeouts, modes) | HOLDS at W, PROVED, FAILS |
| `pychecks.lean.write.emit.LeanEmitter` | the box bound N and the command that wrote the file | a fixture (`Emitter`) |

A backend dispatches on the statement's class through one table of functions, kept beside
them and built when their module is imported (`drivers.heaps.CHECKS`, `smt.heaps.HALVES`, the
Lean emitter's writers), and a class it has no entry for gets `unsupported` (UNKNOWN with the
reason from the z3 search; a one-line error from the emitter). So a new backend is one class,
and a new statement shape is one class in `statements` plus one entry per backend that can
handle it; the commands only ever call `check` / `emit`.
"""
from __future__ import annotations

from typing import Protocol

from .verdict import Status, Verdict


class Backend(Protocol):
    """Check a statement at a scope."""

    name: str

    def supports(self, statement) -> bool:
        """True when `check` can settle this statement (rather than say UNKNOWN)."""

    def check(self, statement, scope) -> Verdict:
        """The verdict on `statement` within `scope`."""


class Emitter(Protocol):
    """Write a statement's fixture (the Lean emitter, `pychecks.lean.write.emit.LeanEmitter`, which
    lives with the Lean side it writes: it sits above the games, this module below them)."""

    name: str

    def supports(self, claim) -> bool:
        """True when `emit` can write this claim's fixture."""

    def emit(self, claim, bound: int, command: str):
        """The fixture of `claim` on the box [0..bound]^d."""


class Enumerator:
    """Exhaustive checks on the box [0..N]^d (`pychecks.drivers.heaps`)."""

    name = "enumerate"

    def supports(self, statement) -> bool:
        from .drivers import heaps as D
        return type(statement) in D.CHECKS

    def check(self, statement, bound: int) -> Verdict:
        from .drivers import heaps as D
        run = D.CHECKS.get(type(statement))
        if run is None:
            return unsupported(statement, self.name, f"no enumerator for {statement.kind} "
                               "statements")
        return run(statement, bound)

    def estimate_bytes(self, statement, bound: int) -> int:
        """Bytes `check(statement, bound)` allocates, known before it allocates anything."""
        from .drivers import heaps as D
        return D.statement_bytes(statement, bound)


class Z3Search:
    """Counterexamples with every heap below 2^W, and proofs for all naturals where the
    arithmetic is linear (`pychecks.smt.heaps`)."""

    name = "z3"

    def supports(self, statement) -> bool:
        from .smt import heaps as Z
        return Z.searchable(statement)

    def check(self, statement, options) -> Verdict:
        from .smt import heaps as Z
        return Z.search(statement, options)


def unsupported(statement, backend: str, reason: str) -> Verdict:
    """UNKNOWN, with the reason: what a backend answers for a statement it cannot check."""
    return Verdict(claim=statement.name, status=Status.UNKNOWN, backend=backend, scope="-",
                   reason=reason)


_ENUMERATOR = Enumerator()
_Z3 = Z3Search()


def enumerator() -> Enumerator:
    """The exhaustive box backend."""
    return _ENUMERATOR


def z3search() -> Z3Search:
    """The z3 backend."""
    return _Z3

