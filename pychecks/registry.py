"""The statement registry: every Python mirror of a Lean statement is a `Claim`, registered here
by the module that declares it. This module knows no game; `pychecks.claims` is the catalogue
that loads the built-in families and users' claims files.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .errors import BadBound, BadClaimsFile
from .statements import Statement
from .verdict import Verdict

#: Shapes of statement. Kernel: a closed-form P claimed to be exactly the P-positions.
#: Characterisation: P defined recursively (hP), compared with a closed form under hypotheses.
#: Example: concrete facts. Value: a computed number (Grundy value, a count). Law: an identity
#: checked over a family (sum law, closed form = recursion). Bridge: Bool checker = Prop definition.
#: Plain: `∀ x, ψ → χ` over naturals. Evaluated: a Lean statement of no shape, checked by the
#: evaluator (`pychecks.lean.evaluate`). Outside: a Lean statement the front end cannot read
#: (its check is UNKNOWN with the reason). A statement in the games library's words (`IGame`,
#: nimbers, `≈`) is evaluated too, its vocabulary typed by `pychecks.lean.evaluate.game_elab`.
SHAPES = ("kernel", "characterisation", "example", "value", "law", "bridge", "plain",
          "evaluated", "outside")

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
    #: The statement behind `check` (`pychecks.statements`: a kernel statement with its P and
    #: move family, …), for backends that need more than a yes/no: z3, the Lean emitter.
    statement: Statement | None = None
    #: `FILE:LINE:COL` of the Lean statement this claim was read from (the front end), printed
    #: at the start of every verdict line; None for a hand-written mirror.
    location: str | None = None
    #: Why the statement is outside the fragment the front end reads (shape "outside").
    outside: str | None = None
    #: A known outcome other than HOLDS, with its reason (`expecting`): only "FAILS", for a
    #: statement found false and kept as a finding. Reports show `FAILS (expected)`; a claim
    #: expected to fail that holds fails the run (strict, like pytest's strict xfail).
    expect: str | None = None
    expect_reason: str | None = None
    #: Presents a verdict's counterexamples in the Lean statement's own names and syntax
    #: (`pychecks.lean.shapes.names`), for checks and searches alike; None: as they are.
    rename: Callable[[Verdict], Verdict] | None = None
    #: The evaluator's reading (`pychecks.lean.evaluate.statement.Evaluated`) of a statement
    #: of shape "evaluated", for `pychecks emit`; None otherwise.
    evaluated: object = None
    #: The plain shape of a statement the evaluator checks because a numeral guard bounds a
    #: variable (`lean.claims.catalogue`): z3 searches this statement, as for any plain one.
    z3_statement: Statement | None = None
    #: An evaluated statement's default bound by cost (`pychecks.lean.evaluate.cost`):
    #: `budgeted(seconds)` is the choice (its `.N`) whose check fits that budget, which
    #: `pychecks check` uses when no --bound is given; None: `default_bound` is the default.
    budgeted: Callable[[float], object] | None = None

    def __post_init__(self):
        if not isinstance(self.name, str) or not self.name:
            raise BadClaimsFile(f"a claim's name must be a non-empty string, not {self.name!r}")
        if self.shape not in SHAPES:
            raise BadClaimsFile(f"claim {self.name}: shape {self.shape!r} not in {SHAPES}")
        if self.literature not in LITERATURE:
            raise BadClaimsFile(f"claim {self.name}: literature {self.literature!r} not in "
                                f"{LITERATURE}")
        if not callable(self.check):
            raise BadClaimsFile(f"claim {self.name}: check must be a function check(bound) "
                                f"returning a Verdict, not {self.check!r}")
        if self.default_bound is not None and (isinstance(self.default_bound, bool) or not
                                               isinstance(self.default_bound, int) or
                                               self.default_bound < self.min_bound):
            raise BadClaimsFile(f"claim {self.name}: default_bound {self.default_bound!r} must be "
                                f"a whole number at least {self.min_bound} (or None)")
        if self.expect is not None or self.expect_reason is not None:
            self.expecting(self.expect, self.expect_reason)

    def expecting(self, status: str | None, reason: str | None) -> "Claim":
        """Record that this claim is expected to FAIL, and why; returns the claim, so that a
        registration line can end in `.expecting("FAILS", "…")`."""
        if status != "FAILS":
            raise BadClaimsFile(f"claim {self.name}: expect={status!r}; the one expectation a "
                                "claim can carry is \"FAILS\" (a statement known to be false)")
        if not isinstance(reason, str) or not reason.strip():
            raise BadClaimsFile(f"claim {self.name}: expect=\"FAILS\" needs a reason (say why "
                                "the statement is known to be false)")
        self.expect, self.expect_reason = status, reason.strip()
        return self

    def validate_bound(self, bound: int | None, *, cap: bool = False) -> int | None:
        """The bound to use: the default when None; refuse too-small ones, and ones above
        `max_bound` unless `cap` (a bound given for many statements at once), in which case
        the statement is checked at its `max_bound` and its scope shows it."""
        if bound is None:
            return self.default_bound
        if self.default_bound is None:
            if self.shape == "outside":  # never run: UNKNOWN with its reason at any bound
                return None
            raise BadBound(f"{self.name} is about a fixed object and takes no --bound")
        if bound < self.min_bound:
            raise BadBound(f"bound {bound} for {self.name}: must be at least {self.min_bound}")
        if self.max_bound is not None and bound > self.max_bound:
            if cap:
                return self.max_bound
            raise BadBound(f"bound {bound} for {self.name}: at most {self.max_bound} "
                           f"({self.bound_meaning or 'the check grows too fast beyond it'})")
        if bound > MAX_ANY_BOUND:
            raise BadBound(f"bound {bound} for {self.name}: no check goes beyond "
                           f"{MAX_ANY_BOUND:,}")
        return bound


#: No check covers a box this large: a bound beyond it is a typo, refused before any claim's
#: own code sees it (a huge bound used to reach `range` and numpy as an OverflowError).
MAX_ANY_BOUND = 2**31 - 1


_REGISTRY: dict[str, Claim] = {}


def register(claim: Claim) -> Claim:
    """Add a claim; a second claim with the same name is an error (a user's claims file that
    reuses a built-in name gets a one-line BadClaimsFile through `load_claims_file`)."""
    if not isinstance(claim, Claim):
        raise BadClaimsFile(f"register takes a pychecks.claims.Claim, not "
                            f"{type(claim).__name__} {claim!r:.60}")
    if claim.name in _REGISTRY:
        raise BadClaimsFile(f"statement {claim.name} is declared twice")
    _REGISTRY[claim.name] = claim
    return claim


def registered() -> dict[str, Claim]:
    """The registry itself, by name, in registration order (the catalogue reads it)."""
    return _REGISTRY
