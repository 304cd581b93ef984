"""The games library's vocabulary (vihdzp/combinatorial-games, where Mathlib's `SetTheory.PGame`
development moved) and Mathlib's older `SetTheory.PGame` names: one table from each Lean full name
to its meaning in `pychecks.games.short` / `pychecks.games.nimbers`, its Lean type, and the
upstream file it was read from, as `library.py` keeps the core library's.

Types here are names: `Nat`, `Int`, `IGame`, `PGame` (Mathlib's pre-games, compared through the
same engine: its `≤`, `≈` and `‖` are the same recursion on options), `Nimber`, `Ordinal` (finite
ordinals only: an ordinal variable ranges over 0..N), `Prop`. Values: a `short.Game` for a game,
an `int` for a number, a nimber or a finite ordinal.

`NOTATION` lists the notation read, each with the namespace that must be open for the scoped
ones (`namespace X` opens X's scoped notation too, as in Lean); `vocabulary_markdown()` is the
table docs/games-library.md shows (a test keeps them equal).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ...games import domineering as D
from .. import coercions as C
from . import library as L
from ...games import nimbers as NB
from ...games import short as G
from . import runtime as R
from .values import CtorValue

#: vihdzp/combinatorial-games at the commit read (HEAD of its default branch when fetched).
CGT_COMMIT = "99a469a2e02fd9fab9a717efe27f7fc84b880bbb"
_IGAME = "cgt:CombinatorialGames/Game/IGame.lean"
_SPECIAL = "cgt:CombinatorialGames/Game/Special.lean"
_BIRTHDAY = "cgt:CombinatorialGames/Game/Birthday.lean"
_NIM = "cgt:CombinatorialGames/Game/Specific/Nim.lean"
_GRUNDY = "cgt:CombinatorialGames/Game/Impartial/Grundy.lean"
_CLASSES = "cgt:CombinatorialGames/Game/Classes.lean"
_NIMBER = "cgt:CombinatorialGames/Nimber/Basic.lean"
_FIELD = "cgt:CombinatorialGames/Nimber/Field.lean"
_BASIC = "cgt:CombinatorialGames/Game/Basic.lean"
_PLAYER_FILE = "cgt:CombinatorialGames/Game/Player.lean"
_ALIAS = "cgt:CombinatorialGames/Tactic/OrdinalAlias.lean"
_NAT_NIMBER = "cgt:CombinatorialGames/Nimber/Nat.lean"
_SURREAL = "cgt:CombinatorialGames/Surreal/Basic.lean"
_SURREAL_BIRTHDAY = "cgt:CombinatorialGames/Surreal/Birthday/Basic.lean"
_ML_NIM = "mathlib4:Mathlib/SetTheory/Game/Nim.lean"
_ML_PGAME = "mathlib4:Mathlib/SetTheory/Game/PGame.lean"
_ML_IMPARTIAL = "mathlib4:Mathlib/SetTheory/Game/Impartial.lean"
_ML_BIRTHDAY = "mathlib4:Mathlib/SetTheory/Game/Birthday.lean"


@dataclass(frozen=True)
class GameName:
    """One declaration: explicit argument types, result type, implementation, upstream file.
    `requires` names a type-class hypothesis the Lean term needs (`Impartial x` for `grundy`)."""

    name: str
    args: tuple[str, ...]
    result: str
    impl: Callable[..., Any]
    upstream: str
    requires: str = ""


def _grundy(x: G.Game) -> int:
    return G.grundy(x)


#: `inductive Player | left | right` (Game/Player.lean), as the evaluator's constructor values.
_PLAYER = {p: CtorValue(f"Player.{p}") for p in ("left", "right")}


class FiniteSet(R.ListedSet):
    """A `Set α` whose elements are known and finitely many (a player's options, `Set.Iio` of a
    finite ordinal): its membership test, as every `Set` value is, and its elements, so that
    `f '' s`, `!{st}` and `=` of two such sets are computed."""


def _surreal(x: G.Game) -> G.Game:
    """`Surreal.mk x` (with `[Numeric x]`): x's class, its canonical form."""
    if not G.is_numeric(x):
        raise G.GameError(f"{G.show(x)} is not numeric")
    return G.canonical(x)


def _moves(p: CtorValue, x: G.Game) -> FiniteSet:
    """`IGame.moves p x`: the options of player p."""
    return FiniteSet(x.left if p.ctor == "Player.left" else x.right)


