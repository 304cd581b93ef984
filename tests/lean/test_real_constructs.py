"""The constructs real Lean statements use that the reader once refused (issue 29): library
names (`Nat.Prime` and `p.Prime`, `Nat.divisors`, `Nat.properDivisors`, `abs` and Mathlib's
`|x|`, `id`, `List.filterMap`, `List.insert`, `List.eraseDups`, `List.rotate`, `l[i]?`,
`Finset.product` and `s ×ˢ t`). Each is read both ways: a true statement HOLDS, and a wrong
variant FAILS at its smallest counterexample, so a name evaluated wrongly cannot pass."""
from __future__ import annotations

import pytest

from pychecks.lean.claims.catalogue import make_claim, read_text
from pychecks.lean.read import parser as P


def checked(text: str, bound: int = 6) -> dict:
    """Statement name → its verdict at `bound`."""
    _, readings = read_text(text, "T.lean")
    out = {}
    for r in readings:
        claim = make_claim(r, source="T.lean", command_target="T.lean")
        out[r.name] = claim.check(bound if claim.default_bound is not None else None)
    return out


def statuses(text: str, bound: int = 6) -> dict:
    return {name: v.status.value for name, v in checked(text, bound).items()}


def counterexample(verdict) -> dict:
    assert verdict.status.value == "FAILS", verdict.reason
    return verdict.counterexample.bindings


# (true statement, wrong variant, the wrong variant's smallest counterexample)
LIBRARY_CASES = {
    "prime_hypothesis": ("(p : ℕ) (hp : Nat.Prime p) (h : 2 < p) : p % 2 = 1",
                         "(p : ℕ) (hp : Nat.Prime p) : p % 2 = 1", {"p": "2"}),
    "prime_dot": ("(p : ℕ) (hp : p.Prime) (h : 3 < p) : p % 6 = 1 ∨ p % 6 = 5",
                  "(p : ℕ) (hp : p.Prime) (h : 2 < p) : p % 6 = 1", {"p": "3"}),
    "prime_square": ("(n : ℕ) (h : 1 < n) : ¬ Nat.Prime (n * n)",
                     "(n : ℕ) (h : 1 < n) : ¬ Nat.Prime (n * n + 1)", {"n": "2"}),
    "divisors": ("(n : ℕ) (h : 0 < n) : n ∈ n.divisors ∧ 1 ∈ Nat.divisors n",
                 "(n : ℕ) : 1 ∈ Nat.divisors n", {"n": "0"}),
    "divisors_sum": (": ∑ k ∈ Nat.divisors 12, k = 28", ": ∑ k ∈ Nat.divisors 12, k = 16", {}),
    "proper_divisors": ("(n : ℕ) : n ∉ n.properDivisors",
                        "(n : ℕ) (h : 0 < n) : 1 ∈ n.properDivisors", {"n": "1"}),
    "prime_iff_divisors": ("(n : ℕ) : Nat.Prime n ↔ n.properDivisors = {1}",
                           "(n : ℕ) : Nat.Prime n ↔ n.properDivisors.card ≤ 1", {"n": "0"}),
    "abs_bars": ("(a b : ℤ) : |a + b| ≤ |a| + |b|", "(a b : ℤ) : |a - b| ≤ |a| - |b|",
                 {"a": "0", "b": "1"}),
    "abs_word": ("(a : ℤ) : abs a = abs (-a) ∧ 0 ≤ abs a", "(a : ℤ) : abs a = a",
                 {"a": "-1"}),
    "abs_nested": ("(a b : ℤ) : |(|a| - |b|)| ≤ |a - b|", "(a b : ℤ) : |a - b| ≤ |(|a| - |b|)|",
                   {"a": "1", "b": "-1"}),
    "id": ("(n : ℕ) : id n = n ∧ (List.map id [n, n + 1]) = [n, n + 1]", "(n : ℕ) : id n = 0",
           {"n": "1"}),
    "filter_map": ("(l : List ℕ) : (l.filterMap (fun x => if x % 2 = 0 then some x else none))"
                   " = l.filter (· % 2 = 0)",
                   "(l : List ℕ) : (l.filterMap (fun x => if x % 2 = 0 then some (x + 1) "
                   "else none)).length < l.length + 0 ∨ l = []", {"l": "[0]"}),
    "insert": ("(l : List ℕ) (a : ℕ) : a ∈ l.insert a ∧ (l.insert a).length ≤ l.length + 1",
               "(l : List ℕ) (a : ℕ) : (l.insert a).length = l.length + 1",
               {"l": "[0]", "a": "0"}),
    "erase_dups": ("(l : List ℕ) : l.eraseDups.length ≤ l.length ∧ ∀ x ∈ l, x ∈ l.eraseDups",
                   "(l : List ℕ) : l.eraseDups = l", {"l": "[0, 0]"}),
    "rotate": ("(l : List ℕ) (n : ℕ) : (l.rotate n).length = l.length ∧ l.rotate l.length = l",
               "(l : List ℕ) : l.rotate 1 = l", {"l": "[0, 1]"}),
    "get_opt": ("(l : List ℕ) (i : ℕ) : l[i]?.isSome = decide (i < l.length)",
                "(l : List ℕ) (i : ℕ) : l[i]? = some 0 ∨ l = []", {"l": "[0]", "i": "1"}),
    "sprod": ("(s t : Finset (Fin 3)) : (s ×ˢ t).card = s.card * t.card",
              "(s t : Finset (Fin 3)) : (s ×ˢ t).card = s.card + t.card",
              {"s": "∅", "t": "{0}"}),
    "product": ("(s t : Finset (Fin 3)) : ∀ p ∈ Finset.product s t, p.1 ∈ s ∧ p.2 ∈ t",
                "(s t : Finset (Fin 3)) : ∀ p ∈ Finset.product s t, p.1 ∈ t",
                {"s": "{0}", "t": "{1}"}),
}


