"""`lean/Examples/HeapGames.lean` read with no mirror: every verdict, and every smallest
counterexample confirmed by the pure-Python reference (`pychecks.solvers.heaps_reference`) run
on moves and P-sets transcribed here by hand from the Lean text; the statements of no shape get
the evaluator's verdict, and those it cannot run are UNKNOWN at the right line; and the CLI prints `FILE:LINE:COL:` on every verdict
line and a `reproduce` command that reruns it from the file."""
import json
from functools import reduce
from math import isqrt
from operator import xor
from pathlib import Path

import pytest

from pychecks.claims import load_lean_file
from pychecks.cli import main
from pychecks.solvers.heaps_reference import box, options_by_definition, reference_outcomes

FILE = Path(__file__).resolve().parents[2] / "lean" / "Examples" / "HeapGames.lean"
CLAIMS = {c.name.split(".")[-1]: c for c in load_lean_file(FILE)}


def le(q, p):
    return all(a <= b for a, b in zip(q, p))


def one_heap(p, q, allowed):
    """q differs from p in exactly one heap k, with p k - q k in `allowed`."""
    diff = [k for k in range(len(p)) if p[k] != q[k]]
    return len(diff) == 1 and (p[diff[0]] - q[diff[0]]) in allowed


def nim(p, q):
    return len([k for k in range(len(p)) if p[k] != q[k]]) == 1 and le(q, p)


def groups_move(groups):
    def move(p, q):
        return le(q, p) and q != p and any(
            all(q[k] == p[k] for k in range(len(p)) if k not in g) for g in groups)
    return move


def moore_p(p):
    return all(sum((x >> b) & 1 for x in p) % 3 == 0 for b in range(8))


def all_equal(p):
    return p[0] == p[1] == p[2]


def wythoff(p, q):
    return le(q, p) and q != p and (q[0] == p[0] or q[1] == p[1] or p[0] - q[0] == p[1] - q[1])


def wythoff_p(p):
    """Wythoff (1907): the golden pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirrors, with φ exact:
    ⌊kφ⌋ = (k + ⌊√(5k²)⌋) // 2."""
    a, b = sorted(p)
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2


def eight_fifths(p):
    a, b = sorted(p)
    return a == (8 * (b - a)) // 5


# name: (heaps, bound, move, P, expected: None (holds) or (failing half, smallest p))
KERNELS = {
    "subtract134_pPositions": (1, 30, lambda p, q: p[0] - q[0] in (1, 3, 4),
                               lambda p: p[0] % 7 in (0, 2), None),
    "subtract134_wrongPeriod": (1, 30, lambda p, q: p[0] - q[0] in (1, 3, 4),
                                lambda p: p[0] % 5 in (0, 2), (0, (5,))),
    "nim3_pPositions": (3, 7, nim, lambda p: reduce(xor, p) == 0, None),
    "nim3_wrongSum": (3, 7, nim, lambda p: p[0] + p[1] == p[2], (1, (1, 1, 0))),
    "moore3_pPositions": (3, 7, groups_move([(0, 1), (0, 2), (1, 2)]), all_equal, None),
    "moore3_wrongNimSum": (3, 7, groups_move([(0, 1), (0, 2), (1, 2)]),
                           lambda p: reduce(xor, p) == 0, (0, (0, 1, 1))),
    "takeTwo_pPositions": (3, 7, lambda p, q: one_heap(p, q, (1, 2)),
                           lambda p: (p[0] % 3) ^ (p[1] % 3) ^ (p[2] % 3) == 0, None),
    "takeTwo_wrongTotal": (3, 7, lambda p, q: one_heap(p, q, (1, 2)),
                           lambda p: sum(p) % 3 == 0, (1, (0, 1, 1))),
    "pairs_pPositions": (4, 5, groups_move([(0, 1), (2, 3)]),
                         lambda p: p[0] + p[1] == p[2] + p[3], None),
    "pairs_wrongXor": (4, 5, groups_move([(0, 1), (2, 3)]),
                       lambda p: p[0] ^ p[1] == p[2] ^ p[3], (0, (0, 0, 1, 1))),
    "slowNim4_pPositions": (4, 5, lambda p, q: one_heap(p, q, (1,)),
                            lambda p: sum(p) % 2 == 0, None),
    "slowNim4_wrongModulus": (4, 5, lambda p, q: one_heap(p, q, (1,)),
                              lambda p: sum(p) % 3 == 0, (1, (0, 0, 0, 2))),
    "wythoff_pPositions": (2, 40, wythoff, wythoff_p, None),
    "wythoff_wrongEightFifths": (2, 40, wythoff, eight_fifths, (0, (20, 33))),
}


