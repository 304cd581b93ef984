"""The static Lean check (`pychecks/lean/verify/`): it passes on this repository's Lake project,
and it fails, with a message that names the problem and its place, on trees that reintroduce the
build-breakers found by review (a declaration defined twice, a library glob naming a missing root
file) and on the mistakes it exists to catch (a misspelt name, an import of a missing module, a
name only a file not imported defines, a misspelt Mathlib lemma in a proof, a Mathlib name in a
Lean-core file, a field that exists nowhere, a notation Lean would accept and the front end does
not read).

Every `.lean` file under `lean/` is checked, the committed fixtures among them: they are what
`pychecks emit --all` writes for the cube and the Grundy books (tests/lean/test_emit.py and
test_books.py keep them byte-for-byte up to date). What `emit` writes for the heap examples is
checked in tests/lean/test_user_checkers.py; a user's own Lake project (lakefile.toml, another
source root, this repository as a path dependency) is emitted into and checked here.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pychecks.cli import main as pychecks_main
from pychecks.lean.verify import known as K
from pychecks.lean.verify import lakefile as LF
from pychecks.lean.verify.static import check_project, main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def repository_report():
    return check_project(ROOT)


def test_this_repository_passes(repository_report):
    rep = repository_report
    assert [str(f) for f in rep.findings] == []
    # the repository's own Lean has no construct the check counts unchecked for want of reading
    # it (a notation or custom command of a package it has no index of): every one is read
    assert [str(f) for f in rep.skipped] == []
    lean_files = list((ROOT / "lean").rglob("*.lean"))
    assert rep.files == len(lean_files) and len(lean_files) > 50
    # Every kind of reference was met and resolved: terms, proofs read token by token, curated
    # names from Lean core and from Mathlib, options, tactics, parser names of the macro.
    assert rep.resolved > 5000 and rep.lenient > 100 and rep.auto_bound == 0
    kinds = {kind for kind, _ in rep.known_used}
    assert kinds >= {"names", "tactics", "options", "config", "syntax", "notations"}
    # ListGames.lean's dot notation on lists resolved through the receiver's type, to names of
    # the evaluator's library table; its `decreasing_by` tactics
    assert {("names", "List.foldl"), ("names", "List.set"), ("names", "List.sum"),
            ("tactics", "omega"), ("tactics", "all_goals")} <= rep.known_used


# --- trees that reintroduce a build-breaker --------------------------------------------------------

def source_tree(where: Path) -> Path:
    """This repository's lakefile and Lean sources, without the fixtures (a root file for the
    Fixtures library instead), in `where`."""
    shutil.copy(ROOT / "lakefile.lean", where / "lakefile.lean")
    shutil.copytree(ROOT / "lean", where / "lean",
                    ignore=shutil.ignore_patterns("Fixtures", "Fixtures.lean"))
    (where / "lean" / "Fixtures").mkdir()
    (where / "lean" / "Fixtures.lean").write_text("import Pychecks\n", encoding="utf-8")
    return where


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path.name} no longer has {old!r}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def messages(where: Path) -> list[str]:
    return [str(f).replace(f"{where}/", "") for f in check_project(where).findings]


def test_source_tree_passes(tmp_path):
    assert messages(source_tree(tmp_path)) == []


def test_memB_defined_twice_fails(tmp_path):
    """The merge that broke `lake build`: `Pychecks.memB` in both Grundy.lean and Heaps.lean
    (as they were before the fix), both imported by Pychecks.lean."""
    tree = source_tree(tmp_path)
    pychecks = tree / "lean" / "Pychecks"
    edit(pychecks / "Basic.lean", "def memB (k : Nat)", "def notMemB (k : Nat)")
    edit(pychecks / "Basic.lean", "Nat.beq k a || memB k l", "Nat.beq k a || notMemB k l")
    memB = ("def memB (k : Nat) : List Nat → Bool\n  | [] => false\n"
            "  | a :: l => Nat.beq a k || memB k l\n\n")
    edit(pychecks / "Grundy.lean", "/-- The least `m ≥ k`", memB + "/-- The least `m ≥ k`")
    edit(pychecks / "Heaps.lean", "/-- A move of the group", memB + "/-- A move of the group")
    found = messages(tree)
    assert found == [
        "lean/Pychecks/Heaps.lean:15:5: `Pychecks.memB` is declared twice in the import closure "
        "of lean/Pychecks.lean: also at lean/Pychecks/Grundy.lean:40:5 (Lean refuses the "
        "import: environment already contains it)"]
    # Defined in Basic.lean as well: Grundy.lean, which imports Basic.lean, declares it again.
    edit(pychecks / "Basic.lean", "def notMemB (k : Nat)", "def memB (k : Nat)")
    found = messages(tree)
    assert "lean/Pychecks/Grundy.lean:40:5: `Pychecks.memB` is declared twice in the import " \
           "closure of lean/Pychecks/Grundy.lean: also at lean/Pychecks/Basic.lean:40:5 " \
           "(already declared there, and this file imports it)" in found


def test_the_same_name_twice_in_one_file_fails(tmp_path):
    tree = source_tree(tmp_path)
    basic = tree / "lean" / "Pychecks" / "Basic.lean"
    edit(basic, "end Pychecks", "def box : Nat := 0\n\nend Pychecks")
    found = messages(tree)
    assert len(found) == 1 and "`Pychecks.box` is declared twice in this file" in found[0]


def test_and_submodules_glob_without_its_root_file_fails(tmp_path):
    tree = source_tree(tmp_path)
    edit(tree / "lakefile.lean", "globs := #[.submodules `Examples]",
         "globs := #[.andSubmodules `Examples]")
    found = messages(tree)
    assert len(found) == 1, found
    assert found[0].startswith("lakefile.lean:")
    assert ("lean_lib Examples: the glob .andSubmodules `Examples names the module `Examples` "
            "itself (Lake's Glob.lean), but lean/Examples.lean does not exist") in found[0]
    # With the root file it builds; a `.submodules` glob needs its directory instead.
    (tree / "lean" / "Examples.lean").write_text("import Examples.HeapGames\n", encoding="utf-8")
    assert messages(tree) == []
    (tree / "lean" / "Examples.lean").unlink()
    edit(tree / "lakefile.lean", "globs := #[.andSubmodules `Examples]",
         "globs := #[.submodules `Exemples]")
    found = messages(tree)
    assert len(found) == 1 and "reads the directory lean/Exemples/ for submodules" in found[0]


def test_source_dir_must_exist(tmp_path):
    tree = source_tree(tmp_path)
    edit(tree / "lakefile.lean", 'srcDir := "lean"', 'srcDir := "src"')
    found = messages(tree)
    assert found == ["lakefile.lean:1:1: srcDir 'src': src is not a directory"]


# --- the mistakes the check exists to catch ---------------------------------------------------------

MISTAKES = [
    # (file, old, new, expected message, after the file's name)
    ("Pychecks/Heaps.lean", "fun g => agreeOutside", "fun g => agreeOutsid",
     ":18:46: unknown identifier `agreeOutsid`; did you mean `agreeOutside`?"),
    ("Pychecks/Heaps.lean", "import Pychecks.Basic\n", "import Pychecks.Basic\nimport Pychecks.Bsaic\n",
     ":12:8: import Pychecks.Bsaic: library `Pychecks` would build it from "
     "lean/Pychecks/Bsaic.lean, which does not exist"),
    ("Pychecks/Heaps.lean", "import Pychecks.Basic\n", "import Pychecks.Basic\nimport Mathlb\n",
     ":12:8: import Mathlb: no library of the workspace builds this module "),
    ("Pychecks/Basic.lean", "def upTo : Nat → List Nat", "def upTo : ℕ → List Nat",
     ":15:12: unknown identifier `ℕ` (Mathlib's, Mathlib/Data/Nat/Notation.lean: this file's "
     "imports do not reach Mathlib)"),
    ("Pychecks/Cube.lean", "  box 6 bound\n", "  (box 6 bound).fliter fun _ => true\n",
     ":121:3: unknown field `.fliter`: no declaration of the import closure or the curated list "
     "ends in `fliter`; did you mean `filter`?"),
    ("Pychecks/Grundy.lean", "  table / 2 ^ (w * i) % 2 ^ w", "  table / 2 ^ (w * i) % 2 ^ w'",
     ":38:29: unknown identifier `w'`"),
    ("Pychecks/Cube.lean", "open Pychecks\n", "open Pychecks Pychecsk\n",
     ":30:15: unknown namespace `Pychecsk`; did you mean `Pychecks`?"),
    ("Pychecks/Cube.lean", "end Pychecks.Cube", "end Pychecks",
     ":123:1: `end Pychecks` does not close namespace Cube"),
    ("Pychecks/Basic.lean", "def upTo : Nat → List Nat\n",
     "def late : IO Unit := do\n  pure ()\n\ndef upTo : Nat → List Nat\n",
     ":15:23: not read: the front end does not read notation 'do' in `late`"),
    # ListGames.lean: a structure's field, a structure instance's field, an inductive
    # predicate named in a constructor, a tactic of a `decreasing_by` clause
    ("Examples/ListGames.lean", "= (h.left != h.right)", "= (h.lef != h.right)",
     ":108:74: unknown field `.lef`: `ListGames.Heaps` has no field or function `lef`; did you "
     "mean `left`?"),
    ("Examples/ListGames.lean", "{ h with left := k }", "{ h with lft := k }",
     ":99:46: unknown field `lft`: `ListGames.Heaps` has no field `lft`; did you mean `left`?"),
]


#: Mistakes in files that import Mathlib, which this check has no index of beyond its curated
#: names: a name it cannot find there may be Mathlib's, so it is counted unchecked, not reported
#: (issue 30: files that compile upstream gave dozens of false findings).
UNCHECKED = [
    ("PychecksStatements/Cube.lean", "(Pi.le_def.1 hle k) (Nat.zero_le _))\n",
     "(Pi.le_def.1 hle k) (Nat.zero_lee _))\n",
     ":49:69: unknown identifier `Nat.zero_lee`: `Nat` resolves to `Nat`, a type or namespace, "
     "which has no `zero_lee`; did you mean `Nat.zero_le`, `Nat.zero`?"),
    ("PychecksStatements/Kayles.lean", "SimpleGraph.pathGraph 3", "SimpleGraph.pathGraf 3",
     ":57:41: unknown identifier `SimpleGraph.pathGraf`: `SimpleGraph` resolves to "
     "`SimpleGraph`, a type or namespace, which has no `pathGraf`; did you mean "
     "`SimpleGraph.pathGraph`?"),
    ("Examples/HeapGames.lean", "q ≠ p ∧ q i = p i", "q ≠ p ∧ q j = p i",
     ":64:26: unknown identifier `j`"),
    ("Examples/ListGames.lean", "Lose q → Win p", "Lose q → Wn p",
     ":61:52: unknown identifier `Wn`; did you mean `Win`?"),
    ("Examples/ListGames.lean", "decreasing_by all_goals omega", "decreasing_by all_goal omega",
     ":81:15: unknown identifier `all_goal`; did you mean `all_goals`?"),
]


@pytest.mark.parametrize("rel,old,new,expected", UNCHECKED, ids=[m[3][:40] for m in UNCHECKED])
def test_a_name_perhaps_mathlibs_is_counted_unchecked(tmp_path, rel, old, new, expected):
    tree = source_tree(tmp_path)
    before = check_project(tree).unchecked
    edit(tree / "lean" / rel, old, new)
    report = check_project(tree)
    assert report.findings == [] and report.unchecked == before + 1
    assert "unchecked (from a dependency with no index)" in report.summary()


@pytest.mark.parametrize("rel,old,new,expected", MISTAKES, ids=[m[3][:40] for m in MISTAKES])
def test_a_mistake_is_found(tmp_path, rel, old, new, expected):
    tree = source_tree(tmp_path)
    edit(tree / "lean" / rel, old, new)
    found = messages(tree)
    assert any(m.startswith(f"lean/{rel}{expected}") for m in found), found


def test_a_name_under_leans_meta_library_is_unchecked(tmp_path):
    """The index covers the prelude, not Lean's own meta library: in a file that imports `Lean`
    (where `elab` commands and tactics such as `native_decide` live) a name not found is counted
    unchecked, while the same misspelling in a prelude-only file stays a finding (MISTAKES)."""
    tree = source_tree(tmp_path)
    before = check_project(tree).unchecked
    edit(tree / "lean" / "Pychecks" / "Heaps.lean", "import Pychecks.Basic\n",
         "import Pychecks.Basic\nimport Lean\n")
    edit(tree / "lean" / "Pychecks" / "Heaps.lean", "fun g => agreeOutside", "fun g => agreeOutsid")
    report = check_project(tree)
    assert report.findings == [] and report.unchecked > before


def test_a_name_only_a_file_not_imported_defines(tmp_path):
    """`Heaps.lean` without `import Pychecks.Basic`: the helpers it uses are declared, but in a
    file its imports do not reach."""
    tree = source_tree(tmp_path)
    edit(tree / "lean" / "Pychecks" / "Heaps.lean", "import Pychecks.Basic\n", "")
    found = messages(tree)
    assert "lean/Pychecks/Heaps.lean:17:3: unknown identifier `leB` (declared at " \
           "lean/Pychecks/Basic.lean:26:5, which this file does not import)" in found
    assert {m.split(": ")[1].split("`")[1] for m in found} == {
        "leB", "eqB", "agreeOutside", "memB", "loseAtMostOneB"}


def test_the_fixtures_mistakes(tmp_path):
    """A misspelt option, tactic configuration and constant in a fixture-like file."""
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "Bad.lean").write_text(
        "import Pychecks\n\nnamespace Pychecks.Fixtures.Bad\n\nopen Pychecks\n\n"
        "set_option maxHeartbeat 200000 in\n"
        "theorem t : (upTo 2 = [0, 1, 2]) = true := by\n  decide +kernal\n\n"
        "theorem u : (Nat.bleq 1 2) = true := by\n  decide\n\n"
        "theorem_wanted w : upTo 0 = [0]\n\nend Pychecks.Fixtures.Bad\n",
        encoding="utf-8")
    found = messages(tree)
    assert found == [
        "lean/Fixtures/Bad.lean:7:12: unknown option `maxHeartbeat`; did you mean "
        "`maxHeartbeats`?",
        "lean/Fixtures/Bad.lean:9:11: unknown tactic configuration option `kernal`; did you mean "
        "`kernel`?",
        "lean/Fixtures/Bad.lean:11:14: unknown identifier `Nat.bleq`: `Nat` resolves to `Nat`, "
        "a type or namespace, which has no `bleq`; did you mean `Nat.ble`, `Nat.beq`, "
        "`Nat.blt`?",
        "lean/Fixtures/Bad.lean:14:1: `theorem_wanted`: no `macro` or `syntax` of the import "
        "closure declares this command (Batteries's, in Batteries/Util/ProofWanted.lean, is not "
        "reached either)"]


# --- name resolution without false alarms -----------------------------------------------------------

RESOLUTION = """\
import Pychecks