@pytest.mark.parametrize("name", sorted(LIBRARY_CASES))
def test_library_name_holds_and_its_wrong_variant_fails(name):
    good, bad, smallest = LIBRARY_CASES[name]
    text = f"theorem_wanted good {good}\ntheorem_wanted bad {bad}\n"
    got = checked(text)
    assert got["good"].status.value == "HOLDS", got["good"].reason
    found = counterexample(got["bad"])
    assert {k: found[k] for k in smallest} == smallest, found


def test_primality_is_refused_past_its_exact_range_not_guessed():
    # past 3.3·10^24 neither trial division nor the strong-pseudoprime test to 13 bases decides
    # it exactly: UNKNOWN naming Nat.Prime, never a verdict; below it, 10^14 + 31 is decided
    got = checked("theorem_wanted big : Nat.Prime (10 ^ 30 + 57)\n"
                  "theorem_wanted mid : Nat.Prime (10 ^ 14 + 31)\n")
    assert got["big"].status.value == "UNKNOWN" and "Nat.Prime" in got["big"].reason
    assert got["mid"].status.value == "HOLDS"


@pytest.mark.parametrize("text, expected", [
    ("theorem_wanted t (a : ℤ) : |a| = abs a", "abs"),
    ("theorem_wanted t (a b : ℤ) : |a|+|b| ≥ 0", "abs"),
])
def test_bars_read_as_abs(text, expected):
    (decl,) = P.parse_text(text + "\n").declarations
    assert decl.error is None
    assert P.to_lean(decl.type).count(expected) == 2


def test_bars_of_matches_constructors_and_set_builders_stay_bars():
    text = ("def f : ℕ → ℕ\n  |0 => 1\n  |n+1 => 2 * f n\n\n"
            "inductive Col where\n  |red\n  |blue\n\n"
            "def g (n : ℕ) : ℕ := match n with\n  |0 => 5\n  |_ => 7\n\n"
            "theorem_wanted fg (n : ℕ) : f n ≥ 1 ∧ g n ≥ 5 ∧ g 0 = 5\n"
            "theorem_wanted fg_wrong (n : ℕ) : g n = 7\n"
            "theorem_wanted s (t : Finset (Fin 4)) : {x ∈ t |x.val < 2} ⊆ t\n")
    assert statuses(text) == {"fg": "HOLDS", "fg_wrong": "FAILS", "s": "HOLDS"}


