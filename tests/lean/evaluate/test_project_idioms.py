"""Issue 29: idioms of the held-out batch 2026-12-03a (math2001, HTPI, compfiles, PutnamBench),
each beside a wrong variant that must FAIL:

* a notation declared in an imported file of the project is in force in the importing file
  (Lean's notations are global once imported), but a `local` one is not;
* a notation atom that ends in a name's first letters (`"]_"`) splits the name glued to it, as
  Lean's tokenizer does (`[a]_m`);
* Mathlib's `#s` for `Finset.card s` (`#{x ∈ s | p x}`, `#(s ∩ t)`, `#sᶜ`);
* `Finset.univ.filter p`: dot notation on a library constant whose type only the call fixes;
* `ZMod.val x` written as a function (it is `x.val`);
* `Set.InjOn f s`, `Set.MapsTo f s t` unfolded to their definitions;
* an existential `∃ k, n = 2 * k + 1` inside a definition: k is solved for (k = (n - 1) / 2),
  which holds every witness, so the quantifier is exact rather than bounded by the scope."""
from __future__ import annotations

import pytest

from evaluation import lean_file, readings, verdict

LIBRARY = """def congr_mod (m : ℕ) (a b : ℤ) : Prop := (↑m : ℤ) ∣ (a - b)
def cc (m : ℕ) (a : ℤ) : ZMod m := (a : ZMod m)
notation:50 a " ≡ " b " (MOD " m ")" => congr_mod m a b
notation:max "["a"]_"m:max => cc m a
local notation "twice " x => 2 * x
theorem own_use (a : ℤ) : a ≡ a + 6 (MOD 3) := by sorry
"""

MAIN = """import Lib.Defs
open Finset

def IsOdd (n : ℤ) : Prop := ∃ k, n = 2 * k + 1
def modInv (p k : ℕ) : ℕ := ZMod.val ((k : ZMod p)⁻¹)

theorem congr_shift (a : ℤ) : a ≡ a + 6 (MOD 3) := by sorry
theorem congr_shift_wrong (a : ℤ) : a ≡ a + 6 (MOD 4) := by sorry
theorem class_add (a : ℤ) : [a]_5 + [2]_5 = [a + 2]_5 := by sorry
theorem class_add_wrong (a : ℤ) : [a]_5 + [2]_5 = [a + 3]_5 := by sorry
theorem card_range (n : ℕ) (h : n ≤ 6) : #(range n) = n := by sorry
theorem card_range_wrong (n : ℕ) (h : n ≤ 6) : #(range n) = n + 1 := by sorry
theorem card_even (n : ℕ) (h : n ≤ 6) : #{k ∈ range n | k % 2 = 0} = (n + 1) / 2 := by sorry
theorem card_even_wrong (n : ℕ) (h : n ≤ 6) : #{k ∈ range n | k % 2 = 0} = n / 2 := by sorry
theorem card_compl (s : Finset (Fin 3)) : #s + #sᶜ = 3 := by sorry
theorem card_compl_wrong (s : Finset (Fin 3)) : #s + #sᶜ = 2 := by sorry
theorem univ_filter : (Finset.univ.filter (fun x : Fin 5 => x.val % 2 = 0)).card = 3 := by sorry
theorem univ_filter_wrong : (Finset.univ.filter (fun x : Fin 5 => x.val % 2 = 0)).card = 2 :=
  by sorry
theorem inverse (p : ℕ) (h : p = 7) (k : ℕ) (hk : 1 ≤ k ∧ k < p) : modInv p k * k % p = 1 :=
  by sorry
theorem inverse_wrong (p : ℕ) (h : p = 7) (k : ℕ) (hk : 1 ≤ k ∧ k < p) : modInv p k ≤ k :=
  by sorry
theorem inj (s : Finset (Fin 4)) : Set.InjOn (fun x : Fin 4 => x) s := by sorry
theorem inj_wrong (s : Finset (Fin 4)) : Set.InjOn (fun x : Fin 4 => x.val / 2) s := by sorry
theorem maps (s : Finset (Fin 4)) : Set.MapsTo (fun x : Fin 4 => x) s s := by sorry
theorem maps_wrong (s t : Finset (Fin 4)) : Set.MapsTo (fun x : Fin 4 => x) s t := by sorry
theorem not_odd : ¬ IsOdd 2 := by sorry
theorem not_odd_wrong : ¬ IsOdd 3 := by sorry
theorem odd_or_even (n : ℤ) : IsOdd n ∨ ∃ k, n = 2 * k := by sorry
theorem odd_or_even_wrong (n : ℤ) : IsOdd n ∨ ∃ k, n = 4 * k := by sorry
"""

