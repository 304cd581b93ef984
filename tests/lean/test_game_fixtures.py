"""`pychecks emit` on statements in the games library's words (`lean.write.game_fixtures`):
`game_cmp` examples for what HOLDS and `game_cmp` can close, a reason for every other, files
byte-for-byte reproducible. No Lean toolchain runs here: the texts are pinned, not compiled."""
from __future__ import annotations

from pathlib import Path

from pychecks.cli import main

ROOT = Path(__file__).resolve().parents[2]
PARTIZAN = ROOT / "examples" / "games" / "Partizan.lean"


def test_emit_writes_game_cmp_examples_for_what_holds(tmp_path, capsys):
    out = tmp_path / "G"
    # statements that get no fixture are listed with their reasons: exit 1
    assert main(["emit", str(PARTIZAN), "--out", str(out)]) == 1
    printed = capsys.readouterr().out
    written = sorted(p.name for p in out.glob("*.lean"))
    assert written == ["PartizanHalfAddHalf.lean", "PartizanStarAddStar.lean",
                       "PartizanSubSelfEquiv.lean", "PartizanUpAddDown.lean"]
    text = (out / "PartizanSubSelfEquiv.lean").read_text(encoding="utf-8")
    assert text.count(":= by game_cmp") == 22
    assert "example : (⋆ : IGame) - (⋆ : IGame) ≈ 0 := by game_cmp\n" in text
    assert "import CombinatorialGames.Tactic.GameCmp\n" in text and "open IGame Nimber\n" in text
    assert "example : ↑ + ↓ ≈ 0 := by game_cmp\n" in (out / "PartizanUpAddDown.lean").read_text()
    # every other statement is named with its reason
    assert "no fixture for Partizan.sub_self_eq: it FAILS at D=2" in printed
    assert "no fixture for Partizan.impartial_add_self: it has hypotheses" in printed
    assert "no fixture for Partizan.nim_two_cast: `nim` of a numeral cast" in printed
    assert "no fixture for Partizan.grundy_nim_add: it is not one comparison of games" in printed
    # reproducible: a second run leaves every file as it was
    before = {p.name: p.read_bytes() for p in out.glob("*.lean")}
    assert main(["emit", str(PARTIZAN), "--out", str(out)]) == 1
    assert "yes" not in capsys.readouterr().out.split("written", 1)[1]
    assert before == {p.name: p.read_bytes() for p in out.glob("*.lean")}


def test_emit_needs_an_out_directory_for_the_games_library(capsys):
    assert main(["emit", str(PARTIZAN), "star_add_star"]) == 2
    captured = capsys.readouterr()
    assert "imports that library; say where it goes with --out DIR" in captured.out
    assert captured.err.count("\n") == 1


def test_a_day_three_scope_is_in_the_command_that_regenerates_it(tmp_path, capsys):
    out = tmp_path / "G"
    assert main(["emit", str(PARTIZAN), "sub_self_equiv", "--birthday", "1", "--out",
                 str(out)]) == 0
    text = (out / "PartizanSubSelfEquiv.lean").read_text(encoding="utf-8")
    assert "--birthday 1 --out" in text.splitlines()[0] and text.count("game_cmp\n") == 4


def test_each_reason_a_statement_gets_no_fixture():
    from pychecks.lean.claims.catalogue import make_claim, read_text
    from pychecks.lean.write import game_fixtures as GF
    _, readings = read_text(
        "import CombinatorialGames.Game.Specific.Nim\nopen IGame Nimber\n"
        "theorem_wanted a (x : IGame) : birthday x ≤ birthday x\n"
        "theorem_wanted b (n : ℕ) : nim (∗n) + nim (∗n) ≈ 0\n"
        "theorem_wanted c : nim 3 ≈ ⋆\n"
        "theorem_wanted d (x : IGame) [Impartial x] : x + x ≈ 0\n"
        "theorem_wanted e (x : IGame) : x ≈ x ∧ x ≤ x\n"
        "theorem_wanted f (x : IGame) : x + ⋆ ≈ ⋆ + x\n")
    got = {r.name: GF.refusal(make_claim(r, source="t", command_target=None).evaluated)
           for r in readings}
    assert got["a"] == "`birthday` is not something `game_cmp` unfolds"
    assert got["b"].startswith("nimber or product arithmetic")
    assert got["c"].startswith("`nim` of a numeral cast")
    assert got["d"].startswith("it has hypotheses")
    assert got["e"].startswith("it is not one comparison of games")
    assert got["f"] is None
