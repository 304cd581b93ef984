"""Tokens of a Lean file: comments set aside, Lark's lexer over the grammar's terminals, then a
post-lexing pass that knows Lean's layout.

Three things Lean decides by layout or by nesting, which a context-free grammar cannot see, are
decided here, once, over the whole token list:

* **Comments.** `/- … -/` nests in Lean, which no regular expression matches; `scan_comments`
  walks the text and blanks every comment (keeping newlines, so positions stay right). Doc
  comments `/-- … -/` and module docs `/-! … -/` stay in the text with their bodies blanked, so
  the lexer sees one DOC_COMMENT token; their text is restored on the token.
* **Command starts.** A command keyword (`def`, `theorem_wanted`, `open`, …) begins a command
  when it is the first token of its line (or of the file), or follows `in`, a doc comment, an
  attribute or a modifier, and stands outside every bracket. `open` and `set_option` must also
  be in column 1: indented, they are the tactic or term forms inside a proof.
* **`let` without `;`.** Lean ends `let x := v` at a new line starting at or left of the `let`;
  `postlex` inserts the `;` that the grammar wants there (a virtual SEMI token).
* **Adjacency.** `l[i]` indexes when the `[` is glued to what it follows (INDEX_OPEN; a glued
  `!` or `?` after its `]` is INDEX_MODE), `.red` standing alone is a constructor of the expected
  type (DOT_CTOR), not a projection; universe arguments `List.{u}` are dropped.
* **Custom commands.** A project may declare commands of its own; in a file that imports
  something (or declares syntax), a name in column 1 at the start of a line starts such a
  command, skipped with its span. compfiles' are read in any file: `problem NAME` is a theorem,
  `determine NAME` a definition, `snip begin` / `snip end` a command of two words (its `end`
  closes nothing).

Brackets are checked here too, so that an unbalanced file is reported at the bracket itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from lark import Token

from ...errors import BadInput


def block_comment_end(text: str, start: int) -> int:
    """The index just past the `-/` closing the block comment `/-` that opens at `start`
    (Lean's block comments nest), or -1 when it is never closed."""
    depth, j, n = 1, start + 2, len(text)
    while j < n and depth:
        if text.startswith("/-", j):
            depth, j = depth + 1, j + 2
        elif text.startswith("-/", j):
            depth, j = depth - 1, j + 2
        else:
            j += 1
    return -1 if depth else j

#: Keywords that start a declaration (phase 1: DECL_KW).
DECL_KEYWORDS = {
    "KW_DEF", "KW_THEOREM", "KW_LEMMA", "KW_THEOREM_WANTED", "KW_ABBREV", "KW_INSTANCE",
    "KW_EXAMPLE", "KW_STRUCTURE", "KW_INDUCTIVE", "KW_CLASS", "KW_AXIOM", "KW_OPAQUE"}
#: Commands with a phase-1 kind of their own.
STRUCTURE_KEYWORDS = {"KW_IMPORT": "IMPORT", "KW_NAMESPACE": "NAMESPACE",
                      "KW_SECTION": "SECTION", "KW_END": "END", "KW_OPEN": "OPEN"}
#: Every other command: skipped, with its span recorded.
OTHER_KEYWORDS = {
    "KW_SET_OPTION", "KW_MACRO", "KW_MACRO_RULES", "KW_SYNTAX", "KW_NOTATION", "KW_INFIX",
    "KW_INFIXL", "KW_INFIXR", "KW_PREFIX", "KW_POSTFIX", "KW_ATTRIBUTE", "KW_VARIABLE",
    "KW_UNIVERSE", "KW_ELAB", "KW_MUTUAL", "KW_EXPORT", "KW_INITIALIZE", "KW_INCLUDE",
    "KW_OMIT", "KW_ALIAS", "HASH_CMD"}
#: Declaration modifiers (`public theorem_wanted …`; `meta` only where the module system writes
#: it: `public meta import M`, `public meta section`, `meta def`).
MODIFIERS = {"KW_META", "KW_PUBLIC", "KW_PRIVATE", "KW_PROTECTED", "KW_NONCOMPUTABLE", "KW_PARTIAL",
             "KW_UNSAFE", "KW_NONREC", "KW_LOCAL", "KW_SCOPED"}
#: Keywords that end a definition's body and start its tail (phase 2: TAIL_KW).
TAIL_KEYWORDS = {"KW_TERMINATION_BY", "KW_DECREASING_BY", "KW_WHERE", "KW_DERIVING"}
#: Command keywords that start a command only in column 1.
COLUMN_ONE_ONLY = {"KW_OPEN", "KW_SET_OPTION"}
#: Second spellings, read as the first (their own terminals only so that Lark's lexer tells the
#: keyword `forall` from an identifier).
ALIASES = {"FORALL_WORD": "FORALL", "LAMBDA": "FUN"}
COMMAND_KEYWORDS = DECL_KEYWORDS | set(STRUCTURE_KEYWORDS) | OTHER_KEYWORDS
#: What `meta` is a modifier of (then `meta` is no identifier).
_META_TAKES = {"KW_IMPORT", "KW_SECTION"} | DECL_KEYWORDS

OPENERS = {"LPAR": "RPAR", "LSQB": "RSQB", "VEC_OPEN": "RSQB", "ARRAY_OPEN": "RSQB",
           "ATTR_OPEN": "RSQB", "LBRACE": "RBRACE", "LANGLE": "RANGLE", "LSTRICT": "RSTRICT",
           "INDEX_OPEN": "RSQB", "GAME_OPEN": "RBRACE"}
#: What a glued `[` indexes: a name, a closing bracket, a projection.
_INDEXABLE = {"IDENT", "RPAR", "RSQB", "RANGLE", "DOTIDENT", "DOTNUM"}
#: Commands that can declare a project's own commands (then a name in column 1 may start one).
_SYNTAX_KEYWORDS = {"KW_IMPORT", "KW_SYNTAX", "KW_MACRO", "KW_ELAB", "KW_MACRO_RULES"}
#: Tokens that may span lines (the next one starts a line only past their end).
_MULTILINE = {"DOC_COMMENT", "MODULE_DOC", "STRING", "INTERP_STRING", "INTERP_START",
              "INTERP_MID", "INTERP_END"}
CLOSERS = {"RPAR", "RSQB", "RBRACE", "RANGLE", "RSTRICT"}
_CLOSE_TEXT = {"RPAR": ")", "RSQB": "]", "RBRACE": "}", "RANGLE": "⟩", "RSTRICT": "⦄"}


class LeanSyntaxError(BadInput):
    """A file that does not parse as Lean: one line, `FILE:LINE:COL: what`."""

    def __init__(self, file: str, line: int, column: int, what: str):
        super().__init__(f"{file}:{line}:{column}: {what}")
        self.file, self.line, self.column, self.what = file, line, column, what


@dataclass
class Source:
    """A Lean file's text, its display name, and its comments' texts by offset."""

    path: Path | None
    name: str
    text: str
    code: str = ""
    docs: dict | None = None
    interpolations: list = field(default_factory=list)   # see `_scan_interpolation`

    def position(self, offset: int) -> tuple[int, int]:
        """(line, column), both from 1, of a character offset."""
        line = self.text.count("\n", 0, offset) + 1
        return line, offset - (self.text.rfind("\n", 0, offset) + 1) + 1


def read_source(path: str | Path, name: str | None = None) -> Source:
    """The file's text (UTF-8); BadInput when it cannot be read."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadInput(f"{name or path}: no such Lean file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{name or path}:1:1: cannot read the file as UTF-8 Lean text ({exc})") \
            from None
    return Source(path=path, name=name or str(path), text=text)


def scan_comments(src: Source) -> None:
    """Fill `src.code` (comments blanked, doc comments kept as `/-- … -/` with blank bodies) and
    `src.docs` (offset → doc text). Strings are skipped whole. LeanSyntaxError for a comment or
    string that never closes."""
    text = src.text
    out = list(text)
    docs = {}
    src.interpolations = []
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if c == "-" and text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif c == "/" and text.startswith("/-", i):
            j = block_comment_end(text, i)
            if j < 0:
                line, col = src.position(i)
                raise LeanSyntaxError(src.name, line, col, "comment opened here is never closed")
            kind = text[i + 2:i + 3]
            if kind in ("-", "!") and j - i >= 5:  # `/--` or `/-!`, at least `/---/`
                docs[i] = text[i:j]
                blank(i + 3, j - 2)
            else:
                blank(i, j)
            i = j
        elif c == '"' and _interpolation_prefix(text, i):
            i = _scan_interpolation(src, i)
        elif c == '"':
            i = _string_end(src, i)
        else:
            i += 1
    src.code = "".join(out)
    src.docs = docs


#: The prefixes of Lean's interpolated strings: `s!"…{e}…"` (a String, Init/Data/ToString/Macro
#: .lean), `m!` (a MessageData, Lean/Message.lean), `f!` (a Format, Init/Data/Format/Macro.lean).
INTERPOLATION_PREFIXES = ("s!", "m!", "f!")
_NAME_CHARS = "_'!?."


def _interpolation_prefix(text: str, i: int) -> bool:
    """The `"` at i opens an interpolated string: `s!`, `m!` or `f!` is glued before it and is a
    whole token (not the end of a name such as `bs!`)."""
    if text[max(i - 2, 0):i] not in INTERPOLATION_PREFIXES:
        return False
    before = text[i - 3] if i >= 3 else " "
    return not (before.isalnum() or before in _NAME_CHARS)


def _string_end(src: Source, i: int) -> int:
    """The index just past the string literal whose `"` is at i; LeanSyntaxError when it never
    closes."""
    text, j = src.text, i + 1
    while j < len(text) and text[j] != '"':
        j += 2 if text[j] == "\\" else 1
    if j >= len(text):
        line, col = src.position(i)
        raise LeanSyntaxError(src.name, line, col, "string literal is never closed")
    return j + 1


def _scan_interpolation(src: Source, i: int) -> int:
    """Record the interpolated string whose `"` is at i (its prefix just before) in
    `src.interpolations`, as (start, end, spans of the terms inside `{…}`); the index past it.
    Lean reads `\\{` as a brace of the text; inside `{…}` braces nest and a string literal may
    stand (`s!"{xs.map (· ++ "!")}"`), an interpolated one too (recorded after its term)."""
    text, n = src.text, len(src.text)
    spans = []
    j = i + 1
    while j < n and text[j] != '"':
        if text[j] == "\\":
            j += 2
        elif text[j] == "{":
            depth, k = 1, j + 1
            while k < n:
                if text[k] == '"':   # a string inside the term, interpolated too maybe
                    k = _scan_interpolation(src, k) if _interpolation_prefix(text, k) else \
                        _string_end(src, k)
                    continue
                depth += (text[k] == "{") - (text[k] == "}")
                if depth == 0:
                    break
                k += 1
            if k >= n:
                line, col = src.position(j)
                raise LeanSyntaxError(src.name, line, col, "'{' of an interpolated string is "
                                                           "never closed")
            spans.append((j + 1, k))
            j = k + 1
        else:
            j += 1
    if j >= n:
        line, col = src.position(i)
        raise LeanSyntaxError(src.name, line, col, "string literal is never closed")
    src.interpolations.append((i - 2, j + 1, spans))
    return j + 1


def tokenize(src: Source, lark) -> list[Token]:
    """Lark's lexer over the comment-free code, doc comments given their text back."""
    if not src.code and src.text:
        scan_comments(src)
    tokens = []
    skip_universe = 0      # inside `.{u, v}` after a name: dropped
    for tok in _lex_interpolating(src, lark):
        if tok.type in ("DOC_COMMENT", "MODULE_DOC"):
            tok = Token.new_borrow_pos(tok.type, src.docs.get(tok.start_pos, str(tok)), tok)
        elif tok.type in ALIASES:
            tok = Token.new_borrow_pos(ALIASES[tok.type], str(tok), tok)
        if skip_universe:
            skip_universe += (tok.type == "LBRACE") - (tok.type == "RBRACE")
            continue
        if tok.type == "LBRACE" and len(tokens) > 1 and str(tokens[-1]) == "." and \
                tokens[-1].end_pos == tok.start_pos and tokens[-2].type == "IDENT" and \
                tokens[-2].end_pos == tokens[-1].start_pos:
            tokens.pop()          # `List.{u}`: universe arguments say nothing pychecks reads
            skip_universe = 1
            continue
        if tok.type == "LET" and tokens and tokens[-1].type == "IF":
            # `if let p := e then …`: one token, so the grammar tells it from `if (let …)`
            head = tokens.pop()
            tok = Token("IF_LET", f"{head} {tok}", start_pos=head.start_pos, line=head.line,
                        column=head.column, end_line=tok.end_line, end_column=tok.end_column,
                        end_pos=tok.end_pos)
        if tok.type == "PLUS" and tokens and str(tokens[-1]) == "ℕ" and \
                tokens[-1].end_pos == tok.start_pos:
            # Mathlib's `notation "ℕ+" => PNat` is one token where it is in force, as here
            head = tokens.pop()
            tok = Token("IDENT", "ℕ+", start_pos=head.start_pos, line=head.line,
                        column=head.column, end_line=tok.end_line, end_column=tok.end_column,
                        end_pos=tok.end_pos)
        if tok.type == "SEMI" and len(tokens) > 1 and tokens[-1].type == "STRING" and \
                tokens[-2].type == "IDENT" and str(tokens[-2]) == "dbg_trace":
            # core's `dbg_trace "msg"; e` is `e` with a message printed on the way: its value
            # is the body's, which is all pychecks evaluates
            del tokens[-2:]
            continue
        if tok.type == "COLON" and tokens and tokens[-1].type == "HAVE":
            # `have : t := v` names its hypothesis `this`, as Lean's `have` does
            tokens.append(Token("IDENT", "this", start_pos=tok.start_pos, line=tok.line,
                                column=tok.column, end_line=tok.line, end_column=tok.column,
                                end_pos=tok.start_pos))
        tokens.append(tok)
    return glued_numerals(floors_and_ceilings(absolute_values(finset_cards(tokens))))


#: Tokens after which a line break cannot end the term (`s.card = ⏎ #t`).
_BINARY_ENDS = {"EQ", "NE", "LE", "LT", "GE", "GT", "PLUS", "MINUS", "TIMES", "DIV", "IFF"}


def finset_cards(tokens: list[Token]) -> list[Token]:
    """Mathlib's `#s` (`scoped prefix:arg "#" => Finset.card`, Mathlib/Data/Finset/Card.lean,
    in force under `open Finset`) as the tokens of `(Finset.card s)`: a `#` inside a line (a
    `#eval`, `#check` command starts one) glued to a name, or to a bracket whose partner ends
    the argument (`#{x ∈ s | p x}`, `#(s ∩ t)`); a glued postfix `ᶜ` is the argument's."""
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        inside = bool(out) and (out[-1].line == tok.line or out[-1].type in _TERM_GOES_ON or
                                out[-1].type in OPENERS or out[-1].type in _BINARY_ENDS)
        if inside and tok.type == "HASH_CMD":           # `#s`: lexed as a command's name
            name = Token("IDENT", str(tok)[1:], start_pos=tok.start_pos + 1, line=tok.line,
                         column=tok.column + 1, end_line=tok.end_line,
                         end_column=tok.end_column, end_pos=tok.end_pos)
            end = i
            while end + 1 < len(tokens) and tokens[end + 1].type == "COMPL" and \
                    tokens[end + 1].start_pos == tokens[end].end_pos:
                end += 1
            out += [Token.new_borrow_pos("LPAR", "(", tok),
                    Token.new_borrow_pos("IDENT", "Finset.card", tok), name,
                    *tokens[i + 1:end + 1], Token.new_borrow_pos("RPAR", ")", tokens[end])]
            i = end + 1
            continue
        if bool(out) and tok.type == "SYMBOL" and str(tok) == "#" and nxt is not None and \
                nxt.start_pos == tok.end_pos and (nxt.type == "IDENT" or nxt.type in OPENERS):
            end = i + 1
            if nxt.type in OPENERS:
                depth = 0
                for j in range(i + 1, len(tokens)):
                    depth += (tokens[j].type in OPENERS) - (tokens[j].type in CLOSERS)
                    if depth == 0:
                        end = j
                        break
                else:
                    out.append(tok)
                    i += 1
                    continue
            while end + 1 < len(tokens) and tokens[end + 1].type == "COMPL" and \
                    tokens[end + 1].start_pos == tokens[end].end_pos:
                end += 1
            out += [Token.new_borrow_pos("LPAR", "(", tok),
                    Token.new_borrow_pos("IDENT", "Finset.card", tok)]
            out += tokens[i + 1:end + 1]
            out.append(Token.new_borrow_pos("RPAR", ")", tokens[end]))
            i = end + 1
            continue
        out.append(tok)
        i += 1
    return out


#: Mathlib's floor and ceiling notations (Mathlib/Algebra/Order/Floor/Defs.lean: `notation
#: "⌊" a "⌋₊" => Nat.floor a`, `"⌈" a "⌉₊" => Nat.ceil a`, `"⌊" a "⌋" => Int.floor a`, `"⌈" a
#: "⌉" => Int.ceil a`): opening symbol → (closing symbol, the name with `₊`, the name without)
_FLOOR_BRACKETS = {"⌊": ("⌋", "Nat.floor", "Int.floor"), "⌈": ("⌉", "Nat.ceil", "Int.ceil")}


def floors_and_ceilings(tokens: list[Token]) -> list[Token]:
    """`⌊a⌋₊` as the tokens of `(Nat.floor (a))`, `⌊a⌋` of `(Int.floor (a))` (and `⌈ ⌉` for the
    ceilings): an opening bracket closed by its partner at the same bracket depth, a `₊` glued
    after the closer choosing the natural-number one."""
    if not any(t.type == "SYMBOL" and str(t) in _FLOOR_BRACKETS for t in tokens):
        return tokens
    pairs: dict[int, tuple] = {}
    pending: list[tuple[int, int, str]] = []      # (index of an opener, depth, its symbol)
    depth = 0
    for i, tok in enumerate(tokens):
        t, text = tok.type, str(tok)
        if t in CLOSERS:
            depth -= 1
        elif t in OPENERS:
            depth += 1
        elif t == "SYMBOL" and text in _FLOOR_BRACKETS:
            pending.append((i, depth, text))
        elif t == "SYMBOL" and pending and pending[-1][1] == depth and \
                _FLOOR_BRACKETS[pending[-1][2]][0] == text:
            j, _, opener = pending.pop()
            _, nat_name, int_name = _FLOOR_BRACKETS[opener]
            plus = i + 1 < len(tokens) and str(tokens[i + 1]) == "₊" and \
                tokens[i + 1].start_pos == tok.end_pos
            pairs[j] = ("open", nat_name if plus else int_name)
            pairs[i] = ("close", plus)
    if not pairs:
        return tokens
    out, skip = [], set()
    for i, tok in enumerate(tokens):
        if i in skip:
            continue
        kind = pairs.get(i)
        if kind is None:
            out.append(tok)
        elif kind[0] == "open":     # `(Nat.floor (a))`: an argument where it stands
            out.append(Token.new_borrow_pos("LPAR", "(", tok))
            out.append(Token.new_borrow_pos("IDENT", kind[1], tok))
            out.append(Token.new_borrow_pos("LPAR", "(", tok))
        else:
            out.append(Token.new_borrow_pos("RPAR", ")", tok))
            out.append(Token.new_borrow_pos("RPAR", ")", tok))
            if kind[1]:
                skip.add(i + 1)
    return out


def glued_numerals(tokens: list[Token]) -> list[Token]:
    """Mathlib's `ofNat(n)` (`syntax:max "ofNat(" noWs term ")" : term`, in
    Mathlib/Tactic/OfNat.lean: a numeral n of the type expected) as the tokens of
    `(ofNat (n))`, one argument where it stands: `birthday ofNat(n)`, `ofNat(n)ᴸ`."""
    opens: dict[int, int] = {}
    for i, tok in enumerate(tokens[:-1]):
        nxt = tokens[i + 1]
        if tok.type == "IDENT" and str(tok) == "ofNat" and nxt.type == "LPAR" and \
                nxt.start_pos == tok.end_pos:
            depth = 0
            for j in range(i + 1, len(tokens)):
                if tokens[j].type in OPENERS:
                    depth += 1
                elif tokens[j].type in CLOSERS:
                    depth -= 1
                    if depth == 0:
                        opens[i] = j
                        break
    if not opens:
        return tokens
    closes = set(opens.values())
    out = []
    for i, tok in enumerate(tokens):
        if i in opens:
            out.append(Token.new_borrow_pos("LPAR", "(", tok))
        out.append(tok)
        if i in closes:
            out.append(Token.new_borrow_pos("RPAR", ")", tok))
    return out


#: Tokens that end an absolute value's term before its closing `|` could come: met at the depth
#: of a pending `|`, that `|` was a match arm's, a constructor's or a set-builder's.
_NOT_IN_ABS = {"DARROW", "ASSIGN", "COMMA", "SEMI", "COLON", "BAR"}


def absolute_values(tokens: list[Token]) -> list[Token]:
    """Mathlib's `|a|` (`macro:max atomic("|" noWs) a:term noWs "|" : term => abs a`, in
    Mathlib/Algebra/Order/Group/Unbundled/Abs.lean) as the tokens of `abs (a)`: an opening `|`
    glued to what follows it, closed by a `|` glued to what precedes it at the same bracket
    depth. A `|` of a match arm, a constructor or `{x | p}` is followed by a space, or meets a
    `=>`, `:=`, `,`, `:` or another `|` before any glued closer, and stays a `|`."""
    pairs: dict[int, str] = {}
    pending: list[tuple[int, int]] = []     # (index of an opening `|`, bracket depth)
    depth = 0
    for i, tok in enumerate(tokens):
        t = tok.type
        if t in CLOSERS:
            depth -= 1
            while pending and pending[-1][1] > depth:
                pending.pop()
        if t == "BAR":
            prev_glued = i > 0 and tokens[i - 1].end_pos == tok.start_pos
            next_glued = i + 1 < len(tokens) and tokens[i + 1].start_pos == tok.end_pos
            if pending and pending[-1][1] == depth and prev_glued and pending[-1][0] != i - 1:
                pairs[pending.pop()[0]] = "open"
                pairs[i] = "close"
                continue
            if next_glued and tokens[i + 1].type not in CLOSERS:
                pending.append((i, depth))
                continue
        if t in _NOT_IN_ABS:
            while pending and pending[-1][1] == depth:
                pending.pop()
        if t in OPENERS:
            depth += 1
    if not pairs:
        return tokens
    out = []
    for i, tok in enumerate(tokens):
        kind = pairs.get(i)
        if kind == "open":
            out.append(Token.new_borrow_pos("IDENT", "abs", tok))
            out.append(Token.new_borrow_pos("LPAR", "(", tok))
        elif kind == "close":
            out.append(Token.new_borrow_pos("RPAR", ")", tok))
        else:
            out.append(tok)
    return out


def _lex_interpolating(src: Source, lark) -> list[Token]:
    """Lark's lexer over the code, each interpolated string `s!"a{x}b"` given as INTERP_START
    (`s!"a{`), the tokens of the term `x`, INTERP_MID (`}…{`) between terms, INTERP_END (`}b"`),
    or one INTERP_STRING when it holds no term: so the names inside are read as terms are."""
    if not src.interpolations:
        return list(lark.lex(src.code))
    code = src.code
    blank = "".join(c if c == "\n" else " " for c in code)
    outside = list(code)
    pieces = []
    for start, end, spans in src.interpolations:
        outside[start:end] = blank[start:end]
        cuts = [start] + [x for a, b in spans for x in (a, b)] + [end]
        for k in range(0, len(cuts), 2):
            a, b = cuts[k], cuts[k + 1]
            kind = "INTERP_STRING" if not spans else "INTERP_START" if k == 0 else \
                "INTERP_END" if k == len(cuts) - 2 else "INTERP_MID"
            pieces.append(_token(src, kind, a, b))
        for a, b in spans:   # positions kept: the term lexed alone, blanks before it
            term = list(code[a:b])
            for s2, e2, _ in src.interpolations:   # one inside the term: its own pieces
                if a <= s2 and e2 <= b:
                    term[s2 - a:e2 - a] = blank[s2:e2]
            pieces.extend(lark.lex(blank[:a] + "".join(term)))
    pieces.extend(lark.lex("".join(outside)))
    return sorted(pieces, key=lambda t: t.start_pos)


def _token(src: Source, kind: str, a: int, b: int) -> Token:
    line, column = src.position(a)
    end_line, end_column = src.position(b)
    return Token(kind, src.text[a:b], start_pos=a, line=line, column=column, end_line=end_line,
                 end_column=end_column, end_pos=b)


def postlex(src: Source, tokens: list[Token]) -> tuple[list[Token], set[int]]:
    """(tokens with virtual `;` after layout-ended `let`s, indices of command-start tokens).

    Raises LeanSyntaxError at an unbalanced bracket."""
    out: list[Token] = []
    starts: set[int] = set()
    brackets: list[Token] = []
    lets: list[list] = []          # [column, bracket depth, seen ':=']
    prev_line = 0
    prefix = True                  # at the start of the file, or after a doc/attribute/modifier
    after_in = False
    in_attribute = False
    custom = any(tok.type in _SYNTAX_KEYWORDS for tok in tokens)
    prev = None
    mode_at = None                 # where a glued `!`/`?` would be an index's mode
    for n, tok in enumerate(tokens):
        t = tok.type
        glued = prev is not None and prev.end_pos == tok.start_pos
        if _module_import_word(tokens, n):
            continue   # `import all M` imports M (its private names too): the module is read
        if t == "LSQB" and glued and prev.type in _INDEXABLE:
            tok = Token.new_borrow_pos("INDEX_OPEN", str(tok), tok)
        elif t == "DOTIDENT" and (not glued or prev.type in OPENERS or prev.type == "COMMA"):
            # `.red` standing alone, or right after `(`, `[`, `⟨`, `,` (`value (.Icc 1 N)`):
            # nothing there to project from, so it is a leading-dot name
            tok = Token.new_borrow_pos("DOT_CTOR", str(tok), tok)
        elif t == "IDENT" and str(tok) == "meta" and n + 1 < len(tokens) and \
                tokens[n + 1].type in _META_TAKES and tokens[n + 1].line == tok.line:
            tok = Token.new_borrow_pos("KW_META", str(tok), tok)   # `public meta import M`
        elif t == "SYMBOL" and str(tok) == "$" and tok.end_pos < len(src.code) and \
                src.code[tok.end_pos].isspace():
            # `f $ x`, Lean's second spelling of `f <| x` (`" $" ws`); a glued `$x` is an
            # antiquotation of a macro's quotation, left as it is
            tok = Token.new_borrow_pos("PIPE_L", "<|", tok)
        elif t in ("BANG", "QMARK") and mode_at == tok.start_pos:
            tok = Token.new_borrow_pos("INDEX_MODE", str(tok), tok)
        elif t == "KW_DERIVING" and tok.column == 1 and not brackets and \
                n + 1 < len(tokens) and tokens[n + 1].type == "KW_INSTANCE":
            tok = Token.new_borrow_pos("HASH_CMD", str(tok), tok)   # `deriving instance … for …`
        t = tok.type
        mode_at = None
        prev = tok
        first_on_line = tok.line != prev_line
        depth = len(brackets)
        is_start = False
        # compfiles' commands take Lean's modifiers and attributes as `def` does
        # (`noncomputable determine solution …`, `@[simp] problem …`): after one, on its line
        project_kw = _project_keyword(tokens, n) if depth == 0 and t == "IDENT" and (
            tok.column == 1 and first_on_line or prefix and bool(out)) else None
        if project_kw is None and depth == 0 and t == "IDENT" and _module_header(out, tok):
            project_kw = "CUSTOM_CMD"
        if project_kw is not None:
            tok = Token.new_borrow_pos(project_kw, str(tok), tok)
            t = tok.type
            is_start = True
        elif custom and depth == 0 and t == "IDENT" and tok.column == 1 and first_on_line and \
                not _continues_term(out, tok):
            tok = Token.new_borrow_pos("CUSTOM_CMD", str(tok), tok)
            t = tok.type
            is_start = True
        elif depth == 0 and t in COMMAND_KEYWORDS:
            if t in COLUMN_ONE_ONLY:
                is_start = tok.column == 1 or after_in or \
                    first_on_line and _after_line_comment(src, tok)
            else:
                is_start = first_on_line or prefix or after_in
        elif depth == 0 and (t in MODIFIERS or t in ("MODULE_DOC", "ATTR_OPEN")):
            is_start = first_on_line or prefix or after_in
        elif depth == 0 and t == "DOC_COMMENT":
            # a doc comment starts a command only before one: inside a structure or an
            # inductive it documents a field or a constructor
            is_start = (first_on_line or prefix or after_in) and _before_command(tokens, n + 1)
        if is_start:
            lets.clear()
        # A new line at or left of a pending `let` (its value begun) ends that `let`.
        if first_on_line and not is_start:
            while lets and lets[-1][2] and lets[-1][1] == depth and tok.column <= lets[-1][0]:
                lets.pop()
                out.append(Token("SEMI", ";", start_pos=tok.start_pos, line=tok.line,
                                 column=tok.column, end_line=tok.line, end_column=tok.column,
                                 end_pos=tok.start_pos))
        if is_start:
            starts.add(len(out))
        out.append(tok)
        prev_line = tok.end_line if t in _MULTILINE else tok.line
        if t in OPENERS:
            brackets.append(tok)
        elif t in CLOSERS:
            if not brackets or OPENERS[brackets[-1].type] != t:
                what = (f"'{tok}' closes nothing" if not brackets else
                        f"'{tok}' does not close '{brackets[-1]}' "
                        f"(opened at {brackets[-1].line}:{brackets[-1].column})")
                raise LeanSyntaxError(src.name, tok.line, tok.column, what)
            if brackets.pop().type == "INDEX_OPEN":
                mode_at = tok.end_pos
            while lets and lets[-1][1] > len(brackets):
                lets.pop()
        elif t in ("LET", "HAVE"):
            lets.append([tok.column, depth, False])
        elif t == "ASSIGN":
            for entry in reversed(lets):
                if entry[1] == depth and not entry[2]:
                    entry[2] = True
                    break
        elif t == "SEMI":
            while lets and lets[-1][1] == depth and lets[-1][2]:
                lets.pop()
                break
        if is_start and t == "ATTR_OPEN":
            in_attribute = True
        if in_attribute:
            prefix = True
            in_attribute = bool(brackets)  # the attribute's `]` ends it, still a prefix
        else:
            # a project's command (`snip`, `problem_file`) is no prefix: `snip end` is one
            # command, its `end` closes no namespace
            prefix = (is_start and t not in COMMAND_KEYWORDS and t != "CUSTOM_CMD") or \
                (prefix and t in MODIFIERS)
        after_in = t == "IN" and depth == 0
    if brackets:
        tok = brackets[-1]
        raise LeanSyntaxError(src.name, tok.line, tok.column, f"'{tok}' is never closed")
    return out, starts


def _after_line_comment(src: Source, tok: Token) -> bool:
    """Whether only a comment that opens in column 1 stands before `tok` on its line
    (goedel-prover's `/- special open -/ open Finset`): then `tok` is in column 1 as Lean's
    layout sees it, not the tactic or term form of an indented `open`."""
    start = tok.start_pos - (tok.column - 1)
    return bool(src.code) and src.text.startswith("/-", start) and \
        not src.code[start:tok.start_pos].strip()


#: compfiles' declaration commands (its `ProblemExtraction` module): `problem` declares a
#: theorem, `determine` a definition (the answer a problem asks for); read as those keywords.
PROJECT_DECLARATIONS = {"problem": "KW_THEOREM", "determine": "KW_DEF"}
#: compfiles' `snip begin` / `snip end`: markers around helpers, a command of two words.
SNIP_WORDS = ("begin", "end")


def _project_keyword(tokens: list, n: int) -> str | None:
    """The kind of the name in column 1 at `tokens[n]` when it is one of compfiles' commands,
    whatever the file imports: `problem NAME` (KW_THEOREM), `determine NAME` (KW_DEF), `snip
    begin` / `snip end` (CUSTOM_CMD); None otherwise. The next word must stand on the same line,
    so a definition's body that goes on in column 1 with such a name is not cut."""
    word = str(tokens[n])
    if n + 1 >= len(tokens) or tokens[n + 1].line != tokens[n].line:
        return None
    nxt = tokens[n + 1]
    if word in PROJECT_DECLARATIONS and nxt.type == "IDENT":
        return PROJECT_DECLARATIONS[word]
    if word == "snip" and str(nxt) in SNIP_WORDS:
        return "CUSTOM_CMD"
    return None


#: What a term cannot end with: a name in column 1 after one of these continues the term.
_TERM_GOES_ON = {"ASSIGN", "BY", "DARROW", "ARROW", "COMMA"}


def _continues_term(out: list, tok: Token) -> bool:
    """True when the name `tok` in column 1 cannot start a project's command: `sorry` (a
    keyword term of Lean, never a command), or a name right after `:=`, `by`, `=>`, `→` or `,`
    (PutnamBench's `abbrev x : ℕ :=⏎sorry`), where Lean's term goes on."""
    return str(tok) == "sorry" or bool(out) and out[-1].type in _TERM_GOES_ON


def _module_header(out: list, tok: Token) -> bool:
    """True at the `module` that opens a file of Lean's module system (`Parser/Module.lean`:
    `module` before the imports; Batteries' files since 2025): the file's first command, alone
    in column 1 on its line. It is read as a command of its own that states nothing."""
    return str(tok) == "module" and tok.column == 1 and \
        all(o.type in ("DOC_COMMENT", "MODULE_DOC") for o in out)


def _module_import_word(tokens: list, n: int) -> bool:
    """True at the `all` of `import all M` (the module system's header, Lean's
    `Parser/Module.lean`): `all` right after `import` and before the module, on one line."""
    return str(tokens[n]) == "all" and tokens[n].type == "IDENT" and n > 0 and \
        tokens[n - 1].type == "KW_IMPORT" and n + 1 < len(tokens) and \
        tokens[n + 1].type == "IDENT" and tokens[n + 1].line == tokens[n].line


def _before_command(tokens: list, n: int) -> bool:
    """True when the token at n (past any doc comments, attributes and modifiers) can start a
    command, or the file ends."""
    while n < len(tokens) and tokens[n].type in ("DOC_COMMENT", "MODULE_DOC"):
        n += 1
    if n >= len(tokens):
        return True
    t = tokens[n].type
    return t in COMMAND_KEYWORDS or t in MODIFIERS or t == "ATTR_OPEN" or \
        (t == "IDENT" and tokens[n].column == 1)


def phase_one_type(tok: Token, is_start: bool) -> str:
    """The token kind phase 1 (`file`) sees: command heads, prefixes, brackets, or TOKEN."""
    t = tok.type
    if is_start:
        if t in DECL_KEYWORDS:
            return "DECL_KW"
        if t in STRUCTURE_KEYWORDS:
            return STRUCTURE_KEYWORDS[t]
        if t in OTHER_KEYWORDS or t == "CUSTOM_CMD":
            return "OTHER_KW"
        if t in MODIFIERS:
            return "MODIFIER"
        return t  # DOC_COMMENT, MODULE_DOC, ATTR_OPEN
    if t == "INDEX_OPEN":
        return "LSQB"
    if t in OPENERS or t in CLOSERS:
        return t
    return "TOKEN"


def close_text(t: str) -> str:
    return _CLOSE_TEXT[t]