NAMES = ["congr_shift", "class_add", "card_range", "card_even", "card_compl", "univ_filter",
         "inverse", "inj", "maps", "not_odd", "odd_or_even"]


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = tmp_path_factory.mktemp("project")
    (root / "Lib").mkdir()
    (root / "Lib" / "Defs.lean").write_text(LIBRARY, encoding="utf-8")
    return readings(lean_file(root, MAIN, "Main.lean")), root


@pytest.mark.parametrize("name", NAMES)
def test_an_idiom_holds_and_its_wrong_twin_fails(project, name):
    got, _ = project
    assert verdict(got[name], bound=6).status.value == "HOLDS"
    assert verdict(got[name], bound=6, backend="interpret").status.value == "HOLDS"
    assert verdict(got[name + "_wrong"], bound=6).status.value == "FAILS"


def test_the_solved_witness_is_exact(project):
    """`¬ IsOdd 2` is decided outright: the one candidate k = 0 fails `2 = 2 * 0 + 1`, with no
    scope caveat (a bounded `∃ k` would leave it true only within the scope)."""
    got, _ = project
    v = verdict(got["not_odd"], bound=6)
    assert v.status.value == "HOLDS" and v.scope == "closed"


def test_the_notation_is_the_libraries_own_too(project):
    _, root = project
    got = readings(root / "Lib" / "Defs.lean")
    assert verdict(got["own_use"], bound=6).status.value == "HOLDS"


def test_a_local_notation_stays_in_its_file(project):
    _, root = project
    text = "import Lib.Defs\ntheorem t : twice 3 = 6 := by sorry\n"
    r = readings(lean_file(root, text, "Other.lean"))["t"]
    assert r.kind != "evaluated"


NAMESPACED = """def Foo.double (n : ℕ) : ℕ := 2 * n
theorem Foo.double_even (n : ℕ) : double n % 2 = 0 := by sorry
theorem Foo.double_even_wrong (n : ℕ) : double n % 4 = 0 := by sorry
theorem Nat.pow_log_le (n : ℕ) (h : 1 ≤ n) : 2 ^ log 2 n ≤ n := by sorry
theorem Nat.pow_log_le_wrong (n : ℕ) (h : 1 ≤ n) : 2 ^ (log 2 n + 1) ≤ n := by sorry
namespace Bar
def helper (l : List ℕ) : ℕ := l.length + 1
theorem _root_.Baz.rooted (l : List ℕ) : helper l > l.length := by sorry
theorem _root_.Baz.rooted_wrong (l : List ℕ) : helper l > l.length + 1 := by sorry
end Bar
"""


@pytest.mark.parametrize("name", ["double_even", "pow_log_le", "rooted"])
def test_a_statement_sees_the_namespaces_of_its_own_name(tmp_path, name):
    """Lean 4 elaborates `theorem Foo.double_even` inside namespace `Foo` (and `Nat.pow_log_le`
    inside `Nat`): `double` is `Foo.double`, `log` is Mathlib's `Nat.log`; a `_root_.Baz.rooted`
    declared in `namespace Bar` is elaborated in `Bar`, where `helper` is `Bar.helper`."""
    got = readings(lean_file(tmp_path, NAMESPACED))
    assert verdict(got[name], bound=6).status.value == "HOLDS"
    assert verdict(got[name + "_wrong"], bound=6).status.value == "FAILS"


