"""Statement shapes: a parsed `theorem_wanted` (or `theorem`, `lemma`) becomes one of the
engine's statements (`pychecks.statements`), or is outside the fragment with one reason.

* **Kernel**: `let [M := …] let P : Set (Fin d → ℕ) := {p | φ}` then
  `(∀ p q, p ∈ P → M p q → q ∉ P) ∧ ∀ p, p ∉ P → ∃ q, M p q ∧ q ∈ P`.
* **Characterisation**: binders `(P : Set …)`, `(hP : ∀ p, p ∈ P ↔ …)` in normal form
  `∀ q, M p q → q ∉ P` or misère form `(∃ q, M p q) ∧ ∀ q, M p q → q ∉ P` (either order), the
  position `(p : Fin d → ℕ)`, any hypotheses `(h : ψ)` (or `ψ → …`), and `p ∈ P ↔ χ`.
* **Facts**: a conjunction of `M a b` and `∀ q, ¬ M a q` (several relations under one `∀ q`
  too), with literal positions.
* **Plain**: anything else, read as `∀ x₀ … x_(m-1), ψ → χ` over variables of type ℕ, `Fin k` and
  `Fin d → ℕ`: every assignment of the box, and z3.

The move relation of a kernel or characterisation is whatever term stands in `M p q`: a
definition, a `let`, or a formula in p and q; it is lowered with p and q bound to the heap
symbols and recognised as a move family by meaning (`families.recognise`).
"""
from __future__ import annotations

import os

from dataclasses import dataclass, field

import sympy as sp

from ... import expr as E
from ...games.heaps import BadMoveRelation
from ...statements import (CharacterisationStatement, ExampleStatement, KernelStatement,
                           PlainStatement, Variable)
from .. import ast as A
from . import families as F
from . import lower as L
from . import unfold as U
from ..read.parser import Declaration, Node


@dataclass
class Reading:
    """What the front end made of one statement: its statement (None when outside the
    fragment), the shape, the reason when outside, and how each move relation was recognised."""

    name: str
    decl: Declaration
    file: str
    kind: str                      # kernel, characterisation, example, plain, evaluated, outside
    statement: object = None
    reason: str | None = None
    relations: tuple = ()          # (lean text, how recognised)
    evaluated: object = None       # the evaluator's reading (`evaluate.statement.Evaluated`)
    #: A plain statement checked by the evaluator for its numeral guards: its shape, for z3.
    z3_statement: object = None
    #: The statement's own names for what the shapes' reports call p and q, and whether its
    #: positions are ℕ (`pychecks.lean.shapes.names` renames counterexamples with them).
    naming: dict = field(default_factory=dict)

    @property
    def location(self) -> str:
        line, col = self.decl.pos
        return f"{self.file}:{line}:{col}"


@dataclass
class Play:
    """A set P defined by play among a statement's binders: its name, the binders of P and hP,
    the position type, the play (normal, misere) and the move family."""

    P: str
    binders: tuple
    position: object
    play: str
    family: object
    rest: list


class _NotThisShape(Exception):
    """The statement does not have this shape (try the next one)."""


def read_statement(pf, decl: Declaration, name: str) -> Reading:
    """The statement of `decl` (a theorem_wanted, theorem or lemma), or why it is outside."""
    low = U.lowering(pf)
    scope = U.scope_of(pf, decl)
    file = pf.name
    if decl.error is not None:
        line, col, what = decl.error
        return Reading(name, decl, file, "outside",
                       reason=f"{file}:{line}:{col}: {what} is outside the fragment pychecks reads")
    reader = _Reader(low, scope, name, file)
    try:
        for shape in (reader.kernel, reader.characterisation, reader.facts, reader.plain):
            try:
                statement = shape(decl)
            except _NotThisShape:
                continue
            return Reading(name, decl, file, statement.kind, statement=statement,
                           relations=tuple(reader.relations), naming=dict(reader.naming))
        raise AssertionError("plain always applies")
    except L.Outside as exc:
        return Reading(name, decl, file, "outside", reason=exc.located(file))
    except BadMoveRelation as exc:
        line, col = decl.pos
        return Reading(name, decl, file, "outside", reason=f"{file}:{line}:{col}: {exc}")
    except (KeyboardInterrupt, MemoryError):
        raise
    except Exception as exc:  # a bug of the front end must not become a traceback or a HOLDS
        if os.environ.get("PYCHECKS_STRICT"):  # the test suite: a bug is a bug, not a reason
            raise
        line, col = decl.pos
        return Reading(name, decl, file, "outside",
                       reason=f"{file}:{line}:{col}: pychecks could not read this statement "
                              f"(internal error {type(exc).__name__}: {exc}); please report it")


