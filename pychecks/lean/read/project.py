"""A Lean project as the front end sees it: files parsed once, `import`s followed inside the
project, and every name of a declaration resolved through its namespaces and `open`s.

An `import A.B` is found as `A/B.lean` under the project's source root: the nearest directory,
from the importing file upward, that holds `A/B.lean` (directly, or under the `srcDir` of a
`lakefile.lean` or `lakefile.toml` there, `lean/` in this repository). Imports found nowhere
(Mathlib, Lean, Batteries) are outside the project: names only they define are outside the
fragment.

Turning a `def` into a value of the lowering is the shapes' business
(`pychecks.lean.shapes.unfold`); this module only says which declaration a name means.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .lexing import LeanSyntaxError, read_source
from .parser import Declaration, LeanFile, Node, parse_source
from .env import declared_name


@dataclass
class DefEntry:
    """A definition of the project: its declaration, the file it is in, its full name, and the
    namespace and `open`s in force where it was written."""

    decl: Declaration
    file: "ProjectFile"
    full_name: str
    namespace: tuple
    opens: tuple
    #: The definition's value once the lowering has built it (`pychecks.lean.shapes.unfold`),
    #: and whether it is being built now (a definition that reaches itself).
    unfolded: object = None
    unfolding: bool = False

    @property
    def where(self) -> str:
        line, col = self.decl.pos
        return f"{self.file.name}:{line}:{col}"


def mentions(node, names) -> bool:
    """Whether the tree (or tuple of trees) `node` has an identifier in `names`, written as is."""
    if isinstance(node, tuple):
        return any(mentions(x, names) for x in node)
    if not isinstance(node, Node):
        return False
    if node.kind == "ident" and node.text in names:
        return True
    return any(mentions(a, names) for a in node.args)


@dataclass
class ProjectFile:
    """One parsed file of the project, its imports (in the project), and its definitions."""

    project: "Project"
    lean: LeanFile
    root: Path | None
    imports: list = field(default_factory=list)
    external: list = field(default_factory=list)      # imports not in the project
    defs: dict = field(default_factory=dict)           # full name → DefEntry (this file's)
    scopes: dict = field(default_factory=dict)         # id(decl) → (namespace, opens)
    variables: dict = field(default_factory=dict)      # id(decl) → `variable`s in force
    includes: dict = field(default_factory=dict)       # id(decl) → the names `include`d there
    #: The lowering of this file's terms, made on first use (`pychecks.lean.shapes.unfold`).
    lowering: object = None

    @property
    def name(self) -> str:
        return self.lean.name

    def visible(self) -> dict:
        """Definitions of this file and of everything it imports (transitively)."""
        out, seen, todo = {}, set(), [self]
        while todo:
            f = todo.pop()
            if id(f) in seen:
                continue
            seen.add(id(f))
            for k, v in f.defs.items():
                out.setdefault(k, v)
            todo.extend(f.imports)
        return out

    def lookup(self, namespace: tuple, opens: tuple):
        """name → the project definition it names here (`DefEntry`), or None: Lean's order,
        the namespace and its parents, then the `open`s, then the root (`_root_.x`: only the
        root). `lookup.names()` lists the shortest name each definition can be written by
        here (the candidates of a "did you mean")."""
        table = self.visible()

        def find(name: str):
            if name.startswith("_root_."):
                cands = [name[len("_root_."):]]
            else:
                cands = [".".join(namespace[:i] + (name,))
                         for i in range(len(namespace), 0, -1)]
                cands += [f"{o}.{name}" for o in opens]
                cands.append(name)
            for c in cands:
                entry = table.get(c)
                if entry is not None:
                    return entry
            return None

        def names():
            prefixes = [".".join(namespace[:i]) + "." for i in range(len(namespace), 0, -1)]
            prefixes += [f"{o}." for o in opens]
            return sorted({min([full] + [full[len(pre):] for pre in prefixes
                                         if full.startswith(pre)], key=len) for full in table})
        find.names = names
        return find


#: The files pychecks carries as Lean text (Lean core's prelude, the project preludes), each
#: parsed once per process, by name (`_builtin_file`).
_BUILTIN_FILES = {}


def _builtin_file(name: str, text: str, where: str) -> "ProjectFile":
    """The Lean `text` pychecks carries, read as a file standing at `where`, parsed once."""
    if name not in _BUILTIN_FILES:
        from .lexing import Source
        _BUILTIN_FILES[name] = Project()._load(Source(path=None, name=name, text=text),
                                               Path(where))
    return _BUILTIN_FILES[name]


class Project:
    """Files loaded so far, by resolved path (each parsed once)."""

    def __init__(self):
        self.files: dict[Path, ProjectFile] = {}
        self._loading: set[Path] = set()

    def core(self) -> ProjectFile:
        """Lean core's declarations read as a file (`core_prelude.CORE_TEXT`), parsed once per
        process: every file's declaration table ends with them (`env.build_env`)."""
        from .core_prelude import CORE_NAME, CORE_TEXT
        return _builtin_file(CORE_NAME, CORE_TEXT, "/<lean-core>/Core.lean")

    def preludes(self, modules) -> list:
        """The project preludes (`core_prelude.PROJECT_PRELUDES`) that importing `modules`
        brings in, each read as a file, parsed once per process."""
        from .core_prelude import PROJECT_PRELUDES
        return [_builtin_file(name, text, f"/{name}/Prelude.lean")
                for imports, name, text in PROJECT_PRELUDES if set(imports) & set(modules)]

    def load(self, path, name: str | None = None) -> ProjectFile:
        """Parse `path` and the project files it imports; LeanSyntaxError / BadInput for a file
        that does not parse (naming that file)."""
        path = Path(path)
        key = path.resolve()
        if key in self.files:
            return self.files[key]
        return self._load(read_source(path, name), key)

    def load_text(self, text: str, name: str = "<lean>", where: Path | None = None,
                  lean=None) -> ProjectFile:
        """Parse Lean text as a file standing at `where` (imports are looked up from there);
        `lean`, where given, is that text already parsed (`parser.parse_text`), not parsed
        again."""
        from .lexing import Source
        where = Path(where) if where is not None else Path.cwd() / "_text_.lean"
        return self._load(Source(path=None, name=name, text=text), where.resolve(), lean)

    def _load(self, src, key: Path, lean=None) -> ProjectFile:
        lean = lean if lean is not None else parse_source(src)
        pf = ProjectFile(project=self, lean=lean, root=None)
        self._loading.add(key)
        try:
            for module, (line, col) in lean.imports():
                found = find_module(module, key.parent)
                if found is None:
                    pf.external.append(module)
                    continue
                if found.resolve() in self._loading:
                    raise LeanSyntaxError(src.name, line, col, f"import cycle through {module}")
                pf.imports.append(self.load(found, _display(found)))
        finally:
            self._loading.discard(key)
        inherited = []
        for imported in pf.imports:
            inherited += [n for n in imported.lean.exported if n not in inherited]
        if inherited:
            # `notation:50 a " ≡ " b " (MOD " m ")" => …` in an imported file of the project is
            # in force here: the file is read again with it (imports are parsed first)
            pf.lean = lean = parse_source(src, tuple(inherited))
        _index(pf)
        self.files[key] = pf
        return pf


