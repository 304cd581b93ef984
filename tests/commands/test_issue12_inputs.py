"""Issue 12, "no tracebacks": every bad input the issue lists, as a named regression case. Each
ends with exit status 2 and exactly one line on stderr, and refuses before anything is written."""
import os
from pathlib import Path

import pytest

from pychecks.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line(code, err, message):
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1, err
    assert message in err, err


# --- claims files whose statements are malformed ----------------------------------------------

CUBE_HEADER = ("from pychecks import expr as E\n"
               "from pychecks.games.cube import VERTEX, MoveFamily, kernel_claim, "
               "characterisation_claim\n"
               "p = E.FACES\n")

CLAIMS_FILES = {
    "P is a string": ('kernel_claim("bad", VERTEX, P="hello")',
                      "P must be a predicate over the heaps (pychecks.expr), not str 'hello'"),
    "P is a term p[0]/2": ('kernel_claim("bad", VERTEX, P=p[0] / 2)',
                           "write E.div(p0, 2)"),
    "P is a term p[0]": ('kernel_claim("bad", VERTEX, P=p[0])', "must be a predicate"),
    "face 9": ('kernel_claim("bad", MoveFamily(name="f", lean="F", groups=((0, 9),)), '
               'E.Eq(p[0], 0))', "heap 9 in group (0, 9) is not one of 0..5"),
    "face -1": ('kernel_claim("bad", MoveFamily(name="f", lean="F", groups=((0, -1),)), '
                'E.Eq(p[0], 0))', "heap -1 in group (0, -1) is not one of 0..5"),
    "play normall": ('characterisation_claim("bad", VERTEX, "normall", E.Eq(p[0], 0), '
                     'E.Eq(p[0], 0))', "unknown play 'normall'; did you mean normal?"),
    "expect without a reason": ('kernel_claim("bad", VERTEX, E.Eq(p[0], 0), expect="FAILS")',
                                'expect="FAILS" needs a reason'),
    "expect HOLDS": ('kernel_claim("bad", VERTEX, E.Eq(p[0], 0), expect="HOLDS", '
                     'expect_reason="x")', "the one expectation a claim can carry is"),
    "a check() that raises": (
        "from pychecks.claims import Claim, register\n"
        "def check(bound):\n    raise RuntimeError('my check broke')\n"
        "register(Claim(name='myRaiser', game='cube', shape='kernel', check=check, "
        "default_bound=3))", "myRaiser ({file}): check(2) raised RuntimeError: my check broke"),
    "a check() that returns no Verdict": (
        "from pychecks.claims import Claim, register\n"
        "register(Claim(name='myNone', game='cube', shape='kernel', check=lambda b: 42, "
        "default_bound=3))", "myNone ({file}): check(2) returned int, not a pychecks.verdict"),
    "a check() whose error has several lines": (
        "from pychecks.claims import Claim, register\n"
        "def check(bound):\n    raise ValueError('line one\\nline two')\n"
        "register(Claim(name='myTwoLines', game='cube', shape='kernel', check=check, "
        "default_bound=3))", "raised ValueError: line one line two"),
    "a Claim with a bad default bound": (
        "from pychecks.claims import Claim, register\n"
        "register(Claim(name='myBound', game='cube', shape='kernel', check=print, "
        "default_bound=-3))", "default_bound -3 must be a whole number at least 1"),
}


@pytest.mark.parametrize("label", list(CLAIMS_FILES))
def test_malformed_claims_file_is_one_line(label, capsys, tmp_path):
    body, message = CLAIMS_FILES[label]
    f = tmp_path / "claims.py"
    f.write_text(CUBE_HEADER + body + "\n")
    code, _, err = run(capsys, "check", f, "--bound", "2")
    assert_one_line(code, err, message.format(file=f))


# --- numbers that mean nothing ------------------------------------------------------------------

NUMBERS = {
    "search --timeout nan": (["search", "cubeVertexNim_pPositions", "--timeout", "nan"],
                             "argument --timeout: 'nan': seconds must be a finite number above 0"),
    "search --timeout inf": (["search", "cubeVertexNim_pPositions", "--timeout", "inf"],
                             "'inf': seconds must be a finite number above 0"),
    "search --timeout 0": (["search", "cubeVertexNim_pPositions", "--timeout", "0"],
                           "'0': seconds must be a finite number above 0"),
    "search --timeout -1": (["search", "cubeVertexNim_pPositions", "--timeout", "-1"],
                            "'-1': seconds must be a finite number above 0"),
    "check --z3-timeout nan": (["check", "cubeVertexNim_pPositions", "--z3", "--z3-timeout",
                                "nan"], "argument --z3-timeout: 'nan'"),
    "search --max-width below --width": (
        ["search", "cubeVertexNim_pPositions", "--width", "16", "--max-width", "8"],
        "--max-width 8 is below --width 16"),
    "search --width 0": (["search", "cubeVertexNim_pPositions", "--width", "0"],
                         "0: a bit width must be between 1 and 256"),
    "search --on-box -3": (["search", "cubeVertexNim_pPositions", "--on-box", "-3"],
                           "-3: a box bound must be at least 1"),
    "check --workers huge": (["check", "cubeVertexNim_pPositions", "--workers", "100000"],
                             "at most 256 local worker processes"),
    "a bound for a statement that takes none": (
        ["check", "kaylesFixture_fullValue", "--bound", "0"],
        "kaylesFixture_fullValue is about a fixed object and takes no --bound"),
    "no command": ([], "name a command"),
}


