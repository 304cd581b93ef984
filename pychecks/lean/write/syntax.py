"""A small syntax tree for the Lean terms the emitter writes, and its printer.

The emitter used to paste strings, and a bare `cubeBox 1` before `.zip` printed `cubeBox 1.zip`,
which Lean's number lexer reads as the decimal `1.` followed by `zip`. Here a term is built from
a few node types, and the printer decides every parenthesis:

* an argument of an application, and the receiver of a method call, is printed bare only when it
  is atomic (a name, a number, a list or tuple literal, a projection of a name such as `e.1` or
  `l.length`); anything else is parenthesised;
* an operand of an infix operator is parenthesised when it is itself an infix term or a `fun`,
  so no line of a fixture depends on Lean's operator precedences (`a && b && c` is one node with
  three operands; `(a && b) || c` is printed with its parentheses); an application needs none,
  since it binds tighter than every infix operator;
* `!b` is printed bare on an atomic term or an application (`!inP p`), else `!(…)`; as an
  operand other than the last of an operator at precedence 40 or more (`=`, `^^^`), `!b` is
  parenthesised, since its argument would run over the operator.

A second style, `BOOKS`, leaves out the parentheses that Lean's precedences make redundant within
one family of operators (`a && b || c`); see `Style`. Declarations (`Def`, `Decide`, `Wanted`,
with `SetOption` lines and doc comments) are printed by `show_decl`.

Nothing here knows a fixture: `pychecks.lean.write.emit`, `books` and `plain_books` build the
terms.
"""
from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass

#: Precedence of a term that is an application (Lean's `maxPrec` is 1024; arguments are parsed
#: at `argPrec`, 1023, so an application is never an argument without parentheses).
APP = 1023
#: Precedence of a term that can stand anywhere (a name, a literal, a parenthesised term).
ATOM = 1024


@dataclass(frozen=True)
class Operator:
    """An infix operator: its token, precedence, and side it associates to."""

    token: str
    prec: int
    assoc: str  # "left", "right" or "none"
    family: str = ""  # operators of one family may meet without parentheses (`BOOKS` style)


#: The operators the fixtures use, with Lean 4 core's precedences, for reference and for a
#: chain of one operator: an operator over three operands or more is printed without inner
#: parentheses only where it associates that way (Init/Prelude, Init/Core:
#: `infixl:30 " || "`, `infixl:35 " && "`, `infixl:58 " ^^^ "`, `infixl:65 " + "`,
#: `infixl:65 " ++ "`, `infixl:70 " * "`, `/`, `%`, `infixr:80 " ^ "`).
OPERATORS = {op.token: op for op in [
    Operator("||", 30, "left", "bool"), Operator("&&", 35, "left", "bool"),
    Operator("^^^", 58, "left", "bits"),
    Operator("+", 65, "left", "arith"), Operator("-", 65, "left", "arith"),
    Operator("++", 65, "left", "list"),
    Operator("*", 70, "left", "arith"), Operator("/", 70, "left", "arith"),
    Operator("%", 70, "left", "arith"), Operator("^", 80, "right", "arith"),
    # The two of a bridge statement (`checker p q = true ↔ Move p q`): `infix:50 " = "` and
    # `infix:20 " ↔ "` (Init/Prelude, Init/Core), neither associative, so always two operands.
    Operator("=", 50, "none"), Operator("↔", 20, "none"),
    # Types of binders and definitions: `infixr:35 " × "` (Init/Core) and the arrow, read at
    # 25 on its left (`Fin 3 → Nat`).
    Operator("×", 35, "right", "type"), Operator("→", 25, "right", "type")]}


class Node:
    """A Lean term; `show(node)` prints it."""


@dataclass(frozen=True)
class Name(Node):
    """An identifier, possibly dotted (`Nat.beq`, `book_0`)."""

    ident: str


@dataclass(frozen=True)
class Num(Node):
    """A natural-number literal, decimal or (`hex`) `0x…`."""

    value: int
    hex: bool = False


@dataclass(frozen=True)
class ListLit(Node):
    """`[a, b, …]`; with `one_per_line` (a data list of many rows), `[` and then each item on a
    line of its own, indented, the `]` closing the last line."""

    items: tuple
    one_per_line: bool = False


@dataclass(frozen=True)
class TupleLit(Node):
    """`(a, b)`."""

    items: tuple


@dataclass(frozen=True)
class App(Node):
    """`f a b …`: a function applied to arguments."""

    fn: Node
    args: tuple


