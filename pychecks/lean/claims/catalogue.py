"""Claims from a Lean file: every `theorem_wanted`, `theorem` and `lemma` of the file becomes a
`Claim` of the catalogue, checked by the backends through the statement the front end read
when it has one of the shapes (the numba kernels, z3), by the evaluator when it has none but
can be run (`pychecks.lean.evaluate`), or UNKNOWN with its one-line reason otherwise.

A statement outside the fragment that has a hand-written mirror (a built-in claim of the same
name whose recorded Lean hash is this statement's) is checked by that mirror: `pychecks check
lean/PychecksStatements/Welter.lean` runs the Welter mirrors, and their drift detection stays.
"""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from ...errors import PychecksError
from ...registry import Claim
from ...statements import CharacterisationStatement, ExampleStatement, KernelStatement
from ...verdict import Status, Verdict
from ..shapes.names import renamer
from ..read.project import Project, full_name
from ..shapes.reader import Reading, read_statement

#: Declarations that are statements (checked); `def`s only define.
STATEMENT_KEYWORDS = ("theorem_wanted", "theorem", "lemma")
#: Positions of the box a statement's default bound aims at: 2^18, the cube's N = 7.
DEFAULT_POSITIONS = 1 << 18
#: (p, q) pairs a general relation's default bound aims at (a fraction of a second).
DEFAULT_RELATION_PAIRS = 1 << 25
#: The largest default bound (a one-heap game: heaps up to 63).
MAX_DEFAULT_BOUND = 63
#: Concrete facts: `∀ q, ¬ M a q` looks at every q of the box (as the hand-written examples).
EXAMPLE_BOUND = 3