# The two usual ways to write `mex`, and named arguments (`(p := …)`, `(step := 2)`)
MEX = """def mexFind (s : Finset ℕ) : ℕ := Nat.find (⟨s.card, by sorry⟩ : ∃ n, n ∉ s)
def mexNamed (s : Finset ℕ) : ℕ := Nat.find (p := fun n => n ∉ s) ⟨s.card, by sorry⟩
def mexShow (s : Finset ℕ) : ℕ := Nat.find (show ∃ n, n ∉ s from ⟨s.card, by sorry⟩)
def mexMin (s : Finset ℕ) : ℕ := (Finset.range (s.card + 1) \\ s).min' (by sorry)
def mexMin' (s : Finset ℕ) : ℕ := Finset.min' (Finset.range (s.card + 1) \\ s) ⟨s.card, by sorry⟩
def wrongWitness (s : Finset ℕ) : ℕ := Nat.find (⟨0, by sorry⟩ : ∃ n, n ∉ s)
def lowest (s : Finset ℕ) : ℕ := s.min' (by sorry)

theorem_wanted find_le (s : Finset (Fin 5)) : mexFind (s.image Fin.val) ≤ s.card
theorem_wanted find_lt (s : Finset (Fin 5)) : mexFind (s.image Fin.val) < s.card
theorem_wanted all_agree (s : Finset (Fin 5)) :
    mexNamed (s.image Fin.val) = mexFind (s.image Fin.val) ∧
    mexShow (s.image Fin.val) = mexFind (s.image Fin.val) ∧
    mexMin (s.image Fin.val) = mexFind (s.image Fin.val) ∧
    mexMin' (s.image Fin.val) = mexFind (s.image Fin.val)
theorem_wanted mex_not_mem (s : Finset (Fin 5)) : mexMin (s.image Fin.val) ∉ s.image Fin.val
theorem_wanted mex_wrong (s : Finset (Fin 5)) : mexMin (s.image Fin.val) = s.card
theorem_wanted witness_false (s : Finset (Fin 5)) : wrongWitness (s.image Fin.val) = 0
theorem_wanted lowest_empty (s : Finset (Fin 3)) : lowest (s.image Fin.val) ≤ 2
theorem_wanted named_default : List.range' (step := 2) 0 3 = [0, 2, 4]
theorem_wanted named_swapped (a b : ℕ) : Nat.sub (m := a) (n := b) = a - b
theorem_wanted named_order (a b : ℕ) : Nat.sub (m := a) (n := b) = b - a
"""


def test_mex_by_nat_find_and_by_min_prime():
    got = checked(MEX)
    status = {k: v.status.value for k, v in got.items()}
    assert status == {"find_le": "HOLDS", "find_lt": "FAILS", "all_agree": "HOLDS",
                      "mex_not_mem": "HOLDS", "mex_wrong": "FAILS", "witness_false": "UNKNOWN",
                      "lowest_empty": "UNKNOWN", "named_default": "HOLDS",
                      "named_swapped": "FAILS", "named_order": "HOLDS"}, \
        {k: v.reason for k, v in got.items()}
    assert counterexample(got["find_lt"]) == {"s": "∅"}
    assert counterexample(got["mex_wrong"]) == {"s": "{1}"}
    assert counterexample(got["named_swapped"]) == {"a": "0", "b": "1"}
    # a witness whose claim is false (a `sorry`d proof): no search past it, UNKNOWN
    assert "Nat.find" in got["witness_false"].reason
    assert "s.Nonempty is false" in got["lowest_empty"].reason


def test_nat_find_without_a_stated_predicate_is_unknown_naming_it():
    text = "def f (h : ∃ n : ℕ, n * n = 16) : ℕ := Nat.find h\ntheorem_wanted t : 1 = 1\n"
    got = checked(text)
    assert got["t"].status.value == "HOLDS"


def test_a_named_argument_that_is_no_parameter_is_unknown():
    got = checked("theorem_wanted t (a : ℕ) : Nat.succ (k := a) = a + 1\n")["t"]
    assert got.status.value == "UNKNOWN" and "`(k := …)`" in got.reason


FORMS = """theorem_wanted by_match (n : ℕ) : match n with | 0 => True | k + 1 => k < n
theorem_wanted by_match_wrong (n : ℕ) : match n with | 0 => True | k + 1 => k + 1 < n
theorem_wanted if_let (l : List ℕ) : if let some x := l.head? then x ∈ l else l = []
theorem_wanted if_let_wrong (l : List ℕ) : if let some x := l.head? then x = 0 else l = []
theorem_wanted pnat_read (n : ℕ+) : (n : ℕ) ≥ 1
theorem_wanted after : 2 + 2 = 4
"""


