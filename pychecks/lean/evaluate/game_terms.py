"""Statements in the games library's words, read and decided: `∗a + ∗b = ∗(a ^^^ b)`,
`nim 1 + nim (∗2) ≈ nim (∗3)`, `grundyValue (nim n + nim m) = n ^^^ m`, `∀ x : IGame, x ≤ ↑`.

The general reader (`read/lean.lark`) has no terminals for this notation, so a statement that
uses it is read here from its source text: a small Pratt parser with Lean's precedences for the
fragment (↔ 20, → 25, ∨ 30, ∧ 35, ¬ 40, comparisons 50, ^^^ 58, + - 65, * 70, prefixes 75,
application), and an elaborator that types each term as Lean does for it: the operands of
`+ - *` and of a comparison are brought to one type (the expected one, else the largest of
theirs, as `binop%` does), inserting `↑` where Lean would (so `(2 : Nimber)` is the cast, 0);
`^^^` is not `binop%` and is elaborated at ℕ, then cast.

Scopes: ℕ, ℤ (as [-N, N]), `Ordinal` and `Nimber` variables range over 0..N; `IGame`/`PGame`
variables over the canonical forms of every game born by day D (`short.values_born_by`). A
statement with no variables is decided exactly. `=` on `IGame` is identity of forms, which the
engine decides exactly; on Mathlib's `PGame` it is not decidable from the options and is refused.
"""
from __future__ import annotations

import contextlib
import itertools
import os
import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ...games import short as G
from ...verdict import Counterexample, Status, Verdict
from .. import coercions as C
from . import game_library as V

#: Day D of the games an `IGame` variable ranges over by default (22 values).
DEFAULT_BIRTHDAY = 2
#: Days accepted: day 3 has 1474 values, day 4 is far beyond any enumeration.
MAX_BIRTHDAY = 3
#: Assignments of the outer variables above which the check is refused.
MAX_ASSIGNMENTS = 1 << 21
#: The box a `Domineering` variable's boards lie in: 3×3, 512 boards (the games of every board
#: inside it are built in well under a second).
DOMINEERING_BOX = frozenset((x, y) for x in range(3) for y in range(3))
#: Default N for ℕ / nimber / ordinal variables: the largest with at most this many assignments.
DEFAULT_ASSIGNMENTS = 1 << 12
#: ... and at most this N (nim heaps of 15: every 4-bit pattern).
MAX_DEFAULT_N = 15

_BIRTHDAY = [DEFAULT_BIRTHDAY]


@contextlib.contextmanager
def using_birthday(day: int):
    """Within the block, game variables range over the games born by `day`."""
    _BIRTHDAY.append(day)
    try:
        yield
    finally:
        _BIRTHDAY.pop()


def birthday_scope() -> int:
    """The day D of the command running (`--birthday`)."""
    return _BIRTHDAY[-1]


class GameSyntaxError(Exception):
    """What in the statement this reader does not read: `(offset, message)`."""

    def __init__(self, offset: int, message: str, parsed: bool = True):
        super().__init__(message)
        self.offset, self.message = offset, message
        #: False when the text is not even a term of the fragment (then another reader's
        #: reason is the one to show); True when it parsed and its meaning is what is missing.
        self.parsed = parsed


#: Where a statement uses the library's words: any of these tokens or names.
MARKERS = ("Domineering", "≈", "‖", "⧏", "∗", "⋆", "½", "!{", "±", "⧾", "⧿", "IGame", "PGame", "Nimber",
           "nim", "grundy", "birthday", "Ordinal", "↓", "toIGame", "Impartial", "Numeric",
           "Dicotic")


def uses_games(text: str) -> bool:
    """True when the statement text uses the games library's vocabulary."""
    # a name is a marker only as a whole word: `nimSum` is not `nim`
    return any(re.search(rf"(?<!\w){re.escape(m)}" + (r"(?![\w'])" if m[0].isalpha() else ""),
                         text) for m in MARKERS) or \
        _UP_ALONE.search(text) is not None


#: `↑` standing alone (the game up), not a coercion `↑x`
_UP_ALONE = re.compile(r"↑(?=\s*(?:[)>,<=+\-|}≈‖⧏≤≥∧∨↔→]|$))")


# --- tokens -------------------------------------------------------------------------------------

_IDENT = r"[A-Za-z_\u03b1-\u03ba\u03bc-\u03c9\u2100-\u214f][A-Za-z0-9_'!?\u03b1-\u03ba\u03bc-\u03c9\u2080-\u209c]*"
_TOKEN = re.compile(
    rf"\s+|--[^\n]*|(?P<num>[0-9]+)|(?P<id>{_IDENT}(?:\.{_IDENT})*)(?P<univ>\.\{{[^}}]*\}})?"
    rf"|(?P<dot>\.{_IDENT})"
    r"|(?P<sym>!\{|\^\^\^|:=|<->|->|<=|>=|≠|≤|≥|≈|‖|⧏|↔|→|∧|∨|¬|∀|∃|[-+*()<>=,:{}|∗⋆½↑↓±⧾⧿∅\[\]])")