namespace Games

/-- `namespace X` + `def X.f` is `X.X.f`; the body sees namespace `Games.Games`. -/
def Games.helper (n : Nat) : Nat := n + 1

def uses : Nat := Games.helper 1 + helperTwice 2
where
  helperTwice (k : Nat) : Nat := Games.helper (Games.helper k)

protected def secret : Nat := 3

private def hidden : Nat := 4

def _root_.topLevel : Nat := Games.secret + hidden

theorem uses_eq : uses = 6 := by
  show Games.helper 1 + uses.helperTwice 2 = 6
  rfl

def sum : List Nat → Nat
  | [] => 0
  | a :: rest => a + sum rest

def swap : Nat × Nat → Nat × Nat := fun (a, b) => (b, a)

def pick (p : List Nat) : Nat :=
  match p with
  | [] => 0
  | x :: _ => if h : x = 0 then 1 else x

def counted (xs : List Nat) : Nat :=
  let n := xs.length
  let (a, b) := (n, n + 1)
  xs.foldr (fun x acc => x + acc + a + b) 0

end Games

export Games (sum)

def viaExport : Nat := sum [1, 2] + topLevel

structure Point where
  x : Nat
  y : Nat

def origin : Point := ⟨0, 0⟩

def originX : Nat := origin.x + Point.y origin
"""


def test_scopes_and_namespaces_resolve(tmp_path):
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "Scopes.lean").write_text(RESOLUTION, encoding="utf-8")
    # The structure is read: `Point.y`, `origin.x` (origin's declared type) resolve.
    assert messages(tree) == []


def test_protected_needs_a_qualified_name(tmp_path):
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "Prot.lean").write_text(
        "namespace Games\nprotected def secret : Nat := 3\ndef open_ : Nat := secret\n"
        "def qualified : Nat := Games.secret\nend Games\n", encoding="utf-8")
    assert messages(tree) == ["lean/Fixtures/Prot.lean:3:20: unknown identifier `secret` "
                              "(`Games.secret` at lean/Fixtures/Prot.lean:2:15 is protected: "
                              "write its full name)"]


def test_a_protected_library_name_is_not_opened(tmp_path):
    """`Nat.min` is `protected` in Lean core: under `open Nat`, `min` is the root `min` alone (an
    ambiguity finding before), and `Nat.min` is still reached by its full name."""
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "MinOpen.lean").write_text(
        "open Nat\ndef lo (k : Nat) : Nat := min 2 k\ndef hi (k : Nat) : Nat := max 2 k\n"
        "def full (k : Nat) : Nat := Nat.min 2 k\n", encoding="utf-8")
    assert messages(tree) == []


def test_private_names_clash_only_in_their_file(tmp_path):
    tree = source_tree(tmp_path)
    fx = tree / "lean" / "Fixtures"
    (fx / "A.lean").write_text("private def helper : Nat := 1\n", encoding="utf-8")
    (fx / "B.lean").write_text("import Fixtures.A\nprivate def helper : Nat := 2\n"
                               "def h : Nat := helper\n", encoding="utf-8")
    (tree / "lean" / "Fixtures.lean").write_text("import Fixtures.B\n", encoding="utf-8")
    assert messages(tree) == []
    (fx / "C.lean").write_text("import Fixtures.A\ndef c : Nat := helper\n", encoding="utf-8")
    assert messages(tree) == ["lean/Fixtures/C.lean:2:16: unknown identifier `helper` "
                              "(`helper` at lean/Fixtures/A.lean:1:13 is private to that file)"]


# --- structures, inductive types, mutual blocks, instances, variables, helpers ----------------------

LANGUAGE = """\
namespace Games

