"""Games in the user's style (`pychecks.conjecture.styled`): a relation on a structure, an
inductive relation, options functions on a structure and on `List ℕ`. The solved table against
a pure-Python reference written from the Lean definitions; the first candidate, written in the
user's words, that the evaluator re-checks at twice the bound; each game's deliberately
different twin, which must not get the game's answer (and whose statement of it FAILS); bad
input in one line."""
from pathlib import Path

import numpy as np
import pytest

from pychecks.cli import main
from pychecks.conjecture import styled as Y
from pychecks.conjecture.pipeline import conjecture
from pychecks.errors import BadInput
from pychecks.verdict import Status

ROOT = Path(__file__).resolve().parents[2]
STYLES = ROOT / "tests" / "data" / "lean" / "StyleGames.lean"
LIST_GAMES = ROOT / "lean" / "Examples" / "ListGames.lean"


def reference_table(options, bound: int, d: int) -> np.ndarray:
    """P-positions of [0..bound]^d by the definition: a position is P when no option is
    (options given as a Python function of the heaps, read off the Lean text by hand)."""
    memo: dict = {}

    def is_p(p):
        if p not in memo:
            memo[p] = not any(is_p(q) for q in options(p))
        return memo[p]
    table = np.zeros((bound + 1,) * d, dtype=bool)
    for c in np.ndindex(*table.shape):
        table[c] = is_p(tuple(c))
    return table


def king(p):       # KingStep: one from row, one from col, or one from each
    r, c = p
    return [q for q in ((r - 1, c), (r, c - 1), (r - 1, c - 1)) if min(q) >= 0]


def king_wrong(p):  # KingStepWrong: no diagonal step
    r, c = p
    return [q for q in ((r - 1, c), (r, c - 1)) if min(q) >= 0]


def take(steps):    # Take12 / Take13: `steps` tokens from either coordinate
    def options(p):
        r, c = p
        return [q for s in steps for q in ((r - s, c), (r, c - s)) if min(q) >= 0]
    return options


def nim(p):         # nimOptions: lower one heap to any smaller size
    return [p[:i] + (k,) + p[i + 1:] for i in range(len(p)) for k in range(p[i])]


def step(p):        # stepOptions: lower one heap by one
    return [p[:i] + (p[i] - 1,) + p[i + 1:] for i in range(len(p)) if p[i] > 0]


def corner_options(p):  # Corner.options: row to anything smaller, col by one or two
    r, c = p
    return [(k, c) for k in range(r)] + [(r, c - k - 1) for k in range(2) if k < c]


@pytest.mark.parametrize("name,length,options,d", [
    ("KingStep", None, king, 2), ("KingStepWrong", None, king_wrong, 2),
    ("Take12", None, take((1, 2)), 2), ("Take13", None, take((1, 3)), 2),
    ("nimOptions", 2, nim, 2), ("stepOptions", 3, step, 3),
    ("Corner.options", None, corner_options, 2)])
def test_the_evaluators_table_is_the_definitions(name, length, options, d):
    move = Y.find(STYLES, name, length=length)
    assert move is not None and move.heaps == d
    game = Y.solve(move, "normal", 4)
    assert np.array_equal(game.table, reference_table(options, 4, d))
    # the Grundy values by the mex rule, from the same options
    for c in np.ndindex(*game.table.shape):
        values = {int(game.grundy[q]) for q in options(tuple(c))}
        assert game.grundy[c] not in values and all(v in values for v in range(game.grundy[c]))


def test_misere_play_by_the_definition():
    move = Y.find(STYLES, "KingStep")
    game = Y.solve(move, "misere", 4)
    memo: dict = {}

    def is_p(p):   # misère: the player with no move wins, so a terminal position is not P
        if p not in memo:
            opts = king(p)
            memo[p] = bool(opts) and not any(is_p(q) for q in opts)
        return memo[p]
    assert all(game.table[c] == is_p(tuple(c)) for c in np.ndindex(*game.table.shape))


@pytest.mark.parametrize("name,length,bound,first", [
    ("KingStep", None, 4, "{p | p.row % 2 = 0 ∧ p.col % 2 = 0}"),
    ("KingStepWrong", None, 4, "{p | (p.row + p.col) % 2 = 0}"),
    ("Take12", None, 5, "{p | p.row % 3 = p.col % 3}"),   # at N=4 no fit holds at N=8
    ("Take13", None, 4, "{p | (p.row + p.col) % 2 = 0}"),
    ("nimOptions", 2, 4, "{p | p[0]! = p[1]!}"),
    ("stepOptions", 3, 3, "{p | (p[0]! + p[1]! + p[2]!) % 2 = 0}"),
    ("Corner.options", None, 5, "{p | p.row = p.col % 3}"),
])
def test_the_first_candidate_is_in_the_users_words_and_holds_at_twice_the_bound(
        name, length, bound, first):
    result = conjecture(STYLES, name, bound=bound, shown=1, z3_timeout=None, length=length)
    shown = result.shown[0]
    assert first in shown.lean, shown.lean
    assert shown.verdict.status is Status.HOLDS and shown.verdict.claim.endswith(shown.name)
    assert result.recheck_bound == 2 * bound


