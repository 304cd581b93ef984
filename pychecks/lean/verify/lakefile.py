"""A Lake package's configuration as the static check needs it: source root, Lean libraries with
their roots and module globs, default targets, requirements, and the `autoImplicit` options.

`lakefile.lean` is read from its tokens (the DSL's `package … where`, `require`, `lean_lib … where`
with `srcDir`, `roots`, `globs`, `@[default_target]`, `leanOptions`); `lakefile.toml` with
`tomllib`. The meaning of a library's configuration is Lake's own, read in the lean4 repository:

* `src/lake/Lake/Config/LeanLibConfig.lean`: `roots` defaults to `#[name]`, `globs` to
  `roots.map Glob.one`, `srcDir` (relative to the package's) to `"."`; a module is buildable by a
  library when a glob matches it, or a root is a prefix of it and a glob matches that root
  (`isBuildableModule`);
* `src/lake/Lake/Config/Glob.lean`: `.one n` is `n`; `.submodules n` the modules under `n/`, not
  `n` itself; `.andSubmodules n` is `n` and the modules under `n/`. Building the library visits
  `n` itself for `.one` and `.andSubmodules` (so `n.lean` must exist) and reads the directory
  `n/` for `.submodules` and `.andSubmodules` (`Lean.forEachModuleInDir`, src/Lean/Util/Path.lean:
  every `.lean` file below it, recursively);
* `src/lake/Lake/Config/Workspace.lean`: an `import` is built by the first package of the
  workspace with a library that builds it (`findModule?`);
* TOML globs (`Glob.ofString?` in Lake's TOML decoder): `"n"`, `"n.+"`, `"n.*"`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ...errors import BadInput
from . import reading as R


@dataclass(frozen=True)
class Glob:
    """A Lake module glob: kind one, submodules or andSubmodules, of a module name."""

    kind: str
    module: str

    def matches(self, module: str) -> bool:
        """Lake's `Glob.matches`."""
        under = module.startswith(self.module + ".")
        if self.kind == "one":
            return module == self.module
        if self.kind == "submodules":
            return under
        return under or module == self.module

    def __str__(self) -> str:
        return {"one": f"`{self.module}", "submodules": f".submodules `{self.module}",
                "andSubmodules": f".andSubmodules `{self.module}"}[self.kind]


@dataclass
class LeanLib:
    """A `lean_lib`: its name, roots, globs, source directory (absolute) and where the lakefile
    declares it."""

    name: str
    roots: list
    globs: list
    src_dir: Path
    line: int = 0
    column: int = 0
    default: bool = False

    def builds(self, module: str) -> bool:
        """Lake's `isBuildableModule`."""
        return any(g.matches(module) for g in self.globs) or any(
            (module == r or module.startswith(r + ".")) and any(g.matches(r) for g in self.globs)
            for r in self.roots)

    def file_of(self, module: str) -> Path:
        return self.src_dir.joinpath(*module.split(".")).with_suffix(".lean")


@dataclass(frozen=True)
class Require:
    """`require NAME from git "…"` / `from "path"` (a path relative to the package)."""

    name: str
    path: Path | None
    line: int
    column: int


@dataclass
class Package:
    """One Lake package (its lakefile read)."""

    root: Path
    lakefile: Path
    name: str = ""
    src_dir: Path | None = None
    src_dir_text: str = "."
    libs: list = field(default_factory=list)
    requires: list = field(default_factory=list)
    default_targets: list = field(default_factory=list)   # (name, line, column), TOML only
    exes: list = field(default_factory=list)
    auto_implicit: bool = True
    relaxed_auto_implicit: bool = True


def find_lakefile(root: Path) -> Path | None:
    for name in ("lakefile.lean", "lakefile.toml"):
        if (root / name).is_file():
            return root / name
    return None


