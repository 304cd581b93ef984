"""What the static check needs from one Lean file, read with the front end (`pychecks.lean.read`, `pychecks.lean.shapes`).

This is the only module of `pychecks.lean.verify` that touches the front end's tokens and syntax
trees (the typed tree of `pychecks.lean.ast`), so that a change to the grammar or the tree (new
node kinds, new commands) is met here and nowhere else. It gives:

* `read_file(path, name)` / `read_text(text, name)` → `FileFacts`: the file's imports, the
  declarations it makes (full names after namespaces, `private`, `protected`, `_root_`; the names
  a `structure` adds (the type, its constructor `S.mk`, a projection `S.f` per field, `S.toP` per
  parent it extends), those of an `inductive` (the type and `T.c` per constructor), the
  recursors Lean generates for both, `where` helpers `f.go`, named instances, axioms, opaque
  constants), its `export` aliases, the namespaces it opens, every identifier it refers to (with
  the namespace, the `open`s and the local names in scope there), the Mathlib-only notation it
  uses, the custom command keywords it uses or declares (`theorem_wanted`), and what it could not
  read;
* `lex(text, name)` → `Tok`s, for the lakefile reader.

How far scopes are followed. In the terms the front end parses (signatures and bodies of `def`,
`abbrev`, `theorem`, `lemma`, `theorem_wanted`, `example`, `instance`, `where` helpers, a
structure's parameters and fields, an inductive's parameters and constructors, `axiom`, `opaque`,
`variable`), every binder is scoped exactly: binders of the declaration, `variable`s of the
enclosing sections and namespaces, `∀ ∃ fun let` binders, `match` and `fun` patterns (an atomic
name in a pattern binds, as in Lean, unless it is a constructor: either way it is not a
reference), set builders, `if h :`; the members of a `mutual` block see each other, as every
declaration of the file does. Proofs, `by` blocks and `termination_by`/`decreasing_by` clauses are
never parsed by the front end; they are read token by token ("lenient"): a name that a tactic or
a binder introduces anywhere in the block (after `intro`, `obtain`, `rcases … with`, `fun`, `∀`,
`have`, `let`, `case`, `| ctor x y =>`, …) counts as bound in the whole block, and every other
identifier must resolve like a term's.

Dot notation (`h.left`, `l.foldl f 0`, `.move`, `{ h with left := k }`) is recorded with what is
known of the receiver's type (`Typing`): a local's declared type, a constant applied to some
arguments, a field of such a receiver; `static` resolves it against the declarations (a field of
a structure of the project must exist) and falls back to "some declaration or curated name ends
in this field" where the type is not known or is a library type.

What the front end cannot read (a syntax error, a `notation` or `syntax` command) is reported as
*not read*, never passed in silence; the names such a declaration declares are still collected,
so that files using them are checked. A declaration with notation the front end does not model
and a custom command are `unmodelled`: recorded with their reason, their tokens read leniently
(the leading binder groups bound), for `static` to count unchecked where the imports reach a
package that may define them, and to report otherwise. The module system's `module` header
keyword is no command, and an old-style `structure S := (f : T)` is read as `structure S where`.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from pathlib import Path

from lark import Token

from ...errors import BadInput
from .. import ast as A
from ..evaluate import types as T
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
class TypeHead:
    """A type as written, by its head constant (`List` of `List ℕ`, `Heaps`, `Prod` of `α × β`)
    and the scope it was written in, for `static` to resolve."""

    name: str
    scope: Scope


@dataclass(frozen=True)
class Typing:
    """What can be known of a term's type without elaborating it.

    kind "shape": the type is written (a local's binder, an ascription): `shape[k]` is the head
    of its type after k explicit arguments (None where that is a function type or unknown);
    kind "const": the constant written `name` in `scope`; kind "field": dot notation `base.name`
    (the receiver counts as one argument). `applied` is the number of explicit arguments the
    term applies it to."""

    kind: str
    name: str | None = None
    scope: Scope | None = None
    shape: tuple = ()
    base: "Typing | None" = None
    applied: int = 0

    def apply(self, n: int) -> "Typing":
        return replace(self, applied=self.applied + n)


@dataclass(frozen=True)
class Declared:
    """A name a file adds to the environment. `kind`: def, theorem, structure, class, field,
    ctor, inductive, instance, axiom, opaque, macro, helper (a `where` helper), generated (a
    recursor Lean adds to every inductive type); `value` says whether the name denotes a term
    (so that `name.field` is dot notation on it), not a type. `shape` is the head of its type
    after k explicit arguments (see `Typing`); `parents` the structures a structure extends."""

    name: str
    kind: str        # … and `wanted` for a `theorem_wanted`
    line: int
    column: int
    private: bool = False
    protected: bool = False
    shape: tuple = ()
    parents: tuple = ()

    @property
    def value(self) -> bool:
        return self.kind not in ("structure", "inductive", "class")


@dataclass(frozen=True)
class Reference:
    """An identifier the file uses. `role`: term (a constant or local), field (the name after a
    dot on a term), ctor (`.c`, a name of the expected type's namespace), struct_field (a field
    of a structure instance `{ f := … }`), namespace (an `open`), option (`set_option`), syntax
    (a parser name in a `macro`), config (`decide +kernel`). `receiver`: for field, ctor and
    struct_field, what is known of the type whose namespace the name is looked up in.
    `lenient`: read token by token in a proof or `by` block. `signature`: in a declaration's
    binders or type (where Lean's auto-bound implicits apply, when the lakefile allows them)."""

    name: str
    line: int
    column: int
    scope: Scope
    local: frozenset
    role: str = "term"
    lenient: bool = False
    signature: bool = False
    receiver: Typing | None = None


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
    #: constructs the front end does not model (notation it has no rule for, a custom command):
    #: (line, column, what, command keyword or None, what a finding says). Their names are read
    #: token by token where they have any; `static` counts them unchecked with their reason where the imports reach a package it has
    #: no index of (the notation or command may be that package's), else reports them not read
    unmodelled: list = field(default_factory=list)
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

#: Lean core's diagnostic commands whose argument is a term (or none), read token by token
#: (Lean's `Elab/BuiltinCommand.lean`, `Elab/GuardMsgs.lean`, `Elab/BuiltinEvalCommand.lean`).
_READ_HASH_COMMANDS = {"#check", "#eval", "#reduce", "#print", "#synth", "#guard_msgs"}
#: Commands the check does not read: unmodelled (reported as not read, or counted unchecked
#: where the imports reach a package with no index).
_UNREAD_COMMANDS = {"syntax", "notation", "infix", "infixl", "infixr", "prefix", "postfix",
                    "macro_rules", "elab", "initialize", "alias"}
#: Declarations whose signature and body the front end parses, and the kind each declares.
_DEFINITIONS = {"KW_DEF": "def", "KW_ABBREV": "def", "KW_THEOREM": "theorem",
                "KW_LEMMA": "theorem", "KW_THEOREM_WANTED": "wanted", "KW_EXAMPLE": None}
#: What Lean adds to every inductive type and structure besides its constructors: the kernel's
#: recursor and, in `mkAuxConstructions` (leanprover/lean4 src/Lean/Elab/MutualInductive.lean,
#: stored version 65f00169b412), `recOn` and `casesOn` (`noConfusion`, `below`, `brecOn` only
#: for some types, so they are left out: a file using them is reported).
_GENERATED = ("rec", "recOn", "casesOn")
#: Batteries' wanted commands besides `theorem_wanted` (Batteries/Util/ProofWanted.lean), which
#: the front end does not read: each declares a placeholder a later `❰name❱` may reference.
_OTHER_WANTED = {"def_wanted", "proof_wanted", "instance_wanted"}
#: Batteries' reference to an earlier wanted declaration: `❰foo❱` (U+2770, U+2771).
WANTED_OPEN, WANTED_CLOSE = "❰", "❱"
#: Type notation whose namespace is another name's (`l.foo` on `l : ℕ` is `Nat.foo`): the
#: elaborator's table.
_TYPE_NOTATION = T.NOTATION


@dataclass
class _Frame:
    kind: str                 # namespace, section, mutual
    name: str | None
    opens: list = field(default_factory=list)
    variables: dict = field(default_factory=dict)   # name → Typing or None


class _FileReader:
    """Walks a parsed file's commands in order, keeping namespaces, sections, `open`s and
    `variable`s."""

    def __init__(self, lean, facts: FileFacts):
        self.lean = lean
        self.facts = facts
        self.frames: list[_Frame] = []
        self.file_opens: list = []
        self.file_vars: dict = {}     # `variable`s and `universe`s outside every section
        self.next_vars: dict = {}     # `variable … in`: for the next command only
        self.command_vars: dict = {}
        self.seen_command = False
        self.wanted_seen: set = set()   # (line, column) of the `❰name❱` references recorded

    # scope
    @property
    def namespace(self) -> tuple:
        return tuple(f.name for f in self.frames if f.kind == "namespace")

    def scope(self, extra_opens=(), namespace=None) -> Scope:
        opens = tuple(extra_opens) + tuple(o for f in reversed(self.frames) for o in f.opens) \
            + tuple(self.file_opens)
        return Scope(self.namespace if namespace is None else namespace, opens)

    def variables(self) -> dict:
        out = dict(self.file_vars)
        for f in self.frames:
            out.update(f.variables)
        out.update(self.command_vars)
        return out

    def run(self) -> None:
        handlers = {"KW_STRUCTURE": self.structure, "KW_CLASS": self.class_,
                    "KW_INDUCTIVE": self.inductive, "KW_INSTANCE": self.instance,
                    "KW_AXIOM": self.signature_decl, "KW_OPAQUE": self.signature_decl}
        for cmd in self.lean.commands:
            kw = cmd.keyword
            if kw == "module" and not self.seen_command and not self.facts.imports and \
                    len(cmd.tokens) == 1:
                continue   # the module system's header keyword, before the imports
            if kw == "import":
                mod, tok = str(cmd.tokens[1]), cmd.tokens[1]
                where = self.facts.late_imports if self.seen_command else self.facts.imports
                where.append((mod, tok.line, tok.column))
                continue
            self.seen_command = True
            self.command_vars, self.next_vars = self.next_vars, {}
            handler = getattr(self, "c_" + kw, None) or handlers.get(kw)
            if kw in _DEFINITIONS:
                self.definition(cmd, cmd.decl, _DEFINITIONS[kw])
            elif handler is not None:
                handler(cmd)
            elif cmd.tokens[0].type == "CUSTOM_CMD":
                self.facts.commands_used.append((kw, cmd.line, cmd.column))
                if kw in _OTHER_WANTED and len(cmd.tokens) > 1 and \
                        cmd.tokens[1].type == "IDENT":
                    # Batteries' other wanted commands: the name they declare may be a `❰…❱`
                    self.declare(str(cmd.tokens[1]), "wanted", cmd.tokens[1], cmd)
                self.unmodelled(cmd.line, cmd.column, f"the custom command `{kw}`", cmd,
                                cmd.tokens[1:], command=kw)
            elif kw in ("include", "omit"):
                # `include h` / `omit h in`: they name section variables for the declarations
                # after them (project.py's `_index` reads them); nothing here to resolve
                continue
            elif kw in _READ_HASH_COMMANDS:
                self.hash_command(cmd)
            elif kw in _UNREAD_COMMANDS or kw.startswith("#"):
                self.unmodelled(cmd.line, cmd.column, f"the `{kw}` command", cmd, [],
                                finding=f"the static check does not read `{kw}` commands")
            else:
                self.unread(cmd, f"unknown command `{kw}`")

    def unread(self, at, what: str) -> None:
        self.facts.unread.append((at.line, at.column, what))

    def unmodelled(self, line, col, what: str, cmd, toks, local=None, command=None,
                   binders=False, finding=None) -> None:
        """A construct the front end does not model (`what`, at line:col): recorded with its
        reason (and `finding`, what `static` says where it reports it), and its tokens `toks`
        read token by token, so that its names are still resolved; with `binders`, the names of
        the leading binder groups (`(a b : T) {c : U}`) are bound in the rest."""
        if finding is None:
            finding = (f"the static check does not read the custom command `{command}`"
                       if command is not None else f"the front end does not read {what}")
        self.facts.unmodelled.append((line, col, what, command, finding))
        local = dict(self.variables() if local is None else local)
        toks = list(toks)
        if binders:
            names, toks = _leading_binders(toks)
            local.update({n: None for n in names})
        scope = self.scope(_scoped_opens(cmd, self.namespace))
        _TermWalker(self, cmd, scope).lenient(toks, local)

    def hash_command(self, cmd) -> None:
        """Lean core's `#check e`, `#eval e`, `#reduce e`, `#print e`, `#synth C`: the term read
        token by token (`#print axioms foo` names `foo`); `#guard_msgs (…) in` names nothing (it
        wraps the next command, read as any other)."""
        if cmd.keyword == "#guard_msgs":
            return
        toks = list(cmd.tokens[1:])
        if cmd.keyword == "#print" and toks and str(toks[0]) == "axioms":
            toks = toks[1:]
        if toks and str(toks[-1]) == "in":
            toks = toks[:-1]
        scope = self.scope(_scoped_opens(cmd, self.namespace))
        _TermWalker(self, cmd, scope).lenient(toks, self.variables())

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
        words = [t for t in cmd.tokens[1:] if t.line == cmd.tokens[0].line]
        last = str(words[0]).split(".")[-1] if words else None
        if len(words) > 1 or last is not None and not any(
                f.name is not None and last in f.name.split(".") for f in self.frames):
            # `end evaluation steps`, `end bookExample` (fp-lean's own syntax): no Lean `end`,
            # which names one open scope, but a command of a syntax the file imports (the same
            # rule as `read.project`'s)
            self.unmodelled(cmd.line, cmd.column, "the custom command `end …`", cmd, [],
                            command="end")
            return
        # the name is on `end`'s line: what follows on the next lines is no part of it (an old
        # `termination_by` after a `mutual … end`, math2001's Library/Theory/GCD.lean)
        name = str(words[0]) if words else None
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
            self.unread(cmd, "an `export` not of the form `export N (a b)`")
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
        names = {str(t): None for t in cmd.tokens[1:] if t.type == "IDENT"}
        (self.frames[-1].variables if self.frames else self.file_vars).update(names)

    def c_variable(self, cmd) -> None:
        """`variable (n : ℕ) {α : Type*} [Fintype α]`: the binders (types walked like a
        signature's), in scope until the end of the section or namespace; with `in`, for the
        next command only."""
        decl = cmd.decl
        if decl is None or decl.error is not None:
            line, col, what = decl.error if decl is not None else (cmd.line, cmd.column, "it")
            self.unmodelled(line, col, f"{what} in `variable`", cmd, cmd.tokens[1:],
                            binders=True)
            names, _ = _leading_binders(cmd.tokens[1:])
            scope_vars = self.next_vars if str(cmd.tokens[-1]) == "in" else \
                (self.frames[-1].variables if self.frames else self.file_vars)
            scope_vars.update({n: None for n in names})
            return
        walker = _TermWalker(self, cmd, self.scope(_scoped_opens(cmd, self.namespace)))
        local = walker.binders(decl.binders, self.variables())
        names = {n.name: local[n.name] for b in decl.binders for n in b.names}
        if str(cmd.tokens[-1]) == "in":
            self.next_vars = {**self.command_vars, **names}
        else:
            (self.frames[-1].variables if self.frames else self.file_vars).update(names)

    def c_attribute(self, cmd) -> None:
        # `attribute [simp] foo bar`: the names after the bracket are declarations.
        toks = cmd.tokens[1:]
        depth = 0
        for t in toks:
            depth += (t.type in LX.OPENERS) - (t.type in LX.CLOSERS)
            if depth == 0 and t.type == "IDENT":
                self.ref(str(t), t, self.scope(), frozenset())

    def c_deriving(self, cmd) -> None:
        """`deriving instance Repr, BEq for Heaps`: the classes and the types are names."""
        for t in cmd.tokens[2:]:
            if t.type == "IDENT" and str(t) != "for":
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
    def declare(self, name: str, kind: str, at, cmd, namespace=None, shape=(), parents=(),
                modifiers=()) -> str:
        """Record a declaration made here; its full name."""
        mods = " ".join(tuple(cmd.modifiers) + tuple(modifiers)).split()
        full = _full_name(self.namespace if namespace is None else namespace, name)
        self.facts.declared.append(Declared(full, kind, at.line, at.column,
                                            private="private" in mods,
                                            protected="protected" in mods, shape=shape,
                                            parents=parents))
        return full

    def member(self, owner: str, name: str, kind: str, at, shape=()) -> str:
        """Declare `owner.name` (a field, constructor, helper, recursor of `owner`)."""
        full = f"{owner}.{name}"
        self.facts.declared.append(Declared(full, kind, at.line, at.column, shape=shape))
        return full

    def definition(self, cmd, decl, kind, named=True) -> None:
        """A `def`, `abbrev`, `theorem`, `lemma`, `theorem_wanted`, `example` or (read as a
        definition) `instance`: its name, binders, type, body or equations, `where` helpers or
        structure-instance fields, tail clauses and proof."""
        if cmd.keyword == "KW_THEOREM_WANTED":
            self.facts.commands_used.append(("theorem_wanted", cmd.line, cmd.column))
        if decl is None and cmd.keyword == "KW_EXAMPLE":
            # `example := t` (fp-lean's books): a term shown, with no type; the parser makes no
            # declaration of it (it states nothing), so its names are not checked here either
            return
        if decl is None:  # not produced by the parser (cannot happen for these keywords)
            self.unread(cmd, "declaration not parsed")
            return
        if decl.error is not None:
            decl = self.without_wanted_refs(cmd, decl)
        ns = self.namespace
        body_ns = ns
        full = None
        shape = ()
        if decl.name and kind is not None and named:
            if decl.error is None:
                shape = _TermWalker(self, cmd, self.scope()).shape_of(
                    decl.type, decl.binders, _binder_names(decl.binders))
            full = self.declare(decl.name, kind, decl.name_node, cmd, shape=shape)
            if not decl.name.startswith("_root_.") and "." in decl.name:
                body_ns = ns + tuple(decl.name.split(".")[:-1])  # `def A.f` is `namespace A def f`
        if decl.error is not None:
            line, col, what = decl.error
            shown = decl.name if named and decl.name else kind or "example"
            toks = cmd.tokens[1:]
            if decl.name and toks and str(toks[0]) == decl.name:
                toks = toks[1:]
            local = self.variables()
            if kind == "def" and decl.name:
                local[decl.name.split(".")[-1]] = None   # recursive calls by the short name
            self.unmodelled(line, col, f"{what} in `{shown}`", cmd, toks, local=local,
                            binders=True)
            return
        scope = self.scope(_scoped_opens(cmd, body_ns), namespace=body_ns)
        walker = _TermWalker(self, cmd, scope)
        local = self.variables()
        if kind == "def" and decl.name:
            local[decl.name.split(".")[-1]] = None   # recursive calls by the short name
        local = walker.binders(decl.binders, local)
        if decl.type is not None:
            walker.term(decl.type, local, signature=True)
        helpers = self.where_decls(cmd, decl, full, walker, local)
        body_local = {**local, **helpers}
        expect = walker.known(decl.type, local)
        walker.body(decl, body_local, expect)
        if decl.instance_fields:
            walker.instance_fields(decl.instance_fields, body_local, expect)
        if kind not in ("theorem", "wanted", None):
            self.tails(cmd, decl, walker, body_local)
        elif decl.type is not None:
            proof = [t for t in cmd.tokens[1:] if t.start_pos >= decl.type.end]
            if proof:
                walker.lenient(proof[1:] if proof[0].type == "ASSIGN" else proof, local)

    def where_decls(self, cmd, decl, full, walker, local) -> dict:
        """The helpers of a `where` block: each declared as `f.helper` and visible by its short
        name in the body and in every helper; each helper read like a definition."""
        names = {d.name: None for d in decl.where_decls if d.name}
        inner = {**local, **names}
        for d in decl.where_decls:
            if d.name is None:
                continue
            if full and d.error is None:
                self.member(full, d.name, "helper", d.name_node,
                            shape=walker.shape_of(d.type, d.binders, _binder_names(d.binders)))
            elif full:
                self.member(full, d.name, "helper", d.name_node)
            if d.error is not None:
                line, col, what = d.error
                toks = [t for t in cmd.tokens
                        if (d.line, d.column) <= (t.line, t.column) <= (d.end_line, d.end_column)]
                self.unmodelled(line, col, f"{what} in `{full or decl.name}.{d.name}`", cmd,
                                toks[1:], local=inner, binders=True)
                continue
            own = walker.binders(d.binders, inner)
            if d.type is not None:
                walker.term(d.type, own, signature=True)
            walker.body(d, own, walker.known(d.type, own))
        return names

    def tails(self, cmd, decl, walker, local) -> None:
        """The clauses after a definition's body: `termination_by` and `decreasing_by` (the
        definition's and its helpers'), read token by token; `deriving` clauses (class names).
        A `where` block's helpers are read from the tree (`where_decls`)."""
        ends = [n.end for n in (decl.type, decl.body, *decl.match_alts) if n is not None]
        end = max(ends + [b.end for b in decl.binders], default=0)
        pieces = {(d.line, d.column) for d in (*decl.where_decls, *decl.instance_fields)}
        clauses: list = []    # [keyword, tokens]
        clause = None
        depth = 0
        for t in cmd.tokens:
            if t.start_pos < end:
                continue
            if depth == 0 and t.type in LX.TAIL_KEYWORDS:
                clause = None if t.type == "KW_WHERE" else [t.type, []]
                if clause is not None:
                    clauses.append(clause)
                continue
            if (t.line, t.column) in pieces:
                clause = None          # a helper or field: read from the tree
            elif clause is not None:
                clause[1].append(t)
            depth += (t.type in LX.OPENERS) - (t.type in LX.CLOSERS)
        # a helper's own clauses may name its binders: bound in every clause (read leniently)
        helper_binders = {n: None for d in decl.where_decls for n in _binder_names(d.binders)}
        for kw, toks in clauses:
            if kw == "KW_DERIVING":
                self.deriving(toks, walker.scope)
                continue
            bound = {**local, **helper_binders}
            arrow = next((i for i, t in enumerate(toks) if t.type == "DARROW"), None)
            if kw == "KW_TERMINATION_BY" and arrow is not None:
                # `termination_by x y => measure`: x and y are bound in the measure
                bound.update({str(t): None for t in toks[:arrow] if t.type == "IDENT"})
                toks = toks[arrow + 1:]
            walker.lenient(toks, bound)

    def deriving(self, toks, scope) -> None:
        """`deriving Repr, DecidableEq`: each class is a name that must resolve."""
        for t in toks:
            if t.type == "IDENT":
                self.ref(str(t), t, scope, frozenset())
            elif t.type != "COMMA":
                break

    def structure(self, cmd, decl=None, kind="structure") -> None:
        """A `structure` (or `class`): the type, its constructor (`S.mk` or the `mk ::` one),
        a projection per field, `S.toP` per parent it extends, the recursors; parameters, parent
        types, field types and default values read as terms (a field sees the earlier ones)."""
        decl = decl if decl is not None else cmd.decl
        if decl is None or not decl.name:
            self.unread(cmd, f"a `{kind}` without a name")
            return
        if decl.error is not None:
            decl = self.old_structure(cmd, decl)
        parents = _parents(cmd.tokens)
        begun = self.type_declaration(cmd, decl, kind, parents)
        if begun is None:
            return
        full, walker, local, own = begun
        scope = walker.scope
        for p in parents:
            for t in p:
                self.ref(str(t), t, scope, frozenset(local), signature=True)
            self.member(full, "to" + str(p[0]).split(".")[-1], "field", p[0],
                        shape=(None, TypeHead(str(p[0]), scope)))
        count = sum(len(f.names) for f in decl.fields)
        self.member(full, decl.ctor_name or "mk", "ctor", decl.name_node,
                    shape=(None,) * count + (own,))
        for f in decl.fields:
            inner = walker.binders(f.binders, local)
            if f.type is not None:
                walker.term(f.type, inner, signature=True)
            if f.default is not None:
                walker.term(f.default, inner, expect=walker.known(f.type, inner))
            typing = walker.known(f.type, inner) if not f.binders else None
            for n in f.names:
                self.member(full, n.name, "field", n,
                            shape=(None,) + walker.shape_of(f.type, f.binders, set(inner)))
                local = {**local, n.name: typing}
        self.deriving_clause(cmd, walker.scope)

    def old_structure(self, cmd, decl):
        """`structure Wall := (size : Nat)`: Lean 4's structure command takes `:=` where it
        takes `where` (`Lean.Parser.Command.structure`: `" := " <|> " where "` before the
        fields), a form older files use; the front end reads only `where`, so the declaration
        is read again with that `:=` as `where`. `decl` itself when that does not help."""
        toks = cmd.tokens
        at = next((i for i, t in _depth_zero(toks) if t.type in ("ASSIGN", "KW_WHERE")), None)
        if at is None or toks[at].type != "ASSIGN":
            return decl
        fixed = list(toks)
        fixed[at] = Token.new_borrow_pos("KW_WHERE", "where", toks[at])
        try:
            again = SX.parse_declaration(self.lean.source, SX.parser(), replace(cmd, tokens=fixed))
        except LX.LeanSyntaxError:
            return decl
        return decl if again.error is not None else again

    def type_declaration(self, cmd, decl, kind, parents=()):
        """What a structure, class and inductive share: the type and its recursors declared,
        its parameters and type read; (full name, walker, the parameters in scope, the type's
        own head), or None when the front end could not read the declaration (then the
        constructors and fields are read from its tokens, and it is reported)."""
        scope = self.scope(_scoped_opens(cmd, self.namespace))
        heads = tuple(TypeHead(str(p[0]), scope) for p in parents)
        full = self.declare(decl.name, kind, decl.name_node, cmd, parents=heads)
        for g in _GENERATED:
            self.member(full, g, "generated", decl.name_node)
        if decl.error is None:
            walker = _TermWalker(self, cmd, scope)
            local = walker.binders(decl.binders, self.variables())
            if decl.type is not None:
                walker.term(decl.type, local, signature=True)
            return full, walker, local, TypeHead("_root_." + full, scope)
        if kind == "inductive":
            for c in _inductive_ctors(cmd.tokens[1:]):
                self.member(full, str(c), "ctor", c)
        else:
            ctor, fields = _structure_parts(cmd.tokens[1:])
            self.member(full, ctor or "mk", "ctor", decl.name_node)
            for f in fields:
                self.member(full, str(f), "field", f)
        line, col, what = decl.error
        toks = cmd.tokens[2:] if len(cmd.tokens) > 1 and str(cmd.tokens[1]) == decl.name \
            else cmd.tokens[1:]
        self.unmodelled(line, col, f"{what} in `{decl.name}`", cmd,
                        [t for t in toks if t.type != "DOC_COMMENT"], binders=True)
        return None

    def class_(self, cmd) -> None:
        """A `class`: read as the structure it is (the front end reads only its name)."""
        if len(cmd.tokens) > 1 and cmd.tokens[1].type == "KW_INDUCTIVE":
            self.unread(cmd, "the static check does not read `class inductive`")
            return
        try:
            decl = SX.parse_declaration(self.lean.source, SX.parser(),
                                        replace(cmd, keyword="KW_STRUCTURE"))
        except LX.LeanSyntaxError as exc:
            self.facts.unread.append((exc.line, exc.column, f"the front end cannot read this "
                                                            f"class: {exc.what}"))
            return
        self.structure(cmd, decl, kind="class")

    def inductive(self, cmd) -> None:
        """An `inductive` type or predicate: the type, `T.c` per constructor, the recursors;
        parameters, type and each constructor's binders and type read as terms."""
        decl = cmd.decl
        if decl is None or not decl.name:
            self.unread(cmd, "an `inductive` without a name")
            return
        begun = self.type_declaration(cmd, decl, "inductive")
        if begun is None:
            return
        full, walker, local, own = begun
        for c in decl.ctors:
            inner = walker.binders(c.binders, local)
            if c.type is not None:
                walker.term(c.type, inner, signature=True)
                shape = walker.shape_of(c.type, c.binders, set(inner))
            else:
                shape = (None,) * _explicit(c.binders) + (own,)
            self.member(full, c.name, "ctor", c.name_node, shape=shape)
        self.deriving_clause(cmd, walker.scope)

    def deriving_clause(self, cmd, scope) -> None:
        toks = cmd.tokens
        for i, t in _depth_zero(toks):
            if t.type == "KW_DERIVING":
                self.deriving(toks[i + 1:], scope)

    def instance(self, cmd) -> None:
        """An `instance`, read as the definition it is: named, its name is declared; its type,
        body (`:= …`) or fields (`where f := …`) are read as terms."""
        toks = cmd.tokens[1:]
        i = 0
        if len(toks) > 2 and toks[0].type == "LPAR" and str(toks[1]) == "priority":
            close = next((k for k, _ in _depth_zero(toks) if k > 0), len(toks))
            i = close + 1   # past `(priority := …)`
        rest = toks[i:]
        if not rest:
            self.unread(cmd, "an empty `instance`")
            return
        named = rest[0].type == "IDENT"
        if not named:   # an anonymous instance: a placeholder name, never declared
            rest = [Token.new_borrow_pos("IDENT", "instance", rest[0])] + rest
        fake = replace(cmd, keyword="KW_DEF", tokens=[cmd.tokens[0]] + rest)
        try:
            decl = SX.parse_declaration(self.lean.source, SX.parser(), fake)
        except LX.LeanSyntaxError as exc:
            if named:
                self.declare(str(rest[0]), "instance", rest[0], cmd)
            self.facts.unread.append((exc.line, exc.column, f"the front end cannot read this "
                                                            f"instance: {exc.what}"))
            return
        self.definition(fake, decl, "instance", named=named)

    def field_as_lambda(self, cmd, d):
        """A field `f x _ := e` of a structure instance, which the front end reads only with
        bracketed binders, read as `f := fun x _ => e` (what Lean makes of it); `d` itself when
        it is not of that form or still cannot be read."""
        toks = [t for t in cmd.tokens
                if (d.line, d.column) <= (t.line, t.column) <= (d.end_line, d.end_column)]
        assign = next((i for i, t in _depth_zero(toks) if t.type == "ASSIGN"), None)
        if assign is None or assign < 2 or any(t.type != "IDENT" for t in toks[:assign]):
            return d
        head, args, value = toks[0], toks[1:assign], toks[assign + 1:]
        fun = [Token.new_borrow_pos("FUN", "fun", args[0]), *args,
               Token.new_borrow_pos("DARROW", "=>", toks[assign])]
        fake = SX.Command("KW_DEF", [cmd.tokens[0], head, toks[assign], *fun, *value],
                          d.line, d.column, d.end_line, d.end_column)
        try:
            read = SX.parse_declaration(self.lean.source, SX.parser(), fake)
        except LX.LeanSyntaxError:
            return d
        return d if read.error is not None else read

    def signature_decl(self, cmd) -> None:
        """An `axiom` or `opaque`: name, binders and type as terms; an opaque's value is read
        token by token."""
        kind = cmd.keyword.removeprefix("KW_").lower()
        decl = cmd.decl
        if decl is None or not decl.name:
            self.unread(cmd, f"an `{kind}` without a name")
            return
        walker = _TermWalker(self, cmd, self.scope(_scoped_opens(cmd, self.namespace)))
        shape = () if decl.error else walker.shape_of(decl.type, decl.binders,
                                                      _binder_names(decl.binders))
        self.declare(decl.name, kind, decl.name_node, cmd, shape=shape)
        if decl.error is not None:
            line, col, what = decl.error
            self.unmodelled(line, col, f"{what} in `{decl.name}`", cmd, cmd.tokens[2:],
                            binders=True)
            return
        local = walker.binders(decl.binders, self.variables())
        if decl.type is not None:
            walker.term(decl.type, local, signature=True)
            value = [t for t in cmd.tokens if t.start_pos >= decl.type.end]
            if value and value[0].type == "ASSIGN":
                walker.lenient(value[1:], local)

    def wanted_ref(self, tok, scope, local, role) -> None:
        """`❰name❱` at `tok` (once, however many readers meet it)."""
        if (tok.line, tok.column) not in self.wanted_seen:
            self.wanted_seen.add((tok.line, tok.column))
            self.ref(str(tok), tok, scope, local, role=role, lenient=True)

    def without_wanted_refs(self, cmd, decl):
        """A declaration whose `❰foo❱` references (Batteries' wanted syntax, which the front end
        does not model) stopped the front end: each reference recorded, and the declaration
        read again with `foo` in its place (a name of the same file, resolved like any other);
        `decl` itself when it still cannot be read."""
        toks = cmd.tokens
        triples = [i for i in range(1, len(toks) - 1) if toks[i].type == "IDENT" and
                   str(toks[i - 1]) == WANTED_OPEN and str(toks[i + 1]) == WANTED_CLOSE]
        if not triples:
            return decl
        scope = self.scope(_scoped_opens(cmd, self.namespace))
        role = "wanted_ref" if cmd.keyword == "KW_THEOREM_WANTED" else "wanted_ref_elsewhere"
        drop = set()
        for i in triples:
            self.wanted_ref(toks[i], scope, frozenset(self.variables()), role)
            drop |= {i - 1, i + 1}
        fixed = [t for k, t in enumerate(toks) if k not in drop]
        try:
            again = SX.parse_declaration(self.lean.source, SX.parser(), replace(cmd, tokens=fixed))
        except LX.LeanSyntaxError:
            return decl
        return decl if again.error is not None else again

    def ref(self, name, tok, scope, local, role="term", lenient=False, signature=False,
            receiver=None):
        self.facts.references.append(Reference(name, tok.line, tok.column, scope, local, role,
                                               lenient, signature, receiver))


def _full_name(namespace: tuple, name: str) -> str:
    if name.startswith("_root_."):
        return name[len("_root_."):]
    return ".".join(namespace + (name,))


def _scoped_opens(cmd, namespace) -> tuple:
    """`open A B in` before a command: those opens, for that command only."""
    return tuple(OpenDecl(n, namespace) for n in cmd.scoped_open
                 if n not in ("in", "scoped"))


#: What opens a binder group of a signature.
_BINDER_OPENERS = {"LPAR", "LBRACE", "LSQB", "LSTRICT"}


def _leading_binders(toks) -> tuple[set, list]:
    """(the names the leading binder groups of a signature bind, the tokens without those
    names): in `(a b : T) {c : U} [inst : C] : V := e`, a, b, c and inst."""
    names, skip = set(), set()
    i, n = 0, len(toks)
    while i < n and toks[i].type in _BINDER_OPENERS:
        depth, colon, group = 0, False, []
        j = i
        while j < n:
            t = toks[j]
            if t.type in LX.OPENERS:
                depth += 1
            elif t.type in LX.CLOSERS:
                depth -= 1
                if depth == 0:
                    break
            elif t.type == "COLON" and depth == 1:
                colon = True
            elif t.type == "IDENT" and depth == 1 and not colon and "." not in str(t):
                group.append(j)
            j += 1
        if colon or toks[i].type != "LSQB":   # `[Fintype α]` binds no name
            names |= {str(toks[k]) for k in group}
            skip |= set(group)
        i = j + 1
    return names, [t for k, t in enumerate(toks) if k not in skip]


def _binder_names(binders) -> set:
    return {n.name for b in binders for n in b.names}


def _explicit(binders) -> int:
    """The number of explicit arguments a run of binders takes."""
    return sum(len(b.names) for b in binders if b.style == "(")


# --- token-level readers ----------------------------------------------------------------------------

def _depth_zero(toks):
    """(index, token) of the tokens outside every bracket (a closing bracket included)."""
    depth = 0
    for i, t in enumerate(toks):
        if t.type in LX.CLOSERS:
            depth -= 1
        if depth == 0:
            yield i, t
        if t.type in LX.OPENERS:
            depth += 1


def _parents(toks) -> list[list]:
    """The parents a structure extends (`extends A, B α`): the tokens of each, its head first;
    the front end keeps only their identifiers."""
    out, current, on = [], None, False
    for _, t in _depth_zero(toks):
        if t.type == "IDENT" and str(t) == "extends":
            on, current = True, []
            out.append(current)
            continue
        if not on:
            continue
        if t.type in ("COLON", "KW_WHERE", "ASSIGN", "KW_DERIVING"):
            break
        if t.type == "COMMA":
            current = []
            out.append(current)
        elif t.type == "IDENT":
            current.append(t)
    return [p for p in out if p]


def _structure_parts(toks) -> tuple:
    """(constructor name or None, field name tokens) of a structure the front end could not
    read: `mk ::` and the names before `:` or `:=` that start a line (or stand in a binder)
    after `where`."""
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
    """The constructor names of an inductive the front end could not read: `| c`."""
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
#: Binder brackets (the others are bounded quantifiers `∀ x < n`, whose bound is outside).
_BRACKETS = ("", "(", "{", "⦃", "[")


#: Notation the front end reads that no indexed library declares: the games library's
#: (vihdzp/combinatorial-games: `‖ ⧏` in Game/IGame.lean, `⋆ ½ ↓ ⧾ ⧿ ±` in Game/Special.lean,
#: `∗` in Nimber/Basic.lean) and Mathlib's image `f '' s` (Mathlib/Data/Set/Defs.lean). Each
#: use is a notation fact, as `∑` is: counted unchecked where the imports reach a package with
#: no index, a finding where they do not. (`≈` is core's, `HasEquiv` in Init/Core.lean; a bare
#: `↑` is core's coercion function `(↑)` as well as the games' up, and is passed.) Mathlib's
#: complement `sᶜ` (`postfix:1024 "ᶜ" => compl`, Mathlib/Order/Notation.lean) likewise.
LIBRARY_NOTATION = frozenset({"‖", "⧏", "⋆", "½", "↓", "⧾", "⧿", "±", "∗", "''", "ᶜ"})


class _TermWalker:
    """References of the typed term trees (`pychecks.lean.ast`), with exact local scopes: `local`
    maps each name in scope to what is known of its type (a `Typing`, or None); `lenient` reads
    token runs (proofs, `by` blocks)."""

    def __init__(self, reader: _FileReader, cmd, scope: Scope):
        self.r = reader
        self.cmd = cmd
        self.scope = scope

    def ref(self, name, at, local, role="term", lenient=False, signature=False, receiver=None):
        self.r.ref(name, at, self.scope, frozenset(local), role, lenient, signature, receiver)

    def notation(self, what, node):
        self.r.facts.notations.append((what, node.line, node.column))

    # what is known of types
    def head(self, typ, local) -> TypeHead | None:
        """The head constant of a type as written (None for a type variable, a function type,
        a sort or anything else)."""
        while isinstance(typ, A.App):
            typ = typ.fn
        if isinstance(typ, A.Ident):
            name = typ.name
            if name.split(".")[0] in local or name in ("Type", "Prop", "Sort", "_"):
                return None
            return TypeHead(_TYPE_NOTATION.get(name, name), self.scope)
        if isinstance(typ, A.BinOp) and typ.op == "×":
            return TypeHead("Prod", self.scope)
        return None

    def shape_of(self, typ, binders, local) -> tuple:
        """The head of the type of a constant with these binders and this type, after k
        explicit arguments (k = 0, 1, …; see `Typing`)."""
        heads = [None] * _explicit(binders)
        while isinstance(typ, A.BinOp) and typ.op == "→":
            heads.append(None)
            typ = typ.rhs
        heads.append(self.head(typ, local) if typ is not None else None)
        return tuple(heads)

    def known(self, typ, local) -> Typing | None:
        """The typing of a term whose type is written `typ`."""
        if typ is None:
            return None
        return Typing("shape", shape=self.shape_of(typ, (), local))

    def domains(self, typ, local) -> tuple[list, Typing | None]:
        """The typings of the arguments a type `A → B → C` takes, and of its result."""
        out = []
        while isinstance(typ, A.BinOp) and typ.op == "→":
            out.append(self.known(typ.lhs, local))
            typ = typ.rhs
        return out, self.known(typ, local)

    def typing(self, node, local) -> Typing | None:
        """What is known of a term's type (for dot notation on it)."""
        if isinstance(node, A.Ident):
            parts = node.name.split(".")
            if parts[0] not in local:
                return Typing("const", node.name, self.scope)
            t = local[parts[0]]
            for f in parts[1:]:
                if t is None or f.isdigit():
                    return None
                t = Typing("field", f, self.scope, base=t, applied=1)
            return t
        if isinstance(node, A.App):
            t = self.typing(node.fn, local)
            return t.apply(len(node.arguments)) if t is not None else None
        if isinstance(node, A.Proj):
            t = self.typing(node.base, local)
            if t is None or node.field.isdigit():
                return None
            return Typing("field", node.field, self.scope, base=t, applied=1)
        if isinstance(node, A.Typed):
            return self.known(node.type, local)
        if isinstance(node, A.StructInst) and node.base is not None:
            return self.typing(node.base, local)
        return None

    # binders
    def binders(self, binders, local, signature=True) -> dict:
        """Walk bracketed binders in order (each type sees the names before it)."""
        for b in binders:
            local = self.binder(b, local, signature)
        return local

    def binder(self, b, local, signature=False) -> dict:
        if b.style in _BRACKETS:
            self.term(b.type, local, signature)
            self.term(b.extra, local, signature)   # a default value `(x : T := d)`
            t = self.known(b.type, local) if b.type is not None else None
        else:   # bounded quantifier `x < e`, `x ∈ s`: the bound is outside the binder
            self.term(b.extra, local, signature)
            t = None
        return {**local, **{n.name: t for n in b.names}}

    # declarations
    def body(self, decl, local, expect) -> None:
        """A definition's body, or its equations (each pattern typed by the argument it
        matches, after the binders)."""
        if decl.body is not None:
            self.term(decl.body, local, expect=expect)
        if decl.match_alts:
            domains, _ = self.domains(decl.type, local)
            shape = self.shape_of(decl.type, (), local) if decl.type is not None else ()
            for alt in decl.match_alts:
                n = len(alt.patterns)
                rhs = Typing("shape", shape=shape[n:]) if n < len(shape) else None
                self.alternative(alt, local, False, domains, rhs)

    def instance_fields(self, fields, local, expect) -> None:
        """`def s : S where a := 1` (or an `instance … where`): each field of S, read like a
        helper (its binders, its value); `f x y := e` is `f := fun x y => e`."""
        for d in fields:
            if d.name is None:
                continue
            if d.error is not None:
                d = self.r.field_as_lambda(self.cmd, d)
            if d.error is not None:
                line, col, what = d.error
                toks = [t for t in self.cmd.tokens
                        if (d.line, d.column) <= (t.line, t.column) <= (d.end_line, d.end_column)]
                self.r.unmodelled(line, col, f"{what} in the field `{d.name}`", self.cmd,
                                  toks[1:], local=local, binders=True)
                continue
            self.ref(d.name, d.name_node, local, role="struct_field", receiver=expect)
            own = self.binders(d.binders, local)
            if d.type is not None:
                self.term(d.type, own, signature=True)
            self.body(d, own, self.known(d.type, own))

    # terms
    def term(self, node, local, signature=False, expect=None) -> None:
        if node is None:
            return
        method = _DISPATCH.get(type(node))
        if method is None:
            raise AssertionError(f"the static check reads no {type(node).__name__} node")
        method(self, node, local, signature, expect)

    def t_ident(self, node, local, signature, expect) -> None:
        text = node.name
        if text in ("_", "·", "↑") or text.startswith("?"):
            return
        if text in ("Type*", "Sort*", "⊥", "⊤", "∅") or text in LIBRARY_NOTATION:
            self.notation(text, node)
            return
        parts = text.split(".")
        if len(parts) > 1 and parts[0] in local:   # dot notation on a local: `h.left.succ`
            self.ref(parts[0], node, local, signature=signature)
            t = local[parts[0]]
            for f in parts[1:]:
                if f.isdigit():
                    t = None
                    continue
                self.ref(f, node, local, role="field", signature=signature, receiver=t)
                t = Typing("field", f, self.scope, base=t, applied=1) if t is not None else None
            return
        self.ref(text, node, local, signature=signature)

    def t_explicit(self, node, local, signature, expect) -> None:
        self.ref(node.name, node, local, signature=signature)

    def t_nothing(self, node, local, signature, expect) -> None:
        return None

    def t_dot_ident(self, node, local, signature, expect) -> None:
        self.ref(node.name, node, local, role="ctor", signature=signature, receiver=expect)

    def t_arg(self, node, local, signature, expect) -> None:   # ↑x, type_of% x
        self.term(node.arg, local, signature)

    def t_typed(self, node, local, signature, expect) -> None:
        self.term(node.type, local, signature)
        self.term(node.term, local, signature, self.known(node.type, local))

    def t_named_arg(self, node, local, signature, expect) -> None:   # `(p := v)`: v's names
        self.term(node.value, local, signature)

    def t_seq(self, node, local, signature, expect) -> None:
        if isinstance(node, A.Vec):
            self.notation("![…]", node)
        for x in node.items:
            self.term(x, local, signature)

    def t_interp(self, node, local, signature, expect) -> None:   # s!"…{x}…"
        self.notation(interpolation(node.literal), node)
        for x in node.parts:
            self.term(x, local, signature)

    def t_setof(self, node, local, signature, expect) -> None:
        self.notation("{x | p x}", node)
        if isinstance(node, A.SetOf):
            self.term(node.type, local, signature)
            inner = {**local, node.var.name: self.known(node.type, local)}
        else:
            self.term(node.set, local, signature)
            inner = {**local, node.var.name: None}
        self.term(node.body, inner, signature)

    def t_field_init(self, node, local, signature, expect) -> None:
        self.term(node.value, local, signature)

    def t_struct_inst(self, node, local, signature, expect) -> None:
        """`{ a := 1 }` (its structure is the expected type) or `{ s with a := 1 }` (s's)."""
        target = expect
        if node.base is not None:
            self.term(node.base, local, signature)
            target = self.typing(node.base, local)
        for fi in node.fields:
            self.ref(fi.name.name, fi.name, local, role="struct_field", signature=signature,
                     receiver=target)
            # the value is expected to have the field's type (`toMove := .win`)
            field_type = None if target is None else \
                Typing("field", fi.name.name, self.scope, base=target, applied=1)
            self.term(fi.value, local, signature, field_type)

    def t_proj(self, node, local, signature, expect) -> None:
        self.term(node.base, local, signature)
        if not node.field.isdigit():
            self.ref(node.field, node, local, role="field", signature=signature,
                     receiver=self.typing(node.base, local))

    def t_index(self, node, local, signature, expect) -> None:
        self.term(node.base, local, signature)
        self.term(node.index, local, signature)

    def t_app(self, node, local, signature, expect) -> None:
        # `.c a b`: the constructor is looked up in the type the application is expected to have
        self.term(node.fn, local, signature, expect if isinstance(node.fn, A.DotIdent) else None)
        for x in node.arguments:
            self.term(x, local, signature)

    def t_binop(self, node, local, signature, expect) -> None:
        if node.op == "×ˢ" or node.op in LIBRARY_NOTATION:
            self.notation(node.op, node)
        self.term(node.lhs, local, signature)
        self.term(node.rhs, local, signature)

    def t_unop(self, node, local, signature, expect) -> None:
        if node.op in LIBRARY_NOTATION:
            self.notation(node.op, node)
        self.term(node.arg, local, signature)

    def t_game_sets(self, node, local, signature, expect) -> None:   # `!{s | t}`, `!{st}`
        self.notation("!{…}", node)
        for x in node.args:
            self.term(x, local, signature)

    def t_binder(self, node, local, signature, expect) -> None:
        self.binder(node, local, signature)

    def t_quant(self, node, local, signature, expect) -> None:
        if node.quantifier in ("big_sum", "big_prod"):
            self.notation(node.symbol, node)
        inner = self.binders(node.binders, local, signature)
        self.term(node.body, inner, signature)

    def t_lambda(self, node, local, signature, expect) -> None:
        inner = dict(local)
        for p in node.params:
            inner.update(self.param(p, local, signature))
        self.term(node.type, local, signature)
        self.term(node.body, inner, signature)

    def t_lambda_match(self, node, local, signature, expect) -> None:
        for alt in node.alts:
            self.alternative(alt, local, signature, [], None)

    def t_match_alt(self, node, local, signature, expect) -> None:
        self.alternative(node, local, signature, [], expect)

    def t_match(self, node, local, signature, expect) -> None:
        for s in node.scrutinees:
            self.term(s, local, signature)
        domains = [self.typing(s, local) for s in node.scrutinees]
        for alt in node.alts:
            self.alternative(alt, local, signature, domains, expect)

    def alternative(self, alt, local, signature, domains, expect) -> None:
        bound = {}
        for i, p in enumerate(alt.patterns):
            bound.update(self.pattern(p, local, signature, domains[i] if i < len(domains)
                                      else None))
        self.term(alt.rhs, {**local, **bound}, signature, expect)

    def t_let(self, node, local, signature, expect) -> None:
        inner = self.binders(node.binders, local, signature)
        self.term(node.type, inner, signature)
        declared = self.known(node.type, inner)
        self.term(node.value, inner, signature, declared)
        if isinstance(node.pattern, A.Ident):
            t = None if node.binders else declared or self.typing(node.value, inner)
            bound = {node.pattern.name: t}
        else:
            bound = self.param(node.pattern, local, signature)
        self.term(node.body, {**local, **bound}, signature, expect)

    def t_show_from(self, node, local, signature, expect) -> None:
        self.term(node.type, local, signature)
        self.term(node.term, local, signature, self.known(node.type, local))

    def t_ite(self, node, local, signature, expect) -> None:
        self.term(node.cond, local, signature)
        inner = {**local, node.hyp: None} if getattr(node, "hyp", None) else local
        self.term(node.then, inner, signature, expect)
        self.term(node.else_, inner, signature, expect)

    def t_by(self, node, local, signature, expect) -> None:
        toks = [t for t in self.cmd.tokens if node.start <= t.start_pos < node.end]
        self.lenient(toks[1:], local)

    def param(self, p, local, signature) -> dict:
        """A `fun` or `let` parameter: the names it binds (types walked as terms)."""
        if isinstance(p, A.Ident):
            return {p.name: None}
        if isinstance(p, A.Typed):
            self.term(p.type, local, signature)
            t = self.known(p.type, local)
            inner = p.term
            if isinstance(inner, A.App) and all(isinstance(x, A.Ident) for x in inner.args):
                return {x.name: t for x in inner.args}   # `fun (x y : T) =>`
            if isinstance(inner, A.Ident):
                return {inner.name: t}
            return self.pattern(inner, local, signature, t)
        if isinstance(p, A.Binder):
            self.binder(p, local, signature)
            return {n.name: self.known(p.type, local) for n in p.names}
        return self.pattern(p, local, signature, None)

    def pattern(self, p, local, signature, expect) -> dict:
        """Names a pattern binds (each with its typing where the pattern's type is known);
        constructors it names (dotted, `.c`, or at the head of an application) are
        references."""
        if p is None:
            return {}
        if isinstance(p, A.Ident):
            if "." in p.name:
                self.ref(p.name, p, local, signature=signature)
                return {}
            return {p.name: expect}
        if isinstance(p, A.DotIdent):
            self.ref(p.name, p, local, role="ctor", signature=signature, receiver=expect)
            return {}
        if isinstance(p, A.App):
            head = p.fn
            if isinstance(head, A.Ident):
                self.ref(head.name, head, local, signature=signature)
            elif isinstance(head, A.DotIdent):
                self.ref(head.name, head, local, role="ctor", signature=signature,
                         receiver=expect)
            else:
                self.term(head, local, signature)
            out = {}
            for x in p.arguments:
                out.update(self.pattern(x, local, signature, None))
            return out
        if isinstance(p, A.Typed):
            self.term(p.type, local, signature)
            return self.pattern(p.term, local, signature, self.known(p.type, local))
        if isinstance(p, (A.Num, A.Str)):
            return {}
        if isinstance(p, A.Explicit):
            self.ref(p.name, p, local, signature=signature)
            return {}
        if isinstance(p, (A.BinOp, A.Seq, A.UnOp)):
            out = {}
            for x in p.children():
                out.update(self.pattern(x, local, signature, None))
            return out
        self.term(p, local, signature)
        return {}

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
        local_set = frozenset(bound)
        wanted_role = "wanted_ref" if self.cmd.keyword == "KW_THEOREM_WANTED" or \
            str(self.cmd.tokens[0]) in _OTHER_WANTED else "wanted_ref_elsewhere"
        for i, t in enumerate(toks):
            if i in skip:
                continue
            if t.type == "IDENT" and 0 < i < n - 1 and str(toks[i - 1]) == WANTED_OPEN and \
                    str(toks[i + 1]) == WANTED_CLOSE:
                # `❰foo❱`: Batteries' reference to an earlier wanted declaration of this file
                self.r.wanted_ref(t, self.scope, local_set, wanted_role)
                continue
            if t.type in ("INTERP_STRING", "INTERP_START"):
                self.r.facts.notations.append((interpolation(str(t)), t.line, t.column))
                continue
            if t.type in ("DOTIDENT", "DOT_CTOR"):
                role = "field" if t.type == "DOTIDENT" else "ctor"
                self.r.ref(str(t)[1:], t, self.scope, local_set, role=role, lenient=True)
                continue
            if t.type != "IDENT":
                continue
            prev = toks[i - 1] if i else None
            if prev is not None and prev.type == "QMARK" and prev.end_pos == t.start_pos:
                continue  # `?_`, `?h`: a goal to fill
            if prev is not None and prev.type in ("PLUS", "MINUS") and \
                    prev.end_pos == t.start_pos and (i < 2 or toks[i - 2].end_pos < prev.start_pos):
                self.r.ref(str(t), t, self.scope, local_set, role="config", lenient=True)
                continue  # `decide +kernel`
            if str(t) == "_":
                continue
            self.r.ref(str(t), t, self.scope, local_set, lenient=True)

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


def interpolation(text: str) -> str:
    """The curated spelling of the interpolated string notation `text` begins with: its prefix
    `s!`, `f!` or `m!` (each a `syntax` of its own library)."""
    return text[:2]


#: The walker's method for each node class of `pychecks.lean.ast` (a class missing here is an
#: AssertionError, never a silent pass).
_DISPATCH = {
    A.Ident: _TermWalker.t_ident, A.Explicit: _TermWalker.t_explicit,
    A.Num: _TermWalker.t_nothing, A.Str: _TermWalker.t_nothing,
    A.Interp: _TermWalker.t_interp,
    A.DotIdent: _TermWalker.t_dot_ident, A.Coe: _TermWalker.t_arg, A.TypeOf: _TermWalker.t_arg,
    A.Typed: _TermWalker.t_typed, A.NamedArg: _TermWalker.t_named_arg,
    A.Tuple: _TermWalker.t_seq, A.Anon: _TermWalker.t_seq,
    A.Vec: _TermWalker.t_seq, A.ListLit: _TermWalker.t_seq, A.ArrayLit: _TermWalker.t_seq,
    A.SetLit: _TermWalker.t_seq, A.SetOf: _TermWalker.t_setof, A.SetSep: _TermWalker.t_setof,
    A.Subtype: _TermWalker.t_setof, A.GameOfSets: _TermWalker.t_game_sets,
    A.FieldInit: _TermWalker.t_field_init, A.StructInst: _TermWalker.t_struct_inst,
    A.Proj: _TermWalker.t_proj, A.Index: _TermWalker.t_index, A.App: _TermWalker.t_app,
    A.BinOp: _TermWalker.t_binop, A.UnOp: _TermWalker.t_unop, A.Binder: _TermWalker.t_binder,
    A.Quant: _TermWalker.t_quant, A.Lambda: _TermWalker.t_lambda,
    A.LambdaMatch: _TermWalker.t_lambda_match, A.MatchAlt: _TermWalker.t_match_alt,
    A.Match: _TermWalker.t_match, A.Let: _TermWalker.t_let, A.ShowFrom: _TermWalker.t_show_from,
    A.Ite: _TermWalker.t_ite, A.Bif: _TermWalker.t_ite, A.By: _TermWalker.t_by,
}