NAMES: dict[str, GameName] = {e.name: e for e in [
    GameName("IGame.nim", ("Nimber",), "IGame", G.nim, _NIM),
    GameName("IGame.grundy", ("IGame",), "Nimber", _grundy, _GRUNDY, requires="Impartial"),
    GameName("IGame.birthday", ("IGame",), "Ordinal", G.birthday, _BIRTHDAY),
    GameName("IGame.star", (), "IGame", lambda: G.STAR, _SPECIAL),
    GameName("IGame.half", (), "IGame", lambda: G.HALF, _SPECIAL),
    GameName("IGame.up", (), "IGame", lambda: G.UP, _SPECIAL),
    GameName("IGame.down", (), "IGame", lambda: G.DOWN, _SPECIAL),
    GameName("IGame.switch", ("IGame",), "IGame", G.switch, _SPECIAL),
    GameName("IGame.tiny", ("IGame",), "IGame", G.tiny, _SPECIAL),
    GameName("IGame.miny", ("IGame",), "IGame", G.miny, _SPECIAL),
    GameName("Nimber.of", ("Ordinal",), "Nimber", lambda o: o, _NIMBER),
    GameName("Nimber.val", ("Nimber",), "Ordinal", lambda n: n, _NIMBER),
    GameName("NatOrdinal.toIGame", ("Ordinal",), "IGame", G.to_igame,
             "cgt:CombinatorialGames/Game/Ordinal.lean"),
    GameName("NatOrdinal.of", ("Ordinal",), "Ordinal", lambda o: o,
             "cgt:CombinatorialGames/NatOrdinal/Basic.lean"),
    GameName("NatOrdinal.val", ("Ordinal",), "Ordinal", lambda o: o,
             "cgt:CombinatorialGames/NatOrdinal/Basic.lean"),
    GameName("Int.natAbs", ("Int",), "Nat", abs, "lean4:src/Init/Data/Int/Basic.lean"),
    GameName("GameGraph.domineering.toIGame", ("Domineering",), "IGame", D.form,
             "cgt:CombinatorialGames/Game/Specific/Domineering.lean (GameGraph.domineering), "
             "cgt:CombinatorialGames/Game/Graph.lean (toIGame)"),
    GameName("IGame.toDomineering", ("Domineering",), "Domineering", lambda b: b,
             "cgt:CombinatorialGames/Game/Specific/Domineering.lean"),
    GameName("IGame.ofDomineering", ("Domineering",), "Domineering", lambda b: b,
             "cgt:CombinatorialGames/Game/Specific/Domineering.lean"),
    GameName("IGame.moves", ("Player", "IGame"), "Set IGame", lambda p, x: _moves(p, x),
             _IGAME),
    # Mathlib's `Set.Iio a = {x | x < a}` (Order/Interval/Set/Basic.lean), on finite ordinals
    # and nimbers: the ones below a
    GameName("Set.Iio", ("Nimber",), "Set Nimber", lambda o: FiniteSet(range(o)),
             "mathlib4:Mathlib/Order/Interval/Set/Defs.lean"),
    # `Order.succ a = of (val a + 1)` (OrdinalAlias.lean's `succ_def`: `SuccOrder Nimber` is the
    # ordinals'): the next ordinal, not a nim-sum; on finite nimbers a + 1
    GameName("Order.succ", ("Nimber",), "Nimber", lambda a: a + 1,
             "cgt:CombinatorialGames/Tactic/OrdinalAlias.lean"),
    GameName("Player.left", (), "Player", lambda: _PLAYER["left"], _PLAYER_FILE),
    GameName("Player.right", (), "Player", lambda: _PLAYER["right"], _PLAYER_FILE),
    # `Game` is `IGame` up to `≈` (Game/Basic.lean): a game is its canonical form, whose birthday
    # is the least among the equal forms' (`Game.birthday` is that `sInf`, Game/Birthday.lean)
    GameName("Game.mk", ("IGame",), "Game", G.canonical, _BASIC),
    GameName("Game.birthday", ("Game",), "Ordinal", G.birthday, _BIRTHDAY),
    # `Surreal` is the numeric games up to `≈` (Surreal/Basic.lean): a surreal is the canonical
    # form, numeric as every form equal to a number is; `toGame` (an order embedding) forgets
    # that it is a number, and a surreal's birthday is its canonical form's, the least
    # (Surreal/Birthday/Basic.lean)
    GameName("Surreal.mk", ("IGame",), "Surreal", _surreal, _SURREAL, requires="Numeric"),
    GameName("Surreal.toGame", ("Surreal",), "Game", lambda x: x, _SURREAL),
    GameName("Surreal.birthday", ("Surreal",), "Ordinal", G.birthday, _SURREAL_BIRTHDAY),
    # `alias! NatNimber Nat` (Tactic/OrdinalAlias.lean): `of`, `val` are the identity
    GameName("NatNimber.of", ("Nat",), "NatNimber", lambda n: n, _ALIAS),
    GameName("NatNimber.val", ("NatNimber",), "Nat", lambda n: n, _ALIAS),
    GameName("NatNimber.toNimber", ("NatNimber",), "Nimber", lambda n: n, _NAT_NIMBER),
    GameName("SetTheory.PGame.nim", ("Ordinal",), "PGame", G.nim, _ML_NIM),
    GameName("SetTheory.PGame.grundyValue", ("PGame",), "Ordinal", _grundy, _ML_NIM,
             requires="Impartial"),
    GameName("SetTheory.PGame.birthday", ("PGame",), "Ordinal", G.birthday, _ML_BIRTHDAY),
    GameName("SetTheory.PGame.star", (), "PGame", lambda: G.STAR, _ML_PGAME + " (2024)"),
]}

