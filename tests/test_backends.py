"""The backends' dispatch (`pychecks/backends.py`): each backend has one table from a statement's
class to the function that handles it, so every shape is answered, and a class a backend has no
entry for is UNKNOWN (or refused) with the reason, never a crash or a verdict."""
from __future__ import annotations

from dataclasses import dataclass

from pychecks.backends import enumerator
from pychecks.drivers import heaps as D
from pychecks.lean.write import emit as EM
from pychecks.smt import heaps as Z
from pychecks.statements import STATEMENTS, CharacterisationStatement, PlainStatement
from pychecks.verdict import Status


@dataclass(frozen=True)
class NewStatement:
    """A shape no backend knows yet."""

    name: str
    kind = "new"


def test_the_enumerator_checks_every_shape():
    assert set(D.CHECKS) == set(STATEMENTS)
    assert all(callable(check) for check in D.CHECKS.values())


def test_z3_searches_or_explains_every_shape():
    assert set(Z.HALVES) | set(Z.NOT_SEARCHED) == set(STATEMENTS)
    assert not set(Z.HALVES) & set(Z.NOT_SEARCHED)
    assert CharacterisationStatement in Z.NOT_SEARCHED


def test_the_lean_emitter_writes_every_heap_game_shape():
    # plain statements get books of their instances instead (`pychecks.lean.write.plain_books`)
    assert set(EM._WRITERS) == set(STATEMENTS) - {PlainStatement}


def test_a_shape_without_an_entry_is_unknown_with_the_reason():
    st = NewStatement("newOne")
    assert not enumerator().supports(st)
    v = enumerator().check(st, 2)
    assert (v.status, v.reason) == (Status.UNKNOWN, "no enumerator for new statements")
    assert not Z.searchable(st)
    v = Z.search(st, Z.SearchOptions())
    assert (v.status, v.reason) == (Status.UNKNOWN, "no z3 encoding for this kind of statement")