@dataclass(frozen=True)
class Method(Node):
    """`obj.name a b …` (generalised field notation); with no arguments, `obj.name`."""

    obj: Node
    name: str
    args: tuple = ()


@dataclass(frozen=True)
class Proj(Node):
    """`obj.1`: a numbered projection of a name."""

    obj: Name
    index: int


@dataclass(frozen=True)
class BinOp(Node):
    """`a op b op c`: one infix operator over two or more operands."""

    op: str
    args: tuple


@dataclass(frozen=True)
class Not(Node):
    """`!b` on Bool."""

    arg: Node


@dataclass(frozen=True)
class Lam(Node):
    """`fun x => body`, or `fun (x, y) => body` for a pair pattern (`pair`). With `newline`,
    the body starts on a new line (indented), for long statements."""

    params: tuple
    body: Node
    pair: bool = False
    newline: bool = False


@dataclass(frozen=True)
class Explicit(Node):
    """`@name`: a constant with every argument given explicitly (implicit ones too)."""

    ident: str


@dataclass(frozen=True)
class TypeOf(Node):
    """`type_of% e`: the type of the elaborated term `e` (Lean core: `Lean.Parser.Term.typeOf`
    in `Lean/Parser/Term.lean`, elaborated by `elabTypeOf` in `Lean/Elab/BuiltinNotation.lean`
    as `inferType` of `e`). Its argument is read at `maxPrec`, so it is printed atomic."""

    arg: Node


@dataclass(frozen=True)
class Raw(Node):
    """Text printed by another printer (`pychecks.expr.to_lean_bool`) that is atomic already:
    a name, a literal, or a fully parenthesised term. Checked when built."""

    text: str

    def __post_init__(self):
        t = self.text
        balanced = t.startswith("(") and one_group(t)
        if not (balanced or t.isidentifier() or t.isdigit() or t in ("true", "false")):
            raise ValueError(f"not an atomic Lean term: {t!r}")


@dataclass(frozen=True)
class Verbatim(Node):
    """Lean text that pychecks copies rather than builds: a term of the user's own source (the
    body of their statement, comments blanked, on one line) or a value as the evaluator prints
    it (`[1, 2]`, `{ left := 1, right := 1 }`). `source` says which, for the reader of this
    code. Printed bare when it is one token or one bracketed group, else in parentheses."""

    text: str
    source: str

    def __post_init__(self):
        if not self.text.strip():
            raise ValueError(f"empty {self.source}")


@dataclass(frozen=True)
class ForallIn(Node):
    """`∀ x ∈ ([v₀, v₁, …] : List T), body` (`type` is T): a variable bound again over an
    explicit list of values, so that `decide` finds Lean core's `List.decidableBAll`. A list too long for one
    line runs over several, inside its brackets, breaking only between values."""

    var: str
    values: tuple
    type: Node
    body: Node


@dataclass(frozen=True)
class PropNot(Node):
    """`¬ p` (Lean core: `notation:max "¬" p:40 => Not p`)."""

    arg: Node


_CLOSE = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}


