"""A `noncomputable` definition whose only choice is the order of `Finset.toList` is evaluated
when every use of the list is proved order independent (`order.py`), and stays UNKNOWN, saying
why, otherwise; c18 of the shared corpus (Catch-Up, formal-conjectures) against a brute force
written from its Lean definitions; `emit` writes no `decide` fixture for it."""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest

from evaluation import lean_file, readings, verdict
from pychecks.cli import main
from pychecks.lean.evaluate import order as O

ROOT = Path(__file__).resolve().parents[3]


def _shared() -> Path:
    env = os.environ.get("PYCHECKS_SHARED")
    return (Path(env) if env else ROOT.parent / "shared") / "realworld"


C18 = _shared() / "c18_formalconj_catchup.lean"
needs_c18 = pytest.mark.skipif(not C18.is_file(), reason=f"no shared corpus file {C18}")

#: A small noncomputable definition of each kind: the consumer of `s.toList` varies.
_HEAD = """
noncomputable def viaLength (s : Finset ℕ) : ℕ := s.toList.length
noncomputable def viaAny (s : Finset ℕ) : Bool := (s.toList.map (· + 1)).any (· > 3)
noncomputable def viaOr (s : Finset ℕ) : Bool :=
  (s.toList.map (fun x => x % 2 == 0)).foldl (fun a b => a || b) false
noncomputable def viaSum (s : Finset ℕ) : ℕ := (s.toList.filter (· > 1)).sum
noncomputable def viaLast (s : Finset ℕ) : Bool :=
  (s.toList.map (fun x => x % 2 == 0)).foldl (fun _ b => b) false
noncomputable def viaHead (s : Finset ℕ) : ℕ := s.toList.headD 0
noncomputable def viaAdd (s : Finset ℕ) : ℕ := s.toList.foldl (fun a x => a + x) 0
noncomputable def viaAll (s : Finset ℕ) : Bool := s.toList.all (· < 10)
noncomputable def viaFoldr (s : Finset ℕ) : Bool :=
  (s.toList.map (fun x => x == 2)).foldr (fun b a => b && a) true
noncomputable def viaMatch (s : Finset ℕ) : ℕ :=
  match s.toList with
  | [] => 0
  | x :: _ => x
noncomputable def noChoice (n : ℕ) : ℕ := n + 1
noncomputable def viaCallee (s : Finset ℕ) : ℕ := viaLength s + 1
theorem_wanted length_eq (n : ℕ) : viaLength (Finset.range n) = n
theorem_wanted any_big (n : ℕ) : viaAny (Finset.range n) = decide (n > 3)
theorem_wanted or_even (n : ℕ) : viaOr (Finset.range n) = decide (n > 0)
theorem_wanted sum_big (n : ℕ) :
    viaSum (Finset.range n) + (if n ≥ 2 then 1 else 0) = n * (n - 1) / 2
theorem_wanted last_even (n : ℕ) : viaLast (Finset.range n) = true
theorem_wanted head_zero (n : ℕ) : viaHead (Finset.range n) = 0
theorem_wanted add_sum (n : ℕ) : viaAdd (Finset.range n) = n * (n - 1) / 2
theorem_wanted all_small (n : ℕ) : viaAll (Finset.range n) = decide (n ≤ 10)
theorem_wanted foldr_two (n : ℕ) : viaFoldr (Finset.range n) = decide (n = 0)
theorem_wanted match_head (n : ℕ) : viaMatch (Finset.range n) = 0
theorem_wanted no_choice (n : ℕ) : noChoice n = n + 1
theorem_wanted callee (n : ℕ) : viaCallee (Finset.range n) = n + 1
"""


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return readings(lean_file(tmp_path_factory.mktemp("order"), _HEAD))


@pytest.mark.parametrize("name", ["length_eq", "any_big", "or_even", "sum_big", "all_small",
                                  "foldr_two", "callee"])
def test_an_order_independent_use_is_evaluated_and_holds(small, name):
    assert verdict(small[name], 6).status.value == "HOLDS"


@pytest.mark.parametrize("name, why", [
    ("last_even", "with a function that does not commute: from false, the elements false and "
                  "true fold to true in one order and to false in the other"),
    ("head_zero", "`List.headD` of a list whose order Lean leaves unspecified"),
    ("match_head", "a `match` on a list whose order Lean leaves unspecified"),
    ("add_sum", "its accumulator `ℕ` or element type `ℕ` is not finite"),
    ("no_choice", "sees no choice in it that it could prove harmless"),
])
def test_an_order_dependent_or_unexplained_choice_stays_unknown_saying_why(small, name, why):
    r = small[name]
    assert r.kind == "outside"
    assert "is `noncomputable`" in r.reason and why in r.reason, r.reason