def read_package(root: Path) -> Package:
    """The package whose lakefile is in `root`; BadInput when there is none or it cannot be
    read."""
    root = Path(root)
    lakefile = find_lakefile(root)
    if lakefile is None:
        raise BadInput(f"{root}: no lakefile.lean or lakefile.toml (not a Lake package)")
    pkg = Package(root=root.resolve(), lakefile=lakefile)
    if lakefile.suffix == ".toml":
        _read_toml(pkg)
    else:
        _read_lean(pkg)
    pkg.src_dir = (pkg.root / pkg.src_dir_text).resolve()
    for lib in pkg.libs:
        lib.src_dir = (pkg.src_dir / lib.src_dir).resolve()
    return pkg


def _string(tok) -> str:
    return tok.text[1:-1]


def _read_lean(pkg: Package) -> None:
    try:
        text = pkg.lakefile.read_text(encoding="utf-8")
        toks = R.lex(text, str(pkg.lakefile))
    except (OSError, UnicodeDecodeError, BadInput) as exc:
        raise BadInput(f"{pkg.lakefile}: cannot read the lakefile ({exc})") from None
    i, n = 0, len(toks)
    default_next = False
    while i < n:
        t = toks[i]
        if t.kind == "punct" and t.text == "@[":
            j = i + 1
            while j < n and toks[j].text != "]":
                if toks[j].text == "default_target":
                    default_next = True
                j += 1
            i = j + 1
            continue
        if t.kind == "ident" and t.column == 1 and t.text in ("package", "lean_lib", "lean_exe",
                                                               "require"):
            end = _next_command(toks, i + 1)
            body = toks[i + 1:end]
            if t.text == "package":
                _package_fields(pkg, body)
            elif t.text == "lean_lib" and body:
                pkg.libs.append(_lib(body, default_next, t))
            elif t.text == "lean_exe" and body:
                pkg.exes.append(_name(body[0]))
            elif t.text == "require":
                req = _require(pkg, body, t)
                if req is not None:
                    pkg.requires.append(req)
            default_next = False
            i = end
            continue
        i += 1


def _next_command(toks, i: int) -> int:
    while i < len(toks) and not (toks[i].column == 1 and (
            toks[i].text in ("package", "lean_lib", "lean_exe", "require", "@[", "script",
                             "target", "extern_lib", "input_file", "input_dir"))):
        i += 1
    return i


def _name(tok) -> str:
    return tok.text.strip("«»") if tok.kind == "ident" else tok.text.strip('"')


def _fields(body) -> dict:
    """`key := value` pairs of a `where` block: a key is an identifier that starts its line and
    is followed by `:=`; its value is every token up to the next key."""
    out: dict = {}
    key = None
    prev_line = None
    for k, a in enumerate(body):
        first, prev_line = a.line != prev_line, a.line
        if first and a.kind == "ident" and k + 1 < len(body) and body[k + 1].text == ":=":
            key = a.text
            out[key] = []
        elif key is not None and not (a.text == ":=" and not out[key]):
            out[key].append(a)
    return out


def _package_fields(pkg: Package, body) -> None:
    if body:
        pkg.name = _name(body[0])
    fields = _fields(body)
    if "srcDir" in fields and fields["srcDir"] and fields["srcDir"][0].kind == "string":
        pkg.src_dir_text = _string(fields["srcDir"][0])
    opts = fields.get("leanOptions", [])
    for a, b, c in zip(opts, opts[1:], opts[2:]):
        if a.text == "autoImplicit" and c.text in ("true", "false"):
            pkg.auto_implicit = c.text == "true"
        if a.text == "relaxedAutoImplicit" and c.text in ("true", "false"):
            pkg.relaxed_auto_implicit = c.text == "true"


def _names_after_backticks(toks) -> list[tuple[str, str | None, object]]:
    """Backtick names in a token run: (name, `.+`/`.*` suffix or None, first token); with the
    kind of the glob constructor (`.one`, `.submodules`, `.andSubmodules`, `Glob.…`) before."""
    out = []
    pending = None
    for k, t in enumerate(toks):
        if t.kind == "dotident" or (t.kind == "ident" and t.text.startswith("Glob.")):
            pending = t.text.split(".")[-1]
        elif t.text == "`" and k + 1 < len(toks) and toks[k + 1].kind == "ident":
            name = toks[k + 1].text
            suffix = None
            if k + 3 < len(toks) and toks[k + 2].text == "." and toks[k + 3].text in "+*":
                suffix = toks[k + 3].text
            kind = {"+": "submodules", "*": "andSubmodules"}.get(suffix, pending or "one")
            out.append((name, kind, toks[k + 1]))
            pending = None
    return out


