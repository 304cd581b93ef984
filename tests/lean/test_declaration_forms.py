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


def test_compfiles_commands_take_modifiers_and_attributes():
    """compfiles' Usa1972P3 writes `noncomputable determine solution …`: a modifier or an
    attribute before `determine` or `problem` keeps it the command it is (the file was rejected
    whole before). The noncomputable answer is read and is UNKNOWN where used, for that reason."""
    text = ("import ProblemExtraction\n\ndetermine answer : ℕ := 7\n\n"
            "noncomputable determine other : ℕ := 7\n\n"
            "@[simp] problem p1 (n : ℕ) : n % 7 = answer % 7 ↔ 7 ∣ n := by\n  sorry\n\n"
            "private problem p_wrong (n : ℕ) : n % 7 = answer % 7 ↔ 14 ∣ n := by\n  sorry\n\n"
            "problem p_other : other = 7 := by\n  sorry\n")
    assert verdicts(text, bound=20) == {"p1": "HOLDS", "p_wrong": "FAILS", "p_other": "UNKNOWN"}
    kinds = [(c.keyword, c.decl.name if c.decl else None) for c in P.parse_text(text).commands]
    assert ("KW_DEF", "other") in kinds and ("KW_THEOREM", "p1") in kinds


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


SECTIONED = """section
local infix:50 " ∼ " => fun (x y : ℕ) ↦ x ≤ y
theorem_wanted refl_le : Reflexive (· ∼ ·)
theorem_wanted symm_le : Symmetric (· ∼ ·)
theorem_wanted applied_le (a b : ℕ) : a ∼ b → a ≤ b + 1
end

section
local infix:50 " ∼ " => fun (x y : ℤ) ↦ x + y ≡ 0 [ZMOD 3]
theorem_wanted symm_mod : Symmetric (· ∼ ·)
theorem_wanted refl_mod : Reflexive (· ∼ ·)
end

def below (x y : ℕ) : Prop := x < y
section
local infix:50 " ≺ " => below
theorem_wanted irrefl_below : ¬ Reflexive (· ≺ ·)
theorem_wanted trans_below : Transitive (· ≺ ·)
theorem_wanted total_below_wrong : ∀ a b : ℕ, a ≺ b ∨ b ≺ a
end

section
local infix:50 " ≺ " => fun ((x1, y1) : ℕ × ℕ) (x2, y2) ↦ x1 ≤ x2 ∧ y1 ≤ y2
theorem_wanted refl_pair : Reflexive (· ≺ ·)
theorem_wanted symm_pair_wrong : Symmetric (· ≺ ·)
end

theorem_wanted after_end (a : ℕ) : a ≺ a

section
local infix:50 " ≈ " => fun ((a, b) : ℤ × ℕ) (c, d) ↦ a * (d + 1) = c * (b + 1)
theorem_wanted symm_frac : Symmetric (· ≈ ·)
theorem_wanted trans_frac : Transitive (· ≈ ·)
end

section
local infix:50 " ≈ " => fun ((a, b) : ℤ × ℕ) (c, d) ↦ a * d = c * b
theorem_wanted trans_frac_wrong : Transitive (· ≈ ·)
end
"""


def test_local_infix_in_sections_with_cdot_sections():
    """math2001's chapter on relations: `local infix` declared afresh in each section, used as
    `(· ∼ ·)`. The `·` belong to the source's parentheses (not to those the expansion adds), a
    body `fun x y ↦ …` is applied as a whole, a library notation inside it (`≡ [ZMOD]`) is still
    expanded, and a `local` notation ends with its section. Under `Symmetric r` the relation
    is elaborated at `α → α → Prop`, so an untyped second pattern `(c, d)` takes the first
    parameter's `ℤ × ℕ` (math2001 10.2's fractions), not the types its body would give."""
    assert verdicts(SECTIONED) == {
        "refl_le": "HOLDS", "symm_le": "FAILS", "applied_le": "HOLDS",
        "symm_mod": "HOLDS", "refl_mod": "FAILS",
        "irrefl_below": "HOLDS", "trans_below": "HOLDS", "total_below_wrong": "FAILS",
        "refl_pair": "HOLDS", "symm_pair_wrong": "FAILS", "after_end": "UNKNOWN",
        "symm_frac": "HOLDS", "trans_frac": "HOLDS", "trans_frac_wrong": "FAILS"}


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
    assert [ns for ns, _, _ in NT.LIBRARY_NOTATIONS] == ["Nat", "Nat", None, None, None, "List",
                                                         None, None, "Nat.Prime", "Nat.Prime", None,
                                                         None, None]


