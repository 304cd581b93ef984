"""Valid Lean that must never cost a file (spec lean-evaluator.md, "Robust reading"): each
construct stands in a file beside a good statement, which still gets its verdict; a statement
that uses what pychecks cannot read is UNKNOWN naming it. Also issue 20's parser items: `∑`
with a binder-term body, and a `theorem_wanted` with a proof (one line, exit 2)."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict
from pychecks.backends import enumerator
from pychecks.cli import main
from pychecks.lean.read import parser as S

GOOD = "theorem_wanted good (a b : ℕ) : a * b = b * a\n"  # no shape takes a product

# construct: (Lean text around the good statement, statements expected UNKNOWN and a word of why)
CONSTRUCTS = {
    "def … where": ("""def total (p : List ℕ) : ℕ := go p 0
where
  go : List ℕ → ℕ → ℕ
    | [], acc => acc
    | a :: t, acc => go t (acc + a)
theorem_wanted total_pair (a b : ℕ) : total [a, b] = a + b
""", {}),
    "structure instance with where": ("""structure S where
  a : ℕ
  b : ℕ := 0
def s : S where
  a := 1
  b := 2
theorem_wanted s_sum : s.a + s.b = 3
theorem_wanted s_inst : ({ a := 1 } : S).b = 0
""", {}),
    "untyped binder": ("theorem_wanted untyped (i) (j : ℕ) : i + j = j + i\n", {}),
    "universe annotations": ("""universe u
def len {α : Type u} (l : List.{u} α) : ℕ := l.length
theorem_wanted len_pair (a b : ℕ) : len [a, b] = 2
""", {}),
    "variable": ("""variable (n : ℕ)
theorem_wanted var_used : n + 0 = n
""", {}),
    "open … in, section, set_option": ("""section Inner
open Nat in
theorem_wanted succ_pos' (n : ℕ) : 0 < succ n
set_option maxHeartbeats 400000 in
theorem_wanted opt (n : ℕ) : n ≤ n
end Inner
""", {}),
    "attributes": ("""@[simp] def twice (n : ℕ) : ℕ := 2 * n
attribute [simp] twice
theorem_wanted twice_even (n : ℕ) : twice n % 2 = 0
""", {}),
    "custom commands, #eval, example": ("""determine solution : ℕ := 5
problem custom_problem : solution = 5 := by
  rfl
#eval 1 + 1
example : 1 + 1 = 2 := rfl
""", {}),
    "deriving": ("""inductive Color where
  | red
  | green
  deriving Repr, DecidableEq
deriving instance Inhabited for Color
theorem_wanted color_ne : Color.red ≠ Color.green
""", {}),
    "instance": ("""structure V where
  x : ℕ
instance : Add V := ⟨fun u v => ⟨u.x + v.x⟩⟩
theorem_wanted v_add (u v : V) : (u + v).x = u.x + v.x
""", {"v_add": "`+` on `"}),
    "notation and macro": ("""def dbl (n : ℕ) : ℕ := 2 * n