@dataclass
class Tok:
    kind: str   # num, id, sym, end
    text: str
    offset: int


def tokenize(text: str, base: int = 0) -> list[Tok]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise GameSyntaxError(base + pos, f"notation '{text[pos]}'")
        if m.group("num"):
            out.append(Tok("num", m.group("num"), base + pos))
        elif m.group("id"):
            out.append(Tok("id", m.group("id"), base + pos))   # `nim.{u}`: universes dropped
        elif m.group("dot"):   # `(-x).birthday` glued to what it projects; `.of` alone
            glued = pos > 0 and not text[pos - 1].isspace() and text[pos - 1] != "("
            out.append(Tok("proj" if glued else "dotctor", m.group("dot")[1:], base + pos))
        elif m.group("sym"):
            out.append(Tok("sym", m.group("sym"), base + pos))
        pos = m.end()
    out.append(Tok("end", "", base + len(text)))
    return out


# --- terms --------------------------------------------------------------------------------------

@dataclass
class Term:
    kind: str             # num, var, name, app, bin, un, cmp, game, quant, typed, coe, atom, pred
    offset: int
    text: str = ""
    args: tuple = ()
    binders: tuple = ()   # quant: ((name, type text), …)


_CMP = {"=", "≠", "≤", "<", "≥", ">", "≈", "‖", "⧏"}
_BINARY = {"↔": (20, 21), "→": (25, 25), "∨": (30, 30), "∧": (35, 35),
           **{op: (50, 51) for op in _CMP}, "^^^": (58, 59), "+": (65, 66), "-": (65, 66),
           "*": (70, 71)}
_ALIASES = {"<->": "↔", "->": "→", "<=": "≤", ">=": "≥"}
_STARTS_ARG = {"num", "id", "dotctor"}
_ARG_SYMS = {"(", "!{", "⋆", "½", "↑", "↓", "∅", "{"}


