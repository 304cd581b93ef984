"""What elaboration passes around (`elab.py` and the modules it calls: patterns, domains,
operators, inductive predicates): where a term stands (`Ctx`), a bound name (`Local`), and the
one error, `Unsupported`, which says what cannot be evaluated and where."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import types as T


class Unsupported(Exception):
    """A construct the evaluator does not run: `FILE:LINE:COL: what`."""

    def __init__(self, node, what: str, file: str | None = None):
        self.line, self.column = (node.line, node.column) if node is not None and \
            getattr(node, "line", 0) else (0, 0)
        self.what = what
        self.file = file
        super().__init__(what)

    def located(self, file: str | None = None) -> str:
        where = self.file or file or "<lean>"
        return f"{where}:{self.line}:{self.column}: {self.what}"


@dataclass
class Local:
    """A bound name: its name in the tree, its type; `proof` for a hypothesis (no value)."""

    ir_name: str
    ty: T.Ty
    proof: bool = False


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
