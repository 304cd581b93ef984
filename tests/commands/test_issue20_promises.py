"""Issue 20, part B: promises a new user tripped on, and fixtures that say what they prove.

Each test is the regression test of one item: primed statement names, the closing hint and the
Lake-less note of `emit`, a plain statement that gets a book, `check DIR`, "did you mean"
for a misspelt relation and statement, the first run's progress, the search's time budget, a
kernel statement whose two halves name different relations, the options claim, the Welter
bridge's bijection, and the Kayles books' `hcl`."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.lean.write import emit as EM
from pychecks.lean.write import files as LF

ROOT = Path(__file__).resolve().parents[2]

SUB = """namespace Sub
def SubtractMove (m n : ℕ) : Prop := m = n + 1 ∨ m = n + 3 ∨ m = n + 4
theorem_wanted sub134_pPositions' :
    let P : Set ℕ := {n | n % 7 = 0 ∨ n % 7 = 2}
    (∀ m n, m ∈ P → SubtractMove m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, SubtractMove m n ∧ n ∈ P
theorem_wanted xor_self (a : ℕ) : a ^^^ a = 0
theorem_wanted bad_rel :
    let P : Set ℕ := {n | n % 7 = 0 ∨ n % 7 = 2}
    (∀ m n, m ∈ P → SubtractMov m n → n ∉ P) ∧ ∀ m, m ∉ P → ∃ n, SubtractMove m n ∧ n ∈ P
end Sub
"""


@pytest.fixture
def sub_file(tmp_path):
    path = tmp_path / "Sub.lean"
    path.write_text(SUB, encoding="utf-8")
    return path


def test_primed_names_map_to_distinct_module_names():
    names = ["x'", "x''", "x_'", "xPrime", "x", "Sub.sub134_pPositions'"]
    modules = [LF.module_name(n) for n in names]
    assert len(set(modules)) == len(modules)
    assert all(m.replace("_", "").isalnum() and m[0].isalpha() for m in modules)
    assert all("_" in m for n, m in zip(names, modules) if "'" in n)
    assert all("_" not in m for n, m in zip(names, modules) if "'" not in n)
    assert LF.module_name("x'") == LF.module_name("x'")  # deterministic


def test_emit_primed_statement_keeps_the_prime_inside(sub_file, tmp_path, capsys):
    out = tmp_path / "F"
    assert main(["emit", str(sub_file), "sub134_pPositions'", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    (written,) = list(out.glob("*.lean"))
    body = written.read_text(encoding="utf-8")
    assert "-- statement: Sub.sub134_pPositions'\n" in body
    assert "`Sub.sub134_pPositions'`" in body
    assert '"Sub.sub134_pPositions\'"' in body.splitlines()[0]  # one shell word
    # The Lake-less note comes first, and the closing hint names what was written.
    assert text.splitlines()[0].startswith(f"{sub_file}: not in a Lake project")
    assert "`lean_lib F`" in text.splitlines()[-1] and "lake build Fixtures" not in text


def test_emit_hint_names_the_library_in_a_lake_project(tmp_path, capsys):
    from tests.lean.test_user_checkers import user_project
    file = user_project(tmp_path)
    out = tmp_path / "lean" / "Tests"
    assert main(["emit", str(file), "subtract134_pPositions", "--bound", "3", "--out",
                 str(out)]) == 0
    out = capsys.readouterr().out
    # the lakefile lines the project still lacks, printed once: pychecks as a `require` (by its
    # path from the project), the library
    import os
    from pychecks.lean.verify.static import PYCHECKS_ROOT
    assert (f"Check with `lake build Tests` in {tmp_path}, once its lakefile.lean has these "
            "lines:\n") in out
    assert out.endswith(f'    require pychecks from "{os.path.relpath(PYCHECKS_ROOT, tmp_path)}"\n'
                        "    lean_lib Tests\n")
    assert out.count("lean_lib Tests") == 1
    (tmp_path / "lakefile.lean").write_text((tmp_path / "lakefile.lean").read_text()
                                            + '\nrequire pychecks from "../p"\nlean_lib Tests\n')
    assert main(["emit", str(file), "subtract134_pPositions", "--bound", "3", "--out",
                 str(tmp_path / "lean" / "Tests")]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith(
        f"Check with `lake build Tests` in {tmp_path}.")


def test_emit_plain_statement_writes_a_book(sub_file, tmp_path, capsys):
    """Once one line and exit 2 ("no fixture emitter for plain statements"); now a book of its
    bounded instances (tests/lean/test_plain_books.py tests the books themselves)."""
    assert main(["emit", str(sub_file), "xor_self", "--bound", "3", "--out",
                 str(tmp_path / "G")]) == 0
    out = capsys.readouterr().out
    assert "no fixture emitter" not in out
    text = (tmp_path / "G" / "SubXorSelf.lean").read_text(encoding="utf-8")
    assert "theorem book_0 :\n    (Pychecks.allFrom (fun x0 => bodyB [x0]) 0 4) = true" in text


def test_check_a_directory_checks_every_lean_file_under_it(tmp_path, capsys):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "One.lean").write_text(
        "theorem_wanted one_le (a : ℕ) : a ≤ a + 1\n", encoding="utf-8")
    (tmp_path / "Two.lean").write_text(
        "theorem_wanted two_wrong (a : ℕ) : a + 1 ≤ a\n", encoding="utf-8")
    assert main(["check", str(tmp_path), "--bound", "3"]) == 1
    out = capsys.readouterr().out
    assert "one_le" in out and "two_wrong" in out and "2 statements: 1 HOLDS, 1 FAILS" in out


def test_check_a_directory_without_lean_files_is_one_line(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no .lean file under it" in err[0]


def test_misspelt_relation_and_statement_get_suggestions(sub_file, capsys):
    assert main(["check", str(sub_file), "bad_rel"]) == 1
    assert "`SubtractMov` is neither defined in the project nor in pychecks' library table; " \
           "did you mean `SubtractMove`?" in capsys.readouterr().out
    assert main(["check", str(sub_file), "xor_slf"]) == 2
    assert "did you mean Sub.xor_self" in capsys.readouterr().err


def test_a_task_that_finishes_before_its_first_line_prints_nothing(monkeypatch, capsys):
    from pychecks import progress
    clock = iter([0.0, 5.0, 5.0])
    monkeypatch.setattr(progress.time, "perf_counter", lambda: next(clock))
    with progress.Progress("compiling") as pr:
        pr.update(1, 1)  # done at once, 5 s in (a first run's numba compile): no line
    assert capsys.readouterr().err == ""


def test_search_budget_makes_the_rest_unknown_naming_it():
    from pychecks.claims import load_lean_file
    from pychecks.smt import heaps as Z
    from pychecks.verdict import Status
    claims = {c.name: c for c in load_lean_file(str(ROOT / "tests/data/lean/XorStatements.lean"))}
    options = Z.SearchOptions(budget_s=0.0).start_budget()
    v = Z.search_statement(claims["XorStatements.xor_le_add"], options)
    assert v.status is Status.UNKNOWN
    assert "time budget of 0 s (--budget) was spent" in v.parts[0].reason


def test_search_bit_blasts_what_ints_leave_unknown():
    """Moore's P on eight digits reads `p k / 2 ^ b % 2`: linear, so the old route ran bounded
    Ints, which z3 left UNKNOWN; bit-blasting settles the first half at W=8. The half 1 query is
    run alone."""
    from pychecks.claims import load_lean_file
    from pychecks.smt import heaps as Z
    from pychecks.verdict import Status
    claims = {c.name: c for c in load_lean_file(str(ROOT / "tests/data/lean/MooreBits.lean"))}
    st = claims["MooreBits.moore3_eightBits"].statement
    (half1,) = [q for q in Z.kernel_queries(st) if q.part == Z.HALF1]
    result = Z.run_query(half1, Z.arith_for(8, half1.exprs, half1.heaps, blast=True), 30.0)
    assert result.status is Status.HOLDS and result.record["tactic"] == "bit-blast"


def test_search_refutes_eight_digits_beyond_the_box():
    """The same statement holds on every box below 256 (what `check` sees) and is false with a
    ninth digit: at W=10 z3 finds a move between two positions whose eight low digits are those
    of P-positions."""
    from pychecks.claims import load_lean_file
    from pychecks.smt import heaps as Z
    from pychecks.verdict import Status
    claims = {c.name: c for c in load_lean_file(str(ROOT / "tests/data/lean/MooreBits.lean"))}
    st = claims["MooreBits.moore3_eightBits"].statement
    (half1,) = [q for q in Z.kernel_queries(st) if q.part == Z.HALF1]
    result = Z.run_query(half1, Z.arith_for(10, half1.exprs, half1.heaps, blast=True), 60.0)
    assert result.status is Status.FAILS
    p = result.record["values"]["p"] if "values" in result.record else None
    assert p is None or max(p) >= 256


def test_xor_file_holds_under_the_new_route():
    from pychecks.claims import load_lean_file
    from pychecks.smt import heaps as Z
    from pychecks.verdict import Status
    options = Z.SearchOptions(max_width=16).start_budget()
    for claim in load_lean_file(str(ROOT / "tests/data/lean/XorStatements.lean")):
        assert Z.search_statement(claim, options).status is Status.HOLDS, claim.name


def test_second_half_relation_gets_its_own_checker_and_bridge(tmp_path):
    from pychecks.claims import load_lean_file
    from pychecks.lean.verify.fixture_reader import recheck_checker_module, recheck_file
    from tests.lean.test_user_checkers import user_project
    file = user_project(tmp_path)
    assert main(["emit", str(file), "pairs_pPositions", "--bound", "2"]) == 0
    out = tmp_path / "lean" / "Fixtures"
    assert sorted(p.name for p in out.iterdir()) == [
        "HeapGamesPairMoveB.lean", "HeapGamesPairMovePrimeB.lean", "HeapGamesPairsPPositions.lean"]
    text = (out / "HeapGamesPairsPPositions.lean").read_text(encoding="utf-8")
    assert "import Fixtures.HeapGamesPairMovePrimeB\n" in text
    assert ("book_all.all (fun (p, q) => Pychecks.Fixtures.HeapGamesPairMovePrimeB.pairMovePrimeB p "
            "q && inP q && !inP p)") in text
    assert "(Pychecks.below p).filter (Pychecks.Fixtures.HeapGamesPairMoveB.pairMoveB p)" in text
    claim = {c.name: c for c in load_lean_file(file)}["HeapGames.pairs_pPositions"]
    assert recheck_file(out / "HeapGamesPairsPPositions.lean", claim) == []
    for m in ("HeapGamesPairMoveB.lean", "HeapGamesPairMovePrimeB.lean"):
        assert recheck_checker_module(out / m, 2) == []


def test_options_are_claimed_complete_only_with_a_bridge():
    from pychecks.claims import find_claim
    fast = EM.build_fixture(find_claim("cubeVertexNim_pPositions"), 1, "pychecks emit x").text
    slow = EM.build_fixture(find_claim("slowCubeFaceNim_pPositions"), 1, "pychecks emit x").text
    assert "is the bridge `cubeVertexOptions_iff`" in fast
    assert "neither is stated in Lean here, so this step is left to you" in slow
    assert "lists every move" not in slow


def test_welter_bridge_states_the_rank_bijection_and_any_val():
    text = (ROOT / "lean/PychecksStatements/GrundyBooks.lean").read_text(encoding="utf-8")
    welter = text[text.index("theorem_wanted welterBook_isGrundy"):]
    assert "colexRank cap (squaresMask S) < chooseB cap S.card" in welter
    assert "squaresMask S = colexUnrank cap n r" in welter
    assert "shortcutExactB cap val (squaresMask S)" in welter
    # and the exactN theorems hand shortcutExactB a rank look-up, which the bridge now covers
    book = (ROOT / "lean/Fixtures/WelterTopBitShortcutMostlyFails.lean").read_text("utf-8")
    assert "shortcutExactB 14 (fun t => val3 (colexRank 14 t))" in book


def test_welter_bridge_check_says_no_to_a_wrong_rank(monkeypatch):
    from pychecks.lean.claims import book_bridges as BB
    from pychecks.lean.ports import grundy as P
    from pychecks.verdict import Status
    real = P.colex_rank
    monkeypatch.setattr(P, "colex_rank", lambda cap, s: real(cap, s) + (s == 5))
    assert BB.check_welter().status is Status.FAILS


def test_kayles_books_check_hcl_and_the_reader_rechecks_it():
    from pychecks.claims import find_claim
    from pychecks.lean.write import books as BK
    from pychecks.lean.verify.book_reader import recheck_book
    claim = find_claim("kaylesFixture_fullValue")
    text = BK.emit_book(claim, None, BK.command_line(claim, None, None)).text
    assert "theorem closedN_hcl :" in text and "def edgesN : List (Nat × Nat) :=" in text
    assert recheck_book(text, claim) == []
    wrong = text.replace("(0, 3), ", "", 1)  # an edge dropped from edgesN
    assert "theorem closedN_hcl is false (decide would reject it)" in recheck_book(wrong, claim)
