"""`pychecks emit` on statements the evaluator checks (lean/Examples/ListGames.lean): books of
bounded instances and counterexamples in the user's own text, importing the user's module.

The user's project is a copy of this repository's lakefile and Lean sources in a temporary
directory (as in test_user_checkers.py). Every file written is parsed back and every instance
re-evaluated by `pychecks.lean.verify.evaluated_reader`; files corrupted by hand (a wrong
counterexample, an instance left out, a body changed) must be caught."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pychecks.claims import load_lean_file
from pychecks.cli import main
from pychecks.lean.verify.evaluated_reader import recheck_evaluated
from pychecks.lean.verify.static import check_project
from pychecks.lean.write import evaluated_books as EB

ROOT = Path(__file__).resolve().parents[2]
#: Two books (a list game, a structure), two counterexamples closed by `decide`, one stated only
#: (an inductive Prop).
STATEMENTS = ["bouton", "bouton_wrongParity", "heaps_wins", "heaps_wrongNonempty",
              "win_wrongNonempty"]
FILES = {"ListGamesBouton.lean", "ListGamesBoutonWrongParity.lean", "ListGamesHeapsWins.lean",
         "ListGamesHeapsWrongNonempty.lean", "ListGamesWinWrongNonempty.lean"}
#: A statement about a `Prop`-valued `def` with no Decidable instance, and one with a quantifier
#: over all of ℕ: true, but no `decide` can close them.
EXTRA = """import Mathlib
import PychecksStatements.TheoremWanted

namespace Extra

def Even' (n : ℕ) : Prop := n % 2 = 0

theorem_wanted even_sq (n : ℕ) : Even' (n * n) ↔ Even' n

theorem_wanted unbounded (n : ℕ) : n = n ∧ ∀ m : ℕ, n ≤ m + n

theorem_wanted usesHyp (n : ℕ) (h : n < 3) : (⟨n, h⟩ : Fin 3).val = n

theorem_wanted commented (l : List ℕ) :
    l.length = l.length -- a comment inside the statement
      ∧ l.sum = l.sum

theorem_wanted withHyps (l : List ℕ) (h : l.length ≤ 2) : 0 < l.length → l.sum ≤ 2 * l.length