BINDERS = """import Mathlib.Order.Notation
notation3 (prettyPrint := false) "forall_sufficiently_large "(...)", "r:(scoped P => ∃ C, ∀ x ≥ C, P x) => r
notation3 "below_ten "(...)", "r:(scoped P => ∀ x < 10, P x) => r
theorem eventually_pow : forall_sufficiently_large n : ℕ, 2 ^ n ≥ n ^ 2 := by sorry
theorem squares : below_ten n : ℕ, n * n < 100 := by sorry
theorem squares_wrong : below_ten n : ℕ, n * n < 50 := by sorry
"""


def test_a_binder_notation3_is_expanded():
    """math2001's `notation3 "forall_sufficiently_large "(...)", "r:(scoped P => ∃ C, ∀ x ≥ C,
    P x) => r`: a use binds its variables in the term, `∃ C, ∀ x ≥ C, (fun n : ℕ => …) x`; the
    `∀ x ≥ C` is unbounded above, so the verdict says it is true only within the scope."""
    from pychecks.lean.claims.catalogue import make_claim, read_text
    _, found = read_text(BINDERS, "T.lean")
    got = {}
    for r in found:
        claim = make_claim(r, source="T.lean", command_target="T.lean")
        got[r.name] = claim.check(6 if claim.default_bound is not None else None)
    assert got["eventually_pow"].status.value == "HOLDS"
    assert "only within the scope" in got["eventually_pow"].reason
    assert got["squares"].status.value == "HOLDS"
    assert got["squares_wrong"].status.value == "FAILS"


OPENED = """namespace Int
inductive Musketeer
  | athos | porthos | aramis
  deriving DecidableEq
open Musketeer
def f : Musketeer → Musketeer
  | athos => aramis
  | porthos => aramis
  | aramis => athos
theorem not_injective : ¬ Function.Injective f := by sorry
theorem not_injective_wrong : Function.Injective f := by sorry
theorem half : ∀ b : ℚ, ∃ a : ℚ, 2 * a = b := by sorry
theorem half_wrong : ∀ b : ℤ, ∃ a : ℤ, 2 * a = b := by sorry
end Int
"""


@pytest.mark.parametrize("name", ["not_injective", "half"])
def test_opened_namespaces_resolve_from_the_current_one(tmp_path, name):
    """math2001's `open Musketeer` inside `namespace Int` opens `Int.Musketeer`, whose
    constructors the definition's patterns name; and an `∃ a : ℚ` solved by its equation
    (a = b / 2) is exact, while over ℤ the candidate b / 2 fails at b = 1."""
    got = readings(lean_file(tmp_path, OPENED))
    assert verdict(got[name], bound=6).status.value == "HOLDS"
    wrong = verdict(got[name + "_wrong"], bound=6)
    assert wrong.status.value == "FAILS"


RELATIONS = """open Function
theorem dvd_refl : Reflexive ((·:ℕ) ∣ ·) := by sorry
theorem dvd_antisymm_int : AntiSymmetric ((·:ℤ) ∣ ·) := by sorry
theorem dvd_antisymm : AntiSymmetric ((·:ℕ) ∣ ·) := by sorry
theorem le_symm : Symmetric ((·:ℕ) ≤ ·) := by sorry
theorem lt_irrefl : Irreflexive ((·:ℕ) < ·) := by sorry
theorem le_total : Total ((·:ℤ) ≤ ·) := by sorry
theorem lt_total : Total ((·:ℤ) < ·) := by sorry
theorem lt_trans : Transitive ((·:ℕ) < ·) := by sorry
theorem ne_trans : Transitive ((·:ℕ) ≠ ·) := by sorry
theorem not_subset : {a : ℕ | 5 ∣ a} ⊈ {x : ℕ | 20 ∣ x} := by sorry
theorem not_subset_wrong : {a : ℕ | 20 ∣ a} ⊈ {x : ℕ | 5 ∣ x} := by sorry
theorem pair_injective : Injective (fun ((m, n) : ℤ × ℤ) ↦ (m + n, m - n)) := by sorry
theorem pair_injective_wrong : Injective (fun ((m, n) : ℤ × ℤ) ↦ m + n) := by sorry
"""


