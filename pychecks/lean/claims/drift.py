"""Drift detection: do the Python mirrors still match the Lean statements in `lean/`?"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..read.decls import LeanDecl, parse_lean_file

#: The Lean sources, next to the package (the project is installed in editable mode).
LEAN_ROOT = Path(__file__).resolve().parents[3] / "lean"
#: Statement libraries scanned for drift; generated fixtures and core checkers are not statements.
STATEMENT_DIRS = ("PychecksStatements",)
#: Drift status of a claim read from the Lean text by the front end (`pychecks.lean.read`, `pychecks.lean.shapes`).
FROM_LEAN = "from Lean"


def lean_declarations(root: Path = LEAN_ROOT) -> dict[str, LeanDecl]:
    """Every declaration of the statement libraries, by name."""
    decls: dict[str, LeanDecl] = {}
    for sub in STATEMENT_DIRS:
        for path in sorted((root / sub).rglob("*.lean")):
            for d in parse_lean_file(path):
                decls[d.name] = d
    return decls


@dataclass
class DriftReport:
    """Per mirror: 'mirrored', 'stale' (Lean text changed) or 'missing' (no such Lean statement),
    or 'from Lean' for a claim the front end read from the Lean text itself (it cannot go
    stale); and the Lean statements (`theorem_wanted`/`theorem`) that no claim covers."""

    mirror_status: dict[str, str] = field(default_factory=dict)
    unmirrored: list[tuple[str, str]] = field(default_factory=list)
    declarations: dict[str, LeanDecl] = field(default_factory=dict)

    def problems(self) -> list[str]:
        """One line per stale, missing or unmirrored statement (empty when all is in step)."""
        out = []
        for name, status in self.mirror_status.items():
            d = self.declarations.get(name)
            if status == "stale":
                out.append(f"{name}: Lean statement changed since its mirror was written "
                           f"({d.file}:{d.line}, hash now {d.hash}); update the mirror and its hash")
            elif status == "missing":
                out.append(f"{name}: mirror has no Lean statement in lean/")
        out += [f"{name}: Lean statement has no Python mirror ({where})"
                for name, where in self.unmirrored]
        return out


def drift_report(claims, root: Path = LEAN_ROOT) -> DriftReport:
    """Compare each claim's recorded `lean_hash` with the Lean statement of the same name."""
    decls = lean_declarations(root)
    report = DriftReport(declarations=decls)
    for c in claims:
        if getattr(c, "location", None) is not None and c.statement is not None:
            report.mirror_status[c.name] = FROM_LEAN
            continue
        if c.lean_hash is None:
            continue
        d = decls.get(c.name)
        if d is None:
            report.mirror_status[c.name] = "missing"
        elif d.hash != c.lean_hash:
            report.mirror_status[c.name] = "stale"
        else:
            report.mirror_status[c.name] = "mirrored"
    mirrored = {c.name for c in claims}
    for d in decls.values():
        if d.keyword in ("theorem_wanted", "theorem", "lemma") and d.name not in mirrored:
            report.unmirrored.append((d.name, f"{d.file}:{d.line}"))
    return report