end Extra
"""


def user_project(where: Path) -> Path:
    shutil.copy(ROOT / "lakefile.lean", where / "lakefile.lean")
    shutil.copytree(ROOT / "lean", where / "lean",
                    ignore=shutil.ignore_patterns("Fixtures", "Fixtures.lean"))
    (where / "lean" / "Examples" / "Extra.lean").write_text(EXTRA)
    return where / "lean" / "Examples" / "ListGames.lean"


def emit(file: Path) -> int:
    return main(["emit", str(file), *STATEMENTS, "--bound", "2"])


@pytest.fixture(scope="module")
def emitted(tmp_path_factory):
    proj = tmp_path_factory.mktemp("proj")
    file = user_project(proj)
    assert emit(file) == 1  # counterexamples among them
    out = proj / "lean" / "Fixtures"
    claims = {c.name: c for c in load_lean_file(file)}
    return file, out, claims, {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))}


def test_files_import_the_users_module_and_state_its_text(emitted):
    _, out, _, files = emitted
    assert set(files) == FILES
    book = files["ListGamesBouton.lean"].decode()
    assert "\nimport Examples.ListGames\n" in book
    assert "-- scope: N=2, L=3\n" in book
    assert "namespace ListGames.Fixtures.ListGamesBouton\n" in book
    assert "∀ p ∈ ([\n      [], [0], [1], [2]," in book
    assert "] : List (List Nat)),\n    wins (p.sum + 1) p = (nimSum p != 0) := by\n  decide +kernel" \
        in book
    cx = files["ListGamesBoutonWrongParity.lean"].decode()
    assert ("example : ¬ ∀ p ∈ ([[2]] : List (List Nat)),\n    wins (p.sum + 1) p = "
            "(p.sum % 2 == 1) := by\n  decide +kernel\n") in cx
    heaps = files["ListGamesHeapsWrongNonempty.lean"].decode()
    assert "∀ h ∈ ([{ left := 1, right := 1 }] : List ListGames.Heaps)" in heaps


def test_an_inductive_prop_counterexample_is_wanted_not_decided(emitted):
    text = emitted[3]["ListGamesWinWrongNonempty.lean"].decode()
    # Lean core's names for the types: a project without Mathlib's `ℕ` reads them too
    assert "theorem_wanted counterexample :\n    ¬ ∀ p ∈ ([[1, 1]] : List (List Nat))," in text
    assert "decide +kernel" not in text and "inductive Props of yours with no Decidable" in text


def test_every_file_rechecks(emitted):
    _, out, claims, files = emitted
    for name in files:
        claim = next(c for c in claims.values() if f"{c.name.split('.')[-1]}" in STATEMENTS
                     and name == f"ListGames{EB.module_name(c.name)[9:]}.lean")
        assert recheck_evaluated(out / name, claim) == [], name


def test_static_check_passes_on_the_project(emitted):
    _, out, _, files = emitted
    rep = check_project(out.parent.parent)
    assert [str(f) for f in rep.findings] == []
    assert rep.files >= len(files) + 10


def test_reproducible(emitted):
    file, out, _, files = emitted
    assert emit(file) == 1
    assert {p.name: p.read_bytes() for p in sorted(out.glob("*.lean"))} == files


@pytest.mark.parametrize("name, old, new, says", [
    # not the counterexample: [1] satisfies the statement
    ("ListGamesBoutonWrongParity.lean", "[[2]]", "[[1]]", "not exactly true"),
    # a counterexample, but not the smallest
    ("ListGamesBoutonWrongParity.lean", "[[2]]", "[[0, 2]]", "the smallest counterexample is"),
    # an instance left out of the book
    ("ListGamesBouton.lean", "[], [0], [1], [2],", "[], [0], [1],", "1 instance(s) missing"),
    # an instance twice
    ("ListGamesBouton.lean", "[], [0], [1], [2],", "[], [0], [1], [1],", "extra or repeated"),
    # the body changed
    ("ListGamesHeapsWins.lean", "(h.left != h.right)", "(h.left == h.right)", "not the statement's"),
])
def test_a_corrupted_file_is_caught(emitted, tmp_path, name, old, new, says):
    _, out, claims, files = emitted
    text = files[name].decode()
    assert old in text
    bad = out / name
    try:
        bad.write_text(text.replace(old, new, 1))
        claim = claims["ListGames." + {"ListGamesBoutonWrongParity.lean": "bouton_wrongParity",
                                       "ListGamesBouton.lean": "bouton",
                                       "ListGamesHeapsWins.lean": "heaps_wins"}[name]]
        problems = recheck_evaluated(bad, claim)
    finally:
        bad.write_bytes(files[name])
    assert any(says in p for p in problems), problems


@pytest.mark.parametrize("file, name, says", [
    ("ListGames.lean", "win_iff", "are inductive Props of yours with no Decidable instance"),
    ("ListGames.lean", "subWins_period", "is defined by well-founded recursion"),
    ("Extra.lean", "even_sq", "is a `Prop`-valued `def` with no Decidable instance"),
    ("Extra.lean", "unbounded", "ranges over an infinite type"),
])
def test_no_book_where_decide_cannot_close_it(tmp_path, capsys, file, name, says):
    user_project(tmp_path)
    out = tmp_path / "F"
    assert main(["emit", str(tmp_path / "lean" / "Examples" / file), name, "--bound", "2",
                 "--out", str(out)]) == 2
    printed = capsys.readouterr().out
    assert "no book for " in printed and says in printed
    assert not out.exists() or not list(out.glob("*.lean"))


def test_no_lake_project_no_fixture(tmp_path, capsys):
    lone = tmp_path / "ListGames.lean"
    shutil.copy(ROOT / "lean" / "Examples" / "ListGames.lean", lone)
    assert main(["emit", str(lone), "bouton", "--bound", "2", "--out", str(tmp_path / "F")]) == 2
    printed = capsys.readouterr()
    assert "no fixture for ListGames.bouton: its file is in no Lake project" in printed.out
    assert len(printed.err.strip().splitlines()) == 1
    assert not (tmp_path / "F").exists()


def test_the_default_book_fits_the_kernel_budget():
    """The kernel remembers nothing: the default book's bound is the largest whose instances,
    evaluated without memo, call the user's definitions at most `MAX_BOOK_CALLS` times; an
    explicit --bound over it is refused before anything is checked."""
    from pychecks.errors import BadBound
    claim = {c.name: c for c in load_lean_file(ROOT / "lean" / "Examples" /
                                               "ListGames.lean")}["ListGames.heaps_wins"]
    plan = EB.plan(claim, None, 3, chosen=claim.budgeted(2.0).N)
    bound = EB.book_bound(claim, plan)
    assert (plan.check_bound, bound) == (128, 5)       # as docs/lean-files.md says
    assert EB.kernel_calls(claim.evaluated, bound, 3) is not None
    assert EB.kernel_calls(claim.evaluated, bound + 1, 3) is None
    with pytest.raises(BadBound, match="more than 200,000 times"):
        EB.book_bound(claim, EB.plan(claim, bound + 1, 3))


def test_a_hypothesis_used_by_name_gets_no_fixture(tmp_path, capsys):
    user_project(tmp_path)
    out = tmp_path / "F"
    assert main(["emit", str(tmp_path / "lean" / "Examples" / "Extra.lean"), "usesHyp",
                 "--bound", "2", "--out", str(out)]) == 2
    assert ("no fixture for Extra.usesHyp: its body uses the hypothesis `h` by name"
            in capsys.readouterr().out)


def test_comments_left_out_hypotheses_stated_as_premises(tmp_path):
    """The body is copied on one line: a `--` comment in it would swallow the rest. Hypotheses,
    binders and `→` premises alike, become premises of the body, each in parentheses."""
    extra = user_project(tmp_path).parent / "Extra.lean"
    out = tmp_path / "lean" / "F"
    assert main(["emit", str(extra), "commented", "withHyps", "--bound", "1", "--out",
                 str(out)]) == 0
    text = (out / "ExtraCommented.lean").read_text()
    assert "l.length = l.length ∧ l.sum = l.sum := by" in text and "a comment" not in text
    hyps = (out / "ExtraWithHyps.lean").read_text()
    assert "(l.length ≤ 2) → (0 < l.length) → (l.sum ≤ 2 * l.length) := by" in hyps
    claims = {c.name: c for c in load_lean_file(extra)}
    assert recheck_evaluated(out / "ExtraCommented.lean", claims["Extra.commented"]) == []
    assert recheck_evaluated(out / "ExtraWithHyps.lean", claims["Extra.withHyps"]) == []


def test_list_length_sets_the_book_and_its_reproduce_line(tmp_path):
    """`emit --list-length 2`: the book covers lists of length ≤ 2 (13 lists of heaps ≤ 2), says
    so in its scope line and its regenerating command, re-checks, and the command in its header
    writes the same bytes again."""
    file = user_project(tmp_path)
    out = tmp_path / "lean" / "Fixtures"
    assert main(["emit", str(file), "bouton", "--bound", "2", "--list-length", "2"]) == 0
    path = out / "ListGamesBouton.lean"
    text = path.read_text()
    assert "-- scope: N=2, L=2\n" in text and " --list-length 2" in text.splitlines()[0]
    assert "[2, 2]] : List (List Nat))" in text and "[0, 0, 0]" not in text
    claim = next(c for c in load_lean_file(file) if c.name == "ListGames.bouton")
    assert recheck_evaluated(path, claim) == []
    command = text.splitlines()[0].split("`")[1].split()[2:]
    path.unlink()
    assert main(["emit", *command]) == 0
    assert path.read_text() == text
    # the default length is not written, so the default command stays as it was
    assert main(["emit", str(file), "bouton", "--bound", "2"]) == 0
    assert "--list-length" not in path.read_text().splitlines()[0]


def test_a_closed_statement_is_one_instance(tmp_path):
    """A statement with no variables (`(Finset.filter …).card = 3`) is a book of one instance,
    and its wrong twin one `example`; both re-check (emit once crashed on them)."""
    user_project(tmp_path)
    file = tmp_path / "lean" / "Examples" / "HeapGames.lean"
    out = tmp_path / "lean" / "Fixtures"
    assert main(["emit", str(file), "multiplesOfSeven_count", "multiplesOfSeven_wrongCount"]) == 1
    claims = {c.name: c for c in load_lean_file(file)}
    book = out / "HeapGamesMultiplesOfSevenCount.lean"
    text = book.read_text()
    assert "theorem book_0 :\n    ((Finset.filter (fun n => n % 7 = 0) (Finset.range 20)).card " \
        "= 3) := by" in text and "1 instance of the body" in text
    cx = (out / "HeapGamesMultiplesOfSevenWrongCount.lean").read_text()
    assert "-- the statement (no variables) is false\n" in cx
    assert "example : ¬ ((Finset.filter (fun n => n % 7 = 0) (Finset.range 20)).card = 2)" in cx
    assert recheck_evaluated(book, claims["HeapGames.multiplesOfSeven_count"]) == []
    assert recheck_evaluated(out / "HeapGamesMultiplesOfSevenWrongCount.lean",
                             claims["HeapGames.multiplesOfSeven_wrongCount"]) == []


@pytest.mark.parametrize("example", ["HeapGames.lean", "ListGames.lean"])
def test_emit_writes_a_whole_example_file(tmp_path, example):
    """Every statement of each example file, at its own bound: a fixture or a one-line reason,
    never a traceback (a closed statement once ended the whole command)."""
    user_project(tmp_path)
    file = tmp_path / "lean" / "Examples" / example
    assert main(["emit", str(file)]) == 1  # wrong statements among them
    written = list((tmp_path / "lean" / "Fixtures").glob("*.lean"))
    assert len(written) >= 8


GUARDED = """import Mathlib
import PychecksStatements.TheoremWanted

