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
#: is read (read/) into the typed tree (ast), recognised as a shape and lowered (shapes/) or
#: evaluated (evaluate/), made into claims (claims/); Lean is written (write/) and re-read
#: (verify/). The ports of the Lean library (ports/) stand alone: the writers, the bridges and
#: the readers all use them. A re-check shares no code with the writer, so verify/ and write/
#: never import each other. The rule that types Lean's arithmetic (coercions.py: `binop%`'s
#: maximal type) imports nothing, so that every reader types a term with the same rule.
LEAN_PARTS = {
    "ast": set(),
    "coercions": set(),
    "read": {"ast"},
    "ports": set(),
    "shapes": {"ast", "read", "coercions"},
    "evaluate": {"ast", "read", "shapes", "coercions"},
    "claims": {"ast", "read", "shapes", "evaluate", "ports", "coercions"},
    "write": {"ast", "read", "shapes", "evaluate", "ports", "claims", "coercions"},
    "verify": {"ast", "read", "shapes", "evaluate", "ports", "claims", "coercions"},
}


def lean_part(module: str) -> str | None:
    """`read` for `pychecks.lean.read.parser`; None outside `pychecks.lean`."""
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