def test_the_commutativity_check_runs_the_function_on_every_triple():
    """The check says yes for `||`, `&&` and xor, and no for functions that do not commute."""
    from pychecks.lean.evaluate import ir as I
    from pychecks.lean.evaluate import types as T

    def fold(fn):
        lam = I.Lam(("a", "x"), I.Lit(None))
        node = I.Lib("List.foldl", None, (), (lam, I.Lit(False), I.Var("l")),
                     types=(T.fun(T.BOOL, T.BOOL, T.BOOL), T.BOOL, T.list_of(T.BOOL)))
        an = O.Analysis(I.Program(), lambda ir: fn, lambda ty: (False, True))
        an.commutes(node, left=True)

    fold(lambda a, x: a or x)
    fold(lambda a, x: a and x)
    fold(lambda a, x: a != x)
    with pytest.raises(O.OrderDependent, match="does not commute"):
        fold(lambda a, x: (not a) and x)            # from false: [true, false] ≠ [false, true]
    with pytest.raises(O.OrderDependent, match="does not commute"):
        fold(lambda a, x: x)


# --- c18: Catch-Up ------------------------------------------------------------------------------

WIN, LOSS, DRAW = "win", "loss", "draw"
_NEG = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}


def _best(outcomes) -> str:
    """`Outcome.best`: a fold from `.loss` that keeps a win, else a draw: win > draw > loss."""
    return WIN if WIN in outcomes else DRAW if DRAW in outcomes else LOSS


@lru_cache(maxsize=None)
def _value_aux(remaining: frozenset, me: int, opp: int, first: bool) -> str:
    """`CatchUp.valueAux`, read from the Lean definition: the value for the player to act."""
    if not remaining:
        return WIN if me > opp else LOSS if opp > me else DRAW
    if me + sum(remaining) < opp:
        return LOSS
    outcomes = []
    for x in remaining:
        me2, rest = me + x, remaining - {x}
        if first or me2 >= opp:         # the turn passes: the opponent's value, negated
            outcomes.append(_NEG[_value_aux(rest, opp, me2, False)])
        else:                           # still behind: the same player picks again
            outcomes.append(_value_aux(rest, me2, opp, False))
    return _best(outcomes)


def brute_c18(n_max: int) -> bool:
    """`∀ N ≤ n_max, Even (N * (N + 1) / 2) → value (Finset.Icc 1 N) = .draw`."""
    return all(_value_aux(frozenset(range(1, n + 1)), 0, 0, True) == DRAW
               for n in range(n_max + 1) if (n * (n + 1) // 2) % 2 == 0)


def test_the_brute_force_can_say_no():
    # the claim without its hypothesis is false (N = 1: the first player wins)
    assert _value_aux(frozenset({1}), 0, 0, True) == WIN
    assert not all(_value_aux(frozenset(range(1, n + 1)), 0, 0, True) == DRAW for n in range(3))


@needs_c18
@pytest.mark.parametrize("backend", ["compiled", "interpreted"])
def test_c18_holds_at_its_default_bound_as_the_brute_force_says(backend):
    """At the N `pychecks check` chooses (its default budget; 12 here: 7 of N ∈ [0, 12] meet
    the hypothesis), both back ends say what the brute force says at that N."""
    from pychecks.lean.evaluate import cost
    read = readings(C18)["value_of_even_mul_succ_self_div_two"]
    assert read.kind == "evaluated", read.reason
    n = cost.default_scope(read.evaluated).N
    assert n >= 3                            # the choice is by counts; a slow pilot lowers it
    v = verdict(read, n, backend=backend)
    assert v.scope == f"N={n}" and v.in_hypotheses == len([k for k in range(n + 1)
                                                           if k * (k + 1) // 2 % 2 == 0])
    assert v.status.value == ("HOLDS" if brute_c18(n) else "FAILS") == "HOLDS"


_BEST = re.compile(r"  os\.foldl \(fun.*?\) \.loss\n", re.S)


@needs_c18
@pytest.mark.parametrize("mutant, why", [
    ("  os.foldl (fun _ x => x) .loss\n", "with a function that does not commute"),
    ("  match os with\n  | [] => .loss\n  | o :: _ => o\n", "a `match` on a list"),
    ("  os.foldl (fun a x => if os.length > 2 then x else a) .loss\n",
     "sees a local of the definition (`os`)"),
])
def test_c18_with_an_order_dependent_best_stays_unknown(tmp_path, mutant, why):
    """The same file with `Outcome.best` keeping the last or the first outcome (its value then
    depends on the order `Finset.toList` picks) is UNKNOWN, never a verdict."""
    text = C18.read_text(encoding="utf-8")
    assert _BEST.search(text)
    read = readings(lean_file(tmp_path, _BEST.sub(lambda _: mutant, text, count=1)))
    r = read["value_of_even_mul_succ_self_div_two"]
    assert r.kind == "outside"
    assert "may depend on an order Lean leaves unspecified" in r.reason and why in r.reason, \
        r.reason


@needs_c18
def test_emit_writes_no_decide_fixture_for_a_noncomputable_definition(tmp_path, capsys):
    (tmp_path / "lakefile.lean").write_text("import Lake\nopen Lake DSL\npackage demo\n",
                                            encoding="utf-8")
    f = tmp_path / "C18.lean"
    f.write_text(C18.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["emit", str(f), "--out", str(tmp_path / "out")]) == 1
    out = capsys.readouterr().out
    assert ("no fixture for CatchUp.value_of_even_mul_succ_self_div_two: `CatchUp.value` is "
            "noncomputable, which `decide` cannot evaluate") in out
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.lean"))
