"""What `pychecks conjecture` prints: the solved table in brief, the heaps' Grundy sequences, the
candidates with their verdicts, and, when nothing fits, the table itself; or all of it as JSON."""
from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np

from ..verdict import lean_vector
from .game import SolvedGame
from .search import Fits, Rechecked

#: P-positions listed in brief (the smallest: fewest tokens, then lexicographic).
BRIEF_POSITIONS = 8
#: Values of a Grundy sequence shown (at least two periods, when it has one).
SEQUENCE_SHOWN = 16
#: The text table of a box with two heaps stops at this bound (a picture shows more).
GRID_MAX = 40
#: Values of each heap's Grundy sequence in JSON (`computed` says how many were).
JSON_VALUES = 32
#: P-positions listed when nothing fits, for three heaps or more.
TABLE_POSITIONS = 40


@dataclass
class Result:
    """One run: the solved game, the box search, the re-check, and the bound of the re-check."""

    game: SolvedGame
    fits: Fits
    rechecked: Rechecked
    recheck_bound: int
    z3_timeout: float | None
    written: str | None = None     # the OUT file, when one was written
    grundy_written: bool = False   # the Grundy-value statement is in it

    @property
    def shown(self) -> list:
        return self.rechecked.shown


def smallest_positions(table: np.ndarray, count: int) -> list[tuple]:
    """The `count` smallest P-positions: fewest tokens first, then lexicographic."""
    idx = np.flatnonzero(table.reshape(-1))
    coords = np.array(np.unravel_index(idx, table.shape)).T
    order = np.lexsort(tuple(coords[:, k] for k in reversed(range(coords.shape[1])))
                       + (coords.sum(axis=1),))
    return [tuple(int(v) for v in coords[i]) for i in order[:count]]


def position_text(p: tuple, nat: bool, move=None) -> str:
    """A position as Lean writes it: a number, a vector, or (a game in the user's style,
    `styled`) a value of the user's type."""
    if getattr(move, "position", None) is not None:
        from .styled import show_position
        return show_position(move, p)
    return str(p[0]) if nat else lean_vector(p)


def sequence_line(s, heaps: int) -> str:
    """`heaps 0, 1, 2: 0, 1, 2, 0, 1, 2, … (pre-period 0, period 3, proved for all n: g(n) =
    n % 3)`; a period the engine did not prove is 'apparent for n ≤ N'."""
    who = "heap" if heaps == 1 else ("heap " if len(s.heaps) == 1 else "heaps ") + \
        ", ".join(map(str, s.heaps))
    shown = SEQUENCE_SHOWN
    if s.periodicity is not None:
        shown = max(shown, min(s.periodicity.preperiod + 2 * s.periodicity.period, 40))
    values = ", ".join(map(str, s.values[:shown])) + (", …" if len(s.values) > shown else "")
    if s.form == "heap":
        how = f"g(n) = n{': a Nim heap' if s.nim_heap else ''}, {s.status}"
    elif s.periodicity is None:
        how = f"no period seen for n ≤ {s.last}"
    else:
        f = s.periodicity
        how = f"pre-period {f.preperiod}, period {f.period}, {s.status}"
        if s.form.startswith("mod "):
            how += f": g(n) = n % {f.period}"
    return f"  {who}: {values} ({how})"


def z3_text(verdict) -> str:
    if verdict is None:
        return "z3 not asked"
    scope = f" {verdict.scope}" if verdict.scope not in ("-", "") else ""
    return f"z3 {verdict.status.value}{scope}"