def _is(node: Node, kind: str, text: str | None = None) -> bool:
    return node is not None and node.kind == kind and (text is None or node.text == text)


def _ident(node: Node) -> str | None:
    return node.name if isinstance(node, A.Ident) else None


def _forall_names(node: Node):
    """(names, body) of `∀ a b, body` (untyped or typed names), nested ∀s merged."""
    names = []
    while _is(node, "forall"):
        for b in node.binders:
            if b.style not in ("", "("):
                raise _NotThisShape()
            names.extend(n.name for n in b.names)
        node = node.body
    return names, node


def _membership(node: Node, var: str, negated: bool) -> Node | None:
    """The set term S of `var ∈ S` (or `var ∉ S` / `¬ var ∈ S` when negated)."""
    if negated and _is(node, "unop", "¬"):
        return _membership(node.arg, var, False)
    op = "∉" if negated else "∈"
    if _is(node, "binop", op) and _ident(node.lhs) == var:
        return node.rhs
    return None


class _Reader:
    def __init__(self, low: L.Lowering, scope: L.Scope, name: str, file: str):
        self.low, self.scope, self.name, self.file = low, scope, name, file
        self.relations = []
        self.naming = {}

    # --- common pieces ----------------------------------------------------------------------
    def position_type(self, set_value, node: Node) -> L.Ty:
        elem = set_value.elem if isinstance(set_value, L.SetV) else None
        if elem is not None and L.is_position(elem):
            return elem
        self.low.outside(node, "the set P needs a type `Set (Fin d → ℕ)` or `Set ℕ`")

    def symbols(self, ty: L.Ty, kind: str):
        d = L.heaps_of(ty)
        xs = E.heaps(d) if kind == "p" else E.next_heaps(d)
        return L.VecV(tuple(xs)) if ty.kind == "pos" else xs[0]

    def relation(self, term: Node, p: str, q: str, scope: L.Scope, ty: L.Ty, where: str):
        """(family, expression) of the relation that `term` (`M p q`, or a formula) states."""
        pv, qv = self.symbols(ty, "p"), self.symbols(ty, "q")
        expr = self.low.prop(term, scope.bind(p, pv).bind(q, qv))
        return expr, self.relation_text(term, p, q, scope)

    def relation_text(self, term: Node, p: str, q: str, scope: L.Scope) -> str:
        """The Lean text of the move relation: a definition's name, a `let`'s `fun`, or
        `fun p q => …` around the formula as written."""
        if _is(term, "app") and len(term.arguments) == 2 and _ident(term.arguments[0]) == p \
                and _ident(term.arguments[1]) == q and _is(term.fn, "ident"):
            head = term.fn.name
            v = scope.locals.get(head)
            if isinstance(v, L.FnV) and v.text:
                return v.text
            if v is None:
                return head
        text = " ".join(self.low.source(term).split())
        if text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
            text = text[1:-1]
        return f"fun {p} {q} => {text}"

    def family(self, expr, ty: L.Ty, lean: str, node: Node, name: str):
        d = L.heaps_of(ty)
        if E.heap_count(expr) > d or E.heap_count(expr) == 0 and expr is not sp.false:
            pass
        family, how = F.recognise(expr, d, name, lean)
        self.relations.append((lean, how))
        return _cube_named(family)

    def bind_lets(self, node: Node, scope: L.Scope):
        """Evaluate the leading `let`s; (scope with them bound, the body)."""
        while _is(node, "let", "let"):
            if not isinstance(node.pattern, A.Ident) or node.binders:
                raise _NotThisShape()
            ty = self.low.type_of(node.type, scope) if node.type is not None else None
            scope = scope.bind(node.pattern.name, self.low.eval(node.value, scope, ty))
            node = node.body
        return scope, node

    # --- kernel -------------------------------------------------------------------------
    def kernel(self, decl: Declaration):
        if decl.binders or decl.type is None:
            raise _NotThisShape()
        scope, body = self.bind_lets(decl.type, self.scope)
        parts = list(A.conjuncts(body)) if _is(body, "binop", "∧") else []
        if len(parts) != 2 or not (_is(body.lhs, "forall") and _is(body.rhs, "forall")):
            raise _NotThisShape()
        half1, half2 = body.lhs, body.rhs
        names1, b1 = _forall_names(half1)
        names2, b2 = _forall_names(half2)
        if len(names1) != 2 or len(names2) != 1:
            raise _NotThisShape()
        p, q = names1
        # half 1: p ∈ P → M p q → q ∉ P
        if not (_is(b1, "binop", "→") and _is(b1.rhs, "binop", "→")):
            raise _NotThisShape()
        set1 = _membership(b1.lhs, p, False)
        move1, out1 = b1.rhs.lhs, b1.rhs.rhs
        if set1 is None or _membership(out1, q, True) is None:
            raise _NotThisShape()
        # half 2: p ∉ P → ∃ q, M p q ∧ q ∈ P
        p2 = names2[0]
        if not (_is(b2, "binop", "→") and _is(b2.rhs, "exists")):
            raise _NotThisShape()
        set2 = _membership(b2.lhs, p2, True)
        ex = b2.rhs
        if set2 is None or len(ex.binders) != 1 or len(ex.binders[0].names) != 1:
            raise _NotThisShape()
        q2 = ex.binders[0].names[0].name
        inner = ex.body
        if not _is(inner, "binop", "∧"):
            raise _NotThisShape()
        a, b = inner.lhs, inner.rhs
        if _membership(b, q2, False) is not None:
            move2, set3 = a, _membership(b, q2, False)
        elif _membership(a, q2, False) is not None:
            move2, set3 = b, _membership(a, q2, False)
        else:
            raise _NotThisShape()
        sets = {s.shape() for s in (set1, set2, set3, _membership(out1, q, True))}
        if len(sets) != 1:
            self.low.outside(half2, "the two halves speak of different sets P")
        P = self.low.eval(set1, scope)
        ty = self.position_type(P, set1)
        expr1, lean = self.relation(move1, p, q, scope, ty, "no move inside P")
        expr2, lean2 = self.relation(move2, p2, q2, scope, ty, "a move into P")
        if expr1 != expr2 and F.equivalent(expr1, expr2, L.heaps_of(ty)) is not True:
            self.low.outside(move2, "the two halves use different move relations (z3 could "
                                    "not prove them equivalent)")
        pred = L.canonical(P.member(self.symbols(ty, "p")))
        family = self.family(expr1, ty, lean, move1, _family_name(lean, self.name))
        self.naming = {"halves": ((p, q), (p2, q2)), "nat": ty == L.NAT}
        # The second half's relation, when spelt differently: a fixture bridges it too.
        into_p = (self.family(expr2, ty, lean2, move2, _family_name(lean2, self.name))
                  if lean2 != lean else None)
        return KernelStatement(name=self.name, family=family, P=pred, into_p=into_p)

    # --- characterisation ----------------------------------------------------------------------
    def play_definition(self, decl: Declaration) -> "Play":
        """The set P of a statement's binders defined by play: `(P : Set …)` and
        `(hP : ∀ p, p ∈ P ↔ …)` in normal form `∀ q, M p q → q ∉ P` or misère form
        `(∃ q, M p q) ∧ ∀ q, M p q → q ∉ P` (either order); _NotThisShape when there is none."""
        binders = [(n, b) for b in decl.binders for n in b.names]
        set_binder = next(((n, b) for n, b in binders if b.type is not None
                           and _is(b.type, "app") and _ident(b.type.fn) == "Set"), None)
        if set_binder is None:
            raise _NotThisShape()
        P_name = set_binder[0].name
        hp = None
        rest = []
        for n, b in binders:
            if (n, b) == set_binder:
                continue
            typ = b.type
            if hp is None and _is(typ, "forall"):
                names, inner = _forall_names(typ)
                if len(names) == 1 and _is(inner, "binop", "↔") and \
                        _ident(_membership(inner.lhs, names[0], False)) == P_name:
                    hp = (names[0], inner.rhs, typ, b)
                    continue
            rest.append((n, b))
        if hp is None:
            raise _NotThisShape()
        scope = self.scope
        ty = self.low.type_of(set_binder[1].type, scope).args[0]
        if not L.is_position(ty):
            self.low.outside(set_binder[1], "P must be a set of positions (`Fin d → ℕ` or ℕ)")
        var, rhs, hp_node, hp_binder = hp
        play, has_move, no_move = "normal", None, rhs
        if _is(rhs, "binop", "∧"):
            a, b = rhs.lhs, rhs.rhs
            has_move, no_move = (a, b) if _is(a, "exists") else (b, a)
            play = "misere"
            if not _is(has_move, "exists"):
                self.low.outside(rhs, "hP is neither normal play (`∀ q, M p q → q ∉ P`) nor "
                                      "misère play (`(∃ q, M p q) ∧ ∀ q, M p q → q ∉ P`)")
        qs, nb = _forall_names(no_move) if _is(no_move, "forall") else ([], None)
        if len(qs) != 1 or not _is(nb, "binop", "→") or \
                _ident(_membership(nb.rhs, qs[0], True)) != P_name:
            self.low.outside(hp_node, "hP is neither normal play (`∀ q, M p q → q ∉ P`) nor "
                                      "misère play (`(∃ q, M p q) ∧ ∀ q, M p q → q ∉ P`)")
        expr, lean = self.relation(nb.lhs, var, qs[0], scope, ty, "hP")
        if has_move is not None:
            eb = has_move.binders
            if len(eb) != 1 or len(eb[0].names) != 1:
                self.low.outside(has_move, "hP's `∃ q, M p q` must bind one name")
            expr2, _ = self.relation(has_move.body, var, eb[0].names[0].name, scope, ty, "hP")
            if expr2 != expr and F.equivalent(expr, expr2, L.heaps_of(ty)) is not True:
                self.low.outside(has_move, "hP's two clauses use different move relations "
                                           "(z3 could not prove them equivalent)")
        family = self.family(expr, ty, lean, nb.lhs, _family_name(lean, self.name))
        return Play(P=P_name, binders=(set_binder[1], hp_binder), position=ty, play=play,
                    family=family, rest=rest)

    def characterisation(self, decl: Declaration):
        play = self.play_definition(decl)
        scope = self.scope
        ty = play.position
        # the position and the hypotheses
        position, hyps = None, []
        for n, b in play.rest:
            typ = b.type
            if typ is None:
                self.low.outside(b, f"the binder `{n.name}` has no type")
            if position is None and _is_position_type(self.low, typ, scope):
                position = n.name
                continue
            hyps.append(typ)
        concl = decl.type
        if position is None:
            names, concl = _forall_names(concl)
            if len(names) != 1:
                raise _NotThisShape()
            position = names[0]
        while _is(concl, "binop", "→"):
            hyps.append(concl.lhs)
            concl = concl.rhs
        if not (_is(concl, "binop", "↔") and
                _ident(_membership(concl.lhs, position, False)) == play.P):
            raise _NotThisShape()
        pv = self.symbols(ty, "p")
        inner = scope.bind(position, pv)
        hypotheses = L.canonical(L.p_and(*[self.low.prop(h, inner) for h in hyps]))
        closed = L.canonical(self.low.prop(concl.rhs, inner))
        self.naming = {"position": position, "nat": ty == L.NAT}
        return CharacterisationStatement(name=self.name, family=play.family, play=play.play,
                                         hypotheses=hypotheses, closed_form=closed)

    # --- facts --------------------------------------------------------------------------------
    def facts(self, decl: Declaration):
        if decl.binders or decl.type is None:
            raise _NotThisShape()
        facts, stuck_zero, stuck = [], [], []
        for c in A.conjuncts(decl.type):
            if _is(c, "app") and len(c.arguments) == 2:
                rel, ty = self._relation_head(c.fn)
                a = self._literal(c.arguments[0], ty)
                b = self._literal(c.arguments[1], ty)
                facts.append((self._head_family(c.fn, rel, ty), a, b))
            elif _is(c, "forall"):
                names, body = _forall_names(c)
                if len(names) != 1:
                    raise _NotThisShape()
                for item in A.conjuncts(body):
                    if not (_is(item, "unop", "¬") and _is(item.arg, "app")
                            and len(item.arg.arguments) == 2
                            and _ident(item.arg.arguments[1]) == names[0]):
                        raise _NotThisShape()
                    app = item.arg
                    rel, ty = self._relation_head(app.fn)
                    a = self._literal(app.arguments[0], ty)
                    fam = self._head_family(app.fn, rel, ty)
                    (stuck_zero if not any(a) else stuck).append(
                        fam if not any(a) else (fam, a))
            else:
                raise _NotThisShape()
        return ExampleStatement(name=self.name, facts=tuple(facts),
                                no_move_from_zero=tuple(stuck_zero), no_move_from=tuple(stuck))

    def _relation_head(self, head: Node):
        try:
            v = self.low.eval(head, self.scope)
        except L.Outside:
            raise _NotThisShape() from None
        if not (isinstance(v, L.FnV) and v.arity == 2 and len(v.params) == 2
                and L.is_position(v.params[0]) and v.params[0] == v.params[1]):
            raise _NotThisShape()
        return v, v.params[0]

    def _literal(self, node: Node, ty: L.Ty) -> tuple:
        try:
            v = self.low.eval(node, self.scope, ty)
        except L.Outside:
            raise _NotThisShape() from None
        entries = v.entries if isinstance(v, L.VecV) else (v,)
        values = [L.concrete_int(x) for x in entries]
        if any(x is None for x in values):
            raise _NotThisShape()
        return tuple(values)

    def _head_family(self, head: Node, rel: L.FnV, ty: L.Ty):
        pv, qv = self.symbols(ty, "p"), self.symbols(ty, "q")
        expr = rel.call([pv, qv], head)
        lean = rel.name or rel.text or self.low.short(head)
        return self.family(expr, ty, lean, head, _family_name(lean, self.name))

    # --- plain -------------------------------------------------------------------------------
    def plain(self, decl: Declaration):
        scope = self.scope
        variables: list[tuple[str, L.Ty, Node]] = []
        hyps: list[Node] = []
        for b in decl.binders:
            if b.style == "[":
                self.low.outside(b, f"the instance binder `{L.binders_brief(b)}` is outside "
                                    "the fragment")
            typ = b.type
            if typ is None:
                self.low.outside(b, f"the binder `{L.binders_brief(b)}` has no type")
            for n in b.names:
                ty = self._var_type(typ, scope)
                if ty is None:
                    hyps.append(typ)
                else:
                    variables.append((n.name, ty, b))
        body = decl.type
        while True:
            if _is(body, "forall") and all(b.style in ("", "(") for b in body.binders):
                binders, inner = body.binders, body.body
                for b in binders:
                    for n in b.names:
                        if b.type is not None:
                            ty = self._var_type(b.type, scope)
                            if ty is None:
                                self.low.outside(b, "a proof binder inside ∀")
                        else:
                            ty = self.low.binder_type(b, n.name, inner,
                                                      _bind_vars(scope, variables))
                        variables.append((n.name, ty, b))
                body = inner
            elif _is(body, "binop", "→"):
                hyps.append(body.lhs)
                body = body.rhs
            else:
                break
        m = sum(L.heaps_of(ty) if ty.kind == "pos" else 1 for _, ty, _ in variables)
        xs = E.heaps(max(m, 1))
        inner = scope
        out_vars = []
        j = 0
        for name, ty, b in variables:
            if ty.kind == "pos":
                vec = L.VecV(tuple(xs[j:j + ty.n]))
                inner = inner.bind(name, vec)
                out_vars += [Variable(f"{name} {k}") for k in range(ty.n)]
                j += ty.n
            elif ty.kind == "fin":
                inner = inner.bind(name, L.FinV(xs[j], ty.n))
                out_vars.append(Variable(name, ty.n - 1))
                j += 1
            else:
                inner = inner.bind(name, xs[j])
                out_vars.append(Variable(name))
                j += 1
        self.naming = {"positions": {name: ty.n for name, ty, _ in variables
                                     if ty.kind == "pos"}}
        if not out_vars:  # a closed statement: one assignment of a dummy variable
            out_vars.append(Variable("_", 0))
        hypotheses = L.canonical(L.p_and(*[self.low.prop(h, inner) for h in hyps]))
        conclusion = L.canonical(self.low.prop(body, inner))
        return PlainStatement(name=self.name, variables=tuple(out_vars), hypotheses=hypotheses,
                              conclusion=conclusion)

    def _var_type(self, typ: Node, scope: L.Scope):
        """The type of a variable binder (ℕ, Fin k, Fin d → ℕ), or None for a proposition
        (a hypothesis). Other types are outside."""
        try:
            ty = self.low.type_of(typ, scope)
        except L.Outside:
            return None  # a proposition (lowered later), or outside (said then)
        if ty == L.NAT or ty.kind in ("fin", "pos"):
            return ty
        if ty == L.BOOL:
            self.low.outside(typ, "a `Bool` variable is outside the fragment")
        self.low.outside(typ, f"a variable of type `{ty}` is outside the fragment")