def _display(path: Path) -> str:
    """A path relative to the working directory when it lies below it (shorter lines)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def find_module(module: str, start: Path) -> Path | None:
    """`A.B` as `A/B.lean` under the nearest source root at or above `start`."""
    rel = Path(*module.split(".")).with_suffix(".lean")
    for d in [start, *start.parents]:
        if (d / rel).is_file():
            return d / rel
        src_dir = lake_src_dir(d)
        if src_dir is not None and (d / src_dir / rel).is_file():
            return d / src_dir / rel
    return None


@dataclass(frozen=True)
class LakeProject:
    """A Lake package: the directory of its lakefile and its source root (`srcDir`, Lake's
    default `.` when the lakefile sets none), where module `A.B` is the file `A/B.lean`."""

    root: Path
    src_dir: Path

    def module_of(self, path) -> str | None:
        """The module name of the `.lean` file at `path` (`lean/Examples/HeapGames.lean`,
        srcDir `lean` -> `Examples.HeapGames`), or None when it lies outside the source root."""
        try:
            rel = Path(path).resolve().relative_to(self.src_dir)
        except ValueError:
            return None
        parts = rel.with_suffix("").parts
        if rel.suffix != ".lean" or not parts or not all(part.isidentifier() for part in parts):
            return None
        return ".".join(parts)


def find_lake_project(path) -> LakeProject | None:
    """The Lake package holding `path`: the nearest directory at or above it with a
    `lakefile.lean` or `lakefile.toml` (as `lake` looks for its package), or None."""
    start = Path(path).resolve()
    for d in ([start] if start.is_dir() else []) + list(start.parents):
        if (d / "lakefile.lean").is_file() or (d / "lakefile.toml").is_file():
            return LakeProject(root=d, src_dir=(d / (lake_src_dir(d) or ".")).resolve())
    return None


def lake_src_dir(d: Path) -> str | None:
    """The `srcDir` of the package in `d`: from `lakefile.lean` (`srcDir := "…"`), else from
    `lakefile.toml` (`srcDir = "…"`, read by `tomllib`); None when neither sets one."""
    found = _lake_src_dir(d)
    toml = d / "lakefile.toml"
    if found is None and toml.is_file():
        import tomllib
        try:
            value = tomllib.loads(toml.read_text("utf-8")).get("srcDir")
        except (OSError, ValueError):  # an unreadable lakefile gives no source root
            return None
        found = value if isinstance(value, str) else None
    return found


def _lake_src_dir(d: Path) -> str | None:
    """The `srcDir := "…"` of `d/lakefile.lean`, read with the front end's own lexer."""
    lakefile = d / "lakefile.lean"
    if not lakefile.is_file():
        return None
    try:
        from .lexing import Source, scan_comments, tokenize
        from .parser import parser
        src = Source(path=lakefile, name=str(lakefile), text=lakefile.read_text("utf-8"))
        scan_comments(src)
        toks = tokenize(src, parser())
    except Exception:  # a lakefile we cannot read gives no source root, nothing worse
        return None
    for a, b, c in zip(toks, toks[1:], toks[2:]):
        if str(a) == "srcDir" and b.type == "ASSIGN" and c.type == "STRING":
            return str(c)[1:-1]
    return None