def test_mathlib_even_and_odd_part_notations():
    """`ordProj[p] n` and `ordCompl[p] n` (compfiles' Usa1983P5 writes its odd part so) are
    Mathlib's unscoped notations `p ^ n.factorization p` and `n / ordProj[p] n`."""
    text = ("theorem_wanted split (a : ℕ) : ordProj[2] a * ordCompl[2] a = a\n"
            "theorem_wanted split_wrong (a : ℕ) : ordProj[3] a * ordCompl[2] a = a\n"
            "theorem_wanted odd (a : ℕ) (h : a ≠ 0) : ordCompl[2] a % 2 = 1\n"
            "theorem_wanted odd_wrong (a : ℕ) : ordCompl[2] a % 2 = 1\n")
    assert verdicts(text, bound=30) == {"split": "HOLDS", "split_wrong": "FAILS", "odd": "HOLDS",
                                        "odd_wrong": "FAILS"}


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


def test_a_big_operator_is_a_whole_operand_of_a_weaker_notation():
    """`∑ i ∈ s, i ≡ ∑ i ∈ t, i [ZMOD n]`: the sum reads its body at 67, so the left operand of
    `≡ … [ZMOD n]` (at 50) is the whole sum, not its body `i` (FormalMATH writes it so; it was
    UNKNOWN, "`∑` of `Prop`"); a stronger operator still stays inside the body."""
    text = ("theorem_wanted s (n : ℕ) : ∑ i ∈ Finset.range n, i ≡ n * (n - 1) / 2 [MOD 1000]\n"
            "theorem_wanted s_wrong (n : ℕ) : ∑ i ∈ Finset.range n, i ≡ n * n / 2 [MOD 1000]\n"
            "theorem_wanted p (n : ℕ) : ∏ i ∈ Finset.range n, 2 ≡ 2 ^ n [ZMOD 7]\n"
            "theorem_wanted p_wrong (n : ℕ) : ∏ i ∈ Finset.range n, 2 ≡ 2 ^ n + 1 [ZMOD 7]\n"
            "theorem_wanted b (n : ℕ) : 3 ∣ ∑ i ∈ Finset.range n, 3 * i\n")
    assert verdicts(text, bound=8) == {"s": "HOLDS", "s_wrong": "FAILS", "p": "HOLDS",
                                       "p_wrong": "FAILS", "b": "HOLDS"}


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



# --- Mathlib's Archive: section variables in definitions, Prop structures, `Set` intervals ------

ARCHIVE_FORMS = """open Set

namespace Demo

variable (N : ℕ)

structure Pred (m n : ℤ) : Prop where
  m_range : m ∈ Ioc 0 (N : ℤ)
  n_range : n ∈ Set.Icc 1 (N : ℤ)
  eq_one : (n ^ 2 - m * n - m ^ 2) ^ 2 = 1

def NatPred (m n : ℕ) : Prop :=
  Pred N ↑m ↑n

variable {N}

theorem m_le_n {m n : ℤ} (h : Pred N m n) : m ≤ n := sorry
theorem m_lt_n_wrong {m n : ℤ} (h : Pred N m n) : m < n := sorry
theorem nat_n_le {m n : ℕ} (h : NatPred N m n) : n ≤ N := sorry
theorem nat_n_lt_wrong {m n : ℕ} (h : NatPred N m n) : n < N := sorry

variable {K : ℕ} (HK : N < K)

theorem hk_unused {m n : ℕ} (h : NatPred N m n) : n ≤ K := sorry
theorem hk_used {m n : ℕ} (h : NatPred N m n) (HK' : N < K) : n ≤ K := sorry

end Demo
"""


