"""The README and docs/ are promises: every `$ pychecks …` session they show is rerun here, and
every line of output they show must appear in what the command prints today (times aside, and a
`…` line stands for rows left out). Every relative link must lead to a file that exists."""
import re
import shlex
import shutil
from pathlib import Path

import pytest

from pychecks.cli import main

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def sessions():
    """(page, command, shown output lines) for each fenced block that starts with `$ pychecks`."""
    out = []
    for page in PAGES:
        for block in re.findall(r"```[a-z]*\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
            lines = block.rstrip("\n").split("\n")
            if lines[0].startswith("$ pychecks "):
                out.append((page, lines[0][2:], lines[1:]))
    return out


def normal(line: str) -> str:
    """A line with its times (`0.37s`) blanked, runs of spaces collapsed, rules shortened."""
    line = re.sub(r"\b\d+\.\d+s\b", "Ts", line.rstrip())
    if line and set(line) <= {"-", " "}:
        return "---"
    return re.sub(r" {2,}", "  ", line)


SESSIONS = sessions()


def test_the_pages_show_sessions():
    assert len(SESSIONS) >= 4


@pytest.mark.parametrize("page,command,shown", SESSIONS,
                         ids=[f"{p.name}:{c[:60]}" for p, c, _ in SESSIONS])
def test_every_session_shown_is_what_the_command_prints(page, command, shown, capsys,
                                                        monkeypatch):
    monkeypatch.chdir(ROOT)
    argv = shlex.split(command)[1:]
    if "--out" in argv:  # an emit session shows a first run: everything `written yes`
        out = Path(argv[argv.index("--out") + 1])
        assert str(out).startswith("/tmp/"), "a session shown in the docs writes under /tmp"
        shutil.rmtree(out, ignore_errors=True)
        out.with_suffix(".lean").unlink(missing_ok=True)
    main(argv)
    printed = {normal(line) for line in capsys.readouterr().out.splitlines()}
    missing = [line for line in shown if line.strip() not in ("…", "")
               and normal(line) not in printed]
    assert missing == [], f"{page.name}: `{command}` no longer prints these lines"


def test_every_relative_link_leads_somewhere():
    broken = []
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.name}: {target}")
    assert broken == []


def test_a_changed_verdict_would_be_caught(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    main(["check", "lean/Examples/HeapGames.lean", "pairs_wrongXor"])
    printed = {normal(line) for line in capsys.readouterr().out.splitlines()}
    shown = ("lean/Examples/HeapGames.lean:107:16:  HeapGames.pairs_wrongXor          HOLDS    "
             "enumerate  N=21   234,256    7,720     0.01s")
    assert normal(shown) not in printed
    assert normal(shown.replace("HOLDS", "FAILS")) in printed