notation "𝔻" => dbl
macro "twice!" x:term : term => `($x + $x)
theorem_wanted uses_notation (n : ℕ) : 𝔻 n = n + n
""", {}),   # the file's notation is expanded (issue 29); the macro, used nowhere, costs nothing
}


def _file(tmp_path, body: str):
    return lean_file(tmp_path, "import Mathlib\n\nnamespace R\n\n" + body + "\n" + GOOD +
                     "\nend R\n")


@pytest.mark.parametrize("construct", sorted(CONSTRUCTS))
def test_a_construct_never_costs_the_file(tmp_path, construct):
    body, unknown = CONSTRUCTS[construct]
    read = readings(_file(tmp_path, body))
    v = verdict(read["good"])
    assert (v.status.value, v.scope) == ("HOLDS", "N=63")
    for name, r in read.items():
        if name in unknown:
            assert r.kind == "outside" and unknown[name] in r.reason, r.reason
        elif name != "good":
            assert r.kind in ("evaluated", "plain", "kernel"), (name, r.reason)
            checked = verdict(r) if r.kind == "evaluated" else enumerator().check(r.statement, 3)
            assert checked.status.value == "HOLDS", (name, checked.reason)


def test_statements_after_a_mutual_block_keep_their_namespace(tmp_path):
    f = _file(tmp_path, """mutual
inductive Even : ℕ → Prop where
  | zero : Even 0
  | succ {n : ℕ} : Odd n → Even (n + 1)
inductive Odd : ℕ → Prop where
  | succ {n : ℕ} : Even n → Odd (n + 1)
end
theorem_wanted even_iff (n : ℕ) : Even n ↔ n % 2 = 0
""")
    _, rs = __import__("pychecks.lean.claims.catalogue", fromlist=["read_file"]).read_file(f)
    names = {r.name for r in rs}
    assert names == {"R.even_iff", "R.good"}
    (r,) = [r for r in rs if r.name == "R.even_iff"]
    assert verdict(r).status.value == "HOLDS"


def test_structures_and_inductive_types_are_never_called_undefined(tmp_path):
    f = _file(tmp_path, """structure Big where
  f : ℕ → ℕ
inductive Rose where
  | node (kids : List Rose)
inductive Tree where
  | leaf
  | node (l r : Tree)
theorem_wanted big (b : Big) : b.f 0 = b.f 0
theorem_wanted rose (t : Rose) : t = t
theorem_wanted tree (t : Tree) : t = t
""")
    read = readings(f)
    for name in ("big", "rose"):
        assert read[name].kind == "outside"
        assert "neither defined" not in read[name].reason, read[name].reason
    assert "function type" in read["big"].reason
    assert "nested or mutual recursive inductive type" in read["rose"].reason
    # a directly recursive one ranges over its values of depth ≤ N (test_scope_and_printing)
    assert verdict(read["tree"]).status.value == "HOLDS"


def test_a_binder_notation_body_is_any_term(tmp_path):
    f = _file(tmp_path, """theorem_wanted count_zero (p : Fin 3 → ℕ) :
    (∑ i, if p i = 0 then 1 else 0) ≤ 3
theorem_wanted sum_shift (p : Fin 2 → ℕ) : ∑ k, p k + 1 = p 0 + p 1 + 1
""")
    lean = S.parse_file(f)
    (count,) = [d for d in lean.declarations if d.name == "count_zero"]
    assert count.error is None
    read = readings(f)
    assert all(read[n].statement is not None or read[n].kind == "evaluated"
               for n in ("count_zero", "sum_shift"))


def test_a_theorem_wanted_with_a_proof_is_one_line_and_exit_2(tmp_path, capsys):
    f = lean_file(tmp_path, "theorem_wanted fine (a : ℕ) : a = a\n\n"
                            "theorem_wanted proved (a : ℕ) : a + 0 = a := by\n  simp\n")
    assert main(["check", str(f)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"{f}:3:43: theorem_wanted proved has a proof" in err, err


def test_what_pychecks_never_guesses_is_unknown_with_its_place(tmp_path):
    f = _file(tmp_path, """axiom magic : ℕ
noncomputable def choose' (n : ℕ) : ℕ := n
opaque secret : ℕ
partial def loop (n : ℕ) : ℕ := loop n
def holey (n : ℕ) : ℕ := sorry
theorem_wanted uses_axiom : magic = magic
theorem_wanted uses_noncomputable (n : ℕ) : choose' n = n
theorem_wanted uses_opaque : secret = secret
theorem_wanted uses_partial (n : ℕ) : loop n = n
theorem_wanted uses_sorry (n : ℕ) : holey n = n
theorem_wanted uses_unknown (n : ℕ) : hyperoperation 3 n 2 ≤ n * n
""")
    read = readings(f)
    expected = {"uses_axiom": "an axiom", "uses_noncomputable": "`noncomputable`",
                "uses_opaque": "opaque", "uses_partial": "`partial`", "uses_sorry": "`sorry`",
                "uses_unknown": "`hyperoperation` is neither defined"}
    for name, why in expected.items():
        r = read[name]
        assert r.kind == "outside", name
        assert why in r.reason and r.reason.startswith(f"{f}:"), r.reason


def test_an_untyped_binder_takes_its_type_from_either_side_of_a_comparison(tmp_path):
    """`¬ ∀ m, m ≤ n`: `binrel%` elaborates both sides before it chooses, so the untyped `m`
    (left of `≤`) is ℕ from `n`, as in the typed twin, under `¬`, `∃` and `→` alike."""
    read = readings(lean_file(tmp_path, """
theorem_wanted untyped (n : ℕ) : ¬ ∀ m, m ≤ n
theorem_wanted typed (n : ℕ) : ¬ ∀ m : ℕ, m ≤ n
theorem_wanted onInt (n : ℤ) : ¬ ∀ m, m < n
theorem_wanted arith (n : ℕ) : ¬ ∀ m, m ≤ n + 1
theorem_wanted inExists (n : ℕ) : ∃ m, m ≤ n ∧ n ≤ m
theorem_wanted inExistsWrong (n : ℕ) : ∃ m, m < n ∧ n ≤ m
theorem_wanted inPremise (n : ℕ) : (∀ m, m ≤ n) → n = n
theorem_wanted inPremiseWrong (n : ℕ) : (∃ m, m < n) → n = 0
"""))
    for name in ("untyped", "typed", "onInt", "arith", "inExists", "inExistsWrong", "inPremise",
                 "inPremiseWrong"):
        assert read[name].kind == "evaluated", (name, read[name].reason)
    untyped, typed = verdict(read["untyped"], 8, z3=False), verdict(read["typed"], 8, z3=False)
    # the same verdict as the typed twin, worded the same after the `∀`'s place
    assert untyped.status.value == typed.status.value == "UNKNOWN"
    assert untyped.reason.split("holds on", 1)[1] == typed.reason.split("holds on", 1)[1]
    assert "at n := 8: it ranges over ℕ" in untyped.reason
    # beyond the scope z3 finds m = n + 1 for both
    assert verdict(read["untyped"], 8).status.value == verdict(read["typed"], 8).status.value \
        == "HOLDS"
    assert verdict(read["onInt"], 8).status.value == "HOLDS"      # m := n is never < n
    assert verdict(read["inExists"], 8).status.value == "HOLDS"
    wrong = verdict(read["inExistsWrong"], 8)
    # `m < n` bounds the `∃` (a guard), so it is decided exactly
    assert wrong.status.value == "FAILS" and wrong.counterexample.bindings == {"n": "0"}
    assert verdict(read["inPremise"], 8, z3=False).status.value == "HOLDS"
    # z3 finds m = n + 1 beyond the scope: the premise is false at every n, nothing is tested
    assert verdict(read["inPremise"], 8).status.value == "VACUOUS"
    premise = verdict(read["inPremiseWrong"], 8)
    assert premise.status.value == "FAILS" and premise.counterexample.bindings == {"n": "1"}


def test_a_binder_bounded_by_numerals_takes_its_type_from_its_uses(tmp_path):
    """`∀ k < 5, P` is `∀ k, k < 5 → P`, and Lean applies a numeral's default instance (ℕ)
    only once nothing else fixed k's type: with x : ℤ, `k + x` makes k an integer (k = -1
    refutes the first), as `(k : ℤ)` does; with a length, k is ℕ and it holds."""
    read = readings(lean_file(tmp_path, """
theorem_wanted onInt (x : ℤ) : ∀ k < 5, k + x ≥ x
theorem_wanted spelled (x : ℤ) : ∀ k, k < 5 → k + x ≥ x
theorem_wanted ascribed (x : ℤ) : ∀ k < 5, (k : ℤ) + x ≥ x
theorem_wanted natVar (l : List ℕ) : ∀ k < 5, k + l.length ≥ l.length
theorem_wanted inExists (x : ℤ) : ∃ k > 5, k + x < x
"""))
    for name in ("onInt", "spelled", "ascribed"):
        v = verdict(read[name], 4)
        assert v.status.value == "FAILS", (name, v.reason)
        assert v.counterexample.bindings.get("k", "-1") == "-1"
    assert verdict(read["natVar"], 4).status.value == "HOLDS"
    from pychecks.lean.evaluate import ir as I
    (k,) = [q for q in I.walk(read["natVar"].evaluated.conclusion) if isinstance(q, I.Quant)]
    assert k.domain.scope_type.name == "Nat"
    ex = read["inExists"].evaluated.conclusion
    assert ex.domain.scope_type.name == "Int"


def test_an_inner_quantifier_too_large_to_list_is_undecided_not_an_error(tmp_path, monkeypatch):
    """compfiles' Usa1990P1: `IsGreatest {k | ∃ S : Finset (Fin 6 → ZMod 10), …} …` has no
    variable of its own, but its inner `∃ S` ranges over 2^(10^6) sets: that assignment is
    undecided with the reason (it raised NotEnumerable, an internal error), in both back ends."""
    monkeypatch.setenv("PYCHECKS_STRICT", "1")
    f = _file(tmp_path, "theorem_wanted big : ∃ S : Finset (Fin 4 → Fin 10), S.card = 1\n")
    r = readings(f)["big"]
    for backend in ("native", "interpret"):
        v = verdict(r, bound=1, backend=backend)
        assert v.status.value == "UNKNOWN" and "too many" in v.reason, (backend, v.reason)


def test_a_definition_met_while_a_binder_type_is_inferred_is_elaborated_whole(tmp_path):
    """`∀ p q, p ∈ P → M p q → …` infers p's type in a pass that leaves some terms open; the
    `M` it reaches was kept with an open body, which later evaluated to nothing (an internal
    AttributeError, found by test_random_relations_are_read_or_refused_with_a_reason). M is now
    elaborated as itself: here its body is no proposition, so the statement is refused."""
    f = _file(tmp_path, "def M (p q : Fin 2 → ℕ) : Prop := 0 + 0\n"
              "theorem_wanted t :\n    let P : Set (Fin 2 → ℕ) := {p | p 0 = p 1}\n"
              "    (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P\n")
    r = readings(f)["t"]
    assert r.kind == "outside" and "`0 + 0` has type `ℕ` where `Prop` is expected" in r.reason
