"""Games solved as games: a solver the statement calls that is the usual recursion over an
options function is answered from a table of the whole scope, solved once.

Recognised on the tree (`ir.py`), whatever the names:

* **a solver with fuel**: a definition `D : ℕ → α → β` by the two clauses
  `| 0, _ => …` and `| f + 1, p => B`, where B calls `D` only as `D f q` with q bound by a
  `fun q => …` handed to `List.any`, `List.all`, `List.map` (…) over one options term `O p`
  (free only in p, reaching no D), and uses f nowhere else. `wins`, `Heaps.wins` and `grundy`
  of lean/Examples/ListGames.lean are such solvers. Two bodies are known by their form:
  normal play `B = (O p).any fun q => !D f q`, and a Grundy value `B = M ((O p).map fun q =>
  D f q)` where M is a definition recognised as the mex (`is_mex`);
* **winning and losing as mutual inductive predicates**: `Win p` by the one rule
  `∃ q ∈ O p, Lose q` and `Lose p` by `∀ q ∈ O p, Win q` (a membership conjunct `q ∈ O p`
  restated or not).

The options of every position of the scope are tabulated once (each option a position's index
in the scope, or outside it), and the graph is solved by `solvers.game_graph`: the longest
play from each position, and its outcome. A position is decided when no play from it leaves
the scope or cycles. Then:

* `D f p` with f greater than the longest play from p is the table's value: no call below it
  reaches fuel 0 (by induction, each call `D f' q` has f' greater than the longest play from
  q), so the clause `| 0, _` plays no part. For the normal-play form the value is the kernel's
  outcome, for the Grundy form the kernel's mex of the options' values; for any other B (a
  misère form, a mex of another form) it is B itself, run by the compiled twin once per
  position in order of increasing longest play, with `D f q` answered from the positions
  already done.
* `Win p` / `Lose p` at a decided position is the outcome: on a finite graph without cycles
  the least fixpoint is the unique solution, the outcome in normal play.

Everything else — a position outside the scope or undecided, fuel not greater than the longest
play — runs the definition itself (the compiled twin, under the same budget), so the table
changes the speed of an answer, never the answer.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from . import ir as I
from . import runtime as R
from . import scope as S

#: Library functions whose `fun q => …` argument is called on the entries of their list
#: argument only (so q is one of the options).
ELEMENTWISE = frozenset({"List.any", "List.all", "List.map", "List.filter", "List.countP",
                         "List.find?", "List.filterMap", "List.flatMap"})
#: Positions above which a table is not built (the evaluator runs the definitions instead).
MAX_TABLE_POSITIONS = S.MAX_VALUES


@dataclass
class FuelSolver:
    """A recognised solver with fuel (see the module docstring)."""

    key: str
    fuel: str                 # the fuel variable of the clause `| f + 1, p`
    position: str             # p
    body: I.IR                # B
    options: I.IR             # O p
    normal: bool              # B is `(O p).any fun q => !D f q`
    grundy: bool = False      # B is `M ((O p).map fun q => D f q)`, M a mex (`is_mex`)


@dataclass
class PlayPredicates:
    """A recognised pair of mutual predicates Win / Lose over one options term."""

    win: str
    lose: str
    position: str
    options: I.IR             # O p, in the variable `position`


@dataclass
class Game:
    """Solvers and predicates of one statement that share a position type, and that type."""

    position_type: object
    solvers: list = field(default_factory=list)
    predicates: list = field(default_factory=list)


# --- recognition ------------------------------------------------------------------------------

def same(a, b, rename: dict | None = None) -> bool:
    """Structural equality of two trees, bound names of `b` read through `rename` (a → b)."""
    rename = rename if rename is not None else {}
    if type(a) is not type(b):
        return False
    if isinstance(a, I.Var):
        return rename.get(a.name, a.name) == b.name
    if isinstance(a, (I.Lam,)):
        if len(a.params) != len(b.params):
            return False
        inner = dict(rename, **dict(zip(a.params, b.params)))
        return same(a.body, b.body, inner)
    if isinstance(a, I.Let):
        inner = dict(rename, **{a.name: b.name})
        return same(a.value, b.value, rename) and same(a.body, b.body, inner)
    if isinstance(a, I.Quant):
        inner = dict(rename, **{a.var: b.var})
        return a.kind == b.kind and _same_domain(a.domain, b.domain, rename) and \
            same(a.body, b.body, inner)
    if isinstance(a, (I.Match, I.Clause)):
        return False          # not needed for options terms; never equal, so never wrongly so
    for k, va in vars(a).items():
        if k == "at":
            continue
        vb = getattr(b, k, None)
        if isinstance(va, I.IR):
            if not same(va, vb, rename):
                return False
        elif isinstance(va, tuple):
            if not isinstance(vb, tuple) or len(va) != len(vb):
                return False
            for x, y in zip(va, vb):
                if isinstance(x, I.IR):
                    if not same(x, y, rename):
                        return False
                elif x is not y and x != y:
                    return False
        elif va is not vb and not _plain_equal(va, vb):
            return False
    return True


def _plain_equal(a, b) -> bool:
    try:
        return type(a) is type(b) and isinstance(a, (bool, int, str, type(None))) and a == b
    except Exception:  # noqa: BLE001 — anything not a plain value is equal only to itself
        return False


def _same_domain(a, b, rename) -> bool:
    if a.exact != b.exact or (a.values is None) != (b.values is None):
        return False
    return a.values is None or same(a.values, b.values, rename)


def _parents(root) -> dict:
    """id(node) → its parent node, over the tree below `root`."""
    out = {}
    stack = [root]
    while stack:
        node = stack.pop()
        for c in I.children(node):
            out[id(c)] = node
            stack.append(c)
    return out


def _reaches(program: I.Program, root, keys: set) -> bool:
    """True when `root` calls (through the definitions it calls) one of `keys`, or reaches an
    inductive predicate."""
    seen, stack = set(), [root]
    while stack:
        node = stack.pop()
        for x in I.walk(node):
            if isinstance(x, I.Pred):
                return True
            if isinstance(x, I.Global):
                if x.key in keys:
                    return True
                if x.key not in seen and x.key in program.defs:
                    seen.add(x.key)
                    stack.append(program.defs[x.key].body)
    return False


def fuel_solver(program: I.Program, d: I.Def) -> FuelSolver | None:
    """The FuelSolver `d` is, or None."""
    from .compile import free_vars
    if len(d.params) != 2 or not isinstance(d.body, I.Match):
        return None
    m = d.body
    if len(m.scrutinees) != 2 or not all(isinstance(s, I.Var) for s in m.scrutinees) or \
            tuple(s.name for s in m.scrutinees) != tuple(d.params) or len(m.clauses) != 2:
        return None
    zero, succ = m.clauses
    if not (isinstance(zero.patterns[0], I.PLit) and zero.patterns[0].value == 0
            and isinstance(zero.patterns[1], (I.PWild, I.PVar))):
        return None
    pf, pp = succ.patterns
    if not (isinstance(pf, I.PSucc) and pf.k == 1 and isinstance(pf.inner, I.PVar)
            and isinstance(pp, I.PVar)):
        return None
    fuel, position, body = pf.inner.name, pp.name, succ.body
    if not free_vars(body) <= {fuel, position}:
        return None
    parents = _parents(body)
    calls = [x for x in I.walk(body) if isinstance(x, I.Global) and x.key == d.key]
    fuel_uses = [x for x in I.walk(body) if isinstance(x, I.Var) and x.name == fuel]
    if not calls or len(fuel_uses) != len(calls):
        return None
    options = None
    for call in calls:
        if len(call.args) != 2 or not all(isinstance(a, I.Var) for a in call.args) or \
                call.args[0].name != fuel:
            return None
        q = call.args[1].name
        lam = _binder(parents, call, q)
        if lam is None:
            return None
        host = parents.get(id(lam))
        if not (isinstance(host, I.Lib) and host.name in ELEMENTWISE):
            return None
        others = [a for a in host.args if a is not lam]
        if len(others) != 1:
            return None
        o = others[0]
        if options is None:
            options = o
        elif not same(options, o):
            return None
    if not free_vars(options) <= {position} or _reaches(program, options, {d.key}):
        return None
    return FuelSolver(key=d.key, fuel=fuel, position=position, body=body, options=options,
                      normal=_is_normal(body, d.key, options),
                      grundy=_is_grundy(program, body, d.key, options))


def _binder(parents, node, name):
    """The `Lam` of one parameter `name` above `node`, or None."""
    x = parents.get(id(node))
    while x is not None:
        if isinstance(x, I.Lam) and name in x.params:
            return x if len(x.params) == 1 else None
        x = parents.get(id(x))
    return None


def _is_normal(body, key, options) -> bool:
    """True for `B = (O p).any fun q => !D f q`."""
    if not (isinstance(body, I.Lib) and body.name == "List.any" and len(body.args) == 2):
        return False
    o, lam = body.args
    if o is not options or not isinstance(lam, I.Lam) or len(lam.params) != 1:
        return False
    neg = lam.body
    if not (isinstance(neg, I.Prim) and neg.op == "not" and len(neg.args) == 1):
        return False
    return _calls_itself_on(neg.args[0], key, lam)


def _calls_itself_on(call, key, lam) -> bool:
    """True for `D f q`: the solver `key` called on its fuel and on `lam`'s one parameter."""
    return isinstance(call, I.Global) and call.key == key and len(call.args) == 2 and \
        isinstance(call.args[1], I.Var) and call.args[1].name == lam.params[0]