#: Type names as written → the type here.
TYPES: dict[str, str] = {
    "ℕ": "Nat", "Nat": "Nat", "ℤ": "Int", "Int": "Int", "IGame": "IGame", "PGame": "PGame",
    "SetTheory.PGame": "PGame", "Nimber": "Nimber", "Ordinal": "Ordinal", "Prop": "Prop",
    # the library's birthdays are `NatOrdinal`s (natural sums); on finite ordinals they agree
    "NatOrdinal": "Ordinal",
    # a Domineering board: a finite set of cells ℤ × ℤ (`def Domineering := Finset (ℤ × ℤ)`)
    "Domineering": "Domineering", "IGame.Domineering": "Domineering",
    # the general elaborator's (`game_elab.py`): Nimber/Nat.lean's `alias! NatNimber Nat`, the
    # players, and `Game`, the quotient of `IGame` by `≈`
    "NatNimber": "NatNimber", "Player": "Player", "Game": "Game", "Surreal": "Surreal",
}

#: The namespace dot notation `x.f` looks in, by the receiver's type.
NAMESPACE: dict[str, tuple[str, ...]] = {
    "IGame": ("IGame",), "PGame": ("SetTheory.PGame",), "Nimber": ("Nimber",),
    "Ordinal": ("NatOrdinal", "Ordinal"), "Int": ("Int",), "Nat": ("Nat",),
}

#: Predicates (type classes) usable as `[Impartial x]` binders or `Impartial x` terms.
PREDICATES: dict[str, tuple[str, Callable[[G.Game], bool]]] = {
    "IGame.Impartial": (_CLASSES, G.is_impartial),
    "SetTheory.PGame.Impartial": (_ML_IMPARTIAL, G.is_impartial),
    "IGame.Numeric": (_CLASSES, G.is_numeric),
    "IGame.Dicotic": (_CLASSES, G.is_dicotic),
    # every game here has finitely many options, and so do they
    "IGame.Short": (_CLASSES, lambda x: True),
}

#: Notation → (what it is, upstream, the namespace whose `open` it needs, or "" when global).
NOTATION: dict[str, tuple[str, str, str]] = {
    "!{s | t}": ("IGame.ofSets: the game with those option sets", _IGAME, ""),
    "!{st}": ("IGame.ofSets with st : Player → Set IGame, each player's options",
              "cgt:CombinatorialGames/Game/Player.lean", ""),
    "f '' s": ("Set.image: the values of f on a set whose elements are known (nim '' Iio o)",
               "mathlib4:Mathlib/Data/Set/Defs.lean", ""),
    "⋆": ("IGame.star, !{{0} | {0}}", _SPECIAL, ""),
    "½": ("IGame.half, !{{0} | {1}}", _SPECIAL, ""),
    "↑": ("IGame.up, !{{0} | {⋆}} (alone; `↑x` is a coercion)", _SPECIAL, ""),
    "↓": ("IGame.down, !{{⋆} | {0}}", _SPECIAL, ""),
    "±x": ("IGame.switch, !{{x} | {-x}}", _SPECIAL, ""),
    "⧾x": ("IGame.tiny, !{{0} | {!{{0} | {-x}}}}", _SPECIAL, ""),
    "⧿x": ("IGame.miny, !{{!{{x} | {0}}} | {0}}", _SPECIAL, ""),
    "∗o": ("Nimber.of o (an ordinal, or ↑n for n : ℕ)", _NIMBER, "Nimber"),
    "≈": ("AntisymmRel (· ≤ ·): x ≤ y ∧ y ≤ x", _IGAME, ""),
    "‖": ("IncompRel (· ≤ ·): ¬ x ≤ y ∧ ¬ y ≤ x", _IGAME, ""),
    "⧏": ("x ⧏ y is ¬ y ≤ x", _IGAME, ""),
    "+ on Nimber": ("nim-addition (∗a + ∗b = ∗(a ^^^ b))", _NIMBER, ""),
    "* on Nimber": ("nim-multiplication", _FIELD, ""),
    "(n : Nimber)": ("Nat.cast in characteristic 2: n % 2, so (2 : Nimber) = 0", _NIMBER, ""),
    "(n : IGame)": ("Nat.unaryCast: ↑(n + 1) = !{{↑n} | ∅}; ℤ: ↑(-n) = -↑n", _IGAME, ""),
    "x + y, -x, x * y on IGame": ("sum, negative and Conway product of forms", _IGAME, ""),
}