@pytest.mark.parametrize("name, status", [
    ("dvd_refl", "HOLDS"), ("dvd_antisymm_int", "FAILS"), ("le_symm", "FAILS"),
    ("lt_irrefl", "HOLDS"), ("le_total", "HOLDS"), ("lt_total", "FAILS"),
    ("lt_trans", "HOLDS"), ("ne_trans", "FAILS"), ("not_subset", "HOLDS"),
    ("not_subset_wrong", "FAILS"), ("pair_injective", "HOLDS"), ("pair_injective_wrong", "FAILS"),
    ("dvd_antisymm", "HOLDS")])
def test_relation_properties_not_subset_and_pattern_functions(tmp_path, name, status):
    """Mathlib's `Reflexive`, `Irreflexive`, `Symmetric`, `AntiSymmetric`, `Transitive` and
    `Total` of a relation (Mathlib/Order/Defs/Unbundled.lean) unfolded to their definitions
    (on ℤ, `-1 ∣ 1` and `1 ∣ -1` refute antisymmetry); `s ⊈ t` as `¬ s ⊆ t`; a `fun` taking a
    pattern, with no result type asked for, at the type of its body."""
    v = verdict(readings(lean_file(tmp_path, RELATIONS))[name], bound=6)
    assert v.status.value == status, v.reason


SEQUENCES = """def f (n : ℕ) : ℕ := n * n + 1
def P (n b : ℕ) : Prop := b > 1 ∧ (b ^ n) % 10 ≠ 0
noncomputable def a (n : ℕ) : ℕ := sInf { b | P n b }
theorem iterate_holds : Nat.iterate f 2 1 = 5 := by sorry
theorem iterate_wrong : Nat.iterate f 2 1 = 6 := by sorry
theorem notation_holds : f^[3] 1 = 26 := by sorry
theorem notation_wrong : f^[3] 1 = 5 := by sorry
theorem sinf_holds : a 2 = 2 ∧ sInf {n : ℕ | n * n > 50} = 8 := by sorry
theorem sinf_wrong : sInf {n : ℕ | n * n > 50} = 7 := by sorry
theorem sinf_empty : sInf {n : ℕ | n < 0} = 0 := by sorry
"""


@pytest.mark.parametrize("name, status", [
    ("iterate_holds", "HOLDS"), ("iterate_wrong", "FAILS"), ("notation_holds", "HOLDS"),
    ("notation_wrong", "FAILS"), ("sinf_holds", "HOLDS"), ("sinf_wrong", "FAILS")])
def test_iterates_and_the_least_member_of_a_set(tmp_path, name, status):
    """formal-conjectures' OEIS definitions: `Nat.iterate f n a` and its notation `f^[n]`
    (Mathlib/Logic/Function/Iterate.lean), and `sInf` of a `Set ℕ` (`InfSet ℕ`: the least
    member, 0 for the empty set)."""
    v = verdict(readings(lean_file(tmp_path, SEQUENCES))[name])
    assert v.status.value == status, v.reason


def test_sinf_of_a_set_with_no_member_found_is_unknown(tmp_path, monkeypatch):
    # Lean's sInf ∅ = 0 is true, but a search cannot tell an empty set from a late member
    from pychecks.lean.evaluate import implementations as impl
    monkeypatch.setattr(impl, "NTH_SEARCH", 1000)
    v = verdict(readings(lean_file(tmp_path, SEQUENCES))["sinf_empty"])
    assert v.status.value == "UNKNOWN" and "sInf" in v.reason


