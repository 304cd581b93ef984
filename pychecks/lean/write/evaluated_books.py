"""Books of evaluated statements: what `pychecks emit` writes for a statement that no shape
reads and the evaluator checks (`pychecks.lean.evaluate`), such as
`theorem_wanted bouton (p : List ℕ) : wins (p.sum + 1) p = (nimSum p != 0)`.

The file imports the user's module and states everything in the user's own names and syntax:
the statement's body is copied from its source text, and its variables are bound again by
`∀ x ∈ (values : List T), …` over explicit lists of values (printed as the evaluator prints a
counterexample: `[2]`, `{ left := 1, right := 1 }`), so `decide` finds Lean core's instance
`List.decidableBAll` (`Decidable (∀ x, x ∈ l → p x)`, by recursion on `l`; read in a stored copy
of `Init/Data/List`, the pinned v4.34.0 tag of lean4 being too large to fetch here) for the
binders and the user's own `Decidable` instances for the body.

* **HOLDS**: chunk theorems `book_<first>`, each `∀ p ∈ (chunk : List (List ℕ)), body`; the
  chunks cover the scope (N, and L for lists) exactly once, in the order of `plain_books.chunks`
  (at most `POSITIONS_PER_THEOREM` instances each). Written only where `decide` can plausibly
  close them (`undecidable` says why not, and nothing is written).
* **FAILS**: `example : ¬ ∀ p ∈ ([[2]] : List (List ℕ)), body := by decide +kernel` at the
  smallest counterexample of the check. When `decide` cannot close it (an inductive `Prop` of
  the user, an unbounded quantifier, …) the same negation is a `theorem_wanted` and the file's
  comments say why.

A statement of a Lean file in no Lake project (or outside its source directory) cannot be
imported: its fixture gets a one-line reason instead. The independent reader is
`pychecks.lean.verify.evaluated_reader`, which re-evaluates every instance with the evaluator.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import prod

from ...errors import BadBound, PychecksError
from ...verdict import Status
from . import syntax as L
from .books import MAX_BOOK_POSITIONS, wrap_doc
from .emit import DECIDE, heartbeats_option
from .files import PROVES, Fixture, header, module_name
from .plain_books import THEOREM_WANTED_MODULE, chunks, first_index, plural

#: A book checks at most this many instances, as plain and Grundy books.
MAX_INSTANCES = MAX_BOOK_POSITIONS
#: The default book has at most this many instances (the bound lowered until it does): the
#: kernel does not memoise, so a solver that the evaluator runs once per position re-solves its
#: whole game tree at every instance.
DEFAULT_INSTANCES = 256
#: Elementary checks assumed per call of a definition, for `maxHeartbeats` (a margin, not a
#: measurement: no Lean toolchain has run these files).
STEPS_PER_CALL = 20
#: `maxHeartbeats` of a counterexample's `decide` is set for this many elementary checks (a
#: margin: a single instance of a statement the evaluator checked in well under a second).
COUNTEREXAMPLE_STEPS = 100_000
#: A book whose instances, evaluated as the kernel does (no memo), call the user's definitions
#: more often than this is not written: `decide` would not plausibly finish.
MAX_BOOK_CALLS = 200_000
#: The line after the header that says the scope the file covers (read back by the reader).
SCOPE_MARK = "-- scope: "


def emittable(claim) -> bool:
    """True for a statement the evaluator checks (shape "evaluated")."""
    return claim.shape == "evaluated" and getattr(claim, "evaluated", None) is not None


# --- what `decide` can run -----------------------------------------------------------------------

def noncomputable(ev) -> str | None:
    """Why Lean cannot run a definition `ev` reaches, or None: one marked `noncomputable` (the
    evaluator may still check it, where its only choice is an order proved not to matter, but
    `decide` cannot unfold it). Asked before the check, which it would make pointless."""
    el = ev.elab
    for key in sorted(el.program.defs):
        entry = el.env.entries.get(key)
        decl = entry.decl if entry is not None else None
        if decl is not None and any("noncomputable" in m.split() for m in decl.modifiers):
            return (f"`{key}` is noncomputable, which `decide` cannot evaluate (pychecks checks "
                    "it where its one choice is proved not to matter, or its value is one "
                    "number it can compute)"
                    if key in el._noncomputable_ok else
                    f"`{key}` is noncomputable, which `decide` cannot evaluate")
    return None


def _has_perm(t) -> bool:
    from ..evaluate import types as T
    t = T.resolve(t)
    if isinstance(t, T.TPerm):
        return True
    if isinstance(t, T.TFun):
        return _has_perm(t.dom) or _has_perm(t.cod)
    return isinstance(t, T.TCon) and any(_has_perm(a) for a in t.args)


def undecidable(ev) -> str | None:
    """Why `decide` cannot plausibly close an instance of `ev`, or None. Instance search sees
    through no `def`, and the kernel unfolds no well-founded recursion, so: an inductive `Prop`
    of the user (no `Decidable` instance), a `Prop`-valued `def` without one, a quantifier over
    an infinite type, a definition by well-founded or `partial` recursion."""
    from ..evaluate import types as T
    from ..evaluate.check import ranged_quantifiers
    el = ev.elab
    if el.program.preds:
        names = ", ".join(f"`{k}`" for k in sorted(el.program.preds))
        return (f"{names} {'is an inductive Prop' if len(el.program.preds) == 1 else 'are inductive Props'} "
                "of yours with no Decidable instance, so `decide` cannot evaluate it")
    perm = next((v for v in ev.variables if _has_perm(v.ty)), None)
    if perm is not None:
        return (f"`{perm.name}` is an `Equiv.Perm`: pychecks carries a permutation as its table, "
                "which Lean writes only with a proof that it is a bijection")
    ranged = ranged_quantifiers(ev)
    if ranged:
        q = ranged[0]
        return (f"`{q.text}` ranges over an infinite type (checked only within the scope), which "
                "has no Decidable instance")
    why = noncomputable(ev)
    if why is not None:
        return why
    instances = _decidable_instances(ev.context.file)
    for key in sorted(el.program.defs):
        entry = el.env.entries.get(key)
        decl = entry.decl if entry is not None else None
        if decl is None:
            continue
        mods = {m.split()[0] for m in decl.modifiers}
        if "partial" in mods or "unsafe" in mods or "noncomputable" in mods:
            return f"`{key}` is {'/'.join(sorted(mods & {'partial', 'unsafe', 'noncomputable'}))}: " \
                   "the kernel cannot unfold it"
        tail = decl.tail or ""
        if "termination_by" in tail or "decreasing_by" in tail:
            return (f"`{key}` is defined by well-founded recursion (`termination_by`), which the "
                    "kernel does not unfold, so `decide` cannot evaluate it")
        sig = el._sigs.get(key)
        if sig is not None and T.resolve(sig.result) == T.PROP and entry.kind != "abbrev" \
                and key.rsplit(".", 1)[-1] not in instances:
            return (f"`{key}` is a `Prop`-valued `def` with no Decidable instance of yours (instance "
                    "search does not unfold a `def`)")
    return None


def _decidable_instances(pf) -> set:
    """The name components that the `instance … Decidable …` declarations of the statement's
    file and its imports mention (`instance : DecidablePred Foo`): a generous reading, so that
    a user's instance is never overlooked."""
    import re
    out, seen, todo = set(), set(), [pf]
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        todo.extend(f.imports)
        lines = f.lean.source.text.splitlines()
        for decl in f.lean.declarations:
            if decl.keyword != "instance":
                continue
            text = "\n".join(lines[decl.line - 1:decl.end_line])
            if "Decidable" in text:
                out |= {w.rsplit(".", 1)[-1] for w in re.findall(r"[A-Za-z_][\w.']*", text)}
    return out