def reference_kernel(d, bound, move, in_p):
    """(smallest p violating half 1, smallest violating half 2), fewest tokens then lex."""
    options = options_by_definition(move, bound, d)
    bad = [[], []]
    for p, qs in options.items():
        into_p = [q for q in qs if q != p and in_p(q)]
        if in_p(p) and into_p:
            bad[0].append(p)
        if not in_p(p) and not into_p:
            bad[1].append(p)
    return [min(b, key=lambda p: (sum(p), p)) if b else None for b in bad]


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_kernel_statements_agree_with_the_reference(name):
    d, bound, move, in_p, expected = KERNELS[name]
    claim = CLAIMS[name]
    assert claim.shape == "kernel" and claim.statement.heaps == d
    verdict = claim.check(bound)
    ref = reference_kernel(d, bound, move, in_p)
    for half, part in enumerate(verdict.parts):
        if ref[half] is None:
            assert part.status.value == "HOLDS", (name, half)
        else:
            assert part.status.value == "FAILS" and tuple(part.counterexample.data["p"]) \
                == ref[half], (name, half)
    if expected is None:
        assert verdict.status.value == "HOLDS" and ref == [None, None]
    else:
        half, p = expected
        assert verdict.status.value == "FAILS" and ref[half] == p


def misere_nim_p(p):
    big = any(x >= 2 for x in p)
    s = reduce(xor, p)
    return (big and s == 0) or (not big and s == 1)


@pytest.mark.parametrize("name,closed,expected", [
    ("nim5_misere_pPositions", misere_nim_p, None),
    ("nim5_misere_wrongNormal", lambda p: reduce(xor, p) == 0, (0, 0, 0, 0, 0)),
])
def test_misere_characterisation_agrees_with_the_reference(name, closed, expected):
    claim = CLAIMS[name]
    assert claim.shape == "characterisation" and claim.statement.play == "misere"
    bound = 3
    verdict = claim.check(bound)
    solved = reference_outcomes(options_by_definition(nim, bound, 5), "misere")
    bad = [p for p in box(bound, 5) if p[0] <= p[1] and solved[p] != closed(p)]
    smallest = min(bad, key=lambda p: (sum(p), p)) if bad else None
    assert smallest == expected
    if expected is None:
        assert verdict.status.value == "HOLDS"
    else:
        assert verdict.status.value == "FAILS"
        assert tuple(verdict.counterexample.data["p"]) == expected


@pytest.mark.parametrize("name,closed,expected", [
    ("moore3_bitCounts", moore_p, None),
    ("moore3_wrongBitParity", lambda p: all(sum((x >> b) & 1 for x in p) % 2 == 0
                                            for b in range(8)), (0, 1, 1)),
])
def test_moore_digit_counts_agree_with_the_reference(name, closed, expected):
    """Moore's digit counts as a normal-play characterisation (heaps below 256), against the
    box solved by the pure-Python reference from the move's definition."""
    claim = CLAIMS[name]
    assert claim.shape == "characterisation" and claim.statement.play == "normal"
    bound = 4
    verdict = claim.check(bound)
    moore = groups_move([(0, 1), (0, 2), (1, 2)])
    solved = reference_outcomes(options_by_definition(moore, bound, 3), "normal")
    bad = [p for p in box(bound, 3) if solved[p] != closed(p)]
    smallest = min(bad, key=lambda p: (sum(p), p)) if bad else None
    assert smallest == expected
    assert verdict.status.value == ("HOLDS" if expected is None else "FAILS")
    if expected is not None:
        assert tuple(verdict.counterexample.data["p"]) == expected