ORDINAL_SINF = """theorem mex_holds (a b : Nimber) :
    a + b = sInf {x | (∃ a' < a, a' + b = x) ∨ ∃ b' < b, a + b' = x}ᶜ := by sorry
theorem mex_wrong (a b : Nimber) :
    a + b = sInf {x | (∃ a' ≤ a, a' + b = x) ∨ ∃ b' < b, a + b' = x}ᶜ := by sorry
theorem ord_least : sInf {o : Ordinal | 3 < o} = 4 := by sorry
theorem ord_wrong : sInf {o : Ordinal | 3 < o} = 3 := by sorry
theorem sinf_int : sInf {n : ℤ | n > 3} = 4 := by sorry
"""


@pytest.mark.parametrize("name, status", [
    ("mex_holds", "HOLDS"), ("mex_wrong", "FAILS"), ("ord_least", "HOLDS"),
    ("ord_wrong", "FAILS"), ("sinf_int", "UNKNOWN")])
def test_sinf_at_the_type_lean_gives_it(tmp_path, name, status):
    """The games library's nim sum as the least nimber of a complement (`Nimber.add_def`):
    `sInf` is generic, so its set is a `Set Nimber` and `x` a nimber, as in Lean (read at ℕ, a
    cast of the naturals ↑x, which are 0 and 1 in characteristic 2, searched every natural); at
    the ordinals too; at ℤ, where the least element is no search from 0, it is refused."""
    reading = readings(lean_file(tmp_path, ORDINAL_SINF))[name]
    if status == "UNKNOWN":
        assert reading.kind != "evaluated" and "`sInf` at `ℤ`" in reading.reason
        return
    v = verdict(reading, bound=5)
    assert v.status.value == status, v.reason


SETS = """open Set
theorem range_holds : 9 ∈ Set.range (fun n : ℕ => n * n) ∧ 8 ∉ Set.range (fun n : ℕ => n * n) := by sorry
theorem range_wrong : 8 ∈ Set.range (fun n : ℕ => n * n) := by sorry
theorem ioo_holds : (4 : ℤ) ∈ Set.Ioo 3 5 ∧ (5 : ℤ) ∉ Set.Ioo 3 5 ∧ (5 : ℤ) ∈ Ioc 3 5 := by sorry
theorem ioo_wrong : (3 : ℤ) ∈ Set.Ioo 3 5 := by sorry
theorem ray_holds : (7 : ℤ) ∈ Ici 7 ∧ (7 : ℤ) ∉ Ioi 7 ∧ (6 : ℤ) ∈ Iio 7 := by sorry
theorem ray_wrong : (7 : ℤ) ∈ Iio 7 := by sorry
theorem subset_holds : Set.Ico (1:ℤ) 3 ⊆ Set.Icc 1 3 := by sorry
theorem subset_wrong : Set.Icc (1:ℤ) 3 ⊆ Set.Ico 1 3 := by sorry
theorem ist_square (a b c : ℤ) (h : a * b ^ 2 = c ^ 2) : IsSquare a ∨ b = 0 := by sorry
theorem ist_square_wrong (a : ℤ) (h : a ≠ 0) : IsSquare a ∨ IsSquare (-a) := by sorry
"""


@pytest.mark.parametrize("name, status", [
    ("range_holds", "HOLDS"), ("range_wrong", "FAILS"), ("ioo_holds", "HOLDS"),
    ("ioo_wrong", "FAILS"), ("ray_holds", "HOLDS"), ("ray_wrong", "FAILS"),
    ("subset_holds", "HOLDS"), ("subset_wrong", "FAILS"), ("ist_square", "HOLDS"),
    ("ist_square_wrong", "FAILS")])
def test_set_range_intervals_and_integer_squares(tmp_path, name, status):
    """Mathlib's `Set.range f` (`{x | ∃ y, f y = x}`) and the intervals as sets
    (`Set.Icc a b := {x | a ≤ x ∧ x ≤ b}` and its siblings, `Ici`…`Iio`), and `IsSquare` on ℤ
    (decided by `Int.sqrt m * Int.sqrt m = m`: no negative integer is a square)."""
    v = verdict(readings(lean_file(tmp_path, SETS))[name])
    assert v.status.value == status, v.reason


