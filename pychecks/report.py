"""Text tables and JSON for verdicts. The JSON schema is documented in README.md."""
from __future__ import annotations

import json

from .verdict import THIN_SHARE, Status, Verdict

JSON_SCHEMA_VERSION = 1


#: Table cells longer than this are cut with "…"; JSON and `--json` keep the whole text.
MAX_CELL = 48


def _fmt_count(n) -> str:
    return "-" if n is None else f"{n:,}"


def _cell(text: str) -> str:
    return text if len(text) <= MAX_CELL else text[:MAX_CELL - 1] + "…"


def summary_line(verdicts: list[Verdict]) -> str:
    """'53 statements: 52 HOLDS, 1 FAILS (expected)': every label that occurs (a status, with
    `(expected)` or `(expected FAILS)` where a claim carries an expectation), in a fixed order."""
    counts: dict[str, int] = {}
    for s in Status:
        for v in verdicts:
            if v.status is s:
                counts[v.label] = counts.get(v.label, 0) + 1
    parts = [f"{n} {label}" for label, n in counts.items()]
    return f"{len(verdicts)} statement{'s' * (len(verdicts) != 1)}: " + ", ".join(parts)


def located(location: str | None) -> str:
    """`FILE:LINE:COL:` for a claim read from Lean (what editors and CI problem matchers link),
    or nothing."""
    return f"{location}:" if location else ""


def verdict_rows(verdicts: list[Verdict], z3: dict[str, Verdict] | None = None,
                 locations: dict[str, str] | None = None) -> list[list[str]]:
    """Table rows: one per statement (and per part that differs). With `z3` (claim name -> the
    z3 verdict), two more columns set z3's verdict and scope (bound N / width W / all naturals)
    beside the enumerator's. With `locations` (claim name -> `FILE:LINE:COL` of its Lean
    statement), every row of such a claim starts with `FILE:LINE:COL:`."""
    rows = _verdict_rows(verdicts, z3)
    if not locations or not any(v.claim in locations for v in verdicts):
        return rows
    out = [["location"] + rows[0]]
    k = 1
    for v in verdicts:
        n = 1 + sum(1 for part in v.parts
                    if part.status is not v.status or v.status is not Status.HOLDS)
        for row in rows[k:k + n]:
            out.append([located(locations.get(v.claim))] + row)
        k += n
    return out


def _verdict_rows(verdicts, z3):
    head = ["statement", "verdict", "backend", "scope", "positions", "in hyp/P", "time"]
    if z3 is not None:
        head += ["z3", "z3 scope", "z3 time"]
    rows = [head]
    for v in verdicts:
        row = [v.claim, v.label, _cell(v.backend), _cell(v.scope), _fmt_count(v.examined),
               _fmt_count(v.in_hypotheses), f"{v.seconds:.2f}s"]
        if z3 is not None:
            zv = z3.get(v.claim)
            row += ["-", "-", "-"] if zv is None else [zv.status.value, _cell(zv.scope),
                                                       f"{zv.seconds:.2f}s"]
        rows.append(row)
        for part in v.parts:
            if part.status is not v.status or v.status is not Status.HOLDS:
                rows.append([_cell(f"  {part.part}"), part.status.value, _cell(part.backend),
                             _cell(part.scope),
                             _fmt_count(part.examined), "", f"{part.seconds:.2f}s"]
                            + (["", "", ""] if z3 is not None else []))
    return rows


