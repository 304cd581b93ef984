"""Run pychecks over a corpus of real-world Lean files and compare with the expected verdicts
(issue 29).

    scripts/realworld [CORPUS_DIR ...] [--expected TABLE.toml]
    scripts/realworld --batch NAME

Each corpus directory holds `.lean` files (any depth) and, beside them, `expected.toml`: for
every file, its project and the expected verdict of each of its statements, by the name
pychecks checks it under:

    ["compfiles/Imo1964P1.lean"]
    project = "compfiles"
    "Imo1964P1.imo1964_p1b" = "HOLDS"     # computable: HOLDS or FAILS, from a brute force
    "Imo1964P1.lemma0" = "UNKNOWN"        # not computable (`sorry`, a type variable, …)

A directory that cannot hold the table (a read-only shared corpus) is given one with
`--expected`. With no directory, the project's own corpus (tests/data/realworld) and the shared
one ($PYCHECKS_SHARED/realworld, else ../shared/realworld beside the clone) are run.

Printed, per project and in all: statements read, answered (HOLDS or FAILS), not answered by
reason (UNKNOWN, and VACUOUS, counted), wrong, files rejected whole, and statements expected but
never read. A verdict is
wrong when pychecks answers and the answer differs from the expected one, or answers a
statement expected UNKNOWN (nothing there can be checked). The share answered is the answered
among the computable (expected HOLDS or FAILS). Exit 1 on any wrong verdict, rejected file,
statement not read, or statement without an expectation; 2 on bad input.

`--batch NAME` checks only the files of one held-out batch of the own corpus
(tests/data/realworld/held_out.toml: files no session had seen when they were added) and prints,
beside today's tally, what pychecks answered of them on its first read, before any fix for them.
"""
from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import json
import os
import re
import sys
import tomllib
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OWN_CORPUS = ROOT / "tests" / "data" / "realworld"
SHARED_EXPECTED = OWN_CORPUS / "shared_expected.toml"
HELD_OUT = OWN_CORPUS / "held_out.toml"
ANSWERS = ("HOLDS", "FAILS")
VERDICTS = ("HOLDS", "FAILS", "UNKNOWN")

#: Why a statement is UNKNOWN, from its reason: the first pattern that matches names it.
REASONS = (
    ("internal error", r"internal error"),
    ("too large", r"not checked: .*(assignments|needs|bound)"),
    ("sorry", r"`sorry`"),
    ("notation", r"notation '"),
    ("unknown name", r"neither defined in the project nor"),
    ("type variable", r"ranges over types"),
    ("declaration not read", r"could not be read"),
    ("type not evaluated", r"the type `.*` (is neither|: pychecks cannot)"),
    ("unbounded", r"unbounded|no premise bounds it|range over all"),
    ("domain not listed", r"cannot range over the scope|its values cannot be listed"),
    ("resource limit", r"the result needs about .* \(limit"),
    ("noncomputable", r"is `noncomputable`"),
    ("cannot be evaluated", r"cannot be evaluated"),
)


def shared_corpus() -> Path:
    """The shared corpus: $PYCHECKS_SHARED/realworld, else ../shared/realworld beside the
    clone."""
    env = os.environ.get("PYCHECKS_SHARED")
    return Path(env) / "realworld" if env else ROOT.parent / "shared" / "realworld"


def reason_kind(reason: str | None) -> str:
    for kind, pattern in REASONS:
        if reason and re.search(pattern, reason):
            return kind
    return "other"


@dataclass
class Tally:
    """The counts of one project (or of all)."""

    files: int = 0
    read: int = 0
    answered: int = 0
    computable: int = 0
    computable_answered: int = 0
    unknown: Counter = field(default_factory=Counter)
    wrong: list = field(default_factory=list)
    rejected: list = field(default_factory=list)
    not_read: list = field(default_factory=list)
    no_expectation: list = field(default_factory=list)
    #: `FILE: NAME STATUS: reason` of each computable statement left unanswered (`--misses`)
    missed: list = field(default_factory=list)

    def add(self, other: "Tally") -> None:
        for name in ("files", "read", "answered", "computable", "computable_answered"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.unknown.update(other.unknown)
        for name in ("wrong", "rejected", "not_read", "no_expectation", "missed"):
            getattr(self, name).extend(getattr(other, name))

    @property
    def failed(self) -> bool:
        return bool(self.wrong or self.rejected or self.not_read or self.no_expectation)

    def line(self, label: str) -> str:
        share = (f"{self.computable_answered}/{self.computable} computable answered "
                 f"({100 * self.computable_answered / self.computable:.0f} %)"
                 if self.computable else "no computable statement")
        unknown = ", ".join(f"{k} {v}" for k, v in sorted(self.unknown.items(),
                                                          key=lambda kv: (-kv[1], kv[0])))
        return (f"{label}: {self.files} files, {self.read} statements read, {self.answered} "
                f"answered, {sum(self.unknown.values())} not answered"
                f"{' (' + unknown + ')' if unknown else ''}; {share}; {len(self.wrong)} wrong, "
                f"{len(self.rejected)} files rejected, {len(self.not_read)} not read")


def load_expected(path: Path) -> dict:
    """{file path relative to its corpus: (project, {statement: verdict})}; BadInput-like
    SystemExit(2) on a malformed table."""
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SystemExit(f"realworld: {path}: {exc}") from None
    out = {}
    for file, entry in table.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("project"), str):
            raise SystemExit(f"realworld: {path}: [{file}] needs project = \"…\"")
        statements = {k: v for k, v in entry.items() if k != "project"}
        bad = [k for k, v in statements.items() if v not in VERDICTS]
        if bad:
            raise SystemExit(f"realworld: {path}: [{file}] {bad[0]}: the verdict must be one of "
                             f"{', '.join(VERDICTS)}")
        out[file] = (entry["project"], statements)
    return out