namespace Guarded

theorem_wanted above (n : ℕ) : ∀ m ≥ 59, n + m ≥ 59

theorem_wanted between : ∀ n, 71 ≤ n → n ≤ 74 → n - 71 ≤ 3

theorem_wanted contradictory (n : ℕ) (h : 100 ≤ n) (h2 : n ≤ 50) : n = 7

end Guarded
"""


def test_a_guarded_book_covers_the_guards_range_and_vacuous_gets_none(tmp_path, capsys):
    """A book lists the values a guarded variable ranged over in the check (`m ≥ 59` from 59
    on), states the guard a bounded binder became in its own words, and re-checks; a VACUOUS
    statement gets no file: nothing was tested, so there is nothing to witness."""
    user_project(tmp_path)
    file = tmp_path / "lean" / "Examples" / "Guarded.lean"
    file.write_text(GUARDED)
    out = tmp_path / "lean" / "Fixtures"
    assert main(["emit", str(file), "above", "between", "--bound", "1"]) == 0
    claims = {c.name: c for c in load_lean_file(file)}
    above = (out / "GuardedAbove.lean").read_text()
    assert "(m ≥ 59) → (n + m ≥ 59)" in above and "[59, 60]" in above, above
    between = (out / "GuardedBetween.lean").read_text()
    # a guard bounded on both sides is taken whole (`guards.whole_guards`), whatever the bound
    assert "[71, 72, 73, 74]" in between and "(71 ≤ n) → (n ≤ 74) → (n - 71 ≤ 3)" in between, \
        between
    for name in ("above", "between"):
        path = out / f"Guarded{name.capitalize()}.lean"
        assert recheck_evaluated(path, claims[f"Guarded.{name}"]) == [], name
    capsys.readouterr()
    assert main(["emit", str(file), "contradictory", "--bound", "1"]) == 2
    printed = capsys.readouterr()
    assert len(printed.err.strip().splitlines()) == 1        # one line, no traceback
    printed = printed.out + printed.err
    assert "Guarded.contradictory: check at N=1 was VACUOUS (no assignment meets the " \
        "hypotheses" in printed and "nothing to emit" in printed
    assert not (out / "GuardedContradictory.lean").exists()


def test_emit_checks_at_the_scope_check_chooses(tmp_path):
    """Without --bound, emit's check runs at the N that `pychecks check` chooses under the same
    budget (`claim.budgeted`), a counterexample's file says that scope, and `--budget` sets it;
    the same command writes the same bytes again (the choice is counted, not timed)."""
    file = user_project(tmp_path)
    out = tmp_path / "lean" / "Fixtures"
    claims = {c.name: c for c in load_lean_file(file)}
    claim = claims["ListGames.bouton_wrongParity"]
    path = out / "ListGamesBoutonWrongParity.lean"
    chosen = []
    for budget in (None, 0.3):
        flags = [] if budget is None else ["--budget", str(budget)]
        assert main(["emit", str(file), "bouton_wrongParity", *flags]) == 1   # FAILS
        n = claim.budgeted(2.0 if budget is None else budget).N
        text = path.read_text()
        assert f"-- scope: N={n}, L=3\n" in text and f" --bound {n}`" in text.splitlines()[0]
        chosen.append(n)
        assert recheck_evaluated(path, claim) == []
        path.unlink()
        assert main(["emit", str(file), "bouton_wrongParity", *flags]) == 1
        assert path.read_text() == text
    assert chosen[0] > claim.default_bound and chosen[1] < chosen[0]
    # a book's bound is lowered from the statement's own bound, never above the check's
    plan = EB.plan(claims["ListGames.heaps_wins"], None, 3, chosen=3)
    assert (plan.check_bound, plan.book_bound) == (3, 3)


def test_a_clocked_choice_falls_back_to_the_count_based_bound(capsys):
    """A choice a pilot's wall clock decided could differ on another machine: emit checks at the
    statement's count-based N instead, and says so."""
    import argparse
    from types import SimpleNamespace
    from pychecks.commands.emit import _budget_choice
    from pychecks.lean.evaluate.cost import Choice
    claim = SimpleNamespace(name="ListGames.heaps_wins", default_bound=31)
    args = argparse.Namespace(bound=None, budget=1.5)
    claim.budgeted = lambda s: Choice(40, s, (), clocked=True)
    assert _budget_choice(claim, args) is None
    assert "so its N is the statement's own (N=31)" in capsys.readouterr().out
    claim.budgeted = lambda s: Choice(int(s * 10), s, ())
    assert _budget_choice(claim, args) == 15
    assert _budget_choice(claim, argparse.Namespace(bound=4, budget=None)) is None
