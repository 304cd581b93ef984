"""Issue 29: hypotheses solved for a variable. `(h : ∃ x, f x = n)` is `∀ x, f x = n → …`
(x an outer variable), and an equation `v = e` / `e = v` whose e reads other outer variables
defines v at each assignment instead of enumerating it, so the assignments that meet such
hypotheses are reached whatever N puts v at (`∃ x, x ^ 3 = n` meets n = 4096 at x = 16). Each
statement beside a wrong variant that must FAIL, with a counterexample that is one."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted cube_square (n : ℕ) (h₀ : 2 ≤ n) (h₁ : ∃ x, x ^ 3 = n)
    (h₂ : ∃ t, t ^ 2 = n) : 64 ≤ n
theorem_wanted cube_square_wrong (n : ℕ) (h₀ : 2 ≤ n) (h₁ : ∃ x, x ^ 3 = n)
    (h₂ : ∃ t, t ^ 2 = n) : 65 ≤ n
theorem_wanted twice_even (k n : ℕ) (h : n = 2 * k) : Even n
theorem_wanted twice_even_wrong (k n : ℕ) (h : n = 2 * k + 1) : Even n
theorem_wanted succ_digits (c c' : ℕ) (h : c + 1 = c') : Nat.digits 10 c' ≠ []
theorem_wanted succ_digits_wrong (c c' : ℕ) (h : c * 1 = c') : Nat.digits 10 c' ≠ []
theorem_wanted beyond_the_scope (k n : ℕ) (hk : 3 ≤ k) (h : n = 10 * k) : 30 ≤ n
theorem_wanted beyond_the_scope_wrong (k n : ℕ) (hk : 3 ≤ k) (h : n = 10 * k) : n < 40
theorem_wanted digits_list (n : ℕ) (l : List ℕ) (h : Nat.digits 10 n = l) (hn : n < 100) :
    l.length ≤ 2
theorem_wanted digits_list_wrong (n : ℕ) (l : List ℕ) (h : Nat.digits 10 n = l)
    (hn : n < 100) : l.length ≤ 1
"""

