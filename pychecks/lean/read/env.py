"""Every declaration of a Lean project by its full name, and Lean's name resolution over them.

Built from a parsed file (`pychecks.lean.read.project.ProjectFile`) and the project files it
imports: definitions (and the helpers of their `where` blocks, named `f.go`), structures (their
constructor `S.mk` and fields), inductive types and predicates (their constructors `T.c`),
axioms, opaque constants, classes, theorems; and the notations the files declare. Each entry
keeps the namespace and `open`s in force where it was written, so that names in its body are
resolved as Lean resolves them there.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ast import Declaration

#: Declaration keywords that are statements (checked), not definitions.
STATEMENTS = ("theorem_wanted", "theorem", "lemma")


@dataclass(eq=False)
class Entry:
    """One declaration: `kind` is def, abbrev, structure, inductive, ctor, axiom, opaque, class,
    theorem; `parent` the inductive of a constructor or the definition of a `where` helper;
    `index` a constructor's position among its inductive's."""

    kind: str
    full_name: str
    decl: Declaration | None
    file: object
    namespace: tuple
    opens: tuple
    parent: "Entry | None" = None
    index: int = 0
    ctor: object = None

    @property
    def name(self) -> str:
        return self.full_name.rsplit(".", 1)[-1]

    @property
    def where(self) -> str:
        """`FILE:LINE:COL` of the declaration."""
        d = self.decl
        if self.ctor is not None:
            line, col = self.ctor.pos
        else:
            line, col = d.pos
        return f"{self.file.name}:{line}:{col}"

    @property
    def resolution(self) -> tuple[tuple, tuple]:
        """(namespaces, opens) in force inside this declaration's body: a `where` helper and a
        definition see each other's helpers by their short names."""
        namespace = self.namespace
        if self.kind in ("def", "abbrev", "opaque"):
            owner = self.parent.full_name if self.parent is not None else self.full_name
            namespace = tuple(owner.split("."))
        return namespace, self.opens


@dataclass
class Env:
    """The declarations visible from one file (itself and what it imports, transitively)."""

    entries: dict = field(default_factory=dict)
    notations: list = field(default_factory=list)   # (keyword, symbols, file, line, column)

    def lookup(self, name: str, namespace: tuple, opens: tuple) -> Entry | None:
        """The entry `name` denotes where the namespace and opens are these: the innermost
        namespace first, then the opens, then the root (`_root_.x` is the root only)."""
        for cand in candidates(name, namespace, opens):
            entry = self.entries.get(cand)
            if entry is not None:
                return entry
        return None

    def notation_in(self, text: str):
        """A declared notation whose symbol occurs in `text`: (keyword, symbol, where) or None."""
        for keyword, symbols, file, line, col in self.notations:
            for sym in symbols:
                if sym and sym in text:
                    return keyword, sym, f"{file}:{line}:{col}"
        return None


def candidates(name: str, namespace: tuple, opens: tuple) -> list[str]:
    """Full names `name` may denote, most local first."""
    if name.startswith("_root_."):
        return [name[len("_root_."):]]
    out = [".".join(namespace[:i] + (name,)) for i in range(len(namespace), 0, -1)]
    for o in opens:
        # `open Musketeer` inside `namespace Int` opens `Int.Musketeer` where that is declared:
        # Lean resolves an `open`ed namespace from the current one outward
        out += [".".join(namespace[:i] + (o, name)) for i in range(len(namespace), 0, -1)]
        out.append(f"{o}.{name}")
    out.append(name)
    return out


def environment(pf) -> Env:
    """The declaration table of a project file, built once per file and shared by every reader
    of its terms (the shapes' elaborator and the evaluator's)."""
    env = getattr(pf, "_evaluator_env", None)
    if env is None:
        env = build_env(pf)
        pf._evaluator_env = env
    return env


def build_env(pf) -> Env:
    """The Env of a project file (`ProjectFile`): its declarations and its imports'."""
    env = Env()
    seen, todo = set(), [pf]
    order = []
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        order.append(f)
        todo.extend(f.imports)
    for f in order:
        for keyword, symbols, line, col in f.lean.notations:
            env.notations.append((keyword, symbols, f.name, line, col))
        _add_file(env, f)
    # what the project's utility library declares, for the files that import it, then Lean
    # core's inductives the evaluator reads as declarations (`core_prelude`): after the
    # project's, so that a name the project declares is the project's (`_add` keeps the first)
    external = {m for f in order for m in getattr(f, "external", ())}
    for prelude in (pf.project.preludes(external) if hasattr(pf.project, "preludes") else ()):
        _add_file(env, prelude)
    if hasattr(pf.project, "core"):
        _add_file(env, pf.project.core())
    return env


