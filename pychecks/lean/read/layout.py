"""Layout inside one declaration: where its tails start, how a `where` block, a structure's
fields and an inductive's constructors are cut into pieces, each then fed to the grammar alone
(`pychecks.lean.read.parser.parse_declaration`).

Lean decides these by position (a `where` block's definitions all start in one column) or by
keywords at bracket depth 0; the functions here take Lark tokens and return lists of them.
"""
from __future__ import annotations

from . import lexing as LX

#: Keywords that end a definition's body: proofs of termination (read and ignored: Lean has
#: checked them), helpers (`where`), derived instances.
TAIL_KEYWORDS = ("KW_TERMINATION_BY", "KW_DECREASING_BY", "KW_WHERE", "KW_DERIVING")


def at_depth_zero(toks):
    """(index, token) of the tokens outside every bracket."""
    depth = 0
    for i, tok in enumerate(toks):
        t = tok.type
        if t in LX.CLOSERS:
            depth -= 1
        if depth == 0 and t not in LX.CLOSERS:
            yield i, tok
        if t in LX.OPENERS:
            depth += 1


def split_tails(toks: list) -> tuple[list, list]:
    """(the declaration before its first tail, [(tail keyword, its tokens), …])."""
    cuts = [i for i, tok in at_depth_zero(toks) if tok.type in TAIL_KEYWORDS]
    if not cuts:
        return toks, []
    tails = []
    for a, b in zip(cuts, cuts[1:] + [len(toks)]):
        tails.append((toks[a], toks[a + 1:b]))
    return toks[:cuts[0]], tails


def where_tail(toks: list) -> tuple[list, list | None, list]:
    """(the declaration before `where`, the tokens of its `where` block or None, the other
    tails' keywords). A `where` block's own helpers may carry `termination_by` in turn: those
    stay inside the block."""
    where = next((i for i, tok in at_depth_zero(toks) if tok.type == "KW_WHERE"), None)
    head = toks if where is None else toks[:where]
    main, tails = split_tails(head)
    block = None if where is None else toks[where + 1:]
    return main, block, [kw for kw, _ in tails]


def has_body(toks: list) -> bool:
    """True when a definition's tokens have a body: a `:=` or an equation `|` at depth 0."""
    return any(tok.type in ("ASSIGN", "BAR") for _, tok in at_depth_zero(toks))


def pieces(toks: list) -> list[list]:
    """A block cut where a line starts, outside brackets, in the column of its first token (the
    definitions of a `where`, the fields of a structure). Doc comments are dropped."""
    toks = [t for t in toks if t.type not in ("DOC_COMMENT", "MODULE_DOC")]
    if not toks:
        return []
    column = toks[0].column
    out: list[list] = [[]]
    prev_line = toks[0].line
    for i, tok in at_depth_zero_all(toks):
        if tok is not None and out[-1] and tok.line != prev_line and tok.column == column \
                and tok.type not in TAIL_KEYWORDS:  # a helper's own `termination_by` stays
            out.append([])
        out[-1].append(toks[i])
        prev_line = toks[i].line
    return [p for p in out if p]


def at_depth_zero_all(toks):
    """(index, token or None): every token, None for those inside brackets."""
    depth = 0
    for i, tok in enumerate(toks):
        t = tok.type
        if t in LX.CLOSERS:
            depth -= 1
        yield i, (tok if depth == 0 and t not in LX.CLOSERS else None)
        if t in LX.OPENERS:
            depth += 1


def split_bars(toks: list) -> tuple[list, list[list]]:
    """(the tokens before the first `|` at depth 0, the tokens after each such `|`): an
    inductive's head and its constructors."""
    toks = [t for t in toks if t.type not in ("DOC_COMMENT", "MODULE_DOC")]
    bars = [i for i, tok in at_depth_zero(toks) if tok.type == "BAR"]
    if not bars:
        return toks, []
    out = [toks[a + 1:b] for a, b in zip(bars, bars[1:] + [len(toks)])]
    return toks[:bars[0]], out
