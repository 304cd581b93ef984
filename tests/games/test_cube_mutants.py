"""Every cube checker can say no: each wrong variant FAILS at its expected smallest
counterexample, and the counterexample is confirmed by the pure-Python reference."""
import itertools

import pytest

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.statements import CharacterisationStatement, ExampleStatement, KernelStatement
from pychecks.solvers.cube_reference import options_by_definition, reference_outcomes

from .cube_mutants import HALF1, HALF2, MUTANTS, ascii_id, assert_reports

BOUND = 4


def _is_move(family, p, q):
    if family.reference is not None:
        return family.reference(p, q)
    return tuple(q) in family.options(p)


def _violates(statement, p, solved=None, part=None):
    """Does p violate the statement (for a kernel statement: the named half)? Decided with the
    reference predicates only."""
    if isinstance(statement, KernelStatement):
        in_p = E.to_python(statement.P)
        below = itertools.product(*(range(v + 1) for v in p))
        moves_into_p = [q for q in below if in_p(q) and _is_move(statement.family, p, q)]
        if part == HALF1:
            return in_p(p) and bool(moves_into_p)
        return not in_p(p) and not moves_into_p
    hyp = E.to_python(statement.hypotheses)
    form = E.to_python(statement.closed_form)
    return hyp(p) and solved[p] != form(p)


@pytest.mark.parametrize("label,statement,expected", MUTANTS, ids=[ascii_id(m[0]) for m in MUTANTS])
def test_mutant_fails_at_expected_counterexample(label, statement, expected):
    data = assert_reports(enumerator().check(statement, BOUND), expected)
    if "solved_in_P" in expected:
        assert data["solved_in_P"] == expected["solved_in_P"]


@pytest.mark.parametrize("label,statement,expected",
                         [m for m in MUTANTS if not isinstance(m[1], ExampleStatement)],
                         ids=[ascii_id(m[0]) for m in MUTANTS if not isinstance(m[1], ExampleStatement)])
def test_counterexample_is_real_and_smallest(label, statement, expected):
    p = expected["p"]
    box = max(1, *p)
    solved = None
    if isinstance(statement, CharacterisationStatement):
        options = options_by_definition(statement.family.reference, box)
        solved = reference_outcomes(options, statement.play)
        assert solved[p] == expected["solved_in_P"]
    part = expected["part"]
    assert _violates(statement, p, solved, part)
    if isinstance(statement, KernelStatement) and "q" in expected:
        q = expected["q"]
        assert _is_move(statement.family, p, q) and E.to_python(statement.P)(q)
    # nothing smaller violates it (the same half): fewer tokens, or as many and lex. first
    for r in itertools.product(range(box + 1), repeat=6):
        if (sum(r), r) < (sum(p), p):
            assert not _violates(statement, r, solved, part), r


def test_half_names_are_the_lean_conjuncts():
    assert HALF1 == "no move inside P"
    assert HALF2 == "a move into P from every p ∉ P"


def test_every_statement_has_at_least_two_mutants():
    from pychecks.claims import all_claims
    labels = [m[0].split(":")[0] for m in MUTANTS]
    families = {"rotation", "vertex", "edge", "vertex misère", "rotation misère",
                "face misère", "slow vertex", "slow edge", "slow face", "slow rotation",
                "examples"}
    for f in families:
        assert labels.count(f) >= 2, f
    cube_claims = [c for c in all_claims()
                   if c.game == "cube" and c.shape != "bridge" and c.source == "builtin"]
    assert len(cube_claims) == 12
