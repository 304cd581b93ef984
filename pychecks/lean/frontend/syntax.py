"""Parse a Lean file with the grammar `lean.lark`: commands first, then each declaration's
signature and body, into a small syntax tree whose every node carries its position.

Phase 1 (`file`) splits the token list into commands: imports, namespaces, sections, `open`,
declarations and everything else, each a balanced run of tokens with its span. Phase 2 feeds the
tokens of each `def`, `theorem`, `lemma`, `theorem_wanted` and `example` after its keyword to the
same LALR tables (entry points `def_decl`, `thm_decl`, `example_decl`) through Lark's interactive
parser: a theorem's proof is never fed (the feeder stops at the `:=` that ends the signature),
and the tokens of a `by` block inside a term are fed as opaque TACTIC tokens.

`Node` is the syntax tree (kind, arguments, text, position); `to_lean` prints it back, fully
parenthesised, and `Node.shape()` compares trees without positions: parse → print → parse gives
the same shape (the round-trip test of every declaration under `lean/`).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput, UnexpectedToken

from . import lexing as LX
from .lexing import LeanSyntaxError, Source

GRAMMAR = Path(__file__).with_name("lean.lark")
STARTS = ["file", "def_decl", "thm_decl", "example_decl", "lexicon"]


@functools.lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser of `lean.lark` (its tables cached by Lark between runs)."""
    import tempfile
    cache = Path(tempfile.gettempdir()) / f"pychecks-lean-lark-{_grammar_stamp()}.cache"
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer="basic",
                start=STARTS, maybe_placeholders=False, propagate_positions=True,
                cache=str(cache))


def _grammar_stamp() -> str:
    import hashlib
    import lark
    return hashlib.sha256(GRAMMAR.read_bytes() + lark.__version__.encode()).hexdigest()[:16]


# --- the syntax tree -------------------------------------------------------------------------

@dataclass(eq=False)
class Node:
    """One node: `kind` (ident, num, app, binop, forall, …), sub-nodes in `args` (nodes, tuples
    of nodes, or None), `text` (a name, a numeral, an operator) and its span in the file."""

    kind: str
    args: tuple = ()
    text: str | None = None
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    start: int = 0        # character offsets in the file's text: text[start:end] is the node
    end: int = 0

    def shape(self):
        """The tree without positions, for comparing two parses."""
        return (self.kind, self.text, tuple(_shape(a) for a in self.args))

    @property
    def pos(self) -> tuple[int, int]:
        return self.line, self.column

    def __repr__(self):
        return f"Node({self.kind!r}, {self.text!r}, {self.line}:{self.column})"


def _shape(a):
    if isinstance(a, Node):
        return a.shape()
    if isinstance(a, tuple):
        return tuple(_shape(x) for x in a)
    return a


#: Operators as the tree spells them, whatever the source spelling (`->` is `→`, …).
CANONICAL = {"/\\": "∧", "\\/": "∨", "->": "→", "<->": "↔", "<=": "≤", ">=": "≥", "↦": "=>",
             "forall": "∀", "λ": "fun"}


def _op(tok: Token) -> str:
    return CANONICAL.get(str(tok), str(tok))


def _span(node: Node, first, last) -> Node:
    """Set node's span from a first and last token or node."""
    node.line, node.column = first.line, first.column
    node.end_line = getattr(last, "end_line", None) or last.line
    node.end_column = getattr(last, "end_column", None) or last.column
    node.start = first.start if isinstance(first, Node) else (first.start_pos or 0)
    node.end = last.end if isinstance(last, Node) else (last.end_pos or 0)
    return node


def _leaf(kind: str, tok: Token, text: str | None = None) -> Node:
    return _span(Node(kind, (), text if text is not None else str(tok)), tok, tok)


def _first(x):
    """The first token of a converted item (a Node, a Token, or a tuple of them)."""
    if isinstance(x, tuple):
        return _first(x[0])
    return x


def _last(x):
    if isinstance(x, tuple):
        return _last(x[-1])
    return x