def text(result: Result) -> str:
    """The report on stdout (see docs/conjecture.md)."""
    g = result.game
    move = g.move
    play = "normal play" if g.play == "normal" else "misère play"
    d = g.heaps
    lines = [f"{move.name} ({move.where}): {d} heap{'s' * (d > 1)}, {move.how}"
             + (f"; solved as: {g.solved_as}" if g.solved_as else ""),
             f"{play} on the box N={g.bound}: {g.table.size:,} positions, "
             f"{g.p_count:,} P-positions"]
    if g.play == "normal":
        lines[-1] += f"; {g.grundy_note}"
    brief = smallest_positions(g.table, BRIEF_POSITIONS)
    more = ", …" if g.p_count > len(brief) else ""
    lines.append("smallest P-positions: " +
                 ", ".join(position_text(p, move.nat_positions, move) for p in brief) + more)
    if g.sequences is not None:
        lines.append("a sum of one-heap games (z3-proved); Grundy values g(n) of each heap:"
                     if d > 1 else "Grundy values g(n):")
        lines += [sequence_line(s, d) for s in g.sequences]
    f = result.fits
    where = "the box" if f.sample == g.table.size else f"a sample of {f.sample:,} positions"
    lines.append(f"searched {f.decided:,} formulas ({f.terms:,} terms and {f.tables:,} truth "
                 f"tables distinct on {where}; {f.evaluated:,} evaluated over the box) "
                 f"in {f.seconds:.2f}s: {len(f.candidates):,} fit{'s' * (len(f.candidates) != 1)}")
    if f.capped:
        lines.append(f"the search stopped short: {'; '.join(f.capped)}")
    if f.unverified:
        lines.append(f"({f.unverified:,} more formulas fit the sample and were not tried on the "
                     "box: past the smallest 40 of a kind, or 400 in all)")
    r = result.rechecked
    for cand, why in r.dropped:
        lines.append(f"not shown: {cand.words} ({cand.tokens} tokens): {why}")
    if not result.shown:
        lines.append("no closed form in the grammar " +
                     ("fits the box" if not f.candidates else
                      f"holds at N={result.recheck_bound}") + "; the P-positions of the box:")
        lines += table_lines(g)
        lines += grundy_lines(result)
        return "\n".join(lines)
    z3 = ("" if result.z3_timeout is None or g.play != "normal" else
          f"; z3 at W=8, {result.z3_timeout:g} s per query")
    lines.append(f"each shown holds on the box N={result.recheck_bound} (read back from its "
                 f"Lean text){z3}")
    if r.unasked:
        lines.append(f"({r.unasked} more fit{'s' * (r.unasked != 1)} not shown: of a kind "
                     "already shown, or past --candidates)")
    if r.repeated:
        lines.append(f"({r.repeated} fit{'s' * (r.repeated != 1)} of another kind with the same "
                     "Lean text, shown once)")
    for i, s in enumerate(result.shown, 1):
        lines += ["", f"{i}. {s.note}: {s.verdict.status.value} {s.verdict.scope}, "
                      f"{_z3_words(s, g)}",
                  s.lean]
    lines += grundy_lines(result)
    if result.written:
        lines += ["", f"wrote {result.written}: next `pychecks check {result.written} --bound "
                      f"{result.recheck_bound}`"]
    return "\n".join(lines)


def _z3_words(shown, g: SolvedGame) -> str:
    if getattr(g.move, "style", ""):
        return "z3: no encoding of a game the evaluator reads"
    return z3_text(shown.z3) if g.play == "normal" else "z3: not for misère play"


def grundy_lines(result: Result) -> list[str]:
    """The Grundy-value conjecture, when the grammar has a term equal to the Grundy table of
    the box: its statement and the evaluator's verdict, or why it is not shown."""
    r, f = result.rechecked, result.fits
    if f.grundy is None:
        return []
    if r.grundy is None:
        return ["", f"{f.grundy.words} ({f.grundy.tokens} tokens): not shown: "
                    f"{r.grundy_dropped}"]
    s = r.grundy
    out = ["", f"Grundy value: {s.value.tokens} tokens, equal to the Grundy table of the box "
               f"N={result.game.bound}; the statement {s.verdict.status.value} N={s.bound} "
               f"({_grundy_how(result.game.move)})", s.lean]
    if result.written and not result.grundy_written:
        out.append(f"(not written to {result.written}: its check at N={result.recheck_bound} "
                   "would try every pair of positions of that box)")
    return out


def _grundy_how(move) -> str:
    if getattr(move, "style", "") == "options":
        return "the evaluator runs the options function on every position"
    return "the evaluator tries every pair of positions"


