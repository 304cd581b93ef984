"""The project's definitions as values of the lowering: a `def` is unfolded where it is applied
(`lower.FnV` for one with parameters), its own names resolved in its own file, namespace and
`open`s (`pychecks.lean.read.project` says which declaration a name means).

Only definitions Lean computes and knows to terminate are read: a `partial`, `unsafe` or
`noncomputable` one, one defined by pattern matching or by tactics, and one that reaches itself
are outside the fragment, said at the place that uses them.
"""
from __future__ import annotations

from ..read.parser import Declaration, Node
from ..read.project import DefEntry, ProjectFile, mentions
from . import lower as L


def lowering(pf: ProjectFile) -> L.Lowering:
    """The lowering of `pf`'s terms (one per file, made on first use)."""
    if pf.lowering is None:
        pf.lowering = L.Lowering(pf.name, pf.lean.source.text, pf)
    return pf.lowering


def scope_of(pf: ProjectFile, decl: Declaration) -> L.Scope:
    """The scope `decl` is written in: no local names, the project's definitions as its
    namespace and `open`s resolve them."""
    namespace, opens = pf.scopes[id(decl)]
    return L.Scope(resolve=resolver(pf, namespace, opens), file=pf.name, namespace=namespace,
                   opens=opens)


def resolver(pf: ProjectFile, namespace: tuple, opens: tuple):
    """name → value of a project definition visible here, or None (with `names()`, the
    candidates of a "did you mean")."""
    find = pf.lookup(namespace, opens)
    low = lowering(pf)

    def resolve(name: str, node: Node):
        entry = find(name)
        return None if entry is None else value(entry, node, low)
    resolve.names = find.names
    return resolve


def value(entry: DefEntry, use: Node, user: L.Lowering):
    """The value of the definition where `use` names it; Outside (at the use) when the
    definition itself is outside the fragment."""
    d = entry.decl
    name = d.name
    for mod in d.modifiers:
        for word in ("noncomputable", "partial", "unsafe"):
            if word in mod.split():
                # a `partial` def's body is not its value in Lean's logic; pychecks reads
                # only definitions Lean computes and knows to terminate
                raise L.Outside(use, f"`{name}` (defined at {entry.where}) is `{word}`: "
                                     "outside the fragment", user.file)
    if d.error is not None:
        line, col, what = d.error
        raise L.Outside(use, f"`{name}` (defined at {entry.where}) uses {what}, outside the "
                             "fragment", user.file)
    if d.match_alts:
        raise L.Outside(use, f"`{name}` (defined at {entry.where}) is defined by pattern "
                             "matching, a recursive function: outside the fragment",
                        user.file)
    if d.body is None or d.body.kind == "by":
        raise L.Outside(use, f"`{name}` (defined at {entry.where}) has no term body "
                             "(tactics): outside the fragment", user.file)
    if mentions(d.body, {name, entry.full_name}):
        raise L.Outside(use, f"`{name}` (defined at {entry.where}) is recursive: "
                             "user-defined recursive functions are outside the fragment",
                        user.file)
    if entry.unfolded is None:
        try:
            entry.unfolded = _build(entry)
        except L.Outside as exc:
            raise L.Outside(use, f"`{name}` (defined at {entry.where}) is outside the "
                                 f"fragment: {exc.located(entry.file.name)}", user.file) \
                from None
    return entry.unfolded


def _build(entry: DefEntry):
    low = lowering(entry.file)
    scope = L.Scope(resolve=resolver(entry.file, entry.namespace, entry.opens),
                    file=entry.file.name, namespace=entry.namespace, opens=entry.opens)
    d = entry.decl
    names, types = [], []
    for b in d.binders:
        if b.text not in ("(", "{", "⦃"):
            raise L.Outside(b, f"the binder `{L.binders_brief(b)}`", entry.file.name)
        if b.args[1] is None:
            raise L.Outside(b, "a binder without a type", entry.file.name)
        ty = low.type_of(b.args[1], scope)
        for n in b.args[0]:
            names.append(n.text)
            types.append(ty)
    result = low.type_of(d.type, scope) if d.type is not None else None
    body = d.body

    if not names:
        v = _guarded(entry, lambda: low.eval(body, scope, result))
        if isinstance(v, L.FnV) and v.name is None:
            v.name = d.name
        return v

    memo = {}

    def call(args, at):
        key = tuple(args)
        try:
            hit = memo.get(key)
        except TypeError:  # an argument that cannot be a key (a set, a function)
            hit, key = None, None
        if hit is not None:
            return hit
        out = evaluate(args, at)
        if key is not None:
            memo[key] = out
        return out

    def evaluate(args, at):
        inner = scope
        for n, ty, a in zip(names, types, args):
            inner = inner.bind(n, low.coerce(a, ty, at))
        out = _guarded(entry, lambda: low.eval(body, inner, None if result is not None
                                               and result.kind == "fun" else result))
        rest = args[len(names):]
        return low.apply(out, rest, at) if rest else out
    return L.FnV(call=call, params=tuple(types), result=result, name=d.name,
                 arity=len(names))


def _guarded(entry: DefEntry, thunk):
    if entry.unfolding:
        raise L.Outside(entry.decl.name_node, f"`{entry.decl.name}` refers to itself "
                                              "(recursion)", entry.file.name)
    entry.unfolding = True
    try:
        return thunk()
    finally:
        entry.unfolding = False