class _Build:
    """Lark tree → Node, one method per rule alias; positions from the tokens."""

    def build(self, t):
        if isinstance(t, Token):
            if t.type == "IDENT":
                return _leaf("ident", t)
            return t
        method = getattr(self, "r_" + t.data, None)
        if method is None:
            raise AssertionError(f"no builder for rule {t.data}")
        return method(t, t.children)

    def nodes(self, children):
        return [self.build(c) for c in children]

    # atoms
    def r_ident(self, t, ch):
        return _leaf("ident", ch[0])

    def r_num(self, t, ch):
        return _leaf("num", ch[0])

    def r_string(self, t, ch):
        return _leaf("string", ch[0])

    def r_synthetic_hole(self, t, ch):
        return _span(Node("ident", (), "?" + str(ch[1])), ch[0], ch[1])

    def r_explicit(self, t, ch):
        return _span(Node("explicit", (), str(ch[1])), ch[0], ch[1])

    def r_type_of(self, t, ch):
        arg = self.build(ch[1])
        return _span(Node("type_of", (arg,)), ch[0], _last(arg))

    def r_coe(self, t, ch):
        return _span(Node("coe", (self.build(ch[1]),)), ch[0], _last(self.build(ch[1])))

    def r_paren(self, t, ch):
        # Parentheses only group: the node is the inner one, its span widened to them.
        return _span(self.build(ch[1]), ch[0], ch[-1])

    def r_typed(self, t, ch):
        return _span(Node("typed", (self.build(ch[1]), self.build(ch[3]))), ch[0], ch[-1])

    def _seq(self, kind, t, ch):
        items = tuple(self.build(c) for c in ch[1:-1] if not (isinstance(c, Token)
                                                              and c.type == "COMMA"))
        return _span(Node(kind, items), ch[0], ch[-1])

    def r_tuple(self, t, ch):
        return self._seq("tuple", t, ch)

    def r_unit(self, t, ch):
        return _span(Node("tuple", ()), ch[0], ch[-1])

    def r_anon(self, t, ch):
        return self._seq("anon", t, ch)

    def r_vec(self, t, ch):
        return self._seq("vec", t, ch)

    def r_list(self, t, ch):
        return self._seq("list", t, ch)

    def r_array(self, t, ch):
        return self._seq("array", t, ch)

    def r_setlit(self, t, ch):
        return self._seq("setlit", t, ch)

    def r_setof(self, t, ch):
        return _span(Node("setof", (_leaf("ident", ch[1]), None, self.build(ch[3]))), ch[0],
                     ch[-1])

    def r_setof_typed(self, t, ch):
        return _span(Node("setof", (_leaf("ident", ch[1]), self.build(ch[3]),
                                    self.build(ch[5]))), ch[0], ch[-1])

    def r_setsep(self, t, ch):
        return _span(Node("setsep", (_leaf("ident", ch[1]), self.build(ch[3]),
                                     self.build(ch[5]))), ch[0], ch[-1])

    def r_proj(self, t, ch):
        base = self.build(ch[0])
        field_ = str(ch[1])[1:]
        return _span(Node("proj", (base,), field_), base, ch[1])

    # operators
    def r_app(self, t, ch):
        items = tuple(self.build(c) for c in ch)
        fn, args = items[0], items[1:]
        return _span(Node("app", (fn,) + args), fn, args[-1])

    def r_binop(self, t, ch):
        lhs, op, rhs = self.build(ch[0]), ch[1], self.build(ch[2])
        return _span(Node("binop", (lhs, rhs), _op(op)), lhs, rhs)

    def r_unop(self, t, ch):
        op, arg = ch[0], self.build(ch[1])
        return _span(Node("unop", (arg,), _op(op)), op, arg)

    # binders
    def r_binder_ident(self, t, ch):
        return _leaf("ident", ch[0])

    def _binder(self, style, ch, names_from=1):
        names, rest = [], []
        for c in ch[names_from:-1]:
            if isinstance(c, Tree) and c.data == "binder_ident":
                names.append(self.build(c))
            elif not (isinstance(c, Token) and c.type in ("COLON", "ASSIGN")):
                rest.append(self.build(c))
        typ = rest[0] if rest else None
        extra = rest[1] if len(rest) > 1 else None
        return _span(Node("binder", (tuple(names), typ, extra), style), ch[0], ch[-1])

    def r_explicit_binder(self, t, ch):
        return self._binder("(", ch)

    def r_optparam_binder(self, t, ch):
        return self._binder("(", ch)

    def r_implicit_binder(self, t, ch):
        return self._binder("{", ch)

    def r_strict_binder(self, t, ch):
        return self._binder("⦃", ch)

    def r_inst_binder(self, t, ch):
        inner = [c for c in ch[1:-1] if not (isinstance(c, Token) and c.type == "COLON")]
        if len(inner) == 2:
            name = _leaf("ident", inner[0])
            return _span(Node("binder", ((name,), self.build(inner[1]), None), "["), ch[0],
                         ch[-1])
        return _span(Node("binder", ((), self.build(inner[0]), None), "["), ch[0], ch[-1])

    def r_qb_simple(self, t, ch):
        names = tuple(self.build(c) for c in ch if isinstance(c, Tree)
                      and c.data == "binder_ident")
        rest = [c for c in ch if not (isinstance(c, Tree) and c.data == "binder_ident")
                and not (isinstance(c, Token) and c.type == "COLON")]
        typ = self.build(rest[0]) if rest else None
        return (_span(Node("binder", (names, typ, None), ""), names[0], _last(typ or names[-1])),)

    def r_qb_bounded(self, t, ch):
        names = tuple(self.build(c) for c in ch[:-2])
        op, bound = ch[-2], self.build(ch[-1])
        return (_span(Node("binder", (names, None, bound), _op(op)), names[0], bound),)

    def r_qb_bracketed(self, t, ch):
        return tuple(self.build(c) for c in ch)

    def _quant(self, kind, ch):
        binders = self.build(ch[1])
        body = self.build(ch[3])
        return _span(Node(kind, (binders, body), _op(ch[0])), ch[0], body)

    def r_forall(self, t, ch):
        return self._quant("forall", ch)

    def r_exists(self, t, ch):
        return self._quant("exists", ch)

    def r_exists_unique(self, t, ch):
        return self._quant("exists_unique", ch)

    def r_big_sum(self, t, ch):
        return self._quant("big_sum", ch)

    def r_big_prod(self, t, ch):
        return self._quant("big_prod", ch)

    def r_funbinders(self, t, ch):
        params = [c for c in ch if not (isinstance(c, Token) and c.type == "COLON")]
        typ = None
        if len(ch) >= 2 and isinstance(ch[-2], Token) and ch[-2].type == "COLON":
            typ = self.build(params.pop())
        return tuple(self.build(c) for c in params), typ

    def r_lambda(self, t, ch):
        params, typ = self.build(ch[1])
        body = self.build(ch[3])
        return _span(Node("lambda", (params, typ, body)), ch[0], body)

    def r_lambda_match(self, t, ch):
        alts = tuple(self.build(c) for c in ch[1:])
        return _span(Node("lambda_match", alts), ch[0], alts[-1])

    def r_match_alt(self, t, ch):
        pats = tuple(self.build(c) for c in ch[1:-2] if not (isinstance(c, Token)
                                                            and c.type == "COMMA"))
        rhs = self.build(ch[-1])
        return _span(Node("match_alt", (pats, rhs)), ch[0], rhs)

    def r_match(self, t, ch):
        w = next(i for i, c in enumerate(ch) if isinstance(c, Token) and c.type == "WITH")
        scrut = tuple(self.build(c) for c in ch[1:w] if not (isinstance(c, Token)
                                                            and c.type == "COMMA"))
        alts = tuple(self.build(c) for c in ch[w + 1:])
        return _span(Node("match", (scrut, alts)), ch[0], alts[-1])

    def r_let_decl(self, t, ch):
        pat = self.build(ch[0])
        binders, typ, value = [], None, None
        i = 1
        while i < len(ch):
            c = ch[i]
            if isinstance(c, Token) and c.type == "COLON":
                typ = self.build(ch[i + 1])
                i += 2
            elif isinstance(c, Token) and c.type == "ASSIGN":
                value = self.build(ch[i + 1])
                i += 2
            else:
                binders.append(self.build(c))
                i += 1
        return pat, tuple(binders), typ, value

    def _let(self, kind, ch):
        pat, binders, typ, value = self.build(ch[1])
        body = self.build(ch[3])
        return _span(Node("let", (pat, binders, typ, value, body), kind), ch[0], body)

    def r_let(self, t, ch):
        return self._let("let", ch)

    def r_have(self, t, ch):
        return self._let("have", ch)

    def r_show_from(self, t, ch):
        return _span(Node("show_from", (self.build(ch[1]), self.build(ch[3]))), ch[0],
                     self.build(ch[3]))

    def r_ite(self, t, ch):
        c, a, b = self.build(ch[1]), self.build(ch[3]), self.build(ch[5])
        return _span(Node("ite", (c, a, b)), ch[0], b)

    def r_bif(self, t, ch):  # Bool's `bif c then a else b` (cond): a Bool condition
        c, a, b = self.build(ch[1]), self.build(ch[3]), self.build(ch[5])
        return _span(Node("bif", (c, a, b)), ch[0], b)

    def r_dite(self, t, ch):
        c, a, b = self.build(ch[3]), self.build(ch[5]), self.build(ch[7])
        return _span(Node("ite", (c, a, b), str(ch[1])), ch[0], b)

    def r_by_block(self, t, ch):
        text = " ".join(str(c) for c in ch[1:])
        return _span(Node("by", (), text), ch[0], ch[-1])


