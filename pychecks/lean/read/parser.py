"""Parse a Lean file with the grammar `lean.lark`: commands first, then each declaration's
signature and body, into a small syntax tree whose every node carries its position.

Phase 1 (`file`) splits the token list into commands: imports, namespaces, sections, `open`,
declarations and everything else, each a balanced run of tokens with its span. Phase 2 feeds the
tokens of each `def`, `theorem`, `lemma`, `theorem_wanted` and `example` after its keyword to the
same LALR tables (entry points `def_decl`, `thm_decl`, `example_decl`) through Lark's interactive
parser: a theorem's proof is never fed (the feeder stops at the `:=` that ends the signature),
and the tokens of a `by` block inside a term are fed as opaque TACTIC tokens.

Speed, for the long numeral tables of the fixtures pychecks writes: phase 1 feeds a bracket run of
plain tokens as its two brackets only, and phase 2 feeds a list or tuple of numerals as one
LITERAL token carrying the nodes the grammar would build (`literals`). `FAST_LITERALS = False`
feeds every token instead; `tests/lean/test_parse_literals.py` compares the two trees.

The tree is `pychecks.lean.ast`: typed nodes with spans (`Node` is their base class, which
also answers the older positional view `kind`/`args`/`text`); `to_lean` (`ast.show`) prints it
back, fully parenthesised, and `Node.shape()` compares trees without positions: parse → print →
parse gives the same shape (the round-trip test of every declaration under `lean/`).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput, UnexpectedToken

from .. import ast as A
from ..ast import copy_span  # noqa: F401  (re-exported)
from . import layout as L
from . import lexing as LX
from . import literals as LIT
from . import notation as NT
from .lexing import LeanSyntaxError, Source

GRAMMAR = Path(__file__).with_name("lean.lark")
STARTS = ["file", "def_decl", "thm_decl", "example_decl", "sig_decl", "field_decl",
          "variable_decl", "lexicon"]


@functools.lru_cache(maxsize=1)
def parser() -> Lark:
    """The LALR parser of `lean.lark` (its tables cached by Lark between runs, in pychecks'
    cache directory, under a name that changes with the grammar and Lark's version)."""
    from ...files import cache_dir
    cache = cache_dir() / f"lean-lark-{_grammar_stamp()}.cache"
    return Lark(GRAMMAR.read_text(encoding="utf-8"), cache=str(cache), **_OPTIONS)


#: No `propagate_positions`: every node's span is set from its tokens (`_span`), and Lark's own
#: position bookkeeping on each reduction cost a fifth of a parse.
_OPTIONS = dict(parser="lalr", lexer="basic", start=STARTS, maybe_placeholders=False)

#: Literal lists and tuples of numerals go to the parser as one LITERAL token (`literals`);
#: False forces the plain grammar on them (the tests compare both paths).
FAST_LITERALS = True


def _grammar_stamp() -> str:
    import hashlib
    import lark
    return hashlib.sha256(GRAMMAR.read_bytes() + lark.__version__.encode()
                          + repr(sorted(_OPTIONS.items())).encode()).hexdigest()[:16]


# --- the syntax tree ---------------------------------------------------------------------------

#: Every node of the tree is a `pychecks.lean.ast.Term` (typed fields, a span, and the older
#: positional view `kind`/`args`/`text`); `Node` is its base class under the name this module
#: has always exported.
Node = A.Term

#: Operators as the tree spells them, whatever the source spelling (`->` is `→`, …).
CANONICAL = {"/\\": "∧", "\\/": "∨", "->": "→", "<->": "↔", "<=": "≤", ">=": "≥", "↦": "=>",
             "forall": "∀", "λ": "fun"}


def _op(tok: Token) -> str:
    return CANONICAL.get(str(tok), str(tok))


def _span(node, first, last):
    """Set node's span from a first and last token or node."""
    node.line, node.column = first.line, first.column
    node.end_line = getattr(last, "end_line", None) or last.line
    node.end_column = getattr(last, "end_column", None) or last.column
    node.start = first.start if isinstance(first, A.Term) else (first.start_pos or 0)
    node.end = last.end if isinstance(last, A.Term) else (last.end_pos or 0)
    return node


def _leaf(tok: Token) -> A.Ident:
    return _span(A.Ident(str(tok)), tok, tok)


def _first(x):
    """The first token of a converted item (a node, a Token, or a tuple of them)."""
    if isinstance(x, tuple):
        return _first(x[0])
    return x


def _last(x):
    if isinstance(x, tuple):
        return _last(x[-1])
    return x


def _is_token(c, *types) -> bool:
    return isinstance(c, Token) and c.type in types


class _Build:
    """Lark tree → typed nodes (`pychecks.lean.ast`), one method per rule alias; positions from
    the tokens."""

    def build(self, t):
        if isinstance(t, Token):
            if t.type == "IDENT":
                return _leaf(t)
            return t
        method = getattr(self, "r_" + t.data, None)
        if method is None:
            raise AssertionError(f"no builder for rule {t.data}")
        return method(t, t.children)

    # atoms
    def r_ident(self, t, ch):
        return _leaf(ch[0])

    def r_num(self, t, ch):
        return _span(A.Num(str(ch[0])), ch[0], ch[0])

    def r_string(self, t, ch):
        return _span(A.Str(str(ch[0])), ch[0], ch[0])

    def r_interp(self, t, ch):
        # The text kept is the pieces' with each term printed (`A.show`), so that it parses
        # back to the same tree.
        built = [c if isinstance(c, Token) else self.build(c) for c in ch]
        parts = tuple(b for b in built if not isinstance(b, Token))
        literal = "".join(str(b) if isinstance(b, Token) else A.show(b) for b in built)
        return _span(A.Interp(literal, parts), ch[0], ch[-1])

    def r_synthetic_hole(self, t, ch):
        return _span(A.Ident("?" + str(ch[1])), ch[0], ch[1])

    def r_explicit(self, t, ch):
        return _span(A.Explicit(str(ch[1])), ch[0], ch[1])

    def r_dot_ident(self, t, ch):
        return _span(A.DotIdent(str(ch[0])[1:]), ch[0], ch[0])

    def r_type_of(self, t, ch):
        arg = self.build(ch[1])
        return _span(A.TypeOf(arg), ch[0], _last(arg))

    def r_coe(self, t, ch):
        arg = self.build(ch[1])
        return _span(A.Coe(arg), ch[0], _last(arg))

    def r_paren(self, t, ch):
        # Parentheses only group: the node is the inner one, its span widened to them; a `·`
        # directly inside makes the parenthesised term a function (a section, `(· + 1)`).
        inner = self.build(ch[1])
        dots = () if isinstance(ch[0], NT.GroupingParen) else _section_dots(inner)
        if dots:
            params = tuple(copy_dot(d) for d in dots)
            inner = A.Lambda(params, None, inner, section=True)
        return _span(inner, ch[0], ch[-1])

    def r_named_arg(self, t, ch):
        # `(p := fun n => n ∉ s)`: an argument given by its parameter's name
        return _span(A.NamedArg(str(ch[1]), self.build(ch[3])), ch[0], ch[-1])

    def r_typed(self, t, ch):
        return _span(A.Typed(self.build(ch[1]), self.build(ch[3])), ch[0], ch[-1])

    def _items(self, ch):
        return tuple(self.build(c) for c in ch[1:-1] if not _is_token(c, "COMMA"))

    def r_tuple(self, t, ch):
        return _span(A.Tuple(self._items(ch)), ch[0], ch[-1])

    def r_unit(self, t, ch):
        return _span(A.Tuple(()), ch[0], ch[-1])

    def r_anon(self, t, ch):
        return _span(A.Anon(self._items(ch)), ch[0], ch[-1])

    def r_vec(self, t, ch):
        return _span(A.Vec(self._items(ch)), ch[0], ch[-1])

    def r_list(self, t, ch):
        return _span(A.ListLit(self._items(ch)), ch[0], ch[-1])

    def r_array(self, t, ch):
        return _span(A.ArrayLit(self._items(ch)), ch[0], ch[-1])

    def r_setlit(self, t, ch):
        return _span(A.SetLit(self._items(ch)), ch[0], ch[-1])

    def r_setof(self, t, ch):
        return _span(A.SetOf(_leaf(ch[1]), None, self.build(ch[3])), ch[0], ch[-1])

    def r_setof_typed(self, t, ch):
        return _span(A.SetOf(_leaf(ch[1]), self.build(ch[3]), self.build(ch[5])), ch[0], ch[-1])

    def r_subtype(self, t, ch):
        return _span(A.Subtype(_leaf(ch[1]), None, self.build(ch[3])), ch[0], ch[-1])

    def r_subtype_typed(self, t, ch):
        return _span(A.Subtype(_leaf(ch[1]), self.build(ch[3]), self.build(ch[5])), ch[0],
                     ch[-1])

    def r_setof_bounded(self, t, ch):
        # Mathlib's binder predicate in a set-builder (Mathlib/Order/SetNotation.lean's
        # `{x < a | p x}`, `binderPred`): `{x | x < a ∧ p x}`
        x, limit, body = _leaf(ch[1]), self.build(ch[3]), self.build(ch[5])
        bound = _span(A.BinOp(_op(ch[2]), x, limit), x, limit)
        both = _span(A.BinOp("∧", bound, body), x, body)
        return _span(A.SetOf(x, None, both), ch[0], ch[-1])

    def r_setsep(self, t, ch):
        return _span(A.SetSep(_leaf(ch[1]), self.build(ch[3]), self.build(ch[5])), ch[0], ch[-1])

    def r_field_init(self, t, ch):
        name, value = _leaf(ch[0]), self.build(ch[2])
        return _span(A.FieldInit(name, value), ch[0], value)

    def r_game_sets(self, t, ch):
        # `!{s | t}`: the games library's game of those left and right option sets
        return _span(A.GameOfSets(self.build(ch[1]), self.build(ch[3])), ch[0], ch[-1])

    def r_game_fn(self, t, ch):
        # `!{st}`: the options of each player as one function `Player → Set _`
        return _span(A.GameOfSets(self.build(ch[1]), None), ch[0], ch[-1])

    def r_struct_inst(self, t, ch):
        inits = tuple(self.build(c) for c in ch if isinstance(c, Tree) and c.data == "field_init")
        return _span(A.StructInst(inits, None), ch[0], ch[-1])

    def r_struct_with(self, t, ch):
        inits = tuple(self.build(c) for c in ch if isinstance(c, Tree) and c.data == "field_init")
        return _span(A.StructInst(inits, self.build(ch[1])), ch[0], ch[-1])

    def r_proj(self, t, ch):
        base = self.build(ch[0])
        return _span(A.Proj(base, str(ch[1])[1:]), base, ch[1])

    def r_index(self, t, ch):
        base, index = self.build(ch[0]), self.build(ch[2])
        mode = str(ch[4]) if len(ch) > 4 else ""
        return _span(A.Index(base, index, mode), base, ch[-1])

    # operators
    def r_app(self, t, ch):
        items = tuple(self.build(c) for c in ch)
        fn, args = items[0], items[1:]
        return _span(A.App(fn, args), fn, args[-1])

    def r_pipe_dot(self, t, ch):
        # `e |>.f a b` is `(e).f a b`
        base = self.build(ch[0])
        name = ch[2]
        fn = _span(A.Proj(base, str(name)), base, name)
        args = tuple(self.build(c) for c in ch[3:])
        return _span(A.App(fn, args), base, args[-1]) if args else fn

    def r_binop(self, t, ch):
        lhs, op, rhs = self.build(ch[0]), ch[1], self.build(ch[2])
        return _span(A.BinOp(_op(op), lhs, rhs), lhs, rhs)

    def r_binop_not(self, t, ch):
        lhs, op, neg, arg = self.build(ch[0]), ch[1], ch[2], self.build(ch[3])
        rhs = _span(A.UnOp(_op(neg), arg), neg, arg)
        return _span(A.BinOp(_op(op), lhs, rhs), lhs, rhs)

    def r_postfix(self, t, ch):
        arg, op = self.build(ch[0]), ch[1]
        return _span(A.UnOp(_op(op), arg), arg, op)

    def r_moves_postfix(self, t, ch):
        # the games library's `xᴸ` is `moves left x`, `xᴿ` is `moves right x` (IGame.moves)
        arg, op = self.build(ch[0]), ch[1]
        player = _span(A.Ident("Player.left" if str(op) == "ᴸ" else "Player.right"), op, op)
        fn = _span(A.Ident("IGame.moves"), op, op)
        return _span(A.App(fn, (player, arg)), arg, op)

    def r_unop(self, t, ch):
        op, arg = ch[0], self.build(ch[1])
        return _span(A.UnOp(_op(op), arg), op, arg)

    # binders
    def r_binder_ident(self, t, ch):
        return _leaf(ch[0])

    def _binder(self, style, ch, names_from=1):
        names, rest = [], []
        for c in ch[names_from:-1]:
            if isinstance(c, Tree) and c.data == "binder_ident":
                names.append(self.build(c))
            elif not _is_token(c, "COLON", "ASSIGN"):
                rest.append(self.build(c))
        typ = rest[0] if rest else None
        extra = rest[1] if len(rest) > 1 else None
        return _span(A.Binder(style, tuple(names), typ, extra), ch[0], ch[-1])

    def r_explicit_binder(self, t, ch):
        return self._binder("(", ch)

    def r_untyped_binder(self, t, ch):
        return self._binder("(", ch)

    def r_optparam_binder(self, t, ch):
        return self._binder("(", ch)

    def r_implicit_binder(self, t, ch):
        return self._binder("{", ch)

    def r_strict_binder(self, t, ch):
        return self._binder("⦃", ch)

    def r_inst_binder(self, t, ch):
        inner = [c for c in ch[1:-1] if not _is_token(c, "COLON")]
        if len(inner) == 2:
            return _span(A.Binder("[", (_leaf(inner[0]),), self.build(inner[1])), ch[0], ch[-1])
        return _span(A.Binder("[", (), self.build(inner[0])), ch[0], ch[-1])

    def r_qb_simple(self, t, ch):
        names = tuple(self.build(c) for c in ch if isinstance(c, Tree)
                      and c.data == "binder_ident")
        rest = [c for c in ch if not (isinstance(c, Tree) and c.data == "binder_ident")
                and not _is_token(c, "COLON")]
        typ = self.build(rest[0]) if rest else None
        return (_span(A.Binder("", names, typ), names[0], _last(typ or names[-1])),)

    def r_qb_bounded(self, t, ch):
        names = tuple(self.build(c) for c in ch[:-2])
        op, bound = ch[-2], self.build(ch[-1])
        # `∑ x in s, f x` is Mathlib's deprecated spelling of `∑ x ∈ s, f x` (the same macro)
        style = "∈" if str(op) == "in" else _op(op)
        return (_span(A.Binder(style, names, None, bound), names[0], bound),)

    def r_qb_bracketed(self, t, ch):
        return tuple(self.build(c) for c in ch)

    def _quant(self, kind, ch):
        binders = self.build(ch[1])
        body = self.build(ch[3])
        return _span(A.Quant(kind, binders, body), ch[0], body)

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
        params = [c for c in ch if not _is_token(c, "COLON")]
        typ = None
        if len(ch) >= 2 and _is_token(ch[-2], "COLON"):
            typ = self.build(params.pop())
        return tuple(self.build(c) for c in params), typ

    def r_lambda(self, t, ch):
        params, typ = self.build(ch[1])
        body = self.build(ch[3])
        return _span(A.Lambda(params, typ, body), ch[0], body)

    def r_lambda_match(self, t, ch):
        alts = self.alternatives(ch[1:])
        return _span(A.LambdaMatch(alts), ch[0], alts[-1])

    def r_match_alt(self, t, ch):   # one alternative read alone (the consumers use `alternatives`)
        (alt,) = self.alternatives([Tree("match_alt", ch)])
        return alt

    def alternatives(self, trees) -> tuple:
        """The MatchAlts of `match_alt` trees, one per pattern group: Lean's `| p | q => rhs`
        is the alternatives `| p => rhs` and `| q => rhs`."""
        out = []
        for tree in trees:
            ch = tree.children
            rhs = self.build(ch[-1])
            group, start = [], ch[0]
            for c in ch[1:-2]:
                if _is_token(c, "BAR"):
                    out.append(_span(A.MatchAlt(tuple(group), rhs), start, rhs))
                    group, start = [], c
                elif not _is_token(c, "COMMA"):
                    group.append(self.build(c))
            out.append(_span(A.MatchAlt(tuple(group), rhs), start, rhs))
        return tuple(out)

    def r_if_let(self, t, ch):
        # `if let p := e then a else b` is `match e with | p => a | _ => b` (Lean's macro)
        pat, value, then, other = (self.build(ch[i]) for i in (1, 3, 5, 7))
        wild = _span(A.Ident("_"), ch[6], ch[6])
        alts = (_span(A.MatchAlt((pat,), then), ch[4], then),
                _span(A.MatchAlt((wild,), other), ch[6], other))
        return _span(A.Match((value,), alts), ch[0], other)

    def r_match(self, t, ch):
        w = next(i for i, c in enumerate(ch) if _is_token(c, "WITH"))
        scrut = tuple(self.build(c) for c in ch[1:w] if not _is_token(c, "COMMA"))
        alts = self.alternatives(ch[w + 1:])
        return _span(A.Match(scrut, alts), ch[0], alts[-1])

    def r_let_decl(self, t, ch):
        pat = self.build(ch[0])
        binders, typ, value = [], None, None
        i = 1
        while i < len(ch):
            c = ch[i]
            if _is_token(c, "COLON"):
                typ = self.build(ch[i + 1])
                i += 2
            elif _is_token(c, "ASSIGN"):
                value = self.build(ch[i + 1])
                i += 2
            else:
                binders.append(self.build(c))
                i += 1
        return pat, tuple(binders), typ, value

    def _let(self, keyword, ch):
        pat, binders, typ, value = self.build(ch[1])
        body = self.build(ch[3])
        return _span(A.Let(keyword, pat, binders, typ, value, body), ch[0], body)

    def r_let(self, t, ch):
        return self._let("let", ch)

    def r_have(self, t, ch):
        return self._let("have", ch)

    def r_show_from(self, t, ch):
        b = self.build(ch[3])
        return _span(A.ShowFrom(self.build(ch[1]), b), ch[0], b)

    def r_show_by(self, t, ch):
        # `show p by tac`: the grammar reads `p by tac` as p applied to the `by` block (a
        # trailing `by` argument), so the block is taken off p's rightmost application
        built = self.build(ch[1])
        stated, proof = _take_trailing_by(built)
        if proof is None:       # `show p` alone is no term: a proof nothing can check
            proof = _span(A.By(""), built, built)
        return _span(A.ShowFrom(stated, proof), ch[0], proof)

    def r_ite(self, t, ch):
        c, a, b = self.build(ch[1]), self.build(ch[3]), self.build(ch[5])
        return _span(A.Ite(c, a, b), ch[0], b)

    def r_bif(self, t, ch):  # Bool's `bif c then a else b` (cond): a Bool condition
        c, a, b = self.build(ch[1]), self.build(ch[3]), self.build(ch[5])
        return _span(A.Bif(c, a, b), ch[0], b)

    def r_dite(self, t, ch):
        c, a, b = self.build(ch[3]), self.build(ch[5]), self.build(ch[7])
        return _span(A.Ite(c, a, b, str(ch[1])), ch[0], b)

    def r_literal(self, t, ch):  # a literal run read by `literals`, its node already built
        return ch[0].node

    def r_by_block(self, t, ch):
        text = " ".join(str(c) for c in ch[1:])
        return _span(A.By(text), ch[0], ch[-1])


_BUILD = _Build()


def _take_trailing_by(node):
    """(node without the `by` block that ends it, that block), or (node, None) when it does not
    end with one: `True by simp` is App(True, By); `_ ↔ True by simp` has it on its right."""
    if isinstance(node, A.App) and node.arguments and isinstance(node.arguments[-1], A.By):
        rest = node.arguments[:-1]
        head = A.copy_span(A.App(node.fn, rest), node) if rest else node.fn
        return head, node.arguments[-1]
    if isinstance(node, A.BinOp):
        rhs, proof = _take_trailing_by(node.rhs)
        if proof is not None:
            return A.copy_span(A.BinOp(node.op, node.lhs, rhs), node), proof
    return node, None


def _section_dots(node) -> list:
    """The `·` placeholders of a parenthesised term, in order, not looking inside nested
    parentheses (already sections of their own) or other binders' bodies."""
    out = []

    def visit(n):
        if isinstance(n, A.Ident) and n.name == "·":
            out.append(n)
            return
        if isinstance(n, A.Lambda):
            return
        for c in n.children():
            visit(c)
    visit(node)
    return out


def copy_dot(dot):
    return A.copy_span(A.Ident("·"), dot)


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
    decl: object = None            # its Declaration, when phase 2 parsed it
    modifier_tokens: tuple = ()    # the tokens of its modifiers and attributes (drift hashes)


#: A parsed declaration (`pychecks.lean.ast.Declaration`).
Declaration = A.Declaration


@dataclass
class LeanFile:
    """A parsed file: its source, commands (in order) and declarations."""

    source: Source
    commands: list = field(default_factory=list)
    declarations: list = field(default_factory=list)
    #: `notation`, `infix`, `macro`, `syntax` commands that `notation` does not expand:
    #: (keyword, the symbols they declare, line, column); a statement using one is UNKNOWN.
    notations: list = field(default_factory=list)
    #: The notations it declares that a file importing it has too (neither `local` nor
    #: `scoped`), and those it has from its own imports: Lean's notations are global.
    exported: list = field(default_factory=list)

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
          "KW_EXAMPLE": "example_decl", "KW_STRUCTURE": "structure",
          "KW_INDUCTIVE": "inductive", "KW_AXIOM": "sig_decl", "KW_OPAQUE": "sig_decl",
          "KW_CLASS": "class", "KW_INSTANCE": "instance"}
