"""A file's own notations, expanded in the tokens of the declarations after them, before those
are read: `notation:10000 n "!" => factorial n` makes `(n + 1)! ≥ 2 ^ n` the tokens of
`(factorial (n + 1)) ≥ 2 ^ n`.

What is expanded (Lean's `notation`, `infix`, `infixl`, `infixr`, `prefix`, `postfix`; see
Lean's `Init/Notation` and `Lean/Elab/Notation`, where `infixl:65 " + " => f` is the notation
`notation:65 lhs:65 " + " rhs:66 => f lhs rhs`):

* a pattern of symbols alone (`notation "ℕ+" => PNat`): the symbols become the body;
* symbols around variables (`notation "‖" x "‖" => f x`): each variable is the tokens up to the
  next symbol, at bracket depth 0;
* a leading variable: the term before the symbols. For a precedence of `max` (1024) or more,
  or a postfix pattern, that is one atom (a name, a numeral, a bracket group, with the
  projections glued after it); otherwise the tokens back to the first one that the notation's
  precedence does not take (a weaker operator, a `,`, an opening bracket, a keyword);
* a trailing variable: the same, forward.

The expansion is the body with each variable replaced by its tokens in parentheses, the whole in
parentheses: so precedence is kept whatever the body is. An infix `notation` whose precedence is
not written is not expanded (its operands' extent would be a guess); nor is anything else
(`syntax` + `macro_rules`, a macro that starts with a variable or is of another category): a
statement that uses one stays UNKNOWN naming the notation, as before. A one-rule term macro,
`macro "twice!" x:term : term => `($x + $x)`, is a notation whose body is its quotation
(`x:term` at the end takes as much as a term can: precedence 0; `x:term:max` one atom).

The tokens of the declaration as written stay the command's (its drift hash is that of its
text); only the parser is fed the expanded ones.
"""
from __future__ import annotations

from dataclasses import dataclass

from lark import Token

from . import lexing as LX

#: Lean's `max` precedence: an argument at it is one atom.
MAX_PRECEDENCE = 1024
#: Named precedences (Lean's `Init/Prelude`: `max`, `arg`, `lead`, `min`).
NAMED_PRECEDENCE = {"max": 1024, "arg": 1023, "lead": 1022, "min": 10, "min1": 11}
#: The binary operators the grammar knows, by token kind, with Lean's precedences
#: (Init/Notation, Init/Core): what bounds an operand of a project's infix.
BINARY_PRECEDENCE = {
    "IFF": 20, "ARROW": 25, "EQUIV": 25, "OR": 30, "BOR": 30, "AND": 35, "BAND": 35, "PROD": 35,
    "EQ": 50, "NE": 50, "LE": 50, "LT": 50, "GE": 50, "GT": 50, "MEM": 50, "NOTMEM": 50,
    "SUBSET": 50, "SSUBSET": 50, "NSUBSET": 50, "BEQ": 50, "BNE": 50, "DVD": 50, "NOT": 40,
    "PLUS": 65, "MINUS": 65, "APPEND": 65, "UNION": 65, "SDIFF": 70, "CONS": 67,
    "TIMES": 70, "DIV": 70, "MOD": 70, "INTER": 70, "SPROD": 82, "SMUL": 73, "POW": 75,
    "XOR": 58, "LAND": 58, "LOR": 55, "SHL": 75, "SHR": 75, "COMP": 90,
    "PIPE_L": 10, "PIPE_R": 10, "DARROW": 0,
    # the games library's relations (`infix:50 " ≈ "`, `notation:50` for `‖` and `⧏`,
    # Game/IGame.lean) and Mathlib's `f '' s` (`infixl:80`, Data/Set/Defs.lean): without them a
    # file's own `prefix:75 "±" => switch` took `±x ≈ 0` as `switch (x ≈ 0)`
    "APPROX": 50, "FUZZY": 50, "LFUZZY": 50, "IMAGE": 80}
