"""The games library's vocabulary inside the one elaborator (`elab.py`, `operators.py`): its
types, names, numerals, coercions, operators and relations, read from `game_library`'s table
and typed by the same rules as the rest of Lean (`coercions.analyze` for `binop%`/`binrel%`).

vihdzp/combinatorial-games (where Mathlib's `SetTheory.PGame` development moved) declares:

* the types `IGame` (short games here: a value is a `short.Game` form), `Game` (its quotient by
  `≈`: a value is a canonical form, so `=` on `Game` is equivalence), `Nimber` and the finite
  `Ordinal`/`NatOrdinal` (ints; the two agree on finite ordinals), `NatNimber` (Nimber/Nat.lean's
  `alias! NatNimber Nat`: ℕ with nimber arithmetic, an int), `Player` (`left`, `right`), and
  Mathlib's older `SetTheory.PGame` (the same forms; its `=` is refused);
* numerals through each type's instances: `(2 : Nimber)` is `Nat.cast 2 = 1 + 1 = 0`
  (characteristic 2), `(n : IGame)` is `Nat.unaryCast`; `NatNimber` has `0` and `1` only
  (`alias!` derives `Zero` and `One`);
* coercions from ℕ (and ℤ to the games), decided by `coercions.coerces`;
* `+ - *` and `-x` by the table's instances (`game_library.arithmetic`), the relations
  `≈` (`AntisymmRel (· ≤ ·)`), `‖` (`IncompRel`), `⧏` (`¬ y ≤ x`) and the orders.

A name the file declares itself but Lean cannot compute there (`noncomputable def nim`, a
declaration pychecks could not read such as `def toNimber : NatNimber ↪o Nimber`) and that the
table has under the same full name is the table's: the table entry is the library's own
definition, read from the file it names, and tested against an independent one
(`tests/lean/evaluate/test_game_elab.py`).

Scopes: a variable of a game type ranges over the canonical forms of every game born by day D
(`--birthday`, default 2: 22 values); nimbers, ordinals and `NatNimber`s over 0..N.
"""
from __future__ import annotations


from ...games import short as G
from .. import ast as A
from .. import coercions as C
from . import game_library as V
from . import ir as I
from . import runtime as R
from . import truth as TR
from . import types as T
from .context import Unsupported

IGAME, PGAME, GAME = T.TCon("IGame"), T.TCon("PGame"), T.TCon("Game")
SURREAL = T.TCon("Surreal")
NIMBER, ORDINAL, NATNIMBER = T.TCon("Nimber"), T.TCon("Ordinal"), T.TCon("NatNimber")
PLAYER = T.TCon("Player")
#: `def Domineering := Finset (ℤ × ℤ)` (Game/Specific/Domineering.lean): a board, its cells.
DOMINEERING = T.TCon("Domineering")
#: The box a `Domineering` variable's boards lie in: 3×3, 512 boards (the games of every board
#: inside it are built in well under a second).
DOMINEERING_BOX = frozenset((x, y) for x in range(3) for y in range(3))

#: The table's type names (`game_library`) as the elaborator's types.
_TABLE_TYPES = {"Nat": T.NAT, "Int": T.INT, "Prop": T.PROP, "IGame": IGAME, "PGame": PGAME,
                "Game": GAME, "Surreal": SURREAL, "Nimber": NIMBER, "Ordinal": ORDINAL,
                "NatNimber": NATNIMBER,
                "Player": PLAYER, "Set IGame": T.set_of(IGAME), "Set Nimber": T.set_of(NIMBER),
                "Domineering": DOMINEERING}
#: The library's `Finset (ℤ × ℤ) ≃ Domineering` (a board is its finite set of cells).
_BOARD_OF_CELLS = ("IGame.toDomineering", "IGame.ofDomineering")
#: Types whose values are games (forms); `Game`'s are canonical forms.
GAME_TYPES = ("IGame", "PGame", "Game", "Surreal")
#: The games up to `≈`: a value is a canonical form, whose identity is their equality
QUOTIENTS = ("Game", "Surreal")
#: Types whose values are ints ordered as ℕ (finite ordinals and nimbers).
ORDERED_INTS = ("Nimber", "Ordinal", "NatNimber")
#: The games library's types that take part in a `binop%` tree.
NUMERIC = GAME_TYPES + ORDERED_INTS

