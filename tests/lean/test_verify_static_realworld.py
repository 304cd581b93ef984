"""Issue 30: the static check over every file of the real-world corpora (the project's own,
tests/data/realworld/**/*.lean, and the shared one, ../shared/realworld or
$PYCHECKS_SHARED/realworld). Those files compile upstream, so every finding there is a false
positive: the test requires 0 findings, file by file, and picks up any file added to either
directory.

Each file is checked as its upstream project builds it: a Lake package requiring Mathlib (the
corpora are Mathlib-era files) and, where the file imports a root neither Mathlib nor the
toolchain provides (`CombinatorialGames`, compfiles' `ProblemExtraction`, a repository's own
`Fnv`), a `require` of that upstream project with no checkout, so those imports and the names
under them are counted unchecked, as for any user whose dependency is not checked out. A file
with no `import` at all is a fragment whose dump dropped the header (NuminaMath's statements,
a snippet cut from a repository): it is checked after `import Mathlib`, the header those dumps
are compiled with; without it the check rightly refuses it (`ℕ` and `theorem_wanted` are not
reached), which the last tests show.

The constructs the corpus taught the check to read each have a test that the check still says
no when they are misused: the old `structure Wall := (size : Nat)` (a misspelt field of it is
found), the module system's `module` / `public import` (an import of a missing module of the
workspace is found), and notation the front end does not model (`≈`), which is counted
unchecked only where the imports reach a package with no index, and is a finding otherwise.
"""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from pychecks.lean.verify import reading as R
from pychecks.lean.verify.static import REQUIRED_ROOTS, TOOLCHAIN_ROOTS, check_project

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "tests" / "data" / "realworld"


