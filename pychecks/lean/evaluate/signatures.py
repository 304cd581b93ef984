"""The types of the library's functions, read from the table itself.

Every entry of `library.LIBRARY` states its Lean signature as upstream writes it
(`(f : α → β) : (l : List α) → List β`); it is parsed here by pychecks' own Lean grammar into a
polymorphic type (`Scheme`): the explicit parameters in Lean order (as many as `entry.params`),
the result, and the type variables and sizes to instantiate afresh at each use. A few
signatures are written for readers rather than parsers (a dependent `Fin as.length`, a
parenthetical note); `OVERRIDES` restates those in plain types. An entry whose signature cannot
be read is not used: a statement calling it is UNKNOWN, naming it.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from ...errors import BadInput
from .. import ast as A
from . import types as T

#: Signatures restated where the table's text is not a plain type (same parameters, same order).
OVERRIDES = {
    "List.get": "(as : List α) (i : ℕ) : α",
    "List.Mem": "(a : α) (l : List α) : Prop",
    "List.range'": "(start len step : ℕ) : List ℕ",
    "List.zipIdx": "(l : List α) (n : ℕ) : List (α × ℕ)",
    "List.attach": "(l : List α) : List α",
    "Finset.attach": "(s : Finset α) : Finset α",
    "List.Pairwise": "(R : α → α → Prop) (l : List α) : Prop",
    "List.Nodup": "(l : List α) : Prop",
    "List.Forall₂": "(R : α → β → Prop) (l₁ : List α) (l₂ : List β) : Prop",
    "Finset.toList": "(s : Finset α) : List α",
    "Finset.instMembership": "(s : Finset α) (a : α) : Prop",
    "Finset.instInsert": "(a : α) (s : Finset α) : Finset α",
    "Finset.instUnion": "(s t : Finset α) : Finset α",
    "Finset.instInter": "(s t : Finset α) : Finset α",
    "Finset.instSDiff": "(s t : Finset α) : Finset α",
    "Max.max": "(a b : α) : α",
    "Min.min": "(a b : α) : α",
    "Fin.val": "(self : Fin n) : ℕ",
    "Nat.factorization": "(n p : ℕ) : ℕ",        # a finsupp ℕ →₀ ℕ, read applied to its p
    # `h : as ≠ []` depends on `as`; a proof parameter (`elab._PROOF_PARAMS`) is never checked
    "List.getLast": "(as : List α) (h : Prop) : α",
}

#: Parameter names that stand for a `Fin` size in signatures (`Fin n`), not a type.
_SIZE_NAMES = ("n", "m", "k")
_CORE = {"ℕ": T.NAT, "Nat": T.NAT, "ℤ": T.INT, "Int": T.INT, "ℚ": T.RAT, "Rat": T.RAT,
         "ℕ+": T.PNAT, "PNat": T.PNAT,
         "Bool": T.BOOL, "Prop": T.PROP, "Char": T.CHAR, "String": T.STRING,
         "Type": T.TYPE, "Type*": T.TYPE, "Sort*": T.TYPE}
_UNARY = {"List": "List", "Array": "List", "Option": "Option", "Finset": "Finset", "Set": "Set"}
#: Mathlib's `def WithBot (α) := Option α` and `def WithTop (α) := Option α`
#: (Mathlib/Order/TypeTags.lean): Options written as their synonym, whose namespace dot notation
#: looks in first (`s.max.unbotD 0` is `WithBot.unbotD`), ⊥ and ⊤ being `none`.
_SYNONYMS = {"WithBot": "Option", "WithTop": "Option"}


@dataclass
class Scheme:
    """A polymorphic function type: explicit parameters, result, and the variables and sizes
    that each use instantiates afresh."""

    params: tuple
    result: T.Ty
    tvars: tuple = ()
    sizes: tuple = ()           # (name, Size)

    def instantiate(self):
        """(parameter types, result type, {size name: Size}) with fresh variables."""
        mapping = {v: T.TVar(v.hint) for v in self.tvars}
        fresh = {}
        for name, s in self.sizes:
            fresh[name] = mapping[s] = T.Size(name)
        params = tuple(T.instantiate(p, mapping) for p in self.params)
        return params, T.instantiate(self.result, mapping), fresh


class SignatureError(Exception):
    pass


@functools.lru_cache(maxsize=None)
def _parsed(text: str):
    """The signature as a declaration `axiom _sig …`: binders then `: type`, or a type alone
    (`(l : List α) → Bool` is an arrow, not a binder)."""
    from ..read.parser import parse_text
    last = None
    for head in ("axiom _sig : ", "axiom _sig "):
        try:
            lean = parse_text(head + text + "\n", "<signature>")
        except BadInput as exc:      # a signature the grammar cannot read
            last = exc
            continue
        (decl,) = lean.declarations
        if decl.error is None and decl.type is not None:
            return decl
        last = SignatureError(decl.error[2] if decl.error else "no type")
    raise SignatureError(str(last))


def scheme_of(entry) -> Scheme:
    """The Scheme of a library entry (SignatureError when it cannot be read)."""
    return _scheme(entry.name, OVERRIDES.get(entry.name, entry.signature), len(entry.params))


@functools.lru_cache(maxsize=None)
def _scheme(name: str, text: str, count: int) -> Scheme:
    try:
        decl = _parsed(text)
    except Exception as exc:  # noqa: BLE001 — any parse failure: the signature is unusable
        raise SignatureError(f"`{name}`: its signature `{text}` cannot be read ({exc})") \
            from None
    reader = _Reader()
    params = []
    for b in decl.binders:
        if b.style == "(":
            ty = reader.type(b.type)
            params.extend([ty] * len(b.names))
        elif b.style == "{":
            for n in b.names:
                if b.type is None or (isinstance(b.type, A.Ident) and b.type.name in ("ℕ", "Nat")):
                    reader.size(n.name)
                else:
                    reader.var(n.name)
    rest = decl.type
    while len(params) < count and isinstance(rest, A.BinOp) and rest.op == "→":
        lhs = rest.lhs
        if isinstance(lhs, A.Typed):
            names = _names(lhs.term)
            params.extend([reader.type(lhs.type)] * len(names))
        else:
            params.append(reader.type(lhs))
        rest = rest.rhs
    if len(params) != count:
        raise SignatureError(f"`{name}`: its signature `{text}` states {len(params)} explicit "
                             f"parameters, the table {count}")
    return Scheme(params=tuple(params), result=reader.type(rest),
                  tvars=tuple(reader.vars.values()), sizes=tuple(reader.sizes.items()))


def _names(term) -> list:
    if isinstance(term, A.Ident):
        return [term.name]
    if isinstance(term, A.App):
        return [x.name for x in term.args if isinstance(x, A.Ident)]
    raise SignatureError("a parameter group that is not names")


class _Reader:
    def __init__(self):
        self.vars: dict = {}
        self.sizes: dict = {}

    def var(self, name):
        if name not in self.vars:
            self.vars[name] = T.TVar(name, rigid=True)
        return self.vars[name]

    def size(self, name):
        if name not in self.sizes:
            self.sizes[name] = T.Size(name)
        return self.sizes[name]

    def type(self, node) -> T.Ty:
        if isinstance(node, A.Ident):
            if node.name in _CORE:
                return _CORE[node.name]
            if node.name[:1].isupper():
                raise SignatureError(f"the type `{node.name}`")
            return self.var(node.name)
        if isinstance(node, A.App) and isinstance(node.fn, A.Ident):
            head, args = node.fn.name, node.arguments
            if head == "Fin" and len(args) == 1:
                a = args[0]
                if isinstance(a, A.Num):
                    return T.TFin(a.value)
                if isinstance(a, A.Ident) and a.name in _SIZE_NAMES:
                    return T.TFin(self.size(a.name))
                raise SignatureError(f"`Fin {A.show(a)}`")
            if head in _UNARY and len(args) == 1:
                return T.TCon(_UNARY[head], (self.type(args[0]),))
            if head in _SYNONYMS and len(args) == 1:
                return T.TCon(_SYNONYMS[head], (self.type(args[0]),), alias=head)
            if head == "Prod" and len(args) == 2:
                return T.prod(self.type(args[0]), self.type(args[1]))
            raise SignatureError(f"the type `{A.show(node)}`")
        if isinstance(node, A.BinOp) and node.op == "→":
            dom = node.lhs.type if isinstance(node.lhs, A.Typed) else node.lhs
            return T.TFun(self.type(dom), self.type(node.rhs))
        if isinstance(node, A.BinOp) and node.op == "×":
            return T.prod(self.type(node.lhs), self.type(node.rhs))
        raise SignatureError(f"the type `{A.show(node)}`")