#: Tokens no operand runs across.
_STOPS = {"COMMA", "COLON", "ASSIGN", "SEMI", "DARROW", "THEN", "ELSE", "IF", "BIF", "WITH",
          "MATCH", "FUN", "FORALL", "EXISTS", "EXISTS_UNIQUE", "LET", "HAVE", "IF_LET", "BY", "IN",
          "SUM", "PRODBIG", "BAR", "FROM", "SHOW", "TAIL_KW"}
#: Commands that declare a notation, and the pattern each makes of its one symbol.
_SIMPLE = {"infix": "infix", "infixl": "infixl", "infixr": "infixr", "prefix": "prefix",
           "postfix": "postfix"}


class GroupingParen(Token):
    """A parenthesis the expansion adds only to keep precedence. Lean expands a notation after
    reading the source's parentheses, so a `·` an operand brings (`(· ∼ ·)`) belongs to the
    source's parentheses around the use: these must not make a section `(·)` of it."""


class BodyToken(Token):
    """A token of a notation's body placed at a use (so that messages point there). It keeps
    whether it touched the next body token where the notation was declared: the body of
    `infix "∼" => fun x y ↦ x ≡ y [ZMOD 2]` holds a use of `" [ZMOD "` whose pieces must still
    touch once placed."""

    touches_next = False


@dataclass(frozen=True)
class Notation:
    """One notation: its pattern (("sym", token texts) and ("var", name) items), precedence
    (None when not written), associativity of a binary one ("left", "right", None) and body
    tokens (a function's for infix/prefix/postfix, applied to the operands)."""

    pattern: tuple
    precedence: int | None
    assoc: str | None
    body: tuple
    applied: bool      # the body is a function applied to the variables in order
    line: int


def declared(cmd_keyword: str, tokens: list, lark) -> Notation | None:
    """The notation a `notation`/`infix…`/`prefix`/`postfix` command declares, or None when it
    is of a form not expanded. `lark` is the parser whose lexer splits a symbol into tokens, as
    it split the file."""
    lex = _symbol_lexer(lark)
    toks = [t for t in tokens[1:] if t.type not in ("DOC_COMMENT", "MODULE_DOC")]
    prec, i = None, 0
    if len(toks) > 1 and toks[0].type == "COLON":
        prec = _precedence(toks[1])
        if prec is None:
            return None
        i = 2
    arrow = next((k for k in range(i, len(toks)) if toks[k].type == "DARROW"), None)
    if arrow is None or arrow + 1 >= len(toks):
        return None
    head, body = toks[i:arrow], tuple(toks[arrow + 1:])
    if any(t.type in LX.COMMAND_KEYWORDS for t in body):
        return None
    line = tokens[0].line
    if cmd_keyword in _SIMPLE:
        if len(head) != 1 or head[0].type != "STRING":
            return None
        sym = ("sym", tuple(lex(str(head[0])[1:-1].strip())))
        if not sym[1]:
            return None
        kind = _SIMPLE[cmd_keyword]
        if kind == "prefix":
            pattern = (sym, ("var", "x"))
        elif kind == "postfix":
            pattern = (("var", "x"), sym)
        else:
            if prec is None:
                return None
            pattern = (("var", "a"), sym, ("var", "b"))
        assoc = {"infixl": "left", "infixr": "right"}.get(kind)
        return Notation(pattern=pattern, precedence=prec, assoc=assoc, body=body,
                        applied=True, line=line)
    if cmd_keyword == "macro":
        return _macro(head, body, prec, line, lex)
    if cmd_keyword != "notation":
        return None
    pattern = []
    k = 0
    while k < len(head):
        t = head[k]
        if t.type == "STRING":
            texts = tuple(lex(str(t)[1:-1].strip()))
            if not texts:
                return None
            pattern.append(("sym", texts))
        elif t.type == "IDENT":
            pattern.append(("var", str(t)))
            if k + 2 < len(head) + 1 and k + 1 < len(head) and head[k + 1].type == "COLON":
                k += 2   # the variable's own precedence: the notation's bounds it here
        else:
            return None
        k += 1
    if not pattern or all(kind == "var" for kind, _ in pattern):
        return None
    for a, b in zip(pattern, pattern[1:]):
        if a[0] == "var" and b[0] == "var":
            return None     # two variables side by side: their boundary is a guess
    if pattern[0][0] == "var" and pattern[-1][0] == "var" and prec is None:
        return None
    names = [v for kind, v in pattern if kind == "var"]
    if len(set(names)) != len(names):
        return None
    return Notation(pattern=tuple(pattern), precedence=prec, assoc=None, body=body,
                    applied=False, line=line)


