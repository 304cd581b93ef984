"""Statements in the games library's words, read by the one elaborator (its vocabulary in
`pychecks.lean.evaluate.game_elab`): the example
file's verdicts and smallest counterexamples, the real-world statements c01–c04 and a wrong twin
of each, and the traps of the vocabulary (`↑` alone, `nim 2`, scoped `∗`, `=` against `≈`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from pychecks.cli import main
from pychecks.lean.claims.catalogue import make_claim, read_file, read_text
from pychecks.lean.evaluate import game_elab as GE

ROOT = Path(__file__).resolve().parents[3]
PARTIZAN = ROOT / "examples" / "games" / "Partizan.lean"
REALWORLD = next((p for p in (ROOT.parent / "shared" / "realworld",
                              Path("/work/shared/realworld")) if p.is_dir()), None)


def verdicts(readings, bound=None, day=None):
    out = {}
    for r in readings:
        claim = make_claim(r, source="test", command_target="t.lean")
        with GE.using_birthday(day if day is not None else GE.DEFAULT_BIRTHDAY):
            out[r.name.rsplit(".", 1)[-1]] = claim.check(
                claim.default_bound if bound is None else bound)
    return out


def status(v) -> str:
    return v.status.value


def bindings(v) -> dict:
    return v.counterexample.bindings if v.counterexample else None


# --- the example file -----------------------------------------------------------------------------

WRONG = {  # each wrong statement and its smallest counterexample
    "star_add_star_wrong": {}, "half_add_half_eq": {}, "nim_star_two": {},
    "star_two_mul_self_wrong": {},
    "grundy_nim_add_wrong": {"n": "1", "m": "1"}, "natCast_sub": {"a": "0", "b": "1"},
    "sub_self_eq": {"x": "1"}, "le_total_wrong": {"x": "0", "y": "⋆"},
    "birthday_add_self": {"x": "2"}, "impartial_zero_or_star": {"x": "nim (∗2)"},
    "domineering_vertical_wrong": {},
    "domineering_le_two": {"b": "toDomineering {(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)}"},
}
TRUE = ["star_add_star", "half_add_half", "up_add_down", "nim_two_cast", "star_two_mul_self",
        "grundy_nim_add", "natCast_add", "sub_self_equiv", "le_iff_sub_nonneg", "birthday_neg",
        "impartial_add_self", "domineering_vertical", "domineering_square",
        "domineering_le_three"]


@pytest.fixture(scope="module")
def partizan():
    _, readings = read_file(PARTIZAN, "Partizan.lean")
    assert all(r.kind == "evaluated" for r in readings), [(r.name, r.reason) for r in readings]
    return verdicts(readings, bound=7)


def test_every_statement_of_the_example_file_gets_its_verdict(partizan):
    assert sorted(partizan) == sorted([*TRUE, *WRONG])
    assert {n: status(v) for n, v in partizan.items() if n in TRUE} == {n: "HOLDS" for n in TRUE}
    assert {n: (status(v), bindings(v)) for n, v in partizan.items() if n in WRONG} == \
        {n: ("FAILS", b) for n, b in WRONG.items()}


def test_scopes_are_shown(partizan):
    assert partizan["star_add_star"].scope == "closed"
    assert partizan["grundy_nim_add"].scope == "N=7" and partizan["grundy_nim_add"].examined == 64
    assert partizan["le_iff_sub_nonneg"].scope == "D=2"
    assert partizan["le_iff_sub_nonneg"].examined == 22 * 22
    # `[Impartial x]` is a hypothesis: 0, ⋆ and ∗2 are the impartial values born by day 2
    assert partizan["impartial_add_self"].in_hypotheses == 3


def test_counterexamples_print_forms_for_identity_and_values_for_equivalence(partizan):
    text = partizan["sub_self_eq"].counterexample.render()
    assert "x := 1\nissue: x - x = 0 does not hold\n  the conclusion is false: " \
        "x - x = !{{-1} | {1}}" in text
    assert "nim (∗2) ≈ nim (∗2), nim 0 ≈ 0" in partizan["nim_star_two"].counterexample.render()


def test_day_three_scope():
    _, readings = read_file(PARTIZAN, "Partizan.lean")
    one = [r for r in readings if r.name.endswith((".impartial_zero_or_star", ".birthday_neg"))]
    got = verdicts(one, day=3)
    assert got["birthday_neg"].status.value == "HOLDS" and got["birthday_neg"].scope == "D=3"
    assert got["birthday_neg"].examined == 1474
    assert bindings(got["impartial_zero_or_star"]) == {"x": "nim (∗2)"}


def test_the_cli_takes_a_birthday(capsys):
    assert main(["check", str(PARTIZAN), "birthday_neg", "--birthday", "1"]) == 0
    out = capsys.readouterr().out
    assert "HOLDS    evaluate  D=1" in out
    assert main(["check", str(PARTIZAN), "birthday_neg", "--birthday", "4"]) == 2
    assert "a birthday must be between 0 and 3" in capsys.readouterr().err


# --- the real-world statements ----------------------------------------------------------------------

needs_realworld = pytest.mark.skipif(REALWORLD is None, reason="../shared/realworld not present")

TWINS = {  # file → (its statement as written, a wrong twin, the twin's smallest counterexample)
    "c01": ("grundyValue (nim.{u} n + nim.{u} m) = n ^^^ m",
            "grundyValue (nim.{u} n + nim.{u} m) = n + m", {"n": "1", "m": "1"}),
    "c02": ("(nim o₁ + nim o₂ ≈ 0) ↔ o₁ = o₂", "(nim o₁ + nim o₂ ≈ 0) ↔ o₁ ≤ o₂",
            {"o₁": "0", "o₂": "1"}),
    "c03": ("∗a + ∗b = ∗(a ^^^ b)", "∗a + ∗b = ∗(a + b)", {"a": "1", "b": "1"}),
    "c04": ("nim 1 + nim (∗2) ≈ nim (∗3)", "nim 1 + nim (∗2) ≈ nim (∗2)", {}),
}


def _realworld(key: str) -> Path:
    return next(REALWORLD.glob(f"{key}_*.lean"))


@needs_realworld
@pytest.mark.parametrize("key", sorted(TWINS))
def test_the_realworld_statement_holds_and_its_wrong_twin_fails(key):
    path = _realworld(key)
    _, readings = read_file(path, path.name)
    assert [status(v) for v in verdicts(readings).values()] == ["HOLDS"]
    text = path.read_text(encoding="utf-8")
    right, wrong, smallest = TWINS[key]
    assert right in text
    _, readings = read_text(text.replace(right, wrong), path.name)
    (v,) = verdicts(readings).values()
    assert (status(v), bindings(v)) == ("FAILS", smallest)


# --- the traps of the vocabulary ------------------------------------------------------------------

HEADER = "import CombinatorialGames.Game.Specific.Nim\nimport CombinatorialGames.Nimber.Field\n"


def check_text(body: str, opens: str = "open IGame Nimber\n", bound=4):
    _, readings = read_text(HEADER + opens + body)
    return verdicts(readings, bound=bound)


def test_up_alone_is_a_game_and_up_before_a_term_is_a_coercion():
    got = check_text("theorem_wanted a : ↑ > 0\n"
                     "theorem_wanted b (n : ℕ) : (↑n : IGame) ≈ n\n"
                     "theorem_wanted c : ↑ + ↑ + ⋆ > 0\n"
                     "theorem_wanted d : ↑ + ⋆ ‖ 0\n"
                     "theorem_wanted e : ↓ < ↑\n"
                     "theorem_wanted f : 0 < ↑\n")   # `↑` last: the file is not rejected
    assert {n: status(v) for n, v in got.items()} == dict.fromkeys("abcdef", "HOLDS")


def test_a_numeral_nimber_is_a_cast_in_characteristic_two():
    got = check_text("theorem_wanted a : nim 2 ≈ nim 0\n"
                     "theorem_wanted b : nim 3 ≈ nim 1\n"
                     "theorem_wanted c : nim (∗2) ≈ nim 0\n"
                     "theorem_wanted d : (2 : Nimber) = 0\n")
    assert {n: status(v) for n, v in got.items()} == \
        {"a": "HOLDS", "b": "HOLDS", "c": "FAILS", "d": "HOLDS"}


def test_nimber_arithmetic():
    got = check_text("theorem_wanted a (x y : ℕ) : ∗x * ∗y = ∗y * ∗x\n"
                     "theorem_wanted b (x : ℕ) : ∗x + ∗x = 0\n"
                     "theorem_wanted c (x : ℕ) : ∗x * ∗x = ∗x\n")
    assert {n: status(v) for n, v in got.items()} == {"a": "HOLDS", "b": "HOLDS", "c": "FAILS"}
    assert bindings(got["c"]) == {"x": "2"}


def test_scoped_star_needs_open_nimber():
    (v,) = check_text("theorem_wanted a : ∗2 + ∗3 = ∗1\n", opens="open IGame\n").values()
    assert status(v) == "UNKNOWN" and "`∗` is scoped notation: it needs `open Nimber`" in v.reason
    (v,) = check_text("namespace Nimber\ntheorem_wanted a : ∗2 + ∗3 = ∗1\nend Nimber\n",
                      opens="").values()
    assert status(v) == "HOLDS"


def test_identity_on_mathlib_pregames_is_refused():
    (v,) = check_text("open SetTheory PGame\ntheorem_wanted a : nim 0 = 0\n", opens="").values()
    assert status(v) == "UNKNOWN" and "`=` on Mathlib's PGame" in v.reason


def test_a_name_the_project_defines_is_the_projects():
    # a project's own `nim` is never read as the library's: the evaluator reads it
    _, readings = read_text("def nim (n : ℕ) : List ℕ := List.range n\n"
                            "theorem_wanted a (n : ℕ) : (nim n).length = n\n")
    (r,) = readings
    assert r.kind == "evaluated"
    (v,) = verdicts(readings, bound=3).values()
    assert status(v) == "HOLDS" and v.backend != "games"


def test_an_unknown_name_is_unknown_never_guessed():
    (v,) = check_text("theorem_wanted a (x : IGame) : temperature x ≤ 1\n").values()
    assert status(v) == "UNKNOWN" and "`temperature` is neither defined" in v.reason


def test_the_statement_language_can_say_no_on_every_connective():
    got = check_text("theorem_wanted a (x : IGame) : x ≤ 0 → x ≈ 0\n"
                     "theorem_wanted b (x y : IGame) : x ≈ y ↔ x ≤ y\n"
                     "theorem_wanted c (x : IGame) : ¬ x ‖ 0\n"
                     "theorem_wanted d (x : IGame) : ∃ y : IGame, x + y ≈ 0\n"
                     "theorem_wanted e (x : IGame) : ∀ y : IGame, x + y ≈ y + x\n"
                     "theorem_wanted f (x : IGame) : x ⧏ 0 ∨ 0 ≤ x\n")
    assert {n: (status(v), bindings(v)) for n, v in got.items()} == {
        "a": ("FAILS", {"x": "-1"}), "b": ("FAILS", {"x": "0", "y": "1"}),
        "c": ("FAILS", {"x": "⋆"}), "d": ("HOLDS", None), "e": ("HOLDS", None),
        "f": ("HOLDS", None)}


# --- what docs/games-library.md promises ----------------------------------------------------------

def test_the_docs_show_the_vocabulary_table():
    from pychecks.lean.evaluate.game_library import vocabulary_markdown
    assert vocabulary_markdown() in (ROOT / "docs" / "games-library.md").read_text(encoding="utf-8")


def test_default_bounds_aim_at_4096_assignments_and_n_at_most_15():
    got = {}
    for k in (1, 2, 3, 4):
        names = " ".join(f"a{i}" for i in range(k))
        _, readings = read_text(HEADER + f"open IGame Nimber\ntheorem_wanted t ({names} : ℕ) : "
                                "nim (∗a0) ≈ nim (∗a0)\n")
        got[k] = make_claim(readings[0], source="test", command_target=None).default_bound
    assert got == {1: 15, 2: 15, 3: 15, 4: 7}


def test_a_natural_beside_a_game_is_cast_and_integers_range_both_ways():
    got = check_text("theorem_wanted a (n : ℕ) (x : IGame) : n + x ≈ x + (n : IGame)\n"
                     "theorem_wanted b (z : ℤ) : (z : IGame) + (-z : ℤ) ≈ 0\n"
                     "theorem_wanted c (z : ℤ) : (z : IGame) ≥ 0\n", bound=2)
    assert {n: (status(v), bindings(v)) for n, v in got.items()} == {
        "a": ("HOLDS", None), "b": ("HOLDS", None), "c": ("FAILS", {"z": "-1"})}
    assert got["b"].examined == 5 and got["a"].scope == "N=2, D=2"


# Statements the library proves (vihdzp/combinatorial-games at 99a469a2: Game/Birthday.lean,
# Game/Specific/Nim.lean, Game/Impartial/Grundy.lean, Nimber/Basic.lean, Game/Special.lean),
# restated: a checker that answered FAILS on any of them would be wrong.
PROVED = """
theorem_wanted p1 {x : IGame} : birthday x = 0 ↔ x = 0
theorem_wanted p2 : birthday ↑ = 2
theorem_wanted p3 (x : IGame) : (-x).birthday = x.birthday
theorem_wanted p4 (o : NatOrdinal) : o.toIGame.birthday = o
theorem_wanted p5 (x : IGame) : x ≤ x.birthday.toIGame
theorem_wanted p6 (x y : IGame) : (x + y).birthday = x.birthday + y.birthday
theorem_wanted p7 (n : ℤ) : birthday n = n.natAbs
theorem_wanted p8 (x : IGame) : (⧾x).birthday = x.birthday + 2
theorem_wanted p9 (o : Nimber) : (nim o).birthday = .of o.val
theorem_wanted p10 {a b : Nimber} : nim a ‖ nim b ↔ a ≠ b
theorem_wanted p11 (x : IGame) [Impartial x] : nim (grundy x) ≈ x
theorem_wanted p12 {x : IGame} [Impartial x] : grundy x = 0 ↔ x ≈ 0
theorem_wanted p13 (a b : Nimber) : nim a + nim b ≈ nim (a + b)
theorem_wanted p14 {x : Nimber} : x < ∗2 ↔ x = 0 ∨ x = 1
theorem_wanted p15 (a b : Nimber) : a + (a + b) = b
theorem_wanted p16 (x : IGame) : -±x = ±x
theorem_wanted p17 (x : IGame) : 0 < ⧾x
theorem_wanted p18 : ⋆ * ⋆ = ⋆
theorem_wanted p19 (x : IGame) [Numeric x] : x ≈ 0 ∨ x < 0 ∨ 0 < x
theorem_wanted p20 : NatOrdinal.toIGame 3 ≈ 3
"""


def test_statements_the_library_proves_hold():
    got = check_text(PROVED, bound=3)
    assert {n: status(v) for n, v in got.items()} == {f"p{i}": "HOLDS" for i in range(1, 21)}, \
        {n: v.reason for n, v in got.items() if v.reason}


def test_numeric_and_dicotic_can_say_no():
    got = check_text("theorem_wanted a (x : IGame) [Numeric x] : x ≈ 0 ∨ 0 < x\n"
                     "theorem_wanted b (x : IGame) [Dicotic x] : x ≈ 0\n"
                     "theorem_wanted c : NatOrdinal.toIGame 2 = 2\n")
    assert {n: (status(v), bindings(v)) for n, v in got.items()} == {
        "a": ("FAILS", {"x": "-1"}), "b": ("FAILS", {"x": "⋆"}), "c": ("FAILS", {})}


def test_list_shows_each_statements_scope(capsys):
    assert main(["list", str(PARTIZAN)]) == 0
    rows = {line.split()[1]: line.split()[3] for line in capsys.readouterr().out.splitlines()[2:]
            if line.strip()}
    assert rows["Partizan.up_add_down"] == "closed" and rows["Partizan.sub_self_eq"] == "D=2"
    assert rows["Partizan.grundy_nim_add"] == "N=15"


def test_domineering_boards_range_over_the_3x3_square(partizan):
    v = partizan["domineering_le_three"]
    assert v.scope == "boards in 3×3" and v.examined == 512


# --- each operator of the vocabulary can say no ---------------------------------------------------

#: operator → (a true statement, a wrong twin, the twin's smallest counterexample), each
#: written after the theorem's name
OPERATOR_TWINS = {
    "≈": ("(x : IGame) : x - x ≈ 0", "(x : IGame) : x + x ≈ 0", {"x": "1"}),
    "‖": (": ⋆ ‖ 0", "(x : IGame) : ¬ x ‖ 0", {"x": "⋆"}),
    "⧏": ("(x : IGame) : x ⧏ 0 ↔ ¬ 0 ≤ x", "(x : IGame) : x ⧏ 0 ↔ x < 0", {"x": "⋆"}),
    "⋆": (": ⋆ + ⋆ ≈ 0", ": ⋆ ≈ 0", {}),
    "½": (": ½ + ½ ≈ 1", ": ½ + ½ ≈ ½", {}),
    "↑": (": ↑ + ↓ ≈ 0", ": ↑ ≈ 0", {}),
    "↓": (": ↓ < 0", ": 0 < ↓", {}),
    "⧾": ("(x : IGame) : 0 < ⧾x", "(x : IGame) : ⧾x ≈ 0", {"x": "0"}),
    "⧿": ("(x : IGame) : ⧿x < 0", "(x : IGame) : 0 < ⧿x", {"x": "0"}),
    "±": ("(x : IGame) : -±x = ±x", "(x : IGame) : ±x ≈ x", {"x": "0"}),
    "∗": ("(a b : ℕ) : ∗a + ∗b = ∗(a ^^^ b)", "(a b : ℕ) : ∗a + ∗b = ∗(a + b)",
          {"a": "1", "b": "1"}),
    "!{s | t}": (": !{{0} | {0}} = ⋆", ": !{{0} | {0}} = 0", {}),
    "nim": ("(n : ℕ) : nim (∗n) + nim (∗n) ≈ 0", "(n : ℕ) : nim (∗n) ≈ 0", {"n": "1"}),
    "* on Nimber": (": ∗2 * ∗2 = ∗3", ": ∗2 * ∗2 = ∗4", {}),
    "+ on NatNimber": ("(x y : NatNimber) : x + y = y + x", "(x y : NatNimber) : x + y = x",
                       {"x": "NatNimber.of 0", "y": "NatNimber.of 1"}),
    "- on NatNimber": ("(x : NatNimber) : x - x = 0", "(x : NatNimber) : x - x = x",
                       {"x": "NatNimber.of 1"}),
    "Game.birthday": (": Game.birthday (.mk (⋆ + ⋆)) = 0",
                      ": Game.birthday (.mk (⋆ + ⋆)) = (⋆ + ⋆).birthday", {}),
    "IGame.moves": ("(p : Player) : 0 ∈ ⋆.moves p", "(p : Player) : ⋆ ∈ (⋆ + 1).moves p",
                    {"p": "Player.right"}),
    "ℤ → IGame": ("(z : ℤ) : (z : IGame) + (-z : ℤ) ≈ 0", "(z : ℤ) : (z : IGame) ≥ 0",
                  {"z": "-1"}),
    "(n : Nimber)": (": (2 : Nimber) = 0", ": (2 : Nimber) = ∗2", {}),
    "''": ("(o : Nimber) (p : Player) : (nim o).moves p = nim '' Set.Iio o",
           "(o : Nimber) (p : Player) : (nim o).moves p = nim '' Set.Iio (∗1)",
           {"o": "∗0", "p": "Player.left"}),
    "!{st}": ("(o : Nimber) : nim o = !{fun _ ↦ nim '' Set.Iio o}",
              "(o : Nimber) : nim o = !{fun _ ↦ nim '' Set.Iio (o + 1)}", {"o": "∗0"}),
    "Function.Injective": (": Function.Injective nim",
                           ": Function.Injective (fun (o : Nimber) => nim (o * ∗0))", {}),
}


@pytest.mark.parametrize("op", sorted(OPERATOR_TWINS))
def test_each_operator_holds_and_its_wrong_twin_fails_with_its_counterexample(op):
    right, wrong, smallest = OPERATOR_TWINS[op]
    got = check_text(f"theorem_wanted a {right}\ntheorem_wanted b {wrong}\n", bound=3)
    assert status(got["a"]) == "HOLDS"
    # an unfolded `∀` inside ranges over the scope, and the verdict says so
    assert got["a"].reason is None or op == "Function.Injective" and \
        "ranged over the scope (N=3) only" in got["a"].reason
    assert (status(got["b"]), bindings(got["b"])) == ("FAILS", smallest)
    assert got["b"].backend == "evaluate"


# --- the table's new names against definitions written apart ------------------------------------

def _brute_force():
    import importlib.util
    path = ROOT / "tests" / "data" / "realworld" / "brute_force.py"
    spec = importlib.util.spec_from_file_location("game_elab_brute_force", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _engine(x, short):
    """A brute force's game (a pair of frozensets) as the engine's form."""
    return short.game([_engine(a, short) for a in x[0]], [_engine(b, short) for b in x[1]])


def test_new_table_names_agree_with_their_definitions():
    from pychecks.games import short
    from pychecks.lean.evaluate import game_library as V
    from pychecks.lean.evaluate.values import CtorValue
    bf = _brute_force()
    forms = sorted(bf._born_by(2), key=repr)        # all 256 forms born by day 2
    mk, birthday = V.NAMES["Game.mk"].impl, V.NAMES["Game.birthday"].impl
    moves = V.NAMES["IGame.moves"].impl
    left, right = V.NAMES["Player.left"].impl(), V.NAMES["Player.right"].impl()
    assert (left, right) == (CtorValue("Player.left"), CtorValue("Player.right"))
    for x in forms:
        g = _engine(x, short)
        # Game.birthday (mk x): the least birthday among the forms ≈ x (Game/Birthday.lean's sInf)
        assert birthday(mk(g)) == bf._game_birthday(x), x
        # IGame.moves p x: Left's or Right's options (Game/IGame.lean)
        for y in forms[:40]:
            assert moves(left, g)(_engine(y, short)) == (y in x[0])
            assert moves(right, g)(_engine(y, short)) == (y in x[1])
    # NatNimber (Nimber/Nat.lean): `of`, `val`, `toNimber` are the identity on ℕ; its `+` and `-`
    # are nimber addition (the mex of its definition), `-x` is x
    of, val = V.NAMES["NatNimber.of"].impl, V.NAMES["NatNimber.val"].impl
    to_nimber = V.NAMES["NatNimber.toNimber"].impl
    add = V.arithmetic("+", "Nimber")
    for a in range(16):
        assert of(a) == val(a) == to_nimber(a) == a
        for b in range(16):
            assert add(a, b) == V.arithmetic("-", "Nimber")(a, b) == bf._nimber_add_c(a, b)


def test_a_games_library_name_the_file_cannot_compute_is_the_tables():
    """`noncomputable def nim` in the file (Nim.lean, verbatim): the table's `IGame.nim`, said in
    the docs; a computable definition of the same name stays the file's."""
    body = ("namespace IGame\nnoncomputable def nim : Nimber → IGame := sorry\n"
            "theorem_wanted a : nim 1 = ⋆\nend IGame\n")
    (v,) = check_text(body).values()
    assert status(v) == "HOLDS"
    body = ("namespace IGame\ndef nim (n : ℕ) : ℕ := n + 1\n"
            "theorem_wanted a : nim 1 = 2\nend IGame\n")
    (v,) = check_text(body, opens="").values()
    assert status(v) == "HOLDS"


