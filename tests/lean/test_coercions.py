"""Lean's typing of arithmetic (issue 25, the typing half), through both readers.

* `pychecks.lean.coercions.analyze`, the one rule the shapes' front end and the evaluator share,
  against Lean's `binop%` elaborator (`Lean/Elab/Extra.lean`, `analyze`): the expected type
  starts the fold, leaves of unknown type are skipped, a leaf the maximal type coerces to
  becomes it, two types with no coercion either way stop it.
* `tests/data/lean/Typing.lean`: each statement that got a wrong verdict or crashed the command
  (issue 25), beside its twin; every verdict is its name's suffix and every smallest
  counterexample is pinned.
* `tests/data/lean/TypingEdges.lean`: edge statements of the same kind, each compared with a
  pure-Python brute force of its Lean meaning over the same scope (verdict and smallest
  counterexample).
* A failure of pychecks itself inside one statement is that statement's UNKNOWN, never the
  command's exit 2.
"""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.lean import coercions as C

ROOT = Path(__file__).resolve().parents[2]
TYPING = ROOT / "tests" / "data" / "lean" / "Typing.lean"
EDGES = ROOT / "tests" / "data" / "lean" / "TypingEdges.lean"


def run_json(capsys, *args) -> dict:
    """`pychecks check ARGS --json`: short statement name → verdict (JSON)."""
    code = main(["check", *map(str, args), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code in (0, 1) and out["errors"] == [], out["errors"]
    return {v["claim"].split(".")[-1]: v for v in out["verdicts"]}


def bindings(v) -> dict | None:
    cx = v.get("counterexample")
    return None if cx is None else cx["bindings"]


# --- the rule ----------------------------------------------------------------------------------

F3, F4 = C.Fin(3), C.Fin(4)


@pytest.mark.parametrize("expected,leaves,maximal,uncomparable", [
    (C.NAT, [F4], C.NAT, False),            # (i + 1 : ℕ): ↑i + 1
    (None, [F4], F4, False),                # i + 1 = 0: in Fin 4
    (F4, [F4], F4, False),
    (None, [F4, C.NAT], C.NAT, False),      # k ≠ i.val + 1: ↑k
    (None, [C.NAT, F4], C.NAT, False),      # no ℕ → Fin n coercion: the order does not matter
    (F4, [C.NAT], C.NAT, False),            # (n + 1 : Fin 4): ℕ, which Lean then rejects
    (None, [C.NAT, C.INT], C.INT, False),   # (n : ℤ) - 5 with n : ℕ beside it
    (C.INT, [F3, C.NAT], C.INT, False),
    (None, [None, None], None, False),      # numerals only: ℕ by default, later
    (None, [F3, F4], F3, True),             # Fin 3 beside Fin 4: no coercion either way
    (None, [F3, F4, C.NAT], F3, True),      # stops at the first clash, as Lean's fold does
    (None, [F3, C.NAT, F4], C.NAT, False),  # …but Fin 4 coerces to the ℕ found before it
    (None, ["Bool", C.NAT], "Bool", True),
])
def test_analyze_is_leans_fold(expected, leaves, maximal, uncomparable):
    found = C.analyze(expected, leaves)
    assert (found.maximal, found.uncomparable) == (maximal, uncomparable)
    assert found.unified == (maximal is None or uncomparable)


def test_the_coercions_lean_has_and_has_not():
    assert C.coerces(F4, C.NAT) and C.coerces(F4, C.INT) and C.coerces(C.NAT, C.INT)
    assert not C.coerces(C.NAT, F4) and not C.coerces(C.INT, C.NAT) and not C.coerces(F3, F4)
    assert not C.coerces(C.NAT, C.NAT)


# --- the regressions of issue 25 ------------------------------------------------------------

#: The smallest counterexample of each wrong twin (fewest tokens, then lexicographic).
COUNTEREXAMPLES = {
    "castLeafWrap_fails": {"i": "3"},
    "castLeafLt_fails": {"i": "3"},
    "castMulLt_fails": {"i": "2"},
    "castSubWrap_fails": {"i": "0"},
    "castAddTwo_fails": {"i": "1", "j": "3"},
    "natBeside_fails": {"n": "0"},
    "natLt_fails": {"n": "0"},
    "finWrapVal_fails": {"i": "3"},
    "finNextNonzero_fails": {"i": "3"},
    "listSumNat_fails": {},
    "listSumVal_fails": {"l": "[1, 3]"},
    "bigSumFin_fails": {"p": "![0, 1, 3]"},
    "finsetSumNat_fails": {},
    "foldrNat_fails": {"a": "0", "b": "0", "c": "1"},
    "listZeroInt_fails": {"a": "-1"},
    "iteZeroInt_fails": {"a": "0"},
    "pickInt_fails": {"a": "-1"},
    "mapSum_fails": {"l": "[1, 2]"},
    "filterFin_fails": {"s": "{0}"},
    "heapCast_fails": {"p": "![0, 0, 0]", "i": "2"},
    "nextHeap_fails": {"p": "![0, 0, 0]", "i": "2"},
}

#: The house-style statements (`Fin d → ℕ`) the shapes' front end reads (not the evaluator).
HOUSE_STYLE = ("castLeaf_holds", "castLeafLt_fails", "castSubWrap_fails", "castAddTwo_fails",
               "heapCast_holds", "heapCast_fails", "nextHeap_holds", "nextHeap_fails",
               "nextHeapWrap_holds", "finNextNonzero_fails")


def test_every_typing_regression_has_its_verdict_and_counterexample(capsys):
    verdicts = run_json(capsys, TYPING)
    assert len(verdicts) == 45
    for name, v in verdicts.items():
        want = name.rsplit("_", 1)[1].upper()
        assert v["status"] == want, (name, v["reason"])
        if want == "FAILS":
            assert bindings(v) == COUNTEREXAMPLES[name], name
    assert set(COUNTEREXAMPLES) == {n for n in verdicts if n.endswith("_fails")}
    for name in HOUSE_STYLE:
        assert verdicts[name]["backend"] == "enumerate", name


# --- edge statements against a brute force of their Lean meaning ---------------------------

def nat_sub(a, b):
    return max(a - b, 0)


def nat_div(a, b):        # Nat.div: n / 0 = 0
    return a // b if b else 0


def nat_mod(a, b):        # Nat.mod: n % 0 = n
    return a % b if b else a


def int_emod(a, b):       # Int.emod: a % 0 = a, else in [0, |b|)
    return a % abs(b) if b else a


def int_ediv(a, b):       # Int.ediv: a / 0 = 0, else a = b * q + emod a b
    return (a - int_emod(a, b)) // b if b else 0


def fin_sub(n, a, b):     # Fin.sub: (a + (n - b)) % n
    return (a + (n - b)) % n


#: Bound of the edge statements' scope: ℕ in [0, N], ℤ in [-N, N], `Fin k` all of it.
N = 6
NAT_, INT_ = "ℕ", "ℤ"


def fin(k):
    return f"Fin {k}"


#: name → (variables (name, type) in binder order, the statement's truth on an assignment)
EDGE_ORACLES = {
    "natDivMod": ([("a", NAT_), ("b", NAT_)],
                  lambda a, b: nat_div(a, b) * b + nat_mod(a, b) == a),
    "intDivMod": ([("a", INT_), ("b", INT_)],
                  lambda a, b: int_ediv(a, b) * b + int_emod(a, b) == a),
    "intModNonneg": ([("a", INT_), ("b", INT_)], lambda a, b: 0 <= int_emod(a, b)),
    "intModLt": ([("a", INT_), ("b", INT_)], lambda a, b: b == 0 or int_emod(a, b) < b),
    "intDivFloor": ([("a", INT_)], lambda a: int_ediv(a, 2) * 2 <= a),
    "intDivNegDivisor": ([("a", INT_)], lambda a: int_ediv(a, -2) * -2 <= a),
    "natDivCast": ([("n", NAT_)], lambda n: nat_div(n, 2) == int_ediv(n, 2)),
    "natSubCast": ([("n", NAT_)], lambda n: nat_sub(n, 1) == n - 1),
    "natModCast": ([("n", NAT_)], lambda n: nat_mod(n, 3) == int_emod(n, 3)),
    "finSubWrap": ([("i", fin(5)), ("j", fin(5))],
                   lambda i, j: fin_sub(5, i, j) == (i + 5 - j) % 5),
    "finSubNat": ([("i", fin(5)), ("j", fin(5))], lambda i, j: fin_sub(5, i, j) == nat_sub(i, j)),
    "finSubCast": ([("i", fin(5)), ("j", fin(5))], lambda i, j: True),   # ℕ on both sides
    "finValSum": ([("i", fin(5)), ("j", fin(5))], lambda i, j: (i + j) % 5 == (i + j) % 5),
    "finValSumNat": ([("i", fin(5)), ("j", fin(5))], lambda i, j: (i + j) % 5 == i + j),
    "finMulWrap": ([("i", fin(5))], lambda i: i * 2 % 5 == i * 2 % 5),
    "finMulCast": ([("i", fin(5))], lambda i: True),
    "finDiv": ([("i", fin(5))], lambda i: i // 2 == i // 2),
    "finCompareNat": ([("i", fin(5)), ("n", NAT_)], lambda i, n: not i < n or i < n),
    "finCompareNumeral": ([("i", fin(5))], lambda i: i < 7 % 5),      # the 7 is a `Fin 5`
    "finCastCompare": ([("i", fin(5))], lambda i: i < 7),
    "finEqNumeral": ([("i", fin(5))], lambda i: i != 6 % 5 or i == 1),
    "finEqNat": ([("i", fin(5)), ("n", NAT_)], lambda i, n: i != n + 1 or i != 0),
    "intBesideNat": ([("n", NAT_), ("z", INT_)], lambda n, z: not z < n or z < n + 1),
    "intSubNat": ([("a", NAT_), ("b", INT_)], lambda a, b: a - b <= a),
    "natSubLe": ([("a", NAT_), ("b", NAT_)], lambda a, b: nat_sub(a, b) <= a),
    "intNegCast": ([("n", NAT_)], lambda n: -n <= 0),
    "finPlusNatLt": ([("i", fin(5)), ("n", NAT_)], lambda i, n: i + n < 5 + n),
}


def domain(ty: str):
    if ty == NAT_:
        return range(N + 1)
    if ty == INT_:
        return range(-N, N + 1)
    return range(int(ty.split()[1]))


def smallest(points):
    """Fewest tokens (a number is its magnitude), then lexicographic (a negative number after
    its magnitude)."""
    return min(points, key=lambda p: (sum(abs(x) for x in p), tuple((abs(x), x < 0) for x in p)))


def test_every_edge_statement_agrees_with_its_brute_force(capsys):
    verdicts = run_json(capsys, EDGES, "--bound", N)
    assert set(verdicts) == set(EDGE_ORACLES)
    for name, (variables, truth) in EDGE_ORACLES.items():
        v = verdicts[name]
        points = list(itertools.product(*(domain(t) for _, t in variables)))
        failing = [p for p in points if not truth(*p)]
        if not failing:
            assert v["status"] == "HOLDS", (name, v["reason"])
            continue
        assert v["status"] == "FAILS", (name, v["reason"], smallest(failing))
        want = {n: str(x) for (n, _), x in zip(variables, smallest(failing))}
        assert bindings(v) == want, name


def test_the_edge_file_has_wrong_statements_too():
    failing = [name for name, (variables, truth) in EDGE_ORACLES.items()
               if not all(truth(*p) for p in itertools.product(*(domain(t)
                                                                  for _, t in variables)))]
    assert len(failing) >= 6, failing


# --- a bug inside one statement is that statement's UNKNOWN -----------------------------------

def test_an_internal_error_is_one_statements_unknown(tmp_path, capsys, monkeypatch):
    from pychecks.lean.evaluate import check as EC
    monkeypatch.delenv("PYCHECKS_STRICT", raising=False)
    real = EC.check

    def broken(ev, *args, **kwargs):
        if ev.name.endswith("broken"):
            raise TypeError("'tuple' object is not callable")
        return real(ev, *args, **kwargs)
    monkeypatch.setattr(EC, "check", broken)
    f = tmp_path / "T.lean"
    f.write_text("theorem_wanted broken (a b : ℕ) : a * b = b * a\n"
                 "theorem_wanted fine (a b : ℕ) : a * b = b * a\n", encoding="utf-8")
    assert main(["check", str(f)]) == 1
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.split()[1:2] == ["broken"])
    assert "UNKNOWN" in row
    assert next(line for line in out.splitlines()
                if line.split()[1:2] == ["fine"]).split()[2] == "HOLDS"
    assert ("internal error while checking this statement (TypeError: 'tuple' object is not "
            "callable)") in out


def test_an_internal_error_while_reading_is_one_statements_unknown(tmp_path, capsys,
                                                                   monkeypatch):
    from pychecks.lean.evaluate import statement as ES
    monkeypatch.delenv("PYCHECKS_STRICT", raising=False)
    real = ES.read

    def broken(pf, decl, name, *args, **kwargs):
        if name.endswith("broken"):
            raise KeyError("x")
        return real(pf, decl, name, *args, **kwargs)
    monkeypatch.setattr(ES, "read", broken)
    f = tmp_path / "T.lean"
    f.write_text("theorem_wanted broken (a b : ℕ) : a * b = b * a\n"
                 "theorem_wanted fine (a b : ℕ) : a * b = b * a\n", encoding="utf-8")
    assert main(["check", str(f)]) == 1
    out = capsys.readouterr().out
    assert "internal error while reading this statement (KeyError" in out and "please report it" in out
    assert next(line for line in out.splitlines()
                if line.split()[1:2] == ["fine"]).split()[2] == "HOLDS"
