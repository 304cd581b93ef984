"""Every declaration form real projects write is read (issue 29): `example` (named by its
FILE:LINE), compfiles' `problem` (a theorem) and `determine` (a definition), `snip begin` /
`snip end` (no part of the definition before, and the namespace goes on after), and a file's own
notations, expanded before the statements that use them (`pychecks.lean.read.notation`). Each
reading is checked both ways: the true statement HOLDS and a wrong variant FAILS, so a notation
expanded wrongly cannot pass."""
from __future__ import annotations

import pytest

from pychecks.lean.claims.catalogue import make_claim, read_text
from pychecks.lean.read import parser as P


def verdicts(text: str, bound: int = 6) -> dict:
    """Statement name → verdict status ("HOLDS", "FAILS", "UNKNOWN") at `bound`."""
    _, readings = read_text(text, "T.lean")
    out = {}
    for r in readings:
        claim = make_claim(r, source="T.lean", command_target="T.lean")
        out[r.name] = claim.check(bound if claim.default_bound is not None else None
                                  ).status.value
    return out


def test_example_is_a_statement_named_by_file_and_line():
    text = "def two : ℕ := 2\n\nexample : two + two = 4 := by decide\n" \
           "example (n : ℕ) : n + two = two + n := by omega\n" \
           "example (n : ℕ) : n + two = n := by sorry\n"
    assert verdicts(text) == {"T.lean:3": "HOLDS", "T.lean:4": "HOLDS", "T.lean:5": "FAILS"}


COMPFILES = """import Mathlib.Tactic
import ProblemExtraction

problem_file { tags := [.NumberTheory] }

namespace Demo

snip begin

lemma helper (n : ℕ) : n + 0 = n := by simp

snip end

determine answer : ℕ := 7

problem demo_p1 (n : ℕ) : n % 7 = answer % 7 ↔ 7 ∣ n := by
  sorry

problem demo_wrong (n : ℕ) : n % 7 = answer % 7 ↔ 14 ∣ n := by
  sorry

end Demo
"""


def test_compfiles_problem_determine_and_snip():
    assert verdicts(COMPFILES, bound=20) == {"Demo.helper": "HOLDS", "Demo.demo_p1": "HOLDS",
                                   "Demo.demo_wrong": "FAILS"}
    lean = P.parse_text(COMPFILES)
    kinds = [(c.keyword, c.decl.name if c.decl else None) for c in lean.commands
             if c.keyword not in ("import",)]
    # `snip end` is one command: its `end` closes no namespace, and `snip begin` is no part of
    # the lemma before it
    assert ("KW_DEF", "answer") in kinds and ("KW_THEOREM", "demo_p1") in kinds
    assert sum(1 for k, _ in kinds if k == "end") == 1
    assert sum(1 for k, _ in kinds if k == "snip") == 2


def test_snip_without_imports_is_not_swallowed_by_the_definition_before():
    text = "def f (n : ℕ) : ℕ := n + 1\nsnip begin\ntheorem t (n : ℕ) : f n > n := by omega\n" \
           "snip end\n"
    assert verdicts(text) == {"t": "HOLDS"}


NOTATIONS = """def factorial : ℕ → ℕ
  | 0 => 1
  | n + 1 => (n + 1) * factorial n

notation:10000 n "!" => factorial n

theorem_wanted fact_ge (n : ℕ) : (n + 1)! ≥ 2 ^ n
theorem_wanted fact_wrong (n : ℕ) : (n + 1)! ≥ 3 ^ n
theorem_wanted fact_atom (n : ℕ) : 2 * n ! = n ! + n !
theorem_wanted fact_atom_wrong (n : ℕ) : 2 * n ! = (2 * n)!

infixl:65 " +' " => Nat.add
infixl:70 " *' " => Nat.mul

theorem_wanted plus_prec (a b c : ℕ) : a +' b * c = a + b * c
theorem_wanted plus_prec_wrong (a b c : ℕ) : a +' b * c = (a + b) * c
theorem_wanted times_prec (a b c : ℕ) : a *' b + c = a * b + c
theorem_wanted times_prec_wrong (a b c : ℕ) : a *' b + c = a * (b + c)
theorem_wanted left_assoc (a b c : ℕ) : a - b +' c = (a - b) + c

prefix:max "√" => Nat.sqrt
theorem_wanted sqrt_sq (n : ℕ) : √(n * n) = n
theorem_wanted sqrt_app_wrong (n : ℕ) : √ n * n = n

notation "‖" x "‖" => Int.natAbs x
theorem_wanted abs_neg (x : ℤ) : ‖-x‖ = ‖x‖
theorem_wanted abs_wrong (x : ℤ) : ‖x - 1‖ = ‖x‖

notation "seven" => 7
theorem_wanted seven_def : seven + 1 = 8
"""