def test_section_variables_prop_structures_and_set_intervals():
    """Mathlib's Archive/Imo/Imo1981Q3.lean's forms: `variable (N : ℕ)` becomes the first
    parameter of the structure and the definition that mention it; `structure … : Prop where`
    is the conjunction of its fields; `variable {N}` (no type) only changes N's bracket; `m ∈ Ioc
    0 N` under `open Set` is `0 < m ∧ m ≤ N`; and `variable (HK : N < K)` enters no statement
    that does not mention it (Lean 4), so `hk_unused` is about any K and FAILS."""
    got = verdicts(ARCHIVE_FORMS, bound=8)
    assert got == {"Demo.m_le_n": "HOLDS", "Demo.m_lt_n_wrong": "FAILS",
                   "Demo.nat_n_le": "HOLDS", "Demo.nat_n_lt_wrong": "FAILS",
                   "Demo.hk_unused": "FAILS", "Demo.hk_used": "HOLDS"}


def test_a_dependent_or_extended_structure_stays_a_type():
    """A Prop structure whose field mentions an earlier field is no conjunction (a dependent
    pair): it is not unfolded, and a statement using it is UNKNOWN, never a guess."""
    text = ("structure D (n : ℕ) : Prop where\n  a : n > 0\n  b : a = a\n\n"
            "theorem t (n : ℕ) (h : D n) : n > 0 := sorry\n")
    assert verdicts(text) == {"t": "UNKNOWN"}


LEAST = """def P (n : ℕ) : Prop := n % 10 = 6 ∧ n ≥ 16

theorem least : IsLeast {n | P n} 16 := sorry
theorem least_wrong : IsLeast {n | P n} 26 := sorry
theorem greatest : IsGreatest {n : ℕ | n ∈ Finset.range 5} 4 := sorry
theorem greatest_wrong : IsGreatest {n : ℕ | n ∈ Finset.range 5} 5 := sorry
theorem old_sum (n : ℕ) : ∑ i in Finset.range n, 2 * i = n * (n - 1) := sorry
theorem old_sum_wrong (n : ℕ) : ∏ i in Finset.range n, (i + 1) = n := sorry
"""


def test_is_least_is_greatest_and_the_older_big_operator_binder():
    """`IsLeast s a` is `a ∈ s ∧ ∀ b ∈ s, a ≤ b` (Mathlib/Order/Bounds/Defs.lean), the set's
    element type fixed by its body when `{n | P n}` names none; Mathlib's deprecated `∑ x in s,
    f x` is `∑ x ∈ s, f x`. Each true one HOLDS, each wrong one FAILS (26 is no least: 16 is
    smaller; 5 ∉ range 5; 3! ≠ 3)."""
    got = verdicts(LEAST, bound=40)
    assert got == {"least": "HOLDS", "least_wrong": "FAILS", "greatest": "HOLDS",
                   "greatest_wrong": "FAILS", "old_sum": "HOLDS", "old_sum_wrong": "FAILS"}


FLOORS = """theorem half (n : ℕ) : ⌊n / 2⌋₊ * 2 ≤ n := sorry
theorem half_wrong (n : ℕ) : ⌊n / 2⌋₊ * 2 = n := sorry
theorem to_nat (a : ℤ) : (⌊a⌋₊ : ℤ) ≥ a := sorry
theorem to_nat_wrong (a : ℤ) : (⌈a⌉₊ : ℤ) = a := sorry
theorem in_range (n : ℕ) : (List.range ⌊n / 3⌋₊).length * 3 ≤ n := sorry
theorem int_floor (a : ℤ) : ⌊a⌋ = a ∧ ⌈a⌉ = a := sorry
"""


def test_mathlib_floor_and_ceiling_notations():
    """`⌊a⌋₊`, `⌈a⌉₊`, `⌊a⌋`, `⌈a⌉` are Nat.floor, Nat.ceil, Int.floor, Int.ceil, standing as
    one argument (`List.range ⌊n / 3⌋₊`); on ℕ and ℤ the floor is the identity, and `⌊a⌋₊` of an
    integer is `a.toNat` (so -1's is 0)."""
    got = verdicts(FLOORS, bound=8)
    assert got == {"half": "HOLDS", "half_wrong": "FAILS", "to_nat": "HOLDS",
                   "to_nat_wrong": "FAILS", "in_range": "HOLDS", "int_floor": "HOLDS"}