class Parser:
    def __init__(self, toks: list[Tok]):
        self.toks, self.i = toks, 0

    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def sym(self, text: str) -> bool:
        t = self.tok
        return t.kind == "sym" and _ALIASES.get(t.text, t.text) == text

    def expect(self, text: str) -> Tok:
        if not self.sym(text):
            raise GameSyntaxError(self.tok.offset, f"'{self.tok.text or 'end'}' where `{text}` "
                                  "was expected")
        t = self.tok
        self.i += 1
        return t

    def binders(self) -> list[tuple[str, str, int]]:
        """`(a b : T)`, `{a : T}`, `[Impartial x]` (a hypothesis, returned as ("", text))."""
        out = []
        while self.sym("(") or self.sym("{") or self.sym("["):
            close = {"(": ")", "{": "}", "[": "]"}[self.tok.text]
            start = self.tok.offset
            self.i += 1
            if close == "]":
                out.append(("", self.term(0), start))
                self.expect("]")
                continue
            names = []
            while self.tok.kind == "id":
                names.append(self.tok.text)
                self.i += 1
            if not names or not self.sym(":"):
                raise GameSyntaxError(self.tok.offset, "a binder pychecks does not read here")
            self.i += 1
            ty = self.term(0)
            self.expect(close)
            out.extend((n, ty, start) for n in names)
        return out

    def term(self, prec: int) -> Term:
        left = self.prefix()
        while True:
            t = self.tok
            op = _ALIASES.get(t.text, t.text) if t.kind == "sym" else None
            if op not in _BINARY:
                return left
            lp, rp = _BINARY[op]
            if lp < prec:
                return left
            self.i += 1
            right = self.term(rp)
            kind = "cmp" if op in _CMP else "bin"
            left = Term(kind, left.offset, op, (left, right))   # a term starts where its left does

    def prefix(self) -> Term:
        t = self.tok
        if t.kind == "sym" and t.text in ("∀", "∃"):
            self.i += 1
            binders = []
            while self.tok.kind == "id":
                binders.append(self.tok.text)
                self.i += 1
            ty = None
            if self.sym(":"):
                self.i += 1
                ty = self.term(51)
            if not binders and (self.sym("(") or self.sym("{")):
                got = self.binders()
                self.expect(",")
                return Term("quant", t.offset, t.text, (self.term(0),),
                            tuple((n, ty) for n, ty, _ in got))
            if not binders or ty is None:
                raise GameSyntaxError(t.offset, f"`{t.text}` needs typed variables here")
            self.expect(",")
            return Term("quant", t.offset, t.text, (self.term(0),), tuple((n, ty) for n in binders))
        if t.kind == "sym" and t.text == "¬":
            self.i += 1
            return Term("un", t.offset, "¬", (self.term(40),))
        if t.kind == "sym" and t.text == "-":
            self.i += 1
            return Term("un", t.offset, "-", (self.term(75),))
        if t.kind == "sym" and t.text in V.PREFIX:
            self.i += 1
            return Term("un", t.offset, t.text, (self.term(75),))
        if t.kind == "sym" and t.text == "↑" and self._arg_follows(1):
            self.i += 1
            return Term("coe", t.offset, "↑", (self.arg(),))
        return self.application()

    def _arg_follows(self, k: int) -> bool:
        t = self.toks[self.i + k]
        return t.kind in _STARTS_ARG or (t.kind == "sym" and t.text in _ARG_SYMS - {"↑"})

    def application(self) -> Term:
        head = self.arg()
        args = []
        while self.tok.kind in _STARTS_ARG or (self.tok.kind == "sym" and self.tok.text in _ARG_SYMS
                                               and not (self.tok.text == "↑"
                                                        and self._arg_follows(1))):
            args.append(self.arg())
        return Term("app", head.offset, "", (head, *args)) if args else head

    def arg(self) -> Term:
        term = self.atom()
        while self.tok.kind == "proj":
            term = Term("proj", term.offset, self.tok.text, (term,))
            self.i += 1
        return term

    def atom(self) -> Term:
        t = self.tok
        self.i += 1
        if t.kind == "dotctor":
            return Term("dotctor", t.offset, t.text)
        if t.kind == "num":
            return Term("num", t.offset, t.text)
        if t.kind == "id":
            return Term("name", t.offset, t.text)
        if t.text in ("⋆", "½", "↑", "↓"):
            return Term("atom", t.offset, t.text)
        if t.text == "{":   # a finite set `{a, b}` (a Domineering board's cells)
            return Term("setlit", t.offset, "", self._set_items())
        if t.text == "∅":
            return Term("setlit", t.offset, "", ())
        if t.text == "(":
            inner = self.term(0)
            if self.sym(","):   # a pair `(a, b)`
                self.i += 1
                second = self.term(0)
                self.expect(")")
                return Term("pair", t.offset, "", (inner, second))
            if self.sym(":"):
                self.i += 1
                ty = self.term(0)
                self.expect(")")
                return Term("typed", t.offset, "", (inner, ty))
            self.expect(")")
            return inner
        if t.text == "!{":
            left = self.option_set()
            self.expect("|")
            right = self.option_set()
            self.expect("}")
            return Term("game", t.offset, "", (left, right))
        raise GameSyntaxError(t.offset, f"'{t.text or 'end'}' where a term was expected")

    def option_set(self) -> tuple:
        if self.sym("∅"):
            self.i += 1
            return ()
        self.expect("{")
        return self._set_items()

    def _set_items(self) -> tuple:
        """The comma-separated terms of a set literal after its `{`, through its `}`."""
        items = []
        if not self.sym("}"):
            items.append(self.term(0))
            while self.sym(","):
                self.i += 1
                items.append(self.term(0))
        self.expect("}")
        return tuple(items)


# --- elaboration: typed closures ------------------------------------------------------------------

#: Types a numeral or `↑` is brought to: the larger of two types is the one the other coerces to.
@dataclass
class Typed:
    ty: str
    run: Callable[[dict], Any]
    num: bool = False   # a bare numeral: its type is still open


