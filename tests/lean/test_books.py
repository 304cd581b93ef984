"""Grundy books (issue 14): golden files, determinism, the parse-back re-check of every table
entry and theorem of the committed books, tampering, sizes, refusals, and the ports.

The reader (`pychecks.lean.verify.book_reader`) parses the Lean text on its own and recomputes each
statement's instance from the kernels; these tests never trust the emitter's data structures.
Regenerate the golden files with PYCHECKS_UPDATE_GOLDEN=1 after an intended change of format.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from pychecks.claims import find_claim
from pychecks.cli import main
from pychecks.lean.claims import book_bridges as BB
from pychecks.lean.ports import grundy as P
from pychecks.lean.write import books as BK
from pychecks.lean.write import files as LF
from pychecks.lean.verify.book_reader import is_book, read_book, recheck_book, recheck_book_file
from pychecks.verdict import Status

GOLDEN = Path(__file__).parent / "golden"
COMMITTED = LF.DEFAULT_OUT
LEAN_CORE = Path(__file__).resolve().parents[2] / "lean" / "Pychecks" / "Grundy.lean"
BOOKS = sorted(p for p in COMMITTED.glob("*.lean") if is_book(p.read_text(encoding="utf-8")))

#: Small books whose text is pinned byte for byte (None: the default bound): a Node Kayles
#: control, Nim statements, and the read-offs whose parentheses the printer places by precedence
#: (`a && b || c && d` in `closedN_hcl`, `c / 2 % 2` and `(c / 4) ^^^ …`, `List.length … % 2`,
#: `Nat.beq s 0 || …`). The committed books under lean/Fixtures are pinned too (below).
GOLDEN_CASES = [("kaylesPathThree_value", None), ("nimTwoHeaps_losing", None),
                ("nimThreeHeaps_losing", 1), ("kaylesFourIsolated_parity", None),
                ("kaylesCompleteFour_nonempty", None)]


def _text(name: str, bound=None) -> str:
    claim = find_claim(name)
    return BK.emit_book(claim, bound, BK.command_line(claim, bound, None)).text


def _mutate(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("name,bound", GOLDEN_CASES)
def test_golden(name, bound):
    claim = find_claim(name)
    text = _text(name, bound if bound is not None else BK.default_book_bound(claim))
    path = GOLDEN / f"{LF.module_name(name)}{'' if bound is None else bound}.lean"
    if os.environ.get("PYCHECKS_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    assert recheck_book(text) == []


def test_every_book_statement_is_committed():
    names = {read_book(p.read_text(encoding="utf-8")).statement for p in BOOKS}
    assert len(BOOKS) == 16
    assert names == {c.name for c in map(find_claim, names) if BK.book_emittable(c)}


@pytest.mark.parametrize("path", BOOKS, ids=lambda p: p.name)
def test_committed_book_rechecks_and_is_up_to_date(path):
    """Every entry against the kernels, every theorem by the ports, and the bytes regenerate."""
    assert recheck_book_file(path) == []
    fx = read_book(path.read_text(encoding="utf-8"))
    claim = find_claim(fx.statement)
    bound = BK.default_book_bound(claim)
    assert BK.emit_book(claim, bound, fx.command).text.encode() == path.read_bytes(), \
        f"{path.name} is stale: run `pychecks emit --all`"


def test_kayles_fixture_book_in_16_theorems_and_its_numbers():
    """The issue's target: 4,096 subsets in at most 16 chunk theorems, read-offs 3, 1,220 and
    the histogram."""
    texts = {n: read_book(_text(n)) for n in ("kaylesFixture_fullValue",
                                              "kaylesFixture_losingCount",
                                              "kaylesFixture_valueHistogram")}
    for fx in texts.values():
        chunks = [n for n in fx.theorems if re.fullmatch(r"book_\d+", n)]
        assert len(chunks) <= 16
        assert sum(int(fx.theorems[n].split()[-1]) for n in chunks) == 4096
    assert texts["kaylesFixture_fullValue"].theorems["fullValue"] == "Nat.beq (val 4095) 3"
    assert texts["kaylesFixture_losingCount"].theorems["losingCount"] == \
        "countIs (fun s => Nat.beq (val s) 0) 0 4096 1220"
    assert texts["kaylesFixture_valueHistogram"].theorems["valueHistogram"] == \
        "countsAre val 0 4096 0 [1220, 1204, 901, 728, 22, 21]"


def test_tampering_is_caught():
    text = _text("kaylesFixture_losingCount")
    table = read_book(text).defs["table"][1]
    assert recheck_book(_mutate(text, table, f"0x{int(table, 16) ^ (1 << 30):x}"))
    assert recheck_book(_mutate(text, " 1220)", " 1221)"))
    assert recheck_book(_mutate(text, "[0, 3, 4, 5, 6]", "[0, 3, 4, 5]"))  # an edge dropped
    assert recheck_book(_mutate(text, "bookOkB (kaylesOptions closedN) val s) 512",
                                "true) 512"))
    start = text.index("-- maxHeartbeats", text.index("theorem book_256") - 200)
    end = text.index("-- maxHeartbeats", start + 10)
    assert any("exactly once" in p for p in recheck_book(text[:start] + text[end:]))
    assert recheck_book(_mutate(text, "lean_hash: 03b4e3db0132ba3c", "lean_hash: 0000"))
    welter = _text("welterTopBitShortcut_mostlyFails")
    assert recheck_book(_mutate(welter, "Nat.blt (2 * 4) 152", "Nat.blt (2 * 4) 153"))


def test_theorems_are_compared_as_trees():
    """The book is read by the one parser and each theorem compared, as a tree, with what the
    game data says it must state: layout and redundant parentheses are no change, a changed
    operand is, and so is a theorem without its `maxHeartbeats` or proved otherwise."""
    text = _text("kaylesFixture_losingCount")
    stated = "countIs (fun s => Nat.beq (val s) 0) 0 4096 1220"
    assert recheck_book(_mutate(text, stated, "countIs (fun s =>\n      (Nat.beq (val s) 0)) 0 "
                                "4096 1220")) == []
    assert any("losingCount states" in p for p in recheck_book(
        _mutate(text, stated, "countIs (fun s => Nat.beq (val s) 1) 0 4096 1220")))
    assert any("does not state" in p for p in recheck_book(
        _mutate(text, "bookOkB (kaylesOptions closedN) val s) 0", "bookOkB (kaylesOptions "
                "closedN) (fun i => val i) s) 0")))
    beats = text.index("set_option maxHeartbeats", text.index("theorem book_256") - 200)
    unset = text[:beats] + text[text.index("\n", beats) + 1:]
    assert any("no explicit maxHeartbeats" in p for p in recheck_book(unset))
    assert any("proved `by decide +kernel`" in p for p in
               recheck_book(_mutate(text, "decide +kernel", "native_decide")))


def test_emission_is_deterministic_and_root_is_regenerated(tmp_path):
    args = ["emit", "nimTwoHeaps_grundy", "kaylesPathFour_value", "--out", str(tmp_path / "F")]
    assert main(args) == 0
    first = {p.name: p.read_bytes() for p in (tmp_path / "F").glob("*.lean")}
    assert main(args) == 0
    assert first == {p.name: p.read_bytes() for p in (tmp_path / "F").glob("*.lean")}
    root = (tmp_path / "F.lean").read_text()
    assert "import F.NimTwoHeapsGrundy" in root and "import F.KaylesPathFourValue" in root


def test_refuses_hand_written_book_target(tmp_path):
    out = tmp_path / "F"
    out.mkdir()
    mine = out / "KaylesPathFourValue.lean"
    mine.write_text("-- my own proof\n")
    assert main(["emit", "kaylesPathFour_value", "--out", str(out)]) == 2
    assert mine.read_text() == "-- my own proof\n"


def test_too_large_is_one_line_and_all_skips_it(capsys, tmp_path):
    assert main(["emit", "kaylesFixturePlusNim_grundy", "--bound", "15",
                 "--out", str(tmp_path / "F")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "69,632 book entries" in err
    assert main(["emit", "kaylesFixture_componentsXor", "--out", str(tmp_path / "F")]) == 2
    assert "531,441 pairs" in capsys.readouterr().out
    with pytest.raises(Exception, match="takes no --bound"):
        BK.check_book_size(find_claim("kaylesPathFour_value"), 3)


def test_every_book_family_statement_gets_a_book_or_a_reason():
    from pychecks.claims import all_claims
    for claim in all_claims():
        if claim.game in BK.FAMILIES:
            assert BK.book_emittable(claim) != (BK.book_reason(claim) is not None), claim.name


@pytest.mark.parametrize("path", BOOKS, ids=lambda p: p.name)
def test_lean_text_discipline(path):
    """decide +kernel only, maxHeartbeats (not maxRecDepth) on every theorem, no numeral
    followed by a dot, chunks of at most 256 positions."""
    text = path.read_text(encoding="utf-8")
    assert "native_decide" not in text and "maxRecDepth" not in text
    assert text.count("theorem ") == text.count("set_option maxHeartbeats") \
        == text.count("decide +kernel")
    assert not re.search(r"(?<![\w.])\d+\.[A-Za-z(]", text)
    fx = read_book(text)
    chunks = [s for n, s in fx.theorems.items() if re.fullmatch(r"[a-zA-Z]+\w*_\d+", n)]
    assert chunks and all(int(s.split()[-1]) <= 256 for s in chunks)


def test_ports_cover_the_lean_checkers():
    """Every `def` of lean/Pychecks/Grundy.lean has its port, named in snake_case."""
    names = re.findall(r"^def (\w+)", LEAN_CORE.read_text(encoding="utf-8"), re.M)
    snake = [re.sub(r"(?<!^)([A-Z])", r"_\1", n).lower() for n in names]
    assert len(names) >= 30
    assert [s for s in snake if not hasattr(P, s)] == []


@pytest.mark.parametrize("name", [b[0] for b in BB.BOOK_BRIDGES])
def test_book_bridges_hold(name):
    assert find_claim(name).check(None).status is Status.HOLDS


def test_book_bridge_says_no_to_a_wrong_port(monkeypatch):
    real = P.kayles_options
    monkeypatch.setattr(P, "kayles_options", lambda cl, s: real(cl, s)[1:])  # drops a move
    assert BB.check_kayles().status is Status.FAILS
    monkeypatch.setattr(P, "kayles_options", real)
    monkeypatch.setattr(P, "mex_b", lambda vals: len(set(vals)))  # a wrong mex
    assert BB.check_core().status is Status.FAILS


def test_a_theorem_the_ports_make_false_is_reported(monkeypatch):
    """The theorems are evaluated, not only compared as trees: the book's text elaborated by the
    one elaborator, its library calls run by the ports (`book_reader._SIGNATURES`). With a port
    of `bookOkB` that says no, every chunk theorem of an unchanged book is false, which only the
    evaluation can see (the trees, tables and numbers are all right)."""
    from pychecks.lean.verify import book_reader as BR
    text = _text("kaylesPathThree_value")
    assert recheck_book(text) == []
    params, signature, _ = BR._SIGNATURES["bookOkB"]
    monkeypatch.setitem(BR._SIGNATURES, "bookOkB", (params, signature, lambda *args: False))
    problems = recheck_book(text)
    assert problems and all("is false (decide would reject it)" in p for p in problems)
