"""Short games as the games library defines them (vihdzp/combinatorial-games, `IGame`): a game is
its two sets of options, `!{s | t}`, and two games are *equal* exactly when their option sets are
equal (`=` on `IGame` is identity of forms). Order, `≈` and `‖` come from the library's recursive
`≤`, and every game is `≈` to exactly one *canonical form* (no dominated option, no reversible
one), which is what this engine compares.

A form is a hash-consed `Game`: building `!{s | t}` twice gives the same Python object, so
identity of forms is `is`, and memo tables keyed by games hash in O(1). Nothing here replaces a
form by its canonical form behind the caller's back: `x + 0` is computed on forms and is the
form `x` again, as `add_zero` is an equality in the library; `canonical(x)` is asked for.

Sources (vihdzp/combinatorial-games at 99a469a2):
- `CombinatorialGames/Game/IGame.lean`: `!{s | t}`, `0`, `1`, `≤` (`le_iff_forall_lf`), `⧏`,
  `≈`, `‖`, `-x`, `x + y`, `x * y` (`mulOption`), the casts from ℕ (`Nat.unaryCast`) and ℤ.
- `CombinatorialGames/Game/Special.lean`: `⋆`, `½`, `↑`, `↓`, `⧾x` (`tiny`), `⧿x` (`miny`),
  `±x` (`switch`).
- `CombinatorialGames/Game/Birthday.lean`: `birthday` (of the form), `birthdayFinset`.
- `CombinatorialGames/Game/Specific/Nim.lean`: `nim`; `Game/Classes.lean`: `Impartial`;
  `Game/Impartial/Grundy.lean`: `grundy` (= `grundyAux right`), the mex of the options'.
"""
from __future__ import annotations

import itertools
from typing import Iterable

from .nimbers import mex

__all__ = ["Game", "game", "ZERO", "ONE", "STAR", "HALF", "UP", "DOWN", "integer", "nim",
           "switch", "tiny", "miny", "neg", "add", "sub", "mul", "le", "lt", "lf", "equiv",
           "fuzzy", "canonical", "birthday", "born_by", "values_born_by", "is_impartial",
           "grundy", "show", "size_key", "GameError", "clear_caches", "to_igame", "is_numeric",
           "is_dicotic"]


class GameError(ValueError):
    """A question the library's definitions do not answer for this game (the Grundy value of a
    game that is not impartial)."""


class Game:
    """The form `!{left | right}`: two frozensets of (hash-consed) games. Build with `game`."""

    __slots__ = ("left", "right", "_id", "__weakref__")
    _table: dict[tuple[frozenset, frozenset], "Game"] = {}

    def __new__(cls, left: frozenset, right: frozenset):
        key = (left, right)
        found = cls._table.get(key)
        if found is not None:
            return found
        self = object.__new__(cls)
        self.left, self.right, self._id = left, right, len(cls._table)
        cls._table[key] = self
        return self

    def __hash__(self) -> int:
        return self._id

    # identity of forms is object identity (hash-consing), as `=` on IGame is extensional
    def __eq__(self, other: object) -> bool:
        return self is other

    def __repr__(self) -> str:
        return show(self)

    def __reduce__(self):  # re-intern on unpickling
        return (Game, (self.left, self.right))


def game(left: Iterable[Game] = (), right: Iterable[Game] = ()) -> Game:
    """Lean: `!{s | t}` (`IGame.ofSets`): the game whose left options are `s`, right `t`."""
    return Game(frozenset(left), frozenset(right))


ZERO = game()                       # `0 = !{∅ | ∅}`
ONE = game([ZERO])                  # `1 = !{{0} | ∅}`
STAR = game([ZERO], [ZERO])         # `⋆ = !{{0} | {0}}`
HALF = game([ZERO], [ONE])          # `½ = !{{0} | {1}}`
UP = game([ZERO], [STAR])           # `↑ = !{{0} | {⋆}}`
DOWN = game([STAR], [ZERO])         # `↓ = !{{⋆} | {0}}`


def neg(x: Game, _memo: dict = {}) -> Game:
    """Lean: `-x = !{-xᴿ | -xᴸ}` (`IGame.neg`)."""
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = game(map(neg, x.right), map(neg, x.left))
    return found


