"""Verdicts that say how much they covered (issue 25): VACUOUS when no assignment met the
hypotheses, the count of those that did in every verdict and a warning below 1 %, guards that
bound their variables by numerals (a lower guard beyond the scope moves it), failures with the
value of each side, undecided assignments counted, and the quantifiers whose domain is the scope
(`runtime.quantify`), with the mutants of it that once survived."""
from __future__ import annotations

import json

import pytest

from evaluation import ROOT, lean_file, readings, verdict
from pychecks.cli import main
from pychecks.lean.evaluate import guards as G
from pychecks.lean.evaluate import runtime as R
from pychecks.lean.evaluate import truth as T
from pychecks.lean.evaluate import types as Ty
from pychecks.verdict import Status, Verdict, combined_status

COVERAGE = ROOT / "tests" / "data" / "lean" / "Coverage.lean"
READ = readings(COVERAGE)
NAMES = sorted(n for n, r in READ.items() if r.kind == "evaluated")


@pytest.mark.parametrize("backend", ["compiled", "interpret"])
@pytest.mark.parametrize("name", NAMES)
def test_each_statement_has_the_verdict_its_name_says(name, backend):
    v = verdict(READ[name], backend=backend)
    assert v.status.value == name.rsplit("_", 1)[1].upper(), v.reason
    # every verdict counts the assignments that met the hypotheses (all, without any)
    assert v.in_hypotheses is not None
    if not READ[name].evaluated.hypotheses:
        assert v.in_hypotheses == v.examined


def test_the_file_holds_every_kind_and_its_twins():
    kinds = {n.rsplit("_", 1)[1] for n in NAMES}
    assert kinds == {"holds", "fails", "unknown", "vacuous"}
    assert {"periodic_holds", "periodic_fails", "above_holds", "above_fails", "between_holds",
            "between_fails", "once_holds", "once_fails"} <= set(NAMES)


# --- VACUOUS --------------------------------------------------------------------------------

def test_contradictory_guards_leave_nothing_to_test():
    v = verdict(READ["contradictory_vacuous"])
    assert (v.status, v.examined, v.in_hypotheses) == (Status.VACUOUS, 0, 0)
    assert v.reason == ("no assignment meets the hypotheses `100 ≤ n`, `n ≤ 50`: the numerals "
                        "they bound `n` by leave no value")
    assert not v.ok and not v.met and v.counterexample is None


def test_a_hypothesis_no_value_meets():
    v = verdict(READ["never_vacuous"], bound=20)
    assert (v.status, v.examined, v.in_hypotheses) == (Status.VACUOUS, 21, 0)
    assert v.reason.startswith("none of the 21 assignments of the scope met the hypotheses "
                               "`a * a = 2`: nothing was tested")
    # one assignment meeting it is a test: 7 * 7 = 49 lies in the scope from N = 7 on
    assert verdict(READ["once_holds"], bound=6).status is Status.VACUOUS
    once = verdict(READ["once_holds"], bound=7)
    assert (once.status, once.in_hypotheses) == (Status.HOLDS, 1)
    assert verdict(READ["once_fails"], bound=7).counterexample.bindings == {"a": "7"}