# --- scope and plan ------------------------------------------------------------------------------

@dataclass
class Plan:
    """The scope the check runs at (`check_bound`, list length `length`) and the book's bound."""

    check_bound: int
    book_bound: int
    length: int
    explicit: bool = False


def instances(ev, bound: int, length: int) -> int:
    from ..evaluate import check as EC
    from ..evaluate import scope as S
    return EC.assignments(ev, S.Scope(bound, length))


def plan(claim, bound: int | None, length: int, chosen: int | None = None) -> Plan:
    """The plan under `--bound` (None: the check at `chosen`, the N the budget chose as `check`
    does, or the statement's own bound; the book's lowered from the statement's own bound until
    it has at most `DEFAULT_INSTANCES`, and never above the check's); BadBound for a book over
    `MAX_INSTANCES`, before anything runs."""
    ev = claim.evaluated
    if bound is not None:
        if instances(ev, bound, length) > MAX_INSTANCES:
            raise BadBound(f"{claim.name}: its book at N={bound} has "
                           f"{instances(ev, bound, length):,} instances, books are limited to "
                           f"{MAX_INSTANCES:,} so that `decide` stays small")
        return Plan(bound, bound, length, explicit=True)
    check_bound = claim.default_bound if chosen is None else chosen
    book = min(claim.default_bound, check_bound)
    while book > 0 and instances(ev, book, length) > DEFAULT_INSTANCES:
        book -= 1
    return Plan(check_bound, book, length)