def test_notations_expand_with_their_precedence():
    assert verdicts(NOTATIONS, bound=5) == {
        "fact_ge": "HOLDS", "fact_wrong": "FAILS", "fact_atom": "HOLDS",
        "fact_atom_wrong": "FAILS", "plus_prec": "HOLDS", "plus_prec_wrong": "FAILS",
        "times_prec": "HOLDS", "times_prec_wrong": "FAILS", "left_assoc": "HOLDS",
        "sqrt_sq": "HOLDS", "sqrt_app_wrong": "FAILS", "abs_neg": "HOLDS", "abs_wrong": "FAILS",
        "seven_def": "HOLDS"}


def test_a_notation_is_expanded_only_after_it_is_declared():
    text = "theorem_wanted early (n : ℕ) : n ! = n\nnotation:10000 n \"!\" => n + 0\n" \
           "theorem_wanted late (n : ℕ) : n ! = n\n"
    got = verdicts(text)
    assert got["late"] == "HOLDS" and got["early"] == "UNKNOWN"


@pytest.mark.parametrize("command", [
    'notation a " ≺ " b => a < b',       # an infix notation without precedence: a guess
    'infixl " ≺ " => Nat.lt',            # an infix without precedence
    'notation x y " ≺ " => x < y',       # two variables side by side
])
def test_notations_not_expanded_leave_the_statement_unknown(command):
    text = f"{command}\ntheorem_wanted t (a b : ℕ) : a ≺ b ∨ b ≺ a ∨ a = b\n"
    assert verdicts(text) == {"t": "UNKNOWN"}


def test_drift_text_is_the_statement_as_written():
    """The declaration's tokens as written stay the command's: its drift hash does not see the
    expansion."""
    from pychecks.lean.read.decls import parse_lean
    (d,) = [d for d in parse_lean(NOTATIONS) if d.name == "fact_ge"]
    assert d.text == "theorem_wanted fact_ge (n : ℕ) : (n + 1)! ≥ 2 ^ n"


def test_mathlib_factorial_notation_comes_with_open_nat():
    """`n !` is Mathlib's scoped notation for `Nat.factorial`: read where `open Nat` brings it
    in (the library's `Nat.factorial` then evaluates it), unread elsewhere (UNKNOWN naming `!`,
    never a file rejected)."""
    from pychecks.lean.read import notation as NT
    opened = P.parse_text("open Nat\ntheorem_wanted t (n : ℕ) : (n + 1)! = (n + 1) * n !\n")
    (decl,) = opened.declarations
    assert "Nat.factorial" in P.to_lean(decl.type)
    closed = P.parse_text("theorem_wanted t (n : ℕ) : (n + 1)! = (n + 1) * n !\n"
                          "theorem_wanted u : 1 = 1\n")
    assert closed.declarations[0].error[2] == "notation '!'"
    assert closed.declarations[1].error is None
    assert [ns for ns, _, _ in NT.LIBRARY_NOTATIONS] == ["Nat", None, None, None, None, None]


def test_lean_core_list_relations_are_in_force_everywhere():
    """Lean core's `l₁ <+: l₂`, `l₁ <:+ l₂`, `l₁ <:+: l₂` (Lean_Games' Chomp and exLib/List),
    each read as its List relation; a wrong variant FAILS."""
    text = ("theorem_wanted suf (a b : List ℕ) (h : a <:+ b) : a.length ≤ b.length\n"
            "theorem_wanted suf_wrong (a b : List ℕ) (h : a <:+ b) : a.length < b.length\n"
            "theorem_wanted pre (a b : List ℕ) : a <+: a ++ b ∧ b <:+ a ++ b ∧ b <:+: a ++ b\n"
            "theorem_wanted inf_wrong (a b : List ℕ) : a <:+: b → a <+: b\n")
    assert verdicts(text, bound=2) == {"suf": "HOLDS", "suf_wrong": "FAILS", "pre": "HOLDS",
                                       "inf_wrong": "FAILS"}


