"""The curated names of Lean core, Batteries and Mathlib that the static check accepts, each with
the upstream file where it was looked up: the evaluator's library table
(`pychecks.lean.evaluate.library.LIBRARY`, every name it implements with its upstream file, and
the root names Lean exports from those namespaces) and `known_names.toml`, which holds only what
the table lacks (tactics, options, types, lemmas, notation). A name in both is refused: one
source of truth.

The rule for adding a name (also in docs/development.md): find its declaration (or its
`syntax`/`notation`, tactic parser, option registration) in the upstream source, at the pinned tag
v4.34.0 where a checkout of it exists and otherwise at the stored version the lookup gives; add it
to the `[[file]]` group of that file (or a new group with `repo`, `path`, `commit` and
`library`), under the table its kind belongs to. Never add a name because a check failed without
finding it upstream: the list is what makes a misspelt name fail.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).with_name("known_names.toml")

#: The libraries whose names a file sees when its imports reach the given root: `import
#: Mathlib…` brings Batteries, Lean and Std with it; every file sees Init (Lean's prelude).
REACH = {
    "Init": {"Init"},
    "Std": {"Std", "Init"},
    "Lean": {"Lean", "Std", "Init"},
    "Lake": {"Lake", "Lean", "Std", "Init"},
    "Batteries": {"Batteries", "Lean", "Std", "Init"},
    "Aesop": {"Aesop", "Batteries", "Lean", "Std", "Init"},
    "Qq": {"Qq", "Lean", "Std", "Init"},
    "Plausible": {"Plausible", "Lean", "Std", "Init"},
    "Mathlib": {"Mathlib", "Batteries", "Aesop", "Qq", "Plausible", "Lean", "Std", "Init"},
}
#: Kinds of entries, one table each in a `[[file]]` group.
KINDS = ("names", "tactics", "options", "syntax", "config", "commands", "notations")


@dataclass(frozen=True)
class Source:
    """Where a group of names was looked up."""

    repo: str
    path: str
    commit: str               # the version read; "" for the library table (see its index)
    library: str
    origin: str = "known_names.toml"

    def __str__(self) -> str:
        if not self.commit:
            return f"{self.path} ({self.repo}, per the evaluator's library table)"
        return f"{self.path} ({self.repo} at {self.commit[:12]})"


#: Curated names declared `protected` upstream: an `open` of their namespace does not make the
#: last component a name, so `open Nat` leaves `min` the root `min` (Lean core's Prelude declares
#: `protected def Nat.min` and `Nat.max`; upstream files that build, formal-conjectures'
#: OEIS/108.lean and ErdosProblems/13.lean, write `min` under `open Nat`).
PROTECTED = frozenset({"Nat.min", "Nat.max"})


@dataclass
class Known:
    """Curated entries by kind: name → Source."""

    by_kind: dict = field(default_factory=lambda: {k: {} for k in KINDS})

    def get(self, kind: str, name: str) -> Source | None:
        return self.by_kind[kind].get(name)

    def available(self, kind: str, name: str, libraries: set) -> bool:
        src = self.get(kind, name)
        return src is not None and src.library in libraries

    def count(self) -> int:
        return sum(len(v) for v in self.by_kind.values())


def libraries_reached(roots) -> set:
    """The libraries whose names a file sees, from the root modules of its imports (external
    ones, transitively)."""
    out = set(REACH["Init"])
    for r in roots:
        out |= REACH.get(r, set())
    return out


def parse_toml(text: str) -> dict:
    """The TOML of this file: Python's `tomllib` where it exists (3.11 on), else `read_groups`
    (pychecks supports Python 3.10)."""
    try:
        import tomllib
    except ModuleNotFoundError:
        return read_groups(text)
    return tomllib.loads(text)


_KEY = re.compile(r'^(\w+)\s*=\s*(.*)$')
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def read_groups(text: str) -> dict:
    """The subset of TOML `known_names.toml` is written in: `[[file]]` tables of `key = "string"`
    and `key = ["string", …]` (an array may span lines), `#` comments outside strings. A test
    compares it with `tomllib` on the real file."""
    groups: list[dict] = []
    pending = None   # (key, text so far) of an array not closed yet
    for raw in text.splitlines():
        line = _strip_comment(raw).strip()
        if pending is not None:
            key, acc = pending
            acc += " " + line
            if acc.rstrip().endswith("]"):
                groups[-1][key] = _STRING.findall(acc)
                pending = None
            else:
                pending = (key, acc)
            continue
        if not line:
            continue
        if line == "[[file]]":
            groups.append({})
            continue
        m = _KEY.match(line)
        if m is None or not groups:
            raise ValueError(f"known_names.toml: cannot read the line {raw!r}")
        key, value = m.groups()
        if value.startswith("["):
            if value.rstrip().endswith("]"):
                groups[-1][key] = _STRING.findall(value)
            else:
                pending = (key, value)
        else:
            groups[-1][key] = _STRING.fullmatch(value.strip()).group(1)
    return {"file": groups}


def _strip_comment(line: str) -> str:
    out, in_string = [], False
    for c in line:
        if c == '"':
            in_string = not in_string
        elif c == "#" and not in_string:
            break
        out.append(c)
    return "".join(out)


#: The library table's repositories (`lean4:src/Init/…`, `mathlib4:…`, `batteries:…`).
_TABLE_REPOS = {"lean4": "leanprover/lean4", "mathlib4": "leanprover-community/mathlib4",
                "batteries": "leanprover-community/batteries"}
LIBRARY_TABLE = "pychecks/lean/evaluate/library.py"


def table_names() -> dict:
    """name → Source of every name the evaluator's library table implements (its `LIBRARY`,
    not the renamed names it keeps for older files, which Lean may have removed), and the root
    names Lean exports from those namespaces (`export Bool (or and not)`). The table's upstream
    files were checked against stored upstream sources (tests/data/lean_upstream_index.txt)."""
    from ..evaluate import library as LIB
    out = {}
    for entry in LIB.LIBRARY.values():
        out[entry.name] = _table_source(entry.upstream)
    for alias, target in LIB.EXPORTED.items():
        out[alias] = _table_source(LIB.LIBRARY[target].upstream)
    return out


def _table_source(upstream: str) -> Source:
    repo_key, path = upstream.split(":", 1)
    if repo_key == "lean4":
        library = path.split("/")[1]          # src/Init/…, src/Std/…, src/Lean/…
    else:
        library = {"mathlib4": "Mathlib", "batteries": "Batteries"}[repo_key]
    return Source(_TABLE_REPOS[repo_key], path, "", library, origin=LIBRARY_TABLE)


@functools.lru_cache(maxsize=1)
def load(path: Path = DATA) -> Known:
    """The curated list: the library table's names and `known_names.toml`'s; ValueError for an
    entry given twice (in the file, or in the file and the table) or a group without its
    source."""
    data = parse_toml(path.read_text(encoding="utf-8"))
    known = Known()
    known.by_kind["names"].update(table_names())
    for group in data.get("file", []):
        missing = [k for k in ("repo", "path", "commit", "library") if k not in group]
        if missing:
            raise ValueError(f"{path}: a [[file]] group lacks {', '.join(missing)}")
        if group["library"] not in REACH:
            raise ValueError(f"{path}: unknown library {group['library']!r} in {group['path']}")
        src = Source(group["repo"], group["path"], group["commit"], group["library"])
        for kind in KINDS:
            for name in group.get(kind, []):
                if name in known.by_kind[kind]:
                    if known.by_kind[kind][name].origin == LIBRARY_TABLE:
                        raise ValueError(f"{path}: {name!r} is in the evaluator's library table "
                                         f"({LIBRARY_TABLE}); list it there only")
                    raise ValueError(f"{path}: {kind[:-1]} {name!r} is listed twice")
                known.by_kind[kind][name] = src
    return known
