"""One vocabulary for results, shared by every backend (enumerator, z3, census).

HOLDS    the statement was checked on every position up to a stated bound.
VACUOUS  it was, but no position of the bound met its hypotheses: nothing was tested (exit 1).
PROVED   a solver proved it for all values (only ever from an unbounded z3 query).
FAILS    a counterexample was found; it is carried, in Lean syntax, with what went wrong.
UNKNOWN  nothing was settled (timeout, resource limit, skipped work); never counted as holding.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any


class Status(str, enum.Enum):
    """The five verdicts; see the module docstring."""

    HOLDS = "HOLDS"
    PROVED = "PROVED"
    FAILS = "FAILS"
    UNKNOWN = "UNKNOWN"
    VACUOUS = "VACUOUS"


#: Below this share of the examined assignments meeting the hypotheses, a report says that the
#: verdict rests on few cases (QuickCheck's and Plausible's "gave up", as a warning line).
THIN_SHARE = 0.01


def lean_vector(values) -> str:
    """A position in Lean's `![...]` notation: (1, 0, 2) -> '![1, 0, 2]'."""
    return "![" + ", ".join(str(int(v)) for v in values) + "]"


@dataclass
class Counterexample:
    """A copyable block in the shape of Plausible's "Found a counter-example!" report.

    `bindings` maps Lean variable names to Lean-syntax values, in print order; `issue` is the
    part of the statement that does not hold; `breakdown` explains (options and their values, ...);
    `data` is machine-readable (plain lists and ints) so a test or the emitter can re-check it.
    """

    bindings: dict[str, str]
    issue: str
    breakdown: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def render(self) -> str:
        """The block as users paste it into Lean."""
        lines = ["===================", "Found a counter-example!"]
        lines += [f"{name} := {value}" for name, value in self.bindings.items()]
        lines.append(f"issue: {self.issue} does not hold")
        lines += [f"  {line}" for line in self.breakdown]
        lines.append("-------------------")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {"bindings": dict(self.bindings), "issue": self.issue,
                "breakdown": list(self.breakdown), "data": self.data}


@dataclass
class Verdict:
    """The outcome of checking one statement (or one half of it) with one backend."""

    claim: str
    status: Status
    backend: str
    scope: str
    part: str | None = None
    examined: int | None = None
    in_hypotheses: int | None = None
    skipped: int = 0
    seconds: float = 0.0
    counterexample: Counterexample | None = None
    reason: str | None = None
    parts: list["Verdict"] = field(default_factory=list)
    reproduce: dict[str, Any] = field(default_factory=dict)
    #: What the claim expects, when it is not HOLDS: "FAILS" for a statement known to be false
    #: (a refuted observation kept as a finding), with the reason; see `met`.
    expect: str | None = None
    expect_reason: str | None = None
    #: True when `in_hypotheses` counts the assignments that met the statement's hypotheses
    #: (evaluated and plain statements, characterisations), not |P| of a kernel statement.
    hypothesised: bool = False
    #: The range each variable took when its guards bound it (`n ≥ 59` → [59, 122]):
    #: name → [low, high]; empty when every variable ranged over the plain scope.
    ranges: dict[str, list[int]] = field(default_factory=dict)

    def __post_init__(self):
        # A skipped position means the statement was not checked everywhere we claim it was.
        if self.status in (Status.HOLDS, Status.PROVED) and self.skipped:
            raise ValueError(f"{self.claim}: HOLDS with {self.skipped} skipped positions")
        # A statement checked where its hypotheses never held was not tested at all.
        if self.status is Status.HOLDS and self.hypothesised and self.in_hypotheses == 0:
            raise ValueError(f"{self.claim}: HOLDS with no assignment meeting the hypotheses")

    @property
    def thin(self) -> bool:
        """True when some, but fewer than `THIN_SHARE` of the examined assignments met the
        hypotheses: the verdict rests on few cases, and the report says so."""
        return bool(self.hypothesised and self.examined and self.in_hypotheses and
                    self.in_hypotheses < THIN_SHARE * self.examined)

    @property
    def ok(self) -> bool:
        """True for HOLDS and PROVED."""
        return self.status in (Status.HOLDS, Status.PROVED)

    @property
    def met(self) -> bool:
        """True when the verdict is what its claim expects: HOLDS or PROVED by default, FAILS
        for a claim expected to fail. Strict, like pytest's strict xfail: a claim expected to
        fail that holds is not met, and neither is an UNKNOWN."""
        if self.expect is None:
            return self.ok
        return self.status.value == self.expect

    @property
    def label(self) -> str:
        """The verdict as tables show it: `FAILS (expected)`, `HOLDS (expected FAILS)`, `HOLDS`."""
        if self.expect is None:
            return self.status.value
        if self.met:
            return f"{self.status.value} (expected)"
        return f"{self.status.value} (expected {self.expect})"

    def first_counterexample(self) -> "Verdict | None":
        """The deepest (sub-)verdict carrying the first counterexample, depth first: the part
        that found it (a combined verdict repeats its first part's counterexample at the top)."""
        for part in self.parts:
            if part.counterexample is not None and part.counterexample is self.counterexample:
                return part.first_counterexample()
        if self.counterexample is not None:
            return self
        for part in self.parts:
            found = part.first_counterexample()
            if found is not None:
                return found
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "claim": self.claim, "status": self.status.value, "backend": self.backend,
            "scope": self.scope, "part": self.part, "examined": self.examined,
            "in_hypotheses": self.in_hypotheses, "thin": self.thin,
            "ranges": dict(self.ranges), "skipped": self.skipped,
            "seconds": round(self.seconds, 3), "reason": self.reason,
            "counterexample": self.counterexample.to_json() if self.counterexample else None,
            "reproduce": self.reproduce,
        }
        if self.expect is not None:
            out["expected"] = {"status": self.expect, "reason": self.expect_reason,
                               "met": self.met}
        if self.parts:
            out["parts"] = [p.to_json() for p in self.parts]
        return out


def combined_status(statuses) -> Status:
    """FAILS beats UNKNOWN beats VACUOUS beats HOLDS beats PROVED: a conjunction is as weak as
    its weakest part (a part tested nowhere leaves the whole untested there)."""
    statuses = list(statuses)
    for s in (Status.FAILS, Status.UNKNOWN, Status.VACUOUS, Status.HOLDS):
        if s in statuses:
            return s
    return Status.PROVED if statuses else Status.UNKNOWN


def combine(claim: str, backend: str, scope: str, parts: list[Verdict], **extra) -> Verdict:
    """A verdict for a conjunction, from verdicts for each conjunct (kept as `parts`).

    Time is the parts' sum unless `seconds=` says otherwise (parts decided in one shared pass
    each carry that pass's time, which must not be counted twice)."""
    status = combined_status(p.status for p in parts)
    reason = "; ".join(p.reason for p in parts if p.reason and
                       p.status in (Status.UNKNOWN, Status.VACUOUS)) or None
    extra.setdefault("examined", max((p.examined or 0 for p in parts), default=None))
    extra.setdefault("seconds", sum(p.seconds for p in parts))
    if status is Status.FAILS and "counterexample" not in extra:
        # The first failing part's counterexample, at the top too: JSON readers find it there.
        # It is the same object as the part's; reports print each counterexample once.
        found = next((p.first_counterexample() for p in parts
                      if p.status is Status.FAILS and p.first_counterexample()), None)
        extra["counterexample"] = found.counterexample if found else None
    return Verdict(claim=claim, status=status, backend=backend, scope=scope, parts=parts,
                   skipped=sum(p.skipped for p in parts), reason=reason, **extra)