def integer(n: int) -> Game:
    """Lean: `(n : IGame)` for `n : ℤ`: `↑0 = 0`, `↑(n + 1) = !{{↑n} | ∅}` (`Nat.unaryCast`;
    `leftMoves_natCast_succ`), `↑(-[n+1]) = -(n + 1)`."""
    if n < 0:
        return neg(integer(-n))
    x = ZERO
    for _ in range(n):
        x = game([x])
    return x


def nim(n: int, _memo: dict = {}) -> Game:
    """Lean: `nim (∗n) = !{nim '' Iio (∗n) | nim '' Iio (∗n)}` (`nim_def`) for a finite nimber."""
    if n < 0:
        raise GameError(f"nim of a negative number {n}")
    found = _memo.get(n)
    if found is None:
        opts = [nim(k) for k in range(n)]
        found = _memo[n] = game(opts, opts)
    return found


def switch(x: Game) -> Game:
    """Lean: `±x = !{{x} | {-x}}` (`IGame.switch`)."""
    return game([x], [neg(x)])


def tiny(x: Game) -> Game:
    """Lean: `⧾x = !{{0} | {!{{0} | {-x}}}}` (`IGame.tiny`)."""
    return game([ZERO], [game([ZERO], [neg(x)])])


def miny(x: Game) -> Game:
    """Lean: `⧿x = !{{!{{x} | {0}}} | {0}}` (`IGame.miny`)."""
    return game([game([x], [ZERO])], [ZERO])


def add(x: Game, y: Game, _memo: dict = {}) -> Game:
    """Lean: `x + y = !{xᴸ + y ∪ x + yᴸ | xᴿ + y ∪ x + yᴿ}` on forms (`IGame.add`). The library's
    `add_comm` and `add_zero` are equalities of forms, and so is this sum (the memo is keyed by
    the unordered pair)."""
    key = (x, y) if x._id <= y._id else (y, x)
    found = _memo.get(key)
    if found is None:
        found = _memo[key] = game([*(add(a, y) for a in x.left), *(add(x, b) for b in y.left)],
                                  [*(add(a, y) for a in x.right), *(add(x, b) for b in y.right)])
    return found


def sub(x: Game, y: Game) -> Game:
    """Lean: `x - y = x + -y` (`SubNegMonoid IGame`)."""
    return add(x, neg(y))


def mul(x: Game, y: Game, _memo: dict = {}) -> Game:
    """Lean: Conway's product of forms `x * y`, whose options are `mulOption x y a b =
    a * y + x * b - a * b` (`IGame.mul_eq`); it does not respect `≈` in general."""
    key = (x, y) if x._id <= y._id else (y, x)
    found = _memo.get(key)
    if found is not None:
        return found

    def option(a: Game, b: Game) -> Game:
        return sub(add(mul(a, y), mul(x, b)), mul(a, b))
    left = [option(a, b) for a, b in itertools.chain(itertools.product(x.left, y.left),
                                                      itertools.product(x.right, y.right))]
    right = [option(a, b) for a, b in itertools.chain(itertools.product(x.left, y.right),
                                                       itertools.product(x.right, y.left))]
    found = _memo[key] = game(left, right)
    return found


# --- order: the library's recursive `≤`, memoised, on canonical forms ---------------------------

_LE: dict[tuple[Game, Game], bool] = {}


def _le(x: Game, y: Game) -> bool:
    """`x ≤ y ↔ (∀ z ∈ xᴸ, z ⧏ y) ∧ (∀ z ∈ yᴿ, x ⧏ z)` (`le_iff_forall_lf`) with a memo table;
    `z ⧏ y` is `¬ y ≤ z`."""
    if x is y:
        return True
    key = (x, y)
    found = _LE.get(key)
    if found is None:
        found = (not any(_le(y, z) for z in x.left)
                 and not any(_le(z, x) for z in y.right))
        _LE[key] = found
    return found


_CANON: dict[Game, Game] = {}