def test_mathlib_mod_notations_are_in_force_everywhere():
    text = ("theorem_wanted m (n : ℕ) : n % 3 = 0 ↔ 2 ^ n ≡ 1 [MOD 7]\n"
            "theorem_wanted m_wrong (n : ℕ) : n % 2 = 0 ↔ 2 ^ n ≡ 1 [MOD 7]\n"
            "theorem_wanted z (a : ℤ) : a * a ≡ 0 [ZMOD 4] ∨ a * a ≡ 1 [ZMOD 4]\n"
            "theorem_wanted z_wrong (a : ℤ) : a * a ≡ 0 [ZMOD 4] ∨ a * a ≡ 2 [ZMOD 4]\n")
    assert verdicts(text, bound=8) == {"m": "HOLDS", "m_wrong": "FAILS", "z": "HOLDS",
                                       "z_wrong": "FAILS"}


ARROW_CTORS = """def moves (n : ℕ) : List ℕ := [n - 1, n - 2].filter (· < n)

mutual
  inductive Win : ℕ → Prop where
    | move : {n m : ℕ} → m ∈ moves n → Lose m → Win n
  inductive Lose : ℕ → Prop where
    | stuck : {n : ℕ} → (∀ m ∈ moves n, Win m) → Lose n
end

theorem_wanted lose_iff (n : ℕ) : Lose n ↔ n % 3 = 0
theorem_wanted lose_iff_wrong (n : ℕ) : Lose n ↔ n % 2 = 0
"""


def test_constructors_with_their_binders_written_as_arrows():
    """`| move : {n m : ℕ} → m ∈ moves n → Lose m → Win n` is the constructor `move {n m : ℕ}
    : m ∈ moves n → Lose m → Win n` (the shared corpus's c08 writes its mutual inductive so)."""
    assert verdicts(ARROW_CTORS, bound=12) == {"lose_iff": "HOLDS", "lose_iff_wrong": "FAILS"}
    (win,) = [d for d in P.parse_text(ARROW_CTORS).declarations if d.name == "Win"]
    (move,) = win.ctors
    assert [P.binder_text(b) for b in move.binders] == ["{n m : ℕ}"]
    # a parenthesised premise that names nothing stays in the type
    text = "inductive R : ℕ → Prop where\n  | a : (1 = 1) → R 0\n"
    (r,) = P.parse_text(text).declarations
    assert r.ctors[0].binders == () and P.to_lean(r.ctors[0].type).startswith("((1 = 1) →")


MACROS = """macro "twice!" x:term : term => `($x + $x)
macro "sq" x:term:max : term => `($x * $x)
macro "seven" : term => `(7)

theorem_wanted twice_three : (twice! 3) = 6
theorem_wanted twice_three_wrong : (twice! 3) = 5
theorem_wanted twice_var (n : ℕ) : (twice! n + 1) = 2 * n + 2
theorem_wanted sq_atom (n : ℕ) : sq n + 1 = n * n + 1
theorem_wanted sq_atom_wrong (n : ℕ) : sq n + 1 = (n + 1) * (n + 1)
theorem_wanted seven_plus : seven + 1 = 8
"""


def test_one_rule_term_macros_expand_like_notations():
    """`x:term` at the end reads as much as a term can (precedence 0: `twice! n + 1` is
    `twice! (n + 1)`, as Lean parses it); `x:term:max` one atom."""
    assert verdicts(MACROS, bound=6) == {
        "twice_three": "HOLDS", "twice_three_wrong": "FAILS", "twice_var": "HOLDS",
        "sq_atom": "HOLDS", "sq_atom_wrong": "FAILS", "seven_plus": "HOLDS"}


@pytest.mark.parametrize("command, statement", [
    ('macro x:term "!!" : term => `($x + 1)', "a !! = a + 1"),         # starts with a variable
    ('macro "tw" x:term : tactic => `(tactic| simp)', "(tw a) = a"),   # not a term macro
    ('macro "tw" x:term : term => `(x + $x)', "(tw a) = a + a"),      # `x` unquoted: hygiene
])
def test_macros_not_expanded_leave_the_statement_unknown(command, statement):
    text = f"{command}\ntheorem_wanted t (a : ℕ) : {statement}\n"
    assert verdicts(text) == {"t": "UNKNOWN"}


