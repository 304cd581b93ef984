"""What the static check needs from one Lean file, read with the front end (`pychecks.lean.frontend`).

This is the only module of `pychecks.lean.verify` that touches the front end's tokens and syntax
trees, so that a change to the grammar or the tree (new node kinds, new commands) is met here and
nowhere else. It gives:

* `read_file(path, name)` / `read_text(text, name)` → `FileFacts`: the file's imports, the
  declarations it makes (full names after namespaces, `private`, `protected`, `_root_`, the names
  a `structure`, `inductive` or `where` helper adds), its `export` aliases, the namespaces it
  opens, every identifier it refers to (with the namespace, the `open`s and the local names in
  scope there), the Mathlib-only notation it uses, the custom command keywords it uses or
  declares (`theorem_wanted`), and what it could not read;
* `lex(text, name)` → `Tok`s, for the lakefile reader.

How far scopes are followed. In terms the front end parses (signatures and bodies of `def`,
`abbrev`, `theorem`, `lemma`, `theorem_wanted`, `example`), every binder is scoped exactly:
binders of the declaration, `∀ ∃ fun let` binders, `match` and `fun` patterns (an atomic name in a
pattern binds, as in Lean, unless it is a constructor: either way it is not a reference), set
builders, `if h :`. Proofs and `by` blocks are never parsed by the front end; they are read token
by token ("lenient"): a name that a tactic or a binder introduces anywhere in the block (after
`intro`, `obtain`, `rcases … with`, `fun`, `∀`, `have`, `let`, `case`, `| ctor x y =>`, …) counts
as bound in the whole block, and every other identifier must resolve like a term's. What the front
end cannot read (a syntax error, a declaration with notation it does not model, a `structure`,
`inductive`, `instance`, `axiom` body, a `notation` or `syntax` command) is reported as *not read*,
never passed in silence; the names such a command declares are still collected, so that files
using them are checked.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import BadInput
from ..read import lexing as LX
from ..read import parser as SX

# --- what a file tells the check ------------------------------------------------------------------


@dataclass(frozen=True)
class OpenDecl:
    """`open N` (or `open N (a b)`, `open N hiding a`): N as written, the namespace where the
    command stood (an `open` is resolved relative to it), the names an explicit `open` lists and
    the names `hiding` leaves out."""

    written: str
    at_namespace: tuple
    only: tuple = ()
    hiding: tuple = ()


@dataclass(frozen=True)
class Scope:
    """Where a name is looked up: the current namespace (segments) and the `open`s in force,
    innermost first."""

    namespace: tuple
    opens: tuple


@dataclass(frozen=True)
class Declared:
    """A name a file adds to the environment. `kind`: def, theorem, structure, field, ctor,
    inductive, instance, axiom, opaque, macro, helper (a `where` helper); `value` says whether
    the name denotes a term (so that `name.field` is dot notation on it), not a type."""

    name: str
    kind: str
    line: int
    column: int
    private: bool = False
    protected: bool = False

    @property
    def value(self) -> bool:
        return self.kind not in ("structure", "inductive", "class")


@dataclass(frozen=True)
class Reference:
    """An identifier the file uses. `role`: term (a constant or local), field (the name after a
    dot), namespace (an `open`), option (`set_option`), syntax (a parser name in a `macro`),
    config (`decide +kernel`), export (a name an `export` lists). `lenient`: read token by token
    in a proof or `by` block. `signature`: in a declaration's binders or type (where Lean's
    auto-bound implicits apply, when the lakefile allows them)."""

    name: str
    line: int
    column: int
    scope: Scope
    local: frozenset
    role: str = "term"
    lenient: bool = False
    signature: bool = False


@dataclass(frozen=True)
class Alias:
    """`export N (a)` inside namespace B: `B.a` stands for `N.a`."""

    alias: str
    target: str
    scope: Scope
    line: int
    column: int


@dataclass
class FileFacts:
    """Everything `static` needs from one file."""

    name: str
    path: Path | None
    imports: list = field(default_factory=list)         # (module, line, column)
    late_imports: list = field(default_factory=list)    # (module, line, column) after a command
    declared: list = field(default_factory=list)        # Declared
    namespaces: set = field(default_factory=set)        # from `namespace` commands
    references: list = field(default_factory=list)      # Reference
    aliases: list = field(default_factory=list)         # Alias
    notations: list = field(default_factory=list)       # (notation, line, column)
    commands_used: list = field(default_factory=list)   # (keyword, line, column)
    commands_declared: set = field(default_factory=set)  # keywords a `macro` here declares
    unread: list = field(default_factory=list)          # (line, column, what)
    scope_errors: list = field(default_factory=list)    # (line, column, what): `end` mismatches


@dataclass(frozen=True)
class Tok:
    """A token for the lakefile reader: kind ident, string, number, dotident, dotnum or punct
    (keywords and symbols, by their text)."""

    kind: str
    text: str
    line: int
    column: int


_KINDS = {"IDENT": "ident", "STRING": "string", "NUMBER": "number", "DOTIDENT": "dotident",
          "DOTNUM": "dotnum"}


def lex(text: str, name: str) -> list[Tok]:
    """The tokens of a Lean text (comments dropped); LeanSyntaxError for an unclosed comment."""
    src = LX.Source(path=None, name=name, text=text)
    LX.scan_comments(src)
    return [Tok(_KINDS.get(t.type, "punct"), str(t), t.line, t.column)
            for t in LX.tokenize(src, SX.parser())]


# --- parsing, with a cache and data literals set aside ---------------------------------------------

_PARSED: dict = {}


def _parse(text: str, name: str):
    """The front end's parse of `text` (cached by content: a test suite reads the same files
    many times). Long literals made of numerals, commas and brackets only (the fixtures' books
    and tables) are blanked first: they hold no identifier, and feeding them token by token to
    the LALR parser is what makes a large fixture slow to read."""
    key = hashlib.sha256(text.encode()).hexdigest()
    hit = _PARSED.get(key)
    if hit is None:
        blanked = _blank_data(text)
        hit = SX.parse_source(LX.Source(path=None, name=name, text=blanked))
        if len(_PARSED) > 512:
            _PARSED.clear()
        _PARSED[key] = hit
    return hit


#: Literals shorter than this are parsed as they are (no gain in blanking them).
_DATA_MIN_CHARS = 200


def _blank_data(text: str) -> str:
    """`text` with the inside of every long, well-formed literal of numerals (`[([0, 1], [2])]`)
    turned into spaces (newlines kept, so every position stays the same)."""
    src = LX.Source(path=None, name="", text=text)
    LX.scan_comments(src)
    code = src.code
    out = None
    stack: list[list] = []   # [start index, pure]
    for i, c in enumerate(code):
        if c in "[(":
            stack.append([i, True])
        elif c in "])":
            if not stack:
                continue
            start, pure = stack.pop()
            if not pure:
                if stack:
                    stack[-1][1] = False
                continue
            if i - start >= _DATA_MIN_CHARS and _numeric_literal(code[start:i + 1]) and \
                    not any(s[1] for s in stack):
                out = out or list(text)
                for k in range(start + 1, i):
                    if out[k] != "\n":
                        out[k] = " "
        elif not (c.isdigit() or c in " \t\n,"):
            for s in stack:
                s[1] = False
    return "".join(out) if out is not None else text


def _numeric_literal(s: str) -> bool:
    """`s` is a list or tuple of numerals, lists and tuples, commas in their places."""
    toks = s.replace("[", " [ ").replace("]", " ] ").replace("(", " ( ").replace(")", " ) ") \
        .replace(",", " , ").split()
    pos = 0

    def value() -> bool:
        nonlocal pos
        if pos >= len(toks):
            return False
        t = toks[pos]
        if t.isdigit():
            pos += 1
            return True
        if t not in "[(":
            return False
        close = "]" if t == "[" else ")"
        pos += 1
        if t == "[" and pos < len(toks) and toks[pos] == "]":
            pos += 1
            return True
        while True:
            if not value():
                return False
            if pos < len(toks) and toks[pos] == ",":
                pos += 1
                continue
            if pos < len(toks) and toks[pos] == close:
                pos += 1
                return True
            return False
    return value() and pos == len(toks)


def read_file(path, name: str | None = None) -> FileFacts:
    """The facts of the Lean file at `path` (shown as `name`); BadInput when it cannot be read."""
    src = LX.read_source(path, name)
    return read_text(src.text, src.name, Path(path))


def read_text(text: str, name: str, path: Path | None = None) -> FileFacts:
    """The facts of a Lean text. A file the front end cannot parse gives one *not read* entry."""
    facts = FileFacts(name=name, path=path)
    try:
        lean = _parse(text, name)
    except LX.LeanSyntaxError as exc:
        facts.unread.append((exc.line, exc.column, f"the front end cannot parse this file: "
                                                   f"{exc.what}"))
        return facts
    _FileReader(lean, facts).run()
    return facts


# --- commands, namespaces and scopes ----------------------------------------------------------------

#: Commands the check does not read: reported as not read wherever they occur.
_UNREAD_COMMANDS = {"syntax", "notation", "infix", "infixl", "infixr", "prefix", "postfix",
                    "macro_rules", "elab", "initialize"}
#: Declaration keywords the front end parses (signature and body).
_PARSED_DECLS = {"KW_DEF": "def", "KW_ABBREV": "def", "KW_THEOREM": "theorem",
                 "KW_LEMMA": "theorem", "KW_THEOREM_WANTED": "theorem", "KW_EXAMPLE": None}
#: Declaration keywords read token by token for the names they declare (body not read).
_TOKEN_DECLS = {"structure", "class", "inductive", "instance", "axiom", "opaque"}


@dataclass
class _Frame:
    kind: str                 # namespace, section, mutual
    name: str | None
    opens: list = field(default_factory=list)
    variables: list = field(default_factory=list)


class _FileReader:
    """Walks a parsed file's commands in order, keeping namespaces, sections and `open`s."""

    def __init__(self, lean, facts: FileFacts):
        self.lean = lean
        self.facts = facts
        self.frames: list[_Frame] = []
        self.file_opens: list = []
        self.file_vars: list = []   # `variable`s and `universe`s outside every section
        self.decls = {(d.line, d.column): d for d in lean.declarations}
        self.seen_command = False

    # scope
    @property
    def namespace(self) -> tuple:
        return tuple(f.name for f in self.frames if f.kind == "namespace")

    def scope(self, extra_opens=(), namespace=None) -> Scope:
        opens = tuple(extra_opens) + tuple(o for f in reversed(self.frames) for o in f.opens) \
            + tuple(self.file_opens)
        return Scope(self.namespace if namespace is None else namespace, opens)

    def variables(self) -> frozenset:
        return frozenset(self.file_vars) | {v for f in self.frames for v in f.variables}

    def run(self) -> None:
        for cmd in self.lean.commands:
            kw = cmd.keyword
            if kw == "import":
                mod, tok = str(cmd.tokens[1]), cmd.tokens[1]
                where = self.facts.late_imports if self.seen_command else self.facts.imports
                where.append((mod, tok.line, tok.column))
                continue
            self.seen_command = True
            handler = getattr(self, "c_" + kw, None)
            if kw in _PARSED_DECLS:
                self.parsed_decl(cmd)
            elif handler is not None:
                handler(cmd)
            elif kw in _TOKEN_DECLS:
                self.token_decl(cmd)
            elif kw in _UNREAD_COMMANDS or kw.startswith("#"):
                self.facts.unread.append((cmd.line, cmd.column,
                                          f"the static check does not read `{kw}` commands"))
            else:
                self.facts.unread.append((cmd.line, cmd.column, f"unknown command `{kw}`"))

    def c_module_doc(self, cmd) -> None:
        return None

    def c_namespace(self, cmd) -> None:
        name = str(cmd.tokens[1])
        for seg in name.split("."):
            self.frames.append(_Frame("namespace", seg))
        ns = self.namespace
        for i in range(1, len(ns) + 1):
            self.facts.namespaces.add(".".join(ns[:i]))

    def c_section(self, cmd) -> None:
        name = str(cmd.tokens[1]) if len(cmd.tokens) > 1 else None
        self.frames.append(_Frame("section", name))

    def c_mutual(self, cmd) -> None:
        self.frames.append(_Frame("mutual", None))

    def c_end(self, cmd) -> None:
        name = str(cmd.tokens[1]) if len(cmd.tokens) > 1 else None
        written = f"`end {name}`" if name else "`end`"
        for seg in reversed(name.split(".") if name else [None]):
            if not self.frames:
                self.facts.scope_errors.append((cmd.line, cmd.column,
                                                f"{written} closes nothing"))
                return
            top = self.frames[-1]
            if top.name != seg:
                opened = f"{top.kind} {top.name}" if top.name else f"an anonymous {top.kind}"
                self.facts.scope_errors.append((cmd.line, cmd.column,
                                                f"{written} does not close {opened}"))
                return
            self.frames.pop()

    def c_open(self, cmd) -> None:
        toks = cmd.tokens[1:]
        scoped = bool(toks) and str(toks[-1]) == "in"
        if scoped:
            toks = toks[:-1]  # the front end hands these to the next command (scoped_open)
        opens = self.read_open(toks)
        if not scoped:
            (self.frames[-1].opens if self.frames else self.file_opens)[:0] = reversed(opens)

    def read_open(self, toks) -> list[OpenDecl]:
        """The `OpenDecl`s of `open …` tokens; each namespace is also a reference."""
        out: list[OpenDecl] = []
        i, n = 0, len(toks)
        ns = self.namespace
        while i < n:
            t = toks[i]
            text = str(t)
            if t.type == "IDENT" and text == "scoped":
                i += 1
                continue
            if t.type == "IDENT" and text in ("hiding", "renaming") and out:
                names = []
                i += 1
                while i < n and toks[i].type == "IDENT":
                    names.append(str(toks[i]))
                    i += 1
                    if i < n and str(toks[i]) in ("→", "->"):
                        i += 2
                last = out.pop()
                out.append(OpenDecl(last.written, last.at_namespace, last.only, tuple(names)))
                continue
            if t.type == "LPAR" and out:
                j = i + 1
                names = []
                while j < n and toks[j].type != "RPAR":
                    if toks[j].type == "IDENT":
                        names.append(toks[j])
                    j += 1
                last = out.pop()
                out.append(OpenDecl(last.written, last.at_namespace,
                                    tuple(str(x) for x in names)))
                for x in names:
                    self.ref(f"{last.written}.{x}", x, self.scope(), frozenset())
                i = j + 1
                continue
            if t.type == "IDENT":
                out.append(OpenDecl(text, ns))
                self.ref(text, t, self.scope(), frozenset(), role="namespace")
            i += 1
        return out

    def c_export(self, cmd) -> None:
        toks = cmd.tokens[1:]
        if len(toks) < 2 or toks[0].type != "IDENT" or toks[1].type != "LPAR":
            self.facts.unread.append((cmd.line, cmd.column, "an `export` not of the form "
                                                            "`export N (a b)`"))
            return
        target_ns = str(toks[0])
        self.ref(target_ns, toks[0], self.scope(), frozenset(), role="namespace")
        ns = self.namespace
        for t in toks[2:]:
            if t.type == "IDENT":
                alias = ".".join(ns + (str(t),))
                self.facts.aliases.append(Alias(alias, f"{target_ns}.{t}", self.scope(),
                                                t.line, t.column))

    def c_set_option(self, cmd) -> None:
        toks = cmd.tokens
        if len(toks) > 1 and toks[1].type == "IDENT":
            self.ref(str(toks[1]), toks[1], self.scope(), frozenset(), role="option")

    def c_universe(self, cmd) -> None:
        names = [str(t) for t in cmd.tokens[1:] if t.type == "IDENT"]
        (self.frames[-1].variables if self.frames else self.file_vars).extend(names)

    def c_variable(self, cmd) -> None:
        names, refs = _token_binders(cmd.tokens[1:])
        local = self.variables()
        for t in refs:
            self.ref(str(t), t, self.scope(), local, signature=True)
        (self.frames[-1].variables if self.frames else self.file_vars).extend(names)

    def c_attribute(self, cmd) -> None:
        # `attribute [simp] foo bar`: the names after the bracket are declarations.
        toks = cmd.tokens[1:]
        depth = 0
        for t in toks:
            depth += (t.type in LX.OPENERS) - (t.type in LX.CLOSERS)
            if depth == 0 and t.type == "IDENT":
                self.ref(str(t), t, self.scope(), frozenset())

    def c_macro(self, cmd) -> None:
        """`macro (name := n) … "keyword" … : command => …`: declares `n` (in the current
        namespace) and, for the `command` category, the keyword. Parser names after `x:` in the
        pattern and in `$x:cat` antiquotations are references; the quotation's other tokens
        are syntax, not terms, and are not checked."""
        toks = cmd.tokens[1:]
        keywords = []
        category = None
        for i, t in enumerate(toks):
            if t.type == "IDENT" and str(t) == "name" and i + 2 < len(toks) and \
                    toks[i + 1].type == "ASSIGN" and toks[i + 2].type == "IDENT":
                n = toks[i + 2]
                self.declare(str(n), "macro", n, cmd)
            elif t.type == "STRING":
                keywords.append(str(t)[1:-1].strip())
            elif t.type == "COLON" and i + 1 < len(toks) and toks[i + 1].type == "IDENT":
                prev = toks[i - 1] if i else None
                adjacent = prev is not None and prev.end_pos == t.start_pos and \
                    t.end_pos == toks[i + 1].start_pos
                if adjacent or (i + 2 < len(toks) and toks[i + 2].type == "DARROW"):
                    self.ref(str(toks[i + 1]), toks[i + 1], self.scope(), frozenset(),
                             role="syntax")
                if i + 2 < len(toks) and toks[i + 2].type == "DARROW":
                    category = str(toks[i + 1])
                    break
        if category == "command" and keywords:
            self.facts.commands_declared.add(keywords[0])
        # antiquotations `$x:cat` in the quotation
        for a, b, c, d in zip(toks, toks[1:], toks[2:], toks[3:]):
            if str(a) == "$" and b.type == "IDENT" and c.type == "COLON" and d.type == "IDENT" \
                    and b.end_pos == c.start_pos and c.end_pos == d.start_pos:
                self.ref(str(d), d, self.scope(), frozenset(), role="syntax")

    # declarations
    def declare(self, name: str, kind: str, tok, cmd, namespace=None) -> str:
        """Record a declaration made here; its full name."""
        mods = " ".join(cmd.modifiers)
        full = _full_name(self.namespace if namespace is None else namespace, name)
        self.facts.declared.append(Declared(full, kind, tok.line, tok.column,
                                            private="private" in mods.split(),
                                            protected="protected" in mods.split()))
        return full

    def parsed_decl(self, cmd) -> None:
        kind = _PARSED_DECLS[cmd.keyword]
        decl = self.decls.get((cmd.line, cmd.column))
        if cmd.keyword == "KW_THEOREM_WANTED":
            self.facts.commands_used.append(("theorem_wanted", cmd.line, cmd.column))
        if decl is None:  # not produced by the parser (cannot happen for these keywords)
            self.facts.unread.append((cmd.line, cmd.column, "declaration not parsed"))
            return
        ns = self.namespace
        body_ns = ns
        full = None
        if decl.name and kind is not None:
            tok = decl.name_node
            full = self.declare(decl.name, kind, tok, cmd)
            if not decl.name.startswith("_root_.") and "." in decl.name:
                body_ns = ns + tuple(decl.name.split(".")[:-1])  # `def A.f` is `namespace A def f`
        if decl.error is not None:
            line, col, what = decl.error
            self.facts.unread.append((line, col, f"the front end does not read {what} in "
                                                 f"`{decl.name or 'example'}`"))
            return
        scope = self.scope(_scoped_opens(cmd, body_ns), namespace=body_ns)
        own = frozenset()
        if kind == "def" and decl.name:
            own = frozenset({decl.name.split(".")[-1]})
        walker = _TermWalker(self, cmd, scope)
        local = self.variables() | own
        local = walker.binders(decl.binders, local)
        if decl.type is not None:
            walker.term(decl.type, local, signature=True)
        helpers = self.where_helpers(cmd, decl, full, scope, local) if decl.tail else frozenset()
        body_local = local | helpers
        if decl.body is not None:
            walker.term(decl.body, body_local)
        for alt in decl.match_alts:
            walker.term(alt, body_local)
        if kind in ("theorem", None):
            end = decl.type.end if decl.type is not None else None
            proof = [t for t in cmd.tokens[1:] if end is not None and t.start_pos >= end]
            if proof:
                walker.lenient(proof[1:] if proof[0].type == "ASSIGN" else proof, local)

    def where_helpers(self, cmd, decl, full, scope, local) -> frozenset:
        """The `where` helpers and other tail clauses of a definition, token by token:
        declares `f.helper` for each helper; names the helpers' short names (visible in the
        body). Termination hints and `deriving` clauses are read leniently."""
        ends = [n.end for n in (decl.body, *decl.match_alts) if n is not None]
        end = max(ends) if ends else 0
        tail = [t for t in cmd.tokens if t.start_pos >= end]
        clauses: list[tuple[str, list]] = []
        for t in tail:
            if t.type in LX.TAIL_KEYWORDS:
                clauses.append((t.type, []))
            elif clauses:
                clauses[-1][1].append(t)
        names = set()
        walker = _TermWalker(self, cmd, scope)
        for kw, toks in clauses:
            if kw == "KW_WHERE":
                helpers = _helpers(toks)
                for head, body in helpers:
                    if full:
                        self.declare(str(head), "helper", head, cmd,
                                     namespace=tuple(full.split(".")))
                    names.add(str(head))
                for head, body in helpers:
                    binders, refs = _token_binders(_header(body))
                    for t in refs:
                        self.ref(str(t), t, scope, local | names, lenient=True)
                    walker.lenient(_after_header(body), local | names | frozenset(binders))
            elif kw == "KW_DERIVING":
                for t in toks:
                    if t.type == "IDENT":
                        self.ref(str(t), t, scope, frozenset())
            else:
                walker.lenient(toks, local | names)
        return frozenset(names)

    def token_decl(self, cmd) -> None:
        """`structure`, `class`, `inductive`, `instance`, `axiom`, `opaque`: the names they
        declare, read from the tokens; their bodies are not read (reported)."""
        kw = cmd.keyword
        toks = cmd.tokens[1:]
        kind = {"class": "structure"}.get(kw, kw)
        name_tok = _decl_name_token(toks, kw)
        if name_tok is not None:
            full = self.declare(str(name_tok), kind, name_tok, cmd)
            if kw in ("structure", "class"):
                ctor, fields = _structure_parts(toks)
                self.facts.declared.append(Declared(f"{full}.{ctor or 'mk'}", "ctor",
                                                    name_tok.line, name_tok.column))
                for f in fields:
                    self.facts.declared.append(Declared(f"{full}.{f}", "field", f.line,
                                                        f.column))
            elif kw == "inductive":
                for c in _inductive_ctors(toks):
                    self.facts.declared.append(Declared(f"{full}.{c}", "ctor", c.line, c.column))
        self.facts.unread.append((cmd.line, cmd.column,
                                  f"the front end does not parse `{kw}` declarations; the "
                                  "names it declares are collected, its body is not checked"))

    def ref(self, name, tok, scope, local, role="term", lenient=False, signature=False):
        self.facts.references.append(Reference(name, tok.line, tok.column, scope, local, role,
                                               lenient, signature))