def _lib(body, default: bool, tok) -> LeanLib:
    name = _name(body[0])
    fields = _fields(body[1:])
    roots = [n for n, _, _ in _names_after_backticks(fields.get("roots", []))] or [name]
    if "globs" in fields:
        globs = [Glob(kind, n) for n, kind, _ in _names_after_backticks(fields["globs"])]
    else:
        globs = [Glob("one", r) for r in roots]
    src = fields.get("srcDir")
    src_dir = Path(_string(src[0])) if src and src[0].kind == "string" else Path(".")
    return LeanLib(name, roots, globs, src_dir, body[0].line, body[0].column, default)


def _require(pkg: Package, body, tok) -> Require | None:
    if not body:
        return None
    names = []
    k = 0
    while k < len(body) and body[k].text not in ("from", "@", "with"):
        if body[k].kind in ("ident", "string"):
            names.append(_name(body[k]))
        k += 1
    name = names[-1] if names else ""
    path = None
    if k + 1 < len(body) and body[k].text == "from" and body[k + 1].kind == "string":
        path = (pkg.root / _string(body[k + 1])).resolve()
    return Require(name, path, tok.line, tok.column)


def _read_toml(pkg: Package) -> None:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        raise BadInput(f"{pkg.lakefile}: reading lakefile.toml needs Python 3.11 or newer "
                       "(tomllib)") from None
    try:
        data = tomllib.loads(pkg.lakefile.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise BadInput(f"{pkg.lakefile}: cannot read the lakefile ({exc})") from None
    pkg.name = str(data.get("name", ""))
    pkg.src_dir_text = str(data.get("srcDir", "."))
    opts = data.get("leanOptions", {})
    if isinstance(opts, dict):
        pkg.auto_implicit = bool(opts.get("autoImplicit", True))
        pkg.relaxed_auto_implicit = bool(opts.get("relaxedAutoImplicit", True))
    lines = pkg.lakefile.read_text(encoding="utf-8").splitlines()
    for lib in data.get("lean_lib", []):
        name = str(lib.get("name", ""))
        roots = lib.get("roots", [name])
        roots = [roots] if isinstance(roots, str) else list(roots)
        globs = lib.get("globs")
        if globs is None:
            parsed = [Glob("one", r) for r in roots]
        else:
            globs = [globs] if isinstance(globs, str) else list(globs)
            parsed = [_toml_glob(g) for g in globs]
        line = next((i + 1 for i, s in enumerate(lines) if f'"{name}"' in s), 0)
        pkg.libs.append(LeanLib(name, roots, parsed, Path(lib.get("srcDir", ".")), line, 1))
    for exe in data.get("lean_exe", []):
        pkg.exes.append(str(exe.get("name", "")))
    for req in data.get("require", []):
        path = (pkg.root / req["path"]).resolve() if "path" in req else None
        line = next((i + 1 for i, s in enumerate(lines) if f'"{req.get("name")}"' in s), 0)
        pkg.requires.append(Require(str(req.get("name", "")), path, line, 1))
    targets = data.get("defaultTargets", [])
    line = next((i + 1 for i, s in enumerate(lines) if s.startswith("defaultTargets")), 0)
    for t in targets:
        pkg.default_targets.append((str(t), line, 1))
    for lib in pkg.libs:
        lib.default = lib.name in {t for t, _, _ in pkg.default_targets}


def _toml_glob(text: str) -> Glob:
    if text.endswith(".+"):
        return Glob("submodules", text[:-2])
    if text.endswith(".*"):
        return Glob("andSubmodules", text[:-2])
    return Glob("one", text)
