"""Suggestions for a misspelt name, written once for every message that offers them: unknown
statement and command names (`errors.UnknownName`), names a Lean file uses that neither the
project nor the library table defines (the shapes' reader, the evaluator, the library table) and
the static check of emitted Lean (`lean.verify.static`).

Closeness is difflib's ratio (`difflib.get_close_matches`); each caller keeps its own pool of
known names and its own cutoff, the wording is the same everywhere: `did you mean `a`, `b`?`.
"""
from __future__ import annotations

import difflib
from collections.abc import Iterable

#: How close a known name must be to a misspelt Lean name to be offered.
LEAN_CUTOFF = 0.75
#: At most this many suggestions in one message.
MAX_SUGGESTIONS = 3


def close_names(name: str, known: Iterable[str], cutoff: float = LEAN_CUTOFF) -> list[str]:
    """The known names closest to `name` (at most `MAX_SUGGESTIONS`, closest first), at least
    `cutoff` close."""
    return difflib.get_close_matches(name, sorted(set(known)), n=MAX_SUGGESTIONS, cutoff=cutoff)


def close_in_last_part(name: str, candidates: Iterable[str], cutoff: float = 0.8) -> list[str]:
    """The `candidates` (full names, offered for a misspelt `name`) whose last component is at
    least `cutoff` close to `name`'s too, in their order (`List.lenght` keeps `List.length`; a
    `Nat.Prime` drops `Nat.pred`, close only in its namespace)."""
    last = name.rsplit(".", 1)[-1].lower()
    return [c for c in candidates
            if difflib.SequenceMatcher(None, last, c.rsplit(".", 1)[-1].lower()).ratio() >= cutoff]


def suggestion(close: Iterable[str], quoted: bool = True) -> str:
    """`did you mean `a`, `b`?` (names in backticks unless `quoted` is False), or "" for none."""
    close = list(close)
    if not close:
        return ""
    return "did you mean " + ", ".join(f"`{c}`" if quoted else c for c in close) + "?"


def hint(close: Iterable[str], quoted: bool = True) -> str:
    """`; did you mean …?` to end a message with, or "" when nothing is close."""
    text = suggestion(close, quoted)
    return f"; {text}" if text else ""