def test_match_and_if_let_as_statements():
    got = checked(FORMS)
    assert {k: v.status.value for k, v in got.items()} == {
        "by_match": "HOLDS", "by_match_wrong": "FAILS", "if_let": "HOLDS",
        "if_let_wrong": "FAILS", "pnat_read": "HOLDS", "after": "HOLDS"}
    assert counterexample(got["by_match_wrong"]) == {"n": "1"}
    assert counterexample(got["if_let_wrong"]) == {"l": "[1]"}
    # `ℕ+` is one token (Mathlib's notation), Mathlib's `PNat`, which pychecks evaluates
    # (`tests/lean/evaluate/test_pnat.py`): the file is read and the statement checked


OLD_STRUCTURES = """structure Wall :=
  (size : Nat)
structure P :=
  (a : ℕ) (b : ℕ)
structure Q :=
  mk :: (x y : ℕ)
theorem_wanted wall (w : Wall) (h : w.size < 4) : Wall.mk w.size = w
theorem_wanted pa (p : P) (h : p.a < 3) (h2 : p.b < 3) : p.a + p.b ≤ 4
theorem_wanted pa_wrong (p : P) (h : p.a < 3) (h2 : p.b < 3) : p.a + p.b ≤ 3
theorem_wanted qa (q : Q) (h : q.x < 3) : Q.mk q.x q.y = q
theorem_wanted fin_one (i : Fin 4) : i.1 < 4 ∧ i.1 = i.val
theorem_wanted fin_one_wrong (i : Fin 4) : i.1 < 3
"""


def test_the_older_structure_syntax_and_dot_one_on_fin():
    got = checked(OLD_STRUCTURES)
    assert {k: v.status.value for k, v in got.items()} == {
        "wall": "HOLDS", "pa": "HOLDS", "pa_wrong": "FAILS", "qa": "HOLDS", "fin_one": "HOLDS",
        "fin_one_wrong": "FAILS"}, {k: v.reason for k, v in got.items()}
    assert counterexample(got["pa_wrong"]) == {"p": "{ a := 2, b := 2 }"}
    assert counterexample(got["fin_one_wrong"]) == {"i": "3"}


AUTO_BOUND = """def firstOr (l : List α) (d : α) : α := l.headD d
def swapPair (p : α × β) : β × α := (p.2, p.1)
theorem_wanted first (l : List ℕ) : firstOr l 7 = if l = [] then 7 else l.head!
theorem_wanted first_wrong (l : List ℕ) : firstOr l 7 = 7
theorem_wanted swap (a : ℕ) (b : Bool) : swapPair (a, b) = (b, a)
"""


def test_auto_bound_implicits_in_definitions():
    got = checked(AUTO_BOUND)
    assert {k: v.status.value for k, v in got.items()} == {
        "first": "HOLDS", "first_wrong": "FAILS", "swap": "HOLDS"}, \
        {k: v.reason for k, v in got.items()}
    assert counterexample(got["first_wrong"]) == {"l": "[0]"}


def test_fin_last_with_a_closed_or_a_variable_size():
    got = checked("theorem_wanted last (n : ℕ) (h : n < 5) : (Fin.last n).val = n\n"
                  "theorem_wanted last3 : (Fin.last 3 : Fin 4) = 3\n"
                  "theorem_wanted last_wrong (n : ℕ) (h : n < 5) : (Fin.last n).val = 0\n")
    assert {k: v.status.value for k, v in got.items()} == {
        "last": "HOLDS", "last3": "HOLDS", "last_wrong": "FAILS"}
    assert counterexample(got["last_wrong"]) == {"n": "1"}


