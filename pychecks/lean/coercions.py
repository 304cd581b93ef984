"""The type Lean elaborates an arithmetic or comparison tree at: the rule of its `binop%`,
`binrel%` elaborators (`Lean/Elab/Extra.lean`, `analyze`), written once for both readers (the
shapes' front end and the evaluator).

Lean reads `a + b * c` (and both sides of `a < b`, `a = b`) as one tree. Its leaves (what is not
one of the tree's operators) are elaborated first, with no expected type; then `analyze` folds
their types, left to right, into a "maximal" type, starting from the expected type of the whole
tree when that is known (a `binrel%` tree has none):

* a leaf whose type is not known yet (a numeral, `↑x`, a binder still to be inferred) is skipped:
  it takes the maximal type afterwards;
* a leaf of the maximal type, or of a type that coerces to it, leaves it as it is;
* a leaf of a type the maximal type coerces to becomes the maximal type;
* two types with no coercion either way stop the fold ("uncomparable"): Lean then elaborates
  the tree by plain unification, so mixed types are an error there.

Then every leaf not of the maximal type gets a `↑`. So with `i : Fin 4`, `(i + 1 : ℕ)` is
`↑i + 1` computed in ℕ (no wrap-around), `i + 1 = 0` is computed in `Fin 4` (it wraps), and
`(n : ℤ) - 5` with `n : ℕ` is ℤ subtraction.

The coercions that matter here: `Fin n → ℕ` (`Fin.val`), `ℕ → ℤ` (`Int.ofNat`, through
`NatCast`) and `Fin n → ℤ` (the two); `ℕ → ℚ`, `ℤ → ℚ` (Batteries' `NatCast Rat`, `IntCast
Rat`: `Rat.ofInt`) and `Fin n → ℚ` (through ℕ); Mathlib's `ℕ+ → ℕ` (`PNat.val`), and on to ℤ and
ℚ; each of these into Mathlib's ℝ (`NatCast`, `IntCast`, `RatCast ℝ`), so `(n : ℝ) / 2` is real
division of the cast. There is none from ℕ to `Fin n`: core has no
`NatCast (Fin n)` and Mathlib's is scoped (`open Fin.NatCast`), so a ℕ leaf beside a `Fin n` one
makes the tree ℕ whichever comes first. Mathlib's `ZMod n` is no `Fin n` here: ℕ and ℤ coerce
into it (`NatCast`, `IntCast`), and it coerces into nothing (`ZMod.cast` is no coercion), so
`a ^ (p - 1) = (-1 : ZMod p)` with `a : ℤ` is `↑a ^ (p - 1) = -1` in `ZMod p`. The games library's types take part in the same fold
(`evaluate/game_elab.py` names them for it): ℕ coerces to `Ordinal` and to `Nimber`
(its `NatCast`, so `(2 : Nimber)` is the cast), ℕ and ℤ to `IGame` and to Mathlib's `PGame`
(`NatCast`/`IntCast`); nothing coerces out of a game or a nimber.

This module is the only place a coercion between two types is decided; `tests/test_layers.py`
keeps it so (no other module may define a coercion relation or a maximal-type fold).

Types are handed over as small descriptors, so that each reader keeps its own: `NAT`, `INT`,
`Fin(n)` (n an int, or any object standing for a size not known yet), `None` for a type not known
yet, and any other hashable value for a type outside these (equal values are the same type).
"""
from __future__ import annotations

from dataclasses import dataclass

NAT = "Nat"
INT = "Int"
#: Batteries' `Rat` (Mathlib's ℚ): ℕ, ℤ and `Fin n` coerce to it (`NatCast ℚ`, `IntCast ℚ`).
RAT = "Rat"
#: Mathlib's ℝ: ℕ, ℤ, `Fin n`, ℕ+ and ℚ coerce to it (`NatCast ℝ`, `IntCast ℝ`, `RatCast ℝ`);
#: pychecks evaluates it at rational values only (`evaluate.types.REAL`).
REAL = "Real"
#: Mathlib's `ℕ+`: it coerces to ℕ (`PNat.val`, its `Coe ℕ+ ℕ`), and through ℕ to ℤ and ℚ; nothing
#: coerces into it (Mathlib/Data/PNat/Defs.lean).
PNAT = "PNat"
#: The games library's types (`evaluate/game_library.py` names its types so).
ORDINAL = "Ordinal"
NIMBER = "Nimber"
IGAME = "IGame"
PGAME = "PGame"
#: The quotients of games by `≈`: `Game`, and `Surreal` (the numeric ones), each with the
#: `NatCast`/`IntCast` of its ring (Game/Basic.lean, Surreal/Basic.lean)
GAME = "Game"
SURREAL = "Surreal"


@dataclass(frozen=True)
class Fin:
    """`Fin n`."""

    n: object


@dataclass(frozen=True)
class ZMod:
    """Mathlib's `ZMod n` for n > 0 (`ZMod 0` is ℤ itself): ℕ and ℤ coerce into it (`NatCast`,
    `IntCast` of its ring), and nothing out of it: `ZMod.cast` is a function, no coercion, in
    Mathlib (Mathlib/Data/ZMod/Basic.lean), and its `val` is written out."""

    n: object


def coerces(source, target) -> bool:
    """True when Lean inserts `↑` from `source` to `target` (`Fin n → ℕ`, `Fin n → ℤ`,
    `ℕ+` → ℕ, ℤ, ℚ, ℕ and ℤ → `ZMod n`, `ℕ → ℤ`, ℕ, ℤ, `Fin n` → ℚ and ℝ, ℚ → ℝ, and the games library's `ℕ → Ordinal`, `ℕ → Nimber`, `ℕ, ℤ → IGame, PGame, Game, Surreal`; see
    the module docstring). Lean's `↑` instances, not a type's own `id`: False when equal."""
    if isinstance(target, ZMod):
        return source in (NAT, INT)
    if isinstance(source, ZMod):
        return False
    if isinstance(source, Fin) or source == PNAT:
        return target in (NAT, INT, RAT, REAL)
    if source == NAT:
        return target in (INT, RAT, REAL, ORDINAL, NIMBER, IGAME, PGAME, GAME, SURREAL)
    if source == RAT:
        return target == REAL
    return source == INT and target in (RAT, REAL, IGAME, PGAME, GAME, SURREAL)


@dataclass(frozen=True)
class Analysis:
    """What `analyze` found: the maximal type (None when no leaf and no expected type said
    one), and whether two leaves' types had no coercion either way; then `stopped_at` is the
    index (in `leaves`) of the leaf whose type stopped the fold."""

    maximal: object = None
    uncomparable: bool = False
    stopped_at: int | None = None

    @property
    def unified(self) -> bool:
        """True when Lean elaborates the tree by plain unification (no `↑` inserted): no type
        was known, or two were uncomparable."""
        return self.maximal is None or self.uncomparable


def analyze(expected, leaves) -> Analysis:
    """The maximal type of a `binop%`/`binrel%` tree whose leaves have the types `leaves` (in
    the order they are written) and whose expected type is `expected` (None when not known):
    Lean's `analyze` (see the module docstring)."""
    top = expected
    for k, t in enumerate(leaves):
        if t is None:
            continue
        if top is None:
            top = t
            continue
        if t == top or coerces(t, top):
            continue
        if coerces(top, t):
            top = t
            continue
        return Analysis(top, uncomparable=True, stopped_at=k)
    return Analysis(top)
