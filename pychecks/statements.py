"""Statements as data: the shapes of `theorem_wanted` that pychecks checks, independent of any game
and of any backend.

A statement says *what* is claimed, over positions `p : Fin d → ℕ` of a heap game (a
`pychecks.games.heaps.MoveFamily`), with every predicate a single-source expression of
`pychecks.expr`. *How* it is checked is a backend's business (`pychecks.backends`): the
enumerator solves a box, z3 searches counterexamples or proves a half for all naturals, the Lean
emitter writes `decide` fixtures. A new shape of statement is one class here plus one method in
each backend that can check it; a backend that cannot answers UNKNOWN with its reason.

Shapes (the `kind` of each class):

* `kernel`: `let P := {p | φ}; (∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`;
* `characterisation`: P defined by `hP` (normal or misère play), and `p ∈ P ↔ χ` for every p
  satisfying the hypotheses ψ;
* `example`: concrete facts `M a b` and `∀ q, ¬ M a q`, with literal positions;
* `plain`: `∀ x₀ … x_(m-1), ψ → χ` over naturals (and `Fin k` values), no game involved.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

#: The two halves of a kernel statement, as reports name them.
KERNEL_HALVES = ("no move inside P", "a move into P from every p ∉ P")
#: Plays of a characterisation's hP.
PLAYS = ("normal", "misere")


def applied(move: str) -> str:
    """`M p q` spelled with the move's Lean name, or `M p q` for a lambda (`fun p q => …`)."""
    return f"{move} p q" if " " not in move else "M p q"


@dataclass(frozen=True)
class KernelStatement:
    """`(∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`, P a closed form.

    `strategy` (optional) names, for every p ∉ P, a move into P: d terms over p, written once in
    the expression layer; z3 uses it for a quantifier-free second half.
    """

    name: str
    family: Any
    P: Any
    strategy: Any = None
    #: The relation the second half names (`∃ q, M' p q ∧ q ∈ P`) when it is written
    #: differently from the first half's `family` (z3 proved the two equivalent; None when the
    #: same text): a fixture checks the book with it, through its own checker and bridge.
    into_p: Any = None
    kind = "kernel"
    HALVES = KERNEL_HALVES

    @property
    def heaps(self) -> int:
        return self.family.heaps


@dataclass(frozen=True)
class CharacterisationStatement:
    """`(hP : ∀ p, p ∈ P ↔ …) (p) (h : ψ) : p ∈ P ↔ χ`: the recursively defined P of `play`
    (normal: no option in P; misère: some option and none in P) equals `closed_form` wherever
    `hypotheses` hold."""

    name: str
    family: Any
    play: str
    hypotheses: Any
    closed_form: Any
    kind = "characterisation"

    def __post_init__(self):
        if self.play not in PLAYS:
            from .errors import BadClaimsFile, UnknownName
            raise BadClaimsFile(str(UnknownName("play", self.play, list(PLAYS))))

    @property
    def heaps(self) -> int:
        return self.family.heaps


@dataclass(frozen=True)
class ExampleStatement:
    """Concrete facts: `M a b` for each (family, a, b) of `facts`; `∀ q, ¬ M 0 q` for each family
    of `no_move_from_zero`, and `∀ q, ¬ M a q` for each (family, a) of `no_move_from`."""

    name: str
    facts: tuple = ()
    no_move_from_zero: tuple = ()
    no_move_from: tuple = ()
    kind = "example"

    @property
    def stuck(self) -> tuple:
        """Every (family, a) with `∀ q, ¬ M a q` claimed, the zero positions first."""
        return (tuple((f, (0,) * f.heaps) for f in self.no_move_from_zero)
                + tuple((f, tuple(a)) for f, a in self.no_move_from))

    @property
    def heaps(self) -> int:
        families = [f for f, *_ in self.facts] + [f for f, _ in self.stuck]
        return families[0].heaps if families else 1


@dataclass(frozen=True)
class Variable:
    """A bound variable of a plain statement: `x : ℕ` (cap None: up to the bound), `i : Fin k`
    (cap k - 1), or one heap of a position `p : Fin d → ℕ` (`name` is then `p 2`)."""

    name: str
    cap: int | None = None


@dataclass(frozen=True)
class PlainStatement:
    """`∀ x₀ … x_(m-1), hypotheses → conclusion`: variable k is the expression layer's heap k
    (`pychecks.expr.heaps(m)[k]`), so every backend reads it like a position of m heaps."""

    name: str
    variables: tuple[Variable, ...]
    hypotheses: Any
    conclusion: Any
    kind = "plain"

    @property
    def heaps(self) -> int:
        return len(self.variables)


def _enumerate(self, bound: int):
    """The enumerator's verdict at box bound `bound` (`pychecks.backends.enumerator()`)."""
    from .backends import enumerator
    return enumerator().check(self, bound)


for _cls in (KernelStatement, CharacterisationStatement, ExampleStatement, PlainStatement):
    _cls.check = _enumerate

Statement = Union[KernelStatement, CharacterisationStatement, ExampleStatement, PlainStatement]

