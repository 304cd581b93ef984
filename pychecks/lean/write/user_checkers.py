"""Checker modules for a user's move relations: `pychecks emit FILE.lean` in the user's project.

A statement read from a Lean file names its move relation, usually a `def SomeMove (p q : …) :
Prop` of the user. For each such relation `emit` writes ONE generated module into the output
directory, `<Namespace><Move>B.lean` (`HeapGames.SubtractMove` -> `HeapGamesSubtractMoveB`), which

* imports the module defining the relation (`import Examples.HeapGames`), so the relation's name
  and the `theorem_wanted` command the user's file imports are in scope;
* defines the Bool checker `def subtractMoveB (p q : List Nat) : Bool`, printed (Lean core only)
  from the expression the enumerator solves with: the relation as lowered by the front end for a
  general relation, `families.group_relation` of the groups for a group family;
* states the bridge `theorem_wanted subtractMoveB_iff (m n : Nat) : subtractMoveB [m] [n] = true
  ↔ HeapGames.SubtractMove m n` (`List.ofFn p` for positions `Fin d → Nat`), the encoding of
  positions every fixture uses (`lean/Pychecks/Cube.lean`: heap k is `p.getD k 0`). `Nat`, not
  `ℕ`: the notation is Mathlib's, and the module needs no more than the user's module gives.

Every fixture of a statement about that relation imports this module and uses its checker, so all
of them rest on one checker, which the bridge states decides the user's own relation. The bridge is
only wanted, not proved: `fixture_reader.recheck_checker_module` evaluates both of its sides on a box.

A relation written inline (`let M := fun p q => …`, a `fun` in the statement) has no user name to
bridge to; its fixtures keep a checker of their own, as do statements of a file in no Lake
project. `plan` says so, one line each.
"""
from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from pathlib import Path

from ... import expr as E
from ...errors import PychecksError
from . import syntax as L
from .books import wrap_doc
from .files import DEFAULT_OUT, HEADER_MARK, PROVES

#: The library a user's fixtures go to, under the project's source root, when no --out is given.
USER_OUT = "Fixtures"

_TEMPLATE = """{mark}{command}` (checker module): do not edit by hand.
-- relation: {relation} (module {user_module})
import {user_module}

/-!
{proves}

The Bool checker of `{relation}`, printed by pychecks from the expression
its enumerator solves with ({how}), in Lean core:
a position is a `List Nat`, heap k is `p.getD k 0`.

The bridge `{checker}_iff` states that the checker decides the relation. It is a
`theorem_wanted` (no proof yet); pychecks re-checks it on a box by evaluating both sides
(`pychecks.lean.verify.fixture_reader.recheck_checker_module`). Every fixture of a statement about
`{relation}` imports this module and uses `{checker}`.
-/

namespace {namespace}

{checker_def}
{bridge}
end {namespace}
"""


@dataclass
class CheckerModule:
    """One generated checker module: the user's relation (full Lean name), the module defining
    it, and the generated module's file stem, Lean module name, namespace and checker name."""

    relation: str
    user_module: str
    stem: str
    module: str
    namespace: str
    checker: str
    family: object                 # the MoveFamily the enumerator solves with
    positions: str                 # "pos" (`Fin d → ℕ`) or "nat" (one heap, `ℕ`)
    text: str = ""

    @property
    def options(self) -> str:
        """The options enumerator a fixture defines from this checker (`subtractMoveOptions`)."""
        return self.checker[:-1] + "Options"


@dataclass
class UserCheckers:
    """The checker modules one fixture uses: by the relation's text as the statement wrote it
    (`family.lean`), the generated modules to import and namespaces to open."""

    by_lean: dict = field(default_factory=dict)

    def get(self, family):
        return self.by_lean.get(family.lean)

    @property
    def imports(self) -> list[str]:
        mods = sorted({m.user_module for m in self.by_lean.values()})
        return mods + sorted({m.module for m in self.by_lean.values()})

    @property
    def namespaces(self) -> list[str]:
        return sorted({m.namespace for m in self.by_lean.values()})


@dataclass
class Plan:
    """What `emit` writes for statements of Lean files: the output directory, the checker
    modules (sorted by stem), each claim's `UserCheckers`, and the lines to tell the user."""

    out_dir: Path
    modules: list = field(default_factory=list)
    per_claim: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)