def _is_grundy(program, body, key, options) -> bool:
    """True for `B = M ((O p).map fun q => D f q)` with M a mex (`is_mex`)."""
    if not (isinstance(body, I.Global) and len(body.args) == 1 and
            body.key in program.defs and is_mex(program.defs[body.key])):
        return False
    m = body.args[0]
    if not (isinstance(m, I.Lib) and m.name == "List.map" and len(m.args) == 2):
        return False
    lam, o = m.args
    if o is not options or not isinstance(lam, I.Lam) or len(lam.params) != 1:
        return False
    return _calls_itself_on(lam.body, key, lam)


#: The two forms of a mex read (`is_mex`): the head of a filter, the value of a `find?`.
_FIRST_OF = {"List.headD": "List.filter", "Option.getD": "List.find?"}


def is_mex(d: I.Def) -> bool:
    """True when the definition `d` of one parameter l is
    `((List.range (l.length + c)).filter (· ∉ l)).headD d₀` or
    `((List.range (l.length + c)).find? (· ∉ l)).getD d₀` with a numeral c ≥ 1: the least
    natural number not in l. (The mex of l is at most l.length, so it lies in the range; the
    filter keeps the range's increasing order, so the head is the least, and `find?` finds the
    first; some number of the range is not in l, so d₀ plays no part.) Any other form is not
    known, and runs as written."""
    if d.recursive or len(d.params) != 1:
        return False
    l = d.params[0]
    head = d.body
    if not (isinstance(head, I.Lib) and head.name in _FIRST_OF and len(head.args) == 2):
        return False
    filt = head.args[0]
    if not (isinstance(filt, I.Lib) and filt.name == _FIRST_OF[head.name] and
            len(filt.args) == 2):
        return False
    lam, rng = filt.args
    if not (isinstance(lam, I.Lam) and len(lam.params) == 1 and
            _not_member(lam.body, lam.params[0], l)):
        return False
    if not (isinstance(rng, I.Lib) and rng.name == "List.range" and len(rng.args) == 1):
        return False
    add = rng.args[0]
    if not (isinstance(add, I.Lib) and add.name == "Nat.add" and len(add.args) == 2):
        return False
    length, c = add.args
    return isinstance(length, I.Lib) and length.name == "List.length" and \
        len(length.args) == 1 and _is_var(length.args[0], l) and \
        isinstance(c, I.Lit) and type(c.value) is int and c.value >= 1


