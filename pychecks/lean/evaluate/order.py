"""Order independence: when a `noncomputable` definition may still be evaluated.

Lean marks a definition `noncomputable` when it reaches a choice. The one choice the evaluator
takes on is the order of `Finset.toList` (Mathlib/Data/Finset/Dedup.lean: `s.1.toList`) and
`Multiset.toList` (Mathlib/Data/Multiset/Basic.lean: `s.out`, a representative picked by
`Quot.out`): Lean says which elements the list holds, never in which order. The library table
picks one order (`library.LibraryFunction.order_unspecified`), and the value so computed is the
definition's value only if no use of the list looks at that order. This module proves that on
the elaborated tree, or says where it cannot:

* a list whose order is unspecified (an *unordered list*) may be renamed (`let`), mapped or
  filtered elementwise by a function that does not itself see an unordered list (`List.map`,
  `List.filter`, `List.filterMap`, `List.attach`: the result is again an unordered list), and
  passed to a definition of the project whose body, with that parameter unordered, is itself
  order independent;
* it may be consumed by what reads only its elements with their multiplicities: `length`, `any`,
  `all`, `elem`, `contains`, `isEmpty`, `∈`, `toFinset`, and `sum`, `max?`, `min?` of ℕ or ℤ;
* or folded, `List.foldl f init l`, where `f` is *right-commutative*, `f (f a x) y = f (f a y) x`
  for every accumulator a and elements x, y (then every permutation of l folds to the same
  value, by exchanging neighbours); `List.foldr f init l` where `f x (f y a) = f y (f x a)`.
  Commutativity is checked, never assumed: `f` must be a closed function (it sees no local of
  the definition) whose accumulator and element types are finite, and it is run on every triple
  (`Outcome`, three constructors: 27 triples);
* anything else that sees an unordered list (a `match` on it, `head`, indexing, a fold whose
  function fails the check, a call of a function value) leaves the definition unevaluated, with
  the place and the reason.
"""
from __future__ import annotations

import itertools
import re

from . import ir as I
from . import scope as S
from . import types as T

#: Most triples `(a, x, y)` a fold's function is run on to prove it commutes: past it the fold is
#: not proved order independent (types with more values are not enumerated).
MAX_TRIPLES = 100_000

CLEAN, UNORDERED = "clean", "unordered"

#: Library calls that keep an unordered list unordered: (the list's parameter, the parameters that
#: must be clean).
_ELEMENTWISE = {"List.map": "l", "List.filter": "l", "List.filterMap": "l", "List.attach": "l"}

#: Library calls whose value depends only on the multiset of the list's elements: the list's
#: parameter.
_MULTISET = {"List.length": "l", "List.any": "l", "List.all": "l", "List.elem": "l",
             "List.contains": "as", "List.isEmpty": "l", "List.toFinset": "l",
             "List.instMembership": "l"}

#: Element types over which these folds do not see the order: ℕ and ℤ (`List.sum` is a
#: `foldr (· + ·) 0` for any `Add`, `List.max?` a fold of any `Max`; on ℕ and ℤ both commute).
_COMMUTATIVE_SUM = {"Nat", "Int"}
_OVER_NUMBERS = ("List.sum", "List.max?", "List.min?")


class OrderDependent(Exception):
    """A use of an unordered list that is not proved order independent: `at` is the IR node."""

    def __init__(self, at, reason: str):
        super().__init__(reason)
        self.at = at
        self.reason = reason


def unordered_sources(body) -> list:
    """The library calls in `body` whose result's order Lean leaves unspecified."""
    from .library import LIBRARY
    return [n for n in I.walk(body) if isinstance(n, I.Lib) and
            getattr(LIBRARY.get(n.name), "order_unspecified", False)]


