"""Issue 29: a `Fin` whose size is known only at each assignment (`∀ i : Fin l.length`,
`∀ i : Fin (n + 1)`) ranges exactly over its values there; each statement beside a wrong
variant that must FAIL."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

from pychecks.lean.evaluate import scope as S

TEXT = """theorem_wanted get_le_sum (l : List ℕ) : ∀ i : Fin l.length, l.get i ≤ l.sum
theorem_wanted get_lt_sum (l : List ℕ) : ∀ i : Fin l.length, l.get i < l.sum
theorem_wanted val_le (n : ℕ) : ∀ i : Fin (n + 1), i.val ≤ n
theorem_wanted val_lt (n : ℕ) : ∀ i : Fin (n + 1), i.val < n
theorem_wanted some_index (l : List ℕ) (h : l ≠ []) : ∃ i : Fin l.length, l.get i = l.head!
theorem_wanted some_index_wrong (l : List ℕ) : ∃ i : Fin l.length, l.get i = 0
theorem_wanted set_changes (pos : List ℕ) :
    ∀ (i : Fin pos.length) (y : ℕ), y < pos.get i → pos.set i.val y ≠ pos
theorem_wanted set_changes_wrong (pos : List ℕ) :
    ∀ (i : Fin pos.length) (y : ℕ), y ≤ pos.get i → pos.set i.val y ≠ pos
"""

EXPECTED = {"get_le_sum": "HOLDS", "get_lt_sum": "FAILS", "val_le": "HOLDS", "val_lt": "FAILS",
            "some_index": "HOLDS", "some_index_wrong": "FAILS", "set_changes": "HOLDS",
            "set_changes_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_dependent_fin_sizes(tmp_path, name):
    r = readings(lean_file(tmp_path, TEXT))[name]
    assert verdict(r, bound=4, length=3).status.value == EXPECTED[name]
    assert verdict(r, bound=3, length=3, backend="interpret").status.value == EXPECTED[name]


def test_a_size_no_variable_gives_is_still_refused(tmp_path):
    text = "def k : ℕ := 3\ntheorem_wanted t (f : ℕ → ℕ) : ∀ i : Fin (f 0), i.val < f 0\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind == "evaluated" or "size" in (r.reason or "")


PARAMETERS = """namespace Params

/-- formal-conjectures' Erdős 872: a structure with a ℕ parameter its fields do not use. -/
structure GamePos (n : ℕ) where
  claimed : Finset ℕ
  pool : Finset ℕ

/-- A parameter a field uses: `Fin n`. -/
structure Token (n : ℕ) where
  at_ : Fin n

/-- The result type depends on the explicit argument. -/
def startPos (n : ℕ) : GamePos n where
  claimed := ∅
  pool := Finset.Icc 2 n

/-- The implicit `{n : ℕ}` is learnt from `p`'s type; `open Classical in` is read past, and a
`let` of a proposition binds a proof. -/
def legal {n : ℕ} (p : GamePos n) : Finset ℕ :=
  open scoped Classical in
  p.pool.filter fun x => x ≤ n ∧ x ∉ p.claimed

def value {n : ℕ} : GamePos n → ℕ := fun p =>
  let moves := legal p
  if h : moves.Nonempty then
    let hm : moves.Nonempty := h
    moves.max' hm
  else 0

def tok (n : ℕ) (i : Fin n) : Token n := ⟨i⟩

theorem_wanted start_legal (n : ℕ) : (legal (startPos n)).card = n - 1
theorem_wanted start_legal_wrong (n : ℕ) : (legal (startPos n)).card = n
theorem_wanted start_value (n : ℕ) (h : 2 ≤ n) : value (startPos n) = n
theorem_wanted start_value_wrong (n : ℕ) (h : 2 ≤ n) : value (startPos n) = n - 1
theorem_wanted some_pos {n : ℕ} (p : GamePos n) (x : ℕ) :
    x ∈ legal p ↔ x ∈ p.pool ∧ x ≤ n ∧ x ∉ p.claimed
theorem_wanted some_pos_wrong {n : ℕ} (p : GamePos n) (x : ℕ) :
    x ∈ legal p ↔ x ∈ p.pool ∧ x < n
