"""The declarations of a statement file and their drift hashes, read by the one parser
(`pychecks.lean.read.parser`): what a Python mirror was written against.

What is hashed, for each `theorem_wanted`, `theorem`, `lemma`, `def` and `abbrev`: the tokens of
the declaration as the parser split the file into commands, with its modifiers and attributes
(`public`, `@[simp]`). For `def`/`abbrev` the whole declaration (the body is the meaning); for
`theorem`/`lemma` the signature up to the proof (the parser's `signature_tokens`: a new proof is
not a new statement); for `theorem_wanted` the whole statement (the parser refuses one with a
proof). The text hashed is the tokens' own text, one space between two tokens that the source
separates (by whitespace or a comment), none between two it writes together: so a change of
indentation, line breaks or comments is no drift, while any change of a token is, and so is
gluing or splitting two tokens (`a+b` and `a + b` hash apart, as they always have). Doc comments
are not part of a statement, nor the virtual `;` the lexer inserts after a layout-ended `let`
(see `token_text`).

A file the parser cannot read is BadInput naming file, line and column (`LeanSyntaxError`).
"""
from __future__ import annotations

import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

from ...errors import BadInput
from . import lexing as LX
from . import parser as P

#: Declaration keywords whose statements are hashed.
DECL_KEYWORDS = ("theorem_wanted", "theorem", "lemma", "def", "abbrev")
#: Tokens that are no part of a statement's text.
_NOT_TEXT = ("DOC_COMMENT", "MODULE_DOC")


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
    """The drift-detection hash of a statement: 16 hex digits of sha256 of its normalised text
    (`token_text`)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def token_text(tokens) -> str:
    """The tokens' text: one space where the source separates two tokens, none where it writes
    them together; doc comments and zero-width virtual tokens left out.

    The virtual `;` that ends a `let` by layout is left out so that the hashes recorded in the
    mirrors and fixture headers stay those of the text (whitespace collapsed, comments dropped):
    joining a `let`'s next line onto its own (`let x := 3 x = 3`) is the one edit of meaning
    that is not drift; the front end, which reads the statement itself, sees it."""
    out, prev = [], None
    for tok in tokens:
        if tok.type in _NOT_TEXT or tok.start_pos == tok.end_pos:
            continue
        if prev is not None and prev.end_pos != tok.start_pos:
            out.append(" ")
        out.append(str(tok))
        prev = tok
    return "".join(out)


def declarations(lean: P.LeanFile, proofs_required: bool = True) -> list[LeanDecl]:
    """Every hashed declaration of a parsed file, in file order.

    With `proofs_required` (statement files), BadInput for a `theorem` or `lemma` without a
    proof: Lean would reject it, and the parser reads its signature all the same."""
    out = []
    for cmd in lean.commands:
        decl = cmd.decl
        if decl is None or decl.keyword not in DECL_KEYWORDS or not decl.name:
            continue
        tokens = list(cmd.tokens)
        if decl.keyword in ("theorem", "lemma"):
            signature = P.signature_tokens(tokens[1:])
            if proofs_required and len(signature) == len(tokens) - 1:
                raise BadInput(f"{lean.name}:{cmd.line}:{cmd.column}: {decl.keyword} "
                               f"{decl.name} has no proof (:=)")
            tokens = tokens[:1 + len(signature)]
        text = token_text([*cmd.modifier_tokens, *tokens])
        out.append(LeanDecl(keyword=decl.keyword, name=decl.name, text=text, file=lean.name,
                            line=cmd.modifier_tokens[0].line if cmd.modifier_tokens
                            else cmd.line))
    return out


def parse_lean(src: str, file: str = "<lean>") -> list[LeanDecl]:
    """Every hashed declaration of a Lean source text, in file order; BadInput (FILE:LINE:COL)
    for text the parser cannot read."""
    return declarations(P.parse_source(LX.Source(path=None, name=file, text=src)))


def parse_lean_file(path: str | Path) -> list[LeanDecl]:
    """`parse_lean` on a file; a missing or undecodable file is BadInput."""
    return declarations(P.parse_file(path, str(path)))


def main(argv: list[str]) -> int:
    """Print keyword, name and hash of each declaration of the files named: for writing mirrors.
    Bad input is one line on stderr and exit 2."""
    try:
        for arg in argv:
            for d in parse_lean_file(arg):
                print(f"{d.keyword:15} {d.name:45} {d.hash}  {d.file}:{d.line}")
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