# (game, its twin, the game's bound, the game's answer, the evaluator's verdict on the game's
# answer stated for the twin): KingStepWrong breaks only the half `∃ q, …` of KingStep's
# answer (from { row := 1, col := 1 } no move reaches both coordinates even), and for a
# relation that `∃ q` ranges over the scope, so the evaluator cannot say FAILS (a witness might
# lie outside the box): UNKNOWN. Take13 breaks the other half too ({ row := 3, col := 0 } →
# { row := 0, col := 0 }), and an options function's `∃ q ∈ …` is exact.
TWINS = [("KingStep", "KingStepWrong", 4, "{p | p.row % 2 = 0 ∧ p.col % 2 = 0}", Status.UNKNOWN),
         ("Take12", "Take13", 5, "{p | p.row % 3 = p.col % 3}", Status.FAILS),
         ("nimOptions", "stepOptions", 4, "{p | p[0]! = p[1]!}", Status.FAILS)]


def _verdict_of(cand, name, length, game):
    """The evaluator's verdict at N=8 on the statement that `cand` is the P-set of `name`."""
    move = Y.find(STYLES, name, length=length)
    text = Y.statement("mutant", cand, move, "normal")
    writing = Y.writing_for(move, None, "pychecks conjecture test")
    full = writing.file_text([("a mutant", text)], game, 8)
    return Y.check_text(full, "mutant", writing, 8, move)


@pytest.mark.parametrize("game,twin,bound,answer,for_twin", TWINS)
def test_the_twin_does_not_get_the_games_answer_and_each_others_answers_are_refused(
        game, twin, bound, answer, for_twin):
    length = 2 if game.endswith("Options") else None
    result = conjecture(STYLES, twin, bound=4, shown=3, z3_timeout=None, length=length)
    assert result.shown and all(answer not in s.lean for s in result.shown)
    original = conjecture(STYLES, game, bound=bound, shown=1, z3_timeout=None, length=length)
    assert answer in original.shown[0].lean
    # the twin's answer for the game: a move inside P, a counterexample
    verdict = _verdict_of(result.shown[0].candidate, game, length, original.game)
    assert verdict.status is Status.FAILS, verdict
    # the game's answer for the twin: never HOLDS (see TWINS)
    verdict = _verdict_of(original.shown[0].candidate, twin, length, result.game)
    assert verdict.status is for_twin, verdict


def test_a_wrong_grundy_value_fails():
    move = Y.find(STYLES, "Corner.options")
    result = conjecture(STYLES, "Corner.options", bound=6, shown=1, z3_timeout=None)
    assert "fun p => p.row ^^^ p.col % 3" in result.rechecked.grundy.lean
    assert result.rechecked.grundy.verdict.status is Status.HOLDS
    import sympy as sp
    from pychecks import expr as E
    from pychecks.conjecture import vocabulary as V
    wrong = V.GrundyValue(sp.Add(*E.heaps(2)), 2, (), ())   # row + col: not the mex
    writing = Y.writing_for(move, None, "pychecks conjecture test")
    text = Y.grundy_statement("grundyMutant", wrong, move)
    full = writing.file_text([("wrong", text)], result.game, 8)
    assert Y.check_text(full, "grundyMutant", writing, 8, move).status is Status.FAILS


def test_the_list_games_of_the_examples():
    nim = conjecture(LIST_GAMES, "options", bound=3, shown=1, z3_timeout=None, length=3)
    assert "p[0]! = p[1]! ^^^ p[2]!" in nim.shown[0].lean
    heaps = conjecture(LIST_GAMES, "Heaps.options", bound=4, shown=1, z3_timeout=None)
    assert "{p | p.left = p.right}" in heaps.shown[0].lean
    assert "heaps_Options" not in heaps.shown[0].name and \
        heaps.shown[0].name.startswith("heapsOptions_")


@pytest.fixture
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)


def run(capsys, *argv):
    code = main(["conjecture", *argv])
    out, err = capsys.readouterr()
    return code, out, err


FILE = "tests/data/lean/StyleGames.lean"


