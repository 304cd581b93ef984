/-
Statements in the words of the games library (vihdzp/combinatorial-games): closed identities,
statements over ℕ, and statements over every game born by day 2. Each true statement stands
beside a wrong twin, which `pychecks check` must answer FAILS with its smallest counterexample.

This file imports the games library, which this repository's Lake package does not require, so
it lives outside `lean/` (whose every file `lake build` and the static check cover).
-/
import CombinatorialGames.Game.Specific.Nim
import CombinatorialGames.Game.Impartial.Grundy
import CombinatorialGames.Game.Birthday
import CombinatorialGames.Game.Specific.Domineering
import CombinatorialGames.Nimber.Field

open IGame Nimber

namespace Partizan

/-! ## Closed identities -/

theorem_wanted star_add_star : ⋆ + ⋆ ≈ 0

-- Wrong: ⋆ is its own negative, so ⋆ + ⋆ is 0
theorem_wanted star_add_star_wrong : ⋆ + ⋆ ≈ ⋆

theorem_wanted half_add_half : ½ + ½ ≈ 1

-- Wrong: `=` is identity of forms, and the form ½ + ½ is not the form 1
theorem_wanted half_add_half_eq : ½ + ½ = 1

theorem_wanted up_add_down : ↑ + ↓ ≈ 0

-- The numeral 2 is a nimber cast in characteristic 2: `(2 : Nimber) = 0`
theorem_wanted nim_two_cast : nim 2 ≈ nim 0

-- Wrong: `∗2` is the ordinal 2, not the cast
theorem_wanted nim_star_two : nim (∗2) ≈ nim 0

theorem_wanted star_two_mul_self : ∗2 * ∗2 = ∗3

-- Wrong: nim-multiplication is not the ordinal product
theorem_wanted star_two_mul_self_wrong : ∗2 * ∗2 = ∗4

/-! ## Over ℕ -/

theorem_wanted grundy_nim_add (n m : ℕ) : grundy (nim (∗n) + nim (∗m)) = ∗(n ^^^ m)

-- Wrong: Grundy values add by xor, not by +
theorem_wanted grundy_nim_add_wrong (n m : ℕ) : grundy (nim (∗n) + nim (∗m)) = ∗(n + m)

theorem_wanted natCast_add (a b : ℕ) : ((a + b : ℕ) : IGame) ≈ a + b

-- Wrong: subtraction on ℕ truncates
theorem_wanted natCast_sub (a b : ℕ) : ((a - b : ℕ) : IGame) ≈ a - b

/-! ## Over the games born by day 2 -/

theorem_wanted sub_self_equiv (x : IGame) : x - x ≈ 0

-- Wrong: x - x is equivalent to 0, not equal to it
theorem_wanted sub_self_eq (x : IGame) : x - x = 0

theorem_wanted le_iff_sub_nonneg (x y : IGame) : x ≤ y ↔ 0 ≤ y - x

-- Wrong: games are not totally ordered
theorem_wanted le_total_wrong (x y : IGame) : x ≤ y ∨ y ≤ x

theorem_wanted birthday_neg (x : IGame) : birthday (-x) = birthday x

-- Wrong: the form x + x is born on day 2 · birthday x
theorem_wanted birthday_add_self (x : IGame) : birthday (x + x) ≤ birthday x + 1

theorem_wanted impartial_add_self (x : IGame) [Impartial x] : x + x ≈ 0

-- Wrong: ∗2 is impartial too
theorem_wanted impartial_zero_or_star (x : IGame) [Impartial x] : x ≈ 0 ∨ x ≈ ⋆

/-! ## Domineering: Left places vertical dominoes, Right horizontal ones -/

theorem_wanted domineering_vertical :
    GameGraph.domineering.toIGame (toDomineering {(0, 0), (0, 1)}) ≈ 1

-- Wrong: a vertical domino is Left's move, worth 1 to her
theorem_wanted domineering_vertical_wrong :
    GameGraph.domineering.toIGame (toDomineering {(0, 0), (0, 1)}) ≈ -1

theorem_wanted domineering_square :
    GameGraph.domineering.toIGame (toDomineering {(0, 0), (1, 0), (0, 1), (1, 1)}) ≈ ±1

-- Every board inside the 3×3 square: Left has at most three moves
theorem_wanted domineering_le_three (b : Domineering) : GameGraph.domineering.toIGame b ≤ 3

-- Wrong: three columns of two cells give Left a move worth 2 with more to come
theorem_wanted domineering_le_two (b : Domineering) : GameGraph.domineering.toIGame b ≤ 2

end Partizan