def test_vacuous_exits_1_and_says_so_in_json(capsys):
    assert main(["check", str(COVERAGE), "contradictory_vacuous", "--json"]) == 1
    (entry,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert entry["status"] == "VACUOUS" and entry["in_hypotheses"] == 0
    assert entry["reason"].startswith("no assignment meets the hypotheses")
    assert entry["ranges"] == {"n": [100, 50]}
    assert main(["check", str(COVERAGE), "never_vacuous", "once_holds", "--bound", "63"]) == 1
    out = capsys.readouterr().out
    assert "2 statements: 1 HOLDS, 1 VACUOUS" in out
    # VACUOUS at its default bound, it is widened while the work allows: still nothing
    assert "Coverage.never_vacuous VACUOUS: none of the 4,194,304 assignments" in out
    assert "(widened from N=63 to N=4194303)" in out
    assert main(["check", str(COVERAGE), "once_holds"]) == 0


WHOLE = ("example : False → True := sorry\n"                                       # 1
         "example : True → False := sorry\n"                                       # 2
         "example : True → False → True → False → True → False := sorry\n"         # 3
         "example (P : Prop) : P → (P → False) → False := sorry\n"                 # 4
         "example (P : Prop) : P → (P → False) → True → False := sorry\n"          # 5
         "example (P : Prop) : P → ¬ P := sorry\n"                                 # 6
         "example (b : Bool) (h : b = true) (h2 : b = false) : 1 = 2 := sorry\n"   # 7
         "example (i : Fin 3) (h : i.val = 5) : False := sorry\n"                  # 8
         "example (n : ℕ) (h : n + 1 = 0) : False := sorry\n"                      # 9
         "example (a : ℕ) (h : a * a = 2) : a = 60 := sorry\n")                    # 10
# (at a given bound: a VACUOUS one at its default bound is widened, which takes seconds)


def test_no_assignment_of_the_whole_domain_meeting_the_hypotheses_is_vacuous(tmp_path, capsys):
    """Issue 29: where the scope is the whole domain of every variable (none, `Prop` as its
    truth values, `Bool`, `Fin n`) and no assignment meets the hypotheses, the verdict is still
    VACUOUS, never HOLDS (nothing was tested), and its reason says the hypotheses contradict
    each other; over a bounded part of ℕ it is the plain VACUOUS of the scope. The mutants
    (`True → False`, `P → ¬ P`) FAIL."""
    f = lean_file(tmp_path, WHOLE)
    assert main(["check", str(f), "--bound", "20", "--json"]) == 1
    got = {v["claim"].rsplit(":", 1)[1]: v
           for v in json.loads(capsys.readouterr().out)["verdicts"]}
    assert {k: v["status"] for k, v in got.items()} == {
        "1": "VACUOUS", "2": "FAILS", "3": "VACUOUS", "4": "VACUOUS", "5": "VACUOUS",
        "6": "FAILS", "7": "VACUOUS", "8": "VACUOUS", "9": "VACUOUS", "10": "VACUOUS"}
    for k in ("1", "3", "4", "5", "7", "8"):
        assert got[k]["in_hypotheses"] == 0
        assert got[k]["reason"].startswith("no assignment at all meets the hypotheses")
        assert "they contradict each other" in got[k]["reason"]
    assert "(the statement has no variables" in got["1"]["reason"]
    assert "(its 2 assignments are the whole domain of its variables" in got["4"]["reason"]
    # 9's `n + 1 = 0` is solved for n (n := 0 - 1), which meets no solution: no assignment at
    # all; 10's `a * a = 2` is not solved, and the scope's assignments meet it nowhere
    assert got["9"]["reason"].startswith("no assignment at all meets the hypotheses")
    assert got["10"]["reason"].startswith("none of the")
    assert main(["check", str(f), "--bound", "20"]) == 1
    assert f"{f}:1 VACUOUS: no assignment at all meets the hypotheses `False`" in \
        capsys.readouterr().out
    with pytest.raises(ValueError, match="no assignment meeting"):
        Verdict(claim="c", status=Status.HOLDS, backend="b", scope="N=1", examined=4,
                in_hypotheses=0, hypothesised=True)


def test_widening_stops_where_the_box_does_not_grow(tmp_path, monkeypatch):
    """Issue 29: `example : True → False → … → False` under `variable (P Q R : Prop)` was an
    internal error (ValueError: Exceeds the limit (4300 digits) for integer string
    conversion): VACUOUS at its default bound, it was widened, N doubling while the clock
    allowed, though nothing it ranges over grows with N, until `N=…` could not be printed.
    Widening stops as soon as a wider box is the same box."""
    from pychecks.lean.evaluate import check as C
    f = lean_file(tmp_path, "variable (P Q R : Prop)\n\n"
                  "example : P → (P → False) → False := sorry\n")
    (reading,) = readings(f).values()
    monkeypatch.setattr(C, "whole_domain", lambda ev, scope: False)   # VACUOUS, as before
    first = C.check(reading.evaluated, 63)
    assert first.status is Status.VACUOUS
    v, bound = C.widened(reading.evaluated, 63, C.DEFAULT_LIST_LENGTH, first)
    assert v.status is Status.VACUOUS and bound == 63 and v.scope == "N=63"


def test_widening_predicts_a_try_from_how_time_grew_with_work():
    """A try's time may grow faster than its work (the values grow with N): the prediction
    scales the last try by the power the last two show, never below linear. With a linear rate
    IsStrongGiuga's VACUOUS statements began a last try that took 17 s of a 20 s clock."""
    from pychecks.lean.evaluate.check import _predicted_seconds
    assert _predicted_seconds([], 10 ** 6) == 0.0
    assert _predicted_seconds([(100, 0.5)], 200) == pytest.approx(1.0)      # one: linear
    # time 4 times for twice the work: the power 2, so twice the work again is 4 times again
    assert _predicted_seconds([(100, 0.5), (200, 2.0)], 400) == pytest.approx(8.0)
    # time grew slower than the work (fixed costs): still at least linear
    assert _predicted_seconds([(100, 0.5), (200, 0.6)], 400) == pytest.approx(1.2)


def test_vacuous_is_weaker_than_holds_and_stronger_than_unknown():
    assert combined_status([Status.HOLDS, Status.VACUOUS]) is Status.VACUOUS
    assert combined_status([Status.VACUOUS, Status.UNKNOWN]) is Status.UNKNOWN
    assert combined_status([Status.VACUOUS, Status.FAILS]) is Status.FAILS
    with pytest.raises(ValueError, match="no assignment meeting"):
        Verdict(claim="c", status=Status.HOLDS, backend="b", scope="N=1", examined=4,
                in_hypotheses=0, hypothesised=True)


# --- coverage -------------------------------------------------------------------------------

def test_few_assignments_meeting_the_hypotheses_are_said(tmp_path, capsys):
    f = lean_file(tmp_path, """
theorem_wanted squares (a b : ℕ) (h : a ≤ b * b ∧ b * b ≤ a) : b ≤ a
theorem_wanted halves (a b : ℕ) (h : a ≤ b) : a ≤ b + 1
theorem_wanted listSum (l : List ℕ) (h : l.sum = 40) : l.length ≥ 3
theorem_wanted noCarry (a b : ℕ) (h : a ^^^ b = 60) (h2 : a + b ≤ 60) : a ≤ 60
""")
    read = readings(f)   # the plain shape and the evaluator alike
    assert (read["noCarry"].kind, read["listSum"].kind) == ("plain", "evaluated")
    # listSum is false from N = 40 on ([40]): at N=14 it holds, and is thin (the defaults by
    # cost, `--budget`, would choose other scopes: each check here gives its own)
    assert main(["check", str(f), "listSum", "--bound", "14"]) == 0
    assert "listSum: only 6 of 3,616 assignments met the hypotheses" in capsys.readouterr().out
    assert main(["check", str(f), "squares", "halves", "noCarry", "--bound", "63"]) == 0
    out = capsys.readouterr().out
    # 8 of 4,096 (b ≤ 7 at N = 63) is under 1 %; half of them is not (squares states a = b * b
    # by two inequalities: an equation `a = b * b` would define a at each b, every one met)
    assert "squares: only 8 of 4,096 assignments met the hypotheses (under 1%): the verdict " \
        "rests on few cases" in out
    # a + b = (a ^^^ b) + 2 (a &&& b) ≥ 60: h2 holds only with no carry, 60's 4 bits (and
    # h2 is no equation, which the evaluator would solve for a)
    assert "noCarry: only 16 of 4,096 assignments met the hypotheses" in out
    assert "halves: only" not in out
    assert main(["check", str(f), "squares", "halves", "--bound", "63", "--json"]) == 0
    entries = {e["claim"]: e for e in json.loads(capsys.readouterr().out)["verdicts"]}
    assert entries["squares"]["thin"] is True and entries["squares"]["in_hypotheses"] == 8
    assert entries["halves"]["thin"] is False and entries["halves"]["in_hypotheses"] == 2080


def test_a_statement_without_hypotheses_counts_every_assignment(capsys):
    assert main(["check", str(COVERAGE), "uniqueNear_holds", "--bound", "5", "--json"]) == 0
    (entry,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert entry["examined"] == entry["in_hypotheses"] == 6 and entry["ranges"] == {}


# --- guards ---------------------------------------------------------------------------------

def test_intervals_of_guards():
    nat, int_ = Ty.NAT, Ty.INT
    assert G.interval(nat, None, 63) is None
    assert G.interval(nat, [71, None], 63) == (71, 134)       # moved beyond the scope
    assert G.interval(nat, [71, 100], 63) == (71, 100)        # exactly the guard
    assert G.interval(nat, [71, 100], 10) == (71, 81)         # no more values than N + 1
    assert G.interval(nat, [None, 5], 63) == (0, 5)
    assert G.interval(nat, [None, 99], 63) == (0, 63)
    assert G.interval(nat, [0, None], 63) is None
    assert G.interval(nat, [100, 50], 63) == (100, 50)        # empty
    assert G.interval(int_, [-2, None], 3) == (-2, 4)
    assert G.interval(int_, [None, 5], 3) == (-1, 5)


def test_two_sided_guards_are_taken_whole_within_the_budget(tmp_path):
    """`x < 100` is where the statement lives: x ranges over [0, 99] even where N + 1 values
    would stop at 63 (miniF2F's mathd_numbertheory_34 needs x = 89), but taking guards whole
    never makes the assignments exceed `WHOLE_BUDGET` (or what the scope gives anyway)."""
    assert G.interval(Ty.NAT, [None, 99], 63, whole=True) == (0, 99)
    assert G.interval(Ty.NAT, [None, 99], 63) == (0, 63)
    assert G.interval(Ty.NAT, [71, None], 63, whole=True) == (71, 134)   # one-sided: as before
    assert G.whole_guards({"x": 100}, {"x": 64}) == {"x"}
    # three guards of 1,000 values each would be 10^9 assignments: one of them fits (8 · 8 ·
    # 1,000), two do not; at 16 values each, not even one (16 · 16 · 1,000 > 65,536)
    assert G.whole_guards({"a": 1000, "b": 1000, "c": 1000}, {"a": 8, "b": 8, "c": 8}) == {"a"}
    assert G.whole_guards({"a": 1000, "b": 1000, "c": 1000}, {"a": 16, "b": 16, "c": 16}) \
        == set()
    read = readings(lean_file(tmp_path, """
theorem_wanted inverse (x : ℕ) (h₀ : x < 100) (h₁ : x * 9 % 100 = 1) : x = 89
theorem_wanted inverseWrong (x : ℕ) (h₀ : x < 100) (h₁ : x * 9 % 100 = 1) : x = 88
theorem_wanted wide (a b c : ℕ) (ha : a < 1000) (hb : b < 1000) (hc : c < 1000) :
    a + b + c < 3000
"""))
    v = verdict(read["inverse"])
    assert v.status is Status.HOLDS and v.ranges == {"x": [0, 99]} and v.in_hypotheses == 1
    wrong = verdict(read["inverseWrong"])
    assert wrong.status is Status.FAILS and wrong.counterexample.bindings == {"x": "89"}
    wide = verdict(read["wide"])
    assert wide.status is Status.HOLDS and wide.examined <= G.WHOLE_BUDGET


def test_guards_are_read_from_numerals_only(tmp_path):
    read = readings(lean_file(tmp_path, """
theorem_wanted strict (n : ℕ) (h : 3 < n) (h2 : n < 9) : n ≠ 0
theorem_wanted turned (n : ℕ) (h : 9 > n ∧ n ≥ 4) : n ≠ 0
theorem_wanted equal (n m : ℕ) (h : n = 5) : n + m ≥ 5
theorem_wanted symbolic (n m : ℕ) (h : m ≤ n) (h2 : n ≤ m + 2) : n ≤ m + 2
theorem_wanted shadowed (n : ℕ) (h : 70 ≤ n) : ∀ n : ℕ, n + 0 = n
"""))
    assert verdict(read["strict"]).ranges == {"n": [4, 8]}
    assert verdict(read["turned"]).ranges == {"n": [4, 8]}
    assert verdict(read["equal"], bound=4).ranges == {"n": [5, 5]}
    # not a numeral: the plain shape's box, as before
    assert read["symbolic"].kind == "plain"
    # the inner `∀ n` is a variable of its own: the guard bounds the first n only
    ev = read["shadowed"].evaluated
    assert [v.name for v in ev.variables] == ["n", "n"] and len(ev.bounds) == 1


def test_a_lower_guard_beyond_the_scope_moves_it():
    v = verdict(READ["above_fails"])
    assert v.status is Status.FAILS and v.counterexample.bindings == {"n": "70"}
    assert v.ranges == {"n": [59, 122]} and v.examined == v.in_hypotheses == 64
    assert verdict(READ["periodic_fails"]).counterexample.bindings == {"n": "71"}
    assert verdict(READ["periodic_holds"]).ranges == {"n": [71, 134]}
    between = verdict(READ["between_fails"])
    assert between.ranges == {"n": [71, 100]} and between.examined == 30
    assert between.counterexample.bindings == {"n": "100"}
    assert verdict(READ["intAbove_fails"]).ranges == {"z": [-2, 124]}


@pytest.mark.parametrize("backend", ["compiled", "interpret"])
def test_an_inner_lower_guard_counts_the_scope_from_its_bound(backend):
    """`∃ m ≥ 70` inside the statement ranges m over [70, 70 + N] (N = 63 here), `∃ m > 70`
    over [71, 71 + N]: a witness 70 or 134 is found, a counterexample m = 75 of an inner `∀`
    too, and what is not found is still only within the scope, the range named."""
    assert verdict(READ["innerAbove_holds"], backend=backend).status is Status.HOLDS
    # n + 71 reaches 134 = 71 + 63 only if the strict bound starts the count at 71
    assert verdict(READ["innerStrict_holds"], backend=backend).status is Status.HOLDS
    assert verdict(READ["innerWritten_holds"], backend=backend).status is Status.HOLDS
    far = verdict(READ["innerAbove_unknown"], backend=backend)
    assert far.status is Status.UNKNOWN
    assert "ranges over ℕ from m ≥ 70 on, here [70, 70 + 63] (N=63)" in far.reason
    inner_all = verdict(READ["innerForall_fails"], backend=backend)
    assert inner_all.status is Status.FAILS and inner_all.counterexample.bindings == {"n": "0"}
    assert inner_all.ranges == {}         # m stays inner: no outer range was moved


def test_guarded_plain_statements_go_to_the_evaluator(tmp_path, capsys):
    """A plain statement whose hypotheses bound a variable by a numeral is checked by the
    evaluator over the guard's range, not by the plain shape's box [0, N]."""
    f = lean_file(tmp_path, """
theorem_wanted wrongAbove (n : ℕ) (h : 59 ≤ n) : n < 70
theorem_wanted free (a b : ℕ) : a + b = b + a
""")
    read = readings(f)
    assert read["wrongAbove"].kind == "evaluated" and read["free"].kind == "plain"
    assert main(["check", str(f), "--bound", "63"]) == 1
    out = capsys.readouterr().out
    assert "n := 70" in out and "wrongAbove: its guards bound n ∈ [59, 122]" in out
    # z3 still takes its plain shape: a counterexample beyond the box, a proof for all naturals
    assert main(["search", str(f), "wrongAbove", "--width", "8"]) == 1
    out = capsys.readouterr().out
    assert "n := 70" in out and "the hypothesis 59 ≤ n is true" in out
    assert main(["check", str(f), "wrongAbove", "--z3", "--json"]) == 1
    (entry,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert entry["backend"] == "evaluate" and entry["z3"]["status"] == "FAILS"


# --- failures with their values, undecided assignments ----------------------------------------

def test_a_failure_shows_each_hypothesis_and_each_side(tmp_path):
    read = readings(lean_file(tmp_path, """
def f (n : ℕ) : ℕ := n * n
theorem_wanted twoHyps (a b : ℕ) (h : a + 1 ≤ b) (h2 : f a = a) : f b < b + 3
"""))
    cx = verdict(read["twoHyps"]).counterexample
    assert cx.bindings == {"a": "0", "b": "3"}
    assert cx.breakdown == ["the hypothesis a + 1 ≤ b holds: a + 1 = 1, b = 3",
                            "the hypothesis f a = a holds: f a = 0, a = 0",
                            "the conclusion is false: f b = 9, b + 3 = 6"]
    above = verdict(READ["above_fails"]).counterexample
    assert above.breakdown == ["the hypothesis n ≥ 59 holds: n = 70",
                               "the conclusion is false: n = 70"]


def test_undecided_assignments_are_counted_beside_a_failure(tmp_path):
    read = readings(lean_file(tmp_path, """
theorem_wanted partly (n : ℕ) : n ≠ 1 ∧ ∃ m : ℕ, m * m = (n + 60) * (n + 60)
"""))
    for backend in ("compiled", "interpret"):
        v = verdict(read["partly"], bound=63, backend=backend, z3=False)
        assert v.status is Status.FAILS and v.counterexample.bindings == {"n": "1"}
        # n = 4 … 63: the witness n + 60 lies beyond the scope
        assert v.reason.startswith("1 assignment violates the statement; 60 of 64 assignments "
                                   "left undecided, the first at n := 4 (")
    # beyond the scope z3 finds each witness n + 60: only n = 1 is left, exactly
    settled = verdict(read["partly"], bound=63)
    assert settled.status is Status.FAILS and "left undecided" not in settled.reason
    unknown = verdict(READ["uniqueFar_unknown"])
    assert unknown.reason.endswith("(64 of 64 assignments left undecided)")


# --- quantifiers over the scope ------------------------------------------------------------------

class _Q:
    def __init__(self, exact):
        self.text, self.place = "∃! m", "T.lean:1:1"
        self.domain = type("D", (), {"exact": exact, "how": "ℕ"})()


def _quantify(kind, values, exact, body=lambda v: v):
    return R.quantify(kind, values, body, _Q(exact), lambda: None)


@pytest.mark.parametrize("kind", ["all", "any", "unique"])
def test_quantify_is_exact_only_over_an_exact_domain(kind):
    """Every combination of domain (exact or the scope) and bodies: a scope domain never makes
    an exact answer that the values outside it could change."""
    cases = {  # bodies: answer over an exact domain, over the scope
        "all": {(True, True): (True, T.Scoped(True, None)), (True, False): (False, False)},
        "any": {(False, False): (False, T.Scoped(False, None)), (False, True): (True, True)},
        "unique": {(False, False): (False, T.Scoped(False, None)),
                   (True, False): (True, T.Scoped(True, None)),
                   (True, True): (False, False)},
    }[kind]
    for bodies, (exact, scoped) in cases.items():
        got_exact = _quantify(kind, bodies, True)
        got_scoped = _quantify(kind, bodies, False)
        assert got_exact is exact, (bodies, got_exact)
        if isinstance(scoped, bool):
            assert got_scoped is scoped, (bodies, got_scoped)
        else:
            assert isinstance(got_scoped, T.Scoped) and got_scoped == scoped, (bodies, got_scoped)


def test_unique_over_the_scope_with_an_unsure_case():
    unsure = T.Scoped(True, None)
    got = _quantify("unique", (True, unsure), True)
    assert isinstance(got, T.Unknown)
    assert got.reason == "`∃! m`: a case decided only within the scope"
    # a second exact witness decides, whatever else is unsure
    assert _quantify("unique", (unsure, True, True), False) is False


def test_quantify_combines_bodies_known_only_within_the_scope():
    """A body that is itself only true (false) within the scope, or unknown, as a nested
    quantifier over the scope gives: the answer stays as weak as its weakest case (written
    against surviving mutants of `quantify`, docs/development.md)."""
    t, f, u = T.Scoped(True, "inner ∀"), T.Scoped(False, "inner ∃"), T.Unknown("panic")
    for exact in (True, False):
        got = _quantify("all", (True, t, True), exact)
        assert isinstance(got, T.Scoped) and got.value is True
        assert _quantify("all", (t, u), exact) is u and _quantify("all", (u, False), exact) is False
        got = _quantify("any", (False, f, False), exact)
        assert isinstance(got, T.Scoped) and got.value is False
        assert _quantify("any", (f, u), exact) is u and _quantify("any", (u, True), exact) is True
    assert _quantify("all", (True, t), True).why == "inner ∀"     # the inner quantifier's
    assert _quantify("any", (f,), True).why == "inner ∃"
    assert _quantify("unique", (u, False), True) is u             # an unknown case, as it came


def test_the_unique_mutants_are_killed():
    """`∃! m : ℕ` taken as exact over the scope once passed every test: it makes
    `∃! m : ℕ, m = n + 70` FAIL at n := 0 (its witness 70 lies outside N = 63), makes
    `∃! m : ℕ, m = n` HOLD with no caveat (a second witness could lie outside), and a count
    that does not stop at a second witness leaves `m * 0 = 0` UNKNOWN instead of FAILS. (The
    fixtures square m, `m * m = n * n`, so that no equation solves for it.)"""
    far = verdict(READ["uniqueFar_unknown"])
    assert far.status is Status.UNKNOWN and far.counterexample is None
    assert "`∃! m` has no witness in the scope at n := 0" in far.reason
    near = verdict(READ["uniqueNear_holds"])
    assert near.status is Status.HOLDS and "`∃! m`" in near.reason
    assert "true only within the scope" in near.reason
    two = verdict(READ["uniqueTwo_fails"])
    assert two.status is Status.FAILS and two.counterexample.bindings == {"n": "0"}
    # a guard or a finite type makes ∃! exact: no caveat
    assert verdict(READ["uniqueGuarded_holds"]).reason is None


def test_an_equation_that_solves_for_the_witness_makes_the_quantifier_exact():
    """`∃! m, m = n + 70` and `∃ m : ℤ, m = n + 100` range over the one value the equation
    gives, which holds every witness: exact, no caveat, whatever the scope; `2 * m = n + 1`
    has its candidate (n + 1) / 2 fail at n = 0, a true counterexample."""
    for name in ("uniqueSolved_holds", "existsSolved_holds"):
        v = verdict(READ[name])
        assert v.status is Status.HOLDS and v.reason is None, name
    wrong = verdict(READ["existsSolved_fails"])
    assert wrong.status is Status.FAILS and wrong.counterexample.bindings == {"n": "0"}


def test_exists_and_forall_over_int_and_lists_hold_only_in_the_scope():
    assert "`∃ m` has no witness in the scope" in verdict(READ["existsInt_unknown"]).reason
    assert "`∃ l` has no witness" in verdict(READ["existsList_unknown"]).reason
    assert "--list-length" in verdict(READ["existsList_unknown"]).reason
    held = verdict(READ["existsList_holds"])
    assert held.status is Status.HOLDS and held.reason is None   # a witness is exact


WIDENED = """
theorem_wanted lcm_pins (b : ℕ) (h₀ : Nat.lcm 120 b = 3720) (h₁ : Nat.gcd 120 b = 8) : b = 248
theorem_wanted lcm_wrong (b : ℕ) (h₀ : Nat.lcm 120 b = 3720) (h₁ : Nat.gcd 120 b = 8) : b = 249
theorem_wanted three (i m o : ℕ) (h : i * m * o = 2001) (h' : i < m ∧ m < o) : i + m + o ≤ 671
"""


def test_a_statement_vacuous_at_its_default_bound_is_widened(tmp_path, capsys):
    """miniF2F's mathd_numbertheory_222: b = 248 is the only value meeting the hypotheses, past
    the default N=63; the check is run again at 127, 255, … and its verdict says where. A wrong
    variant FAILS there with its counterexample; a bound given on the command line that is not
    the default is kept as it is."""
    f = lean_file(tmp_path, WIDENED)
    # a budget whose default is N=1 (the budget's choice is widened like the count-based one)
    assert main(["check", str(f), "--budget", "0.02", "--json"]) == 1
    got = {e["claim"]: e for e in json.loads(capsys.readouterr().out)["verdicts"]}
    assert (got["lcm_pins"]["status"], got["lcm_pins"]["scope"]) == ("HOLDS", "N=255")
    assert got["lcm_pins"]["reason"].startswith("VACUOUS at N=1 (no assignment met the "
                                                "hypotheses), so widened")
    assert got["lcm_pins"]["in_hypotheses"] == 1
    assert (got["lcm_wrong"]["status"], got["lcm_wrong"]["scope"]) == ("FAILS", "N=255")
    assert got["lcm_wrong"]["counterexample"]["bindings"] == {"b": "248"}
    # 2001 = 3 · 23 · 29: three variables are widened from N=1 to N=31
    assert (got["three"]["status"], got["three"]["scope"]) == ("HOLDS", "N=31")
    # under the default budget the chosen box already holds b = 248: nothing to widen
    assert main(["check", str(f), "lcm_pins", "--json"]) == 0
    (entry,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert entry["status"] == "HOLDS" and entry["in_hypotheses"] == 1
    assert not (entry["reason"] or "").startswith("VACUOUS")
    assert main(["check", str(f), "lcm_pins", "--bound", "100", "--json"]) == 1
    (entry,) = json.loads(capsys.readouterr().out)["verdicts"]
    assert (entry["status"], entry["scope"]) == ("VACUOUS", "N=100")


@pytest.mark.parametrize("work", [lambda n: n + 1, lambda n: (n + 1) ** 2, lambda n: 2 ** n,
                                  lambda n: 1 << 40])
def test_the_widest_fitting_bound_is_the_scans(monkeypatch, work):
    """`widened`'s last try, the widest N between a bound and its doubling whose work fits,
    found by bisection, is the one a scan from the top finds (None when none fits)."""
    from pychecks.lean.evaluate import check as C
    monkeypatch.setattr(C, "_work", lambda ev, n, length: work(n))
    monkeypatch.setattr(C, "WIDEN_WORK", 4000)
    for low in (0, 5, 62, 1000, 1999, 2000, 3999, 4000):
        high = 2 * low + 1
        scan = next((m for m in range(high - 1, low, -1) if work(m) <= C.WIDEN_WORK), None)
        assert C._widest_fitting(None, low, high, 3) == scan, low
