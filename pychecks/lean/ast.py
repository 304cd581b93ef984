"""The Lean syntax tree that pychecks reads: terms and declarations as typed dataclasses, each
with its span in the file, and one printer.

The parser (`pychecks.lean.read.parser`, grammar `lean.lark`) builds these nodes; everything
that reads Lean terms (the shapes, the evaluator, the static check, the fixture and checker
re-readers) walks them.

Every term class has named fields (`App.fn`, `App.args`, `Quant.binders`, `Let.value`, …); new
code reads those. For the modules written before this tree had types (the shape reader and its
lowering, `lower.py`, and the write-side re-checkers), every node also answers the older
positional view: `kind` (a string), `args` (a tuple of sub-nodes, tuples, or None) and `text`
(a name, numeral or operator). That view is computed from the fields, so both always agree.

Spans: `line`, `column` (from 1), `end_line`, `end_column`, and the character offsets `start`,
`end` (`source[start:end]` is the node's text); `pos` is (line, column). The printer `show`
writes every compound term fully parenthesised, so that parse → show → parse gives the same tree
(`shape()` compares trees without positions).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


class Term:
    """A node of the tree: a term, a binder, a pattern alternative or a field of a structure
    instance. Subclasses are dataclasses; the span is set by the parser."""

    kind: ClassVar[str] = "?"
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    start: int = 0
    end: int = 0

    @property
    def pos(self) -> tuple[int, int]:
        return self.line, self.column

    # the positional view (see the module docstring)
    @property
    def args(self) -> tuple:
        return ()

    @property
    def text(self) -> str | None:
        return None

    def shape(self):
        """The tree without positions, for comparing two parses."""
        return (self.kind, self.text, tuple(_shape(a) for a in self.args))

    def children(self):
        """The sub-nodes, in order (tuples flattened, None left out)."""
        for a in self.args:
            if isinstance(a, Term):
                yield a
            elif isinstance(a, tuple):
                for x in a:
                    if isinstance(x, Term):
                        yield x

    def walk(self):
        """This node and every node below it, depth first."""
        yield self
        for c in self.children():
            yield from c.walk()

    def __repr__(self):
        return f"{type(self).__name__}({self.kind!r}, {self.text!r}, {self.line}:{self.column})"


def _shape(a):
    if isinstance(a, Term):
        return a.shape()
    if isinstance(a, tuple):
        return tuple(_shape(x) for x in a)
    return a


class Refused(Exception):
    """A construct some part of pychecks does not take, at its place in the file:
    `FILE:LINE:COL: what` (`located`). Who refuses is the subclass: the lowering of the shapes
    (`shapes.lower.Outside`: outside the fragment), the evaluator (`evaluate.context.Unsupported`).
    A node without a line (made up, not read) gives the place 0:0."""

    def __init__(self, node, what: str, file: str | None = None):
        self.line, self.column = (node.line, node.column) if node is not None and \
            getattr(node, "line", 0) else (0, 0)
        self.what = what
        self.file = file
        super().__init__(what)

    def located(self, file: str | None = None) -> str:
        """`FILE:LINE:COL: what` (the file it was raised with, else `file`)."""
        where = self.file or file or "<lean>"
        return f"{where}:{self.line}:{self.column}: {self.what}"


def copy_span(node: Term, other) -> Term:
    """Give `node` the span of `other` (a node); returns `node`."""
    for k in ("line", "column", "end_line", "end_column", "start", "end"):
        setattr(node, k, getattr(other, k, 0))
    return node


def renamed_idents(node, new_name, stop=()):
    """A copy of `node` with each `Ident` for which `new_name(ident)` gives a name renamed to it
    (None: kept), not looking inside nodes of the classes `stop`; the rest shared."""
    import copy
    if isinstance(node, Ident):
        name = new_name(node)
        return node if name is None else copy_span(Ident(name), node)
    if isinstance(node, stop) or not isinstance(node, Term):
        return node
    out = copy.copy(node)
    for field, value in vars(node).items():
        if isinstance(value, Term):
            setattr(out, field, renamed_idents(value, new_name, stop))
        elif isinstance(value, tuple):
            setattr(out, field, tuple(renamed_idents(v, new_name, stop) if isinstance(v, Term)
                                      else v for v in value))
    return out


# --- atoms ------------------------------------------------------------------------------------

@dataclass(eq=False, repr=False)
class Ident(Term):
    """A name, possibly dotted: `p`, `Nat.xor`, `x.val` (a projection spelt as one name)."""

    name: str
    kind: ClassVar[str] = "ident"

    @property
    def text(self):
        return self.name


@dataclass(eq=False, repr=False)
class Num(Term):
    """A numeral as written (`7`, `0x1f`, `0b101`)."""

    literal: str
    kind: ClassVar[str] = "num"

    @property
    def text(self):
        return self.literal

    @property
    def value(self) -> int:
        t = self.literal
        return int(t, 0) if t[:2] in ("0x", "0b") else int(t)


@dataclass(eq=False, repr=False)
class Str(Term):
    """A string literal, quotes included."""

    literal: str
    kind: ClassVar[str] = "string"

    @property
    def text(self):
        return self.literal


@dataclass(eq=False, repr=False)
class Interp(Term):
    """An interpolated string `s!"…{x}…"` (also `m!`, `f!`): its text, and the terms written
    inside its braces."""

    literal: str
    parts: tuple
    kind: ClassVar[str] = "interp"

    @property
    def text(self):
        return self.literal

    @property
    def args(self):
        return self.parts


@dataclass(eq=False, repr=False)
class Explicit(Term):
    """`@name`: a name with its implicit arguments made explicit."""

    name: str
    kind: ClassVar[str] = "explicit"

    @property
    def text(self):
        return self.name


@dataclass(eq=False, repr=False)
class DotIdent(Term):
    """`.red`: a constructor or function of the expected type's namespace."""

    name: str
    kind: ClassVar[str] = "dot_ident"

    @property
    def text(self):
        return self.name