def canonical(x: Game) -> Game:
    """The canonical form of `x`: the unique game `≈ x` whose options are canonical, none of
    them dominated (a left option `≤` another, a right option `≥` another) and none reversible
    (a left option with a right option `≤ x`, bypassed by that option's left options; dually)."""
    found = _CANON.get(x)
    if found is not None:
        return found
    left = {canonical(a) for a in x.left}
    right = {canonical(b) for b in x.right}
    while True:
        changed = False
        # dominated options: distinct canonical forms are never `≈`, so `≤` here is strict
        keep = {a for a in left if not any(b is not a and _le(a, b) for b in left)}
        keep_r = {b for b in right if not any(c is not b and _le(c, b) for c in right)}
        changed |= keep != left or keep_r != right
        left, right = keep, keep_r
        cur = game(left, right)
        # reversible options: bypassing keeps the value of `cur`, so each test against `cur`
        # stays valid while several are bypassed in one pass
        new_left: set[Game] = set()
        for a in left:
            rev = next((ar for ar in a.right if _le(ar, cur)), None)
            if rev is None:
                new_left.add(a)
            else:
                new_left |= rev.left
                changed = True
        new_right: set[Game] = set()
        for b in right:
            rev = next((bl for bl in b.left if _le(cur, bl)), None)
            if rev is None:
                new_right.add(b)
            else:
                new_right |= rev.right
                changed = True
        left, right = new_left, new_right
        if not changed:
            break
    found = _CANON[x] = game(left, right)
    _CANON[found] = found
    return found


def clear_caches() -> None:
    """Forget the memoised comparisons and canonical forms (benchmarks measure from cold)."""
    _LE.clear()
    _CANON.clear()


def le(x: Game, y: Game) -> bool:
    """Lean: `x ≤ y` on `IGame`. `≤` respects `≈`, so it is decided on the canonical forms when
    both are known already (they are smaller, and their comparisons are shared by every game of
    the same value); otherwise on the forms themselves, by the same memoised recursion:
    canonicalising a form only to compare it once costs more than the comparison
    (scripts/bench_games.py measured 2.5 times slower on sums)."""
    cx, cy = _CANON.get(x), _CANON.get(y)
    if cx is not None and cy is not None:
        return _le(cx, cy)
    return _le(x, y)


def lf(x: Game, y: Game) -> bool:
    """Lean: `x ⧏ y`, notation for `¬ y ≤ x`."""
    return not le(y, x)


def lt(x: Game, y: Game) -> bool:
    """Lean: `x < y ↔ x ≤ y ∧ ¬ y ≤ x` (`Preorder IGame`)."""
    return le(x, y) and not le(y, x)


def equiv(x: Game, y: Game) -> bool:
    """Lean: `x ≈ y` (`AntisymmRel (· ≤ ·)`): equal canonical forms."""
    return canonical(x) is canonical(y)


def fuzzy(x: Game, y: Game) -> bool:
    """Lean: `x ‖ y` (`IncompRel (· ≤ ·)`): neither `x ≤ y` nor `y ≤ x`."""
    return not le(x, y) and not le(y, x)


def birthday(x: Game, _memo: dict = {}) -> int:
    """Lean: `IGame.birthday x = ⨆ p, ⨆ y ∈ x.moves p, succ (birthday y)`: of the form, not the
    value (`Game.birthday` is the least over equal forms; the canonical form attains it)."""
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = max((birthday(y) + 1 for y in (*x.left, *x.right)), default=0)
    return found


def born_by(day: int) -> list[Game]:
    """Lean: `IGame.birthdayFinset day`: every form `!{s | t}` with `s`, `t` sets of forms born by
    the day before (1, 4, 256 forms by days 0, 1, 2; day 3 has 2^512 and is refused)."""
    forms = [ZERO]
    for d in range(day):
        if len(forms) > 16:
            raise GameError(f"the forms born by day {d + 1} number 2^{2 * len(forms)}")
        subsets = [frozenset(c) for r in range(len(forms) + 1)
                   for c in itertools.combinations(forms, r)]
        forms = [Game(s, t) for s in subsets for t in subsets]
    return forms


def _antichains(values: list[Game], better) -> list[frozenset]:
    """Every set of `values` in which no member is `better` than another (incomparable sets)."""
    out: list[frozenset] = []

    def extend(start: int, chosen: list[Game]) -> None:
        out.append(frozenset(chosen))
        for i in range(start, len(values)):
            v = values[i]
            if all(not better(v, c) and not better(c, v) for c in chosen):
                chosen.append(v)
                extend(i + 1, chosen)
                chosen.pop()
    extend(0, [])
    return out