inductive Outcome where
  | win
  | lose
deriving DecidableEq

def flip : Outcome → Outcome
  | .win => .lose
  | .lose => .win

def both : List Outcome := [Outcome.win, .lose]

structure Pos where
  heaps : List Nat
  toMove : Outcome

def start : Pos := { heaps := [1, 2], toMove := .win }

def next (p : Pos) : Pos := { p with toMove := flip p.toMove }

def size (p : Pos) : Nat := p.heaps.length

def total (p : Pos) : Nat := p.heaps.foldl (· + ·) 0

mutual
  inductive Even : Nat → Prop where
    | zero : Even 0
    | succ {n : Nat} : Odd n → Even (n + 1)

  inductive Odd : Nat → Prop where
    | succ {n : Nat} : Even n → Odd (n + 1)
end

structure Heap where
  size : Nat
deriving Repr

structure Marked extends Heap where
  marked : Bool := false

def Marked.grow (m : Marked) : Marked := { m with size := m.size + 1, marked := true }

class Game (α : Type) where
  moves : α → List α

instance : Game Heap where
  moves h := (List.range h.size).map fun k => { size := k }

instance instGameMarked : Game Marked := ⟨fun m => [m.grow]⟩

section
variable (h : Heap)

def Heap.twice : Heap := { size := 2 * h.size }

