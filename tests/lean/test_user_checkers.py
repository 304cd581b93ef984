"""`pychecks emit FILE.lean` into the user's Lake project (issue 11): one checker module per move
relation of the user, with the Bool checker and the bridge `theorem_wanted`, shared by the
statement fixtures, which import it.

The user's project is a copy of this repository's `lakefile.lean` and Lean sources (without the
fixtures) in a temporary directory, so that the emitted modules' `import Examples.HeapGames`
resolves the way Lake resolves it, and the static Lean check can run over the whole project. Everything emitted is read back by the project's own front end; the bridge
is re-checked on a box with the user's relation as the front end lowers it, and a checker printed
wrong (a dropped disjunct) must make that re-check fail."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from pychecks.claims import load_lean_file
from pychecks.cli import main
from pychecks.expr import LeanBoolPrinter
from pychecks.lean.verify.fixture_reader import (read_fixture, recheck_checker_module, recheck_file)
from pychecks.lean.read.project import Project, find_lake_project
from pychecks.lean.write.user_checkers import checker_name, module_stem
from pychecks.lean.verify.static import check_project
from tests.lean.lean_lexer import fixture_problems

ROOT = Path(__file__).resolve().parents[2]
#: One statement of each shape and relation kind: a general 1-heap relation (kernel, facts), a
#: group family, its primed twin (FAILS), two families of 4 heaps (one inline: no checker
#: module), a misère characterisation on 5 heaps.
STATEMENTS = ["subtract134_pPositions", "subtract134_examples", "nim3_pPositions", "nim3_wrongSum",
              "pairs_pPositions", "slowNim4_pPositions", "nim5_misere_pPositions"]
CHECKERS = {"HeapGamesSubtractMoveB", "HeapGamesNimMoveB", "HeapGamesNimMovePrimeB",
            "HeapGamesPairMoveB", "HeapGamesPairMovePrimeB", "HeapGamesNim5MoveB"}


def user_project(where: Path) -> Path:
    """A Lake project holding HeapGames.lean: this repository's lakefile and Lean sources (the
    `theorem_wanted` command HeapGames.lean imports, the `Pychecks` library the fixtures import),
    without its fixtures."""
    shutil.copy(ROOT / "lakefile.lean", where / "lakefile.lean")
    shutil.copytree(ROOT / "lean", where / "lean",
                    ignore=shutil.ignore_patterns("Fixtures", "Fixtures.lean"))
    return where / "lean" / "Examples" / "HeapGames.lean"


def emit(file: Path, *extra) -> int:
    return main(["emit", str(file), *STATEMENTS, "--bound", "2", *extra])


@pytest.fixture(scope="module")
def emitted(tmp_path_factory):
    proj = tmp_path_factory.mktemp("proj")
    file = user_project(proj)
    assert emit(file) == 1  # nim3_wrongSum FAILS: its counterexample fixture is written
    out = proj / "lean" / "Fixtures"  # no --out: the project's <srcDir>/Fixtures
    return file, out, {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))}


def test_lake_project_and_module_name():
    project = find_lake_project(ROOT / "lean" / "Examples" / "HeapGames.lean")
    assert project.root == ROOT and project.src_dir == ROOT / "lean"
    assert project.module_of(ROOT / "lean" / "Examples" / "HeapGames.lean") == "Examples.HeapGames"
    assert project.module_of(ROOT / "README.md") is None


def test_lakefile_toml_src_dir(tmp_path):
    (tmp_path / "lakefile.toml").write_text('name = "games"\nsrcDir = "src"\n')
    (tmp_path / "src" / "Games").mkdir(parents=True)
    project = find_lake_project(tmp_path / "src" / "Games" / "Heaps.lean")
    assert project.module_of(tmp_path / "src" / "Games" / "Heaps.lean") == "Games.Heaps"


def test_names():
    assert checker_name("HeapGames.SubtractMove") == "subtractMoveB"
    assert checker_name("HeapGames.NimMove'") == "nimMovePrimeB"
    assert module_stem("HeapGames.NimMove'") == "HeapGamesNimMovePrimeB"


def test_one_checker_module_per_user_relation(emitted):
    file, out, files = emitted
    assert {n[:-5] for n in files if n[:-5] in CHECKERS} == CHECKERS
    text = files["HeapGamesSubtractMoveB.lean"].decode()
    assert "import Examples.HeapGames\n" in text
    assert "def subtractMoveB (p q : List Nat) : Bool :=\n" in text
    assert ("theorem_wanted subtractMoveB_iff (m n : Nat) :\n"
            "    (subtractMoveB [m] [n] = true) ↔ HeapGames.SubtractMove m n\n") in text
    assert ("theorem_wanted nimMoveB_iff (p q : Fin 3 → Nat) :\n    (nimMoveB (List.ofFn p) "
            "(List.ofFn q) = true) ↔ HeapGames.NimMove p q\n") in files["HeapGamesNimMoveB.lean"].decode()
    # The fixtures import the checker module and define no checker of their own...
    kernel = files["HeapGamesSubtract134PPositions.lean"].decode()
    assert "import Examples.HeapGames\nimport Fixtures.HeapGamesSubtractMoveB\n" in kernel
    # ...opening nothing: the library and the checker by their full names
    assert "\nopen " not in kernel and "def subtractMoveB" not in kernel
    assert ("(Pychecks.below p).filter (Pychecks.Fixtures.HeapGamesSubtractMoveB.subtractMoveB p)"
            in kernel)
    # ...except for a relation written inline, which has no user name to bridge to.
    slow = files["HeapGamesSlowNim4PPositions.lean"].decode()
    assert "import Fixtures." not in slow and "def slowNim4_pPositionsMoveMoveB" in slow
    root = (out.parent / "Fixtures.lean").read_text()
    assert "import Fixtures.HeapGamesSubtractMoveB" in root


@pytest.mark.parametrize("stem", ["HeapGamesSubtractMoveB", "HeapGamesNimMoveB"])
def test_checker_module_golden(emitted, stem):
    """Two checker modules pinned byte for byte (the temporary project's path put back to the
    repository's): a `Nat` bridge and a `Fin 3 → Nat` one."""
    file, out, files = emitted
    text = files[f"{stem}.lean"].decode().replace(str(file.parents[2]), "PROJECT")
    path = Path(__file__).parent / "golden" / f"{stem}.lean"
    if os.environ.get("PYCHECKS_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_every_file_parses_with_the_front_end_and_lexes(emitted):
    _, out, files = emitted
    for name in files:
        pf = Project().load(out / name, name)
        assert [d.name for d in pf.lean.declarations if d.error is not None] == [], name
        if name[:-5] in CHECKERS:
            assert [f.name for f in pf.imports] and not pf.external  # the user's module, found
        assert fixture_problems(files[name].decode()) == [], name


def test_static_check_passes_on_the_project(emitted):
    """Everything emit wrote, with the project it was written into, passes the static Lean check
    (pychecks/lean/verify/static.py): no name defined twice, every import a file, every
    identifier resolved, every library glob naming modules that exist."""
    file, out, files = emitted
    rep = check_project(out.parent.parent)
    assert [str(f) for f in rep.findings] == []
    assert rep.files >= len(files) + 10


def test_every_bridge_holds_on_a_box(emitted):
    _, out, _ = emitted
    for stem in sorted(CHECKERS):
        # a few thousand pairs each: heaps ≤ 40 on one heap, N = 2 on 3 and 4, 1 on 5
        bound = {"HeapGamesSubtractMoveB": 40, "HeapGamesNim5MoveB": 1}.get(stem, 2)
        assert recheck_checker_module(out / f"{stem}.lean", bound) == [], stem


def test_fixtures_recheck_against_the_users_relation(emitted):
    file, out, files = emitted
    claims = {c.name: c for c in load_lean_file(file)}
    for name in files:
        if name[:-5] in CHECKERS:
            continue
        fx = read_fixture(files[name].decode())
        assert recheck_file(out / name, claims[fx.statement]) == [], name


def test_reproducible(emitted):
    file, out, files = emitted
    assert emit(file) == 1
    assert {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))} == files