@dataclass(eq=False, repr=False)
class Coe(Term):
    """`↑x`: a coercion."""

    arg: Term
    kind: ClassVar[str] = "coe"

    @property
    def args(self):
        return (self.arg,)


@dataclass(eq=False, repr=False)
class TypeOf(Term):
    """`type_of% e`: the type of e (plain books state their bridge with it)."""

    arg: Term
    kind: ClassVar[str] = "type_of"

    @property
    def args(self):
        return (self.arg,)


@dataclass(eq=False, repr=False)
class Typed(Term):
    """`(e : T)`: a type ascription."""

    term: Term
    type: Term
    kind: ClassVar[str] = "typed"

    @property
    def args(self):
        return (self.term, self.type)


class Seq(Term):
    """A bracketed sequence of terms; the subclass says which brackets."""

    items: tuple
    open: ClassVar[str] = "("
    close: ClassVar[str] = ")"

    @property
    def args(self):
        return self.items


@dataclass(eq=False, repr=False)
class Tuple(Seq):
    """`(a, b)` (and `()`, the unit)."""

    items: tuple
    kind: ClassVar[str] = "tuple"


@dataclass(eq=False, repr=False)
class Anon(Seq):
    """`⟨a, b⟩`: the anonymous constructor of the expected type."""

    items: tuple
    kind: ClassVar[str] = "anon"
    open: ClassVar[str] = "⟨"
    close: ClassVar[str] = "⟩"


@dataclass(eq=False, repr=False)
class Vec(Seq):
    """`![a, b]`: a function `Fin n → α` by its table."""

    items: tuple
    kind: ClassVar[str] = "vec"
    open: ClassVar[str] = "!["
    close: ClassVar[str] = "]"


@dataclass(eq=False, repr=False)
class ListLit(Seq):
    """`[a, b]`."""

    items: tuple
    kind: ClassVar[str] = "list"
    open: ClassVar[str] = "["
    close: ClassVar[str] = "]"


@dataclass(eq=False, repr=False)
class ArrayLit(Seq):
    """`#[a, b]`."""

    items: tuple
    kind: ClassVar[str] = "array"
    open: ClassVar[str] = "#["
    close: ClassVar[str] = "]"


@dataclass(eq=False, repr=False)
class SetLit(Seq):
    """`{a, b}` (a `Set` or `Finset` literal)."""

    items: tuple
    kind: ClassVar[str] = "setlit"
    open: ClassVar[str] = "{"
    close: ClassVar[str] = "}"


