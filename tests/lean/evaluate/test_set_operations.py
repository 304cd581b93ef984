"""Issue 29: Mathlib's set algebra as real files write it: `sᶜ` (`compl`) of a `Set` and of a
`Finset` of a finite type, `∪`, `∩`, `\\` of sets (Mathlib/Data/Set/Defs.lean: membership by `∨`,
`∧`, `∧ ¬`), `⊆` and `⊂` of sets (`Set.Subset s t := ∀ ⦃a⦄, a ∈ s → a ∈ t`) and `=` of sets
(`Set.ext`: both inclusions), a literal side taking the other side's type; each beside a wrong
variant that must FAIL. A `Set ℕ` is decided only within the scope; a set of a finite type
exactly."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

TEXT = """theorem_wanted compl_union (s : Finset (Fin 3)) : sᶜ ∪ s = Finset.univ
theorem_wanted compl_card (s : Finset (Fin 3)) : (sᶜ).card = 3 - s.card
theorem_wanted compl_card_wrong (s : Finset (Fin 3)) : (sᶜ).card = s.card
theorem_wanted de_morgan (s t : Finset (Fin 4)) : (s ∪ t)ᶜ = sᶜ ∩ tᶜ
theorem_wanted de_morgan_wrong (s t : Finset (Fin 4)) : (s ∪ t)ᶜ = sᶜ ∪ tᶜ
theorem_wanted compl_mem (s : Finset (Fin 4)) (x : Fin 4) : x ∈ sᶜ ↔ x ∉ s
theorem_wanted compl_mem_wrong (s : Finset (Fin 4)) (x : Fin 4) : x ∈ sᶜ ↔ x ∈ s
theorem_wanted evens_compl : ({n : ℕ | n % 2 = 0})ᶜ = {n : ℕ | n % 2 = 1}
theorem_wanted evens_compl_wrong : ({n : ℕ | n % 2 = 0})ᶜ = {n : ℕ | n % 3 = 1}
theorem_wanted fin_set_compl : ({x : Fin 3 | x ≠ 1})ᶜ = {1}
theorem_wanted fin_set_compl_wrong : ({x : Fin 3 | x ≠ 1})ᶜ = {2}
theorem_wanted mem_compl (n : ℕ) : n ∈ ({k : ℕ | k < 5})ᶜ ↔ 5 ≤ n
theorem_wanted mem_compl_wrong (n : ℕ) : n ∈ ({k : ℕ | k < 5})ᶜ ↔ 6 ≤ n
theorem_wanted subset_lit : {n : ℕ | n % 5 = 3 ∧ n < 12} ⊆ {3, 8}
theorem_wanted lit_subset_wrong : ({3, 9} : Set ℕ) ⊆ {n : ℕ | n % 5 = 3 ∧ n < 12}
theorem_wanted ssubset : ({3} : Set ℕ) ⊂ {n : ℕ | n % 5 = 3 ∧ n < 12}
theorem_wanted ssubset_wrong : {n : ℕ | n % 5 = 3 ∧ n < 12} ⊂ {3, 8}
theorem_wanted diff_eq : {n : ℕ | n % 5 = 3 ∧ n < 12} \\ {3} = {8}
theorem_wanted diff_eq_wrong : {n : ℕ | n % 5 = 3 ∧ n < 12} \\ {3} = {3, 8}
theorem_wanted union_inter : {n : ℕ | n < 4} ∩ {n | 2 ≤ n} ∪ {9} = {2, 3, 9}
theorem_wanted union_inter_wrong : {n : ℕ | n < 4} ∪ {n | 2 ≤ n} ∩ {9} = {2, 3, 9}
theorem_wanted empty_eq : {n : ℕ | n < 3 ∧ 5 < n} = ∅
theorem_wanted empty_eq_wrong : {n : ℕ | n < 6 ∧ 5 < n + 1} = ∅
theorem_wanted set_ne : {n : ℕ | n < 3} ≠ {0, 1}
"""

EXPECTED = {"compl_union": "HOLDS", "compl_card": "HOLDS", "compl_card_wrong": "FAILS",
            "de_morgan": "HOLDS", "de_morgan_wrong": "FAILS", "compl_mem": "HOLDS",
            "compl_mem_wrong": "FAILS", "evens_compl": "HOLDS", "evens_compl_wrong": "FAILS",
            "fin_set_compl": "HOLDS", "fin_set_compl_wrong": "FAILS", "mem_compl": "HOLDS",
            "mem_compl_wrong": "FAILS", "subset_lit": "HOLDS", "lit_subset_wrong": "FAILS",
            "ssubset": "HOLDS", "ssubset_wrong": "FAILS", "diff_eq": "HOLDS",
            "diff_eq_wrong": "FAILS", "union_inter": "HOLDS", "union_inter_wrong": "FAILS",
            "empty_eq": "HOLDS", "empty_eq_wrong": "FAILS", "set_ne": "HOLDS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_set_operations(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=12).status.value == EXPECTED[name]
    assert verdict(r, bound=12, backend="interpret").status.value == EXPECTED[name]


def test_complement_of_a_finset_of_an_infinite_type_is_unknown_with_its_reason(tmp_path):
    r = readings(lean_file(tmp_path, "theorem_wanted t (s : Finset ℕ) : sᶜ = sᶜ\n"))["t"]
    assert r.kind != "evaluated" and "`ᶜ` on `Finset ℕ`" in r.reason


ANSWER = """import FormalConjecturesUtil

