"""Property (issue 12): whatever the command line and whatever mistake a claims file holds,
`pychecks.cli.main(argv)` exits 0, 1 or 2, never prints a traceback, and on exit 2 prints
exactly one line on stderr.

Hypothesis builds the argument lists from the real commands and flags, numbers that mean
nothing (nan, inf, negatives, 0, huge), names one typo away from real ones, paths that are
missing, directories or plain files, and claims files with one mistake each. It is derandomized
and keeps no example database, so CI runs the same examples every time. Statements and bounds
are chosen so that an accepted command finishes in well under a second, and the memory limit is
set low, so that a bound large enough to run for long is refused by its estimate instead.
"""
import contextlib
import io
import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pychecks.cli import main

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck), print_blob=False)

#: Statements whose checks are quick at every bound the memory limit lets through.
NAMES = ["cubeVertexNim_pPositions", "cubeRotationMove_examples", "kaylesFixture_fullValue",
         "nimTwoHeaps_losing", "cubeVertexOptions_iff", "welterTopBitShortcut_mostlyFails"]
#: Near misses: a letter dropped, a case changed, a suffix cut, junk.
TYPOS = ["cubeVertexNim_pPosition", "CubeVertexNim_pPositions", "cubeVertexNim", "kayles",
         "nimTwoHeaps", "", "-", "--", "x.py", "all", "--all", "héllo", "a b"]
NUMBERS = ["0", "1", "2", "3", "7", "-1", "-7", "12", "300", "99999999999999999999999", "nan",
           "inf", "-inf", "1e309", "0.5", "-0", "x", "", "1_0", " 2", "0x10"]
FLAGS = {
    "list": [("--json", None)],
    "check": [("--bound", NUMBERS), ("--json", None), ("--z3", None), ("--z3-width", NUMBERS),
              ("--z3-timeout", NUMBERS), ("--all", None), ("--workers", ["0", "-1", "100000"]),
              ("--scheduler", ["localhost:1", "", "tcp://"]), ("--dask-path", ["array", "x"])],
    "search": [("--width", NUMBERS), ("--max-width", NUMBERS), ("--timeout", NUMBERS),
               ("--half2", ["auto", "strategy", "quantified", "both", "none"]),
               ("--no-unbounded", None), ("--on-box", NUMBERS), ("--json", None)],
    "emit": [("--bound", NUMBERS), ("--all", None)],
    "kayles": [("--json", None), ("--subset", ["A", "A,D", "Z", "", "A,A", ","])],
    "census": [("--cap", ["-1", "0", "1", "5", "9", "40", "99999999999999999999", "nan"]),
               ("--coins", ["2", "2..3", "5..2", "x", "-1", "0", "2,3", "..", ""]),
               ("--rows", ["auto", "scan", "walk", "x"]), ("--json", None)],
    "plot": [],
}
#: Statements that search and emit get: no ^^^ (no widening to 64 bits), small fixtures.
SEARCHED = ["cubeVertexNim_pPositions", "cubeRotationMove_examples", "nimTwoHeaps_losing"]
EMITTED = ["cubeRotationMove_examples", "cubeVertexEdgeFaceMove_examples", "nimTwoHeaps_losing"]