@dataclass(eq=False, repr=False)
class SetOf(Term):
    """`{x | p x}` or `{x : T | p x}`."""

    var: Ident
    type: Term | None
    body: Term
    kind: ClassVar[str] = "setof"

    @property
    def args(self):
        return (self.var, self.type, self.body)


@dataclass(eq=False, repr=False)
class Subtype(SetOf):
    """`{x // p x}` or `{x : T // p x}`: the values of T that satisfy p (`Subtype p`)."""

    kind: ClassVar[str] = "subtype"


@dataclass(eq=False, repr=False)
class SetSep(Term):
    """`{x ∈ s | p x}`."""

    var: Ident
    set: Term
    body: Term
    kind: ClassVar[str] = "setsep"

    @property
    def args(self):
        return (self.var, self.set, self.body)


@dataclass(eq=False, repr=False)
class GameOfSets(Term):
    """`!{s | t}` (`right` set) or `!{st}` (`right` None): the games library's `IGame.ofSets`,
    the game with those left and right options (Game/Player.lean's `macro:max "!{"`)."""

    left: Term
    right: Term | None
    kind: ClassVar[str] = "game_sets"

    @property
    def args(self):
        return (self.left,) if self.right is None else (self.left, self.right)


@dataclass(eq=False, repr=False)
class FieldInit(Term):
    """`name := value` inside a structure instance."""

    name: Ident
    value: Term
    kind: ClassVar[str] = "field_init"

    @property
    def args(self):
        return (self.value,)          # the field's name is no reference to a declaration

    @property
    def text(self):
        return self.name.name


@dataclass(eq=False, repr=False)
class StructInst(Term):
    """`{ a := 1, b := 0 }`, or `{ s with a := 1 }` (then `base` is `s`)."""

    fields: tuple
    base: Term | None = None
    kind: ClassVar[str] = "struct_inst"

    @property
    def args(self):
        return (self.base, self.fields)


# --- applications and operators ----------------------------------------------------------------

@dataclass(eq=False, repr=False)
class Proj(Term):
    """`e.f` or `e.1` on a compound `e` (a projection or a function of e's namespace)."""

    base: Term
    field: str
    kind: ClassVar[str] = "proj"

    @property
    def args(self):
        return (self.base,)

    @property
    def text(self):
        return self.field


@dataclass(eq=False, repr=False)
class Index(Term):
    """`l[i]`, `l[i]!` or `l[i]?` (`mode` is "", "!" or "?")."""

    base: Term
    index: Term
    mode: str = ""
    kind: ClassVar[str] = "index"

    @property
    def args(self):
        return (self.base, self.index)

    @property
    def text(self):
        return self.mode


@dataclass(eq=False, repr=False)
class NamedArg(Term):
    """`(name := value)` among a function's arguments: the parameter `name` given by name."""

    name: str
    value: Term
    kind: ClassVar[str] = "named_arg"

    @property
    def args(self):
        return (self.value,)

    @property
    def text(self):
        return self.name


@dataclass(eq=False, repr=False)
class App(Term):
    """`f a b`: `fn` applied to `args` (at least one)."""

    fn: Term
    arguments: tuple
    kind: ClassVar[str] = "app"

    @property
    def args(self):
        return (self.fn,) + self.arguments


@dataclass(eq=False, repr=False)
class BinOp(Term):
    """`lhs op rhs`, the operator as the tree spells it (`→` for `->`, …)."""

    op: str
    lhs: Term
    rhs: Term
    kind: ClassVar[str] = "binop"

    @property
    def args(self):
        return (self.lhs, self.rhs)

    @property
    def text(self):
        return self.op


@dataclass(eq=False, repr=False)
class UnOp(Term):
    """`¬ a`, `! a`, `- a`."""

    op: str
    arg: Term
    kind: ClassVar[str] = "unop"

    @property
    def args(self):
        return (self.arg,)

    @property
    def text(self):
        return self.op


# --- binders ----------------------------------------------------------------------------------