def _full_name(namespace: tuple, name: str) -> str:
    if name.startswith("_root_."):
        return name[len("_root_."):]
    return ".".join(namespace + (name,))


def _scoped_opens(cmd, namespace) -> tuple:
    """`open A B in` before a command: those opens, for that command only."""
    return tuple(OpenDecl(n, namespace) for n in cmd.scoped_open
                 if n not in ("in", "scoped"))


# --- token-level readers ----------------------------------------------------------------------------

def _token_binders(toks) -> tuple[list[str], list]:
    """Binders `(x y : T) {α : Type} [C α]` read from tokens: the bound names, and the
    identifier tokens of the types (references)."""
    names, refs = [], []
    depth, before_colon = 0, True
    for t in toks:
        if t.type in LX.OPENERS:
            depth += 1
            if depth == 1:
                before_colon = t.type != "LSQB"
            continue
        if t.type in LX.CLOSERS:
            depth -= 1
            continue
        if depth == 1 and t.type in ("COLON", "ASSIGN"):
            before_colon = False
            continue
        if t.type == "IDENT":
            if depth == 1 and before_colon:
                names.append(str(t))
            elif depth >= 1:
                refs.append(t)
    return names, refs


def _helpers(toks) -> list[tuple]:
    """The helpers of a `where` clause: (name token, tokens of the helper), each starting with
    an identifier at the clause's least column."""
    if not toks:
        return []
    col = min(t.column for t in toks if t.type == "IDENT") if any(
        t.type == "IDENT" for t in toks) else 0
    out, depth = [], 0
    for t in toks:
        if depth == 0 and t.type == "IDENT" and t.column == col and (
                not out or t.line != out[-1][1][-1].line):
            out.append((t, [t]))
        elif out:
            out[-1][1].append(t)
        depth += (t.type in LX.OPENERS) - (t.type in LX.CLOSERS)
    return out