#: Day D of the games a game variable ranges over by default (22 values).
DEFAULT_BIRTHDAY = 2
#: Days accepted: day 3 has 1474 values, day 4 is far beyond any enumeration.
MAX_BIRTHDAY = 3
_BIRTHDAY = R.CommandSetting(DEFAULT_BIRTHDAY)


def using_birthday(day: int):
    """Within the block, game variables range over the games born by `day`."""
    return _BIRTHDAY.using(day)


def birthday_scope() -> int:
    """The day D of the command running (`--birthday`)."""
    return _BIRTHDAY.current()


def _name(t) -> str | None:
    t = T.resolve(t)
    return t.name if isinstance(t, T.TCon) and not t.args else None


def is_game_type(t) -> bool:
    """True for one of the games library's types (`IGame`, `Nimber`, …, `Player`)."""
    return _name(t) in NUMERIC + ("Player", "Domineering")


def numeric(t) -> bool:
    """True when a comparison or arithmetic of `t` is one `binop%`/`binrel%` tree: the games
    library's games, nimbers and ordinals (beside ℕ, ℤ and `Fin n`)."""
    return _name(t) in NUMERIC


def descriptor(t):
    """The type as `coercions` names it (`IGame`, `Nimber`, …), or None when it is none of the
    games library's types that coerce."""
    name = _name(t)
    return {"IGame": C.IGAME, "PGame": C.PGAME, "Nimber": C.NIMBER, "Ordinal": C.ORDINAL,
            "Game": C.GAME, "Surreal": C.SURREAL}.get(name)


def uses_games(t) -> bool:
    """True when the values of `t` are games (the scope then names its day D)."""
    t = T.resolve(t)
    if isinstance(t, T.TCon):
        return t.name in GAME_TYPES or any(uses_games(a) for a in t.args)
    if isinstance(t, T.TFun):
        return uses_games(t.dom) or uses_games(t.cod)
    return False


# --- types and names ---------------------------------------------------------------------------

def type_named(name: str):
    """The type a written name denotes in the games library (`IGame`, `NatOrdinal`), or None."""
    found = V.TYPES.get(name)
    if found is None or found in ("Nat", "Int", "Prop"):
        return None
    return _TABLE_TYPES.get(found)


def scopes(ctx) -> tuple:
    """Where Lean's name resolution looks from `ctx`: the current namespace and its prefixes,
    the `open`s, and an `open` nested in another or in the namespace (`open SetTheory PGame`
    opens `SetTheory.PGame`)."""
    ns = [".".join(ctx.namespace[:k]) for k in range(len(ctx.namespace), 0, -1)]
    opens = tuple(ctx.opens)
    nested = tuple(f"{a}.{b}" for i, a in enumerate(opens) for b in opens[i + 1:])
    return tuple(dict.fromkeys((*ns, *opens, *nested, *(f"{n}.{o}" for n in ns for o in opens))))


def lookup(name: str, ctx) -> V.GameName | None:
    """The table entry Lean's resolution reaches for `name` from `ctx`, or None."""
    if name in V.ATOMS:
        return V.NAMES[V.ATOMS[name]]
    found = V.lookup(name, scopes(ctx))
    if found is None:
        pred = V.predicate(name, scopes(ctx))   # `Impartial x`: a type class, decided
        if pred is not None:
            return V.GameName(name, ("IGame",), "Prop", pred[1], pred[0])
    return found


def instance_hypothesis(el, binder, ctx):
    """`[Impartial x]` (a binder of a statement): the hypothesis it states, as a proposition's
    IR, when its class is one of the games library's predicates on games; None otherwise (an
    instance binder pychecks needs nothing of, `[DecidableEq α]`)."""
    t = binder.type
    if isinstance(t, A.App) and isinstance(t.fn, A.Ident) and len(t.arguments) == 1 and \
            V.predicate(t.fn.name, scopes(ctx)) is not None:
        return el.prop(t, ctx)
    return None


