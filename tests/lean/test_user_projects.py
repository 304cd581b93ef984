"""Three user projects made in temporary directories (issue 30), each emitted whole and passed
through the static check with 0 findings: a Mathlib user whose `theorem_wanted` is Batteries', a
core-only project (pychecks' `theorem_wanted`), and a project whose relations are named like
pychecks' library definitions (`GroupMove` → `groupMoveB`, `Le` → `leB`, `Removes` →
`removesB`). Then each breaker the issue found is put back into a copy and caught by the check:
a fixture naming a Batteries `theorem_wanted`, a checker made ambiguous by two `open`s, a user
checker silently shadowed by the library's through the namespace, and an import of
`PychecksStatements.TheoremWanted` in a project that does not have it."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.lean.verify.static import PYCHECKS_ROOT, check_project

MATHLIB_USER = """import Mathlib

namespace UserGames

/-- Take one token. -/
def TakeOne (m n : ℕ) : Prop := m = n + 1

theorem_wanted takeOne_pPositions :
    let P : Set ℕ := {n | n % 2 = 0}
    (∀ m n, m ∈ P → TakeOne m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, TakeOne m n ∧ n ∈ P

theorem_wanted xor_self_zero (a b : ℕ) (h : a = b) : a ^^^ b = 0

end UserGames
"""

#: Core only: no `Set` (Mathlib's), so plain statements and one the evaluator runs.
CORE_ONLY = """import PychecksStatements.TheoremWanted

namespace CoreGames

def heapTotal : List Nat → Nat
  | [] => 0
  | x :: xs => x + heapTotal xs

theorem_wanted add_comm_small (a b : Nat) : a + b = b + a

theorem_wanted le_of_eq_small (a b : Nat) (h : a = b) : a ≤ b

theorem_wanted xor_wrong (a b : Nat) : a ^^^ b = a + b

theorem_wanted total_pair (a b : Nat) : heapTotal [a, b] = a + b

end CoreGames
"""

#: Relations whose checkers are named like the library's: `groupMoveB`, `leB`, `removesB`.
LIBRARY_NAMES = """import Mathlib

namespace Clash

def GroupMove (m n : Nat) : Prop := m = n + 1

def Le (m n : Nat) : Prop := m = n + 1 ∨ m = n + 3

def Removes (m n : Nat) : Prop := m = n + 2

theorem_wanted groupMove_pPositions :
    let P : Set Nat := {n | n % 2 = 0}
    (∀ m n, m ∈ P → GroupMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, GroupMove m n ∧ n ∈ P

theorem_wanted le_pPositions :
    let P : Set Nat := {n | n % 2 = 0}
    (∀ m n, m ∈ P → Le m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, Le m n ∧ n ∈ P

theorem_wanted removes_pPositions :
    let P : Set Nat := {n | n % 4 = 0 ∨ n % 4 = 1}
    (∀ m n, m ∈ P → Removes m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, Removes m n ∧ n ∈ P

end Clash
"""


def _project(where: Path, module: str, text: str, mathlib: bool) -> Path:
    """A Lake project in `where`: srcDir `lean`, pychecks required by its path, Mathlib too
    when `mathlib`, the library `Games` holding `text` as `Games.<module>`."""
    path = PYCHECKS_ROOT   # absolute: the breaker tests copy the project elsewhere
    where.joinpath("lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage user where\n  srcDir := \"lean\"\n\n"
        + ('require mathlib from git\n  "https://github.com/leanprover-community/mathlib4.git"'
           ' @ "v4.34.0"\n' if mathlib else "")
        + f'require pychecks from "{path}"\n\nlean_lib Games where\n  globs := #[.submodules `Games]'
        '\n\nlean_lib Fixtures\n',
        encoding="utf-8")
    (where / "lean" / "Games").mkdir(parents=True)
    file = where / "lean" / "Games" / f"{module}.lean"
    file.write_text(text, encoding="utf-8")
    return file


@pytest.fixture(scope="module", params=[("UserGames", MATHLIB_USER, True),
                                        ("CoreGames", CORE_ONLY, False),
                                        ("Clash", LIBRARY_NAMES, True)],
                ids=["mathlib-user", "core-only", "library-names"])
def emitted(request, tmp_path_factory):
    module, text, mathlib = request.param
    where = tmp_path_factory.mktemp(module)
    file = _project(where, module, text, mathlib)
    assert main(["emit", str(file), "--bound", "3"]) in (0, 1)
    return where, module


def _findings(where: Path) -> list[str]:
    return [str(f).replace(f"{where}/", "") for f in check_project(where).findings]


def test_the_emitted_project_passes_the_static_check(emitted):
    where, module = emitted
    written = sorted(p.name for p in (where / "lean" / "Fixtures").glob("*.lean"))
    assert len(written) >= 3, written   # checker modules, fixtures, books
    assert _findings(where) == []


def test_no_fixture_names_a_statement_constant_or_opens_a_namespace(emitted):
    where, module = emitted
    for path in (where / "lean" / "Fixtures").glob("*.lean"):
        text = path.read_text(encoding="utf-8")
        assert "\nopen " not in text and "type_of%" not in text, path.name
        assert "import PychecksStatements" not in text, path.name


def _copy(emitted, tmp_path) -> Path:
    where, _ = emitted
    shutil.copytree(where, tmp_path / "p")
    return tmp_path / "p"


def test_a_fixture_naming_a_batteries_theorem_wanted_is_caught(emitted, tmp_path):
    if emitted[1] == "CoreGames":
        pytest.skip("pychecks' command there: its theorem_wanted is a theorem")
    tree = _copy(emitted, tmp_path)
    name = {"UserGames": "UserGames.xor_self_zero", "Clash": "Clash.le_pPositions"}[emitted[1]]
    (tree / "lean" / "Fixtures" / "Old.lean").write_text(
        f"import Pychecks\nimport Games.{emitted[1]}\n\nnamespace Pychecks.Fixtures.Old\n\n"
        f"theorem_wanted bodyB_iff (a b : Nat) :\n    True ↔ type_of% (@{name} a b)\n"
        "\nend Pychecks.Fixtures.Old\n", encoding="utf-8")
    found = _findings(tree)
    assert any(f"`@{name}` is a `theorem_wanted`" in m or f"`{name}` is a `theorem_wanted`" in m
               for m in found), found


def test_a_checker_made_ambiguous_by_two_opens_is_caught(emitted, tmp_path):
    """As fixtures were written: `open Pychecks.Cube` beside a user checker `vertexMoveB`."""
    tree = _copy(emitted, tmp_path)
    (tree / "lean" / "Fixtures" / "UserVertexMoveB.lean").write_text(
        "namespace Pychecks.Fixtures.UserVertexMoveB\n\ndef vertexMoveB (p q : List Nat) : Bool :="
        "\n  true\n\nend Pychecks.Fixtures.UserVertexMoveB\n", encoding="utf-8")
    (tree / "lean" / "Fixtures" / "Old.lean").write_text(
        "import Pychecks\nimport Fixtures.UserVertexMoveB\n\nnamespace Pychecks.Fixtures.Old\n\n"
        "open Pychecks Pychecks.Cube Pychecks.Fixtures.UserVertexMoveB\n\n"
        "def moved : Bool :=\n  vertexMoveB [1] [0]\n\nend Pychecks.Fixtures.Old\n",
        encoding="utf-8")
    found = _findings(tree)
    assert any("ambiguous identifier `vertexMoveB`" in m for m in found), found


@pytest.mark.parametrize("checker, call", [("groupMoveB", "groupMoveB [[0]] [1] [0]"),
                                           ("leB", "leB [1] [0]"), ("eqB", "eqB [1] [0]")])
def test_a_user_checker_shadowed_by_the_library_is_caught(emitted, tmp_path, checker, call):
    """As fixtures were written: `open Pychecks.Fixtures.ClashGroupMoveB`, then `groupMoveB`,
    which inside `namespace Pychecks.Fixtures.…` is the library's `Pychecks.groupMoveB`; the
    same for a user relation `Le` or `Eq`, whose checker `leB`/`eqB` silently became the
    library's `Pychecks.leB`/`Pychecks.eqB`."""
    tree = _copy(emitted, tmp_path)
    user = f"User{checker[0].upper()}{checker[1:]}"
    (tree / "lean" / "Fixtures" / f"{user}.lean").write_text(
        f"namespace Pychecks.Fixtures.{user}\n\ndef {checker} (p q : List Nat) : Bool :="
        f"\n  true\n\nend Pychecks.Fixtures.{user}\n", encoding="utf-8")
    (tree / "lean" / "Fixtures" / "Old.lean").write_text(
        f"import Pychecks\nimport Fixtures.{user}\n\nnamespace Pychecks.Fixtures.Old\n\n"
        f"open Pychecks.Fixtures.{user}\n\n"
        f"def moved : Bool :=\n  {call}\n\nend Pychecks.Fixtures.Old\n",
        encoding="utf-8")
    found = _findings(tree)
    assert any(f"`{checker}` resolves to `Pychecks.{checker}` through the current namespace"
               in m for m in found), found


def test_an_import_the_project_does_not_have_is_caught(emitted, tmp_path):
    tree = _copy(emitted, tmp_path)
    lakefile = tree / "lakefile.lean"
    lakefile.write_text("\n".join(line for line in lakefile.read_text().splitlines()
                                  if not line.startswith("require pychecks")) + "\n")
    found = _findings(tree)
    assert any("import Pychecks: no library of the workspace builds this module" in m
               for m in found), found


def test_core_names_and_mathlib_open_lines_are_not_findings(tmp_path):
    """Names that compile and the static check once reported (issue 30): Lean core's
    `inferInstanceAs`, `∅`, `DecidablePred`, `Int` in a core-only file; `ℤ` and an `open` of
    Mathlib namespaces (`Topology`, `Rat`, `Real`, `BigOperators`) in a file that imports
    Mathlib, whose names beyond the curated ones are counted unchecked."""
    core = tmp_path / "core"
    (core / "lean" / "G").mkdir(parents=True)
    (core / "lakefile.lean").write_text('import Lake\nopen Lake DSL\n\npackage c where\n  srcDir := '
                                        '"lean"\n\nlean_lib G where\n  globs := #[.submodules `G]\n')
    (core / "lean" / "G" / "A.lean").write_text(
        "namespace G\n\ndef neg (a : Int) : Int := -a\n\ndef P (n : Nat) : Prop := n % 2 = 0\n\n"
        "instance : DecidablePred P := fun n => inferInstanceAs (Decidable (n % 2 = 0))\n\n"
        "def e : List Nat := ∅\n\nend G\n")
    assert _findings(core) == []
    user = tmp_path / "mathlib"
    (user / "lean" / "G").mkdir(parents=True)
    (user / "lakefile.lean").write_text(
        'import Lake\nopen Lake DSL\n\npackage c where\n  srcDir := "lean"\n\nrequire mathlib from '
        'git\n  "https://github.com/leanprover-community/mathlib4.git"\n\nlean_lib G where\n'
        '  globs := #[.submodules `G]\n')
    (user / "lean" / "G" / "B.lean").write_text(
        "import Mathlib\n\nopen Topology Rat Real BigOperators Finset\n\n"
        "theorem_wanted foo (a : ℤ) (s : Finset ℕ) : s = ∅ → a = a\n")
    report = check_project(user)
    assert report.findings == [] and report.unchecked > 0


#: A statement naming an earlier wanted through Batteries' `❰…❱` (Batteries/Util/ProofWanted.lean).
WANTED_REFERENCE = ("theorem_wanted xor_self_zero_twice (a b : ℕ) (h : a = b) :\n"
                    "    ❰xor_self_zero❱ a b h = ❰xor_self_zero❱ a b h ∧ b ^^^ a = 0\n\n")


def _with_wanted_reference(where: Path, reference: str = WANTED_REFERENCE) -> Path:
    return _project(where, "UserGames",
                    MATHLIB_USER.replace("end UserGames", reference + "end UserGames"), True)


def test_batteries_wanted_references_are_read(tmp_path, capsys):
    """`❰xor_self_zero❱ a b h` stands for a hypothesis Batteries' command adds (the earlier
    wanted's statement): the statement is UNKNOWN with that reason, so emit writes the others,
    lists it and exits 1, and no fixture restates a `❰…❱` (which only a wanted command takes);
    the static check reads the reference (an earlier wanted of the same file) and passes."""
    file = _with_wanted_reference(tmp_path)
    assert main(["emit", str(file), "--bound", "3"]) == 1
    out = capsys.readouterr().out
    assert "no fixture for UserGames.xor_self_zero_twice: " in out and \
        "Batteries' `❰…❱` reference to an earlier wanted declaration" in out, out
    written = sorted((tmp_path / "lean" / "Fixtures").glob("*.lean"))
    assert written and not any("❰" in p.read_text(encoding="utf-8") for p in written)
    assert _findings(tmp_path) == []


@pytest.mark.parametrize("reference, expected", [
    (WANTED_REFERENCE.replace("❰xor_self_zero❱ a b h =", "❰xor_self_zeor❱ a b h ="),
     "`❰xor_self_zeor❱`: `xor_self_zeor` is no wanted declaration of this file declared before "
     "it"),
    ("theorem twice (a b : ℕ) (h : a = b) : a ^^^ b = 0 := by\n  exact ❰xor_self_zero❱ a b h\n\n",
     "`❰xor_self_zero❱` may only stand inside the statement or body of a `theorem_wanted`"),
], ids=["misspelt", "outside-a-wanted-command"])
def test_a_wrong_wanted_reference_is_caught(tmp_path, reference, expected):
    _with_wanted_reference(tmp_path, reference)
    found = _findings(tmp_path)
    assert any(expected in m for m in found), found


def test_a_wanted_reference_needs_batteries_command(tmp_path):
    """In a core-only project `theorem_wanted` is pychecks' macro: `❰…❱` is no syntax there."""
    _project(tmp_path, "CoreGames", CORE_ONLY.replace(
        "end CoreGames", "theorem_wanted add_comm_twice (a b : Nat) :\n"
        "    ❰add_comm_small❱ a b = ❰add_comm_small❱ a b\n\nend CoreGames"), False)
    found = _findings(tmp_path)
    assert any("`❰add_comm_small❱` is Batteries' reference to a wanted declaration, but this "
               "file's `theorem_wanted` is not Batteries' command" in m for m in found), found