#: Wall time each statement may spend: a corpus run is a measurement of what is answered, and one
#: statement must not hold the rest for the default two minutes (it is UNKNOWN, counted by reason).
STATEMENT_SECONDS = 20
#: The default-scope budget of each evaluated statement (`check --budget`): a quarter of the
#: command's default, so that a corpus run of some 200 statements stays a few minutes (at the
#: default 2 s the own corpus took 9.4 minutes here, and answered 143 of 195, 0 wrong).
STATEMENT_BUDGET = 0.5


def check_file(path: Path) -> tuple[list | None, str]:
    """(the verdicts `pychecks check FILE --json` gives, or None when the file is rejected,
    the error line)."""
    from pychecks.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", str(path), "--json", "--timeout", str(STATEMENT_SECONDS),
                     "--budget", str(STATEMENT_BUDGET)])
    if code == 2 or not out.getvalue().strip():
        return None, " ".join(err.getvalue().split())
    return json.loads(out.getvalue())["verdicts"], ""


def run_files(corpus: Path, expected: dict, only: set[str] | None = None
              ) -> dict[str, tuple[str, Tally]]:
    """{file relative to the corpus: (its project, its tally)} for the corpus's files (those in
    `only`, when given), with a file the table names but the corpus lacks counted as not read."""
    out: dict[str, tuple[str, Tally]] = {}
    for path in sorted(corpus.rglob("*.lean")):
        rel = path.relative_to(corpus).as_posix()
        if only is not None and rel not in only:
            continue
        project, wanted = expected.get(rel, ("(no expectation)", {}))
        t = Tally(files=1)
        out[rel] = (project, t)
        verdicts, error = check_file(path)
        if verdicts is None:
            if wanted:
                t.rejected.append(f"{rel}: {error}")
                t.computable += sum(v in ANSWERS for v in wanted.values())
            continue
        got = {v["claim"].removeprefix(f"{path}:").removeprefix(f"{str(path)}:"): v
               for v in verdicts}
        # an `example` is checked under FILE:LINE; the table names it `example:LINE`
        got = {(f"example:{k}" if k.isdigit() else k): v for k, v in got.items()}
        for name, v in got.items():
            t.read += 1
            status = v["status"]
            want = wanted.get(name)
            if want is None:
                t.no_expectation.append(f"{rel}: {name} ({status})")
            if status in ANSWERS:
                t.answered += 1
            else:  # VACUOUS is no answer either: nothing was tested
                t.unknown["VACUOUS" if status == "VACUOUS" else
                          reason_kind(v.get("reason"))] += 1
            if want in ANSWERS:
                t.computable += 1
                t.computable_answered += status in ANSWERS
                if status not in ANSWERS:
                    why = " ".join(str(v.get("reason") or "").split())
                    t.missed.append(f"{rel}: {name} {status}: {why[:300]}")
            if status in ANSWERS and want is not None and status != want:
                t.wrong.append(f"{rel}: {name}: {status}, expected {want}")
        for name in wanted:
            if name not in got:
                t.not_read.append(f"{rel}: {name}")
                t.computable += wanted[name] in ANSWERS
    for rel in expected:
        if (only is None or rel in only) and not (corpus / rel).is_file():
            t = Tally()
            t.not_read.append(f"{rel}: the file is missing")
            out[rel] = (expected[rel][0], t)
    return out


def by_project(files: dict[str, tuple[str, Tally]]) -> dict[str, Tally]:
    """The per-file tallies summed by project."""
    tallies: dict[str, Tally] = defaultdict(Tally)
    for project, t in files.values():
        tallies[project].add(t)
    return tallies