def overrides(entry) -> V.GameName | None:
    """The table's entry for a declaration of the file that Lean cannot compute there (its
    `noncomputable` definition, or one pychecks could not read) and that the games library
    declares under the same full name; None otherwise (the file's own meaning stands)."""
    found = same_name(entry)
    if found is None or entry.decl is None:
        return None
    noncomputable = any("noncomputable" in m.split() for m in entry.decl.modifiers)
    if noncomputable or entry.decl.error is not None:
        return found
    return None


def same_name(entry) -> V.GameName | None:
    """The table's entry under a declaration's own full name (the games library's source
    file declares `IGame.moves` itself), or None."""
    return V.NAMES.get(entry.full_name)


def _param(el, tyname: str, node, ctx):
    t = _TABLE_TYPES.get(tyname)
    if t is None:
        el.fail(node, f"a `{tyname}` argument (pychecks evaluates it in the games reader "
                      "only)", ctx)
    return t


def apply(el, entry: V.GameName, node, args, ctx, expected, app, receiver=None):
    """The table's `entry` applied to argument terms (and a dot-notation receiver, which takes
    the first parameter of its type)."""
    params = [_param(el, a, node, ctx) for a in entry.args]
    result = _param(el, entry.result, node, ctx)
    slots = list(range(len(params)))
    vals = {}
    if receiver is not None:
        rir, rty = receiver
        slot = next((i for i in slots if _name(params[i]) == _name(rty)), None)
        if slot is None:
            el.fail(app, f"`{entry.name}` has no parameter of the receiver's type", ctx)
        vals[slot] = rir
        slots.remove(slot)
    args = list(args)
    if not args and slots and receiver is None and \
            (expected is None or isinstance(T.resolve(expected), T.TFun)):
        # `nim` unapplied (`nim '' s`): the function itself
        names = tuple(el.fresh("x") for _ in slots)
        body = I.Lib(entry.name, entry.impl, (), tuple(I.Var(n) for n in names), at=app)
        return I.Lam(names, body, at=app), T.fun(*params, result)
    if len(args) != len(slots):
        el.fail(app, f"`{entry.name}` takes {len(slots)} argument(s) here, {len(args)} given"
                     " (pychecks applies the games library's functions fully)", ctx)
    if entry.name in _BOARD_OF_CELLS:
        params = [T.finset(T.prod(T.INT, T.INT))]   # the cells (pairs compare as tuples)
    for slot, a in zip(slots, args):
        vals[slot] = el.check(a, ctx, params[slot])
    impl = _guarded(entry) if entry.requires else entry.impl
    out = I.Lib(entry.name, impl, (), tuple(vals[i] for i in range(len(params))), at=app)
    if _name(result) in ("IGame", "PGame") and _name(expected) in ("IGame", "PGame"):
        result = T.resolve(expected)   # the engine's forms serve both
    return out, result


def _guarded(entry: V.GameName):
    """`entry.impl`, whose Lean term needs a type class (`[Impartial x]` for `grundy`): a value
    that is not an instance leaves the assignment undecided, never a wrong value."""
    def run(*args):
        try:
            return entry.impl(*args)
        except G.GameError as exc:
            raise R.NotExact(TR.Unknown(f"`{entry.name}` needs `{entry.requires}` of its "
                                        f"argument, which does not hold here: {exc}")) from None
    return run


def dot_names(t) -> tuple:
    """The namespaces dot notation `x.f` looks in for `x : t` (`Ordinal`: `NatOrdinal` first)."""
    name = _name(t)
    extra = {"Game": ("Game",), "Surreal": ("Surreal",), "NatNimber": ("NatNimber",),
             "Player": ("Player",)}
    return V.NAMESPACE.get(name, ()) + extra.get(name, ())


def dot_lookup(t, field: str) -> V.GameName | None:
    for ns in dot_names(t):
        found = V.NAMES.get(f"{ns}.{field}")
        if found is not None:
            return found
    return None


# --- values ------------------------------------------------------------------------------------

