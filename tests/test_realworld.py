"""Issue 29: scripts/realworld over the project's own real-world corpus (tests/data/realworld)
and the shared one (../shared/realworld beside the clone, or $PYCHECKS_SHARED/realworld): no
wrong verdict, no file rejected whole, no statement skipped or without an expectation; and
every expected HOLDS/FAILS of the own corpus is what an independent brute force says."""
from __future__ import annotations

import functools
import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "realworld"


def _module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


RW = _module(ROOT / "scripts" / "realworld.py", "realworld_script")
def _brute_forces() -> tuple[dict, dict]:
    """BRUTE and MUTANTS of brute_force.py and of its siblings brute_force_*.py (a held-out
    batch's brute forces keep their own module, so that their helpers cannot rebind the corpus's),
    no key given twice."""
    brute, mutants = {}, {}
    for path in sorted(CORPUS.glob("brute_force*.py")):
        module = _module(path, f"realworld_{path.stem}")
        for mine, theirs in ((brute, module.BRUTE), (mutants, module.MUTANTS)):
            twice = set(mine) & set(theirs)
            assert not twice, f"{path.name}: {sorted(twice)} given twice"
            mine.update(theirs)
    return brute, mutants


BRUTE, MUTANTS = _brute_forces()


def test_every_expected_answer_is_a_brute_forces():
    """Each expected HOLDS/FAILS has its brute force, found under `FILE::name` (an `example`,
    whose name `example:LINE` recurs across files) or else under the statement's name; every
    brute force is used once."""
    expected = RW.load_expected(CORPUS / "expected.toml")
    answers = {}
    for file, (_, statements) in expected.items():
        for name, verdict in statements.items():
            if verdict in RW.ANSWERS:
                key = f"{file}::{name}" if f"{file}::{name}" in BRUTE else name
                assert key not in answers, f"{key}: two statements share one brute force"
                answers[key] = verdict
    assert set(answers) == set(BRUTE)
    for name, verdict in answers.items():
        assert ("HOLDS" if BRUTE[name]() else "FAILS") == verdict, name


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_brute_forces_can_say_no(mutant):
    """A statement of the corpus made false (brute_force.MUTANTS) is False under the helpers that
    decide the expected verdicts."""
    assert MUTANTS[mutant]() is False, mutant


def test_every_corpus_file_names_its_source_in_a_first_comment():
    for path in CORPUS.rglob("*.lean"):
        head = path.read_text(encoding="utf-8").split("\n", 2)[:2]
        assert head[0].startswith("/- Source: github.com/") and "commit " in " ".join(head), path


@functools.cache
def _corpus_files(corpus: Path) -> dict:
    """scripts/realworld's per-file tallies of one corpus, run once for the tests that read them
    (a run takes a minute or two)."""
    table = corpus / "expected.toml" if corpus == CORPUS else RW.SHARED_EXPECTED
    return RW.run_files(corpus, RW.load_expected(table))


def _corpus_run(corpus: Path) -> dict:
    return RW.by_project(_corpus_files(corpus))


def test_own_corpus_has_no_wrong_verdict():
    text, total = RW.report([(CORPUS, _corpus_run(CORPUS))])
    assert not total.failed, text
    assert " 0 wrong, 0 files rejected, 0 not read" in text.splitlines()[-1]


def test_shared_corpus_has_no_wrong_verdict():
    shared = RW.shared_corpus()
    if not shared.is_dir():
        pytest.skip(f"no shared corpus at {shared}")
    text, total = RW.report([(shared, _corpus_run(shared))])
    assert not total.failed, text