@dataclass(frozen=True)
class BinderNotation:
    """A Mathlib `notation3` that binds variables: `notation3 "kw "(...)", "r:(scoped P => E)
    => R`. A use `kw x y : T, t` is R with r replaced by E, and in E each `P` by `fun x y : T
    => t` (math2001's `forall_sufficiently_large n : ℕ, p n` is `∃ C, ∀ x ≥ C, p x`)."""

    keyword: tuple       # the symbol's token texts (`forall_sufficiently_large`)
    separator: tuple     # the token texts between the binders and the term (`,`)
    scoped: str          # P
    scope_body: tuple    # E's tokens
    var: str             # r
    body: tuple          # R's tokens
    line: int


def binder_notation(tokens: list, lark) -> BinderNotation | None:
    """The notation a `notation3 [(options)] "kw" (...) "sep" r:(scoped P => E) => R` command
    declares, or None for any other form (the command stays a notation not expanded)."""
    lex = _symbol_lexer(lark)
    toks = list(tokens[1:])
    if toks and toks[0].type == "LPAR" and len(toks) > 1 and str(toks[1]) == "prettyPrint":
        close = next((i for i, t in enumerate(toks) if t.type == "RPAR"), None)
        if close is None:
            return None
        toks = toks[close + 1:]
    texts = [str(t) for t in toks]
    if len(toks) > 10 and texts[8] == ":" and toks[9].type == "NUMBER" and texts[10] == ":":
        del toks[8:10]          # `c:60:(scoped f => f)`: the variable's precedence
        texts = [str(t) for t in toks]
    if len(toks) < 12 or toks[0].type != "STRING" or texts[1:6] != ["(", ".", ".", ".", ")"] or \
            toks[6].type != "STRING" or toks[7].type != "IDENT" or texts[8:11] != [":", "(", "scoped"]:
        return None
    keyword, separator = tuple(lex(texts[0][1:-1].strip())), tuple(lex(texts[6][1:-1].strip()))
    scoped, var = texts[11], texts[7]
    if not keyword or not separator or len(texts) < 14 or texts[12] != "=>":
        return None
    depth, end = 0, None
    for i in range(13, len(toks)):
        depth += (toks[i].type in LX.OPENERS) - (toks[i].type in LX.CLOSERS)
        if depth < 0:
            end = i
            break
    if end is None or end + 2 >= len(toks) or texts[end + 1] != "=>":
        return None
    return BinderNotation(keyword=keyword, separator=separator, scoped=scoped,
                          scope_body=tuple(toks[13:end]), var=var, body=tuple(toks[end + 2:]),
                          line=tokens[0].line)


def _binder_use(toks: list, n: BinderNotation):
    """(start, end, binders, term) of the first use of `n`, or None: the binders run to the
    separator at bracket depth 0, the term as far as a `∀` body would, to the closing bracket
    around the use, a `:=` or the end."""
    for i in range(len(toks)):
        if not _matches(toks, i, n.keyword):
            continue
        j, depth = i + len(n.keyword), 0
        while j < len(toks) and not (depth == 0 and _matches(toks, j, n.separator)):
            depth += (toks[j].type in LX.OPENERS) - (toks[j].type in LX.CLOSERS)
            if depth < 0 or toks[j].type == "ASSIGN":
                break
            j += 1
        if j >= len(toks) or depth != 0 or not _matches(toks, j, n.separator) or \
                j == i + len(n.keyword):
            continue
        binders = toks[i + len(n.keyword):j]
        k, depth = j + len(n.separator), 0
        start = k
        while k < len(toks):
            depth += (toks[k].type in LX.OPENERS) - (toks[k].type in LX.CLOSERS)
            if depth < 0 or depth == 0 and toks[k].type == "ASSIGN":
                break
            k += 1
        if k == start:
            continue
        return i, k, binders, toks[start:k]
    return None


