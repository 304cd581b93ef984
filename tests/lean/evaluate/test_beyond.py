"""z3 beyond the scope (`pychecks.lean.evaluate.beyond`): quantifiers the scope leaves open,
settled by a proof or by a value the back end confirms; never by ℝ's answer to a question
about ℚ that ℝ answers differently."""
from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
import z3

from pychecks.lean.evaluate import beyond as B
from pychecks.lean.evaluate.library import LIBRARY
from pychecks.verdict import Status

from evaluation import lean_file, readings, verdict

FILE = """open Function

def f (x : ℤ) : ℤ := 3 * x + 1

theorem not_injective_sub : ¬ Injective (fun (x : ℚ) ↦ x - 12) := by sorry
theorem not_injective_def : ¬ Injective f := by sorry
theorem surjective_double : Surjective (fun (x : ℤ) ↦ 2 * x) := by sorry
theorem surjective_shift : Surjective (fun (x : ℤ) ↦ x + 3) := by sorry
theorem surjective_square : Surjective (fun (n : ℕ) ↦ n ^ 2) := by sorry
theorem square_far : ∃ n : ℕ, n * n = 10000 := by sorry
theorem half_odd : ∃ n : ℕ, 2 * n = 10001 := by sorry
theorem truncated : ∃ m : ℕ, m - 200 = 0 ∧ m > 150 := by sorry
theorem truncated_int : ∃ m : ℤ, m - 200 = 0 ∧ m > 250 := by sorry
theorem by_zero : ∃ m : ℕ, m / 0 = 0 ∧ m % 0 = m ∧ m > 1000 := by sorry
theorem ediv_negative : ∃ m : ℤ, m / (-7) = -3 ∧ m % (-7) = 1 ∧ m > 0 := by sorry
theorem above (a : ℤ) : ∃ b : ℤ, b > a + 1000 := by sorry
theorem above_wrong (a : ℤ) : ∃ b : ℤ, b > a + 1000 ∧ b % 2 = 3 := by sorry
theorem cube_roots : ∀ x : ℚ, ∃ y : ℚ, y ^ 3 = x := by sorry
theorem square_roots : ∀ x : ℚ, x ≥ 0 → ∃ y : ℚ, y * y = x := by sorry
theorem between : ∀ x y : ℚ, x < y → ∃ z : ℚ, x < z ∧ z < y := by sorry
theorem floor_far : ∃ q : ℚ, ⌊q⌋ = 500 ∧ q > 500 := by sorry
theorem pairs_bijective : Bijective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m + 2 * n)) := by sorry
theorem pairs_not_onto : Bijective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m - n)) := by sorry
theorem pairs_projection : ∀ p : ℤ × ℤ, ∃ q : ℤ × ℤ, q.1 = p.2 + 100 ∧ q.2 = p.1 := by sorry
"""


@pytest.fixture(scope="module")
def statements(tmp_path_factory):
    return readings(lean_file(tmp_path_factory.mktemp("beyond"), FILE))


EXPECTED = {
    "not_injective_sub": Status.FAILS, "not_injective_def": Status.FAILS,
    "surjective_double": Status.FAILS, "surjective_shift": Status.HOLDS,
    "square_far": Status.HOLDS, "half_odd": Status.FAILS, "truncated": Status.HOLDS,
    "truncated_int": Status.FAILS, "by_zero": Status.HOLDS, "ediv_negative": Status.HOLDS,
    "above": Status.HOLDS, "above_wrong": Status.FAILS, "between": Status.HOLDS,
    "floor_far": Status.HOLDS, "pairs_bijective": Status.HOLDS, "pairs_not_onto": Status.FAILS,
    "pairs_projection": Status.HOLDS,
}


#: decided without z3: an equation or guard the hypotheses solve already fixes the value
SETTLED_IN_THE_SCOPE = {"half_odd", "truncated", "truncated_int", "by_zero"}


@pytest.mark.parametrize("backend", ["compiled", "interpret"])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_z3_settles_what_the_scope_leaves_open(statements, name, backend):
    v = verdict(statements[name], bound=6, backend=backend)
    assert v.status is EXPECTED[name], v.reason
    if name not in SETTLED_IN_THE_SCOPE:
        assert "decided beyond the scope by z3" in v.reason


def test_a_closed_statement_z3_decided_is_closed(statements):
    v = verdict(statements["surjective_shift"], bound=6)
    assert v.scope == "closed"
    assert "true only within the scope" not in v.reason


@pytest.mark.parametrize("name", ["cube_roots", "square_roots"])
def test_reals_answer_is_not_taken_for_the_rationals(statements, name):
    # over ℝ every x has a cube root (and x ≥ 0 a square root); over ℚ not: z3's proof over
    # ℝ of a formula with a ℚ quantifier inside and a product is refused, and its irrational
    # witnesses are no values
    v = verdict(statements[name], bound=6)
    assert v.status is Status.UNKNOWN, v.reason