class Elab:
    def __init__(self, namespaces: tuple[str, ...], opens: tuple[str, ...], file: str, text: str):
        self.namespaces, self.opens, self.file, self.text = namespaces, opens, file, text
        # name resolution: the current namespace and its prefixes, then the opens
        ns = [".".join(namespaces[:k]) for k in range(len(namespaces), 0, -1)]
        # `open SetTheory PGame` opens `SetTheory.PGame` too: a later name resolves in the earlier
        nested = tuple(f"{a}.{b}" for i, a in enumerate(opens) for b in opens[i + 1:])
        self.scopes = tuple(ns) + tuple(opens) + nested + tuple(f"{n}.{o}" for n in ns
                                                                for o in opens)
        opens = (*opens, *nested)
        self.open_scoped = set(namespaces) | set(opens) | {
            ".".join(namespaces[:k]) for k in range(1, len(namespaces) + 1)}

    def type_of(self, t: Term) -> str:
        if t.kind == "name" and t.text in V.TYPES:
            return V.TYPES[t.text]
        raise GameSyntaxError(t.offset, f"the type `{self.text_of(t)}`")

    def text_of(self, t: Term) -> str:
        return self.text[t.offset - self.base: t.offset - self.base + 12].split(",")[0].strip()

    base = 0

    # leaves of an arithmetic tree: their types decide the type of the whole (`binop%`)
    def _leaves(self, t: Term, env: dict) -> list[Term]:
        if t.kind == "bin" and t.text in ("+", "-", "*"):
            return self._leaves(t.args[0], env) + self._leaves(t.args[1], env)
        if t.kind == "cmp":
            return self._leaves(t.args[0], env) + self._leaves(t.args[1], env)
        return [t]

    def _max_type(self, leaves: list[Term], env: dict, expected: str | None) -> str | None:
        """The type `binop%` elaborates the tree at: `coercions.analyze` over the expected type
        and the leaves' types (a numeral's and `.of o`'s are not known yet: they take it)."""
        types = []
        for leaf in leaves:
            if leaf.kind == "dotctor" or (leaf.kind == "app" and leaf.args[0].kind == "dotctor"):
                types.append(None)   # `.of o`: its type comes from the others, as a numeral's does
                continue
            got = self.elab(leaf, env, None)
            types.append(None if got.num else got.ty)
        found = C.analyze(expected, types)
        if found.uncomparable:
            # Lean falls back to unification there, and a game beside a number does not unify
            leaf = leaves[found.stopped_at]
            raise GameSyntaxError(leaf.offset, f"a {found.maximal} and a "
                                               f"{types[found.stopped_at]} in one expression")
        return found.maximal

    def coerce(self, got: Typed, want: str | None, offset: int) -> Typed:
        if want is None or got.ty == want:
            return got
        if got.num:
            raise AssertionError("numerals are elaborated at their type")
        if not V.coercible(got.ty, want):
            raise GameSyntaxError(offset, f"a {got.ty} where a {want} is expected")
        src, run = got.ty, got.run
        return Typed(want, lambda e: V.cast(run(e), src, want))

    def elab(self, t: Term, env: dict, expected: str | None) -> Typed:
        """`t` as a closure over an assignment, at type `expected` when given."""
        k = t.kind
        if k == "num":
            n = int(t.text)
            if expected is None:
                return Typed("Nat", lambda e: n, num=True)
            try:
                v = V.numeral(n, expected)
            except KeyError:
                raise GameSyntaxError(t.offset, f"the numeral {n} as a {expected}") from None
            return Typed(expected, lambda e: v)
        if k == "typed":
            ty = self.type_of(t.args[1])
            return self.coerce(self.elab(t.args[0], env, ty), expected, t.offset)
        if k == "name" and t.text in env:
            ty = env[t.text]
            name = t.text
            return self.coerce(Typed(ty, lambda e: e[name]), expected, t.offset)
        if k == "name" and "." in t.text and t.text.split(".")[0] in env:
            # `x.birthday.toIGame`: dot notation on a local, one projection a segment
            head, *fields = t.text.split(".")
            term = Term("name", t.offset, head)
            for f in fields:
                term = Term("proj", t.offset, f, (term,))
            return self.elab(term, env, expected)
        if k == "proj":
            return self.projection(t, env, expected)
        if k == "dotctor":
            if expected == "Ordinal" and t.text == "of":   # `.of` : NatOrdinal.of, Nimber.of
                return Typed("Ordinal", lambda e: lambda o: o)
            raise GameSyntaxError(t.offset, f"`.{t.text}` here")
        if k in ("name", "atom") or (k == "app"):
            return self.call(t, env, expected)
        if k == "setlit":
            if expected not in (None, "Domineering"):
                raise GameSyntaxError(t.offset, f"a set where a {expected} is expected")
            cells = []
            for item in t.args:
                if item.kind != "pair":
                    raise GameSyntaxError(item.offset, "a Domineering cell is a pair `(x, y)`")
                cells.append(tuple(self.elab(c, env, "Int").run for c in item.args))
            return Typed("Domineering", lambda e: frozenset((x(e), y(e)) for x, y in cells))
        if k == "game":
            want = expected if expected in ("IGame", "PGame") else "IGame"
            sides = [[self.elab(x, env, want).run for x in side] for side in t.args]
            left, right = sides
            return self.coerce(Typed(want, lambda e: G.game([f(e) for f in left],
                                                            [f(e) for f in right])),
                               expected, t.offset)
        if k == "coe":
            inner = self.elab(t.args[0], env, None)
            if expected is None or inner.num:
                return self.elab(t.args[0], env, expected)
            return self.coerce(inner, expected, t.offset)
        if k == "un":
            return self.unary(t, env, expected)
        if k == "bin":
            return self.binary(t, env, expected)
        if k in ("cmp", "quant"):
            raise GameSyntaxError(t.offset, "a proposition where a value is expected")
        raise GameSyntaxError(t.offset, f"a {k} term")

    def unary(self, t: Term, env: dict, expected: str | None) -> Typed:
        op, (arg,) = t.text, t.args
        if op == "∗":
            if "Nimber" not in self.open_scoped:
                raise GameSyntaxError(t.offset, "`∗` is scoped notation: it needs `open Nimber`")
            inner = self.elab(arg, env, "Ordinal")
            return self.coerce(Typed("Nimber", inner.run), expected, t.offset)
        if op in ("±", "⧾", "⧿"):
            fn = V.NAMES[V.PREFIX[op]].impl
            inner = self.elab(arg, env, "IGame").run
            return self.coerce(Typed("IGame", lambda e: fn(inner(e))), expected, t.offset)
        if op == "-":
            inner = self.elab(arg, env, expected)
            if inner.ty in ("IGame", "PGame"):
                run = inner.run
                return Typed(inner.ty, lambda e: G.neg(run(e)))
            if inner.ty == "Int":
                run = inner.run
                return Typed("Int", lambda e: -run(e))
            if inner.ty == "Nimber":    # a nimber is its own negative (characteristic 2)
                return inner
            if inner.num and expected is None:
                run = inner.run
                return Typed("Int", lambda e: -run(e))
            raise GameSyntaxError(t.offset, f"`-` on a {inner.ty}")
        raise GameSyntaxError(t.offset, f"`{op}` where a value is expected")

    def binary(self, t: Term, env: dict, expected: str | None) -> Typed:
        op = t.text
        if op == "^^^":   # not `binop%`: elaborated on its own, at ℕ, then cast
            a, b = (self.elab(x, env, "Nat").run for x in t.args)
            return self.coerce(Typed("Nat", lambda e: a(e) ^ b(e)), expected, t.offset)
        if op not in ("+", "-", "*"):
            raise GameSyntaxError(t.offset, f"`{op}` where a value is expected")
        ty = self._max_type(self._leaves(t, env), env, expected) or "Nat"
        fn = V.arithmetic(op, ty)
        if fn is None:
            raise GameSyntaxError(t.offset, f"`{op}` on {ty}")
        a, b = (self.elab(x, env, ty).run for x in t.args)
        return Typed(ty, lambda e: fn(a(e), b(e)))

    defined: Callable[[str], Any] = staticmethod(lambda n: None)

    def _receiver(self, t: Term, env: dict) -> tuple[Typed, list[str]]:
        recv = self.elab(t.args[0], env, None)
        if recv.num:
            recv = Typed("Nat", recv.run)
        return recv, [f"{ns}.{t.text}" for ns in V.NAMESPACE.get(recv.ty, ())]

    def projection(self, t: Term, env: dict, expected: str | None) -> Typed:
        """`x.f`: `T.f x` for the namespace of x's type (the receiver is the first argument)."""
        recv, names = self._receiver(t, env)
        entry = next((V.NAMES[n] for n in names if n in V.NAMES), None)
        if entry is None or len(entry.args) != 1:
            raise GameSyntaxError(t.offset, f"`.{t.text}` on a {recv.ty}")
        arg = self.coerce(recv, entry.args[0], t.offset).run
        impl, result = entry.impl, entry.result
        return self.coerce(Typed(result, lambda e: impl(arg(e))), expected, t.offset)

    def resolve(self, name: str, offset: int) -> V.GameName:
        if self.defined(name) is not None:   # the other readers' business, and their reason
            raise GameSyntaxError(offset, f"`{name}` is the project's own definition",
                                  parsed=False)
        entry = V.lookup(name, self.scopes)
        if entry is None:
            raise GameSyntaxError(offset, f"`{name}` is neither defined in the project nor in "
                                  "pychecks' tables (library or games library)")
        return entry

    def call(self, t: Term, env: dict, expected: str | None) -> Typed:
        head, args = (t, ()) if t.kind != "app" else (t.args[0], t.args[1:])
        if head.kind == "dotctor":
            if head.text == "of" and expected in ("Ordinal", "Nimber") and len(args) == 1:
                inner = self.elab(args[0], env, "Ordinal")
                return Typed(expected, inner.run)   # NatOrdinal.of / Nimber.of: the same ordinal
            raise GameSyntaxError(head.offset, f"`.{head.text}` here")
        if head.kind == "atom":
            entry = V.NAMES[V.ATOMS[head.text]]
        elif head.kind == "name":
            entry = self.resolve(head.text, head.offset)
        else:
            raise GameSyntaxError(head.offset, "an application of a term")
        if len(args) != len(entry.args):
            raise GameSyntaxError(t.offset, f"`{entry.name}` takes {len(entry.args)} "
                                  f"argument(s), {len(args)} given")
        runs = [self.elab(a, env, ty).run for a, ty in zip(args, entry.args)]
        impl = entry.impl
        result = entry.result
        if expected in ("IGame", "PGame") and result in ("IGame", "PGame"):
            result = expected   # the engine's forms serve both
        return self.coerce(Typed(result, lambda e: impl(*(r(e) for r in runs))), expected,
                           t.offset)

    # propositions: three-valued, (value, exact)
    def prop(self, t: Term, env: dict, scope: "Scope") -> Callable[[dict], tuple[bool, bool]]:
        k = t.kind
        if k == "cmp":
            return self.comparison(t, env)
        if k == "un" and t.text == "¬":
            inner = self.prop(t.args[0], env, scope)
            return lambda e: (lambda r: (not r[0], r[1]))(inner(e))
        if k == "bin" and t.text in ("∧", "∨", "→", "↔"):
            a, b = (self.prop(x, env, scope) for x in t.args)
            return _connective(t.text, a, b)
        if k == "quant":
            return self.quantifier(t, env, scope)
        if k == "app" and t.args[0].kind == "name":
            pred = V.predicate(t.args[0].text, self.scopes)
            if pred is not None and len(t.args) == 2:
                arg = self.elab(t.args[1], env, "IGame").run
                test = pred[1]
                return lambda e: (test(arg(e)), True)
        if k == "name" and "." in t.text and t.text.split(".")[0] in env:
            head, field_ = t.text.rsplit(".", 1)
            if env.get(head) in ("IGame", "PGame"):
                pred = V.predicate(field_, ("IGame",))
                if pred is not None:
                    test, name = pred[1], head
                    return lambda e: (test(e[name]), True)
        if k == "name" and t.text in ("True", "False"):
            v = t.text == "True"
            return lambda e: (v, True)
        raise GameSyntaxError(t.offset, "a proposition pychecks does not read here")

    def comparison(self, t: Term, env: dict) -> Callable[[dict], tuple[bool, bool]]:
        op = t.text
        lhs, rhs = t.args
        ty = self._max_type(self._leaves(lhs, env) + self._leaves(rhs, env), env, None) or "Nat"
        a, b = self.elab(lhs, env, ty).run, self.elab(rhs, env, ty).run
        if ty in ("IGame", "PGame"):
            if op in ("=", "≠") and ty == "PGame":
                raise GameSyntaxError(t.offset, "`=` on Mathlib's PGame is identity of the "
                                      "inductive value, which the options do not decide; "
                                      "`≈` is equivalence")
            fn = {"=": lambda x, y: x is y, "≠": lambda x, y: x is not y, "≤": G.le,
                  "<": G.lt, "≥": lambda x, y: G.le(y, x), ">": lambda x, y: G.lt(y, x),
                  "≈": G.equiv, "‖": G.fuzzy, "⧏": G.lf}[op]
        elif ty == "Domineering":
            if op not in ("=", "≠"):
                raise GameSyntaxError(t.offset, f"`{op}` on Domineering boards")
            fn = {"=": lambda x, y: x == y, "≠": lambda x, y: x != y}[op]
        else:
            if op in ("‖", "⧏"):
                fn = {"‖": lambda x, y: False, "⧏": lambda x, y: x < y}[op]  # linear orders
            else:
                fn = {"=": lambda x, y: x == y, "≠": lambda x, y: x != y,
                      "≤": lambda x, y: x <= y, "<": lambda x, y: x < y,
                      "≥": lambda x, y: x >= y, ">": lambda x, y: x > y,
                      "≈": lambda x, y: x == y}[op]
        return lambda e: (fn(a(e), b(e)), True)

    def quantifier(self, t: Term, env: dict, scope: "Scope"):
        names = [(n, self.type_of(ty)) for n, ty in t.binders]
        inner_env = dict(env)
        for n, ty in names:
            inner_env[n] = ty
        body = self.prop(t.args[0], inner_env, scope)
        domains = [scope.values(ty, t.offset) for _, ty in names]
        keys = [n for n, _ in names]
        forall = t.text == "∀"

        def run(e):
            exact_hit = False
            result = forall
            for combo in itertools.product(*domains):
                e2 = dict(e)
                e2.update(zip(keys, combo))
                v, x = body(e2)
                if v != forall:
                    result = v
                    if x:
                        return (v, True)
            # every value of the scope agreed (or disagreed only inexactly): within the scope
            return (result, exact_hit)
        return run


