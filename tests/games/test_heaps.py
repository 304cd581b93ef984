"""Heap games through the whole product: the claims files of examples/claims (games on 1, 3, 4 and
5 heaps) give the verdicts and smallest counterexamples that the pure-Python reference gives, z3
finds the same counterexamples, `emit` writes fixtures that the reader re-checks, and bad
declarations are one-line errors."""
import itertools
import json
from pathlib import Path

import pytest

from pychecks import expr as E
from pychecks.backends import enumerator
from pychecks.claims import load_claims_file
from pychecks.cli import main
from pychecks.errors import BadClaimsFile
from pychecks.games.heaps import BadMoveRelation, MoveFamily, kernel_claim, moore, nim
from pychecks.lean.verify.fixture_reader import recheck_file
from pychecks.smt.heaps import SearchOptions
from pychecks.solvers.heaps_reference import box, options_by_definition, reference_outcomes
from pychecks.statements import KernelStatement
from pychecks.verdict import Status

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "claims"
FILES = ["subtraction.py", "moore.py", "slow_heaps.py", "heap_games.py"]
#: Each wrong statement of the example files (the files' own mutants), by name.
WRONG = {"subtract134_periodFiveGuess", "moore2_nimSumGuess", "slowAll_totalEvenGuess",
         "subtract25_parityGuess", "nim3_misere_normalGuess", "pairThenOne_nimGuess",
         "slowNim5_misere_normalGuess"}


def _claims():
    out = []
    for f in FILES:
        out += load_claims_file(EXAMPLES / f)
    return out


CLAIMS = _claims()


def _smallest(positions):
    """Fewest tokens, then lexicographic: the order every report uses."""
    return min(positions, key=lambda p: (sum(p), p), default=None)


def reference_verdict(statement, bound):
    """(status, failing part or None, smallest counterexample) by brute force on the box."""
    family = statement.family
    d = family.heaps
    options = options_by_definition(family.reference, bound, d)
    if statement.kind == "kernel":
        in_p = E.to_python(statement.P)
        half1 = [p for p in box(bound, d) if in_p(p) and any(in_p(q) for q in options[p])]
        half2 = [p for p in box(bound, d) if not in_p(p) and not any(in_p(q) for q in options[p])]
        for part, bad in zip(statement.HALVES, (half1, half2)):
            if bad:
                return Status.FAILS, part, _smallest(bad)
        return Status.HOLDS, None, None
    solved = reference_outcomes(options, statement.play)
    hyp, form = E.to_python(statement.hypotheses), E.to_python(statement.closed_form)
    bad = [p for p in box(bound, d) if hyp(p) and solved[p] != form(p)]
    return (Status.FAILS, None, _smallest(bad)) if bad else (Status.HOLDS, None, None)


@pytest.mark.parametrize("claim", CLAIMS, ids=[c.name for c in CLAIMS])
def test_verdicts_and_smallest_counterexamples_equal_the_reference(claim):
    bound = min(claim.default_bound, 7 if claim.statement.heaps < 4 else 3)
    v = claim.check(bound)
    status, part, p = reference_verdict(claim.statement, bound)
    assert v.status is status
    assert (claim.name in WRONG) == (status is Status.FAILS)
    if status is Status.FAILS:
        found = v.first_counterexample()
        assert found.part == part
        assert tuple(found.counterexample.data["p"]) == p


def test_the_example_files_run_through_check_with_the_right_exit(capsys):
    assert main(["check", *[str(EXAMPLES / f) for f in FILES], "--json"]) == 1
    verdicts = json.loads(capsys.readouterr().out)["verdicts"]
    assert {v["claim"]: v["status"] for v in verdicts} == {
        c.name: "FAILS" if c.name in WRONG else "HOLDS" for c in CLAIMS}


QUICK = SearchOptions(width=4, max_width=4, timeout_s=20, half2="auto", unbounded=True)


@pytest.mark.parametrize("name,p", [("subtract134_periodFiveGuess", [5]),
                                    ("subtract25_parityGuess", [1]),
                                    ("pairThenOne_nimGuess", [1, 1, 0, 0]),
                                    ("slowAll_totalEvenGuess", [0, 0, 0, 1, 1])])
def test_z3_finds_the_enumerators_counterexample(name, p):
    from pychecks.backends import z3search
    claim = next(c for c in CLAIMS if c.name == name)
    v = z3search().check(claim.statement, QUICK)
    assert v.status is Status.FAILS
    assert v.first_counterexample().counterexample.data["p"] == p


def test_z3_proves_the_subtraction_game_for_all_naturals():
    from pychecks.backends import z3search
    claim = next(c for c in CLAIMS if c.name == "subtract134_pPositions")
    v = z3search().check(claim.statement, QUICK)
    assert [h.status for h in v.parts] == [Status.PROVED, Status.PROVED]