def _not_member(body, x, l) -> bool:
    """True for `x ∉ l` (decided to a Bool, or not)."""
    if isinstance(body, I.Prim) and body.op == "decide" and body.args:
        body = body.args[0]
    if not isinstance(body, I.Not):
        return False
    mem = body.arg
    return isinstance(mem, I.Lib) and mem.name == "List.Mem" and len(mem.args) == 2 and \
        _is_var(mem.args[0], x) and _is_var(mem.args[1], l)


def _is_var(ir, name) -> bool:
    return isinstance(ir, I.Var) and ir.name == name


def play_predicates(program: I.Program, win: str) -> PlayPredicates | None:
    """The Win/Lose pair whose Win is `win`, or None."""
    w = _one_rule(program, win)
    if w is None:
        return None
    p, quant = w
    if quant.kind != "any":
        return None
    lose = _atom(quant.body, quant.var, conj=I.And)
    if lose is None or lose[0] == win:
        return None
    lose_key, mem = lose
    ll = _one_rule(program, lose_key)
    if ll is None:
        return None
    p2, quant2 = ll
    if quant2.kind != "all":
        return None
    back = _atom(quant2.body, quant2.var, conj=I.Implies)
    if back is None or back[0] != win:
        return None
    opts, opts2 = quant.domain.values, quant2.domain.values
    from .compile import free_vars
    if not (quant.domain.exact and quant2.domain.exact and opts is not None and opts2 is not None
            and free_vars(opts) <= {p} and same(opts, opts2, {p: p2})
            and not _reaches(program, opts, set()) and
            all(same(m, opts, {}) for m in (mem,) if m is not None) and
            all(same(opts2, m, {}) for m in (back[1],) if m is not None)):
        return None
    return PlayPredicates(win=win, lose=lose_key, position=p, options=opts)


