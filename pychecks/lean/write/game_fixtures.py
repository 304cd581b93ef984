"""Fixtures for statements in the games library's words (read by the elaborator, its vocabulary
in `evaluate.game_elab`): each instance of a
statement that HOLDS, its variables replaced by their values in the library's syntax, stated as
an `example` closed by the library's `game_cmp` tactic, so that the user's Lake project (which
requires vihdzp/combinatorial-games) re-checks them.

`game_cmp` unfolds `≤` on concrete games (CombinatorialGames/Tactic/GameCmp.lean): it closes
comparisons (`≤ < ≥ > ≈ ‖ ⧏`) of games built from `0 1 ⋆ ½ ↑ ↓ ± nim`, numerals and `!{s | t}`.
So a fixture is written only for a statement that HOLDS, has no hypotheses, ends in one such
comparison, and names nothing beyond those (no `grundy`, no `birthday`, no nimber arithmetic);
any other gets its reason and no file. No Lean toolchain ran on what this writes.
"""
from __future__ import annotations

import itertools
import re

from .. import ast as A
from ...games import short as G
from ...verdict import Status
from ..evaluate import game_elab as GE
from . import files as LF

#: Instances above which no fixture is written (each is a `game_cmp` run in the user's build).
MAX_INSTANCES = 256
#: The library's modules a fixture imports (its games, nimbers, and the tactic).
IMPORTS = ("CombinatorialGames.Game.Specific.Nim", "CombinatorialGames.Game.Special",
           "CombinatorialGames.Nimber.Field", "CombinatorialGames.Tactic.GameCmp")
#: Names `game_cmp` can unfold (tagged `game_cmp` in the library), beside the notation.
_UNFOLDED = {"nim", "IGame.nim", "IGame"}
_RELATIONS = {"≤", "<", "≥", ">", "≈", "‖", "⧏"}


def emittable(claim) -> bool:
    """True for an evaluated statement in the games library's words."""
    ev = getattr(claim, "evaluated", None)
    return claim.shape == "evaluated" and ev is not None and GE.in_library_words(ev)


def _text(ev) -> str:
    """The conclusion as written (whole, its whitespace folded)."""
    return ev.elab.text(ev.conclusion_node, ev.context, 1 << 20)


def refusal(ev) -> str | None:
    """Why `game_cmp` could not close the statement's instances, or None."""
    if ev.hypotheses:
        return "it has hypotheses, which `game_cmp` does not discharge"
    concl = ev.conclusion_node
    if not isinstance(concl, A.BinOp) or concl.op not in _RELATIONS:
        return "it is not one comparison of games (`game_cmp` proves ≤ < ≈ ‖ ⧏ on games)"
    text = _text(ev)
    names = set(re.findall(r"[A-Za-z_][\w.']*", text)) - {v.name for v in ev.variables}
    if names - _UNFOLDED:
        return f"`{sorted(names - _UNFOLDED)[0]}` is not something `game_cmp` unfolds"
    if re.search(r"\bnim\s+(?:[2-9]|\d\d)", text):
        # `nim 2` is `nim (2 : Nimber)`, a cast the library's own test closes by `simp`
        return "`nim` of a numeral cast (`nim 2 = nim 0`) is closed by `simp`, not `game_cmp`"
    if "∗" in text or "*" in text:
        return "nimber or product arithmetic is not something `game_cmp` unfolds"
    if any(GE.IGAME != v.ty for v in ev.variables):
        # `((1 + 2 : ℕ) : IGame)` needs casts simplified first, which `game_cmp` is not
        # documented to do: written only where its own test file shows it working
        return "a variable is not a game (only games and closed terms are written)"
    return None


def _value(v) -> str:
    return f"({G.show(v)} : IGame)" if isinstance(v, G.Game) else f"({v} : ℕ)"


def instances(ev, bound: int | None) -> list[str]:
    """The statement's conclusion with each assignment of the scope substituted (games over
    those born by the day in force, `GE.birthday_scope`)."""
    domains = [GE.values(v.ty, bound or 0) for v in ev.variables]
    out = []
    for combo in itertools.product(*domains):
        text = _text(ev)
        for var, v in zip(ev.variables, combo):
            text = re.sub(rf"(?<![\w.']){re.escape(var.name)}(?![\w'])", _value(v), text)
        out.append(text)
    return out


def build(claim, verdict, command: str, bound: int | None) -> tuple[LF.Fixture | None, str]:
    """(the fixture, "") or (None, why none is written)."""
    ev = claim.evaluated
    if verdict.status is not Status.HOLDS:
        return None, (f"it {verdict.status.value} at {verdict.scope}; only a statement that holds "
                      "gets `game_cmp` instances")
    why = refusal(ev)
    if why is not None:
        return None, why
    day = GE.birthday_scope()
    texts = instances(ev, bound)
    if len(texts) > MAX_INSTANCES:
        return None, f"{len(texts):,} instances (at most {MAX_INSTANCES}): a smaller scope"
    module = LF.module_name(claim.name)
    body = "\n".join(f"example : {t} := by game_cmp\n" for t in texts)
    where = "(a closed statement)" if verdict.scope == "closed" else \
        f"on every game born by day {day}"
    doc = (f"{LF.PROVES['games examples']}\n\n`{claim.name}` {where}: each of its "
           f"{len(texts)} instance(s) as an `example`, closed by the games library's "
           "`game_cmp`.")
    text = LF.fixture_text(LF.header(claim.name, bound if bound is not None else 0,
                                     claim.lean_hash, command),
                           module, doc, body, imports=IMPORTS, opens=("IGame", "Nimber"))
    return LF.Fixture(statement=claim.name, module=module, text=text, rows=len(texts),
                      theorems=len(texts), status=Status.HOLDS), ""