def test_refuses_hand_written_checker_module(tmp_path, capsys):
    file = user_project(tmp_path)
    out = tmp_path / "lean" / "Fixtures"
    out.mkdir()
    mine = out / "HeapGamesSubtractMoveB.lean"
    mine.write_text("-- my own checker\n")
    assert main(["emit", str(file), "subtract134_pPositions", "--bound", "2"]) == 2
    err = capsys.readouterr().err
    assert "refusing to overwrite" in err and len(err.strip().splitlines()) == 1
    assert mine.read_text() == "-- my own checker\n"
    assert sorted(p.name for p in out.iterdir()) == ["HeapGamesSubtractMoveB.lean"]


def test_a_checker_printed_wrong_fails_its_bridge(tmp_path, monkeypatch):
    """The mutant: the printer drops a disjunct of every `∨` of three or more (SubtractMove loses
    one of its three takes). The bridge re-check and the fixture re-check must both say no."""
    file = user_project(tmp_path)
    drop_last = LeanBoolPrinter._print_Or
    monkeypatch.setattr(LeanBoolPrinter, "_print_Or", lambda self, e: drop_last(
        self, type(e)(*e.args[:-1])) if len(e.args) > 2 else drop_last(self, e))
    out = tmp_path / "F"
    main(["emit", str(file), "subtract134_pPositions", "--bound", "8", "--out", str(out)])
    monkeypatch.undo()
    problems = recheck_checker_module(out / "HeapGamesSubtractMoveB.lean", 8)
    assert problems and all("is false, the relation says true" in p for p in problems)
    claim = {c.name: c for c in load_lean_file(file)}["HeapGames.subtract134_pPositions"]
    assert recheck_file(out / "HeapGamesSubtract134PPositions.lean", claim) != []


def test_no_lakefile_falls_back_and_says_so(tmp_path, capsys):
    lone = tmp_path / "HeapGames.lean"
    shutil.copy(ROOT / "lean" / "Examples" / "HeapGames.lean", lone)
    out = tmp_path / "F"
    assert main(["emit", str(lone), "subtract134_pPositions", "--bound", "2", "--out",
                 str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith(f"{lone}: not in a Lake project, so its fixtures check pychecks' "
                             "translation of each statement only")
    assert sorted(p.name for p in out.iterdir()) == ["HeapGamesSubtract134PPositions.lean"]
    assert "def subtractMoveMoveB" in (out / "HeapGamesSubtract134PPositions.lean").read_text()
