"""Books of bounded instances for plain statements: what `pychecks emit` writes for a statement
of shape "plain" (`∀ x₀ … x_(m-1), ψ → χ` over `ℕ`, `Fin k` and `Fin d → ℕ`, such as
`theorem_wanted xor_eq_zero (a b : ℕ) (h : a ^^^ b = 0) : a = b`).

When the statement HOLDS on its box, the file holds

* `hypB`, `conclB`: the hypotheses and the conclusion as Bool functions of the instance
  `p : List Nat` (variable k is `p.getD k 0`; a `Fin k` variable is its value, a position
  `Fin d → ℕ` is d consecutive entries), printed from the single source (`expr.to_lean_bool`);
  `bodyB p = !hypB p || conclB p`, the statement's body (`conclB` alone without hypotheses);
* chunk theorems `book_<first>`: `bodyB` at every instance of a chunk, as nested
  `allFrom (fun x0 => … bodyB [x0, …] …) lo n` (`lean/Pychecks/Grundy.lean`), at most
  `POSITIONS_PER_THEOREM` instances each, closed by `decide +kernel` under `maxHeartbeats`; the
  chunks cover the box exactly once;
* the bridge `theorem_wanted bodyB_iff (binders) : (bodyB [..] = true) ↔ body`: the step left to
  a person. For a statement of a module in a Lake project whose variables all come before its
  hypotheses, `body` is the user's own statement at the instance,
  `type_of% (@Namespace.name a b …)` (Lean core's `type_of%`, `Lean/Elab/BuiltinNotation.lean`:
  the type of the elaborated term); otherwise it is pychecks' translation of the body, printed
  as a core `Prop` (`expr.to_lean_prop`), and the file says so.

When the statement FAILS, the file holds the same definitions and bridge, and `example`s stating
the smallest counterexample of the check's box: the hypotheses hold there, the conclusion does
not, so the body is false.

Sizes: a book has at most `MAX_INSTANCES` instances (the Grundy books' limit); by default its box
is the check's, with the bound lowered until the book has at most `DEFAULT_INSTANCES`. Text is
built from the syntax tree (`pychecks.lean.write.syntax`) and sorted data only: the same bytes
on every run. The independent reader is `fixture_reader.recheck_plain`.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from math import prod

from ... import expr as E
from ...errors import BadBound, PychecksError
from ...statements import PlainStatement
from ...verdict import Status
from . import syntax as L
from .books import MAX_BOOK_POSITIONS, definition, theorem, wrap_doc
from .emit import DECIDE, POSITIONS_PER_THEOREM, heartbeats_option
from .files import PROVES, Fixture, fixture_text, header, module_name
from .library import full

#: A plain book checks at most this many instances (64 chunk theorems of 256), as Grundy books.
MAX_INSTANCES = MAX_BOOK_POSITIONS
#: The default bound gives at most this many instances (16 chunk theorems): the check's box when
#: it is that small (two ℕ variables at N = 63), a smaller bound otherwise.
DEFAULT_INSTANCES = 4096
#: Kernel steps of one instance besides the body's own nodes: building the list, `allFrom`.
STEPS_PER_INSTANCE = 4

#: Imported by a book whose bridge is not stated in the user's module (no Lake project, or a
#: file outside its source directory): the `theorem_wanted` command, Lean core only.
THEOREM_WANTED_MODULE = "PychecksStatements.TheoremWanted"


def emittable(claim) -> bool:
    """True for the statements that get a plain book: shape "plain"."""
    return claim.shape == "plain" and isinstance(claim.statement, PlainStatement)


# --- the variables and the box -------------------------------------------------------------------

@dataclass(frozen=True)
class Slot:
    """One binder of the bridge: a `ℕ` variable (`nat`), a `Fin size` variable (`fin`), or a
    position `Fin size → ℕ` (`pos`) whose heaps are variables `first … first + size - 1`."""

    name: str
    kind: str
    size: int
    first: int

    @property
    def lean_type(self) -> L.Node:
        return {"nat": L.name("Nat"), "fin": L.app("Fin", self.size),
                "pos": L.op("→", L.app("Fin", self.size), "Nat")}[self.kind]


def slots(statement) -> list[Slot]:
    """The statement's variables as the user bound them (`pychecks.statements.Variable`: a
    position's heaps are the variables `p 0`, `p 1`, …; the dummy `_` of a closed statement is
    no binder)."""
    out: list[Slot] = []
    for k, v in enumerate(statement.variables):
        if v.name == "_":
            continue
        base, _, heap = v.name.partition(" ")
        if heap:
            if heap == "0":
                out.append(Slot(base, "pos", 1, k))
            else:
                last = out[-1]
                out[-1] = Slot(last.name, "pos", last.size + 1, last.first)
        elif v.cap is None:
            out.append(Slot(v.name, "nat", 1, k))
        else:
            out.append(Slot(v.name, "fin", v.cap + 1, k))
    return out


def sizes(statement, bound: int) -> list[int]:
    """How many values each variable takes: `cap + 1` (a `Fin k` variable: k), else `bound + 1`."""
    return [bound + 1 if v.cap is None else v.cap + 1 for v in statement.variables]


def instances(statement, bound: int) -> int:
    """The number of instances of the box: the product of `sizes`."""
    return prod(sizes(statement, bound))


def _has_nat(statement) -> bool:
    return any(v.cap is None for v in statement.variables)


def describe_box(statement, bound: int) -> str:
    """`a ≤ 63, b ≤ 63, i < 5, p k ≤ 63 for k < 3`: the box in words, binder by binder."""
    parts = []
    for s in slots(statement):
        if s.kind == "nat":
            parts.append(f"{s.name} ≤ {bound}")
        elif s.kind == "fin":
            parts.append(f"{s.name} < {s.size}")
        else:
            parts.append(f"{s.name} k ≤ {bound} for every k < {s.size}")
    return ", ".join(parts) or "the one instance of a closed statement"


def default_bound(claim) -> int:
    """The check's bound, lowered while the book would have more than `DEFAULT_INSTANCES`
    instances (never below 1); a statement without `ℕ` variables keeps the check's bound, which
    then changes nothing."""
    n = claim.default_bound
    while n > 1 and _has_nat(claim.statement) and instances(claim.statement, n) > DEFAULT_INSTANCES:
        n -= 1
    return n


def check_size(claim, bound: int) -> None:
    """BadBound (one line) for a bound below 1 or a book of more than `MAX_INSTANCES` instances."""
    st = claim.statement
    if bound < 1:
        raise BadBound(f"bound N={bound} for {claim.name}: must be at least 1")
    need = instances(st, bound)
    if need <= MAX_INSTANCES:
        return
    largest = bound
    while largest > 1 and instances(st, largest) > MAX_INSTANCES:
        largest -= 1
    hint = (f"; N ≤ {largest} fits" if instances(st, largest) <= MAX_INSTANCES and _has_nat(st)
            else "")
    raise BadBound(f"{claim.name}: its book at N={bound} ({describe_box(st, bound)}) has "
                   f"{need:,} instances, plain books are limited to {MAX_INSTANCES:,} so that "
                   f"`decide` stays small{hint}")


@dataclass
class Plan:
    """The bounds of one plain statement's fixture: the check runs at `check_bound`; when it
    HOLDS the book covers `book_bound` (at most the check's), when it FAILS the counterexample is
    the smallest of the check's box."""

    check_bound: int
    book_bound: int


def plan(claim, bound: int | None) -> Plan:
    """The plan for `claim` under the command's `--bound` (None: the defaults); BadBound when
    the book would be too large, before anything is checked or written."""
    if bound is not None:
        check_size(claim, bound)
        return Plan(bound, bound)
    book = default_bound(claim)
    check_size(claim, book)
    return Plan(claim.default_bound, book)


def chunks(counts: list[int], per: int = POSITIONS_PER_THEOREM) -> list[list[tuple[int, int]]]:
    """The chunks of the box `range(counts[0]) × …`: each a `(lo, n)` range per variable, at most
    `per` instances, in lexicographic order, covering the box once. The variables after the
    split level range fully; the ones before it are fixed (n = 1). Without variables the box
    is one instance, one chunk of no ranges."""
    if not counts:
        return [[]]
    k = 0
    while prod(counts[k + 1:]) > per:
        k += 1
    inner = prod(counts[k + 1:])
    step = max(1, per // inner)
    out = []
    for prefix in itertools.product(*(range(c) for c in counts[:k])):
        for lo in range(0, counts[k], step):
            out.append([(v, 1) for v in prefix] + [(lo, min(step, counts[k] - lo))]
                       + [(0, c) for c in counts[k + 1:]])
    return out


def first_index(ranges, counts) -> int:
    """The index of a chunk's first instance in the box, heap 0 most significant."""
    index = 0
    for (lo, _), c in zip(ranges, counts):
        index = index * c + lo
    return index


# --- the bridge's right side -------------------------------------------------------------------

#: The restatement's name, and the bridge's: a statement's text that names either is not
#: restated (inside the restatement's namespace it would mean ours).
RESTATED = "restated"
PLAIN_BRIDGE = "bodyB_iff"


@dataclass(frozen=True)
class Restated:
    """The statement at one instance, restated from its text: `def restated <variables> : Prop
    := <the rest of its signature>`, in `namespace` (the statement's own namespace, then
    `Fixtures.<Module>`), after `open opens` (those in force at the statement), so that every
    name of the text resolves as it does in the user's file."""

    namespace: str
    opens: tuple
    body: str


@dataclass
class Target:
    """What the bridge states and what the file imports. `user_module`: the user's module, which
    the file imports (it brings the user's definitions and the `theorem_wanted` command their
    file uses). `restated`: the statement restated from its text (`Restated`), which the bridge
    states at the instance; without it the bridge states pychecks' translation, `why` says why
    (for the file's doc) and `note` is the line `pychecks emit` prints (None where it already
    printed one for the whole file).

    The user's own constant is never named: Batteries' `theorem_wanted` (which every file that
    imports Mathlib gets) makes it a `private def … : ProofWanted T`, which neither resolves
    from another module nor has the type T."""

    user_module: str | None = None
    statement: str | None = None
    restated: Restated | None = None
    why: str = "the statement's file is in no Lake project, or outside its source directory"
    note: str | None = None


def target(claim) -> Target:
    """The user's module and the restatement the bridge is stated against, where possible: a
    Lean file in a Lake project's source directory, a statement whose variables are all bound
    before its first hypothesis (so that the rest of its signature is its body at an instance),
    in a file that declares no `variable` (which a restatement would not bind)."""
    from ..read.project import find_lake_project
    from .user_checkers import from_lean_file
    if not from_lean_file(claim):
        return Target(why="the statement comes from no Lean file")
    project = find_lake_project(claim.source)
    module = project.module_of(claim.source) if project is not None else None
    if module is None:  # `pychecks emit` says so once per file
        return Target()
    pf, decl = _declaration(str(claim.source), claim.name)
    names = [s.name for s in slots(claim.statement)]
    restated = None
    if decl is None or not _variables_first(pf, decl, names):
        why = ("a hypothesis is bound before a variable, so the rest of the statement's "
               "signature is not its body at an instance")
    elif any(c.keyword == "variable" for c in pf.lean.commands):
        why = "its file declares `variable`s, which a restatement of its text would not bind"
    else:
        restated = _restate(pf, decl, names, module_name(claim.name))
        why = (f"its text names `{RESTATED}` or `{PLAIN_BRIDGE}`, which the restatement's "
               "namespace would take for its own") if restated is None else ""
    if restated is not None:
        return Target(module, claim.name, restated)
    return Target(module, why=why, note=f"{claim.name}: {why}; its book's bridge states "
                                        "pychecks' translation of the body")


def _restate(pf, decl, names: list[str], module: str) -> Restated | None:
    """The statement's body at an instance, from its text: its hypothesis binders (those before
    the colon that bind no variable: `(h : a ^^^ b = 0)`, `[Fact p]`) as a `∀`, then its type
    after the `∀`s that bind variables. None when the text names `restated` or `bodyB_iff`.
    `_variables_first` has checked the order: variables first, then only hypotheses."""
    import re
    from ..shapes.reader import _is
    code = pf.lean.source.code

    def text(node) -> str:
        return " ".join(code[node.start:node.end].split())

    hyps = [text(b) for b in decl.binders
            if not b.args[0] or not all(n.text in names for n in b.args[0])]
    body = decl.type
    while _is(body, "forall") and all(b.text in ("", "(") for b in body.args[0]) \
            and all(n.text in names for b in body.args[0] for n in b.args[0]):
        body = body.args[1]
    stated = text(body)
    if hyps:
        stated = f"∀ {' '.join(hyps)}, {stated}"
    if re.search(rf"(?<![\w.']){RESTATED}(?![\w'])|(?<![\w.']){PLAIN_BRIDGE}(?![\w'])",
                 stated):
        return None
    namespace, opens = pf.scopes[id(decl)]
    return Restated(".".join(tuple(namespace) + ("Fixtures", module)),
                    tuple(o for o in opens if o), stated)


@functools.lru_cache(maxsize=32)
def _parsed(source: str, mtime_ns: int):
    """The project file of `source` (its imports loaded), parsed once per version of the file:
    `pychecks emit FILE.lean` asks for each of its plain statements."""
    from ..read.project import Project
    return Project().load(source, source)


def _declaration(source: str, name: str):
    """(project file, the declaration whose full Lean name is `name`, or None)."""
    from pathlib import Path
    from ..read.project import full_name
    pf = _parsed(source, Path(source).stat().st_mtime_ns)
    return pf, next((d for d in pf.lean.declarations
                     if d.name and full_name(pf, d) == name), None)


def _variables_first(pf, decl, names: list[str]) -> bool:
    """True when the statement binds exactly `names`, in this order, before any hypothesis:
    binders before the colon, then the `∀` binders and `→` premises of its type, read as the
    front end reads a plain statement (`frontend.shapes`)."""
    from ..shapes import lower as LW
    from ..shapes import unfold as U
    from ..shapes.reader import _is
    order = []
    scope = U.scope_of(pf, decl)
    for b in decl.binders:
        try:
            ty = U.lowering(pf).type_of(b.args[1], scope) if b.args[1] is not None else None
        except LW.Outside:
            ty = None
        var = ty is not None and (ty == LW.NAT or ty.kind in ("fin", "pos"))
        order += [n.text if var else None for n in b.args[0]]
    body = decl.type
    while True:
        if _is(body, "forall") and all(b.text in ("", "(") for b in body.args[0]):
            order += [n.text for b in body.args[0] for n in b.args[0]]
            body = body.args[1]
        elif _is(body, "binop", "→"):
            order.append(None)
            body = body.args[1]
        else:
            break
    first_hyp = order.index(None) if None in order else len(order)
    return order[:first_hyp] == names and all(n is None for n in order[first_hyp:])


# --- printing ------------------------------------------------------------------------------------

#: `(p : List Nat)`: the instance the Bool functions take.
INSTANCE = (L.Binder(("p",), L.app("List", "Nat")),)
BOOL = L.name("Bool")


def _heap_name(statement):
    """How the translation names variable k: `a`, `i.val`, `(p 2)`."""
    names = {}
    for s in slots(statement):
        if s.kind == "pos":
            for j in range(s.size):
                names[s.first + j] = f"({s.name} {j})"
        else:
            names[s.first] = f"{s.name}.val" if s.kind == "fin" else s.name
    return lambda kind, k: names[k]


def instance_arg(statement) -> L.Node:
    """The bridge's instance as one `List Nat`: `[a, b, i.val] ++ List.ofFn p`; `[0]` for a
    closed statement."""
    parts: list[L.Node] = []
    scalars: list[L.Node] = []
    for s in slots(statement):
        if s.kind == "pos":
            if scalars:
                parts.append(L.ListLit(tuple(scalars)))
                scalars = []
            parts.append(L.app("List.ofFn", s.name))
        else:
            scalars.append(L.call(s.name, "val") if s.kind == "fin" else L.name(s.name))
    if scalars or not parts:
        parts.append(L.ListLit(tuple(scalars)) if scalars else L.nat_list([0]))
    return L.op("++", *parts)


def _translation(statement) -> L.Node:
    """The body as pychecks read it, a core `Prop`: `ψ → χ`, or `χ` without hypotheses (each
    printed by `expr.to_lean_prop`, parenthesised there)."""
    name = _heap_name(statement)
    concl = L.Raw(E.to_lean_prop(statement.conclusion, name))
    if statement.hypotheses is E.sp.true:
        return concl
    return L.op("→", L.Raw(E.to_lean_prop(statement.hypotheses, name)), concl)


def bridge(claim, tgt: Target) -> L.Wanted:
    """The `theorem_wanted bodyB_iff …` of the book (see the module docstring), with its doc."""
    st = claim.statement
    binders = tuple(L.Binder(tuple(s.name for s in group), ty)
                    for ty, group in _grouped(slots(st)))
    if tgt.restated is not None:  # stated in the restatement's namespace: `bodyB` in full
        lhs = L.op("=", L.app(f"Pychecks.Fixtures.{module_name(claim.name)}.bodyB",
                              instance_arg(st)), "true")
        rhs = L.app(RESTATED, *[s.name for s in slots(st)]) if slots(st) else L.name(RESTATED)
        side = f"`{RESTATED}`, your statement at the instance restated from its text"
    else:
        lhs = L.op("=", L.app("bodyB", instance_arg(st)), "true")
        rhs = _translation(st)
        side = "pychecks' translation of the body"
    return L.Wanted(PLAIN_BRIDGE, binders, L.op("↔", lhs, rhs),
                    "The bridge, wanted (not proved): `bodyB` at the instance is `true` exactly "
                    f"when the body holds there; the right side is {side}.")


def _grouped(ss):
    """Consecutive binders of one type, as `(a b : Nat)` groups them."""
    return [(ty, list(g)) for ty, g in itertools.groupby(ss, key=lambda s: s.lean_type)]


def _defs(st) -> list[L.Def]:
    """`hypB` (when there are hypotheses), `conclB` and `bodyB`."""
    parts = []
    where = ("at the instance `p` (variable k is `p.getD k 0`), printed from pychecks' reading "
             "of the statement (`pychecks.expr`)")
    if st.hypotheses is not E.sp.true:
        parts.append(definition("hypB", INSTANCE, BOOL, L.Raw(E.to_lean_bool(st.hypotheses)),
                                f"The hypotheses {where}."))
        body = L.or_(L.not_(L.app("hypB", "p")), L.app("conclB", "p"))
    else:
        body = L.app("conclB", "p")
    parts.append(definition("conclB", INSTANCE, BOOL, L.Raw(E.to_lean_bool(st.conclusion)),
                            f"The conclusion {where}."))
    parts.append(definition("bodyB", INSTANCE, BOOL, body,
                            "The statement's body at the instance `p`: its hypotheses imply its "
                            "conclusion."))
    return parts


def _nest(counts, ranges) -> L.Node:
    """`allFrom (fun x0 => allFrom (fun x1 => bodyB [x0, x1]) lo1 n1) lo0 n0`."""
    xs = [f"x{k}" for k in range(len(counts))]
    term: L.Node = L.app("bodyB", L.ListLit(tuple(L.name(x) for x in xs)))
    for x, (lo, n) in reversed(list(zip(xs, ranges))):
        term = L.app(full("allFrom"), L.lam(x, term), lo, n)
    return term


def _example(comment: str, statement: L.Node) -> L.Decide:
    return L.Decide(None, statement, DECIDE, (heartbeats_option(1, "one instance"),), comment)


def _steps_per_instance(st) -> int:
    nodes = sum(1 for _ in E.sp.preorder_traversal(st.hypotheses)) + \
        sum(1 for _ in E.sp.preorder_traversal(st.conclusion))
    return nodes + STEPS_PER_INSTANCE + len(st.variables)


def build(claim, plan_: Plan, verdict, command_for, tgt: Target | None = None) -> Fixture:
    """The fixture of a plain statement: a book at `plan_.book_bound` when `verdict` (the check at
    `plan_.check_bound`) HOLDS, counterexample `example`s when it FAILS. `command_for(bound)` is
    the command that regenerates the file at that bound (its header)."""
    st = claim.statement
    if verdict.status in (Status.UNKNOWN, Status.VACUOUS):
        # nothing checked, nothing to witness: a book of a vacuous statement would prove nothing
        raise PychecksError(f"{claim.name}: check at N={plan_.check_bound} was "
                            f"{verdict.status.value} ({verdict.reason}); nothing to emit")
    tgt = tgt if tgt is not None else target(claim)
    fails = verdict.status is Status.FAILS
    bound = plan_.check_bound if fails else plan_.book_bound
    parts = _defs(st) + ([] if tgt.restated is not None else [bridge(claim, tgt)])
    fixture = Fixture(claim.name, module_name(claim.name), "", status=verdict.status)
    if fails:
        values = [int(v) for v in verdict.counterexample.data["values"]]
        at = L.nat_list(values)
        shown = ", ".join(f"{v.name} := {x}" for v, x in zip(st.variables, values))
        hyps = st.hypotheses is not E.sp.true
        if hyps:
            parts.append(_example(f"the hypotheses hold at {shown}", L.app("hypB", at)))
        parts.append(_example("the conclusion does not hold " + ("there" if hyps else
                                                                  f"at {shown}"),
                              L.not_(L.app("conclB", at))))
        parts.append(_example("so the body is false there", L.not_(L.app("bodyB", at))))
        fixture.theorems = 2 + (st.hypotheses is not E.sp.true)
        doc = PROVES["plain counterexample"] + "\n\n" + _fails_doc(claim, bound, shown, tgt)
    else:
        counts = sizes(st, bound)
        per = _steps_per_instance(st)
        for ranges in chunks(counts):
            n = prod(k for _, k in ranges)
            parts.append(theorem(f"book_{first_index(ranges, counts)}",
                                 _nest(counts, ranges), n * per,
                                 f"{n} instances of the body"))
            fixture.theorems += 1
        fixture.rows = prod(counts)
        doc = PROVES["plain book"] + "\n\n" + _holds_doc(claim, bound, fixture.theorems, tgt)
    # The user's module brings their definitions and the `theorem_wanted` command their file
    # uses (theirs, whichever it is); a file in no project gets this repository's command.
    imports = [tgt.user_module] if tgt.user_module is not None else [THEOREM_WANTED_MODULE]
    fixture.text = fixture_text(header(claim.name, bound, claim.lean_hash, command_for(bound)),
                                fixture.module, wrap_doc(doc),
                                "\n".join(L.show_decl(p, L.EXPLICIT) for p in parts),
                                imports=imports, after=_restatement_block(claim, tgt))
    fixture.bound = bound
    return fixture


def _restatement_block(claim, tgt: Target) -> str:
    """After the book's namespace: the statement's namespace, its `open`s, `restated` and the
    bridge (nothing without a restatement)."""
    r = tgt.restated
    if r is None:
        return ""
    st = claim.statement
    binders = tuple(L.Binder(tuple(s.name for s in group), ty)
                    for ty, group in _grouped(slots(st)))
    restated = L.Def(RESTATED, binders, L.name("Prop"),
                     L.Verbatim(r.body, "the statement's text in your file"),
                     f"`{claim.name}` at one instance, restated from its text (the variables "
                     "bound here, its hypotheses and conclusion as you wrote them), in its own "
                     "namespace and `open`s.", doc_width=0)
    opens = f"open {' '.join(r.opens)}\n\n" if r.opens else ""
    return (f"\nnamespace {r.namespace}\n\n{opens}"
            + L.show_decl(restated, L.EXPLICIT) + "\n"
            + L.show_decl(bridge(claim, tgt), L.EXPLICIT)
            + f"\nend {r.namespace}\n")


# --- docs ----------------------------------------------------------------------------------------

def _what_bridge_states(tgt: Target) -> str:
    if tgt.restated is not None:
        return (f"`{tgt.restated.namespace}.{RESTATED}`, your statement `{tgt.statement}` at the "
                "instance restated from its text (its own constant is not named: Batteries' "
                "`theorem_wanted` makes it a private placeholder)")
    return ("pychecks' translation of the body (printed from its reading of the statement), not "
            f"your Lean text ({tgt.why}): check that it says what you meant")


def _translation_only(tgt: Target) -> str:
    if tgt.restated is not None:
        return ""
    return ("It checks pychecks' translation of the statement only: the checkers are printed from "
            "what pychecks read, and the bridge states that reading, not your Lean text.\n\n")


def plural(n: int, word: str) -> str:
    """`1 instance`, `2 instances`: a count and its noun."""
    return f"{n:,} {word}{'s' * (n != 1)}"


def _holds_doc(claim, bound: int, theorems: int, tgt: Target) -> str:
    st = claim.statement
    n = instances(st, bound)
    named = [v.name for v in st.variables if v.name != "_"]
    shown = (f" (`[{', '.join(named)}]`, in the chunk theorems "
             f"`[{', '.join(f'x{k}' for k in range(len(named)))}]`)" if named else "")
    return (f"The book of `{claim.name}` on every instance with {describe_box(st, bound)}: "
            f"{plural(n, 'instance')} in {plural(theorems, 'chunk theorem')}, each closed by "
            "`decide`.\n\n"
            + _translation_only(tgt) +
            "* `hypB`, `conclB`, `bodyB`: the hypotheses, the conclusion and the body "
            "(hypotheses imply conclusion) as Bool functions of the instance `p : List Nat`"
            + shown + ";\n"
            "* `book_*`: `bodyB` is true at every instance of the chunk (`allFrom f lo n`: `f` at "
            "`lo`, …, `lo + n - 1`); the chunks cover the box exactly once;\n"
            f"* `bodyB_iff` (wanted): `bodyB` is `true` at an instance exactly when the body holds "
            f"there; its right side is {_what_bridge_states(tgt)}.\n\n"
            "What is left to you: `bodyB_iff`, and that `allFrom` means what it says (the first "
            "part of `grundyBookCore_spec`, `PychecksStatements/GrundyBooks.lean`). With both, "
            "every chunk theorem gives the body at each instance of its chunk.")


def _fails_doc(claim, bound: int, shown: str, tgt: Target) -> str:
    st = claim.statement
    refutes = (f"`{tgt.statement}`, restated from its text (its body fails at that instance)"
               if tgt.restated is not None else
               "pychecks' translation of the statement at that instance")
    return (f"A counterexample to `{claim.name}`: {shown}, the smallest of the box "
            f"{describe_box(st, bound)} (fewest tokens, then lexicographic). Each `example` "
            "states one fact of it, closed by `decide`.\n\n"
            + _translation_only(tgt) +
            f"With the bridge `bodyB_iff` (wanted), `bodyB` being false there refutes {refutes}.")