_BUILD = _Build()


# --- declarations and commands -----------------------------------------------------------------

@dataclass
class Command:
    """One top-level command: its keyword ('def', 'theorem_wanted', 'import', 'open', …, or
    'doc' for a module doc), its tokens, and its span."""

    keyword: str
    tokens: list
    line: int
    column: int
    end_line: int
    end_column: int
    modifiers: tuple = ()
    doc: str | None = None
    scoped_open: tuple = ()        # `open X in` just before this command


@dataclass
class Declaration:
    """A `def`, `abbrev`, `theorem`, `lemma`, `theorem_wanted` or `example`, parsed.

    `binders` are binder nodes; `type` the stated type (None for an untyped def); `body` the
    definition's term, or `match_alts` for a definition by pattern matching; `proof` the span of
    a theorem's proof (never parsed). `error` is set (and nothing else) when phase 2 met a
    notation pychecks does not read: the declaration is then outside the fragment."""

    keyword: str
    name: str | None
    name_node: Node | None
    binders: tuple
    type: Node | None
    body: Node | None = None
    match_alts: tuple = ()
    tail: str | None = None
    modifiers: tuple = ()
    doc: str | None = None
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    error: tuple | None = None       # (line, column, what)

    @property
    def pos(self) -> tuple[int, int]:
        if self.name_node is not None:
            return self.name_node.pos
        return self.line, self.column