def _bind_vars(scope: L.Scope, variables):
    """Scope with placeholder values of the variables so far (for type inference only)."""
    for name, ty, _ in variables:
        if ty.kind == "pos":
            scope = scope.bind(name, L.VecV(tuple(E.heaps(ty.n))))
        elif ty.kind == "fin":
            scope = scope.bind(name, L.FinV(0, ty.n))
        else:
            scope = scope.bind(name, E.heaps(1)[0])
    return scope


def _is_position_type(low: L.Lowering, typ: Node, scope: L.Scope) -> bool:
    try:
        return L.is_position(low.type_of(typ, scope))
    except L.Outside:
        return False


def _balanced(text: str) -> bool:
    depth = 0
    for c in text:
        depth += (c in "([{⟨") - (c in ")]}⟩")
        if depth < 0:
            return False
    return depth == 0


def _cube_named(family):
    """A family that moves as one of the cube's keeps the cube's family name (`rotation`,
    `slowVertex`, …): fixtures then name the cube's Lean checkers, as for the hand mirrors."""
    from ...games.cube import FAMILIES
    if family.is_relation or family.heaps != 6:
        return family
    for name, cube in FAMILIES.items():
        if cube.groups == family.groups and cube.slow == family.slow:
            import dataclasses
            return dataclasses.replace(family, name=name)
    return family


def _family_name(lean: str, statement: str) -> str:
    """A short family name: a definition's name with a lower-case first letter, or the
    statement's name for a `fun`."""
    if " " not in lean:
        base = lean.split(".")[-1]
        return base[:1].lower() + base[1:]
    return statement.split(".")[-1] + "Move"