def format_table(rows: list[list[str]]) -> str:
    """Left-aligned columns, a rule under the header row."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        lines.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def format_details(verdicts: list[Verdict], locations: dict[str, str] | None = None) -> str:
    """Counterexample blocks and UNKNOWN reasons, after the table; each heading starts with the
    claim's `FILE:LINE:COL:` when it was read from Lean."""
    out = []
    locations = locations or {}
    for v in verdicts:
        where = located(locations.get(v.claim))
        where += " " if where else ""
        failing = [part for part in v.parts if part.counterexample is not None]
        if v.counterexample is not None and all(v.counterexample is not part.counterexample
                                                for part in failing):
            failing.insert(0, v)  # a counterexample of the whole (the top repeats a part's)
        for found in failing:  # each failing half has its own smallest counterexample
            head = f"{where}{v.claim} FAILS"
            if found.part:
                head += f" ({found.part})"
            # a closed statement is a computation: no scope to be "at"
            out.append(f"{head} (closed):" if found.scope == "closed" else
                       f"{head} at {found.scope}:")
            out.append(found.counterexample.render())
            if found.reason:
                out.append(f"({found.reason})")
        if v.expect is not None:
            out.append(f"{v.claim}: expected {v.expect} ({v.expect_reason}); "
                       + ("met" if v.met else f"NOT met: it is {v.status.value}"))
        if not failing and v.status in (Status.UNKNOWN, Status.VACUOUS):
            out.append(f"{where}{v.claim} {v.status.value}: {v.reason}")
        if v.ranges:
            # a guard moved a variable off the plain scope: say where it ranged
            spans = ", ".join(f"{n} ∈ [{lo}, {hi}]" if lo <= hi else f"{n}: no value"
                              for n, (lo, hi) in v.ranges.items())
            out.append(f"{where}{v.claim}: its guards bound {spans}")
        if v.thin:
            out.append(f"{where}{v.claim}: only {v.in_hypotheses:,} of {v.examined:,} "
                       f"assignments met the hypotheses (under {THIN_SHARE:.0%}): the verdict "
                       "rests on few cases")
        if v.status is Status.HOLDS and v.reason and v.backend in ("evaluate", "interpret"):
            # what the evaluator decided only within the scope is said, not just in the JSON
            out.append(f"{where}{v.claim} HOLDS at {v.scope}, with a caveat: {v.reason}")
        if v.skipped:
            out.append(f"{v.claim}: {v.skipped:,} positions skipped")
    return "\n".join(out)


def to_json(verdicts: list[Verdict], errors: list[dict] | None = None,
            z3: dict[str, Verdict] | None = None, locations: dict[str, str] | None = None) -> str:
    """The JSON document; with `z3`, each verdict carries its statement's z3 verdict under "z3"
    (null where z3 did not run), so both verdicts travel together. A claim read from Lean
    carries its `location` (`FILE:LINE:COL`)."""
    entries = []
    for v in verdicts:
        entry = v.to_json()
        if locations and v.claim in locations:
            entry["location"] = locations[v.claim]
        if z3 is not None:
            zv = z3.get(v.claim)
            entry["z3"] = zv.to_json() if zv is not None else None
        entries.append(entry)
    payload = {"schema": JSON_SCHEMA_VERSION, "verdicts": entries, "errors": errors or []}
    return json.dumps(payload, indent=2, ensure_ascii=False)


def exit_code(verdicts: list[Verdict]) -> int:
    """0 when every verdict is what its claim expects (HOLDS or PROVED, or FAILS for a claim
    expected to fail), 1 otherwise: an unexpected FAILS, any UNKNOWN, or an expected failure
    that holds."""
    return 0 if all(v.met for v in verdicts) else 1


def z3_disagreements(verdicts: list[Verdict], z3: dict[str, Verdict]) -> list[str]:
    """Statements where one backend found a counterexample and the other settled the statement
    (HOLDS/PROVED) on a range containing it: these always deserve a look."""
    out = []
    for v in verdicts:
        zv = z3.get(v.claim)
        if zv is None or Status.UNKNOWN in (v.status, zv.status):
            continue
        if (v.status is Status.FAILS) != (zv.status is Status.FAILS):
            out.append(f"{v.claim}: enumerator {v.status.value} at {v.scope}, "
                       f"z3 {zv.status.value} at {zv.scope}")
    return out