#: Declarations read by layout rather than by one grammar entry: a failure there costs only the
#: declaration (the statements that use it are UNKNOWN, naming it), never the file.
_LAYOUT = ("structure", "inductive", "class", "instance", "sig_decl")
#: Commands that declare notation: their string literals are the symbols declared.
NOTATION_COMMANDS = ("notation", "infix", "infixl", "infixr", "prefix", "postfix", "macro",
                     "syntax", "macro_rules", "elab", "notation3")

#: Tokens that, met where phase 2 cannot go on, make a declaration unread (outside the fragment)
#: rather than the file malformed: notation and keywords that pychecks does not model.
UNREAD_TOKENS = {"SYMBOL", "BANG", "KW_DO", "KW_AT", "SHOW", "FROM", "MATCH", "WITH", "IN", "HASH_CMD",
                 "BAR",  # Mathlib's `|x|`
                 "DOTIDENT", "STRING", "INTERP_STRING", "INTERP_START", "CDOT", "QMARK", "AT_SIGN", "ARRAY_OPEN", "LANGLE",
                 "LSTRICT",
                 # the games library's notation where the grammar cannot place it (`‖x‖`, a norm)
                 "APPROX", "FUZZY", "LFUZZY", "GAME_ATOM", "GAME_PREFIX", "GAME_OPEN", "IMAGE",
                 "MOVES_POSTFIX"}