class _NoMemo(dict):
    """A memo table that remembers nothing: the interpreter then calls definitions as often as
    the kernel's reduction would."""

    def setdefault(self, key, default=None):
        return {}


def kernel_calls(ev, bound: int, length: int, limit: int = MAX_BOOK_CALLS) -> int | None:
    """The calls of the user's definitions that evaluating every instance of the scope makes
    without memoising (the kernel's `decide` remembers nothing), or None past `limit`."""
    import itertools
    from ..evaluate import runtime as R
    from ..evaluate import scope as S
    from ..evaluate import truth as TR
    from ..evaluate.check import deep, variable_values
    from ..evaluate.interpret import Interpreter
    sc = S.Scope(bound, length)
    budget = R.Budget(steps=limit, seconds=120)
    interp = Interpreter(ev.elab.program, sc, budget, ev.elab.info, R.library_errors(ev.elab.lib))
    interp.memo = _NoMemo()
    names = [v.py for v in ev.variables]
    domains = [variable_values(ev, v, sc) for v in ev.variables]
    result = {}

    def work():
        try:
            for values in itertools.product(*domains):
                env = dict(zip(names, values))
                h = True
                for hyp, _ in ev.hypotheses:
                    h = TR.t_and(h, interp.run(hyp, env))
                if h is not False:
                    interp.run(ev.conclusion, env)
            result["calls"] = budget.used
        except R.Runaway:
            result["calls"] = None
    deep(work, result)
    calls = result["calls"]
    return calls if calls is None or calls <= limit else None


def book_bound(claim, plan_: "Plan") -> int:
    """The book's bound: the largest N ≤ `plan_.book_bound` whose book, evaluated as the kernel
    does, stays under `MAX_BOOK_CALLS` (tried upwards from 0, so a large scope is never run
    whole); BadBound when an explicit --bound does not fit."""
    ev = claim.evaluated
    if plan_.explicit:
        if kernel_calls(ev, plan_.book_bound, plan_.length) is None:
            raise BadBound(f"{claim.name}: its book at N={plan_.book_bound} would call your "
                           f"definitions more than {MAX_BOOK_CALLS:,} times when `decide` "
                           "evaluates it (the kernel remembers no result); choose a smaller "
                           "--bound")
        return plan_.book_bound
    bound = 0
    while bound < plan_.book_bound and kernel_calls(ev, bound + 1, plan_.length) is not None:
        bound += 1
    return bound


def target(claim) -> tuple[str | None, str | None]:
    """(the user's module to import, None) or (None, why no file can be written)."""
    from ..read.project import find_lake_project
    project = find_lake_project(claim.source)
    module = project.module_of(claim.source) if project is not None else None
    if module is None:
        return None, ("its file is in no Lake project (or outside its source directory), so no "
                      "fixture can import the definitions it uses; put it in a Lake project")
    why = unstatable(claim.evaluated)
    return (None, why) if why else (module, None)