#: One mistake per claims file ({n} makes each example's claim names its own).
CLAIMS_MISTAKES = [
    'kernel_claim("bad{n}", VERTEX, P="hello")',
    'kernel_claim("bad{n}", VERTEX, P=True)',
    'kernel_claim("bad{n}", VERTEX, P=p[0] / 2)',
    'kernel_claim("bad{n}", VERTEX, P=p[0])',
    'kernel_claim("bad{n}", VERTEX, P=E.Eq(p[0], -1))',
    'kernel_claim("bad{n}", VERTEX, P=E.Eq(E.sp.sin(p[0]), 0))',
    'kernel_claim("bad{n}", VERTEX, P=E.Eq(E.heaps(9)[8], 0))',
    'kernel_claim("bad{n}", VERTEX, P=E.Eq(E.next_heaps(6)[0], 0))',
    'kernel_claim("bad{n}", "vertex", P=E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", VERTEX, E.Eq(p[0], 0), default_bound=-2)',
    'kernel_claim("bad{n}", VERTEX, E.Eq(p[0], 0), expect="FAILS")',
    'kernel_claim("bad{n}", VERTEX, E.Eq(p[0], 0), expect="FAILS", expect_reason="known")',
    'kernel_claim("bad{n}", VERTEX, E.Eq(p[0], p[3]), literature="rumour")',
    'kernel_claim("cubeVertexNim_pPositions", VERTEX, E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", MoveFamily(name="f", lean="F", groups=((0, 9),)), E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", MoveFamily(name="f", lean="F", groups=((0, -1),)), E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", MoveFamily(name="f", lean="F", groups=()), E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", MoveFamily(name="f", lean="F", groups="ab"), E.Eq(p[0], 0))',
    'kernel_claim("bad{n}", MoveFamily(name="f", lean="F", groups=((0,),), heaps=0), '
    'E.Eq(p[0], 0))',
    'characterisation_claim("bad{n}", VERTEX, "normall", E.Eq(p[0], 0), E.Eq(p[0], 0))',
    'characterisation_claim("bad{n}", VERTEX, "misere", E.Eq(p[0], 0), "x")',
    'example_claim("bad{n}", facts=[(VERTEX, (1, 1, 1), (0, 0, 0))], no_move_from_zero=[])',
    'example_claim("bad{n}", facts=[(VERTEX, (1, 1, 1, 0, 0, -1), ZERO)], no_move_from_zero=[])',
    'register(Claim(name="bad{n}", game="cube", shape="kernel", check=lambda b: 1 / 0, '
    'default_bound=2))',
    'register(Claim(name="bad{n}", game="cube", shape="kernel", check=lambda b: None, '
    'default_bound=2))',
    'register(Claim(name="bad{n}", game="cube", shape="kernel", check=lambda: 1, '
    'default_bound=2))',
    'register(Claim(name="bad{n}", game="cube", shape="shape", check=print))',
    'register(Claim(name="", game="cube", shape="kernel", check=print))',
    'register("bad{n}")',
    'x = 1',
    'import no_such_module_anywhere',
    'def broken(:\n    pass',
    'raise SystemExit(3)',
    'kernel_claim("ok{n}", VERTEX, E.And(E.Eq(p[0], p[3]), E.Eq(p[1], p[4]), E.Eq(p[2], p[5])))',
    'kernel_claim("guess{n}", VERTEX, E.Eq(p[0] + p[1] + p[2], p[3] + p[4] + p[5]))',
]
HEADER = ("from pychecks import expr as E\n"
          "from pychecks.claims import Claim, register\n"
          "from pychecks.games.cube import VERTEX, MoveFamily, kernel_claim, "
          "characterisation_claim, example_claim\n"
          "p = E.FACES\nZERO = (0,) * 6\n")


@pytest.fixture(scope="module")
def place(tmp_path_factory):
    """A directory holding every kind of path the arguments may name."""
    root = tmp_path_factory.mktemp("cli_properties")
    (root / "a_dir").mkdir()
    (root / "plain").write_text("not a directory\n")
    (root / "graph.txt").write_text("A-B B-C\nC-A D\n")
    (root / "bad_graph.txt").write_text("A-A B--C\n")
    (root / "foreign.lean").write_text("-- not ours\n")
    return root


COUNTER = itertools.count()


def _path(root: Path, kind: str) -> str:
    """A path of the given kind, unique where the command may write into it."""
    n = next(COUNTER)
    return {"missing": str(root / "no" / "such" / f"x{n}"), "dir": str(root / "a_dir"),
            "plain": str(root / "plain"), "fresh": str(root / f"out{n}"),
            "png": str(root / f"pic{n}.png"), "missing_png": str(root / "no" / f"pic{n}.png"),
            "dir_png": str(root / "a_dir"), "graph": str(root / "graph.txt"),
            "bad_graph": str(root / "bad_graph.txt"), "foreign": str(root / "foreign")}[kind]