MONOTONE = """def sq (n : ℕ) : ℕ := n * n
def neg (n : ℤ) : ℤ := -n

theorem sq_mono : StrictMono sq := sorry
theorem div_mono : Monotone (fun n : ℕ => n / 2) := sorry
theorem div_strict_wrong : StrictMono (fun n : ℕ => n / 2) := sorry
theorem neg_anti : StrictAnti neg := sorry
theorem neg_mono_wrong : Monotone neg := sorry
theorem sub_anti : Antitone (fun n : ℕ => 10 - n) := sorry
"""


def test_monotonicity_predicates_unfold_to_their_definition():
    """Mathlib's `Monotone f := ∀ ⦃a b⦄, a ≤ b → f a ≤ f b` and StrictMono, Antitone,
    StrictAnti likewise (Mathlib/Order/Monotone/Defs.lean), over f's domain: true ones HOLD on
    the box, the wrong ones FAIL (0 / 2 = 1 / 2; -0 > -1)."""
    got = verdicts(MONOTONE, bound=8)
    assert got == {"sq_mono": "HOLDS", "div_mono": "HOLDS", "div_strict_wrong": "FAILS",
                   "neg_anti": "HOLDS", "neg_mono_wrong": "FAILS", "sub_anti": "HOLDS"}


BIG_OPERATOR_DOMAINS = """theorem over_fin (p : ℕ) : ∑ j : Fin (p + 1), (j : ℕ) = p * (p + 1) / 2 := sorry
theorem over_fin_wrong (p : ℕ) : ∑ j : Fin (p + 1), (j : ℕ) = p * p / 2 := sorry
theorem over_finset (p : ℕ) : ∑ k : Finset.range p, (k : ℕ) = p * (p - 1) / 2 := sorry
theorem over_finset_val (p : ℕ) : ∏ k : Finset.Icc 1 p, k.1 = p.factorial := sorry
theorem over_finset_wrong (p : ℕ) : ∑ k : Finset.range p, (k : ℕ) = p * (p + 1) / 2 := sorry
"""


def test_big_operators_over_a_dependent_fin_and_a_finset_coerced_to_a_type():
    """PutnamBench's `∑ j : Fin (p + 1), …` with p a variable sums over 0 … p at each
    assignment; `∑ k : Finset.range p, …` over the finset coerced to a type (its elements, `k.1`
    each element itself). True ones HOLD, wrong ones FAIL (at p = 1: 0 + 1 ≠ 0; 0 ≠ 1)."""
    got = verdicts(BIG_OPERATOR_DOMAINS, bound=8)
    assert got == {"over_fin": "HOLDS", "over_fin_wrong": "FAILS", "over_finset": "HOLDS",
                   "over_finset_val": "HOLDS", "over_finset_wrong": "FAILS"}



GUILLEMETS = """inductive Player where
  | left : Player
  | right : Player
deriving DecidableEq

namespace Player

protected lemma «forall» {p : Player → Prop} : (∀ x, p x) ↔ p left ∧ p right := sorry
protected lemma «exists» {p : Player → Prop} : (∃ x, p x) ↔ p left ∨ p right := sorry
theorem «forall_wrong» {p : Player → Prop} : (∀ x, p x) ↔ p left := sorry
def «two words» : ℕ := 2
theorem uses_quoted : «two words» + 1 = 3 := sorry

end Player
"""


def test_a_name_in_guillemets_is_a_declaration_name():
    """Lean's `«…»` makes any text one name segment (combinatorial-games' `protected lemma
    «forall»` on `Player`): such a statement was dropped from the file unread; now it is read
    under the name Lean prints, and a wrong variant FAILS."""
    assert verdicts(GUILLEMETS) == {
        "Player.«forall»": "HOLDS", "Player.«exists»": "HOLDS", "Player.«forall_wrong»": "FAILS",
        "Player.uses_quoted": "HOLDS"}


OWN_INSTANCES = """inductive Player where
  | left : Player
  | right : Player
deriving DecidableEq

namespace Player

abbrev cases {α : Sort*} (l r : α) : Player → α
  | left => l
  | right => r

instance : Neg Player where
  neg := cases right left

instance : Mul Player where mul
  | left, p => p
  | right, p => -p

instance : CommGroup Player where
  one := left
  inv := id
  mul_assoc := by decide

theorem neg_left : -left = right := sorry
theorem neg_ne_self : ∀ (p : Player), -p ≠ p := by sorry
theorem neg_wrong : ∀ (p : Player), -p = p := by sorry
theorem mul_right : ∀ p, p * right = -p := by sorry
theorem mul_self : ∀ p, p * p = left := by sorry
theorem mul_wrong : ∀ p, p * right = p := by sorry
theorem one_eq_left : 1 = left := sorry
theorem one_wrong : 1 = right := sorry
theorem inv_eq_self (p : Player) : p⁻¹ = p := sorry
theorem inv_wrong (p : Player) : p⁻¹ = -p := sorry

end Player
"""