@dataclass
class LeanFile:
    """A parsed file: its source, commands (in order) and declarations."""

    source: Source
    commands: list = field(default_factory=list)
    declarations: list = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.source.name

    def imports(self) -> list[tuple[str, tuple[int, int]]]:
        """(module name, position) of each `import`."""
        return [(str(c.tokens[1]), (c.tokens[1].line, c.tokens[1].column))
                for c in self.commands if c.keyword == "import"]


#: Keywords whose declarations phase 2 parses, and the entry point for each.
PARSED = {"KW_DEF": "def_decl", "KW_ABBREV": "def_decl", "KW_THEOREM": "thm_decl",
          "KW_LEMMA": "thm_decl", "KW_THEOREM_WANTED": "thm_decl",
          "KW_EXAMPLE": "example_decl"}

#: Tokens that, met where phase 2 cannot go on, make a declaration unread (outside the fragment)
#: rather than the file malformed: notation and keywords that pychecks does not model.
UNREAD_TOKENS = {"SYMBOL", "KW_DO", "KW_AT", "SHOW", "FROM", "MATCH", "WITH", "IN", "HASH_CMD",
                 "DOTIDENT", "STRING", "CDOT", "QMARK", "AT_SIGN", "ARRAY_OPEN", "LANGLE",
                 "LSTRICT"}


def parse_source(src: Source) -> LeanFile:
    """Parse a whole file: LeanSyntaxError (one line, FILE:LINE:COL) when it is not Lean."""
    lark = parser()
    try:
        LX.scan_comments(src)
        raw = LX.tokenize(src, lark)
    except UnexpectedInput as exc:  # the catch-all SYMBOL makes this all but impossible
        raise LeanSyntaxError(src.name, exc.line, exc.column, "unexpected character") from None
    tokens, starts = LX.postlex(src, raw)
    commands = _phase_one(src, lark, tokens, starts)
    out = LeanFile(source=src, commands=commands)
    for cmd in commands:
        if cmd.keyword in PARSED:
            out.declarations.append(parse_declaration(src, lark, cmd))
    return out


def parse_file(path, name: str | None = None) -> LeanFile:
    """`parse_source` on a file on disk."""
    return parse_source(LX.read_source(path, name))


def parse_text(text: str, name: str = "<lean>") -> LeanFile:
    """`parse_source` on a string (tests, the REPL)."""
    return parse_source(Source(path=None, name=name, text=text))