theorem_wanted token (n : ℕ) : ∀ i : Fin n, (tok n i).at_.val < n
theorem_wanted token_wrong (n : ℕ) : ∀ i : Fin n, (tok n i).at_.val = 0

end Params
"""

PARAM_EXPECTED = {"start_legal": "HOLDS", "start_legal_wrong": "FAILS",
                  "start_value": "HOLDS", "start_value_wrong": "FAILS",
                  "some_pos": "HOLDS", "some_pos_wrong": "FAILS",
                  "token": "HOLDS", "token_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(PARAM_EXPECTED))
def test_structure_parameters_and_dependent_results(tmp_path, name):
    """`structure GamePos (n : ℕ)` was refused as "the type `n` is neither defined": a ℕ
    parameter is carried as a size, an implicit `{n : ℕ}` of a definition taking `GamePos n`
    learns it, and `startPos (n : ℕ) : GamePos n` gives it the argument's value."""
    r = readings(lean_file(tmp_path, PARAMETERS, "Params.lean"))[name]
    v = verdict(r, bound=3, length=2)
    assert v.status.value == PARAM_EXPECTED[name], v.reason


SEQUENCES = """namespace Seqs

/-- compfiles' Usa1972P3: a type synonym with a ℕ parameter, sequences of digits 1..9. -/
abbrev Digit := Fin 9
abbrev DigitSeq (n : ℕ) := Fin n → Digit

def to_nat_digit : Digit → ℕ := fun d ↦ d + 1
/-- A definition with `{n : ℕ}` whose body ranges over `Fin n` (`∏ a`, `∃ i`). -/
def is_good_seq {n : ℕ} (s : DigitSeq n) := 10 ∣ ∏ a, to_nat_digit (s a)
abbrev HasFive {n : ℕ} (s : DigitSeq n) : Prop := ∃ i, to_nat_digit (s i) = 5
abbrev NoFive {n : ℕ} (s : DigitSeq n) : Prop := ∀ i, to_nat_digit (s i) ≠ 5

theorem five_iff {n : ℕ} (s : DigitSeq n) : 5 ∣ ∏ a, to_nat_digit (s a) ↔ HasFive s := by sorry
theorem five_iff_wrong {n : ℕ} (s : DigitSeq n) :
    5 ∣ ∏ a, to_nat_digit (s a) ↔ HasFive s ∧ n ≥ 1 ∧ to_nat_digit (s ⟨0, by omega⟩) = 5 := by
  sorry
theorem card_noFive (n : ℕ) : Fintype.card {s : DigitSeq n // NoFive s} = 8 ^ n := by sorry
theorem card_noFive_wrong (n : ℕ) : Fintype.card {s : DigitSeq n // NoFive s} = 8 * n := by sorry
theorem card_digits : Fintype.card {d : Digit // to_nat_digit d ≠ 5} = 8 := by sorry
theorem card_digits_wrong : Fintype.card {d : Digit // to_nat_digit d ≠ 5} = 9 := by sorry
theorem balance (n : ℕ) :
    {s : DigitSeq n | is_good_seq s}.ncard + 8 ^ n + 5 ^ n = 9 ^ n + 4 ^ n := by sorry
theorem balance_wrong (n : ℕ) :
    {s : DigitSeq n | is_good_seq s}.ncard + 8 ^ n = 9 ^ n := by sorry
/-- An outer binder after one its type depends on, and a `∀` over such a type in the body. -/
theorem sum_le (n : ℕ) (s : Fin n → Fin 3) : ∑ i, (s i : ℕ) ≤ 2 * n := by sorry
theorem sum_lt_wrong (n : ℕ) : ∀ s : Fin n → Fin 3, ∑ i, (s i : ℕ) < 2 * n + 1 - n := by sorry

end Seqs
"""