def _binder_instance(n: BinderNotation, binders, term, first) -> list:
    def at(kind, text):
        return Token.new_borrow_pos(kind, text, first)

    lam = [at("LPAR", "("), at("FUN", "fun"), *binders, at("DARROW", "=>"), at("LPAR", "("),
           *term, at("RPAR", ")"), at("RPAR", ")")]
    value = [at("LPAR", "(")]
    for t in n.scope_body:
        value.extend(lam if t.type == "IDENT" and str(t) == n.scoped else [at(t.type, str(t))])
    value.append(at("RPAR", ")"))
    out = [at("LPAR", "(")]
    for t in n.body:
        out.extend(value if t.type == "IDENT" and str(t) == n.var else [at(t.type, str(t))])
    out.append(at("RPAR", ")"))
    return out


#: The library's scoped notations pychecks expands, by the namespace whose `open` (or whose
#: `namespace`) brings them in: (namespace, the notation command's text, its upstream file).
#: A namespace of None: a notation Mathlib declares outside any `scoped`, in force in every
#: file (one that does not import Mathlib cannot use its symbols in Lean either).
LIBRARY_NOTATIONS = (
    ("Nat", 'notation:10000 n "!" => Nat.factorial n',
     "mathlib4:Mathlib/Data/Nat/Factorial/Basic.lean"),
    ("Nat", 'notation "φ" => Nat.totient', "mathlib4:Mathlib/Data/Nat/Totient.lean"),
    (None, 'notation:50 a " ≡ " b " [MOD " n "]" => Nat.ModEq n a b',
     "mathlib4:Mathlib/Data/Nat/ModEq.lean"),
    (None, 'notation:50 a " ≡ " b " [ZMOD " n "]" => Int.ModEq n a b',
     "mathlib4:Mathlib/Data/Int/ModEq.lean"),
    # Lean core's list relations (`@[inherit_doc] infixl:50 " <+: " => IsPrefix`, …, in the
    # List namespace, unscoped)
    (None, 'infixl:50 " <+: " => List.IsPrefix', "lean4:src/Init/Data/List/Basic.lean"),
    # `@[inherit_doc] scoped infixl:50 " ~ " => Perm` (namespace List): `open List` brings it
    ("List", 'infixl:50 " ~ " => List.Perm', "lean4:src/Init/Data/List/Basic.lean"),
    (None, 'infixl:50 " <:+ " => List.IsSuffix', "lean4:src/Init/Data/List/Basic.lean"),
    (None, 'infixl:50 " <:+: " => List.IsInfix', "lean4:src/Init/Data/List/Basic.lean"),
    # `scoped[Nat.Prime] notation "π" => Nat.primeCounting` (and `π'`), with `open scoped Nat.Prime`
    ("Nat.Prime", 'notation "π" => Nat.primeCounting',
     "mathlib4:Mathlib/NumberTheory/PrimeCounting.lean"),
    ("Nat.Prime", "notation \"π'\" => Nat.primeCounting'",
     "mathlib4:Mathlib/NumberTheory/PrimeCounting.lean"),
    (None, 'notation:max f "^[" n "]" => Nat.iterate f n',
     "mathlib4:Mathlib/Logic/Function/Iterate.lean"),
    # the even and odd parts of n at p (declared in namespace Nat, unscoped)
    (None, 'notation "ordProj[" p "] " n:arg => p ^ Nat.factorization n p',
     "mathlib4:Mathlib/Data/Nat/Factorization/Defs.lean"),
    (None, 'notation "ordCompl[" p "] " n:arg => n / ordProj[p] n',
     "mathlib4:Mathlib/Data/Nat/Factorization/Defs.lean"),
)