PRIMES = """open scoped Nat.Prime
theorem pi_holds : π 10 = 4 ∧ π 2 = 1 ∧ π' 11 = 4 ∧ Nat.primeCounting 100 = 25 := by sorry
theorem pi_wrong : π 10 = 5 := by sorry
"""


@pytest.mark.parametrize("name, status", [("pi_holds", "HOLDS"), ("pi_wrong", "FAILS")])
def test_prime_counting_and_its_scoped_notation(tmp_path, name, status):
    """`Nat.primeCounting` (π, the primes up to n) and `Nat.primeCounting'` (π', below n), with
    Mathlib's `scoped[Nat.Prime]` notations brought in by `open scoped Nat.Prime`."""
    v = verdict(readings(lean_file(tmp_path, PRIMES))[name])
    assert v.status.value == status, v.reason


REAL_SEQUENCE = """open Finset Int
noncomputable def fractSum (n : ℕ) : ℕ :=
  let s : ℝ := (Icc 1 n).sum fun k : ℕ => fract ((n : ℝ) / (k : ℝ))
  (floor s).toNat
noncomputable def same (n : ℕ) : ℕ := n
theorem_wanted fract_sum_5 : fractSum 5 = 1
theorem_wanted fract_sum_5_wrong : fractSum 5 = 0
theorem_wanted fract_sum_le (n : ℕ) : fractSum n ≤ n
theorem_wanted fract_sum_wrong (n : ℕ) : fractSum n < 1
theorem_wanted no_reals (n : ℕ) : same n = n
"""


@pytest.mark.parametrize("name, status", [
    ("fract_sum_5", "HOLDS"), ("fract_sum_5_wrong", "FAILS"), ("fract_sum_le", "HOLDS"),
    ("fract_sum_wrong", "FAILS")])
def test_a_noncomputable_definition_over_the_reals(tmp_path, name, status):
    """formal-conjectures' OEIS A102722: `noncomputable` because Mathlib's ℝ computes nothing,
    its value is exact at the rationals that casts and `/` build (`fractSum 5` = ⌊0 + 1/2 +
    2/3 + 1/4 + 0⌋ = 1). A `noncomputable` definition with no ℝ and no other choice pychecks
    can see is still refused."""
    read = readings(lean_file(tmp_path, REAL_SEQUENCE))
    v = verdict(read[name], bound=8)
    assert v.status.value == status, v.reason
    assert read["no_reals"].kind == "outside" and "`noncomputable`" in read["no_reals"].reason


WITH_BOT = """open Finset
def minD (S : Finset ℕ) : ℕ := (S.min).untopD 0
def maxD (S : Finset ℕ) : ℕ := (S.max).unbotD 0
theorem_wanted min_le_max (S : Finset ℕ) : minD S ≤ maxD S
theorem_wanted max_mem (S : Finset ℕ) (h : S.Nonempty) : maxD S ∈ S
theorem_wanted max_mem_wrong (S : Finset ℕ) : maxD S ∈ S
theorem_wanted between (S : Finset ℕ) (x : ℕ) (h : x ∈ S) : minD S ≤ x ∧ x ≤ maxD S
theorem_wanted between_wrong (S : Finset ℕ) (x : ℕ) (h : x ∈ S) : minD S < x
theorem_wanted root_min (S : Finset ℕ) (n : ℕ) : min S.card (n - S.card) ≤ S.card
theorem_wanted root_max_wrong (S : Finset ℕ) (n : ℕ) : max S.card (n - S.card) ≤ S.card
"""


@pytest.mark.parametrize("name, status", [
    ("min_le_max", "HOLDS"), ("max_mem", "HOLDS"), ("max_mem_wrong", "FAILS"),
    ("between", "HOLDS"), ("between_wrong", "FAILS"), ("root_min", "HOLDS"),
    ("root_max_wrong", "FAILS")])