SEQ_EXPECTED = {"five_iff": "HOLDS", "five_iff_wrong": "FAILS", "card_noFive": "HOLDS",
                "card_noFive_wrong": "FAILS", "card_digits": "HOLDS",
                "card_digits_wrong": "FAILS", "balance": "HOLDS", "balance_wrong": "FAILS",
                "sum_le": "HOLDS", "sum_lt_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(SEQ_EXPECTED))
def test_types_sized_by_an_outer_variable(tmp_path, name):
    """`Fin n → Digit` for an outer n (a binder after n, a `∀` in the body, a synonym
    `DigitSeq n`, a definition's `{n : ℕ}`) ranges over its tables at each n, exactly; so do
    `Fintype.card {s // p s}` and `Set.ncard` of a set of such a type (all refused before)."""
    r = readings(lean_file(tmp_path, SEQUENCES, "Seqs.lean"))[name]
    for backend in ("compiled", "interpret"):
        v = verdict(r, bound=3, length=2, backend=backend)
        assert v.status.value == SEQ_EXPECTED[name], (backend, v.reason)


def test_the_budget_counts_the_tables_of_a_growing_type(tmp_path):
    """The default N counts the 9^n tables each assignment builds: `Fintype.card` over
    `DigitSeq n` took 56 s under a 0.5 s budget before its work was estimated."""
    from pychecks.lean.evaluate import check as C
    r = readings(lean_file(tmp_path, SEQUENCES, "Seqs.lean"))["card_noFive"]
    ev = r.evaluated
    assert C.inner_work(ev, S.Scope(5)) == 9 ** 5
    assert C.default_bound(ev) < 8


def test_a_set_of_an_infinite_type_has_no_ncard_here(tmp_path):
    text = "theorem t : {x : Fin 2 → ℕ | x 0 + x 1 = 3}.ncard = 4 := by sorry\n"
    r = readings(lean_file(tmp_path, text))["t"]
    assert r.kind != "evaluated" and "not finite" in r.reason



# --- a declaration's binders whose type only an earlier binder's value gives -----------------

BINDERS = """theorem_wanted val_lt_size {k : ℕ} (j : Fin k) : j.val < k
theorem_wanted val_lt_pred_wrong {k : ℕ} (j : Fin k) : j.val + 1 < k
theorem_wanted mem_card {k : ℕ} {s : Finset (Fin k)} (j : Fin k) (h : j ∈ s) : 1 ≤ s.card
theorem_wanted mem_card_wrong {k : ℕ} {s : Finset (Fin k)} (j : Fin k) (h : j ∈ s) : 2 ≤ s.card
theorem_wanted bits {k : ℕ} {s : Finset (Fin k)} (j : Fin k) :
    (s.sum fun i => (2:ℕ)^i.val).testBit j.val ↔ j ∈ s
theorem_wanted bits_wrong {k : ℕ} {s : Finset (Fin k)} (j : Fin k) :
    (s.sum fun i => (2:ℕ)^i.val).testBit (j.val + 1) ↔ j ∈ s
theorem_wanted sum_lt {k : ℕ} (s : Finset (Fin k)) : (s.sum fun i => (2:ℕ)^i.val) < 2 ^ k
theorem_wanted sum_lt_wrong {k : ℕ} (s : Finset (Fin k)) :
    (s.sum fun i => (2:ℕ)^i.val) < 2 ^ k - 1
"""

BINDERS_EXPECTED = {"val_lt_size": "HOLDS", "val_lt_pred_wrong": "FAILS", "mem_card": "HOLDS",
                    "mem_card_wrong": "FAILS", "bits": "HOLDS", "bits_wrong": "FAILS",
                    "sum_lt": "HOLDS", "sum_lt_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(BINDERS_EXPECTED))
def test_dependent_declaration_binders(tmp_path, name):
    """`{k : ℕ} {s : Finset (Fin k)} (j : Fin k)`: s and j are quantifiers of the conclusion,
    ranging exactly over the finsets and values of `Fin k` at each k (one size for both, so
    `j ∈ s` is well typed), and `fun i => …` out of `Fin k` is its table at each k."""
    r = readings(lean_file(tmp_path, BINDERS))[name]
    assert verdict(r, bound=4).status.value == BINDERS_EXPECTED[name]
    assert verdict(r, bound=4, backend="interpret").status.value == BINDERS_EXPECTED[name]


STRUCTURES = """structure Token (n : ℕ) where
  pos : Fin n
  up : Bool

theorem_wanted token_le (n : ℕ) (t : Token (n + 1)) : t.pos.val ≤ n
theorem_wanted token_lt_wrong (n : ℕ) (t : Token (n + 1)) : t.pos.val < n
theorem_wanted pair_sum {k : ℕ} (p : Fin k × Fin k) : p.1.val + p.2.val ≤ 2 * k - 2
theorem_wanted pair_sum_wrong {k : ℕ} (p : Fin k × Fin k) : p.1.val + p.2.val < k
"""

STRUCTURES_EXPECTED = {"token_le": "HOLDS", "token_lt_wrong": "FAILS", "pair_sum": "HOLDS",
                       "pair_sum_wrong": "FAILS"}


@pytest.mark.parametrize("name", sorted(STRUCTURES_EXPECTED))
def test_types_with_one_size_known_at_each_assignment(tmp_path, name):
    """`t : Token (n + 1)`, `p : Fin k × Fin k`: a finite type once its size is known ranges
    over its values at each assignment."""
    r = readings(lean_file(tmp_path, STRUCTURES))[name]
    assert verdict(r, bound=4).status.value == STRUCTURES_EXPECTED[name]
    assert verdict(r, bound=4, backend="interpret").status.value == STRUCTURES_EXPECTED[name]


NUMERALS = """theorem_wanted zero_le (n : ℕ) (i : Fin (n + 1)) : (0 : Fin (n + 1)) ≤ i
theorem_wanted le_one_wrong (n : ℕ) (i : Fin (n + 1)) : i ≤ (1 : Fin (n + 1))
theorem_wanted wraps (n : ℕ) : ((3 : Fin (n + 2)) : ℕ) = 3 % (n + 2)
theorem_wanted wraps_wrong (n : ℕ) : ((3 : Fin (n + 2)) : ℕ) = 3
"""


@pytest.mark.parametrize("name, expected", [("zero_le", "HOLDS"), ("le_one_wrong", "FAILS"),
                                            ("wraps", "HOLDS"), ("wraps_wrong", "FAILS")])
def test_a_numeral_of_a_fin_whose_size_is_known_at_each_assignment(tmp_path, name, expected):
    """`(3 : Fin (n + 2))` is Fin.ofNat: 3 % (n + 2) at each n (it was UNKNOWN, "a numeral of
    a `Fin` whose size is not known here"); wraps_wrong FAILS at n = 0 and n = 1, where 3
    wraps around."""
    r = readings(lean_file(tmp_path, NUMERALS))[name]
    v = verdict(r, bound=6)
    assert v.status.value == expected, v.reason
    if name == "wraps_wrong":
        assert v.counterexample.bindings == {"n": "0"}


ARITHMETIC = """theorem_wanted add_comm' (n : ℕ) (i j : Fin (n + 1)) : i + j = j + i
theorem_wanted succ_val_wrong (n : ℕ) (i : Fin (n + 1)) : ((i + 1 : Fin (n + 1)) : ℕ) = i + 1
theorem_wanted double (n : ℕ) (i : Fin (n + 2)) : ((2 * i : Fin (n + 2)) : ℕ) = 2 * i % (n + 2)
theorem_wanted fin_sum (n : ℕ) : ((∑ i : Fin (n + 1), i : Fin (n + 1)) : ℕ) =
    n * (n + 1) / 2 % (n + 1)
theorem_wanted fin_sum_wrong (n : ℕ) : ((∑ i : Fin (n + 1), i : Fin (n + 1)) : ℕ) =
    n * (n + 1) / 2
"""


@pytest.mark.parametrize("name, expected", [
    ("add_comm'", "HOLDS"), ("succ_val_wrong", "FAILS"), ("double", "HOLDS"),
    ("fin_sum", "HOLDS"), ("fin_sum_wrong", "FAILS")])
def test_fin_arithmetic_and_sums_whose_size_is_known_at_each_assignment(tmp_path, name,
                                                                        expected):
    """`+`, `*` and `∑` on `Fin (n + 1)` wrap modulo n + 1 at each n (they were UNKNOWN:
    "`*` on a `Fin` whose size is not known here", Robo's `∑ i : Fin (n + 1), 2 * i - 1`);
    succ_val_wrong FAILS at n = 0 (0 + 1 wraps to 0 in Fin 1), fin_sum_wrong at n = 2 (0 + 1 +
    2 = 3 wraps to 0 in Fin 3)."""
    v = verdict(readings(lean_file(tmp_path, ARITHMETIC))[name], bound=6)
    assert v.status.value == expected, v.reason
    if name == "fin_sum_wrong":
        assert v.counterexample.bindings == {"n": "2"}