#: Term syntax of the projects whose problem files the corpus copies, declared in a utility module
#: of the project that those files import (and that is not read here): (the modules whose
#: import brings it, the syntax as a one-rule macro of the same meaning, its upstream file).
#: formal-conjectures' `syntax (name := Google.answer) "answer(" term ")" : term`
#: (FormalConjectures/Util/Answer/Syntax.lean) is elaborated by its `Google.Answer` elaborator
#: (Util/Answer.lean) as the term itself, the answer only marked for the benchmark's tools;
#: `FormalConjecturesUtil` and `FormalConjectures.Util.ProblemImports` import it for every
#: problem file, and formal-imo's `Imo.ProblemImports` imports `FormalConjectures.Util.Answer`.
#: `answer(sorry)` is the `sorry` it holds, which stays UNKNOWN.
PROJECT_NOTATIONS = (
    (("FormalConjecturesUtil", "FormalConjectures.Util.ProblemImports",
      "FormalConjectures.Util.Answer", "FormalConjectures.Util.Answer.Syntax",
      "Imo.ProblemImports"),
     'macro "answer(" t:term ")" : term => `($t)',
     "formal-conjectures:FormalConjectures/Util/Answer/Syntax.lean"),
)


def imported(modules: set, lark) -> list:
    """The project notations that importing `modules` brings in (formal-conjectures'
    `answer(e)` with `import FormalConjecturesUtil`)."""
    out = []
    for brought_by, text, _ in PROJECT_NOTATIONS:
        if modules & set(brought_by):
            toks = _library_tokens(lark, text)
            out.append(declared(str(toks[0]), toks, lark))
    return [n for n in out if n is not None]


def opened(names: set, lark) -> list:
    """The library notations that opening the namespaces `names` brings in (Mathlib's
    `scoped notation:10000 n "!" => Nat.factorial n` with `open Nat`); None among `names`: the
    unscoped ones, in force everywhere (`a ≡ b [MOD n]`)."""
    out = []
    for namespace, text, _ in LIBRARY_NOTATIONS:
        if namespace in names or (namespace is None and None in names):
            toks = _library_tokens(lark, text)
            out.append(declared(str(toks[0]), toks, lark))
    return [n for n in out if n is not None]


_LEXED: dict = {}


def _library_tokens(lark, text: str) -> list:
    """The tokens of one of `LIBRARY_NOTATIONS` (a fresh list each time), lexed once per
    parser: lark builds a scanner for each `lex` call, which cost a third of a second on every
    file parsed (every library signature the elaborator reads is one)."""
    key = (id(lark), text)
    if key not in _LEXED:
        _LEXED[key] = (lark, list(lark.lex(text)))    # the parser kept: its id stays its own
    return list(_LEXED[key][1])


def _symbol_lexer(lark):
    """The token texts of a notation's symbol."""
    from lark.exceptions import UnexpectedInput

    def lex(text: str) -> list[str]:
        key = (id(lark), "symbol", text)      # lexed once per parser, as `_library_tokens`
        if key not in _LEXED:
            try:
                _LEXED[key] = (lark, [str(t) for t in lark.lex(text)])
            except UnexpectedInput:
                _LEXED[key] = (lark, [])
        return list(_LEXED[key][1])
    return lex


#: The syntax categories a one-rule macro's variable may have, and the precedence its operand
#: is read at when the macro ends with it (`x:term` takes as much as it can: precedence 0).
_MACRO_CATEGORIES = {"term": 0, "ident": MAX_PRECEDENCE, "num": MAX_PRECEDENCE}


