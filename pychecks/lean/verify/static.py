"""A static check of a Lake project's Lean files, for want of a Lean toolchain: what would make
`lake build` fail that can be seen without elaborating.

`check_project(ROOT)` reads the package in ROOT (`lakefile.lean` or `lakefile.toml`), every
`.lean` file under its source root and every file their imports reach, and reports:

1. **a declaration defined twice in one import closure**: full names after namespaces (`namespace
   X` + `def X.f` is `X.X.f`, `_root_.f` is `f`), a `private` name clashing only in its own file,
   the names a `structure` (type, constructor, fields, parent projections), an `inductive`
   (type, constructors), the recursors Lean generates for both, a `where` helper or a named
   `instance` adds, `mutual` blocks included; also a name Lean core or Mathlib already has (Lean
   refuses the import: "environment already contains");
2. **an `import` that maps to no file**: a module must be built by a `lean_lib` of the workspace
   (Lake's `isBuildableModule`) from a file that exists under that library's source directory, or
   have a root the toolchain (`Init`, `Lean`, `Std`, `Lake`) or a `require`d package provides
   (`Mathlib`, `Batteries`, …);
3. **an identifier that resolves to nothing**: Lean's name resolution (src/Lean/ResolveName.lean:
   the current namespace and its parents, innermost first, then the exact name, `open`s,
   `export` aliases; `protected` names need a qualified reference), against the declarations of
   the import closure and the curated names (`known`: the evaluator's library table and
   `known_names.toml`) whose library the imports reach. A dotted name whose head is a local
   variable or a term is dot notation, as are `e.f`, `.c` and the fields of `{ s with f := … }`:
   where the receiver's type is known (a binder's type, a declaration's stated result type, a
   field's type) and is a structure or inductive type of the project, the name must be its own or
   a parent structure's (`h.lefft` on `h : Heaps` fails, and so does `h.length`); where it is a
   library type, `T.f` among the curated names resolves it; otherwise the name must be the last
   component of some known name (a type cannot take a field: `Nat.zero_lee` fails). Options of
   `set_option`, tactics, tactic configuration (`decide +kernel`), parser names
   of a `macro`, the `theorem_wanted` command, Mathlib-only notation (`ℕ`, `![…]`, `∑`, `×ˢ`,
   set builders, `Type*`) and the prefixes of interpolated strings (`s!`, `f!`, `m!`; the terms
   in their braces are read as terms) are checked the same way;
4. **a `lean_lib` whose globs name no module**: `.one` and `.andSubmodules` need the root file,
   `.submodules` and `.andSubmodules` the directory (Lake's Glob.lean); the package's and each
   library's `srcDir` must exist; TOML default targets must name a target;
5. **an ambiguous or shadowed name, and a Batteries placeholder named**: two opened namespaces
   giving one identifier; a name the current namespace resolves while an `open` gives another;
   a `theorem_wanted` of another file elaborated by Batteries' command (a private `ProofWanted`
   placeholder, `Batteries/Util/ProofWanted.lean`).

A name not found in a file whose imports reach a required package with no index here (Mathlib
beyond the curated names, a `require` not checked out) is counted *unchecked*, not reported,
unless it lies under a namespace only the workspace declares or is a missing field of a project
structure.

What it reads and how far is said in `reading` (the only module that walks the front end's trees);
what it cannot read it reports as *not read*, so a file it does not understand never passes;
except notation the front end does not model and a custom command no file of the workspace
declares, in a file whose imports reach a package with no index (which may define them): those
are counted in `Report.skipped` with their reason (their names still read token by token).

Run it: `python -m pychecks.lean.verify.static [ROOT]` prints one finding a line
(`FILE:LINE:COL: message`), a summary on stderr, and exits 1 when there is a finding, 2 on bad
input (ROOT is no Lake package).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ... import suggest
from ...errors import BadInput
from . import known as K
from . import lakefile as LF
from . import reading as R

#: Roots the Lean toolchain provides to every package.
TOOLCHAIN_ROOTS = {"Init", "Lean", "Std", "Lake"}
#: The toolchain roots whose names the curated index covers: the prelude. Lean's own meta
#: library (`import Lean`: elaborators, `elab` commands, tactics such as `native_decide`),
#: `Std` and `Lake` are as large as a dependency and not indexed, so names under them are
#: unchecked rather than unknown.
INDEXED_TOOLCHAIN_ROOTS = {"Init"}
#: Import roots a `require` of a package we do not read brings (its name, lower case).
REQUIRED_ROOTS = {
    "mathlib": {"Mathlib", "Batteries", "Aesop", "Qq", "Plausible", "ProofWidgets", "ImportGraph",
                "LeanSearchClient"},
    "batteries": {"Batteries"},
    "aesop": {"Aesop", "Batteries"},
    "plausible": {"Plausible"},
}
#: This repository (a `require pychecks from git …` in a user's project is read from here).
PYCHECKS_ROOT = Path(__file__).resolve().parents[3]
_SKIP_DIRS = {".lake", "lake-packages", ".git", "build", ".venv"}


@dataclass(frozen=True, order=True)
class Finding:
    """One problem: where, and what (one line)."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