def test_root_names_inside_a_namespace_are_the_roots():
    _, readings = read_text(HEADER + "open IGame Nimber\nnamespace IGame\n"
                            "theorem_wanted _root_.Game.t : Game.birthday (.mk ⋆) = 1\nend IGame\n")
    assert [r.name for r in readings] == ["Game.t"]
    (v,) = verdicts(readings).values()
    assert status(v) == "HOLDS"


# --- the library's own files as they write their games (Game/Special.lean, Game/Order.lean) ------

SPECIAL = """namespace IGame

def star : IGame :=
  !{fun _ ↦ {0}}

notation "⋆" => star

def switch (x : IGame) : IGame :=
  !{{x} | {-x}}

prefix:75 "±" => switch

theorem moves_star (p : Player) : moves p ⋆ = {0} := sorry
theorem moves_star_wrong (p : Player) : moves p ⋆ = {0, ⋆} := sorry
theorem leftMoves_switch (x : IGame) : (±x)ᴸ = {x} := sorry
theorem rightMoves_switch_wrong (x : IGame) : (±x)ᴿ = {x} := sorry
theorem neg_star : -⋆ = ⋆ := sorry
theorem neg_switch (x : IGame) : -±x = ±x := sorry
theorem neg_switch_wrong (x : IGame) : -±x = x := sorry
theorem switch_equiv_zero_iff {x : IGame} : ±x ≈ 0 ↔ ¬0 ≤ x := sorry
theorem switch_equiv_zero_iff_wrong {x : IGame} : ±x ≈ 0 ↔ 0 ≤ x := sorry
theorem switch_fuzzy_zero_iff {x : IGame} : ±x ‖ 0 ↔ 0 ≤ x := sorry

end IGame
"""