def _macro(head: list, body: tuple, prec, line: int, lex) -> Notation | None:
    """A one-rule term macro, `macro "twice!" x:term : term => `($x + $x)`, as a notation whose
    body is the quotation with each `$x` the variable `x`; None for any other form (a macro of
    another category, one that starts with a variable, a body that is not one quotation)."""
    if len(head) < 3 or [str(t) for t in head[-2:]] != [":", "term"]:
        return None
    items, k, last_prec = [], 0, None
    head = head[:-2]
    while k < len(head):
        t = head[k]
        if t.type == "STRING":
            texts = tuple(lex(str(t)[1:-1].strip()))
            if not texts:
                return None
            items.append(("sym", texts))
            k += 1
        elif t.type == "IDENT" and k + 2 < len(head) + 1 and k + 1 < len(head) and \
                head[k + 1].type == "COLON" and k + 2 < len(head) and \
                str(head[k + 2]) in _MACRO_CATEGORIES:
            items.append(("var", str(t)))
            last_prec = _MACRO_CATEGORIES[str(head[k + 2])]
            k += 3
            if k + 1 < len(head) and head[k].type == "COLON":   # `x:term:max`
                last_prec = _precedence(head[k + 1])
                if last_prec is None:
                    return None
                k += 2
        else:
            return None
    if not items or items[0][0] != "sym":
        return None
    for a, b in zip(items, items[1:]):
        if a[0] == "var" and b[0] == "var":
            return None
    if len(body) < 3 or str(body[0]) != "`" or body[1].type != "LPAR" or \
            body[-1].type != "RPAR" or body[0].end_pos != body[1].start_pos:
        return None
    inner, out, i = body[2:-1], [], 0
    names = {v for kind, v in items if kind == "var"}
    while i < len(inner):
        t = inner[i]
        if str(t) == "$":
            if i + 1 >= len(inner) or str(inner[i + 1]) not in names:
                return None
            out.append(inner[i + 1])
            i += 2
            continue
        if t.type == "IDENT" and str(t) in names:
            return None     # a name of the quotation that is no antiquotation: hygiene, refused
        out.append(t)
        i += 1
    precedence = last_prec if items[-1][0] == "var" else prec
    return Notation(pattern=tuple(items), precedence=precedence, assoc="right", body=tuple(out),
                    applied=False, line=line)


def _precedence(tok) -> int | None:
    text = str(tok)
    if text.isdigit():
        return int(text)
    return NAMED_PRECEDENCE.get(text)


def expand(tokens: list, notations: list) -> list:
    """The tokens with every use of the notations expanded, innermost-leftmost first, until
    none is left (a bounded number of rounds: a notation whose body uses itself stops)."""
    if not notations:
        return tokens
    toks = _split_glued(list(tokens), [n for n in notations if isinstance(n, Notation)])
    for _ in range(200):
        for n in notations:
            if isinstance(n, BinderNotation):
                use = _binder_use(toks, n)
                if use is not None:
                    a, b, binders, term = use
                    toks = toks[:a] + _binder_instance(n, binders, term, toks[a]) + toks[b:]
                    break
                continue
            hit = _find(toks, n)
            if hit is not None:
                a, b, args = hit
                toks = toks[:a] + _instance(n, args, toks[a], toks[b - 1]) + toks[b:]
                break
        else:
            return toks
    return toks


def _split_glued(toks: list, notations: list) -> list:
    """A name glued to a symbol that ends in a name's first characters split there, as Lean's
    tokenizer, which knows the declared atom `"]_"`, reads `[a]_m` as `[` `a` `]_` `m` where
    pychecks' lexer saw `]` and the name `_m` (`[a]_0`: the numeral 0 after it)."""
    ends = {}
    for n in notations:
        for kind, texts in n.pattern:
            if kind == "sym" and len(texts) > 1 and texts[-1][:1] in "_'" + \
                    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ":
                ends[texts[:-1]] = ends.get(texts[:-1], set()) | {texts[-1]}
    if not ends:
        return toks
    out = []
    for i, t in enumerate(toks):
        text = str(t)
        for head, pieces in ends.items():
            k = len(head)
            if t.type == "IDENT" and i >= k and _matches(toks, i - k, head) and \
                    toks[i - 1].end_pos == t.start_pos:
                piece = next((p for p in pieces if text.startswith(p) and len(text) > len(p)),
                             None)
                if piece is not None:
                    cut = t.start_pos + len(piece)
                    out.append(Token("IDENT", piece, start_pos=t.start_pos, line=t.line,
                                     column=t.column, end_line=t.line,
                                     end_column=t.column + len(piece), end_pos=cut))
                    rest = text[len(piece):]
                    t = Token("NUMBER" if rest.isdigit() else "IDENT", rest, start_pos=cut, line=t.line,
                              column=t.column + len(piece), end_line=t.end_line,
                              end_column=t.end_column, end_pos=t.end_pos)
                    break
        out.append(t)
    return out