@dataclass
class Report:
    """The findings of one run, and what was checked."""

    findings: list = field(default_factory=list)
    files: int = 0
    resolved: int = 0            # identifiers resolved
    lenient: int = 0             # of which read token by token (proofs, `by` blocks)
    auto_bound: int = 0          # names accepted as auto-bound implicits (lakefile allows them)
    #: names not found in a file whose imports reach a required package this check has no
    #: index of (Mathlib beyond the curated names): counted, not reported, never "resolved"
    unchecked: int = 0
    #: constructs the front end does not model (notation, a custom command) in files whose
    #: imports reach a package with no index, which may define them: Findings whose message is
    #: the reason; counted, shown on stderr, never "resolved" (their names are read token by
    #: token and counted like any other)
    skipped: list = field(default_factory=list)
    #: required packages neither known here nor checked out under .lake/packages
    unread_requires: list = field(default_factory=list)
    known_used: set = field(default_factory=set)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.findings

    def summary(self) -> str:
        return (f"static check: {self.files} files, {self.resolved:,} identifiers resolved "
                f"({self.lenient:,} in proofs read token by token"
                + (f", {self.auto_bound} auto-bound" if self.auto_bound else "")
                + (f", {self.unchecked} unchecked (from a dependency with no index)"
                   if self.unchecked else "")
                + (f", {len(self.skipped)} construct(s) not read and counted unchecked "
                   "(notation or a command a dependency with no index may define)"
                   if self.skipped else "")
                + f"), {len(self.known_used)} curated names used, {len(self.findings)} "
                  f"finding(s), {self.seconds:.1f} s"
                + (f"; not read: `require {'`, `require '.join(self.unread_requires)}` (no "
                   "checkout under .lake/packages), so imports no library builds and names "
                   "under them are unchecked" if self.unread_requires else ""))


# --- the workspace: packages, files, imports ----------------------------------------------------


@dataclass
class _File:
    path: Path
    facts: R.FileFacts
    package: LF.Package
    imports: list = field(default_factory=list)      # _File
    external: set = field(default_factory=set)       # import roots outside the workspace
    external_modules: set = field(default_factory=set)   # those imports in full


class _Workspace:
    def __init__(self, root: Path):
        self.root = root.resolve()
        self.pkg = LF.read_package(self.root)
        self.packages: list[LF.Package] = [self.pkg]
        self.provided: set = set(TOOLCHAIN_ROOTS)   # import roots of required packages
        self.unread_requires: list = []   # required packages neither known nor checked out
        self.findings: list[Finding] = []
        self.files: dict[Path, _File] = {}
        self._requires(self.pkg, set())

    def rel(self, path: Path) -> str:
        """A path as findings show it: relative to the working directory when below it."""
        try:
            return str(Path(path).resolve().relative_to(Path.cwd().resolve()))
        except ValueError:
            return str(path)

    def _requires(self, pkg: LF.Package, seen: set) -> None:
        for req in pkg.requires:
            key = req.name.lower()
            if key in seen:
                continue
            seen.add(key)
            path = req.path
            if path is None and key == "pychecks":
                path = PYCHECKS_ROOT
            if path is None and (pkg.root / ".lake" / "packages" / req.name).is_dir() and \
                    key not in REQUIRED_ROOTS:
                path = pkg.root / ".lake" / "packages" / req.name
            if path is not None:
                try:
                    dep = LF.read_package(path)
                except BadInput as exc:
                    self.findings.append(Finding(self.rel(pkg.lakefile), req.line, req.column,
                                                 f"require {req.name}: {exc}"))
                    continue
                self.packages.append(dep)
                self._requires(dep, seen)
            elif key in REQUIRED_ROOTS:
                self.provided |= REQUIRED_ROOTS[key]
            else:
                # No checkout and no table of its roots: an import no library of the workspace
                # builds may be its, and so may any name under it (counted unchecked)
                self.unread_requires.append(req.name)

    def source_files(self) -> list[Path]:
        out = []
        base = self.pkg.src_dir
        if not base.is_dir():
            return out
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS
                                 and not d.startswith("."))
            for f in sorted(filenames):
                p = Path(dirpath) / f
                if f.endswith(".lean") and not (p.parent == self.pkg.root and
                                                f == "lakefile.lean"):
                    out.append(p)
        return out

    def find_module(self, module: str):
        """(library, file) of the first package whose library builds `module` (Lake's
        `Workspace.findModule?`), or None."""
        for pkg in self.packages:
            for lib in pkg.libs:
                if lib.builds(module):
                    return lib, lib.file_of(module)
        return None

    def load(self, path: Path, stack=()) -> _File:
        key = path.resolve()
        if key in self.files:
            return self.files[key]
        facts = R.read_file(key, self.rel(key))
        pkg = next((p for p in self.packages if _below(key, p.src_dir)), self.pkg)
        f = _File(key, facts, pkg)
        self.files[key] = f
        for module, line, col in facts.imports + facts.late_imports:
            root = module.split(".")[0]
            found = self.find_module(module)
            if found is not None:
                lib, file = found
                if not file.is_file():
                    self.findings.append(Finding(
                        facts.name, line, col,
                        f"import {module}: library `{lib.name}` would build it from "
                        f"{self.rel(file)}, which does not exist"))
                    continue
                if file.resolve() in stack or file.resolve() == key:
                    self.findings.append(Finding(facts.name, line, col,
                                                 f"import {module}: an import cycle"))
                    continue
                f.imports.append(self.load(file, stack + (key,)))
            elif root in self.provided or self.unread_requires:
                f.external.add(root)
                f.external_modules.add(module)
            else:
                libs = ", ".join(f"{lib.name} ({', '.join(map(str, lib.globs))})"
                                 for p in self.packages for lib in p.libs) or "none"
                self.findings.append(Finding(
                    facts.name, line, col,
                    f"import {module}: no library of the workspace builds this module "
                    f"(libraries: {libs}) and no `require` provides the root `{root}`"))
        return f


