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
`NatCast`) and `Fin n → ℤ` (the two). There is none from ℕ to `Fin n`: core has no
`NatCast (Fin n)` and Mathlib's is scoped (`open Fin.NatCast`), so a ℕ leaf beside a `Fin n` one
makes the tree ℕ whichever comes first.

Types are handed over as small descriptors, so that each reader keeps its own: `NAT`, `INT`,
`Fin(n)` (n an int, or any object standing for a size not known yet), `None` for a type not known
yet, and any other hashable value for a type outside these (equal values are the same type).
"""
from __future__ import annotations

from dataclasses import dataclass

NAT = "Nat"
INT = "Int"


@dataclass(frozen=True)
class Fin:
    """`Fin n`."""

    n: object


def coerces(source, target) -> bool:
    """True when Lean inserts `↑` from `source` to `target` (`Fin n → ℕ`, `Fin n → ℤ`,
    `ℕ → ℤ`; see the module docstring)."""
    if isinstance(source, Fin):
        return target in (NAT, INT)
    return source == NAT and target == INT


@dataclass(frozen=True)
class Analysis:
    """What `analyze` found: the maximal type (None when no leaf and no expected type said
    one), and whether two leaves' types had no coercion either way."""

    maximal: object = None
    uncomparable: bool = False

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
    for t in leaves:
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
        return Analysis(top, uncomparable=True)
    return Analysis(top)