def _connective(op: str, a, b):
    def run(e):
        va, xa = a(e)
        if op == "→":
            va = not va
        if op in ("∧",) and not va and xa:
            return (False, True)
        if op in ("∨", "→") and va and xa:
            return (True, True)
        vb, xb = b(e)
        if op == "∧":
            if not vb and xb:
                return (False, True)
            return (va and vb, xa and xb)
        if op in ("∨", "→"):
            if vb and xb:
                return (True, True)
            return (va or vb, xa and xb)
        return (va == vb, xa and xb)   # ↔
    return run


# --- scopes and the check -----------------------------------------------------------------------

@dataclass
class Scope:
    n: int
    day: int

    def values(self, ty: str, offset: int) -> list:
        if ty in ("Nat", "Ordinal", "Nimber"):
            return list(range(self.n + 1))
        if ty == "Int":
            return sorted(range(-self.n, self.n + 1), key=lambda v: (abs(v), v < 0))
        if ty in ("IGame", "PGame"):
            return G.values_born_by(self.day)
        if ty == "Domineering":   # every board inside the box, fewest cells first
            cells = sorted(DOMINEERING_BOX)
            boards = [frozenset(c) for r in range(len(cells) + 1)
                      for c in itertools.combinations(cells, r)]
            return sorted(boards, key=_size)
        raise GameSyntaxError(offset, f"a variable of type {ty}")