def parse_source(src: Source, inherited: tuple = ()) -> LeanFile:
    """Parse a whole file: LeanSyntaxError (one line, FILE:LINE:COL) when it is not Lean.
    `inherited`: the notations its project imports export (`LeanFile.exported`), in force from
    its first line."""
    lark = parser()
    try:
        LX.scan_comments(src)
        raw = LX.tokenize(src, lark)
    except UnexpectedInput as exc:  # the catch-all SYMBOL makes this all but impossible
        raise LeanSyntaxError(src.name, exc.line, exc.column, "unexpected character") from None
    tokens, starts = LX.postlex(src, raw)
    commands = _phase_one(src, lark, tokens, starts)
    out = LeanFile(source=src, commands=commands)
    declared = []      # the file's notations so far, expanded in what follows (`notation`)
    unread = []        # declarations the grammar did not take (`_DeclarationSyntax`)
    library = NT.opened({None}, lark)   # the library's notations in force: the unscoped
    # ones, then those the file's `open`s bring in, and its project imports'
    library += [n for n in inherited if n not in library]
    out.exported.extend(inherited)
    # Lean ends a `local` notation, and what an `open` brought in, with the section or
    # namespace it is in: math2001 declares `local infix "∼"` afresh in each section
    scopes = []        # per open section/namespace: (len(declared), len(library))
    local = []         # the file's `local`/`scoped` notations
    for cmd in commands:
        if cmd.keyword in ("section", "namespace"):
            scopes.append((len(declared), len(library)))
        elif cmd.keyword == "end" and scopes:
            n_declared, n_library = scopes.pop()
            declared[n_declared:] = [n for n in declared[n_declared:]
                                     if not any(n is x for x in local)]
            del library[n_library:]
        if cmd.keyword == "import" and len(cmd.tokens) > 1:
            # what a project's utility module declares (formal-conjectures' `answer(e)`)
            for notation in NT.imported({str(cmd.tokens[-1])}, lark):
                if notation not in library:
                    library.append(notation)
        if cmd.keyword in ("open", "namespace"):
            names = {str(t) for t in cmd.tokens[1:] if t.type == "IDENT"}
            scoped = str(cmd.tokens[-1]) == "in"
            for notation in NT.opened(names, lark):
                if not scoped and notation not in library:
                    library.append(notation)
        if cmd.keyword in PARSED:
            scoped = [n for n in NT.opened(set(cmd.scoped_open), lark)
                      if n not in library]
            try:
                cmd.decl = parse_declaration(src, lark, cmd,
                                             NT.expand(cmd.tokens, declared + library + scoped))
                if cmd.decl is None:    # an `example` without a type: no statement
                    continue
            except _DeclarationSyntax as exc:
                # one declaration pychecks' grammar does not take costs only itself (`a <:+ b`,
                # `match h : e with`): it is unread, named by its place, unless the file has
                # no readable statement at all (then the file is malformed, below)
                cmd.decl = exc.decl
                cmd.decl.error = (exc.line, exc.column, exc.what)
                _name_only(cmd.decl, exc.toks, exc.start)
                unread.append(exc)
            out.declarations.append(cmd.decl)
        elif cmd.keyword == "variable":
            cmd.decl = _variable(lark, cmd)
            out.declarations.append(cmd.decl)
        elif cmd.keyword in NOTATION_COMMANDS:
            notation = NT.binder_notation(cmd.tokens, lark) if cmd.keyword == "notation3" \
                else NT.declared(cmd.keyword, cmd.tokens, lark)
            if notation is not None:
                declared.append(notation)
                first = cmd.tokens[0]
                before = src.text[first.start_pos - first.column + 1:first.start_pos].split()
                if {"local", "scoped"} & set(before):
                    local.append(notation)
                elif notation not in out.exported:
                    out.exported.append(notation)
                continue
            symbols = tuple(str(t)[1:-1].strip() for t in cmd.tokens if t.type == "STRING")
            out.notations.append((cmd.keyword, tuple(x for x in symbols if x), cmd.line,
                                  cmd.column))
    if unread and not any(d.keyword in _STATEMENT_KEYWORDS and d.error is None
                          for d in out.declarations) and not _a_project_file(commands):
        first = unread[0]
        raise LeanSyntaxError(first.file, first.line, first.column, first.what)
    return out