@pytest.mark.parametrize("label", list(NUMBERS))
def test_meaningless_number_is_one_line(label, capsys):
    argv, message = NUMBERS[label]
    code, _, err = run(capsys, *argv)
    assert_one_line(code, err, message)


@pytest.mark.parametrize("value", ["-1", "0", "nan", "inf", "-inf", "lots"])
def test_memory_limit_must_be_a_size(value, capsys, monkeypatch):
    monkeypatch.setenv("PYCHECKS_MEMORY_GIB", value)
    code, _, err = run(capsys, "check", "cubeVertexNim_pPositions", "--bound", "2")
    assert_one_line(code, err, f"PYCHECKS_MEMORY_GIB={value!r}")


def test_search_without_max_width_widens_to_the_default_or_to_width(capsys):
    from pychecks.cli import build_parser
    from pychecks.commands.search import options_from
    args = build_parser().parse_args(["search", "x", "--width", "100"])
    assert options_from(args).max_width == 100
    args = build_parser().parse_args(["search", "x", "--timeout", "0.5"])
    opts = options_from(args)
    assert (opts.width, opts.max_width, opts.timeout_s) == (8, 64, 0.5)


def test_all_ignores_a_bound_for_statements_that_take_none(capsys, monkeypatch):
    # --all with --bound: statements about a fixed object run as they are (README: "applies to
    # every statement that takes a bound"); the catalogue is cut to two statements for speed.
    from pychecks import claims as C
    pair = [C.find_claim("kaylesFixture_fullValue"), C.find_claim("cubeVertexNim_pPositions")]
    monkeypatch.setattr(C, "all_claims", lambda: pair)
    code, out, err = run(capsys, "check", "--all", "--bound", "2")
    assert code == 0, err
    assert "kaylesFixture_fullValue" in out and "N=2" in out


# --- places that cannot be written ----------------------------------------------------------------

def test_emit_onto_an_existing_plain_file(capsys, tmp_path):
    target = tmp_path / "D"
    target.write_text("mine\n")
    code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out", target)
    assert_one_line(code, err, "exists and is not a directory")
    assert target.read_text() == "mine\n" and not (tmp_path / "D.lean").exists()


def test_emit_below_a_plain_file(capsys, tmp_path):
    (tmp_path / "f").write_text("")
    code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out",
                       tmp_path / "f" / "D")
    assert_one_line(code, err, "is not a directory")


def test_emit_root_file_that_is_a_directory(capsys, tmp_path):
    (tmp_path / "D.lean").mkdir()
    code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out",
                       tmp_path / "D")
    assert_one_line(code, err, "is a directory, not a file")
    assert not (tmp_path / "D").exists()


def _deny_writes_in(monkeypatch, directory: Path):
    """Make the write probe fail in `directory` as a read-only directory does for a user who
    is not root (the tests may run as root, for whom permission bits do not bind)."""
    import tempfile

    from pychecks import files
    real = tempfile.mkstemp

    def mkstemp(*args, dir=None, **kwargs):
        if dir is not None and Path(dir).resolve() == directory.resolve():
            raise PermissionError(13, "Permission denied", str(dir))
        return real(*args, dir=dir, **kwargs)
    monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)


def test_emit_into_a_read_only_directory_writes_nothing(capsys, tmp_path, monkeypatch):
    out = tmp_path / "D"
    out.mkdir()
    _deny_writes_in(monkeypatch, out)
    code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out", out)
    assert_one_line(code, err, f"--out {out}: cannot write in {out} (Permission denied)")
    assert list(out.iterdir()) == [] and not (tmp_path / "D.lean").exists()


def test_emit_where_the_parent_of_out_is_read_only_writes_nothing(capsys, tmp_path,
                                                                   monkeypatch):
    # The case: the fixture used to be written, then D.lean failed with a traceback.
    parent = tmp_path / "ro"
    (parent / "D").mkdir(parents=True)
    _deny_writes_in(monkeypatch, parent)
    code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out",
                       parent / "D")
    assert_one_line(code, err, f"library root {parent / 'D.lean'}: cannot write in {parent}")
    assert list((parent / "D").iterdir()) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only directory anyway")
def test_emit_into_a_chmod_read_only_directory(capsys, tmp_path):
    out = tmp_path / "D"
    out.mkdir()
    out.chmod(0o555)
    try:
        code, _, err = run(capsys, "emit", "cubeVertexNim_pPositions", "--bound", "1", "--out",
                           out)
    finally:
        out.chmod(0o755)
    assert_one_line(code, err, "cannot write in")


def test_plot_into_a_missing_directory(capsys, tmp_path):
    code, _, err = run(capsys, "plot", "welter-rows", "2 5 7", "-o", tmp_path / "no" / "x.png")
    assert_one_line(code, err, f"directory {tmp_path / 'no'} does not exist")


def test_plot_into_a_read_only_directory(capsys, tmp_path, monkeypatch):
    _deny_writes_in(monkeypatch, tmp_path)
    code, _, err = run(capsys, "plot", "welter-rows", "2 5 7", "-o", tmp_path / "x.png")
    assert_one_line(code, err, f"cannot write in {tmp_path} (Permission denied)")
    assert not (tmp_path / "x.png").exists()


def test_plot_onto_a_directory(capsys, tmp_path):
    (tmp_path / "x.png").mkdir()
    code, _, err = run(capsys, "plot", "welter-rows", "2 5 7", "-o", tmp_path / "x.png")
    assert_one_line(code, err, "is a directory, not a file")