def _index(pf: ProjectFile) -> None:
    """Walk the commands in order: namespaces, sections, `mutual` blocks and `open`s in force at
    each declaration; definitions by full name; and, for every declaration, the `variable`s of
    the sections around it (`pf.variables`)."""
    stack: list[tuple[str, str | None, list, list]] = []  # (kind, name, opens, variables)
    file_opens: list[str] = []
    file_variables: list = []
    # `include h` (Lean 4): the named variables every later declaration of the scope takes,
    # mentioned or not; one set per open scope beside `stack`, and `include h in` / `omit h in`
    # for the next declaration only
    scope_includes: list[set] = []
    file_includes: set = set()
    once_included, once_omitted = set(), set()
    for cmd in pf.lean.commands:
        kw = cmd.keyword
        if kw in ("namespace", "section", "mutual"):
            scope_includes.append(set())
        if kw == "namespace":
            stack.append(("namespace", str(cmd.tokens[1]), [], []))
        elif kw == "section":
            stack.append(("section", str(cmd.tokens[1]) if len(cmd.tokens) > 1 else None, [], []))
        elif kw == "mutual":   # its `end` closes it, not the namespace around it
            stack.append(("mutual", None, [], []))
        elif kw in ("include", "omit"):
            names = {str(t) for t in cmd.tokens[1:] if t.type == "IDENT" and str(t) != "in"}
            if str(cmd.tokens[-1]) == "in":
                (once_included if kw == "include" else once_omitted).update(names)
            else:
                current = scope_includes[-1] if scope_includes else file_includes
                if kw == "include":
                    current.update(names)
                else:
                    current.difference_update(names)
        elif kw == "end":
            # `end N` closes the innermost scope, which Lean requires be named N; one naming no
            # open scope, or of more than one word (`end bookExample`, `end evaluation steps`:
            # fp-lean's own syntax), is a command of a syntax the file imports, and closes no
            # namespace or section
            same_line = [str(t) for t in cmd.tokens[1:] if t.line == cmd.tokens[0].line]
            if stack and len(same_line) <= 1 and _closes(stack, same_line):
                stack.pop()
                if scope_includes:
                    scope_includes.pop()
        elif kw == "open":
            names = [str(t) for t in cmd.tokens[1:] if t.type == "IDENT"]
            if str(cmd.tokens[-1]) != "in":
                (stack[-1][2] if stack else file_opens).extend(names)
        elif kw == "export":
            # `export Player (left right)` in `namespace IGame`: `IGame.left` is an alias of
            # `Player.left`, seen wherever that namespace is; read as an `open Player` of the
            # scope (what it names beside the listed names is then in reach too)
            names = [str(t) for t in cmd.tokens[1:] if t.type == "IDENT"][:1]
            (stack[-1][2] if stack else file_opens).extend(names)
        elif cmd.decl is not None:
            decl = cmd.decl
            namespace = tuple(seg for kind, name, _, _ in stack if kind == "namespace"
                              for seg in name.split("."))
            opens = tuple(cmd.scoped_open) + tuple(
                o for _, _, added, _ in reversed(stack) for o in added) + tuple(file_opens)
            opens = tuple(o for o in opens if o != "in")
            if decl.keyword == "variable":
                (stack[-1][3] if stack else file_variables).append(decl)
                continue
            pf.scopes[id(decl)] = (namespace, opens)
            pf.variables[id(decl)] = tuple(file_variables) + tuple(
                v for _, _, _, added in stack for v in added)
            pf.includes[id(decl)] = frozenset(
                file_includes.union(*scope_includes, once_included) - once_omitted)
            once_included, once_omitted = set(), set()
            if decl.keyword in ("def", "abbrev", "structure") and pf.variables[id(decl)] and \
                    not getattr(decl, "_variables_taken", False):
                # Lean makes the section variables a definition's header or body mentions its
                # first parameters (`variable (N : ℕ)` then `def P (m : ℤ) := m ≤ N` is
                # `P (N : ℕ) (m : ℤ)`); a structure takes those its fields mention
                decl.binders = tuple(variable_binders(pf.variables[id(decl)], decl,
                                                      definition=True)) + tuple(decl.binders)
                decl._variables_taken = True
            if decl.keyword in ("def", "abbrev") and decl.name:
                full = declared_name(namespace, decl.name)
                pf.defs[full] = DefEntry(decl=decl, file=pf, full_name=full,
                                         namespace=namespace, opens=opens)