def unstatable(ev) -> str | None:
    """Why the body cannot be stated under `∀ x ∈ values` alone, or None: it names something the
    statement binds otherwise (a set defined by play, a leading `let`, a hypothesis by name)."""
    from .. import ast as A
    if ev.play is not None:
        return "it is about a set defined by play, which a fixture cannot bind"
    if ev.has_lets:
        return "it opens with a `let`, which a fixture does not copy"
    used = {n.name.split(".")[0] for node in ev.hypothesis_nodes + [ev.conclusion_node]
            for n in node.walk() if isinstance(n, A.Ident)}
    named = sorted(used & set(ev.hypothesis_names))
    if named:
        return (f"its body uses the hypothesis `{named[0]}` by name, and a fixture states the "
                "hypotheses as premises")
    return None


# --- text ----------------------------------------------------------------------------------------

def _source(ev, node) -> str:
    """The node's text with comments blanked (the lexer's `code`, same offsets), on one line."""
    text = ev.context.file.lean.source.code
    return " ".join(text[node.start:node.end].split())


def body(ev) -> L.Node:
    """The statement's body in the user's text: `h₁ → h₂ → conclusion`, each part as written
    (parenthesised where it is not one token)."""
    parts = [L.Verbatim(ev.guard_texts.get(id(n)) or _source(ev, n),
                        "the statement's text in your file")
             for n in ev.hypothesis_nodes + [ev.conclusion_node]]
    # printed in the `BOOKS` style: `(h₁) → (h₂) → (c)`, `→` associating to the right
    return parts[0] if len(parts) == 1 else L.BinOp("→", tuple(parts))


def lean_type(t) -> L.Node:
    """The type of a variable, in Lean core's names (`List (List Nat)`, `Fin 3 → Nat`), so
    that a project without Mathlib's `ℕ` reads it too."""
    from ..evaluate import types as T
    t = T.resolve(t)
    if isinstance(t, T.TZMod):      # not `Fin n`: its `⁻¹` and `/` are ZMod's own
        return L.app("ZMod", T.size_value(t.n))
    if isinstance(t, T.TFin):
        return L.app("Fin", T.size_value(t.n))
    if isinstance(t, T.TFun):
        return L.op("→", lean_type(t.dom), lean_type(t.cod))
    if t.name == "Prod" and len(t.args) == 2:
        return L.op("×", lean_type(t.args[0]), lean_type(t.args[1]))
    if not t.args:
        return L.name(t.name)
    return L.app(t.name, *[lean_type(a) for a in t.args])


def bound_again(ev, lists, inner: L.Node) -> L.Node:
    """`∀ p ∈ ([…] : List (List Nat)), ∀ q ∈ (…), inner`: the variables, each over its list
    of values (as the evaluator prints them)."""
    out = inner
    for v, values in reversed(list(zip(ev.variables, lists))):
        out = L.ForallIn(v.name, tuple(L.Verbatim(x, "a value as the evaluator prints it")
                                       for x in values), lean_type(v.ty), out)
    return out


def _values(ev, bound: int, length: int) -> list[list[str]]:
    """Each variable's values in the scope, as Lean text, in the evaluator's order."""
    from ..evaluate import scope as S
    from ..evaluate.check import variable_values
    from ..evaluate.show import lean_value
    sc = S.Scope(bound, length)
    # a guarded variable's book lists its guarded range, as the check ran it
    return [[lean_value(x, v.ty, ev.elab) for x in variable_values(ev, v, sc)]
            for v in ev.variables]


def _namespace(claim) -> str:
    parts = claim.name.split(".")[:-1]
    return ".".join(parts + ["Fixtures", module_name(claim.name)])


def _opens(ev) -> str:
    opens = [o for o in ev.context.opens if o]
    return f"open {' '.join(opens)}\n\n" if opens else ""


def scope_line(ev, bound: int, length: int) -> str:
    from ..evaluate import check as EC
    return f"{SCOPE_MARK}N={bound}" + (f", L={length}" if EC.uses_lists(ev) else "")


_TEMPLATE = """{header}
{scope}
import {module}

/-!
{doc}
-/

namespace {namespace}

{opens}{body}
end {namespace}
"""