def _phase_one(src: Source, lark: Lark, tokens: list, starts: set) -> list[Command]:
    """Split the tokens into commands; the grammar's `file` rule checks the structure."""
    ip = lark.parse_interactive(start="file")
    for i, tok in enumerate(tokens):
        kind = LX.phase_one_type(tok, i in starts)
        try:
            ip.feed_token(Token.new_borrow_pos(kind, str(tok), tok))
        except UnexpectedToken:
            raise LeanSyntaxError(src.name, tok.line, tok.column,
                                  _phase_one_message(tok, kind)) from None
    try:
        ip.feed_eof(tokens[-1] if tokens else None)
    except UnexpectedToken:
        tok = tokens[-1]
        raise LeanSyntaxError(src.name, tok.line, tok.column, "the file ends inside a command") \
            from None
    commands: list[Command] = []
    pending_mods, pending_doc, scoped = [], None, ()
    idx = sorted(starts) + [len(tokens)]
    for a, b in zip(idx, idx[1:]):
        toks = tokens[a:b]
        head = toks[0]
        t = head.type
        if t == "DOC_COMMENT":
            pending_doc = str(head)
            continue
        if t == "MODULE_DOC":
            commands.append(_command("module_doc", toks))
            continue
        if t in LX.MODIFIERS or t == "ATTR_OPEN":
            pending_mods.append(" ".join(str(x) for x in toks))
            continue
        keyword = t if t in PARSED else str(head)
        cmd = _command(keyword, toks)
        cmd.modifiers, cmd.doc, cmd.scoped_open = tuple(pending_mods), pending_doc, scoped
        scoped = ()
        if t == "KW_OPEN" and str(toks[-1]) == "in":
            scoped = tuple(str(x) for x in toks[1:-1])
        if t == "KW_SET_OPTION" and str(toks[-1]) == "in":
            scoped = cmd.scoped_open  # `set_option … in` passes an `open … in` on
        pending_mods, pending_doc = [], None
        commands.append(cmd)
    return commands


def _command(keyword: str, toks: list) -> Command:
    first, last = toks[0], toks[-1]
    return Command(keyword=keyword, tokens=toks, line=first.line, column=first.column,
                   end_line=last.end_line or last.line, end_column=last.end_column or last.column)


def _phase_one_message(tok: Token, kind: str) -> str:
    if kind == "TOKEN":
        return f"expected a command (def, theorem, theorem_wanted, import, …), found '{tok}'"
    return f"unexpected '{tok}'"


def _keyword_name(t: str) -> str:
    return t.removeprefix("KW_").lower()


def parse_declaration(src: Source, lark: Lark, cmd: Command) -> Declaration:
    """Phase 2 of one declaration command."""
    keyword = _keyword_name(cmd.keyword)
    start = PARSED[cmd.keyword]
    toks = cmd.tokens[1:]
    if start in ("thm_decl", "example_decl"):
        toks = _signature_tokens(toks)
    decl = Declaration(keyword=keyword, name=None, name_node=None, binders=(), type=None,
                       modifiers=cmd.modifiers, doc=cmd.doc, line=cmd.line, column=cmd.column,
                       end_line=cmd.end_line, end_column=cmd.end_column)
    if not toks:
        raise LeanSyntaxError(src.name, cmd.line, cmd.column, f"{keyword} without a name or type")
    try:
        tree = _feed(lark, start, toks)
    except _Unread as exc:
        tok = exc.token
        decl.error = (tok.line, tok.column, f"notation '{tok}'")
        decl.name = str(toks[0]) if toks[0].type == "IDENT" and start != "example_decl" else None
        if decl.name:
            decl.name_node = _leaf("ident", toks[0])
        return decl
    except _Malformed as exc:
        tok = exc.token
        if tok is None:
            last = toks[-1]
            raise LeanSyntaxError(src.name, last.line, last.column,
                                  f"{keyword} {toks[0]}: the declaration ends too early "
                                  f"(after '{last}')") from None
        raise LeanSyntaxError(src.name, tok.line, tok.column, f"unexpected '{tok}'") from None
    _fill(decl, tree)
    return decl