@pytest.mark.parametrize("argv,message", [
    ((FILE, "nimOptions"), "is a game on `List ℕ`: give --length L"),
    ((FILE, "KingStep", "--length", "2"), "KingStep is a game on `Corner`, not on `List ℕ`"),
    (("lean/Examples/HeapGames.lean", "NimMove", "--length", "2"), "not on `List ℕ`"),
    ((FILE, "SwapStep", "--bound", "3"), "has a cycle of moves ({ row := 0, col := 1 } → "
                                         "{ row := 1, col := 0 } → { row := 0, col := 1 })"),
    ((FILE, "TaggedTake"), "the positions are `StyleGames.Refused.Tagged`, whose field marked "
                           "are not ℕ"),
    ((FILE, "Take12", "--bound", "40"), "the re-check at N=80 would evaluate Take12 on "
                                        "43,046,721 pairs of positions"),
    ((FILE, "KingStp"), "unknown move relation 'KingStp'"),
    ((FILE, "VectorStep"), "StyleGames.Refused.VectorStep (tests/data/lean/StyleGames.lean:"
                           "87:11) cannot be evaluated: the constructor `left`"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, at_root, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err


def test_out_repeats_the_declarations_and_check_reads_it(capsys, at_root, tmp_path):
    out = tmp_path / "Styled.lean"
    argv = (FILE, "Take12", "--bound", "5", "--candidates", "1", "--out", str(out))
    code, text_out, _ = run(capsys, *argv)
    assert code == 0 and "{ row := 0, col := 0 }" in text_out
    first = out.read_bytes()
    text = first.decode()
    # the structure and the inductive relation are repeated, in their namespace
    assert "structure Corner where" in text and "inductive Take12 : Corner → Corner → Prop" in text
    assert "namespace StyleGames.Take12Conjectures" in text and "\nimport Mathlib\n" in text
    assert run(capsys, *argv)[0] == 0 and out.read_bytes() == first
    assert main(["check", str(out), "--bound", "10"]) == 0
    assert "1 statement: 1 HOLDS" in capsys.readouterr().out


def test_the_default_bounds_keep_the_evaluators_recheck_small():
    # docs/conjecture.md: N = 10 for a relation on two fields, 3 on three, 25 for an options
    # function on two heaps; the re-check at 2N within 2^18 pairs (or positions times options)
    assert Y.default_bound(Y.find(STYLES, "KingStep")) == 10
    assert Y.default_bound(Y.find(STYLES, "Corner.options")) == 25
    three = Y.find(STYLES, "stepOptions", length=3)
    assert Y.recheck_work(three, 2 * Y.default_bound(three)) <= Y.RECHECK_OPTIONS
    from dataclasses import replace
    relation_on_three = replace(Y.find(STYLES, "KingStep"), heaps=3)
    assert Y.default_bound(relation_on_three) == 3
    for move in (Y.find(STYLES, "KingStep"), Y.find(STYLES, "Corner.options")):
        n = Y.default_bound(move)
        limit = Y.RECHECK_OPTIONS if move.style == "options" else Y.RECHECK_PAIRS
        assert Y.recheck_work(move, 2 * n) <= limit < Y.recheck_work(move, 2 * (n + 1))


UNSEEN = ROOT / "tests" / "data" / "lean" / "UnseenStyleGames.lean"


def test_staircase_nim_gets_the_odd_steps_nim_sum():
    # a game the project had not seen, in the List ℕ style: the literature's answer (the
    # tokens on entries 0 and 2 are a Nim game) comes first, and its options leave the box
    result = conjecture(UNSEEN, "staircase", bound=4, shown=1, z3_timeout=None, length=3)
    assert "{p | p[0]! = p[2]!}" in result.shown[0].lean
    assert "positions outside the box reached" in result.game.solved_as
    assert "fun p => p[0]! ^^^ p[2]!" in result.rechecked.grundy.lean


def test_a_misere_candidate_of_an_options_function_reads_back_and_holds():
    # misère Nim on two heaps: P is { [0, 1], [1, 0] } and the equal pairs from 2 on
    result = conjecture(STYLES, "nimOptions", play="misere", bound=4, shown=1, z3_timeout=None,
                        length=2)
    shown = result.shown[0]
    assert shown.verdict.status is Status.HOLDS and "nimOptions p ≠ [] ∧" in shown.lean
    assert result.game.table[0, 1] and result.game.table[3, 3] and not result.game.table[0, 0]


def test_the_report_and_json_speak_the_users_words():
    import json
    from pychecks.conjecture import report as R
    result = conjecture(STYLES, "KingStep", bound=3, shown=1, z3_timeout=None)
    grid = R.table_lines(result.game)
    assert grid[0].startswith("  p.row \\ p.col (P marks a P-position")
    data = json.loads(R.to_json(result))
    assert data["smallest_P"][:2] == ["{ row := 0, col := 0 }", "{ row := 0, col := 2 }"]
    assert data["family"].startswith("a relation on `Corner`")
    assert all(c["z3"] is None for c in data["candidates"])
    assert "z3: no encoding of a game the evaluator reads" in R.text(result)
