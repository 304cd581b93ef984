"""`pychecks emit NAME|FILE.py ...|--all [--bound N] [--out DIR]`: write Lean fixtures.

Each heap-game statement (and each bridge) gets one file `DIR/<Module>.lean` whose theorems are
closed by `decide +kernel`: witnesses when the statement holds on the box, `example`s stating the
counterexample when it fails; a plain statement gets a book of its bounded instances
(`pychecks.lean.write.plain_books`), and so does a statement the evaluator checks, in the user's own
text (`pychecks.lean.write.evaluated_books`). The library root `DIR.lean`, *beside* DIR (as Lake expects a
library root), is regenerated to import them all. Every fixture is built before anything is
written, and every place written to is checked first (`pychecks.files`): a refused command
writes nothing.
"""
from __future__ import annotations

import time
from pathlib import Path

from ..errors import PychecksError
from ..progress import announce
from ._args import positive_seconds, whole_number



def add_parser(sub) -> None:
    p = sub.add_parser("emit", help="write Lean fixtures (witnesses, counterexamples) for decide",
                       description="Write one Lean fixture per statement: witness books and "
                       "packed outcome tables checked by `decide`, or `example`s stating a "
                       "counterexample. NAME is a Lean statement name; a path ending in .py is a "
                       "claims file. Every heap-game statement (any number of heaps, any move "
                       "family) and the cube's bridges get witness fixtures; Node Kayles, Nim, "
                       "sums and Welter statements get Grundy books (a statement without a "
                       "finite instance gets a one-line reason, exit 2 if named); a plain `∀` "
                       "statement gets a book of its bounded instances, or its smallest "
                       "counterexample; so does a statement the evaluator checks, in your own "
                       "text, where `decide` can run it (else a one-line reason). Writes "
                       "DIR/<Module>.lean for each statement and the library root DIR.lean beside "
                       "DIR (that is, in DIR's parent directory), which imports every fixture of "
                       "DIR.")
    p.add_argument("names", nargs="*", metavar="NAME|FILE.py|FILE.lean")
    p.add_argument("--all", action="store_true", help="every registered statement")
    p.add_argument("--bound", type=whole_number(0, None, "bound"), metavar="N",
                   help="bound N (default: 2, bridges 1; books: the "
                   "statement's own, Node Kayles + Nim 1; plain statements: the statement's own, "
                   "lowered until the book has at most 4,096 instances)")
    p.add_argument("--list-length", type=whole_number(0, 64, "list length"), metavar="L",
                   help="statements the evaluator checks: their lists range over lengths ≤ L, "
                   "in the check and in the book (default 3)")
    p.add_argument("--birthday", type=whole_number(0, 3, "birthday"), metavar="D",
                   help="statements in the games library's words: their game variables range "
                   "over the games born by day D, in the check and in the fixture (default 2)")
    p.add_argument("--budget", type=positive_seconds, metavar="S",
                   help="statements the evaluator checks, without --bound: the check's N is "
                   "the largest whose check fits S seconds (default 2), chosen as `pychecks "
                   "check` chooses it, from pilot checks in counted steps and assignments (the "
                   "same N, and the same files, on every machine)")
    p.add_argument("--out", type=Path, metavar="DIR",
                   help="output directory (default lean/Fixtures); the library root DIR.lean "
                   "is written beside it, in DIR's parent")
    p.set_defaults(func=run)


def _command(claim, bound: int, out: Path | None) -> str:
    """The command line that regenerates one file, canonical so the header is reproducible
    (`--list-length` only for an evaluated statement, and only when it is not the default)."""
    from ..claims import command_target
    from ..lean.evaluate.check import list_length
    from ..lean.evaluate.scope import DEFAULT_LIST_LENGTH
    length = list_length()
    from ..lean.evaluate.game_elab import DEFAULT_BIRTHDAY, birthday_scope
    from ..lean.write.game_fixtures import emittable as in_games_words
    day = birthday_scope()
    games = in_games_words(claim)
    return (f"pychecks emit {command_target(claim)}"
            + (f" --bound {bound}" if bound is not None or not games else "")
            + (f" --birthday {day}" if games and day != DEFAULT_BIRTHDAY else "")
            + (f" --list-length {length}" if claim.shape == "evaluated" and not games
               and length != DEFAULT_LIST_LENGTH else "")
            + (f" --out {out}" if out else ""))