def bigger : Bool := h.size < (Heap.twice h).size
end

def countDown (n : Nat) : List Nat := go n []
where
  go (k : Nat) (acc : List Nat) : List Nat :=
    match k with
    | 0 => acc
    | j + 1 => go j (j :: acc)

def halve (n : Nat) : Nat :=
  if h : n < 2 then 0 else 1 + halve (n / 2)
termination_by n
decreasing_by omega

def triangle : Nat → Nat
  | 0 => 0
  | n + 1 => n + 1 + triangle n
termination_by n => n

def origin : Heap where
  size := 0

axiom heapBound : ∀ h : Heap, h.size ≥ 0

opaque secret : Nat

end Games
"""


def test_structures_inductives_instances_are_read(tmp_path):
    """What ListGames.lean needs, and more: every declaration is read (nothing "not read"),
    and declares what Lean would."""
    from pychecks.lean.verify import reading as R
    facts = R.read_text(LANGUAGE, "Language.lean")
    assert facts.unread == []
    declared = {d.name: d.kind for d in facts.declared}
    assert {n: declared[n] for n in (
        "Games.Outcome", "Games.Outcome.win", "Games.Outcome.casesOn", "Games.Pos",
        "Games.Pos.mk", "Games.Pos.heaps", "Games.Even.succ", "Games.Odd.succ",
        "Games.Marked.toHeap", "Games.Marked.marked", "Games.Game.moves", "Games.instGameMarked",
        "Games.countDown.go", "Games.Heap.twice", "Games.heapBound", "Games.secret")} == {
        "Games.Outcome": "inductive", "Games.Outcome.win": "ctor",
        "Games.Outcome.casesOn": "generated", "Games.Pos": "structure",
        "Games.Pos.mk": "ctor", "Games.Pos.heaps": "field", "Games.Even.succ": "ctor",
        "Games.Odd.succ": "ctor", "Games.Marked.toHeap": "field", "Games.Marked.marked": "field",
        "Games.Game.moves": "field", "Games.instGameMarked": "instance",
        "Games.countDown.go": "helper", "Games.Heap.twice": "def", "Games.heapBound": "axiom",
        "Games.secret": "opaque"}
    assert "Games.Marked.size" not in declared   # a parent's field is the parent's
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "Language.lean").write_text(LANGUAGE, encoding="utf-8")
    assert messages(tree) == []


def test_every_node_of_the_typed_tree_is_walked():
    """A node class the term walker does not know would stop the check (AssertionError): every
    class of pychecks.lean.ast has its method."""
    from pychecks.lean import ast as A
    from pychecks.lean.verify import reading as R

    def below(c):
        for sub in c.__subclasses__():
            yield sub
            yield from below(sub)
    concrete = {c for c in below(A.Term) if "__dataclass_fields__" in c.__dict__}
    assert len(concrete) > 30 and concrete <= set(R._DISPATCH)


LANGUAGE_MISTAKES = [
    # (old, new, expected message after `FILE:`), each in a copy of LANGUAGE of its own
    ("p.heaps.length", "p.heap.length",
     "22:29: unknown field `.heap`: `{ns}.Pos` has no field or function `heap`; did you mean "
     "`heaps`?"),
    ("p.heaps.length", "p.length",   # `List.length` exists: only the receiver's type tells
     "22:29: unknown field `.length`: `{ns}.Pos` has no field or function `length`"),
    ("{ p with toMove", "{ p with toMov",
     "20:38: unknown field `toMov`: `{ns}.Pos` has no field `toMov`; did you mean `toMove`?"),
    ("heaps := [1, 2]", "heap := [1, 2]",
     "18:22: unknown field `heap`: `{ns}.Pos` has no field `heap`; did you mean `heaps`?"),
    ("| .win => .lose", "| .wn => .lose",
     "9:5: unknown constructor `.wn`: `{ns}.Outcome` has no constructor `wn`; did you mean "
     "`win`?"),
    ("[Outcome.win", "[Outcome.wn",
     "12:29: unknown identifier `Outcome.wn`: `Outcome` resolves to `{ns}.Outcome`, a type or "
     "namespace, which has no `wn`"),
    ("toMove := .win }", "toMove := .wn }",
     "18:49: unknown constructor `.wn`: `{ns}.Outcome` has no constructor `wn`; did you mean "
     "`win`?"),
    ("Odd n → Even (n + 1)", "Od n → Even (n + 1)",
     "29:24: unknown identifier `Od`; did you mean `Ord`, `Odd`?"),
    ("m.size + 1", "m.sise + 1",
     "42:59: unknown field `.sise`: `{ns}.Marked` has no field or function `sise`; did you mean "
     "`size`?"),
    ("moves h :=", "movs h :=",
     "48:3: unknown field `movs`: `{ns}.Game` has no field `movs`; did you mean `moves`?"),
    ("(List.range h.size)", "(List.range h.sise)",
     "48:26: unknown field `.sise`: no declaration of the import closure or the curated list "
     "ends in `sise`; did you mean `size`, `isNe`?"),
    ("h.size <", "h.sise <",
     "57:22: unknown field `.sise`: `{ns}.Heap` has no field or function `sise`; did you mean "
     "`size`?"),
    ("end\n\ndef countDown", "end\n\ndef after : Nat := h.size\n\ndef countDown",
     "60:20: unknown identifier `h.size`"),
    ("go j (j :: acc)", "goo j (j :: acc)", "65:16: unknown identifier `goo`; did you mean `go`?"),
    ("termination_by n\n", "termination_by m\n", "69:16: unknown identifier `m`"),
    ("decreasing_by omega", "decreasing_by omga",
     "70:15: unknown identifier `omga`; did you mean `omega`?"),
    ("deriving Repr", "deriving Reprr", "37:10: unknown identifier `Reprr`; did you mean `Repr`?"),
    ("termination_by n => n", "termination_by n => k", "75:21: unknown identifier `k`"),
    ("  size := 0", "  sise := 0",
     "78:3: unknown field `sise`: `{ns}.Heap` has no field `sise`; did you mean `size`?"),
    ("h.size ≥ 0", "h.sise ≥ 0",
     "80:31: unknown field `.sise`: `{ns}.Heap` has no field or function `sise`; did you mean "
     "`size`?"),
]


def test_mistakes_in_structures_inductives_instances_are_found(tmp_path):
    """Each mistake in a copy of LANGUAGE of its own (its own namespace), all checked in one run:
    each copy gives exactly its finding."""
    tree = source_tree(tmp_path)
    for i, (old, new, _) in enumerate(LANGUAGE_MISTAKES):
        assert old in LANGUAGE, old
        text = LANGUAGE.replace(old, new, 1).replace("Games", f"Games{i}")
        (tree / "lean" / "Fixtures" / f"Mistake{i}.lean").write_text(text, encoding="utf-8")
    found = messages(tree)
    for i, (_, _, expected) in enumerate(LANGUAGE_MISTAKES):
        mine = [m for m in found if m.startswith(f"lean/Fixtures/Mistake{i}.lean:")]
        assert len(mine) == 1 and mine[0].startswith(
            f"lean/Fixtures/Mistake{i}.lean:" + expected.format(ns=f"Games{i}")), (i, mine)
    assert len(found) == len(LANGUAGE_MISTAKES)


def test_a_name_of_a_mutual_block_declared_again_elsewhere(tmp_path):
    tree = source_tree(tmp_path)
    fx = tree / "lean" / "Fixtures"
    (fx / "Parity.lean").write_text(LANGUAGE, encoding="utf-8")
    (fx / "Other.lean").write_text("import Fixtures.Parity\n\nnamespace Games\n\n"
                                   "def Odd (n : Nat) : Prop := n % 2 = 1\n\nend Games\n",
                                   encoding="utf-8")
    assert messages(tree) == [
        "lean/Fixtures/Other.lean:5:5: `Games.Odd` is declared twice in the import closure of "
        "lean/Fixtures/Other.lean: also at lean/Fixtures/Parity.lean:31:13 (already declared "
        "there, and this file imports it)"]


def test_a_structure_and_a_def_of_one_name(tmp_path):
    tree = source_tree(tmp_path)
    (tree / "lean" / "Fixtures" / "Same.lean").write_text(
        "namespace Games\n\nstructure Heap where\n  size : Nat\n\nend Games\n\n"
        "def Games.Heap : Type := Nat\n\ndef Games.Heap.size (h : Nat) : Nat := h\n",
        encoding="utf-8")
    assert messages(tree) == [
        "lean/Fixtures/Same.lean:8:5: `Games.Heap` is declared twice in this file (first at "
        "3:11)",
        "lean/Fixtures/Same.lean:10:5: `Games.Heap.size` is declared twice in this file (first "
        "at 4:3)"]


# --- a user's Lake project ---------------------------------------------------------------------------

USER_LAKEFILE = """\
name = "games"
srcDir = "src"
defaultTargets = ["Games"]

