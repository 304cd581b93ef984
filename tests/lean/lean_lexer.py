"""A tokenizer that follows Lean 4's lexical rules (Lean/Parser/Basic.lean) for what the fixtures
contain: identifiers (dotted), numerals, symbols, comments. Written for the tests, apart from
the emitter and from the fixture reader (whose own tokenizer is lenient by design).

The rules that matter, as Lean states them:

* `decimalNumberFn`: after the digits of a number, a `.`, `e` or `E` makes a *scientific*
  literal. `parseOptDot` consumes the dot even when no digit follows, so `1.zip` is the decimal
  `1.` followed by the identifier `zip`, and `1.5` is one literal.
* `numberFnAux`: `0x`/`0X` starts a hexadecimal literal (`0b` binary, `0o` octal); at least one
  digit of that base must follow.
* `identFn`: an identifier starts with a letter (or `_`, or a letter-like symbol) and goes on
  with letters, digits, `_`, `'`, `!`, `?` and subscripts; a `.` followed by an identifier start
  continues the same (dotted) identifier, so `p.getD` is one token and `e.1` is `e`, `.`, `1`.
"""
from __future__ import annotations

from dataclasses import dataclass

#: Symbols of the fixtures and statement files, longest first where one is a prefix of another.
SYMBOLS = sorted([
    ":=", "=>", "&&", "||", "^^^", "++", "->", "<-", "::", "..", "@[", "/-!", "/--", "/-", "-/",
    "≤", "≥", "≠", "→", "←", "↔", "∀", "∃", "∧", "∨", "¬", "∈", "∉", "×", "⟨", "⟩", "·", "∘",
    "(", ")", "[", "]", "{", "}", ",", ":", ".", "!", "+", "-", "*", "/", "%", "^", "=", "<",
    ">", "|", ";", "#", "$", "@", "?", "'", "`", "&", "~", "\\",
], key=len, reverse=True)


@dataclass(frozen=True)
class Token:
    kind: str        # ident, num, hex, scientific, symbol
    text: str
    start: int       # offset in the text
    line: int
    space_before: bool


def _id_first(c: str) -> bool:
    return c.isalpha() or c == "_" or c in "αβγδεζηθικλμνξοπρστυφχψω"


def _id_rest(c: str) -> bool:
    return c.isalnum() or c in "_'!?" or "\u2080" <= c <= "\u209c"


class LexError(ValueError):
    pass


def tokenize(text: str) -> list[Token]:
    """Every token of `text`, comments and whitespace skipped; LexError on a character no rule
    reads, or on a number whose digits are missing (`0x` alone)."""
    out, i, n = [], 0, len(text)
    space = True
    while i < n:
        c = text[i]
        if c.isspace():
            space, i = True, i + 1
            continue
        if text.startswith("--", i):
            j = text.find("\n", i)
            i, space = (n if j < 0 else j), True
            continue
        if text.startswith("/-", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            if depth:
                raise LexError(f"unterminated comment at line {_line(text, i)}")
            i, space = j, True
            continue
        start = i
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            kind = "string"
        elif c.isdigit():
            if c == "0" and i + 1 < n and text[i + 1] in "xXbBoO":
                base = {"x": "0123456789abcdefABCDEF", "b": "01", "o": "01234567"}[
                    text[i + 1].lower()]
                j = i + 2
                while j < n and text[j] in base:
                    j += 1
                if j == i + 2:
                    raise LexError(f"'{text[i:i + 2]}' without digits at line {_line(text, i)}")
                i, kind = j, "hex" if base.startswith("0123456789a") else "num"
            else:
                j = i
                while j < n and text[j].isdigit():
                    j += 1
                kind = "num"
                if j < n and text[j] in ".eE":
                    kind = "scientific"
                    if text[j] == ".":  # parseOptDot: the dot is taken, digits or not
                        j += 1
                        while j < n and text[j].isdigit():
                            j += 1
                    if j < n and text[j] in "eE":  # parseOptExp
                        k = j + 1
                        if k < n and text[k] in "+-":
                            k += 1
                        if k < n and text[k].isdigit():
                            j = k
                            while j < n and text[j].isdigit():
                                j += 1
                i = j
        elif _id_first(c):
            j = i + 1
            while True:
                while j < n and _id_rest(text[j]):
                    j += 1
                if j + 1 < n and text[j] == "." and _id_first(text[j + 1]):
                    j += 1
                    continue
                break
            i, kind = j, "ident"
        else:
            sym = next((s for s in SYMBOLS if text.startswith(s, i)), None)
            if sym is None:
                raise LexError(f"no Lean token starts with {c!r} at line {_line(text, i)}")
            i, kind = i + len(sym), "symbol"
        out.append(Token(kind, text[start:i], start, _line(text, start), space))
        space = False
    return out


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def fixture_problems(text: str) -> list[str]:
    """Lexical faults of an emitted fixture: a scientific literal (the emitter writes naturals
    only, so one means a number ran into a `.`), and a `.` that is no field access (a field
    access follows `)`, `]` or an identifier and precedes an identifier or a field index, with
    no space on either side)."""
    toks = tokenize(text)
    problems = []
    for k, t in enumerate(toks):
        if t.kind == "scientific":
            problems.append(f"line {t.line}: {t.text!r} is a decimal literal (a numeral ran into "
                            "'.', 'e' or 'E')")
        if t.kind == "symbol" and t.text == ".":
            before = toks[k - 1] if k else None
            after = toks[k + 1] if k + 1 < len(toks) else None
            ok_before = (before is not None and not t.space_before and
                         (before.kind == "ident" or before.text in (")", "]")))
            ok_after = (after is not None and not after.space_before and
                        (after.kind == "ident" or (after.kind == "num" and
                                                   not after.text.startswith("0"))))
            if not (ok_before and ok_after):
                problems.append(f"line {t.line}: '.' between {before and before.text!r} and "
                                f"{after and after.text!r} is no field access")
    return problems