#: The reason given, statement by statement, for an evaluated statement of a file in no Lake
#: project; the advice itself is `outside_lake_notes`' one line.
NO_PROJECT = "its file is in no Lake project (see the first line)"


def outside_lake_notes(claims) -> list[str]:
    """One line per Lean file in no Lake project, said first and once: its fixtures check
    pychecks' own translation of each statement (a checker printed from what the front end
    read), with no bridge to the user's definitions, its evaluated statements get none, and
    how to get both."""
    from ..lean.write import user_checkers as UC
    from ..lean.read.project import find_lake_project
    files = sorted({str(c.source) for c in claims if UC.from_lean_file(c)})
    return [f"{f}: not in a Lake project, so its fixtures check pychecks' translation of each "
            "statement only (no bridge to your definitions) and the statements only the "
            "evaluator reads get none; put the file in a Lake project (a lakefile.lean or "
            "lakefile.toml above it) and emit again" for f in files if find_lake_project(f) is None]


def lakefile_lines(out_dir: Path) -> list[str]:
    """What the Lake project whose source directory holds DIR must declare for `lake build DIR`:
    pychecks as a `require` (the `Pychecks` library every fixture imports) and the library
    `lean_lib DIR`, in the syntax of its lakefile; only the lines it lacks (read by the static
    check's lakefile reader). Empty when DIR's parent is no project's source directory."""
    import os
    from ..lean.read.project import find_lake_project
    from ..lean.verify import lakefile as LK
    from ..lean.verify.static import PYCHECKS_ROOT
    project = find_lake_project(out_dir.parent)
    if project is None or out_dir.parent.resolve() != project.src_dir:
        return []
    try:
        pkg = LK.read_package(project.root)
    except PychecksError:
        pkg = None
    toml = pkg is not None and pkg.lakefile.name == "lakefile.toml"
    lib = out_dir.name
    lines = []
    here = project.root.resolve() == PYCHECKS_ROOT
    if not here and not (pkg and any(r.name.lower() == "pychecks" for r in pkg.requires)):
        path = os.path.relpath(PYCHECKS_ROOT, project.root)
        lines += (['[[require]]', 'name = "pychecks"', f'path = "{path}"'] if toml
                  else [f'require pychecks from "{path}"'])
    if not (pkg and any(lb.name == lib for lb in pkg.libs)):
        lines += (['[[lean_lib]]', f'name = "{lib}"'] if toml else [f"lean_lib {lib}"])
    return lines


def build_hint(out_dir: Path) -> str:
    """How to check what was written: the `lake build` target of the library root `DIR.lean`
    where DIR's parent is a Lake project's source directory (after the lakefile lines it still
    needs, `lakefile_lines`), else what to do first."""
    from ..lean.read.project import find_lake_project
    project = find_lake_project(out_dir.parent)
    lib = out_dir.name
    if project is not None and out_dir.parent.resolve() == project.src_dir:
        need = lakefile_lines(out_dir)
        lakefile = next((n for n in ("lakefile.lean", "lakefile.toml")
                         if (project.root / n).is_file()), "lakefile.lean")
        if need:
            return (f"Check with `lake build {lib}` in {project.root}, once its {lakefile} has "
                    "these lines:\n" + "\n".join("    " + line for line in need))
        return f"Check with `lake build {lib}` in {project.root}."
    return (f"{out_dir.parent} is not the source directory of a Lake project: to check these "
            f"files, put {out_dir.name}/ and {out_dir.name}.lean in one and declare "
            f"`lean_lib {lib}` in its lakefile.")