def _signature_tokens(toks: list) -> list:
    """A theorem's tokens up to its proof: the first `:=` at depth 0 that no `let`/`have`
    claims, or a `|` (equations) or `where` at depth 0."""
    depth, pending = 0, 0
    for i, tok in enumerate(toks):
        t = tok.type
        if t in LX.OPENERS:
            depth += 1
        elif t in LX.CLOSERS:
            depth -= 1
        elif depth == 0:
            if t in ("LET", "HAVE"):
                pending += 1
            elif t == "ASSIGN":
                if pending:
                    pending -= 1
                else:
                    return toks[:i]
            elif t in ("BAR", "KW_WHERE"):
                return toks[:i]
    return toks


class _Unread(Exception):
    def __init__(self, token):
        self.token = token


class _Malformed(Exception):
    def __init__(self, token):
        self.token = token


def _feed(lark: Lark, start: str, toks: list):
    """Feed tokens to the interactive parser; `by` blocks and definition tails as TACTIC."""
    ip = lark.parse_interactive(start=start)
    tactic_depth = None   # bracket depth at which the current `by` block / tail stands
    depth = 0
    for tok in toks:
        t = tok.type
        if tactic_depth is not None:
            ends = depth == tactic_depth and (t in LX.CLOSERS or t == "COMMA")
            if not ends:
                depth += (t in LX.OPENERS) - (t in LX.CLOSERS)
                _feed_one(ip, Token.new_borrow_pos("TACTIC", str(tok), tok))
                continue
            tactic_depth = None
        if t in LX.TAIL_KEYWORDS and depth == 0:
            _feed_one(ip, Token.new_borrow_pos("TAIL_KW", str(tok), tok))
            tactic_depth = 0
            continue
        if t in ("KW_DEF", "KW_THEOREM", "KW_LEMMA", "KW_EXAMPLE", "KW_ABBREV",
                 "KW_INSTANCE", "KW_THEOREM_WANTED"):
            raise _Malformed(tok)  # a declaration keyword inside another declaration
        _feed_one(ip, tok)
        if t == "BY":
            tactic_depth = depth
            continue
        depth += (t in LX.OPENERS) - (t in LX.CLOSERS)
    try:
        return ip.feed_eof(toks[-1])
    except UnexpectedToken as exc:
        raise _Malformed(None) from None


def _feed_one(ip, tok):
    try:
        ip.feed_token(tok)
    except UnexpectedToken:
        if tok.type in UNREAD_TOKENS or tok.type.startswith("KW_"):
            raise _Unread(tok) from None
        raise _Malformed(tok) from None


def _fill(decl: Declaration, tree: Tree) -> None:
    ch = list(tree.children)
    if tree.data in ("def_decl", "thm_decl"):
        name_tok = ch.pop(0).children[0]
        decl.name, decl.name_node = str(name_tok), _leaf("ident", name_tok)
    binders = []
    while ch and isinstance(ch[0], Tree) and ch[0].data.endswith("_binder"):
        binders.append(_BUILD.build(ch.pop(0)))
    decl.binders = tuple(binders)
    if ch and isinstance(ch[0], Token) and ch[0].type == "COLON":
        decl.type = _BUILD.build(ch[1])
        ch = ch[2:]
    for c in ch:
        if isinstance(c, Tree) and c.data == "def_term":
            decl.body = _BUILD.build(c.children[1])
        elif isinstance(c, Tree) and c.data == "def_match":
            decl.match_alts = tuple(_BUILD.build(a) for a in c.children)
        elif isinstance(c, Tree) and c.data == "def_tail":
            decl.tail = " ".join(str(x) for x in c.children)


# --- printing -------------------------------------------------------------------------------