def _one_rule(program, key):
    """(p, the quantifier) of a predicate whose only rule is `match x with | p => ∃/∀ q ∈ O p,
    …` (any other clause false), or None."""
    pd = program.preds.get(key)
    if pd is None or len(pd.params) != 1 or len(pd.rules) != 1:
        return None
    m = pd.rules[0].body
    if not (isinstance(m, I.Match) and len(m.scrutinees) == 1 and m.clauses):
        return None
    first, rest = m.clauses[0], m.clauses[1:]
    if not (isinstance(first.patterns[0], I.PVar) and isinstance(first.body, I.Quant)):
        return None
    if not all(isinstance(c.body, I.Lit) and c.body.value is False for c in rest):
        return None
    if not (isinstance(m.scrutinees[0], I.Var) and m.scrutinees[0].name == pd.params[0]):
        return None
    return first.patterns[0].name, first.body


def _atom(body, q, conj):
    """(predicate key, the membership's list or None) of `Pred q`, `q ∈ O ∧ Pred q` (conj And)
    or `q ∈ O → Pred q` (conj Implies); None otherwise."""
    mem = None
    if isinstance(body, conj):
        m, body = body.lhs, body.rhs
        if conj is I.And and isinstance(body, I.Lib):      # `Pred q ∧ q ∈ O` too
            m, body = body, m
        if not (isinstance(m, I.Lib) and m.name == "List.Mem" and len(m.args) == 2 and
                isinstance(m.args[0], I.Var) and m.args[0].name == q):
            return None
        mem = m.args[1]
    if isinstance(body, I.Pred) and len(body.args) == 1 and isinstance(body.args[0], I.Var) \
            and body.args[0].name == q:
        return body.key, mem
    return None