#: Prefix notations and the declaration each stands for.
PREFIX = {"±": "IGame.switch", "⧾": "IGame.tiny", "⧿": "IGame.miny", "∗": "Nimber.of"}
#: Atoms and the declaration each stands for.
ATOMS = {"⋆": "IGame.star", "½": "IGame.half", "↑": "IGame.up", "↓": "IGame.down"}


def lookup(name: str, namespaces: tuple[str, ...]) -> GameName | None:
    """The entry Lean's name resolution would reach for `name` from inside `namespaces` (the
    current namespace's prefixes, then the `open`s), or None."""
    for ns in namespaces:
        entry = NAMES.get(f"{ns}.{name}")
        if entry is not None:
            return entry
    return NAMES.get(name)


def predicate(name: str, namespaces: tuple[str, ...]):
    """(upstream, test) of a type class on games (`Impartial`), or None."""
    for ns in (*namespaces, ""):
        found = PREDICATES.get(f"{ns}.{name}" if ns else name)
        if found is not None:
            return found
    return None


def arithmetic(op: str, ty: str) -> Callable[[Any, Any], Any] | None:
    """`a op b` on values of type `ty`: ℕ and ℤ as the core library's instances
    (`library.operator`: ℕ truncates `-`), finite ordinals as ℕ, nimbers add by xor and multiply
    by nim-multiplication, games by the library's operations on forms."""
    if ty in ("Nat", "Int", "Ordinal") and (op, "Nat" if ty == "Ordinal" else ty) in L.OPERATORS:
        if ty == "Ordinal" and op not in ("+", "-", "*"):
            return None
        return L.operator(op, "Nat" if ty == "Ordinal" else ty).impl
    table = {
        ("+", "Nimber"): NB.nim_add, ("-", "Nimber"): NB.nim_add, ("*", "Nimber"): NB.nim_mul,
        ("+", "IGame"): G.add, ("-", "IGame"): G.sub, ("*", "IGame"): G.mul,
        ("+", "PGame"): G.add, ("-", "PGame"): G.sub, ("*", "PGame"): G.mul,
    }
    return table.get((op, ty))


def cast(value: Any, source: str, target: str) -> Any:
    """The value of the coercion `↑value : target` from `source` (ℕ → ℤ, ℕ/ℤ → IGame or PGame,
    ℕ → Ordinal, ℕ → Nimber as `Nat.cast`, n % 2); raises KeyError when Lean has none. Which
    coercions exist is `pychecks.lean.coercions.coerces`' to say; this is only their values."""
    if source == target:
        return value
    if not C.coerces(source, target):
        raise KeyError((source, target))
    if target in (C.INT, C.ORDINAL):
        return value
    if target in (C.IGAME, C.PGAME):
        return G.integer(value)
    if target in (C.GAME, C.SURREAL):
        return G.canonical(G.integer(value))
    return NB.nat_cast(value)   # ℕ → Nimber, the one coercion left


def coercible(source: str, target: str) -> bool:
    """True when Lean inserts `↑` from `source` to `target` (`coercions.coerces`) or they are the
    same type."""
    return source == target or C.coerces(source, target)


def numeral(n: int, ty: str) -> Any:
    """The numeral `n` at type `ty` (`OfNat`): for `Nimber` the cast (so `(2 : Nimber) = 0`)."""
    if ty == "Prop":
        raise KeyError(ty)
    return cast(n, "Nat", ty)


def vocabulary_markdown() -> str:
    """The table of names and notations, for docs/games-library.md."""
    lines = ["| Lean name | arguments → result | upstream file |", "|---|---|---|"]
    for e in NAMES.values():
        args = " → ".join((*e.args, e.result))
        lines.append(f"| `{e.name}` | {args} | `{e.upstream}` |")
    lines += ["", "| notation | meaning | upstream file | needs `open` |", "|---|---|---|---|"]
    for sym, (what, up, scope) in NOTATION.items():
        sym_md = sym.replace("|", "\\|")
        lines.append(f"| `{sym_md}` | {what.replace('|', chr(92) + '|')} | `{up}` | "
                     f"{scope or '–'} |")
    return "\n".join(lines)