def test_an_equation_with_a_closed_term_bounds_its_variable():
    """`(h : a = ∑ k ∈ Nat.divisors 500, k)` (miniF2F's mathd_numbertheory_427): the closed
    side is evaluated first, so `a` ranges over [1092, 1092], far past the scope's N, and the
    statement is checked there rather than VACUOUS; a term with a variable in it bounds
    nothing."""
    text = ("theorem_wanted t (a : ℕ) (h : a = ∑ k ∈ Nat.divisors 500, k) : a = 1092\n"
            "theorem_wanted t_wrong (a : ℕ) (h : a = ∑ k ∈ Nat.divisors 500, k) : a < 1000\n"
            "theorem_wanted open_side (a b : ℕ) (h : a = b + 100) : a ≥ 100\n")
    got = checked(text)
    assert {k: v.status.value for k, v in got.items()} == {
        "t": "HOLDS", "t_wrong": "FAILS", "open_side": "VACUOUS"}, \
        {k: v.reason for k, v in got.items()}
    assert got["t"].ranges == {"a": [1092, 1092]}
    assert counterexample(got["t_wrong"]) == {"a": "1092"}


def test_a_range_too_large_to_build_is_refused_not_built():
    """`Finset.range (5 ^ 40)` would be 9·10^27 elements: refused (UNKNOWN naming it) before
    Python tries to hold it; a range within the limit is built."""
    got = checked("theorem_wanted big : (Finset.range (5 ^ 40)).card = 5 ^ 40\n"
                  "theorem_wanted fine : (Finset.range 1000).card = 1000\n")
    assert got["big"].status.value == "UNKNOWN" and "Finset.range" in got["big"].reason
    assert got["fine"].status.value == "HOLDS"


def test_dbg_trace_and_an_anonymous_have_are_their_bodies():
    """Core's `dbg_trace "msg"; e` and `have : t := v; e` (named `this`), in an instance body of
    Lean 4's own tests: the value is the body's, so a true statement HOLDS and a wrong one FAILS
    at its smallest counterexample."""
    text = """def P (n : Nat) : Bool :=
  dbg_trace "step";
  n % 2 == 0

def Q (n : Nat) : Nat :=
  have : 0 < n + 1 := Nat.succ_pos n
  n + 1

theorem_wanted p_ok (n : Nat) : P (2 * n) = true
theorem_wanted q_ok (n : Nat) : Q n = n + 1
theorem_wanted q_wrong (n : Nat) : Q n = n + 2 * (n / 3)
"""
    verdicts = checked(text)
    assert verdicts["p_ok"].status.value == "HOLDS"
    assert verdicts["q_ok"].status.value == "HOLDS"
    assert counterexample(verdicts["q_wrong"]) == {"n": "0"}


def test_a_divisor_of_numerals_takes_the_type_of_the_other_side():
    """compfiles' Imo1984P2 (`7^7 ∣ (a + b)^7 - a^7 - b^7` with `a b : ℤ`): `Dvd.dvd` is no
    `binrel%`, so Lean gives a divisor made of numerals the dividend's type; it was read as ℕ
    and the statement refused."""
    text = ("theorem_wanted pow (a b : ℤ) : 7 ∣ (a + b)^7 - a^7 - b^7\n"
            "theorem_wanted pow_wrong (a b : ℤ) : 7^2 ∣ (a + b)^7 - a^7 - b^7\n"
            "theorem_wanted prod (a : ℤ) : 2 * 3 ∣ a * (a + 1) * (a + 2)\n"
            "theorem_wanted prod_wrong (a : ℤ) : 2 * 3 ∣ a * (a + 1)\n")
    got = checked(text)
    assert {k: v.status.value for k, v in got.items()} == {
        "pow": "HOLDS", "pow_wrong": "FAILS", "prod": "HOLDS", "prod_wrong": "FAILS"}
    assert counterexample(got["prod_wrong"]) == {"a": "1"}
    assert counterexample(got["pow_wrong"]) == {"a": "1", "b": "1"}


def test_auto_bound_implicits_in_a_statement():
    """Batteries' `example (h : n ≠ 0) : 0 = 2` (Lean's autoImplicit binds `{n}`, its type
    inferred, ℕ from the numeral): a variable, not an unknown name; a true variant HOLDS; a
    project's one-letter definition is the definition, not a new variable."""
    text = ("def k : ℕ := 3\n"
            "theorem_wanted absurd (h : n ≠ 0) : 0 = 2\n"
            "theorem_wanted pos (h : n ≠ 0) : 0 < n\n"
            "theorem_wanted uses_k (h : n < k) : n ≤ 2\n"
            "theorem_wanted uses_k_wrong (h : n ≤ k) : n ≤ 2\n")
    got = checked(text)
    assert {k: v.status.value for k, v in got.items()} == {
        "absurd": "FAILS", "pos": "HOLDS", "uses_k": "HOLDS", "uses_k_wrong": "FAILS"}
    assert counterexample(got["absurd"]) == {"n": "1"}
    assert counterexample(got["uses_k_wrong"]) == {"n": "3"}


