"""The three-valued rule (spec lean-evaluator.md, "Scope and what a verdict means"): exact truth
is a bool, "only within the scope" is `Scoped`, and the connectives combine them; an `∃` with no
witness in the scope is never FAILS; generated statements never give FAILS without a concrete
counterexample whose conclusion is false exactly, however large the scope it is evaluated in."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evaluation import lean_file, readings, verdict
from pychecks.lean.evaluate import scope as S
from pychecks.lean.evaluate import truth as T
from pychecks.lean.evaluate.beyond import Beyond
from pychecks.lean.evaluate.interpret import Interpreter

t, f = T.Scoped(True, "∀"), T.Scoped(False, "∃")
u = T.Unknown("?")


def test_connectives():
    assert T.t_and(False, u) is False and T.t_or(True, u) is True
    assert T.t_and(True, t) is t and T.t_and(t, f) is f and T.t_and(u, t) is u
    assert T.t_or(False, f) is f and T.t_or(t, f) is t and T.t_or(u, f) is u
    assert T.t_not(t) == T.Scoped(False, None) and T.t_not(u) is u
    assert T.t_implies(f, False) == T.Scoped(True, None)     # a hypothesis false in the scope
    assert T.t_iff(True, True) is True and T.t_iff(t, False) == T.Scoped(False, None)
    # the other side exact (written against surviving mutants of `truth`, docs/development.md)
    assert T.t_and(t, True) is t and T.t_or(f, False) is f and T.t_or(True, f) is True
    assert T.t_iff(t, True) == T.Scoped(True, None) and T.t_iff(True, f) == T.Scoped(False, None)
    assert T.t_iff(f, False) == T.Scoped(True, None) and T.value_of(False) is False
    # a truth only within the scope keeps the quantifier that ranged, for the reason it gives
    assert T.t_iff(t, True).why == "∀" and T.t_iff(False, f).why == "∃"
    assert T.t_not(t).why == "∀" and T.t_implies(f, False).why == "∃"
    assert T.Scoped(True, None) != T.Scoped(False, None) and T.Scoped(True, "x") != True
    assert T.Unknown("why").reason == "why"


def test_quantifiers_over_the_scope():
    assert T.ranged_all(True, "q") == T.Scoped(True, None)    # held for every value seen
    assert T.ranged_all(False, "q") is False                 # a counterexample: exact
    assert T.ranged_any(True, "q") is True                   # a witness: exact
    assert T.ranged_any(False, "q") == T.Scoped(False, None)  # none seen: only in the scope


def test_an_exists_with_no_witness_in_the_scope_is_never_fails(tmp_path):
    read = readings(lean_file(tmp_path, """
theorem_wanted far (x : ℕ) : ∃ y : ℕ, y * y = (x + 100) * (x + 100)
theorem_wanted near (x : ℕ) : ∃ y : ℕ, y * y = (x + 1) * (x + 1)
theorem_wanted solved (x : ℕ) : ∃ y : ℕ, y = x + 100
theorem_wanted bounded (x : ℕ) : ∃ y < x + 2, y > x
theorem_wanted boundedWrong (x : ℕ) : ∃ y < x, y > x
theorem_wanted above (x : ℕ) : ∃ y : ℕ, y > x + 100
"""))
    v = verdict(read["far"], z3=False)
    assert v.status.value == "UNKNOWN" and v.counterexample is None
    assert "`∃ y` has no witness in the scope at x := 0" in v.reason
    near = verdict(read["near"], z3=False)
    assert near.status.value == "UNKNOWN" and "at x := 63" in near.reason
    # beyond the scope z3 finds y = x + 100, which the back end confirms
    for name in ("far", "near"):
        assert verdict(read[name]).status.value == "HOLDS", name
    # an equation that solves for y gives its witness whatever the scope (`domains._solution`)
    assert verdict(read["solved"]).status.value == "HOLDS"
    assert verdict(read["bounded"]).status.value == "HOLDS"          # the bound is a guard
    wrong = verdict(read["boundedWrong"])
    assert wrong.status.value == "FAILS" and wrong.counterexample.bindings == {"x": "0"}
    # a lower bound is a guard too: y over [x + 100 + 1, x + 101 + N], where y = x + 101 is
    assert verdict(read["above"]).status.value == "HOLDS"


def test_a_let_bound_move_relation_is_a_guard(tmp_path):
    """`∃ q, M p q ∧ …` with `let M := fun p q => …` lowering the position (z3 proves it, as for
    a `def`): q ranges exactly over the positions below p, so the missing move is a FAILS, not
    an `∃` with no witness in the scope. A relation that does not lower is no guard."""
    read = readings(lean_file(tmp_path, """
theorem_wanted letMove (p : Fin 2 → ℕ) :
    let M : (Fin 2 → ℕ) → (Fin 2 → ℕ) → Prop := fun p q => q ≤ p ∧ ∑ k, q k + 1 = ∑ k, p k
    (∑ k, p k) % 3 = 2 → ∃ q, M p q ∧ (∑ k, q k) % 3 = 0
theorem_wanted letRaise (p : Fin 2 → ℕ) :
    let M : (Fin 2 → ℕ) → (Fin 2 → ℕ) → Prop := fun p q => p ≤ q ∧ ∑ k, p k + 1 = ∑ k, q k
    (∑ k, p k) % 3 = 2 → ∃ q, M p q ∧ (∑ k, q k) % 3 = 1