def values_born_by(day: int) -> list[Game]:
    """The canonical forms of every game born by `day` (the distinct values: 1, 4, 22, 1474 by
    days 0–3), sorted by `size_key`. Day d + 1's values are `!{L | R}` for sets `L`, `R` of day
    d's values, and removing dominated options changes no value, so `L` and `R` range over the
    sets with no member `≤` another."""
    values = [ZERO]
    for _ in range(day):
        chains = _antichains(values, lambda a, b: _le(a, b) and a is not b)
        values = list({canonical(Game(s, t)) for s in chains for t in chains})
    return sorted(values, key=size_key)


def to_igame(o: int, _memo: dict = {}) -> Game:
    """Lean: `NatOrdinal.toIGame o = !{toIGame '' Iio o | ∅}` (`Game/Ordinal.lean`), for a finite
    ordinal: the form with every smaller one as a left option (equivalent to, not identical
    with, the cast `↑o`)."""
    found = _memo.get(o)
    if found is None:
        found = _memo[o] = game([to_igame(k) for k in range(o)])
    return found


def is_numeric(x: Game, _memo: dict = {}) -> bool:
    """Lean: `IGame.Numeric x`: every left option `<` every right option, options numeric."""
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = (all(lt(a, b) for a in x.left for b in x.right)
                            and all(is_numeric(y) for y in (*x.left, *x.right)))
    return found


def is_dicotic(x: Game, _memo: dict = {}) -> bool:
    """Lean: `IGame.Dicotic x`: `xᴸ = ∅ ↔ xᴿ = ∅`, and every option dicotic."""
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = ((not x.left) == (not x.right)
                            and all(is_dicotic(y) for y in (*x.left, *x.right)))
    return found


# --- impartial games ----------------------------------------------------------------------------

def is_impartial(x: Game, _memo: dict = {}) -> bool:
    """Lean: `IGame.Impartial x ↔ -x ≈ x ∧ ∀ p, ∀ y ∈ x.moves p, Impartial y` (`impartial_def`)."""
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = (equiv(neg(x), x)
                            and all(is_impartial(y) for y in (*x.left, *x.right)))
    return found


def grundy(x: Game, _memo: dict = {}) -> int:
    """Lean: `IGame.grundy x = grundyAux right x`, the mex of the options' Grundy values, for an
    impartial `x` (a finite nimber, as an int). A game that is not impartial has no `grundy`
    (the Lean term needs an `Impartial` instance): `GameError`."""
    if not is_impartial(x):
        raise GameError(f"{show(x)} is not impartial, so `grundy` of it is not defined")
    found = _memo.get(x)
    if found is None:
        found = _memo[x] = mex(grundy(y) for y in x.right)
    return found


# --- the library's syntax -----------------------------------------------------------------------

def _names() -> dict[Game, str]:
    names = {ZERO: "0", STAR: "⋆", HALF: "½", UP: "↑", DOWN: "↓"}
    for n in range(1, 5):
        names.setdefault(integer(n), str(n))
        names.setdefault(integer(-n), f"-{n}")
        names.setdefault(switch(integer(n)), f"±{n}")
    for n in range(2, 5):
        names.setdefault(nim(n), f"nim (∗{n})")
    return names


_NAMES: dict[Game, str] = {}


def show(x: Game) -> str:
    """`x` in the library's syntax: its name where it has one (`0`, `⋆`, `½`, `↑`, `↓`, `±1`, small
    integers, `nim (∗n)`), otherwise `!{{a, b} | {c}}` with `∅` for no options."""
    if not _NAMES:
        _NAMES.update(_names())
    name = _NAMES.get(x)
    if name is not None:
        return name

    def side(s: frozenset) -> str:
        return "{" + ", ".join(sorted(map(show, s), key=lambda t: (len(t), t))) + "}" if s else "∅"
    return f"!{{{side(x.left)} | {side(x.right)}}}"


def size_key(x: Game) -> tuple:
    """Smallest first: by birthday, then by the length of the printed form, then the text."""
    text = show(x)
    return (birthday(x), len(text), text)
