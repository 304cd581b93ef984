"""The games library's own source files, read as the library: a file that declares `IGame`,
`IGame.moves` or `Surreal.toGame` itself (in a form pychecks does not evaluate: `QPF.Fix`,
`Quotient`, a bundled embedding) means the games library's meaning of that full name; its
`export Player (left right)`; Mathlib's `ofNat(n)` with `[n.AtLeastTwo]`; `Int.negSucc`;
`Surreal` (numeric games up to `≈`), `!{s | t}` at `Game`; and `((↑) : ℕ → ℤ)` as a function.
Each true statement has a wrong twin that must FAIL."""
from __future__ import annotations

import pytest

from pychecks.lean.claims.catalogue import make_claim, read_text
from pychecks.lean.evaluate import game_elab as GE

# the shape of Game/IGame.lean and Game/Basic.lean (vihdzp/combinatorial-games), shortened
IGAME_SOURCE = """
universe u
open Set
def IGame : Type (u + 1) := QPF.Fix GameFunctor
namespace IGame
export Player (left right)
def moves (p : Player) (x : IGame.{u}) : Set IGame.{u} := x.dest.1 p
scoped notation:max x:max "ᴸ" => moves left x
scoped notation:max x:max "ᴿ" => moves right x
theorem leftMoves_one : (1 : IGame)ᴸ = {0} := sorry
theorem leftMoves_one_wrong : (1 : IGame)ᴸ = ∅ := sorry
theorem leftMoves_natCast_succ (n : ℕ) : (n + 1 : IGame)ᴸ = {(n : IGame)} := sorry
theorem rightMoves_natCast_wrong (n : ℕ) : (n : IGame)ᴿ = {(n : IGame)} := sorry
theorem leftMoves_ofNat (n : ℕ) [n.AtLeastTwo] : ofNat(n)ᴸ = {((n - 1 : ℕ) : IGame)} := sorry
theorem leftMoves_ofNat_wrong (n : ℕ) [n.AtLeastTwo] : ofNat(n)ᴸ = {((n - 2 : ℕ) : IGame)} :=
  sorry
theorem intCast_negSucc (n : ℕ) : (Int.negSucc n : IGame) = -(n + 1) := sorry
theorem intCast_negSucc_wrong (n : ℕ) : (Int.negSucc n : IGame) = -n := sorry
theorem natCast_strictMono : StrictMono ((↑) : ℕ → IGame) := sorry
end IGame
abbrev Game : Type (u + 1) := Antisymmetrization IGame (· ≤ ·)
namespace Game
theorem zero_def : (0 : Game) = !{fun _ ↦ ∅} := sorry
theorem one_def : (1 : Game) = !{{0} | ∅} := sorry
theorem one_def_wrong : (1 : Game) = !{∅ | {0}} := sorry
theorem mk_natCast (n : ℕ) : mk n = n := sorry
theorem mk_natCast_wrong (n : ℕ) : mk n = (n + 1 : ℕ) := sorry
end Game
"""

SURREAL_SOURCE = """
def Surreal : Type (u + 1) := Antisymmetrization (Subtype IGame.Numeric) (· ≤ ·)
namespace Surreal
def mk (x : IGame) [h : IGame.Numeric x] : Surreal := Quotient.mk _ ⟨x, h⟩
def toGame : Surreal ↪o Game where
  toFun := Quotient.lift (fun x ↦ .mk x.1) sorry
theorem mk_one : mk 1 = 1 := sorry
theorem toGame_natCast (n : ℕ) : toGame n = n := sorry
theorem toGame_natCast_wrong (n : ℕ) : toGame n = (n + 1 : ℕ) := sorry
theorem birthday_natCast (n : ℕ) : birthday (n : Surreal) = n := sorry
theorem birthday_natCast_wrong (n : ℕ) : birthday (n : Surreal) = n + 1 := sorry
theorem lt_or_le (x y : Surreal) : x < y ∨ y ≤ x := sorry
theorem lt_wrong (x y : Surreal) : x < y ∨ y < x := sorry
end Surreal
"""

CORE = """
theorem ofNat_int (n : ℕ) [n.AtLeastTwo] : (ofNat(n) : ℤ) = n := sorry
theorem atLeastTwo_wrong (n : ℕ) [Nat.AtLeastTwo n] : 3 ≤ n := sorry
theorem negSucc_neg (n : ℕ) : Int.negSucc n < 0 ∧ Int.negSucc n = -(n + 1 : ℤ) := sorry
theorem negSucc_wrong (n : ℕ) : Int.negSucc n = -(n : ℤ) := sorry
theorem cast_strictMono : StrictMono ((↑) : ℕ → ℤ) := sorry
theorem coe_fun (n : ℕ) : ((↑) : ℕ → ℤ) n = n := sorry
theorem coe_fun_wrong (n : ℕ) : ((↑) : ℕ → ℤ) n = 0 := sorry
namespace Char
-- in `namespace Char`, `ofNat` is `Char.ofNat`, not Mathlib's `ofNat(n)`
theorem toNat_ofNat (n : ℕ) (h : n < 128) : (ofNat n).toNat = n := sorry
theorem toNat_ofNat_wrong (n : ℕ) (h : n < 128) : (ofNat n).toNat = n + 1 := sorry
end Char
"""


def verdicts(text: str) -> dict:
    _, readings = read_text(text, "t.lean")
    out = {}
    for r in readings:
        claim = make_claim(r, source="test", command_target="t.lean")
        with GE.using_birthday(GE.DEFAULT_BIRTHDAY):
            out[r.name.rsplit(".", 1)[-1]] = claim.check(claim.default_bound)
    return out


@pytest.fixture(scope="module", params=[IGAME_SOURCE, SURREAL_SOURCE, CORE],
                ids=["igame", "surreal", "core"])
def checked(request):
    return verdicts(request.param)


def test_each_statement_is_answered_and_each_wrong_twin_fails(checked):
    for name, v in checked.items():
        want = "FAILS" if name.endswith("_wrong") else "HOLDS"
        assert v.status.value == want, (name, v.status.value, v.reason)


def test_a_surreal_variable_ranges_over_numbers_only():
    vals = GE.values(GE.SURREAL, 0)
    assert vals and all(GE.G.is_numeric(v) for v in vals)
    # born by day 2: 0, ±1, ±2, ±½ (the 7 numbers among the 22 values)
    assert len(vals) == 7


def test_a_surreal_of_a_non_numeric_game_is_no_answer():
    v = verdicts("open IGame\ntheorem t : Surreal.mk ⋆ = 0 := sorry\n")["t"]
    assert v.status.value == "UNKNOWN" and "not numeric" in v.reason, (v.status.value, v.reason)