class Analysis:
    """Proves the order independence of definitions of one Program (`check`); `run_closed`
    evaluates a closed IR term (a function) to its value, `values_of` lists a finite type's
    values (None when it is not finite)."""

    def __init__(self, program: I.Program, run_closed, values_of, show=None):
        self.program = program
        self.show = show or (lambda v, ty: repr(v))
        self.run_closed = run_closed
        self.values_of = values_of
        self._proved: dict = {}          # (key, unordered parameter positions) -> kind
        self._open: set = set()

    def check(self, d: I.Def) -> None:
        """Raises OrderDependent unless the body of `d` is order independent (its own
        parameters taken as given, every unordered list it makes used only as above)."""
        kind = self.kind(d.body, {})
        if kind != CLEAN:
            raise OrderDependent(d.body, f"`{d.key}` returns a list whose order Lean leaves "
                                         "unspecified")

    # --- the rules ---------------------------------------------------------------------------
    def kind(self, node, env: dict) -> str:
        """CLEAN or UNORDERED: what `node`'s value is, where env gives the bound names that
        hold unordered lists."""
        method = getattr(self, "k_" + type(node).__name__, None)
        if method is not None:
            return method(node, env)
        self.clean_children(node, env)
        return CLEAN

    def clean_children(self, node, env):
        for c in I.children(node):
            if isinstance(c, I.Clause):
                self.clean(c.body, env)
            elif self.kind(c, env) != CLEAN:
                raise OrderDependent(c, "a list whose order Lean leaves unspecified is used "
                                        f"{_WHERE.get(type(node).__name__, 'here')}, which may "
                                        "look at its order")

    def clean(self, node, env):
        if self.kind(node, env) != CLEAN:
            raise OrderDependent(node, "a list whose order Lean leaves unspecified is used "
                                       "where its order may matter")

    def k_Var(self, node, env):
        return env.get(node.name, CLEAN)

    def k_Lit(self, node, env):
        return CLEAN

    def k_Let(self, node, env):
        k = self.kind(node.value, env)
        inner = dict(env)
        if k == UNORDERED:
            inner[node.name] = k
        else:
            inner.pop(node.name, None)
        return self.kind(node.body, inner)

    def k_Lam(self, node, env):
        inner = {k: v for k, v in env.items() if k not in node.params}
        self.clean(node.body, inner)
        return CLEAN

    def k_If(self, node, env):
        self.clean(node.cond, env)
        a, b = self.kind(node.then, env), self.kind(node.else_, env)
        return UNORDERED if UNORDERED in (a, b) else CLEAN

    def k_Match(self, node, env):
        for s in node.scrutinees:
            if self.kind(s, env) != CLEAN:
                raise OrderDependent(s, "a `match` on a list whose order Lean leaves "
                                        "unspecified (its head depends on the order)")
        kinds = set()
        for c in node.clauses:
            bound = set(_pattern_names(c.patterns))
            kinds.add(self.kind(c.body, {k: v for k, v in env.items() if k not in bound}))
        return UNORDERED if UNORDERED in kinds else CLEAN

    def k_Global(self, node, env):
        kinds = [self.kind(a, env) for a in node.args]
        unordered = tuple(i for i, k in enumerate(kinds) if k == UNORDERED)
        if not unordered:
            return CLEAN
        d = self.program.defs.get(node.key)
        if d is None or len(d.params) != len(node.args):
            raise OrderDependent(node, f"`{node.key}` receives a list whose order Lean leaves "
                                       "unspecified, and its body is not known here")
        sig = (node.key, unordered)
        if sig in self._proved:
            return self._proved[sig]
        if sig in self._open:
            raise OrderDependent(node, f"`{node.key}` passes a list whose order Lean leaves "
                                       "unspecified to itself (recursion on it is not analysed)")
        self._open.add(sig)
        try:
            out = self.kind(d.body, {d.params[i]: UNORDERED for i in unordered})
        finally:
            self._open.discard(sig)
        self._proved[sig] = out
        return out

    def k_Lib(self, node, env):
        from .library import LIBRARY
        entry = LIBRARY.get(node.name)
        for a in node.type_args:
            self.clean(a, env)
        kinds = [self.kind(a, env) for a in node.args]
        if entry is not None and entry.order_unspecified:
            if UNORDERED in kinds:
                raise OrderDependent(node, f"`{node.name}` of a list whose order is unspecified")
            return UNORDERED
        if UNORDERED not in kinds:
            return CLEAN
        names = entry.params if entry is not None else ()
        slot = {n: i for i, n in enumerate(names)}
        others = [i for i, k in enumerate(kinds) if k == UNORDERED]

        def only(param):
            # the unordered value must be exactly that parameter
            return param in slot and others == [slot[param]]

        if node.name in _ELEMENTWISE and only(_ELEMENTWISE[node.name]):
            return UNORDERED
        if node.name in _MULTISET and only(_MULTISET[node.name]):
            return CLEAN
        if node.name in _OVER_NUMBERS and only("l"):
            elem = self._elem_type(node, "l")
            if elem in _COMMUTATIVE_SUM:
                return CLEAN
            raise OrderDependent(node, f"`{node.name}` of a list whose order Lean leaves "
                                       f"unspecified, over `{elem or 'a type not known here'}` "
                                       "(it is known to ignore the order only over ℕ and ℤ)")
        if node.name in ("List.foldl", "List.foldr") and only("l"):
            self.commutes(node, node.name == "List.foldl")
            return CLEAN
        raise OrderDependent(node, f"`{node.name}` of a list whose order Lean leaves unspecified "
                                   "(pychecks does not know it to ignore the order)")

    def k_Call(self, node, env):
        self.clean_children(node, env)
        return CLEAN

    # --- folds ------------------------------------------------------------------------------
    def _elem_type(self, node, param):
        from .library import LIBRARY
        names = LIBRARY[node.name].params
        if len(node.types) != len(names):
            return None
        t = T.resolve(T.zonk(node.types[names.index(param)]))
        if isinstance(t, T.TCon) and t.name == "List" and t.args:
            e = T.resolve(t.args[0])
            return e.name if isinstance(e, T.TCon) else None
        return None

    def commutes(self, node, left: bool) -> None:
        """Raises OrderDependent unless the fold's function commutes as the module says, on
        every value of its (finite) accumulator and element types."""
        what = node.name
        f = node.args[0]
        if not isinstance(f, I.Lam) or len(f.params) != 2:
            raise OrderDependent(node, f"`{what}` of a list whose order Lean leaves unspecified, "
                                       "with a function that is not a `fun` of two arguments")
        free = _free_vars(f) - set(self.program.defs)
        if free:
            raise OrderDependent(node, f"`{what}` of a list whose order Lean leaves unspecified, "
                                       "with a function that sees a local of the definition ("
                                       + ", ".join(f"`{_lean_name(v)}`" for v in sorted(free)) + "): its "
                                       "commutativity is not checked")
        ft = T.resolve(T.zonk(node.types[0])) if node.types else None
        if not isinstance(ft, T.TFun) or not isinstance(T.resolve(ft.cod), T.TFun):
            raise OrderDependent(node, f"`{what}`: the type of its function is not known here")
        first, second = T.resolve(ft.dom), T.resolve(T.resolve(ft.cod).dom)
        acc_t, elem_t = (first, second) if left else (second, first)
        accs, elems = self.values_of(acc_t), self.values_of(elem_t)
        if accs is None or elems is None:
            raise OrderDependent(node, f"`{what}` of a list whose order Lean leaves unspecified: "
                                       "its function is not proved to commute (its accumulator "
                                       f"`{T.show_type(acc_t)}` or element type "
                                       f"`{T.show_type(elem_t)}` is not finite)")
        if len(accs) * len(elems) ** 2 > MAX_TRIPLES:
            raise OrderDependent(node, f"`{what}`: checking that its function commutes would take "
                                       f"{len(accs) * len(elems) ** 2:,} triples (at most "
                                       f"{MAX_TRIPLES:,})")
        fn = self.run_closed(f)
        for a, x, y in itertools.product(accs, elems, elems):
            if left:
                one, two = fn(fn(a, x), y), fn(fn(a, y), x)
            else:
                one, two = fn(x, fn(y, a)), fn(y, fn(x, a))
            if one != two:
                show = self.show
                raise OrderDependent(node, f"`{what}` of a list whose order Lean leaves "
                                           "unspecified, with a function that does not commute: "
                                           f"from {show(a, acc_t)}, the elements "
                                           f"{show(x, elem_t)} and {show(y, elem_t)} fold to "
                                           f"{show(one, acc_t)} in one order and to "
                                           f"{show(two, acc_t)} in the other")