def _named(claim, names) -> bool:
    """True when `claim` was named on the command line (a statement of a Lean file by its full
    or its short name), not reached through a file or `--all`."""
    return claim.name in names or any(claim.name.endswith("." + n) for n in names)


def run(args) -> int:
    """`pychecks emit`, with evaluated statements' lists of length ≤ `--list-length`."""
    from ..lean.evaluate.check import list_length, using_list_length
    from ..lean.evaluate.game_elab import birthday_scope, using_birthday
    length = getattr(args, "list_length", None)
    day = getattr(args, "birthday", None)
    with using_list_length(length if length is not None else list_length()), \
            using_birthday(day if day is not None else birthday_scope()):
        return _emit(args)


def _emit(args) -> int:
    from ..claims import run_check, select_claims, stale_reasons
    from ..files import refuse_foreign, require_writable_dir, require_writable_file, write_atomic
    from ..lean.write import books as BK
    from ..errors import BadBound
    from ..lean.write import emit as EM
    from ..lean.write import evaluated_books as EB
    from ..lean.write import game_fixtures as GF
    from ..lean.write import files as LF
    from ..lean.write import plain_books as PB
    from ..lean.write import user_checkers as UC
    from ..verdict import Status

    start = time.perf_counter()
    emitter = EM.LeanEmitter()
    claims = select_claims(args.names, args.all)
    for line in outside_lake_notes(claims):
        print(line)
    chosen, skipped = [], {}
    #: ("book" or "fixture", statement, why it gets none), listed after the table; each one
    #: makes the exit status 1
    unwritten: list[tuple[str, str, str]] = []
    plain_plans = {}  # plain statements: the check's bound and the book's (`plain_books.Plan`)
    evaluated_plans = {}  # evaluated statements: (`evaluated_books.Plan`, the user's module)
    named_reasons = 0
    games_names: set[str] = set()  # statements in the games library's words (`game_fixtures`)
    seen = set()
    for claim in claims:
        if claim.name in seen:
            continue
        seen.add(claim.name)
        if claim.shape == "outside":
            unwritten.append(("fixture", claim.name, "the statement is outside the fragment "
                              f"(at {claim.location.rstrip(':')}): {claim.outside}"))
            continue
        if emitter.supports(claim):
            bound = args.bound if args.bound is not None else EM.default_bound(claim)
            emitter.check_bound(claim, bound)
            chosen.append((claim, bound))
        elif PB.emittable(claim):
            try:
                plain_plans[claim.name] = PB.plan(claim, args.bound)
            except BadBound as exc:
                if _named(claim, args.names):
                    raise
                unwritten.append(("book", claim.name, str(exc).split(': ', 1)[1]))
                continue
            chosen.append((claim, plain_plans[claim.name].check_bound))
        elif GF.emittable(claim):
            if args.out is None:  # its imports are the games library's, not this package's
                unwritten.append(("fixture", claim.name, "a fixture of the games library's "
                                  "words imports that library; say where it goes with --out DIR"))
                named_reasons += _named(claim, args.names)
                continue
            games_names.add(claim.name)
            chosen.append((claim, args.bound if args.bound is not None
                           else claim.default_bound))
        elif EB.emittable(claim):
            from ..lean.evaluate.check import list_length
            why = EB.noncomputable(claim.evaluated)
            if why is not None:     # no check: its fixture could not be closed anyway
                unwritten.append(("fixture", claim.name, why))
                named_reasons += _named(claim, args.names)
                continue
            module, why = EB.target(claim)
            if module is None:
                from ..lean.read.project import find_lake_project
                unwritten.append(("fixture", claim.name, NO_PROJECT
                                  if find_lake_project(claim.source) is None else why))
                named_reasons += _named(claim, args.names)
                continue
            try:
                chosen_n = _budget_choice(claim, args)
                evaluated_plans[claim.name] = (EB.plan(claim, args.bound, list_length(),
                                                       chosen_n), module)
            except BadBound as exc:
                if _named(claim, args.names):
                    raise
                unwritten.append(("book", claim.name, str(exc).split(': ', 1)[1]))
                continue
            chosen.append((claim, evaluated_plans[claim.name][0].check_bound))
        elif (book := BK.plan(claim, args.bound, named=claim.name in args.names)) is not None:
            if book.reason is None:  # Grundy books: Node Kayles, Nim, sums, Welter
                chosen.append((claim, book.bound))
            else:
                unwritten.append(("book", claim.name, book.reason))
                named_reasons += claim.name in args.names
        else:
            skipped.setdefault(claim.game, []).append(claim.name)
    for game, names in skipped.items():
        unwritten += [("fixture", name, f"no fixture emitter for game {game} yet")
                      for name in names]
    if not chosen:
        _list_unwritten(unwritten)
        # Nothing to write: an error when a statement was asked for and none can be written
        # (a named statement without a book, nothing selected); fine only
        # when --all answered every statement with its reason above.
        # Exit 2 is one line on stderr, as for every input error.
        if not seen:
            raise PychecksError("emit: no statement selected, nothing written")
        if named_reasons or (skipped and not args.all):
            raise PychecksError("emit: no fixture can be written for the statements asked for "
                                "(each reason is above); nothing written")
        return 1 if unwritten else 0
    # Statements of a user's Lean file: one checker module per relation of theirs, written into
    # their Lake project (`<srcDir>/Fixtures` unless --out says where).
    # Plain statements take part so that their project's `<srcDir>/Fixtures` is chosen too;
    # they have no relation, so no checker module.
    plan = UC.plan([c for c, _ in chosen if emitter.supports(c) or PB.emittable(c)
                    or EB.emittable(c)], args.out)
    for note in plan.notes:
        print(note)
    out_dir = plan.out_dir
    targets = [out_dir / f"{LF.module_name(c.name)}.lean" for c, _ in chosen]
    checker_targets = [out_dir / f"{cm.stem}.lean" for cm in plan.modules]
    owners: dict[str, str] = {}
    for (claim, _), target in zip(chosen, targets):
        other = owners.setdefault(target.name, claim.name)
        if other != claim.name:
            raise PychecksError(f"emit: {other} and {claim.name} would both be written to "
                                f"{target.name}; rename one")
    clash = sorted({t.name for t in targets} & {t.name for t in checker_targets})
    if clash:
        raise PychecksError(f"emit: {clash[0]} would be both a fixture and a checker module; "
                            "rename the statement or the relation")
    root = LF.root_path(out_dir)
    # Before anything is computed or written: DIR must be (or become) a writable directory,
    # its root file DIR.lean a writable plain file, and no target a file of someone else's.
    require_writable_dir(out_dir, f"--out {out_dir}")
    require_writable_file(root, f"library root {root}", create_dirs=True)
    refuse_foreign(targets + checker_targets + [root], LF.HEADER_MARK)
    fixtures = []
    stale = stale_reasons([c for c, _ in chosen])

    def checked(claim, bound):
        """The check's verdict, or None (and the statement listed) when it is UNKNOWN: there is
        nothing to state, and the other statements are still written."""
        verdict = run_check(claim, bound, stale)
        if verdict.status is Status.UNKNOWN:
            unwritten.append(("fixture", claim.name, f"the check at N={bound} was UNKNOWN "
                              f"({verdict.reason})"))
            return None
        return verdict

    for claim, bound in chosen:  # every fixture is built before the first one is written
        announce(f"emitting {claim.name} ...")
        if claim.name in plain_plans:
            tgt = PB.target(claim)
            if tgt.note:
                print(tgt.note)
            verdict = checked(claim, bound)
            fixtures.append(None if verdict is None else PB.build(
                claim, plain_plans[claim.name], verdict,
                lambda b, c=claim: _command(c, b, args.out), tgt))
            continue
        if claim.name in games_names:
            fixture, why = GF.build(claim, run_check(claim, bound, stale),
                                    _command(claim, bound, args.out), bound)
            if fixture is None:
                unwritten.append(("fixture", claim.name, why))
                named_reasons += _named(claim, args.names)
            fixtures.append(fixture)
            continue
        if claim.name in evaluated_plans:
            eplan, module = evaluated_plans[claim.name]
            verdict = checked(claim, bound)
            fixture = None if verdict is None else EB.build(
                claim, eplan, verdict, lambda b, c=claim: _command(c, b, args.out), module)
            if fixture is None and verdict is not None:  # HOLDS, but `decide` could not close it
                unwritten.append(("book", claim.name, EB.undecidable(claim.evaluated)))
                named_reasons += _named(claim, args.names)
            fixtures.append(fixture)
            continue
        if BK.book_emittable(claim):
            fixtures.append(BK.emit_book(claim, bound, BK.command_line(claim, bound, args.out)))
            continue
        verdict = None if claim.shape == "bridge" else checked(claim, bound)
        fixtures.append(None if verdict is None and claim.shape != "bridge" else emitter.emit(
            claim, bound, _command(claim, bound, args.out), verdict,
            plan.per_claim.get(claim.name)))
    kept = [k for k, f in enumerate(fixtures) if f is not None]
    chosen, targets, fixtures = ([xs[k] for k in kept] for xs in (chosen, targets, fixtures))
    rows = [["fixture", "verdict", "N", "rows", "theorems", "bytes", "written"]]
    worst = 0
    try:
        for cm, path in zip(plan.modules, checker_targets):  # before the fixtures importing them
            changed = write_atomic(path, cm.text)
            rows.append([str(path), "checker", "-", "-", "1 bridge", f"{len(cm.text.encode()):,}",
                         "yes" if changed else "unchanged"])
        for (claim, bound), path, fixture in zip(chosen, targets, fixtures):
            changed = write_atomic(path, fixture.text)
            if fixture.status is Status.FAILS:
                worst = 1
            shown = fixture.bound if fixture.bound is not None else bound
            rows.append([str(path), fixture.status.value if claim.shape != "bridge" else "data",
                         str(shown if shown is not None else "-"), f"{fixture.rows:,}",
                         str(fixture.theorems),
                         f"{len(fixture.text.encode()):,}", "yes" if changed else "unchanged"])
        write_atomic(root, LF.root_text(out_dir))
    except OSError as exc:  # a disk that fills up half way, a directory changed under us
        raise PychecksError(f"emit: writing {exc.filename or out_dir} failed "
                            f"({exc.strerror or exc})") from None
    from ..report import format_table
    print(format_table(rows))
    _list_unwritten(unwritten)
    print(f"library root {root} imports {len(list(out_dir.glob('*.lean')))} fixture(s); "
          f"{time.perf_counter() - start:.1f}s. {build_hint(out_dir)}")
    if named_reasons:
        return 2
    return 1 if unwritten else worst


def _budget_choice(claim, args) -> int | None:
    """The check's N of an evaluated statement without --bound: the one `pychecks check`
    chooses under the same budget (`cost.default_scope`), so that a fixture states the scope the
    check reports. None (the statement's own bound) where the budget does not choose: a bound
    given, a statement whose cost no pilot counts (`claim.budgeted` None), or a choice a pilot's
    wall clock decided (it could differ on another machine, and the files must not)."""
    from ..lean.evaluate.cost import DEFAULT_BUDGET
    if args.bound is not None or claim.budgeted is None:
        return None
    budget = args.budget if getattr(args, "budget", None) is not None else DEFAULT_BUDGET
    choice = claim.budgeted(budget)
    if choice.clocked:
        print(f"{claim.name}: a pilot ran past --budget {budget:g} s by the clock, so its N "
              f"is the statement's own (N={claim.default_bound}), the same on every machine")
        return None
    return choice.N


def _list_unwritten(unwritten) -> None:
    """Every statement that got no fixture, one line each with its reason, then their count."""
    for kind, name, why in unwritten:
        print(f"no {kind} for {name}: {why}")
    if unwritten:
        print(f"{len(unwritten)} statement(s) got no fixture (each reason above)")