def _header(helper) -> list:
    """A helper's tokens before its `:=` or first `|` (its binders and type)."""
    out = []
    depth = 0
    for t in helper[1:]:
        if depth == 0 and t.type in ("ASSIGN", "BAR"):
            break
        depth += (t.type in LX.OPENERS) - (t.type in LX.CLOSERS)
        out.append(t)
    return out


def _after_header(helper) -> list:
    return helper[1 + len(_header(helper)):]


def _decl_name_token(toks, kw):
    """The name of a token-read declaration, or None (an anonymous instance)."""
    i = 0
    if kw == "instance":
        while i < len(toks) and toks[i].type == "LPAR":  # (priority := …)
            depth = 0
            while i < len(toks):
                depth += (toks[i].type in LX.OPENERS) - (toks[i].type in LX.CLOSERS)
                i += 1
                if depth == 0:
                    break
        if i + 1 < len(toks) and toks[i].type == "IDENT" and \
                toks[i + 1].type in ("COLON", "LPAR", "LBRACE", "LSQB", "LSTRICT"):
            return toks[i]
        return None
    return toks[0] if toks and toks[0].type == "IDENT" else None


def _structure_parts(toks) -> tuple:
    """(constructor name or None, field name tokens) of a structure: `mk ::` and the names
    before `:` or `:=` that start a line (or stand in a binder) after `where`."""
    try:
        start = next(i for i, t in enumerate(toks) if t.type in ("KW_WHERE", "ASSIGN"))
    except StopIteration:
        return None, []
    body = toks[start + 1:]
    ctor, fields = None, []
    depth = 0
    line_start = True
    prev_line = toks[start].line
    pending: list = []
    for k, t in enumerate(body):
        first = t.line != prev_line
        prev_line = t.line
        if t.type == "KW_DERIVING" and depth == 0:
            break
        if depth == 0 and first:
            line_start, pending = True, []
        if t.type in LX.OPENERS:
            depth += 1
            line_start = False
            continue
        if t.type in LX.CLOSERS:
            depth -= 1
            continue
        if t.type == "IDENT" and (line_start or depth == 1):
            pending.append(t)
            if k + 1 < len(body) and str(body[k + 1]) == "::" and depth == 0:
                ctor, pending, line_start = str(t), [], False
            continue
        if t.type in ("COLON", "ASSIGN") and pending:
            fields.extend(pending)
        pending, line_start = [], False
    return ctor, fields