def numeral(el, node, value: int, t, ctx):
    """The numeral `value` at the games library's type `t` (its `OfNat` instance)."""
    name = _name(t)
    if name == "Player":
        own = el.instance_field(("zero", "one")[value], t, 0, node, ctx) if value in (0, 1) \
            else None
        if own is not None:           # a file's own `Player` with `one := left` (a group)
            return own
        el.fail(node, f"the numeral {value} as a `Player`", ctx)
    if name == "NatNimber":
        if value not in (0, 1):
            el.fail(node, f"the numeral {value} as a `NatNimber` (`alias!` derives only `Zero` "
                          "and `One`)", ctx)
        return I.Lit(value, at=node)
    if name in QUOTIENTS:
        return I.Lit(G.canonical(V.numeral(value, "IGame")), at=node)
    return I.Lit(V.numeral(value, name), at=node)


def cast(ir, source, target, node=None):
    """`↑ir : target` from `source` (both elaborator types) where `coercions.coerces` says Lean
    inserts it: the cast's value when it is not the same int (ℕ, ℤ → a game, ℕ → `Nimber`)."""
    src, dst = _cast_descriptor(source), descriptor(target)
    if dst is None or src is None or src == dst:
        return ir
    if dst == C.ORDINAL:
        return ir                     # a finite ordinal is its ℕ value
    return I.Prim("games:cast", lambda v, s=src, d=dst: V.cast(v, s, d), (ir,), at=node)


def _cast_descriptor(t):
    t = T.resolve(t)
    if t == T.NAT:
        return C.NAT
    if t == T.INT:
        return C.INT
    if isinstance(t, T.TFin):
        return C.NAT                  # `Fin n → ℕ` first: the value is its ℕ value
    return descriptor(t)


def coerces(source, target) -> bool:
    """True when Lean inserts `↑` from `source` to `target`, one of them a games library type."""
    s, d = _cast_descriptor(source), descriptor(target)
    return s is not None and d is not None and C.coerces(s, d)


def operator(el, op: str, t, args, node, ctx):
    """`a op b` (or `op a`, `"neg"`) on a games library type: the table's instance."""
    name = _name(t)
    if op == "neg":
        if name in GAME_TYPES:
            fn = G.neg if name not in QUOTIENTS else (lambda x: G.canonical(G.neg(x)))
            return I.Prim("games:neg", fn, tuple(args), at=node)
        if name in ("Nimber", "NatNimber"):
            return args[0]            # `-a = a` in characteristic 2 (NatNimber: `neg n := n`)
        fn = el.instance_field("neg", t, 1, node, ctx)
        if fn is not None:            # the file's own `instance : Neg Player where neg := …`
            return I.Call(fn, tuple(args), at=node)
        el.fail(node, f"`-x` on `{name}` (it has no `Neg` instance)", ctx)
    table = "Nimber" if name == "NatNimber" and op in ("+", "-") else name
    if name == "NatNimber" and op not in ("+", "-"):
        el.fail(node, f"`{op}` on `NatNimber` (Nimber/Nat.lean's instance is not in pychecks' "
                      "table)", ctx)
    if name in QUOTIENTS:
        table = "IGame"
    fn = V.arithmetic(op, table) if op != "^^^" or name != "Ordinal" else _xor
    if fn is None:
        field = {"*": "mul", "+": "add", "-": "sub"}.get(op)
        own = el.instance_field(field, t, 2, node, ctx) if field else None
        if own is not None:           # the file's own `instance : Mul Player where mul | …`
            return I.Call(own, tuple(args), at=node)
        el.fail(node, f"`{op}` on `{name}` is outside what pychecks evaluates", ctx)
    if name in QUOTIENTS:
        fn = (lambda f: lambda a, b: G.canonical(f(a, b)))(fn)
    return I.Prim(f"games:{name}{op}", fn, tuple(args), at=node)


def _xor(a: int, b: int) -> int:
    # `n ^^^ m` beside an ordinal: Mathlib states `grundyValue (nim n + nim m) = n ^^^ m` with
    # the xor of naturals cast to the ordinal; on finite ordinals the cast is the value
    return a ^ b