def test_a_wrong_expectation_is_reported_and_fails(tmp_path, capsys):
    """The runner can say no: a corpus whose table expects FAILS of a true statement."""
    (tmp_path / "A.lean").write_text(
        "/- Source: github.com/example/none, A.lean, commit 0. -/\n"
        "theorem_wanted t (n : ℕ) : n + 0 = n\nexample : 1 + 1 = 2 := by decide\n",
        encoding="utf-8")
    (tmp_path / "expected.toml").write_text(
        '["A.lean"]\nproject = "demo"\nt = "FAILS"\n"example:3" = "HOLDS"\n'
        'missing = "HOLDS"\n', encoding="utf-8")
    code = RW.main([str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "WRONG: A.lean: t: HOLDS, expected FAILS" in out
    assert "not read: A.lean: missing" in out
    assert out.splitlines()[-1].startswith("all: 1 files, 2 statements read, 2 answered, 0 not answered;")
    assert tomllib.loads((tmp_path / "expected.toml").read_text())["A.lean"]["project"] == "demo"


def test_misses_lists_each_computable_statement_left_unanswered(tmp_path, capsys):
    """`--misses` names each computable statement the checker did not answer, with its reason,
    and none that it answered or that is not computable."""
    (tmp_path / "A.lean").write_text(
        "/- Source: github.com/example/none, A.lean, commit 0. -/\n"
        "example : 1 + 1 = 2 := by decide\n"
        "example (x : Real) : x = x := sorry\n"
        "example (h : 1 = 2) : 3 = 4 := sorry\n", encoding="utf-8")
    (tmp_path / "expected.toml").write_text(
        '["A.lean"]\nproject = "demo"\n"example:2" = "HOLDS"\n"example:3" = "UNKNOWN"\n'
        '"example:4" = "HOLDS"\n', encoding="utf-8")
    assert RW.main([str(tmp_path), "--misses"]) == 0
    out = capsys.readouterr().out.split("computable, not answered (1):\n", 1)
    assert len(out) == 2, out
    (line,) = out[1].strip().splitlines()
    assert line.startswith("A.lean: example:4 VACUOUS: no assignment at all meets the hypotheses")


def test_the_readme_quotes_the_shares_as_measured():
    """README.md's numbers for the own corpus are the runner's (and the shared one's, when the
    shared corpus is there)."""
    import re
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quoted = re.findall(r"(\d+) (?:statements )?read, (\d+) of (\d+) computable\s+answered, "
                        r"(\d+) wrong", " ".join(readme.split()))
    assert len(quoted) == 2, quoted
    corpora = [CORPUS, RW.shared_corpus()]
    for (read, answered, computable, wrong), corpus in zip(quoted, corpora):
        if not corpus.is_dir():
            continue
        total = RW.Tally()
        for t in _corpus_run(corpus).values():
            total.add(t)
        assert (total.read, total.computable_answered, total.computable, len(total.wrong)) == \
            (int(read), int(answered), int(computable), int(wrong)), corpus


BATCHES = RW.load_batches(RW.HELD_OUT)


def test_held_out_batches_name_corpus_files():
    expected = RW.load_expected(CORPUS / "expected.toml")
    assert BATCHES
    for batch in BATCHES.values():
        assert batch.files and len(set(batch.files)) == len(batch.files), batch.name
        for rel in batch.files:
            assert (CORPUS / rel).is_file() and rel in expected, (batch.name, rel)
        assert 0 <= batch.answered <= batch.computable and batch.wrong >= 0, batch.name


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_held_out_batch_answers_no_fewer_than_its_first_read(name):
    """What a held-out batch's first read answered stays answered (by count), and none of its
    answers is wrong."""
    batch = BATCHES[name]
    files = _corpus_files(CORPUS)
    total = RW.Tally()
    for rel in batch.files:
        total.add(files[rel][1])
    assert not total.wrong, total.wrong
    assert total.computable_answered >= batch.answered, total.line(name)


def test_batch_option_prints_the_first_read_beside_today(tmp_path, monkeypatch, capsys):
    (tmp_path / "A.lean").write_text(
        "/- Source: github.com/example/none, A.lean, commit 0. -/\n"
        "example : 1 + 1 = 2 := by decide\nexample : 2 + 2 = 4 := by decide\n", encoding="utf-8")
    (tmp_path / "B.lean").write_text(
        "/- Source: github.com/example/none, B.lean, commit 0. -/\n"
        "example : 3 = 3 := by decide\n", encoding="utf-8")
    (tmp_path / "expected.toml").write_text(
        '["A.lean"]\nproject = "demo"\n"example:2" = "HOLDS"\n"example:3" = "HOLDS"\n'
        '["B.lean"]\nproject = "demo"\n"example:2" = "HOLDS"\n', encoding="utf-8")
    (tmp_path / "held_out.toml").write_text(
        '[batch.x]\nmeasured_at = "abc1234"\nfiles = ["A.lean"]\n'
        'first_read = { computable = 2, answered = 1, wrong = 0 }\n', encoding="utf-8")
    monkeypatch.setattr(RW, "OWN_CORPUS", tmp_path)
    monkeypatch.setattr(RW, "HELD_OUT", tmp_path / "held_out.toml")
    assert RW.main(["--batch", "x"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2].startswith("all: 1 files, 2 statements read, 2 answered"), out
    assert out[-1] == "first read (abc1234): 1/2 computable answered (50 %), 0 wrong"
    assert RW.main(["--batch", "y"]) == 2
    assert "no held-out batch 'y' (batches: x)" in capsys.readouterr().err
    # a batch whose first read had nothing computable prints no share (it divided by zero)
    (tmp_path / "held_out.toml").write_text(
        '[batch.x]\nmeasured_at = "abc1234"\nfiles = ["A.lean"]\n'
        'first_read = { computable = 0, answered = 0, wrong = 0 }\n', encoding="utf-8")
    assert RW.main(["--batch", "x"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == \
        "first read (abc1234): 0/0 computable answered, 0 wrong"


def test_the_readme_quotes_the_held_out_first_reads_as_recorded():
    """README.md's held-out sentence sums held_out.toml's batches: files, computable statements,
    first-read answers, its share, wrong verdicts."""
    import re
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    found = re.search(r"over all batches, (\d+) files, the first read answered (\d+) of the (\d+) "
                      r"computable statements \((\d+) %\), with (\d+) wrong verdict", readme)
    assert found, "README.md no longer quotes the held-out first reads"
    files, answered, computable, share, wrong = map(int, found.groups())
    batches = BATCHES.values()
    assert files == sum(len(b.files) for b in batches)
    assert (answered, computable, wrong) == (sum(b.answered for b in batches),
                                             sum(b.computable for b in batches),
                                             sum(b.wrong for b in batches))
    assert share == round(100 * answered / computable)
    last = re.search(r"The batch read last, (\d+) files .*? was answered (\d+) of (\d+) \((\d+) %\) "
                     r"on its first read", readme)
    assert last, "README.md no longer quotes the last batch's first read"
    batch = list(BATCHES.values())[-1]
    assert tuple(map(int, last.groups())) == (
        len(batch.files), batch.answered, batch.computable,
        round(100 * batch.answered / batch.computable))