def to_lean(node) -> str:
    """Lean text of a node, every compound parenthesised (so it parses back to the same tree)."""
    if node is None:
        return ""
    k = node.kind
    a = node.args
    if k in ("ident", "num", "string"):
        return node.text
    if k == "explicit":
        return "@" + node.text
    if k == "coe":
        return f"(↑{to_lean(a[0])})"
    if k == "type_of":
        return f"(type_of% {to_lean(a[0])})"
    if k == "typed":
        return f"({to_lean(a[0])} : {to_lean(a[1])})"
    if k == "tuple":
        return "(" + ", ".join(map(to_lean, a)) + ")"
    brackets = {"anon": ("⟨", "⟩"), "vec": ("![", "]"), "list": ("[", "]"),
                "array": ("#[", "]"), "setlit": ("{", "}")}
    if k in brackets:
        o, c = brackets[k]
        return o + ", ".join(map(to_lean, a)) + c
    if k == "setof":
        var, typ, body = a
        return "{" + to_lean(var) + (f" : {to_lean(typ)}" if typ else "") + " | " + \
            to_lean(body) + "}"
    if k == "setsep":
        return "{" + f"{to_lean(a[0])} ∈ {to_lean(a[1])} | {to_lean(a[2])}" + "}"
    if k == "proj":
        return f"({to_lean(a[0])}).{node.text}" if a[0].kind != "ident" or \
            node.text.isdigit() else f"{to_lean(a[0])}.{node.text}"
    if k == "app":
        return "(" + " ".join(map(to_lean, a)) + ")"
    if k == "binop":
        return f"({to_lean(a[0])} {node.text} {to_lean(a[1])})"
    if k == "unop":
        return f"({node.text}{to_lean(a[0])})"
    if k in ("forall", "exists", "exists_unique", "big_sum", "big_prod"):
        sym = {"forall": "∀", "exists": "∃", "exists_unique": "∃!", "big_sum": "∑",
               "big_prod": "∏"}[k]
        return f"({sym} {binders_text(a[0])}, {to_lean(a[1])})"
    if k == "lambda":
        params, typ, body = a
        head = " ".join(map(to_lean, params)) + (f" : {to_lean(typ)}" if typ else "")
        return f"(fun {head} => {to_lean(body)})"
    if k == "lambda_match":
        return "(fun " + " ".join(to_lean(x) for x in a) + ")"
    if k == "match_alt":
        pats, rhs = a
        return "| " + ", ".join(map(to_lean, pats)) + f" => {to_lean(rhs)}"
    if k == "match":
        scrut, alts = a
        return "(match " + ", ".join(map(to_lean, scrut)) + " with " + \
            " ".join(map(to_lean, alts)) + ")"
    if k == "let":
        pat, binders, typ, value, body = a
        head = to_lean(pat) + "".join(" " + binder_text(b) for b in binders)
        head += f" : {to_lean(typ)}" if typ else ""
        return f"({node.text} {head} := {to_lean(value)}; {to_lean(body)})"
    if k == "show_from":
        return f"(show {to_lean(a[0])} from {to_lean(a[1])})"
    if k == "ite":
        if node.text:
            return (f"(if {node.text} : {to_lean(a[0])} then {to_lean(a[1])} "
                    f"else {to_lean(a[2])})")
        return f"(if {to_lean(a[0])} then {to_lean(a[1])} else {to_lean(a[2])})"
    if k == "bif":
        return f"(bif {to_lean(a[0])} then {to_lean(a[1])} else {to_lean(a[2])})"
    if k == "by":
        return f"(by {node.text})"
    if k == "binder":
        return binder_text(node)
    raise AssertionError(f"no printer for {k}")


def binder_text(b: Node) -> str:
    """A bracketed binder `(x y : T)`, `{α : Type*}`, `[inst : C]`."""
    names, typ, extra = b.args
    ns = " ".join(n.text for n in names)
    if b.text == "[":
        return "[" + (f"{ns} : " if names else "") + to_lean(typ) + "]"
    close = {"(": ")", "{": "}", "⦃": "⦄"}[b.text]
    inner = ns + (f" : {to_lean(typ)}" if typ is not None else "")
    inner += f" := {to_lean(extra)}" if extra is not None else ""
    return b.text + inner + close


def binders_text(binders: tuple) -> str:
    """The binders of a quantifier: `x y : T`, `b < 8`, or bracketed ones."""
    if len(binders) == 1 and binders[0].text in ("", "<", "≤", ">", "≥", "∈", "∉", "⊆", "≠"):
        b = binders[0]
        names, typ, bound = b.args
        ns = " ".join(n.text for n in names)
        if b.text == "":
            return ns + (f" : {to_lean(typ)}" if typ is not None else "")
        return f"{ns} {b.text} {to_lean(bound)}"
    return " ".join(binder_text(b) for b in binders)


def declaration_text(decl: Declaration) -> str:
    """A parsed declaration printed back (signature and body; a proof as `sorry`)."""
    kw = decl.keyword
    head = kw + (f" {decl.name}" if decl.name else "")
    head += "".join(" " + binder_text(b) for b in decl.binders)
    if decl.type is not None:
        head += f" : {to_lean(decl.type)}"
    if kw in ("def", "abbrev"):
        if decl.body is not None:
            head += f" := {to_lean(decl.body)}"
        else:
            head += "".join("\n  " + to_lean(alt) for alt in decl.match_alts)
        if decl.tail:
            head += "\n  " + decl.tail
    return head
