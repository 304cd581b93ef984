"""`pychecks kayles`: what it prints for the fixture, and one-line errors with exit status 2."""
import json
from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.games.kayles import FIXTURE_HISTOGRAM, fixture_graph, kayles_table, value_histogram

ROOT = Path(__file__).resolve().parents[2]


def test_fixture_prints_value_losing_count_and_histogram(capsys):
    assert main(["kayles", "fixture"]) == 0
    out = capsys.readouterr().out
    table = kayles_table(fixture_graph())
    hist = value_histogram(table)
    assert "12 vertices, 18 edges" in out
    assert f"full board value: {int(table[-1])}" in out
    assert f"losing subsets (value 0, empty set included): {hist[0]:,} of 4,096" in out
    for k, c in enumerate(hist):
        assert f"{k:>3}: {c:>5,}" in out


def test_json_and_subset(capsys):
    assert main(["kayles", str(ROOT / "tests/data/kayles_fixture.txt"), "--json",
                 "--subset", "A,J"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["vertices"] == 12 and data["edges"] == 18
    assert [data["histogram"][str(k)] for k in range(len(FIXTURE_HISTOGRAM))] == \
        FIXTURE_HISTOGRAM
    assert data["losing_subsets"] == FIXTURE_HISTOGRAM[0]
    # A and J are not adjacent: two single vertices, value 1 xor 1 = 0.
    assert data["subset"]["value"] == 0 and data["subset"]["labels"] == "{A, J}"


@pytest.mark.parametrize("content, args, message", [
    ("A-B B-", [], "'B-' is not an edge"),
    ("A-B\nC-C\n", [], "self-loop 'C-C'"),
    ("A-B", ["--subset", "A,Q"], "unknown vertex 'Q'"),
    (" ".join(f"{i}-{i + 1}" for i in range(44)), [], "45-vertex graph"),
])
def test_errors_are_one_line_exit_2(tmp_path, capsys, content, args, message):
    f = tmp_path / "g.txt"
    f.write_text(content)
    assert main(["kayles", str(f)] + args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_missing_file(capsys):
    assert main(["kayles", "/nonexistent/graph.txt"]) == 2
    assert "cannot read graph file" in capsys.readouterr().err


def test_memory_estimate_refuses(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("PYCHECKS_MEMORY_GIB", "0.0001")
    f = tmp_path / "g.txt"
    f.write_text(" ".join(f"{i}-{i + 1}" for i in range(19)))
    assert main(["kayles", str(f)]) == 2
    assert "needs 1.0 MiB" in capsys.readouterr().err
