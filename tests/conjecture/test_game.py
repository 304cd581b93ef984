"""The adapter: a move relation read from a Lean file, its solved box against the pure-Python
reference, and the engine's sums of one-heap games as conjecture groups them (the engine must say
no to a game that only looks like one)."""
from pathlib import Path

import numpy as np
import pytest

from pychecks.conjecture import game as G
from pychecks.conjecture import sequences as Q
from pychecks.errors import BadInput, UnknownName
from pychecks.solvers.heaps_reference import options_by_definition, reference_outcomes

ROOT = Path(__file__).resolve().parents[2]
HEAP_GAMES = ROOT / "lean" / "Examples" / "HeapGames.lean"
GAMES = ROOT / "tests" / "data" / "lean" / "ConjectureGames.lean"


def test_a_relation_is_read_with_its_family_and_place():
    move = G.read_move(HEAP_GAMES, "NimMove")
    assert move.name == "HeapGames.NimMove" and move.heaps == 3 and not move.nat_positions
    assert move.family.groups == ((0,), (1,), (2,)) and "group family" in move.how
    assert move.where.endswith("HeapGames.lean:46:5")
    one = G.read_move(HEAP_GAMES, "HeapGames.SubtractMove")
    assert one.heaps == 1 and one.nat_positions and one.family.is_relation


def test_an_unknown_name_suggests_close_ones():
    with pytest.raises(UnknownName, match="did you mean HeapGames.NimMove"):
        G.read_move(HEAP_GAMES, "NimMov")


def test_a_statement_is_not_a_relation():
    with pytest.raises(BadInput, match=r"nim3_pPositions is a statement \(theorem_wanted at "
                                       r".*HeapGames.lean:53:16\), not a move relation; the "
                                       r"file's move relations: SubtractMove, NimMove"):
        G.read_move(HEAP_GAMES, "nim3_pPositions")


def test_a_definition_that_is_no_relation_is_refused():
    with pytest.raises(BadInput, match="ConjectureGames.double .* is not a move relation"):
        G.read_move(GAMES, "double")
    with pytest.raises(BadInput, match="recursive"):
        G.read_move(HEAP_GAMES, "heapTotal")


@pytest.mark.parametrize("name,parts", [("NimMove", 3), ("TakeTwoMove", 3), ("Nim5Move", 5),
                                        ("SubtractMove", 1), ("SlowNimMove", 4)])
def test_the_engines_sums_come_with_the_heaps_of_one_rule_together(name, parts):
    found = Q.heap_sequences(G.read_move(HEAP_GAMES, name).family, 64)
    assert found is not None and [s.heaps for s in found] == [tuple(range(parts))]


@pytest.mark.parametrize("file,name", [(HEAP_GAMES, "MooreMove"), (HEAP_GAMES, "PairMove"),
                                       (GAMES, "WythoffMove"), (GAMES, "EvenTwoMove")])
def test_games_that_are_no_sums_get_no_sequences(file, name):
    assert Q.heap_sequences(G.read_move(file, name).family, 64) is None


def test_a_sum_of_different_games_keeps_each_heaps_sequence():
    seqs = Q.heap_sequences(G.read_move(GAMES, "MixedMove").family, 64)
    assert [s.heaps for s in seqs] == [(0,), (1,)]
    assert seqs[0].form == "mod 3" and seqs[1].form == "table"
    assert seqs[1].periodicity == Q.Periodicity(0, 7, True, 64)
    assert list(seqs[1].values[:7]) == [0, 1, 0, 1, 2, 3, 2]


@pytest.mark.parametrize("file,name,play,bound", [
    (GAMES, "WythoffMove", "normal", 9), (GAMES, "MixedMove", "normal", 8),
    (HEAP_GAMES, "MooreMove", "normal", 5), (HEAP_GAMES, "Nim5Move", "misere", 3),
    (HEAP_GAMES, "SubtractMove", "misere", 20)])
def test_the_solved_box_is_the_reference_solvers(file, name, play, bound):
    move = G.read_move(file, name)
    game = G.solve(move, play, bound, Q.heap_sequences(move.family, 64))
    ref = reference_outcomes(options_by_definition(move.family.reference, bound, move.heaps),
                             play)
    want = np.zeros((bound + 1,) * move.heaps, bool)
    for p, in_p in ref.items():
        want[p] = in_p
    assert np.array_equal(game.table, want)
    assert game.p_count == int(want.sum())


def test_the_grundy_table_and_how_the_engine_solves_a_relation_are_reported():
    move = G.read_move(GAMES, "Take3Move")
    game = G.solve(move, "normal", 6, Q.heap_sequences(move.family, 64))
    assert game.grundy is not None and game.grundy_note == "Grundy values up to 3"
    assert game.solved_as == "sum of one-heap games, each heap: steps 1 2 3"
    nim = G.solve(G.read_move(HEAP_GAMES, "NimMove"), "normal", 3, None)
    assert nim.solved_as is None  # a group family: its recognition says how


def test_no_grundy_table_past_the_kernels_limit_is_said():
    move = G.read_move(HEAP_GAMES, "NimMove")
    game = G.solve(move, "normal", 63, None)
    assert game.grundy is None and game.grundy_note.startswith("no Grundy table (")