OF_NAT = """inductive MyNat where
| zero : MyNat
| succ : MyNat → MyNat

namespace MyNat

def ofNat (x : Nat) : MyNat :=
  match x with
  | Nat.zero   => MyNat.zero
  | Nat.succ b => MyNat.succ (ofNat b)

instance instofNat {n : Nat} : OfNat MyNat n where
  ofNat := ofNat n

instance : Inhabited MyNat where
  default := MyNat.zero

theorem_wanted zero_eq_0 : MyNat.zero = 0
theorem_wanted two : (2 : MyNat) = succ (succ zero)
theorem_wanted two_wrong : (2 : MyNat) = succ zero
theorem_wanted succ_ne (n : MyNat) : succ n ≠ 0

end MyNat

structure Pos where
  x : ℕ
deriving DecidableEq

instance : OfNat Pos 0 where
  ofNat := ⟨7⟩

theorem_wanted origin : (0 : Pos) = ⟨7⟩
theorem_wanted origin_wrong : (0 : Pos) = ⟨0⟩
theorem_wanted one : (1 : Pos) = ⟨1⟩
"""


def test_numerals_of_a_project_type_through_its_ofnat_instance():
    """NNG4's `instance instofNat {n : Nat} : OfNat MyNat n where ofNat := ofNat n` (issue 29:
    classes with the project's instances): `0 : MyNat` is that instance's `ofNat 0`; an instance
    for one literal gives that literal only; a numeral no instance gives stays UNKNOWN."""
    assert verdicts(OF_NAT, bound=3) == {
        "MyNat.zero_eq_0": "HOLDS", "MyNat.two": "HOLDS", "MyNat.two_wrong": "FAILS",
        "MyNat.succ_ne": "HOLDS", "origin": "HOLDS", "origin_wrong": "FAILS", "one": "UNKNOWN"}


# fp-lean's books show terms with `example := t` (no type): Lean elaborates `t` and states
# nothing; the typed examples around them are statements as before
UNTYPED_EXAMPLES = """def double (n : Nat) : Nat := n + n

example := Nat.succ
example {n} := double n
example {α} := List α
example : double 3 = 6 := rfl
example : double 3 = 7 := rfl
example (n : Nat) : double n = 2 * n := by omega
"""


def test_an_example_without_a_type_is_no_statement_and_rejects_nothing():
    assert verdicts(UNTYPED_EXAMPLES) == {"T.lean:6": "HOLDS", "T.lean:7": "FAILS",
                                          "T.lean:8": "HOLDS"}


# an `end` with more words than a scope's name is a command of an imported syntax (fp-lean's
# `evaluation steps … end evaluation steps`): it closes no namespace, and rejects nothing
FOREIGN_END = """namespace NonTail
def sum : List Nat → Nat
  | [] => 0
  | x :: xs => x + sum xs
end evaluation steps
theorem sum_two (a b : Nat) : sum [a, b] = a + b := by simp [sum]
theorem sum_two_wrong (a b : Nat) : sum [a, b] = a := by simp [sum]
end NonTail
"""


def test_an_end_of_an_imported_syntax_closes_no_namespace():
    assert verdicts(FOREIGN_END) == {"NonTail.sum_two": "HOLDS",
                                     "NonTail.sum_two_wrong": "FAILS"}


# Lean's module system (Batteries since 2025): `module`, then `public import`, then
# `@[expose] public section`
MODULE_HEADER = """/-
Copyright.
-/
module

public import Batteries.Data.Nat.Basic

@[expose] public section

namespace Nat
theorem xor_self' (x : Nat) : x ^^^ x = 0 := by simp
theorem xor_self_wrong (x : Nat) : x ^^^ x = x := by simp
end Nat
"""


def test_a_module_header_is_read_not_rejected():
    assert verdicts(MODULE_HEADER) == {"Nat.xor_self'": "HOLDS", "Nat.xor_self_wrong": "FAILS"}


# fp-lean's `bookExample type {{{ … }}} … end bookExample` inside a section: that `end` names no
# open scope (Lean would refuse it), so the section's `variable {A B : Prop}` stays in force
FOREIGN_END_IN_SECTION = """section
variable {A B : Prop}
example : A → A ∨ B := by sorry
bookExample type {{{ TrueProp }}}
  True
end bookExample
example : A → B → A ∧ B := by sorry
example : A → A ∧ B := by sorry
end
"""


def test_an_end_naming_no_open_scope_leaves_the_section_open():
    assert verdicts(FOREIGN_END_IN_SECTION) == {"T.lean:3": "HOLDS", "T.lean:7": "HOLDS",
                                                "T.lean:8": "FAILS"}
