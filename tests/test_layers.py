"""The layout is the architecture: no import circles among pychecks' modules (function-level
imports count too), statement types outside the drivers, kernels that import no game, and the
Lean side's parts importing only the parts below them."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "pychecks"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The pychecks modules `path` imports, anywhere in the file."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("pychecks")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            if not base.startswith("pychecks"):
                continue
            for alias in node.names:  # `from . import cube` imports the module pychecks.games.cube
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in modules else base)
    out.discard(name)
    return out


def graph() -> dict[str, set[str]]:
    files = sorted(PACKAGE.rglob("*.py"))
    modules = {module_name(f) for f in files}
    return {module_name(f): imports_of(f, modules) & modules for f in files}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles():
    # A package's __init__ importing its own submodules is how registration works, not a circle
    # of logic: drop the edges from a package to its children and from children to parents.
    g = {m: {t for t in ts if not t.startswith(m + ".") and not m.startswith(t + ".")}
         for m, ts in graph().items()}
    assert cycles(g) == []


def test_the_circle_finder_can_say_no():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_statement_types_live_outside_the_drivers():
    import pychecks.statements as S
    for cls in (S.KernelStatement, S.CharacterisationStatement, S.ExampleStatement,
                S.PlainStatement):
        assert cls.__module__ == "pychecks.statements"
    for path in (PACKAGE / "drivers").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not [n.name for n in ast.walk(tree)
                    if isinstance(n, ast.ClassDef) and n.name.endswith("Statement")], path


def test_solvers_import_no_game_driver_or_backend():
    g = graph()
    for module, targets in g.items():
        if module.startswith("pychecks.solvers"):
            assert not {t for t in targets
                        if t.startswith(("pychecks.games", "pychecks.drivers", "pychecks.smt",
                                         "pychecks.backends", "pychecks.commands"))}, module


#: The Lean side by direction (`pychecks/lean/`): what each part may import of the others. Text
#: is read (read/) into the typed tree (ast), elaborated (the elaborator, `ELABORATION`: typed,
#: into the IR), recognised as a shape and lowered (shapes/) or evaluated (the rest of
#: evaluate/), made into claims (claims/); Lean is written (write/) and re-read (verify/). The
#: ports of the Lean library (ports/) stand alone: the writers, the bridges and the readers all
#: use them. A re-check shares no code with the writer, so verify/ and write/ never import each
#: other. The rule that types Lean's arithmetic (coercions.py: `binop%`'s maximal type) imports
#: nothing, so that every reader types a term with the same rule.
LEAN_PARTS = {
    "ast": set(),
    "coercions": set(),
    "read": {"ast"},
    "ports": set(),
    "elaborate": {"ast", "read", "coercions"},
    "shapes": {"ast", "read", "coercions", "elaborate"},
    "evaluate": {"ast", "read", "shapes", "coercions", "elaborate"},
    "claims": {"ast", "read", "shapes", "evaluate", "ports", "coercions", "elaborate"},
    "write": {"ast", "read", "shapes", "evaluate", "ports", "claims", "coercions", "elaborate"},
    "verify": {"ast", "read", "shapes", "evaluate", "ports", "claims", "coercions", "elaborate"},
}

def _elaboration() -> set[str]:
    """`evaluate/elab.py` and every module of evaluate/ it reaches (function-level imports
    count): the elaborator and what it calls (types, the IR, signatures, operators, the library
    tables, domains, patterns, inductive predicates, the interpreter, three-valued truth)."""
    g = graph()
    seen, todo = set(), ["pychecks.lean.evaluate.elab"]
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo.extend(t for t in g.get(m, ()) if t.startswith("pychecks.lean.evaluate."))
    return seen


#: The elaborator's modules, which live in evaluate/ but stand below the shapes: the shapes read
#: their types through the elaborator (`shapes.lower.Lowering.type_of`), so none of these may
#: import the shapes or the rest of evaluate/ (the statement reader, the checks, the compiled
#: twin, and `moves`/`play`, which lower through the shapes and lend the elaborator the proof
#: that a move lowers the position: `Elaborator.lowering_domain`). Computed, so that a module
#: the elaborator comes to import joins it and is held to the same rule.
ELABORATION = _elaboration()


def lean_part(module: str) -> str | None:
    """`read` for `pychecks.lean.read.parser`, `elaborate` for a module of `ELABORATION`; None
    outside `pychecks.lean`."""
    if module in ELABORATION:
        return "elaborate"
    parts = module.split(".")
    return parts[2] if parts[:2] == ["pychecks", "lean"] and len(parts) > 2 else None


def lean_layer_breaches(g: dict[str, set[str]]) -> list[str]:
    """`A imports B` for each import that crosses the Lean parts against `LEAN_PARTS`."""
    out = []
    for module, targets in sorted(g.items()):
        mine = lean_part(module)
        if mine is None:
            continue
        for target in sorted(targets):
            theirs = lean_part(target)
            if theirs is not None and theirs != mine and theirs not in LEAN_PARTS[mine]:
                out.append(f"{module} imports {target}")
    return out


def test_the_elaborator_holds_its_core_and_not_the_statement_reader():
    core = {f"pychecks.lean.evaluate.{m}" for m in (
        "elab", "types", "context", "ir", "signatures", "operators", "library", "domains",
        "interpret")}
    assert core <= ELABORATION
    assert not {f"pychecks.lean.evaluate.{m}" for m in ("statement", "moves", "play", "check",
                                                        "compile")} & ELABORATION


def test_every_lean_module_is_in_a_part():
    assert {lean_part(m) for m in graph() if lean_part(m) is not None} == set(LEAN_PARTS)


def test_the_lean_parts_import_only_what_they_may():
    assert lean_layer_breaches(graph()) == []


def test_the_lean_layer_check_can_say_no():
    g = {"pychecks.lean.verify.fixture_reader": {"pychecks.lean.write.user_checkers"},
         "pychecks.lean.read.project": {"pychecks.lean.shapes.lower", "pychecks.lean.ast"},
         "pychecks.lean.write.emit": {"pychecks.lean.claims.bridges", "pychecks.expr"}}
    assert lean_layer_breaches(g) == [
        "pychecks.lean.read.project imports pychecks.lean.shapes.lower",
        "pychecks.lean.verify.fixture_reader imports pychecks.lean.write.user_checkers"]
    # the elaborator below the shapes: it may not reach up into them, nor into the evaluator's
    # statement reader, while the shapes may read types through it
    g = {"pychecks.lean.evaluate.domains": {"pychecks.lean.evaluate.moves"},
         "pychecks.lean.evaluate.elab": {"pychecks.lean.shapes.lower"},
         "pychecks.lean.shapes.lower": {"pychecks.lean.evaluate.elab"}}
    assert lean_layer_breaches(g) == [
        "pychecks.lean.evaluate.domains imports pychecks.lean.evaluate.moves",
        "pychecks.lean.evaluate.elab imports pychecks.lean.shapes.lower"]


# --- one elaborator ------------------------------------------------------------------------------

#: The elaborator: the modules that decide a Lean term's type. `coercions` holds the coercion
#: relation and `binop%`'s maximal-type fold; `evaluate.types` the types, unification and type
#: notation; `evaluate.elab`, `operators` and `signatures` elaborate terms and the library's
#: signatures with them; `evaluate.library` and `game_library` are the instance tables (what `-`
#: means on ℕ); `evaluate.game_elab` types the games library's vocabulary inside `elab` (its
#: types, numerals, casts through `coercions`).
ELABORATOR = {"pychecks.lean.coercions", "pychecks.lean.evaluate.types",
              "pychecks.lean.evaluate.elab", "pychecks.lean.evaluate.operators",
              "pychecks.lean.evaluate.signatures", "pychecks.lean.evaluate.library",
              "pychecks.lean.evaluate.game_library", "pychecks.lean.evaluate.game_elab"}
#: Modules outside the elaborator that still type terms, each with why: none. The shapes' front
#: end takes each tree's type from `coercions.analyze` (the elaborator's fold), each written
#: type from `Elaborator.type_of` (`shapes.lower.Lowering.type_of`), and each binder written
#: without a type from `Elaborator.binder_type` (`Lowering.elaborated_binder`), never from its
#: uses; the fixture and book re-readers elaborate a file's terms with the elaborator and run
#: them with the interpreter (`verify.fixture_reader.Terms`), with no evaluator of their own.
#: Kept so that a module that starts typing terms has to be recorded here, with why, to pass
#: the test below.
STILL_TYPING: dict = {}

_LEAN_TYPES = {"Nat", "Int", "Fin", "Bool", "List", "Finset", "Option", "Prop", "Ordinal",
               "Nimber", "IGame", "PGame"}
_TYPE_NOTATION = {"ℕ", "ℤ", "ℚ", "ℝ", "ℂ"}


def _names_a_type(node) -> bool:
    """A string constant naming a Lean type, or a tuple, list or set of them."""
    if isinstance(node, ast.Constant):
        return node.value in _LEAN_TYPES
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(_names_a_type(e) for e in node.elts)
    return False


def _callee(call: ast.Call):
    return getattr(call.func, "id", None) or getattr(call.func, "attr", None)


def _walks_binder_uses(fn) -> bool:
    """`fn` compares a node's name (`.text`, `.name`, `.id`) with one of its parameters and
    yields a pair of its parameters (the occurrence's parent and position)."""
    params = {a.arg for a in fn.args.args}
    named = any(isinstance(c, ast.Compare) and isinstance(c.left, ast.Attribute)
                and c.left.attr in ("text", "name", "id") and len(c.comparators) == 1
                and isinstance(c.ops[0], ast.Eq) and isinstance(c.comparators[0], ast.Name)
                and c.comparators[0].id in params for c in ast.walk(fn))
    pairs = any(isinstance(y, ast.Yield) and isinstance(y.value, ast.Tuple)
                and len(y.value.elts) == 2
                and all(isinstance(e, ast.Name) and e.id in params for e in y.value.elts)
                for y in ast.walk(fn))
    return named and pairs


def typing_rules(source: str) -> set[str]:
    """The typing rules a module's source defines, by kind. A module types Lean terms when its
    syntax tree has one of these (each is what a reader needs to decide a type for itself):

    * "operator table": a dict whose keys are (operator, Lean type) pairs, `{("-", "Nat"): …}`:
      what an operator means at a type (an instance);
    * "type notation": a dict keyed by type notation (`"ℕ"`): how a written type is read;
    * "coercion test": `a == "Nat" and b == "Int"`-like conditions, one `and` comparing two
      different things with Lean type names: whether one type coerces to another;
    * "maximal-type fold": a function asking a coercion predicate (`coerces`, `coercible`,
      `_castable`) both ways about the same two values: `binop%`'s fold, written again;
    * "ℕ subtraction": a lambda that is `max(a - b, 0)`: `Nat.sub` restated as an operator;
    * "operand types": a dict from operator symbols to Lean type names,
      `{"&&": "Bool", "+": "Nat"}`: the type an operator's operands are read at, decided by the
      operator alone (what the fixture reader's own evaluator did before issue 25);
    * "binder uses": a generator yielding the (parent, position) of each occurrence of a name
      it is given (`node.text == name`): the walk a reader needs to read an untyped binder's
      type off its uses (an index into a position is a `Fin d`, …) instead of elaborating.
    """
    out = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            for k in node.keys:
                if (isinstance(k, ast.Tuple) and len(k.elts) == 2
                        and isinstance(k.elts[0], ast.Constant)
                        and isinstance(k.elts[0].value, str) and _names_a_type(k.elts[1])):
                    out.add("operator table")
                if isinstance(k, ast.Constant) and k.value in _TYPE_NOTATION:
                    out.add("type notation")
            typed = [k for k, v in zip(node.keys, node.values)
                     if isinstance(k, ast.Constant) and isinstance(k.value, str) and k.value
                     and not any(c.isalnum() or c == "_" for c in k.value)
                     and _names_a_type(v)]
            if len(typed) >= 2:
                out.add("operand types")
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            subjects = {ast.dump(v.left) for v in node.values if isinstance(v, ast.Compare)
                        and any(_names_a_type(c) for c in v.comparators)}
            if len(subjects) >= 2:
                out.add("coercion test")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            asked = {(ast.dump(c.args[0]), ast.dump(c.args[1])) for c in ast.walk(node)
                     if isinstance(c, ast.Call) and len(c.args) == 2
                     and _callee(c) in ("coerces", "coercible", "_castable")}
            if any((b, a) in asked for a, b in asked if a != b):
                out.add("maximal-type fold")
            if _walks_binder_uses(node):
                out.add("binder uses")
        elif isinstance(node, ast.Lambda):
            body = node.body
            if (isinstance(body, ast.Call) and _callee(body) == "max" and len(body.args) == 2
                    and isinstance(body.args[0], ast.BinOp) and isinstance(body.args[0].op, ast.Sub)
                    and isinstance(body.args[1], ast.Constant) and body.args[1].value == 0):
                out.add("ℕ subtraction")
    return out


def test_one_elaborator_types_lean_terms():
    """No module outside the elaborator (`ELABORATOR`) defines a typing rule (`typing_rules`):
    the re-readers (`verify/`), the writers, the claims and the drivers read types and
    operators through it (`fixture_reader` and `book_reader` elaborate a file's terms with it,
    `fixture_reader.Terms`; `reading` takes its type notation from `evaluate.types`,
    `game_elab` its casts from `coercions.coerces`).
    Kernels and sympy (`pychecks/solvers`, `pychecks/expr.py`) implement ℕ's operations for
    their back ends; they read no Lean term, and none of these rules fires on them."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        if name in ELABORATOR:
            continue
        rules = typing_rules(path.read_text(encoding="utf-8"))
        if rules:
            found[name] = rules
    assert found == STILL_TYPING


def test_the_elaborator_is_where_the_rules_are():
    """The criterion finds the rules where they are written (else the test above could pass by
    finding nothing): the coercion relation's fold, the instance table, type notation."""
    def rules(module):
        path = PACKAGE.joinpath(*module.split(".")[1:]).with_suffix(".py")
        return typing_rules(path.read_text(encoding="utf-8"))
    assert "maximal-type fold" in rules("pychecks.lean.coercions")
    assert "operator table" in rules("pychecks.lean.evaluate.library")
    assert "type notation" in rules("pychecks.lean.evaluate.types")
    assert "operator table" in rules("pychecks.lean.evaluate.game_library")


def test_the_typing_rule_check_can_say_no():
    """Each kind of rule, written the way the readers wrote them before issue 25, is found."""
    assert typing_rules('_BINARY = {"-": lambda a, b: max(a - b, 0)}') == {"ℕ subtraction"}
    assert typing_rules('T = {("+", "Nat"): add}') == {"operator table"}
    assert typing_rules('_TYPE_NOTATION = {"ℕ": "Nat"}') == {"type notation"}
    assert typing_rules('def c(s, t):\n    return s == "Nat" and t in ("Int", "Ordinal")\n') \
        == {"coercion test"}
    assert typing_rules("def join(a, b):\n    if coercible(a, b):\n        return b\n"
                        "    if V.coercible(b, a):\n        return a\n") == {"maximal-type fold"}
    # the walk `shapes.lower` read untyped binders' types with before issue 25's elaborator
    # typed them (`_uses`, which `infer_type` asked for each use's parent)
    old_walk = (
        "def _uses(name, node, parent, index):\n"
        "    if node.kind == 'ident':\n"
        "        if node.text == name or node.text.startswith(name + '.'):\n"
        "            yield parent, index\n"
        "        return\n"
        "    for i, a in enumerate(node.args):\n"
        "        yield from _uses(name, a, node, i)\n")
    assert typing_rules(old_walk) == {"binder uses"}
    # the fixture reader's own evaluator read each operator's operands at a type of its own
    assert typing_rules('_OPERAND_TYPE = {"||": "Bool", "&&": "Bool", "++": "List",\n'
                        '                 **{op: "Nat" for op in ("+", "-")}}\n') \
        == {"operand types"}
    # … and not on what is no rule: one direction asked, a sum of lengths, a plain dict, a walk
    # for a name that yields what it finds (not where it stands)
    assert typing_rules("def find(name, node, parent, index):\n"
                        "    if node.text == name:\n        yield node\n") == set()
    assert typing_rules("def f(a, b):\n    return coerces(a, b) or coerces(a, a)\n") == set()
    assert typing_rules('x = max(i - 2, 0)\nd = {"a": 1, ("+", "x"): 2}\n') == set()
    assert typing_rules('WORDS = {"+": "plus", "∧": "and"}\nK = {"a": "Nat", "b": "Int"}\n') \
        == set()