def full_name(pf: ProjectFile, decl: Declaration) -> str:
    namespace, _ = pf.scopes[id(decl)]
    return declared_name(namespace, decl.name)


def _mentioned(parts) -> set[str]:
    from pychecks.lean import ast as A
    return {n.name.split(".")[0] for part in parts if part is not None
            for n in part.walk() if isinstance(n, A.Ident)}


def variable_binders(variables, decl: Declaration, definition: bool = False,
                     included: frozenset = frozenset()):
    """The binders of the `variable` commands in force (`variables`, in order) that `decl`
    takes, as Lean 4 includes them: those its statement mentions (a definition's body too, a
    structure's fields) or an `include` names (`included`), those the types of included ones
    mention, and every instance binder (`[Fact p.Prime]`, named or not) all of whose variables
    are included: Lean adds such an instance whether the statement uses it or not, and it is a
    hypothesis. They come in the order the `variable`s declared them. A later `variable {N}`
    without a type (a binder update) changes the bracket of the earlier `N` and keeps its type.
    A name the declaration binds itself is its own, not the variable."""
    from pychecks.lean import ast as A
    parts = [decl.type, *decl.binders]
    if definition:
        parts += [decl.body, *decl.match_alts,
                  *(f.type for f in decl.fields), *(b for f in decl.fields for b in f.binders)]
    own = {n.name for b in decl.binders if isinstance(b, A.Binder) for n in b.names
           if hasattr(n, "name")}
    order: list = []                 # names, and the anonymous instance binders themselves
    found: dict[str, tuple] = {}     # name → (style, type, binder, name node)
    for vdecl in variables:
        for b in vdecl.binders:
            if not isinstance(b, A.Binder):
                continue
            if b.style == "[" and not b.names:
                order.append(b)
                continue
            for n in b.names:
                name = getattr(n, "name", None)
                if name is None:
                    continue
                earlier = found.get(name)
                typ = b.type if b.type is not None or earlier is None else earlier[1]
                if name not in found:
                    order.append(name)
                found[name] = (b.style, typ, b, n)
    wanted = (_mentioned(parts) | set(included)) - own
    taken: set[str] = set()
    todo = [n for n in order if isinstance(n, str) and n in wanted]
    while todo:
        name = todo.pop()
        if name in taken:
            continue
        taken.add(name)
        typ = found[name][1]
        todo.extend(m for m in _mentioned([typ]) if m in found and m not in taken and m not in own)
    instances = set()                # ids of the anonymous instance binders taken
    for item in order:
        typ = item.type if isinstance(item, A.Binder) else found[item][1]
        if isinstance(item, str) and (item in taken or found[item][0] != "["):
            continue
        deps = {m for m in _mentioned([typ]) if m in found and m not in own}
        if deps <= taken:
            if isinstance(item, str):
                taken.add(item)
            else:
                instances.add(id(item))
    for item in order:
        if isinstance(item, A.Binder):
            if id(item) in instances:
                yield item
        elif item in taken:
            style, typ, b, n = found[item]
            yield A.copy_span(A.Binder(style, (n,), typ, b.extra if b.type is not None else None), b)


def _closes(stack: list, words: list) -> bool:
    """Whether `end WORDS` closes the innermost scope: `end` alone does; `end N` does when some
    open namespace or section has N's last component among its own (`namespace A.B … end B`):
    an `end` naming no open scope (fp-lean's `end bookExample`) is no Lean `end`, which would
    refuse the name."""
    if not words:
        return True
    last = words[0].split(".")[-1]
    return any(name is not None and last in name.split(".") for _, name, *_ in stack)