@pytest.mark.parametrize("name,status,p", [
    ("subtract134_examples", "HOLDS", None), ("subtract134_wrongExample", "FAILS", [5]),
])
def test_concrete_facts(name, status, p):
    v = CLAIMS[name].check(None or CLAIMS[name].default_bound)
    assert v.status.value == status
    if p is not None:
        assert v.first_counterexample().counterexample.data["p"] == p


@pytest.mark.parametrize("name,status,values", [
    ("xor_eq_zero", "HOLDS", None), ("xor_lt_add", "FAILS", [0, 0]),
    ("fin_add_wraps", "HOLDS", None), ("fin_add_noWrap", "FAILS", [2]),
])
def test_plain_statements(name, status, values):
    claim = CLAIMS[name]
    assert claim.shape == "plain"
    v = claim.check(7)
    assert v.status.value == status
    if values is not None:
        assert v.counterexample.data["values"] == values


OUTSIDE = {"real_sq_nonneg": (203, "`ℝ`"),
           "graph_noLoops": (205, "`SimpleGraph (Fin 3)`")}


@pytest.mark.parametrize("name", sorted(OUTSIDE))
def test_statements_outside_the_fragment_are_unknown_at_their_line(name):
    line, what = OUTSIDE[name]
    claim = CLAIMS[name]
    assert claim.shape == "outside" and claim.statement is None
    v = claim.check(None)
    assert v.status.value == "UNKNOWN"
    assert f"HeapGames.lean:{line}:" in v.reason and what in v.reason


# name: (status, scope, smallest counterexample or None); each checked by the evaluator
EVALUATED = {"multiplesOfSeven_count": ("HOLDS", "closed", None),
             "multiplesOfSeven_wrongCount": ("FAILS", "closed", {}),
             "even_of_double": ("HOLDS", "N=63", None),
             "heapTotal_pair": ("HOLDS", "N=31", None),
             "heapTotal_wrongProduct": ("FAILS", "N=31", {"a": "0", "b": "1"})}


@pytest.mark.parametrize("name", sorted(EVALUATED))
def test_statements_of_no_shape_get_the_evaluators_verdict(name):
    status, scope, bindings = EVALUATED[name]
    claim = CLAIMS[name]
    assert claim.shape == "evaluated" and claim.statement is None
    v = claim.check(claim.default_bound)
    assert (v.status.value, v.scope) == (status, scope), v.reason
    if bindings is not None:
        assert v.counterexample.bindings == bindings
    if name == "even_of_double":
        # `(h : ∃ m, n = 2 * m)` is `∀ m, n = 2 * m → …`: m is an outer variable and n := 2 * m
        # at each assignment (statement._definitions), so no `∃` ranges over the scope and the
        # HOLDS has no caveat
        assert not (v.reason or "").count("`∃ m`")


def test_families_are_recognised_by_meaning():
    kinds = {}
    for name in ("nim3_pPositions", "nim3_wrongSum", "moore3_pPositions", "takeTwo_pPositions",
                 "pairs_pPositions", "pairs_wrongXor", "slowNim4_pPositions"):
        f = CLAIMS[name].statement.family
        kinds[name] = ("relation" if f.is_relation else "slow" if f.slow else "groups",
                       f.groups)
    assert kinds["nim3_pPositions"] == kinds["nim3_wrongSum"] == ("groups", ((0,), (1,), (2,)))
    assert kinds["moore3_pPositions"] == ("groups", ((0, 1), (0, 2), (1, 2)))
    assert kinds["takeTwo_pPositions"][0] == "relation"
    assert kinds["pairs_pPositions"] == kinds["pairs_wrongXor"] == ("groups", ((0, 1), (2, 3)))
    assert kinds["slowNim4_pPositions"] == ("slow", ((0,), (1,), (2,), (3,)))
    assert CLAIMS["subtract134_pPositions"].statement.family.is_relation
    # relations that are no group family are read as move generators, z3-proved
    assert CLAIMS["takeTwo_pPositions"].statement.family.one_heap_rules() is not None
    assert CLAIMS["wythoff_pPositions"].statement.family.move_generator().rays == (
        (0, 1), (1, 0), (1, 1))
    assert CLAIMS["subtract134_pPositions"].statement.family.move_generator().steps == (
        (1,), (3,), (4,))