theorem digits_answer :
    {n : ℕ | n < 30 ∧ (Nat.digits 10 n).sum = 5} = answer({5, 14, 23}) := by
  sorry

theorem digits_answer_wrong :
    {n : ℕ | n < 30 ∧ (Nat.digits 10 n).sum = 5} = answer({5, 14}) := by
  sorry

theorem least_answer : IsLeast {n : ℕ | 3 < n ∧ n % 5 = 2} answer(7) := by
  sorry

theorem least_answer_wrong : IsLeast {n : ℕ | 3 < n ∧ n % 5 = 2} answer(12) := by
  sorry

theorem count_answer : (Finset.filter (fun n => n % 3 = 0) (Finset.range 10)).card = answer(4) :=
  by sorry

theorem open_answer : answer(sorry) ↔ ∀ n : ℕ, n + 0 = n := by
  sorry
"""


@pytest.mark.parametrize("name, status", [
    ("digits_answer", "HOLDS"), ("digits_answer_wrong", "FAILS"), ("least_answer", "HOLDS"),
    ("least_answer_wrong", "FAILS"), ("count_answer", "HOLDS")])
def test_formal_conjectures_answer_is_the_term_it_holds(tmp_path, name, status):
    """formal-conjectures' `syntax "answer(" term ")" : term`, elaborated as its term."""
    r = readings(lean_file(tmp_path, ANSWER))[name]
    assert verdict(r, bound=40).status.value == status


def test_answer_sorry_stays_unknown(tmp_path):
    r = readings(lean_file(tmp_path, ANSWER))["open_answer"]
    assert r.kind != "evaluated" and "sorry" in r.reason


def test_answer_is_project_syntax_only_where_imported_and_written_as_one_token(tmp_path):
    """Without the import, and with a space (`answer (4)`, which Lean reads as an application
    even with the syntax in force), `answer` is a name like any other."""
    plain = ANSWER.replace("import FormalConjecturesUtil", "import Mathlib")
    r = readings(lean_file(tmp_path, plain))["count_answer"]
    assert r.kind != "evaluated" and "`answer`" in r.reason
    spaced = ANSWER.replace("answer(4)", "answer (4)")
    r = readings(lean_file(tmp_path, spaced, "S.lean"))["count_answer"]
    assert r.kind != "evaluated" and "`answer`" in r.reason