def one_group(text: str) -> bool:
    """True when `text` is one token (a name, a number) or one bracketed group: `[1, 2]`,
    `{ a := 1 }`, `(f x)`, with the bracket opening it closed only at its end (string
    literals skipped)."""
    if _IDENT.fullmatch(text) or text.isdigit():
        return True
    if not text or text[0] not in _CLOSE:
        return False
    stack, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in _CLOSE:
            stack.append(_CLOSE[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                return i == len(text) - 1
        i += 1
    return False


# --- builders --------------------------------------------------------------------------------

def name(ident: str) -> Name:
    return Name(ident)


def num(value: int, hex: bool = False) -> Num:
    if value < 0:
        raise ValueError(f"Lean Nat literals are not negative: {value}")
    return Num(int(value), hex)


def nat_list(values) -> ListLit:
    """`[1, 0, 2]` from Python ints."""
    return ListLit(tuple(num(int(v)) for v in values))


def app(fn, *args) -> App:
    return App(_node(fn), tuple(_node(a) for a in args))


def call(obj, method: str, *args) -> Method:
    return Method(_node(obj), method, tuple(_node(a) for a in args))


def op(token: str, *args) -> Node:
    """`a token b …`; a single operand is returned as it is."""
    if token not in OPERATORS:
        raise ValueError(f"unknown operator {token!r}")
    nodes = tuple(_node(a) for a in args)
    if OPERATORS[token].assoc == "none" and len(nodes) != 2:
        raise ValueError(f"`{token}` is not associative: it takes exactly two operands")
    return nodes[0] if len(nodes) == 1 else BinOp(token, nodes)


def and_(*args) -> Node:
    return op("&&", *args)


def or_(*args) -> Node:
    return op("||", *args)


def not_(arg) -> Not:
    return Not(_node(arg))


def lam(param, body, newline: bool = False) -> Lam:
    """`fun param => body`; a tuple of two names gives the pair pattern `fun (p, q) => body`."""
    if isinstance(param, tuple):
        return Lam(param, _node(body), pair=True, newline=newline)
    return Lam((param,), _node(body), newline=newline)


def _node(x) -> Node:
    if isinstance(x, Node):
        return x
    if isinstance(x, bool):
        raise TypeError("use Name('true') / Name('false') for Lean Bool literals")
    if isinstance(x, int):
        return num(x)
    if isinstance(x, str):
        if not _IDENT.fullmatch(x):  # a term pasted as text would bypass the printer
            raise ValueError(f"not a Lean name: {x!r} (build the term as nodes)")
        return Name(x)
    raise TypeError(f"not a Lean term: {x!r}")


#: A name `_node` takes from a string: dotted identifiers with Lean's `'`, `!`, `?` and
#: subscripts, or `true`/`false`.
_IDENT = re.compile(r"[^\W\d][\w'!?₀-₉]*(\.[^\W\d][\w'!?₀-₉]*)*")


# --- printer -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    """Which parentheses the printer may leave out, beyond those of applications.

    `EXPLICIT` (the default: fixtures, plain books, checker modules): an infix term as an
    operand is always parenthesised, and `!` takes an application bare (`!inP p`). `BOOKS` (the
    Grundy books): an infix operand of the operator's own family (`&&` in `||`, `/` in `%`) is bare
    exactly where Lean's precedence and associativity read it back as the same tree, an operand
    of another family (`c / 3` under `^^^`) is parenthesised, and `!` takes only an atom bare
    (`!(Nat.beq (val r) 0)`)."""

    by_precedence: bool = False
    bare_not_app: bool = True


EXPLICIT = Style()
BOOKS = Style(by_precedence=True, bare_not_app=False)

#: `!b` reads its argument at precedence 40 (`notation:max "!" b:40`, Init/Core): as an operand
#: that is not the last, it would swallow an infix operator at 40 or above on its right.
NOT_ARG_PREC = 40


def prec(node: Node) -> int:
    """How tightly `node` holds together: ATOM for atomic terms, APP for applications, the
    operator's precedence for an infix term, 0 for `fun`."""
    if isinstance(node, (Name, Num, ListLit, TupleLit, Raw, Proj, Explicit)):
        return ATOM
    if isinstance(node, TypeOf):
        return APP  # a leading keyword and its argument: parenthesised as an argument
    if isinstance(node, Method):
        # `x.f` on a name is one dotted identifier; `(e).f` with arguments is an application.
        if not node.args and isinstance(node.obj, Name):
            return ATOM
        return APP
    if isinstance(node, App):
        return APP
    if isinstance(node, Not):
        return APP  # `!` is `notation:max`, but never bare as an argument (see `_arg`)
    if isinstance(node, BinOp):
        return OPERATORS[node.op].prec
    if isinstance(node, Lam):
        return 0
    if isinstance(node, Verbatim):
        return ATOM if one_group(node.text) else 0
    if isinstance(node, (ForallIn, PropNot)):
        return 0  # a binder runs to the end of the term; `¬` is only ever written outermost
    raise TypeError(f"unknown node {node!r}")


def _paren(text: str) -> str:
    return f"({text})"


def _arg(node: Node, indent: int, style: Style) -> str:
    """An argument (or method receiver): bare only when atomic."""
    text = show(node, indent, style)
    return text if prec(node) == ATOM else _paren(text)


def _bare_operand(node: Node, op: Operator, first: bool, last: bool, style: Style) -> bool:
    """Whether `node`, an operand of `op` (the first, the last, or one between), may go without
    parentheses."""
    if isinstance(node, Lam):
        return False  # a `fun` runs to the end of the term
    if isinstance(node, Not):
        return last or op.prec < NOT_ARG_PREC
    if not isinstance(node, BinOp):
        return True  # atoms and applications bind tighter than every infix operator
    if not style.by_precedence:
        return False
    inner = OPERATORS[node.op]
    if inner.family != op.family or not op.family:
        return False
    if inner.prec != op.prec:
        return inner.prec > op.prec
    # One precedence level (`c / 3 % 3`): bare on the side the level associates to. In a
    # left-associative chain `a ⊕ b ⊕ c` only `a` is a left operand: `b` is the right one of
    # `a ⊕ b`, so a chain there needs its parentheses (`a ^^^ (b ^^^ c) ^^^ d`).
    return inner.assoc == op.assoc and (op.assoc == "left" and first
                                        or op.assoc == "right" and last)


def _operand(node: Node, op: Operator, first: bool, last: bool, indent: int,
             style: Style) -> str:
    text = show(node, indent, style)
    return text if _bare_operand(node, op, first, last, style) else _paren(text)


def show(node: Node, indent: int = 4, style: Style = EXPLICIT) -> str:
    """The Lean text of `node` (`indent`: column of a body put on its own line by `Lam`)."""
    if isinstance(node, Name):
        return node.ident
    if isinstance(node, Num):
        return f"0x{node.value:x}" if node.hex else str(node.value)
    if isinstance(node, Raw):
        return node.text
    if isinstance(node, Explicit):
        return "@" + node.ident
    if isinstance(node, TypeOf):
        return "type_of% " + _arg(node.arg, indent, style)
    if isinstance(node, ListLit):
        if node.one_per_line and node.items:
            pad = "\n" + " " * indent
            return "[" + pad + ("," + pad).join(show(x, indent, style) for x in node.items) + "]"
        return "[" + ", ".join(show(x, indent, style) for x in node.items) + "]"
    if isinstance(node, TupleLit):
        return "(" + ", ".join(show(x, indent, style) for x in node.items) + ")"
    if isinstance(node, Proj):
        return f"{show(node.obj, indent, style)}.{node.index}"
    if isinstance(node, App):
        return " ".join([_arg(node.fn, indent, style) if not isinstance(node.fn, Name) else
                         node.fn.ident] + [_arg(a, indent, style) for a in node.args])
    if isinstance(node, Method):
        head = f"{_arg(node.obj, indent, style)}.{node.name}"
        return " ".join([head] + [_arg(a, indent, style) for a in node.args])
    if isinstance(node, Not):
        # Never `![…]` (Mathlib's vector notation is one token) nor `!!b`.
        arg = node.arg
        bare = not isinstance(arg, (ListLit, Not)) and (
            prec(arg) == ATOM or style.bare_not_app and not isinstance(arg, (BinOp, Lam)))
        return "!" + (show(arg, indent, style) if bare else _paren(show(arg, indent, style)))
    if isinstance(node, BinOp):
        o = OPERATORS[node.op]
        if o.assoc == "right" and len(node.args) > 2:  # `a ^ b ^ c` is `a ^ (b ^ c)`: say so
            return show(BinOp(node.op, (node.args[0], BinOp(node.op, node.args[1:]))), indent,
                        style)
        last = len(node.args) - 1
        return f" {o.token} ".join(_operand(a, o, i == 0, i == last, indent, style)
                                   for i, a in enumerate(node.args))
    if isinstance(node, Verbatim):
        return node.text if one_group(node.text) else _paren(node.text)
    if isinstance(node, ForallIn):
        items = ", ".join(show(v, indent, style) for v in node.values)
        if len(items) > 80:  # over several lines inside the brackets, whole values only
            lines, line = [], ""
            for v in node.values:
                text = show(v, indent, style)
                if line and len(line) + len(text) > 90:
                    lines.append(line.rstrip())
                    line = ""
                line += text + ", "
            lines.append(line.rstrip().rstrip(","))
            items = "\n      " + "\n      ".join(lines)
        body = node.body
        shown = body.text if isinstance(body, Verbatim) else show(body, indent, style)
        of = show(App(Name("List"), (node.type,)), indent, style)
        return (f"∀ {node.var} ∈ ([{items}] : {of}),\n    "
                + shown)
    if isinstance(node, PropNot):
        arg = node.arg
        # copied text that is not one group is parenthesised by its own printing already
        bare = isinstance(arg, (ForallIn, Verbatim)) or prec(arg) == ATOM
        return "¬ " + (show(arg, indent, style) if bare else _paren(show(arg, indent, style)))
    if isinstance(node, Lam):
        params = (_paren(", ".join(node.params)) if node.pair else node.params[0])
        gap = "\n" + " " * (indent + 2) if node.newline else " "
        return f"fun {params} =>{gap}{show(node.body, indent + 2, style)}"
    raise TypeError(f"unknown node {node!r}")


# --- declarations --------------------------------------------------------------------------------

#: Doc comments are wrapped at this column.
DOC_WIDTH = 100


@dataclass(frozen=True)
class Binder:
    """`(a b : T)`: explicit binders of one type."""

    names: tuple
    type: Node


@dataclass(frozen=True)
class SetOption:
    """`set_option option value in`, after a `-- why` comment line, before a declaration."""

    option: str
    value: int
    why: str


@dataclass(frozen=True)
class Def:
    """`/-- doc -/ def name binders : type :=` with the body on the next line, or (`same_line`,
    for a list literal written `one_per_line`) after `:=` on the same line."""

    name: str
    binders: tuple
    type: Node
    body: Node
    doc: str = ""
    options: tuple = ()
    doc_width: int = DOC_WIDTH  # 0: the doc comment on one line, however long
    same_line: bool = False


@dataclass(frozen=True)
class Decide:
    """`theorem name :` and `(b) = true` on the next line, closed by `by` and `tactic` (an
    `example` when `name` is None, all on one line), `comment` a `-- ` line above everything.
    The Bool `b` is parenthesised whatever it is, so every statement reads `(…) = true`: `=`
    binds tighter than `&&`, and `!`'s argument would run over `=`."""

    name: str | None
    statement: Node
    tactic: str
    options: tuple = ()
    comment: str = ""


@dataclass(frozen=True)
class Wanted:
    """`theorem_wanted name binders :` and the statement on the next line (no proof: the
    command of `PychecksStatements.TheoremWanted`)."""

    name: str
    binders: tuple
    statement: Node
    doc: str = ""
    doc_width: int = DOC_WIDTH


@dataclass(frozen=True)
class Theorem:
    """`theorem name :` and the proposition on the next line, closed by `by` and `tactic` (an
    `example` when `name` is None, all on one line), after `comment` as a `-- ` line and the
    options. Unlike `Decide`, the statement is a `Prop` (`decide` finds its instance)."""

    name: str | None
    statement: Node
    tactic: str
    options: tuple = ()
    comment: str = ""


def doc_comment(doc: str, width: int = DOC_WIDTH) -> str:
    """`/-- doc -/`, wrapped at `width` columns (words never broken; 0: one line)."""
    if not width:
        return f"/-- {doc} -/"
    return "\n".join(textwrap.wrap(f"/-- {doc} -/", width, break_long_words=False,
                                    break_on_hyphens=False))


def show_binders(binders) -> str:
    """` (a b : T) (c : U)`: each group after a space (empty without binders)."""
    return "".join(f" ({' '.join(b.names)} : {show(b.type)})" for b in binders)


def show_decl(decl, style: Style = EXPLICIT) -> str:
    """The Lean text of a declaration, ending in a newline."""
    head = "".join(f"-- {o.why}\nset_option {o.option} {o.value} in\n"
                   for o in getattr(decl, "options", ()))
    doc = doc_comment(decl.doc, decl.doc_width) + "\n" if getattr(decl, "doc", "") else ""
    if isinstance(decl, Def):
        gap = " " if decl.same_line else "\n  "
        return (f"{doc}{head}def {decl.name}{show_binders(decl.binders)} : "
                f"{show(decl.type, style=style)} :={gap}{show(decl.body, style=style)}\n")
    if isinstance(decl, Decide):
        comment = f"-- {decl.comment}\n" if decl.comment else ""
        statement = f"{_paren(show(decl.statement, style=style))} = true"
        if decl.name is None:
            return f"{comment}{head}example : {statement} := by\n  {decl.tactic}\n"
        return (f"{comment}{head}theorem {decl.name} :\n    {statement} := by\n"
                f"  {decl.tactic}\n")
    if isinstance(decl, Theorem):
        comment = f"-- {decl.comment}\n" if decl.comment else ""
        statement = show(decl.statement, style=style)
        if decl.name is None:
            return f"{comment}{head}example : {statement} := by\n  {decl.tactic}\n"
        return (f"{comment}{head}theorem {decl.name} :\n    {statement} := by\n"
                f"  {decl.tactic}\n")
    if isinstance(decl, Wanted):
        return (f"{doc}theorem_wanted {decl.name}{show_binders(decl.binders)} :\n"
                f"    {show(decl.statement, style=style)}\n")
    raise TypeError(f"not a declaration: {decl!r}")