def _below(path: Path, base: Path | None) -> bool:
    if base is None:
        return False
    try:
        path.relative_to(base)
        return True
    except ValueError:
        return False


def _closure(f: _File) -> tuple[list, set]:
    """(files reached by f's imports, f first; external roots they import)."""
    out, seen, todo, roots = [], set(), [f], set()
    while todo:
        g = todo.pop()
        if id(g) in seen:
            continue
        seen.add(id(g))
        out.append(g)
        roots |= g.external
        todo.extend(g.imports)
    return out, roots


# --- names ----------------------------------------------------------------------------------------


class _Env:
    """What a file sees: its own declarations (private ones too), the public declarations of
    its import closure, their `export` aliases and namespaces, and the curated names of the
    libraries its imports reach."""

    def __init__(self, f: _File, known: K.Known):
        files, roots = _closure(f)
        self.file = f
        self.libraries = K.libraries_reached(roots)
        self.known = known
        self.decls: dict[str, list] = {}
        self.namespaces: set = set()
        self.commands: set = set()
        for g in files:
            for d in g.facts.declared:
                if d.private and g is not f:
                    continue
                self.decls.setdefault(d.name, []).append((d, g))
            self.namespaces |= g.facts.namespaces
            self.commands |= g.facts.commands_declared
        self.aliases: dict[str, list] = {}
        for g in files:
            for a in g.facts.aliases:
                self.aliases.setdefault(a.alias, []).append(a)
        names = set(self.decls) | {n for n, s in known.by_kind["names"].items()
                                   if s.library in self.libraries}
        for n in names:
            parts = n.split(".")
            for i in range(1, len(parts)):
                self.namespaces.add(".".join(parts[:i]))
        self.fields = {n.split(".")[-1] for n in names}
        #: the imports reach a required package (Mathlib, …) whose files are not read: a name
        #: not found may be one of its own
        self.unindexed = bool(roots - INDEXED_TOOLCHAIN_ROOTS)
        #: `theorem_wanted` of the files that elaborate it with Batteries' command (theirs
        #: declares none, and their imports reach Batteries): a private `ProofWanted` placeholder
        self.placeholders = {d.name: g for g in files for d in g.facts.declared
                             if d.kind == "wanted" and _batteries_wanted(g)}

    # Lean's `env.contains`
    def contains(self, name: str) -> bool:
        return name in self.decls or self.known.available("names", name, self.libraries)

    def protected(self, name: str) -> bool:
        if name in K.PROTECTED and name not in self.decls:
            return True
        return any(d.protected for d, _ in self.decls.get(name, ()))

    def is_value(self, name: str) -> bool:
        """Can `name.field` be dot notation on it? Terms can, types cannot; curated names by
        Lean's naming convention (types and namespaces are UpperCamelCase)."""
        if name in self.decls:
            return any(d.value for d, _ in self.decls[name])
        last = name.split(".")[-1]
        return not last[:1].isupper()

    def _qualified(self, name: str, atomic: bool) -> list[str]:
        out = []
        if self.contains(name) and not (atomic and self.protected(name)):
            out.append(name)
        return out + self._alias(name, atomic)

    def _alias(self, name: str, atomic: bool) -> list[str]:
        out = []
        for a in self.aliases.get(name, ()):
            target = self.resolve(a.target, a.scope)
            out += [t for t in target if not (atomic and self.protected(t))]
        return out

    def open_namespaces(self, scope: R.Scope) -> list[tuple]:
        """(namespace, only, hiding) of each `open` in force (Lean's resolveNamespace)."""
        out = []
        for o in scope.opens:
            for ns in self.namespace_of(o, scope):
                out.append((ns, o.only, o.hiding))
        return out

    def namespace_of(self, o: R.OpenDecl, scope: R.Scope) -> list[str]:
        at = o.at_namespace
        found = []
        for i in range(len(at), -1, -1):
            cand = ".".join(at[:i] + (o.written,))
            if cand in self.namespaces:
                found.append(cand)
                break
        for other in scope.opens:
            if other is o or other.only:
                continue
            for i in range(len(other.at_namespace), -1, -1):
                base = ".".join(other.at_namespace[:i] + (other.written,))
                if base in self.namespaces:
                    cand = f"{base}.{o.written}"
                    if cand in self.namespaces and cand not in found:
                        found.append(cand)
                    break
        return found

    def opened(self, ident: str, scope: R.Scope) -> list[str]:
        """The declarations the `open`s in force give `ident` (without the namespace's)."""
        atomic = "." not in ident
        out = []
        for ns_name, only, hiding in self.open_namespaces(scope):
            if only:
                if ident in only:
                    out.append(f"{ns_name}.{ident}")
                continue
            if ident.split(".")[0] in hiding:
                continue
            cand = f"{ns_name}.{ident}"
            if self.contains(cand) and not (atomic and self.protected(cand)):
                out.append(cand)
        return out

    def resolve(self, ident: str, scope: R.Scope) -> list[str]:
        """Lean's `resolveGlobalName` without the field loop: the declarations `ident` may
        name here."""
        atomic = "." not in ident
        if ident.startswith("_root_."):
            rest = ident[len("_root_."):]
            return [rest] if self.contains(rest) else []
        ns = scope.namespace
        for i in range(len(ns), 0, -1):
            hits = self._qualified(".".join(ns[:i]) + "." + ident, atomic)
            if hits:
                return hits
        if not atomic and self.contains(ident):
            return [ident]
        out = [ident] if self.contains(ident) else []
        return out + self.opened(ident, scope) + self._alias(ident, atomic)