def table_lines(g: SolvedGame) -> list[str]:
    """The P-positions of the box as text: one heap, a list; two heaps, a grid as the
    literature draws it (row p 0, column p 1, `P` marks a P-position); more, the smallest."""
    d = g.heaps
    if d == 1:
        return ["  " + ", ".join(str(int(n)) for n in np.flatnonzero(g.table))]
    if d == 2:
        n = min(g.bound, GRID_MAX)
        width = len(str(n))
        head = " " * (width + 3) + " ".join(str(c % 10) for c in range(n + 1))
        pos = getattr(g.move, "position", None)
        axes = f"{pos.heap('p', 0)} \\ {pos.heap('p', 1)}" if pos is not None else "p 0 \\ p 1"
        rows = [f"  {axes} (P marks a P-position{'; rows and columns ≤ ' + str(n) if n < g.bound else ''})",
                head]
        for a in range(n + 1):
            cells = " ".join("P" if g.table[a, b] else "·" for b in range(n + 1))
            rows.append(f"  {a:>{width}} {cells}")
        return rows
    brief = smallest_positions(g.table, TABLE_POSITIONS)
    more = f" … ({g.p_count:,} in all)" if g.p_count > len(brief) else ""
    return ["  " + ", ".join(position_text(p, False, g.move) for p in brief) + more]


def to_json(result: Result) -> str:
    """`{"move", "play", "bound", "P_count", "grundy", "candidates": [{"name", "lean", "verdict",
    "scope", …}], …}` (see docs/conjecture.md)."""
    g = result.game
    grundy: dict = {"table": g.grundy_note,
                    "sum_of_one_heap_games": g.sequences is not None}
    if g.sequences is not None:
        grundy["heaps"] = [{"heaps": list(s.heaps),
                            "values": [int(v) for v in s.values[:JSON_VALUES]],
                            "computed": len(s.values),
                            "preperiod": s.periodicity.preperiod if s.periodicity else None,
                            "period": s.periodicity.period if s.periodicity else None,
                            "rule": s.form,
                            "status": None if s.form == "none" else s.status}
                           for s in g.sequences]
    out = {"move": g.move.name, "location": g.move.where, "heaps": g.heaps,
           "family": g.move.how, "solved_as": g.solved_as, "play": g.play, "bound": g.bound,
           "recheck_bound": result.recheck_bound, "positions": int(g.table.size),
           "P_count": g.p_count,
           "smallest_P": [position_text(p, g.move.nat_positions, g.move)
                          for p in smallest_positions(g.table, BRIEF_POSITIONS)],
           "grundy": grundy,
           "searched": {"decided": result.fits.decided, "evaluated": result.fits.evaluated,
                        "terms": result.fits.terms, "tables": result.fits.tables,
                        "sample": result.fits.sample, "capped": result.fits.capped,
                        "fits": len(result.fits.candidates),
                        "seconds": round(result.fits.seconds, 3)},
           "grundy_value": None if result.rechecked.grundy is None else
           {"name": result.rechecked.grundy.name, "lean": result.rechecked.grundy.lean,
            "tokens": result.rechecked.grundy.value.tokens,
            "verdict": result.rechecked.grundy.verdict.status.value,
            "bound": result.rechecked.grundy.bound},
           "candidates": [{"name": s.name, "kind": s.candidate.kind, "what": s.candidate.words,
                           "tokens": s.candidate.tokens, "lean": s.lean,
                           "sequences": s.candidate.grounds or None,
                           "verdict": s.verdict.status.value, "scope": s.verdict.scope,
                           "z3": None if s.z3 is None else
                           {"verdict": s.z3.status.value, "scope": s.z3.scope,
                            "reason": s.z3.reason}}
                          for s in result.shown],
           "not_shown": [{"what": c.words, "tokens": c.tokens, "why": why}
                         for c, why in result.rechecked.dropped],
           "unasked": result.rechecked.unasked,
           "repeated": result.rechecked.repeated,
           "written": result.written}
    return json.dumps(out, ensure_ascii=False, indent=2)