@dataclass(eq=False, repr=False)
class Binder(Term):
    """One binder group. `style` is its bracket: `(`, `{`, `⦃`, `[`; "" for the simple binders of
    a quantifier (`∀ x y : T`, type optional); or the bound's operator (`<`, `≤`, `∈`, …) for a
    bounded quantifier `∀ b < 8`, whose bound is `extra`. For `(x : T := d)`, `extra` is the
    default value."""

    style: str
    names: tuple
    type: Term | None = None
    extra: Term | None = None
    kind: ClassVar[str] = "binder"

    @property
    def args(self):
        return (self.names, self.type, self.extra)

    @property
    def text(self):
        return self.style

    @property
    def bound(self) -> Term | None:
        """The bound of `∀ b < 8` (None for other binders)."""
        return self.extra if self.style not in ("(", "{", "⦃", "[", "") else None


#: The quantifier-like binder notations and their symbols.
QUANTIFIERS = {"forall": "∀", "exists": "∃", "exists_unique": "∃!", "big_sum": "∑",
               "big_prod": "∏"}


@dataclass(eq=False, repr=False)
class Quant(Term):
    """`∀ binders, body`, and likewise `∃`, `∃!`, `∑`, `∏` (`quantifier` is the kind name)."""

    quantifier: str
    binders: tuple
    body: Term

    @property
    def kind(self):
        return self.quantifier

    @property
    def symbol(self) -> str:
        return QUANTIFIERS[self.quantifier]

    @property
    def args(self):
        return (self.binders, self.body)

    @property
    def text(self):
        return self.symbol


@dataclass(eq=False, repr=False)
class Lambda(Term):
    """`fun x y : T => body`; `params` are terms (names, typed names, patterns). A section
    `(· + 1)` is a Lambda with `section` set, its parameters all named `·` in order of use."""

    params: tuple
    type: Term | None
    body: Term
    section: bool = False
    kind: ClassVar[str] = "lambda"

    @property
    def args(self):
        return (self.params, self.type, self.body)


@dataclass(eq=False, repr=False)
class MatchAlt(Term):
    """`| pat, pat => rhs`."""

    patterns: tuple
    rhs: Term
    kind: ClassVar[str] = "match_alt"

    @property
    def args(self):
        return (self.patterns, self.rhs)


@dataclass(eq=False, repr=False)
class LambdaMatch(Term):
    """`fun | pat => rhs | …`."""

    alts: tuple
    kind: ClassVar[str] = "lambda_match"

    @property
    def args(self):
        return self.alts


@dataclass(eq=False, repr=False)
class Match(Term):
    """`match a, b with | … => …`."""

    scrutinees: tuple
    alts: tuple
    kind: ClassVar[str] = "match"

    @property
    def args(self):
        return (self.scrutinees, self.alts)


@dataclass(eq=False, repr=False)
class Let(Term):
    """`let x binders : T := value; body` (`keyword` is `let` or `have`)."""

    keyword: str
    pattern: Term
    binders: tuple
    type: Term | None
    value: Term
    body: Term
    kind: ClassVar[str] = "let"

    @property
    def args(self):
        return (self.pattern, self.binders, self.type, self.value, self.body)

    @property
    def text(self):
        return self.keyword


@dataclass(eq=False, repr=False)
class ShowFrom(Term):
    """`show T from e`."""

    type: Term
    term: Term
    kind: ClassVar[str] = "show_from"

    @property
    def args(self):
        return (self.type, self.term)


@dataclass(eq=False, repr=False)
class Ite(Term):
    """`if c then a else b`; `if h : c then …` names the hypothesis `hyp`."""

    cond: Term
    then: Term
    else_: Term
    hyp: str | None = None
    kind: ClassVar[str] = "ite"

    @property
    def args(self):
        return (self.cond, self.then, self.else_)

    @property
    def text(self):
        return self.hyp


@dataclass(eq=False, repr=False)
class Bif(Term):
    """`bif c then a else b` (a `Bool` condition)."""

    cond: Term
    then: Term
    else_: Term
    kind: ClassVar[str] = "bif"

    @property
    def args(self):
        return (self.cond, self.then, self.else_)


@dataclass(eq=False, repr=False)
class By(Term):
    """`by tactics`: never read, kept as text."""

    tactics: str
    kind: ClassVar[str] = "by"

    @property
    def text(self):
        return self.tactics


# --- declarations -----------------------------------------------------------------------------

@dataclass(eq=False)
class Field:
    """A field of a `structure`: `a b : T := default` (a bracketed `(a b : T)` too)."""

    names: tuple
    type: Term | None
    default: Term | None = None
    binders: tuple = ()
    line: int = 0
    column: int = 0