#: Commands that only a Lean file has: with one, a file whose statements the grammar does not
#: take is Lean that pychecks cannot read (each such statement UNKNOWN at its place), not a file
#: that is not Lean.
_LEAN_FILE_COMMANDS = ("import", "open", "namespace", "section", "variable", "KW_INDUCTIVE",
                       "KW_STRUCTURE", "KW_CLASS", "KW_INSTANCE")


def _a_project_file(commands: list) -> bool:
    """Whether the file imports, opens, opens a namespace or section, declares variables or a
    type (goedel-prover's `import Mathlib` … `theorem usa2011_p4 : match … with …`)."""
    return any(c.keyword in _LEAN_FILE_COMMANDS and
               (c.decl is None or c.decl.error is None) for c in commands)


def parse_file(path, name: str | None = None) -> LeanFile:
    """`parse_source` on a file on disk."""
    return parse_source(LX.read_source(path, name))


def parse_text(text: str, name: str = "<lean>") -> LeanFile:
    """`parse_source` on a string (tests, the REPL)."""
    return parse_source(Source(path=None, name=name, text=text))


def _phase_one(src: Source, lark: Lark, tokens: list, starts: set) -> list[Command]:
    """Split the tokens into commands; the grammar's `file` rule checks the structure."""
    ip = lark.parse_interactive(start="file")
    kinds = [LX.phase_one_type(tok, i in starts) for i, tok in enumerate(tokens)]
    skip = _plain_chunks(kinds) if FAST_LITERALS else {}
    i = 0
    while i < len(tokens):
        # a bracket run of plain tokens is a `chunk` whatever it holds: its brackets suffice
        j = skip.get(i)
        for k in (i,) if j is None else (i, j):
            tok, kind = tokens[k], kinds[k]
            try:
                ip.feed_token(Token.new_borrow_pos(kind, str(tok), tok))
            except UnexpectedToken:
                raise LeanSyntaxError(src.name, tok.line, tok.column,
                                      _phase_one_message(tok, kind)) from None
        i = (i if j is None else j) + 1
    try:
        ip.feed_eof(tokens[-1] if tokens else None)
    except UnexpectedToken:
        tok = tokens[-1]
        raise LeanSyntaxError(src.name, tok.line, tok.column, "the file ends inside a command") \
            from None
    commands: list[Command] = []
    pending_mods, pending_doc, scoped, mod_tokens = [], None, (), []
    idx = sorted(starts) + [len(tokens)]
    for a, b in zip(idx, idx[1:]):
        toks = _without_classical_open(tokens[a:b])
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
            mod_tokens += toks
            continue
        keyword = t if t in PARSED else str(head)
        cmd = _command(keyword, toks)
        cmd.modifiers, cmd.doc, cmd.scoped_open = tuple(pending_mods), pending_doc, scoped
        cmd.modifier_tokens = tuple(mod_tokens)
        scoped = ()
        if t == "KW_OPEN" and str(toks[-1]) == "in":
            scoped = tuple(str(x) for x in toks[1:-1])
        if t == "KW_SET_OPTION" and str(toks[-1]) == "in":
            scoped = cmd.scoped_open  # `set_option … in` passes an `open … in` on
        pending_mods, pending_doc, mod_tokens = [], None, []
        commands.append(cmd)
    return commands