def relation(el, op: str, t, a, b, node, ctx):
    """`a op b` for `op` in `= ≠ < ≤ ≈ ‖ ⧏` on a games library type."""
    name = _name(t)
    if name in GAME_TYPES:
        if op in ("=", "≠") and name == "PGame":
            el.fail(node, "`=` on Mathlib's PGame is identity of the inductive value, which the "
                          "options do not decide; `≈` is equivalence", ctx)
        fns = {"=": lambda x, y: x is y, "≠": lambda x, y: x is not y, "≤": G.le, "<": G.lt,
               "≈": G.equiv, "‖": G.fuzzy, "⧏": G.lf}
    else:   # a linear order on ints: ≈ is =, nothing is incomparable, x ⧏ y is ¬ y ≤ x
        fns = {"=": lambda x, y: x == y, "≠": lambda x, y: x != y, "≤": lambda x, y: x <= y,
               "<": lambda x, y: x < y, "≈": lambda x, y: x == y, "‖": lambda x, y: False,
               "⧏": lambda x, y: x < y}
    out = I.Prim(f"games:{name}{op}", fns[op], (a, b), at=node)
    out.operand_type = t            # for the counterexample's breakdown (both sides' values)
    if name in GAME_TYPES and op not in ("=", "≠"):
        # compared up to `≈`: each side is shown by its value (canonical form), not its form
        out.side_text = lambda v: f"≈ {G.show(G.canonical(v))}"
    return out


def _elements(s, what: str):
    if not isinstance(s, R.ListedSet):
        raise R.NotExact(TR.Unknown(f"{what}: a set whose elements pychecks does not list"))
    return s


def game_of_sets(el, node, ctx, expected):
    """`!{s | t}` (`IGame.ofSets`) with finite set literals of games, or sets whose elements
    are known (`nim '' Iio o`), and `!{st}` with `st : Player → Set IGame`: the form."""
    t = T.resolve(expected) if expected is not None else None
    if _name(t) in QUOTIENTS:
        # `OfSets Game` / `OfSets Surreal` (Game/Basic.lean, Surreal/Basic.lean): the class of
        # the form of the options' representatives; `≈` is a congruence for options, so the
        # class of the form of their canonical forms
        form, _ = game_of_sets(el, node, ctx, IGAME)
        return I.Prim("games:of_sets", lambda x, q=_name(t): _quotient_class(x, q), (form,),
                      at=node), t
    ty = t if _name(t) in ("IGame", "PGame") else IGAME
    if node.right is None:
        st = el.check(node.left, ctx, T.fun(PLAYER, T.set_of(ty)))

        def make_fn(f):
            left, right = (_elements(f(p), "`!{st}`") for p in PLAYERS)
            return G.game(left, right)
        return I.Prim("games:of_sets", make_fn, (st,), at=node), ty
    if not all(isinstance(side, A.SetLit) or isinstance(side, A.Ident) and side.name == "∅"
               for side in (node.left, node.right)):
        sets = tuple(el.check(side, ctx, T.set_of(ty)) for side in (node.left, node.right))
        return I.Prim("games:of_sets", lambda a, b: G.game(_elements(a, "`!{s | t}`"),
                                                           _elements(b, "`!{s | t}`")),
                      sets, at=node), ty
    sides = []
    for side in (node.left, node.right):
        if isinstance(side, A.Ident) and side.name == "∅":
            sides.append(())
        elif isinstance(side, A.SetLit):
            sides.append(tuple(el.check(x, ctx, ty) for x in side.items))
        else:
            el.fail(side, "an option set that is not a finite set literal `{a, b}` or `∅` "
                          "(pychecks builds the game from its options)", ctx)
    k = len(sides[0])

    def make(*xs):
        return G.game(xs[:k], xs[k:])
    return I.Prim("games:of_sets", make, sides[0] + sides[1], at=node), ty


def _quotient_class(x, quotient: str):
    """`x`'s class in `Game` or `Surreal`: its canonical form (a surreal's options need each
    left one below each right one, Surreal/Basic.lean's `OfSets` condition, which Lean makes
    the writer prove)."""
    if quotient == "Surreal" and not G.is_numeric(x):
        raise R.NotExact(TR.Unknown(f"`!{{s | t}}` as a `Surreal` needs every left option below "
                                    f"every right one, which fails for {G.show(x)}"))
    return G.canonical(x)