def build(claim, plan_: Plan, verdict, command_for, module: str) -> Fixture | None:
    """The fixture of an evaluated statement (see the module docstring); None for a HOLDS that
    `decide` could not close (`undecidable` says why); PychecksError for an UNKNOWN verdict."""
    ev = claim.evaluated
    if verdict.status in (Status.UNKNOWN, Status.VACUOUS):
        # nothing checked, nothing to witness: a book of a vacuous statement would prove nothing
        raise PychecksError(f"{claim.name}: check at N={plan_.check_bound} was "
                            f"{verdict.status.value} ({verdict.reason}); nothing to emit")
    why = undecidable(ev)
    stated = body(ev)
    fixture = Fixture(claim.name, module_name(claim.name), "", status=verdict.status)
    if verdict.status is Status.FAILS:
        bound = plan_.check_bound
        at = [[verdict.counterexample.bindings[v.name]] for v in ev.variables]
        shown = ", ".join(f"{v.name} := {x[0]}" for v, x in zip(ev.variables, at)) \
            or "the statement"
        statement = L.PropNot(bound_again(ev, at, stated))
        if why is None:
            decl = L.Theorem(None, statement, DECIDE,
                             (heartbeats_option(COUNTEREXAMPLE_STEPS, "one instance"),),
                             comment=("the smallest counterexample: " + shown
                                      if ev.variables else "the statement (no variables) is false"))
        else:
            decl = L.Wanted("counterexample", (), statement,
                            doc=f"The smallest counterexample, {shown}: wanted, not proved, "
                                f"since `decide` cannot close it: {why}.")
        parts = [L.show_decl(decl, L.BOOKS)]
        fixture.theorems = 1
        doc = (PROVES["evaluated counterexample"] + "\n\n"
               f"A counterexample to `{claim.name}`: {shown}, the smallest of the scope "
               f"{_scope_words(ev, bound, plan_.length)} (fewest tokens, then lexicographic). "
               "The statement's body is copied from your file, its variables bound to the "
               "counterexample: its negation there is "
               + ("closed by `decide`." if why is None else f"stated only ({why})."))
    else:
        if why is not None:
            return None
        bound = book_bound(claim, plan_)
        calls = kernel_calls(ev, bound, plan_.length)
        lists = _values(ev, bound, plan_.length)
        counts = [len(x) for x in lists]
        parts = []
        for ranges in chunks(counts):
            chunk = [vals[lo:lo + n] for vals, (lo, n) in zip(lists, ranges)]
            n = prod(len(c) for c in chunk)
            work = max(1, calls) * STEPS_PER_CALL * n // max(1, prod(counts))
            parts.append(L.show_decl(L.Theorem(
                f"book_{first_index(ranges, counts)}", bound_again(ev, chunk, stated), DECIDE,
                (heartbeats_option(work, f"{plural(n, 'instance')} of the body"),)), L.BOOKS))
            fixture.theorems += 1
        fixture.rows = prod(counts)
        doc = (PROVES["evaluated book"] + "\n\n"
               f"The book of `{claim.name}` on its scope {_scope_words(ev, bound, plan_.length)}: "
               f"{plural(fixture.rows, 'instance')} in {plural(fixture.theorems, 'chunk theorem')} "
               "`book_*`, each closed by `decide`; the chunks cover the scope exactly once. The statement's "
               + ("body is copied from your file, its variables bound to explicit lists of values. "
                  if ev.variables else "body is copied from your file (it has no variables). ")
               + "It is the statement on this scope only, not for all values. The kernel does not "
               "memoise: a recursive solver re-solves its game tree at every instance, so a "
               "`decide` that runs out of heartbeats wants a smaller --bound.")
    # a wanted counterexample needs the command; the user's module has it when it uses it
    uses = any(d.keyword == "theorem_wanted" for d in ev.context.file.lean.declarations)
    wanted = (f"\nimport {THEOREM_WANTED_MODULE}" if verdict.status is Status.FAILS
              and why is not None and not uses else "")
    fixture.text = _TEMPLATE.format(
        header=header(claim.name, bound, claim.lean_hash, command_for(bound)),
        scope=scope_line(ev, bound, plan_.length), module=module + wanted, doc=wrap_doc(doc),
        namespace=_namespace(claim), opens=_opens(ev), body="\n".join(parts))
    fixture.bound = bound
    return fixture


def _scope_words(ev, bound: int, length: int) -> str:
    from ..evaluate import check as EC
    from ..evaluate import scope as S
    return S.Scope(bound, length).text(EC.uses_lists(ev))