def _without_classical_open(toks: list) -> list:
    """The tokens of a command without a term-level `open Classical in` / `open scoped
    Classical in` (formal-conjectures' `open scoped Classical in p.pool.filter …`): it only
    makes every proposition decidable, which the evaluator decides anyway; any other term-level
    `open … in` is left, and refused where it stands."""
    out, k = [], 0
    while k < len(toks):
        words = [str(t) for t in toks[k:k + 4]]
        if k > 0 and words[:1] == ["open"]:
            for form in (["open", "Classical", "in"], ["open", "scoped", "Classical", "in"]):
                if words[:len(form)] == form:
                    k += len(form)
                    break
            else:
                out.append(toks[k])
                k += 1
            continue
        out.append(toks[k])
        k += 1
    return out


#: Phase 1's brackets of a `chunk` (`lean.lark`), and the kinds a chunk may hold.
_CHUNK_OPENERS = {"LPAR", "LSQB", "VEC_OPEN", "ARRAY_OPEN", "LBRACE", "LANGLE", "LSTRICT",
                  "GAME_OPEN"}
_CHUNK_KINDS = _CHUNK_OPENERS | set(LX.CLOSERS) | {"TOKEN"}


def _plain_chunks(kinds: list) -> dict[int, int]:
    """{opener index: closer index} of the outermost bracket runs that hold only chunk kinds
    (TOKEN and chunk brackets): the grammar takes any such run where it takes its opener, so
    phase 1 feeds only the two brackets. `lexing.postlex` has checked that brackets pair up."""
    out: dict[int, int] = {}
    stack: list[list] = []   # [opener index, the run holds only chunk kinds]
    for k, kind in enumerate(kinds):
        if kind in _CHUNK_OPENERS or kind == "ATTR_OPEN":
            stack.append([k, kind != "ATTR_OPEN"])
        elif kind in LX.CLOSERS:
            a, plain = stack.pop()
            if not stack:
                if plain and k > a + 1:
                    out[a] = k
            elif not plain:
                stack[-1][1] = False
        elif kind not in _CHUNK_KINDS:
            for entry in stack:
                entry[1] = False
    return out


def _command(keyword: str, toks: list) -> Command:
    first, last = toks[0], toks[-1]
    return Command(keyword=keyword, tokens=toks, line=first.line, column=first.column,
                   end_line=last.end_line or last.line, end_column=last.end_column or last.column)


def _phase_one_message(tok: Token, kind: str) -> str:
    text = " ".join(str(tok).split())     # a doc comment's token spans lines: the message is one
    if kind == "TOKEN":
        return f"expected a command (def, theorem, theorem_wanted, import, …), found '{text}'"
    return f"unexpected '{text}'"


def _keyword_name(t: str) -> str:
    return t.removeprefix("KW_").lower()


#: Tokens of the games library's notation (vihdzp/combinatorial-games): a declaration where the
#: grammar cannot place one (`‖x‖`, a norm) is unread, not a malformed file.
GAME_NOTATION = frozenset({"⋆", "½", "↑", "↓", "≈", "‖", "⧏", "∗", "±", "⧾", "⧿"})


#: What a statement with Batteries' `❰foo❱` is (Batteries/Util/ProofWanted.lean): a reference to
#: the earlier wanted `foo`, which the command turns into a hypothesis (a `theorem_wanted`'s
#: statement) or a parameter of any value (a `def_wanted`'s) of this statement: no term to
#: evaluate, so the statement stays UNKNOWN with this reason.
WANTED_REFERENCE = ("Batteries' `❰…❱` reference to an earlier wanted declaration (its command "
                    "adds that declaration's statement as a hypothesis, or its value as a "
                    "parameter of any value, to this statement)")


def parse_declaration(src: Source, lark: Lark, cmd: Command, tokens: list | None = None
                      ) -> Declaration | None:
    """Phase 2 of one declaration command; `tokens`, when given, are its tokens with the file's
    notations expanded (`notation.expand`), else its own. None for an `example` without a type,
    which states nothing."""
    keyword = _keyword_name(cmd.keyword)
    start = PARSED[cmd.keyword]
    tokens = cmd.tokens if tokens is None else tokens
    toks = _pattern_set_builders(_strict_braces(_field_commas(
        [t for t in tokens[1:] if t.type not in ("DOC_COMMENT", "MODULE_DOC")])))
    decl = Declaration(keyword=keyword, name=None, name_node=None, binders=(), type=None,
                       modifiers=cmd.modifiers, doc=cmd.doc, line=cmd.line, column=cmd.column,
                       end_line=cmd.end_line, end_column=cmd.end_column)
    if start in ("thm_decl", "example_decl"):
        signature = signature_tokens(toks, equations=keyword != "theorem_wanted")
        if keyword == "theorem_wanted" and len(signature) < len(toks) and \
                not any(t.type in _DECL_KEYWORD_TOKENS for t in signature):
            tok = toks[len(signature)]
            name = str(toks[0]) if toks else ""
            raise LeanSyntaxError(src.name, tok.line, tok.column,
                                  f"theorem_wanted {name} has a proof ('{tok}' after its "
                                  "statement); a wanted theorem has none: drop the proof, or "
                                  "write `theorem` once it is proved")
        toks = signature
        if keyword == "example" and not _states_a_type(toks):
            # `example := Nat.succ`, `example {n} := Nat.plusR 0 n`: a term shown for its own
            # sake (fp-lean's books are full of them), with no type: it states nothing to
            # check and declares nothing a later command can name, so it is no statement
            return None
    if not toks:
        if start in _LAYOUT:
            decl.error = (cmd.line, cmd.column, f"a `{keyword}` without a name")
            return decl
        raise LeanSyntaxError(src.name, cmd.line, cmd.column, f"{keyword} without a name or type")
    if start in _LAYOUT:
        _layout_declaration(lark, decl, start, toks)
        return decl
    main, block, tails = L.where_tail(toks) if start == "def_decl" else (toks, None, [])
    if tails or block is not None:
        decl.tail = " ".join(str(t) for t in toks[len(main):])
    if block is not None and not L.has_body(main):
        # `def s : S where a := 1 …`: a structure instance, its fields one per line
        if _parse_into(lark, decl, "sig_decl", main):
            decl.instance_fields = tuple(_where_decls(lark, block, decl))
        return decl
    try:
        tree = _feed(lark, start, main)
    except _Unread as exc:
        tok = exc.token
        decl.error = (tok.line, tok.column, WANTED_REFERENCE if str(tok) == "❰" else
                      f"notation '{tok}'")
        _name_only(decl, toks, start)
        return decl
    except _Malformed as exc:
        tok = exc.token
        if any(str(t) in GAME_NOTATION for t in main):
            # the games library's notation where the grammar cannot place it is no Lean error:
            # the declaration is unread, the file is not rejected
            at = tok if tok is not None else main[-1]
            decl.error = (at.line, at.column, f"notation '{at}'")
            _name_only(decl, toks, start)
            return decl
        if tok is None:
            last = main[-1]
            raise _DeclarationSyntax(src.name, last.line, last.column,
                                     f"{keyword} {main[0]}: the declaration ends too early "
                                     f"(after '{last}')", decl, toks, start) from None
        raise _DeclarationSyntax(src.name, tok.line, tok.column, f"unexpected '{tok}'", decl,
                                 toks, start) from None
    _fill(decl, tree)
    if block is not None:
        decl.where_decls = tuple(_where_decls(lark, block, decl))
    return decl