def _size(v: Any) -> tuple:
    if isinstance(v, G.Game):
        return G.size_key(v)
    if isinstance(v, frozenset):
        return (len(v), sorted(v))
    return (abs(v), v < 0)


def _show(v: Any, ty: str) -> str:
    if isinstance(v, G.Game):
        return G.show(v)
    if isinstance(v, frozenset):
        cells = ", ".join(f"({x}, {y})" for x, y in sorted(v))
        return f"toDomineering {{{cells}}}" if v else "toDomineering ∅"
    if ty == "Nimber":
        return f"∗{v}"
    return str(v)


@dataclass
class GameStatement:
    """A statement read in the games library's words: its variables (name, type), hypotheses
    (`[Impartial x]`, `(h : P)`), conclusion, and where it stands."""

    name: str
    variables: list
    hypotheses: list
    conclusion: Term
    elab: Elab
    text: str
    closed: bool = field(init=False)

    def __post_init__(self):
        self.closed = not self.variables

    @property
    def game_variables(self) -> bool:
        return any(ty in ("IGame", "PGame") for _, ty in self.variables)

    @property
    def number_variables(self) -> bool:
        return any(ty not in ("IGame", "PGame", "Domineering") for _, ty in self.variables)

    @property
    def board_variables(self) -> bool:
        return any(ty == "Domineering" for _, ty in self.variables)

    def default_bound(self) -> int | None:
        k = sum(1 for _, ty in self.variables if ty not in ("IGame", "PGame", "Domineering"))
        if k == 0:
            return None
        n = 1
        while n < MAX_DEFAULT_N and (n + 2) ** k <= DEFAULT_ASSIGNMENTS:
            n += 1
        return n

    def compile(self, scope: Scope):
        env = dict(self.variables)
        hyps = []
        for h in self.hypotheses:
            hyps.append(self.elab.prop(h, env, scope))
        return hyps, self.elab.prop(self.conclusion, env, scope)


