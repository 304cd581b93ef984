"""The statement catalogue: every registered claim (built-in families and users' claims files),
found by Lean name, by file, or all together.

A claim's id is the Lean theorem name it mirrors. Game modules register their claims in
`pychecks.registry` when they are imported (`_load_builtins` imports them all); a user's claims
file registers more the same way and is loaded with `load_claims_file`. `Claim` and `register`
are re-exported here, so a user's file needs only this module.

Example, in a user's file::

    from pychecks.claims import Claim, register
    from pychecks.verdict import Verdict, Status

    def check(bound):
        ...
        return Verdict(claim="myStatement", status=Status.HOLDS, backend="enumerate",
                       scope=f"N={bound}", examined=...)

    register(Claim(name="myStatement", game="cube", shape="kernel", check=check,
                   default_bound=5, summary="..."))

For heap games (the cube among them) `pychecks.games.heaps` offers `kernel_claim`,
`characterisation_claim` and `example_claim`, which build the check from a move family and
predicates.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from .errors import BadClaimsFile, PychecksError, UnknownName
from .registry import LITERATURE, SHAPES, Claim, register, registered  # noqa: F401  (user API)

#: Claims files already imported, by resolved path: naming a file twice must not register twice.
_LOADED_FILES: dict[Path, list[Claim]] = {}


def all_claims() -> list[Claim]:
    """Every registered claim, built-in families first, in registration order."""
    _load_builtins()
    return list(registered().values())


def find_claim(name: str) -> Claim:
    """The claim with this Lean name, or UnknownName suggesting the closest names."""
    _load_builtins()
    try:
        return registered()[name]
    except KeyError:
        raise UnknownName("statement", name, list(registered())) from None


def _load_builtins() -> None:
    from . import games  # importing registers every hand-mirrored family
    _register_cube_statements()


_CUBE_REGISTERED = []


def _register_cube_statements() -> None:
    """Register (once) the cube's statements, read by the front end from
    `lean/PychecksStatements/Cube.lean`, with what the Lean text does not say
    (`games.cube.EXTRAS`). Done here rather than in the cube module: the front end knows the
    cube's move families, so the cube module cannot import it."""
    if _CUBE_REGISTERED:
        return
    _CUBE_REGISTERED.append(True)
    from .games import cube
    from .lean.claims.drift import LEAN_ROOT
    from .lean.claims.catalogue import claims_from_file, display_path
    path = LEAN_ROOT / cube.LEAN_FILE
    for claim in claims_from_file(path, display=display_path(path), builtin=True,
                                  extras=cube.EXTRAS, game="cube"):
        register(claim)