def recognise(ev) -> list:
    """The Games of a statement: its solvers and predicates called on an outer variable,
    grouped by that variable's type."""
    program = ev.elab.program
    types = {v.py: v.ty for v in ev.variables}
    roots = [h for h, _ in ev.hypotheses] + [ev.conclusion]
    for root in roots:          # `h.wins f` is `let recv := h; wins f recv`: recv is h
        for x in I.walk(root):
            if isinstance(x, I.Let) and isinstance(x.value, I.Var) and x.value.name in types:
                types[x.name] = types[x.value.name]
    games: dict = {}
    solvers = {}
    for root in roots:
        for x in I.walk(root):
            if isinstance(x, I.Global) and x.key in program.defs and len(x.args) == 2 and \
                    isinstance(x.args[1], I.Var) and x.args[1].name in types:
                if x.key not in solvers:
                    solvers[x.key] = fuel_solver(program, program.defs[x.key])
                found = solvers[x.key]
                if found is not None:
                    g = _game(games, types[x.args[1].name])
                    if all(s.key != found.key for s in g.solvers):
                        g.solvers.append(found)
            elif isinstance(x, I.Pred) and len(x.args) == 1 and isinstance(x.args[0], I.Var) \
                    and x.args[0].name in types:
                g = _game(games, types[x.args[0].name])
                if any(x.key in (pp.win, pp.lose) for pp in g.predicates):
                    continue
                pair = play_predicates(program, x.key)
                if pair is None:
                    lose = program.preds.get(x.key)
                    pair = _as_lose(program, x.key) if lose is not None else None
                if pair is not None:
                    g.predicates.append(pair)
    return [g for g in games.values() if g.solvers or g.predicates]


def _as_lose(program, key):
    """The pair in which `key` is Lose."""
    for other in program.preds:
        pair = play_predicates(program, other)
        if pair is not None and pair.lose == key:
            return pair
    return None


def _game(games, ty) -> Game:
    k = repr(ty)
    if k not in games:
        games[k] = Game(position_type=ty)
    return games[k]


# --- tables -----------------------------------------------------------------------------------

class Table:
    """The solved graph of one options term over the positions of the scope."""

    def __init__(self, positions, index, height, value):
        self.positions = positions
        self.index = index
        self.height = height
        self.value = value

    def rank(self, p):
        try:
            return self.index.get(p)
        except TypeError:         # an unhashable value: not a position of the table
            return None


def tabulate(options_fn, positions, index: dict, budget: R.Budget):
    """(offsets, targets) of the options of every position, by `options_fn` (the compiled
    options term); an option outside `index` is -1."""
    offsets = np.zeros(len(positions) + 1, np.int64)
    targets = []
    extend = targets.extend
    get = index.get
    for i, p in enumerate(positions):
        budget.tick()
        opts = options_fn(p)
        extend([get(q, -1) for q in opts])
        offsets[i + 1] = len(targets)
    return offsets, np.array(targets, np.int64)