# --- the check --------------------------------------------------------------------------------------


class _Checker:
    def __init__(self, ws: _Workspace, known: K.Known):
        self.ws = ws
        self.known = known
        self.report = Report()
        self.all_decls: dict[str, list] = {}   # name → [(Declared, _File)] over every file

    def add(self, file: str, line: int, col: int, message: str) -> None:
        self.report.findings.append(Finding(file, line, col, message))

    def run(self, files: list[_File]) -> None:
        for f in self.ws.files.values():
            for d in f.facts.declared:
                self.all_decls.setdefault(d.name, []).append((d, f))
        for f in files:
            self.file_findings(f)
        self.duplicates(list(self.ws.files.values()))
        for f in sorted(self.ws.files.values(), key=lambda g: g.facts.name):
            self.references(f)
        self.lakefile()

    def file_findings(self, f: _File) -> None:
        name = f.facts.name
        for line, col, what in f.facts.unread:
            self.add(name, line, col, f"not read: {what}")
        for line, col, what in f.facts.scope_errors:
            self.add(name, line, col, what)
        for module, line, col in f.facts.late_imports:
            self.add(name, line, col, f"import {module}: every `import` must come before the "
                                      "file's first command")

    # 1. declarations defined twice
    def duplicates(self, files: list[_File]) -> None:
        closures = {id(f): {id(g) for g in _closure(f)[0]} for f in files}
        for name, sites in sorted(self.all_decls.items()):
            for i, (d2, f2) in enumerate(sites):
                for d1, f1 in sites[:i]:
                    if f1 is f2:
                        self.add(f2.facts.name, d2.line, d2.column,
                                 f"`{name}` is declared twice in this file (first at "
                                 f"{d1.line}:{d1.column})")
                        break
                    if d1.private or d2.private:
                        continue
                    both = [g for g in files if id(f1) in closures[id(g)]
                            and id(f2) in closures[id(g)]]
                    if both:
                        where = min(both, key=lambda g: (len(closures[id(g)]), g.facts.name))
                        first, second = sorted([(f1, d1), (f2, d2)],
                                               key=lambda x: (x[0].facts.name, x[1].line))
                        if where in (f1, f2):  # one file imports the other
                            second = (where, d1 if where is f1 else d2)
                            first = (f2, d2) if where is f1 else (f1, d1)
                            why = "already declared there, and this file imports it"
                        else:
                            why = "Lean refuses the import: environment already contains it"
                        self.add(second[0].facts.name, second[1].line, second[1].column,
                                 f"`{name}` is declared twice in the import closure of "
                                 f"{where.facts.name}: also at {first[0].facts.name}:"
                                 f"{first[1].line}:{first[1].column} ({why})")
                        break
        for f in files:
            closure, roots = _closure(f)
            libraries = K.libraries_reached(roots)
            modules = {m for g in closure for m in g.external_modules}
            for d in f.facts.declared:
                src = self.known.get("names", d.name)
                if src is not None and src.library == "Mathlib" and modules and \
                        all(m.startswith("Mathlib.Tactic.") for m in modules
                            if m.split(".")[0] == "Mathlib"):
                    # Mathlib's tactics alone (math2001's `import Mathlib.Tactic.Linarith`
                    # before its own `def Prime`): which definitions they bring is not known
                    # here, and Lean accepts such a file, so no redeclaration is claimed
                    continue
                if src is not None and src.library in libraries:
                    self.add(f.facts.name, d.line, d.column,
                             f"`{d.name}` is already declared by {src.library} ({src.path})")

    # 3. identifiers
    def references(self, f: _File) -> None:
        env = _Env(f, self.known)
        name = f.facts.name
        auto = f.package.auto_implicit
        relaxed = f.package.relaxed_auto_implicit
        owned = self.owned_roots()
        for line, col, what, command, finding in f.facts.unmodelled:
            if env.unindexed and command not in env.commands:
                self.report.skipped.append(Finding(
                    name, line, col, f"unchecked: {what} is not read (the imports reach a "
                                     "package with no index here, which may define it)"))
            else:
                self.add(name, line, col, f"not read: {finding}")
        for ref in f.facts.references:
            msg = self.reference(ref, env)
            if msg is not None and env.unindexed and msg.startswith("unknown") and \
                    ref.name.lstrip(".").split(".")[0] not in owned and " has no field" not in msg:
                self.report.unchecked += 1   # perhaps the dependency's: not known to be wrong
            elif msg is None:
                self.report.resolved += 1
                self.report.lenient += ref.lenient
            elif ref.role == "term" and ref.signature and auto and "." not in ref.name and (
                    relaxed or _single_letter(ref.name)):
                self.report.auto_bound += 1
            else:
                self.add(name, ref.line, ref.column, msg)
        for keyword, line, col in f.facts.commands_used:
            if keyword in env.commands:
                continue
            if self.known.available("commands", keyword, env.libraries):
                self.report.known_used.add(("commands", keyword))
                continue
            if env.unindexed:
                self.report.unchecked += 1   # an unindexed package may declare it
                continue
            src = self.known.get("commands", keyword)
            hint = f" ({src.library}'s, in {src.path}, is not reached either)" if src else ""
            self.add(name, line, col, f"`{keyword}`: no `macro` or `syntax` of the import "
                                      f"closure declares this command{hint}")
        for what, line, col in f.facts.notations:
            if self.known.available("notations", what, env.libraries):
                self.report.known_used.add(("notations", what))
                continue
            if env.unindexed:
                self.report.unchecked += 1
                continue
            src = self.known.get("notations", what)
            where = f"{src.library} notation ({src.path})" if src else "notation not in the " \
                                                                       "curated list"
            self.add(name, line, col, f"`{what}` is {where}, which this file's imports do not "
                                      "reach")

    def owned_roots(self) -> set:
        """The top-level namespaces only the workspace declares (`Pychecks`, a core-only user's
        `HeapGames`): those of its files whose imports reach no unindexed package, less those
        that a curated library or a file importing such a package also declares in. A name
        under one of them cannot come from an unindexed dependency, so not finding it is a
        finding even where Mathlib is imported."""
        if not hasattr(self, "_owned"):
            library = {n.split(".")[0] for n in self.known.by_kind["names"]}
            mine, theirs = set(), set()
            for sites in self.all_decls.values():
                for d, g in sites:
                    if "." in d.name:
                        pure = not (_closure(g)[1] - TOOLCHAIN_ROOTS)
                        (mine if pure else theirs).add(d.name.split(".")[0])
            self._owned = (mine - library - theirs - {"_root_"}) | {"Pychecks"}
        return self._owned

    def reference(self, ref: R.Reference, env: _Env) -> str | None:
        """None when `ref` resolves, else the message."""
        role = ref.role
        if role in ("option", "syntax", "config"):
            table = {"option": "options", "syntax": "syntax", "config": "config"}[role]
            if self.known.available(table, ref.name, env.libraries):
                self.report.known_used.add((table, ref.name))
                return None
            what = {"option": "option", "syntax": "parser or syntax category",
                    "config": "tactic configuration option"}[role]
            return f"unknown {what} `{ref.name}`" + self._known_hint(table, ref.name, env)
        if role == "namespace":
            o = R.OpenDecl(ref.name, ref.scope.namespace)
            if env.namespace_of(o, ref.scope):
                return None
            return f"unknown namespace `{ref.name}`" + self._suggest(ref.name, env.namespaces)
        if role in ("field", "ctor", "struct_field"):
            return self.member(ref.name, ref.receiver, env, role)
        if role.startswith("wanted_ref"):
            return self.wanted_reference(ref, env)
        if ref.lenient and self.known.available("tactics", ref.name, env.libraries):
            self.report.known_used.add(("tactics", ref.name))
            return None
        parts = ref.name.split(".")
        if parts[0] in ref.local:
            bad = [p for p in parts[1:] if not self._field(p, env)]
            return self._field_message(bad[0], env) if bad else None
        for k in range(len(parts), 0, -1):
            head = ".".join(parts[:k])
            hits = env.resolve(head, ref.scope)
            if not hits:
                continue
            if len(set(hits)) > 1 and "_root_" not in head:
                return (f"ambiguous identifier `{head}`: it may be " +
                        ", ".join(f"`{h}`" for h in sorted(set(hits))) +
                        " (two opened namespaces, or an alias, give it)")
            opened = [o for o in env.opened(head, ref.scope) if o not in hits]
            own = any(g is env.file for _, g in env.decls.get(hits[0], ()))
            if opened and hits[0] != head and not own:
                # a definition of this very file that shadows an opened name (math2001's
                # `Euclid.gcd` beside `open Int`) is its author's; one from elsewhere may be a
                # surprise
                return (f"`{head}` resolves to `{hits[0]}` through the current namespace, not to "
                        f"`{opened[0]}`, which an `open` also gives: the namespace wins")
            for h in hits:
                if h not in env.decls:
                    self.report.known_used.add(("names", h))
            wanted = [h for h in hits if h in env.placeholders
                      and env.placeholders[h] is not env.file]
            if wanted and len(wanted) == len(hits):
                g = env.placeholders[wanted[0]]
                return (f"`{ref.name}` is a `theorem_wanted` of {g.facts.name}, elaborated by "
                        "Batteries' command: a private `ProofWanted` placeholder, which no "
                        "other file can name and which is not a proof of its statement")
            projs = parts[k:]
            if projs and not any(env.is_value(h) for h in hits):
                return (f"unknown identifier `{ref.name}`: `{head}` resolves to "
                        f"`{hits[0]}`, a type or namespace, which has no `{projs[0]}`"
                        + self._suggest(ref.name, self._visible_names(env, ref.scope)))
            # dot notation on a constant: `origin.x`, `Heaps.zero.left`
            receiver = R.Typing("const", head, ref.scope)
            for p in projs:
                if not p.isdigit():
                    msg = self.member(p, receiver, env, "field")
                    if msg is not None:
                        return msg
                receiver = None if p.isdigit() else R.Typing("field", p, ref.scope,
                                                             base=receiver, applied=1)
            return None
        return f"unknown identifier `{ref.name}`" + self._unknown_hint(ref, env)

    def wanted_reference(self, ref: R.Reference, env: _Env) -> str | None:
        """`❰foo❱`, Batteries' reference to an earlier wanted declaration
        (Batteries/Util/ProofWanted.lean): it stands for a hypothesis (a `theorem_wanted`'s
        statement) or a parameter (a `def_wanted`'s value) that the command adds to the
        declaration. Its syntax and elaborator are Batteries': only inside a wanted command
        elaborated by Batteries, and `foo` must be a wanted declaration of this file (their
        placeholders are private) declared before it. None when it is such, else the message."""
        written = f"`❰{ref.name}❱`"
        if not _batteries_wanted(env.file):
            return (f"{written} is Batteries' reference to a wanted declaration, but this file's "
                    "`theorem_wanted` is not Batteries' command (a `macro` of its import closure "
                    "declares it, or its imports do not reach Batteries)")
        if ref.role != "wanted_ref":
            return (f"{written} may only stand inside the statement or body of a "
                    "`theorem_wanted`, `proof_wanted`, `def_wanted` or `instance_wanted` "
                    "(Batteries' elaborator refuses it elsewhere)")
        earlier = [d for h in env.resolve(ref.name, ref.scope) for d, g in env.decls.get(h, ())
                   if g is env.file and d.kind == "wanted" and (d.line, d.column) <
                   (ref.line, ref.column)]
        if earlier:
            return None
        return (f"{written}: `{ref.name}` is no wanted declaration of this file declared before "
                "it (a `❰…❱` names an earlier `theorem_wanted` or `def_wanted` of the same file)")

    # dot notation: what is known of the receiver's type
    def member(self, name: str, receiver, env: _Env, role: str) -> str | None:
        """None when `name` may follow a dot on this receiver (`role` field), stand as `.name`
        where this type is expected (ctor), or name a field of this structure in an instance
        (struct_field); else the message. Where the type is a structure or inductive of the
        project, the name must be one of its own (or of a structure it extends); where it is a
        library type, a curated `T.name` resolves; otherwise (type unknown, or a library name
        not curated) some declaration or curated name must end in `name`."""
        if name.isdigit():
            return None
        typ = self.type_of(receiver, env)
        if typ is not None:
            found = self.find_member(typ, name, env, role)
            if found:
                return None
            if found is False:
                what = {"field": f"unknown field `.{name}`", "ctor": f"unknown constructor "
                        f"`.{name}`", "struct_field": f"unknown field `{name}`"}[role]
                has = {"field": "field or function", "ctor": "constructor",
                       "struct_field": "field"}[role]
                return (f"{what}: `{typ}` has no {has} `{name}`"
                        + self._suggest(name, self.members(typ, env, role)))
        if self._field(name, env):
            return None
        return self._field_message(name, env, role)

    def find_member(self, typ: str, name: str, env: _Env, role: str, seen=()) -> bool | None:
        """True when `typ.name` (or, for a structure, a parent's `P.name`) exists; False when
        `typ` is a structure or inductive of the project that has no such member, nor have its
        parents; None when that cannot be known (a library type whose `typ.name` is not
        curated, a type defined by a `def`)."""
        full = f"{typ}.{name}"
        if role == "struct_field":
            if any(d.kind == "field" for d, _ in env.decls.get(full, ())):
                return True
        elif full in env.decls:
            return True
        if full not in env.decls and env.contains(full):
            self.report.known_used.add(("names", full))
            return True
        types = [d for d, _ in env.decls.get(typ, ()) if d.kind in ("structure", "inductive",
                                                                    "class")]
        if not types:
            return None
        verdict = False
        for d in types:
            for p in d.parents:
                parent = self.type_name(p, env)
                if parent is None or parent in seen:
                    verdict = None
                    continue
                found = self.find_member(parent, name, env, role, seen + (typ,))
                if found:
                    return True
                if found is None:
                    verdict = None
        return verdict

    def members(self, typ: str, env: _Env, role: str, seen=()) -> set:
        """The names a dot may take on a value of the project type `typ`, its parents' included
        (for suggestions)."""
        out = set()
        for n, sites in env.decls.items():
            if n.startswith(typ + ".") and "." not in n[len(typ) + 1:]:
                if role != "struct_field" or any(d.kind == "field" for d, _ in sites):
                    out.add(n[len(typ) + 1:])
        for d, _ in env.decls.get(typ, ()):
            for p in d.parents:
                parent = self.type_name(p, env)
                if parent is not None and parent not in seen:
                    out |= self.members(parent, env, role, seen + (typ,))
        return out

    def type_of(self, t, env: _Env, depth: int = 0) -> str | None:
        """The full name of the head of the type of a term, from its `Typing`: a written type,
        the declared type of a constant after its arguments, of a field after its receiver's
        type; None when that is not known."""
        if t is None or depth > 16:
            return None
        if t.kind == "shape":
            return self.type_name(_at(t.shape, t.applied), env)
        if t.kind == "const":
            for h in env.resolve(t.name, t.scope):
                for d, _ in env.decls.get(h, ()):
                    if d.shape:
                        return self.type_name(_at(d.shape, t.applied), env)
            return None
        base = self.type_of(t.base, env, depth + 1)
        if base is None:
            return None
        decl = self.member_decl(base, t.name, env)
        return self.type_name(_at(decl.shape, t.applied), env) if decl is not None else None

    def member_decl(self, typ: str, name: str, env: _Env, seen=()):
        """The project's declaration `typ.name` (or a parent structure's), or None."""
        for d, _ in env.decls.get(f"{typ}.{name}", ()):
            return d
        for d, _ in env.decls.get(typ, ()):
            for p in d.parents:
                parent = self.type_name(p, env)
                if parent is not None and parent not in seen:
                    found = self.member_decl(parent, name, env, seen + (typ,))
                    if found is not None:
                        return found
        return None

    @staticmethod
    def type_name(head, env: _Env) -> str | None:
        """The full name a written type head resolves to (`ℕ` is `Nat`'s namespace)."""
        if head is None:
            return None
        hits = env.resolve(head.name, head.scope)
        return hits[0] if hits else None

    def _field(self, name: str, env: _Env) -> bool:
        return name.isdigit() or name in env.fields

    def _field_message(self, name: str, env: _Env, role: str = "field") -> str:
        what = {"field": f"unknown field `.{name}`", "ctor": f"unknown constructor `.{name}`",
                "struct_field": f"unknown field `{name}`"}[role]
        return (f"{what}: no declaration of the import closure or the curated list ends in "
                f"`{name}`" + self._suggest(name, env.fields))

    def _known_hint(self, table: str, name: str, env: _Env) -> str:
        src = self.known.get(table, name)
        if src is not None:
            return f" ({src.library}'s, {src.path}: this file's imports do not reach {src.library})"
        return self._suggest(name, {n for n, s in self.known.by_kind[table].items()
                                    if s.library in env.libraries})

    def _unknown_hint(self, ref: R.Reference, env: _Env) -> str:
        # Declared, but private to another file, protected, or in a file not imported?
        reached = {id(g) for g in _closure(env.file)[0]}
        sites = [(full, d, g) for full in self._candidates(ref)
                 for d, g in self.all_decls.get(full, ())]
        for full, d, g in sorted(sites, key=lambda s: id(s[2]) not in reached):
            where = f"{g.facts.name}:{d.line}:{d.column}"
            if id(g) not in reached:
                return f" (declared at {where}, which this file does not import)"
            if d.private and g is not env.file:
                return f" (`{full}` at {where} is private to that file)"
            if d.protected:
                return f" (`{full}` at {where} is protected: write its full name)"
        for full in self._candidates(ref):
            src = self.known.get("names", full)
            if src is not None:
                return (f" ({src.library}'s, {src.path}: this file's imports do not reach "
                        f"{src.library})")
        pool = self._visible_names(env, ref.scope) | set(ref.local)
        if ref.lenient:   # in a proof: a misspelt tactic
            pool |= {n for n, s in self.known.by_kind["tactics"].items()
                     if s.library in env.libraries}
        return self._suggest(ref.name, pool)

    def _candidates(self, ref: R.Reference) -> list[str]:
        ns = ref.scope.namespace
        out = [".".join(ns[:i] + (ref.name,)) for i in range(len(ns), -1, -1)]
        out += [f"{o.written}.{ref.name}" for o in ref.scope.opens]
        return out

    def _visible_names(self, env: _Env, scope: R.Scope) -> set:
        """Names as they could be written here (full, or after a namespace or open prefix)."""
        names = set(env.decls) | {n for n, s in self.known.by_kind["names"].items()
                                  if s.library in env.libraries}
        prefixes = [".".join(scope.namespace[:i]) + "." for i in range(1, len(scope.namespace) + 1)]
        prefixes += [ns + "." for ns, _, _ in env.open_namespaces(scope)]
        out = set(names)
        for n in names:
            for p in prefixes:
                if n.startswith(p):
                    out.add(n[len(p):])
        return out

    @staticmethod
    def _suggest(name: str, pool) -> str:
        return suggest.hint(suggest.close_names(name, pool))

    # 4. the lakefile
    def lakefile(self) -> None:
        pkg = self.ws.pkg
        lf = self.ws.rel(pkg.lakefile)
        if not pkg.src_dir.is_dir():
            self.add(lf, 1, 1, f"srcDir {pkg.src_dir_text!r}: {self.ws.rel(pkg.src_dir)} is not "
                               "a directory")
            return
        targets = {lib.name for lib in pkg.libs} | set(pkg.exes)
        for name, line, col in pkg.default_targets:
            if name not in targets:
                self.add(lf, line, col, f"default target `{name}` is no `lean_lib` or "
                                        f"`lean_exe` of the package")
        for lib in pkg.libs:
            where = (lf, lib.line, lib.column)
            if not lib.src_dir.is_dir():
                self.add(*where, f"lean_lib {lib.name}: srcDir {self.ws.rel(lib.src_dir)} is "
                                 "not a directory")
                continue
            for g in lib.globs:
                file = lib.file_of(g.module)
                folder = file.with_suffix("")
                if g.kind in ("one", "andSubmodules") and not file.is_file():
                    also = (f"; `.submodules `{g.module}` would take only the modules under "
                            f"{self.ws.rel(folder)}/") if g.kind == "andSubmodules" and \
                        folder.is_dir() else ""
                    self.add(*where, f"lean_lib {lib.name}: the glob {g} names the module "
                                     f"`{g.module}` itself (Lake's Glob.lean), but "
                                     f"{self.ws.rel(file)} does not exist{also}")
                if g.kind in ("submodules", "andSubmodules") and not folder.is_dir():
                    self.add(*where, f"lean_lib {lib.name}: the glob {g} reads the directory "
                                     f"{self.ws.rel(folder)}/ for submodules, which does not "
                                     "exist")