def from_lean_file(claim) -> bool:
    """A statement of a user's Lean file (not a built-in one, whose source is `builtin`)."""
    return claim.source != "builtin" and str(claim.source).endswith(".lean")


def families_of(statement) -> list:
    """The move families a statement uses (none without a statement)."""
    return statement.families if statement is not None else []


def lean_ident(name: str) -> str:
    """A Lean identifier part without primes (`NimMove'` -> `NimMovePrime`): fixture readers and
    file names stay plain, and `'` cannot be in a module name."""
    return name.replace("'", "Prime")


def checker_name(relation: str) -> str:
    """`HeapGames.SubtractMove` -> `subtractMoveB`."""
    short = lean_ident(relation.split(".")[-1])
    return short[:1].lower() + short[1:] + "B"


def module_stem(relation: str) -> str:
    """`HeapGames.SubtractMove` -> `HeapGamesSubtractMoveB` (file and last module component)."""
    return "".join(s[:1].upper() + s[1:] for s in lean_ident(relation).split(".")) + "B"


def module_prefix(out_dir: Path, project) -> str:
    """The Lean module name of `out_dir`: its path under the project's source root, dotted; else
    its name (what the library root `DIR.lean` assumes: DIR directly in a source root)."""
    try:
        rel = out_dir.resolve().relative_to(project.src_dir)
    except ValueError:
        return out_dir.name
    return ".".join(rel.parts) or out_dir.name


def _resolve(pf, decl, lean: str):
    """The project definition that the relation text `lean` names where `decl` is written (its
    namespace and `open`s, as the front end resolved it), or None (inline `fun`, not found)."""
    if not lean.replace(".", "").replace("'", "").replace("_", "").isalnum():
        return None
    namespace, opens = pf.scopes[id(decl)]
    table = pf.visible()
    cands = [".".join(namespace[:i] + (lean,)) for i in range(len(namespace), 0, -1)]
    cands += [f"{o}.{lean}" for o in opens] + [lean]
    return next((table[c] for c in cands if c in table), None)


def _checker_expr(family):
    """The single-source expression of a family, as the enumerator solves it."""
    if family.is_relation:
        return family.relation, "the relation as the front end lowered it"
    from ..shapes.families import group_relation
    kind = "slow group family" if family.slow else "group family"
    groups = ", ".join("{" + ", ".join(map(str, g)) + "}" for g in family.groups)
    return (group_relation(family.groups, family.heaps, family.slow),
            f"a {kind} of groups {groups}, z3-proved equivalent to the definition")


def module_text(cm: CheckerModule, command: str) -> str:
    """The text of a checker module (see the module docstring)."""
    expr, how = _checker_expr(cm.family)
    d = cm.family.heaps
    if cm.positions == "nat":
        p, q, ptype = "m", "n", L.name("Nat")
        lhs = L.app(cm.checker, L.ListLit((L.name("m"),)), L.ListLit((L.name("n"),)))
    else:
        p, q, ptype = "p", "q", L.op("→", L.app("Fin", d), "Nat")
        lhs = L.app(cm.checker, L.app("List.ofFn", "p"), L.app("List.ofFn", "q"))
    # The doc lines stay on one line, however long the relation's name.
    checker = L.Def(cm.checker, (L.Binder(("p", "q"), L.app("List", "Nat")),), L.name("Bool"),
                    L.Raw(E.to_lean_bool(expr)),
                    f"`{cm.relation}` as a Bool function of two positions.", doc_width=0)
    bridge = L.Wanted(f"{cm.checker}_iff", (L.Binder((p, q), ptype),),
                      L.op("↔", L.op("=", lhs, "true"), L.app(cm.relation, p, q)),
                      f"The bridge: `{cm.checker}` decides `{cm.relation}` on every pair of "
                      "positions.", doc_width=0)
    return _TEMPLATE.format(mark=HEADER_MARK, command=command[len("pychecks emit"):],
                            relation=cm.relation, user_module=cm.user_module, how=how,
                            checker=cm.checker, namespace=cm.namespace,
                            proves=wrap_doc(PROVES["checker module"]),
                            checker_def=L.show_decl(checker, L.EXPLICIT),
                            bridge=L.show_decl(bridge, L.EXPLICIT))