def _field_commas(toks: list) -> list:
    """`toks` with a comma before each field of a structure instance `{ a := x` / `b := y }`
    that starts a line in the column of its first field: Lean separates the fields by a comma
    or by such a line break (LoVe writes `{ red := RGB.green c` / `green := RGB.blue c … }`)."""
    out, stack = [], []        # per open bracket: the first field's column, or None
    for k, tok in enumerate(toks):
        t = tok.type
        if t in LX.CLOSERS:
            if stack:
                stack.pop()
        elif stack and stack[-1] is not None and t == "IDENT" and k + 1 < len(toks) and \
                toks[k + 1].type == "ASSIGN" and tok.column == stack[-1] and out and \
                out[-1].line < tok.line and out[-1].type not in ("COMMA", "LBRACE"):
            out.append(Token.new_borrow_pos("COMMA", ",", tok))
        out.append(tok)
        if t in LX.OPENERS:
            first = t == "LBRACE" and k + 2 < len(toks) and toks[k + 1].type == "IDENT" and \
                toks[k + 2].type == "ASSIGN"
            stack.append(toks[k + 1].column if first else None)
    return out


def _strict_braces(toks: list) -> list:
    """`toks` with each binder `{{x : α}}` before the signature's `:` read as `⦃x : α⦄`: Lean
    spells a strict-implicit binder either way (NNG4's `lemma add_left_eq_zero {{a b : MyNat}}
    (h : a + b = 0) : b = 0`). Only a glued `{{` at depth 0 whose bracket closes with a glued
    `}}` is taken, so a set of sets in a term is left as it is."""
    out, depth, k = list(toks), 0, 0
    while k < len(out):
        tok = out[k]
        t = tok.type
        if depth == 0 and t in ("COLON", "ASSIGN", "BAR", "KW_WHERE"):
            break
        if depth == 0 and t == "LBRACE" and k + 1 < len(out) and out[k + 1].type == "LBRACE" \
                and out[k + 1].start_pos == tok.end_pos:
            close = _closer(out, k + 1)
            if close is not None and close + 1 < len(out) and \
                    out[close + 1].type == "RBRACE" and \
                    out[close].end_pos == out[close + 1].start_pos:
                opener = Token.new_borrow_pos("LSTRICT", "{{", tok)
                closer = Token.new_borrow_pos("RSTRICT", "}}", out[close])
                out[close:close + 2] = [closer]
                out[k:k + 2] = [opener]
                continue
        if t in LX.OPENERS:
            depth += 1
        elif t in LX.CLOSERS:
            depth -= 1
        k += 1
    return out


#: The bound name a pattern set-builder is read with (`_pattern_set_builders`).
SET_PATTERN_NAME = "x✝"


def _pattern_set_builders(toks: list) -> list:
    """`toks` with each set-builder over a pattern read as Mathlib's binder-pattern notation
    expands it: `{(x, y) : T | p}`, `{((x, y, z) : T) | p}` and `{⟨a, b⟩ | p}` are
    `{x✝ : T | match x✝ with | (x, y) => p}` (FormalBook's `{((x, y, z) : ℤ × ℤ × ℤ) | 4 * x * y
    + z ^ 2 = 4 * k + 1 ∧ …}`, formal-conjectures' `{(a, b, c) : ℕ × ℕ × ℕ | …}`). A pattern is
    a tuple `( … , … )` or an anonymous constructor `⟨ … ⟩`."""
    k = 0
    while k < len(toks):
        if toks[k].type == "LBRACE" and k + 1 < len(toks):
            found = _set_pattern_at(toks, k)
            if found is not None:
                pattern, ty, body, end = found
                at = toks[k]

                def tok(kind, text):
                    return Token.new_borrow_pos(kind, text, at)
                name = [tok("IDENT", SET_PATTERN_NAME)]
                typed = [tok("COLON", ":")] + ty if ty else []
                toks = (toks[:k + 1] + name + typed + [tok("BAR", "|"), tok("MATCH", "match")]
                        + name + [tok("WITH", "with"), tok("BAR", "|")] + pattern
                        + [tok("DARROW", "=>")] + body + toks[end:])
        k += 1
    return toks


def _set_pattern_at(toks: list, k: int):
    """(pattern, type tokens or [], body, index of the closing `}`) of a pattern set-builder
    whose `{` is `toks[k]`, or None."""
    end = _closer(toks, k)
    first = toks[k + 1]
    if end is None or first.type not in ("LPAR", "LANGLE"):
        return None
    close = _closer(toks, k + 1)
    if close is None or close + 1 >= end:
        return None
    inner = toks[k + 2:close]
    tops = _depth_zero(inner)
    after = toks[close + 1]
    if first.type == "LPAR" and after.type == "BAR" and \
            inner and inner[0].type in ("LPAR", "LANGLE"):
        colon = next((i for i in tops if inner[i].type == "COLON"), None)
        pat_end = _closer(inner, 0)
        if colon is not None and pat_end is not None and pat_end + 1 == colon:
            # `{((x, y, z) : T) | p}`: an ascribed pattern
            return inner[:colon], inner[colon + 1:], toks[close + 2:end], end
    is_pattern = first.type == "LANGLE" or any(inner[i].type == "COMMA" for i in tops)
    if not is_pattern or any(inner[i].type == "COLON" for i in tops):
        return None
    pattern = toks[k + 1:close + 1]
    if after.type == "BAR":
        return pattern, [], toks[close + 2:end], end
    if after.type == "COLON":
        rest = toks[close + 2:end]
        bar = next((i for i in _depth_zero(rest) if rest[i].type == "BAR"), None)
        if bar is not None and bar > 0:
            return pattern, rest[:bar], rest[bar + 1:], end
    return None


def _depth_zero(toks: list) -> list:
    """The indices of the tokens of `toks` outside every bracket."""
    out, depth = [], 0
    for i, t in enumerate(toks):
        if t.type in LX.OPENERS:
            depth += 1
        elif t.type in LX.CLOSERS:
            depth -= 1
        elif depth == 0:
            out.append(i)
    return out


def _closer(toks: list, k: int) -> int | None:
    """The index of the bracket that closes the opener at `toks[k]`."""
    depth = 0
    for j in range(k, len(toks)):
        if toks[j].type in LX.OPENERS:
            depth += 1
        elif toks[j].type in LX.CLOSERS:
            depth -= 1
            if depth == 0:
                return j
    return None