def check(st: GameStatement, bound: int | None, day: int | None = None) -> Verdict:
    """Every assignment of the variables in the scope, smallest first; FAILS at the first exact
    counterexample, UNKNOWN when only a bounded search inside could not settle one."""
    day = birthday_scope() if day is None else day
    start = time.perf_counter()
    n = bound if bound is not None else 0
    scope = Scope(n, day)
    parts = []
    if st.number_variables:
        parts.append(f"N={n}")
    if st.game_variables:
        parts.append(f"D={day}")
    if st.board_variables:
        parts.append("boards in 3×3")
    label = ", ".join(parts) or "closed"
    try:
        hyps, concl = st.compile(scope)
        names = [v for v, _ in st.variables]
        domains = [scope.values(ty, 0) for _, ty in st.variables]
        total = 1
        for d in domains:
            total *= len(d)
        if total > MAX_ASSIGNMENTS:
            return Verdict(claim=st.name, status=Status.UNKNOWN, backend="games", scope=label,
                           reason=f"{total:,} assignments at {label} (at most "
                                  f"{MAX_ASSIGNMENTS:,}): give a smaller --bound or --birthday",
                           seconds=time.perf_counter() - start)
        combos = sorted(itertools.product(*domains),
                        key=lambda c: (sum(_size(v)[0] for v in c), [_size(v) for v in c]))
        in_hyp = 0
        inexact = found = None
        for combo in combos:
            env = dict(zip(names, combo))
            ok = True
            for h in hyps:
                v, x = h(env)
                if not v:
                    ok = False
                    break
            if not ok:
                continue
            in_hyp += 1
            v, x = concl(env)
            if not v and x and found is None:
                found = combo       # the smallest; the rest of the scope is still counted
            if not v and inexact is None:
                inexact = combo
        if found is not None:
            env = dict(zip(names, found))
            bindings = {name: _show(val, ty) for (name, ty), val in zip(st.variables, found)}
            ce = Counterexample(bindings=bindings, issue=st.text, breakdown=_breakdown(st, env),
                                data=dict(bindings))
            return Verdict(claim=st.name, status=Status.FAILS, backend="games", scope=label,
                           examined=total, in_hypotheses=in_hyp, counterexample=ce,
                           seconds=time.perf_counter() - start)
    except (G.GameError, GameSyntaxError) as exc:
        return Verdict(claim=st.name, status=Status.UNKNOWN, backend="games", scope=label,
                       reason=getattr(exc, "message", None) or str(exc),
                       seconds=time.perf_counter() - start)
    except (ValueError, KeyError, RecursionError) as exc:   # never a traceback, never a HOLDS
        if os.environ.get("PYCHECKS_STRICT"):
            raise
        return Verdict(claim=st.name, status=Status.UNKNOWN, backend="games", scope=label,
                       reason=f"the games engine stopped ({type(exc).__name__}: {exc})",
                       seconds=time.perf_counter() - start)
    if inexact is not None:
        return Verdict(claim=st.name, status=Status.UNKNOWN, backend="games", scope=label,
                       examined=total, in_hypotheses=in_hyp,
                       reason="an `∃` inside found no witness within the scope",
                       seconds=time.perf_counter() - start)
    return Verdict(claim=st.name, status=Status.HOLDS, backend="games", scope=label,
                   examined=total, in_hypotheses=in_hyp, seconds=time.perf_counter() - start)


