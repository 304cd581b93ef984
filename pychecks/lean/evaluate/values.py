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


class StructValue(tuple):
    """An instance of `structure name` with its field values in declaration order: the pair
    `(name, fields)` as a tuple, read through `.name` and `.fields`.

    Memo tables of recursive solvers are keyed by these (`Heaps.wins fuel h`), so hashing and
    equality are on the hot path: a tuple's run in C, where a frozen dataclass's built the tuple
    `(name, fields)` in Python at every hash and twice at every comparison. A tuple equal to a
    structure would be a list of two entries, a name and a tuple: no Lean value is that (no
    `String` is a value here), and whatever tells values apart asks for `StructValue` before
    `tuple` (`scope.size`, `scope.lex_key`)."""

    __slots__ = ()

    def __new__(cls, name: str, fields: tuple):
        return tuple.__new__(cls, (name, fields))

    @property
    def name(self) -> str:
        return self[0]

    @property
    def fields(self) -> tuple:
        return self[1]

    def __repr__(self) -> str:
        return f"StructValue(name={self[0]!r}, fields={self[1]!r})"

    def __getnewargs__(self):
        return tuple(self)


@dataclass(frozen=True, slots=True)
class CtorValue:
    """A constructor of an inductive type applied to its arguments: `ctor` is the constructor's
    full name (`Pos.mk`, `Color.red`)."""

    ctor: str
    args: tuple = ()


class FnTable(tuple):
    """A function out of a finite type that is no `Fin n` (`f : Color → Bool`, a strategy
    `Pos → Move` on finite types): its images, in the order of the domain's values, and the
    domain; called as Lean applies it (`f x`, or `f x y` for a curried one). Equal as its table
    is (funext on a finite domain)."""

    def __new__(cls, images: tuple, domain: tuple):
        self = super().__new__(cls, images)
        self.domain = domain
        self._at = {d: i for i, d in enumerate(domain)}
        return self

    def __call__(self, *args):
        out = self
        for a in args:
            out = tuple.__getitem__(out, out._at[a])
        return out

    def __getnewargs__(self):
        return (tuple(self), self.domain)