def command_line(sources, out: Path | None) -> str:
    """The command that regenerates a checker module: `emit` on the files of its statements."""
    return ("pychecks emit " + " ".join(shlex.quote(s) for s in sources)
            + (f" --out {out}" if out else ""))


def plan(claims, out: Path | None) -> Plan:
    """Checker modules for the statements of Lean files among `claims` (the rest are left to
    the usual fixtures). `out`: the --out directory, or None for the project's
    `<srcDir>/Fixtures` (the usual `lean/Fixtures` when the statements span no single project)."""
    from ..claims.catalogue import read_file
    from ..read.project import find_lake_project

    claims = [c for c in claims if from_lean_file(c)]
    notes: list[str] = []
    by_file: dict[str, list] = {}
    for c in claims:
        by_file.setdefault(str(c.source), []).append(c)
    projects = {}
    for source in sorted(by_file):
        project = find_lake_project(source)
        module = project.module_of(source) if project else None
        if project is None:  # said at the top of the output (`commands.emit`)
            pass
        elif module is None:
            notes.append(f"{source}: not under the source directory {project.src_dir} of the "
                         f"Lake project {project.root}, so no checker modules: its fixtures "
                         "define their own checkers")
        else:
            projects[source] = project
    roots = {p.root for p in projects.values()}
    if out is not None:
        out_dir = out
    elif len(roots) == 1:
        out_dir = next(iter(projects.values())).src_dir / USER_OUT
    else:
        out_dir = DEFAULT_OUT
    result = Plan(out_dir=out_dir, notes=notes)
    modules: dict[str, CheckerModule] = {}
    sources_of: dict[str, set] = {}
    for source, project in projects.items():
        if not any(families_of(c.statement) for c in by_file[source]):
            continue  # plain statements only: no relation, nothing to read again
        prefix = module_prefix(out_dir, project)
        pf, readings = read_file(source, source)
        decls = {r.name: r.decl for r in readings}
        files = {id(f): path for path, f in pf.project.files.items()}
        for claim in by_file[source]:
            uc = UserCheckers()
            for family in families_of(claim.statement):
                if family.lean in uc.by_lean:
                    continue
                entry = _resolve(pf, decls[claim.name], family.lean)
                if entry is None:
                    notes.append(f"{claim.name}: its move relation `{_brief(family.lean)}` is not "
                                 "a definition of the project, so its fixture defines its own "
                                 "checker (no bridge)")
                    continue
                user_module = project.module_of(files[id(entry.file)])
                if user_module is None:
                    notes.append(f"{claim.name}: `{entry.full_name}` is defined outside the "
                                 f"source directory {project.src_dir}, so its fixture defines its "
                                 "own checker (no bridge)")
                    continue
                stem = module_stem(entry.full_name)
                cm = modules.get(stem)
                if cm is None:
                    cm = modules[stem] = CheckerModule(
                        relation=entry.full_name, user_module=user_module, stem=stem,
                        module=f"{prefix}.{stem}", namespace=f"Pychecks.Fixtures.{stem}",
                        checker=checker_name(entry.full_name), family=family,
                        positions="nat" if family.heaps == 1 and _nat_params(entry, pf)
                        else "pos")
                elif cm.relation != entry.full_name:
                    raise PychecksError(f"emit: relations {cm.relation} and {entry.full_name} "
                                        f"would both be written to {stem}.lean; rename one")
                sources_of.setdefault(stem, set()).add(source)
                uc.by_lean[family.lean] = cm
            if uc.by_lean:
                result.per_claim[claim.name] = uc
    for stem in sorted(modules):
        cm = modules[stem]
        cm.text = module_text(cm, command_line(sorted(sources_of[stem]), out))
        result.modules.append(cm)
    return result


def _nat_params(entry, pf) -> bool:
    """True when the definition takes its positions as `ℕ` (one heap), not `Fin 1 → ℕ`."""
    from ..shapes import lower as LW
    from ..shapes import unfold as U
    value = U.value(entry, entry.decl.name_node, U.lowering(pf))
    return isinstance(value, LW.FnV) and bool(value.params) and value.params[0] == LW.NAT


def _brief(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
