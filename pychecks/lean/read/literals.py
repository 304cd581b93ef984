"""A fast path for literal lists and tuples of numerals (`[([0, 1], [0, 0]), …]`), the bulk of
the fixtures pychecks writes: recognised on the token list and built straight into the nodes the
grammar `lean.lark` would build for them, spans included, so that the LALR parser sees one
LITERAL token where it would see thousands.

The path covers only bracket runs made of `[`, `]`, `(`, `)`, `,` and numerals, shaped as the
grammar's `list` (`[a, b]`, `[]`), `tuple` (`(a, b)`), `unit` (`()`) and `paren` (`(a)`); any
other token inside (a minus sign, a name, a `:`, a comment token, a glued index `l[i]`) leaves
the run to the grammar. `parser._feed` offers the LITERAL token only where the grammar takes an
atom, and feeds the run token by token when it does not (`tests/lean/test_parse_literals.py`
compares both paths on every Lean file of the project).
"""
from __future__ import annotations

from lark import Token

from .. import ast as A

#: The tokens a literal run is made of.
_OPEN = {"LSQB": "RSQB", "LPAR": "RPAR"}
_INSIDE = {"LSQB", "RSQB", "LPAR", "RPAR", "COMMA", "NUMBER"}


class LiteralToken(Token):
    """The one token standing for a literal run; `node` is the tree the grammar would build."""

    __slots__ = ("node",)


def literal_end(toks: list, i: int) -> int | None:
    """The index of the bracket closing the opener at `i` when the run between is made only of
    brackets `[]()`, commas and numerals; None otherwise."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j].type
        if t not in _INSIDE:
            return None
        if t in _OPEN:
            depth += 1
        elif t == "RSQB" or t == "RPAR":
            depth -= 1
            if depth == 0:
                return j
    return None


def build(toks: list, i: int, end: int, span) -> A.Term | None:
    """The node of the run toks[i..end] (as `literal_end` found it), or None when its shape is
    not one of the grammar's (`(1,)`, `[1 2]`, a `(` closed by `]`): the grammar then decides.
    `span` is the parser's span setter."""
    node, j = _item(toks, i, span)
    return node if node is not None and j == end + 1 else None


def _item(toks, i, span):
    """(node, index after it) of the item at i, or (None, i) when it is not well-formed."""
    tok = toks[i]
    t = tok.type
    if t == "NUMBER":
        return span(A.Num(str(tok)), tok, tok), i + 1
    if t not in _OPEN:
        return None, i
    close = _OPEN[t]
    items = []
    j = i + 1
    if toks[j].type != close:
        while True:
            node, j = _item(toks, j, span)
            if node is None:
                return None, i
            items.append(node)
            if toks[j].type == "COMMA":
                j += 1
                continue
            if toks[j].type != close:
                return None, i
            break
    first, last = tok, toks[j]
    if t == "LSQB":
        return span(A.ListLit(tuple(items)), first, last), j + 1
    if len(items) == 1:   # `(a)` only groups: the inner node, its span widened (`r_paren`)
        return span(items[0], first, last), j + 1
    return span(A.Tuple(tuple(items)), first, last), j + 1


def literal_token(node: A.Term, first: Token, last: Token) -> LiteralToken:
    """The LITERAL token for a run from `first` to `last`, carrying its node."""
    tok = LiteralToken.new_borrow_pos("LITERAL", str(first), first)
    tok.end_line, tok.end_column, tok.end_pos = last.end_line, last.end_column, last.end_pos
    tok.node = node
    return tok
