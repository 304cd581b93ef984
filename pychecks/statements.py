"""Statements as data: the shapes of `theorem_wanted` that pychecks checks, independent of any game
and of any backend.

A statement says *what* is claimed, over positions `p : Fin d → ℕ` of a heap game (a
`pychecks.games.heaps.MoveFamily`), with every predicate a single-source expression of
`pychecks.expr`. *How* it is checked is a backend's business (`pychecks.backends`): the
enumerator solves a box, z3 searches counterexamples or proves a half for all naturals, the Lean
emitter writes `decide` fixtures. Each backend keeps one table from a statement's class to the
function that handles it (`drivers.heaps.CHECKS`, `smt.heaps.HALVES`, `lean.write.emit`'s
writers), built when its module is imported: a renamed class or function fails there, not when
a statement of that shape first comes along. A new shape of statement is one class here
(with its summary, what its bound means, the move families it uses) plus one entry in the table
of each backend that can check it; a backend without one answers UNKNOWN with its reason.

Shapes (`kind`, the name reports and `Claim.shape` give each class):

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
    BOUND_MEANING = "every heap ≤ N"

    @property
    def heaps(self) -> int:
        return self.family.heaps

    @property
    def families(self) -> list:
        """The move families the statement uses: its relation, and the second half's when it
        is written differently."""
        return [self.family] + ([self.into_p] if self.into_p is not None else [])

    def summary(self) -> str:
        """One line for `pychecks list` when the statement has no summary of its own."""
        return f"P-positions of {self.family.lean}"


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
    BOUND_MEANING = "every heap ≤ N"

    def __post_init__(self):
        if self.play not in PLAYS:
            from .errors import BadClaimsFile, UnknownName
            raise BadClaimsFile(str(UnknownName("play", self.play, list(PLAYS))))

    @property
    def heaps(self) -> int:
        return self.family.heaps

    @property
    def families(self) -> list:
        """The move families the statement uses: the one its P is played with."""
        return [self.family]

    def summary(self) -> str:
        """One line for `pychecks list` when the statement has no summary of its own."""
        return f"{self.play} P-positions of {self.family.lean} under hypotheses"


@dataclass(frozen=True)
class ExampleStatement:
    """Concrete facts: `M a b` for each (family, a, b) of `facts`; `∀ q, ¬ M 0 q` for each family
    of `no_move_from_zero`, and `∀ q, ¬ M a q` for each (family, a) of `no_move_from`."""

    name: str
    facts: tuple = ()
    no_move_from_zero: tuple = ()
    no_move_from: tuple = ()
    kind = "example"
    BOUND_MEANING = "q ranges over heaps ≤ N"

    @property
    def stuck(self) -> tuple:
        """Every (family, a) with `∀ q, ¬ M a q` claimed, the zero positions first."""
        return (tuple((f, (0,) * f.heaps) for f in self.no_move_from_zero)
                + tuple((f, tuple(a)) for f, a in self.no_move_from))

    @property
    def heaps(self) -> int:
        families = self.families
        return families[0].heaps if families else 1

    @property
    def families(self) -> list:
        """The move families the statement uses: those of its facts, then of its `∀ q, ¬ M a q`."""
        return [f for f, *_ in self.facts] + [f for f, _ in self.stuck]

    def summary(self) -> str:
        """One line for `pychecks list` when the statement has no summary of its own."""
        return "concrete moves"


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
    BOUND_MEANING = "every ℕ variable ≤ N"

    @property
    def heaps(self) -> int:
        return len(self.variables)

    @property
    def families(self) -> list:
        """No game: a plain statement uses no move family."""
        return []

    def summary(self) -> str:
        """One line for `pychecks list` when the statement has no summary of its own."""
        return "∀-statement over " + ", ".join(v.name for v in self.variables)

    def breakdown(self, values) -> list[str]:
        """What a counterexample's report says of `values`: each hypothesis (a conjunct of
        them) and the conclusion, with the value of each side of a comparison, in the
        statement's names: `the conclusion a + b < 2 * b is false: a + b = 0, 2 * b = 0`."""
        from . import expr as E
        sp = E.sp
        printer = E.LeanPropPrinter(lambda kind, k: self.variables[k].name)
        hyps = self.hypotheses
        parts = [] if hyps is sp.true else \
            [("hypothesis", c) for c in (hyps.args if isinstance(hyps, sp.And) else (hyps,))]
        parts.append(("conclusion", self.conclusion))
        out = []
        for what, c in parts:
            truth = E.to_python(c)(values) if c.free_symbols else bool(c)
            line = f"the {what} {printer.doprint(c)} is {'true' if truth else 'false'}"
            if isinstance(c, sp.core.relational.Relational):
                sides = [f"{printer.doprint(side)} = {E.to_python(side)(values)}"
                         for side in (c.lhs, c.rhs)
                         if side.free_symbols and not isinstance(side, sp.Symbol)]
                if sides:
                    line += ": " + ", ".join(sides)
            out.append(line)
        return out


#: Every shape of statement; a backend's table has an entry for each it can check.
STATEMENTS = (KernelStatement, CharacterisationStatement, ExampleStatement, PlainStatement)

Statement = Union[KernelStatement, CharacterisationStatement, ExampleStatement, PlainStatement]