def test_search_command_accepts_a_claims_file(capsys):
    assert main(["search", str(EXAMPLES / "subtraction.py"), "--width", "4", "--timeout", "20",
                 "--json"]) == 1
    verdicts = json.loads(capsys.readouterr().out)["verdicts"]
    assert [v["status"] for v in verdicts] == ["PROVED", "FAILS"]


def test_emit_writes_fixtures_the_reader_rechecks(tmp_path, capsys):
    out = tmp_path / "HeapGames"
    args = ["emit", *[str(EXAMPLES / f) for f in FILES], "--out", str(out)]
    assert main(args) == 1  # the wrong statements get counterexample fixtures
    files = sorted(out.glob("*.lean"))
    assert len(files) == len(CLAIMS)
    first = {f.name: f.read_bytes() for f in files}
    for f in files:
        assert recheck_file(f) == [], f.name
    assert main(args) == 1  # byte-for-byte reproducible
    assert {f.name: f.read_bytes() for f in sorted(out.glob("*.lean"))} == first


def test_the_reader_catches_a_tampered_generic_checker(tmp_path):
    out = tmp_path / "F"
    assert main(["emit", str(EXAMPLES / "heap_games.py"), "--out", str(out)]) == 1
    path = out / "PairThenOnePPositions.lean"
    text = path.read_text()
    assert "groupMoveB [[0, 1], [2]] p q" in text
    path.write_text(text.replace("groupMoveB [[0, 1], [2]] p q", "groupMoveB [[0, 1, 2]] p q"))
    assert any("disagrees" in problem for problem in recheck_file(path))


# --- declarations: one-line errors --------------------------------------------------------------

@pytest.mark.parametrize("groups,heaps,match", [
    ([(0, 9)], 6, "heap 9"), ([(-1,)], 6, "heap -1"), ([()], 3, "empty group"), ([], 3, "no move"),
    ("01", 3, "groups must be"), ([(0,)], 0, "heaps=0"), ([(1.5,)], 3, "heap 1.5")])
def test_bad_group_families_are_refused(groups, heaps, match):
    with pytest.raises(BadClaimsFile, match=match):
        MoveFamily("bad", "BadMove", groups=groups, heaps=heaps)


def test_a_relation_that_does_not_lower_is_refused_before_solving():
    p, q = E.heaps(2), E.next_heaps(2)
    grows = MoveFamily.from_relation("grow", "GrowMove", heaps=2,
                                     move=E.Eq(q[0], p[0] + 1))
    with pytest.raises(BadMoveRelation, match="not every move lowers"):
        grows.check_relation()
    st = KernelStatement("growP", grows, E.Eq(p[0], 0))
    with pytest.raises(BadMoveRelation):
        enumerator().check(st, 3)


def test_a_relation_with_xor_is_proved_to_lower_through_abstraction():
    p, q = E.heaps(2), E.next_heaps(2)
    rel = E.And(E.Le(q[0], p[0]), E.Le(q[1], p[1]), E.Ne(q[0] + q[1], p[0] + p[1]),
                E.Eq(E.xor(q[0], q[1]) % 2, 0))
    MoveFamily.from_relation("evenXor", "EvenXorMove", heaps=2, move=rel).check_relation()
    undecided = MoveFamily.from_relation("xorOnly", "XorOnlyMove", heaps=2,
                                         move=E.Lt(E.xor(q[0], q[1]), E.xor(p[0], p[1])))
    with pytest.raises(BadMoveRelation, match="could not prove"):
        undecided.check_relation()


def test_predicates_are_checked_when_declared():
    with pytest.raises(BadClaimsFile, match="predicate"):
        kernel_claim("badP", nim(2), "hello")
    with pytest.raises(BadClaimsFile, match="heap 3"):
        kernel_claim("badHeap", nim(2), E.Eq(E.heaps(4)[3], 0))
    with pytest.raises(BadClaimsFile, match="only p"):
        kernel_claim("badQ", nim(2), E.Eq(E.next_heaps(2)[0], 0))
    with pytest.raises(BadClaimsFile, match="between 1 and"):
        moore(3, 4)


def test_group_families_need_not_cover_every_heap():
    family = MoveFamily("firstTwo", "FirstTwoMove", groups=[(0,), (1,)], heaps=3)
    assert family.covered == (0, 1)
    p = E.heaps(3)
    st = KernelStatement("x", family, E.Eq(p[0], p[1]))
    assert enumerator().check(st, 4).status is Status.HOLDS
    assert family.options((1, 0, 5)) == [(0, 0, 5)]
    assert all(family.reference(a, b) == (b in family.options(a))
               for a in itertools.product(range(3), repeat=3)
               for b in itertools.product(range(3), repeat=3))
