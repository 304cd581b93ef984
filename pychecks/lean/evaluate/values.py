"""Values of the evaluated Lean subset: one Python representation for each Lean type, fixed here
so that the evaluator, its compiled twin and the library table agree without converting.

| Lean type            | Python value                                                   |
|----------------------|----------------------------------------------------------------|
| `ℕ`, `ℤ`             | `int` (a `ℕ` is never negative: `Nat.sub` truncates)           |
| `Fin n`              | `int` in `[0, n)`; operations that wrap take `n` explicitly   |
| `Bool`               | `bool`                                                         |
| `List α`, `Array α`  | `tuple` (hashable, so recursive calls can be memoised)         |
| `α × β`              | `Pair(fst, snd)`: a list of pairs and a list of lists differ   |
| `Option α`           | `None` for `none`, `Some(x)` for `some x` (`some none` is `Some(None)`) |
| `Finset α`           | `frozenset`                                                    |
| `Fin n → α`          | `tuple` of length n (a finite function is its table)           |
| `structure S`        | `StructValue("S", fields)`: field values in declaration order  |
| `inductive T`        | `CtorValue("T.ctor", args)`                                    |

A `Prop` is not a value here: propositions evaluate to the evaluator's three-valued truth (exact
true, exact false, or only within the scope). Values carry no type; whatever prints a value in
Lean syntax (`[1, 2]`, `![0, 1]`, `(1, 2)`, `{ a := 1, b := 0 }`) is given its Lean type.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple


class Pair(NamedTuple):
    """`(fst, snd) : α × β`. A named tuple: hashable and cheap; `isinstance(v, Pair)` tells it
    from a list value when printing (Lean's types never compare the one with the other)."""

    fst: Any
    snd: Any


@dataclass(frozen=True, slots=True)
class Some:
    """`some value : Option α` (`none` is Python's `None`)."""

    value: Any


@dataclass(frozen=True, slots=True)
class StructValue:
    """An instance of `structure name` with its field values in declaration order."""

    name: str
    fields: tuple


@dataclass(frozen=True, slots=True)
class CtorValue:
    """A constructor of an inductive type applied to its arguments: `ctor` is the constructor's
    full name (`Pos.mk`, `Color.red`)."""

    ctor: str
    args: tuple = ()