def test_operators_through_the_files_own_instances():
    """combinatorial-games' `Player`: `-`, `*`, `1` and `⁻¹` are the fields of the file's own
    instances (`neg := cases right left`, `mul` by equations, a group's `one := left` and
    `inv := id`), as Lean takes them; `-p` is part of the `binop%` tree (`p * right = -p` is at
    `Player`). Each true statement HOLDS and each wrong twin FAILS."""
    assert verdicts(OWN_INSTANCES) == {
        "Player.neg_left": "HOLDS", "Player.neg_ne_self": "HOLDS", "Player.neg_wrong": "FAILS",
        "Player.mul_right": "HOLDS", "Player.mul_self": "HOLDS", "Player.mul_wrong": "FAILS",
        "Player.one_eq_left": "HOLDS", "Player.one_wrong": "FAILS",
        "Player.inv_eq_self": "HOLDS", "Player.inv_wrong": "FAILS"}


def test_unary_minus_outside_its_types_is_unknown_never_an_integer():
    """`-i` for `i : Fin 3` is `Neg.neg` at `Fin 3` (one `binop%` tree), which pychecks does not
    evaluate: UNKNOWN with the reason, where it once read `-i` as an integer."""
    text = "theorem t (i : Fin 3) : -i + i = 0 := sorry\n"
    assert verdicts(text) == {"t": "UNKNOWN"}


OWN_SIDE = """inductive Side where
  | a : Side
  | b : Side
deriving DecidableEq

instance : Neg Side where
  neg := fun | .a => .b | .b => .a

instance : Mul Side where mul
  | .a, p => p
  | .b, p => -p

theorem neg_a : -Side.a = Side.b := sorry
theorem neg_ne (p : Side) : -p ≠ p := sorry
theorem neg_wrong (p : Side) : -p = p := sorry
theorem mul_b (p : Side) : p * Side.b = -p := sorry
theorem mul_wrong (p : Side) : p * Side.b = p := sorry
theorem neg_neg (p : Side) : -(-p) = p := sorry
"""


def test_operators_of_any_project_type_through_its_instances():
    """The same for a type of any name (`Side`): `-p` standing alone is `Neg.neg` at p's type
    when the file declares `Neg Side`, never ℤ's `-`; `*` by the file's equations."""
    assert verdicts(OWN_SIDE) == {"neg_a": "HOLDS", "neg_ne": "HOLDS", "neg_wrong": "FAILS",
                                  "mul_b": "HOLDS", "mul_wrong": "FAILS", "neg_neg": "HOLDS"}


HAVE_IN_A_DEF = """def squadStrategy (n : Nat) : Nat :=
  if n % 4 = 0 then 1 else n % 4

mutual
def squadWins (n : Nat) : Bool :=
  if n = 0 then
    False
  else
    have decreasing: (squadStrategy n) > 0 := by sorry
    ¬ hackerWins (n - squadStrategy n)

def hackerWins (n : Nat) : Bool :=
  if n = 0 then
    False
  else
    ¬(squadWins (n - 3)) ∨ ¬(squadWins (n - 2)) ∨ ¬(squadWins (n - 1))
end

def tactics (n : Nat) : Nat :=
  have h : n + 0 = n := by
    simp
  n + 1

theorem poison (n : Nat) (h : n % 4 = 0) : ¬ hackerWins n := sorry
theorem poison_wrong (n : Nat) (h : n % 4 = 0) : squadWins n := sorry
theorem tactics_succ (n : Nat) : tactics n = n + 1 := sorry
"""


def test_a_have_proved_by_tactics_inside_a_definition():
    """shadaj/cyberchase-lean's `have decreasing: … := by sorry` with the body on the next line:
    the `by` block ends where the layout ends the `have`, so the definition is read; the true statement HOLDS and a wrong variant FAILS."""
    assert verdicts(HAVE_IN_A_DEF, bound=40) == {
        "poison": "HOLDS", "poison_wrong": "FAILS", "tactics_succ": "HOLDS"}



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