def install(run, ev, scope: S.Scope, budget: R.Budget, games: list) -> list:
    """Solve each Game on the scope and answer its solvers and predicates from the tables, in
    the compiled statement `run` (its namespace). Returns notes, one per game (what the tables
    hold), for the verdict's reason."""
    from ...solvers.game_graph import GRUNDY, NORMAL, solve_graph
    ns, names = run.namespace, run.global_names
    notes = []
    for g in games:
        try:
            positions = S.values(g.position_type, scope, ev.elab.info)
        except S.NotEnumerable:
            continue
        if len(positions) > MAX_TABLE_POSITIONS:
            continue
        index = {p: i for i, p in enumerate(positions)}
        graphs = {}

        def graph_of(options_key, options, position):
            if options_key not in graphs:
                graphs[options_key] = _native_graph(options, position, g.position_type,
                                                    scope, len(positions), ev.elab.program,
                                                    ev.elab.info)
                if graphs[options_key] is None:
                    fn = ns[names[options_key]]
                    graphs[options_key] = tabulate(fn, positions, index, budget)
                    # what a default scope's cost counts (`cost.py`): options made in Python
                    budget.entries += len(graphs[options_key][1])
            offsets, targets = graphs[options_key]
            # … and each table solved natively
            budget.table += len(offsets) + len(targets)
            return graphs[options_key]
        for s in g.solvers:
            key = _options_key(s.key)
            offsets, targets = graph_of(key, s.options, s.position)
            height, value = solve_graph(offsets, targets, GRUNDY if s.grundy else NORMAL)
            table = Table(positions, index, height, value)
            if s.normal:
                table.value = [bool(v) if h >= 0 else None for h, v in zip(height, value)]
            elif s.grundy:
                table.value = [int(v) if h >= 0 else None for h, v in zip(height, value)]
            else:
                table.value = [None] * len(positions)
            _wrap_solver(ns, names[s.key], table)
            if not s.normal and not s.grundy:
                _fill_in_order(ns[names[s.key]], table, budget)
                budget.entries += len(targets)       # B runs over every option, in Python
            decided = int((height >= 0).sum())
            notes.append(f"`{_short(s.key)}` solved as a game on {decided:,} of "
                         f"{len(positions):,} positions")
        for pp in g.predicates:
            key = _options_key(pp.win)
            offsets, targets = graph_of(key, pp.options, pp.position)
            height, value = solve_graph(offsets, targets, NORMAL)
            _wrap_predicates(ns, pp, Table(positions, index, height, value))
            decided = int((height >= 0).sum())
            notes.append(f"`{_short(pp.win)}`/`{_short(pp.lose)}` solved as a game on "
                         f"{decided:,} of {len(positions):,} positions")
    return notes


def _native_graph(options, position, ty, scope, count, program, info):
    """(offsets, targets) by the native lowering of the options term (`native_options.py`),
    or None when the positions are neither `List ℕ` nor a structure of ℕ fields, or the term
    is outside its fragment."""
    from . import native_options as NO
    shape = NO.shape_of(ty, info)
    if shape is None or shape.count(scope.N, scope.L) != count:
        return None
    source = NO.lower(options, position, program, shape)
    if source is None:
        return None
    return NO.tabulate(source, scope.N, scope.L, shape)


def _short(key: str) -> str:
    return key.rsplit(".", 1)[-1]


def _options_key(key: str) -> str:
    return f"{key}#options"


def option_defs(games: list) -> list:
    """The options term of each solver and predicate pair as a definition of one parameter,
    compiled beside the program (`compile_statement(extra_defs=…)`)."""
    out, seen = [], set()
    for g in games:
        for s in g.solvers:
            out.append(I.Def(key=_options_key(s.key), params=(s.position,), body=s.options))
        for pp in g.predicates:
            if pp.win not in seen:
                seen.add(pp.win)
                out.append(I.Def(key=_options_key(pp.win), params=(pp.position,),
                                 body=pp.options))
    return out


def _wrap_solver(ns, name, table: Table):
    """`D f q` answered from the table where q is decided and f exceeds its longest play."""
    original = ns[name]
    height, value, rank = table.height, table.value, table.rank

    def solver(fuel, q):
        r = rank(q)
        if r is not None:
            v = value[r]
            if v is not None and fuel > height[r]:
                return v
        return original(fuel, q)
    solver.original = original
    ns[name] = solver


def _fill_in_order(solver, table: Table, budget: R.Budget):
    """The value of a solver whose body is not the kernel's: B run once per decided position,
    in order of increasing longest play (so `D f q` below is read from the table)."""
    original = solver.original
    order = np.argsort(table.height, kind="stable")
    for r in order:
        h = int(table.height[r])
        if h < 0:
            continue
        budget.tick()
        try:
            table.value[r] = original(h + 1, table.positions[r])
        except (R.NotExact, R.Panic):
            table.value[r] = None


def _wrap_predicates(ns, pp: PlayPredicates, table: Table):
    original = ns["_pred"]
    height, value, rank = table.height, table.value, table.rank
    win, lose = pp.win, pp.lose

    def pred(key, args):
        if key == win or key == lose:
            r = rank(args[0])
            if r is not None and height[r] >= 0:
                return bool(value[r]) == (key == win)
        return original(key, args)
    ns["_pred"] = pred