def test_surjective_square_is_false_by_a_value_z3_cannot_reach_confirmed(statements):
    # 2 is no square: the scope finds b = 2 with no a in it, and z3 proves none beyond
    v = verdict(statements["surjective_square"], bound=6)
    assert v.status in (Status.FAILS, Status.UNKNOWN)
    assert v.status is not Status.HOLDS


# --- each library entry's z3 meaning is the library's (the evaluator's) ----------------------

_INTS = range(-7, 8)
_NATS = range(0, 8)
_RATS = sorted({Fraction(a, b) for a in range(-6, 7) for b in (1, 2, 3)})


def _domain(name, kind):
    if kind == "real":
        return _RATS
    if name.startswith("Nat.") or name in ("Even", "Odd"):
        return _NATS
    return _INTS


def _value(t):
    t = z3.simplify(t)
    if z3.is_true(t) or z3.is_false(t):
        return z3.is_true(t)
    if z3.is_int_value(t):
        return t.as_long()
    return Fraction(t.numerator_as_long(), t.denominator_as_long())


@pytest.mark.parametrize("name", sorted(B._LIB))
def test_each_entry_means_in_z3_what_the_library_computes(name):
    arity, kind, fn = B._LIB[name]
    impl = LIBRARY[name].impl
    if kind == "pow":
        base = _RATS if name == "Rat.pow" else (_NATS if name == "Nat.pow" else _INTS)
        for a, k in itertools.product(base, range(0, 5)):
            low = B._Lowering(None, {}, None)
            from pychecks.lean.evaluate import ir as I
            term = low.term(I.Lib(name, impl, args=(I.Lit(a), I.Lit(k))), {})
            assert _value(term) == impl(a, k), (a, k)
        return
    for args in itertools.product(_domain(name, kind), repeat=arity):
        if kind in ("int", "any") and any(isinstance(a, Fraction) for a in args):
            continue
        if name in ("Rat.floor", "Rat.ceil", "Int.floor", "Int.ceil", "Nat.floor",
                    "Nat.ceil") or kind != "real":
            zs = [B._constant(a) for a in args]
        else:
            zs = [z3.RealVal(a) for a in args]
        if kind == "real":
            zs = [z3.ToReal(a) if z3.is_int(a) else a for a in zs]
        got = _value(fn(*zs))
        want = impl(*args)
        assert got == want, (name, args, got, want)


def test_a_wrong_meaning_is_caught_by_that_comparison():
    # the mutant: ℕ subtraction without truncation disagrees with `Nat.sub` at 2 - 5
    impl = LIBRARY["Nat.sub"].impl
    wrong = lambda a, b: a - b      # noqa: E731
    assert any(_value(wrong(z3.IntVal(a), z3.IntVal(b))) != impl(a, b)
               for a, b in itertools.product(_NATS, repeat=2))


def test_the_readme_example_and_scope_only(tmp_path, capsys):
    from pychecks.cli import main
    f = lean_file(tmp_path, "open Function\n"
                  "theorem double : Surjective (fun (x : ℤ) ↦ 2 * x) := by sorry\n")
    (r,) = readings(f).values()
    v = verdict(r)
    assert v.status is Status.FAILS and v.scope == "closed"
    assert "decided beyond the scope by z3: `∃ a`" in v.reason
    assert main(["check", str(f)]) == 1
    assert "FAILS" in capsys.readouterr().out
    main(["check", str(f), "--scope-only"])
    out = capsys.readouterr().out
    assert "UNKNOWN" in out and "has no witness in the scope" in out


def test_one_question_settles_every_assignment(tmp_path):
    """`∃ m > n, m % 1000 = 999` at each n: z3 is asked once whether it holds whatever n,
    not once per assignment; its wrong twin has no witness at any n, also settled at once."""
    read = readings(lean_file(tmp_path, """
theorem far (n : ℕ) (k : ℤ) : ∃ m : ℕ, m > n ∧ m % 1000 = 999 ∧ (m : ℤ) > k := by sorry
theorem far_wrong (n : ℕ) : ∃ m : ℕ, m > n ∧ m % 1000 = 1000 := by sorry
"""))
    from pychecks.lean.evaluate import beyond as Bm
    asked = []
    original = Bm.Beyond._ask

    def counting(self, q, env, body):
        asked.append(q.text)
        return original(self, q, env, body)
    Bm.Beyond._ask = counting
    try:
        v = verdict(read["far"], bound=20)
        wrong = verdict(read["far_wrong"], bound=20)
    finally:
        Bm.Beyond._ask = original
    assert v.status is Status.HOLDS and "decided beyond the scope by z3" in v.reason
    assert "true only within the scope" not in v.reason
    assert wrong.status is Status.FAILS and wrong.counterexample.bindings == {"n": "0"}
    assert asked == []          # no assignment needed a question of its own
