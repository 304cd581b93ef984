"""`pychecks census welter` and `pychecks plot welter-rows`."""
import json

from pychecks.cli import main


def test_census_essay_table(capsys):
    assert main(["census", "welter"]) == 0
    out = capsys.readouterr().out
    assert "3,696 positions" in out
    assert out.splitlines()[2].split()[:3] == ["2", "16", "120"]


def test_census_json_custom_range(capsys):
    assert main(["census", "welter", "--coins", "3..4", "--cap", "10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["coins"] for r in data["rows"]] == [3, 4]
    assert data["rows"][1]["losses"] == "equal"


def test_census_bad_input_is_one_line_exit_2(capsys):
    assert main(["census", "kayless"]) == 2
    assert main(["census", "welter", "--cap", "40"]) == 2
    assert main(["census", "welter", "--coins", "x"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("pychecks: error:") for line in err)


def test_plot_writes_png(tmp_path, capsys):
    out = tmp_path / "rows.png"
    assert main(["plot", "welter-rows", "2 5 7", "-o", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["plot", "welter-rows", "2 2"]) == 2