def load_claims_file(path: str | Path) -> list[Claim]:
    """Import a user's `.py` file and return the claims it registered (in order).

    Raises BadClaimsFile when the file is missing, fails to import, or registers nothing.
    """
    _load_builtins()
    path = Path(path)
    if not path.is_file():
        raise BadClaimsFile(f"claims file {path} does not exist")
    if path.resolve() in _LOADED_FILES:
        claims = _LOADED_FILES[path.resolve()]
        for c in claims:  # reproduce lines name the file as it was given this time
            c.source = str(path)
        return list(claims)
    before = set(registered())
    module_name = f"pychecks_user_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise BadClaimsFile(f"claims file {path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as exc:  # any error in user code is reported, not raised
        for name in set(registered()) - before:  # a half-imported file leaves nothing behind
            del registered()[name]
        line = ""
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == str(path):
                line = f" (line {tb.tb_lineno})"
            tb = tb.tb_next
        raise BadClaimsFile(f"claims file {path} failed to import{line}: "
                            f"{type(exc).__name__}: {exc}") from None
    added = [registered()[n] for n in registered() if n not in before]
    if not added:
        raise BadClaimsFile(f"claims file {path} declares no claim (call pychecks.claims.register)")
    for c in added:
        c.source = str(path)
    _LOADED_FILES[path.resolve()] = added
    return added


#: Lean files already read, by resolved path and the file's modification time and size.
_LEAN_FILES: dict[tuple, list[Claim]] = {}


def load_lean_file(path: str | Path) -> list[Claim]:
    """A claim for every `theorem_wanted`, `theorem` and `lemma` of a Lean file, read by the
    front end (`pychecks.lean.read`, `pychecks.lean.shapes`): checked through the statement it read, or UNKNOWN
    with the reason when the statement is outside the fragment (a built-in hand mirror of the
    same Lean text checks it then). The claims are not registered: their names are the file's.

    Raises BadInput (one line, FILE:LINE:COL) when the file does not parse as Lean."""
    _load_builtins()
    path = Path(path)
    resolved = path.resolve()
    # The path as given is part of the key: it is how every verdict line names the file.
    try:
        stat = resolved.stat()
        key = (resolved, stat.st_mtime_ns, stat.st_size, str(path))
    except OSError:
        key = (resolved, None, None, str(path))
    if key in _LEAN_FILES:
        return list(_LEAN_FILES[key])
    builtin = [c for c in registered().values() if c.location is not None
               and Path(c.location.rsplit(":", 2)[0]).resolve() == resolved]
    if builtin:  # lean/PychecksStatements/Cube.lean: the built-in claims themselves
        claims = builtin
    else:
        from .lean.claims.catalogue import claims_from_file
        claims = claims_from_file(path, display=str(path), mirrors=registered())
    _LEAN_FILES[key] = claims
    return list(claims)


def select_claims(names: list[str], everything: bool) -> list[Claim]:
    """Claims named on the command line, or all of them.

    Arguments ending in `.py` are claims files, loaded first. When statement names are given
    too, exactly those are chosen (from the files or the built-in catalogue): `FILE.py NAME`
    is one statement of that file, which is how a reproduce line reruns a single verdict. A
    file given without any name contributes every statement it declares. With a `.lean` file,
    the other names choose among that file's statements in the same way."""
    if everything and names:
        raise PychecksError("give statement names or --all, not both")
    if everything:
        return all_claims()
    if not names:
        raise PychecksError("name at least one statement (see `pychecks list`) or pass --all")
    names = expand_directories(names)
    lean_files = [n for n in names if n.endswith(".lean")]
    if lean_files:
        return _select_from_lean(lean_files, [n for n in names if not n.endswith(".lean")])
    files = [n for n in names if n.endswith(".py")]
    statements = [n for n in names if not n.endswith(".py")]
    loaded = [claim for path in files for claim in load_claims_file(path)]
    chosen = {}
    # A statement named twice (or a file given twice) is checked once.
    for claim in [find_claim(n) for n in statements] if statements else loaded:
        chosen.setdefault(claim.name, claim)
    return list(chosen.values())


def expand_directories(names: list[str]) -> list[str]:
    """Each directory among `names` replaced by every `.lean` file under it, sorted (hidden
    directories and Lake's build directory `.lake` left out); PychecksError (one line) for a
    directory that holds none."""
    out = []
    for name in names:
        path = Path(name)
        if not path.is_dir():
            if "/" in name and not path.exists() and not name.endswith((".py", ".lean")):
                raise PychecksError(f"{name}: no such file or directory")
            out.append(name)
            continue
        found = sorted(str(f) for f in path.rglob("*.lean")
                       if not any(part.startswith(".") for part in f.relative_to(path).parts))
        if not found:
            raise PychecksError(f"{name} is a directory with no .lean file under it; name a "
                                ".lean file, a claims file or a statement")
        out += found
    return out


def _select_from_lean(files: list[str], names: list[str]) -> list[Claim]:
    pool: dict[str, Claim] = {}
    empty = []
    for f in files:
        found = load_lean_file(f)
        if not found:
            empty.append(f)
        for claim in found:
            pool.setdefault(claim.name, claim)
    if empty:
        # never silently `0 statements`: say what each such file declares and why none of it
        # is a statement; a run with nothing at all to check is an error
        from .lean.claims.catalogue import no_statement
        notes = [no_statement(f) for f in empty]
        if not pool:
            raise PychecksError(notes[0] if len(notes) == 1 else
                                f"no statement in {len(notes)} files: " + "; ".join(notes))
        for note in notes:
            print(f"pychecks: note: {note}", file=sys.stderr)
    chosen: dict[str, Claim] = {}
    for name in names:
        if name.endswith(".py"):
            for claim in load_claims_file(name):
                chosen.setdefault(claim.name, claim)
            continue
        hits = [c for c in pool.values() if c.name == name or c.name.endswith("." + name)]
        if not hits:
            raise UnknownName(f"statement of {', '.join(files)}", name, list(pool))
        for claim in hits:
            chosen.setdefault(claim.name, claim)
    if not any(not n.endswith(".py") for n in names):
        for claim in pool.values():
            chosen.setdefault(claim.name, claim)
    return list(chosen.values())


# --- Running claims: the one place that turns a claim's check into the verdict reported -------

def stale_reasons(claims) -> dict[str, str]:
    """Why a claim's mirror no longer speaks for its Lean statement, by claim name: the Lean
    text changed since the mirror recorded its `lean_hash` (file, line and the new hash), or
    the statement is gone from `lean/`. Claims without a `lean_hash` are never stale. Nothing
    is said when the Lean sources are not there at all (an installed copy without `lean/`)."""
    from .lean.claims import drift
    # A statement read from Lean by the front end (it has a location) is its own text: only hand
    # mirrors can go stale.
    mirrors = [c for c in claims if c.lean_hash is not None and c.location is None]
    root = drift.LEAN_ROOT  # read now, so that a test can point it elsewhere
    if not mirrors or not root.is_dir():
        return {}
    report = drift.drift_report(mirrors, root)
    out = {}
    for c in mirrors:
        status = report.mirror_status.get(c.name)
        d = report.declarations.get(c.name)
        if status == "stale":
            out[c.name] = (f"its Lean statement changed since the mirror was written "
                           f"({d.file}:{d.line}, hash now {d.hash}, the mirror's {c.lean_hash}); "
                           "the mirror's verdict is not about the new text: update the mirror "
                           "and its lean_hash")
        elif status == "missing":
            out[c.name] = (f"no Lean statement named {c.name} in {root} any more (the mirror "
                           f"recorded hash {c.lean_hash}): update or remove the mirror")
    return out


def shell_word(word: str) -> str:
    """`word` as one shell word: a primed Lean name in double quotes (`"nim_pPositions'"`),
    anything else as `shlex.quote` gives it."""
    import shlex
    if "'" in word and not any(c in word for c in '"$`\\!') and word.isprintable():
        return f'"{word}"'
    return shlex.quote(word)


def command_target(claim: Claim) -> str:
    """What a command line names to reach exactly `claim`: its name, after its claims file if
    it comes from one (`path/to/file.py NAME`, see `select_claims`)."""
    if claim.source == "builtin":
        return shell_word(claim.name)
    return f"{shell_word(claim.source)} {shell_word(claim.name)}"


def _reproducible(claim: Claim, verdict, verb: str, default: str):
    """The verdict's reproduce line, naming the claims file a statement came from: drivers and
    backends write `pychecks VERB NAME …`, which only reaches a built-in statement."""
    command = verdict.reproduce.get("command") or default
    plain = f"pychecks {verb} {claim.name}"
    if claim.source != "builtin" and (command + " ").startswith(plain + " "):
        command = f"pychecks {verb} {command_target(claim)}" + command[len(plain):]
    verdict.reproduce = {**verdict.reproduce, "command": command}
    return verdict


def _user_code(claim: Claim, call, what: str):
    """`call()`, where a claim from a claims file runs code of its own: anything it raises is a
    one-line BadClaimsFile naming the claim and the file. Built-in claims are not wrapped (an
    exception there is a bug of pychecks, and its traceback is wanted)."""
    if claim.source == "builtin":
        return call()
    try:
        return call()
    except PychecksError:
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001  (user code: one line, no traceback)
        text = " ".join(str(exc).split()) or "(no message)"
        raise BadClaimsFile(f"{claim.name} ({claim.source}): {what} raised "
                            f"{type(exc).__name__}: {text}") from None


def _expected(claim: Claim, verdict):
    verdict.expect, verdict.expect_reason = claim.expect, claim.expect_reason
    return verdict


def _stale_verdict(claim: Claim, backend: str, reason: str, command: str):
    from .verdict import Status, Verdict
    return Verdict(claim=claim.name, status=Status.UNKNOWN, backend=backend, scope="-",
                   reason=f"stale mirror: {reason}", reproduce={"command": command})


def run_check(claim: Claim, bound: int | None, stale: dict[str, str] | None = None,
              check=None):
    """The claim's verdict at `bound`, as every command reports it: UNKNOWN (with file, line
    and new hash) for a stale mirror, whose check is not run; a one-line error naming the
    claim when a claims file's own code raises or returns something that is no Verdict; the
    reproduce line naming the claims file; and the claim's expectation attached. `check`
    replaces `claim.check` (the Dask route); `stale` is `stale_reasons` of the claims run."""
    from .verdict import Verdict
    default = f"pychecks check {command_target(claim)}" + (
        f" --bound {bound}" if bound is not None else "")
    stale = stale_reasons([claim]) if stale is None else stale
    if claim.name in stale:
        return _expected(claim, _stale_verdict(claim, "enumerate", stale[claim.name], default))
    verdict = _user_code(claim, lambda: (check or claim.check)(bound),
                         f"check({bound})")
    if not isinstance(verdict, Verdict):
        raise BadClaimsFile(f"{claim.name} ({claim.source}): check({bound}) returned "
                            f"{type(verdict).__name__}, not a pychecks.verdict.Verdict")
    if claim.rename is not None:
        verdict = claim.rename(verdict)
    return _expected(claim, _reproducible(claim, verdict, "check", default))


def run_search(claim: Claim, options, stale: dict[str, str] | None = None):
    """z3's verdict on the claim's statement (`pychecks.backends.z3search`), with the same
    treatment as `run_check`: stale mirrors are UNKNOWN, the reproduce line names the file."""
    from .backends import z3search
    from .smt.heaps import reproduce_command
    default = reproduce_command(claim.name, options)
    statement = claim.statement if claim.z3_statement is None else claim.z3_statement
    if claim.shape == "evaluated" and statement is None:  # z3 has no encoding of it
        from .verdict import Status, Verdict
        return _expected(claim, Verdict(
            claim=claim.name, status=Status.UNKNOWN, backend="z3", scope="-",
            reason="z3 cannot take this statement: it has none of the shapes z3 encodes (it is "
                   "checked by the evaluator: `pychecks check` evaluates it on its scope)",
            reproduce={"command": default}))
    if statement is None:  # a Lean statement outside the fragment: UNKNOWN with why
        return _expected(claim, claim.check(None))
    stale = stale_reasons([claim]) if stale is None else stale
    if claim.name in stale:
        verdict = _stale_verdict(claim, "z3", stale[claim.name], default)
        return _expected(claim, _reproducible(claim, verdict, "search", default))
    verdict = _user_code(claim, lambda: z3search().check(statement, options), "search")
    if claim.rename is not None:
        verdict = claim.rename(verdict)
    return _expected(claim, _reproducible(claim, verdict, "search", default))
