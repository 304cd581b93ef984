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
    games.cube.register_lean_statements()  # the cube's statements, read from Cube.lean


def load_claims_file(path: str | Path) -> list[Claim]:
    """Import a user's `.py` file and return the claims it registered (in order).

    Raises BadClaimsFile when the file is missing, fails to import, or registers nothing.
    """
    _load_builtins()
    path = Path(path)
    if not path.is_file():
        raise BadClaimsFile(f"claims file {path} does not exist")
    if path.resolve() in _LOADED_FILES:
        return list(_LOADED_FILES[path.resolve()])
    before = set(registered())
    module_name = f"pychecks_user_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise BadClaimsFile(f"claims file {path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # any error in user code is reported, not raised
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
    front end (`pychecks.lean.frontend`): checked through the statement it read, or UNKNOWN
    with the reason when the statement is outside the fragment (a built-in hand mirror of the
    same Lean text checks it then). The claims are not registered: their names are the file's.

    Raises BadInput (one line, FILE:LINE:COL) when the file does not parse as Lean."""
    _load_builtins()
    path = Path(path)
    resolved = path.resolve()
    try:
        stat = resolved.stat()
        key = (resolved, stat.st_mtime_ns, stat.st_size)
    except OSError:
        key = (resolved, None, None)
    if key in _LEAN_FILES:
        return list(_LEAN_FILES[key])
    builtin = [c for c in registered().values() if c.location is not None
               and Path(c.location.rsplit(":", 2)[0]).resolve() == resolved]
    if builtin:  # lean/PychecksStatements/Cube.lean: the built-in claims themselves
        claims = builtin
    else:
        from .lean.frontend.catalogue import claims_from_file
        claims = claims_from_file(path, display=str(path), mirrors=registered())
    _LEAN_FILES[key] = claims
    return list(claims)


def select_claims(names: list[str], everything: bool) -> list[Claim]:
    """Claims named on the command line (Lean names, claims files, Lean files), or all of them.

    With a `.lean` file, the other names choose among that file's statements (all of them when
    none is named)."""
    if everything and names:
        raise PychecksError("give statement names or --all, not both")
    if everything:
        return all_claims()
    if not names:
        raise PychecksError("name at least one statement (see `pychecks list`) or pass --all")
    lean_files = [n for n in names if n.endswith(".lean")]
    if lean_files:
        return _select_from_lean(lean_files, [n for n in names if not n.endswith(".lean")])
    chosen = {}
    for name in names:  # a statement named twice (or a file given twice) is checked once
        for claim in load_claims_file(name) if name.endswith(".py") else [find_claim(name)]:
            chosen.setdefault(claim.name, claim)
    return list(chosen.values())


def _select_from_lean(files: list[str], names: list[str]) -> list[Claim]:
    pool: dict[str, Claim] = {}
    for f in files:
        for claim in load_lean_file(f):
            pool.setdefault(claim.name, claim)
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
