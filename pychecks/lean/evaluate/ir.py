"""The tree both back ends run: Lean terms after elaboration (`elab.py`), names resolved,
operators chosen by type, numerals read, coercions made explicit, patterns compiled.

Every call has exactly the arguments it needs: a callable value of type `α → β → γ` takes two
arguments at once (`Call(f, (a, b))`), a definition with two parameters is `Global(key, (a, b))`,
and a function out of `Fin n` is a table indexed by `Index`. A proposition evaluates to a truth
(`truth.py`: a bool when exact); a `Bool` to a bool, so a decided proposition and a Bool are the
same value.

Each node keeps `at`, the syntax node it came from (for places in messages).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class IR:
    """A node (see the module docstring)."""

    at: Any = None


# --- values -----------------------------------------------------------------------------------

@dataclass(eq=False)
class Lit(IR):
    """A constant value."""

    value: Any
    at: Any = None


@dataclass(eq=False)
class Var(IR):
    """A bound name (unique within its definition or statement)."""

    name: str
    at: Any = None


@dataclass(eq=False)
class Global(IR):
    """A definition of the project applied to exactly its parameters (none: a constant)."""

    key: str
    args: tuple = ()
    at: Any = None


@dataclass(eq=False)
class Lib(IR):
    """A library call (`library.LIBRARY`): the values read off types, then the explicit
    arguments in Lean order."""

    name: str
    impl: Any
    type_args: tuple = ()
    args: tuple = ()
    at: Any = None
    #: the types of the explicit parameters at this call (`types.py`, zonked when read): what
    #: `order.py` needs to check a fold's function on every value of finite types
    types: tuple = ()


@dataclass(eq=False)
class Call(IR):
    """A callable value applied to exactly its arguments."""

    fn: IR
    args: tuple
    at: Any = None


@dataclass(eq=False)
class Index(IR):
    """A function out of `Fin n` (a table) at an index."""

    table: IR
    index: IR
    at: Any = None


@dataclass(eq=False)
class Lam(IR):
    """A callable of `len(params)` arguments."""

    params: tuple
    body: IR
    at: Any = None


@dataclass(eq=False)
class Tabulate(IR):
    """The table of a function out of `Fin n`: `(f 0, …, f (n-1))`."""

    n: IR
    fn: IR
    at: Any = None


@dataclass(eq=False)
class Let(IR):
    name: str
    value: IR
    body: IR
    at: Any = None


@dataclass(eq=False)
class If(IR):
    """`if c then a else b`; `cond` is a Bool (a proposition is decided first, `Decide`)."""

    cond: IR
    then: IR
    else_: IR
    at: Any = None


@dataclass(eq=False)
class Prim(IR):
    """A primitive operation (a function of `runtime.py`, named `op`) on evaluated
    arguments."""

    op: str
    fn: Any
    args: tuple
    at: Any = None


# --- patterns ---------------------------------------------------------------------------------

class Pat:
    """A compiled pattern."""


@dataclass(eq=False)
class PVar(Pat):
    name: str


@dataclass(eq=False)
class PWild(Pat):
    pass


@dataclass(eq=False)
class PLit(Pat):
    value: Any


@dataclass(eq=False)
class PSucc(Pat):
    """`n + k` on ℕ: matches values ≥ k, `inner` gets the value - k."""

    k: int
    inner: Pat


@dataclass(eq=False)
class PCons(Pat):
    head: Pat
    tail: Pat


@dataclass(eq=False)
class PList(Pat):
    """`[a, b]`: a list of exactly these many entries."""

    items: tuple


@dataclass(eq=False)
class PPair(Pat):
    fst: Pat
    snd: Pat


@dataclass(eq=False)
class PSome(Pat):
    inner: Pat


@dataclass(eq=False)
class PStruct(Pat):
    """`⟨a, b⟩` or `S.mk a b` on a structure: its fields in order."""

    name: str
    fields: tuple


@dataclass(eq=False)
class PCtor(Pat):
    """A constructor of an inductive type with patterns for its arguments."""

    ctor: str
    args: tuple


@dataclass(eq=False)
class Clause:
    patterns: tuple
    body: IR


@dataclass(eq=False)
class Match(IR):
    scrutinees: tuple
    clauses: tuple
    at: Any = None


# --- propositions -----------------------------------------------------------------------------

@dataclass(eq=False)
class Not(IR):
    arg: IR
    at: Any = None


@dataclass(eq=False)
class And(IR):
    lhs: IR
    rhs: IR
    at: Any = None


@dataclass(eq=False)
class Or(IR):
    lhs: IR
    rhs: IR
    at: Any = None


@dataclass(eq=False)
class Implies(IR):
    lhs: IR
    rhs: IR
    at: Any = None


@dataclass(eq=False)
class Iff(IR):
    lhs: IR
    rhs: IR
    at: Any = None


@dataclass(eq=False)
class Domain:
    """What a quantified name ranges over. `exact`: a finite type, a bound or a guard (the
    values of `values`, an IR giving a tuple/frozenset/range); otherwise the scope of its type
    (`scope_type`, enumerated by `scope.values`). A guard keeps the type it bounds in
    `scope_type` too: the scope's count of it estimates the guard's work. `low`: a guard that
    bounds a ℕ name from below only (`∃ m ≥ c`): the scope's values counted from there (as many
    as the scope gives ℕ, `c, c + 1, …, c + N`), still only within the scope; `low_text` is the
    bound as written, for messages."""

    exact: bool
    values: IR | None = None
    scope_type: Any = None
    how: str = ""
    low: IR | None = None
    low_text: str = ""


@dataclass(eq=False)
class Quant(IR):
    """`∀ var ∈ domain, body` (kind "all") or `∃ …` (kind "any"); `text` is the quantifier as
    written (`∃ m`), for messages."""

    kind: str
    var: str
    domain: Domain
    body: IR
    text: str = ""
    place: str = ""
    at: Any = None


@dataclass(eq=False)
class Pred(IR):
    """An inductive predicate of the project applied to its indices: a least fixpoint
    (`inductive.py`)."""

    key: str
    args: tuple
    at: Any = None


@dataclass(eq=False)
class Def:
    """A definition of the project as both back ends run it: its parameters and body (a `Match`
    for definitions by pattern matching). `memo`: recursive or called from a quantifier, worth
    remembering results."""

    key: str
    params: tuple
    body: IR
    recursive: bool = False
    place: str = ""
    name: str = ""


@dataclass(eq=False)
class Rule:
    """One constructor of an inductive predicate, made a formula: for indices `params`,
    `∃ free vars ∈ their domains, conclusion indices = params ∧ premises`."""

    ctor: str
    body: IR


@dataclass(eq=False)
class PredDef:
    """An inductive predicate: its index parameters and one Rule per constructor."""

    key: str
    params: tuple
    rules: tuple
    place: str = ""
    name: str = ""


@dataclass(eq=False)
class Program:
    """Everything a statement needs: the definitions and predicates it reaches."""

    defs: dict = field(default_factory=dict)
    preds: dict = field(default_factory=dict)


def children(node):
    """The sub-nodes of an IR node or clause (a quantifier's domain included), in order."""
    if isinstance(node, Lit):
        return      # a constant: its value may be a tuple of a million values, and holds no node
    for v in vars(node).values():
        if isinstance(v, (IR, Clause)):
            yield v
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, (IR, Clause)):
                    yield x
        elif isinstance(v, Domain) and v.values is not None:
            yield v.values


def walk(node):
    """The node and every node below it, depth first."""
    yield node
    for c in children(node):
        yield from walk(c)

