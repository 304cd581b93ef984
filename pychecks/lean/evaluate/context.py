"""What elaboration passes around (`elab.py` and the modules it calls: patterns, domains,
operators, inductive predicates): where a term stands (`Ctx`), a bound name (`Local`), and the
one error, `Unsupported`, which says what cannot be evaluated and where."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ast import Refused
from . import types as T


class Unsupported(Refused):
    """A construct the evaluator does not run: `FILE:LINE:COL: what`."""


@dataclass
class Local:
    """A bound name: its name in the tree, its type; `proof` for a hypothesis (no value);
    `term` the Lean term a `let` bound it to (read again where a guard needs its meaning)."""

    ir_name: str
    ty: T.Ty
    proof: bool = False
    term: object = None
    #: for a hypothesis, the proposition it proves where that is known (`if h : ∃ m, P m`)
    states: object = None


@dataclass
class Ctx:
    """Where a term is elaborated: bound names, resolution, its file, the definition it is in."""

    locals: dict
    namespace: tuple
    opens: tuple
    file: object
    owner: str | None = None
    tvars: dict = field(default_factory=dict)     # type parameter name → rigid TVar
    sizes: dict = field(default_factory=dict)     # `{n : ℕ}` name → Size
    in_rule: bool = False                         # inside an inductive predicate's rule

    def bind(self, name: str, local: Local) -> "Ctx":
        new = dict(self.locals)
        new[name] = local
        return Ctx(new, self.namespace, self.opens, self.file, self.owner, self.tvars,
                   self.sizes, self.in_rule)