PATH_KINDS = ["missing", "dir", "plain", "fresh", "png", "missing_png", "graph", "bad_graph",
              "foreign"]


@st.composite
def flags(draw, command):
    out = []
    for flag, values in draw(st.lists(st.sampled_from(FLAGS[command]), max_size=3)
                             if FLAGS[command] else st.just([])):
        out.append(flag)
        if values is not None:
            out.append(draw(st.sampled_from(values)))
    return out


@st.composite
def command_lines(draw, root):
    command = draw(st.sampled_from(list(FLAGS) + ["frobnicate", "--help", "-x", ""]))
    names = st.sampled_from(NAMES + TYPOS)
    path = st.sampled_from(PATH_KINDS).map(lambda k: _path(root, k))
    if command == "search":
        names = st.sampled_from(SEARCHED + TYPOS)
    if command == "emit":
        names = st.sampled_from(EMITTED + TYPOS)
    argv = [command] if command else []
    if command in ("check", "search", "emit"):
        argv += draw(st.lists(names, max_size=2))
    elif command == "kayles":
        argv += [draw(st.one_of(st.just("fixture"), path, names))]
    elif command == "census":
        argv += [draw(st.sampled_from(["welter", "wetler", "kayles", ""]))]
    elif command == "plot":
        argv += draw(st.lists(st.sampled_from(["welter-rows", "welter", "2 5 7", "", "a", "99",
                                               "3 3", "-1", "1 2 3 4 5 6 7 8"]), max_size=2))
        argv += draw(st.sampled_from([[], ["-o"], ["--output"]]))
        if argv[-1] in ("-o", "--output"):
            argv.append(draw(st.sampled_from(["png", "missing_png", "dir_png", "plain"])
                             .map(lambda k: _path(root, k))))
    argv += draw(flags(command)) if command in FLAGS else []
    if command == "emit" and "--all" not in argv:  # never the repository's lean/Fixtures
        argv += ["--out", draw(st.sampled_from(["fresh", "missing", "plain", "dir", "foreign"])
                               .map(lambda k: _path(root, k)))]
    if command == "emit" and "--all" in argv:
        argv.remove("--all")
    return argv


def run_main(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def assert_kept(argv, code, err):
    assert code in (0, 1, 2), (argv, code, err)
    assert "Traceback" not in err, (argv, err)
    if code == 2:
        assert len(err.splitlines()) == 1, (argv, err)
        assert err.startswith("pychecks: error: "), (argv, err)


@pytest.fixture(autouse=True)
def small_memory(monkeypatch):
    # Anything needing more than 4 MiB is refused by its estimate: a huge bound never runs.
    monkeypatch.setenv("PYCHECKS_MEMORY_GIB", "0.004")


@SETTINGS
@given(data=st.data())
def test_any_command_line_exits_0_1_or_2_without_a_traceback(place, data):
    argv = data.draw(command_lines(place))
    if "--all" in argv and argv[:1] == ["check"]:
        argv = [a for a in argv if a != "--all"]  # --all checks everything: minutes, not ms
    code, _, err = run_main(argv)
    assert_kept(argv, code, err)


@SETTINGS
@given(mistake=st.sampled_from(CLAIMS_MISTAKES), command=st.sampled_from(["check", "emit",
                                                                          "search"]),
       bound=st.sampled_from([None, "1", "2", "0", "-1", "nan", "99999999999999999999"]))
def test_any_claims_file_mistake_exits_0_1_or_2_without_a_traceback(place, mistake, command,
                                                                    bound):
    n = next(COUNTER)
    f = place / f"claims_{n}.py"  # a new file each time: a loaded file is cached by path
    f.write_text(HEADER + mistake.format(n=n) + "\n")
    argv = [command, str(f)]
    if bound is not None:
        argv += ["--bound", bound] if command != "search" else ["--timeout", "5"]
    if command == "emit":
        argv += ["--out", _path(place, "fresh")]
    if command == "search":
        argv += ["--width", "3", "--max-width", "3"]
    code, _, err = run_main(argv)
    assert_kept(argv, code, err)