def _batteries_wanted(g: _File) -> bool:
    """True when `theorem_wanted` in `g` is Batteries' command: no `macro` or `syntax` of its
    import closure declares the keyword (`PychecksStatements.TheoremWanted` does, at high
    priority), and its imports reach Batteries (Mathlib brings it)."""
    files, roots = _closure(g)
    if any("theorem_wanted" in h.facts.commands_declared for h in files):
        return False
    return "Batteries" in K.libraries_reached(roots)


def _at(shape: tuple, k: int):
    """The head of a type after k explicit arguments, or None."""
    return shape[k] if k < len(shape) else None


def _single_letter(name: str) -> bool:
    """Lean's strict auto-bound rule (relaxedAutoImplicit false): one letter, then digits,
    subscripts or primes."""
    return len(name) >= 1 and name[0].isalpha() and all(
        c.isdigit() or c in "'₀₁₂₃₄₅₆₇₈₉" for c in name[1:])


def check_project(root) -> Report:
    """The static check of the Lake package in `root`: every `.lean` file under its source root
    and every file they import. BadInput when root is no Lake package."""
    start = time.perf_counter()
    ws = _Workspace(Path(root))
    known = K.load()
    for path in ws.source_files():
        ws.load(path)
    checker = _Checker(ws, known)
    checker.report.findings.extend(ws.findings)
    checker.run(list(ws.files.values()))
    rep = checker.report
    rep.files = len(ws.files)
    rep.unread_requires = list(ws.unread_requires)
    rep.findings = sorted(set(rep.findings))
    rep.skipped = sorted(set(rep.skipped))
    rep.seconds = time.perf_counter() - start
    return rep


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m pychecks.lean.verify.static",
        description="Static check of a Lake project's Lean files (no toolchain needed): "
                    "declarations defined twice, imports that map to no file, identifiers that "
                    "resolve to nothing, library globs that name no module.")
    ap.add_argument("root", nargs="?", default=".", help="the Lake package's directory "
                    "(default: the current directory)")
    args = ap.parse_args(argv)
    try:
        rep = check_project(args.root)
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for f in rep.findings:
        print(f)
    for f in rep.skipped:
        print(f, file=sys.stderr)
    print(rep.summary(), file=sys.stderr)
    return 1 if rep.findings else 0


if __name__ == "__main__":
    sys.exit(main())
