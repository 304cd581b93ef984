"""The statement registry: every Python mirror of a Lean statement is a `Claim`.

A claim's id is the Lean theorem name it mirrors. Game modules register their claims when they
are imported (`pychecks.games` imports them all); a user's claims file registers more the same way
and is loaded with `load_claims_file`.

Example, in a user's file::

    from pychecks.claims import Claim, register
    from pychecks.verdict import Verdict, Status

    def check(bound):
        ...
        return Verdict(claim="myStatement", status=Status.HOLDS, backend="enumerate",
                       scope=f"N={bound}", examined=...)

    register(Claim(name="myStatement", game="cube", shape="kernel", check=check,
                   default_bound=5, summary="..."))

For cube statements `pychecks.games.cube` offers `kernel_claim` and `characterisation_claim`,
which build the check from a move family and predicates.
"""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .errors import BadBound, BadClaimsFile, UnknownName
from .verdict import Verdict

#: Shapes of statement. Kernel: a closed-form P claimed to be exactly the P-positions.
#: Characterisation: P defined recursively (hP), compared with a closed form under hypotheses.
#: Example: concrete facts. Value: a computed number (Grundy value, a count). Law: an identity
#: checked over a family (sum law, closed form = recursion). Bridge: Bool checker = Prop definition.
SHAPES = ("kernel", "characterisation", "example", "value", "law", "bridge")

#: How a statement stands in the literature; shown so users see what is proved and what is not.
LITERATURE = ("proved", "observed", "conjecture", "definition", "computed")


@dataclass
class Claim:
    """A Python mirror of one Lean statement.

    `check(bound)` returns a `Verdict`; `bound` is None for statements about a fixed object.
    `estimate_bytes(bound)` lets the driver refuse a bound before anything is allocated.
    `lean_hash` is the hash of the normalised Lean statement text this mirror was written
    against (drift detection compares it with `lean/`); None for user claims without Lean text.
    """

    name: str
    game: str
    shape: str
    check: Callable[[int | None], Verdict]
    default_bound: int | None = None
    summary: str = ""
    literature: str = "proved"
    lean_hash: str | None = None
    bound_meaning: str = ""
    estimate_bytes: Callable[[int], int] | None = None
    min_bound: int = 1
    #: The largest bound the check can finish in minutes here; None when memory is the limit.
    max_bound: int | None = None
    source: str = "builtin"
    #: The structured statement behind `check` (e.g. a cube KernelStatement with its P and move
    #: family), for backends that need more than a yes/no: z3, the Lean emitter.
    statement: object = None

    def __post_init__(self):
        if self.shape not in SHAPES:
            raise ValueError(f"claim {self.name}: shape {self.shape!r} not in {SHAPES}")
        if self.literature not in LITERATURE:
            raise ValueError(f"claim {self.name}: literature {self.literature!r} not in {LITERATURE}")

    def validate_bound(self, bound: int | None, *, cap: bool = False) -> int | None:
        """The bound to use: the default when None; refuse too-small ones, and ones above
        `max_bound` unless `cap` (a bound given for many statements at once), in which case
        the statement is checked at its `max_bound` and its scope shows it."""
        if bound is None:
            return self.default_bound
        if self.default_bound is None:
            raise BadBound(f"{self.name} is about a fixed object and takes no --bound")
        if bound < self.min_bound:
            raise BadBound(f"bound {bound} for {self.name}: must be at least {self.min_bound}")
        if self.max_bound is not None and bound > self.max_bound:
            if cap:
                return self.max_bound
            raise BadBound(f"bound {bound} for {self.name}: at most {self.max_bound} "
                           f"({self.bound_meaning or 'the check grows too fast beyond it'})")
        return bound


_REGISTRY: dict[str, Claim] = {}
#: Claims files already imported, by resolved path: naming a file twice must not register twice.
_LOADED_FILES: dict[Path, list[Claim]] = {}


def register(claim: Claim) -> Claim:
    """Add a claim; a second claim with the same name is an error (a user's claims file that
    reuses a built-in name gets a one-line BadClaimsFile through `load_claims_file`)."""
    if claim.name in _REGISTRY:
        raise BadClaimsFile(f"statement {claim.name} is declared twice")
    _REGISTRY[claim.name] = claim
    return claim


def all_claims() -> list[Claim]:
    """Every registered claim, built-in families first, in registration order."""
    _load_builtins()
    return list(_REGISTRY.values())


def find_claim(name: str) -> Claim:
    """The claim with this Lean name, or UnknownName suggesting the closest names."""
    _load_builtins()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise UnknownName("statement", name, list(_REGISTRY)) from None


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
    before = set(_REGISTRY)
    module_name = f"pychecks_user_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise BadClaimsFile(f"claims file {path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # any error in user code is reported, not raised
        for name in set(_REGISTRY) - before:  # a half-imported file leaves nothing behind
            del _REGISTRY[name]
        line = ""
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == str(path):
                line = f" (line {tb.tb_lineno})"
            tb = tb.tb_next
        raise BadClaimsFile(f"claims file {path} failed to import{line}: "
                            f"{type(exc).__name__}: {exc}") from None
    added = [_REGISTRY[n] for n in _REGISTRY if n not in before]
    if not added:
        raise BadClaimsFile(f"claims file {path} declares no claim (call pychecks.claims.register)")
    for c in added:
        c.source = str(path)
    _LOADED_FILES[path.resolve()] = added
    return added