def _shared() -> Path:
    spec = importlib.util.spec_from_file_location("realworld_script_static",
                                                  ROOT / "scripts" / "realworld.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.shared_corpus()


SHARED = _shared()
FILES = sorted(OWN.rglob("*.lean")) + (sorted(SHARED.glob("*.lean")) if SHARED.is_dir() else [])
#: What a `require mathlib` provides, and the toolchain: the roots that need no other require.
PROVIDED = REQUIRED_ROOTS["mathlib"] | TOOLCHAIN_ROOTS
#: The header a fragment is checked under (its own line: findings' lines are one more).
FRAGMENT_HEADER = "import Mathlib\n"


def _package(where: Path, text: str, upstream: bool) -> Path:
    """A Lake package in `where` holding `text` as the module `Corpus.File`."""
    where.joinpath("lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage corpus\n\n"
        'require mathlib from git\n  "https://github.com/leanprover-community/mathlib4.git"\n'
        + ('require upstream from git\n  "https://example.invalid/upstream.git"\n'
           if upstream else "")
        + "\nlean_lib Corpus where\n  globs := #[.submodules `Corpus]\n", encoding="utf-8")
    (where / "Corpus").mkdir()
    file = where / "Corpus" / "File.lean"
    file.write_text(text, encoding="utf-8")
    return file


def _as_upstream(path: Path, where: Path):
    """(report, header lines added) of the static check of `path` in a package made as its
    upstream project builds it (see the module docstring)."""
    text = path.read_text(encoding="utf-8")
    imports = R.read_text(text, path.name).imports
    added = 0
    if not imports:
        text, added = FRAGMENT_HEADER + text, FRAGMENT_HEADER.count("\n")
    roots = {module.split(".")[0] for module, _, _ in imports}
    _package(where, text, upstream=bool(roots - PROVIDED))
    return check_project(where), added


def _corpus_id(path: Path) -> str:
    return str(path.relative_to(OWN)) if path.is_relative_to(OWN) else f"shared/{path.name}"


def test_the_corpora_are_there():
    assert len(list(OWN.rglob("*.lean"))) >= 32
    if SHARED.is_dir():
        assert len(list(SHARED.glob("*.lean"))) >= 22


@pytest.mark.parametrize("path", FILES, ids=_corpus_id)
def test_a_corpus_file_has_no_finding(path, tmp_path):
    report, added = _as_upstream(path, tmp_path)
    shown = [re.sub(r"^.*File\.lean:(\d+)", lambda m: f"{path.name}:{int(m[1]) - added}", str(f))
             for f in report.findings]
    assert shown == []
    assert report.files >= 1 and report.resolved + report.unchecked > 0


def _unread(tmp_path) -> Path:
    """c16 (PutnamBench's 2022 A5) with its `xᶜ`, which the front end reads now, written as
    `x ⊔ x`, which it does not: a corpus statement with one construct not read."""
    text = (SHARED / "c16_putnam_2022_a5.lean").read_text(encoding="utf-8")
    assert text.count("xᶜ.ncard") == 1
    path = tmp_path / "c16_sup.lean"
    path.write_text(text.replace("xᶜ.ncard", "(x ⊔ x).ncard"), encoding="utf-8")
    return path


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared corpus")
def test_unmodelled_notation_is_counted_unchecked_with_its_reason(tmp_path):
    (tmp_path / "as_written").mkdir()
    (tmp_path / "sup").mkdir()
    report, _ = _as_upstream(SHARED / "c16_putnam_2022_a5.lean", tmp_path / "as_written")
    assert report.findings == [] and report.skipped == []     # `ᶜ` is read now
    report, _ = _as_upstream(_unread(tmp_path), tmp_path / "sup")
    assert report.findings == []
    reasons = [f.message for f in report.skipped]
    assert len(reasons) == 1 and "notation '⊔'" in reasons[0], reasons
    assert "construct(s) not read and counted unchecked" in report.summary()


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared corpus")
@pytest.mark.parametrize("name", ["c02_mathlib_nim_add_equiv_zero_iff.lean",
                                  "c03_cgt_nimber_add_nat.lean"])
def test_the_games_notation_is_read_and_counted_unchecked(name, tmp_path):
    """`≈` (core's `HasEquiv` notation) and the games library's `∗` were once not read; the
    front end reads them now, and a notation no index declares is counted unchecked under an
    unindexed import, like any name from it."""
    report, _ = _as_upstream(SHARED / name, tmp_path)
    assert report.findings == [] and report.skipped == []
    assert report.unchecked >= 1


def _core_only(tmp_path, text: str):
    (tmp_path / "lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage core\n\nlean_lib Corpus where\n"
        "  globs := #[.submodules `Corpus]\n")
    (tmp_path / "Corpus").mkdir()
    (tmp_path / "Corpus" / "File.lean").write_text(text)
    return [f.message for f in check_project(tmp_path).findings]


def test_unmodelled_notation_is_a_finding_where_nothing_unindexed_is_imported(tmp_path):
    """`⊔` in a core-only package: nothing the imports reach may define it beyond what the
    check knows, so the declaration it cannot read is reported, not passed."""
    found = _core_only(tmp_path, "def r (a b : Nat) : Prop := a % 2 = b % 2\n\n"
                                 "theorem t (a : Nat) : a ⊔ a = a := sorry\n")
    assert found == ["not read: the front end does not read notation '⊔' in `t`"], found


def test_mathlib_complement_is_a_finding_where_nothing_unindexed_is_imported(tmp_path):
    """`sᶜ` is read now (Mathlib's `compl`), and is Mathlib's notation: in a core-only package
    it is a finding, as the games' notation is."""
    found = _core_only(tmp_path, "theorem t (a : Nat) : aᶜ = a := sorry\n")
    assert found == ["`ᶜ` is notation not in the curated list, which this file's imports do "
                     "not reach"], found


@pytest.mark.parametrize("term,notation", [("a ‖ a", "‖"), ("a = ⋆", "⋆"), ("∗a = a", "∗"),
                                           ("!{{a} | {a}} = a", "!{…}")])
def test_the_games_notation_is_a_finding_where_nothing_unindexed_is_imported(
        tmp_path, term, notation):
    """The games library's notation read in a core-only package: no import declares it."""
    found = _core_only(tmp_path, f"theorem t (a : Nat) : {term} := sorry\n")
    assert found == [f"`{notation}` is notation not in the curated list, which this file's "
                     "imports do not reach"], found


def test_names_in_a_declaration_not_parsed_are_still_resolved(tmp_path):
    """The declaration holding `⊔` (which the front end does not read) is read token by token: its binders are bound, and a name
    under a namespace only the workspace declares must exist even in a Mathlib file."""
    text = ("import Mathlib\nimport Corpus.Defs\n\n"
            "theorem t (a b : Nat) (h : Mine.r a b) : a ⊔ a = b ∧ Mine.rr a b ∧ h = h := sorry\n")
    _package(tmp_path, text, upstream=False)
    (tmp_path / "Corpus" / "Defs.lean").write_text(
        "namespace Mine\n\ndef r (a b : Nat) : Prop := a % 2 = b % 2\n\nend Mine\n")
    report = check_project(tmp_path)
    assert [f.message for f in report.findings] == ["unknown identifier `Mine.rr`; did you mean "
                                                   "`Mine.r`?"]
    assert len(report.skipped) == 1


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared corpus")
def test_old_structure_syntax_is_read_and_its_fields_checked(tmp_path):
    path = SHARED / "c19_numina_beth_walls_kayles.lean"
    text = path.read_text(encoding="utf-8")
    assert "structure Wall :=" in text and "startState.walls" in text
    _package(tmp_path, FRAGMENT_HEADER + text.replace("startState.walls", "startState.wallz"),
             upstream=False)
    found = [f.message for f in check_project(tmp_path).findings]
    assert len(found) == 1 and "`beth_winning_strategy_l2525_252550.GameState` has no field or " \
                               "function `wallz`" in found[0], found


def test_module_header_and_public_import_are_read(tmp_path):
    """compfiles' files open with `module` and `public import …`: read as the header they are,
    so a `public import` of a module of the workspace that does not exist is still found."""
    path = OWN / "compfiles" / "Imo1964P1.lean"
    text = path.read_text(encoding="utf-8")
    assert "\nmodule\n" in text and "public import Mathlib.Tactic" in text
    _package(tmp_path, text.replace("public import Mathlib.Tactic",
                                    "public import Mathlib.Tactic\npublic import Corpus.Missing"),
             upstream=True)
    found = [f.message for f in check_project(tmp_path).findings]
    assert len(found) == 1 and found[0].startswith("import Corpus.Missing: library `Corpus` "
                                                   "would build it from"), found


FRAGMENTS = ["c07_fnvnim_grundy_single_heap.lean", "c19_numina_beth_walls_kayles.lean",
             "c20_numina_subtract_square.lean"]


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared corpus")
@pytest.mark.parametrize("name", FRAGMENTS)
def test_a_fragment_without_its_header_is_refused(name, tmp_path):
    """Without `import Mathlib` nothing declares `theorem_wanted` (and `ℕ` is Mathlib's): what
    Lean says of the fragment as it stands, so the header is the harness's, not a pass the
    check gives."""
    text = (SHARED / name).read_text(encoding="utf-8")
    assert R.read_text(text, name).imports == []
    _package(tmp_path, text, upstream=False)
    found = [f.message for f in check_project(tmp_path).findings]
    assert any(m.startswith("`theorem_wanted`: no `macro` or `syntax` of the import closure "
                            "declares this command") for m in found), found


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared corpus")
def test_the_command_line_lists_what_it_counted_unchecked_on_stderr(tmp_path, capsys):
    from pychecks.lean.verify.static import main
    (tmp_path / "sup").mkdir()
    _as_upstream(_unread(tmp_path), tmp_path / "sup")
    assert main([str(tmp_path / "sup")]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert re.search(r"File\.lean:21:\d+: unchecked: notation '⊔' in `putnam_2022_a5` is "
                     r"not read \(the imports reach a package with no index here", err), err
    assert "1 construct(s) not read and counted unchecked" in err.splitlines()[-1]


def test_diagnostic_commands_are_read_and_others_counted(tmp_path):
    """Lean core's `#check`, `#eval`, `#print axioms`, `#guard_msgs in` are read (their names
    resolved: a misspelt one in a core-only file is found); a file's `notation` and a
    library's `#lint` are counted unchecked where the imports reach a package with no index
    (Batteries' tests, a course's lecture), and reported not read where they do not."""
    core = tmp_path / "core"
    core.mkdir()
    (core / "lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage core\n\nlean_lib Corpus where\n"
        "  globs := #[.submodules `Corpus]\n")
    (core / "Corpus").mkdir()
    (core / "Corpus" / "File.lean").write_text(
        "def two : Nat := 2\n\n#check two\n#eval tow + 1\n/-- info: 2 -/\n#guard_msgs in\n"
        "#eval two\n#print axioms two\n\nnotation \"𝟚\" => two\n")
    found = [f"{f.line}: {f.message}" for f in check_project(core).findings]
    assert found == ["4: unknown identifier `tow`",
                     "10: not read: the static check does not read `notation` commands"], found
    text = "import Mathlib\n\ndef two : Nat := 2\n\n#check two\n#lint\n\nnotation \"𝟚\" => two\n"
    (tmp_path / "mathlib").mkdir()
    _package(tmp_path / "mathlib", text, upstream=False)
    report = check_project(tmp_path / "mathlib")
    assert report.findings == []
    assert [(f.line, f.message.split(" is not read")[0]) for f in report.skipped] == [
        (6, "unchecked: the `#lint` command"), (8, "unchecked: the `notation` command")]


@pytest.mark.parametrize("imports, found", [
    ("import Mathlib.Tactic.Linarith\nimport Mathlib.Tactic.Positivity\n", False),
    ("import Mathlib.Tactic.Linarith\nimport Mathlib.Algebra.Prime.Defs\n", True),
    ("import Mathlib\n", True),
])
def test_a_mathlib_name_declared_again_is_found_unless_only_tactics_are_imported(
        imports, found, tmp_path):
    """math2001's Library/Theory/Prime.lean declares its own `Prime` after importing Mathlib's
    tactics only, and Lean accepts it: what those modules bring is not known here, so no
    redeclaration is claimed; beside any other Mathlib import it is one."""
    text = imports + "\ndef Prime (p : ℕ) : Prop := 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p\n"
    _package(tmp_path, text, upstream=False)
    messages = [str(f) for f in check_project(tmp_path).findings]
    assert any("`Prime` is already declared by Mathlib" in m for m in messages) == found