EXPECTED = {"cube_square": "HOLDS", "cube_square_wrong": "FAILS", "twice_even": "HOLDS",
            "twice_even_wrong": "FAILS", "succ_digits": "HOLDS",
            "succ_digits_wrong": "FAILS",
            "beyond_the_scope": "HOLDS", "beyond_the_scope_wrong": "FAILS",
            "digits_list": "HOLDS", "digits_list_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_solved_hypotheses(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=10).status.value == EXPECTED[name]
    assert verdict(r, bound=10, backend="interpret").status.value == EXPECTED[name]


def test_the_defined_variable_is_not_enumerated_and_the_witness_is_shown(tmp_path):
    r = readings(lean_file(tmp_path, TEXT))["cube_square_wrong"]
    assert [v.name for v in r.evaluated.variables] == ["x", "t"]      # n := x ^ 3
    v = verdict(r, bound=10)
    assert v.counterexample.bindings == {"x": "4", "t": "8"}
    assert "64" in v.counterexample.render()                           # n's value, by its side


def test_a_hypothesis_used_as_a_proof_keeps_its_existential(tmp_path):
    text = ("theorem_wanted t (n : ℕ) (h : ∃ x, x * 2 = n) : Nat.find h ≤ n\n")
    r = readings(lean_file(tmp_path, text))["t"]
    if r.kind == "evaluated":
        assert [v.name for v in r.evaluated.variables] == ["n"]


def test_an_equation_between_two_closed_sides_is_left_to_the_guards(tmp_path):
    text = "theorem_wanted t (n : ℕ) (h : n = 7) : n + 1 = 8\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert [v.name for v in r.evaluated.variables] == ["n"]
    assert verdict(r, bound=3).status.value == "HOLDS"


def test_a_name_shadowed_after_the_equation_is_not_solved_for(tmp_path):
    """`(h : n = 2 * k) (k : ℕ)`: the later k is another variable, so n is not defined by it
    (the hypothesis is still evaluated as written, about the first k)."""
    text = ("theorem_wanted t (k n : ℕ) (h : n = 2 * k) (k : ℕ) : n ≤ 2 * k ∧ "
            "(Nat.digits 10 n).length ≤ 5\n")
    r = readings(lean_file(tmp_path, text))["t"]
    assert "n" in [v.name for v in r.evaluated.variables]
    assert verdict(r, bound=4).status.value == "FAILS"


def test_a_subtype_body_defines_the_variable_it_binds(tmp_path):
    text = ("theorem_wanted t (k : ℕ) (x : {n : ℕ // n = 2 * k}) (n : ℕ) : x.val % 2 = 0 ∧ "
            "n ≤ n\n")
    r = readings(lean_file(tmp_path, text))["t"]
    assert [v.name for v in r.evaluated.variables] == ["k", "n"]
    assert verdict(r, bound=4).status.value == "HOLDS"


CLOSED = """theorem_wanted rat_product (a b c : ℚ) (h₁ : a = 4/7) (h₂ : b = 5/11) : a * b = 20/77
theorem_wanted rat_product_wrong (a b c : ℚ) (h₁ : a = 4/7) (h₂ : b = 5/11) : a * b = 20/78
theorem_wanted finset_sum (s : Finset ℕ) (h : s = {1, 2, 3}) : s.sum id = 6
theorem_wanted finset_sum_wrong (s : Finset ℕ) (h : s = {1, 2, 3}) : s.sum id = 7
"""


@pytest.mark.parametrize("name", ["rat_product", "rat_product_wrong", "finset_sum",
                                  "finset_sum_wrong"])
def test_a_closed_equation_defines_a_variable_no_guard_ranges(tmp_path, name):
    """`a = 4/7` over ℚ (or `s = {1, 2, 3}`) has no guard range, so the equation defines the
    variable instead of leaving it to the scope, which at the bound four ℚ variables allow
    (height ≤ 5) never reaches 4/7: lean-workbook's 10166 was VACUOUS."""
    r = readings(lean_file(tmp_path, CLOSED))[name]
    assert not {"a", "b", "s"} & {v.name for v in r.evaluated.variables}
    assert verdict(r, bound=3).status.value == ("FAILS" if name.endswith("wrong") else "HOLDS")


LINEAR = """theorem_wanted q_affine (x : ℚ) (h : 3 * x + 2 = 11) : x = 3
theorem_wanted q_affine_wrong (x : ℚ) (h : 3 * x + 2 = 11) : x = 4
theorem_wanted q_div (x : ℚ) (h : x / 7 = 3) : x = 21
theorem_wanted q_div_wrong (x : ℚ) (h : x / 7 = 3) : x = 20
theorem_wanted z_system (x y : ℤ) (h1 : x + y = 100) (h2 : x - y = 2) : x = 51
theorem_wanted z_system_wrong (x y : ℤ) (h1 : x + y = 100) (h2 : x - y = 2) : x = 52
theorem_wanted z_neg (x : ℤ) (h : -x + 5 = 900) : x = -895
theorem_wanted n_add (n : ℕ) (h : n + 7 = 200) : n = 193
theorem_wanted n_add_wrong (n : ℕ) (h : n + 7 = 200) : n = 194
theorem_wanted n_mul (n : ℕ) (h : 2 * n = 200) : n = 100
theorem_wanted n_mul_odd (n : ℕ) (h : 2 * n = 201) : False
theorem_wanted n_sub_wrong (n m : ℕ) (h : n - 3 = m) (h2 : m = 0) : n = 3
"""

LINEAR_EXPECTED = {"q_affine": "HOLDS", "q_affine_wrong": "FAILS", "q_div": "HOLDS",
                   "q_div_wrong": "FAILS", "z_system": "HOLDS", "z_system_wrong": "FAILS",
                   "z_neg": "HOLDS", "n_add": "HOLDS", "n_add_wrong": "FAILS",
                   "n_mul": "HOLDS", "n_mul_odd": "VACUOUS", "n_sub_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(LINEAR_EXPECTED))
def test_a_linear_equation_is_solved_for_its_variable(tmp_path, name):
    """`3 * x + 2 = 11` defines x as (11 - 2) / 3 and `x + y = 100` defines x as 100 - y, so
    the solutions are reached whatever the scope (-895 and 193 lie beyond N = 10; the system
    needs y = 49 in the scope, as only x is solved for);
    on ℕ only `+` and a numeral factor are undone (`n - 3 = 0` has four solutions, and
    n_sub_wrong FAILS at one of them), and `2 * n = 201` has none: VACUOUS, never HOLDS."""
    r = readings(lean_file(tmp_path, LINEAR))[name]
    v = verdict(r, bound=60 if name.startswith("z_system") else 10)
    assert v.status.value == LINEAR_EXPECTED[name], v.reason
    if name == "n_sub_wrong":
        assert v.counterexample.bindings == {"n": "0"}


def test_two_equations_never_define_two_variables_by_each_other(tmp_path):
    """x := 100 - y from h1, then h2 may not define y by x (x's definition reads y): y stays
    enumerated (defining both would leave a let reading a variable defined after it)."""
    r = readings(lean_file(tmp_path, LINEAR))["z_system"]
    assert [v.name for v in r.evaluated.variables] == ["y"]


def test_a_statement_vacuous_by_its_solved_variable_says_so(tmp_path):
    """math2001's `{t : ℤ} (h2 : t < 3) (h : t - 1 = 6) : t = 13`: h makes t 7, where `t < 3`
    is false, so no assignment at all meets the hypotheses; the reason names t as fixed by the
    equation, not "no variables"."""
    text = "theorem_wanted t0 {t : ℤ} (h2 : t < 3) (h : t - 1 = 6) : t = 13\n"
    r = readings(lean_file(tmp_path, text))["t0"]
    v = verdict(r, bound=6)
    assert v.status.value == "VACUOUS"
    assert "its variable `t` is fixed by its hypotheses' equations" in v.reason
    assert "no variables" not in v.reason
