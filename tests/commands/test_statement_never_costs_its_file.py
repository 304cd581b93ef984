"""Issue 29: a statement never costs its file. One too large at N=1, one whose reading or check
raises inside pychecks, one using a construct pychecks cannot read: each is that statement's
UNKNOWN with its place, and the good statement beside it is answered. A file with no statement
says what it declares (never a silent `0 statements`)."""
from __future__ import annotations

import pytest

from pychecks.cli import main
from pychecks.errors import format_count

GOOD = "theorem_wanted good (a : ℕ) : a + 0 = a\n"


def run(tmp_path, capsys, text: str, *extra: str) -> tuple[int, str, str]:
    f = tmp_path / "T.lean"
    f.write_text(text, encoding="utf-8")
    code = main(["check", str(f), *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_statement_too_large_at_n1_is_its_own_unknown(tmp_path, capsys):
    text = "theorem_wanted big (f : Fin 40 → Fin 40 → Fin 40 → ℕ) : f = f\n" + GOOD
    code, out, err = run(tmp_path, capsys, text)
    assert code == 1, err     # an UNKNOWN is not met: exit 1, not the error's 2
    assert "2 statements: 1 HOLDS, 1 UNKNOWN" in out
    line = next(x for x in out.splitlines() if x.startswith(f"{tmp_path}/T.lean:1:16: big"))
    # the count saturates (2 ** 256) and is written as a power of ten, never printed whole (no
    # ValueError at 4300 digits, no time spent on a 19,265-digit product)
    assert "not checked: big at N=1: more than 10^77 assignments" in line


def test_a_bound_given_for_one_statement_is_still_refused(tmp_path, capsys):
    text = "theorem_wanted big (f : Fin 40 → Fin 40 → Fin 40 → ℕ) : f = f\n"
    code, _, err = run(tmp_path, capsys, text, "big", "--bound", "1")
    assert code == 2 and "more than 10^77 assignments" in err and "Traceback" not in err


def test_format_count():
    assert format_count(1234567) == "1,234,567"
    assert format_count(10 ** 30 - 1) == f"{10 ** 30 - 1:,}"
    assert format_count(10 ** 5000) == "about 10^5000"
    assert format_count(7 ** 9000) == "about 10^7605"


def test_an_internal_error_is_the_statements_unknown(tmp_path, capsys, monkeypatch):
    """Outside the suite (no PYCHECKS_STRICT), an exception inside pychecks while checking is
    an UNKNOWN saying "internal error" at the statement's place; under PYCHECKS_STRICT it is
    raised, and the run ends in an error naming it, so that the suite fails on it."""
    import importlib
    EC = importlib.import_module("pychecks.lean.evaluate.check")

    def broken(*args, **kwargs):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(EC, "check", broken)
    text = "theorem_wanted ev (l : List ℕ) : l.length = l.reverse.length\n" + GOOD
    code, out, err = run(tmp_path, capsys, text)   # strict: the run stops, naming the error
    assert code == 2 and "raised ZeroDivisionError: planted" in err
    monkeypatch.delenv("PYCHECKS_STRICT")
    from pychecks import claims as C
    C._LEAN_FILES.clear()
    code, out, err = run(tmp_path, capsys, text)
    assert code == 1, err
    assert "2 statements: 1 HOLDS, 1 UNKNOWN" in out
    assert "T.lean:1:16: internal error while checking this statement (ZeroDivisionError: " \
           "planted); please report it" in out


def test_an_unreadable_construct_costs_its_statement_only(tmp_path, capsys):
    text = "theorem_wanted bang (n : ℕ) : n ! = n\n" + GOOD
    code, out, _ = run(tmp_path, capsys, text)
    assert code == 1 and "2 statements: 1 HOLDS, 1 UNKNOWN" in out
    assert "T.lean:1:33: notation '!'" in out


def test_a_file_with_no_statement_says_what_it_declares(tmp_path, capsys):
    code, out, err = run(tmp_path, capsys, "def a : ℕ := 1\nstructure S where\n  x : ℕ\n")
    assert code == 2 and out == ""
    assert err.strip().endswith("T.lean: no statement to check: it declares def a, structure "
                                "S; a statement is a theorem, lemma, theorem_wanted, example or "
                                "compfiles' problem (definitions, structures and inductives only "
                                "define)")
    # beside a file that has statements, it is a note and the others are checked
    other = tmp_path / "U.lean"
    other.write_text(GOOD, encoding="utf-8")
    code = main(["check", str(tmp_path / "T.lean"), str(other)])
    out, err = capsys.readouterr()
    assert code == 0 and "1 statement: 1 HOLDS" in out
    assert "pychecks: note: " in err and "T.lean: no statement to check" in err