"""))
    v = verdict(read["letMove"], bound=4)
    assert v.status.value == "FAILS" and v.counterexample.bindings == {"p": "![0, 2]"}
    raise_ = verdict(read["letRaise"], bound=4)
    assert raise_.status.value in ("HOLDS", "UNKNOWN") and raise_.reason is not None


def test_what_holds_only_within_the_scope_is_counted_and_said(tmp_path, capsys):
    """A hypothesis `∃ m, m * m = (n + 1) * (n + 1)` (no equation solves for m) has no witness
    in the scope at n = N: the assignment is true
    only within the scope (the statement is in fact false there), so the HOLDS counts it and
    names the `∃`, in the table's notes as well as the JSON. A `∀` that holds on the whole scope
    under a negation leaves its assignment false only within it: UNKNOWN, worded for a `∀`."""
    from pychecks.cli import main
    f = lean_file(tmp_path, """
theorem_wanted hypWitness (n : ℕ) (h : ∃ m : ℕ, m * m = (n + 1) * (n + 1)) : n < 63
theorem_wanted negAll (n : ℕ) : ¬ ∀ m : ℕ, m ≤ n
theorem_wanted hypAbove (n : ℕ) (h : ∃ m : ℕ, m > n) : n < 63
""")
    read = readings(f)
    v = verdict(read["hypWitness"], bound=63, z3=False)
    assert v.status.value == "HOLDS" and v.scope == "N=63"
    # z3 finds the hypothesis's witness m = 64 at n = 63, so that assignment is a genuine
    # counterexample
    found = verdict(read["hypWitness"], bound=63)
    assert found.status.value == "FAILS" and found.counterexample.bindings == {"n": "63"}
    # `m > n` bounds m from below: m = 64 is found at n = 63, which the conclusion refutes
    above = verdict(read["hypAbove"], bound=63)
    assert above.status.value == "FAILS" and above.counterexample.bindings == {"n": "63"}
    assert v.reason.startswith("1 of 64 assignments true only within the scope: `∃ m`")
    neg = verdict(read["negAll"], bound=63, z3=False)
    assert neg.status.value == "UNKNOWN" and neg.counterexample is None
    assert "`∀ m` holds on every value of the scope at n := 63" in neg.reason
    assert "a counterexample may lie outside" in neg.reason
    assert main(["check", str(f), "hypWitness", "--bound", "63", "--scope-only"]) == 0
    out = capsys.readouterr().out
    assert "hypWitness HOLDS at N=63, with a caveat: 1 of 64 assignments true only within" in out


# --- generated statements ----------------------------------------------------------------------

ATOMS = ["x", "y", "z", "0", "1", "2", "3"]


@st.composite
def terms(draw, names):
    a, b = draw(st.sampled_from(names + ["1", "2"])), draw(st.sampled_from(names + ["0", "3"]))
    op = draw(st.sampled_from(["+", "*", "-", "%"]))
    return f"({a} {op} {b})" if draw(st.booleans()) else a


@st.composite
def formulas(draw, names, depth=0):
    if depth >= 2 or draw(st.integers(0, 3)) == 0:
        lhs, rhs = draw(terms(names)), draw(terms(names))
        return f"{lhs} {draw(st.sampled_from(['=', '≠', '<', '≤']))} {rhs}"
    kind = draw(st.sampled_from(["∧", "∨", "→", "¬", "∀", "∃", "∃<", "∀≤"]))
    if kind == "¬":
        return f"¬ ({draw(formulas(names, depth + 1))})"
    if kind in ("∀", "∃", "∃<", "∀≤"):
        v = "yz"[depth] if depth < 2 else "w"
        body = draw(formulas(names + [v], depth + 1))
        bound = f" {'<' if kind == '∃<' else '≤'} {draw(st.sampled_from(names + ['3']))}" \
            if len(kind) > 1 else " : ℕ"
        return f"({kind[0]} {v}{bound}, {body})"
    a, b = draw(formulas(names, depth + 1)), draw(formulas(names, depth + 1))
    return f"({a}) {kind} ({b})"


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(formulas(["x"]))
def test_generated_statements_fail_only_on_a_genuine_counterexample(tmp_path_factory, body):
    path = lean_file(tmp_path_factory.mktemp("gen"), f"theorem_wanted g (x : ℕ) : {body}\n")
    (r,) = readings(path).values()
    if r.kind != "evaluated":
        return                      # a shape took it (the plain statements' own tests check)
    v = verdict(r, bound=4)
    if v.status.value != "FAILS":
        return
    assert v.counterexample is not None
    ev = r.evaluated
    env = {var.py: int(v.counterexample.bindings[var.name]) for var in ev.variables}
    for n in (4, 9):                # exact False stays False whatever the scope
        interp = Interpreter(ev.elab.program, S.Scope(n, 1), info=ev.elab.info,
                             beyond=Beyond(ev.elab.program))
        hyps = [interp.run(h, env) for h, _ in ev.hypotheses]
        assert all(h is True for h in hyps), (body, n)
        assert interp.run(ev.conclusion, env) is False, (body, n)
    for backend in ("compiled", "interpret"):
        again = verdict(r, bound=9, backend=backend)
        assert again.status.value == "FAILS", body
