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
    from . import games  # noqa: F401  (importing registers every built-in family)


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


def select_claims(names: list[str], everything: bool) -> list[Claim]:
    """Claims named on the command line (Lean names or claims files), or all of them."""
    if everything and names:
        raise PychecksError("give statement names or --all, not both")
    if everything:
        return all_claims()
    if not names:
        raise PychecksError("name at least one statement (see `pychecks list`) or pass --all")
    chosen = {}
    for name in names:  # a statement named twice (or a file given twice) is checked once
        for claim in load_claims_file(name) if name.endswith(".py") else [find_claim(name)]:
            chosen.setdefault(claim.name, claim)
    return list(chosen.values())