def injective(node, args):
    """`Function.Injective f` unfolded as Mathlib defines it (Logic/Function/Defs.lean:
    `∀ ⦃a₁ a₂⦄, f a₁ = f a₂ → a₁ = a₂`), its variables' type inferred from f; None when it is
    not applied to one function."""
    if len(args) != 1:
        return None
    f = args[0]

    def at(n):
        return A.copy_span(n, node)
    a, b = at(A.Ident("a₁")), at(A.Ident("a₂"))
    same = at(A.BinOp("=", at(A.App(f, (a,))), at(A.App(f, (b,)))))
    body = at(A.BinOp("→", same, at(A.BinOp("=", a, b))))
    return at(A.Quant("forall", (at(A.Binder("", (a, b))),), body))


def image(el, node, ctx, expected):
    """`f '' s` (Mathlib's `Set.image`) of a set whose elements are known: the set of values."""
    s, ts = el.elab(node.rhs, ctx)
    t = T.resolve(ts)
    if not (isinstance(t, T.TCon) and t.name == "Set"):
        el.fail(node, f"`''` on a `{T.show_type(T.zonk(ts))}` (the image of a set)", ctx)
    cod = T.TVar("β")
    f = el.check(node.lhs, ctx, T.TFun(t.args[0], cod))

    def run(fn, xs):
        return V.FiniteSet(fn(x) for x in _elements(xs, "`f '' s`"))
    return I.Prim("games:image", run, (f, s), at=node), T.set_of(cod)


def set_equality(el, op, a, b, node):
    """`s = t` of two sets whose elements are known (a player's options, an image)."""
    def eq(x, y):
        return _elements(x, "`=` of sets") == _elements(y, "`=` of sets")
    out = I.Prim("games:set=", eq, (a, b), at=node)
    return out if op == "=" else I.Not(out, at=node)


def prefix(el, node, ctx, expected):
    """`⧾x`, `⧿x`, `±x` (games) and `∗o` (`Nimber.of`, with `Nimber` open)."""
    entry = V.NAMES[V.PREFIX[node.op]]
    scope = V.NOTATION.get(f"{node.op}o" if node.op == "∗" else f"{node.op}x", ("", "", ""))[2]
    if scope and scope not in scopes(ctx):
        el.fail(node, f"`{node.op}` is scoped notation: it needs `open {scope}` (or `namespace "
                      f"{scope}`), as in Lean", ctx)
    return apply(el, entry, node, (node.arg,), ctx, expected, node)


def looks_game(el, node, ctx) -> bool:
    """True when `node` (the argument of a `-`) is a term of a games library type by its head:
    a local of such a type, a name of the table with such a result, a game's notation. Lean's
    `-x` is `Neg.neg` at x's type; ℤ's `-` is read as before for everything else."""
    while isinstance(node, (A.App, A.Proj, A.Typed)):
        if isinstance(node, A.Typed):
            try:
                return is_game_type(el.type_of(node.type, ctx))
            except Unsupported:   # not a type pychecks reads: not a game's term
                return False
        node = node.fn if isinstance(node, A.App) else node.base
        if isinstance(node, A.Proj):
            return False
    if isinstance(node, A.GameOfSets) or (isinstance(node, A.UnOp) and node.op in V.PREFIX):
        return True
    if isinstance(node, A.Ident):
        local = ctx.locals.get(node.name)
        if local is not None:
            return is_game_type(local.ty)
        entry = el.env.lookup(node.name, ctx.namespace, ctx.opens)
        found = overrides(entry) if entry is not None else lookup(node.name, ctx)
        if found is None and entry is not None:
            # a definition of the file (`def star : IGame := …`, `def tiny (x : IGame) : IGame`):
            # its stated result type, the last of its arrows, names a games library type
            return _states_game_type(getattr(entry.decl, "type", None))
        return found is not None and found.result in NUMERIC
    return False


def _states_game_type(typ) -> bool:
    while isinstance(typ, A.BinOp) and typ.op == "→":
        typ = typ.rhs
    return isinstance(typ, A.Ident) and typ.name.rsplit(".", 1)[-1] in GAME_TYPES


# --- scopes --------------------------------------------------------------------------------------

#: The largest default N of a statement in the games library's words: nim heaps and nimbers up
#: to 15 (every 4-bit pattern); the sum of two nim heaps of 63 has thousands of options, and a
#: check of `nim n + nim m` at N = 63 takes a minute where N = 15 takes a second.
MAX_DEFAULT_N = 15