def _instance_declaration(lark: Lark, decl: Declaration, toks: list) -> None:
    """An `instance [name] binders : C args where field := …` (NNG4's `instance instofNat {n :
    Nat} : OfNat MyNat n where ofNat := ofNat n`): its head and fields, read as a structure
    instance is; an anonymous one is named by its line. Any other form stays unread (what it
    provides is UNKNOWN where it is used)."""
    if toks and toks[0].type == "LPAR" and len(toks) > 1 and str(toks[1]) == "priority":
        close = next((i for i, t in enumerate(toks) if t.type == "RPAR"), None)
        toks = toks[close + 1:] if close is not None else toks
    main, block, _ = L.where_tail(toks)
    if block is None or not main:
        return
    if main[0].type != "IDENT":
        main = [Token.new_borrow_pos("IDENT", f"instance_{decl.line}", main[0])] + main
    if _parse_into(lark, decl, "sig_decl", main):
        decl.instance_fields = tuple(_where_decls(lark, block, decl))


def _name_only(decl: Declaration, toks: list, start: str) -> None:
    if toks and toks[0].type == "IDENT" and start != "example_decl":
        decl.name, decl.name_node = str(toks[0]), _leaf(toks[0])


def _parse_into(lark: Lark, decl: Declaration, start: str, toks: list) -> bool:
    """Feed `toks` to entry `start` and fill `decl`; on failure set `decl.error` (the
    declaration is unread, the file is not rejected) and return False."""
    if not toks:
        decl.error = (decl.line, decl.column, f"an empty `{decl.keyword}`")
        return False
    try:
        tree = _feed(lark, start, toks)
    except (_Unread, _Malformed) as exc:
        tok = exc.token or toks[-1]
        what = f"notation '{tok}'" if isinstance(exc, _Unread) else \
            f"'{tok}' where pychecks' grammar expects something else"
        decl.error = (tok.line, tok.column, what)
        _name_only(decl, toks, start)
        return False
    _fill(decl, tree)
    return True


def _where_decls(lark: Lark, block: list, owner: Declaration) -> list:
    """The helpers of a `where` block (or the fields of a structure instance), each a
    Declaration of its own; one that cannot be read carries its error."""
    out = []
    for piece in L.pieces(block):
        mods = []
        while piece and piece[0].type in LX.MODIFIERS:
            mods.append(str(piece.pop(0)))
        if not piece:
            continue
        first, last = piece[0], piece[-1]
        d = Declaration(keyword="def", name=None, name_node=None, binders=(), type=None,
                        modifiers=tuple(mods), line=first.line, column=first.column,
                        end_line=last.end_line or last.line,
                        end_column=last.end_column or last.column)
        main, inner, _ = L.where_tail(piece)
        if inner is not None:
            d.error = (inner[0].line if inner else first.line, first.column,
                       "a `where` inside a `where` block")
            _name_only(d, piece, "def_decl")
        else:
            _parse_into(lark, d, "def_decl", main)
        out.append(d)
    return out


def _layout_declaration(lark: Lark, decl: Declaration, start: str, toks: list) -> None:
    """A structure, inductive, class, instance, axiom or opaque: its head and its pieces."""
    if start == "instance":
        _instance_declaration(lark, decl, toks)
        return
    if start == "sig_decl":  # axiom, opaque: the signature (an opaque's value is not read)
        _parse_into(lark, decl, "sig_decl", L.split_tails(toks)[0][:_assign_at(toks)])
        return
    main, block, _ = L.where_tail(toks)
    if start == "class":
        _name_only(decl, toks, start)
        return
    if start == "inductive":
        if block is None:   # `inductive T : Type | a | b`
            head, ctors = L.split_bars(main)
        else:               # `inductive T where | a | b`: every constructor after a `|`
            head, (_, ctors) = main, L.split_bars(L.split_tails(block)[0])
        if not _parse_into(lark, decl, "sig_decl", head):
            return
        out = []
        for piece in ctors:
            c = Declaration(keyword="ctor", name=None, name_node=None, binders=(), type=None)
            if not _parse_into(lark, c, "sig_decl", _arrow_binders_first(piece)):
                decl.error = c.error
                return
            out.append(A.Ctor(name=c.name, name_node=c.name_node, binders=c.binders,
                              type=c.type))
        decl.ctors = tuple(out)
        return
    # a structure: `structure S (params) [extends T] [: Type] where [mk ::] fields [deriving …]`
    if block is None and (assign := _assign_at(main)) < len(main):
        # the older `structure Wall := (size : Nat)` (`:=` for `where`, fields in groups)
        main, block = main[:assign], main[assign + 1:]
    cut = next((i for i, tok in L.at_depth_zero(main) if str(tok) == "extends"), None)
    head = main if cut is None else main[:cut]
    if cut is not None:
        decl.extends = tuple(str(t) for t in main[cut + 1:] if t.type == "IDENT")
    if not _parse_into(lark, decl, "sig_decl", head):
        return
    body = L.split_tails(block)[0] if block else []
    if len(body) >= 2 and body[0].type == "IDENT" and body[1].type == "CONS":
        decl.ctor_name, body = str(body[0]), body[2:]
    fields = []
    for piece in L.pieces(body):
        try:
            tree = _feed(lark, "field_decl", piece)
        except (_Unread, _Malformed) as exc:
            tok = exc.token or piece[-1]
            decl.error = (tok.line, tok.column, f"the field `{' '.join(map(str, piece))}`")
            return
        fields.extend(_fields(tree))
    decl.fields = tuple(fields)


def _arrow_binders_first(toks: list) -> list:
    """A constructor written with its binders in its type, `win : {p q : T} → (h : R p q) →
    W p`, as the same constructor with them before the colon, `win {p q : T} (h : R p q) : W
    p` (Lean reads both alike: a binder group then `→` is a Pi). A parenthesised group counts
    only when it names something (`(h : R p q)`, not `(p = q) →`)."""
    if len(toks) < 3 or toks[0].type != "IDENT" or toks[1].type != "COLON":
        return toks
    binders, i = [], 2
    while i < len(toks) and toks[i].type in ("LBRACE", "LPAR", "LSTRICT", "LSQB"):
        depth, j, named = 0, i, False
        while j < len(toks):
            t = toks[j].type
            depth += (t in LX.OPENERS) - (t in LX.CLOSERS)
            if depth == 1 and t == "COLON":
                named = True
            j += 1
            if depth == 0:
                break
        if j >= len(toks) or toks[j].type != "ARROW" or \
                not (named or toks[i].type in ("LSQB", "LSTRICT")):
            break
        binders.extend(toks[i:j])
        i = j + 1
    if not binders:
        return toks
    return [toks[0], *binders, toks[1], *toks[i:]]


def _assign_at(toks: list) -> int:
    return next((i for i, tok in L.at_depth_zero(toks) if tok.type == "ASSIGN"), len(toks))


def _fields(tree: Tree) -> list:
    """Fields of a `field_decl` (`a b : T := d`) or `field_group` (`(a b : T)`)."""
    ch = list(tree.children)
    if tree.data == "field_group":
        out = []
        for c in ch:
            b = _BUILD.build(c)
            out.append(A.Field(names=b.names, type=b.type, default=b.extra, line=b.line,
                               column=b.column))
        return out
    names, binders, typ, default = [], [], None, None
    i = 0
    while i < len(ch):
        c = ch[i]
        if isinstance(c, Tree) and c.data == "binder_ident":
            names.append(_BUILD.build(c))
        elif _is_token(c, "COLON"):
            typ = _BUILD.build(ch[i + 1])
            i += 1
        elif _is_token(c, "ASSIGN"):
            default = _BUILD.build(ch[i + 1])
            i += 1
        elif isinstance(c, Tree):
            binders.append(_BUILD.build(c))
        i += 1
    return [A.Field(names=tuple(names), type=typ, default=default, binders=tuple(binders),
                    line=names[0].line, column=names[0].column)]