def _breakdown(st: GameStatement, env: dict) -> list[str]:
    """For a comparison of games: each side's canonical form, so the user sees why."""
    t = st.conclusion
    if t.kind != "cmp":
        return []
    lines = []
    try:
        ty = st.elab._max_type(st.elab._leaves(t.args[0], dict(st.variables)) +
                               st.elab._leaves(t.args[1], dict(st.variables)),
                               dict(st.variables), None) or "Nat"
        for side, label in zip(t.args, ("left side", "right side")):
            v = st.elab.elab(side, dict(st.variables), ty).run(env)
            if isinstance(v, G.Game) and t.text in ("=", "≠"):   # identity: the forms
                lines.append(f"{label} is the form {G.show(v)}")
            elif isinstance(v, G.Game):
                lines.append(f"{label} ≈ {G.show(G.canonical(v))}")
            else:
                lines.append(f"{label} = {_show(v, ty)}")
    except GameSyntaxError:
        return []
    return lines


def read(text: str, base: int, name: str, namespaces: tuple, opens: tuple, file: str,
         defined: Callable[[str], Any] | None = None) -> GameStatement:
    """The statement whose signature (after its name, up to the proof) is `text`, which starts
    at offset `base` of the file. `defined(name)` is the project's own definition of a name, if
    any: a name the project defines is the project's, never the library's."""
    try:
        toks = tokenize(text, base)
        p = Parser(toks)
        binders = p.binders()
        p.expect(":")
        concl = p.term(0)
        if p.tok.kind != "end" and not p.sym(":="):
            raise GameSyntaxError(p.tok.offset, f"'{p.tok.text}' after the statement")
    except GameSyntaxError as exc:
        exc.parsed = False
        raise
    el = Elab(namespaces, opens, file, text)
    el.base = base
    el.defined = defined or (lambda n: None)
    variables, hyps = [], []
    for n, ty, off in binders:
        if n == "":
            hyps.append(ty)
            continue
        if ty.kind == "name" and ty.text in V.TYPES:
            tyname = V.TYPES[ty.text]
            if tyname == "Prop":
                raise GameSyntaxError(off, "a Prop variable")
            variables.append((n, tyname))
        else:   # `(h : P)`: a binder whose type is a proposition is a hypothesis
            hyps.append(ty)
    # leading ∀s are outer variables too
    while concl.kind == "quant" and concl.text == "∀":
        for n, ty in concl.binders:
            variables.append((n, el.type_of(ty)))
        concl = concl.args[0]
    end = text.find(":=")
    shown = " ".join(text[concl.offset - base: end if end >= 0 else len(text)].split())
    st = GameStatement(name, variables, hyps, concl, el, shown)
    st.compile(Scope(1, 0))   # elaborate now: unreadable notation is found at read time
    return st
