"""The files `pychecks emit` writes, apart from what is in them: the mark and header every file
opens with, module and file names, the default output directory and the library root that
imports every file of it.

Writing itself (atomically, never over a file without the mark) is `pychecks.files`'s.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import PychecksError
from ...verdict import Status

#: What Lean proves in each kind of file `pychecks emit` writes, and what is left to the user: one
#: sentence each, the first paragraph of the file's doc and, word for word, a line of
#: docs/lean-emit.md ("What each file proves"; `tests/lean/test_fixture_kinds.py` checks both).
PROVES = {
    "kernel": (
        "What Lean proves: on every position p of the box, either `inP p` or a book row is a "
        "move by the move checker from p to a q with `inP q`, and no q in `options p` (the q of "
        "`below p` the checker accepts) has `inP q` when `inP p`; what is left to you: that "
        "`inP` is your P, that the checker decides your relation (its bridge, where there is "
        "one, is wanted, not proved) and that no move is missing from `options p` (`M p q → q ≤ "
        "p`)."),
    "kernel counterexample": (
        "What Lean proves: each `example`, one fact of the counterexample about `inP` and the "
        "move checker at explicit positions; what is left to you: that `inP` is your P and the "
        "checker decides your relation, which makes them a counterexample to your statement."),
    "characterisation": (
        "What Lean proves: at every position p of the box, `consistentAt (inP p) (options p)` "
        "(the recursion `hP` over the q of `below p` the move checker accepts), a book move "
        "into P from every N-position that has a move, and agreement of `inP` with the closed "
        "form wherever `hyp` holds (or, in the `example`s, a position where `hyp` holds and they "
        "differ); what is left to you: that `options p` lists exactly your relation's moves "
        "(the checker's bridge, wanted and not proved, and `M p q → q ≤ p`), without which the "
        "table is not known to be your statement's P."),
    "examples": (
        "What Lean proves: each fact `M p q` (or its negation) of the move checker at explicit "
        "positions, and for a position with no move that its options list is empty and that no "
        "q of the box is a move from it; what is left to you: that the checker decides your "
        "relation, and beyond the box that the options list every move."),
    "bridge": (
        "What Lean proves: on every pair or position of the box, the Lean checker gives the "
        "values pychecks' Python mirror of the definition gives; what is left to you: that the "
        "mirror is the definition, which the bridge of `PychecksStatements/CubeBridge.lean` "
        "states for all positions (wanted, not proved)."),
    "plain book": (
        "What Lean proves: `bodyB` is true at every instance of the box (the chunk theorems, "
        "through `allFrom`); what is left to you: the bridge `bodyB_iff`, wanted and not "
        "proved, that `bodyB` at an instance is your statement there, and that `allFrom` means "
        "what it says; only with both is this your statement on the box, never for all "
        "values."),
    "plain counterexample": (
        "What Lean proves: `hypB` is true and `conclB` and `bodyB` are false at the instance of "
        "the `example`s; what is left to you: the bridge `bodyB_iff`, wanted and not proved, "
        "which would make that instance a counterexample to your statement."),
    "evaluated book": (
        "What Lean proves: your statement's body, copied from your file and elaborated with "
        "your definitions, at every instance of the scope (each variable bound by `∀ x ∈` an "
        "explicit list of values); what is left to you: every value beyond the scope."),
    "evaluated counterexample": (
        "What Lean proves: the negation of your statement's body, copied from your file, at "
        "the smallest counterexample of the scope, unless `decide` cannot close it, when that "
        "negation is only stated (a `theorem_wanted`); what is left to you: that proof, where "
        "it is only stated."),
    "Grundy book": (
        "What Lean proves: every entry of the packed book is the mex of the entries of its "
        "options (the chunk theorems, through `allFrom`), and the facts the statement asks of "
        "those entries; what is left to you: the bridge of `PychecksStatements/GrundyBooks.lean` "
        "it names (wanted, not proved) that such a book gives the Grundy values, without which "
        "the book is not known to be your statement's."),
    "checker module": (
        "What Lean checks here: that the checker and its bridge elaborate; what is left to "
        "you: the bridge itself, a `theorem_wanted` that nothing can cite, stating that the "
        "checker decides your relation on every pair of positions."),
    "games examples": (
        "What Lean proves: each `example`, one instance of your statement at explicit games "
        "(every game born by the scope's day, or the closed statement itself), closed by the "
        "games library's `game_cmp`; what is left to you: every game born later, and that each "
        "`example` restates your statement at its instance."),
}

#: First characters of every file we write; a file without them is never overwritten.
HEADER_MARK = "-- Generated by `pychecks emit"
#: Default output directory (the `Fixtures` library of the lakefile).
DEFAULT_OUT = Path(__file__).resolve().parents[3] / "lean" / "Fixtures"

_ROOT_TEMPLATE = """{mark}` (library root): do not edit by hand.
/-
{name}: the library of fixtures generated by pychecks, one module per statement. Regenerated by
every `pychecks emit`; it imports every file under `{dir}/`.
-/
{imports}
"""


@dataclass
class Fixture:
    """The text of one fixture file and what it contains (for the command's report)."""

    statement: str
    module: str
    text: str
    rows: int = 0                    # data rows: book entries, table bits, bridge pairs
    theorems: int = 0
    status: Status = Status.HOLDS
    notes: list[str] = field(default_factory=list)
    #: The bound the file is about, when the writer chose it (plain books); else the caller's.
    bound: int | None = None


def header(statement: str, bound: int, lean_hash: str | None, command: str) -> str:
    """The first lines of a fixture: command, statement, bound, hash of its Lean statement."""
    if not command.startswith("pychecks emit"):  # the header mark must open the file
        raise ValueError(f"fixture command must start with 'pychecks emit': {command!r}")
    return (f"-- Generated by `{command}`: do not edit by hand.\n"
            f"-- statement: {statement}\n"
            f"-- bound: {bound}\n"
            f"-- lean_hash: {lean_hash or 'none (no Lean text recorded)'}")


#: A fixture or book file: the header, `import Pychecks` and further imports, the module doc, and
#: the declarations in the statement's namespace, with `open` namespaces.
_FILE_TEMPLATE = """{header}
import Pychecks{imports}

/-!
{doc}
-/

namespace Pychecks.Fixtures.{module}

{opens}{body}
end Pychecks.Fixtures.{module}
"""


def fixture_text(header_: str, module: str, doc: str, body: str, imports=(), after="",
                 opens=()) -> str:
    """The text of one fixture file: `header_` (from `header`), `import Pychecks` and `imports`,
    the module doc `doc` (as it is to appear), the declarations `body` inside
    `namespace Pychecks.Fixtures.<module>`, and `after` (more namespaces, or nothing) after it.

    No `open`: inside `Pychecks.Fixtures.<module>` the names of the parent namespace `Pychecks`
    resolve before any opened one, and everything else (`Pychecks.Cube`, the checker modules of
    a user's relations) is named in full (`pychecks.lean.write.library`), so no user
    declaration can make a name ambiguous or change what it means. The one exception is
    `opens`, for a library whose notation is scoped (the games library's `∗` needs `open
    Nimber`): a fixture of games-library statements names no pychecks or user declaration, so
    opening the library's namespaces there changes no name it uses."""
    opened = f"open {' '.join(opens)}\n\n" if opens else ""
    return _FILE_TEMPLATE.format(header=header_, imports="".join(f"\nimport {m}" for m in imports),
                                 doc=doc, module=module, opens=opened, body=body) + after


def module_name(statement: str) -> str:
    """`cubeVertexNim_pPositions` -> `CubeVertexNimPPositions` (file and module name); a
    namespaced `Heaps.nim3_pPositions` -> `HeapsNim3PPositions`.

    A prime is ordinary in a Lean name (`sub134_pPositions'`) but is kept out of module and file
    names: each `'` becomes `Prime`, and the name gets `_` and six hex digits of the SHA-256 of
    the exact statement name (`Sub134PPositionsPrime_9c1e0a`). The mapping is deterministic;
    a primed name never meets an unprimed one (only primed names have a `_`), and primed
    names differing only where the camel-casing loses detail (`x'`, `x_'`) get different
    digits. `pychecks emit` still refuses two statements that would share a file."""
    plain = statement.replace("'", "_Prime_") if "'" in statement else statement
    parts = [s for s in plain.replace("-", "_").replace(".", "_").split("_") if s]
    name = "".join(s[0].upper() + s[1:] for s in parts)
    if not name or not name[0].isalpha() or not all(c.isalnum() for c in name):
        raise PychecksError(f"statement name {statement!r} cannot be a Lean module name")
    if "'" in statement:
        name += "_" + hashlib.sha256(statement.encode()).hexdigest()[:6]
    return name


def root_text(out_dir: Path) -> str:
    """The library root: imports every `.lean` file of `out_dir`, sorted by name."""
    modules = sorted(p.stem for p in out_dir.glob("*.lean"))
    imports = "\n".join(["import Pychecks"] + [f"import {out_dir.name}.{m}" for m in modules])
    return _ROOT_TEMPLATE.format(mark=HEADER_MARK, name=out_dir.name,
                                 dir=f"lean/{out_dir.name}" if out_dir == DEFAULT_OUT
                                 else out_dir.name, imports=imports)


def root_path(out_dir: Path) -> Path:
    """The library root of `out_dir`: `DIR.lean` beside it, as Lake expects a library's root."""
    return out_dir.parent / f"{out_dir.name}.lean"