def _variable(lark: Lark, cmd: Command) -> Declaration:
    """`variable (n : ℕ) {α : Type}`: the binders, which Lean adds to every later statement of
    the section that mentions them."""
    decl = Declaration(keyword="variable", name=None, name_node=None, binders=(), type=None,
                       line=cmd.line, column=cmd.column, end_line=cmd.end_line,
                       end_column=cmd.end_column)
    toks = [t for t in cmd.tokens[1:] if t.type not in ("DOC_COMMENT", "MODULE_DOC")]
    if toks and str(toks[-1]) == "in":
        toks = toks[:-1]
    try:
        tree = _feed(lark, "variable_decl", toks) if toks else None
    except (_Unread, _Malformed) as exc:
        tok = exc.token or toks[-1]
        decl.error = (tok.line, tok.column, f"the variable binder at '{tok}'")
        return decl
    if tree is not None:
        decl.binders = tuple(_BUILD.build(c) for c in tree.children)
    return decl


def _states_a_type(signature: list) -> bool:
    """Whether an `example`'s signature (its tokens up to `:=`) gives a type: a `:` outside its
    binders' brackets. Lean's `example binders := t` elaborates `t` and gives its type itself."""
    depth = 0
    for tok in signature:
        if tok.type in LX.OPENERS:
            depth += 1
        elif tok.type in LX.CLOSERS:
            depth -= 1
        elif depth == 0 and tok.type == "COLON":
            return True
    return False


def signature_tokens(toks: list, equations: bool = True) -> list:
    """A theorem's tokens up to its proof: the first `:=` at depth 0 that no `let`/`have`
    claims, or a `|` (equations, where a theorem may have them) or `where` at depth 0. A `|`
    after a `match … with` or a `fun` at depth 0 is one of its alternatives (USAMO 2011 P4's
    `theorem usa2011_p4 : match solution_data with | .AlwaysTrue => … | … := by sorry`)."""
    depth, pending, matching = 0, 0, False
    for i, tok in enumerate(toks):
        t = tok.type
        if t in LX.OPENERS:
            depth += 1
        elif t in LX.CLOSERS:
            depth -= 1
        elif depth == 0:
            if t == "MATCH" or (t == "FUN" and i + 1 < len(toks) and toks[i + 1].type == "BAR"):
                matching = True
            elif t == "BAR" and matching:
                continue
            if t in ("LET", "HAVE", "IF_LET"):
                pending += 1
            elif t == "ASSIGN":
                if pending:
                    pending -= 1
                else:
                    return toks[:i]
            elif t == "KW_WHERE" or (t == "BAR" and equations):
                return toks[:i]
    return toks


#: Declaration keywords: met inside another declaration, the file is malformed.
_DECL_KEYWORD_TOKENS = ("KW_DEF", "KW_THEOREM", "KW_LEMMA", "KW_EXAMPLE", "KW_ABBREV",
                        "KW_INSTANCE", "KW_THEOREM_WANTED")


#: The declarations that are statements: a file with one readable is not rejected whole.
_STATEMENT_KEYWORDS = ("theorem_wanted", "theorem", "lemma", "example", "problem")


class _DeclarationSyntax(LeanSyntaxError):
    """A declaration the grammar does not take: the declaration (named when it can be), and
    the tokens and entry it was read with."""

    def __init__(self, file, line, column, what, decl, toks, start):
        super().__init__(file, line, column, what)
        self.decl, self.toks, self.start = decl, toks, start


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
    i, n = 0, len(toks)
    while i < n:
        tok = toks[i]
        i += 1
        t = tok.type
        if t in ("DOC_COMMENT", "MODULE_DOC"):
            continue  # a doc comment inside a declaration (a field's, a constructor's)
        if tactic_depth is not None:
            # a `by` block ends at its bracket's close, a comma, or where the layout ends the
            # `have`/`let` it proves (`have h : p := by sorry` then the body on the next line:
            # the lexer's zero-width `;`, never a `;` written between tactics); inside a
            # bracket, only at the bracket's close (`(show p by` then tactics on the next lines)
            ends = depth == tactic_depth and (t in LX.CLOSERS or t == "COMMA" or (
                t == "SEMI" and tok.end_pos == tok.start_pos and tactic_depth == 0))
            if not ends:
                depth += (t in LX.OPENERS) - (t in LX.CLOSERS)
                _feed_one(ip, Token.new_borrow_pos("TACTIC", str(tok), tok))
                continue
            tactic_depth = None
        if t in LX.TAIL_KEYWORDS and depth == 0:
            _feed_one(ip, Token.new_borrow_pos("TAIL_KW", str(tok), tok))
            tactic_depth = 0
            continue
        if t in _DECL_KEYWORD_TOKENS:
            raise _Malformed(tok)  # a declaration keyword inside another declaration
        if FAST_LITERALS and (t == "LSQB" or t == "LPAR"):
            end = _feed_literal(ip, toks, i - 1)
            if end is not None:
                i = end + 1
                continue
        _feed_one(ip, tok)
        if t == "BY":
            tactic_depth = depth
            continue
        depth += (t in LX.OPENERS) - (t in LX.CLOSERS)
    try:
        return ip.feed_eof(toks[-1])
    except UnexpectedToken as exc:
        raise _Malformed(None) from None


def _feed_literal(ip, toks: list, i: int) -> int | None:
    """Feed the literal run opening at toks[i] as one LITERAL token (`literals`) and return the
    index of its closing bracket; None, the parser untouched, when the run is not such a literal
    or the grammar takes no atom here (an instance binder `[…]`): then it is fed token by token,
    and the grammar decides as it always has."""
    end = LIT.literal_end(toks, i)
    if end is None:
        return None
    node = LIT.build(toks, i, end, _span)
    if node is None:
        return None
    saved = ip.parser_state.copy(deepcopy_values=False)  # a failed feed may have reduced
    try:
        ip.feed_token(LIT.literal_token(node, toks[i], toks[end]))
    except UnexpectedToken:
        ip.parser_state = saved
        return None
    return end


def _feed_one(ip, tok):
    try:
        ip.feed_token(tok)
    except UnexpectedToken:
        if tok.type in UNREAD_TOKENS or tok.type.startswith("KW_"):
            raise _Unread(tok) from None
        raise _Malformed(tok) from None


def _fill(decl: Declaration, tree: Tree) -> None:
    ch = list(tree.children)
    if tree.data in ("def_decl", "thm_decl", "sig_decl"):
        name_tok = ch.pop(0).children[0]
        decl.name, decl.name_node = str(name_tok), _leaf(name_tok)
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
            decl.match_alts = _BUILD.alternatives(c.children)
        elif isinstance(c, Tree) and c.data == "def_tail":
            decl.tail = " ".join(str(x) for x in c.children)


# --- printing -------------------------------------------------------------------------------

#: The one printer (`pychecks.lean.ast`), under the names this module has always exported.
to_lean = A.show
binder_text = A.binder_text
binders_text = A.binders_text
declaration_text = A.declaration_text