def _matches(toks: list, i: int, texts: tuple) -> bool:
    """Whether the symbol `texts` stands at i. A symbol is one Lean token (an atom has no
    spaces), however pychecks' lexer splits it: its pieces must touch, so `answer (x)`, with a
    space, is no use of `"answer("` but the application Lean reads there."""
    here = toks[i:i + len(texts)]
    return tuple(str(t) for t in here) == texts and \
        all(t.type not in ("STRING", "INDEX_MODE") for t in here) and \
        all(a.end_pos == b.start_pos or getattr(a, "touches_next", False)
            for a, b in zip(here, here[1:]))


def _find(toks: list, n: Notation):
    """(start, end, {variable: tokens}) of the first use of `n` in `toks`, or None."""
    pattern = n.pattern
    first_sym = next(k for k, (kind, _) in enumerate(pattern) if kind == "sym")
    lead = pattern[:first_sym]
    for i in range(len(toks)):
        if not _matches(toks, i, pattern[first_sym][1]):
            continue
        args = {}
        if lead:   # one leading variable (two side by side are refused in `declared`)
            a = _left_operand(toks, i, n)
            if a is None:
                continue
            args[lead[0][1]] = toks[a:i]
        else:
            a = i
        j = i + len(pattern[first_sym][1])
        ok = True
        rest = pattern[first_sym + 1:]
        k = 0
        while k < len(rest):
            kind, value = rest[k]
            if kind == "sym":
                if not _matches(toks, j, value):
                    ok = False
                    break
                j += len(value)
            elif k + 1 < len(rest):            # a variable up to the next symbol
                end = _find_at_depth(toks, j, rest[k + 1][1])
                if end is None or end == j:
                    ok = False
                    break
                args[value] = toks[j:end]
                j = end
            else:                               # a trailing variable
                end = _right_operand(toks, j, n)
                if end is None:
                    ok = False
                    break
                args[value] = toks[j:end]
                j = end
            k += 1
        if ok:
            return a, j, args
    return None


def _find_at_depth(toks: list, j: int, texts: tuple) -> int | None:
    depth = 0
    for k in range(j, len(toks)):
        t = toks[k].type
        if depth == 0 and _matches(toks, k, texts):
            return k
        if t in LX.OPENERS:
            depth += 1
        elif t in LX.CLOSERS:
            depth -= 1
            if depth < 0:
                return None
    return None


def _atom_start(toks: list, i: int) -> int | None:
    """The start of the atom that ends just before i: a name or numeral, or a bracket group,
    with the projections (`.1`, `.foo`) glued after it."""
    k = i - 1
    while k >= 0 and toks[k].type in ("DOTIDENT", "DOTNUM") and k > 0 and \
            toks[k - 1].end_pos == toks[k].start_pos:
        k -= 1
    if k < 0:
        return None
    t = toks[k].type
    if t in ("IDENT", "NUMBER"):
        return k
    if t in LX.CLOSERS:
        depth = 0
        while k >= 0:
            if toks[k].type in LX.CLOSERS:
                depth += 1
            elif toks[k].type in LX.OPENERS:
                depth -= 1
                if depth == 0:
                    return k
            k -= 1
    return None


def _atom_end(toks: list, j: int) -> int | None:
    if j >= len(toks):
        return None
    t = toks[j].type
    if t in ("IDENT", "NUMBER"):
        k = j + 1
    elif t in LX.OPENERS:
        depth, k = 0, j
        while k < len(toks):
            depth += (toks[k].type in LX.OPENERS) - (toks[k].type in LX.CLOSERS)
            k += 1
            if depth == 0:
                break
    else:
        return None
    while k < len(toks) and toks[k].type in ("DOTIDENT", "DOTNUM") and \
            toks[k - 1].end_pos == toks[k].start_pos:
        k += 1
    return k


