"""Read a book of an evaluated statement back (`pychecks emit` on a statement the evaluator
checks) and re-check it with the evaluator, sharing none of the writer's code.

The file is parsed by the project's parser as a module of the user's Lake project (its import
of the user's module resolves there), and every `theorem`, `example` and `theorem_wanted` in it
is elaborated and evaluated as a closed proposition by the evaluator's reference interpreter:
each must be exactly true. Besides:

* each states the statement's body (hypotheses `→` conclusion, the same syntax trees as in the
  user's file) under one `∀ x ∈ (values : List T)` per variable of the statement, in order;
* a book (`book_*` theorems) covers the header's scope exactly once, at most
  `POSITIONS_PER_THEOREM` instances a theorem;
* a counterexample file states `¬ ∀ …` at one instance: the smallest failing assignment of its
  scope, as the evaluator's own check finds it.
"""
from __future__ import annotations

import itertools
import re
from collections import Counter
from pathlib import Path

_HEADER = re.compile(r"-- statement: (?P<statement>\S+)\n-- bound: (?P<bound>\d+)\n"
                     r"-- lean_hash: (?P<hash>[^\n]*)\n-- scope: N=(?P<N>\d+)(?:, L=(?P<L>\d+))?\n")
#: At most this many instances a theorem (`pychecks.lean.write.emit.POSITIONS_PER_THEOREM`).
PER_THEOREM = 256


def recheck_evaluated(path: Path, claim) -> list[str]:
    """Problems found re-checking the file at `path` against `claim` (its statement, shape
    "evaluated"); empty when all is well. Text it cannot read is one problem, not an exception."""
    from ..ast import Refused
    try:
        return _problems(Path(path), claim)
    except (ValueError, Refused) as exc:
        return [f"cannot read {path} as a book of an evaluated statement: {exc}"]


def _problems(path: Path, claim) -> list[str]:
    from ..evaluate import check as EC
    from ..evaluate import runtime as R
    from ..evaluate import scope as S
    from ..evaluate import truth as TR
    from ..evaluate.context import Ctx
    from ..evaluate.elab import Elaborator
    from ..evaluate.interpret import Interpreter
    from ..evaluate.show import lean_value
    from ..evaluate.statement import environment
    from ..read.project import Project
    from ...verdict import Status

    text = path.read_text(encoding="utf-8")
    m = _HEADER.search(text)
    if m is None:
        return ["no header with statement, bound, lean_hash and scope"]
    problems = []
    if m["statement"] != claim.name:
        problems.append(f"header names {m['statement']}, not {claim.name}")
    if (claim.lean_hash or "none") != m["hash"].split(" ")[0]:
        problems.append(f"header hash {m['hash']} is not the statement's {claim.lean_hash}")
    ev = claim.evaluated
    scope = S.Scope(int(m["N"]), int(m["L"]) if m["L"] else S.DEFAULT_LIST_LENGTH)
    pf = Project().load(path, path.name)
    if not pf.imports:
        problems.append("the file imports no module of the project (the user's module must "
                        "be imported)")
    el = Elaborator(environment(pf), None, file=pf.name)
    from ..evaluate.moves import lowering_domain
    el.lowering_domain = lowering_domain

    def run(ir):
        # a fresh interpreter after each elaboration: it reads the predicates elaborated so far
        interp = Interpreter(el.program, scope, R.Budget(), el.info, R.library_errors(el.lib))
        result = {}
        EC.deep(lambda: result.setdefault("value", interp.run(ir, {})), result)
        return result["value"]
    decls = [d for d in pf.lean.declarations
             if d.keyword in ("theorem", "example", "theorem_wanted")]
    if not decls:
        return problems + ["no theorem, example or theorem_wanted"]
    expected_body = [n.shape() for n in ev.hypothesis_nodes] + [ev.conclusion_node.shape()]
    names = [v.name for v in ev.variables]
    covered: Counter = Counter()
    negated = []
    for decl in decls:
        label = decl.name or f"example at line {decl.line}"
        namespace, opens = pf.scopes[id(decl)]
        ctx = Ctx({}, namespace, opens, pf)
        node, neg = decl.type, False
        if getattr(node, "kind", "") == "unop" and node.op == "¬":
            node, neg = node.arg, True
        negated.append(neg)
        lists, bound_names = [], []
        while names and getattr(node, "kind", "") == "forall" and len(lists) < len(names):
            (b,) = node.binders
            if b.style != "∈" or len(b.names) != 1:
                return problems + [f"{label}: a binder other than `∀ x ∈ list`"]
            bound_names.append(b.names[0].name)
            ir, _ = el.elab(b.extra, ctx)
            lists.append(tuple(run(ir)))
            node = node.body
        if bound_names != names:
            problems.append(f"{label}: binds {bound_names}, the statement's variables are {names}")
            continue
        body, parts = node, []
        for _ in ev.hypothesis_nodes:
            if getattr(body, "kind", "") != "binop" or body.op != "→":
                break
            parts.append(body.lhs.shape())
            body = body.rhs
        parts.append(body.shape())
        if parts != expected_body:
            problems.append(f"{label}: its body is not the statement's")
        value = TR.value_of(run(el.prop(decl.type, ctx)))
        if value is not True:
            problems.append(f"{label}: evaluates to {value}, not exactly true")
        n = 1
        for xs in lists:
            n *= len(xs)
        if not neg:
            if n > PER_THEOREM:
                problems.append(f"{label}: {n} instances, more than {PER_THEOREM}")
            covered.update(itertools.product(*lists))
        elif n != 1:
            problems.append(f"{label}: a counterexample at {n} instances, not one")
        else:
            at = [lean_value(xs[0], v.ty, ev.elab) for xs, v in zip(lists, ev.variables)]
            verdict = EC.check(ev, scope.N, scope.L)
            if verdict.status is not Status.FAILS:
                problems.append(f"{label}: the statement {verdict.status.value} at the scope, "
                                "so no counterexample is wanted")
            else:
                want = [verdict.counterexample.bindings[x] for x in names]
                if at != want:
                    problems.append(f"{label}: states {at}, the smallest counterexample is "
                                    f"{want}")
    if all(negated):
        if len(decls) != 1:
            problems.append(f"{len(decls)} counterexamples, expected one")
    elif any(negated):
        problems.append("a book and a counterexample in one file")
    else:
        from ..evaluate.check import variable_values
        # a guarded variable's book covers its guarded range (`evaluate/guards.py`)
        box = Counter(itertools.product(*(variable_values(ev, v, scope)
                                           for v in ev.variables)))
        if covered != box:
            missing = sum((box - covered).values())
            extra = sum((covered - box).values())
            problems.append(f"the books do not cover the scope {scope.text(True)} exactly once: "
                            f"{missing} instance(s) missing, {extra} extra or repeated")
    return problems
