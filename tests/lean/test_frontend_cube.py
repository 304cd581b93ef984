"""The cube through the front end says what the hand-written mirrors said: every verdict,
count and smallest counterexample, for the twelve statements of `Cube.lean` at their default
bound, and for the 24 mutants written as Lean text (`tests/data/lean/CubeMutants.lean`)
against the hand-written mutants of `tests/games/cube_mutants.py`."""
import itertools
from pathlib import Path

import pytest

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.claims import all_claims, load_lean_file
from tests.data.golden.cube_summary import verdict_summary
from tests.games.cube_hand_mirrors import HAND_MIRRORS
from tests.games.cube_mutants import MUTANTS

MUTANTS_LEAN = Path(__file__).resolve().parents[1] / "data" / "lean" / "CubeMutants.lean"
CUBE = {c.name: c for c in all_claims() if c.game == "cube" and c.location is not None}


def test_the_twelve_cube_claims_are_read_from_lean():
    assert sorted(CUBE) == sorted(HAND_MIRRORS)
    for claim in CUBE.values():
        assert claim.location.startswith(str(Path("lean") / "PychecksStatements" / "Cube.lean")) \
            or "PychecksStatements/Cube.lean" in claim.location
        assert claim.source == "builtin" and claim.statement is not None


@pytest.mark.parametrize("name", sorted(HAND_MIRRORS))
def test_front_end_statement_checks_as_the_hand_mirror(name):
    claim = CUBE[name]
    hand = HAND_MIRRORS[name]
    bound = claim.default_bound
    assert bound == (3 if hand.kind == "example" else 7)
    assert verdict_summary(claim.check(bound)) == verdict_summary(enumerator().check(hand, bound))


@pytest.mark.parametrize("name", sorted(HAND_MIRRORS))
def test_front_end_predicates_equal_the_hand_ones(name):
    """Same families (groups, slowness), and the same P / hypotheses / closed form on a grid."""
    st, hand = CUBE[name].statement, HAND_MIRRORS[name]
    assert st.kind == hand.kind
    if st.kind == "example":
        assert [(f.groups, f.slow, a, b) for f, a, b in st.facts] == \
            [(f.groups, f.slow, a, b) for f, a, b in hand.facts]
        assert [(f.groups, a) for f, a in st.stuck] == [(f.groups, a) for f, a in hand.stuck]
        return
    assert (st.family.groups, st.family.slow, st.family.lean) == \
        (hand.family.groups, hand.family.slow, hand.family.lean)
    fields = ("P",) if st.kind == "kernel" else ("hypotheses", "closed_form")
    grid = list(itertools.product(range(3), repeat=6))
    for f in fields:
        mine, theirs = E.to_python(getattr(st, f)), E.to_python(getattr(hand, f))
        assert all(mine(p) == theirs(p) for p in grid), f


def _mutant_claims():
    claims = {c.name.split(".")[-1]: c for c in load_lean_file(MUTANTS_LEAN)}
    assert len(claims) == len(MUTANTS) == 24
    return claims


def _core(summary):
    """A verdict summary without the words that name the relation (a mutant's own `def` has
    its own name): statuses, scopes, counts, parts and counterexample data."""
    out = {k: v for k, v in summary.items() if k not in ("counterexample", "parts")}
    cx = summary.get("counterexample")
    out["counterexample"] = None if cx is None else (cx["bindings"], cx["data"])
    out["parts"] = [_core(p) for p in summary.get("parts", [])]
    return out


@pytest.mark.parametrize("n", range(1, 25))
def test_lean_mutant_fails_exactly_as_the_hand_mutant(n):
    claim = _mutant_claims()[f"mutant_{n}"]
    label, hand, expected = MUTANTS[n - 1]
    assert claim.statement is not None, claim.outside
    mine, theirs = verdict_summary(claim.check(3)), verdict_summary(enumerator().check(hand, 3))
    assert mine["status"] == "FAILS", label
    if label.startswith("rotation: face moved"):  # the hand mutant calls its family by the
        assert _core(mine) == _core(theirs)        # rotation's name; the Lean one has its own
    else:
        assert mine == theirs, label