def _add_file(env: Env, f) -> None:
    """Every named declaration of the file `f` (a ProjectFile), in its namespace and opens."""
    for decl in f.lean.declarations:
        if id(decl) in f.scopes and decl.name:
            namespace, opens = f.scopes[id(decl)]
            _add(env, f, decl, namespace, opens)


_KINDS = {"def": "def", "abbrev": "abbrev", "structure": "structure", "inductive": "inductive",
          "axiom": "axiom", "opaque": "opaque", "class": "class", "theorem_wanted": "theorem",
          "theorem": "theorem", "lemma": "theorem", "instance": "instance"}


def declared_name(namespace: tuple, name: str) -> str:
    """The full name Lean gives `name` declared inside `namespace`: the namespace's prefix, but
    for `_root_.X`, which is `X` wherever it is declared (`theorem _root_.Game.birthday_nim`
    inside `namespace IGame` is `Game.birthday_nim`)."""
    if name.startswith("_root_."):
        return name[len("_root_."):]
    return ".".join(namespace + (name,))


def _add(env: Env, f, decl: Declaration, namespace: tuple, opens: tuple) -> None:
    kind = _KINDS.get(decl.keyword)
    if kind is None:
        return
    full = declared_name(namespace, decl.name)
    if kind == "structure" and (conj := _prop_structure_as_def(decl)) is not None:
        # a `structure S (params) : Prop where f₁ : A₁ …` is, as a proposition, `A₁ ∧ A₂ ∧ …`
        # (S.mk takes one proof of each field, and every proof of S is one); its fields'
        # projections are proofs, which no statement evaluates
        env.entries.setdefault(full, Entry(kind="def", full_name=full, decl=conj, file=f,
                                           namespace=namespace, opens=opens))
        return
    entry = Entry(kind=kind, full_name=full, decl=decl, file=f, namespace=namespace, opens=opens)
    env.entries.setdefault(full, entry)
    for helper in decl.where_decls:
        if helper.name:
            env.entries.setdefault(f"{full}.{helper.name}", Entry(
                kind="def", full_name=f"{full}.{helper.name}", decl=helper, file=f,
                namespace=namespace, opens=opens, parent=entry))
    if kind == "inductive":
        for i, ctor in enumerate(decl.ctors):
            name = f"{full}.{ctor.name}"
            env.entries.setdefault(name, Entry(kind="ctor", full_name=name, decl=decl, file=f,
                                               namespace=namespace, opens=opens, parent=entry,
                                               index=i, ctor=ctor))
    if kind == "structure":
        name = f"{full}.{decl.ctor_name or 'mk'}"
        env.entries.setdefault(name, Entry(kind="ctor", full_name=name, decl=decl, file=f,
                                           namespace=namespace, opens=opens, parent=entry))


def _prop_structure_as_def(decl: Declaration) -> Declaration | None:
    """`structure S (params) : Prop where f₁ : A₁ … fₖ : Aₖ` as the definition
    `def S (params) : Prop := A₁ ∧ … ∧ Aₖ` (`True` for no field), or None when it is not that
    plain: not a Prop, `extends`, a field with binders or a default, or a field whose type
    mentions an earlier field (a dependent field, no conjunction)."""
    from pychecks.lean import ast as A
    if not (isinstance(decl.type, A.Ident) and decl.type.name == "Prop") or decl.extends or \
            decl.error is not None:
        return None
    parts, names = [], set()
    for fld in decl.fields:
        if fld.binders or fld.default is not None or fld.type is None:
            return None
        if any(isinstance(n, A.Ident) and n.name in names for n in fld.type.walk()):
            return None
        for n in fld.names:
            parts.append(fld.type)
            names.add(getattr(n, "name", str(n)))
    if not parts:
        body = A.copy_span(A.Ident("True"), decl.type)
    else:
        body = parts[-1]
        for p in reversed(parts[:-1]):
            body = A.copy_span(A.BinOp("∧", p, body), p)
    return Declaration(keyword="def", name=decl.name, name_node=decl.name_node,
                       binders=decl.binders, type=decl.type, body=body, modifiers=decl.modifiers,
                       doc=decl.doc, line=decl.line, column=decl.column,
                       end_line=decl.end_line, end_column=decl.end_column)