def test_a_subtype_binder_is_its_base_value_under_its_property():
    """`(x : {n : ℕ // n < 5})` (issue 29: subtypes and `.1`/`.2` on them): x ranges over the
    base type with the property as a hypothesis, `x.1` and `x.val` are its value, the base
    type may be left to inference; `x.2` (a proof) used as a value is UNKNOWN, named."""
    text = ("theorem_wanted sub (x : {n : ℕ // n < 5}) : x.1 < 5\n"
            "theorem_wanted sub_val (x : {n : ℕ // n < 5}) : x.val + 1 ≤ 5\n"
            "theorem_wanted sub_wrong (x : {n : ℕ // n < 5}) : x.1 < 4\n"
            "theorem_wanted sub_int (x : {z : ℤ // z * z < 10}) : x.1 ≥ -3\n"
            "theorem_wanted sub_int_wrong (x : {z : ℤ // z * z < 10}) : x.1 ≥ -2\n"
            "theorem_wanted sub_untyped (x : {n // n % 2 = 1}) : x.1 % 2 = 1\n"
            "theorem_wanted sub_prop (x : {n : ℕ // n < 5}) : x.2 = x.2\n")
    got = checked(text)
    assert {k: v.status.value for k, v in got.items()} == {
        "sub": "HOLDS", "sub_val": "HOLDS", "sub_wrong": "FAILS", "sub_int": "HOLDS",
        "sub_int_wrong": "FAILS", "sub_untyped": "HOLDS", "sub_prop": "UNKNOWN"}
    assert counterexample(got["sub_wrong"]) == {"x": "4"}
    assert counterexample(got["sub_int_wrong"]) == {"x": "-3"}
    assert got["sub"].in_hypotheses == 5
    assert "`x.2`: the proof of a subtype's property used as a value" in got["sub_prop"].reason


# fp-lean and Batteries state theorems with Lean's autoImplicit in the conclusion (`n ≤ m → …`
# with no binder for n m) and with dependent arrows (`(n m : Nat) → …`); the type of an
# auto-bound name is fixed by the whole signature, its numerals' default ℕ last
SIGNATURES = """def avg (a b : Nat) := (a + b) / 2
theorem le_succ_of_le : n ≤ m → n ≤ m + 1 := by sorry
theorem le_pred_of_le : n ≤ m → n ≤ m - 1 := by sorry
theorem avg_le_left (h : b ≤ a) : avg a b ≤ a := by sorry
theorem avg_lt_left_wrong (h : b ≤ a) : avg a b < a := by sorry
theorem comm : (n m : Nat) → n + m = m + n := by sorry
theorem comm_wrong : (n m : Nat) → n + m = n := by sorry
theorem arrow_hyp : (n : Nat) → (h : n > 2) → n * n > 2 * n := by sorry
theorem arrow_hyp_wrong : (n : Nat) → (h : n > 2) → n * n > 3 * n := by sorry
theorem open_type (h : n = m) : m = n := by sorry
"""


def test_auto_bound_names_in_the_conclusion_and_dependent_arrows():
    got = checked(SIGNATURES)
    assert {k: v.status.value for k, v in got.items()} == {
        "le_succ_of_le": "HOLDS", "le_pred_of_le": "FAILS", "avg_le_left": "HOLDS",
        "avg_lt_left_wrong": "FAILS", "comm": "HOLDS", "comm_wrong": "FAILS",
        "arrow_hyp": "HOLDS", "arrow_hyp_wrong": "FAILS", "open_type": "UNKNOWN"}, \
        {k: v.reason for k, v in got.items()}
    assert counterexample(got["le_pred_of_le"]) == {"n": "1", "m": "1"}
    assert counterexample(got["avg_lt_left_wrong"]) == {"b": "0", "a": "0"}
    assert counterexample(got["comm_wrong"]) == {"n": "0", "m": "1"}
    assert counterexample(got["arrow_hyp_wrong"]) == {"n": "3"}
    # no numeral and no function fixes `n = m`'s type: Lean's own error, not a guessed ℕ
    assert "cannot be inferred" in got["open_type"].reason