def test_finset_max_and_min_in_with_bot_and_with_top(tmp_path, name, status):
    """compfiles' Usa1975P5: `(S.min).untopD 0` and `(S.max).unbotD 0`, Mathlib's `Finset.min :
    Finset α → WithTop α` and `Finset.max : … → WithBot α` (⊤, ⊥ for ∅). Under `open Finset`,
    `min j k` is still the root `min`: Lean keeps the overload that fits two arguments."""
    v = verdict(readings(lean_file(tmp_path, WITH_BOT))[name], bound=6)
    assert v.status.value == status, v.reason


LIST_RELATIONS = """theorem_wanted nodup_dedup (l : List ℕ) : l.Nodup → l.eraseDups = l
theorem_wanted nodup_wrong (l : List ℕ) : l.Nodup
theorem_wanted forall2_sum (l m : List ℕ) (h : List.Forall₂ (· ≤ ·) l m) : l.sum ≤ m.sum
theorem_wanted forall2_wrong (l m : List ℕ) (h : List.Forall₂ (· ≤ ·) l m) : l.sum < m.sum
theorem_wanted disjoint_card (s t : Finset ℕ) (h : Disjoint s t) : (s ∪ t).card = s.card + t.card
theorem_wanted disjoint_wrong (s t : Finset ℕ) (h : Disjoint s t) : s = ∅ ∨ t = ∅
theorem_wanted hamming_le {n : ℕ} (h : n ≤ 3) (p q : Fin n → Fin 3) : hammingDist p q ≤ n
theorem_wanted hamming_sum {n : ℕ} (h : n ≤ 3) (p q : Fin n → ZMod 3)
    (hsum : ∑ i, p i = ∑ i, q i) (hne : p ≠ q) : 2 ≤ hammingDist p q
theorem_wanted hamming_wrong {n : ℕ} (h : n ≤ 3) (p q : Fin n → ZMod 3) (hne : p ≠ q) :
    2 ≤ hammingDist p q
"""


@pytest.mark.parametrize("name, status", [
    ("nodup_dedup", "HOLDS"), ("nodup_wrong", "FAILS"), ("forall2_sum", "HOLDS"),
    ("forall2_wrong", "FAILS"), ("disjoint_card", "HOLDS"), ("disjoint_wrong", "FAILS"),
    ("hamming_le", "HOLDS"), ("hamming_sum", "HOLDS"), ("hamming_wrong", "FAILS")])
def test_nodup_forall2_and_disjoint(tmp_path, name, status):
    """Lean core's `List.Nodup`, Batteries' `List.Forall₂`, Mathlib's `Disjoint` of two
    finsets and `hammingDist` of two tables whose size is known at each assignment, which the
    first read of compfiles' Usa1990P1, P4 and Usa1992P1 did not know."""
    v = verdict(readings(lean_file(tmp_path, LIST_RELATIONS))[name], bound=4)
    assert v.status.value == status, v.reason


CLASSICAL_FIND = """open Classical in
noncomputable def riesel (n : ℕ) : ℤ :=
  if n = 0 then 0
  else if h : ∃ m, m ≠ 0 ∧ ((2 * n - 1) * 2 ^ m - 1).Prime then
    Nat.find h
  else
    -1
theorem_wanted riesel_1 : riesel 1 = 2
theorem_wanted riesel_2 : riesel 2 = 1
theorem_wanted riesel_3 : riesel 3 = 2
theorem_wanted riesel_3_wrong : riesel 3 = 1
"""


@pytest.mark.parametrize("name, status", [
    ("riesel_1", "HOLDS"), ("riesel_2", "HOLDS"), ("riesel_3", "HOLDS"),
    ("riesel_3_wrong", "FAILS")])
def test_nat_find_of_a_classical_if_hypothesis(tmp_path, name, status):
    """formal-conjectures' OEIS A108129 and A100800: `if h : ∃ m, P m then Nat.find h else …`
    under `open Classical` (hence `noncomputable`): the condition is decided as any `∃` is, and
    `Nat.find h` searches the least m of the condition's own predicate (riesel 3: 5·2 - 1 = 9
    is not prime, 5·4 - 1 = 19 is)."""
    v = verdict(readings(lean_file(tmp_path, CLASSICAL_FIND))[name])
    assert v.status.value == status, v.reason