@dataclass(eq=False)
class Ctor:
    """A constructor of an `inductive`: `| name binders : type` (type None: the inductive itself,
    as for an enumeration)."""

    name: str
    name_node: Ident
    binders: tuple = ()
    type: Term | None = None

    @property
    def pos(self) -> tuple[int, int]:
        return self.name_node.pos


@dataclass
class Declaration:
    """A declaration of the file, parsed: `def`, `abbrev`, `theorem`, `lemma`, `theorem_wanted`,
    `example`, `structure`, `inductive`, `axiom`, `opaque`, `instance`, `variable`.

    `binders` are Binder nodes; `type` the stated type (None for an untyped def); `body` the
    definition's term, or `match_alts` for a definition by pattern matching; `where_decls` the
    auxiliary definitions of a `where`, or `fields` for a structure instance written with
    `where` (`def s : S where a := 1`). A structure has `fields` and `ctor_name`; an inductive
    `ctors`. `error` is set when the declaration could not be read (a notation pychecks does
    not read): (line, column, what)."""

    keyword: str
    name: str | None
    name_node: Ident | None
    binders: tuple
    type: Term | None
    body: Term | None = None
    match_alts: tuple = ()
    tail: str | None = None
    modifiers: tuple = ()
    doc: str | None = None
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    error: tuple | None = None
    where_decls: tuple = ()
    fields: tuple = ()
    ctors: tuple = ()
    ctor_name: str | None = None
    extends: tuple = ()
    instance_fields: tuple = ()

    @property
    def pos(self) -> tuple[int, int]:
        if self.name_node is not None:
            return self.name_node.pos
        return self.line, self.column


def conjuncts(node):
    """The conjuncts of an `∧` chain, left to right (a node that is no `∧` is its own one)."""
    if isinstance(node, BinOp) and node.op == "∧":
        yield from conjuncts(node.lhs)
        yield from conjuncts(node.rhs)
    else:
        yield node


# --- the printer --------------------------------------------------------------------------------

_BRACKETS = {"(": ")", "{": "}", "⦃": "⦄", "[": "]"}


def show(node) -> str:
    """Lean text of a node, every compound parenthesised (so it parses back to the same tree)."""
    if node is None:
        return ""
    if isinstance(node, (Ident, Num, Str, Interp)):
        return node.text
    if isinstance(node, Explicit):
        return "@" + node.name
    if isinstance(node, DotIdent):
        return "." + node.name
    if isinstance(node, Coe):
        return f"(↑{show(node.arg)})"
    if isinstance(node, TypeOf):
        return f"(type_of% {show(node.arg)})"
    if isinstance(node, Typed):
        return f"({show(node.term)} : {show(node.type)})"
    if isinstance(node, NamedArg):
        return f"({node.name} := {show(node.value)})"
    if isinstance(node, Seq):
        return node.open + ", ".join(map(show, node.items)) + node.close
    if isinstance(node, SetOf):
        return "{" + show(node.var) + (f" : {show(node.type)}" if node.type else "") + " | " + \
            show(node.body) + "}"
    if isinstance(node, SetSep):
        return "{" + f"{show(node.var)} ∈ {show(node.set)} | {show(node.body)}" + "}"
    if isinstance(node, GameOfSets):
        inner = show(node.left) if node.right is None else \
            f"{show(node.left)} | {show(node.right)}"
        return "!{" + inner + "}"
    if isinstance(node, FieldInit):
        return f"{show(node.name)} := {show(node.value)}"
    if isinstance(node, StructInst):
        inner = ", ".join(map(show, node.fields))
        if node.base is not None:
            inner = f"{show(node.base)} with {inner}"
        return "{ " + inner + " }"
    if isinstance(node, Proj):
        simple = isinstance(node.base, Ident) and not node.field.isdigit()
        return f"{show(node.base)}.{node.field}" if simple else \
            f"({show(node.base)}).{node.field}"
    if isinstance(node, Index):
        return f"({show(node.base)})[{show(node.index)}]{node.mode}"
    if isinstance(node, App):
        return "(" + " ".join(map(show, node.args)) + ")"
    if isinstance(node, BinOp):
        return f"({show(node.lhs)} {node.op} {show(node.rhs)})"
    if isinstance(node, UnOp):
        return f"({node.op}{show(node.arg)})"
    if isinstance(node, Quant):
        return f"({node.symbol} {binders_text(node.binders)}, {show(node.body)})"
    if isinstance(node, Lambda):
        if node.section:
            return f"({show(node.body)})"
        head = " ".join(map(show, node.params)) + (f" : {show(node.type)}" if node.type else "")
        return f"(fun {head} => {show(node.body)})"
    if isinstance(node, LambdaMatch):
        return "(fun " + " ".join(map(show, node.alts)) + ")"
    if isinstance(node, MatchAlt):
        return "| " + ", ".join(map(show, node.patterns)) + f" => {show(node.rhs)}"
    if isinstance(node, Match):
        return "(match " + ", ".join(map(show, node.scrutinees)) + " with " + \
            " ".join(map(show, node.alts)) + ")"
    if isinstance(node, Let):
        head = show(node.pattern) + "".join(" " + binder_text(b) for b in node.binders)
        head += f" : {show(node.type)}" if node.type else ""
        return f"({node.keyword} {head} := {show(node.value)}; {show(node.body)})"
    if isinstance(node, ShowFrom):
        return f"(show {show(node.type)} from {show(node.term)})"
    if isinstance(node, Ite):
        hyp = f"{node.hyp} : " if node.hyp else ""
        return f"(if {hyp}{show(node.cond)} then {show(node.then)} else {show(node.else_)})"
    if isinstance(node, Bif):
        return f"(bif {show(node.cond)} then {show(node.then)} else {show(node.else_)})"
    if isinstance(node, By):
        return f"(by {node.tactics})"
    if isinstance(node, Binder):
        return binder_text(node)
    raise AssertionError(f"no printer for {type(node).__name__}")