[leanOptions]
autoImplicit = false

[[require]]
name = "mathlib"
git = "https://github.com/leanprover-community/mathlib4.git"
rev = "v4.34.0"

[[require]]
name = "pychecks"
path = "{root}"

[[lean_lib]]
name = "Games"
globs = ["Games.+"]

[[lean_lib]]
name = "Fixtures"
globs = ["Fixtures.*"]
"""

USER_FILE = """\
import Mathlib
import PychecksStatements.TheoremWanted

namespace Games.Takeaway

/-- Take one or two tokens from a single heap. -/
def TakeMove (m n : ℕ) : Prop := m = n + 1 ∨ m = n + 2

-- The losing heaps are the multiples of 3
theorem_wanted take_pPositions :
    let P : Set ℕ := {n | n % 3 = 0}
    (∀ m n, m ∈ P → TakeMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, TakeMove m n ∧ n ∈ P

-- Wrong: the even heaps
theorem_wanted take_wrongPeriod :
    let P : Set ℕ := {n | n % 2 = 0}
    (∀ m n, m ∈ P → TakeMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, TakeMove m n ∧ n ∈ P

theorem_wanted take_examples : TakeMove 3 1 ∧ ∀ n, ¬ TakeMove 0 n

-- A plain statement: its book's bridge names this statement itself (`type_of%`)
theorem_wanted take_residue (n : ℕ) : n % 3 < 3

end Games.Takeaway
"""


@pytest.fixture(scope="module")
def user_project(tmp_path_factory):
    """A user's project: lakefile.toml, source root `src`, this repository as a path dependency,
    and the fixtures `pychecks emit` writes into it (checker module, a kernel statement that
    holds, one that fails, examples, a plain statement's book)."""
    where = tmp_path_factory.mktemp("user")
    (where / "lakefile.toml").write_text(USER_LAKEFILE.format(root=ROOT), encoding="utf-8")
    (where / "src" / "Games").mkdir(parents=True)
    file = where / "src" / "Games" / "Takeaway.lean"
    file.write_text(USER_FILE, encoding="utf-8")
    assert pychecks_main(["emit", str(file), "--bound", "9"]) == 1  # take_wrongPeriod FAILS
    return where


def test_user_project_passes(user_project):
    emitted = sorted(p.name for p in (user_project / "src" / "Fixtures").glob("*.lean"))
    assert emitted == ["GamesTakeawayTakeExamples.lean", "GamesTakeawayTakeMoveB.lean",
                       "GamesTakeawayTakePPositions.lean", "GamesTakeawayTakeResidue.lean",
                       "GamesTakeawayTakeWrongPeriod.lean"]
    rep = check_project(user_project)
    assert [str(f) for f in rep.findings] == []
    # The fixtures' `import Pychecks` was followed into this repository (the path dependency).
    assert rep.files > 10 and rep.resolved > 500


def test_user_project_without_its_requirement_fails(user_project, tmp_path):
    where = tmp_path / "copy"
    shutil.copytree(user_project, where)
    text = (where / "lakefile.toml").read_text(encoding="utf-8")
    (where / "lakefile.toml").write_text(text.split("[[require]]\nname = \"pychecks\"")[0]
                                         + "[[lean_lib]]" + text.split("[[lean_lib]]", 1)[1],
                                         encoding="utf-8")
    found = messages(where)
    assert any(m.startswith("src/Fixtures.lean:") and "import Pychecks: no library of the "
               "workspace builds this module" in m for m in found), found
    assert any("import PychecksStatements.TheoremWanted: no library" in m for m in found)


def test_lakefile_toml_is_read(user_project):
    pkg = LF.read_package(user_project)
    assert pkg.src_dir == (user_project / "src").resolve() and not pkg.auto_implicit
    assert [(lib.name, [str(g) for g in lib.globs]) for lib in pkg.libs] == [
        ("Games", [".submodules `Games"]), ("Fixtures", [".andSubmodules `Fixtures"])]
    assert [r.name for r in pkg.requires] == ["mathlib", "pychecks"]
    assert pkg.requires[1].path == ROOT
    assert pkg.default_targets == [("Games", 3, 1)]



# --- ordinary computable Lean: deriving, type classes, Array/String/Option, `s!"…"` ---------------

COMPUTABLE = """\
structure Pos where
  a : Nat
  b : Nat
  deriving Repr, BEq, DecidableEq, Inhabited, Hashable

instance : ToString Pos := ⟨fun p => toString p.a ++ "," ++ toString p.b⟩
def swap (p : Pos) : Pos := { a := p.b, b := p.a }
def sumL (xs : List Nat) : Nat := xs.foldl (· + ·) 0
def dflt : Pos := default
def showIt : String := s!"{dflt}"
theorem swap_swap (p : Pos) : swap (swap p) = p := by cases p; rfl
def test1 : Bool := (swap ⟨1, 2⟩ == ⟨2, 1⟩) && Nat.ble 1 2 && (hash (3 : Nat) != 0)
def opt : Option Nat := [1,2].head?
def arr : Array Nat := #[1, 2].push 3
"""


def computable_project(where: Path, basic: str = COMPUTABLE) -> Path:
    """A user's Lake project of plain Lean core: `lean_lib Foo`, Foo.lean importing Foo.Basic."""
    where.mkdir(parents=True, exist_ok=True)
    (where / "lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage foo\n\nlean_lib Foo\n", encoding="utf-8")
    (where / "Foo.lean").write_text("import Foo.Basic\n", encoding="utf-8")
    (where / "Foo").mkdir()
    (where / "Foo" / "Basic.lean").write_text(basic, encoding="utf-8")
    return where


def test_ordinary_computable_lean_passes(tmp_path):
    rep = check_project(computable_project(tmp_path))
    assert [str(f) for f in rep.findings] == []
    # The deriving classes, the exported methods, `xs.foldl` through the receiver's type, the
    # interpolation `s!` as notation all resolved to curated names (`#[1, 2].push`, whose
    # receiver's type is not read, to a name ending in `push`: `Array.push`, the only one).
    assert {("names", "BEq"), ("names", "Inhabited"), ("names", "Hashable"),
            ("names", "toString"), ("names", "default"), ("names", "hash"),
            ("names", "List.foldl"), ("notations", "s!")} <= rep.known_used
    assert rep.auto_bound == 0


def test_ordinary_computable_lean_mistakes_are_found(tmp_path):
    """The check can still say no: each misspelt name, the one inside `s!"{…}"` among them."""
    basic = COMPUTABLE
    for old, new in [("deriving Repr,", "deriving Reprr,"), ("toString p.b", "toStrin p.b"),
                     ("].push 3", "].pushh 3"), ('s!"{dflt}"', 's!"{dfltt}"')]:
        assert old in basic
        basic = basic.replace(old, new, 1)
    assert messages(computable_project(tmp_path, basic)) == [
        "Foo/Basic.lean:4:12: unknown identifier `Reprr`; did you mean `Repr`?",
        "Foo/Basic.lean:6:61: unknown identifier `toStrin`; did you mean `toString`, `ToString`, "
        "`String`?",
        "Foo/Basic.lean:10:28: unknown identifier `dfltt`; did you mean `dflt`?",
        "Foo/Basic.lean:14:24: unknown field `.pushh`: no declaration of the import closure or "
        "the curated list ends in `pushh`; did you mean `push`?"]


INTERPOLATIONS = """\
def xs : List String := ["a", "b"]
def n : Nat := 2
def plain : String := s!"no braces, an escaped \\{brace}"
def nested : String := s!"{xs.map (· ++ "!")} and {n + 1}{toString n}"
def fmt := f!"{n}"
def twice : String := s!"{s!"{n}"}{n}"
theorem inProof : s!"{n}" = "2" := by
  show s!"{n}" = "2"
  rfl
"""


def test_interpolated_strings_are_notation_with_terms_inside(tmp_path):
    """`s!` and `f!` are Init's notation, `m!` Lean's (`import Lean` reaches it); the terms in
    braces are resolved as terms, in a `by` block too, and a string inside a term is no end."""
    assert messages(computable_project(tmp_path / "ok", INTERPOLATIONS)) == []
    bad = INTERPOLATIONS.replace("{n + 1}", "{nn + 1}").replace(
        'show s!"{n}"', 'show s!"{m}"') + 'def msg := m!"{n}"\n'
    assert messages(computable_project(tmp_path / "bad", bad)) == [
        "Foo/Basic.lean:4:52: unknown identifier `nn`",
        "Foo/Basic.lean:8:12: unknown identifier `m`",
        "Foo/Basic.lean:10:12: `m!` is Lean notation (src/Lean/Message.lean), which this file's "
        "imports do not reach"]
    with_lean = "import Lean\n" + INTERPOLATIONS + 'def msg := m!"{n}"\n'
    rep = check_project(computable_project(tmp_path / "lean", with_lean))
    assert [str(f) for f in rep.findings] == []
    assert {("notations", "s!"), ("notations", "f!"), ("notations", "m!")} <= rep.known_used

# --- Lake's glob semantics, the curated list, the command ---------------------------------------------

def test_glob_semantics():
    """Lake's `Glob.matches` and `isBuildableModule` (LeanLibConfig.lean)."""
    one, sub, andsub = (LF.Glob(k, "A") for k in ("one", "submodules", "andSubmodules"))
    assert [g.matches("A") for g in (one, sub, andsub)] == [True, False, True]
    assert [g.matches("A.B.C") for g in (one, sub, andsub)] == [False, True, True]
    assert not andsub.matches("AB")
    lib = LF.LeanLib("L", ["A"], [LF.Glob("one", "A")], ROOT)
    assert lib.builds("A") and lib.builds("A.B")  # a root's submodules, the root being globbed
    assert not LF.LeanLib("L", ["A"], [LF.Glob("one", "B")], ROOT).builds("A.B")


def test_repository_lakefile_is_read():
    pkg = LF.read_package(ROOT)
    assert pkg.src_dir == ROOT / "lean" and not pkg.auto_implicit
    assert not pkg.relaxed_auto_implicit
    assert {lib.name: ([str(g) for g in lib.globs], lib.default) for lib in pkg.libs} == {
        "Pychecks": ([".andSubmodules `Pychecks"], True),
        "PychecksStatements": ([".andSubmodules `PychecksStatements"], True),
        "Fixtures": ([".andSubmodules `Fixtures"], True),
        "Examples": ([".submodules `Examples"], False)}
    assert [r.name for r in pkg.requires] == ["mathlib"]


def test_curated_list_names_its_sources():
    known = K.load()
    assert known.count() >= 200
    for kind, table in known.by_kind.items():
        for name, src in table.items():
            assert src.repo in ("leanprover/lean4", "leanprover-community/mathlib4",
                                "leanprover-community/batteries"), name
            assert src.path.endswith(".lean") and src.library in K.REACH, name
            # known_names.toml records the version read; the library table its index
            # (tests/data/lean_upstream_index.txt, checked by tests/lean/evaluate/)
            assert len(src.commit) == 40 if src.origin == "known_names.toml" else \
                src.origin == K.LIBRARY_TABLE and src.commit == "", name


def test_the_library_table_is_the_curated_source_of_its_names():
    """Every name the evaluator implements is a curated name, with the table's upstream file,
    and known_names.toml holds none of them (one source of truth)."""
    from pychecks.lean.evaluate import library as LIB
    names = K.load().by_kind["names"]
    for entry in LIB.LIBRARY.values():
        src = names[entry.name]
        assert src.origin == K.LIBRARY_TABLE, entry.name
        assert entry.upstream.split(":", 1)[1] == src.path, entry.name
    assert names["and"].path == LIB.LIBRARY["Bool.and"].upstream.split(":", 1)[1]
    assert names["Finset.card"].library == "Mathlib"
    assert names["List.product"].library == "Batteries"
    assert names["List.foldl"].library == "Init"
    # renamed names Lean may have removed are not accepted
    assert all(n not in names for n in LIB.RENAMED)
    listed = K.parse_toml(K.DATA.read_text(encoding="utf-8"))["file"]
    in_file = {n for group in listed for n in group.get("names", [])}
    assert not in_file & set(LIB.LIBRARY) and not in_file & set(LIB.EXPORTED)


def test_curated_list_refuses_a_name_of_the_library_table(tmp_path):
    data = tmp_path / "k.toml"
    data.write_text('[[file]]\nrepo = "r"\npath = "p.lean"\ncommit = "c"\nlibrary = "Init"\n'
                    'names = ["List.foldl"]\n', encoding="utf-8")
    with pytest.raises(ValueError, match="'List.foldl' is in the evaluator's library table"):
        K.load.__wrapped__(data)


def test_curated_list_reader_without_tomllib():
    """Python 3.10 has no tomllib: the small reader gives what tomllib gives on the real file."""
    import tomllib
    text = K.DATA.read_text(encoding="utf-8")
    assert K.read_groups(text) == tomllib.loads(text)


def test_curated_list_refuses_a_name_twice(tmp_path):
    data = tmp_path / "k.toml"
    data.write_text('[[file]]\nrepo = "r"\npath = "p.lean"\ncommit = "c"\nlibrary = "Init"\n'
                    'names = ["a"]\n\n[[file]]\nrepo = "r"\npath = "q.lean"\ncommit = "c"\n'
                    'library = "Init"\nnames = ["a"]\n', encoding="utf-8")
    with pytest.raises(ValueError, match="'a' is listed twice"):
        K.load.__wrapped__(data)


def test_command_line(tmp_path, capsys):
    assert main([str(ROOT)]) == 0
    assert "0 finding(s)" in capsys.readouterr().err
    tree = source_tree(tmp_path)
    edit(tree / "lean" / "Pychecks" / "Heaps.lean", "agreeOutside (fun", "agreeOutsid (fun")
    assert main([str(tree)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].endswith("unknown identifier `agreeOutsid`; did you mean "
                                             "`agreeOutside`?")
    assert main([str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no lakefile.lean or lakefile.toml" in err[0]


def test_module_runs_as_a_script(user_project):
    """`python -m pychecks.lean.verify.static ROOT`, as docs/development.md shows."""
    done = subprocess.run([sys.executable, "-m", "pychecks.lean.verify.static",
                           str(user_project)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout == ""
    assert done.stderr.startswith("static check: ") and "0 finding(s)" in done.stderr