def test_cli_lines_start_with_the_location_and_json_reproduces(capsys):
    code = main(["check", str(FILE), "nim3_wrongSum", "real_sq_nonneg", "--bound", "3"])
    out = capsys.readouterr().out
    assert code == 1
    verdict_lines = [l for l in out.splitlines() if "HOLDS" in l or "FAILS" in l
                     or "UNKNOWN" in l]
    verdict_lines = [l for l in verdict_lines if not l.startswith("2 statements")]
    assert len(verdict_lines) >= 6  # 2 rows, 2 part rows, the heading, the UNKNOWN reason
    for line in verdict_lines:  # table rows, part rows, counterexample heading, reason
        assert line.startswith(f"{FILE}:"), line
    assert any(l.startswith(f"{FILE}:58:16: HeapGames.nim3_wrongSum FAILS (a move into P")
               for l in out.splitlines()), out
    main(["check", str(FILE), "nim3_wrongSum", "--bound", "3", "--json"])
    doc = json.loads(capsys.readouterr().out)
    (v,) = doc["verdicts"]
    assert v["location"] == f"{FILE}:58:16"
    assert v["reproduce"]["command"] == f"pychecks check {FILE} HeapGames.nim3_wrongSum --bound 3"


def test_default_bounds_count_positions_for_move_generators():
    """docs/heaps.md: 63 for take 1 or 2 on three heaps, where trying every q ≤ p gave 23."""
    import dataclasses
    from pychecks.lean.claims.catalogue import default_bound
    st = CLAIMS["takeTwo_pPositions"].statement
    assert CLAIMS["takeTwo_pPositions"].default_bound == default_bound(st) == 63
    assert default_bound(dataclasses.replace(st, family=st.family.general())) == 23


def test_cli_list_search_and_emit_read_the_file(capsys, tmp_path):
    assert main(["list", str(FILE)]) == 0
    out = capsys.readouterr().out
    assert "HeapGames.moore3_pPositions" in out and "MooreMove (3 groups)" in out
    assert "TakeTwoMove (sum of one-heap games, each heap: steps 1 2)" in out
    assert "WythoffMove (move generator: rays (0,1) (1,0) (1,1))" in out
    assert f"{FILE}:203:16: HeapGames.real_sq_nonneg is outside the fragment" in out
    rows = {line.split()[1]: line for line in out.splitlines() if line.startswith(f"{FILE}:")
            and len(line.split()) > 2}
    assert "kernel (P in closed form)" in rows["HeapGames.moore3_pPositions"]
    assert "characterisation (misere play" in rows["HeapGames.nim5_misere_pPositions"]
    assert "evaluator" in rows["HeapGames.heapTotal_pair"] and "N by --budget" in \
        rows["HeapGames.heapTotal_pair"]
    assert main(["search", str(FILE), "nim3_wrongSum", "real_sq_nonneg", "heapTotal_pair",
                 "--width", "3", "--timeout", "5"]) == 1
    out = capsys.readouterr().out
    assert f"{FILE}:58:16:" in out and "UNKNOWN" in out
    assert "HeapGames.heapTotal_pair UNKNOWN: z3 cannot take this statement" in out
    assert main(["emit", str(FILE), "subtract134_wrongPeriod", "real_sq_nonneg", "--bound", "8",
                 "--out", str(tmp_path / "Fx")]) == 1
    out = capsys.readouterr().out
    assert (f"no fixture for HeapGames.real_sq_nonneg: the statement is outside the fragment (at "
            f"{FILE}:203:16)") in out
    text = (tmp_path / "Fx" / "HeapGamesSubtract134WrongPeriod.lean").read_text()
    assert text.startswith(f"-- Generated by `pychecks emit {FILE} HeapGames.subtract134_wrongPeriod"
                           " --bound 8")