def binder_text(b: Binder) -> str:
    """A bracketed binder `(x y : T)`, `{α : Type*}`, `[inst : C]`, or `(i)` with no type."""
    ns = " ".join(n.name for n in b.names)
    if b.style == "[":
        return "[" + (f"{ns} : " if b.names else "") + show(b.type) + "]"
    inner = ns + (f" : {show(b.type)}" if b.type is not None else "")
    inner += f" := {show(b.extra)}" if b.extra is not None else ""
    return b.style + inner + _BRACKETS[b.style]


def binders_text(binders: tuple) -> str:
    """The binders of a quantifier: `x y : T`, `b < 8`, or bracketed ones."""
    if len(binders) == 1 and binders[0].style not in _BRACKETS:
        b = binders[0]
        ns = " ".join(n.name for n in b.names)
        if b.style == "":
            return ns + (f" : {show(b.type)}" if b.type is not None else "")
        return f"{ns} {b.style} {show(b.extra)}"
    return " ".join(binder_text(b) for b in binders)


def declaration_text(decl: Declaration) -> str:
    """A parsed declaration printed back: signature and body of a `def`, `abbrev` or statement
    (a theorem's proof is never kept, and is not printed), a structure's fields, an inductive's
    constructors."""
    kw = decl.keyword
    head = kw + (f" {decl.name}" if decl.name else "")
    head += "".join(" " + binder_text(b) for b in decl.binders)
    if kw == "structure" and decl.extends:
        head += " extends " + ", ".join(decl.extends)
    if decl.type is not None:
        head += f" : {show(decl.type)}"
    if kw == "structure":
        lines = [head + " where"] + ([f"  {decl.ctor_name} ::"] if decl.ctor_name else [])
        for f in decl.fields:
            field_ = " ".join(n.name for n in f.names) + \
                "".join(" " + binder_text(b) for b in f.binders)
            field_ += f" : {show(f.type)}" if f.type is not None else ""
            field_ += f" := {show(f.default)}" if f.default is not None else ""
            lines.append("  " + field_)
        return "\n".join(lines)
    if kw == "inductive":
        lines = [head + " where"]
        for c in decl.ctors:
            ctor = c.name + "".join(" " + binder_text(b) for b in c.binders)
            lines.append("  | " + ctor + (f" : {show(c.type)}" if c.type is not None else ""))
        return "\n".join(lines)
    if kw in ("def", "abbrev"):
        if decl.body is not None:
            head += f" := {show(decl.body)}"
        else:
            head += "".join("\n  " + show(alt) for alt in decl.match_alts)
        if decl.tail:
            head += "\n  " + decl.tail
    return head