def _library_nodes(ev):
    roots = [h for h, _ in ev.hypotheses] + [ev.conclusion] + \
        [d.body for d in ev.elab.program.defs.values()]
    for root in roots:
        for x in I.walk(root):
            if isinstance(x, I.Lib) and x.name in V.NAMES or \
                    isinstance(x, I.Prim) and x.op.startswith("games:"):
                yield x


def builds_games(ev) -> bool:
    """True when the statement (or a definition it reaches) makes games out of its values."""
    return any(isinstance(x, I.Prim) and x.op in ("games:of_sets", "games:neg", "games:cast") or
               isinstance(x, I.Lib) and V.NAMES[x.name].result in GAME_TYPES
               for x in _library_nodes(ev))


def in_library_words(ev) -> bool:
    """True when the statement uses the games library's vocabulary (a name of its table, its
    notation, or a variable of one of its types)."""
    return any(is_game_type(v.ty) for v in ev.variables) or \
        next(iter(_library_nodes(ev)), None) is not None


def values(t, n: int):
    """The values of a games library type in the scope (N = n), or None when `t` is none."""
    name = _name(t)
    if name == "Surreal":
        return tuple(v for v in G.values_born_by(birthday_scope()) if G.is_numeric(v))
    if name in GAME_TYPES:
        return tuple(G.values_born_by(birthday_scope()))
    if name in ORDERED_INTS:
        return tuple(range(n + 1))
    if name == "Player":
        return PLAYERS
    if name == "Domineering":
        return boards()
    return None


def boards() -> tuple:
    """Every board inside `DOMINEERING_BOX`, fewest cells first."""
    import itertools
    cells = sorted(DOMINEERING_BOX)
    out = [frozenset(c) for r in range(len(cells) + 1) for c in itertools.combinations(cells, r)]
    return tuple(sorted(out, key=lambda b: (len(b), sorted(b))))


def count(t, n: int) -> int | None:
    name = _name(t)
    if name == "Surreal":
        return len(values(t, n))
    if name in GAME_TYPES:
        return len(G.values_born_by(birthday_scope()))
    if name in ORDERED_INTS:
        return n + 1
    if name == "Player":
        return 2
    if name == "Domineering":
        return 1 << len(DOMINEERING_BOX)
    return None


def size(v) -> int | None:
    """Tokens of a game (its options, recursively), for the smallest counterexample first."""
    return G.size_key(v)[0] if isinstance(v, G.Game) else None


def lex_key(v):
    return G.size_key(v) if isinstance(v, G.Game) else None


def show(v, t) -> str | None:
    """`v : t` as Lean text, for the games library's types; None for other types."""
    name = _name(t)
    if name in GAME_TYPES:
        return G.show(v)
    if name == "Nimber":
        return f"∗{v}"
    if name == "NatNimber":
        return f"NatNimber.of {v}"
    if name == "Ordinal":
        return str(v)
    if name == "Domineering":
        cells = ", ".join(f"({x}, {y})" for x, y in sorted(v))
        return f"toDomineering {{{cells}}}" if v else "toDomineering ∅"
    return None


def scope_text(variables, n: int) -> str | None:
    """The scope of a statement with variables of the games library's types: `D=2` for games
    (with `N=…` when numbers range too), `boards in 3×3` for Domineering; None when it has none."""
    games = [v for v in variables if uses_games(v.ty)]
    boards_ = [v for v in variables if _name(v.ty) == "Domineering"]
    if not games and not boards_:
        return None
    parts = [f"N={n}"] if len(games) + len(boards_) < len(variables) else []
    if games:
        parts.append(f"D={birthday_scope()}")
    if boards_:
        parts.append("boards in 3×3")
    return ", ".join(parts)


def _players():
    from .values import CtorValue
    return (CtorValue("Player.left"), CtorValue("Player.right"))


PLAYERS = _players()


def player_moves(p, x: G.Game):
    """`IGame.moves p x` (Game/IGame.lean): Left's or Right's options, as a set's membership."""
    return R.set_of_values(x.left if p.ctor == "Player.left" else x.right)
