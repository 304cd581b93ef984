"""Domineering: the engine's value against the form straight from the library's definition,
compared by the slow reference's `≈`, on every position inside a 3×3 square, and known values."""
import itertools

from pychecks.games import domineering as D
from pychecks.games import short as S
from pychecks.games.short_reference import equiv_reference


def test_value_agrees_with_the_form_on_every_position_inside_3x3():
    cells = sorted(D.rectangle(3, 3))
    memo: dict = {}
    for r in range(len(cells) + 1):
        for b in itertools.combinations(cells, r):
            v = D.value(b)
            assert equiv_reference(v, D.form(b), memo), b
            assert S.canonical(D.form(b)) is v


def test_known_values():
    assert D.value(D.rectangle(1, 2)) is S.ONE            # one vertical domino: Left's move
    assert D.value(D.rectangle(2, 1)) is S.integer(-1)
    assert D.value(D.rectangle(2, 2)) is S.switch(S.ONE)  # the 2×2 square is ±1
    for n in range(1, 9):   # a strip only one player can use: as many moves as fit
        assert D.value(D.rectangle(n, 1)) is S.integer(-(n // 2))
        assert D.value(D.rectangle(1, n)) is S.integer(n // 2)


def test_moves_follow_the_library_orientation():
    b = frozenset({(0, 0), (0, 1)})
    assert D.left_moves(b) == [frozenset()] and D.right_moves(b) == []
    assert D.components(frozenset({(0, 0), (2, 0)})) != [frozenset({(0, 0), (2, 0)})]


def test_a_wrong_orientation_is_caught():
    # a mutant that lets Left play horizontally gives the 1×2 strip the value 0, not 1
    def mutant(b):
        b = frozenset(b)
        moves = [b - {m, (m[0] - 1, m[1])} for m in b if (m[0] - 1, m[1]) in b]
        return S.game(map(mutant, moves), map(mutant, D.right_moves(b)))
    assert not S.equiv(mutant(D.rectangle(1, 2)), D.form(D.rectangle(1, 2)))