def test_the_library_files_own_definitions_of_its_games():
    """`!{fun _ ↦ {0}}` (a set literal is a set whose elements are listed), `xᴸ`/`xᴿ` (`moves
    left x`), `-` of a game the file defines (`-⋆`, `-±x`: `Neg.neg` at its stated type) and a
    file's own `prefix:75 "±"` before `≈`/`‖` (at 50, so `±x ≈ 0` is `(±x) ≈ 0`): each true
    statement HOLDS and each wrong twin FAILS."""
    out = {k: status(v) for k, v in verdicts(read_text(SPECIAL, "t.lean")[1]).items()}
    assert out == {
        "moves_star": "HOLDS", "moves_star_wrong": "FAILS", "leftMoves_switch": "HOLDS",
        "rightMoves_switch_wrong": "FAILS", "neg_star": "HOLDS", "neg_switch": "HOLDS",
        "neg_switch_wrong": "FAILS", "switch_equiv_zero_iff": "HOLDS",
        "switch_equiv_zero_iff_wrong": "FAILS", "switch_fuzzy_zero_iff": "HOLDS"}


def test_order_succ_of_a_nimber_is_the_next_ordinal_not_a_nim_sum():
    """`Order.succ a = ∗(val a + 1)` (the alias's `succ_def`, Tactic/OrdinalAlias.lean): the
    ordinal successor, so `Order.succ (∗3) = ∗4` while `∗3 + 1 = ∗2` (nim-addition)."""
    from pychecks.lean.evaluate import game_library as V
    succ = V.NAMES["Order.succ"].impl
    assert [succ(a) for a in range(6)] == [1, 2, 3, 4, 5, 6]
    got = check_text("theorem_wanted a : Order.succ (∗3) = ∗4\n"
                     "theorem_wanted b : Order.succ (∗3) = ∗3 + 1\n"
                     "theorem_wanted c (x : Nimber) : x < Order.succ x\n"
                     "theorem_wanted d : Order.succ 1 = ∗2\n")
    assert {k: status(v) for k, v in got.items()} == {
        "a": "HOLDS", "b": "FAILS", "c": "HOLDS", "d": "HOLDS"}