def _inductive_ctors(toks) -> list:
    depth = 0
    out = []
    for a, b in zip(toks, toks[1:]):
        depth += (a.type in LX.OPENERS) - (a.type in LX.CLOSERS)
        if depth == 0 and a.type == "BAR" and b.type == "IDENT":
            out.append(b)
    return out


# --- terms ------------------------------------------------------------------------------------------

#: Tokens that start a binding run in a proof or `by` block, read token by token.
_BINDING_WORDS = {"intro", "intros", "rintro", "rename_i", "by_contra", "by_contra!", "ext",
                  "funext", "choose", "next", "case", "by_cases", "generalize", "set", "obtain",
                  "rcases", "induction", "cases", "contrapose!", "push_neg"}
_QUANTIFIERS = {"FORALL", "EXISTS", "EXISTS_UNIQUE", "SUM", "PRODBIG", "FUN"}
_PATTERN_TYPES = {"IDENT", "LANGLE", "RANGLE", "LPAR", "RPAR", "COMMA", "BAR", "LSQB", "RSQB"}


class _TermWalker:
    """References of the front end's term trees, with exact local scopes; `lenient` for token
    runs (proofs, `by` blocks)."""

    def __init__(self, reader: _FileReader, cmd, scope: Scope):
        self.r = reader
        self.cmd = cmd
        self.scope = scope

    def ref(self, name, node_or_tok, local, role="term", lenient=False, signature=False):
        self.r.ref(name, node_or_tok, self.scope, frozenset(local), role, lenient, signature)

    def notation(self, what, node):
        self.r.facts.notations.append((what, node.line, node.column))

    def binders(self, binders, local, signature=True) -> frozenset:
        """Walk bracketed binders in order (each type sees the names before it)."""
        local = frozenset(local)
        for b in binders:
            local = self.binder(b, local, signature)
        return local

    def binder(self, b, local, signature=False) -> frozenset:
        names, typ, extra = b.args
        if b.text in ("", "(", "{", "⦃", "["):
            if typ is not None:
                self.term(typ, local, signature)
            if extra is not None:
                self.term(extra, local, signature)
        else:  # bounded quantifier `x < e`, `x ∈ s`: the bound is outside the binder
            if extra is not None:
                self.term(extra, local, signature)
        return local | {n.text for n in names}

    def term(self, node, local, signature=False) -> None:
        if node is None:
            return
        if isinstance(node, tuple):
            for x in node:
                self.term(x, local, signature)
            return
        k = node.kind
        a = node.args
        if k == "ident":
            self.ident(node, local, signature)
        elif k == "explicit":
            self.ref(node.text, node, local, signature=signature)
        elif k in ("num", "string"):
            return
        elif k == "proj":
            self.term(a[0], local, signature)
            if not node.text.isdigit():
                self.ref(node.text, node, local, role="field", signature=signature)
        elif k in ("forall", "exists", "exists_unique", "big_sum", "big_prod"):
            if k in ("big_sum", "big_prod"):
                self.notation("∑" if k == "big_sum" else "∏", node)
            inner = self.binders(a[0], local, signature)
            self.term(a[1], inner, signature)
        elif k == "lambda":
            params, typ, body = a
            inner = frozenset(local)
            for p in params:
                inner = inner | self.param(p, local, signature)
            self.term(typ, local, signature)
            self.term(body, inner, signature)
        elif k == "match_alt":
            pats, rhs = a
            bound = frozenset()
            for p in pats:
                bound = bound | self.pattern(p, local, signature)
            self.term(rhs, frozenset(local) | bound, signature)
        elif k == "match":
            scrut, alts = a
            self.term(scrut, local, signature)
            self.term(alts, local, signature)
        elif k == "let":
            pat, binders, typ, value, body = a
            inner = self.binders(binders, local, signature)
            self.term(typ, inner, signature)
            self.term(value, inner, signature)
            self.term(body, frozenset(local) | self.param(pat, local, signature), signature)
        elif k in ("setof", "setsep"):
            self.notation("{x | p x}", node)
            var, mid, body = a
            self.term(mid, local, signature)
            self.term(body, frozenset(local) | {var.text}, signature)
        elif k == "ite" and node.text:
            self.term(a[0], local, signature)
            self.term(a[1:], frozenset(local) | {node.text}, signature)
        elif k == "by":
            toks = [t for t in self.cmd.tokens if node.start <= t.start_pos < node.end]
            self.lenient(toks[1:], local)
        elif k == "binder":
            self.binder(node, local, signature)
        else:
            if k == "vec":
                self.notation("![…]", node)
            elif k == "binop" and node.text == "×ˢ":
                self.notation("×ˢ", node)
            for x in a:
                self.term(x, local, signature)

    def ident(self, node, local, signature) -> None:
        text = node.text
        if text in ("_", "·") or text.startswith("?"):
            return
        if text in ("Type*", "Sort*"):
            self.notation(text, node)
            return
        if text in ("⊥", "⊤", "∅"):
            self.notation(text, node)
            return
        self.ref(text, node, local, signature=signature)

    def param(self, p, local, signature) -> frozenset:
        """A `fun` or `let` parameter: names it binds (types walked as terms)."""
        if p.kind == "ident":
            return frozenset({p.text})
        if p.kind == "typed":
            inner, typ = p.args
            self.term(typ, local, signature)
            if inner.kind == "app" and all(x.kind == "ident" for x in inner.args):
                return frozenset(x.text for x in inner.args)  # `fun (x y : T) =>`
            return self.param(inner, local, signature)
        if p.kind == "binder":
            self.binder(p, local, signature)
            return frozenset(n.text for n in p.args[0])
        return self.pattern(p, local, signature)

    def pattern(self, p, local, signature) -> frozenset:
        """Names a pattern binds; constructors it names (dotted, or at the head of an
        application) are references."""
        if p is None:
            return frozenset()
        k = p.kind
        if k == "ident":
            if "." in p.text:
                self.ref(p.text, p, local, signature=signature)
                return frozenset()
            return frozenset({p.text})
        if k == "app":
            head, *args = p.args
            if head.kind == "ident":
                self.ref(head.text, head, local, signature=signature)
            else:
                self.term(head, local, signature)
            out = frozenset()
            for x in args:
                out = out | self.pattern(x, local, signature)
            return out
        if k == "typed":
            self.term(p.args[1], local, signature)
            return self.pattern(p.args[0], local, signature)
        if k in ("num", "string"):
            return frozenset()
        if k in ("binop", "tuple", "anon", "list", "vec", "unop"):
            out = frozenset()
            for x in p.args:
                out = out | self.pattern(x, local, signature)
            return out
        if k == "explicit":
            self.ref(p.text, p, local, signature=signature)
            return frozenset()
        self.term(p, local, signature)
        return frozenset()

    def lenient(self, toks, local) -> None:
        """A proof or `by` block, token by token: names bound anywhere in it count as bound
        throughout; every other identifier is a reference."""
        bound = set(local)
        skip = set()   # indices of tokens that are binding occurrences or not names
        n = len(toks)
        for i, t in enumerate(toks):
            text = str(t)
            if t.type == "IDENT" and text in _BINDING_WORDS or t.type in ("HAVE", "LET"):
                j = i + 1
                if text in ("rcases", "cases", "induction", "obtain") and t.type == "IDENT":
                    # the names come after `with` (rcases, cases, induction) or before `:=`
                    while j < n and toks[j].type != "WITH" and toks[j].type != "ASSIGN" and \
                            toks[j].line == t.line and text != "obtain":
                        j += 1
                    if j < n and toks[j].type == "WITH":
                        j += 1
                    elif text != "obtain":
                        continue
                self._run(toks, j, t.line, bound, skip)
            elif t.type in _QUANTIFIERS:
                self._run(toks, i + 1, t.line, bound, skip, until_comma=True)
            elif t.type == "BAR":
                # `| ctor x y =>` (cases, induction, match): the names before `=>`
                j = i + 1
                names = []
                while j < n and toks[j].type in ("IDENT", "LANGLE", "RANGLE", "COMMA"):
                    names.append(j)
                    j += 1
                if j < n and toks[j].type == "DARROW":
                    for m in names:
                        if toks[m].type == "IDENT" and "." not in str(toks[m]):
                            bound.add(str(toks[m]))
                            skip.add(m)
        for i, t in enumerate(toks):
            if i in skip:
                continue
            if t.type == "DOTIDENT":
                self.ref(str(t)[1:], t, bound, role="field", lenient=True)
                continue
            if t.type != "IDENT":
                continue
            prev = toks[i - 1] if i else None
            if prev is not None and prev.type == "QMARK" and prev.end_pos == t.start_pos:
                continue  # `?_`, `?h`: a goal to fill
            if prev is not None and prev.type in ("PLUS", "MINUS") and \
                    prev.end_pos == t.start_pos and (i < 2 or toks[i - 2].end_pos < prev.start_pos):
                self.ref(str(t), t, bound, role="config", lenient=True)  # `decide +kernel`
                continue
            if str(t) == "_":
                continue
            self.ref(str(t), t, bound, lenient=True)

    def _run(self, toks, j, line, bound, skip, until_comma=False) -> None:
        """Binding names from token j on: identifiers (and patterns `⟨a, b⟩`, `(x : T)`) on
        the same line, or inside brackets; stops at `:=`, `=>`, `;`, a `,` outside brackets
        (quantifiers) or anything else."""
        depth = 0
        colon_depth = None
        n = len(toks)
        while j < n:
            t = toks[j]
            if depth == 0 and t.line != line:
                break
            if t.type in LX.OPENERS:
                depth += 1
            elif t.type in LX.CLOSERS:
                depth -= 1
                if colon_depth is not None and depth < colon_depth:
                    colon_depth = None
                if depth < 0:
                    break
            elif t.type == "COLON":
                if depth == 0:
                    break
                colon_depth = depth
            elif t.type == "COMMA" and depth == 0:
                break
            elif t.type == "IDENT":
                if colon_depth is None and "." not in str(t):
                    bound.add(str(t))
                    skip.add(j)
            elif t.type not in _PATTERN_TYPES and depth == 0:
                break
            elif t.type not in _PATTERN_TYPES and colon_depth is None:
                break
            j += 1
