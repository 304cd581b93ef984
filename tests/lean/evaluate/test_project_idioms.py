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
