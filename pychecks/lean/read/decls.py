"""A small reader for our Lean statement files: finds declarations, never evaluates anything.

It knows just enough Lean to split a file into top-level declarations (`theorem_wanted`,
`theorem`, `lemma`, `def`, `abbrev`), strip comments, check bracket balance, and hash each
statement's normalised text. Drift detection compares these hashes with the ones recorded by the
Python mirrors.

What is hashed: for `def`/`abbrev` the whole declaration (the body is the meaning); for
`theorem`/`lemma` the signature up to the top-level `:=` (a new proof is not a new statement);
for `theorem_wanted` the whole statement (it has no proof). Whitespace runs collapse to one space;
comments and doc comments are not part of the statement.
"""
from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from ...errors import BadInput
from .lexing import block_comment_end

#: Declaration keywords we index, after optional modifiers.
DECL_KEYWORDS = ("theorem_wanted", "theorem", "lemma", "def", "abbrev")
_MODIFIERS = ("public", "private", "protected", "noncomputable", "partial", "unsafe")
_OPEN = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_IDENT = re.compile(r"[A-Za-z_\u00C0-\u1FFF\u2100-\u214F][A-Za-z0-9_'!?.\u00C0-\u1FFF\u2080-\u209C]*")


@dataclass(frozen=True)
class LeanDecl:
    """One top-level declaration: its keyword, name, normalised statement text and hash."""

    keyword: str
    name: str
    text: str
    file: str
    line: int

    @property
    def hash(self) -> str:
        return statement_hash(self.text)


def statement_hash(text: str) -> str:
    """The drift-detection hash of a statement: 16 hex digits of sha256 of the normalised text."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:16]


def normalise(text: str) -> str:
    """Collapse whitespace runs to one space and trim."""
    return " ".join(text.split())


def strip_comments(src: str, file: str = "<lean>") -> str:
    """Replace comments (line, nested block, doc) by spaces, keeping newlines for line numbers.

    String and character literals are kept as they are. Raises BadInput for an unclosed comment.
    """
    out = []
    i, n = 0, len(src)
    while i < n:
        if src.startswith("--", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif src.startswith("/-", i):
            j = block_comment_end(src, i)
            if j < 0:
                raise BadInput(f"{file}:{src.count(chr(10), 0, i) + 1}: comment opened here is never closed")
            out.append("".join(c if c == "\n" else " " for c in src[i:j]))
            i = j
        elif src[i] == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            if j >= n:
                raise BadInput(f"{file}:{src.count(chr(10), 0, i) + 1}: string literal never closed")
            out.append(src[i:j + 1])
            i = j + 1
        else:
            out.append(src[i])
            i += 1
    return "".join(out)


def _split_commands(code: str):
    """Yield (first_line_number, text) for each top-level command: a command starts at a
    non-blank character in column 0 and runs until the next one."""
    start, buf = None, []
    for lineno, line in enumerate(code.split("\n"), start=1):
        if line[:1].strip():  # something in column 0 starts a command
            if buf:
                yield start, "\n".join(buf)
            start, buf = lineno, [line]
        elif buf:
            buf.append(line)
    if buf:
        yield start, "\n".join(buf)


def _check_balance(text: str, file: str, line: int) -> None:
    stack = []
    for offset, ch in enumerate(text):
        if ch in _OPEN:
            stack.append((ch, offset))
        elif ch in _CLOSE:
            if not stack or stack[-1][0] != _CLOSE[ch]:
                at = line + text.count("\n", 0, offset)
                raise BadInput(f"{file}:{at}: unbalanced '{ch}'")
            stack.pop()
    if stack:
        ch, offset = stack[-1]
        at = line + text.count("\n", 0, offset)
        raise BadInput(f"{file}:{at}: '{ch}' is never closed")


def _top_level_index(text: str, token: str) -> int:
    """Index of the first occurrence of `token` outside brackets, or -1."""
    depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif depth == 0 and text.startswith(token, i):
            return i
        i += 1
    return -1


def _top_level_count(text: str, pattern: re.Pattern) -> int:
    """How many matches of `pattern` start outside brackets."""
    depth, count, i = 0, 0, 0
    starts = {m.start() for m in pattern.finditer(text)}
    for i, ch in enumerate(text):
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif depth == 0 and i in starts:
            count += 1
    return count


_ASSIGN = re.compile(r":=")
#: A `let x … := v` or `have h … := v` inside a statement brings its own top-level `:=`.
_BINDS = re.compile(r"(?<![\w.'])(let|have)(?![\w'!?])")


def has_proof(statement: str) -> bool:
    """True when a statement's text carries a proof: a top-level `:=` beyond the one each
    top-level `let`/`have` of the statement brings."""
    return _top_level_count(statement, _ASSIGN) > _top_level_count(statement, _BINDS)


_DANGLING = ("∧", "∨", "→", "↔", ",", ":", ":=", "=", "+", "^^^", "≤", "<", "(", "fun", "∀", "∃")


def parse_lean(src: str, file: str = "<lean>") -> list[LeanDecl]:
    """Every indexed declaration of a Lean source text, in file order.

    Raises BadInput (naming file and line) for unbalanced brackets, an unclosed comment, or a
    statement cut short (no type, or text ending in an operator).
    """
    code = strip_comments(src, file)
    decls = []
    for line, text in _split_commands(code):
        words = text.split()
        k = 0
        while k < len(words) and (words[k] in _MODIFIERS or words[k].startswith("@[")):
            k += 1
        if k >= len(words) or words[k] not in DECL_KEYWORDS:
            _check_balance(text, file, line)
            continue
        keyword = words[k]
        _check_balance(text, file, line)
        m = _IDENT.match(words[k + 1]) if k + 1 < len(words) else None
        if m is None:
            raise BadInput(f"{file}:{line}: {keyword} without a name")
        name = m.group(0)
        body = normalise(text)
        if keyword in ("theorem", "lemma"):
            cut = _top_level_index(body, ":=")
            if cut < 0 and " by" not in body:
                raise BadInput(f"{file}:{line}: {keyword} {name} has no proof (:=)")
            body = body[:cut].rstrip() if cut >= 0 else body
        if keyword == "theorem_wanted" and has_proof(body):
            # Batteries' own `theorem_wanted` parses `… := proof` (the longer match wins over our
            # priority) and silently becomes its placeholder: refuse it here instead.
            raise BadInput(f"{file}:{line}: theorem_wanted {name} has a proof (':=' after its "
                           "statement); a wanted theorem has none: drop the proof, or write "
                           "`theorem` once it is proved")
        if keyword in ("theorem_wanted", "theorem", "lemma"):
            after_name = body.split(name, 1)[1]
            if _top_level_index(after_name, ":") < 0:
                raise BadInput(f"{file}:{line}: {keyword} {name} is cut short (no ':' and type)")
        if body.endswith(_DANGLING):
            raise BadInput(f"{file}:{line}: {keyword} {name} is cut short "
                           f"(ends with '{body.split()[-1]}')")
        decls.append(LeanDecl(keyword=keyword, name=name, text=body, file=file, line=line))
    return decls


def parse_lean_file(path: str | Path) -> list[LeanDecl]:
    """`parse_lean` on a file; a missing or undecodable file is BadInput."""
    path = Path(path)
    try:
        src = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{path}: cannot read Lean file ({exc})") from None
    return parse_lean(src, str(path))


if __name__ == "__main__":  # print name and hash of each declaration: for writing mirrors
    for arg in sys.argv[1:]:
        for d in parse_lean_file(arg):
            print(f"{d.keyword:15} {d.name:45} {d.hash}  {d.file}:{d.line}")
