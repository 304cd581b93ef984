"""A move relation as a guard: in `∃ q, M p q ∧ …` (or `∀ q, M p q → …`), q needs to range only
over the positions below p when every move lowers the position. That is proved, for all
naturals, by z3, through the shapes' own reading of the relation (`shapes.lower` makes it a
predicate over the heaps, `MoveFamily.check_relation` asks z3 that `M p q → q ≤ p`): the same
proof the shapes rely on before they solve a general relation. Positions are `Fin d → ℕ` or ℕ.
"""
from __future__ import annotations

from .. import ast as A
from . import ir as I
from . import runtime as R
from . import types as T

_PROVED: dict = {}


def lowering_domain(el, cand: A.App, name: str, ty, ctx):
    """The Domain "positions below p" when `cand` is `M … p name` with M a relation of the
    project that z3 proved lowering, else None."""
    t = T.resolve(ty)
    if t == T.NAT:
        d = None
    elif T.is_table(t) and T.resolve(t.cod) == T.NAT:
        d = T.size_value(T.resolve(t.dom).n)
        if d is None:
            return None
    else:
        return None
    if len(cand.arguments) != 2:
        return None
    local = ctx.locals.get(cand.fn.name)
    if local is not None:
        # `let M : … → … → Prop := fun p q => …` before the statement: the same proof, on the
        # relation the `let` names
        if not (isinstance(local.term, A.Lambda) and proves_local_lowering(local.term, d, ctx)):
            return None
        what = f"`{cand.fn.name}`"
    else:
        entry = el.env.lookup(cand.fn.name, ctx.namespace, ctx.opens)
        if entry is None or entry.kind not in ("def", "abbrev"):
            return None
        if not proves_lowering(entry, d):
            return None
        what = f"`{entry.full_name}`"
    p = el.check(cand.arguments[0], ctx, t)
    return I.Domain(exact=True, values=I.Prim("below", R.below, (p,)),
                    how=f"the positions below {el.text(cand.arguments[0], ctx)} "
                        f"(z3 proved every {what} move lowers the position)")


def proves_lowering(entry, d) -> bool:
    """True when z3 proves, for all naturals, that `entry p q` implies `q ≤ p` and `q ≠ p`."""
    key = (entry.full_name, d)
    if key not in _PROVED:
        _PROVED[key] = _prove(entry, d)
    return _PROVED[key]


def proves_local_lowering(term: A.Lambda, d, ctx) -> bool:
    """The same for a relation written as a `fun p q => …` term bound by a `let` (read in the
    namespace and `open`s of the statement; a term that names other local names is not read)."""
    pf = ctx.file
    key = (getattr(pf, "name", None), term.start, term.end, d)
    if key not in _PROVED:
        from ..shapes import lower as L
        from ..shapes import unfold as U
        try:
            scope = L.Scope(resolve=U.resolver(pf, ctx.namespace, ctx.opens), file=pf.name,
                            namespace=ctx.namespace, opens=ctx.opens)
            fn = U.lowering(pf).eval(term, scope)
        except (L.Outside, AttributeError, KeyError):
            fn = None
        _PROVED[key] = fn is not None and _proves(fn, d, "let", "let", term)
    return _PROVED[key]


def _prove(entry, d) -> bool:
    from ..shapes import lower as L
    from ..shapes import unfold as U
    pf = entry.file
    defs = getattr(pf, "defs", {})
    def_entry = defs.get(entry.full_name)
    if def_entry is None:
        return False
    try:
        fn = U.value(def_entry, entry.decl.name_node, U.lowering(pf))
    except L.Outside:
        return False
    return _proves(fn, d, entry.name, entry.full_name, entry.decl.name_node)


def _proves(fn, d, name, full_name, at) -> bool:
    """True when the lowered relation `fn` (a `FnV` of two positions) is proved by z3 to lower
    the position (`MoveFamily.check_relation`)."""
    from ... import expr as E
    from ...games.heaps import BadMoveRelation, MoveFamily
    from ..shapes import lower as L
    try:
        if not isinstance(fn, L.FnV) or fn.arity != 2:
            return False
        heaps = d if d is not None else 1
        p, q = E.heaps(heaps), E.next_heaps(heaps)
        args = [L.VecV(tuple(p)), L.VecV(tuple(q))] if d is not None else [p[0], q[0]]
        expr = fn.call(args, at)
        family = MoveFamily.from_relation(name, full_name, heaps=heaps, move=L.canonical(expr))
        family.check_relation()
    except (L.Outside, BadMoveRelation):
        return False
    return True