def default_bound(statement) -> int:
    """The largest N with (N + 1)^d ≤ 2^18 positions (pairs, for a general relation solved by
    trying every q ≤ p), at most 63; 3 for concrete facts. A relation with a move generator, or
    a sum of one-heap games solved by Sprague–Grundy, costs a few operations a position, as a
    group family does, and gets the positions' bound."""
    if isinstance(statement, ExampleStatement):
        return EXAMPLE_BOUND
    d = statement.heaps
    relation = getattr(getattr(statement, "family", None), "is_relation", False) and \
        not _solved_by_shortcut(statement)
    n = 1
    while n < MAX_DEFAULT_BOUND:
        m = n + 1
        cost = ((m + 1) * (m + 2) // 2) ** d if relation else (m + 1) ** d
        if cost > (DEFAULT_RELATION_PAIRS if relation else DEFAULT_POSITIONS):
            break
        n = m
    return n


def _solved_by_shortcut(statement) -> bool:
    """True when the enumerator solves this statement of a general relation without trying
    every q ≤ p: the relation has a move generator, or the statement is a normal-play
    characterisation of a sum of one-heap games (see `drivers.heaps.compiled_pass`)."""
    family = statement.family
    if family.move_generator() is not None:
        return True
    return (isinstance(statement, CharacterisationStatement) and statement.play == "normal"
            and family.heaps >= 2 and family.one_heap_rules() is not None)


def _game(statement) -> str:
    families = statement.families
    if not families:
        return "plain"
    family = families[0]
    return "cube" if family.heaps == 6 and not family.is_relation else f"heaps{family.heaps}"


def _doc_summary(reading: Reading) -> str | None:
    """The first sentence of the statement's doc comment, on one line; None without one."""
    doc = reading.decl.doc
    if not doc:
        return None
    return " ".join(doc[3:-2].split()).split(". ")[0].rstrip(".")


def _summary(reading: Reading) -> str:
    doc = _doc_summary(reading)
    if doc is not None:
        return doc
    if reading.statement is None:
        return "outside the fragment"
    return reading.statement.summary()


def _evaluated_summary(reading: Reading) -> str:
    doc = _doc_summary(reading)
    if doc is not None:
        return doc
    ev = reading.evaluated
    if ev.closed:
        return "a closed computation"
    return "evaluated over " + ", ".join(v.name for v in ev.variables)


def read(pf, decl, name: str) -> Reading:
    """One statement: its shape when it has one, else the evaluator's reading, else UNKNOWN with
    the evaluator's reason (the most general reader's: it says what stops evaluation)."""
    reading = read_statement(pf, decl, name)
    if reading.statement is not None and not _guarded_plain(reading.statement):
        return reading
    from ..evaluate.context import Unsupported
    from ..evaluate.statement import read as evaluate
    try:
        ev = evaluate(pf, decl, name)
    except Unsupported as exc:
        if reading.statement is not None:
            return reading
        return dataclasses.replace(reading, reason=exc.located(pf.name))
    except (KeyboardInterrupt, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001  a bug of the evaluator costs its statement only
        if os.environ.get("PYCHECKS_STRICT"):  # the test suite: a bug is a bug, not a reason
            raise
        if reading.statement is not None:
            return reading
        line, col = decl.pos
        return dataclasses.replace(reading, reason=internal_error(
            f"{pf.name}:{line}:{col}", "reading", exc))
    if reading.statement is not None and not ev.bounds and not ev.has_lets:
        return reading      # the evaluator neither bounds nor solves for a variable
    return dataclasses.replace(reading, kind="evaluated", reason=None, evaluated=ev,
                               statement=None, z3_statement=reading.statement)


def _guarded_plain(statement) -> bool:
    """True for a plain statement whose hypotheses bound a variable by a numeral (`71 ≤ n`) or
    equate an expression of the variables to one (`n + 7 = 200`): the evaluator checks it,
    ranging the variable over its guard (`evaluate/guards.py`) or solving the equation for it,
    where the plain shape's box would be [0, N] whatever the hypotheses say."""
    from ...statements import PlainStatement
    if not isinstance(statement, PlainStatement):
        return False
    import sympy as sp
    hyp = statement.hypotheses
    for c in (hyp.args if isinstance(hyp, sp.And) else (hyp,)):
        if isinstance(c, (sp.Le, sp.Lt, sp.Ge, sp.Gt, sp.Eq)) and \
                {type(a) for a in c.args} & {sp.Symbol} and \
                any(a.is_Integer for a in c.args):
            return True
        if isinstance(c, sp.Eq) and any(a.is_Integer for a in c.args) and c.free_symbols:
            return True     # `n + 7 = 200`: the evaluator solves it for n
    return False


def internal_error(place: str, what: str, exc: BaseException) -> str:
    """The reason of a statement whose reading or check raised inside pychecks: its place, and
    the words "internal error" (what a user reports; under PYCHECKS_STRICT the exception is
    raised instead)."""
    text = " ".join(str(exc).split())[:300] or "(no message)"
    return (f"{place}: internal error while {what} this statement ({type(exc).__name__}: "
            f"{text}); please report it")


def _guarded(check, name: str, location: str | None):
    """`check(bound)` whose failures cost the statement only: an exception inside pychecks is
    an UNKNOWN verdict saying "internal error" at the statement's place (raised under
    PYCHECKS_STRICT); pychecks' own refusals (BadBound: the scope too large) go on up, to be
    said as the caller decides (`pychecks check FILE` makes each its statement's UNKNOWN)."""
    from ...errors import PychecksError

    def guarded(bound):
        try:
            return check(bound)
        except (PychecksError, KeyboardInterrupt, MemoryError):
            raise
        except Exception as exc:  # noqa: BLE001
            if os.environ.get("PYCHECKS_STRICT"):
                raise
            return Verdict(claim=name, status=Status.UNKNOWN, backend="lean", scope="-",
                           reason=internal_error(location or name, "checking", exc))
    return guarded


def _evaluated_claim(reading: Reading, *, source: str, command_target: str | None,
                     lean_hash: str | None, extras: dict) -> Claim:
    """The claim of a statement the evaluator checks: its scope is N (and L when lists are
    involved), `--list-length` sets L."""
    from ..evaluate import check as EC
    # a statement in the games library's words spends its time in the game engine, which no
    # pilot counts (c01 took 277 s at the N=128 a 2 s budget chose): it keeps its capped default
    from ..evaluate import game_elab as GE
    ev = reading.evaluated
    name = reading.name
    rerun = f"pychecks check {command_target} {name}" if command_target else \
        f"pychecks check {name}"
    lists = EC.uses_lists(ev)

    default = EC.default_bound(ev)
    chosen: set[int] = set()   # the defaults `budgeted` chose in this command

    def check(bound, ev=ev):
        length = EC.list_length()
        verdict = EC.check(ev, bound, length)
        if verdict.status is Status.VACUOUS and (bound == default or bound in chosen):
            # the default box missed the hypotheses: a larger one may meet them
            verdict, bound = EC.widened(ev, bound, length, verdict)
        command = f"{rerun} --bound {bound}"
        if lists and length != EC.DEFAULT_LIST_LENGTH:
            command += f" --list-length {length}"
        verdict.reproduce = dict(verdict.reproduce, command=command)
        return verdict

    def budgeted(seconds, ev=ev):
        from ...errors import PychecksError
        from ..evaluate.cost import Choice, default_scope
        try:
            choice = default_scope(ev, seconds, EC.list_length())
        except (PychecksError, KeyboardInterrupt, MemoryError):
            raise
        except Exception:  # noqa: BLE001 — the check at the count-based default meets it
            # again, and says it as the statement's own (`_guarded`; raised under STRICT)
            choice = Choice(EC.default_bound(ev, EC.list_length()), seconds, ())
        chosen.add(choice.N)
        return choice

    meaning = "every ℕ variable ≤ N, ℤ in [-N, N]"
    if lists:
        meaning += f", lists of length ≤ L (--list-length, default {EC.DEFAULT_LIST_LENGTH})"
    return Claim(name=name, game="evaluate", shape="evaluated",
                 check=_guarded(check, name, reading.location),
                 default_bound=default,
                 summary=extras.pop("summary", None) or _evaluated_summary(reading),
                 literature=extras.pop("literature", None) or _literature(reading),
                 lean_hash=lean_hash, bound_meaning=meaning, min_bound=0, source=source,
                 location=reading.location, evaluated=ev, z3_statement=reading.z3_statement,
                 budgeted=None if GE.in_library_words(ev) else budgeted)


def make_claim(reading: Reading, *, source: str, command_target: str | None,
               lean_hash: str | None = None, extras: dict | None = None,
               game: str | None = None) -> Claim:
    """The claim of one reading. `command_target` is what `reproduce` names before the
    statement (the file, or None for a built-in claim checked by name)."""
    extras = dict(extras or {})
    if reading.evaluated is not None:
        return _evaluated_claim(reading, source=source, command_target=command_target,
                                lean_hash=lean_hash, extras=extras)
    st = reading.statement
    if "strategy" in extras and isinstance(st, KernelStatement):
        st = dataclasses.replace(st, strategy=extras.pop("strategy"))
    else:
        extras.pop("strategy", None)
    name = reading.name
    rerun = f"pychecks check {command_target} {name}" if command_target else \
        f"pychecks check {name}"

    if st is None:
        def check(bound, reading=reading):
            return Verdict(claim=name, status=Status.UNKNOWN, backend="lean", scope="-",
                           reason=reading.reason,
                           reproduce={"command": rerun + (f" --bound {bound}" if bound else "")})
        claim = Claim(name=name, game="lean", shape="outside", check=check,
                      default_bound=None, summary=extras.pop("summary", None) or
                      _summary(reading), literature=extras.pop("literature", None) or
                      _literature(reading), lean_hash=lean_hash, source=source,
                      location=reading.location, statement=None, outside=reading.reason)
        return claim

    def check(bound, st=st):
        from ...backends import enumerator
        verdict = enumerator().check(st, bound)
        if command_target:
            verdict.reproduce = dict(verdict.reproduce, command=f"{rerun} --bound {bound}")
        return verdict

    def estimate(bound, st=st):
        from ...backends import enumerator
        return enumerator().estimate_bytes(st, bound)

    claim = Claim(
        name=name, game=game or _game(st), shape=st.kind,
        check=_guarded(check, name, reading.location),
        default_bound=extras.pop("default_bound", None) or default_bound(st),
        summary=extras.pop("summary", None) or _summary(reading),
        literature=extras.pop("literature", None) or _literature(reading),
        lean_hash=lean_hash,
        bound_meaning=st.BOUND_MEANING,
        estimate_bytes=estimate if isinstance(st, (KernelStatement, CharacterisationStatement))
        else None,
        min_bound=1, source=source, statement=st, location=reading.location,
        rename=renamer(reading.naming))
    return claim


def _literature(reading: Reading) -> str:
    return "conjecture" if reading.decl.keyword == "theorem_wanted" else "proved"


def statement_name(pf, decl) -> str | None:
    """The name a statement is checked by: its full name (namespaces included), or for an
    `example`, which has none, `FILE:LINE` of its keyword; None for a declaration that is no
    statement."""
    if decl.keyword == "example":
        return f"{pf.name}:{decl.line}"
    if decl.keyword in STATEMENT_KEYWORDS and decl.name:
        return full_name(pf, decl)
    return None


def _readings(pf) -> list:
    out = []
    for decl in pf.lean.declarations:
        name = statement_name(pf, decl)
        if name is not None:
            out.append(read(pf, decl, name))
    return out


def read_file(path, display: str | None = None, project: Project | None = None):
    """(the project file, a Reading per statement) of a Lean file: its `theorem_wanted`s,
    `theorem`s, `lemma`s (compfiles' `problem`s among them) and `example`s."""
    project = project or Project()
    pf = project.load(path, display)
    return pf, _readings(pf)


def read_text(text: str, name: str = "<lean>", where=None):
    """`read_file` on Lean text (tests, tools): imports are found from `where`."""
    pf = Project().load_text(text, name, where)
    return pf, _readings(pf)


def no_statement(path) -> str:
    """One line for a Lean file with no statement: the declarations it has (kind and name, the
    first few) and why none is checked."""
    lean = Project().load(path, str(path)).lean
    seen = [f"{d.keyword} {d.name}" if d.name else d.keyword for d in lean.declarations
            if d.keyword != "variable"]
    what = ("it declares " + ", ".join(seen[:8]) + (f" and {len(seen) - 8} more"
                                                      if len(seen) > 8 else "")
            if seen else "it declares nothing")
    return (f"{path}: no statement to check: {what}; a statement is a theorem, lemma, "
            "theorem_wanted, example or compfiles' problem (definitions, structures and "
            "inductives only define)")


def lean_hashes(pf) -> dict:
    """Drift hashes (`pychecks.lean.read.decls`) of the declarations of a file the front end has
    read (`read_file`), by name. A `theorem` without a proof is hashed as it stands: that is
    Lean's to reject, not the claims'."""
    from ..read.decls import declarations
    return {d.name: d.hash for d in declarations(pf.lean, proofs_required=False)}


def claims_from_file(path, *, display: str | None = None, builtin: bool = False,
                     extras: dict | None = None, game: str | None = None,
                     mirrors: dict | None = None) -> list[Claim]:
    """A claim for every statement of the Lean file at `path`.

    `builtin`: the claims are built-in ones (checked by name; `reproduce` names no file).
    `extras`: per statement name, claim fields to set (summary, literature, strategy).
    `mirrors`: hand-written claims by name, used for statements outside the fragment whose
    Lean text they were written against."""
    display = display or str(path)
    pf, readings = read_file(path, display)
    hashes = lean_hashes(pf)
    out = []
    for r in readings:
        h = hashes.get(r.decl.name)
        mirror = (mirrors or {}).get(r.name)
        if r.statement is None and mirror is not None and mirror.lean_hash == h:
            out.append(dataclasses.replace(mirror, location=r.location,
                                           source="builtin" if builtin else display,
                                           outside=r.reason))
            continue
        out.append(make_claim(r, source="builtin" if builtin else display,
                              command_target=None if builtin else display, lean_hash=h,
                              extras=(extras or {}).get(r.name), game=game))
    return out


def display_path(path: Path) -> str:
    """The path as a user would type it: relative to the working directory when below it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
