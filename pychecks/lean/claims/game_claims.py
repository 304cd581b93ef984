"""Claims for statements in the games library's words (`evaluate.game_terms`): the bridge from a
declaration of a Lean file to the games reader, and the claim that checks it (shape "games":
numbers over 0..N, games over every value born by day D, a closed statement exactly)."""
from __future__ import annotations

import dataclasses
import os
import re

from ...registry import Claim
from ..evaluate import game_terms as GT
from ..shapes.reader import Reading

_HEAD = re.compile(r"\s*(?:theorem_wanted|theorem|lemma)\s+\S+")


def _offset(text: str, line: int, column: int) -> int:
    """The character offset of (line, column), both from 1."""
    pos = 0
    for _ in range(line - 1):
        pos = text.index("\n", pos) + 1
    return pos + column - 1


def signature(pf, decl) -> tuple[str, int]:
    """The text of `decl` after its name (the binders, `:` and the statement, up to the proof's
    `:=` if any), and its offset in the file."""
    text = pf.lean.source.text
    start = _offset(text, decl.line, decl.column)
    end = _offset(text, decl.end_line, 1)
    end = text.find("\n", end)
    end = len(text) if end < 0 else end
    m = _HEAD.match(text, start)
    if m is None:
        raise GT.GameSyntaxError(start, "a declaration pychecks does not read here")
    return text[m.end():end], m.end()


def read_games(pf, decl, name: str, reading: Reading) -> tuple[Reading | None, str | None]:
    """(the reading, None) when the games reader reads `decl`; (None, its reason) when the
    statement uses the games vocabulary but cannot be read; (None, None) when it does not use it."""
    try:
        text, base = signature(pf, decl)
    except (GT.GameSyntaxError, ValueError):
        return None, None
    if not GT.uses_games(text):
        return None, None
    namespace, opens = pf.scopes[id(decl)]
    project = pf.lookup(namespace, opens)
    try:
        st = GT.read(text, base, name, namespace, opens, pf.name, defined=project)
    except (KeyboardInterrupt, MemoryError):
        raise
    except GT.GameSyntaxError as exc:
        if not exc.parsed:   # not a statement of this vocabulary after all (`‖x‖` is a norm)
            return None, None
        line, col = pf.lean.source.position(exc.offset)
        return None, f"{pf.name}:{line}:{col}: {exc.message}"
    except Exception as exc:  # a bug of the games reader must not become a traceback or a HOLDS
        if os.environ.get("PYCHECKS_STRICT"):  # the test suite: a bug is a bug
            raise
        line, col = decl.pos
        return None, (f"{pf.name}:{line}:{col}: the games reader could not read this statement "
                      f"(internal error {type(exc).__name__}: {exc}); please report it")
    return dataclasses.replace(reading, kind="games", reason=None, games=st), None


def games_claim(reading: Reading, *, source: str, command_target: str | None,
                lean_hash: str | None, summary: str, literature: str) -> Claim:
    """The claim of a statement read by the games reader."""
    st = reading.games
    name = reading.name
    rerun = f"pychecks check {command_target} {name}" if command_target else \
        f"pychecks check {name}"

    def check(bound, st=st):
        verdict = GT.check(st, bound)
        command = rerun + (f" --bound {bound}" if bound is not None else "")
        if st.game_variables and GT.birthday_scope() != GT.DEFAULT_BIRTHDAY:
            command += f" --birthday {GT.birthday_scope()}"
        verdict.reproduce = dict(verdict.reproduce, command=command)
        return verdict

    meaning = "every ℕ, ordinal and nimber variable ≤ N, ℤ in [-N, N]; games born by day D " \
              f"(--birthday, default {GT.DEFAULT_BIRTHDAY})"
    claim = Claim(name=name, game="games", shape="games", check=check,
                  default_bound=st.default_bound(), summary=summary, literature=literature,
                  lean_hash=lean_hash, bound_meaning=meaning, min_bound=0, source=source,
                  location=reading.location)
    claim.games = st   # the statement read, for `emit` (`lean.write.game_fixtures`)
    return claim