def run_corpus(corpus: Path, expected: dict, only: set[str] | None = None) -> dict[str, Tally]:
    """Tally by project of one corpus directory (of the files in `only`, when given)."""
    return by_project(run_files(corpus, expected, only))


@dataclass(frozen=True)
class Batch:
    """A held-out batch (held_out.toml): files no session had seen when they were added,
    and what pychecks answered of them on its first read, before any fix made for them."""

    name: str
    files: tuple[str, ...]
    computable: int
    answered: int
    wrong: int
    measured_at: str
    note: str


def load_batches(path: Path) -> dict[str, Batch]:
    """The held-out batches of a corpus, by name; SystemExit(2) on a malformed table."""
    if not path.is_file():
        return {}
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SystemExit(f"realworld: {path}: {exc}") from None
    batches = {}
    for name, entry in table.get("batch", {}).items():
        try:
            first = entry["first_read"]
            batches[name] = Batch(name, tuple(entry["files"]), int(first["computable"]),
                                  int(first["answered"]), int(first["wrong"]),
                                  str(entry["measured_at"]), str(entry.get("note", "")))
        except (KeyError, TypeError, ValueError) as exc:
            raise SystemExit(f"realworld: {path}: [batch.{name}] needs files, measured_at and "
                             f"first_read = {{computable, answered, wrong}} ({exc})") from None
    return batches


def report(runs: list[tuple[Path, dict[str, Tally]]]) -> tuple[str, Tally]:
    lines, total = [], Tally()
    for corpus, tallies in runs:
        lines.append(f"{corpus}:")
        for project in sorted(tallies):
            lines.append("  " + tallies[project].line(project))
            total.add(tallies[project])
        for project in sorted(tallies):
            t = tallies[project]
            for what, items in (("WRONG", t.wrong), ("rejected", t.rejected),
                                ("not read", t.not_read), ("no expectation", t.no_expectation)):
                lines.extend(f"    {what}: {item}" for item in items)
    lines.append(total.line("all"))
    return "\n".join(lines), total


def main(argv: list[str] | None = None) -> int:
    """Run the corpora named (or the two default ones) and print the report."""
    p = argparse.ArgumentParser(prog="scripts/realworld", description=__doc__.split("\n")[0])
    p.add_argument("corpora", nargs="*", type=Path)
    p.add_argument("--expected", type=Path, help="the expected-verdict table (default: "
                   "CORPUS/expected.toml; the shared corpus: tests/data/realworld/"
                   "shared_expected.toml)")
    p.add_argument("--batch", help="only the files of this held-out batch of the own corpus "
                   "(tests/data/realworld/held_out.toml), with its first-read share beside "
                   "today's")
    p.add_argument("--misses", action="store_true", help="also list each computable "
                   "statement left unanswered, with its reason")
    args = p.parse_args(argv)
    if args.batch:
        return run_batch(args.batch, args.misses)
    corpora = args.corpora or [OWN_CORPUS, shared_corpus()]
    runs = []
    for corpus in corpora:
        if not corpus.is_dir():
            print(f"realworld: {corpus}: no such corpus directory", file=sys.stderr)
            return 2
        table = args.expected or (corpus / "expected.toml" if (corpus / "expected.toml").is_file()
                                  else SHARED_EXPECTED)
        runs.append((corpus, run_corpus(corpus, load_expected(table))))
    text, total = report(runs)
    print(text)
    if args.misses:
        print(misses(total))
    return 1 if total.failed else 0


def misses(total: Tally) -> str:
    """The `--misses` list: each computable statement left unanswered, with its reason."""
    return "\n".join([f"computable, not answered ({len(total.missed)}):"] +
                     [f"  {m}" for m in total.missed])


def run_batch(name: str, show_misses: bool = False) -> int:
    """`--batch NAME`: the batch's files checked now, and the share its first read answered."""
    batches = load_batches(HELD_OUT)
    if name not in batches:
        print(f"realworld: no held-out batch {name!r}{suggestion(name, batches)}", file=sys.stderr)
        return 2
    batch = batches[name]
    text, total = report([(OWN_CORPUS, run_corpus(OWN_CORPUS, load_expected(
        OWN_CORPUS / "expected.toml"), set(batch.files)))])
    print(text)
    share = f" ({100 * batch.answered / batch.computable:.0f} %)" if batch.computable else ""
    print(f"first read ({batch.measured_at}): {batch.answered}/{batch.computable} computable "
          f"answered{share}, {batch.wrong} wrong" + (f"; {batch.note}" if batch.note else ""))
    if show_misses:
        print(misses(total))
    return 1 if total.failed else 0


def suggestion(name: str, known) -> str:
    close = difflib.get_close_matches(name, list(known), n=3)
    return f" (did you mean {', '.join(close)}?)" if close else f" (batches: {', '.join(known)})"


if __name__ == "__main__":
    sys.exit(main())
