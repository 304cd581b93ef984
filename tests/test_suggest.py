"""One module suggests names (`pychecks.suggest`): its wording and closeness, and that no other
module of pychecks writes a "did you mean" of its own."""
import ast
from pathlib import Path

from pychecks import suggest

PACKAGE = Path(__file__).resolve().parents[1] / "pychecks"


def test_close_names_closest_first_and_bounded():
    known = ["NimMove", "NimMoves", "KaylesMove", "nim_move", "Other"]
    assert suggest.close_names("NimMvoe", known) == ["NimMove", "NimMoves"]
    assert suggest.close_names("Zzz", known) == []
    assert len(suggest.close_names("a", ["a", "ab", "abc", "abcd"], cutoff=0.2)) == 3


def test_the_wording():
    assert suggest.suggestion(["List.length"]) == "did you mean `List.length`?"
    assert suggest.hint(["a", "b"]) == "; did you mean `a`, `b`?"
    assert suggest.hint(["a"], quoted=False) == "; did you mean a?"
    assert suggest.hint([]) == "" and suggest.suggestion([]) == ""


def _phrases_outside(module: Path) -> list[str]:
    """String literals (docstrings aside) of `module` that spell "did you mean"."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
            and isinstance(n.value, str) and "did you mean" in n.value and id(n) not in docs]


def test_no_other_module_writes_a_suggestion():
    found = {str(p.relative_to(PACKAGE)): _phrases_outside(p) for p in PACKAGE.rglob("*.py")
             if p.name != "suggest.py"}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_finder_can_say_no(tmp_path):
    f = tmp_path / "m.py"
    f.write_text('"""did you mean (a docstring)"""\nX = "; did you mean " + "y"\n')
    assert _phrases_outside(f) == ["; did you mean "]


def test_close_in_the_last_part_too():
    offered = ["List.length", "List.lengthTR", "List.map", "Nat.pred", "Nat.Prime"]
    assert suggest.close_in_last_part("List.lenght", offered) == ["List.length", "List.lengthTR"]
    assert suggest.close_in_last_part("Nat.Prim", offered) == ["Nat.Prime"]
    assert suggest.close_in_last_part("Nat.Prim", offered, cutoff=0.5) == ["Nat.pred",
                                                                              "Nat.Prime"]


def test_closeness_is_measured_here_only():
    """Only this module asks difflib how close two names are, so that every message offers
    names by the same measure."""
    users = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                   if "difflib" in p.read_text(encoding="utf-8"))
    assert users == ["suggest.py"]