_WHERE = {"Call": "as an argument of a function value", "Index": "as a table",
          "Prim": "by an operation", "Quant": "by a quantifier", "Tabulate": "in a table"}


def _lean_name(ir_name: str) -> str:
    """The name as the Lean text wrote it (`os` for the tree's `os_16`)."""
    return re.sub(r"_\d+$", "", ir_name)


def _pattern_names(pats):
    out = []
    stack = list(pats)
    while stack:
        p = stack.pop()
        if isinstance(p, I.PVar):
            out.append(p.name)
        for v in vars(p).values():
            if isinstance(v, I.Pat):
                stack.append(v)
            elif isinstance(v, tuple):
                stack.extend(x for x in v if isinstance(x, I.Pat))
    return out


def _free_vars(node, bound=frozenset()) -> set:
    """The names a term reads that it does not bind."""
    if isinstance(node, I.Var):
        return set() if node.name in bound else {node.name}
    if isinstance(node, I.Lam):
        return _free_vars(node.body, bound | set(node.params))
    if isinstance(node, I.Let):
        return _free_vars(node.value, bound) | _free_vars(node.body, bound | {node.name})
    if isinstance(node, I.Quant):
        out = _free_vars(node.body, bound | {node.var})
        for v in (node.domain.values, node.domain.low):
            if v is not None:
                out |= _free_vars(v, bound)
        return out
    if isinstance(node, I.Match):
        out = set()
        for s in node.scrutinees:
            out |= _free_vars(s, bound)
        for c in node.clauses:
            out |= _free_vars(c.body, bound | set(_pattern_names(c.patterns)))
        return out
    out = set()
    for c in I.children(node):
        out |= _free_vars(c, bound)
    return out


def for_elaborator(el) -> Analysis:
    """An Analysis of the program `el` (the elaborator) is building: closed functions run by
    the reference interpreter, finite types enumerated and values shown as the evaluator does."""
    from .interpret import Interpreter
    from . import runtime as R
    from .show import lean_value

    def run_closed(ir):
        return Interpreter(el.program, info=el.info,
                           budget=R.Budget(steps=1_000_000, seconds=10.0)).run(ir, {})

    return Analysis(el.program, run_closed, lambda ty: S.finite_values(ty, el.info),
                    lambda v, ty: lean_value(v, ty, el))
