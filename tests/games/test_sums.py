"""Sums of games: the pair solver against the definition, and the sum-law statements."""
import random

import numpy as np
import pytest

from pychecks.claims import find_claim
from pychecks.games import sums as S
from pychecks.games.kayles import fixture_graph, kayles_table, path_graph
from pychecks.games.nim import nim_heap_game
from pychecks.verdict import Status


def test_sum_kernel_equals_definition_on_random_games():
    rng = random.Random(7)
    for _ in range(30):
        a = S.random_game(rng, rng.randint(1, 25))
        b = S.random_game(rng, rng.randint(1, 25))
        assert S.grundy_values(a).tolist() == S.reference_values(a)
        assert S.sum_values(a, b).tolist() == S.reference_sum_values(a, b)
        # The materialised sum is the same game as the pair solver's.
        assert S.grundy_values(S.sum_game(a, b)).tolist() == \
            S.sum_values(a, b).reshape(-1).tolist()


def test_options_must_come_first():
    with pytest.raises(ValueError, match="not listed before"):
        S.game_from_options("bad", [0, 1], lambda p: [1] if p == 0 else [])


def test_kayles_game_matches_the_kayles_kernel():
    g = path_graph(6)
    assert S.grundy_values(S.kayles_game(g)).tolist() == kayles_table(g).tolist()


def test_cube_box_game_matches_the_cube_module():
    from pychecks.games.cube import cube_grundy_table
    for family in ("vertex", "edge", "rotation", "face"):
        ours = S.grundy_values(S.cube_box_game(family, 1))
        assert np.array_equal(ours, np.asarray(cube_grundy_table(family, 1)).reshape(-1))


@pytest.mark.parametrize("name, bound", [("spragueGrundy_sumLaw", 3), ("cubeFaceNim_sixHeaps", 2),
                                         ("cubeVertexPlusEdge_grundy", 1),
                                         ("kaylesFixturePlusNim_grundy", 7)])
def test_sum_statement_holds(name, bound):
    verdict = find_claim(name).check(bound)
    assert verdict.status is Status.HOLDS, verdict.reason
    assert verdict.examined


def test_mutant_general_law():
    verdict = S.general_law_checker(combine=lambda x, y: x | y)(3)
    assert verdict.status is Status.FAILS
    assert "of the 8 on 3 positions" in verdict.scope


def test_all_acyclic_games_are_every_option_pattern():
    games = S.all_acyclic_games(4)
    assert len(games) == 64
    patterns = {tuple(tuple(g.options(i)) for i in range(4)) for g in games}
    assert len(patterns) == 64


def test_mutant_face_is_sum_of_heaps():
    verdict = S.cube_face_checker(claimed=lambda p: sum(p))(2)
    assert verdict.status is Status.FAILS
    assert verdict.counterexample.bindings == {"p": "![0, 0, 0, 0, 1, 1]"}


def test_mutant_cube_sum_or():
    verdict = S.cube_sum_checker(combine=lambda x, y: x | y)(1)
    assert verdict.status is Status.FAILS
    assert verdict.counterexample.bindings == {"p": "![0, 0, 0, 0, 0, 1]",
                                               "q": "![0, 0, 0, 0, 0, 1]"}


def test_mutant_kayles_plus_nim_or():
    verdict = S.kayles_nim_checker(combine=lambda x, y: x | y)(3)
    assert verdict.status is Status.FAILS
    assert verdict.counterexample.bindings == {"S": "{0}", "n": "1"}


def test_kayles_plus_nim_uses_the_fixture():
    a, b = S.kayles_game(fixture_graph()), nim_heap_game(2)
    table = S.sum_values(a, b)
    assert int(table[4095, 0]) == 3 and int(table[4095, 3 - 1]) == 3 ^ 2