def test_an_alias_command_costs_no_statement():
    """Mathlib's `alias` (Batteries' `alias b := a`, `alias ⟨c, d⟩ := h`), here after an
    attribute: the combinatorial-games library's Dyadic.lean was rejected whole at its first
    `@[norm_cast] alias`; the statements around it are read and checked."""
    text = ("theorem_wanted a (n : ℕ) : n + 0 = n\n@[simp] alias b := a\n"
            "alias ⟨c, d⟩ := Iff.rfl\ntheorem_wanted e_wrong (n : ℕ) : n * 1 = n + 1\n")
    assert verdicts(text, bound=4) == {"a": "HOLDS", "e_wrong": "FAILS"}


LINE_FIELDS = """structure RGB where
  red : ℕ
  green : ℕ
  blue : ℕ

def shuffle (c : RGB) : RGB :=
  { red   := c.green
    green := c.blue
    blue  := c.red }

theorem_wanted three (c : RGB) (h : c.red ≤ 2 ∧ c.green ≤ 2 ∧ c.blue ≤ 2) :
    shuffle (shuffle (shuffle c)) = c
theorem_wanted one_wrong (c : RGB) (h : c.red ≤ 2 ∧ c.green ≤ 2 ∧ c.blue ≤ 2) : shuffle c = c
"""


def test_structure_instance_fields_separated_by_line_breaks():
    """Lean separates a structure instance's fields by a comma or by a line break in the first
    field's column (LoVe's `{ red := … ⏎ green := … }`, once "unexpected ':='")."""
    assert verdicts(LINE_FIELDS, bound=2) == {"three": "HOLDS", "one_wrong": "FAILS"}


ALTERNATIVES = """def edgeIdx : ℕ → ℕ → ℕ
  | 0, 1 | 1, 0 => 0
  | 0, 2 | 2, 0 => 1
  | _, _ => 7
def small (n : ℕ) : Bool := match n with
  | 0 | 2 | 4 => true
  | _ => false
def below (n : ℕ) : Set ℕ := {m < 10 ^ n | m % 7 = 3}
theorem_wanted symm (a b : ℕ) : edgeIdx a b = edgeIdx b a
theorem_wanted symm_wrong (a b : ℕ) : edgeIdx a b ≤ 1
theorem_wanted small_ok : small 2 = true ∧ small 3 = false ∧ small 4 = true
theorem_wanted small_wrong : small 1 = true
theorem_wanted below_ok : 10 ∈ below 2 ∧ 3 ∈ below 1 ∧ 18 ∉ below 2 ∧ 101 ∉ below 2
theorem_wanted below_wrong : 10 ∈ below 1
"""


def test_match_alternatives_and_bounded_set_builders():
    """Lean's `| p | q => rhs` (one right-hand side for several patterns: compfiles' Usa1981P2
    `| 0, 1 | 1, 0 => 0`) and Mathlib's binder predicate in a set-builder, `{m < a | p m}`
    (`{m | m < a ∧ p m}`: CombiBench's brualdi_ch7_27)."""
    assert verdicts(ALTERNATIVES, bound=8) == {
        "symm": "HOLDS", "symm_wrong": "FAILS", "small_ok": "HOLDS", "small_wrong": "FAILS",
        "below_ok": "HOLDS", "below_wrong": "FAILS"}


def test_show_by_in_parentheses_across_lines():
    """`(show p by` then tactics on the next lines `)` (equational_theories' SmallMagmas): the
    `by` block runs to the bracket's close, and `show p by tac` is `show p from by tac`."""
    lean = P.parse_text("def foo : Decidable True :=\n"
                        "    decidable_of_iff' _ (show _ ↔ True by\n      unfold f\n      simp)\n"
                        "def bar : ℕ := (show ℕ by exact 3)\n"
                        "theorem_wanted t (n : ℕ) : n = n\n")
    foo, bar, t = lean.declarations
    assert foo.error is None and bar.error is None and t.error is None
    assert P.to_lean(foo.body) == "(decidable_of_iff' _ (show (_ ↔ True) from (by unfold f simp)))"
    assert P.to_lean(bar.body) == "(show ℕ from (by exact 3))"