def _left_operand(toks: list, i: int, n: Notation) -> int | None:
    """Start of the operand before a use's symbol at i."""
    if n.precedence is None or _one_atom_left(n):
        return _atom_start(toks, i)
    p = n.precedence
    takes = (lambda q: q >= p) if n.assoc == "left" else (lambda q: q > p)
    k, depth = i - 1, 0
    start = None
    while k >= 0:
        t = toks[k].type
        if t in LX.CLOSERS:
            depth += 1
        elif t in LX.OPENERS:
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            big = _big_operator_before(toks, k) if t == "COMMA" and p < BIG_OPERATOR_BODY \
                else None
            if big is not None:
                # `∑ i ∈ T, i ≡ … [ZMOD n]`: the big operator reads its body at 67, so a weaker
                # notation's operand is the whole sum, not its body
                start = k = big
                k -= 1
                continue
            if t in _STOPS or t in LX.COMMAND_KEYWORDS:
                break
            q = BINARY_PRECEDENCE.get(t)
            if q is not None and not takes(q):
                break
        start = k
        k -= 1
    return start


#: Mathlib's big operators (`∑ x ∈ s, f x`, `∏`) read their body at this precedence.
BIG_OPERATOR_BODY = 67


def _big_operator_before(toks: list, comma: int) -> int | None:
    """The index of the `∑`/`∏` whose binders the comma at `comma` ends (none of the tokens
    between is a comma or a stop at bracket depth 0), or None."""
    k, depth = comma - 1, 0
    while k >= 0:
        t = toks[k].type
        if t in LX.CLOSERS:
            depth += 1
        elif t in LX.OPENERS:
            if depth == 0:
                return None
            depth -= 1
        elif depth == 0:
            if t in ("SUM", "PRODBIG"):
                return k
            if t in _STOPS or t in LX.COMMAND_KEYWORDS:
                return None
        k -= 1
    return None


def _one_atom_left(n: Notation) -> bool:
    return n.precedence is not None and n.precedence >= MAX_PRECEDENCE


def _right_operand(toks: list, j: int, n: Notation) -> int | None:
    """End (exclusive) of the operand after a use's last symbol, from j."""
    p = n.precedence
    if p is None or p >= MAX_PRECEDENCE:
        return _atom_end(toks, j)
    takes = (lambda q: q >= p) if n.assoc == "right" else (lambda q: q > p)
    if n.pattern[0][0] == "sym":       # a prefix: its argument is at the notation's precedence
        takes = lambda q: q >= p    # noqa: E731
    k, depth, end = j, 0, None
    while k < len(toks):
        t = toks[k].type
        if t in LX.OPENERS:
            depth += 1
        elif t in LX.CLOSERS:
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and k > j:
            if t in _STOPS or t in LX.COMMAND_KEYWORDS:
                break
            q = BINARY_PRECEDENCE.get(t)
            if q is not None and not takes(q) and t != "NOT":
                break
        elif depth == 0 and t in _STOPS:
            break
        k += 1
        end = k
    return end


def _instance(n: Notation, args: dict, first, last) -> list:
    """The expansion of one use: the body, its variables replaced, in parentheses; every token
    placed at the use (so that messages point there)."""
    def at(kind, text, where):
        return Token.new_borrow_pos(kind, text, where)

    def group(inner, where_a, where_b):
        return [GroupingParen.new_borrow_pos("LPAR", "(", where_a), *inner,
                at("RPAR", ")", where_b)]

    def variable(t):
        return not n.applied and t.type == "IDENT" and str(t) in args

    def placed(k, t):
        out = BodyToken.new_borrow_pos(t.type, str(t), first)
        after = n.body[k + 1] if k + 1 < len(n.body) else None
        out.touches_next = after is not None and not variable(after) and \
            t.end_pos == after.start_pos
        return out

    out = []
    if n.applied:
        # `infix " ∼ " => fun x y ↦ …`: the function in parentheses, or its body would take
        # the operands as arguments of its own
        head = [placed(k, t) for k, t in enumerate(n.body)]
        out.extend(head if len(head) == 1 else group(head, first, first))
        for kind, name in n.pattern:
            if kind == "var":
                out.extend(group(args[name], first, last))
    else:
        for k, t in enumerate(n.body):
            out.extend(group(args[str(t)], first, last) if variable(t) else [placed(k, t)])
    return group(out, first, last)