# Batteries' ASCII-casing lemmas: `Char` ranges over all of ASCII and N code points more; its
# library (`isUpper`, `toLower`, `Char.ofNat`, …) is Init/Data/Char/Basic.lean's
CHARS = """theorem lower_idem (c : Char) : c.toLower.toLower = c.toLower := by sorry
theorem upper_then_lower_wrong (c : Char) : c.toUpper.toLower = c := by sorry
theorem lower_of_upper (c : Char) (h : c.isUpper) : c.toLower = Char.ofNat (c.toNat + 32) := by
  sorry
theorem lower_of_upper_wrong (c : Char) (h : c.isUpper) : c.toLower = Char.ofNat (c.toNat + 31) :=
  by sorry
theorem digit_alnum (c : Char) : c.isDigit → c.isAlphanum := by sorry
theorem lower_injective_wrong (c d : Char) : c.toLower = d.toLower → c = d := by sorry
theorem alpha_ascii (c : Char) : c.isAlpha → c.toNat < 128 := by sorry
"""


def test_char_functions_hold_and_their_wrong_variants_fail():
    got = checked(CHARS)
    assert {k: v.status.value for k, v in got.items()} == {
        "lower_idem": "HOLDS", "upper_then_lower_wrong": "FAILS", "lower_of_upper": "HOLDS",
        "lower_of_upper_wrong": "FAILS", "digit_alnum": "HOLDS",
        "lower_injective_wrong": "FAILS", "alpha_ascii": "HOLDS"}, \
        {k: v.reason for k, v in got.items()}
    assert counterexample(got["upper_then_lower_wrong"]) == {"c": "'A'"}
    assert counterexample(got["lower_of_upper_wrong"]) == {"c": "'A'"}
    assert counterexample(got["lower_injective_wrong"]) == {"c": "'A'", "d": "'a'"}


# fp-lean's first facts: `1 + 1 = 2 ∧ "Str".append "ing" = "String"`; strings are closed
# values (their escapes read as Lean reads them), `++` and `.length` count characters
STRINGS = r"""theorem append_and : 1 + 1 = 2 ∧ "Str".append "ing" = "String" := by sorry
theorem append_wrong : "Hello, ".append "world" = "Hello, world!" := by sorry
theorem length_escapes : ("a\"b" ++ "\n").length = 4 := by sorry
theorem length_wrong : ("ab" ++ "c").length = 2 := by sorry
theorem lists_of_strings : ["a", "b"] ++ ["c"] = ["a", "b", "c"] := by sorry
theorem bad_escape : "\q".length = 1 := by sorry
"""


def test_string_literals_append_and_length():
    got = checked(STRINGS)
    assert {k: v.status.value for k, v in got.items()} == {
        "append_and": "HOLDS", "append_wrong": "FAILS", "length_escapes": "HOLDS",
        "length_wrong": "FAILS", "lists_of_strings": "HOLDS", "bad_escape": "UNKNOWN"}, \
        {k: v.reason for k, v in got.items()}
    assert "escape" in got["bad_escape"].reason


# lean4's decide tests: a structure in Prop is the conjunction of its fields' statements
PROP_STRUCTURES = """structure Nice (n : Nat) : Prop where
  (large : 100 ≤ n)
structure Between (lo hi x : Nat) : Prop where
  above : lo ≤ x
  below : x < hi
theorem nice_iff (n : Nat) : Nice n ↔ 100 ≤ n := by sorry
theorem nice_wrong (n : Nat) : Nice n ↔ 99 ≤ n := by sorry
theorem between_ok (x : Nat) : Between 2 5 x → x ≤ 4 := by sorry
theorem between_wrong (x : Nat) : Between 2 5 x → x ≤ 3 := by sorry
"""


def test_a_structure_in_prop_is_the_conjunction_of_its_fields():
    got = checked(PROP_STRUCTURES, bound=120)
    assert {k: v.status.value for k, v in got.items()} == {
        "nice_iff": "HOLDS", "nice_wrong": "FAILS", "between_ok": "HOLDS",
        "between_wrong": "FAILS"}, {k: v.reason for k, v in got.items()}
    assert counterexample(got["nice_wrong"]) == {"n": "99"}
    assert counterexample(got["between_wrong"]) == {"x": "4"}
